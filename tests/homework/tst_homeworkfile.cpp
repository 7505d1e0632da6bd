// SPDX-License-Identifier: MIT
// The homework as one HTML file: under 1 MB, its Content-Security-Policy,
// no URL of any network anywhere in it, its scripts (homework.js, board.js)
// parse no markup and run no string as code, the homework read back equal, the
// page's words in the homework's language, written atomically and
// registered.
#include "homework/homeworkfile.h"
#include "homework/homeworkpagetext.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

class TestHomeworkFile : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void thePage_data();
    void thePage();
    void scriptsWriteNoMarkupNoCodeNoAddress_data();
    void scriptsWriteNoMarkupNoCodeNoAddress();
    void languageOfTheHomeworkNotTheWindows();
    void hostileTitle();
    void atomicWrite();
    void registered();
};

namespace {

HomeworkSpec sample(const QString &language)
{
    HomeworkSpec spec;
    spec.id = HomeworkSpec::newId();
    spec.title = QStringLiteral("Backtracking, week 3");
    spec.language = language;
    HomeworkTask practice;
    practice.algorithm = QStringLiteral("lock-lines");
    practice.n = 6;
    HomeworkTask steps;
    steps.algorithm = QStringLiteral("mrv");
    steps.n = 10;
    steps.stepLimit = 40;
    steps.pupilRefuses = true;
    spec.tasks = {practice, steps};
    return spec;
}

} // namespace

void TestHomeworkFile::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    // This build was made with the module (tests/homework/CMakeLists.txt
    // says so from the build's targets): a build without it must say why.
#if NQ_EXPECT_MODULE
    QVERIFY2(HomeworkFile::available(), "the WebAssembly module is not embedded");
#else
    QVERIFY(!HomeworkFile::available());
    QString reason;
    QVERIFY(HomeworkFile::html(sample(QStringLiteral("en")), &reason).isEmpty());
    QVERIFY(reason.contains(QStringLiteral("unavailable")));
#endif
}

void TestHomeworkFile::thePage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("handIn"); // the Hand in button's words in that language
    QTest::addColumn<QString>("lockLines"); // lock-lines as the menus name it there
    QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("Hand in") << QStringLiteral("Lock lines");
    QTest::newRow("de") << QStringLiteral("de") << QStringLiteral("Abgeben") << QStringLiteral("Linien sperren");
    QTest::newRow("es") << QStringLiteral("es") << QStringLiteral("Entregar") << QStringLiteral("Bloquear líneas");
    QTest::newRow("fr") << QStringLiteral("fr") << QStringLiteral("Rendre") << QStringLiteral("Tableaux de verrous");
}

