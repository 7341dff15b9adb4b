<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>BreakdownText</name>
    <message>
        <source>causal</source>
        <extracomment>why a key is blocked (the causal mask); several reasons are joined by &quot; + &quot;</extracomment>
        <translation>causal</translation>
    </message>
    <message>
        <source>padding</source>
        <extracomment>why a key is blocked: it is a padding token</extracomment>
        <translation>relleno</translation>
    </message>
    <message>
        <source>blocked by hand</source>
        <translation>bloqueada a mano</translation>
    </message>
    <message>
        <source>outside the window of %1</source>
        <extracomment>why a key is blocked: it is outside the sliding window of %1 tokens</extracomment>
        <translation>fuera de la ventana de %1</translation>
    </message>
    <message>
        <source>outside the window</source>
        <translation>fuera de la ventana</translation>
    </message>
    <message>
        <source>another sentence</source>
        <extracomment>why a key is blocked: it belongs to another sentence of the batch</extracomment>
        <translation>otra frase</translation>
    </message>
    <message>
        <source>blocked</source>
        <extracomment>a cell&apos;s note: the key is masked out</extracomment>
        <translation>bloqueada</translation>
    </message>
    <message>
        <source>pinned</source>
        <extracomment>a row&apos;s short label: the weights of the pinned (kept for comparison) result</extracomment>
        <translation>anclado</translation>
    </message>
    <message>
        <source>weight when pinned</source>
        <translation>peso anclado</translation>
    </message>
    <message>
        <source>value vector</source>
        <translation>vector valor</translation>
    </message>
    <message>
        <source>Σ is the output</source>
        <translation>Σ es la salida</translation>
    </message>
    <message>
        <source>Computed stably, as the code does it: subtract the row max first</source>
        <translation>Cálculo estable, como lo hace el código: primero se resta el máximo de la fila</translation>
    </message>
    <message>
        <source>÷ Σ → same weights</source>
        <translation>÷ Σ → mismos pesos</translation>
    </message>
    <message>
        <source>WRONG</source>
        <translation>INCORRECTO</translation>
    </message>
    <message>
        <source>mask after softmax</source>
        <translation>máscara después del softmax</translation>
    </message>
    <message>
        <source>Wrong order, for contrast: softmax first, then mask</source>
        <translation>Orden incorrecto, para contrastar: primero el softmax, luego la máscara</translation>
    </message>
    <message>
        <source>zeroed</source>
        <extracomment>a cell&apos;s note: the weight was set to 0 by the mask after softmax</extracomment>
        <translation>puesto a 0</translation>
    </message>
    <message>
        <source>The weighted sum of values (output of query %1)</source>
        <translation>La suma ponderada de los valores (salida de la consulta %1)</translation>
    </message>
    <message>
        <source>Σ weights = 0 (every key is blocked)</source>
        <translation>Σ pesos = 0 (todas las claves están bloqueadas)</translation>
    </message>
    <message numerus="yes">
        <source>… (%n more key(s), Σ w = %1)</source>
        <extracomment>the last term of the weighted sum: the keys not shown and their weights&apos; sum %1</extracomment>
        <translation>
            <numerusform>… (%n clave más, Σ w = %1)</numerusform>
            <numerusform>… (%n claves más, Σ w = %1)</numerusform>
        </translation>
    </message>
    <message>
        <source>Σ weights = %1 = %2</source>
        <translation>Σ pesos = %1 = %2</translation>
    </message>
    <message>
        <source>Key %1&apos;s logit, stage by stage: q·k = %2, then %3; logit %4.</source>
        <extracomment>%3: the stages worked, &quot;0.5 ÷ √2 = 0.354&quot;, joined by &quot;, then &quot;</extracomment>
        <translation>Logit de la clave %1, etapa por etapa: q·k = %2, luego %3; logit %4.</translation>
    </message>
    <message>
        <source>, then </source>
        <extracomment>joins the stages worked in &quot;Key 2&apos;s logit, stage by stage: …&quot;</extracomment>
        <translation>, luego </translation>
    </message>
    <message>
        <source>%1: its logit %2 joins the softmax (e^x = %3 in Σ) and gives no value, so this row&apos;s weights sum to %4.</source>
        <extracomment>%1: &quot;the sink takes 0.12&quot;, %2 its logit, %3 its eˣ, %4 what the keys&apos; weights sum to</extracomment>
        <translation>%1: su logit %2 entra en el softmax (e^x = %3 en Σ) y no aporta ningún valor, así que los pesos de esta fila suman %4.</translation>
    </message>
    <message>
        <source>eˣ overflows: above x ≈ 709.8 it is beyond the largest double (about 1.8×10³⁰⁸), so the lesson&apos;s way cannot be computed here. Subtracting the row max first makes the largest term e⁰ = 1, and the weights above come from that stable path.</source>
        <translation>eˣ se desborda: por encima de x ≈ 709,8 supera el mayor número de tipo double (unos 1,8×10³⁰⁸), así que aquí no se puede calcular a la manera de la lección. Restar primero el máximo de la fila hace que el mayor término sea e⁰ = 1, y los pesos de arriba salen de ese camino estable.</translation>
    </message>
    <message>
        <source>eˣ underflows: every term is below the smallest double, so Σ would be 0 and ÷ Σ impossible. Subtracting the row max first makes the largest term e⁰ = 1, and the weights above come from that stable path.</source>
        <translation>eˣ se queda por debajo del límite: todos los términos son menores que el menor número de tipo double, así que Σ sería 0 y ÷ Σ, imposible. Restar primero el máximo de la fila hace que el mayor término sea e⁰ = 1, y los pesos de arriba salen de ese camino estable.</translation>
    </message>
    <message>
        <source>Subtracting the row max multiplies every eˣ by the same e^(%1), so ÷ Σ gives the same weights, and no eˣ can overflow: the largest is e⁰ = 1.</source>
        <translation>Restar el máximo de la fila multiplica cada eˣ por el mismo e^(%1), así que ÷ Σ da los mismos pesos, y ningún eˣ puede desbordarse: el mayor es e⁰ = 1.</translation>
    </message>
    <message>
        <source>Masking after softmax is wrong: the blocked keys&apos; share (%1) is thrown away, so the row no longer sums to 1.</source>
        <translation>Enmascarar después del softmax es incorrecto: la parte de las claves bloqueadas (%1) se desecha, así que la fila ya no suma 1.</translation>
    </message>
    <message>
        <source>No key is blocked for this query, so masking before or after softmax gives the same row here.</source>
        <translation>Ninguna clave está bloqueada para esta consulta, así que enmascarar antes o después del softmax da aquí la misma fila.</translation>
    </message>
    <message>
        <source>This session has biases: q = x·W_Q + b_Q and k = x·W_K + b_K, so every score q·k includes them. Head %1&apos;s slices: b_Q = %2, b_K = %3.</source>
        <translation>Esta sesión tiene sesgos: q = x·W_Q + b_Q y k = x·W_K + b_K, así que cada puntuación q·k los incluye. Porciones de la cabeza %1: b_Q = %2, b_K = %3.</translation>
    </message>
    <message>
        <source>(%1 + c, %1 + c + %2), the rope part only,</source>
        <extracomment>which numbers pair up in latent attention, put in &quot;RoPE turns each pair of q&apos;s and k&apos;s numbers %2 …&quot;</extracomment>
        <translation>(%1 + c, %1 + c + %2), solo la parte rope,</translation>
    </message>
    <message>
        <source>RoPE turns each pair of q&apos;s and k&apos;s numbers %2 by the angle p·f_c, f = (%1). Turning both by their positions leaves q·k depending on how far apart the tokens are (p_i − p_j), not where they are: the same two vectors score differently at another distance — compare “q·kⱼ unturned” with q·kⱼ.</source>
        <extracomment>%1: the first frequencies f_c, %2: which numbers pair up, &quot;(c, c + d_k/2)&quot;</extracomment>
        <translation>RoPE gira cada par de números de q y de k %2 un ángulo p·f_c, f = (%1). Al girar ambos según sus posiciones, q·k depende de la distancia entre los tokens (p_i − p_j), no de dónde están: los mismos dos vectores dan otra puntuación a otra distancia; compare «q·kⱼ sin girar» con q·kⱼ.</translation>
    </message>
    <message>
        <source>Showing the %1 of %2 up to the window&apos;s edge, in token order; the other %3 are outside the sliding window (weight 0).</source>
        <extracomment>%1: &quot;3 keys&quot; (shown), %2: how many keys in all, %3: &quot;5 keys&quot; (not shown)</extracomment>
        <translation>Se muestran %1 de %2 hasta el borde de la ventana, en orden de tokens; las otras %3 quedan fuera de la ventana deslizante (peso 0).</translation>
    </message>
    <message numerus="yes">
        <source>%n key(s)</source>
        <extracomment>%n: how many keys (the tokens the query attends to)</extracomment>
        <translation>
            <numerusform>%n clave</numerusform>
            <numerusform>%n claves</numerusform>
        </translation>
    </message>
    <message>
        <source>Showing the %1 with the largest weights of %2, in token order; the other %3 carry Σ w = %4.</source>
        <extracomment>%1: &quot;3 keys&quot; (shown), %2: how many keys in all, %3: &quot;5 keys&quot; (not shown), %4: their weights&apos; sum</extracomment>
        <translation>Se muestran %1 (las de mayor peso) de %2, en orden de tokens; las otras %3 llevan Σ w = %4.</translation>
    </message>
    <message>
        <source>Query %1 “%2”, head %3 of %4</source>
        <extracomment>the breakdown&apos;s title: %1 the query&apos;s number, %2 its token, %3 the head, %4 how many heads</extracomment>
        <translation>Consulta %1 «%2», cabeza %3 de %4</translation>
    </message>
    <message>
        <source>
latent attention: kⱼ = (rms(xⱼ·W_DKV)·W_UK | xⱼ·W_KR), %1 + %2 wide (the %2 turned by RoPE, one for every head); vⱼ = rms(xⱼ·W_DKV)·W_UV, %3 wide%4</source>
        <extracomment>a line of the breakdown&apos;s subtitle (the line break before it kept); %1 + %2: the widths of k&apos;s two parts, %3: v&apos;s width, %4: &quot;; zeros fill each to d_k&quot; or nothing</extracomment>
        <translation>
atención latente: kⱼ = (rms(xⱼ·W_DKV)·W_UK | xⱼ·W_KR), %1 + %2 de ancho (los %2 girados por RoPE, comunes a todas las cabezas); vⱼ = rms(xⱼ·W_DKV)·W_UV, %3 de ancho%4</translation>
    </message>
    <message>
        <source>; zeros fill each to d_k</source>
        <translation>; cada uno se rellena con ceros hasta d_k</translation>
    </message>
    <message>
        <source>
RoPE at p = %1%4 → q%2 = %3</source>
        <extracomment>a line of the subtitle (the line break before it kept); %1: the query&apos;s position, %4: &quot;, × YaRN&apos;s 4&quot; or nothing, %2 the query&apos;s number, %3 its vector</extracomment>
        <translation>
RoPE en p = %1%4 → q%2 = %3</translation>
    </message>
    <message>
        <source>, × YaRN&apos;s %1</source>
        <extracomment>after &quot;RoPE at p = 3&quot;: the positions scaled by YaRN&apos;s factor %1</extracomment>
        <translation>, × %1 de YaRN</translation>
    </message>
    <message>
        <source>     scale %1</source>
        <extracomment>the end of the subtitle (the spaces before it kept); &quot;scale&quot; as a noun: the factor the scores are multiplied by; %1: &quot;1/√2&quot;</extracomment>
        <translation>     escala %1</translation>
    </message>
    <message numerus="yes">
        <source>… %n more key(s) outside the window</source>
        <translation>
            <numerusform>… %n clave más fuera de la ventana</numerusform>
            <numerusform>… %n claves más fuera de la ventana</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… %n more key(s)</source>
        <extracomment>the heading of the column of the keys not shown</extracomment>
        <translation>
            <numerusform>… %n clave más</numerusform>
            <numerusform>… %n claves más</numerusform>
        </translation>
    </message>
    <message>
        <source>key %1</source>
        <extracomment>a column&apos;s heading: the attention key&apos;s number</extracomment>
        <translation>clave %1</translation>
    </message>
    <message>
        <source>position: pair c turns by pⱼ·f_c</source>
        <translation>posición: el par c gira pⱼ·f_c</translation>
    </message>
    <message>
        <source>RoPE: q and every k turned by position</source>
        <translation>RoPE: q y cada k girados según su posición</translation>
    </message>
    <message>
        <source>distance %1</source>
        <translation>distancia %1</translation>
    </message>
    <message>
        <source>kⱼ before</source>
        <translation>kⱼ antes</translation>
    </message>
    <message>
        <source>before RoPE</source>
        <translation>antes de RoPE</translation>
    </message>
    <message>
        <source>q·kⱼ unturned</source>
        <translation>q·kⱼ sin girar</translation>
    </message>
    <message>
        <source>without RoPE</source>
        <translation>sin RoPE</translation>
    </message>
    <message>
        <source>key vector, turned</source>
        <translation>vector clave, girado</translation>
    </message>
    <message>
        <source>key vector</source>
        <translation>vector clave</translation>
    </message>
    <message>
        <source>raw score (click)</source>
        <translation>puntuación bruta (clic)</translation>
    </message>
    <message>
        <source>raw score, turned vectors</source>
        <translation>puntuación bruta, vectores girados</translation>
    </message>
    <message>
        <source>raw score</source>
        <translation>puntuación bruta</translation>
    </message>
    <message>
        <source>mask</source>
        <extracomment>a row&apos;s short label: the scores after the mask</extracomment>
        <translation>máscara</translation>
    </message>
    <message>
        <source>−∞ where blocked</source>
        <translation>−∞ si está bloqueada</translation>
    </message>
    <message>
        <source>Every key is blocked for this query (%1): there is nothing to attend to. %2</source>
        <translation>Todas las claves están bloqueadas para esta consulta (%1): no hay nada a lo que atender. %2</translation>
    </message>
    <message>
        <source>The sink alone would take the whole row; Attention Lab gives every weight 0, the sink 0 too, and the output is the zero vector.</source>
        <translation>El sumidero por sí solo se llevaría la fila entera; Attention Lab da peso 0 a todo, también al sumidero, y la salida es el vector cero.</translation>
    </message>
    <message>
        <source>Softmax would divide 0 by 0, so Attention Lab gives every weight 0 and the output is the zero vector.</source>
        <translation>El softmax dividiría 0 entre 0, así que Attention Lab da peso 0 a todas las claves y la salida es el vector cero.</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>peso</translation>
    </message>
    <message>
        <source>all 0: no softmax</source>
        <translation>todo 0: sin softmax</translation>
    </message>
    <message>
        <source>softmax step 1</source>
        <translation>softmax, paso 1</translation>
    </message>
    <message>
        <source>overflow</source>
        <extracomment>a cell: eˣ is beyond the largest double</extracomment>
        <translation>desborde</translation>
    </message>
    <message>
        <source>too big</source>
        <translation>demasiado grande</translation>
    </message>
    <message>
        <source>underflow</source>
        <extracomment>a sum: every eˣ is below the smallest double</extracomment>
        <translation>subdesborde</translation>
    </message>
    <message>
        <source>step 2: weight</source>
        <translation>paso 2: peso</translation>
    </message>
    <message>
        <source>weight (stable path)</source>
        <translation>peso (camino estable)</translation>
    </message>
    <message>
        <source>how far wⱼ can move</source>
        <translation>cuánto puede moverse wⱼ</translation>
    </message>
    <message>
        <source>Learning: the gradient of the loss ½·Σ(output − target)² for this row</source>
        <translation>Aprendizaje: el gradiente de la pérdida ½·Σ(salida − objetivo)² para esta fila</translation>
    </message>
    <message>
        <source>the loss&apos;s pull</source>
        <translation>el tirón de la pérdida</translation>
    </message>
    <message>
        <source>to the scores: pⱼ(∂L/∂wⱼ − Σ pₖ∂L/∂wₖ)</source>
        <translation>a las puntuaciones: pⱼ(∂L/∂wⱼ − Σ pₖ∂L/∂wₖ)</translation>
    </message>
    <message>
        <source>No query selected</source>
        <translation>Ninguna consulta seleccionada</translation>
    </message>
    <message>
        <source>Select a query token (a row of a heatmap) to see its calculation.</source>
        <translation>Seleccione un token de consulta (una fila de un mapa de calor) para ver su cálculo.</translation>
    </message>
    <message>
        <source>output = Σ wⱼ·vⱼ =</source>
        <translation>salida = Σ wⱼ·vⱼ =</translation>
    </message>
    <message>
        <source>output = Σ wⱼ·vⱼ = </source>
        <translation>salida = Σ wⱼ·vⱼ = </translation>
    </message>
    <message>
        <source>Click the score again to close it.</source>
        <translation>Haga clic de nuevo en la puntuación para cerrarla.</translation>
    </message>
    <message>
        <source>Click a score (q·kⱼ) to open its dot product term by term.</source>
        <translation>Haga clic en una puntuación (q·kⱼ) para abrir su producto escalar término a término.</translation>
    </message>
    <message>
        <source>key</source>
        <extracomment>the heading of the column of keys (the tokens the query attends to)</extracomment>
        <translation>clave</translation>
    </message>
    <message>
        <source>Hatched: blocked (%1)</source>
        <translation>Rayado: bloqueada (%1)</translation>
    </message>
    <message>
        <source>From “%1” on: %2</source>
        <extracomment>%1: a row&apos;s short label (&quot;− max&quot;), %2: what the rows from it on show</extracomment>
        <translation>Desde «%1»: %2</translation>
    </message>
    <message>
        <source>blocked:</source>
        <extracomment>the label of the plain text&apos;s line of why each key is blocked</extracomment>
        <translation>bloqueada:</translation>
    </message>
    <message>
        <source>× scale</source>
        <extracomment>a row&apos;s short label: the scores multiplied by the scale (a noun: the factor)</extracomment>
        <translation>× escala</translation>
    </message>
    <message>
        <source>soft-cap</source>
        <extracomment>a row&apos;s short label: the scores soft-capped (cap · tanh(x ÷ cap))</extracomment>
        <translation>tope suave</translation>
    </message>
    <message>
        <source>, sink %1</source>
        <extracomment>the end of a score rule, &quot;q·k × 0.5, sink 1.2&quot;: the attention sink&apos;s logit</extracomment>
        <translation>, sumidero %1</translation>
    </message>
    <message>
        <source>the sink takes %1</source>
        <extracomment>the start of a sentence on the attention sink; %1: its share of the row&apos;s weight</extracomment>
        <translation>El sumidero se lleva %1</translation>
    </message>
    <message>
        <source>too small</source>
        <translation>demasiado pequeño</translation>
    </message>
    <message>
        <source>token %1</source>
        <translation>token %1</translation>
    </message>
</context>
<context>
    <name>ExportText</name>
    <message>
        <source>%1: not enough memory to draw %2 (%3 × %4)</source>
        <translation>%1: no hay memoria suficiente para dibujar %2 (%3 × %4)</translation>
    </message>
    <message>
        <source>%1: a document of several pages is written as PDF (use .pdf)</source>
        <translation>%1: un documento de varias páginas se guarda como PDF (use .pdf)</translation>
    </message>
    <message>
        <source>%1: page size %2×%3 is outside 16…20000</source>
        <translation>%1: el tamaño de página %2×%3 está fuera de 16…20000</translation>
    </message>
    <message>
        <source>a document of %1 pages</source>
        <translation>un documento de %1 páginas</translation>
    </message>
    <message>
        <source>%1: could not draw the document</source>
        <translation>%1: no se pudo dibujar el documento</translation>
    </message>
    <message>
        <source>%1: unknown image type (use .png, .svg or .pdf)</source>
        <translation>%1: tipo de imagen desconocido (use .png, .svg o .pdf)</translation>
    </message>
    <message>
        <source>%1: picture size %2×%3 is outside 16…20000</source>
        <translation>%1: el tamaño de imagen %2×%3 está fuera de 16…20000</translation>
    </message>
    <message>
        <source>the picture</source>
        <translation>la imagen</translation>
    </message>
    <message>
        <source>%1: could not draw the picture</source>
        <translation>%1: no se pudo dibujar la imagen</translation>
    </message>
    <message>
        <source>blocked: future key (causal mask)</source>
        <translation>bloqueada: clave futura (máscara causal)</translation>
    </message>
    <message>
        <source>blocked: padding key (whole column)</source>
        <translation>bloqueada: clave de relleno (toda la columna)</translation>
    </message>
    <message>
        <source>blocked by hand</source>
        <translation>bloqueada a mano</translation>
    </message>
    <message>
        <source>blocked: outside the sliding window</source>
        <translation>bloqueada: fuera de la ventana deslizante</translation>
    </message>
    <message>
        <source>blocked: another sentence</source>
        <translation>bloqueada: otra frase</translation>
    </message>
    <message>
        <source>all keys blocked: the row&apos;s weights are all 0</source>
        <translation>todas las claves bloqueadas: los pesos de la fila son todos 0</translation>
    </message>
    <message>
        <source>every 2nd</source>
        <translation>1 de cada 2</translation>
    </message>
    <message>
        <source>every 3rd</source>
        <translation>1 de cada 3</translation>
    </message>
    <message>
        <source>every %1th</source>
        <translation>1 de cada %1</translation>
    </message>
</context>
<context>
    <name>HeatmapText</name>
    <message>
        <source>Average of %1 (not a head)</source>
        <translation>Media de %1 (no es una cabeza)</translation>
    </message>
    <message numerus="yes">
        <source>%n head(s)</source>
        <translation>
            <numerusform>%n cabeza</numerusform>
            <numerusform>%n cabezas</numerusform>
        </translation>
    </message>
    <message>
        <source>Average (not a head)</source>
        <translation>Media (no es una cabeza)</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Media</translation>
    </message>
    <message>
        <source>raw scores q·k</source>
        <translation>puntuaciones brutas q·k</translation>
    </message>
    <message>
        <source>logits</source>
        <translation>logits</translation>
    </message>
    <message>
        <source>weights %1 − %2</source>
        <translation>pesos %1 − %2</translation>
    </message>
    <message>
        <source>attention weights</source>
        <translation>pesos de atención</translation>
    </message>
    <message>
        <source>The only head</source>
        <translation>La única cabeza</translation>
    </message>
    <message>
        <source>All %1 heads</source>
        <translation>Las %1 cabezas</translation>
    </message>
    <message>
        <source>one colour scale</source>
        <translation>una sola escala de color</translation>
    </message>
    <message>
        <source>each head its own colour scale</source>
        <translation>cada cabeza con su propia escala de color</translation>
    </message>
    <message>
        <source>rows: queries · columns: keys</source>
        <translation>filas: consultas · columnas: claves</translation>
    </message>
    <message>
        <source>%1 tokens · each pixel: %2 of ~%3×%3 cells · show one head for single cells</source>
        <translation>%1 tokens · cada píxel: %2 de ~%3×%3 celdas · muestre una sola cabeza para ver celdas sueltas</translation>
    </message>
    <message>
        <source>largest</source>
        <translation>el máximo</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>la media</translation>
    </message>
    <message>
        <source>Nothing to show yet</source>
        <translation>Todavía no hay nada que mostrar</translation>
    </message>
    <message>
        <source>%1 · weights %2 − %3</source>
        <translation>%1 · pesos %2 − %3</translation>
    </message>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n token</numerusform>
            <numerusform>%n tokens</numerusform>
        </translation>
    </message>
    <message>
        <source>has %1 and this session has %2</source>
        <translation>tiene %1 y esta sesión tiene %2</translation>
    </message>
    <message>
        <source>%1 · attention weights</source>
        <translation>%1 · pesos de atención</translation>
    </message>
    <message>
        <source>%1 · raw scores q·k</source>
        <translation>%1 · puntuaciones brutas q·k</translation>
    </message>
    <message>
        <source>%1 · logits (%2)</source>
        <translation>%1 · logits (%2)</translation>
    </message>
    <message>
        <source>Average over %1 · mean attention weights</source>
        <translation>Media de %1 · pesos de atención medios</translation>
    </message>
    <message>
        <source>%1 · weights now − pinned</source>
        <translation>%1 · pesos ahora − anclado</translation>
    </message>
    <message>
        <source>weight ÷ largest weight of its row</source>
        <translation>peso ÷ mayor peso de su fila</translation>
    </message>
    <message>
        <source>attention weight</source>
        <translation>peso de atención</translation>
    </message>
    <message>
        <source>raw score q·k (0 = white)</source>
        <translation>puntuación bruta q·k (0 = blanco)</translation>
    </message>
    <message>
        <source>logit: q·k through %1 (0 = white)</source>
        <translation>logit: q·k pasado por %1 (0 = blanco)</translation>
    </message>
    <message>
        <source>mean weight ÷ row&apos;s largest</source>
        <translation>peso medio ÷ máximo de la fila</translation>
    </message>
    <message>
        <source>mean weight over %1</source>
        <translation>peso medio sobre %1</translation>
    </message>
    <message>
        <source>+ more weight than %1 · − less</source>
        <translation>+ más peso que en «%1» · − menos</translation>
    </message>
    <message>
        <source>These results do not fit together</source>
        <translation>Estos resultados no encajan entre sí</translation>
    </message>
    <message>
        <source>%1 · each pixel: %2 of ~%3×%3 cells · zoom in for single cells</source>
        <translation>%1 · cada píxel: %2 de ~%3×%3 celdas · amplíe para ver celdas sueltas</translation>
    </message>
    <message>
        <source>value farthest from 0</source>
        <translation>el valor más lejano de 0</translation>
    </message>
    <message>
        <source>zoomed in: queries %1–%2 × keys %3–%4 of %5 tokens</source>
        <translation>ampliado: consultas %1–%2 × claves %3–%4 de %5 tokens</translation>
    </message>
    <message>
        <source>blocked now</source>
        <translation>bloqueadas ahora</translation>
    </message>
    <message>
        <source>blocked in %1</source>
        <translation>bloqueadas en %1</translation>
    </message>
    <message>
        <source>no change: every weight is the same as %1</source>
        <translation>sin cambios: todos los pesos son iguales que en «%1»</translation>
    </message>
    <message>
        <source>rows: queries · columns: keys · each row&apos;s changes sum to 0 · hatched: %1</source>
        <translation>filas: consultas · columnas: claves · los cambios de cada fila suman 0 · rayado: %1</translation>
    </message>
    <message>
        <source>rows: queries · columns: keys · hatched: %1</source>
        <translation>filas: consultas · columnas: claves · rayado: %1</translation>
    </message>
    <message>
        <source>rows: queries · columns: keys · each row sums to 1 less the sink&apos;s share</source>
        <translation>filas: consultas · columnas: claves · cada fila suma 1 menos la parte del sumidero</translation>
    </message>
    <message>
        <source>rows: queries · columns: keys · each row sums to 1</source>
        <translation>filas: consultas · columnas: claves · cada fila suma 1</translation>
    </message>
    <message>
        <source>rows: queries · columns: keys · blocked cells become −∞ before the softmax</source>
        <translation>filas: consultas · columnas: claves · las celdas bloqueadas pasan a −∞ antes del softmax</translation>
    </message>
    <message>
        <source> · %1 label shown</source>
        <translation> · etiquetas mostradas: %1</translation>
    </message>
    <message>
        <source>query %1 “%2” → key %3 “%4”</source>
        <translation>consulta %1 «%2» → clave %3 «%4»</translation>
    </message>
    <message>
        <source>weight %1 %2 − %3 %4 = %5</source>
        <translation>peso %1 %2 − %3 %4 = %5</translation>
    </message>
    <message>
        <source>mean weight over %1 = %2</source>
        <translation>peso medio sobre %1 = %2</translation>
    </message>
    <message>
        <source>logit = −∞ (blocked; unmasked it would be %1)</source>
        <translation>logit = −∞ (bloqueada; sin máscara sería %1)</translation>
    </message>
    <message>
        <source>logit = %1</source>
        <translation>logit = %1</translation>
    </message>
    <message>
        <source> (blocked %1, so its weight there is 0)</source>
        <translation> (bloqueada %1, así que su peso ahí es 0)</translation>
    </message>
    <message>
        <source>key %1 comes after query %2 (causal mask)</source>
        <translation>la clave %1 va después de la consulta %2 (máscara causal)</translation>
    </message>
    <message>
        <source>key %1 is a padding token</source>
        <translation>la clave %1 es un token de relleno</translation>
    </message>
    <message>
        <source>blocked by hand</source>
        <translation>bloqueada a mano</translation>
    </message>
    <message>
        <source>key %1 is outside query %2&apos;s sliding window</source>
        <translation>la clave %1 está fuera de la ventana deslizante de la consulta %2</translation>
    </message>
    <message>
        <source>key %1 is in another sentence than query %2</source>
        <translation>la clave %1 está en una frase distinta de la de la consulta %2</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>enmascarada</translation>
    </message>
    <message>
        <source>blocked: %1</source>
        <translation>bloqueada: %1</translation>
    </message>
    <message>
        <source>not blocked</source>
        <translation>no bloqueada</translation>
    </message>
    <message>
        <source>weight = %1</source>
        <translation>peso = %1</translation>
    </message>
    <message>
        <source>query %1</source>
        <translation>consulta %1</translation>
    </message>
    <message>
        <source>key %1</source>
        <translation>clave %1</translation>
    </message>
    <message>
        <source>the causal mask</source>
        <extracomment>what blocks a cell, said by a screen reader: &quot;blocked by the causal mask and padding&quot;</extracomment>
        <translation>la máscara causal</translation>
    </message>
    <message>
        <source>padding</source>
        <translation>el relleno</translation>
    </message>
    <message>
        <source>hand</source>
        <extracomment>as in &quot;blocked by hand&quot;</extracomment>
        <translation>el bloqueo manual</translation>
    </message>
    <message>
        <source>the sliding window</source>
        <translation>la ventana deslizante</translation>
    </message>
    <message>
        <source>the sentence boundary</source>
        <translation>el límite entre frases</translation>
    </message>
    <message>
        <source>blocked</source>
        <translation>bloqueada</translation>
    </message>
    <message>
        <source>blocked by %1</source>
        <translation>bloqueada por %1</translation>
    </message>
    <message>
        <source> and </source>
        <translation> y </translation>
    </message>
    <message>
        <source>weight %1</source>
        <translation>peso %1</translation>
    </message>
    <message>
        <source>score %1</source>
        <translation>puntuación %1</translation>
    </message>
    <message>
        <source>logit %1</source>
        <translation>logit %1</translation>
    </message>
    <message>
        <source>minus infinity</source>
        <translation>menos infinito</translation>
    </message>
    <message>
        <source>mean weight %1</source>
        <translation>peso medio %1</translation>
    </message>
    <message>
        <source>change %1</source>
        <translation>cambio %1</translation>
    </message>
    <message>
        <source>Heatmap</source>
        <translation>Mapa de calor</translation>
    </message>
    <message>
        <source>Heatmap: %1</source>
        <translation>Mapa de calor: %1</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>cabeza %1</translation>
    </message>
    <message>
        <source>Heatmap: weights of %1</source>
        <translation>Mapa de calor: pesos de %1</translation>
    </message>
    <message>
        <source>Heatmap: scores of %1</source>
        <translation>Mapa de calor: puntuaciones de %1</translation>
    </message>
    <message>
        <source>Heatmap: logits of %1</source>
        <translation>Mapa de calor: logits de %1</translation>
    </message>
    <message>
        <source>Heatmap: mean weights over %1</source>
        <translation>Mapa de calor: pesos medios sobre %1</translation>
    </message>
    <message>
        <source>Heatmap: weights of %1, %2 minus %3</source>
        <translation>Mapa de calor: pesos de %1, %2 menos %3</translation>
    </message>
    <message>
        <source>query %1 “%2” — click to select this row</source>
        <translation>consulta %1 «%2» — haga clic para seleccionar esta fila</translation>
    </message>
    <message>
        <source>key %1 “%2”</source>
        <translation>clave %1 «%2»</translation>
    </message>
    <message>
        <source>token %1 “%2”</source>
        <translation>token %1 «%2»</translation>
    </message>
    <message>
        <source>Heads %1 of %2</source>
        <translation>Cabezas %1 de %2</translation>
    </message>
    <message>
        <source>%1 of %2 heads</source>
        <translation>%1 de %2 cabezas</translation>
    </message>
    <message>
        <source> · attention as lines</source>
        <translation> · la atención como líneas</translation>
    </message>
    <message>
        <source>width and strength = weight · no line under %1 or masked</source>
        <translation>grosor e intensidad = peso · sin línea si es menor que %1 o está enmascarada</translation>
    </message>
    <message>
        <source>%1 as a query · %2</source>
        <translation>%1 como consulta · %2</translation>
    </message>
    <message>
        <source>%1 as a key · %2</source>
        <translation>%1 como clave · %2</translation>
    </message>
    <message>
        <source>each line: a query looking at a key · %1</source>
        <translation>cada línea: una consulta que mira a una clave · %1</translation>
    </message>
    <message>
        <source>More than %1 tokens: only the lines of %2; the heatmap shows them all</source>
        <translation>Más de %1 tokens: solo las líneas de %2; el mapa de calor las muestra todas</translation>
    </message>
    <message>
        <source>(every %1th)</source>
        <translation>(1 de cada %1)</translation>
    </message>
    <message>
        <source>queries</source>
        <translation>consultas</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>claves</translation>
    </message>
    <message>
        <source>%1 label written; point at a token for its name</source>
        <translation>etiquetas escritas: %1; señale un token para ver su nombre</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>peso</translation>
    </message>
    <message>
        <source>%1 as a %2 (of %3 tokens)</source>
        <translation>%1 como %2 (de %3 tokens)</translation>
    </message>
    <message>
        <source>query</source>
        <translation>consulta</translation>
    </message>
    <message>
        <source>key</source>
        <translation>clave</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more head(s)</source>
        <translation>
            <numerusform>… y %n cabeza más</numerusform>
            <numerusform>… y %n cabezas más</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: every key is blocked, so no lines (its weights are all 0)</source>
        <translation>%1: todas las claves están bloqueadas, así que no hay líneas (sus pesos son todos 0)</translation>
    </message>
    <message>
        <source>%1: every query is blocked from it, so no lines</source>
        <translation>%1: ninguna consulta puede verlo, así que no hay líneas</translation>
    </message>
    <message>
        <source>looks most at</source>
        <translation>mira sobre todo a</translation>
    </message>
    <message>
        <source>looked at most by</source>
        <translation>mirado sobre todo por</translation>
    </message>
    <message numerus="yes">
        <source> + … (%n more term(s))</source>
        <translation>
            <numerusform> + … (%n término más)</numerusform>
            <numerusform> + … (%n términos más)</numerusform>
        </translation>
    </message>
    <message>
        <source>× 1 (scaling off)</source>
        <translation>× 1 (sin escala)</translation>
    </message>
    <message>
        <source>Head %1</source>
        <translation>Cabeza %1</translation>
    </message>
    <message>
        <source>Head %1 · %2</source>
        <translation>Cabeza %1 · %2</translation>
    </message>
    <message>
        <source>Head %1 (%2)</source>
        <translation>Cabeza %1 (%2)</translation>
    </message>
    <message>
        <source>kv%1 · read by heads %2</source>
        <translation>kv%1 · leída por las cabezas %2</translation>
    </message>
    <message>
        <source>now</source>
        <translation>ahora</translation>
    </message>
    <message>
        <source>pinned</source>
        <translation>anclado</translation>
    </message>
    <message>
        <source>the pinned result</source>
        <translation>el resultado anclado</translation>
    </message>
    <message>
        <source>%1 %2, so their weights cannot be compared cell by cell; pin again to compare with this session.</source>
        <extracomment>%1: &quot;The pinned result&quot;; %2: &quot;has 4 tokens and this session has 3&quot;</extracomment>
        <translation>%1 %2, así que sus pesos no se pueden comparar celda a celda; ancle de nuevo para comparar con esta sesión.</translation>
    </message>
    <message>
        <source>every key of query %1 is blocked: its weights are all 0 (PyTorch would give NaN)</source>
        <translation>todas las claves de la consulta %1 están bloqueadas: sus pesos son todos 0 (PyTorch daría NaN)</translation>
    </message>
    <message>
        <source>More than %1 tokens: point at a token to see its lines; the heatmap shows them all</source>
        <translation>Más de %1 tokens: señale un token para ver sus líneas; el mapa de calor las muestra todas</translation>
    </message>
    <message>
        <source>all heads</source>
        <translation>todas las cabezas</translation>
    </message>
    <message>
        <source>← queries (rows)</source>
        <translation>← consultas (filas)</translation>
    </message>
    <message>
        <source>keys (columns) →</source>
        <translation>claves (columnas) →</translation>
    </message>
    <message>
        <source>%1, this session has %2</source>
        <extracomment>after a session file&apos;s field name, &quot;tokens: 4 tokens, this session has 3&quot;</extracomment>
        <translation>%1, esta sesión tiene %2</translation>
    </message>
    <message>
        <source>undefined</source>
        <extracomment>a number that is not a number (NaN), as the breakdown writes it</extracomment>
        <translation>indefinido</translation>
    </message>
    <message>
        <source>… %1 more</source>
        <extracomment>the components of a vector left out: &quot;(1, 2, 3, … 5 more)&quot;</extracomment>
        <translation>… %1 más</translation>
    </message>
</context>
<context>
    <name>IoText</name>
    <message>
        <source>more than %1 MB of answers</source>
        <translation>más de %1 MB de respuestas</translation>
    </message>
    <message>
        <source>not an object of answers {&quot;id&quot;: value, …}</source>
        <translation>no es un objeto de respuestas {&quot;id&quot;: valor, …}</translation>
    </message>
    <message>
        <source>more than %1 answers</source>
        <translation>más de %1 respuestas</translation>
    </message>
    <message>
        <source>the answer &quot;%1&quot; is not a number, a list of numbers or a list of equally long lists of numbers</source>
        <extracomment>%1 the answer&apos;s name (its id) in the answers file</extracomment>
        <translation>la respuesta «%1» no es un número, una lista de números ni una lista de listas de números de igual longitud</translation>
    </message>
    <message>
        <source>more than %1 numbers in all</source>
        <translation>más de %1 números en total</translation>
    </message>
    <message>
        <source>%1: cannot create the folder</source>
        <translation>%1: no se puede crear la carpeta</translation>
    </message>
    <message>
        <source>a folder</source>
        <extracomment>what a path is when it is not a regular file; goes into &quot;%1: is %2, not a file&quot;</extracomment>
        <translation>una carpeta</translation>
    </message>
    <message>
        <source>a named pipe (FIFO)</source>
        <extracomment>what a path is when it is not a regular file; goes into &quot;%1: is %2, not a file&quot;</extracomment>
        <translation>una tubería con nombre (FIFO)</translation>
    </message>
    <message>
        <source>a socket</source>
        <extracomment>what a path is when it is not a regular file; goes into &quot;%1: is %2, not a file&quot;</extracomment>
        <translation>un socket</translation>
    </message>
    <message>
        <source>a device</source>
        <extracomment>what a path is when it is not a regular file; goes into &quot;%1: is %2, not a file&quot;</extracomment>
        <translation>un dispositivo</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <extracomment>what a path is when it is not a regular file; goes into &quot;%1: is %2, not a file&quot;</extracomment>
        <translation>algo que no es un archivo normal</translation>
    </message>
    <message>
        <source>%1: is %2, not a file</source>
        <extracomment>%1 the path, %2 what it is: &quot;a folder&quot;, &quot;a device&quot;…</extracomment>
        <translation>%1: es %2, no un archivo</translation>
    </message>
    <message>
        <source>%1: cannot open (%2)</source>
        <extracomment>%1 the file, %2 the system&apos;s reason
----------
%1 the file, %2 the reason</extracomment>
        <translation>%1: no se puede abrir (%2)</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <extracomment>a size in a message about a file too large; %1 a number of megabytes</extracomment>
        <translation>%1 MB</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <extracomment>a size in a message about a file too large; %1 a number of bytes</extracomment>
        <translation>%1 bytes</translation>
    </message>
    <message>
        <source>%1: %2, larger than the limit of %3</source>
        <extracomment>%1 the file, %2 its size, %3 the largest size read (each &quot;12 MB&quot; or &quot;300 bytes&quot;)</extracomment>
        <translation>%1: %2, por encima del límite de %3</translation>
    </message>
    <message>
        <source>%1: cannot read (%2)</source>
        <extracomment>%1 the file, %2 the system&apos;s reason</extracomment>
        <translation>%1: no se puede leer (%2)</translation>
    </message>
    <message>
        <source>%1: the file is empty</source>
        <translation>%1: el archivo está vacío</translation>
    </message>
    <message>
        <source>%1: cannot map into memory (%2)</source>
        <extracomment>%1 the file, %2 the system&apos;s reason</extracomment>
        <translation>%1: no se puede mapear en memoria (%2)</translation>
    </message>
    <message>
        <source>%1: a symbolic link to nothing that is not yours; nothing was written</source>
        <translation>%1: un enlace simbólico roto que no es suyo; no se escribió nada</translation>
    </message>
    <message>
        <source>%1: too many levels of symbolic links; nothing was written</source>
        <translation>%1: demasiados niveles de enlaces simbólicos; no se escribió nada</translation>
    </message>
    <message>
        <source>%1: is %2, not a file; nothing was written</source>
        <extracomment>%1 the path, %2 what it is: &quot;a folder&quot;, &quot;a device&quot;…</extracomment>
        <translation>%1: es %2, no un archivo; no se escribió nada</translation>
    </message>
    <message>
        <source>; the previous file is unchanged</source>
        <extracomment>added at the end of a message that a file could not be written, when it was there before</extracomment>
        <translation>; el archivo anterior queda intacto</translation>
    </message>
    <message>
        <source>%1: cannot write (%2)%3</source>
        <extracomment>%1 the file, %2 the system&apos;s reason, %3 &quot;; the previous file is unchanged&quot; or nothing</extracomment>
        <translation>%1: no se puede escribir (%2)%3</translation>
    </message>
    <message>
        <source>%1: cannot write (no free temporary name beside it)%2</source>
        <extracomment>%1 the file, %2 &quot;; the previous file is unchanged&quot; or nothing</extracomment>
        <translation>%1: no se puede escribir (no queda ningún nombre temporal libre a su lado)%2</translation>
    </message>
    <message>
        <source>%1: not written%2</source>
        <extracomment>%1 the file, %2 &quot;; the previous file is unchanged&quot; or nothing</extracomment>
        <translation>%1: no se escribió%2</translation>
    </message>
    <message>
        <source>%1: cannot make a folder beside it to write into</source>
        <extracomment>%1 the folder being written</extracomment>
        <translation>%1: no se puede crear a su lado una carpeta en la que escribir</translation>
    </message>
    <message>
        <source>%1: cannot give the written folder its name (%2)</source>
        <extracomment>%1 the folder being written, %2 the system&apos;s reason</extracomment>
        <translation>%1: no se puede dar su nombre a la carpeta escrita (%2)</translation>
    </message>
    <message>
        <source>needs about %1 of memory; this machine has %2 available</source>
        <extracomment>why a size is refused: %1 the memory it would take, %2 the memory free (both as &quot;1.5 GB&quot;)</extracomment>
        <translation>necesita unos %1 de memoria; este equipo tiene %2 disponibles</translation>
    </message>
    <message>
        <source>num_attention_heads %1 does not divide hidden_size %2 (and no head_dim)</source>
        <extracomment>the names with underscores are keys of config.json, kept; %1 the number of heads, %2 the model&apos;s width</extracomment>
        <translation>num_attention_heads %1 no divide a hidden_size %2 (y no hay head_dim)</translation>
    </message>
    <message>
        <source>(not a string)</source>
        <extracomment>shown in a message in place of a value of config.json that is not a string</extracomment>
        <translation>(no es una cadena)</translation>
    </message>
    <message>
        <source>hidden_act &quot;%1&quot; is not supported (the Llama family&apos;s MLP uses silu)</source>
        <extracomment>the names with underscores are keys of config.json, kept; silu kept too; %1 the value found</extracomment>
        <translation>hidden_act «%1» no se admite (el MLP de la familia Llama usa silu)</translation>
    </message>
    <message>
        <source>partial_rotary_factor other than 1 is not supported</source>
        <extracomment>the names with underscores are keys of config.json, kept</extracomment>
        <translation>partial_rotary_factor distinto de 1 no se admite</translation>
    </message>
    <message>
        <source>attention_bias: true is not supported (biases on every projection)</source>
        <extracomment>the names with underscores are keys of config.json, kept; true kept too</extracomment>
        <translation>attention_bias: true no se admite (sesgos en todas las proyecciones)</translation>
    </message>
    <message>
        <source>mlp_bias: true is not supported</source>
        <extracomment>the names with underscores are keys of config.json, kept; true kept too</extracomment>
        <translation>mlp_bias: true no se admite</translation>
    </message>
    <message>
        <source>use_sliding_window: true is not supported</source>
        <extracomment>the names with underscores are keys of config.json, kept; true kept too</extracomment>
        <translation>use_sliding_window: true no se admite</translation>
    </message>
    <message>
        <source>%1 must be null or a number in (0, 1000000]</source>
        <extracomment>%1 a key of config.json</extracomment>
        <translation>%1 debe ser null o un número en (0, 1000000]</translation>
    </message>
    <message>
        <source>layer_types must list one type for each of the %1 layers</source>
        <extracomment>the names with underscores are keys of config.json, kept; %1 the number of layers</extracomment>
        <translation>layer_types debe indicar un tipo para cada una de las %1 capas</translation>
    </message>
    <message>
        <source>layer_types has &quot;%1&quot;; expected sliding_attention or full_attention</source>
        <extracomment>the names with underscores are keys of config.json, kept; %1 the value found</extracomment>
        <translation>layer_types contiene «%1»; se esperaba sliding_attention o full_attention</translation>
    </message>
    <message>
        <source>use_bidirectional_attention: true is not supported (the pass is causal)</source>
        <extracomment>the names with underscores are keys of config.json, kept; true kept too</extracomment>
        <translation>use_bidirectional_attention: true no se admite (la pasada es causal)</translation>
    </message>
    <message>
        <source>hidden_activation &quot;%1&quot; is not supported (Gemma&apos;s MLP uses gelu_pytorch_tanh)</source>
        <extracomment>the names with underscores are keys of config.json, kept; gelu_pytorch_tanh kept too; %1 the value found</extracomment>
        <translation>hidden_activation «%1» no se admite (el MLP de Gemma usa gelu_pytorch_tanh)</translation>
    </message>
    <message>
        <source>sliding_window is null; %1&apos;s sliding layers need one</source>
        <extracomment>the names with underscores are keys of config.json, kept; null kept too; %1 the model type (gemma2…)</extracomment>
        <translation>sliding_window es null; las capas de ventana deslizante de %1 lo necesitan</translation>
    </message>
    <message>
        <source>rope_scaling is not supported for gemma2</source>
        <extracomment>the names with underscores are keys of config.json, kept; gemma2 kept too</extracomment>
        <translation>rope_scaling no se admite para gemma2</translation>
    </message>
    <message>
        <source>num_experts_per_tok %1 is more than the %2 experts (num_local_experts)</source>
        <extracomment>the names with underscores are keys of config.json, kept; %1 experts each token goes to, %2 the experts there are</extracomment>
        <translation>num_experts_per_tok %1 es más que los %2 expertos (num_local_experts)</translation>
    </message>
    <message>
        <source>hidden_act &quot;%1&quot; is not supported (GPT-OSS&apos;s experts use their clamped silu)</source>
        <extracomment>the names with underscores are keys of config.json, kept; silu kept too; %1 the value found</extracomment>
        <translation>hidden_act «%1» no se admite (los expertos de GPT-OSS usan su propia silu acotada)</translation>
    </message>
    <message>
        <source>sliding_window is null; gpt_oss&apos;s sliding layers need one</source>
        <extracomment>the names with underscores are keys of config.json, kept; null and gpt_oss kept too</extracomment>
        <translation>sliding_window es null; las capas de ventana deslizante de gpt_oss lo necesitan</translation>
    </message>
    <message>
        <source>quantization_config quant_method &quot;%1&quot; is not supported (mxfp4 is)</source>
        <extracomment>the names with underscores are keys of config.json, kept; mxfp4 kept too; %1 the value found</extracomment>
        <translation>quantization_config quant_method «%1» no se admite (mxfp4 sí)</translation>
    </message>
    <message>
        <source>apply_residual_connection_post_layernorm: true is not supported (the residual taken after the norm)</source>
        <extracomment>the names with underscores are keys of config.json, kept; true kept too</extracomment>
        <translation>apply_residual_connection_post_layernorm: true no se admite (el residual tomado después de la normalización)</translation>
    </message>
    <message>
        <source>n_head %1 does not divide hidden_size %2</source>
        <extracomment>the names with underscores are keys of config.json, kept; %1 the number of heads, %2 the model&apos;s width</extracomment>
        <translation>n_head %1 no divide a hidden_size %2</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>no es un objeto JSON</translation>
    </message>
    <message>
        <source>model_type is missing; expected gpt2, llama, mistral, qwen2, qwen3, gemma2, gemma3_text, gpt_oss, deepseek_v2, deepseek_v3 or bloom</source>
        <extracomment>model_type and the model types listed are config.json&apos;s words, kept</extracomment>
        <translation>falta model_type; se esperaba gpt2, llama, mistral, qwen2, qwen3, gemma2, gemma3_text, gpt_oss, deepseek_v2, deepseek_v3 o bloom</translation>
    </message>
    <message>
        <source>model_type is &quot;%1&quot;; supported are gpt2, llama, mistral, qwen2, qwen3, gemma2, gemma3_text, gpt_oss, deepseek_v2, deepseek_v3 and bloom</source>
        <extracomment>model_type and the model types listed are config.json&apos;s words, kept; %1 the value found</extracomment>
        <translation>model_type es «%1»; se admiten gpt2, llama, mistral, qwen2, qwen3, gemma2, gemma3_text, gpt_oss, deepseek_v2, deepseek_v3 y bloom</translation>
    </message>
    <message>
        <source>%1 is missing</source>
        <extracomment>%1 a key of config.json
----------
%1 a tensor&apos;s name in the safetensors file</extracomment>
        <translation>falta %1</translation>
    </message>
    <message>
        <source>%1 is not a whole number in 1…%2</source>
        <extracomment>%1 a key of config.json, %2 the largest allowed</extracomment>
        <translation>%1 no es un número entero en 1…%2</translation>
    </message>
    <message>
        <source>n_inner is not null or a whole number in 1…%1</source>
        <extracomment>the names with underscores are keys of config.json, kept; null kept too; %1 the largest allowed</extracomment>
        <translation>n_inner no es null ni un número entero en 1…%1</translation>
    </message>
    <message>
        <source>n_head %1 does not divide n_embd %2</source>
        <extracomment>the names with underscores are keys of config.json, kept; %1 the number of heads, %2 the model&apos;s width</extracomment>
        <translation>n_head %1 no divide a n_embd %2</translation>
    </message>
    <message>
        <source>layer_norm_epsilon is not a number in (0, 1]</source>
        <extracomment>the names with underscores are keys of config.json, kept</extracomment>
        <translation>layer_norm_epsilon no es un número en (0, 1]</translation>
    </message>
    <message>
        <source>activation_function &quot;%1&quot; is not supported (GPT-2 uses gelu_new, the tanh form)</source>
        <extracomment>the names with underscores are keys of config.json, kept; gelu_new kept too; %1 the value found</extracomment>
        <translation>activation_function «%1» no se admite (GPT-2 usa gelu_new, la variante con tanh)</translation>
    </message>
    <message>
        <source>%1 is not true or false</source>
        <extracomment>%1 a key of config.json; true and false kept as they are
----------
what is wrong in tokenizer_config.json; %1 a key (add_bos_token…); true and false kept
----------
what is wrong in tokenizer_config.json; %1 a key (legacy…); true and false kept</extracomment>
        <translation>%1 no es true ni false</translation>
    </message>
    <message>
        <source>attention_lab_task.bos is not a token id below vocab_size %1</source>
        <extracomment>the names with underscores are keys of config.json, kept; %1 the number of tokens in the vocabulary</extracomment>
        <translation>attention_lab_task.bos no es un id de token menor que vocab_size %1</translation>
    </message>
    <message>
        <source>qk_rope_head_dim %1 is odd; RoPE turns pairs of columns</source>
        <extracomment>the names with underscores are keys of config.json, kept; %1 the value found</extracomment>
        <translation>qk_rope_head_dim %1 es impar; RoPE gira pares de columnas</translation>
    </message>
    <message>
        <source>num_experts_per_tok %1 is more than the %2 experts (n_routed_experts)</source>
        <extracomment>the names with underscores are keys of config.json, kept; %1 experts each token goes to, %2 the experts there are</extracomment>
        <translation>num_experts_per_tok %1 es más que los %2 expertos (n_routed_experts)</translation>
    </message>
    <message>
        <source>n_group %1 must divide the %2 experts, and topk_group %3 be at most n_group</source>
        <extracomment>the names with underscores are keys of config.json, kept; %1 the groups, %2 the experts, %3 the groups kept</extracomment>
        <translation>n_group %1 debe dividir a los %2 expertos, y topk_group %3 no debe superar n_group</translation>
    </message>
    <message>
        <source>topk_method &quot;%1&quot; is not supported (greedy or group_limited_greedy)</source>
        <extracomment>the names with underscores are keys of config.json, kept; greedy kept too; %1 the value found</extracomment>
        <translation>topk_method «%1» no se admite (greedy o group_limited_greedy)</translation>
    </message>
    <message>
        <source>attention_bias: true is not supported (biases on q_a_proj, kv_a_proj_with_mqa and o_proj)</source>
        <extracomment>the names with underscores are keys of config.json, kept; true kept too</extracomment>
        <translation>attention_bias: true no se admite (sesgos en q_a_proj, kv_a_proj_with_mqa y o_proj)</translation>
    </message>
    <message>
        <source>hidden_act &quot;%1&quot; is not supported (DeepSeek&apos;s MLPs use silu)</source>
        <extracomment>the names with underscores are keys of config.json, kept; silu kept too; %1 the value found</extracomment>
        <translation>hidden_act «%1» no se admite (los MLP de DeepSeek usan silu)</translation>
    </message>
    <message>
        <source>quantization_config quant_method &quot;%1&quot; is not supported (fp8 is)</source>
        <extracomment>the names with underscores are keys of config.json, kept; fp8 kept too; %1 the value found</extracomment>
        <translation>quantization_config quant_method «%1» no se admite (fp8 sí)</translation>
    </message>
    <message>
        <source>quantization_config weight_block_size is not two whole numbers in 1…65536</source>
        <extracomment>the names with underscores are keys of config.json, kept</extracomment>
        <translation>quantization_config weight_block_size no son dos números enteros en 1…65536</translation>
    </message>
    <message>
        <source>%1 is not a whole number in %2…%3</source>
        <extracomment>%1 a key of config.json, %2…%3 the range allowed</extracomment>
        <translation>%1 no es un número entero en %2…%3</translation>
    </message>
    <message>
        <source>%1 is not a number in (0, %2]</source>
        <extracomment>%1 a key of config.json, %2 the largest allowed</extracomment>
        <translation>%1 no es un número en (0, %2]</translation>
    </message>
    <message>
        <source>num_key_value_heads %1 does not divide num_attention_heads %2</source>
        <extracomment>the names with underscores are keys of config.json, kept; %1 the key/value heads, %2 the heads</extracomment>
        <translation>num_key_value_heads %1 no divide a num_attention_heads %2</translation>
    </message>
    <message>
        <source>head_dim %1 is odd; RoPE turns pairs of columns</source>
        <extracomment>the names with underscores are keys of config.json, kept; %1 the width of a head</extracomment>
        <translation>head_dim %1 es impar; RoPE gira pares de columnas</translation>
    </message>
    <message>
        <source>rope_scaling yarn has no factor</source>
        <extracomment>the names with underscores are keys of config.json, kept; yarn and factor kept too</extracomment>
        <translation>rope_scaling yarn no tiene factor</translation>
    </message>
    <message>
        <source>rope_scaling factor must be above 0</source>
        <extracomment>the names with underscores are keys of config.json, kept; factor kept too</extracomment>
        <translation>rope_scaling factor debe ser mayor que 0</translation>
    </message>
    <message>
        <source>rope_theta must be above 1 for yarn</source>
        <extracomment>the names with underscores are keys of config.json, kept; yarn kept too</extracomment>
        <translation>rope_theta debe ser mayor que 1 para yarn</translation>
    </message>
    <message>
        <source>rope_scaling is not null or an object</source>
        <extracomment>the names with underscores are keys of config.json, kept; null kept too</extracomment>
        <translation>rope_scaling no es null ni un objeto</translation>
    </message>
    <message>
        <source>rope_scaling type &quot;%1&quot; is not supported (none, linear, llama3 or yarn)</source>
        <extracomment>the names with underscores are keys of config.json, kept; type and the types listed kept too; %1 the value found</extracomment>
        <translation>rope_scaling type «%1» no se admite (none, linear, llama3 o yarn)</translation>
    </message>
    <message>
        <source>rope_scaling factor must be at least 1</source>
        <extracomment>the names with underscores are keys of config.json, kept; factor kept too</extracomment>
        <translation>rope_scaling factor debe ser al menos 1</translation>
    </message>
    <message>
        <source>rope_scaling high_freq_factor must be above low_freq_factor</source>
        <extracomment>the names with underscores are keys of config.json, kept</extracomment>
        <translation>rope_scaling high_freq_factor debe ser mayor que low_freq_factor</translation>
    </message>
    <message>
        <source>%1: line %2%3</source>
        <extracomment>%1 the file, %2 the line&apos;s number, %3 what is wrong with the line, with its own space or colon first (&quot; is empty&quot;, &quot;: id 7 is outside …&quot;)</extracomment>
        <translation>%1: línea %2%3</translation>
    </message>
    <message>
        <source>%1 has no sequence</source>
        <extracomment>%1 the file of token ids</extracomment>
        <translation>%1 no tiene ninguna secuencia</translation>
    </message>
    <message>
        <source> is empty</source>
        <extracomment>put after &quot;%1: line %2&quot; (the file and the line), the space first kept</extracomment>
        <translation> está vacía</translation>
    </message>
    <message>
        <source>: &quot;%1&quot; is not a token id</source>
        <extracomment>put after &quot;%1: line %2&quot; (the file and the line), the colon first kept; %1 the text found</extracomment>
        <translation>: «%1» no es un id de token</translation>
    </message>
    <message>
        <source>: id %1 is outside the vocabulary (0…%2)</source>
        <extracomment>put after &quot;%1: line %2&quot; (the file and the line), the colon first kept; %1 the id found, %2 the highest token id</extracomment>
        <translation>: el id %1 está fuera del vocabulario (0…%2)</translation>
    </message>
    <message>
        <source> has more than %1 ids, the model&apos;s positions</source>
        <extracomment>put after &quot;%1: line %2&quot; (the file and the line), the space first kept; %1 the model&apos;s positions</extracomment>
        <translation> tiene más de %1 ids, las posiciones del modelo</translation>
    </message>
    <message>
        <source> has 1 id; a sequence needs 2 to %1</source>
        <extracomment>put after &quot;%1: line %2&quot; (the file and the line), the space first kept; %1 the model&apos;s positions</extracomment>
        <translation> tiene 1 id; una secuencia necesita de 2 a %1</translation>
    </message>
    <message>
        <source>[] (a single number)</source>
        <extracomment>a tensor&apos;s shape when it has no axes (in &quot;%1 has shape %2, …&quot;)</extracomment>
        <translation>[] (un solo número)</translation>
    </message>
    <message>
        <source>%1: missing; pytorch_model.bin is a Python pickle, which is not read (download model.safetensors instead)</source>
        <extracomment>%1 model.safetensors in the folder; pytorch_model.bin and model.safetensors are file names, kept</extracomment>
        <translation>%1: falta; pytorch_model.bin es un pickle de Python, que no se lee (descargue model.safetensors en su lugar)</translation>
    </message>
    <message>
        <source>%1: missing</source>
        <extracomment>%1 a file that should be there
----------
%1 a key of the session file that is not there</extracomment>
        <translation>%1: falta</translation>
    </message>
    <message>
        <source>model.safetensors.index.json: %1 names the file &quot;%2&quot;, which is not a shard</source>
        <extracomment>the file names are kept; %1 a tensor&apos;s name, %2 the file the index names</extracomment>
        <translation>model.safetensors.index.json: %1 nombra el archivo «%2», que no es un fragmento</translation>
    </message>
    <message>
        <source>%1: %2 is not in it, though model.safetensors.index.json says so</source>
        <extracomment>%1 a file of the model (a shard), %2 a tensor&apos;s name; the file name kept</extracomment>
        <translation>%1: %2 no está en él, aunque model.safetensors.index.json lo indica</translation>
    </message>
    <message>
        <source>no weight_map object</source>
        <extracomment>the problem with a model&apos;s model.safetensors.index.json; weight_map is its key, kept</extracomment>
        <translation>no hay ningún objeto weight_map</translation>
    </message>
    <message>
        <source>%1: weight_map gives %2 the file &quot;%3&quot;; expected a .safetensors file in the same folder</source>
        <extracomment>%1 the index file, %2 a tensor&apos;s name, %3 the file it names; weight_map kept</extracomment>
        <translation>%1: weight_map asigna a %2 el archivo «%3»; se esperaba un archivo .safetensors en la misma carpeta</translation>
    </message>
    <message>
        <source>%1: more than %2 shards</source>
        <extracomment>%1 the index file, %2 the most shards (files) a model may have</extracomment>
        <translation>%1: más de %2 fragmentos</translation>
    </message>
    <message>
        <source>%1_blocks and _scales are not MXFP4 (U8, (E, R, G, 16) and (E, R, G)): %2 and %3</source>
        <extracomment>%1 a tensor&apos;s name in the safetensors file; _blocks, _scales, MXFP4 and U8 kept; %2 and %3 their shapes (&quot;32 × 90 × 16&quot;)</extracomment>
        <translation>%1_blocks y _scales no son MXFP4 (U8, (E, R, G, 16) y (E, R, G)): %2 y %3</translation>
    </message>
    <message>
        <source>%1_blocks holds %2 experts, config.json says %3 (num_local_experts)</source>
        <extracomment>%1 a tensor&apos;s name in the safetensors file; _blocks and num_local_experts kept; %2 the experts it holds, %3 the experts config.json gives</extracomment>
        <translation>%1_blocks contiene %2 expertos, config.json indica %3 (num_local_experts)</translation>
    </message>
    <message>
        <source>%1 is stored as F8_E4M3 without its %1_scale_inv</source>
        <extracomment>%1 a tensor&apos;s name in the safetensors file; F8_E4M3 and _scale_inv kept</extracomment>
        <translation>%1 está almacenado como F8_E4M3 sin su %1_scale_inv</translation>
    </message>
    <message>
        <source>%1_scale_inv is %2 %3, expected F32 %4 × %5 (one per %6 × %7 block)</source>
        <extracomment>%1 a tensor&apos;s name in the safetensors file; _scale_inv and F32 kept; %2 %3 its type and shape, %4 × %5 the shape expected, %6 × %7 a block</extracomment>
        <translation>%1_scale_inv es %2 %3; se esperaba F32 %4 × %5 (uno por bloque de %6 × %7)</translation>
    </message>
    <message>
        <source>%1 is stored as %2, which is not supported (F32, F16, BF16, F64 or block-scaled F8_E4M3)</source>
        <extracomment>%1 a tensor&apos;s name in the safetensors file, %2 its type (&quot;I64&quot;); the types listed kept</extracomment>
        <translation>%1 está almacenado como %2, que no se admite (F32, F16, BF16, F64 o F8_E4M3 con escala por bloques)</translation>
    </message>
    <message>
        <source>%1 has shape %2, expected a vector or a matrix</source>
        <extracomment>%1 a tensor&apos;s name in the safetensors file, %2 its shape (&quot;2 × 3 × 4&quot;)</extracomment>
        <translation>%1 tiene forma %2; se esperaba un vector o una matriz</translation>
    </message>
    <message>
        <source>%1 holds %2 experts, config.json says %3 (num_local_experts)</source>
        <extracomment>%1 a tensor&apos;s name in the safetensors file; num_local_experts kept; %2 the experts it holds, %3 the experts config.json gives</extracomment>
        <translation>%1 contiene %2 expertos, config.json indica %3 (num_local_experts)</translation>
    </message>
    <message>
        <source>%1 is stored twice</source>
        <extracomment>%1 a tensor&apos;s name in the safetensors file</extracomment>
        <translation>%1 está almacenado dos veces</translation>
    </message>
    <message>
        <source>%1 belongs to layer %2, but config.json says %3 %4</source>
        <extracomment>%1 a tensor&apos;s name in the safetensors file, %2 its layer, %3 num_hidden_layers or n_layer (kept), %4 the number of layers</extracomment>
        <translation>%1 pertenece a la capa %2, pero config.json indica %3 %4</translation>
    </message>
    <message>
        <source> (from config.json)</source>
        <extracomment>added after a problem with the model&apos;s weights that comes from its config.json</extracomment>
        <translation> (de config.json)</translation>
    </message>
    <message>
        <source>%1: no such folder</source>
        <extracomment>%1 the folder given</extracomment>
        <translation>%1: no existe esa carpeta</translation>
    </message>
    <message>
        <source>%1: not a folder (give the folder that holds config.json and model.safetensors)</source>
        <extracomment>%1 the folder given; the file names kept</extracomment>
        <translation>%1: no es una carpeta (indique la carpeta que contiene config.json y model.safetensors)</translation>
    </message>
    <message>
        <source>%1: cannot read this folder (%2)</source>
        <extracomment>%1 the folder given, %2 the system&apos;s reason</extracomment>
        <translation>%1: no se puede leer esta carpeta (%2)</translation>
    </message>
    <message>
        <source>%1: missing (a Hugging Face model folder has config.json)</source>
        <extracomment>%1 config.json in the folder; Hugging Face and config.json kept</extracomment>
        <translation>%1: falta (una carpeta de modelo de Hugging Face tiene config.json)</translation>
    </message>
    <message>
        <source>%1: a %2 model splits text its own way, which vocab.json and merges.txt do not say; give token ids</source>
        <extracomment>%1 the tokenizer file, %2 the model type (llama, qwen2…); the file names kept</extracomment>
        <translation>%1: un modelo %2 divide el texto a su manera, que vocab.json y merges.txt no describen; indique ids de token</translation>
    </message>
    <message>
        <source>%1: missing; vocab.json alone cannot split text without its merges (or give tokenizer.json)</source>
        <extracomment>%1 merges.txt in the folder; the file names kept</extracomment>
        <translation>%1: falta; vocab.json por sí solo no puede dividir el texto sin sus fusiones (o indique tokenizer.json)</translation>
    </message>
    <message>
        <source>%1: no tokenizer (expected vocab.json and merges.txt, or tokenizer.json)</source>
        <extracomment>%1 the folder given; the file names kept</extracomment>
        <translation>%1: no hay tokenizador (se esperaban vocab.json y merges.txt, o tokenizer.json)</translation>
    </message>
    <message>
        <source>%1: token &quot;%2&quot; has id %3, but the model has only %4 tokens (vocab_size in config.json)</source>
        <extracomment>%1 the tokenizer file, %2 the token, %3 its id, %4 the tokens the model has; vocab_size and config.json kept</extracomment>
        <translation>%1: el token «%2» tiene el id %3, pero el modelo solo tiene %4 tokens (vocab_size en config.json)</translation>
    </message>
    <message>
        <source>Layer %1 (--layer %2) does not fit a session: %3</source>
        <extracomment>--layer is a command line option, kept; %1 the layer counted from 1, %2 from 0, %3 why (English, from the core)</extracomment>
        <translation>La capa %1 (--layer %2) no cabe en una sesión: %3</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not a token id (0…%3)</source>
        <extracomment>%1 what the token is for (an option such as --answer, or a field&apos;s name), %2 what was given (&quot;#70000&quot;), %3 the highest token id</extracomment>
        <translation>%1 «%2» no es un id de token (0…%3)</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not one token after the text: the text then ends in %3%4 (give a one-token continuation such as &quot; Mary&quot;, or #ID)</source>
        <extracomment>%1 what the token is for (an option such as --answer, or a field&apos;s name), %2 the text given, %3 the tokens the text ends in then (&quot;&quot;Ma&quot; (12), &quot;ry&quot; (34)&quot;) or &quot;nothing new&quot;, %4 &quot;, and the text&apos;s own last tokens change&quot; or nothing; &quot; Mary&quot; is an example of a name that continues a text, #ID kept</extracomment>
        <translation>%1 «%2» no es un solo token tras el texto: el texto acaba entonces en %3%4 (indique una continuación de un solo token, como « Mary», o #ID)</translation>
    </message>
    <message>
        <source>nothing new</source>
        <extracomment>what a text ends in when what was given added no token (in &quot;the text then ends in %3&quot;)</extracomment>
        <translation>nada nuevo</translation>
    </message>
    <message>
        <source>, and the text&apos;s own last tokens change</source>
        <extracomment>added after the tokens a text ends in, when the given text also changed the text&apos;s own last tokens</extracomment>
        <translation>, y cambian los últimos tokens del propio texto</translation>
    </message>
    <message>
        <source>%1 and %2 overlap (bytes %3…%4 and %5…%6 of the data)</source>
        <extracomment>%1 and %2 two tensors&apos; names, %3…%4 and %5…%6 the bytes each takes</extracomment>
        <translation>%1 y %2 se solapan (bytes %3…%4 y %5…%6 de los datos)</translation>
    </message>
    <message>
        <source>%1 bytes, too short for a safetensors file (it starts with an 8-byte header length)</source>
        <extracomment>%1 the file&apos;s size; safetensors kept</extracomment>
        <translation>%1 bytes, demasiado corto para un archivo safetensors (empieza con una longitud de cabecera de 8 bytes)</translation>
    </message>
    <message>
        <source>the header length (%1 bytes) goes past the end of the file (%2 bytes): the file is truncated or not a safetensors file</source>
        <extracomment>%1 the length the header gives, %2 the file&apos;s size; safetensors kept</extracomment>
        <translation>la longitud de la cabecera (%1 bytes) va más allá del final del archivo (%2 bytes): el archivo está truncado o no es un archivo safetensors</translation>
    </message>
    <message>
        <source>the header is %1 bytes, over the limit of %2 MB</source>
        <extracomment>%1 the header&apos;s size, %2 the most megabytes</extracomment>
        <translation>la cabecera tiene %1 bytes, más del límite de %2 MB</translation>
    </message>
    <message>
        <source>the header is empty</source>
        <translation>la cabecera está vacía</translation>
    </message>
    <message>
        <source>the header is %1</source>
        <translation>la cabecera es %1</translation>
    </message>
    <message>
        <source>the header: %1</source>
        <translation>la cabecera: %1</translation>
    </message>
    <message>
        <source>the header is not a JSON object</source>
        <translation>la cabecera no es un objeto JSON</translation>
    </message>
    <message>
        <source>__metadata__ is not an object</source>
        <extracomment>__metadata__ is a key of the header, kept</extracomment>
        <translation>__metadata__ no es un objeto</translation>
    </message>
    <message>
        <source>not an object with dtype, shape and data_offsets</source>
        <extracomment>about one tensor of a safetensors file; dtype, shape and data_offsets are keys, kept</extracomment>
        <translation>no es un objeto con dtype, shape (la forma) y data_offsets</translation>
    </message>
    <message>
        <source>dtype is missing or not a string</source>
        <extracomment>about one tensor of a safetensors file; dtype is a key, kept</extracomment>
        <translation>dtype falta o no es una cadena</translation>
    </message>
    <message>
        <source>unknown dtype &quot;%1&quot;</source>
        <extracomment>dtype is a key of a safetensors file, kept; %1 the type found</extracomment>
        <translation>dtype «%1» desconocido</translation>
    </message>
    <message>
        <source>shape is missing or not a list</source>
        <extracomment>about one tensor of a safetensors file; shape is a key, kept</extracomment>
        <translation>shape (la forma) falta o no es una lista</translation>
    </message>
    <message>
        <source>shape has %1 dimensions, more than 8</source>
        <extracomment>shape is a key of a safetensors file, kept; %1 a count</extracomment>
        <translation>shape (la forma) tiene %1 dimensiones, más de 8</translation>
    </message>
    <message>
        <source>shape[%1] is not a whole number ≥ 0</source>
        <extracomment>shape is a key of a safetensors file, kept; %1 the axis (from 0)</extracomment>
        <translation>shape[%1], un eje de la forma, no es un número entero ≥ 0</translation>
    </message>
    <message>
        <source>shape [%1…] needs more bytes than the file holds</source>
        <extracomment>shape is a key of a safetensors file, kept; %1 its first size</extracomment>
        <translation>shape [%1…] (la forma) necesita más bytes de los que contiene el archivo</translation>
    </message>
    <message>
        <source>data_offsets is missing or not a list</source>
        <extracomment>about one tensor of a safetensors file; data_offsets is a key, kept</extracomment>
        <translation>data_offsets falta o no es una lista</translation>
    </message>
    <message>
        <source>data_offsets is not a pair of whole numbers ≥ 0</source>
        <extracomment>data_offsets is a key of a safetensors file, kept</extracomment>
        <translation>data_offsets no es un par de números enteros ≥ 0</translation>
    </message>
    <message>
        <source>data_offsets [%1, %2] begin after they end</source>
        <extracomment>data_offsets is a key of a safetensors file, kept; %1 and %2 its two numbers</extracomment>
        <translation>data_offsets [%1, %2] empieza después de terminar</translation>
    </message>
    <message>
        <source>data_offsets [%1, %2] end past the data (%3 bytes): the file is truncated</source>
        <extracomment>data_offsets is a key of a safetensors file, kept; %1 and %2 its two numbers, %3 the data&apos;s size</extracomment>
        <translation>data_offsets [%1, %2] termina más allá de los datos (%3 bytes): el archivo está truncado</translation>
    </message>
    <message>
        <source>data_offsets [%1, %2] hold %3 bytes, but a %4 tensor of that shape needs %5</source>
        <extracomment>data_offsets is a key of a safetensors file, kept; %1 and %2 its two numbers, %3 the bytes, %4 the type (&quot;F32&quot;), %5 the bytes needed</extracomment>
        <translation>data_offsets [%1, %2] abarca %3 bytes, pero un tensor %4 de esa forma necesita %5</translation>
    </message>
    <message>
        <source>%1: token &quot;%2&quot; has id %3, expected a whole number in 0…%4</source>
        <extracomment>%1 the vocabulary file, %2 a token, %3 the id found, %4 the highest id allowed</extracomment>
        <translation>%1: el token «%2» tiene el id %3; se esperaba un número entero en 0…%4</translation>
    </message>
    <message>
        <source>%1: id %2 is given to two tokens (&quot;%3&quot; and &quot;%4&quot;)</source>
        <extracomment>%1 the vocabulary file, %2 the id, %3 and %4 the two tokens</extracomment>
        <translation>%1: el id %2 se da a dos tokens («%3» y «%4»)</translation>
    </message>
    <message>
        <source>%1: merge %2 is not two tokens separated by one space</source>
        <extracomment>%1 the merges file, %2 the merge&apos;s number</extracomment>
        <translation>%1: la fusión %2 no son dos tokens separados por un espacio</translation>
    </message>
    <message>
        <source>%1: expected an object of tokens and their ids</source>
        <extracomment>%1 the vocabulary file (vocab.json)</extracomment>
        <translation>%1: se esperaba un objeto de tokens y sus ids</translation>
    </message>
    <message>
        <source>%1: the id of token &quot;%2&quot; is not a number</source>
        <extracomment>%1 the vocabulary file (vocab.json), %2 a token</extracomment>
        <translation>%1: el id del token «%2» no es un número</translation>
    </message>
    <message>
        <source>%1: line %2 is not two tokens separated by one space</source>
        <extracomment>%1 the merges file (merges.txt), %2 the line&apos;s number</extracomment>
        <translation>%1: la línea %2 no son dos tokens separados por un espacio</translation>
    </message>
    <message>
        <source>the vocabulary has no token for &quot;%1&quot; (in &quot;%2&quot;)</source>
        <extracomment>%1 a character, %2 the piece of text it is in
----------
%1 a part of a word, %2 the piece of text it is in</extracomment>
        <translation>el vocabulario no tiene ningún token para «%1» (en «%2»)</translation>
    </message>
    <message>
        <source>%1: normalizer makes the text more than 16 times longer; give token ids</source>
        <extracomment>%1 the tokenizer file; normalizer is its key, kept</extracomment>
        <translation>%1: normalizer hace el texto más de 16 veces más largo; indique ids de token</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not in model.vocab</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); %1 the unknown token; model.vocab kept</extracomment>
        <translation>«%1» no está en model.vocab, el vocabulario del modelo</translation>
    </message>
    <message>
        <source>is %1: BPE dropout gives random ids</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); %1 the dropout; BPE kept</extracomment>
        <translation>es %1: el dropout de BPE da ids aleatorios</translation>
    </message>
    <message>
        <source>is not supported</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;)</extracomment>
        <translation>no se admite</translation>
    </message>
    <message>
        <source>%1: %2; give token ids</source>
        <extracomment>%1 the tokenizer file, %2 the place in it and what is wrong there (&quot;model.dropout is 0.1: …&quot;)</extracomment>
        <translation>%1: %2; indique ids de token</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not supported</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); %1 the step&apos;s type (&quot;Precompiled&quot;)</extracomment>
        <translation>«%1» no se admite</translation>
    </message>
    <message>
        <source>(Prepend) has no &quot;prepend&quot; string</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); Prepend and prepend kept</extracomment>
        <translation>(Prepend) no tiene la cadena &quot;prepend&quot;</translation>
    </message>
    <message>
        <source>(Replace) has no &quot;content&quot; string</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); Replace and content kept</extracomment>
        <translation>(Replace) no tiene la cadena &quot;content&quot;</translation>
    </message>
    <message>
        <source>is one normalizer more than the %1 supported</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); %1 the most normalizers</extracomment>
        <translation>es un normalizador más de los %1 admitidos</translation>
    </message>
    <message>
        <source>is a second ByteLevel step</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); ByteLevel kept</extracomment>
        <translation>es un segundo paso ByteLevel</translation>
    </message>
    <message>
        <source>(Split) has behavior &quot;%1&quot;, expected one of %2</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); Split and behavior kept; %1 the value found, %2 the values allowed</extracomment>
        <translation>(Split) tiene behavior «%1»; se esperaba uno de %2</translation>
    </message>
    <message>
        <source>(Metaspace) needs a one-character &quot;replacement&quot;</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); Metaspace and replacement kept</extracomment>
        <translation>(Metaspace) necesita un &quot;replacement&quot; de un solo carácter</translation>
    </message>
    <message>
        <source>(Metaspace) has prepend_scheme &quot;%1&quot;, expected always, first or never</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); Metaspace, prepend_scheme and the values kept; %1 the value found</extracomment>
        <translation>(Metaspace) tiene prepend_scheme «%1»; se esperaba always, first o never</translation>
    </message>
    <message>
        <source>is one pre-tokenizer more than the %1 supported</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); %1 the most pre-tokenizers</extracomment>
        <translation>es un pretokenizador más de los %1 admitidos</translation>
    </message>
    <message>
        <source>is not the one text $A a single text has</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); $A (the text) kept</extracomment>
        <translation>no es el único texto $A que tiene una plantilla de un solo texto</translation>
    </message>
    <message>
        <source>names no token of special_tokens</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); special_tokens kept</extracomment>
        <translation>no nombra ningún token de special_tokens</translation>
    </message>
    <message>
        <source>gives id %1, which is not a token</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); %1 the id</extracomment>
        <translation>da el id %1, que no es un token</translation>
    </message>
    <message>
        <source>(TemplateProcessing) has no $A in &quot;single&quot;</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); TemplateProcessing, $A and single kept</extracomment>
        <translation>(TemplateProcessing) no tiene $A en &quot;single&quot;</translation>
    </message>
    <message>
        <source>%1: added_tokens[%2] needs a &quot;content&quot; string and a whole &quot;id&quot; in 0…%3</source>
        <extracomment>%1 the tokenizer file, %2 the entry&apos;s number, %3 the highest id; added_tokens, content and id kept</extracomment>
        <translation>%1: added_tokens[%2] necesita una cadena &quot;content&quot; y un &quot;id&quot; entero en 0…%3</translation>
    </message>
    <message>
        <source>is %1, but the tokenizers library gives &quot;%2&quot; id %3</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); %1 the id the file gives, %2 the token, %3 the id the library gives</extracomment>
        <translation>es %1, pero la biblioteca tokenizers da a «%2» el id %3</translation>
    </message>
    <message>
        <source>expected an object</source>
        <extracomment>what is wrong in tokenizer_config.json</extracomment>
        <translation>se esperaba un objeto</translation>
    </message>
    <message>
        <source>%1 is true but %2 names no token of the tokenizer</source>
        <extracomment>what is wrong in tokenizer_config.json; %1 add_bos_token or add_eos_token, %2 bos_token or eos_token</extracomment>
        <translation>%1 es true, pero %2 no nombra ningún token del tokenizador</translation>
    </message>
    <message>
        <source>has an empty pattern</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;)</extracomment>
        <translation>tiene un patrón vacío</translation>
    </message>
    <message>
        <source>has no pattern {&quot;String&quot;: …} or {&quot;Regex&quot;: …}</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); String and Regex kept</extracomment>
        <translation>no tiene ningún patrón {&quot;String&quot;: …} ni {&quot;Regex&quot;: …}</translation>
    </message>
    <message>
        <source>has a pattern that %1</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); %1 what is wrong with the pattern (&quot;can match the empty string&quot;)</extracomment>
        <translation>tiene un patrón que %1</translation>
    </message>
    <message>
        <source>no &quot;model&quot; object</source>
        <extracomment>model is a key of tokenizer.json, kept</extracomment>
        <translation>falta el objeto &quot;model&quot;, que describe el modelo</translation>
    </message>
    <message>
        <source>model type &quot;%1&quot; is not BPE, the only tokenizer model supported</source>
        <extracomment>BPE kept; %1 the model type found</extracomment>
        <translation>el tipo de modelo «%1» no es BPE, el único modelo de tokenizador admitido</translation>
    </message>
    <message>
        <source>model.vocab is missing or empty</source>
        <extracomment>model.vocab is a key of tokenizer.json, kept</extracomment>
        <translation>model.vocab, el vocabulario del modelo, falta o está vacío</translation>
    </message>
    <message>
        <source>model.merges is missing: a vocabulary without its merges cannot split text</source>
        <extracomment>model.merges is a key of tokenizer.json, kept</extracomment>
        <translation>falta model.merges, las fusiones del modelo: un vocabulario sin sus fusiones no puede dividir el texto</translation>
    </message>
    <message>
        <source>model.vocab: the id of token &quot;%1&quot; is not a number</source>
        <extracomment>model.vocab is a key of tokenizer.json, kept; %1 a token</extracomment>
        <translation>model.vocab (el vocabulario del modelo): el id del token «%1» no es un número</translation>
    </message>
    <message>
        <source>makes the added token &quot;%1&quot; too long</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); %1 a token</extracomment>
        <translation>hace demasiado largo el token añadido «%1»</translation>
    </message>
    <message>
        <source>(Metaspace, prepend_scheme &quot;first&quot;) after a Strip or Replace normalizer is not supported</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); Metaspace, prepend_scheme, first, Strip and Replace kept</extracomment>
        <translation>(Metaspace, prepend_scheme &quot;first&quot;) tras un normalizador Strip o Replace no se admite</translation>
    </message>
    <message>
        <source>ends with a lone \</source>
        <extracomment>what is wrong with a tokenizer&apos;s regular expression, put after &quot;has a pattern that&quot;</extracomment>
        <translation>termina con una \ suelta</translation>
    </message>
    <message>
        <source>uses \%1, which Qt&apos;s engine reads otherwise</source>
        <extracomment>what is wrong with a tokenizer&apos;s regular expression, put after &quot;has a pattern that&quot;; %1 a letter</extracomment>
        <translation>usa \%1, que el motor de Qt interpreta de otro modo</translation>
    </message>
    <message>
        <source>has a negated or POSIX class inside a class</source>
        <extracomment>what is wrong with a tokenizer&apos;s regular expression, put after &quot;has a pattern that&quot;</extracomment>
        <translation>tiene una clase negada o POSIX dentro de una clase</translation>
    </message>
    <message>
        <source>has a range beside a class inside a class</source>
        <extracomment>what is wrong with a tokenizer&apos;s regular expression, put after &quot;has a pattern that&quot;</extracomment>
        <translation>tiene un rango junto a una clase dentro de una clase</translation>
    </message>
    <message>
        <source>intersects classes (&amp;&amp;)</source>
        <extracomment>what is wrong with a tokenizer&apos;s regular expression, put after &quot;has a pattern that&quot;</extracomment>
        <translation>hace la intersección de clases (&amp;&amp;)</translation>
    </message>
    <message>
        <source>has a group (?%1 Qt&apos;s engine reads otherwise</source>
        <extracomment>what is wrong with a tokenizer&apos;s regular expression, put after &quot;has a pattern that&quot;; %1 the group&apos;s first characters (&quot;?P&quot;)</extracomment>
        <translation>tiene un grupo (?%1 que el motor de Qt interpreta de otro modo</translation>
    </message>
    <message>
        <source>Qt cannot read (%1)</source>
        <extracomment>what is wrong with a tokenizer&apos;s regular expression, put after &quot;has a pattern that&quot;; %1 Qt&apos;s reason</extracomment>
        <translation>Qt no puede leer (%1)</translation>
    </message>
    <message>
        <source>can match the empty string</source>
        <extracomment>what is wrong with a tokenizer&apos;s regular expression, put after &quot;has a pattern that&quot;</extracomment>
        <translation>puede coincidir con la cadena vacía</translation>
    </message>
    <message>
        <source>not a .npy file (it does not start with \x93NUMPY)</source>
        <translation>no es un archivo .npy (no empieza por \x93NUMPY)</translation>
    </message>
    <message>
        <source>npy format %1.%2 is not read (1.0, 2.0 or 3.0)</source>
        <extracomment>%1.%2 the version of the .npy format</extracomment>
        <translation>el formato npy %1.%2 no se lee (1.0, 2.0 o 3.0)</translation>
    </message>
    <message>
        <source>the .npy header is cut short</source>
        <translation>la cabecera .npy está cortada</translation>
    </message>
    <message>
        <source>the .npy header says it is %1 bytes long; the file is shorter</source>
        <extracomment>%1 a number of bytes</extracomment>
        <translation>la cabecera .npy dice que mide %1 bytes; el archivo es más corto</translation>
    </message>
    <message>
        <source>the .npy header does not give descr, fortran_order and shape</source>
        <extracomment>descr, fortran_order and shape are the names of the header&apos;s fields, kept as they are</extracomment>
        <translation>la cabecera .npy no da descr, fortran_order y shape (la forma)</translation>
    </message>
    <message>
        <source>the numbers are %1; expected little-endian float32 or float64 (&lt;f4, &lt;f8)</source>
        <extracomment>%1 the type the .npy header gives (e.g. &quot;&lt;i8&quot;)</extracomment>
        <translation>los números son %1; se esperaba float32 o float64 little-endian (&lt;f4, &lt;f8)</translation>
    </message>
    <message>
        <source>fortran_order is %1, not True or False</source>
        <extracomment>fortran_order, True and False as written in the .npy header, kept; %1 the value found</extracomment>
        <translation>fortran_order es %1, no True ni False</translation>
    </message>
    <message>
        <source>shape is %1, not a tuple</source>
        <extracomment>%1 the shape as written in the .npy header</extracomment>
        <translation>shape (la forma) es %1, no una tupla</translation>
    </message>
    <message>
        <source>shape %1 is not a tuple of whole numbers</source>
        <extracomment>%1 the shape as written in the .npy header</extracomment>
        <translation>la forma %1 no es una tupla de números enteros</translation>
    </message>
    <message>
        <source>shape %1 holds more than %2 numbers</source>
        <extracomment>%1 the shape as written in the .npy header, %2 the largest count of numbers read</extracomment>
        <translation>la forma %1 contiene más de %2 números</translation>
    </message>
    <message>
        <source>shape %1 has more than 16 axes</source>
        <extracomment>%1 the shape as written in the .npy header</extracomment>
        <translation>la forma %1 tiene más de 16 ejes</translation>
    </message>
    <message>
        <source>shape %1 of %2-byte numbers needs %3 bytes of data; the file has %4</source>
        <extracomment>%1 the shape as written in the .npy header, %2 4 or 8, %3 the bytes needed, %4 the bytes there</extracomment>
        <translation>la forma %1 de números de %2 bytes necesita %3 bytes de datos; el archivo tiene %4</translation>
    </message>
    <message>
        <source>more than %1 values in the file, far beyond %2</source>
        <extracomment>a session file far too large; %1 a count of values, %2 what a part of the file holds at most (&quot;the limit of 4096 tokens&quot;, &quot;a single value&quot;)</extracomment>
        <translation>más de %1 valores en el archivo, muy por encima de %2</translation>
    </message>
    <message>
        <source>a string of more than %1 bytes in the file, far beyond %2</source>
        <extracomment>a session file&apos;s text far too long; %1 a count of bytes, %2 what a part of the file holds at most (&quot;the limit of 64 bytes a token&quot;, &quot;its settings&quot;)</extracomment>
        <translation>una cadena de más de %1 bytes en el archivo, muy por encima de %2</translation>
    </message>
    <message>
        <source>the limit of %1 × %2 numbers</source>
        <extracomment>what a part of a session file is beyond (in &quot;…, far beyond %2&quot;); %1 × %2 a matrix&apos;s rows and columns</extracomment>
        <translation>el límite de %1 × %2 números</translation>
    </message>
    <message>
        <source>a single value</source>
        <extracomment>what a part of a session file is beyond (in &quot;…, far beyond %2&quot;): a setting</extracomment>
        <translation>un solo valor</translation>
    </message>
    <message>
        <source>its one value</source>
        <extracomment>what a setting&apos;s text in a session file is beyond (in &quot;…, far beyond %2&quot;)</extracomment>
        <translation>su único valor</translation>
    </message>
    <message>
        <source>the limit of %1 tokens</source>
        <extracomment>what a part of a session file is beyond (in &quot;…, far beyond %2&quot;); %1 a count of tokens</extracomment>
        <translation>el límite de %1 tokens</translation>
    </message>
    <message>
        <source>the limit of %1 bytes a token</source>
        <extracomment>what a token&apos;s text is beyond (in &quot;…, far beyond %2&quot;); %1 a count of bytes</extracomment>
        <translation>el límite de %1 bytes por token</translation>
    </message>
    <message>
        <source>the two settings optimizer and lr</source>
        <extracomment>what a part of a session file is beyond (in &quot;…, far beyond %2&quot;); optimizer and lr are the settings&apos; names in the file, kept as they are</extracomment>
        <translation>los dos ajustes optimizer y lr</translation>
    </message>
    <message>
        <source>its settings</source>
        <extracomment>what the text of a setting in a session file is beyond (in &quot;…, far beyond %2&quot;)</extracomment>
        <translation>sus ajustes</translation>
    </message>
    <message>
        <source>the limit of %1 numbers</source>
        <extracomment>what a part of a session file is beyond (in &quot;…, far beyond %2&quot;); %1 a count of numbers</extracomment>
        <translation>el límite de %1 números</translation>
    </message>
    <message>
        <source>a position for each of %1 tokens</source>
        <extracomment>what a part of a session file is beyond (in &quot;…, far beyond %2&quot;); %1 a count of tokens</extracomment>
        <translation>una posición para cada uno de %1 tokens</translation>
    </message>
    <message>
        <source>seven matrices of at most %1 × %1 numbers</source>
        <extracomment>what a part of a session file is beyond (in &quot;…, far beyond %2&quot;); %1 × %1 a matrix&apos;s rows and columns</extracomment>
        <translation>siete matrices de como mucho %1 × %1 números</translation>
    </message>
    <message>
        <source>a block of %1 tokens, d_model %2 and %3 hidden units</source>
        <extracomment>what a part of a session file is beyond (in &quot;…, far beyond %2&quot;); %1 a count of tokens, %2 the model&apos;s width (d_model kept), %3 a count</extracomment>
        <translation>un bloque de %1 tokens, d_model %2 y %3 unidades ocultas</translation>
    </message>
    <message>
        <source>its activation</source>
        <extracomment>what the name of a block&apos;s activation in a session file is beyond (in &quot;…, far beyond %2&quot;)</extracomment>
        <translation>su activación</translation>
    </message>
    <message>
        <source>one number for each of at most %1 heads</source>
        <extracomment>what a part of a session file is beyond (in &quot;…, far beyond %2&quot;); %1 a count of heads</extracomment>
        <translation>un número por cada una de como mucho %1 cabezas</translation>
    </message>
    <message>
        <source>the limit of %1 pairs</source>
        <extracomment>what a part of a session file is beyond (in &quot;…, far beyond %2&quot;); %1 a count of pairs of tokens</extracomment>
        <translation>el límite de %1 pares</translation>
    </message>
    <message>
        <source>a single text</source>
        <extracomment>what a part of a session file is beyond (in &quot;…, far beyond %2&quot;): the notes</extracomment>
        <translation>un solo texto</translation>
    </message>
    <message>
        <source>the limit of %1 bytes</source>
        <extracomment>what a text in a session file is beyond (in &quot;…, far beyond %2&quot;); %1 a count of bytes</extracomment>
        <translation>el límite de %1 bytes</translation>
    </message>
    <message>
        <source>more than %1 bytes, beyond the limit of 1 MB for the app&apos;s view state</source>
        <extracomment>the view state of a session file too large; %1 a count of bytes</extracomment>
        <translation>más de %1 bytes, por encima del límite de 1 MB para el estado de la vista de la aplicación</translation>
    </message>
    <message>
        <source>view: %1: %2 bytes, more than the limit of %3</source>
        <extracomment>&quot;view&quot; is a key of the session file, kept as it is; %1 a key within it (title, note or file), %2 its size in bytes, %3 the most bytes it may have</extracomment>
        <translation>view: %1: %2 bytes, más del límite de %3</translation>
    </message>
    <message>
        <source>view: head_labels: %1 labels, more than the limit of %2 heads</source>
        <extracomment>&quot;view&quot; and &quot;head_labels&quot; are keys of the session file, kept as they are; %1 a count of labels, %2 the most heads</extracomment>
        <translation>view: head_labels: %1 etiquetas, más del límite de %2 cabezas</translation>
    </message>
    <message>
        <source>view: head_labels: label %1 is longer than %2 bytes of UTF-8</source>
        <extracomment>&quot;view&quot; and &quot;head_labels&quot; are keys of the session file, kept as they are; %1 the label&apos;s number (from 0), %2 the most bytes</extracomment>
        <translation>view: head_labels: la etiqueta %1 ocupa más de %2 bytes de UTF-8</translation>
    </message>
    <message>
        <source>a number</source>
        <extracomment>what a value in a session file is instead (in &quot;%1 is %2, expected a number&quot;)</extracomment>
        <translation>un número</translation>
    </message>
    <message>
        <source>a string</source>
        <extracomment>what a value in a session file is instead (in &quot;%1 is %2, expected a number&quot;)</extracomment>
        <translation>una cadena</translation>
    </message>
    <message>
        <source>a list</source>
        <extracomment>what a value in a session file is instead (in &quot;%1 is %2, expected a number&quot;)</extracomment>
        <translation>una lista</translation>
    </message>
    <message>
        <source>an object</source>
        <extracomment>what a value in a session file is instead (in &quot;%1 is %2, expected a number&quot;)</extracomment>
        <translation>un objeto</translation>
    </message>
    <message>
        <source>nothing</source>
        <extracomment>what a value in a session file is instead (in &quot;%1 is %2, expected a number&quot;)</extracomment>
        <translation>nada</translation>
    </message>
    <message>
        <source>%1 is %2, expected a number</source>
        <extracomment>%1 where in the session file (a key such as W_Q, or &quot;W_Q: row 2, column 3&quot;), %2 what it is: &quot;a list&quot;, &quot;a string&quot;…</extracomment>
        <translation>%1 es %2, se esperaba un número</translation>
    </message>
    <message>
        <source>%1 is not a finite number</source>
        <extracomment>%1 where in the session file (a key such as W_Q, or &quot;W_Q: row 2, column 3&quot;)</extracomment>
        <translation>%1 no es un número finito</translation>
    </message>
    <message>
        <source>%1 is %2, expected a whole number</source>
        <extracomment>%1 where in the session file (a key such as W_Q, or &quot;W_Q: row 2, column 3&quot;), %2 the number found</extracomment>
        <translation>%1 es %2, se esperaba un número entero</translation>
    </message>
    <message>
        <source>%1 is %2, outside 0…%3</source>
        <extracomment>%1 where in the session file (a key such as W_Q, or &quot;W_Q: row 2, column 3&quot;), %2 the number found, %3 the highest allowed</extracomment>
        <translation>%1 es %2, fuera de 0…%3</translation>
    </message>
    <message>
        <source>%1 is %2, expected a list</source>
        <extracomment>%1 where in the session file (a key such as W_Q, or &quot;W_Q: row 2, column 3&quot;), %2 what it is: &quot;a number&quot;, &quot;a string&quot;…</extracomment>
        <translation>%1 es %2, se esperaba una lista</translation>
    </message>
    <message>
        <source>%1: %2 numbers, expected %3</source>
        <extracomment>%1 a key of the session file (W_Q, embeddings…), %2 the count found, %3 the count expected</extracomment>
        <translation>%1: %2 números, se esperaban %3</translation>
    </message>
    <message>
        <source>%1: entry %2</source>
        <extracomment>a place in a session file, put into messages; %1 a key of the file, %2 the entry&apos;s number (from 0)</extracomment>
        <translation>%1: entrada %2</translation>
    </message>
    <message>
        <source>%1 is %2, outside ±%3</source>
        <extracomment>%1 where in the session file (a key such as W_Q, or &quot;W_Q: row 2, column 3&quot;), %2 the number found, %3 the largest size allowed</extracomment>
        <translation>%1 es %2, fuera de ±%3</translation>
    </message>
    <message>
        <source>%1: %2 rows, expected %3</source>
        <extracomment>%1 a key of the session file (W_Q, embeddings…), %2 the count found, %3 the count expected</extracomment>
        <translation>%1: %2 filas, se esperaban %3</translation>
    </message>
    <message>
        <source>%1: no rows</source>
        <extracomment>%1 a key of the session file (W_Q, embeddings…)</extracomment>
        <translation>%1: no hay filas</translation>
    </message>
    <message>
        <source>%1: %2 rows, more than the limit of %3</source>
        <extracomment>%1 a key of the session file (W_Q, embeddings…), %2 the count found, %3 the most allowed</extracomment>
        <translation>%1: %2 filas, más del límite de %3</translation>
    </message>
    <message>
        <source>%1: row %2</source>
        <extracomment>a place in a session file, put into messages; %1 a key of the file, %2 the row&apos;s number (from 0)</extracomment>
        <translation>%1: fila %2</translation>
    </message>
    <message>
        <source>%1: row 0 is empty</source>
        <extracomment>%1 a key of the session file (W_Q, embeddings…)</extracomment>
        <translation>%1: la fila 0 está vacía</translation>
    </message>
    <message>
        <source>%1: %2 columns, more than the limit of %3</source>
        <extracomment>%1 a key of the session file (W_Q, embeddings…), %2 the count found, %3 the most allowed</extracomment>
        <translation>%1: %2 columnas, más del límite de %3</translation>
    </message>
    <message>
        <source>%1: row %2 has %3 numbers, expected %4</source>
        <extracomment>%1 a key of the session file (W_Q, embeddings…), %2 the row&apos;s number (from 0), %3 the count found, %4 the count expected</extracomment>
        <translation>%1: la fila %2 tiene %3 números, se esperaban %4</translation>
    </message>
    <message>
        <source>%1: row %2, column %3</source>
        <extracomment>a place in a session file, put into messages; %1 a key of the file, %2 the row, %3 the column (from 0)</extracomment>
        <translation>%1: fila %2, columna %3</translation>
    </message>
    <message>
        <source>%1: %2 must be a positive number up to %3</source>
        <extracomment>%1 where in the session file (a key such as W_Q, or &quot;W_Q: row 2, column 3&quot;), %2 the number found, %3 the largest allowed</extracomment>
        <translation>%1: %2 debe ser un número positivo no mayor que %3</translation>
    </message>
    <message>
        <source>window: %1 must be a whole number ≥ 1</source>
        <extracomment>before the colon: a key of the session file, kept; %1 the value found</extracomment>
        <translation>window: la ventana %1 debe ser un número entero ≥ 1</translation>
    </message>
    <message>
        <source>window: %1 is more than %2</source>
        <extracomment>before the colon: a key of the session file, kept; %1 the value found, %2 the largest whole number</extracomment>
        <translation>window: la ventana %1 es mayor que %2</translation>
    </message>
    <message>
        <source>prefix: %1 must be a whole number in 0…%2</source>
        <extracomment>before the colon: a key of the session file, kept; %1 the value found, %2 the count of tokens</extracomment>
        <translation>prefix: %1 debe ser un número entero en 0…%2</translation>
    </message>
    <message>
        <source>prefix: %1 is outside 0…%2</source>
        <extracomment>before the colon: a key of the session file, kept; %1 the value found, %2 the count of tokens</extracomment>
        <translation>prefix: %1 está fuera de 0…%2</translation>
    </message>
    <message>
        <source>segments: %1 ids for %2 tokens</source>
        <extracomment>before the colon: a key of the session file, kept; %1 a count of segment ids, %2 a count of tokens</extracomment>
        <translation>segments: %1 ids para %2 tokens</translation>
    </message>
    <message>
        <source>segments: entry %1 is %2, expected a whole number</source>
        <extracomment>before the colon: a key of the session file, kept; %1 the entry&apos;s number (from 0), %2 the value found</extracomment>
        <translation>segments: la entrada %1 es %2, se esperaba un número entero</translation>
    </message>
    <message>
        <source>target: %1 rows for %2 tokens</source>
        <extracomment>before the colon: a key of the session file, kept; %1 a count of rows, %2 a count of tokens</extracomment>
        <translation>target: el objetivo tiene %1 filas para %2 tokens</translation>
    </message>
    <message>
        <source>training is %1, expected an object</source>
        <extracomment>&quot;training&quot; is a key of the session file, kept; %1 what it is: &quot;a list&quot;, &quot;a number&quot;…</extracomment>
        <translation>training es %1, se esperaba un objeto con los ajustes del entrenamiento</translation>
    </message>
    <message>
        <source>training: %1: missing</source>
        <extracomment>before the colon: a key of the session file, kept; %1 a key within it (optimizer or lr)</extracomment>
        <translation>training: falta %1 en los ajustes del entrenamiento</translation>
    </message>
    <message>
        <source>training: optimizer is %1, expected &quot;sgd&quot; or &quot;adam&quot;</source>
        <extracomment>before the colon: a key of the session file, kept; &quot;optimizer&quot;, &quot;sgd&quot; and &quot;adam&quot; kept too; %1 the value found (&quot;a list&quot;…)</extracomment>
        <translation>training: optimizer es %1; el entrenamiento espera &quot;sgd&quot; o &quot;adam&quot;</translation>
    </message>
    <message>
        <source>training: lr: %1 must be a positive number</source>
        <extracomment>before the colon: a key of the session file, kept; lr kept too; %1 the value found</extracomment>
        <translation>training: lr: %1 debe ser un número positivo (la tasa de aprendizaje del entrenamiento)</translation>
    </message>
    <message>
        <source>format: expected &quot;%1&quot;</source>
        <extracomment>before the colon: a key of the session file, kept; %1 the format&apos;s name</extracomment>
        <translation>format: se esperaba &quot;%1&quot;</translation>
    </message>
    <message>
        <source>version: expected %1</source>
        <extracomment>before the colon: a key of the session file, kept; %1 the version this app writes</extracomment>
        <translation>version: se esperaba %1</translation>
    </message>
    <message>
        <source>version: %1 is newer than this app reads (%2)</source>
        <extracomment>before the colon: a key of the session file, kept; %1 the file&apos;s version, %2 the newest this app reads</extracomment>
        <translation>version: %1 es más reciente de lo que lee esta aplicación (%2)</translation>
    </message>
    <message>
        <source>tokens: there must be at least one token</source>
        <extracomment>before the colon: a key of the session file, kept</extracomment>
        <translation>tokens: debe haber al menos un token</translation>
    </message>
    <message>
        <source>tokens: %1 tokens, more than the limit of %2</source>
        <extracomment>before the colon: a key of the session file, kept; %1 the count found, %2 the most allowed</extracomment>
        <translation>tokens: %1 tokens, más del límite de %2</translation>
    </message>
    <message>
        <source>tokens: token %1 is %2, expected a string</source>
        <extracomment>before the colon: a key of the session file, kept; %1 the token&apos;s number (from 0), %2 what it is (&quot;a number&quot;…)</extracomment>
        <translation>tokens: el token %1 es %2, se esperaba una cadena</translation>
    </message>
    <message>
        <source>tokens: token %1 is longer than %2 bytes of UTF-8</source>
        <extracomment>before the colon: a key of the session file, kept; %1 the token&apos;s number (from 0), %2 the most bytes</extracomment>
        <translation>tokens: el token %1 ocupa más de %2 bytes de UTF-8</translation>
    </message>
    <message>
        <source>embeddings: %1 rows for %2 tokens</source>
        <extracomment>before the colon: a key of the session file, kept; %1 a count of rows, %2 a count of tokens</extracomment>
        <translation>embeddings: %1 filas para %2 tokens</translation>
    </message>
    <message>
        <source>num_heads: %1 is not a whole number in 1…%2</source>
        <extracomment>before the colon: a key of the session file, kept; %1 the value found, %2 the most heads</extracomment>
        <translation>num_heads: %1 no es un número entero en 1…%2</translation>
    </message>
    <message>
        <source>causal is %1, expected true or false</source>
        <extracomment>&quot;causal&quot;, true and false are the session file&apos;s words, kept; %1 what it is (&quot;a number&quot;…)</extracomment>
        <translation>causal es %1, se esperaba true o false</translation>
    </message>
    <message>
        <source>padding: entry %1</source>
        <extracomment>a place in a session file, put into messages; &quot;padding&quot; a key, kept; %1 the entry&apos;s number (from 0)</extracomment>
        <translation>padding: entrada %1 del relleno</translation>
    </message>
    <message>
        <source>blocked: %1 pairs, more than the limit of %2</source>
        <extracomment>before the colon: a key of the session file, kept; %1 the count found, %2 the most allowed</extracomment>
        <translation>blocked: %1 pares, más del límite de %2</translation>
    </message>
    <message>
        <source>blocked: entry %1</source>
        <extracomment>a place in a session file, put into messages; &quot;blocked&quot; a key, kept; %1 the entry&apos;s number (from 0)</extracomment>
        <translation>blocked: entrada %1</translation>
    </message>
    <message>
        <source>%1 has %2 numbers, expected [query, key]</source>
        <extracomment>%1 a place in the file (&quot;blocked: entry 3&quot;), %2 a count; the bracket shows what the pair holds</extracomment>
        <translation>%1 tiene %2 números, se esperaba [consulta, clave]</translation>
    </message>
    <message>
        <source> query</source>
        <extracomment>added to a place in a session file (&quot;blocked: entry 3&quot;): the pair&apos;s first number, the query</extracomment>
        <translation> (consulta)</translation>
    </message>
    <message>
        <source> key</source>
        <extracomment>added to a place in a session file (&quot;blocked: entry 3&quot;): the pair&apos;s second number, the key</extracomment>
        <translation> (clave)</translation>
    </message>
    <message>
        <source>notes: expected a string, not %1</source>
        <extracomment>before the colon: a key of the session file, kept; %1 what it is (&quot;a number&quot;…)</extracomment>
        <translation>notes: se esperaba una cadena, no %1</translation>
    </message>
    <message>
        <source>notes: %1 bytes, more than the limit of %2</source>
        <extracomment>before the colon: a key of the session file, kept; %1 the count found, %2 the most allowed</extracomment>
        <translation>notes: %1 bytes, más del límite de %2</translation>
    </message>
    <message>
        <source>%1: expected a JSON object with &quot;format&quot;: &quot;%2&quot;</source>
        <extracomment>%1 the file, %2 the format&apos;s name; &quot;format&quot; is a key of the file, kept as it is</extracomment>
        <translation>%1: se esperaba un objeto JSON con &quot;format&quot;: &quot;%2&quot;</translation>
    </message>
    <message>
        <source>no preset named &quot;%1&quot; (try: %2)</source>
        <extracomment>%1 the name asked for, %2 the names there are</extracomment>
        <translation>no hay ningún ejemplo llamado «%1» (pruebe: %2)</translation>
    </message>
    <message>
        <source>%1: expected an object, not %2</source>
        <extracomment>%1 a key of the session file (&quot;block: mlp&quot;), %2 what it is: &quot;a list&quot;, &quot;a number&quot;…</extracomment>
        <translation>%1: se esperaba un objeto, no %2</translation>
    </message>
    <message>
        <source>%1%2 is not a key there (%3)</source>
        <extracomment>%1 where in the session file (&quot;block: mlp: &quot;), %2 the key found, %3 the keys it may have</extracomment>
        <translation>%1%2 no es una clave válida ahí (%3)</translation>
    </message>
    <message>
        <source>block: a session with latent attention (mla) has no block: it is GPT-2&apos;s</source>
        <extracomment>&quot;block&quot; and &quot;mla&quot; are keys of the session file, kept as they are</extracomment>
        <translation>block: una sesión con atención latente (mla) no tiene block, que es el de GPT-2</translation>
    </message>
    <message>
        <source>block: mlp: activation: %1, expected &quot;gelu_new&quot; (GPT-2&apos;s)</source>
        <extracomment>before the colons: keys of the session file, kept; &quot;gelu_new&quot; kept too; %1 the value found, or &quot;missing&quot;</extracomment>
        <translation>block: mlp: activation: %1, se esperaba &quot;gelu_new&quot; (la de GPT-2)</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>falta</translation>
    </message>
    <message>
        <source>block: mlp: W_in: %1 columns, outside 1…%2</source>
        <extracomment>before the colons: keys of the session file, kept; %1 the count found, %2 the most allowed</extracomment>
        <translation>block: mlp: W_in: %1 columnas, fuera de 1…%2</translation>
    </message>
    <message>
        <source>block: eps: missing</source>
        <extracomment>before the colons: keys of the session file, kept</extracomment>
        <translation>block: eps: falta</translation>
    </message>
    <message>
        <source>%1: %2 is not a whole number in %3…%4</source>
        <extracomment>%1 a key of the session file, %2 the value found, %3…%4 the range allowed</extracomment>
        <translation>%1: %2 no es un número entero en %3…%4</translation>
    </message>
    <message>
        <source>%1: %2: missing</source>
        <extracomment>%1 where in the session file (&quot;rope: scaling&quot;), %2 the key that is not there</extracomment>
        <translation>%1: %2: falta</translation>
    </message>
    <message>
        <source>num_kv_heads: %1 does not divide num_heads %2</source>
        <extracomment>before the colon: a key of the session file, kept; num_heads kept too; %1 the value found, %2 the number of heads</extracomment>
        <translation>num_kv_heads: %1 no divide a num_heads %2</translation>
    </message>
    <message>
        <source>head_dim: num_heads %1 × head_dim %2 is more than the limit of %3</source>
        <extracomment>before the colon: a key of the session file, kept; num_heads and head_dim kept too; %1 heads, %2 their width, %3 the most columns</extracomment>
        <translation>head_dim: num_heads %1 × head_dim %2 supera el límite de %3</translation>
    </message>
    <message>
        <source>num_heads: %1 does not divide d_model %2</source>
        <extracomment>before the colon: a key of the session file, kept; d_model kept too; %1 the number of heads, %2 the model&apos;s width</extracomment>
        <translation>num_heads: %1 no divide a d_model %2</translation>
    </message>
    <message>
        <source>norm_eps: %1 must lie in [1e-12, 1]</source>
        <extracomment>before the colon: a key of the session file, kept; %1 the value found</extracomment>
        <translation>norm_eps: %1 debe estar en [1e-12, 1]</translation>
    </message>
    <message>
        <source>rope is %1, expected an object</source>
        <extracomment>&quot;rope&quot; is a key of the session file, kept; %1 what it is (&quot;a list&quot;, &quot;a number&quot;…)</extracomment>
        <translation>rope es %1, se esperaba un objeto</translation>
    </message>
    <message>
        <source>rope: positions: entry %1</source>
        <extracomment>a place in a session file, put into messages; &quot;rope: positions&quot; keys, kept; %1 the entry&apos;s number (from 0)</extracomment>
        <translation>rope: positions: entrada %1</translation>
    </message>
    <message>
        <source>%1 is %2, expected an object</source>
        <extracomment>%1 where in the session file (&quot;rope: scaling&quot;), %2 what it is (&quot;a list&quot;, &quot;a number&quot;…)</extracomment>
        <translation>%1 es %2, se esperaba un objeto</translation>
    </message>
    <message>
        <source>%1: high_freq_factor must be larger than low_freq_factor</source>
        <extracomment>%1 where in the session file (&quot;rope: scaling&quot;); high_freq_factor and low_freq_factor are keys, kept</extracomment>
        <translation>%1: high_freq_factor debe ser mayor que low_freq_factor</translation>
    </message>
    <message>
        <source>%1: truncate is %2, expected true or false</source>
        <extracomment>%1 where in the session file (&quot;rope: scaling&quot;); truncate, true and false are the file&apos;s words, kept; %2 what it is</extracomment>
        <translation>%1: truncate es %2, se esperaba true o false</translation>
    </message>
    <message>
        <source>%1: rope_type is %2; the supported ones are linear, llama3 and yarn</source>
        <extracomment>%1 where in the session file (&quot;rope: scaling&quot;), %2 the value found; rope_type, linear, llama3 and yarn kept</extracomment>
        <translation>%1: rope_type es %2; los admitidos son linear, llama3 y yarn</translation>
    </message>
    <message>
        <source>mla: %1: missing</source>
        <extracomment>&quot;mla&quot; is a key of the session file, kept; %1 a key within it that is not there</extracomment>
        <translation>mla: %1: falta</translation>
    </message>
    <message>
        <source>mla: expected an object, not %1</source>
        <extracomment>&quot;mla&quot; is a key of the session file, kept; %1 what it is (&quot;a list&quot;, &quot;a number&quot;…)</extracomment>
        <translation>mla: se esperaba un objeto, no %1</translation>
    </message>
    <message>
        <source>%1: a session with latent attention (mla) has no %1</source>
        <extracomment>%1 a key of the session file (W_Q, head_dim…); &quot;mla&quot; is one too, kept</extracomment>
        <translation>%1: una sesión con atención latente (mla) no tiene %1</translation>
    </message>
    <message>
        <source>mla: %1 is not a key of mla (W_DQ, q_a_norm, W_UQ, W_DKV, kv_norm, W_UK, W_UV, W_KR, qk_nope_head_dim, qk_rope_head_dim, v_head_dim)</source>
        <extracomment>&quot;mla&quot; and the names in brackets are keys of the session file, kept; %1 the key found</extracomment>
        <translation>mla: %1 no es una clave de mla (W_DQ, q_a_norm, W_UQ, W_DKV, kv_norm, W_UK, W_UV, W_KR, qk_nope_head_dim, qk_rope_head_dim, v_head_dim)</translation>
    </message>
    <message>
        <source>mla: qk_rope_head_dim %1 is odd; RoPE turns pairs of columns</source>
        <extracomment>&quot;mla&quot; and qk_rope_head_dim are keys of the session file, kept; %1 the value found</extracomment>
        <translation>mla: qk_rope_head_dim %1 es impar; RoPE gira pares de columnas</translation>
    </message>
    <message>
        <source>mla: num_heads %1 × max(qk_nope_head_dim + qk_rope_head_dim, v_head_dim) %2 is more than the limit of %3</source>
        <extracomment>the names with underscores and &quot;mla&quot; are keys of the session file, kept; %1 the number of heads, %2 the widest of a head&apos;s parts, %3 the most columns</extracomment>
        <translation>mla: num_heads %1 × max(qk_nope_head_dim + qk_rope_head_dim, v_head_dim) %2 supera el límite de %3</translation>
    </message>
    <message>
        <source>alibi is %1, expected true or false</source>
        <extracomment>&quot;alibi&quot;, true and false are the session file&apos;s words, kept; %1 what it is (&quot;a list&quot;, &quot;a number&quot;…)</extracomment>
        <translation>alibi es %1, se esperaba true o false</translation>
    </message>
    <message>
        <source>sinks: %1 for %2, expected one a head</source>
        <extracomment>before the colon: a key of the session file, kept; %1 a count of numbers (&quot;3 numbers&quot;), %2 a count of heads (&quot;4 heads&quot;)</extracomment>
        <translation>sinks: %1 para %2, se esperaba un sumidero por cabeza</translation>
    </message>
    <message>
        <source>sinks: head %1</source>
        <extracomment>a place in a session file, put into messages; &quot;sinks&quot; a key, kept; %1 the head&apos;s number (from 1)</extracomment>
        <translation>sinks: sumidero de la cabeza %1</translation>
    </message>
    <message>
        <source>%1: %2 is beyond ±%3</source>
        <extracomment>%1 where in the session file (&quot;sinks: head 2&quot;), %2 the value found, %3 the largest size allowed</extracomment>
        <translation>%1: %2 está fuera de ±%3</translation>
    </message>
    <message>
        <source>not valid JSON (%1 at %2)</source>
        <extracomment>%1 the parser&apos;s reason (Qt&apos;s own words, e.g. &quot;illegal value&quot;), %2 &quot;line 3, column 7&quot;</extracomment>
        <translation>JSON no válido (%1 en %2)</translation>
    </message>
    <message>
        <source>key &quot;%1&quot; appears twice in the same object (%2)</source>
        <extracomment>%1 the key, %2 where: &quot;line 3, column 7&quot;</extracomment>
        <translation>la clave «%1» aparece dos veces en el mismo objeto (%2)</translation>
    </message>
    <message>
        <source>a lone UTF-16 surrogate \u%1 in a string</source>
        <extracomment>%1 four hexadecimal digits</extracomment>
        <translation>un sustituto UTF-16 suelto \u%1 en una cadena</translation>
    </message>
    <message>
        <source>a string that is not valid UTF-8</source>
        <translation>una cadena que no es UTF-8 válido</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <extracomment>where in a file a problem is: %1 the line, %2 the column (both counted from 1)</extracomment>
        <translation>línea %1, columna %2</translation>
    </message>
    <message>
        <source>%1 is a symbolic link; give a folder that does not exist or is empty</source>
        <extracomment>%1 the folder</extracomment>
        <translation>%1 es un enlace simbólico; indique una carpeta que no exista o que esté vacía</translation>
    </message>
    <message>
        <source>%1: the folder it would go in does not exist</source>
        <extracomment>%1 the folder</extracomment>
        <translation>%1: la carpeta en la que iría no existe</translation>
    </message>
    <message>
        <source>%1 exists and is not a folder</source>
        <extracomment>%1 the folder</extracomment>
        <translation>%1 existe y no es una carpeta</translation>
    </message>
    <message>
        <source>%1 is not empty</source>
        <extracomment>%1 the folder</extracomment>
        <translation>%1 no está vacía</translation>
    </message>
</context>
<context>
    <name>LessonText</name>
    <message>
        <source>T (log scale)</source>
        <translation>T (escala logarítmica)</translation>
    </message>
    <message>
        <source>scores per head</source>
        <extracomment>the measured cost&apos;s table: T (tokens), scores per head, time, × (how much longer), memory</extracomment>
        <translation>puntuaciones por cabeza</translation>
    </message>
    <message>
        <source>time</source>
        <extracomment>a column heading: the time one forward pass took</extracomment>
        <translation>tiempo</translation>
    </message>
    <message>
        <source>memory</source>
        <extracomment>a column heading: the memory the result took</extracomment>
        <translation>memoria</translation>
    </message>
    <message>
        <source>time per forward pass</source>
        <translation>tiempo por pasada</translation>
    </message>
    <message>
        <source>memory of the result</source>
        <translation>memoria del resultado</translation>
    </message>
    <message>
        <source>from this session: %1</source>
        <extracomment>the slide&apos;s footer; %1: what the step takes from the session, joined by &quot;; &quot;</extracomment>
        <translation>de esta sesión: %1</translation>
    </message>
    <message>
        <source>the lesson&apos;s constants: %1</source>
        <extracomment>the slide&apos;s footer; %1: the lesson&apos;s own numbers the step uses, joined by &quot;; &quot;</extracomment>
        <translation>constantes de la lección: %1</translation>
    </message>
    <message>
        <source>Attention, worked out by hand — answer key</source>
        <translation>Atención, calculada a mano — solucionario</translation>
    </message>
    <message>
        <source>Attention, worked out by hand — worksheet</source>
        <translation>Atención, calculada a mano — hoja de ejercicios</translation>
    </message>
    <message>
        <source>Name: ____________________</source>
        <translation>Nombre: ____________________</translation>
    </message>
    <message>
        <source>Work it out here:</source>
        <translation>Calcúlelo aquí:</translation>
    </message>
    <message>
        <source>Work it out on the back of the sheet.</source>
        <translation>Calcúlelo en el reverso de la hoja.</translation>
    </message>
    <message>
        <source>This session makes q, k and v from DeepSeek&apos;s latents (mla), not from W_Q, W_K and W_V, which the lesson&apos;s steps work out by hand. The heatmaps, the tables and the breakdown show this layer; open the lesson&apos;s example (File ▸ Presets ▸ The lesson: three tokens by hand) for the steps.</source>
        <translation>Esta sesión obtiene q, k y v de los latentes de DeepSeek (mla), no de W_Q, W_K y W_V, que los pasos de la lección calculan a mano. Los mapas de calor, las tablas y el desglose muestran esta capa; para los pasos, abra el ejemplo de la lección (Archivo ▸ Ejemplos ▸ La lección: tres tokens a mano).</translation>
    </message>
    <message>
        <source>, columns %1</source>
        <extracomment>after a name, the columns (numbered from 1) it is of: &quot;, columns 18, 24&quot;</extracomment>
        <translation>, columnas %1</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <extracomment>the end of a list: &quot;%1 and %2&quot;, %1 being one item or several joined by &quot;, &quot;</extracomment>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <source>token %1 %2</source>
        <extracomment>a token by its number and itself: token 2 “river”</extracomment>
        <translation>token %1 %2</translation>
    </message>
    <message>
        <source>query %1 %2</source>
        <extracomment>the query (a token) by its number and itself: query 2 “river”</extracomment>
        <translation>consulta %1 %2</translation>
    </message>
    <message>
        <source>head %1 of %2</source>
        <extracomment>an attention head: head 2 of 8</extracomment>
        <translation>cabeza %1 de %2</translation>
    </message>
    <message>
        <source>head 1</source>
        <extracomment>the only attention head</extracomment>
        <translation>cabeza 1</translation>
    </message>
    <message>
        <source>Layer %1 · head %2</source>
        <translation>Capa %1 · cabeza %2</translation>
    </message>
    <message>
        <source>recorded: a 2-layer model learns to repeat, %1 steps in %2 s</source>
        <translation>grabado: un modelo de 2 capas aprende a repetir, %1 pasos en %2 s</translation>
    </message>
    <message>
        <source>its induction head, %1, after training</source>
        <extracomment>%1: the head, as &quot;L2 H1&quot; (layer 2, head 1)</extracomment>
        <translation>su cabeza de inducción, %1, tras el entrenamiento</translation>
    </message>
    <message>
        <source>each letter of the second copy looks at the letter after its first occurrence</source>
        <translation>cada letra de la segunda copia mira a la letra que sigue a su primera aparición</translation>
    </message>
    <message>
        <source>%1 at step %2</source>
        <extracomment>a head and the training step where it formed: &quot;L1 H3 at step 450&quot;</extracomment>
        <translation>%1 en el paso %2</translation>
    </message>
    <message>
        <source>not yet</source>
        <extracomment>the head has not formed yet</extracomment>
        <translation>todavía no</translation>
    </message>
    <message>
        <source>A model with two layers of attention learns, from random weights, to continue random letters said twice. Its loss on the repeated half falls slowly, then steps down: what formed there?</source>
        <translation>Un modelo con dos capas de atención aprende, desde pesos aleatorios, a continuar letras al azar dichas dos veces. Su pérdida en la mitad repetida baja despacio y luego cae de golpe: ¿qué se formó ahí?</translation>
    </message>
    <message>
        <source>what formed where the loss stepped down</source>
        <translation>qué se formó donde la pérdida cayó de golpe</translation>
    </message>
    <message>
        <source>a previous-token head and an induction head</source>
        <translation>una cabeza de token anterior y una cabeza de inducción</translation>
    </message>
    <message>
        <source>Two heads formed together: a previous-token head (%1) and an induction head (%2) that uses it to find each letter&apos;s earlier place and copy what came next. The loss on the repeated half fell to %3; with the induction head switched off it is %4. Labs ▸ Train a Model trains it live.</source>
        <translation>Se formaron dos cabezas a la vez: una cabeza de token anterior (%1) y una cabeza de inducción (%2) que la usa para encontrar el lugar anterior de cada letra y copiar lo que venía después. La pérdida en la mitad repetida bajó a %3; con la cabeza de inducción apagada es %4. Laboratorio ▸ Entrenar un modelo lo entrena en directo.</translation>
    </message>
    <message>
        <source>recorded once by the app; not this session</source>
        <translation>grabado una vez por la aplicación; no es esta sesión</translation>
    </message>
    <message>
        <source>This session&apos;s tokens or embeddings were edited since its layer was taken from the model, so the rest of the block no longer belongs to them. Undo the edit to bring it back.</source>
        <translation>Los tokens o los embeddings de esta sesión se han editado desde que su capa se tomó del modelo, así que el resto del bloque ya no les corresponde. Deshaga la edición para recuperarlo.</translation>
    </message>
    <message>
        <source>This session is the attention alone. A GPT-2 layer taken from a model carries the rest of its block: open a model folder (File ▸ Open Model…) and choose Edit Layer N in the Tables, or write one with attention-lab model DIR --text … --layer L --session-out layer.json.</source>
        <translation>Esta sesión es solo la atención. Una capa de GPT-2 tomada de un modelo trae el resto de su bloque: abra una carpeta de modelo (Archivo ▸ Abrir modelo…) y elija Editar la capa N en las tablas, o escriba una con attention-lab model DIR --text … --layer L --session-out layer.json.</translation>
    </message>
    <message>
        <source>x is the residual stream: each token&apos;s row, carried from block to block</source>
        <translation>x es el flujo residual: la fila de cada token, que pasa de bloque en bloque</translation>
    </message>
    <message>
        <source>each sub-layer reads a normed copy and adds its answer back</source>
        <translation>cada subcapa lee una copia normalizada y le suma su respuesta</translation>
    </message>
    <message>
        <source>this session&apos;s attention has</source>
        <extracomment>a line cut by a number: &quot;this session&apos;s attention has&quot; 12 &quot; weights&quot;</extracomment>
        <translation>la atención de esta sesión tiene</translation>
    </message>
    <message>
        <source> weights</source>
        <extracomment>after a number: &quot;… has 12 weights&quot; (parameters); keep the space in front
----------
after a count: &quot;262,144 weights&quot;</extracomment>
        <translation> pesos</translation>
    </message>
    <message>
        <source>GPT-2&apos;s MLP for d_model %1, %1 → %2 → %1, has</source>
        <extracomment>followed by a number: how many weights (parameters) the MLP has</extracomment>
        <translation>el MLP de GPT-2 para d_model %1, %1 → %2 → %1, tiene</translation>
    </message>
    <message>
        <source>Attention is one half of a transformer block. %1</source>
        <translation>La atención es la mitad de un bloque transformer. %1</translation>
    </message>
    <message>
        <source>the attention&apos;s weight count</source>
        <translation>el número de pesos de la atención</translation>
    </message>
    <message>
        <source>x, the stream entering this block:</source>
        <extracomment>followed by the shape of x, &quot;3 × 768&quot;</extracomment>
        <translation>x, el flujo que entra en este bloque:</translation>
    </message>
    <message>
        <source> — LN₁(x) is the X the lesson worked with</source>
        <extracomment>after the shape of x (keep the space in front)</extracomment>
        <translation> — LN₁(x) es la X con la que trabajó la lección</translation>
    </message>
    <message>
        <source>the attention&apos;s weights:</source>
        <extracomment>followed by a count of weights (parameters)</extracomment>
        <translation>pesos de la atención:</translation>
    </message>
    <message>
        <source>the MLP&apos;s, d_model %1 → %2 → %1:</source>
        <extracomment>&quot;the MLP&apos;s (weights)&quot;, followed by a count of weights (parameters)</extracomment>
        <translation>pesos del MLP, d_model %1 → %2 → %1:</translation>
    </message>
    <message>
        <source> (and %1 in the two norms)</source>
        <extracomment>after the MLP&apos;s weight count: %1 weights more in the two LayerNorms (keep the space)</extracomment>
        <translation> (y %1 en las dos normalizaciones)</translation>
    </message>
    <message>
        <source>for %1: |x| = %2, the attention adds |a| = %3, the MLP |m| =</source>
        <translation>para la %1: |x| = %2, la atención suma |a| = %3, el MLP |m| =</translation>
    </message>
    <message>
        <source>nothing in the block replaces the stream: each half adds to it</source>
        <translation>nada en el bloque sustituye al flujo: cada mitad le suma algo</translation>
    </message>
    <message>
        <source>This session is a layer of a real model: the attention the lesson worked out is one half of its block. Before it, LayerNorm; after it, the residual add; then a second LayerNorm and an MLP %1 units wide, added to the stream too.</source>
        <translation>Esta sesión es una capa de un modelo real: la atención que calculó la lección es la mitad de su bloque. Antes, una LayerNorm; después, la suma residual; luego, una segunda LayerNorm y un MLP de %1 unidades de ancho, que también se suma al flujo.</translation>
    </message>
    <message>
        <source>the block&apos;s sizes and weight counts</source>
        <translation>los tamaños y el número de pesos del bloque</translation>
    </message>
    <message>
        <source>the lengths of %1&apos;s rows</source>
        <translation>las longitudes de las filas de la %1</translation>
    </message>
    <message>
        <source>The residual add and LayerNorm of one row, with the layer&apos;s own block.</source>
        <translation>La suma residual y la LayerNorm de una fila, con el propio bloque de la capa.</translation>
    </message>
    <message>
        <source>the block of the layer</source>
        <translation>el bloque de la capa</translation>
    </message>
    <message>
        <source>attention</source>
        <translation>atención</translation>
    </message>
    <message>
        <source>the residual add, then %1(h) with ε = %2, %3</source>
        <translation>la suma residual y luego %1(h) con ε = %2, %3</translation>
    </message>
    <message>
        <source>μ = the mean of h&apos;s %1 numbers =</source>
        <translation>μ = la media de los %1 números de h =</translation>
    </message>
    <message>
        <source>σ² = the mean of (h − μ)² =</source>
        <translation>σ² = la media de (h − μ)² =</translation>
    </message>
    <message>
        <source>  the furthest from μ</source>
        <extracomment>after a worked line&apos;s result: this column is furthest from the mean μ (keep the spaces)</extracomment>
        <translation>  el más alejado de μ</translation>
    </message>
    <message>
        <source>First the attention&apos;s answer is added to the stream: h = x + attention. Then LayerNorm makes the row of %1 mean 0 and spread 1 — subtract μ, divide by √(σ² + ε) — and scales each column by γ and shifts it by β, the norm&apos;s weights.</source>
        <translation>Primero, la respuesta de la atención se suma al flujo: h = x + atención. Después, la LayerNorm da a la fila de la %1 media 0 y dispersión 1 — resta μ y divide entre √(σ² + ε) — y escala cada columna por γ y la desplaza por β, los pesos de la normalización.</translation>
    </message>
    <message>
        <source>the stream x, the attention&apos;s output and LN₂&apos;s γ and β</source>
        <translation>el flujo x, la salida de la atención y γ y β de LN₂</translation>
    </message>
    <message>
        <source>The original transformer added attention&apos;s answer to its input and normalised the sum: LN(X + attention). LayerNorm makes the row of %1 mean 0 and spread 1 — subtract μ, divide by √(σ² + ε). A trained norm then scales each column by γ and shifts it by β; here γ = 1 and β = 0, as a norm starts.</source>
        <translation>El transformer original sumaba la respuesta de la atención a su entrada y normalizaba la suma: LN(X + atención). La LayerNorm da a la fila de la %1 media 0 y dispersión 1 — resta μ y divide entre √(σ² + ε). Después, una normalización entrenada escala cada columna por γ y la desplaza por β; aquí γ = 1 y β = 0, como al empezar el entrenamiento.</translation>
    </message>
    <message>
        <source> With two numbers only their order is left: ±%1.</source>
        <translation> Con dos números solo queda su orden: ±%1.</translation>
    </message>
    <message>
        <source>X and the attention&apos;s output of %1</source>
        <translation>X y la salida de la atención de la %1</translation>
    </message>
    <message>
        <source>γ = 1, β = 0 and ε = 10⁻⁵: a norm&apos;s weights before training</source>
        <translation>γ = 1, β = 0 y ε = 10⁻⁵: los pesos de una normalización antes de entrenar</translation>
    </message>
    <message>
        <source>μ = %1 and σ² = %2: each column of h is moved by %3 and divided by %4.</source>
        <translation>μ = %1 y σ² = %2: cada columna de h se desplaza %3 y se divide entre %4.</translation>
    </message>
    <message>
        <source>The second half of the block: an MLP on each row alone, added to the stream.</source>
        <translation>La segunda mitad del bloque: un MLP sobre cada fila por separado, sumado al flujo.</translation>
    </message>
    <message>
        <source>W_in, b_in, W_out and b_out of the block, and the row h</source>
        <translation>W_in, b_in, W_out y b_out del bloque, y la fila h</translation>
    </message>
    <message>
        <source>LN₂(h) · W_in + b_in: %1 hidden units, %2</source>
        <translation>LN₂(h) · W_in + b_in: %1 unidades ocultas, %2</translation>
    </message>
    <message>
        <source>hidden</source>
        <extracomment>the name of a row of numbers: the MLP&apos;s hidden units</extracomment>
        <translation>ocultas</translation>
    </message>
    <message>
        <source>unit %1: gelu(%2) =</source>
        <extracomment>a hidden unit (neuron) of the MLP</extracomment>
        <translation>unidad %1: gelu(%2) =</translation>
    </message>
    <message>
        <source>  nearly shut</source>
        <extracomment>after gelu&apos;s result: the unit is nearly switched off (keep the space in front)</extracomment>
        <translation>  casi apagada</translation>
    </message>
    <message>
        <source>  damped</source>
        <translation>  atenuada</translation>
    </message>
    <message>
        <source>units gelu lets through (&gt; 0):</source>
        <translation>unidades que gelu deja pasar (&gt; 0):</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>a count of hidden units: &quot;1,432 of 3,072&quot;</extracomment>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>  what the next block reads</source>
        <extracomment>after the row y: y is what the next transformer block reads (keep the space in front)</extracomment>
        <translation>  lo que lee el bloque siguiente</translation>
    </message>
    <message>
        <source>The MLP works on each row alone: the normed row of %1 is widened to %2 hidden units, each through gelu(x) = ½·x·(1 + tanh(0.798·(x + 0.0447·x³))) — large ones pass, negative ones are damped or shut — then brought back to d_model %3 and added to the stream.</source>
        <translation>El MLP trabaja sobre cada fila por separado: la fila normalizada de la %1 se ensancha a %2 unidades ocultas, y cada una pasa por gelu(x) = ½·x·(1 + tanh(0,798·(x + 0,0447·x³))) — las grandes pasan, las negativas se atenúan o se apagan —; después se devuelve a d_model %3 y se suma al flujo.</translation>
    </message>
    <message>
        <source>gelu(%1) = %2: gelu(x) ≈ x·Φ(x), Φ the chance that a standard normal number is below x — near x for a large x, near 0 for a very negative one.</source>
        <translation>gelu(%1) = %2: gelu(x) ≈ x·Φ(x), con Φ la probabilidad de que un número normal estándar sea menor que x: cerca de x para un x grande, cerca de 0 para uno muy negativo.</translation>
    </message>
    <message>
        <source>this session: d_model = %1, h = %2</source>
        <translation>esta sesión: d_model = %1, h = %2</translation>
    </message>
    <message>
        <source>One softmax per token must compromise between grammar, neighbours and distant references. Several smaller attentions need not: the width is cut into h slices, and each head works with its own d_k = d_model / h columns of Q, K and V.</source>
        <translation>Un solo softmax por token tiene que buscar un compromiso entre la gramática, los vecinos y las referencias lejanas. Varios mecanismos de atención más pequeños no: el ancho se corta en h porciones, y cada cabeza trabaja con sus propias d_k = d_model / h columnas de Q, K y V.</translation>
    </message>
    <message>
        <source>512 / 8 = 64 columns per head; this session: %1 / %2 = %3.</source>
        <translation>512 / 8 = 64 columnas por cabeza; esta sesión: %1 / %2 = %3.</translation>
    </message>
    <message>
        <source>d_model = 512 with h = 8 heads</source>
        <translation>d_model = 512 con h = 8 cabezas</translation>
    </message>
    <message>
        <source>this session&apos;s d_model = %1 and h = %2</source>
        <translation>d_model = %1 y h = %2 de esta sesión</translation>
    </message>
    <message>
        <source>d_model = %1 cannot be split</source>
        <translation>d_model = %1 no se puede dividir</translation>
    </message>
    <message>
        <source>K/V heads</source>
        <extracomment>items of a list joined by &quot;and&quot;: the settings of a session that fix its heads</extracomment>
        <translation>cabezas K/V</translation>
    </message>
    <message>
        <source>q/k norms</source>
        <translation>normalizaciones q/k</translation>
    </message>
    <message>
        <source>ALiBi slopes</source>
        <translation>pendientes ALiBi</translation>
    </message>
    <message>
        <source>soft-cap</source>
        <extracomment>the soft-cap of the logits (a tanh capping the scores)</extracomment>
        <translation>tope suave</translation>
    </message>
    <message>
        <source>sinks</source>
        <extracomment>attention sinks: extra logits that take a share of the weights</extracomment>
        <translation>sumideros</translation>
    </message>
    <message>
        <source>latent attention</source>
        <translation>atención latente</translation>
    </message>
    <message>
        <source>its settings are made for the heads it has</source>
        <translation>su configuración está hecha para las cabezas que tiene</translation>
    </message>
    <message>
        <source>output row %1</source>
        <translation>fila de salida %1</translation>
    </message>
    <message>
        <source>concat · W_O, one head</source>
        <translation>concat · W_O, una cabeza</translation>
    </message>
    <message numerus="yes">
        <source>concat · W_O, %n head(s)</source>
        <translation>
            <numerusform>concat · W_O, %n cabeza</numerusform>
            <numerusform>concat · W_O, %n cabezas</numerusform>
        </translation>
    </message>
    <message>
        <source>concat · W_O with a W_O that mixes %1 heads</source>
        <translation>concat · W_O con una W_O que mezcla %1 cabezas</translation>
    </message>
    <message>
        <source>concat</source>
        <extracomment>the name of the matrix of the heads&apos; outputs side by side (concatenated)</extracomment>
        <translation>concat</translation>
    </message>
    <message>
        <source>output</source>
        <translation>salida</translation>
    </message>
    <message>
        <source>token %1: concat =</source>
        <translation>token %1: concat =</translation>
    </message>
    <message>
        <source>concat · W_O, then + b_O =</source>
        <translation>concat · W_O, luego + b_O =</translation>
    </message>
    <message>
        <source> (the output bias, added to every row)</source>
        <translation> (el sesgo de salida, sumado a cada fila)</translation>
    </message>
    <message>
        <source>token %1%2: output =</source>
        <translation>token %1%2: salida =</translation>
    </message>
    <message>
        <source>  = concat</source>
        <translation>  = concat</translation>
    </message>
    <message>
        <source>  ≠ concat</source>
        <translation>  ≠ concat</translation>
    </message>
    <message>
        <source>output column %1 = concat column %1 + ½ · concat column %2 (head %3&apos;s)</source>
        <translation>columna %1 de la salida = columna %1 de concat + ½ · columna %2 de concat (la de la cabeza %3)</translation>
    </message>
    <message>
        <source>the lesson&apos;s model: 8 heads × 64 = a 512-wide concat, W_O 512 × 512</source>
        <translation>el modelo de la lección: 8 cabezas × 64 = un concat de 512 de ancho, W_O 512 × 512</translation>
    </message>
    <message>
        <source>This session has one head (%1): concat is that head&apos;s output, %2, and W_O (%3) has no other head to mix in: it maps the output back to the model&apos;s width%4. With several heads, W_O is where they meet.</source>
        <translation>Esta sesión tiene una sola cabeza (%1): concat es la salida de esa cabeza, %2, y W_O (%3) no tiene ninguna otra cabeza que mezclar: devuelve la salida al ancho del modelo%4. Con varias cabezas, W_O es donde se encuentran.</translation>
    </message>
    <message>
        <source>, then b_O is added</source>
        <translation>, y luego se suma b_O</translation>
    </message>
    <message>
        <source>Each head outputs d_k = %1 numbers per token; side by side they make concat, %2 again. W_O (%3) then lets every output column draw on every head — without it, heads would never mix.</source>
        <translation>Cada cabeza da d_k = %1 números por token; puestas lado a lado forman concat, de nuevo %2. Después, W_O (%3) permite que cada columna de salida tome de todas las cabezas; sin ella, las cabezas nunca se mezclarían.</translation>
    </message>
    <message>
        <source> This session adds its output bias b_O after W_O.</source>
        <translation> Esta sesión suma su sesgo de salida b_O después de W_O.</translation>
    </message>
    <message>
        <source> Here the one head is split in %1 for the picture: its concat is not the %2 of Blend the values.</source>
        <translation> Aquí la única cabeza se divide en %1 para la imagen: su concat no es el %2 de «Mezclar los valores».</translation>
    </message>
    <message>
        <source>Token %1: concat %2 becomes output %3 — %4.</source>
        <translation>Token %1: concat %2 se convierte en la salida %3 — %4.</translation>
    </message>
    <message>
        <source>one head, nothing to mix</source>
        <translation>una cabeza, nada que mezclar</translation>
    </message>
    <message>
        <source>each column now combines heads</source>
        <translation>cada columna combina ahora varias cabezas</translation>
    </message>
    <message>
        <source>the heads&apos; outputs (concat) of this session</source>
        <translation>las salidas de las cabezas (concat) de esta sesión</translation>
    </message>
    <message>
        <source>for the picture, %1 heads of d_k = %2 and W_O = I + ½·(each head&apos;s columns into the next head&apos;s)</source>
        <translation>para la imagen, %1 cabezas de d_k = %2 y W_O = I + ½·(las columnas de cada cabeza en las de la siguiente)</translation>
    </message>
    <message>
        <source>W_O = I + ½·(each head&apos;s columns into the next head&apos;s), for the picture: this session&apos;s W_O %1</source>
        <translation>W_O = I + ½·(las columnas de cada cabeza en las de la siguiente), para la imagen: la W_O de esta sesión %1</translation>
    </message>
    <message>
        <source>is the identity</source>
        <translation>es la identidad</translation>
    </message>
    <message>
        <source>has one head to mix</source>
        <translation>solo tiene una cabeza que mezclar</translation>
    </message>
    <message>
        <source>W_O and the output</source>
        <translation>W_O y la salida</translation>
    </message>
    <message>
        <source>[pad]</source>
        <extracomment>the padding token of a batch row, as tokenizers write it</extracomment>
        <translation>[pad]</translation>
    </message>
    <message>
        <source>a batch of B = 2: the second sentence is one token shorter, padded</source>
        <translation>un lote de B = 2: la segunda frase tiene un token menos y se rellena</translation>
    </message>
    <message>
        <source>a batch of B = 2 (one token each: nothing to pad)</source>
        <translation>un lote de B = 2 (un token cada una: nada que rellenar)</translation>
    </message>
    <message>
        <source>input x</source>
        <translation>entrada x</translation>
    </message>
    <message>
        <source>q = x · W_Q (and k, v)</source>
        <translation>q = x · W_Q (y k, v)</translation>
    </message>
    <message>
        <source>split the width</source>
        <translation>dividir el ancho</translation>
    </message>
    <message>
        <source>heads forward: transpose</source>
        <translation>cabezas al frente: transponer</translation>
    </message>
    <message>
        <source>scores q · kᵀ, weights</source>
        <translation>puntuaciones q · kᵀ, pesos</translation>
    </message>
    <message>
        <source>weights · v</source>
        <translation>pesos · v</translation>
    </message>
    <message>
        <source>heads back, joined</source>
        <translation>cabezas de vuelta, unidas</translation>
    </message>
    <message>
        <source>· W_O: the output</source>
        <translation>· W_O: la salida</translation>
    </message>
    <message>
        <source>the scores&apos; shape</source>
        <translation>la forma de las puntuaciones</translation>
    </message>
    <message>
        <source>d_model 512, 8 heads</source>
        <translation>d_model 512, 8 cabezas</translation>
    </message>
    <message>
        <source>this session</source>
        <translation>esta sesión</translation>
    </message>
    <message>
        <source>Two sentences padded to one length make a batch, B = 2 (the pad blocks its key column). Follow the shape through every step: the transpose puts the heads before T, so each head&apos;s scores are T × T = %1.</source>
        <translation>Dos frases rellenadas hasta la misma longitud forman un lote, B = 2 (el relleno bloquea su columna de clave). Siga la forma en cada paso: la transposición pone las cabezas delante de T, así que las puntuaciones de cada cabeza son T × T = %1.</translation>
    </message>
    <message>
        <source>This session&apos;s scores are %1: B × h × T × T.</source>
        <translation>Las puntuaciones de esta sesión son %1: B × h × T × T.</translation>
    </message>
    <message>
        <source>d_model 512 with 8 heads (middle column)</source>
        <translation>d_model 512 con 8 cabezas (columna central)</translation>
    </message>
    <message>
        <source>T = %1 and the tokens</source>
        <translation>T = %1 y los tokens</translation>
    </message>
    <message>
        <source>d_model = %1 and h = %2</source>
        <translation>d_model = %1 y h = %2</translation>
    </message>
    <message>
        <source>W_Q, W_K, W_V, W_O: each d_model × d_model</source>
        <translation>W_Q, W_K, W_V, W_O: cada una d_model × d_model</translation>
    </message>
    <message>
        <source> ≈ 1.05 M weights</source>
        <translation> ≈ 1,05 M de pesos</translation>
    </message>
    <message>
        <source> weights, and %1 bias numbers</source>
        <extracomment>after a count of weights: &quot;262,144 weights, and 1,536 bias numbers&quot;</extracomment>
        <translation> pesos, y %1 números de sesgo</translation>
    </message>
    <message>
        <source>this session: 4 · %1 = </source>
        <translation>esta sesión: 4 · %1 = </translation>
    </message>
    <message>
        <source>this session: %1·%2 + 2 · %1·%3 + %2·%1 = </source>
        <translation>esta sesión: %1·%2 + 2 · %1·%3 + %2·%1 = </translation>
    </message>
    <message>
        <source>8 heads of 64 or 16 heads of 32: still 4 · 512²</source>
        <translation>8 cabezas de 64 o 16 cabezas de 32: siguen siendo 4 · 512²</translation>
    </message>
    <message>
        <source>this session&apos;s one head uses all 4 · %1</source>
        <translation>la única cabeza de esta sesión usa los 4 · %1</translation>
    </message>
    <message numerus="yes">
        <source>this session&apos;s %n head(s) share the same 4 · %1</source>
        <translation>
            <numerusform>la %n cabeza de esta sesión usa los mismos 4 · %1</numerusform>
            <numerusform>las %n cabezas de esta sesión comparten los mismos 4 · %1</numerusform>
        </translation>
    </message>
    <message>
        <source>this session&apos;s %1 read %2: W_K and W_V are %3 × %4, not %3 × %5</source>
        <extracomment>%1: &quot;4 heads&quot;, %2: &quot;2 K/V heads&quot;</extracomment>
        <translation>las %1 de esta sesión leen %2: W_K y W_V son %3 × %4, no %3 × %5</translation>
    </message>
    <message numerus="yes">
        <source>%n head(s)</source>
        <translation>
            <numerusform>%n cabeza</numerusform>
            <numerusform>%n cabezas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n K/V head(s)</source>
        <translation>
            <numerusform>%n cabeza K/V</numerusform>
            <numerusform>%n cabezas K/V</numerusform>
        </translation>
    </message>
    <message>
        <source>this session&apos;s head is %1 wide (head_dim), not d_model</source>
        <translation>la cabeza de esta sesión tiene %1 de ancho (head_dim), no d_model</translation>
    </message>
    <message numerus="yes">
        <source>this session&apos;s %n head(s) are %1 wide (head_dim), not d_model / h</source>
        <translation>
            <numerusform>la %n cabeza de esta sesión tiene %1 de ancho (head_dim), no d_model / h</numerusform>
            <numerusform>las %n cabezas de esta sesión tienen %1 de ancho (head_dim), no d_model / h</numerusform>
        </translation>
    </message>
    <message>
        <source>Attention&apos;s weights are the four square matrices, 4 · d_model² of them (biases aside). More heads add none: they only cut the same width into slices.</source>
        <translation>Los pesos de la atención son las cuatro matrices cuadradas, 4 · d_model² en total (sin contar los sesgos). Más cabezas no añaden ninguno: solo cortan el mismo ancho en porciones.</translation>
    </message>
    <message>
        <source> Today&apos;s models share K/V heads or fix head_dim, so theirs are not square.</source>
        <translation> Los modelos actuales comparten cabezas K/V o fijan head_dim, así que sus matrices no son cuadradas.</translation>
    </message>
    <message>
        <source>At d_model = 512: 4 × 262,144 = 1,048,576, about 1.05 million; here %1.</source>
        <translation>Con d_model = 512: 4 × 262.144 = 1.048.576, unos 1,05 millones; aquí, %1.</translation>
    </message>
    <message>
        <source>d_model = 512 (8 or 16 heads)</source>
        <translation>d_model = 512 (8 o 16 cabezas)</translation>
    </message>
    <message>
        <source>this session&apos;s d_model = %1 and its heads</source>
        <translation>d_model = %1 de esta sesión y sus cabezas</translation>
    </message>
    <message>
        <source>this session&apos;s d_model = %1, %2 of d_k = %3 and its K/V heads</source>
        <translation>d_model = %1 de esta sesión, %2 de d_k = %3 y sus cabezas K/V</translation>
    </message>
    <message>
        <source>right: head %1 of %2</source>
        <extracomment>&quot;right&quot; as in correct (next to two tiles marked WRONG)</extracomment>
        <translation>correcto: cabeza %1 de %2</translation>
    </message>
    <message>
        <source>rows sum to 1</source>
        <translation>las filas suman 1</translation>
    </message>
    <message>
        <source>rows sum to 1 less the sink&apos;s share</source>
        <translation>las filas suman 1 menos la parte del sumidero</translation>
    </message>
    <message>
        <source>WRONG: reshape without transpose</source>
        <translation>INCORRECTO: reshape sin transponer</translation>
    </message>
    <message>
        <source>head %1 reads pieces of other tokens</source>
        <translation>la cabeza %1 lee trozos de otros tokens</translation>
    </message>
    <message>
        <source>WRONG: softmax over the queries</source>
        <translation>INCORRECTO: softmax sobre las consultas</translation>
    </message>
    <message>
        <source>columns sum to 1, rows to %1</source>
        <translation>las columnas suman 1; las filas, %1</translation>
    </message>
    <message>
        <source>Split the heads with a bare reshape, without the transpose, and each head reads pieces of the wrong tokens. Run the softmax down the queries instead of across the keys, and the rows stop summing to 1.</source>
        <translation>Divida las cabezas con un simple reshape, sin la transposición, y cada cabeza leerá trozos de los tokens equivocados. Aplique el softmax a lo largo de las consultas en lugar de a lo largo de las claves, y las filas dejarán de sumar 1.</translation>
    </message>
    <message>
        <source> (This session has one head, as %1: a reshape has nothing to scramble.)</source>
        <translation> (Esta sesión tiene una sola cabeza, porque %1: un reshape no tiene nada que desordenar.)</translation>
    </message>
    <message>
        <source>Reshape to (B, T, h, d_k), then transpose to (B, h, T, d_k); softmax over the last axis, the keys.</source>
        <translation>Reshape a (B, T, h, d_k) y luego transponer a (B, h, T, d_k); softmax sobre el último eje, el de las claves.</translation>
    </message>
    <message>
        <source>Q, K, V and the mask of this session</source>
        <translation>Q, K, V y la máscara de esta sesión</translation>
    </message>
    <message>
        <source>the session split into %1 heads for the picture (one head cannot be scrambled)</source>
        <translation>la sesión dividida en %1 cabezas para la imagen (una sola cabeza no se puede desordenar)</translation>
    </message>
    <message>
        <source>water</source>
        <extracomment>the meanings of the columns of the &quot;bank&quot; example&apos;s embeddings</extracomment>
        <translation>agua</translation>
    </message>
    <message>
        <source>money</source>
        <translation>dinero</translation>
    </message>
    <message>
        <source>thing</source>
        <translation>cosa</translation>
    </message>
    <message>
        <source>function word</source>
        <translation>palabra funcional</translation>
    </message>
    <message>
        <source>embedding</source>
        <translation>embedding</translation>
    </message>
    <message>
        <source>columns: %1</source>
        <translation>columnas: %1</translation>
    </message>
    <message>
        <source>weights:</source>
        <translation>pesos:</translation>
    </message>
    <message>
        <source>The built-in “bank” example could not be loaded.</source>
        <translation>No se pudo cargar el ejemplo incluido «bank».</translation>
    </message>
    <message>
        <source>A word&apos;s embedding is the same in every sentence: “bank” starts as the same four numbers by a river and in a wallet. Attention lets each token mix in the tokens around it, so the two outputs differ.</source>
        <translation>El embedding de una palabra es el mismo en todas las frases: «bank» (en inglés, «orilla» y «banco») empieza con los mismos cuatro números junto a un río y en una cartera. La atención deja que cada token mezcle los tokens que lo rodean, así que las dos salidas son distintas.</translation>
    </message>
    <message>
        <source>Same input row, different output rows: the context decides, and the model learns where to look.</source>
        <translation>Misma fila de entrada, filas de salida distintas: decide el contexto, y el modelo aprende dónde mirar.</translation>
    </message>
    <message>
        <source>the built-in “bank” example, whatever the session</source>
        <translation>el ejemplo incluido «bank», sea cual sea la sesión</translation>
    </message>
    <message>
        <source>Queries, keys and values: three views of every token</source>
        <translation>Consultas, claves y valores: tres vistas de cada token</translation>
    </message>
    <message>
        <source>Scores, softmax and output: one query worked by hand</source>
        <translation>Puntuaciones, softmax y salida: una consulta calculada a mano</translation>
    </message>
    <message>
        <source>Why divide by √d_k: what large scores do</source>
        <translation>Por qué dividir entre √d_k: qué hacen las puntuaciones grandes</translation>
    </message>
    <message>
        <source>Masks: the future, padding, and the wrong way</source>
        <translation>Máscaras: el futuro, el relleno y la forma incorrecta</translation>
    </message>
    <message>
        <source>Multi-head attention: split, concatenate, mix</source>
        <translation>Atención multicabeza: dividir, concatenar, mezclar</translation>
    </message>
    <message>
        <source>Code and cost: NumPy, PyTorch, and the T² wall</source>
        <translation>Código y costo: NumPy, PyTorch y el muro de T²</translation>
    </message>
    <message>
        <source>Not today: the rest of the block (residuals, norms, feed-forward) — next time</source>
        <translation>Hoy no: el resto del bloque (residuales, normalizaciones, red feed-forward) — la próxima vez</translation>
    </message>
    <message>
        <source>Six parts, each built on the one before; every number is worked out on %1.</source>
        <extracomment>%1: how many tokens, &quot;three tokens&quot; or &quot;5 tokens&quot;</extracomment>
        <translation>Seis partes, cada una construida sobre la anterior; todos los números se calculan con %1.</translation>
    </message>
    <message>
        <source>three tokens</source>
        <translation>tres tokens</translation>
    </message>
    <message numerus="yes">
        <source>%1 token(s)</source>
        <translation>
            <numerusform>%1 token</numerusform>
            <numerusform>%1 tokens</numerusform>
        </translation>
    </message>
    <message>
        <source>the lesson&apos;s plan</source>
        <translation>el plan de la lección</translation>
    </message>
    <message>
        <source>query → every key → a blend of the values</source>
        <translation>consulta → cada clave → una mezcla de los valores</translation>
    </message>
    <message>
        <source>Query: what I want — what you walk in asking for</source>
        <translation>Consulta: lo que quiero — lo que usted pide al entrar</translation>
    </message>
    <message>
        <source>Key: what I offer — the label on each book</source>
        <translation>Clave: lo que ofrezco — la etiqueta de cada libro</translation>
    </message>
    <message>
        <source>Value: what I give — the book&apos;s content</source>
        <translation>Valor: lo que doy — el contenido del libro</translation>
    </message>
    <message>
        <source>A dictionary returns one book; attention blends every value, good matches most</source>
        <translation>Un diccionario devuelve un libro; la atención mezcla todos los valores, y los que mejor encajan pesan más</translation>
    </message>
    <message numerus="yes">
        <source>this session: %1 asks the keys of %2 token(s), blends their values</source>
        <extracomment>%1: the query, as &quot;query 2 “river”&quot;; %2: how many tokens (written 1,024)</extracomment>
        <translation>
            <numerusform>esta sesión: la %1 pregunta a la clave de %2 token y mezcla su valor</numerusform>
            <numerusform>esta sesión: la %1 pregunta a las claves de %2 tokens y mezcla sus valores</numerusform>
        </translation>
    </message>
    <message>
        <source>Think of a library. You walk in with a query, a description of what you want. Every book has a key, a label describing its contents, and a value, the content itself. Attention does a soft version of the lookup.</source>
        <translation>Piense en una biblioteca. Usted entra con una consulta, una descripción de lo que busca. Cada libro tiene una clave, una etiqueta que describe su contenido, y un valor, el propio contenido. La atención hace una versión suave de esa búsqueda.</translation>
    </message>
    <message>
        <source>Query: what I want. Key: what I offer. Value: what I give.</source>
        <translation>Consulta: lo que quiero. Clave: lo que ofrezco. Valor: lo que doy.</translation>
    </message>
    <message>
        <source>the library analogy</source>
        <translation>la analogía de la biblioteca</translation>
    </message>
    <message>
        <source>the tokens and the selected query</source>
        <translation>los tokens y la consulta seleccionada</translation>
    </message>
    <message>
        <source>this session and its target</source>
        <translation>esta sesión y su objetivo</translation>
    </message>
    <message>
        <source>this session, target = X (each output its own embedding)</source>
        <translation>esta sesión, objetivo = X (cada salida, su propio embedding)</translation>
    </message>
    <message>
        <source>W_Q[%1, %2] after the step</source>
        <translation>W_Q[%1, %2] tras el paso</translation>
    </message>
    <message>
        <source>W_Q after</source>
        <translation>W_Q después</translation>
    </message>
    <message>
        <source>loss ½·Σ(output − target)² before the step =</source>
        <translation>pérdida ½·Σ(salida − objetivo)² antes del paso =</translation>
    </message>
    <message>
        <source>after one step of W_Q =</source>
        <translation>tras un paso sobre W_Q =</translation>
    </message>
    <message>
        <source>Attention is smooth arithmetic, so the loss has a gradient: ∂L/∂W_Q says how fast the loss grows as each entry of W_Q grows. A step of gradient descent moves every entry a little against it, W_Q − %1·∂L/∂W_Q.</source>
        <translation>La atención es aritmética derivable, así que la pérdida tiene gradiente: ∂L/∂W_Q dice lo rápido que crece la pérdida cuando crece cada entrada de W_Q. Un paso de descenso de gradiente mueve cada entrada un poco en sentido contrario: W_Q − %1·∂L/∂W_Q.</translation>
    </message>
    <message>
        <source>W_Q[%1, %2] has the largest gradient, %3: raising it raises the loss, so the step lowers it, to %4. One step takes the loss from %5 to %6; training is this step, repeated.</source>
        <translation>W_Q[%1, %2] tiene el mayor gradiente, %3: aumentar esa entrada aumenta la pérdida, así que el paso reduce la entrada, hasta %4. Un paso lleva la pérdida de %5 a %6; entrenar es repetir este paso.</translation>
    </message>
    <message>
        <source>W_Q[%1, %2] has the largest gradient, %3: raising it lowers the loss, so the step raises it, to %4. One step takes the loss from %5 to %6; training is this step, repeated.</source>
        <translation>W_Q[%1, %2] tiene el mayor gradiente, %3: aumentar esa entrada reduce la pérdida, así que el paso aumenta la entrada, hasta %4. Un paso lleva la pérdida de %5 a %6; entrenar es repetir este paso.</translation>
    </message>
    <message>
        <source>the learning rate %1</source>
        <translation>la tasa de aprendizaje %1</translation>
    </message>
    <message>
        <source>W_Q, the output and the target</source>
        <translation>W_Q, la salida y el objetivo</translation>
    </message>
    <message>
        <source>W_Q, the output and X as the target</source>
        <translation>W_Q, la salida y X como objetivo</translation>
    </message>
    <message>
        <source>this session&apos;s task, %1 steps of %2</source>
        <translation>la tarea de esta sesión, %1 pasos de %2</translation>
    </message>
    <message>
        <source>learn-saturation: d_k = 64, %1 steps of SGD</source>
        <translation>learn-saturation: d_k = 64, %1 pasos de SGD</translation>
    </message>
    <message>
        <source>scaled by 1/√d_k</source>
        <translation>con escala 1/√d_k</translation>
    </message>
    <message>
        <source>unscaled</source>
        <extracomment>a training curve&apos;s name: the scores not divided by √d_k</extracomment>
        <translation>sin escala</translation>
    </message>
    <message>
        <source>unscaled loss ÷ scaled loss after %1 steps</source>
        <translation>pérdida sin escala ÷ pérdida con escala tras %1 pasos</translation>
    </message>
    <message>
        <source>The same task trained twice with the same steps; the only difference is the scale. Which curve stalls, and how many times higher does its loss end?</source>
        <extracomment>&quot;the scale&quot;: the factor the scores are multiplied by, 1/√d_k or 1</extracomment>
        <translation>La misma tarea entrenada dos veces con los mismos pasos; la única diferencia es la escala. ¿Qué curva se estanca, y cuántas veces más alta termina su pérdida?</translation>
    </message>
    <message>
        <source>Unscaled, the softmax starts nearly one-hot, p(1 − p) ≈ 0, and the loss stalls at %1; scaled by 1/√d_k it learns, down to %2: %3 times lower. Measured, not stated.</source>
        <translation>Sin escala, el softmax empieza casi one-hot, p(1 − p) ≈ 0, y la pérdida se estanca en %1; con escala 1/√d_k aprende y baja hasta %2: %3 veces menos. Medido, no afirmado.</translation>
    </message>
    <message>
        <source>the task: embeddings, weights, target and training settings</source>
        <translation>la tarea: embeddings, pesos, objetivo y ajustes de entrenamiento</translation>
    </message>
    <message>
        <source>the learn-saturation preset, trained here</source>
        <translation>el ejemplo learn-saturation, entrenado aquí</translation>
    </message>
    <message>
        <source>its window of %1</source>
        <extracomment>the rules are listed in &quot;this session&apos;s %1 is left out&quot;: its window of 3 (tokens)</extracomment>
        <translation>la ventana de %1</translation>
    </message>
    <message>
        <source>its prefix of %1</source>
        <translation>el prefijo de %1</translation>
    </message>
    <message>
        <source>its segments</source>
        <translation>la separación en frases</translation>
    </message>
    <message numerus="yes">
        <source>its %1 hand-blocked cell(s)</source>
        <translation>
            <numerusform>la %1 celda bloqueada a mano</numerusform>
            <numerusform>las %1 celdas bloqueadas a mano</numerusform>
        </translation>
    </message>
    <message>
        <source>future keys get almost no weight here, so the rows look right: the bug hides</source>
        <translation>aquí las claves futuras apenas reciben peso, así que las filas parecen correctas: el error se esconde</translation>
    </message>
    <message>
        <source>row %1 sums to %2, not 1</source>
        <translation>la fila %1 suma %2, no 1</translation>
    </message>
    <message>
        <source>With one token there is no future to hide: a causal mask needs at least two tokens. Add a token (Edit ▸ Add Token) to see −∞ at work.</source>
        <translation>Con un solo token no hay futuro que ocultar: una máscara causal necesita al menos dos tokens. Añada un token (Editar ▸ Añadir token) para ver −∞ en acción.</translation>
    </message>
    <message>
        <source>Every key of %1 is blocked in this session, so its weights are all 0 — there is nothing left to renormalise. Pick another query.</source>
        <translation>Todas las claves de la %1 están bloqueadas en esta sesión, así que sus pesos son todos 0: no queda nada que renormalizar. Elija otra consulta.</translation>
    </message>
    <message>
        <source>%1 with a causal mask</source>
        <translation>%1 con máscara causal</translation>
    </message>
    <message>
        <source>weight</source>
        <extracomment>the title over the bars: the attention weight of each key
----------
what the bars show: the softmax weight of each key</extracomment>
        <translation>peso</translation>
    </message>
    <message>
        <source>Σ eˣ with the mask</source>
        <translation>Σ eˣ con la máscara</translation>
    </message>
    <message>
        <source>key %1 %2</source>
        <extracomment>key 2 “river”: an attention key, its number and its token</extracomment>
        <translation>clave %1 %2</translation>
    </message>
    <message>
        <source>masked weight of key %1</source>
        <translation>peso enmascarado de la clave %1</translation>
    </message>
    <message numerus="yes">
        <source>… %1 more key(s)</source>
        <extracomment>%1: the count, written with thousands separators (&quot;… 1,018 more keys&quot;)</extracomment>
        <translation>
            <numerusform>… %1 clave más</numerusform>
            <numerusform>… %1 claves más</numerusform>
        </translation>
    </message>
    <message>
        <source>e^x is taken after subtracting the row&apos;s largest scaled score, %1.</source>
        <translation>e^x se calcula tras restar la mayor puntuación escalada de la fila, %1.</translation>
    </message>
    <message>
        <source>Before the softmax a blocked score becomes −∞. e^−∞ = 0, so that key gets exactly zero weight and the others share the whole 1. Why mask at all? A model learning to predict the next word would be cheating if it could see it: a causal mask hides every key after the query. And sentences padded to one length in a batch must not attend to the pads.</source>
        <translation>Antes del softmax, una puntuación bloqueada pasa a −∞. e^−∞ = 0, así que esa clave recibe exactamente peso cero y las demás se reparten el 1 entero. ¿Para qué enmascarar? Un modelo que aprende a predecir la palabra siguiente haría trampa si pudiera verla: una máscara causal oculta todas las claves posteriores a la consulta. Y las frases de un lote, rellenadas hasta la misma longitud, no deben atender al relleno.</translation>
    </message>
    <message>
        <source> %1 is the last token: nothing lies in its future, so the mask changes nothing here — pick an earlier query.</source>
        <translation> La %1 es el último token: no hay nada en su futuro, así que aquí la máscara no cambia nada; elija una consulta anterior.</translation>
    </message>
    <message>
        <source>with the sink&apos;s %1 they still sum to 1</source>
        <translation>con el %1 del sumidero siguen sumando 1</translation>
    </message>
    <message>
        <source>they still sum to 1</source>
        <translation>siguen sumando 1</translation>
    </message>
    <message>
        <source>%1&apos;s weights become %2: %3.</source>
        <translation>Los pesos de la %1 pasan a ser %2: %3.</translation>
    </message>
    <message>
        <source>the scaled scores of %1, with a causal mask on this session</source>
        <translation>las puntuaciones escaladas de la %1, con una máscara causal sobre esta sesión</translation>
    </message>
    <message>
        <source>With one token a causal mask hides nothing and padding its only token would leave nothing to attend to: masks need at least two tokens.</source>
        <translation>Con un solo token, una máscara causal no oculta nada, y convertir en relleno su único token no dejaría nada a lo que atender: las máscaras necesitan al menos dos tokens.</translation>
    </message>
    <message>
        <source>causal only: the lower triangle</source>
        <translation>solo causal: el triángulo inferior</translation>
    </message>
    <message>
        <source>rows sum to %1</source>
        <translation>las filas suman %1</translation>
    </message>
    <message>
        <source>padding only: this session&apos;s pad tokens</source>
        <translation>solo relleno: los tokens de relleno de esta sesión</translation>
    </message>
    <message>
        <source>padding only: key %1 is a pad</source>
        <translation>solo relleno: la clave %1 es de relleno</translation>
    </message>
    <message>
        <source>WRONG: causal, zeroed after the softmax</source>
        <translation>INCORRECTO: causal, puesta a cero después del softmax</translation>
    </message>
    <message>
        <source>A causal mask keeps the lower triangle; a padding mask blanks a pad token&apos;s whole key column. Zeroing the weights after the softmax instead leaves rows that no longer sum to 1.</source>
        <translation>Una máscara causal conserva el triángulo inferior; una máscara de relleno borra toda la columna de clave de un token de relleno. Poner los pesos a cero después del softmax, en cambio, deja filas que ya no suman 1.</translation>
    </message>
    <message numerus="yes">
        <source> Each picture shows one rule alone: this session&apos;s %1 is/are left out.</source>
        <translation>
            <numerusform> Cada imagen muestra una sola regla: se deja fuera %1 de esta sesión.</numerusform>
            <numerusform> Cada imagen muestra una sola regla: se dejan fuera %1 de esta sesión.</numerusform>
        </translation>
    </message>
    <message>
        <source> and </source>
        <extracomment>joins the rules of a mask: &quot;its window of 3 and its segments&quot;
----------
joins &quot;0.5 (column 3)&quot; items</extracomment>
        <translation> y </translation>
    </message>
    <message>
        <source>Mask with −∞ before the softmax, and every row still sums to 1.</source>
        <translation>Aplique la máscara con −∞ antes del softmax y cada fila seguirá sumando 1.</translation>
    </message>
    <message>
        <source>Mask with −∞ before the softmax, and every row still sums to 1 with its sink&apos;s share.</source>
        <translation>Aplique la máscara con −∞ antes del softmax y cada fila seguirá sumando 1 con la parte de su sumidero.</translation>
    </message>
    <message>
        <source>the weights of %1 under each mask</source>
        <translation>los pesos de la %1 con cada máscara</translation>
    </message>
    <message>
        <source>the last token made padding for the middle picture</source>
        <translation>el último token, convertido en relleno para la imagen central</translation>
    </message>
    <message>
        <source>row %1 = %2</source>
        <extracomment>a comment in the code: &quot;row 2 = (0.5, 1.2)&quot;, the selected query&apos;s output row</extracomment>
        <translation>fila %1 = %2</translation>
    </message>
    <message>
        <source>NumPy — head %1: Q, K, V are its %2 columns</source>
        <translation>NumPy — cabeza %1: Q, K, V son sus %2 columnas</translation>
    </message>
    <message>
        <source>blocked: -inf</source>
        <extracomment>a comment in Python code, after &quot;#&quot;</extracomment>
        <translation>bloqueada: -inf</translation>
    </message>
    <message>
        <source># no mask here; else np.where(mask, -np.inf, scores)</source>
        <translation># aquí no hay máscara; si la hubiera, np.where(mask, -np.inf, scores)</translation>
    </message>
    <message>
        <source>stable</source>
        <extracomment>a comment in Python code: subtracting the row&apos;s largest score keeps exp() stable</extracomment>
        <translation>estable</translation>
    </message>
    <message>
        <source>PyTorch — batched: B = 1, h = %1</source>
        <extracomment>B: the batch size, h: the number of heads</extracomment>
        <translation>PyTorch — por lotes: B = 1, h = %1</translation>
    </message>
    <message>
        <source>v too</source>
        <translation>v también</translation>
    </message>
    <message>
        <source>(1, %1, %2, %3); k, v too</source>
        <translation>(1, %1, %2, %3); k, v también</translation>
    </message>
    <message>
        <source># no mask here; else scores.masked_fill(mask, -math.inf)</source>
        <translation># aquí no hay máscara; si la hubiera, scores.masked_fill(mask, -math.inf)</translation>
    </message>
    <message>
        <source>over the keys</source>
        <translation>sobre las claves</translation>
    </message>
    <message>
        <source>fused: the same weights @ v</source>
        <translation>fusionado: los mismos pesos @ v</translation>
    </message>
    <message>
        <source>The whole runnable script for this session: Labs ▸ Show the Code (in the window, a click on the code).</source>
        <translation>El script completo y ejecutable de esta sesión: Laboratorio ▸ Mostrar el código (en la ventana, un clic en el código).</translation>
    </message>
    <message>
        <source>Five lines in NumPy; in PyTorch the same with a batch and heads, a shape check, and the fused call production code uses — this session&apos;s: d_k = %1, %2%3.</source>
        <translation>Cinco líneas en NumPy; en PyTorch, lo mismo con un lote y cabezas, una comprobación de formas y la llamada fusionada que usa el código de producción. En esta sesión: d_k = %1, %2%3.</translation>
    </message>
    <message>
        <source>scale 1/√%1</source>
        <extracomment>&quot;scale&quot; as a noun: the factor the scores are multiplied by</extracomment>
        <translation>escala 1/√%1</translation>
    </message>
    <message>
        <source>scale %1</source>
        <translation>escala %1</translation>
    </message>
    <message>
        <source>, a mask</source>
        <extracomment>the end of &quot;…this session&apos;s: d_k = 4, scale 1/√4, a mask.&quot;</extracomment>
        <translation>, con máscara</translation>
    </message>
    <message>
        <source>, no mask</source>
        <translation>, sin máscara</translation>
    </message>
    <message>
        <source> Q and K here are after %1, which the whole script (Labs ▸ Show the Code) writes out.</source>
        <translation> Aquí Q y K ya han pasado por %1, que el script completo (Laboratorio ▸ Mostrar el código) escribe.</translation>
    </message>
    <message>
        <source>the q/k norms and RoPE&apos;s rotation</source>
        <translation>las normalizaciones q/k y la rotación de RoPE</translation>
    </message>
    <message>
        <source>the q/k norms</source>
        <translation>las normalizaciones q/k</translation>
    </message>
    <message>
        <source>RoPE&apos;s rotation</source>
        <translation>la rotación de RoPE</translation>
    </message>
    <message>
        <source>the soft-cap</source>
        <extracomment>items of a list joined by &quot;and&quot;, in &quot;the scale is followed by %1&quot;</extracomment>
        <translation>el tope suave</translation>
    </message>
    <message>
        <source>the sinks</source>
        <translation>los sumideros</translation>
    </message>
    <message>
        <source> Its %1 query heads share %2: PyTorch repeats each K/V head for them.</source>
        <translation> Sus %1 cabezas de consulta comparten %2: PyTorch repite cada cabeza K/V para ellas.</translation>
    </message>
    <message>
        <source>Run it and %1 comes out %2, as on the slides.</source>
        <translation>Ejecútelo y para la %1 sale %2, como en las diapositivas.</translation>
    </message>
    <message>
        <source>the shapes, the scale, the mask and the output in the comments</source>
        <translation>las formas, la escala, la máscara y la salida en los comentarios</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>cabeza %1</translation>
    </message>
    <message>
        <source>Rows are queries, columns keys; every row sums to 1%1, and a causal mask leaves the upper triangle exactly 0. Different heads, different patterns: the previous token, the first, the same word…</source>
        <translation>Las filas son consultas; las columnas, claves; cada fila suma 1%1, y una máscara causal deja el triángulo superior exactamente a 0. Cabezas distintas, patrones distintos: el token anterior, el primero, la misma palabra…</translation>
    </message>
    <message>
        <source> less its head&apos;s sink&apos;s share</source>
        <translation> menos la parte del sumidero de su cabeza</translation>
    </message>
    <message>
        <source> This session has one head, so these are the eight heads of the eight-heads preset.</source>
        <translation> Esta sesión tiene una sola cabeza, así que estas son las ocho cabezas del ejemplo «Ocho cabezas, ocho patrones».</translation>
    </message>
    <message>
        <source> The first %1 of %2 heads.</source>
        <translation> Las primeras %1 de %2 cabezas.</translation>
    </message>
    <message>
        <source>A heatmap shows where attention goes, which helps debugging; it does not explain why.</source>
        <translation>Un mapa de calor muestra adónde va la atención, lo que ayuda a depurar; no explica por qué.</translation>
    </message>
    <message numerus="yes">
        <source>the weights of this session&apos;s %n head(s)</source>
        <translation>
            <numerusform>los pesos de la %n cabeza de esta sesión</numerusform>
            <numerusform>los pesos de las %n cabezas de esta sesión</numerusform>
        </translation>
    </message>
    <message>
        <source>the eight-heads preset&apos;s heads (this session has one)</source>
        <translation>las cabezas del ejemplo «Ocho cabezas, ocho patrones» (esta sesión tiene una)</translation>
    </message>
    <message>
        <source>Each doubling of T multiplied the time by %1 (the operation count predicts %2)</source>
        <translation>Cada vez que T se duplicó, el tiempo se multiplicó por %1 (el recuento de operaciones predice %2)</translation>
    </message>
    <message>
        <source>: as the count says, heading for ×4 as T grows — at T = %1 the T² part is %2 % of the work</source>
        <extracomment>continues &quot;Each doubling of T multiplied the time by …&quot;</extracomment>
        <translation>: como dice el recuento, tiende a ×4 a medida que crece T — con T = %1, la parte T² es el %2 % del trabajo</translation>
    </message>
    <message>
        <source>: the last, %1, is off the count&apos;s %2 by more than a quarter — timings on a busy machine vary (M measures again); at T = %3 the T² part is %4 % of the work</source>
        <extracomment>continues &quot;Each doubling of T multiplied the time by …&quot;; M is the key that measures again</extracomment>
        <translation>: el último, %1, se aleja más de un cuarto del %2 del recuento — los tiempos varían en una máquina ocupada (M vuelve a medir); con T = %3, la parte T² es el %4 % del trabajo</translation>
    </message>
    <message>
        <source>; the memory grew %1 from T = %2 to %3.</source>
        <extracomment>ends the sentence &quot;Each doubling of T multiplied the time by …&quot;</extracomment>
        <translation>; la memoria creció %1 de T = %2 a %3.</translation>
    </message>
    <message>
        <source>Not measured yet: open this step in the window (or press M there) to time T = 256 … 4096 on this machine.</source>
        <translation>Aún sin medir: abra este paso en la ventana (o pulse M allí) para cronometrar T = 256 … 4096 en esta máquina.</translation>
    </message>
    <message>
        <source>Measuring on this machine … %1 % (C cancels)</source>
        <translation>Midiendo en esta máquina … %1 % (C cancela)</translation>
    </message>
    <message>
        <source>Measured on this machine: the median of %1 forward passes each (after a warm-up), every head&apos;s T × T weights kept. %2</source>
        <translation>Medido en esta máquina: la mediana de %1 pasadas hacia delante para cada tamaño (tras un calentamiento), conservando los pesos T × T de cada cabeza. %2</translation>
    </message>
    <message>
        <source>Measurement cancelled before the first size (M measures again).</source>
        <translation>Medición cancelada antes del primer tamaño (M vuelve a medir).</translation>
    </message>
    <message>
        <source>Measurement cancelled after T = %1 (M measures again).</source>
        <translation>Medición cancelada tras T = %1 (M vuelve a medir).</translation>
    </message>
    <message numerus="yes">
        <source>This session: T = %1 → %2 score(s) per head, %3 in all; its weights take %4.</source>
        <extracomment>%2: the count of scores, written with thousands separators; %4: a size in bytes (&quot;128 KB&quot;)</extracomment>
        <translation>
            <numerusform>Esta sesión: T = %1 → %2 puntuación por cabeza, %3 en total; sus pesos ocupan %4.</numerusform>
            <numerusform>Esta sesión: T = %1 → %2 puntuaciones por cabeza, %3 en total; sus pesos ocupan %4.</numerusform>
        </translation>
    </message>
    <message>
        <source>Projections take 8·T·d² operations, scores and weights·V 4·T²·d: the T² part is the larger only from T = 2·d_model = 1024 on. Timed on random sessions of d_model 512, 8 heads.</source>
        <translation>Las proyecciones cuestan 8·T·d² operaciones; las puntuaciones y pesos·V, 4·T²·d: la parte T² solo es la mayor a partir de T = 2·d_model = 1024. Cronometrado con sesiones aleatorias de d_model 512, 8 cabezas.</translation>
    </message>
    <message>
        <source>At T = 4096 one head holds 4096² = 16,777,216 scores. </source>
        <extracomment>followed by the sentence on the measured times (growthSentence)</extracomment>
        <translation>Con T = 4096, una cabeza guarda 4096² = 16.777.216 puntuaciones. </translation>
    </message>
    <message>
        <source> That wall is what efficient attention methods attack.</source>
        <translation> Ese muro es lo que atacan los métodos de atención eficiente.</translation>
    </message>
    <message>
        <source>d_model 512 with 8 heads; T = 256 … 4096 (random sessions)</source>
        <translation>d_model 512 con 8 cabezas; T = 256 … 4096 (sesiones aleatorias)</translation>
    </message>
    <message>
        <source>the T² part of the work: T / (T + 2·d_model)</source>
        <translation>la parte T² del trabajo: T / (T + 2·d_model)</translation>
    </message>
    <message>
        <source>this session&apos;s T² and memory</source>
        <translation>T² y memoria de esta sesión</translation>
    </message>
    <message>
        <source>the times and memory measured on this machine</source>
        <translation>los tiempos y la memoria medidos en esta máquina</translation>
    </message>
    <message>
        <source>output = softmax(Q·Kᵀ / √d_k) · V, then concat · W_O</source>
        <translation>salida = softmax(Q·Kᵀ / √d_k) · V, luego concat · W_O</translation>
    </message>
    <message>
        <source>Q, K, V: one product each; scores are dot products; the softmax makes weights summing to 1</source>
        <translation>Q, K, V: un producto cada una; cada puntuación es un producto escalar; el softmax da pesos que suman 1</translation>
    </message>
    <message>
        <source>÷ √d_k keeps the spread near 1; −∞ before the softmax masks</source>
        <translation>÷ √d_k mantiene la dispersión cerca de 1; −∞ antes del softmax aplica la máscara</translation>
    </message>
    <message>
        <source>after ÷ √d_k</source>
        <extracomment>how the scores were scaled, in &quot;still saturated %1&quot; / &quot;it blends %1&quot;</extracomment>
        <translation>tras ÷ √d_k</translation>
    </message>
    <message>
        <source>at its scale</source>
        <translation>con su escala</translation>
    </message>
    <message>
        <source>this session: %1&apos;s largest weight is</source>
        <translation>esta sesión: el mayor peso de la %1 es</translation>
    </message>
    <message>
        <source> — still saturated %1: slope p(1 − p) = %2</source>
        <translation> — sigue saturado %1: pendiente p(1 − p) = %2</translation>
    </message>
    <message>
        <source> — it blends %1, not saturated</source>
        <translation> — mezcla %1, sin saturar</translation>
    </message>
    <message>
        <source>heads slice the width, W_O mixes them; the cost grows as T²·d</source>
        <translation>las cabezas reparten el ancho, W_O las mezcla; el costo crece como T²·d</translation>
    </message>
    <message>
        <source>The whole of attention in one line, and this session&apos;s answer for %1. Next: the rest of the transformer block — residuals, layer norm and the feed-forward layer.</source>
        <translation>Toda la atención en una línea, y la respuesta de esta sesión para la %1. Lo siguiente: el resto del bloque transformer — residuales, normalización de capa y la capa feed-forward.</translation>
    </message>
    <message>
        <source>the output of %1</source>
        <translation>la salida de la %1</translation>
    </message>
    <message>
        <source>row %1 </source>
        <extracomment>before a row of W in a worked sum: &quot;1·row 3 (0.5, 1)&quot;</extracomment>
        <translation>fila %1 </translation>
    </message>
    <message>
        <source>0 (every term is 0)</source>
        <translation>0 (todos los términos son 0)</translation>
    </message>
    <message>
        <source> + … (%1 more)</source>
        <extracomment>the rest of a sum: &quot; + … (5 more)&quot; terms</extracomment>
        <translation> + … (%1 más)</translation>
    </message>
    <message>
        <source>%1 has rows %2.</source>
        <translation>%1 tiene las filas %2.</translation>
    </message>
    <message>
        <source>%1 is %2; row %3 is %4.</source>
        <translation>%1 es de %2; la fila %3 es %4.</translation>
    </message>
    <message>
        <source>%1 (column %2)</source>
        <translation>%1 (columna %2)</translation>
    </message>
    <message>
        <source>%1 is %2; row %3 is all 0.</source>
        <translation>%1 es de %2; la fila %3 solo tiene ceros.</translation>
    </message>
    <message>
        <source>%1 is %2; row %3 is 0 but for %4.</source>
        <translation>%1 es de %2; la fila %3 es 0 salvo %4.</translation>
    </message>
    <message>
        <source>%1 is %2; row %3 is largest in size at %4.</source>
        <translation>%1 es de %2; en la fila %3 destacan, en valor absoluto, %4.</translation>
    </message>
    <message>
        <source>%1 row %2%3</source>
        <translation>%1, fila %2%3</translation>
    </message>
    <message>
        <source>%1 = X · %2%3, row by row</source>
        <translation>%1 = X · %2%3, fila a fila</translation>
    </message>
    <message>
        <source>token %1%2:  %3 =</source>
        <translation>token %1%2:  %3 =</translation>
    </message>
    <message>
        <source>the rows of %1 left out are 0%2</source>
        <translation>las filas de %1 que no se muestran son 0%2</translation>
    </message>
    <message>
        <source>Each token&apos;s row of X times %1 gives its %2, %3: the row&apos;s numbers say how much of each row of %1 to add up.%4 %5 is %6, like X.</source>
        <extracomment>%1: W_Q, %2: &quot;query&quot;, %3: &quot;what it looks for&quot;, %4: &quot; Then b_Q is added to every row.&quot; or nothing, %5: Q, %6: its size, &quot;3 × 2&quot;</extracomment>
        <translation>Cada token multiplica su fila de X por %1 y obtiene su %2, %3: los números de la fila dicen cuánto sumar de cada fila de %1.%4 %5 es de %6, como X.</translation>
    </message>
    <message>
        <source> Then %1 is added to every row.</source>
        <translation> Después se suma %1 a cada fila.</translation>
    </message>
    <message>
        <source>Attention(Q, K, V) = softmax(Q·Kᵀ / √d_k) · V</source>
        <extracomment>the formula of attention; &quot;Attention&quot; is the name of the function</extracomment>
        <translation>Attention(Q, K, V) = softmax(Q·Kᵀ / √d_k) · V</translation>
    </message>
    <message>
        <source> … (%1 in all)</source>
        <translation> … (%1 en total)</translation>
    </message>
    <message>
        <source>This session: </source>
        <translation>Esta sesión: </translation>
    </message>
    <message numerus="yes">
        <source>%1 token(s), d_model = %2, %3, so d_k = %4</source>
        <extracomment>%1: the count of tokens, written with thousands separators</extracomment>
        <translation>
            <numerusform>%1 token, d_model = %2, %3, así que d_k = %4</numerusform>
            <numerusform>%1 tokens, d_model = %2, %3, así que d_k = %4</numerusform>
        </translation>
    </message>
    <message>
        <source>Self-attention: queries, keys and values all come from the same tokens.</source>
        <translation>Autoatención: las consultas, las claves y los valores salen todos de los mismos tokens.</translation>
    </message>
    <message>
        <source>We follow %1, in %2.</source>
        <translation>Seguimos la %1, en la %2.</translation>
    </message>
    <message>
        <source>One operation runs every transformer, and a pencil is enough to compute it. Every number here comes from the session in the window: change it, and the lesson follows.</source>
        <translation>Una sola operación mueve todos los transformers, y basta un lápiz para calcularla. Cada número de aquí sale de la sesión de la ventana: cámbielo y la lección lo sigue.</translation>
    </message>
    <message>
        <source>the tokens</source>
        <translation>los tokens</translation>
    </message>
    <message>
        <source>T, d_model and the heads</source>
        <translation>T, d_model y las cabezas</translation>
    </message>
    <message>
        <source>the query followed</source>
        <translation>la consulta que seguimos</translation>
    </message>
    <message>
        <source>X: the embeddings, one row per token</source>
        <translation>X: los embeddings, una fila por token</translation>
    </message>
    <message numerus="yes">
        <source>%1 token(s), each a row of d_model = %2 numbers. Stacked, they make X, a %3 matrix (T × d_model).</source>
        <extracomment>%1: the count of tokens, written with thousands separators</extracomment>
        <translation>
            <numerusform>%1 token, una fila de d_model = %2 números: forma X, una matriz de %3 (T × d_model).</numerusform>
            <numerusform>%1 tokens, cada uno una fila de d_model = %2 números. Apilados, forman X, una matriz de %3 (T × d_model).</numerusform>
        </translation>
    </message>
    <message>
        <source>the tokens and X</source>
        <translation>los tokens y X</translation>
    </message>
    <message>
        <source>query</source>
        <extracomment>the role of a row of Q, in &quot;Each token&apos;s row of X times W_Q gives its query, …&quot;</extracomment>
        <translation>consulta</translation>
    </message>
    <message>
        <source>what it looks for</source>
        <translation>lo que busca</translation>
    </message>
    <message>
        <source>key</source>
        <extracomment>the attention key: the role of a row of K</extracomment>
        <translation>clave</translation>
    </message>
    <message>
        <source>what it offers to be found by</source>
        <translation>lo que ofrece para que lo encuentren</translation>
    </message>
    <message>
        <source>value</source>
        <extracomment>the attention value: the role of a row of V</extracomment>
        <translation>valor</translation>
    </message>
    <message>
        <source>what it hands over once chosen</source>
        <translation>lo que entrega cuando lo eligen</translation>
    </message>
    <message>
        <source>keys %1 and %2 tie at %3</source>
        <translation>las claves %1 y %2 empatan con %3</translation>
    </message>
    <message>
        <source>key %1 scores highest, %2</source>
        <translation>la clave %1 tiene la puntuación más alta, %2</translation>
    </message>
    <message>
        <source>, head %1</source>
        <extracomment>in &quot;Learned W_Q, W_K (this session, head 2)&quot;</extracomment>
        <translation>, cabeza %1</translation>
    </message>
    <message>
        <source>Learned W_Q, W_K (this session%1)</source>
        <translation>W_Q, W_K aprendidas (esta sesión%1)</translation>
    </message>
    <message>
        <source>learned scores of query %1</source>
        <translation>puntuaciones aprendidas de la consulta %1</translation>
    </message>
    <message>
        <source>scores with W = I</source>
        <translation>puntuaciones con W = I</translation>
    </message>
    <message>
        <source>What makes a token a good match is not what it should pass on. Compare the scores q·k of %1 (no softmax yet) with learned matrices and with W = I, where query, key and value are the embedding itself.</source>
        <translation>Lo que hace que un token encaje bien no es lo que debe transmitir. Compare las puntuaciones q·k de la %1 (aún sin softmax) con matrices aprendidas y con W = I, donde consulta, clave y valor son el propio embedding.</translation>
    </message>
    <message>
        <source>With W = I a score is the overlap of two embeddings (here %1) and symmetric: a scores b as b scores a, so a token looks for what it is. Learned W_Q and W_K need not agree (here %2%3). W_V decides what a chosen token hands over.</source>
        <translation>Con W = I, una puntuación es el solapamiento de dos embeddings (aquí, %1) y es simétrica: a puntúa a b igual que b puntúa a a, así que un token busca lo que él mismo es. W_Q y W_K aprendidas no tienen por qué coincidir (aquí, %2%3). W_V decide qué entrega un token elegido.</translation>
    </message>
    <message>
        <source>; q%1·k%2 = %3 but q%2·k%1 = %4</source>
        <translation>; q%1·k%2 = %3, pero q%2·k%1 = %4</translation>
    </message>
    <message>
        <source>the scores of %1</source>
        <translation>las puntuaciones de la %1</translation>
    </message>
    <message>
        <source>W_Q = W_K = W_V = I on the right, for comparison</source>
        <translation>W_Q = W_K = W_V = I a la derecha, para comparar</translation>
    </message>
    <message>
        <source>predict √d_k ≈</source>
        <extracomment>the spread (standard deviation) of the scores, which the class predicts</extracomment>
        <translation>prediga √d_k ≈</translation>
    </message>
    <message>
        <source>predicted spread of q·k at d_k = %1 (√d_k)</source>
        <translation>dispersión prevista de q·k con d_k = %1 (√d_k)</translation>
    </message>
    <message>
        <source>simulated %1</source>
        <extracomment>the spread the simulation gave: &quot;simulated 8.1&quot;</extracomment>
        <translation>simulada %1</translation>
    </message>
    <message>
        <source>spread</source>
        <extracomment>a noun: the spread (standard deviation) of the scores</extracomment>
        <translation>dispersión</translation>
    </message>
    <message>
        <source>This session: d_k = %1, so random q, k like these would spread √%1 = %2. %3&apos;s %4 spread %5 raw, %6 scaled.</source>
        <extracomment>%3: &quot;Head 1&quot; (or &quot;Head 2 of 8&quot;), %4: &quot;scores of the first 512 queries&quot; or &quot;9 scores&quot;</extracomment>
        <translation>Esta sesión: d_k = %1, así que unos q, k aleatorios como estos tendrían una dispersión de √%1 = %2. %3: sus %4 tienen una dispersión de %5 sin escala y de %6 con escala.</translation>
    </message>
    <message>
        <source>scores of the first %1 queries</source>
        <translation>puntuaciones de las primeras %1 consultas</translation>
    </message>
    <message numerus="yes">
        <source>%1 score(s)</source>
        <translation>
            <numerusform>%1 puntuación</numerusform>
            <numerusform>%1 puntuaciones</numerusform>
        </translation>
    </message>
    <message>
        <source>10,000 random q, k, components independent, mean 0, variance 1: Var(q_i·k_i) = E[q_i²·k_i²] = E[q_i²]·E[k_i²] = 1, and q·k adds d_k of them, so it spreads √d_k. Divided by √d_k: about 1.</source>
        <translation>10.000 q, k aleatorios, de componentes independientes, con media 0 y varianza 1: Var(q_i·k_i) = E[q_i²·k_i²] = E[q_i²]·E[k_i²] = 1, y q·k suma d_k de ellos, así que su dispersión es √d_k. Dividido entre √d_k: alrededor de 1.</translation>
    </message>
    <message>
        <source>Simulated, the unscaled spreads come out %1 — as predicted, √4 = 2, √64 = 8, √512 ≈ 22.6; scaled, about 1 each time.</source>
        <translation>En la simulación, las dispersiones sin escala salen %1 — como se predijo, √4 = 2, √64 = 8, √512 ≈ 22,6; con escala, alrededor de 1 cada vez.</translation>
    </message>
    <message>
        <source>d_k = 4, 64 and 512</source>
        <translation>d_k = 4, 64 y 512</translation>
    </message>
    <message>
        <source>10,000 random pairs each (seed 1)</source>
        <translation>10.000 pares aleatorios cada uno (semilla 1)</translation>
    </message>
    <message>
        <source>this session&apos;s d_k and the spread of its scores</source>
        <translation>d_k de esta sesión y la dispersión de sus puntuaciones</translation>
    </message>
    <message>
        <source>softmax weights</source>
        <translation>pesos del softmax</translation>
    </message>
    <message>
        <source>scores 8, 0, −8 (unscaled)</source>
        <translation>puntuaciones 8, 0, −8</translation>
    </message>
    <message>
        <source>softmax(1, 0, −1) weight %1</source>
        <translation>softmax(1, 0, −1), peso %1</translation>
    </message>
    <message>
        <source>this session: %1</source>
        <translation>esta sesión: %1</translation>
    </message>
    <message>
        <source>At d_k = 64 typical scores lie about 8 either side of 0. Give 8, 0, −8 to the softmax and it is practically one-hot; divided by √64 = 8 first, it is not.</source>
        <translation>Con d_k = 64, las puntuaciones típicas quedan a unos 8 a cada lado de 0. Dele 8, 0, −8 al softmax y será prácticamente one-hot; si antes se dividen entre √64 = 8, no lo es.</translation>
    </message>
    <message>
        <source>Unscaled the top key takes %1 % of the attention; scaled, %2 %.</source>
        <translation>Sin escala, la clave principal se lleva el %1 % de la atención; con escala, el %2 %.</translation>
    </message>
    <message>
        <source> This session&apos;s %1: largest weight %2.</source>
        <translation> En esta sesión, el peso máximo de la %1 es %2.</translation>
    </message>
    <message>
        <source>scores 8, 0, −8 and, scaled by 8, 1, 0, −1</source>
        <translation>puntuaciones 8, 0, −8 y, divididas entre 8, 1, 0, −1</translation>
    </message>
    <message>
        <source>the scaled scores and weights of %1</source>
        <translation>las puntuaciones escaladas y los pesos de la %1</translation>
    </message>
    <message>
        <source>p(1 − p) of the largest weight (at most 0.25)</source>
        <translation>p(1 − p) del mayor peso (como mucho 0,25)</translation>
    </message>
    <message>
        <source>the lesson&apos;s scores</source>
        <translation>las puntuaciones de la lección</translation>
    </message>
    <message>
        <source>p(1 − p) for 8, 0, −8</source>
        <translation>p(1 − p) para 8, 0, −8</translation>
    </message>
    <message>
        <source>p(1 − p) for 1, 0, −1</source>
        <translation>p(1 − p) para 1, 0, −1</translation>
    </message>
    <message>
        <source>Training moves the scaled scores along the softmax&apos;s slope, p(1 − p) for the top weight. Saturated, the slope is almost 0 and Q and K barely learn; scaled, it is near the largest it can be, 0.25.</source>
        <translation>El entrenamiento mueve las puntuaciones escaladas a lo largo de la pendiente del softmax, p(1 − p) para el peso mayor. Saturado, la pendiente es casi 0 y Q y K apenas aprenden; con escala, está cerca del máximo posible, 0,25.</translation>
    </message>
    <message>
        <source>%1 against %2: about %3 times less learning signal. Dividing by √d_k keeps the scores&apos; spread near 1, out of saturation.</source>
        <translation>%1 frente a %2: unas %3 veces menos señal de aprendizaje. Dividir entre √d_k mantiene la dispersión de las puntuaciones cerca de 1, lejos de la saturación.</translation>
    </message>
    <message>
        <source>scores 8, 0, −8 and 1, 0, −1</source>
        <translation>puntuaciones 8, 0, −8 y 1, 0, −1</translation>
    </message>
    <message>
        <source>the largest weight of %1</source>
        <translation>el mayor peso de la %1</translation>
    </message>
    <message>
        <source> + … (%1 more: %2)</source>
        <extracomment>the rest of a sum of products: &quot; + … (62 more: 0.125)&quot;</extracomment>
        <translation> + … (%1 más: %2)</translation>
    </message>
    <message>
        <source>q%1 = %2 (%3) against every key</source>
        <translation>q%1 = %2 (%3) frente a cada clave</translation>
    </message>
    <message>
        <source>Score (i, j) is the dot product of query i with key j: how well they line up. Here %1 meets every key, term by term; the matrix holds every query&apos;s row (T × T = %2).</source>
        <translation>La puntuación (i, j) es el producto escalar de la consulta i y la clave j: cuánto se alinean. Aquí la %1 se cruza con cada clave, término a término; la matriz tiene la fila de cada consulta (T × T = %2).</translation>
    </message>
    <message>
        <source>the normed %1</source>
        <translation>el vector normalizado %1</translation>
    </message>
    <message>
        <source>the %1 of the Q step</source>
        <translation>el vector %1 del paso de Q</translation>
    </message>
    <message>
        <source> This session uses RoPE: before the scores, q and every key are turned by their positions (pair c of token j by p_j·f_c), so q%1 is no longer %2 but the turned %3, and likewise each key. Unturned, the scores of the keys shown would be %4.</source>
        <translation> Esta sesión usa RoPE: antes de las puntuaciones, q y cada clave se giran según sus posiciones (el par c del token j, p_j·f_c), así que q%1 ya no es %2, sino el vector girado %3, y lo mismo cada clave. Sin girar, las puntuaciones de las claves mostradas serían %4.</translation>
    </message>
    <message>
        <source>The mask blocks every key of %1: its scores never reach the softmax.</source>
        <translation>La máscara bloquea todas las claves de la %1: sus puntuaciones nunca llegan al softmax.</translation>
    </message>
    <message>
        <source>%1 lines up best with %2 (%3); masked key %4 scores more (%5).</source>
        <translation>La %1 se alinea mejor con la %2 (%3); la clave enmascarada %4, más (%5).</translation>
    </message>
    <message>
        <source>%1 lines up best with %2 (score %3).</source>
        <translation>La %1 se alinea mejor con la %2 (puntuación %3).</translation>
    </message>
    <message>
        <source>q%1 and the keys of %2</source>
        <translation>q%1 y las claves de la %2</translation>
    </message>
    <message>
        <source>the scores</source>
        <translation>las puntuaciones</translation>
    </message>
    <message>
        <source>%1&apos;s scores %2</source>
        <translation>puntuaciones de la %1 %2</translation>
    </message>
    <message>
        <source>scaled score of key %1</source>
        <translation>puntuación escalada de la clave %1</translation>
    </message>
    <message>
        <source>%1 of key %2</source>
        <translation>%1 de la clave %2</translation>
    </message>
    <message>
        <source>d_k = %1, so every score is divided by √%1 = %2. Why is a later step&apos;s question; these scaled scores are what the softmax gets.</source>
        <translation>d_k = %1, así que cada puntuación se divide entre √%1 = %2. El porqué es la pregunta de un paso posterior; estas puntuaciones escaladas son lo que recibe el softmax.</translation>
    </message>
    <message>
        <source>d_k = %1, so every score is divided by √%1 = %2. Why is a later step&apos;s question.</source>
        <translation>d_k = %1, así que cada puntuación se divide entre √%1 = %2. El porqué es la pregunta de un paso posterior.</translation>
    </message>
    <message>
        <source>This session turns the scaling off (scale 1): the scores go into the softmax as they are, instead of divided by √%1 = %2.</source>
        <translation>Esta sesión desactiva el escalado (escala 1): las puntuaciones entran en el softmax tal cual, en lugar de divididas entre √%1 = %2.</translation>
    </message>
    <message>
        <source>This session scales the scores by %1 instead of 1/√d_k = 1/√%2 = %3.</source>
        <translation>Esta sesión escala las puntuaciones por %1 en lugar de 1/√d_k = 1/√%2 = %3.</translation>
    </message>
    <message>
        <source> This session&apos;s score rule goes on after the scale (%1): what comes out, the logits, is what the softmax gets.</source>
        <translation> La regla de puntuación de esta sesión continúa después de la escala (%1): lo que sale, los logits, es lo que recibe el softmax.</translation>
    </message>
    <message>
        <source>, then </source>
        <translation>, luego </translation>
    </message>
    <message>
        <source>Scaled, %1&apos;s scores are %2.</source>
        <translation>Escaladas, las puntuaciones de la %1 son %2.</translation>
    </message>
    <message>
        <source>Through the score rule, %1&apos;s logits are %2.</source>
        <translation>Tras la regla de puntuación, los logits de la %1 son %2.</translation>
    </message>
    <message>
        <source>d_k = %1 and the scale</source>
        <translation>d_k = %1 y la escala</translation>
    </message>
    <message>
        <source>e^(x − %1) for %2</source>
        <translation>e^(x − %1) para la %2</translation>
    </message>
    <message>
        <source>e^x for %1</source>
        <translation>e^x para la %1</translation>
    </message>
    <message>
        <source>sink</source>
        <extracomment>the attention sink&apos;s row (its logit takes a share of the weights)</extracomment>
        <translation>sumidero</translation>
    </message>
    <message>
        <source>e^%1 of the sink</source>
        <translation>e^%1 del sumidero</translation>
    </message>
    <message numerus="yes">
        <source>the other %1 key(s)</source>
        <extracomment>a row for the keys not shown; %1: their count, written with thousands separators</extracomment>
        <translation>
            <numerusform>la otra %1 clave</numerusform>
            <numerusform>las otras %1 claves</numerusform>
        </translation>
    </message>
    <message>
        <source>Rounding the scaled scores first changes the last digit: %1; the exact scaled scores give %2, as shown.</source>
        <translation>Redondear primero las puntuaciones escaladas cambia el último dígito: %1; las puntuaciones escaladas exactas dan %2, como se muestra.</translation>
    </message>
    <message>
        <source>The printed lesson writes %1: it exponentiated the rounded scaled score.</source>
        <translation>La lección impresa escribe %1: calculó e^x de la puntuación escalada redondeada.</translation>
    </message>
    <message>
        <source>The softmax turns scores into weights. Step one: e^x of every scaled score — always positive, and the larger ones pull ahead.</source>
        <translation>El softmax convierte las puntuaciones en pesos. Paso uno: e^x de cada puntuación escalada — siempre positivo, y los mayores se adelantan.</translation>
    </message>
    <message>
        <source> Exponentiate each scaled score&apos;s exact value, not the rounded one written here: rounding first changes the last digit.</source>
        <translation> Calcule e^x del valor exacto de cada puntuación escalada, no del redondeado que aparece aquí: redondear primero cambia el último dígito.</translation>
    </message>
    <message>
        <source> These scaled scores are large, so the row&apos;s largest, %1, is subtracted first: the weights come out the same.</source>
        <translation> Estas puntuaciones escaladas son grandes, así que primero se resta la mayor de la fila, %1: los pesos salen iguales.</translation>
    </message>
    <message>
        <source>e^x of %1&apos;s scaled scores: %2.</source>
        <translation>e^x de las puntuaciones escaladas de la %1: %2.</translation>
    </message>
    <message>
        <source>the scaled scores of %1</source>
        <translation>las puntuaciones escaladas de la %1</translation>
    </message>
    <message>
        <source>Every key of %1 is blocked, so there is nothing to divide: its weights are all 0 (PyTorch would give NaN here). Pick another query, or unblock a key.</source>
        <translation>Todas las claves de la %1 están bloqueadas, así que no hay nada que dividir: sus pesos son todos 0 (aquí PyTorch daría NaN). Elija otra consulta o desbloquee una clave.</translation>
    </message>
    <message>
        <source>%1: each eˣ ÷ their sum</source>
        <translation>%1: cada eˣ ÷ su suma</translation>
    </message>
    <message>
        <source>weight of key %1</source>
        <translation>peso de la clave %1</translation>
    </message>
    <message>
        <source>From the rounded numbers, %1 ÷ %2 = %3; exactly it is %4, as shown.</source>
        <translation>Con los números redondeados, %1 ÷ %2 = %3; con los exactos es %4, como se muestra.</translation>
    </message>
    <message>
        <source>the sink&apos;s weight</source>
        <translation>el peso del sumidero</translation>
    </message>
    <message>
        <source>Step two: add up the exponentials, the sink&apos;s among them, and divide each by the sum. The weights are positive and add up to 1 with the sink&apos;s share — which goes to no key: %1&apos;s keys share the rest.</source>
        <translation>Paso dos: sume las exponenciales, incluida la del sumidero, y divida cada una entre la suma. Los pesos son positivos y suman 1 con la parte del sumidero, que no va a ninguna clave: las claves de la %1 se reparten el resto.</translation>
    </message>
    <message>
        <source>Step two: add up the exponentials and divide each by the sum. The weights are positive and add up to 1 — fractions of %1&apos;s attention.</source>
        <translation>Paso dos: sume las exponenciales y divida cada una entre la suma. Los pesos son positivos y suman 1: son fracciones de la atención de la %1.</translation>
    </message>
    <message>
        <source>%1 gives %2 of its attention to %3. The keys&apos; weights add up to 1 − %4, the sink&apos;s share.</source>
        <translation>La %1 da el %2 de su atención a la %3. Los pesos de las claves suman 1 − %4, la parte del sumidero.</translation>
    </message>
    <message>
        <source>%1 gives %2 of its attention to %3. The weights add up to 1.</source>
        <translation>La %1 da el %2 de su atención a la %3. Los pesos suman 1.</translation>
    </message>
    <message>
        <source>%1 gives %2 of its attention to %3 and %4 to itself. The keys&apos; weights add up to 1 − %5, the sink&apos;s share.</source>
        <translation>La %1 da el %2 de su atención a la %3 y el %4 a sí misma. Los pesos de las claves suman 1 − %5, la parte del sumidero.</translation>
    </message>
    <message>
        <source>%1 gives %2 of its attention to %3 and %4 to itself. The weights add up to 1.</source>
        <translation>La %1 da el %2 de su atención a la %3 y el %4 a sí misma. Los pesos suman 1.</translation>
    </message>
    <message>
        <source>the exponentials, their sum and the weights of %1</source>
        <translation>las exponenciales, su suma y los pesos de la %1</translation>
    </message>
    <message>
        <source>%1: Σ w_j · v_j</source>
        <translation>%1: Σ w_j · v_j</translation>
    </message>
    <message>
        <source>output%1 = Σ =</source>
        <translation>salida%1 = Σ =</translation>
    </message>
    <message>
        <source>output of %1</source>
        <translation>salida de la %1</translation>
    </message>
    <message>
        <source>To two decimals: %1.</source>
        <translation>Con dos decimales: %1.</translation>
    </message>
    <message>
        <source>The output blends the value rows: each v_j counts as much as %1 attends to key j.</source>
        <translation>La salida mezcla las filas de valores: cada v_j cuenta tanto como la %1 atiende a la clave j.</translation>
    </message>
    <message>
        <source> Every key is blocked here, so every weight is 0 and the output is zero.</source>
        <translation> Aquí todas las claves están bloqueadas, así que todos los pesos son 0 y la salida es cero.</translation>
    </message>
    <message>
        <source>%1&apos;s output is %2: as wide as a value (d_k = %3), now informed by its context.</source>
        <translation>La salida de la %1 es %2: tan ancha como un valor (d_k = %3), ahora informada por su contexto.</translation>
    </message>
    <message>
        <source>the weights and values of %1</source>
        <translation>los pesos y los valores de la %1</translation>
    </message>
    <message>
        <source>the output</source>
        <translation>la salida</translation>
    </message>
    <message>
        <source>row %1 of A · V =</source>
        <translation>fila %1 de A · V =</translation>
    </message>
    <message>
        <source>  the output just worked out</source>
        <translation>  la salida que acabamos de calcular</translation>
    </message>
    <message>
        <source>rows of A sum to</source>
        <translation>las filas de A suman</translation>
    </message>
    <message>
        <source>Every query at once is one matrix product: A (%1, each row summing to 1) times V (%2) gives the output (%3) — a row per token, as the input had.</source>
        <translation>Todas las consultas a la vez son un solo producto de matrices: A (%1, cada fila suma 1) por V (%2) da la salida (%3) — una fila por token, como tenía la entrada.</translation>
    </message>
    <message>
        <source> Rows whose keys are all blocked are 0.</source>
        <translation> Las filas con todas sus claves bloqueadas son 0.</translation>
    </message>
    <message>
        <source>A, V and the output of %1</source>
        <translation>A, V y la salida de la %1</translation>
    </message>
    <message>
        <source>Every key of %1 is blocked: there is nothing to look up, hard or soft.</source>
        <translation>Todas las claves de la %1 están bloqueadas: no hay nada que buscar, ni de forma rígida ni de forma suave.</translation>
    </message>
    <message>
        <source>weight of each key of %1</source>
        <translation>peso de cada clave de la %1</translation>
    </message>
    <message>
        <source>τ → 0: hard lookup</source>
        <translation>τ → 0: búsqueda rígida</translation>
    </message>
    <message>
        <source>τ = 1: the softmax</source>
        <translation>τ = 1: el softmax</translation>
    </message>
    <message>
        <source>τ = %1: sharper</source>
        <translation>τ = %1: más nítido</translation>
    </message>
    <message>
        <source>output = v%1 = </source>
        <translation>salida = v%1 = </translation>
    </message>
    <message>
        <source>the hard lookup&apos;s output</source>
        <translation>la salida de la búsqueda rígida</translation>
    </message>
    <message>
        <source>output = </source>
        <translation>salida = </translation>
    </message>
    <message>
        <source>A dictionary returns the one value whose key matches. Divide the scaled scores by a temperature τ before the softmax: as τ → 0 the weights go one-hot and the output is one value row; at τ = 1 every value is blended.</source>
        <translation>Un diccionario devuelve el único valor cuya clave coincide. Divida las puntuaciones escaladas entre una temperatura τ antes del softmax: cuando τ → 0, los pesos se vuelven one-hot y la salida es una sola fila de valores; con τ = 1 se mezclan todos los valores.</translation>
    </message>
    <message numerus="yes">
        <source>Hard, %1 takes key %2 alone and outputs v%3 = %4; soft, it blends all %5 value(s) — and the blend is smooth, so gradient descent can train it.</source>
        <extracomment>%5: a count written with thousands separators</extracomment>
        <translation>
            <numerusform>En modo rígido, la %1 toma solo la clave %2 y da como salida v%3 = %4; en modo suave, mezcla su %5 valor — y la mezcla es continua, así que el descenso de gradiente puede entrenarla.</numerusform>
            <numerusform>En modo rígido, la %1 toma solo la clave %2 y da como salida v%3 = %4; en modo suave, mezcla los %5 valores — y la mezcla es continua, así que el descenso de gradiente puede entrenarla.</numerusform>
        </translation>
    </message>
    <message>
        <source>the scaled scores and values of %1</source>
        <translation>las puntuaciones escaladas y los valores de la %1</translation>
    </message>
    <message>
        <source>the temperatures τ → 0, 0.5 and 1 (chosen for the picture)</source>
        <translation>las temperaturas τ → 0; 0,5 y 1 (elegidas para la imagen)</translation>
    </message>
    <message>
        <source> · sink %1</source>
        <extracomment>the weight the attention sink takes (GPT-OSS), after the keys&apos; weights</extracomment>
        <translation> · sumidero %1</translation>
    </message>
    <message>
        <source>With one token every variant gives it all the weight: today&apos;s stages need at least two tokens.</source>
        <translation>Con un solo token, todas las variantes le dan todo el peso: las etapas actuales necesitan al menos dos tokens.</translation>
    </message>
    <message>
        <source>cap %1 (Gemma 2)</source>
        <extracomment>the picture with Gemma 2&apos;s soft-cap of the logits at %1</extracomment>
        <translation>tope %1 (Gemma 2)</translation>
    </message>
    <message>
        <source>sink (GPT-OSS)</source>
        <extracomment>the picture with an attention sink, as GPT-OSS has</extracomment>
        <translation>sumidero (GPT-OSS)</translation>
    </message>
    <message>
        <source>window %1 (Mistral)</source>
        <extracomment>the picture with a sliding window of %1 keys, as Mistral has</extracomment>
        <translation>ventana %1 (Mistral)</translation>
    </message>
    <message>
        <source>The lesson gives %1 the weights %2. One stage changed each: BLOOM adds −m·|i − j| (m = %3 for head %4); Gemma 2 caps every logit at %5·tanh(x / %5); GPT-OSS&apos;s sink takes weight and gives no value; Mistral and Gemma&apos;s local layers see only the %6 latest keys.</source>
        <translation>La lección da a %1 los pesos %2. Cada variante cambia una etapa: BLOOM suma −m·|i − j| (m = %3 para la cabeza %4); Gemma 2 limita cada logit a %5·tanh(x / %5); el sumidero de GPT-OSS se lleva peso y no aporta ningún valor; las capas locales de Mistral y Gemma solo ven las %6 claves más recientes.</translation>
    </message>
    <message>
        <source> (This session&apos;s own stages are left out of the first picture and set one at a time in the others.)</source>
        <translation> (Las etapas propias de esta sesión se omiten en la primera imagen y se aplican de una en una en las demás.)</translation>
    </message>
    <message>
        <source>Same scores, one stage changed: that is how to read every new attention variant.</source>
        <translation>Mismas puntuaciones, una etapa cambiada: así se lee cada nueva variante de atención.</translation>
    </message>
    <message>
        <source>Q and K of %1; under each picture the weights of %2</source>
        <translation>Q y K de la %1; bajo cada imagen, los pesos de la %2</translation>
    </message>
    <message>
        <source>the cap %1, the sink&apos;s logit 1, the window %2</source>
        <translation>el tope %1, el logit 1 del sumidero, la ventana %2</translation>
    </message>
    <message>
        <source>Introduction</source>
        <translation>Introducción</translation>
    </message>
    <message>
        <source>Attention, worked out by hand</source>
        <translation>La atención, calculada a mano</translation>
    </message>
    <message>
        <source>Every number on these slides is computed from the session in the window. Change a token, a weight or the mask, and the whole lesson follows.</source>
        <translation>Cada número de estas diapositivas se calcula a partir de la sesión de la ventana. Cambie un token, un peso o la máscara, y toda la lección se actualiza.</translation>
    </message>
    <message>
        <source>The problem attention solves</source>
        <translation>El problema que resuelve la atención</translation>
    </message>
    <message>
        <source>The same word needs different meanings in different sentences. Point at the two “bank” rows: identical going in, different coming out, because each mixed in its own neighbours.</source>
        <translation>La misma palabra necesita significados distintos en frases distintas. Señale las dos filas de «bank»: idénticas al entrar, distintas al salir, porque cada una mezcló a sus propios vecinos.</translation>
    </message>
    <message>
        <source>What we will cover</source>
        <translation>Qué veremos</translation>
    </message>
    <message>
        <source>The plan of the lesson: by the end the class can compute attention by hand, say why each piece is there, and read the code.</source>
        <translation>El plan de la lección: al final, la clase sabrá calcular la atención a mano, explicar por qué está cada pieza y leer el código.</translation>
    </message>
    <message>
        <source>Attention as soft lookup: a library</source>
        <translation>La atención como búsqueda suave: una biblioteca</translation>
    </message>
    <message>
        <source>The analogy before the maths: a query walks in, every key is compared, and the answer is a blend of the values, not one book. Ask the class what a dictionary would return instead.</source>
        <translation>La analogía antes de las matemáticas: entra una consulta, se compara con cada clave y la respuesta es una mezcla de los valores, no un solo libro. Pregunte a la clase qué devolvería en cambio un diccionario.</translation>
    </message>
    <message>
        <source>Queries, keys and values</source>
        <translation>Consultas, claves y valores</translation>
    </message>
    <message>
        <source>The input X: one row per token</source>
        <translation>La entrada X: una fila por token</translation>
    </message>
    <message>
        <source>Start with the smallest example that still shows everything: a few tokens, a couple of numbers each.</source>
        <translation>Empiece con el ejemplo más pequeño que aún lo muestra todo: unos pocos tokens, un par de números cada uno.</translation>
    </message>
    <message>
        <source>Queries: Q = X · W_Q</source>
        <translation>Consultas: Q = X · W_Q</translation>
    </message>
    <message>
        <source>Row by row: a token&apos;s numbers say how much of each row of W_Q to take. Let the class do the last row.</source>
        <translation>Fila a fila: los números de un token dicen cuánto tomar de cada fila de W_Q. Deje que la clase haga la última fila.</translation>
    </message>
    <message>
        <source>Keys: K = X · W_K</source>
        <translation>Claves: K = X · W_K</translation>
    </message>
    <message>
        <source>The same multiplication with a different matrix: what each token offers to be found by.</source>
        <translation>La misma multiplicación con otra matriz: lo que ofrece cada token para que lo encuentren.</translation>
    </message>
    <message>
        <source>Values: V = X · W_V</source>
        <translation>Valores: V = X · W_V</translation>
    </message>
    <message>
        <source>And once more: what each token hands over when it is chosen.</source>
        <translation>Y una vez más: lo que entrega cada token cuando lo eligen.</translation>
    </message>
    <message>
        <source>Why three different matrices?</source>
        <translation>¿Por qué tres matrices distintas?</translation>
    </message>
    <message>
        <source>With W = I a score is the overlap of two embeddings: symmetric, so a token looks for what it is (in the lesson, key 2 and key 3 tie). Separate matrices decouple what to ask for, what to advertise and what to deliver. Scores only: the softmax comes later.</source>
        <translation>Con W = I, una puntuación es el solapamiento de dos embeddings: es simétrica, así que un token busca lo que él mismo es (en la lección, la clave 2 y la clave 3 empatan). Matrices separadas desacoplan qué pedir, qué anunciar y qué entregar. Solo puntuaciones: el softmax viene después.</translation>
    </message>
    <message>
        <source>Scores, softmax and output</source>
        <translation>Puntuaciones, softmax y salida</translation>
    </message>
    <message>
        <source>Scores: each query against every key</source>
        <translation>Puntuaciones: cada consulta frente a cada clave</translation>
    </message>
    <message>
        <source>A dot product measures alignment. Work one query row term by term; the matrix on the right holds every row.</source>
        <translation>Un producto escalar mide la alineación. Calcule una fila de consulta término a término; la matriz de la derecha contiene todas las filas.</translation>
    </message>
    <message>
        <source>Divide by √d_k</source>
        <translation>Dividir entre √d_k</translation>
    </message>
    <message>
        <source>Just do it for now; the reason comes in its own section.</source>
        <translation>Por ahora, simplemente hágalo; la razón llega en su propia sección.</translation>
    </message>
    <message>
        <source>Softmax, part 1: exponentiate</source>
        <translation>Softmax, parte 1: exponenciar</translation>
    </message>
    <message>
        <source>e^x makes everything positive and stretches the gaps. Watch the rounding: exponentiate the exact number.</source>
        <translation>e^x lo hace todo positivo y amplía las diferencias. Cuidado con el redondeo: calcule e^x del número exacto.</translation>
    </message>
    <message>
        <source>Softmax, part 2: divide by the sum</source>
        <translation>Softmax, parte 2: dividir entre la suma</translation>
    </message>
    <message>
        <source>The weights are fractions of one whole: ask where most of this query&apos;s attention goes.</source>
        <translation>Los pesos son fracciones de un todo: pregunte adónde va la mayor parte de la atención de esta consulta.</translation>
    </message>
    <message>
        <source>Blend the values</source>
        <translation>Mezclar los valores</translation>
    </message>
    <message>
        <source>The output is a weighted average of the value rows: same width as a value, informed by context.</source>
        <translation>La salida es una media ponderada de las filas de valores: el mismo ancho que un valor, informada por el contexto.</translation>
    </message>
    <message>
        <source>Every query at once: A · V</source>
        <translation>Todas las consultas a la vez: A · V</translation>
    </message>
    <message>
        <source>Nothing new: the row we just computed is one row of a matrix product. Point at the shapes.</source>
        <translation>Nada nuevo: la fila que acabamos de calcular es una fila de un producto de matrices. Señale las formas.</translation>
    </message>
    <message>
        <source>Hard lookup, soft lookup</source>
        <translation>Búsqueda rígida, búsqueda suave</translation>
    </message>
    <message>
        <source>A dictionary returns one value. Cool the softmax down and it does the same; at τ = 1 it blends, and that smoothness is what lets gradient descent train it.</source>
        <translation>Un diccionario devuelve un solo valor. Enfríe el softmax y hará lo mismo; con τ = 1 mezcla, y esa continuidad es lo que permite entrenarlo con descenso de gradiente.</translation>
    </message>
    <message>
        <source>One step of gradient descent</source>
        <translation>Un paso de descenso de gradiente</translation>
    </message>
    <message>
        <source>Smooth means it has a gradient. Give the layer a target, read ∂L/∂W_Q, and move W_Q a little against it: the loss falls. The Train panel repeats this step.</source>
        <translation>Derivable significa que tiene gradiente. Dé a la capa un objetivo, lea ∂L/∂W_Q y mueva W_Q un poco en sentido contrario: la pérdida baja. El panel Entrenar repite este paso.</translation>
    </message>
    <message>
        <source>Why divide by √d_k</source>
        <translation>Por qué dividir entre √d_k</translation>
    </message>
    <message>
        <source>Dot products spread with d_k</source>
        <translation>La dispersión del producto escalar crece con d_k</translation>
    </message>
    <message>
        <source>Variances add: d_k products of variance 1 make a sum of variance d_k. Ask the class to predict the spreads before revealing them.</source>
        <translation>Las varianzas se suman: d_k productos de varianza 1 dan una suma de varianza d_k. Pida a la clase que prediga las dispersiones antes de mostrarlas.</translation>
    </message>
    <message>
        <source>Big scores saturate the softmax</source>
        <translation>Las puntuaciones grandes saturan el softmax</translation>
    </message>
    <message>
        <source>At d_k = 64 scores of ±8 are normal. Unscaled the softmax is practically one-hot; scaled it is not.</source>
        <translation>Con d_k = 64, las puntuaciones de ±8 son normales. Sin escala, el softmax es prácticamente one-hot; con escala, no.</translation>
    </message>
    <message>
        <source>A saturated softmax stops learning</source>
        <translation>Un softmax saturado deja de aprender</translation>
    </message>
    <message>
        <source>The slope of the softmax is p(1 − p). Near one-hot it vanishes and Q and K stop learning.</source>
        <translation>La pendiente del softmax es p(1 − p). Cerca de one-hot se anula, y Q y K dejan de aprender.</translation>
    </message>
    <message>
        <source>The race: scaled against unscaled, measured</source>
        <translation>La carrera: con escala frente a sin escala, medida</translation>
    </message>
    <message>
        <source>Not a claim, a measurement: the same task trained twice, only the scale differs. Let the class guess which curve stalls. Labs ▸ Saturation Race runs it live.</source>
        <translation>No es una afirmación, es una medición: la misma tarea entrenada dos veces; solo cambia la escala. Deje que la clase adivine qué curva se estanca. Laboratorio ▸ Carrera de saturación la ejecuta en directo.</translation>
    </message>
    <message>
        <source>Masks</source>
        <translation>Máscaras</translation>
    </message>
    <message>
        <source>Masking: −∞ before the softmax</source>
        <translation>Enmascarar: −∞ antes del softmax</translation>
    </message>
    <message>
        <source>A blocked score becomes −∞; e^−∞ is exactly 0, and the rest renormalise to 1.</source>
        <translation>Una puntuación bloqueada pasa a −∞; e^−∞ es exactamente 0, y el resto se renormaliza a 1.</translation>
    </message>
    <message>
        <source>Causal, padding, and the wrong way</source>
        <translation>Causal, relleno y la forma incorrecta</translation>
    </message>
    <message>
        <source>Causal keeps the lower triangle; padding blanks whole key columns. Zeroing after the softmax breaks the row sums: point at them.</source>
        <translation>La máscara causal conserva el triángulo inferior; la de relleno borra columnas de clave enteras. Poner a cero después del softmax rompe las sumas de las filas: señálelas.</translation>
    </message>
    <message>
        <source>Multi-head attention</source>
        <translation>Atención multicabeza</translation>
    </message>
    <message>
        <source>Splitting into heads</source>
        <translation>Dividir en cabezas</translation>
    </message>
    <message>
        <source>One softmax per token must compromise; several heads need not. Each gets its own slice of the width.</source>
        <translation>Un solo softmax por token tiene que buscar un compromiso; varias cabezas no. Cada una recibe su propia porción del ancho.</translation>
    </message>
    <message>
        <source>Concatenate, then mix with W_O</source>
        <translation>Concatenar y luego mezclar con W_O</translation>
    </message>
    <message>
        <source>Without W_O each output column would come from one head only. Show a column that takes from two.</source>
        <translation>Sin W_O, cada columna de salida vendría de una sola cabeza. Muestre una columna que toma de dos.</translation>
    </message>
    <message>
        <source>Shapes with a batch</source>
        <translation>Formas con un lote</translation>
    </message>
    <message>
        <source>Most attention bugs are shape bugs. Two sentences padded to one length; follow the shape line by line.</source>
        <translation>La mayoría de los errores de atención son errores de forma. Dos frases rellenadas hasta la misma longitud; siga la forma línea a línea.</translation>
    </message>
    <message>
        <source>Counting the weights</source>
        <translation>Contar los pesos</translation>
    </message>
    <message>
        <source>Four square matrices, nothing else (biases aside). More heads cost nothing: they only slice the width.</source>
        <translation>Cuatro matrices cuadradas, nada más (sin contar los sesgos). Más cabezas no cuestan nada: solo reparten el ancho.</translation>
    </message>
    <message>
        <source>Two classic bugs</source>
        <translation>Dos errores clásicos</translation>
    </message>
    <message>
        <source>Reshape without transpose scrambles tokens across heads; a softmax over the wrong axis normalises columns.</source>
        <translation>Un reshape sin transponer desordena los tokens entre las cabezas; un softmax sobre el eje equivocado normaliza columnas.</translation>
    </message>
    <message>
        <source>Code and cost</source>
        <translation>Código y costo</translation>
    </message>
    <message>
        <source>The code</source>
        <translation>El código</translation>
    </message>
    <message>
        <source>Five lines of NumPy; PyTorch adds the batch and the heads. Run the whole script and get these numbers. In production, PyTorch&apos;s fused scaled_dot_product_attention does all of it.</source>
        <translation>Cinco líneas de NumPy; PyTorch añade el lote y las cabezas. Ejecute el script completo y obtendrá estos números. En producción, scaled_dot_product_attention, la función fusionada de PyTorch, lo hace todo.</translation>
    </message>
    <message>
        <source>Reading attention heatmaps</source>
        <translation>Leer mapas de calor de atención</translation>
    </message>
    <message>
        <source>Rows are queries, columns keys, each row sums to 1. Different heads learn different patterns; a heatmap helps debugging but is not an explanation. To show the difference, Help ▸ How to Use ▸ “Find a head, switch it off”: open the built-in induction model, find its induction head by its score, ablate it, and watch the copied word&apos;s probability collapse while the heatmap stays the same.</source>
        <translation>Las filas son consultas; las columnas, claves; cada fila suma 1. Cabezas distintas aprenden patrones distintos; un mapa de calor ayuda a depurar, pero no es una explicación. Para mostrar la diferencia, Ayuda ▸ Cómo usar ▸ «Encontrar una cabeza y apagarla»: abra el modelo de inducción incluido, encuentre su cabeza de inducción por su puntuación, apáguela y vea cómo se desploma la probabilidad de la palabra copiada mientras el mapa de calor sigue igual.</translation>
    </message>
    <message>
        <source>The cost: T·d² first, then T²</source>
        <translation>El costo: primero T·d², luego T²</translation>
    </message>
    <message>
        <source>Measured on this machine, not quoted, and kept: every deck, worksheet and key made here shows the same times. Below T = 2·d_model the projections dominate and doubling T a little more than doubles the time; above it the T² scores take over and the ratio heads for 4 — the quadratic wall.</source>
        <translation>Medido en esta máquina, no citado, y guardado: cada juego de diapositivas, hoja de ejercicios y solucionario que se haga aquí muestra los mismos tiempos. Por debajo de T = 2·d_model dominan las proyecciones, y duplicar T algo más que duplica el tiempo; por encima, las puntuaciones T² toman el relevo y la razón tiende a 4: el muro cuadrático.</translation>
    </message>
    <message>
        <source>Recap</source>
        <translation>Resumen</translation>
    </message>
    <message>
        <source>The whole operation in one line. Next comes the rest of the transformer block around it.</source>
        <translation>Toda la operación en una línea. Después viene el resto del bloque transformer que la rodea.</translation>
    </message>
    <message>
        <source>The block</source>
        <translation>El bloque</translation>
    </message>
    <message>
        <source>The transformer block: where attention sits</source>
        <translation>El bloque transformer: dónde se sitúa la atención</translation>
    </message>
    <message>
        <source>The seed&apos;s “next time”. Point at the two adds: the stream is never replaced. On a layer taken from a model the numbers are its own; on the lesson&apos;s example, open a GPT-2 folder to fill them.</source>
        <translation>La «próxima vez» que anunciaba la lección original. Señale las dos sumas: el flujo nunca se sustituye. En una capa tomada de un modelo, los números son los suyos; en el ejemplo de la lección, abra una carpeta de GPT-2 para completarlos.</translation>
    </message>
    <message>
        <source>The residual add, then LayerNorm of one row</source>
        <translation>La suma residual y luego la LayerNorm de una fila</translation>
    </message>
    <message>
        <source>Work one column through on the board: subtract μ, divide by √(σ² + ε), times γ, plus β. Ask why the norm comes before each half, not after (the stream keeps its scale; each half reads a tame copy).</source>
        <translation>Calcule una columna en la pizarra: reste μ, divida entre √(σ² + ε), multiplique por γ, sume β. Pregunte por qué la normalización va antes de cada mitad y no después (el flujo conserva su escala; cada mitad lee una copia domada).</translation>
    </message>
    <message>
        <source>The MLP of one row, and back to the stream</source>
        <translation>El MLP de una fila, y de vuelta al flujo</translation>
    </message>
    <message>
        <source>Each row alone: no token looks at another here — that was attention&apos;s job. Ask what gelu does to the most negative unit.</source>
        <translation>Cada fila por separado: aquí ningún token mira a otro; ese era el trabajo de la atención. Pregunte qué hace gelu con la unidad más negativa.</translation>
    </message>
    <message>
        <source>Beyond the lesson</source>
        <translation>Más allá de la lección</translation>
    </message>
    <message>
        <source>Induction heads form (a recorded run)</source>
        <translation>Se forman cabezas de inducción (una ejecución grabada)</translation>
    </message>
    <message>
        <source>Optional. A run the app recorded, the same for every session: let the class guess what happens where the loss steps down, then reveal the two heads. Click the picture (or Train It Live) to open Labs ▸ Train a Model and run it in front of them; about 40 seconds on a laptop.</source>
        <translation>Opcional. Una ejecución que grabó la aplicación, la misma para todas las sesiones: deje que la clase adivine qué pasa donde la pérdida cae de golpe y luego revele las dos cabezas. Haga clic en la imagen (o en Entrenarlo en directo) para abrir Laboratorio ▸ Entrenar un modelo y ejecutarlo delante de la clase; unos 40 segundos en un portátil.</translation>
    </message>
    <message>
        <source>Attention today: one stage changed</source>
        <translation>La atención hoy: una etapa cambiada</translation>
    </message>
    <message>
        <source>Optional. The same scores through five rules. Ask which picture a long document would favour (the window forgets, ALiBi fades, the sink soaks up weight when nothing fits), then open a BLOOM or Gemma folder in the Model Workbench and find the stage in its breakdown.</source>
        <translation>Opcional. Las mismas puntuaciones pasadas por cinco reglas. Pregunte qué imagen favorecería a un documento largo (la ventana olvida, ALiBi se desvanece, el sumidero absorbe peso cuando nada encaja) y luego abra una carpeta de BLOOM o Gemma en el banco de trabajo del modelo y busque la etapa en su desglose.</translation>
    </message>
    <message>
        <source>loss on the repeated half %1 → %2 after %3 steps</source>
        <translation>pérdida en la mitad repetida %1 → %2 tras %3 pasos</translation>
    </message>
    <message>
        <source>%1: loss %2 → %3 after %4 steps</source>
        <translation>%1: pérdida %2 → %3 tras %4 pasos</translation>
    </message>
    <message>
        <source>T = %1: %2 scores per head, the T² part %3 of the work%4</source>
        <extracomment>%3: a share, &quot;40 %&quot;; %4: empty or &quot;, time ×3.9&quot;</extracomment>
        <translation>T = %1: %2 puntuaciones por cabeza, la parte T² es el %3 del trabajo%4</translation>
    </message>
    <message>
        <source>, time %1</source>
        <translation>, tiempo %1</translation>
    </message>
    <message>
        <source>columns 1–%1</source>
        <extracomment>which columns of d_model one head takes: &quot;columns 1–8&quot; (one head&apos;s d_k)</extracomment>
        <translation>columnas 1–%1</translation>
    </message>
    <message>
        <source>column 1</source>
        <translation>columna 1</translation>
    </message>
    <message>
        <source>sentence %1</source>
        <translation>frase %1</translation>
    </message>
    <message>
        <source>shape</source>
        <extracomment>a column heading: a matrix&apos;s shape, &quot;T × d_model&quot;</extracomment>
        <translation>forma</translation>
    </message>
    <message>
        <source>its settings (%1) are made for the heads it has</source>
        <extracomment>%1: the session&apos;s settings, e.g. &quot;ALiBi slopes&quot;, or several joined by &quot;and&quot;</extracomment>
        <translation>su configuración (%1) está hecha para las cabezas que tiene</translation>
    </message>
    <message>
        <source> In this session the scale is followed by %1: the whole script (Labs ▸ Show the Code) writes them.</source>
        <translation> En esta sesión, tras la escala vienen %1; el script completo (Laboratorio ▸ Mostrar el código) los escribe.</translation>
    </message>
    <message>
        <source>“%1”</source>
        <extracomment>a token in quotes, with the quotation marks the language writes: „river“, « river »</extracomment>
        <translation>«%1»</translation>
    </message>
</context>
<context>
    <name>ModelText</name>
    <message>
        <source>position embedding</source>
        <translation>embedding de posición</translation>
    </message>
    <message>
        <source>token embedding × L12 H12</source>
        <translation>embedding del token × L12 H12</translation>
    </message>
    <message>
        <source>step  (loss on a log scale)</source>
        <translation>paso  (pérdida en escala logarítmica)</translation>
    </message>
    <message>
        <source>no step yet</source>
        <translation>aún ningún paso</translation>
    </message>
    <message>
        <source>loss %1 before training</source>
        <translation>pérdida %1 antes de entrenar</translation>
    </message>
    <message>
        <source>loss %1 → %2 after %3</source>
        <translation>pérdida %1 → %2 tras %3</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n paso</numerusform>
            <numerusform>%n pasos</numerusform>
        </translation>
    </message>
    <message>
        <source>No training yet: press Step or Play</source>
        <translation>Aún no hay entrenamiento: pulse Paso o Iniciar</translation>
    </message>
    <message>
        <source>Race</source>
        <translation>Carrera</translation>
    </message>
    <message>
        <source>Loss Curve</source>
        <translation>Curva de pérdida</translation>
    </message>
    <message>
        <source>Layer %1 · head %2%3 · attention weights</source>
        <translation>Capa %1 · cabeza %2%3 · pesos de atención</translation>
    </message>
    <message>
        <source>%1 heads sharing %2 K/V</source>
        <translation>%1 cabezas que comparten %2 K/V</translation>
    </message>
    <message>
        <source>%1 heads</source>
        <translation>%1 cabezas</translation>
    </message>
    <message>
        <source>%1 · %2 layers × %3 · attention weights, one colour scale (0 … 1)</source>
        <translation>%1 · %2 capas × %3 · pesos de atención, una sola escala de color (0 … 1)</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>%1 · %2 layers × %3 heads · weights, one scale</source>
        <translation>%1 · %2 capas × %3 cabezas · pesos, una sola escala</translation>
    </message>
    <message>
        <source>%1 · %2 layers × %3 heads</source>
        <translation>%1 · %2 capas × %3 cabezas</translation>
    </message>
    <message>
        <source>%1 tokens, as the tokenizer split them (␣ = a space):  %2</source>
        <translation>%1 tokens, tal como los dividió el tokenizador (␣ = un espacio):  %2</translation>
    </message>
    <message>
        <source>Layer %1%2</source>
        <translation>Capa %1%2</translation>
    </message>
    <message>
        <source>local %1</source>
        <translation>local %1</translation>
    </message>
    <message>
        <source>global</source>
        <translation>global</translation>
    </message>
    <message>
        <source>attention weight</source>
        <translation>peso de atención</translation>
    </message>
    <message>
        <source>sink</source>
        <translation>sumidero</translation>
    </message>
    <message>
        <source>Badges: %1   0</source>
        <translation>Marcas: %1   0</translation>
    </message>
    <message>
        <source>Next token</source>
        <translation>Siguiente token</translation>
    </message>
    <message>
        <source>Next token after “%1” (token %2 of %3)</source>
        <translation>Siguiente token tras «%1» (token %2 de %3)</translation>
    </message>
    <message>
        <source>  new</source>
        <translation>  nuevo</translation>
    </message>
    <message>
        <source>Nothing changed · click a token to predict after it</source>
        <translation>Nada ha cambiado · haga clic en un token para predecir lo que sigue</translation>
    </message>
    <message>
        <source>Before → after: %1%2</source>
        <translation>Antes → después: %1%2</translation>
    </message>
    <message>
        <source> · running…</source>
        <translation> · ejecutando…</translation>
    </message>
    <message>
        <source>“%1” here</source>
        <translation>«%1» aquí</translation>
    </message>
    <message>
        <source>Head %1 · query “%2” against key “%3” · q·k by distance under RoPE</source>
        <translation>Cabeza %1 · consulta «%2» frente a clave «%3» · q·k según la distancia con RoPE</translation>
    </message>
    <message>
        <source>, linear scaling ÷ %1</source>
        <translation>, escalado lineal ÷ %1</translation>
    </message>
    <message>
        <source>, llama3 scaling (factor %1, trained on %2 positions)</source>
        <translation>, escalado llama3 (factor %1, entrenado con %2 posiciones)</translation>
    </message>
    <message>
        <source>, YaRN scaling (factor %1, trained on %2 positions, q and k × %3)</source>
        <translation>, escalado YaRN (factor %1, entrenado con %2 posiciones, q y k × %3)</translation>
    </message>
    <message>
        <source>%1θ = %2%3 · frequencies f = (%4)</source>
        <translation>%1θ = %2%3 · frecuencias f = (%4)</translation>
    </message>
    <message>
        <source>This session has no RoPE; shown as it would be with </source>
        <translation>Esta sesión no tiene RoPE; se muestra como sería con </translation>
    </message>
    <message>
        <source> · latent attention: only the rope part (%1 of %2 numbers) turns</source>
        <translation> · atención latente: solo gira la parte rope (%1 de %2 números)</translation>
    </message>
    <message>
        <source>Select a query: its curve needs an even d_k (RoPE turns pairs of numbers).</source>
        <translation>Seleccione una consulta: su curva necesita un d_k par (RoPE gira pares de números).</translation>
    </message>
    <message>
        <source>distance p_query − p_key (tokens)</source>
        <translation>distancia p_query − p_key (tokens)</translation>
    </message>
    <message>
        <source>score q·k</source>
        <translation>puntuación q·k</translation>
    </message>
    <message>
        <source>without RoPE: %1</source>
        <translation>sin RoPE: %1</translation>
    </message>
    <message>
        <source>induction score, every head</source>
        <translation>puntuación de inducción, todas las cabezas</translation>
    </message>
    <message>
        <source>previous-token score, every head</source>
        <translation>puntuación de token anterior, todas las cabezas</translation>
    </message>
    <message>
        <source>training step</source>
        <translation>paso de entrenamiento</translation>
    </message>
    <message>
        <source>loss (log scale)</source>
        <translation>pérdida (escala logarítmica)</translation>
    </message>
    <message>
        <source> off</source>
        <translation> apagada(s)</translation>
    </message>
    <message>
        <source>%1 rises · step %2</source>
        <translation>%1 surge · paso %2</translation>
    </message>
    <message>
        <source>shown: step %1</source>
        <translation>mostrado: paso %1</translation>
    </message>
    <message>
        <source>repeated half (held out)</source>
        <translation>mitad repetida (reservada)</translation>
    </message>
    <message>
        <source>each batch</source>
        <translation>cada lote</translation>
    </message>
    <message>
        <source>previous-token head</source>
        <translation>cabeza de token anterior</translation>
    </message>
    <message>
        <source>induction head</source>
        <translation>cabeza de inducción</translation>
    </message>
    <message>
        <source>No training yet: press Play or Step</source>
        <translation>Aún no hay entrenamiento: pulse Iniciar o Paso</translation>
    </message>
    <message>
        <source>model view</source>
        <translation>vista del modelo</translation>
    </message>
    <message>
        <source>Training Curves</source>
        <translation>Curvas de entrenamiento</translation>
    </message>
    <message>
        <source>space</source>
        <extracomment>a token that is only spaces, as a screen reader says it</extracomment>
        <translation>espacio</translation>
    </message>
    <message>
        <source>layer %1, head %2</source>
        <translation>capa %1, cabeza %2</translation>
    </message>
    <message>
        <source>layer %1, position %2 %3</source>
        <translation>capa %1, posición %2 %3</translation>
    </message>
    <message>
        <source>no value</source>
        <translation>sin valor</translation>
    </message>
    <message>
        <source>%1 ranks %2, probability %3</source>
        <extracomment>%1 the answer traced, %2 its rank, %3 its probability</extracomment>
        <translation>%1 en el puesto %2, probabilidad %3</translation>
    </message>
    <message>
        <source>top token %1, probability %2</source>
        <translation>token más probable %1, probabilidad %2</translation>
    </message>
    <message>
        <source>“%1”</source>
        <extracomment>a token in quotes, with the quotation marks the language writes: „␣Mary“, « ␣Mary »</extracomment>
        <translation>«%1»</translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <source>&quot;bank&quot; in two contexts</source>
        <translation>«bank» en dos contextos</translation>
    </message>
    <message>
        <source>Eight heads, eight patterns</source>
        <translation>Ocho cabezas, ocho patrones</translation>
    </message>
    <message>
        <source>Learn: first token (sink)</source>
        <translation>Aprender: primer token (sumidero)</translation>
    </message>
    <message>
        <source>Learn: previous token</source>
        <translation>Aprender: token anterior</translation>
    </message>
    <message>
        <source>Learn: same word earlier</source>
        <translation>Aprender: la misma palabra antes</translation>
    </message>
    <message>
        <source>Saturation race: unscaled</source>
        <translation>Carrera de saturación: sin escala</translation>
    </message>
    <message>
        <source>Saturation race: scaled</source>
        <translation>Carrera de saturación: con escala</translation>
    </message>
    <message>
        <source>Learn: two heads, two relations</source>
        <translation>Aprender: dos cabezas, dos relaciones</translation>
    </message>
    <message>
        <source>The lesson with a causal mask</source>
        <translation>La lección con máscara causal</translation>
    </message>
    <message>
        <source>The lesson with token 3 as padding</source>
        <translation>La lección con el token 3 como relleno</translation>
    </message>
    <message>
        <source>The lesson with RoPE (rotary positions)</source>
        <translation>La lección con RoPE (posiciones rotatorias)</translation>
    </message>
    <message>
        <source>The lesson without 1/sqrt(d_k)</source>
        <translation>La lección sin 1/sqrt(d_k)</translation>
    </message>
    <message>
        <source>The lesson: three tokens by hand</source>
        <translation>La lección: tres tokens a mano</translation>
    </message>
    <message>
        <source>Saturation cured: divided by sqrt(64) = 8</source>
        <translation>Saturación corregida: dividido entre sqrt(64) = 8</translation>
    </message>
    <message>
        <source>Softmax saturation: scores 8, 0, -8</source>
        <translation>Saturación del softmax: puntuaciones 8, 0, -8</translation>
    </message>
    <message>
        <source>Two heads, two patterns</source>
        <translation>Dos cabezas, dos patrones</translation>
    </message>
    <message>
        <source>Both &apos;bank&apos; tokens have the same embedding (water, money, thing, function word). Each sentence is blocked from the other, so each &apos;bank&apos; mixes in its own context: its output row leans to water in the river sentence and to money in the other.</source>
        <translation>Los dos tokens «bank» tienen el mismo embedding (agua, dinero, cosa, palabra funcional). Cada frase está bloqueada para la otra, así que cada «bank» mezcla su propio contexto: su fila de salida se inclina hacia el agua en la frase del río y hacia el dinero en la otra.</translation>
    </message>
    <message>
        <source>Eight computed heads: previous token, first token, self, broad, local window, same word, latest noun, skips &quot;the&quot;.</source>
        <translation>Ocho cabezas calculadas: token anterior, primer token, el propio token, amplia, ventana local, misma palabra, último sustantivo, se salta «the».</translation>
    </message>
    <message>
        <source>Learn the attention sink: two stories packed end to end, and every token&apos;s target is the first token of its own story. Press Play: the first column of each sentence fills in, the pattern real models use when nothing else is worth reading.</source>
        <translation>Aprender el sumidero de atención: dos historias puestas una tras otra, y el objetivo de cada token es el primer token de su propia historia. Pulse Iniciar: la primera columna de cada frase se rellena; es el patrón que usan los modelos reales cuando no hay nada más que valga la pena leer.</translation>
    </message>
    <message>
        <source>Learn to attend to the previous token: each token&apos;s target is the word before it (the first keeps its own). Press Play: the weights just below the diagonal light up, every one of them above 0.9 within 300 steps, and the loss falls a hundredfold.</source>
        <translation>Aprender a atender al token anterior: el objetivo de cada token es la palabra que lo precede (el primero conserva la suya). Pulse Iniciar: se iluminan los pesos justo debajo de la diagonal, todos por encima de 0,9 en menos de 300 pasos, y la pérdida cae a la centésima parte.</translation>
    </message>
    <message>
        <source>Learn to find the same word earlier: a word seen before should fetch where it was last seen (its target is that token&apos;s position); a new word fetches its own. The head must match words, not positions: watch the weights jump back to the earlier “the”, “sat”, “on”, “cat”, “and” and “dog”.</source>
        <translation>Aprender a encontrar la misma palabra antes: una palabra ya vista debe traer el lugar donde se vio por última vez (su objetivo es la posición de ese token); una palabra nueva trae la suya. La cabeza debe emparejar palabras, no posiciones: observe cómo los pesos saltan atrás hacia los «the», «sat», «on», «cat», «and» y «dog» anteriores.</translation>
    </message>
    <message>
        <source>The saturation race, NOT scaled (scale 1). d_k = 64 and a good initialisation give scores spread about ±8. Both presets have the same embeddings, weights, target and learning rate; only the scale differs. Scaled, the softmax is soft and the head learns; unscaled, it starts nearly one-hot, its gradient p(1 − p) is ≈ 0, and the loss stalls: after 200 steps it is at least twice the scaled one&apos;s. Open both (or press Race) and compare.</source>
        <translation>La carrera de saturación, SIN escala (escala 1). d_k = 64 y una buena inicialización dan puntuaciones con una dispersión de unos ±8. Ambos ejemplos tienen los mismos embeddings, pesos, objetivo y tasa de aprendizaje; solo cambia la escala. Con escala, el softmax es suave y la cabeza aprende; sin escala, empieza casi one-hot, su gradiente p(1 − p) es ≈ 0 y la pérdida se estanca: tras 200 pasos es al menos el doble que la de la versión con escala. Abra ambos (o pulse Carrera) y compárelos.</translation>
    </message>
    <message>
        <source>The saturation race, scaled by 1/√d_k = 1/8. d_k = 64 and a good initialisation give scores spread about ±8. Both presets have the same embeddings, weights, target and learning rate; only the scale differs. Scaled, the softmax is soft and the head learns; unscaled, it starts nearly one-hot, its gradient p(1 − p) is ≈ 0, and the loss stalls: after 200 steps it is at least twice the scaled one&apos;s. Open both (or press Race) and compare.</source>
        <translation>La carrera de saturación, con escala 1/√d_k = 1/8. d_k = 64 y una buena inicialización dan puntuaciones con una dispersión de unos ±8. Ambos ejemplos tienen los mismos embeddings, pesos, objetivo y tasa de aprendizaje; solo cambia la escala. Con escala, el softmax es suave y la cabeza aprende; sin escala, empieza casi one-hot, su gradiente p(1 − p) es ≈ 0 y la pérdida se estanca: tras 200 pasos es al menos el doble que la de la versión con escala. Abra ambos (o pulse Carrera) y compárelos.</translation>
    </message>
    <message>
        <source>Two heads, two relations, in two sentences packed end to end: each head&apos;s slice holds the whole embedding; head 1&apos;s target is the previous token, head 2&apos;s the first token of its sentence. Press Play and watch them specialise: one diagonal below the middle, one first column per sentence.</source>
        <translation>Dos cabezas, dos relaciones, en dos frases puestas una tras otra: la porción de cada cabeza contiene el embedding entero; el objetivo de la cabeza 1 es el token anterior, y el de la cabeza 2, el primer token de su frase. Pulse Iniciar y vea cómo se especializan: una diagonal bajo la principal, una primera columna por frase.</translation>
    </message>
    <message>
        <source>No peeking at the future: token 2 gets 0.670 / 0.330 / 0.</source>
        <translation>Sin mirar al futuro: el token 2 obtiene 0,670 / 0,330 / 0.</translation>
    </message>
    <message>
        <source>A padding mask blanks the whole key column of a pad token.</source>
        <translation>Una máscara de relleno borra toda la columna de clave de un token de relleno.</translation>
    </message>
    <message>
        <source>RoPE turns q and k by position: “river” now gives 0.363 / 0.343 / 0.294 (0.284 / 0.140 / 0.576 without it).</source>
        <translation>RoPE gira q y k según la posición: «river» da ahora 0,363 / 0,343 / 0,294 (0,284 / 0,140 / 0,576 sin él).</translation>
    </message>
    <message>
        <source>Scale factor 1: the weights are sharper than with 1/sqrt(2).</source>
        <translation>Factor de escala 1: los pesos son más nítidos que con 1/sqrt(2).</translation>
    </message>
    <message>
        <source>X rows (1,0), (0,1), (1,1); W_Q rows (1,0), (1,1); W_K rows (1,1), (0,1); W_V = diag(2, 1). Token 2 (&apos;river&apos;) attends 0.284 / 0.140 / 0.576 and outputs (1.72, 0.72).</source>
        <translation>Filas de X (1,0), (0,1), (1,1); filas de W_Q (1,0), (1,1); filas de W_K (1,1), (0,1); W_V = diag(2, 1). El token 2 («river») atiende 0,284 / 0,140 / 0,576 y da como salida (1,72; 0,72).</translation>
    </message>
    <message>
        <source>The same scores divided by 8 become 1, 0, -1, and softmax gives 0.665, 0.245, 0.090: no longer one-hot.</source>
        <translation>Las mismas puntuaciones divididas entre 8 se convierten en 1, 0, -1, y el softmax da 0,665; 0,245; 0,090: ya no es one-hot.</translation>
    </message>
    <message>
        <source>Query 1 scores its keys 8, 0 and -8, as a d_k = 64 dot product typically would. Unscaled, softmax collapses to nearly one-hot: 0.9997, 0.0003, 0.0000001, and its gradient p(1-p) is about 0.0003.</source>
        <translation>La consulta 1 da a sus claves las puntuaciones 8, 0 y -8, como lo haría típicamente un producto escalar con d_k = 64. Sin escala, el softmax se colapsa casi en one-hot: 0,9997; 0,0003; 0,0000001, y su gradiente p(1-p) es de unos 0,0003.</translation>
    </message>
    <message>
        <source>d_model 8, two heads of d_k 4. Head 1 follows a position code and looks at the previous token; head 2 matches content, so &apos;cat&apos; and &apos;mat&apos; look at each other and &apos;the&apos; at &apos;the&apos;.</source>
        <translation>d_model 8, dos cabezas de d_k 4. La cabeza 1 sigue un código de posición y mira al token anterior; la cabeza 2 empareja contenidos, así que «cat» y «mat» se miran entre sí y «the» mira a «the».</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Slide, 1280 × 720</source>
        <translation>Diapositiva, 1280 × 720</translation>
    </message>
    <message>
        <source>Full HD, 1920 × 1080</source>
        <translation>Full HD, 1920 × 1080</translation>
    </message>
    <message>
        <source>4K, 3840 × 2160</source>
        <translation>4K, 3840 × 2160</translation>
    </message>
    <message>
        <source>A4 landscape, 842 × 595</source>
        <translation>A4 horizontal, 842 × 595</translation>
    </message>
    <message>
        <source>A4 portrait, 595 × 842</source>
        <translation>A4 vertical, 595 × 842</translation>
    </message>
    <message>
        <source>Light (white paper)</source>
        <translation>Claro (papel blanco)</translation>
    </message>
    <message>
        <source>Dark (dim rooms)</source>
        <translation>Oscuro (salas con poca luz)</translation>
    </message>
    <message>
        <source>High contrast (washed-out projectors)</source>
        <translation>Alto contraste (proyectores con colores desvaídos)</translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>Exportar %1</translation>
    </message>
    <message>
        <source>Copied the picture (%1 × %2 pixels): paste it into your slides</source>
        <translation>Imagen copiada (%1 × %2 píxeles): péguela en sus diapositivas</translation>
    </message>
    <message>
        <source>Exported %1 (%2 × %3 pixels)</source>
        <translation>Exportado: %1 (%2 × %3 píxeles)</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>Exportado: %1</translation>
    </message>
    <message>
        <source>Export Image…</source>
        <translation>Exportar imagen…</translation>
    </message>
    <message>
        <source>Copy Image</source>
        <translation>Copiar imagen</translation>
    </message>
    <message>
        <source>Copy as CSV</source>
        <translation>Copiar como CSV</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exportar CSV…</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Attention Lab, for the classroom&lt;/h2&gt;&lt;p&gt;Everything the lesson computes by hand is computed here in front of the class, and every number can be changed: the rest follows at once.&lt;/p&gt;&lt;h3&gt;The panels&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Inputs&lt;/b&gt; (left, top): the tokens and their embeddings X, and the weight matrices W_Q, W_K, W_V and W_O. These are the numbers you type.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Computed&lt;/b&gt; (left, below): Q, K and V, the raw scores q·k, the logits (the scores through the score rule), the attention weights, each head&apos;s output, the concatenation and the output. The buttons above the table choose which; &lt;i&gt;Head&lt;/i&gt; chooses the head.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Heatmap&lt;/b&gt; (middle): the weights of the selected head, one row per query, one column per key; every row sums to 1. &lt;i&gt;Show&lt;/i&gt; switches to the raw scores or the logits, the average of the heads, or one of the common mistakes. With several heads, a strip shows all of them; click one to show it large.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Breakdown&lt;/b&gt; (right): the softmax of the selected query, step by step, with the same numbers as the lesson&apos;s slides.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Lesson&lt;/b&gt; (a tab beside the breakdown, Alt+4): the guided lesson, below.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Model&lt;/b&gt; (Alt+5): a real model&apos;s layers and heads, once one is opened.&lt;/li&gt;&lt;li&gt;The &lt;b&gt;tool bar&lt;/b&gt;: the files, Undo and Redo (Undo takes back the most recent change, wherever it was made — a number typed in a table, a head switched off in the model — and &lt;i&gt;Edit ▸ Undo&lt;/i&gt; says which), &lt;b&gt;Present&lt;/b&gt; (the lesson full screen), d_model, the number of heads and the scale. The &lt;b&gt;mask bar&lt;/b&gt; under the heatmap holds the masks.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Train&lt;/b&gt; (Alt+6): gradient descent on this session, below.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Alt+1 … Alt+6&lt;/b&gt; put the inputs, the computed tables, the breakdown, the lesson, the model panel and the Train panel away, or bring one from behind another&apos;s tab to the front.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Give the lesson&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;The &lt;b&gt;Lesson&lt;/b&gt; panel (Alt+4) walks &lt;i&gt;Attention, computed by hand&lt;/i&gt; in %1 steps, each with this session&apos;s numbers: pick a step, &lt;b&gt;Reveal&lt;/b&gt; shows the next answer; untick &lt;i&gt;Hold back the answers&lt;/i&gt; to show them at once. Edit a number and every step follows.&lt;/li&gt;&lt;li&gt;After the recap, &lt;i&gt;The block&lt;/i&gt;: where attention sits in a transformer block, the residual add and LayerNorm of one row, and the MLP of that row, worked with a GPT-2 layer&apos;s own numbers. Open a model folder (&lt;i&gt;File ▸ Open Model…&lt;/i&gt;) and choose &lt;i&gt;Edit Layer N in the Tables&lt;/i&gt;: the layer brings its block. An edit of the tokens or embeddings leaves the block behind (the steps say so); Undo brings it back.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Present&lt;/b&gt; (tool bar, &lt;i&gt;View ▸ Present the Lesson&lt;/i&gt;, F5, or &lt;tt&gt;attention-lab --present&lt;/tt&gt;) shows it full screen, a step at a time. → PageDown Space or a click: the next held-back answer, then the next step; ← PageUp or a right click: the answer revealed last, then the step before; R / A reveal one / all; T types the class&apos;s answer to the next number, checked and revealed when right; G the step list; B blanks the screen; Esc leaves. &lt;b&gt;F1&lt;/b&gt; (or ?) shows these keys on the slide.&lt;/li&gt;&lt;li&gt;A clicker works from any window of the app while presenting: PageUp and PageDown always, ← → and Space unless you are typing in a cell. With two screens the slides go to the projector and a presenter view (notes, the next step, a clock; P) stays on the laptop; S swaps them.&lt;/li&gt;&lt;li&gt;&lt;i&gt;File ▸ Export Lesson…&lt;/i&gt; writes the slide deck (PDF), a worksheet with the numbers left blank and its answer key, from this session.&lt;/li&gt;&lt;li&gt;&lt;i&gt;View ▸ Practise the Lesson&apos;s Numbers…&lt;/i&gt; asks for the same numbers one by one, on this session, head and query: type an answer (numbers separated by spaces, rows by ;, a dot or your decimal comma), Enter checks it — right, or which number is the first that is off — and &lt;b&gt;Hint&lt;/b&gt; says more each time (the rule, the first term, the whole working). The list shows ✓ and ✗ and the count right; &lt;b&gt;Glossary&lt;/b&gt; explains the words; &lt;b&gt;Save Answers&lt;/b&gt; writes the file &lt;tt&gt;attention-lab check --answers&lt;/tt&gt; marks.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;h2&gt;Attention Lab, en el aula&lt;/h2&gt;&lt;p&gt;Todo lo que la lección calcula a mano se calcula aquí delante de la clase, y cualquier número se puede cambiar: el resto se actualiza al instante.&lt;/p&gt;&lt;h3&gt;Los paneles&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Entradas&lt;/b&gt; (izquierda, arriba): los tokens y sus embeddings X, y las matrices de pesos W_Q, W_K, W_V y W_O. Son los números que usted escribe.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Calculado&lt;/b&gt; (izquierda, abajo): Q, K y V, las puntuaciones brutas q·k, los logits (las puntuaciones tras la regla de puntuación), los pesos de atención, la salida de cada cabeza, la concatenación y la salida. Los botones sobre la tabla eligen cuál; &lt;i&gt;Cabeza&lt;/i&gt; elige la cabeza.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Mapa de calor&lt;/b&gt; (centro): los pesos de la cabeza seleccionada, una fila por consulta y una columna por clave; cada fila suma 1. &lt;i&gt;Mostrar&lt;/i&gt; cambia a las puntuaciones brutas o a los logits, a la media de las cabezas o a uno de los errores habituales. Con varias cabezas, una tira las muestra todas; haga clic en una para verla en grande.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Desglose&lt;/b&gt; (derecha): el softmax de la consulta seleccionada, paso a paso, con los mismos números que las diapositivas de la lección.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Lección&lt;/b&gt; (una pestaña junto al desglose, Alt+4): la lección guiada, que se describe más abajo.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Modelo&lt;/b&gt; (Alt+5): las capas y las cabezas de un modelo real, una vez abierto.&lt;/li&gt;&lt;li&gt;La &lt;b&gt;barra de herramientas&lt;/b&gt;: los archivos, Deshacer y Rehacer (Deshacer retira el cambio más reciente, dondequiera que se hiciera, sea un número escrito en una tabla o una cabeza apagada en el modelo, y &lt;i&gt;Editar ▸ Deshacer&lt;/i&gt; dice cuál), &lt;b&gt;Presentar&lt;/b&gt; (la lección a pantalla completa), d_model, el número de cabezas y la escala. La &lt;b&gt;barra de máscaras&lt;/b&gt;, bajo el mapa de calor, contiene las máscaras.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Entrenar&lt;/b&gt; (Alt+6): descenso de gradiente sobre esta sesión; se describe más abajo.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Alt+1 … Alt+6&lt;/b&gt; ocultan las entradas, las tablas calculadas, el desglose, la lección, el panel del modelo y el panel Entrenar, o traen al frente uno que esté detrás de la pestaña de otro.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Dar la lección&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;El panel &lt;b&gt;Lección&lt;/b&gt; (Alt+4) recorre &lt;i&gt;La atención, calculada a mano&lt;/i&gt; en %1 pasos, cada uno con los números de esta sesión: elija un paso y &lt;b&gt;Revelar&lt;/b&gt; muestra la siguiente respuesta; desmarque &lt;i&gt;Ocultar las respuestas&lt;/i&gt; para mostrarlas todas a la vez. Edite un número y todos los pasos se actualizan.&lt;/li&gt;&lt;li&gt;Después del resumen, &lt;i&gt;El bloque&lt;/i&gt;: dónde se sitúa la atención dentro de un bloque transformer, la suma residual y la LayerNorm de una fila, y el MLP de esa fila, calculados con los números reales de una capa de GPT-2. Abra una carpeta de modelo (&lt;i&gt;Archivo ▸ Abrir modelo…&lt;/i&gt;) y elija &lt;i&gt;Editar la capa N en las tablas&lt;/i&gt;: la capa trae su bloque. Una edición de los tokens o de los embeddings deja el bloque atrás (los pasos lo indican); Deshacer lo recupera.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Presentar&lt;/b&gt; (barra de herramientas, &lt;i&gt;Ver ▸ Presentar la lección&lt;/i&gt;, F5, o &lt;tt&gt;attention-lab --present&lt;/tt&gt;) la muestra a pantalla completa, un paso cada vez. → PageDown Espacio o un clic: la siguiente respuesta oculta y luego el paso siguiente; ← PageUp o un clic derecho: la última respuesta revelada y luego el paso anterior; R / A revelan una / todas; T escribe la respuesta de la clase al siguiente número, que se comprueba y se revela si es correcta; G abre la lista de pasos; B deja la pantalla en negro; Esc sale. &lt;b&gt;F1&lt;/b&gt; (o ?) muestra estas teclas en la diapositiva.&lt;/li&gt;&lt;li&gt;Un mando de presentación funciona desde cualquier ventana de la aplicación mientras se presenta: PageUp y PageDown siempre; ← → y Espacio, salvo cuando se está escribiendo en una celda. Con dos pantallas, las diapositivas van al proyector y una vista del presentador (notas, el paso siguiente, un reloj; P) se queda en el portátil; S las intercambia.&lt;/li&gt;&lt;li&gt;&lt;i&gt;Archivo ▸ Exportar lección…&lt;/i&gt; genera, a partir de esta sesión, las diapositivas (PDF), una hoja de ejercicios con los números en blanco y su solucionario.&lt;/li&gt;&lt;li&gt;&lt;i&gt;Ver ▸ Practicar los números de la lección…&lt;/i&gt; pide los mismos números uno a uno, con esta sesión, cabeza y consulta: escriba una respuesta (números separados por espacios, filas por ;, con punto o con su coma decimal); Enter la comprueba (correcta, o cuál es el primer número que no cuadra) y &lt;b&gt;Pista&lt;/b&gt; dice un poco más cada vez (la regla, el primer término, todo el cálculo). La lista muestra ✓ y ✗ y cuántas van bien; &lt;b&gt;Glosario&lt;/b&gt; explica los términos; &lt;b&gt;Guardar respuestas&lt;/b&gt; escribe el archivo que corrige &lt;tt&gt;attention-lab check --answers&lt;/tt&gt;.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Type a session&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Click a cell of an input table and type a number; &lt;b&gt;Enter&lt;/b&gt; takes it and moves down, &lt;b&gt;Tab&lt;/b&gt; moves right, &lt;b&gt;Esc&lt;/b&gt; leaves the cell as it was. A number that cannot be used is refused with the reason, and nothing changes.&lt;/li&gt;&lt;li&gt;Write decimals with a point (0.5), or with your language&apos;s decimal comma; no separators between thousands. Numbers are kept in full precision; the tables round only what they show.&lt;/li&gt;&lt;li&gt;The first column of &lt;i&gt;Tokens &amp;amp; X&lt;/i&gt; is the token&apos;s text; &lt;b&gt;+ Token&lt;/b&gt; and &lt;b&gt;− Token&lt;/b&gt; add and remove tokens, ↑ and ↓ reorder them. &lt;i&gt;Identity&lt;/i&gt;, &lt;i&gt;Zeros&lt;/i&gt;, &lt;i&gt;Random&lt;/i&gt; and &lt;i&gt;Scale ×&lt;/i&gt; fill a whole matrix.&lt;/li&gt;&lt;li&gt;Paste a block copied from a spreadsheet with Ctrl+V. &lt;i&gt;File ▸ Presets&lt;/i&gt; has the lesson&apos;s examples; &lt;i&gt;File ▸ New&lt;/i&gt; starts blank; &lt;i&gt;File ▸ Generate&lt;/i&gt; makes a large random one.&lt;/li&gt;&lt;li&gt;Every change can be undone with Ctrl+Z. Unsaved changes are copied to a recovery file a moment after each edit; after a crash the next start offers them back.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Select a query&lt;/h3&gt;&lt;p&gt;Click a row&apos;s number in any table (or a cell of a computed table), a row of the heatmap or its token on the left; in the heatmap the Up and Down keys move to the previous or next query. The selected query is highlighted everywhere, and the breakdown follows it. Moving the cursor while you type numbers (Enter, Tab, arrows) does not change it.&lt;/p&gt;&lt;h3&gt;Read the breakdown&lt;/h3&gt;&lt;p&gt;It reads from top to bottom, one column per key:&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;kⱼ&lt;/b&gt;, the key vectors, and &lt;b&gt;q·kⱼ&lt;/b&gt;, the raw scores (click one to see its dot product term by term);&lt;/li&gt;&lt;li&gt;&lt;b&gt;× scale&lt;/b&gt;: divided by √d_k; &lt;b&gt;mask&lt;/b&gt;: blocked keys become −∞;&lt;/li&gt;&lt;li&gt;&lt;b&gt;eˣ&lt;/b&gt; and &lt;b&gt;÷ Σ&lt;/b&gt;: the softmax in the lesson&apos;s two steps; the weights sum to 1;&lt;/li&gt;&lt;li&gt;&lt;b&gt;vⱼ&lt;/b&gt; and &lt;b&gt;wⱼ·vⱼ&lt;/b&gt;: the values, weighted; their sum is the query&apos;s output;&lt;/li&gt;&lt;li&gt;below, the same softmax computed the stable way (subtract the row&apos;s largest score first).&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;&lt;i&gt;Decimals&lt;/i&gt; sets how many decimals are shown (the lesson uses three). &lt;i&gt;Mask after softmax (wrong)&lt;/i&gt; adds the classic mistake for contrast.&lt;/p&gt;&lt;p&gt;Today&apos;s models put stages between the projection and the score, and each gets a line of its own under the title with its own numbers: &lt;code&gt;x·W_Q + b_Q&lt;/code&gt;, then &lt;code&gt;q_norm&lt;/code&gt; (÷ its root mean square, × γ), then &lt;code&gt;RoPE&lt;/code&gt; (turned by its position). Where query heads share K/V heads, the title and the K and V tables say which: &lt;code&gt;kv2 · read by heads 3, 4&lt;/code&gt;. Under a sliding window the keys far back go into one column (“… outside the window”) after the keys that carry the weight.&lt;/p&gt;&lt;h3&gt;Mask cells&lt;/h3&gt;&lt;p&gt;The &lt;b&gt;mask bar&lt;/b&gt; under the heatmap; each change is one undo step, and each blocked cell is hatched by its reason, with a weight of exactly 0.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Causal&lt;/b&gt; (or Ctrl+M): no query sees a later key.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Window&lt;/b&gt; w: a query sees only keys closer than w (sliding-window attention).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Prefix&lt;/b&gt; P: with the causal mask, the first P tokens see each other both ways (prefix-LM).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Sentences&lt;/b&gt;: tokens of different sentences (the &lt;i&gt;Sent.&lt;/i&gt; column of &lt;i&gt;Tokens &amp;amp; X&lt;/i&gt;) never see each other.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Padding&lt;/b&gt;: tick &lt;i&gt;Pad&lt;/i&gt; beside a token in &lt;i&gt;Tokens &amp;amp; X&lt;/i&gt;; no query sees it.&lt;/li&gt;&lt;li&gt;&lt;b&gt;By hand&lt;/b&gt;: press &lt;i&gt;Edit mask&lt;/i&gt; in the mask bar and click cells, or Ctrl+click a cell at any time; &lt;i&gt;Unblock all&lt;/i&gt; undoes them.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;h3&gt;Escribir una sesión&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Haga clic en una celda de una tabla de entrada y escriba un número; &lt;b&gt;Enter&lt;/b&gt; lo acepta y baja, &lt;b&gt;Tab&lt;/b&gt; pasa a la derecha, &lt;b&gt;Esc&lt;/b&gt; deja la celda como estaba. Un número que no se puede usar se rechaza con el motivo, y no cambia nada.&lt;/li&gt;&lt;li&gt;Escriba los decimales con punto (0.5) o con la coma decimal de su idioma, sin separadores de miles. Los números se guardan con toda su precisión; las tablas solo redondean lo que muestran.&lt;/li&gt;&lt;li&gt;La primera columna de &lt;i&gt;Tokens &amp;amp; X&lt;/i&gt; es el texto del token; &lt;b&gt;+ Token&lt;/b&gt; y &lt;b&gt;− Token&lt;/b&gt; añaden y quitan tokens, ↑ y ↓ los reordenan. &lt;i&gt;Identidad&lt;/i&gt;, &lt;i&gt;Ceros&lt;/i&gt;, &lt;i&gt;Aleatoria&lt;/i&gt; y &lt;i&gt;Escalar ×&lt;/i&gt; rellenan una matriz entera.&lt;/li&gt;&lt;li&gt;Pegue con Ctrl+V un bloque copiado de una hoja de cálculo. &lt;i&gt;Archivo ▸ Ejemplos&lt;/i&gt; contiene los ejemplos de la lección; &lt;i&gt;Archivo ▸ Nuevo&lt;/i&gt; empieza en blanco; &lt;i&gt;Archivo ▸ Generar sesión aleatoria&lt;/i&gt; crea una sesión grande al azar.&lt;/li&gt;&lt;li&gt;Cada cambio se puede deshacer con Ctrl+Z. Los cambios sin guardar se copian a un archivo de recuperación un momento después de cada edición; tras un cierre inesperado, el siguiente inicio ofrece recuperarlos.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Seleccionar una consulta&lt;/h3&gt;&lt;p&gt;Haga clic en el número de una fila de cualquier tabla (o en una celda de una tabla calculada), en una fila del mapa de calor o en su token a la izquierda; en el mapa de calor, las flechas arriba y abajo pasan a la consulta anterior o a la siguiente. La consulta seleccionada se resalta en todas partes y el desglose la sigue. Mover el cursor mientras escribe números (Enter, Tab, flechas) no la cambia.&lt;/p&gt;&lt;h3&gt;Leer el desglose&lt;/h3&gt;&lt;p&gt;Se lee de arriba abajo, con una columna por clave:&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;kⱼ&lt;/b&gt;, los vectores clave, y &lt;b&gt;q·kⱼ&lt;/b&gt;, las puntuaciones brutas (haga clic en una para ver su producto escalar término a término);&lt;/li&gt;&lt;li&gt;&lt;b&gt;× escala&lt;/b&gt;: dividido entre √d_k; &lt;b&gt;máscara&lt;/b&gt;: las claves bloqueadas pasan a −∞;&lt;/li&gt;&lt;li&gt;&lt;b&gt;eˣ&lt;/b&gt; y &lt;b&gt;÷ Σ&lt;/b&gt;: el softmax en los dos pasos de la lección; los pesos suman 1;&lt;/li&gt;&lt;li&gt;&lt;b&gt;vⱼ&lt;/b&gt; y &lt;b&gt;wⱼ·vⱼ&lt;/b&gt;: los valores, ponderados; su suma es la salida de la consulta;&lt;/li&gt;&lt;li&gt;debajo, el mismo softmax calculado de forma estable (restando antes la mayor puntuación de la fila).&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;&lt;i&gt;Decimales&lt;/i&gt; fija cuántos decimales se muestran (la lección usa tres). &lt;i&gt;Máscara después del softmax (incorrecto)&lt;/i&gt; añade el error clásico para contrastar.&lt;/p&gt;&lt;p&gt;Los modelos actuales ponen etapas entre la proyección y la puntuación, y cada una tiene su propia línea bajo el título, con sus propios números: &lt;code&gt;x·W_Q + b_Q&lt;/code&gt;, luego &lt;code&gt;q_norm&lt;/code&gt; (÷ su raíz cuadrática media, × γ) y luego &lt;code&gt;RoPE&lt;/code&gt; (girado según su posición). Cuando las cabezas de consulta comparten cabezas K/V, el título y las tablas K y V indican cuáles: &lt;code&gt;kv2 · leída por las cabezas 3, 4&lt;/code&gt;. Con una ventana deslizante, las claves más lejanas se agrupan en una sola columna («… fuera de la ventana») tras las claves que llevan el peso.&lt;/p&gt;&lt;h3&gt;Enmascarar celdas&lt;/h3&gt;&lt;p&gt;La &lt;b&gt;barra de máscaras&lt;/b&gt; está bajo el mapa de calor; cada cambio es un paso de deshacer, y cada celda bloqueada se raya según su motivo, con un peso de exactamente 0.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Causal&lt;/b&gt; (o Ctrl+M): ninguna consulta ve una clave posterior.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Ventana&lt;/b&gt; w: una consulta solo ve las claves a menos de w posiciones (atención de ventana deslizante).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Prefijo&lt;/b&gt; P: con la máscara causal, los primeros P tokens se ven entre sí en ambos sentidos (prefix-LM).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Frases&lt;/b&gt;: los tokens de frases distintas (la columna &lt;i&gt;Frase&lt;/i&gt; de &lt;i&gt;Tokens &amp;amp; X&lt;/i&gt;) nunca se ven entre sí.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Relleno&lt;/b&gt;: marque &lt;i&gt;Relleno&lt;/i&gt; junto a un token en &lt;i&gt;Tokens &amp;amp; X&lt;/i&gt;; ninguna consulta lo ve.&lt;/li&gt;&lt;li&gt;&lt;b&gt;A mano&lt;/b&gt;: pulse &lt;i&gt;Editar máscara&lt;/i&gt; en la barra de máscaras y haga clic en las celdas, o haga Ctrl+clic en una celda en cualquier momento; &lt;i&gt;Desbloquear todo&lt;/i&gt; las deshace.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Before and after, lines, heads side by side&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Pin&lt;/b&gt; (&lt;i&gt;View ▸ Pin This Result&lt;/i&gt;, Ctrl+P, or &lt;i&gt;Pin&lt;/i&gt; in the status bar) keeps the weights you see. Change a mask, the scale or a number: beside the heatmap, &lt;i&gt;now − pinned&lt;/i&gt; shows what moved, cell by cell (red gained, blue lost), and the breakdown shows the pinned weights under today&apos;s. Another number of tokens or heads cannot be compared: the view says so. Ctrl+Shift+P shows or hides the difference; &lt;i&gt;Unpin&lt;/i&gt; forgets it.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Lines&lt;/b&gt; (&lt;i&gt;View ▸ Lines&lt;/i&gt;, Ctrl+L): queries on the left, keys on the right, one line per head as strong as the weight. Point at a token for its lines alone, click it to keep them (and to explain that query); click a head in the legend to hide it; untick &lt;i&gt;All heads&lt;/i&gt; to follow the selected head.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Heads side by side&lt;/b&gt; (&lt;i&gt;View ▸ Heads Side by Side&lt;/i&gt;, Ctrl+H): two to four heads, large, on one colour scale; the numbered buttons choose them, a click on a map explains that row.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Export for slides and handouts&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;i&gt;File ▸ Export&lt;/i&gt; saves the heatmap, all heads or the breakdown as PNG, SVG or PDF: choose a size (a slide, Full HD, A4), the sharpness of a PNG, the numbers and their decimals, and a theme. &lt;b&gt;Copy Image&lt;/b&gt; in the same dialog puts the picture on the clipboard, to paste into slides.&lt;/li&gt;&lt;li&gt;Right-click a heatmap or the breakdown for the same, and to copy a table of numbers (CSV).&lt;/li&gt;&lt;li&gt;&lt;i&gt;File ▸ Export ▸ Computed Table as CSV&lt;/i&gt; saves the table in front for a spreadsheet.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Real models&lt;/h3&gt;&lt;p&gt;&lt;i&gt;File ▸ Open Model…&lt;/i&gt; (Ctrl+Shift+O) opens a GPT-2, Llama, Mistral, Qwen, Gemma 2 or 3, GPT-OSS, DeepSeek V2/V3 or BLOOM model from its folder (the Hugging Face layout, no network needed) and runs it on your sentence. The &lt;b&gt;Model&lt;/b&gt; panel shows every layer × every head; click one to see it large. &lt;i&gt;Edit Layer N in the Tables&lt;/i&gt; turns that layer into an ordinary session: the tables, the heatmaps, the breakdown, the masks and the lesson all work on a real head. The panel&apos;s summary gives the model&apos;s &lt;b&gt;KV cache&lt;/b&gt;: the bytes it keeps per token of context while it generates (every layer&apos;s keys and values), at its longest context, and what one K/V head per query head (MHA) or one for all (MQA) would need at the same width — why models share K/V heads; a model with local layers (Gemma, GPT-OSS) keeps only its window in those.&lt;/p&gt;&lt;p&gt;Today&apos;s models change one stage each, and the window shows it where it happens. &lt;b&gt;Local and global layers&lt;/b&gt; (Gemma, GPT-OSS): the model view writes &lt;code&gt;local 4096&lt;/code&gt; or &lt;code&gt;global&lt;/code&gt; under each layer&apos;s name (&lt;code&gt;·L&lt;/code&gt; / &lt;code&gt;·G&lt;/code&gt; when the rows are short) and hatches the keys a local layer cannot see. &lt;b&gt;Sinks&lt;/b&gt; (GPT-OSS): every head has a logit of its own that takes weight and gives no value; &lt;i&gt;Badges: sink mass&lt;/i&gt; writes on each panel the weight its sink took on average, and each row of the head&apos;s weights sums to 1 minus that row&apos;s sink. &lt;b&gt;Stage lines&lt;/b&gt;: a layer edited in the tables keeps its stages, so the breakdown has a column each — &lt;i&gt;+ ALiBi&lt;/i&gt; (BLOOM), &lt;i&gt;soft-cap&lt;/i&gt; (Gemma 2), the sink&apos;s share in the sums (GPT-OSS) — and its RoPE line says YaRN&apos;s factor when q and k are scaled by it. The summary names the family&apos;s stages (soft-caps, experts, YaRN, local layers). &lt;b&gt;Latent attention&lt;/b&gt; (DeepSeek): every head&apos;s K and V are made from one small latent per token, so the KV-cache line counts the latent and its one RoPE key a layer beside every head&apos;s K and V in full — the reason MLA exists, in numbers. &lt;i&gt;Why This Score&lt;/i&gt; splits its scores through the latents. &lt;i&gt;Edit Layer&lt;/i&gt; (or a session written by &lt;code&gt;--session-out&lt;/code&gt;) puts a latent layer in the tables: W_DQ, W_UQ, W_DKV, W_UK, W_UV and W_KR in place of W_Q, W_K and W_V, every number editable, and the breakdown says where q and k come from; the model does not take such a layer back in this version (&lt;i&gt;Run Model With This Layer&lt;/i&gt; says so).&lt;/p&gt;&lt;p&gt;After &lt;i&gt;Edit Layer&lt;/i&gt;, change the layer in the tables and press &lt;b&gt;Run Model With This Layer&lt;/b&gt;: the whole model runs again with the layer as edited (W_Q, W_K, W_V, W_O, biases, scale) and its next-token prediction is shown beside the original. &lt;b&gt;Importance…&lt;/b&gt; switches off each head alone and measures how much the model&apos;s top next token loses without it (layers × heads runs; &lt;i&gt;Badges: importance&lt;/i&gt; then marks every panel, and the export menu writes it as CSV). Where query heads share K/V heads (Llama, Mistral, Qwen), the heatmap titles and the K and V tables say which K/V head each reads.&lt;/p&gt;&lt;h3&gt;Zoom and themes, for the projector&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;i&gt;View ▸ Zoom In / Zoom Out&lt;/i&gt; (Ctrl+= / Ctrl+−, Ctrl+0 for 100 %, Ctrl+wheel over the tables and the breakdown) scales every text and every drawn view, 70 % to 300 %; it is remembered. Zoomed in, the tables are put away (Alt+1, Alt+2 bring them back) unless the window is wide enough for them even so; zoomed far in on a small screen, the heatmap and the breakdown take the window in turn (F6).&lt;/li&gt;&lt;li&gt;&lt;i&gt;View ▸ Theme&lt;/i&gt;: light, dark (dim rooms) or high contrast (bright projectors).&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;h3&gt;Antes y después, líneas, cabezas lado a lado&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Anclar&lt;/b&gt; (&lt;i&gt;Ver ▸ Anclar este resultado&lt;/i&gt;, Ctrl+P, o &lt;i&gt;Anclar&lt;/i&gt; en la barra de estado) guarda los pesos que ve. Cambie una máscara, la escala o un número: junto al mapa de calor, &lt;i&gt;ahora − anclado&lt;/i&gt; muestra qué se movió, celda a celda (rojo lo ganado, azul lo perdido), y el desglose muestra los pesos anclados bajo los actuales. Con otro número de tokens o de cabezas no se puede comparar: la vista lo indica. Ctrl+Shift+P muestra u oculta la diferencia; &lt;i&gt;Desanclar&lt;/i&gt; la olvida.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Líneas&lt;/b&gt; (&lt;i&gt;Ver ▸ Líneas&lt;/i&gt;, Ctrl+L): las consultas a la izquierda, las claves a la derecha y una línea por cabeza, tan intensa como el peso. Pase el puntero sobre un token para ver solo sus líneas, haga clic en él para fijarlas (y para explicar esa consulta); haga clic en una cabeza de la leyenda para ocultarla; desmarque &lt;i&gt;Todas las cabezas&lt;/i&gt; para seguir la cabeza seleccionada.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Cabezas lado a lado&lt;/b&gt; (&lt;i&gt;Ver ▸ Cabezas lado a lado&lt;/i&gt;, Ctrl+H): de dos a cuatro cabezas, en grande, con una misma escala de color; los botones numerados las eligen y un clic en un mapa explica esa fila.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Exportar para diapositivas y material impreso&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;i&gt;Archivo ▸ Exportar&lt;/i&gt; guarda el mapa de calor, todas las cabezas o el desglose como PNG, SVG o PDF: elija un tamaño (una diapositiva, Full HD, A4), la nitidez de un PNG, los números y sus decimales, y un tema. &lt;b&gt;Copiar imagen&lt;/b&gt;, en el mismo diálogo, pone la imagen en el portapapeles para pegarla en las diapositivas.&lt;/li&gt;&lt;li&gt;Haga clic derecho en un mapa de calor o en el desglose para lo mismo, y para copiar una tabla de números (CSV).&lt;/li&gt;&lt;li&gt;&lt;i&gt;Archivo ▸ Exportar ▸ Tabla calculada como CSV&lt;/i&gt; guarda la tabla visible para una hoja de cálculo.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Modelos reales&lt;/h3&gt;&lt;p&gt;&lt;i&gt;Archivo ▸ Abrir modelo…&lt;/i&gt; (Ctrl+Shift+O) abre un modelo GPT-2, Llama, Mistral, Qwen, Gemma 2 o 3, GPT-OSS, DeepSeek V2/V3 o BLOOM desde su carpeta (en el formato de Hugging Face, sin necesidad de red) y lo ejecuta con su frase. El panel &lt;b&gt;Modelo&lt;/b&gt; muestra cada capa × cada cabeza; haga clic en una para verla en grande. &lt;i&gt;Editar la capa N en las tablas&lt;/i&gt; convierte esa capa en una sesión normal: las tablas, los mapas de calor, el desglose, las máscaras y la lección funcionan todos con una cabeza real. El resumen del panel da la &lt;b&gt;caché KV&lt;/b&gt; del modelo: los bytes que guarda por cada token de contexto mientras genera (las claves y los valores de cada capa), con su contexto más largo, y lo que necesitaría con una cabeza K/V por cabeza de consulta (MHA) o con una para todas (MQA) a la misma anchura: por eso los modelos comparten cabezas K/V; un modelo con capas locales (Gemma, GPT-OSS) solo guarda su ventana en ellas.&lt;/p&gt;&lt;p&gt;Los modelos actuales cambian cada uno una etapa, y la ventana la muestra donde ocurre. &lt;b&gt;Capas locales y globales&lt;/b&gt; (Gemma, GPT-OSS): la vista del modelo escribe &lt;code&gt;local 4096&lt;/code&gt; o &lt;code&gt;global&lt;/code&gt; bajo el nombre de cada capa (&lt;code&gt;·L&lt;/code&gt; / &lt;code&gt;·G&lt;/code&gt; cuando las filas son cortas) y raya las claves que una capa local no puede ver. &lt;b&gt;Sumideros&lt;/b&gt; (GPT-OSS): cada cabeza tiene un logit propio que se lleva peso y no aporta ningún valor; &lt;i&gt;Marcas: masa del sumidero&lt;/i&gt; escribe en cada panel el peso medio que se llevó su sumidero, y cada fila de los pesos de la cabeza suma 1 menos el sumidero de esa fila. &lt;b&gt;Líneas de etapa&lt;/b&gt;: una capa editada en las tablas conserva sus etapas, así que el desglose tiene una columna para cada una (&lt;i&gt;+ ALiBi&lt;/i&gt; (BLOOM), &lt;i&gt;tope suave&lt;/i&gt; (Gemma 2), la parte del sumidero en las sumas (GPT-OSS)) y su línea de RoPE indica el factor de YaRN cuando q y k se escalan con él. El resumen nombra las etapas de la familia (topes suaves, expertos, YaRN, capas locales). &lt;b&gt;Atención latente&lt;/b&gt; (DeepSeek): las K y V de cada cabeza se obtienen de un pequeño latente por token, así que la línea de la caché KV cuenta el latente y su única clave RoPE por capa frente a las K y V completas de cada cabeza: la razón de ser de MLA, en números. &lt;i&gt;Por qué esta puntuación&lt;/i&gt; desglosa sus puntuaciones a través de los latentes. &lt;i&gt;Editar la capa&lt;/i&gt; (o una sesión escrita por &lt;code&gt;--session-out&lt;/code&gt;) pone una capa latente en las tablas: W_DQ, W_UQ, W_DKV, W_UK, W_UV y W_KR en lugar de W_Q, W_K y W_V, con todos los números editables, y el desglose indica de dónde vienen q y k; en esta versión el modelo no recibe de vuelta una capa así (&lt;i&gt;Ejecutar el modelo con esta capa&lt;/i&gt; lo indica).&lt;/p&gt;&lt;p&gt;Tras &lt;i&gt;Editar la capa&lt;/i&gt;, cambie la capa en las tablas y pulse &lt;b&gt;Ejecutar el modelo con esta capa&lt;/b&gt;: el modelo entero se ejecuta de nuevo con la capa tal como está editada (W_Q, W_K, W_V, W_O, sesgos, escala) y su predicción del siguiente token se muestra junto a la original. &lt;b&gt;Importancia…&lt;/b&gt; apaga cada cabeza por separado y mide cuánto pierde sin ella el siguiente token más probable del modelo (capas × cabezas ejecuciones; después &lt;i&gt;Marcas: importancia&lt;/i&gt; marca cada panel, y el menú de exportación la guarda como CSV). Cuando las cabezas de consulta comparten cabezas K/V (Llama, Mistral, Qwen), los títulos de los mapas de calor y las tablas K y V indican qué cabeza K/V lee cada una.&lt;/p&gt;&lt;h3&gt;Zoom y temas, para el proyector&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;i&gt;Ver ▸ Ampliar / Reducir&lt;/i&gt; (Ctrl+= / Ctrl+−, Ctrl+0 para el 100 %, Ctrl+rueda sobre las tablas y el desglose) escala todos los textos y todas las vistas dibujadas, del 70 % al 300 %; se recuerda. Con zoom, las tablas se ocultan (Alt+1 y Alt+2 las traen de vuelta), salvo que la ventana sea lo bastante ancha para ellas de todos modos; con mucho zoom en una pantalla pequeña, el mapa de calor y el desglose ocupan la ventana por turnos (F6).&lt;/li&gt;&lt;li&gt;&lt;i&gt;Ver ▸ Tema&lt;/i&gt;: claro, oscuro (salas con poca luz) o alto contraste (proyectores luminosos).&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Labs&lt;/h3&gt;&lt;p&gt;Each item of the &lt;i&gt;Labs&lt;/i&gt; menu works on the session in the window:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;i&gt;Why Divide by √d_k? (Spread of q·k)&lt;/i&gt; and &lt;i&gt;Shapes, Parameters and Cost&lt;/i&gt; open the lesson&apos;s steps on them.&lt;/li&gt;&lt;li&gt;&lt;i&gt;RoPE: Score by Distance&lt;/i&gt;: for a session with RoPE, the selected query&apos;s score against one key&apos;s content moved to every distance — the curve that makes attention depend on distance. Pick the key in the window; right-click the curve to export it.&lt;/li&gt;&lt;li&gt;&lt;i&gt;Show the Code (NumPy, PyTorch)&lt;/i&gt;: the same computation as code to run, with this session&apos;s numbers.&lt;/li&gt;&lt;li&gt;&lt;i&gt;Train a Head&lt;/i&gt;, &lt;i&gt;Saturation Race (Scaled vs Unscaled)&lt;/i&gt; and &lt;i&gt;Train a Model (Induction Heads Form)&lt;/i&gt;: below.&lt;/li&gt;&lt;li&gt;&lt;i&gt;Mistake: Mask after Softmax&lt;/i&gt;, &lt;i&gt;Mistake: Softmax over the Wrong Axis&lt;/i&gt; and &lt;i&gt;Mistake: Reshape without Transpose&lt;/i&gt; draw the common mistakes, each on a session where the mistake really changes the weights (the app says when it had to switch, and Ctrl+Z goes back); &lt;i&gt;Back to the Right Weights&lt;/i&gt; returns.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Train a head, and the saturation race&lt;/h3&gt;&lt;p&gt;&lt;i&gt;Labs ▸ Train a Head&lt;/i&gt; (Alt+6) opens the &lt;b&gt;Train&lt;/b&gt; panel: gradient descent on this session in front of the class. Make a target in its &lt;i&gt;Target&lt;/i&gt; tab (&lt;i&gt;Target = Output&lt;/i&gt;, then change numbers) or open a &lt;code&gt;learn-…&lt;/code&gt; preset; choose SGD or Adam, the learning rate and what moves (W_Q, W_K, W_V, W_O, the biases, the embeddings). &lt;b&gt;Step&lt;/b&gt; takes one step, &lt;b&gt;Play&lt;/b&gt; keeps stepping, &lt;b&gt;Reset&lt;/b&gt; puts back the weights from before the run. The tables show every gradient beside its weight, the loss curve grows with each step, and a run is one undo step. After an edit or Undo the panel names the last run and says the next step starts a new one from the session as it is.&lt;/p&gt;&lt;p&gt;&lt;i&gt;Labs ▸ Saturation Race&lt;/i&gt; trains the same task twice side by side, scaled by 1/√d_k and not scaled, with the Train panel&apos;s optimizer, learning rate and ticked matrices (its status line says which), leaving the session itself alone: the unscaled curve stalls where the softmax saturates.&lt;/p&gt;&lt;p&gt;&lt;i&gt;Help ▸ Keyboard Shortcuts&lt;/i&gt; lists every key.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Laboratorio&lt;/h3&gt;&lt;p&gt;Cada elemento del menú &lt;i&gt;Laboratorio&lt;/i&gt; trabaja con la sesión de la ventana:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;i&gt;¿Por qué dividir entre √d_k? (Dispersión de q·k)&lt;/i&gt; y &lt;i&gt;Formas, parámetros y costo&lt;/i&gt; abren los pasos de la lección sobre esos temas.&lt;/li&gt;&lt;li&gt;&lt;i&gt;RoPE: puntuación según la distancia&lt;/i&gt;: en una sesión con RoPE, la puntuación de la consulta seleccionada frente al contenido de una clave desplazado a cada distancia; es la curva que hace que la atención dependa de la distancia. Elija la clave en la ventana; haga clic derecho en la curva para exportarla.&lt;/li&gt;&lt;li&gt;&lt;i&gt;Mostrar el código (NumPy, PyTorch)&lt;/i&gt;: el mismo cálculo como código ejecutable, con los números de esta sesión.&lt;/li&gt;&lt;li&gt;&lt;i&gt;Entrenar una cabeza&lt;/i&gt;, &lt;i&gt;Carrera de saturación (con y sin escala)&lt;/i&gt; y &lt;i&gt;Entrenar un modelo (se forman cabezas de inducción)&lt;/i&gt;: más abajo.&lt;/li&gt;&lt;li&gt;&lt;i&gt;Error: máscara después del softmax&lt;/i&gt;, &lt;i&gt;Error: softmax sobre el eje equivocado&lt;/i&gt; y &lt;i&gt;Error: reshape sin transponer&lt;/i&gt; dibujan los errores habituales, cada uno en una sesión en la que el error cambia de verdad los pesos (la aplicación avisa cuando ha tenido que cambiar de sesión, y Ctrl+Z vuelve atrás); &lt;i&gt;Volver a los pesos correctos&lt;/i&gt; regresa.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Entrenar una cabeza, y la carrera de saturación&lt;/h3&gt;&lt;p&gt;&lt;i&gt;Laboratorio ▸ Entrenar una cabeza&lt;/i&gt; (Alt+6) abre el panel &lt;b&gt;Entrenar&lt;/b&gt;: descenso de gradiente sobre esta sesión delante de la clase. Cree un objetivo en su pestaña &lt;i&gt;Objetivo&lt;/i&gt; (&lt;i&gt;Objetivo = Salida&lt;/i&gt;, y luego cambie números) o abra un ejemplo &lt;code&gt;learn-…&lt;/code&gt;; elija SGD o Adam, la tasa de aprendizaje y qué se mueve (W_Q, W_K, W_V, W_O, los sesgos, los embeddings). &lt;b&gt;Paso&lt;/b&gt; da un paso, &lt;b&gt;Iniciar&lt;/b&gt; sigue dando pasos, &lt;b&gt;Restablecer&lt;/b&gt; devuelve los pesos de antes de la ejecución. Las tablas muestran cada gradiente junto a su peso, la curva de pérdida crece con cada paso y una ejecución es un solo paso de deshacer. Tras una edición o Deshacer, el panel nombra la última ejecución e indica que el siguiente paso empieza una nueva a partir de la sesión tal como está.&lt;/p&gt;&lt;p&gt;&lt;i&gt;Laboratorio ▸ Carrera de saturación&lt;/i&gt; entrena la misma tarea dos veces, lado a lado, con escala 1/√d_k y sin escala, con el optimizador, la tasa de aprendizaje y las matrices marcadas del panel Entrenar (su línea de estado indica cuáles), sin tocar la sesión: la curva sin escala se estanca donde el softmax se satura.&lt;/p&gt;&lt;p&gt;&lt;i&gt;Ayuda ▸ Atajos de teclado&lt;/i&gt; enumera todas las teclas.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Watch induction heads form: train a model&lt;/h3&gt;&lt;p&gt;&lt;i&gt;Labs ▸ Train a Model&lt;/i&gt; opens a window where a small transformer (2 layers of 4 heads by default, attention only) learns from random weights to continue sequences like &lt;code&gt;k q b … k q b …&lt;/code&gt;: letters drawn at random, then the same letters again. The only way to predict the second copy is to find where the letter was before and copy what followed it: an &lt;i&gt;induction head&lt;/i&gt;, helped by a &lt;i&gt;previous-token head&lt;/i&gt; in the layer below.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Play&lt;/b&gt; trains (press again to pause), &lt;b&gt;Step&lt;/b&gt; takes one step, &lt;b&gt;Stop&lt;/b&gt; ends the run (what it trained stays to be looked at and saved; the next Play starts a new run). &lt;b&gt;Speed&lt;/b&gt; slows it down for a class; &lt;b&gt;Seed&lt;/b&gt;, &lt;b&gt;Layers&lt;/b&gt;, &lt;b&gt;Heads&lt;/b&gt; and &lt;b&gt;d_model&lt;/b&gt; choose the model while no run is going.&lt;/li&gt;&lt;li&gt;The curves share one time axis: the loss of each step&apos;s batch (grey), the loss on the repeated half of a held-out batch (bold), and every head&apos;s previous-token and induction scores. The leading head of each kind is coloured and named; a dashed line marks the step at which it rose (half-way from its first score to its best). After a few thousand steps the bold loss steps down as the two heads appear together.&lt;/li&gt;&lt;li&gt;The grid shows every layer × head on one held-out repeated sequence, badged with its induction score; the best induction head is shown large below it (click a head to show another). Right-click or Ctrl+click a head to switch it off &lt;i&gt;in the evaluation&lt;/i&gt;: the curves from then on, the grid and the large map are measured without it (the shaded part of the curves says which heads were off), while training goes on with the whole model. Switch the induction head off and the loss on the repeated half jumps back up.&lt;/li&gt;&lt;li&gt;The &lt;b&gt;Checkpoint&lt;/b&gt; slider goes back to any kept checkpoint (every 100 steps unless told otherwise; clicking the curves goes to the nearest). &lt;b&gt;Open in Model Workbench&lt;/b&gt; opens the model shown in the main window&apos;s Model dock, with head scores, switching heads off and the next token. &lt;b&gt;Save Model…&lt;/b&gt; writes it as a GPT-2 folder (as &lt;code&gt;attention-lab train-model&lt;/code&gt; does); &lt;b&gt;Save Curves (CSV)…&lt;/b&gt; writes the history; right-click the curves or a map to export it as a picture.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;The steps are exactly those of &lt;code&gt;attention-lab train-model --task induction --seed S --steps N&lt;/code&gt; with the same sizes. Closing the window with a trained model that is not saved asks first.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Ver cómo se forman las cabezas de inducción: entrenar un modelo&lt;/h3&gt;&lt;p&gt;&lt;i&gt;Laboratorio ▸ Entrenar un modelo&lt;/i&gt; abre una ventana donde un pequeño transformer (2 capas de 4 cabezas por defecto, solo atención) aprende desde pesos aleatorios a continuar secuencias como &lt;code&gt;k q b … k q b …&lt;/code&gt;: letras elegidas al azar y luego las mismas letras otra vez. La única forma de predecir la segunda copia es encontrar dónde estaba antes la letra y copiar lo que la seguía: una &lt;i&gt;cabeza de inducción&lt;/i&gt;, ayudada por una &lt;i&gt;cabeza de token anterior&lt;/i&gt; en la capa de abajo.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Iniciar&lt;/b&gt; entrena (púlselo de nuevo para pausar), &lt;b&gt;Paso&lt;/b&gt; da un paso, &lt;b&gt;Detener&lt;/b&gt; termina la ejecución (lo entrenado se queda para examinarlo y guardarlo; el siguiente Iniciar empieza una nueva ejecución). &lt;b&gt;Velocidad&lt;/b&gt; lo ralentiza para una clase; &lt;b&gt;Semilla&lt;/b&gt;, &lt;b&gt;Capas&lt;/b&gt;, &lt;b&gt;Cabezas&lt;/b&gt; y &lt;b&gt;d_model&lt;/b&gt; eligen el modelo mientras no hay ninguna ejecución en marcha.&lt;/li&gt;&lt;li&gt;Las curvas comparten un mismo eje de tiempo: la pérdida del lote de cada paso (gris), la pérdida en la mitad repetida de un lote reservado (en negrita) y las puntuaciones de token anterior y de inducción de cada cabeza. La cabeza que va en cabeza en cada tipo aparece coloreada y con su nombre; una línea discontinua marca el paso en el que surgió (a medio camino entre su primera puntuación y la mejor). Tras unos miles de pasos, la pérdida en negrita baja de golpe cuando aparecen juntas las dos cabezas.&lt;/li&gt;&lt;li&gt;La cuadrícula muestra cada capa × cabeza con una secuencia repetida reservada, marcada con su puntuación de inducción; la mejor cabeza de inducción se muestra en grande debajo (haga clic en una cabeza para mostrar otra). Haga clic derecho o Ctrl+clic en una cabeza para apagarla &lt;i&gt;en la evaluación&lt;/i&gt;: a partir de ese momento las curvas, la cuadrícula y el mapa grande se miden sin ella (la parte sombreada de las curvas indica qué cabezas estaban apagadas), mientras el entrenamiento sigue con el modelo entero. Apague la cabeza de inducción y la pérdida en la mitad repetida vuelve a subir de golpe.&lt;/li&gt;&lt;li&gt;El deslizador &lt;b&gt;Punto de control&lt;/b&gt; vuelve a cualquier punto de control guardado (cada 100 pasos, salvo que se indique otra cosa; un clic en las curvas va al más cercano). &lt;b&gt;Abrir en el banco de trabajo del modelo&lt;/b&gt; abre el modelo mostrado en el panel Modelo de la ventana principal, con las puntuaciones de las cabezas, el apagado de cabezas y el siguiente token. &lt;b&gt;Guardar modelo…&lt;/b&gt; lo guarda como carpeta GPT-2 (igual que &lt;code&gt;attention-lab train-model&lt;/code&gt;); &lt;b&gt;Guardar curvas (CSV)…&lt;/b&gt; guarda el historial; haga clic derecho en las curvas o en un mapa para exportarlo como imagen.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Los pasos son exactamente los de &lt;code&gt;attention-lab train-model --task induction --seed S --steps N&lt;/code&gt; con los mismos tamaños. Al cerrar la ventana con un modelo entrenado sin guardar, se pregunta antes.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Find a head, switch it off: a guided example&lt;/h3&gt;&lt;p&gt;A heatmap shows where a head looks, not what the model does with it. The built-in induction model, a small GPT-2 built so that its heads are known, lets the class find that out.&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;i&gt;File ▸ Open Model…&lt;/i&gt;, click &lt;b&gt;Induction (built-in example)&lt;/b&gt;, then &lt;b&gt;Open and Run&lt;/b&gt;. The sentence says the same thing twice: “The old king saw a red tree by the river. The old king saw a red tree by the”. The &lt;b&gt;Next token&lt;/b&gt; panel gives “ river”, almost certain: the model copies what followed “ the” the first time.&lt;/li&gt;&lt;li&gt;Which head copies? In the model view choose &lt;b&gt;Badges: induction score&lt;/b&gt;. One panel lights up: layer 2, head 2 (&lt;code&gt;1.1&lt;/code&gt; on the command line), near 1. Each token of the second sentence attends to the token that &lt;i&gt;followed&lt;/i&gt; its first occurrence. Under &lt;i&gt;Badges: previous-token score&lt;/i&gt;, layer 1, head 1 (&lt;code&gt;0.0&lt;/code&gt;) lights up instead: it tells every position which token came before it.&lt;/li&gt;&lt;li&gt;Right-click the induction head&apos;s panel and choose &lt;b&gt;Switch Layer 2 Head 2 (1.1) Off: Output Zero&lt;/b&gt; (or Ctrl+click it): its output is set to 0 and the model runs again. Its heatmap does not change at all, yet in the Next token panel “ river” falls from almost 1 to almost 0, and the model now says “ the” again, the only word it still has. The heatmap could not have told you this head does the copying; switching it off does.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Restore All&lt;/b&gt;, then switch the previous-token head off instead. The copy fails too, and now the induction head&apos;s heatmap loses its stripe and its score falls: it reads what the earlier head wrote. Two heads in two layers make one mechanism, a circuit.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;The same from the command line: &lt;code&gt;attention-lab model FOLDER --text &quot;…&quot; --head-scores&lt;/code&gt;, then again with &lt;code&gt;--ablate 1.1&lt;/code&gt; (the manual&apos;s &quot;The built-in induction model&quot; gives the folder).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Encontrar una cabeza y apagarla: un ejemplo guiado&lt;/h3&gt;&lt;p&gt;Un mapa de calor muestra adónde mira una cabeza, no lo que el modelo hace con ello. El modelo de inducción incluido, un pequeño GPT-2 construido de modo que se conocen sus cabezas, permite que la clase lo descubra.&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;i&gt;Archivo ▸ Abrir modelo…&lt;/i&gt;, haga clic en &lt;b&gt;Inducción (ejemplo incluido)&lt;/b&gt; y luego en &lt;b&gt;Abrir y ejecutar&lt;/b&gt;. La frase dice lo mismo dos veces: «The old king saw a red tree by the river. The old king saw a red tree by the». El panel &lt;b&gt;Siguiente token&lt;/b&gt; da « river», casi con certeza: el modelo copia lo que siguió a « the» la primera vez.&lt;/li&gt;&lt;li&gt;¿Qué cabeza copia? En la vista del modelo elija &lt;b&gt;Marcas: puntuación de inducción&lt;/b&gt;. Se ilumina un panel: capa 2, cabeza 2 (&lt;code&gt;1.1&lt;/code&gt; en la línea de comandos), cerca de 1. Cada token de la segunda frase atiende al token que &lt;i&gt;siguió&lt;/i&gt; a su primera aparición. Con &lt;i&gt;Marcas: puntuación de token anterior&lt;/i&gt; se ilumina en cambio la capa 1, cabeza 1 (&lt;code&gt;0.0&lt;/code&gt;): le dice a cada posición qué token venía antes.&lt;/li&gt;&lt;li&gt;Haga clic derecho en el panel de la cabeza de inducción y elija &lt;b&gt;Apagar la capa 2, cabeza 2 (1.1): salida cero&lt;/b&gt; (o haga Ctrl+clic en él): su salida se pone a 0 y el modelo se ejecuta de nuevo. Su mapa de calor no cambia en absoluto y, sin embargo, en el panel Siguiente token « river» cae de casi 1 a casi 0, y el modelo vuelve a decir « the», la única palabra que le queda. El mapa de calor no podía decirle que esta cabeza es la que copia; apagarla, sí.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Restaurar todo&lt;/b&gt; y luego apague en su lugar la cabeza de token anterior. La copia también falla, y ahora el mapa de calor de la cabeza de inducción pierde su franja y su puntuación cae: lee lo que escribió la cabeza anterior. Dos cabezas en dos capas forman un solo mecanismo, un circuito.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Lo mismo desde la línea de comandos: &lt;code&gt;attention-lab model FOLDER --text &quot;…&quot; --head-scores&lt;/code&gt;, y de nuevo con &lt;code&gt;--ablate 1.1&lt;/code&gt; (el apartado &quot;The built-in induction model&quot; del manual indica la carpeta).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Where is the answer carried, and when is it known? Patching, Logit Lens, Rollout&lt;/h3&gt;&lt;p&gt;Beside &lt;b&gt;Every Head&lt;/b&gt; in the Model dock, three tabs look at the whole model:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Patching&lt;/b&gt;: &lt;b&gt;Compare With…&lt;/b&gt; a second text of as many tokens — your sentence with the names swapped, say — and pick the answer and the wrong token from the model&apos;s top next tokens (or, at the last position, the next-token panel&apos;s menu: &lt;i&gt;Use … as the Answer&lt;/i&gt;). The model runs on the second text with one activation at a time copied from yours: the residual stream entering each layer at each position, and each head&apos;s output. Each cell says how much of the answer over the wrong token comes back: 1 (red) all of it, 0 (white) none, below 0 (blue) the other way. Positions before the first changed token are 0 without a run. It runs in the background with a progress bar and &lt;b&gt;Cancel&lt;/b&gt;; click a head&apos;s cell to open that head large. It runs the model as opened, with no head switched off.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Logit Lens&lt;/b&gt;: each layer&apos;s residual stream read as if it were the last (the final norm, then the unembedding): the top token in every cell, coloured by its probability. Choose &lt;i&gt;Cells: the answer&apos;s rank&lt;/i&gt; to follow the answer down the layers: #1 where the model would already say it. The last layer is the model&apos;s own prediction. Click a cell to see that position&apos;s next tokens.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Rollout&lt;/b&gt;: attention followed through every layer (Abnar &amp;amp; Zuidema): each layer&apos;s heads averaged, half kept for the residual path, multiplied through. One map for the whole model — a picture of where information can flow, not of what the model computes with it.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Every grid copies and exports like every view (right-click: Export Image…, Copy Image, Copy as CSV, Export CSV…). On the command line: &lt;code&gt;--corrupt TEXT2 --answer A --wrong B&lt;/code&gt;, &lt;code&gt;--logit-lens&lt;/code&gt;, &lt;code&gt;--rollout&lt;/code&gt;.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;¿Dónde se lleva la respuesta y cuándo se sabe? Parcheo, lente de logits, rollout&lt;/h3&gt;&lt;p&gt;Junto a &lt;b&gt;Todas las cabezas&lt;/b&gt;, en el panel Modelo, tres pestañas examinan el modelo entero:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Parcheo&lt;/b&gt;: &lt;b&gt;Comparar con…&lt;/b&gt; un segundo texto con el mismo número de tokens (por ejemplo, su frase con los nombres intercambiados), y elija la respuesta y el token incorrecto entre los siguientes tokens más probables del modelo (o, en la última posición, en el menú del panel del siguiente token: &lt;i&gt;Usar «…» como la respuesta&lt;/i&gt;). El modelo se ejecuta con el segundo texto copiando una activación cada vez desde el suyo: el flujo residual que entra en cada capa en cada posición, y la salida de cada cabeza. Cada celda indica cuánto de la ventaja de la respuesta sobre el token incorrecto se recupera: 1 (rojo) toda, 0 (blanco) nada, por debajo de 0 (azul) en sentido contrario. Las posiciones anteriores al primer token cambiado valen 0 sin ejecutar nada. Se ejecuta en segundo plano con una barra de progreso y &lt;b&gt;Cancelar&lt;/b&gt;; haga clic en la celda de una cabeza para abrir esa cabeza en grande. Ejecuta el modelo tal como se abrió, sin ninguna cabeza apagada.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Lente de logits&lt;/b&gt;: el flujo residual de cada capa leído como si fuera la última (la normalización final y luego la proyección al vocabulario): el token más probable en cada celda, coloreado según su probabilidad. Elija &lt;i&gt;Celdas: el puesto de la respuesta&lt;/i&gt; para seguir la respuesta a través de las capas: n.º 1 donde el modelo ya la diría. La última capa es la propia predicción del modelo. Haga clic en una celda para ver los siguientes tokens de esa posición.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Rollout&lt;/b&gt;: la atención seguida a través de todas las capas (Abnar &amp;amp; Zuidema): las cabezas de cada capa promediadas, con la mitad conservada para el camino residual, y multiplicadas en cadena. Un solo mapa para todo el modelo: una imagen de por dónde puede fluir la información, no de lo que el modelo calcula con ella.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Todas las cuadrículas se copian y exportan como cualquier vista (clic derecho: Exportar imagen…, Copiar imagen, Copiar como CSV, Exportar CSV…). En la línea de comandos: &lt;code&gt;--corrupt TEXT2 --answer A --wrong B&lt;/code&gt;, &lt;code&gt;--logit-lens&lt;/code&gt;, &lt;code&gt;--rollout&lt;/code&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Ventana</translation>
    </message>
    <message>
        <source>Heatmap (click it first)</source>
        <translation>Mapa de calor (haga clic en él primero)</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tablas</translation>
    </message>
    <message>
        <source>Zoom in / out</source>
        <translation>Ampliar / reducir</translation>
    </message>
    <message>
        <source>Zoom in or out at the pointer</source>
        <translation>Ampliar o reducir en el puntero</translation>
    </message>
    <message>
        <source>Ctrl+Wheel</source>
        <translation>Ctrl+rueda</translation>
    </message>
    <message>
        <source>Show the whole matrix</source>
        <translation>Mostrar la matriz entera</translation>
    </message>
    <message>
        <source>Move the cursor cell (up, down: the query); a zoomed map follows</source>
        <translation>Mover la celda del cursor (arriba, abajo: la consulta); un mapa ampliado la sigue</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Teclas de flecha</translation>
    </message>
    <message>
        <source>Explain the cursor&apos;s query in the breakdown</source>
        <translation>Explicar la consulta del cursor en el desglose</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Pan a zoomed map</source>
        <translation>Desplazar un mapa ampliado</translation>
    </message>
    <message>
        <source>Shift+Arrow keys</source>
        <translation>Shift+teclas de flecha</translation>
    </message>
    <message>
        <source>Block / unblock a cell</source>
        <translation>Bloquear / desbloquear una celda</translation>
    </message>
    <message>
        <source>Ctrl+Click</source>
        <translation>Ctrl+clic</translation>
    </message>
    <message>
        <source>Type into a cell</source>
        <translation>Escribir en una celda</translation>
    </message>
    <message>
        <source>any digit, or F2</source>
        <translation>cualquier dígito, o F2</translation>
    </message>
    <message>
        <source>Take the number, move down</source>
        <translation>Aceptar el número y bajar</translation>
    </message>
    <message>
        <source>Take the number, move right</source>
        <translation>Aceptar el número y pasar a la derecha</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>Leave a cell unchanged</source>
        <translation>Salir de una celda sin cambiarla</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Copy the selected cells (tab-separated)</source>
        <translation>Copiar las celdas seleccionadas (separadas por tabuladores)</translation>
    </message>
    <message>
        <source>Paste cells from a spreadsheet</source>
        <translation>Pegar celdas desde una hoja de cálculo</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Does</source>
        <translation>Acción</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Dónde</translation>
    </message>
    <message>
        <source>Read from the menus as they are now; the last rows are keys the heatmap and the tables handle themselves.</source>
        <translation>Leído de los menús tal como están ahora; las últimas filas son teclas que el mapa de calor y las tablas gestionan por sí mismos.</translation>
    </message>
    <message>
        <source>How to Use Attention Lab</source>
        <translation>Cómo usar Attention Lab</translation>
    </message>
    <message>
        <source>&amp;How to Use Attention Lab</source>
        <translation>&amp;Cómo usar Attention Lab</translation>
    </message>
    <message>
        <source>Keyboard &amp;Shortcuts</source>
        <translation>Atajos de &amp;teclado</translation>
    </message>
    <message>
        <source>Keys while presenting</source>
        <translation>Teclas durante la presentación</translation>
    </message>
    <message>
        <source>A clicker&apos;s keys work from every window of the app. Any key closes this.</source>
        <translation>Las teclas de un mando de presentación funcionan desde cualquier ventana de la aplicación. Pulse cualquier tecla para cerrar.</translation>
    </message>
    <message>
        <source>“%1” is not a token id (0…%2): this model was opened on ids, so give the second text as ids too.</source>
        <translation>«%1» no es un id de token (0…%2): este modelo se abrió con ids, así que dé también el segundo texto como ids.</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>previous-token score</source>
        <translation>puntuación de token anterior</translation>
    </message>
    <message>
        <source>first-token score</source>
        <translation>puntuación de primer token</translation>
    </message>
    <message>
        <source>self score</source>
        <translation>puntuación de sí mismo</translation>
    </message>
    <message>
        <source>induction score</source>
        <translation>puntuación de inducción</translation>
    </message>
    <message>
        <source>importance</source>
        <translation>importancia</translation>
    </message>
    <message>
        <source>sink mass</source>
        <translation>masa del sumidero</translation>
    </message>
    <message>
        <source>open the model in %1</source>
        <translation>abrir el modelo en %1</translation>
    </message>
    <message>
        <source>There is nothing to run: type a sentence or some token ids.</source>
        <translation>No hay nada que ejecutar: escriba una frase o algunos ids de token.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>The token ids</source>
        <translation>Los ids de token</translation>
    </message>
    <message>
        <source>The text</source>
        <translation>El texto</translation>
    </message>
    <message>
        <source>Running %1 tokens through the %2 layers of this model %3.</source>
        <translation>Pasar %1 tokens por las %2 capas de este modelo %3.</translation>
    </message>
    <message>
        <source>run %1 tokens through the %2 layers of this model</source>
        <translation>pasar %1 tokens por las %2 capas de este modelo</translation>
    </message>
    <message>
        <source>There is not enough memory to %1.</source>
        <translation>No hay memoria suficiente para %1.</translation>
    </message>
    <message>
        <source>Head out</source>
        <translation>Salida de cabeza</translation>
    </message>
    <message>
        <source>%1 is too large: numbers here are within ±%2</source>
        <translation>%1 es demasiado grande: aquí los números están dentro de ±%2</translation>
    </message>
    <message>
        <source>%1 is too close to 0 to be stored: type 0</source>
        <translation>%1 está demasiado cerca de 0 para guardarse: escriba 0</translation>
    </message>
    <message>
        <source>“%1” is not a number: use a point for decimals (%2), and no separators between thousands</source>
        <translation>«%1» no es un número: use un punto para los decimales (%2) y ningún separador de miles</translation>
    </message>
    <message>
        <source>“%1” is not a number: use a point for decimals, and no separators between thousands</source>
        <translation>«%1» no es un número: use un punto para los decimales y ningún separador de miles</translation>
    </message>
    <message>
        <source>“%1” is not a number: write it without separators between thousands</source>
        <translation>«%1» no es un número: escríbalo sin separadores de miles</translation>
    </message>
    <message>
        <source>“%1” is not a number</source>
        <translation>«%1» no es un número</translation>
    </message>
    <message>
        <source>type a number</source>
        <translation>escriba un número</translation>
    </message>
    <message>
        <source>token embedding</source>
        <translation>embedding del token</translation>
    </message>
    <message>
        <source>position embedding</source>
        <translation>embedding de posición</translation>
    </message>
    <message>
        <source>biases (β, b_Q, b_K)</source>
        <translation>sesgos (β, b_Q, b_K)</translation>
    </message>
    <message>
        <source>L%1 MLP</source>
        <translation>L%1 MLP</translation>
    </message>
    <message>
        <source>L%1 W_O bias</source>
        <translation>L%1 sesgo de W_O</translation>
    </message>
    <message>
        <source>L%1 H%2</source>
        <translation>L%1 H%2</translation>
    </message>
    <message>
        <source>the other %1 sources</source>
        <translation>las otras %1 fuentes</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>the other %1 terms</source>
        <translation>los otros %1 términos</translation>
    </message>
    <message>
        <source>Why this score</source>
        <translation>Por qué esta puntuación</translation>
    </message>
    <message>
        <source>Layer %1 Head %2 · query %3 “%4” → key %5 “%6”</source>
        <translation>Capa %1, cabeza %2 · consulta %3 «%4» → clave %5 «%6»</translation>
    </message>
    <message>
        <source>Click a cell of the head&apos;s map (a query&apos;s row, a key&apos;s column) to see why it scored what it did.</source>
        <translation>Haga clic en una celda del mapa de la cabeza (la fila de una consulta, la columna de una clave) para ver por qué obtuvo esa puntuación.</translation>
    </message>
    <message>
        <source>score q·k = %1 (raw, before the scale): the sum of every term</source>
        <translation>puntuación q·k = %1 (bruta, antes de la escala): la suma de todos los términos</translation>
    </message>
    <message>
        <source>source</source>
        <translation>fuente</translation>
    </message>
    <message>
        <source>in the query</source>
        <translation>en la consulta</translation>
    </message>
    <message>
        <source>in the key</source>
        <translation>en la clave</translation>
    </message>
    <message>
        <source>the other %1</source>
        <translation>los otros %1</translation>
    </message>
    <message>
        <source>The biggest terms: query source × key source</source>
        <translation>Los términos mayores: fuente de la consulta × fuente de la clave</translation>
    </message>
    <message>
        <source>sum of every term = %1 = the score</source>
        <translation>suma de todos los términos = %1 = la puntuación</translation>
    </message>
    <message>
        <source>Each entry is a share of the score with every norm&apos;s scale frozen at its value on this input — not what removing that source would change.</source>
        <translation>Cada entrada es una parte de la puntuación con la escala de cada normalización congelada en su valor para esta entrada; no es lo que cambiaría al quitar esa fuente.</translation>
    </message>
    <message>
        <source>Heatmap</source>
        <translation>Mapa de calor</translation>
    </message>
    <message>
        <source>All Heads</source>
        <translation>Todas las cabezas</translation>
    </message>
    <message>
        <source>Line View</source>
        <translation>Vista de líneas</translation>
    </message>
    <message>
        <source>Model View</source>
        <translation>Vista del modelo</translation>
    </message>
    <message>
        <source>Next Token</source>
        <translation>Siguiente token</translation>
    </message>
    <message>
        <source>Why This Score</source>
        <translation>Por qué esta puntuación</translation>
    </message>
    <message>
        <source>Logit Lens</source>
        <translation>Lente de logits</translation>
    </message>
    <message>
        <source>Patching</source>
        <translation>Parcheo</translation>
    </message>
    <message>
        <source>Breakdown</source>
        <translation>Desglose</translation>
    </message>
    <message>
        <source>Lesson Step</source>
        <translation>Paso de la lección</translation>
    </message>
    <message>
        <source>Heads Side by Side</source>
        <translation>Cabezas lado a lado</translation>
    </message>
    <message>
        <source>WRONG · head %1: masked after softmax</source>
        <translation>INCORRECTO · cabeza %1: máscara aplicada después del softmax</translation>
    </message>
    <message>
        <source>rows with a blocked key no longer sum to 1</source>
        <translation>las filas con una clave bloqueada ya no suman 1</translation>
    </message>
    <message>
        <source>WRONG · head %1: softmax over queries</source>
        <translation>INCORRECTO · cabeza %1: softmax sobre las consultas</translation>
    </message>
    <message>
        <source>each column sums to 1; the rows do not</source>
        <translation>cada columna suma 1; las filas no</translation>
    </message>
    <message>
        <source>WRONG · head %1: reshape without transpose</source>
        <translation>INCORRECTO · cabeza %1: reshape sin transponer</translation>
    </message>
    <message>
        <source>each row mixes pieces of other tokens</source>
        <translation>cada fila mezcla trozos de otros tokens</translation>
    </message>
    <message>
        <source>Reshape without transpose (one head: harmless)</source>
        <translation>Reshape sin transponer (con una cabeza: inofensivo)</translation>
    </message>
    <message>
        <source>with one head nothing is scrambled: try two heads</source>
        <translation>con una cabeza no se desordena nada: pruebe con dos cabezas</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>capa</translation>
    </message>
    <message>
        <source>head</source>
        <translation>cabeza</translation>
    </message>
    <message>
        <source>position</source>
        <translation>posición</translation>
    </message>
    <message>
        <source>Head outputs patched</source>
        <translation>Salidas de las cabezas parcheadas</translation>
    </message>
    <message>
        <source>Residual stream patched</source>
        <translation>Flujo residual parcheado</translation>
    </message>
    <message>
        <source>each head&apos;s output in each layer from the clean run</source>
        <translation>la salida de cada cabeza en cada capa, tomada de la ejecución limpia</translation>
    </message>
    <message>
        <source>the stream entering each layer, one position at a time, from the clean run</source>
        <translation>el flujo que entra en cada capa, una posición cada vez, tomado de la ejecución limpia</translation>
    </message>
    <message>
        <source>: 1 = %1 over %2 as in the clean run, 0 = as corrupted</source>
        <translation>: 1 = %1 sobre %2 como en la ejecución limpia, 0 = como en la alterada</translation>
    </message>
    <message>
        <source>restored</source>
        <translation>restaurado</translation>
    </message>
    <message>
        <source>Layer %1 head %2&apos;s output</source>
        <translation>Salida de la cabeza %2 de la capa %1</translation>
    </message>
    <message>
        <source>The stream entering layer %1 at %2 (position %3)</source>
        <translation>El flujo que entra en la capa %1 en %2 (posición %3)</translation>
    </message>
    <message>
        <source>%1 from the clean run: %2 of the answer comes back</source>
        <translation>%1 de la ejecución limpia: vuelve %2 de la respuesta</translation>
    </message>
    <message>
        <source>
Click to open this head</source>
        <translation>
Haga clic para abrir esta cabeza</translation>
    </message>
    <message>
        <source>
Click to open this layer</source>
        <translation>
Haga clic para abrir esta capa</translation>
    </message>
    <message>
        <source>Logit lens · where %1 ranks after each layer</source>
        <translation>Lente de logits · puesto de %1 tras cada capa</translation>
    </message>
    <message>
        <source>Logit lens · the top next token after each layer</source>
        <translation>Lente de logits · el siguiente token más probable tras cada capa</translation>
    </message>
    <message>
        <source>each layer&apos;s stream through the final norm and the unembedding: #1 = the model would answer %1 already; colour = its probability</source>
        <translation>el flujo de cada capa pasado por la normalización final y la proyección al vocabulario: n.º 1 = el modelo ya respondería %1; color = su probabilidad</translation>
    </message>
    <message>
        <source>each layer&apos;s stream through the final norm and the unembedding; colour = the top token&apos;s probability; the last layer is the model&apos;s own prediction</source>
        <translation>el flujo de cada capa pasado por la normalización final y la proyección al vocabulario; color = la probabilidad del token más probable; la última capa es la propia predicción del modelo</translation>
    </message>
    <message>
        <source>probability</source>
        <translation>probabilidad</translation>
    </message>
    <message>
        <source>Layer %1, after %2 (position %3): the stream read as the last layer</source>
        <translation>Capa %1, tras %2 (posición %3): el flujo leído como si fuera la última capa</translation>
    </message>
    <message>
        <source>%1: rank %2, probability %3</source>
        <translation>%1: puesto %2, probabilidad %3</translation>
    </message>
    <message>
        <source>Attention rollout · through all %1 layers</source>
        <translation>Rollout de atención · a través de las %1 capas</translation>
    </message>
    <message>
        <source>½·mean of the heads + ½·I, multiplied through the layers · rows sum to 1</source>
        <translation>½·media de las cabezas + ½·I, multiplicado a través de las capas · las filas suman 1</translation>
    </message>
    <message>
        <source>Ctrl+Z brings your session back</source>
        <translation>Ctrl+Z recupera su sesión</translation>
    </message>
    <message>
        <source>Causal mask on</source>
        <translation>Máscara causal activada</translation>
    </message>
    <message>
        <source>Nothing was masked, so masking after softmax changed nothing: the causal mask is now on (Ctrl+Z turns it off again).</source>
        <translation>No había nada enmascarado, así que aplicar la máscara después del softmax no cambiaba nada: ahora la máscara causal está activada (Ctrl+Z la desactiva de nuevo).</translation>
    </message>
    <message>
        <source>Causal lesson</source>
        <translation>Lección causal</translation>
    </message>
    <message>
        <source>Nothing here can be masked to show it, so it is shown on the lesson with the causal mask; %1.</source>
        <translation>Aquí no hay nada que enmascarar para mostrarlo, así que se muestra en la lección con la máscara causal; %1.</translation>
    </message>
    <message>
        <source>Use 2 heads</source>
        <translation>Usar 2 cabezas</translation>
    </message>
    <message>
        <source>With one head a reshape without transpose scrambles nothing: the session now has 2 heads (Ctrl+Z goes back to 1).</source>
        <translation>Con una cabeza, un reshape sin transponer no desordena nada: la sesión tiene ahora 2 cabezas (Ctrl+Z vuelve a 1).</translation>
    </message>
    <message>
        <source>Two-heads preset</source>
        <translation>Ejemplo de dos cabezas</translation>
    </message>
    <message>
        <source>This session cannot be split into two heads, so the mistake is shown on the two-heads preset; %1.</source>
        <translation>Esta sesión no se puede dividir en dos cabezas, así que el error se muestra en el ejemplo de dos cabezas; %1.</translation>
    </message>
    <message>
        <source>The lesson</source>
        <translation>La lección</translation>
    </message>
    <message>
        <source>Here a softmax over queries gives the same weights as over keys, so it is shown on the lesson&apos;s example; %1.</source>
        <translation>Aquí un softmax sobre las consultas da los mismos pesos que sobre las claves, así que se muestra en el ejemplo de la lección; %1.</translation>
    </message>
    <message>
        <source>mask after softmax</source>
        <translation>máscara después del softmax</translation>
    </message>
    <message>
        <source>softmax over the wrong axis</source>
        <translation>softmax sobre el eje equivocado</translation>
    </message>
    <message>
        <source>reshape without transpose</source>
        <translation>reshape sin transponer</translation>
    </message>
    <message>
        <source>This mistake cannot be shown on any session at hand.</source>
        <translation>Este error no se puede mostrar en ninguna de las sesiones disponibles.</translation>
    </message>
    <message>
        <source>%1 (max of %2×%2 blocks)</source>
        <translation>%1 (máx. de bloques de %2×%2)</translation>
    </message>
    <message>
        <source>RoPE by Distance</source>
        <translation>RoPE según la distancia</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Why did this head look there? Why This Score&lt;/h3&gt;&lt;p&gt;Click a cell of the head shown large in the Model dock (a query&apos;s row, a key&apos;s column): the &lt;b&gt;Why This Score&lt;/b&gt; tab splits that cell&apos;s raw score q·k into where the query&apos;s and the key&apos;s residual streams came from — the token embedding, the position embedding, each head of every earlier layer, each MLP, the biases.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;In the query&lt;/b&gt; and &lt;b&gt;in the key&lt;/b&gt;: what each source brought to each side (its row and column totals).&lt;/li&gt;&lt;li&gt;&lt;b&gt;The biggest terms&lt;/b&gt;: query source × key source, largest first, the rest summed; the sum is the score.&lt;/li&gt;&lt;li&gt;Each norm&apos;s scale is frozen at its value on this sentence, which makes the split exact. An entry is a share of the score, not what removing that source would change: for that, switch the source&apos;s head off.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;On the built-in induction model with the text “ the cat sat on a red mat the cat sat on a red”, click layer 2 head 2, then the cell where the second “ red” looks at “ mat”: almost all of the score is the query&apos;s own token embedding × what layer 1 head 1 (the previous-token head) wrote into the key. The key was found through another head&apos;s output: K-composition. The table follows every head switched off, and its menu exports it as a picture or as CSV (the whole matrix). On the command line: &lt;code&gt;attention-lab model FOLDER --text &quot;…&quot; --attribution 1.1.12.6&lt;/code&gt;, and &lt;code&gt;--logit-lens&lt;/code&gt;, &lt;code&gt;--rollout&lt;/code&gt; and &lt;code&gt;--corrupt&lt;/code&gt; (activation patching) beside it (the manual&apos;s &quot;How the model computes its answer&quot;).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;¿Por qué miró ahí esta cabeza? Por qué esta puntuación&lt;/h3&gt;&lt;p&gt;Haga clic en una celda de la cabeza que se ve en grande en el panel Modelo (la fila de una consulta, la columna de una clave): la pestaña &lt;b&gt;Por qué esta puntuación&lt;/b&gt; desglosa la puntuación bruta q·k de esa celda según de dónde vienen los flujos residuales de la consulta y de la clave: el embedding del token, el embedding de posición, cada cabeza de cada capa anterior, cada MLP, los sesgos.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;En la consulta&lt;/b&gt; y &lt;b&gt;en la clave&lt;/b&gt;: lo que aportó cada fuente a cada lado (los totales de su fila y de su columna).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Los términos mayores&lt;/b&gt;: fuente de la consulta × fuente de la clave, de mayor a menor, con el resto sumado; la suma es la puntuación.&lt;/li&gt;&lt;li&gt;La escala de cada normalización se congela en su valor para esta frase, lo que hace exacto el desglose. Una entrada es una parte de la puntuación, no lo que cambiaría al quitar esa fuente: para eso, apague la cabeza de esa fuente.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;En el modelo de inducción incluido, con el texto « the cat sat on a red mat the cat sat on a red», haga clic en la capa 2, cabeza 2, y luego en la celda donde el segundo « red» mira a « mat»: casi toda la puntuación es el embedding del propio token de la consulta × lo que la capa 1, cabeza 1 (la cabeza de token anterior) escribió en la clave. La clave se encontró a través de la salida de otra cabeza: composición K. La tabla sigue a cada cabeza que se apague, y su menú la exporta como imagen o como CSV (la matriz entera). En la línea de comandos: &lt;code&gt;attention-lab model FOLDER --text &quot;…&quot; --attribution 1.1.12.6&lt;/code&gt;, y junto a ella &lt;code&gt;--logit-lens&lt;/code&gt;, &lt;code&gt;--rollout&lt;/code&gt; y &lt;code&gt;--corrupt&lt;/code&gt; (parcheo de activaciones) (el apartado &quot;How the model computes its answer&quot; del manual).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Atajo</translation>
    </message>
</context>
<context>
    <name>WorksheetText</name>
    <message>
        <source>The raw scores q·kⱼ of %1 (%2) for %3.</source>
        <extracomment>An exercise&apos;s prompt, as every prompt of this kind: %1 the query (&quot;query 2 “cat”&quot;), %2 the head (&quot;head 1 of 4&quot;), %3 which keys (&quot;keys 1, 2, 3&quot;). The rule after it is the exercise&apos;s first hint.</extracomment>
        <translation>Las puntuaciones brutas q·kⱼ de la %1 (%2) para %3.</translation>
    </message>
    <message>
        <source>A score is a dot product: multiply q and k component by component and add the products.</source>
        <translation>Una puntuación es un producto escalar: multiplique q y k componente a componente y sume los productos.</translation>
    </message>
    <message>
        <source>The scaled scores of %1 (%2) for %3.</source>
        <translation>Las puntuaciones escaladas de la %1 (%2) para %3.</translation>
    </message>
    <message>
        <source>Multiply each raw score by the scale, 1/√d_k unless the session sets its own.</source>
        <translation>Multiplique cada puntuación bruta por la escala, 1/√d_k salvo que la sesión fije la suya.</translation>
    </message>
    <message>
        <source>The scores after ALiBi&apos;s distance penalty, %1 (%2), for %3.</source>
        <translation>Las puntuaciones tras la penalización por distancia de ALiBi, %1 (%2), para %3.</translation>
    </message>
    <message>
        <source>Subtract the head&apos;s slope × the distance |i − j| from each scaled score.</source>
        <translation>Reste a cada puntuación escalada la pendiente de la cabeza × la distancia |i − j|.</translation>
    </message>
    <message>
        <source>The scores after the soft-cap, %1 (%2), for %3.</source>
        <translation>Las puntuaciones tras el tope suave, %1 (%2), para %3.</translation>
    </message>
    <message>
        <source>Soft-capping squashes each score into (−cap, cap): cap · tanh(score / cap).</source>
        <translation>El tope suave comprime cada puntuación en (−cap, cap): cap · tanh(puntuación / cap).</translation>
    </message>
    <message>
        <source>eˣ of each score of %1 (%2), for %3, as the step works them out.</source>
        <translation>eˣ de cada puntuación de la %1 (%2), para %3, como en el paso.</translation>
    </message>
    <message>
        <source>Raise e to each score (the step subtracts the row&apos;s largest score first where the numbers are large); a blocked key gives e^−∞ = 0.</source>
        <translation>Eleve e a cada puntuación (donde los números son grandes, el paso resta antes la mayor puntuación de la fila); una clave bloqueada da e^−∞ = 0.</translation>
    </message>
    <message>
        <source>eˣ of the sink&apos;s logit for %1 (%2).</source>
        <translation>eˣ del logit del sumidero para la %1 (%2).</translation>
    </message>
    <message>
        <source>Raise e to the sink&apos;s logit, as for a key.</source>
        <translation>Eleve e al logit del sumidero, como para una clave.</translation>
    </message>
    <message>
        <source>Σ eˣ for %1 (%2).</source>
        <translation>Σ eˣ para la %1 (%2).</translation>
    </message>
    <message>
        <source>Add up the exponentials of every key the query may see (and the sink&apos;s, where the head has one).</source>
        <translation>Sume las exponenciales de todas las claves que la consulta puede ver (y la del sumidero, si la cabeza tiene uno).</translation>
    </message>
    <message>
        <source>The attention weights of %1 (%2) for %3.</source>
        <translation>Los pesos de atención de la %1 (%2) para %3.</translation>
    </message>
    <message>
        <source>Divide each eˣ by their sum Σ eˣ: the weights are positive and add up to 1.</source>
        <translation>Divida cada eˣ entre su suma Σ eˣ: los pesos son positivos y suman 1.</translation>
    </message>
    <message>
        <source>The sink&apos;s weight for %1 (%2).</source>
        <translation>El peso del sumidero para la %1 (%2).</translation>
    </message>
    <message>
        <source>Divide the sink&apos;s eˣ by the same sum: its share goes to no key.</source>
        <translation>Divida el eˣ del sumidero entre la misma suma: su parte no va a ninguna clave.</translation>
    </message>
    <message>
        <source>The weighted values wⱼ·vⱼ of %1 (%2) for %3.</source>
        <translation>Los valores ponderados wⱼ·vⱼ de la %1 (%2) para %3.</translation>
    </message>
    <message>
        <source>Multiply each value row vⱼ by its weight wⱼ, number by number.</source>
        <translation>Multiplique cada fila de valores vⱼ por su peso wⱼ, número a número.</translation>
    </message>
    <message>
        <source>The output row of %1 (%2).</source>
        <translation>La fila de salida de la %1 (%2).</translation>
    </message>
    <message>
        <source>Add up the weighted value rows: output = Σⱼ wⱼ·vⱼ over every key.</source>
        <translation>Sume las filas de valores ponderadas: salida = Σⱼ wⱼ·vⱼ sobre todas las claves.</translation>
    </message>
    <message>
        <source>Σ eˣ for %1 (%2) under the causal mask.</source>
        <translation>Σ eˣ para la %1 (%2) con la máscara causal.</translation>
    </message>
    <message>
        <source>A key after the query is blocked (e^−∞ = 0): add up the exponentials of the others.</source>
        <translation>Una clave posterior a la consulta está bloqueada (e^−∞ = 0): sume las exponenciales de las demás.</translation>
    </message>
    <message>
        <source>The weights of %1 (%2) under the causal mask, for %3.</source>
        <translation>Los pesos de la %1 (%2) con la máscara causal, para %3.</translation>
    </message>
    <message>
        <source>Divide each eˣ by the masked sum; a blocked key&apos;s weight is 0.</source>
        <translation>Divida cada eˣ entre la suma enmascarada; el peso de una clave bloqueada es 0.</translation>
    </message>
    <message>
        <source>The layer&apos;s output row of %1: concat · W_O.</source>
        <translation>La fila de salida de la capa para la %1: concat · W_O.</translation>
    </message>
    <message>
        <source>Multiply the concatenated heads&apos; row by W_O (and add b_O where the session has it).</source>
        <translation>Multiplique la fila de las cabezas concatenadas por W_O (y sume b_O si la sesión lo tiene).</translation>
    </message>
    <message>
        <source>The score q·k of %1 (%2) with %3, from the learned W_Q and W_K.</source>
        <translation>La puntuación q·k de la %1 (%2) con %3, a partir de las W_Q y W_K aprendidas.</translation>
    </message>
    <message>
        <source>Multiply q and k component by component and add the products.</source>
        <translation>Multiplique q y k componente a componente y sume los productos.</translation>
    </message>
    <message>
        <source>The score x·x of %1 (%2) with %3, with W_Q = W_K = I.</source>
        <translation>La puntuación x·x de la %1 (%2) con %3, con W_Q = W_K = I.</translation>
    </message>
    <message>
        <source>With W_Q = W_K = I, q and k are the embeddings themselves: take their dot product.</source>
        <translation>Con W_Q = W_K = I, q y k son los propios embeddings: calcule su producto escalar.</translation>
    </message>
    <message>
        <source>softmax(1, 0, −1), for %3.</source>
        <translation>softmax(1, 0, −1), para %3.</translation>
    </message>
    <message>
        <source>e^x of each, divided by their sum.</source>
        <translation>e^x de cada uno, dividido entre su suma.</translation>
    </message>
    <message>
        <source>p(1 − p) for the largest weight of softmax(8, 0, −8).</source>
        <translation>p(1 − p) para el mayor peso de softmax(8, 0, −8).</translation>
    </message>
    <message>
        <source>Work out p = softmax(8, 0, −8)&apos;s first weight, then p·(1 − p).</source>
        <translation>Calcule p = el primer peso de softmax(8, 0, −8) y luego p·(1 − p).</translation>
    </message>
    <message>
        <source>p(1 − p) for the largest weight of softmax(1, 0, −1).</source>
        <translation>p(1 − p) para el mayor peso de softmax(1, 0, −1).</translation>
    </message>
    <message>
        <source>Work out p = softmax(1, 0, −1)&apos;s first weight, then p·(1 − p).</source>
        <translation>Calcule p = el primer peso de softmax(1, 0, −1) y luego p·(1 − p).</translation>
    </message>
    <message>
        <source>The entry of W_Q after one SGD step, as the step picks it.</source>
        <translation>La entrada de W_Q tras un paso de SGD, la que elige el paso.</translation>
    </message>
    <message>
        <source>New weight = old weight − learning rate × ∂L/∂W at that entry.</source>
        <translation>Peso nuevo = peso anterior − tasa de aprendizaje × ∂L/∂W en esa entrada.</translation>
    </message>
    <message>
        <source>The mean μ of the row h = x + attention of %1, before LN₂.</source>
        <translation>La media μ de la fila h = x + atención de la %1, antes de LN₂.</translation>
    </message>
    <message>
        <source>Add up the numbers of the row h and divide by how many there are (d_model).</source>
        <translation>Sume los números de la fila h y divida entre cuántos hay (d_model).</translation>
    </message>
    <message>
        <source>The variance σ² of that row h of %1.</source>
        <translation>La varianza σ² de esa fila h de la %1.</translation>
    </message>
    <message>
        <source>Subtract μ from each number of h, square, and take the mean of the squares (divide by d_model).</source>
        <translation>Reste μ a cada número de h, eleve al cuadrado y tome la media de los cuadrados (divida entre d_model).</translation>
    </message>
    <message>
        <source>gelu of %1&apos;s largest hidden unit, as the MLP step shows it.</source>
        <translation>gelu de la mayor unidad oculta de la %1, como la muestra el paso del MLP.</translation>
    </message>
    <message>
        <source>Predict the spread (standard deviation) of q·k at d_k = %5.</source>
        <extracomment>%5: a number (d_k)</extracomment>
        <translation>Prediga la dispersión (desviación estándar) de q·k con d_k = %5.</translation>
    </message>
    <message>
        <source>For q and k of d_k independent numbers of variance 1, q·k has variance d_k: its spread is √d_k.</source>
        <translation>Si q y k tienen d_k números independientes de varianza 1, q·k tiene varianza d_k: su dispersión es √d_k.</translation>
    </message>
    <message>
        <source>Row t of %1 is xₜ·W_%1 (+ b_%1): its column c is Σᵢ xₜ[i]·W_%1[i, c].</source>
        <extracomment>%1: the projection&apos;s letter (Q, K or V)</extracomment>
        <translation>La fila t de %1 es xₜ·W_%1 (+ b_%1): su columna c es Σᵢ xₜ[i]·W_%1[i, c].</translation>
    </message>
    <message numerus="yes">
        <source>key(s) %1</source>
        <extracomment>%1: the keys&apos; numbers, &quot;1, 2, 3&quot;; singular or plural by how many there are</extracomment>
        <translation>
            <numerusform>la clave %1</numerusform>
            <numerusform>las claves %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>row(s) %1</source>
        <extracomment>%1: the rows&apos; numbers, &quot;1, 2, 3&quot;; singular or plural by how many there are</extracomment>
        <translation>
            <numerusform>la fila %1</numerusform>
            <numerusform>las filas %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%4 = X·W_%4 (+ b_%4): %3, as the step works them out.</source>
        <translation>%4 = X·W_%4 (+ b_%4): %3, como en el paso.</translation>
    </message>
    <message>
        <source> Only %1, as the page prints them.</source>
        <extracomment>Added after an exercise&apos;s prompt (with its leading space); %1: &quot;columns 1, 2&quot;</extracomment>
        <translation> Solo %1, según la página impresa.</translation>
    </message>
    <message numerus="yes">
        <source>column(s) %1</source>
        <translation>
            <numerusform>la columna %1</numerusform>
            <numerusform>las columnas %1</numerusform>
        </translation>
    </message>
    <message>
        <source>The first one: %1.</source>
        <extracomment>an exercise&apos;s second hint; %1: &quot;weight of key 1 = 0.422&quot;</extracomment>
        <translation>La primera: %1.</translation>
    </message>
    <message>
        <source>All of it: %1.</source>
        <extracomment>an exercise&apos;s third hint; %1: every answer, &quot;… = 0.422; … = 0.155&quot;</extracomment>
        <translation>Todo: %1.</translation>
    </message>
    <message>
        <source>It lies between %1 and %2.</source>
        <translation>Está entre %1 y %2.</translation>
    </message>
    <message>
        <source>Its first number: %1.</source>
        <translation>Su primer número: %1.</translation>
    </message>
    <message>
        <source>%1 (key %2)</source>
        <translation>%1 (clave %2)</translation>
    </message>
    <message>
        <source>%1 (the sink)</source>
        <translation>%1 (el sumidero)</translation>
    </message>
    <message>
        <source>Its first term: %1; add the other %2 the same way.</source>
        <translation>Su primer término: %1; sume los otros %2 de la misma forma.</translation>
    </message>
    <message>
        <source>All of it: %1 = %2.</source>
        <translation>Todo: %1 = %2.</translation>
    </message>
    <message>
        <source>Attention, worked out by hand — answer key</source>
        <translation>La atención, calculada a mano — solucionario</translation>
    </message>
    <message>
        <source>Attention, worked out by hand — worksheet</source>
        <translation>La atención, calculada a mano — hoja de ejercicios</translation>
    </message>
    <message>
        <source>Attention, worked out by hand</source>
        <translation>La atención, calculada a mano</translation>
    </message>
</context>
<context>
    <name>attn::AttributionWidget</name>
    <message>
        <source>Working out why this score…</source>
        <translation>Calculando por qué esta puntuación…</translation>
    </message>
    <message>
        <source>Export Why This Score</source>
        <translation>Exportar Por qué esta puntuación</translation>
    </message>
    <message>
        <source>Click a cell of a head&apos;s map first.</source>
        <translation>Haga clic primero en una celda del mapa de una cabeza.</translation>
    </message>
    <message>
        <source>Up and down move from term to term, left and right from its name to its part and share.</source>
        <translation>Arriba y abajo van de término en término; izquierda y derecha, de su nombre a su parte y su porcentaje.</translation>
    </message>
    <message>
        <source>the sum of every term</source>
        <translation>la suma de todos los términos</translation>
    </message>
    <message>
        <source>%1 of q·k = %2</source>
        <translation>%1 de q·k = %2</translation>
    </message>
    <message>
        <source>%1 % of the score</source>
        <translation>%1 % de la puntuación</translation>
    </message>
    <message>
        <source>no share: the score is 0</source>
        <translation>sin porcentaje: la puntuación es 0</translation>
    </message>
    <message>
        <source>query source × key source</source>
        <translation>fuente de la consulta × fuente de la clave</translation>
    </message>
    <message>
        <source>part of q·k</source>
        <translation>parte de q·k</translation>
    </message>
    <message>
        <source>share of the score</source>
        <translation>porcentaje de la puntuación</translation>
    </message>
</context>
<context>
    <name>attn::Autosaver</name>
    <message>
        <source>not enough memory</source>
        <translation>no hay memoria suficiente</translation>
    </message>
    <message>
        <source>cannot keep a recovery copy of the unsaved changes: %1</source>
        <translation>no se puede guardar una copia de recuperación de los cambios sin guardar: %1</translation>
    </message>
</context>
<context>
    <name>attn::BreakdownWidget</name>
    <message>
        <source>Breakdown</source>
        <translation>Desglose</translation>
    </message>
    <message>
        <source>Decimals shown (the lesson uses three)</source>
        <translation>Decimales mostrados (la lección usa tres)</translation>
    </message>
    <message>
        <source>&amp;Decimals:</source>
        <translation>&amp;Decimales:</translation>
    </message>
    <message>
        <source>Mask after softmax (wrong)</source>
        <translation>Máscara después del softmax (incorrecto)</translation>
    </message>
    <message>
        <source>The classic mistake beside the right way: its row no longer sums to 1</source>
        <translation>El error clásico junto a la forma correcta: su fila ya no suma 1</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Ajustar</translation>
    </message>
    <message>
        <source>Fit the calculation to the panel: as large as it can be read whole</source>
        <translation>Ajustar el cálculo al panel: tan grande como se pueda leer entero</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>Save the breakdown as PNG, SVG or PDF, copy it as a picture for slides, or as text for notes</source>
        <translation>Guardar el desglose como PNG, SVG o PDF, copiarlo como imagen para diapositivas o como texto para apuntes</translation>
    </message>
    <message>
        <source>Export Image…</source>
        <translation>Exportar imagen…</translation>
    </message>
    <message>
        <source>Copy Image</source>
        <translation>Copiar imagen</translation>
    </message>
    <message>
        <source>Copy as Text</source>
        <translation>Copiar como texto</translation>
    </message>
    <message>
        <source>Breakdown: the softmax of query %1 “%2”, head %3, step by step</source>
        <translation>Desglose: el softmax de la consulta %1 «%2», cabeza %3, paso a paso</translation>
    </message>
    <message>
        <source>Copy as text</source>
        <translation>Copiar como texto</translation>
    </message>
    <message>
        <source>Close the dot product</source>
        <translation>Cerrar el producto escalar</translation>
    </message>
</context>
<context>
    <name>attn::ClassAnswerBox</name>
    <message>
        <source>No number left to ask on this step.</source>
        <translation>En este paso no queda ningún número por preguntar.</translation>
    </message>
    <message>
        <source>The class&apos;s answer: %1 =</source>
        <translation>La respuesta de la clase: %1 =</translation>
    </message>
    <message numerus="yes">
        <source>The class&apos;s answer: %1 = (%n number(s))</source>
        <translation>
            <numerusform>La respuesta de la clase: %1 = (%n número)</numerusform>
            <numerusform>La respuesta de la clase: %1 = (%n números)</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter checks it · Esc closes</source>
        <translation>Enter la comprueba · Esc cierra</translation>
    </message>
    <message>
        <source>Not a number yet: %1.</source>
        <translation>Aún no es un número: %1.</translation>
    </message>
    <message>
        <source>Not yet: one number is asked.</source>
        <translation>Todavía no: se pide un número.</translation>
    </message>
    <message>
        <source>Not yet: %1 numbers are asked.</source>
        <translation>Todavía no: se piden %1 números.</translation>
    </message>
    <message>
        <source>Not yet — try again (Esc, then R, reveals it).</source>
        <translation>Todavía no; inténtelo de nuevo (Esc y luego R la revela).</translation>
    </message>
    <message>
        <source>Not yet: number %1 is the first that is off.</source>
        <translation>Todavía no: el número %1 es el primero que no cuadra.</translation>
    </message>
    <message>
        <source>Right: %1 = %2</source>
        <translation>Correcto: %1 = %2</translation>
    </message>
</context>
<context>
    <name>attn::CodeDialog</name>
    <message>
        <source>The Code: This Session&apos;s Attention in NumPy and PyTorch</source>
        <translation>El código: la atención de esta sesión en NumPy y PyTorch</translation>
    </message>
    <message>
        <source>NumPy</source>
        <translation>NumPy</translation>
    </message>
    <message>
        <source>PyTorch</source>
        <translation>PyTorch</translation>
    </message>
    <message>
        <source>Run it with Python to get the numbers the app shows. Large sessions are read from session.json: save the session next to the script (File ▸ Save As).</source>
        <translation>Ejecútelo con Python para obtener los números que muestra la aplicación. Las sesiones grandes se leen de session.json: guarde la sesión junto al script (Archivo ▸ Guardar como).</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <source>&amp;Save As…</source>
        <translation>&amp;Guardar como…</translation>
    </message>
    <message>
        <source>Save Code</source>
        <translation>Guardar código</translation>
    </message>
    <message>
        <source>Python (*.py)</source>
        <translation>Python (*.py)</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>No se puede guardar</translation>
    </message>
</context>
<context>
    <name>attn::CompareDialog</name>
    <message>
        <source>The residual stream (layers × positions)</source>
        <translation>El flujo residual (capas × posiciones)</translation>
    </message>
    <message>
        <source>Each head&apos;s output (layers × heads)</source>
        <translation>La salida de cada cabeza (capas × cabezas)</translation>
    </message>
    <message>
        <source>Compare With a Second Text</source>
        <translation>Comparar con un segundo texto</translation>
    </message>
    <message>
        <source>Activation patching runs the model on a second text — yours with what matters changed, e.g. the names swapped — and copies one activation at a time from your text into it. Where the answer comes back, that activation carries it.</source>
        <translation>El parcheo de activaciones ejecuta el modelo sobre un segundo texto (el suyo con lo importante cambiado, p. ej. los nombres intercambiados) y copia en él una activación cada vez desde su texto. Donde vuelve la respuesta, esa activación es la que la lleva.</translation>
    </message>
    <message>
        <source>One of the model&apos;s top next tokens, or type one (a token that follows your text, such as “ Mary”, or #ID)</source>
        <translation>Uno de los siguientes tokens más probables del modelo, o escriba uno (un token que siga a su texto, como « Mary», o #ID)</translation>
    </message>
    <message>
        <source>Your text (clean):</source>
        <translation>Su texto (limpio):</translation>
    </message>
    <message>
        <source>Second ids (corrupted):</source>
        <translation>Segundos ids (alterados):</translation>
    </message>
    <message>
        <source>Second text (corrupted):</source>
        <translation>Segundo texto (alterado):</translation>
    </message>
    <message>
        <source>Answer:</source>
        <translation>Respuesta:</translation>
    </message>
    <message>
        <source>Wrong token:</source>
        <translation>Token incorrecto:</translation>
    </message>
    <message>
        <source>Patch:</source>
        <translation>Parchear:</translation>
    </message>
    <message>
        <source>Run Patching</source>
        <translation>Ejecutar el parcheo</translation>
    </message>
    <message>
        <source>%1  (p %2)</source>
        <translation>%1  (p %2)</translation>
    </message>
    <message>
        <source>%1: pick a token.</source>
        <translation>%1: elija un token.</translation>
    </message>
    <message>
        <source>%1 more</source>
        <translation>%1 más</translation>
    </message>
    <message>
        <source>%1 tokens, as many as your text; they differ at position %2.</source>
        <translation>%1 tokens, tantos como su texto; difieren en la posición %2.</translation>
    </message>
    <message>
        <source>Choose what to patch: the residual stream, the heads&apos; outputs, or both.</source>
        <translation>Elija qué parchear: el flujo residual, las salidas de las cabezas o ambos.</translation>
    </message>
    <message>
        <source>The answer</source>
        <translation>La respuesta</translation>
    </message>
    <message>
        <source>The wrong token</source>
        <translation>El token incorrecto</translation>
    </message>
    <message>
        <source>The answer and the wrong token are the same token: pick two different ones.</source>
        <translation>La respuesta y el token incorrecto son el mismo token: elija dos distintos.</translation>
    </message>
</context>
<context>
    <name>attn::CompareSetup</name>
    <message>
        <source>&amp;Pin This Result</source>
        <translation>Anclar este re&amp;sultado</translation>
    </message>
    <message>
        <source>&amp;Unpin</source>
        <translation>&amp;Desanclar</translation>
    </message>
    <message>
        <source>&amp;Difference beside the Heatmap (now − pinned)</source>
        <translation>Di&amp;ferencia junto al mapa de calor (ahora − anclado)</translation>
    </message>
    <message>
        <source>&amp;Lines: Who Looks at Whom</source>
        <translation>&amp;Líneas: quién mira a quién</translation>
    </message>
    <message>
        <source>&amp;Heads Side by Side</source>
        <translation>&amp;Cabezas lado a lado</translation>
    </message>
    <message>
        <source>Keep the weights of every head as they are now, to compare what a change does (Ctrl+P)</source>
        <translation>Guardar los pesos de cada cabeza tal como están ahora, para comparar lo que hace un cambio (Ctrl+P)</translation>
    </message>
    <message>
        <source>Forget the pinned result</source>
        <translation>Olvidar el resultado anclado</translation>
    </message>
    <message>
        <source>Tokens in two columns, a line from each query to each key as strong as its weight (Ctrl+L)</source>
        <translation>Los tokens en dos columnas, con una línea de cada consulta a cada clave tan intensa como su peso (Ctrl+L)</translation>
    </message>
    <message>
        <source>Two to four heads, large, next to each other on one colour scale (Ctrl+H)</source>
        <translation>De dos a cuatro cabezas, grandes, una junto a otra en una misma escala de color (Ctrl+H)</translation>
    </message>
    <message>
        <source>Nothing to pin yet: the result is being computed. Pin it when it shows.</source>
        <translation>Aún no hay nada que anclar: el resultado se está calculando. Ánclelo cuando aparezca.</translation>
    </message>
    <message>
        <source>Pinned. Change a mask, the scale or a number: the difference shows what moved.</source>
        <translation>Anclado. Cambie una máscara, la escala o un número: la diferencia muestra qué se movió.</translation>
    </message>
    <message>
        <source>&amp;Pin Again (Replace the Pinned Result)</source>
        <translation>&amp;Anclar de nuevo (reemplazar el resultado anclado)</translation>
    </message>
    <message>
        <source>Pin again</source>
        <translation>Anclar de nuevo</translation>
    </message>
    <message>
        <source>Pin</source>
        <translation>Anclar</translation>
    </message>
    <message>
        <source>Pinned ✓</source>
        <translation>Anclado ✓</translation>
    </message>
    <message>
        <source>Pinned: %1. Click to pin the current result instead; the arrow unpins.</source>
        <translation>Anclado: %1. Haga clic para anclar en su lugar el resultado actual; la flecha lo desancla.</translation>
    </message>
    <message>
        <source>&amp;Difference Image (now − pinned)…</source>
        <translation>Imagen de la &amp;diferencia (ahora − anclado)…</translation>
    </message>
    <message>
        <source>&amp;Line View Image…</source>
        <translation>Imagen de la vista de &amp;líneas…</translation>
    </message>
</context>
<context>
    <name>attn::ComputedPanel</name>
    <message>
        <source>Q = X·W_Q (queries)</source>
        <translation>Q = X·W_Q (consultas)</translation>
    </message>
    <message>
        <source>K = X·W_K (keys)</source>
        <translation>K = X·W_K (claves)</translation>
    </message>
    <message>
        <source>V = X·W_V (values)</source>
        <translation>V = X·W_V (valores)</translation>
    </message>
    <message>
        <source>Raw scores q·k</source>
        <translation>Puntuaciones brutas q·k</translation>
    </message>
    <message>
        <source>Logits (q·k through the score rule: × scale, position, cap)</source>
        <translation>Logits (q·k tras la regla de puntuación: × escala, posición, tope)</translation>
    </message>
    <message>
        <source>Attention weights</source>
        <translation>Pesos de atención</translation>
    </message>
    <message>
        <source>Head output (weights · V)</source>
        <translation>Salida de la cabeza (pesos · V)</translation>
    </message>
    <message>
        <source>Concat of the heads&apos; outputs</source>
        <translation>Concatenación de las salidas de las cabezas</translation>
    </message>
    <message>
        <source>Output = concat · W_O</source>
        <translation>Salida = concat · W_O</translation>
    </message>
    <message>
        <source>&amp;Head</source>
        <translation>&amp;Cabeza</translation>
    </message>
    <message>
        <source>The head whose scores, weights and output are shown</source>
        <translation>La cabeza cuyas puntuaciones, pesos y salida se muestran</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>cabeza %1</translation>
    </message>
    <message>
        <source> · head %1</source>
        <translation> · cabeza %1</translation>
    </message>
</context>
<context>
    <name>attn::DifferencePanel</name>
    <message>
        <source>Difference</source>
        <translation>Diferencia</translation>
    </message>
    <message>
        <source>Pinned: %1</source>
        <translation>Anclado: %1</translation>
    </message>
    <message>
        <source>Nothing pinned</source>
        <translation>Nada anclado</translation>
    </message>
    <message>
        <source>Pin (Ctrl+P) keeps the weights you see now. Then change a mask, the scale or a number, and this view shows what moved: now − pinned, cell by cell.</source>
        <translation>Anclar (Ctrl+P) guarda los pesos que ve ahora. Luego cambie una máscara, la escala o un número, y esta vista muestra qué se movió: ahora − anclado, celda a celda.</translation>
    </message>
    <message>
        <source>The window compares up to %1 tokens; this session has %2. attention-lab export … --compare OTHER.json draws the difference of any size.</source>
        <translation>La ventana compara hasta %1 tokens; esta sesión tiene %2. attention-lab export … --compare OTRO.json dibuja la diferencia de cualquier tamaño.</translation>
    </message>
</context>
<context>
    <name>attn::Document</name>
    <message>
        <source>not a finite number</source>
        <translation>no es un número finito</translation>
    </message>
    <message>
        <source>%1 is outside ±%2</source>
        <translation>%1 está fuera de ±%2</translation>
    </message>
    <message>
        <source>latent attention gives its own scale (1/√(nope + rope), × YaRN&apos;s mscale² where the model has one): type a number instead</source>
        <translation>la atención latente da su propia escala (1/√(nope + rope), × el mscale² de YaRN donde el modelo lo tiene): escriba un número en su lugar</translation>
    </message>
    <message>
        <source>Set %1[%2] to %3</source>
        <translation>Cambiar %1[%2] a %3</translation>
    </message>
    <message>
        <source>Set %1[%2, %3] to %4</source>
        <translation>Cambiar %1[%2, %3] a %4</translation>
    </message>
    <message>
        <source>%1 is computed, not edited</source>
        <translation>%1 se calcula, no se edita</translation>
    </message>
    <message>
        <source>a %1×%2 block does not fit at row %3, column %4 of %5 (%6×%7)</source>
        <translation>un bloque de %1×%2 no cabe en la fila %3, columna %4 de %5 (%6×%7)</translation>
    </message>
    <message>
        <source>row %1, column %2 of %3: %4</source>
        <translation>fila %1, columna %2 de %3: %4</translation>
    </message>
    <message>
        <source>Paste into %1</source>
        <translation>Pegar en %1</translation>
    </message>
    <message>
        <source>Fill %1 with the identity</source>
        <translation>Rellenar %1 con la identidad</translation>
    </message>
    <message>
        <source>Fill %1 with zeros</source>
        <translation>Rellenar %1 con ceros</translation>
    </message>
    <message>
        <source>Fill %1 with random numbers (seed %2)</source>
        <translation>Rellenar %1 con números aleatorios (semilla %2)</translation>
    </message>
    <message>
        <source>Scale %1 by %2</source>
        <translation>Escalar %1 por %2</translation>
    </message>
    <message>
        <source>a token is at most %1 bytes of UTF-8 (about as many letters)</source>
        <translation>un token tiene como máximo %1 bytes de UTF-8 (más o menos otras tantas letras)</translation>
    </message>
    <message>
        <source>Rename token %1 to “%2”</source>
        <translation>Renombrar el token %1 a «%2»</translation>
    </message>
    <message>
        <source>Mark token %1 as padding</source>
        <translation>Marcar el token %1 como relleno</translation>
    </message>
    <message>
        <source>Unmark padding of token %1</source>
        <translation>Desmarcar el relleno del token %1</translation>
    </message>
    <message>
        <source>at most %1 tokens</source>
        <translation>como máximo %1 tokens</translation>
    </message>
    <message>
        <source>Insert token %1</source>
        <translation>Insertar el token %1</translation>
    </message>
    <message>
        <source>a session keeps at least one token</source>
        <translation>una sesión conserva al menos un token</translation>
    </message>
    <message>
        <source>Remove token %1 “%2”</source>
        <translation>Quitar el token %1 «%2»</translation>
    </message>
    <message>
        <source>Move token %1 to position %2</source>
        <translation>Mover el token %1 a la posición %2</translation>
    </message>
    <message>
        <source>this session&apos;s latent attention (mla) fixes d_model and the heads in its matrices (W_DQ … W_KR); they are edited, not reshaped</source>
        <translation>la atención latente (mla) de esta sesión fija d_model y las cabezas en sus matrices (W_DQ … W_KR); se editan, no se redimensionan</translation>
    </message>
    <message>
        <source>d_model must be between 1 and %1</source>
        <translation>d_model debe estar entre 1 y %1</translation>
    </message>
    <message>
        <source>Change d_model from %1 to %2</source>
        <translation>Cambiar d_model de %1 a %2</translation>
    </message>
    <message>
        <source>the number of heads must be between 1 and %1</source>
        <translation>el número de cabezas debe estar entre 1 y %1</translation>
    </message>
    <message>
        <source>this session fixes its heads in its matrices (W_Q has %1 heads × head_dim %2 columns)</source>
        <translation>esta sesión fija sus cabezas en sus matrices (W_Q tiene %1 cabezas × head_dim %2 columnas)</translation>
    </message>
    <message>
        <source>%1 heads do not divide d_model %2</source>
        <translation>%1 cabezas no dividen d_model %2</translation>
    </message>
    <message>
        <source>with %1 heads: %2</source>
        <translation>con %1 cabezas: %2</translation>
    </message>
    <message numerus="yes">
        <source>Use %n head(s)</source>
        <translation>
            <numerusform>Usar %n cabeza</numerusform>
            <numerusform>Usar %n cabezas</numerusform>
        </translation>
    </message>
    <message>
        <source>the scale must be a positive number up to %1</source>
        <translation>la escala debe ser un número positivo de hasta %1</translation>
    </message>
    <message>
        <source>Scale scores by %1</source>
        <translation>Escalar las puntuaciones por %1</translation>
    </message>
    <message>
        <source>Scale scores by 1/√d_k</source>
        <translation>Escalar las puntuaciones por 1/√d_k</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sin título</translation>
    </message>
    <message>
        <source>%1: there is not enough memory to read this file (%2)</source>
        <translation>%1: no hay memoria suficiente para leer este archivo (%2)</translation>
    </message>
    <message>
        <source>%1: this session of %2 tokens %3.</source>
        <translation>%1: esta sesión de %2 tokens %3.</translation>
    </message>
    <message>
        <source>this session holds latent attention (mla): its gradients are not built in this version, so it cannot learn towards a target</source>
        <translation>esta sesión contiene atención latente (mla): sus gradientes no están implementados en esta versión, así que no puede aprender hacia un objetivo</translation>
    </message>
    <message>
        <source>a target has %1 rows and %2 columns (one per token and per d_model), not %3×%4</source>
        <translation>un objetivo tiene %1 filas y %2 columnas (una por token y por d_model), no %3×%4</translation>
    </message>
    <message>
        <source>target: %1</source>
        <translation>objetivo: %1</translation>
    </message>
    <message>
        <source>Target = the current output</source>
        <translation>Objetivo = la salida actual</translation>
    </message>
    <message>
        <source>%1 has %2 tokens and d_model %3; this session has %4 and %5: its output cannot be this one&apos;s target</source>
        <translation>%1 tiene %2 tokens y d_model %3; esta sesión tiene %4 y %5: su salida no puede ser el objetivo de esta</translation>
    </message>
    <message>
        <source>Target = the output of %1</source>
        <translation>Objetivo = la salida de %1</translation>
    </message>
    <message>
        <source>Turn the causal mask on</source>
        <translation>Activar la máscara causal</translation>
    </message>
    <message>
        <source>Turn the causal mask off</source>
        <translation>Desactivar la máscara causal</translation>
    </message>
    <message>
        <source>Block query %1 → key %2</source>
        <translation>Bloquear consulta %1 → clave %2</translation>
    </message>
    <message>
        <source>Unblock query %1 → key %2</source>
        <translation>Desbloquear consulta %1 → clave %2</translation>
    </message>
    <message>
        <source>Unblock every cell blocked by hand</source>
        <translation>Desbloquear todas las celdas bloqueadas a mano</translation>
    </message>
    <message>
        <source>a sliding window is at least 1 token wide</source>
        <translation>una ventana deslizante tiene al menos 1 token de ancho</translation>
    </message>
    <message>
        <source>Sliding window of %1</source>
        <translation>Ventana deslizante de %1</translation>
    </message>
    <message>
        <source>No sliding window</source>
        <translation>Sin ventana deslizante</translation>
    </message>
    <message>
        <source>Prefix of %1 tokens seen both ways</source>
        <translation>Prefijo de %1 tokens visto en ambos sentidos</translation>
    </message>
    <message>
        <source>No prefix</source>
        <translation>Sin prefijo</translation>
    </message>
    <message>
        <source>Token %1 into sentence %2</source>
        <translation>Token %1 a la frase %2</translation>
    </message>
    <message>
        <source>one sentence number per token</source>
        <translation>un número de frase por token</translation>
    </message>
    <message>
        <source>One sentence (sentences off)</source>
        <translation>Una sola frase (frases desactivadas)</translation>
    </message>
    <message>
        <source>Set the sentences</source>
        <translation>Fijar las frases</translation>
    </message>
    <message>
        <source>notes are at most %1 bytes of UTF-8</source>
        <translation>las notas tienen como máximo %1 bytes de UTF-8</translation>
    </message>
    <message>
        <source>Edit the notes</source>
        <translation>Editar las notas</translation>
    </message>
    <message>
        <source>Name the session</source>
        <translation>Poner nombre a la sesión</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Puntuaciones</translation>
    </message>
    <message>
        <source>Logits</source>
        <translation>Logits</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Pesos</translation>
    </message>
    <message>
        <source>Head output</source>
        <translation>Salida de la cabeza</translation>
    </message>
    <message>
        <source>Concat</source>
        <translation>Concatenación</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Salida</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Objetivo</translation>
    </message>
</context>
<context>
    <name>attn::ExportLessonDialog</name>
    <message>
        <source>&amp;Slides: every number shown</source>
        <translation>&amp;Diapositivas: todos los números a la vista</translation>
    </message>
    <message>
        <source>&amp;Worksheet: the numbers to work out left blank</source>
        <translation>&amp;Hoja de ejercicios: los números que hay que calcular, en blanco</translation>
    </message>
    <message>
        <source>Worksheet&apos;s answer &amp;key</source>
        <translation>&amp;Solucionario de la hoja de ejercicios</translation>
    </message>
    <message>
        <source>&amp;All three: slides, worksheet and answer key (three PDFs)</source>
        <translation>&amp;Las tres: diapositivas, hoja de ejercicios y solucionario (tres PDF)</translation>
    </message>
    <message>
        <source>Export Lesson</source>
        <translation>Exportar lección</translation>
    </message>
    <message>
        <source>The whole lesson (PDF, a page per step)</source>
        <translation>La lección entera (PDF, una página por paso)</translation>
    </message>
    <message>
        <source>One step</source>
        <translation>Un paso</translation>
    </message>
    <message>
        <source>16:9 slides, 1280 × 720</source>
        <translation>Diapositivas 16:9, 1280 × 720</translation>
    </message>
    <message>
        <source>4:3 slides, 1024 × 768</source>
        <translation>Diapositivas 4:3, 1024 × 768</translation>
    </message>
    <message>
        <source>Full HD, 1920 × 1080</source>
        <translation>Full HD, 1920 × 1080</translation>
    </message>
    <message>
        <source>A4 portrait (595 × 842 pt)</source>
        <translation>A4 vertical (595 × 842 pt)</translation>
    </message>
    <message>
        <source>A4 landscape (842 × 595 pt)</source>
        <translation>A4 horizontal (842 × 595 pt)</translation>
    </message>
    <message>
        <source>What:</source>
        <translation>Qué:</translation>
    </message>
    <message>
        <source>Step:</source>
        <translation>Paso:</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>Formato:</translation>
    </message>
    <message>
        <source>Page size:</source>
        <translation>Tamaño de página:</translation>
    </message>
</context>
<context>
    <name>attn::GenerateDialog</name>
    <message>
        <source>Generate a Random Session</source>
        <translation>Generar una sesión aleatoria</translation>
    </message>
    <message>
        <source>&amp;Tokens (T)</source>
        <translation>&amp;Tokens (T)</translation>
    </message>
    <message>
        <source>&amp;d_model</source>
        <translation>&amp;d_model</translation>
    </message>
    <message>
        <source>&amp;Heads</source>
        <translation>&amp;Cabezas</translation>
    </message>
    <message>
        <source>&amp;Seed</source>
        <translation>&amp;Semilla</translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>Generar</translation>
    </message>
    <message>
        <source>Each head holds %1 scores (T²). Memory: about %2. Work: %3 GFLOP per forward pass.</source>
        <translation>Cada cabeza contiene %1 puntuaciones (T²). Memoria: unos %2. Trabajo: %3 GFLOP por pasada hacia delante.</translation>
    </message>
    <message>
        <source>Too large: %1.</source>
        <translation>Demasiado grande: %1.</translation>
    </message>
</context>
<context>
    <name>attn::HeadGridWidget</name>
    <message>
        <source>The mean of all heads&apos; weights (a summary, not a head) — click to show it large</source>
        <translation>La media de los pesos de todas las cabezas (un resumen, no una cabeza): haga clic para verla en grande</translation>
    </message>
    <message>
        <source>%1 — click to show it large</source>
        <translation>%1 — haga clic para verla en grande</translation>
    </message>
    <message>
        <source>Export Image…</source>
        <translation>Exportar imagen…</translation>
    </message>
    <message>
        <source>Copy Image</source>
        <translation>Copiar imagen</translation>
    </message>
    <message>
        <source>One Colour Scale for All Heads</source>
        <translation>Una escala de color para todas las cabezas</translation>
    </message>
    <message>
        <source>the mean of all heads</source>
        <translation>la media de todas las cabezas</translation>
    </message>
    <message>
        <source>%1, shown large</source>
        <translation>%1, mostrada en grande</translation>
    </message>
    <message>
        <source>Every head</source>
        <translation>Todas las cabezas</translation>
    </message>
    <message>
        <source>Arrow keys move from head to head; Enter shows it large.</source>
        <translation>Las flechas van de cabeza en cabeza; Intro la muestra en grande.</translation>
    </message>
</context>
<context>
    <name>attn::HeatmapPanel</name>
    <message>
        <source>&amp;Numbers</source>
        <translation>&amp;Números</translation>
    </message>
    <message>
        <source>Row ma&amp;x</source>
        <translation>Máx. por &amp;fila</translation>
    </message>
    <message>
        <source>Attention weights</source>
        <translation>Pesos de atención</translation>
    </message>
    <message>
        <source>Raw scores q·k</source>
        <translation>Puntuaciones brutas q·k</translation>
    </message>
    <message>
        <source>Logits</source>
        <translation>Logits</translation>
    </message>
    <message>
        <source>Average of all heads</source>
        <translation>Media de todas las cabezas</translation>
    </message>
    <message>
        <source>Mistake: mask after softmax</source>
        <translation>Error: máscara después del softmax</translation>
    </message>
    <message>
        <source>Mistake: softmax over queries</source>
        <translation>Error: softmax sobre las consultas</translation>
    </message>
    <message>
        <source>Mistake: reshape without transpose</source>
        <translation>Error: reshape sin transponer</translation>
    </message>
    <message>
        <source>What the large heatmap shows. Rows are queries, columns are keys.</source>
        <translation>Qué muestra el mapa de calor grande. Las filas son consultas y las columnas, claves.</translation>
    </message>
    <message>
        <source>Colour map for weights (signed scores use a red–blue map centred on 0)</source>
        <translation>Mapa de colores para los pesos (las puntuaciones con signo usan un mapa rojo–azul centrado en 0)</translation>
    </message>
    <message>
        <source>Write each value in its cell when the cells are big enough</source>
        <translation>Escribir cada valor en su celda cuando las celdas son lo bastante grandes</translation>
    </message>
    <message>
        <source>Colour each row from 0 to its own largest weight instead of 0 to 1</source>
        <translation>Colorear cada fila de 0 a su propio peso máximo en lugar de 0 a 1</translation>
    </message>
    <message>
        <source>Each query spreads its attention over many keys, so every weight is small and the 0 … 1 colours all look alike. Row max colours each row from 0 to its own largest weight, which shows where each query looks most.</source>
        <translation>Cada consulta reparte su atención entre muchas claves, así que todos los pesos son pequeños y los colores de 0 … 1 se parecen todos. Máx. por fila colorea cada fila de 0 a su propio peso máximo, lo que muestra adónde mira más cada consulta.</translation>
    </message>
    <message>
        <source>the heatmap is being recomputed for the new tokens; click again in a moment</source>
        <translation>el mapa de calor se está recalculando para los nuevos tokens; vuelva a hacer clic en un momento</translation>
    </message>
    <message>
        <source>the heatmap is being recomputed; click again when it is sharp</source>
        <translation>el mapa de calor se está recalculando; vuelva a hacer clic cuando se vea nítido</translation>
    </message>
    <message>
        <source>&amp;Show</source>
        <translation>&amp;Mostrar</translation>
    </message>
    <message>
        <source>Colours, numbers and the mask: folded away at this zoom so that the heatmap keeps its room</source>
        <translation>Colores, números y la máscara: plegados con este zoom para que el mapa de calor conserve su espacio</translation>
    </message>
    <message>
        <source>&amp;Colours</source>
        <translation>&amp;Colores</translation>
    </message>
    <message>
        <source>Less ▴</source>
        <translation>Menos ▴</translation>
    </message>
    <message>
        <source>More ▾</source>
        <translation>Más ▾</translation>
    </message>
    <message>
        <source>Nothing is masked here, so masking after softmax changes nothing you could see.</source>
        <translation>Aquí no hay nada enmascarado, así que aplicar la máscara después del softmax no cambia nada visible.</translation>
    </message>
    <message>
        <source>Here a softmax over queries gives the same weights as over keys.</source>
        <translation>Aquí un softmax sobre las consultas da los mismos pesos que sobre las claves.</translation>
    </message>
    <message>
        <source>With one head a reshape without transpose scrambles nothing.</source>
        <translation>Con una cabeza, un reshape sin transponer no desordena nada.</translation>
    </message>
    <message>
        <source>Show it where it matters</source>
        <translation>Mostrarlo donde importa</translation>
    </message>
    <message>
        <source>(one undo step).</source>
        <translation>(un solo paso de deshacer).</translation>
    </message>
    <message>
        <source>A typical row&apos;s largest weight is only %1, so the 0 … 1 colours all look alike: &lt;a href=&quot;rowmax&quot;&gt;colour each row by its own maximum&lt;/a&gt; (Row max).</source>
        <translation>El peso máximo de una fila típica es solo %1, así que los colores de 0 … 1 se parecen todos: &lt;a href=&quot;rowmax&quot;&gt;colorear cada fila según su propio máximo&lt;/a&gt; (Máx. por fila).</translation>
    </message>
    <message>
        <source>These maps are of the previous result: the new ones do not fit in memory</source>
        <translation>Estos mapas son del resultado anterior: los nuevos no caben en memoria</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>gris</translation>
    </message>
</context>
<context>
    <name>attn::HeatmapWidget</name>
    <message>
        <source>Arrow keys move from cell to cell; Enter explains the query in the breakdown.</source>
        <translation>Las teclas de flecha mueven de celda en celda; Enter explica la consulta en el desglose.</translation>
    </message>
    <message>
        <source>Arrow keys move from cell to cell.</source>
        <translation>Las teclas de flecha mueven de celda en celda.</translation>
    </message>
    <message>
        <source>key %1</source>
        <translation>clave %1</translation>
    </message>
    <message>
        <source>query %1</source>
        <translation>consulta %1</translation>
    </message>
    <message>
        <source>computing…</source>
        <translation>calculando…</translation>
    </message>
    <message>
        <source>Export Image…</source>
        <translation>Exportar imagen…</translation>
    </message>
    <message>
        <source>Copy Image</source>
        <translation>Copiar imagen</translation>
    </message>
    <message>
        <source>Copy as CSV</source>
        <translation>Copiar como CSV</translation>
    </message>
    <message>
        <source>Numbers in Cells</source>
        <translation>Números en las celdas</translation>
    </message>
    <message>
        <source>Colour Each Row to Its Largest Weight</source>
        <translation>Colorear cada fila hasta su peso máximo</translation>
    </message>
    <message>
        <source>Mask Edit Mode (Click Blocks/Unblocks)</source>
        <translation>Modo de edición de la máscara (un clic bloquea/desbloquea)</translation>
    </message>
    <message>
        <source>Show Whole Matrix</source>
        <translation>Mostrar la matriz entera</translation>
    </message>
</context>
<context>
    <name>attn::ImageExportDialog</name>
    <message>
        <source>&amp;Numbers in cells</source>
        <translation>&amp;Números en las celdas</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportar</translation>
    </message>
    <message>
        <source>&amp;Copy Image</source>
        <translation>&amp;Copiar imagen</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>F&amp;ormat</source>
        <translation>F&amp;ormato</translation>
    </message>
    <message>
        <source>&amp;Size</source>
        <translation>&amp;Tamaño</translation>
    </message>
    <message>
        <source>S&amp;harpness</source>
        <translation>&amp;Nitidez</translation>
    </message>
    <message>
        <source>Numbers</source>
        <translation>Números</translation>
    </message>
    <message>
        <source>&amp;Decimals</source>
        <translation>&amp;Decimales</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>T&amp;ema</translation>
    </message>
    <message>
        <source>Put this picture on the clipboard, to paste into slides or a document</source>
        <translation>Poner esta imagen en el portapapeles, para pegarla en diapositivas o en un documento</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Examinar…</translation>
    </message>
    <message>
        <source>PNG image (pixels)</source>
        <translation>Imagen PNG (píxeles)</translation>
    </message>
    <message>
        <source>SVG drawing (vectors)</source>
        <translation>Dibujo SVG (vectorial)</translation>
    </message>
    <message>
        <source>PDF document (vectors)</source>
        <translation>Documento PDF (vectorial)</translation>
    </message>
    <message>
        <source>As on screen, %1 × %2</source>
        <translation>Como en pantalla, %1 × %2</translation>
    </message>
    <message>
        <source>Natural size, %1 × %2</source>
        <translation>Tamaño natural, %1 × %2</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personalizado</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Ancho</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Alto</translation>
    </message>
    <message>
        <source>2× (192 dpi, sharp on slides)</source>
        <translation>2× (192 ppp, nítido en diapositivas)</translation>
    </message>
    <message>
        <source>4× (384 dpi, for print)</source>
        <translation>4× (384 ppp, para imprimir)</translation>
    </message>
    <message>
        <source>%1× (%2 dpi)</source>
        <translation>%1× (%2 ppp)</translation>
    </message>
    <message>
        <source>&amp;decimals</source>
        <translation>&amp;decimales</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Imagen PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>Dibujo SVG (*.svg)</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>Documento PDF (*.pdf)</translation>
    </message>
    <message>
        <source>pixels</source>
        <translation>píxeles</translation>
    </message>
    <message>
        <source>points</source>
        <translation>puntos</translation>
    </message>
    <message>
        <source>%1 × %2 pixels is more than a PNG may have (%3 a side): choose a smaller size or sharpness.</source>
        <translation>%1 × %2 píxeles es más de lo que admite un PNG (%3 por lado): elija un tamaño o una nitidez menores.</translation>
    </message>
    <message>
        <source>A PNG of %1 × %2 pixels.</source>
        <translation>Un PNG de %1 × %2 píxeles.</translation>
    </message>
    <message>
        <source>A vector picture of %1 × %2 points (%3 × %4 cm), sharp at any size.</source>
        <translation>Una imagen vectorial de %1 × %2 puntos (%3 × %4 cm), nítida a cualquier tamaño.</translation>
    </message>
    <message>
        <source>Copy Image gives %1 × %2 pixels.</source>
        <translation>Copiar imagen da %1 × %2 píxeles.</translation>
    </message>
    <message>
        <source>Choose a file to export to, or Copy Image.</source>
        <translation>Elija un archivo al que exportar, o Copiar imagen.</translation>
    </message>
</context>
<context>
    <name>attn::InputPanel</name>
    <message>
        <source>+ Token</source>
        <translation>+ Token</translation>
    </message>
    <message>
        <source>Add a token after the current one (Ctrl+Shift+N)</source>
        <translation>Añadir un token después del actual (Ctrl+Shift+N)</translation>
    </message>
    <message>
        <source>− Token</source>
        <translation>− Token</translation>
    </message>
    <message>
        <source>Remove the current token</source>
        <translation>Quitar el token actual</translation>
    </message>
    <message>
        <source>↑</source>
        <translation>↑</translation>
    </message>
    <message>
        <source>Move the current token up</source>
        <translation>Subir el token actual</translation>
    </message>
    <message>
        <source>↓</source>
        <translation>↓</translation>
    </message>
    <message>
        <source>Move the current token down</source>
        <translation>Bajar el token actual</translation>
    </message>
    <message>
        <source>Identity</source>
        <translation>Identidad</translation>
    </message>
    <message>
        <source>1 on the diagonal, 0 elsewhere</source>
        <translation>1 en la diagonal, 0 en el resto</translation>
    </message>
    <message>
        <source>Zeros</source>
        <translation>Ceros</translation>
    </message>
    <message>
        <source>Every entry 0</source>
        <translation>Todas las entradas a 0</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Aleatoria</translation>
    </message>
    <message>
        <source>Normal random numbers (1/√d_model for weights), from the seed beside</source>
        <translation>Números aleatorios normales (1/√d_model para los pesos), a partir de la semilla de al lado</translation>
    </message>
    <message>
        <source>Seed of the random numbers: the same seed always gives the same numbers</source>
        <translation>Semilla de los números aleatorios: la misma semilla da siempre los mismos números</translation>
    </message>
    <message>
        <source>Scale ×</source>
        <translation>Escalar ×</translation>
    </message>
    <message>
        <source>Multiply every entry by the factor beside</source>
        <translation>Multiplicar todas las entradas por el factor de al lado</translation>
    </message>
    <message>
        <source>Scale factor</source>
        <translation>Factor de escala</translation>
    </message>
    <message>
        <source>Random seed</source>
        <translation>Semilla aleatoria</translation>
    </message>
    <message>
        <source>X down to the query latent, which is then RMS-normed</source>
        <translation>de X al latente de la consulta (proyección hacia abajo), que luego se normaliza con RMS</translation>
    </message>
    <message>
        <source>the query latent (or X) up to every head&apos;s q: its no-position part, then its rope part</source>
        <translation>del latente de la consulta (o de X) a la q de cada cabeza (proyección hacia arriba): primero su parte sin posición y luego su parte rope</translation>
    </message>
    <message>
        <source>X down to the key-value latent c_kv, which is then RMS-normed: what the cache keeps</source>
        <translation>de X al latente clave-valor c_kv (proyección hacia abajo), que luego se normaliza con RMS: lo que guarda la caché</translation>
    </message>
    <message>
        <source>c_kv up to every head&apos;s key, the part without position</source>
        <translation>de c_kv a la clave de cada cabeza (proyección hacia arriba), la parte sin posición</translation>
    </message>
    <message>
        <source>c_kv up to every head&apos;s value</source>
        <translation>de c_kv al valor de cada cabeza (proyección hacia arriba)</translation>
    </message>
    <message>
        <source>X to the one rope key every head shares, turned by RoPE</source>
        <translation>de X a la única clave rope que comparten todas las cabezas, girada por RoPE</translation>
    </message>
    <message>
        <source>Tokens &amp;&amp; X</source>
        <translation>Tokens &amp;&amp; X</translation>
    </message>
    <message>
        <source>The tokens and their embeddings X (%1)</source>
        <translation>Los tokens y sus embeddings X (%1)</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>token %1</source>
        <translation>token %1</translation>
    </message>
</context>
<context>
    <name>attn::LayerGridWidget</name>
    <message>
        <source>Export Logit Lens</source>
        <translation>Exportar la lente de logits</translation>
    </message>
    <message>
        <source>Export Patching</source>
        <translation>Exportar el parcheo</translation>
    </message>
    <message>
        <source>There is no grid yet to export.</source>
        <translation>Aún no hay ninguna cuadrícula que exportar.</translation>
    </message>
    <message>
        <source>Arrow keys move from cell to cell; Enter shows that position&apos;s next tokens.</source>
        <translation>Las flechas van de celda en celda; Intro muestra los tokens siguientes de esa posición.</translation>
    </message>
    <message>
        <source>Arrow keys move from cell to cell; Enter opens that layer and head.</source>
        <translation>Las flechas van de celda en celda; Intro abre esa capa y esa cabeza.</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>capa %1</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>cabeza %1</translation>
    </message>
    <message>
        <source>position %1</source>
        <translation>posición %1</translation>
    </message>
</context>
<context>
    <name>attn::LearnSetup</name>
    <message>
        <source>Train: watch a head learn</source>
        <translation>Entrenar: ver cómo aprende una cabeza</translation>
    </message>
    <message>
        <source>&amp;Train a Head…</source>
        <translation>&amp;Entrenar una cabeza…</translation>
    </message>
    <message>
        <source>Gradient descent in front of the class: the loss, the weights and every gradient</source>
        <translation>Descenso de gradiente delante de la clase: la pérdida, los pesos y cada gradiente</translation>
    </message>
    <message>
        <source>Saturation &amp;Race (Scaled vs Unscaled)…</source>
        <translation>Carrera de &amp;saturación (con y sin escala)…</translation>
    </message>
    <message>
        <source>Train a &amp;Model (Induction Heads Form)…</source>
        <translation>Entrenar un &amp;modelo (se forman cabezas de inducción)…</translation>
    </message>
    <message>
        <source>A small transformer trained from random weights, in front of the class: watch a previous-token head and an induction head appear as the loss steps down</source>
        <translation>Un pequeño transformer entrenado desde pesos aleatorios delante de la clase: vea aparecer una cabeza de token anterior y una cabeza de inducción mientras la pérdida baja de golpe</translation>
    </message>
</context>
<context>
    <name>attn::LensPage</name>
    <message>
        <source>Cells: the top token</source>
        <translation>Celdas: el token más probable</translation>
    </message>
    <message>
        <source>Cells: the answer&apos;s rank</source>
        <translation>Celdas: el puesto de la respuesta</translation>
    </message>
    <message>
        <source>Each cell&apos;s top token (coloured by its probability), or where the answer ranks after that layer (#1: the model would already say it)</source>
        <translation>El token más probable de cada celda (coloreado según su probabilidad), o el puesto de la respuesta tras esa capa (n.º 1: el modelo ya la diría)</translation>
    </message>
    <message>
        <source>Logit lens %p%</source>
        <translation>Lente de logits %p%</translation>
    </message>
    <message>
        <source>Open a model</source>
        <translation>Abrir un modelo</translation>
    </message>
    <message>
        <source>When does the model know? Each layer&apos;s stream read as if it were the last. Traced: %1 (%2) · click a cell for that position&apos;s next tokens</source>
        <translation>¿Cuándo lo sabe el modelo? El flujo de cada capa leído como si fuera la última. Se sigue: %1 (%2) · haga clic en una celda para ver los siguientes tokens de esa posición</translation>
    </message>
    <message>
        <source>the answer picked</source>
        <translation>la respuesta elegida</translation>
    </message>
    <message>
        <source>the top next token; pick an answer in Compare With… or the next-token panel&apos;s menu at the last position</source>
        <translation>el siguiente token más probable; elija una respuesta en Comparar con… o en el menú del panel del siguiente token en la última posición</translation>
    </message>
    <message>
        <source>Reading every layer through the unembedding…</source>
        <translation>Leyendo cada capa a través de la proyección al vocabulario…</translation>
    </message>
    <message>
        <source>Working out the lens again…</source>
        <translation>Calculando de nuevo la lente…</translation>
    </message>
    <message>
        <source>Tracing the token before: shown when in sight again</source>
        <translation>Siguiendo el token anterior: se muestra cuando vuelva a estar a la vista</translation>
    </message>
    <message>
        <source>Of the run before the last change</source>
        <translation>De la ejecución anterior al último cambio</translation>
    </message>
</context>
<context>
    <name>attn::LessonController</name>
    <message>
        <source>Working this step out for %1 tokens…</source>
        <translation>Calculando este paso para %1 tokens…</translation>
    </message>
    <message>
        <source>This step does not fit in memory for %1 tokens.</source>
        <translation>Este paso no cabe en memoria para %1 tokens.</translation>
    </message>
    <message>
        <source>Measured in the window on %1, %2 cores.</source>
        <translation>Medido en la ventana en %1, %2 núcleos.</translation>
    </message>
    <message>
        <source>The measurement stopped: the next size did not fit in memory.</source>
        <translation>La medición se detuvo: el siguiente tamaño no cabía en memoria.</translation>
    </message>
    <message>
        <source>The lesson&apos;s cost measurement is not kept for next time: %1</source>
        <translation>La medición del costo de la lección no se guarda para la próxima vez: %1</translation>
    </message>
</context>
<context>
    <name>attn::LessonPanel</name>
    <message>
        <source>&amp;Reveal</source>
        <translation>&amp;Revelar</translation>
    </message>
    <message>
        <source>Hold back the answers</source>
        <translation>Ocultar las respuestas</translation>
    </message>
    <message>
        <source>&amp;Present</source>
        <translation>&amp;Presentar</translation>
    </message>
    <message>
        <source>&amp;Measure Again</source>
        <translation>&amp;Medir de nuevo</translation>
    </message>
    <message>
        <source>&amp;Cancel Measuring</source>
        <translation>&amp;Cancelar la medición</translation>
    </message>
    <message>
        <source>&amp;Train It Live…</source>
        <translation>&amp;Entrenarlo en directo…</translation>
    </message>
    <message>
        <source>Labs ▸ Train a Model: the same task trained live (seed 1 and the default sizes give the recorded run)</source>
        <translation>Laboratorio ▸ Entrenar un modelo: la misma tarea entrenada en directo (la semilla 1 y los tamaños predeterminados dan la ejecución grabada)</translation>
    </message>
    <message>
        <source>Previous step (←)</source>
        <translation>Paso anterior (←)</translation>
    </message>
    <message>
        <source>Previous step</source>
        <translation>Paso anterior</translation>
    </message>
    <message>
        <source>Next step (→)</source>
        <translation>Paso siguiente (→)</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Paso siguiente</translation>
    </message>
    <message>
        <source>Show the next answer this step holds back (R)</source>
        <translation>Mostrar la siguiente respuesta que este paso oculta (R)</translation>
    </message>
    <message>
        <source>Numbers the class works out are “?” until revealed</source>
        <translation>Los números que calcula la clase son «?» hasta que se revelan</translation>
    </message>
    <message>
        <source>The lesson full screen, one step at a time (F5)</source>
        <translation>La lección a pantalla completa, un paso cada vez (F5)</translation>
    </message>
</context>
<context>
    <name>attn::LessonSetup</name>
    <message>
        <source>Lesson: attention, worked out by hand</source>
        <translation>Lección: la atención, calculada a mano</translation>
    </message>
    <message>
        <source>&amp;Present the Lesson</source>
        <translation>&amp;Presentar la lección</translation>
    </message>
    <message>
        <source>Export &amp;Lesson…</source>
        <translation>Exportar &amp;lección…</translation>
    </message>
    <message>
        <source>Present</source>
        <translation>Presentar</translation>
    </message>
    <message>
        <source>The lesson full screen, one step at a time; with two screens, a presenter view on this one</source>
        <translation>La lección a pantalla completa, un paso cada vez; con dos pantallas, una vista del presentador en esta</translation>
    </message>
    <message>
        <source>P&amp;ractise the Lesson&apos;s Numbers…</source>
        <translation>Practicar los &amp;números de la lección…</translation>
    </message>
    <message>
        <source>Work out the numbers the lesson asks for, on this session, and check them</source>
        <translation>Calcular los números que pide la lección, con esta sesión, y comprobarlos</translation>
    </message>
    <message>
        <source>&lt;b&gt;New here? The lesson is built in.&lt;/b&gt; &lt;b&gt;Present&lt;/b&gt; (on the tool bar, or F5) shows &lt;i&gt;Attention, computed by hand&lt;/i&gt; full screen, a step at a time, with this session&apos;s numbers; F1 there lists its keys. &lt;b&gt;Alt+4&lt;/b&gt; opens it in a panel beside the breakdown. &lt;i&gt;Help ▸ How to Use&lt;/i&gt; tells the rest.</source>
        <translation>&lt;b&gt;¿Es nuevo aquí? La lección viene incluida.&lt;/b&gt; &lt;b&gt;Presentar&lt;/b&gt; (en la barra de herramientas, o F5) muestra &lt;i&gt;La atención, calculada a mano&lt;/i&gt; a pantalla completa, un paso cada vez, con los números de esta sesión; allí F1 enumera sus teclas. &lt;b&gt;Alt+4&lt;/b&gt; la abre en un panel junto al desglose. &lt;i&gt;Ayuda ▸ Cómo usar&lt;/i&gt; explica el resto.</translation>
    </message>
    <message>
        <source>Open the Lesson Panel</source>
        <translation>Abrir el panel de la lección</translation>
    </message>
    <message>
        <source>Got It</source>
        <translation>Entendido</translation>
    </message>
    <message>
        <source>Export Lesson</source>
        <translation>Exportar lección</translation>
    </message>
    <message>
        <source>This session makes q, k and v from DeepSeek&apos;s latents (mla); the lesson&apos;s steps work W_Q, W_K and W_V out by hand, so there is no deck or worksheet of it. Open the lesson&apos;s example for them.</source>
        <translation>Esta sesión obtiene q, k y v de los latentes de DeepSeek (mla); los pasos de la lección calculan W_Q, W_K y W_V a mano, así que no hay diapositivas ni hoja de ejercicios para ella. Abra el ejemplo de la lección para obtenerlas.</translation>
    </message>
    <message>
        <source>%1 (*.%2)</source>
        <translation>%1 (*.%2)</translation>
    </message>
    <message>
        <source>Cannot export the lesson</source>
        <translation>No se puede exportar la lección</translation>
    </message>
</context>
<context>
    <name>attn::LinesPanel</name>
    <message>
        <source>&amp;All heads</source>
        <translation>&amp;Todas las cabezas</translation>
    </message>
    <message>
        <source>Every head in its own colour; untick to see only the selected head</source>
        <translation>Cada cabeza con su propio color; desmárquelo para ver solo la cabeza seleccionada</translation>
    </message>
    <message>
        <source>Point at a token to see only its lines; click it to keep them. Click a head in the legend to hide it.</source>
        <translation>Pase el puntero sobre un token para ver solo sus líneas; haga clic en él para fijarlas. Haga clic en una cabeza de la leyenda para ocultarla.</translation>
    </message>
</context>
<context>
    <name>attn::LinesWidget</name>
    <message>
        <source>
click to hide its lines</source>
        <translation>
haga clic para ocultar sus líneas</translation>
    </message>
    <message>
        <source>
click to show its lines</source>
        <translation>
haga clic para mostrar sus líneas</translation>
    </message>
    <message>
        <source>
click again to show every line</source>
        <translation>
haga clic de nuevo para mostrar todas las líneas</translation>
    </message>
    <message>
        <source>
click to keep only its lines</source>
        <translation>
haga clic para dejar solo sus líneas</translation>
    </message>
    <message>
        <source>Export Image…</source>
        <translation>Exportar imagen…</translation>
    </message>
    <message>
        <source>Copy Image</source>
        <translation>Copiar imagen</translation>
    </message>
    <message>
        <source>Show Every Head</source>
        <translation>Mostrar todas las cabezas</translation>
    </message>
    <message>
        <source>Show Every Token&apos;s Lines</source>
        <translation>Mostrar las líneas de todos los tokens</translation>
    </message>
</context>
<context>
    <name>attn::LossCurveWidget</name>
    <message>
        <source>Export Loss History as CSV…</source>
        <translation>Exportar el historial de pérdida como CSV…</translation>
    </message>
    <message>
        <source>Export Loss History</source>
        <translation>Exportar el historial de pérdida</translation>
    </message>
</context>
<context>
    <name>attn::MainWindow</name>
    <message>
        <source>Inputs: tokens, embeddings and weights</source>
        <translation>Entradas: tokens, embeddings y pesos</translation>
    </message>
    <message>
        <source>Softmax of the selected query, step by step</source>
        <translation>Softmax de la consulta seleccionada, paso a paso</translation>
    </message>
    <message>
        <source>Computed: Q, K, V, scores, weights, outputs</source>
        <translation>Calculado: Q, K, V, puntuaciones, pesos, salidas</translation>
    </message>
    <message>
        <source>Matrix products on Eigen: the BLAS library failed its self-check</source>
        <translation>Productos de matrices con Eigen: la biblioteca BLAS falló su autocomprobación</translation>
    </message>
    <message>
        <source>Computing… %p%</source>
        <translation>Calculando… %p%</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Stop computing; the tables and heatmaps keep the previous result</source>
        <translation>Dejar de calcular; las tablas y los mapas de calor conservan el resultado anterior</translation>
    </message>
    <message>
        <source>Cancelled: the views show the result before the last edit</source>
        <translation>Cancelado: las vistas muestran el resultado de antes de la última edición</translation>
    </message>
    <message>
        <source>Not changed: %1</source>
        <translation>Sin cambios: %1</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nuevo</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>&amp;Presets</source>
        <translation>&amp;Ejemplos</translation>
    </message>
    <message>
        <source>&amp;Generate Random Session…</source>
        <translation>&amp;Generar sesión aleatoria…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>G&amp;uardar</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>E&amp;xportar</translation>
    </message>
    <message>
        <source>&amp;Heatmap Image…</source>
        <translation>Imagen del &amp;mapa de calor…</translation>
    </message>
    <message>
        <source>&amp;All Heads Image…</source>
        <translation>Imagen de &amp;todas las cabezas…</translation>
    </message>
    <message>
        <source>&amp;Breakdown Image…</source>
        <translation>Imagen del &amp;desglose…</translation>
    </message>
    <message>
        <source>Computed &amp;Table as CSV…</source>
        <translation>&amp;Tabla calculada como CSV…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Deshacer %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Rehacer %1</translation>
    </message>
    <message>
        <source>Copy Heatmap &amp;Image</source>
        <translation>Copiar &amp;imagen del mapa de calor</translation>
    </message>
    <message>
        <source>Copy Breakdown as &amp;Text</source>
        <translation>Copiar el desglose como &amp;texto</translation>
    </message>
    <message>
        <source>&amp;Notes…</source>
        <translation>&amp;Notas…</translation>
    </message>
    <message>
        <source>&amp;Add Token</source>
        <translation>&amp;Añadir token</translation>
    </message>
    <message>
        <source>&amp;Remove Token</source>
        <translation>&amp;Quitar token</translation>
    </message>
    <message>
        <source>Move Token &amp;Up</source>
        <translation>&amp;Subir token</translation>
    </message>
    <message>
        <source>Move Token &amp;Down</source>
        <translation>&amp;Bajar token</translation>
    </message>
    <message>
        <source>&amp;Causal Mask</source>
        <translation>Máscara &amp;causal</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <source>&amp;About Attention Lab</source>
        <translation>&amp;Acerca de Attention Lab</translation>
    </message>
    <message>
        <source>About Attention Lab</source>
        <translation>Acerca de Attention Lab</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Attention Lab %1&lt;/h3&gt;&lt;p&gt;Transformer attention, computed by hand, in front of you: Q = X·W_Q, K = X·W_K, V = X·W_V; softmax(Q·Kᵀ/√d_k)·V per head; concat · W_O.&lt;/p&gt;&lt;p&gt;Rows are queries, columns are keys; every row of weights sums to 1.&lt;/p&gt;&lt;p&gt;Matrix products: %2 (%3).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Attention Lab %1&lt;/h3&gt;&lt;p&gt;La atención de los transformers, calculada a mano, ante sus ojos: Q = X·W_Q, K = X·W_K, V = X·W_V; softmax(Q·Kᵀ/√d_k)·V por cabeza; concat · W_O.&lt;/p&gt;&lt;p&gt;Las filas son consultas y las columnas, claves; cada fila de pesos suma 1.&lt;/p&gt;&lt;p&gt;Productos de matrices: %2 (%3).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Labs</source>
        <translation>&amp;Laboratorio</translation>
    </message>
    <message>
        <source>Why Divide by √d_k? (Spread of q·k)</source>
        <translation>¿Por qué dividir entre √d_k? (Dispersión de q·k)</translation>
    </message>
    <message>
        <source>&amp;Shapes, Parameters and Cost</source>
        <translation>&amp;Formas, parámetros y costo</translation>
    </message>
    <message>
        <source>&amp;RoPE: Score by Distance…</source>
        <translation>&amp;RoPE: puntuación según la distancia…</translation>
    </message>
    <message>
        <source>Show the &amp;Code (NumPy, PyTorch)…</source>
        <translation>Mostrar el &amp;código (NumPy, PyTorch)…</translation>
    </message>
    <message>
        <source>Mistake: Mask after Softmax</source>
        <translation>Error: máscara después del softmax</translation>
    </message>
    <message>
        <source>Mistake: Softmax over the Wrong Axis</source>
        <translation>Error: softmax sobre el eje equivocado</translation>
    </message>
    <message>
        <source>Mistake: Reshape without Transpose</source>
        <translation>Error: reshape sin transponer</translation>
    </message>
    <message>
        <source>Back to the Right Weights</source>
        <translation>Volver a los pesos correctos</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <source>“%1” has changes that are not saved. Save them first?</source>
        <translation>«%1» tiene cambios sin guardar. ¿Guardarlos primero?</translation>
    </message>
    <message>
        <source>New session: type tokens and numbers into the tables on the left</source>
        <translation>Sesión nueva: escriba tokens y números en las tablas de la izquierda</translation>
    </message>
    <message>
        <source>Random: T=%1, d_model=%2, %3</source>
        <translation>Aleatoria: T=%1, d_model=%2, %3</translation>
    </message>
    <message>
        <source>Export Table as CSV</source>
        <translation>Exportar la tabla como CSV</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>Exportado: %1</translation>
    </message>
    <message>
        <source>Open Session</source>
        <translation>Abrir sesión</translation>
    </message>
    <message>
        <source>Attention Lab sessions (*.json);;All files (*)</source>
        <translation>Sesiones de Attention Lab (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>An unsaved copy left by an earlier run cannot be read (%1); it is kept as %2</source>
        <translation>Una copia sin guardar que dejó una ejecución anterior no se puede leer (%1); se conserva como %2</translation>
    </message>
    <message>
        <source>Restore unsaved work?</source>
        <translation>¿Restaurar el trabajo sin guardar?</translation>
    </message>
    <message>
        <source>Attention Lab did not close normally last time. Unsaved changes to “%1” (%2, kept at %3) can be restored.</source>
        <translation>Attention Lab no se cerró con normalidad la última vez. Se pueden restaurar los cambios sin guardar de «%1» (%2, guardados el %3).</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sin título</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Restaurar</translation>
    </message>
    <message>
        <source>It cannot be restored now: it %1. It stays where it is: %2</source>
        <translation>No se puede restaurar ahora: %1. Se queda donde está: %2</translation>
    </message>
    <message>
        <source>Restored the unsaved changes; save them to keep them</source>
        <translation>Se restauraron los cambios sin guardar; guárdelos para conservarlos</translation>
    </message>
    <message>
        <source>Restored the unsaved changes (save them to keep them); %1 was not opened</source>
        <translation>Se restauraron los cambios sin guardar (guárdelos para conservarlos); %1 no se abrió</translation>
    </message>
    <message>
        <source>Cannot open</source>
        <translation>No se puede abrir</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Abierto: %1</translation>
    </message>
    <message>
        <source>Cannot load preset</source>
        <translation>No se puede cargar el ejemplo</translation>
    </message>
    <message>
        <source>Preset: %1</source>
        <translation>Ejemplo: %1</translation>
    </message>
    <message>
        <source>attention.json</source>
        <translation>atencion.json</translation>
    </message>
    <message>
        <source>Save Session</source>
        <translation>Guardar sesión</translation>
    </message>
    <message>
        <source>Attention Lab sessions (*.json)</source>
        <translation>Sesiones de Attention Lab (*.json)</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>No se puede guardar</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Guardado: %1</translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation>Vaciar la lista</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principal</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>Undo %1 (Ctrl+Z)</source>
        <translation>Deshacer %1 (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Nada que deshacer</translation>
    </message>
    <message>
        <source>Redo %1 (Ctrl+Shift+Z)</source>
        <translation>Rehacer %1 (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>Nada que rehacer</translation>
    </message>
    <message>
        <source>Score rule</source>
        <translation>Regla de puntuación</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Ampliar</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>&amp;Reducir</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>&amp;Tamaño real</translation>
    </message>
    <message>
        <source>Zoom of the whole window: View ▸ Zoom In / Zoom Out (Ctrl+= / Ctrl+−), Ctrl+0 for 100 %</source>
        <translation>Zoom de toda la ventana: Ver ▸ Ampliar / Reducir (Ctrl+= / Ctrl+−), Ctrl+0 para el 100 %</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>T&amp;ema</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Claro</translation>
    </message>
    <message>
        <source>&amp;Dark (dim rooms)</source>
        <translation>&amp;Oscuro (salas con poca luz)</translation>
    </message>
    <message>
        <source>&amp;High Contrast (bright projectors)</source>
        <translation>&amp;Alto contraste (proyectores luminosos)</translation>
    </message>
    <message>
        <source>Switch &amp;Heatmap / Breakdown</source>
        <translation>Alternar &amp;mapa de calor / desglose</translation>
    </message>
    <message>
        <source>Zoomed far in, the heatmap and the breakdown take the window in turn</source>
        <translation>Con mucho zoom, el mapa de calor y el desglose ocupan la ventana por turnos</translation>
    </message>
    <message>
        <source>Zoomed in: F6 switches heatmap ⇄ breakdown</source>
        <translation>Con zoom: F6 alterna mapa de calor ⇄ desglose</translation>
    </message>
    <message>
        <source>Zoomed in: tables put away (Alt+1, Alt+2 bring them back)</source>
        <translation>Con zoom: tablas ocultas (Alt+1 y Alt+2 las traen de vuelta)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>Attention Lab will start in %1 the next time it is opened.</source>
        <translation>Attention Lab se abrirá en %1 la próxima vez que se inicie.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>&amp;System Language</source>
        <translation>Idioma del &amp;sistema</translation>
    </message>
    <message>
        <source>&amp;System Language (%1)</source>
        <translation>Idioma del &amp;sistema (%1)</translation>
    </message>
    <message numerus="yes">
        <source>%n head(s)</source>
        <translation>
            <numerusform>%n cabeza</numerusform>
            <numerusform>%n cabezas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n token</numerusform>
            <numerusform>%n tokens</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>attn::MaskBar</name>
    <message>
        <source>Ca&amp;usal</source>
        <translation>&amp;Causal</translation>
    </message>
    <message>
        <source>&amp;Window</source>
        <translation>&amp;Ventana</translation>
    </message>
    <message>
        <source>&amp;Prefix</source>
        <translation>&amp;Prefijo</translation>
    </message>
    <message>
        <source>Se&amp;ntences</source>
        <translation>&amp;Frases</translation>
    </message>
    <message>
        <source>Window size</source>
        <translation>Tamaño de la ventana</translation>
    </message>
    <message>
        <source>No peeking at the future: query i may not look at keys j &gt; i (Ctrl+M)</source>
        <translation>Sin mirar al futuro: la consulta i no puede mirar las claves j &gt; i (Ctrl+M)</translation>
    </message>
    <message>
        <source>Sliding-window attention (as in Mistral): a query sees only keys closer than the window</source>
        <translation>Atención de ventana deslizante (como en Mistral): una consulta solo ve las claves que caen dentro de la ventana</translation>
    </message>
    <message>
        <source>Window width W: keys with |i − j| ≥ W are blocked (causal: the query and the W − 1 keys before it)</source>
        <translation>Ancho de ventana W: se bloquean las claves con |i − j| ≥ W (causal: la consulta y las W − 1 claves anteriores)</translation>
    </message>
    <message>
        <source>Prefix-LM: with the causal mask, the first P tokens (the prompt) see each other both ways</source>
        <translation>Prefix-LM: con la máscara causal, los primeros P tokens (el prompt) se ven entre sí en ambos sentidos</translation>
    </message>
    <message>
        <source>Packed sentences: tokens of different sentences never see each other. Number the sentences in the Sent. column of the tokens table.</source>
        <translation>Frases empaquetadas: los tokens de frases distintas nunca se ven entre sí. Numere las frases en la columna Frase de la tabla de tokens.</translation>
    </message>
    <message>
        <source>Edit &amp;mask</source>
        <translation>&amp;Editar máscara</translation>
    </message>
    <message>
        <source>Click cells to block or unblock them (Ctrl+click works any time); undoable</source>
        <translation>Haga clic en celdas para bloquearlas o desbloquearlas (Ctrl+clic funciona en todo momento); se puede deshacer</translation>
    </message>
    <message>
        <source>Unblock all</source>
        <translation>Desbloquear todo</translation>
    </message>
    <message>
        <source>Unblock every cell blocked by hand (one undo step)</source>
        <translation>Desbloquear todas las celdas bloqueadas a mano (un solo paso de deshacer)</translation>
    </message>
    <message>
        <source>Mask:</source>
        <translation>Máscara:</translation>
    </message>
</context>
<context>
    <name>attn::MatrixModel</name>
    <message>
        <source>query %1, key %2, %3</source>
        <translation>consulta %1, clave %2, %3</translation>
    </message>
    <message>
        <source>%1, column %2, %3</source>
        <translation>%1, columna %2, %3</translation>
    </message>
    <message>
        <source>Padding: a pad token&apos;s key column is blocked for every query</source>
        <translation>Relleno: la columna de clave de un token de relleno se bloquea para todas las consultas</translation>
    </message>
    <message>
        <source>Sentence of this token: tokens of different sentences never see each other</source>
        <translation>Frase de este token: los tokens de frases distintas nunca se ven entre sí</translation>
    </message>
    <message>
        <source>Bias: added to column %1 of every row of %2·%3</source>
        <translation>Sesgo: se suma a la columna %1 de cada fila de %2·%3</translation>
    </message>
    <message>
        <source>causal: key %1 is in the future of query %2</source>
        <translation>causal: la clave %1 está en el futuro de la consulta %2</translation>
    </message>
    <message>
        <source>padding: key %1 is a pad token</source>
        <translation>relleno: la clave %1 es un token de relleno</translation>
    </message>
    <message>
        <source>blocked by hand</source>
        <translation>bloqueada a mano</translation>
    </message>
    <message>
        <source>window: key %1 is %2 or more tokens from query %3</source>
        <translation>ventana: la clave %1 está a %2 tokens o más de la consulta %3</translation>
    </message>
    <message>
        <source>segments: key %1 is in another sentence than query %2</source>
        <translation>segmentos: la clave %1 está en una frase distinta de la de la consulta %2</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>enmascarada</translation>
    </message>
    <message>
        <source>Blocked — %1</source>
        <translation>Bloqueada — %1</translation>
    </message>
    <message>
        <source>a sentence is a whole number from 1 to %1</source>
        <translation>una frase es un número entero de 1 a %1</translation>
    </message>
    <message>
        <source>key token %1</source>
        <translation>token de clave %1</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>Pad</source>
        <translation>Relleno</translation>
    </message>
    <message>
        <source>Sent.</source>
        <translation>Frase</translation>
    </message>
    <message>
        <source>kv%1·%2</source>
        <translation>kv%1·%2</translation>
    </message>
    <message>
        <source>h%1·%2</source>
        <translation>h%1·%2</translation>
    </message>
</context>
<context>
    <name>attn::MatrixView</name>
    <message>
        <source>%1 of head %2</source>
        <translation>%1 de la cabeza %2</translation>
    </message>
    <message>
        <source>the clipboard holds no numbers</source>
        <translation>el portapapeles no contiene números</translation>
    </message>
    <message>
        <source>row %1 of the pasted block has %2 cells, expected %3</source>
        <translation>la fila %1 del bloque pegado tiene %2 celdas; se esperaban %3</translation>
    </message>
    <message>
        <source>pasted row %1, cell %2: %3</source>
        <translation>fila pegada %1, celda %2: %3</translation>
    </message>
    <message>
        <source>paste numbers into the number columns</source>
        <translation>pegue los números en las columnas de números</translation>
    </message>
    <message>
        <source>%1 cells are too many to copy at once (up to %2); select fewer, or use File ▸ Export</source>
        <translation>%1 celdas son demasiadas para copiarlas de una vez (hasta %2); seleccione menos o use Archivo ▸ Exportar</translation>
    </message>
</context>
<context>
    <name>attn::MechanismsBench</name>
    <message>
        <source>Open a model first.</source>
        <translation>Abra primero un modelo.</translation>
    </message>
    <message>
        <source>Type the second text: the same sentence with what matters changed.</source>
        <translation>Escriba el segundo texto: la misma frase con lo importante cambiado.</translation>
    </message>
    <message>
        <source>This model&apos;s tokenizer cannot turn text into tokens here.</source>
        <translation>El tokenizador de este modelo no puede convertir aquí el texto en tokens.</translation>
    </message>
    <message>
        <source>It is %1 tokens and the first text is %2: patching compares the two texts position by position, so they need the same count (change a name for a name, a word for a word).</source>
        <translation>Tiene %1 tokens y el primer texto tiene %2: el parcheo compara los dos textos posición a posición, así que necesitan el mismo número (cambie un nombre por otro nombre, una palabra por otra palabra).</translation>
    </message>
    <message>
        <source>It is the same text: change something (a name, a word) so the answer changes.</source>
        <translation>Es el mismo texto: cambie algo (un nombre, una palabra) para que cambie la respuesta.</translation>
    </message>
    <message>
        <source>%1: this model was opened on token ids; give the token as #ID.</source>
        <translation>%1: este modelo se abrió con ids de token; dé el token como #ID.</translation>
    </message>
    <message>
        <source>%1: this model&apos;s tokenizer cannot encode text here; give the token as #ID.</source>
        <translation>%1: el tokenizador de este modelo no puede codificar texto aquí; dé el token como #ID.</translation>
    </message>
    <message>
        <source>The answer and the wrong token are the same token: pick two different ones.</source>
        <translation>La respuesta y el token incorrecto son el mismo token: elija dos distintos.</translation>
    </message>
    <message>
        <source>Choose what to patch: the residual stream, the heads&apos; outputs, or both.</source>
        <translation>Elija qué parchear: el flujo residual, las salidas de las cabezas o ambos.</translation>
    </message>
    <message>
        <source>Patching %1.</source>
        <translation>El parcheo %1.</translation>
    </message>
    <message>
        <source>Both texts give the same logit difference (%1), so nothing can be restored: pick an answer and a wrong token that the two texts rank differently.</source>
        <translation>Los dos textos dan la misma diferencia de logits (%1), así que no se puede restaurar nada: elija una respuesta y un token incorrecto que los dos textos ordenen de forma distinta.</translation>
    </message>
    <message>
        <source>There is not enough memory for patching.</source>
        <translation>No hay memoria suficiente para el parcheo.</translation>
    </message>
    <message>
        <source>There is not enough memory for the logit lens of this run.</source>
        <translation>No hay memoria suficiente para la lente de logits de esta ejecución.</translation>
    </message>
    <message>
        <source>Rollout %1.</source>
        <translation>El rollout %1.</translation>
    </message>
    <message>
        <source>There is not enough memory for the rollout of this run.</source>
        <translation>No hay memoria suficiente para el rollout de esta ejecución.</translation>
    </message>
</context>
<context>
    <name>attn::ModelBench</name>
    <message>
        <source>zero</source>
        <translation>cero</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>media</translation>
    </message>
    <message>
        <source>Switch off layer %1 head %2 (%3, %4)</source>
        <translation>Apagar la capa %1, cabeza %2 (%3, %4)</translation>
    </message>
    <message>
        <source>Switch on layer %1 head %2 (%3)</source>
        <translation>Encender la capa %1, cabeza %2 (%3)</translation>
    </message>
    <message>
        <source>Switched-off heads give zero</source>
        <translation>Las cabezas apagadas dan cero</translation>
    </message>
    <message>
        <source>Switched-off heads give their mean</source>
        <translation>Las cabezas apagadas dan su media</translation>
    </message>
    <message>
        <source>Run the model with layer %1 as edited</source>
        <translation>Ejecutar el modelo con la capa %1 editada</translation>
    </message>
    <message>
        <source>Restore all heads and layers</source>
        <translation>Restaurar todas las cabezas y capas</translation>
    </message>
    <message>
        <source>L%1 H%2</source>
        <translation>L%1 H%2</translation>
    </message>
    <message>
        <source>%1 off (%2)</source>
        <translation>sin %1 (%2)</translation>
    </message>
    <message>
        <source>%1 heads off (%2)</source>
        <translation>%1 cabezas apagadas (%2)</translation>
    </message>
    <message>
        <source>layer %1 as edited in the tables</source>
        <translation>la capa %1 editada en las tablas</translation>
    </message>
    <message>
        <source>There is not enough memory to run the model again.</source>
        <translation>No hay memoria suficiente para volver a ejecutar el modelo.</translation>
    </message>
    <message>
        <source>drop in log p(“%1”) without the head</source>
        <translation>caída de log p(«%1») sin la cabeza</translation>
    </message>
    <message>
        <source>Switching off each of the %1 heads in turn %2.</source>
        <translation>Apagar una a una las %1 cabezas %2.</translation>
    </message>
    <message>
        <source>There is not enough memory to switch off every head in turn.</source>
        <translation>No hay memoria suficiente para apagar una a una todas las cabezas.</translation>
    </message>
    <message>
        <source>There is not enough memory to work out why this score.</source>
        <translation>No hay memoria suficiente para calcular por qué esta puntuación.</translation>
    </message>
</context>
<context>
    <name>attn::ModelPanel</name>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Open Model…</source>
        <translation>Abrir modelo…</translation>
    </message>
    <message>
        <source>Run Model With This Layer</source>
        <translation>Ejecutar el modelo con esta capa</translation>
    </message>
    <message>
        <source>Opening and running the model… %p%</source>
        <translation>Abriendo y ejecutando el modelo… %p%</translation>
    </message>
    <message>
        <source>Stop: nothing changes</source>
        <translation>Detener: no cambia nada</translation>
    </message>
    <message>
        <source>Edit this layer as a session</source>
        <translation>Editar esta capa como sesión</translation>
    </message>
    <message>
        <source>This layer as an ordinary session: its input as the embeddings, its W_Q, W_K, W_V, W_O and biases, causal, all its heads — every table, view, mask and the lesson then work on it (Undo brings back what was there)</source>
        <translation>Esta capa como sesión normal: su entrada como embeddings, sus W_Q, W_K, W_V, W_O y sesgos, causal, todas sus cabezas; después todas las tablas, vistas, máscaras y la lección funcionan con ella (Deshacer recupera lo que había)</translation>
    </message>
    <message>
        <source>Run the whole model again with the layer as edited in the tables (W_Q, W_K, W_V, W_O, biases, scale) and show its prediction beside the original</source>
        <translation>Ejecutar de nuevo el modelo entero con la capa tal como está editada en las tablas (W_Q, W_K, W_V, W_O, sesgos, escala) y mostrar su predicción junto a la original</translation>
    </message>
    <message>
        <source>Switch the selected head off</source>
        <translation>Apagar la cabeza seleccionada</translation>
    </message>
    <message>
        <source>Switch the head shown large off (or back on): the model runs again without it and the next-token panel shows what changed. Ctrl+click any panel does the same.</source>
        <translation>Apagar (o volver a encender) la cabeza que se ve en grande: el modelo se ejecuta de nuevo sin ella y el panel del siguiente token muestra qué cambió. Ctrl+clic en cualquier panel hace lo mismo.</translation>
    </message>
    <message>
        <source>Off = output zero</source>
        <translation>Apagada = salida cero</translation>
    </message>
    <message>
        <source>Off = output its mean</source>
        <translation>Apagada = salida igual a su media</translation>
    </message>
    <message>
        <source>What a switched-off head gives: zero, or its output averaged over this sentence&apos;s positions (the command line&apos;s --ablate-with)</source>
        <translation>Qué da una cabeza apagada: cero, o su salida promediada sobre las posiciones de esta frase (el --ablate-with de la línea de comandos)</translation>
    </message>
    <message>
        <source>Restore All</source>
        <translation>Restaurar todo</translation>
    </message>
    <message>
        <source>Every head back on and the model&apos;s own layers back (one undo step)</source>
        <translation>Todas las cabezas encendidas de nuevo y las capas propias del modelo de vuelta (un solo paso de deshacer)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rehacer</translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <translation>Deshacer: %1</translation>
    </message>
    <message>
        <source>Redo: %1</source>
        <translation>Rehacer: %1</translation>
    </message>
    <message>
        <source>Badges: %1</source>
        <translation>Marcas: %1</translation>
    </message>
    <message>
        <source>Mark every panel with a head score (previous token, first token, self, induction: see the manual), once measured its importance, or (GPT-OSS) the weight its sink takes</source>
        <translation>Marcar cada panel con una puntuación de cabeza (token anterior, primer token, sí mismo, inducción: vea el manual), su importancia una vez medida o (GPT-OSS) el peso que se lleva su sumidero</translation>
    </message>
    <message>
        <source>Importance…</source>
        <translation>Importancia…</translation>
    </message>
    <message>
        <source>Switch off each head alone and measure how much the model&apos;s top next token loses without it (n_layer × n_head runs)</source>
        <translation>Apagar cada cabeza por separado y medir cuánto pierde sin ella el siguiente token más probable del modelo (n_layer × n_head ejecuciones)</translation>
    </message>
    <message>
        <source>Importance %p%</source>
        <translation>Importancia %p%</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>Exportar CSV</translation>
    </message>
    <message>
        <source>Head Scores as CSV…</source>
        <translation>Puntuaciones de las cabezas como CSV…</translation>
    </message>
    <message>
        <source>Importance as CSV…</source>
        <translation>Importancia como CSV…</translation>
    </message>
    <message>
        <source>Every Head</source>
        <translation>Todas las cabezas</translation>
    </message>
    <message>
        <source>Patching</source>
        <translation>Parcheo</translation>
    </message>
    <message>
        <source>Logit Lens</source>
        <translation>Lente de logits</translation>
    </message>
    <message>
        <source>Rollout</source>
        <translation>Rollout</translation>
    </message>
    <message>
        <source>Every layer × every head on your text; click one to show it large</source>
        <translation>Cada capa × cada cabeza con su texto; haga clic en una para verla en grande</translation>
    </message>
    <message>
        <source>Which layers, positions and heads carry the answer (Compare With… a second text)</source>
        <translation>Qué capas, posiciones y cabezas llevan la respuesta (Comparar con… un segundo texto)</translation>
    </message>
    <message>
        <source>When does the model know? Each layer&apos;s stream read through the unembedding</source>
        <translation>¿Cuándo lo sabe el modelo? El flujo de cada capa leído a través de la proyección al vocabulario</translation>
    </message>
    <message>
        <source>Attention followed through every layer: one map for the whole model</source>
        <translation>La atención seguida a través de todas las capas: un solo mapa para todo el modelo</translation>
    </message>
    <message>
        <source>Heads ranked by their score</source>
        <translation>Cabezas ordenadas por su puntuación</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>Cabeza</translation>
    </message>
    <message>
        <source>L.H</source>
        <translation>L.H</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>The heads with the highest badge value; click one to show it large</source>
        <translation>Las cabezas con el valor de marca más alto; haga clic en una para verla en grande</translation>
    </message>
    <message>
        <source>Click a cell of the head&apos;s map: its score split by where the query&apos;s and the key&apos;s residual streams came from</source>
        <translation>Haga clic en una celda del mapa de la cabeza: su puntuación desglosada según de dónde vienen los flujos residuales de la consulta y de la clave</translation>
    </message>
    <message>
        <source>Why This Score</source>
        <translation>Por qué esta puntuación</translation>
    </message>
    <message>
        <source>Top Heads</source>
        <translation>Cabezas principales</translation>
    </message>
    <message>
        <source>Model workbench</source>
        <translation>Banco de trabajo del modelo</translation>
    </message>
    <message>
        <source>Run Model With Layer %1 as Edited</source>
        <translation>Ejecutar el modelo con la capa %1 editada</translation>
    </message>
    <message>
        <source>Layer %1 Head %2 (%3)</source>
        <translation>Capa %1, cabeza %2 (%3)</translation>
    </message>
    <message>
        <source>Edit Layer %1 in the Tables (all %2 heads)</source>
        <translation>Editar la capa %1 en las tablas (sus %2 cabezas)</translation>
    </message>
    <message>
        <source>Switch Layer %1 Head %2 Back On</source>
        <translation>Volver a encender la capa %1, cabeza %2</translation>
    </message>
    <message>
        <source>Switch Off Layer %1 Head %2</source>
        <translation>Apagar la capa %1, cabeza %2</translation>
    </message>
    <message>
        <source>Layer %1 Head %2</source>
        <translation>Capa %1, cabeza %2</translation>
    </message>
    <message>
        <source>%1 on the command line</source>
        <translation>%1 en la línea de comandos</translation>
    </message>
    <message>
        <source>Choose a score under “Badges”</source>
        <translation>Elija una puntuación en «Marcas»</translation>
    </message>
    <message>
        <source>Run Importance first.</source>
        <translation>Ejecute primero Importancia.</translation>
    </message>
    <message>
        <source>Export Importance</source>
        <translation>Exportar la importancia</translation>
    </message>
    <message>
        <source>Export Head Scores</source>
        <translation>Exportar las puntuaciones de las cabezas</translation>
    </message>
    <message>
        <source>Not for this model in this version: the model cannot take a layer with DeepSeek&apos;s latent attention (MLA) back from the tables (attention-lab model --layer-session refuses one too). The layer&apos;s tables, views and breakdown work as for any session.</source>
        <translation>No disponible para este modelo en esta versión: el modelo no puede recibir de vuelta desde las tablas una capa con la atención latente de DeepSeek (MLA) (attention-lab model --layer-session también la rechaza). Las tablas, las vistas y el desglose de la capa funcionan como en cualquier sesión.</translation>
    </message>
    <message>
        <source>This layer as a session: its input as the embeddings, its latent matrices W_DQ … W_KR and W_O, causal, all its heads — the tables, the views and the breakdown then work on it (Undo brings back what was there). The model does not take it back in this version.</source>
        <translation>Esta capa como sesión: su entrada como embeddings, sus matrices latentes W_DQ … W_KR y W_O, causal, todas sus cabezas; después las tablas, las vistas y el desglose funcionan con ella (Deshacer recupera lo que había). En esta versión el modelo no la recibe de vuelta.</translation>
    </message>
    <message>
        <source> (%1: %2 K/V, head_dim %3, RoPE θ %4</source>
        <translation> (%1: %2 K/V, head_dim %3, RoPE θ %4</translation>
    </message>
    <message>
        <source> (bloom: ALiBi for positions, no position table</source>
        <translation> (bloom: ALiBi para las posiciones, sin tabla de posiciones</translation>
    </message>
    <message>
        <source> (%1: latent attention: K/V from a %2-number latent, q·k over %3 + %4 (RoPE θ %5), v %6</source>
        <translation> (%1: atención latente: K/V a partir de un latente de %2 números, q·k sobre %3 + %4 (RoPE θ %5), v %6</translation>
    </message>
    <message>
        <source>, %1 experts (%2 a token) and %3 shared</source>
        <translation>, %1 expertos (%2 por token) y %3 compartidos</translation>
    </message>
    <message>
        <source>, %1 experts, %2 a token</source>
        <translation>, %1 expertos, %2 por token</translation>
    </message>
    <message>
        <source>, a sink per head</source>
        <translation>, un sumidero por cabeza</translation>
    </message>
    <message>
        <source>, YaRN ×%1</source>
        <translation>, YaRN ×%1</translation>
    </message>
    <message>
        <source>, soft-caps %1 / %2</source>
        <translation>, topes suaves %1 / %2</translation>
    </message>
    <message>
        <source>, %1 of %2 layers local (window %3)</source>
        <translation>, %1 de %2 capas locales (ventana %3)</translation>
    </message>
    <message>
        <source>%1: %2 layers, %3 heads%4, d_model %5 (%6) · %7 · Ctrl+click a head to switch it off</source>
        <translation>%1: %2 capas, %3 cabezas%4, d_model %5 (%6) · %7 · Ctrl+clic en una cabeza para apagarla</translation>
    </message>
    <message>
        <source>16-bit; the weights are FP8</source>
        <translation>16 bits; los pesos están en FP8</translation>
    </message>
    <message>
        <source>16-bit, as stored</source>
        <translation>16 bits, tal como están guardados</translation>
    </message>
    <message>
        <source>F64, as stored</source>
        <translation>F64, tal como están guardados</translation>
    </message>
    <message>
        <source>F32, as stored</source>
        <translation>F32, tal como están guardados</translation>
    </message>
    <message>
        <source>KV cache: %1 a token of context (%2 layers × a %3-number latent + one %4-number RoPE key, %5) · every head&apos;s K and V in full would need %6</source>
        <translation>Caché KV: %1 por token de contexto (%2 capas × un latente de %3 números + una clave RoPE de %4 números, %5) · las K y V completas de cada cabeza necesitarían %6</translation>
    </message>
    <message>
        <source>KV cache: %1 a token of context (%2 layers × K and V × %3 K/V heads × %4 numbers, %5)</source>
        <translation>Caché KV: %1 por token de contexto (%2 capas × K y V × %3 cabezas K/V × %4 números, %5)</translation>
    </message>
    <message>
        <source> · %1 at %2 tokens</source>
        <translation> · %1 con %2 tokens</translation>
    </message>
    <message>
        <source> (%1 local layers keep %2)</source>
        <translation> (%1 capas locales guardan %2)</translation>
    </message>
    <message>
        <source> (the window keeps %1)</source>
        <translation> (la ventana guarda %1)</translation>
    </message>
    <message>
        <source> · one K/V head per query head (MHA) would need %1, one for all (MQA) %2</source>
        <translation> · una cabeza K/V por cabeza de consulta (MHA) necesitaría %1, una para todas (MQA) %2</translation>
    </message>
    <message>
        <source> · one K/V head for all %1 query heads (MQA) would need %2</source>
        <translation> · una cabeza K/V para las %1 cabezas de consulta (MQA) necesitaría %2</translation>
    </message>
    <message>
        <source>File ▸ Open Model… opens a GPT-2, Llama, Mistral, Qwen, Gemma, GPT-OSS, DeepSeek or BLOOM model from its folder (no network needed) and shows what every head of every layer does on your sentence.</source>
        <translation>Archivo ▸ Abrir modelo… abre un modelo GPT-2, Llama, Mistral, Qwen, Gemma, GPT-OSS, DeepSeek o BLOOM desde su carpeta (sin necesidad de red) y muestra lo que hace cada cabeza de cada capa con su frase.</translation>
    </message>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n token</numerusform>
            <numerusform>%n tokens</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>attn::ModelSetup</name>
    <message>
        <source>Model: every layer × every head</source>
        <translation>Modelo: cada capa × cada cabeza</translation>
    </message>
    <message>
        <source>Open &amp;Model…</source>
        <translation>Abrir &amp;modelo…</translation>
    </message>
    <message>
        <source>&amp;Model View Image…</source>
        <translation>Imagen de la vista del &amp;modelo…</translation>
    </message>
    <message>
        <source>&amp;Run Model With This Layer</source>
        <translation>E&amp;jecutar el modelo con esta capa</translation>
    </message>
    <message>
        <source>Run the model again with the layer in the tables as edited, and show its prediction beside the original</source>
        <translation>Ejecutar de nuevo el modelo con la capa de las tablas tal como está editada y mostrar su predicción junto a la original</translation>
    </message>
    <message>
        <source>Cannot open the model</source>
        <translation>No se puede abrir el modelo</translation>
    </message>
    <message>
        <source>Cannot edit this layer</source>
        <translation>No se puede editar esta capa</translation>
    </message>
    <message>
        <source>Layer %1 as a session of %2 tokens, d_model %3 and %4 heads %5.</source>
        <translation>La capa %1 como sesión de %2 tokens, d_model %3 y %4 cabezas %5.</translation>
    </message>
    <message>
        <source>There is not enough memory to take layer %1 out as a session.</source>
        <translation>No hay memoria suficiente para sacar la capa %1 como sesión.</translation>
    </message>
    <message>
        <source>Edit layer %1 of %2</source>
        <translation>Editar la capa %1 de %2</translation>
    </message>
    <message>
        <source>%1, layer %2</source>
        <translation>%1, capa %2</translation>
    </message>
    <message>
        <source>&amp;Run Model With Layer %1 as Edited</source>
        <translation>E&amp;jecutar el modelo con la capa %1 editada</translation>
    </message>
    <message>
        <source>Cannot run the model with this layer</source>
        <translation>No se puede ejecutar el modelo con esta capa</translation>
    </message>
    <message>
        <source>Layer %1: %2</source>
        <translation>Capa %1: %2</translation>
    </message>
    <message>
        <source>A GPT-2, Llama, Mistral, Qwen, Gemma, GPT-OSS, DeepSeek or BLOOM model from its folder (Hugging Face layout), run on your sentence</source>
        <translation>Un modelo GPT-2, Llama, Mistral, Qwen, Gemma, GPT-OSS, DeepSeek o BLOOM desde su carpeta (formato de Hugging Face), ejecutado con su frase</translation>
    </message>
</context>
<context>
    <name>attn::ModelTrainingController</name>
    <message>
        <source>Checkpoints and evaluations need an interval of at least one step.</source>
        <translation>Los puntos de control y las evaluaciones necesitan un intervalo de al menos un paso.</translation>
    </message>
    <message>
        <source>The run diverged at step %1 (%2): the model stays as it was before it.</source>
        <translation>La ejecución divergió en el paso %1 (%2): el modelo se queda como estaba antes.</translation>
    </message>
    <message>
        <source>the next steps</source>
        <translation>los pasos siguientes</translation>
    </message>
    <message>
        <source>There is not enough memory for %1: the run stopped at step %2.</source>
        <translation>No hay memoria suficiente para %1: la ejecución se detuvo en el paso %2.</translation>
    </message>
    <message>
        <source>Induction task · %1 · %2</source>
        <translation>Tarea de inducción · %1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n paso</numerusform>
            <numerusform>%n pasos</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 × %2 heads, d_model %3, seed %4</source>
        <translation>%1 × %2 cabezas, d_model %3, semilla %4</translation>
    </message>
    <message numerus="yes">
        <source>%n layer(s)</source>
        <translation>
            <numerusform>%n capa</numerusform>
            <numerusform>%n capas</numerusform>
        </translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>paso %1</translation>
    </message>
    <message>
        <source>There is not enough memory to measure the model shown.</source>
        <translation>No hay memoria suficiente para medir el modelo mostrado.</translation>
    </message>
    <message>
        <source>induction score</source>
        <translation>puntuación de inducción</translation>
    </message>
    <message>
        <source>There is no trained model yet: press Step or Play first.</source>
        <translation>Aún no hay ningún modelo entrenado: pulse primero Paso o Iniciar.</translation>
    </message>
    <message>
        <source>induction, seed %1, step %2</source>
        <translation>inducción, semilla %1, paso %2</translation>
    </message>
</context>
<context>
    <name>attn::ModelViewWidget</name>
    <message>
        <source>Layer %1, head %2 (%3 on the command line)</source>
        <translation>Capa %1, cabeza %2 (%3 en la línea de comandos)</translation>
    </message>
    <message>
        <source> — switched off</source>
        <translation> — apagada</translation>
    </message>
    <message>
        <source>
An attention sink: %1 of its attention goes to the first token on average. Heads park attention there when they have nothing to look for — its bright first column is not a finding about this sentence.</source>
        <translation>
Un sumidero de atención: de media, %1 de su atención va al primer token. Las cabezas aparcan ahí la atención cuando no tienen nada que buscar: su primera columna brillante no dice nada sobre esta frase.</translation>
    </message>
    <message>
        <source>
Click to show it large; Ctrl+click to switch it %1</source>
        <translation>
Haga clic para verla en grande; Ctrl+clic para %1</translation>
    </message>
    <message>
        <source>back on</source>
        <translation>volver a encenderla</translation>
    </message>
    <message>
        <source>off</source>
        <translation>apagarla</translation>
    </message>
    <message>
        <source>Layer %1 Head %2 (%3)</source>
        <translation>la capa %1, cabeza %2 (%3)</translation>
    </message>
    <message>
        <source>Switch %1 Back On</source>
        <translation>Volver a encender %1</translation>
    </message>
    <message>
        <source>Switch %1 Off: Output Zero</source>
        <translation>Apagar %1: salida cero</translation>
    </message>
    <message>
        <source>Switch %1 Off: Output Its Mean</source>
        <translation>Apagar %1: salida igual a su media</translation>
    </message>
    <message>
        <source>Export Image…</source>
        <translation>Exportar imagen…</translation>
    </message>
    <message>
        <source>Copy Image</source>
        <translation>Copiar imagen</translation>
    </message>
    <message>
        <source>Arrow keys move from head to head; Enter shows the head large; Ctrl+Enter switches it off or back on; the menu key opens its menu.</source>
        <translation>Las flechas van de cabeza en cabeza; Intro muestra la cabeza en grande; Ctrl+Intro la apaga o la vuelve a encender; la tecla de menú abre su menú.</translation>
    </message>
    <message>
        <source>layer %1, head %2</source>
        <translation>capa %1, cabeza %2</translation>
    </message>
    <message>
        <source>switched off</source>
        <translation>apagada</translation>
    </message>
    <message>
        <source>an attention sink</source>
        <translation>un sumidero de atención</translation>
    </message>
    <message>
        <source>shown large</source>
        <translation>mostrada en grande</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>capa %1</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>cabeza %1</translation>
    </message>
</context>
<context>
    <name>attn::NextTokenWidget</name>
    <message>
        <source>Token %1 “%2” — click to see what the model predicts after it</source>
        <translation>Token %1 «%2»: haga clic para ver qué predice el modelo después</translation>
    </message>
    <message>
        <source>Use “%1” as the Answer</source>
        <translation>Usar «%1» como la respuesta</translation>
    </message>
    <message>
        <source>Use “%1” as the Wrong Token</source>
        <translation>Usar «%1» como el token incorrecto</translation>
    </message>
</context>
<context>
    <name>attn::NotesBar</name>
    <message>
        <source>Edit…</source>
        <translation>Editar…</translation>
    </message>
    <message>
        <source>Change what this session&apos;s note says (kept in the session file)</source>
        <translation>Cambiar lo que dice la nota de esta sesión (se guarda en el archivo de la sesión)</translation>
    </message>
    <message>
        <source>Put the note away until another session is opened (Edit ▸ Notes… brings it back)</source>
        <translation>Ocultar la nota hasta que se abra otra sesión (Editar ▸ Notas… la trae de vuelta)</translation>
    </message>
    <message>
        <source>Before your edits: %1</source>
        <translation>Antes de sus ediciones: %1</translation>
    </message>
    <message>
        <source>%1

(Written for the session as loaded; undo your edits to see it current again.)</source>
        <translation>%1

(Escrita para la sesión tal como se cargó; deshaga sus ediciones para verla de nuevo al día.)</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notas</translation>
    </message>
    <message>
        <source>What this session shows, in a sentence or two (saved with it):</source>
        <translation>Qué muestra esta sesión, en una o dos frases (se guarda con ella):</translation>
    </message>
</context>
<context>
    <name>attn::OpenModelDialog</name>
    <message>
        <source>A sentence (the model&apos;s own tokenizer splits it)</source>
        <translation>Una frase (la divide el propio tokenizador del modelo)</translation>
    </message>
    <message>
        <source>Token ids, separated by commas</source>
        <translation>Ids de token, separados por comas</translation>
    </message>
    <message>
        <source>Open Model</source>
        <translation>Abrir modelo</translation>
    </message>
    <message>
        <source>A folder with config.json, model.safetensors, vocab.json and merges.txt</source>
        <translation>Una carpeta con config.json, model.safetensors, vocab.json y merges.txt</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Examinar…</translation>
    </message>
    <message>
        <source>&amp;Open and Run</source>
        <translation>&amp;Abrir y ejecutar</translation>
    </message>
    <message>
        <source>Model &amp;folder:</source>
        <translation>&amp;Carpeta del modelo:</translation>
    </message>
    <message>
        <source>Not installed: share/attention-lab/models/%1 is missing</source>
        <translation>No instalado: falta share/attention-lab/models/%1</translation>
    </message>
    <message>
        <source>A small constructed GPT-2 whose heads are known, with a repeated sentence to run it on (%1)</source>
        <translation>Un pequeño GPT-2 construido a mano cuyas cabezas se conocen, con una frase repetida para ejecutarlo (%1)</translation>
    </message>
    <message>
        <source>Built-in:</source>
        <translation>Incluido:</translation>
    </message>
    <message>
        <source>Run it on:</source>
        <translation>Ejecutarlo con:</translation>
    </message>
    <message>
        <source>&amp;Text:</source>
        <translation>&amp;Texto:</translation>
    </message>
    <message>
        <source>Model Folder</source>
        <translation>Carpeta del modelo</translation>
    </message>
    <message>
        <source>Token ids: &quot;%1&quot; is not a whole number ≥ 0 (give ids as 464, 7850, 3331).</source>
        <translation>Ids de token: «%1» no es un número entero ≥ 0 (dé los ids así: 464, 7850, 3331).</translation>
    </message>
    <message>
        <source>Token ids: none given (give ids as 464, 7850, 3331).</source>
        <translation>Ids de token: no se dio ninguno (dé los ids así: 464, 7850, 3331).</translation>
    </message>
    <message>
        <source>Choose the model&apos;s folder.</source>
        <translation>Elija la carpeta del modelo.</translation>
    </message>
    <message>
        <source>Type a sentence to run the model on.</source>
        <translation>Escriba una frase con la que ejecutar el modelo.</translation>
    </message>
    <message>
        <source>A model in the Hugging Face layout (GPT-2 small … XL, DistilGPT-2; Llama, Mistral, Qwen 2 and 3, Gemma 2 and 3, GPT-OSS, DeepSeek V2 and V3, BLOOM), read from disk: nothing is downloaded. Every layer and head is computed on your text.</source>
        <translation>Un modelo en formato de Hugging Face (GPT-2 small … XL, DistilGPT-2; Llama, Mistral, Qwen 2 y 3, Gemma 2 y 3, GPT-OSS, DeepSeek V2 y V3, BLOOM), leído del disco: no se descarga nada. Cada capa y cada cabeza se calculan con su texto.</translation>
    </message>
    <message>
        <source>Induction (built-in example)</source>
        <translation>Inducción (ejemplo incluido)</translation>
    </message>
</context>
<context>
    <name>attn::PatchingPage</name>
    <message>
        <source>Compare With…</source>
        <translation>Comparar con…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>A second text of as many tokens (yours with the names swapped, say): which layers, positions and heads carry the answer</source>
        <translation>Un segundo texto con tantos tokens como el suyo (el suyo con los nombres intercambiados, por ejemplo): qué capas, posiciones y cabezas llevan la respuesta</translation>
    </message>
    <message>
        <source>Patching %p%</source>
        <translation>Parcheo %p%</translation>
    </message>
    <message>
        <source>Stop patching: the grids shown stay as they were</source>
        <translation>Detener el parcheo: las cuadrículas mostradas se quedan como estaban</translation>
    </message>
    <message>
        <source>Patching against “%1”…</source>
        <translation>Parcheando con «%1»…</translation>
    </message>
    <message>
        <source>Which layers, positions and heads carry the answer? Compare your text with a second one — the same sentence with the names swapped — and pick the answer and the wrong token.</source>
        <translation>¿Qué capas, posiciones y cabezas llevan la respuesta? Compare su texto con un segundo texto (la misma frase con los nombres intercambiados) y elija la respuesta y el token incorrecto.</translation>
    </message>
    <message>
        <source>Patching… the grids come when every run is done</source>
        <translation>Parcheando… las cuadrículas aparecen cuando terminan todas las ejecuciones</translation>
    </message>
    <message>
        <source>Compare With… a second text to see where the answer is carried</source>
        <translation>Comparar con… un segundo texto para ver dónde se lleva la respuesta</translation>
    </message>
    <message>
        <source>Against “%1”: logit %2 − logit %3 is %4 on your text, %5 on it · %6 runs of the model as opened</source>
        <translation>Con «%1»: logit %2 − logit %3 vale %4 en su texto y %5 en el otro · %6 ejecuciones del modelo tal como se abrió</translation>
    </message>
    <message>
        <source>Both texts give %1 the same lead over %2: nothing to restore. Pick an answer and a wrong token the two texts rank differently.</source>
        <translation>Los dos textos dan a %1 la misma ventaja sobre %2: no hay nada que restaurar. Elija una respuesta y un token incorrecto que los dos textos ordenen de forma distinta.</translation>
    </message>
    <message>
        <source>Patching against “%1”… (the grids shown are of the text before)</source>
        <translation>Parcheando con «%1»… (las cuadrículas mostradas son del texto anterior)</translation>
    </message>
</context>
<context>
    <name>attn::PinnedResult</name>
    <message>
        <source>%1 · %2, %3</source>
        <translation>%1 · %2, %3</translation>
    </message>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n token</numerusform>
            <numerusform>%n tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n head(s)</source>
        <translation>
            <numerusform>%n cabeza</numerusform>
            <numerusform>%n cabezas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>attn::PracticeDialog</name>
    <message>
        <source>&amp;Check</source>
        <translation>&amp;Comprobar</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>Practise the Lesson&apos;s Numbers</source>
        <translation>Practicar los números de la lección</translation>
    </message>
    <message>
        <source>Exercises</source>
        <translation>Ejercicios</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Su respuesta</translation>
    </message>
    <message>
        <source>numbers separated by spaces; rows by ;</source>
        <translation>números separados por espacios; filas por ;</translation>
    </message>
    <message>
        <source>Type the numbers with a dot or your language&apos;s decimal separator, separated by spaces; a list of rows (a matrix) row after row, separated by ;</source>
        <translation>Escriba los números con punto o con el separador decimal de su idioma, separados por espacios; una lista de filas (una matriz), fila tras fila, separadas por ;</translation>
    </message>
    <message>
        <source>&amp;Glossary</source>
        <translation>&amp;Glosario</translation>
    </message>
    <message>
        <source>&amp;Open Answers…</source>
        <translation>&amp;Abrir respuestas…</translation>
    </message>
    <message>
        <source>&amp;Save Answers…</source>
        <translation>&amp;Guardar respuestas…</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>Glosario</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>sin comprobar</translation>
    </message>
    <message>
        <source>right</source>
        <translation>correcto</translation>
    </message>
    <message>
        <source>not yet right</source>
        <translation>aún no es correcto</translation>
    </message>
    <message>
        <source>This session makes q, k and v from DeepSeek&apos;s latents (mla): the lesson&apos;s exercises work W_Q, W_K and W_V out by hand.</source>
        <translation>Esta sesión obtiene q, k y v de los latentes de DeepSeek (mla): los ejercicios de la lección calculan W_Q, W_K y W_V a mano.</translation>
    </message>
    <message>
        <source>This session&apos;s lesson asks for no numbers to work out.</source>
        <translation>La lección de esta sesión no pide ningún número que calcular.</translation>
    </message>
    <message>
        <source>%1 of %2 right · query %3, head %4</source>
        <translation>%1 de %2 correctos · consulta %3, cabeza %4</translation>
    </message>
    <message>
        <source>Step: %1 · %2</source>
        <translation>Paso: %1 · %2</translation>
    </message>
    <message>
        <source>✓ Right.</source>
        <translation>✓ Correcto.</translation>
    </message>
    <message>
        <source>✗ Not yet: %1</source>
        <translation>✗ Todavía no: %1</translation>
    </message>
    <message>
        <source>&amp;Hint %1 of %2</source>
        <translation>&amp;Pista %1 de %2</translation>
    </message>
    <message>
        <source>No more hints</source>
        <translation>No hay más pistas</translation>
    </message>
    <message>
        <source>it does not have the answer&apos;s shape</source>
        <translation>no tiene la forma de la respuesta</translation>
    </message>
    <message>
        <source>%1 rows of %2 numbers are asked, the rows separated by ;</source>
        <translation>se piden %1 filas de %2 números, con las filas separadas por ;</translation>
    </message>
    <message numerus="yes">
        <source>%n number(s) are asked</source>
        <translation>
            <numerusform>se pide %n número</numerusform>
            <numerusform>se piden %n números</numerusform>
        </translation>
    </message>
    <message>
        <source>row %1 (%2 %3), column %4 is the first that is off (%5 rows of %6 numbers are asked)</source>
        <translation>en la fila %1 (%2 %3), la columna %4 es la primera que no cuadra (se piden %5 filas de %6 números)</translation>
    </message>
    <message>
        <source>key</source>
        <translation>clave</translation>
    </message>
    <message>
        <source>token</source>
        <translation>token</translation>
    </message>
    <message>
        <source>row %1 (%2 %3), number %4 is the first that is off (%5 rows of %6 numbers are asked)</source>
        <translation>en la fila %1 (%2 %3), el número %4 es el primero que no cuadra (se piden %5 filas de %6 números)</translation>
    </message>
    <message>
        <source>number %1 (key %2) is the first that is off (%3 asked)</source>
        <translation>el número %1 (clave %2) es el primero que no cuadra (se piden %3)</translation>
    </message>
    <message>
        <source>the number is off</source>
        <translation>el número no cuadra</translation>
    </message>
    <message>
        <source>number %1 is the first that is off (%2 asked)</source>
        <translation>el número %1 es el primero que no cuadra (se piden %2)</translation>
    </message>
    <message>
        <source>✗ %1</source>
        <translation>✗ %1</translation>
    </message>
    <message>
        <source>Hint %1: %2</source>
        <translation>Pista %1: %2</translation>
    </message>
    <message>
        <source>“%1” is not a number</source>
        <translation>«%1» no es un número</translation>
    </message>
    <message>
        <source>the rows have different lengths (%1 and %2 numbers)</source>
        <translation>las filas tienen longitudes distintas (%1 y %2 números)</translation>
    </message>
    <message>
        <source>type the numbers first</source>
        <translation>escriba primero los números</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Save Answers</source>
        <translation>Guardar respuestas</translation>
    </message>
    <message>
        <source>Answers (*.json)</source>
        <translation>Respuestas (*.json)</translation>
    </message>
    <message>
        <source>Open Answers</source>
        <translation>Abrir respuestas</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) in the file are for exercises this session does not ask; left out.</source>
        <translation>
            <numerusform>%n respuesta del archivo es de ejercicios que esta sesión no pide; se omite.</numerusform>
            <numerusform>%n respuestas del archivo son de ejercicios que esta sesión no pide; se omiten.</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;dl&gt;&lt;dt&gt;&lt;b&gt;query&lt;/b&gt; (q)&lt;/dt&gt;&lt;dd&gt;what a token is looking for: its row of Q = X·W_Q&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;key&lt;/b&gt; (k)&lt;/dt&gt;&lt;dd&gt;what a token offers to be found by: its row of K = X·W_K&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;value&lt;/b&gt; (v)&lt;/dt&gt;&lt;dd&gt;what a token passes on when attended to: its row of V = X·W_V&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;score&lt;/b&gt;&lt;/dt&gt;&lt;dd&gt;q·k, how well a query and a key line up&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;d_k&lt;/b&gt;&lt;/dt&gt;&lt;dd&gt;the width of a head&apos;s queries and keys; scores are multiplied by 1/√d_k&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;logit&lt;/b&gt;&lt;/dt&gt;&lt;dd&gt;a score after the scale (and any stage after it), what the softmax takes&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;softmax&lt;/b&gt;&lt;/dt&gt;&lt;dd&gt;e^x of each logit divided by their sum: weights that are positive and add up to 1&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;weight&lt;/b&gt;&lt;/dt&gt;&lt;dd&gt;how much of a key&apos;s value a query takes&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;mask&lt;/b&gt;&lt;/dt&gt;&lt;dd&gt;keys a query may not see: their logit is −∞ before the softmax, so their weight is 0&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;head&lt;/b&gt;&lt;/dt&gt;&lt;dd&gt;one attention of its own, on its own columns of Q, K and V&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;output&lt;/b&gt;&lt;/dt&gt;&lt;dd&gt;Σ weight·v over the keys; the heads&apos; outputs side by side, times W_O&lt;/dd&gt;&lt;/dl&gt;</source>
        <translation>&lt;dl&gt;&lt;dt&gt;&lt;b&gt;consulta&lt;/b&gt; (q)&lt;/dt&gt;&lt;dd&gt;lo que busca un token: su fila de Q = X·W_Q&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;clave&lt;/b&gt; (k)&lt;/dt&gt;&lt;dd&gt;lo que ofrece un token para que lo encuentren: su fila de K = X·W_K&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;valor&lt;/b&gt; (v)&lt;/dt&gt;&lt;dd&gt;lo que transmite un token cuando se le presta atención: su fila de V = X·W_V&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;puntuación&lt;/b&gt;&lt;/dt&gt;&lt;dd&gt;q·k, cuánto encajan una consulta y una clave&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;d_k&lt;/b&gt;&lt;/dt&gt;&lt;dd&gt;el ancho de las consultas y claves de una cabeza; las puntuaciones se multiplican por 1/√d_k&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;logit&lt;/b&gt;&lt;/dt&gt;&lt;dd&gt;una puntuación tras la escala (y cualquier etapa posterior): lo que recibe el softmax&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;softmax&lt;/b&gt;&lt;/dt&gt;&lt;dd&gt;e^x de cada logit dividido entre su suma: pesos positivos que suman 1&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;peso&lt;/b&gt;&lt;/dt&gt;&lt;dd&gt;cuánto del valor de una clave toma una consulta&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;máscara&lt;/b&gt;&lt;/dt&gt;&lt;dd&gt;claves que una consulta no puede ver: su logit es −∞ antes del softmax, así que su peso es 0&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;cabeza&lt;/b&gt;&lt;/dt&gt;&lt;dd&gt;una atención propia, sobre sus propias columnas de Q, K y V&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;salida&lt;/b&gt;&lt;/dt&gt;&lt;dd&gt;Σ peso·v sobre las claves; las salidas de las cabezas una junto a otra, multiplicadas por W_O&lt;/dd&gt;&lt;/dl&gt;</translation>
    </message>
</context>
<context>
    <name>attn::PresentationWindow</name>
    <message>
        <source>Attention Lab — presentation</source>
        <translation>Attention Lab — presentación</translation>
    </message>
</context>
<context>
    <name>attn::PresenterView</name>
    <message>
        <source>Attention Lab — presenter view</source>
        <translation>Attention Lab — vista del presentador</translation>
    </message>
    <message>
        <source>Now — %1 / %2: %3</source>
        <translation>Ahora — %1 / %2: %3</translation>
    </message>
    <message>
        <source>No answers held back on this step.</source>
        <translation>Este paso no oculta ninguna respuesta.</translation>
    </message>
    <message>
        <source>Answers (● revealed):
</source>
        <translation>Respuestas (● reveladas):
</translation>
    </message>
    <message>
        <source>Next — %1</source>
        <translation>Siguiente — %1</translation>
    </message>
    <message>
        <source>Last step</source>
        <translation>Último paso</translation>
    </message>
    <message>
        <source>%1    elapsed %2:%3</source>
        <translation>%1    transcurrido %2:%3</translation>
    </message>
</context>
<context>
    <name>attn::Recompute</name>
    <message>
        <source>not enough memory to compute a session of %1 tokens; the maps and the breakdown keep what they showed, the tables stay empty, until an edit makes it fit</source>
        <translation>no hay memoria suficiente para calcular una sesión de %1 tokens; los mapas y el desglose conservan lo que mostraban y las tablas quedan vacías hasta que una edición haga que quepa</translation>
    </message>
    <message>
        <source>not enough memory to compute a session of %1 tokens; the views show the previous result</source>
        <translation>no hay memoria suficiente para calcular una sesión de %1 tokens; las vistas muestran el resultado anterior</translation>
    </message>
</context>
<context>
    <name>attn::RolloutPage</name>
    <message>
        <source>Rollout</source>
        <translation>Rollout</translation>
    </message>
    <message>
        <source>Attention rollout (Abnar &amp; Zuidema, 2020): every layer&apos;s heads averaged, half kept for the residual path, multiplied through the layers — where each token&apos;s information can have come from. A picture of attention, not of what the model computes with it.</source>
        <translation>Rollout de atención (Abnar &amp; Zuidema, 2020): las cabezas de cada capa promediadas, con la mitad conservada para el camino residual, multiplicadas a través de las capas: de dónde puede venir la información de cada token. Una imagen de la atención, no de lo que el modelo calcula con ella.</translation>
    </message>
    <message>
        <source>working out the rollout of this run…</source>
        <translation>calculando el rollout de esta ejecución…</translation>
    </message>
    <message>
        <source>of the run before the last change</source>
        <translation>de la ejecución anterior al último cambio</translation>
    </message>
</context>
<context>
    <name>attn::RopeDialog</name>
    <message>
        <source>RoPE: Score by Distance</source>
        <translation>RoPE: puntuación según la distancia</translation>
    </message>
    <message>
        <source>Against the &amp;key of</source>
        <translation>Frente a la &amp;clave de</translation>
    </message>
    <message>
        <source>Whose key content the selected query is scored against, moved to every distance</source>
        <translation>El token cuyo contenido de clave se usa para puntuar la consulta seleccionada, desplazado a cada distancia</translation>
    </message>
    <message>
        <source>Select a query in a heatmap; right-click the curve to export it.</source>
        <translation>Seleccione una consulta en un mapa de calor; haga clic derecho en la curva para exportarla.</translation>
    </message>
    <message>
        <source>token %1 “%2”</source>
        <translation>token %1 «%2»</translation>
    </message>
</context>
<context>
    <name>attn::ScoreRuleBar</name>
    <message>
        <source>S&amp;tages</source>
        <translation>E&amp;tapas</translation>
    </message>
    <message>
        <source>&amp;ALiBi</source>
        <translation>&amp;ALiBi</translation>
    </message>
    <message>
        <source>ALiBi (BLOOM): head h&apos;s logits get −m_h·|i − j|, a penalty that grows with the distance between query i and key j. Each head has its own slope m_h.</source>
        <translation>ALiBi (BLOOM): los logits de la cabeza h reciben −m_h·|i − j|, una penalización que crece con la distancia entre la consulta i y la clave j. Cada cabeza tiene su propia pendiente m_h.</translation>
    </message>
    <message>
        <source>Soft-&amp;cap</source>
        <translation>&amp;Tope suave</translation>
    </message>
    <message>
        <source>Soft-capping (Gemma 2): every logit x becomes c·tanh(x / c), before the mask, so none goes beyond ±c.</source>
        <translation>Tope suave (Gemma 2): cada logit x se convierte en c·tanh(x / c), antes de la máscara, así que ninguno pasa de ±c.</translation>
    </message>
    <message>
        <source>Soft-cap c</source>
        <translation>Tope suave c</translation>
    </message>
    <message>
        <source>The cap c: logits stay within (−c, c).</source>
        <translation>El tope c: los logits se quedan dentro de (−c, c).</translation>
    </message>
    <message>
        <source>S&amp;inks</source>
        <translation>S&amp;umideros</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>Attention sinks (GPT-OSS): one logit a head, e.g. &quot;0.5, -1&quot;. Each joins its head&apos;s softmax, takes weight and gives no value, so a row&apos;s weights sum to less than 1. Empty: no sinks. Enter applies.</source>
        <translation>Sumideros de atención (GPT-OSS): un logit por cabeza, p. ej. &quot;0.5, -1&quot;. Cada uno se une al softmax de su cabeza, se lleva peso y no aporta ningún valor, así que los pesos de una fila suman menos de 1. Vacío: sin sumideros. Enter aplica.</translation>
    </message>
    <message>
        <source>Turn ALiBi on</source>
        <translation>Activar ALiBi</translation>
    </message>
    <message>
        <source>Turn ALiBi off</source>
        <translation>Desactivar ALiBi</translation>
    </message>
    <message>
        <source>Soft-cap the logits at %1</source>
        <translation>Aplicar a los logits un tope suave de %1</translation>
    </message>
    <message>
        <source>Remove the soft-cap</source>
        <translation>Quitar el tope suave</translation>
    </message>
    <message>
        <source>sinks: “%1” is not a number</source>
        <translation>sumideros: «%1» no es un número</translation>
    </message>
    <message>
        <source>Remove the sinks</source>
        <translation>Quitar los sumideros</translation>
    </message>
    <message>
        <source>Set the sinks to %1</source>
        <translation>Fijar los sumideros en %1</translation>
    </message>
    <message>
        <source>ALiBi</source>
        <translation>ALiBi</translation>
    </message>
    <message>
        <source>soft-cap %1</source>
        <translation>tope suave %1</translation>
    </message>
    <message>
        <source>sinks</source>
        <translation>sumideros</translation>
    </message>
    <message>
        <source>Stages of the score rule after the scale: ALiBi, a soft-cap, sinks. None is on.</source>
        <translation>Etapas de la regla de puntuación tras la escala: ALiBi, un tope suave, sumideros. No hay ninguna activada.</translation>
    </message>
    <message>
        <source>Stages on: %1.</source>
        <translation>Etapas activadas: %1.</translation>
    </message>
</context>
<context>
    <name>attn::SessionShapeBar</name>
    <message>
        <source>Scale value</source>
        <translation>Valor de la escala</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Escala</translation>
    </message>
    <message>
        <source>Width of each embedding; W_Q, W_K, W_V and W_O are d_model × d_model. Existing values are kept.</source>
        <translation>Ancho de cada embedding; W_Q, W_K, W_V y W_O son d_model × d_model. Los valores existentes se conservan.</translation>
    </message>
    <message>
        <source>1/√d_k</source>
        <translation>1/√d_k</translation>
    </message>
    <message>
        <source>none (× 1)</source>
        <translation>ninguna (× 1)</translation>
    </message>
    <message>
        <source>custom</source>
        <translation>personalizada</translation>
    </message>
    <message>
        <source>Scores are multiplied by this before the softmax.</source>
        <translation>Las puntuaciones se multiplican por esto antes del softmax.</translation>
    </message>
    <message>
        <source>The factor the scores are multiplied by.</source>
        <translation>El factor por el que se multiplican las puntuaciones.</translation>
    </message>
    <message>
        <source>Drag to sharpen (right) or flatten (left) every softmax: a temperature.</source>
        <translation>Arrastre para agudizar (derecha) o aplanar (izquierda) todos los softmax: una temperatura.</translation>
    </message>
    <message>
        <source>d_k = 8888</source>
        <translation>d_k = 8888</translation>
    </message>
    <message>
        <source>d_&amp;model</source>
        <translation>d_&amp;model</translation>
    </message>
    <message>
        <source>&amp;Heads</source>
        <translation>&amp;Cabezas</translation>
    </message>
    <message>
        <source>&amp;Scale</source>
        <translation>&amp;Escala</translation>
    </message>
    <message>
        <source>Number of heads: only divisors of d_model. Each head gets d_k = d_model / heads columns.</source>
        <translation>Número de cabezas: solo divisores de d_model. Cada cabeza recibe d_k = d_model / cabezas columnas.</translation>
    </message>
    <message>
        <source>This session fixes its heads in its matrices: W_Q has %1 heads × head_dim %2 columns, W_K and W_V %3 key/value heads × %2 (heads that share one: grouped-query attention).</source>
        <translation>Esta sesión fija sus cabezas en sus matrices: W_Q tiene %1 cabezas × head_dim %2 columnas, W_K y W_V %3 cabezas de clave/valor × %2 (las cabezas que comparten una: atención de consultas agrupadas).</translation>
    </message>
    <message>
        <source>d_k = %1</source>
        <translation>d_k = %1</translation>
    </message>
    <message>
        <source>d_k = %1 · %2 K/V</source>
        <translation>d_k = %1 · %2 K/V</translation>
    </message>
    <message>
        <source>1/√d_k = %1</source>
        <translation>1/√d_k = %1</translation>
    </message>
</context>
<context>
    <name>attn::SideBySidePanel</name>
    <message>
        <source>Heads:</source>
        <translation>Cabezas:</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>Save the heads shown as one PNG, SVG or PDF, or copy them as a picture</source>
        <translation>Guardar las cabezas mostradas como un solo PNG, SVG o PDF, o copiarlas como imagen</translation>
    </message>
    <message>
        <source>Up to %1 heads, one colour scale (every weight 0 … 1). Click a map to explain that row.</source>
        <translation>Hasta %1 cabezas, una escala de color (todos los pesos 0 … 1). Haga clic en un mapa para explicar esa fila.</translation>
    </message>
    <message>
        <source>Side by side shows up to %1 tokens; this session has %2. The head strip under the heatmap shows every head of it.</source>
        <translation>Lado a lado muestra hasta %1 tokens; esta sesión tiene %2. La tira de cabezas bajo el mapa de calor muestra todas sus cabezas.</translation>
    </message>
</context>
<context>
    <name>attn::StepCanvas</name>
    <message>
        <source>Lesson step %1 of %2: %3</source>
        <translation>Lección, paso %1 de %2: %3</translation>
    </message>
</context>
<context>
    <name>attn::TrainModelWindow</name>
    <message>
        <source>Train a Model — Attention Lab</source>
        <translation>Entrenar un modelo — Attention Lab</translation>
    </message>
    <message>
        <source>Every layer and head on a held-out repeated sequence</source>
        <translation>Cada capa y cada cabeza con una secuencia repetida reservada</translation>
    </message>
    <message>
        <source>Switch All Heads Back On</source>
        <translation>Volver a encender todas las cabezas</translation>
    </message>
    <message>
        <source>Train a Model</source>
        <translation>Entrenar un modelo</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Iniciar</translation>
    </message>
    <message>
        <source>Train step after step; press again to pause</source>
        <translation>Entrenar paso tras paso; pulse de nuevo para pausar</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Paso</translation>
    </message>
    <message>
        <source>One step of training, then paused</source>
        <translation>Un paso de entrenamiento y pausa</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <source>End this run: what it trained stays to be looked at and saved; the next Play starts a new one with the seed and size then set</source>
        <translation>Terminar esta ejecución: lo entrenado se queda para examinarlo y guardarlo; el siguiente Iniciar empieza una nueva con la semilla y el tamaño que haya entonces</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Velocidad</translation>
    </message>
    <message>
        <source>As fast as it goes</source>
        <translation>Tan rápido como se pueda</translation>
    </message>
    <message>
        <source>%1 steps/s</source>
        <translation>%1 pasos/s</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Semilla</translation>
    </message>
    <message>
        <source>The seed of the model&apos;s first weights and of its training data (train-model --seed)</source>
        <translation>La semilla de los primeros pesos del modelo y de sus datos de entrenamiento (train-model --seed)</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Capas</translation>
    </message>
    <message>
        <source>Layers of attention (an induction head needs two)</source>
        <translation>Capas de atención (una cabeza de inducción necesita dos)</translation>
    </message>
    <message>
        <source>Heads</source>
        <translation>Cabezas</translation>
    </message>
    <message>
        <source>Heads in every layer</source>
        <translation>Cabezas en cada capa</translation>
    </message>
    <message>
        <source>d_model</source>
        <translation>d_model</translation>
    </message>
    <message>
        <source>The width of the residual stream; each head gets d_model / heads</source>
        <translation>El ancho del flujo residual; cada cabeza recibe d_model / cabezas</translation>
    </message>
    <message>
        <source>Checkpoint every</source>
        <translation>Punto de control cada</translation>
    </message>
    <message>
        <source>Steps between the checkpoints kept in memory (the scrubber&apos;s stops)</source>
        <translation>Pasos entre los puntos de control guardados en memoria (las paradas del deslizador)</translation>
    </message>
    <message>
        <source>Checkpoint</source>
        <translation>Punto de control</translation>
    </message>
    <message>
        <source>Checkpoint shown</source>
        <translation>Punto de control mostrado</translation>
    </message>
    <message>
        <source>Go back to any checkpoint: the grid and the workbench show the model as it was then; at the right end, the newest step</source>
        <translation>Volver a cualquier punto de control: la cuadrícula y el banco de trabajo muestran el modelo tal como era entonces; en el extremo derecho, el paso más reciente</translation>
    </message>
    <message>
        <source>step 000000 of 000000 (newest)</source>
        <translation>paso 000000 de 000000 (el más reciente)</translation>
    </message>
    <message>
        <source>Open in Model Workbench</source>
        <translation>Abrir en el banco de trabajo del modelo</translation>
    </message>
    <message>
        <source>The model shown, in the main window&apos;s workbench: head scores, switching heads off, the next token</source>
        <translation>El modelo mostrado, en el banco de trabajo de la ventana principal: puntuaciones de las cabezas, apagar cabezas, el siguiente token</translation>
    </message>
    <message>
        <source>Save Model…</source>
        <translation>Guardar modelo…</translation>
    </message>
    <message>
        <source>The model shown as a GPT-2 folder, as train-model writes it (Python&apos;s transformers opens it too)</source>
        <translation>El modelo mostrado como carpeta GPT-2, tal como lo escribe train-model (también lo abre transformers de Python)</translation>
    </message>
    <message>
        <source>Save Curves (CSV)…</source>
        <translation>Guardar curvas (CSV)…</translation>
    </message>
    <message>
        <source>Start a new run?</source>
        <translation>¿Empezar una nueva ejecución?</translation>
    </message>
    <message>
        <source>The model trained for %1 steps is not saved. A new run starts from random weights: save this one first?</source>
        <translation>El modelo entrenado durante %1 pasos no está guardado. Una nueva ejecución empieza desde pesos aleatorios: ¿guardar este primero?</translation>
    </message>
    <message>
        <source>The trained model is not saved</source>
        <translation>El modelo entrenado no está guardado</translation>
    </message>
    <message>
        <source>The model trained for %1 steps is not saved, and closing lets it go. Save it first?</source>
        <translation>El modelo entrenado durante %1 pasos no está guardado y al cerrar se pierde. ¿Guardarlo primero?</translation>
    </message>
    <message>
        <source>Save the Trained Model</source>
        <translation>Guardar el modelo entrenado</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Stop the run to change this: a new run starts from step 0</source>
        <translation>Detenga la ejecución para cambiar esto: una nueva ejecución empieza desde el paso 0</translation>
    </message>
    <message>
        <source>Press Stop, then Play for a new run.</source>
        <translation>Pulse Detener y luego Iniciar para una nueva ejecución.</translation>
    </message>
    <message>
        <source>A %1 model with random weights. Press Play: the loss steps down when a previous-token head and an induction head form.</source>
        <translation>Un modelo %1 con pesos aleatorios. Pulse Iniciar: la pérdida baja de golpe cuando se forman una cabeza de token anterior y una cabeza de inducción.</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>Paso %1</translation>
    </message>
    <message>
        <source> · batch loss %1</source>
        <translation> · pérdida del lote %1</translation>
    </message>
    <message>
        <source> · repeated half %1%2</source>
        <translation> · pérdida en la mitad repetida %1%2</translation>
    </message>
    <message>
        <source> (at step %1)</source>
        <translation> (en el paso %1)</translation>
    </message>
    <message>
        <source> · %1 steps/s</source>
        <translation> · %1 pasos/s</translation>
    </message>
    <message>
        <source> · stopped</source>
        <translation> · detenido</translation>
    </message>
    <message>
        <source> · not the lesson&apos;s run (seed 1, the default sizes): Stop, then Train It Live again</source>
        <translation> · no es la ejecución de la lección (semilla 1, tamaños predeterminados): Detener y luego Entrenarlo en directo de nuevo</translation>
    </message>
    <message>
        <source>The model at step %1 on a held-out sequence (its letters twice), badges: induction score. </source>
        <translation>El modelo en el paso %1 con una secuencia reservada (sus letras dos veces), marcas: puntuación de inducción. </translation>
    </message>
    <message>
        <source>Right-click a head (or Ctrl+click) to switch it off in the evaluation; training goes on with the whole model.</source>
        <translation>Haga clic derecho en una cabeza (o Ctrl+clic) para apagarla en la evaluación; el entrenamiento sigue con el modelo entero.</translation>
    </message>
    <message>
        <source>Switched off in the evaluation: %1.</source>
        <translation>Apagadas en la evaluación: %1.</translation>
    </message>
    <message>
        <source>Shown large: %1, the head clicked (click it again to follow the best induction head).</source>
        <translation>En grande: %1, la cabeza en la que se hizo clic (haga clic de nuevo para seguir la mejor cabeza de inducción).</translation>
    </message>
    <message>
        <source>Shown large: %1, the induction head (it rose at step %2): each letter of the second copy looks at the letter after its first occurrence.</source>
        <translation>En grande: %1, la cabeza de inducción (surgió en el paso %2): cada letra de la segunda copia mira a la letra que sigue a su primera aparición.</translation>
    </message>
    <message>
        <source>Shown large: %1, the best induction score so far; no induction head has formed yet (the stripe it would draw across the second copy&apos;s rows is still faint).</source>
        <translation>En grande: %1, la mejor puntuación de inducción hasta ahora; todavía no se ha formado ninguna cabeza de inducción (la franja que dibujaría sobre las filas de la segunda copia aún es tenue).</translation>
    </message>
    <message>
        <source>Click a head to show it large.</source>
        <translation>Haga clic en una cabeza para verla en grande.</translation>
    </message>
    <message>
        <source>step %1 (newest)</source>
        <translation>paso %1 (el más reciente)</translation>
    </message>
    <message>
        <source>step %1 of %2</source>
        <translation>paso %1 de %2</translation>
    </message>
</context>
<context>
    <name>attn::TrainPanel</name>
    <message>
        <source>Race: Scaled</source>
        <translation>Carrera: con escala</translation>
    </message>
    <message>
        <source>Race: Unscaled</source>
        <translation>Carrera: sin escala</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Objetivo</translation>
    </message>
    <message>
        <source>Gradient</source>
        <translation>Gradiente</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Iniciar</translation>
    </message>
    <message>
        <source>Train step after step at the speed below; press again to pause</source>
        <translation>Entrenar paso tras paso a la velocidad indicada abajo; pulse de nuevo para pausar</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Paso</translation>
    </message>
    <message>
        <source>One gradient step: every parameter chosen moves against its gradient once</source>
        <translation>Un paso de gradiente: cada parámetro elegido se mueve una vez en contra de su gradiente</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Restablecer</translation>
    </message>
    <message>
        <source>Back to the weights before this run (one undo step)</source>
        <translation>Volver a los pesos de antes de esta ejecución (un solo paso de deshacer)</translation>
    </message>
    <message>
        <source>Race: scaled vs unscaled</source>
        <translation>Carrera: con y sin escala</translation>
    </message>
    <message>
        <source>The same task twice, scores divided by √d_k and not: watch saturation stop the unscaled one from learning (the session is not changed)</source>
        <translation>La misma tarea dos veces, con las puntuaciones divididas entre √d_k y sin dividir: vea cómo la saturación impide aprender a la que no tiene escala (la sesión no cambia)</translation>
    </message>
    <message>
        <source>Train:</source>
        <translation>Entrenar:</translation>
    </message>
    <message>
        <source>b_Q, b_K, b_V, b_O (a bias the session lacks starts at 0)</source>
        <translation>b_Q, b_K, b_V, b_O (un sesgo que la sesión no tiene empieza en 0)</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimizador</translation>
    </message>
    <message>
        <source>SGD</source>
        <translation>SGD</translation>
    </message>
    <message>
        <source>Adam</source>
        <translation>Adam</translation>
    </message>
    <message>
        <source>SGD: each weight moves by −lr × its gradient. Adam: PyTorch&apos;s, with its defaults</source>
        <translation>SGD: cada peso se mueve −lr × su gradiente. Adam: el de PyTorch, con sus valores predeterminados</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>Tasa de aprendizaje</translation>
    </message>
    <message>
        <source>Steps/s</source>
        <translation>Pasos/s</translation>
    </message>
    <message>
        <source>Steps per second</source>
        <translation>Pasos por segundo</translation>
    </message>
    <message>
        <source>Target = Output</source>
        <translation>Objetivo = Salida</translation>
    </message>
    <message>
        <source>The current output as the target; then change it to make a task</source>
        <translation>La salida actual como objetivo; luego cámbiela para crear una tarea</translation>
    </message>
    <message>
        <source>From a Session…</source>
        <translation>Desde una sesión…</translation>
    </message>
    <message>
        <source>The output of another session with as many tokens and the same d_model</source>
        <translation>La salida de otra sesión con tantos tokens como esta y el mismo d_model</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
    <message>
        <source>No target: nothing to learn</source>
        <translation>Sin objetivo: nada que aprender</translation>
    </message>
    <message>
        <source>The output is still being computed: try again in a moment.</source>
        <translation>La salida aún se está calculando: inténtelo de nuevo en un momento.</translation>
    </message>
    <message>
        <source>Target from a Session&apos;s Output</source>
        <translation>Objetivo desde la salida de una sesión</translation>
    </message>
    <message>
        <source>Sessions (*.json)</source>
        <translation>Sesiones (*.json)</translation>
    </message>
    <message>
        <source>Remove the target</source>
        <translation>Quitar el objetivo</translation>
    </message>
    <message>
        <source>Gradient of</source>
        <translation>Gradiente de</translation>
    </message>
    <message>
        <source>embeddings X</source>
        <translation>los embeddings X</translation>
    </message>
    <message>
        <source>colours: the sign of the gradient (a step moves each weight against it)</source>
        <translation>colores: el signo del gradiente (un paso mueve cada peso en su contra)</translation>
    </message>
    <message>
        <source>%1, its values</source>
        <translation>%1, sus valores</translation>
    </message>
    <message>
        <source>%1: what one step of −lr × it would change</source>
        <translation>%1: lo que cambiaría un paso de −lr × ese gradiente</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <source>Ready: press Step for one gradient step, or Play.</source>
        <translation>Listo: pulse Paso para un paso de gradiente, o Iniciar.</translation>
    </message>
    <message>
        <source>Race: the same task scaled by 1/√d_k and unscaled, with this panel&apos;s settings (%1, lr %2, training %3). Press Play.</source>
        <translation>Carrera: la misma tarea con escala 1/√d_k y sin escala, con los ajustes de este panel (%1, lr %2, entrenando %3). Pulse Iniciar.</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>Paso %1</translation>
    </message>
    <message>
        <source>Last run: 1 step</source>
        <translation>Última ejecución: 1 paso</translation>
    </message>
    <message>
        <source>Last run: %1 steps</source>
        <translation>Última ejecución: %1 pasos</translation>
    </message>
    <message>
        <source>%1: loss %2</source>
        <translation>%1: pérdida %2</translation>
    </message>
    <message>
        <source>loss %1 (from %2)</source>
        <translation>pérdida %1 (desde %2)</translation>
    </message>
    <message>
        <source>. The session has changed since (an edit, Undo or another file): Step or Play starts a new run from it.</source>
        <translation>. La sesión ha cambiado desde entonces (una edición, Deshacer u otro archivo): Paso o Iniciar empieza una nueva ejecución a partir de ella.</translation>
    </message>
    <message>
        <source>. The settings have changed since: Step or Play starts a new run with them.</source>
        <translation>. Los ajustes han cambiado desde entonces: Paso o Iniciar empieza una nueva ejecución con ellos.</translation>
    </message>
    <message>
        <source>Loss · %1, lr %2</source>
        <translation>Pérdida · %1, lr %2</translation>
    </message>
    <message>
        <source>Race · %1</source>
        <translation>Carrera · %1</translation>
    </message>
    <message>
        <source>scaled ÷ √d_k: head 1</source>
        <translation>con escala ÷ √d_k: cabeza 1</translation>
    </message>
    <message>
        <source>unscaled: head 1</source>
        <translation>sin escala: cabeza 1</translation>
    </message>
    <message>
        <source>biases</source>
        <translation>sesgos</translation>
    </message>
    <message>
        <source>embeddings</source>
        <translation>embeddings</translation>
    </message>
</context>
<context>
    <name>attn::TrainingController</name>
    <message>
        <source>This session holds latent attention (mla), whose gradients are not built in this version: it cannot train. The Train panel works on sessions with W_Q, W_K and W_V.</source>
        <translation>Esta sesión contiene atención latente (mla), cuyos gradientes no están implementados en esta versión: no puede entrenar. El panel Entrenar funciona con sesiones con W_Q, W_K y W_V.</translation>
    </message>
    <message>
        <source>This session has no target, so there is nothing to learn: make one in the Target tab below (Target = Output, then change it), or open a learn-… preset.</source>
        <translation>Esta sesión no tiene objetivo, así que no hay nada que aprender: cree uno en la pestaña Objetivo de abajo (Objetivo = Salida, y luego cámbielo) o abra un ejemplo learn-….</translation>
    </message>
    <message>
        <source>The learning rate must be a positive number.</source>
        <translation>La tasa de aprendizaje debe ser un número positivo.</translation>
    </message>
    <message>
        <source>Choose what to train: at least one of the matrices, the biases or the embeddings.</source>
        <translation>Elija qué entrenar: al menos una de las matrices, los sesgos o los embeddings.</translation>
    </message>
    <message>
        <source>The scaled run</source>
        <translation>La ejecución con escala</translation>
    </message>
    <message>
        <source>The unscaled run</source>
        <translation>La ejecución sin escala</translation>
    </message>
    <message>
        <source>The run</source>
        <translation>La ejecución</translation>
    </message>
    <message>
        <source>%1 diverged at step %2 (%3): try a smaller learning rate, then Reset.</source>
        <translation>%1 divergió en el paso %2 (%3): pruebe una tasa de aprendizaje menor y luego Restablecer.</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n paso</numerusform>
            <numerusform>%n pasos</numerusform>
        </translation>
    </message>
    <message>
        <source>Train %1 (%2, lr %3)</source>
        <translation>Entrenar %1 (%2, lr %3)</translation>
    </message>
    <message>
        <source>Reset the training</source>
        <translation>Restablecer el entrenamiento</translation>
    </message>
</context>
<context>
    <name>attn::TrainingCurvesWidget</name>
    <message>
        <source>Training curves</source>
        <translation>Curvas de entrenamiento</translation>
    </message>
    <message>
        <source>Export Curves as CSV…</source>
        <translation>Exportar las curvas como CSV…</translation>
    </message>
    <message>
        <source>Export Training Curves</source>
        <translation>Exportar las curvas de entrenamiento</translation>
    </message>
</context>
</TS>
