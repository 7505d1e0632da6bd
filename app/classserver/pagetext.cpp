// SPDX-License-Identifier: MIT
#include "pagetext.h"

QJsonObject PageText::strings()
{
    // The join screen's words are in index.html in English too (the server
    // puts these in their place as it serves the page): keep the two the same.
    return QJsonObject{
        // The join screen.
        {QStringLiteral("title"), tr("N-Queens class")},
        {QStringLiteral("joinHeading"), tr("Join the class")},
        {QStringLiteral("codeLabel"), tr("Class code")},
        {QStringLiteral("nameLabel"), tr("Your name")},
        {QStringLiteral("join"), tr("Join")},
        {QStringLiteral("joinGenerated"), tr("Choose a name for me")},
        {QStringLiteral("connecting"), tr("Connecting…")},
        {QStringLiteral("reconnecting"), tr("The connection is lost. Connecting again…")},
        {QStringLiteral("cannotConnect"),
         tr("The class cannot be reached. Check the address and try again.")},
        {QStringLiteral("codeMissing"), tr("Type the class code from the board.")},
        // In the class.
        {QStringLiteral("youAre"), tr("You are %1", "pupils' page: the pupil's name")},
        {QStringLiteral("leave"), tr("Leave the class")},
        // Asked before leaving (a pupil who leaves cannot come back as themselves).
        {QStringLiteral("leaveAsk"), tr("Leave the class?")},
        {QStringLiteral("leaveWarning"), tr("If you join again, you will be a new pupil.")},
        {QStringLiteral("leaveStay"), tr("Stay", "pupils' page: do not leave the class")},
        {QStringLiteral("leaveConfirm"), tr("Leave", "pupils' page: leave the class now")},
        {QStringLiteral("waiting"), tr("No question is open. Watch the board.")},
        {QStringLiteral("question"), tr("Question")},
        {QStringLiteral("secondVote"), tr("Vote again")},
        {QStringLiteral("newQuestion"), tr("New question: %1")},
        {QStringLiteral("tapSquare"), tr("Tap a square on the board to answer.")},
        {QStringLiteral("chooseOption"), tr("Choose an answer.")},
        {QStringLiteral("noAnswerYet"), tr("You have not answered yet.")},
        {QStringLiteral("sending"), tr("Sending your answer: %1…")},
        {QStringLiteral("answered"),
         tr("Your answer: %1. You can change it until the teacher reveals the answer.")},
        {QStringLiteral("yourAnswer"), tr("Your answer: %1.")},
        {QStringLiteral("right"), tr("Right!")},
        {QStringLiteral("wrong"), tr("Not right.")},
        {QStringLiteral("noAnswer"), tr("You did not answer.")},
        {QStringLiteral("rightAnswer"), tr("The right answer: %1.")},
        {QStringLiteral("rightTag"), tr("right answer", "pupils' page: on the right option's button")},
        // The board, for screen readers and the legend.
        {QStringLiteral("boardSize"), tr("The board, %1 by %1 squares")},
        {QStringLiteral("queensOn"), tr("Queens on %1")},
        {QStringLiteral("noQueens"), tr("No queen on the board")},
        {QStringLiteral("refusedBy"), tr("%1 is refused: the queen on %2 attacks it")},
        {QStringLiteral("rowWorkedOn"), tr("Row %1 is worked on")},
        {QStringLiteral("legendRow"), tr("Row worked on")},
        {QStringLiteral("legendRefused"), tr("Refused square")},
        {QStringLiteral("legendAttacker"), tr("Queen that attacks it")},
        {QStringLiteral("legendChosen"), tr("Your answer")},
        {QStringLiteral("legendRight"), tr("Right answer")},
        // Seat work (README, "Seat work"): the pupil's own board.
        {QStringLiteral("seatTitle"), tr("Your own board")},
        {QStringLiteral("seatHowTo"),
         tr("Tap an empty square to place the next queen, tap a queen to take it back. "
            "The arrow keys move between the squares.")},
        {QStringLiteral("seatBoard"), tr("Your board, %1 by %1 squares")},
        // The tools: what a tap does. Refuse stays on until switched off.
        {QStringLiteral("seatTools"), tr("What a tap does", "pupils' page: the group of the Place and Refuse buttons")},
        {QStringLiteral("seatPlace"), tr("Place queens", "pupils' page: the tool that places (and takes back) queens")},
        {QStringLiteral("seatRefuse"), tr("Refuse squares", "pupils' page: the tool that refuses squares")},
        {QStringLiteral("seatToolPlace"), tr("Tapping a square places a queen; tapping a queen takes it back.")},
        {QStringLiteral("seatToolRefuse"),
         tr("Refusing: each empty square you tap is refused, until you press %1.",
            "pupils' page: %1 is the Place queens button")},
        {QStringLiteral("seatRefuseKeys"), tr("X or Delete refuses the square with the focus.")},
        {QStringLiteral("seatShow"), tr("Show me", "pupils' page: do the next step for me")},
        {QStringLiteral("seatChecking"), tr("Checking %1…", "pupils' page: a square")},
        {QStringLiteral("seatTooFast"), tr("Not so fast: wait for the answer to your last steps.")},
        {QStringLiteral("seatDone"), tr("Steps done")},
        {QStringLiteral("seatMistakes"), tr("Mistakes")},
        {QStringLiteral("seatShown"), tr("Steps shown")},
        {QStringLiteral("seatFinished"), tr("Finished!")},
        {QStringLiteral("seatEnded"), tr("The teacher has ended the seat work.")},
        // What a square of the pupil's board holds, said after its name.
        {QStringLiteral("seatQueen"), tr("queen", "pupils' page: on a square")},
        {QStringLiteral("seatRefused"), tr("refused", "pupils' page: a square")},
        {QStringLiteral("seatActed"), tr("your last step", "pupils' page: a square")},
        {QStringLiteral("seatAttacker"), tr("attacks the square of your step", "pupils' page: a queen")},
        {QStringLiteral("seatExpected"), tr("the right step", "pupils' page: a square")},
        {QStringLiteral("seatLegendActed"), tr("Your step")},
        {QStringLiteral("seatLegendExpected"), tr("The right step")},
        // The end.
        {QStringLiteral("classClosed"), tr("The teacher has closed the class.")},
        {QStringLiteral("removed"), tr("The teacher has removed you from the class.")},
        {QStringLiteral("joinAgain"), tr("Join again")},
    };
}
