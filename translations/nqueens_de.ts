<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>ActionTexts</name>
    <message>
        <source>%1 (%2)</source>
        <comment>tool tip and its shortcut</comment>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>AlgorithmText</name>
    <message>
        <source>Permutations</source>
        <translation>Permutationen</translation>
    </message>
    <message>
        <source>Check queens</source>
        <translation>Damen prüfen</translation>
    </message>
    <message>
        <source>Mark board</source>
        <translation>Brett markieren</translation>
    </message>
    <message>
        <source>Lock lines</source>
        <translation>Linien sperren</translation>
    </message>
    <message>
        <source>Bitmask</source>
        <translation>Bitmaske</translation>
    </message>
    <message>
        <source>Generate every permutation of the columns, then test each pair of queens for a shared diagonal.</source>
        <translation>Alle Permutationen der Spalten erzeugen, dann jedes Damenpaar auf eine gemeinsame Diagonale prüfen.</translation>
    </message>
    <message>
        <source>Backtrack row by row; test each square against every queen already placed.</source>
        <translation>Backtracking Zeile für Zeile; jedes Feld wird gegen jede bereits gesetzte Dame geprüft.</translation>
    </message>
    <message>
        <source>Backtrack row by row; each queen marks every square it attacks on a copy of the board.</source>
        <translation>Backtracking Zeile für Zeile; jede Dame markiert auf einer Kopie des Bretts alle Felder, die sie angreift.</translation>
    </message>
    <message>
        <source>Backtrack row by row; lock arrays for the columns and both diagonals tell at once whether a square is free.</source>
        <translation>Backtracking Zeile für Zeile; Sperr-Arrays für die Spalten und beide Diagonalen zeigen sofort, ob ein Feld frei ist.</translation>
    </message>
    <message>
        <source>Backtrack row by row; bitboards of attacked columns and diagonals give a row&apos;s free squares in one operation.</source>
        <translation>Backtracking Zeile für Zeile; Bitboards der angegriffenen Spalten und Diagonalen liefern die freien Felder einer Zeile in einer einzigen Operation.</translation>
    </message>
    <message>
        <source>Pair checks</source>
        <translation>Paarprüfungen</translation>
    </message>
    <message>
        <source>Queen checks</source>
        <translation>Damenprüfungen</translation>
    </message>
    <message>
        <source>Cells written</source>
        <translation>Geschriebene Zellen</translation>
    </message>
    <message>
        <source>Lock lookups</source>
        <translation>Sperrabfragen</translation>
    </message>
    <message>
        <source>Mask operations</source>
        <translation>Maskenoperationen</translation>
    </message>
    <message>
        <source>Min-conflicts</source>
        <translation>Min-Konflikte</translation>
    </message>
    <message>
        <source>Local search: start from a full board, then move an attacked queen within its row to the square with the fewest attackers until none is attacked. Finds one solution, not all.</source>
        <translation>Lokale Suche: mit einem vollen Brett beginnen, dann eine angegriffene Dame innerhalb ihrer Zeile auf das Feld mit den wenigsten Angreifern ziehen, bis keine mehr angegriffen wird. Findet eine Lösung, nicht alle.</translation>
    </message>
    <message>
        <source>Squares scored</source>
        <translation>Bewertete Felder</translation>
    </message>
    <message>
        <source>Available columns</source>
        <translation>Freie Spalten</translation>
    </message>
    <message>
        <source>Forward checking</source>
        <translation>Vorausprüfung</translation>
    </message>
    <message>
        <source>MRV</source>
        <translation>MRV</translation>
    </message>
    <message>
        <source>Dancing links</source>
        <translation>Dancing Links</translation>
    </message>
    <message>
        <source>Backtrack row by row; each row tries only the columns no queen holds yet, so only the diagonals need checking.</source>
        <translation>Backtracking Zeile für Zeile; jede Zeile versucht nur die Spalten, die noch keine Dame besetzt, daher sind nur die Diagonalen zu prüfen.</translation>
    </message>
    <message>
        <source>Backtrack row by row; each queen prunes the squares it attacks from the rows below, and a row left with no square sends the search back at once.</source>
        <translation>Backtracking Zeile für Zeile; jede Dame streicht die angegriffenen Felder aus den Zeilen darunter, und eine Zeile ohne Feld schickt die Suche sofort zurück.</translation>
    </message>
    <message>
        <source>Forward checking that fills next the empty row with the fewest squares left (minimum remaining values).</source>
        <translation>Vorausprüfung, die als Nächstes die leere Zeile mit den wenigsten verbliebenen Feldern füllt (minimum remaining values).</translation>
    </message>
    <message>
        <source>Knuth&apos;s Algorithm X with dancing links: each row and column must be covered once; it fills the row or column with the fewest options first.</source>
        <translation>Knuths Algorithmus X mit Dancing Links: Jede Zeile und Spalte muss genau einmal bedeckt sein; zuerst wird die Zeile oder Spalte mit den wenigsten Optionen gefüllt.</translation>
    </message>
    <message>
        <source>Diagonal checks</source>
        <translation>Diagonalprüfungen</translation>
    </message>
    <message>
        <source>Consistency checks</source>
        <translation>Konsistenzprüfungen</translation>
    </message>
    <message>
        <source>Link updates</source>
        <translation>Verweisänderungen</translation>
    </message>
</context>
<context>
    <name>AnimationWriter</name>
    <message>
        <source>cannot write &apos;%1&apos;: %2</source>
        <translation>Schreiben von &apos;%1&apos; nicht möglich: %2</translation>
    </message>
    <message>
        <source>there are no frames to write</source>
        <translation>es gibt keine Bilder zum Schreiben</translation>
    </message>
    <message>
        <source>choose 1 to %1 frames, %2 to %3 frames a second and a hold of 0 to %4 seconds</source>
        <translation>1 bis %1 Bilder, %2 bis %3 Bilder pro Sekunde und 0 bis %4 Sekunden Halten wählen</translation>
    </message>
    <message>
        <source>Export cancelled.</source>
        <translation>Export abgebrochen.</translation>
    </message>
    <message>
        <source>the encoder wrote nothing</source>
        <translation>der Encoder hat nichts geschrieben</translation>
    </message>
    <message>
        <source>the animation would last %1 minutes; at most %2 minutes: choose fewer steps, more frames a second or a shorter hold</source>
        <translation>die Animation würde %1 Minuten dauern; höchstens %2 Minuten: wählen Sie weniger Schritte, mehr Bilder pro Sekunde oder ein kürzeres Halten</translation>
    </message>
    <message>
        <source>%1 frames of %2 x %3 pixels are more than one animation may be (at most %4 frames of this size): choose fewer steps or fewer pixels</source>
        <translation>%1 Bilder mit %2 x %3 Pixeln sind mehr, als eine Animation haben darf (höchstens %4 Bilder dieser Größe): wählen Sie weniger Schritte oder weniger Pixel</translation>
    </message>
    <message>
        <source>cannot read ffmpeg&apos;s output: %1</source>
        <translation>die Ausgabe von ffmpeg kann nicht gelesen werden: %1</translation>
    </message>
</context>
<context>
    <name>AppSettings</name>
    <message>
        <source>Some settings in %1 were not understood (%2); the defaults are used for them.</source>
        <translation>Einige Einstellungen in %1 wurden nicht verstanden (%2); für sie gelten die Standardwerte.</translation>
    </message>
    <message>
        <source>The settings could not be saved to %1.</source>
        <translation>Die Einstellungen konnten nicht in %1 gespeichert werden.</translation>
    </message>
    <message>
        <source>The settings file %1 is damaged; the program starts with its defaults. It will be kept as %2 when the settings are saved.</source>
        <translation>Die Einstellungsdatei %1 ist beschädigt; das Programm startet mit den Standardeinstellungen. Beim Speichern der Einstellungen wird sie als %2 aufbewahrt.</translation>
    </message>
    <message>
        <source>it could not be moved aside to %1</source>
        <translation>sie konnte nicht nach %1 verschoben werden</translation>
    </message>
    <message>
        <source>The settings file %1 is not a regular file (a pipe, a device or a broken link?); the program starts with its defaults. It will be kept as %2 when the settings are saved.</source>
        <translation>Die Einstellungsdatei %1 ist keine gewöhnliche Datei (eine Pipe, ein Gerät oder ein defekter Link?); das Programm startet mit den Standardeinstellungen. Beim Speichern der Einstellungen wird sie als %2 aufbewahrt.</translation>
    </message>
    <message>
        <source>The settings could not be saved to %1: %2.</source>
        <translation>Die Einstellungen konnten nicht in %1 gespeichert werden: %2.</translation>
    </message>
    <message>
        <source>The settings file %1 cannot be read; the program starts with its defaults. It will be kept as %2 when the settings are saved.</source>
        <translation>Die Einstellungsdatei %1 kann nicht gelesen werden; das Programm startet mit den Standardeinstellungen. Beim Speichern der Einstellungen wird sie als %2 aufbewahrt.</translation>
    </message>
</context>
<context>
    <name>BoardExporter</name>
    <message>
        <source>cannot write &apos;%1&apos;: %2</source>
        <translation>Schreiben von &apos;%1&apos; nicht möglich: %2</translation>
    </message>
    <message>
        <source>not enough memory for the image</source>
        <translation>nicht genug Speicher für das Bild</translation>
    </message>
    <message>
        <source>the PNG encoder failed</source>
        <translation>der PNG-Encoder ist fehlgeschlagen</translation>
    </message>
    <message>
        <source>cannot start the SVG generator</source>
        <translation>der SVG-Generator lässt sich nicht starten</translation>
    </message>
    <message>
        <source>cannot start the PDF writer</source>
        <translation>die PDF-Ausgabe lässt sich nicht starten</translation>
    </message>
    <message>
        <source>there are no boards to put on the sheet</source>
        <translation>es gibt keine Bretter für das Blatt</translation>
    </message>
    <message>
        <source>%1 (page %2 of %3)</source>
        <translation>%1 (Seite %2 von %3)</translation>
    </message>
    <message>
        <source>cannot create the directory &apos;%1&apos;: %2</source>
        <translation>Verzeichnis &apos;%1&apos; kann nicht erstellt werden: %2</translation>
    </message>
    <message>
        <source>cannot write into &apos;%1&apos;: it is not a directory</source>
        <translation>Schreiben in &apos;%1&apos; nicht möglich: kein Verzeichnis</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <source>%1: no queen attacks this square.</source>
        <translation>%1: Keine Dame greift dieses Feld an.</translation>
    </message>
    <message numerus="yes">
        <source>%1 is attacked by the queen(s) on %2.</source>
        <translation>
            <numerusform>%1 wird von der Dame auf %2 angegriffen.</numerusform>
            <numerusform>%1 wird von den Damen auf %2 angegriffen.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 x %1 board, no queens.</source>
        <translation>Brett %1 x %1, keine Damen.</translation>
    </message>
    <message numerus="yes">
        <source>%1 x %1 board, %n queen(s): %2.</source>
        <translation>
            <numerusform>Brett %1 x %1, %n Dame: %2.</numerusform>
            <numerusform>Brett %1 x %1, %n Damen: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: pruned by the queen on %2 (column).</source>
        <translation>%1: gestrichen von der Dame auf %2 (Spalte).</translation>
    </message>
    <message>
        <source>%1: pruned by the queen on %2 (diagonal).</source>
        <translation>%1: gestrichen von der Dame auf %2 (Diagonale).</translation>
    </message>
    <message>
        <source>%1: pruned by the queen on %2 (anti-diagonal).</source>
        <translation>%1: gestrichen von der Dame auf %2 (Gegendiagonale).</translation>
    </message>
    <message>
        <source>%1: pruned by the queen on %2.</source>
        <translation>%1: gestrichen von der Dame auf %2.</translation>
    </message>
</context>
<context>
    <name>BoardTheme</name>
    <message>
        <source>Classic</source>
        <translation>Klassisch</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
    <message>
        <source>System colours</source>
        <translation>Systemfarben</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Vergrößern</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Fit board</source>
        <translation>Brett &amp;einpassen</translation>
    </message>
    <message>
        <source>Zoom into the board (%1; %2 zooms about the pointer)</source>
        <comment>%1: the shortcut, such as Ctrl++; %2: the wheel with its key, such as Ctrl+wheel</comment>
        <translation>Das Brett vergrößern (%1; %2 zoomt um den Mauszeiger)</translation>
    </message>
    <message>
        <source>Zoom out of the board (%1)</source>
        <comment>%1: the shortcut, such as Ctrl+-</comment>
        <translation>Das Brett verkleinern (%1)</translation>
    </message>
    <message>
        <source>Show the whole board (%1)</source>
        <comment>%1: the shortcut, such as Ctrl+0</comment>
        <translation>Das ganze Brett zeigen (%1)</translation>
    </message>
</context>
<context>
    <name>CallStackPanel</name>
    <message>
        <source>solve(row=%1)  no column tried yet</source>
        <translation>solve(row=%1)  noch keine Spalte versucht</translation>
    </message>
    <message>
        <source>search(n=%1)  p = [%2]</source>
        <translation>search(n=%1)  p = [%2]</translation>
    </message>
    <message>
        <source>Brute force does not recurse: one loop runs over all the permutations, so there is a single frame.</source>
        <translation>Brute Force kommt ohne Rekursion aus: Eine einzige Schleife durchläuft alle Permutationen, daher gibt es nur einen Aufrufrahmen.</translation>
    </message>
    <message>
        <source>One frame per call of solve, the top-level call first; the last frame is the row being worked on.</source>
        <translation>Ein Aufrufrahmen pro Aufruf von solve, der äußerste Aufruf zuerst; der letzte Rahmen ist die Zeile, die gerade bearbeitet wird.</translation>
    </message>
    <message>
        <source>Call stack</source>
        <translation>Aufrufstapel</translation>
    </message>
    <message>
        <source>The calls of the recursive search, the running one last</source>
        <translation>Die Aufrufe der rekursiven Suche, der laufende zuletzt</translation>
    </message>
    <message>
        <source>Local search does not recurse: one loop moves one queen at a time, so there is a single frame.</source>
        <translation>Die lokale Suche kommt ohne Rekursion aus: Eine einzige Schleife zieht eine Dame nach der anderen, daher gibt es nur einen Aufrufrahmen.</translation>
    </message>
    <message>
        <source>min_conflicts(n=%1)  solved</source>
        <translation>min_conflicts(n=%1)  gelöst</translation>
    </message>
    <message>
        <source>min_conflicts(n=%1)  not started</source>
        <translation>min_conflicts(n=%1)  noch nicht gestartet</translation>
    </message>
    <message>
        <source>solve(row=%1)  col = %2: %3</source>
        <translation>solve(row=%1)  col = %2: %3</translation>
    </message>
    <message>
        <source>solve(row=%1)  col = %2: %3 refused</source>
        <translation>solve(row=%1)  col = %2: %3 abgelehnt</translation>
    </message>
    <message>
        <source>solve(row=%1)  col = %2: %3 taken back</source>
        <translation>solve(row=%1)  col = %2: %3 zurückgenommen</translation>
    </message>
    <message>
        <source>min_conflicts(n=%1)  move %2: row %3 lifted from col %4: %5</source>
        <translation>min_conflicts(n=%1)  Zug %2: Dame der Zeile %3 von Spalte %4 abgehoben: %5</translation>
    </message>
    <message>
        <source>min_conflicts(n=%1)  move %2: row %3 put on col %4: %5</source>
        <translation>min_conflicts(n=%1)  Zug %2: Dame der Zeile %3 auf Spalte %4 gesetzt: %5</translation>
    </message>
    <message>
        <source>min_conflicts(n=%1)  start: row %2 on col %3: %4</source>
        <translation>min_conflicts(n=%1)  Start: Dame der Zeile %2 auf Spalte %3: %4</translation>
    </message>
    <message>
        <source>set-up: the given queens leave row %1 no square</source>
        <translation>Vorbereitung: die vorgegebenen Damen lassen Zeile %1 kein Feld</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>col %1</source>
        <translation>Spalte %1</translation>
    </message>
    <message>
        <source>solve()  i = %1, queen on (%2, %3): %4</source>
        <translation>solve()  i = %1, Dame auf (%2, %3): %4</translation>
    </message>
    <message>
        <source>solve()  i = %1, queen on (%2, %3): %4 taken back</source>
        <translation>solve()  i = %1, Dame auf (%2, %3): %4 zurückgenommen</translation>
    </message>
    <message numerus="yes">
        <source>solve()  i = %1: %n option(s) left</source>
        <translation>
            <numerusform>solve()  i = %1: noch %n Option</numerusform>
            <numerusform>solve()  i = %1: noch %n Optionen</numerusform>
        </translation>
    </message>
    <message>
        <source>solve()  i = %1: no option left, a dead end</source>
        <translation>solve()  i = %1: keine Option mehr, eine Sackgasse</translation>
    </message>
    <message>
        <source>solve()  nothing chosen yet</source>
        <translation>solve()  noch nichts gewählt</translation>
    </message>
    <message>
        <source>solve()  row = %1, col = %2: %3</source>
        <translation>solve()  row = %1, col = %2: %3</translation>
    </message>
    <message>
        <source>solve()  row = %1, col = %2: %3 taken back</source>
        <translation>solve()  row = %1, col = %2: %3 zurückgenommen</translation>
    </message>
    <message numerus="yes">
        <source>solve()  row = %1: %n square(s) left</source>
        <translation>
            <numerusform>solve()  row = %1: noch %n Feld</numerusform>
            <numerusform>solve()  row = %1: noch %n Felder</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, prunes %2</source>
        <translation>%1, streicht %2</translation>
    </message>
    <message>
        <source>%1, wipes out row %2</source>
        <translation>%1, leert Zeile %2</translation>
    </message>
    <message>
        <source>One frame per call of solve, the top-level call first, each with the row it chose; the last frame is the one working.</source>
        <translation>Ein Rahmen pro Aufruf von solve, der äußerste Aufruf zuerst, jeder mit der Zeile, die er gewählt hat; der letzte Rahmen arbeitet gerade.</translation>
    </message>
    <message>
        <source>One frame per call of solve, the top-level call first, each with the row or column it chose (i); the last frame is the one working.</source>
        <translation>Ein Rahmen pro Aufruf von solve, der äußerste Aufruf zuerst, jeder mit der Zeile oder Spalte, die er gewählt hat (i); der letzte Rahmen arbeitet gerade.</translation>
    </message>
    <message>
        <source>row=%1  given, not searched: col = %2: %3</source>
        <comment>a row whose queen the user set up</comment>
        <translation>row=%1  vorgegeben, nicht gesucht: col = %2: %3</translation>
    </message>
</context>
<context>
    <name>ClassBars</name>
    <message>
        <source>Vote 1</source>
        <translation>Abstimmung 1</translation>
    </message>
    <message>
        <source>Vote 2</source>
        <translation>Abstimmung 2</translation>
    </message>
</context>
<context>
    <name>ClassMode</name>
    <message>
        <source>Open &amp;Class</source>
        <translation>&amp;Klasse öffnen</translation>
    </message>
    <message>
        <source>Let the class answer the questions on their own phones or laptops</source>
        <translation>Die Klasse beantwortet die Fragen auf eigenen Handys oder Laptops</translation>
    </message>
    <message>
        <source>Show how the class answered, and tell every pupil the right answer</source>
        <translation>Zeigen, wie die Klasse geantwortet hat, und allen Schülern die richtige Antwort sagen</translation>
    </message>
    <message>
        <source>Close the first vote without showing it and ask the same question again, after the class discussed it</source>
        <translation>Die erste Abstimmung schließen, ohne sie zu zeigen, und dieselbe Frage noch einmal stellen, nachdem die Klasse darüber gesprochen hat</translation>
    </message>
    <message>
        <source>Reveal t&amp;he Class&apos;s Answers</source>
        <translation>Antworten der Klasse a&amp;ufdecken</translation>
    </message>
    <message>
        <source>Vote Agai&amp;n</source>
        <translation>Noch einmal abst&amp;immen</translation>
    </message>
    <message>
        <source>A class is open already.</source>
        <translation>Es ist schon eine Klasse geöffnet.</translation>
    </message>
    <message>
        <source>The class cannot go on: %1</source>
        <translation>Die Klasse kann nicht weitergehen: %1</translation>
    </message>
    <message>
        <source>Close the Class</source>
        <translation>Klasse schließen</translation>
    </message>
    <message>
        <source>Keep It Open</source>
        <translation>Geöffnet lassen</translation>
    </message>
    <message numerus="yes">
        <source>%n pupil(s) are connected. Closing the class ends the class on their pages; their results are kept. Close the class?</source>
        <translation>
            <numerusform>%n Schüler ist verbunden. Wenn die Klasse geschlossen wird, endet sie auf seiner Seite; die Ergebnisse bleiben erhalten. Klasse schließen?</numerusform>
            <numerusform>%n Schüler sind verbunden. Wenn die Klasse geschlossen wird, endet sie auf ihren Seiten; die Ergebnisse bleiben erhalten. Klasse schließen?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClassOffers</name>
    <message>
        <source>A class did not close</source>
        <translation>Eine Klasse wurde nicht beendet</translation>
    </message>
    <message>
        <source>The program stopped while a class was open (%1). Its results up to the last question were kept. Show them?</source>
        <translation>Das Programm endete, während eine Klasse offen war (%1). Ihre Ergebnisse bis zur letzten Frage sind erhalten. Anzeigen?</translation>
    </message>
    <message numerus="yes">
        <source>“%1” is meant for a class: its questions go to the %n pupil(s) connected.</source>
        <translation>
            <numerusform>„%1“ ist für eine Klasse gedacht: Ihre Fragen gehen an den %n verbundenen Schüler.</numerusform>
            <numerusform>„%1“ ist für eine Klasse gedacht: Ihre Fragen gehen an die %n verbundenen Schüler.</numerusform>
        </translation>
    </message>
    <message>
        <source>A lesson for a class</source>
        <translation>Eine Lektion für eine Klasse</translation>
    </message>
    <message>
        <source>“%1” is meant for a class answering on their phones or laptops. Open a class now? The pupils join with the code and the QR code the window shows.</source>
        <translation>„%1“ ist für eine Klasse gedacht, die auf Handys oder Laptops antwortet. Jetzt eine Klasse öffnen? Die Schüler treten mit dem Code und dem QR-Code bei, die das Fenster zeigt.</translation>
    </message>
    <message>
        <source>Open the Class</source>
        <translation>Klasse öffnen</translation>
    </message>
    <message>
        <source>Not Now</source>
        <translation>Nicht jetzt</translation>
    </message>
    <message>
        <source>The program stopped while a class was open (%1). Its results up to the last question were kept. Go on with the class? The pupils&apos; pages come back by themselves, with the same code, as the same pupils.</source>
        <translation>Das Programm wurde beendet, während eine Klasse geöffnet war (%1). Ihre Ergebnisse bis zur letzten Frage sind erhalten. Mit der Klasse weitermachen? Die Seiten der Schüler kommen von selbst zurück, mit demselben Code, als dieselben Schüler.</translation>
    </message>
    <message>
        <source>Go On with the Class</source>
        <translation>Mit der Klasse weitermachen</translation>
    </message>
    <message>
        <source>Show the Results</source>
        <translation>Ergebnisse zeigen</translation>
    </message>
</context>
<context>
    <name>ClassPanel</name>
    <message>
        <source>Remove Pupil</source>
        <translation>Schüler entfernen</translation>
    </message>
    <message>
        <source>Anonymous names</source>
        <translation>Anonyme Namen</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>Aufdecken</translation>
    </message>
    <message>
        <source>Vote Again</source>
        <translation>Noch einmal abstimmen</translation>
    </message>
    <message>
        <source>QR code of the join address</source>
        <translation>QR-Code der Beitrittsadresse</translation>
    </message>
    <message>
        <source>Network address</source>
        <translation>Netzwerkadresse</translation>
    </message>
    <message>
        <source>Pupils</source>
        <translation>Schüler</translation>
    </message>
    <message>
        <source>Close the Class</source>
        <translation>Klasse beenden</translation>
    </message>
    <message>
        <source>%1 (no network found: only this computer can open it)</source>
        <translation>%1 (kein Netzwerk gefunden: nur dieser Computer kann sie öffnen)</translation>
    </message>
    <message>
        <source>Class code: %1</source>
        <translation>Klassencode: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n pupil(s) connected</source>
        <translation>
            <numerusform>%n Schüler verbunden</numerusform>
            <numerusform>%n Schüler verbunden</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (away)</source>
        <translation>%1 (weg)</translation>
    </message>
    <message>
        <source>Vote 2: %1 of %2 answered</source>
        <translation>Abstimmung 2: %1 von %2 haben geantwortet</translation>
    </message>
    <message>
        <source>%1 of %2 answered</source>
        <translation>%1 von %2 haben geantwortet</translation>
    </message>
    <message>
        <source>%1: %2 (vote 1: %3)</source>
        <translation>%1: %2 (Abstimmung 1: %3)</translation>
    </message>
    <message>
        <source>%1: %2 (%3%)</source>
        <translation>%1: %2 (%3 %)</translation>
    </message>
    <message>
        <source>%1, right</source>
        <translation>%1, richtig</translation>
    </message>
    <message>
        <source>Right: %1 of %2 (%3%)</source>
        <translation>Richtig: %1 von %2 (%3 %)</translation>
    </message>
    <message>
        <source>Right in vote 1: %1 of %2 (%3%)</source>
        <translation>Richtig in Abstimmung 1: %1 von %2 (%3 %)</translation>
    </message>
    <message>
        <source>Right after vote 2: %1 of %2 (%3%)</source>
        <translation>Richtig nach Abstimmung 2: %1 von %2 (%3 %)</translation>
    </message>
    <message>
        <source>On the board: vote 1 small, vote 2 large</source>
        <translation>Auf dem Brett: Abstimmung 1 klein, Abstimmung 2 groß</translation>
    </message>
    <message>
        <source>Lock the class</source>
        <translation>Klasse sperren</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>Results of the class</source>
        <translation>Ergebnisse der Klasse</translation>
    </message>
    <message>
        <source>Save Results...</source>
        <translation>Ergebnisse speichern...</translation>
    </message>
    <message>
        <source>No more pupils join; the pupils in the class can still come back</source>
        <translation>Niemand tritt mehr bei; wer in der Klasse ist, kann zurückkommen</translation>
    </message>
    <message>
        <source>Pupils who join from now on get a generated name (an animal and a number)</source>
        <translation>Wer ab jetzt beitritt, bekommt einen erzeugten Namen (ein Tier und eine Zahl)</translation>
    </message>
    <message>
        <source>Results not saved: %1. Trying again…</source>
        <translation>Ergebnisse nicht gespeichert: %1. Neuer Versuch folgt…</translation>
    </message>
    <message>
        <source>Step On</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>The run&apos;s next step, when the class is ready (%1)</source>
        <translation>Der nächste Schritt, wenn die Klasse so weit ist (%1)</translation>
    </message>
</context>
<context>
    <name>ClassQuestions</name>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
</context>
<context>
    <name>ClassResults</name>
    <message>
        <source>The class&apos;s results are damaged at %1.</source>
        <translation>Die Ergebnisse der Klasse sind bei %1 beschädigt.</translation>
    </message>
    <message>
        <source>The file is too large to be a class&apos;s results.</source>
        <translation>Die Datei ist zu groß für die Ergebnisse einer Klasse.</translation>
    </message>
    <message>
        <source>The file is not a class&apos;s results: it is not a JSON object.</source>
        <translation>Die Datei enthält keine Ergebnisse einer Klasse: Sie ist kein JSON-Objekt.</translation>
    </message>
    <message>
        <source>The file is not a class&apos;s results of this program&apos;s version.</source>
        <translation>Die Datei enthält keine Ergebnisse einer Klasse in der Version dieses Programms.</translation>
    </message>
    <message numerus="yes">
        <source>The results are full: the answers of %n pupil(s) to this question were not recorded. Save the results, then close the class and open it again.</source>
        <translation>
            <numerusform>Die Ergebnisse sind voll: Die Antwort von %n Schüler auf diese Frage wurde nicht gespeichert. Speichern Sie die Ergebnisse, schließen Sie dann die Klasse und öffnen Sie sie erneut.</numerusform>
            <numerusform>Die Ergebnisse sind voll: Die Antworten von %n Schülern auf diese Frage wurden nicht gespeichert. Speichern Sie die Ergebnisse, schließen Sie dann die Klasse und öffnen Sie sie erneut.</numerusform>
        </translation>
    </message>
    <message>
        <source>The results are full: new pupils and questions are not recorded. Save the results, then close the class and open it again.</source>
        <translation>Die Ergebnisse sind voll: Neue Schüler und Fragen werden nicht gespeichert. Speichern Sie die Ergebnisse, schließen Sie dann die Klasse und öffnen Sie sie erneut.</translation>
    </message>
