<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
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
        <translation>Permutaciones</translation>
    </message>
    <message>
        <source>Check queens</source>
        <translation>Comprobar reinas</translation>
    </message>
    <message>
        <source>Mark board</source>
        <translation>Marcar tablero</translation>
    </message>
    <message>
        <source>Lock lines</source>
        <translation>Bloquear líneas</translation>
    </message>
    <message>
        <source>Bitmask</source>
        <translation>Máscara de bits</translation>
    </message>
    <message>
        <source>Generate every permutation of the columns, then test each pair of queens for a shared diagonal.</source>
        <translation>Genera todas las permutaciones de las columnas y luego comprueba si algún par de reinas comparte diagonal.</translation>
    </message>
    <message>
        <source>Backtrack row by row; test each square against every queen already placed.</source>
        <translation>Vuelta atrás fila a fila; cada casilla se comprueba contra todas las reinas ya colocadas.</translation>
    </message>
    <message>
        <source>Backtrack row by row; each queen marks every square it attacks on a copy of the board.</source>
        <translation>Vuelta atrás fila a fila; cada reina marca en una copia del tablero todas las casillas que ataca.</translation>
    </message>
    <message>
        <source>Backtrack row by row; lock arrays for the columns and both diagonals tell at once whether a square is free.</source>
        <translation>Vuelta atrás fila a fila; unos vectores de bloqueo para las columnas y ambas diagonales indican al instante si una casilla está libre.</translation>
    </message>
    <message>
        <source>Backtrack row by row; bitboards of attacked columns and diagonals give a row&apos;s free squares in one operation.</source>
        <translation>Vuelta atrás fila a fila; los tableros de bits (bitboards) de columnas y diagonales atacadas dan las casillas libres de una fila en una sola operación.</translation>
    </message>
    <message>
        <source>Pair checks</source>
        <translation>Comprobaciones de pares</translation>
    </message>
    <message>
        <source>Queen checks</source>
        <translation>Comprobaciones de reinas</translation>
    </message>
    <message>
        <source>Cells written</source>
        <translation>Casillas escritas</translation>
    </message>
    <message>
        <source>Lock lookups</source>
        <translation>Consultas de bloqueos</translation>
    </message>
    <message>
        <source>Mask operations</source>
        <translation>Operaciones con máscaras</translation>
    </message>
    <message>
        <source>Min-conflicts</source>
        <translation>Mínimos conflictos</translation>
    </message>
    <message>
        <source>Local search: start from a full board, then move an attacked queen within its row to the square with the fewest attackers until none is attacked. Finds one solution, not all.</source>
        <translation>Búsqueda local: parte de un tablero lleno y mueve una reina atacada dentro de su fila a la casilla con menos atacantes, hasta que ninguna esté atacada. Encuentra una solución, no todas.</translation>
    </message>
    <message>
        <source>Squares scored</source>
        <translation>Casillas evaluadas</translation>
    </message>
    <message>
        <source>Available columns</source>
        <translation>Columnas libres</translation>
    </message>
    <message>
        <source>Forward checking</source>
        <translation>Chequeo previo</translation>
    </message>
    <message>
        <source>MRV</source>
        <translation>MRV</translation>
    </message>
    <message>
        <source>Dancing links</source>
        <translation>Dancing links</translation>
    </message>
    <message>
        <source>Backtrack row by row; each row tries only the columns no queen holds yet, so only the diagonals need checking.</source>
        <translation>Retroceso fila a fila; cada fila prueba solo las columnas que aún no ocupa ninguna reina, así que solo hay que comprobar las diagonales.</translation>
    </message>
    <message>
        <source>Backtrack row by row; each queen prunes the squares it attacks from the rows below, and a row left with no square sends the search back at once.</source>
        <translation>Retroceso fila a fila; cada reina poda las casillas que ataca en las filas de abajo, y una fila sin casillas hace retroceder la búsqueda al instante.</translation>
    </message>
    <message>
        <source>Forward checking that fills next the empty row with the fewest squares left (minimum remaining values).</source>
        <translation>Chequeo previo que llena después la fila vacía con menos casillas restantes (mínimos valores restantes).</translation>
    </message>
    <message>
        <source>Knuth&apos;s Algorithm X with dancing links: each row and column must be covered once; it fills the row or column with the fewest options first.</source>
        <translation>Algoritmo X de Knuth con dancing links: cada fila y columna debe cubrirse una vez; llena primero la fila o columna con menos opciones.</translation>
    </message>
    <message>
        <source>Diagonal checks</source>
        <translation>Comprobaciones de diagonales</translation>
    </message>
    <message>
        <source>Consistency checks</source>
        <translation>Comprobaciones de consistencia</translation>
    </message>
    <message>
        <source>Link updates</source>
        <translation>Cambios de enlaces</translation>
    </message>
</context>
<context>
    <name>AnimationWriter</name>
    <message>
        <source>cannot write &apos;%1&apos;: %2</source>
        <translation>no se puede escribir &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>there are no frames to write</source>
        <translation>no hay fotogramas que escribir</translation>
    </message>
    <message>
        <source>choose 1 to %1 frames, %2 to %3 frames a second and a hold of 0 to %4 seconds</source>
        <translation>elija de 1 a %1 fotogramas, de %2 a %3 por segundo y una pausa de 0 a %4 segundos</translation>
    </message>
    <message>
        <source>Export cancelled.</source>
        <translation>Exportación cancelada.</translation>
    </message>
    <message>
        <source>the encoder wrote nothing</source>
        <translation>el codificador no escribió nada</translation>
    </message>
    <message>
        <source>the animation would last %1 minutes; at most %2 minutes: choose fewer steps, more frames a second or a shorter hold</source>
        <translation>la animación duraría %1 minutos; como máximo %2 minutos: elija menos pasos, más fotogramas por segundo o una pausa más corta</translation>
    </message>
    <message>
        <source>%1 frames of %2 x %3 pixels are more than one animation may be (at most %4 frames of this size): choose fewer steps or fewer pixels</source>
        <translation>%1 fotogramas de %2 x %3 píxeles son más de lo que puede tener una animación (como máximo %4 fotogramas de este tamaño): elija menos pasos o menos píxeles</translation>
    </message>
    <message>
        <source>cannot read ffmpeg&apos;s output: %1</source>
        <translation>no se puede leer la salida de ffmpeg: %1</translation>
    </message>
</context>
<context>
    <name>AppSettings</name>
    <message>
        <source>Some settings in %1 were not understood (%2); the defaults are used for them.</source>
        <translation>No se entendieron algunos ajustes de %1 (%2); para ellos se usan los valores predeterminados.</translation>
    </message>
    <message>
        <source>The settings could not be saved to %1.</source>
        <translation>No se pudo guardar la configuración en %1.</translation>
    </message>
    <message>
        <source>The settings file %1 is damaged; the program starts with its defaults. It will be kept as %2 when the settings are saved.</source>
        <translation>El archivo de configuración %1 está dañado; el programa arranca con sus valores predeterminados. Se conservará como %2 cuando se guarde la configuración.</translation>
    </message>
    <message>
        <source>it could not be moved aside to %1</source>
        <translation>no se pudo apartar como %1</translation>
    </message>
    <message>
        <source>The settings file %1 is not a regular file (a pipe, a device or a broken link?); the program starts with its defaults. It will be kept as %2 when the settings are saved.</source>
        <translation>El archivo de configuración %1 no es un archivo normal (¿una tubería, un dispositivo o un enlace roto?); el programa arranca con sus valores predeterminados. Se conservará como %2 cuando se guarde la configuración.</translation>
    </message>
    <message>
        <source>The settings could not be saved to %1: %2.</source>
        <translation>No se pudo guardar la configuración en %1: %2.</translation>
    </message>
    <message>
        <source>The settings file %1 cannot be read; the program starts with its defaults. It will be kept as %2 when the settings are saved.</source>
        <translation>No se puede leer el archivo de configuración %1; el programa arranca con sus valores predeterminados. Se conservará como %2 cuando se guarde la configuración.</translation>
    </message>
</context>
<context>
    <name>BoardExporter</name>
    <message>
        <source>cannot write &apos;%1&apos;: %2</source>
        <translation>no se puede escribir &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>not enough memory for the image</source>
        <translation>no hay memoria suficiente para la imagen</translation>
    </message>
    <message>
        <source>the PNG encoder failed</source>
        <translation>falló el codificador PNG</translation>
    </message>
    <message>
        <source>cannot start the SVG generator</source>
        <translation>no se puede iniciar el generador SVG</translation>
    </message>
    <message>
        <source>cannot start the PDF writer</source>
        <translation>no se puede iniciar el generador de PDF</translation>
    </message>
    <message>
        <source>there are no boards to put on the sheet</source>
        <translation>no hay tableros que poner en la hoja</translation>
    </message>
    <message>
        <source>%1 (page %2 of %3)</source>
        <translation>%1 (página %2 de %3)</translation>
    </message>
    <message>
        <source>cannot create the directory &apos;%1&apos;: %2</source>
        <translation>no se puede crear la carpeta &quot;%1&quot;: %2</translation>
    </message>
    <message>
        <source>cannot write into &apos;%1&apos;: it is not a directory</source>
        <translation>no se puede escribir en &quot;%1&quot;: no es una carpeta</translation>
    </message>
</context>
<context>
    <name>BoardScene</name>
    <message>
        <source>%1: no queen attacks this square.</source>
        <translation>%1: ninguna reina ataca esta casilla.</translation>
    </message>
    <message numerus="yes">
        <source>%1 is attacked by the queen(s) on %2.</source>
        <translation>
            <numerusform>La casilla %1 está atacada por la reina en %2.</numerusform>
            <numerusform>La casilla %1 está atacada por las reinas en %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 x %1 board, no queens.</source>
        <translation>Tablero de %1 x %1, sin reinas.</translation>
    </message>
    <message numerus="yes">
        <source>%1 x %1 board, %n queen(s): %2.</source>
        <translation>
            <numerusform>Tablero de %1 x %1, %n reina: %2.</numerusform>
            <numerusform>Tablero de %1 x %1, %n reinas: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: pruned by the queen on %2 (column).</source>
        <translation>%1: podada por la reina en %2 (columna).</translation>
    </message>
    <message>
        <source>%1: pruned by the queen on %2 (diagonal).</source>
        <translation>%1: podada por la reina en %2 (diagonal).</translation>
    </message>
    <message>
        <source>%1: pruned by the queen on %2 (anti-diagonal).</source>
        <translation>%1: podada por la reina en %2 (antidiagonal).</translation>
    </message>
    <message>
        <source>%1: pruned by the queen on %2.</source>
        <translation>%1: podada por la reina en %2.</translation>
    </message>
</context>
<context>
    <name>BoardTheme</name>
    <message>
        <source>Classic</source>
        <translation>Clásico</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Alto contraste</translation>
    </message>
    <message>
        <source>System colours</source>
        <translation>Colores del sistema</translation>
    </message>
</context>
<context>
    <name>BoardView</name>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Ace&amp;rcar</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>A&amp;lejar</translation>
    </message>
    <message>
        <source>&amp;Fit board</source>
        <translation>Ajustar &amp;tablero</translation>
    </message>
    <message>
        <source>Zoom into the board (%1; %2 zooms about the pointer)</source>
        <comment>%1: the shortcut, such as Ctrl++; %2: the wheel with its key, such as Ctrl+wheel</comment>
        <translation>Acercar el tablero (%1; %2 acerca o aleja en torno al puntero)</translation>
    </message>
    <message>
        <source>Zoom out of the board (%1)</source>
        <comment>%1: the shortcut, such as Ctrl+-</comment>
        <translation>Alejar el tablero (%1)</translation>
    </message>
    <message>
        <source>Show the whole board (%1)</source>
        <comment>%1: the shortcut, such as Ctrl+0</comment>
        <translation>Mostrar todo el tablero (%1)</translation>
    </message>
</context>
<context>
    <name>CallStackPanel</name>
    <message>
        <source>solve(row=%1)  no column tried yet</source>
        <translation>solve(row=%1)  aún no se ha probado ninguna columna</translation>
    </message>
    <message>
        <source>search(n=%1)  p = [%2]</source>
        <translation>search(n=%1)  p = [%2]</translation>
    </message>
    <message>
        <source>Brute force does not recurse: one loop runs over all the permutations, so there is a single frame.</source>
        <translation>La fuerza bruta no es recursiva: un solo bucle recorre todas las permutaciones, así que hay un único marco.</translation>
    </message>
    <message>
        <source>One frame per call of solve, the top-level call first; the last frame is the row being worked on.</source>
        <translation>Un marco por cada llamada a solve, primero la llamada inicial; el último marco es la fila en la que se está trabajando.</translation>
    </message>
    <message>
        <source>Call stack</source>
        <translation>Pila de llamadas</translation>
    </message>
    <message>
        <source>The calls of the recursive search, the running one last</source>
        <translation>Las llamadas de la búsqueda recursiva; la que está en curso, al final</translation>
    </message>
    <message>
        <source>Local search does not recurse: one loop moves one queen at a time, so there is a single frame.</source>
        <translation>La búsqueda local no es recursiva: un solo bucle mueve una reina cada vez, así que hay un único marco.</translation>
    </message>
    <message>
        <source>min_conflicts(n=%1)  solved</source>
        <translation>min_conflicts(n=%1)  resuelto</translation>
    </message>
    <message>
        <source>min_conflicts(n=%1)  not started</source>
        <translation>min_conflicts(n=%1)  aún no iniciado</translation>
    </message>
    <message>
        <source>solve(row=%1)  col = %2: %3</source>
        <translation>solve(row=%1)  col = %2: %3</translation>
    </message>
    <message>
        <source>solve(row=%1)  col = %2: %3 refused</source>
        <translation>solve(row=%1)  col = %2: %3 rechazada</translation>
    </message>
    <message>
        <source>solve(row=%1)  col = %2: %3 taken back</source>
        <translation>solve(row=%1)  col = %2: %3 retirada</translation>
    </message>
    <message>
        <source>min_conflicts(n=%1)  move %2: row %3 lifted from col %4: %5</source>
        <translation>min_conflicts(n=%1)  movimiento %2: reina de la fila %3 levantada de la columna %4: %5</translation>
    </message>
    <message>
        <source>min_conflicts(n=%1)  move %2: row %3 put on col %4: %5</source>
        <translation>min_conflicts(n=%1)  movimiento %2: reina de la fila %3 puesta en la columna %4: %5</translation>
    </message>
    <message>
        <source>min_conflicts(n=%1)  start: row %2 on col %3: %4</source>
        <translation>min_conflicts(n=%1)  inicio: reina de la fila %2 en la columna %3: %4</translation>
    </message>
    <message>
        <source>set-up: the given queens leave row %1 no square</source>
        <translation>preparación: las reinas dadas no dejan ninguna casilla a la fila %1</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>fila %1</translation>
    </message>
    <message>
        <source>col %1</source>
        <translation>columna %1</translation>
    </message>
    <message>
        <source>solve()  i = %1, queen on (%2, %3): %4</source>
        <translation>solve()  i = %1, reina en (%2, %3): %4</translation>
    </message>
    <message>
        <source>solve()  i = %1, queen on (%2, %3): %4 taken back</source>
        <translation>solve()  i = %1, reina en (%2, %3): %4 retirada</translation>
    </message>
    <message numerus="yes">
        <source>solve()  i = %1: %n option(s) left</source>
        <translation>
            <numerusform>solve()  i = %1: queda %n opción</numerusform>
            <numerusform>solve()  i = %1: quedan %n opciones</numerusform>
        </translation>
    </message>
    <message>
        <source>solve()  i = %1: no option left, a dead end</source>
        <translation>solve()  i = %1: no queda ninguna opción, callejón sin salida</translation>
    </message>
    <message>
        <source>solve()  nothing chosen yet</source>
        <translation>solve()  aún no se ha elegido nada</translation>
    </message>
    <message>
        <source>solve()  row = %1, col = %2: %3</source>
        <translation>solve()  row = %1, col = %2: %3</translation>
    </message>
    <message>
        <source>solve()  row = %1, col = %2: %3 taken back</source>
        <translation>solve()  row = %1, col = %2: %3 retirada</translation>
    </message>
    <message numerus="yes">
        <source>solve()  row = %1: %n square(s) left</source>
        <translation>
            <numerusform>solve()  row = %1: queda %n casilla</numerusform>
            <numerusform>solve()  row = %1: quedan %n casillas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, prunes %2</source>
        <translation>%1, poda %2</translation>
    </message>
    <message>
        <source>%1, wipes out row %2</source>
        <translation>%1, vacía la fila %2</translation>
    </message>
    <message>
        <source>One frame per call of solve, the top-level call first, each with the row it chose; the last frame is the one working.</source>
        <translation>Un marco por cada llamada a solve, primero la llamada inicial, cada uno con la fila que eligió; el último marco es el que trabaja.</translation>
    </message>
    <message>
        <source>One frame per call of solve, the top-level call first, each with the row or column it chose (i); the last frame is the one working.</source>
        <translation>Un marco por cada llamada a solve, primero la llamada inicial, cada uno con la fila o columna que eligió (i); el último marco es el que trabaja.</translation>
    </message>
    <message>
        <source>row=%1  given, not searched: col = %2: %3</source>
        <comment>a row whose queen the user set up</comment>
        <translation>row=%1  dada, no buscada: col = %2: %3</translation>
    </message>
</context>
<context>
    <name>ClassBars</name>
    <message>
        <source>Vote 1</source>
        <translation>Votación 1</translation>
    </message>
    <message>
        <source>Vote 2</source>
        <translation>Votación 2</translation>
    </message>
</context>
<context>
    <name>ClassMode</name>
    <message>
        <source>Open &amp;Class</source>
        <translation>Abrir &amp;clase</translation>
    </message>
    <message>
        <source>Let the class answer the questions on their own phones or laptops</source>
        <translation>La clase responde a las preguntas en sus propios móviles o portátiles</translation>
    </message>
    <message>
        <source>Show how the class answered, and tell every pupil the right answer</source>
        <translation>Mostrar cómo respondió la clase y decir a cada alumno la respuesta correcta</translation>
    </message>
    <message>
        <source>Close the first vote without showing it and ask the same question again, after the class discussed it</source>
        <translation>Cerrar la primera votación sin mostrarla y volver a hacer la misma pregunta, tras el debate de la clase</translation>
    </message>
    <message>
        <source>Reveal t&amp;he Class&apos;s Answers</source>
        <translation>Revelar las r&amp;espuestas de la clase</translation>
    </message>
    <message>
        <source>Vote Agai&amp;n</source>
        <translation>&amp;Votar de nuevo</translation>
    </message>
    <message>
        <source>A class is open already.</source>
        <translation>Ya hay una clase abierta.</translation>
    </message>
    <message>
        <source>The class cannot go on: %1</source>
        <translation>La clase no puede continuar: %1</translation>
    </message>
    <message>
        <source>Close the Class</source>
        <translation>Cerrar la clase</translation>
    </message>
    <message>
        <source>Keep It Open</source>
        <translation>Dejarla abierta</translation>
    </message>
    <message numerus="yes">
        <source>%n pupil(s) are connected. Closing the class ends the class on their pages; their results are kept. Close the class?</source>
        <translation>
            <numerusform>Hay %n alumno conectado. Al cerrar la clase, termina en su página; sus resultados se conservan. ¿Cerrar la clase?</numerusform>
            <numerusform>Hay %n alumnos conectados. Al cerrar la clase, termina en sus páginas; sus resultados se conservan. ¿Cerrar la clase?</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ClassOffers</name>
    <message>
        <source>A class did not close</source>
        <translation>Una clase no se cerró</translation>
    </message>
    <message>
        <source>The program stopped while a class was open (%1). Its results up to the last question were kept. Show them?</source>
        <translation>El programa se detuvo con una clase abierta (%1). Sus resultados hasta la última pregunta se guardaron. ¿Mostrarlos?</translation>
    </message>
    <message numerus="yes">
        <source>“%1” is meant for a class: its questions go to the %n pupil(s) connected.</source>
        <translation>
            <numerusform>«%1» es para una clase: sus preguntas van al %n alumno conectado.</numerusform>
            <numerusform>«%1» es para una clase: sus preguntas van a los %n alumnos conectados.</numerusform>
        </translation>
    </message>
    <message>
        <source>A lesson for a class</source>
        <translation>Una lección para una clase</translation>
    </message>
    <message>
        <source>“%1” is meant for a class answering on their phones or laptops. Open a class now? The pupils join with the code and the QR code the window shows.</source>
        <translation>«%1» es para una clase que responde desde sus móviles o portátiles. ¿Abrir una clase ahora? Los alumnos se unen con el código y el código QR que muestra la ventana.</translation>
    </message>
    <message>
        <source>Open the Class</source>
        <translation>Abrir la clase</translation>
    </message>
    <message>
        <source>Not Now</source>
        <translation>Ahora no</translation>
    </message>
    <message>
        <source>The program stopped while a class was open (%1). Its results up to the last question were kept. Go on with the class? The pupils&apos; pages come back by themselves, with the same code, as the same pupils.</source>
        <translation>El programa se detuvo con una clase abierta (%1). Se guardaron sus resultados hasta la última pregunta. ¿Continuar con la clase? Las páginas de los alumnos vuelven solas, con el mismo código, como los mismos alumnos.</translation>
    </message>
    <message>
        <source>Go On with the Class</source>
        <translation>Continuar con la clase</translation>
    </message>
    <message>
        <source>Show the Results</source>
        <translation>Mostrar los resultados</translation>
    </message>
</context>
<context>
    <name>ClassPanel</name>
    <message>
        <source>Remove Pupil</source>
        <translation>Quitar alumno</translation>
    </message>
    <message>
        <source>Anonymous names</source>
        <translation>Nombres anónimos</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>Revelar</translation>
    </message>
    <message>
        <source>Vote Again</source>
        <translation>Votar de nuevo</translation>
    </message>
    <message>
        <source>QR code of the join address</source>
        <translation>Código QR de la dirección para unirse</translation>
    </message>
    <message>
        <source>Network address</source>
        <translation>Dirección de red</translation>
    </message>
    <message>
        <source>Pupils</source>
        <translation>Alumnos</translation>
    </message>
    <message>
        <source>Close the Class</source>
        <translation>Cerrar la clase</translation>
    </message>
    <message>
        <source>%1 (no network found: only this computer can open it)</source>
        <translation>%1 (no se encontró ninguna red: solo este ordenador puede abrirla)</translation>
    </message>
    <message>
        <source>Class code: %1</source>
        <translation>Código de la clase: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n pupil(s) connected</source>
        <translation>
            <numerusform>%n alumno conectado</numerusform>
            <numerusform>%n alumnos conectados</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (away)</source>
        <translation>%1 (ausente)</translation>
    </message>
    <message>
        <source>Vote 2: %1 of %2 answered</source>
        <translation>Votación 2: %1 de %2 han respondido</translation>
    </message>
    <message>
        <source>%1 of %2 answered</source>
        <translation>%1 de %2 han respondido</translation>
    </message>
    <message>
        <source>%1: %2 (vote 1: %3)</source>
        <translation>%1: %2 (votación 1: %3)</translation>
    </message>
    <message>
        <source>%1: %2 (%3%)</source>
        <translation>%1: %2 (%3 %)</translation>
    </message>
    <message>
        <source>%1, right</source>
        <translation>%1, correcta</translation>
    </message>
    <message>
        <source>Right: %1 of %2 (%3%)</source>
        <translation>Correctas: %1 de %2 (%3 %)</translation>
    </message>
    <message>
        <source>Right in vote 1: %1 of %2 (%3%)</source>
        <translation>Correctas en la votación 1: %1 de %2 (%3 %)</translation>
    </message>
    <message>
        <source>Right after vote 2: %1 of %2 (%3%)</source>
        <translation>Correctas tras la votación 2: %1 de %2 (%3 %)</translation>
    </message>
    <message>
        <source>On the board: vote 1 small, vote 2 large</source>
        <translation>En el tablero: votación 1 en pequeño, votación 2 en grande</translation>
    </message>
    <message>
        <source>Lock the class</source>
        <translation>Cerrar la clase</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Resultados</translation>
    </message>
    <message>
        <source>Results of the class</source>
        <translation>Resultados de la clase</translation>
    </message>
    <message>
        <source>Save Results...</source>
        <translation>Guardar resultados...</translation>
    </message>
    <message>
        <source>No more pupils join; the pupils in the class can still come back</source>
        <translation>No entra nadie más; los alumnos de la clase pueden volver</translation>
    </message>
    <message>
        <source>Pupils who join from now on get a generated name (an animal and a number)</source>
        <translation>Los alumnos que entren a partir de ahora reciben un nombre generado (un animal y un número)</translation>
    </message>
    <message>
        <source>Results not saved: %1. Trying again…</source>
        <translation>Resultados no guardados: %1. Se vuelve a intentar…</translation>
    </message>
    <message>
        <source>Step On</source>
        <translation>Avanzar</translation>
    </message>
    <message>
        <source>The run&apos;s next step, when the class is ready (%1)</source>
        <translation>El paso siguiente, cuando la clase esté lista (%1)</translation>
    </message>
</context>
<context>
    <name>ClassQuestions</name>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
</context>
<context>
    <name>ClassResults</name>
    <message>
        <source>The class&apos;s results are damaged at %1.</source>
        <translation>Los resultados de la clase están dañados en %1.</translation>
    </message>
    <message>
        <source>The file is too large to be a class&apos;s results.</source>
        <translation>El archivo es demasiado grande para ser los resultados de una clase.</translation>
    </message>
    <message>
        <source>The file is not a class&apos;s results: it is not a JSON object.</source>
        <translation>El archivo no contiene resultados de una clase: no es un objeto JSON.</translation>
    </message>
    <message>
        <source>The file is not a class&apos;s results of this program&apos;s version.</source>
        <translation>El archivo no contiene resultados de una clase de la versión de este programa.</translation>
    </message>
    <message numerus="yes">
        <source>The results are full: the answers of %n pupil(s) to this question were not recorded. Save the results, then close the class and open it again.</source>
        <translation>
            <numerusform>Los resultados están llenos: no se guardó la respuesta de %n alumno a esta pregunta. Guarde los resultados, luego cierre la clase y ábrala de nuevo.</numerusform>
            <numerusform>Los resultados están llenos: no se guardaron las respuestas de %n alumnos a esta pregunta. Guarde los resultados, luego cierre la clase y ábrala de nuevo.</numerusform>
        </translation>
    </message>
    <message>
        <source>The results are full: new pupils and questions are not recorded. Save the results, then close the class and open it again.</source>
        <translation>Los resultados están llenos: no se guardan nuevos alumnos ni preguntas. Guarde los resultados, luego cierre la clase y ábrala de nuevo.</translation>
    </message>
