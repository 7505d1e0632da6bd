// SPDX-License-Identifier: MIT
#pragma once

#include "sessionfile/lesson.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QString>

#ifndef Q_MOC_RUN
#include "common/backgroundjob.h"

#include <functional>
#include <memory>
#endif

class ActivityHost;
class LessonActivity;
class LessonPanel;
class QAction;
class QMainWindow;
class QProgressDialog;
class RunController;

/*
 * Sessions and lessons in a window: saves the window's state to a session
 * file (SessionFile) and puts the window back exactly there, and steps
 * through a lesson's scenes.
 *
 * - openAction() (Ctrl+O), saveAction() (Ctrl+S), addSceneAction() for the
 *   File menu; nextSceneAction() / previousSceneAction() (Page Down / Page
 *   Up, what a presenter's remote clicker sends) go to the next and the
 *   previous scene while a lesson is open. They are window shortcuts, so
 *   they work wherever the focus is; they are disabled without a lesson, so
 *   that the keys then reach the widget with the focus (the solutions list).
 * - open(path) reads the file; a refused file changes nothing and
 *   refused() says why, naming the file. A lesson opens at its first scene.
 * - A step beyond MaxReachableStep is refused at once, with the step and
 *   the bound (open() refuses a file with any such scene). Applying a
 *   state (apply()) first checks, on a thread, that the search
 *   reaches the step (else the file is refused), then leaves the board's
 *   activity, sets N, the algorithm, the seed and the given queens, the
 *   speed, the activities' settings (Activity::restoreSettings(): predict's)
 *   and the view, runs the search to the step (at top speed; a progress
 *   dialog with Cancel shows when it takes a while), and then sets the
 *   breakpoints and lets the activities take the rest
 *   (Activity::restoreSession(): play or predict mode entered). applied()
 *   follows; Cancel (cancel()) leaves the window where the search got to.
 * - capture() is the window's state now (what Save writes): the run and
 *   the view, and each activity's part (Activity::saveSession()).
 *
 * Nothing here draws the board or knows a mode: it drives the RunController
 * through its public slots and asks every activity of the host for its
 * part. Texts follow retranslate().
 */
class SessionController : public QObject
{
    Q_OBJECT

public:
    // What a session touches in the window; none is owned, all outlive this.
    struct Parts
    {
        QMainWindow *window = nullptr;
        RunController *run = nullptr;
        // The window's activities, each with its part of the file; the
        // lesson registers with it too.
        ActivityHost *activities = nullptr;
        std::function<bool()> presenting;
        std::function<void(bool)> setPresenting;
        // Puts the board's keyboard cursor on a square, QPoint(col, row).
        std::function<void(QPoint)> setCursor;
        // The docks a session shows and hides (not the lesson's own).
        std::function<QStringList()> dockNames;
    };

    /*
     * The furthest step a state may ask for. The window gets there by
     * replaying the search from step 0 twice (the check on a thread, then
     * the run at top speed), and nothing can skip ahead; on a 32 x 32 board
     * the search never ends, so a step of 10^15 would keep a core busy for
     * years. Measured on the development machine (a 2-core VM shared with
     * other builds, RelWithDebInfo), opening a 32 x 32 session with
     * --board-image: step 5 * 10^7 took 30 s with mrv, 24 s with
     * dancing-links (the slowest two; lock-lines and bitmask are several
     * times faster), so 10^8 steps take about a minute at worst.
     */
    static constexpr quint64 MaxReachableStep = 100'000'000;

    explicit SessionController(Parts parts, QObject *parent = nullptr);
    ~SessionController() override;

    QAction *openAction() const { return m_open; }
    QAction *saveAction() const { return m_save; }
    QAction *addSceneAction() const { return m_addScene; }
    // File > For a Class (checkable): the session or lesson saved says that
    // its scenes are meant for a class (Lesson::forClass); follows the file
    // opened.
    QAction *forClassAction() const { return m_forClass; }
    QAction *nextSceneAction() const { return m_next; }
    QAction *previousSceneAction() const { return m_previous; }
    // The panel that shows the scene and its note (owned by this object
    // until a dock takes it).
    LessonPanel *lessonPanel() const;
    // Tells the lesson panel whether the window still shows the scene.
    void showWhetherSceneShown();

