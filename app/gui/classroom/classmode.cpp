// SPDX-License-Identifier: MIT
#include "classroom/classmode.h"

#include "classroom/classquestions.h"
#include "classserver/pagetext.h"
#include "coach/predictmode.h"
#include "coach/predicttext.h"
#include "display/boardpresenter.h"
#include "files/outputfile.h"
#include "run/runcontroller.h"
#include "run/runstate.h"
#include "activity/activityhost.h"
#include "classroom/classjournal.h"
#include "classroom/classpanel.h"
#include "solver/notation.h"

#include <QAction>
#include <QMessageBox>
#include <QPushButton>
#include <QStyle>
#include <QDateTime>
#include <QCoreApplication>
#include <QDir>
#include <QJsonArray>
#include <QFileInfo>
#include <QFile>
#include <QStandardPaths>
#include <QWidget>

#include <algorithm>

namespace {

// The pupils' boards follow the projector at most this often while it plays.
constexpr int BoardIntervalMs = 100;

QString squareName(int n, int row, int col)
{
    return QString::fromStdString(nq::squareName(n, { row, col }));
}

} // namespace

ClassMode::ClassMode(ActivityHost *activities, PredictMode *predict, BoardPresenter *presenter, QWidget *window)
    : QObject(window)
    , Activity(Kind::ClassVote)
    , m_predict(predict)
    , m_presenter(presenter)
    , m_server(new ClassServer(this))
    , m_openAction(new QAction(this))
    , m_revealAction(new QAction(this))
    , m_voteAgainAction(new QAction(this))
    , m_boardRefresh([this] { sendBoard(); }, BoardIntervalMs)
    , m_journal(new ClassJournal(this))
{
    m_openAction->setCheckable(true);
    m_openAction->setObjectName(QStringLiteral("openClass"));
    // A network's icon: where the tool bar is narrow it shows the icon alone.
    m_openAction->setIcon(window->style()->standardIcon(QStyle::SP_DriveNetIcon));
    // A key of its own (issue 39, item 17), free in the window and in its
    // modes (R and V are the class's too). Closing with it asks first while
    // pupils are connected, as the button does.
    m_openAction->setShortcut(QKeySequence(Qt::Key_C));
    m_revealAction->setObjectName(QStringLiteral("revealClass"));
    m_revealAction->setShortcut(QKeySequence(Qt::Key_R));
    m_voteAgainAction->setObjectName(QStringLiteral("voteAgain"));
    m_voteAgainAction->setShortcut(QKeySequence(Qt::Key_V));
    for (QAction *action : { m_openAction, m_revealAction, m_voteAgainAction }) {
        action->setShortcutContext(Qt::WindowShortcut);
        window->addAction(action);
    }
    connect(m_openAction, &QAction::triggered, this, &ClassMode::setOpen);
    connect(m_revealAction, &QAction::triggered, this, &ClassMode::reveal);
    connect(m_voteAgainAction, &QAction::triggered, this, &ClassMode::voteAgain);

    connect(m_journal, &ClassJournal::notWritten, this, &ClassMode::resultsNotWritten);
    connect(m_journal, &ClassJournal::savedChanged, this, &ClassMode::resultsSavedChanged);
    // A pupil who joined is in the roster file at once: a crash a moment
    // later still lets their page back in as them (resume()).
    connect(session(), &ClassSession::pupilsChanged, this, [this] {
        if (isOpen() && session()->roster().pupils != m_journal->roster().pupils) {
            writeJournal();
        }
        if (m_waitingForPupils && session()->connectedCount() > 0) {
            sendOpenQuestion(); // the question nobody could answer, to the first who can
        }
    });

    connect(m_presenter, &BoardPresenter::stepShown, this, &ClassMode::onStepShown);
    connect(m_presenter, &BoardPresenter::shownChanged, this, [this] {
        if (isOpen()) {
            m_boardRefresh.request(false);
        }
    });
    connect(m_predict, &PredictMode::asked, this, [this] {
        // A new question (the run went on, or a lesson replaced the board
        // at the same step): the one the class had goes first.
        if (isOpen() && hasQuestion() && !isRevealed()) {
            closeQuestion();
        }
        sendOpenQuestion();
    });
    connect(m_server, &ClassServer::closed, this, [this] {
        m_journal->finish(); // closed by close(), or by itself (its port lost)
        m_waitingForPupils = false;
        leaveActivity();
        m_openAction->setChecked(false);
        m_predict->setHeld(false);
        updateActions();
        emit stateChanged();
    });
    activities->add(this);
    retranslate();
    updateActions();
    m_panel = new ClassPanel(this, window);
}