</context>
<context>
    <name>ClassResultsDialog</name>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>No se pudo leer %1: %2</translation>
    </message>
    <message>
        <source>%1 holds no class results: %2</source>
        <translation>%1 no contiene resultados de una clase: %2</translation>
    </message>
    <message>
        <source>Results of a Class That Did Not Close</source>
        <translation>Resultados de una clase que no se cerró</translation>
    </message>
    <message>
        <source>The program stopped while a class was open. Its results up to the last question were kept in %1.</source>
        <translation>El programa se detuvo con una clase abierta. Sus resultados hasta la última pregunta se guardaron en %1.</translation>
    </message>
    <message>
        <source>Save the Class&apos;s Results</source>
        <translation>Guardar los resultados de la clase</translation>
    </message>
    <message>
        <source>class-results.csv</source>
        <translation>resultados-clase.csv</translation>
    </message>
    <message>
        <source>CSV for spreadsheets (*.csv);;JSON (*.json)</source>
        <translation>CSV para hojas de cálculo (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Results not saved</source>
        <translation>Resultados no guardados</translation>
    </message>
</context>
<context>
    <name>ClassResultsModel</name>
    <message>
        <source>Q%1</source>
        <translation>P%1</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Correctas</translation>
    </message>
    <message>
        <source>right</source>
        <translation>correcta</translation>
    </message>
    <message>
        <source>right at vote 2</source>
        <translation>correcta en la votación 2</translation>
    </message>
    <message>
        <source>wrong</source>
        <translation>incorrecta</translation>
    </message>
    <message>
        <source>-</source>
        <comment>no answer</comment>
        <translation>-</translation>
    </message>
    <message>
        <source>no answer</source>
        <translation>sin respuesta</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>sin empezar</translation>
    </message>
    <message>
        <source>no question answered</source>
        <translation>ninguna pregunta respondida</translation>
    </message>
    <message>
        <source>handed in</source>
        <translation>entregada</translation>
    </message>
    <message>
        <source>%1, task %2</source>
        <translation>%1, ejercicio %2</translation>
    </message>
    <message>
        <source>-</source>
        <comment>not handed in</comment>
        <translation>-</translation>
    </message>
    <message>
        <source>not handed in</source>
        <translation>no entregada</translation>
    </message>
    <message numerus="yes">
        <source>%n right</source>
        <translation>
            <numerusform>%n correcto</numerusform>
            <numerusform>%n correctos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shown</source>
        <translation>
            <numerusform>%n mostrado</numerusform>
            <numerusform>%n mostrados</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errores</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2, %3</source>
        <translation>%1, %2, %3</translation>
    </message>
    <message>
        <source>%1, %2, %3, not finished</source>
        <translation>%1, %2, %3, sin terminar</translation>
    </message>
    <message numerus="yes">
        <source>%n at try 1</source>
        <translation>
            <numerusform>%n al 1.er intento</numerusform>
            <numerusform>%n al 1.er intento</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n at try 2</source>
        <translation>
            <numerusform>%n al 2.º intento</numerusform>
            <numerusform>%n al 2.º intento</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n revealed</source>
        <translation>
            <numerusform>%n revelada</numerusform>
            <numerusform>%n reveladas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s)</source>
        <translation>
            <numerusform>%n pregunta</numerusform>
            <numerusform>%n preguntas</numerusform>
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
        <translation>No se pudo abrir ningún puerto para la clase: %1.</translation>
    </message>
    <message>
        <source>No port from %1 to %2 could be opened for the class: %3.</source>
        <translation>No se pudo abrir ningún puerto del %1 al %2 para la clase: %3.</translation>
    </message>
    <message>
        <source>This is not the class&apos;s code.</source>
        <translation>Este no es el código de la clase.</translation>
    </message>
    <message>
        <source>The class is locked: nobody can join now.</source>
        <translation>La clase está cerrada: nadie puede unirse ahora.</translation>
    </message>
    <message>
        <source>The class is full.</source>
        <translation>La clase está llena.</translation>
    </message>
    <message>
        <source>You are no longer in this class. Join again.</source>
        <translation>Ya no está en esta clase. Vuelva a unirse.</translation>
    </message>
    <message>
        <source>This question is not open.</source>
        <translation>Esta pregunta no está abierta.</translation>
    </message>
    <message>
        <source>Too many messages. Wait a moment and try again.</source>
        <translation>Demasiados mensajes. Espere un momento y vuelva a intentarlo.</translation>
    </message>
    <message>
        <source>The message was not understood.</source>
        <translation>No se entendió el mensaje.</translation>
    </message>
    <message>
        <source>Too many wrong codes. Wait half a minute and try again.</source>
        <translation>Demasiados códigos incorrectos. Espere medio minuto y vuelva a intentarlo.</translation>
    </message>
    <message>
        <source>No seat work is open.</source>
        <translation>No hay ningún trabajo individual abierto.</translation>
    </message>
    <message>
        <source>The class&apos;s port %1, where its pages come back, cannot be opened: %2.</source>
        <translation>No se puede abrir el puerto %1 de la clase, al que vuelven sus páginas: %2.</translation>
    </message>
</context>
<context>
    <name>CompareTable</name>
    <message>
        <source>Comparison table</source>
        <translation>Tabla comparativa</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algoritmo</translation>
    </message>
    <message>
        <source>Placements</source>
        <translation>Colocaciones</translation>
    </message>
    <message>
        <source>Rejections</source>
        <translation>Rechazos</translation>
    </message>
    <message>
        <source>Prunes</source>
        <translation>Podas</translation>
    </message>
    <message>
        <source>Work</source>
        <translation>Trabajo</translation>
    </message>
    <message>
        <source>Work measure</source>
        <translation>Medida del trabajo</translation>
    </message>
    <message>
        <source>Solutions</source>
        <translation>Soluciones</translation>
    </message>
    <message>
        <source>Time (ms)</source>
        <translation>Tiempo (ms)</translation>
    </message>
    <message>
        <source>Algorithms compared on the %1 x %1 board</source>
        <translation>Algoritmos comparados en el tablero de %1 x %1</translation>
    </message>
    <message>
        <source>The table could not be made into a PNG image.</source>
        <translation>No se pudo convertir la tabla en una imagen PNG.</translation>
    </message>
</context>
<context>
    <name>CompareWindow</name>
    <message>
        <source>Compare algorithms</source>
        <translation>Comparar algoritmos</translation>
    </message>
    <message>
        <source>Si&amp;ze:</source>
        <translation>&amp;Tamaño:</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>Tamaño del tablero</translation>
    </message>
    <message>
        <source>The size of every board (N queens on N x N)</source>
        <translation>El tamaño de todos los tableros (N reinas en N x N)</translation>
    </message>
    <message>
        <source>&amp;Boards:</source>
        <translation>Ta&amp;bleros:</translation>
    </message>
    <message>
        <source>Number of boards</source>
        <translation>Número de tableros</translation>
    </message>
    <message>
        <source>How many algorithms run side by side</source>
        <translation>Cuántos algoritmos se ejecutan lado a lado</translation>
    </message>
    <message>
        <source>&amp;Lockstep:</source>
        <translation>&amp;Sincronía:</translation>
    </message>
    <message>
        <source>Lockstep</source>
        <translation>Sincronía</translation>
    </message>
    <message>
        <source>By steps</source>
        <translation>Por pasos</translation>
    </message>
    <message>
        <source>By placements</source>
        <translation>Por colocaciones</translation>
    </message>
    <message>
        <source>Own pace</source>
        <translation>Ritmo propio</translation>
    </message>
    <message>
        <source>Every board has done the same number of steps</source>
        <translation>Cada tablero ha dado el mismo número de pasos</translation>
    </message>
    <message>
        <source>Every board has put down the same number of queens</source>
        <translation>Cada tablero ha colocado el mismo número de reinas</translation>
    </message>
    <message>
        <source>Every board runs at the speed on its own</source>
        <translation>Cada tablero avanza por su cuenta a la velocidad elegida</translation>
    </message>
    <message>
        <source>How the boards keep together</source>
        <translation>Cómo avanzan juntos los tableros</translation>
    </message>
    <message>
        <source>Sp&amp;eed:</source>
        <translation>&amp;Velocidad:</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Velocidad</translation>
    </message>
    <message>
        <source>&amp;Step</source>
        <translation>Paso a&amp;delante</translation>
    </message>
    <message>
        <source>One step on every board</source>
        <translation>Un paso en cada tablero</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Reiniciar</translation>
    </message>
    <message>
        <source>Start every board again</source>
        <translation>Reiniciar todos los tableros</translation>
    </message>
    <message>
        <source>Faster</source>
        <translation>Más rápido</translation>
    </message>
    <message>
        <source>Twice as fast</source>
        <translation>El doble de rápido</translation>
    </message>
    <message>
        <source>Slower</source>
        <translation>Más lento</translation>
    </message>
    <message>
        <source>Half as fast</source>
        <translation>La mitad de rápido</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <source>Copy the table (tab-separated) to the clipboard</source>
        <translation>Copiar la tabla (separada por tabuladores) al portapapeles</translation>
    </message>
    <message>
        <source>E&amp;xport CSV...</source>
        <translation>E&amp;xportar CSV...</translation>
    </message>
    <message>
        <source>Save the table as a CSV file</source>
        <translation>Guardar la tabla como archivo CSV</translation>
    </message>
    <message>
        <source>Export &amp;image...</source>
        <translation>Exportar &amp;imagen...</translation>
    </message>
    <message>
        <source>Save the table as a PNG image</source>
        <translation>Guardar la tabla como imagen PNG</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pausar</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>Re&amp;producir</translation>
    </message>
    <message>
        <source>Pause every board</source>
        <translation>Pausar todos los tableros</translation>
    </message>
    <message>
        <source>Play every board</source>
        <translation>Reproducir todos los tableros</translation>
    </message>
    <message>
        <source>top speed</source>
        <translation>velocidad máxima</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)/s</source>
        <translation>
            <numerusform>%n paso/s</numerusform>
            <numerusform>%n pasos/s</numerusform>
        </translation>
    </message>
    <message>
        <source>The table is on the clipboard.</source>
        <translation>La tabla está en el portapapeles.</translation>
    </message>
    <message>
        <source>Export the table as an image</source>
        <translation>Exportar la tabla como imagen</translation>
    </message>
    <message>
        <source>Export the table as CSV</source>
        <translation>Exportar la tabla como CSV</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Imágenes PNG (*.png)</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Guardado: %1</translation>
    </message>
</context>
<context>
    <name>CountersPanel</name>
    <message>
        <source>Placements</source>
        <translation>Colocaciones</translation>
    </message>
    <message>
        <source>Queens put on the board so far</source>
        <translation>Reinas puestas en el tablero hasta ahora</translation>
    </message>
    <message>
        <source>Backtracks</source>
        <translation>Retrocesos</translation>
    </message>
    <message>
        <source>Queens taken back because nothing below them worked</source>
        <translation>Reinas retiradas porque nada por debajo de ellas funcionó</translation>
    </message>
    <message>
        <source>Rejections</source>
        <translation>Rechazos</translation>
    </message>
    <message>
        <source>Squares refused because a queen attacks them</source>
        <translation>Casillas rechazadas porque una reina las ataca</translation>
    </message>
    <message>
        <source>Solutions</source>
        <translation>Soluciones</translation>
    </message>
    <message>
        <source>Solutions found so far</source>
        <translation>Soluciones encontradas hasta ahora</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Profundidad</translation>
    </message>
    <message>
        <source>Queens on the board now</source>
        <translation>Reinas que hay ahora en el tablero</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Pasos</translation>
    </message>
    <message>
        <source>Events of the search shown so far</source>
        <translation>Eventos de la búsqueda mostrados hasta ahora</translation>
    </message>
    <message>
        <source>Work</source>
        <translation>Trabajo</translation>
    </message>
    <message>
        <source>The algorithm&apos;s own measure of effort: what its check really costs</source>
        <translation>La medida de esfuerzo propia del algoritmo: lo que cuesta realmente su comprobación</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Movimientos</translation>
    </message>
    <message>
        <source>Queens the local search moved within their rows so far</source>
        <translation>Reinas que la búsqueda local ha movido dentro de su fila hasta ahora</translation>
    </message>
    <message>
        <source>Conflicts</source>
        <translation>Conflictos</translation>
    </message>
    <message>
        <source>Pairs of queens on the board that attack each other now</source>
        <translation>Pares de reinas del tablero que se atacan ahora</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a counter&apos;s caption and figure, for screen readers</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Permutations tested</source>
        <translation>Permutaciones probadas</translation>
    </message>
    <message>
        <source>Boards of one queen per row and column tested so far, each refused or a solution: N! in all</source>
        <translation>Tableros con una reina por fila y columna probados hasta ahora, cada uno rechazado o una solución: N! en total</translation>
    </message>
    <message>
        <source>Prunes</source>
        <translation>Podas</translation>
    </message>
    <message>
        <source>Squares taken out of the domains of the rows below by the queens placed</source>
        <translation>Casillas que las reinas colocadas han quitado de los dominios de las filas de abajo</translation>
    </message>
    <message>
        <source>Wipe-outs</source>
        <translation>Filas vaciadas</translation>
    </message>
    <message>
        <source>Rows left with no square, each of which sent the search back at once</source>
        <translation>Filas que se quedaron sin casillas, cada una hizo retroceder la búsqueda al instante</translation>
    </message>
</context>
<context>
    <name>ExportActions</name>
    <message>
        <source>&amp;Export board...</source>
        <translation>&amp;Exportar tablero...</translation>
    </message>
    <message>
        <source>Save the board as shown as PNG, SVG or PDF</source>
        <translation>Guardar el tablero tal como se ve en formato PNG, SVG o PDF</translation>
    </message>
    <message>
        <source>Export contact &amp;sheet...</source>
        <translation>Exportar hoja de &amp;miniaturas...</translation>
    </message>
    <message>
        <source>All or the fundamental solutions of N, numbered, on PDF pages or one image</source>
        <translation>Todas las soluciones de N o solo las fundamentales, numeradas, en páginas PDF o en una imagen</translation>
    </message>
    <message>
        <source>Export &amp;frames...</source>
        <translation>Exportar &amp;fotogramas...</translation>
    </message>
    <message>
        <source>One PNG per step over a range of steps, for slides</source>
        <translation>Un PNG por paso en un intervalo de pasos, para diapositivas</translation>
    </message>
    <message>
        <source>&amp;Copy board</source>
        <translation>Co&amp;piar tablero</translation>
    </message>
    <message>
        <source>Put the board as shown on the clipboard as an image</source>
        <translation>Copiar al portapapeles el tablero tal como se ve, como imagen</translation>
    </message>
    <message>
        <source>&amp;Print...</source>
        <translation>&amp;Imprimir...</translation>
    </message>
    <message>
        <source>Print the board as shown on one page</source>
        <translation>Imprimir el tablero tal como se ve en una página</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Error al exportar</translation>
    </message>
    <message>
        <source>Export board</source>
        <translation>Exportar tablero</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG image (*.svg);;PDF document (*.pdf)</source>
        <translation>Imagen PNG (*.png);;Imagen SVG (*.svg);;Documento PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Width in pixels:</source>
        <translation>Ancho en píxeles:</translation>
    </message>
    <message>
        <source>Board saved as %1.</source>
        <translation>Tablero guardado como %1.</translation>
    </message>
    <message>
        <source>All solutions</source>
        <translation>Todas las soluciones</translation>
    </message>
    <message>
        <source>Fundamental solutions only</source>
        <translation>Solo las soluciones fundamentales</translation>
    </message>
    <message>
        <source>Export contact sheet</source>
        <translation>Exportar hoja de miniaturas</translation>
    </message>
    <message>
        <source>Which solutions:</source>
        <translation>Soluciones que incluir:</translation>
    </message>
    <message>
        <source>PDF document (*.pdf);;PNG image (*.png)</source>
        <translation>Documento PDF (*.pdf);;Imagen PNG (*.png)</translation>
    </message>
    <message>
        <source>Contact sheet saved as %1.</source>
        <translation>Hoja de miniaturas guardada como %1.</translation>
    </message>
    <message>
        <source>Export frames</source>
        <translation>Exportar fotogramas</translation>
    </message>
    <message>
        <source>First step:</source>
        <translation>Primer paso:</translation>
    </message>
    <message>
        <source>Last step (at most %1 frames; %2 steps reached so far):</source>
        <translation>Último paso (como máximo %1 fotogramas; %2 pasos alcanzados hasta ahora):</translation>
    </message>
    <message>
        <source>Folder for the frames</source>
        <translation>Carpeta para los fotogramas</translation>
    </message>
    <message numerus="yes">
        <source>%n frame(s) saved in %1.</source>
        <translation>
            <numerusform>%n fotograma guardado en %1.</numerusform>
            <numerusform>%n fotogramas guardados en %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Board copied to the clipboard.</source>
        <translation>Tablero copiado al portapapeles.</translation>
    </message>
    <message>
        <source>Exports show coor&amp;dinates</source>
        <translation>Exportar con coor&amp;denadas</translation>
    </message>
    <message>
        <source>Export &amp;animation...</source>
        <translation>Exportar &amp;animación...</translation>
    </message>
    <message>
        <source>Steps of the run or a solution&apos;s symmetries as an animated GIF, MP4 or WebM</source>
        <translation>Pasos de la ejecución o simetrías de una solución como GIF animado, MP4 o WebM</translation>
    </message>
    <message>
        <source>Choose from 1 to %1 steps for an animation.</source>
        <translation>Elija de 1 a %1 pasos para una animación.</translation>
    </message>
    <message>
        <source>Export animation</source>
        <translation>Exportar animación</translation>
    </message>
    <message>
        <source>%1 files (*.%2)</source>
        <translation>Archivos %1 (*.%2)</translation>
    </message>
    <message>
        <source>Drawing the frames...</source>
        <translation>Dibujando los fotogramas...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>The run ends before step %1.</source>
        <translation>La ejecución termina antes del paso %1.</translation>
    </message>
    <message>
        <source>Writing %1...</source>
        <translation>Escribiendo %1...</translation>
    </message>
    <message>
        <source>Export cancelled; nothing was written.</source>
        <translation>Exportación cancelada; no se escribió nada.</translation>
    </message>
    <message numerus="yes">
        <source>Animation of %n frame(s) saved as %1.</source>
        <translation>
            <numerusform>Animación de %n fotograma guardada como %1.</numerusform>
            <numerusform>Animación de %n fotogramas guardada como %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Exports show square &amp;names</source>
        <translation>Exportar con &amp;nombres de casillas</translation>
    </message>
    <message>
        <source>Write each square&apos;s name (a1, b1...) faintly in it on the exported, copied or printed board: a handout to write on</source>
        <translation>Escribir tenuemente el nombre de cada casilla (a1, b1...) en ella en el tablero exportado, copiado o impreso: una hoja para escribir en ella</translation>
    </message>
    <message>
        <source>Label the files (a, b, c...) and ranks (1, 2, 3...) of exported boards and of the boards of a contact sheet</source>
        <translation>Rotular las columnas (a, b, c...) y las filas (1, 2, 3...) de los tableros exportados y de los de una hoja de miniaturas</translation>
    </message>
</context>
<context>
    <name>ExportAnimationDialog</name>
    <message>
        <source>Caption on each frame (the step and what happened)</source>
        <translation>Leyenda en cada fotograma (el paso y lo ocurrido)</translation>
    </message>
    <message>
        <source>Counters in the caption</source>
        <translation>Contadores en la leyenda</translation>
    </message>
    <message>
        <source>Export animation</source>
        <translation>Exportar animación</translation>
    </message>
    <message>
        <source>Steps of the run</source>
        <translation>Pasos de la ejecución</translation>
    </message>
    <message>
        <source>Symmetries of the solution shown</source>
        <translation>Simetrías de la solución mostrada</translation>
    </message>
    <message>
        <source>%1 steps reached so far; later steps are found by running the search again. At most %2 frames.</source>
        <translation>%1 pasos alcanzados hasta ahora; los siguientes se obtienen repitiendo la búsqueda. Como máximo %2 fotogramas.</translation>
    </message>
    <message>
        <source>GIF (web pages, slides)</source>
        <translation>GIF (páginas web, diapositivas)</translation>
    </message>
    <message>
        <source>MP4 video (H.264)</source>
        <translation>Vídeo MP4 (H.264)</translation>
    </message>
    <message>
        <source>WebM video (VP9)</source>
        <translation>Vídeo WebM (VP9)</translation>
    </message>
    <message>
        <source>MP4 and WebM need the ffmpeg program: install it with &lt;b&gt;apt install ffmpeg&lt;/b&gt;. GIF works without it.</source>
        <translation>MP4 y WebM necesitan el programa ffmpeg: instálelo con &lt;b&gt;apt install ffmpeg&lt;/b&gt;. GIF funciona sin él.</translation>
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
        <translation>Fotogramas:</translation>
    </message>
    <message>
        <source>From step:</source>
        <translation>Desde el paso:</translation>
    </message>
    <message>
        <source>To step:</source>
        <translation>Hasta el paso:</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>Formato:</translation>
    </message>
    <message>
        <source>Frames a second:</source>
        <translation>Fotogramas por segundo:</translation>
    </message>
    <message>
        <source>Width:</source>
        <translation>Ancho:</translation>
    </message>
    <message>
        <source>Hold on a solution:</source>
        <translation>Pausa en una solución:</translation>
    </message>
    <message>
        <source>Save as...</source>
        <translation>Guardar como...</translation>
    </message>
    <message>
        <source>The moves of play mode</source>
        <translation>Las jugadas del modo de juego</translation>
    </message>
</context>
<context>
    <name>ExportCommands</name>
    <message>
        <source>The %1 x %1 board has no solution to put on a sheet.</source>
        <translation>El tablero de %1 x %1 no tiene ninguna solución que poner en una hoja.</translation>
    </message>
    <message>
        <source>The %1 x %1 board has more than %2 solutions: too many for one sheet.</source>
        <translation>El tablero de %1 x %1 tiene más de %2 soluciones: demasiadas para una sola hoja.</translation>
    </message>
    <message>
        <source>The %1 fundamental solutions of %2 queens</source>
        <translation>Las %1 soluciones fundamentales de %2 reinas</translation>
    </message>
    <message>
        <source>The %1 solutions of %2 queens</source>
        <translation>Las %1 soluciones de %2 reinas</translation>
    </message>
    <message>
        <source>Choose from 1 to %1 steps for a frame sequence.</source>
        <translation>Elija entre 1 y %1 pasos para una secuencia de fotogramas.</translation>
    </message>
    <message>
        <source>%1 queens, %2, step %3: %4</source>
        <translation>%1 reinas, %2, paso %3: %4</translation>
    </message>
    <message>
        <source>The run ends before step %1.</source>
        <translation>La ejecución termina antes del paso %1.</translation>
    </message>
    <message>
        <source>%1 queens: image %2 of %3 of one solution under rotation and reflection</source>
        <translation>%1 reinas: imagen %2 de %3 de una solución por rotación y reflexión</translation>
    </message>
    <message>
        <source>%1 queens, play mode, move %2 of %3</source>
        <translation>%1 reinas, modo de juego, jugada %2 de %3</translation>
    </message>
    <message>
        <source>Placements %1, backtracks %2, rejections %3, solutions %4.</source>
        <translation>Colocaciones %1, retrocesos %2, rechazos %3, soluciones %4.</translation>
    </message>
</context>
<context>
    <name>GifWriter</name>
    <message>
        <source>the GIF encoder failed (%1)</source>
        <translation>el codificador GIF falló (%1)</translation>
    </message>
    <message>
        <source>a frame of %1 x %2 pixels in an animation of %3 x %4</source>
        <translation>un fotograma de %1 x %2 píxeles en una animación de %3 x %4</translation>
    </message>
    <message>
        <source>the output failed</source>
        <translation>la salida ha fallado</translation>
    </message>
</context>
<context>
    <name>HelpMenu</name>
    <message>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Atajos de teclado</translation>
    </message>
    <message>
        <source>Every key the program answers to</source>
        <translation>Todas las teclas a las que responde el programa</translation>
    </message>
    <message>
        <source>&amp;About N-Queens Visualizer</source>
        <translation>Acerca &amp;de N-Queens Visualizer</translation>
    </message>
    <message>
        <source>Version, license and credits</source>
        <translation>Versión, licencia y créditos</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Acerca de &amp;Qt</translation>
    </message>
    <message>
        <source>The version of Qt the program runs on</source>
        <translation>La versión de Qt sobre la que funciona el programa</translation>
    </message>
    <message>
        <source>&lt;h3&gt;N-Queens Visualizer %1&lt;/h3&gt;&lt;p&gt;Watch backtracking solve the N-Queens puzzle step by step: every queen placed, every square refused and why, every step back. Compare five algorithms by the work they really do, browse all solutions and their symmetries, and export boards for slides and handouts.&lt;/p&gt;&lt;p&gt;Built with Qt %2. Free software under the MIT license.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;N-Queens Visualizer %1&lt;/h3&gt;&lt;p&gt;Observe paso a paso cómo la vuelta atrás (backtracking) resuelve el problema de las N reinas: cada reina colocada, cada casilla rechazada y por qué, cada paso atrás. Compare cinco algoritmos por el trabajo que realmente hacen, explore todas las soluciones y sus simetrías, y exporte tableros para diapositivas y apuntes.&lt;/p&gt;&lt;p&gt;Creado con Qt %2. Software libre bajo la licencia MIT.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About N-Queens Visualizer</source>
        <translation>Acerca de N-Queens Visualizer</translation>
    </message>
    <message>
        <source>&amp;Example lessons</source>
        <translation>&amp;Lecciones de ejemplo</translation>
    </message>
    <message>
        <source>&amp;4 x 4 by hand</source>
        <translation>&amp;4 x 4 a mano</translation>
    </message>
    <message>
        <source>&amp;8 x 8: step back and predict</source>
        <translation>&amp;8 x 8: retroceder y predecir</translation>
    </message>
    <message>
        <source>A lesson: queens placed by hand, then the search&apos;s dead ends</source>
        <translation>Una lección: reinas colocadas a mano y luego los callejones sin salida de la búsqueda</translation>
    </message>
    <message>
        <source>A lesson: backtracks, stepping back and predict questions</source>
        <translation>Una lección: retrocesos, pasos atrás y preguntas de predicción</translation>
    </message>
</context>
<context>
    <name>HomeworkFile</name>
    <message>
        <source>Export Homework is unavailable in this build: it was built without Emscripten, so it has no WebAssembly engine to put into the page.</source>
        <translation>Exportar tarea no está disponible en esta compilación: se compiló sin Emscripten, así que no tiene un motor WebAssembly que poner en la página.</translation>
    </message>
    <message>
        <source>The words of the page in %1 are missing from this build.</source>
        <translation>Faltan en esta compilación las palabras de la página en %1.</translation>
    </message>
    <message>
        <source>The homework page in this build is damaged (%1).</source>
        <translation>La página de tareas de esta compilación está dañada (%1).</translation>
    </message>
    <message>
        <source>The homework page would be %1 bytes, more than %2.</source>
        <translation>La página de la tarea tendría %1 bytes, más de %2.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>No se puede escribir %1: %2</translation>
    </message>
    <message>
        <source>Cannot register the homework in %1: %2</source>
        <translation>No se puede registrar la tarea en %1: %2</translation>
    </message>
    <message>
        <source>This file holds no homework.</source>
        <translation>Este archivo no contiene ninguna tarea.</translation>
    </message>
    <message>
        <source>This file&apos;s homework is not JSON: %1</source>
        <translation>La tarea de este archivo no es JSON: %1</translation>
    </message>
</context>
<context>
    <name>HomeworkImportAction</name>
    <message>
        <source>&amp;Import Homework Results…</source>
        <translation>&amp;Importar resultados de tareas…</translation>
    </message>
    <message>
        <source>Check the results files the pupils handed in and show their scores</source>
        <translation>Comprobar los archivos de resultados entregados por los alumnos y mostrar sus puntuaciones</translation>
    </message>
