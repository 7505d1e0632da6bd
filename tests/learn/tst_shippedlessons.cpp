// SPDX-License-Identifier: MIT
// The lessons the program ships (resources/lessons, Help > Example lessons)
// as a class meets them on the projector: no scene's note gives away the
// step that comes next (issue 39, item 16). A class open rides on predict,
// so at any scene the class may be asked "what happens next" while the note
// stands beside the board: a note that names the next step's square ("Press
// Right: the queen on d4 is taken back") answers the question, and so does
// one that says what Right will show. Every scene, every language of its
// note.
#include "learn/stepstream.h"
#include "sessionfile/sessionfile.h"
#include "solver/notation.h"

#include <QDir>
#include <QRegularExpression>
#include <QTest>

class TestShippedLessons : public QObject
{
    Q_OBJECT

private slots:
    void noNoteGivesTheNextStepAway_data();
    void noNoteGivesTheNextStepAway();
};

void TestShippedLessons::noNoteGivesTheNextStepAway_data()
{
    QTest::addColumn<QString>("path");
    const QDir lessons(QStringLiteral(NQ_LESSONS_DIR));
    const QStringList files = lessons.entryList({ QStringLiteral("*.nqueens") }, QDir::Files, QDir::Name);
    QVERIFY(files.size() >= 2);
    for (const QString &file : files) {
        QTest::newRow(qPrintable(file)) << lessons.filePath(file);
    }
}

void TestShippedLessons::noNoteGivesTheNextStepAway()
{
    QFETCH(QString, path);
    QString problem;
    const std::optional<Lesson> lesson = SessionFile::read(path, &problem);
    QVERIFY2(lesson, qPrintable(problem));
    QVERIFY(!lesson->scenes.isEmpty());
    // "Press Right: the queen of the second row goes back." The key that
    // shows the next step, followed by what it will show, in any of the
    // notes' languages; a note asks instead ("What must the search do
    // now? Answer first, then press Right.").
    const QRegularExpression saysWhatRightDoes(QStringLiteral("\\b(Right|Rechts|Derecha|Droite)\\s*:"));
    QStringList failures;
    for (qsizetype index = 0; index < lesson->scenes.size(); ++index) {
        const Lesson::Scene &scene = lesson->scenes.at(index);
        const SessionState &state = scene.state;
        std::vector<int> start(state.start.cbegin(), state.start.cend());
        nq::learn::StepStream stream(
            nq::learn::StepStream::runSource(state.algorithm, state.n, state.seed, start),
            start.empty() ? std::vector<int>(std::size_t(state.n), -1) : start, state.algorithm);
        QVERIFY2(stream.seek(state.step), qPrintable(QStringLiteral("scene %1: step %2 not reached").arg(index + 1).arg(state.step)));
        const nq::Event *next = stream.peek();
        if (!next || !next->square.isValid()) {
            continue; // the run's end: nothing comes to give away
        }
        const QString square = QString::fromStdString(nq::squareName(state.n, next->square));
        // The square as a word of its own ("d4", not the "d4" of "d45").
        const QRegularExpression named(QStringLiteral("(?<![\\w])%1(?![\\w])").arg(square));
        for (auto note = scene.note.cbegin(); note != scene.note.cend(); ++note) {
            if (named.match(note.value()).hasMatch() || saysWhatRightDoes.match(note.value()).hasMatch()) {
                failures << QStringLiteral("scene %1 (step %2, next: %3 %4), note in \"%5\": %6")
                                .arg(index + 1)
                                .arg(state.step)
                                .arg(QString::fromLatin1(nq::eventKindName(next->kind).data(), qsizetype(nq::eventKindName(next->kind).size())),
                                    square, note.key(), note.value());
            }
        }
    }
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
}

QTEST_GUILESS_MAIN(TestShippedLessons)
#include "tst_shippedlessons.moc"
