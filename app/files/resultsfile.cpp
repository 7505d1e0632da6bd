// SPDX-License-Identifier: MIT
#include "files/resultsfile.h"

#include "files/outputfile.h"

#include <QFileInfo>
#include <QJsonDocument>

ResultsFile::Format ResultsFile::formatOf(const QString &path)
{
    return QFileInfo(path).suffix().compare(QLatin1String("json"), Qt::CaseInsensitive) == 0
        ? Format::Json
        : Format::Csv;
}

QByteArray ResultsFile::json(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Indented);
}

bool ResultsFile::write(const QString &path, const std::function<QByteArray()> &csv,
    const std::function<QByteArray()> &json, QString *error)
{
    return OutputFile::writeAll(path, formatOf(path) == Format::Json ? json() : csv(), error);
}
