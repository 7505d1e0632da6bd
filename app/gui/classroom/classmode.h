// SPDX-License-Identifier: MIT
#pragma once

#include <QHostAddress>
#include <QMap>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QTimer>

#include "common/refreshthrottle.h"

#include "activity/activity.h"
#include "classserver/classresults.h"
#include "classserver/classserver.h"
#include "classroom/classjournal.h"

#ifndef Q_MOC_RUN
#include "algorithms/question.h"

#include <memory>
#include <optional>
#endif

class BoardPresenter;
class ClassPanel;
class ClassJournal;
class PredictMode;
class QAction;
class QWidget;

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
 *
 * It is the class's vote among the window's activities: on while the class
 * is open, riding on predict (opening the class enters predict). Seat work
 * suspends it: the question open is closed (its votes recorded as they
 * stand), and none goes out while suspended; resumed, it waits for the
 * next question predict asks (the pupils' pages keep seat work's summaries
 * until the run moves on to one).
 */
class ClassMode : public QObject, public Activity
{
    Q_OBJECT

public:
    // None owned; all outlive this object. It registers with `activities`.
    ClassMode(ActivityHost *activities, PredictMode *predict, BoardPresenter *presenter, QWidget *window);
    ~ClassMode() override;

    QAction *openAction() const { return m_openAction; }
    QAction *revealAction() const { return m_revealAction; }
    QAction *voteAgainAction() const { return m_voteAgainAction; }
    // The transport, and the class it carries (pupils, answers, seat work).
    ClassServer *server() const { return m_server; }
    ClassSession *session() const { return m_server->session(); }
    // The join code, the pupils and the answers (made with this object).
    ClassPanel *classPanel() const { return m_panel; }

    // Activity: its panel shares predict's dock, over predict's.
    QWidget *panel() const override;
    const char *dockTitle() const override;
    QList<QAction *> menuSection() const override
    {
        return { m_openAction, m_revealAction, m_voteAgainAction };
    }

    bool isOpen() const { return m_server->isOpen(); }
    // Opens the class on `port` (0: the remembered one); false with `error`.
    bool open(quint16 port, QString *error);
    // Close the Class as the teacher asks for it (the action, the panel's
    // button): at once when no pupil is connected; else a question over
    // the window ("closeClassQuestion", Keep It Open the default), the
    // class open meanwhile. close() itself never asks.
    void askToClose();
    // Opens again the class of `journal` (one of unclosedJournals(), whose
    // roster was kept): the same code and port, its pupils' tokens, so
    // every page retrying comes back as the same pupil; its results go on
    // in the same file. False with `error` (the roster missing or refused,
    // the file another program's, the port taken), nothing changed.
    bool resume(const QString &journal, QString *error);
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

    // The question with the class (open, or revealed and not closed since),
    // as the session holds it: empty (id 0) when there is none. Its vote,
    // whether it was revealed, vote 1's tally when voting again, and its
    // right answers (names of squares or options' values).
    bool hasQuestion() const { return session()->hasQuestion(); }
    const ClassQuestion &question() const;
    int vote() const { return session()->vote(); }
    bool isRevealed() const { return session()->isRevealed(); }
    bool isVoteOpen() const { return session()->isQuestionOpen(); }
    QMap<QString, int> firstVote() const;
    QStringList rightValues() const;

    // Pupils by questions: every question sent is recorded when it is
    // revealed, or when the run goes on without Reveal.
    const ClassResults &results() const { return m_results; }
    // Saves them as CSV, or JSON for a name ending in .json (atomically).
    bool saveResults(const QString &fileName, QString *error) const;
    // Joins pupils' homework to them (ClassResults::addHomework(): each in
    // the row of the pupil of that name, or a new row), writes them to the
    // class's file and says resultsChanged(); how many were not recorded
    // (the results full). Only while the class is open.
    int addHomework(const QList<ClassResults::HandedIn> &handedIn);
    // While a class is open its results (and its roster, for resume()) are
    // written after every question to files of its own in the user's data
    // folder (ClassJournal: journalFolder(), named
    // class-<yyyyMMdd>-<HHmmss>-<NN>.open.json, renamed without ".open"
    // when the class closes). Empty while no class is open, or while no
    // file could be made (then resultsSaved() is false).
    QString journalFile() const { return m_journal->file(); }
    static QString journalFolder();
    // The files of classes that did not close (ClassJournal::unclosed()).
    static QStringList unclosedJournals();
    // Whether the class's results as they are now are in its file. False
    // after a write failed (the disk full, the folder read-only, a link in
    // the file's place) until one succeeds: the write is tried again at
    // every change and every RetryMs (the "resultsRetry" timer runs while
    // unsaved). resultsProblem() says why (OutputFile's words).
    static constexpr int RetryMs = ClassJournal::RetryMs;
    bool resultsSaved() const { return m_journal->saved(); }
    QString resultsProblem() const { return m_journal->problem(); }

public slots:
    void setOpen(bool open);
    void reveal();
    void voteAgain();
    void retranslate() override;
    // The window's language ("de"): the pages' words follow it.
    void setLanguage(const QString &code);

    // The class's seat works' results (SeatResults::toJsonObject() each),
    // kept with the class's results and written to its file at once.
    void setSeatWorkResults(const QJsonArray &results);
    // Writes the results now if they are not saved (what the timer does).
    void retrySavingResults();

signals:
    // The class opened or closed, or its address changed. (Its pupils,
    // question and answers: the session's signals.)
    void stateChanged();
    // A class opened (open()) or went on (resume()): results() are its own.
    void opened();
    // Something went wrong that the teacher must read (a port that would not open).
    void problem(const QString &message);
    // The preferred port changed (to be remembered).
    void portChanged();
    // The results file could not be written (a message naming it and
    // why): said once when saving starts to fail, not at every retry.
    void resultsNotWritten(const QString &message);
    // resultsSaved() or resultsProblem() changed.
    void resultsSavedChanged();
    // A question was recorded in results().
    void resultsChanged();

private:
    // Sends the question predict mode has open to the class (a new one:
    // not the one the class has, nor any while the vote is suspended).
    void sendOpenQuestion();
    void onStepShown();
    // Activity's hooks (the class's vote is entered by open()).
    void suspended() override;
    void resumed() override;
    void sendBoard();
    void closeQuestion();
    void showCounts();
    void updateActions();
    void sendPageStrings();
    void recordQuestion();
    // What open() and resume() do once the server listens.
    void started();
    // The results and the roster to the class's files.
    void writeJournal();

    PredictMode *m_predict;
    BoardPresenter *m_presenter;
    ClassServer *m_server;
    QAction *m_openAction;
    QAction *m_revealAction;
    QAction *m_voteAgainAction;
    RefreshThrottle m_boardRefresh; // the board goes out at most every BoardIntervalMs while playing
    quint16 m_preferredPort = ClassServer::DefaultPort;
    QHostAddress m_address;
    // The question with the class is the session's; the step it was asked
    // at (the run moving off it closes it) and the next question's id are
    // this object's.
    quint64 m_questionPosition = 0;
    int m_nextId = 1;
    // Predict mode's open question was not sent: nobody was connected.
    bool m_waitingForPupils = false;
    QString m_language = QStringLiteral("en");
    ClassResults m_results;
    ClassJournal *m_journal;
    bool m_recorded = false; // the question sent now is in m_results
    ClassPanel *m_panel = nullptr;
};
