<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>BoardScene</name>
    <message numerus="yes">
        <source>%1 x %1 board, %n queen(s): %2.</source>
        <translation>
            <numerusform>%1 x %1 board, %n queen: %2.</numerusform>
            <numerusform>%1 x %1 board, %n queens: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is attacked by the queen(s) on %2.</source>
        <translation>
            <numerusform>%1 is attacked by the queen on %2.</numerusform>
            <numerusform>%1 is attacked by the queens on %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CallStackPanel</name>
    <message numerus="yes">
        <source>solve()  i = %1: %n option(s) left</source>
        <translation>
            <numerusform>solve()  i = %1: %n option left</numerusform>
            <numerusform>solve()  i = %1: %n options left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>solve()  row = %1: %n square(s) left</source>
        <translation>
            <numerusform>solve()  row = %1: %n square left</numerusform>
            <numerusform>solve()  row = %1: %n squares left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClassOffers</name>
    <message numerus="yes">
        <source>“%1” is meant for a class: its questions go to the %n pupil(s) connected.</source>
        <translation>
            <numerusform>“%1” is meant for a class: its questions go to the %n pupil connected.</numerusform>
            <numerusform>“%1” is meant for a class: its questions go to the %n pupils connected.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClassPanel</name>
    <message numerus="yes">
        <source>%n pupil(s) connected</source>
        <translation>
            <numerusform>%n pupil connected</numerusform>
            <numerusform>%n pupils connected</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClassResults</name>
    <message numerus="yes">
        <source>The results are full: the answers of %n pupil(s) to this question were not recorded. Save the results, then close the class and open it again.</source>
        <translation>
            <numerusform>The results are full: the answers of %n pupil to this question were not recorded. Save the results, then close the class and open it again.</numerusform>
            <numerusform>The results are full: the answers of %n pupils to this question were not recorded. Save the results, then close the class and open it again.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CompareWindow</name>
    <message numerus="yes">
        <source>%n step(s)/s</source>
        <translation>
            <numerusform>%n step/s</numerusform>
            <numerusform>%n steps/s</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExportActions</name>
    <message numerus="yes">
        <source>%n frame(s) saved in %1.</source>
        <translation>
            <numerusform>%n frame saved in %1.</numerusform>
            <numerusform>%n frames saved in %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Animation of %n frame(s) saved as %1.</source>
        <translation>
            <numerusform>Animation of %n frame saved as %1.</numerusform>
            <numerusform>Animation of %n frames saved as %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message numerus="yes">
        <source>Finished: %1 solution(s) found.</source>
        <translation>
            <numerusform>Finished: %1 solution found.</numerusform>
            <numerusform>Finished: %1 solutions found.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Finished: solved after %n move(s); no queen is attacked.</source>
        <translation>
            <numerusform>Finished: solved after %n move; no queen is attacked.</numerusform>
            <numerusform>Finished: solved after %n moves; no queen is attacked.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Start: queen placed on %1, where the queens above attack it least (%n attacking pair(s) so far).</source>
        <translation>
            <numerusform>Start: queen placed on %1, where the queens above attack it least (%n attacking pair so far).</numerusform>
            <numerusform>Start: queen placed on %1, where the queens above attack it least (%n attacking pairs so far).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %1: queen put on %2, attacked by %3; %n attacking pair(s) left.</source>
        <translation>
            <numerusform>Move %1: queen put on %2, attacked by %3; %n attacking pair left.</numerusform>
            <numerusform>Move %1: queen put on %2, attacked by %3; %n attacking pairs left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n queen(s)</source>
        <translation>
            <numerusform>%n queen</numerusform>
            <numerusform>%n queens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Gave up after %n move(s).</source>
        <translation>
            <numerusform>Gave up after %n move.</numerusform>
            <numerusform>Gave up after %n moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n attacking pair(s) left (%1 x %1 has no solution, or the search got stuck).</source>
        <translation>
            <numerusform>%n attacking pair left (%1 x %1 has no solution, or the search got stuck).</numerusform>
            <numerusform>%n attacking pairs left (%1 x %1 has no solution, or the search got stuck).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Finished: %1 solution(s) contain the given queens.</source>
        <translation>
            <numerusform>Finished: %1 solution contains the given queens.</numerusform>
            <numerusform>Finished: %1 solutions contain the given queens.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayController</name>
    <message numerus="yes">
        <source>%n queen(s) left</source>
        <translation>
            <numerusform>%n queen left</numerusform>
            <numerusform>%n queens left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n queen(s) too many</source>
        <translation>
            <numerusform>%n queen too many</numerusform>
            <numerusform>%n queens too many</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %n queen(s) placed</source>
        <translation>
            <numerusform>%n queen placed</numerusform>
            <numerusform>All %n queens placed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) of queens attack each other: remove or move the marked queens.</source>
        <translation>
            <numerusform>%n pair of queens attack each other: remove or move the marked queens.</numerusform>
            <numerusform>%n pairs of queens attack each other: remove or move the marked queens.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Place %n queen(s) so that none attacks another.</source>
        <translation>
            <numerusform>Place %n queen so that none attacks another.</numerusform>
            <numerusform>Place %n queens so that none attacks another.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play mode, %1 x %1 board, %n queen(s): %2.</source>
        <translation>
            <numerusform>Play mode, %1 x %1 board, %n queen: %2.</numerusform>
            <numerusform>Play mode, %1 x %1 board, %n queens: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This board&apos;s symmetry class has %n board(s); solutions are numbered only up to %1 x %1.</source>
        <translation>
            <numerusform>This board&apos;s symmetry class has %n board; solutions are numbered only up to %1 x %1.</numerusform>
            <numerusform>This board&apos;s symmetry class has %n boards; solutions are numbered only up to %1 x %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayLayer</name>
    <message numerus="yes">
        <source>Attacked by the queen(s) on %1.</source>
        <translation>
            <numerusform>Attacked by the queen on %1.</numerusform>
            <numerusform>Attacked by the queens on %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayPanel</name>
    <message numerus="yes">
        <source>%n too many</source>
        <translation>
            <numerusform>%n too many</numerusform>
            <numerusform>%n too many</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PredictText</name>
    <message numerus="yes">
        <source>%1 has %n attacker(s); another square has fewer.</source>
        <translation>
            <numerusform>%1 has %n attacker; another square has fewer.</numerusform>
            <numerusform>%1 has %n attackers; another square has fewer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n attacker(s))</source>
        <translation>
            <numerusform>%1 (%n attacker)</numerusform>
            <numerusform>%1 (%n attackers)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Right: %n attacker(s), the fewest in the row.</source>
        <translation>
            <numerusform>Right: %n attacker, the fewest in the row.</numerusform>
            <numerusform>Right: %n attackers, the fewest in the row.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not the fewest: %1 has %n square(s) left.</source>
        <translation>
            <numerusform>Not the fewest: %1 has %n square left.</numerusform>
            <numerusform>Not the fewest: %1 has %n squares left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n square(s) left)</source>
        <translation>
            <numerusform>%1 (%n square left)</numerusform>
            <numerusform>%1 (%n squares left)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Right: %1, %n square(s) left, the fewest.</source>
        <translation>
            <numerusform>Right: %1, %n square left, the fewest.</numerusform>
            <numerusform>Right: %1, %n squares left, the fewest.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Still %n square(s) in %1: %2.</source>
        <translation>
            <numerusform>Still %n square in %1: %2.</numerusform>
            <numerusform>Still %n squares in %1: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It has %n attacker(s), the fewest in the row.</source>
        <translation>
            <numerusform>It has %n attacker, the fewest in the row.</numerusform>
            <numerusform>It has %n attackers, the fewest in the row.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It has %n square(s) left, the fewest.</source>
        <translation>
            <numerusform>It has %n square left, the fewest.</numerusform>
            <numerusform>It has %n squares left, the fewest.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PseudocodePanel</name>
    <message numerus="yes">
        <source>i = row %1 (rank %2): %n option(s) left</source>
        <translation>
            <numerusform>i = row %1 (rank %2): %n option left</numerusform>
            <numerusform>i = row %1 (rank %2): %n options left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>row = %1 (rank %2): %n square(s) left</source>
        <translation>
            <numerusform>row = %1 (rank %2): %n square left</numerusform>
            <numerusform>row = %1 (rank %2): %n squares left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>i = col %1 (file %2): %n option(s) left</source>
        <translation>
            <numerusform>i = col %1 (file %2): %n option left</numerusform>
            <numerusform>i = col %1 (file %2): %n options left</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RunToolBar</name>
    <message numerus="yes">
        <source>%n step(s)/s</source>
        <translation>
            <numerusform>%n step/s</numerusform>
            <numerusform>%n steps/s</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SearchTreeView</name>
    <message numerus="yes">
        <source>%n square(s) refused while it was the last queen</source>
        <translation>
            <numerusform>%n square refused while it was the last queen</numerusform>
            <numerusform>%n squares refused while it was the last queen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n solution(s) below it</source>
        <translation>
            <numerusform>%n solution below it</numerusform>
            <numerusform>%n solutions below it</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n step</numerusform>
            <numerusform>%n steps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n time(s) in the last three minutes</source>
        <translation>
            <numerusform>%n time in the last three minutes</numerusform>
            <numerusform>%n times in the last three minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pupil(s) made it</source>
        <translation>
            <numerusform>%n pupil made it</numerusform>
            <numerusform>%n pupils made it</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SessionController</name>
    <message numerus="yes">
        <source>Saved “%1”: the window as it is and the lesson&apos;s %n scene(s); it opens again at scene %2.</source>
        <translation>
            <numerusform>Saved “%1”: the window as it is and the lesson&apos;s %n scene; it opens again at scene %2.</numerusform>
            <numerusform>Saved “%1”: the window as it is and the lesson&apos;s %n scenes; it opens again at scene %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>VariablesPanel</name>
    <message numerus="yes">
        <source>fewest attackers (%n) on: %1</source>
        <translation>
            <numerusform>fewest attackers (%n) on: %1</numerusform>
            <numerusform>fewest attackers (%n) on: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SeatStartDialog</name>