ClassMode::~ClassMode()
{
    // Destroyed with the window (its child): whoever listens to us may be
    // half destroyed already, so the class closes without a word to them
    // (the pupils are still told).
    blockSignals(true);
    m_server->blockSignals(true);
    session()->blockSignals(true);
    m_server->close();
}

void ClassMode::setPreferredPort(quint16 port)
{
    if (port != 0 && port != m_preferredPort) {
        m_preferredPort = port;
        emit portChanged();
    }
}

const ClassQuestion &ClassMode::question() const
{
    static const ClassQuestion none;
    return hasQuestion() ? session()->question() : none;
}

QMap<QString, int> ClassMode::firstVote() const
{
    return hasQuestion() ? session()->firstTally() : QMap<QString, int>();
}

QStringList ClassMode::rightValues() const
{
    return hasQuestion() ? session()->rightAnswers() : QStringList();
}

QList<QHostAddress> ClassMode::addresses() const
{
    QList<QHostAddress> found = ClassServer::lanAddresses();
    if (found.isEmpty()) {
        found.append(QHostAddress(QHostAddress::LocalHost));
    }
    return found;
}

void ClassMode::setAddress(const QHostAddress &address)
{
    if (address != m_address) {
        m_address = address;
        emit stateChanged();
    }
}

QUrl ClassMode::joinUrl() const
{
    return isOpen() ? m_server->joinUrl(m_address) : QUrl();
}

bool ClassMode::open(quint16 port, QString *error)
{
    if (isOpen()) {
        return true;
    }
    if (!m_server->open(port != 0 ? port : m_preferredPort, error)) {
        m_openAction->setChecked(false);
        updateActions();
        emit stateChanged();
        return false;
    }
    setPreferredPort(m_server->port());
    m_results = {};
    writeJournal(); // makes the class's own file
    started();
    return true;
}

bool ClassMode::resume(const QString &journal, QString *error)
{
    if (isOpen()) {
        *error = tr("A class is open already.");
        return false;
    }
    QString why;
    std::optional<ClassRoster> roster = ClassJournal::rosterOf(journal, &why);
    std::optional<ClassResults> results = roster ? ClassJournal::readResults(journal, &why) : std::nullopt;
    if (!roster || !results) {
        *error = tr("The class cannot go on: %1").arg(why);
        return false;
    }
    // The file's lock first, then the port: a class open in another
    // program keeps both.
    if (!m_journal->adopt(journal, error)) {
        return false;
    }
    if (!m_server->resume(*roster, error)) {
        m_journal->finish(); // not renamed: its results stay, offered again
        m_openAction->setChecked(false);
        updateActions();
        emit stateChanged();
        return false;
    }
    m_results = std::move(*results);
    m_nextId = std::max(m_nextId, roster->nextQuestion);
    writeJournal(); // one results file: the same one, going on
    started();
    return true;
}

void ClassMode::started()
{
    const QList<QHostAddress> found = addresses();
    if (!found.contains(m_address)) {
        m_address = found.first();
    }
    sendPageStrings(); // the page's words, in the window's language
    m_openAction->setChecked(true);
    m_predict->setHeld(true);
    // The class answers predict mode's questions: it is on while a class is
    // (its vote rides on predict mode, entered first).
    enterActivity();
    sendBoard();
    sendOpenQuestion(); // a question already waiting goes out, once a pupil is there
    updateActions();
    emit opened();
    emit stateChanged();
}

void ClassMode::close()
{
    if (!isOpen()) {
        return;
    }
    recordQuestion(); // a question the class was answering counts as it stands
    writeJournal(); // the last state, seat work's too
    m_server->close(); // emits closed(): the file, the actions and the hold follow; the question goes
    m_predict->setClassCounts({});
}

void ClassMode::setOpen(bool open)
{
    if (!open) {
        askToClose();
        return;
    }
    QString error;
    if (!this->open(0, &error)) {
        emit problem(error);
    }
}

void ClassMode::askToClose()
{
    if (!isOpen()) {
        return;
    }
    const int connected = session()->connectedCount();
    if (connected == 0) {
        close(); // nobody's page to end
        return;
    }
    m_openAction->setChecked(true); // open until the teacher says so
    if (m_panel->window()->findChild<QMessageBox *>(QStringLiteral("closeClassQuestion"))) {
        return; // asked already
    }
    // One tap must not end thirty pupils' pages (issue 39, item 18): asked,
    // not blocking (the class goes on meanwhile), Keep It Open the default.
    auto *box = new QMessageBox(QMessageBox::Question, tr("Close the Class"),
        tr("%n pupil(s) are connected. Closing the class ends the class on their pages; their results are kept. "
           "Close the class?",
            nullptr, connected),
        QMessageBox::NoButton, m_panel->window());
    box->setObjectName(QStringLiteral("closeClassQuestion"));
    QPushButton *closeButton = box->addButton(tr("Close the Class"), QMessageBox::AcceptRole);
    closeButton->setObjectName(QStringLiteral("closeClassButton"));
    QPushButton *keep = box->addButton(tr("Keep It Open"), QMessageBox::RejectRole);
    keep->setObjectName(QStringLiteral("keepClassOpenButton"));
    box->setDefaultButton(keep);
    box->setEscapeButton(keep);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::buttonClicked, this, [this, closeButton](QAbstractButton *clicked) {
        if (clicked == closeButton) {
            close();
        }
    });
    box->open();
}