    SessionState capture() const;
    // The open session or lesson (its scenes as added), and its file (empty
    // for none or a shipped example).
    const Lesson &lesson() const { return m_lesson; }
    QString fileName() const { return m_fileName; }
    // The scene shown, 0-based; -1 without a lesson.
    int sceneIndex() const { return m_scene; }
    bool isApplying() const { return m_applying; }

    // The dialog's name filter, e.g. "N-Queens sessions (*.nqueens)".
    static QString nameFilter();

public slots:
    /*
     * Opens the session or lesson in `path` (a file, or a resource such as
     * ":/lessons/..."); returns false when it is refused at once (refused()
     * has said why). `keepName` false: a shipped example, saved elsewhere.
     * The state is applied asynchronously (applied() or refused()).
     */
    bool open(const QString &path, bool keepName = true);
    // Applies `state` (see the class comment); `source` names the file in messages.
    void apply(const SessionState &state, const QString &source = QString());
    // Stops applying: the check is dropped (nothing changed) or the run stays
    // where it got.
    void cancel();
    // Writes capture() (and the lesson's scenes) to `path`; false with `error`.
    bool save(const QString &path, QString *error);
    // Appends capture() as a scene with `note`; a session becomes a lesson.
    void addScene(const QString &note);
    void goToScene(int index);
    void nextScene() { goToScene(m_scene + 1); }
    void previousScene() { goToScene(m_scene - 1); }
    void retranslate();

signals:
    // The window is at the state asked for.
    void applied();
    // A file or a state was refused (nothing changed) or applying stopped:
    // `message` says why in a sentence that names the file.
    void refused(const QString &message);
    // File > Save session failed (the disk is full, the folder is gone):
    // the sentence names the file and the reason; the old file is kept.
    void saveFailed(const QString &message);
    // The lesson or its scene changed (sceneIndex(), lesson()).
    void sceneChanged();
    // A sentence for the status line (a file saved, applying cancelled).
    void message(const QString &text);
    // A session or lesson meant for a class was opened (`name`: the file's
    // name as messages say it): the window offers to open a class.
    void classWanted(const QString &name);

private:
    void onCheckResult(quint64 reached);
    void onCheckProgress(quint64 step);
    void startRun();
    void onRunMoved();
    // Stops following the run on its way to the session's step.
    void stopWatching();
    // The same, and the run stops where it is, if it was still on its way
    // (a new session to apply, or Cancel).
    void stopWatchingAndPause();
    void finish();
    void showProgress(quint64 step);
    void closeProgress();
    void updateActions();
    void chooseAndOpen();
    void chooseAndSave();
    void askAndAddScene();
    QString displayName(const QString &path) const;
    // Why `state` is out of reach (its step beyond MaxReachableStep), or empty.
    static QString tooFar(const SessionState &state);

    Parts m_parts;
    QAction *m_open;
    QAction *m_save;
    QAction *m_addScene;
    QAction *m_forClass;
    QAction *m_next;
    QAction *m_previous;
    // Made without a parent for the window to place; deleted here only if
    // the window never took it (it may be gone with its dock first).
    QPointer<LessonPanel> m_panel;
    LessonActivity *m_activity; // the lesson as the window's activity
    Lesson m_lesson;
    QString m_fileName;
    int m_scene = -1;

    // Applying: the state, where it came from, and how far it got.
    SessionState m_target;
    QString m_source;
    bool m_applying = false;
    bool m_running = false; // the run goes to m_target.step
    QPointer<QProgressDialog> m_progress;
    QElapsedTimer m_progressClock; // since applying started
    // Takes the opened file as the lesson, once its first state passed the check.
    std::function<void()> m_pendingTake;
    QList<QMetaObject::Connection> m_watch;
#ifndef Q_MOC_RUN
    // Counts the search's events up to the step: the step it reached.
    std::unique_ptr<BackgroundJob<quint64, quint64>> m_check;
#endif
};
