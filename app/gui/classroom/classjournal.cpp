// SPDX-License-Identifier: MIT
#include "classroom/classjournal.h"

#include "files/outputfile.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QStandardPaths>
#include <QTimer>

#include <algorithm>

namespace {

// The most classes one folder takes whose files are named by the same
// second (class-<date>-<time>-01 to -99), and the most closed names tried
// for one class (….json, then …-2.json and on).
constexpr int MaxNamesASecond = 99;
constexpr int MaxClosedNames = 99;

const QString OpenSuffix = QStringLiteral(".open.json");

// Whether anything has the name `path`: a file, a folder, or a link, even
// one to nothing (QFileInfo::exists() follows links).
bool taken(const QString &path)
{
    const QFileInfo info(path);
    return info.isSymLink() || info.exists();
}

// The lock beside a class's results file, held while its class is open.
// Never stale by age: a class stays open for hours; a lock is stale only
// when the program that took it is gone (QLockFile asks for its process).
std::unique_ptr<QLockFile> journalLock(const QString &journal)
{
    auto lock = std::make_unique<QLockFile>(journal + QStringLiteral(".lock"));
    lock->setStaleLockTime(0);
    return lock;
}

// At most `limit` bytes of the regular file `path` (never through a link),
// or null with `error`.
std::optional<QByteArray> readOwnFile(const QString &path, qsizetype limit, QString *error)
{
    if (QFileInfo(path).isSymLink()) {
        *error = QCoreApplication::translate("ClassJournal", "%1 is a link, not the class's own file.")
                     .arg(QDir::toNativeSeparators(path));
        return std::nullopt;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QCoreApplication::translate("ClassJournal", "%1 could not be read: %2")
                     .arg(QDir::toNativeSeparators(path), file.errorString());
        return std::nullopt;
    }
    return file.read(limit + 1); // one more: a file over the limit is refused by its reader
}

} // namespace

ClassJournal::ClassJournal(QObject *parent)
    : QObject(parent)
    , m_retry(new QTimer(this))
{
    m_retry->setObjectName(QStringLiteral("resultsRetry"));
    m_retry->setInterval(RetryMs);
    connect(m_retry, &QTimer::timeout, this, &ClassJournal::retry);
}

ClassJournal::~ClassJournal() = default;

void ClassJournal::write(const QByteArray &results, const ClassRoster &roster)
{
    m_results = results;
    m_roster = roster;
    QString reason;
    QString message;
    if (m_journal.isEmpty()) {
        if (!create(&reason, &message)) {
            setProblem(reason, message);
            return;
        }
    } else {
        // Replaced whole (a crash leaves the last whole file), and never
        // through a link put in its place: that is refused.
        OutputFile file(m_journal, OutputFile::Accepts::OwnFile);
        if (!(file.open() && file.write(m_results) && file.commit())) {
            setProblem(file.reason(), file.errorString());
            return;
        }
    }
    if (!writeRoster(&reason, &message)) {
        setProblem(reason, message);
        return;
    }
    setProblem({});
}

void ClassJournal::retry()
{
    if (!saved()) {
        write(m_results, m_roster);
    }
}

bool ClassJournal::writeRoster(QString *reason, QString *message)
{
    const QString path = rosterFile(m_journal);
    if (!taken(path)) {
        // Made empty and for the user alone first: the tokens are never in
        // a file others can read, not even for a moment. Later writes
        // replace it and keep its permissions.
        OutputFile made(path, OutputFile::Accepts::NewFile);
        if (!(made.open() && made.commit())) {
            *reason = made.reason();
            *message = made.errorString();
            return false;
        }
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    }
    OutputFile file(path, OutputFile::Accepts::OwnFile);
    if (file.open() && file.write(m_roster.toJson()) && file.commit()) {
        return true;
    }
    *reason = file.reason();
    *message = file.errorString();
    return false;
}

