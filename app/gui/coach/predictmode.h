// SPDX-License-Identifier: MIT
#pragma once

#include "activity/activity.h"
#include "board/answerlayer.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>

#ifndef Q_MOC_RUN
#include "learn/predictengine.h"

#include <memory>
#include <optional>
#endif

class BoardPresenter;
class QAction;
class QWidget;
class PredictPanel;
class RunController;

/*
 * Predict mode in a window: the run stops at question points, the pupil
 * answers, the program checks. Its marks and square input are on its
 * AnswerLayer, which it makes when the BoardPresenter asks
 * (makeBoardLayer()) and which belongs to the run's board (hidden while a
 * browsed solution is shown); the words come from PredictText, the
 * PredictPanel shows and collects.
 *
 * - predictAction() (Run > Predict, the run tool bar; checkable, Q) enters
 *   and leaves. While active, a gate in the RunController stops the run
 *   (playing or stepping) at each position where the PredictEngine wants to
 *   ask, before the step that answers is shown. Seeks and runs to a
 *   solution or to the end pass the gate.
 * - Square questions take a click on the board or the cursor (arrows) and
 *   Space / Enter (a square names its row for the chosen and the wiped-out
 *   row); the others take answerAction(), answerNumber(), answerYes(), and
 *   answerLine() for a chosen row or column (dancing links' is answered
 *   there only). revealAnswer() closes the question as revealed.
 * - A wrong answer marks why on the board (the attack line, the square);
 *   a right or revealed one is shown for a moment (ConfirmMs, RevealMs) and
 *   then the run goes on as it was: one step when stepping, playing on when
 *   it played.
 * - A question is dropped unscored when the position leaves it (step back,
 *   a seek), the run restarts, N, the algorithm or the seed change, or the
 *   mode is left. A new N, algorithm or seed also starts a new score (the
 *   results file names one board size and algorithm); a restart keeps it,
 *   and questions closed before are not asked again in that run.
 * - Leaving the mode removes the gate and every mark.
 *
 * The action is added to `window` so that its shortcut works wherever the
 * focus is in it; texts follow retranslate().
 */
class PredictMode : public QObject, public Activity
{
    Q_OBJECT

public:
    static constexpr int ConfirmMs = 900;
    static constexpr int RevealMs = 2500;

    // `presenter` (and its run) and `window` are not owned and outlive
    // this object. It registers with `host`, through which it is entered
    // and left.
    PredictMode(ActivityHost *host, BoardPresenter *presenter, QWidget *window);
    ~PredictMode() override;

    QAction *predictAction() const { return m_action; }
    bool isActive() const { return isActivityActive(); }
    // Its panel, made with it.
    PredictPanel *predictPanel() const { return m_panel; }

    // Activity
    QWidget *panel() const override;
    const char *dockTitle() const override;
    QString statusWords() const override { return statusText(); }
    QList<QAction *> menuSection() const override { return { m_action }; }
    // An AnswerLayer with the marks and input of the question open now.
    BoardLayer *makeBoardLayer(BoardScene *scene) override;
    bool boardLayerOnRunOnly() const override { return true; }
    // Its part of the session file: the settings, set before the run is
    // replayed, and the mode ("predict" while active), entered once there.
    // A lesson opened starts the score afresh (startAfresh()).
    void saveSession(SessionState &state) const override;
    void restoreSettings(const SessionState &state) override;
    void restoreSession(const SessionState &state) override;
    void lessonOpened() override { startAfresh(); }
    RunController *run() const { return m_run; }

#ifndef Q_MOC_RUN
    const nq::learn::PredictSettings &settings() const { return m_settings; }
    void setSettings(const nq::learn::PredictSettings &settings);
    // The open question, or null.
    const nq::learn::Question *openQuestion() const;
    // The last question asked (open or closed), for the verdict's words.
    const std::optional<nq::learn::Question> &lastQuestion() const { return m_last; }
    // The score of this run's board size and algorithm (empty before any).
    nq::learn::PredictScore score() const;
    // Forgets the score and every question asked (a lesson opened starts
    // its own count); an open question is dropped unscored.
    void startAfresh();
    // Whether the kind is ever asked with the run's algorithm.
    bool kindFits(nq::learn::QuestionKind kind) const;
    // Whether the run's algorithm refuses squares (NextEvent's Refuse).
    bool refuses() const;
#endif
    // The words shown: the question (empty when none is open) and the
    // verdict of the last answer (empty until one is given).
    QString questionText() const { return m_questionText; }
    QString verdictText() const { return m_verdictText; }
    // Shown when the pupil steps or plays into an open question.
    static QString reminderText();
    // How to answer the open question from the keyboard, when it is
    // answered on the board (empty otherwise): the one rule for the
    // arrows while it waits, said in the panel under the question.
    QString keysText() const;
    // What the status line says while predict mode is on: the open
    // question and its keys, or the verdict in its moment; empty when the
    // run's own words are due.
    QString statusText() const;
    // A question is answered and the run goes on in a moment.
    bool isConfirming() const { return m_resume.isActive(); }