</context>
<context>
    <name>ClassResultsDialog</name>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>%1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 holds no class results: %2</source>
        <translation>%1 enthält keine Ergebnisse einer Klasse: %2</translation>
    </message>
    <message>
        <source>Results of a Class That Did Not Close</source>
        <translation>Ergebnisse einer Klasse, die nicht beendet wurde</translation>
    </message>
    <message>
        <source>The program stopped while a class was open. Its results up to the last question were kept in %1.</source>
        <translation>Das Programm endete, während eine Klasse offen war. Ihre Ergebnisse bis zur letzten Frage sind in %1 erhalten.</translation>
    </message>
    <message>
        <source>Save the Class&apos;s Results</source>
        <translation>Ergebnisse der Klasse speichern</translation>
    </message>
    <message>
        <source>class-results.csv</source>
        <translation>klassen-ergebnisse.csv</translation>
    </message>
    <message>
        <source>CSV for spreadsheets (*.csv);;JSON (*.json)</source>
        <translation>CSV für Tabellenkalkulationen (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Results not saved</source>
        <translation>Ergebnisse nicht gespeichert</translation>
    </message>
</context>
<context>
    <name>ClassResultsModel</name>
    <message>
        <source>Q%1</source>
        <translation>F%1</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Richtig</translation>
    </message>
    <message>
        <source>right</source>
        <translation>richtig</translation>
    </message>
    <message>
        <source>right at vote 2</source>
        <translation>richtig in Abstimmung 2</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>falsch</translation>
    </message>
    <message>
        <source>-</source>
        <comment>no answer</comment>
        <translation>-</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>keine Antwort</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>nicht begonnen</translation>
    </message>
    <message>
        <source>no question answered</source>
        <translation>keine Frage beantwortet</translation>
    </message>
    <message>
        <source>handed in</source>
        <translation>abgegeben</translation>
    </message>
    <message>
        <source>%1, task %2</source>
        <translation>%1, Aufgabe %2</translation>
    </message>
    <message>
        <source>-</source>
        <comment>not handed in</comment>
        <translation>-</translation>
    </message>
    <message>
        <source>not handed in</source>
        <translation>nicht abgegeben</translation>
    </message>
    <message numerus="yes">
        <source>%n right</source>
        <translation>
            <numerusform>%n richtig</numerusform>
            <numerusform>%n richtig</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shown</source>
        <translation>
            <numerusform>%n gezeigt</numerusform>
            <numerusform>%n gezeigt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n Fehler</numerusform>
            <numerusform>%n Fehler</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation>%1, %2, %3</translation>
    </message>
    <message>
        <source>%1, %2, %3, not finished</source>
        <translation>%1, %2, %3, nicht fertig</translation>
    </message>
    <message numerus="yes">
        <source>%n at try 1</source>
        <translation>
            <numerusform>%n beim 1. Versuch</numerusform>
            <numerusform>%n beim 1. Versuch</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n at try 2</source>
        <translation>
            <numerusform>%n beim 2. Versuch</numerusform>
            <numerusform>%n beim 2. Versuch</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n revealed</source>
        <translation>
            <numerusform>%n aufgedeckt</numerusform>
            <numerusform>%n aufgedeckt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s)</source>
        <translation>
            <numerusform>%n Frage</numerusform>
            <numerusform>%n Fragen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2, %3 (%4)</source>
        <translation>%1, %2, %3 (%4)</translation>
    </message>
</context>
<context>
    <name>ClassServer</name>
    <message>
        <source>No port could be opened for the class: %1.</source>
        <translation>Für die Klasse konnte kein Port geöffnet werden: %1.</translation>
    </message>
    <message>
        <source>No port from %1 to %2 could be opened for the class: %3.</source>
        <translation>Für die Klasse konnte kein Port von %1 bis %2 geöffnet werden: %3.</translation>
    </message>
    <message>
        <source>This is not the class&apos;s code.</source>
        <translation>Das ist nicht der Code der Klasse.</translation>
    </message>
    <message>
        <source>The class is locked: nobody can join now.</source>
        <translation>Die Klasse ist geschlossen: Niemand kann jetzt beitreten.</translation>
    </message>
    <message>
        <source>The class is full.</source>
        <translation>Die Klasse ist voll.</translation>
    </message>
    <message>
        <source>You are no longer in this class. Join again.</source>
        <translation>Sie sind nicht mehr in dieser Klasse. Treten Sie noch einmal bei.</translation>
    </message>
    <message>
        <source>This question is not open.</source>
        <translation>Diese Frage ist nicht offen.</translation>
    </message>
    <message>
        <source>Too many messages. Wait a moment and try again.</source>
        <translation>Zu viele Nachrichten. Warten Sie einen Moment und versuchen Sie es noch einmal.</translation>
    </message>
    <message>
        <source>The message was not understood.</source>
        <translation>Die Nachricht wurde nicht verstanden.</translation>
    </message>
    <message>
        <source>Too many wrong codes. Wait half a minute and try again.</source>
        <translation>Zu viele falsche Codes. Warten Sie eine halbe Minute und versuchen Sie es noch einmal.</translation>
    </message>
    <message>
        <source>No seat work is open.</source>
        <translation>Gerade ist keine Stillarbeit offen.</translation>
    </message>
    <message>
        <source>The class&apos;s port %1, where its pages come back, cannot be opened: %2.</source>
        <translation>Der Port %1 der Klasse, an den ihre Seiten zurückkehren, kann nicht geöffnet werden: %2.</translation>
    </message>
</context>
<context>
    <name>CompareTable</name>
    <message>
        <source>Comparison table</source>
        <translation>Vergleichstabelle</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algorithmus</translation>
    </message>
    <message>
        <source>Placements</source>
        <translation>Platzierungen</translation>
    </message>
    <message>
        <source>Rejections</source>
        <translation>Ablehnungen</translation>
    </message>
    <message>
        <source>Prunes</source>
        <translation>Streichungen</translation>
    </message>
    <message>
        <source>Work</source>
        <translation>Aufwand</translation>
    </message>
    <message>
        <source>Work measure</source>
        <translation>Aufwandsmaß</translation>
    </message>
    <message>
        <source>Solutions</source>
        <translation>Lösungen</translation>
    </message>
    <message>
        <source>Time (ms)</source>
        <translation>Zeit (ms)</translation>
    </message>
    <message>
        <source>Algorithms compared on the %1 x %1 board</source>
        <translation>Algorithmen im Vergleich auf dem %1 x %1-Brett</translation>
    </message>
    <message>
        <source>The table could not be made into a PNG image.</source>
        <translation>Die Tabelle ließ sich nicht als PNG-Bild erstellen.</translation>
    </message>
</context>
<context>
    <name>CompareWindow</name>
    <message>
        <source>Compare algorithms</source>
        <translation>Algorithmen vergleichen</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>&amp;Größe:</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>Brettgröße</translation>
    </message>
    <message>
        <source>The size of every board (N queens on N x N)</source>
        <translation>Die Größe aller Bretter (N Damen auf N x N)</translation>
    </message>
    <message>
        <source>&amp;Boards:</source>
        <translation>&amp;Bretter:</translation>
    </message>
    <message>
        <source>Number of boards</source>
        <translation>Anzahl der Bretter</translation>
    </message>
    <message>
        <source>How many algorithms run side by side</source>
        <translation>Wie viele Algorithmen nebeneinander laufen</translation>
    </message>
    <message>
        <source>&amp;Lockstep:</source>
        <translation>G&amp;leichschritt:</translation>
    </message>
    <message>
        <source>Lockstep</source>
        <translation>Gleichschritt</translation>
    </message>
    <message>
        <source>By steps</source>
        <translation>Nach Schritten</translation>
    </message>
    <message>
        <source>By placements</source>
        <translation>Nach Platzierungen</translation>
    </message>
    <message>
        <source>Own pace</source>
        <translation>Eigenes Tempo</translation>
    </message>
    <message>
        <source>Every board has done the same number of steps</source>
        <translation>Jedes Brett hat gleich viele Schritte getan</translation>
    </message>
    <message>
        <source>Every board has put down the same number of queens</source>
        <translation>Jedes Brett hat gleich viele Damen gesetzt</translation>
    </message>
    <message>
        <source>Every board runs at the speed on its own</source>
        <translation>Jedes Brett läuft für sich im eingestellten Tempo</translation>
    </message>
    <message>
        <source>How the boards keep together</source>
        <translation>Wie die Bretter Schritt halten</translation>
    </message>
    <message>
        <source>Sp&amp;eed:</source>
        <translation>&amp;Tempo:</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>&amp;Step</source>
        <translation>&amp;Schritt</translation>
    </message>
    <message>
        <source>One step on every board</source>
        <translation>Ein Schritt auf jedem Brett</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Neu starten</translation>
    </message>
    <message>
        <source>Start every board again</source>
        <translation>Alle Bretter neu starten</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>Schneller</translation>
    </message>
    <message>
        <source>Twice as fast</source>
        <translation>Doppelt so schnell</translation>
    </message>
    <message>
        <source>Slower</source>
        <translation>Langsamer</translation>
    </message>
    <message>
        <source>Half as fast</source>
        <translation>Halb so schnell</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>Copy the table (tab-separated) to the clipboard</source>
        <translation>Die Tabelle (durch Tabulatoren getrennt) in die Zwischenablage kopieren</translation>
    </message>
    <message>
        <source>E&amp;xport CSV...</source>
        <translation>CSV e&amp;xportieren...</translation>
    </message>
    <message>
        <source>Save the table as a CSV file</source>
        <translation>Die Tabelle als CSV-Datei speichern</translation>
    </message>
    <message>
        <source>Export &amp;image...</source>
        <translation>B&amp;ild exportieren...</translation>
    </message>
    <message>
        <source>Save the table as a PNG image</source>
        <translation>Die Tabelle als PNG-Bild speichern</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Abspielen</translation>
    </message>
    <message>
        <source>Pause every board</source>
        <translation>Alle Bretter anhalten</translation>
    </message>
    <message>
        <source>Play every board</source>
        <translation>Alle Bretter abspielen</translation>
    </message>
    <message>
        <source>top speed</source>
        <translation>Höchsttempo</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)/s</source>
        <translation>
            <numerusform>%n Schritt/s</numerusform>
            <numerusform>%n Schritte/s</numerusform>
        </translation>
    </message>
    <message>
        <source>The table is on the clipboard.</source>
        <translation>Die Tabelle ist in der Zwischenablage.</translation>
    </message>
    <message>
        <source>Export the table as an image</source>
        <translation>Die Tabelle als Bild exportieren</translation>
    </message>
    <message>
        <source>Export the table as CSV</source>
        <translation>Die Tabelle als CSV exportieren</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG-Bilder (*.png)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Gespeichert: %1</translation>
    </message>
</context>
<context>
    <name>CountersPanel</name>
    <message>
        <source>Placements</source>
        <translation>Platzierungen</translation>
    </message>
    <message>
        <source>Queens put on the board so far</source>
        <translation>Bisher auf das Brett gesetzte Damen</translation>
    </message>
    <message>
        <source>Backtracks</source>
        <translation>Rücksprünge</translation>
    </message>
    <message>
        <source>Queens taken back because nothing below them worked</source>
        <translation>Damen, die zurückgenommen wurden, weil darunter nichts zum Ziel führte</translation>
    </message>
    <message>
        <source>Rejections</source>
        <translation>Ablehnungen</translation>
    </message>
    <message>
        <source>Squares refused because a queen attacks them</source>
        <translation>Felder, die abgelehnt wurden, weil eine Dame sie angreift</translation>
    </message>
    <message>
        <source>Solutions</source>
        <translation>Lösungen</translation>
    </message>
    <message>
        <source>Solutions found so far</source>
        <translation>Bisher gefundene Lösungen</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <source>Queens on the board now</source>
        <translation>Damen, die jetzt auf dem Brett stehen</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>Events of the search shown so far</source>
        <translation>Bisher gezeigte Ereignisse der Suche</translation>
    </message>
    <message>
        <source>Work</source>
        <translation>Aufwand</translation>
    </message>
    <message>
        <source>The algorithm&apos;s own measure of effort: what its check really costs</source>
        <translation>Das eigene Aufwandsmaß des Algorithmus: was seine Prüfung wirklich kostet</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Queens the local search moved within their rows so far</source>
        <translation>Damen, die die lokale Suche bisher innerhalb ihrer Zeile gezogen hat</translation>
    </message>
    <message>
        <source>Conflicts</source>
        <translation>Konflikte</translation>
    </message>
    <message>
        <source>Pairs of queens on the board that attack each other now</source>
        <translation>Damenpaare auf dem Brett, die sich gerade gegenseitig angreifen</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a counter&apos;s caption and figure, for screen readers</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Permutations tested</source>
        <translation>Geprüfte Permutationen</translation>
    </message>
    <message>
        <source>Boards of one queen per row and column tested so far, each refused or a solution: N! in all</source>
        <translation>Bisher geprüfte Bretter mit einer Dame je Zeile und Spalte, jedes abgelehnt oder eine Lösung: insgesamt N!</translation>
    </message>
    <message>
        <source>Prunes</source>
        <translation>Streichungen</translation>
    </message>
    <message>
        <source>Squares taken out of the domains of the rows below by the queens placed</source>
        <translation>Felder, die die gesetzten Damen aus den Wertebereichen der Zeilen darunter gestrichen haben</translation>
    </message>
    <message>
        <source>Wipe-outs</source>
        <translation>Leere Zeilen</translation>
    </message>
    <message>
        <source>Rows left with no square, each of which sent the search back at once</source>
        <translation>Zeilen ohne verbliebenes Feld, die die Suche jeweils sofort zurückschickten</translation>
    </message>