void TestHomeworkFile::thePage()
{
    if (!HomeworkFile::available())
        return; // initTestCase checked that this build has no module, and why
    QFETCH(QString, language);
    QFETCH(QString, handIn);
    QFETCH(QString, lockLines);
    const HomeworkSpec spec = sample(language);
    QString reason;
    const QByteArray html = HomeworkFile::html(spec, &reason);
    QVERIFY2(!html.isEmpty(), qPrintable(reason));
    QVERIFY2(html.size() < 1000 * 1000, qPrintable(QString::number(html.size())));
    // The policy, in the head, before any script.
    const QByteArray csp = "<meta http-equiv=\"Content-Security-Policy\" content=\""
        + HomeworkFile::contentSecurityPolicy().toUtf8() + "\">";
    QVERIFY(html.contains(csp));
    QVERIFY(html.indexOf(csp) < html.indexOf("<script"));
    QVERIFY(HomeworkFile::contentSecurityPolicy().startsWith(QStringLiteral("default-src 'none';")));
    QVERIFY(!HomeworkFile::contentSecurityPolicy().contains(QStringLiteral("connect-src")));
    // No address of any network: no request can even be written down.
    static const QRegularExpression url(QStringLiteral("(https?|wss?|ftp)://"),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = url.match(QString::fromUtf8(html));
    QVERIFY2(!match.hasMatch(), qPrintable(QString::fromUtf8(html.mid(match.capturedStart() - 40, 100))));
    // Every placeholder filled (a name the filler does not know stays as it
    // is), the module, the board's script and style and the page's script inside.
    QVERIFY(!QRegularExpression(QStringLiteral("\\{\\{[A-Za-z_]+\\}\\}")).match(QString::fromUtf8(html)).hasMatch());
    QVERIFY(html.contains("const NqBoard = "));
    // The element board.js takes the SVG namespace from.
    QVERIFY(html.contains("<svg id=\"svg-namespace\" hidden aria-hidden=\"true\"></svg>"));
    QVERIFY(html.contains(".board button.square"));
    QVERIFY(html.contains("nq_practice_act"));
    QVERIFY(html.contains("nqueens-homework-result"));
    QVERIFY(html.contains("<html lang=\"" + language.toUtf8() + "\">"));
    // The homework reads back equal.
    const std::optional<HomeworkSpec> back = HomeworkFile::readFromHtml(html, &reason);
    QVERIFY2(back.has_value(), qPrintable(reason));
    QVERIFY(*back == spec);
    // The words, in the homework's language.
    const QByteArray open = "<script type=\"application/json\" id=\"nq-words\">";
    const qsizetype start = html.indexOf(open) + open.size();
    const QJsonObject words
        = QJsonDocument::fromJson(html.mid(start, html.indexOf("</script>", start) - start)).object();
    QCOMPARE(words.value(QStringLiteral("handIn")).toString(), handIn);
    // A task names its algorithm by its title, not its command-line name.
    QCOMPARE(words.value(QStringLiteral("algorithm.lock-lines")).toString(), lockLines);
    // The page's words and the learning room's templates, in one table.
    for (const QString &key : HomeworkPageText::strings(nullptr).keys())
        QVERIFY2(words.value(key).isString(), qPrintable(key));
    QVERIFY(words.value(QStringLiteral("practice.row")).isString());
    QVERIFY(words.value(QStringLiteral("predict.row")).isString());
    QVERIFY(words.size() > HomeworkPageText::strings(nullptr).size());
}

void TestHomeworkFile::scriptsWriteNoMarkupNoCodeNoAddress_data()
{
    QTest::addColumn<QString>("path");
    QTest::newRow("homework.js") << QStringLiteral(":/homework/homework.js");
    QTest::newRow("board.js") << QStringLiteral(":/board/board.js");
}

// The page's own scripts, as the resources hold them: the pupil's words and
// the file's homework reach the page as text only (no markup parsed from a
// string), no string is run as code, and no network address is written down
// (the SVG namespace comes from the page's hidden <svg>). The whole page's
// check for addresses (thePage) needs the module; this one does not.
void TestHomeworkFile::scriptsWriteNoMarkupNoCodeNoAddress()
{
    QFETCH(QString, path);
    QFile file(path);
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(path));
    const QString script = QString::fromUtf8(file.readAll());
    QVERIFY(script.size() > 1000);
    static const QRegularExpression markup(
        QStringLiteral("innerHTML|outerHTML|insertAdjacentHTML|document\\.write|createContextualFragment|DOMParser"));
    static const QRegularExpression code(
        QStringLiteral("\\beval\\s*\\(|\\bnew\\s+Function\\b|\\bset(Timeout|Interval)\\s*\\(\\s*['\"`]"));
    static const QRegularExpression address(QStringLiteral("(https?|wss?|ftp)://"),
                                            QRegularExpression::CaseInsensitiveOption);
    for (const QRegularExpression *pattern : {&markup, &code, &address}) {
        const QRegularExpressionMatch match = pattern->match(script);
        QVERIFY2(!match.hasMatch(), qPrintable(path + QStringLiteral(": ") + script.mid(match.capturedStart() - 30, 80)));
    }
}

// The window may show German while the teacher exports in English or
// French: every sentence of the file is in the homework's language.
void TestHomeworkFile::languageOfTheHomeworkNotTheWindows()
{
    if (!HomeworkFile::available())
        return;
    const auto wordsOf = [](const QString &language) {
        QString reason;
        const QByteArray html = HomeworkFile::html(sample(language), &reason);
        const QByteArray open = "<script type=\"application/json\" id=\"nq-words\">";
        const qsizetype start = html.indexOf(open) + open.size();
        return QJsonDocument::fromJson(html.mid(start, html.indexOf("</script>", start) - start)).object();
    };
    const QJsonObject english = wordsOf(QStringLiteral("en"));
    const QJsonObject french = wordsOf(QStringLiteral("fr"));
    QTranslator german;
    QVERIFY(german.load(QStringLiteral("nqueens_de"), QStringLiteral(":/i18n")));
    QVERIFY(QCoreApplication::installTranslator(&german));
    const QJsonObject englishUnderGerman = wordsOf(QStringLiteral("en"));
    const QJsonObject frenchUnderGerman = wordsOf(QStringLiteral("fr"));
    QCoreApplication::removeTranslator(&german);
    QCOMPARE(englishUnderGerman, english);
    QCOMPARE(frenchUnderGerman, french);
    QVERIFY(english.value(QStringLiteral("practice.row")) != french.value(QStringLiteral("practice.row")));
    // Counts' digit groups as the homework's language writes them.
    QCOMPARE(english.value(QStringLiteral("number.group")).toString(), QStringLiteral(","));
    QCOMPARE(wordsOf(QStringLiteral("de")).value(QStringLiteral("number.group")).toString(), QStringLiteral("."));
    // The English plural forms: a count of one is not "1 ...(s)".
    for (auto it = english.constBegin(); it != english.constEnd(); ++it)
        QVERIFY2(!it.value().toString().contains(QStringLiteral("(s)")), qPrintable(it.key()));
}

