// SPDX-License-Identifier: MIT
// nq_homework_check REGISTRY FILE...: each results file checked as File >
// Import Homework Results checks it (HomeworkReplay::importFile() against
// the homeworks registered in REGISTRY), one line of JSON per file:
// {"file", "accepted", "reason" (HomeworkRefusal::reasonName()), "why",
// "pupil", "counts": [the recomputed counts per task, as the results file
// names them]}. For tst_homeworkhandin.py, which hands in from the real page.
#include "homeworkresults/homeworkregistry.h"
#include "homeworkresults/homeworkreplay.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() < 3) {
        std::fprintf(stderr, "usage: nq_homework_check REGISTRY FILE...\n");
        return 2;
    }
    const HomeworkRegistry registry(args.at(1));
    for (const QString &path : args.mid(2)) {
        const HomeworkReplay::Outcome outcome = HomeworkReplay::importFile(path, registry);
        QJsonArray counts;
        for (int task = 0; task < outcome.counts.size(); ++task) {
            const HomeworkCounts &c = outcome.counts.at(task);
            QJsonObject object { { QStringLiteral("task"), task } };
            if (c.kind == HomeworkCounts::Kind::Practice) {
                object.insert(QStringLiteral("done"), qint64(c.done));
                object.insert(QStringLiteral("shown"), qint64(c.shown));
                object.insert(QStringLiteral("mistakes"), qint64(c.mistakes));
                object.insert(QStringLiteral("finished"), c.finished);
            } else if (c.kind == HomeworkCounts::Kind::Predict) {
                object.insert(QStringLiteral("asked"), qint64(c.asked));
                object.insert(QStringLiteral("rightFirst"), qint64(c.rightFirst));
                object.insert(QStringLiteral("rightSecond"), qint64(c.rightSecond));
                object.insert(QStringLiteral("revealed"), qint64(c.revealed));
            }
            counts.append(object);
        }
        const QJsonObject line { { QStringLiteral("file"), path },
            { QStringLiteral("accepted"), outcome.accepted() },
            { QStringLiteral("reason"), HomeworkRefusal::reasonName(outcome.refusal.reason) },
            { QStringLiteral("why"), outcome.refusal.text },
            { QStringLiteral("pupil"), outcome.pupil }, { QStringLiteral("counts"), counts } };
        std::printf("%s\n", QJsonDocument(line).toJson(QJsonDocument::Compact).constData());
    }
    return 0;
}
