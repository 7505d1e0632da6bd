// SPDX-License-Identifier: MIT
// Sessions and lessons: the file's strict reader (a table of bad files, each
// refused with its problem named, the window unchanged), the round trip of a
// window's state through a file, the shipped lessons, and Page Down / Page Up
// reaching the scenes whatever widget has the focus.
#include "coach/predictmode.h"
#include "activity/activityhost.h"
#include "window/presentation.h"
#include "display/boardpresenter.h"
#include "play/playcontroller.h"
#include "play/playmode.h"
#include "play/playposition.h"
#include "run/runcontroller.h"
#include "session/lessonpanel.h"
#include "session/sessioncontroller.h"
#include "sessionfile/sessionfile.h"
#include "support/fullfolder.h"
#include "support/withoutfileprivileges.h"
#include "support/shownwindow.h"
#include "support/wait.h"
#include "window/helpmenu.h"
#include "window/languagemanager.h"
#include "window/mainwindow.h"
#include "window/programoptions.h"

#include <QAbstractItemView>
#include <QStatusBar>
#include <QApplication>
#include <QDockWidget>
#include <QFile>
#include <QGraphicsView>
#include <QMainWindow>
#include <QMessageBox>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QJsonObject>
#include <QJsonArray>
#include <QToolButton>

#include <sys/stat.h>

#include <memory>
#include <vector>

namespace {

// A valid session: 6 x 6, bitmask, step 40, with breakpoints and predict settings.
QByteArray goodSession()
{
    return R"({ "format": "nqueens-session", "version": 1,
  "state": { "n": 6, "algorithm": "bitmask", "seed": 1, "step": 40, "speed": 5,
             "breakpoints": { "solution": true, "backtrack": false, "depth": 4 },
             "mode": "run",
             "predict": { "frequency": "one-in-k", "k": 7, "seed": 3,
                          "kinds": ["next-square", "next-event"] },
             "view": { "panels": ["countersDock", "pseudocodeDock", "searchTreeDock"],
                       "presentation": false } } })";
}

// An activity the window does not have, registered with a SessionController
// of its own: it writes down each time the controller asks it for its part
// of the session file, with the run's step then. With `part`, its part is a
// position of queens under its own name in the file ("new-mode", in
// SessionState::parts: no field of the file is its): saved while it is
// active, and entered with it when the file holds its part.
class PartRecorder : public Activity
{
public:
    PartRecorder(Kind kind, QString name, bool part, ActivityHost *host, const RunController *run,
        QStringList *log)
        : Activity(kind)
        , m_name(std::move(name))
        , m_part(part)
        , m_run(run)
        , m_log(log)
    {
        host->add(this);
    }

    QList<QPoint> queens;
    void enter() { enterActivity(); }

    void saveSession(SessionState &state) const override
    {
        note("save");
        if (m_part && isActivityActive()) {
            QJsonArray squares;
            for (const QPoint &queen : queens) {
                squares.append(QJsonArray { queen.y(), queen.x() });
            }
            state.parts.insert(QStringLiteral("new-mode"), QJsonObject { { QStringLiteral("queens"), squares } });
        }
    }
    void restoreSettings(const SessionState &) override { note("settings"); }
    void restoreSession(const SessionState &state) override
    {
        note("session");
        if (m_part && state.parts.contains(QStringLiteral("new-mode"))) {
            // Its own part, read as hostile: squares [row, column] only.
            queens.clear();
            const QJsonArray squares = state.parts.value(QStringLiteral("new-mode")).value(QStringLiteral("queens")).toArray();
            for (const QJsonValue &square : squares) {
                const QJsonArray at = square.toArray();
                if (at.size() == 2 && at.at(0).isDouble() && at.at(1).isDouble()) {
                    queens.append(QPoint(at.at(1).toInt(), at.at(0).toInt()));
                }
            }
            enterActivity();
        }
    }
    void lessonOpened() override { note("lesson"); }

private:
    void note(const char *what) const
    {
        *m_log << QStringLiteral("%1 %2 at step %3")
                      .arg(QLatin1String(what), m_name)
                      .arg(m_run->state().step());
    }

    QString m_name;
    bool m_part;
    const RunController *m_run;
    QStringList *m_log;
};

// A window's parts for a SessionController, with activities of the test's own.
struct RecordedWindow
{
    explicit RecordedWindow(QStringList *log)
    {
        using Kind = Activity::Kind;
        const std::pair<Kind, const char *> kinds[] = { { Kind::Predict, "predict" },
            { Kind::Play, "new" }, { Kind::BeTheSolver, "practice" }, { Kind::Browse, "browse" },
            { Kind::ClassVote, "vote" }, { Kind::SeatWork, "seat" } };
        for (const auto &[kind, name] : kinds) {
            activities.push_back(std::make_unique<PartRecorder>(
                kind, QLatin1String(name), kind == Kind::Play, &host, &run, log));
        }
        SessionController::Parts parts;
        parts.window = &window;
        parts.run = &run;
        parts.activities = &host;
        parts.presenting = [] { return false; };
        parts.setPresenting = [](bool) {};
        parts.setCursor = [this](QPoint square) { cursor = square; };
        parts.dockNames = [] { return QStringList(); };
        sessions = std::make_unique<SessionController>(std::move(parts));
    }
    ~RecordedWindow() { sessions.reset(); } // before the host it registered its lesson with
    PartRecorder *newMode() const { return activities.at(1).get(); }

    QMainWindow window;
    RunController run;
    ActivityHost host;
    std::vector<std::unique_ptr<PartRecorder>> activities;
    std::unique_ptr<SessionController> sessions;
    QPoint cursor { -1, -1 };
};

// What RecordedWindow's activities write down when each is asked `what` at
// `step`, in the order registered.
QStringList asked(const char *what, quint64 step)
{
    QStringList lines;
    for (const char *name : { "predict", "new", "practice", "browse", "vote", "seat" }) {
        lines << QStringLiteral("%1 %2 at step %3")
                     .arg(QLatin1String(what), QLatin1String(name))
                     .arg(step);
    }
    return lines;
}

QByteArray replaced(const char *from, const char *to)
{
    return goodSession().replace(from, to);
}

// A session whose state is `state` (a JSON object's members).
QByteArray session(const char *state)
{
    return QByteArray(R"({ "format": "nqueens-session", "version": 1, "state": { )") + state
        + " } }";
}

// `bytes` (ASCII) as UTF-16, little- or big-endian, with or without a byte order mark.
QByteArray utf16(const QByteArray &bytes, bool little, bool mark)
{
    QByteArray out;
    if (mark) {
        out += little ? QByteArray("\xff\xfe") : QByteArray("\xfe\xff");
    }
    for (const char c : bytes) {
        out += little ? QByteArray(1, c) + '\0' : '\0' + QByteArray(1, c);
    }
    return out;
}

} // namespace

