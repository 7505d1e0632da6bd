// SPDX-License-Identifier: MIT
#include "window/appsettings.h"

#include "render/boardtheme.h"
#include "window/languagemanager.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStringDecoder>
#include <QStringList>

namespace {

QString userFile()
{
    const QSettings user(QSettings::IniFormat, QSettings::UserScope,
        QCoreApplication::organizationName(), QCoreApplication::applicationName());
    return user.fileName();
}

} // namespace

AppSettings::AppSettings(const QString &fileName)
    : m_fileName(fileName.isEmpty() ? userFile() : fileName)
{ }

QString AppSettings::damagedCopy() const
{
    return m_fileName + QStringLiteral(".damaged");
}

AppSettings::Values AppSettings::load()
{
    m_problem = Problem::None;
    m_wrong.clear();
    m_damaged = false;
    const Values defaults;
    const QFileInfo info(m_fileName);
    if (!info.exists()) {
        return defaults; // the first start: nothing to complain about
    }
    QFile probe(m_fileName);
    // A FIFO would block the start, /dev/zero would fill the memory: a
    // settings file is a small regular file.
    if (!info.isFile() || !probe.open(QIODevice::ReadOnly)) {
        m_problem = Problem::Unreadable;
        return defaults;
    }
    // QSettings reads anything without complaint; text that is not UTF-8 or
    // has NUL bytes is no settings file of ours.
    if (info.size() > MaxFileBytes) {
        m_damaged = true;
        m_problem = Problem::Damaged;
        return defaults;
    }
    const QByteArray bytes = probe.readAll();
    QStringDecoder utf8(QStringDecoder::Utf8);
    const QString text = utf8(bytes);
    const QSettings settings(m_fileName, QSettings::IniFormat);
    if (settings.status() != QSettings::NoError || utf8.hasError() || text.contains(QChar(0))) {
        m_damaged = true;
        m_problem = Problem::Damaged;
        return defaults;
    }

    Values values;
    QStringList wrong;
    bool ok = false;
    const auto number = [&](const QString &key, int low, int high, int fallback) {
        if (!settings.contains(key)) {
            return fallback;
        }
        const int value = settings.value(key).toString().toInt(&ok);
        if (!ok || value < low || value > high) {
            wrong << key;
            return fallback;
        }
        return value;
    };
    const auto flag = [&](const QString &key, bool fallback) {
        if (!settings.contains(key)) {
            return fallback;
        }
        const QString text = settings.value(key).toString();
        if (text != u"true" && text != u"false") {
            wrong << key;
            return fallback;
        }
        return text == u"true";
    };
    const QString algorithmKey = QStringLiteral("run/algorithm");
    if (settings.contains(algorithmKey)) {
        const auto found
            = nq::algorithmFromName(settings.value(algorithmKey).toString().toStdString());
        if (found) {
            values.algorithm = *found;
        } else {
            wrong << algorithmKey;
        }
    }
    values.size = number(
        QStringLiteral("run/size"), 1, nq::algorithmInfo(values.algorithm).maxN, defaults.size);
    values.speedIndex = number(QStringLiteral("run/speed"), 0, 1000, defaults.speedIndex);
    values.theme = settings.value(QStringLiteral("view/theme"), defaults.theme).toString();
    if (!BoardTheme::kindFromId(values.theme)) {
        wrong << QStringLiteral("view/theme");
        values.theme = defaults.theme;
    }
    values.language = settings.value(QStringLiteral("view/language"), defaults.language).toString();
    if (!values.language.isEmpty()
        && !LanguageManager::availableLanguages().contains(values.language)) {
        wrong << QStringLiteral("view/language");
        values.language = defaults.language;
    }
    // MainWindow::MinTextSize .. MaxTextSize
    values.textSize = number(QStringLiteral("view/textSize"), 70, 300, defaults.textSize);
    values.attacksShown = flag(QStringLiteral("view/attacks"), defaults.attacksShown);
    values.exportCoordinates
        = flag(QStringLiteral("export/coordinates"), defaults.exportCoordinates);
    values.exportFolder = settings.value(QStringLiteral("export/folder")).toString();
    values.predictFrequency
        = number(QStringLiteral("predict/frequency"), 0, 3, defaults.predictFrequency);
    values.predictK = number(QStringLiteral("predict/k"), 1, 1000, defaults.predictK);
    values.predictSeed
        = quint64(number(QStringLiteral("predict/seed"), 0, 999999, int(defaults.predictSeed)));
    values.predictKinds = number(QStringLiteral("predict/kinds"), 0, 255, defaults.predictKinds);
    values.geometry = settings.value(QStringLiteral("window/geometry")).toByteArray();
    values.windowState = settings.value(QStringLiteral("window/state")).toByteArray();
    values.practiceRefusalsMarked
        = flag(QStringLiteral("practice/refusalsMarked"), defaults.practiceRefusalsMarked);
    if (!wrong.isEmpty()) {
        m_problem = Problem::NotUnderstood;
        m_wrong = wrong;
    }
    return values;
}