</context>
<context>
    <name>ExportActions</name>
    <message>
        <source>&amp;Export board...</source>
        <translation>Brett &amp;exportieren...</translation>
    </message>
    <message>
        <source>Save the board as shown as PNG, SVG or PDF</source>
        <translation>Das Brett wie angezeigt als PNG, SVG oder PDF speichern</translation>
    </message>
    <message>
        <source>Export contact &amp;sheet...</source>
        <translation>Über&amp;sichtsblatt exportieren...</translation>
    </message>
    <message>
        <source>All or the fundamental solutions of N, numbered, on PDF pages or one image</source>
        <translation>Alle Lösungen oder nur die Grundlösungen für N, nummeriert, auf PDF-Seiten oder in einem Bild</translation>
    </message>
    <message>
        <source>Export &amp;frames...</source>
        <translation>Ein&amp;zelbilder exportieren...</translation>
    </message>
    <message>
        <source>One PNG per step over a range of steps, for slides</source>
        <translation>Ein PNG pro Schritt über einen Schrittbereich, für Folien</translation>
    </message>
    <message>
        <source>&amp;Copy board</source>
        <translation>Brett &amp;kopieren</translation>
    </message>
    <message>
        <source>Put the board as shown on the clipboard as an image</source>
        <translation>Das Brett wie angezeigt als Bild in die Zwischenablage legen</translation>
    </message>
    <message>
        <source>&amp;Print...</source>
        <translation>&amp;Drucken...</translation>
    </message>
    <message>
        <source>Print the board as shown on one page</source>
        <translation>Das Brett wie angezeigt auf einer Seite drucken</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Export fehlgeschlagen</translation>
    </message>
    <message>
        <source>Export board</source>
        <translation>Brett exportieren</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG image (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG-Bild (*.png);;SVG-Bild (*.svg);;PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <source>Width in pixels:</source>
        <translation>Breite in Pixeln:</translation>
    </message>
    <message>
        <source>Board saved as %1.</source>
        <translation>Brett als %1 gespeichert.</translation>
    </message>
    <message>
        <source>All solutions</source>
        <translation>Alle Lösungen</translation>
    </message>
    <message>
        <source>Fundamental solutions only</source>
        <translation>Nur Grundlösungen</translation>
    </message>
    <message>
        <source>Export contact sheet</source>
        <translation>Übersichtsblatt exportieren</translation>
    </message>
    <message>
        <source>Which solutions:</source>
        <translation>Welche Lösungen:</translation>
    </message>
    <message>
        <source>PDF document (*.pdf);;PNG image (*.png)</source>
        <translation>PDF-Dokument (*.pdf);;PNG-Bild (*.png)</translation>
    </message>
    <message>
        <source>Contact sheet saved as %1.</source>
        <translation>Übersichtsblatt als %1 gespeichert.</translation>
    </message>
    <message>
        <source>Export frames</source>
        <translation>Einzelbilder exportieren</translation>
    </message>
    <message>
        <source>First step:</source>
        <translation>Erster Schritt:</translation>
    </message>
    <message>
        <source>Last step (at most %1 frames; %2 steps reached so far):</source>
        <translation>Letzter Schritt (höchstens %1 Bilder; bisher %2 Schritte erreicht):</translation>
    </message>
    <message>
        <source>Folder for the frames</source>
        <translation>Ordner für die Einzelbilder</translation>
    </message>
    <message numerus="yes">
        <source>%n frame(s) saved in %1.</source>
        <translation>
            <numerusform>%n Einzelbild in %1 gespeichert.</numerusform>
            <numerusform>%n Einzelbilder in %1 gespeichert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Board copied to the clipboard.</source>
        <translation>Brett in die Zwischenablage kopiert.</translation>
    </message>
    <message>
        <source>Exports show coor&amp;dinates</source>
        <translation>Exporte mit Ko&amp;ordinaten</translation>
    </message>
    <message>
        <source>Export &amp;animation...</source>
        <translation>&amp;Animation exportieren...</translation>
    </message>
    <message>
        <source>Steps of the run or a solution&apos;s symmetries as an animated GIF, MP4 or WebM</source>
        <translation>Schritte des Laufs oder die Symmetrien einer Lösung als animiertes GIF, MP4 oder WebM</translation>
    </message>
    <message>
        <source>Choose from 1 to %1 steps for an animation.</source>
        <translation>Für eine Animation 1 bis %1 Schritte wählen.</translation>
    </message>
    <message>
        <source>Export animation</source>
        <translation>Animation exportieren</translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <translation>%1-Dateien (*.%2)</translation>
    </message>
    <message>
        <source>Drawing the frames...</source>
        <translation>Bilder werden gezeichnet...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>The run ends before step %1.</source>
        <translation>Der Lauf endet vor Schritt %1.</translation>
    </message>
    <message>
        <source>Writing %1...</source>
        <translation>%1 wird geschrieben...</translation>
    </message>
    <message>
        <source>Export cancelled; nothing was written.</source>
        <translation>Export abgebrochen; nichts wurde geschrieben.</translation>
    </message>
    <message numerus="yes">
        <source>Animation of %n frame(s) saved as %1.</source>
        <translation>
            <numerusform>Animation mit %n Bild als %1 gespeichert.</numerusform>
            <numerusform>Animation mit %n Bildern als %1 gespeichert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Exports show square &amp;names</source>
        <translation>Exporte mit Feld&amp;namen</translation>
    </message>
    <message>
        <source>Write each square&apos;s name (a1, b1...) faintly in it on the exported, copied or printed board: a handout to write on</source>
        <translation>Den Namen jedes Feldes (a1, b1...) blass in das Feld des exportierten, kopierten oder gedruckten Bretts schreiben: ein Arbeitsblatt zum Beschriften</translation>
    </message>
    <message>
        <source>Label the files (a, b, c...) and ranks (1, 2, 3...) of exported boards and of the boards of a contact sheet</source>
        <translation>Exportierte Bretter und die Bretter eines Übersichtsblatts mit Linien (a, b, c...) und Reihen (1, 2, 3...) beschriften</translation>
    </message>
</context>
<context>
    <name>ExportAnimationDialog</name>
    <message>
        <source>Caption on each frame (the step and what happened)</source>
        <translation>Beschriftung auf jedem Bild (Schritt und Geschehen)</translation>
    </message>
    <message>
        <source>Counters in the caption</source>
        <translation>Zähler in der Beschriftung</translation>
    </message>
    <message>
        <source>Export animation</source>
        <translation>Animation exportieren</translation>
    </message>
    <message>
        <source>Steps of the run</source>
        <translation>Schritte des Laufs</translation>
    </message>
    <message>
        <source>Symmetries of the solution shown</source>
        <translation>Symmetrien der gezeigten Lösung</translation>
    </message>
    <message>
        <source>%1 steps reached so far; later steps are found by running the search again. At most %2 frames.</source>
        <translation>Bisher %1 Schritte erreicht; spätere Schritte findet eine erneute Suche. Höchstens %2 Bilder.</translation>
    </message>
    <message>
        <source>GIF (web pages, slides)</source>
        <translation>GIF (Webseiten, Folien)</translation>
    </message>
    <message>
        <source>MP4 video (H.264)</source>
        <translation>MP4-Video (H.264)</translation>
    </message>
    <message>
        <source>WebM video (VP9)</source>
        <translation>WebM-Video (VP9)</translation>
    </message>
    <message>
        <source>MP4 and WebM need the ffmpeg program: install it with &lt;b&gt;apt install ffmpeg&lt;/b&gt;. GIF works without it.</source>
        <translation>MP4 und WebM brauchen das Programm ffmpeg: mit &lt;b&gt;apt install ffmpeg&lt;/b&gt; installieren. GIF geht auch ohne.</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Frames:</source>
        <translation>Bilder:</translation>
    </message>
    <message>
        <source>From step:</source>
        <translation>Von Schritt:</translation>
    </message>
    <message>
        <source>To step:</source>
        <translation>Bis Schritt:</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>Format:</translation>
    </message>
    <message>
        <source>Frames a second:</source>
        <translation>Bilder pro Sekunde:</translation>
    </message>
    <message>
        <source>Width:</source>
        <translation>Breite:</translation>
    </message>
    <message>
        <source>Hold on a solution:</source>
        <translation>Bei einer Lösung halten:</translation>
    </message>
    <message>
        <source>Save as...</source>
        <translation>Speichern unter...</translation>
    </message>
    <message>
        <source>The moves of play mode</source>
        <translation>Die Züge des Spielmodus</translation>
    </message>
</context>
<context>
    <name>ExportCommands</name>
    <message>
        <source>The %1 x %1 board has no solution to put on a sheet.</source>
        <translation>Das Brett %1 x %1 hat keine Lösung; das Blatt bliebe leer.</translation>
    </message>
    <message>
        <source>The %1 x %1 board has more than %2 solutions: too many for one sheet.</source>
        <translation>Das Brett %1 x %1 hat mehr als %2 Lösungen: zu viele für ein Blatt.</translation>
    </message>
    <message>
        <source>The %1 fundamental solutions of %2 queens</source>
        <translation>Die %1 Grundlösungen für %2 Damen</translation>
    </message>
    <message>
        <source>The %1 solutions of %2 queens</source>
        <translation>Die %1 Lösungen für %2 Damen</translation>
    </message>
    <message>
        <source>Choose from 1 to %1 steps for a frame sequence.</source>
        <translation>Wählen Sie für eine Bildfolge 1 bis %1 Schritte.</translation>
    </message>
    <message>
        <source>%1 queens, %2, step %3: %4</source>
        <translation>%1 Damen, %2, Schritt %3: %4</translation>
    </message>
    <message>
        <source>The run ends before step %1.</source>
        <translation>Der Lauf endet vor Schritt %1.</translation>
    </message>
    <message>
        <source>%1 queens: image %2 of %3 of one solution under rotation and reflection</source>
        <translation>%1 Damen: Bild %2 von %3 einer Lösung unter Drehung und Spiegelung</translation>
    </message>
    <message>
        <source>%1 queens, play mode, move %2 of %3</source>
        <translation>%1 Damen, Spielmodus, Zug %2 von %3</translation>
    </message>
    <message>
        <source>Placements %1, backtracks %2, rejections %3, solutions %4.</source>
        <translation>Platzierungen %1, Rücksprünge %2, Ablehnungen %3, Lösungen %4.</translation>
    </message>
</context>
<context>
    <name>GifWriter</name>
    <message>
        <source>the GIF encoder failed (%1)</source>
        <translation>der GIF-Encoder ist fehlgeschlagen (%1)</translation>
    </message>
    <message>
        <source>a frame of %1 x %2 pixels in an animation of %3 x %4</source>
        <translation>ein Bild von %1 x %2 Pixeln in einer Animation von %3 x %4</translation>
    </message>
    <message>
        <source>the output failed</source>
        <translation>die Ausgabe ist fehlgeschlagen</translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>Every key the program answers to</source>
        <translation>Alle Tasten, auf die das Programm reagiert</translation>
    </message>
    <message>
        <source>&amp;About N-Queens Visualizer</source>
        <translation>Ü&amp;ber N-Queens Visualizer</translation>
    </message>
    <message>
        <source>Version, license and credits</source>
        <translation>Version, Lizenz und Danksagungen</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>The version of Qt the program runs on</source>
        <translation>Die Qt-Version, mit der das Programm läuft</translation>
    </message>
    <message>
        <source>&lt;h3&gt;N-Queens Visualizer %1&lt;/h3&gt;&lt;p&gt;Watch backtracking solve the N-Queens puzzle step by step: every queen placed, every square refused and why, every step back. Compare five algorithms by the work they really do, browse all solutions and their symmetries, and export boards for slides and handouts.&lt;/p&gt;&lt;p&gt;Built with Qt %2. Free software under the MIT license.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;N-Queens Visualizer %1&lt;/h3&gt;&lt;p&gt;Sehen Sie zu, wie Backtracking das N-Damen-Problem Schritt für Schritt löst: jede gesetzte Dame, jedes abgelehnte Feld samt Grund, jeder Schritt zurück. Vergleichen Sie fünf Algorithmen anhand der Arbeit, die sie wirklich leisten, blättern Sie durch alle Lösungen und ihre Symmetrien und exportieren Sie Bretter für Folien und Arbeitsblätter.&lt;/p&gt;&lt;p&gt;Erstellt mit Qt %2. Freie Software unter der MIT-Lizenz.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About N-Queens Visualizer</source>
        <translation>Über N-Queens Visualizer</translation>
    </message>
    <message>
        <source>&amp;Example lessons</source>
        <translation>&amp;Beispiellektionen</translation>
    </message>
    <message>
        <source>&amp;4 x 4 by hand</source>
        <translation>&amp;4 x 4 von Hand</translation>
    </message>
    <message>
        <source>&amp;8 x 8: step back and predict</source>
        <translation>&amp;8 x 8: zurückgehen und vorhersagen</translation>
    </message>
    <message>
        <source>A lesson: queens placed by hand, then the search&apos;s dead ends</source>
        <translation>Eine Lektion: Damen von Hand gesetzt, dann die Sackgassen der Suche</translation>
    </message>
    <message>
        <source>A lesson: backtracks, stepping back and predict questions</source>
        <translation>Eine Lektion: Rückschritte, Zurückgehen und Vorhersagefragen</translation>
    </message>
</context>
<context>
    <name>HomeworkFile</name>
    <message>
        <source>Export Homework is unavailable in this build: it was built without Emscripten, so it has no WebAssembly engine to put into the page.</source>
        <translation>Hausaufgabe exportieren ist in diesem Build nicht verfügbar: Er wurde ohne Emscripten gebaut und hat daher keine WebAssembly-Engine für die Seite.</translation>
    </message>
    <message>
        <source>The words of the page in %1 are missing from this build.</source>
        <translation>Die Wörter der Seite in %1 fehlen in diesem Build.</translation>
    </message>
    <message>
        <source>The homework page in this build is damaged (%1).</source>
        <translation>Die Hausaufgabenseite in diesem Build ist beschädigt (%1).</translation>
    </message>
    <message>
        <source>The homework page would be %1 bytes, more than %2.</source>
        <translation>Die Hausaufgabenseite hätte %1 Bytes, mehr als %2.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Cannot register the homework in %1: %2</source>
        <translation>Die Hausaufgabe kann nicht in %1 eingetragen werden: %2</translation>
    </message>
    <message>
        <source>This file holds no homework.</source>
        <translation>Diese Datei enthält keine Hausaufgabe.</translation>
    </message>
    <message>
        <source>This file&apos;s homework is not JSON: %1</source>
        <translation>Die Hausaufgabe dieser Datei ist kein JSON: %1</translation>
    </message>
</context>
<context>
    <name>HomeworkImportAction</name>
    <message>
        <source>&amp;Import Homework Results…</source>
        <translation>Hausaufgaben-Ergebnisse &amp;importieren…</translation>
    </message>
    <message>
        <source>Check the results files the pupils handed in and show their scores</source>
        <translation>Die abgegebenen Ergebnisdateien der Schüler prüfen und ihre Punkte zeigen</translation>
    </message>
</context>
<context>
    <name>HomeworkImportDialog</name>
    <message>
        <source>Import Homework Results</source>
        <translation>Hausaufgaben-Ergebnisse importieren</translation>
    </message>
    <message>
        <source>Homework results (*.nqueens-result);;All files (*)</source>
        <translation>Hausaufgaben-Ergebnisse (*.nqueens-result);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save the Homework Results</source>
        <translation>Hausaufgaben-Ergebnisse speichern</translation>
    </message>
    <message>
        <source>homework-results.csv</source>
        <translation>hausaufgaben-ergebnisse.csv</translation>
    </message>
    <message>
        <source>CSV for spreadsheets (*.csv);;JSON (*.json)</source>
        <translation>CSV für Tabellenkalkulationen (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Results not saved</source>
        <translation>Ergebnisse nicht gespeichert</translation>
    </message>
    <message>
        <source>Saved as %1.</source>
        <translation>Gespeichert als %1.</translation>
    </message>
    <message>
        <source>Homework Results</source>
        <translation>Hausaufgaben-Ergebnisse</translation>
    </message>
    <message>
        <source>No results files imported yet. Each file&apos;s steps are checked again by the program&apos;s own engine; a file whose score does not follow from its steps is refused.</source>
        <translation>Noch keine Ergebnisdateien importiert. Die Schritte jeder Datei prüft die Engine des Programms erneut; eine Datei, deren Punkte nicht aus ihren Schritten folgen, wird abgelehnt.</translation>
    </message>
    <message>
        <source>Files accepted: %1. Files refused: %2. Each score was counted again from the pupil&apos;s steps.</source>
        <translation>Angenommene Dateien: %1. Abgelehnte Dateien: %2. Alle Punkte wurden aus den Schritten der Schüler neu gezählt.</translation>
    </message>
    <message>
        <source>Refused files:</source>
        <translation>Abgelehnte Dateien:</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Why it was refused</source>
        <translation>Grund der Ablehnung</translation>
    </message>
    <message>
        <source>&amp;Import More…</source>
        <translation>&amp;Weitere importieren…</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Speichern…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>S&amp;chließen</translation>
    </message>
    <message>
        <source>Checking file %1 of %2…</source>
        <translation>Datei %1 von %2 wird geprüft…</translation>
    </message>
    <message>
        <source>Add to Class &amp;Results</source>
        <translation>Zu Klassenergebnissen &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Add to Class &amp;Results File…</source>
        <translation>Zur Klassendatei &amp;hinzufügen…</translation>
    </message>
    <message>
        <source>Put the accepted pupils&apos; scores into the open class&apos;s results</source>
        <translation>Die Punkte der angenommenen Dateien in die Ergebnisse der offenen Klasse übernehmen</translation>
    </message>
    <message>
        <source>Put the accepted pupils&apos; scores into a class&apos;s results saved earlier as JSON</source>
        <translation>Die Punkte der angenommenen Dateien in früher als JSON gespeicherte Klassenergebnisse übernehmen</translation>
    </message>
    <message numerus="yes">
        <source>The homework of %n pupil(s) was added to the open class&apos;s results.</source>
        <translation>
            <numerusform>Die Hausaufgabe von %n Schüler wurde zu den Ergebnissen der offenen Klasse hinzugefügt.</numerusform>
            <numerusform>Die Hausaufgaben von %n Schülern wurden zu den Ergebnissen der offenen Klasse hinzugefügt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The homework of %n pupil(s) was added to %1.</source>
        <translation>
            <numerusform>Die Hausaufgabe von %n Schüler wurde zu %1 hinzugefügt.</numerusform>
            <numerusform>Die Hausaufgaben von %n Schülern wurden zu %1 hinzugefügt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n result(s) could not be added: the class&apos;s results are full.</source>
        <translation>
            <numerusform>%n Ergebnis konnte nicht hinzugefügt werden: Die Klassenergebnisse sind voll.</numerusform>
            <numerusform>%n Ergebnisse konnten nicht hinzugefügt werden: Die Klassenergebnisse sind voll.</numerusform>
        </translation>
    </message>
    <message>
        <source>The class&apos;s results could not be read from %1.</source>
        <translation>Die Klassenergebnisse konnten nicht aus %1 gelesen werden.</translation>
    </message>
    <message>
        <source>Add to Class Results</source>
        <translation>Zu Klassenergebnissen hinzufügen</translation>
    </message>
    <message>
        <source>Class results (*.json);;All files (*)</source>
        <translation>Klassenergebnisse (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Homework not added</source>
        <translation>Hausaufgaben nicht hinzugefügt</translation>
    </message>
    <message>
        <source>Homework Added</source>
        <translation>Hausaufgaben hinzugefügt</translation>
    </message>
    <message>
        <source>Save as &amp;CSV…</source>
        <translation>Als &amp;CSV speichern…</translation>
    </message>
</context>
<context>
    <name>HomeworkPage</name>
    <message>
        <source>Homework</source>
        <comment>homework page: the title when the teacher gave none</comment>
        <translation>Hausaufgabe</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Wird gestartet…</translation>
    </message>
    <message>
        <source>This page cannot check your steps: the browser did not start its engine. Try another browser.</source>
        <translation>Diese Seite kann Ihre Schritte nicht prüfen: Der Browser hat ihre Rechenmaschine nicht gestartet. Versuchen Sie einen anderen Browser.</translation>
    </message>
    <message>
        <source>This homework file is damaged. Ask your teacher for a new one.</source>
        <translation>Diese Hausaufgabendatei ist beschädigt. Bitten Sie Ihre Lehrkraft um eine neue.</translation>
    </message>
    <message>
        <source>What is your name?</source>
        <translation>Wie heißen Sie?</translation>
    </message>
    <message>
        <source>Your name (your teacher sees it)</source>
        <translation>Ihr Name (Ihre Lehrkraft sieht ihn)</translation>
    </message>
    <message>
        <source>Type your name (at most %1 characters).</source>
        <translation>Geben Sie Ihren Namen ein (höchstens %1 Zeichen).</translation>
    </message>
    <message>
        <source>Start</source>
        <comment>homework page: begin after typing the name</comment>
        <translation>Los</translation>
    </message>
    <message>
        <source>You are %1</source>
        <comment>homework page: the pupil&apos;s name</comment>
        <translation>Sie sind %1</translation>
    </message>
    <message>
        <source>Tasks</source>
        <translation>Aufgaben</translation>
    </message>
    <message>
        <source>%1.</source>
        <comment>homework page: a task&apos;s number before its name</comment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>Be the solver: %1 on %2 × %2, %3</source>
        <comment>%1 algorithm, %2 board size, %3 how far</comment>
        <translation>Selbst lösen: %1 auf %2 × %2, %3</translation>
    </message>
    <message>
        <source>to the first solution</source>
        <translation>bis zur ersten Lösung</translation>
    </message>
    <message>
        <source>to step %1</source>
        <comment>homework page: how far a task goes</comment>
        <translation>bis Schritt %1</translation>
    </message>
    <message>
        <source>Predict: %1 on %2 × %2</source>
        <translation>Vorhersagen: %1 auf %2 × %2</translation>
    </message>
    <message>
        <source>The solutions of %1 × %1</source>
        <translation>Die Lösungen von %1 × %1</translation>
    </message>
    <message>
        <source>This page does not offer this task yet.</source>
        <translation>Diese Seite bietet diese Aufgabe noch nicht an.</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Nicht begonnen</translation>
    </message>
    <message>
        <source>Steps done: %1, mistakes: %2, shown: %3</source>
        <translation>Schritte getan: %1, Fehler: %2, gezeigt: %3</translation>
    </message>
    <message>
        <source>Finished. Steps done: %1, mistakes: %2, shown: %3</source>
        <translation>Fertig. Schritte getan: %1, Fehler: %2, gezeigt: %3</translation>
    </message>
    <message>
        <source>Hand in</source>
        <comment>homework page: save the results file</comment>
        <translation>Abgeben</translation>
    </message>
    <message>
        <source>Your results are saved as %1. Hand this file in as your teacher says.</source>
        <translation>Ihre Ergebnisse sind als %1 gespeichert. Geben Sie diese Datei so ab, wie Ihre Lehrkraft es sagt.</translation>
    </message>
    <message>
        <source>All tasks</source>
        <comment>homework page: back to the task list</comment>
        <translation>Alle Aufgaben</translation>
    </message>
    <message>
        <source>Back to the tasks</source>
        <translation>Zurück zu den Aufgaben</translation>
    </message>
    <message>
        <source>What a tap does</source>
        <translation>Was ein Tippen tut</translation>
    </message>
    <message>
        <source>Place queens</source>
        <comment>homework page: the tool that places (and takes back) queens</comment>
        <translation>Damen setzen</translation>
    </message>
    <message>
        <source>Refuse squares</source>
        <comment>homework page: the tool that refuses squares</comment>
        <translation>Felder ablehnen</translation>
    </message>
    <message>
        <source>Show me</source>
        <comment>homework page: do the next step for me</comment>
        <translation>Zeig es mir</translation>
    </message>
    <message>
        <source>Tapping a square places a queen; tapping a queen takes it back.</source>
        <translation>Tippen auf ein Feld setzt eine Dame; Tippen auf eine Dame nimmt sie zurück.</translation>
    </message>
    <message>
        <source>Refusing: each empty square you tap is refused, until you press %1.</source>
        <comment>%1 is the Place queens button</comment>
        <translation>Ablehnen: Jedes leere Feld, auf das Sie tippen, wird abgelehnt, bis Sie %1 drücken.</translation>
    </message>
    <message>
        <source>X or Delete refuses the square with the focus.</source>
        <translation>X oder Entf lehnt das Feld mit dem Fokus ab.</translation>
    </message>
    <message>
        <source>Tap an empty square to place the next queen, tap a queen to take it back. The arrow keys move between the squares.</source>
        <translation>Tippen Sie auf ein leeres Feld, um die nächste Dame zu setzen, auf eine Dame, um sie zurückzunehmen. Die Pfeiltasten wechseln zwischen den Feldern.</translation>
    </message>
    <message>
        <source>Do the algorithm&apos;s next step: place a queen, refuse a square or take a queen back.</source>
        <translation>Machen Sie den nächsten Schritt des Algorithmus: eine Dame setzen, ein Feld ablehnen oder eine Dame zurücknehmen.</translation>
    </message>
    <message>
        <source>Do the algorithm&apos;s next step: place a queen or take one back (the program refuses the squares for you).</source>
        <translation>Machen Sie den nächsten Schritt des Algorithmus: eine Dame setzen oder zurücknehmen (das Programm lehnt die Felder für Sie ab).</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>Richtig!</translation>
    </message>
    <message>
        <source>Not right.</source>
        <translation>Nicht richtig.</translation>
    </message>
    <message>
        <source>a queen on %1</source>
        <comment>homework page: a step</comment>
        <translation>eine Dame auf %1</translation>
    </message>
    <message>
        <source>refuse %1</source>
        <comment>homework page: a step</comment>
        <translation>%1 ablehnen</translation>
    </message>
    <message>
        <source>take back the queen on %1</source>
        <comment>homework page: a step</comment>
        <translation>die Dame auf %1 zurücknehmen</translation>
    </message>
    <message>
        <source>The step: %1.</source>
        <comment>homework page: the pupil&apos;s right step</comment>
        <translation>Der Schritt: %1.</translation>
    </message>
    <message>
        <source>The right step: %1.</source>
        <translation>Der richtige Schritt: %1.</translation>
    </message>
    <message>
        <source>Shown: %1.</source>
        <comment>homework page: the step Show me did</comment>
        <translation>Gezeigt: %1.</translation>
    </message>
    <message>
        <source>A solution: no queen attacks another.</source>
        <translation>Eine Lösung: Keine Dame greift eine andere an.</translation>
    </message>
    <message>
        <source>The queen on %2 attacks %1: the algorithm refuses it.</source>
        <comment>%1 the square, %2 the attacking queen</comment>
        <translation>Die Dame auf %2 greift %1 an: Der Algorithmus lehnt das Feld ab.</translation>
    </message>
    <message>
        <source>No queen attacks %1: the algorithm does not refuse it.</source>
        <translation>Keine Dame greift %1 an: Der Algorithmus lehnt das Feld nicht ab.</translation>
    </message>
    <message>
        <source>The algorithm looks at the squares in order: another square comes before %1.</source>
        <translation>Der Algorithmus prüft die Felder der Reihe nach: Ein anderes Feld kommt vor %1.</translation>
    </message>
    <message>
        <source>Too early: the algorithm takes a queen back only when the row below has no square left.</source>
        <translation>Zu früh: Der Algorithmus nimmt eine Dame erst zurück, wenn in der Zeile darunter kein Feld mehr frei ist.</translation>
    </message>
    <message>
        <source>No square is left in this row: the algorithm takes a queen back now.</source>
        <translation>In dieser Zeile ist kein Feld mehr frei: Der Algorithmus nimmt jetzt eine Dame zurück.</translation>
    </message>
    <message>
        <source>Not that queen: the algorithm takes back the last queen it placed.</source>
        <translation>Nicht diese Dame: Der Algorithmus nimmt die zuletzt gesetzte Dame zurück.</translation>
    </message>
    <message>
        <source>There is no queen on %1 to take back.</source>
        <translation>Auf %1 steht keine Dame zum Zurücknehmen.</translation>
    </message>
    <message>
        <source>A queen holds the column of %1: this algorithm tries only the free columns.</source>
        <translation>Eine Dame besetzt die Spalte von %1: Dieser Algorithmus probiert nur die freien Spalten.</translation>
    </message>
    <message>
        <source>This algorithm never refuses a square: it crosses off the attacked squares itself.</source>
        <translation>Dieser Algorithmus lehnt nie ein Feld ab: Er streicht die angegriffenen Felder selbst.</translation>
    </message>
    <message>
        <source>The algorithm chose another row or column to fill next.</source>
        <translation>Der Algorithmus hat eine andere Zeile oder Spalte als nächste gewählt.</translation>
    </message>
    <message>
        <source>No other queen attacks the queen on %1: the algorithm keeps it.</source>
        <translation>Keine andere Dame greift die Dame auf %1 an: Der Algorithmus behält sie.</translation>
    </message>
    <message>
        <source>Finished!</source>
        <translation>Fertig!</translation>
    </message>
    <message>
        <source>You have reached the end of this task. Go back to the tasks for the next one, or hand in.</source>
        <translation>Sie sind am Ende dieser Aufgabe. Gehen Sie zurück zu den Aufgaben für die nächste, oder geben Sie ab.</translation>
    </message>
    <message>
        <source>Steps done</source>
        <translation>Schritte getan</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Steps shown</source>
        <translation>Schritte gezeigt</translation>
    </message>
    <message>
        <source>This homework has too many steps to keep. Hand it in now.</source>
        <translation>Diese Hausaufgabe hat zu viele Schritte, um sie zu behalten. Geben Sie sie jetzt ab.</translation>
    </message>
    <message>
        <source>Your board, %1 by %1 squares</source>
        <translation>Ihr Brett, %1 mal %1 Felder</translation>
    </message>
    <message>
        <source>queen</source>
        <comment>homework page: on a square</comment>
        <translation>Dame</translation>
    </message>
    <message>
        <source>refused</source>
        <comment>homework page: a square</comment>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <source>your last step</source>
        <comment>homework page: a square</comment>
        <translation>Ihr letzter Schritt</translation>
    </message>
    <message>
        <source>attacks the square of your step</source>
        <comment>homework page: a queen</comment>
        <translation>greift das Feld Ihres Schritts an</translation>
    </message>
    <message>
        <source>the right step</source>
        <comment>homework page: a square</comment>
        <translation>der richtige Schritt</translation>
    </message>
    <message>
        <source>Refused square</source>
        <translation>Abgelehntes Feld</translation>
    </message>
    <message>
        <source>Your step</source>
        <translation>Ihr Schritt</translation>
    </message>
    <message>
        <source>Queen that attacks it</source>
        <translation>Dame, die es angreift</translation>
    </message>
    <message>
        <source>The right step</source>
        <translation>Der richtige Schritt</translation>
    </message>
    <message>
        <source>Row %1: on which square will the algorithm place the next queen? Tap it.</source>
        <translation>Zeile %1: Auf welches Feld setzt der Algorithmus die nächste Dame? Tippen Sie darauf.</translation>
    </message>
    <message>
        <source>%1 is refused. Which queen attacks it? Tap the queen.</source>
        <translation>%1 wird abgelehnt. Welche Dame greift es an? Tippen Sie auf die Dame.</translation>
    </message>
    <message>
        <source>What does the algorithm do next?</source>
        <translation>Was tut der Algorithmus als Nächstes?</translation>
    </message>
    <message>
        <source>How many more queens will row %1 place before the search leaves it?</source>
        <translation>Wie viele Damen setzt Zeile %1 noch, bevor die Suche sie verlässt?</translation>
    </message>
    <message>
        <source>The next queen goes on %1. Will it be part of a solution?</source>
        <translation>Die nächste Dame kommt auf %1. Wird sie Teil einer Lösung?</translation>
    </message>
    <message>
        <source>Row %1: which square has the fewest attackers? Tap it.</source>
        <translation>Zeile %1: Welches Feld hat die wenigsten Angreifer? Tippen Sie darauf.</translation>
    </message>
    <message>
        <source>Which row will the search fill next? Tap a square of it.</source>
        <translation>Welche Zeile füllt die Suche als Nächstes? Tippen Sie auf ein Feld darin.</translation>
    </message>
    <message>
        <source>Which row or column will the search fill next? Pick it below.</source>
        <comment>homework page: dancing links may choose a column too</comment>
        <translation>Welche Zeile oder Spalte füllt die Suche als Nächstes? Wählen Sie sie unten.</translation>
    </message>
    <message>
        <source>Tap a square of the row, or pick the row under the question.</source>
        <comment>homework page: how to answer which row comes next</comment>
        <translation>Tippen Sie auf ein Feld der Zeile oder wählen Sie die Zeile unter der Frage.</translation>
    </message>
    <message>
        <source>Pick the row or column under the question.</source>
        <comment>homework page: how to answer which row or column comes next</comment>
        <translation>Wählen Sie die Zeile oder Spalte unter der Frage.</translation>
    </message>
    <message>
        <source>The queen on %1 leaves a row with no free square. Which row? Tap a square of it.</source>
        <translation>Die Dame auf %1 lässt eine Zeile ohne freies Feld. Welche? Tippen Sie auf ein Feld darin.</translation>
    </message>
    <message>
        <source>Place a queen</source>
        <comment>homework page: an answer to What does the algorithm do next?</comment>
        <translation>Eine Dame setzen</translation>
    </message>
    <message>
        <source>Refuse a square</source>
        <comment>homework page: an answer</comment>
        <translation>Ein Feld ablehnen</translation>
    </message>
    <message>
        <source>Take a queen back</source>
        <comment>homework page: an answer</comment>
        <translation>Eine Dame zurücknehmen</translation>
    </message>
    <message>
        <source>A solution</source>
        <comment>homework page: an answer</comment>
        <translation>Eine Lösung</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>row %1</source>
        <comment>homework page: an answer that names a row</comment>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>Show the answer</source>
        <translation>Antwort zeigen</translation>
    </message>
    <message>
        <source>Next question</source>
        <translation>Nächste Frage</translation>
    </message>
    <message>
        <source>Not right. Try once more.</source>
        <translation>Nicht richtig. Versuchen Sie es noch einmal.</translation>
    </message>
    <message>
        <source>The answer: %1.</source>
        <translation>Die Antwort: %1.</translation>
    </message>
    <message>
        <source>Question at step %1</source>
        <translation>Frage bei Schritt %1</translation>
    </message>
    <message>
        <source>Questions: %1, right the first time: %2, the second time: %3, shown: %4</source>
        <translation>Fragen: %1, beim ersten Mal richtig: %2, beim zweiten Mal: %3, gezeigt: %4</translation>
    </message>
    <message>
        <source>Finished. Questions: %1, right the first time: %2, the second time: %3, shown: %4</source>
        <translation>Fertig. Fragen: %1, beim ersten Mal richtig: %2, beim zweiten Mal: %3, gezeigt: %4</translation>
    </message>
    <message>
        <source>No more questions in this task.</source>
        <translation>Keine weiteren Fragen in dieser Aufgabe.</translation>
    </message>
    <message>
        <source>The board shows the run before its next step. Answer each question; a wrong first answer gets a second try.</source>
        <translation>Das Brett zeigt den Lauf vor seinem nächsten Schritt. Beantworten Sie jede Frage; nach einer falschen ersten Antwort haben Sie einen zweiten Versuch.</translation>
    </message>
    <message>
        <source>column %1</source>
        <comment>homework page: an answer that names a column</comment>
        <translation>Spalte %1</translation>
    </message>
    <message>
        <source>No score: look through the %1 solutions.</source>
        <translation>Ohne Wertung: Sehen Sie sich die %1 Lösungen an.</translation>
    </message>
    <message>
        <source>Solution %1 of %2</source>
        <translation>Lösung %1 von %2</translation>
    </message>
    <message>
        <source>Previous</source>
        <comment>homework page: the solution before</comment>
        <translation>Vorherige</translation>
    </message>
    <message>
        <source>Next</source>
        <comment>homework page: the next solution</comment>
        <translation>Nächste</translation>
    </message>
    <message>
        <source>Queens on %1</source>
        <comment>homework page: a list of squares</comment>
        <translation>Damen auf %1</translation>
    </message>
</context>
<context>
    <name>HomeworkReplay</name>
    <message>
        <source>Action %1 is for task %2, which the homework does not have.</source>
        <translation>Aktion %1 gehört zu Aufgabe %2, die die Hausaufgabe nicht hat.</translation>
    </message>
    <message>
        <source>Action %1 is not one that task %2 has.</source>
        <translation>Aktion %1 gibt es in Aufgabe %2 nicht.</translation>
    </message>
    <message>
        <source>Action %1 is off the board of task %2.</source>
        <translation>Aktion %1 liegt außerhalb des Bretts von Aufgabe %2.</translation>
    </message>
    <message>
        <source>Action %1 comes after the end of task %2.</source>
        <translation>Aktion %1 kommt nach dem Ende von Aufgabe %2.</translation>
    </message>
    <message>
        <source>Action %1 answers a question that is not open in task %2 (at step %3).</source>
        <translation>Aktion %1 beantwortet eine Frage, die in Aufgabe %2 nicht offen ist (bei Schritt %3).</translation>
    </message>
    <message>
        <source>The homework &quot;%1&quot; (%2) was not given from this program: it is not among the homeworks exported here.</source>
        <translation>Die Hausaufgabe „%1“ (%2) wurde nicht von diesem Programm ausgegeben: Sie ist nicht unter den hier exportierten Hausaufgaben.</translation>
    </message>
    <message>
        <source>The file&apos;s tasks are not those of the homework &quot;%1&quot; as it was given.</source>
        <translation>Die Aufgaben der Datei sind nicht die der Hausaufgabe „%1“, wie sie ausgegeben wurde.</translation>
    </message>
    <message>
        <source>The file says %1 right steps in task %2; its steps make %3.</source>
        <translation>Laut Datei %1 richtige Schritte in Aufgabe %2; ihre Schritte ergeben %3.</translation>
    </message>
    <message>
        <source>The file says %1 steps shown in task %2; its steps make %3.</source>
        <translation>Laut Datei %1 gezeigte Schritte in Aufgabe %2; ihre Schritte ergeben %3.</translation>
    </message>
    <message>
        <source>The file says %1 mistakes in task %2; its steps make %3.</source>
        <translation>Laut Datei %1 Fehler in Aufgabe %2; ihre Schritte ergeben %3.</translation>
    </message>
    <message>
        <source>The file says task %1 is finished; its steps do not finish it.</source>
        <translation>Laut Datei ist Aufgabe %1 beendet; ihre Schritte beenden sie nicht.</translation>
    </message>
    <message>
        <source>The file says task %1 is not finished; its steps finish it.</source>
        <translation>Laut Datei ist Aufgabe %1 nicht beendet; ihre Schritte beenden sie.</translation>
    </message>
    <message>
        <source>The file says %1 questions answered in task %2; its answers make %3.</source>
        <translation>Laut Datei %1 beantwortete Fragen in Aufgabe %2; ihre Antworten ergeben %3.</translation>
    </message>
    <message>
        <source>The file says %1 right at the first try in task %2; its answers make %3.</source>
        <translation>Laut Datei %1 beim ersten Versuch richtig in Aufgabe %2; ihre Antworten ergeben %3.</translation>
    </message>
    <message>
        <source>The file says %1 right at the second try in task %2; its answers make %3.</source>
        <translation>Laut Datei %1 beim zweiten Versuch richtig in Aufgabe %2; ihre Antworten ergeben %3.</translation>
    </message>
    <message>
        <source>The file says %1 answers revealed in task %2; its answers make %3.</source>
        <translation>Laut Datei %1 aufgedeckte Antworten in Aufgabe %2; ihre Antworten ergeben %3.</translation>
    </message>
    <message>
        <source>Action %1 goes back to step %2 of task %3 after step %4: the questions come in the order of the run.</source>
        <translation>Aktion %1 geht in Aufgabe %3 zurück zu Schritt %2 nach Schritt %4: Die Fragen kommen in der Reihenfolge des Laufs.</translation>
    </message>
</context>
<context>
    <name>HomeworkResultFile</name>
    <message>
        <source>The file is damaged: %1 is missing or not as the format allows.</source>
        <translation>Die Datei ist beschädigt: %1 fehlt oder entspricht nicht dem Format.</translation>
    </message>
    <message>
        <source>The file cannot be read: %1.</source>
        <translation>Die Datei kann nicht gelesen werden: %1.</translation>
    </message>
    <message>
        <source>The file is larger than %1 MB: it is not a results file.</source>
        <translation>Die Datei ist größer als %1 MB: Sie ist keine Ergebnisdatei.</translation>
    </message>
    <message>
        <source>The file is not a homework results file: its text is not JSON.</source>
        <translation>Die Datei ist keine Ergebnisdatei einer Hausaufgabe: Ihr Text ist kein JSON.</translation>
    </message>
    <message>
        <source>The file is not a homework results file.</source>
        <translation>Die Datei ist keine Ergebnisdatei einer Hausaufgabe.</translation>
    </message>
    <message>
        <source>The file is of another version of the results format; this program reads version %1.</source>
        <translation>Die Datei hat eine andere Version des Ergebnisformats; dieses Programm liest Version %1.</translation>
    </message>
    <message>
        <source>The file is damaged: its fields are not those of the format.</source>
        <translation>Die Datei ist beschädigt: Ihre Felder sind nicht die des Formats.</translation>
    </message>
    <message>
        <source>The file is damaged: %1</source>
        <translation>Die Datei ist beschädigt: %1</translation>
    </message>
    <message>
        <source>The file holds %1 actions; a homework has at most %2.</source>
        <translation>Die Datei enthält %1 Aktionen; eine Hausaufgabe hat höchstens %2.</translation>
    </message>
    <message>
        <source>The times go back at action %1: %2 ms after %3 ms.</source>
        <translation>Bei Aktion %1 geht die Zeit zurück: %2 ms nach %3 ms.</translation>
    </message>
</context>
<context>
    <name>HomeworkResultsModel</name>
    <message>
        <source>Pupil</source>
        <translation>Schüler</translation>
    </message>
    <message>
        <source>Homework</source>
        <translation>Hausaufgabe</translation>
    </message>
    <message>
        <source>Task %1</source>
        <translation>Aufgabe %1</translation>
    </message>
    <message>
        <source>Be the solver: %1 on %2 x %2</source>
        <translation>Selbst lösen: %1 auf %2 × %2</translation>
    </message>
    <message>
        <source>Predict: %1 on %2 x %2</source>
        <translation>Vorhersage: %1 auf %2 × %2</translation>
    </message>
    <message>
        <source>Browse the solutions of %1 x %1</source>
        <translation>Die Lösungen von %1 × %1 ansehen</translation>
    </message>
</context>
<context>
    <name>HomeworkSpec</name>
    <message>
        <source>The homework&apos;s %1 must be a whole number from %2 to %3.</source>
        <translation>Das Feld %1 der Hausaufgabe muss eine ganze Zahl von %2 bis %3 sein.</translation>
    </message>
    <message>
        <source>The homework&apos;s %1 must be true or false.</source>
        <translation>Das Feld %1 der Hausaufgabe muss true oder false sein.</translation>
    </message>
    <message>
        <source>The homework&apos;s %1 must be plain text of at most %2 characters.</source>
        <translation>Das Feld %1 der Hausaufgabe muss einfacher Text mit höchstens %2 Zeichen sein.</translation>
    </message>
    <message>
        <source>The homework&apos;s %1 must be one of: %2.</source>
        <translation>Das Feld %1 der Hausaufgabe muss eines davon sein: %2.</translation>
    </message>
    <message>
        <source>The homework has no %1.</source>
        <translation>Der Hausaufgabe fehlt das Feld %1.</translation>
    </message>
    <message>
        <source>The homework has a field this program does not know: %1.</source>
        <translation>Die Hausaufgabe hat ein Feld, das dieses Programm nicht kennt: %1.</translation>
    </message>
    <message>
        <source>The homework&apos;s %1 must be an object.</source>
        <translation>Das Feld %1 der Hausaufgabe muss ein Objekt sein.</translation>
    </message>
    <message>
        <source>This is not a homework of this program (format &quot;%1&quot;, version %2).</source>
        <translation>Dies ist keine Hausaufgabe dieses Programms (Format „%1“, Version %2).</translation>
    </message>
    <message>
        <source>The homework&apos;s id must be 16 lower-case hexadecimal digits.</source>
        <translation>Die Kennung (id) der Hausaufgabe muss aus 16 kleingeschriebenen Hexadezimalziffern bestehen.</translation>
    </message>
    <message>
        <source>The homework must have a list of 1 to %1 tasks.</source>
        <translation>Die Hausaufgabe muss eine Liste von 1 bis %1 Aufgaben haben.</translation>
    </message>
</context>
<context>
    <name>ImageWriter</name>
    <message>
        <source>Cannot encode the image for %1</source>
        <translation>Das Bild für %1 kann nicht kodiert werden</translation>
    </message>
</context>
<context>
    <name>KeyNames</name>
    <message>
        <source>%1+wheel</source>
        <comment>%1: a key held while turning the mouse wheel, such as Ctrl</comment>
        <translation>%1+Mausrad</translation>
    </message>
</context>
<context>
    <name>LaneView</name>
    <message>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>Placements</source>
        <translation>Platzierungen</translation>
    </message>
    <message>
        <source>Backtracks</source>
        <translation>Rücksprünge</translation>
    </message>
    <message>
        <source>Rejections</source>
        <translation>Ablehnungen</translation>
    </message>
    <message>
        <source>Prunes</source>
        <translation>Streichungen</translation>
    </message>
    <message>
        <source>Solutions</source>
        <translation>Lösungen</translation>
    </message>
    <message>
        <source>Tree nodes</source>
        <translation>Baumknoten</translation>
    </message>
    <message>
        <source>Board &amp;%1:</source>
        <translation>Brett &amp;%1:</translation>
    </message>
    <message>
        <source>Board %1</source>
        <translation>Brett %1</translation>
    </message>
    <message>
        <source>Algorithm of board %1</source>
        <translation>Algorithmus von Brett %1</translation>
    </message>
    <message>
        <source>Chessboard of board %1</source>
        <translation>Schachbrett von Brett %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Fertig</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>System language (%1)</source>
        <translation>Systemsprache (%1)</translation>
    </message>
    <message>
        <source>Speak the language of the desktop</source>
        <translation>Die Sprache des Desktops verwenden</translation>
    </message>
    <message>
        <source>Switch the program to %1</source>
        <translation>Das Programm auf %1 umstellen</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <source>No lesson open: File &gt; Add scene starts one.</source>
        <translation>Keine Lektion offen: Datei &gt; Szene hinzufügen beginnt eine.</translation>
    </message>
    <message>
        <source>Scene %1 of %2</source>
        <translation>Szene %1 von %2</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Presentation</source>
        <translation>&amp;Präsentation</translation>
    </message>
    <message>
        <source>Larger text and a layout for a projector: the board and the pseudocode large</source>
        <translation>Größere Schrift und eine Anordnung für den Beamer: Brett und Pseudocode groß</translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>Show the window on the whole screen</source>
        <translation>Das Fenster auf dem ganzen Bildschirm zeigen</translation>
    </message>
    <message>
        <source>&amp;Larger text</source>
        <translation>&amp;Größere Schrift</translation>
    </message>
    <message>
        <source>Larger text in every panel</source>
        <translation>Größere Schrift in allen Bereichen</translation>
    </message>
    <message>
        <source>&amp;Smaller text</source>
        <translation>&amp;Kleinere Schrift</translation>
    </message>
    <message>
        <source>Smaller text in every panel</source>
        <translation>Kleinere Schrift in allen Bereichen</translation>
    </message>
    <message>
        <source>N-Queens Visualizer</source>
        <translation>N-Queens Visualizer</translation>
    </message>
    <message>
        <source>Counters</source>
        <translation>Zähler</translation>
    </message>
    <message>
        <source>Pseudocode</source>
        <translation>Pseudocode</translation>
    </message>
    <message>
        <source>Variables</source>
        <translation>Variablen</translation>
    </message>
    <message>
        <source>Call stack</source>
        <translation>Aufrufstapel</translation>
    </message>
    <message>
        <source>Search tree</source>
        <translation>Suchbaum</translation>
    </message>
    <message>
        <source>Solutions</source>
        <translation>Lösungen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>Ab&amp;lauf</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Show or hide the %1 panel</source>
        <translation>Bereich „%1“ ein- oder ausblenden</translation>
    </message>
    <message>
        <source>Close the program</source>
        <translation>Das Programm beenden</translation>
    </message>
    <message>
        <source>What the search just did</source>
        <translation>Was die Suche gerade getan hat</translation>
    </message>
    <message>
        <source>Chessboard</source>
        <translation>Schachbrett</translation>
    </message>
    <message>
        <source>Brea&amp;kpoints</source>
        <translation>&amp;Haltepunkte</translation>
    </message>
    <message>
        <source>&amp;Puzzle</source>
        <translation>&amp;Rätsel</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Predict</source>
        <translation>Vorhersage</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Üben</translation>
    </message>
    <message>
        <source>Co&amp;mpare algorithms...</source>
        <translation>Algorith&amp;men vergleichen...</translation>
    </message>
    <message>
        <source>Two to four algorithms side by side on boards of the same size</source>
        <translation>Zwei bis vier Algorithmen nebeneinander auf gleich großen Brettern</translation>
    </message>
    <message>
        <source>Session not opened</source>
        <translation>Sitzung nicht geöffnet</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lektion</translation>
    </message>
    <message>
        <source>The remembered window layout could not be restored: the default layout is shown.</source>
        <translation>Die gespeicherte Fensteranordnung konnte nicht wiederhergestellt werden: die Standardanordnung wird gezeigt.</translation>
    </message>
    <message>
        <source>Session not saved</source>
        <translation>Sitzung nicht gespeichert</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Class not opened</source>
        <translation>Klasse nicht geöffnet</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>The class&apos;s latest results could not be written: %1

Quit anyway?</source>
        <translation>Die neuesten Ergebnisse der Klasse konnten nicht geschrieben werden: %1

Trotzdem beenden?</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <source>along the column</source>
        <translation>entlang der Spalte</translation>
    </message>
    <message>
        <source>along the diagonal</source>
        <translation>entlang der Diagonale</translation>
    </message>
    <message>
        <source>along the anti-diagonal</source>
        <translation>entlang der Gegendiagonale</translation>
    </message>
    <message>
        <source>Refused: the queen on %1 attacks it %2.</source>
        <translation>Abgelehnt: Die Dame auf %1 greift es %2 an.</translation>
    </message>
    <message>
        <source>Finished: the %1 x %1 board has no solution; every square was tried.</source>
        <translation>Fertig: Das Brett %1 x %1 hat keine Lösung; jedes Feld wurde versucht.</translation>
    </message>
    <message numerus="yes">
        <source>Finished: %1 solution(s) found.</source>
        <translation>
            <numerusform>Fertig: %1 Lösung gefunden.</numerusform>
            <numerusform>Fertig: %1 Lösungen gefunden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Queen placed on %1.</source>
        <translation>Dame auf %1 gesetzt.</translation>
    </message>
    <message>
        <source>Backtrack: queen removed from %1.</source>
        <translation>Rücksprung: Dame von %1 entfernt.</translation>
    </message>
    <message>
        <source>Square %1 refused: the queen on %2 attacks it %3.</source>
        <translation>Feld %1 abgelehnt: Die Dame auf %2 greift es %3 an.</translation>
    </message>
    <message>
        <source>Solution %1 found.</source>
        <translation>Lösung %1 gefunden.</translation>
    </message>
    <message>
        <source>Ready: %1 x %1 board, %2. Press Space to play or Right to step.</source>
        <translation>Bereit: Brett %1 x %1, %2. Leertaste zum Abspielen, Rechts für einen Schritt.</translation>
    </message>
    <message numerus="yes">
        <source>Finished: solved after %n move(s); no queen is attacked.</source>
        <translation>
            <numerusform>Fertig: gelöst nach %n Zug; keine Dame wird angegriffen.</numerusform>
            <numerusform>Fertig: gelöst nach %n Zügen; keine Dame wird angegriffen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Start: queen placed on %1, where the queens above attack it least (%n attacking pair(s) so far).</source>
        <translation>
            <numerusform>Start: Dame auf %1 gesetzt, wo die Damen darüber sie am wenigsten angreifen (bisher %n angreifendes Paar).</numerusform>
            <numerusform>Start: Dame auf %1 gesetzt, wo die Damen darüber sie am wenigsten angreifen (bisher %n angreifende Paare).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %1: queen put on %2, attacked by %3; %n attacking pair(s) left.</source>
        <translation>
            <numerusform>Zug %1: Dame auf %2 gesetzt, angegriffen von %3; es bleibt %n angreifendes Paar.</numerusform>
            <numerusform>Zug %1: Dame auf %2 gesetzt, angegriffen von %3; es bleiben %n angreifende Paare.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n queen(s)</source>
        <translation>
            <numerusform>%n Dame</numerusform>
            <numerusform>%n Damen</numerusform>
        </translation>
    </message>
    <message>
        <source>Move %1: the queen on %2 is attacked by %3; it is lifted to find the square of its row with the fewest attackers.</source>
        <translation>Zug %1: Die Dame auf %2 wird von %3 angegriffen; sie wird abgehoben, um das Feld ihrer Zeile mit den wenigsten Angreifern zu finden.</translation>
    </message>
    <message>
        <source>Solution found: no queen is attacked.</source>
        <translation>Lösung gefunden: Keine Dame wird angegriffen.</translation>
    </message>
    <message>
        <source>Ready: %1 x %1 board, %2 (seed %3). Press Space to play or Right to step.</source>
        <translation>Bereit: Brett %1 x %1, %2 (Startwert %3). Leertaste zum Abspielen, Rechts für einen Schritt.</translation>
    </message>
    <message>
        <source>no queen</source>
        <translation>keiner Dame</translation>
    </message>
    <message numerus="yes">
        <source>Gave up after %n move(s).</source>
        <translation>
            <numerusform>Aufgegeben nach %n Zug.</numerusform>
            <numerusform>Aufgegeben nach %n Zügen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n attacking pair(s) left (%1 x %1 has no solution, or the search got stuck).</source>
        <translation>
            <numerusform>Es bleibt %n angreifendes Paar (das Brett %1 x %1 hat keine Lösung, oder die Suche ist steckengeblieben).</numerusform>
            <numerusform>Es bleiben %n angreifende Paare (das Brett %1 x %1 hat keine Lösung, oder die Suche ist steckengeblieben).</numerusform>
        </translation>
    </message>
    <message>
        <source>Breakpoint: paused on a solution.</source>
        <translation>Haltepunkt: bei einer Lösung angehalten.</translation>
    </message>
    <message>
        <source>Breakpoint: paused on a backtrack.</source>
        <translation>Haltepunkt: bei einem Rücksprung angehalten.</translation>
    </message>
    <message>
        <source>Breakpoint: paused at depth %1.</source>
        <translation>Haltepunkt: bei Tiefe %1 angehalten.</translation>
    </message>
    <message>
        <source>%1 takes boards up to %2 x %2: N went from %3 to %2.</source>
        <translation>%1 nimmt Bretter bis %2 x %2: N wurde von %3 auf %2 geändert.</translation>
    </message>
    <message>
        <source>Refused: the given queen on %1 attacks it %2.</source>
        <translation>Abgelehnt: Die vorgegebene Dame auf %1 greift es %2 an.</translation>
    </message>
    <message>
        <source>A full run: the given queens are gone.</source>
        <translation>Ein voller Lauf: Die vorgegebenen Damen sind weg.</translation>
    </message>
    <message>
        <source>Finished: no solution contains the given queens; every free square was tried.</source>
        <translation>Fertig: Keine Lösung enthält die vorgegebenen Damen; jedes freie Feld wurde versucht.</translation>
    </message>
    <message numerus="yes">
        <source>Finished: %1 solution(s) contain the given queens.</source>
        <translation>
            <numerusform>Fertig: %1 Lösung enthält die vorgegebenen Damen.</numerusform>
            <numerusform>Fertig: %1 Lösungen enthalten die vorgegebenen Damen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Square %1 refused: the given queen on %2 attacks it %3.</source>
        <translation>Feld %1 abgelehnt: Die vorgegebene Dame auf %2 greift es %3 an.</translation>
    </message>
    <message>
        <source>Ready: %1 from your board, the given queens (%2) fixed. Press Space to play or Right to step.</source>
        <translation>Bereit: %1 ab Ihrem Brett, die vorgegebenen Damen (%2) fest. Leertaste zum Abspielen, Rechts für einen Schritt.</translation>
    </message>
    <message>
        <source>Row %1 has no square left: the queen on %2 attacks all of them.</source>
        <translation>Reihe %1 hat kein Feld mehr: Die Dame auf %2 greift alle an.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a list of squares</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last two of a list of squares</comment>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>Row %1 has no square left: the queens on %2 attack all of them.</source>
        <translation>Reihe %1 hat kein Feld mehr: Die Damen auf %2 greifen alle an.</translation>
    </message>
    <message>
        <source>MRV chooses row %1: it has the fewest squares left (%2).</source>
        <translation>MRV wählt Reihe %1: Sie hat die wenigsten Felder übrig (%2).</translation>
    </message>
    <message>
        <source>Row %1 has no option left: the search backs up.</source>
        <translation>Reihe %1 hat keine Option mehr: Die Suche geht zurück.</translation>
    </message>
    <message>
        <source>Column %1 has no option left: the search backs up.</source>
        <translation>Spalte %1 hat keine Option mehr: Die Suche geht zurück.</translation>
    </message>
    <message>
        <source>Row %1 chosen: it has the fewest options left (%2).</source>
        <translation>Reihe %1 gewählt: Sie hat die wenigsten Optionen übrig (%2).</translation>
    </message>
    <message>
        <source>Column %1 chosen: it has the fewest options left (%2).</source>
        <translation>Spalte %1 gewählt: Sie hat die wenigsten Optionen übrig (%2).</translation>
    </message>
    <message>
        <source>Square %1 pruned: the queen on %2 attacks it %3.</source>
        <translation>Feld %1 gestrichen: Die Dame auf %2 greift es %3 an.</translation>
    </message>
    <message>
        <source>Start: no queen placed yet (seed %1).</source>
        <translation>Start: noch keine Dame gesetzt (Startwert %1).</translation>
    </message>
    <message>
        <source>Start: the given queens (%1) fixed.</source>
        <translation>Start: die vorgegebenen Damen (%1) fest.</translation>
    </message>
    <message>
        <source>Start: no queen placed yet.</source>
        <translation>Start: noch keine Dame gesetzt.</translation>
    </message>
</context>
<context>
    <name>OutputFile</name>
    <message>
        <source>no file name was given</source>
        <translation>es wurde kein Dateiname angegeben</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>es ist ein Ordner, keine Datei</translation>
    </message>
    <message>
        <source>it is a disk (a block device), not a file</source>
        <translation>es ist ein Datenträger (ein Blockgerät), keine Datei</translation>
    </message>
    <message>
        <source>it is a socket, not a file</source>
        <translation>es ist ein Socket, keine Datei</translation>
    </message>
    <message>
        <source>it is not a file</source>
        <translation>es ist keine Datei</translation>
    </message>
    <message>
        <source>the symbolic link cannot be read</source>
        <translation>der symbolische Link kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>the device is full</source>
        <translation>das Gerät ist voll</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>der Datenträger ist voll</translation>
    </message>
    <message>
        <source>the disk quota is used up</source>
        <translation>das Speicherkontingent ist aufgebraucht</translation>
    </message>
    <message>
        <source>the file would be larger than this system allows</source>
        <translation>die Datei wäre größer, als dieses System erlaubt</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>Zugriff verweigert</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>der Datenträger ist schreibgeschützt</translation>
    </message>
    <message>
        <source>the folder %1 does not exist</source>
        <translation>der Ordner %1 existiert nicht</translation>
    </message>
    <message>
        <source>a part of the path is not a folder</source>
        <translation>ein Teil des Pfades ist kein Ordner</translation>
    </message>
    <message>
        <source>the path is a loop of symbolic links</source>
        <translation>der Pfad ist eine Schleife symbolischer Links</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>der Name ist zu lang</translation>
    </message>
    <message>
        <source>the program reading from the pipe has stopped</source>
        <translation>das Programm, das aus der Pipe liest, wurde beendet</translation>
    </message>
    <message>
        <source>no program is reading from the pipe</source>
        <translation>kein Programm liest aus der Pipe</translation>
    </message>
    <message>
        <source>the device reported an input/output error</source>
        <translation>das Gerät meldete einen Ein-/Ausgabefehler</translation>
    </message>
    <message>
        <source>cannot write &apos;%1&apos;: %2</source>
        <translation>Schreiben von &apos;%1&apos; nicht möglich: %2</translation>
    </message>
    <message>
        <source>the file is not open</source>
        <translation>die Datei ist nicht geöffnet</translation>
    </message>
    <message>
        <source>only %1 of %2 bytes reached the disk</source>
        <translation>nur %1 von %2 Bytes erreichten den Datenträger</translation>
    </message>
    <message>
        <source>standard output is closed</source>
        <translation>die Standardausgabe ist geschlossen</translation>
    </message>
    <message>
        <source>the open file %1 it names is closed</source>
        <translation>die offene Datei %1, die er bezeichnet, ist geschlossen</translation>
    </message>
    <message>
        <source>it is a symbolic link, which is not followed here</source>
        <translation>es ist ein symbolischer Link, dem hier nicht gefolgt wird</translation>
    </message>
    <message>
        <source>it is a device or a pipe, not a file</source>
        <translation>es ist ein Gerät oder eine Pipe, keine Datei</translation>
    </message>
    <message>
        <source>a file of that name already exists</source>
        <translation>eine Datei dieses Namens gibt es schon</translation>
    </message>
</context>
<context>
    <name>PageText</name>
    <message>
        <source>N-Queens class</source>
        <translation>Damenproblem: Klasse</translation>
    </message>
    <message>
        <source>Join the class</source>
        <translation>Der Klasse beitreten</translation>
    </message>
    <message>
        <source>Class code</source>
        <translation>Klassencode</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Ihr Name</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Beitreten</translation>
    </message>
    <message>
        <source>Choose a name for me</source>
        <translation>Einen Namen für mich wählen</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Verbindung wird hergestellt…</translation>
    </message>
    <message>
        <source>The connection is lost. Connecting again…</source>
        <translation>Die Verbindung ist unterbrochen. Sie wird neu hergestellt…</translation>
    </message>
    <message>
        <source>The class cannot be reached. Check the address and try again.</source>
        <translation>Die Klasse ist nicht erreichbar. Prüfen Sie die Adresse und versuchen Sie es noch einmal.</translation>
    </message>
    <message>
        <source>Type the class code from the board.</source>
        <translation>Geben Sie den Klassencode von der Tafel ein.</translation>
    </message>
    <message>
        <source>You are %1</source>
        <comment>pupils&apos; page: the pupil&apos;s name</comment>
        <translation>Sie sind %1</translation>
    </message>
    <message>
        <source>Leave the class</source>
        <translation>Klasse verlassen</translation>
    </message>
    <message>
        <source>No question is open. Watch the board.</source>
        <translation>Gerade ist keine Frage offen. Schauen Sie auf das Brett.</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>Vote again</source>
        <translation>Noch einmal abstimmen</translation>
    </message>
    <message>
        <source>New question: %1</source>
        <translation>Neue Frage: %1</translation>
    </message>
    <message>
        <source>Tap a square on the board to answer.</source>
        <translation>Tippen Sie zum Antworten auf ein Feld des Bretts.</translation>
    </message>
    <message>
        <source>Choose an answer.</source>
        <translation>Wählen Sie eine Antwort.</translation>
    </message>
    <message>
        <source>You have not answered yet.</source>
        <translation>Sie haben noch nicht geantwortet.</translation>
    </message>
    <message>
        <source>Sending your answer: %1…</source>
        <translation>Ihre Antwort wird gesendet: %1…</translation>
    </message>
    <message>
        <source>Your answer: %1. You can change it until the teacher reveals the answer.</source>
        <translation>Ihre Antwort: %1. Sie können sie ändern, bis die Lehrkraft die Lösung zeigt.</translation>
    </message>
    <message>
        <source>Your answer: %1.</source>
        <translation>Ihre Antwort: %1.</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>Richtig!</translation>
    </message>
    <message>
        <source>Not right.</source>
        <translation>Nicht richtig.</translation>
    </message>
    <message>
        <source>You did not answer.</source>
        <translation>Sie haben nicht geantwortet.</translation>
    </message>
    <message>
        <source>The right answer: %1.</source>
        <translation>Die richtige Antwort: %1.</translation>
    </message>
    <message>
        <source>right answer</source>
        <comment>pupils&apos; page: on the right option&apos;s button</comment>
        <translation>richtige Antwort</translation>
    </message>
    <message>
        <source>The board, %1 by %1 squares</source>
        <translation>Das Brett, %1 mal %1 Felder</translation>
    </message>
    <message>
        <source>Queens on %1</source>
        <translation>Damen auf %1</translation>
    </message>
    <message>
        <source>No queen on the board</source>
        <translation>Keine Dame auf dem Brett</translation>
    </message>
    <message>
        <source>%1 is refused: the queen on %2 attacks it</source>
        <translation>%1 wird abgelehnt: die Dame auf %2 greift es an</translation>
    </message>
    <message>
        <source>Row %1 is worked on</source>
        <translation>In Zeile %1 wird gesucht</translation>
    </message>
    <message>
        <source>Row worked on</source>
        <translation>Zeile, in der gesucht wird</translation>
    </message>
    <message>
        <source>Refused square</source>
        <translation>Abgelehntes Feld</translation>
    </message>
    <message>
        <source>Queen that attacks it</source>
        <translation>Dame, die es angreift</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Ihre Antwort</translation>
    </message>
    <message>
        <source>Right answer</source>
        <translation>Richtige Antwort</translation>
    </message>
    <message>
        <source>The teacher has closed the class.</source>
        <translation>Die Lehrkraft hat die Klasse geschlossen.</translation>
    </message>
    <message>
        <source>The teacher has removed you from the class.</source>
        <translation>Die Lehrkraft hat Sie aus der Klasse entfernt.</translation>
    </message>
    <message>
        <source>Join again</source>
        <translation>Wieder beitreten</translation>
    </message>
    <message>
        <source>Your own board</source>
        <translation>Ihr eigenes Brett</translation>
    </message>
    <message>
        <source>Tap an empty square to place the next queen, tap a queen to take it back. The arrow keys move between the squares.</source>
        <translation>Tippen Sie auf ein leeres Feld, um die nächste Dame zu setzen, und auf eine Dame, um sie zurückzunehmen. Mit den Pfeiltasten wechseln Sie zwischen den Feldern.</translation>
    </message>
    <message>
        <source>Your board, %1 by %1 squares</source>
        <translation>Ihr Brett, %1 mal %1 Felder</translation>
    </message>
    <message>
        <source>Show me</source>
        <comment>pupils&apos; page: do the next step for me</comment>
        <translation>Zeigen Sie es mir</translation>
    </message>
    <message>
        <source>What a tap does</source>
        <comment>pupils&apos; page: the group of the Place and Refuse buttons</comment>
        <translation>Was ein Tippen bewirkt</translation>
    </message>
    <message>
        <source>Place queens</source>
        <comment>pupils&apos; page: the tool that places (and takes back) queens</comment>
        <translation>Damen setzen</translation>
    </message>
    <message>
        <source>Refuse squares</source>
        <comment>pupils&apos; page: the tool that refuses squares</comment>
        <translation>Felder ablehnen</translation>
    </message>
    <message>
        <source>Tapping a square places a queen; tapping a queen takes it back.</source>
        <translation>Tippen auf ein Feld setzt eine Dame, Tippen auf eine Dame nimmt sie zurück.</translation>
    </message>
    <message>
        <source>Refusing: each empty square you tap is refused, until you press %1.</source>
        <comment>pupils&apos; page: %1 is the Place queens button</comment>
        <translation>Ablehnen: Jedes leere Feld, auf das Sie tippen, wird abgelehnt, bis Sie „%1“ drücken.</translation>
    </message>
    <message>
        <source>X or Delete refuses the square with the focus.</source>
        <translation>X oder Entf lehnt das Feld mit dem Fokus ab.</translation>
    </message>
    <message>
        <source>Checking %1…</source>
        <comment>pupils&apos; page: a square</comment>
        <translation>%1 wird geprüft…</translation>
    </message>
    <message>
        <source>Not so fast: wait for the answer to your last steps.</source>
        <translation>Nicht so schnell: Warten Sie auf die Antwort zu Ihren letzten Schritten.</translation>
    </message>
    <message>
        <source>Steps done</source>
        <translation>Schritte geschafft</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Steps shown</source>
        <translation>Gezeigte Schritte</translation>
    </message>
    <message>
        <source>Finished!</source>
        <translation>Fertig!</translation>
    </message>
    <message>
        <source>The teacher has ended the seat work.</source>
        <translation>Die Lehrkraft hat die Stillarbeit beendet.</translation>
    </message>
    <message>
        <source>queen</source>
        <comment>pupils&apos; page: on a square</comment>
        <translation>Dame</translation>
    </message>
    <message>
        <source>refused</source>
        <comment>pupils&apos; page: a square</comment>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <source>your last step</source>
        <comment>pupils&apos; page: a square</comment>
        <translation>Ihr letzter Schritt</translation>
    </message>
    <message>
        <source>attacks the square of your step</source>
        <comment>pupils&apos; page: a queen</comment>
        <translation>greift das Feld Ihres Schritts an</translation>
    </message>
    <message>
        <source>the right step</source>
        <comment>pupils&apos; page: a square</comment>
        <translation>der richtige Schritt</translation>
    </message>
    <message>
        <source>Your step</source>
        <translation>Ihr Schritt</translation>
    </message>
    <message>
        <source>The right step</source>
        <translation>Der richtige Schritt</translation>
    </message>
    <message>
        <source>Leave the class?</source>
        <translation>Die Klasse verlassen?</translation>
    </message>
    <message>
        <source>If you join again, you will be a new pupil.</source>
        <translation>Wenn Sie wieder beitreten, sind Sie ein neuer Schüler.</translation>
    </message>
    <message>
        <source>Stay</source>
        <comment>pupils&apos; page: do not leave the class</comment>
        <translation>Bleiben</translation>
    </message>
    <message>
        <source>Leave</source>
        <comment>pupils&apos; page: leave the class now</comment>
        <translation>Verlassen</translation>
    </message>
</context>
<context>
    <name>PlayController</name>
    <message>
        <source>Place a queen on %1</source>
        <translation>Dame auf %1 setzen</translation>
    </message>
    <message>
        <source>Remove the queen from %1</source>
        <translation>Dame von %1 entfernen</translation>
    </message>
    <message>
        <source>Clear the board</source>
        <translation>Brett leeren</translation>
    </message>
    <message>
        <source>Start from a position</source>
        <translation>Von einer Stellung ausgehen</translation>
    </message>
    <message numerus="yes">
        <source>%n queen(s) left</source>
        <translation>
            <numerusform>Noch %n Dame</numerusform>
            <numerusform>Noch %n Damen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n queen(s) too many</source>
        <translation>
            <numerusform>%n Dame zu viel</numerusform>
            <numerusform>%n Damen zu viel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %n queen(s) placed</source>
        <translation>
            <numerusform>%n Dame gesetzt</numerusform>
            <numerusform>Alle %n Damen gesetzt</numerusform>
        </translation>
    </message>
    <message>
        <source>Solved! Solution %1 of %2, fundamental class %3 of %4.</source>
        <translation>Gelöst! Lösung %1 von %2, Grundlösung %3 von %4.</translation>
    </message>
    <message>
        <source>Solved! No queen attacks another.</source>
        <translation>Gelöst! Keine Dame greift eine andere an.</translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) of queens attack each other: remove or move the marked queens.</source>
        <translation>
            <numerusform>%n Damenpaar greift sich gegenseitig an: Entfernen oder versetzen Sie die markierten Damen.</numerusform>
            <numerusform>%n Damenpaare greifen sich gegenseitig an: Entfernen oder versetzen Sie die markierten Damen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Place %n queen(s) so that none attacks another.</source>
        <translation>
            <numerusform>Setzen Sie %n Dame so, dass keine eine andere angreift.</numerusform>
            <numerusform>Setzen Sie %n Damen so, dass keine eine andere angreift.</numerusform>
        </translation>
    </message>
    <message>
        <source>No queen attacks another so far.</source>
        <translation>Bisher greift keine Dame eine andere an.</translation>
    </message>
    <message>
        <source>Looking for a hint...</source>
        <translation>Tipp wird gesucht...</translation>
    </message>
    <message>
        <source>Hint: a queen on %1 still leads to a solution.</source>
        <translation>Tipp: Eine Dame auf %1 führt noch zu einer Lösung.</translation>
    </message>
    <message>
        <source>No solution from here: no solution keeps all these queens.</source>
        <translation>Von hier aus keine Lösung: Keine Lösung enthält alle diese Damen.</translation>
    </message>
    <message>
        <source>Remove the conflicting queens first.</source>
        <translation>Entfernen Sie zuerst die Damen, die sich angreifen.</translation>
    </message>
    <message>
        <source>The hint search gave up after %1 tries: place or remove a queen and ask again.</source>
        <translation>Die Tippsuche hat nach %1 Versuchen aufgegeben: Setzen oder entfernen Sie eine Dame und fragen Sie erneut.</translation>
    </message>
    <message>
        <source>Play mode, %1 x %1 board, no queens.</source>
        <translation>Spielmodus, Brett %1 x %1, keine Damen.</translation>
    </message>
    <message numerus="yes">
        <source>Play mode, %1 x %1 board, %n queen(s): %2.</source>
        <translation>
            <numerusform>Spielmodus, Brett %1 x %1, %n Dame: %2.</numerusform>
            <numerusform>Spielmodus, Brett %1 x %1, %n Damen: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This board&apos;s symmetry class has %n board(s); solutions are numbered only up to %1 x %1.</source>
        <translation>
            <numerusform>Die Symmetrieklasse dieses Bretts umfasst %n Brett; Lösungen werden nur bis %1 x %1 nummeriert.</numerusform>
            <numerusform>Die Symmetrieklasse dieses Bretts umfasst %n Bretter; Lösungen werden nur bis %1 x %1 nummeriert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Too many queens: a board of %1 x %1 holds at most %1 queens that do not attack each other.</source>
        <translation>Zu viele Damen: Auf ein Brett %1 x %1 passen höchstens %1 Damen, die sich nicht gegenseitig angreifen.</translation>
    </message>
</context>
<context>
    <name>PlayLayer</name>
    <message>
        <source>%1: click to remove this queen.</source>
        <translation>%1: Klicken, um diese Dame zu entfernen.</translation>
    </message>
    <message>
        <source>%1: click to place a queen.</source>
        <translation>%1: Klicken, um eine Dame zu setzen.</translation>
    </message>
    <message numerus="yes">
        <source>Attacked by the queen(s) on %1.</source>
        <translation>
            <numerusform>Angegriffen von der Dame auf %1.</numerusform>
            <numerusform>Angegriffen von den Damen auf %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayMode</name>
    <message>
        <source>&amp;Play mode</source>
        <translation>&amp;Spielmodus</translation>
    </message>
    <message>
        <source>Place and remove queens yourself (the run pauses; its board comes back when you leave)</source>
        <translation>Damen selbst setzen und entfernen (der Lauf pausiert; sein Brett kehrt zurück, wenn Sie den Modus verlassen)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>Show the next safe square that still leads to a solution</source>
        <translation>Das nächste sichere Feld zeigen, das noch zu einer Lösung führt</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>Take back the last change of your board</source>
        <translation>Die letzte Änderung an Ihrem Brett zurücknehmen</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>Make the change taken back again</source>
        <translation>Die zurückgenommene Änderung wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Clear board</source>
        <translation>Brett &amp;leeren</translation>
    </message>
    <message>
        <source>Take every queen off your board</source>
        <translation>Alle Damen von Ihrem Brett nehmen</translation>
    </message>
    <message>
        <source>&amp;Start from the run&apos;s board</source>
        <translation>&amp;Brett des Laufs übernehmen</translation>
    </message>
    <message>
        <source>Play on from the queens the board shows now</source>
        <translation>Mit den Damen weiterspielen, die das Brett gerade zeigt</translation>
    </message>
    <message>
        <source>Play mode works on boards up to %1 x %1</source>
        <translation>Der Spielmodus funktioniert auf Brettern bis %1 x %1</translation>
    </message>
    <message>
        <source>&amp;Run from here</source>
        <translation>Von &amp;hier aus laufen</translation>
    </message>
    <message>
        <source>Run the chosen backtracker from your queens: their rows stay fixed</source>
        <translation>Das gewählte Backtracking ab Ihren Damen laufen lassen: Ihre Reihen bleiben fest</translation>
    </message>
    <message>
        <source>Your board runs with the backtrackers only; %1 repairs a full board. Choose a backtracker in the Algorithm menu.</source>
        <translation>Ihr Brett läuft nur mit Backtracking-Verfahren; %1 repariert ein volles Brett. Wählen Sie ein Backtracking-Verfahren als Algorithmus.</translation>
    </message>
    <message>
        <source>along the rank</source>
        <translation>entlang der Reihe</translation>
    </message>
    <message>
        <source>The queens on %1 and %2 attack each other %3: the run needs a board where no queen is attacked.</source>
        <translation>Die Damen auf %1 und %2 greifen sich %3 an: Der Lauf braucht ein Brett, auf dem keine Dame angegriffen wird.</translation>
    </message>
</context>
<context>
    <name>PlayPanel</name>
    <message>
        <source>Queens left:</source>
        <translation>Verbleibende Damen:</translation>
    </message>
    <message>
        <source>Attacking pairs:</source>
        <translation>Angreifende Paare:</translation>
    </message>
    <message>
        <source>How many queens are still to be placed</source>
        <translation>Wie viele Damen noch zu setzen sind</translation>
    </message>
    <message>
        <source>Pairs of queens on one line with no queen between them: each attacks the other</source>
        <translation>Damenpaare auf einer Linie ohne Dame dazwischen: Jede greift die andere an</translation>
    </message>
    <message>
        <source>Queens left</source>
        <translation>Verbleibende Damen</translation>
    </message>
    <message>
        <source>Attacking pairs</source>
        <translation>Angreifende Paare</translation>
    </message>
    <message>
        <source>Where your board stands</source>
        <translation>Stand Ihres Bretts</translation>
    </message>
    <message numerus="yes">
        <source>%n too many</source>
        <translation>
            <numerusform>%n zu viel</numerusform>
            <numerusform>%n zu viel</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose Play mode to place queens yourself; the run waits where it is.</source>
        <translation>Wählen Sie den Spielmodus, um selbst Damen zu setzen; der Lauf wartet, wo er ist.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a figure&apos;s caption and the figure, for screen readers</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Play mode works on boards up to %1 x %1.</source>
        <translation>Der Spielmodus funktioniert auf Brettern bis %1 x %1.</translation>
    </message>
</context>
<context>
    <name>PracticeMode</name>
    <message>
        <source>Choose Be the solver to do the algorithm&apos;s steps yourself: the program checks each one.</source>
        <translation>Wählen Sie „Selbst lösen“, um die Schritte des Algorithmus selbst zu machen: das Programm prüft jeden.</translation>
    </message>
    <message>
        <source>Done: the summary is below. Step back or restart to practise again.</source>
        <translation>Fertig: die Zusammenfassung steht unten. Schritt zurück oder Neustart, um weiter zu üben.</translation>
    </message>
    <message>
        <source>Save practice results</source>
        <translation>Übungsergebnisse speichern</translation>
    </message>
    <message>
        <source>CSV table (*.csv);;JSON (*.json)</source>
        <translation>CSV-Tabelle (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Do the algorithm&apos;s steps yourself on the board; each one is checked</source>
        <translation>Die Schritte des Algorithmus selbst auf dem Brett machen; jeder wird geprüft</translation>
    </message>
    <message>
        <source>Show &amp;me</source>
        <translation>&amp;Zeig es mir</translation>
    </message>
    <message>
        <source>Do the next step for me (counted as shown)</source>
        <translation>Den nächsten Schritt für mich machen (zählt als gezeigt)</translation>
    </message>
    <message>
        <source>Save the counts of this practice as CSV or JSON</source>
        <translation>Die Zahlen dieser Übung als CSV oder JSON speichern</translation>
    </message>
    <message>
        <source>Refused squares are marked for me</source>
        <translation>Abgelehnte Felder werden für mich markiert</translation>
    </message>
    <message>
        <source>The program refuses the attacked squares: you only place and take back</source>
        <translation>Das Programm lehnt die angegriffenen Felder ab: Sie setzen und nehmen nur zurück</translation>
    </message>
    <message>
        <source>&amp;Be the solver</source>
        <translation>Selbst lös&amp;en</translation>
    </message>
    <message>
        <source>Save resul&amp;ts...</source>
        <translation>Ergebnisse s&amp;peichern...</translation>
    </message>
</context>
<context>
    <name>PracticePanel</name>
    <message>
        <source>Done by you:</source>
        <translation>Von Ihnen gemacht:</translation>
    </message>
    <message>
        <source>Mistakes:</source>
        <translation>Fehler:</translation>
    </message>
    <message>
        <source>Shown:</source>
        <translation>Gezeigt:</translation>
    </message>
    <message>
        <source>What to do next</source>
        <translation>Was als Nächstes zu tun ist</translation>
    </message>
    <message>
        <source>The answer to your last step</source>
        <translation>Die Antwort auf Ihren letzten Schritt</translation>
    </message>
    <message>
        <source>The summary of the practice</source>
        <translation>Die Zusammenfassung der Übung</translation>
    </message>
    <message>
        <source>On the board: click an empty square to place a queen, click a queen to take it back; right click or Shift+click to refuse a square. Keys: arrows move the cursor, Space or Enter place or take back, X or Delete refuse, M shows the next step.</source>
        <translation>Auf dem Brett: Klick auf ein leeres Feld setzt eine Dame, Klick auf eine Dame nimmt sie zurück; Rechtsklick oder Umschalt+Klick lehnt ein Feld ab. Tasten: Pfeile bewegen den Cursor, Leertaste oder Eingabe setzen oder nehmen zurück, X oder Entf lehnen ab, M zeigt den nächsten Schritt.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a figure&apos;s caption and the figure, for screen readers</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Done by you</source>
        <translation>Von Ihnen gemacht</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Shown</source>
        <translation>Gezeigt</translation>
    </message>
    <message>
        <source>Steps to practise:</source>
        <translation>Schritte zum Üben:</translation>
    </message>
    <message>
        <source>to the first solution</source>
        <translation>bis zur ersten Lösung</translation>
    </message>
    <message>
        <source>Steps to practise</source>
        <translation>Schritte zum Üben</translation>
    </message>
    <message>
        <source>How many steps of the run the practice takes before its summary</source>
        <translation>Wie viele Schritte des Laufs die Übung bis zur Zusammenfassung dauert</translation>
    </message>
</context>
<context>
    <name>PracticeText</name>
    <message>
        <source>row %1</source>
        <translation>Reihe %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>Spalte %1</translation>
    </message>
    <message>
        <source>along the column</source>
        <translation>entlang der Spalte</translation>
    </message>
    <message>
        <source>along the diagonal</source>
        <translation>entlang der Diagonale</translation>
    </message>
    <message>
        <source>along the anti-diagonal</source>
        <translation>entlang der Gegendiagonale</translation>
    </message>
    <message>
        <source>a queen on %1</source>
        <translation>eine Dame auf %1</translation>
    </message>
    <message>
        <source>take back the queen on %1</source>
        <translation>die Dame auf %1 zurücknehmen</translation>
    </message>
    <message>
        <source>refuse %1 (the queen on %2 attacks it %3)</source>
        <translation>%1 ablehnen (die Dame auf %2 greift es %3 an)</translation>
    </message>
    <message>
        <source>the queen on %1 %2</source>
        <translation>der Dame auf %1 %2</translation>
    </message>
    <message>
        <source>along the row</source>
        <translation>entlang der Reihe</translation>
    </message>
    <message>
        <source>the queens on %1</source>
        <translation>den Damen auf %1</translation>
    </message>
    <message>
        <source>Right: %1.</source>
        <translation>Richtig: %1.</translation>
    </message>
    <message>
        <source>Not this square: the algorithm works on %1.</source>
        <translation>Nicht dieses Feld: der Algorithmus ist bei %1.</translation>
    </message>
    <message>
        <source>%1 is attacked by %2.</source>
        <translation>%1 wird von %2 angegriffen.</translation>
    </message>
    <message>
        <source>%1 is attacked by %2: the algorithm refuses it.</source>
        <translation>%1 wird von %2 angegriffen: der Algorithmus lehnt es ab.</translation>
    </message>
    <message>
        <source>%1 is attacked by %2: it is no longer among the squares left.</source>
        <translation>%1 wird von %2 angegriffen: es gehört nicht mehr zu den übrigen Feldern.</translation>
    </message>
    <message>
        <source>%1 is free: no queen attacks it.</source>
        <translation>%1 ist frei: keine Dame greift es an.</translation>
    </message>
    <message>
        <source>No other queen attacks the queen on %1: the algorithm does not refuse it.</source>
        <translation>Keine andere Dame greift die Dame auf %1 an: der Algorithmus lehnt sie nicht ab.</translation>
    </message>
    <message>
        <source>Not yet: the algorithm comes to %1 first.</source>
        <translation>Noch nicht: der Algorithmus kommt zuerst zu %1.</translation>
    </message>
    <message>
        <source>Too early: %1 still has squares to try.</source>
        <translation>Zu früh: %1 hat noch Felder zum Ausprobieren.</translation>
    </message>
    <message>
        <source>Too early: the algorithm does not take back a queen now.</source>
        <translation>Zu früh: der Algorithmus nimmt jetzt keine Dame zurück.</translation>
    </message>
    <message>
        <source>This permutation is done: the algorithm takes back a queen.</source>
        <translation>Diese Permutation ist fertig: der Algorithmus nimmt eine Dame zurück.</translation>
    </message>
    <message>
        <source>No square of this row is left: the algorithm takes back a queen.</source>
        <translation>In dieser Reihe ist kein Feld mehr übrig: der Algorithmus nimmt eine Dame zurück.</translation>
    </message>
    <message>
        <source>No square is left to try, or a row was wiped out: the algorithm takes back a queen.</source>
        <translation>Kein Feld ist mehr übrig, oder eine Reihe wurde ausgelöscht: der Algorithmus nimmt eine Dame zurück.</translation>
    </message>
    <message>
        <source>Not that queen: the algorithm takes back the queen on %1.</source>
        <translation>Nicht diese Dame: der Algorithmus nimmt die Dame auf %1 zurück.</translation>
    </message>
    <message>
        <source>There is no queen on %1.</source>
        <translation>Auf %1 steht keine Dame.</translation>
    </message>
    <message>
        <source>The queen on %1 holds column %2: the algorithm never looks at its squares.</source>
        <translation>Die Dame auf %1 besetzt Spalte %2: der Algorithmus sieht sich deren Felder nie an.</translation>
    </message>
    <message>
        <source>This algorithm never refuses a square: the attacked ones are already out of its choices.</source>
        <translation>Dieser Algorithmus lehnt nie ein Feld ab: angegriffene Felder hat er schon aus seiner Auswahl gestrichen.</translation>
    </message>
    <message>
        <source>The search chose %1 (the fewest squares left): the queen goes there.</source>
        <translation>Die Suche hat %1 gewählt (die wenigsten übrigen Felder): dorthin kommt die Dame.</translation>
    </message>
    <message>
        <source>Mistake: %1 The algorithm makes its step instead: %2.</source>
        <translation>Fehler: %1 Stattdessen macht der Algorithmus seinen Schritt: %2.</translation>
    </message>
    <message>
        <source>Shown: %1.</source>
        <translation>Gezeigt: %1.</translation>
    </message>
    <message>
        <source>A solution: every row holds a queen. Well done!</source>
        <translation>Eine Lösung: jede Reihe hat eine Dame. Gut gemacht!</translation>
    </message>
    <message>
        <source>The practice is over.</source>
        <translation>Die Übung ist zu Ende.</translation>
    </message>
    <message>
        <source>placed on an attacked square</source>
        <translation>auf ein angegriffenes Feld gesetzt</translation>
    </message>
    <message>
        <source>refused a free square</source>
        <translation>ein freies Feld abgelehnt</translation>
    </message>
    <message>
        <source>skipped a square</source>
        <translation>ein Feld übersprungen</translation>
    </message>
    <message>
        <source>took back too early</source>
        <translation>zu früh zurückgenommen</translation>
    </message>
    <message>
        <source>missed a take-back</source>
        <translation>Zurücknehmen verpasst</translation>
    </message>
    <message>
        <source>took back the wrong queen</source>
        <translation>die falsche Dame zurückgenommen</translation>
    </message>
    <message>
        <source>no queen to take back</source>
        <translation>keine Dame zum Zurücknehmen</translation>
    </message>
    <message>
        <source>looked at a used column</source>
        <translation>besetzte Spalte angesehen</translation>
    </message>
    <message>
        <source>refused (the algorithm never does)</source>
        <translation>abgelehnt (der Algorithmus tut das nie)</translation>
    </message>
    <message>
        <source>left the chosen row or column</source>
        <translation>gewählte Reihe oder Spalte verlassen</translation>
    </message>
    <message>
        <source>refused a queen no other queen attacks</source>
        <translation>eine Dame abgelehnt, die keine andere Dame angreift</translation>
    </message>
    <message>
        <source>Min-conflicts makes random choices (which queen, which of the tied squares): there is no right move to check. Choose a backtracking algorithm to be the solver.</source>
        <translation>Min-Konflikte entscheidet zufällig (welche Dame, welches der gleich guten Felder): es gibt keinen richtigen Zug zu prüfen. Wählen Sie einen Backtracking-Algorithmus, um selbst zu lösen.</translation>
    </message>
    <message>
        <source>Be the solver works on boards up to %1 x %1.</source>
        <translation>Selbst lösen geht auf Brettern bis %1 x %1.</translation>
    </message>
    <message>
        <source>Go to the next permutation: take back the queens from the bottom, then place the new ones from the top.</source>
        <translation>Zur nächsten Permutation: nehmen Sie die Damen von unten zurück, dann setzen Sie die neuen von oben.</translation>
    </message>
    <message>
        <source>Test the permutation: refuse the first queen attacked by one above it. Then go to the next permutation: take back from the bottom, place from the top.</source>
        <translation>Prüfen Sie die Permutation: lehnen Sie die erste Dame ab, die eine darüber angreift. Dann zur nächsten: unten zurücknehmen, oben setzen.</translation>
    </message>
    <message>
        <source>Every row holds a queen: take back the last one.</source>
        <translation>Jede Reihe hat eine Dame: nehmen Sie die letzte zurück.</translation>
    </message>
    <message>
        <source>Row %1: place the queen on its first square left, from the left (the program prunes the other rows after each queen). If none is left, or a row is wiped out, take back the last queen.</source>
        <translation>Reihe %1: setzen Sie die Dame auf ihr erstes übriges Feld von links (das Programm streicht nach jeder Dame Felder der anderen Reihen). Ist keins übrig oder wird eine Reihe ausgelöscht, nehmen Sie die letzte Dame zurück.</translation>
    </message>
    <message>
        <source>The search chose %1, the one with the fewest squares left: place the queen on its first square left. If none is left, or a row is wiped out, take back the last queen.</source>
        <translation>Die Suche hat %1 gewählt, mit den wenigsten übrigen Feldern: setzen Sie die Dame auf das erste übrige Feld. Ist keins übrig oder wird eine Reihe ausgelöscht, nehmen Sie die letzte Dame zurück.</translation>
    </message>
    <message>
        <source>Place the queen on the first square left of the row or column the search chose. If none is left, or a row is wiped out, take back the last queen.</source>
        <translation>Setzen Sie die Dame auf das erste übrige Feld der gewählten Reihe oder Spalte. Ist keins übrig oder wird eine Reihe ausgelöscht, nehmen Sie die letzte Dame zurück.</translation>
    </message>
    <message>
        <source>Row %1: place the queen on the first free square from the left, in a column no queen holds (the refused squares are marked for you). If none is left, take back the queen above.</source>
        <translation>Reihe %1: setzen Sie die Dame auf das erste freie Feld von links in einer Spalte ohne Dame (abgelehnte Felder werden für Sie markiert). Ist keins übrig, nehmen Sie die Dame darüber zurück.</translation>
    </message>
    <message>
        <source>Row %1: look only at the columns no queen holds, from the left. Refuse each square attacked along a diagonal, place the queen on the first free one. If none is left, take back the queen above.</source>
        <translation>Reihe %1: sehen Sie nur die Spalten ohne Dame an, von links. Lehnen Sie jedes diagonal angegriffene Feld ab, setzen Sie die Dame auf das erste freie. Ist keins übrig, nehmen Sie die Dame darüber zurück.</translation>
    </message>
    <message>
        <source>Row %1: place the queen on the first free square from the left (the refused squares are marked for you). If none is left, take back the queen above.</source>
        <translation>Reihe %1: setzen Sie die Dame auf das erste freie Feld von links (abgelehnte Felder werden für Sie markiert). Ist keins übrig, nehmen Sie die Dame darüber zurück.</translation>
    </message>
    <message>
        <source>Row %1: look at its squares from the left. Refuse each attacked one, place the queen on the first free one. If none is left, take back the queen above.</source>
        <translation>Reihe %1: gehen Sie ihre Felder von links durch. Lehnen Sie jedes angegriffene ab, setzen Sie die Dame auf das erste freie. Ist keins übrig, nehmen Sie die Dame darüber zurück.</translation>
    </message>
    <message>
        <source>Summary: you reached a solution.</source>
        <translation>Zusammenfassung: Sie haben eine Lösung erreicht.</translation>
    </message>
    <message>
        <source>Summary: the practice is over.</source>
        <translation>Zusammenfassung: die Übung ist zu Ende.</translation>
    </message>
    <message>
        <source>Steps done by you: %1. Steps shown: %2. Mistakes: %3.</source>
        <translation>Ihre Schritte: %1. Gezeigte Schritte: %2. Fehler: %3.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a mistake&apos;s kind and how often</comment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>PredictMode</name>
    <message>
        <source>P&amp;redict</source>
        <translation>&amp;Vorhersagen</translation>
    </message>
    <message>
        <source>Predict mode: the run stops to ask what the search does next</source>
        <translation>Vorhersagemodus: Der Lauf hält an und fragt, was die Suche als Nächstes tut</translation>
    </message>
    <message>
        <source>The step waits for your answer (or Show answer).</source>
        <translation>Der Schritt wartet auf Ihre Antwort (oder Antwort zeigen).</translation>
    </message>
    <message>
        <source>Arrow keys move the dashed square on the board; Space or Enter answers with it.</source>
        <translation>Die Pfeiltasten bewegen den Cursor (das gestrichelte Feld) auf dem Brett; Leertaste oder Eingabe antworten mit seinem Feld.</translation>
    </message>
</context>
<context>
    <name>PredictPanel</name>
    <message>
        <source>Answer: %1</source>
        <translation>Antwort: %1</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>Answer: yes</source>
        <translation>Antwort: ja</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Answer: no</source>
        <translation>Antwort: nein</translation>
    </message>
    <message>
        <source>Number of queens</source>
        <translation>Anzahl der Damen</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Antworten</translation>
    </message>
    <message>
        <source>Answer with this number</source>
        <translation>Mit dieser Zahl antworten</translation>
    </message>
    <message>
        <source>Show answer</source>
        <translation>Antwort zeigen</translation>
    </message>
    <message>
        <source>Show the answer</source>
        <translation>Die Antwort zeigen</translation>
    </message>
    <message>
        <source>Counts as revealed</source>
        <translation>Zählt als aufgedeckt</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punktestand</translation>
    </message>
    <message>
        <source>Score by question kind</source>
        <translation>Punktestand nach Fragenart</translation>
    </message>
    <message>
        <source>Asked</source>
        <translation>Gefragt</translation>
    </message>
    <message>
        <source>Right 1st</source>
        <translation>Richtig 1.</translation>
    </message>
    <message>
        <source>Right 2nd</source>
        <translation>Richtig 2.</translation>
    </message>
    <message>
        <source>Revealed</source>
        <translation>Aufgedeckt</translation>
    </message>
    <message>
        <source>Ask: %1</source>
        <translation>Fragen: %1</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Fragen</translation>
    </message>
    <message>
        <source>Ho&amp;w often:</source>
        <translation>&amp;Wie oft:</translation>
    </message>
    <message>
        <source>How often to ask</source>
        <translation>Wie oft gefragt wird</translation>
    </message>
    <message>
        <source>&amp;k:</source>
        <translation>&amp;k:</translation>
    </message>
    <message>
        <source>Ask about one step in k</source>
        <translation>Etwa bei einem von k Schritten fragen</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>S&amp;tartwert:</translation>
    </message>
    <message>
        <source>Seed of the questions</source>
        <translation>Startwert der Fragen</translation>
    </message>
    <message>
        <source>A class sharing a seed gets the same questions</source>
        <translation>Eine Klasse mit demselben Startwert bekommt dieselben Fragen</translation>
    </message>
    <message>
        <source>Save results...</source>
        <translation>Ergebnisse speichern...</translation>
    </message>
    <message>
        <source>Save results</source>
        <translation>Ergebnisse speichern</translation>
    </message>
    <message>
        <source>Write the score as CSV or JSON for the teacher</source>
        <translation>Den Punktestand als CSV oder JSON für die Lehrkraft schreiben</translation>
    </message>
    <message>
        <source>Predict mode is off. Turn it on with Run &gt; Predict.</source>
        <translation>Der Vorhersagemodus ist aus. Einschalten mit Ablauf &gt; Vorhersagen.</translation>
    </message>
    <message>
        <source>Play or step: the run stops when there is a question.</source>
        <translation>Abspielen oder Schritt: Der Lauf hält bei jeder Frage an.</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>How many more queens the row will try</source>
        <translation>Wie viele Damen die Zeile noch probiert</translation>
    </message>
    <message>
        <source>Questions asked, right at the first try, at the second, and revealed</source>
        <translation>Gestellte Fragen, beim ersten Versuch richtig, beim zweiten, und aufgedeckt</translation>
    </message>
    <message>
        <source>Counts</source>
        <translation>Zahlen</translation>
    </message>
    <message>
        <source>Question kinds</source>
        <translation>Fragenarten</translation>
    </message>
    <message>
        <source>Ask this kind of question where it fits the algorithm</source>
        <translation>Diese Fragenart stellen, wo sie zum Algorithmus passt</translation>
    </message>
    <message>
        <source>Where the run stops to ask a question</source>
        <translation>Wo der Lauf anhält, um zu fragen</translation>
    </message>
    <message>
        <source>With &quot;About one step in k&quot;: how rare the questions are</source>
        <translation>Bei „Etwa jeder k-te Schritt“: wie selten gefragt wird</translation>
    </message>
    <message>
        <source>Row or column</source>
        <translation>Zeile oder Spalte</translation>
    </message>
    <message>
        <source>The row (or column) the search chooses next</source>
        <translation>Die Zeile (oder Spalte), die die Suche als Nächstes wählt</translation>
    </message>
    <message>
        <source>Answer with this row or column</source>
        <translation>Mit dieser Zeile oder Spalte antworten</translation>
    </message>
</context>
<context>
    <name>PredictText</name>
    <message>
        <source>Next square</source>
        <translation>Nächstes Feld</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Angreiferin</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Nächster Schritt</translation>
    </message>
    <message>
        <source>Tries left</source>
        <translation>Restliche Versuche</translation>
    </message>
    <message>
        <source>In a solution?</source>
        <translation>In einer Lösung?</translation>
    </message>
    <message>
        <source>Fewest attackers</source>
        <translation>Wenigste Angreifer</translation>
    </message>
    <message>
        <source>Every step</source>
        <translation>Bei jedem Schritt</translation>
    </message>
    <message>
        <source>Each backtrack</source>
        <translation>Bei jedem Rücksprung</translation>
    </message>
    <message>
        <source>Each new row</source>
        <translation>Bei jeder neuen Zeile</translation>
    </message>
    <message>
        <source>About one step in k</source>
        <translation>Etwa jeder k-te Schritt</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Setzen</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <source>Backtrack</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>Lösung</translation>
    </message>
    <message>
        <source>Where will the next queen go in row %1? Click its square.</source>
        <translation>Wohin kommt die nächste Dame in Reihe %1? Klicken Sie auf ihr Feld.</translation>
    </message>
    <message>
        <source>Why is %1 refused? Click a queen that attacks it.</source>
        <translation>Warum wird %1 abgelehnt? Klicken Sie auf eine Dame, die es angreift.</translation>
    </message>
    <message>
        <source>What happens next: place, refuse, backtrack or solution?</source>
        <translation>Was passiert als Nächstes: setzen, ablehnen, zurück oder Lösung?</translation>
    </message>
    <message>
        <source>How many more queens will row %1 try before the search leaves it?</source>
        <translation>Wie viele Damen probiert Reihe %1 noch, bevor die Suche sie verlässt?</translation>
    </message>
    <message>
        <source>The next queen goes on %1. Will it be part of a solution?</source>
        <translation>Die nächste Dame kommt auf %1. Wird sie Teil einer Lösung?</translation>
    </message>
    <message>
        <source>Which square of row %1 has the fewest attackers? Click it.</source>
        <translation>Welches Feld der Reihe %1 hat die wenigsten Angreifer? Klicken Sie darauf.</translation>
    </message>
    <message>
        <source>Click a square of row %1.</source>
        <translation>Klicken Sie auf ein Feld der Reihe %1.</translation>
    </message>
    <message>
        <source>Click a queen: there is none on %1.</source>
        <translation>Klicken Sie auf eine Dame: Auf %1 steht keine.</translation>
    </message>
    <message>
        <source>%1 is attacked: the queen on %2 attacks it %3.</source>
        <translation>%1 wird angegriffen: Die Dame auf %2 greift es %3 an.</translation>
    </message>
    <message>
        <source>%1 was tried already: the search goes on from %2.</source>
        <translation>%1 wurde schon probiert: Die Suche macht bei %2 weiter.</translation>
    </message>
    <message>
        <source>The search tries the squares from left to right: a free square comes before %1.</source>
        <translation>Die Suche probiert die Felder von links nach rechts: Vor %1 kommt ein freies Feld.</translation>
    </message>
    <message>
        <source>The queen on %1 does not attack %2.</source>
        <translation>Die Dame auf %1 greift %2 nicht an.</translation>
    </message>
    <message>
        <source>No queen attacks the next square.</source>
        <translation>Keine Dame greift das nächste Feld an.</translation>
    </message>
    <message>
        <source>The row has no square left to try.</source>
        <translation>Die Zeile hat kein Feld mehr zum Probieren.</translation>
    </message>
    <message>
        <source>Every row has a queen.</source>
        <translation>Jede Zeile hat eine Dame.</translation>
    </message>
    <message>
        <source>Fewer than that.</source>
        <translation>Weniger.</translation>
    </message>
    <message>
        <source>More than that.</source>
        <translation>Mehr.</translation>
    </message>
    <message>
        <source>The search takes this queen back without finding a solution.</source>
        <translation>Die Suche nimmt diese Dame zurück, ohne eine Lösung zu finden.</translation>
    </message>
    <message>
        <source>A solution is found while this queen stands.</source>
        <translation>Solange diese Dame steht, wird eine Lösung gefunden.</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n attacker(s); another square has fewer.</source>
        <translation>
            <numerusform>%1 hat %n Angreifer; ein anderes Feld hat weniger.</numerusform>
            <numerusform>%1 hat %n Angreifer; ein anderes Feld hat weniger.</numerusform>
        </translation>
    </message>
    <message>
        <source>the queen on %1, %2</source>
        <translation>die Dame auf %1, %2</translation>
    </message>
    <message>
        <source>yes, solution %1</source>
        <translation>ja, Lösung %1</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n attacker(s))</source>
        <translation>
            <numerusform>%1 (%n Angreifer)</numerusform>
            <numerusform>%1 (%n Angreifer)</numerusform>
        </translation>
    </message>
    <message>
        <source>The answer: %1.</source>
        <translation>Die Antwort: %1.</translation>
    </message>
    <message>
        <source>Right: the queen on %1 attacks %2 %3.</source>
        <translation>Richtig: Die Dame auf %1 greift %2 %3 an.</translation>
    </message>
    <message>
        <source>It is the one the algorithm finds.</source>
        <translation>Der Algorithmus findet genau diese.</translation>
    </message>
    <message>
        <source>The algorithm finds the queen on %1 first, %2.</source>
        <translation>Der Algorithmus findet zuerst die Dame auf %1, %2.</translation>
    </message>
    <message numerus="yes">
        <source>Right: %n attacker(s), the fewest in the row.</source>
        <translation>
            <numerusform>Richtig: %n Angreifer, die wenigsten in der Zeile.</numerusform>
            <numerusform>Richtig: %n Angreifer, die wenigsten in der Zeile.</numerusform>
        </translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>Richtig!</translation>
    </message>
    <message>
        <source>Not quite.</source>
        <translation>Nicht ganz.</translation>
    </message>
    <message>
        <source>Try once more.</source>
        <translation>Noch ein Versuch.</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>Reihe %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>Spalte %1</translation>
    </message>
    <message>
        <source>Chosen row</source>
        <translation>Gewählte Zeile</translation>
    </message>
    <message>
        <source>Wiped-out row</source>
        <translation>Ausgelöschte Zeile</translation>
    </message>
    <message>
        <source>What happens next: place, backtrack or solution?</source>
        <translation>Was passiert als Nächstes: setzen, zurückgehen oder Lösung?</translation>
    </message>
    <message>
        <source>Which row or column will dancing links choose next? Pick it below.</source>
        <translation>Welche Zeile oder Spalte wählt Dancing Links als Nächstes? Wählen Sie sie unten.</translation>
    </message>
    <message>
        <source>Which row will MRV choose next? Click a square of it.</source>
        <translation>Welche Zeile wählt MRV als Nächstes? Klicken Sie auf ein Feld davon.</translation>
    </message>
    <message>
        <source>The queen on %1 leaves a row with no square. Which row is wiped out? Click a square of it.</source>
        <translation>Die Dame auf %1 lässt einer Zeile kein Feld. Welche Zeile wird ausgelöscht? Klicken Sie auf ein Feld davon.</translation>
    </message>
    <message>
        <source>Pick a row or a column in the list below.</source>
        <translation>Wählen Sie unten in der Liste eine Zeile oder Spalte.</translation>
    </message>
    <message>
        <source>Click a square of a row.</source>
        <translation>Klicken Sie auf ein Feld einer Zeile.</translation>
    </message>
    <message>
        <source>A queen stands on %1 already.</source>
        <translation>Auf %1 steht schon eine Dame.</translation>
    </message>
    <message numerus="yes">
        <source>Not the fewest: %1 has %n square(s) left.</source>
        <translation>
            <numerusform>Nicht die wenigsten: %1 hat noch %n Feld.</numerusform>
            <numerusform>Nicht die wenigsten: %1 hat noch %n Felder.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n square(s) left)</source>
        <translation>
            <numerusform>%1 (%n Feld übrig)</numerusform>
            <numerusform>%1 (%n Felder übrig)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Right: %1, %n square(s) left, the fewest.</source>
        <translation>
            <numerusform>Richtig: %1, %n Feld übrig, die wenigsten.</numerusform>
            <numerusform>Richtig: %1, %n Felder übrig, die wenigsten.</numerusform>
        </translation>
    </message>
    <message>
        <source>As few squares are left in %1, but on a tie the search takes the first: rows top down, then columns from the left.</source>
        <translation>In %1 sind ebenso wenige Felder übrig, doch bei Gleichstand nimmt die Suche die erste: Zeilen von oben, dann Spalten von links.</translation>
    </message>
    <message>
        <source>As few squares are left in %1, but on a tie MRV takes the topmost row.</source>
        <translation>In %1 sind ebenso wenige Felder übrig, doch bei Gleichstand nimmt MRV die oberste Zeile.</translation>
    </message>
    <message numerus="yes">
        <source>Still %n square(s) in %1: %2.</source>
        <translation>
            <numerusform>Noch %n Feld in %1: %2.</numerusform>
            <numerusform>Noch %n Felder in %1: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>That one runs out too (%1), but pruning goes top down and stops at the first row that runs out.</source>
        <translation>Auch diese geht leer aus (%1), doch das Streichen geht von oben nach unten und hält bei der ersten leeren Zeile an.</translation>
    </message>
    <message>
        <source>Where will the next queen go in row %1? Tap its square.</source>
        <translation>Wohin kommt die nächste Dame in Reihe %1? Tippen Sie auf ihr Feld.</translation>
    </message>
    <message>
        <source>Why is %1 refused? Tap a queen that attacks it.</source>
        <translation>Warum wird %1 abgelehnt? Tippen Sie auf eine Dame, die es angreift.</translation>
    </message>
    <message>
        <source>Which square of row %1 has the fewest attackers? Tap it.</source>
        <translation>Welches Feld der Reihe %1 hat die wenigsten Angreifer? Tippen Sie darauf.</translation>
    </message>
    <message>
        <source>Which row or column will dancing links choose next?</source>
        <translation>Welche Zeile oder Spalte wählt Dancing Links als Nächstes?</translation>
    </message>
    <message>
        <source>Which row will MRV choose next?</source>
        <translation>Welche Zeile wählt MRV als Nächstes?</translation>
    </message>
    <message>
        <source>The queen on %1 leaves a row with no square. Which row is wiped out?</source>
        <translation>Die Dame auf %1 lässt einer Zeile kein Feld. Welche Zeile wird ausgelöscht?</translation>
    </message>
    <message>
        <source>The teacher is placing queens by hand.</source>
        <translation>Die Lehrkraft setzt Damen von Hand.</translation>
    </message>
    <message>
        <source>That queen attacks %1 %2.</source>
        <translation>Diese Dame greift %1 %2 an.</translation>
    </message>
    <message>
        <source>No queen attacks it, and it is the first free square the search comes to: the search tries the squares from left to right.</source>
        <translation>Keine Dame greift es an, und es ist das erste freie Feld, zu dem die Suche kommt: Die Suche probiert die Felder von links nach rechts.</translation>
    </message>
    <message>
        <source>Each of them attacks %1; the algorithm finds the queen on %2 first, %3.</source>
        <translation>Jede von ihnen greift %1 an; der Algorithmus findet zuerst die Dame auf %2, %3.</translation>
    </message>
    <message>
        <source>Row %1 tries that many more queens before the search leaves it.</source>
        <translation>So viele Damen probiert Reihe %1 noch, bevor die Suche sie verlässt.</translation>
    </message>
    <message numerus="yes">
        <source>It has %n attacker(s), the fewest in the row.</source>
        <translation>
            <numerusform>Es hat %n Angreifer, die wenigsten in der Zeile.</numerusform>
            <numerusform>Es hat %n Angreifer, die wenigsten in der Zeile.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It has %n square(s) left, the fewest.</source>
        <translation>
            <numerusform>Ihr bleibt %n Feld, die wenigsten.</numerusform>
            <numerusform>Ihr bleiben %n Felder, die wenigsten.</numerusform>
        </translation>
    </message>
    <message>
        <source>The queen on %1 leaves it with no square.</source>
        <translation>Die Dame auf %1 lässt ihr kein Feld.</translation>
    </message>
</context>
<context>
    <name>ProgramOptions</name>
    <message>
        <source>Start in presentation mode: larger text and a layout for a projector.</source>
        <translation>Im Präsentationsmodus starten: größere Schrift und eine Anordnung für den Beamer.</translation>
    </message>
    <message>
        <source>The window&apos;s size in pixels, e.g. 1280x720 (images: 1000x760).</source>
        <translation>Die Größe des Fensters in Pixeln, z. B. 1280x720 (Bilder: 1000x760).</translation>
    </message>
    <message>
        <source>--geometry needs a size like 1280x720 (at least 320x240), not &apos;%1&apos;</source>
        <translation>--geometry braucht eine Größe wie 1280x720 (mindestens 320x240), nicht „%1“</translation>
    </message>
    <message>
        <source>N-Queens backtracking visualizer</source>
        <translation>Backtracking-Visualisierung für das N-Damen-Problem</translation>
    </message>
    <message>
        <source>Save the main window as a PNG image, then quit.</source>
        <translation>Das Hauptfenster als PNG-Bild speichern, dann beenden.</translation>
    </message>
    <message>
        <source>Save the board alone as a PNG image, then quit.</source>
        <translation>Nur das Brett als PNG-Bild speichern, dann beenden.</translation>
    </message>
    <message>
        <source>Search algorithm: %1 (default %2).</source>
        <translation>Suchalgorithmus: %1 (Standard: %2).</translation>
    </message>
    <message>
        <source>Run K steps of the search before showing the board.</source>
        <translation>K Schritte der Suche ausführen, bevor das Brett angezeigt wird.</translation>
    </message>
    <message>
        <source>%1; valid options: %2 (see --help)</source>
        <translation>%1; gültige Optionen: %2 (siehe --help)</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;; see --help</source>
        <translation>unerwartetes Argument &apos;%1&apos;; siehe --help</translation>
    </message>
    <message>
        <source>unknown algorithm &apos;%1&apos;; valid algorithms: %2</source>
        <translation>unbekannter Algorithmus &apos;%1&apos;; gültige Algorithmen: %2</translation>
    </message>
    <message>
        <source>--size must be an integer from %1 to %2 for %3, got &apos;%4&apos;</source>
        <translation>--size muss für %3 eine ganze Zahl von %1 bis %2 sein, erhalten: &apos;%4&apos;</translation>
    </message>
    <message>
        <source>--steps must be a whole number 0 or more, got &apos;%1&apos;</source>
        <translation>--steps muss eine ganze Zahl ab 0 sein, erhalten: &apos;%1&apos;</translation>
    </message>
    <message>
        <source>--back must be a whole number from 0 to %1 (the --steps value), got &apos;%2&apos;</source>
        <translation>--back muss eine ganze Zahl von 0 bis %1 (dem Wert von --steps) sein, erhalten: &apos;%2&apos;</translation>
    </message>
    <message>
        <source>--%1 needs a file name</source>
        <translation>--%1 benötigt einen Dateinamen</translation>
    </message>
    <message>
        <source>Language: %1 (default: the system&apos;s).</source>
        <translation>Sprache: %1 (Standard: die des Systems).</translation>
    </message>
    <message>
        <source>Board colours: %1 (default classic).</source>
        <translation>Brettfarben: %1 (Standard: classic).</translation>
    </message>
    <message>
        <source>unknown language &apos;%1&apos;; valid languages: %2</source>
        <translation>unbekannte Sprache &apos;%1&apos;; gültige Sprachen: %2</translation>
    </message>
    <message>
        <source>unknown theme &apos;%1&apos;; valid themes: %2</source>
        <translation>unbekanntes Farbschema &apos;%1&apos;; gültige Farbschemata: %2</translation>
    </message>
    <message>
        <source>Then step back J steps (J at most the K given to --steps).</source>
        <translation>Dann J Schritte zurückgehen (J höchstens das K von --steps).</translation>
    </message>
    <message>
        <source>Board size, %1 to %2 (default 8); backtrackers up to %3, permutations up to %4.</source>
        <translation>Brettgröße, %1 bis %2 (Standard: 8); Backtracking-Algorithmen bis %3, Permutationen bis %4.</translation>
    </message>
    <message>
        <source>Random seed of min-conflicts, 0 to %1 (default %2); same seed, same run.</source>
        <translation>Zufallsstartwert für Min-Konflikte, 0 bis %1 (Standard: %2); gleicher Startwert, gleicher Lauf.</translation>
    </message>
    <message>
        <source>--seed must be a whole number from 0 to %1, got &apos;%2&apos;</source>
        <translation>--seed muss eine ganze Zahl von 0 bis %1 sein, erhalten: &apos;%2&apos;</translation>
    </message>
    <message>
        <source>Start in play mode: with queens on SQUARES (e.g. a8,c7), on an empty board (empty), or on the run&apos;s board after --steps (run). Boards up to %1 x %1.</source>
        <translation>Im Spielmodus starten: mit Damen auf SQUARES (z. B. a8,c7), auf einem leeren Brett (empty) oder auf dem Brett des Laufs nach --steps (run). Bretter bis %1 x %1.</translation>
    </message>
    <message>
        <source>--play needs a board of %1 x %1 or smaller, got --size %2</source>
        <translation>--play benötigt ein Brett von höchstens %1 x %1, erhalten: --size %2</translation>
    </message>
    <message>
        <source>--play takes empty, run, or squares of the %1 x %1 board from %2 to %3 separated by commas, got &apos;%4&apos;</source>
        <translation>--play akzeptiert empty, run oder durch Kommas getrennte Felder des Bretts %1 x %1 von %2 bis %3, erhalten: &apos;%4&apos;</translation>
    </message>
    <message>
        <source>--play names the square %1 twice</source>
        <translation>--play nennt das Feld %1 zweimal</translation>
    </message>
    <message>
        <source>A session or lesson to open (.nqueens), e.g. from a file manager.</source>
        <translation>Eine zu öffnende Sitzung oder Lektion (.nqueens), z. B. aus einem Dateimanager.</translation>
    </message>
    <message>
        <source>Open a class at start: pupils answer on their own devices. On PORT, or the next free port above it (default: the one used last, first %1); prints the join address as &quot;class: URL&quot;.</source>
        <translation>Beim Start eine Klasse öffnen: Schüler antworten auf eigenen Geräten. Auf PORT oder dem nächsten freien Port darüber (Standard: der zuletzt benutzte, zuerst %1); gibt die Beitrittsadresse als „class: URL“ aus.</translation>
    </message>
    <message>
        <source>--class takes a port from 1 to 65535 (or none), not &apos;%1&apos;</source>
        <translation>--class nimmt einen Port von 1 bis 65535 (oder keinen), nicht „%1“</translation>
    </message>
</context>
<context>
    <name>Pseudocode</name>
    <message>
        <source></source>
        <comment>Lines of pseudocode. Translate the words; keep the identifiers (row, col, n, p, x1, x2, board, next, columns, positive, negative, cols, diags, antis, free, bit, solve, search, domain, r, c, i, cover, uncover) and the operators as they are: the variables panel shows the same names.</comment>
        <translation>Pseudocode-Zeilen. Die Wörter übersetzen; die Bezeichner (row, col, n, p, x1, x2, board, next, columns, positive, negative, cols, diags, antis, free, bit, solve, search, domain, r, c, i, cover, uncover) und die Operatoren unverändert lassen: Das Variablenfenster zeigt dieselben Namen.</translation>
    </message>
    <message>
        <source>search(n):</source>
        <translation>search(n):</translation>
    </message>
    <message>
        <source>p = 0, 1, ..., n - 1 (the first permutation)</source>
        <translation>p = 0, 1, ..., n - 1 (die erste Permutation)</translation>
    </message>
    <message>
        <source>repeat:</source>
        <translation>wiederhole:</translation>
    </message>
    <message>
        <source>put down a queen on column p[r] of each new row r</source>
        <translation>setze in jede neue Zeile r eine Dame auf Spalte p[r]</translation>
    </message>
    <message>
        <source>for each pair of rows x1 &lt; x2:</source>
        <translation>für jedes Zeilenpaar x1 &lt; x2:</translation>
    </message>
    <message>
        <source>if x2 - x1 == |p[x2] - p[x1]|:</source>
        <translation>falls x2 - x1 == |p[x2] - p[x1]|:</translation>
    </message>
    <message>
        <source>refused: a shared diagonal; stop testing</source>
        <translation>abgelehnt: gemeinsame Diagonale; beende die Prüfung</translation>
    </message>
    <message>
        <source>if no pair was refused:</source>
        <translation>falls kein Paar abgelehnt wurde:</translation>
    </message>
    <message>
        <source>record the solution</source>
        <translation>notiere die Lösung</translation>
    </message>
    <message>
        <source>take back the queens of the rows the next permutation changes</source>
        <translation>nimm die Damen der Zeilen zurück, die die nächste Permutation ändert</translation>
    </message>
    <message>
        <source>p = the next permutation; stop after the last</source>
        <translation>p = die nächste Permutation; höre nach der letzten auf</translation>
    </message>
    <message>
        <source>solve(row):</source>
        <translation>solve(row):</translation>
    </message>
    <message>
        <source>if row == n:</source>
        <translation>falls row == n:</translation>
    </message>
    <message>
        <source>record the solution; return</source>
        <translation>notiere die Lösung; kehre zurück</translation>
    </message>
    <message>
        <source>for col = 0 to n - 1:</source>
        <translation>für col = 0 bis n - 1:</translation>
    </message>
    <message>
        <source>for each queen (r, c) placed in the rows above:</source>
        <translation>für jede Dame (r, c) in den Zeilen darüber:</translation>
    </message>
    <message>
        <source>if c == col: refused (same column)</source>
        <translation>falls c == col: abgelehnt (gleiche Spalte)</translation>
    </message>
    <message>
        <source>if |c - col| == row - r: refused (same diagonal)</source>
        <translation>falls |c - col| == row - r: abgelehnt (gleiche Diagonale)</translation>
    </message>
    <message>
        <source>place a queen on (row, col)</source>
        <translation>setze eine Dame auf (row, col)</translation>
    </message>
    <message>
        <source>solve(row + 1)</source>
        <translation>solve(row + 1)</translation>
    </message>
    <message>
        <source>take the queen back from (row, col)</source>
        <translation>nimm die Dame von (row, col) zurück</translation>
    </message>
    <message>
        <source>solve(board, row):</source>
        <translation>solve(board, row):</translation>
    </message>
    <message>
        <source>if board[row][col] is marked: refused, a queen above attacks it</source>
        <translation>falls board[row][col] markiert ist: abgelehnt, eine Dame darüber greift es an</translation>
    </message>
    <message>
        <source>next = copy of board; queen on (row, col); mark what it attacks below</source>
        <translation>next = Kopie von board; Dame auf (row, col); markiere, was sie darunter angreift</translation>
    </message>
    <message>
        <source>solve(next, row + 1)</source>
        <translation>solve(next, row + 1)</translation>
    </message>
    <message>
        <source>drop next: the queen is taken back</source>
        <translation>verwirf next: die Dame ist zurückgenommen</translation>
    </message>
    <message>
        <source>if columns[col] is locked: refused (column)</source>
        <translation>falls columns[col] gesperrt ist: abgelehnt (Spalte)</translation>
    </message>
    <message>
        <source>if positive[row + col] is locked: refused (anti-diagonal)</source>
        <translation>falls positive[row + col] gesperrt ist: abgelehnt (Gegendiagonale)</translation>
    </message>
    <message>
        <source>if negative[row - col + n - 1] is locked: refused (diagonal)</source>
        <translation>falls negative[row - col + n - 1] gesperrt ist: abgelehnt (Diagonale)</translation>
    </message>
    <message>
        <source>place a queen on (row, col); lock the three entries with row</source>
        <translation>setze eine Dame auf (row, col); sperre die drei Einträge mit row</translation>
    </message>
    <message>
        <source>unlock the three entries; take the queen back</source>
        <translation>entsperre die drei Einträge; nimm die Dame zurück</translation>
    </message>
    <message>
        <source>solve(row, cols, diags, antis):</source>
        <translation>solve(row, cols, diags, antis):</translation>
    </message>
    <message>
        <source>free = all n bits &amp; ~(cols | diags | antis)</source>
        <translation>free = alle n Bits &amp; ~(cols | diags | antis)</translation>
    </message>
    <message>
        <source>bit = 1 &lt;&lt; col</source>
        <translation>bit = 1 &lt;&lt; col</translation>
    </message>
    <message>
        <source>if free &amp; bit == 0: refused, the bit is not free</source>
        <translation>falls free &amp; bit == 0: abgelehnt, das Bit ist nicht frei</translation>
    </message>
    <message>
        <source>solve(row + 1, cols | bit, (diags | bit) &lt;&lt; 1, (antis | bit) &gt;&gt; 1)</source>
        <translation>solve(row + 1, cols | bit, (diags | bit) &lt;&lt; 1, (antis | bit) &gt;&gt; 1)</translation>
    </message>
    <message>
        <source>take the queen back</source>
        <translation>nimm die Dame zurück</translation>
    </message>
    <message>
        <source>min_conflicts(n, seed):</source>
        <translation>min_conflicts(n, seed):</translation>
    </message>
    <message>
        <source>for row = 0 to n - 1:</source>
        <translation>für row = 0 bis n - 1:</translation>
    </message>
    <message>
        <source>place a queen on the column of row the queens above attack least</source>
        <translation>setze eine Dame auf die Spalte von row, die die Damen darüber am wenigsten angreifen</translation>
    </message>
    <message>
        <source>if no queen is attacked:</source>
        <translation>falls keine Dame angegriffen wird:</translation>
    </message>
    <message>
        <source>record the solution; stop</source>
        <translation>notiere die Lösung; höre auf</translation>
    </message>
    <message>
        <source>if moves == the move cap:</source>
        <translation>falls moves == die Zuggrenze:</translation>
    </message>
    <message>
        <source>give up; stop</source>
        <translation>gib auf; höre auf</translation>
    </message>
    <message>
        <source>row = the row of a random attacked queen; lift it</source>
        <translation>row = die Zeile einer zufälligen angegriffenen Dame; hebe sie ab</translation>
    </message>
    <message>
        <source>count the attackers of each square of row</source>
        <translation>zähle die Angreifer jedes Felds von row</translation>
    </message>
    <message>
        <source>put it on a square with the fewest (ties: at random); moves += 1</source>
        <translation>setze sie auf ein Feld mit den wenigsten (bei Gleichstand: zufällig); moves += 1</translation>
    </message>
    <message>
        <source>solve(row, columns):</source>
        <translation>solve(row, columns):</translation>
    </message>
    <message>
        <source>for col in columns (the columns no queen holds):</source>
        <translation>für col in columns (die Spalten ohne Dame):</translation>
    </message>
    <message>
        <source>for each queen (r, c) on the board:</source>
        <translation>für jede Dame (r, c) auf dem Brett:</translation>
    </message>
    <message>
        <source>if |c - col| == |row - r|: refused (same diagonal)</source>
        <translation>falls |c - col| == |row - r|: abgelehnt (gleiche Diagonale)</translation>
    </message>
    <message>
        <source>solve(row + 1, columns without col)</source>
        <translation>solve(row + 1, columns ohne col)</translation>
    </message>
    <message>
        <source>for col in domain[row], ascending:</source>
        <translation>für col in domain[row], aufsteigend:</translation>
    </message>
    <message>
        <source>for each empty row r, top down:</source>
        <translation>für jede leere Zeile r, von oben nach unten:</translation>
    </message>
    <message>
        <source>prune from domain[r] the squares the queen attacks</source>
        <translation>streiche aus domain[r] die Felder, die die Dame angreift</translation>
    </message>
    <message>
        <source>if domain[r] is empty: wipe-out; stop pruning</source>
        <translation>falls domain[r] leer ist: Zeile geleert; nicht weiter streichen</translation>
    </message>
    <message>
        <source>if no wipe-out: solve(the next empty row)</source>
        <translation>falls keine Zeile geleert: solve(die nächste leere Zeile)</translation>
    </message>
    <message>
        <source>take the queen back; give back the squares it pruned</source>
        <translation>nimm die Dame zurück; gib die gestrichenen Felder zurück</translation>
    </message>
    <message>
        <source>solve():</source>
        <translation>solve():</translation>
    </message>
    <message>
        <source>if every row holds a queen:</source>
        <translation>falls jede Zeile eine Dame hat:</translation>
    </message>
    <message>
        <source>row = the empty row with the fewest squares left (topmost on a tie)</source>
        <translation>row = die leere Zeile mit den wenigsten Feldern (bei Gleichstand die oberste)</translation>
    </message>
    <message>
        <source>if no wipe-out: solve()</source>
        <translation>falls keine Zeile geleert: solve()</translation>
    </message>
    <message>
        <source>if no row or column is left to cover:</source>
        <translation>falls keine Zeile oder Spalte mehr zu überdecken ist:</translation>
    </message>
    <message>
        <source>i = the row or column with the fewest options left (rows first on a tie)</source>
        <translation>i = die Zeile oder Spalte mit den wenigsten Optionen (bei Gleichstand Zeilen zuerst)</translation>
    </message>
    <message>
        <source>if i has no option left: a dead end; return</source>
        <translation>falls i keine Option mehr hat: Sackgasse; kehre zurück</translation>
    </message>
    <message>
        <source>cover(i): hide its options from the other lines</source>
        <translation>cover(i): verberge seine Optionen vor den anderen Linien</translation>
    </message>
    <message>
        <source>for each option (r, c) of i, in order:</source>
        <translation>für jede Option (r, c) von i, der Reihe nach:</translation>
    </message>
    <message>
        <source>place a queen on (r, c); cover its other lines</source>
        <translation>setze eine Dame auf (r, c); überdecke ihre anderen Linien</translation>
    </message>
    <message>
        <source>solve()</source>
        <translation>solve()</translation>
    </message>
    <message>
        <source>take the queen back; uncover its lines in reverse</source>
        <translation>nimm die Dame zurück; decke ihre Linien rückwärts auf</translation>
    </message>
    <message>
        <source>uncover(i)</source>
        <translation>uncover(i)</translation>
    </message>
</context>
<context>
    <name>PseudocodePanel</name>
    <message>
        <source>The line the algorithm is executing at this step</source>
        <translation>Die Zeile, die der Algorithmus in diesem Schritt ausführt</translation>
    </message>
    <message>
        <source>Pseudocode</source>
        <translation>Pseudocode</translation>
    </message>
    <message>
        <source>The row and column of this step in the code, and the square on the board</source>
        <translation>Zeile und Spalte dieses Schritts im Code und das Feld auf dem Brett</translation>
    </message>
    <message>
        <source>row = %1, col = %2: %3</source>
        <translation>row = %1, col = %2: %3</translation>
    </message>
    <message>
        <source>(r, c) = (%1, %2): %3</source>
        <translation>(r, c) = (%1, %2): %3</translation>
    </message>
    <message>
        <source>r = %1, col = %2: %3 pruned</source>
        <translation>r = %1, col = %2: %3 gestrichen</translation>
    </message>
    <message>
        <source>r = %1 (rank %2): domain[r] is empty</source>
        <translation>r = %1 (Reihe %2): domain[r] ist leer</translation>
    </message>
    <message numerus="yes">
        <source>i = row %1 (rank %2): %n option(s) left</source>
        <translation>
            <numerusform>i = Zeile %1 (Reihe %2): noch %n Option</numerusform>
            <numerusform>i = Zeile %1 (Reihe %2): noch %n Optionen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>row = %1 (rank %2): %n square(s) left</source>
        <translation>
            <numerusform>row = %1 (Reihe %2): noch %n Feld</numerusform>
            <numerusform>row = %1 (Reihe %2): noch %n Felder</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>i = col %1 (file %2): %n option(s) left</source>
        <translation>
            <numerusform>i = Spalte %1 (Linie %2): noch %n Option</numerusform>
            <numerusform>i = Spalte %1 (Linie %2): noch %n Optionen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PupilBoardView</name>
    <message>
        <source>%1 x %1 board, queens on %2</source>
        <translation>Brett %1 x %1, Damen auf %2</translation>
    </message>
    <message>
        <source>no square</source>
        <translation>keinem Feld</translation>
    </message>
    <message>
        <source>; refused: %1</source>
        <translation>; abgelehnt: %1</translation>
    </message>
    <message>
        <source>; the mistake on %1</source>
        <translation>; der Fehler auf %1</translation>
    </message>
    <message>
        <source>; the mistake on %1, attacked by %2</source>
        <translation>; der Fehler auf %1, angegriffen von %2</translation>
    </message>
    <message>
        <source>; the right step on %1</source>
        <translation>; der richtige Schritt auf %1</translation>
    </message>
</context>
<context>
    <name>PupilNames</name>
    <message>
        <source>Otter</source>
        <translation>Otter</translation>
    </message>
    <message>
        <source>Badger</source>
        <translation>Dachs</translation>
    </message>
    <message>
        <source>Falcon</source>
        <translation>Falke</translation>
    </message>
    <message>
        <source>Heron</source>
        <translation>Reiher</translation>
    </message>
    <message>
        <source>Lynx</source>
        <translation>Luchs</translation>
    </message>
    <message>
        <source>Marten</source>
        <translation>Marder</translation>
    </message>
    <message>
        <source>Panda</source>
        <translation>Panda</translation>
    </message>
    <message>
        <source>Koala</source>
        <translation>Koala</translation>
    </message>
    <message>
        <source>Gecko</source>
        <translation>Gecko</translation>
    </message>
    <message>
        <source>Puffin</source>
        <translation>Lund</translation>
    </message>
    <message>
        <source>Beaver</source>
        <translation>Biber</translation>
    </message>
    <message>
        <source>Bison</source>
        <translation>Bison</translation>
    </message>
    <message>
        <source>Crane</source>
        <translation>Kranich</translation>
    </message>
    <message>
        <source>Dolphin</source>
        <translation>Delfin</translation>
    </message>
    <message>
        <source>Ferret</source>
        <translation>Frettchen</translation>
    </message>
    <message>
        <source>Gazelle</source>
        <translation>Gazelle</translation>
    </message>
    <message>
        <source>Hedgehog</source>
        <translation>Igel</translation>
    </message>
    <message>
        <source>Ibis</source>
        <translation>Ibis</translation>
    </message>
    <message>
        <source>Jaguar</source>
        <translation>Jaguar</translation>
    </message>
    <message>
        <source>Lemur</source>
        <translation>Lemur</translation>
    </message>
    <message>
        <source>Moose</source>
        <translation>Elch</translation>
    </message>
    <message>
        <source>Newt</source>
        <translation>Molch</translation>
    </message>
    <message>
        <source>Ocelot</source>
        <translation>Ozelot</translation>
    </message>
    <message>
        <source>Pelican</source>
        <translation>Pelikan</translation>
    </message>
    <message>
        <source>Quokka</source>
        <translation>Quokka</translation>
    </message>
    <message>
        <source>Raven</source>
        <translation>Rabe</translation>
    </message>
    <message>
        <source>Seal</source>
        <translation>Robbe</translation>
    </message>
    <message>
        <source>Tapir</source>
        <translation>Tapir</translation>
    </message>
    <message>
        <source>Walrus</source>
        <translation>Walross</translation>
    </message>
    <message>
        <source>Yak</source>
        <translation>Yak</translation>
    </message>
    <message>
        <source>Zebra</source>
        <translation>Zebra</translation>
    </message>
    <message>
        <source>Fox</source>
        <translation>Fuchs</translation>
    </message>
</context>
<context>
    <name>RunActions</name>
    <message>
        <source>&amp;Reset</source>
        <translation>Neu s&amp;tarten</translation>
    </message>
    <message>
        <source>Start the search again from an empty board</source>
        <translation>Die Suche auf einem leeren Brett neu beginnen</translation>
    </message>
    <message>
        <source>Step &amp;back</source>
        <translation>Schritt &amp;zurück</translation>
    </message>
    <message>
        <source>Take the last step back</source>
        <translation>Den letzten Schritt zurücknehmen</translation>
    </message>
    <message>
        <source>&amp;Step</source>
        <translation>&amp;Schritt</translation>
    </message>
    <message>
        <source>Show the next step of the search</source>
        <translation>Den nächsten Schritt der Suche zeigen</translation>
    </message>
    <message>
        <source>Pre&amp;vious solution</source>
        <translation>&amp;Vorherige Lösung</translation>
    </message>
    <message>
        <source>Go back to the previous solution</source>
        <translation>Zur vorherigen Lösung zurückgehen</translation>
    </message>
    <message>
        <source>Next s&amp;olution</source>
        <translation>&amp;Nächste Lösung</translation>
    </message>
    <message>
        <source>Go to the next solution, running the search to it</source>
        <translation>Zur nächsten Lösung gehen und die Suche bis dorthin ausführen</translation>
    </message>
    <message>
        <source>Run to &amp;end</source>
        <translation>Bis zum &amp;Ende</translation>
    </message>
    <message>
        <source>Run the whole search to its end</source>
        <translation>Die ganze Suche bis zum Ende ausführen</translation>
    </message>
    <message>
        <source>S&amp;lower</source>
        <translation>&amp;Langsamer</translation>
    </message>
    <message>
        <source>Fewer steps per second</source>
        <translation>Weniger Schritte pro Sekunde</translation>
    </message>
    <message>
        <source>&amp;Faster</source>
        <translation>Schnelle&amp;r</translation>
    </message>
    <message>
        <source>More steps per second</source>
        <translation>Mehr Schritte pro Sekunde</translation>
    </message>
    <message>
        <source>&amp;Go to solution...</source>
        <translation>&amp;Gehe zu Lösung...</translation>
    </message>
    <message>
        <source>Jump to solution number k</source>
        <translation>Zur Lösung mit der Nummer k springen</translation>
    </message>
    <message>
        <source>Pause on each &amp;solution</source>
        <translation>Bei jeder &amp;Lösung anhalten</translation>
    </message>
    <message>
        <source>Stop playing whenever a solution is found</source>
        <translation>Die Wiedergabe anhalten, sobald eine Lösung gefunden wird</translation>
    </message>
    <message>
        <source>Pause on each &amp;backtrack</source>
        <translation>Bei jedem &amp;Rücksprung anhalten</translation>
    </message>
    <message>
        <source>Stop playing whenever a queen is taken back</source>
        <translation>Die Wiedergabe anhalten, sobald eine Dame zurückgenommen wird</translation>
    </message>
    <message>
        <source>Pause at &amp;depth %1</source>
        <translation>Bei &amp;Tiefe %1 anhalten</translation>
    </message>
    <message>
        <source>Pause at &amp;depth...</source>
        <translation>Bei &amp;Tiefe anhalten...</translation>
    </message>
    <message>
        <source>Stop playing when a given number of queens is on the board</source>
        <translation>Die Wiedergabe anhalten, wenn eine bestimmte Anzahl Damen auf dem Brett steht</translation>
    </message>
    <message>
        <source>Show &amp;attacked squares</source>
        <translation>&amp;Angegriffene Felder zeigen</translation>
    </message>
    <message>
        <source>Hatch every square a queen attacks</source>
        <translation>Jedes Feld schraffieren, das eine Dame angreift</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Abspielen</translation>
    </message>
    <message>
        <source>Play or pause the search</source>
        <translation>Die Suche abspielen oder anhalten</translation>
    </message>
    <message>
        <source>Go to solution</source>
        <translation>Gehe zu Lösung</translation>
    </message>
    <message>
        <source>Solution number (%1 found so far; a larger number runs the search on):</source>
        <translation>Lösungsnummer (bisher %1 gefunden; bei einer größeren Nummer läuft die Suche weiter):</translation>
    </message>
    <message>
        <source>Pause at depth</source>
        <translation>Bei Tiefe anhalten</translation>
    </message>
    <message>
        <source>Pause when this many queens are on the board:</source>
        <translation>Anhalten, wenn so viele Damen auf dem Brett stehen:</translation>
    </message>
    <message>
        <source>Attacked squares are hatched on boards up to %1 x %1</source>
        <translation>Angegriffene Felder werden auf Brettern bis %1 x %1 schraffiert</translation>
    </message>
</context>
<context>
    <name>RunToolBar</name>
    <message>
        <source>Run</source>
        <translation>Ablauf</translation>
    </message>
    <message>
        <source>Speed, from 1 step per second to top speed (- and +)</source>
        <translation>Geschwindigkeit, von 1 Schritt pro Sekunde bis Höchsttempo (- und +)</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Geschwindigkeit</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)/s</source>
        <translation>
            <numerusform>%n Schritt/s</numerusform>
            <numerusform>%n Schritte/s</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;N:</source>
        <translation>&amp;N:</translation>
    </message>
    <message>
        <source>Board size: N queens on an N x N board</source>
        <translation>Brettgröße: N Damen auf einem Brett mit N x N Feldern</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>Brettgröße</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algorithmus</translation>
    </message>
    <message>
        <source>top speed</source>
        <translation>Höchsttempo</translation>
    </message>