class TestSession : public QObject
{
    Q_OBJECT

private slots:
    void constantsMatchTheWindow();
    void lessonPanelSaysWhenTheBoardLeftTheScene();
    void savedWindowComesBackAsItWas_data();
    void savedWindowComesBackAsItWas();
    void refusesBadFiles_data();
    void refusesBadFiles();
    void roundTrip_data();
    void roundTrip();
    void refusesStepBeyondTheEnd();
    void refusesStepOutOfReach_data();
    void refusesStepOutOfReach();
    void wideNumbersSurvive_data();
    void wideNumbersSurvive();
    void numbersAsWritten_data();
    void numbersAsWritten();
    void longNoteKeepsTheButtons_data();
    void longNoteKeepsTheButtons();
    void lessonSceneStartsTheCursorOnTheTopRow();
    void examplesOpen_data();
    void examplesOpen();
    void pageKeysReachTheScenes_data();
    void pageKeysReachTheScenes();
    void addSceneMakesALesson();
    void writesAtomically();
    void fullDiskSaysSoAndKeepsTheFile();
    void failedSaveIsABoxInTheWindowsTextSize();
    void commandLineTakesOneFile_data();
    void commandLineTakesOneFile();
    void everyActivityKeepsItsPart();

private:
    QTemporaryDir m_dir;
};

void TestSession::constantsMatchTheWindow()
{
    QCOMPARE(SessionState::MaxSpeedIndex, RunController::topSpeedIndex());
    QCOMPARE(SessionState::MaxPlaySize, PlayPosition::MaxSize);
}

void TestSession::refusesBadFiles_data()
{
    QTest::addColumn<QString>("kind"); // "bytes", "folder", "fifo", "huge"
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("problem"); // a part of the message

    const QByteArray good = goodSession();
    QTest::newRow("truncated JSON") << "bytes" << good.left(good.size() / 2) << "ends too early";
    QTest::newRow("empty file") << "bytes" << QByteArray() << "ends too early";
    // Noise of several seeds and sizes: the one the window first showed as
    // "ends too early" was 3000 bytes.
    for (const quint32 seed : { 19u, 1u, 2u, 3u, 4u }) {
        QByteArray noise(int(1000 * seed + 3), '\0');
        QRandomGenerator random(seed);
        for (char &byte : noise) {
            byte = char(random.bounded(256));
        }
        QTest::addRow("binary noise %u", seed) << "bytes" << noise << "no valid JSON";
    }
    QTest::newRow("noise after a brace") << "bytes" << QByteArray("{#\x8c\x01\xff\x10 more noise here")
                                         << "no valid JSON";
    QTest::newRow("JSON list") << "bytes" << QByteArray("[1, 2]") << "not an object";
    QTest::newRow("other JSON") << "bytes" << QByteArray(R"({"format": "png"})")
                                << "not a session file";
    QTest::newRow("newer version") << "bytes" << replaced("\"version\": 1", "\"version\": 2")
                                   << "newer version";
    QTest::newRow("version as text") << "bytes" << replaced("\"version\": 1", "\"version\": \"1\"")
                                     << "“version”";
    QTest::newRow("N as text") << "bytes" << replaced("\"n\": 6", "\"n\": \"six\"")
                               << "“n” must be a whole number from 1 to 32";
    QTest::newRow("N fractional") << "bytes" << replaced("\"n\": 6", "\"n\": 6.5") << "“n”";
    QTest::newRow("N zero") << "bytes" << replaced("\"n\": 6", "\"n\": 0") << "“n”";
    QTest::newRow("N too big for the algorithm")
        << "bytes" << replaced("\"bitmask\"", "\"permutations\"").replace("\"n\": 6", "\"n\": 12")
        << "from 1 to 11";
    QTest::newRow("N missing") << "bytes" << replaced("\"n\": 6,", "") << "“n” is missing";
    QTest::newRow("unknown algorithm")
        << "bytes" << replaced("\"bitmask\"", "\"bogosort\"") << "unknown algorithm “bogosort”";
    QTest::newRow("algorithm as number")
        << "bytes" << replaced("\"bitmask\"", "7") << "unknown algorithm";
    QTest::newRow("negative step") << "bytes" << replaced("\"step\": 40", "\"step\": -1")
                                   << "“step”";
    QTest::newRow("step too large") << "bytes" << replaced("\"step\": 40", "\"step\": 1e300")
                                    << "“step”";
    QTest::newRow("speed out of range") << "bytes" << replaced("\"speed\": 5", "\"speed\": 12")
                                        << "“speed”";
    QTest::newRow("breakpoint as text")
        << "bytes" << replaced("\"solution\": true", "\"solution\": \"yes\"")
        << "“breakpoints.solution” must be true or false";
    QTest::newRow("depth beyond N") << "bytes" << replaced("\"depth\": 4", "\"depth\": 7")
                                    << "“breakpoints.depth”";
    QTest::newRow("unknown mode") << "bytes" << replaced("\"mode\": \"run\"", "\"mode\": \"race\"")
                                  << "“mode” must be one of run, play, predict";
    QTest::newRow("unknown question kind")
        << "bytes" << replaced("\"next-event\"", "\"riddle\"") << "“predict.kinds”";
    QTest::newRow("panels not a list")
        << "bytes" << replaced("[\"countersDock\", \"pseudocodeDock\", \"searchTreeDock\"]", "3")
        << "“view.panels” must be a list";
    QTest::newRow("given queens attack")
        << "bytes" << session(R"("n": 4, "algorithm": "lock-lines", "start": [0, 1, -1, -1])")
        << "the queens on a4 and b3 attack each other along the diagonal";
    QTest::newRow("start of the wrong length")
        << "bytes" << session(R"("n": 4, "algorithm": "lock-lines", "start": [0, -1])")
        << "“start” must list 4 columns";
    QTest::newRow("play square off the board")
        << "bytes"
        << session(R"("n": 4, "algorithm": "lock-lines", "mode": "play", "play": [[0, 4]])")
        << "“play”";
    QTest::newRow("scene without a state")
        << "bytes"
        << QByteArray(R"({ "format": "nqueens-session", "version": 1, "scenes": [ { "note": "x" } ] })")
        << "scene 1:";
    QTest::newRow("forClass as a word")
        << "bytes" << replaced("\"version\": 1,", "\"version\": 1, \"forClass\": \"yes\",") << "“forClass”";
    QTest::newRow("forClass as a number")
        << "bytes" << replaced("\"version\": 1,", "\"version\": 1, \"forClass\": 1,") << "“forClass”";
    // Seeds and steps are 64-bit: above 2^53 - 1 a JSON number cannot be
    // exact, so they are strings of digits, read strictly.
    QTest::newRow("seed 2^53 + 1 as a number")
        << "bytes" << replaced("\"seed\": 1", "\"seed\": 9007199254740993") << "string of digits";
    QTest::newRow("step 2^53 as a number")
        << "bytes" << replaced("\"step\": 40", "\"step\": 9007199254740992") << "string of digits";
    QTest::newRow("seed 2^64 as a string")
        << "bytes" << replaced("\"seed\": 1", "\"seed\": \"18446744073709551616\"") << "“seed”";
    QTest::newRow("seed with a sign")
        << "bytes" << replaced("\"seed\": 1", "\"seed\": \"+5\"") << "“seed”";
    QTest::newRow("negative seed as a string")
        << "bytes" << replaced("\"seed\": 1", "\"seed\": \"-1\"") << "“seed”";
    QTest::newRow("seed with a space")
        << "bytes" << replaced("\"seed\": 1", "\"seed\": \" 5\"") << "“seed”";
    QTest::newRow("empty seed") << "bytes" << replaced("\"seed\": 1", "\"seed\": \"\"") << "“seed”";
    QTest::newRow("step as a word")
        << "bytes" << replaced("\"step\": 40", "\"step\": \"forty\"") << "“step”";
    QTest::newRow("N as a string of digits")
        << "bytes" << replaced("\"n\": 6", "\"n\": \"6\"") << "“n”";
    // Saved as "Unicode" by an editor: named as such, not "illegal value at byte 1".
    QTest::newRow("UTF-16 with a byte order mark") << "bytes" << utf16(goodSession(), true, true) << "UTF-16";
    QTest::newRow("UTF-16 big-endian") << "bytes" << utf16(goodSession(), false, true) << "UTF-16";
    QTest::newRow("UTF-16 without a byte order mark") << "bytes" << utf16(goodSession(), true, false)
                                                      << "not UTF-8 text";
    QTest::newRow("UTF-32 with a byte order mark")
        << "bytes" << QByteArray("\xff\xfe\0\0{\0\0\0", 8) << "UTF-32";
    QTest::newRow("a NUL byte inside")
        << "bytes" << QByteArray(goodSession()).insert(40, '\0') << "not UTF-8 text";
    // An activity's own part (SessionState::parts): named plainly, an object.
    QTest::newRow("activities as a list")
        << "bytes" << replaced("\"speed\": 5", "\"speed\": 5, \"activities\": []") << "“activities”";
    QTest::newRow("an activity's part as text")
        << "bytes" << replaced("\"speed\": 5", "\"speed\": 5, \"activities\": {\"new-mode\": \"x\"}")
        << "“activities.new-mode”";
    QTest::newRow("an activity named with markup")
        << "bytes" << replaced("\"speed\": 5", "\"speed\": 5, \"activities\": {\"<b>x</b>\": {}}")
        << "names a part wrongly";
    QTest::newRow("an activity named with a control character")
        << "bytes" << replaced("\"speed\": 5", "\"speed\": 5, \"activities\": {\"a\\u0007\": {}}")
        << "names a part wrongly";
    QTest::newRow("an activity named at length")
        << "bytes" << replaced("\"speed\": 5", "\"speed\": 5, \"activities\": {\"" + QByteArray(33, 'a') + "\": {}}")
        << "names a part wrongly";
    {
        QByteArray many = "\"speed\": 5, \"activities\": {";
        for (int i = 0; i <= SessionState::MaxParts; ++i) {
            many += (i ? ", " : "") + QByteArray("\"p") + QByteArray::number(i) + "\": {}";
        }
        QTest::newRow("33 activities' parts") << "bytes" << replaced("\"speed\": 5", many + "}") << "at most 32";
    }
    QTest::newRow("a folder") << "folder" << QByteArray() << "folder";
    QTest::newRow("a FIFO") << "fifo" << QByteArray() << "not a regular file";
    QTest::newRow("100 MB") << "huge" << QByteArray() << "too large";
    QTest::newRow("no such file") << "missing" << QByteArray() << "no such file";
    QTest::newRow("a loop of symbolic links") << "loop" << QByteArray() << "loop of symbolic links";
    QTest::newRow("a link to nothing") << "dangling" << QByteArray() << "does not exist";
}

