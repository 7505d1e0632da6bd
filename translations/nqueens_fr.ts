<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
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
        <translation>Permutations</translation>
    </message>
    <message>
        <source>Check queens</source>
        <translation>Test des dames</translation>
    </message>
    <message>
        <source>Mark board</source>
        <translation>Marquage de l&apos;échiquier</translation>
    </message>
    <message>
        <source>Lock lines</source>
        <translation>Tableaux de verrous</translation>
    </message>
    <message>
        <source>Bitmask</source>
        <translation>Masques de bits</translation>
    </message>
    <message>
        <source>Generate every permutation of the columns, then test each pair of queens for a shared diagonal.</source>
        <translation>Générer toutes les permutations des colonnes, puis tester pour chaque paire de dames si elles partagent une diagonale.</translation>
    </message>
    <message>
        <source>Backtrack row by row; test each square against every queen already placed.</source>
        <translation>Retour sur trace rangée par rangée&#xa0;; chaque case est testée contre toutes les dames déjà placées.</translation>
    </message>
    <message>
        <source>Backtrack row by row; each queen marks every square it attacks on a copy of the board.</source>
        <translation>Retour sur trace rangée par rangée&#xa0;; chaque dame marque toutes les cases qu&apos;elle attaque sur une copie de l&apos;échiquier.</translation>
    </message>
    <message>
        <source>Backtrack row by row; lock arrays for the columns and both diagonals tell at once whether a square is free.</source>
        <translation>Retour sur trace rangée par rangée&#xa0;; des tableaux de verrous pour les colonnes et les deux diagonales indiquent immédiatement si une case est libre.</translation>
    </message>
    <message>
        <source>Backtrack row by row; bitboards of attacked columns and diagonals give a row&apos;s free squares in one operation.</source>
        <translation>Retour sur trace rangée par rangée&#xa0;; des masques de bits des colonnes et des diagonales attaquées donnent les cases libres d&apos;une rangée en une seule opération.</translation>
    </message>
    <message>
        <source>Pair checks</source>
        <translation>Tests de paires</translation>
    </message>
    <message>
        <source>Queen checks</source>
        <translation>Tests de dames</translation>
    </message>
    <message>
        <source>Cells written</source>
        <translation>Cases écrites</translation>
    </message>
    <message>
        <source>Lock lookups</source>
        <translation>Consultations de verrous</translation>
    </message>
    <message>
        <source>Mask operations</source>
        <translation>Opérations sur masques</translation>
    </message>
    <message>
        <source>Min-conflicts</source>
        <translation>Min-conflits</translation>
    </message>
    <message>
        <source>Local search: start from a full board, then move an attacked queen within its row to the square with the fewest attackers until none is attacked. Finds one solution, not all.</source>
        <translation>Recherche locale&#xa0;: partir d&apos;un échiquier plein, puis déplacer une dame attaquée dans sa rangée vers la case qui a le moins d&apos;attaquants, jusqu&apos;à ce qu&apos;aucune ne soit attaquée. Trouve une solution, pas toutes.</translation>
    </message>
    <message>
        <source>Squares scored</source>
        <translation>Cases évaluées</translation>
    </message>
    <message>
        <source>Available columns</source>
        <translation>Colonnes libres</translation>
    </message>
    <message>
        <source>Forward checking</source>
        <translation>Vérification en avant</translation>
    </message>
    <message>
        <source>MRV</source>
        <translation>MRV</translation>
    </message>
    <message>
        <source>Dancing links</source>
        <translation>Liens dansants</translation>
    </message>
    <message>
        <source>Backtrack row by row; each row tries only the columns no queen holds yet, so only the diagonals need checking.</source>
        <translation>Retour arrière rangée par rangée&#xa0;; chaque rangée n&apos;essaie que les colonnes qu&apos;aucune dame n&apos;occupe encore, seules les diagonales restent à tester.</translation>
    </message>
    <message>
        <source>Backtrack row by row; each queen prunes the squares it attacks from the rows below, and a row left with no square sends the search back at once.</source>
        <translation>Retour arrière rangée par rangée&#xa0;; chaque dame élague les cases qu&apos;elle attaque dans les rangées du dessous, et une rangée sans case fait aussitôt revenir la recherche.</translation>
    </message>
    <message>
        <source>Forward checking that fills next the empty row with the fewest squares left (minimum remaining values).</source>
        <translation>Vérification en avant qui remplit ensuite la rangée vide ayant le moins de cases restantes (minimum de valeurs restantes).</translation>
    </message>
    <message>
        <source>Knuth&apos;s Algorithm X with dancing links: each row and column must be covered once; it fills the row or column with the fewest options first.</source>
        <translation>Algorithme X de Knuth avec liens dansants&#xa0;: chaque rangée et colonne doit être couverte une fois&#xa0;; il remplit d&apos;abord la rangée ou colonne ayant le moins d&apos;options.</translation>
    </message>
    <message>
        <source>Diagonal checks</source>
        <translation>Tests de diagonales</translation>
    </message>
    <message>
        <source>Consistency checks</source>
        <translation>Tests de cohérence</translation>
    </message>
    <message>
        <source>Link updates</source>
        <translation>Mises à jour de liens</translation>
    </message>
