// SPDX-License-Identifier: MIT
// The one writer of the results files: each kind of CSV cell written one
// way (ResultsSheet), the format from the file's name and the file written
// through OutputFile (ResultsFile).
#include "files/outputfile.h"
#include "files/resultsfile.h"
#include "files/resultssheet.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <limits>

class TestResultsFile : public QObject
{
    Q_OBJECT

private slots:
    void cells_data();
    void cells();
    void formatOf_data();
    void formatOf();
    void writesTheFormatAsked_data();
    void writesTheFormatAsked();
    void failureIsOutputFilesSentence();
};

namespace {

// `sheet`'s one row, ended, as CSV.
QByteArray oneCell(ResultsSheet &sheet)
{
    return sheet.endRow().toCsv();
}

} // namespace

void TestResultsFile::cells_data()
{
    QTest::addColumn<QByteArray>("csv");
    QTest::addColumn<QByteArray>("expected");

    // Text: always quoted, quotes doubled, a formula defused (CsvText).
    QTest::newRow("text") << oneCell(ResultsSheet().text(QStringLiteral("Ann")))
                          << QByteArray("\"Ann\"\n");
    QTest::newRow("empty text") << oneCell(ResultsSheet().text(QString())) << QByteArray("\"\"\n");
    QTest::newRow("quotes") << oneCell(ResultsSheet().text(QStringLiteral("say \"hi\"")))
                            << QByteArray("\"say \"\"hi\"\"\"\n");
    QTest::newRow("comma and line break")
        << oneCell(ResultsSheet().text(QStringLiteral("a, b\nc"))) << QByteArray("\"a, b\nc\"\n");
    QTest::newRow("formula =") << oneCell(ResultsSheet().text(QStringLiteral("=1+1")))
                               << QByteArray("\"'=1+1\"\n");
    QTest::newRow("formula after spaces")
        << oneCell(ResultsSheet().text(QStringLiteral("  @SUM(A1)")))
        << QByteArray("\"'  @SUM(A1)\"\n");
    QTest::newRow("negative number as text")
        << oneCell(ResultsSheet().text(QStringLiteral("-1"))) << QByteArray("\"'-1\"\n");
    QTest::newRow("tab first") << oneCell(ResultsSheet().text(QStringLiteral("\tx")))
                               << QByteArray("\"'\tx\"\n");
    QTest::newRow("beyond ASCII") << oneCell(ResultsSheet().text(QStringLiteral("Zoë 日本")))
                                  << QByteArray("\"Zo\xc3\xab \xe6\x97\xa5\xe6\x9c\xac\"\n");
    // Words: the program's own names, as they are.
    QTest::newRow("word") << oneCell(ResultsSheet().word(QStringLiteral("right-first")))
                          << QByteArray("right-first\n");
    QTest::newRow("date word") << oneCell(
        ResultsSheet().word(QStringLiteral("2024-03-05T09:30:15+01:00")))
                               << QByteArray("2024-03-05T09:30:15+01:00\n");
    QTest::newRow("empty word") << oneCell(ResultsSheet().word(QString())) << QByteArray("\n");
    // Numbers and flags.
    QTest::newRow("zero") << oneCell(ResultsSheet().number(0)) << QByteArray("0\n");
    QTest::newRow("negative") << oneCell(ResultsSheet().number(-42)) << QByteArray("-42\n");
    QTest::newRow("largest count")
        << oneCell(ResultsSheet().number(std::numeric_limits<std::uint64_t>::max()))
        << QByteArray("18446744073709551615\n");
    QTest::newRow("smallest qint64")
        << oneCell(ResultsSheet().number(std::numeric_limits<qint64>::min()))
        << QByteArray("-9223372036854775808\n");
    QTest::newRow("decimal half rounds up")
        << oneCell(ResultsSheet().decimal(61.25, 1)) << QByteArray("61.3\n");
    QTest::newRow("decimal below a tenth")
        << oneCell(ResultsSheet().decimal(0.049, 1)) << QByteArray("0.0\n");
    QTest::newRow("decimal whole") << oneCell(ResultsSheet().decimal(2, 2)) << QByteArray("2.00\n");
    QTest::newRow("true") << oneCell(ResultsSheet().flag(true)) << QByteArray("true\n");
    QTest::newRow("false") << oneCell(ResultsSheet().flag(false)) << QByteArray("false\n");
    // Rows: commas between cells, "\n" after each row, the header too.
    QTest::newRow("no rows") << ResultsSheet().toCsv() << QByteArray();
    QTest::newRow("header and rows")
        << ResultsSheet()
               .words({ QStringLiteral("pupil"), QStringLiteral("done") })
               .endRow()
               .text(QStringLiteral("=Ann"))
               .number(3)
               .endRow()
               .text(QStringLiteral("Bob"))
               .flag(true)
               .decimal(1.05, 1)
               .endRow()
               .toCsv()
        << QByteArray("pupil,done\n\"'=Ann\",3\n\"Bob\",true,1.1\n");
    QTest::newRow("quoted header")
        << ResultsSheet()
               .texts({ QStringLiteral("pupil"), QStringLiteral("Which, a8?") })
               .endRow()
               .toCsv()
        << QByteArray("\"pupil\",\"Which, a8?\"\n");
    QTest::newRow("empty row") << ResultsSheet().endRow().endRow().toCsv() << QByteArray("\n\n");
}