void TestSession::refusesBadFiles()
{
    QFETCH(QString, kind);
    QFETCH(QByteArray, bytes);
    QFETCH(QString, problem);
    QVERIFY(m_dir.isValid());
    const QString path = m_dir.filePath(QStringLiteral("bad-%1.nqueens").arg(QString::fromUtf8(QTest::currentDataTag())));
    QFile::remove(path);
    if (kind == QLatin1String("bytes")) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
    } else if (kind == QLatin1String("folder")) {
        QVERIFY(QDir().mkpath(path));
    } else if (kind == QLatin1String("fifo")) {
        // Opening it would wait for a writer forever: the reader must not.
        QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
    } else if (kind == QLatin1String("huge")) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.resize(qint64(100) * 1024 * 1024)); // sparse: no 100 MB written
    } else if (kind == QLatin1String("loop")) {
        // a -> b -> a
        const QString other = path + QStringLiteral(".other");
        QFile::remove(other);
        QVERIFY(QFile::link(other, path));
        QVERIFY(QFile::link(path, other));
    } else if (kind == QLatin1String("dangling")) {
        QVERIFY(QFile::link(m_dir.filePath(QStringLiteral("gone.nqueens")), path));
    }

    QString why;
    QVERIFY(!SessionFile::read(path, &why));
    QVERIFY2(why.contains(problem), qPrintable(why));

    // In the window: a message naming the problem and the file, nothing changed.
    MainWindow window(5, nq::Algorithm::CheckQueens);
    window.controller()->runToStep(7);
    NQ_VERIFY_WAIT(nqtest::waitUntilStopped(*window.controller()));
    const SessionState before = window.sessions()->capture();
    QSignalSpy refused(window.sessions(), &SessionController::refused);
    QVERIFY(!window.sessions()->open(path));
    QCOMPARE(refused.size(), 1);
    const QString message = refused.at(0).at(0).toString();
    QVERIFY2(message.contains(problem) && message.contains(QDir::toNativeSeparators(path)),
        qPrintable(message));
    QVERIFY(window.findChild<QMessageBox *>(QStringLiteral("sessionRefused")));
    QCOMPARE(window.sessions()->capture(), before);
    QCOMPARE(window.sessions()->sceneIndex(), -1);
}

void TestSession::roundTrip_data()
{
    QTest::addColumn<QByteArray>("file");
    QTest::newRow("6 x 6 bitmask, breakpoints, predict settings") << goodSession();
    QTest::newRow("play mode")
        << session(R"("n": 5, "algorithm": "check-queens", "mode": "play",
                      "play": [[0, 1], [2, 2], [4, 4]], "view": { "presentation": true })");
    QTest::newRow("predict mode at step 9")
        << session(R"("n": 8, "algorithm": "lock-lines", "step": 9, "mode": "predict")");
    QTest::newRow("run from given queens")
        << session(R"("n": 6, "algorithm": "lock-lines", "start": [-1, 3, -1, -1, -1, -1], "step": 12)");
    QTest::newRow("min-conflicts with a seed")
        << session(R"("n": 20, "algorithm": "min-conflicts", "seed": 77, "step": 30)");
}

