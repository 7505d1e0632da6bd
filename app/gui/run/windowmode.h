// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QObject>
#include <QPointer>

#include <functional>

class RunController;

/*
 * The one owner of the window's mode: which of the run, play mode, predict
 * mode and practice mode has the board and the keys now. Modes do not leave
 * each other: each asks this object to enter or leave it, and a switch from
 * mode A to mode B always goes in this order:
 *
 *   1. A's left hook runs, while current() is Mode::Run (neither A nor B
 *      is on): A tidies itself away (its gate, timers, question);
 *   2. current() becomes B, and changed(B, A) is emitted: the presenter
 *      takes A's layer down and puts up B's, panels and actions follow;
 *   3. B's entered hook runs: B starts (pauses the run, takes the gate,
 *      asks a first question on its layer ready for it).
 *
 * So nobody outside A ever sees A and B active together, and B finds its
 * layer ready. Mode::Run has no hooks: it is what is left when no other
 * mode is on. Hooks must not switch modes themselves (they would be
 * switched inside a switch); enter() and leave() called from one are ignored.
 *
 * A browsed board (a solution from the list, an orbit image) is no mode of
 * its own: browse() pauses the run and leaves play mode (whose layer would
 * cover the browsed board); predict and practice stay, the presenter hides
 * or keeps their layer.
 */
class WindowMode : public QObject
{
    Q_OBJECT

public:
    enum class Mode { Run, Play, Predict, Practice };
    Q_ENUM(Mode)

    // `run` (not owned) must outlive this object.
    explicit WindowMode(RunController *run, QObject *parent = nullptr);
    ~WindowMode() override;

    RunController *run() const { return m_run; }
    Mode current() const { return m_current; }
    bool isActive(Mode mode) const { return m_current == mode; }

    // Gives `mode` (not Mode::Run) its hooks: `entered` runs after changed()
    // when the mode is entered, `left` before it when the mode is left (see
    // above). `owner` is the mode's object: the hooks are dropped with it
    // (and a mode still current when it goes is left without its hook).
    // One owner per mode; binding again replaces the hooks.
    void bind(Mode mode, QObject *owner, std::function<void()> entered, std::function<void()> left);

public slots:
    // Makes `mode` the current one, leaving the one before (see above).
    // Entering the current mode does nothing.
    void enter(WindowMode::Mode mode);
    // Back to Mode::Run if `mode` is current; nothing otherwise.
    void leave(WindowMode::Mode mode);
    // A browsed board is to be shown: the run pauses (it keeps its place)
    // and play mode is left.
    void browse();

signals:
    // The mode changed from `before` to `now`; `before` has been left already.
    void changed(WindowMode::Mode now, WindowMode::Mode before);

private:
    struct Hooks
    {
        QPointer<QObject> owner;
        std::function<void()> entered;
        std::function<void()> left;
    };
    Hooks *hooksOf(Mode mode);

    RunController *m_run;
    Mode m_current = Mode::Run;
    bool m_switching = false;
    QList<std::pair<Mode, Hooks>> m_hooks;
};
