// SPDX-License-Identifier: MIT
#pragma once

#include "activity/activity.h"
#include "board/answerlayer.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <memory>
#include <optional>

// moc (Qt 6.4) cannot parse libstdc++'s C++20 headers; it needs none of them.
#ifndef Q_MOC_RUN
#include "learn/practiceengine.h"
#endif

class BoardPresenter;
class QAction;
class QWidget;
class PracticePanel;
class RunController;

/*
 * Practice mode ("be the solver", Puzzle > Be the solver) in a window: the
 * pupil does the run's next steps on the board and a
 * nq::learn::PracticeEngine checks each one. On the board it has an
 * AnswerLayer, made when the BoardPresenter asks (makeBoardLayer()), whose
 * clicks and keys go to act() and which shows its marks; the layer stays
 * over a browsed board (the pupil's clicks and keys act on the run's
 * position, and the run's step brings its board back).
 *
 * - practiceMode() (checkable) enters and leaves. Entering pauses the run
 *   and starts practising from the step it stands at; leaving removes the
 *   layer and every mark. Practice is refused (the action stays enabled,
 *   the panel says why, the board takes no input) for min-conflicts and for
 *   boards larger than nq::learn::MaxPracticeSize.
 * - The board: a click on an empty square places, a click on a queen takes
 *   it back; a right click or Shift+click refuses; the arrows move a cursor,
 *   Space / Enter act like a click, X / Delete refuse.
 * - The run moves through RunController, paused: each right action (and
 *   each mistake, which the engine corrects) steps it to the engine's
 *   position, so the board, counters and panels show the algorithm's step
 *   as usual. A mistake is drawn (the pupil's square crossed, the attack
 *   line from the attacking queen, the right square ringed) and said in
 *   feedbackText(). showMe() (M) does one step for the pupil.
 * - Step back (or any seek, or a step of the run's own) moves the practice
 *   with the run: the counts keep what was done (steps the run made without
 *   the pupil count as shown). A new size, algorithm or restart of the run
 *   starts the practice again from its first step, counts reset.
 * - The practice ends at the first solution reached (the board's solution
 *   frame shows it), or after stepLimit() steps when that is set: summaryText() and the counts can
 * be saved (saveResults(): CSV or JSON by the file name's suffix).
 *
 * What it says (instructions, verdicts, steps shown, the summary) is
 * PracticeText's (learnwords/practicetext.h), which seat work says to the
 * pupils' devices too; only the words about the window's own controls are
 * here.
 *
 * Actions are added to `window` so that their shortcuts work wherever the
 * focus is in it; their texts follow retranslate().
 */
class PracticeMode : public QObject, public Activity
{
    Q_OBJECT

public:
    // `presenter` (and its run) and `window` are not owned and outlive
    // this object. It registers with `host`, through which it is entered
    // and left.
    PracticeMode(ActivityHost *host, BoardPresenter *presenter, QWidget *window);
    ~PracticeMode() override;

    RunController *run() const { return m_run; }
    bool isActive() const { return isActivityActive(); }
    // Its panel, made with it.
    PracticePanel *practicePanel() const { return m_panel; }

    // Activity
    QWidget *panel() const override;
    const char *dockTitle() const override;
    QString statusWords() const override { return statusText(); }
    QList<QAction *> menuSection() const override
    {
        return { m_practiceMode, m_showMe, m_refusalsMarked, m_saveResults };
    }
    // An AnswerLayer taking squares and refusals, with the marks of the
    // last action; none while practice is refused.
    BoardLayer *makeBoardLayer(BoardScene *scene) override;
    QAction *practiceMode() const { return m_practiceMode; }
    QAction *showMe() const { return m_showMe; }
    QAction *saveResults() const { return m_saveResults; }
    QAction *refusalsMarked() const { return m_refusalsMarked; }

    // The range practised: this many steps of the run from where the
    // practice started, or 0 (the default) until the first solution.
    int stepLimit() const { return m_stepLimit; }

    // Whether the run can be practised (its algorithm and size).
    nq::learn::Availability availability() const;
    // The engine of the practice under way, or null (inactive, or refused).
    const nq::learn::PracticeEngine *engine() const { return m_engine.get(); }
    nq::learn::PracticeCounts counts() const;
    bool isFinished() const;
    // The run is on its way to the engine's position (after an action):
    // until it gets there, its moves are not the pupil's to follow.
    bool isDriving() const { return m_driving; }

    // What to do next, in words (or why practice is not offered).
    QString instructionText() const;
    // The answer to the pupil's last action or the step shown; empty when none.
    QString feedbackText() const { return m_feedback; }
    // What the window's status line says while practising: the answer to the
    // last action, or before one what to do; empty when not practising (the
    // run's own words, "Press Space to play", would tell the pupil to do
    // what practice does not ask).
    QString statusText() const;
    // At the end: steps done by the pupil, mistakes by kind, steps shown; empty before.
    QString summaryText() const;

    // Writes the results to `path` (see PracticeResults); false with a
    // sentence in `error` when it could not.
    bool writeResults(const QString &path, QString *error = nullptr) const;

public slots:
    // Enters or leaves practice mode (through the host).
    void setActive(bool active);
    // The pupil's action on (row, col): place or take back, or refuse.
    void act(int row, int col, bool refuse);
    void doShowMe();
    void setStepLimit(int steps);
    void retranslate() override;

signals:
    void activeChanged(bool active);
    // The practice, its counts, feedback or instruction changed.
    void changed();
    // The pupil acted or a step was shown: feedbackText() answers it, even
    // when its words are the same as the last answer's (after changed()).
    void answered();

private:
    // Activity's hooks.
    void entered() override;
    void left() override;
    // The marks on its layer; nothing while the mode is not active.
    void setMarks(const AnswerLayer::Marks &marks);
    void startPractice();
    void driveRun();
    void onRunMoved(quint64 step);
    // The run stopped short of the engine's position (the user moved it
    // meanwhile): the practice follows the run instead.
    void onRunStopped();
    void onRunStarted();
    void setFeedback(const QString &text);
    void updateActions();
    void chooseResultsFile();

    PracticePanel *m_panel = nullptr;
    RunController *m_run;
    QWidget *m_window;
    // Its layer while it is on the board, and what it shows (kept for a
    // layer made again after the board was rebuilt).
    QPointer<AnswerLayer> m_layer;
    AnswerLayer::Marks m_layerMarks;
    std::unique_ptr<nq::learn::PracticeEngine> m_engine;
    // The run is being moved to the engine's position (set by driveRun()).
    bool m_driving = false;
    int m_stepLimit = 0;
    QString m_feedback;
    // The last verdict or step shown, so that its words follow a new language.
    std::optional<nq::learn::StepVerdict> m_lastVerdict;
    std::optional<nq::Event> m_lastShown;

    QAction *m_practiceMode;
    QAction *m_showMe;
    QAction *m_saveResults;
    QAction *m_refusalsMarked;
};