void TestSession::roundTrip()
{
    QFETCH(QByteArray, file);
    QString why;
    const std::optional<Lesson> asked = SessionFile::parse(file, &why);
    QVERIFY2(asked, qPrintable(why));
    const QString path = m_dir.filePath(QStringLiteral("asked.nqueens"));
    QVERIFY(SessionFile::write(path, *asked, &why));

    MainWindow window(8, nq::Algorithm::LockLines);
    NQ_VERIFY_WAIT(nqtest::showInEnglish(window));
    QSignalSpy applied(window.sessions(), &SessionController::applied);
    QVERIFY(window.sessions()->open(path));
    NQ_VERIFY_WAIT(nqtest::waitForSignals(applied, 1, "SessionController::applied"));

    // The window is where the file says, read back from its parts.
    const SessionState &want = asked->state;
    RunController *run = window.controller();
    QCOMPARE(run->boardSize(), want.n);
    QCOMPARE(run->algorithm(), want.algorithm);
    QCOMPARE(run->seed(), want.seed);
    QCOMPARE(run->start(), want.start);
    QCOMPARE(run->state().step(), want.step);
    QCOMPARE(run->speedIndex(), want.speedIndex);
    QCOMPARE(run->breakpoints().onSolution, want.breakOnSolution);
    QCOMPARE(run->breakpoints().atDepth, want.breakAtDepth);
    QCOMPARE(window.activities()->get<PlayMode>()->isActive(), want.mode == SessionState::Mode::Play);
    QCOMPARE(window.activities()->get<PredictMode>()->isActive(), want.mode == SessionState::Mode::Predict);
    if (want.mode == SessionState::Mode::Play) {
        QCOMPARE(window.activities()->get<PlayMode>()->controller()->position().queens(), want.playQueens);
    }
    QVERIFY(window.activities()->get<PredictMode>()->settings() == want.predict);
    QCOMPARE(window.presentation()->isPresenting(), want.presentation);
    if (want.panels) {
        for (const QString &name : { QStringLiteral("countersDock"), QStringLiteral("variablesDock"),
                 QStringLiteral("solutionsDock") }) {
            QCOMPARE(window.findChild<QDockWidget *>(name)->toggleViewAction()->isChecked(),
                want.panels->contains(name));
        }
    }

    // Saved again, the same state (the view as the window has it).
    const QString again = m_dir.filePath(QStringLiteral("again.nqueens"));
    QVERIFY(window.sessions()->save(again, &why));
    const std::optional<Lesson> saved = SessionFile::read(again, &why);
    QVERIFY2(saved, qPrintable(why));
    SessionState got = saved->state;
    got.panels = want.panels;
    QCOMPARE(got, want);
}

void TestSession::refusesStepBeyondTheEnd()
{
    // 4 x 4 lock-lines ends long before step 1000: found by running it,
    // before anything changes.
    const QString path = m_dir.filePath(QStringLiteral("far.nqueens"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(session(R"("n": 4, "algorithm": "lock-lines", "step": 1000)"));
    file.close();
    MainWindow window(7, nq::Algorithm::Bitmask);
    const SessionState before = window.sessions()->capture();
    QSignalSpy refused(window.sessions(), &SessionController::refused);
    QVERIFY(window.sessions()->open(path)); // read, then checked on a thread
    NQ_VERIFY_WAIT(nqtest::waitForSignals(refused, 1, "SessionController::refused"));
    const QString message = refused.at(0).at(0).toString();
    QVERIFY2(message.contains(QStringLiteral("before step 1000")), qPrintable(message));
    QCOMPARE(window.sessions()->capture(), before);
}

void TestSession::refusesStepOutOfReach_data()
{
    // 32 x 32 never ends: without a bound the check would count for years.
    QTest::addColumn<QByteArray>("file");
    QTest::addColumn<quint64>("step");
    const quint64 past = SessionController::MaxReachableStep + 1;
    QTest::newRow("10^15 on 32 x 32")
        << session(R"("n": 32, "algorithm": "lock-lines", "step": 1000000000000000)")
        << quint64(1000000000000000);
    QTest::newRow("one past the bound")
        << session(QByteArray(R"("n": 32, "algorithm": "bitmask", "step": )" + QByteArray::number(past)))
        << past;
    QTest::newRow("2^64 - 1 on 12 x 12")
        << session(R"("n": 12, "algorithm": "lock-lines", "step": "18446744073709551615")") << ~quint64(0);
    QTest::newRow("a lesson's third scene")
        << QByteArray(R"({ "format": "nqueens-session", "version": 1, "scenes": [
             { "state": { "n": 8, "algorithm": "lock-lines", "step": 3 } },
             { "state": { "n": 8, "algorithm": "lock-lines", "step": 5 } },
             { "state": { "n": 30, "algorithm": "mrv", "step": )" + QByteArray::number(past) + R"( } } ] })")
        << past;
}

void TestSession::refusesStepOutOfReach()
{
    QFETCH(QByteArray, file);
    QFETCH(quint64, step);
    const QString path = m_dir.filePath(QStringLiteral("unreachable.nqueens"));
    QFile out(path);
    QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
    out.write(file);
    out.close();
    QString why;
    QVERIFY2(SessionFile::read(path, &why), qPrintable(why)); // a good file, out of reach
    MainWindow window(7, nq::Algorithm::Bitmask);
    window.controller()->runToStep(5);
    NQ_VERIFY_WAIT(nqtest::waitUntilStopped(*window.controller()));
    const SessionState before = window.sessions()->capture();
    QSignalSpy refused(window.sessions(), &SessionController::refused);
    QVERIFY(!window.sessions()->open(path)); // at once: nothing runs
    QCOMPARE(refused.size(), 1);
    const QString message = refused.at(0).at(0).toString();
    QVERIFY2(message.contains(QString::number(step))
            && message.contains(QString::number(SessionController::MaxReachableStep))
            && message.contains(QDir::toNativeSeparators(path)),
        qPrintable(message));
    QVERIFY(!window.sessions()->isApplying());
    QCOMPARE(window.sessions()->capture(), before);
    QCOMPARE(window.sessions()->sceneIndex(), -1);

    // A state applied directly (a scene, a caller) is refused the same way.
    SessionState far = before;
    far.step = step;
    window.sessions()->apply(far);
    QCOMPARE(refused.size(), 2);
    QVERIFY(!window.sessions()->isApplying());
    QCOMPARE(window.sessions()->capture(), before);
}

void TestSession::wideNumbersSurvive_data()
{
    QTest::addColumn<quint64>("value");
    QTest::newRow("0") << quint64(0);
    QTest::newRow("2^53 - 1") << (quint64(1) << 53) - 1;
    QTest::newRow("2^53") << (quint64(1) << 53);
    QTest::newRow("2^53 + 1") << (quint64(1) << 53) + 1;
    QTest::newRow("2^64 - 1") << ~quint64(0);
}

