// SPDX-License-Identifier: MIT
#include "window/appsettings.h"

#include "files/outputfile.h"
#include "render/boardtheme.h"
#include "run/runcontroller.h"
#include "window/languagemanager.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <QStringDecoder>
#include <QStringList>
#include <QTemporaryDir>

#include <cerrno>
#include <cstdio>

#include <sys/stat.h>

namespace {

// Where QSettings keeps the user's INI file, worked out without a QSettings:
// constructing one reads the file at once, which a FIFO there would block
// for ever and a file of gigabytes would fill the memory with, before any
// check of ours.
QString userFile()
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation)
        + QLatin1Char('/') + QCoreApplication::organizationName() + QLatin1Char('/')
        + QCoreApplication::applicationName() + QStringLiteral(".ini");
}

// Whether `text` reads as an INI file: every line empty, a comment, a
// [section] or a key=value pair. QSettings skips other lines without a
// word, and the next save would drop them.
bool looksLikeIni(QStringView text)
{
    for (QStringView line : text.split(QLatin1Char('\n'))) {
        line = line.trimmed();
        if (line.isEmpty() || line.startsWith(u';') || line.startsWith(u'#')
            || (line.startsWith(u'[') && line.endsWith(u']')) || line.contains(u'=')) {
            continue;
        }
        return false;
    }
    return true;
}

/*
 * The speed position the file asks for, or `fallback`. After 0.2.0 the file
 * keeps steps per second (run/stepsPerSecond, 0 for top speed). Up to 0.2.0
 * it kept a position in RunController::speeds() (run/speed), and the table
 * changed between 0.1.0 (1, 2, 3, 5, 8, 12, 20, 30, 60, 120, 250, 500, 1000,
 * top) and 0.2.0 (1, 2, 4, ... 1024, top): the same number meant another
 * speed. A file of 0.2.0 is told from one of 0.1.0 by the keys 0.2.0 added
 * and always wrote (view/textSize, export/folder).
 */
template<typename Number>
int speedIndex(const QSettings &settings, const Number &number, int fallback)
{
    constexpr int Fastest = 1 << 20; // far above top speed's neighbour: still top speed
    if (settings.contains(QStringLiteral("run/stepsPerSecond"))) {
        const int perSecond = number(QStringLiteral("run/stepsPerSecond"), 0, Fastest, -1);
        return perSecond < 0 ? fallback : RunController::speedIndexFor(perSecond);
    }
    static const QList<int> version1 { 1, 2, 3, 5, 8, 12, 20, 30, 60, 120, 250, 500, 1000, 0 };
    const bool version2 = settings.contains(QStringLiteral("view/textSize"))
        || settings.contains(QStringLiteral("export/folder"));
    const QList<int> &table = version2 ? RunController::speeds() : version1;
    const int index = number(QStringLiteral("run/speed"), 0, int(table.size()) - 1, -1);
    return index < 0 ? fallback : RunController::speedIndexFor(table.at(index));
}

} // namespace

AppSettings::AppSettings(const QString &fileName)
    : m_fileName(fileName.isEmpty() ? userFile() : fileName)
{ }

QString AppSettings::damagedCopy() const
{
    // The first name not taken: an earlier copy is the user's too.
    const QString base = m_fileName + QStringLiteral(".damaged");
    QString name = base;
    for (int i = 2; i < 1000; ++i) {
        struct stat status { };
        if (::lstat(QFile::encodeName(name).constData(), &status) != 0 && errno == ENOENT) {
            return name;
        }
        name = base + QLatin1Char('-') + QString::number(i);
    }
    return name;
}

