// SPDX-License-Identifier: MIT
#include "homeworkresults/strictjson.h"

#include <cmath>

std::optional<qint64> StrictJson::integer(const QJsonValue &value, qint64 min, qint64 max)
{
    if (!value.isDouble()) {
        return std::nullopt;
    }
    const double number = value.toDouble();
    // Compared as doubles first: a huge number must not be cast to an integer.
    if (!std::isfinite(number) || std::trunc(number) != number || number < double(min)
        || number > double(max)) {
        return std::nullopt;
    }
    return static_cast<qint64>(number);
}

bool StrictJson::hasKeys(
    const QJsonObject &object, const QStringList &required, const QStringList &optional)
{
    for (const QString &key : required) {
        if (!object.contains(key)) {
            return false;
        }
    }
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (!required.contains(it.key()) && !optional.contains(it.key())) {
            return false;
        }
    }
    return true;
}
