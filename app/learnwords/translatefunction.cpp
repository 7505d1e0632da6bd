// SPDX-License-Identifier: MIT
#include "learnwords/translatefunction.h"

#include <QTranslator>

namespace {

// %n becomes the count, %Ln the count in the default locale's digits: what
// QCoreApplication::translate() does after the translators have answered
// (QTranslator::translate() leaves it to its caller).
QString withCount(QString text, int n)
{
    if (n < 0) {
        return text;
    }
    qsizetype at = 0;
    while ((at = text.indexOf(u'%', at)) >= 0 && at + 1 < text.size()) {
        const bool localized = text.at(at + 1) == u'L';
        const qsizetype letter = at + (localized ? 2 : 1);
        if (letter < text.size() && text.at(letter) == u'n') {
            const QString count = (localized ? QStringLiteral("%L1") : QStringLiteral("%1")).arg(n);
            text.replace(at, letter + 1 - at, count);
            at += count.size();
        } else {
            at = letter;
        }
    }
    return text;
}

} // namespace

TranslateFunction translateFrom(const QList<const QTranslator *> &translators)
{
    return
        [translators](const char *context, const char *source, const char *disambiguation, int n) {
            if (!source) {
                return QString();
            }
            QString text;
            for (const QTranslator *translator : translators) {
                // Empty: not in this one (nor would an empty text do in a table).
                text = translator->translate(context, source, disambiguation, n);
                if (!text.isEmpty()) {
                    break;
                }
            }
            return withCount(text.isEmpty() ? QString::fromUtf8(source) : text, n);
        };
}
