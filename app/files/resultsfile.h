// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <functional>

/*
 * The one way a results file is written (predict's, practice's, seat
 * work's, a class's): the format follows the file name, ".json" (in any
 * case) as its suffix writes JSON and anything else CSV; the bytes go
 * through OutputFile (atomically: a failed write leaves an earlier file as
 * it was). The results classes only say what their CSV (a ResultsSheet)
 * and their JSON are.
 */
class ResultsFile
{
public:
    enum class Format { Csv, Json };

    // The format the file name `path` asks for: Json when its suffix (after
    // the last dot of the last part) is "json" in any case, else Csv.
    static Format formatOf(const QString &path);
    // `object` as a results file holds it: QJsonDocument's indented layout.
    static QByteArray json(const QJsonObject &object);
    // Writes `path` in formatOf(path): the bytes of `csv()` or of `json()`,
    // only the one asked for being called. False with `error` (if given) set
    // to OutputFile's sentence, translated ("cannot write '<path>': the disk
    // is full"), when the file could not be written.
    static bool write(const QString &path, const std::function<QByteArray()> &csv,
        const std::function<QByteArray()> &json, QString *error);
};
