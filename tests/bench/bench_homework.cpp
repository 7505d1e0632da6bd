// SPDX-License-Identifier: MIT
// Importing the pupils' homework results (issue 40, item 7):
//
//   nq_bench_homework [FILES] [--keep DIR]     (default 200 files)
//   nq_bench_homework --worst                  (the largest honest file)
//
// FILES results files of the tests' sample homework (be the solver to the
// first solution of 6 x 6, predict on 6 x 6 to step 120, browse, forward
// checking on 5 x 5 for 30 steps), made by driving the engines as the
// pupil's page does: every pupil does the practice (some with Show me, some
// with a mistake of each kind), every other answers the predict questions,
// and one file in ten has an edited count (refused). Printed: the time of
// HomeworkImport::importFiles() over all of them (read, checked, replayed
// through the engines), median of 5, against reading and parsing the same
// files' JSON alone in the same process (the floor any import pays), as a
// ratio. --keep DIR also leaves the files and the registry there (for a look
// at the dialog: DIR/registry is the registry folder).
#include "homeworkresults/homeworkimport.h"
#include "homeworkresults/homeworkregistry.h"
#include "homeworkresults/homeworkreplay.h"
#include "homeworkresults/homeworkresultfile.h"
#include "homeworkresults/pupildriver.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <vector>

using nq::learn::MistakeKind;

namespace {

double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

QJsonObject pupilFile(const HomeworkSpec &homework, int pupil)
{
    nqtest::PupilDriver driver(homework);
    if (pupil % 4 == 1) {
        for (const MistakeKind kind :
            { MistakeKind::PlacedOnAttacked, MistakeKind::RefusedFreeSquare,
                MistakeKind::TookBackTooEarly, MistakeKind::NotAQueen }) {
            while (!driver.mistake(0, kind) && driver.rightStep(0)) { }
        }
    }
    driver.finish(0, pupil % 5 == 0 ? 4 : 0);
    if (pupil % 2 == 0) {
        driver.answerAll(1);
    }
    driver.finish(3, pupil % 3 == 0 ? 3 : 0);
    QJsonObject file = driver.file(QStringLiteral("Pupil %1").arg(pupil + 1));
    if (pupil % 10 == 9) {
        QJsonArray claimed = file.value(QStringLiteral("claimed")).toArray();
        QJsonObject first = claimed.at(0).toObject();
        first[QStringLiteral("mistakes")] = 0;
        first[QStringLiteral("done")] = first.value(QStringLiteral("done")).toInteger() + 3;
        claimed[0] = first;
        file[QStringLiteral("claimed")] = claimed;
    }
    return file;
}

// About the largest honest file the format allows: predict at every step
// of lock-lines on 10 x 10 up to step 80,000, every question answered
// (right, wrong then right, wrong twice, revealed, left): some 96,000
// actions, under the 100,000. Its import against the time the pupil's
// engine took to answer the same (the page's work, done natively here).
int worstFile(const QString &dir, const QString &registryFolder)
{
    HomeworkSpec homework = nqtest::sampleHomework();
    homework.id = QStringLiteral("00000000000000ff");
    HomeworkTask &predict = homework.tasks[1];
    predict.n = 10;
    predict.frequency = QStringLiteral("every-step");
    predict.lastPosition = 80000;
    QFile registered(registryFolder + QLatin1Char('/') + homework.id + QStringLiteral(".json"));
    if (!registered.open(QIODevice::WriteOnly)
        || registered.write(QJsonDocument(homework.toJson()).toJson()) < 0) {
        return 1;
    }
    registered.close();
    QElapsedTimer timer;
    timer.start();
    nqtest::PupilDriver driver(homework);
    driver.answerAll(1);
    const double made = double(timer.nsecsElapsed()) / 1e6;
    const QJsonObject file = driver.file(QStringLiteral("Worst"));
    const qsizetype actions = file.value(QStringLiteral("actions")).toArray().size();
    const QByteArray json = QJsonDocument(file).toJson(QJsonDocument::Compact);
    const QString path = dir + QStringLiteral("/homework-worst.nqueens-result");
    QFile out(path);
    if (!out.open(QIODevice::WriteOnly) || out.write(json) != json.size()) {
        return 1;
    }
    out.close();
    timer.restart();
    const HomeworkReplay::Outcome outcome
        = HomeworkReplay::importFile(path, HomeworkRegistry(registryFolder));
    const double imported = double(timer.nsecsElapsed()) / 1e6;
    std::printf("a largest file: predict at every step of lock-lines on 10x10 to step 80,000 "
                "(%lld actions, %.1f MB; %s)\n",
        static_cast<long long>(actions), double(json.size()) / 1048576.0,
        outcome.accepted() ? "accepted" : qPrintable(outcome.refusal.text));
    std::printf("  import %.0f ms; the pupil's engine answering all of them %.0f ms; ratio %.1fx\n",
        imported, made, imported / made);
    return 0;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    int files = 200;
    QString keep;
    bool worst = false;
    for (int i = 1; i < args.size(); ++i) {
        if (args.at(i) == QLatin1String("--worst")) {
            worst = true;
        } else if (args.at(i) == QLatin1String("--keep") && i + 1 < args.size()) {
            keep = args.at(++i);
        } else {
            files = std::max(1, args.at(i).toInt());
        }
    }
    QTemporaryDir temporary;
    const QString dir = keep.isEmpty() ? temporary.path() : keep;
    const QString registryFolder = dir + QStringLiteral("/registry");
    QDir().mkpath(registryFolder);
    const HomeworkSpec homework = nqtest::sampleHomework();
    {
        QFile file(registryFolder + QLatin1Char('/') + homework.id + QStringLiteral(".json"));
        if (!file.open(QIODevice::WriteOnly)
            || file.write(QJsonDocument(homework.toJson()).toJson()) < 0) {
            std::fprintf(stderr, "cannot write the registry in %s\n", qPrintable(dir));
            return 1;
        }
    }
    QStringList paths;
    qint64 bytes = 0;
    qint64 actions = 0;
    for (int pupil = 0; pupil < files; ++pupil) {
        const QJsonObject object = pupilFile(homework, pupil);
        actions += object.value(QStringLiteral("actions")).toArray().size();
        const QByteArray json = QJsonDocument(object).toJson(QJsonDocument::Compact);
        const QString path
            = dir + QStringLiteral("/homework-pupil-%1.nqueens-result").arg(pupil + 1);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(json) != json.size()) {
            std::fprintf(stderr, "cannot write %s\n", qPrintable(path));
            return 1;
        }
        bytes += json.size();
        paths.append(path);
    }

