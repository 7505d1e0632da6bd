// SPDX-License-Identifier: MIT
// The four results files (predict's, practice's, seat work's and a
// class's), byte for byte as each class wrote them on its own before they
// shared one writer (ResultsFile, issue 38): CSV and JSON, as toCsv() and
// toJson() return them and as save() writes them, the format following the
// file's name.
#include "classserver/classresults.h"
#include "coach/practiceresults.h"
#include "coach/predictresults.h"
#include "seatwork/seatresults.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <limits>

class TestResultsFiles : public QObject
{
    Q_OBJECT

private slots:
    void bytes_data();
    void bytes();
};

namespace {

// Results with something in every column, and text a spreadsheet must not
// run or split: a formula, quotes, a comma, a line break, letters beyond
// ASCII.
PredictResults predictSample()
{
    PredictResults results;
    results.boardSize = 6;
    results.algorithm = QStringLiteral("check-queens");
    results.when = QDateTime(QDate(2024, 3, 5), QTime(9, 30, 15), Qt::OffsetFromUTC, 3600);
    using nq::learn::QuestionKind;
    results.score.record(QuestionKind::NextSquare, true, 1);
    results.score.record(QuestionKind::NextSquare, true, 2);
    results.score.record(QuestionKind::NextSquare, false, 2);
    results.score.record(QuestionKind::Attacker, true, 1);
    results.score.record(QuestionKind::WipedOutRow, false, 1);
    return results;
}

PracticeResults::Record practiceSample()
{
    PracticeResults::Record record;
    record.boardSize = 8;
    record.algorithm = QStringLiteral("lock-lines");
    record.when = QDateTime(QDate(2024, 3, 5), QTime(9, 30, 15), Qt::OffsetFromUTC, -7200);
    record.refusalsMarked = true;
    record.finished = false;
    record.solutionReached = true;
    record.firstStep = 12;
    record.lastStep = std::numeric_limits<quint64>::max();
    record.counts.done = 40;
    record.counts.shown = 3;
    record.counts.automatic = 7;
    record.counts.mistakes[0] = 2;
    record.counts.mistakes[nq::learn::MistakeKindCount - 1] = 5;
    return record;
}

SeatResults seatSample()
{
    SeatSettings settings;
    settings.algorithm = nq::Algorithm::CheckQueens;
    settings.n = 6;
    settings.stepLimit = 90;
    settings.refusalsMarked = true;
    SeatResults results(3, settings, QDateTime(QDate(2024, 3, 5), QTime(9, 30, 15, 250), Qt::UTC));
    SeatResults::Pupil first;
    first.id = QStringLiteral("p1");
    first.name = QStringLiteral("=HYPERLINK(\"x\"), Ann");
    first.done = 17;
    first.shown = 1;
    first.mistakes[1] = 3;
    first.ms = 61250;
    first.finished = true;
    first.solutionReached = true;
    results.setPupil(first);
    SeatResults::Pupil second;
    second.id = QStringLiteral("p2"); // not named yet: the id stands for the name
    second.ms = 49;
    results.setPupil(second);
    SeatResults::Pupil third;
    third.id = QStringLiteral("p3");
    third.name = QStringLiteral("Zoë\nÖzil");
    third.done = 4;
    third.mistakes[0] = 1;
    third.mistakes[nq::learn::MistakeKindCount - 1] = 2;
    third.ms = 1050;
    results.setPupil(third);
    return results;
}

ClassResults classSample()
{
    ClassResults results;
    results.addPupil(QStringLiteral("p1"), QStringLiteral("@Ann \"A\""));
    results.addPupil(QStringLiteral("p2"), QStringLiteral("Zoë"));
    results.addPupil(QStringLiteral("p3"), QStringLiteral("-1"));
    results.addQuestion(4, QStringLiteral("Which square, a8 or b6?"));
    results.addQuestion(7, QStringLiteral("=2+2\nnext"));
    results.record(QStringLiteral("p1"), 4, 1, QStringLiteral("a8"), true);
    results.record(QStringLiteral("p2"), 4, 1, QStringLiteral("b6"), false);
    results.record(QStringLiteral("p2"), 4, 2, QStringLiteral("a8"), true);
    results.record(QStringLiteral("p3"), 7, 1, QStringLiteral("place"), false);
    return results;
}

// The files as the four classes wrote them before (commit e45230e).
const char predictCsv[]
    = R"golden(mode,board_size,algorithm,date,kind,asked,right_first_try,right_second_try,revealed
predict,6,check-queens,2024-03-05T09:30:15+01:00,next-square,3,1,1,1
predict,6,check-queens,2024-03-05T09:30:15+01:00,attacker,1,1,0,0
predict,6,check-queens,2024-03-05T09:30:15+01:00,next-event,0,0,0,0
predict,6,check-queens,2024-03-05T09:30:15+01:00,tries-left,0,0,0,0
predict,6,check-queens,2024-03-05T09:30:15+01:00,part-of-solution,0,0,0,0
predict,6,check-queens,2024-03-05T09:30:15+01:00,fewest-attackers,0,0,0,0
predict,6,check-queens,2024-03-05T09:30:15+01:00,chosen-line,0,0,0,0
predict,6,check-queens,2024-03-05T09:30:15+01:00,wiped-out-row,1,0,0,1
predict,6,check-queens,2024-03-05T09:30:15+01:00,total,5,2,1,2
)golden";

