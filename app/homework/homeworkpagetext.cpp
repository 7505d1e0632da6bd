// SPDX-License-Identifier: MIT
#include "homework/homeworkpagetext.h"

#include <QCoreApplication>
#include <QTranslator>

namespace {

struct Entry
{
    const char *key;
    struct
    {
        const char *source;
        const char *comment;
    } text;
};

// QT_TRANSLATE_NOOP3: lupdate finds the words here, in context
// "HomeworkPage"; strings() translates them with the language asked for,
// not the one the program shows (the teacher may export in another).
const Entry Entries[] = {
        {"homework", QT_TRANSLATE_NOOP3("HomeworkPage", "Homework", "homework page: the title when the teacher gave none")},
        {"starting", QT_TRANSLATE_NOOP3("HomeworkPage", "Starting…", "")},
        {"noEngine", QT_TRANSLATE_NOOP3("HomeworkPage", "This page cannot check your steps: the browser did not start its engine. Try another browser.", "")},
        {"broken", QT_TRANSLATE_NOOP3("HomeworkPage", "This homework file is damaged. Ask your teacher for a new one.", "")},
        {"nameHeading", QT_TRANSLATE_NOOP3("HomeworkPage", "What is your name?", "")},
        {"nameLabel", QT_TRANSLATE_NOOP3("HomeworkPage", "Your name (your teacher sees it)", "")},
        {"nameMissing", QT_TRANSLATE_NOOP3("HomeworkPage", "Type your name (at most %1 characters).", "")},
        {"start", QT_TRANSLATE_NOOP3("HomeworkPage", "Start", "homework page: begin after typing the name")},
        {"youAre", QT_TRANSLATE_NOOP3("HomeworkPage", "You are %1", "homework page: the pupil's name")},
        {"tasks", QT_TRANSLATE_NOOP3("HomeworkPage", "Tasks", "")},
        {"taskNumber", QT_TRANSLATE_NOOP3("HomeworkPage", "%1.", "homework page: a task's number before its name")},
        {"taskPractice", QT_TRANSLATE_NOOP3("HomeworkPage", "Be the solver: %1 on %2 × %2, %3", "%1 algorithm, %2 board size, %3 how far")},
        {"toSolution", QT_TRANSLATE_NOOP3("HomeworkPage", "to the first solution", "")},
        {"toSteps", QT_TRANSLATE_NOOP3("HomeworkPage", "to step %1", "homework page: how far a task goes")},
        {"taskPredict", QT_TRANSLATE_NOOP3("HomeworkPage", "Predict: %1 on %2 × %2", "")},
        {"taskBrowse", QT_TRANSLATE_NOOP3("HomeworkPage", "The solutions of %1 × %1", "")},
        {"notOffered", QT_TRANSLATE_NOOP3("HomeworkPage", "This page does not offer this task yet.", "")},
        {"notStarted", QT_TRANSLATE_NOOP3("HomeworkPage", "Not started", "")},
        {"progress", QT_TRANSLATE_NOOP3("HomeworkPage", "Steps done: %1, mistakes: %2, shown: %3", "")},
        {"progressFinished", QT_TRANSLATE_NOOP3("HomeworkPage", "Finished. Steps done: %1, mistakes: %2, shown: %3", "")},
        {"handIn", QT_TRANSLATE_NOOP3("HomeworkPage", "Hand in", "homework page: save the results file")},
        {"handedIn", QT_TRANSLATE_NOOP3("HomeworkPage", "Your results are saved as %1. Hand this file in as your teacher says.", "")},
        {"back", QT_TRANSLATE_NOOP3("HomeworkPage", "All tasks", "homework page: back to the task list")},
        {"backToTasks", QT_TRANSLATE_NOOP3("HomeworkPage", "Back to the tasks", "")},
        {"tools", QT_TRANSLATE_NOOP3("HomeworkPage", "What a tap does", "")},
        {"place", QT_TRANSLATE_NOOP3("HomeworkPage", "Place queens", "homework page: the tool that places (and takes back) queens")},
        {"refuse", QT_TRANSLATE_NOOP3("HomeworkPage", "Refuse squares", "homework page: the tool that refuses squares")},
        {"showMe", QT_TRANSLATE_NOOP3("HomeworkPage", "Show me", "homework page: do the next step for me")},
        {"toolPlace", QT_TRANSLATE_NOOP3("HomeworkPage", "Tapping a square places a queen; tapping a queen takes it back.", "")},
        {"toolRefuse", QT_TRANSLATE_NOOP3("HomeworkPage", "Refusing: each empty square you tap is refused, until you press %1.", "%1 is the Place queens button")},
        {"refuseKeys", QT_TRANSLATE_NOOP3("HomeworkPage", "X or Delete refuses the square with the focus.", "")},
        {"howTo", QT_TRANSLATE_NOOP3("HomeworkPage", "Tap an empty square to place the next queen, tap a queen to take it back. The arrow keys move between the squares.", "")},
        {"instruction", QT_TRANSLATE_NOOP3("HomeworkPage", "Do the algorithm's next step: place a queen, refuse a square or take a queen back.", "")},
        {"instructionMarked", QT_TRANSLATE_NOOP3("HomeworkPage", "Do the algorithm's next step: place a queen or take one back (the program refuses the squares for you).", "")},
        {"right", QT_TRANSLATE_NOOP3("HomeworkPage", "Right!", "")},
        {"wrong", QT_TRANSLATE_NOOP3("HomeworkPage", "Not right.", "")},
        {"stepPlace", QT_TRANSLATE_NOOP3("HomeworkPage", "a queen on %1", "homework page: a step")},
        {"stepRefuse", QT_TRANSLATE_NOOP3("HomeworkPage", "refuse %1", "homework page: a step")},
        {"stepTakeBack", QT_TRANSLATE_NOOP3("HomeworkPage", "take back the queen on %1", "homework page: a step")},
        {"rightStep", QT_TRANSLATE_NOOP3("HomeworkPage", "The step: %1.", "homework page: the pupil's right step")},
        {"theRightStep", QT_TRANSLATE_NOOP3("HomeworkPage", "The right step: %1.", "")},
        {"shown", QT_TRANSLATE_NOOP3("HomeworkPage", "Shown: %1.", "homework page: the step Show me did")},
        {"solution", QT_TRANSLATE_NOOP3("HomeworkPage", "A solution: no queen attacks another.", "")},
        {"mistake.placed_on_attacked", QT_TRANSLATE_NOOP3("HomeworkPage", "The queen on %2 attacks %1: the algorithm refuses it.", "%1 the square, %2 the attacking queen")},
        {"mistake.refused_free_square", QT_TRANSLATE_NOOP3("HomeworkPage", "No queen attacks %1: the algorithm does not refuse it.", "")},
        {"mistake.skipped_square", QT_TRANSLATE_NOOP3("HomeworkPage", "The algorithm looks at the squares in order: another square comes before %1.", "")},
        {"mistake.took_back_too_early", QT_TRANSLATE_NOOP3("HomeworkPage", "Too early: the algorithm takes a queen back only when the row below has no square left.", "")},
        {"mistake.missed_take_back", QT_TRANSLATE_NOOP3("HomeworkPage", "No square is left in this row: the algorithm takes a queen back now.", "")},
        {"mistake.wrong_queen", QT_TRANSLATE_NOOP3("HomeworkPage", "Not that queen: the algorithm takes back the last queen it placed.", "")},
        {"mistake.not_a_queen", QT_TRANSLATE_NOOP3("HomeworkPage", "There is no queen on %1 to take back.", "")},
        {"mistake.used_column", QT_TRANSLATE_NOOP3("HomeworkPage", "A queen holds the column of %1: this algorithm tries only the free columns.", "")},
        {"mistake.never_refuses", QT_TRANSLATE_NOOP3("HomeworkPage", "This algorithm never refuses a square: it crosses off the attacked squares itself.", "")},
        {"mistake.outside_chosen_line", QT_TRANSLATE_NOOP3("HomeworkPage", "The algorithm chose another row or column to fill next.", "")},
        {"mistake.refused_queen", QT_TRANSLATE_NOOP3("HomeworkPage", "No other queen attacks the queen on %1: the algorithm keeps it.", "")},
        {"finished", QT_TRANSLATE_NOOP3("HomeworkPage", "Finished!", "")},
        {"summary", QT_TRANSLATE_NOOP3("HomeworkPage", "You have reached the end of this task. Go back to the tasks for the next one, or hand in.", "")},
        {"done", QT_TRANSLATE_NOOP3("HomeworkPage", "Steps done", "")},
        {"mistakes", QT_TRANSLATE_NOOP3("HomeworkPage", "Mistakes", "")},
        {"shownCount", QT_TRANSLATE_NOOP3("HomeworkPage", "Steps shown", "")},
        {"tooMany", QT_TRANSLATE_NOOP3("HomeworkPage", "This homework has too many steps to keep. Hand it in now.", "")},
        {"board", QT_TRANSLATE_NOOP3("HomeworkPage", "Your board, %1 by %1 squares", "")},
        {"dQueen", QT_TRANSLATE_NOOP3("HomeworkPage", "queen", "homework page: on a square")},
        {"dRefused", QT_TRANSLATE_NOOP3("HomeworkPage", "refused", "homework page: a square")},
        {"dActed", QT_TRANSLATE_NOOP3("HomeworkPage", "your last step", "homework page: a square")},
        {"dAttacker", QT_TRANSLATE_NOOP3("HomeworkPage", "attacks the square of your step", "homework page: a queen")},
        {"dExpected", QT_TRANSLATE_NOOP3("HomeworkPage", "the right step", "homework page: a square")},
        {"legendRefused", QT_TRANSLATE_NOOP3("HomeworkPage", "Refused square", "")},
        {"legendActed", QT_TRANSLATE_NOOP3("HomeworkPage", "Your step", "")},
        {"legendAttacker", QT_TRANSLATE_NOOP3("HomeworkPage", "Queen that attacks it", "")},
        {"legendExpected", QT_TRANSLATE_NOOP3("HomeworkPage", "The right step", "")},
        {"q.next-square", QT_TRANSLATE_NOOP3("HomeworkPage", "Row %1: on which square will the algorithm place the next queen? Tap it.", "")},
        {"q.attacker", QT_TRANSLATE_NOOP3("HomeworkPage", "%1 is refused. Which queen attacks it? Tap the queen.", "")},
        {"q.next-event", QT_TRANSLATE_NOOP3("HomeworkPage", "What does the algorithm do next?", "")},
        {"q.tries-left", QT_TRANSLATE_NOOP3("HomeworkPage", "How many more queens will row %1 place before the search leaves it?", "")},
        {"q.part-of-solution", QT_TRANSLATE_NOOP3("HomeworkPage", "The next queen goes on %1. Will it be part of a solution?", "")},
        {"q.fewest-attackers", QT_TRANSLATE_NOOP3("HomeworkPage", "Row %1: which square has the fewest attackers? Tap it.", "")},
        {"q.chosen-line", QT_TRANSLATE_NOOP3("HomeworkPage", "Which row will the search fill next? Tap a square of it.", "")},
        {"q.chosen-line-columns", QT_TRANSLATE_NOOP3("HomeworkPage", "Which row or column will the search fill next? Pick it below.", "homework page: dancing links may choose a column too")},
        {"howToRow", QT_TRANSLATE_NOOP3("HomeworkPage", "Tap a square of the row, or pick the row under the question.", "homework page: how to answer which row comes next")},
        {"howToLine", QT_TRANSLATE_NOOP3("HomeworkPage", "Pick the row or column under the question.", "homework page: how to answer which row or column comes next")},
        {"q.wiped-out-row", QT_TRANSLATE_NOOP3("HomeworkPage", "The queen on %1 leaves a row with no free square. Which row? Tap a square of it.", "")},
        {"a.place", QT_TRANSLATE_NOOP3("HomeworkPage", "Place a queen", "homework page: an answer to What does the algorithm do next?")},
        {"a.refuse", QT_TRANSLATE_NOOP3("HomeworkPage", "Refuse a square", "homework page: an answer")},
        {"a.backtrack", QT_TRANSLATE_NOOP3("HomeworkPage", "Take a queen back", "homework page: an answer")},
        {"a.solution", QT_TRANSLATE_NOOP3("HomeworkPage", "A solution", "homework page: an answer")},
        {"yes", QT_TRANSLATE_NOOP3("HomeworkPage", "Yes", "")},
        {"no", QT_TRANSLATE_NOOP3("HomeworkPage", "No", "")},
        {"rowAnswer", QT_TRANSLATE_NOOP3("HomeworkPage", "row %1", "homework page: an answer that names a row")},
        {"revealAnswer", QT_TRANSLATE_NOOP3("HomeworkPage", "Show the answer", "")},
        {"nextQuestion", QT_TRANSLATE_NOOP3("HomeworkPage", "Next question", "")},
        {"tryAgain", QT_TRANSLATE_NOOP3("HomeworkPage", "Not right. Try once more.", "")},
        {"theAnswer", QT_TRANSLATE_NOOP3("HomeworkPage", "The answer: %1.", "")},
        {"questionAt", QT_TRANSLATE_NOOP3("HomeworkPage", "Question at step %1", "")},
        {"predictProgress", QT_TRANSLATE_NOOP3("HomeworkPage", "Questions: %1, right the first time: %2, the second time: %3, shown: %4", "")},
        {"predictFinished", QT_TRANSLATE_NOOP3("HomeworkPage", "Finished. Questions: %1, right the first time: %2, the second time: %3, shown: %4", "")},
        {"predictNone", QT_TRANSLATE_NOOP3("HomeworkPage", "No more questions in this task.", "")},
        {"predictHowTo", QT_TRANSLATE_NOOP3("HomeworkPage", "The board shows the run before its next step. Answer each question; a wrong first answer gets a second try.", "")},
        {"columnAnswer", QT_TRANSLATE_NOOP3("HomeworkPage", "column %1", "homework page: an answer that names a column")},
        {"browseLine", QT_TRANSLATE_NOOP3("HomeworkPage", "No score: look through the %1 solutions.", "")},
        {"solutionOf", QT_TRANSLATE_NOOP3("HomeworkPage", "Solution %1 of %2", "")},
        {"previousSolution", QT_TRANSLATE_NOOP3("HomeworkPage", "Previous", "homework page: the solution before")},
        {"nextSolution", QT_TRANSLATE_NOOP3("HomeworkPage", "Next", "homework page: the next solution")},
        {"queensOn", QT_TRANSLATE_NOOP3("HomeworkPage", "Queens on %1", "homework page: a list of squares")},
};

} // namespace

QJsonObject HomeworkPageText::strings(const QTranslator *translator)
{
    QJsonObject words;
    for (const Entry &entry : Entries) {
        QString text;
        if (translator) {
            text = translator->translate("HomeworkPage", entry.text.source,
                *entry.text.comment ? entry.text.comment : nullptr);
        }
        if (text.isEmpty()) {
            text = QString::fromUtf8(entry.text.source);
        }
        words.insert(QLatin1String(entry.key), text);
    }
    return words;
}