    const HomeworkRegistry registry(registryFolder);
    if (worst) {
        return worstFile(dir, registryFolder);
    }
    std::vector<double> importMs;
    std::vector<double> parseMs;
    qsizetype accepted = 0;
    qsizetype refused = 0;
    for (int round = 0; round < 5; ++round) {
        QElapsedTimer timer;
        timer.start();
        qsizetype objects = 0;
        for (const QString &path : paths) {
            QFile file(path);
            if (file.open(QIODevice::ReadOnly)) {
                objects += QJsonDocument::fromJson(file.readAll()).object().size();
            }
        }
        parseMs.push_back(double(timer.nsecsElapsed()) / 1e6);
        if (objects != qsizetype(paths.size()) * 6) {
            std::fprintf(stderr, "the files did not read back\n");
            return 1;
        }
        timer.restart();
        HomeworkImport results;
        results.importFiles(paths, registry);
        importMs.push_back(double(timer.nsecsElapsed()) / 1e6);
        accepted = results.accepted().size();
        refused = results.refused().size();
    }
    const double imported = median(importMs);
    const double parsed = median(parseMs);
    std::printf("homework import of %d results files (%lld actions, %.0f KB; %lld accepted, %lld "
                "refused as edited)\n",
        files, static_cast<long long>(actions), double(bytes) / 1024.0,
        static_cast<long long>(accepted), static_cast<long long>(refused));
    std::printf("  importFiles(): median %.1f ms (%.2f ms a file); reading their JSON alone: "
                "%.1f ms; ratio %.1fx\n",
        imported, imported / files, parsed, imported / parsed);
    return 0;
}