</context>
<context>
    <name>ClassMode</name>
    <message numerus="yes">
        <source>%n pupil(s) are connected. Closing the class ends the class on their pages; their results are kept. Close the class?</source>
        <translation>
            <numerusform>%n pupil is connected. Closing the class ends the class on their page; their results are kept. Close the class?</numerusform>
            <numerusform>%n pupils are connected. Closing the class ends the class on their pages; their results are kept. Close the class?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PracticeTaskForm</name>
    <message numerus="yes">
        <source>Each pupil&apos;s task: %n step(s), about %1 at a pupil&apos;s pace.</source>
        <translation>
            <numerusform>Each pupil&apos;s task: %n step, about %1 at a pupil&apos;s pace.</numerusform>
            <numerusform>Each pupil&apos;s task: %n steps, about %1 at a pupil&apos;s pace.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of them are refusals: with the refused squares marked, it is %1.</source>
        <translation>
            <numerusform>%n of them is a refusal: with the refused squares marked, it is %1.</numerusform>
            <numerusform>%n of them are refusals: with the refused squares marked, it is %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n step</numerusform>
            <numerusform>%n steps</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HomeworkExportDialog</name>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n step</numerusform>
            <numerusform>%n steps</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HomeworkImportDialog</name>
    <message numerus="yes">
        <source>The homework of %n pupil(s) was added to the open class&apos;s results.</source>
        <translation>
            <numerusform>The homework of %n pupil was added to the open class&apos;s results.</numerusform>
            <numerusform>The homework of %n pupils was added to the open class&apos;s results.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The homework of %n pupil(s) was added to %1.</source>
        <translation>
            <numerusform>The homework of %n pupil was added to %1.</numerusform>
            <numerusform>The homework of %n pupils was added to %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n result(s) could not be added: the class&apos;s results are full.</source>
        <translation>
            <numerusform>%n result could not be added: the class&apos;s results are full.</numerusform>
            <numerusform>%n results could not be added: the class&apos;s results are full.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClassResultsModel</name>
    <message numerus="yes">
        <source>%n right</source>
        <translation>
            <numerusform>%n right</numerusform>
            <numerusform>%n right</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shown</source>
        <translation>
            <numerusform>%n shown</numerusform>
            <numerusform>%n shown</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n mistake</numerusform>
            <numerusform>%n mistakes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n at try 1</source>
        <translation>
            <numerusform>%n at try 1</numerusform>
            <numerusform>%n at try 1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n at try 2</source>
        <translation>
            <numerusform>%n at try 2</numerusform>
            <numerusform>%n at try 2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n revealed</source>
        <translation>
            <numerusform>%n revealed</numerusform>
            <numerusform>%n revealed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s)</source>
        <translation>
            <numerusform>%n question</numerusform>
            <numerusform>%n questions</numerusform>
        </translation>
    </message>
</context>
</TS>