</context>
<context>
    <name>HomeworkImportDialog</name>
    <message>
        <source>Import Homework Results</source>
        <translation>Importar resultados de tareas</translation>
    </message>
    <message>
        <source>Homework results (*.nqueens-result);;All files (*)</source>
        <translation>Resultados de tareas (*.nqueens-result);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Save the Homework Results</source>
        <translation>Guardar los resultados de las tareas</translation>
    </message>
    <message>
        <source>homework-results.csv</source>
        <translation>resultados-tareas.csv</translation>
    </message>
    <message>
        <source>CSV for spreadsheets (*.csv);;JSON (*.json)</source>
        <translation>CSV para hojas de cálculo (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Results not saved</source>
        <translation>Resultados no guardados</translation>
    </message>
    <message>
        <source>Saved as %1.</source>
        <translation>Guardado como %1.</translation>
    </message>
    <message>
        <source>Homework Results</source>
        <translation>Resultados de las tareas</translation>
    </message>
    <message>
        <source>No results files imported yet. Each file&apos;s steps are checked again by the program&apos;s own engine; a file whose score does not follow from its steps is refused.</source>
        <translation>Aún no se ha importado ningún archivo de resultados. El motor del programa vuelve a comprobar los pasos de cada archivo; se rechaza un archivo cuya puntuación no se deduce de sus pasos.</translation>
    </message>
    <message>
        <source>Files accepted: %1. Files refused: %2. Each score was counted again from the pupil&apos;s steps.</source>
        <translation>Archivos aceptados: %1. Archivos rechazados: %2. Cada puntuación se volvió a contar a partir de los pasos del alumno.</translation>
    </message>
    <message>
        <source>Refused files:</source>
        <translation>Archivos rechazados:</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <source>Why it was refused</source>
        <translation>Motivo del rechazo</translation>
    </message>
    <message>
        <source>&amp;Import More…</source>
        <translation>&amp;Importar más…</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Guardar…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <source>Checking file %1 of %2…</source>
        <translation>Comprobando el archivo %1 de %2…</translation>
    </message>
    <message>
        <source>Add to Class &amp;Results</source>
        <translation>&amp;Añadir a los resultados de la clase</translation>
    </message>
    <message>
        <source>Add to Class &amp;Results File…</source>
        <translation>&amp;Añadir a un archivo de la clase…</translation>
    </message>
    <message>
        <source>Put the accepted pupils&apos; scores into the open class&apos;s results</source>
        <translation>Poner las puntuaciones aceptadas en los resultados de la clase abierta</translation>
    </message>
    <message>
        <source>Put the accepted pupils&apos; scores into a class&apos;s results saved earlier as JSON</source>
        <translation>Poner las puntuaciones aceptadas en resultados de una clase guardados antes como JSON</translation>
    </message>
    <message numerus="yes">
        <source>The homework of %n pupil(s) was added to the open class&apos;s results.</source>
        <translation>
            <numerusform>La tarea de %n alumno se añadió a los resultados de la clase abierta.</numerusform>
            <numerusform>Las tareas de %n alumnos se añadieron a los resultados de la clase abierta.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The homework of %n pupil(s) was added to %1.</source>
        <translation>
            <numerusform>La tarea de %n alumno se añadió a %1.</numerusform>
            <numerusform>Las tareas de %n alumnos se añadieron a %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n result(s) could not be added: the class&apos;s results are full.</source>
        <translation>
            <numerusform>No se pudo añadir %n resultado: los resultados de la clase están llenos.</numerusform>
            <numerusform>No se pudieron añadir %n resultados: los resultados de la clase están llenos.</numerusform>
        </translation>
    </message>
    <message>
        <source>The class&apos;s results could not be read from %1.</source>
        <translation>No se pudieron leer los resultados de la clase de %1.</translation>
    </message>
    <message>
        <source>Add to Class Results</source>
        <translation>Añadir a los resultados de la clase</translation>
    </message>
    <message>
        <source>Class results (*.json);;All files (*)</source>
        <translation>Resultados de la clase (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Homework not added</source>
        <translation>Tareas no añadidas</translation>
    </message>
    <message>
        <source>Homework Added</source>
        <translation>Tareas añadidas</translation>
    </message>
    <message>
        <source>Save as &amp;CSV…</source>
        <translation>Guardar como &amp;CSV…</translation>
    </message>
</context>
<context>
    <name>HomeworkPage</name>
    <message>
        <source>Homework</source>
        <comment>homework page: the title when the teacher gave none</comment>
        <translation>Tarea</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Iniciando…</translation>
    </message>
    <message>
        <source>This page cannot check your steps: the browser did not start its engine. Try another browser.</source>
        <translation>Esta página no puede comprobar tus pasos: el navegador no inició su motor. Prueba otro navegador.</translation>
    </message>
    <message>
        <source>This homework file is damaged. Ask your teacher for a new one.</source>
        <translation>Este archivo de tarea está dañado. Pide uno nuevo a tu profesor.</translation>
    </message>
    <message>
        <source>What is your name?</source>
        <translation>¿Cómo te llamas?</translation>
    </message>
    <message>
        <source>Your name (your teacher sees it)</source>
        <translation>Tu nombre (tu profesor lo ve)</translation>
    </message>
    <message>
        <source>Type your name (at most %1 characters).</source>
        <translation>Escribe tu nombre (%1 caracteres como máximo).</translation>
    </message>
    <message>
        <source>Start</source>
        <comment>homework page: begin after typing the name</comment>
        <translation>Empezar</translation>
    </message>
    <message>
        <source>You are %1</source>
        <comment>homework page: the pupil&apos;s name</comment>
        <translation>Eres %1</translation>
    </message>
    <message>
        <source>Tasks</source>
        <translation>Ejercicios</translation>
    </message>
    <message>
        <source>%1.</source>
        <comment>homework page: a task&apos;s number before its name</comment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>Be the solver: %1 on %2 × %2, %3</source>
        <comment>%1 algorithm, %2 board size, %3 how far</comment>
        <translation>Resuelve tú: %1 en %2 × %2, %3</translation>
    </message>
    <message>
        <source>to the first solution</source>
        <translation>hasta la primera solución</translation>
    </message>
    <message>
        <source>to step %1</source>
        <comment>homework page: how far a task goes</comment>
        <translation>hasta el paso %1</translation>
    </message>
    <message>
        <source>Predict: %1 on %2 × %2</source>
        <translation>Predice: %1 en %2 × %2</translation>
    </message>
    <message>
        <source>The solutions of %1 × %1</source>
        <translation>Las soluciones de %1 × %1</translation>
    </message>
    <message>
        <source>This page does not offer this task yet.</source>
        <translation>Esta página aún no ofrece este ejercicio.</translation>
    </message>
    <message>
        <source>Not started</source>
        <translation>Sin empezar</translation>
    </message>
    <message>
        <source>Steps done: %1, mistakes: %2, shown: %3</source>
        <translation>Pasos hechos: %1, errores: %2, mostrados: %3</translation>
    </message>
    <message>
        <source>Finished. Steps done: %1, mistakes: %2, shown: %3</source>
        <translation>Terminado. Pasos hechos: %1, errores: %2, mostrados: %3</translation>
    </message>
    <message>
        <source>Hand in</source>
        <comment>homework page: save the results file</comment>
        <translation>Entregar</translation>
    </message>
    <message>
        <source>Your results are saved as %1. Hand this file in as your teacher says.</source>
        <translation>Tus resultados se guardaron como %1. Entrega este archivo como diga tu profesor.</translation>
    </message>
    <message>
        <source>All tasks</source>
        <comment>homework page: back to the task list</comment>
        <translation>Todos los ejercicios</translation>
    </message>
    <message>
        <source>Back to the tasks</source>
        <translation>Volver a los ejercicios</translation>
    </message>
    <message>
        <source>What a tap does</source>
        <translation>Qué hace un toque</translation>
    </message>
    <message>
        <source>Place queens</source>
        <comment>homework page: the tool that places (and takes back) queens</comment>
        <translation>Colocar damas</translation>
    </message>
    <message>
        <source>Refuse squares</source>
        <comment>homework page: the tool that refuses squares</comment>
        <translation>Rechazar casillas</translation>
    </message>
    <message>
        <source>Show me</source>
        <comment>homework page: do the next step for me</comment>
        <translation>Muéstramelo</translation>
    </message>
    <message>
        <source>Tapping a square places a queen; tapping a queen takes it back.</source>
        <translation>Tocar una casilla coloca una dama; tocar una dama la retira.</translation>
    </message>
    <message>
        <source>Refusing: each empty square you tap is refused, until you press %1.</source>
        <comment>%1 is the Place queens button</comment>
        <translation>Rechazando: cada casilla vacía que toques se rechaza, hasta que pulses %1.</translation>
    </message>
    <message>
        <source>X or Delete refuses the square with the focus.</source>
        <translation>X o Supr rechaza la casilla con el foco.</translation>
    </message>
    <message>
        <source>Tap an empty square to place the next queen, tap a queen to take it back. The arrow keys move between the squares.</source>
        <translation>Toca una casilla vacía para colocar la siguiente dama, toca una dama para retirarla. Las flechas se mueven entre las casillas.</translation>
    </message>
    <message>
        <source>Do the algorithm&apos;s next step: place a queen, refuse a square or take a queen back.</source>
        <translation>Haz el siguiente paso del algoritmo: coloca una dama, rechaza una casilla o retira una dama.</translation>
    </message>
    <message>
        <source>Do the algorithm&apos;s next step: place a queen or take one back (the program refuses the squares for you).</source>
        <translation>Haz el siguiente paso del algoritmo: coloca una dama o retira una (el programa rechaza las casillas por ti).</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>¡Correcto!</translation>
    </message>
    <message>
        <source>Not right.</source>
        <translation>No es correcto.</translation>
    </message>
    <message>
        <source>a queen on %1</source>
        <comment>homework page: a step</comment>
        <translation>una dama en %1</translation>
    </message>
    <message>
        <source>refuse %1</source>
        <comment>homework page: a step</comment>
        <translation>rechazar %1</translation>
    </message>
    <message>
        <source>take back the queen on %1</source>
        <comment>homework page: a step</comment>
        <translation>retirar la dama de %1</translation>
    </message>
    <message>
        <source>The step: %1.</source>
        <comment>homework page: the pupil&apos;s right step</comment>
        <translation>El paso: %1.</translation>
    </message>
    <message>
        <source>The right step: %1.</source>
        <translation>El paso correcto: %1.</translation>
    </message>
    <message>
        <source>Shown: %1.</source>
        <comment>homework page: the step Show me did</comment>
        <translation>Mostrado: %1.</translation>
    </message>
    <message>
        <source>A solution: no queen attacks another.</source>
        <translation>Una solución: ninguna dama ataca a otra.</translation>
    </message>
    <message>
        <source>The queen on %2 attacks %1: the algorithm refuses it.</source>
        <comment>%1 the square, %2 the attacking queen</comment>
        <translation>La dama de %2 ataca %1: el algoritmo la rechaza.</translation>
    </message>
    <message>
        <source>No queen attacks %1: the algorithm does not refuse it.</source>
        <translation>Ninguna dama ataca %1: el algoritmo no la rechaza.</translation>
    </message>
    <message>
        <source>The algorithm looks at the squares in order: another square comes before %1.</source>
        <translation>El algoritmo mira las casillas en orden: otra casilla va antes que %1.</translation>
    </message>
    <message>
        <source>Too early: the algorithm takes a queen back only when the row below has no square left.</source>
        <translation>Demasiado pronto: el algoritmo retira una dama solo cuando la fila de abajo no tiene casillas libres.</translation>
    </message>
    <message>
        <source>No square is left in this row: the algorithm takes a queen back now.</source>
        <translation>No queda ninguna casilla en esta fila: el algoritmo retira ahora una dama.</translation>
    </message>
    <message>
        <source>Not that queen: the algorithm takes back the last queen it placed.</source>
        <translation>Esa dama no: el algoritmo retira la última dama que colocó.</translation>
    </message>
    <message>
        <source>There is no queen on %1 to take back.</source>
        <translation>No hay ninguna dama en %1 que retirar.</translation>
    </message>
    <message>
        <source>A queen holds the column of %1: this algorithm tries only the free columns.</source>
        <translation>Una dama ocupa la columna de %1: este algoritmo solo prueba las columnas libres.</translation>
    </message>
    <message>
        <source>This algorithm never refuses a square: it crosses off the attacked squares itself.</source>
        <translation>Este algoritmo nunca rechaza una casilla: tacha él mismo las casillas atacadas.</translation>
    </message>
    <message>
        <source>The algorithm chose another row or column to fill next.</source>
        <translation>El algoritmo eligió otra fila u otra columna para llenar ahora.</translation>
    </message>
    <message>
        <source>No other queen attacks the queen on %1: the algorithm keeps it.</source>
        <translation>Ninguna otra dama ataca la dama de %1: el algoritmo la conserva.</translation>
    </message>
    <message>
        <source>Finished!</source>
        <translation>¡Terminado!</translation>
    </message>
    <message>
        <source>You have reached the end of this task. Go back to the tasks for the next one, or hand in.</source>
        <translation>Has llegado al final de este ejercicio. Vuelve a los ejercicios para el siguiente, o entrega.</translation>
    </message>
    <message>
        <source>Steps done</source>
        <translation>Pasos hechos</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Errores</translation>
    </message>
    <message>
        <source>Steps shown</source>
        <translation>Pasos mostrados</translation>
    </message>
    <message>
        <source>This homework has too many steps to keep. Hand it in now.</source>
        <translation>Esta tarea tiene demasiados pasos para guardarlos. Entrégala ahora.</translation>
    </message>
    <message>
        <source>Your board, %1 by %1 squares</source>
        <translation>Tu tablero, %1 por %1 casillas</translation>
    </message>
    <message>
        <source>queen</source>
        <comment>homework page: on a square</comment>
        <translation>dama</translation>
    </message>
    <message>
        <source>refused</source>
        <comment>homework page: a square</comment>
        <translation>rechazada</translation>
    </message>
    <message>
        <source>your last step</source>
        <comment>homework page: a square</comment>
        <translation>tu último paso</translation>
    </message>
    <message>
        <source>attacks the square of your step</source>
        <comment>homework page: a queen</comment>
        <translation>ataca la casilla de tu paso</translation>
    </message>
    <message>
        <source>the right step</source>
        <comment>homework page: a square</comment>
        <translation>el paso correcto</translation>
    </message>
    <message>
        <source>Refused square</source>
        <translation>Casilla rechazada</translation>
    </message>
    <message>
        <source>Your step</source>
        <translation>Tu paso</translation>
    </message>
    <message>
        <source>Queen that attacks it</source>
        <translation>Dama que la ataca</translation>
    </message>
    <message>
        <source>The right step</source>
        <translation>El paso correcto</translation>
    </message>
    <message>
        <source>Row %1: on which square will the algorithm place the next queen? Tap it.</source>
        <translation>Fila %1: ¿en qué casilla colocará el algoritmo la siguiente dama? Tócala.</translation>
    </message>
    <message>
        <source>%1 is refused. Which queen attacks it? Tap the queen.</source>
        <translation>%1 se rechaza. ¿Qué dama la ataca? Toca la dama.</translation>
    </message>
    <message>
        <source>What does the algorithm do next?</source>
        <translation>¿Qué hace el algoritmo a continuación?</translation>
    </message>
    <message>
        <source>How many more queens will row %1 place before the search leaves it?</source>
        <translation>¿Cuántas damas más colocará la fila %1 antes de que la búsqueda la deje?</translation>
    </message>
    <message>
        <source>The next queen goes on %1. Will it be part of a solution?</source>
        <translation>La siguiente dama va en %1. ¿Formará parte de una solución?</translation>
    </message>
    <message>
        <source>Row %1: which square has the fewest attackers? Tap it.</source>
        <translation>Fila %1: ¿qué casilla tiene menos atacantes? Tócala.</translation>
    </message>
    <message>
        <source>Which row will the search fill next? Tap a square of it.</source>
        <translation>¿Qué fila llenará ahora la búsqueda? Toca una de sus casillas.</translation>
    </message>
    <message>
        <source>Which row or column will the search fill next? Pick it below.</source>
        <comment>homework page: dancing links may choose a column too</comment>
        <translation>¿Qué fila o columna llenará ahora la búsqueda? Elígela abajo.</translation>
    </message>
    <message>
        <source>Tap a square of the row, or pick the row under the question.</source>
        <comment>homework page: how to answer which row comes next</comment>
        <translation>Toca una casilla de la fila o elige la fila bajo la pregunta.</translation>
    </message>
    <message>
        <source>Pick the row or column under the question.</source>
        <comment>homework page: how to answer which row or column comes next</comment>
        <translation>Elige la fila o la columna bajo la pregunta.</translation>
    </message>
    <message>
        <source>The queen on %1 leaves a row with no free square. Which row? Tap a square of it.</source>
        <translation>La dama de %1 deja una fila sin casillas libres. ¿Cuál? Toca una de sus casillas.</translation>
    </message>
    <message>
        <source>Place a queen</source>
        <comment>homework page: an answer to What does the algorithm do next?</comment>
        <translation>Colocar una dama</translation>
    </message>
    <message>
        <source>Refuse a square</source>
        <comment>homework page: an answer</comment>
        <translation>Rechazar una casilla</translation>
    </message>
    <message>
        <source>Take a queen back</source>
        <comment>homework page: an answer</comment>
        <translation>Retirar una dama</translation>
    </message>
    <message>
        <source>A solution</source>
        <comment>homework page: an answer</comment>
        <translation>Una solución</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>row %1</source>
        <comment>homework page: an answer that names a row</comment>
        <translation>fila %1</translation>
    </message>
    <message>
        <source>Show the answer</source>
        <translation>Mostrar la respuesta</translation>
    </message>
    <message>
        <source>Next question</source>
        <translation>Siguiente pregunta</translation>
    </message>
    <message>
        <source>Not right. Try once more.</source>
        <translation>No es correcto. Inténtalo otra vez.</translation>
    </message>
    <message>
        <source>The answer: %1.</source>
        <translation>La respuesta: %1.</translation>
    </message>
    <message>
        <source>Question at step %1</source>
        <translation>Pregunta en el paso %1</translation>
    </message>
    <message>
        <source>Questions: %1, right the first time: %2, the second time: %3, shown: %4</source>
        <translation>Preguntas: %1, correctas a la primera: %2, a la segunda: %3, mostradas: %4</translation>
    </message>
    <message>
        <source>Finished. Questions: %1, right the first time: %2, the second time: %3, shown: %4</source>
        <translation>Terminado. Preguntas: %1, correctas a la primera: %2, a la segunda: %3, mostradas: %4</translation>
    </message>
    <message>
        <source>No more questions in this task.</source>
        <translation>No hay más preguntas en este ejercicio.</translation>
    </message>
    <message>
        <source>The board shows the run before its next step. Answer each question; a wrong first answer gets a second try.</source>
        <translation>El tablero muestra la ejecución antes de su siguiente paso. Responde cada pregunta; tras una primera respuesta incorrecta tienes otro intento.</translation>
    </message>
    <message>
        <source>column %1</source>
        <comment>homework page: an answer that names a column</comment>
        <translation>columna %1</translation>
    </message>
    <message>
        <source>No score: look through the %1 solutions.</source>
        <translation>Sin puntuación: mira las %1 soluciones.</translation>
    </message>
    <message>
        <source>Solution %1 of %2</source>
        <translation>Solución %1 de %2</translation>
    </message>
    <message>
        <source>Previous</source>
        <comment>homework page: the solution before</comment>
        <translation>Anterior</translation>
    </message>
    <message>
        <source>Next</source>
        <comment>homework page: the next solution</comment>
        <translation>Siguiente</translation>
    </message>
    <message>
        <source>Queens on %1</source>
        <comment>homework page: a list of squares</comment>
        <translation>Damas en %1</translation>
    </message>
</context>
<context>
    <name>HomeworkReplay</name>
    <message>
        <source>Action %1 is for task %2, which the homework does not have.</source>
        <translation>La acción %1 es del ejercicio %2, que la tarea no tiene.</translation>
    </message>
    <message>
        <source>Action %1 is not one that task %2 has.</source>
        <translation>La acción %1 no existe en el ejercicio %2.</translation>
    </message>
    <message>
        <source>Action %1 is off the board of task %2.</source>
        <translation>La acción %1 está fuera del tablero del ejercicio %2.</translation>
    </message>
    <message>
        <source>Action %1 comes after the end of task %2.</source>
        <translation>La acción %1 llega después del final del ejercicio %2.</translation>
    </message>
    <message>
        <source>Action %1 answers a question that is not open in task %2 (at step %3).</source>
        <translation>La acción %1 responde a una pregunta que no está abierta en el ejercicio %2 (en el paso %3).</translation>
    </message>
    <message>
        <source>The homework &quot;%1&quot; (%2) was not given from this program: it is not among the homeworks exported here.</source>
        <translation>La tarea «%1» (%2) no se dio desde este programa: no está entre las tareas exportadas aquí.</translation>
    </message>
    <message>
        <source>The file&apos;s tasks are not those of the homework &quot;%1&quot; as it was given.</source>
        <translation>Los ejercicios del archivo no son los de la tarea «%1» tal como se dio.</translation>
    </message>
    <message>
        <source>The file says %1 right steps in task %2; its steps make %3.</source>
        <translation>El archivo dice %1 pasos correctos en el ejercicio %2; sus pasos dan %3.</translation>
    </message>
    <message>
        <source>The file says %1 steps shown in task %2; its steps make %3.</source>
        <translation>El archivo dice %1 pasos mostrados en el ejercicio %2; sus pasos dan %3.</translation>
    </message>
    <message>
        <source>The file says %1 mistakes in task %2; its steps make %3.</source>
        <translation>El archivo dice %1 errores en el ejercicio %2; sus pasos dan %3.</translation>
    </message>
    <message>
        <source>The file says task %1 is finished; its steps do not finish it.</source>
        <translation>El archivo dice que el ejercicio %1 está terminado; sus pasos no lo terminan.</translation>
    </message>
    <message>
        <source>The file says task %1 is not finished; its steps finish it.</source>
        <translation>El archivo dice que el ejercicio %1 no está terminado; sus pasos lo terminan.</translation>
    </message>
    <message>
        <source>The file says %1 questions answered in task %2; its answers make %3.</source>
        <translation>El archivo dice %1 preguntas respondidas en el ejercicio %2; sus respuestas dan %3.</translation>
    </message>
    <message>
        <source>The file says %1 right at the first try in task %2; its answers make %3.</source>
        <translation>El archivo dice %1 correctas al primer intento en el ejercicio %2; sus respuestas dan %3.</translation>
    </message>
    <message>
        <source>The file says %1 right at the second try in task %2; its answers make %3.</source>
        <translation>El archivo dice %1 correctas al segundo intento en el ejercicio %2; sus respuestas dan %3.</translation>
    </message>
    <message>
        <source>The file says %1 answers revealed in task %2; its answers make %3.</source>
        <translation>El archivo dice %1 respuestas reveladas en el ejercicio %2; sus respuestas dan %3.</translation>
    </message>
    <message>
        <source>Action %1 goes back to step %2 of task %3 after step %4: the questions come in the order of the run.</source>
        <translation>La acción %1 vuelve al paso %2 del ejercicio %3 tras el paso %4: las preguntas llegan en el orden de la ejecución.</translation>
    </message>
</context>
<context>
    <name>HomeworkResultFile</name>
    <message>
        <source>The file is damaged: %1 is missing or not as the format allows.</source>
        <translation>El archivo está dañado: %1 falta o no es como permite el formato.</translation>
    </message>
    <message>
        <source>The file cannot be read: %1.</source>
        <translation>No se puede leer el archivo: %1.</translation>
    </message>
    <message>
        <source>The file is larger than %1 MB: it is not a results file.</source>
        <translation>El archivo ocupa más de %1 MB: no es un archivo de resultados.</translation>
    </message>
    <message>
        <source>The file is not a homework results file: its text is not JSON.</source>
        <translation>El archivo no es de resultados de una tarea: su texto no es JSON.</translation>
    </message>
    <message>
        <source>The file is not a homework results file.</source>
        <translation>El archivo no es de resultados de una tarea.</translation>
    </message>
    <message>
        <source>The file is of another version of the results format; this program reads version %1.</source>
        <translation>El archivo es de otra versión del formato de resultados; este programa lee la versión %1.</translation>
    </message>
    <message>
        <source>The file is damaged: its fields are not those of the format.</source>
        <translation>El archivo está dañado: sus campos no son los del formato.</translation>
    </message>
    <message>
        <source>The file is damaged: %1</source>
        <translation>El archivo está dañado: %1</translation>
    </message>
    <message>
        <source>The file holds %1 actions; a homework has at most %2.</source>
        <translation>El archivo contiene %1 acciones; una tarea tiene como máximo %2.</translation>
    </message>
    <message>
        <source>The times go back at action %1: %2 ms after %3 ms.</source>
        <translation>En la acción %1 el tiempo retrocede: %2 ms después de %3 ms.</translation>
    </message>
</context>
<context>
    <name>HomeworkResultsModel</name>
    <message>
        <source>Pupil</source>
        <translation>Alumno</translation>
    </message>
    <message>
        <source>Homework</source>
        <translation>Tarea</translation>
    </message>
    <message>
        <source>Task %1</source>
        <translation>Ejercicio %1</translation>
    </message>
    <message>
        <source>Be the solver: %1 on %2 x %2</source>
        <translation>Ser el solucionador: %1 en %2 × %2</translation>
    </message>
    <message>
        <source>Predict: %1 on %2 x %2</source>
        <translation>Predecir: %1 en %2 × %2</translation>
    </message>
    <message>
        <source>Browse the solutions of %1 x %1</source>
        <translation>Ver las soluciones de %1 × %1</translation>
    </message>
</context>
<context>
    <name>HomeworkSpec</name>
    <message>
        <source>The homework&apos;s %1 must be a whole number from %2 to %3.</source>
        <translation>El campo %1 de la tarea debe ser un número entero de %2 a %3.</translation>
    </message>
    <message>
        <source>The homework&apos;s %1 must be true or false.</source>
        <translation>El campo %1 de la tarea debe ser true o false.</translation>
    </message>
    <message>
        <source>The homework&apos;s %1 must be plain text of at most %2 characters.</source>
        <translation>El campo %1 de la tarea debe ser texto simple de %2 caracteres como máximo.</translation>
    </message>
    <message>
        <source>The homework&apos;s %1 must be one of: %2.</source>
        <translation>El campo %1 de la tarea debe ser uno de estos: %2.</translation>
    </message>
    <message>
        <source>The homework has no %1.</source>
        <translation>A la tarea le falta el campo %1.</translation>
    </message>
    <message>
        <source>The homework has a field this program does not know: %1.</source>
        <translation>La tarea tiene un campo que este programa no conoce: %1.</translation>
    </message>
    <message>
        <source>The homework&apos;s %1 must be an object.</source>
        <translation>El campo %1 de la tarea debe ser un objeto.</translation>
    </message>
    <message>
        <source>This is not a homework of this program (format &quot;%1&quot;, version %2).</source>
        <translation>Esto no es una tarea de este programa (formato «%1», versión %2).</translation>
    </message>
    <message>
        <source>The homework&apos;s id must be 16 lower-case hexadecimal digits.</source>
        <translation>El identificador (id) de la tarea debe tener 16 dígitos hexadecimales en minúscula.</translation>
    </message>
    <message>
        <source>The homework must have a list of 1 to %1 tasks.</source>
        <translation>La tarea debe tener una lista de 1 a %1 ejercicios.</translation>
    </message>
</context>
<context>
    <name>ImageWriter</name>
    <message>
        <source>Cannot encode the image for %1</source>
        <translation>No se puede codificar la imagen para %1</translation>
    </message>
</context>
<context>
    <name>KeyNames</name>
    <message>
        <source>%1+wheel</source>
        <comment>%1: a key held while turning the mouse wheel, such as Ctrl</comment>
        <translation>%1+rueda</translation>
    </message>
</context>
<context>
    <name>LaneView</name>
    <message>
        <source>Steps</source>
        <translation>Pasos</translation>
    </message>
    <message>
        <source>Placements</source>
        <translation>Colocaciones</translation>
    </message>
    <message>
        <source>Backtracks</source>
        <translation>Retrocesos</translation>
    </message>
    <message>
        <source>Rejections</source>
        <translation>Rechazos</translation>
    </message>
    <message>
        <source>Prunes</source>
        <translation>Podas</translation>
    </message>
    <message>
        <source>Solutions</source>
        <translation>Soluciones</translation>
    </message>
    <message>
        <source>Tree nodes</source>
        <translation>Nodos del árbol</translation>
    </message>
    <message>
        <source>Board &amp;%1:</source>
        <translation>Tablero &amp;%1:</translation>
    </message>
    <message>
        <source>Board %1</source>
        <translation>Tablero %1</translation>
    </message>
    <message>
        <source>Algorithm of board %1</source>
        <translation>Algoritmo del tablero %1</translation>
    </message>
    <message>
        <source>Chessboard of board %1</source>
        <translation>Tablero de ajedrez %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Terminado</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>System language (%1)</source>
        <translation>Idioma del sistema (%1)</translation>
    </message>
    <message>
        <source>Speak the language of the desktop</source>
        <translation>Usar el idioma del escritorio</translation>
    </message>
    <message>
        <source>Switch the program to %1</source>
        <translation>Cambiar el programa a %1</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <source>No lesson open: File &gt; Add scene starts one.</source>
        <translation>Ninguna lección abierta: Archivo &gt; Añadir escena empieza una.</translation>
    </message>
    <message>
        <source>Scene %1 of %2</source>
        <translation>Escena %1 de %2</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Presentation</source>
        <translation>&amp;Presentación</translation>
    </message>
    <message>
        <source>Larger text and a layout for a projector: the board and the pseudocode large</source>
        <translation>Texto más grande y una disposición para proyector: el tablero y el pseudocódigo grandes</translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation>&amp;Pantalla completa</translation>
    </message>
    <message>
        <source>Show the window on the whole screen</source>
        <translation>Mostrar la ventana en toda la pantalla</translation>
    </message>
    <message>
        <source>&amp;Larger text</source>
        <translation>Texto más &amp;grande</translation>
    </message>
    <message>
        <source>Larger text in every panel</source>
        <translation>Texto más grande en todos los paneles</translation>
    </message>
    <message>
        <source>&amp;Smaller text</source>
        <translation>Texto más &amp;pequeño</translation>
    </message>
    <message>
        <source>Smaller text in every panel</source>
        <translation>Texto más pequeño en todos los paneles</translation>
    </message>
    <message>
        <source>N-Queens Visualizer</source>
        <translation>N-Queens Visualizer</translation>
    </message>
    <message>
        <source>Counters</source>
        <translation>Contadores</translation>
    </message>
    <message>
        <source>Pseudocode</source>
        <translation>Pseudocódigo</translation>
    </message>
    <message>
        <source>Variables</source>
        <translation>Variables</translation>
    </message>
    <message>
        <source>Call stack</source>
        <translation>Pila de llamadas</translation>
    </message>
    <message>
        <source>Search tree</source>
        <translation>Árbol de búsqueda</translation>
    </message>
    <message>
        <source>Solutions</source>
        <translation>Soluciones</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Ejecutar</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>Show or hide the %1 panel</source>
        <translation>Mostrar u ocultar el panel %1</translation>
    </message>
    <message>
        <source>Close the program</source>
        <translation>Cerrar el programa</translation>
    </message>
    <message>
        <source>What the search just did</source>
        <translation>Lo que acaba de hacer la búsqueda</translation>
    </message>
    <message>
        <source>Chessboard</source>
        <translation>Tablero de ajedrez</translation>
    </message>
    <message>
        <source>Brea&amp;kpoints</source>
        <translation>P&amp;untos de parada</translation>
    </message>
    <message>
        <source>&amp;Puzzle</source>
        <translation>&amp;Jugar</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Predict</source>
        <translation>Predecir</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>Práctica</translation>
    </message>
    <message>
        <source>Co&amp;mpare algorithms...</source>
        <translation>Co&amp;mparar algoritmos...</translation>
    </message>
    <message>
        <source>Two to four algorithms side by side on boards of the same size</source>
        <translation>De dos a cuatro algoritmos lado a lado en tableros del mismo tamaño</translation>
    </message>
    <message>
        <source>Session not opened</source>
        <translation>Sesión no abierta</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Lección</translation>
    </message>
    <message>
        <source>The remembered window layout could not be restored: the default layout is shown.</source>
        <translation>No se pudo restaurar la disposición de ventana guardada: se muestra la disposición predeterminada.</translation>
    </message>
    <message>
        <source>Session not saved</source>
        <translation>Sesión no guardada</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Configuración</translation>
    </message>
    <message>
        <source>Class not opened</source>
        <translation>Clase no abierta</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Salir</translation>
    </message>
    <message>
        <source>The class&apos;s latest results could not be written: %1

Quit anyway?</source>
        <translation>No se pudieron escribir los últimos resultados de la clase: %1

¿Salir de todos modos?</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <source>along the column</source>
        <translation>por la columna</translation>
    </message>
    <message>
        <source>along the diagonal</source>
        <translation>por la diagonal</translation>
    </message>
    <message>
        <source>along the anti-diagonal</source>
        <translation>por la antidiagonal</translation>
    </message>
    <message>
        <source>Refused: the queen on %1 attacks it %2.</source>
        <translation>Rechazada: la reina en %1 la ataca %2.</translation>
    </message>
    <message>
        <source>Finished: the %1 x %1 board has no solution; every square was tried.</source>
        <translation>Terminado: el tablero de %1 x %1 no tiene solución; se probaron todas las casillas.</translation>
    </message>
    <message numerus="yes">
        <source>Finished: %1 solution(s) found.</source>
        <translation>
            <numerusform>Terminado: se encontró %1 solución.</numerusform>
            <numerusform>Terminado: se encontraron %1 soluciones.</numerusform>
        </translation>
    </message>
    <message>
        <source>Queen placed on %1.</source>
        <translation>Reina colocada en %1.</translation>
    </message>
    <message>
        <source>Backtrack: queen removed from %1.</source>
        <translation>Retroceso: reina retirada de %1.</translation>
    </message>
    <message>
        <source>Square %1 refused: the queen on %2 attacks it %3.</source>
        <translation>Casilla rechazada en %1: la reina en %2 la ataca %3.</translation>
    </message>
    <message>
        <source>Solution %1 found.</source>
        <translation>Solución %1 encontrada.</translation>
    </message>
    <message>
        <source>Ready: %1 x %1 board, %2. Press Space to play or Right to step.</source>
        <translation>Listo: tablero de %1 x %1, %2. Pulse Espacio para reproducir o Derecha para avanzar un paso.</translation>
    </message>
    <message numerus="yes">
        <source>Finished: solved after %n move(s); no queen is attacked.</source>
        <translation>
            <numerusform>Terminado: resuelto tras %n movimiento; ninguna reina está atacada.</numerusform>
            <numerusform>Terminado: resuelto tras %n movimientos; ninguna reina está atacada.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Start: queen placed on %1, where the queens above attack it least (%n attacking pair(s) so far).</source>
        <translation>
            <numerusform>Inicio: reina colocada en %1, donde menos la atacan las reinas de arriba (%n par que se ataca hasta ahora).</numerusform>
            <numerusform>Inicio: reina colocada en %1, donde menos la atacan las reinas de arriba (%n pares que se atacan hasta ahora).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %1: queen put on %2, attacked by %3; %n attacking pair(s) left.</source>
        <translation>
            <numerusform>Movimiento %1: reina puesta en %2, atacada por %3; queda %n par que se ataca.</numerusform>
            <numerusform>Movimiento %1: reina puesta en %2, atacada por %3; quedan %n pares que se atacan.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n queen(s)</source>
        <translation>
            <numerusform>%n reina</numerusform>
            <numerusform>%n reinas</numerusform>
        </translation>
    </message>
    <message>
        <source>Move %1: the queen on %2 is attacked by %3; it is lifted to find the square of its row with the fewest attackers.</source>
        <translation>Movimiento %1: la reina en %2 está atacada por %3; se levanta para buscar la casilla de su fila con menos atacantes.</translation>
    </message>
    <message>
        <source>Solution found: no queen is attacked.</source>
        <translation>Solución encontrada: ninguna reina está atacada.</translation>
    </message>
    <message>
        <source>Ready: %1 x %1 board, %2 (seed %3). Press Space to play or Right to step.</source>
        <translation>Listo: tablero de %1 x %1, %2 (semilla %3). Pulse Espacio para reproducir o Derecha para avanzar un paso.</translation>
    </message>
    <message>
        <source>no queen</source>
        <translation>ninguna reina</translation>
    </message>
    <message numerus="yes">
        <source>Gave up after %n move(s).</source>
        <translation>
            <numerusform>Abandonado tras %n movimiento.</numerusform>
            <numerusform>Abandonado tras %n movimientos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n attacking pair(s) left (%1 x %1 has no solution, or the search got stuck).</source>
        <translation>
            <numerusform>Queda %n par que se ataca (el tablero de %1 x %1 no tiene solución o la búsqueda se atascó).</numerusform>
            <numerusform>Quedan %n pares que se atacan (el tablero de %1 x %1 no tiene solución o la búsqueda se atascó).</numerusform>
        </translation>
    </message>
    <message>
        <source>Breakpoint: paused on a solution.</source>
        <translation>Punto de interrupción: pausa en una solución.</translation>
    </message>
    <message>
        <source>Breakpoint: paused on a backtrack.</source>
        <translation>Punto de interrupción: pausa en un retroceso.</translation>
    </message>
    <message>
        <source>Breakpoint: paused at depth %1.</source>
        <translation>Punto de interrupción: pausa en la profundidad %1.</translation>
    </message>
    <message>
        <source>%1 takes boards up to %2 x %2: N went from %3 to %2.</source>
        <translation>%1 admite tableros de hasta %2 x %2: N pasó de %3 a %2.</translation>
    </message>
    <message>
        <source>Refused: the given queen on %1 attacks it %2.</source>
        <translation>Rechazada: la reina dada en %1 la ataca %2.</translation>
    </message>
    <message>
        <source>A full run: the given queens are gone.</source>
        <translation>Una ejecución completa: ya no hay reinas dadas.</translation>
    </message>
    <message>
        <source>Finished: no solution contains the given queens; every free square was tried.</source>
        <translation>Terminado: ninguna solución contiene las reinas dadas; se probaron todas las casillas libres.</translation>
    </message>
    <message numerus="yes">
        <source>Finished: %1 solution(s) contain the given queens.</source>
        <translation>
            <numerusform>Terminado: %1 solución contiene las reinas dadas.</numerusform>
            <numerusform>Terminado: %1 soluciones contienen las reinas dadas.</numerusform>
        </translation>
    </message>
    <message>
        <source>Square %1 refused: the given queen on %2 attacks it %3.</source>
        <translation>Casilla rechazada en %1: la reina dada en %2 la ataca %3.</translation>
    </message>
    <message>
        <source>Ready: %1 from your board, the given queens (%2) fixed. Press Space to play or Right to step.</source>
        <translation>Listo: %1 desde su tablero, con las reinas dadas (%2) fijas. Pulse Espacio para reproducir o Derecha para avanzar un paso.</translation>
    </message>
    <message>
        <source>Row %1 has no square left: the queen on %2 attacks all of them.</source>
        <translation>La fila %1 no tiene casillas libres: la reina en %2 las ataca todas.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a list of squares</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>the last two of a list of squares</comment>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <source>Row %1 has no square left: the queens on %2 attack all of them.</source>
        <translation>La fila %1 no tiene casillas libres: las reinas en %2 las atacan todas.</translation>
    </message>
    <message>
        <source>MRV chooses row %1: it has the fewest squares left (%2).</source>
        <translation>MRV elige la fila %1: es la que tiene menos casillas libres (%2).</translation>
    </message>
    <message>
        <source>Row %1 has no option left: the search backs up.</source>
        <translation>La fila %1 no tiene opciones: la búsqueda retrocede.</translation>
    </message>
    <message>
        <source>Column %1 has no option left: the search backs up.</source>
        <translation>La columna %1 no tiene opciones: la búsqueda retrocede.</translation>
    </message>
    <message>
        <source>Row %1 chosen: it has the fewest options left (%2).</source>
        <translation>Fila %1 elegida: es la que tiene menos opciones (%2).</translation>
    </message>
    <message>
        <source>Column %1 chosen: it has the fewest options left (%2).</source>
        <translation>Columna %1 elegida: es la que tiene menos opciones (%2).</translation>
    </message>
    <message>
        <source>Square %1 pruned: the queen on %2 attacks it %3.</source>
        <translation>Casilla %1 podada: la reina en %2 la ataca %3.</translation>
    </message>
    <message>
        <source>Start: no queen placed yet (seed %1).</source>
        <translation>Inicio: aún no hay ninguna reina colocada (semilla %1).</translation>
    </message>
    <message>
        <source>Start: the given queens (%1) fixed.</source>
        <translation>Inicio: las reinas dadas (%1) fijas.</translation>
    </message>
    <message>
        <source>Start: no queen placed yet.</source>
        <translation>Inicio: aún no hay ninguna reina colocada.</translation>
    </message>
</context>
<context>
    <name>OutputFile</name>
    <message>
        <source>no file name was given</source>
        <translation>no se indicó ningún nombre de archivo</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>es una carpeta, no un archivo</translation>
    </message>
    <message>
        <source>it is a disk (a block device), not a file</source>
        <translation>es un disco (un dispositivo de bloques), no un archivo</translation>
    </message>
    <message>
        <source>it is a socket, not a file</source>
        <translation>es un socket, no un archivo</translation>
    </message>
    <message>
        <source>it is not a file</source>
        <translation>no es un archivo</translation>
    </message>
    <message>
        <source>the symbolic link cannot be read</source>
        <translation>no se puede leer el enlace simbólico</translation>
    </message>
    <message>
        <source>the device is full</source>
        <translation>el dispositivo está lleno</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>el disco está lleno</translation>
    </message>
    <message>
        <source>the disk quota is used up</source>
        <translation>la cuota de disco está agotada</translation>
    </message>
    <message>
        <source>the file would be larger than this system allows</source>
        <translation>el archivo sería más grande de lo que permite este sistema</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>permiso denegado</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>el disco es de solo lectura</translation>
    </message>
    <message>
        <source>the folder %1 does not exist</source>
        <translation>la carpeta %1 no existe</translation>
    </message>
    <message>
        <source>a part of the path is not a folder</source>
        <translation>una parte de la ruta no es una carpeta</translation>
    </message>
    <message>
        <source>the path is a loop of symbolic links</source>
        <translation>la ruta es un bucle de enlaces simbólicos</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>el nombre es demasiado largo</translation>
    </message>
    <message>
        <source>the program reading from the pipe has stopped</source>
        <translation>el programa que lee de la tubería se ha detenido</translation>
    </message>
    <message>
        <source>no program is reading from the pipe</source>
        <translation>ningún programa está leyendo de la tubería</translation>
    </message>
    <message>
        <source>the device reported an input/output error</source>
        <translation>el dispositivo informó de un error de entrada/salida</translation>
    </message>
    <message>
        <source>cannot write &apos;%1&apos;: %2</source>
        <translation>no se puede escribir &apos;%1&apos;: %2</translation>
    </message>
    <message>
        <source>the file is not open</source>
        <translation>el archivo no está abierto</translation>
    </message>
    <message>
        <source>only %1 of %2 bytes reached the disk</source>
        <translation>solo %1 de %2 bytes llegaron al disco</translation>
    </message>
    <message>
        <source>standard output is closed</source>
        <translation>la salida estándar está cerrada</translation>
    </message>
    <message>
        <source>the open file %1 it names is closed</source>
        <translation>el archivo abierto %1 que nombra está cerrado</translation>
    </message>
    <message>
        <source>it is a symbolic link, which is not followed here</source>
        <translation>es un enlace simbólico, que aquí no se sigue</translation>
    </message>
    <message>
        <source>it is a device or a pipe, not a file</source>
        <translation>es un dispositivo o una tubería, no un archivo</translation>
    </message>
    <message>
        <source>a file of that name already exists</source>
        <translation>ya existe un archivo con ese nombre</translation>
    </message>
</context>
<context>
    <name>PageText</name>
    <message>
        <source>N-Queens class</source>
        <translation>Clase de las N reinas</translation>
    </message>
    <message>
        <source>Join the class</source>
        <translation>Unirse a la clase</translation>
    </message>
    <message>
        <source>Class code</source>
        <translation>Código de la clase</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Su nombre</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Unirse</translation>
    </message>
    <message>
        <source>Choose a name for me</source>
        <translation>Elegir un nombre por mí</translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation>Conectando…</translation>
    </message>
    <message>
        <source>The connection is lost. Connecting again…</source>
        <translation>Se ha perdido la conexión. Conectando de nuevo…</translation>
    </message>
    <message>
        <source>The class cannot be reached. Check the address and try again.</source>
        <translation>No se puede llegar a la clase. Compruebe la dirección e inténtelo de nuevo.</translation>
    </message>
    <message>
        <source>Type the class code from the board.</source>
        <translation>Escriba el código de la clase que ve en la pizarra.</translation>
    </message>
    <message>
        <source>You are %1</source>
        <comment>pupils&apos; page: the pupil&apos;s name</comment>
        <translation>Usted es %1</translation>
    </message>
    <message>
        <source>Leave the class</source>
        <translation>Salir de la clase</translation>
    </message>
    <message>
        <source>No question is open. Watch the board.</source>
        <translation>No hay ninguna pregunta abierta. Mire el tablero.</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Pregunta</translation>
    </message>
    <message>
        <source>Vote again</source>
        <translation>Votar de nuevo</translation>
    </message>
    <message>
        <source>New question: %1</source>
        <translation>Nueva pregunta: %1</translation>
    </message>
    <message>
        <source>Tap a square on the board to answer.</source>
        <translation>Toque una casilla del tablero para responder.</translation>
    </message>
    <message>
        <source>Choose an answer.</source>
        <translation>Elija una respuesta.</translation>
    </message>
    <message>
        <source>You have not answered yet.</source>
        <translation>Todavía no ha respondido.</translation>
    </message>
    <message>
        <source>Sending your answer: %1…</source>
        <translation>Enviando su respuesta: %1…</translation>
    </message>
    <message>
        <source>Your answer: %1. You can change it until the teacher reveals the answer.</source>
        <translation>Su respuesta: %1. Puede cambiarla hasta que el profesor muestre la solución.</translation>
    </message>
    <message>
        <source>Your answer: %1.</source>
        <translation>Su respuesta: %1.</translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>¡Correcto!</translation>
    </message>
    <message>
        <source>Not right.</source>
        <translation>No es correcto.</translation>
    </message>
    <message>
        <source>You did not answer.</source>
        <translation>No ha respondido.</translation>
    </message>
    <message>
        <source>The right answer: %1.</source>
        <translation>La respuesta correcta: %1.</translation>
    </message>
    <message>
        <source>right answer</source>
        <comment>pupils&apos; page: on the right option&apos;s button</comment>
        <translation>respuesta correcta</translation>
    </message>
    <message>
        <source>The board, %1 by %1 squares</source>
        <translation>El tablero, %1 por %1 casillas</translation>
    </message>
    <message>
        <source>Queens on %1</source>
        <translation>Reinas en %1</translation>
    </message>
    <message>
        <source>No queen on the board</source>
        <translation>Ninguna reina en el tablero</translation>
    </message>
    <message>
        <source>%1 is refused: the queen on %2 attacks it</source>
        <translation>%1 se rechaza: la reina en %2 la ataca</translation>
    </message>
    <message>
        <source>Row %1 is worked on</source>
        <translation>Se trabaja en la fila %1</translation>
    </message>
    <message>
        <source>Row worked on</source>
        <translation>Fila en curso</translation>
    </message>
    <message>
        <source>Refused square</source>
        <translation>Casilla rechazada</translation>
    </message>
    <message>
        <source>Queen that attacks it</source>
        <translation>Reina que la ataca</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Su respuesta</translation>
    </message>
    <message>
        <source>Right answer</source>
        <translation>Respuesta correcta</translation>
    </message>
    <message>
        <source>The teacher has closed the class.</source>
        <translation>El profesor ha cerrado la clase.</translation>
    </message>
    <message>
        <source>The teacher has removed you from the class.</source>
        <translation>El profesor le ha sacado de la clase.</translation>
    </message>
    <message>
        <source>Join again</source>
        <translation>Unirse de nuevo</translation>
    </message>
    <message>
        <source>Your own board</source>
        <translation>Su propio tablero</translation>
    </message>
    <message>
        <source>Tap an empty square to place the next queen, tap a queen to take it back. The arrow keys move between the squares.</source>
        <translation>Toque una casilla vacía para colocar la siguiente reina y toque una reina para retirarla. Con las teclas de flecha se mueve entre las casillas.</translation>
    </message>
    <message>
        <source>Your board, %1 by %1 squares</source>
        <translation>Su tablero, %1 por %1 casillas</translation>
    </message>
    <message>
        <source>Show me</source>
        <comment>pupils&apos; page: do the next step for me</comment>
        <translation>Muéstremelo</translation>
    </message>
    <message>
        <source>What a tap does</source>
        <comment>pupils&apos; page: the group of the Place and Refuse buttons</comment>
        <translation>Qué hace un toque</translation>
    </message>
    <message>
        <source>Place queens</source>
        <comment>pupils&apos; page: the tool that places (and takes back) queens</comment>
        <translation>Colocar reinas</translation>
    </message>
    <message>
        <source>Refuse squares</source>
        <comment>pupils&apos; page: the tool that refuses squares</comment>
        <translation>Rechazar casillas</translation>
    </message>
    <message>
        <source>Tapping a square places a queen; tapping a queen takes it back.</source>
        <translation>Tocar una casilla coloca una reina; tocar una reina la retira.</translation>
    </message>
    <message>
        <source>Refusing: each empty square you tap is refused, until you press %1.</source>
        <comment>pupils&apos; page: %1 is the Place queens button</comment>
        <translation>Rechazando: cada casilla vacía que toque se rechaza, hasta que pulse «%1».</translation>
    </message>
    <message>
        <source>X or Delete refuses the square with the focus.</source>
        <translation>X o Supr rechaza la casilla que tiene el foco.</translation>
    </message>
    <message>
        <source>Checking %1…</source>
        <comment>pupils&apos; page: a square</comment>
        <translation>Comprobando %1…</translation>
    </message>
    <message>
        <source>Not so fast: wait for the answer to your last steps.</source>
        <translation>No tan rápido: espere la respuesta a sus últimos pasos.</translation>
    </message>
    <message>
        <source>Steps done</source>
        <translation>Pasos hechos</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Errores</translation>
    </message>
    <message>
        <source>Steps shown</source>
        <translation>Pasos mostrados</translation>
    </message>
    <message>
        <source>Finished!</source>
        <translation>¡Terminado!</translation>
    </message>
    <message>
        <source>The teacher has ended the seat work.</source>
        <translation>El profesor ha terminado el trabajo individual.</translation>
    </message>
    <message>
        <source>queen</source>
        <comment>pupils&apos; page: on a square</comment>
        <translation>reina</translation>
    </message>
    <message>
        <source>refused</source>
        <comment>pupils&apos; page: a square</comment>
        <translation>rechazada</translation>
    </message>
    <message>
        <source>your last step</source>
        <comment>pupils&apos; page: a square</comment>
        <translation>su último paso</translation>
    </message>
    <message>
        <source>attacks the square of your step</source>
        <comment>pupils&apos; page: a queen</comment>
        <translation>ataca la casilla de su paso</translation>
    </message>
    <message>
        <source>the right step</source>
        <comment>pupils&apos; page: a square</comment>
        <translation>el paso correcto</translation>
    </message>
    <message>
        <source>Your step</source>
        <translation>Su paso</translation>
    </message>
    <message>
        <source>The right step</source>
        <translation>El paso correcto</translation>
    </message>
    <message>
        <source>Leave the class?</source>
        <translation>¿Salir de la clase?</translation>
    </message>
    <message>
        <source>If you join again, you will be a new pupil.</source>
        <translation>Si vuelve a unirse, será un alumno nuevo.</translation>
    </message>
    <message>
        <source>Stay</source>
        <comment>pupils&apos; page: do not leave the class</comment>
        <translation>Quedarse</translation>
    </message>
    <message>
        <source>Leave</source>
        <comment>pupils&apos; page: leave the class now</comment>
        <translation>Salir</translation>
    </message>
</context>
<context>
    <name>PlayController</name>
    <message>
        <source>Place a queen on %1</source>
        <translation>Colocar una reina en %1</translation>
    </message>
    <message>
        <source>Remove the queen from %1</source>
        <translation>Retirar la reina de %1</translation>
    </message>
    <message>
        <source>Clear the board</source>
        <translation>Vaciar el tablero</translation>
    </message>
    <message>
        <source>Start from a position</source>
        <translation>Partir de una posición</translation>
    </message>
    <message numerus="yes">
        <source>%n queen(s) left</source>
        <translation>
            <numerusform>Falta %n reina</numerusform>
            <numerusform>Faltan %n reinas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n queen(s) too many</source>
        <translation>
            <numerusform>%n reina de más</numerusform>
            <numerusform>%n reinas de más</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %n queen(s) placed</source>
        <translation>
            <numerusform>%n reina colocada</numerusform>
            <numerusform>Las %n reinas colocadas</numerusform>
        </translation>
    </message>
    <message>
        <source>Solved! Solution %1 of %2, fundamental class %3 of %4.</source>
        <translation>¡Resuelto! Solución %1 de %2, solución fundamental %3 de %4.</translation>
    </message>
    <message>
        <source>Solved! No queen attacks another.</source>
        <translation>¡Resuelto! Ninguna reina ataca a otra.</translation>
    </message>
    <message numerus="yes">
        <source>%n pair(s) of queens attack each other: remove or move the marked queens.</source>
        <translation>
            <numerusform>%n par de reinas se ataca: retire o mueva las reinas marcadas.</numerusform>
            <numerusform>%n pares de reinas se atacan: retire o mueva las reinas marcadas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Place %n queen(s) so that none attacks another.</source>
        <translation>
            <numerusform>Coloque %n reina de modo que ninguna ataque a otra.</numerusform>
            <numerusform>Coloque %n reinas de modo que ninguna ataque a otra.</numerusform>
        </translation>
    </message>
    <message>
        <source>No queen attacks another so far.</source>
        <translation>Hasta ahora ninguna reina ataca a otra.</translation>
    </message>
    <message>
        <source>Looking for a hint...</source>
        <translation>Buscando una pista...</translation>
    </message>
    <message>
        <source>Hint: a queen on %1 still leads to a solution.</source>
        <translation>Pista: una reina en %1 todavía lleva a una solución.</translation>
    </message>
    <message>
        <source>No solution from here: no solution keeps all these queens.</source>
        <translation>No hay solución desde aquí: ninguna solución conserva todas estas reinas.</translation>
    </message>
    <message>
        <source>Remove the conflicting queens first.</source>
        <translation>Retire primero las reinas en conflicto.</translation>
    </message>
    <message>
        <source>The hint search gave up after %1 tries: place or remove a queen and ask again.</source>
        <translation>La búsqueda de una pista se rindió tras %1 intentos: coloque o retire una reina y vuelva a pedirla.</translation>
    </message>
    <message>
        <source>Play mode, %1 x %1 board, no queens.</source>
        <translation>Modo de juego, tablero de %1 x %1, sin reinas.</translation>
    </message>
    <message numerus="yes">
        <source>Play mode, %1 x %1 board, %n queen(s): %2.</source>
        <translation>
            <numerusform>Modo de juego, tablero de %1 x %1, %n reina: %2.</numerusform>
            <numerusform>Modo de juego, tablero de %1 x %1, %n reinas: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This board&apos;s symmetry class has %n board(s); solutions are numbered only up to %1 x %1.</source>
        <translation>
            <numerusform>La clase de simetría de este tablero tiene %n tablero; las soluciones solo se numeran hasta %1 x %1.</numerusform>
            <numerusform>La clase de simetría de este tablero tiene %n tableros; las soluciones solo se numeran hasta %1 x %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Too many queens: a board of %1 x %1 holds at most %1 queens that do not attack each other.</source>
        <translation>Demasiadas reinas: en un tablero de %1 x %1 caben como máximo %1 reinas que no se ataquen entre sí.</translation>
    </message>
</context>
<context>
    <name>PlayLayer</name>
    <message>
        <source>%1: click to remove this queen.</source>
        <translation>%1: haga clic para retirar esta reina.</translation>
    </message>
    <message>
        <source>%1: click to place a queen.</source>
        <translation>%1: haga clic para colocar una reina.</translation>
    </message>
    <message numerus="yes">
        <source>Attacked by the queen(s) on %1.</source>
        <translation>
            <numerusform>Atacada por la reina en %1.</numerusform>
            <numerusform>Atacada por las reinas en %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlayMode</name>
    <message>
        <source>&amp;Play mode</source>
        <translation>Modo de &amp;juego</translation>
    </message>
    <message>
        <source>Place and remove queens yourself (the run pauses; its board comes back when you leave)</source>
        <translation>Colocar y retirar reinas usted mismo (la ejecución se pausa; su tablero vuelve al salir del modo)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>Show the next safe square that still leads to a solution</source>
        <translation>Mostrar la siguiente casilla segura que aún lleva a una solución</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>Take back the last change of your board</source>
        <translation>Deshacer el último cambio de su tablero</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>Make the change taken back again</source>
        <translation>Volver a aplicar el cambio deshecho</translation>
    </message>
    <message>
        <source>&amp;Clear board</source>
        <translation>&amp;Vaciar tablero</translation>
    </message>
    <message>
        <source>Take every queen off your board</source>
        <translation>Quitar todas las reinas de su tablero</translation>
    </message>
    <message>
        <source>&amp;Start from the run&apos;s board</source>
        <translation>&amp;Empezar desde el tablero de la ejecución</translation>
    </message>
    <message>
        <source>Play on from the queens the board shows now</source>
        <translation>Seguir jugando desde las reinas que muestra ahora el tablero</translation>
    </message>
    <message>
        <source>Play mode works on boards up to %1 x %1</source>
        <translation>El modo de juego funciona en tableros de hasta %1 x %1</translation>
    </message>
    <message>
        <source>&amp;Run from here</source>
        <translation>&amp;Ejecutar desde aquí</translation>
    </message>
    <message>
        <source>Run the chosen backtracker from your queens: their rows stay fixed</source>
        <translation>Ejecutar el backtracking elegido desde sus reinas: sus filas quedan fijas</translation>
    </message>
    <message>
        <source>Your board runs with the backtrackers only; %1 repairs a full board. Choose a backtracker in the Algorithm menu.</source>
        <translation>Su tablero solo se ejecuta con los algoritmos de backtracking; %1 repara un tablero lleno. Elija uno de backtracking como algoritmo.</translation>
    </message>
    <message>
        <source>along the rank</source>
        <translation>a lo largo de la fila</translation>
    </message>
    <message>
        <source>The queens on %1 and %2 attack each other %3: the run needs a board where no queen is attacked.</source>
        <translation>Las reinas en %1 y %2 se atacan %3: la ejecución necesita un tablero sin reinas atacadas.</translation>
    </message>
</context>
<context>
    <name>PlayPanel</name>
    <message>
        <source>Queens left:</source>
        <translation>Reinas restantes:</translation>
    </message>
    <message>
        <source>Attacking pairs:</source>
        <translation>Pares que se atacan:</translation>
    </message>
    <message>
        <source>How many queens are still to be placed</source>
        <translation>Cuántas reinas quedan por colocar</translation>
    </message>
    <message>
        <source>Pairs of queens on one line with no queen between them: each attacks the other</source>
        <translation>Pares de reinas en una misma línea sin ninguna reina entre ellas: cada una ataca a la otra</translation>
    </message>
    <message>
        <source>Queens left</source>
        <translation>Reinas restantes</translation>
    </message>
    <message>
        <source>Attacking pairs</source>
        <translation>Pares que se atacan</translation>
    </message>
    <message>
        <source>Where your board stands</source>
        <translation>Estado de su tablero</translation>
    </message>
    <message numerus="yes">
        <source>%n too many</source>
        <translation>
            <numerusform>%n de más</numerusform>
            <numerusform>%n de más</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose Play mode to place queens yourself; the run waits where it is.</source>
        <translation>Elija el modo de juego para colocar reinas usted mismo; la ejecución espera donde está.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a figure&apos;s caption and the figure, for screen readers</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Play mode works on boards up to %1 x %1.</source>
        <translation>El modo de juego funciona en tableros de hasta %1 x %1.</translation>
    </message>
</context>
<context>
    <name>PracticeMode</name>
    <message>
        <source>Choose Be the solver to do the algorithm&apos;s steps yourself: the program checks each one.</source>
        <translation>Elija Ser el solucionador para hacer usted mismo los pasos del algoritmo: el programa comprueba cada uno.</translation>
    </message>
    <message>
        <source>Done: the summary is below. Step back or restart to practise again.</source>
        <translation>Terminado: el resumen está debajo. Retroceda o reinicie para practicar de nuevo.</translation>
    </message>
    <message>
        <source>Save practice results</source>
        <translation>Guardar los resultados de la práctica</translation>
    </message>
    <message>
        <source>CSV table (*.csv);;JSON (*.json)</source>
        <translation>Tabla CSV (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Do the algorithm&apos;s steps yourself on the board; each one is checked</source>
        <translation>Haga usted mismo los pasos del algoritmo en el tablero; cada uno se comprueba</translation>
    </message>
    <message>
        <source>Show &amp;me</source>
        <translation>&amp;Muéstremelo</translation>
    </message>
    <message>
        <source>Do the next step for me (counted as shown)</source>
        <translation>Hacer el siguiente paso por mí (cuenta como mostrado)</translation>
    </message>
    <message>
        <source>Save the counts of this practice as CSV or JSON</source>
        <translation>Guardar los recuentos de esta práctica como CSV o JSON</translation>
    </message>
    <message>
        <source>Refused squares are marked for me</source>
        <translation>Las casillas rechazadas se marcan por mí</translation>
    </message>
    <message>
        <source>The program refuses the attacked squares: you only place and take back</source>
        <translation>El programa rechaza las casillas atacadas: usted solo coloca y retira</translation>
    </message>
    <message>
        <source>&amp;Be the solver</source>
        <translation>&amp;Ser el solucionador</translation>
    </message>
    <message>
        <source>Save resul&amp;ts...</source>
        <translation>&amp;Guardar resultados...</translation>
    </message>
</context>
<context>
    <name>PracticePanel</name>
    <message>
        <source>Done by you:</source>
        <translation>Hechos por usted:</translation>
    </message>
    <message>
        <source>Mistakes:</source>
        <translation>Errores:</translation>
    </message>
    <message>
        <source>Shown:</source>
        <translation>Mostrados:</translation>
    </message>
    <message>
        <source>What to do next</source>
        <translation>Qué hacer ahora</translation>
    </message>
    <message>
        <source>The answer to your last step</source>
        <translation>La respuesta a su último paso</translation>
    </message>
    <message>
        <source>The summary of the practice</source>
        <translation>El resumen de la práctica</translation>
    </message>
    <message>
        <source>On the board: click an empty square to place a queen, click a queen to take it back; right click or Shift+click to refuse a square. Keys: arrows move the cursor, Space or Enter place or take back, X or Delete refuse, M shows the next step.</source>
        <translation>En el tablero: un clic en una casilla vacía coloca una reina, un clic en una reina la retira; clic derecho o Mayús+clic rechaza una casilla. Teclas: las flechas mueven el cursor, Espacio o Intro colocan o retiran, X o Supr rechazan, M muestra el siguiente paso.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a figure&apos;s caption and the figure, for screen readers</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Done by you</source>
        <translation>Hechos por usted</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Errores</translation>
    </message>
    <message>
        <source>Shown</source>
        <translation>Mostrados</translation>
    </message>
    <message>
        <source>Steps to practise:</source>
        <translation>Pasos a practicar:</translation>
    </message>
    <message>
        <source>to the first solution</source>
        <translation>hasta la primera solución</translation>
    </message>
    <message>
        <source>Steps to practise</source>
        <translation>Pasos a practicar</translation>
    </message>
    <message>
        <source>How many steps of the run the practice takes before its summary</source>
        <translation>Cuántos pasos de la ejecución dura la práctica antes de su resumen</translation>
    </message>
</context>
<context>
    <name>PracticeText</name>
    <message>
        <source>row %1</source>
        <translation>fila %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>columna %1</translation>
    </message>
    <message>
        <source>along the column</source>
        <translation>por la columna</translation>
    </message>
    <message>
        <source>along the diagonal</source>
        <translation>por la diagonal</translation>
    </message>
    <message>
        <source>along the anti-diagonal</source>
        <translation>por la antidiagonal</translation>
    </message>
    <message>
        <source>a queen on %1</source>
        <translation>una reina en %1</translation>
    </message>
    <message>
        <source>take back the queen on %1</source>
        <translation>retirar la reina de %1</translation>
    </message>
    <message>
        <source>refuse %1 (the queen on %2 attacks it %3)</source>
        <translation>rechazar %1 (la reina de %2 la ataca %3)</translation>
    </message>
    <message>
        <source>the queen on %1 %2</source>
        <translation>la reina en %1 %2</translation>
    </message>
    <message>
        <source>along the row</source>
        <translation>por la fila</translation>
    </message>
    <message>
        <source>the queens on %1</source>
        <translation>las reinas en %1</translation>
    </message>
    <message>
        <source>Right: %1.</source>
        <translation>Correcto: %1.</translation>
    </message>
    <message>
        <source>Not this square: the algorithm works on %1.</source>
        <translation>Esta casilla no: el algoritmo está en %1.</translation>
    </message>
    <message>
        <source>%1 is attacked by %2.</source>
        <translation>%1 está atacada por %2.</translation>
    </message>
    <message>
        <source>%1 is attacked by %2: the algorithm refuses it.</source>
        <translation>%1 está atacada por %2: el algoritmo la rechaza.</translation>
    </message>
    <message>
        <source>%1 is attacked by %2: it is no longer among the squares left.</source>
        <translation>%1 está atacada por %2: ya no está entre las casillas restantes.</translation>
    </message>
    <message>
        <source>%1 is free: no queen attacks it.</source>
        <translation>%1 está libre: ninguna reina la ataca.</translation>
    </message>
    <message>
        <source>No other queen attacks the queen on %1: the algorithm does not refuse it.</source>
        <translation>Ninguna otra reina ataca a la reina en %1: el algoritmo no la rechaza.</translation>
    </message>
    <message>
        <source>Not yet: the algorithm comes to %1 first.</source>
        <translation>Todavía no: el algoritmo llega antes a %1.</translation>
    </message>
    <message>
        <source>Too early: %1 still has squares to try.</source>
        <translation>Demasiado pronto: %1 aún tiene casillas por probar.</translation>
    </message>
    <message>
        <source>Too early: the algorithm does not take back a queen now.</source>
        <translation>Demasiado pronto: el algoritmo no retira ninguna reina ahora.</translation>
    </message>
    <message>
        <source>This permutation is done: the algorithm takes back a queen.</source>
        <translation>Esta permutación está terminada: el algoritmo retira una reina.</translation>
    </message>
    <message>
        <source>No square of this row is left: the algorithm takes back a queen.</source>
        <translation>No queda ninguna casilla en esta fila: el algoritmo retira una reina.</translation>
    </message>
    <message>
        <source>No square is left to try, or a row was wiped out: the algorithm takes back a queen.</source>
        <translation>No queda casilla por probar, o una fila se quedó vacía: el algoritmo retira una reina.</translation>
    </message>
    <message>
        <source>Not that queen: the algorithm takes back the queen on %1.</source>
        <translation>Esa reina no: el algoritmo retira la reina de %1.</translation>
    </message>
    <message>
        <source>There is no queen on %1.</source>
        <translation>No hay ninguna reina en %1.</translation>
    </message>
    <message>
        <source>The queen on %1 holds column %2: the algorithm never looks at its squares.</source>
        <translation>La reina de %1 ocupa la columna %2: el algoritmo nunca mira sus casillas.</translation>
    </message>
    <message>
        <source>This algorithm never refuses a square: the attacked ones are already out of its choices.</source>
        <translation>Este algoritmo nunca rechaza una casilla: las atacadas ya están fuera de sus opciones.</translation>
    </message>
    <message>
        <source>The search chose %1 (the fewest squares left): the queen goes there.</source>
        <translation>La búsqueda eligió la %1 (la que tiene menos casillas): la reina va allí.</translation>
    </message>
    <message>
        <source>Mistake: %1 The algorithm makes its step instead: %2.</source>
        <translation>Error: %1 En su lugar, el algoritmo da su paso: %2.</translation>
    </message>
    <message>
        <source>Shown: %1.</source>
        <translation>Mostrado: %1.</translation>
    </message>
    <message>
        <source>A solution: every row holds a queen. Well done!</source>
        <translation>Una solución: cada fila tiene una reina. ¡Bien hecho!</translation>
    </message>
    <message>
        <source>The practice is over.</source>
        <translation>La práctica ha terminado.</translation>
    </message>
    <message>
        <source>placed on an attacked square</source>
        <translation>colocada en una casilla atacada</translation>
    </message>
    <message>
        <source>refused a free square</source>
        <translation>rechazó una casilla libre</translation>
    </message>
    <message>
        <source>skipped a square</source>
        <translation>se saltó una casilla</translation>
    </message>
    <message>
        <source>took back too early</source>
        <translation>retiró demasiado pronto</translation>
    </message>
    <message>
        <source>missed a take-back</source>
        <translation>no retiró cuando tocaba</translation>
    </message>
    <message>
        <source>took back the wrong queen</source>
        <translation>retiró la reina equivocada</translation>
    </message>
    <message>
        <source>no queen to take back</source>
        <translation>ninguna reina que retirar</translation>
    </message>
    <message>
        <source>looked at a used column</source>
        <translation>miró una columna ocupada</translation>
    </message>
    <message>
        <source>refused (the algorithm never does)</source>
        <translation>rechazó (el algoritmo nunca lo hace)</translation>
    </message>
    <message>
        <source>left the chosen row or column</source>
        <translation>salió de la fila o columna elegida</translation>
    </message>
    <message>
        <source>refused a queen no other queen attacks</source>
        <translation>rechazó una reina que ninguna otra reina ataca</translation>
    </message>
    <message>
        <source>Min-conflicts makes random choices (which queen, which of the tied squares): there is no right move to check. Choose a backtracking algorithm to be the solver.</source>
        <translation>Mínimos conflictos elige al azar (qué reina, cuál de las casillas empatadas): no hay un movimiento correcto que comprobar. Elija un algoritmo de vuelta atrás para ser el solucionador.</translation>
    </message>
    <message>
        <source>Be the solver works on boards up to %1 x %1.</source>
        <translation>Ser el solucionador funciona en tableros de hasta %1 x %1.</translation>
    </message>
    <message>
        <source>Go to the next permutation: take back the queens from the bottom, then place the new ones from the top.</source>
        <translation>Pase a la siguiente permutación: retire las reinas desde abajo y coloque las nuevas desde arriba.</translation>
    </message>
    <message>
        <source>Test the permutation: refuse the first queen attacked by one above it. Then go to the next permutation: take back from the bottom, place from the top.</source>
        <translation>Compruebe la permutación: rechace la primera reina atacada por una de arriba. Luego la siguiente: retire desde abajo, coloque desde arriba.</translation>
    </message>
    <message>
        <source>Every row holds a queen: take back the last one.</source>
        <translation>Cada fila tiene una reina: retire la última.</translation>
    </message>
    <message>
        <source>Row %1: place the queen on its first square left, from the left (the program prunes the other rows after each queen). If none is left, or a row is wiped out, take back the last queen.</source>
        <translation>Fila %1: coloque la reina en su primera casilla restante desde la izquierda (el programa poda las otras filas tras cada reina). Si no queda ninguna, o una fila se queda vacía, retire la última reina.</translation>
    </message>
    <message>
        <source>The search chose %1, the one with the fewest squares left: place the queen on its first square left. If none is left, or a row is wiped out, take back the last queen.</source>
        <translation>La búsqueda eligió la %1, la que tiene menos casillas: coloque la reina en su primera casilla restante. Si no queda ninguna, o una fila se queda vacía, retire la última reina.</translation>
    </message>
    <message>
        <source>Place the queen on the first square left of the row or column the search chose. If none is left, or a row is wiped out, take back the last queen.</source>
        <translation>Coloque la reina en la primera casilla restante de la fila o columna elegida. Si no queda ninguna, o una fila se queda vacía, retire la última reina.</translation>
    </message>
    <message>
        <source>Row %1: place the queen on the first free square from the left, in a column no queen holds (the refused squares are marked for you). If none is left, take back the queen above.</source>
        <translation>Fila %1: coloque la reina en la primera casilla libre desde la izquierda, en una columna sin reina (las rechazadas se marcan por usted). Si no queda ninguna, retire la reina de arriba.</translation>
    </message>
    <message>
        <source>Row %1: look only at the columns no queen holds, from the left. Refuse each square attacked along a diagonal, place the queen on the first free one. If none is left, take back the queen above.</source>
        <translation>Fila %1: mire solo las columnas sin reina, desde la izquierda. Rechace cada casilla atacada en diagonal y coloque la reina en la primera libre. Si no queda ninguna, retire la reina de arriba.</translation>
    </message>
    <message>
        <source>Row %1: place the queen on the first free square from the left (the refused squares are marked for you). If none is left, take back the queen above.</source>
        <translation>Fila %1: coloque la reina en la primera casilla libre desde la izquierda (las rechazadas se marcan por usted). Si no queda ninguna, retire la reina de arriba.</translation>
    </message>
    <message>
        <source>Row %1: look at its squares from the left. Refuse each attacked one, place the queen on the first free one. If none is left, take back the queen above.</source>
        <translation>Fila %1: recorra sus casillas desde la izquierda. Rechace cada casilla atacada y coloque la reina en la primera libre. Si no queda ninguna, retire la reina de arriba.</translation>
    </message>
    <message>
        <source>Summary: you reached a solution.</source>
        <translation>Resumen: ha llegado a una solución.</translation>
    </message>
    <message>
        <source>Summary: the practice is over.</source>
        <translation>Resumen: la práctica ha terminado.</translation>
    </message>
    <message>
        <source>Steps done by you: %1. Steps shown: %2. Mistakes: %3.</source>
        <translation>Pasos hechos por usted: %1. Pasos mostrados: %2. Errores: %3.</translation>
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
        <translation>P&amp;redecir</translation>
    </message>
    <message>
        <source>Predict mode: the run stops to ask what the search does next</source>
        <translation>Modo predicción: la ejecución se detiene para preguntar qué hará la búsqueda</translation>
    </message>
    <message>
        <source>The step waits for your answer (or Show answer).</source>
        <translation>El paso espera su respuesta (o Ver respuesta).</translation>
    </message>
    <message>
        <source>Arrow keys move the dashed square on the board; Space or Enter answers with it.</source>
        <translation>Las flechas mueven el cursor (la casilla discontinua) por el tablero; Espacio o Intro responden con su casilla.</translation>
    </message>
</context>
<context>
    <name>PredictPanel</name>
    <message>
        <source>Answer: %1</source>
        <translation>Respuesta: %1</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <source>Answer: yes</source>
        <translation>Respuesta: sí</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Answer: no</source>
        <translation>Respuesta: no</translation>
    </message>
    <message>
        <source>Number of queens</source>
        <translation>Número de reinas</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Responder</translation>
    </message>
    <message>
        <source>Answer with this number</source>
        <translation>Responder con este número</translation>
    </message>
    <message>
        <source>Show answer</source>
        <translation>Ver respuesta</translation>
    </message>
    <message>
        <source>Show the answer</source>
        <translation>Mostrar la respuesta</translation>
    </message>
    <message>
        <source>Counts as revealed</source>
        <translation>Cuenta como revelada</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Score by question kind</source>
        <translation>Puntuación por tipo de pregunta</translation>
    </message>
    <message>
        <source>Asked</source>
        <translation>Preguntas</translation>
    </message>
    <message>
        <source>Right 1st</source>
        <translation>Bien 1.ª</translation>
    </message>
    <message>
        <source>Right 2nd</source>
        <translation>Bien 2.ª</translation>
    </message>
    <message>
        <source>Revealed</source>
        <translation>Reveladas</translation>
    </message>
    <message>
        <source>Ask: %1</source>
        <translation>Preguntar: %1</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Preguntas</translation>
    </message>
    <message>
        <source>Ho&amp;w often:</source>
        <translation>&amp;Frecuencia:</translation>
    </message>
    <message>
        <source>How often to ask</source>
        <translation>Con qué frecuencia preguntar</translation>
    </message>
    <message>
        <source>&amp;k:</source>
        <translation>&amp;k:</translation>
    </message>
    <message>
        <source>Ask about one step in k</source>
        <translation>Preguntar en un paso de cada k</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>Semi&amp;lla:</translation>
    </message>
    <message>
        <source>Seed of the questions</source>
        <translation>Semilla de las preguntas</translation>
    </message>
    <message>
        <source>A class sharing a seed gets the same questions</source>
        <translation>Una clase con la misma semilla recibe las mismas preguntas</translation>
    </message>
    <message>
        <source>Save results...</source>
        <translation>Guardar resultados...</translation>
    </message>
    <message>
        <source>Save results</source>
        <translation>Guardar resultados</translation>
    </message>
    <message>
        <source>Write the score as CSV or JSON for the teacher</source>
        <translation>Escribir la puntuación en CSV o JSON para el profesor</translation>
    </message>
    <message>
        <source>Predict mode is off. Turn it on with Run &gt; Predict.</source>
        <translation>El modo predicción está apagado. Actívelo con Ejecutar &gt; Predecir.</translation>
    </message>
    <message>
        <source>Play or step: the run stops when there is a question.</source>
        <translation>Reproduzca o avance: la ejecución se detiene cuando hay una pregunta.</translation>
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
        <translation>Cuántas reinas más probará la fila</translation>
    </message>
    <message>
        <source>Questions asked, right at the first try, at the second, and revealed</source>
        <translation>Preguntas hechas, acertadas al primer intento, al segundo, y reveladas</translation>
    </message>
    <message>
        <source>Counts</source>
        <translation>Recuentos</translation>
    </message>
    <message>
        <source>Question kinds</source>
        <translation>Tipos de pregunta</translation>
    </message>
    <message>
        <source>Ask this kind of question where it fits the algorithm</source>
        <translation>Hacer este tipo de pregunta donde encaje con el algoritmo</translation>
    </message>
    <message>
        <source>Where the run stops to ask a question</source>
        <translation>Dónde se detiene la ejecución para preguntar</translation>
    </message>
    <message>
        <source>With &quot;About one step in k&quot;: how rare the questions are</source>
        <translation>Con «Un paso de cada k»: qué tan raras son las preguntas</translation>
    </message>
    <message>
        <source>Row or column</source>
        <translation>Fila o columna</translation>
    </message>
    <message>
        <source>The row (or column) the search chooses next</source>
        <translation>La fila (o columna) que la búsqueda elige a continuación</translation>
    </message>
    <message>
        <source>Answer with this row or column</source>
        <translation>Responder con esta fila o columna</translation>
    </message>
</context>
<context>
    <name>PredictText</name>
    <message>
        <source>Next square</source>
        <translation>Casilla siguiente</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Atacante</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Paso siguiente</translation>
    </message>
    <message>
        <source>Tries left</source>
        <translation>Intentos restantes</translation>
    </message>
    <message>
        <source>In a solution?</source>
        <translation>¿En una solución?</translation>
    </message>
    <message>
        <source>Fewest attackers</source>
        <translation>Menos atacantes</translation>
    </message>
    <message>
        <source>Every step</source>
        <translation>En cada paso</translation>
    </message>
    <message>
        <source>Each backtrack</source>
        <translation>En cada retroceso</translation>
    </message>
    <message>
        <source>Each new row</source>
        <translation>En cada fila nueva</translation>
    </message>
    <message>
        <source>About one step in k</source>
        <translation>Un paso de cada k</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Colocar</translation>
    </message>
    <message>
        <source>Refuse</source>
        <translation>Rechazar</translation>
    </message>
    <message>
        <source>Backtrack</source>
        <translation>Retroceder</translation>
    </message>
    <message>
        <source>Solution</source>
        <translation>Solución</translation>
    </message>
    <message>
        <source>Where will the next queen go in row %1? Click its square.</source>
        <translation>¿Dónde irá la siguiente reina en la fila %1? Haga clic en su casilla.</translation>
    </message>
    <message>
        <source>Why is %1 refused? Click a queen that attacks it.</source>
        <translation>¿Por qué se rechaza %1? Haga clic en una reina que la ataque.</translation>
    </message>
    <message>
        <source>What happens next: place, refuse, backtrack or solution?</source>
        <translation>¿Qué pasa ahora: colocar, rechazar, retroceder o solución?</translation>
    </message>
    <message>
        <source>How many more queens will row %1 try before the search leaves it?</source>
        <translation>¿Cuántas reinas más probará la fila %1 antes de que la búsqueda la deje?</translation>
    </message>
    <message>
        <source>The next queen goes on %1. Will it be part of a solution?</source>
        <translation>La siguiente reina va a %1. ¿Formará parte de una solución?</translation>
    </message>
    <message>
        <source>Which square of row %1 has the fewest attackers? Click it.</source>
        <translation>¿Qué casilla de la fila %1 tiene menos atacantes? Haga clic en ella.</translation>
    </message>
    <message>
        <source>Click a square of row %1.</source>
        <translation>Haga clic en una casilla de la fila %1.</translation>
    </message>
    <message>
        <source>Click a queen: there is none on %1.</source>
        <translation>Haga clic en una reina: en %1 no hay ninguna.</translation>
    </message>
    <message>
        <source>%1 is attacked: the queen on %2 attacks it %3.</source>
        <translation>%1 está atacada: la reina en %2 la ataca %3.</translation>
    </message>
    <message>
        <source>%1 was tried already: the search goes on from %2.</source>
        <translation>%1 ya se probó: la búsqueda sigue desde %2.</translation>
    </message>
    <message>
        <source>The search tries the squares from left to right: a free square comes before %1.</source>
        <translation>La búsqueda prueba las casillas de izquierda a derecha: antes de %1 hay una libre.</translation>
    </message>
    <message>
        <source>The queen on %1 does not attack %2.</source>
        <translation>La reina en %1 no ataca %2.</translation>
    </message>
    <message>
        <source>No queen attacks the next square.</source>
        <translation>Ninguna reina ataca la siguiente casilla.</translation>
    </message>
    <message>
        <source>The row has no square left to try.</source>
        <translation>A la fila no le quedan casillas por probar.</translation>
    </message>
    <message>
        <source>Every row has a queen.</source>
        <translation>Cada fila tiene una reina.</translation>
    </message>
    <message>
        <source>Fewer than that.</source>
        <translation>Menos.</translation>
    </message>
    <message>
        <source>More than that.</source>
        <translation>Más.</translation>
    </message>
    <message>
        <source>The search takes this queen back without finding a solution.</source>
        <translation>La búsqueda retira esta reina sin encontrar una solución.</translation>
    </message>
    <message>
        <source>A solution is found while this queen stands.</source>
        <translation>Se encuentra una solución mientras esta reina sigue en su sitio.</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n attacker(s); another square has fewer.</source>
        <translation>
            <numerusform>%1 tiene %n atacante; otra casilla tiene menos.</numerusform>
            <numerusform>%1 tiene %n atacantes; otra casilla tiene menos.</numerusform>
        </translation>
    </message>
    <message>
        <source>the queen on %1, %2</source>
        <translation>la reina en %1, %2</translation>
    </message>
    <message>
        <source>yes, solution %1</source>
        <translation>sí, solución %1</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n attacker(s))</source>
        <translation>
            <numerusform>%1 (%n atacante)</numerusform>
            <numerusform>%1 (%n atacantes)</numerusform>
        </translation>
    </message>
    <message>
        <source>The answer: %1.</source>
        <translation>La respuesta: %1.</translation>
    </message>
    <message>
        <source>Right: the queen on %1 attacks %2 %3.</source>
        <translation>Correcto: la reina en %1 ataca %2 %3.</translation>
    </message>
    <message>
        <source>It is the one the algorithm finds.</source>
        <translation>Es la que encuentra el algoritmo.</translation>
    </message>
    <message>
        <source>The algorithm finds the queen on %1 first, %2.</source>
        <translation>El algoritmo encuentra primero la reina en %1, %2.</translation>
    </message>
    <message numerus="yes">
        <source>Right: %n attacker(s), the fewest in the row.</source>
        <translation>
            <numerusform>Correcto: %n atacante, el mínimo de la fila.</numerusform>
            <numerusform>Correcto: %n atacantes, el mínimo de la fila.</numerusform>
        </translation>
    </message>
    <message>
        <source>Right!</source>
        <translation>¡Correcto!</translation>
    </message>
    <message>
        <source>Not quite.</source>
        <translation>No del todo.</translation>
    </message>
    <message>
        <source>Try once more.</source>
        <translation>Inténtelo otra vez.</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>fila %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>columna %1</translation>
    </message>
    <message>
        <source>Chosen row</source>
        <translation>Fila elegida</translation>
    </message>
    <message>
        <source>Wiped-out row</source>
        <translation>Fila vaciada</translation>
    </message>
    <message>
        <source>What happens next: place, backtrack or solution?</source>
        <translation>¿Qué pasa ahora: colocar, retroceder o solución?</translation>
    </message>
    <message>
        <source>Which row or column will dancing links choose next? Pick it below.</source>
        <translation>¿Qué fila o columna elegirá ahora dancing links? Elíjala abajo.</translation>
    </message>
    <message>
        <source>Which row will MRV choose next? Click a square of it.</source>
        <translation>¿Qué fila elegirá ahora MRV? Haga clic en una de sus casillas.</translation>
    </message>
    <message>
        <source>The queen on %1 leaves a row with no square. Which row is wiped out? Click a square of it.</source>
        <translation>La reina en %1 deja una fila sin casillas. ¿Qué fila se queda vacía? Haga clic en una de sus casillas.</translation>
    </message>
    <message>
        <source>Pick a row or a column in the list below.</source>
        <translation>Elija una fila o una columna en la lista de abajo.</translation>
    </message>
    <message>
        <source>Click a square of a row.</source>
        <translation>Haga clic en una casilla de una fila.</translation>
    </message>
    <message>
        <source>A queen stands on %1 already.</source>
        <translation>Ya hay una reina en la %1.</translation>
    </message>
    <message numerus="yes">
        <source>Not the fewest: %1 has %n square(s) left.</source>
        <translation>
            <numerusform>No es la que menos tiene: a la %1 le queda %n casilla.</numerusform>
            <numerusform>No es la que menos tiene: a la %1 le quedan %n casillas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n square(s) left)</source>
        <translation>
            <numerusform>%1 (queda %n casilla)</numerusform>
            <numerusform>%1 (quedan %n casillas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Right: %1, %n square(s) left, the fewest.</source>
        <translation>
            <numerusform>Correcto: %1, queda %n casilla, el mínimo.</numerusform>
            <numerusform>Correcto: %1, quedan %n casillas, el mínimo.</numerusform>
        </translation>
    </message>
    <message>
        <source>As few squares are left in %1, but on a tie the search takes the first: rows top down, then columns from the left.</source>
        <translation>En la %1 quedan igual de pocas, pero en un empate la búsqueda toma la primera: filas de arriba abajo y luego columnas desde la izquierda.</translation>
    </message>
    <message>
        <source>As few squares are left in %1, but on a tie MRV takes the topmost row.</source>
        <translation>En la %1 quedan igual de pocas, pero en un empate MRV toma la fila más alta.</translation>
    </message>
    <message numerus="yes">
        <source>Still %n square(s) in %1: %2.</source>
        <translation>
            <numerusform>Aún queda %n casilla en la %1: %2.</numerusform>
            <numerusform>Aún quedan %n casillas en la %1: %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>That one runs out too (%1), but pruning goes top down and stops at the first row that runs out.</source>
        <translation>Esa también se queda vacía (%1), pero la poda va de arriba abajo y se detiene en la primera fila vacía.</translation>
    </message>
    <message>
        <source>Where will the next queen go in row %1? Tap its square.</source>
        <translation>¿Dónde irá la siguiente reina en la fila %1? Toque su casilla.</translation>
    </message>
    <message>
        <source>Why is %1 refused? Tap a queen that attacks it.</source>
        <translation>¿Por qué se rechaza %1? Toque una reina que la ataque.</translation>
    </message>
    <message>
        <source>Which square of row %1 has the fewest attackers? Tap it.</source>
        <translation>¿Qué casilla de la fila %1 tiene menos atacantes? Tóquela.</translation>
    </message>
    <message>
        <source>Which row or column will dancing links choose next?</source>
        <translation>¿Qué fila o columna elegirá ahora dancing links?</translation>
    </message>
    <message>
        <source>Which row will MRV choose next?</source>
        <translation>¿Qué fila elegirá ahora MRV?</translation>
    </message>
    <message>
        <source>The queen on %1 leaves a row with no square. Which row is wiped out?</source>
        <translation>La reina en %1 deja una fila sin casillas. ¿Qué fila se queda vacía?</translation>
    </message>
    <message>
        <source>The teacher is placing queens by hand.</source>
        <translation>El profesor coloca reinas a mano.</translation>
    </message>
    <message>
        <source>That queen attacks %1 %2.</source>
        <translation>Esa reina ataca %1 %2.</translation>
    </message>
    <message>
        <source>No queen attacks it, and it is the first free square the search comes to: the search tries the squares from left to right.</source>
        <translation>Ninguna reina la ataca y es la primera casilla libre a la que llega la búsqueda: la búsqueda prueba las casillas de izquierda a derecha.</translation>
    </message>
    <message>
        <source>Each of them attacks %1; the algorithm finds the queen on %2 first, %3.</source>
        <translation>Cada una ataca %1; el algoritmo encuentra primero la reina en %2, %3.</translation>
    </message>
    <message>
        <source>Row %1 tries that many more queens before the search leaves it.</source>
        <translation>Esas son las reinas que la fila %1 probará aún antes de que la búsqueda la deje.</translation>
    </message>
    <message numerus="yes">
        <source>It has %n attacker(s), the fewest in the row.</source>
        <translation>
            <numerusform>Tiene %n atacante, el mínimo de la fila.</numerusform>
            <numerusform>Tiene %n atacantes, el mínimo de la fila.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It has %n square(s) left, the fewest.</source>
        <translation>
            <numerusform>Le queda %n casilla, el mínimo.</numerusform>
            <numerusform>Le quedan %n casillas, el mínimo.</numerusform>
        </translation>
    </message>
    <message>
        <source>The queen on %1 leaves it with no square.</source>
        <translation>La reina en %1 la deja sin casillas.</translation>
    </message>
</context>
<context>
    <name>ProgramOptions</name>
    <message>
        <source>Start in presentation mode: larger text and a layout for a projector.</source>
        <translation>Empezar en modo presentación: texto más grande y una disposición para proyector.</translation>
    </message>
    <message>
        <source>The window&apos;s size in pixels, e.g. 1280x720 (images: 1000x760).</source>
        <translation>El tamaño de la ventana en píxeles, p. ej. 1280x720 (imágenes: 1000x760).</translation>
    </message>
    <message>
        <source>--geometry needs a size like 1280x720 (at least 320x240), not &apos;%1&apos;</source>
        <translation>--geometry necesita un tamaño como 1280x720 (al menos 320x240), no «%1»</translation>
    </message>
    <message>
        <source>N-Queens backtracking visualizer</source>
        <translation>Visualizador de vuelta atrás (backtracking) para el problema de las N reinas</translation>
    </message>
    <message>
        <source>Save the main window as a PNG image, then quit.</source>
        <translation>Guardar la ventana principal como imagen PNG y salir.</translation>
    </message>
    <message>
        <source>Save the board alone as a PNG image, then quit.</source>
        <translation>Guardar solo el tablero como imagen PNG y salir.</translation>
    </message>
    <message>
        <source>Search algorithm: %1 (default %2).</source>
        <translation>Algoritmo de búsqueda: %1 (predeterminado: %2).</translation>
    </message>
    <message>
        <source>Run K steps of the search before showing the board.</source>
        <translation>Ejecutar K pasos de la búsqueda antes de mostrar el tablero.</translation>
    </message>
    <message>
        <source>%1; valid options: %2 (see --help)</source>
        <translation>%1; opciones válidas: %2 (véase --help)</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;; see --help</source>
        <translation>argumento inesperado &quot;%1&quot;; véase --help</translation>
    </message>
    <message>
        <source>unknown algorithm &apos;%1&apos;; valid algorithms: %2</source>
        <translation>algoritmo desconocido &quot;%1&quot;; algoritmos válidos: %2</translation>
    </message>
    <message>
        <source>--size must be an integer from %1 to %2 for %3, got &apos;%4&apos;</source>
        <translation>--size debe ser un número entero de %1 a %2 para %3; se recibió &quot;%4&quot;</translation>
    </message>
    <message>
        <source>--steps must be a whole number 0 or more, got &apos;%1&apos;</source>
        <translation>--steps debe ser un número entero mayor o igual que 0; se recibió &quot;%1&quot;</translation>
    </message>
    <message>
        <source>--back must be a whole number from 0 to %1 (the --steps value), got &apos;%2&apos;</source>
        <translation>--back debe ser un número entero de 0 a %1 (el valor de --steps); se recibió &quot;%2&quot;</translation>
    </message>
    <message>
        <source>--%1 needs a file name</source>
        <translation>--%1 necesita un nombre de archivo</translation>
    </message>
    <message>
        <source>Language: %1 (default: the system&apos;s).</source>
        <translation>Idioma: %1 (predeterminado: el del sistema).</translation>
    </message>
    <message>
        <source>Board colours: %1 (default classic).</source>
        <translation>Colores del tablero: %1 (predeterminado: classic).</translation>
    </message>
    <message>
        <source>unknown language &apos;%1&apos;; valid languages: %2</source>
        <translation>idioma desconocido &quot;%1&quot;; idiomas válidos: %2</translation>
    </message>
    <message>
        <source>unknown theme &apos;%1&apos;; valid themes: %2</source>
        <translation>tema desconocido &quot;%1&quot;; temas válidos: %2</translation>
    </message>
    <message>
        <source>Then step back J steps (J at most the K given to --steps).</source>
        <translation>Luego retroceder J pasos (J como máximo el K dado a --steps).</translation>
    </message>
    <message>
        <source>Board size, %1 to %2 (default 8); backtrackers up to %3, permutations up to %4.</source>
        <translation>Tamaño del tablero, de %1 a %2 (predeterminado: 8); algoritmos de vuelta atrás hasta %3, permutaciones hasta %4.</translation>
    </message>
    <message>
        <source>Random seed of min-conflicts, 0 to %1 (default %2); same seed, same run.</source>
        <translation>Semilla aleatoria de mínimos conflictos, de 0 a %1 (predeterminada: %2); misma semilla, misma ejecución.</translation>
    </message>
    <message>
        <source>--seed must be a whole number from 0 to %1, got &apos;%2&apos;</source>
        <translation>--seed debe ser un número entero de 0 a %1; se recibió &quot;%2&quot;</translation>
    </message>
    <message>
        <source>Start in play mode: with queens on SQUARES (e.g. a8,c7), on an empty board (empty), or on the run&apos;s board after --steps (run). Boards up to %1 x %1.</source>
        <translation>Empezar en el modo de juego: con reinas en SQUARES (p. ej., a8,c7), en un tablero vacío (empty) o en el tablero de la ejecución tras --steps (run). Tableros de hasta %1 x %1.</translation>
    </message>
    <message>
        <source>--play needs a board of %1 x %1 or smaller, got --size %2</source>
        <translation>--play necesita un tablero de %1 x %1 o menor; se recibió --size %2</translation>
    </message>
    <message>
        <source>--play takes empty, run, or squares of the %1 x %1 board from %2 to %3 separated by commas, got &apos;%4&apos;</source>
        <translation>--play admite empty, run o casillas del tablero de %1 x %1 de %2 a %3 separadas por comas; se recibió &quot;%4&quot;</translation>
    </message>
    <message>
        <source>--play names the square %1 twice</source>
        <translation>--play nombra dos veces la casilla %1</translation>
    </message>
    <message>
        <source>A session or lesson to open (.nqueens), e.g. from a file manager.</source>
        <translation>Una sesión o lección que abrir (.nqueens), p. ej. desde un gestor de archivos.</translation>
    </message>
    <message>
        <source>Open a class at start: pupils answer on their own devices. On PORT, or the next free port above it (default: the one used last, first %1); prints the join address as &quot;class: URL&quot;.</source>
        <translation>Abrir una clase al inicio: los alumnos responden en sus propios dispositivos. En PORT, o el siguiente puerto libre (por defecto: el último usado, al principio %1); escribe la dirección para unirse como «class: URL».</translation>
    </message>
    <message>
        <source>--class takes a port from 1 to 65535 (or none), not &apos;%1&apos;</source>
        <translation>--class acepta un puerto de 1 a 65535 (o ninguno), no «%1»</translation>
    </message>
</context>
<context>
    <name>Pseudocode</name>
    <message>
        <source></source>
        <comment>Lines of pseudocode. Translate the words; keep the identifiers (row, col, n, p, x1, x2, board, next, columns, positive, negative, cols, diags, antis, free, bit, solve, search, domain, r, c, i, cover, uncover) and the operators as they are: the variables panel shows the same names.</comment>
        <translation></translation>
    </message>
    <message>
        <source>search(n):</source>
        <translation>search(n):</translation>
    </message>
    <message>
        <source>p = 0, 1, ..., n - 1 (the first permutation)</source>
        <translation>p = 0, 1, ..., n - 1 (la primera permutación)</translation>
    </message>
    <message>
        <source>repeat:</source>
        <translation>repetir:</translation>
    </message>
    <message>
        <source>put down a queen on column p[r] of each new row r</source>
        <translation>poner una reina en la columna p[r] de cada nueva fila r</translation>
    </message>
    <message>
        <source>for each pair of rows x1 &lt; x2:</source>
        <translation>para cada par de filas x1 &lt; x2:</translation>
    </message>
    <message>
        <source>if x2 - x1 == |p[x2] - p[x1]|:</source>
        <translation>si x2 - x1 == |p[x2] - p[x1]|:</translation>
    </message>
    <message>
        <source>refused: a shared diagonal; stop testing</source>
        <translation>rechazo: comparten una diagonal; dejar de comprobar</translation>
    </message>
    <message>
        <source>if no pair was refused:</source>
        <translation>si no se rechazó ningún par:</translation>
    </message>
    <message>
        <source>record the solution</source>
        <translation>registrar la solución</translation>
    </message>
    <message>
        <source>take back the queens of the rows the next permutation changes</source>
        <translation>retirar las reinas de las filas que cambia la siguiente permutación</translation>
    </message>
    <message>
        <source>p = the next permutation; stop after the last</source>
        <translation>p = la siguiente permutación; parar tras la última</translation>
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
        <translation>registrar la solución; retornar</translation>
    </message>
    <message>
        <source>for col = 0 to n - 1:</source>
        <translation>para col = 0 hasta n - 1:</translation>
    </message>
    <message>
        <source>for each queen (r, c) placed in the rows above:</source>
        <translation>para cada reina (r, c) colocada en las filas de arriba:</translation>
    </message>
    <message>
        <source>if c == col: refused (same column)</source>
        <translation>si c == col: rechazo (misma columna)</translation>
    </message>
    <message>
        <source>if |c - col| == row - r: refused (same diagonal)</source>
        <translation>si |c - col| == row - r: rechazo (misma diagonal)</translation>
    </message>
    <message>
        <source>place a queen on (row, col)</source>
        <translation>colocar una reina en (row, col)</translation>
    </message>
    <message>
        <source>solve(row + 1)</source>
        <translation>solve(row + 1)</translation>
    </message>
    <message>
        <source>take the queen back from (row, col)</source>
        <translation>retirar la reina de (row, col)</translation>
    </message>
    <message>
        <source>solve(board, row):</source>
        <translation>solve(board, row):</translation>
    </message>
    <message>
        <source>if board[row][col] is marked: refused, a queen above attacks it</source>
        <translation>si board[row][col] está marcada: rechazo, la ataca una reina de arriba</translation>
    </message>
    <message>
        <source>next = copy of board; queen on (row, col); mark what it attacks below</source>
        <translation>next = copia de board; reina en (row, col); marcar lo que ataca por debajo</translation>
    </message>
    <message>
        <source>solve(next, row + 1)</source>
        <translation>solve(next, row + 1)</translation>
    </message>
    <message>
        <source>drop next: the queen is taken back</source>
        <translation>descartar next: la reina queda retirada</translation>
    </message>
    <message>
        <source>if columns[col] is locked: refused (column)</source>
        <translation>si columns[col] está bloqueada: rechazo (columna)</translation>
    </message>
    <message>
        <source>if positive[row + col] is locked: refused (anti-diagonal)</source>
        <translation>si positive[row + col] está bloqueada: rechazo (antidiagonal)</translation>
    </message>
    <message>
        <source>if negative[row - col + n - 1] is locked: refused (diagonal)</source>
        <translation>si negative[row - col + n - 1] está bloqueada: rechazo (diagonal)</translation>
    </message>
    <message>
        <source>place a queen on (row, col); lock the three entries with row</source>
        <translation>colocar una reina en (row, col); bloquear las tres entradas con row</translation>
    </message>
    <message>
        <source>unlock the three entries; take the queen back</source>
        <translation>desbloquear las tres entradas; retirar la reina</translation>
    </message>
    <message>
        <source>solve(row, cols, diags, antis):</source>
        <translation>solve(row, cols, diags, antis):</translation>
    </message>
    <message>
        <source>free = all n bits &amp; ~(cols | diags | antis)</source>
        <translation>free = todos los n bits &amp; ~(cols | diags | antis)</translation>
    </message>
    <message>
        <source>bit = 1 &lt;&lt; col</source>
        <translation>bit = 1 &lt;&lt; col</translation>
    </message>
    <message>
        <source>if free &amp; bit == 0: refused, the bit is not free</source>
        <translation>si free &amp; bit == 0: rechazo, el bit no está libre</translation>
    </message>
    <message>
        <source>solve(row + 1, cols | bit, (diags | bit) &lt;&lt; 1, (antis | bit) &gt;&gt; 1)</source>
        <translation>solve(row + 1, cols | bit, (diags | bit) &lt;&lt; 1, (antis | bit) &gt;&gt; 1)</translation>
    </message>
    <message>
        <source>take the queen back</source>
        <translation>retirar la reina</translation>
    </message>
    <message>
        <source>min_conflicts(n, seed):</source>
        <translation>min_conflicts(n, seed):</translation>
    </message>
    <message>
        <source>for row = 0 to n - 1:</source>
        <translation>para row = 0 hasta n - 1:</translation>
    </message>
    <message>
        <source>place a queen on the column of row the queens above attack least</source>
        <translation>colocar una reina en la columna de row que menos atacan las reinas de arriba</translation>
    </message>
    <message>
        <source>if no queen is attacked:</source>
        <translation>si ninguna reina está atacada:</translation>
    </message>
    <message>
        <source>record the solution; stop</source>
        <translation>registrar la solución; parar</translation>
    </message>
    <message>
        <source>if moves == the move cap:</source>
        <translation>si moves == el límite de movimientos:</translation>
    </message>
    <message>
        <source>give up; stop</source>
        <translation>rendirse; parar</translation>
    </message>
    <message>
        <source>row = the row of a random attacked queen; lift it</source>
        <translation>row = la fila de una reina atacada al azar; levantarla</translation>
    </message>
    <message>
        <source>count the attackers of each square of row</source>
        <translation>contar los atacantes de cada casilla de row</translation>
    </message>
    <message>
        <source>put it on a square with the fewest (ties: at random); moves += 1</source>
        <translation>ponerla en una casilla con menos atacantes (empates: al azar); moves += 1</translation>
    </message>
    <message>
        <source>solve(row, columns):</source>
        <translation>solve(row, columns):</translation>
    </message>
    <message>
        <source>for col in columns (the columns no queen holds):</source>
        <translation>para col en columns (las columnas sin reina):</translation>
    </message>
    <message>
        <source>for each queen (r, c) on the board:</source>
        <translation>para cada reina (r, c) del tablero:</translation>
    </message>
    <message>
        <source>if |c - col| == |row - r|: refused (same diagonal)</source>
        <translation>si |c - col| == |row - r|: rechazo (misma diagonal)</translation>
    </message>
    <message>
        <source>solve(row + 1, columns without col)</source>
        <translation>solve(row + 1, columns sin col)</translation>
    </message>
    <message>
        <source>for col in domain[row], ascending:</source>
        <translation>para col en domain[row], en orden:</translation>
    </message>
    <message>
        <source>for each empty row r, top down:</source>
        <translation>para cada fila vacía r, de arriba abajo:</translation>
    </message>
    <message>
        <source>prune from domain[r] the squares the queen attacks</source>
        <translation>podar de domain[r] las casillas que ataca la reina</translation>
    </message>
    <message>
        <source>if domain[r] is empty: wipe-out; stop pruning</source>
        <translation>si domain[r] está vacío: fila vaciada; dejar de podar</translation>
    </message>
    <message>
        <source>if no wipe-out: solve(the next empty row)</source>
        <translation>si ninguna fila vaciada: solve(la siguiente fila vacía)</translation>
    </message>
    <message>
        <source>take the queen back; give back the squares it pruned</source>
        <translation>retirar la reina; devolver las casillas que podó</translation>
    </message>
    <message>
        <source>solve():</source>
        <translation>solve():</translation>
    </message>
    <message>
        <source>if every row holds a queen:</source>
        <translation>si cada fila tiene una reina:</translation>
    </message>
    <message>
        <source>row = the empty row with the fewest squares left (topmost on a tie)</source>
        <translation>row = la fila vacía con menos casillas (si empatan, la de más arriba)</translation>
    </message>
    <message>
        <source>if no wipe-out: solve()</source>
        <translation>si ninguna fila vaciada: solve()</translation>
    </message>
    <message>
        <source>if no row or column is left to cover:</source>
        <translation>si no queda fila ni columna por cubrir:</translation>
    </message>
    <message>
        <source>i = the row or column with the fewest options left (rows first on a tie)</source>
        <translation>i = la fila o columna con menos opciones (si empatan, primero las filas)</translation>
    </message>
    <message>
        <source>if i has no option left: a dead end; return</source>
        <translation>si i no tiene opciones: callejón sin salida; retornar</translation>
    </message>
    <message>
        <source>cover(i): hide its options from the other lines</source>
        <translation>cover(i): ocultar sus opciones a las demás líneas</translation>
    </message>
    <message>
        <source>for each option (r, c) of i, in order:</source>
        <translation>para cada opción (r, c) de i, en orden:</translation>
    </message>
    <message>
        <source>place a queen on (r, c); cover its other lines</source>
        <translation>colocar una reina en (r, c); cubrir sus otras líneas</translation>
    </message>
    <message>
        <source>solve()</source>
        <translation>solve()</translation>
    </message>
    <message>
        <source>take the queen back; uncover its lines in reverse</source>
        <translation>retirar la reina; descubrir sus líneas en orden inverso</translation>
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
        <translation>La línea que ejecuta el algoritmo en este paso</translation>
    </message>
    <message>
        <source>Pseudocode</source>
        <translation>Pseudocódigo</translation>
    </message>
    <message>
        <source>The row and column of this step in the code, and the square on the board</source>
        <translation>La fila y la columna de este paso en el código, y la casilla en el tablero</translation>
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
        <translation>r = %1, col = %2: %3 podada</translation>
    </message>
    <message>
        <source>r = %1 (rank %2): domain[r] is empty</source>
        <translation>r = %1 (fila %2 del tablero): domain[r] está vacío</translation>
    </message>
    <message numerus="yes">
        <source>i = row %1 (rank %2): %n option(s) left</source>
        <translation>
            <numerusform>i = fila %1 (fila %2 del tablero): queda %n opción</numerusform>
            <numerusform>i = fila %1 (fila %2 del tablero): quedan %n opciones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>row = %1 (rank %2): %n square(s) left</source>
        <translation>
            <numerusform>row = %1 (fila %2 del tablero): queda %n casilla</numerusform>
            <numerusform>row = %1 (fila %2 del tablero): quedan %n casillas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>i = col %1 (file %2): %n option(s) left</source>
        <translation>
            <numerusform>i = columna %1 (columna %2 del tablero): queda %n opción</numerusform>
            <numerusform>i = columna %1 (columna %2 del tablero): quedan %n opciones</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PupilBoardView</name>
    <message>
        <source>%1 x %1 board, queens on %2</source>
        <translation>Tablero de %1 x %1, reinas en %2</translation>
    </message>
    <message>
        <source>no square</source>
        <translation>ninguna casilla</translation>
    </message>
    <message>
        <source>; refused: %1</source>
        <translation>; rechazadas: %1</translation>
    </message>
    <message>
        <source>; the mistake on %1</source>
        <translation>; el error en %1</translation>
    </message>
    <message>
        <source>; the mistake on %1, attacked by %2</source>
        <translation>; el error en %1, atacada por %2</translation>
    </message>
    <message>
        <source>; the right step on %1</source>
        <translation>; el paso correcto en %1</translation>
    </message>
</context>
<context>
    <name>PupilNames</name>
    <message>
        <source>Otter</source>
        <translation>Nutria</translation>
    </message>
    <message>
        <source>Badger</source>
        <translation>Tejón</translation>
    </message>
    <message>
        <source>Falcon</source>
        <translation>Halcón</translation>
    </message>
    <message>
        <source>Heron</source>
        <translation>Garza</translation>
    </message>
    <message>
        <source>Lynx</source>
        <translation>Lince</translation>
    </message>
    <message>
        <source>Marten</source>
        <translation>Marta</translation>
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
        <translation>Geco</translation>
    </message>
    <message>
        <source>Puffin</source>
        <translation>Frailecillo</translation>
    </message>
    <message>
        <source>Beaver</source>
        <translation>Castor</translation>
    </message>
    <message>
        <source>Bison</source>
        <translation>Bisonte</translation>
    </message>
    <message>
        <source>Crane</source>
        <translation>Grulla</translation>
    </message>
    <message>
        <source>Dolphin</source>
        <translation>Delfín</translation>
    </message>
    <message>
        <source>Ferret</source>
        <translation>Hurón</translation>
    </message>
    <message>
        <source>Gazelle</source>
        <translation>Gacela</translation>
    </message>
    <message>
        <source>Hedgehog</source>
        <translation>Erizo</translation>
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
        <translation>Lémur</translation>
    </message>
    <message>
        <source>Moose</source>
        <translation>Alce</translation>
    </message>
    <message>
        <source>Newt</source>
        <translation>Tritón</translation>
    </message>
    <message>
        <source>Ocelot</source>
        <translation>Ocelote</translation>
    </message>
    <message>
        <source>Pelican</source>
        <translation>Pelícano</translation>
    </message>
    <message>
        <source>Quokka</source>
        <translation>Quokka</translation>
    </message>
    <message>
        <source>Raven</source>
        <translation>Cuervo</translation>
    </message>
    <message>
        <source>Seal</source>
        <translation>Foca</translation>
    </message>
    <message>
        <source>Tapir</source>
        <translation>Tapir</translation>
    </message>
    <message>
        <source>Walrus</source>
        <translation>Morsa</translation>
    </message>
    <message>
        <source>Yak</source>
        <translation>Yak</translation>
    </message>
    <message>
        <source>Zebra</source>
        <translation>Cebra</translation>
    </message>
    <message>
        <source>Fox</source>
        <translation>Zorro</translation>
    </message>
</context>
<context>
    <name>RunActions</name>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Reiniciar</translation>
    </message>
    <message>
        <source>Start the search again from an empty board</source>
        <translation>Empezar de nuevo la búsqueda desde un tablero vacío</translation>
    </message>
    <message>
        <source>Step &amp;back</source>
        <translation>Paso &amp;atrás</translation>
    </message>
    <message>
        <source>Take the last step back</source>
        <translation>Deshacer el último paso</translation>
    </message>
    <message>
        <source>&amp;Step</source>
        <translation>Paso a&amp;delante</translation>
    </message>
    <message>
        <source>Show the next step of the search</source>
        <translation>Mostrar el siguiente paso de la búsqueda</translation>
    </message>
    <message>
        <source>Pre&amp;vious solution</source>
        <translation>Solución a&amp;nterior</translation>
    </message>
    <message>
        <source>Go back to the previous solution</source>
        <translation>Volver a la solución anterior</translation>
    </message>
    <message>
        <source>Next s&amp;olution</source>
        <translation>Solución &amp;siguiente</translation>
    </message>
    <message>
        <source>Go to the next solution, running the search to it</source>
        <translation>Ir a la siguiente solución, ejecutando la búsqueda hasta llegar a ella</translation>
    </message>
    <message>
        <source>Run to &amp;end</source>
        <translation>Ejecutar hasta el &amp;final</translation>
    </message>
    <message>
        <source>Run the whole search to its end</source>
        <translation>Ejecutar toda la búsqueda hasta el final</translation>
    </message>
    <message>
        <source>S&amp;lower</source>
        <translation>Más &amp;lento</translation>
    </message>
    <message>
        <source>Fewer steps per second</source>
        <translation>Menos pasos por segundo</translation>
    </message>
    <message>
        <source>&amp;Faster</source>
        <translation>&amp;Más rápido</translation>
    </message>
    <message>
        <source>More steps per second</source>
        <translation>Más pasos por segundo</translation>
    </message>
    <message>
        <source>&amp;Go to solution...</source>
        <translation>&amp;Ir a la solución...</translation>
    </message>
    <message>
        <source>Jump to solution number k</source>
        <translation>Saltar a la solución número k</translation>
    </message>
    <message>
        <source>Pause on each &amp;solution</source>
        <translation>Pausar en cada &amp;solución</translation>
    </message>
    <message>
        <source>Stop playing whenever a solution is found</source>
        <translation>Detener la reproducción cada vez que se encuentre una solución</translation>
    </message>
    <message>
        <source>Pause on each &amp;backtrack</source>
        <translation>Pausar en cada &amp;retroceso</translation>
    </message>
    <message>
        <source>Stop playing whenever a queen is taken back</source>
        <translation>Detener la reproducción cada vez que se retire una reina</translation>
    </message>
    <message>
        <source>Pause at &amp;depth %1</source>
        <translation>Pausar en la &amp;profundidad %1</translation>
    </message>
    <message>
        <source>Pause at &amp;depth...</source>
        <translation>Pausar en una &amp;profundidad...</translation>
    </message>
    <message>
        <source>Stop playing when a given number of queens is on the board</source>
        <translation>Detener la reproducción cuando haya un número dado de reinas en el tablero</translation>
    </message>
    <message>
        <source>Show &amp;attacked squares</source>
        <translation>Casillas &amp;atacadas</translation>
    </message>
    <message>
        <source>Hatch every square a queen attacks</source>
        <translation>Rayar todas las casillas que ataca alguna reina</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pausar</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>Re&amp;producir</translation>
    </message>
    <message>
        <source>Play or pause the search</source>
        <translation>Reproducir o pausar la búsqueda</translation>
    </message>
    <message>
        <source>Go to solution</source>
        <translation>Ir a la solución</translation>
    </message>
    <message>
        <source>Solution number (%1 found so far; a larger number runs the search on):</source>
        <translation>Número de solución (%1 encontradas hasta ahora; un número mayor hace avanzar la búsqueda):</translation>
    </message>
    <message>
        <source>Pause at depth</source>
        <translation>Pausar en una profundidad</translation>
    </message>
    <message>
        <source>Pause when this many queens are on the board:</source>
        <translation>Pausar cuando haya este número de reinas en el tablero:</translation>
    </message>
    <message>
        <source>Attacked squares are hatched on boards up to %1 x %1</source>
        <translation>Las casillas atacadas se rayan en tableros de hasta %1 x %1</translation>
    </message>
</context>
<context>
    <name>RunToolBar</name>
    <message>
        <source>Run</source>
        <translation>Ejecución</translation>
    </message>
    <message>
        <source>Speed, from 1 step per second to top speed (- and +)</source>
        <translation>Velocidad, de 1 paso por segundo a la máxima (- y +)</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Velocidad</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)/s</source>
        <translation>
            <numerusform>%n paso/s</numerusform>
            <numerusform>%n pasos/s</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;N:</source>
        <translation>&amp;N:</translation>
    </message>
    <message>
        <source>Board size: N queens on an N x N board</source>
        <translation>Tamaño del tablero: N reinas en un tablero de N x N</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>Tamaño del tablero</translation>
    </message>
    <message>
        <source>Algorithm</source>
        <translation>Algoritmo</translation>
    </message>
    <message>
        <source>top speed</source>
        <translation>velocidad máxima</translation>
    </message>
</context>
<context>
    <name>SearchTreeView</name>
    <message>
        <source>Follow</source>
        <translation>Seguir</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Ajustar</translation>
    </message>
    <message>
        <source>Keep the current node in view</source>
        <translation>Mantener visible el nodo actual</translation>
    </message>
    <message>
        <source>Placements per depth (depth: count)</source>
        <translation>Colocaciones por profundidad (profundidad: cantidad)</translation>
    </message>
    <message>
        <source>Nodes: %1, solutions: %2</source>
        <translation>Nodos: %1, soluciones: %2</translation>
    </message>
    <message>
        <source>%1; finished subtrees collapsed from depth %2</source>
        <translation>%1; subárboles terminados contraídos a partir de la profundidad %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Profundidad</translation>
    </message>
    <message>
        <source>The empty board</source>
        <translation>El tablero vacío</translation>
    </message>
    <message>
        <source>Placed at step %1</source>
        <translation>Colocada en el paso %1</translation>
    </message>
    <message>
        <source>Still on the board</source>
        <translation>Sigue en el tablero</translation>
    </message>
    <message>
        <source>Removed at step %1</source>
        <translation>Retirada en el paso %1</translation>
    </message>
    <message numerus="yes">
        <source>%n square(s) refused while it was the last queen</source>
        <translation>
            <numerusform>%n casilla rechazada mientras era la última reina</numerusform>
            <numerusform>%n casillas rechazadas mientras era la última reina</numerusform>
        </translation>
    </message>
    <message>
        <source>A solution</source>
        <translation>Una solución</translation>
    </message>
    <message numerus="yes">
        <source>%n solution(s) below it</source>
        <translation>
            <numerusform>%n solución por debajo</numerusform>
            <numerusform>%n soluciones por debajo</numerusform>
        </translation>
    </message>
    <message>
        <source>Collapsed: %1 placements below it</source>
        <translation>Contraído: %1 colocaciones por debajo</translation>
    </message>
    <message>
        <source>Click to go to this step</source>
        <translation>Haga clic para ir a este paso</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Acercar</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Alejar</translation>
    </message>
    <message>
        <source>Fit tree</source>
        <translation>Ajustar árbol</translation>
    </message>
    <message>
        <source>Search tree</source>
        <translation>Árbol de búsqueda</translation>
    </message>
    <message>
        <source>One node per queen placed; click a node to go to its step</source>
        <translation>Un nodo por cada reina colocada; haga clic en un nodo para ir a su paso</translation>
    </message>
    <message>
        <source>A local search has no search tree: it starts from a full board and moves one attacked queen at a time, never backtracking. Watch the board, the conflicts counter and the timeline instead.</source>
        <translation>Una búsqueda local no tiene árbol de búsqueda: parte de un tablero lleno y mueve una reina atacada cada vez, sin retroceder nunca. Observe en su lugar el tablero, el contador de conflictos y la línea de tiempo.</translation>
    </message>
    <message>
        <source>Queen on %1 (row = %2, col = %3)</source>
        <translation>Reina en %1 (row = %2, col = %3)</translation>
    </message>
    <message>
        <source>reached: nodes %1, solutions %2</source>
        <translation>alcanzado: nodos %1, soluciones %2</translation>
    </message>
    <message>
        <source>At this step: nodes %1, solutions %2; %3</source>
        <translation>En este paso: nodos %1, soluciones %2; %3</translation>
    </message>
    <message>
        <source>At this step: solutions %1; %2</source>
        <translation>En este paso: soluciones %1; %2</translation>
    </message>
    <message>
        <source>Its level chose row %1 (rank %2)</source>
        <translation>Su nivel eligió la fila %1 (fila %2 del tablero)</translation>
    </message>
    <message>
        <source>Its level chose column %1 (file %2)</source>
        <translation>Su nivel eligió la columna %1 (columna %2 del tablero)</translation>
    </message>
    <message>
        <source>Row %1 (rank %2) has nothing left to try: a dead end</source>
        <translation>La fila %1 (fila %2 del tablero) no tiene nada que probar: callejón sin salida</translation>
    </message>
    <message>
        <source>Column %1 (file %2) has nothing left to try: a dead end</source>
        <translation>La columna %1 (columna %2 del tablero) no tiene nada que probar: callejón sin salida</translation>
    </message>
    <message>
        <source>Zoom in (%1, %2)</source>
        <comment>%1: the + key; %2: Ctrl+wheel</comment>
        <translation>Acercar (%1, %2)</translation>
    </message>
    <message>
        <source>Zoom out (%1, %2)</source>
        <comment>%1: the - key; %2: Ctrl+wheel</comment>
        <translation>Alejar (%1, %2)</translation>
    </message>
    <message>
        <source>Show as much of the tree as fits with nodes big enough to click (%1)</source>
        <comment>%1: the 0 key</comment>
        <translation>Mostrar todo el árbol que quepa con nodos lo bastante grandes para hacer clic (%1)</translation>
    </message>
    <message>
        <source>%1: given</source>
        <comment>depth 3 holds a given queen, not searched</comment>
        <translation>%1: dada</translation>
    </message>
    <message>
        <source>Depth %1: %2</source>
        <comment>%2: the empty board, or the queen of the node</comment>
        <translation>Profundidad %1: %2</translation>
    </message>
    <message>
        <source>%1, a solution</source>
        <translation>%1, una solución</translation>
    </message>
</context>
<context>
    <name>SeatGlanceModel</name>
    <message>
        <source>%1 (left)</source>
        <translation>%1 (se fue)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>Pupil</source>
        <translation>Alumno</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Pasos</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Errores</translation>
    </message>
    <message>
        <source>Shown</source>
        <translation>Vistos</translation>
    </message>
    <message>
        <source>Last right</source>
        <translation>Último acierto</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Listo</translation>
    </message>
    <message>
        <source>Minutes and seconds since the pupil&apos;s last right step</source>
        <translation>Minutos y segundos desde el último paso correcto del alumno</translation>
    </message>
    <message>
        <source>Steps shown with Show me</source>
        <translation>Pasos mostrados con «Muéstramelo»</translation>
    </message>
</context>
<context>
    <name>SeatMode</name>
    <message>
        <source>Every pupil is the solver of their own run, on their own phone or laptop</source>
        <translation>Cada alumno resuelve su propia ejecución, en su propio móvil o portátil</translation>
    </message>
    <message>
        <source>End seat work: every pupil sees their summary</source>
        <translation>Terminar el trabajo individual: cada alumno ve su resumen</translation>
    </message>
    <message>
        <source>Start Seat &amp;Work…</source>
        <translation>Empezar el &amp;trabajo individual…</translation>
    </message>
    <message>
        <source>Stop Se&amp;at Work</source>
        <translation>Terminar el tra&amp;bajo individual</translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message>
        <source>Seat work</source>
        <translation>Trabajo individual</translation>
    </message>
    <message>
        <source>Show names</source>
        <translation>Mostrar nombres</translation>
    </message>
    <message>
        <source>Off: every pupil is &quot;Pupil&quot; and a number, here and on the boards shown</source>
        <translation>Desactivado: cada alumno es «Alumno» y un número, aquí y en los tableros mostrados</translation>
    </message>
    <message>
        <source>The class at a glance</source>
        <translation>La clase de un vistazo</translation>
    </message>
    <message>
        <source>Whoever is stuck is on top. Click a pupil (or press Enter) to show their board</source>
        <translation>Quien está atascado aparece arriba. Pulse en un alumno (o Intro) para mostrar su tablero</translation>
    </message>
    <message>
        <source>Save Seat Work Results</source>
        <translation>Guardar los resultados del trabajo individual</translation>
    </message>
    <message>
        <source>Example of the most common mistake</source>
        <translation>Ejemplo del error más frecuente</translation>
    </message>
    <message>
        <source>Pupil %1</source>
        <translation>Alumno %1</translation>
    </message>
    <message>
        <source>Every pupil does the algorithm&apos;s steps on their own board; you see where the class stands.</source>
        <translation>Cada alumno hace los pasos del algoritmo en su propio tablero; usted ve dónde está la clase.</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n paso</numerusform>
            <numerusform>%n pasos</numerusform>
        </translation>
    </message>
    <message>
        <source>to the first solution</source>
        <translation>hasta la primera solución</translation>
    </message>
    <message>
        <source>Under way: %1 x %1, %2, %3.</source>
        <translation>En curso: %1 x %1, %2, %3.</translation>
    </message>
    <message>
        <source>Stopped: %1 x %1, %2, %3.</source>
        <translation>Terminado: %1 x %1, %2, %3.</translation>
    </message>
    <message>
        <source>Most common mistake now: %1</source>
        <translation>Error más frecuente ahora: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n time(s) in the last three minutes</source>
        <translation>
            <numerusform>%n vez en los últimos tres minutos</numerusform>
            <numerusform>%n veces en los últimos tres minutos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pupil(s) made it</source>
        <translation>
            <numerusform>lo cometió %n alumno</numerusform>
            <numerusform>lo cometieron %n alumnos</numerusform>
        </translation>
    </message>
    <message>
        <source>Board of %1</source>
        <translation>Tablero de %1</translation>
    </message>
    <message>
        <source>seat-work-results.csv</source>
        <translation>resultados-trabajo-individual.csv</translation>
    </message>
    <message>
        <source>CSV for spreadsheets (*.csv);;JSON (*.json)</source>
        <translation>CSV para hojas de cálculo (*.csv);;JSON (*.json)</translation>
    </message>
    <message>
        <source>Results not saved</source>
        <translation>Resultados no guardados</translation>
    </message>
    <message>
        <source>Start…</source>
        <translation>Empezar…</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Terminar</translation>
    </message>
    <message>
        <source>Whole Class</source>
        <translation>Toda la clase</translation>
    </message>
    <message>
        <source>Every pupil at once, in a large box over the window</source>
        <translation>Todos los alumnos a la vez, en grande sobre la ventana</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Guardar…</translation>
    </message>
</context>
<context>
    <name>SeatResults</name>
    <message>
        <source>The file is too large to be seat work&apos;s results.</source>
        <translation>El archivo es demasiado grande para ser los resultados de un trabajo individual.</translation>
    </message>
    <message>
        <source>The file is not seat work&apos;s results: it is not a JSON object.</source>
        <translation>El archivo no contiene resultados de un trabajo individual: no es un objeto JSON.</translation>
    </message>
    <message>
        <source>The seat work&apos;s results are damaged at %1.</source>
        <translation>Los resultados del trabajo individual están dañados en %1.</translation>
    </message>
    <message>
        <source>The file is not seat work&apos;s results of this program&apos;s version.</source>
        <translation>El archivo no contiene resultados de un trabajo individual de la versión de este programa.</translation>
    </message>
</context>
<context>
    <name>SeatStartDialog</name>
    <message>
        <source>Start Seat Work</source>
        <translation>Empezar el trabajo individual</translation>
    </message>
    <message>
        <source>Every pupil is the solver of their own run, on their own device: each step is checked, and a mistake is named and drawn on their board.</source>
        <translation>Cada alumno resuelve su propia ejecución en su propio dispositivo: cada paso se comprueba, y un error se nombra y se dibuja en su tablero.</translation>
    </message>
    <message>
        <source>S&amp;tart</source>
        <translation>&amp;Empezar</translation>
    </message>
</context>
<context>
    <name>SessionController</name>
    <message>
        <source>N-Queens sessions (*.%1)</source>
        <translation>Sesiones de N reinas (*.%1)</translation>
    </message>
    <message>
        <source>&amp;Open session…</source>
        <translation>&amp;Abrir sesión…</translation>
    </message>
    <message>
        <source>Open a saved session or lesson</source>
        <translation>Abrir una sesión o lección guardada</translation>
    </message>
    <message>
        <source>&amp;Save session…</source>
        <translation>&amp;Guardar sesión…</translation>
    </message>
    <message>
        <source>Save N, the algorithm, the step, the modes and the panels</source>
        <translation>Guardar N, el algoritmo, el paso, los modos y los paneles</translation>
    </message>
    <message>
        <source>A&amp;dd scene…</source>
        <translation>Añadir es&amp;cena…</translation>
    </message>
    <message>
        <source>Add the board as it is now as a scene of the lesson</source>
        <translation>Añadir el tablero tal como está como escena de la lección</translation>
    </message>
    <message>
        <source>&amp;Next scene</source>
        <translation>Escena &amp;siguiente</translation>
    </message>
    <message>
        <source>Go to the lesson&apos;s next scene</source>
        <translation>Ir a la escena siguiente de la lección</translation>
    </message>
    <message>
        <source>P&amp;revious scene</source>
        <translation>Escena a&amp;nterior</translation>
    </message>
    <message>
        <source>Go to the lesson&apos;s previous scene</source>
        <translation>Ir a la escena anterior de la lección</translation>
    </message>
    <message>
        <source>Cannot open “%1”: %2.</source>
        <translation>No se puede abrir «%1»: %2.</translation>
    </message>
    <message>
        <source>the search of %1 x %1 ends at step %2, before step %3</source>
        <translation>la búsqueda en %1 x %1 termina en el paso %2, antes del paso %3</translation>
    </message>
    <message>
        <source>Cannot go there: %1.</source>
        <translation>No se puede ir allí: %1.</translation>
    </message>
    <message>
        <source>Stopped at step %1 of %2.</source>
        <translation>Detenido en el paso %1 de %2.</translation>
    </message>
    <message>
        <source>Opening session</source>
        <translation>Abriendo la sesión</translation>
    </message>
    <message>
        <source>Going to step %1…</source>
        <translation>Yendo al paso %1…</translation>
    </message>
    <message>
        <source>Open session</source>
        <translation>Abrir sesión</translation>
    </message>
    <message>
        <source>Save session</source>
        <translation>Guardar sesión</translation>
    </message>
    <message>
        <source>lesson</source>
        <translation>leccion</translation>
    </message>
    <message>
        <source>Add scene</source>
        <translation>Añadir escena</translation>
    </message>
    <message>
        <source>A short note shown beside the board in this scene:</source>
        <translation>Una nota breve que se muestra junto al tablero en esta escena:</translation>
    </message>
    <message>
        <source>step %1 is too far to reach: the search is replayed from the start to get there, and steps beyond %2 would take more than about a minute</source>
        <translation>el paso %1 está demasiado lejos: para llegar a él la búsqueda se repite desde el principio, y los pasos más allá de %2 tardarían más de un minuto</translation>
    </message>
    <message>
        <source>The board has left scene %1: it is %2 x %2, %3, now. Next or Previous scene (Page Down, Page Up) goes back to the lesson.</source>
        <translation>El tablero ha dejado la escena %1: ahora es de %2 x %2, %3. Escena siguiente o anterior (Av Pág, Re Pág) vuelve a la lección.</translation>
    </message>
    <message numerus="yes">
        <source>Saved “%1”: the window as it is and the lesson&apos;s %n scene(s); it opens again at scene %2.</source>
        <translation>
            <numerusform>Guardado «%1»: la ventana tal como está y la %n escena de la lección; se abre de nuevo en la escena %2.</numerusform>
            <numerusform>Guardado «%1»: la ventana tal como está y las %n escenas de la lección; se abre de nuevo en la escena %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved “%1”: the window as it is.</source>
        <translation>Guardado «%1»: la ventana tal como está.</translation>
    </message>
    <message>
        <source>For a &amp;Class</source>
        <translation>Para una &amp;clase</translation>
    </message>
    <message>
        <source>Save the session or lesson as meant for a class answering on their phones: opening it offers to open a class</source>
        <translation>Guardar la sesión o lección como pensada para una clase que responde desde sus móviles: al abrirla se ofrece abrir una clase</translation>
    </message>
</context>
<context>
    <name>SessionFile</name>
    <message>
        <source>the file ends too early (cut off at byte %1?)</source>
        <translation>el archivo termina demasiado pronto (¿cortado en el byte %1?)</translation>
    </message>
    <message>
        <source>not a session file: no valid JSON (%1 at byte %2)</source>
        <translation>no es un archivo de sesión: JSON no válido (%1 en el byte %2)</translation>
    </message>
    <message>
        <source>not a session file: the JSON is not an object</source>
        <translation>no es un archivo de sesión: el JSON no es un objeto</translation>
    </message>
    <message>
        <source>not a session file: “format” is not “%1”</source>
        <translation>no es un archivo de sesión: «format» no es «%1»</translation>
    </message>
    <message>
        <source>“version” must be a whole number from 1</source>
        <translation>«version» debe ser un número entero desde 1</translation>
    </message>
    <message>
        <source>made by a newer version of the program (file format %1; this one reads format %2 and older): please update it</source>
        <translation>creado por una versión más nueva del programa (formato %1; esta lee el formato %2 y anteriores): actualícelo</translation>
    </message>
    <message>
        <source>“title” must be a text, or texts by language</source>
        <translation>«title» debe ser un texto o textos por idioma</translation>
    </message>
    <message>
        <source>“scenes” must be a list</source>
        <translation>«scenes» debe ser una lista</translation>
    </message>
    <message>
        <source>scene %1: </source>
        <translation>escena %1: </translation>
    </message>
    <message>
        <source>a scene must be an object with a “state” object</source>
        <translation>una escena debe ser un objeto con un objeto «state»</translation>
    </message>
    <message>
        <source>“note” must be a text, or texts by language</source>
        <translation>«note» debe ser un texto o textos por idioma</translation>
    </message>
    <message>
        <source>“state” must be an object</source>
        <translation>«state» debe ser un objeto</translation>
    </message>
    <message>
        <source>there is no such file</source>
        <translation>el archivo no existe</translation>
    </message>
    <message>
        <source>it is a folder, not a session file</source>
        <translation>es una carpeta, no un archivo de sesión</translation>
    </message>
    <message>
        <source>it is not a regular file (a pipe or a device?)</source>
        <translation>no es un archivo normal (¿una tubería o un dispositivo?)</translation>
    </message>
    <message>
        <source>it is too large for a session file (%1; at most %2)</source>
        <translation>es demasiado grande para un archivo de sesión (%1; como mucho %2)</translation>
    </message>
    <message>
        <source>it cannot be read (%1)</source>
        <translation>no se puede leer (%1)</translation>
    </message>
    <message>
        <source>Could not save “%1”: %2</source>
        <translation>No se pudo guardar «%1»: %2</translation>
    </message>
    <message>
        <source>UTF-32 (little-endian)</source>
        <translation>UTF-32 (little-endian)</translation>
    </message>
    <message>
        <source>UTF-32 (big-endian)</source>
        <translation>UTF-32 (big-endian)</translation>
    </message>
    <message>
        <source>UTF-16 (little-endian)</source>
        <translation>UTF-16 (little-endian)</translation>
    </message>
    <message>
        <source>UTF-16 (big-endian)</source>
        <translation>UTF-16 (big-endian)</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text but %1: save it as UTF-8</source>
        <translation>el archivo no es texto UTF-8 sino %1: guárdelo como UTF-8</translation>
    </message>
    <message>
        <source>not a session file: no valid JSON (a NUL byte at byte %1: the file is not UTF-8 text)</source>
        <translation>no es un archivo de sesión: no hay JSON válido (un byte NUL en el byte %1: el archivo no es texto UTF-8)</translation>
    </message>
    <message>
        <source>it is a loop of symbolic links (each leads to another, never to a file)</source>
        <translation>es un bucle de enlaces simbólicos (cada uno lleva a otro, nunca a un archivo)</translation>
    </message>
    <message>
        <source>it is a symbolic link to “%1”, which does not exist</source>
        <translation>es un enlace simbólico a «%1», que no existe</translation>
    </message>
    <message>
        <source>“shownScene” must be a scene&apos;s number, 1 to %1</source>
        <translation>«shownScene» debe ser el número de una escena, de 1 a %1</translation>
    </message>
    <message>
        <source>“forClass” must be true or false</source>
        <translation>«forClass» debe ser true o false</translation>
    </message>
</context>
<context>
    <name>SessionState</name>
    <message>
        <source>“%1” is missing</source>
        <translation>falta «%1»</translation>
    </message>
    <message>
        <source>“%1” must be a whole number from %2 to %3</source>
        <translation>«%1» debe ser un número entero de %2 a %3</translation>
    </message>
    <message>
        <source>“%1” must be true or false</source>
        <translation>«%1» debe ser true o false</translation>
    </message>
    <message>
        <source>“%1” must be one of %2</source>
        <translation>«%1» debe ser uno de %2</translation>
    </message>
    <message>
        <source>“%1” must be a list</source>
        <translation>«%1» debe ser una lista</translation>
    </message>
    <message>
        <source>“%1” must be an object</source>
        <translation>«%1» debe ser un objeto</translation>
    </message>
    <message>
        <source>“algorithm” is missing</source>
        <translation>falta «algorithm»</translation>
    </message>
    <message>
        <source>unknown algorithm “%1”; valid algorithms: %2</source>
        <translation>algoritmo desconocido «%1»; algoritmos válidos: %2</translation>
    </message>
    <message>
        <source>(not a name)</source>
        <translation>(no es un nombre)</translation>
    </message>
    <message>
        <source>“start” must list %1 columns, one per row, not %2</source>
        <translation>«start» debe listar %1 columnas, una por fila, no %2</translation>
    </message>
    <message>
        <source>“start” must hold columns from -1 (a free row) to %1</source>
        <translation>«start» debe contener columnas de -1 (fila libre) a %1</translation>
    </message>
    <message>
        <source>“start” gives queens, which %1 cannot take</source>
        <translation>«start» da reinas, que %1 no admite</translation>
    </message>
    <message>
        <source>“start”: %1</source>
        <translation>«start»: %1</translation>
    </message>
    <message>
        <source>play mode takes boards up to %1 x %1, not %2 x %2</source>
        <translation>el modo juego admite tableros hasta %1 x %1, no %2 x %2</translation>
    </message>
    <message>
        <source>“play” must list squares [row, column], each from 0 to %1</source>
        <translation>«play» debe listar casillas [fila, columna], cada una de 0 a %1</translation>
    </message>
    <message>
        <source>“play” names the square [%1, %2] twice</source>
        <translation>«play» nombra la casilla [%1, %2] dos veces</translation>
    </message>
    <message>
        <source>“predict.kinds” must list names from %1</source>
        <translation>«predict.kinds» debe listar nombres de %1</translation>
    </message>
    <message>
        <source>“view.panels” must list panel names</source>
        <translation>«view.panels» debe listar nombres de paneles</translation>
    </message>
    <message>
        <source>“%1” must be a whole number from %2 to %3 (above %4 as a string of digits)</source>
        <translation>«%1» debe ser un número entero de %2 a %3 (por encima de %4, como cadena de dígitos)</translation>
    </message>
    <message>
        <source>“%1” is too large to be read exactly as a number: above %2 it must be a string of digits, such as &quot;%3&quot;</source>
        <translation>«%1» es demasiado grande para leerse exactamente como número: por encima de %2 debe ser una cadena de dígitos, como &quot;%3&quot;</translation>
    </message>
    <message>
        <source>along the column</source>
        <translation>por la columna</translation>
    </message>
    <message>
        <source>along the diagonal</source>
        <translation>por la diagonal</translation>
    </message>
    <message>
        <source>along the anti-diagonal</source>
        <translation>por la antidiagonal</translation>
    </message>
    <message>
        <source>“start”: the queens on %1 and %2 attack each other %3</source>
        <translation>«start»: las reinas en %1 y %2 se atacan %3</translation>
    </message>
    <message>
        <source>“activities” holds %1 parts; at most %2</source>
        <translation>«activities» contiene %1 partes; como máximo %2</translation>
    </message>
    <message>
        <source>“activities” names a part wrongly; a name is 1 to %1 lower-case letters, digits or -</source>
        <translation>«activities» nombra mal una parte; un nombre tiene de 1 a %1 minúsculas, cifras o -</translation>
    </message>
    <message>
        <source>“activities.%1” must be an object</source>
        <translation>«activities.%1» debe ser un objeto</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source> or </source>
        <translation> o </translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Comando</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>Everywhere</source>
        <translation>En cualquier lugar</translation>
    </message>
    <message>
        <source>Open a menu</source>
        <translation>Abrir un menú</translation>
    </message>
    <message>
        <source>Move to the next or previous control</source>
        <translation>Ir al control siguiente o anterior</translation>
    </message>
    <message>
        <source>Choose a solution in the solutions list</source>
        <translation>Elegir una solución en la lista de soluciones</translation>
    </message>
    <message>
        <source>Leave a browsed solution for the run&apos;s board</source>
        <translation>Volver de una solución explorada al tablero de la ejecución</translation>
    </message>
    <message>
        <source>Play mode: move the cursor on the board</source>
        <translation>Modo de juego: mover el cursor por el tablero</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Teclas de flecha</translation>
    </message>
    <message>
        <source>Play mode: put a queen on the cursor&apos;s square or take it away</source>
        <translation>Modo de juego: poner una reina en la casilla del cursor o quitarla</translation>
    </message>
    <message>
        <source>Zoom the board in or out</source>
        <translation>Ampliar o reducir el tablero</translation>
    </message>
    <message>
        <source>Pan a zoomed board</source>
        <translation>Desplazar un tablero ampliado</translation>
    </message>
    <message>
        <source>%1 and the menu&apos;s underlined letter</source>
        <comment>%1: the Alt key</comment>
        <translation>%1 y la letra subrayada del menú</translation>
    </message>
    <message>
        <source>Arrow keys, %1, %2</source>
        <comment>%1, %2: the Page Up and Page Down keys</comment>
        <translation>Teclas de flecha, %1, %2</translation>
    </message>
    <message>
        <source>%1, or a click on the square</source>
        <comment>%1: the keys, &quot;Space or Enter&quot;</comment>
        <translation>%1, o un clic en la casilla</translation>
    </message>
    <message>
        <source>%1+arrow keys, or drag with the middle button</source>
        <comment>%1: the Ctrl key</comment>
        <translation>%1+teclas de flecha, o arrastrar con el botón central</translation>
    </message>
    <message>
        <source>Set the board size N</source>
        <translation>Fijar el tamaño N del tablero</translation>
    </message>
    <message>
        <source>Move in a number being typed</source>
        <translation>Moverse por un número que se está escribiendo</translation>
    </message>
    <message>
        <source>Change N or the algorithm one by one</source>
        <translation>Cambiar N o el algoritmo de uno en uno</translation>
    </message>
    <message>
        <source>Choose from the open algorithm list</source>
        <translation>Elegir en la lista de algoritmos abierta</translation>
    </message>
    <message>
        <source>Type the number in the N box, then %1 (%2 keeps the old N): the keys drive the run again</source>
        <comment>%1: the Enter key, %2: the Escape key</comment>
        <translation>Escribir el número en la casilla N y pulsar %1 (%2 conserva el N anterior): las teclas vuelven a controlar la ejecución</translation>
    </message>
    <message>
        <source>%1, until %2 or %3</source>
        <comment>%1: the keys Left, Right, Home, End; %2: Enter; %3: Escape</comment>
        <translation>%1, hasta %2 o %3</translation>
    </message>
    <message>
        <source>%1 in its box</source>
        <comment>%1: the keys, &quot;Up or Down&quot;</comment>
        <translation>%1 en su casilla</translation>
    </message>
    <message>
        <source>%1, then %2 (%3 closes it): the keys drive the run again</source>
        <comment>%1: the keys, &quot;Up or Down&quot;; %2: Enter; %3: Escape</comment>
        <translation>%1 y luego %2 (%3 la cierra): las teclas vuelven a controlar la ejecución</translation>
    </message>
    <message>
        <source>Be the solver: place a queen on the cursor&apos;s square or take it back</source>
        <translation>Ser el solucionador: colocar una reina en la casilla del cursor o retirarla</translation>
    </message>
    <message>
        <source>Be the solver: refuse the cursor&apos;s square</source>
        <translation>Ser el solucionador: rechazar la casilla del cursor</translation>
    </message>
    <message>
        <source>%1, or a right click or %2+click on the square</source>
        <comment>%1: the keys, &quot;X or Delete&quot;; %2: the Shift key</comment>
        <translation>%1, o un clic derecho o %2+clic en la casilla</translation>
    </message>
</context>
<context>
    <name>ShownWords</name>
    <message>
        <source>%1 queens, %2, step %3</source>
        <translation>%1 reinas, %2, paso %3</translation>
    </message>
    <message>
        <source>%1 queens, play mode</source>
        <translation>%1 reinas, modo de juego</translation>
    </message>
    <message>
        <source>The solution itself: %1.</source>
        <translation>La solución misma: %1.</translation>
    </message>
    <message>
        <source>The solution under %1: %2.</source>
        <translation>Solución mostrada (%1): %2.</translation>
    </message>
    <message>
        <source>%1 x %1 board: %2, from the solutions list.</source>
        <translation>Tablero de %1 x %1: %2, de la lista de soluciones.</translation>
    </message>
    <message>
        <source>%1 queens, %2</source>
        <translation>%1 reinas, %2</translation>
    </message>
    <message>
        <source>Play mode: the board is yours. The run is paused at step %L1 and comes back when you leave play mode.</source>
        <translation>Modo de juego: el tablero es suyo. La ejecución está en pausa en el paso %L1 y vuelve al salir del modo de juego.</translation>
    </message>
    <message>
        <source>Given queens, fixed for this run: %1.</source>
        <translation>Reinas dadas, fijas en esta ejecución: %1.</translation>
    </message>
    <message>
        <source>%1 queens</source>
        <translation>%1 reinas</translation>
    </message>
</context>
<context>
    <name>SolutionStore</name>
    <message>
        <source>The solutions of the %1x%1 board are too many to list. Only boards up to 27x27 can be counted at all.</source>
        <translation>El tablero de %1x%1 tiene demasiadas soluciones para listarlas. Solo se pueden contar las de tableros de hasta 27x27.</translation>
    </message>
    <message>
        <source>The %1x%1 board has %2 solutions</source>
        <translation>El tablero de %1x%1 tiene %2 soluciones</translation>
    </message>
    <message>
        <source>The %1x%1 board has %2 fundamental solutions</source>
        <translation>El tablero de %1x%1 tiene %2 soluciones fundamentales</translation>
    </message>
    <message>
        <source>%1: at %2 bytes each they would take %3 MiB, more than the %4 MiB set aside for browsing. Count them instead.</source>
        <translation>%1: a %2 bytes cada una, ocuparían %3 MiB, más que los %4 MiB reservados para explorarlas. Cuéntelas sin listarlas.</translation>
    </message>
</context>
<context>
    <name>SolutionsModel</name>
    <message>
        <source>Solution %1</source>
        <translation>Solución %1</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>Solution %1, class %2</source>
        <translation>Solución %1, clase %2</translation>
    </message>
    <message>
        <source>solution %1, class %2</source>
        <translation>solución %1, clase %2</translation>
    </message>
    <message>
        <source>solution %1</source>
        <translation>solución %1</translation>
    </message>
    <message>
        <source>Class %1</source>
        <translation>Clase %1</translation>
    </message>
    <message>
        <source>class %1</source>
        <translation>clase %1</translation>
    </message>
    <message>
        <source>%1: queens in columns %2 (row by row)</source>
        <translation>%1: reinas en las columnas %2 (fila por fila)</translation>
    </message>
</context>
<context>
    <name>SolutionsPanel</name>
    <message>
        <source>&amp;All</source>
        <translation>&amp;Todas</translation>
    </message>
    <message>
        <source>F&amp;undamental</source>
        <translation>&amp;Fundamentales</translation>
    </message>
    <message>
        <source>Previ&amp;ous</source>
        <translation>Ante&amp;rior</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Siguiente</translation>
    </message>
    <message>
        <source>&amp;Count them instead</source>
        <translation>&amp;Contar sin listar</translation>
    </message>
    <message>
        <source>List every solution</source>
        <translation>Listar todas las soluciones</translation>
    </message>
    <message>
        <source>List one solution per class of solutions that are rotations or reflections of one another</source>
        <translation>Listar una sola solución por cada clase de soluciones que son rotaciones o reflexiones unas de otras</translation>
    </message>
    <message>
        <source>Go to </source>
        <translation>Ir a </translation>
    </message>
    <message>
        <source>Go to number</source>
        <translation>Ir al número</translation>
    </message>
    <message>
        <source>Number of the solution to show</source>
        <translation>Número de la solución que se mostrará</translation>
    </message>
    <message>
        <source>Click an image to see the transformation on the board</source>
        <translation>Haga clic en una imagen para ver la transformación en el tablero</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Mostrar:</translation>
    </message>
    <message>
        <source>Count all and fundamental solutions of this board without listing them</source>
        <translation>Contar todas las soluciones y las fundamentales de este tablero sin listarlas</translation>
    </message>
    <message>
        <source>Boards larger than %1x%1 cannot be counted here.</source>
        <translation>Aquí no se pueden contar tableros de más de %1x%1.</translation>
    </message>
    <message>
        <source>Counting the solutions of the %1x%1 board...</source>
        <translation>Contando las soluciones del tablero de %1x%1...</translation>
    </message>
    <message>
        <source>The %1x%1 board has %2 solutions, %3 of them fundamental (counted in %4 s).</source>
        <translation>El tablero de %1x%1 tiene %2 soluciones, %3 de ellas fundamentales (contadas en %4 s).</translation>
    </message>
    <message>
        <source>the solution itself</source>
        <translation>la solución original</translation>
    </message>
    <message>
        <source>rotation by 90 degrees</source>
        <translation>rotación de 90 grados</translation>
    </message>
    <message>
        <source>rotation by 180 degrees</source>
        <translation>rotación de 180 grados</translation>
    </message>
    <message>
        <source>rotation by 270 degrees</source>
        <translation>rotación de 270 grados</translation>
    </message>
    <message>
        <source>reflection in the vertical axis</source>
        <translation>reflexión en el eje vertical</translation>
    </message>
    <message>
        <source>reflection in the horizontal axis</source>
        <translation>reflexión en el eje horizontal</translation>
    </message>
    <message>
        <source>reflection in the main diagonal</source>
        <translation>reflexión en la diagonal principal</translation>
    </message>
    <message>
        <source>reflection in the anti-diagonal</source>
        <translation>reflexión en la antidiagonal</translation>
    </message>
    <message>
        <source>Listing the fundamental solutions of the %1x%1 board: %2 of %3</source>
        <translation>Listando las soluciones fundamentales del tablero de %1x%1: %2 de %3</translation>
    </message>
    <message>
        <source>Listing the solutions of the %1x%1 board: %2 of %3</source>
        <translation>Listando las soluciones del tablero de %1x%1: %2 de %3</translation>
    </message>
    <message>
        <source>Fundamental solutions of the %1x%1 board: %2 (%3 in all)</source>
        <translation>Soluciones fundamentales del tablero de %1x%1: %2 (%3 en total)</translation>
    </message>
    <message>
        <source>Solutions of the %1x%1 board: %2</source>
        <translation>Soluciones del tablero de %1x%1: %2</translation>
    </message>
    <message>
        <source>Show the solution before this one</source>
        <translation>Mostrar la solución anterior a esta</translation>
    </message>
    <message>
        <source>Show the solution after this one</source>
        <translation>Mostrar la solución siguiente a esta</translation>
    </message>
    <message>
        <source>Go to solution number</source>
        <translation>Ir a la solución número</translation>
    </message>
    <message>
        <source>Every solution in order; choose one to see it on the board</source>
        <translation>Todas las soluciones en orden; elija una para verla en el tablero</translation>
    </message>
    <message>
        <source>Solutions</source>
        <translation>Soluciones</translation>
    </message>
    <message>
        <source>Rotations and reflections</source>
        <translation>Rotaciones y reflexiones</translation>
    </message>
    <message>
        <source>Listing progress</source>
        <translation>Progreso del listado</translation>
    </message>
    <message>
        <source>&amp;Stop counting</source>
        <translation>&amp;Detener el conteo</translation>
    </message>
    <message>
        <source>Stop the count; nothing else is lost</source>
        <translation>Detener el conteo; no se pierde nada más</translation>
    </message>
    <message>
        <source>Counting the solutions of the %1x%1 board: %2% done, about %3 s left.</source>
        <translation>Contando las soluciones del tablero de %1x%1: %2 % hecho, quedan unos %3 s.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>An image in the orbit row: the transformation, then the board&apos;s own name, as in &quot;rotation by 90 degrees: solution 89 of 92&quot;.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 under the rotations and reflections of the board (distinct boards: %2):</source>
        <translation>%1 con las rotaciones y reflexiones del tablero (tableros distintos: %2):</translation>
    </message>
    <message>
        <source>Its rotations and reflections (distinct boards: %1):</source>
        <translation>Sus rotaciones y reflexiones (tableros distintos: %1):</translation>
    </message>
</context>
<context>
    <name>ThemeMenu</name>
    <message>
        <source>Board &amp;colours</source>
        <translation>&amp;Colores del tablero</translation>
    </message>
    <message>
        <source>Wooden light and dark squares, as on a chessboard</source>
        <translation>Casillas de madera claras y oscuras, como en un tablero de ajedrez</translation>
    </message>
    <message>
        <source>Strong contrast and thick marks, for projectors and low vision</source>
        <translation>Contraste fuerte y marcas gruesas, para proyectores y baja visión</translation>
    </message>
    <message>
        <source>The colours of the desktop, dark mode included</source>
        <translation>Los colores del escritorio, incluido el modo oscuro</translation>
    </message>
</context>
<context>
    <name>TimelineBar</name>
    <message>
        <source>Going to step %1...</source>
        <translation>Yendo al paso %1...</translation>
    </message>
    <message>
        <source>Timeline</source>
        <translation>Línea de tiempo</translation>
    </message>
    <message>
        <source>Timeline:</source>
        <translation>Línea de tiempo:</translation>
    </message>
    <message>
        <source>Every step reached so far: drag to go back or forward</source>
        <translation>Todos los pasos alcanzados hasta ahora: arrastre para retroceder o avanzar</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Paso %1 de %2</translation>
    </message>
</context>
<context>
    <name>VariablesPanel</name>
    <message>
        <source>index</source>
        <translation>índice</translation>
    </message>
    <message>
        <source>holder</source>
        <translation>ocupante</translation>
    </message>
    <message>
        <source>all %1 rows are filled</source>
        <translation>las %1 filas están ocupadas</translation>
    </message>
    <message>
        <source>placed queens (row, col): none</source>
        <translation>reinas colocadas (row, col): ninguna</translation>
    </message>
    <message>
        <source>placed queens (row, col):</source>
        <translation>reinas colocadas (row, col):</translation>
    </message>
    <message>
        <source>board (Q queen, x marked, . free):</source>
        <translation>board (Q reina, x marcada, . libre):</translation>
    </message>
    <message>
        <source>refused pair (x1, x2) = (%1, %2):
  x2 - x1 = %3 = |p[x2] - p[x1]| = |%4 - %5|</source>
        <translation>par rechazado (x1, x2) = (%1, %2):
  x2 - x1 = %3 = |p[x2] - p[x1]| = |%4 - %5|</translation>
    </message>
    <message>
        <source>no pair refused: solution %1</source>
        <translation>ningún par rechazado: solución %1</translation>
    </message>
    <message>
        <source>The permutation being tested: p[r] is the column of the queen in row r; &apos;.&apos; marks a row not put down yet.</source>
        <translation>La permutación que se está probando: p[r] es la columna de la reina de la fila r; &quot;.&quot; indica una fila que aún no se ha colocado.</translation>
    </message>
    <message>
        <source>Check queens keeps only the queens placed so far: every square is tested against each of them in turn.</source>
        <translation>Comprobar reinas solo guarda las reinas colocadas hasta ahora: cada casilla se comprueba contra cada una de ellas, una tras otra.</translation>
    </message>
    <message>
        <source>The board copy solve(board, row) reads for the row being filled: each queen has marked the squares it attacks in the rows below it.</source>
        <translation>La copia del tablero que lee solve(board, row) para la fila en curso: cada reina ha marcado las casillas que ataca en las filas de debajo.</translation>
    </message>
    <message>
        <source>Each lock holds the row of the queen that set it, &apos;.&apos; when open. (row, col) is free when its three entries are open.</source>
        <translation>Cada bloqueo guarda la fila de la reina que lo puso, o &quot;.&quot; si está abierto. (row, col) está libre cuando sus tres entradas están abiertas.</translation>
    </message>
    <message>
        <source>The masks of the row being filled, one bit per column. Column 0 is printed at the LEFT, as on the board: the reverse of how binary numbers are usually written. free has a 1 on each square no queen attacks.</source>
        <translation>Las máscaras de la fila en curso, un bit por columna. La columna 0 se escribe a la IZQUIERDA, como en el tablero: al revés de como se suelen escribir los números binarios. free tiene un 1 en cada casilla que ninguna reina ataca.</translation>
    </message>
    <message>
        <source>Variables</source>
        <translation>Variables</translation>
    </message>
    <message>
        <source>The algorithm&apos;s data at this step</source>
        <translation>Los datos del algoritmo en este paso</translation>
    </message>
    <message>
        <source>conflicts (attacking pairs): %1</source>
        <translation>conflictos (pares que se atacan): %1</translation>
    </message>
    <message>
        <source>moves: %1</source>
        <translation>moves (movimientos): %1</translation>
    </message>
    <message>
        <source>attacked queens: %1 of %2</source>
        <translation>reinas atacadas: %1 de %2</translation>
    </message>
    <message>
        <source>Min-conflicts keeps a full board and the number of queens on each column and diagonal, so the attackers of a square cost one lookup. The row it works on and the attackers of each of its squares: the queen goes to one of the fewest.</source>
        <translation>Mínimos conflictos mantiene un tablero lleno y el número de reinas de cada columna y diagonal, así que los atacantes de una casilla cuestan una sola consulta. La fila en la que trabaja y los atacantes de cada una de sus casillas: la reina va a una de las que tienen menos.</translation>
    </message>
    <message numerus="yes">
        <source>fewest attackers (%n) on: %1</source>
        <translation>
            <numerusform>mínimo de atacantes (%n) en columna(s): %1</numerusform>
            <numerusform>mínimo de atacantes (%n) en columna(s): %1</numerusform>
        </translation>
    </message>
    <message>
        <source>row being filled: %1 (rank %2)</source>
        <translation>fila en curso: %1 (fila %2 del tablero)</translation>
    </message>
    <message>
        <source>attacks (%1, %2): %3</source>
        <translation>ataca (%1, %2): %3</translation>
    </message>
    <message>
        <source>row being repaired: %1 (rank %2)</source>
        <translation>fila en reparación: %1 (fila %2 del tablero)</translation>
    </message>
    <message>
        <source>current row: %1 (rank %2)</source>
        <translation>fila actual: %1 (fila %2 del tablero)</translation>
    </message>
    <message>
        <source>current column: %1 (file %2)</source>
        <translation>columna actual: %1 (columna %2 del tablero)</translation>
    </message>
    <message>
        <source>nothing chosen yet</source>
        <translation>aún no se ha elegido nada</translation>
    </message>
    <message>
        <source>domain[r] (columns left; - pruned, Q queen):</source>
        <translation>domain[r] (columnas que quedan; - podada, Q reina):</translation>
    </message>
    <message>
        <source>wiped out</source>
        <translation>vaciada</translation>
    </message>
    <message>
        <source>%1 pruned by %2</source>
        <translation>%1 podada por %2</translation>
    </message>
    <message>
        <source>options</source>
        <translation>opciones</translation>
    </message>
    <message>
        <source>the options left in each row and column (- covered):</source>
        <translation>las opciones que quedan en cada fila y columna (- cubierta):</translation>
    </message>
    <message>
        <source>The columns no queen holds are passed down the recursion: the row being filled tries only those, and checks the diagonals against each queen in turn.</source>
        <translation>Las columnas sin reina se pasan a la recursión: la fila en curso solo prueba esas y comprueba las diagonales con cada reina por turno.</translation>
    </message>
    <message>
        <source>Each empty row&apos;s domain: the columns still allowed to it, &apos;-&apos; where a queen has pruned the square, and its size. Rows are filled top down.</source>
        <translation>El dominio de cada fila vacía: las columnas aún permitidas, &apos;-&apos; donde una reina ha podado la casilla, y su tamaño. Las filas se llenan de arriba abajo.</translation>
    </message>
    <message>
        <source>Each empty row&apos;s domain: the columns still allowed to it, &apos;-&apos; where a queen has pruned the square, and its size. The row with the smallest one is chosen next.</source>
        <translation>El dominio de cada fila vacía: las columnas aún permitidas, &apos;-&apos; donde una reina ha podado la casilla, y su tamaño. Se elige después la fila con el más pequeño.</translation>
    </message>
    <message>
        <source>The options (squares) left in each row and column: a queen&apos;s lines and the item being tried are covered (&apos;-&apos;). The item with the fewest is chosen next.</source>
        <translation>Las opciones (casillas) que quedan en cada fila y columna: las líneas de una reina y el elemento que se prueba están cubiertos (&apos;-&apos;). Se elige después el que tiene menos.</translation>
    </message>
    <message>
        <source>size</source>
        <translation>tamaño</translation>
    </message>
</context>
<context>
    <name>VideoEncoder</name>
    <message>
        <source>MP4 and WebM need the ffmpeg program, which is not installed. Install it with &apos;apt install ffmpeg&apos; (Debian, Ubuntu), or export a GIF.</source>
        <translation>MP4 y WebM necesitan el programa ffmpeg, que no está instalado. Instálelo con &apos;apt install ffmpeg&apos; (Debian, Ubuntu) o exporte un GIF.</translation>
    </message>
    <message>
        <source>ffmpeg stopped (exit code %1)</source>
        <translation>ffmpeg se detuvo (código de salida %1)</translation>
    </message>
    <message>
        <source>ffmpeg: %1</source>
        <translation>ffmpeg: %1</translation>
    </message>
    <message>
        <source>a video needs an even width and height, got %1 x %2</source>
        <translation>un vídeo necesita ancho y alto pares; se recibió %1 x %2</translation>
    </message>
    <message>
        <source>cannot start %1: %2</source>
        <translation>no se puede iniciar %1: %2</translation>
    </message>
    <message>
        <source>a frame of %1 x %2 pixels in a video of %3 x %4</source>
        <translation>un fotograma de %1 x %2 píxeles en un vídeo de %3 x %4</translation>
    </message>
    <message>
        <source>ffmpeg did not finish within %1 minutes</source>
        <translation>ffmpeg no terminó en %1 minutos</translation>
    </message>
    <message>
        <source>ffmpeg was stopped by a signal</source>
        <translation>ffmpeg fue detenido por una señal</translation>
    </message>
</context>
<context>
    <name>ClassJournal</name>
    <message>
        <source>the folder %1 cannot be written</source>
        <translation>no se puede escribir en la carpeta %1</translation>
    </message>
    <message>
        <source>the lock file %1 cannot be made</source>
        <translation>no se puede crear el archivo de bloqueo %1</translation>
    </message>
    <message>
        <source>%1 classes opened in the same second</source>
        <translation>%1 clases abiertas en el mismo segundo</translation>
    </message>
    <message>
        <source>The class&apos;s results could not be written: %1</source>
        <translation>No se pudieron escribir los resultados de la clase: %1</translation>
    </message>
    <message>
        <source>%1 is a link, not the class&apos;s own file.</source>
        <translation>%1 es un enlace, no el archivo propio de la clase.</translation>
    </message>
    <message>
        <source>%1 could not be read: %2</source>
        <translation>No se pudo leer %1: %2</translation>
    </message>
    <message>
        <source>%1 is not the file of a class that did not close.</source>
        <translation>%1 no es el archivo de una clase que no se cerró.</translation>
    </message>
    <message>
        <source>The class of %1 is open in another program.</source>
        <translation>La clase de %1 está abierta en otro programa.</translation>
    </message>
    <message>
        <source>The class&apos;s list of pupils was not kept.</source>
        <translation>No se guardó la lista de alumnos de la clase.</translation>
    </message>
</context>
<context>
    <name>ClassRoster</name>
    <message>
        <source>The class&apos;s list of pupils is too large.</source>
        <translation>La lista de alumnos de la clase es demasiado grande.</translation>
    </message>
    <message>
        <source>The class&apos;s list of pupils is not readable.</source>
        <translation>La lista de alumnos de la clase no se puede leer.</translation>
    </message>
    <message>
        <source>The class&apos;s list of pupils is damaged at %1.</source>
        <translation>La lista de alumnos de la clase está dañada en %1.</translation>
    </message>
</context>
<context>
    <name>SeatGlanceView</name>
    <message>
        <source>The class at a glance</source>
        <translation>La clase de un vistazo</translation>
    </message>
    <message>
        <source>Whoever is stuck is on top, reading down each table. Click a pupil (or press Enter) to show their board.</source>
        <translation>Quien está atascado aparece arriba; cada tabla se lee de arriba abajo. Pulse en un alumno (o Intro) para mostrar su tablero.</translation>
    </message>
</context>
<context>
    <name>PracticeTaskForm</name>
    <message>
        <source>Board &amp;size (N):</source>
        <translation>&amp;Tamaño del tablero (N):</translation>
    </message>
    <message>
        <source>&amp;Algorithm:</source>
        <translation>&amp;Algoritmo:</translation>
    </message>
    <message>
        <source>To the &amp;first solution</source>
        <translation>Hasta la &amp;primera solución</translation>
    </message>
    <message>
        <source>For a n&amp;umber of steps:</source>
        <translation>Durante un nú&amp;mero de pasos:</translation>
    </message>
    <message>
        <source>Number of steps</source>
        <translation>Número de pasos</translation>
    </message>
    <message>
        <source>How far:</source>
        <translation>Hasta dónde:</translation>
    </message>
    <message>
        <source>&amp;Refused squares are marked for the pupils</source>
        <translation>Las casillas &amp;rechazadas se marcan para los alumnos</translation>
    </message>
    <message>
        <source>The program refuses the attacked squares; the pupils place and take back</source>
        <translation>El programa rechaza las casillas atacadas; los alumnos colocan y retiran</translation>
    </message>
    <message numerus="yes">
        <source>Each pupil&apos;s task: %n step(s), about %1 at a pupil&apos;s pace.</source>
        <translation>
            <numerusform>Tarea de cada alumno: %n paso, unos %1 al ritmo de un alumno.</numerusform>
            <numerusform>Tarea de cada alumno: %n pasos, unos %1 al ritmo de un alumno.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minuto</numerusform>
            <numerusform>%n minutos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of them are refusals: with the refused squares marked, it is %1.</source>
        <translation>
            <numerusform>%n de ellos es un rechazo: con las casillas rechazadas marcadas, son %1.</numerusform>
            <numerusform>%n de ellos son rechazos: con las casillas rechazadas marcadas, son %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n paso</numerusform>
            <numerusform>%n pasos</numerusform>
        </translation>
    </message>
    <message>
        <source>4 to 8 suit a lesson; up to %1</source>
        <translation>De 4 a 8 convienen a una clase; hasta %1</translation>
    </message>
</context>
<context>
    <name>HomeworkExportDialog</name>
    <message>
        <source>Export Homework</source>
        <translation>Exportar tarea</translation>
    </message>
    <message>
        <source>One web page for the pupils to open at home, with no network: each step is checked by the same engine as in class, and they hand in a results file for File &gt; Import Homework Results.</source>
        <translation>Una página web que los alumnos abren en casa, sin red: cada paso lo comprueba el mismo motor que en clase, y entregan un archivo de resultados para Archivo &gt; Importar resultados de tareas.</translation>
    </message>
    <message>
        <source>Backtracking, week 3</source>
        <translation>Vuelta atrás, semana 3</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>T&amp;ítulo:</translation>
    </message>
    <message>
        <source>The page&apos;s &amp;language:</source>
        <translation>&amp;Idioma de la página:</translation>
    </message>
    <message>
        <source>A&amp;dd Task</source>
        <translation>Aña&amp;dir tarea</translation>
    </message>
    <message>
        <source>Remo&amp;ve Task</source>
        <translation>&amp;Quitar tarea</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportar…</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n paso</numerusform>
            <numerusform>%n pasos</numerusform>
        </translation>
    </message>
    <message>
        <source>to the first solution</source>
        <translation>hasta la primera solución</translation>
    </message>
    <message>
        <source>the pupil refuses</source>
        <translation>el alumno rechaza</translation>
    </message>
    <message>
        <source>refusals marked</source>
        <translation>rechazos marcados</translation>
    </message>
    <message>
        <source>Be the solver: %1 x %1, %2, %3, %4</source>
        <translation>Ser el solucionador: %1 x %1, %2, %3, %4</translation>
    </message>
    <message>
        <source>The homework was not written: %1</source>
        <translation>La tarea no se escribió: %1</translation>
    </message>
    <message>
        <source>Written: %1</source>
        <translation>Escrito: %1</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>Página web (*.html)</translation>
    </message>
    <message>
        <source>Puts the task shown on the homework&apos;s list; add several for a homework of several tasks</source>
        <translation>Pone la tarea mostrada en la lista; añada varias para una tarea de varias partes</translation>
    </message>
    <message>
        <source>The homework&apos;s tas&amp;ks (none added: the task shown):</source>
        <translation>La&amp;s tareas (ninguna añadida: la mostrada):</translation>
    </message>
    <message>
        <source>Be the solver</source>
        <translation>Ser el solucionador</translation>
    </message>
    <message>
        <source>Predict</source>
        <translation>Predecir</translation>
    </message>
    <message>
        <source>Browse the solutions</source>
        <translation>Ver las soluciones</translation>
    </message>
    <message>
        <source>Task t&amp;ype:</source>
        <translation>Tip&amp;o de tarea:</translation>
    </message>
    <message>
        <source>&amp;Algorithm:</source>
        <translation>A&amp;lgoritmo:</translation>
    </message>
    <message>
        <source>Board &amp;size (N):</source>
        <translation>&amp;Tamaño del tablero (N):</translation>
    </message>
    <message>
        <source>&amp;When it asks:</source>
        <translation>&amp;Cuándo pregunta:</translation>
    </message>
    <message>
        <source>One step &amp;in:</source>
        <translation>U&amp;n paso de cada:</translation>
    </message>
    <message>
        <source>Questions u&amp;p to step:</source>
        <translation>Preguntas &amp;hasta el paso:</translation>
    </message>
    <message>
        <source>Browse the solutions of %1 x %1</source>
        <translation>Ver las soluciones de %1 x %1</translation>
    </message>
    <message>
        <source>Predict: %1 x %1, %2, questions up to step %3</source>
        <translation>Predecir: %1 x %1, %2, preguntas hasta el paso %3</translation>
    </message>
</context>
<context>
    <name>HomeworkExportAction</name>
    <message>
        <source>Export &amp;Homework…</source>
        <translation>Exportar &amp;tarea…</translation>
    </message>
    <message>
        <source>Write a homework as one web page that checks every step offline, for the pupils to open at home</source>
        <translation>Escribir una tarea como una página web que comprueba cada paso sin conexión, para que los alumnos la abran en casa</translation>
    </message>
</context>
</TS>