const char predictJson[] = R"golden({
    "algorithm": "check-queens",
    "boardSize": 6,
    "date": "2024-03-05T09:30:15+01:00",
    "kinds": {
        "attacker": {
            "asked": 1,
            "revealed": 0,
            "rightFirstTry": 1,
            "rightSecondTry": 0
        },
        "chosen-line": {
            "asked": 0,
            "revealed": 0,
            "rightFirstTry": 0,
            "rightSecondTry": 0
        },
        "fewest-attackers": {
            "asked": 0,
            "revealed": 0,
            "rightFirstTry": 0,
            "rightSecondTry": 0
        },
        "next-event": {
            "asked": 0,
            "revealed": 0,
            "rightFirstTry": 0,
            "rightSecondTry": 0
        },
        "next-square": {
            "asked": 3,
            "revealed": 1,
            "rightFirstTry": 1,
            "rightSecondTry": 1
        },
        "part-of-solution": {
            "asked": 0,
            "revealed": 0,
            "rightFirstTry": 0,
            "rightSecondTry": 0
        },
        "tries-left": {
            "asked": 0,
            "revealed": 0,
            "rightFirstTry": 0,
            "rightSecondTry": 0
        },
        "wiped-out-row": {
            "asked": 1,
            "revealed": 1,
            "rightFirstTry": 0,
            "rightSecondTry": 0
        }
    },
    "mode": "predict",
    "total": {
        "asked": 5,
        "revealed": 2,
        "rightFirstTry": 2,
        "rightSecondTry": 1
    }
}
)golden";

const char practiceCsv[]
    = R"golden(board_size,algorithm,date,refusals_marked,finished,solution_reached,first_step,last_step,steps_done,steps_shown,steps_automatic,mistakes,mistakes_placed_on_attacked,mistakes_refused_free_square,mistakes_skipped_square,mistakes_took_back_too_early,mistakes_missed_take_back,mistakes_wrong_queen,mistakes_not_a_queen,mistakes_used_column,mistakes_never_refuses,mistakes_outside_chosen_line,mistakes_refused_queen
8,lock-lines,2024-03-05T11:30:15Z,true,false,true,12,18446744073709551615,40,3,7,7,2,0,0,0,0,0,0,0,0,0,5
)golden";