</context>
<context>
    <name>SearchTreeView</name>
    <message>
        <source>Follow</source>
        <translation>Folgen</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Einpassen</translation>
    </message>
    <message>
        <source>Keep the current node in view</source>
        <translation>Den aktuellen Knoten im Blick behalten</translation>
    </message>
    <message>
        <source>Placements per depth (depth: count)</source>
        <translation>Platzierungen je Tiefe (Tiefe: Anzahl)</translation>
    </message>
    <message>
        <source>Nodes: %1, solutions: %2</source>
        <translation>Knoten: %1, Lösungen: %2</translation>
    </message>
    <message>
        <source>%1; finished subtrees collapsed from depth %2</source>
        <translation>%1; fertige Teilbäume ab Tiefe %2 eingeklappt</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <source>The empty board</source>
        <translation>Das leere Brett</translation>
    </message>
    <message>
        <source>Placed at step %1</source>
        <translation>Gesetzt in Schritt %1</translation>
    </message>
    <message>
        <source>Still on the board</source>
        <translation>Noch auf dem Brett</translation>
    </message>
    <message>
        <source>Removed at step %1</source>
        <translation>Entfernt in Schritt %1</translation>
    </message>
    <message numerus="yes">
        <source>%n square(s) refused while it was the last queen</source>
        <translation>
            <numerusform>%n Feld abgelehnt, während sie die letzte Dame war</numerusform>
            <numerusform>%n Felder abgelehnt, während sie die letzte Dame war</numerusform>
        </translation>
    </message>
    <message>
        <source>A solution</source>
        <translation>Eine Lösung</translation>
    </message>
    <message numerus="yes">
        <source>%n solution(s) below it</source>
        <translation>
            <numerusform>%n Lösung darunter</numerusform>
            <numerusform>%n Lösungen darunter</numerusform>
        </translation>
    </message>
    <message>
        <source>Collapsed: %1 placements below it</source>
        <translation>Eingeklappt: %1 Platzierungen darunter</translation>
    </message>
    <message>
        <source>Click to go to this step</source>
        <translation>Klicken, um zu diesem Schritt zu gehen</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <source>Fit tree</source>
        <translation>Baum einpassen</translation>
    </message>
    <message>
        <source>Search tree</source>
        <translation>Suchbaum</translation>
    </message>
    <message>
        <source>One node per queen placed; click a node to go to its step</source>
        <translation>Ein Knoten pro gesetzter Dame; einen Knoten anklicken, um zu seinem Schritt zu gehen</translation>
    </message>
    <message>
        <source>A local search has no search tree: it starts from a full board and moves one attacked queen at a time, never backtracking. Watch the board, the conflicts counter and the timeline instead.</source>
        <translation>Eine lokale Suche hat keinen Suchbaum: Sie beginnt mit einem vollen Brett und zieht jeweils eine angegriffene Dame, ohne je zurückzugehen. Beobachten Sie stattdessen das Brett, den Konfliktzähler und die Zeitleiste.</translation>
    </message>
    <message>
        <source>Queen on %1 (row = %2, col = %3)</source>
        <translation>Dame auf %1 (row = %2, col = %3)</translation>
    </message>
    <message>
        <source>reached: nodes %1, solutions %2</source>
        <translation>erreicht: Knoten %1, Lösungen %2</translation>
    </message>
    <message>
        <source>At this step: nodes %1, solutions %2; %3</source>
        <translation>Bei diesem Schritt: Knoten %1, Lösungen %2; %3</translation>
    </message>
    <message>
        <source>At this step: solutions %1; %2</source>
        <translation>Bei diesem Schritt: Lösungen %1; %2</translation>
    </message>
    <message>
        <source>Its level chose row %1 (rank %2)</source>
        <translation>Ihre Ebene wählte Zeile %1 (Reihe %2)</translation>
    </message>
    <message>
        <source>Its level chose column %1 (file %2)</source>
        <translation>Ihre Ebene wählte Spalte %1 (Linie %2)</translation>
    </message>
    <message>
        <source>Row %1 (rank %2) has nothing left to try: a dead end</source>
        <translation>Zeile %1 (Reihe %2) hat nichts mehr zu versuchen: eine Sackgasse</translation>
    </message>
    <message>
        <source>Column %1 (file %2) has nothing left to try: a dead end</source>
        <translation>Spalte %1 (Linie %2) hat nichts mehr zu versuchen: eine Sackgasse</translation>
    </message>
    <message>
        <source>Zoom in (%1, %2)</source>
        <comment>%1: the + key; %2: Ctrl+wheel</comment>
        <translation>Vergrößern (%1, %2)</translation>
    </message>
    <message>
        <source>Zoom out (%1, %2)</source>
        <comment>%1: the - key; %2: Ctrl+wheel</comment>
        <translation>Verkleinern (%1, %2)</translation>
    </message>
    <message>
        <source>Show as much of the tree as fits with nodes big enough to click (%1)</source>
        <comment>%1: the 0 key</comment>
        <translation>So viel vom Baum zeigen, wie mit anklickbar großen Knoten passt (%1)</translation>
    </message>
    <message>
        <source>%1: given</source>
        <comment>depth 3 holds a given queen, not searched</comment>
        <translation>%1: vorgegeben</translation>
    </message>
    <message>
        <source>Depth %1: %2</source>
        <comment>%2: the empty board, or the queen of the node</comment>
        <translation>Tiefe %1: %2</translation>
    </message>
    <message>
        <source>%1, a solution</source>
        <translation>%1, eine Lösung</translation>
    </message>
