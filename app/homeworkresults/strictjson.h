// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QStringList>

#include <optional>

/*
 * The checks a hostile JSON file's fields go through: a whole number in a
 * range (a JSON number with no fraction; QJsonDocument reads every number
 * as a double, exact up to 2^53, so ranges stay below that), and an object
 * holding exactly the keys it may hold.
 */
class StrictJson
{
public:
    // The number `value` holds when it is a whole number in min..max, else nullopt.
    static std::optional<qint64> integer(const QJsonValue &value, qint64 min, qint64 max);
    // Whether `object` holds every key of `required`, and no key but those
    // and the ones of `optional`.
    static bool hasKeys(
        const QJsonObject &object, const QStringList &required, const QStringList &optional = {});
};
