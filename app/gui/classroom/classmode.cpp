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
#include "classroom/classpanel.h"
#include "solver/notation.h"

#include <QAction>
#include <QStyle>
#include <QDateTime>
#include <QCoreApplication>
#include <QDir>
#include <QJsonArray>
#include <QFileInfo>
#include <QFile>
#include <QLockFile>
#include <QStandardPaths>
#include <QWidget>

#include <algorithm>

namespace {

// The pupils' boards follow the projector at most this often while it plays.
constexpr int BoardIntervalMs = 100;

// The most classes one folder takes whose files are named by the same
// second (class-<date>-<time>-01 to -99), and the most closed names tried
// for one class (….json, then …-2.json and on).
constexpr int MaxNamesASecond = 99;
constexpr int MaxClosedNames = 99;

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
    , m_retry(new QTimer(this))
{
    m_openAction->setCheckable(true);
    m_openAction->setObjectName(QStringLiteral("openClass"));
    // A network's icon: where the tool bar is narrow it shows the icon alone.
    m_openAction->setIcon(window->style()->standardIcon(QStyle::SP_DriveNetIcon));
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

    m_retry->setObjectName(QStringLiteral("resultsRetry"));
    m_retry->setInterval(RetryMs);
    connect(m_retry, &QTimer::timeout, this, &ClassMode::retrySavingResults);

    connect(m_presenter, &BoardPresenter::stepShown, this, &ClassMode::onStepShown);
    connect(m_presenter, &BoardPresenter::shownChanged, this, [this] {
        if (isOpen()) {
            m_boardRefresh.request(false);
        }
    });
    connect(m_predict, &PredictMode::asked, this, &ClassMode::sendOpenQuestion);
    connect(m_server, &ClassServer::closed, this, [this] {
        finishJournal(); // closed by close(), or by itself (its port lost)
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
    sendOpenQuestion(); // a question already waiting goes out at once
    updateActions();
    emit stateChanged();
    return true;
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
        close();
        return;
    }
    QString error;
    if (!this->open(0, &error)) {
        emit problem(error);
    }
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
    if (!open) {
        return; // answered by the teacher or dropped: the class's vote stays until Reveal or a step
    }
    if (hasQuestion() && m_questionPosition == open->position && !isRevealed()) {
        return; // the same question, still with the class
    }
    const int n = m_predict->run()->boardSize();
    m_questionPosition = open->position;
    m_recorded = false;
    m_predict->setClassCounts({});
    sendBoard(); // the question's board first, so that pages never show a question on an old board
    session()->ask(ClassQuestions::make(*open, n, m_predict->refuses(), m_nextId++), 1,
        ClassQuestions::rightValues(*open, n), PredictText::revealed(*open, n));
    updateActions();
}

void ClassMode::suspended()
{
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
    QList<std::pair<QPoint, int>> counts;
    if (question().input == ClassQuestion::Input::Square) {
        for (const auto &[square, count] : session()->squareTally()) {
            counts.append({ QPoint(square.col, square.row), count });
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
            const int n = m_predict->run()->boardSize();
            session()->retell(ClassQuestions::make(*asked, n, m_predict->refuses(), question().id),
                PredictText::revealed(*asked, n));
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

void ClassMode::writeJournal()
{
    if (!isOpen()) {
        return;
    }
    if (m_journal.isEmpty()) {
        QString reason;
        QString message;
        if (!createJournal(&reason, &message)) {
            setProblem(reason, message);
            return;
        }
    } else {
        // Replaced whole (a crash leaves the last whole file), and never
        // through a link put in its place: that is refused.
        OutputFile file(m_journal, OutputFile::Accepts::OwnFile);
        if (!(file.open() && file.write(m_results.toJson()) && file.commit())) {
            setProblem(file.reason(), file.errorString());
            return;
        }
    }
    setProblem({});
}

bool ClassMode::createJournal(QString *reason, QString *message)
{
    const QString folder = journalFolder();
    QDir().mkpath(folder); // a folder that cannot be made is told by the file
    const QString stem = QDir(folder).filePath(
        QStringLiteral("class-") + QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss")));
    for (int n = 1; n <= MaxNamesASecond; ++n) {
        const QString name = QStringLiteral("%1-%2").arg(stem).arg(n, 2, 10, QLatin1Char('0'));
        if (taken(name + QStringLiteral(".json"))) {
            continue; // a class that closed under this name
        }
        // The lock first: from the moment the file exists, another program
        // sees its class is alive (unclosedJournals()).
        const QString path = name + QStringLiteral(".open.json");
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
        if (file.open() && file.write(m_results.toJson()) && file.commit()) {
            m_journal = path;
            m_journalLock = std::move(lock);
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

void ClassMode::finishJournal()
{
    if (!resultsSaved()) {
        // The file (if there is one) keeps what was last written, and is
        // offered at the next start as a class that did not close.
        emit resultsNotWritten(tr("The class's results could not be written: %1").arg(m_problemMessage));
    } else if (!m_journal.isEmpty()) {
        // Closed as it should be: no longer offered as a class that did not
        // close. Under a name nothing has: another class's file, or a link
        // put there, is never replaced.
        const QString stem = m_journal.chopped(QStringLiteral(".open.json").size());
        for (int n = 1; n <= MaxClosedNames; ++n) {
            const QString closed = n == 1 ? stem + QStringLiteral(".json") : QStringLiteral("%1-%2.json").arg(stem).arg(n);
            if (OutputFile::renameNew(m_journal, closed) || !taken(closed)) {
                break; // renamed, or it cannot be: then offered at the next start
            }
        }
    }
    m_journal.clear();
    m_journalLock.reset(); // lets the lock go
    setProblem({});
}

void ClassMode::setProblem(const QString &reason, const QString &message)
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
            emit resultsNotWritten(tr("The class's results could not be written: %1").arg(message));
        }
    }
    emit resultsSavedChanged();
}

void ClassMode::retrySavingResults()
{
    if (!resultsSaved()) {
        writeJournal();
    }
}

bool ClassMode::saveResults(const QString &fileName, QString *error) const
{
    return m_results.save(fileName, error);
}

QString ClassMode::journalFolder()
{
    // ~/.local/share/nqueens-visualizer/classes: the program's name once
    // (AppDataLocation adds the organization's name, the same one, again).
    return QDir(QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation))
        .filePath(QCoreApplication::applicationName() + QStringLiteral("/classes"));
}

QStringList ClassMode::unclosedJournals()
{
    // The first version wrote under AppDataLocation (the name twice): a
    // class it did not close is still offered.
    const QString older = QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
                              .filePath(QStringLiteral("classes"));
    QStringList found;
    for (const QString &path : { older, journalFolder() }) {
        const QDir folder(path);
        // Files only: a link put there is nobody's class.
        for (const QString &name : folder.entryList(
                 { QStringLiteral("class-*.open.json") }, QDir::Files | QDir::NoSymLinks, QDir::Name)) {
            const QString journal = folder.filePath(name);
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