void TestSession::wideNumbersSurvive()
{
    // Seeds and steps are 64-bit: each value comes back exactly, in a
    // state and in a scene.
    QFETCH(quint64, value);
    Lesson lesson;
    lesson.state.algorithm = nq::Algorithm::MinConflicts;
    lesson.state.n = 20;
    lesson.state.seed = value;
    lesson.state.step = value;
    lesson.scenes.append({ {}, lesson.state });
    QString why;
    const std::optional<Lesson> read = SessionFile::parse(SessionFile::serialize(lesson), &why);
    QVERIFY2(read, qPrintable(why));
    QCOMPARE(read->state.seed, value);
    QCOMPARE(read->state.step, value);
    QCOMPARE(read->scenes.constFirst().state.seed, value);
    QCOMPARE(read->scenes.constFirst().state.step, value);

    // A window's seed saved and opened again (a few steps in: far steps
    // are the controller's to refuse).
    MainWindow window(20, nq::Algorithm::MinConflicts);
    window.controller()->setSeed(value);
    window.controller()->runToStep(3);
    NQ_VERIFY_WAIT(nqtest::waitUntilStopped(*window.controller()));
    const QString path = m_dir.filePath(QStringLiteral("seed.nqueens"));
    QVERIFY2(window.sessions()->save(path, &why), qPrintable(why));
    MainWindow other(8, nq::Algorithm::LockLines);
    QSignalSpy applied(other.sessions(), &SessionController::applied);
    QSignalSpy refused(other.sessions(), &SessionController::refused);
    QVERIFY(other.sessions()->open(path));
    NQ_VERIFY_WAIT(nqtest::waitForSignals(applied, 1, "SessionController::applied"));
    QVERIFY(refused.isEmpty());
    QCOMPARE(other.controller()->seed(), value);
    QCOMPARE(other.controller()->state().step(), quint64(3));
    QCOMPARE(other.sessions()->capture(), window.sessions()->capture());
}

void TestSession::numbersAsWritten_data()
{
    // Files as older versions wrote them (numbers) and as this one writes
    // large values (strings of digits).
    QTest::addColumn<QByteArray>("file");
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<quint64>("step");
    QTest::newRow("plain numbers") << session(R"("n": 8, "algorithm": "lock-lines", "seed": 77, "step": 12)")
                                   << quint64(77) << quint64(12);
    QTest::newRow("2^53 - 1 as a number")
        << session(R"("n": 8, "algorithm": "lock-lines", "seed": 9007199254740991, "step": 0)")
        << (quint64(1) << 53) - 1 << quint64(0);
    QTest::newRow("a whole number written with a point")
        << session(R"("n": 8, "algorithm": "lock-lines", "seed": 5.0, "step": 2.0)") << quint64(5) << quint64(2);
    QTest::newRow("strings of digits")
        << session(R"("n": 8, "algorithm": "lock-lines", "seed": "9007199254740993", "step": "7")")
        << (quint64(1) << 53) + 1 << quint64(7);
    QTest::newRow("2^64 - 1 as a string")
        << session(R"("n": 8, "algorithm": "lock-lines", "seed": "18446744073709551615")")
        << ~quint64(0) << quint64(0);
}

void TestSession::numbersAsWritten()
{
    QFETCH(QByteArray, file);
    QFETCH(quint64, seed);
    QFETCH(quint64, step);
    QString why;
    const std::optional<Lesson> read = SessionFile::parse(file, &why);
    QVERIFY2(read, qPrintable(why));
    QCOMPARE(read->state.seed, seed);
    QCOMPARE(read->state.step, step);
}

void TestSession::longNoteKeepsTheButtons_data()
{
    QTest::addColumn<QString>("piece"); // repeated to a million characters
    QTest::newRow("words") << QStringLiteral("The queen on d4 is taken back. ");
    QTest::newRow("one long word") << QStringLiteral("x");
    QTest::newRow("lines") << QStringLiteral("Step 23.\n");
}

void TestSession::longNoteKeepsTheButtons()
{
    // A note of a million characters (a damaged or a pasted-into file):
    // Previous and Next stay in the window and work.
    QFETCH(QString, piece);
    MainWindow window(6, nq::Algorithm::LockLines);
    NQ_VERIFY_WAIT(nqtest::showInEnglish(window));
    SessionController *sessions = window.sessions();
    QString note;
    note.reserve(1000000 + piece.size());
    while (note.size() < 1000000) {
        note += piece;
    }
    note.truncate(1000000);
    window.controller()->runToStep(4);
    NQ_VERIFY_WAIT(nqtest::waitUntilStopped(*window.controller()));
    sessions->addScene(QStringLiteral("Short."));
    window.controller()->runToStep(9);
    NQ_VERIFY_WAIT(nqtest::waitUntilStopped(*window.controller()));
    sessions->addScene(note);
    QCOMPARE(sessions->sceneIndex(), 1);
    auto *lessonDock = window.findChild<QDockWidget *>(QStringLiteral("lessonDock"));
    QVERIFY(lessonDock && lessonDock->isVisible());
    QApplication::processEvents();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    QTest::qWait(50);
    const QRect inside = window.rect();
    for (QAction *action : { sessions->previousSceneAction(), sessions->nextSceneAction() }) {
        QToolButton *button = nullptr;
        for (QToolButton *candidate : sessions->lessonPanel()->findChildren<QToolButton *>()) {
            if (candidate->defaultAction() == action) {
                button = candidate;
            }
        }
        QVERIFY(button);
        QVERIFY(button->isVisible());
        // Its whole rectangle within the dock's visible part and the window.
        const QRect shown(button->mapTo(&window, QPoint(0, 0)), button->size());
        QVERIFY2(inside.contains(shown) && !shown.isEmpty(),
            qPrintable(QStringLiteral("%1 at %2,%3 %4x%5 in %6x%7")
                           .arg(action->text())
                           .arg(shown.x())
                           .arg(shown.y())
                           .arg(shown.width())
                           .arg(shown.height())
                           .arg(inside.width())
                           .arg(inside.height())));
        QVERIFY(QRect(lessonDock->mapTo(&window, QPoint(0, 0)), lessonDock->size()).contains(shown));
        QVERIFY(button->visibleRegion().boundingRect() == button->rect());
    }
    // Clicked: the scene before (the long note is gone with it).
    QToolButton *previous = nullptr;
    for (QToolButton *candidate : sessions->lessonPanel()->findChildren<QToolButton *>()) {
        if (candidate->defaultAction() == sessions->previousSceneAction()) {
            previous = candidate;
        }
    }
    QSignalSpy applied(sessions, &SessionController::applied);
    QTest::mouseClick(previous, Qt::LeftButton);
    QCOMPARE(sessions->sceneIndex(), 0);
    NQ_VERIFY_WAIT(nqtest::waitForSignals(applied, 1, "SessionController::applied"));
    QCOMPARE(window.controller()->state().step(), quint64(4));
    QCOMPARE(sessions->lessonPanel()->noteText(), QStringLiteral("Short."));
}