bool AppSettings::save(const Values &values)
{
    m_problem = Problem::None;
    if (m_damaged) {
        // The damaged file is kept aside (the user may want it), not merged
        // with: QSettings would keep its error state.
        QFile::remove(damagedCopy());
        if (!QFile::rename(m_fileName, damagedCopy())) {
            m_problem = Problem::NotSaved;
            return false;
        }
        m_damaged = false;
    }
    QSettings settings(m_fileName, QSettings::IniFormat);
    settings.clear();
    settings.setValue(QStringLiteral("run/size"), values.size);
    settings.setValue(QStringLiteral("run/algorithm"),
        QString::fromLatin1(nq::algorithmInfo(values.algorithm).name));
    if (values.speedIndex >= 0) {
        settings.setValue(QStringLiteral("run/speed"), values.speedIndex);
    }
    settings.setValue(QStringLiteral("view/theme"), values.theme);
    settings.setValue(QStringLiteral("view/language"), values.language);
    settings.setValue(QStringLiteral("view/attacks"), values.attacksShown);
    settings.setValue(QStringLiteral("view/textSize"), values.textSize);
    settings.setValue(QStringLiteral("export/coordinates"), values.exportCoordinates);
    settings.setValue(QStringLiteral("export/folder"), values.exportFolder);
    settings.setValue(QStringLiteral("predict/frequency"), values.predictFrequency);
    settings.setValue(QStringLiteral("predict/k"), values.predictK);
    settings.setValue(QStringLiteral("predict/seed"), values.predictSeed);
    settings.setValue(QStringLiteral("predict/kinds"), values.predictKinds);
    settings.setValue(QStringLiteral("window/geometry"), values.geometry);
    settings.setValue(QStringLiteral("window/state"), values.windowState);
    settings.setValue(QStringLiteral("practice/refusalsMarked"), values.practiceRefusalsMarked);
    settings.sync();
    if (settings.status() != QSettings::NoError) {
        m_problem = Problem::NotSaved;
        return false;
    }
    return true;
}

QString AppSettings::problem() const
{
    // Written when asked, in the language installed by then.
    const QString file = QDir::toNativeSeparators(m_fileName);
    switch (m_problem) {
    case Problem::None:
        break;
    case Problem::Unreadable:
        return tr("The settings file %1 cannot be read; the program starts with its defaults.")
            .arg(file);
    case Problem::Damaged:
        return tr("The settings file %1 is damaged; the program starts with its defaults. It "
                  "will be kept as %2 when the settings are saved.")
            .arg(file, QDir::toNativeSeparators(damagedCopy()));
    case Problem::NotUnderstood:
        return tr("Some settings in %1 were not understood (%2); the defaults are used for them.")
            .arg(file, m_wrong.join(QStringLiteral(", ")));
    case Problem::NotSaved:
        return tr("The settings could not be saved to %1.").arg(file);
    }
    return {};
}
