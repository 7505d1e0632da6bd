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
    <name>ExportActions</name>
    <message numerus="yes">
        <source>%n frame(s) saved in %1.</source>
        <translation>
            <numerusform>%n frame saved in %1.</numerusform>
            <numerusform>%n frames saved in %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RunController</name>
    <message numerus="yes">
        <source>Finished: %1 solution(s) found.</source>
        <translation>
            <numerusform>Finished: %1 solution found.</numerusform>
            <numerusform>Finished: %1 solutions found.</numerusform>
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
</TS>