// Issue 27 (12): after N was changed by hand, the lesson panel does not
// show the scene's note as if it were still on the board, and the Predict
// score from before the lesson does not carry into it.
void TestSession::lessonPanelSaysWhenTheBoardLeftTheScene()
{
    MainWindow window(6, nq::Algorithm::LockLines);
    NQ_VERIFY_WAIT(nqtest::showInEnglish(window));
    SessionController *sessions = window.sessions();
    PredictMode *predict = window.activities()->get<PredictMode>();
    // A question answered before the lesson: the score counts it.
    predict->setActive(true);
    RunController *run = window.controller();
    for (int i = 0; i < 200 && !predict->openQuestion(); ++i) {
        const quint64 before = run->state().step();
        run->step();
        NQ_VERIFY_WAIT(nqtest::waitUntil(
            [&] { return predict->openQuestion() || run->state().step() != before; }, "a step"));
    }
    QVERIFY(predict->openQuestion());
    predict->revealAnswer();
    QCOMPARE(predict->score().total().asked, 1u);
    QSignalSpy applied(sessions, &SessionController::applied);
    QVERIFY(sessions->open(QStringLiteral(":/lessons/4x4-by-hand.nqueens"), false));
    NQ_VERIFY_WAIT(nqtest::waitForSignals(applied, 1, "SessionController::applied"));
    QCOMPARE(predict->score().total().asked, 0u);
    LessonPanel *panel = sessions->lessonPanel();
    QVERIFY(panel->leftText().isEmpty());
    run->setBoardSize(8);
    QVERIFY2(panel->leftText().contains(QStringLiteral("8 x 8")), qPrintable(panel->leftText()));
    QVERIFY(panel->leftText().contains(QStringLiteral("scene 1")));
    // Back in the lesson: the note is the board's again.
    sessions->goToScene(1);
    NQ_VERIFY_WAIT(nqtest::waitForSignals(applied, 2, "SessionController::applied"));
    QVERIFY2(panel->leftText().isEmpty(), qPrintable(panel->leftText()));
}

void TestSession::lessonSceneStartsTheCursorOnTheTopRow()
{
    // "Click a square of the top row": the keyboard's cursor is there too
    // (a4 on 4 x 4), wherever it was left before the scene.
    MainWindow window(6, nq::Algorithm::LockLines);
    NQ_VERIFY_WAIT(nqtest::showInEnglish(window));
    window.activities()->get<PlayMode>()->setActive(true);
    window.presenter()->setCursor(QPoint(3, 5));
    QCOMPARE(window.presenter()->cursor(), QPoint(3, 5));
    SessionController *sessions = window.sessions();
    QSignalSpy applied(sessions, &SessionController::applied);
    QVERIFY(sessions->open(QStringLiteral(":/lessons/4x4-by-hand.nqueens"), false));
    NQ_VERIFY_WAIT(nqtest::waitForSignals(applied, 1, "SessionController::applied"));
    QVERIFY(window.presenter()->playLayer());
    QCOMPARE(window.presenter()->cursor(), QPoint(0, 0));
    // The next play scene starts there again.
    window.presenter()->setCursor(QPoint(2, 3));
    sessions->goToScene(1);
    NQ_VERIFY_WAIT(nqtest::waitForSignals(applied, 2, "SessionController::applied"));
    QCOMPARE(window.presenter()->cursor(), QPoint(0, 0));
}

void TestSession::savedWindowComesBackAsItWas_data()
{
    QTest::addColumn<quint32>("seed");
    for (quint32 seed = 1; seed <= 8; ++seed) {
        QTest::addRow("walk %u", seed) << seed;
    }
}

// Issue 27 (4): a random walk through the window (a lesson opened or not,
// its scenes visited, N and the algorithm changed by hand, steps, play or
// predict mode), saved and opened in a new window: the window is as it was
// when saved, the lesson at the scene that was shown.
void TestSession::savedWindowComesBackAsItWas()
{
    QFETCH(quint32, seed);
    QRandomGenerator random(seed);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("walk.nqueens"));
    SessionState saved;
    int savedScene = -1;
    qsizetype savedScenes = 0;
    {
        MainWindow window(6, nq::Algorithm::LockLines);
        NQ_VERIFY_WAIT(nqtest::showInEnglish(window));
        SessionController *sessions = window.sessions();
        RunController *run = window.controller();
        QSignalSpy applied(sessions, &SessionController::applied);
        if (random.bounded(2) == 0) {
            QVERIFY(sessions->open(QStringLiteral(":/lessons/4x4-by-hand.nqueens"), false));
            NQ_VERIFY_WAIT(nqtest::waitForSignals(applied, 1, "the lesson"));
            const int scene = random.bounded(int(sessions->lesson().scenes.size()));
            if (scene != sessions->sceneIndex()) {
                sessions->goToScene(scene);
                NQ_VERIFY_WAIT(nqtest::waitForSignals(applied, 2, "a scene"));
            }
        }
        static const nq::Algorithm backtrackers[] = { nq::Algorithm::CheckQueens,
            nq::Algorithm::LockLines, nq::Algorithm::ForwardChecking, nq::Algorithm::Mrv,
            nq::Algorithm::DancingLinks };
        for (int move = 0; move < 4; ++move) {
            switch (random.bounded(4)) {
            case 0:
                run->setBoardSize(4 + random.bounded(6));
                break;
            case 1:
                run->setAlgorithm(backtrackers[random.bounded(5)]);
                break;
            case 2: {
                const quint64 to = run->state().step() + 1 + random.bounded(20);
                run->runToStep(to);
                NQ_VERIFY_WAIT(nqtest::waitUntil(
                    [&] { return run->mode() == RunController::Mode::Paused
                              || run->mode() == RunController::Mode::Finished; },
                    "the steps"));
                break;
            }
            default:
                if (random.bounded(2) == 0) {
                    window.activities()->get<PlayMode>()->setActive(true);
                } else {
                    window.activities()->get<PredictMode>()->setActive(true);
                }
                break;
            }
        }
        saved = sessions->capture();
        QString error;
        QVERIFY2(sessions->save(path, &error), qPrintable(error));
        savedScene = sessions->sceneIndex();
        savedScenes = sessions->lesson().scenes.size();
    }
    MainWindow again(8, nq::Algorithm::LockLines);
    NQ_VERIFY_WAIT(nqtest::showInEnglish(again));
    QSignalSpy applied(again.sessions(), &SessionController::applied);
    QVERIFY(again.sessions()->open(path));
    NQ_VERIFY_WAIT(nqtest::waitForSignals(applied, 1, "the saved window"));
    QCOMPARE(again.sessions()->lesson().scenes.size(), savedScenes);
    QCOMPARE(again.sessions()->sceneIndex(), savedScene);
    const SessionState now = again.sessions()->capture();
    QCOMPARE(now.n, saved.n);
    QCOMPARE(now.algorithm, saved.algorithm);
    QCOMPARE(now.step, saved.step);
    QCOMPARE(int(now.mode), int(saved.mode));
    QVERIFY(now == saved);
}

