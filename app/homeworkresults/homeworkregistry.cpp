// SPDX-License-Identifier: MIT
#include "homeworkresults/homeworkregistry.h"

#include "homework/homeworkfile.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace {

bool isId(const QString &id)
{
    static const QRegularExpression hex(QStringLiteral("^[0-9a-f]{16}$"));
    return hex.match(id).hasMatch();
}

} // namespace

HomeworkRegistry::HomeworkRegistry(const QString &folder)
    : m_folder(folder.isEmpty() ? defaultFolder() : folder)
{ }

QString HomeworkRegistry::defaultFolder()
{
    // Where the export registers (from the window and from the CLI alike).
    return HomeworkFile::registryFolder();
}

std::optional<HomeworkSpec> HomeworkRegistry::find(const QString &id) const
{
    if (!isId(id)) {
        return std::nullopt;
    }
    QFile file(m_folder + QLatin1Char('/') + id + QStringLiteral(".json"));
    if (!file.open(QIODevice::ReadOnly) || file.size() > MaxBytes) {
        return std::nullopt;
    }
    const QJsonDocument document = QJsonDocument::fromJson(file.read(MaxBytes + 1));
    if (!document.isObject()) {
        return std::nullopt;
    }
    std::optional<HomeworkSpec> homework = HomeworkSpec::fromJson(document.object());
    if (!homework || homework->id != id) {
        return std::nullopt;
    }
    return homework;
}