void TestResultsFile::cells()
{
    QFETCH(QByteArray, csv);
    QFETCH(QByteArray, expected);
    QCOMPARE(csv, expected);
}

void TestResultsFile::formatOf_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<bool>("json");

    QTest::newRow("csv") << "results.csv" << false;
    QTest::newRow("json") << "results.json" << true;
    QTest::newRow("upper case") << "RESULTS.JSON" << true;
    QTest::newRow("mixed case") << "/tmp/class.Json" << true;
    QTest::newRow("no suffix") << "results" << false;
    QTest::newRow("other suffix") << "results.txt" << false;
    QTest::newRow("json before the suffix") << "results.json.csv" << false;
    QTest::newRow("csv before the suffix") << "results.csv.json" << true;
    QTest::newRow("longer suffix") << "results.jsonl" << false;
    QTest::newRow("space after") << "results.json " << false;
    QTest::newRow("hidden file") << "dir/.json" << true;
    QTest::newRow("json folder") << "results.json/class" << false;
    QTest::newRow("standard output") << "-" << false;
}

void TestResultsFile::formatOf()
{
    QFETCH(QString, path);
    QFETCH(bool, json);
    QCOMPARE(
        ResultsFile::formatOf(path), json ? ResultsFile::Format::Json : ResultsFile::Format::Csv);
}

void TestResultsFile::writesTheFormatAsked_data()
{
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<bool>("json");

    QTest::newRow("csv") << "r.csv" << false;
    QTest::newRow("json") << "r.json" << true;
    QTest::newRow("JSON") << "r.JSON" << true;
    QTest::newRow("no suffix") << "r" << false;
}

// Only the format asked for is made (a class's JSON is megabytes), and it
// is what the file holds.
void TestResultsFile::writesTheFormatAsked()
{
    QFETCH(QString, fileName);
    QFETCH(bool, json);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QJsonObject object { { QStringLiteral("mode"), QStringLiteral("test") },
        { QStringLiteral("counts"), QJsonArray { 1, 2 } } };
    int csvMade = 0;
    int jsonMade = 0;
    const auto csv = [&] {
        ++csvMade;
        return ResultsSheet()
            .word(QStringLiteral("mode"))
            .endRow()
            .text(QStringLiteral("test"))
            .endRow()
            .toCsv();
    };
    const auto jsonBytes = [&] {
        ++jsonMade;
        return ResultsFile::json(object);
    };
    const QString path = dir.filePath(fileName);
    QString error;
    QVERIFY2(ResultsFile::write(path, csv, jsonBytes, &error), qPrintable(error));
    QCOMPARE(csvMade, json ? 0 : 1);
    QCOMPARE(jsonMade, json ? 1 : 0);
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(),
        json ? QJsonDocument(object).toJson(QJsonDocument::Indented)
             : QByteArray("mode\n\"test\"\n"));
}

// A file that cannot be written: false with OutputFile's sentence (that an
// earlier file stays as it was is OutputFile's, tst_outputfile).
void TestResultsFile::failureIsOutputFilesSentence()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const auto csv = [] { return QByteArray("new\n"); };
    const auto json = [] { return QByteArray("{}\n"); };
    QString error;

    const QString missing = dir.filePath(QStringLiteral("no/such/folder/r.csv"));
    QVERIFY(!ResultsFile::write(missing, csv, json, &error));
    QString expected;
    QVERIFY(!OutputFile::writeAll(missing, "new\n", &expected));
    QCOMPARE(error, expected);
    QVERIFY2(error.contains(missing), qPrintable(error));

    // A folder where the file would go: refused, the folder left alone.
    const QString folder = dir.filePath(QStringLiteral("taken.json"));
    QVERIFY(QDir().mkdir(folder));
    QVERIFY(!ResultsFile::write(folder, csv, json, &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(QFileInfo(folder).isDir());
}

QTEST_GUILESS_MAIN(TestResultsFile)
#include "tst_resultsfile.moc"
