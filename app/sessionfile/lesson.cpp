// SPDX-License-Identifier: MIT
#include "sessionfile/lesson.h"

QString Lesson::text(const Words &words, const QString &language)
{
    if (words.isEmpty()) {
        return {};
    }
    const QString base = language.section(QLatin1Char('_'), 0, 0);
    for (const QString &key : { language, base, QStringLiteral("en"), QString() }) {
        if (const auto found = words.constFind(key); found != words.cend()) {
            return found.value();
        }
    }
    return words.first();
}
