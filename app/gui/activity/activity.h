// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QString>

class ActivityHost;
class BoardLayer;
class BoardScene;
class QAction;
class QWidget;
struct SessionState;

/*
 * What the window's user is doing besides watching the run: playing,
 * predicting, being the solver, following a lesson, browsing solutions,
 * the class's vote, seat work. Each is one object (PlayMode, PredictMode,
 * ...) that is an Activity too, registered once with the window's
 * ActivityHost, which alone decides what is active (its rules: one table,
 * activityhost.cpp). An activity never reads another's state: it asks the
 * host to enter or leave itself, and the host calls its hooks.
 *
 * What an activity adds to the window it supplies here: its dock panel and
 * the panel's title, its menu section, its status words, its part of the
 * session file and its layer over the board. The window shows the first
 * four, the SessionController saves and restores the parts (asking every
 * registered activity), and the BoardPresenter lays the board activity's
 * layer over the board and decides when it shows.
 */
class Activity
{
public:
    // The kinds the host's rules name. A new mode is a folder of its own
    // with a class deriving from Activity, one registration line in the
    // window and, if it relates to others, a row of the rules.
    enum class Kind { Play, Predict, BeTheSolver, Lesson, Browse, ClassVote, SeatWork };

    Activity(const Activity &) = delete;
    Activity &operator=(const Activity &) = delete;
    virtual ~Activity();

    Kind kind() const { return m_kind; }
    // The host this activity is registered with; null before.
    ActivityHost *host() const { return m_host; }
    // Whether the host has it active (entered and not left).
    bool isActivityActive() const;
    // Active and not suspended by another (see ActivityHost).
    bool isActivityRunning() const;

    // What it adds to the window. The panel (owned by the activity or the
    // window) goes into a dock of its own, titled dockTitle() (untranslated,
    // QT_TR_NOOP in the "MainWindow" context) and brought to the front
    // when the activity is entered; the menu section goes into the menu
    // menuTitle() names; the status words take the status line's place
    // while not empty.
    virtual QWidget *panel() const { return nullptr; }
    virtual const char *dockTitle() const { return nullptr; }
    virtual QList<QAction *> menuSection() const { return {}; }
    virtual QString statusWords() const { return {}; }
    // Writes its words again in the language installed now.
    virtual void retranslate() {}

    // Its part of the session file (SessionState); the SessionController
    // asks every registered activity, in the order registered, and an
    // activity without a part leaves these as they are.
    // - saveSession(): writes its part into `state`, captured now (Save,
    //   Add scene); an active activity the file names sets state.mode.
    // - restoreSettings(): takes its settings from `state` being applied,
    //   before the run is replayed to the state's step (what it asks on
    //   the way depends on them: predict's settings).
    // - restoreSession(): takes the rest once the run stands at the step
    //   (the board's activity was left before the replay): the activity
    //   that state.mode names enters itself with its part.
    virtual void saveSession(SessionState & /*state*/) const {}
    virtual void restoreSettings(const SessionState & /*state*/) {}
    virtual void restoreSession(const SessionState & /*state*/) {}
    // A lesson was opened: what the activity counts starts afresh (a lesson
    // counts its own answers).
    virtual void lessonOpened() {}

    // Its layer over the board, for an activity that draws there (play's
    // position, predict's and practice's answers): made on `scene`, which
    // owns it, showing the activity's state as it is now and connected to
    // the activity's own slots; null for none (the default, and while it
    // has nothing to draw). The board's one layer is the board activity's
    // (ActivityHost::board()): the BoardPresenter asks for it when the
    // activity becomes the board's (after activeChanged(), before its
    // entered() hook), again when the scene was rebuilt (another size or
    // text size deletes the layer) and when the activity asks
    // (boardLayerChanged()), and deletes it when the activity is left. The
    // activity keeps it in a QPointer and writes its marks there itself;
    // the cursor and the focus are the presenter's.
    virtual BoardLayer *makeBoardLayer(BoardScene * /*scene*/) { return nullptr; }
    // Whether its layer belongs to the run's board only: hidden (no marks,
    // no input) while a browsed solution is shown, and back with the run's
    // board (predict's questions are about the run). Otherwise it stays
    // over any board.
    virtual bool boardLayerOnRunOnly() const { return false; }

protected:
    explicit Activity(Kind kind);

    // Asks the host to make this activity active or not (nothing without a host).
    void enterActivity();
    void leaveActivity();
    // Asks for its panel in front (ActivityHost::panelWanted()): a lesson's
    // next scene, a class just opened.
    void showPanel();
    // Its statusWords() changed (ActivityHost::statusWordsChanged()).
    void statusWordsChanged();
    // Its layer is to be made anew, or taken away when makeBoardLayer()
    // gives null now (ActivityHost::boardLayerChanged()): practice started
    // afresh, or refused.
    void boardLayerChanged();

private:
    friend class ActivityHost;

    // The host's hooks (see ActivityHost for their order). They must not
    // enter or leave activities themselves: the host ignores that.
    virtual void entered() {}
    virtual void left() {}
    // Another activity that suspends this one was entered, or left.
    virtual void suspended() {}
    virtual void resumed() {}

    Kind m_kind;
    ActivityHost *m_host = nullptr;
};