const char practiceJson[] = R"golden({
    "algorithm": "lock-lines",
    "board_size": 8,
    "date": "2024-03-05T11:30:15Z",
    "finished": false,
    "first_step": 12,
    "last_step": -1,
    "mistakes": 7,
    "mistakes_by_kind": {
        "missed_take_back": 0,
        "never_refuses": 0,
        "not_a_queen": 0,
        "outside_chosen_line": 0,
        "placed_on_attacked": 2,
        "refused_free_square": 0,
        "refused_queen": 5,
        "skipped_square": 0,
        "took_back_too_early": 0,
        "used_column": 0,
        "wrong_queen": 0
    },
    "refusals_marked": true,
    "solution_reached": true,
    "steps_automatic": 7,
    "steps_done": 40,
    "steps_shown": 3
}
)golden";

const char seatCsv[]
    = R"golden("pupil","algorithm","board_size","steps_done","steps_shown","mistakes","mistakes_placed_on_attacked","mistakes_refused_free_square","mistakes_skipped_square","mistakes_took_back_too_early","mistakes_missed_take_back","mistakes_wrong_queen","mistakes_not_a_queen","mistakes_used_column","mistakes_never_refuses","mistakes_outside_chosen_line","mistakes_refused_queen","seconds","finished","solution_reached"
"'=HYPERLINK(""x""), Ann","check-queens",6,17,1,3,0,3,0,0,0,0,0,0,0,0,0,61.3,true,true
"p2","check-queens",6,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0.0,false,false
"Zoë
Özil","check-queens",6,4,0,3,1,0,0,0,0,0,0,0,0,0,2,1.1,false,false
)golden";

const char seatJson[] = R"golden({
    "algorithm": "check-queens",
    "mode": "seatwork",
    "n": 6,
    "pupils": [
        {
            "done": 17,
            "finished": true,
            "id": "p1",
            "mistakes": {
                "missed_take_back": 0,
                "never_refuses": 0,
                "not_a_queen": 0,
                "outside_chosen_line": 0,
                "placed_on_attacked": 0,
                "refused_free_square": 3,
                "refused_queen": 0,
                "skipped_square": 0,
                "took_back_too_early": 0,
                "used_column": 0,
                "wrong_queen": 0
            },
            "ms": 61250,
            "name": "=HYPERLINK(\"x\"), Ann",
            "shown": 1,
            "solutionReached": true
        },
        {
            "done": 0,
            "finished": false,
            "id": "p2",
            "mistakes": {
                "missed_take_back": 0,
                "never_refuses": 0,
                "not_a_queen": 0,
                "outside_chosen_line": 0,
                "placed_on_attacked": 0,
                "refused_free_square": 0,
                "refused_queen": 0,
                "skipped_square": 0,
                "took_back_too_early": 0,
                "used_column": 0,
                "wrong_queen": 0
            },
            "ms": 49,
            "name": "",
            "shown": 0,
            "solutionReached": false
        },
        {
            "done": 4,
            "finished": false,
            "id": "p3",
            "mistakes": {
                "missed_take_back": 0,
                "never_refuses": 0,
                "not_a_queen": 0,
                "outside_chosen_line": 0,
                "placed_on_attacked": 1,
                "refused_free_square": 0,
                "refused_queen": 2,
                "skipped_square": 0,
                "took_back_too_early": 0,
                "used_column": 0,
                "wrong_queen": 0
            },
            "ms": 1050,
            "name": "Zoë\nÖzil",
            "shown": 0,
            "solutionReached": false
        }
    ],
    "refusalsMarked": true,
    "seat": 3,
    "started": "2024-03-05T09:30:15.250Z",
    "stepLimit": 90,
    "version": 1
}
)golden";

const char classCsv[] = R"golden("pupil","Which square, a8 or b6?","'=2+2
next"
"'@Ann ""A""",right-first,none
"Zoë",right-second,none
"'-1",none,wrong
)golden";

