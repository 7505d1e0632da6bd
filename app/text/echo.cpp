// SPDX-License-Identifier: MIT
#include "text/echo.h"

#include <algorithm>

namespace text {

QString echoed(const QString &value)
{
    qsizetype length = std::min(value.size(), MaxEchoedLength);
    if (length < value.size() && length > 0 && value.at(length - 1).isHighSurrogate()) {
        --length; // keep the pair whole: half of it is not a character
    }
    QString result;
    result.reserve(length + 4);
    for (qsizetype i = 0; i < length; ++i) {
        const QChar c = value.at(i);
        if (c == u'\n') {
            result += QLatin1String("\\n");
        } else if (c == u'\t') {
            result += QLatin1String("\\t");
        } else if (c == u'\r') {
            result += QLatin1String("\\r");
        } else if (c.category() == QChar::Other_Control) {
            // C0 and C1 controls all fit in two hex digits.
            result += QStringLiteral("\\x%1").arg(c.unicode(), 2, 16, QLatin1Char('0'));
        } else {
            result += c;
        }
    }
    if (length < value.size()) {
        result += QChar(0x2026); // "…"
    }
    return result;
}

} // namespace text