</context>
<context>
    <name>AnimationWriter</name>
    <message>
        <source>cannot write &apos;%1&apos;: %2</source>
        <translation>impossible d&apos;écrire &apos;%1&apos; : %2</translation>
    </message>
    <message>
        <source>there are no frames to write</source>
        <translation>il n&apos;y a aucune image à écrire</translation>
    </message>
    <message>
        <source>choose 1 to %1 frames, %2 to %3 frames a second and a hold of 0 to %4 seconds</source>
        <translation>choisissez de 1 à %1 images, de %2 à %3 images par seconde et une pause de 0 à %4 secondes</translation>
    </message>
    <message>
        <source>Export cancelled.</source>
        <translation>Export annulé.</translation>
    </message>
    <message>
        <source>the encoder wrote nothing</source>
        <translation>l&apos;encodeur n&apos;a rien écrit</translation>
    </message>
    <message>
        <source>the animation would last %1 minutes; at most %2 minutes: choose fewer steps, more frames a second or a shorter hold</source>
        <translation>l&apos;animation durerait %1 minutes&#xa0;; au plus %2 minutes&#xa0;: choisissez moins d&apos;étapes, plus d&apos;images par seconde ou un arrêt plus court</translation>
    </message>
    <message>
        <source>%1 frames of %2 x %3 pixels are more than one animation may be (at most %4 frames of this size): choose fewer steps or fewer pixels</source>
        <translation>%1 images de %2 x %3 pixels, c&apos;est plus qu&apos;une animation ne peut en avoir (au plus %4 images de cette taille)&#xa0;: choisissez moins d&apos;étapes ou moins de pixels</translation>
    </message>
    <message>
        <source>cannot read ffmpeg&apos;s output: %1</source>
        <translation>impossible de lire la sortie de ffmpeg&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>AppSettings</name>
    <message>
        <source>Some settings in %1 were not understood (%2); the defaults are used for them.</source>
        <translation>Certains paramètres de %1 n&apos;ont pas été compris (%2)&#xa0;; les valeurs par défaut sont utilisées à leur place.</translation>
    </message>
    <message>
        <source>The settings could not be saved to %1.</source>
        <translation>Impossible d&apos;enregistrer les paramètres dans %1.</translation>
    </message>
    <message>
        <source>The settings file %1 is damaged; the program starts with its defaults. It will be kept as %2 when the settings are saved.</source>
        <translation>Le fichier de réglages %1 est endommagé&#xa0;; le programme démarre avec ses valeurs par défaut. Il sera conservé sous le nom %2 lors de l&apos;enregistrement des réglages.</translation>
    </message>
    <message>
        <source>it could not be moved aside to %1</source>
        <translation>il n&apos;a pas pu être mis de côté sous %1</translation>
    </message>
    <message>
        <source>The settings file %1 is not a regular file (a pipe, a device or a broken link?); the program starts with its defaults. It will be kept as %2 when the settings are saved.</source>
        <translation>Le fichier de réglages %1 n&apos;est pas un fichier ordinaire (un tube, un périphérique ou un lien cassé&#xa0;?)&#xa0;; le programme démarre avec ses valeurs par défaut. Il sera conservé sous le nom %2 lors de l&apos;enregistrement des réglages.</translation>
    </message>
    <message>
        <source>The settings could not be saved to %1: %2.</source>
        <translation>Impossible d&apos;enregistrer les réglages dans %1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>The settings file %1 cannot be read; the program starts with its defaults. It will be kept as %2 when the settings are saved.</source>
        <translation>Le fichier de réglages %1 ne peut pas être lu&#xa0;; le programme démarre avec ses valeurs par défaut. Il sera conservé sous le nom %2 lors de l&apos;enregistrement des réglages.</translation>
    </message>
</context>
<context>
    <name>BoardExporter</name>
    <message>
        <source>cannot write &apos;%1&apos;: %2</source>
        <translation>impossible d&apos;écrire «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <source>not enough memory for the image</source>
        <translation>mémoire insuffisante pour l&apos;image</translation>
    </message>
    <message>
        <source>the PNG encoder failed</source>
        <translation>l&apos;encodeur PNG a échoué</translation>
    </message>
    <message>
        <source>cannot start the SVG generator</source>
        <translation>impossible de démarrer le générateur SVG</translation>
    </message>
    <message>
        <source>cannot start the PDF writer</source>
        <translation>impossible de démarrer l&apos;écriture du PDF</translation>
    </message>
    <message>
        <source>there are no boards to put on the sheet</source>
        <translation>aucun échiquier à placer sur la planche</translation>
    </message>
    <message>
        <source>%1 (page %2 of %3)</source>
        <translation>%1 (page %2 sur %3)</translation>
    </message>
    <message>
        <source>cannot create the directory &apos;%1&apos;: %2</source>
        <translation>impossible de créer le dossier «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <source>cannot write into &apos;%1&apos;: it is not a directory</source>
        <translation>impossible d&apos;écrire dans «&#xa0;%1&#xa0;»&#xa0;: ce n&apos;est pas un dossier</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <source>%1: no queen attacks this square.</source>
        <translation>%1&#xa0;: aucune dame n&apos;attaque cette case.</translation>
    </message>
    <message numerus="yes">
        <source>%1 is attacked by the queen(s) on %2.</source>
        <translation>
            <numerusform>La case %1 est attaquée par la dame en %2.</numerusform>
            <numerusform>La case %1 est attaquée par les dames en %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 x %1 board, no queens.</source>
        <translation>Échiquier %1 x %1, aucune dame.</translation>
    </message>
    <message numerus="yes">
        <source>%1 x %1 board, %n queen(s): %2.</source>
        <translation>
            <numerusform>Échiquier %1 x %1, %n dame&#xa0;: %2.</numerusform>
            <numerusform>Échiquier %1 x %1, %n dames&#xa0;: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: pruned by the queen on %2 (column).</source>
        <translation>%1&#xa0;: élaguée par la dame en %2 (colonne).</translation>
    </message>
    <message>
        <source>%1: pruned by the queen on %2 (diagonal).</source>
        <translation>%1&#xa0;: élaguée par la dame en %2 (diagonale).</translation>
    </message>
    <message>
        <source>%1: pruned by the queen on %2 (anti-diagonal).</source>
        <translation>%1&#xa0;: élaguée par la dame en %2 (anti-diagonale).</translation>
    </message>
    <message>
        <source>%1: pruned by the queen on %2.</source>
        <translation>%1&#xa0;: élaguée par la dame en %2.</translation>
    </message>
</context>
<context>
    <name>BoardTheme</name>
    <message>
        <source>Classic</source>
        <translation>Classique</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Contraste élevé</translation>
    </message>
    <message>
        <source>System colours</source>
        <translation>Couleurs du système</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Zoom a&amp;vant</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <source>&amp;Fit board</source>
        <translation>A&amp;juster l&apos;échiquier</translation>
    </message>
    <message>
        <source>Zoom into the board (%1; %2 zooms about the pointer)</source>
        <comment>%1: the shortcut, such as Ctrl++; %2: the wheel with its key, such as Ctrl+wheel</comment>
        <translation>Agrandir l&apos;affichage de l&apos;échiquier (%1&#xa0;; %2 zoome autour du pointeur)</translation>
    </message>
    <message>
        <source>Zoom out of the board (%1)</source>
        <comment>%1: the shortcut, such as Ctrl+-</comment>
        <translation>Réduire l&apos;affichage de l&apos;échiquier (%1)</translation>
    </message>
    <message>
        <source>Show the whole board (%1)</source>
        <comment>%1: the shortcut, such as Ctrl+0</comment>
        <translation>Afficher l&apos;échiquier entier (%1)</translation>
    </message>
</context>
<context>
    <name>CallStackPanel</name>
    <message>
        <source>solve(row=%1)  no column tried yet</source>
        <translation>solve(row=%1)  aucune colonne essayée pour l&apos;instant</translation>
    </message>
    <message>
        <source>search(n=%1)  p = [%2]</source>
        <translation>search(n=%1)  p = [%2]</translation>
    </message>
    <message>
        <source>Brute force does not recurse: one loop runs over all the permutations, so there is a single frame.</source>
        <translation>La force brute n&apos;est pas récursive&#xa0;: une seule boucle parcourt toutes les permutations, il n&apos;y a donc qu&apos;un seul cadre d&apos;appel.</translation>
    </message>
    <message>
        <source>One frame per call of solve, the top-level call first; the last frame is the row being worked on.</source>
        <translation>Un cadre par appel de solve, l&apos;appel de plus haut niveau en premier&#xa0;; le dernier cadre correspond à la rangée en cours de traitement.</translation>
    </message>
    <message>
        <source>Call stack</source>
        <translation>Pile d&apos;appels</translation>
    </message>
    <message>
        <source>The calls of the recursive search, the running one last</source>
        <translation>Les appels de la recherche récursive, celui en cours en dernier</translation>
    </message>
    <message>
        <source>Local search does not recurse: one loop moves one queen at a time, so there is a single frame.</source>
        <translation>La recherche locale n&apos;est pas récursive&#xa0;: une seule boucle déplace une dame à la fois, il n&apos;y a donc qu&apos;un seul cadre d&apos;appel.</translation>
    </message>
    <message>
        <source>min_conflicts(n=%1)  solved</source>
        <translation>min_conflicts(n=%1)  résolu</translation>
    </message>
    <message>
        <source>min_conflicts(n=%1)  not started</source>
        <translation>min_conflicts(n=%1)  pas encore démarré</translation>
    </message>
    <message>
        <source>solve(row=%1)  col = %2: %3</source>
        <translation>solve(row=%1)  col = %2: %3</translation>
    </message>
    <message>
        <source>solve(row=%1)  col = %2: %3 refused</source>
        <translation>solve(row=%1)  col = %2: %3 refusée</translation>
    </message>
    <message>
        <source>solve(row=%1)  col = %2: %3 taken back</source>
        <translation>solve(row=%1)  col = %2: %3 dame retirée</translation>
    </message>
    <message>
        <source>min_conflicts(n=%1)  move %2: row %3 lifted from col %4: %5</source>
        <translation>min_conflicts(n=%1)  déplacement %2: dame de la rangée %3 retirée de la colonne %4: %5</translation>
    </message>
    <message>
        <source>min_conflicts(n=%1)  move %2: row %3 put on col %4: %5</source>
        <translation>min_conflicts(n=%1)  déplacement %2: dame de la rangée %3 posée sur la colonne %4: %5</translation>
    </message>
    <message>
        <source>min_conflicts(n=%1)  start: row %2 on col %3: %4</source>
        <translation>min_conflicts(n=%1)  départ: dame de la rangée %2 sur la colonne %3: %4</translation>
    </message>
    <message>
        <source>set-up: the given queens leave row %1 no square</source>
        <translation>préparation : les dames données ne laissent aucune case à la rangée %1</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>rangée %1</translation>
    </message>
    <message>
        <source>col %1</source>
        <translation>colonne %1</translation>
    </message>
    <message>
        <source>solve()  i = %1, queen on (%2, %3): %4</source>
        <translation>solve()  i = %1, dame en (%2, %3) : %4</translation>
    </message>
    <message>
        <source>solve()  i = %1, queen on (%2, %3): %4 taken back</source>
        <translation>solve()  i = %1, dame en (%2, %3) : %4 dame retirée</translation>
    </message>
    <message numerus="yes">
        <source>solve()  i = %1: %n option(s) left</source>
        <translation>
            <numerusform>solve()  i = %1 : %n option restante</numerusform>
            <numerusform>solve()  i = %1 : %n options restantes</numerusform>
        </translation>
    </message>
    <message>
        <source>solve()  i = %1: no option left, a dead end</source>
        <translation>solve()  i = %1 : plus aucune option, une impasse</translation>
    </message>
    <message>
        <source>solve()  nothing chosen yet</source>
        <translation>solve()  rien de choisi pour l&apos;instant</translation>
    </message>
    <message>
        <source>solve()  row = %1, col = %2: %3</source>
        <translation>solve()  row = %1, col = %2 : %3</translation>
    </message>
    <message>
        <source>solve()  row = %1, col = %2: %3 taken back</source>
        <translation>solve()  row = %1, col = %2 : %3 dame retirée</translation>
    </message>
    <message numerus="yes">
        <source>solve()  row = %1: %n square(s) left</source>
        <translation>
            <numerusform>solve()  row = %1 : %n case restante</numerusform>
            <numerusform>solve()  row = %1 : %n cases restantes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, prunes %2</source>
        <translation>%1, élague %2</translation>
    </message>
    <message>
        <source>%1, wipes out row %2</source>
        <translation>%1, vide la rangée %2</translation>
    </message>
    <message>
        <source>One frame per call of solve, the top-level call first, each with the row it chose; the last frame is the one working.</source>
        <translation>Un cadre par appel de solve, l&apos;appel de plus haut niveau en premier, chacun avec la rangée qu&apos;il a choisie ; le dernier cadre est celui qui travaille.</translation>
    </message>
    <message>
        <source>One frame per call of solve, the top-level call first, each with the row or column it chose (i); the last frame is the one working.</source>
        <translation>Un cadre par appel de solve, l&apos;appel de plus haut niveau en premier, chacun avec la rangée ou la colonne qu&apos;il a choisie (i) ; le dernier cadre est celui qui travaille.</translation>
    </message>
    <message>
        <source>row=%1  given, not searched: col = %2: %3</source>
        <comment>a row whose queen the user set up</comment>
        <translation>row=%1  dame donnée, non cherchée&#xa0;: col = %2: %3</translation>
    </message>
</context>
<context>
    <name>ClassBars</name>
    <message>
        <source>Vote 1</source>
        <translation>Vote 1</translation>
    </message>
    <message>
        <source>Vote 2</source>
        <translation>Vote 2</translation>
    </message>
</context>
<context>
    <name>ClassMode</name>
    <message>
        <source>Open &amp;Class</source>
        <translation>O&amp;uvrir la classe</translation>
    </message>
    <message>
        <source>Let the class answer the questions on their own phones or laptops</source>
        <translation>La classe répond aux questions sur ses propres téléphones ou ordinateurs</translation>
    </message>
    <message>
        <source>Show how the class answered, and tell every pupil the right answer</source>
        <translation>Montrer comment la classe a répondu, et donner la bonne réponse à chaque élève</translation>
    </message>
    <message>
        <source>Close the first vote without showing it and ask the same question again, after the class discussed it</source>
        <translation>Clore le premier vote sans le montrer et reposer la même question, après la discussion de la classe</translation>
    </message>
    <message>
        <source>Reveal t&amp;he Class&apos;s Answers</source>
        <translation>Révéler les ré&amp;ponses de la classe</translation>
    </message>
    <message>
        <source>Vote Agai&amp;n</source>
        <translation>&amp;Voter à nouveau</translation>
    </message>
    <message>
        <source>A class is open already.</source>
        <translation>Une classe est déjà ouverte.</translation>
    </message>
    <message>
        <source>The class cannot go on: %1</source>
        <translation>La classe ne peut pas continuer : %1</translation>
    </message>
    <message>
        <source>Close the Class</source>
        <translation>Fermer la classe</translation>
    </message>
    <message>
        <source>Keep It Open</source>
        <translation>La laisser ouverte</translation>
    </message>
    <message numerus="yes">
        <source>%n pupil(s) are connected. Closing the class ends the class on their pages; their results are kept. Close the class?</source>
        <translation>
            <numerusform>%n élève est connecté. Fermer la classe la termine sur sa page ; ses résultats sont gardés. Fermer la classe ?</numerusform>
            <numerusform>%n élèves sont connectés. Fermer la classe la termine sur leurs pages ; leurs résultats sont gardés. Fermer la classe ?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClassOffers</name>
    <message>
        <source>A class did not close</source>
        <translation>Une classe n&apos;a pas été fermée</translation>
    </message>
    <message>
        <source>The program stopped while a class was open (%1). Its results up to the last question were kept. Show them?</source>
        <translation>Le programme s&apos;est arrêté pendant qu&apos;une classe était ouverte (%1). Ses résultats jusqu&apos;à la dernière question ont été gardés. Les afficher&#xa0;?</translation>
    </message>
    <message numerus="yes">
        <source>“%1” is meant for a class: its questions go to the %n pupil(s) connected.</source>
        <translation>
            <numerusform>«&#xa0;%1&#xa0;» est prévue pour une classe&#xa0;: ses questions vont à l&apos;élève connecté (%n).</numerusform>
            <numerusform>«&#xa0;%1&#xa0;» est prévue pour une classe&#xa0;: ses questions vont aux %n élèves connectés.</numerusform>
        </translation>
    </message>
    <message>
        <source>A lesson for a class</source>
        <translation>Une leçon pour une classe</translation>
    </message>
    <message>
        <source>“%1” is meant for a class answering on their phones or laptops. Open a class now? The pupils join with the code and the QR code the window shows.</source>
        <translation>«&#xa0;%1&#xa0;» est prévue pour une classe qui répond sur ses téléphones ou ordinateurs. Ouvrir une classe maintenant&#xa0;? Les élèves la rejoignent avec le code et le code QR que montre la fenêtre.</translation>
    </message>
    <message>
        <source>Open the Class</source>
        <translation>Ouvrir la classe</translation>
    </message>
    <message>
        <source>Not Now</source>
        <translation>Pas maintenant</translation>
    </message>
    <message>
        <source>The program stopped while a class was open (%1). Its results up to the last question were kept. Go on with the class? The pupils&apos; pages come back by themselves, with the same code, as the same pupils.</source>
        <translation>Le programme s’est arrêté pendant qu’une classe était ouverte (%1). Ses résultats jusqu’à la dernière question ont été gardés. Continuer avec la classe ? Les pages des élèves reviennent d’elles-mêmes, avec le même code, comme les mêmes élèves.</translation>
    </message>
    <message>
        <source>Go On with the Class</source>
        <translation>Continuer avec la classe</translation>
    </message>
    <message>
        <source>Show the Results</source>
        <translation>Afficher les résultats</translation>
    </message>
</context>
<context>
    <name>ClassPanel</name>
    <message>
        <source>Remove Pupil</source>
        <translation>Retirer l&apos;élève</translation>
    </message>
    <message>
        <source>Anonymous names</source>
        <translation>Noms anonymes</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>Révéler</translation>
    </message>
    <message>
        <source>Vote Again</source>
        <translation>Voter à nouveau</translation>
    </message>
    <message>
        <source>QR code of the join address</source>
        <translation>Code QR de l&apos;adresse pour rejoindre</translation>
    </message>
    <message>
        <source>Network address</source>
        <translation>Adresse réseau</translation>
    </message>
    <message>
        <source>Pupils</source>
        <translation>Élèves</translation>
    </message>
    <message>
        <source>Close the Class</source>
        <translation>Fermer la classe</translation>
    </message>
    <message>
        <source>%1 (no network found: only this computer can open it)</source>
        <translation>%1 (aucun réseau trouvé&#xa0;: seul cet ordinateur peut l&apos;ouvrir)</translation>
    </message>
    <message>
        <source>Class code: %1</source>
        <translation>Code de la classe&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n pupil(s) connected</source>
        <translation>
            <numerusform>%n élève connecté</numerusform>
            <numerusform>%n élèves connectés</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (away)</source>
        <translation>%1 (absent)</translation>
    </message>
    <message>
        <source>Vote 2: %1 of %2 answered</source>
        <translation>Vote 2&#xa0;: %1 sur %2 ont répondu</translation>
    </message>
    <message>
        <source>%1 of %2 answered</source>
        <translation>%1 sur %2 ont répondu</translation>
    </message>
    <message>
        <source>%1: %2 (vote 1: %3)</source>
        <translation>%1&#xa0;: %2 (vote 1&#xa0;: %3)</translation>
    </message>
    <message>
        <source>%1: %2 (%3%)</source>
        <translation>%1&#xa0;: %2 (%3&#xa0;%)</translation>
    </message>
    <message>
        <source>%1, right</source>
        <translation>%1, juste</translation>
    </message>
    <message>
        <source>Right: %1 of %2 (%3%)</source>
        <translation>Justes&#xa0;: %1 sur %2 (%3&#xa0;%)</translation>
    </message>
    <message>
        <source>Right in vote 1: %1 of %2 (%3%)</source>
        <translation>Justes au vote 1&#xa0;: %1 sur %2 (%3&#xa0;%)</translation>
    </message>
    <message>
        <source>Right after vote 2: %1 of %2 (%3%)</source>
        <translation>Justes après le vote 2&#xa0;: %1 sur %2 (%3&#xa0;%)</translation>
    </message>
    <message>
        <source>On the board: vote 1 small, vote 2 large</source>
        <translation>Sur l’échiquier&#xa0;: vote 1 en petit, vote 2 en grand</translation>
    </message>
    <message>
        <source>Lock the class</source>
        <translation>Verrouiller la classe</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <source>Results of the class</source>
        <translation>Résultats de la classe</translation>
    </message>
    <message>
        <source>Save Results...</source>
        <translation>Enregistrer les résultats...</translation>
    </message>
    <message>
        <source>No more pupils join; the pupils in the class can still come back</source>
        <translation>Plus personne n&apos;entre&#xa0;; les élèves de la classe peuvent revenir</translation>
    </message>
    <message>
        <source>Pupils who join from now on get a generated name (an animal and a number)</source>
        <translation>Les élèves qui entrent désormais reçoivent un nom généré (un animal et un nombre)</translation>
    </message>
    <message>
        <source>Results not saved: %1. Trying again…</source>
        <translation>Résultats non enregistrés&#xa0;: %1. Nouvel essai en cours…</translation>
    </message>
    <message>
        <source>Step On</source>
        <translation>Avancer</translation>
    </message>
    <message>
        <source>The run&apos;s next step, when the class is ready (%1)</source>
        <translation>Le pas suivant, quand la classe est prête (%1)</translation>
    </message>
</context>
<context>
    <name>ClassQuestions</name>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
</context>
<context>
    <name>ClassResults</name>
    <message>
        <source>The class&apos;s results are damaged at %1.</source>
        <translation>Les résultats de la classe sont endommagés à %1.</translation>
    </message>
    <message>
        <source>The file is too large to be a class&apos;s results.</source>
        <translation>Le fichier est trop grand pour être les résultats d’une classe.</translation>
    </message>
    <message>
        <source>The file is not a class&apos;s results: it is not a JSON object.</source>
        <translation>Le fichier ne contient pas les résultats d’une classe&#xa0;: ce n’est pas un objet JSON.</translation>
    </message>
    <message>
        <source>The file is not a class&apos;s results of this program&apos;s version.</source>
        <translation>Le fichier ne contient pas les résultats d’une classe de la version de ce programme.</translation>
    </message>
    <message numerus="yes">
        <source>The results are full: the answers of %n pupil(s) to this question were not recorded. Save the results, then close the class and open it again.</source>
        <translation>
            <numerusform>Les résultats sont pleins&#xa0;: la réponse de %n élève à cette question n&apos;a pas été enregistrée. Enregistrez les résultats, puis fermez la classe et rouvrez-la.</numerusform>
            <numerusform>Les résultats sont pleins&#xa0;: les réponses de %n élèves à cette question n&apos;ont pas été enregistrées. Enregistrez les résultats, puis fermez la classe et rouvrez-la.</numerusform>
        </translation>
    </message>
    <message>
        <source>The results are full: new pupils and questions are not recorded. Save the results, then close the class and open it again.</source>
        <translation>Les résultats sont pleins&#xa0;: les nouveaux élèves et les nouvelles questions ne sont pas enregistrés. Enregistrez les résultats, puis fermez la classe et rouvrez-la.</translation>
    </message>
</context>
<context>
    <name>ClassResultsDialog</name>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>%1 n&apos;a pas pu être lu&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 holds no class results: %2</source>
        <translation>%1 ne contient pas de résultats de classe&#xa0;: %2</translation>
    </message>
    <message>
        <source>Results of a Class That Did Not Close</source>
        <translation>Résultats d&apos;une classe qui n&apos;a pas été fermée</translation>
    </message>
    <message>
        <source>The program stopped while a class was open. Its results up to the last question were kept in %1.</source>
        <translation>Le programme s&apos;est arrêté pendant qu&apos;une classe était ouverte. Ses résultats jusqu&apos;à la dernière question ont été gardés dans %1.</translation>
    </message>
    <message>
        <source>Save the Class&apos;s Results</source>
        <translation>Enregistrer les résultats de la classe</translation>
    </message>
    <message>
        <source>class-results.csv</source>
        <translation>resultats-classe.csv</translation>
    </message>
    <message>
        <source>CSV for spreadsheets (*.csv);;JSON (*.json)</source>
        <translation>CSV pour tableurs (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Results not saved</source>
        <translation>Résultats non enregistrés</translation>
    </message>
</context>
<context>
    <name>ClassResultsModel</name>
    <message>
        <source>Q%1</source>
        <translation>Q%1</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Justes</translation>
    </message>
    <message>
        <source>right</source>
        <translation>juste</translation>
    </message>
    <message>
        <source>right at vote 2</source>
        <translation>juste au vote 2</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>faux</translation>
    </message>
    <message>
        <source>-</source>
        <comment>no answer</comment>
        <translation>-</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>pas de réponse</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>pas commencé</translation>
    </message>
    <message>
        <source>no question answered</source>
        <translation>aucune question répondue</translation>
    </message>
    <message>
        <source>handed in</source>
        <translation>rendu</translation>
    </message>
    <message>
        <source>%1, task %2</source>
        <translation>%1, exercice %2</translation>
    </message>
    <message>
        <source>-</source>
        <comment>not handed in</comment>
        <translation>-</translation>
    </message>
    <message>
        <source>not handed in</source>
        <translation>pas rendu</translation>
    </message>
    <message numerus="yes">
        <source>%n right</source>
        <translation>
            <numerusform>%n juste</numerusform>
            <numerusform>%n justes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shown</source>
        <translation>
            <numerusform>%n montré</numerusform>
            <numerusform>%n montrés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n erreur</numerusform>
            <numerusform>%n erreurs</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation>%1, %2, %3</translation>
    </message>
    <message>
        <source>%1, %2, %3, not finished</source>
        <translation>%1, %2, %3, pas terminé</translation>
    </message>
    <message numerus="yes">
        <source>%n at try 1</source>
        <translation>
            <numerusform>%n au 1er essai</numerusform>
            <numerusform>%n au 1er essai</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n at try 2</source>
        <translation>
            <numerusform>%n au 2e essai</numerusform>
            <numerusform>%n au 2e essai</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n revealed</source>
        <translation>
            <numerusform>%n révélée</numerusform>
            <numerusform>%n révélées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s)</source>
        <translation>
            <numerusform>%n question</numerusform>
            <numerusform>%n questions</numerusform>
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
        <translation>Aucun port n’a pu être ouvert pour la classe&#xa0;: %1.</translation>
    </message>
    <message>
        <source>No port from %1 to %2 could be opened for the class: %3.</source>
        <translation>Aucun port de %1 à %2 n’a pu être ouvert pour la classe&#xa0;: %3.</translation>
    </message>
    <message>
        <source>This is not the class&apos;s code.</source>
        <translation>Ce n’est pas le code de la classe.</translation>
    </message>
    <message>
        <source>The class is locked: nobody can join now.</source>
        <translation>La classe est verrouillée&#xa0;: personne ne peut la rejoindre maintenant.</translation>
    </message>
    <message>
        <source>The class is full.</source>
        <translation>La classe est complète.</translation>
    </message>
    <message>
        <source>You are no longer in this class. Join again.</source>
        <translation>Vous n’êtes plus dans cette classe. Rejoignez-la à nouveau.</translation>
    </message>
    <message>
        <source>This question is not open.</source>
        <translation>Cette question n’est pas ouverte.</translation>
    </message>
    <message>
        <source>Too many messages. Wait a moment and try again.</source>
        <translation>Trop de messages. Attendez un instant et réessayez.</translation>
    </message>
    <message>
        <source>The message was not understood.</source>
        <translation>Le message n’a pas été compris.</translation>
    </message>
    <message>
        <source>Too many wrong codes. Wait half a minute and try again.</source>
        <translation>Trop de codes erronés. Attendez une demi-minute et réessayez.</translation>
    </message>
    <message>
        <source>No seat work is open.</source>
        <translation>Aucun travail individuel n’est ouvert.</translation>
    </message>
    <message>
        <source>The class&apos;s port %1, where its pages come back, cannot be opened: %2.</source>
        <translation>Le port %1 de la classe, où ses pages reviennent, ne peut pas être ouvert : %2.</translation>
    </message>
</context>
<context>
    <name>CompareTable</name>
    <message>
        <source>Comparison table</source>
        <translation>Tableau comparatif</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algorithme</translation>
    </message>
    <message>
        <source>Placements</source>
        <translation>Placements</translation>
    </message>
    <message>
        <source>Rejections</source>
        <translation>Refus</translation>
    </message>
    <message>
        <source>Prunes</source>
        <translation>Élagages</translation>
    </message>
    <message>
        <source>Work</source>
        <translation>Travail</translation>
    </message>
    <message>
        <source>Work measure</source>
        <translation>Mesure du travail</translation>
    </message>
    <message>
        <source>Solutions</source>
        <translation>Solutions</translation>
    </message>
    <message>
        <source>Time (ms)</source>
        <translation>Temps (ms)</translation>
    </message>
    <message>
        <source>Algorithms compared on the %1 x %1 board</source>
        <translation>Algorithmes comparés sur l’échiquier %1 x %1</translation>
    </message>
    <message>
        <source>The table could not be made into a PNG image.</source>
        <translation>Impossible de faire une image PNG du tableau.</translation>
    </message>
</context>
<context>
    <name>CompareWindow</name>
    <message>
        <source>Compare algorithms</source>
        <translation>Comparer les algorithmes</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>&amp;Taille&#xa0;:</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>Taille de l’échiquier</translation>
    </message>
    <message>
        <source>The size of every board (N queens on N x N)</source>
        <translation>La taille de tous les échiquiers (N dames sur N x N)</translation>
    </message>
    <message>
        <source>&amp;Boards:</source>
        <translation>É&amp;chiquiers&#xa0;:</translation>
    </message>
    <message>
        <source>Number of boards</source>
        <translation>Nombre d’échiquiers</translation>
    </message>
    <message>
        <source>How many algorithms run side by side</source>
        <translation>Combien d’algorithmes tournent côte à côte</translation>
    </message>
    <message>
        <source>&amp;Lockstep:</source>
        <translation>&amp;Synchronisation&#xa0;:</translation>
    </message>
    <message>
        <source>Lockstep</source>
        <translation>Synchronisation</translation>
    </message>
    <message>
        <source>By steps</source>
        <translation>Par étapes</translation>
    </message>
    <message>
        <source>By placements</source>
        <translation>Par placements</translation>
    </message>
    <message>
        <source>Own pace</source>
        <translation>Rythme propre</translation>
    </message>
    <message>
        <source>Every board has done the same number of steps</source>
        <translation>Chaque échiquier a fait le même nombre d’étapes</translation>
    </message>
    <message>
        <source>Every board has put down the same number of queens</source>
        <translation>Chaque échiquier a posé le même nombre de dames</translation>
    </message>
    <message>
        <source>Every board runs at the speed on its own</source>
        <translation>Chaque échiquier avance seul à la vitesse choisie</translation>
    </message>
    <message>
        <source>How the boards keep together</source>
        <translation>Comment les échiquiers avancent ensemble</translation>
    </message>
    <message>
        <source>Sp&amp;eed:</source>
        <translation>&amp;Vitesse&#xa0;:</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Vitesse</translation>
    </message>
    <message>
        <source>&amp;Step</source>
        <translation>&amp;Avancer d’une étape</translation>
    </message>
    <message>
        <source>One step on every board</source>
        <translation>Une étape sur chaque échiquier</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>Réi&amp;nitialiser</translation>
    </message>
    <message>
        <source>Start every board again</source>
        <translation>Recommencer tous les échiquiers</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>Plus vite</translation>
    </message>
    <message>
        <source>Twice as fast</source>
        <translation>Deux fois plus vite</translation>
    </message>
    <message>
        <source>Slower</source>
        <translation>Moins vite</translation>
    </message>
    <message>
        <source>Half as fast</source>
        <translation>Deux fois moins vite</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>C&amp;opier</translation>
    </message>
    <message>
        <source>Copy the table (tab-separated) to the clipboard</source>
        <translation>Copier le tableau (séparé par des tabulations) dans le presse-papiers</translation>
    </message>
    <message>
        <source>E&amp;xport CSV...</source>
        <translation>E&amp;xporter en CSV...</translation>
    </message>
    <message>
        <source>Save the table as a CSV file</source>
        <translation>Enregistrer le tableau comme fichier CSV</translation>
    </message>
    <message>
        <source>Export &amp;image...</source>
        <translation>Exporter l’&amp;image...</translation>
    </message>
    <message>
        <source>Save the table as a PNG image</source>
        <translation>Enregistrer le tableau comme image PNG</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Lecture</translation>
    </message>
    <message>
        <source>Pause every board</source>
        <translation>Mettre tous les échiquiers en pause</translation>
    </message>
    <message>
        <source>Play every board</source>
        <translation>Lancer tous les échiquiers</translation>
    </message>
    <message>
        <source>top speed</source>
        <translation>vitesse maximale</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)/s</source>
        <translation>
            <numerusform>%n étape/s</numerusform>
            <numerusform>%n étapes/s</numerusform>
        </translation>
    </message>
    <message>
        <source>The table is on the clipboard.</source>
        <translation>Le tableau est dans le presse-papiers.</translation>
    </message>
    <message>
        <source>Export the table as an image</source>
        <translation>Exporter le tableau en image</translation>
    </message>
    <message>
        <source>Export the table as CSV</source>
        <translation>Exporter le tableau en CSV</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Enregistré&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>CountersPanel</name>
    <message>
        <source>Placements</source>
        <translation>Placements</translation>
    </message>
    <message>
        <source>Queens put on the board so far</source>
        <translation>Dames posées sur l&apos;échiquier jusqu&apos;ici</translation>
    </message>
    <message>
        <source>Backtracks</source>
        <translation>Retours arrière</translation>
    </message>
    <message>
        <source>Queens taken back because nothing below them worked</source>
        <translation>Dames retirées faute de solution dans les rangées en dessous</translation>
    </message>
    <message>
        <source>Rejections</source>
        <translation>Refus</translation>
    </message>
    <message>
        <source>Squares refused because a queen attacks them</source>
        <translation>Cases refusées parce qu&apos;une dame les attaque</translation>
    </message>
    <message>
        <source>Solutions</source>
        <translation>Solutions</translation>
    </message>
    <message>
        <source>Solutions found so far</source>
        <translation>Solutions trouvées jusqu&apos;ici</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Profondeur</translation>
    </message>
    <message>
        <source>Queens on the board now</source>
        <translation>Dames actuellement sur l&apos;échiquier</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Étapes</translation>
    </message>
    <message>
        <source>Events of the search shown so far</source>
        <translation>Événements de la recherche affichés jusqu&apos;ici</translation>
    </message>
    <message>
        <source>Work</source>
        <translation>Travail</translation>
    </message>
    <message>
        <source>The algorithm&apos;s own measure of effort: what its check really costs</source>
        <translation>La mesure d&apos;effort propre à l&apos;algorithme&#xa0;: ce que coûte réellement son test</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Déplacements</translation>
    </message>
    <message>
        <source>Queens the local search moved within their rows so far</source>
        <translation>Dames déplacées dans leur rangée par la recherche locale jusqu&apos;ici</translation>
    </message>
    <message>
        <source>Conflicts</source>
        <translation>Conflits</translation>
    </message>
    <message>
        <source>Pairs of queens on the board that attack each other now</source>
        <translation>Paires de dames sur l&apos;échiquier qui s&apos;attaquent actuellement</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a counter&apos;s caption and figure, for screen readers</comment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Permutations tested</source>
        <translation>Permutations testées</translation>
    </message>
    <message>
        <source>Boards of one queen per row and column tested so far, each refused or a solution: N! in all</source>
        <translation>Échiquiers à une dame par rangée et par colonne testés jusqu&apos;ici, chacun refusé ou solution&#xa0;: N! en tout</translation>
    </message>
    <message>
        <source>Prunes</source>
        <translation>Élagages</translation>
    </message>
    <message>
        <source>Squares taken out of the domains of the rows below by the queens placed</source>
        <translation>Cases que les dames posées ont retirées des domaines des rangées du dessous</translation>
    </message>
    <message>
        <source>Wipe-outs</source>
        <translation>Rangées vidées</translation>
    </message>
    <message>
        <source>Rows left with no square, each of which sent the search back at once</source>
        <translation>Rangées restées sans case, chacune ayant aussitôt fait revenir la recherche</translation>
    </message>
</context>
<context>
    <name>ExportActions</name>
    <message>
        <source>&amp;Export board...</source>
        <translation>&amp;Exporter l&apos;échiquier...</translation>
    </message>
    <message>
        <source>Save the board as shown as PNG, SVG or PDF</source>
        <translation>Enregistrer l&apos;échiquier tel qu&apos;il est affiché en PNG, SVG ou PDF</translation>
    </message>
    <message>
        <source>Export contact &amp;sheet...</source>
        <translation>Exporter une &amp;planche contact...</translation>
    </message>
    <message>
        <source>All or the fundamental solutions of N, numbered, on PDF pages or one image</source>
        <translation>Toutes les solutions de N, ou seulement les fondamentales, numérotées, sur des pages PDF ou une seule image</translation>
    </message>
    <message>
        <source>Export &amp;frames...</source>
        <translation>Exporter une &amp;séquence d&apos;images...</translation>
    </message>
    <message>
        <source>One PNG per step over a range of steps, for slides</source>
        <translation>Une image PNG par étape sur une plage d&apos;étapes, pour des diapositives</translation>
    </message>
    <message>
        <source>&amp;Copy board</source>
        <translation>C&amp;opier l&apos;échiquier</translation>
    </message>
    <message>
        <source>Put the board as shown on the clipboard as an image</source>
        <translation>Copier l&apos;échiquier tel qu&apos;il est affiché dans le presse-papiers, sous forme d&apos;image</translation>
    </message>
    <message>
        <source>&amp;Print...</source>
        <translation>&amp;Imprimer...</translation>
    </message>
    <message>
        <source>Print the board as shown on one page</source>
        <translation>Imprimer l&apos;échiquier tel qu&apos;il est affiché sur une page</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Échec de l&apos;exportation</translation>
    </message>
    <message>
        <source>Export board</source>
        <translation>Exporter l&apos;échiquier</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG image (*.svg);;PDF document (*.pdf)</source>
        <translation>Image PNG (*.png);;Image SVG (*.svg);;Document PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Width in pixels:</source>
        <translation>Largeur en pixels&#xa0;:</translation>
    </message>
    <message>
        <source>Board saved as %1.</source>
        <translation>Échiquier enregistré sous %1.</translation>
    </message>
    <message>
        <source>All solutions</source>
        <translation>Toutes les solutions</translation>
    </message>
    <message>
        <source>Fundamental solutions only</source>
        <translation>Solutions fondamentales uniquement</translation>
    </message>
    <message>
        <source>Export contact sheet</source>
        <translation>Exporter une planche contact</translation>
    </message>
    <message>
        <source>Which solutions:</source>
        <translation>Solutions à inclure&#xa0;:</translation>
    </message>
    <message>
        <source>PDF document (*.pdf);;PNG image (*.png)</source>
        <translation>Document PDF (*.pdf);;Image PNG (*.png)</translation>
    </message>
    <message>
        <source>Contact sheet saved as %1.</source>
        <translation>Planche contact enregistrée sous %1.</translation>
    </message>
    <message>
        <source>Export frames</source>
        <translation>Exporter une séquence d&apos;images</translation>
    </message>
    <message>
        <source>First step:</source>
        <translation>Première étape&#xa0;:</translation>
    </message>
    <message>
        <source>Last step (at most %1 frames; %2 steps reached so far):</source>
        <translation>Dernière étape (%1 images au plus&#xa0;; %2 étapes atteintes jusqu&apos;ici)&#xa0;:</translation>
    </message>
    <message>
        <source>Folder for the frames</source>
        <translation>Dossier des images</translation>
    </message>
    <message numerus="yes">
        <source>%n frame(s) saved in %1.</source>
        <translation>
            <numerusform>%n image enregistrée dans %1.</numerusform>
            <numerusform>%n images enregistrées dans %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Board copied to the clipboard.</source>
        <translation>Échiquier copié dans le presse-papiers.</translation>
    </message>
    <message>
        <source>Exports show coor&amp;dinates</source>
        <translation>Exports avec coor&amp;données</translation>
    </message>
    <message>
        <source>Export &amp;animation...</source>
        <translation>Exporter une &amp;animation...</translation>
    </message>
    <message>
        <source>Steps of the run or a solution&apos;s symmetries as an animated GIF, MP4 or WebM</source>
        <translation>Étapes de l&apos;exécution ou symétries d&apos;une solution en GIF animé, MP4 ou WebM</translation>
    </message>
    <message>
        <source>Choose from 1 to %1 steps for an animation.</source>
        <translation>Choisissez de 1 à %1 étapes pour une animation.</translation>
    </message>
    <message>
        <source>Export animation</source>
        <translation>Exporter une animation</translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <translation>Fichiers %1 (*.%2)</translation>
    </message>
    <message>
        <source>Drawing the frames...</source>
        <translation>Dessin des images...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>The run ends before step %1.</source>
        <translation>L&apos;exécution se termine avant l&apos;étape %1.</translation>
    </message>
    <message>
        <source>Writing %1...</source>
        <translation>Écriture de %1...</translation>
    </message>
    <message>
        <source>Export cancelled; nothing was written.</source>
        <translation>Export annulé ; rien n&apos;a été écrit.</translation>
    </message>
    <message numerus="yes">
        <source>Animation of %n frame(s) saved as %1.</source>
        <translation>
            <numerusform>Animation de %n image enregistrée sous %1.</numerusform>
            <numerusform>Animation de %n images enregistrée sous %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Exports show square &amp;names</source>
        <translation>Exports avec &amp;noms des cases</translation>
    </message>
    <message>
        <source>Write each square&apos;s name (a1, b1...) faintly in it on the exported, copied or printed board: a handout to write on</source>
        <translation>Écrire en pâle le nom de chaque case (a1, b1...) dans la case de l&apos;échiquier exporté, copié ou imprimé&#xa0;: une fiche sur laquelle écrire</translation>
    </message>
    <message>
        <source>Label the files (a, b, c...) and ranks (1, 2, 3...) of exported boards and of the boards of a contact sheet</source>
        <translation>Étiqueter les colonnes (a, b, c...) et les rangées (1, 2, 3...) des échiquiers exportés et de ceux d&apos;une planche contact</translation>
    </message>
</context>
<context>
    <name>ExportAnimationDialog</name>
    <message>
        <source>Caption on each frame (the step and what happened)</source>
        <translation>Légende sur chaque image (l&apos;étape et ce qui se passe)</translation>
    </message>
    <message>
        <source>Counters in the caption</source>
        <translation>Compteurs dans la légende</translation>
    </message>
    <message>
        <source>Export animation</source>
        <translation>Exporter une animation</translation>
    </message>
    <message>
        <source>Steps of the run</source>
        <translation>Étapes de l&apos;exécution</translation>
    </message>
    <message>
        <source>Symmetries of the solution shown</source>
        <translation>Symétries de la solution affichée</translation>
    </message>
    <message>
        <source>%1 steps reached so far; later steps are found by running the search again. At most %2 frames.</source>
        <translation>%1 étapes atteintes jusqu&apos;ici ; les suivantes sont trouvées en relançant la recherche. Au plus %2 images.</translation>
    </message>
    <message>
        <source>GIF (web pages, slides)</source>
        <translation>GIF (pages web, diapositives)</translation>
    </message>
    <message>
        <source>MP4 video (H.264)</source>
        <translation>Vidéo MP4 (H.264)</translation>
    </message>
    <message>
        <source>WebM video (VP9)</source>
        <translation>Vidéo WebM (VP9)</translation>
    </message>
    <message>
        <source>MP4 and WebM need the ffmpeg program: install it with &lt;b&gt;apt install ffmpeg&lt;/b&gt;. GIF works without it.</source>
        <translation>MP4 et WebM nécessitent le programme ffmpeg : installez-le avec &lt;b&gt;apt install ffmpeg&lt;/b&gt;. Le GIF fonctionne sans lui.</translation>
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
        <translation>Images :</translation>
    </message>
    <message>
        <source>From step:</source>
        <translation>De l&apos;étape :</translation>
    </message>
    <message>
        <source>To step:</source>
        <translation>À l&apos;étape :</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>Format :</translation>
    </message>
    <message>
        <source>Frames a second:</source>
        <translation>Images par seconde :</translation>
    </message>
    <message>
        <source>Width:</source>
        <translation>Largeur :</translation>
    </message>
    <message>
        <source>Hold on a solution:</source>
        <translation>Pause sur une solution :</translation>
    </message>
    <message>
        <source>Save as...</source>
        <translation>Enregistrer sous...</translation>
    </message>
    <message>
        <source>The moves of play mode</source>
        <translation>Les coups du mode jeu</translation>
    </message>
</context>
<context>
    <name>ExportCommands</name>
    <message>
        <source>The %1 x %1 board has no solution to put on a sheet.</source>
        <translation>L&apos;échiquier %1 x %1 n&apos;a aucune solution à placer sur une planche.</translation>
    </message>
    <message>
        <source>The %1 x %1 board has more than %2 solutions: too many for one sheet.</source>
        <translation>L&apos;échiquier %1 x %1 a plus de %2 solutions&#xa0;: trop pour une seule planche.</translation>
    </message>
    <message>
        <source>The %1 fundamental solutions of %2 queens</source>
        <translation>Les %1 solutions fondamentales du problème des %2 dames</translation>
    </message>
    <message>
        <source>The %1 solutions of %2 queens</source>
        <translation>Les %1 solutions du problème des %2 dames</translation>
    </message>
    <message>
        <source>Choose from 1 to %1 steps for a frame sequence.</source>
        <translation>Choisissez de 1 à %1 étapes pour une séquence d&apos;images.</translation>
    </message>
    <message>
        <source>%1 queens, %2, step %3: %4</source>
        <translation>%1 dames, %2, étape %3&#xa0;: %4</translation>
    </message>
    <message>
        <source>The run ends before step %1.</source>
        <translation>L’exécution se termine avant l’étape %1.</translation>
    </message>
    <message>
        <source>%1 queens: image %2 of %3 of one solution under rotation and reflection</source>
        <translation>%1 dames : image %2 sur %3 d&apos;une solution par rotation et réflexion</translation>
    </message>
    <message>
        <source>%1 queens, play mode, move %2 of %3</source>
        <translation>%1 dames, mode jeu, coup %2 sur %3</translation>
    </message>
    <message>
        <source>Placements %1, backtracks %2, rejections %3, solutions %4.</source>
        <translation>Placements %1, retours %2, refus %3, solutions %4.</translation>
    </message>
</context>
<context>
    <name>GifWriter</name>
    <message>
        <source>the GIF encoder failed (%1)</source>
        <translation>l&apos;encodeur GIF a échoué (%1)</translation>
    </message>
    <message>
        <source>a frame of %1 x %2 pixels in an animation of %3 x %4</source>
        <translation>une image de %1 x %2 pixels dans une animation de %3 x %4</translation>
    </message>
    <message>
        <source>the output failed</source>
        <translation>l&apos;écriture a échoué</translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <source>Every key the program answers to</source>
        <translation>Toutes les touches auxquelles le programme répond</translation>
    </message>
    <message>
        <source>&amp;About N-Queens Visualizer</source>
        <translation>À &amp;propos de N-Queens Visualizer</translation>
    </message>
    <message>
        <source>Version, license and credits</source>
        <translation>Version, licence et remerciements</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <source>The version of Qt the program runs on</source>
        <translation>La version de Qt sur laquelle le programme fonctionne</translation>
    </message>
    <message>
        <source>&lt;h3&gt;N-Queens Visualizer %1&lt;/h3&gt;&lt;p&gt;Watch backtracking solve the N-Queens puzzle step by step: every queen placed, every square refused and why, every step back. Compare five algorithms by the work they really do, browse all solutions and their symmetries, and export boards for slides and handouts.&lt;/p&gt;&lt;p&gt;Built with Qt %2. Free software under the MIT license.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;N-Queens Visualizer %1&lt;/h3&gt;&lt;p&gt;Regardez le retour sur trace (backtracking) résoudre le problème des N dames étape par étape&#xa0;: chaque dame placée, chaque case refusée et pourquoi, chaque retour arrière. Comparez cinq algorithmes selon le travail qu&apos;ils effectuent réellement, parcourez toutes les solutions et leurs symétries, et exportez des échiquiers pour vos diapositives et vos documents de cours.&lt;/p&gt;&lt;p&gt;Réalisé avec Qt %2. Logiciel libre sous licence MIT.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About N-Queens Visualizer</source>
        <translation>À propos de N-Queens Visualizer</translation>
    </message>
    <message>
        <source>&amp;Example lessons</source>
        <translation>&amp;Leçons d&apos;exemple</translation>
    </message>
    <message>
        <source>&amp;4 x 4 by hand</source>
        <translation>&amp;4 x 4 à la main</translation>
    </message>
    <message>
        <source>&amp;8 x 8: step back and predict</source>
        <translation>&amp;8 x 8&#xa0;: reculer et prédire</translation>
    </message>
    <message>
        <source>A lesson: queens placed by hand, then the search&apos;s dead ends</source>
        <translation>Une leçon&#xa0;: des dames posées à la main, puis les impasses de la recherche</translation>
    </message>
    <message>
        <source>A lesson: backtracks, stepping back and predict questions</source>
        <translation>Une leçon&#xa0;: retours arrière, pas en arrière et questions de prédiction</translation>
    </message>
</context>
<context>
    <name>HomeworkFile</name>
    <message>
        <source>Export Homework is unavailable in this build: it was built without Emscripten, so it has no WebAssembly engine to put into the page.</source>
        <translation>Exporter un devoir n’est pas disponible dans cette version&#xa0;: elle a été compilée sans Emscripten et n’a donc pas de moteur WebAssembly à mettre dans la page.</translation>
    </message>
    <message>
        <source>The words of the page in %1 are missing from this build.</source>
        <translation>Les mots de la page en %1 manquent dans cette version.</translation>
    </message>
    <message>
        <source>The homework page in this build is damaged (%1).</source>
        <translation>La page de devoir de cette version est endommagée (%1).</translation>
    </message>
    <message>
        <source>The homework page would be %1 bytes, more than %2.</source>
        <translation>La page du devoir ferait %1 octets, plus de %2.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d’écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Cannot register the homework in %1: %2</source>
        <translation>Impossible d’enregistrer le devoir dans %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>This file holds no homework.</source>
        <translation>Ce fichier ne contient aucun devoir.</translation>
    </message>
    <message>
        <source>This file&apos;s homework is not JSON: %1</source>
        <translation>Le devoir de ce fichier n’est pas du JSON&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>HomeworkImportAction</name>
    <message>
        <source>&amp;Import Homework Results…</source>
        <translation>&amp;Importer les résultats de devoirs…</translation>
    </message>
    <message>
        <source>Check the results files the pupils handed in and show their scores</source>
        <translation>Vérifier les fichiers de résultats rendus par les élèves et afficher leurs scores</translation>
    </message>
</context>
<context>
    <name>HomeworkImportDialog</name>
    <message>
        <source>Import Homework Results</source>
        <translation>Importer les résultats de devoirs</translation>
    </message>
    <message>
        <source>Homework results (*.nqueens-result);;All files (*)</source>
        <translation>Résultats de devoirs (*.nqueens-result);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Save the Homework Results</source>
        <translation>Enregistrer les résultats des devoirs</translation>
    </message>
    <message>
        <source>homework-results.csv</source>
        <translation>resultats-devoirs.csv</translation>
    </message>
    <message>
        <source>CSV for spreadsheets (*.csv);;JSON (*.json)</source>
        <translation>CSV pour tableurs (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Results not saved</source>
        <translation>Résultats non enregistrés</translation>
    </message>
    <message>
        <source>Saved as %1.</source>
        <translation>Enregistré sous %1.</translation>
    </message>
    <message>
        <source>Homework Results</source>
        <translation>Résultats des devoirs</translation>
    </message>
    <message>
        <source>No results files imported yet. Each file&apos;s steps are checked again by the program&apos;s own engine; a file whose score does not follow from its steps is refused.</source>
        <translation>Aucun fichier de résultats importé pour l&apos;instant. Le moteur du programme revérifie les étapes de chaque fichier ; un fichier dont le score ne découle pas de ses étapes est refusé.</translation>
    </message>
    <message>
        <source>Files accepted: %1. Files refused: %2. Each score was counted again from the pupil&apos;s steps.</source>
        <translation>Fichiers acceptés : %1. Fichiers refusés : %2. Chaque score a été recompté à partir des étapes de l&apos;élève.</translation>
    </message>
    <message>
        <source>Refused files:</source>
        <translation>Fichiers refusés :</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>Why it was refused</source>
        <translation>Motif du refus</translation>
    </message>
    <message>
        <source>&amp;Import More…</source>
        <translation>&amp;Importer d&apos;autres…</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Enregistrer…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>Checking file %1 of %2…</source>
        <translation>Vérification du fichier %1 sur %2…</translation>
    </message>
    <message>
        <source>Add to Class &amp;Results</source>
        <translation>&amp;Ajouter aux résultats de la classe</translation>
    </message>
    <message>
        <source>Add to Class &amp;Results File…</source>
        <translation>&amp;Ajouter à un fichier de classe…</translation>
    </message>
    <message>
        <source>Put the accepted pupils&apos; scores into the open class&apos;s results</source>
        <translation>Mettre les scores acceptés dans les résultats de la classe ouverte</translation>
    </message>
    <message>
        <source>Put the accepted pupils&apos; scores into a class&apos;s results saved earlier as JSON</source>
        <translation>Mettre les scores acceptés dans des résultats de classe enregistrés auparavant en JSON</translation>
    </message>
    <message numerus="yes">
        <source>The homework of %n pupil(s) was added to the open class&apos;s results.</source>
        <translation>
            <numerusform>Le devoir de %n élève a été ajouté aux résultats de la classe ouverte.</numerusform>
            <numerusform>Les devoirs de %n élèves ont été ajoutés aux résultats de la classe ouverte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The homework of %n pupil(s) was added to %1.</source>
        <translation>
            <numerusform>Le devoir de %n élève a été ajouté à %1.</numerusform>
            <numerusform>Les devoirs de %n élèves ont été ajoutés à %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n result(s) could not be added: the class&apos;s results are full.</source>
        <translation>
            <numerusform>%n résultat n&apos;a pas pu être ajouté : les résultats de la classe sont pleins.</numerusform>
            <numerusform>%n résultats n&apos;ont pas pu être ajoutés : les résultats de la classe sont pleins.</numerusform>
        </translation>
    </message>
    <message>
        <source>The class&apos;s results could not be read from %1.</source>
        <translation>Impossible de lire les résultats de la classe dans %1.</translation>
    </message>
    <message>
        <source>Add to Class Results</source>
        <translation>Ajouter aux résultats de la classe</translation>
    </message>
    <message>
        <source>Class results (*.json);;All files (*)</source>
        <translation>Résultats de classe (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Homework not added</source>
        <translation>Devoirs non ajoutés</translation>
    </message>
    <message>
        <source>Homework Added</source>
        <translation>Devoirs ajoutés</translation>
    </message>
    <message>
        <source>Save as &amp;CSV…</source>
        <translation>Enregistrer en &amp;CSV…</translation>
    </message>
</context>
<context>
    <name>HomeworkPage</name>
    <message>
        <source>Homework</source>
        <comment>homework page: the title when the teacher gave none</comment>
        <translation>Devoir</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Démarrage…</translation>
    </message>
    <message>
        <source>This page cannot check your steps: the browser did not start its engine. Try another browser.</source>
        <translation>Cette page ne peut pas vérifier vos étapes&#xa0;: le navigateur n’a pas démarré son moteur. Essayez un autre navigateur.</translation>
    </message>
    <message>
        <source>This homework file is damaged. Ask your teacher for a new one.</source>
        <translation>Ce fichier de devoir est endommagé. Demandez-en un nouveau à votre enseignant.</translation>
    </message>
    <message>
        <source>What is your name?</source>
        <translation>Quel est votre nom&#xa0;?</translation>
    </message>
    <message>
        <source>Your name (your teacher sees it)</source>
        <translation>Votre nom (votre enseignant le voit)</translation>
    </message>
    <message>
        <source>Type your name (at most %1 characters).</source>
        <translation>Tapez votre nom (au plus %1 caractères).</translation>
    </message>
    <message>
        <source>Start</source>
        <comment>homework page: begin after typing the name</comment>
        <translation>Commencer</translation>
    </message>
    <message>
        <source>You are %1</source>
        <comment>homework page: the pupil&apos;s name</comment>
        <translation>Vous êtes %1</translation>
    </message>
    <message>
        <source>Tasks</source>
        <translation>Exercices</translation>
    </message>
    <message>
        <source>%1.</source>
        <comment>homework page: a task&apos;s number before its name</comment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>Be the solver: %1 on %2 × %2, %3</source>
        <comment>%1 algorithm, %2 board size, %3 how far</comment>
        <translation>Soyez le solveur&#xa0;: %1 sur %2 × %2, %3</translation>
    </message>
    <message>
        <source>to the first solution</source>
        <translation>jusqu’à la première solution</translation>
    </message>
    <message>
        <source>to step %1</source>
        <comment>homework page: how far a task goes</comment>
        <translation>jusqu’à l’étape %1</translation>
    </message>
    <message>
        <source>Predict: %1 on %2 × %2</source>
        <translation>Prédire&#xa0;: %1 sur %2 × %2</translation>
    </message>
    <message>
        <source>The solutions of %1 × %1</source>
        <translation>Les solutions de %1 × %1</translation>
    </message>
    <message>
        <source>This page does not offer this task yet.</source>
        <translation>Cette page ne propose pas encore cet exercice.</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Pas commencé</translation>
    </message>
    <message>
        <source>Steps done: %1, mistakes: %2, shown: %3</source>
        <translation>Étapes faites&#xa0;: %1, erreurs&#xa0;: %2, montrées&#xa0;: %3</translation>
    </message>
    <message>
        <source>Finished. Steps done: %1, mistakes: %2, shown: %3</source>
        <translation>Terminé. Étapes faites&#xa0;: %1, erreurs&#xa0;: %2, montrées&#xa0;: %3</translation>
    </message>
    <message>
        <source>Hand in</source>
        <comment>homework page: save the results file</comment>
        <translation>Rendre</translation>
    </message>
    <message>
        <source>Your results are saved as %1. Hand this file in as your teacher says.</source>
        <translation>Vos résultats sont enregistrés sous %1. Rendez ce fichier comme votre enseignant le demande.</translation>
    </message>
    <message>
        <source>All tasks</source>
        <comment>homework page: back to the task list</comment>
        <translation>Tous les exercices</translation>
    </message>
    <message>
        <source>Back to the tasks</source>
        <translation>Retour aux exercices</translation>
    </message>
    <message>
        <source>What a tap does</source>
        <translation>Ce que fait un appui</translation>
    </message>
    <message>
        <source>Place queens</source>
        <comment>homework page: the tool that places (and takes back) queens</comment>
        <translation>Placer des dames</translation>
    </message>
    <message>
        <source>Refuse squares</source>
        <comment>homework page: the tool that refuses squares</comment>
        <translation>Refuser des cases</translation>
    </message>
    <message>
        <source>Show me</source>
        <comment>homework page: do the next step for me</comment>
        <translation>Montre-moi</translation>
    </message>
    <message>
        <source>Tapping a square places a queen; tapping a queen takes it back.</source>
        <translation>Appuyer sur une case place une dame&#xa0;; appuyer sur une dame la reprend.</translation>
    </message>
    <message>
        <source>Refusing: each empty square you tap is refused, until you press %1.</source>
        <comment>%1 is the Place queens button</comment>
        <translation>Refus&#xa0;: chaque case vide touchée est refusée, jusqu’à ce que vous appuyiez sur %1.</translation>
    </message>
    <message>
        <source>X or Delete refuses the square with the focus.</source>
        <translation>X ou Suppr refuse la case qui a le focus.</translation>
    </message>
    <message>
        <source>Tap an empty square to place the next queen, tap a queen to take it back. The arrow keys move between the squares.</source>
        <translation>Appuyez sur une case vide pour placer la dame suivante, sur une dame pour la reprendre. Les flèches passent d’une case à l’autre.</translation>
    </message>
    <message>
        <source>Do the algorithm&apos;s next step: place a queen, refuse a square or take a queen back.</source>
        <translation>Faites l’étape suivante de l’algorithme&#xa0;: placer une dame, refuser une case ou reprendre une dame.</translation>
    </message>
    <message>
        <source>Do the algorithm&apos;s next step: place a queen or take one back (the program refuses the squares for you).</source>
        <translation>Faites l’étape suivante de l’algorithme&#xa0;: placer une dame ou en reprendre une (le programme refuse les cases pour vous).</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>Juste&#xa0;!</translation>
    </message>
    <message>
        <source>Not right.</source>
        <translation>Pas juste.</translation>
    </message>
    <message>
        <source>a queen on %1</source>
        <comment>homework page: a step</comment>
        <translation>une dame sur %1</translation>
    </message>
    <message>
        <source>refuse %1</source>
        <comment>homework page: a step</comment>
        <translation>refuser %1</translation>
    </message>
    <message>
        <source>take back the queen on %1</source>
        <comment>homework page: a step</comment>
        <translation>reprendre la dame de %1</translation>
    </message>
    <message>
        <source>The step: %1.</source>
        <comment>homework page: the pupil&apos;s right step</comment>
        <translation>L’étape&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The right step: %1.</source>
        <translation>La bonne étape&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Shown: %1.</source>
        <comment>homework page: the step Show me did</comment>
        <translation>Montré&#xa0;: %1.</translation>
    </message>
    <message>
        <source>A solution: no queen attacks another.</source>
        <translation>Une solution&#xa0;: aucune dame n’en attaque une autre.</translation>
    </message>
    <message>
        <source>The queen on %2 attacks %1: the algorithm refuses it.</source>
        <comment>%1 the square, %2 the attacking queen</comment>
        <translation>La dame de %2 attaque %1&#xa0;: l’algorithme la refuse.</translation>
    </message>
    <message>
        <source>No queen attacks %1: the algorithm does not refuse it.</source>
        <translation>Aucune dame n’attaque %1&#xa0;: l’algorithme ne la refuse pas.</translation>
    </message>
    <message>
        <source>The algorithm looks at the squares in order: another square comes before %1.</source>
        <translation>L’algorithme examine les cases dans l’ordre&#xa0;: une autre case vient avant %1.</translation>
    </message>
    <message>
        <source>Too early: the algorithm takes a queen back only when the row below has no square left.</source>
        <translation>Trop tôt&#xa0;: l’algorithme ne reprend une dame que lorsque la rangée du dessous n’a plus de case libre.</translation>
    </message>
    <message>
        <source>No square is left in this row: the algorithm takes a queen back now.</source>
        <translation>Il ne reste aucune case dans cette rangée&#xa0;: l’algorithme reprend maintenant une dame.</translation>
    </message>
    <message>
        <source>Not that queen: the algorithm takes back the last queen it placed.</source>
        <translation>Pas cette dame&#xa0;: l’algorithme reprend la dernière dame qu’il a placée.</translation>
    </message>
    <message>
        <source>There is no queen on %1 to take back.</source>
        <translation>Il n’y a pas de dame sur %1 à reprendre.</translation>
    </message>
    <message>
        <source>A queen holds the column of %1: this algorithm tries only the free columns.</source>
        <translation>Une dame occupe la colonne de %1&#xa0;: cet algorithme n’essaie que les colonnes libres.</translation>
    </message>
    <message>
        <source>This algorithm never refuses a square: it crosses off the attacked squares itself.</source>
        <translation>Cet algorithme ne refuse jamais de case&#xa0;: il raye lui-même les cases attaquées.</translation>
    </message>
    <message>
        <source>The algorithm chose another row or column to fill next.</source>
        <translation>L’algorithme a choisi une autre rangée ou colonne à remplir.</translation>
    </message>
    <message>
        <source>No other queen attacks the queen on %1: the algorithm keeps it.</source>
        <translation>Aucune autre dame n’attaque la dame de %1&#xa0;: l’algorithme la garde.</translation>
    </message>
    <message>
        <source>Finished!</source>
        <translation>Terminé&#xa0;!</translation>
    </message>
    <message>
        <source>You have reached the end of this task. Go back to the tasks for the next one, or hand in.</source>
        <translation>Vous êtes à la fin de cet exercice. Revenez aux exercices pour le suivant, ou rendez le devoir.</translation>
    </message>
    <message>
        <source>Steps done</source>
        <translation>Étapes faites</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Erreurs</translation>
    </message>
    <message>
        <source>Steps shown</source>
        <translation>Étapes montrées</translation>
    </message>
    <message>
        <source>This homework has too many steps to keep. Hand it in now.</source>
        <translation>Ce devoir a trop d’étapes pour les garder. Rendez-le maintenant.</translation>
    </message>
    <message>
        <source>Your board, %1 by %1 squares</source>
        <translation>Votre échiquier, %1 sur %1 cases</translation>
    </message>
    <message>
        <source>queen</source>
        <comment>homework page: on a square</comment>
        <translation>dame</translation>
    </message>
    <message>
        <source>refused</source>
        <comment>homework page: a square</comment>
        <translation>refusée</translation>
    </message>
    <message>
        <source>your last step</source>
        <comment>homework page: a square</comment>
        <translation>votre dernière étape</translation>
    </message>
    <message>
        <source>attacks the square of your step</source>
        <comment>homework page: a queen</comment>
        <translation>attaque la case de votre étape</translation>
    </message>
    <message>
        <source>the right step</source>
        <comment>homework page: a square</comment>
        <translation>la bonne étape</translation>
    </message>
    <message>
        <source>Refused square</source>
        <translation>Case refusée</translation>
    </message>
    <message>
        <source>Your step</source>
        <translation>Votre étape</translation>
    </message>
    <message>
        <source>Queen that attacks it</source>
        <translation>Dame qui l’attaque</translation>
    </message>
    <message>
        <source>The right step</source>
        <translation>La bonne étape</translation>
    </message>
    <message>
        <source>Row %1: on which square will the algorithm place the next queen? Tap it.</source>
        <translation>Rangée %1&#xa0;: sur quelle case l’algorithme placera-t-il la dame suivante&#xa0;? Touchez-la.</translation>
    </message>
    <message>
        <source>%1 is refused. Which queen attacks it? Tap the queen.</source>
        <translation>%1 est refusée. Quelle dame l’attaque&#xa0;? Touchez la dame.</translation>
    </message>
    <message>
        <source>What does the algorithm do next?</source>
        <translation>Que fait l’algorithme ensuite&#xa0;?</translation>
    </message>
    <message>
        <source>How many more queens will row %1 place before the search leaves it?</source>
        <translation>Combien de dames la rangée %1 placera-t-elle encore avant que la recherche la quitte&#xa0;?</translation>
    </message>
    <message>
        <source>The next queen goes on %1. Will it be part of a solution?</source>
        <translation>La dame suivante va sur %1. Fera-t-elle partie d’une solution&#xa0;?</translation>
    </message>
    <message>
        <source>Row %1: which square has the fewest attackers? Tap it.</source>
        <translation>Rangée %1&#xa0;: quelle case a le moins d’attaquants&#xa0;? Touchez-la.</translation>
    </message>
    <message>
        <source>Which row will the search fill next? Tap a square of it.</source>
        <translation>Quelle rangée la recherche remplira-t-elle ensuite&#xa0;? Touchez une de ses cases.</translation>
    </message>
    <message>
        <source>Which row or column will the search fill next? Pick it below.</source>
        <comment>homework page: dancing links may choose a column too</comment>
        <translation>Quelle rangée ou colonne la recherche remplira-t-elle ensuite&#xa0;? Choisissez-la ci-dessous.</translation>
    </message>
    <message>
        <source>Tap a square of the row, or pick the row under the question.</source>
        <comment>homework page: how to answer which row comes next</comment>
        <translation>Touchez une case de la rangée ou choisissez la rangée sous la question.</translation>
    </message>
    <message>
        <source>Pick the row or column under the question.</source>
        <comment>homework page: how to answer which row or column comes next</comment>
        <translation>Choisissez la rangée ou la colonne sous la question.</translation>
    </message>
    <message>
        <source>The queen on %1 leaves a row with no free square. Which row? Tap a square of it.</source>
        <translation>La dame de %1 laisse une rangée sans case libre. Laquelle&#xa0;? Touchez une de ses cases.</translation>
    </message>
    <message>
        <source>Place a queen</source>
        <comment>homework page: an answer to What does the algorithm do next?</comment>
        <translation>Placer une dame</translation>
    </message>
    <message>
        <source>Refuse a square</source>
        <comment>homework page: an answer</comment>
        <translation>Refuser une case</translation>
    </message>
    <message>
        <source>Take a queen back</source>
        <comment>homework page: an answer</comment>
        <translation>Reprendre une dame</translation>
    </message>
    <message>
        <source>A solution</source>
        <comment>homework page: an answer</comment>
        <translation>Une solution</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>row %1</source>
        <comment>homework page: an answer that names a row</comment>
        <translation>rangée %1</translation>
    </message>
    <message>
        <source>Show the answer</source>
        <translation>Montrer la réponse</translation>
    </message>
    <message>
        <source>Next question</source>
        <translation>Question suivante</translation>
    </message>
    <message>
        <source>Not right. Try once more.</source>
        <translation>Pas juste. Essayez encore une fois.</translation>
    </message>
    <message>
        <source>The answer: %1.</source>
        <translation>La réponse&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Question at step %1</source>
        <translation>Question à l’étape %1</translation>
    </message>
    <message>
        <source>Questions: %1, right the first time: %2, the second time: %3, shown: %4</source>
        <translation>Questions&#xa0;: %1, justes du premier coup&#xa0;: %2, du deuxième&#xa0;: %3, montrées&#xa0;: %4</translation>
    </message>
    <message>
        <source>Finished. Questions: %1, right the first time: %2, the second time: %3, shown: %4</source>
        <translation>Terminé. Questions&#xa0;: %1, justes du premier coup&#xa0;: %2, du deuxième&#xa0;: %3, montrées&#xa0;: %4</translation>
    </message>
    <message>
        <source>No more questions in this task.</source>
        <translation>Plus de questions dans cet exercice.</translation>
    </message>
    <message>
        <source>The board shows the run before its next step. Answer each question; a wrong first answer gets a second try.</source>
        <translation>L’échiquier montre l’exécution avant son étape suivante. Répondez à chaque question&#xa0;; après une première réponse fausse, vous avez un second essai.</translation>
    </message>
    <message>
        <source>column %1</source>
        <comment>homework page: an answer that names a column</comment>
        <translation>colonne %1</translation>
    </message>
    <message>
        <source>No score: look through the %1 solutions.</source>
        <translation>Sans note&#xa0;: parcourez les %1 solutions.</translation>
    </message>
    <message>
        <source>Solution %1 of %2</source>
        <translation>Solution %1 sur %2</translation>
    </message>
    <message>
        <source>Previous</source>
        <comment>homework page: the solution before</comment>
        <translation>Précédente</translation>
    </message>
    <message>
        <source>Next</source>
        <comment>homework page: the next solution</comment>
        <translation>Suivante</translation>
    </message>
    <message>
        <source>Queens on %1</source>
        <comment>homework page: a list of squares</comment>
        <translation>Dames sur %1</translation>
    </message>
</context>
<context>
    <name>HomeworkReplay</name>
    <message>
        <source>Action %1 is for task %2, which the homework does not have.</source>
        <translation>L&apos;action %1 concerne l&apos;exercice %2, que le devoir n&apos;a pas.</translation>
    </message>
    <message>
        <source>Action %1 is not one that task %2 has.</source>
        <translation>L&apos;action %1 n&apos;existe pas dans l&apos;exercice %2.</translation>
    </message>
    <message>
        <source>Action %1 is off the board of task %2.</source>
        <translation>L&apos;action %1 est hors de l&apos;échiquier de l&apos;exercice %2.</translation>
    </message>
    <message>
        <source>Action %1 comes after the end of task %2.</source>
        <translation>L&apos;action %1 vient après la fin de l&apos;exercice %2.</translation>
    </message>
    <message>
        <source>Action %1 answers a question that is not open in task %2 (at step %3).</source>
        <translation>L&apos;action %1 répond à une question qui n&apos;est pas ouverte dans l&apos;exercice %2 (à l&apos;étape %3).</translation>
    </message>
    <message>
        <source>The homework &quot;%1&quot; (%2) was not given from this program: it is not among the homeworks exported here.</source>
        <translation>Le devoir « %1 » (%2) n&apos;a pas été donné par ce programme : il n&apos;est pas parmi les devoirs exportés ici.</translation>
    </message>
    <message>
        <source>The file&apos;s tasks are not those of the homework &quot;%1&quot; as it was given.</source>
        <translation>Les exercices du fichier ne sont pas ceux du devoir « %1 » tel qu&apos;il a été donné.</translation>
    </message>
    <message>
        <source>The file says %1 right steps in task %2; its steps make %3.</source>
        <translation>Le fichier indique %1 pas justes dans l&apos;exercice %2 ; ses actions en donnent %3.</translation>
    </message>
    <message>
        <source>The file says %1 steps shown in task %2; its steps make %3.</source>
        <translation>Le fichier indique %1 pas montrés dans l&apos;exercice %2 ; ses actions en donnent %3.</translation>
    </message>
    <message>
        <source>The file says %1 mistakes in task %2; its steps make %3.</source>
        <translation>Le fichier indique %1 erreurs dans l&apos;exercice %2 ; ses actions en donnent %3.</translation>
    </message>
    <message>
        <source>The file says task %1 is finished; its steps do not finish it.</source>
        <translation>Le fichier indique que l&apos;exercice %1 est terminé ; ses actions ne le terminent pas.</translation>
    </message>
    <message>
        <source>The file says task %1 is not finished; its steps finish it.</source>
        <translation>Le fichier indique que l&apos;exercice %1 n&apos;est pas terminé ; ses actions le terminent.</translation>
    </message>
    <message>
        <source>The file says %1 questions answered in task %2; its answers make %3.</source>
        <translation>Le fichier indique %1 questions répondues dans l&apos;exercice %2 ; ses réponses en donnent %3.</translation>
    </message>
    <message>
        <source>The file says %1 right at the first try in task %2; its answers make %3.</source>
        <translation>Le fichier indique %1 justes au premier essai dans l&apos;exercice %2 ; ses réponses en donnent %3.</translation>
    </message>
    <message>
        <source>The file says %1 right at the second try in task %2; its answers make %3.</source>
        <translation>Le fichier indique %1 justes au deuxième essai dans l&apos;exercice %2 ; ses réponses en donnent %3.</translation>
    </message>
    <message>
        <source>The file says %1 answers revealed in task %2; its answers make %3.</source>
        <translation>Le fichier indique %1 réponses révélées dans l&apos;exercice %2 ; ses réponses en donnent %3.</translation>
    </message>
    <message>
        <source>Action %1 goes back to step %2 of task %3 after step %4: the questions come in the order of the run.</source>
        <translation>L&apos;action %1 revient à l&apos;étape %2 de l&apos;exercice %3 après l&apos;étape %4 : les questions viennent dans l&apos;ordre du déroulement.</translation>
    </message>
</context>
<context>
    <name>HomeworkResultFile</name>
    <message>
        <source>The file is damaged: %1 is missing or not as the format allows.</source>
        <translation>Le fichier est endommagé : %1 manque ou n&apos;est pas conforme au format.</translation>
    </message>
    <message>
        <source>The file cannot be read: %1.</source>
        <translation>Impossible de lire le fichier : %1.</translation>
    </message>
    <message>
        <source>The file is larger than %1 MB: it is not a results file.</source>
        <translation>Le fichier dépasse %1 Mo : ce n&apos;est pas un fichier de résultats.</translation>
    </message>
    <message>
        <source>The file is not a homework results file: its text is not JSON.</source>
        <translation>Le fichier n&apos;est pas un fichier de résultats de devoir : son texte n&apos;est pas du JSON.</translation>
    </message>
    <message>
        <source>The file is not a homework results file.</source>
        <translation>Le fichier n&apos;est pas un fichier de résultats de devoir.</translation>
    </message>
    <message>
        <source>The file is of another version of the results format; this program reads version %1.</source>
        <translation>Le fichier est d&apos;une autre version du format de résultats ; ce programme lit la version %1.</translation>
    </message>
    <message>
        <source>The file is damaged: its fields are not those of the format.</source>
        <translation>Le fichier est endommagé : ses champs ne sont pas ceux du format.</translation>
    </message>
    <message>
        <source>The file is damaged: %1</source>
        <translation>Le fichier est endommagé : %1</translation>
    </message>
    <message>
        <source>The file holds %1 actions; a homework has at most %2.</source>
        <translation>Le fichier contient %1 actions ; un devoir en a au plus %2.</translation>
    </message>
    <message>
        <source>The times go back at action %1: %2 ms after %3 ms.</source>
        <translation>Le temps recule à l&apos;action %1 : %2 ms après %3 ms.</translation>
    </message>
</context>
<context>
    <name>HomeworkResultsModel</name>
    <message>
        <source>Pupil</source>
        <translation>Élève</translation>
    </message>
    <message>
        <source>Homework</source>
        <translation>Devoir</translation>
    </message>
    <message>
        <source>Task %1</source>
        <translation>Exercice %1</translation>
    </message>
    <message>
        <source>Be the solver: %1 on %2 x %2</source>
        <translation>Être le solveur : %1 sur %2 × %2</translation>
    </message>
    <message>
        <source>Predict: %1 on %2 x %2</source>
        <translation>Prédire : %1 sur %2 × %2</translation>
    </message>
    <message>
        <source>Browse the solutions of %1 x %1</source>
        <translation>Parcourir les solutions de %1 × %1</translation>
    </message>
</context>
<context>
    <name>HomeworkSpec</name>
    <message>
        <source>The homework&apos;s %1 must be a whole number from %2 to %3.</source>
        <translation>Le champ %1 du devoir doit être un nombre entier de %2 à %3.</translation>
    </message>
    <message>
        <source>The homework&apos;s %1 must be true or false.</source>
        <translation>Le champ %1 du devoir doit être true ou false.</translation>
    </message>
    <message>
        <source>The homework&apos;s %1 must be plain text of at most %2 characters.</source>
        <translation>Le champ %1 du devoir doit être du texte simple d’au plus %2 caractères.</translation>
    </message>
    <message>
        <source>The homework&apos;s %1 must be one of: %2.</source>
        <translation>Le champ %1 du devoir doit être l’un de ceux-ci&#xa0;: %2.</translation>
    </message>
    <message>
        <source>The homework has no %1.</source>
        <translation>Il manque au devoir le champ %1.</translation>
    </message>
    <message>
        <source>The homework has a field this program does not know: %1.</source>
        <translation>Le devoir a un champ que ce programme ne connaît pas&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The homework&apos;s %1 must be an object.</source>
        <translation>Le champ %1 du devoir doit être un objet.</translation>
    </message>
    <message>
        <source>This is not a homework of this program (format &quot;%1&quot;, version %2).</source>
        <translation>Ce n’est pas un devoir de ce programme (format «&#xa0;%1&#xa0;», version %2).</translation>
    </message>
    <message>
        <source>The homework&apos;s id must be 16 lower-case hexadecimal digits.</source>
        <translation>L’identifiant (id) du devoir doit comporter 16 chiffres hexadécimaux en minuscules.</translation>
    </message>
    <message>
        <source>The homework must have a list of 1 to %1 tasks.</source>
        <translation>Le devoir doit avoir une liste de 1 à %1 exercices.</translation>
    </message>
</context>
<context>
    <name>ImageWriter</name>
    <message>
        <source>Cannot encode the image for %1</source>
        <translation>Impossible d&apos;encoder l&apos;image pour %1</translation>
    </message>
</context>
<context>
    <name>KeyNames</name>
    <message>
        <source>%1+wheel</source>
        <comment>%1: a key held while turning the mouse wheel, such as Ctrl</comment>
        <translation>%1+molette</translation>
    </message>
</context>
<context>
    <name>LaneView</name>
    <message>
        <source>Steps</source>
        <translation>Étapes</translation>
    </message>
    <message>
        <source>Placements</source>
        <translation>Placements</translation>
    </message>
    <message>
        <source>Backtracks</source>
        <translation>Retours arrière</translation>
    </message>
    <message>
        <source>Rejections</source>
        <translation>Refus</translation>
    </message>
    <message>
        <source>Prunes</source>
        <translation>Élagages</translation>
    </message>
    <message>
        <source>Solutions</source>
        <translation>Solutions</translation>
    </message>
    <message>
        <source>Tree nodes</source>
        <translation>Nœuds de l’arbre</translation>
    </message>
    <message>
        <source>Board &amp;%1:</source>
        <translation>Échiquier &amp;%1&#xa0;:</translation>
    </message>
    <message>
        <source>Board %1</source>
        <translation>Échiquier %1</translation>
    </message>
    <message>
        <source>Algorithm of board %1</source>
        <translation>Algorithme de l’échiquier %1</translation>
    </message>
    <message>
        <source>Chessboard of board %1</source>
        <translation>Échiquier %1, plateau</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Terminé</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>System language (%1)</source>
        <translation>Langue du système (%1)</translation>
    </message>
    <message>
        <source>Speak the language of the desktop</source>
        <translation>Utiliser la langue du bureau</translation>
    </message>
    <message>
        <source>Switch the program to %1</source>
        <translation>Passer le programme en %1</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <source>No lesson open: File &gt; Add scene starts one.</source>
        <translation>Aucune leçon ouverte&#xa0;: Fichier &gt; Ajouter une scène en commence une.</translation>
    </message>
    <message>
        <source>Scene %1 of %2</source>
        <translation>Scène %1 sur %2</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Presentation</source>
        <translation>&amp;Présentation</translation>
    </message>
    <message>
        <source>Larger text and a layout for a projector: the board and the pseudocode large</source>
        <translation>Texte plus grand et disposition pour projecteur&#xa0;: l&apos;échiquier et le pseudo-code en grand</translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation>Plein &amp;écran</translation>
    </message>
    <message>
        <source>Show the window on the whole screen</source>
        <translation>Afficher la fenêtre sur tout l&apos;écran</translation>
    </message>
    <message>
        <source>&amp;Larger text</source>
        <translation>Texte plus &amp;grand</translation>
    </message>
    <message>
        <source>Larger text in every panel</source>
        <translation>Texte plus grand dans tous les panneaux</translation>
    </message>
    <message>
        <source>&amp;Smaller text</source>
        <translation>Texte plus &amp;petit</translation>
    </message>
    <message>
        <source>Smaller text in every panel</source>
        <translation>Texte plus petit dans tous les panneaux</translation>
    </message>
    <message>
        <source>N-Queens Visualizer</source>
        <translation>N-Queens Visualizer</translation>
    </message>
    <message>
        <source>Counters</source>
        <translation>Compteurs</translation>
    </message>
    <message>
        <source>Pseudocode</source>
        <translation>Pseudo-code</translation>
    </message>
    <message>
        <source>Variables</source>
        <translation>Variables</translation>
    </message>
    <message>
        <source>Call stack</source>
        <translation>Pile d&apos;appels</translation>
    </message>
    <message>
        <source>Search tree</source>
        <translation>Arbre de recherche</translation>
    </message>
    <message>
        <source>Solutions</source>
        <translation>Solutions</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Exécution</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Affic&amp;hage</translation>
    </message>
    <message>
        <source>Show or hide the %1 panel</source>
        <translation>Afficher ou masquer le panneau %1</translation>
    </message>
    <message>
        <source>Close the program</source>
        <translation>Fermer le programme</translation>
    </message>
    <message>
        <source>What the search just did</source>
        <translation>Ce que la recherche vient de faire</translation>
    </message>
    <message>
        <source>Chessboard</source>
        <translation>Échiquier</translation>
    </message>
    <message>
        <source>Brea&amp;kpoints</source>
        <translation>Po&amp;ints d&apos;arrêt</translation>
    </message>
    <message>
        <source>&amp;Puzzle</source>
        <translation>&amp;Casse-tête</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Predict</source>
        <translation>Prédire</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Entraînement</translation>
    </message>
    <message>
        <source>Co&amp;mpare algorithms...</source>
        <translation>Co&amp;mparer les algorithmes...</translation>
    </message>
    <message>
        <source>Two to four algorithms side by side on boards of the same size</source>
        <translation>De deux à quatre algorithmes côte à côte sur des échiquiers de même taille</translation>
    </message>
    <message>
        <source>Session not opened</source>
        <translation>Session non ouverte</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Leçon</translation>
    </message>
    <message>
        <source>The remembered window layout could not be restored: the default layout is shown.</source>
        <translation>La disposition de fenêtre mémorisée n&apos;a pas pu être rétablie&#xa0;: la disposition par défaut est affichée.</translation>
    </message>
    <message>
        <source>Session not saved</source>
        <translation>Session non enregistrée</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>Class not opened</source>
        <translation>Classe non ouverte</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>The class&apos;s latest results could not be written: %1

Quit anyway?</source>
        <translation>Les derniers résultats de la classe n&apos;ont pas pu être écrits&#xa0;: %1

Quitter quand même&#xa0;?</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <source>along the column</source>
        <translation>par la colonne</translation>
    </message>
    <message>
        <source>along the diagonal</source>
        <translation>par la diagonale</translation>
    </message>
    <message>
        <source>along the anti-diagonal</source>
        <translation>par l&apos;anti-diagonale</translation>
    </message>
    <message>
        <source>Refused: the queen on %1 attacks it %2.</source>
        <translation>Refus&#xa0;: la dame en %1 attaque cette case %2.</translation>
    </message>
    <message>
        <source>Finished: the %1 x %1 board has no solution; every square was tried.</source>
        <translation>Terminé&#xa0;: l&apos;échiquier %1 x %1 n&apos;a aucune solution&#xa0;; toutes les cases ont été essayées.</translation>
    </message>
    <message numerus="yes">
        <source>Finished: %1 solution(s) found.</source>
        <translation>
            <numerusform>Terminé&#xa0;: %1 solution trouvée.</numerusform>
            <numerusform>Terminé&#xa0;: %1 solutions trouvées.</numerusform>
        </translation>
    </message>
    <message>
        <source>Queen placed on %1.</source>
        <translation>Dame placée en %1.</translation>
    </message>
    <message>
        <source>Backtrack: queen removed from %1.</source>
        <translation>Retour arrière&#xa0;: la dame en %1 est retirée.</translation>
    </message>
    <message>
        <source>Square %1 refused: the queen on %2 attacks it %3.</source>
        <translation>Case refusée en %1&#xa0;: la dame en %2 l&apos;attaque %3.</translation>
    </message>
    <message>
        <source>Solution %1 found.</source>
        <translation>Solution %1 trouvée.</translation>
    </message>
    <message>
        <source>Ready: %1 x %1 board, %2. Press Space to play or Right to step.</source>
        <translation>Prêt&#xa0;: échiquier %1 x %1, %2. Appuyez sur Espace pour lancer la lecture ou sur Droite pour avancer d&apos;une étape.</translation>
    </message>
    <message numerus="yes">
        <source>Finished: solved after %n move(s); no queen is attacked.</source>
        <translation>
            <numerusform>Terminé&#xa0;: résolu après %n déplacement&#xa0;; aucune dame n&apos;est attaquée.</numerusform>
            <numerusform>Terminé&#xa0;: résolu après %n déplacements&#xa0;; aucune dame n&apos;est attaquée.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Start: queen placed on %1, where the queens above attack it least (%n attacking pair(s) so far).</source>
        <translation>
            <numerusform>Départ&#xa0;: dame placée en %1, là où les dames au-dessus l&apos;attaquent le moins (%n paire qui s&apos;attaque jusqu&apos;ici).</numerusform>
            <numerusform>Départ&#xa0;: dame placée en %1, là où les dames au-dessus l&apos;attaquent le moins (%n paires qui s&apos;attaquent jusqu&apos;ici).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %1: queen put on %2, attacked by %3; %n attacking pair(s) left.</source>
        <translation>
            <numerusform>Déplacement %1&#xa0;: dame posée en %2, attaquée par %3&#xa0;; il reste %n paire qui s&apos;attaque.</numerusform>
            <numerusform>Déplacement %1&#xa0;: dame posée en %2, attaquée par %3&#xa0;; il reste %n paires qui s&apos;attaquent.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n queen(s)</source>
        <translation>
            <numerusform>%n dame</numerusform>
            <numerusform>%n dames</numerusform>
        </translation>
    </message>
    <message>
        <source>Move %1: the queen on %2 is attacked by %3; it is lifted to find the square of its row with the fewest attackers.</source>
        <translation>Déplacement %1&#xa0;: la dame en %2 est attaquée par %3&#xa0;; elle est soulevée pour trouver la case de sa rangée qui a le moins d&apos;attaquants.</translation>
    </message>
    <message>
        <source>Solution found: no queen is attacked.</source>
        <translation>Solution trouvée&#xa0;: aucune dame n&apos;est attaquée.</translation>
    </message>
    <message>
        <source>Ready: %1 x %1 board, %2 (seed %3). Press Space to play or Right to step.</source>
        <translation>Prêt&#xa0;: échiquier %1 x %1, %2 (graine %3). Appuyez sur Espace pour lancer la lecture ou sur Droite pour avancer d&apos;une étape.</translation>
    </message>
    <message>
        <source>no queen</source>
        <translation>aucune dame</translation>
    </message>
    <message numerus="yes">
        <source>Gave up after %n move(s).</source>
        <translation>
            <numerusform>Abandon après %n déplacement.</numerusform>
            <numerusform>Abandon après %n déplacements.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n attacking pair(s) left (%1 x %1 has no solution, or the search got stuck).</source>
        <translation>
            <numerusform>Il reste %n paire qui s&apos;attaque (l&apos;échiquier %1 x %1 n&apos;a pas de solution, ou la recherche s&apos;est enlisée).</numerusform>
            <numerusform>Il reste %n paires qui s&apos;attaquent (l&apos;échiquier %1 x %1 n&apos;a pas de solution, ou la recherche s&apos;est enlisée).</numerusform>
        </translation>
    </message>
    <message>
        <source>Breakpoint: paused on a solution.</source>
        <translation>Point d&apos;arrêt&#xa0;: pause sur une solution.</translation>
    </message>
    <message>
        <source>Breakpoint: paused on a backtrack.</source>
        <translation>Point d&apos;arrêt&#xa0;: pause sur un retour arrière.</translation>
    </message>
    <message>
        <source>Breakpoint: paused at depth %1.</source>
        <translation>Point d&apos;arrêt&#xa0;: pause à la profondeur %1.</translation>
    </message>
    <message>
        <source>%1 takes boards up to %2 x %2: N went from %3 to %2.</source>
        <translation>%1 accepte les échiquiers jusqu&apos;à %2 x %2&#xa0;: N est passé de %3 à %2.</translation>
    </message>
    <message>
        <source>Refused: the given queen on %1 attacks it %2.</source>
        <translation>Refus&#xa0;: la dame donnée en %1 attaque cette case %2.</translation>
    </message>
    <message>
        <source>A full run: the given queens are gone.</source>
        <translation>Une recherche complète&#xa0;: les dames données ont disparu.</translation>
    </message>
    <message>
        <source>Finished: no solution contains the given queens; every free square was tried.</source>
        <translation>Terminé&#xa0;: aucune solution ne contient les dames données&#xa0;; toutes les cases libres ont été essayées.</translation>
    </message>
    <message numerus="yes">
        <source>Finished: %1 solution(s) contain the given queens.</source>
        <translation>
            <numerusform>Terminé&#xa0;: %1 solution contient les dames données.</numerusform>
            <numerusform>Terminé&#xa0;: %1 solutions contiennent les dames données.</numerusform>
        </translation>
    </message>
    <message>
        <source>Square %1 refused: the given queen on %2 attacks it %3.</source>
        <translation>Case refusée en %1&#xa0;: la dame donnée en %2 l&apos;attaque %3.</translation>
    </message>
    <message>
        <source>Ready: %1 from your board, the given queens (%2) fixed. Press Space to play or Right to step.</source>
        <translation>Prêt&#xa0;: %1 à partir de votre échiquier, les dames données (%2) fixes. Appuyez sur Espace pour lancer la lecture ou sur Droite pour avancer d&apos;une étape.</translation>
    </message>
    <message>
        <source>Row %1 has no square left: the queen on %2 attacks all of them.</source>
        <translation>La rangée %1 n&apos;a plus de case&#xa0;: la dame en %2 les attaque toutes.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a list of squares</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last two of a list of squares</comment>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>Row %1 has no square left: the queens on %2 attack all of them.</source>
        <translation>La rangée %1 n&apos;a plus de case&#xa0;: les dames en %2 les attaquent toutes.</translation>
    </message>
    <message>
        <source>MRV chooses row %1: it has the fewest squares left (%2).</source>
        <translation>MRV choisit la rangée %1&#xa0;: c&apos;est elle qui a le moins de cases restantes (%2).</translation>
    </message>
    <message>
        <source>Row %1 has no option left: the search backs up.</source>
        <translation>La rangée %1 n&apos;a plus d&apos;option&#xa0;: la recherche revient en arrière.</translation>
    </message>
    <message>
        <source>Column %1 has no option left: the search backs up.</source>
        <translation>La colonne %1 n&apos;a plus d&apos;option&#xa0;: la recherche revient en arrière.</translation>
    </message>
    <message>
        <source>Row %1 chosen: it has the fewest options left (%2).</source>
        <translation>Rangée %1 choisie&#xa0;: c&apos;est elle qui a le moins d&apos;options (%2).</translation>
    </message>
    <message>
        <source>Column %1 chosen: it has the fewest options left (%2).</source>
        <translation>Colonne %1 choisie&#xa0;: c&apos;est elle qui a le moins d&apos;options (%2).</translation>
    </message>
    <message>
        <source>Square %1 pruned: the queen on %2 attacks it %3.</source>
        <translation>Case %1 élaguée&#xa0;: la dame en %2 l&apos;attaque %3.</translation>
    </message>
    <message>
        <source>Start: no queen placed yet (seed %1).</source>
        <translation>Départ&#xa0;: aucune dame placée pour l&apos;instant (graine %1).</translation>
    </message>
    <message>
        <source>Start: the given queens (%1) fixed.</source>
        <translation>Départ&#xa0;: les dames données (%1) fixes.</translation>
    </message>
    <message>
        <source>Start: no queen placed yet.</source>
        <translation>Départ&#xa0;: aucune dame placée pour l&apos;instant.</translation>
    </message>
</context>
<context>
    <name>OutputFile</name>
    <message>
        <source>no file name was given</source>
        <translation>aucun nom de fichier n&apos;a été donné</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>c&apos;est un dossier, pas un fichier</translation>
    </message>
    <message>
        <source>it is a disk (a block device), not a file</source>
        <translation>c&apos;est un disque (un périphérique bloc), pas un fichier</translation>
    </message>
    <message>
        <source>it is a socket, not a file</source>
        <translation>c&apos;est un socket, pas un fichier</translation>
    </message>
    <message>
        <source>it is not a file</source>
        <translation>ce n&apos;est pas un fichier</translation>
    </message>
    <message>
        <source>the symbolic link cannot be read</source>
        <translation>le lien symbolique ne peut pas être lu</translation>
    </message>
    <message>
        <source>the device is full</source>
        <translation>le périphérique est plein</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>le disque est plein</translation>
    </message>
    <message>
        <source>the disk quota is used up</source>
        <translation>le quota de disque est épuisé</translation>
    </message>
    <message>
        <source>the file would be larger than this system allows</source>
        <translation>le fichier serait plus grand que ce que ce système permet</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>permission refusée</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>le disque est en lecture seule</translation>
    </message>
    <message>
        <source>the folder %1 does not exist</source>
        <translation>le dossier %1 n&apos;existe pas</translation>
    </message>
    <message>
        <source>a part of the path is not a folder</source>
        <translation>une partie du chemin n&apos;est pas un dossier</translation>
    </message>
    <message>
        <source>the path is a loop of symbolic links</source>
        <translation>le chemin est une boucle de liens symboliques</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>le nom est trop long</translation>
    </message>
    <message>
        <source>the program reading from the pipe has stopped</source>
        <translation>le programme qui lit le tube s’est arrêté</translation>
    </message>
    <message>
        <source>no program is reading from the pipe</source>
        <translation>aucun programme ne lit le tube</translation>
    </message>
    <message>
        <source>the device reported an input/output error</source>
        <translation>le périphérique a signalé une erreur d&apos;entrée/sortie</translation>
    </message>
    <message>
        <source>cannot write &apos;%1&apos;: %2</source>
        <translation>impossible d&apos;écrire &apos;%1&apos;&#xa0;: %2</translation>
    </message>
    <message>
        <source>the file is not open</source>
        <translation>le fichier n&apos;est pas ouvert</translation>
    </message>
    <message>
        <source>only %1 of %2 bytes reached the disk</source>
        <translation>seuls %1 octets sur %2 ont atteint le disque</translation>
    </message>
    <message>
        <source>standard output is closed</source>
        <translation>la sortie standard est fermée</translation>
    </message>
    <message>
        <source>the open file %1 it names is closed</source>
        <translation>le fichier ouvert %1 qu’il désigne est fermé</translation>
    </message>
    <message>
        <source>it is a symbolic link, which is not followed here</source>
        <translation>c&apos;est un lien symbolique, qui n&apos;est pas suivi ici</translation>
    </message>
    <message>
        <source>it is a device or a pipe, not a file</source>
        <translation>c&apos;est un périphérique ou un tube, pas un fichier</translation>
    </message>
    <message>
        <source>a file of that name already exists</source>
        <translation>un fichier de ce nom existe déjà</translation>
    </message>
</context>
<context>
    <name>PageText</name>
    <message>
        <source>N-Queens class</source>
        <translation>Classe des N dames</translation>
    </message>
    <message>
        <source>Join the class</source>
        <translation>Rejoindre la classe</translation>
    </message>
    <message>
        <source>Class code</source>
        <translation>Code de la classe</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Votre prénom</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Rejoindre</translation>
    </message>
    <message>
        <source>Choose a name for me</source>
        <translation>Choisir un nom pour moi</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Connexion…</translation>
    </message>
    <message>
        <source>The connection is lost. Connecting again…</source>
        <translation>La connexion est perdue. Nouvelle connexion…</translation>
    </message>
    <message>
        <source>The class cannot be reached. Check the address and try again.</source>
        <translation>La classe est injoignable. Vérifiez l’adresse et réessayez.</translation>
    </message>
    <message>
        <source>Type the class code from the board.</source>
        <translation>Tapez le code de la classe affiché au tableau.</translation>
    </message>
    <message>
        <source>You are %1</source>
        <comment>pupils&apos; page: the pupil&apos;s name</comment>
        <translation>Vous êtes %1</translation>
    </message>
    <message>
        <source>Leave the class</source>
        <translation>Quitter la classe</translation>
    </message>
    <message>
        <source>No question is open. Watch the board.</source>
        <translation>Aucune question n’est ouverte. Regardez l’échiquier.</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Question</translation>
    </message>
    <message>
        <source>Vote again</source>
        <translation>Voter à nouveau</translation>
    </message>
    <message>
        <source>New question: %1</source>
        <translation>Nouvelle question&#xa0;: %1</translation>
    </message>
    <message>
        <source>Tap a square on the board to answer.</source>
        <translation>Touchez une case de l’échiquier pour répondre.</translation>
    </message>
    <message>
        <source>Choose an answer.</source>
        <translation>Choisissez une réponse.</translation>
    </message>
    <message>
        <source>You have not answered yet.</source>
        <translation>Vous n’avez pas encore répondu.</translation>
    </message>
    <message>
        <source>Sending your answer: %1…</source>
        <translation>Envoi de votre réponse&#xa0;: %1…</translation>
    </message>
    <message>
        <source>Your answer: %1. You can change it until the teacher reveals the answer.</source>
        <translation>Votre réponse&#xa0;: %1. Vous pouvez la changer jusqu’à ce que l’enseignant montre la solution.</translation>
    </message>
    <message>
        <source>Your answer: %1.</source>
        <translation>Votre réponse&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>Juste&#xa0;!</translation>
    </message>
    <message>
        <source>Not right.</source>
        <translation>Pas juste.</translation>
    </message>
    <message>
        <source>You did not answer.</source>
        <translation>Vous n’avez pas répondu.</translation>
    </message>
    <message>
        <source>The right answer: %1.</source>
        <translation>La bonne réponse&#xa0;: %1.</translation>
    </message>
    <message>
        <source>right answer</source>
        <comment>pupils&apos; page: on the right option&apos;s button</comment>
        <translation>bonne réponse</translation>
    </message>
    <message>
        <source>The board, %1 by %1 squares</source>
        <translation>L’échiquier, %1 cases sur %1</translation>
    </message>
    <message>
        <source>Queens on %1</source>
        <translation>Dames en %1</translation>
    </message>
    <message>
        <source>No queen on the board</source>
        <translation>Aucune dame sur l’échiquier</translation>
    </message>
    <message>
        <source>%1 is refused: the queen on %2 attacks it</source>
        <translation>%1 est refusée&#xa0;: la dame en %2 l’attaque</translation>
    </message>
    <message>
        <source>Row %1 is worked on</source>
        <translation>La rangée %1 est en cours</translation>
    </message>
    <message>
        <source>Row worked on</source>
        <translation>Rangée en cours</translation>
    </message>
    <message>
        <source>Refused square</source>
        <translation>Case refusée</translation>
    </message>
    <message>
        <source>Queen that attacks it</source>
        <translation>Dame qui l’attaque</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Votre réponse</translation>
    </message>
    <message>
        <source>Right answer</source>
        <translation>Bonne réponse</translation>
    </message>
    <message>
        <source>The teacher has closed the class.</source>
        <translation>L’enseignant a fermé la classe.</translation>
    </message>
    <message>
        <source>The teacher has removed you from the class.</source>
        <translation>L’enseignant vous a retiré de la classe.</translation>
    </message>
    <message>
        <source>Join again</source>
        <translation>Rejoindre à nouveau</translation>
    </message>
    <message>
        <source>Your own board</source>
        <translation>Votre propre échiquier</translation>
    </message>
    <message>
        <source>Tap an empty square to place the next queen, tap a queen to take it back. The arrow keys move between the squares.</source>
        <translation>Touchez une case vide pour poser la dame suivante, touchez une dame pour la reprendre. Les flèches du clavier passent d’une case à l’autre.</translation>
    </message>
    <message>
        <source>Your board, %1 by %1 squares</source>
        <translation>Votre échiquier, %1 cases sur %1</translation>
    </message>
    <message>
        <source>Show me</source>
        <comment>pupils&apos; page: do the next step for me</comment>
        <translation>Montrez-moi</translation>
    </message>
    <message>
        <source>What a tap does</source>
        <comment>pupils&apos; page: the group of the Place and Refuse buttons</comment>
        <translation>Ce que fait un toucher</translation>
    </message>
    <message>
        <source>Place queens</source>
        <comment>pupils&apos; page: the tool that places (and takes back) queens</comment>
        <translation>Poser des dames</translation>
    </message>
    <message>
        <source>Refuse squares</source>
        <comment>pupils&apos; page: the tool that refuses squares</comment>
        <translation>Refuser des cases</translation>
    </message>
    <message>
        <source>Tapping a square places a queen; tapping a queen takes it back.</source>
        <translation>Toucher une case pose une dame&#xa0;; toucher une dame la reprend.</translation>
    </message>
    <message>
        <source>Refusing: each empty square you tap is refused, until you press %1.</source>
        <comment>pupils&apos; page: %1 is the Place queens button</comment>
        <translation>Refus&#xa0;: chaque case vide que vous touchez est refusée, jusqu’à ce que vous appuyiez sur «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>X or Delete refuses the square with the focus.</source>
        <translation>X ou Suppr refuse la case qui a le focus.</translation>
    </message>
    <message>
        <source>Checking %1…</source>
        <comment>pupils&apos; page: a square</comment>
        <translation>Vérification de %1…</translation>
    </message>
    <message>
        <source>Not so fast: wait for the answer to your last steps.</source>
        <translation>Pas si vite&#xa0;: attendez la réponse à vos dernières étapes.</translation>
    </message>
    <message>
        <source>Steps done</source>
        <translation>Étapes faites</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Erreurs</translation>
    </message>
    <message>
        <source>Steps shown</source>
        <translation>Étapes montrées</translation>
    </message>
    <message>
        <source>Finished!</source>
        <translation>Terminé&#xa0;!</translation>
    </message>
    <message>
        <source>The teacher has ended the seat work.</source>
        <translation>L’enseignant a terminé le travail individuel.</translation>
    </message>
    <message>
        <source>queen</source>
        <comment>pupils&apos; page: on a square</comment>
        <translation>dame</translation>
    </message>
    <message>
        <source>refused</source>
        <comment>pupils&apos; page: a square</comment>
        <translation>refusée</translation>
    </message>
    <message>
        <source>your last step</source>
        <comment>pupils&apos; page: a square</comment>
        <translation>votre dernière étape</translation>
    </message>
    <message>
        <source>attacks the square of your step</source>
        <comment>pupils&apos; page: a queen</comment>
        <translation>attaque la case de votre étape</translation>
    </message>
    <message>
        <source>the right step</source>
        <comment>pupils&apos; page: a square</comment>
        <translation>la bonne étape</translation>
    </message>
    <message>
        <source>Your step</source>
        <translation>Votre étape</translation>
    </message>
    <message>
        <source>The right step</source>
        <translation>La bonne étape</translation>
    </message>
    <message>
        <source>Leave the class?</source>
        <translation>Quitter la classe&#xa0;?</translation>
    </message>
    <message>
        <source>If you join again, you will be a new pupil.</source>
        <translation>Si vous rejoignez à nouveau la classe, vous serez un nouvel élève.</translation>
    </message>
    <message>
        <source>Stay</source>
        <comment>pupils&apos; page: do not leave the class</comment>
        <translation>Rester</translation>
    </message>
    <message>
        <source>Leave</source>
        <comment>pupils&apos; page: leave the class now</comment>
        <translation>Quitter</translation>
    </message>
</context>
<context>
    <name>PlayController</name>
    <message>
        <source>Place a queen on %1</source>
        <translation>Placer une dame en %1</translation>
    </message>
    <message>
        <source>Remove the queen from %1</source>
        <translation>Retirer la dame en %1</translation>
    </message>
    <message>
        <source>Clear the board</source>
        <translation>Vider l&apos;échiquier</translation>
    </message>
    <message>
        <source>Start from a position</source>
        <translation>Partir d&apos;une position</translation>
    </message>
    <message numerus="yes">
        <source>%n queen(s) left</source>
        <translation>
            <numerusform>%n dame restante</numerusform>
            <numerusform>%n dames restantes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n queen(s) too many</source>
        <translation>
            <numerusform>%n dame en trop</numerusform>
            <numerusform>%n dames en trop</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %n queen(s) placed</source>
        <translation>
            <numerusform>%n dame placée</numerusform>
            <numerusform>Les %n dames placées</numerusform>
        </translation>
    </message>
    <message>
        <source>Solved! Solution %1 of %2, fundamental class %3 of %4.</source>
        <translation>Résolu&#xa0;! Solution %1 sur %2, solution fondamentale %3 sur %4.</translation>
    </message>
    <message>
        <source>Solved! No queen attacks another.</source>
        <translation>Résolu&#xa0;! Aucune dame n&apos;en attaque une autre.</translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) of queens attack each other: remove or move the marked queens.</source>
        <translation>
            <numerusform>%n paire de dames s&apos;attaque mutuellement&#xa0;: retirez ou déplacez les dames marquées.</numerusform>
            <numerusform>%n paires de dames s&apos;attaquent mutuellement&#xa0;: retirez ou déplacez les dames marquées.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Place %n queen(s) so that none attacks another.</source>
        <translation>
            <numerusform>Placez %n dame de sorte qu&apos;aucune n&apos;en attaque une autre.</numerusform>
            <numerusform>Placez %n dames de sorte qu&apos;aucune n&apos;en attaque une autre.</numerusform>
        </translation>
    </message>
    <message>
        <source>No queen attacks another so far.</source>
        <translation>Pour l&apos;instant, aucune dame n&apos;en attaque une autre.</translation>
    </message>
    <message>
        <source>Looking for a hint...</source>
        <translation>Recherche d&apos;un indice...</translation>
    </message>
    <message>
        <source>Hint: a queen on %1 still leads to a solution.</source>
        <translation>Indice&#xa0;: une dame en %1 mène encore à une solution.</translation>
    </message>
    <message>
        <source>No solution from here: no solution keeps all these queens.</source>
        <translation>Aucune solution à partir d&apos;ici&#xa0;: aucune solution ne conserve toutes ces dames.</translation>
    </message>
    <message>
        <source>Remove the conflicting queens first.</source>
        <translation>Retirez d&apos;abord les dames en conflit.</translation>
    </message>
    <message>
        <source>The hint search gave up after %1 tries: place or remove a queen and ask again.</source>
        <translation>La recherche d&apos;indice a abandonné après %1 essais&#xa0;: placez ou retirez une dame, puis redemandez un indice.</translation>
    </message>
    <message>
        <source>Play mode, %1 x %1 board, no queens.</source>
        <translation>Mode jeu, échiquier %1 x %1, aucune dame.</translation>
    </message>
    <message numerus="yes">
        <source>Play mode, %1 x %1 board, %n queen(s): %2.</source>
        <translation>
            <numerusform>Mode jeu, échiquier %1 x %1, %n dame&#xa0;: %2.</numerusform>
            <numerusform>Mode jeu, échiquier %1 x %1, %n dames&#xa0;: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This board&apos;s symmetry class has %n board(s); solutions are numbered only up to %1 x %1.</source>
        <translation>
            <numerusform>La classe de symétrie de cet échiquier compte %n échiquier&#xa0;; les solutions ne sont numérotées que jusqu&apos;à %1 x %1.</numerusform>
            <numerusform>La classe de symétrie de cet échiquier compte %n échiquiers&#xa0;; les solutions ne sont numérotées que jusqu&apos;à %1 x %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Too many queens: a board of %1 x %1 holds at most %1 queens that do not attack each other.</source>
        <translation>Trop de dames&#xa0;: un échiquier %1 x %1 peut accueillir au plus %1 dames qui ne s&apos;attaquent pas.</translation>
    </message>
</context>
<context>
    <name>PlayLayer</name>
    <message>
        <source>%1: click to remove this queen.</source>
        <translation>%1&#xa0;: cliquer pour retirer cette dame.</translation>
    </message>
    <message>
        <source>%1: click to place a queen.</source>
        <translation>%1&#xa0;: cliquer pour placer une dame.</translation>
    </message>
    <message numerus="yes">
        <source>Attacked by the queen(s) on %1.</source>
        <translation>
            <numerusform>Attaquée par la dame en %1.</numerusform>
            <numerusform>Attaquée par les dames en %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayMode</name>
    <message>
        <source>&amp;Play mode</source>
        <translation>Mode &amp;jeu</translation>
    </message>
    <message>
        <source>Place and remove queens yourself (the run pauses; its board comes back when you leave)</source>
        <translation>Placer et retirer les dames vous-même (la recherche se met en pause&#xa0;; son échiquier revient quand vous quittez ce mode)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <source>Show the next safe square that still leads to a solution</source>
        <translation>Afficher la prochaine case sûre qui mène encore à une solution</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>Take back the last change of your board</source>
        <translation>Annuler la dernière modification de votre échiquier</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>Make the change taken back again</source>
        <translation>Refaire la modification annulée</translation>
    </message>
    <message>
        <source>&amp;Clear board</source>
        <translation>&amp;Vider l&apos;échiquier</translation>
    </message>
    <message>
        <source>Take every queen off your board</source>
        <translation>Retirer toutes les dames de votre échiquier</translation>
    </message>
    <message>
        <source>&amp;Start from the run&apos;s board</source>
        <translation>&amp;Partir de l&apos;échiquier de la recherche</translation>
    </message>
    <message>
        <source>Play on from the queens the board shows now</source>
        <translation>Continuer à jouer à partir des dames que l&apos;échiquier affiche maintenant</translation>
    </message>
    <message>
        <source>Play mode works on boards up to %1 x %1</source>
        <translation>Le mode jeu fonctionne sur les échiquiers jusqu&apos;à %1 x %1</translation>
    </message>
    <message>
        <source>&amp;Run from here</source>
        <translation>&amp;Lancer d&apos;ici</translation>
    </message>
    <message>
        <source>Run the chosen backtracker from your queens: their rows stay fixed</source>
        <translation>Lancer le backtracking choisi à partir de vos dames&#xa0;: leurs rangées restent fixes</translation>
    </message>
    <message>
        <source>Your board runs with the backtrackers only; %1 repairs a full board. Choose a backtracker in the Algorithm menu.</source>
        <translation>Votre échiquier ne se lance qu&apos;avec les algorithmes de backtracking&#xa0;; %1 répare un échiquier plein. Choisissez-en un comme algorithme.</translation>
    </message>
    <message>
        <source>along the rank</source>
        <translation>le long de la rangée</translation>
    </message>
    <message>
        <source>The queens on %1 and %2 attack each other %3: the run needs a board where no queen is attacked.</source>
        <translation>Les dames en %1 et %2 s&apos;attaquent %3&#xa0;: la recherche a besoin d&apos;un échiquier où aucune dame n&apos;est attaquée.</translation>
    </message>
</context>
<context>
    <name>PlayPanel</name>
    <message>
        <source>Queens left:</source>
        <translation>Dames restantes&#xa0;:</translation>
    </message>
    <message>
        <source>Attacking pairs:</source>
        <translation>Paires qui s&apos;attaquent&#xa0;:</translation>
    </message>
    <message>
        <source>How many queens are still to be placed</source>
        <translation>Nombre de dames qui restent à placer</translation>
    </message>
    <message>
        <source>Pairs of queens on one line with no queen between them: each attacks the other</source>
        <translation>Paires de dames alignées (rangée, colonne ou diagonale) sans dame entre elles&#xa0;: chacune attaque l&apos;autre</translation>
    </message>
    <message>
        <source>Queens left</source>
        <translation>Dames restantes</translation>
    </message>
    <message>
        <source>Attacking pairs</source>
        <translation>Paires qui s&apos;attaquent</translation>
    </message>
    <message>
        <source>Where your board stands</source>
        <translation>État de votre échiquier</translation>
    </message>
    <message numerus="yes">
        <source>%n too many</source>
        <translation>
            <numerusform>%n en trop</numerusform>
            <numerusform>%n en trop</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose Play mode to place queens yourself; the run waits where it is.</source>
        <translation>Choisissez le mode jeu pour placer vous-même les dames&#xa0;; la recherche attend là où elle en est.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a figure&apos;s caption and the figure, for screen readers</comment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Play mode works on boards up to %1 x %1.</source>
        <translation>Le mode jeu fonctionne sur les échiquiers jusqu&apos;à %1 x %1.</translation>
    </message>
</context>
<context>
    <name>PracticeMode</name>
    <message>
        <source>Choose Be the solver to do the algorithm&apos;s steps yourself: the program checks each one.</source>
        <translation>Choisissez Être le solveur pour faire vous-même les étapes de l&apos;algorithme&#xa0;: le programme vérifie chacune.</translation>
    </message>
    <message>
        <source>Done: the summary is below. Step back or restart to practise again.</source>
        <translation>Terminé&#xa0;: le résumé est plus bas. Reculez ou recommencez pour vous entraîner encore.</translation>
    </message>
    <message>
        <source>Save practice results</source>
        <translation>Enregistrer les résultats de l&apos;entraînement</translation>
    </message>
    <message>
        <source>CSV table (*.csv);;JSON (*.json)</source>
        <translation>Tableau CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Do the algorithm&apos;s steps yourself on the board; each one is checked</source>
        <translation>Faites vous-même les étapes de l&apos;algorithme sur l&apos;échiquier&#xa0;; chacune est vérifiée</translation>
    </message>
    <message>
        <source>Show &amp;me</source>
        <translation>&amp;Montrez-moi</translation>
    </message>
    <message>
        <source>Do the next step for me (counted as shown)</source>
        <translation>Faire l&apos;étape suivante pour moi (comptée comme montrée)</translation>
    </message>
    <message>
        <source>Save the counts of this practice as CSV or JSON</source>
        <translation>Enregistrer les comptes de cet entraînement en CSV ou JSON</translation>
    </message>
    <message>
        <source>Refused squares are marked for me</source>
        <translation>Les cases refusées sont marquées pour moi</translation>
    </message>
    <message>
        <source>The program refuses the attacked squares: you only place and take back</source>
        <translation>Le programme refuse les cases attaquées&#xa0;: vous ne faites que placer et reprendre</translation>
    </message>
    <message>
        <source>&amp;Be the solver</source>
        <translation>Être le &amp;solveur</translation>
    </message>
    <message>
        <source>Save resul&amp;ts...</source>
        <translation>Enregistrer les résul&amp;tats...</translation>
    </message>
</context>
<context>
    <name>PracticePanel</name>
    <message>
        <source>Done by you:</source>
        <translation>Faites par vous&#xa0;:</translation>
    </message>
    <message>
        <source>Mistakes:</source>
        <translation>Erreurs&#xa0;:</translation>
    </message>
    <message>
        <source>Shown:</source>
        <translation>Montrées&#xa0;:</translation>
    </message>
    <message>
        <source>What to do next</source>
        <translation>Que faire ensuite</translation>
    </message>
    <message>
        <source>The answer to your last step</source>
        <translation>La réponse à votre dernière étape</translation>
    </message>
    <message>
        <source>The summary of the practice</source>
        <translation>Le résumé de l&apos;entraînement</translation>
    </message>
    <message>
        <source>On the board: click an empty square to place a queen, click a queen to take it back; right click or Shift+click to refuse a square. Keys: arrows move the cursor, Space or Enter place or take back, X or Delete refuse, M shows the next step.</source>
        <translation>Sur l&apos;échiquier&#xa0;: un clic sur une case vide place une dame, un clic sur une dame la reprend&#xa0;; clic droit ou Maj+clic refuse une case. Touches&#xa0;: les flèches déplacent le curseur, Espace ou Entrée placent ou reprennent, X ou Suppr refusent, M montre l&apos;étape suivante.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a figure&apos;s caption and the figure, for screen readers</comment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Done by you</source>
        <translation>Faites par vous</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Erreurs</translation>
    </message>
    <message>
        <source>Shown</source>
        <translation>Montrées</translation>
    </message>
    <message>
        <source>Steps to practise:</source>
        <translation>Étapes à faire&#xa0;:</translation>
    </message>
    <message>
        <source>to the first solution</source>
        <translation>jusqu&apos;à la première solution</translation>
    </message>
    <message>
        <source>Steps to practise</source>
        <translation>Étapes à faire</translation>
    </message>
    <message>
        <source>How many steps of the run the practice takes before its summary</source>
        <translation>Combien d&apos;étapes de la recherche l&apos;entraînement dure avant son résumé</translation>
    </message>
</context>
<context>
    <name>PracticeText</name>
    <message>
        <source>row %1</source>
        <translation>rangée %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>colonne %1</translation>
    </message>
    <message>
        <source>along the column</source>
        <translation>par la colonne</translation>
    </message>
    <message>
        <source>along the diagonal</source>
        <translation>par la diagonale</translation>
    </message>
    <message>
        <source>along the anti-diagonal</source>
        <translation>par l&apos;anti-diagonale</translation>
    </message>
    <message>
        <source>a queen on %1</source>
        <translation>une dame en %1</translation>
    </message>
    <message>
        <source>take back the queen on %1</source>
        <translation>reprendre la dame en %1</translation>
    </message>
    <message>
        <source>refuse %1 (the queen on %2 attacks it %3)</source>
        <translation>refuser %1 (la dame en %2 l&apos;attaque %3)</translation>
    </message>
    <message>
        <source>the queen on %1 %2</source>
        <translation>la dame en %1 %2</translation>
    </message>
    <message>
        <source>along the row</source>
        <translation>par la rangée</translation>
    </message>
    <message>
        <source>the queens on %1</source>
        <translation>les dames en %1</translation>
    </message>
    <message>
        <source>Right: %1.</source>
        <translation>Juste&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Not this square: the algorithm works on %1.</source>
        <translation>Pas cette case&#xa0;: l&apos;algorithme en est à %1.</translation>
    </message>
    <message>
        <source>%1 is attacked by %2.</source>
        <translation>%1 est attaquée par %2.</translation>
    </message>
    <message>
        <source>%1 is attacked by %2: the algorithm refuses it.</source>
        <translation>%1 est attaquée par %2&#xa0;: l&apos;algorithme la refuse.</translation>
    </message>
    <message>
        <source>%1 is attacked by %2: it is no longer among the squares left.</source>
        <translation>%1 est attaquée par %2&#xa0;: elle ne fait plus partie des cases restantes.</translation>
    </message>
    <message>
        <source>%1 is free: no queen attacks it.</source>
        <translation>%1 est libre&#xa0;: aucune dame ne l&apos;attaque.</translation>
    </message>
    <message>
        <source>No other queen attacks the queen on %1: the algorithm does not refuse it.</source>
        <translation>Aucune autre dame n&apos;attaque la dame en %1&#xa0;: l&apos;algorithme ne la refuse pas.</translation>
    </message>
    <message>
        <source>Not yet: the algorithm comes to %1 first.</source>
        <translation>Pas encore&#xa0;: l&apos;algorithme passe d&apos;abord par %1.</translation>
    </message>
    <message>
        <source>Too early: %1 still has squares to try.</source>
        <translation>Trop tôt&#xa0;: %1 a encore des cases à essayer.</translation>
    </message>
    <message>
        <source>Too early: the algorithm does not take back a queen now.</source>
        <translation>Trop tôt&#xa0;: l&apos;algorithme ne reprend pas de dame maintenant.</translation>
    </message>
    <message>
        <source>This permutation is done: the algorithm takes back a queen.</source>
        <translation>Cette permutation est terminée&#xa0;: l&apos;algorithme reprend une dame.</translation>
    </message>
    <message>
        <source>No square of this row is left: the algorithm takes back a queen.</source>
        <translation>Il ne reste aucune case dans cette rangée&#xa0;: l&apos;algorithme reprend une dame.</translation>
    </message>
    <message>
        <source>No square is left to try, or a row was wiped out: the algorithm takes back a queen.</source>
        <translation>Il ne reste aucune case à essayer, ou une rangée a été vidée&#xa0;: l&apos;algorithme reprend une dame.</translation>
    </message>
    <message>
        <source>Not that queen: the algorithm takes back the queen on %1.</source>
        <translation>Pas cette dame&#xa0;: l&apos;algorithme reprend la dame en %1.</translation>
    </message>
    <message>
        <source>There is no queen on %1.</source>
        <translation>Il n&apos;y a pas de dame en %1.</translation>
    </message>
    <message>
        <source>The queen on %1 holds column %2: the algorithm never looks at its squares.</source>
        <translation>La dame en %1 occupe la colonne %2&#xa0;: l&apos;algorithme ne regarde jamais ses cases.</translation>
    </message>
    <message>
        <source>This algorithm never refuses a square: the attacked ones are already out of its choices.</source>
        <translation>Cet algorithme ne refuse jamais une case&#xa0;: les cases attaquées sont déjà hors de ses choix.</translation>
    </message>
    <message>
        <source>The search chose %1 (the fewest squares left): the queen goes there.</source>
        <translation>La recherche a choisi la %1 (le moins de cases restantes)&#xa0;: la dame va là.</translation>
    </message>
    <message>
        <source>Mistake: %1 The algorithm makes its step instead: %2.</source>
        <translation>Erreur&#xa0;: %1 À la place, l&apos;algorithme fait son étape&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Shown: %1.</source>
        <translation>Montré&#xa0;: %1.</translation>
    </message>
    <message>
        <source>A solution: every row holds a queen. Well done!</source>
        <translation>Une solution&#xa0;: chaque rangée a une dame. Bravo&#xa0;!</translation>
    </message>
    <message>
        <source>The practice is over.</source>
        <translation>L&apos;entraînement est terminé.</translation>
    </message>
    <message>
        <source>placed on an attacked square</source>
        <translation>placée sur une case attaquée</translation>
    </message>
    <message>
        <source>refused a free square</source>
        <translation>case libre refusée</translation>
    </message>
    <message>
        <source>skipped a square</source>
        <translation>case sautée</translation>
    </message>
    <message>
        <source>took back too early</source>
        <translation>reprise trop tôt</translation>
    </message>
    <message>
        <source>missed a take-back</source>
        <translation>reprise oubliée</translation>
    </message>
    <message>
        <source>took back the wrong queen</source>
        <translation>mauvaise dame reprise</translation>
    </message>
    <message>
        <source>no queen to take back</source>
        <translation>aucune dame à reprendre</translation>
    </message>
    <message>
        <source>looked at a used column</source>
        <translation>a regardé une colonne occupée</translation>
    </message>
    <message>
        <source>refused (the algorithm never does)</source>
        <translation>a refusé (l&apos;algorithme ne le fait jamais)</translation>
    </message>
    <message>
        <source>left the chosen row or column</source>
        <translation>a quitté la rangée ou colonne choisie</translation>
    </message>
    <message>
        <source>refused a queen no other queen attacks</source>
        <translation>dame refusée qu&apos;aucune autre dame n&apos;attaque</translation>
    </message>
    <message>
        <source>Min-conflicts makes random choices (which queen, which of the tied squares): there is no right move to check. Choose a backtracking algorithm to be the solver.</source>
        <translation>Min-conflits fait des choix au hasard (quelle dame, laquelle des cases à égalité)&#xa0;: il n&apos;y a pas de bon coup à vérifier. Choisissez un algorithme à retour arrière pour être le solveur.</translation>
    </message>
    <message>
        <source>Be the solver works on boards up to %1 x %1.</source>
        <translation>Être le solveur fonctionne sur des échiquiers jusqu&apos;à %1 x %1.</translation>
    </message>
    <message>
        <source>Go to the next permutation: take back the queens from the bottom, then place the new ones from the top.</source>
        <translation>Passez à la permutation suivante&#xa0;: reprenez les dames par le bas, puis placez les nouvelles par le haut.</translation>
    </message>
    <message>
        <source>Test the permutation: refuse the first queen attacked by one above it. Then go to the next permutation: take back from the bottom, place from the top.</source>
        <translation>Testez la permutation&#xa0;: refusez la première dame attaquée par une au-dessus. Puis la suivante&#xa0;: reprenez par le bas, placez par le haut.</translation>
    </message>
    <message>
        <source>Every row holds a queen: take back the last one.</source>
        <translation>Chaque rangée a une dame&#xa0;: reprenez la dernière.</translation>
    </message>
    <message>
        <source>Row %1: place the queen on its first square left, from the left (the program prunes the other rows after each queen). If none is left, or a row is wiped out, take back the last queen.</source>
        <translation>Rangée %1&#xa0;: placez la dame sur sa première case restante depuis la gauche (le programme élague les autres rangées après chaque dame). S&apos;il n&apos;en reste aucune, ou si une rangée est vidée, reprenez la dernière dame.</translation>
    </message>
    <message>
        <source>The search chose %1, the one with the fewest squares left: place the queen on its first square left. If none is left, or a row is wiped out, take back the last queen.</source>
        <translation>La recherche a choisi la %1, celle qui a le moins de cases restantes&#xa0;: placez la dame sur sa première case restante. S&apos;il n&apos;en reste aucune, ou si une rangée est vidée, reprenez la dernière dame.</translation>
    </message>
    <message>
        <source>Place the queen on the first square left of the row or column the search chose. If none is left, or a row is wiped out, take back the last queen.</source>
        <translation>Placez la dame sur la première case restante de la rangée ou colonne choisie. S&apos;il n&apos;en reste aucune, ou si une rangée est vidée, reprenez la dernière dame.</translation>
    </message>
    <message>
        <source>Row %1: place the queen on the first free square from the left, in a column no queen holds (the refused squares are marked for you). If none is left, take back the queen above.</source>
        <translation>Rangée %1&#xa0;: placez la dame sur la première case libre depuis la gauche, dans une colonne sans dame (les cases refusées sont marquées pour vous). S&apos;il n&apos;en reste aucune, reprenez la dame au-dessus.</translation>
    </message>
    <message>
        <source>Row %1: look only at the columns no queen holds, from the left. Refuse each square attacked along a diagonal, place the queen on the first free one. If none is left, take back the queen above.</source>
        <translation>Rangée %1&#xa0;: ne regardez que les colonnes sans dame, depuis la gauche. Refusez chaque case attaquée en diagonale, placez la dame sur la première libre. S&apos;il n&apos;en reste aucune, reprenez la dame au-dessus.</translation>
    </message>
    <message>
        <source>Row %1: place the queen on the first free square from the left (the refused squares are marked for you). If none is left, take back the queen above.</source>
        <translation>Rangée %1&#xa0;: placez la dame sur la première case libre depuis la gauche (les cases refusées sont marquées pour vous). S&apos;il n&apos;en reste aucune, reprenez la dame au-dessus.</translation>
    </message>
    <message>
        <source>Row %1: look at its squares from the left. Refuse each attacked one, place the queen on the first free one. If none is left, take back the queen above.</source>
        <translation>Rangée %1&#xa0;: parcourez ses cases depuis la gauche. Refusez chaque case attaquée, placez la dame sur la première libre. S&apos;il n&apos;en reste aucune, reprenez la dame au-dessus.</translation>
    </message>
    <message>
        <source>Summary: you reached a solution.</source>
        <translation>Résumé&#xa0;: vous avez atteint une solution.</translation>
    </message>
    <message>
        <source>Summary: the practice is over.</source>
        <translation>Résumé&#xa0;: l&apos;entraînement est terminé.</translation>
    </message>
    <message>
        <source>Steps done by you: %1. Steps shown: %2. Mistakes: %3.</source>
        <translation>Étapes faites par vous&#xa0;: %1. Étapes montrées&#xa0;: %2. Erreurs&#xa0;: %3.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a mistake&apos;s kind and how often</comment>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>PredictMode</name>
    <message>
        <source>P&amp;redict</source>
        <translation>P&amp;rédire</translation>
    </message>
    <message>
        <source>Predict mode: the run stops to ask what the search does next</source>
        <translation>Mode prédiction : l’exécution s’arrête pour demander ce que fera la recherche</translation>
    </message>
    <message>
        <source>The step waits for your answer (or Show answer).</source>
        <translation>L’étape attend votre réponse (ou Voir la réponse).</translation>
    </message>
    <message>
        <source>Arrow keys move the dashed square on the board; Space or Enter answers with it.</source>
        <translation>Les flèches déplacent le curseur (la case en pointillés) sur l&apos;échiquier&#xa0;; Espace ou Entrée répondent avec sa case.</translation>
    </message>
</context>
<context>
    <name>PredictPanel</name>
    <message>
        <source>Answer: %1</source>
        <translation>Réponse : %1</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <source>Answer: yes</source>
        <translation>Réponse : oui</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <source>Answer: no</source>
        <translation>Réponse : non</translation>
    </message>
    <message>
        <source>Number of queens</source>
        <translation>Nombre de dames</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Répondre</translation>
    </message>
    <message>
        <source>Answer with this number</source>
        <translation>Répondre avec ce nombre</translation>
    </message>
    <message>
        <source>Show answer</source>
        <translation>Voir la réponse</translation>
    </message>
    <message>
        <source>Show the answer</source>
        <translation>Montrer la réponse</translation>
    </message>
    <message>
        <source>Counts as revealed</source>
        <translation>Compte comme révélée</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Score by question kind</source>
        <translation>Score par type de question</translation>
    </message>
    <message>
        <source>Asked</source>
        <translation>Posées</translation>
    </message>
    <message>
        <source>Right 1st</source>
        <translation>Juste 1re</translation>
    </message>
    <message>
        <source>Right 2nd</source>
        <translation>Juste 2e</translation>
    </message>
    <message>
        <source>Revealed</source>
        <translation>Révélées</translation>
    </message>
    <message>
        <source>Ask: %1</source>
        <translation>Demander : %1</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Questions</translation>
    </message>
    <message>
        <source>Ho&amp;w often:</source>
        <translation>Fré&amp;quence :</translation>
    </message>
    <message>
        <source>How often to ask</source>
        <translation>À quelle fréquence demander</translation>
    </message>
    <message>
        <source>&amp;k:</source>
        <translation>&amp;k :</translation>
    </message>
    <message>
        <source>Ask about one step in k</source>
        <translation>Demander environ un pas sur k</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>&amp;Graine :</translation>
    </message>
    <message>
        <source>Seed of the questions</source>
        <translation>Graine des questions</translation>
    </message>
    <message>
        <source>A class sharing a seed gets the same questions</source>
        <translation>Une classe qui partage une graine reçoit les mêmes questions</translation>
    </message>
    <message>
        <source>Save results...</source>
        <translation>Enregistrer les résultats...</translation>
    </message>
    <message>
        <source>Save results</source>
        <translation>Enregistrer les résultats</translation>
    </message>
    <message>
        <source>Write the score as CSV or JSON for the teacher</source>
        <translation>Écrire le score en CSV ou JSON pour l’enseignant</translation>
    </message>
    <message>
        <source>Predict mode is off. Turn it on with Run &gt; Predict.</source>
        <translation>Le mode prédiction est désactivé. Activez-le avec Exécution &gt; Prédire.</translation>
    </message>
    <message>
        <source>Play or step: the run stops when there is a question.</source>
        <translation>Lancez ou avancez : l’exécution s’arrête à chaque question.</translation>
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
        <translation>Combien de dames la rangée essaiera encore</translation>
    </message>
    <message>
        <source>Questions asked, right at the first try, at the second, and revealed</source>
        <translation>Questions posées, justes du premier coup, du second, et révélées</translation>
    </message>
    <message>
        <source>Counts</source>
        <translation>Décomptes</translation>
    </message>
    <message>
        <source>Question kinds</source>
        <translation>Types de question</translation>
    </message>
    <message>
        <source>Ask this kind of question where it fits the algorithm</source>
        <translation>Poser ce type de question là où il convient à l’algorithme</translation>
    </message>
    <message>
        <source>Where the run stops to ask a question</source>
        <translation>Où l’exécution s’arrête pour poser une question</translation>
    </message>
    <message>
        <source>With &quot;About one step in k&quot;: how rare the questions are</source>
        <translation>Avec « Environ un pas sur k » : la rareté des questions</translation>
    </message>
    <message>
        <source>Row or column</source>
        <translation>Rangée ou colonne</translation>
    </message>
    <message>
        <source>The row (or column) the search chooses next</source>
        <translation>La rangée (ou colonne) que la recherche choisit ensuite</translation>
    </message>
    <message>
        <source>Answer with this row or column</source>
        <translation>Répondre avec cette rangée ou colonne</translation>
    </message>
</context>
<context>
    <name>PredictText</name>
    <message>
        <source>Next square</source>
        <translation>Case suivante</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Attaquante</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Pas suivant</translation>
    </message>
    <message>
        <source>Tries left</source>
        <translation>Essais restants</translation>
    </message>
    <message>
        <source>In a solution?</source>
        <translation>Dans une solution ?</translation>
    </message>
    <message>
        <source>Fewest attackers</source>
        <translation>Moins d’attaquantes</translation>
    </message>
    <message>
        <source>Every step</source>
        <translation>À chaque pas</translation>
    </message>
    <message>
        <source>Each backtrack</source>
        <translation>À chaque retour arrière</translation>
    </message>
    <message>
        <source>Each new row</source>
        <translation>À chaque nouvelle rangée</translation>
    </message>
    <message>
        <source>About one step in k</source>
        <translation>Environ un pas sur k</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Placer</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Refuser</translation>
    </message>
    <message>
        <source>Backtrack</source>
        <translation>Revenir</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>Solution</translation>
    </message>
    <message>
        <source>Where will the next queen go in row %1? Click its square.</source>
        <translation>Où ira la prochaine dame de la rangée %1 ? Cliquez sur sa case.</translation>
    </message>
    <message>
        <source>Why is %1 refused? Click a queen that attacks it.</source>
        <translation>Pourquoi %1 est-elle refusée ? Cliquez sur une dame qui l’attaque.</translation>
    </message>
    <message>
        <source>What happens next: place, refuse, backtrack or solution?</source>
        <translation>Que se passe-t-il ensuite : placer, refuser, revenir ou solution ?</translation>
    </message>
    <message>
        <source>How many more queens will row %1 try before the search leaves it?</source>
        <translation>Combien de dames la rangée %1 essaiera-t-elle encore avant que la recherche la quitte ?</translation>
    </message>
    <message>
        <source>The next queen goes on %1. Will it be part of a solution?</source>
        <translation>La prochaine dame va en %1. Fera-t-elle partie d’une solution ?</translation>
    </message>
    <message>
        <source>Which square of row %1 has the fewest attackers? Click it.</source>
        <translation>Quelle case de la rangée %1 a le moins d’attaquantes ? Cliquez dessus.</translation>
    </message>
    <message>
        <source>Click a square of row %1.</source>
        <translation>Cliquez sur une case de la rangée %1.</translation>
    </message>
    <message>
        <source>Click a queen: there is none on %1.</source>
        <translation>Cliquez sur une dame : il n’y en a pas en %1.</translation>
    </message>
    <message>
        <source>%1 is attacked: the queen on %2 attacks it %3.</source>
        <translation>%1 est attaquée : la dame en %2 l’attaque %3.</translation>
    </message>
    <message>
        <source>%1 was tried already: the search goes on from %2.</source>
        <translation>%1 a déjà été essayée : la recherche reprend en %2.</translation>
    </message>
    <message>
        <source>The search tries the squares from left to right: a free square comes before %1.</source>
        <translation>La recherche essaie les cases de gauche à droite : une case libre vient avant %1.</translation>
    </message>
    <message>
        <source>The queen on %1 does not attack %2.</source>
        <translation>La dame en %1 n’attaque pas %2.</translation>
    </message>
    <message>
        <source>No queen attacks the next square.</source>
        <translation>Aucune dame n’attaque la case suivante.</translation>
    </message>
    <message>
        <source>The row has no square left to try.</source>
        <translation>La rangée n’a plus de case à essayer.</translation>
    </message>
    <message>
        <source>Every row has a queen.</source>
        <translation>Chaque rangée a une dame.</translation>
    </message>
    <message>
        <source>Fewer than that.</source>
        <translation>Moins que ça.</translation>
    </message>
    <message>
        <source>More than that.</source>
        <translation>Plus que ça.</translation>
    </message>
    <message>
        <source>The search takes this queen back without finding a solution.</source>
        <translation>La recherche reprend cette dame sans trouver de solution.</translation>
    </message>
    <message>
        <source>A solution is found while this queen stands.</source>
        <translation>Une solution est trouvée tant que cette dame reste.</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n attacker(s); another square has fewer.</source>
        <translation>
            <numerusform>%1 a %n attaquante ; une autre case en a moins.</numerusform>
            <numerusform>%1 a %n attaquantes ; une autre case en a moins.</numerusform>
        </translation>
    </message>
    <message>
        <source>the queen on %1, %2</source>
        <translation>la dame en %1, %2</translation>
    </message>
    <message>
        <source>yes, solution %1</source>
        <translation>oui, solution %1</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n attacker(s))</source>
        <translation>
            <numerusform>%1 (%n attaquante)</numerusform>
            <numerusform>%1 (%n attaquantes)</numerusform>
        </translation>
    </message>
    <message>
        <source>The answer: %1.</source>
        <translation>La réponse : %1.</translation>
    </message>
    <message>
        <source>Right: the queen on %1 attacks %2 %3.</source>
        <translation>Juste : la dame en %1 attaque %2 %3.</translation>
    </message>
    <message>
        <source>It is the one the algorithm finds.</source>
        <translation>C’est celle que trouve l’algorithme.</translation>
    </message>
    <message>
        <source>The algorithm finds the queen on %1 first, %2.</source>
        <translation>L’algorithme trouve d’abord la dame en %1, %2.</translation>
    </message>
    <message numerus="yes">
        <source>Right: %n attacker(s), the fewest in the row.</source>
        <translation>
            <numerusform>Juste : %n attaquante, le moins de la rangée.</numerusform>
            <numerusform>Juste : %n attaquantes, le moins de la rangée.</numerusform>
        </translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>Juste !</translation>
    </message>
    <message>
        <source>Not quite.</source>
        <translation>Pas tout à fait.</translation>
    </message>
    <message>
        <source>Try once more.</source>
        <translation>Encore un essai.</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>rangée %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>colonne %1</translation>
    </message>
    <message>
        <source>Chosen row</source>
        <translation>Rangée choisie</translation>
    </message>
    <message>
        <source>Wiped-out row</source>
        <translation>Rangée vidée</translation>
    </message>
    <message>
        <source>What happens next: place, backtrack or solution?</source>
        <translation>Que se passe-t-il ensuite&#xa0;: placer, revenir en arrière ou solution&#xa0;?</translation>
    </message>
    <message>
        <source>Which row or column will dancing links choose next? Pick it below.</source>
        <translation>Quelle rangée ou colonne les liens dansants vont-ils choisir&#xa0;? Choisissez-la ci-dessous.</translation>
    </message>
    <message>
        <source>Which row will MRV choose next? Click a square of it.</source>
        <translation>Quelle rangée MRV va-t-il choisir&#xa0;? Cliquez sur une de ses cases.</translation>
    </message>
    <message>
        <source>The queen on %1 leaves a row with no square. Which row is wiped out? Click a square of it.</source>
        <translation>La dame en %1 laisse une rangée sans case. Quelle rangée est vidée&#xa0;? Cliquez sur une de ses cases.</translation>
    </message>
    <message>
        <source>Pick a row or a column in the list below.</source>
        <translation>Choisissez une rangée ou une colonne dans la liste ci-dessous.</translation>
    </message>
    <message>
        <source>Click a square of a row.</source>
        <translation>Cliquez sur une case d&apos;une rangée.</translation>
    </message>
    <message>
        <source>A queen stands on %1 already.</source>
        <translation>Une dame occupe déjà la %1.</translation>
    </message>
    <message numerus="yes">
        <source>Not the fewest: %1 has %n square(s) left.</source>
        <translation>
            <numerusform>Pas le minimum&#xa0;: il reste %n case à la %1.</numerusform>
            <numerusform>Pas le minimum&#xa0;: il reste %n cases à la %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n square(s) left)</source>
        <translation>
            <numerusform>%1 (%n case restante)</numerusform>
            <numerusform>%1 (%n cases restantes)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Right: %1, %n square(s) left, the fewest.</source>
        <translation>
            <numerusform>Correct&#xa0;: %1, %n case restante, le minimum.</numerusform>
            <numerusform>Correct&#xa0;: %1, %n cases restantes, le minimum.</numerusform>
        </translation>
    </message>
    <message>
        <source>As few squares are left in %1, but on a tie the search takes the first: rows top down, then columns from the left.</source>
        <translation>Il reste aussi peu de cases dans la %1, mais en cas d&apos;égalité la recherche prend la première&#xa0;: rangées de haut en bas, puis colonnes depuis la gauche.</translation>
    </message>
    <message>
        <source>As few squares are left in %1, but on a tie MRV takes the topmost row.</source>
        <translation>Il reste aussi peu de cases dans la %1, mais en cas d&apos;égalité MRV prend la rangée la plus haute.</translation>
    </message>
    <message numerus="yes">
        <source>Still %n square(s) in %1: %2.</source>
        <translation>
            <numerusform>Encore %n case dans la %1&#xa0;: %2.</numerusform>
            <numerusform>Encore %n cases dans la %1&#xa0;: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>That one runs out too (%1), but pruning goes top down and stops at the first row that runs out.</source>
        <translation>Celle-ci se vide aussi (%1), mais l&apos;élagage va de haut en bas et s&apos;arrête à la première rangée vide.</translation>
    </message>
    <message>
        <source>Where will the next queen go in row %1? Tap its square.</source>
        <translation>Où ira la prochaine dame de la rangée %1&#xa0;? Touchez sa case.</translation>
    </message>
    <message>
        <source>Why is %1 refused? Tap a queen that attacks it.</source>
        <translation>Pourquoi %1 est-elle refusée&#xa0;? Touchez une dame qui l’attaque.</translation>
    </message>
    <message>
        <source>Which square of row %1 has the fewest attackers? Tap it.</source>
        <translation>Quelle case de la rangée %1 a le moins d’attaquantes&#xa0;? Touchez-la.</translation>
    </message>
    <message>
        <source>Which row or column will dancing links choose next?</source>
        <translation>Quelle rangée ou colonne les liens dansants vont-ils choisir&#xa0;?</translation>
    </message>
    <message>
        <source>Which row will MRV choose next?</source>
        <translation>Quelle rangée MRV va-t-il choisir&#xa0;?</translation>
    </message>
    <message>
        <source>The queen on %1 leaves a row with no square. Which row is wiped out?</source>
        <translation>La dame en %1 laisse une rangée sans case. Quelle rangée est vidée&#xa0;?</translation>
    </message>
    <message>
        <source>The teacher is placing queens by hand.</source>
        <translation>L’enseignant place des dames à la main.</translation>
    </message>
    <message>
        <source>That queen attacks %1 %2.</source>
        <translation>Cette dame attaque %1 %2.</translation>
    </message>
    <message>
        <source>No queen attacks it, and it is the first free square the search comes to: the search tries the squares from left to right.</source>
        <translation>Aucune dame ne l’attaque, et c’est la première case libre que la recherche rencontre&#xa0;: la recherche essaie les cases de gauche à droite.</translation>
    </message>
    <message>
        <source>Each of them attacks %1; the algorithm finds the queen on %2 first, %3.</source>
        <translation>Chacune attaque %1&#xa0;; l’algorithme trouve d’abord la dame en %2, %3.</translation>
    </message>
    <message>
        <source>Row %1 tries that many more queens before the search leaves it.</source>
        <translation>C’est le nombre de dames que la rangée %1 essaiera encore avant que la recherche la quitte.</translation>
    </message>
    <message numerus="yes">
        <source>It has %n attacker(s), the fewest in the row.</source>
        <translation>
            <numerusform>Elle a %n attaquante, le moins de la rangée.</numerusform>
            <numerusform>Elle a %n attaquantes, le moins de la rangée.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It has %n square(s) left, the fewest.</source>
        <translation>
            <numerusform>Il lui reste %n case, le minimum.</numerusform>
            <numerusform>Il lui reste %n cases, le minimum.</numerusform>
        </translation>
    </message>
    <message>
        <source>The queen on %1 leaves it with no square.</source>
        <translation>La dame en %1 ne lui laisse aucune case.</translation>
    </message>
</context>
<context>
    <name>ProgramOptions</name>
    <message>
        <source>Start in presentation mode: larger text and a layout for a projector.</source>
        <translation>Démarrer en mode présentation&#xa0;: texte plus grand et disposition pour projecteur.</translation>
    </message>
    <message>
        <source>The window&apos;s size in pixels, e.g. 1280x720 (images: 1000x760).</source>
        <translation>La taille de la fenêtre en pixels, p. ex. 1280x720 (images&#xa0;: 1000x760).</translation>
    </message>
    <message>
        <source>--geometry needs a size like 1280x720 (at least 320x240), not &apos;%1&apos;</source>
        <translation>--geometry demande une taille comme 1280x720 (au moins 320x240), pas «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>N-Queens backtracking visualizer</source>
        <translation>Visualisation du retour sur trace (backtracking) pour le problème des N dames</translation>
    </message>
    <message>
        <source>Save the main window as a PNG image, then quit.</source>
        <translation>Enregistrer la fenêtre principale en image PNG, puis quitter.</translation>
    </message>
    <message>
        <source>Save the board alone as a PNG image, then quit.</source>
        <translation>Enregistrer l&apos;échiquier seul en image PNG, puis quitter.</translation>
    </message>
    <message>
        <source>Search algorithm: %1 (default %2).</source>
        <translation>Algorithme de recherche&#xa0;: %1 (%2 par défaut).</translation>
    </message>
    <message>
        <source>Run K steps of the search before showing the board.</source>
        <translation>Exécuter K étapes de la recherche avant d&apos;afficher l&apos;échiquier.</translation>
    </message>
    <message>
        <source>%1; valid options: %2 (see --help)</source>
        <translation>%1&#xa0;; options valides&#xa0;: %2 (voir --help)</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;; see --help</source>
        <translation>argument inattendu «&#xa0;%1&#xa0;»&#xa0;; voir --help</translation>
    </message>
    <message>
        <source>unknown algorithm &apos;%1&apos;; valid algorithms: %2</source>
        <translation>algorithme inconnu «&#xa0;%1&#xa0;»&#xa0;; algorithmes valides&#xa0;: %2</translation>
    </message>
    <message>
        <source>--size must be an integer from %1 to %2 for %3, got &apos;%4&apos;</source>
        <translation>--size doit être un entier de %1 à %2 pour %3, reçu «&#xa0;%4&#xa0;»</translation>
    </message>
    <message>
        <source>--steps must be a whole number 0 or more, got &apos;%1&apos;</source>
        <translation>--steps doit être un entier positif ou nul, reçu «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>--back must be a whole number from 0 to %1 (the --steps value), got &apos;%2&apos;</source>
        <translation>--back doit être un entier de 0 à %1 (la valeur de --steps), reçu «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>--%1 needs a file name</source>
        <translation>--%1 nécessite un nom de fichier</translation>
    </message>
    <message>
        <source>Language: %1 (default: the system&apos;s).</source>
        <translation>Langue&#xa0;: %1 (par défaut&#xa0;: celle du système).</translation>
    </message>
    <message>
        <source>Board colours: %1 (default classic).</source>
        <translation>Couleurs de l&apos;échiquier&#xa0;: %1 (classic par défaut).</translation>
    </message>
    <message>
        <source>unknown language &apos;%1&apos;; valid languages: %2</source>
        <translation>langue inconnue «&#xa0;%1&#xa0;»&#xa0;; langues valides&#xa0;: %2</translation>
    </message>
    <message>
        <source>unknown theme &apos;%1&apos;; valid themes: %2</source>
        <translation>thème inconnu «&#xa0;%1&#xa0;»&#xa0;; thèmes valides&#xa0;: %2</translation>
    </message>
    <message>
        <source>Then step back J steps (J at most the K given to --steps).</source>
        <translation>Puis reculer de J étapes (J au plus égal au K donné à --steps).</translation>
    </message>
    <message>
        <source>Board size, %1 to %2 (default 8); backtrackers up to %3, permutations up to %4.</source>
        <translation>Taille de l&apos;échiquier, de %1 à %2 (8 par défaut)&#xa0;; retour sur trace jusqu&apos;à %3, permutations jusqu&apos;à %4.</translation>
    </message>
    <message>
        <source>Random seed of min-conflicts, 0 to %1 (default %2); same seed, same run.</source>
        <translation>Graine aléatoire de min-conflits, de 0 à %1 (%2 par défaut)&#xa0;; même graine, même exécution.</translation>
    </message>
    <message>
        <source>--seed must be a whole number from 0 to %1, got &apos;%2&apos;</source>
        <translation>--seed doit être un entier de 0 à %1, reçu «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>Start in play mode: with queens on SQUARES (e.g. a8,c7), on an empty board (empty), or on the run&apos;s board after --steps (run). Boards up to %1 x %1.</source>
        <translation>Démarrer en mode jeu&#xa0;: avec des dames sur SQUARES (p. ex. a8,c7), sur un échiquier vide (empty) ou sur l&apos;échiquier de la recherche après --steps (run). Échiquiers jusqu&apos;à %1 x %1.</translation>
    </message>
    <message>
        <source>--play needs a board of %1 x %1 or smaller, got --size %2</source>
        <translation>--play nécessite un échiquier de %1 x %1 au plus, reçu --size %2</translation>
    </message>
    <message>
        <source>--play takes empty, run, or squares of the %1 x %1 board from %2 to %3 separated by commas, got &apos;%4&apos;</source>
        <translation>--play accepte empty, run ou des cases de l&apos;échiquier %1 x %1 de %2 à %3 séparées par des virgules, reçu «&#xa0;%4&#xa0;»</translation>
    </message>
    <message>
        <source>--play names the square %1 twice</source>
        <translation>--play désigne deux fois la case %1</translation>
    </message>
    <message>
        <source>A session or lesson to open (.nqueens), e.g. from a file manager.</source>
        <translation>Une session ou une leçon à ouvrir (.nqueens), p. ex. depuis un gestionnaire de fichiers.</translation>
    </message>
    <message>
        <source>Open a class at start: pupils answer on their own devices. On PORT, or the next free port above it (default: the one used last, first %1); prints the join address as &quot;class: URL&quot;.</source>
        <translation>Ouvrir une classe au démarrage&#xa0;: les élèves répondent sur leurs propres appareils. Sur PORT, ou le port libre suivant (par défaut&#xa0;: le dernier utilisé, d&apos;abord %1)&#xa0;; affiche l&apos;adresse pour rejoindre sous la forme «&#xa0;class: URL&#xa0;».</translation>
    </message>
    <message>
        <source>--class takes a port from 1 to 65535 (or none), not &apos;%1&apos;</source>
        <translation>--class prend un port de 1 à 65535 (ou aucun), pas «&#xa0;%1&#xa0;»</translation>
    </message>
</context>
<context>
    <name>Pseudocode</name>
    <message>
        <source></source>
        <comment>Lines of pseudocode. Translate the words; keep the identifiers (row, col, n, p, x1, x2, board, next, columns, positive, negative, cols, diags, antis, free, bit, solve, search, domain, r, c, i, cover, uncover) and the operators as they are: the variables panel shows the same names.</comment>
        <translation>Lignes de pseudo-code&#xa0;: traduire les mots, garder tels quels les identifiants et les opérateurs.</translation>
    </message>
    <message>
        <source>search(n):</source>
        <translation>search(n):</translation>
    </message>
    <message>
        <source>p = 0, 1, ..., n - 1 (the first permutation)</source>
        <translation>p = 0, 1, ..., n - 1 (la première permutation)</translation>
    </message>
    <message>
        <source>repeat:</source>
        <translation>répéter:</translation>
    </message>
    <message>
        <source>put down a queen on column p[r] of each new row r</source>
        <translation>poser une dame sur la colonne p[r] de chaque nouvelle rangée r</translation>
    </message>
    <message>
        <source>for each pair of rows x1 &lt; x2:</source>
        <translation>pour chaque paire de rangées x1 &lt; x2:</translation>
    </message>
    <message>
        <source>if x2 - x1 == |p[x2] - p[x1]|:</source>
        <translation>si x2 - x1 == |p[x2] - p[x1]|:</translation>
    </message>
    <message>
        <source>refused: a shared diagonal; stop testing</source>
        <translation>refus: diagonale commune; arrêter les tests</translation>
    </message>
    <message>
        <source>if no pair was refused:</source>
        <translation>si aucune paire n&apos;a été refusée:</translation>
    </message>
    <message>
        <source>record the solution</source>
        <translation>enregistrer la solution</translation>
    </message>
    <message>
        <source>take back the queens of the rows the next permutation changes</source>
        <translation>retirer les dames des rangées que la permutation suivante modifie</translation>
    </message>
    <message>
        <source>p = the next permutation; stop after the last</source>
        <translation>p = la permutation suivante; s&apos;arrêter après la dernière</translation>
    </message>
    <message>
        <source>solve(row):</source>
        <translation>solve(row):</translation>
    </message>
    <message>
        <source>if row == n:</source>
        <translation>si row == n:</translation>
    </message>
    <message>
        <source>record the solution; return</source>
        <translation>enregistrer la solution; retourner</translation>
    </message>
    <message>
        <source>for col = 0 to n - 1:</source>
        <translation>pour col = 0 à n - 1:</translation>
    </message>
    <message>
        <source>for each queen (r, c) placed in the rows above:</source>
        <translation>pour chaque dame (r, c) placée dans les rangées au-dessus:</translation>
    </message>
    <message>
        <source>if c == col: refused (same column)</source>
        <translation>si c == col: refus (même colonne)</translation>
    </message>
    <message>
        <source>if |c - col| == row - r: refused (same diagonal)</source>
        <translation>si |c - col| == row - r: refus (même diagonale)</translation>
    </message>
    <message>
        <source>place a queen on (row, col)</source>
        <translation>placer une dame en (row, col)</translation>
    </message>
    <message>
        <source>solve(row + 1)</source>
        <translation>solve(row + 1)</translation>
    </message>
    <message>
        <source>take the queen back from (row, col)</source>
        <translation>retirer la dame de (row, col)</translation>
    </message>
    <message>
        <source>solve(board, row):</source>
        <translation>solve(board, row):</translation>
    </message>
    <message>
        <source>if board[row][col] is marked: refused, a queen above attacks it</source>
        <translation>si board[row][col] est marquée: refus, une dame au-dessus l&apos;attaque</translation>
    </message>
    <message>
        <source>next = copy of board; queen on (row, col); mark what it attacks below</source>
        <translation>next = copie de board; dame en (row, col); marquer ce qu&apos;elle attaque en dessous</translation>
    </message>
    <message>
        <source>solve(next, row + 1)</source>
        <translation>solve(next, row + 1)</translation>
    </message>
    <message>
        <source>drop next: the queen is taken back</source>
        <translation>abandonner next: la dame est retirée</translation>
    </message>
    <message>
        <source>if columns[col] is locked: refused (column)</source>
        <translation>si columns[col] est verrouillé: refus (colonne)</translation>
    </message>
    <message>
        <source>if positive[row + col] is locked: refused (anti-diagonal)</source>
        <translation>si positive[row + col] est verrouillé: refus (anti-diagonale)</translation>
    </message>
    <message>
        <source>if negative[row - col + n - 1] is locked: refused (diagonal)</source>
        <translation>si negative[row - col + n - 1] est verrouillé: refus (diagonale)</translation>
    </message>
    <message>
        <source>place a queen on (row, col); lock the three entries with row</source>
        <translation>placer une dame en (row, col); verrouiller les trois entrées avec row</translation>
    </message>
    <message>
        <source>unlock the three entries; take the queen back</source>
        <translation>déverrouiller les trois entrées; retirer la dame</translation>
    </message>
    <message>
        <source>solve(row, cols, diags, antis):</source>
        <translation>solve(row, cols, diags, antis):</translation>
    </message>
    <message>
        <source>free = all n bits &amp; ~(cols | diags | antis)</source>
        <translation>free = les n bits à 1 &amp; ~(cols | diags | antis)</translation>
    </message>
    <message>
        <source>bit = 1 &lt;&lt; col</source>
        <translation>bit = 1 &lt;&lt; col</translation>
    </message>
    <message>
        <source>if free &amp; bit == 0: refused, the bit is not free</source>
        <translation>si free &amp; bit == 0: refus, le bit n&apos;est pas libre</translation>
    </message>
    <message>
        <source>solve(row + 1, cols | bit, (diags | bit) &lt;&lt; 1, (antis | bit) &gt;&gt; 1)</source>
        <translation>solve(row + 1, cols | bit, (diags | bit) &lt;&lt; 1, (antis | bit) &gt;&gt; 1)</translation>
    </message>
    <message>
        <source>take the queen back</source>
        <translation>retirer la dame</translation>
    </message>
    <message>
        <source>min_conflicts(n, seed):</source>
        <translation>min_conflicts(n, seed):</translation>
    </message>
    <message>
        <source>for row = 0 to n - 1:</source>
        <translation>pour row = 0 à n - 1:</translation>
    </message>
    <message>
        <source>place a queen on the column of row the queens above attack least</source>
        <translation>placer une dame sur la colonne de row la moins attaquée par les dames au-dessus</translation>
    </message>
    <message>
        <source>if no queen is attacked:</source>
        <translation>si aucune dame n&apos;est attaquée:</translation>
    </message>
    <message>
        <source>record the solution; stop</source>
        <translation>enregistrer la solution; s&apos;arrêter</translation>
    </message>
    <message>
        <source>if moves == the move cap:</source>
        <translation>si moves == la limite de déplacements:</translation>
    </message>
    <message>
        <source>give up; stop</source>
        <translation>abandonner; s&apos;arrêter</translation>
    </message>
    <message>
        <source>row = the row of a random attacked queen; lift it</source>
        <translation>row = la rangée d&apos;une dame attaquée au hasard; la soulever</translation>
    </message>
    <message>
        <source>count the attackers of each square of row</source>
        <translation>compter les attaquants de chaque case de row</translation>
    </message>
    <message>
        <source>put it on a square with the fewest (ties: at random); moves += 1</source>
        <translation>la poser sur une case qui en a le moins (égalité: au hasard); moves += 1</translation>
    </message>
    <message>
        <source>solve(row, columns):</source>
        <translation>solve(row, columns):</translation>
    </message>
    <message>
        <source>for col in columns (the columns no queen holds):</source>
        <translation>pour col dans columns (les colonnes sans dame) :</translation>
    </message>
    <message>
        <source>for each queen (r, c) on the board:</source>
        <translation>pour chaque dame (r, c) sur l&apos;échiquier :</translation>
    </message>
    <message>
        <source>if |c - col| == |row - r|: refused (same diagonal)</source>
        <translation>si |c - col| == |row - r| : refus (même diagonale)</translation>
    </message>
    <message>
        <source>solve(row + 1, columns without col)</source>
        <translation>solve(row + 1, columns sans col)</translation>
    </message>
    <message>
        <source>for col in domain[row], ascending:</source>
        <translation>pour col dans domain[row], croissant :</translation>
    </message>
    <message>
        <source>for each empty row r, top down:</source>
        <translation>pour chaque rangée vide r, de haut en bas :</translation>
    </message>
    <message>
        <source>prune from domain[r] the squares the queen attacks</source>
        <translation>élaguer de domain[r] les cases que la dame attaque</translation>
    </message>
    <message>
        <source>if domain[r] is empty: wipe-out; stop pruning</source>
        <translation>si domain[r] est vide : rangée vidée ; arrêter d&apos;élaguer</translation>
    </message>
    <message>
        <source>if no wipe-out: solve(the next empty row)</source>
        <translation>si aucune rangée vidée : solve(la rangée vide suivante)</translation>
    </message>
    <message>
        <source>take the queen back; give back the squares it pruned</source>
        <translation>retirer la dame ; rendre les cases qu&apos;elle a élaguées</translation>
    </message>
    <message>
        <source>solve():</source>
        <translation>solve() :</translation>
    </message>
    <message>
        <source>if every row holds a queen:</source>
        <translation>si chaque rangée a une dame :</translation>
    </message>
    <message>
        <source>row = the empty row with the fewest squares left (topmost on a tie)</source>
        <translation>row = la rangée vide avec le moins de cases (à égalité, la plus haute)</translation>
    </message>
    <message>
        <source>if no wipe-out: solve()</source>
        <translation>si aucune rangée vidée : solve()</translation>
    </message>
    <message>
        <source>if no row or column is left to cover:</source>
        <translation>s&apos;il ne reste ni rangée ni colonne à couvrir :</translation>
    </message>
    <message>
        <source>i = the row or column with the fewest options left (rows first on a tie)</source>
        <translation>i = la rangée ou colonne avec le moins d&apos;options (à égalité, les rangées d&apos;abord)</translation>
    </message>
    <message>
        <source>if i has no option left: a dead end; return</source>
        <translation>si i n&apos;a plus d&apos;option : impasse ; retourner</translation>
    </message>
    <message>
        <source>cover(i): hide its options from the other lines</source>
        <translation>cover(i) : cacher ses options aux autres lignes</translation>
    </message>
    <message>
        <source>for each option (r, c) of i, in order:</source>
        <translation>pour chaque option (r, c) de i, dans l&apos;ordre :</translation>
    </message>
    <message>
        <source>place a queen on (r, c); cover its other lines</source>
        <translation>placer une dame en (r, c) ; couvrir ses autres lignes</translation>
    </message>
    <message>
        <source>solve()</source>
        <translation>solve()</translation>
    </message>
    <message>
        <source>take the queen back; uncover its lines in reverse</source>
        <translation>retirer la dame ; découvrir ses lignes dans l&apos;ordre inverse</translation>
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
        <translation>La ligne que l&apos;algorithme exécute à cette étape</translation>
    </message>
    <message>
        <source>Pseudocode</source>
        <translation>Pseudo-code</translation>
    </message>
    <message>
        <source>The row and column of this step in the code, and the square on the board</source>
        <translation>La rangée et la colonne de cette étape dans le code, et la case sur l&apos;échiquier</translation>
    </message>
    <message>
        <source>row = %1, col = %2: %3</source>
        <translation>row = %1, col = %2: %3</translation>
    </message>
    <message>
        <source>(r, c) = (%1, %2): %3</source>
        <translation>(r, c) = (%1, %2) : %3</translation>
    </message>
    <message>
        <source>r = %1, col = %2: %3 pruned</source>
        <translation>r = %1, col = %2 : %3 élaguée</translation>
    </message>
    <message>
        <source>r = %1 (rank %2): domain[r] is empty</source>
        <translation>r = %1 (rangée %2 sur l&apos;échiquier)&#xa0;: domain[r] est vide</translation>
    </message>
    <message numerus="yes">
        <source>i = row %1 (rank %2): %n option(s) left</source>
        <translation>
            <numerusform>i = rangée %1 (rangée %2 sur l&apos;échiquier)&#xa0;: %n option restante</numerusform>
            <numerusform>i = rangée %1 (rangée %2 sur l&apos;échiquier)&#xa0;: %n options restantes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>row = %1 (rank %2): %n square(s) left</source>
        <translation>
            <numerusform>row = %1 (rangée %2 sur l&apos;échiquier)&#xa0;: %n case restante</numerusform>
            <numerusform>row = %1 (rangée %2 sur l&apos;échiquier)&#xa0;: %n cases restantes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>i = col %1 (file %2): %n option(s) left</source>
        <translation>
            <numerusform>i = colonne %1 (colonne %2 sur l&apos;échiquier)&#xa0;: %n option restante</numerusform>
            <numerusform>i = colonne %1 (colonne %2 sur l&apos;échiquier)&#xa0;: %n options restantes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PupilBoardView</name>
    <message>
        <source>%1 x %1 board, queens on %2</source>
        <translation>Échiquier de %1 x %1, dames sur %2</translation>
    </message>
    <message>
        <source>no square</source>
        <translation>aucune case</translation>
    </message>
    <message>
        <source>; refused: %1</source>
        <translation>&#xa0;; refusées&#xa0;: %1</translation>
    </message>
    <message>
        <source>; the mistake on %1</source>
        <translation>&#xa0;; l&apos;erreur sur %1</translation>
    </message>
    <message>
        <source>; the mistake on %1, attacked by %2</source>
        <translation>&#xa0;; l&apos;erreur sur %1, attaquée par %2</translation>
    </message>
    <message>
        <source>; the right step on %1</source>
        <translation>&#xa0;; la bonne étape en %1</translation>
    </message>
</context>
<context>
    <name>PupilNames</name>
    <message>
        <source>Otter</source>
        <translation>Loutre</translation>
    </message>
    <message>
        <source>Badger</source>
        <translation>Blaireau</translation>
    </message>
    <message>
        <source>Falcon</source>
        <translation>Faucon</translation>
    </message>
    <message>
        <source>Heron</source>
        <translation>Héron</translation>
    </message>
    <message>
        <source>Lynx</source>
        <translation>Lynx</translation>
    </message>
    <message>
        <source>Marten</source>
        <translation>Martre</translation>
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
        <translation>Macareux</translation>
    </message>
    <message>
        <source>Beaver</source>
        <translation>Castor</translation>
    </message>
    <message>
        <source>Bison</source>
        <translation>Bison</translation>
    </message>
    <message>
        <source>Crane</source>
        <translation>Grue</translation>
    </message>
    <message>
        <source>Dolphin</source>
        <translation>Dauphin</translation>
    </message>
    <message>
        <source>Ferret</source>
        <translation>Furet</translation>
    </message>
    <message>
        <source>Gazelle</source>
        <translation>Gazelle</translation>
    </message>
    <message>
        <source>Hedgehog</source>
        <translation>Hérisson</translation>
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
        <translation>Lémurien</translation>
    </message>
    <message>
        <source>Moose</source>
        <translation>Élan</translation>
    </message>
    <message>
        <source>Newt</source>
        <translation>Triton</translation>
    </message>
    <message>
        <source>Ocelot</source>
        <translation>Ocelot</translation>
    </message>
    <message>
        <source>Pelican</source>
        <translation>Pélican</translation>
    </message>
    <message>
        <source>Quokka</source>
        <translation>Quokka</translation>
    </message>
    <message>
        <source>Raven</source>
        <translation>Corbeau</translation>
    </message>
    <message>
        <source>Seal</source>
        <translation>Phoque</translation>
    </message>
    <message>
        <source>Tapir</source>
        <translation>Tapir</translation>
    </message>
    <message>
        <source>Walrus</source>
        <translation>Morse</translation>
    </message>
    <message>
        <source>Yak</source>
        <translation>Yack</translation>
    </message>
    <message>
        <source>Zebra</source>
        <translation>Zèbre</translation>
    </message>
    <message>
        <source>Fox</source>
        <translation>Renard</translation>
    </message>
</context>
<context>
    <name>RunActions</name>
    <message>
        <source>&amp;Reset</source>
        <translation>Réi&amp;nitialiser</translation>
    </message>
    <message>
        <source>Start the search again from an empty board</source>
        <translation>Recommencer la recherche à partir d&apos;un échiquier vide</translation>
    </message>
    <message>
        <source>Step &amp;back</source>
        <translation>&amp;Reculer d&apos;une étape</translation>
    </message>
    <message>
        <source>Take the last step back</source>
        <translation>Annuler la dernière étape</translation>
    </message>
    <message>
        <source>&amp;Step</source>
        <translation>&amp;Avancer d&apos;une étape</translation>
    </message>
    <message>
        <source>Show the next step of the search</source>
        <translation>Afficher l&apos;étape suivante de la recherche</translation>
    </message>
    <message>
        <source>Pre&amp;vious solution</source>
        <translation>Solution pré&amp;cédente</translation>
    </message>
    <message>
        <source>Go back to the previous solution</source>
        <translation>Revenir à la solution précédente</translation>
    </message>
    <message>
        <source>Next s&amp;olution</source>
        <translation>Solution &amp;suivante</translation>
    </message>
    <message>
        <source>Go to the next solution, running the search to it</source>
        <translation>Aller à la solution suivante, en poursuivant la recherche jusqu&apos;à elle</translation>
    </message>
    <message>
        <source>Run to &amp;end</source>
        <translation>Aller à la &amp;fin</translation>
    </message>
    <message>
        <source>Run the whole search to its end</source>
        <translation>Exécuter toute la recherche jusqu&apos;au bout</translation>
    </message>
    <message>
        <source>S&amp;lower</source>
        <translation>Ralen&amp;tir</translation>
    </message>
    <message>
        <source>Fewer steps per second</source>
        <translation>Moins d&apos;étapes par seconde</translation>
    </message>
    <message>
        <source>&amp;Faster</source>
        <translation>Accélér&amp;er</translation>
    </message>
    <message>
        <source>More steps per second</source>
        <translation>Plus d&apos;étapes par seconde</translation>
    </message>
    <message>
        <source>&amp;Go to solution...</source>
        <translation>Aller à la s&amp;olution...</translation>
    </message>
    <message>
        <source>Jump to solution number k</source>
        <translation>Aller directement à la solution numéro k</translation>
    </message>
    <message>
        <source>Pause on each &amp;solution</source>
        <translation>Pause à chaque &amp;solution</translation>
    </message>
    <message>
        <source>Stop playing whenever a solution is found</source>
        <translation>Arrêter la lecture dès qu&apos;une solution est trouvée</translation>
    </message>
    <message>
        <source>Pause on each &amp;backtrack</source>
        <translation>Pause à chaque &amp;retour arrière</translation>
    </message>
    <message>
        <source>Stop playing whenever a queen is taken back</source>
        <translation>Arrêter la lecture dès qu&apos;une dame est retirée</translation>
    </message>
    <message>
        <source>Pause at &amp;depth %1</source>
        <translation>Pause à la &amp;profondeur %1</translation>
    </message>
    <message>
        <source>Pause at &amp;depth...</source>
        <translation>Pause à la &amp;profondeur...</translation>
    </message>
    <message>
        <source>Stop playing when a given number of queens is on the board</source>
        <translation>Arrêter la lecture quand un nombre donné de dames est sur l&apos;échiquier</translation>
    </message>
    <message>
        <source>Show &amp;attacked squares</source>
        <translation>Cases &amp;attaquées</translation>
    </message>
    <message>
        <source>Hatch every square a queen attacks</source>
        <translation>Hachurer chaque case attaquée par une dame</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Lecture</translation>
    </message>
    <message>
        <source>Play or pause the search</source>
        <translation>Lancer ou mettre en pause la recherche</translation>
    </message>
    <message>
        <source>Go to solution</source>
        <translation>Aller à la solution</translation>
    </message>
    <message>
        <source>Solution number (%1 found so far; a larger number runs the search on):</source>
        <translation>Numéro de la solution (%1 trouvées jusqu&apos;ici&#xa0;; un numéro plus grand poursuit la recherche)&#xa0;:</translation>
    </message>
    <message>
        <source>Pause at depth</source>
        <translation>Pause à une profondeur donnée</translation>
    </message>
    <message>
        <source>Pause when this many queens are on the board:</source>
        <translation>Mettre en pause quand ce nombre de dames est sur l&apos;échiquier&#xa0;:</translation>
    </message>
    <message>
        <source>Attacked squares are hatched on boards up to %1 x %1</source>
        <translation>Les cases attaquées sont hachurées sur les échiquiers jusqu&apos;à %1 x %1</translation>
    </message>
</context>
<context>
    <name>RunToolBar</name>
    <message>
        <source>Run</source>
        <translation>Exécution</translation>
    </message>
    <message>
        <source>Speed, from 1 step per second to top speed (- and +)</source>
        <translation>Vitesse, de 1 étape par seconde à la vitesse maximale (- et +)</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Vitesse</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)/s</source>
        <translation>
            <numerusform>%n étape/s</numerusform>
            <numerusform>%n étapes/s</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;N:</source>
        <translation>&amp;N&#xa0;:</translation>
    </message>
    <message>
        <source>Board size: N queens on an N x N board</source>
        <translation>Taille de l&apos;échiquier&#xa0;: N dames sur un échiquier N x N</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>Taille de l&apos;échiquier</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algorithme</translation>
    </message>
    <message>
        <source>top speed</source>
        <translation>vitesse maximale</translation>
    </message>
</context>
<context>
    <name>SearchTreeView</name>
    <message>
        <source>Follow</source>
        <translation>Suivre</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Ajuster</translation>
    </message>
    <message>
        <source>Keep the current node in view</source>
        <translation>Garder le nœud courant visible</translation>
    </message>
    <message>
        <source>Placements per depth (depth: count)</source>
        <translation>Placements par profondeur (profondeur&#xa0;: nombre)</translation>
    </message>
    <message>
        <source>Nodes: %1, solutions: %2</source>
        <translation>Nœuds&#xa0;: %1, solutions&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1; finished subtrees collapsed from depth %2</source>
        <translation>%1&#xa0;; sous-arbres terminés repliés à partir de la profondeur %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Profondeur</translation>
    </message>
    <message>
        <source>The empty board</source>
        <translation>L&apos;échiquier vide</translation>
    </message>
    <message>
        <source>Placed at step %1</source>
        <translation>Placée à l&apos;étape %1</translation>
    </message>
    <message>
        <source>Still on the board</source>
        <translation>Toujours sur l&apos;échiquier</translation>
    </message>
    <message>
        <source>Removed at step %1</source>
        <translation>Retirée à l&apos;étape %1</translation>
    </message>
    <message numerus="yes">
        <source>%n square(s) refused while it was the last queen</source>
        <translation>
            <numerusform>%n case refusée alors qu&apos;elle était la dernière dame posée</numerusform>
            <numerusform>%n cases refusées alors qu&apos;elle était la dernière dame posée</numerusform>
        </translation>
    </message>
    <message>
        <source>A solution</source>
        <translation>Une solution</translation>
    </message>
    <message numerus="yes">
        <source>%n solution(s) below it</source>
        <translation>
            <numerusform>%n solution en dessous</numerusform>
            <numerusform>%n solutions en dessous</numerusform>
        </translation>
    </message>
    <message>
        <source>Collapsed: %1 placements below it</source>
        <translation>Replié&#xa0;: %1 placements en dessous</translation>
    </message>
    <message>
        <source>Click to go to this step</source>
        <translation>Cliquer pour aller à cette étape</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Zoom avant</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Zoom arrière</translation>
    </message>
    <message>
        <source>Fit tree</source>
        <translation>Ajuster l&apos;arbre</translation>
    </message>
    <message>
        <source>Search tree</source>
        <translation>Arbre de recherche</translation>
    </message>
    <message>
        <source>One node per queen placed; click a node to go to its step</source>
        <translation>Un nœud par dame placée&#xa0;; cliquer sur un nœud pour aller à son étape</translation>
    </message>
    <message>
        <source>A local search has no search tree: it starts from a full board and moves one attacked queen at a time, never backtracking. Watch the board, the conflicts counter and the timeline instead.</source>
        <translation>Une recherche locale n&apos;a pas d&apos;arbre de recherche&#xa0;: elle part d&apos;un échiquier plein et déplace une dame attaquée à la fois, sans jamais revenir en arrière. Observez plutôt l&apos;échiquier, le compteur de conflits et la chronologie.</translation>
    </message>
    <message>
        <source>Queen on %1 (row = %2, col = %3)</source>
        <translation>Dame en %1 (row = %2, col = %3)</translation>
    </message>
    <message>
        <source>reached: nodes %1, solutions %2</source>
        <translation>atteint&#xa0;: nœuds %1, solutions %2</translation>
    </message>
    <message>
        <source>At this step: nodes %1, solutions %2; %3</source>
        <translation>À cette étape&#xa0;: nœuds %1, solutions %2&#xa0;; %3</translation>
    </message>
    <message>
        <source>At this step: solutions %1; %2</source>
        <translation>À cette étape&#xa0;: solutions %1&#xa0;; %2</translation>
    </message>
    <message>
        <source>Its level chose row %1 (rank %2)</source>
        <translation>Son niveau a choisi la rangée %1 (rangée %2 sur l&apos;échiquier)</translation>
    </message>
    <message>
        <source>Its level chose column %1 (file %2)</source>
        <translation>Son niveau a choisi la colonne %1 (colonne %2 sur l&apos;échiquier)</translation>
    </message>
    <message>
        <source>Row %1 (rank %2) has nothing left to try: a dead end</source>
        <translation>La rangée %1 (rangée %2 sur l&apos;échiquier) n&apos;a plus rien à essayer&#xa0;: une impasse</translation>
    </message>
    <message>
        <source>Column %1 (file %2) has nothing left to try: a dead end</source>
        <translation>La colonne %1 (colonne %2 sur l&apos;échiquier) n&apos;a plus rien à essayer&#xa0;: une impasse</translation>
    </message>
    <message>
        <source>Zoom in (%1, %2)</source>
        <comment>%1: the + key; %2: Ctrl+wheel</comment>
        <translation>Zoom avant (%1, %2)</translation>
    </message>
    <message>
        <source>Zoom out (%1, %2)</source>
        <comment>%1: the - key; %2: Ctrl+wheel</comment>
        <translation>Zoom arrière (%1, %2)</translation>
    </message>
    <message>
        <source>Show as much of the tree as fits with nodes big enough to click (%1)</source>
        <comment>%1: the 0 key</comment>
        <translation>Afficher autant de l&apos;arbre qu&apos;il en tient avec des nœuds assez grands pour cliquer (%1)</translation>
    </message>
    <message>
        <source>%1: given</source>
        <comment>depth 3 holds a given queen, not searched</comment>
        <translation>%1&#xa0;: donnée</translation>
    </message>
    <message>
        <source>Depth %1: %2</source>
        <comment>%2: the empty board, or the queen of the node</comment>
        <translation>Profondeur %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1, a solution</source>
        <translation>%1, une solution</translation>
    </message>
</context>
<context>
    <name>SeatGlanceModel</name>
    <message>
        <source>%1 (left)</source>
        <translation>%1 (parti)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <source>Pupil</source>
        <translation>Élève</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Étapes</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Erreurs</translation>
    </message>
    <message>
        <source>Shown</source>
        <translation>Vues</translation>
    </message>
    <message>
        <source>Last right</source>
        <translation>Dernier juste</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fini</translation>
    </message>
    <message>
        <source>Minutes and seconds since the pupil&apos;s last right step</source>
        <translation>Minutes et secondes depuis la dernière étape juste de l&apos;élève</translation>
    </message>
    <message>
        <source>Steps shown with Show me</source>
        <translation>Étapes montrées avec «&#xa0;Montre-moi&#xa0;»</translation>
    </message>
</context>
<context>
    <name>SeatMode</name>
    <message>
        <source>Every pupil is the solver of their own run, on their own phone or laptop</source>
        <translation>Chaque élève résout sa propre exécution, sur son téléphone ou son ordinateur</translation>
    </message>
    <message>
        <source>End seat work: every pupil sees their summary</source>
        <translation>Arrêter le travail individuel&#xa0;: chaque élève voit son bilan</translation>
    </message>
    <message>
        <source>Start Seat &amp;Work…</source>
        <translation>Co&amp;mmencer le travail individuel…</translation>
    </message>
    <message>
        <source>Stop Se&amp;at Work</source>
        <translation>Arrêter le travail in&amp;dividuel</translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message>
        <source>Seat work</source>
        <translation>Travail individuel</translation>
    </message>
    <message>
        <source>Show names</source>
        <translation>Afficher les noms</translation>
    </message>
    <message>
        <source>Off: every pupil is &quot;Pupil&quot; and a number, here and on the boards shown</source>
        <translation>Décoché&#xa0;: chaque élève est «&#xa0;Élève&#xa0;» et un numéro, ici et sur les échiquiers montrés</translation>
    </message>
    <message>
        <source>The class at a glance</source>
        <translation>La classe d&apos;un coup d&apos;œil</translation>
    </message>
    <message>
        <source>Whoever is stuck is on top. Click a pupil (or press Enter) to show their board</source>
        <translation>Qui est bloqué est en haut. Cliquez sur un élève (ou appuyez sur Entrée) pour montrer son échiquier</translation>
    </message>
    <message>
        <source>Save Seat Work Results</source>
        <translation>Enregistrer les résultats du travail individuel</translation>
    </message>
    <message>
        <source>Example of the most common mistake</source>
        <translation>Exemple de l&apos;erreur la plus fréquente</translation>
    </message>
    <message>
        <source>Pupil %1</source>
        <translation>Élève %1</translation>
    </message>
    <message>
        <source>Every pupil does the algorithm&apos;s steps on their own board; you see where the class stands.</source>
        <translation>Chaque élève fait les étapes de l&apos;algorithme sur son propre échiquier&#xa0;; vous voyez où en est la classe.</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n étape</numerusform>
            <numerusform>%n étapes</numerusform>
        </translation>
    </message>
    <message>
        <source>to the first solution</source>
        <translation>jusqu&apos;à la première solution</translation>
    </message>
    <message>
        <source>Under way: %1 x %1, %2, %3.</source>
        <translation>En cours&#xa0;: %1 x %1, %2, %3.</translation>
    </message>
    <message>
        <source>Stopped: %1 x %1, %2, %3.</source>
        <translation>Arrêté&#xa0;: %1 x %1, %2, %3.</translation>
    </message>
    <message>
        <source>Most common mistake now: %1</source>
        <translation>Erreur la plus fréquente en ce moment&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n time(s) in the last three minutes</source>
        <translation>
            <numerusform>%n fois ces trois dernières minutes</numerusform>
            <numerusform>%n fois ces trois dernières minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pupil(s) made it</source>
        <translation>
            <numerusform>%n élève l&apos;a faite</numerusform>
            <numerusform>%n élèves l&apos;ont faite</numerusform>
        </translation>
    </message>
    <message>
        <source>Board of %1</source>
        <translation>Échiquier de %1</translation>
    </message>
    <message>
        <source>seat-work-results.csv</source>
        <translation>resultats-travail-individuel.csv</translation>
    </message>
    <message>
        <source>CSV for spreadsheets (*.csv);;JSON (*.json)</source>
        <translation>CSV pour tableurs (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Results not saved</source>
        <translation>Résultats non enregistrés</translation>
    </message>
    <message>
        <source>Start…</source>
        <translation>Commencer…</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>Whole Class</source>
        <translation>Toute la classe</translation>
    </message>
    <message>
        <source>Every pupil at once, in a large box over the window</source>
        <translation>Tous les élèves à la fois, en grand sur la fenêtre</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Enregistrer…</translation>
    </message>
</context>
<context>
    <name>SeatResults</name>
    <message>
        <source>The file is too large to be seat work&apos;s results.</source>
        <translation>Le fichier est trop grand pour être les résultats d’un travail individuel.</translation>
    </message>
    <message>
        <source>The file is not seat work&apos;s results: it is not a JSON object.</source>
        <translation>Le fichier ne contient pas les résultats d’un travail individuel&#xa0;: ce n’est pas un objet JSON.</translation>
    </message>
    <message>
        <source>The seat work&apos;s results are damaged at %1.</source>
        <translation>Les résultats du travail individuel sont endommagés à %1.</translation>
    </message>
    <message>
        <source>The file is not seat work&apos;s results of this program&apos;s version.</source>
        <translation>Le fichier ne contient pas les résultats d’un travail individuel de la version de ce programme.</translation>
    </message>
</context>
<context>
    <name>SeatStartDialog</name>
    <message>
        <source>Start Seat Work</source>
        <translation>Commencer le travail individuel</translation>
    </message>
    <message>
        <source>Every pupil is the solver of their own run, on their own device: each step is checked, and a mistake is named and drawn on their board.</source>
        <translation>Chaque élève résout sa propre exécution sur son propre appareil&#xa0;: chaque étape est vérifiée, et une erreur est nommée et dessinée sur son échiquier.</translation>
    </message>
    <message>
        <source>S&amp;tart</source>
        <translation>&amp;Commencer</translation>
    </message>
</context>
<context>
    <name>SessionController</name>
    <message>
        <source>N-Queens sessions (*.%1)</source>
        <translation>Sessions des N dames (*.%1)</translation>
    </message>
    <message>
        <source>&amp;Open session…</source>
        <translation>&amp;Ouvrir une session…</translation>
    </message>
    <message>
        <source>Open a saved session or lesson</source>
        <translation>Ouvrir une session ou une leçon enregistrée</translation>
    </message>
    <message>
        <source>&amp;Save session…</source>
        <translation>&amp;Enregistrer la session…</translation>
    </message>
    <message>
        <source>Save N, the algorithm, the step, the modes and the panels</source>
        <translation>Enregistrer N, l&apos;algorithme, l&apos;étape, les modes et les panneaux</translation>
    </message>
    <message>
        <source>A&amp;dd scene…</source>
        <translation>Ajouter une scè&amp;ne…</translation>
    </message>
    <message>
        <source>Add the board as it is now as a scene of the lesson</source>
        <translation>Ajouter l&apos;échiquier tel qu&apos;il est comme scène de la leçon</translation>
    </message>
    <message>
        <source>&amp;Next scene</source>
        <translation>Scène &amp;suivante</translation>
    </message>
    <message>
        <source>Go to the lesson&apos;s next scene</source>
        <translation>Aller à la scène suivante de la leçon</translation>
    </message>
    <message>
        <source>P&amp;revious scene</source>
        <translation>Scène &amp;précédente</translation>
    </message>
    <message>
        <source>Go to the lesson&apos;s previous scene</source>
        <translation>Aller à la scène précédente de la leçon</translation>
    </message>
    <message>
        <source>Cannot open “%1”: %2.</source>
        <translation>Impossible d&apos;ouvrir «&#xa0;%1&#xa0;»&#xa0;: %2.</translation>
    </message>
    <message>
        <source>the search of %1 x %1 ends at step %2, before step %3</source>
        <translation>la recherche sur %1 x %1 se termine à l&apos;étape %2, avant l&apos;étape %3</translation>
    </message>
    <message>
        <source>Cannot go there: %1.</source>
        <translation>Impossible d&apos;y aller&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Stopped at step %1 of %2.</source>
        <translation>Arrêté à l&apos;étape %1 sur %2.</translation>
    </message>
    <message>
        <source>Opening session</source>
        <translation>Ouverture de la session</translation>
    </message>
    <message>
        <source>Going to step %1…</source>
        <translation>Vers l&apos;étape %1…</translation>
    </message>
    <message>
        <source>Open session</source>
        <translation>Ouvrir une session</translation>
    </message>
    <message>
        <source>Save session</source>
        <translation>Enregistrer la session</translation>
    </message>
    <message>
        <source>lesson</source>
        <translation>lecon</translation>
    </message>
    <message>
        <source>Add scene</source>
        <translation>Ajouter une scène</translation>
    </message>
    <message>
        <source>A short note shown beside the board in this scene:</source>
        <translation>Une courte note affichée à côté de l&apos;échiquier dans cette scène&#xa0;:</translation>
    </message>
    <message>
        <source>step %1 is too far to reach: the search is replayed from the start to get there, and steps beyond %2 would take more than about a minute</source>
        <translation>l&apos;étape %1 est trop loin&#xa0;: pour l&apos;atteindre, la recherche est rejouée depuis le début, et les étapes au-delà de %2 prendraient plus d&apos;une minute environ</translation>
    </message>
    <message>
        <source>The board has left scene %1: it is %2 x %2, %3, now. Next or Previous scene (Page Down, Page Up) goes back to the lesson.</source>
        <translation>L&apos;échiquier a quitté la scène %1&#xa0;: il est maintenant de %2 x %2, %3. Scène suivante ou précédente (Page suiv., Page préc.) ramène à la leçon.</translation>
    </message>
    <message numerus="yes">
        <source>Saved “%1”: the window as it is and the lesson&apos;s %n scene(s); it opens again at scene %2.</source>
        <translation>
            <numerusform>«&#xa0;%1&#xa0;» enregistré&#xa0;: la fenêtre telle quelle et la %n scène de la leçon&#xa0;; il s&apos;ouvrira de nouveau à la scène %2.</numerusform>
            <numerusform>«&#xa0;%1&#xa0;» enregistré&#xa0;: la fenêtre telle quelle et les %n scènes de la leçon&#xa0;; il s&apos;ouvrira de nouveau à la scène %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved “%1”: the window as it is.</source>
        <translation>«&#xa0;%1&#xa0;» enregistré&#xa0;: la fenêtre telle quelle.</translation>
    </message>
    <message>
        <source>For a &amp;Class</source>
        <translation>Pour une &amp;classe</translation>
    </message>
    <message>
        <source>Save the session or lesson as meant for a class answering on their phones: opening it offers to open a class</source>
        <translation>Enregistrer la session ou la leçon comme prévue pour une classe qui répond sur ses téléphones&#xa0;: l&apos;ouvrir propose d&apos;ouvrir une classe</translation>
    </message>
</context>
<context>
    <name>SessionFile</name>
    <message>
        <source>the file ends too early (cut off at byte %1?)</source>
        <translation>le fichier se termine trop tôt (coupé à l&apos;octet %1&#xa0;?)</translation>
    </message>
    <message>
        <source>not a session file: no valid JSON (%1 at byte %2)</source>
        <translation>pas un fichier de session&#xa0;: JSON non valide (%1 à l&apos;octet %2)</translation>
    </message>
    <message>
        <source>not a session file: the JSON is not an object</source>
        <translation>pas un fichier de session&#xa0;: le JSON n&apos;est pas un objet</translation>
    </message>
    <message>
        <source>not a session file: “format” is not “%1”</source>
        <translation>pas un fichier de session&#xa0;: «&#xa0;format&#xa0;» n&apos;est pas «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>“version” must be a whole number from 1</source>
        <translation>«&#xa0;version&#xa0;» doit être un entier à partir de 1</translation>
    </message>
    <message>
        <source>made by a newer version of the program (file format %1; this one reads format %2 and older): please update it</source>
        <translation>créé par une version plus récente du programme (format %1&#xa0;; celle-ci lit le format %2 et antérieurs)&#xa0;: mettez-le à jour</translation>
    </message>
    <message>
        <source>“title” must be a text, or texts by language</source>
        <translation>«&#xa0;title&#xa0;» doit être un texte, ou des textes par langue</translation>
    </message>
    <message>
        <source>“scenes” must be a list</source>
        <translation>«&#xa0;scenes&#xa0;» doit être une liste</translation>
    </message>
    <message>
        <source>scene %1: </source>
        <translation>scène %1&#xa0;: </translation>
    </message>
    <message>
        <source>a scene must be an object with a “state” object</source>
        <translation>une scène doit être un objet avec un objet «&#xa0;state&#xa0;»</translation>
    </message>
    <message>
        <source>“note” must be a text, or texts by language</source>
        <translation>«&#xa0;note&#xa0;» doit être un texte, ou des textes par langue</translation>
    </message>
    <message>
        <source>“state” must be an object</source>
        <translation>«&#xa0;state&#xa0;» doit être un objet</translation>
    </message>
    <message>
        <source>there is no such file</source>
        <translation>ce fichier n&apos;existe pas</translation>
    </message>
    <message>
        <source>it is a folder, not a session file</source>
        <translation>c&apos;est un dossier, pas un fichier de session</translation>
    </message>
    <message>
        <source>it is not a regular file (a pipe or a device?)</source>
        <translation>ce n&apos;est pas un fichier ordinaire (un tube ou un périphérique&#xa0;?)</translation>
    </message>
    <message>
        <source>it is too large for a session file (%1; at most %2)</source>
        <translation>il est trop gros pour un fichier de session (%1&#xa0;; au plus %2)</translation>
    </message>
    <message>
        <source>it cannot be read (%1)</source>
        <translation>il ne peut pas être lu (%1)</translation>
    </message>
    <message>
        <source>Could not save “%1”: %2</source>
        <translation>Impossible d&apos;enregistrer «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <source>UTF-32 (little-endian)</source>
        <translation>UTF-32 (petit-boutiste)</translation>
    </message>
    <message>
        <source>UTF-32 (big-endian)</source>
        <translation>UTF-32 (gros-boutiste)</translation>
    </message>
    <message>
        <source>UTF-16 (little-endian)</source>
        <translation>UTF-16 (petit-boutiste)</translation>
    </message>
    <message>
        <source>UTF-16 (big-endian)</source>
        <translation>UTF-16 (gros-boutiste)</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text but %1: save it as UTF-8</source>
        <translation>le fichier n&apos;est pas du texte UTF-8 mais de l&apos;%1&#xa0;: enregistrez-le en UTF-8</translation>
    </message>
    <message>
        <source>not a session file: no valid JSON (a NUL byte at byte %1: the file is not UTF-8 text)</source>
        <translation>ce n&apos;est pas un fichier de session&#xa0;: pas de JSON valide (un octet NUL à l&apos;octet %1&#xa0;: le fichier n&apos;est pas du texte UTF-8)</translation>
    </message>
    <message>
        <source>it is a loop of symbolic links (each leads to another, never to a file)</source>
        <translation>c&apos;est une boucle de liens symboliques (chacun mène à un autre, jamais à un fichier)</translation>
    </message>
    <message>
        <source>it is a symbolic link to “%1”, which does not exist</source>
        <translation>c&apos;est un lien symbolique vers «&#xa0;%1&#xa0;», qui n&apos;existe pas</translation>
    </message>
    <message>
        <source>“shownScene” must be a scene&apos;s number, 1 to %1</source>
        <translation>«&#xa0;shownScene&#xa0;» doit être le numéro d&apos;une scène, de 1 à %1</translation>
    </message>
    <message>
        <source>“forClass” must be true or false</source>
        <translation>«&#xa0;forClass&#xa0;» doit valoir true ou false</translation>
    </message>
</context>
<context>
    <name>SessionState</name>
    <message>
        <source>“%1” is missing</source>
        <translation>«&#xa0;%1&#xa0;» manque</translation>
    </message>
    <message>
        <source>“%1” must be a whole number from %2 to %3</source>
        <translation>«&#xa0;%1&#xa0;» doit être un entier de %2 à %3</translation>
    </message>
    <message>
        <source>“%1” must be true or false</source>
        <translation>«&#xa0;%1&#xa0;» doit valoir true ou false</translation>
    </message>
    <message>
        <source>“%1” must be one of %2</source>
        <translation>«&#xa0;%1&#xa0;» doit être l&apos;un de %2</translation>
    </message>
    <message>
        <source>“%1” must be a list</source>
        <translation>«&#xa0;%1&#xa0;» doit être une liste</translation>
    </message>
    <message>
        <source>“%1” must be an object</source>
        <translation>«&#xa0;%1&#xa0;» doit être un objet</translation>
    </message>
    <message>
        <source>“algorithm” is missing</source>
        <translation>«&#xa0;algorithm&#xa0;» manque</translation>
    </message>
    <message>
        <source>unknown algorithm “%1”; valid algorithms: %2</source>
        <translation>algorithme inconnu «&#xa0;%1&#xa0;»&#xa0;; algorithmes valides&#xa0;: %2</translation>
    </message>
    <message>
        <source>(not a name)</source>
        <translation>(pas un nom)</translation>
    </message>
    <message>
        <source>“start” must list %1 columns, one per row, not %2</source>
        <translation>«&#xa0;start&#xa0;» doit lister %1 colonnes, une par rangée, pas %2</translation>
    </message>
    <message>
        <source>“start” must hold columns from -1 (a free row) to %1</source>
        <translation>«&#xa0;start&#xa0;» doit contenir des colonnes de -1 (rangée libre) à %1</translation>
    </message>
    <message>
        <source>“start” gives queens, which %1 cannot take</source>
        <translation>«&#xa0;start&#xa0;» donne des dames, que %1 n&apos;accepte pas</translation>
    </message>
    <message>
        <source>“start”: %1</source>
        <translation>«&#xa0;start&#xa0;»&#xa0;: %1</translation>
    </message>
    <message>
        <source>play mode takes boards up to %1 x %1, not %2 x %2</source>
        <translation>le mode jeu accepte les échiquiers jusqu&apos;à %1 x %1, pas %2 x %2</translation>
    </message>
    <message>
        <source>“play” must list squares [row, column], each from 0 to %1</source>
        <translation>«&#xa0;play&#xa0;» doit lister des cases [rangée, colonne], chacune de 0 à %1</translation>
    </message>
    <message>
        <source>“play” names the square [%1, %2] twice</source>
        <translation>«&#xa0;play&#xa0;» désigne deux fois la case [%1, %2]</translation>
    </message>
    <message>
        <source>“predict.kinds” must list names from %1</source>
        <translation>«&#xa0;predict.kinds&#xa0;» doit lister des noms parmi %1</translation>
    </message>
    <message>
        <source>“view.panels” must list panel names</source>
        <translation>«&#xa0;view.panels&#xa0;» doit lister des noms de panneaux</translation>
    </message>
    <message>
        <source>“%1” must be a whole number from %2 to %3 (above %4 as a string of digits)</source>
        <translation>«&#xa0;%1&#xa0;» doit être un entier de %2 à %3 (au-delà de %4, sous forme de chaîne de chiffres)</translation>
    </message>
    <message>
        <source>“%1” is too large to be read exactly as a number: above %2 it must be a string of digits, such as &quot;%3&quot;</source>
        <translation>«&#xa0;%1&#xa0;» est trop grand pour être lu exactement comme un nombre&#xa0;: au-delà de %2, ce doit être une chaîne de chiffres, comme &quot;%3&quot;</translation>
    </message>
    <message>
        <source>along the column</source>
        <translation>par la colonne</translation>
    </message>
    <message>
        <source>along the diagonal</source>
        <translation>par la diagonale</translation>
    </message>
    <message>
        <source>along the anti-diagonal</source>
        <translation>par l&apos;anti-diagonale</translation>
    </message>
    <message>
        <source>“start”: the queens on %1 and %2 attack each other %3</source>
        <translation>«&#xa0;start&#xa0;»&#xa0;: les dames en %1 et %2 s&apos;attaquent %3</translation>
    </message>
    <message>
        <source>“activities” holds %1 parts; at most %2</source>
        <translation>«&#xa0;activities&#xa0;» contient %1 parties&#xa0;; au plus %2</translation>
    </message>
    <message>
        <source>“activities” names a part wrongly; a name is 1 to %1 lower-case letters, digits or -</source>
        <translation>«&#xa0;activities&#xa0;» nomme mal une partie&#xa0;; un nom compte de 1 à %1 minuscules, chiffres ou -</translation>
    </message>
    <message>
        <source>“activities.%1” must be an object</source>
        <translation>«&#xa0;activities.%1&#xa0;» doit être un objet</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Commande</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>Everywhere</source>
        <translation>Partout</translation>
    </message>
    <message>
        <source>Open a menu</source>
        <translation>Ouvrir un menu</translation>
    </message>
    <message>
        <source>Move to the next or previous control</source>
        <translation>Passer au contrôle suivant ou précédent</translation>
    </message>
    <message>
        <source>Choose a solution in the solutions list</source>
        <translation>Choisir une solution dans la liste des solutions</translation>
    </message>
    <message>
        <source>Leave a browsed solution for the run&apos;s board</source>
        <translation>Quitter une solution parcourue pour revenir à l&apos;échiquier de la recherche</translation>
    </message>
    <message>
        <source>Play mode: move the cursor on the board</source>
        <translation>Mode jeu&#xa0;: déplacer le curseur sur l&apos;échiquier</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Touches fléchées</translation>
    </message>
    <message>
        <source>Play mode: put a queen on the cursor&apos;s square or take it away</source>
        <translation>Mode jeu&#xa0;: poser une dame sur la case du curseur ou la retirer</translation>
    </message>
    <message>
        <source>Zoom the board in or out</source>
        <translation>Agrandir ou réduire l&apos;échiquier</translation>
    </message>
    <message>
        <source>Pan a zoomed board</source>
        <translation>Faire défiler un échiquier agrandi</translation>
    </message>
    <message>
        <source>%1 and the menu&apos;s underlined letter</source>
        <comment>%1: the Alt key</comment>
        <translation>%1 et la lettre soulignée du menu</translation>
    </message>
    <message>
        <source>Arrow keys, %1, %2</source>
        <comment>%1, %2: the Page Up and Page Down keys</comment>
        <translation>Touches fléchées, %1, %2</translation>
    </message>
    <message>
        <source>%1, or a click on the square</source>
        <comment>%1: the keys, &quot;Space or Enter&quot;</comment>
        <translation>%1, ou un clic sur la case</translation>
    </message>
    <message>
        <source>%1+arrow keys, or drag with the middle button</source>
        <comment>%1: the Ctrl key</comment>
        <translation>%1+touches fléchées, ou glisser avec le bouton du milieu</translation>
    </message>
    <message>
        <source>Set the board size N</source>
        <translation>Choisir la taille N de l&apos;échiquier</translation>
    </message>
    <message>
        <source>Move in a number being typed</source>
        <translation>Se déplacer dans un nombre en cours de saisie</translation>
    </message>
    <message>
        <source>Change N or the algorithm one by one</source>
        <translation>Changer N ou l&apos;algorithme un par un</translation>
    </message>
    <message>
        <source>Choose from the open algorithm list</source>
        <translation>Choisir dans la liste des algorithmes ouverte</translation>
    </message>
    <message>
        <source>Type the number in the N box, then %1 (%2 keeps the old N): the keys drive the run again</source>
        <comment>%1: the Enter key, %2: the Escape key</comment>
        <translation>Taper le nombre dans le champ N, puis %1 (%2 garde l&apos;ancien N)&#xa0;: les touches pilotent de nouveau l&apos;exécution</translation>
    </message>
    <message>
        <source>%1, until %2 or %3</source>
        <comment>%1: the keys Left, Right, Home, End; %2: Enter; %3: Escape</comment>
        <translation>%1, jusqu&apos;à %2 ou %3</translation>
    </message>
    <message>
        <source>%1 in its box</source>
        <comment>%1: the keys, &quot;Up or Down&quot;</comment>
        <translation>%1 dans son champ</translation>
    </message>
    <message>
        <source>%1, then %2 (%3 closes it): the keys drive the run again</source>
        <comment>%1: the keys, &quot;Up or Down&quot;; %2: Enter; %3: Escape</comment>
        <translation>%1, puis %2 (%3 la ferme)&#xa0;: les touches pilotent de nouveau l&apos;exécution</translation>
    </message>
    <message>
        <source>Be the solver: place a queen on the cursor&apos;s square or take it back</source>
        <translation>Être le solveur&#xa0;: placer une dame sur la case du curseur ou la reprendre</translation>
    </message>
    <message>
        <source>Be the solver: refuse the cursor&apos;s square</source>
        <translation>Être le solveur&#xa0;: refuser la case du curseur</translation>
    </message>
    <message>
        <source>%1, or a right click or %2+click on the square</source>
        <comment>%1: the keys, &quot;X or Delete&quot;; %2: the Shift key</comment>
        <translation>%1, ou un clic droit ou %2+clic sur la case</translation>
    </message>
</context>
<context>
    <name>ShownWords</name>
    <message>
        <source>%1 queens, %2, step %3</source>
        <translation>%1 dames, %2, étape %3</translation>
    </message>
    <message>
        <source>%1 queens, play mode</source>
        <translation>%1 dames, mode jeu</translation>
    </message>
    <message>
        <source>The solution itself: %1.</source>
        <translation>La solution elle-même&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The solution under %1: %2.</source>
        <translation>Solution affichée (%1)&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 x %1 board: %2, from the solutions list.</source>
        <translation>Échiquier %1 x %1&#xa0;: %2, choisie dans la liste des solutions.</translation>
    </message>
    <message>
        <source>%1 queens, %2</source>
        <translation>%1 dames, %2</translation>
    </message>
    <message>
        <source>Play mode: the board is yours. The run is paused at step %L1 and comes back when you leave play mode.</source>
        <translation>Mode jeu&#xa0;: l&apos;échiquier est à vous. La recherche est en pause à l&apos;étape %L1 et revient quand vous quittez le mode jeu.</translation>
    </message>
    <message>
        <source>Given queens, fixed for this run: %1.</source>
        <translation>Dames données, fixes pour cette recherche&#xa0;: %1.</translation>
    </message>
    <message>
        <source>%1 queens</source>
        <translation>%1 dames</translation>
    </message>
</context>
<context>
    <name>SolutionStore</name>
    <message>
        <source>The solutions of the %1x%1 board are too many to list. Only boards up to 27x27 can be counted at all.</source>
        <translation>Les solutions de l&apos;échiquier %1x%1 sont trop nombreuses pour être listées. Au-delà de 27x27, elles ne peuvent même pas être dénombrées.</translation>
    </message>
    <message>
        <source>The %1x%1 board has %2 solutions</source>
        <translation>L&apos;échiquier %1x%1 a %2 solutions</translation>
    </message>
    <message>
        <source>The %1x%1 board has %2 fundamental solutions</source>
        <translation>L&apos;échiquier %1x%1 a %2 solutions fondamentales</translation>
    </message>
    <message>
        <source>%1: at %2 bytes each they would take %3 MiB, more than the %4 MiB set aside for browsing. Count them instead.</source>
        <translation>%1&#xa0;: à %2 octets chacune, elles occuperaient %3 Mio, plus que les %4 Mio réservés à la consultation. Dénombrez-les plutôt.</translation>
    </message>
</context>
<context>
    <name>SolutionsModel</name>
    <message>
        <source>Solution %1</source>
        <translation>Solution %1</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>Solution %1, class %2</source>
        <translation>Solution %1, classe %2</translation>
    </message>
    <message>
        <source>solution %1, class %2</source>
        <translation>solution %1, classe %2</translation>
    </message>
    <message>
        <source>solution %1</source>
        <translation>solution %1</translation>
    </message>
    <message>
        <source>Class %1</source>
        <translation>Classe %1</translation>
    </message>
    <message>
        <source>class %1</source>
        <translation>classe %1</translation>
    </message>
    <message>
        <source>%1: queens in columns %2 (row by row)</source>
        <translation>%1&#xa0;: dames dans les colonnes %2 (rangée par rangée)</translation>
    </message>
</context>
<context>
    <name>SolutionsPanel</name>
    <message>
        <source>&amp;All</source>
        <translation>&amp;Toutes</translation>
    </message>
    <message>
        <source>F&amp;undamental</source>
        <translation>F&amp;ondamentales</translation>
    </message>
    <message>
        <source>Previ&amp;ous</source>
        <translation>&amp;Précédente</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Suivante</translation>
    </message>
    <message>
        <source>&amp;Count them instead</source>
        <translation>C&amp;ompter à la place</translation>
    </message>
    <message>
        <source>List every solution</source>
        <translation>Lister toutes les solutions</translation>
    </message>
    <message>
        <source>List one solution per class of solutions that are rotations or reflections of one another</source>
        <translation>Lister une seule solution par classe de solutions qui se déduisent les unes des autres par rotation ou symétrie</translation>
    </message>
    <message>
        <source>Go to </source>
        <translation>Aller à </translation>
    </message>
    <message>
        <source>Go to number</source>
        <translation>Aller au numéro</translation>
    </message>
    <message>
        <source>Number of the solution to show</source>
        <translation>Numéro de la solution à afficher</translation>
    </message>
    <message>
        <source>Click an image to see the transformation on the board</source>
        <translation>Cliquer sur une image pour voir la transformation sur l&apos;échiquier</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Afficher&#xa0;:</translation>
    </message>
    <message>
        <source>Count all and fundamental solutions of this board without listing them</source>
        <translation>Dénombrer toutes les solutions et les solutions fondamentales de cet échiquier sans les lister</translation>
    </message>
    <message>
        <source>Boards larger than %1x%1 cannot be counted here.</source>
        <translation>Les échiquiers de plus de %1x%1 ne peuvent pas être dénombrés ici.</translation>
    </message>
    <message>
        <source>Counting the solutions of the %1x%1 board...</source>
        <translation>Dénombrement des solutions de l&apos;échiquier %1x%1...</translation>
    </message>
    <message>
        <source>The %1x%1 board has %2 solutions, %3 of them fundamental (counted in %4 s).</source>
        <translation>L&apos;échiquier %1x%1 a %2 solutions, dont %3 fondamentales (dénombrées en %4 s).</translation>
    </message>
    <message>
        <source>the solution itself</source>
        <translation>la solution elle-même</translation>
    </message>
    <message>
        <source>rotation by 90 degrees</source>
        <translation>rotation de 90 degrés</translation>
    </message>
    <message>
        <source>rotation by 180 degrees</source>
        <translation>rotation de 180 degrés</translation>
    </message>
    <message>
        <source>rotation by 270 degrees</source>
        <translation>rotation de 270 degrés</translation>
    </message>
    <message>
        <source>reflection in the vertical axis</source>
        <translation>symétrie d&apos;axe vertical</translation>
    </message>
    <message>
        <source>reflection in the horizontal axis</source>
        <translation>symétrie d&apos;axe horizontal</translation>
    </message>
    <message>
        <source>reflection in the main diagonal</source>
        <translation>symétrie par rapport à la diagonale principale</translation>
    </message>
    <message>
        <source>reflection in the anti-diagonal</source>
        <translation>symétrie par rapport à l&apos;anti-diagonale</translation>
    </message>
    <message>
        <source>Listing the fundamental solutions of the %1x%1 board: %2 of %3</source>
        <translation>Énumération des solutions fondamentales de l&apos;échiquier %1x%1&#xa0;: %2 sur %3</translation>
    </message>
    <message>
        <source>Listing the solutions of the %1x%1 board: %2 of %3</source>
        <translation>Énumération des solutions de l&apos;échiquier %1x%1&#xa0;: %2 sur %3</translation>
    </message>
    <message>
        <source>Fundamental solutions of the %1x%1 board: %2 (%3 in all)</source>
        <translation>Solutions fondamentales de l&apos;échiquier %1x%1&#xa0;: %2 (%3 au total)</translation>
    </message>
    <message>
        <source>Solutions of the %1x%1 board: %2</source>
        <translation>Solutions de l&apos;échiquier %1x%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Show the solution before this one</source>
        <translation>Afficher la solution précédente</translation>
    </message>
    <message>
        <source>Show the solution after this one</source>
        <translation>Afficher la solution suivante</translation>
    </message>
    <message>
        <source>Go to solution number</source>
        <translation>Aller à la solution numéro</translation>
    </message>
    <message>
        <source>Every solution in order; choose one to see it on the board</source>
        <translation>Toutes les solutions dans l&apos;ordre&#xa0;; en choisir une pour la voir sur l&apos;échiquier</translation>
    </message>
    <message>
        <source>Solutions</source>
        <translation>Solutions</translation>
    </message>
    <message>
        <source>Rotations and reflections</source>
        <translation>Rotations et symétries</translation>
    </message>
    <message>
        <source>Listing progress</source>
        <translation>Progression de l&apos;énumération</translation>
    </message>
    <message>
        <source>&amp;Stop counting</source>
        <translation>&amp;Arrêter le comptage</translation>
    </message>
    <message>
        <source>Stop the count; nothing else is lost</source>
        <translation>Arrêter le comptage&#xa0;; rien d&apos;autre n&apos;est perdu</translation>
    </message>
    <message>
        <source>Counting the solutions of the %1x%1 board: %2% done, about %3 s left.</source>
        <translation>Comptage des solutions de l&apos;échiquier %1x%1&#xa0;: %2&#xa0;% effectués, environ %3&#xa0;s restantes.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>An image in the orbit row: the transformation, then the board&apos;s own name, as in &quot;rotation by 90 degrees: solution 89 of 92&quot;.</extracomment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 under the rotations and reflections of the board (distinct boards: %2):</source>
        <translation>Images de «&#xa0;%1&#xa0;» par les rotations et symétries de l&apos;échiquier (échiquiers distincts&#xa0;: %2)&#xa0;:</translation>
    </message>
    <message>
        <source>Its rotations and reflections (distinct boards: %1):</source>
        <translation>Ses rotations et symétries (échiquiers distincts&#xa0;: %1)&#xa0;:</translation>
    </message>
</context>
<context>
    <name>ThemeMenu</name>
    <message>
        <source>Board &amp;colours</source>
        <translation>&amp;Couleurs de l&apos;échiquier</translation>
    </message>
    <message>
        <source>Wooden light and dark squares, as on a chessboard</source>
        <translation>Cases claires et foncées en bois, comme sur un vrai échiquier</translation>
    </message>
    <message>
        <source>Strong contrast and thick marks, for projectors and low vision</source>
        <translation>Contraste fort et marques épaisses, pour les vidéoprojecteurs et les personnes malvoyantes</translation>
    </message>
    <message>
        <source>The colours of the desktop, dark mode included</source>
        <translation>Les couleurs du bureau, mode sombre compris</translation>
    </message>
</context>
<context>
    <name>TimelineBar</name>
    <message>
        <source>Going to step %1...</source>
        <translation>Aller à l&apos;étape %1...</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Chronologie</translation>
    </message>
    <message>
        <source>Timeline:</source>
        <translation>Chronologie&#xa0;:</translation>
    </message>
    <message>
        <source>Every step reached so far: drag to go back or forward</source>
        <translation>Toutes les étapes atteintes jusqu&apos;ici&#xa0;: faire glisser pour reculer ou avancer</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Étape %1 sur %2</translation>
    </message>
</context>
<context>
    <name>VariablesPanel</name>
    <message>
        <source>index</source>
        <translation>indice</translation>
    </message>
    <message>
        <source>holder</source>
        <translation>détenteur</translation>
    </message>
    <message>
        <source>all %1 rows are filled</source>
        <translation>les %1 rangées sont toutes remplies</translation>
    </message>
    <message>
        <source>placed queens (row, col): none</source>
        <translation>dames placées (row, col)&#xa0;: aucune</translation>
    </message>
    <message>
        <source>placed queens (row, col):</source>
        <translation>dames placées (row, col)&#xa0;:</translation>
    </message>
    <message>
        <source>board (Q queen, x marked, . free):</source>
        <translation>board (Q dame, x marquée, . libre)&#xa0;:</translation>
    </message>
    <message>
        <source>refused pair (x1, x2) = (%1, %2):
  x2 - x1 = %3 = |p[x2] - p[x1]| = |%4 - %5|</source>
        <translation>paire refusée (x1, x2) = (%1, %2)&#xa0;:
  x2 - x1 = %3 = |p[x2] - p[x1]| = |%4 - %5|</translation>
    </message>
    <message>
        <source>no pair refused: solution %1</source>
        <translation>aucune paire refusée&#xa0;: solution %1</translation>
    </message>
    <message>
        <source>The permutation being tested: p[r] is the column of the queen in row r; &apos;.&apos; marks a row not put down yet.</source>
        <translation>La permutation testée&#xa0;: p[r] est la colonne de la dame de la rangée r&#xa0;; «&#xa0;.&#xa0;» marque une rangée dont la dame n&apos;est pas encore posée.</translation>
    </message>
    <message>
        <source>Check queens keeps only the queens placed so far: every square is tested against each of them in turn.</source>
        <translation>«&#xa0;Test des dames&#xa0;» ne conserve que les dames placées jusqu&apos;ici&#xa0;: chaque case est testée tour à tour contre chacune d&apos;elles.</translation>
    </message>
    <message>
        <source>The board copy solve(board, row) reads for the row being filled: each queen has marked the squares it attacks in the rows below it.</source>
        <translation>La copie de l&apos;échiquier que lit solve(board, row) pour la rangée en cours de remplissage&#xa0;: chaque dame y a marqué les cases qu&apos;elle attaque dans les rangées en dessous d&apos;elle.</translation>
    </message>
    <message>
        <source>Each lock holds the row of the queen that set it, &apos;.&apos; when open. (row, col) is free when its three entries are open.</source>
        <translation>Chaque verrou contient la rangée de la dame qui l&apos;a posé, «&#xa0;.&#xa0;» s&apos;il est ouvert. (row, col) est libre quand ses trois entrées sont ouvertes.</translation>
    </message>
    <message>
        <source>The masks of the row being filled, one bit per column. Column 0 is printed at the LEFT, as on the board: the reverse of how binary numbers are usually written. free has a 1 on each square no queen attacks.</source>
        <translation>Les masques de la rangée en cours de remplissage, un bit par colonne. La colonne 0 est affichée à GAUCHE, comme sur l&apos;échiquier&#xa0;: à l&apos;inverse de l&apos;écriture habituelle des nombres binaires. free vaut 1 sur chaque case qu&apos;aucune dame n&apos;attaque.</translation>
    </message>
    <message>
        <source>Variables</source>
        <translation>Variables</translation>
    </message>
    <message>
        <source>The algorithm&apos;s data at this step</source>
        <translation>Les données de l&apos;algorithme à cette étape</translation>
    </message>
    <message>
        <source>conflicts (attacking pairs): %1</source>
        <translation>conflits (paires qui s&apos;attaquent)&#xa0;: %1</translation>
    </message>
    <message>
        <source>moves: %1</source>
        <translation>moves (déplacements)&#xa0;: %1</translation>
    </message>
    <message>
        <source>attacked queens: %1 of %2</source>
        <translation>dames attaquées&#xa0;: %1 sur %2</translation>
    </message>
    <message>
        <source>Min-conflicts keeps a full board and the number of queens on each column and diagonal, so the attackers of a square cost one lookup. The row it works on and the attackers of each of its squares: the queen goes to one of the fewest.</source>
        <translation>«&#xa0;Min-conflits&#xa0;» conserve un échiquier plein et le nombre de dames sur chaque colonne et chaque diagonale, si bien que les attaquants d&apos;une case coûtent une seule consultation. La rangée traitée et les attaquants de chacune de ses cases&#xa0;: la dame va sur l&apos;une de celles qui en ont le moins.</translation>
    </message>
    <message numerus="yes">
        <source>fewest attackers (%n) on: %1</source>
        <translation>
            <numerusform>minimum d&apos;attaquants (%n) en colonne(s)&#xa0;: %1</numerusform>
            <numerusform>minimum d&apos;attaquants (%n) en colonne(s)&#xa0;: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>row being filled: %1 (rank %2)</source>
        <translation>rangée en cours de remplissage&#xa0;: %1 (rangée %2 sur l&apos;échiquier)</translation>
    </message>
    <message>
        <source>attacks (%1, %2): %3</source>
        <translation>attaque (%1, %2)&#xa0;: %3</translation>
    </message>
    <message>
        <source>row being repaired: %1 (rank %2)</source>
        <translation>rangée en cours de réparation&#xa0;: %1 (rangée %2 sur l&apos;échiquier)</translation>
    </message>
    <message>
        <source>current row: %1 (rank %2)</source>
        <translation>rangée en cours&#xa0;: %1 (rangée %2 sur l&apos;échiquier)</translation>
    </message>
    <message>
        <source>current column: %1 (file %2)</source>
        <translation>colonne en cours&#xa0;: %1 (colonne %2 sur l&apos;échiquier)</translation>
    </message>
    <message>
        <source>nothing chosen yet</source>
        <translation>rien de choisi pour l&apos;instant</translation>
    </message>
    <message>
        <source>domain[r] (columns left; - pruned, Q queen):</source>
        <translation>domain[r] (colonnes restantes ; - élaguée, Q dame) :</translation>
    </message>
    <message>
        <source>wiped out</source>
        <translation>vidée</translation>
    </message>
    <message>
        <source>%1 pruned by %2</source>
        <translation>%1 élaguée par %2</translation>
    </message>
    <message>
        <source>options</source>
        <translation>options</translation>
    </message>
    <message>
        <source>the options left in each row and column (- covered):</source>
        <translation>les options restantes de chaque rangée et colonne (- couverte) :</translation>
    </message>
    <message>
        <source>The columns no queen holds are passed down the recursion: the row being filled tries only those, and checks the diagonals against each queen in turn.</source>
        <translation>Les colonnes sans dame sont transmises à la récursion : la rangée en cours n&apos;essaie qu&apos;elles, et vérifie les diagonales contre chaque dame tour à tour.</translation>
    </message>
    <message>
        <source>Each empty row&apos;s domain: the columns still allowed to it, &apos;-&apos; where a queen has pruned the square, and its size. Rows are filled top down.</source>
        <translation>Le domaine de chaque rangée vide : les colonnes encore permises, &apos;-&apos; là où une dame a élagué la case, et sa taille. Les rangées sont remplies de haut en bas.</translation>
    </message>
    <message>
        <source>Each empty row&apos;s domain: the columns still allowed to it, &apos;-&apos; where a queen has pruned the square, and its size. The row with the smallest one is chosen next.</source>
        <translation>Le domaine de chaque rangée vide : les colonnes encore permises, &apos;-&apos; là où une dame a élagué la case, et sa taille. La rangée au plus petit domaine est choisie ensuite.</translation>
    </message>
    <message>
        <source>The options (squares) left in each row and column: a queen&apos;s lines and the item being tried are covered (&apos;-&apos;). The item with the fewest is chosen next.</source>
        <translation>Les options (cases) restantes de chaque rangée et colonne : les lignes d&apos;une dame et l&apos;élément essayé sont couverts (&apos;-&apos;). L&apos;élément qui en a le moins est choisi ensuite.</translation>
    </message>
    <message>
        <source>size</source>
        <translation>taille</translation>
    </message>
</context>
<context>
    <name>VideoEncoder</name>
    <message>
        <source>MP4 and WebM need the ffmpeg program, which is not installed. Install it with &apos;apt install ffmpeg&apos; (Debian, Ubuntu), or export a GIF.</source>
        <translation>MP4 et WebM nécessitent le programme ffmpeg, qui n&apos;est pas installé. Installez-le avec &apos;apt install ffmpeg&apos; (Debian, Ubuntu) ou exportez un GIF.</translation>
    </message>
    <message>
        <source>ffmpeg stopped (exit code %1)</source>
        <translation>ffmpeg s&apos;est arrêté (code de sortie %1)</translation>
    </message>
    <message>
        <source>ffmpeg: %1</source>
        <translation>ffmpeg : %1</translation>
    </message>
    <message>
        <source>a video needs an even width and height, got %1 x %2</source>
        <translation>une vidéo exige une largeur et une hauteur paires, reçu %1 x %2</translation>
    </message>
    <message>
        <source>cannot start %1: %2</source>
        <translation>impossible de lancer %1 : %2</translation>
    </message>
    <message>
        <source>a frame of %1 x %2 pixels in a video of %3 x %4</source>
        <translation>une image de %1 x %2 pixels dans une vidéo de %3 x %4</translation>
    </message>
    <message>
        <source>ffmpeg did not finish within %1 minutes</source>
        <translation>ffmpeg n&apos;a pas terminé en %1 minutes</translation>
    </message>
    <message>
        <source>ffmpeg was stopped by a signal</source>
        <translation>ffmpeg a été arrêté par un signal</translation>
    </message>
</context>
<context>
    <name>ClassJournal</name>
    <message>
        <source>the folder %1 cannot be written</source>
        <translation>le dossier %1 n’est pas accessible en écriture</translation>
    </message>
    <message>
        <source>the lock file %1 cannot be made</source>
        <translation>le fichier de verrou %1 ne peut pas être créé</translation>
    </message>
    <message>
        <source>%1 classes opened in the same second</source>
        <translation>%1 classes ouvertes dans la même seconde</translation>
    </message>
    <message>
        <source>The class&apos;s results could not be written: %1</source>
        <translation>Les résultats de la classe n&apos;ont pas pu être écrits&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 is a link, not the class&apos;s own file.</source>
        <translation>%1 est un lien, pas le fichier propre de la classe.</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>Impossible de lire %1 : %2</translation>
    </message>
    <message>
        <source>%1 is not the file of a class that did not close.</source>
        <translation>%1 n’est pas le fichier d’une classe qui ne s’est pas fermée.</translation>
    </message>
    <message>
        <source>The class of %1 is open in another program.</source>
        <translation>La classe de %1 est ouverte dans un autre programme.</translation>
    </message>
    <message>
        <source>The class&apos;s list of pupils was not kept.</source>
        <translation>La liste des élèves de la classe n’a pas été gardée.</translation>
    </message>
</context>
<context>
    <name>ClassRoster</name>
    <message>
        <source>The class&apos;s list of pupils is too large.</source>
        <translation>La liste des élèves de la classe est trop grande.</translation>
    </message>
    <message>
        <source>The class&apos;s list of pupils is not readable.</source>
        <translation>La liste des élèves de la classe est illisible.</translation>
    </message>
    <message>
        <source>The class&apos;s list of pupils is damaged at %1.</source>
        <translation>La liste des élèves de la classe est endommagée à %1.</translation>
    </message>
</context>
<context>
    <name>SeatGlanceView</name>
    <message>
        <source>The class at a glance</source>
        <translation>La classe d&apos;un coup d&apos;œil</translation>
    </message>
    <message>
        <source>Whoever is stuck is on top, reading down each table. Click a pupil (or press Enter) to show their board.</source>
        <translation>Qui est bloqué est en haut ; chaque tableau se lit de haut en bas. Cliquez sur un élève (ou appuyez sur Entrée) pour montrer son échiquier.</translation>
    </message>
</context>
<context>
    <name>PracticeTaskForm</name>
    <message>
        <source>Board &amp;size (N):</source>
        <translation>&amp;Taille de l&apos;échiquier (N)&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Algorithm:</source>
        <translation>&amp;Algorithme&#xa0;:</translation>
    </message>
    <message>
        <source>To the &amp;first solution</source>
        <translation>Jusqu&apos;à la &amp;première solution</translation>
    </message>
    <message>
        <source>For a n&amp;umber of steps:</source>
        <translation>Pour un n&amp;ombre d&apos;étapes&#xa0;:</translation>
    </message>
    <message>
        <source>Number of steps</source>
        <translation>Nombre d&apos;étapes</translation>
    </message>
    <message>
        <source>How far:</source>
        <translation>Jusqu&apos;où&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Refused squares are marked for the pupils</source>
        <translation>Les cases &amp;refusées sont marquées pour les élèves</translation>
    </message>
    <message>
        <source>The program refuses the attacked squares; the pupils place and take back</source>
        <translation>Le programme refuse les cases attaquées&#xa0;; les élèves posent et retirent</translation>
    </message>
    <message numerus="yes">
        <source>Each pupil&apos;s task: %n step(s), about %1 at a pupil&apos;s pace.</source>
        <translation>
            <numerusform>Tâche de chaque élève&#xa0;: %n étape, environ %1 au rythme d&apos;un élève.</numerusform>
            <numerusform>Tâche de chaque élève&#xa0;: %n étapes, environ %1 au rythme d&apos;un élève.</numerusform>
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
            <numerusform>Dont %n refus&#xa0;: avec les cases refusées marquées, c&apos;est %1.</numerusform>
            <numerusform>Dont %n refus&#xa0;: avec les cases refusées marquées, c&apos;est %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n étape</numerusform>
            <numerusform>%n étapes</numerusform>
        </translation>
    </message>
    <message>
        <source>4 to 8 suit a lesson; up to %1</source>
        <translation>De 4 à 8 conviennent à une leçon&#xa0;; jusqu&apos;à %1</translation>
    </message>
</context>
<context>
    <name>HomeworkExportDialog</name>
    <message>
        <source>Export Homework</source>
        <translation>Exporter un devoir</translation>
    </message>
    <message>
        <source>One web page for the pupils to open at home, with no network: each step is checked by the same engine as in class, and they hand in a results file for File &gt; Import Homework Results.</source>
        <translation>Une page web que les élèves ouvrent chez eux, sans réseau&#xa0;: chaque pas est vérifié par le même moteur qu’en classe, et ils rendent un fichier de résultats pour Fichier &gt; Importer les résultats des devoirs.</translation>
    </message>
    <message>
        <source>Backtracking, week 3</source>
        <translation>Retour arrière, semaine 3</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>T&amp;itre&#xa0;:</translation>
    </message>
    <message>
        <source>The page&apos;s &amp;language:</source>
        <translation>&amp;Langue de la page&#xa0;:</translation>
    </message>
    <message>
        <source>A&amp;dd Task</source>
        <translation>Ajouter la tâc&amp;he</translation>
    </message>
    <message>
        <source>Remo&amp;ve Task</source>
        <translation>&amp;Supprimer la tâche</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>E&amp;xporter…</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n pas</numerusform>
            <numerusform>%n pas</numerusform>
        </translation>
    </message>
    <message>
        <source>to the first solution</source>
        <translation>jusqu’à la première solution</translation>
    </message>
    <message>
        <source>the pupil refuses</source>
        <translation>l’élève refuse</translation>
    </message>
    <message>
        <source>refusals marked</source>
        <translation>refus marqués</translation>
    </message>
    <message>
        <source>Be the solver: %1 x %1, %2, %3, %4</source>
        <translation>Être le solveur&#xa0;: %1 x %1, %2, %3, %4</translation>
    </message>
    <message>
        <source>The homework was not written: %1</source>
        <translation>Le devoir n’a pas été écrit&#xa0;: %1</translation>
    </message>
    <message>
        <source>Written: %1</source>
        <translation>Écrit&#xa0;: %1</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>Page web (*.html)</translation>
    </message>
    <message>
        <source>Puts the task shown on the homework&apos;s list; add several for a homework of several tasks</source>
        <translation>Met la tâche affichée sur la liste du devoir&#xa0;; ajoutez-en plusieurs pour un devoir en plusieurs tâches</translation>
    </message>
    <message>
        <source>The homework&apos;s tas&amp;ks (none added: the task shown):</source>
        <translation>Les tâ&amp;ches du devoir (aucune ajoutée&#xa0;: celle affichée)&#xa0;:</translation>
    </message>
    <message>
        <source>Be the solver</source>
        <translation>Être le solveur</translation>
    </message>
    <message>
        <source>Predict</source>
        <translation>Prédire</translation>
    </message>
    <message>
        <source>Browse the solutions</source>
        <translation>Parcourir les solutions</translation>
    </message>
    <message>
        <source>Task t&amp;ype:</source>
        <translation>T&amp;ype de tâche&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Algorithm:</source>
        <translation>&amp;Algorithme&#xa0;:</translation>
    </message>
    <message>
        <source>Board &amp;size (N):</source>
        <translation>&amp;Taille de l&apos;échiquier (N)&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;When it asks:</source>
        <translation>&amp;Quand il demande&#xa0;:</translation>
    </message>
    <message>
        <source>One step &amp;in:</source>
        <translation>Un pas s&amp;ur&#xa0;:</translation>
    </message>
    <message>
        <source>Questions u&amp;p to step:</source>
        <translation>Questions jusqu&apos;au &amp;pas&#xa0;:</translation>
    </message>
    <message>
        <source>Browse the solutions of %1 x %1</source>
        <translation>Parcourir les solutions de %1 x %1</translation>
    </message>
    <message>
        <source>Predict: %1 x %1, %2, questions up to step %3</source>
        <translation>Prédire&#xa0;: %1 x %1, %2, questions jusqu&apos;au pas %3</translation>
    </message>
</context>
<context>
    <name>HomeworkExportAction</name>
    <message>
        <source>Export &amp;Homework…</source>
        <translation>Exporter un &amp;devoir…</translation>
    </message>
    <message>
        <source>Write a homework as one web page that checks every step offline, for the pupils to open at home</source>
        <translation>Écrire un devoir en une page web qui vérifie chaque pas hors ligne, à ouvrir par les élèves chez eux</translation>
    </message>
</context>
</TS>
