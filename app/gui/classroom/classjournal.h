// SPDX-License-Identifier: MIT
#pragma once

#include "classcore/classroster.h"
#include "classserver/classresults.h"

#include <QByteArray>
#include <QObject>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

class QLockFile;
class QTimer;

/*
 * The files an open class keeps in the user's data folder (folder()), so
 * that its results survive the program and the class can go on after a
 * crash (issue 39, item 9):
 *
 * - its results: class-<yyyyMMdd>-<HHmmss>-<NN>.open.json, NN from 01 up,
 *   the first that no other class has (open or closed), created
 *   exclusively, so that classes opened in the same second by two programs
 *   never share one. Beside it, <file>.lock (a QLockFile) is held while the
 *   class is open. Replaced whole at every write and never written through
 *   a symbolic link (one put in its place makes the write fail). finish()
 *   renames it without ".open", to a name no file has (…-NN-2.json and so
 *   on when another file took it): nothing is ever replaced or removed.
 * - its roster (ClassRoster: the code, port and pupils' tokens), beside it
 *   as class-…-NN.roster (not .json: nothing that reads results takes it),
 *   readable by the user alone (the tokens let a page in as its pupil).
 *   Never in the results, which a teacher hands on; removed by finish().
 *
 * A write that fails (the disk full, the folder read-only, a link in the
 * file's place) is tried again at every write() and every RetryMs (the
 * "resultsRetry" timer runs while unsaved) with what was last given;
 * problem() says why (OutputFile's words) until one succeeds.
 */
class ClassJournal : public QObject
{
    Q_OBJECT

public:
    static constexpr int RetryMs = 5000;

    explicit ClassJournal(QObject *parent = nullptr);
    ~ClassJournal() override;

    // Writes `results` and `roster`: the first write of a class makes its
    // files (see above); later ones replace them.
    void write(const QByteArray &results, const ClassRoster &roster);
    // Takes on the file of a class that did not close (one of unclosed()),
    // to go on writing it: its lock is taken. False with `error` when
    // another program holds it or it is no such file.
    bool adopt(const QString &journal, QString *error);
    // The class ended: the file renamed without ".open" when it holds the
    // results (else kept, offered at the next start), its roster removed
    // with it, its lock let go. notWritten() when it does not.
    void finish();

    // The results file of the class open now; empty while none is open or
    // none could be made (then saved() is false).
    QString file() const { return m_journal; }
    bool saved() const { return m_problem.isEmpty(); }
    QString problem() const { return m_problem; }
    // The roster last given to write().
    const ClassRoster &roster() const { return m_roster; }

    // ~/.local/share/nqueens-visualizer/classes.
    static QString folder();
    // The results files still named .open.json whose program is gone (their
    // lock could be taken: a crashed program's stale lock, or none):
    // classes that did not close. A live class's file, of this program or
    // another, is never among them. Sorted by name, the newest last.
    static QStringList unclosed();
    // The roster kept beside `journal` (read as hostile), or null with
    // `error`: none there (a class of an older version, or one whose
    // roster could not be written), or refused.
    static std::optional<ClassRoster> rosterOf(const QString &journal, QString *error);
    // The results `journal` holds (read as hostile), or null with `error`.
    static std::optional<ClassResults> readResults(const QString &journal, QString *error);

public slots:
    // Writes what was last given now if it is not saved (what the timer does).
    void retry();

signals:
    // The results could not be written (a message naming the file and
    // why): said once when saving starts to fail, not at every retry.
    void notWritten(const QString &message);
    // saved() or problem() changed.
    void savedChanged();

private:
    // Makes the class's own file and takes its lock; false with `reason`
    // (OutputFile::reason()) and `message` (naming the file).
    bool create(QString *reason, QString *message);
    bool writeRoster(QString *reason, QString *message);
    // Why the results are not saved, and the sentence naming the file;
    // empty: they are.
    void setProblem(const QString &reason, const QString &message = {});
    static QString rosterFile(const QString &journal);

    QByteArray m_results; // what write() was last given
    ClassRoster m_roster;
    QString m_journal;
    std::unique_ptr<QLockFile> m_lock; // held while m_journal is this program's
    QString m_problem;
    QString m_problemMessage;
    QTimer *m_retry;
};