AppSettings::Values AppSettings::load()
{
    m_problem = Problem::None;
    m_wrong.clear();
    m_setAside = false;
    const Values defaults;
    // Looked at before anything opens it (symbolic links followed): a FIFO
    // would block the start, /dev/zero would fill the memory. A settings
    // file is a small regular file; anything else is set aside.
    const QFileInfo info(m_fileName);
    if (!info.exists()) {
        if (!info.isSymLink()) {
            return defaults; // the first start: nothing to complain about
        }
        // A link to nowhere (or a loop): not a file to read or write through.
        m_setAside = true;
        m_problem = Problem::NotAFile;
        return defaults;
    }
    if (!info.isFile()) {
        m_setAside = true;
        m_problem = Problem::NotAFile;
        return defaults;
    }
    if (info.size() > MaxFileBytes) {
        m_setAside = true;
        m_problem = Problem::Damaged;
        return defaults;
    }
    QFile probe(m_fileName);
    if (!probe.open(QIODevice::ReadOnly)) {
        // Not written over with the defaults: kept aside like a damaged one.
        m_setAside = true;
        m_problem = Problem::Unreadable;
        return defaults;
    }
    // At most one byte more than allowed: the file may have grown since.
    QByteArray bytes = probe.read(MaxFileBytes + 1);
    // A byte-order mark, as some editors write, is no damage.
    if (bytes.startsWith("\xEF\xBB\xBF")) {
        bytes.remove(0, 3);
    }
    // QSettings reads anything without complaint; text that is not UTF-8,
    // has NUL bytes or lines that are not INI is no settings file of ours.
    QStringDecoder utf8(QStringDecoder::Utf8);
    const QString text = utf8(bytes);
    if (bytes.size() > MaxFileBytes || utf8.hasError() || text.contains(QChar(0))
        || !looksLikeIni(text)) {
        m_setAside = true;
        m_problem = Problem::Damaged;
        return defaults;
    }
    const QSettings settings(m_fileName, QSettings::IniFormat);
    if (settings.status() != QSettings::NoError) {
        m_setAside = true;
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
    values.speedIndex = speedIndex(settings, number, defaults.speedIndex);
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
    // Presentation::MinTextSize .. MaxTextSize
    values.textSize = number(QStringLiteral("view/textSize"), 70, 300, defaults.textSize);
    values.classPort = number(QStringLiteral("class/port"), 1, 65535, defaults.classPort);
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
    m_reason.clear();
    if (m_setAside) {
        // Kept aside (the user may want it), not merged with nor written
        // through: a FIFO or a device there would swallow the settings.
        // A link is moved, not the file it names.
        const QString aside = damagedCopy();
        // rename(2) itself: QFile::rename() will not move a link to nowhere.
        if (::rename(QFile::encodeName(m_fileName).constData(), QFile::encodeName(aside).constData())
            != 0) {
            m_problem = Problem::NotSaved;
            m_reason = tr("it could not be moved aside to %1").arg(QDir::toNativeSeparators(aside));
            return false;
        }
        m_setAside = false;
    }
    // QSettings writes the INI text (its escapes, its byte arrays) into a
    // scratch file of its own; the file that counts is written by
    // OutputFile, which checks every byte. QSettings never opens the
    // user's file here: a damaged one would leave it in an error state.
    const QTemporaryDir scratch;
    if (!scratch.isValid()) {
        m_problem = Problem::NotSaved;
        m_reason = scratch.errorString();
        return false;
    }
    const QString scratchFile = scratch.filePath(QStringLiteral("settings.conf"));
    {
        QSettings settings(scratchFile, QSettings::IniFormat);
        settings.setValue(QStringLiteral("run/size"), values.size);
        settings.setValue(QStringLiteral("run/algorithm"),
            QString::fromLatin1(nq::algorithmInfo(values.algorithm).name));
        if (values.speedIndex >= 0) {
            // A value, not a position: the table of positions may change again.
            const int index = qMin(values.speedIndex, RunController::topSpeedIndex());
            settings.setValue(
                QStringLiteral("run/stepsPerSecond"), RunController::speeds().at(index));
        }
        settings.setValue(QStringLiteral("view/theme"), values.theme);
        settings.setValue(QStringLiteral("view/language"), values.language);
        settings.setValue(QStringLiteral("view/attacks"), values.attacksShown);
        settings.setValue(QStringLiteral("view/textSize"), values.textSize);
        settings.setValue(QStringLiteral("class/port"), values.classPort);
        settings.setValue(QStringLiteral("export/coordinates"), values.exportCoordinates);
        settings.setValue(QStringLiteral("export/folder"), values.exportFolder);
        settings.setValue(QStringLiteral("predict/frequency"), values.predictFrequency);
        settings.setValue(QStringLiteral("predict/k"), values.predictK);
        settings.setValue(QStringLiteral("predict/seed"), values.predictSeed);
        settings.setValue(QStringLiteral("predict/kinds"), values.predictKinds);
        settings.setValue(QStringLiteral("window/geometry"), values.geometry);
        settings.setValue(QStringLiteral("window/state"), values.windowState);
        settings.setValue(
            QStringLiteral("practice/refusalsMarked"), values.practiceRefusalsMarked);
        settings.sync();
        if (settings.status() != QSettings::NoError) {
            m_problem = Problem::NotSaved;
            return false;
        }
    }
    QFile written(scratchFile);
    if (!written.open(QIODevice::ReadOnly)) {
        m_problem = Problem::NotSaved;
        m_reason = written.errorString();
        return false;
    }
    const QByteArray bytes = written.readAll();
    // The first save makes the folder (QSettings would have).
    QDir().mkpath(QFileInfo(m_fileName).absolutePath());
    OutputFile file(m_fileName);
    if (!file.open() || !file.write(bytes) || !file.commit()) {
        m_problem = Problem::NotSaved;
        m_reason = file.reason();
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
    case Problem::NotAFile:
        return tr("The settings file %1 is not a regular file (a pipe, a device or a broken "
                  "link?); the program starts with its defaults. It will be kept as %2 when the "
                  "settings are saved.")
            .arg(file, QDir::toNativeSeparators(damagedCopy()));
    case Problem::Unreadable:
        return tr("The settings file %1 cannot be read; the program starts with its defaults. It "
                  "will be kept as %2 when the settings are saved.")
            .arg(file, QDir::toNativeSeparators(damagedCopy()));
    case Problem::Damaged:
        return tr("The settings file %1 is damaged; the program starts with its defaults. It "
                  "will be kept as %2 when the settings are saved.")
            .arg(file, QDir::toNativeSeparators(damagedCopy()));
    case Problem::NotUnderstood:
        return tr("Some settings in %1 were not understood (%2); the defaults are used for them.")
            .arg(file, m_wrong.join(QStringLiteral(", ")));
    case Problem::NotSaved:
        if (!m_reason.isEmpty()) {
            return tr("The settings could not be saved to %1: %2.").arg(file, m_reason);
        }
        return tr("The settings could not be saved to %1.").arg(file);
    }
    return {};
}