bool ClassJournal::create(QString *reason, QString *message)
{
    const QString folder = this->folder();
    QDir().mkpath(folder); // a folder that cannot be made is told by the file
    const QString stem = QDir(folder).filePath(
        QStringLiteral("class-") + QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss")));
    for (int n = 1; n <= MaxNamesASecond; ++n) {
        const QString name = QStringLiteral("%1-%2").arg(stem).arg(n, 2, 10, QLatin1Char('0'));
        if (taken(name + QStringLiteral(".json"))) {
            continue; // a class that closed under this name
        }
        // The lock first: from the moment the file exists, another program
        // sees its class is alive (unclosed()).
        const QString path = name + OpenSuffix;
        std::unique_ptr<QLockFile> lock = journalLock(path);
        if (!lock->tryLock(0)) {
            if (lock->error() == QLockFile::LockFailedError) {
                continue; // another class's, open now
            }
            // Said of the folder, which stays the same from one try to the
            // next (each try names a new file).
            *reason = lock->error() == QLockFile::PermissionError
                          ? tr("the folder %1 cannot be written").arg(QDir::toNativeSeparators(folder))
                          : tr("the lock file %1 cannot be made").arg(QDir::toNativeSeparators(path + QStringLiteral(".lock")));
            *message = *reason;
            return false;
        }
        // Made exclusively: a file or a link already there is another's.
        OutputFile file(path, OutputFile::Accepts::NewFile);
        if (file.open() && file.write(m_results) && file.commit()) {
            m_journal = path;
            m_lock = std::move(lock);
            return true;
        }
        if (!taken(path)) {
            *reason = file.reason();
            *message = file.errorString();
            return false;
        }
    }
    *reason = tr("%1 classes opened in the same second").arg(MaxNamesASecond);
    *message = *reason;
    return false;
}

bool ClassJournal::adopt(const QString &journal, QString *error)
{
    if (!m_journal.isEmpty() || !journal.endsWith(OpenSuffix) || QFileInfo(journal).isSymLink()
        || !QFileInfo(journal).isFile()) {
        *error = tr("%1 is not the file of a class that did not close.").arg(QDir::toNativeSeparators(journal));
        return false;
    }
    std::unique_ptr<QLockFile> lock = journalLock(journal);
    if (!lock->tryLock(0)) {
        *error = tr("The class of %1 is open in another program.").arg(QDir::toNativeSeparators(journal));
        return false;
    }
    m_journal = journal;
    m_lock = std::move(lock);
    setProblem({});
    return true;
}

void ClassJournal::finish()
{
    if (!saved()) {
        // The file (if there is one) keeps what was last written, and is
        // offered at the next start as a class that did not close.
        emit notWritten(tr("The class's results could not be written: %1").arg(m_problemMessage));
    } else if (!m_journal.isEmpty()) {
        // Closed as it should be: no longer offered as a class that did not
        // close, nor can it go on. Under a name nothing has: another
        // class's file, or a link put there, is never replaced.
        QFile::remove(rosterFile(m_journal));
        const QString stem = m_journal.chopped(OpenSuffix.size());
        for (int n = 1; n <= MaxClosedNames; ++n) {
            const QString closed = n == 1 ? stem + QStringLiteral(".json") : QStringLiteral("%1-%2.json").arg(stem).arg(n);
            if (OutputFile::renameNew(m_journal, closed) || !taken(closed)) {
                break; // renamed, or it cannot be: then offered at the next start
            }
        }
    }
    m_journal.clear();
    m_lock.reset(); // lets the lock go
    m_results.clear();
    m_roster = {};
    setProblem({});
}

void ClassJournal::setProblem(const QString &reason, const QString &message)
{
    m_problemMessage = message;
    if (reason == m_problem) {
        return;
    }
    const bool wasSaved = m_problem.isEmpty();
    m_problem = reason;
    if (reason.isEmpty()) {
        m_retry->stop();
    } else {
        if (!m_retry->isActive()) {
            m_retry->start();
        }
        if (wasSaved) {
            // Said once when saving starts to fail; the panel shows it until it works.
            emit notWritten(tr("The class's results could not be written: %1").arg(message));
        }
    }
    emit savedChanged();
}

QString ClassJournal::rosterFile(const QString &journal)
{
    return journal.chopped(OpenSuffix.size()) + QStringLiteral(".roster");
}

QString ClassJournal::folder()
{
    // ~/.local/share/nqueens-visualizer/classes: the program's name once
    // (AppDataLocation adds the organization's name, the same one, again).
    return QDir(QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation))
        .filePath(QCoreApplication::applicationName() + QStringLiteral("/classes"));
}

QStringList ClassJournal::unclosed()
{
    // The first version wrote under AppDataLocation (the name twice): a
    // class it did not close is still offered.
    const QString older = QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
                              .filePath(QStringLiteral("classes"));
    QStringList found;
    for (const QString &path : { older, folder() }) {
        const QDir dir(path);
        // Files only: a link put there is nobody's class.
        for (const QString &name : dir.entryList(
                 { QStringLiteral("class-*.open.json") }, QDir::Files | QDir::NoSymLinks, QDir::Name)) {
            const QString journal = dir.filePath(name);
            // A lock that can be taken is one whose program is gone (or a
            // file of the first versions, which took none); a live class,
            // of this program or another, holds its lock. Let go at once.
            if (!found.contains(journal) && journalLock(journal)->tryLock(0)) {
                found.append(journal);
            }
        }
    }
    // By name: the date and time it opened, the newest last.
    std::sort(found.begin(), found.end(),
        [](const QString &a, const QString &b) { return QFileInfo(a).fileName() < QFileInfo(b).fileName(); });
    return found;
}

std::optional<ClassRoster> ClassJournal::rosterOf(const QString &journal, QString *error)
{
    const QString path = rosterFile(journal);
    if (!taken(path)) {
        *error = tr("The class's list of pupils was not kept.");
        return std::nullopt;
    }
    const std::optional<QByteArray> bytes = readOwnFile(path, ClassRoster::MaxJsonBytes, error);
    return bytes ? ClassRoster::fromJson(*bytes, error) : std::nullopt;
}

std::optional<ClassResults> ClassJournal::readResults(const QString &journal, QString *error)
{
    const std::optional<QByteArray> bytes = readOwnFile(journal, ClassResults::MaxJsonBytes, error);
    return bytes ? ClassResults::fromJson(*bytes, error) : std::nullopt;
}