</context>
<context>
    <name>SeatGlanceModel</name>
    <message>
        <source>%1 (left)</source>
        <translation>%1 (gegangen)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Pupil</source>
        <translation>Schüler</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Shown</source>
        <translation>Gezeigt</translation>
    </message>
    <message>
        <source>Last right</source>
        <translation>Zuletzt richtig</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Minutes and seconds since the pupil&apos;s last right step</source>
        <translation>Minuten und Sekunden seit dem letzten richtigen Schritt</translation>
    </message>
    <message>
        <source>Steps shown with Show me</source>
        <translation>Mit „Zeig es mir“ gezeigte Schritte</translation>
    </message>
</context>
<context>
    <name>SeatMode</name>
    <message>
        <source>Every pupil is the solver of their own run, on their own phone or laptop</source>
        <translation>Jeder Schüler löst seinen eigenen Lauf, auf dem eigenen Handy oder Laptop</translation>
    </message>
    <message>
        <source>End seat work: every pupil sees their summary</source>
        <translation>Stillarbeit beenden: Jeder Schüler sieht seine Zusammenfassung</translation>
    </message>
    <message>
        <source>Start Seat &amp;Work…</source>
        <translation>Stillarbeit &amp;beginnen…</translation>
    </message>
    <message>
        <source>Stop Se&amp;at Work</source>
        <translation>Stillarbeit been&amp;den</translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message>
        <source>Seat work</source>
        <translation>Stillarbeit</translation>
    </message>
    <message>
        <source>Show names</source>
        <translation>Namen zeigen</translation>
    </message>
    <message>
        <source>Off: every pupil is &quot;Pupil&quot; and a number, here and on the boards shown</source>
        <translation>Aus: Jeder Schüler heißt „Schüler“ mit einer Zahl, hier und auf den gezeigten Brettern</translation>
    </message>
    <message>
        <source>The class at a glance</source>
        <translation>Die Klasse auf einen Blick</translation>
    </message>
    <message>
        <source>Whoever is stuck is on top. Click a pupil (or press Enter) to show their board</source>
        <translation>Wer feststeckt, steht oben. Einen Schüler anklicken (oder Eingabe drücken), um sein Brett zu zeigen</translation>
    </message>
    <message>
        <source>Save Seat Work Results</source>
        <translation>Ergebnisse der Stillarbeit speichern</translation>
    </message>
    <message>
        <source>Example of the most common mistake</source>
        <translation>Beispiel des häufigsten Fehlers</translation>
    </message>
    <message>
        <source>Pupil %1</source>
        <translation>Schüler %1</translation>
    </message>
    <message>
        <source>Every pupil does the algorithm&apos;s steps on their own board; you see where the class stands.</source>
        <translation>Jeder Schüler macht die Schritte des Algorithmus auf seinem eigenen Brett; Sie sehen, wo die Klasse steht.</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n Schritt</numerusform>
            <numerusform>%n Schritte</numerusform>
        </translation>
    </message>
    <message>
        <source>to the first solution</source>
        <translation>bis zur ersten Lösung</translation>
    </message>
    <message>
        <source>Under way: %1 x %1, %2, %3.</source>
        <translation>Läuft: %1 x %1, %2, %3.</translation>
    </message>
    <message>
        <source>Stopped: %1 x %1, %2, %3.</source>
        <translation>Beendet: %1 x %1, %2, %3.</translation>
    </message>
    <message>
        <source>Most common mistake now: %1</source>
        <translation>Häufigster Fehler gerade: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n time(s) in the last three minutes</source>
        <translation>
            <numerusform>%n-mal in den letzten drei Minuten</numerusform>
            <numerusform>%n-mal in den letzten drei Minuten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pupil(s) made it</source>
        <translation>
            <numerusform>%n Schüler hat ihn gemacht</numerusform>
            <numerusform>%n Schüler haben ihn gemacht</numerusform>
        </translation>
    </message>
    <message>
        <source>Board of %1</source>
        <translation>Brett von %1</translation>
    </message>
    <message>
        <source>seat-work-results.csv</source>
        <translation>stillarbeit-ergebnisse.csv</translation>
    </message>
    <message>
        <source>CSV for spreadsheets (*.csv);;JSON (*.json)</source>
        <translation>CSV für Tabellenkalkulationen (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Results not saved</source>
        <translation>Ergebnisse nicht gespeichert</translation>
    </message>
    <message>
        <source>Start…</source>
        <translation>Beginnen…</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>Whole Class</source>
        <translation>Ganze Klasse</translation>
    </message>
    <message>
        <source>Every pupil at once, in a large box over the window</source>
        <translation>Alle Schüler auf einmal, groß über dem Fenster</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Speichern…</translation>
    </message>
</context>
<context>
    <name>SeatResults</name>
    <message>
        <source>The file is too large to be seat work&apos;s results.</source>
        <translation>Die Datei ist zu groß für die Ergebnisse einer Stillarbeit.</translation>
    </message>
    <message>
        <source>The file is not seat work&apos;s results: it is not a JSON object.</source>
        <translation>Die Datei enthält keine Ergebnisse einer Stillarbeit: Sie ist kein JSON-Objekt.</translation>
    </message>
    <message>
        <source>The seat work&apos;s results are damaged at %1.</source>
        <translation>Die Ergebnisse der Stillarbeit sind bei %1 beschädigt.</translation>
    </message>
    <message>
        <source>The file is not seat work&apos;s results of this program&apos;s version.</source>
        <translation>Die Datei enthält keine Ergebnisse einer Stillarbeit in der Version dieses Programms.</translation>
    </message>
</context>
<context>
    <name>SeatStartDialog</name>
    <message>
        <source>Start Seat Work</source>
        <translation>Stillarbeit beginnen</translation>
    </message>
    <message>
        <source>Every pupil is the solver of their own run, on their own device: each step is checked, and a mistake is named and drawn on their board.</source>
        <translation>Jeder Schüler löst seinen eigenen Lauf auf dem eigenen Gerät: Jeder Schritt wird geprüft, ein Fehler wird benannt und auf seinem Brett gezeigt.</translation>
    </message>
    <message>
        <source>S&amp;tart</source>
        <translation>&amp;Beginnen</translation>
    </message>
</context>
<context>
    <name>SessionController</name>
    <message>
        <source>N-Queens sessions (*.%1)</source>
        <translation>N-Damen-Sitzungen (*.%1)</translation>
    </message>
    <message>
        <source>&amp;Open session…</source>
        <translation>Sitzung ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open a saved session or lesson</source>
        <translation>Eine gespeicherte Sitzung oder Lektion öffnen</translation>
    </message>
    <message>
        <source>&amp;Save session…</source>
        <translation>Sitzung &amp;speichern…</translation>
    </message>
    <message>
        <source>Save N, the algorithm, the step, the modes and the panels</source>
        <translation>N, Algorithmus, Schritt, Modi und Bereiche speichern</translation>
    </message>
    <message>
        <source>A&amp;dd scene…</source>
        <translation>Szene hin&amp;zufügen…</translation>
    </message>
    <message>
        <source>Add the board as it is now as a scene of the lesson</source>
        <translation>Das Brett, wie es jetzt ist, als Szene der Lektion hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Next scene</source>
        <translation>&amp;Nächste Szene</translation>
    </message>
    <message>
        <source>Go to the lesson&apos;s next scene</source>
        <translation>Zur nächsten Szene der Lektion</translation>
    </message>
    <message>
        <source>P&amp;revious scene</source>
        <translation>&amp;Vorige Szene</translation>
    </message>
    <message>
        <source>Go to the lesson&apos;s previous scene</source>
        <translation>Zur vorigen Szene der Lektion</translation>
    </message>
    <message>
        <source>Cannot open “%1”: %2.</source>
        <translation>„%1“ kann nicht geöffnet werden: %2.</translation>
    </message>
    <message>
        <source>the search of %1 x %1 ends at step %2, before step %3</source>
        <translation>die Suche auf %1 x %1 endet bei Schritt %2, vor Schritt %3</translation>
    </message>
    <message>
        <source>Cannot go there: %1.</source>
        <translation>Dorthin geht es nicht: %1.</translation>
    </message>
    <message>
        <source>Stopped at step %1 of %2.</source>
        <translation>Bei Schritt %1 von %2 angehalten.</translation>
    </message>
    <message>
        <source>Opening session</source>
        <translation>Sitzung wird geöffnet</translation>
    </message>
    <message>
        <source>Going to step %1…</source>
        <translation>Gehe zu Schritt %1…</translation>
    </message>
    <message>
        <source>Open session</source>
        <translation>Sitzung öffnen</translation>
    </message>
    <message>
        <source>Save session</source>
        <translation>Sitzung speichern</translation>
    </message>
    <message>
        <source>lesson</source>
        <translation>lektion</translation>
    </message>
    <message>
        <source>Add scene</source>
        <translation>Szene hinzufügen</translation>
    </message>
    <message>
        <source>A short note shown beside the board in this scene:</source>
        <translation>Eine kurze Notiz, die in dieser Szene neben dem Brett steht:</translation>
    </message>
    <message>
        <source>step %1 is too far to reach: the search is replayed from the start to get there, and steps beyond %2 would take more than about a minute</source>
        <translation>Schritt %1 ist zu weit entfernt: Um ihn zu erreichen, wird die Suche von Anfang an wiederholt, und Schritte über %2 würden mehr als etwa eine Minute dauern</translation>
    </message>
    <message>
        <source>The board has left scene %1: it is %2 x %2, %3, now. Next or Previous scene (Page Down, Page Up) goes back to the lesson.</source>
        <translation>Das Brett hat Szene %1 verlassen: Es ist jetzt %2 x %2, %3. Nächste oder Vorige Szene (Bild ab, Bild auf) führt zurück zur Lektion.</translation>
    </message>
    <message numerus="yes">
        <source>Saved “%1”: the window as it is and the lesson&apos;s %n scene(s); it opens again at scene %2.</source>
        <translation>
            <numerusform>„%1“ gespeichert: das Fenster, wie es ist, und die %n Szene der Lektion; es öffnet sich wieder bei Szene %2.</numerusform>
            <numerusform>„%1“ gespeichert: das Fenster, wie es ist, und die %n Szenen der Lektion; es öffnet sich wieder bei Szene %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved “%1”: the window as it is.</source>
        <translation>„%1“ gespeichert: das Fenster, wie es ist.</translation>
    </message>
    <message>
        <source>For a &amp;Class</source>
        <translation>Für eine &amp;Klasse</translation>
    </message>
    <message>
        <source>Save the session or lesson as meant for a class answering on their phones: opening it offers to open a class</source>
        <translation>Die Sitzung oder Lektion als für eine Klasse gedacht speichern, die auf Handys antwortet: Beim Öffnen wird angeboten, eine Klasse zu öffnen</translation>
    </message>
</context>
<context>
    <name>SessionFile</name>
    <message>
        <source>the file ends too early (cut off at byte %1?)</source>
        <translation>die Datei endet zu früh (bei Byte %1 abgeschnitten?)</translation>
    </message>
    <message>
        <source>not a session file: no valid JSON (%1 at byte %2)</source>
        <translation>keine Sitzungsdatei: kein gültiges JSON (%1 bei Byte %2)</translation>
    </message>
    <message>
        <source>not a session file: the JSON is not an object</source>
        <translation>keine Sitzungsdatei: das JSON ist kein Objekt</translation>
    </message>
    <message>
        <source>not a session file: “format” is not “%1”</source>
        <translation>keine Sitzungsdatei: „format“ ist nicht „%1“</translation>
    </message>
    <message>
        <source>“version” must be a whole number from 1</source>
        <translation>„version“ muss eine ganze Zahl ab 1 sein</translation>
    </message>
    <message>
        <source>made by a newer version of the program (file format %1; this one reads format %2 and older): please update it</source>
        <translation>von einer neueren Programmversion erstellt (Dateiformat %1; diese liest Format %2 und älter): bitte aktualisieren</translation>
    </message>
    <message>
        <source>“title” must be a text, or texts by language</source>
        <translation>„title“ muss ein Text oder Texte nach Sprache sein</translation>
    </message>
    <message>
        <source>“scenes” must be a list</source>
        <translation>„scenes“ muss eine Liste sein</translation>
    </message>
    <message>
        <source>scene %1: </source>
        <translation>Szene %1: </translation>
    </message>
    <message>
        <source>a scene must be an object with a “state” object</source>
        <translation>eine Szene muss ein Objekt mit einem „state“-Objekt sein</translation>
    </message>
    <message>
        <source>“note” must be a text, or texts by language</source>
        <translation>„note“ muss ein Text oder Texte nach Sprache sein</translation>
    </message>
    <message>
        <source>“state” must be an object</source>
        <translation>„state“ muss ein Objekt sein</translation>
    </message>
    <message>
        <source>there is no such file</source>
        <translation>diese Datei gibt es nicht</translation>
    </message>
    <message>
        <source>it is a folder, not a session file</source>
        <translation>es ist ein Ordner, keine Sitzungsdatei</translation>
    </message>
    <message>
        <source>it is not a regular file (a pipe or a device?)</source>
        <translation>es ist keine normale Datei (eine Pipe oder ein Gerät?)</translation>
    </message>
    <message>
        <source>it is too large for a session file (%1; at most %2)</source>
        <translation>sie ist zu groß für eine Sitzungsdatei (%1; höchstens %2)</translation>
    </message>
    <message>
        <source>it cannot be read (%1)</source>
        <translation>sie kann nicht gelesen werden (%1)</translation>
    </message>
    <message>
        <source>Could not save “%1”: %2</source>
        <translation>„%1“ konnte nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>UTF-32 (little-endian)</source>
        <translation>UTF-32 (Little-Endian)</translation>
    </message>
    <message>
        <source>UTF-32 (big-endian)</source>
        <translation>UTF-32 (Big-Endian)</translation>
    </message>
    <message>
        <source>UTF-16 (little-endian)</source>
        <translation>UTF-16 (Little-Endian)</translation>
    </message>
    <message>
        <source>UTF-16 (big-endian)</source>
        <translation>UTF-16 (Big-Endian)</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text but %1: save it as UTF-8</source>
        <translation>die Datei ist kein UTF-8-Text, sondern %1: speichern Sie sie als UTF-8</translation>
    </message>
    <message>
        <source>not a session file: no valid JSON (a NUL byte at byte %1: the file is not UTF-8 text)</source>
        <translation>keine Sitzungsdatei: kein gültiges JSON (ein NUL-Byte an Byte %1: die Datei ist kein UTF-8-Text)</translation>
    </message>
    <message>
        <source>it is a loop of symbolic links (each leads to another, never to a file)</source>
        <translation>es ist eine Schleife symbolischer Links (jeder führt zum nächsten, keiner zu einer Datei)</translation>
    </message>
    <message>
        <source>it is a symbolic link to “%1”, which does not exist</source>
        <translation>es ist ein symbolischer Link auf „%1“, das es nicht gibt</translation>
    </message>
    <message>
        <source>“shownScene” must be a scene&apos;s number, 1 to %1</source>
        <translation>„shownScene“ muss die Nummer einer Szene sein, 1 bis %1</translation>
    </message>
    <message>
        <source>“forClass” must be true or false</source>
        <translation>„forClass“ muss true oder false sein</translation>
    </message>
</context>
<context>
    <name>SessionState</name>
    <message>
        <source>“%1” is missing</source>
        <translation>„%1“ fehlt</translation>
    </message>
    <message>
        <source>“%1” must be a whole number from %2 to %3</source>
        <translation>„%1“ muss eine ganze Zahl von %2 bis %3 sein</translation>
    </message>
    <message>
        <source>“%1” must be true or false</source>
        <translation>„%1“ muss true oder false sein</translation>
    </message>
    <message>
        <source>“%1” must be one of %2</source>
        <translation>„%1“ muss eines von %2 sein</translation>
    </message>
    <message>
        <source>“%1” must be a list</source>
        <translation>„%1“ muss eine Liste sein</translation>
    </message>
    <message>
        <source>“%1” must be an object</source>
        <translation>„%1“ muss ein Objekt sein</translation>
    </message>
    <message>
        <source>“algorithm” is missing</source>
        <translation>„algorithm“ fehlt</translation>
    </message>
    <message>
        <source>unknown algorithm “%1”; valid algorithms: %2</source>
        <translation>unbekannter Algorithmus „%1“; gültige Algorithmen: %2</translation>
    </message>
    <message>
        <source>(not a name)</source>
        <translation>(kein Name)</translation>
    </message>
    <message>
        <source>“start” must list %1 columns, one per row, not %2</source>
        <translation>„start“ muss %1 Spalten auflisten, eine je Reihe, nicht %2</translation>
    </message>
    <message>
        <source>“start” must hold columns from -1 (a free row) to %1</source>
        <translation>„start“ muss Spalten von -1 (freie Reihe) bis %1 enthalten</translation>
    </message>
    <message>
        <source>“start” gives queens, which %1 cannot take</source>
        <translation>„start“ gibt Damen vor, die %1 nicht annimmt</translation>
    </message>
    <message>
        <source>“start”: %1</source>
        <translation>„start“: %1</translation>
    </message>
    <message>
        <source>play mode takes boards up to %1 x %1, not %2 x %2</source>
        <translation>der Spielmodus nimmt Bretter bis %1 x %1, nicht %2 x %2</translation>
    </message>
    <message>
        <source>“play” must list squares [row, column], each from 0 to %1</source>
        <translation>„play“ muss Felder [Reihe, Spalte] auflisten, je von 0 bis %1</translation>
    </message>
    <message>
        <source>“play” names the square [%1, %2] twice</source>
        <translation>„play“ nennt das Feld [%1, %2] zweimal</translation>
    </message>
    <message>
        <source>“predict.kinds” must list names from %1</source>
        <translation>„predict.kinds“ muss Namen aus %1 auflisten</translation>
    </message>
    <message>
        <source>“view.panels” must list panel names</source>
        <translation>„view.panels“ muss Namen von Bereichen auflisten</translation>
    </message>
    <message>
        <source>“%1” must be a whole number from %2 to %3 (above %4 as a string of digits)</source>
        <translation>„%1“ muss eine ganze Zahl von %2 bis %3 sein (über %4 als Ziffernfolge in Anführungszeichen)</translation>
    </message>
    <message>
        <source>“%1” is too large to be read exactly as a number: above %2 it must be a string of digits, such as &quot;%3&quot;</source>
        <translation>„%1“ ist zu groß, um als Zahl genau gelesen zu werden: über %2 muss es eine Ziffernfolge in Anführungszeichen sein, etwa &quot;%3&quot;</translation>
    </message>
    <message>
        <source>along the column</source>
        <translation>entlang der Spalte</translation>
    </message>
    <message>
        <source>along the diagonal</source>
        <translation>entlang der Diagonale</translation>
    </message>
    <message>
        <source>along the anti-diagonal</source>
        <translation>entlang der Gegendiagonale</translation>
    </message>
    <message>
        <source>“start”: the queens on %1 and %2 attack each other %3</source>
        <translation>„start“: die Damen auf %1 und %2 greifen einander %3 an</translation>
    </message>
    <message>
        <source>“activities” holds %1 parts; at most %2</source>
        <translation>„activities“ enthält %1 Teile; höchstens %2</translation>
    </message>
    <message>
        <source>“activities” names a part wrongly; a name is 1 to %1 lower-case letters, digits or -</source>
        <translation>„activities“ benennt einen Teil falsch; ein Name besteht aus 1 bis %1 Kleinbuchstaben, Ziffern oder -</translation>
    </message>
    <message>
        <source>“activities.%1” must be an object</source>
        <translation>„activities.%1“ muss ein Objekt sein</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>Everywhere</source>
        <translation>Überall</translation>
    </message>
    <message>
        <source>Open a menu</source>
        <translation>Ein Menü öffnen</translation>
    </message>
    <message>
        <source>Move to the next or previous control</source>
        <translation>Zum nächsten oder vorherigen Bedienelement wechseln</translation>
    </message>
    <message>
        <source>Choose a solution in the solutions list</source>
        <translation>Eine Lösung in der Lösungsliste wählen</translation>
    </message>
    <message>
        <source>Leave a browsed solution for the run&apos;s board</source>
        <translation>Von einer angesehenen Lösung zum Brett des Laufs zurückkehren</translation>
    </message>
    <message>
        <source>Play mode: move the cursor on the board</source>
        <translation>Spielmodus: den Cursor auf dem Brett bewegen</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Pfeiltasten</translation>
    </message>
    <message>
        <source>Play mode: put a queen on the cursor&apos;s square or take it away</source>
        <translation>Spielmodus: eine Dame auf das Feld des Cursors setzen oder sie entfernen</translation>
    </message>
    <message>
        <source>Zoom the board in or out</source>
        <translation>Das Brett vergrößern oder verkleinern</translation>
    </message>
    <message>
        <source>Pan a zoomed board</source>
        <translation>Ein vergrößertes Brett verschieben</translation>
    </message>
    <message>
        <source>%1 and the menu&apos;s underlined letter</source>
        <comment>%1: the Alt key</comment>
        <translation>%1 und der unterstrichene Buchstabe des Menüs</translation>
    </message>
    <message>
        <source>Arrow keys, %1, %2</source>
        <comment>%1, %2: the Page Up and Page Down keys</comment>
        <translation>Pfeiltasten, %1, %2</translation>
    </message>
    <message>
        <source>%1, or a click on the square</source>
        <comment>%1: the keys, &quot;Space or Enter&quot;</comment>
        <translation>%1, oder ein Klick auf das Feld</translation>
    </message>
    <message>
        <source>%1+arrow keys, or drag with the middle button</source>
        <comment>%1: the Ctrl key</comment>
        <translation>%1+Pfeiltasten, oder mit der mittleren Maustaste ziehen</translation>
    </message>
    <message>
        <source>Set the board size N</source>
        <translation>Die Brettgröße N einstellen</translation>
    </message>
    <message>
        <source>Move in a number being typed</source>
        <translation>In einer Zahl bewegen, die gerade getippt wird</translation>
    </message>
    <message>
        <source>Change N or the algorithm one by one</source>
        <translation>N oder den Algorithmus schrittweise ändern</translation>
    </message>
    <message>
        <source>Choose from the open algorithm list</source>
        <translation>Aus der offenen Algorithmenliste wählen</translation>
    </message>
    <message>
        <source>Type the number in the N box, then %1 (%2 keeps the old N): the keys drive the run again</source>
        <comment>%1: the Enter key, %2: the Escape key</comment>
        <translation>Die Zahl ins Feld N tippen, dann %1 (%2 behält das alte N): die Tasten steuern wieder den Ablauf</translation>
    </message>
    <message>
        <source>%1, until %2 or %3</source>
        <comment>%1: the keys Left, Right, Home, End; %2: Enter; %3: Escape</comment>
        <translation>%1, bis %2 oder %3</translation>
    </message>
    <message>
        <source>%1 in its box</source>
        <comment>%1: the keys, &quot;Up or Down&quot;</comment>
        <translation>%1 in seinem Feld</translation>
    </message>
    <message>
        <source>%1, then %2 (%3 closes it): the keys drive the run again</source>
        <comment>%1: the keys, &quot;Up or Down&quot;; %2: Enter; %3: Escape</comment>
        <translation>%1, dann %2 (%3 schließt sie): die Tasten steuern wieder den Ablauf</translation>
    </message>
    <message>
        <source>Be the solver: place a queen on the cursor&apos;s square or take it back</source>
        <translation>Selbst lösen: eine Dame auf das Feld des Cursors setzen oder zurücknehmen</translation>
    </message>
    <message>
        <source>Be the solver: refuse the cursor&apos;s square</source>
        <translation>Selbst lösen: das Feld des Cursors ablehnen</translation>
    </message>
    <message>
        <source>%1, or a right click or %2+click on the square</source>
        <comment>%1: the keys, &quot;X or Delete&quot;; %2: the Shift key</comment>
        <translation>%1, oder ein Rechtsklick oder %2+Klick auf das Feld</translation>
    </message>
</context>
<context>
    <name>ShownWords</name>
    <message>
        <source>%1 queens, %2, step %3</source>
        <translation>%1 Damen, %2, Schritt %3</translation>
    </message>
    <message>
        <source>%1 queens, play mode</source>
        <translation>%1 Damen, Spielmodus</translation>
    </message>
    <message>
        <source>The solution itself: %1.</source>
        <translation>Die Lösung selbst: %1.</translation>
    </message>
    <message>
        <source>The solution under %1: %2.</source>
        <translation>Transformation der Lösung (%1): %2.</translation>
    </message>
    <message>
        <source>%1 x %1 board: %2, from the solutions list.</source>
        <translation>Brett %1 x %1: %2, aus der Lösungsliste.</translation>
    </message>
    <message>
        <source>%1 queens, %2</source>
        <translation>%1 Damen, %2</translation>
    </message>
    <message>
        <source>Play mode: the board is yours. The run is paused at step %L1 and comes back when you leave play mode.</source>
        <translation>Spielmodus: Das Brett gehört Ihnen. Der Lauf ist bei Schritt %L1 angehalten und kehrt zurück, wenn Sie den Spielmodus verlassen.</translation>
    </message>
    <message>
        <source>Given queens, fixed for this run: %1.</source>
        <translation>Vorgegebene Damen, fest in diesem Lauf: %1.</translation>
    </message>
    <message>
        <source>%1 queens</source>
        <translation>%1 Damen</translation>
    </message>
</context>
<context>
    <name>SolutionStore</name>
    <message>
        <source>The solutions of the %1x%1 board are too many to list. Only boards up to 27x27 can be counted at all.</source>
        <translation>Das %1x%1-Brett hat zu viele Lösungen zum Auflisten. Gezählt werden können überhaupt nur Bretter bis 27x27.</translation>
    </message>
    <message>
        <source>The %1x%1 board has %2 solutions</source>
        <translation>Das %1x%1-Brett hat %2 Lösungen</translation>
    </message>
    <message>
        <source>The %1x%1 board has %2 fundamental solutions</source>
        <translation>Das %1x%1-Brett hat %2 Grundlösungen</translation>
    </message>
    <message>
        <source>%1: at %2 bytes each they would take %3 MiB, more than the %4 MiB set aside for browsing. Count them instead.</source>
        <translation>%1: Bei je %2 Bytes bräuchten sie %3 MiB, mehr als die %4 MiB, die zum Durchblättern vorgesehen sind. Zählen Sie sie stattdessen.</translation>
    </message>
</context>
<context>
    <name>SolutionsModel</name>
    <message>
        <source>Solution %1</source>
        <translation>Lösung %1</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Solution %1, class %2</source>
        <translation>Lösung %1, Klasse %2</translation>
    </message>
    <message>
        <source>solution %1, class %2</source>
        <translation>Lösung %1, Klasse %2</translation>
    </message>
    <message>
        <source>solution %1</source>
        <translation>Lösung %1</translation>
    </message>
    <message>
        <source>Class %1</source>
        <translation>Klasse %1</translation>
    </message>
    <message>
        <source>class %1</source>
        <translation>Klasse %1</translation>
    </message>
    <message>
        <source>%1: queens in columns %2 (row by row)</source>
        <translation>%1: Damen in den Spalten %2 (Zeile für Zeile)</translation>
    </message>
</context>
<context>
    <name>SolutionsPanel</name>
    <message>
        <source>&amp;All</source>
        <translation>All&amp;e</translation>
    </message>
    <message>
        <source>F&amp;undamental</source>
        <translation>&amp;Grundlösungen</translation>
    </message>
    <message>
        <source>Previ&amp;ous</source>
        <translation>&amp;Vorherige</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>Nächs&amp;te</translation>
    </message>
    <message>
        <source>&amp;Count them instead</source>
        <translation>Stattdessen &amp;zählen</translation>
    </message>
    <message>
        <source>List every solution</source>
        <translation>Alle Lösungen auflisten</translation>
    </message>
    <message>
        <source>List one solution per class of solutions that are rotations or reflections of one another</source>
        <translation>Eine Lösung pro Klasse von Lösungen auflisten, die durch Drehung oder Spiegelung auseinander hervorgehen</translation>
    </message>
    <message>
        <source>Go to </source>
        <translation>Gehe zu </translation>
    </message>
    <message>
        <source>Go to number</source>
        <translation>Gehe zu Nummer</translation>
    </message>
    <message>
        <source>Number of the solution to show</source>
        <translation>Nummer der anzuzeigenden Lösung</translation>
    </message>
    <message>
        <source>Click an image to see the transformation on the board</source>
        <translation>Auf ein Bild klicken, um die Transformation auf dem Brett zu sehen</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Anzeigen:</translation>
    </message>
    <message>
        <source>Count all and fundamental solutions of this board without listing them</source>
        <translation>Alle Lösungen und Grundlösungen dieses Bretts zählen, ohne sie aufzulisten</translation>
    </message>
    <message>
        <source>Boards larger than %1x%1 cannot be counted here.</source>
        <translation>Bretter größer als %1x%1 können hier nicht gezählt werden.</translation>
    </message>
    <message>
        <source>Counting the solutions of the %1x%1 board...</source>
        <translation>Lösungen des %1x%1-Bretts werden gezählt...</translation>
    </message>
    <message>
        <source>The %1x%1 board has %2 solutions, %3 of them fundamental (counted in %4 s).</source>
        <translation>Das %1x%1-Brett hat %2 Lösungen, davon %3 Grundlösungen (gezählt in %4 s).</translation>
    </message>
    <message>
        <source>the solution itself</source>
        <translation>die Lösung selbst</translation>
    </message>
    <message>
        <source>rotation by 90 degrees</source>
        <translation>Drehung um 90 Grad</translation>
    </message>
    <message>
        <source>rotation by 180 degrees</source>
        <translation>Drehung um 180 Grad</translation>
    </message>
    <message>
        <source>rotation by 270 degrees</source>
        <translation>Drehung um 270 Grad</translation>
    </message>
    <message>
        <source>reflection in the vertical axis</source>
        <translation>Spiegelung an der senkrechten Achse</translation>
    </message>
    <message>
        <source>reflection in the horizontal axis</source>
        <translation>Spiegelung an der waagerechten Achse</translation>
    </message>
    <message>
        <source>reflection in the main diagonal</source>
        <translation>Spiegelung an der Hauptdiagonale</translation>
    </message>
    <message>
        <source>reflection in the anti-diagonal</source>
        <translation>Spiegelung an der Gegendiagonale</translation>
    </message>
    <message>
        <source>Listing the fundamental solutions of the %1x%1 board: %2 of %3</source>
        <translation>Grundlösungen des %1x%1-Bretts werden aufgelistet: %2 von %3</translation>
    </message>
    <message>
        <source>Listing the solutions of the %1x%1 board: %2 of %3</source>
        <translation>Lösungen des %1x%1-Bretts werden aufgelistet: %2 von %3</translation>
    </message>
    <message>
        <source>Fundamental solutions of the %1x%1 board: %2 (%3 in all)</source>
        <translation>Grundlösungen des %1x%1-Bretts: %2 (%3 insgesamt)</translation>
    </message>
    <message>
        <source>Solutions of the %1x%1 board: %2</source>
        <translation>Lösungen des %1x%1-Bretts: %2</translation>
    </message>
    <message>
        <source>Show the solution before this one</source>
        <translation>Die Lösung vor dieser zeigen</translation>
    </message>
    <message>
        <source>Show the solution after this one</source>
        <translation>Die Lösung nach dieser zeigen</translation>
    </message>
    <message>
        <source>Go to solution number</source>
        <translation>Gehe zu Lösungsnummer</translation>
    </message>
    <message>
        <source>Every solution in order; choose one to see it on the board</source>
        <translation>Alle Lösungen der Reihe nach; eine auswählen, um sie auf dem Brett zu sehen</translation>
    </message>
    <message>
        <source>Solutions</source>
        <translation>Lösungen</translation>
    </message>
    <message>
        <source>Rotations and reflections</source>
        <translation>Drehungen und Spiegelungen</translation>
    </message>
    <message>
        <source>Listing progress</source>
        <translation>Fortschritt der Auflistung</translation>
    </message>
    <message>
        <source>&amp;Stop counting</source>
        <translation>Zählen a&amp;bbrechen</translation>
    </message>
    <message>
        <source>Stop the count; nothing else is lost</source>
        <translation>Das Zählen abbrechen; sonst geht nichts verloren</translation>
    </message>
    <message>
        <source>Counting the solutions of the %1x%1 board: %2% done, about %3 s left.</source>
        <translation>Die Lösungen des %1x%1-Bretts werden gezählt: %2 % erledigt, noch etwa %3 s.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>An image in the orbit row: the transformation, then the board&apos;s own name, as in &quot;rotation by 90 degrees: solution 89 of 92&quot;.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 under the rotations and reflections of the board (distinct boards: %2):</source>
        <translation>%1 unter den Drehungen und Spiegelungen des Bretts (verschiedene Bretter: %2):</translation>
    </message>
    <message>
        <source>Its rotations and reflections (distinct boards: %1):</source>
        <translation>Ihre Drehungen und Spiegelungen (verschiedene Bretter: %1):</translation>
    </message>
</context>
<context>
    <name>ThemeMenu</name>
    <message>
        <source>Board &amp;colours</source>
        <translation>Brett&amp;farben</translation>
    </message>
    <message>
        <source>Wooden light and dark squares, as on a chessboard</source>
        <translation>Helle und dunkle Holzfelder wie auf einem Schachbrett</translation>
    </message>
    <message>
        <source>Strong contrast and thick marks, for projectors and low vision</source>
        <translation>Starker Kontrast und dicke Markierungen, für Beamer und bei Sehschwäche</translation>
    </message>
    <message>
        <source>The colours of the desktop, dark mode included</source>
        <translation>Die Farben des Desktops, einschließlich Dunkelmodus</translation>
    </message>
</context>
<context>
    <name>TimelineBar</name>
    <message>
        <source>Going to step %1...</source>
        <translation>Gehe zu Schritt %1...</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Zeitleiste</translation>
    </message>
    <message>
        <source>Timeline:</source>
        <translation>Zeitleiste:</translation>
    </message>
    <message>
        <source>Every step reached so far: drag to go back or forward</source>
        <translation>Jeder bisher erreichte Schritt: ziehen, um zurück- oder vorzugehen</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
</context>
<context>
    <name>VariablesPanel</name>
    <message>
        <source>index</source>
        <translation>Index</translation>
    </message>
    <message>
        <source>holder</source>
        <translation>gesetzt von</translation>
    </message>
    <message>
        <source>all %1 rows are filled</source>
        <translation>alle %1 Zeilen sind gefüllt</translation>
    </message>
    <message>
        <source>placed queens (row, col): none</source>
        <translation>gesetzte Damen (row, col): keine</translation>
    </message>
    <message>
        <source>placed queens (row, col):</source>
        <translation>gesetzte Damen (row, col):</translation>
    </message>
    <message>
        <source>board (Q queen, x marked, . free):</source>
        <translation>board (Q Dame, x markiert, . frei):</translation>
    </message>
    <message>
        <source>refused pair (x1, x2) = (%1, %2):
  x2 - x1 = %3 = |p[x2] - p[x1]| = |%4 - %5|</source>
        <translation>abgelehntes Paar (x1, x2) = (%1, %2):
  x2 - x1 = %3 = |p[x2] - p[x1]| = |%4 - %5|</translation>
    </message>
    <message>
        <source>no pair refused: solution %1</source>
        <translation>kein Paar abgelehnt: Lösung %1</translation>
    </message>
    <message>
        <source>The permutation being tested: p[r] is the column of the queen in row r; &apos;.&apos; marks a row not put down yet.</source>
        <translation>Die geprüfte Permutation: p[r] ist die Spalte der Dame in Zeile r; &apos;.&apos; markiert eine Zeile, deren Dame noch nicht gesetzt ist.</translation>
    </message>
    <message>
        <source>Check queens keeps only the queens placed so far: every square is tested against each of them in turn.</source>
        <translation>„Damen prüfen“ merkt sich nur die bisher gesetzten Damen: Jedes Feld wird der Reihe nach gegen jede von ihnen geprüft.</translation>
    </message>
    <message>
        <source>The board copy solve(board, row) reads for the row being filled: each queen has marked the squares it attacks in the rows below it.</source>
        <translation>Die Brettkopie, die solve(board, row) für die zu füllende Zeile liest: Jede Dame hat die Felder markiert, die sie in den Zeilen darunter angreift.</translation>
    </message>
    <message>
        <source>Each lock holds the row of the queen that set it, &apos;.&apos; when open. (row, col) is free when its three entries are open.</source>
        <translation>Jede Sperre enthält die Zeile der Dame, die sie gesetzt hat, oder &apos;.&apos;, wenn sie offen ist. (row, col) ist frei, wenn seine drei Einträge offen sind.</translation>
    </message>
    <message>
        <source>The masks of the row being filled, one bit per column. Column 0 is printed at the LEFT, as on the board: the reverse of how binary numbers are usually written. free has a 1 on each square no queen attacks.</source>
        <translation>Die Masken der zu füllenden Zeile, ein Bit pro Spalte. Spalte 0 steht LINKS, wie auf dem Brett: umgekehrt zur üblichen Schreibweise von Binärzahlen. free hat eine 1 auf jedem Feld, das keine Dame angreift.</translation>
    </message>
    <message>
        <source>Variables</source>
        <translation>Variablen</translation>
    </message>
    <message>
        <source>The algorithm&apos;s data at this step</source>
        <translation>Die Daten des Algorithmus in diesem Schritt</translation>
    </message>
    <message>
        <source>conflicts (attacking pairs): %1</source>
        <translation>Konflikte (angreifende Paare): %1</translation>
    </message>
    <message>
        <source>moves: %1</source>
        <translation>moves (Züge): %1</translation>
    </message>
    <message>
        <source>attacked queens: %1 of %2</source>
        <translation>angegriffene Damen: %1 von %2</translation>
    </message>
    <message>
        <source>Min-conflicts keeps a full board and the number of queens on each column and diagonal, so the attackers of a square cost one lookup. The row it works on and the attackers of each of its squares: the queen goes to one of the fewest.</source>
        <translation>„Min-Konflikte“ hält ein volles Brett und die Anzahl der Damen auf jeder Spalte und Diagonale vor, sodass die Angreifer eines Felds eine einzige Abfrage kosten. Die bearbeitete Zeile und die Angreifer jedes ihrer Felder: Die Dame kommt auf eines mit den wenigsten.</translation>
    </message>
    <message numerus="yes">
        <source>fewest attackers (%n) on: %1</source>
        <translation>
            <numerusform>wenigste Angreifer (%n) auf Spalte(n): %1</numerusform>
            <numerusform>wenigste Angreifer (%n) auf Spalte(n): %1</numerusform>
        </translation>
    </message>
    <message>
        <source>row being filled: %1 (rank %2)</source>
        <translation>zu füllende Zeile: %1 (Reihe %2)</translation>
    </message>
    <message>
        <source>attacks (%1, %2): %3</source>
        <translation>greift (%1, %2) an: %3</translation>
    </message>
    <message>
        <source>row being repaired: %1 (rank %2)</source>
        <translation>zu reparierende Zeile: %1 (Reihe %2)</translation>
    </message>
    <message>
        <source>current row: %1 (rank %2)</source>
        <translation>aktuelle Zeile: %1 (Reihe %2)</translation>
    </message>
    <message>
        <source>current column: %1 (file %2)</source>
        <translation>aktuelle Spalte: %1 (Linie %2)</translation>
    </message>
    <message>
        <source>nothing chosen yet</source>
        <translation>noch nichts gewählt</translation>
    </message>
    <message>
        <source>domain[r] (columns left; - pruned, Q queen):</source>
        <translation>domain[r] (übrige Spalten; - gestrichen, Q Dame):</translation>
    </message>
    <message>
        <source>wiped out</source>
        <translation>geleert</translation>
    </message>
    <message>
        <source>%1 pruned by %2</source>
        <translation>%1 gestrichen von %2</translation>
    </message>
    <message>
        <source>options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>the options left in each row and column (- covered):</source>
        <translation>die übrigen Optionen jeder Zeile und Spalte (- überdeckt):</translation>
    </message>
    <message>
        <source>The columns no queen holds are passed down the recursion: the row being filled tries only those, and checks the diagonals against each queen in turn.</source>
        <translation>Die Spalten ohne Dame werden in der Rekursion weitergegeben: Die zu füllende Zeile versucht nur diese und prüft die Diagonalen gegen jede Dame der Reihe nach.</translation>
    </message>
    <message>
        <source>Each empty row&apos;s domain: the columns still allowed to it, &apos;-&apos; where a queen has pruned the square, and its size. Rows are filled top down.</source>
        <translation>Der Bereich (domain) jeder leeren Zeile: die noch erlaubten Spalten, &apos;-&apos; wo eine Dame das Feld gestrichen hat, und seine Größe. Die Zeilen werden von oben nach unten gefüllt.</translation>
    </message>
    <message>
        <source>Each empty row&apos;s domain: the columns still allowed to it, &apos;-&apos; where a queen has pruned the square, and its size. The row with the smallest one is chosen next.</source>
        <translation>Der Bereich (domain) jeder leeren Zeile: die noch erlaubten Spalten, &apos;-&apos; wo eine Dame das Feld gestrichen hat, und seine Größe. Die Zeile mit dem kleinsten wird als nächste gewählt.</translation>
    </message>
    <message>
        <source>The options (squares) left in each row and column: a queen&apos;s lines and the item being tried are covered (&apos;-&apos;). The item with the fewest is chosen next.</source>
        <translation>Die übrigen Optionen (Felder) jeder Zeile und Spalte: die Linien einer Dame und das gerade versuchte Element sind überdeckt (&apos;-&apos;). Das Element mit den wenigsten wird als nächstes gewählt.</translation>
    </message>
    <message>
        <source>size</source>
        <translation>Größe</translation>
    </message>
</context>
<context>
    <name>VideoEncoder</name>
    <message>
        <source>MP4 and WebM need the ffmpeg program, which is not installed. Install it with &apos;apt install ffmpeg&apos; (Debian, Ubuntu), or export a GIF.</source>
        <translation>MP4 und WebM brauchen das Programm ffmpeg, das nicht installiert ist. Mit &apos;apt install ffmpeg&apos; (Debian, Ubuntu) installieren oder ein GIF exportieren.</translation>
    </message>
    <message>
        <source>ffmpeg stopped (exit code %1)</source>
        <translation>ffmpeg wurde beendet (Exit-Code %1)</translation>
    </message>
    <message>
        <source>ffmpeg: %1</source>
        <translation>ffmpeg: %1</translation>
    </message>
    <message>
        <source>a video needs an even width and height, got %1 x %2</source>
        <translation>ein Video braucht gerade Breite und Höhe, erhalten %1 x %2</translation>
    </message>
    <message>
        <source>cannot start %1: %2</source>
        <translation>%1 lässt sich nicht starten: %2</translation>
    </message>
    <message>
        <source>a frame of %1 x %2 pixels in a video of %3 x %4</source>
        <translation>ein Bild von %1 x %2 Pixeln in einem Video von %3 x %4</translation>
    </message>
    <message>
        <source>ffmpeg did not finish within %1 minutes</source>
        <translation>ffmpeg ist nicht innerhalb von %1 Minuten fertig geworden</translation>
    </message>
    <message>
        <source>ffmpeg was stopped by a signal</source>
        <translation>ffmpeg wurde durch ein Signal beendet</translation>
    </message>
</context>
<context>
    <name>ClassJournal</name>
    <message>
        <source>the folder %1 cannot be written</source>
        <translation>der Ordner %1 ist nicht beschreibbar</translation>
    </message>
    <message>
        <source>the lock file %1 cannot be made</source>
        <translation>die Sperrdatei %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>%1 classes opened in the same second</source>
        <translation>%1 Klassen in derselben Sekunde geöffnet</translation>
    </message>
    <message>
        <source>The class&apos;s results could not be written: %1</source>
        <translation>Die Ergebnisse der Klasse konnten nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>%1 is a link, not the class&apos;s own file.</source>
        <translation>%1 ist eine Verknüpfung, nicht die eigene Datei der Klasse.</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>%1 konnte nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is not the file of a class that did not close.</source>
        <translation>%1 ist nicht die Datei einer Klasse, die nicht geschlossen wurde.</translation>
    </message>
    <message>
        <source>The class of %1 is open in another program.</source>
        <translation>Die Klasse von %1 ist in einem anderen Programm geöffnet.</translation>
    </message>
    <message>
        <source>The class&apos;s list of pupils was not kept.</source>
        <translation>Die Schülerliste der Klasse wurde nicht aufbewahrt.</translation>
    </message>
</context>
<context>
    <name>ClassRoster</name>
    <message>
        <source>The class&apos;s list of pupils is too large.</source>
        <translation>Die Schülerliste der Klasse ist zu groß.</translation>
    </message>
    <message>
        <source>The class&apos;s list of pupils is not readable.</source>
        <translation>Die Schülerliste der Klasse ist nicht lesbar.</translation>
    </message>
    <message>
        <source>The class&apos;s list of pupils is damaged at %1.</source>
        <translation>Die Schülerliste der Klasse ist bei %1 beschädigt.</translation>
    </message>
</context>
<context>
    <name>SeatGlanceView</name>
    <message>
        <source>The class at a glance</source>
        <translation>Die Klasse auf einen Blick</translation>
    </message>
    <message>
        <source>Whoever is stuck is on top, reading down each table. Click a pupil (or press Enter) to show their board.</source>
        <translation>Wer feststeckt, steht oben; jede Tabelle von oben nach unten lesen. Einen Schüler anklicken (oder Eingabe drücken), um sein Brett zu zeigen.</translation>
    </message>
</context>
<context>
    <name>PracticeTaskForm</name>
    <message>
        <source>Board &amp;size (N):</source>
        <translation>Brett&amp;größe (N):</translation>
    </message>
    <message>
        <source>&amp;Algorithm:</source>
        <translation>&amp;Algorithmus:</translation>
    </message>
    <message>
        <source>To the &amp;first solution</source>
        <translation>Bis zur &amp;ersten Lösung</translation>
    </message>
    <message>
        <source>For a n&amp;umber of steps:</source>
        <translation>Für eine An&amp;zahl Schritte:</translation>
    </message>
    <message>
        <source>Number of steps</source>
        <translation>Anzahl der Schritte</translation>
    </message>
    <message>
        <source>How far:</source>
        <translation>Wie weit:</translation>
    </message>
    <message>
        <source>&amp;Refused squares are marked for the pupils</source>
        <translation>Abgelehnte Felder werden für die Schüler &amp;markiert</translation>
    </message>
    <message>
        <source>The program refuses the attacked squares; the pupils place and take back</source>
        <translation>Das Programm lehnt die angegriffenen Felder ab; die Schüler setzen und nehmen zurück</translation>
    </message>
    <message numerus="yes">
        <source>Each pupil&apos;s task: %n step(s), about %1 at a pupil&apos;s pace.</source>
        <translation>
            <numerusform>Aufgabe pro Schüler: %n Schritt, etwa %1 im Tempo eines Schülers.</numerusform>
            <numerusform>Aufgabe pro Schüler: %n Schritte, etwa %1 im Tempo eines Schülers.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n Minute</numerusform>
            <numerusform>%n Minuten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of them are refusals: with the refused squares marked, it is %1.</source>
        <translation>
            <numerusform>Davon ist %n eine Ablehnung: Mit markierten abgelehnten Feldern sind es %1.</numerusform>
            <numerusform>Davon sind %n Ablehnungen: Mit markierten abgelehnten Feldern sind es %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n Schritt</numerusform>
            <numerusform>%n Schritte</numerusform>
        </translation>
    </message>
    <message>
        <source>4 to 8 suit a lesson; up to %1</source>
        <translation>4 bis 8 passen zu einer Stunde; bis %1</translation>
    </message>
</context>
<context>
    <name>HomeworkExportDialog</name>
    <message>
        <source>Export Homework</source>
        <translation>Hausaufgabe exportieren</translation>
    </message>
    <message>
        <source>One web page for the pupils to open at home, with no network: each step is checked by the same engine as in class, and they hand in a results file for File &gt; Import Homework Results.</source>
        <translation>Eine Webseite, die die Schüler zu Hause ohne Netz öffnen: Jeder Schritt wird von derselben Engine wie im Unterricht geprüft, und sie geben eine Ergebnisdatei ab für Datei &gt; Hausaufgaben-Ergebnisse importieren.</translation>
    </message>
    <message>
        <source>Backtracking, week 3</source>
        <translation>Backtracking, Woche 3</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>&amp;Titel:</translation>
    </message>
    <message>
        <source>The page&apos;s &amp;language:</source>
        <translation>&amp;Sprache der Seite:</translation>
    </message>
    <message>
        <source>A&amp;dd Task</source>
        <translation>Aufgabe &amp;hinzufügen</translation>
    </message>
    <message>
        <source>Remo&amp;ve Task</source>
        <translation>Aufgabe entfer&amp;nen</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>E&amp;xportieren…</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n Schritt</numerusform>
            <numerusform>%n Schritte</numerusform>
        </translation>
    </message>
    <message>
        <source>to the first solution</source>
        <translation>bis zur ersten Lösung</translation>
    </message>
    <message>
        <source>the pupil refuses</source>
        <translation>der Schüler lehnt ab</translation>
    </message>
    <message>
        <source>refusals marked</source>
        <translation>Ablehnungen markiert</translation>
    </message>
    <message>
        <source>Be the solver: %1 x %1, %2, %3, %4</source>
        <translation>Selbst lösen: %1 x %1, %2, %3, %4</translation>
    </message>
    <message>
        <source>The homework was not written: %1</source>
        <translation>Die Hausaufgabe wurde nicht geschrieben: %1</translation>
    </message>
    <message>
        <source>Written: %1</source>
        <translation>Geschrieben: %1</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>Webseite (*.html)</translation>
    </message>
    <message>
        <source>Puts the task shown on the homework&apos;s list; add several for a homework of several tasks</source>
        <translation>Setzt die gezeigte Aufgabe auf die Liste der Hausaufgabe; mehrere hinzufügen für eine Hausaufgabe aus mehreren Aufgaben</translation>
    </message>
    <message>
        <source>The homework&apos;s tas&amp;ks (none added: the task shown):</source>
        <translation>Die Aufgaben der Hausaufgabe (&amp;keine hinzugefügt: die gezeigte):</translation>
    </message>
    <message>
        <source>Be the solver</source>
        <translation>Selbst lösen</translation>
    </message>
    <message>
        <source>Predict</source>
        <translation>Vorhersage</translation>
    </message>
    <message>
        <source>Browse the solutions</source>
        <translation>Lösungen ansehen</translation>
    </message>
    <message>
        <source>Task t&amp;ype:</source>
        <translation>Aufgabent&amp;yp:</translation>
    </message>
    <message>
        <source>&amp;Algorithm:</source>
        <translation>&amp;Algorithmus:</translation>
    </message>
    <message>
        <source>Board &amp;size (N):</source>
        <translation>Brett&amp;größe (N):</translation>
    </message>
    <message>
        <source>&amp;When it asks:</source>
        <translation>&amp;Wann gefragt wird:</translation>
    </message>
    <message>
        <source>One step &amp;in:</source>
        <translation>Ein Schritt &amp;von:</translation>
    </message>
    <message>
        <source>Questions u&amp;p to step:</source>
        <translation>Fragen &amp;bis Schritt:</translation>
    </message>
    <message>
        <source>Browse the solutions of %1 x %1</source>
        <translation>Die Lösungen von %1 x %1 ansehen</translation>
    </message>
    <message>
        <source>Predict: %1 x %1, %2, questions up to step %3</source>
        <translation>Vorhersage: %1 x %1, %2, Fragen bis Schritt %3</translation>
    </message>
</context>
<context>
    <name>HomeworkExportAction</name>
    <message>
        <source>Export &amp;Homework…</source>
        <translation>&amp;Hausaufgabe exportieren…</translation>
    </message>
    <message>
        <source>Write a homework as one web page that checks every step offline, for the pupils to open at home</source>
        <translation>Eine Hausaufgabe als eine Webseite schreiben, die jeden Schritt offline prüft, für die Schüler zu Hause</translation>
    </message>
</context>
</TS>