const char classJson[] = R"golden({
    "mode": "class",
    "pupils": [
        {
            "id": "p1",
            "name": "@Ann \"A\"",
            "results": [
                {
                    "firstRight": true,
                    "firstVote": "a8",
                    "outcome": "right-first",
                    "question": 4,
                    "secondRight": false,
                    "secondVote": null
                },
                {
                    "firstRight": false,
                    "firstVote": null,
                    "outcome": "none",
                    "question": 7,
                    "secondRight": false,
                    "secondVote": null
                }
            ]
        },
        {
            "id": "p2",
            "name": "Zoë",
            "results": [
                {
                    "firstRight": false,
                    "firstVote": "b6",
                    "outcome": "right-second",
                    "question": 4,
                    "secondRight": true,
                    "secondVote": "a8"
                },
                {
                    "firstRight": false,
                    "firstVote": null,
                    "outcome": "none",
                    "question": 7,
                    "secondRight": false,
                    "secondVote": null
                }
            ]
        },
        {
            "id": "p3",
            "name": "-1",
            "results": [
                {
                    "firstRight": false,
                    "firstVote": null,
                    "outcome": "none",
                    "question": 4,
                    "secondRight": false,
                    "secondVote": null
                },
                {
                    "firstRight": false,
                    "firstVote": "place",
                    "outcome": "wrong",
                    "question": 7,
                    "secondRight": false,
                    "secondVote": null
                }
            ]
        }
    ],
    "questions": [
        {
            "id": 4,
            "text": "Which square, a8 or b6?"
        },
        {
            "id": 7,
            "text": "=2+2\nnext"
        }
    ],
    "version": 1
}
)golden";

// Writes the sample of `results` ("predict", "practice", "seat" or
// "class") to `path` through its class's save() (practice's write()).
bool save(const QString &results, const QString &path, QString *error)
{
    if (results == QLatin1String("predict")) {
        return predictSample().save(path, error);
    }
    if (results == QLatin1String("practice")) {
        return PracticeResults::write(path, practiceSample(), error);
    }
    if (results == QLatin1String("seat")) {
        return seatSample().save(path, error);
    }
    return classSample().save(path, error);
}

} // namespace

void TestResultsFiles::bytes_data()
{
    QTest::addColumn<QString>("results");
    QTest::addColumn<QByteArray>("made"); // toCsv() or toJson()
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<QByteArray>("expected");

    using Format = PracticeResults::Format;
    QTest::newRow("predict csv") << "predict" << predictSample().toCsv() << "predict.csv"
                                 << QByteArray(predictCsv);
    QTest::newRow("predict json") << "predict" << predictSample().toJson() << "predict.JSON"
                                  << QByteArray(predictJson);
    QTest::newRow("practice csv") << "practice"
                                  << PracticeResults::serialize(practiceSample(), Format::Csv)
                                  << "practice" << QByteArray(practiceCsv);
    QTest::newRow("practice json")
        << "practice" << PracticeResults::serialize(practiceSample(), Format::Json)
        << "practice.json" << QByteArray(practiceJson);
    QTest::newRow("seat csv") << "seat" << seatSample().toCsv() << "seat.json.txt"
                              << QByteArray(seatCsv);
    QTest::newRow("seat json") << "seat" << seatSample().toJson() << "seat.json"
                               << QByteArray(seatJson);
    QTest::newRow("class csv") << "class" << classSample().toCsv() << "class.csv"
                               << QByteArray(classCsv);
    QTest::newRow("class json") << "class" << classSample().toJson() << "class.csv.Json"
                                << QByteArray(classJson);
}

void TestResultsFiles::bytes()
{
    QFETCH(QString, results);
    QFETCH(QByteArray, made);
    QFETCH(QString, fileName);
    QFETCH(QByteArray, expected);
    QCOMPARE(made, expected);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(fileName);
    QString error;
    QVERIFY2(save(results, path, &error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), expected);

    // Not written where it cannot be: OutputFile's sentence, naming the file.
    const QString nowhere = dir.filePath(QStringLiteral("no/such/folder/") + fileName);
    QVERIFY(!save(results, nowhere, &error));
    QVERIFY2(error.contains(nowhere), qPrintable(error));
}

QTEST_GUILESS_MAIN(TestResultsFiles)
#include "tst_resultsfiles.moc"