void TestSession::examplesOpen_data()
{
    QTest::addColumn<QString>("path");
    for (const QString &path : HelpMenu::examplePaths()) {
        QTest::newRow(qPrintable(path)) << path;
    }
}

void TestSession::examplesOpen()
{
    QFETCH(QString, path);
    QString why;
    const std::optional<Lesson> lesson = SessionFile::read(path, &why);
    QVERIFY2(lesson, qPrintable(why));
    QVERIFY(lesson->scenes.size() >= 4);
    MainWindow window(8, nq::Algorithm::LockLines);
    NQ_VERIFY_WAIT(nqtest::showInEnglish(window));
    SessionController *sessions = window.sessions();
    QSignalSpy applied(sessions, &SessionController::applied);
    // In front of a class: F5 first, and no scene may leave presentation mode.
    window.presentation()->setPresenting(true);
    QVERIFY(sessions->open(path, false));
    for (int scene = 0; scene < lesson->scenes.size(); ++scene) {
        NQ_VERIFY_WAIT(nqtest::waitForSignals(applied, scene + 1, "SessionController::applied"));
        const Lesson::Scene &want = lesson->scenes.at(scene);
        QVERIFY(window.presentation()->isPresenting());
        QCOMPARE(sessions->sceneIndex(), scene);
        QCOMPARE(window.controller()->state().step(), want.state.step);
        QCOMPARE(window.controller()->boardSize(), want.state.n);
        // Every note in every language the program speaks.
        for (const QString &language : LanguageManager::availableLanguages()) {
            QVERIFY2(want.note.contains(language),
                qPrintable(QStringLiteral("scene %1 has no note in %2").arg(scene + 1).arg(language)));
        }
        QCOMPARE(sessions->lessonPanel()->noteText(), Lesson::text(want.note, QStringLiteral("en")));
        sessions->nextScene();
    }
    QCOMPARE(applied.size(), lesson->scenes.size());
}

void TestSession::pageKeysReachTheScenes_data()
{
    // The widget that has the focus when the clicker sends its key.
    QTest::addColumn<QString>("focus");
    QTest::newRow("board") << "board";
    QTest::newRow("solutions list") << "list";
    QTest::newRow("timeline") << "slider";
    QTest::newRow("a spin box") << "spin";
}

void TestSession::pageKeysReachTheScenes()
{
    QFETCH(QString, focus);
    MainWindow window(8, nq::Algorithm::LockLines);
    NQ_VERIFY_WAIT(nqtest::showInEnglish(window));
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    SessionController *sessions = window.sessions();
    QSignalSpy applied(sessions, &SessionController::applied);
    QVERIFY(sessions->open(HelpMenu::examplePaths().at(0), false));
    NQ_VERIFY_WAIT(nqtest::waitForSignals(applied, 1, "SessionController::applied"));

    QWidget *target = nullptr;
    if (focus == QLatin1String("board")) {
        target = window.centralWidget();
    } else if (focus == QLatin1String("list")) {
        auto *dock = window.findChild<QDockWidget *>(QStringLiteral("solutionsDock"));
        dock->show();
        dock->raise();
        target = dock->findChild<QAbstractItemView *>();
    } else if (focus == QLatin1String("slider")) {
        target = window.timeline();
    } else {
        target = window.findChild<QSpinBox *>();
    }
    QVERIFY(target);
    QVERIFY(target->isVisible());
    target->setFocus(Qt::OtherFocusReason);
    QTRY_VERIFY(target->hasFocus());

    QTest::keyClick(QApplication::focusWidget(), Qt::Key_PageDown);
    NQ_VERIFY_WAIT(nqtest::waitForSignals(applied, 2, "the next scene applied"));
    QCOMPARE(sessions->sceneIndex(), 1);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_PageDown);
    NQ_VERIFY_WAIT(nqtest::waitForSignals(applied, 3, "the scene after applied"));
    QCOMPARE(sessions->sceneIndex(), 2);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_PageUp);
    NQ_VERIFY_WAIT(nqtest::waitForSignals(applied, 4, "the previous scene applied"));
    QCOMPARE(sessions->sceneIndex(), 1);
    QCOMPARE(window.controller()->state().step(), sessions->lesson().scenes.at(1).state.step);
}

void TestSession::addSceneMakesALesson()
{
    MainWindow window(6, nq::Algorithm::LockLines);
    SessionController *sessions = window.sessions();
    QVERIFY(!sessions->nextSceneAction()->isEnabled());
    window.controller()->runToStep(5);
    NQ_VERIFY_WAIT(nqtest::waitUntilStopped(*window.controller()));
    sessions->addScene(QStringLiteral("Five steps in."));
    window.controller()->runToStep(20);
    NQ_VERIFY_WAIT(nqtest::waitUntilStopped(*window.controller()));
    sessions->addScene(QStringLiteral("Twenty."));
    QCOMPARE(sessions->lesson().scenes.size(), 2);
    QCOMPARE(sessions->sceneIndex(), 1);
    QVERIFY(sessions->previousSceneAction()->isEnabled());
    const QString path = m_dir.filePath(QStringLiteral("lesson.nqueens"));
    QString why;
    QVERIFY(sessions->save(path, &why));
    const std::optional<Lesson> lesson = SessionFile::read(path, &why);
    QVERIFY2(lesson, qPrintable(why));
    QCOMPARE(lesson->scenes.size(), 2);
    QCOMPARE(lesson->scenes.at(0).state.step, quint64(5));
    QCOMPARE(lesson->scenes.at(1).state.step, quint64(20));
    QCOMPARE(Lesson::text(lesson->scenes.at(0).note, QStringLiteral("fr")), QStringLiteral("Five steps in."));
}

void TestSession::writesAtomically()
{
    // A failed write leaves the old file as it was.
    const QString path = m_dir.filePath(QStringLiteral("kept.nqueens"));
    QString why;
    const std::optional<Lesson> lesson = SessionFile::parse(goodSession(), &why);
    QVERIFY2(lesson, qPrintable(why));
    QVERIFY(SessionFile::write(path, *lesson, &why));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray written = file.readAll();
    file.close();
    QVERIFY(written.startsWith("{\n    \"format\": \"nqueens-session\"")); // the MIME magic
    QCOMPARE(SessionFile::parse(written, &why), lesson);
    const QString folder = m_dir.filePath(QStringLiteral("locked"));
    QVERIFY(QDir().mkpath(folder));
    QFile::setPermissions(folder, QFile::ReadOwner | QFile::ExeOwner);
    {
        // As root too (CI's user): the folder's permissions hold for this thread.
        const WithoutFilePrivileges asAnyUser;
        QVERIFY(asAnyUser.isValid());
        QFile probe(folder + QStringLiteral("/probe"));
        QVERIFY2(!probe.open(QIODevice::WriteOnly), "the read-only folder could be written");
        QVERIFY(!SessionFile::write(folder + QStringLiteral("/x.nqueens"), *lesson, &why));
    }
    QVERIFY2(why.contains(QStringLiteral("x.nqueens")), qPrintable(why));
    QVERIFY2(why.contains(QStringLiteral("permission denied")), qPrintable(why));
    QVERIFY(QDir(folder).isEmpty());
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), written);
}

