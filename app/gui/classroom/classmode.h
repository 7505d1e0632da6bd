// SPDX-License-Identifier: MIT
#pragma once

#include <QHostAddress>
#include <QMap>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QTimer>

#include "classserver/classresults.h"
#include "classserver/classserver.h"

#ifndef Q_MOC_RUN
#include "algorithms/question.h"

#include <optional>
#endif

class BoardPresenter;
class PredictMode;
class QAction;
class QWidget;
class WindowMode;

/*
 * The whole class in the window: opens and closes the class's server, sends
 * it the board the window shows and every question predict mode asks, and
 * reveals the class's answers when the teacher says so. The server (no
 * widgets) collects; the ClassPanel shows; this object decides what goes
 * where. Predict mode stays the one that asks and judges the teacher's own
 * answers.
 *
 * - openAction() (Run > Open class, the run tool bar; checkable) opens the
 *   class on the remembered port (or the next free one) and turns predict
 *   mode on; unchecking closes it: every pupil is told, nothing listens.
 * - While a class is open, predict mode holds (PredictMode::setHeld): a
 *   closed question leaves the run where it is until the teacher steps or
 *   plays on, so the class's answers can be looked at.
 * - Each question predict mode asks goes to every pupil (vote 1). The
 *   window shows how many answered, never which answers, until
 *   revealAction() (R): then the question is closed in predict mode too (as
 *   revealed, unless the teacher answered it), every pupil is told the
 *   right answer and whether theirs was, the board shows how many pupils
 *   chose each square and the panel a bar per answer.
 * - voteAgainAction() (V), before Reveal: closes vote 1 (its answers are
 *   kept) and asks the same question again as vote 2; Reveal then shows both.
 * - The run moving off the question's step before Reveal closes it unrevealed.
 */
class ClassMode : public QObject
{
    Q_OBJECT

public:
    // None owned; all outlive this object.
    ClassMode(WindowMode *modes, PredictMode *predict, BoardPresenter *presenter, QWidget *window);
    ~ClassMode() override;

    QAction *openAction() const { return m_openAction; }
    QAction *revealAction() const { return m_revealAction; }
    QAction *voteAgainAction() const { return m_voteAgainAction; }
    ClassServer *server() const { return m_server; }

    bool isOpen() const { return m_server->isOpen(); }
    // Opens the class on `port` (0: the remembered one); false with `error`.
    bool open(quint16 port, QString *error);
    void close();
    // The port the next open() starts from (remembered in the settings).
    quint16 preferredPort() const { return m_preferredPort; }
    void setPreferredPort(quint16 port);

    // The address shown in the join panel and its QR code: one of
    // ClassServer::lanAddresses(), or loopback when the machine has none.
    QList<QHostAddress> addresses() const;
    QHostAddress address() const { return m_address; }
    void setAddress(const QHostAddress &address);
    QUrl joinUrl() const;

    // The question sent to the class (open or last), its votes' tallies and
    // whether it was revealed.
    bool hasQuestion() const { return m_question.id > 0; }
    const ClassQuestion &question() const { return m_question; }
    int vote() const { return m_vote; }
    bool isRevealed() const { return m_revealed; }
    bool isVoteOpen() const { return hasQuestion() && !m_revealed && m_voteOpen; }
    // The answers of vote 1 (kept when voting again) and of the vote open
    // or revealed now.
    QMap<QString, int> firstVote() const { return m_firstVote; }
    QStringList rightValues() const { return m_right; }

    // Pupils by questions: every question sent is recorded when it is
    // revealed, or when the run goes on without Reveal.
    const ClassResults &results() const { return m_results; }
    // Saves them as CSV, or JSON for a name ending in .json (atomically).
    bool saveResults(const QString &fileName, QString *error) const;
    // While a class is open its results are written after every question
    // to a file of the user's data folder (journalFolder()), named
    // class-<date>-<time>.open.json; closing the class renames it without
    // ".open". A file still named so at the next start is a class that did
    // not close (the program or the machine stopped): unclosedJournals().
    QString journalFile() const { return m_journal; }
    static QString journalFolder();
    static QStringList unclosedJournals();

public slots:
    void setOpen(bool open);
    void reveal();
    void voteAgain();
    void retranslate();
    // The window's language ("de"): the pages' words follow it.
    void setLanguage(const QString &code);

    // Seat work has the pupils' pages (SeatMode): while paused, no
    // question of predict mode goes to the class, and one open is closed
    // (its votes recorded as they stand); unpaused, the next question goes
    // out, not one the window already waits on (the pages keep showing
    // seat work's summaries until the run moves on).
    void setQuestionsPaused(bool paused);
    bool questionsPaused() const { return m_questionsPaused; }
    // The class's seat works' results (SeatResults::toJsonObject() each),
    // kept with the class's results and written to its file at once.
    void setSeatWorkResults(const QJsonArray &results);

signals:
    // The class opened or closed, or its address changed.
    void stateChanged();
    // A pupil joined, came back, left or was removed: in a lecture hall,
    // hundreds within a second (views of them refresh at their own pace).
    void pupilsChanged();
    // A question was sent, revealed or closed.
    void questionChanged();
    // An answer arrived or changed: hundreds a second in a lecture hall.
    void tallyChanged();
    // Something went wrong that the teacher must read (a port that would not open).
    void problem(const QString &message);
    // The preferred port changed (to be remembered).
    void portChanged();
    // The results file could not be written (a message naming it and why).
    void resultsNotWritten(const QString &message);
    // A question was recorded in results().
    void resultsChanged();

private:
    void onPredictChanged();
    void onStepShown();
    void sendBoard();
    void closeQuestion();
    void showCounts();
    void updateActions();
    void sendPageStrings();
    void recordQuestion();
    void writeJournal();

    bool m_questionsPaused = false;
    // The position of a question predict mode already waited on when seat
    // work ended: not sent to the class (see setQuestionsPaused()).
    std::optional<quint64> m_notSent;
    WindowMode *m_modes;
    PredictMode *m_predict;
    BoardPresenter *m_presenter;
    ClassServer *m_server;
    QAction *m_openAction;
    QAction *m_revealAction;
    QAction *m_voteAgainAction;
    QTimer m_boardTimer; // the board goes out at most this often while playing
    quint16 m_preferredPort = ClassServer::DefaultPort;
    QHostAddress m_address;
    ClassQuestion m_question;
    quint64 m_questionPosition = 0;
    int m_nextId = 1;
    int m_vote = 1;
    bool m_voteOpen = false;
    bool m_revealed = false;
    QMap<QString, int> m_firstVote;
    QStringList m_right;
    QString m_explanation;
    QString m_language = QStringLiteral("en");
    ClassResults m_results;
    QString m_journal; // empty while no class is open
    bool m_recorded = false; // the question sent now is in m_results
};