void TestHomeworkFile::hostileTitle()
{
    if (!HomeworkFile::available())
        return;
    HomeworkSpec spec = sample(QStringLiteral("en"));
    spec.title = QStringLiteral("</script><script>alert(1)</script><!--");
    QString reason;
    const QByteArray html = HomeworkFile::html(spec, &reason);
    QVERIFY2(!html.isEmpty(), qPrintable(reason));
    QVERIFY(!html.contains("<script>alert"));
    QVERIFY(html.contains("&lt;/script&gt;&lt;script&gt;alert(1)"));
    QCOMPARE(HomeworkFile::readFromHtml(html, &reason)->title, spec.title);
    // A homework the format refuses is not written.
    spec.title = QStringLiteral("two\nlines");
    QVERIFY(HomeworkFile::html(spec, &reason).isEmpty());
    QVERIFY2(reason.contains(QStringLiteral("title")), qPrintable(reason));
}

void TestHomeworkFile::atomicWrite()
{
    if (!HomeworkFile::available())
        return;
    QTemporaryDir folder;
    QVERIFY(folder.isValid());
    const QString path = folder.filePath(QStringLiteral("homework.html"));
    {
        QFile old(path);
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write("the teacher's earlier homework");
    }
    // A failed export leaves the file there whole.
    HomeworkSpec bad = sample(QStringLiteral("en"));
    bad.tasks.clear();
    QString reason;
    QVERIFY(!HomeworkFile::write(bad, path, &reason));
    QVERIFY(!reason.isEmpty());
    QFile read(path);
    QVERIFY(read.open(QIODevice::ReadOnly));
    QCOMPARE(read.readAll(), QByteArray("the teacher's earlier homework"));
    read.close();
    // A folder where the file should be: refused, the folder untouched.
    QVERIFY(QDir(folder.path()).mkdir(QStringLiteral("taken.html")));
    QVERIFY(!HomeworkFile::write(sample(QStringLiteral("en")), folder.filePath(QStringLiteral("taken.html")), &reason));
    QVERIFY(QFileInfo(folder.filePath(QStringLiteral("taken.html"))).isDir());
    // A good one replaces it, and nothing else is left in the folder.
    const HomeworkSpec spec = sample(QStringLiteral("fr"));
    QVERIFY2(HomeworkFile::write(spec, path, &reason), qPrintable(reason));
    QVERIFY(read.open(QIODevice::ReadOnly));
    const QByteArray html = read.readAll();
    QVERIFY(html.startsWith("<!DOCTYPE html>"));
    QCOMPARE(HomeworkFile::readFromHtml(html, &reason)->id, spec.id);
    QCOMPARE(QDir(folder.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
        QStringList({QStringLiteral("homework.html"), QStringLiteral("taken.html")}));
}

void TestHomeworkFile::registered()
{
    if (!HomeworkFile::available())
        return;
    QTemporaryDir folder;
    const HomeworkSpec spec = sample(QStringLiteral("de"));
    QString reason;
    QVERIFY2(HomeworkFile::write(spec, folder.filePath(QStringLiteral("h.html")), &reason), qPrintable(reason));
    QFile file(HomeworkFile::registryFolder() + QLatin1Char('/') + spec.id + QStringLiteral(".json"));
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
    const std::optional<HomeworkSpec> back
        = HomeworkSpec::fromJson(QJsonDocument::fromJson(file.readAll()).object(), &reason);
    QVERIFY2(back.has_value(), qPrintable(reason));
    QVERIFY(*back == spec);
}

QTEST_GUILESS_MAIN(TestHomeworkFile)
#include "tst_homeworkfile.moc"