void ClassMode::onStepShown()
{
    if (!isOpen()) {
        return;
    }
    if (hasQuestion() && m_predict->run()->state().step() != m_questionPosition) {
        closeQuestion(); // the run went on: the counts and the question go
    }
    m_boardRefresh.request(false);
}

void ClassMode::sendBoard()
{
    if (!isOpen()) {
        return;
    }
    ClassBoard board;
    const QList<int> columns = m_presenter->shownBoard();
    const int n = int(columns.size());
    board.n = n;
    for (int row = 0; row < n; ++row) {
        if (columns[row] >= 0) {
            board.queens.append(squareName(n, row, columns[row]));
        }
    }
    for (const QPoint extra : m_presenter->extraQueens()) {
        board.queens.append(squareName(n, extra.y(), extra.x()));
    }
    const QList<int> refusal = m_presenter->rejection(); // {row, col, byRow, byCol}
    if (refusal.size() == 4 && refusal[0] >= 0) {
        board.refused = squareName(n, refusal[0], refusal[1]);
        if (refusal[2] >= 0) {
            board.by = squareName(n, refusal[2], refusal[3]);
        }
    }
    const int worked = m_presenter->workedRow();
    if (worked >= 0 && worked < n) {
        board.row = QString::number(n - worked); // as the board labels it: "8" is the top row of 8 x 8
    }
    board.status = PredictText::pupilStatus(*m_presenter); // the pupils' words, not the teacher's keys
    session()->setBoard(board);
}

QWidget *ClassMode::panel() const
{
    return m_panel;
}

const char *ClassMode::dockTitle() const
{
    return QT_TRANSLATE_NOOP("MainWindow", "Predict");
}

void ClassMode::sendOpenQuestion()
{
    if (!isOpen() || !isActivityRunning()) {
        return; // no class, or seat work has the pupils' pages
    }
    const nq::learn::Question *open = m_predict->openQuestion();
    m_waitingForPupils = false;
    if (!open) {
        return; // answered by the teacher or dropped: the class's vote stays until Reveal or a step
    }
    if (session()->connectedCount() == 0) {
        // Nobody could answer it, and a question nobody saw would enter the
        // results (issue 39, item 11): it waits for the first pupil.
        m_waitingForPupils = true;
        return;
    }
    if (hasQuestion() && m_questionPosition == open->position && !isRevealed()) {
        return; // the same question, still with the class
    }
    const int n = m_predict->run()->boardSize();
    m_questionPosition = open->position;
    m_recorded = false;
    m_predict->setClassCounts({});
    sendBoard(); // the question's board first, so that pages never show a question on an old board
    // The key: the right values, and why each value is right or wrong in
    // predict mode's words, so that Reveal tells every pupil why about
    // their own answer (issue 39, item 1); a pupil with no answer is told
    // why the right one is right.
    const ClassQuestion asked = ClassQuestions::make(*open, n, m_predict->refuses(), m_nextId++);
    const RunController &run = *m_predict->run();
    session()->ask(asked, 1, ClassQuestions::rightValues(*open, n), PredictText::rightReason(*open, n),
        ClassQuestions::reasons(*open, asked, run.algorithm(), run.seed(), run.startBoard()));
    updateActions();
}

void ClassMode::suspended()
{
    m_waitingForPupils = false; // seat work's pages: no question waits behind it
    closeQuestion(); // its votes count as they stand
    updateActions();
}

void ClassMode::resumed()
{
    // The question predict mode waits on now is not sent: the pupils' pages
    // keep seat work's summaries until the run moves on to a new one
    // (PredictMode::asked()).
    updateActions();
}

void ClassMode::setSeatWorkResults(const QJsonArray &results)
{
    m_results.setSeatWork(results);
    writeJournal();
}

void ClassMode::voteAgain()
{
    if (!session()->askAgain()) {
        return; // no vote open, or it is vote 2 already
    }
    updateActions();
}

void ClassMode::reveal()
{
    if (!isVoteOpen()) {
        return;
    }
    if (m_predict->openQuestion() && m_predict->openQuestion()->position == m_questionPosition) {
        m_predict->revealAnswer(); // the board shows the answer; held, the run waits
    }
    session()->reveal(); // with the key given when it was asked
    recordQuestion();
    showCounts();
    updateActions();
}