    // Held (a class is open): a closed question leaves the run where it is
    // (its marks stay) until the teacher steps or plays on, instead of going
    // on after ConfirmMs / RevealMs.
    void setHeld(bool held) { m_held = held; }
    bool isHeld() const { return m_held; }
    // The class's answers drawn over the marks (AnswerLayer::Marks::counts:
    // each square chosen in either vote, with both votes' counts after a
    // second vote), until the next question or step; empty takes them away.
    void setClassCounts(const QList<AnswerLayer::ClassCount> &counts);

    // Writes the results file (PredictResults); false with `error` when it fails.
    bool saveResults(const QString &fileName, QString *error) const;

public slots:
    // Enters or leaves predict mode (through the host).
    void setActive(bool active);
    void answerSquare(int row, int col);
#ifndef Q_MOC_RUN
    void answerAction(nq::learn::NextAction action);
#endif
    void answerNumber(int number);
    // ChosenLine, WipedOutRow: {row, -1} names a row, {-1, col} a column.
    void answerLine(int row, int col);
    void answerYes(bool yes);
    void revealAnswer();
    void retranslate() override;

signals:
    void activeChanged(bool active);
    // The question, the verdict or the score changed.
    void changed();
    // A new question is open (openQuestion()), after changed(); not said
    // again when the run comes back to the question open.
    void asked();
    // A sentence for screen readers: a question asked, a verdict given.
    void announced(const QString &text);
    // The settings changed (to be remembered).
    void settingsChanged();

private:
    void ensureEngine();
    void onGateStopped(quint64 step, bool playing);
    void onPositionChanged(quint64 step);
    void onRunStarted();
#ifndef Q_MOC_RUN
    void take(const nq::learn::Answer &answer);
    void showQuestionMarks(const nq::learn::Question &question);
#endif
    void dropQuestion();
    void resume();
    // Activity's hooks.
    void entered() override;
    void left() override;
    // The marks (with the class's counts) and the input of its layer:
    // shown only while the mode is active (m_marks keeps the counts
    // meanwhile).
    void setMarks(const AnswerLayer::Marks &marks);
    void showMarks();
    void setInput(AnswerLayer::Input input);

    PredictPanel *m_panel = nullptr;
    RunController *m_run;
    BoardPresenter *m_presenter;
    QAction *m_action;
    QTimer m_resume; // a closed question's moment on the board, then the run goes on
    bool m_wasPlaying = false;
    bool m_held = false;
    AnswerLayer::Marks m_marks; // the last set, for the class's counts drawn over them
    // What its layer shows while the mode is active (a layer made again
    // after the board was rebuilt shows the same); cleared when it is left.
    QPointer<AnswerLayer> m_layer;
    AnswerLayer::Marks m_layerMarks;
    AnswerLayer::Input m_layerInput = AnswerLayer::Input::Off;
    QString m_questionText;
    QString m_verdictText;
#ifndef Q_MOC_RUN
    nq::learn::PredictSettings m_settings;
    std::unique_ptr<nq::learn::PredictEngine> m_engine;
    std::optional<nq::learn::Question> m_last;
    std::optional<nq::learn::Check> m_lastCheck;
    // What the engine's stream is: a new one of these means a new engine.
    int m_n = 0;
    int m_algorithm = -1;
    quint64 m_seed = 0;
    std::vector<int> m_start; // the run's board before step 0
    bool m_reminded = false; // the verdict line says the step waits for an answer
#endif
};