// File > Save session onto a full disk: the file that was there is kept
// byte for byte, the window says what failed and never "Saved" (a bare
// QSaveFile's buffered write error went unchecked and left 0 bytes).
void TestSession::fullDiskSaysSoAndKeepsTheFile()
{
    FullFolder full;
    QVERIFY(full.isValid());
    const QString path = full.filePath(QStringLiteral("s.nqueens"));
    MainWindow window(8, nq::Algorithm::LockLines);
    QString why;
    QVERIFY2(window.sessions()->save(path, &why), qPrintable(why));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray old = file.readAll();
    file.close();
    QVERIFY(old.size() > 100);
    QVERIFY(old.size() < 2048); // within the file size limit where there is no tmpfs
    // A lesson of many scenes: more than the room left.
    for (int i = 0; i < 40; ++i) {
        window.sessions()->addScene(QStringLiteral("scene %1 ").arg(i).repeated(20));
    }
    QSignalSpy messages(window.sessions(), &SessionController::message);
    full.fill();
    const bool saved = window.sessions()->save(path, &why);
    full.unfill();
    QVERIFY(!saved);
    QVERIFY2(why.contains(full.expectedReason()), qPrintable(why));
    QVERIFY2(why.contains(QStringLiteral("s.nqueens")), qPrintable(why));
    for (const QList<QVariant> &message : messages) {
        QVERIFY2(!message.constFirst().toString().startsWith(QStringLiteral("Saved")),
            qPrintable(message.constFirst().toString()));
    }
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), old);
}

// A save that failed opens a box titled as such (it said "Session not
// opened"), in the window's text size: presentation mode's, not the
// desktop's 9 points a class cannot read.
void TestSession::failedSaveIsABoxInTheWindowsTextSize()
{
    MainWindow window(8, nq::Algorithm::LockLines);
    NQ_VERIFY_WAIT(nqtest::showInEnglish(window));
    window.presentation()->setPresenting(true);
    emit window.sessions()->saveFailed(QStringLiteral("Could not save “x.nqueens”: the disk is full"));
    auto *box = window.findChild<QMessageBox *>(QStringLiteral("sessionNotSaved"));
    QVERIFY(box);
    QCOMPARE(box->windowTitle(), QStringLiteral("Session not saved"));
    QVERIFY(box->font().pointSizeF() > QApplication::font().pointSizeF() * 1.3);
    QCOMPARE(box->font().pointSizeF(), window.statusBar()->font().pointSizeF());
    box->close();
    window.presentation()->setPresenting(false);
}

void TestSession::commandLineTakesOneFile_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<QString>("file");
    QTest::newRow("none") << QStringList() << true << QString();
    QTest::newRow("one") << QStringList { QStringLiteral("a.nqueens") } << true << "a.nqueens";
    QTest::newRow("with options") << QStringList { QStringLiteral("--lang"), QStringLiteral("fr"),
        QStringLiteral("/tmp/b.nqueens") } << true << "/tmp/b.nqueens";
    QTest::newRow("two") << QStringList { QStringLiteral("a.nqueens"), QStringLiteral("b.nqueens") }
                         << false << QString();
}

void TestSession::commandLineTakesOneFile()
{
    QFETCH(QStringList, arguments);
    QFETCH(bool, valid);
    QFETCH(QString, file);
    ProgramOptions options;
    const ProgramOptions::Status status
        = options.parse(QStringList { QStringLiteral("nqueens-visualizer") } + arguments);
    QCOMPARE(status == ProgramOptions::Status::Run, valid);
    if (valid) {
        QCOMPARE(options.sessionFile(), file);
    } else {
        QVERIFY(options.errorText().contains(QStringLiteral("b.nqueens")));
    }
}

// A new activity's part goes through the file and back by the
// SessionController asking every activity of the host, none named: its part
// written when the window is saved, its settings taken before the run is
// replayed to the step, the rest at the step, and a lesson opened said to
// each.
void TestSession::everyActivityKeepsItsPart()
{
    QStringList log;
    const QList<QPoint> queens { QPoint(1, 0), QPoint(3, 1), QPoint(0, 3) };
    const QString path = m_dir.filePath(QStringLiteral("parts.nqueens"));
    {
        RecordedWindow saved(&log);
        saved.run.setBoardSize(6);
        saved.run.runToStep(12);
        NQ_VERIFY_WAIT(nqtest::waitUntilStopped(saved.run));
        QCOMPARE(saved.run.state().step(), quint64(12));
        saved.newMode()->enter();
        saved.newMode()->queens = queens;
        saved.sessions->addScene(QString()); // a lesson: opening it says so to each
        log.clear();
        QString why;
        QVERIFY2(saved.sessions->save(path, &why), qPrintable(why));
        QCOMPARE(log, asked("save", 12));
        const std::optional<Lesson> lesson = SessionFile::read(path, &why);
        QVERIFY2(lesson, qPrintable(why));
        QVERIFY(lesson->state.parts.contains(QStringLiteral("new-mode")));
        QCOMPARE(lesson->state.mode, SessionState::Mode::Run); // no field of the file is the new mode's
        QVERIFY(lesson->state.playQueens.isEmpty());
        QCOMPARE(lesson->scenes.size(), 1);
    }

    log.clear();
    RecordedWindow opened(&log);
    QSignalSpy applied(opened.sessions.get(), &SessionController::applied);
    QVERIFY(opened.sessions->open(path));
    NQ_VERIFY_WAIT(nqtest::waitForSignals(applied, 1, "SessionController::applied"));
    QCOMPARE(opened.run.boardSize(), 6);
    QCOMPARE(opened.run.state().step(), quint64(12));
    QCOMPARE(log, asked("lesson", 0) + asked("settings", 0) + asked("session", 12));
    QVERIFY(opened.host.isActive(Activity::Kind::Play));
    QCOMPARE(opened.newMode()->queens, queens);

    // Saved again: the same part.
    const SessionState again = opened.sessions->capture();
    QCOMPARE(again.parts.value(QStringLiteral("new-mode")),
        SessionFile::read(path, nullptr)->state.parts.value(QStringLiteral("new-mode")));
}

QTEST_MAIN(TestSession)
#include "tst_session.moc"