void ClassMode::showCounts()
{
    QList<AnswerLayer::ClassCount> counts;
    if (question().input == ClassQuestion::Input::Square) {
        // After Vote Again both votes: each square chosen in either, a
        // square chosen in vote 1 only too (Peer Instruction's point is the
        // shift between them).
        const bool twoVotes = vote() == 2;
        const auto countOf = [&counts](nq::Square square) -> AnswerLayer::ClassCount & {
            const QPoint at(square.col, square.row);
            for (AnswerLayer::ClassCount &chosen : counts) {
                if (chosen.square == at) {
                    return chosen;
                }
            }
            counts.append({ at, 0, -1 });
            return counts.last();
        };
        for (const auto &[square, count] : session()->squareTally(vote())) {
            countOf(square).count = count;
        }
        if (twoVotes) {
            for (const auto &[square, count] : session()->squareTally(1)) {
                countOf(square).firstCount = count;
            }
            for (AnswerLayer::ClassCount &chosen : counts) {
                chosen.firstCount = std::max(chosen.firstCount, 0); // chosen in vote 2 only: 0 in vote 1
            }
        }
    }
    m_predict->setClassCounts(counts);
}

void ClassMode::closeQuestion()
{
    if (!hasQuestion()) {
        return;
    }
    recordQuestion(); // not revealed: what the pupils answered still counts
    session()->closeQuestion();
    m_predict->setClassCounts({});
    updateActions();
}

void ClassMode::updateActions()
{
    m_revealAction->setEnabled(isOpen() && isVoteOpen());
    m_voteAgainAction->setEnabled(isOpen() && isVoteOpen() && vote() == 1);
}

void ClassMode::retranslate()
{
    m_openAction->setText(tr("Open &Class"));
    m_openAction->setToolTip(tr("Let the class answer the questions on their own phones or laptops"));
    m_revealAction->setText(tr("Reveal t&he Class's Answers"));
    m_revealAction->setToolTip(tr("Show how the class answered, and tell every pupil the right answer"));
    m_voteAgainAction->setText(tr("Vote Agai&n"));
    m_voteAgainAction->setToolTip(
        tr("Close the first vote without showing it and ask the same question again, after the class discussed it"));
    sendPageStrings();
}

void ClassMode::setLanguage(const QString &code)
{
    if (code != m_language) {
        m_language = code;
        sendPageStrings(); // every page's words, at once
        // Then the question with the class in the new words, on the pages
        // and the teacher's (issue 39, item 2): the same question, its
        // answers kept.
        const std::optional<nq::learn::Question> &asked = m_predict->lastQuestion();
        if (isOpen() && hasQuestion() && asked && asked->position == m_questionPosition) {
            const RunController &run = *m_predict->run();
            const int n = run.boardSize();
            const ClassQuestion retold = ClassQuestions::make(*asked, n, m_predict->refuses(), question().id);
            session()->retell(retold, PredictText::rightReason(*asked, n),
                ClassQuestions::reasons(*asked, retold, run.algorithm(), run.seed(), run.startBoard()));
        }
    }
}

void ClassMode::sendPageStrings()
{
    if (isOpen()) {
        m_server->setPageStrings(m_language, PageText::strings());
    }
}

void ClassMode::recordQuestion()
{
    if (!hasQuestion() || m_recorded || !isOpen()) {
        return;
    }
    m_recorded = true;
    const ClassQuestion &asked = question();
    const QStringList right = rightValues();
    m_results.recordVote(*session(), asked.id, asked.text, 1, right);
    if (vote() == 2) {
        m_results.recordVote(*session(), asked.id, asked.text, 2, right);
    }
    writeJournal();
    emit resultsChanged();
}

int ClassMode::addHomework(const QList<ClassResults::HandedIn> &handedIn)
{
    if (!isOpen()) {
        return int(handedIn.size());
    }
    const int notRecorded = m_results.addHomework(handedIn);
    writeJournal();
    emit resultsChanged();
    return notRecorded;
}

void ClassMode::writeJournal()
{
    if (!isOpen()) {
        return;
    }
    ClassRoster roster = session()->roster();
    roster.port = m_server->port();
    roster.nextQuestion = m_nextId;
    m_journal->write(m_results.toJson(), roster);
}

void ClassMode::retrySavingResults()
{
    m_journal->retry();
}

bool ClassMode::saveResults(const QString &fileName, QString *error) const
{
    return m_results.save(fileName, error);
}

QString ClassMode::journalFolder()
{
    return ClassJournal::folder();
}

QStringList ClassMode::unclosedJournals()
{
    return ClassJournal::unclosed();
}
