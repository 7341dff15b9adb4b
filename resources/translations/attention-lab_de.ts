<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>BreakdownText</name>
    <message>
        <source>causal</source>
        <extracomment>why a key is blocked (the causal mask); several reasons are joined by &quot; + &quot;</extracomment>
        <translation>kausal</translation>
    </message>
    <message>
        <source>padding</source>
        <extracomment>why a key is blocked: it is a padding token</extracomment>
        <translation>Padding</translation>
    </message>
    <message>
        <source>blocked by hand</source>
        <translation>von Hand gesperrt</translation>
    </message>
    <message>
        <source>outside the window of %1</source>
        <extracomment>why a key is blocked: it is outside the sliding window of %1 tokens</extracomment>
        <translation>außerhalb des Fensters von %1</translation>
    </message>
    <message>
        <source>outside the window</source>
        <translation>außerhalb des Fensters</translation>
    </message>
    <message>
        <source>another sentence</source>
        <extracomment>why a key is blocked: it belongs to another sentence of the batch</extracomment>
        <translation>anderer Satz</translation>
    </message>
    <message>
        <source>blocked</source>
        <extracomment>a cell&apos;s note: the key is masked out</extracomment>
        <translation>gesperrt</translation>
    </message>
    <message>
        <source>pinned</source>
        <extracomment>a row&apos;s short label: the weights of the pinned (kept for comparison) result</extracomment>
        <translation>angeheftet</translation>
    </message>
    <message>
        <source>weight when pinned</source>
        <translation>Gewicht beim Anheften</translation>
    </message>
    <message>
        <source>value vector</source>
        <translation>Wertvektor</translation>
    </message>
    <message>
        <source>Σ is the output</source>
        <translation>Σ ist die Ausgabe</translation>
    </message>
    <message>
        <source>Computed stably, as the code does it: subtract the row max first</source>
        <translation>Stabil gerechnet, wie der Code es tut: zuerst das Zeilenmaximum abziehen</translation>
    </message>
    <message>
        <source>÷ Σ → same weights</source>
        <translation>÷ Σ → dieselben Gewichte</translation>
    </message>
    <message>
        <source>WRONG</source>
        <translation>FALSCH</translation>
    </message>
    <message>
        <source>mask after softmax</source>
        <translation>Maske nach Softmax</translation>
    </message>
    <message>
        <source>Wrong order, for contrast: softmax first, then mask</source>
        <translation>Falsche Reihenfolge, zum Vergleich: erst Softmax, dann Maske</translation>
    </message>
    <message>
        <source>zeroed</source>
        <extracomment>a cell&apos;s note: the weight was set to 0 by the mask after softmax</extracomment>
        <translation>genullt</translation>
    </message>
    <message>
        <source>The weighted sum of values (output of query %1)</source>
        <translation>Die gewichtete Summe der Werte (Ausgabe von Abfrage %1)</translation>
    </message>
    <message>
        <source>Σ weights = 0 (every key is blocked)</source>
        <translation>Σ Gewichte = 0 (jeder Schlüssel ist gesperrt)</translation>
    </message>
    <message numerus="yes">
        <source>… (%n more key(s), Σ w = %1)</source>
        <extracomment>the last term of the weighted sum: the keys not shown and their weights&apos; sum %1</extracomment>
        <translation>
            <numerusform>… (%n weiterer Schlüssel, Σ w = %1)</numerusform>
            <numerusform>… (%n weitere Schlüssel, Σ w = %1)</numerusform>
        </translation>
    </message>
    <message>
        <source>Σ weights = %1 = %2</source>
        <translation>Σ Gewichte = %1 = %2</translation>
    </message>
    <message>
        <source>Key %1&apos;s logit, stage by stage: q·k = %2, then %3; logit %4.</source>
        <extracomment>%3: the stages worked, &quot;0.5 ÷ √2 = 0.354&quot;, joined by &quot;, then &quot;</extracomment>
        <translation>Logit von Schlüssel %1, Stufe für Stufe: q·k = %2, dann %3; Logit %4.</translation>
    </message>
    <message>
        <source>, then </source>
        <extracomment>joins the stages worked in &quot;Key 2&apos;s logit, stage by stage: …&quot;</extracomment>
        <translation>, dann </translation>
    </message>
    <message>
        <source>%1: its logit %2 joins the softmax (e^x = %3 in Σ) and gives no value, so this row&apos;s weights sum to %4.</source>
        <extracomment>%1: &quot;the sink takes 0.12&quot;, %2 its logit, %3 its eˣ, %4 what the keys&apos; weights sum to</extracomment>
        <translation>%1: Sein Logit %2 geht in die Softmax ein (e^x = %3 in Σ) und liefert keinen Wert, daher summieren sich die Gewichte dieser Zeile zu %4.</translation>
    </message>
    <message>
        <source>eˣ overflows: above x ≈ 709.8 it is beyond the largest double (about 1.8×10³⁰⁸), so the lesson&apos;s way cannot be computed here. Subtracting the row max first makes the largest term e⁰ = 1, and the weights above come from that stable path.</source>
        <translation>eˣ läuft über: Oberhalb von x ≈ 709,8 liegt es jenseits des größten Double-Werts (etwa 1,8×10³⁰⁸), daher lässt sich der Weg der Lektion hier nicht rechnen. Zieht man zuerst das Zeilenmaximum ab, wird der größte Term e⁰ = 1, und die Gewichte oben stammen aus diesem stabilen Weg.</translation>
    </message>
    <message>
        <source>eˣ underflows: every term is below the smallest double, so Σ would be 0 and ÷ Σ impossible. Subtracting the row max first makes the largest term e⁰ = 1, and the weights above come from that stable path.</source>
        <translation>eˣ läuft unter: Jeder Term liegt unter dem kleinsten Double-Wert, daher wäre Σ = 0 und ÷ Σ unmöglich. Zieht man zuerst das Zeilenmaximum ab, wird der größte Term e⁰ = 1, und die Gewichte oben stammen aus diesem stabilen Weg.</translation>
    </message>
    <message>
        <source>Subtracting the row max multiplies every eˣ by the same e^(%1), so ÷ Σ gives the same weights, and no eˣ can overflow: the largest is e⁰ = 1.</source>
        <translation>Das Zeilenmaximum abzuziehen multipliziert jedes eˣ mit demselben e^(%1), daher ergibt ÷ Σ dieselben Gewichte, und kein eˣ kann überlaufen: Das größte ist e⁰ = 1.</translation>
    </message>
    <message>
        <source>Masking after softmax is wrong: the blocked keys&apos; share (%1) is thrown away, so the row no longer sums to 1.</source>
        <translation>Maskieren nach der Softmax ist falsch: Der Anteil der gesperrten Schlüssel (%1) wird weggeworfen, daher summiert sich die Zeile nicht mehr zu 1.</translation>
    </message>
    <message>
        <source>No key is blocked for this query, so masking before or after softmax gives the same row here.</source>
        <translation>Für diese Abfrage ist kein Schlüssel gesperrt, daher ergibt Maskieren vor oder nach der Softmax hier dieselbe Zeile.</translation>
    </message>
    <message>
        <source>This session has biases: q = x·W_Q + b_Q and k = x·W_K + b_K, so every score q·k includes them. Head %1&apos;s slices: b_Q = %2, b_K = %3.</source>
        <translation>Diese Sitzung hat Biases: q = x·W_Q + b_Q und k = x·W_K + b_K, daher sind sie in jedem Score q·k enthalten. Die Ausschnitte von Head %1: b_Q = %2, b_K = %3.</translation>
    </message>
    <message>
        <source>(%1 + c, %1 + c + %2), the rope part only,</source>
        <extracomment>which numbers pair up in latent attention, put in &quot;RoPE turns each pair of q&apos;s and k&apos;s numbers %2 …&quot;</extracomment>
        <translation>(%1 + c, %1 + c + %2), nur im RoPE-Teil,</translation>
    </message>
    <message>
        <source>RoPE turns each pair of q&apos;s and k&apos;s numbers %2 by the angle p·f_c, f = (%1). Turning both by their positions leaves q·k depending on how far apart the tokens are (p_i − p_j), not where they are: the same two vectors score differently at another distance — compare “q·kⱼ unturned” with q·kⱼ.</source>
        <extracomment>%1: the first frequencies f_c, %2: which numbers pair up, &quot;(c, c + d_k/2)&quot;</extracomment>
        <translation>RoPE dreht bei q und k jedes Zahlenpaar %2 um den Winkel p·f_c, f = (%1). Werden beide um ihre Positionen gedreht, hängt q·k davon ab, wie weit die Tokens auseinanderliegen (p_i − p_j), nicht davon, wo sie stehen: Dieselben zwei Vektoren erhalten bei einem anderen Abstand einen anderen Score – „q·kⱼ ungedreht“ mit q·kⱼ vergleichen.</translation>
    </message>
    <message>
        <source>Showing the %1 of %2 up to the window&apos;s edge, in token order; the other %3 are outside the sliding window (weight 0).</source>
        <extracomment>%1: &quot;3 keys&quot; (shown), %2: how many keys in all, %3: &quot;5 keys&quot; (not shown)</extracomment>
        <translation>Gezeigt werden die %1 von %2 bis zum Rand des Fensters, in Token-Reihenfolge; die übrigen %3 liegen außerhalb des gleitenden Fensters (Gewicht 0).</translation>
    </message>
    <message numerus="yes">
        <source>%n key(s)</source>
        <extracomment>%n: how many keys (the tokens the query attends to)</extracomment>
        <translation>
            <numerusform>%n Schlüssel</numerusform>
            <numerusform>%n Schlüssel</numerusform>
        </translation>
    </message>
    <message>
        <source>Showing the %1 with the largest weights of %2, in token order; the other %3 carry Σ w = %4.</source>
        <extracomment>%1: &quot;3 keys&quot; (shown), %2: how many keys in all, %3: &quot;5 keys&quot; (not shown), %4: their weights&apos; sum</extracomment>
        <translation>Gezeigt werden von %2 die %1 mit den größten Gewichten, in Token-Reihenfolge; die übrigen %3 tragen Σ w = %4.</translation>
    </message>
    <message>
        <source>Query %1 “%2”, head %3 of %4</source>
        <extracomment>the breakdown&apos;s title: %1 the query&apos;s number, %2 its token, %3 the head, %4 how many heads</extracomment>
        <translation>Abfrage %1 „%2“, Head %3 von %4</translation>
    </message>
    <message>
        <source>
latent attention: kⱼ = (rms(xⱼ·W_DKV)·W_UK | xⱼ·W_KR), %1 + %2 wide (the %2 turned by RoPE, one for every head); vⱼ = rms(xⱼ·W_DKV)·W_UV, %3 wide%4</source>
        <extracomment>a line of the breakdown&apos;s subtitle (the line break before it kept); %1 + %2: the widths of k&apos;s two parts, %3: v&apos;s width, %4: &quot;; zeros fill each to d_k&quot; or nothing</extracomment>
        <translation>
Latent Attention: kⱼ = (rms(xⱼ·W_DKV)·W_UK | xⱼ·W_KR), %1 + %2 breit (die %2 durch RoPE gedrehten, für jeden Head dieselben); vⱼ = rms(xⱼ·W_DKV)·W_UV, %3 breit%4</translation>
    </message>
    <message>
        <source>; zeros fill each to d_k</source>
        <translation>; Nullen füllen beide auf d_k auf</translation>
    </message>
    <message>
        <source>
RoPE at p = %1%4 → q%2 = %3</source>
        <extracomment>a line of the subtitle (the line break before it kept); %1: the query&apos;s position, %4: &quot;, × YaRN&apos;s 4&quot; or nothing, %2 the query&apos;s number, %3 its vector</extracomment>
        <translation>
RoPE bei p = %1%4 → q%2 = %3</translation>
    </message>
    <message>
        <source>, × YaRN&apos;s %1</source>
        <extracomment>after &quot;RoPE at p = 3&quot;: the positions scaled by YaRN&apos;s factor %1</extracomment>
        <translation>, × YaRN-Faktor %1</translation>
    </message>
    <message>
        <source>     scale %1</source>
        <extracomment>the end of the subtitle (the spaces before it kept); &quot;scale&quot; as a noun: the factor the scores are multiplied by; %1: &quot;1/√2&quot;</extracomment>
        <translation>     Skalierung %1</translation>
    </message>
    <message numerus="yes">
        <source>… %n more key(s) outside the window</source>
        <translation>
            <numerusform>… %n weiterer Schlüssel außerhalb des Fensters</numerusform>
            <numerusform>… %n weitere Schlüssel außerhalb des Fensters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… %n more key(s)</source>
        <extracomment>the heading of the column of the keys not shown</extracomment>
        <translation>
            <numerusform>… %n weiterer Schlüssel</numerusform>
            <numerusform>… %n weitere Schlüssel</numerusform>
        </translation>
    </message>
    <message>
        <source>key %1</source>
        <extracomment>a column&apos;s heading: the attention key&apos;s number</extracomment>
        <translation>Schlüssel %1</translation>
    </message>
    <message>
        <source>position: pair c turns by pⱼ·f_c</source>
        <translation>Position: Paar c dreht sich um pⱼ·f_c</translation>
    </message>
    <message>
        <source>RoPE: q and every k turned by position</source>
        <translation>RoPE: q und jedes k um ihre Position gedreht</translation>
    </message>
    <message>
        <source>distance %1</source>
        <translation>Abstand %1</translation>
    </message>
    <message>
        <source>kⱼ before</source>
        <translation>kⱼ vorher</translation>
    </message>
    <message>
        <source>before RoPE</source>
        <translation>vor RoPE</translation>
    </message>
    <message>
        <source>q·kⱼ unturned</source>
        <translation>q·kⱼ ungedreht</translation>
    </message>
    <message>
        <source>without RoPE</source>
        <translation>ohne RoPE</translation>
    </message>
    <message>
        <source>key vector, turned</source>
        <translation>Schlüsselvektor, gedreht</translation>
    </message>
    <message>
        <source>key vector</source>
        <translation>Schlüsselvektor</translation>
    </message>
    <message>
        <source>raw score (click)</source>
        <translation>Roh-Score (anklicken)</translation>
    </message>
    <message>
        <source>raw score, turned vectors</source>
        <translation>Roh-Score, gedrehte Vektoren</translation>
    </message>
    <message>
        <source>raw score</source>
        <translation>Roh-Score</translation>
    </message>
    <message>
        <source>mask</source>
        <extracomment>a row&apos;s short label: the scores after the mask</extracomment>
        <translation>Maske</translation>
    </message>
    <message>
        <source>−∞ where blocked</source>
        <translation>−∞, wo gesperrt</translation>
    </message>
    <message>
        <source>Every key is blocked for this query (%1): there is nothing to attend to. %2</source>
        <translation>Für diese Abfrage ist jeder Schlüssel gesperrt (%1): Es gibt nichts, worauf sie achten kann. %2</translation>
    </message>
    <message>
        <source>The sink alone would take the whole row; Attention Lab gives every weight 0, the sink 0 too, and the output is the zero vector.</source>
        <translation>Der Sink allein nähme die ganze Zeile; Attention Lab setzt jedes Gewicht auf 0, auch den Sink, und die Ausgabe ist der Nullvektor.</translation>
    </message>
    <message>
        <source>Softmax would divide 0 by 0, so Attention Lab gives every weight 0 and the output is the zero vector.</source>
        <translation>Die Softmax würde 0 durch 0 teilen, daher setzt Attention Lab jedes Gewicht auf 0, und die Ausgabe ist der Nullvektor.</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>all 0: no softmax</source>
        <translation>alle 0: keine Softmax</translation>
    </message>
    <message>
        <source>softmax step 1</source>
        <translation>Softmax, Schritt 1</translation>
    </message>
    <message>
        <source>overflow</source>
        <extracomment>a cell: eˣ is beyond the largest double</extracomment>
        <translation>Überlauf</translation>
    </message>
    <message>
        <source>too big</source>
        <translation>zu groß</translation>
    </message>
    <message>
        <source>underflow</source>
        <extracomment>a sum: every eˣ is below the smallest double</extracomment>
        <translation>Unterlauf</translation>
    </message>
    <message>
        <source>step 2: weight</source>
        <translation>Schritt 2: Gewicht</translation>
    </message>
    <message>
        <source>weight (stable path)</source>
        <translation>Gewicht (stabiler Weg)</translation>
    </message>
    <message>
        <source>how far wⱼ can move</source>
        <translation>wie weit sich wⱼ bewegen kann</translation>
    </message>
    <message>
        <source>Learning: the gradient of the loss ½·Σ(output − target)² for this row</source>
        <translation>Lernen: der Gradient des Verlusts ½·Σ(Ausgabe − Ziel)² für diese Zeile</translation>
    </message>
    <message>
        <source>the loss&apos;s pull</source>
        <translation>Zug des Verlusts</translation>
    </message>
    <message>
        <source>to the scores: pⱼ(∂L/∂wⱼ − Σ pₖ∂L/∂wₖ)</source>
        <translation>auf die Scores: pⱼ(∂L/∂wⱼ − Σ pₖ∂L/∂wₖ)</translation>
    </message>
    <message>
        <source>No query selected</source>
        <translation>Keine Abfrage gewählt</translation>
    </message>
    <message>
        <source>Select a query token (a row of a heatmap) to see its calculation.</source>
        <translation>Ein Abfrage-Token wählen (eine Zeile einer Heatmap), um seine Rechnung zu sehen.</translation>
    </message>
    <message>
        <source>output = Σ wⱼ·vⱼ =</source>
        <translation>Ausgabe = Σ wⱼ·vⱼ =</translation>
    </message>
    <message>
        <source>output = Σ wⱼ·vⱼ = </source>
        <translation>Ausgabe = Σ wⱼ·vⱼ = </translation>
    </message>
    <message>
        <source>Click the score again to close it.</source>
        <translation>Den Score erneut anklicken, um ihn zu schließen.</translation>
    </message>
    <message>
        <source>Click a score (q·kⱼ) to open its dot product term by term.</source>
        <translation>Einen Score (q·kⱼ) anklicken, um sein Skalarprodukt Term für Term zu öffnen.</translation>
    </message>
    <message>
        <source>key</source>
        <extracomment>the heading of the column of keys (the tokens the query attends to)</extracomment>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Hatched: blocked (%1)</source>
        <translation>Schraffiert: gesperrt (%1)</translation>
    </message>
    <message>
        <source>From “%1” on: %2</source>
        <extracomment>%1: a row&apos;s short label (&quot;− max&quot;), %2: what the rows from it on show</extracomment>
        <translation>Ab „%1“: %2</translation>
    </message>
    <message>
        <source>blocked:</source>
        <extracomment>the label of the plain text&apos;s line of why each key is blocked</extracomment>
        <translation>gesperrt:</translation>
    </message>
    <message>
        <source>× scale</source>
        <extracomment>a row&apos;s short label: the scores multiplied by the scale (a noun: the factor)</extracomment>
        <translation>× Skalierung</translation>
    </message>
    <message>
        <source>soft-cap</source>
        <extracomment>a row&apos;s short label: the scores soft-capped (cap · tanh(x ÷ cap))</extracomment>
        <translation>Soft-Cap</translation>
    </message>
    <message>
        <source>, sink %1</source>
        <extracomment>the end of a score rule, &quot;q·k × 0.5, sink 1.2&quot;: the attention sink&apos;s logit</extracomment>
        <translation>, Sink %1</translation>
    </message>
    <message>
        <source>the sink takes %1</source>
        <extracomment>the start of a sentence on the attention sink; %1: its share of the row&apos;s weight</extracomment>
        <translation>Der Sink nimmt %1 auf</translation>
    </message>
    <message>
        <source>too small</source>
        <translation>zu klein</translation>
    </message>
    <message>
        <source>token %1</source>
        <translation>Token %1</translation>
    </message>
</context>
<context>
    <name>ExportText</name>
    <message>
        <source>%1: not enough memory to draw %2 (%3 × %4)</source>
        <translation>%1: nicht genug Speicher, um %2 zu zeichnen (%3 × %4)</translation>
    </message>
    <message>
        <source>%1: a document of several pages is written as PDF (use .pdf)</source>
        <translation>%1: Ein Dokument mit mehreren Seiten wird als PDF geschrieben (.pdf verwenden)</translation>
    </message>
    <message>
        <source>%1: page size %2×%3 is outside 16…20000</source>
        <translation>%1: Seitengröße %2×%3 liegt außerhalb von 16…20000</translation>
    </message>
    <message>
        <source>a document of %1 pages</source>
        <translation>ein Dokument mit %1 Seiten</translation>
    </message>
    <message>
        <source>%1: could not draw the document</source>
        <translation>%1: Das Dokument konnte nicht gezeichnet werden</translation>
    </message>
    <message>
        <source>%1: unknown image type (use .png, .svg or .pdf)</source>
        <translation>%1: unbekannter Bildtyp (.png, .svg oder .pdf verwenden)</translation>
    </message>
    <message>
        <source>%1: picture size %2×%3 is outside 16…20000</source>
        <translation>%1: Bildgröße %2×%3 liegt außerhalb von 16…20000</translation>
    </message>
    <message>
        <source>the picture</source>
        <translation>das Bild</translation>
    </message>
    <message>
        <source>%1: could not draw the picture</source>
        <translation>%1: Das Bild konnte nicht gezeichnet werden</translation>
    </message>
    <message>
        <source>blocked: future key (causal mask)</source>
        <translation>gesperrt: zukünftiger Schlüssel (kausale Maske)</translation>
    </message>
    <message>
        <source>blocked: padding key (whole column)</source>
        <translation>gesperrt: Padding-Schlüssel (ganze Spalte)</translation>
    </message>
    <message>
        <source>blocked by hand</source>
        <translation>von Hand gesperrt</translation>
    </message>
    <message>
        <source>blocked: outside the sliding window</source>
        <translation>gesperrt: außerhalb des gleitenden Fensters</translation>
    </message>
    <message>
        <source>blocked: another sentence</source>
        <translation>gesperrt: anderer Satz</translation>
    </message>
    <message>
        <source>all keys blocked: the row&apos;s weights are all 0</source>
        <translation>alle Schlüssel gesperrt: Die Gewichte der Zeile sind alle 0</translation>
    </message>
    <message>
        <source>every 2nd</source>
        <translation>jede 2.</translation>
    </message>
    <message>
        <source>every 3rd</source>
        <translation>jede 3.</translation>
    </message>
    <message>
        <source>every %1th</source>
        <translation>jede %1.</translation>
    </message>
</context>
<context>
    <name>HeatmapText</name>
    <message>
        <source>Average of %1 (not a head)</source>
        <translation>Mittel von %1 (kein Head)</translation>
    </message>
    <message numerus="yes">
        <source>%n head(s)</source>
        <translation>
            <numerusform>%n Head</numerusform>
            <numerusform>%n Heads</numerusform>
        </translation>
    </message>
    <message>
        <source>Average (not a head)</source>
        <translation>Mittel (kein Head)</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>raw scores q·k</source>
        <translation>Roh-Scores q·k</translation>
    </message>
    <message>
        <source>logits</source>
        <translation>Logits</translation>
    </message>
    <message>
        <source>weights %1 − %2</source>
        <translation>Gewichte %1 − %2</translation>
    </message>
    <message>
        <source>attention weights</source>
        <translation>Attention-Gewichte</translation>
    </message>
    <message>
        <source>The only head</source>
        <translation>Der einzige Head</translation>
    </message>
    <message>
        <source>All %1 heads</source>
        <translation>Alle %1 Heads</translation>
    </message>
    <message>
        <source>one colour scale</source>
        <translation>eine Farbskala</translation>
    </message>
    <message>
        <source>each head its own colour scale</source>
        <translation>jeder Head mit eigener Farbskala</translation>
    </message>
    <message>
        <source>rows: queries · columns: keys</source>
        <translation>Zeilen: Abfragen · Spalten: Schlüssel</translation>
    </message>
    <message>
        <source>%1 tokens · each pixel: %2 of ~%3×%3 cells · show one head for single cells</source>
        <translation>%1 Tokens · jedes Pixel: %2 von ~%3×%3 Zellen · für einzelne Zellen einen Head zeigen</translation>
    </message>
    <message>
        <source>largest</source>
        <translation>Maximum</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Nothing to show yet</source>
        <translation>Noch nichts zu zeigen</translation>
    </message>
    <message>
        <source>%1 · weights %2 − %3</source>
        <translation>%1 · Gewichte %2 − %3</translation>
    </message>
    <message>
        <source>has %1 and this session has %2</source>
        <translation>hat %1, diese Sitzung hat %2</translation>
    </message>
    <message>
        <source>%1 · attention weights</source>
        <translation>%1 · Attention-Gewichte</translation>
    </message>
    <message>
        <source>%1 · raw scores q·k</source>
        <translation>%1 · Roh-Scores q·k</translation>
    </message>
    <message>
        <source>%1 · logits (%2)</source>
        <translation>%1 · Logits (%2)</translation>
    </message>
    <message>
        <source>Average over %1 · mean attention weights</source>
        <translation>Mittel über %1 · mittlere Attention-Gewichte</translation>
    </message>
    <message>
        <source>%1 · weights now − pinned</source>
        <translation>%1 · Gewichte jetzt − angeheftet</translation>
    </message>
    <message>
        <source>weight ÷ largest weight of its row</source>
        <translation>Gewicht ÷ größtes Gewicht seiner Zeile</translation>
    </message>
    <message>
        <source>attention weight</source>
        <translation>Attention-Gewicht</translation>
    </message>
    <message>
        <source>raw score q·k (0 = white)</source>
        <translation>Roh-Score q·k (0 = weiß)</translation>
    </message>
    <message>
        <source>logit: q·k through %1 (0 = white)</source>
        <translation>Logit: q·k durch %1 (0 = weiß)</translation>
    </message>
    <message>
        <source>mean weight ÷ row&apos;s largest</source>
        <translation>mittleres Gewicht ÷ Zeilenmaximum</translation>
    </message>
    <message>
        <source>mean weight over %1</source>
        <translation>mittleres Gewicht über %1</translation>
    </message>
    <message>
        <source>+ more weight than %1 · − less</source>
        <translation>+ mehr Gewicht als %1 · − weniger</translation>
    </message>
    <message>
        <source>These results do not fit together</source>
        <translation>Diese Ergebnisse passen nicht zusammen</translation>
    </message>
    <message>
        <source>%1 · each pixel: %2 of ~%3×%3 cells · zoom in for single cells</source>
        <translation>%1 · jedes Pixel: %2 von ~%3×%3 Zellen · für einzelne Zellen vergrößern</translation>
    </message>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n Token</numerusform>
            <numerusform>%n Tokens</numerusform>
        </translation>
    </message>
    <message>
        <source>value farthest from 0</source>
        <translation>am weitesten von 0 entfernter Wert</translation>
    </message>
    <message>
        <source>zoomed in: queries %1–%2 × keys %3–%4 of %5 tokens</source>
        <translation>vergrößert: Abfragen %1–%2 × Schlüssel %3–%4 von %5 Tokens</translation>
    </message>
    <message>
        <source>blocked now</source>
        <translation>jetzt gesperrt</translation>
    </message>
    <message>
        <source>blocked in %1</source>
        <translation>gesperrt in %1</translation>
    </message>
    <message>
        <source>no change: every weight is the same as %1</source>
        <translation>keine Änderung: jedes Gewicht wie in %1</translation>
    </message>
    <message>
        <source>rows: queries · columns: keys · each row&apos;s changes sum to 0 · hatched: %1</source>
        <translation>Zeilen: Abfragen · Spalten: Schlüssel · die Änderungen jeder Zeile summieren sich zu 0 · schraffiert: %1</translation>
    </message>
    <message>
        <source>rows: queries · columns: keys · hatched: %1</source>
        <translation>Zeilen: Abfragen · Spalten: Schlüssel · schraffiert: %1</translation>
    </message>
    <message>
        <source>rows: queries · columns: keys · each row sums to 1 less the sink&apos;s share</source>
        <translation>Zeilen: Abfragen · Spalten: Schlüssel · jede Zeile summiert sich zu 1 minus dem Anteil des Sinks</translation>
    </message>
    <message>
        <source>rows: queries · columns: keys · each row sums to 1</source>
        <translation>Zeilen: Abfragen · Spalten: Schlüssel · jede Zeile summiert sich zu 1</translation>
    </message>
    <message>
        <source>rows: queries · columns: keys · blocked cells become −∞ before the softmax</source>
        <translation>Zeilen: Abfragen · Spalten: Schlüssel · gesperrte Zellen werden vor der Softmax zu −∞</translation>
    </message>
    <message>
        <source> · %1 label shown</source>
        <translation> · %1 Beschriftung gezeigt</translation>
    </message>
    <message>
        <source>query %1 “%2” → key %3 “%4”</source>
        <translation>Abfrage %1 „%2“ → Schlüssel %3 „%4“</translation>
    </message>
    <message>
        <source>weight %1 %2 − %3 %4 = %5</source>
        <translation>Gewicht %1 %2 − %3 %4 = %5</translation>
    </message>
    <message>
        <source>mean weight over %1 = %2</source>
        <translation>mittleres Gewicht über %1 = %2</translation>
    </message>
    <message>
        <source>logit = −∞ (blocked; unmasked it would be %1)</source>
        <translation>Logit = −∞ (gesperrt; unmaskiert wäre es %1)</translation>
    </message>
    <message>
        <source>logit = %1</source>
        <translation>Logit = %1</translation>
    </message>
    <message>
        <source> (blocked %1, so its weight there is 0)</source>
        <translation> (gesperrt %1, daher ist sein Gewicht dort 0)</translation>
    </message>
    <message>
        <source>key %1 comes after query %2 (causal mask)</source>
        <translation>Schlüssel %1 kommt nach Abfrage %2 (kausale Maske)</translation>
    </message>
    <message>
        <source>key %1 is a padding token</source>
        <translation>Schlüssel %1 ist ein Padding-Token</translation>
    </message>
    <message>
        <source>blocked by hand</source>
        <translation>von Hand gesperrt</translation>
    </message>
    <message>
        <source>key %1 is outside query %2&apos;s sliding window</source>
        <translation>Schlüssel %1 liegt außerhalb des gleitenden Fensters von Abfrage %2</translation>
    </message>
    <message>
        <source>key %1 is in another sentence than query %2</source>
        <translation>Schlüssel %1 liegt in einem anderen Satz als Abfrage %2</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>maskiert</translation>
    </message>
    <message>
        <source>blocked: %1</source>
        <translation>gesperrt: %1</translation>
    </message>
    <message>
        <source>not blocked</source>
        <translation>nicht gesperrt</translation>
    </message>
    <message>
        <source>weight = %1</source>
        <translation>Gewicht = %1</translation>
    </message>
    <message>
        <source>query %1</source>
        <translation>Abfrage %1</translation>
    </message>
    <message>
        <source>key %1</source>
        <translation>Schlüssel %1</translation>
    </message>
    <message>
        <source>the causal mask</source>
        <extracomment>what blocks a cell, said by a screen reader: &quot;blocked by the causal mask and padding&quot;</extracomment>
        <translation>kausale Maske</translation>
    </message>
    <message>
        <source>padding</source>
        <translation>Padding</translation>
    </message>
    <message>
        <source>hand</source>
        <extracomment>as in &quot;blocked by hand&quot;</extracomment>
        <translation>von Hand</translation>
    </message>
    <message>
        <source>the sliding window</source>
        <translation>gleitendes Fenster</translation>
    </message>
    <message>
        <source>the sentence boundary</source>
        <translation>Satzgrenze</translation>
    </message>
    <message>
        <source>blocked</source>
        <translation>gesperrt</translation>
    </message>
    <message>
        <source>blocked by %1</source>
        <translation>gesperrt (%1)</translation>
    </message>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>weight %1</source>
        <translation>Gewicht %1</translation>
    </message>
    <message>
        <source>score %1</source>
        <translation>Score %1</translation>
    </message>
    <message>
        <source>logit %1</source>
        <translation>Logit %1</translation>
    </message>
    <message>
        <source>minus infinity</source>
        <translation>minus unendlich</translation>
    </message>
    <message>
        <source>mean weight %1</source>
        <translation>mittleres Gewicht %1</translation>
    </message>
    <message>
        <source>change %1</source>
        <translation>Änderung %1</translation>
    </message>
    <message>
        <source>Heatmap</source>
        <translation>Heatmap</translation>
    </message>
    <message>
        <source>Heatmap: %1</source>
        <translation>Heatmap: %1</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>Head %1</translation>
    </message>
    <message>
        <source>Heatmap: weights of %1</source>
        <translation>Heatmap: Gewichte von %1</translation>
    </message>
    <message>
        <source>Heatmap: scores of %1</source>
        <translation>Heatmap: Scores von %1</translation>
    </message>
    <message>
        <source>Heatmap: logits of %1</source>
        <translation>Heatmap: Logits von %1</translation>
    </message>
    <message>
        <source>Heatmap: mean weights over %1</source>
        <translation>Heatmap: mittlere Gewichte über %1</translation>
    </message>
    <message>
        <source>Heatmap: weights of %1, %2 minus %3</source>
        <translation>Heatmap: Gewichte von %1, %2 minus %3</translation>
    </message>
    <message>
        <source>query %1 “%2” — click to select this row</source>
        <translation>Abfrage %1 „%2“ – klicken, um diese Zeile zu wählen</translation>
    </message>
    <message>
        <source>key %1 “%2”</source>
        <translation>Schlüssel %1 „%2“</translation>
    </message>
    <message>
        <source>token %1 “%2”</source>
        <translation>Token %1 „%2“</translation>
    </message>
    <message>
        <source>Heads %1 of %2</source>
        <translation>Heads %1 von %2</translation>
    </message>
    <message>
        <source>%1 of %2 heads</source>
        <translation>%1 von %2 Heads</translation>
    </message>
    <message>
        <source> · attention as lines</source>
        <translation> · Attention als Linien</translation>
    </message>
    <message>
        <source>width and strength = weight · no line under %1 or masked</source>
        <translation>Breite und Stärke = Gewicht · keine Linie unter %1 oder wenn maskiert</translation>
    </message>
    <message>
        <source>%1 as a query · %2</source>
        <translation>%1 als Abfrage · %2</translation>
    </message>
    <message>
        <source>%1 as a key · %2</source>
        <translation>%1 als Schlüssel · %2</translation>
    </message>
    <message>
        <source>each line: a query looking at a key · %1</source>
        <translation>jede Linie: eine Abfrage, die auf einen Schlüssel schaut · %1</translation>
    </message>
    <message>
        <source>More than %1 tokens: only the lines of %2; the heatmap shows them all</source>
        <translation>Mehr als %1 Tokens: nur die Linien von %2; die Heatmap zeigt alle</translation>
    </message>
    <message>
        <source>(every %1th)</source>
        <translation>(jede %1.)</translation>
    </message>
    <message>
        <source>queries</source>
        <translation>Abfragen</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>%1 label written; point at a token for its name</source>
        <translation>%1 Beschriftung geschrieben; auf ein Token zeigen für seinen Namen</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>%1 as a %2 (of %3 tokens)</source>
        <translation>%1 als %2 (von %3 Tokens)</translation>
    </message>
    <message>
        <source>query</source>
        <translation>Abfrage</translation>
    </message>
    <message>
        <source>key</source>
        <translation>Schlüssel</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more head(s)</source>
        <translation>
            <numerusform>… und %n weiterer Head</numerusform>
            <numerusform>… und %n weitere Heads</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: every key is blocked, so no lines (its weights are all 0)</source>
        <translation>%1: Jeder Schlüssel ist gesperrt, daher keine Linien (seine Gewichte sind alle 0)</translation>
    </message>
    <message>
        <source>%1: every query is blocked from it, so no lines</source>
        <translation>%1: Jede Abfrage ist dafür gesperrt, daher keine Linien</translation>
    </message>
    <message>
        <source>looks most at</source>
        <translation>schaut am meisten auf</translation>
    </message>
    <message>
        <source>looked at most by</source>
        <translation>am meisten angeschaut von</translation>
    </message>
    <message numerus="yes">
        <source> + … (%n more term(s))</source>
        <translation>
            <numerusform> + … (%n weiterer Term)</numerusform>
            <numerusform> + … (%n weitere Terme)</numerusform>
        </translation>
    </message>
    <message>
        <source>× 1 (scaling off)</source>
        <translation>× 1 (Skalierung aus)</translation>
    </message>
    <message>
        <source>Head %1</source>
        <translation>Head %1</translation>
    </message>
    <message>
        <source>Head %1 · %2</source>
        <translation>Head %1 · %2</translation>
    </message>
    <message>
        <source>Head %1 (%2)</source>
        <translation>Head %1 (%2)</translation>
    </message>
    <message>
        <source>kv%1 · read by heads %2</source>
        <translation>kv%1 · gelesen von Heads %2</translation>
    </message>
    <message>
        <source>now</source>
        <translation>jetzt</translation>
    </message>
    <message>
        <source>pinned</source>
        <translation>angeheftet</translation>
    </message>
    <message>
        <source>the pinned result</source>
        <translation>das angeheftete Ergebnis</translation>
    </message>
    <message>
        <source>%1 %2, so their weights cannot be compared cell by cell; pin again to compare with this session.</source>
        <extracomment>%1: &quot;The pinned result&quot;; %2: &quot;has 4 tokens and this session has 3&quot;</extracomment>
        <translation>%1 %2, daher lassen sich die Gewichte nicht Zelle für Zelle vergleichen; erneut anheften, um mit dieser Sitzung zu vergleichen.</translation>
    </message>
    <message>
        <source>every key of query %1 is blocked: its weights are all 0 (PyTorch would give NaN)</source>
        <translation>jeder Schlüssel der Abfrage %1 ist blockiert: ihre Gewichte sind alle 0 (PyTorch gäbe NaN)</translation>
    </message>
    <message>
        <source>More than %1 tokens: point at a token to see its lines; the heatmap shows them all</source>
        <translation>Mehr als %1 Token: auf ein Token zeigen, um seine Linien zu sehen; die Heatmap zeigt sie alle</translation>
    </message>
    <message>
        <source>all heads</source>
        <translation>alle Heads</translation>
    </message>
    <message>
        <source>← queries (rows)</source>
        <translation>← Abfragen (Zeilen)</translation>
    </message>
    <message>
        <source>keys (columns) →</source>
        <translation>Schlüssel (Spalten) →</translation>
    </message>
    <message>
        <source>%1, this session has %2</source>
        <extracomment>after a session file&apos;s field name, &quot;tokens: 4 tokens, this session has 3&quot;</extracomment>
        <translation>%1, diese Sitzung hat %2</translation>
    </message>
    <message>
        <source>undefined</source>
        <extracomment>a number that is not a number (NaN), as the breakdown writes it</extracomment>
        <translation>undefiniert</translation>
    </message>
    <message>
        <source>… %1 more</source>
        <extracomment>the components of a vector left out: &quot;(1, 2, 3, … 5 more)&quot;</extracomment>
        <translation>… %1 weitere</translation>
    </message>
</context>
<context>
    <name>IoText</name>
    <message>
        <source>more than %1 MB of answers</source>
        <translation>mehr als %1 MB an Antworten</translation>
    </message>
    <message>
        <source>not an object of answers {&quot;id&quot;: value, …}</source>
        <translation>kein Objekt mit Antworten {&quot;id&quot;: Wert, …}</translation>
    </message>
    <message>
        <source>more than %1 answers</source>
        <translation>mehr als %1 Antworten</translation>
    </message>
    <message>
        <source>the answer &quot;%1&quot; is not a number, a list of numbers or a list of equally long lists of numbers</source>
        <extracomment>%1 the answer&apos;s name (its id) in the answers file</extracomment>
        <translation>die Antwort „%1“ ist weder eine Zahl noch eine Liste von Zahlen noch eine Liste gleich langer Zahlenlisten</translation>
    </message>
    <message>
        <source>more than %1 numbers in all</source>
        <translation>insgesamt mehr als %1 Zahlen</translation>
    </message>
    <message>
        <source>%1: cannot create the folder</source>
        <translation>%1: Ordner kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>a folder</source>
        <extracomment>what a path is when it is not a regular file; goes into &quot;%1: is %2, not a file&quot;</extracomment>
        <translation>ein Ordner</translation>
    </message>
    <message>
        <source>a named pipe (FIFO)</source>
        <extracomment>what a path is when it is not a regular file; goes into &quot;%1: is %2, not a file&quot;</extracomment>
        <translation>eine benannte Pipe (FIFO)</translation>
    </message>
    <message>
        <source>a socket</source>
        <extracomment>what a path is when it is not a regular file; goes into &quot;%1: is %2, not a file&quot;</extracomment>
        <translation>ein Socket</translation>
    </message>
    <message>
        <source>a device</source>
        <extracomment>what a path is when it is not a regular file; goes into &quot;%1: is %2, not a file&quot;</extracomment>
        <translation>ein Gerät</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <extracomment>what a path is when it is not a regular file; goes into &quot;%1: is %2, not a file&quot;</extracomment>
        <translation>keine reguläre Datei</translation>
    </message>
    <message>
        <source>%1: is %2, not a file</source>
        <extracomment>%1 the path, %2 what it is: &quot;a folder&quot;, &quot;a device&quot;…</extracomment>
        <translation>%1: ist %2, keine Datei</translation>
    </message>
    <message>
        <source>%1: cannot open (%2)</source>
        <extracomment>%1 the file, %2 the system&apos;s reason
----------
%1 the file, %2 the reason</extracomment>
        <translation>%1: kann nicht geöffnet werden (%2)</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <extracomment>a size in a message about a file too large; %1 a number of megabytes</extracomment>
        <translation>%1 MB</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <extracomment>a size in a message about a file too large; %1 a number of bytes</extracomment>
        <translation>%1 Bytes</translation>
    </message>
    <message>
        <source>%1: %2, larger than the limit of %3</source>
        <extracomment>%1 the file, %2 its size, %3 the largest size read (each &quot;12 MB&quot; or &quot;300 bytes&quot;)</extracomment>
        <translation>%1: %2, größer als die Grenze von %3</translation>
    </message>
    <message>
        <source>%1: cannot read (%2)</source>
        <extracomment>%1 the file, %2 the system&apos;s reason</extracomment>
        <translation>%1: kann nicht gelesen werden (%2)</translation>
    </message>
    <message>
        <source>%1: the file is empty</source>
        <translation>%1: Die Datei ist leer</translation>
    </message>
    <message>
        <source>%1: cannot map into memory (%2)</source>
        <extracomment>%1 the file, %2 the system&apos;s reason</extracomment>
        <translation>%1: kann nicht in den Speicher abgebildet werden (%2)</translation>
    </message>
    <message>
        <source>%1: a symbolic link to nothing that is not yours; nothing was written</source>
        <translation>%1: ein ins Leere zeigender symbolischer Link, der einem anderen Benutzer gehört; es wurde nichts geschrieben</translation>
    </message>
    <message>
        <source>%1: too many levels of symbolic links; nothing was written</source>
        <translation>%1: zu viele Ebenen symbolischer Links; es wurde nichts geschrieben</translation>
    </message>
    <message>
        <source>%1: is %2, not a file; nothing was written</source>
        <extracomment>%1 the path, %2 what it is: &quot;a folder&quot;, &quot;a device&quot;…</extracomment>
        <translation>%1: ist %2, keine Datei; es wurde nichts geschrieben</translation>
    </message>
    <message>
        <source>; the previous file is unchanged</source>
        <extracomment>added at the end of a message that a file could not be written, when it was there before</extracomment>
        <translation>; die bisherige Datei ist unverändert</translation>
    </message>
    <message>
        <source>%1: cannot write (%2)%3</source>
        <extracomment>%1 the file, %2 the system&apos;s reason, %3 &quot;; the previous file is unchanged&quot; or nothing</extracomment>
        <translation>%1: kann nicht geschrieben werden (%2)%3</translation>
    </message>
    <message>
        <source>%1: cannot write (no free temporary name beside it)%2</source>
        <extracomment>%1 the file, %2 &quot;; the previous file is unchanged&quot; or nothing</extracomment>
        <translation>%1: kann nicht geschrieben werden (kein freier temporärer Name daneben)%2</translation>
    </message>
    <message>
        <source>%1: not written%2</source>
        <extracomment>%1 the file, %2 &quot;; the previous file is unchanged&quot; or nothing</extracomment>
        <translation>%1: nicht geschrieben%2</translation>
    </message>
    <message>
        <source>%1: cannot make a folder beside it to write into</source>
        <extracomment>%1 the folder being written</extracomment>
        <translation>%1: Daneben kann kein Ordner zum Hineinschreiben angelegt werden</translation>
    </message>
    <message>
        <source>%1: cannot give the written folder its name (%2)</source>
        <extracomment>%1 the folder being written, %2 the system&apos;s reason</extracomment>
        <translation>%1: Der geschriebene Ordner kann seinen Namen nicht erhalten (%2)</translation>
    </message>
    <message>
        <source>needs about %1 of memory; this machine has %2 available</source>
        <extracomment>why a size is refused: %1 the memory it would take, %2 the memory free (both as &quot;1.5 GB&quot;)</extracomment>
        <translation>braucht etwa %1 Speicher; dieser Rechner hat %2 frei</translation>
    </message>
    <message>
        <source>num_attention_heads %1 does not divide hidden_size %2 (and no head_dim)</source>
        <extracomment>the names with underscores are keys of config.json, kept; %1 the number of heads, %2 the model&apos;s width</extracomment>
        <translation>num_attention_heads %1 teilt hidden_size %2 nicht (und kein head_dim angegeben)</translation>
    </message>
    <message>
        <source>(not a string)</source>
        <extracomment>shown in a message in place of a value of config.json that is not a string</extracomment>
        <translation>(keine Zeichenkette)</translation>
    </message>
    <message>
        <source>hidden_act &quot;%1&quot; is not supported (the Llama family&apos;s MLP uses silu)</source>
        <extracomment>the names with underscores are keys of config.json, kept; silu kept too; %1 the value found</extracomment>
        <translation>hidden_act „%1“ wird nicht unterstützt (das MLP der Llama-Familie verwendet silu)</translation>
    </message>
    <message>
        <source>partial_rotary_factor other than 1 is not supported</source>
        <extracomment>the names with underscores are keys of config.json, kept</extracomment>
        <translation>partial_rotary_factor ungleich 1 wird nicht unterstützt</translation>
    </message>
    <message>
        <source>attention_bias: true is not supported (biases on every projection)</source>
        <extracomment>the names with underscores are keys of config.json, kept; true kept too</extracomment>
        <translation>attention_bias: true wird nicht unterstützt (Biases auf jeder Projektion)</translation>
    </message>
    <message>
        <source>mlp_bias: true is not supported</source>
        <extracomment>the names with underscores are keys of config.json, kept; true kept too</extracomment>
        <translation>mlp_bias: true wird nicht unterstützt</translation>
    </message>
    <message>
        <source>use_sliding_window: true is not supported</source>
        <extracomment>the names with underscores are keys of config.json, kept; true kept too</extracomment>
        <translation>use_sliding_window: true wird nicht unterstützt</translation>
    </message>
    <message>
        <source>%1 must be null or a number in (0, 1000000]</source>
        <extracomment>%1 a key of config.json</extracomment>
        <translation>%1 muss null oder eine Zahl in (0, 1000000] sein</translation>
    </message>
    <message>
        <source>layer_types must list one type for each of the %1 layers</source>
        <extracomment>the names with underscores are keys of config.json, kept; %1 the number of layers</extracomment>
        <translation>layer_types muss für jede der %1 Schichten einen Typ nennen</translation>
    </message>
    <message>
        <source>layer_types has &quot;%1&quot;; expected sliding_attention or full_attention</source>
        <extracomment>the names with underscores are keys of config.json, kept; %1 the value found</extracomment>
        <translation>layer_types enthält „%1“; erwartet wird sliding_attention oder full_attention</translation>
    </message>
    <message>
        <source>use_bidirectional_attention: true is not supported (the pass is causal)</source>
        <extracomment>the names with underscores are keys of config.json, kept; true kept too</extracomment>
        <translation>use_bidirectional_attention: true wird nicht unterstützt (der Durchlauf ist kausal)</translation>
    </message>
    <message>
        <source>hidden_activation &quot;%1&quot; is not supported (Gemma&apos;s MLP uses gelu_pytorch_tanh)</source>
        <extracomment>the names with underscores are keys of config.json, kept; gelu_pytorch_tanh kept too; %1 the value found</extracomment>
        <translation>hidden_activation „%1“ wird nicht unterstützt (das MLP von Gemma verwendet gelu_pytorch_tanh)</translation>
    </message>
    <message>
        <source>sliding_window is null; %1&apos;s sliding layers need one</source>
        <extracomment>the names with underscores are keys of config.json, kept; null kept too; %1 the model type (gemma2…)</extracomment>
        <translation>sliding_window ist null; die Sliding-Window-Schichten von %1 brauchen einen Wert</translation>
    </message>
    <message>
        <source>rope_scaling is not supported for gemma2</source>
        <extracomment>the names with underscores are keys of config.json, kept; gemma2 kept too</extracomment>
        <translation>rope_scaling wird für gemma2 nicht unterstützt</translation>
    </message>
    <message>
        <source>num_experts_per_tok %1 is more than the %2 experts (num_local_experts)</source>
        <extracomment>the names with underscores are keys of config.json, kept; %1 experts each token goes to, %2 the experts there are</extracomment>
        <translation>num_experts_per_tok %1 ist mehr als die %2 Experten (num_local_experts)</translation>
    </message>
    <message>
        <source>hidden_act &quot;%1&quot; is not supported (GPT-OSS&apos;s experts use their clamped silu)</source>
        <extracomment>the names with underscores are keys of config.json, kept; silu kept too; %1 the value found</extracomment>
        <translation>hidden_act „%1“ wird nicht unterstützt (die Experten von GPT-OSS verwenden ihr begrenztes silu)</translation>
    </message>
    <message>
        <source>sliding_window is null; gpt_oss&apos;s sliding layers need one</source>
        <extracomment>the names with underscores are keys of config.json, kept; null and gpt_oss kept too</extracomment>
        <translation>sliding_window ist null; die Sliding-Window-Schichten von gpt_oss brauchen einen Wert</translation>
    </message>
    <message>
        <source>quantization_config quant_method &quot;%1&quot; is not supported (mxfp4 is)</source>
        <extracomment>the names with underscores are keys of config.json, kept; mxfp4 kept too; %1 the value found</extracomment>
        <translation>quantization_config quant_method „%1“ wird nicht unterstützt (nur mxfp4)</translation>
    </message>
    <message>
        <source>apply_residual_connection_post_layernorm: true is not supported (the residual taken after the norm)</source>
        <extracomment>the names with underscores are keys of config.json, kept; true kept too</extracomment>
        <translation>apply_residual_connection_post_layernorm: true wird nicht unterstützt (Residual erst nach der Norm abgegriffen)</translation>
    </message>
    <message>
        <source>n_head %1 does not divide hidden_size %2</source>
        <extracomment>the names with underscores are keys of config.json, kept; %1 the number of heads, %2 the model&apos;s width</extracomment>
        <translation>n_head %1 teilt hidden_size %2 nicht</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>kein JSON-Objekt</translation>
    </message>
    <message>
        <source>model_type is missing; expected gpt2, llama, mistral, qwen2, qwen3, gemma2, gemma3_text, gpt_oss, deepseek_v2, deepseek_v3 or bloom</source>
        <extracomment>model_type and the model types listed are config.json&apos;s words, kept</extracomment>
        <translation>model_type fehlt; erwartet wird gpt2, llama, mistral, qwen2, qwen3, gemma2, gemma3_text, gpt_oss, deepseek_v2, deepseek_v3 oder bloom</translation>
    </message>
    <message>
        <source>model_type is &quot;%1&quot;; supported are gpt2, llama, mistral, qwen2, qwen3, gemma2, gemma3_text, gpt_oss, deepseek_v2, deepseek_v3 and bloom</source>
        <extracomment>model_type and the model types listed are config.json&apos;s words, kept; %1 the value found</extracomment>
        <translation>model_type ist „%1“; unterstützt werden gpt2, llama, mistral, qwen2, qwen3, gemma2, gemma3_text, gpt_oss, deepseek_v2, deepseek_v3 und bloom</translation>
    </message>
    <message>
        <source>%1 is missing</source>
        <extracomment>%1 a key of config.json
----------
%1 a tensor&apos;s name in the safetensors file</extracomment>
        <translation>%1 fehlt</translation>
    </message>
    <message>
        <source>%1 is not a whole number in 1…%2</source>
        <extracomment>%1 a key of config.json, %2 the largest allowed</extracomment>
        <translation>%1 ist keine ganze Zahl in 1…%2</translation>
    </message>
    <message>
        <source>n_inner is not null or a whole number in 1…%1</source>
        <extracomment>the names with underscores are keys of config.json, kept; null kept too; %1 the largest allowed</extracomment>
        <translation>n_inner ist weder null noch eine ganze Zahl in 1…%1</translation>
    </message>
    <message>
        <source>n_head %1 does not divide n_embd %2</source>
        <extracomment>the names with underscores are keys of config.json, kept; %1 the number of heads, %2 the model&apos;s width</extracomment>
        <translation>n_head %1 teilt n_embd %2 nicht</translation>
    </message>
    <message>
        <source>layer_norm_epsilon is not a number in (0, 1]</source>
        <extracomment>the names with underscores are keys of config.json, kept</extracomment>
        <translation>layer_norm_epsilon ist keine Zahl in (0, 1]</translation>
    </message>
    <message>
        <source>activation_function &quot;%1&quot; is not supported (GPT-2 uses gelu_new, the tanh form)</source>
        <extracomment>the names with underscores are keys of config.json, kept; gelu_new kept too; %1 the value found</extracomment>
        <translation>activation_function „%1“ wird nicht unterstützt (GPT-2 verwendet gelu_new, die tanh-Form)</translation>
    </message>
    <message>
        <source>%1 is not true or false</source>
        <extracomment>%1 a key of config.json; true and false kept as they are
----------
what is wrong in tokenizer_config.json; %1 a key (add_bos_token…); true and false kept
----------
what is wrong in tokenizer_config.json; %1 a key (legacy…); true and false kept</extracomment>
        <translation>%1 ist weder true noch false</translation>
    </message>
    <message>
        <source>attention_lab_task.bos is not a token id below vocab_size %1</source>
        <extracomment>the names with underscores are keys of config.json, kept; %1 the number of tokens in the vocabulary</extracomment>
        <translation>attention_lab_task.bos ist keine Token-ID unter vocab_size %1</translation>
    </message>
    <message>
        <source>qk_rope_head_dim %1 is odd; RoPE turns pairs of columns</source>
        <extracomment>the names with underscores are keys of config.json, kept; %1 the value found</extracomment>
        <translation>qk_rope_head_dim %1 ist ungerade; RoPE dreht Paare von Spalten</translation>
    </message>
    <message>
        <source>num_experts_per_tok %1 is more than the %2 experts (n_routed_experts)</source>
        <extracomment>the names with underscores are keys of config.json, kept; %1 experts each token goes to, %2 the experts there are</extracomment>
        <translation>num_experts_per_tok %1 ist mehr als die %2 Experten (n_routed_experts)</translation>
    </message>
    <message>
        <source>n_group %1 must divide the %2 experts, and topk_group %3 be at most n_group</source>
        <extracomment>the names with underscores are keys of config.json, kept; %1 the groups, %2 the experts, %3 the groups kept</extracomment>
        <translation>n_group %1 muss die %2 Experten teilen, und topk_group %3 darf höchstens n_group sein</translation>
    </message>
    <message>
        <source>topk_method &quot;%1&quot; is not supported (greedy or group_limited_greedy)</source>
        <extracomment>the names with underscores are keys of config.json, kept; greedy kept too; %1 the value found</extracomment>
        <translation>topk_method „%1“ wird nicht unterstützt (greedy oder group_limited_greedy)</translation>
    </message>
    <message>
        <source>attention_bias: true is not supported (biases on q_a_proj, kv_a_proj_with_mqa and o_proj)</source>
        <extracomment>the names with underscores are keys of config.json, kept; true kept too</extracomment>
        <translation>attention_bias: true wird nicht unterstützt (Biases auf q_a_proj, kv_a_proj_with_mqa und o_proj)</translation>
    </message>
    <message>
        <source>hidden_act &quot;%1&quot; is not supported (DeepSeek&apos;s MLPs use silu)</source>
        <extracomment>the names with underscores are keys of config.json, kept; silu kept too; %1 the value found</extracomment>
        <translation>hidden_act „%1“ wird nicht unterstützt (die MLPs von DeepSeek verwenden silu)</translation>
    </message>
    <message>
        <source>quantization_config quant_method &quot;%1&quot; is not supported (fp8 is)</source>
        <extracomment>the names with underscores are keys of config.json, kept; fp8 kept too; %1 the value found</extracomment>
        <translation>quantization_config quant_method „%1“ wird nicht unterstützt (nur fp8)</translation>
    </message>
    <message>
        <source>quantization_config weight_block_size is not two whole numbers in 1…65536</source>
        <extracomment>the names with underscores are keys of config.json, kept</extracomment>
        <translation>quantization_config weight_block_size sind nicht zwei ganze Zahlen in 1…65536</translation>
    </message>
    <message>
        <source>%1 is not a whole number in %2…%3</source>
        <extracomment>%1 a key of config.json, %2…%3 the range allowed</extracomment>
        <translation>%1 ist keine ganze Zahl in %2…%3</translation>
    </message>
    <message>
        <source>%1 is not a number in (0, %2]</source>
        <extracomment>%1 a key of config.json, %2 the largest allowed</extracomment>
        <translation>%1 ist keine Zahl in (0, %2]</translation>
    </message>
    <message>
        <source>num_key_value_heads %1 does not divide num_attention_heads %2</source>
        <extracomment>the names with underscores are keys of config.json, kept; %1 the key/value heads, %2 the heads</extracomment>
        <translation>num_key_value_heads %1 teilt num_attention_heads %2 nicht</translation>
    </message>
    <message>
        <source>head_dim %1 is odd; RoPE turns pairs of columns</source>
        <extracomment>the names with underscores are keys of config.json, kept; %1 the width of a head</extracomment>
        <translation>head_dim %1 ist ungerade; RoPE dreht Paare von Spalten</translation>
    </message>
    <message>
        <source>rope_scaling yarn has no factor</source>
        <extracomment>the names with underscores are keys of config.json, kept; yarn and factor kept too</extracomment>
        <translation>rope_scaling yarn hat keinen factor</translation>
    </message>
    <message>
        <source>rope_scaling factor must be above 0</source>
        <extracomment>the names with underscores are keys of config.json, kept; factor kept too</extracomment>
        <translation>rope_scaling factor muss größer als 0 sein</translation>
    </message>
    <message>
        <source>rope_theta must be above 1 for yarn</source>
        <extracomment>the names with underscores are keys of config.json, kept; yarn kept too</extracomment>
        <translation>rope_theta muss für yarn größer als 1 sein</translation>
    </message>
    <message>
        <source>rope_scaling is not null or an object</source>
        <extracomment>the names with underscores are keys of config.json, kept; null kept too</extracomment>
        <translation>rope_scaling ist weder null noch ein Objekt</translation>
    </message>
    <message>
        <source>rope_scaling type &quot;%1&quot; is not supported (none, linear, llama3 or yarn)</source>
        <extracomment>the names with underscores are keys of config.json, kept; type and the types listed kept too; %1 the value found</extracomment>
        <translation>rope_scaling type „%1“ wird nicht unterstützt (none, linear, llama3 oder yarn)</translation>
    </message>
    <message>
        <source>rope_scaling factor must be at least 1</source>
        <extracomment>the names with underscores are keys of config.json, kept; factor kept too</extracomment>
        <translation>rope_scaling factor muss mindestens 1 sein</translation>
    </message>
    <message>
        <source>rope_scaling high_freq_factor must be above low_freq_factor</source>
        <extracomment>the names with underscores are keys of config.json, kept</extracomment>
        <translation>rope_scaling high_freq_factor muss größer als low_freq_factor sein</translation>
    </message>
    <message>
        <source>%1: line %2%3</source>
        <extracomment>%1 the file, %2 the line&apos;s number, %3 what is wrong with the line, with its own space or colon first (&quot; is empty&quot;, &quot;: id 7 is outside …&quot;)</extracomment>
        <translation>%1: Zeile %2%3</translation>
    </message>
    <message>
        <source>%1 has no sequence</source>
        <extracomment>%1 the file of token ids</extracomment>
        <translation>%1 enthält keine Folge</translation>
    </message>
    <message>
        <source> is empty</source>
        <extracomment>put after &quot;%1: line %2&quot; (the file and the line), the space first kept</extracomment>
        <translation> ist leer</translation>
    </message>
    <message>
        <source>: &quot;%1&quot; is not a token id</source>
        <extracomment>put after &quot;%1: line %2&quot; (the file and the line), the colon first kept; %1 the text found</extracomment>
        <translation>: „%1“ ist keine Token-ID</translation>
    </message>
    <message>
        <source>: id %1 is outside the vocabulary (0…%2)</source>
        <extracomment>put after &quot;%1: line %2&quot; (the file and the line), the colon first kept; %1 the id found, %2 the highest token id</extracomment>
        <translation>: ID %1 liegt außerhalb des Vokabulars (0…%2)</translation>
    </message>
    <message>
        <source> has more than %1 ids, the model&apos;s positions</source>
        <extracomment>put after &quot;%1: line %2&quot; (the file and the line), the space first kept; %1 the model&apos;s positions</extracomment>
        <translation> hat mehr als %1 IDs, die Positionen des Modells</translation>
    </message>
    <message>
        <source> has 1 id; a sequence needs 2 to %1</source>
        <extracomment>put after &quot;%1: line %2&quot; (the file and the line), the space first kept; %1 the model&apos;s positions</extracomment>
        <translation> hat 1 ID; eine Folge braucht 2 bis %1</translation>
    </message>
    <message>
        <source>[] (a single number)</source>
        <extracomment>a tensor&apos;s shape when it has no axes (in &quot;%1 has shape %2, …&quot;)</extracomment>
        <translation>[] (eine einzelne Zahl)</translation>
    </message>
    <message>
        <source>%1: missing; pytorch_model.bin is a Python pickle, which is not read (download model.safetensors instead)</source>
        <extracomment>%1 model.safetensors in the folder; pytorch_model.bin and model.safetensors are file names, kept</extracomment>
        <translation>%1: fehlt; pytorch_model.bin ist ein Python-Pickle, das nicht gelesen wird (stattdessen model.safetensors des Modells herunterladen)</translation>
    </message>
    <message>
        <source>%1: missing</source>
        <extracomment>%1 a file that should be there
----------
%1 a key of the session file that is not there</extracomment>
        <translation>%1: fehlt</translation>
    </message>
    <message>
        <source>model.safetensors.index.json: %1 names the file &quot;%2&quot;, which is not a shard</source>
        <extracomment>the file names are kept; %1 a tensor&apos;s name, %2 the file the index names</extracomment>
        <translation>model.safetensors.index.json: %1 nennt die Datei „%2“, die kein Shard des Modells ist</translation>
    </message>
    <message>
        <source>%1: %2 is not in it, though model.safetensors.index.json says so</source>
        <extracomment>%1 a file of the model (a shard), %2 a tensor&apos;s name; the file name kept</extracomment>
        <translation>%1: %2 fehlt darin, obwohl model.safetensors.index.json des Modells es angibt</translation>
    </message>
    <message>
        <source>no weight_map object</source>
        <extracomment>the problem with a model&apos;s model.safetensors.index.json; weight_map is its key, kept</extracomment>
        <translation>kein Objekt weight_map</translation>
    </message>
    <message>
        <source>%1: weight_map gives %2 the file &quot;%3&quot;; expected a .safetensors file in the same folder</source>
        <extracomment>%1 the index file, %2 a tensor&apos;s name, %3 the file it names; weight_map kept</extracomment>
        <translation>%1: weight_map weist %2 die Datei „%3“ zu; erwartet wird eine .safetensors-Datei im selben Ordner</translation>
    </message>
    <message>
        <source>%1: more than %2 shards</source>
        <extracomment>%1 the index file, %2 the most shards (files) a model may have</extracomment>
        <translation>%1: mehr als %2 Shards</translation>
    </message>
    <message>
        <source>%1_blocks and _scales are not MXFP4 (U8, (E, R, G, 16) and (E, R, G)): %2 and %3</source>
        <extracomment>%1 a tensor&apos;s name in the safetensors file; _blocks, _scales, MXFP4 and U8 kept; %2 and %3 their shapes (&quot;32 × 90 × 16&quot;)</extracomment>
        <translation>%1_blocks und _scales sind kein MXFP4 (U8, (E, R, G, 16) und (E, R, G)): %2 und %3</translation>
    </message>
    <message>
        <source>%1_blocks holds %2 experts, config.json says %3 (num_local_experts)</source>
        <extracomment>%1 a tensor&apos;s name in the safetensors file; _blocks and num_local_experts kept; %2 the experts it holds, %3 the experts config.json gives</extracomment>
        <translation>%1_blocks enthält %2 Experten, config.json nennt %3 (num_local_experts)</translation>
    </message>
    <message>
        <source>%1 is stored as F8_E4M3 without its %1_scale_inv</source>
        <extracomment>%1 a tensor&apos;s name in the safetensors file; F8_E4M3 and _scale_inv kept</extracomment>
        <translation>%1 ist als F8_E4M3 ohne sein %1_scale_inv gespeichert</translation>
    </message>
    <message>
        <source>%1_scale_inv is %2 %3, expected F32 %4 × %5 (one per %6 × %7 block)</source>
        <extracomment>%1 a tensor&apos;s name in the safetensors file; _scale_inv and F32 kept; %2 %3 its type and shape, %4 × %5 the shape expected, %6 × %7 a block</extracomment>
        <translation>%1_scale_inv ist %2 %3, erwartet wird F32 %4 × %5 (einer je Block aus %6 × %7)</translation>
    </message>
    <message>
        <source>%1 is stored as %2, which is not supported (F32, F16, BF16, F64 or block-scaled F8_E4M3)</source>
        <extracomment>%1 a tensor&apos;s name in the safetensors file, %2 its type (&quot;I64&quot;); the types listed kept</extracomment>
        <translation>%1 ist als %2 gespeichert, was nicht unterstützt wird (F32, F16, BF16, F64 oder blockweise skaliertes F8_E4M3)</translation>
    </message>
    <message>
        <source>%1 has shape %2, expected a vector or a matrix</source>
        <extracomment>%1 a tensor&apos;s name in the safetensors file, %2 its shape (&quot;2 × 3 × 4&quot;)</extracomment>
        <translation>%1 hat die Form %2, erwartet wird ein Vektor oder eine Matrix</translation>
    </message>
    <message>
        <source>%1 holds %2 experts, config.json says %3 (num_local_experts)</source>
        <extracomment>%1 a tensor&apos;s name in the safetensors file; num_local_experts kept; %2 the experts it holds, %3 the experts config.json gives</extracomment>
        <translation>%1 enthält %2 Experten, config.json nennt %3 (num_local_experts)</translation>
    </message>
    <message>
        <source>%1 is stored twice</source>
        <extracomment>%1 a tensor&apos;s name in the safetensors file</extracomment>
        <translation>%1 ist doppelt gespeichert</translation>
    </message>
    <message>
        <source>%1 belongs to layer %2, but config.json says %3 %4</source>
        <extracomment>%1 a tensor&apos;s name in the safetensors file, %2 its layer, %3 num_hidden_layers or n_layer (kept), %4 the number of layers</extracomment>
        <translation>%1 gehört zu Schicht %2, aber config.json nennt %3 %4</translation>
    </message>
    <message>
        <source> (from config.json)</source>
        <extracomment>added after a problem with the model&apos;s weights that comes from its config.json</extracomment>
        <translation> (aus config.json)</translation>
    </message>
    <message>
        <source>%1: no such folder</source>
        <extracomment>%1 the folder given</extracomment>
        <translation>%1: Ordner existiert nicht</translation>
    </message>
    <message>
        <source>%1: not a folder (give the folder that holds config.json and model.safetensors)</source>
        <extracomment>%1 the folder given; the file names kept</extracomment>
        <translation>%1: kein Ordner (den Modellordner mit config.json und model.safetensors angeben)</translation>
    </message>
    <message>
        <source>%1: cannot read this folder (%2)</source>
        <extracomment>%1 the folder given, %2 the system&apos;s reason</extracomment>
        <translation>%1: Dieser Ordner kann nicht gelesen werden (%2)</translation>
    </message>
    <message>
        <source>%1: missing (a Hugging Face model folder has config.json)</source>
        <extracomment>%1 config.json in the folder; Hugging Face and config.json kept</extracomment>
        <translation>%1: fehlt (ein Modellordner von Hugging Face enthält config.json)</translation>
    </message>
    <message>
        <source>%1: a %2 model splits text its own way, which vocab.json and merges.txt do not say; give token ids</source>
        <extracomment>%1 the tokenizer file, %2 the model type (llama, qwen2…); the file names kept</extracomment>
        <translation>%1: Ein %2-Modell zerlegt Text auf eigene Weise, die vocab.json und merges.txt nicht beschreiben; Token-IDs angeben</translation>
    </message>
    <message>
        <source>%1: missing; vocab.json alone cannot split text without its merges (or give tokenizer.json)</source>
        <extracomment>%1 merges.txt in the folder; the file names kept</extracomment>
        <translation>%1: fehlt; vocab.json allein kann ohne seine Merges keinen Text zerlegen (oder tokenizer.json angeben)</translation>
    </message>
    <message>
        <source>%1: no tokenizer (expected vocab.json and merges.txt, or tokenizer.json)</source>
        <extracomment>%1 the folder given; the file names kept</extracomment>
        <translation>%1: kein Tokenizer (erwartet werden vocab.json und merges.txt oder tokenizer.json)</translation>
    </message>
    <message>
        <source>%1: token &quot;%2&quot; has id %3, but the model has only %4 tokens (vocab_size in config.json)</source>
        <extracomment>%1 the tokenizer file, %2 the token, %3 its id, %4 the tokens the model has; vocab_size and config.json kept</extracomment>
        <translation>%1: Token „%2“ hat die ID %3, aber das Modell hat nur %4 Tokens (vocab_size in config.json)</translation>
    </message>
    <message>
        <source>Layer %1 (--layer %2) does not fit a session: %3</source>
        <extracomment>--layer is a command line option, kept; %1 the layer counted from 1, %2 from 0, %3 why (English, from the core)</extracomment>
        <translation>Schicht %1 (--layer %2) passt in keine Sitzung: %3</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not a token id (0…%3)</source>
        <extracomment>%1 what the token is for (an option such as --answer, or a field&apos;s name), %2 what was given (&quot;#70000&quot;), %3 the highest token id</extracomment>
        <translation>%1 „%2“ ist keine Token-ID (0…%3)</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not one token after the text: the text then ends in %3%4 (give a one-token continuation such as &quot; Mary&quot;, or #ID)</source>
        <extracomment>%1 what the token is for (an option such as --answer, or a field&apos;s name), %2 the text given, %3 the tokens the text ends in then (&quot;&quot;Ma&quot; (12), &quot;ry&quot; (34)&quot;) or &quot;nothing new&quot;, %4 &quot;, and the text&apos;s own last tokens change&quot; or nothing; &quot; Mary&quot; is an example of a name that continues a text, #ID kept</extracomment>
        <translation>%1 „%2“ ist nicht genau ein Token nach dem Text: Der Text endet dann auf %3%4 (eine Fortsetzung aus einem Token wie „ Mary“ oder #ID angeben)</translation>
    </message>
    <message>
        <source>nothing new</source>
        <extracomment>what a text ends in when what was given added no token (in &quot;the text then ends in %3&quot;)</extracomment>
        <translation>nichts Neues</translation>
    </message>
    <message>
        <source>, and the text&apos;s own last tokens change</source>
        <extracomment>added after the tokens a text ends in, when the given text also changed the text&apos;s own last tokens</extracomment>
        <translation>, und die letzten Tokens des Texts selbst ändern sich</translation>
    </message>
    <message>
        <source>%1 and %2 overlap (bytes %3…%4 and %5…%6 of the data)</source>
        <extracomment>%1 and %2 two tensors&apos; names, %3…%4 and %5…%6 the bytes each takes</extracomment>
        <translation>%1 und %2 überlappen sich (Bytes %3…%4 und %5…%6 der Daten)</translation>
    </message>
    <message>
        <source>%1 bytes, too short for a safetensors file (it starts with an 8-byte header length)</source>
        <extracomment>%1 the file&apos;s size; safetensors kept</extracomment>
        <translation>%1 Bytes, zu kurz für eine safetensors-Datei (sie beginnt mit einer 8 Byte langen Header-Länge)</translation>
    </message>
    <message>
        <source>the header length (%1 bytes) goes past the end of the file (%2 bytes): the file is truncated or not a safetensors file</source>
        <extracomment>%1 the length the header gives, %2 the file&apos;s size; safetensors kept</extracomment>
        <translation>die Header-Länge (%1 Bytes) reicht über das Dateiende hinaus (%2 Bytes): Die Datei ist abgeschnitten oder keine safetensors-Datei</translation>
    </message>
    <message>
        <source>the header is %1 bytes, over the limit of %2 MB</source>
        <extracomment>%1 the header&apos;s size, %2 the most megabytes</extracomment>
        <translation>der Header ist %1 Bytes groß, über der Grenze von %2 MB</translation>
    </message>
    <message>
        <source>the header is empty</source>
        <translation>der Header ist leer</translation>
    </message>
    <message>
        <source>the header is %1</source>
        <translation>der Header ist %1</translation>
    </message>
    <message>
        <source>the header: %1</source>
        <translation>Header: %1</translation>
    </message>
    <message>
        <source>the header is not a JSON object</source>
        <translation>der Header ist kein JSON-Objekt</translation>
    </message>
    <message>
        <source>__metadata__ is not an object</source>
        <extracomment>__metadata__ is a key of the header, kept</extracomment>
        <translation>__metadata__ ist kein Objekt</translation>
    </message>
    <message>
        <source>not an object with dtype, shape and data_offsets</source>
        <extracomment>about one tensor of a safetensors file; dtype, shape and data_offsets are keys, kept</extracomment>
        <translation>kein Objekt mit dtype, shape und data_offsets</translation>
    </message>
    <message>
        <source>dtype is missing or not a string</source>
        <extracomment>about one tensor of a safetensors file; dtype is a key, kept</extracomment>
        <translation>dtype fehlt oder ist keine Zeichenkette</translation>
    </message>
    <message>
        <source>unknown dtype &quot;%1&quot;</source>
        <extracomment>dtype is a key of a safetensors file, kept; %1 the type found</extracomment>
        <translation>unbekannter dtype „%1“</translation>
    </message>
    <message>
        <source>shape is missing or not a list</source>
        <extracomment>about one tensor of a safetensors file; shape is a key, kept</extracomment>
        <translation>shape fehlt oder ist keine Liste</translation>
    </message>
    <message>
        <source>shape has %1 dimensions, more than 8</source>
        <extracomment>shape is a key of a safetensors file, kept; %1 a count</extracomment>
        <translation>shape hat %1 Dimensionen, mehr als 8</translation>
    </message>
    <message>
        <source>shape[%1] is not a whole number ≥ 0</source>
        <extracomment>shape is a key of a safetensors file, kept; %1 the axis (from 0)</extracomment>
        <translation>shape[%1] ist keine ganze Zahl ≥ 0</translation>
    </message>
    <message>
        <source>shape [%1…] needs more bytes than the file holds</source>
        <extracomment>shape is a key of a safetensors file, kept; %1 its first size</extracomment>
        <translation>shape [%1…] braucht mehr Bytes, als die Datei enthält</translation>
    </message>
    <message>
        <source>data_offsets is missing or not a list</source>
        <extracomment>about one tensor of a safetensors file; data_offsets is a key, kept</extracomment>
        <translation>data_offsets fehlt oder ist keine Liste</translation>
    </message>
    <message>
        <source>data_offsets is not a pair of whole numbers ≥ 0</source>
        <extracomment>data_offsets is a key of a safetensors file, kept</extracomment>
        <translation>data_offsets ist kein Paar ganzer Zahlen ≥ 0</translation>
    </message>
    <message>
        <source>data_offsets [%1, %2] begin after they end</source>
        <extracomment>data_offsets is a key of a safetensors file, kept; %1 and %2 its two numbers</extracomment>
        <translation>data_offsets [%1, %2] beginnen nach ihrem Ende</translation>
    </message>
    <message>
        <source>data_offsets [%1, %2] end past the data (%3 bytes): the file is truncated</source>
        <extracomment>data_offsets is a key of a safetensors file, kept; %1 and %2 its two numbers, %3 the data&apos;s size</extracomment>
        <translation>data_offsets [%1, %2] enden hinter den Daten (%3 Bytes): Die Datei ist abgeschnitten</translation>
    </message>
    <message>
        <source>data_offsets [%1, %2] hold %3 bytes, but a %4 tensor of that shape needs %5</source>
        <extracomment>data_offsets is a key of a safetensors file, kept; %1 and %2 its two numbers, %3 the bytes, %4 the type (&quot;F32&quot;), %5 the bytes needed</extracomment>
        <translation>data_offsets [%1, %2] umfassen %3 Bytes, aber ein %4-Tensor dieser Form braucht %5</translation>
    </message>
    <message>
        <source>%1: token &quot;%2&quot; has id %3, expected a whole number in 0…%4</source>
        <extracomment>%1 the vocabulary file, %2 a token, %3 the id found, %4 the highest id allowed</extracomment>
        <translation>%1: Token „%2“ hat die ID %3, erwartet wird eine ganze Zahl in 0…%4</translation>
    </message>
    <message>
        <source>%1: id %2 is given to two tokens (&quot;%3&quot; and &quot;%4&quot;)</source>
        <extracomment>%1 the vocabulary file, %2 the id, %3 and %4 the two tokens</extracomment>
        <translation>%1: Die ID %2 ist an zwei Tokens vergeben („%3“ und „%4“)</translation>
    </message>
    <message>
        <source>%1: merge %2 is not two tokens separated by one space</source>
        <extracomment>%1 the merges file, %2 the merge&apos;s number</extracomment>
        <translation>%1: Merge %2 besteht nicht aus zwei durch ein Leerzeichen getrennten Tokens</translation>
    </message>
    <message>
        <source>%1: expected an object of tokens and their ids</source>
        <extracomment>%1 the vocabulary file (vocab.json)</extracomment>
        <translation>%1: erwartet wird ein Objekt aus Tokens und ihren IDs</translation>
    </message>
    <message>
        <source>%1: the id of token &quot;%2&quot; is not a number</source>
        <extracomment>%1 the vocabulary file (vocab.json), %2 a token</extracomment>
        <translation>%1: Die ID des Tokens „%2“ ist keine Zahl</translation>
    </message>
    <message>
        <source>%1: line %2 is not two tokens separated by one space</source>
        <extracomment>%1 the merges file (merges.txt), %2 the line&apos;s number</extracomment>
        <translation>%1: Zeile %2 besteht nicht aus zwei durch ein Leerzeichen getrennten Tokens</translation>
    </message>
    <message>
        <source>the vocabulary has no token for &quot;%1&quot; (in &quot;%2&quot;)</source>
        <extracomment>%1 a character, %2 the piece of text it is in
----------
%1 a part of a word, %2 the piece of text it is in</extracomment>
        <translation>das Vokabular hat kein Token für „%1“ (in „%2“)</translation>
    </message>
    <message>
        <source>%1: normalizer makes the text more than 16 times longer; give token ids</source>
        <extracomment>%1 the tokenizer file; normalizer is its key, kept</extracomment>
        <translation>%1: normalizer macht den Text mehr als 16-mal länger; Token-IDs angeben</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not in model.vocab</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); %1 the unknown token; model.vocab kept</extracomment>
        <translation>„%1“ steht nicht im Modellvokabular model.vocab</translation>
    </message>
    <message>
        <source>is %1: BPE dropout gives random ids</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); %1 the dropout; BPE kept</extracomment>
        <translation>ist %1: BPE-Dropout ergibt zufällige IDs</translation>
    </message>
    <message>
        <source>is not supported</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;)</extracomment>
        <translation>wird nicht unterstützt</translation>
    </message>
    <message>
        <source>%1: %2; give token ids</source>
        <extracomment>%1 the tokenizer file, %2 the place in it and what is wrong there (&quot;model.dropout is 0.1: …&quot;)</extracomment>
        <translation>%1: %2; Token-IDs angeben</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not supported</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); %1 the step&apos;s type (&quot;Precompiled&quot;)</extracomment>
        <translation>„%1“ wird nicht unterstützt</translation>
    </message>
    <message>
        <source>(Prepend) has no &quot;prepend&quot; string</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); Prepend and prepend kept</extracomment>
        <translation>(Prepend) hat keine Zeichenkette „prepend“</translation>
    </message>
    <message>
        <source>(Replace) has no &quot;content&quot; string</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); Replace and content kept</extracomment>
        <translation>(Replace) hat keine Zeichenkette „content“</translation>
    </message>
    <message>
        <source>is one normalizer more than the %1 supported</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); %1 the most normalizers</extracomment>
        <translation>ist ein Normalizer mehr als die %1 unterstützten</translation>
    </message>
    <message>
        <source>is a second ByteLevel step</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); ByteLevel kept</extracomment>
        <translation>ist ein zweiter ByteLevel-Schritt</translation>
    </message>
    <message>
        <source>(Split) has behavior &quot;%1&quot;, expected one of %2</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); Split and behavior kept; %1 the value found, %2 the values allowed</extracomment>
        <translation>(Split) hat behavior „%1“, erwartet wird eines von %2</translation>
    </message>
    <message>
        <source>(Metaspace) needs a one-character &quot;replacement&quot;</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); Metaspace and replacement kept</extracomment>
        <translation>(Metaspace) braucht ein „replacement“ aus einem Zeichen</translation>
    </message>
    <message>
        <source>(Metaspace) has prepend_scheme &quot;%1&quot;, expected always, first or never</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); Metaspace, prepend_scheme and the values kept; %1 the value found</extracomment>
        <translation>(Metaspace) hat prepend_scheme „%1“, erwartet wird always, first oder never</translation>
    </message>
    <message>
        <source>is one pre-tokenizer more than the %1 supported</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); %1 the most pre-tokenizers</extracomment>
        <translation>ist ein Pre-Tokenizer mehr als die %1 unterstützten</translation>
    </message>
    <message>
        <source>is not the one text $A a single text has</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); $A (the text) kept</extracomment>
        <translation>ist nicht der eine Text $A, den ein einzelner Text hat</translation>
    </message>
    <message>
        <source>names no token of special_tokens</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); special_tokens kept</extracomment>
        <translation>nennt kein Token aus special_tokens</translation>
    </message>
    <message>
        <source>gives id %1, which is not a token</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); %1 the id</extracomment>
        <translation>gibt die ID %1 an, die kein Token ist</translation>
    </message>
    <message>
        <source>(TemplateProcessing) has no $A in &quot;single&quot;</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); TemplateProcessing, $A and single kept</extracomment>
        <translation>(TemplateProcessing) hat kein $A in „single“</translation>
    </message>
    <message>
        <source>%1: added_tokens[%2] needs a &quot;content&quot; string and a whole &quot;id&quot; in 0…%3</source>
        <extracomment>%1 the tokenizer file, %2 the entry&apos;s number, %3 the highest id; added_tokens, content and id kept</extracomment>
        <translation>%1: added_tokens[%2] braucht eine Zeichenkette „content“ und eine ganze Zahl „id“ in 0…%3</translation>
    </message>
    <message>
        <source>is %1, but the tokenizers library gives &quot;%2&quot; id %3</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); %1 the id the file gives, %2 the token, %3 the id the library gives</extracomment>
        <translation>ist %1, aber die Bibliothek tokenizers gibt „%2“ die ID %3</translation>
    </message>
    <message>
        <source>expected an object</source>
        <extracomment>what is wrong in tokenizer_config.json</extracomment>
        <translation>erwartet wird ein Objekt</translation>
    </message>
    <message>
        <source>%1 is true but %2 names no token of the tokenizer</source>
        <extracomment>what is wrong in tokenizer_config.json; %1 add_bos_token or add_eos_token, %2 bos_token or eos_token</extracomment>
        <translation>%1 ist true, aber %2 nennt kein Token des Tokenizers</translation>
    </message>
    <message>
        <source>has an empty pattern</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;)</extracomment>
        <translation>hat ein leeres Muster</translation>
    </message>
    <message>
        <source>has no pattern {&quot;String&quot;: …} or {&quot;Regex&quot;: …}</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); String and Regex kept</extracomment>
        <translation>hat kein Muster {&quot;String&quot;: …} oder {&quot;Regex&quot;: …}</translation>
    </message>
    <message>
        <source>has a pattern that %1</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); %1 what is wrong with the pattern (&quot;can match the empty string&quot;)</extracomment>
        <translation>hat ein Muster, das %1</translation>
    </message>
    <message>
        <source>no &quot;model&quot; object</source>
        <extracomment>model is a key of tokenizer.json, kept</extracomment>
        <translation>kein Modellobjekt „model“</translation>
    </message>
    <message>
        <source>model type &quot;%1&quot; is not BPE, the only tokenizer model supported</source>
        <extracomment>BPE kept; %1 the model type found</extracomment>
        <translation>Modelltyp „%1“ ist nicht BPE, das einzige unterstützte Tokenizer-Modell</translation>
    </message>
    <message>
        <source>model.vocab is missing or empty</source>
        <extracomment>model.vocab is a key of tokenizer.json, kept</extracomment>
        <translation>model.vocab (das Modellvokabular) fehlt oder ist leer</translation>
    </message>
    <message>
        <source>model.merges is missing: a vocabulary without its merges cannot split text</source>
        <extracomment>model.merges is a key of tokenizer.json, kept</extracomment>
        <translation>model.merges fehlt: Ein Modellvokabular ohne seine Merges kann keinen Text zerlegen</translation>
    </message>
    <message>
        <source>model.vocab: the id of token &quot;%1&quot; is not a number</source>
        <extracomment>model.vocab is a key of tokenizer.json, kept; %1 a token</extracomment>
        <translation>model.vocab: Die ID des Tokens „%1“ im Modellvokabular ist keine Zahl</translation>
    </message>
    <message>
        <source>makes the added token &quot;%1&quot; too long</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); %1 a token</extracomment>
        <translation>macht das hinzugefügte Token „%1“ zu lang</translation>
    </message>
    <message>
        <source>(Metaspace, prepend_scheme &quot;first&quot;) after a Strip or Replace normalizer is not supported</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); Metaspace, prepend_scheme, first, Strip and Replace kept</extracomment>
        <translation>(Metaspace, prepend_scheme „first“) nach einem Strip- oder Replace-Normalizer wird nicht unterstützt</translation>
    </message>
    <message>
        <source>ends with a lone \</source>
        <extracomment>what is wrong with a tokenizer&apos;s regular expression, put after &quot;has a pattern that&quot;</extracomment>
        <translation>mit einem einzelnen \ endet</translation>
    </message>
    <message>
        <source>uses \%1, which Qt&apos;s engine reads otherwise</source>
        <extracomment>what is wrong with a tokenizer&apos;s regular expression, put after &quot;has a pattern that&quot;; %1 a letter</extracomment>
        <translation>\%1 verwendet, das die Engine von Qt anders liest</translation>
    </message>
    <message>
        <source>has a negated or POSIX class inside a class</source>
        <extracomment>what is wrong with a tokenizer&apos;s regular expression, put after &quot;has a pattern that&quot;</extracomment>
        <translation>eine negierte oder POSIX-Klasse innerhalb einer Klasse enthält</translation>
    </message>
    <message>
        <source>has a range beside a class inside a class</source>
        <extracomment>what is wrong with a tokenizer&apos;s regular expression, put after &quot;has a pattern that&quot;</extracomment>
        <translation>einen Bereich neben einer Klasse innerhalb einer Klasse enthält</translation>
    </message>
    <message>
        <source>intersects classes (&amp;&amp;)</source>
        <extracomment>what is wrong with a tokenizer&apos;s regular expression, put after &quot;has a pattern that&quot;</extracomment>
        <translation>Klassen schneidet (&amp;&amp;)</translation>
    </message>
    <message>
        <source>has a group (?%1 Qt&apos;s engine reads otherwise</source>
        <extracomment>what is wrong with a tokenizer&apos;s regular expression, put after &quot;has a pattern that&quot;; %1 the group&apos;s first characters (&quot;?P&quot;)</extracomment>
        <translation>eine Gruppe (?%1 enthält, die die Engine von Qt anders liest</translation>
    </message>
    <message>
        <source>Qt cannot read (%1)</source>
        <extracomment>what is wrong with a tokenizer&apos;s regular expression, put after &quot;has a pattern that&quot;; %1 Qt&apos;s reason</extracomment>
        <translation>Qt nicht lesen kann (%1)</translation>
    </message>
    <message>
        <source>can match the empty string</source>
        <extracomment>what is wrong with a tokenizer&apos;s regular expression, put after &quot;has a pattern that&quot;</extracomment>
        <translation>auf die leere Zeichenkette passen kann</translation>
    </message>
    <message>
        <source>not a .npy file (it does not start with \x93NUMPY)</source>
        <translation>keine .npy-Datei (sie beginnt nicht mit \x93NUMPY)</translation>
    </message>
    <message>
        <source>npy format %1.%2 is not read (1.0, 2.0 or 3.0)</source>
        <extracomment>%1.%2 the version of the .npy format</extracomment>
        <translation>npy-Format %1.%2 wird nicht gelesen (1.0, 2.0 oder 3.0)</translation>
    </message>
    <message>
        <source>the .npy header is cut short</source>
        <translation>der .npy-Header ist abgeschnitten</translation>
    </message>
    <message>
        <source>the .npy header says it is %1 bytes long; the file is shorter</source>
        <extracomment>%1 a number of bytes</extracomment>
        <translation>der .npy-Header gibt eine Länge von %1 Bytes an; die Datei ist kürzer</translation>
    </message>
    <message>
        <source>the .npy header does not give descr, fortran_order and shape</source>
        <extracomment>descr, fortran_order and shape are the names of the header&apos;s fields, kept as they are</extracomment>
        <translation>der .npy-Header gibt descr, fortran_order und shape nicht an</translation>
    </message>
    <message>
        <source>the numbers are %1; expected little-endian float32 or float64 (&lt;f4, &lt;f8)</source>
        <extracomment>%1 the type the .npy header gives (e.g. &quot;&lt;i8&quot;)</extracomment>
        <translation>die Zahlen sind %1; erwartet wird Little-Endian-float32 oder -float64 (&lt;f4, &lt;f8)</translation>
    </message>
    <message>
        <source>fortran_order is %1, not True or False</source>
        <extracomment>fortran_order, True and False as written in the .npy header, kept; %1 the value found</extracomment>
        <translation>fortran_order ist %1, nicht True oder False</translation>
    </message>
    <message>
        <source>shape is %1, not a tuple</source>
        <extracomment>%1 the shape as written in the .npy header</extracomment>
        <translation>shape ist %1, kein Tupel</translation>
    </message>
    <message>
        <source>shape %1 is not a tuple of whole numbers</source>
        <extracomment>%1 the shape as written in the .npy header</extracomment>
        <translation>shape %1 ist kein Tupel ganzer Zahlen</translation>
    </message>
    <message>
        <source>shape %1 holds more than %2 numbers</source>
        <extracomment>%1 the shape as written in the .npy header, %2 the largest count of numbers read</extracomment>
        <translation>shape %1 umfasst mehr als %2 Zahlen</translation>
    </message>
    <message>
        <source>shape %1 has more than 16 axes</source>
        <extracomment>%1 the shape as written in the .npy header</extracomment>
        <translation>shape %1 hat mehr als 16 Achsen</translation>
    </message>
    <message>
        <source>shape %1 of %2-byte numbers needs %3 bytes of data; the file has %4</source>
        <extracomment>%1 the shape as written in the .npy header, %2 4 or 8, %3 the bytes needed, %4 the bytes there</extracomment>
        <translation>shape %1 aus %2-Byte-Zahlen braucht %3 Bytes Daten; die Datei hat %4</translation>
    </message>
    <message>
        <source>more than %1 values in the file, far beyond %2</source>
        <extracomment>a session file far too large; %1 a count of values, %2 what a part of the file holds at most (&quot;the limit of 4096 tokens&quot;, &quot;a single value&quot;)</extracomment>
        <translation>mehr als %1 Werte in der Datei, weit über %2 hinaus</translation>
    </message>
    <message>
        <source>a string of more than %1 bytes in the file, far beyond %2</source>
        <extracomment>a session file&apos;s text far too long; %1 a count of bytes, %2 what a part of the file holds at most (&quot;the limit of 64 bytes a token&quot;, &quot;its settings&quot;)</extracomment>
        <translation>eine Zeichenkette mit mehr als %1 Bytes in der Datei, weit über %2 hinaus</translation>
    </message>
    <message>
        <source>the limit of %1 × %2 numbers</source>
        <extracomment>what a part of a session file is beyond (in &quot;…, far beyond %2&quot;); %1 × %2 a matrix&apos;s rows and columns</extracomment>
        <translation>die Grenze von %1 × %2 Zahlen</translation>
    </message>
    <message>
        <source>a single value</source>
        <extracomment>what a part of a session file is beyond (in &quot;…, far beyond %2&quot;): a setting</extracomment>
        <translation>einen einzelnen Wert</translation>
    </message>
    <message>
        <source>its one value</source>
        <extracomment>what a setting&apos;s text in a session file is beyond (in &quot;…, far beyond %2&quot;)</extracomment>
        <translation>ihren einen Wert</translation>
    </message>
    <message>
        <source>the limit of %1 tokens</source>
        <extracomment>what a part of a session file is beyond (in &quot;…, far beyond %2&quot;); %1 a count of tokens</extracomment>
        <translation>die Grenze von %1 Tokens</translation>
    </message>
    <message>
        <source>the limit of %1 bytes a token</source>
        <extracomment>what a token&apos;s text is beyond (in &quot;…, far beyond %2&quot;); %1 a count of bytes</extracomment>
        <translation>die Grenze von %1 Bytes je Token</translation>
    </message>
    <message>
        <source>the two settings optimizer and lr</source>
        <extracomment>what a part of a session file is beyond (in &quot;…, far beyond %2&quot;); optimizer and lr are the settings&apos; names in the file, kept as they are</extracomment>
        <translation>die zwei Einstellungen optimizer und lr</translation>
    </message>
    <message>
        <source>its settings</source>
        <extracomment>what the text of a setting in a session file is beyond (in &quot;…, far beyond %2&quot;)</extracomment>
        <translation>seine Einstellungen</translation>
    </message>
    <message>
        <source>the limit of %1 numbers</source>
        <extracomment>what a part of a session file is beyond (in &quot;…, far beyond %2&quot;); %1 a count of numbers</extracomment>
        <translation>die Grenze von %1 Zahlen</translation>
    </message>
    <message>
        <source>a position for each of %1 tokens</source>
        <extracomment>what a part of a session file is beyond (in &quot;…, far beyond %2&quot;); %1 a count of tokens</extracomment>
        <translation>je eine Position für %1 Tokens</translation>
    </message>
    <message>
        <source>seven matrices of at most %1 × %1 numbers</source>
        <extracomment>what a part of a session file is beyond (in &quot;…, far beyond %2&quot;); %1 × %1 a matrix&apos;s rows and columns</extracomment>
        <translation>sieben Matrizen mit höchstens %1 × %1 Zahlen</translation>
    </message>
    <message>
        <source>a block of %1 tokens, d_model %2 and %3 hidden units</source>
        <extracomment>what a part of a session file is beyond (in &quot;…, far beyond %2&quot;); %1 a count of tokens, %2 the model&apos;s width (d_model kept), %3 a count</extracomment>
        <translation>einen Block aus %1 Tokens, d_model %2 und %3 verborgenen Einheiten</translation>
    </message>
    <message>
        <source>its activation</source>
        <extracomment>what the name of a block&apos;s activation in a session file is beyond (in &quot;…, far beyond %2&quot;)</extracomment>
        <translation>seine Aktivierung</translation>
    </message>
    <message>
        <source>one number for each of at most %1 heads</source>
        <extracomment>what a part of a session file is beyond (in &quot;…, far beyond %2&quot;); %1 a count of heads</extracomment>
        <translation>je eine Zahl für höchstens %1 Heads</translation>
    </message>
    <message>
        <source>the limit of %1 pairs</source>
        <extracomment>what a part of a session file is beyond (in &quot;…, far beyond %2&quot;); %1 a count of pairs of tokens</extracomment>
        <translation>die Grenze von %1 Paaren</translation>
    </message>
    <message>
        <source>a single text</source>
        <extracomment>what a part of a session file is beyond (in &quot;…, far beyond %2&quot;): the notes</extracomment>
        <translation>einen einzelnen Text</translation>
    </message>
    <message>
        <source>the limit of %1 bytes</source>
        <extracomment>what a text in a session file is beyond (in &quot;…, far beyond %2&quot;); %1 a count of bytes</extracomment>
        <translation>die Grenze von %1 Bytes</translation>
    </message>
    <message>
        <source>more than %1 bytes, beyond the limit of 1 MB for the app&apos;s view state</source>
        <extracomment>the view state of a session file too large; %1 a count of bytes</extracomment>
        <translation>mehr als %1 Bytes, über der Grenze von 1 MB für den Ansichtszustand der App</translation>
    </message>
    <message>
        <source>view: %1: %2 bytes, more than the limit of %3</source>
        <extracomment>&quot;view&quot; is a key of the session file, kept as it is; %1 a key within it (title, note or file), %2 its size in bytes, %3 the most bytes it may have</extracomment>
        <translation>view: %1: %2 Bytes, mehr als die Grenze von %3</translation>
    </message>
    <message>
        <source>view: head_labels: %1 labels, more than the limit of %2 heads</source>
        <extracomment>&quot;view&quot; and &quot;head_labels&quot; are keys of the session file, kept as they are; %1 a count of labels, %2 the most heads</extracomment>
        <translation>view: head_labels: %1 Beschriftungen, mehr als die Grenze von %2 Heads</translation>
    </message>
    <message>
        <source>view: head_labels: label %1 is longer than %2 bytes of UTF-8</source>
        <extracomment>&quot;view&quot; and &quot;head_labels&quot; are keys of the session file, kept as they are; %1 the label&apos;s number (from 0), %2 the most bytes</extracomment>
        <translation>view: head_labels: Beschriftung %1 ist länger als %2 Bytes UTF-8</translation>
    </message>
    <message>
        <source>a number</source>
        <extracomment>what a value in a session file is instead (in &quot;%1 is %2, expected a number&quot;)</extracomment>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>a string</source>
        <extracomment>what a value in a session file is instead (in &quot;%1 is %2, expected a number&quot;)</extracomment>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <source>a list</source>
        <extracomment>what a value in a session file is instead (in &quot;%1 is %2, expected a number&quot;)</extracomment>
        <translation>eine Liste</translation>
    </message>
    <message>
        <source>an object</source>
        <extracomment>what a value in a session file is instead (in &quot;%1 is %2, expected a number&quot;)</extracomment>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>nothing</source>
        <extracomment>what a value in a session file is instead (in &quot;%1 is %2, expected a number&quot;)</extracomment>
        <translation>nichts</translation>
    </message>
    <message>
        <source>%1 is %2, expected a number</source>
        <extracomment>%1 where in the session file (a key such as W_Q, or &quot;W_Q: row 2, column 3&quot;), %2 what it is: &quot;a list&quot;, &quot;a string&quot;…</extracomment>
        <translation>%1 ist %2, erwartet wird eine Zahl</translation>
    </message>
    <message>
        <source>%1 is not a finite number</source>
        <extracomment>%1 where in the session file (a key such as W_Q, or &quot;W_Q: row 2, column 3&quot;)</extracomment>
        <translation>%1 ist keine endliche Zahl</translation>
    </message>
    <message>
        <source>%1 is %2, expected a whole number</source>
        <extracomment>%1 where in the session file (a key such as W_Q, or &quot;W_Q: row 2, column 3&quot;), %2 the number found</extracomment>
        <translation>%1 ist %2, erwartet wird eine ganze Zahl</translation>
    </message>
    <message>
        <source>%1 is %2, outside 0…%3</source>
        <extracomment>%1 where in the session file (a key such as W_Q, or &quot;W_Q: row 2, column 3&quot;), %2 the number found, %3 the highest allowed</extracomment>
        <translation>%1 ist %2, außerhalb von 0…%3</translation>
    </message>
    <message>
        <source>%1 is %2, expected a list</source>
        <extracomment>%1 where in the session file (a key such as W_Q, or &quot;W_Q: row 2, column 3&quot;), %2 what it is: &quot;a number&quot;, &quot;a string&quot;…</extracomment>
        <translation>%1 ist %2, erwartet wird eine Liste</translation>
    </message>
    <message>
        <source>%1: %2 numbers, expected %3</source>
        <extracomment>%1 a key of the session file (W_Q, embeddings…), %2 the count found, %3 the count expected</extracomment>
        <translation>%1: %2 Zahlen, erwartet: %3</translation>
    </message>
    <message>
        <source>%1: entry %2</source>
        <extracomment>a place in a session file, put into messages; %1 a key of the file, %2 the entry&apos;s number (from 0)</extracomment>
        <translation>%1: Eintrag %2</translation>
    </message>
    <message>
        <source>%1 is %2, outside ±%3</source>
        <extracomment>%1 where in the session file (a key such as W_Q, or &quot;W_Q: row 2, column 3&quot;), %2 the number found, %3 the largest size allowed</extracomment>
        <translation>%1 ist %2, außerhalb von ±%3</translation>
    </message>
    <message>
        <source>%1: %2 rows, expected %3</source>
        <extracomment>%1 a key of the session file (W_Q, embeddings…), %2 the count found, %3 the count expected</extracomment>
        <translation>%1: %2 Zeilen, erwartet: %3</translation>
    </message>
    <message>
        <source>%1: no rows</source>
        <extracomment>%1 a key of the session file (W_Q, embeddings…)</extracomment>
        <translation>%1: keine Zeilen</translation>
    </message>
    <message>
        <source>%1: %2 rows, more than the limit of %3</source>
        <extracomment>%1 a key of the session file (W_Q, embeddings…), %2 the count found, %3 the most allowed</extracomment>
        <translation>%1: %2 Zeilen, mehr als die Grenze von %3</translation>
    </message>
    <message>
        <source>%1: row %2</source>
        <extracomment>a place in a session file, put into messages; %1 a key of the file, %2 the row&apos;s number (from 0)</extracomment>
        <translation>%1: Zeile %2</translation>
    </message>
    <message>
        <source>%1: row 0 is empty</source>
        <extracomment>%1 a key of the session file (W_Q, embeddings…)</extracomment>
        <translation>%1: Zeile 0 ist leer</translation>
    </message>
    <message>
        <source>%1: %2 columns, more than the limit of %3</source>
        <extracomment>%1 a key of the session file (W_Q, embeddings…), %2 the count found, %3 the most allowed</extracomment>
        <translation>%1: %2 Spalten, mehr als die Grenze von %3</translation>
    </message>
    <message>
        <source>%1: row %2 has %3 numbers, expected %4</source>
        <extracomment>%1 a key of the session file (W_Q, embeddings…), %2 the row&apos;s number (from 0), %3 the count found, %4 the count expected</extracomment>
        <translation>%1: Zeile %2 hat %3 Zahlen, erwartet: %4</translation>
    </message>
    <message>
        <source>%1: row %2, column %3</source>
        <extracomment>a place in a session file, put into messages; %1 a key of the file, %2 the row, %3 the column (from 0)</extracomment>
        <translation>%1: Zeile %2, Spalte %3</translation>
    </message>
    <message>
        <source>%1: %2 must be a positive number up to %3</source>
        <extracomment>%1 where in the session file (a key such as W_Q, or &quot;W_Q: row 2, column 3&quot;), %2 the number found, %3 the largest allowed</extracomment>
        <translation>%1: %2 muss eine positive Zahl bis %3 sein</translation>
    </message>
    <message>
        <source>window: %1 must be a whole number ≥ 1</source>
        <extracomment>before the colon: a key of the session file, kept; %1 the value found</extracomment>
        <translation>window: %1 muss eine ganze Zahl ≥ 1 sein</translation>
    </message>
    <message>
        <source>window: %1 is more than %2</source>
        <extracomment>before the colon: a key of the session file, kept; %1 the value found, %2 the largest whole number</extracomment>
        <translation>window: %1 ist größer als %2</translation>
    </message>
    <message>
        <source>prefix: %1 must be a whole number in 0…%2</source>
        <extracomment>before the colon: a key of the session file, kept; %1 the value found, %2 the count of tokens</extracomment>
        <translation>prefix: %1 muss eine ganze Zahl in 0…%2 sein</translation>
    </message>
    <message>
        <source>prefix: %1 is outside 0…%2</source>
        <extracomment>before the colon: a key of the session file, kept; %1 the value found, %2 the count of tokens</extracomment>
        <translation>prefix: %1 liegt außerhalb von 0…%2</translation>
    </message>
    <message>
        <source>segments: %1 ids for %2 tokens</source>
        <extracomment>before the colon: a key of the session file, kept; %1 a count of segment ids, %2 a count of tokens</extracomment>
        <translation>segments: %1 IDs für %2 Tokens</translation>
    </message>
    <message>
        <source>segments: entry %1 is %2, expected a whole number</source>
        <extracomment>before the colon: a key of the session file, kept; %1 the entry&apos;s number (from 0), %2 the value found</extracomment>
        <translation>segments: Eintrag %1 ist %2, erwartet wird eine ganze Zahl</translation>
    </message>
    <message>
        <source>target: %1 rows for %2 tokens</source>
        <extracomment>before the colon: a key of the session file, kept; %1 a count of rows, %2 a count of tokens</extracomment>
        <translation>target: %1 Zeilen für %2 Tokens</translation>
    </message>
    <message>
        <source>training is %1, expected an object</source>
        <extracomment>&quot;training&quot; is a key of the session file, kept; %1 what it is: &quot;a list&quot;, &quot;a number&quot;…</extracomment>
        <translation>training ist %1, erwartet wird ein Objekt</translation>
    </message>
    <message>
        <source>training: %1: missing</source>
        <extracomment>before the colon: a key of the session file, kept; %1 a key within it (optimizer or lr)</extracomment>
        <translation>training: %1: fehlt</translation>
    </message>
    <message>
        <source>training: optimizer is %1, expected &quot;sgd&quot; or &quot;adam&quot;</source>
        <extracomment>before the colon: a key of the session file, kept; &quot;optimizer&quot;, &quot;sgd&quot; and &quot;adam&quot; kept too; %1 the value found (&quot;a list&quot;…)</extracomment>
        <translation>training: optimizer ist %1, erwartet wird „sgd“ oder „adam“</translation>
    </message>
    <message>
        <source>training: lr: %1 must be a positive number</source>
        <extracomment>before the colon: a key of the session file, kept; lr kept too; %1 the value found</extracomment>
        <translation>training: lr: %1 muss eine positive Zahl sein</translation>
    </message>
    <message>
        <source>format: expected &quot;%1&quot;</source>
        <extracomment>before the colon: a key of the session file, kept; %1 the format&apos;s name</extracomment>
        <translation>format: erwartet wird „%1“</translation>
    </message>
    <message>
        <source>version: expected %1</source>
        <extracomment>before the colon: a key of the session file, kept; %1 the version this app writes</extracomment>
        <translation>version: erwartet wird %1</translation>
    </message>
    <message>
        <source>version: %1 is newer than this app reads (%2)</source>
        <extracomment>before the colon: a key of the session file, kept; %1 the file&apos;s version, %2 the newest this app reads</extracomment>
        <translation>version: %1 ist neuer, als diese App lesen kann (%2)</translation>
    </message>
    <message>
        <source>tokens: there must be at least one token</source>
        <extracomment>before the colon: a key of the session file, kept</extracomment>
        <translation>tokens: Es muss mindestens ein Token geben</translation>
    </message>
    <message>
        <source>tokens: %1 tokens, more than the limit of %2</source>
        <extracomment>before the colon: a key of the session file, kept; %1 the count found, %2 the most allowed</extracomment>
        <translation>tokens: %1 Tokens, mehr als die Grenze von %2</translation>
    </message>
    <message>
        <source>tokens: token %1 is %2, expected a string</source>
        <extracomment>before the colon: a key of the session file, kept; %1 the token&apos;s number (from 0), %2 what it is (&quot;a number&quot;…)</extracomment>
        <translation>tokens: Token %1 ist %2, erwartet wird eine Zeichenkette</translation>
    </message>
    <message>
        <source>tokens: token %1 is longer than %2 bytes of UTF-8</source>
        <extracomment>before the colon: a key of the session file, kept; %1 the token&apos;s number (from 0), %2 the most bytes</extracomment>
        <translation>tokens: Token %1 ist länger als %2 Bytes UTF-8</translation>
    </message>
    <message>
        <source>embeddings: %1 rows for %2 tokens</source>
        <extracomment>before the colon: a key of the session file, kept; %1 a count of rows, %2 a count of tokens</extracomment>
        <translation>embeddings: %1 Zeilen für %2 Tokens</translation>
    </message>
    <message>
        <source>num_heads: %1 is not a whole number in 1…%2</source>
        <extracomment>before the colon: a key of the session file, kept; %1 the value found, %2 the most heads</extracomment>
        <translation>num_heads: %1 ist keine ganze Zahl in 1…%2</translation>
    </message>
    <message>
        <source>causal is %1, expected true or false</source>
        <extracomment>&quot;causal&quot;, true and false are the session file&apos;s words, kept; %1 what it is (&quot;a number&quot;…)</extracomment>
        <translation>causal ist %1, erwartet wird true oder false</translation>
    </message>
    <message>
        <source>padding: entry %1</source>
        <extracomment>a place in a session file, put into messages; &quot;padding&quot; a key, kept; %1 the entry&apos;s number (from 0)</extracomment>
        <translation>padding: Eintrag %1</translation>
    </message>
    <message>
        <source>blocked: %1 pairs, more than the limit of %2</source>
        <extracomment>before the colon: a key of the session file, kept; %1 the count found, %2 the most allowed</extracomment>
        <translation>blocked: %1 Paare, mehr als die Grenze von %2</translation>
    </message>
    <message>
        <source>blocked: entry %1</source>
        <extracomment>a place in a session file, put into messages; &quot;blocked&quot; a key, kept; %1 the entry&apos;s number (from 0)</extracomment>
        <translation>blocked: Eintrag %1</translation>
    </message>
    <message>
        <source>%1 has %2 numbers, expected [query, key]</source>
        <extracomment>%1 a place in the file (&quot;blocked: entry 3&quot;), %2 a count; the bracket shows what the pair holds</extracomment>
        <translation>%1 hat %2 Zahlen, erwartet wird [Abfrage, Schlüssel]</translation>
    </message>
    <message>
        <source> query</source>
        <extracomment>added to a place in a session file (&quot;blocked: entry 3&quot;): the pair&apos;s first number, the query</extracomment>
        <translation> (Abfrage)</translation>
    </message>
    <message>
        <source> key</source>
        <extracomment>added to a place in a session file (&quot;blocked: entry 3&quot;): the pair&apos;s second number, the key</extracomment>
        <translation> (Schlüssel)</translation>
    </message>
    <message>
        <source>notes: expected a string, not %1</source>
        <extracomment>before the colon: a key of the session file, kept; %1 what it is (&quot;a number&quot;…)</extracomment>
        <translation>notes: erwartet wird eine Zeichenkette, nicht %1</translation>
    </message>
    <message>
        <source>notes: %1 bytes, more than the limit of %2</source>
        <extracomment>before the colon: a key of the session file, kept; %1 the count found, %2 the most allowed</extracomment>
        <translation>notes: %1 Bytes, mehr als die Grenze von %2</translation>
    </message>
    <message>
        <source>%1: expected a JSON object with &quot;format&quot;: &quot;%2&quot;</source>
        <extracomment>%1 the file, %2 the format&apos;s name; &quot;format&quot; is a key of the file, kept as it is</extracomment>
        <translation>%1: erwartet wird ein JSON-Objekt mit &quot;format&quot;: &quot;%2&quot;</translation>
    </message>
    <message>
        <source>no preset named &quot;%1&quot; (try: %2)</source>
        <extracomment>%1 the name asked for, %2 the names there are</extracomment>
        <translation>keine Vorlage namens „%1“ (verfügbar: %2)</translation>
    </message>
    <message>
        <source>%1: expected an object, not %2</source>
        <extracomment>%1 a key of the session file (&quot;block: mlp&quot;), %2 what it is: &quot;a list&quot;, &quot;a number&quot;…</extracomment>
        <translation>%1: erwartet wird ein Objekt, nicht %2</translation>
    </message>
    <message>
        <source>%1%2 is not a key there (%3)</source>
        <extracomment>%1 where in the session file (&quot;block: mlp: &quot;), %2 the key found, %3 the keys it may have</extracomment>
        <translation>%1%2 ist dort kein Schlüssel (%3)</translation>
    </message>
    <message>
        <source>block: a session with latent attention (mla) has no block: it is GPT-2&apos;s</source>
        <extracomment>&quot;block&quot; and &quot;mla&quot; are keys of the session file, kept as they are</extracomment>
        <translation>block: Eine Sitzung mit Latent Attention (mla) hat keinen Block: Er gehört zu GPT-2</translation>
    </message>
    <message>
        <source>block: mlp: activation: %1, expected &quot;gelu_new&quot; (GPT-2&apos;s)</source>
        <extracomment>before the colons: keys of the session file, kept; &quot;gelu_new&quot; kept too; %1 the value found, or &quot;missing&quot;</extracomment>
        <translation>block: mlp: activation: %1, erwartet wird „gelu_new“ (wie bei GPT-2)</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>block: mlp: W_in: %1 columns, outside 1…%2</source>
        <extracomment>before the colons: keys of the session file, kept; %1 the count found, %2 the most allowed</extracomment>
        <translation>block: mlp: W_in: %1 Spalten, außerhalb von 1…%2</translation>
    </message>
    <message>
        <source>block: eps: missing</source>
        <extracomment>before the colons: keys of the session file, kept</extracomment>
        <translation>block: eps: fehlt</translation>
    </message>
    <message>
        <source>%1: %2 is not a whole number in %3…%4</source>
        <extracomment>%1 a key of the session file, %2 the value found, %3…%4 the range allowed</extracomment>
        <translation>%1: %2 ist keine ganze Zahl in %3…%4</translation>
    </message>
    <message>
        <source>%1: %2: missing</source>
        <extracomment>%1 where in the session file (&quot;rope: scaling&quot;), %2 the key that is not there</extracomment>
        <translation>%1: %2: fehlt</translation>
    </message>
    <message>
        <source>num_kv_heads: %1 does not divide num_heads %2</source>
        <extracomment>before the colon: a key of the session file, kept; num_heads kept too; %1 the value found, %2 the number of heads</extracomment>
        <translation>num_kv_heads: %1 teilt num_heads %2 nicht</translation>
    </message>
    <message>
        <source>head_dim: num_heads %1 × head_dim %2 is more than the limit of %3</source>
        <extracomment>before the colon: a key of the session file, kept; num_heads and head_dim kept too; %1 heads, %2 their width, %3 the most columns</extracomment>
        <translation>head_dim: num_heads %1 × head_dim %2 ist mehr als die Grenze von %3</translation>
    </message>
    <message>
        <source>num_heads: %1 does not divide d_model %2</source>
        <extracomment>before the colon: a key of the session file, kept; d_model kept too; %1 the number of heads, %2 the model&apos;s width</extracomment>
        <translation>num_heads: %1 teilt d_model %2 nicht</translation>
    </message>
    <message>
        <source>norm_eps: %1 must lie in [1e-12, 1]</source>
        <extracomment>before the colon: a key of the session file, kept; %1 the value found</extracomment>
        <translation>norm_eps: %1 muss in [1e-12, 1] liegen</translation>
    </message>
    <message>
        <source>rope is %1, expected an object</source>
        <extracomment>&quot;rope&quot; is a key of the session file, kept; %1 what it is (&quot;a list&quot;, &quot;a number&quot;…)</extracomment>
        <translation>rope ist %1, erwartet wird ein Objekt</translation>
    </message>
    <message>
        <source>rope: positions: entry %1</source>
        <extracomment>a place in a session file, put into messages; &quot;rope: positions&quot; keys, kept; %1 the entry&apos;s number (from 0)</extracomment>
        <translation>rope: positions: Eintrag %1</translation>
    </message>
    <message>
        <source>%1 is %2, expected an object</source>
        <extracomment>%1 where in the session file (&quot;rope: scaling&quot;), %2 what it is (&quot;a list&quot;, &quot;a number&quot;…)</extracomment>
        <translation>%1 ist %2, erwartet wird ein Objekt</translation>
    </message>
    <message>
        <source>%1: high_freq_factor must be larger than low_freq_factor</source>
        <extracomment>%1 where in the session file (&quot;rope: scaling&quot;); high_freq_factor and low_freq_factor are keys, kept</extracomment>
        <translation>%1: high_freq_factor muss größer als low_freq_factor sein</translation>
    </message>
    <message>
        <source>%1: truncate is %2, expected true or false</source>
        <extracomment>%1 where in the session file (&quot;rope: scaling&quot;); truncate, true and false are the file&apos;s words, kept; %2 what it is</extracomment>
        <translation>%1: truncate ist %2, erwartet wird true oder false</translation>
    </message>
    <message>
        <source>%1: rope_type is %2; the supported ones are linear, llama3 and yarn</source>
        <extracomment>%1 where in the session file (&quot;rope: scaling&quot;), %2 the value found; rope_type, linear, llama3 and yarn kept</extracomment>
        <translation>%1: rope_type ist %2; unterstützt werden linear, llama3 und yarn</translation>
    </message>
    <message>
        <source>mla: %1: missing</source>
        <extracomment>&quot;mla&quot; is a key of the session file, kept; %1 a key within it that is not there</extracomment>
        <translation>mla: %1: fehlt</translation>
    </message>
    <message>
        <source>mla: expected an object, not %1</source>
        <extracomment>&quot;mla&quot; is a key of the session file, kept; %1 what it is (&quot;a list&quot;, &quot;a number&quot;…)</extracomment>
        <translation>mla: erwartet wird ein Objekt, nicht %1</translation>
    </message>
    <message>
        <source>%1: a session with latent attention (mla) has no %1</source>
        <extracomment>%1 a key of the session file (W_Q, head_dim…); &quot;mla&quot; is one too, kept</extracomment>
        <translation>%1: Eine Sitzung mit Latent Attention (mla) hat kein %1</translation>
    </message>
    <message>
        <source>mla: %1 is not a key of mla (W_DQ, q_a_norm, W_UQ, W_DKV, kv_norm, W_UK, W_UV, W_KR, qk_nope_head_dim, qk_rope_head_dim, v_head_dim)</source>
        <extracomment>&quot;mla&quot; and the names in brackets are keys of the session file, kept; %1 the key found</extracomment>
        <translation>mla: %1 ist kein Schlüssel von mla (W_DQ, q_a_norm, W_UQ, W_DKV, kv_norm, W_UK, W_UV, W_KR, qk_nope_head_dim, qk_rope_head_dim, v_head_dim)</translation>
    </message>
    <message>
        <source>mla: qk_rope_head_dim %1 is odd; RoPE turns pairs of columns</source>
        <extracomment>&quot;mla&quot; and qk_rope_head_dim are keys of the session file, kept; %1 the value found</extracomment>
        <translation>mla: qk_rope_head_dim %1 ist ungerade; RoPE dreht Paare von Spalten</translation>
    </message>
    <message>
        <source>mla: num_heads %1 × max(qk_nope_head_dim + qk_rope_head_dim, v_head_dim) %2 is more than the limit of %3</source>
        <extracomment>the names with underscores and &quot;mla&quot; are keys of the session file, kept; %1 the number of heads, %2 the widest of a head&apos;s parts, %3 the most columns</extracomment>
        <translation>mla: num_heads %1 × max(qk_nope_head_dim + qk_rope_head_dim, v_head_dim) %2 ist mehr als die Grenze von %3</translation>
    </message>
    <message>
        <source>alibi is %1, expected true or false</source>
        <extracomment>&quot;alibi&quot;, true and false are the session file&apos;s words, kept; %1 what it is (&quot;a list&quot;, &quot;a number&quot;…)</extracomment>
        <translation>alibi ist %1, erwartet wird true oder false</translation>
    </message>
    <message>
        <source>sinks: %1 for %2, expected one a head</source>
        <extracomment>before the colon: a key of the session file, kept; %1 a count of numbers (&quot;3 numbers&quot;), %2 a count of heads (&quot;4 heads&quot;)</extracomment>
        <translation>sinks: %1 für %2, erwartet wird eine pro Head</translation>
    </message>
    <message>
        <source>sinks: head %1</source>
        <extracomment>a place in a session file, put into messages; &quot;sinks&quot; a key, kept; %1 the head&apos;s number (from 1)</extracomment>
        <translation>sinks: Head %1</translation>
    </message>
    <message>
        <source>%1: %2 is beyond ±%3</source>
        <extracomment>%1 where in the session file (&quot;sinks: head 2&quot;), %2 the value found, %3 the largest size allowed</extracomment>
        <translation>%1: %2 liegt außerhalb von ±%3</translation>
    </message>
    <message>
        <source>not valid JSON (%1 at %2)</source>
        <extracomment>%1 the parser&apos;s reason (Qt&apos;s own words, e.g. &quot;illegal value&quot;), %2 &quot;line 3, column 7&quot;</extracomment>
        <translation>kein gültiges JSON (%1 bei %2)</translation>
    </message>
    <message>
        <source>key &quot;%1&quot; appears twice in the same object (%2)</source>
        <extracomment>%1 the key, %2 where: &quot;line 3, column 7&quot;</extracomment>
        <translation>Schlüssel „%1“ kommt im selben Objekt zweimal vor (%2)</translation>
    </message>
    <message>
        <source>a lone UTF-16 surrogate \u%1 in a string</source>
        <extracomment>%1 four hexadecimal digits</extracomment>
        <translation>ein einzelnes UTF-16-Surrogat \u%1 in einer Zeichenkette</translation>
    </message>
    <message>
        <source>a string that is not valid UTF-8</source>
        <translation>eine Zeichenkette, die kein gültiges UTF-8 ist</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <extracomment>where in a file a problem is: %1 the line, %2 the column (both counted from 1)</extracomment>
        <translation>Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <source>%1 is a symbolic link; give a folder that does not exist or is empty</source>
        <extracomment>%1 the folder</extracomment>
        <translation>%1 ist ein symbolischer Link; einen Ordner angeben, der nicht existiert oder leer ist</translation>
    </message>
    <message>
        <source>%1: the folder it would go in does not exist</source>
        <extracomment>%1 the folder</extracomment>
        <translation>%1: Der Ordner, in dem er liegen würde, existiert nicht</translation>
    </message>
    <message>
        <source>%1 exists and is not a folder</source>
        <extracomment>%1 the folder</extracomment>
        <translation>%1 existiert und ist kein Ordner</translation>
    </message>
    <message>
        <source>%1 is not empty</source>
        <extracomment>%1 the folder</extracomment>
        <translation>%1 ist nicht leer</translation>
    </message>
</context>
<context>
    <name>LessonText</name>
    <message>
        <source>T (log scale)</source>
        <translation>T (logarithmische Skala)</translation>
    </message>
    <message>
        <source>scores per head</source>
        <extracomment>the measured cost&apos;s table: T (tokens), scores per head, time, × (how much longer), memory</extracomment>
        <translation>Scores pro Head</translation>
    </message>
    <message>
        <source>time</source>
        <extracomment>a column heading: the time one forward pass took</extracomment>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>memory</source>
        <extracomment>a column heading: the memory the result took</extracomment>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>time per forward pass</source>
        <translation>Zeit pro Vorwärtslauf</translation>
    </message>
    <message>
        <source>memory of the result</source>
        <translation>Speicher des Ergebnisses</translation>
    </message>
    <message>
        <source>from this session: %1</source>
        <extracomment>the slide&apos;s footer; %1: what the step takes from the session, joined by &quot;; &quot;</extracomment>
        <translation>aus dieser Sitzung: %1</translation>
    </message>
    <message>
        <source>the lesson&apos;s constants: %1</source>
        <extracomment>the slide&apos;s footer; %1: the lesson&apos;s own numbers the step uses, joined by &quot;; &quot;</extracomment>
        <translation>Konstanten der Lektion: %1</translation>
    </message>
    <message>
        <source>Attention, worked out by hand — answer key</source>
        <translation>Attention, von Hand gerechnet – Lösungsschlüssel</translation>
    </message>
    <message>
        <source>Attention, worked out by hand — worksheet</source>
        <translation>Attention, von Hand gerechnet – Arbeitsblatt</translation>
    </message>
    <message>
        <source>Name: ____________________</source>
        <translation>Name: ____________________</translation>
    </message>
    <message>
        <source>Work it out here:</source>
        <translation>Hier rechnen:</translation>
    </message>
    <message>
        <source>Work it out on the back of the sheet.</source>
        <translation>Auf der Rückseite des Blatts rechnen.</translation>
    </message>
    <message>
        <source>This session makes q, k and v from DeepSeek&apos;s latents (mla), not from W_Q, W_K and W_V, which the lesson&apos;s steps work out by hand. The heatmaps, the tables and the breakdown show this layer; open the lesson&apos;s example (File ▸ Presets ▸ The lesson: three tokens by hand) for the steps.</source>
        <translation>Diese Sitzung bildet q, k und v aus den Latents von DeepSeek (mla), nicht aus W_Q, W_K und W_V, mit denen die Schritte der Lektion von Hand rechnen. Die Heatmaps, die Tabellen und der Rechenweg zeigen diese Schicht; für die Schritte das Beispiel der Lektion öffnen (Datei ▸ Vorlagen ▸ Die Lektion: drei Tokens von Hand).</translation>
    </message>
    <message>
        <source>, columns %1</source>
        <extracomment>after a name, the columns (numbered from 1) it is of: &quot;, columns 18, 24&quot;</extracomment>
        <translation>, Spalten %1</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <extracomment>the end of a list: &quot;%1 and %2&quot;, %1 being one item or several joined by &quot;, &quot;</extracomment>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>token %1 %2</source>
        <extracomment>a token by its number and itself: token 2 “river”</extracomment>
        <translation>Token %1 %2</translation>
    </message>
    <message>
        <source>query %1 %2</source>
        <extracomment>the query (a token) by its number and itself: query 2 “river”</extracomment>
        <translation>Abfrage %1 %2</translation>
    </message>
    <message>
        <source>head %1 of %2</source>
        <extracomment>an attention head: head 2 of 8</extracomment>
        <translation>Head %1 von %2</translation>
    </message>
    <message>
        <source>head 1</source>
        <extracomment>the only attention head</extracomment>
        <translation>Head 1</translation>
    </message>
    <message>
        <source>Layer %1 · head %2</source>
        <translation>Schicht %1 · Head %2</translation>
    </message>
    <message>
        <source>recorded: a 2-layer model learns to repeat, %1 steps in %2 s</source>
        <translation>aufgezeichnet: ein Modell mit 2 Schichten lernt zu wiederholen, %1 Schritte in %2 s</translation>
    </message>
    <message>
        <source>its induction head, %1, after training</source>
        <extracomment>%1: the head, as &quot;L2 H1&quot; (layer 2, head 1)</extracomment>
        <translation>sein Induktions-Head, %1, nach dem Training</translation>
    </message>
    <message>
        <source>each letter of the second copy looks at the letter after its first occurrence</source>
        <translation>jeder Buchstabe der zweiten Kopie schaut auf den Buchstaben nach seinem ersten Vorkommen</translation>
    </message>
    <message>
        <source>%1 at step %2</source>
        <extracomment>a head and the training step where it formed: &quot;L1 H3 at step 450&quot;</extracomment>
        <translation>%1 bei Schritt %2</translation>
    </message>
    <message>
        <source>not yet</source>
        <extracomment>the head has not formed yet</extracomment>
        <translation>noch nicht</translation>
    </message>
    <message>
        <source>A model with two layers of attention learns, from random weights, to continue random letters said twice. Its loss on the repeated half falls slowly, then steps down: what formed there?</source>
        <translation>Ein Modell mit zwei Attention-Schichten lernt ab zufälligen Gewichten, zweimal genannte zufällige Buchstaben fortzusetzen. Sein Verlust auf der wiederholten Hälfte fällt erst langsam, dann in einer Stufe: Was ist dort entstanden?</translation>
    </message>
    <message>
        <source>what formed where the loss stepped down</source>
        <translation>was an der Stufe im Verlust entstand</translation>
    </message>
    <message>
        <source>a previous-token head and an induction head</source>
        <translation>ein Vorgänger-Token-Head und ein Induktions-Head</translation>
    </message>
    <message>
        <source>Two heads formed together: a previous-token head (%1) and an induction head (%2) that uses it to find each letter&apos;s earlier place and copy what came next. The loss on the repeated half fell to %3; with the induction head switched off it is %4. Labs ▸ Train a Model trains it live.</source>
        <translation>Zwei Heads entstanden gemeinsam: ein Vorgänger-Token-Head (%1) und ein Induktions-Head (%2), der ihn nutzt, um die frühere Stelle jedes Buchstabens zu finden und zu kopieren, was danach kam. Der Verlust auf der wiederholten Hälfte fiel auf %3; mit abgeschaltetem Induktions-Head beträgt er %4. Labor ▸ Ein Modell trainieren trainiert es live.</translation>
    </message>
    <message>
        <source>recorded once by the app; not this session</source>
        <translation>einmal von der App aufgezeichnet; nicht diese Sitzung</translation>
    </message>
    <message>
        <source>This session&apos;s tokens or embeddings were edited since its layer was taken from the model, so the rest of the block no longer belongs to them. Undo the edit to bring it back.</source>
        <translation>Die Tokens oder Embeddings dieser Sitzung wurden bearbeitet, seit ihre Schicht aus dem Modell genommen wurde, daher gehört der Rest des Blocks nicht mehr zu ihnen. Die Bearbeitung rückgängig machen, um ihn zurückzuholen.</translation>
    </message>
    <message>
        <source>This session is the attention alone. A GPT-2 layer taken from a model carries the rest of its block: open a model folder (File ▸ Open Model…) and choose Edit Layer N in the Tables, or write one with attention-lab model DIR --text … --layer L --session-out layer.json.</source>
        <translation>Diese Sitzung ist die Attention allein. Eine aus einem Modell genommene GPT-2-Schicht bringt den Rest ihres Blocks mit: einen Modellordner öffnen (Datei ▸ Modell öffnen…) und Schicht N in den Tabellen bearbeiten wählen oder eine mit attention-lab model DIR --text … --layer L --session-out layer.json schreiben.</translation>
    </message>
    <message>
        <source>x is the residual stream: each token&apos;s row, carried from block to block</source>
        <translation>x ist der Residualstrom: die Zeile jedes Tokens, von Block zu Block weitergetragen</translation>
    </message>
    <message>
        <source>each sub-layer reads a normed copy and adds its answer back</source>
        <translation>jede Teilschicht liest eine normierte Kopie und addiert ihre Antwort zurück</translation>
    </message>
    <message>
        <source>this session&apos;s attention has</source>
        <extracomment>a line cut by a number: &quot;this session&apos;s attention has&quot; 12 &quot; weights&quot;</extracomment>
        <translation>die Attention dieser Sitzung hat</translation>
    </message>
    <message>
        <source> weights</source>
        <extracomment>after a number: &quot;… has 12 weights&quot; (parameters); keep the space in front
----------
after a count: &quot;262,144 weights&quot;</extracomment>
        <translation> Gewichte</translation>
    </message>
    <message>
        <source>GPT-2&apos;s MLP for d_model %1, %1 → %2 → %1, has</source>
        <extracomment>followed by a number: how many weights (parameters) the MLP has</extracomment>
        <translation>das MLP von GPT-2 für d_model %1, %1 → %2 → %1, hat</translation>
    </message>
    <message>
        <source>Attention is one half of a transformer block. %1</source>
        <translation>Attention ist eine Hälfte eines Transformer-Blocks. %1</translation>
    </message>
    <message>
        <source>the attention&apos;s weight count</source>
        <translation>die Zahl der Gewichte der Attention</translation>
    </message>
    <message>
        <source>x, the stream entering this block:</source>
        <extracomment>followed by the shape of x, &quot;3 × 768&quot;</extracomment>
        <translation>x, der Strom, der in diesen Block eingeht:</translation>
    </message>
    <message>
        <source> — LN₁(x) is the X the lesson worked with</source>
        <extracomment>after the shape of x (keep the space in front)</extracomment>
        <translation> – LN₁(x) ist das X, mit dem die Lektion gerechnet hat</translation>
    </message>
    <message>
        <source>the attention&apos;s weights:</source>
        <extracomment>followed by a count of weights (parameters)</extracomment>
        <translation>Gewichte der Attention:</translation>
    </message>
    <message>
        <source>the MLP&apos;s, d_model %1 → %2 → %1:</source>
        <extracomment>&quot;the MLP&apos;s (weights)&quot;, followed by a count of weights (parameters)</extracomment>
        <translation>Gewichte des MLP, d_model %1 → %2 → %1:</translation>
    </message>
    <message>
        <source> (and %1 in the two norms)</source>
        <extracomment>after the MLP&apos;s weight count: %1 weights more in the two LayerNorms (keep the space)</extracomment>
        <translation> (und %1 in den beiden Normen)</translation>
    </message>
    <message>
        <source>for %1: |x| = %2, the attention adds |a| = %3, the MLP |m| =</source>
        <translation>für %1: |x| = %2, die Attention addiert |a| = %3, das MLP |m| =</translation>
    </message>
    <message>
        <source>nothing in the block replaces the stream: each half adds to it</source>
        <translation>nichts im Block ersetzt den Strom: jede Hälfte addiert etwas dazu</translation>
    </message>
    <message>
        <source>This session is a layer of a real model: the attention the lesson worked out is one half of its block. Before it, LayerNorm; after it, the residual add; then a second LayerNorm and an MLP %1 units wide, added to the stream too.</source>
        <translation>Diese Sitzung ist eine Schicht eines echten Modells: Die Attention, die die Lektion ausgerechnet hat, ist eine Hälfte ihres Blocks. Davor LayerNorm, danach die Residual-Addition; dann eine zweite LayerNorm und ein MLP mit %1 Einheiten Breite, ebenfalls zum Strom addiert.</translation>
    </message>
    <message>
        <source>the block&apos;s sizes and weight counts</source>
        <translation>die Größen und Gewichtszahlen des Blocks</translation>
    </message>
    <message>
        <source>the lengths of %1&apos;s rows</source>
        <translation>die Längen der Zeilen von %1</translation>
    </message>
    <message>
        <source>The residual add and LayerNorm of one row, with the layer&apos;s own block.</source>
        <translation>Die Residual-Addition und LayerNorm einer Zeile, mit dem eigenen Block der Schicht.</translation>
    </message>
    <message>
        <source>the block of the layer</source>
        <translation>der Block der Schicht</translation>
    </message>
    <message>
        <source>attention</source>
        <translation>Attention</translation>
    </message>
    <message>
        <source>the residual add, then %1(h) with ε = %2, %3</source>
        <translation>die Residual-Addition, dann %1(h) mit ε = %2, %3</translation>
    </message>
    <message>
        <source>μ = the mean of h&apos;s %1 numbers =</source>
        <translation>μ = Mittelwert der %1 Zahlen von h =</translation>
    </message>
    <message>
        <source>σ² = the mean of (h − μ)² =</source>
        <translation>σ² = Mittelwert von (h − μ)² =</translation>
    </message>
    <message>
        <source>  the furthest from μ</source>
        <extracomment>after a worked line&apos;s result: this column is furthest from the mean μ (keep the spaces)</extracomment>
        <translation>  am weitesten von μ entfernt</translation>
    </message>
    <message>
        <source>First the attention&apos;s answer is added to the stream: h = x + attention. Then LayerNorm makes the row of %1 mean 0 and spread 1 — subtract μ, divide by √(σ² + ε) — and scales each column by γ and shifts it by β, the norm&apos;s weights.</source>
        <translation>Zuerst wird die Antwort der Attention zum Strom addiert: h = x + Attention. Dann bringt LayerNorm die Zeile von %1 auf Mittelwert 0 und Streuung 1 – μ abziehen, durch √(σ² + ε) teilen – und skaliert jede Spalte mit γ und verschiebt sie um β, den Gewichten der Norm.</translation>
    </message>
    <message>
        <source>the stream x, the attention&apos;s output and LN₂&apos;s γ and β</source>
        <translation>der Strom x, die Ausgabe der Attention sowie γ und β von LN₂</translation>
    </message>
    <message>
        <source>The original transformer added attention&apos;s answer to its input and normalised the sum: LN(X + attention). LayerNorm makes the row of %1 mean 0 and spread 1 — subtract μ, divide by √(σ² + ε). A trained norm then scales each column by γ and shifts it by β; here γ = 1 and β = 0, as a norm starts.</source>
        <translation>Der ursprüngliche Transformer addierte die Antwort der Attention zu ihrer Eingabe und normierte die Summe: LN(X + Attention). LayerNorm bringt die Zeile von %1 auf Mittelwert 0 und Streuung 1 – μ abziehen, durch √(σ² + ε) teilen. Eine trainierte Norm skaliert dann jede Spalte mit γ und verschiebt sie um β; hier sind γ = 1 und β = 0, wie bei einer Norm vor dem Training.</translation>
    </message>
    <message>
        <source> With two numbers only their order is left: ±%1.</source>
        <translation> Bei zwei Zahlen bleibt nur ihre Reihenfolge übrig: ±%1.</translation>
    </message>
    <message>
        <source>X and the attention&apos;s output of %1</source>
        <translation>X und die Ausgabe der Attention für %1</translation>
    </message>
    <message>
        <source>γ = 1, β = 0 and ε = 10⁻⁵: a norm&apos;s weights before training</source>
        <translation>γ = 1, β = 0 und ε = 10⁻⁵: die Gewichte einer Norm vor dem Training</translation>
    </message>
    <message>
        <source>μ = %1 and σ² = %2: each column of h is moved by %3 and divided by %4.</source>
        <translation>μ = %1 und σ² = %2: Jede Spalte von h wird um %3 verschoben und durch %4 geteilt.</translation>
    </message>
    <message>
        <source>The second half of the block: an MLP on each row alone, added to the stream.</source>
        <translation>Die zweite Hälfte des Blocks: ein MLP auf jeder Zeile für sich, zum Strom addiert.</translation>
    </message>
    <message>
        <source>W_in, b_in, W_out and b_out of the block, and the row h</source>
        <translation>W_in, b_in, W_out und b_out des Blocks sowie die Zeile h</translation>
    </message>
    <message>
        <source>LN₂(h) · W_in + b_in: %1 hidden units, %2</source>
        <translation>LN₂(h) · W_in + b_in: %1 verborgene Einheiten, %2</translation>
    </message>
    <message>
        <source>hidden</source>
        <extracomment>the name of a row of numbers: the MLP&apos;s hidden units</extracomment>
        <translation>verborgen</translation>
    </message>
    <message>
        <source>unit %1: gelu(%2) =</source>
        <extracomment>a hidden unit (neuron) of the MLP</extracomment>
        <translation>Einheit %1: gelu(%2) =</translation>
    </message>
    <message>
        <source>  nearly shut</source>
        <extracomment>after gelu&apos;s result: the unit is nearly switched off (keep the space in front)</extracomment>
        <translation>  fast geschlossen</translation>
    </message>
    <message>
        <source>  damped</source>
        <translation>  gedämpft</translation>
    </message>
    <message>
        <source>units gelu lets through (&gt; 0):</source>
        <translation>Einheiten, die gelu durchlässt (&gt; 0):</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>a count of hidden units: &quot;1,432 of 3,072&quot;</extracomment>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>  what the next block reads</source>
        <extracomment>after the row y: y is what the next transformer block reads (keep the space in front)</extracomment>
        <translation>  was der nächste Block liest</translation>
    </message>
    <message>
        <source>The MLP works on each row alone: the normed row of %1 is widened to %2 hidden units, each through gelu(x) = ½·x·(1 + tanh(0.798·(x + 0.0447·x³))) — large ones pass, negative ones are damped or shut — then brought back to d_model %3 and added to the stream.</source>
        <translation>Das MLP arbeitet auf jeder Zeile für sich: Die normierte Zeile von %1 wird auf %2 verborgene Einheiten verbreitert, jede durch gelu(x) = ½·x·(1 + tanh(0,798·(x + 0,0447·x³))) – große kommen durch, negative werden gedämpft oder geschlossen –, dann auf d_model %3 zurückgeführt und zum Strom addiert.</translation>
    </message>
    <message>
        <source>gelu(%1) = %2: gelu(x) ≈ x·Φ(x), Φ the chance that a standard normal number is below x — near x for a large x, near 0 for a very negative one.</source>
        <translation>gelu(%1) = %2: gelu(x) ≈ x·Φ(x), wobei Φ die Wahrscheinlichkeit ist, dass eine standardnormalverteilte Zahl unter x liegt – nahe x für ein großes x, nahe 0 für ein stark negatives.</translation>
    </message>
    <message>
        <source>this session: d_model = %1, h = %2</source>
        <translation>diese Sitzung: d_model = %1, h = %2</translation>
    </message>
    <message>
        <source>One softmax per token must compromise between grammar, neighbours and distant references. Several smaller attentions need not: the width is cut into h slices, and each head works with its own d_k = d_model / h columns of Q, K and V.</source>
        <translation>Eine einzige Softmax pro Token muss einen Kompromiss zwischen Grammatik, Nachbarn und fernen Bezügen finden. Mehrere kleinere Attention-Rechnungen müssen das nicht: Die Breite wird in h Ausschnitte geteilt, und jeder Head arbeitet mit seinen eigenen d_k = d_model / h Spalten von Q, K und V.</translation>
    </message>
    <message>
        <source>512 / 8 = 64 columns per head; this session: %1 / %2 = %3.</source>
        <translation>512 / 8 = 64 Spalten pro Head; diese Sitzung: %1 / %2 = %3.</translation>
    </message>
    <message>
        <source>d_model = 512 with h = 8 heads</source>
        <translation>d_model = 512 mit h = 8 Heads</translation>
    </message>
    <message>
        <source>this session&apos;s d_model = %1 and h = %2</source>
        <translation>d_model = %1 und h = %2 dieser Sitzung</translation>
    </message>
    <message>
        <source>d_model = %1 cannot be split</source>
        <translation>d_model = %1 lässt sich nicht aufteilen</translation>
    </message>
    <message>
        <source>K/V heads</source>
        <extracomment>items of a list joined by &quot;and&quot;: the settings of a session that fix its heads</extracomment>
        <translation>K/V-Heads</translation>
    </message>
    <message>
        <source>q/k norms</source>
        <translation>q/k-Normen</translation>
    </message>
    <message>
        <source>ALiBi slopes</source>
        <translation>ALiBi-Steigungen</translation>
    </message>
    <message>
        <source>soft-cap</source>
        <extracomment>the soft-cap of the logits (a tanh capping the scores)</extracomment>
        <translation>Soft-Cap</translation>
    </message>
    <message>
        <source>sinks</source>
        <extracomment>attention sinks: extra logits that take a share of the weights</extracomment>
        <translation>Sinks</translation>
    </message>
    <message>
        <source>latent attention</source>
        <translation>Latent Attention</translation>
    </message>
    <message>
        <source>its settings are made for the heads it has</source>
        <translation>ihre Einstellungen sind auf ihre Heads zugeschnitten</translation>
    </message>
    <message>
        <source>output row %1</source>
        <translation>Ausgabezeile %1</translation>
    </message>
    <message>
        <source>concat · W_O, one head</source>
        <translation>concat · W_O, ein Head</translation>
    </message>
    <message numerus="yes">
        <source>concat · W_O, %n head(s)</source>
        <translation>
            <numerusform>concat · W_O, %n Head</numerusform>
            <numerusform>concat · W_O, %n Heads</numerusform>
        </translation>
    </message>
    <message>
        <source>concat · W_O with a W_O that mixes %1 heads</source>
        <translation>concat · W_O mit einem W_O, das %1 Heads mischt</translation>
    </message>
    <message>
        <source>concat</source>
        <extracomment>the name of the matrix of the heads&apos; outputs side by side (concatenated)</extracomment>
        <translation>concat</translation>
    </message>
    <message>
        <source>output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <source>token %1: concat =</source>
        <translation>Token %1: concat =</translation>
    </message>
    <message>
        <source>concat · W_O, then + b_O =</source>
        <translation>concat · W_O, dann + b_O =</translation>
    </message>
    <message>
        <source> (the output bias, added to every row)</source>
        <translation> (der Ausgabe-Bias, zu jeder Zeile addiert)</translation>
    </message>
    <message>
        <source>token %1%2: output =</source>
        <translation>Token %1%2: Ausgabe =</translation>
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
        <translation>Ausgabespalte %1 = concat-Spalte %1 + ½ · concat-Spalte %2 (von Head %3)</translation>
    </message>
    <message>
        <source>the lesson&apos;s model: 8 heads × 64 = a 512-wide concat, W_O 512 × 512</source>
        <translation>das Modell der Lektion: 8 Heads × 64 = ein 512 breites concat, W_O 512 × 512</translation>
    </message>
    <message>
        <source>This session has one head (%1): concat is that head&apos;s output, %2, and W_O (%3) has no other head to mix in: it maps the output back to the model&apos;s width%4. With several heads, W_O is where they meet.</source>
        <translation>Diese Sitzung hat einen Head (%1): concat ist die Ausgabe dieses Heads, %2, und W_O (%3) hat keinen anderen Head einzumischen: Es bildet die Ausgabe auf die Breite des Modells zurück ab%4. Bei mehreren Heads treffen sie sich in W_O.</translation>
    </message>
    <message>
        <source>, then b_O is added</source>
        <translation>, dann wird b_O addiert</translation>
    </message>
    <message>
        <source>Each head outputs d_k = %1 numbers per token; side by side they make concat, %2 again. W_O (%3) then lets every output column draw on every head — without it, heads would never mix.</source>
        <translation>Jeder Head gibt pro Token d_k = %1 Zahlen aus; nebeneinander bilden sie concat, wieder %2. W_O (%3) lässt dann jede Ausgabespalte aus jedem Head schöpfen – ohne W_O würden sich die Heads nie mischen.</translation>
    </message>
    <message>
        <source> This session adds its output bias b_O after W_O.</source>
        <translation> Diese Sitzung addiert nach W_O ihren Ausgabe-Bias b_O.</translation>
    </message>
    <message>
        <source> Here the one head is split in %1 for the picture: its concat is not the %2 of Blend the values.</source>
        <translation> Hier wird der eine Head für das Bild in %1 geteilt: Sein concat ist nicht das %2 aus „Die Werte mischen“.</translation>
    </message>
    <message>
        <source>Token %1: concat %2 becomes output %3 — %4.</source>
        <translation>Token %1: concat %2 wird zur Ausgabe %3 – %4.</translation>
    </message>
    <message>
        <source>one head, nothing to mix</source>
        <translation>ein Head, nichts zu mischen</translation>
    </message>
    <message>
        <source>each column now combines heads</source>
        <translation>jede Spalte kombiniert jetzt Heads</translation>
    </message>
    <message>
        <source>the heads&apos; outputs (concat) of this session</source>
        <translation>die Ausgaben der Heads (concat) dieser Sitzung</translation>
    </message>
    <message>
        <source>for the picture, %1 heads of d_k = %2 and W_O = I + ½·(each head&apos;s columns into the next head&apos;s)</source>
        <translation>für das Bild %1 Heads mit d_k = %2 und W_O = I + ½·(die Spalten jedes Heads in die des nächsten Heads)</translation>
    </message>
    <message>
        <source>W_O = I + ½·(each head&apos;s columns into the next head&apos;s), for the picture: this session&apos;s W_O %1</source>
        <translation>W_O = I + ½·(die Spalten jedes Heads in die des nächsten Heads), für das Bild: Das W_O dieser Sitzung %1</translation>
    </message>
    <message>
        <source>is the identity</source>
        <translation>ist die Einheitsmatrix</translation>
    </message>
    <message>
        <source>has one head to mix</source>
        <translation>hat nur einen Head zu mischen</translation>
    </message>
    <message>
        <source>W_O and the output</source>
        <translation>W_O und die Ausgabe</translation>
    </message>
    <message>
        <source>[pad]</source>
        <extracomment>the padding token of a batch row, as tokenizers write it</extracomment>
        <translation>[pad]</translation>
    </message>
    <message>
        <source>a batch of B = 2: the second sentence is one token shorter, padded</source>
        <translation>ein Batch mit B = 2: Der zweite Satz ist ein Token kürzer und aufgefüllt</translation>
    </message>
    <message>
        <source>a batch of B = 2 (one token each: nothing to pad)</source>
        <translation>ein Batch mit B = 2 (je ein Token: nichts aufzufüllen)</translation>
    </message>
    <message>
        <source>input x</source>
        <translation>Eingabe x</translation>
    </message>
    <message>
        <source>q = x · W_Q (and k, v)</source>
        <translation>q = x · W_Q (und k, v)</translation>
    </message>
    <message>
        <source>split the width</source>
        <translation>Breite aufteilen</translation>
    </message>
    <message>
        <source>heads forward: transpose</source>
        <translation>Heads nach vorn: transponieren</translation>
    </message>
    <message>
        <source>scores q · kᵀ, weights</source>
        <translation>Scores q · kᵀ, Gewichte</translation>
    </message>
    <message>
        <source>weights · v</source>
        <translation>Gewichte · v</translation>
    </message>
    <message>
        <source>heads back, joined</source>
        <translation>Heads zurück, zusammengefügt</translation>
    </message>
    <message>
        <source>· W_O: the output</source>
        <translation>· W_O: die Ausgabe</translation>
    </message>
    <message>
        <source>the scores&apos; shape</source>
        <translation>die Form der Scores</translation>
    </message>
    <message>
        <source>d_model 512, 8 heads</source>
        <translation>d_model 512, 8 Heads</translation>
    </message>
    <message>
        <source>this session</source>
        <translation>diese Sitzung</translation>
    </message>
    <message>
        <source>Two sentences padded to one length make a batch, B = 2 (the pad blocks its key column). Follow the shape through every step: the transpose puts the heads before T, so each head&apos;s scores are T × T = %1.</source>
        <translation>Zwei auf eine Länge aufgefüllte Sätze bilden einen Batch, B = 2 (das Pad sperrt seine Schlüsselspalte). Die Form durch jeden Schritt verfolgen: Das Transponieren stellt die Heads vor T, daher sind die Scores jedes Heads T × T = %1.</translation>
    </message>
    <message>
        <source>This session&apos;s scores are %1: B × h × T × T.</source>
        <translation>Die Scores dieser Sitzung sind %1: B × h × T × T.</translation>
    </message>
    <message>
        <source>d_model 512 with 8 heads (middle column)</source>
        <translation>d_model 512 mit 8 Heads (mittlere Spalte)</translation>
    </message>
    <message>
        <source>T = %1 and the tokens</source>
        <translation>T = %1 und die Tokens</translation>
    </message>
    <message>
        <source>d_model = %1 and h = %2</source>
        <translation>d_model = %1 und h = %2</translation>
    </message>
    <message>
        <source>W_Q, W_K, W_V, W_O: each d_model × d_model</source>
        <translation>W_Q, W_K, W_V, W_O: je d_model × d_model</translation>
    </message>
    <message>
        <source> ≈ 1.05 M weights</source>
        <translation> ≈ 1,05 Mio. Gewichte</translation>
    </message>
    <message>
        <source> weights, and %1 bias numbers</source>
        <extracomment>after a count of weights: &quot;262,144 weights, and 1,536 bias numbers&quot;</extracomment>
        <translation> Gewichte und %1 Bias-Zahlen</translation>
    </message>
    <message>
        <source>this session: 4 · %1 = </source>
        <translation>diese Sitzung: 4 · %1 = </translation>
    </message>
    <message>
        <source>this session: %1·%2 + 2 · %1·%3 + %2·%1 = </source>
        <translation>diese Sitzung: %1·%2 + 2 · %1·%3 + %2·%1 = </translation>
    </message>
    <message>
        <source>8 heads of 64 or 16 heads of 32: still 4 · 512²</source>
        <translation>8 Heads mit 64 oder 16 Heads mit 32: immer noch 4 · 512²</translation>
    </message>
    <message>
        <source>this session&apos;s one head uses all 4 · %1</source>
        <translation>der eine Head dieser Sitzung nutzt alle 4 · %1</translation>
    </message>
    <message numerus="yes">
        <source>this session&apos;s %n head(s) share the same 4 · %1</source>
        <translation>
            <numerusform>der %n Head dieser Sitzung nutzt dieselben 4 · %1</numerusform>
            <numerusform>die %n Heads dieser Sitzung teilen sich dieselben 4 · %1</numerusform>
        </translation>
    </message>
    <message>
        <source>this session&apos;s %1 read %2: W_K and W_V are %3 × %4, not %3 × %5</source>
        <extracomment>%1: &quot;4 heads&quot;, %2: &quot;2 K/V heads&quot;</extracomment>
        <translation>die %1 dieser Sitzung lesen %2: W_K und W_V sind %3 × %4, nicht %3 × %5</translation>
    </message>
    <message numerus="yes">
        <source>%n head(s)</source>
        <translation>
            <numerusform>%n Head</numerusform>
            <numerusform>%n Heads</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n K/V head(s)</source>
        <translation>
            <numerusform>%n K/V-Head</numerusform>
            <numerusform>%n K/V-Heads</numerusform>
        </translation>
    </message>
    <message>
        <source>this session&apos;s head is %1 wide (head_dim), not d_model</source>
        <translation>der Head dieser Sitzung ist %1 breit (head_dim), nicht d_model</translation>
    </message>
    <message numerus="yes">
        <source>this session&apos;s %n head(s) are %1 wide (head_dim), not d_model / h</source>
        <translation>
            <numerusform>der %n Head dieser Sitzung ist %1 breit (head_dim), nicht d_model / h</numerusform>
            <numerusform>die %n Heads dieser Sitzung sind %1 breit (head_dim), nicht d_model / h</numerusform>
        </translation>
    </message>
    <message>
        <source>Attention&apos;s weights are the four square matrices, 4 · d_model² of them (biases aside). More heads add none: they only cut the same width into slices.</source>
        <translation>Die Gewichte der Attention sind die vier quadratischen Matrizen, zusammen 4 · d_model² Zahlen (ohne Biases). Mehr Heads fügen keine hinzu: Sie teilen nur dieselbe Breite in Ausschnitte.</translation>
    </message>
    <message>
        <source> Today&apos;s models share K/V heads or fix head_dim, so theirs are not square.</source>
        <translation> Heutige Modelle teilen K/V-Heads oder legen head_dim fest, daher sind ihre Matrizen nicht quadratisch.</translation>
    </message>
    <message>
        <source>At d_model = 512: 4 × 262,144 = 1,048,576, about 1.05 million; here %1.</source>
        <translation>Bei d_model = 512: 4 × 262.144 = 1.048.576, etwa 1,05 Millionen; hier %1.</translation>
    </message>
    <message>
        <source>d_model = 512 (8 or 16 heads)</source>
        <translation>d_model = 512 (8 oder 16 Heads)</translation>
    </message>
    <message>
        <source>this session&apos;s d_model = %1 and its heads</source>
        <translation>d_model = %1 dieser Sitzung und ihre Heads</translation>
    </message>
    <message>
        <source>this session&apos;s d_model = %1, %2 of d_k = %3 and its K/V heads</source>
        <translation>d_model = %1 dieser Sitzung, %2 mit d_k = %3 und ihre K/V-Heads</translation>
    </message>
    <message>
        <source>right: head %1 of %2</source>
        <extracomment>&quot;right&quot; as in correct (next to two tiles marked WRONG)</extracomment>
        <translation>richtig: Head %1 von %2</translation>
    </message>
    <message>
        <source>rows sum to 1</source>
        <translation>Zeilen summieren sich zu 1</translation>
    </message>
    <message>
        <source>rows sum to 1 less the sink&apos;s share</source>
        <translation>Zeilen summieren sich zu 1 minus dem Anteil des Sinks</translation>
    </message>
    <message>
        <source>WRONG: reshape without transpose</source>
        <translation>FALSCH: Reshape ohne Transponieren</translation>
    </message>
    <message>
        <source>head %1 reads pieces of other tokens</source>
        <translation>Head %1 liest Stücke anderer Tokens</translation>
    </message>
    <message>
        <source>WRONG: softmax over the queries</source>
        <translation>FALSCH: Softmax über die Abfragen</translation>
    </message>
    <message>
        <source>columns sum to 1, rows to %1</source>
        <translation>Spalten summieren sich zu 1, Zeilen zu %1</translation>
    </message>
    <message>
        <source>Split the heads with a bare reshape, without the transpose, and each head reads pieces of the wrong tokens. Run the softmax down the queries instead of across the keys, and the rows stop summing to 1.</source>
        <translation>Teilt man die Heads mit einem bloßen Reshape ohne Transponieren, liest jeder Head Stücke der falschen Tokens. Läuft die Softmax die Abfragen hinunter statt über die Schlüssel, summieren sich die Zeilen nicht mehr zu 1.</translation>
    </message>
    <message>
        <source> (This session has one head, as %1: a reshape has nothing to scramble.)</source>
        <translation> (Diese Sitzung hat einen Head, denn %1: Ein Reshape hat nichts durcheinanderzubringen.)</translation>
    </message>
    <message>
        <source>Reshape to (B, T, h, d_k), then transpose to (B, h, T, d_k); softmax over the last axis, the keys.</source>
        <translation>Reshape zu (B, T, h, d_k), dann Transponieren zu (B, h, T, d_k); Softmax über die letzte Achse, die Schlüssel.</translation>
    </message>
    <message>
        <source>Q, K, V and the mask of this session</source>
        <translation>Q, K, V und die Maske dieser Sitzung</translation>
    </message>
    <message>
        <source>the session split into %1 heads for the picture (one head cannot be scrambled)</source>
        <translation>die Sitzung für das Bild in %1 Heads geteilt (ein einzelner Head lässt sich nicht durcheinanderbringen)</translation>
    </message>
    <message>
        <source>water</source>
        <extracomment>the meanings of the columns of the &quot;bank&quot; example&apos;s embeddings</extracomment>
        <translation>Wasser</translation>
    </message>
    <message>
        <source>money</source>
        <translation>Geld</translation>
    </message>
    <message>
        <source>thing</source>
        <translation>Ding</translation>
    </message>
    <message>
        <source>function word</source>
        <translation>Funktionswort</translation>
    </message>
    <message>
        <source>embedding</source>
        <translation>Embedding</translation>
    </message>
    <message>
        <source>columns: %1</source>
        <translation>Spalten: %1</translation>
    </message>
    <message>
        <source>weights:</source>
        <translation>Gewichte:</translation>
    </message>
    <message>
        <source>The built-in “bank” example could not be loaded.</source>
        <translation>Das eingebaute Beispiel „bank“ konnte nicht geladen werden.</translation>
    </message>
    <message>
        <source>A word&apos;s embedding is the same in every sentence: “bank” starts as the same four numbers by a river and in a wallet. Attention lets each token mix in the tokens around it, so the two outputs differ.</source>
        <translation>Das Embedding eines Wortes ist in jedem Satz dasselbe: „bank“ beginnt als dieselben vier Zahlen, am Fluss wie im Geldbeutel. Attention lässt jedes Token die Tokens um sich herum einmischen, daher unterscheiden sich die beiden Ausgaben.</translation>
    </message>
    <message>
        <source>Same input row, different output rows: the context decides, and the model learns where to look.</source>
        <translation>Gleiche Eingabezeile, verschiedene Ausgabezeilen: Der Kontext entscheidet, und das Modell lernt, wohin es schauen soll.</translation>
    </message>
    <message>
        <source>the built-in “bank” example, whatever the session</source>
        <translation>das eingebaute Beispiel „bank“, unabhängig von der Sitzung</translation>
    </message>
    <message>
        <source>Queries, keys and values: three views of every token</source>
        <translation>Abfragen, Schlüssel und Werte: drei Sichten auf jedes Token</translation>
    </message>
    <message>
        <source>Scores, softmax and output: one query worked by hand</source>
        <translation>Scores, Softmax und Ausgabe: eine Abfrage von Hand gerechnet</translation>
    </message>
    <message>
        <source>Why divide by √d_k: what large scores do</source>
        <translation>Warum durch √d_k teilen: was große Scores bewirken</translation>
    </message>
    <message>
        <source>Masks: the future, padding, and the wrong way</source>
        <translation>Masken: die Zukunft, Padding und der falsche Weg</translation>
    </message>
    <message>
        <source>Multi-head attention: split, concatenate, mix</source>
        <translation>Multi-Head-Attention: aufteilen, verketten, mischen</translation>
    </message>
    <message>
        <source>Code and cost: NumPy, PyTorch, and the T² wall</source>
        <translation>Code und Kosten: NumPy, PyTorch und die T²-Wand</translation>
    </message>
    <message>
        <source>Not today: the rest of the block (residuals, norms, feed-forward) — next time</source>
        <translation>Nicht heute: der Rest des Blocks (Residualverbindungen, Normen, Feed-Forward) – beim nächsten Mal</translation>
    </message>
    <message>
        <source>Six parts, each built on the one before; every number is worked out on %1.</source>
        <extracomment>%1: how many tokens, &quot;three tokens&quot; or &quot;5 tokens&quot;</extracomment>
        <translation>Sechs Teile, jeder baut auf dem vorigen auf; jede Zahl wird an %1 ausgerechnet.</translation>
    </message>
    <message>
        <source>three tokens</source>
        <translation>drei Tokens</translation>
    </message>
    <message numerus="yes">
        <source>%1 token(s)</source>
        <translation>
            <numerusform>%1 Token</numerusform>
            <numerusform>%1 Tokens</numerusform>
        </translation>
    </message>
    <message>
        <source>the lesson&apos;s plan</source>
        <translation>der Plan der Lektion</translation>
    </message>
    <message>
        <source>query → every key → a blend of the values</source>
        <translation>Abfrage → jeder Schlüssel → eine Mischung der Werte</translation>
    </message>
    <message>
        <source>Query: what I want — what you walk in asking for</source>
        <translation>Abfrage: was ich will – wonach wir beim Hereinkommen fragen</translation>
    </message>
    <message>
        <source>Key: what I offer — the label on each book</source>
        <translation>Schlüssel: was ich anbiete – das Etikett auf jedem Buch</translation>
    </message>
    <message>
        <source>Value: what I give — the book&apos;s content</source>
        <translation>Wert: was ich gebe – der Inhalt des Buchs</translation>
    </message>
    <message>
        <source>A dictionary returns one book; attention blends every value, good matches most</source>
        <translation>Ein Wörterbuch liefert genau ein Buch; Attention mischt alle Werte, gute Treffer am stärksten</translation>
    </message>
    <message numerus="yes">
        <source>this session: %1 asks the keys of %2 token(s), blends their values</source>
        <extracomment>%1: the query, as &quot;query 2 “river”&quot;; %2: how many tokens (written 1,024)</extracomment>
        <translation>
            <numerusform>diese Sitzung: %1 fragt die Schlüssel von %2 Token ab, mischt ihre Werte</numerusform>
            <numerusform>diese Sitzung: %1 fragt die Schlüssel von %2 Tokens ab, mischt ihre Werte</numerusform>
        </translation>
    </message>
    <message>
        <source>Think of a library. You walk in with a query, a description of what you want. Every book has a key, a label describing its contents, and a value, the content itself. Attention does a soft version of the lookup.</source>
        <translation>Stellen wir uns eine Bibliothek vor. Wir kommen mit einer Abfrage herein: einer Beschreibung dessen, was wir suchen. Jedes Buch hat einen Schlüssel, ein Etikett, das seinen Inhalt beschreibt, und einen Wert, den Inhalt selbst. Attention ist eine weiche Form dieses Nachschlagens.</translation>
    </message>
    <message>
        <source>Query: what I want. Key: what I offer. Value: what I give.</source>
        <translation>Abfrage: was ich will. Schlüssel: was ich anbiete. Wert: was ich gebe.</translation>
    </message>
    <message>
        <source>the library analogy</source>
        <translation>der Vergleich mit der Bibliothek</translation>
    </message>
    <message>
        <source>the tokens and the selected query</source>
        <translation>die Tokens und die gewählte Abfrage</translation>
    </message>
    <message>
        <source>this session and its target</source>
        <translation>diese Sitzung und ihr Ziel</translation>
    </message>
    <message>
        <source>this session, target = X (each output its own embedding)</source>
        <translation>diese Sitzung, Ziel = X (jede Ausgabe ihr eigenes Embedding)</translation>
    </message>
    <message>
        <source>W_Q[%1, %2] after the step</source>
        <translation>W_Q[%1, %2] nach dem Schritt</translation>
    </message>
    <message>
        <source>W_Q after</source>
        <translation>W_Q nachher</translation>
    </message>
    <message>
        <source>loss ½·Σ(output − target)² before the step =</source>
        <translation>Verlust ½·Σ(Ausgabe − Ziel)² vor dem Schritt =</translation>
    </message>
    <message>
        <source>after one step of W_Q =</source>
        <translation>nach einem Schritt von W_Q =</translation>
    </message>
    <message>
        <source>Attention is smooth arithmetic, so the loss has a gradient: ∂L/∂W_Q says how fast the loss grows as each entry of W_Q grows. A step of gradient descent moves every entry a little against it, W_Q − %1·∂L/∂W_Q.</source>
        <translation>Attention ist glatte Arithmetik, daher hat der Verlust einen Gradienten: ∂L/∂W_Q sagt, wie schnell der Verlust wächst, wenn ein Eintrag von W_Q wächst. Ein Schritt des Gradientenabstiegs bewegt jeden Eintrag ein wenig dagegen: W_Q − %1·∂L/∂W_Q.</translation>
    </message>
    <message>
        <source>W_Q[%1, %2] has the largest gradient, %3: raising it raises the loss, so the step lowers it, to %4. One step takes the loss from %5 to %6; training is this step, repeated.</source>
        <translation>W_Q[%1, %2] hat den größten Gradienten, %3: Diesen Eintrag zu erhöhen erhöht den Verlust, daher senkt der Schritt ihn auf %4. Ein Schritt bringt den Verlust von %5 auf %6; Training ist dieser Schritt, wiederholt.</translation>
    </message>
    <message>
        <source>W_Q[%1, %2] has the largest gradient, %3: raising it lowers the loss, so the step raises it, to %4. One step takes the loss from %5 to %6; training is this step, repeated.</source>
        <translation>W_Q[%1, %2] hat den größten Gradienten, %3: Diesen Eintrag zu erhöhen senkt den Verlust, daher erhöht der Schritt ihn auf %4. Ein Schritt bringt den Verlust von %5 auf %6; Training ist dieser Schritt, wiederholt.</translation>
    </message>
    <message>
        <source>the learning rate %1</source>
        <translation>die Lernrate %1</translation>
    </message>
    <message>
        <source>W_Q, the output and the target</source>
        <translation>W_Q, die Ausgabe und das Ziel</translation>
    </message>
    <message>
        <source>W_Q, the output and X as the target</source>
        <translation>W_Q, die Ausgabe und X als Ziel</translation>
    </message>
    <message>
        <source>this session&apos;s task, %1 steps of %2</source>
        <translation>die Aufgabe dieser Sitzung, %1 Schritte mit %2</translation>
    </message>
    <message>
        <source>learn-saturation: d_k = 64, %1 steps of SGD</source>
        <translation>learn-saturation: d_k = 64, %1 Schritte mit SGD</translation>
    </message>
    <message>
        <source>scaled by 1/√d_k</source>
        <translation>skaliert mit 1/√d_k</translation>
    </message>
    <message>
        <source>unscaled</source>
        <extracomment>a training curve&apos;s name: the scores not divided by √d_k</extracomment>
        <translation>unskaliert</translation>
    </message>
    <message>
        <source>unscaled loss ÷ scaled loss after %1 steps</source>
        <translation>unskalierter Verlust ÷ skalierter Verlust nach %1 Schritten</translation>
    </message>
    <message>
        <source>The same task trained twice with the same steps; the only difference is the scale. Which curve stalls, and how many times higher does its loss end?</source>
        <extracomment>&quot;the scale&quot;: the factor the scores are multiplied by, 1/√d_k or 1</extracomment>
        <translation>Dieselbe Aufgabe, zweimal mit denselben Schritten trainiert; der einzige Unterschied ist die Skalierung. Welche Kurve bleibt stecken, und wie viel Mal höher endet ihr Verlust?</translation>
    </message>
    <message>
        <source>Unscaled, the softmax starts nearly one-hot, p(1 − p) ≈ 0, and the loss stalls at %1; scaled by 1/√d_k it learns, down to %2: %3 times lower. Measured, not stated.</source>
        <translation>Unskaliert beginnt die Softmax fast one-hot, p(1 − p) ≈ 0, und der Verlust bleibt bei %1 stecken; mit 1/√d_k skaliert lernt sie, bis auf %2: %3-mal niedriger. Gemessen, nicht behauptet.</translation>
    </message>
    <message>
        <source>the task: embeddings, weights, target and training settings</source>
        <translation>die Aufgabe: Embeddings, Gewichte, Ziel und Trainingseinstellungen</translation>
    </message>
    <message>
        <source>the learn-saturation preset, trained here</source>
        <translation>die Vorlage learn-saturation, hier trainiert</translation>
    </message>
    <message>
        <source>its window of %1</source>
        <extracomment>the rules are listed in &quot;this session&apos;s %1 is left out&quot;: its window of 3 (tokens)</extracomment>
        <translation>ihr Fenster der Breite %1</translation>
    </message>
    <message>
        <source>its prefix of %1</source>
        <translation>ihr Präfix der Länge %1</translation>
    </message>
    <message>
        <source>its segments</source>
        <translation>ihre Segmente</translation>
    </message>
    <message numerus="yes">
        <source>its %1 hand-blocked cell(s)</source>
        <translation>
            <numerusform>ihre %1 von Hand gesperrte Zelle</numerusform>
            <numerusform>ihre %1 von Hand gesperrten Zellen</numerusform>
        </translation>
    </message>
    <message>
        <source>future keys get almost no weight here, so the rows look right: the bug hides</source>
        <translation>zukünftige Schlüssel bekommen hier fast kein Gewicht, daher sehen die Zeilen richtig aus: Der Fehler versteckt sich</translation>
    </message>
    <message>
        <source>row %1 sums to %2, not 1</source>
        <translation>Zeile %1 summiert sich zu %2, nicht zu 1</translation>
    </message>
    <message>
        <source>With one token there is no future to hide: a causal mask needs at least two tokens. Add a token (Edit ▸ Add Token) to see −∞ at work.</source>
        <translation>Bei einem Token gibt es keine Zukunft zu verbergen: Eine kausale Maske braucht mindestens zwei Tokens. Ein Token hinzufügen (Bearbeiten ▸ Token hinzufügen), um −∞ am Werk zu sehen.</translation>
    </message>
    <message>
        <source>Every key of %1 is blocked in this session, so its weights are all 0 — there is nothing left to renormalise. Pick another query.</source>
        <translation>Jeder Schlüssel von %1 ist in dieser Sitzung gesperrt, daher sind ihre Gewichte alle 0 – es bleibt nichts zu renormieren. Eine andere Abfrage wählen.</translation>
    </message>
    <message>
        <source>%1 with a causal mask</source>
        <translation>%1 mit kausaler Maske</translation>
    </message>
    <message>
        <source>weight</source>
        <extracomment>the title over the bars: the attention weight of each key
----------
what the bars show: the softmax weight of each key</extracomment>
        <translation>Gewicht</translation>
    </message>
    <message>
        <source>Σ eˣ with the mask</source>
        <translation>Σ eˣ mit der Maske</translation>
    </message>
    <message>
        <source>key %1 %2</source>
        <extracomment>key 2 “river”: an attention key, its number and its token</extracomment>
        <translation>Schlüssel %1 %2</translation>
    </message>
    <message>
        <source>masked weight of key %1</source>
        <translation>maskiertes Gewicht von Schlüssel %1</translation>
    </message>
    <message numerus="yes">
        <source>… %1 more key(s)</source>
        <extracomment>%1: the count, written with thousands separators (&quot;… 1,018 more keys&quot;)</extracomment>
        <translation>
            <numerusform>… %1 weiterer Schlüssel</numerusform>
            <numerusform>… %1 weitere Schlüssel</numerusform>
        </translation>
    </message>
    <message>
        <source>e^x is taken after subtracting the row&apos;s largest scaled score, %1.</source>
        <translation>e^x wird gebildet, nachdem der größte skalierte Score der Zeile, %1, abgezogen wurde.</translation>
    </message>
    <message>
        <source>Before the softmax a blocked score becomes −∞. e^−∞ = 0, so that key gets exactly zero weight and the others share the whole 1. Why mask at all? A model learning to predict the next word would be cheating if it could see it: a causal mask hides every key after the query. And sentences padded to one length in a batch must not attend to the pads.</source>
        <translation>Vor der Softmax wird ein gesperrter Score zu −∞. e^−∞ = 0, daher bekommt dieser Schlüssel genau null Gewicht, und die anderen teilen sich die ganze 1. Warum überhaupt maskieren? Ein Modell, das das nächste Wort vorhersagen lernt, würde schummeln, wenn es dieses Wort sehen könnte: Eine kausale Maske verbirgt jeden Schlüssel nach der Abfrage. Und Sätze, die in einem Batch auf eine Länge aufgefüllt sind, dürfen nicht auf die Pads achten.</translation>
    </message>
    <message>
        <source> %1 is the last token: nothing lies in its future, so the mask changes nothing here — pick an earlier query.</source>
        <translation> %1 ist das letzte Token: In seiner Zukunft liegt nichts, daher ändert die Maske hier nichts – eine frühere Abfrage wählen.</translation>
    </message>
    <message>
        <source>with the sink&apos;s %1 they still sum to 1</source>
        <translation>Mit dem Sink-Anteil %1 summieren sie sich weiterhin zu 1</translation>
    </message>
    <message>
        <source>they still sum to 1</source>
        <translation>Sie summieren sich weiterhin zu 1</translation>
    </message>
    <message>
        <source>%1&apos;s weights become %2: %3.</source>
        <translation>Die Gewichte von %1 werden zu %2: %3.</translation>
    </message>
    <message>
        <source>the scaled scores of %1, with a causal mask on this session</source>
        <translation>die skalierten Scores von %1, mit kausaler Maske auf dieser Sitzung</translation>
    </message>
    <message>
        <source>With one token a causal mask hides nothing and padding its only token would leave nothing to attend to: masks need at least two tokens.</source>
        <translation>Bei einem Token verbirgt eine kausale Maske nichts, und wäre das einzige Token Padding, bliebe nichts, worauf die Abfrage achten könnte: Masken brauchen mindestens zwei Tokens.</translation>
    </message>
    <message>
        <source>causal only: the lower triangle</source>
        <translation>nur kausal: das untere Dreieck</translation>
    </message>
    <message>
        <source>rows sum to %1</source>
        <translation>Zeilen summieren sich zu %1</translation>
    </message>
    <message>
        <source>padding only: this session&apos;s pad tokens</source>
        <translation>nur Padding: die Pad-Tokens dieser Sitzung</translation>
    </message>
    <message>
        <source>padding only: key %1 is a pad</source>
        <translation>nur Padding: Schlüssel %1 ist ein Pad</translation>
    </message>
    <message>
        <source>WRONG: causal, zeroed after the softmax</source>
        <translation>FALSCH: kausal, nach der Softmax genullt</translation>
    </message>
    <message>
        <source>A causal mask keeps the lower triangle; a padding mask blanks a pad token&apos;s whole key column. Zeroing the weights after the softmax instead leaves rows that no longer sum to 1.</source>
        <translation>Eine kausale Maske behält das untere Dreieck; eine Padding-Maske leert die ganze Schlüsselspalte eines Pad-Tokens. Werden stattdessen die Gewichte nach der Softmax genullt, bleiben Zeilen, die sich nicht mehr zu 1 summieren.</translation>
    </message>
    <message numerus="yes">
        <source> Each picture shows one rule alone: this session&apos;s %1 is/are left out.</source>
        <translation>
            <numerusform> Jedes Bild zeigt eine Regel allein; bei dieser Sitzung bleibt %1 weg.</numerusform>
            <numerusform> Jedes Bild zeigt eine Regel allein; bei dieser Sitzung bleiben %1 weg.</numerusform>
        </translation>
    </message>
    <message>
        <source> and </source>
        <extracomment>joins the rules of a mask: &quot;its window of 3 and its segments&quot;
----------
joins &quot;0.5 (column 3)&quot; items</extracomment>
        <translation> und </translation>
    </message>
    <message>
        <source>Mask with −∞ before the softmax, and every row still sums to 1.</source>
        <translation>Mit −∞ vor der Softmax maskieren, und jede Zeile summiert sich weiterhin zu 1.</translation>
    </message>
    <message>
        <source>Mask with −∞ before the softmax, and every row still sums to 1 with its sink&apos;s share.</source>
        <translation>Mit −∞ vor der Softmax maskieren, und jede Zeile summiert sich mit dem Anteil ihres Sinks weiterhin zu 1.</translation>
    </message>
    <message>
        <source>the weights of %1 under each mask</source>
        <translation>die Gewichte von %1 unter jeder Maske</translation>
    </message>
    <message>
        <source>the last token made padding for the middle picture</source>
        <translation>das letzte Token für das mittlere Bild zu Padding gemacht</translation>
    </message>
    <message>
        <source>row %1 = %2</source>
        <extracomment>a comment in the code: &quot;row 2 = (0.5, 1.2)&quot;, the selected query&apos;s output row</extracomment>
        <translation>Zeile %1 = %2</translation>
    </message>
    <message>
        <source>NumPy — head %1: Q, K, V are its %2 columns</source>
        <translation>NumPy – Head %1: Q, K, V sind seine %2 Spalten</translation>
    </message>
    <message>
        <source>blocked: -inf</source>
        <extracomment>a comment in Python code, after &quot;#&quot;</extracomment>
        <translation>gesperrt: -inf</translation>
    </message>
    <message>
        <source># no mask here; else np.where(mask, -np.inf, scores)</source>
        <translation># hier keine Maske; sonst np.where(mask, -np.inf, scores)</translation>
    </message>
    <message>
        <source>stable</source>
        <extracomment>a comment in Python code: subtracting the row&apos;s largest score keeps exp() stable</extracomment>
        <translation>stabil</translation>
    </message>
    <message>
        <source>PyTorch — batched: B = 1, h = %1</source>
        <extracomment>B: the batch size, h: the number of heads</extracomment>
        <translation>PyTorch – als Batch: B = 1, h = %1</translation>
    </message>
    <message>
        <source>v too</source>
        <translation>v ebenso</translation>
    </message>
    <message>
        <source>(1, %1, %2, %3); k, v too</source>
        <translation>(1, %1, %2, %3); k, v ebenso</translation>
    </message>
    <message>
        <source># no mask here; else scores.masked_fill(mask, -math.inf)</source>
        <translation># hier keine Maske; sonst scores.masked_fill(mask, -math.inf)</translation>
    </message>
    <message>
        <source>over the keys</source>
        <translation>über die Schlüssel</translation>
    </message>
    <message>
        <source>fused: the same weights @ v</source>
        <translation>fusioniert: dieselben Gewichte @ v</translation>
    </message>
    <message>
        <source>The whole runnable script for this session: Labs ▸ Show the Code (in the window, a click on the code).</source>
        <translation>Das ganze ausführbare Skript für diese Sitzung: Labor ▸ Code zeigen (im Fenster ein Klick auf den Code).</translation>
    </message>
    <message>
        <source>Five lines in NumPy; in PyTorch the same with a batch and heads, a shape check, and the fused call production code uses — this session&apos;s: d_k = %1, %2%3.</source>
        <translation>Fünf Zeilen NumPy; in PyTorch dasselbe mit Batch und Heads, Formprüfung und dem fusionierten Aufruf aus Produktionscode – mit den Zahlen dieser Sitzung: d_k = %1, %2%3.</translation>
    </message>
    <message>
        <source>scale 1/√%1</source>
        <extracomment>&quot;scale&quot; as a noun: the factor the scores are multiplied by</extracomment>
        <translation>Skalierung 1/√%1</translation>
    </message>
    <message>
        <source>scale %1</source>
        <translation>Skalierung %1</translation>
    </message>
    <message>
        <source>, a mask</source>
        <extracomment>the end of &quot;…this session&apos;s: d_k = 4, scale 1/√4, a mask.&quot;</extracomment>
        <translation>, eine Maske</translation>
    </message>
    <message>
        <source>, no mask</source>
        <translation>, keine Maske</translation>
    </message>
    <message>
        <source> Q and K here are after %1, which the whole script (Labs ▸ Show the Code) writes out.</source>
        <translation> Q und K sind hier bereits nach %1 gerechnet; das ganze Skript (Labor ▸ Code zeigen) schreibt das aus.</translation>
    </message>
    <message>
        <source>the q/k norms and RoPE&apos;s rotation</source>
        <translation>den q/k-Normen und der RoPE-Drehung</translation>
    </message>
    <message>
        <source>the q/k norms</source>
        <translation>den q/k-Normen</translation>
    </message>
    <message>
        <source>RoPE&apos;s rotation</source>
        <translation>der RoPE-Drehung</translation>
    </message>
    <message>
        <source>the soft-cap</source>
        <extracomment>items of a list joined by &quot;and&quot;, in &quot;the scale is followed by %1&quot;</extracomment>
        <translation>der Soft-Cap</translation>
    </message>
    <message>
        <source>the sinks</source>
        <translation>die Sinks</translation>
    </message>
    <message>
        <source> Its %1 query heads share %2: PyTorch repeats each K/V head for them.</source>
        <translation> Ihre %1 Abfrage-Heads teilen sich %2: PyTorch wiederholt jeden K/V-Head für sie.</translation>
    </message>
    <message>
        <source>Run it and %1 comes out %2, as on the slides.</source>
        <translation>Ausgeführt ergibt sich für %1 %2, wie auf den Folien.</translation>
    </message>
    <message>
        <source>the shapes, the scale, the mask and the output in the comments</source>
        <translation>die Formen, die Skalierung, die Maske und die Ausgabe in den Kommentaren</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>Head %1</translation>
    </message>
    <message>
        <source>Rows are queries, columns keys; every row sums to 1%1, and a causal mask leaves the upper triangle exactly 0. Different heads, different patterns: the previous token, the first, the same word…</source>
        <translation>Zeilen sind Abfragen, Spalten Schlüssel; jede Zeile summiert sich zu 1%1, und eine kausale Maske setzt das obere Dreieck auf genau 0. Verschiedene Heads, verschiedene Muster: das vorherige Token, das erste, dasselbe Wort…</translation>
    </message>
    <message>
        <source> less its head&apos;s sink&apos;s share</source>
        <translation> minus dem Anteil des Sinks ihres Heads</translation>
    </message>
    <message>
        <source> This session has one head, so these are the eight heads of the eight-heads preset.</source>
        <translation> Diese Sitzung hat einen Head, daher sind dies die acht Heads der Vorlage „Acht Heads, acht Muster“.</translation>
    </message>
    <message>
        <source> The first %1 of %2 heads.</source>
        <translation> Die ersten %1 von %2 Heads.</translation>
    </message>
    <message>
        <source>A heatmap shows where attention goes, which helps debugging; it does not explain why.</source>
        <translation>Eine Heatmap zeigt, wohin die Attention geht, und hilft so bei der Fehlersuche; sie erklärt nicht, warum.</translation>
    </message>
    <message numerus="yes">
        <source>the weights of this session&apos;s %n head(s)</source>
        <translation>
            <numerusform>die Gewichte des %n Heads dieser Sitzung</numerusform>
            <numerusform>die Gewichte der %n Heads dieser Sitzung</numerusform>
        </translation>
    </message>
    <message>
        <source>the eight-heads preset&apos;s heads (this session has one)</source>
        <translation>die Heads der Vorlage „Acht Heads, acht Muster“ (diese Sitzung hat einen)</translation>
    </message>
    <message>
        <source>Each doubling of T multiplied the time by %1 (the operation count predicts %2)</source>
        <translation>Jede Verdopplung von T hat die Zeit mit %1 multipliziert (die Zahl der Operationen sagt %2 voraus)</translation>
    </message>
    <message>
        <source>: as the count says, heading for ×4 as T grows — at T = %1 the T² part is %2 % of the work</source>
        <extracomment>continues &quot;Each doubling of T multiplied the time by …&quot;</extracomment>
        <translation>: wie die Zählung sagt, mit wachsendem T auf dem Weg zu ×4 – bei T = %1 macht der T²-Teil %2 % der Arbeit aus</translation>
    </message>
    <message>
        <source>: the last, %1, is off the count&apos;s %2 by more than a quarter — timings on a busy machine vary (M measures again); at T = %3 the T² part is %4 % of the work</source>
        <extracomment>continues &quot;Each doubling of T multiplied the time by …&quot;; M is the key that measures again</extracomment>
        <translation>: Der letzte, %1, weicht um mehr als ein Viertel von den %2 der Zählung ab – Zeiten auf einem ausgelasteten Rechner schwanken (M misst erneut); bei T = %3 macht der T²-Teil %4 % der Arbeit aus</translation>
    </message>
    <message>
        <source>; the memory grew %1 from T = %2 to %3.</source>
        <extracomment>ends the sentence &quot;Each doubling of T multiplied the time by …&quot;</extracomment>
        <translation>; der Speicher wuchs %1 von T = %2 bis %3.</translation>
    </message>
    <message>
        <source>Not measured yet: open this step in the window (or press M there) to time T = 256 … 4096 on this machine.</source>
        <translation>Noch nicht gemessen: Schritt im Fenster öffnen (oder dort M drücken), um T = 256 … 4096 hier zu messen.</translation>
    </message>
    <message>
        <source>Measuring on this machine … %1 % (C cancels)</source>
        <translation>Messung auf diesem Rechner … %1 % (C bricht ab)</translation>
    </message>
    <message>
        <source>Measured on this machine: the median of %1 forward passes each (after a warm-up), every head&apos;s T × T weights kept. %2</source>
        <translation>Auf diesem Rechner gemessen: der Median von je %1 Vorwärtsdurchläufen (nach einem Aufwärmlauf), wobei die T × T Gewichte jedes Heads behalten werden. %2</translation>
    </message>
    <message>
        <source>Measurement cancelled before the first size (M measures again).</source>
        <translation>Messung vor der ersten Größe abgebrochen (M misst erneut).</translation>
    </message>
    <message>
        <source>Measurement cancelled after T = %1 (M measures again).</source>
        <translation>Messung nach T = %1 abgebrochen (M misst erneut).</translation>
    </message>
    <message numerus="yes">
        <source>This session: T = %1 → %2 score(s) per head, %3 in all; its weights take %4.</source>
        <extracomment>%2: the count of scores, written with thousands separators; %4: a size in bytes (&quot;128 KB&quot;)</extracomment>
        <translation>
            <numerusform>Diese Sitzung: T = %1 → %2 Score pro Head, %3 insgesamt; ihre Gewichte belegen %4.</numerusform>
            <numerusform>Diese Sitzung: T = %1 → %2 Scores pro Head, %3 insgesamt; ihre Gewichte belegen %4.</numerusform>
        </translation>
    </message>
    <message>
        <source>Projections take 8·T·d² operations, scores and weights·V 4·T²·d: the T² part is the larger only from T = 2·d_model = 1024 on. Timed on random sessions of d_model 512, 8 heads.</source>
        <translation>Projektionen brauchen 8·T·d² Operationen, Scores und Gewichte·V 4·T²·d: Der T²-Teil ist erst ab T = 2·d_model = 1024 der größere. Gemessen an zufälligen Sitzungen mit d_model 512, 8 Heads.</translation>
    </message>
    <message>
        <source>At T = 4096 one head holds 4096² = 16,777,216 scores. </source>
        <extracomment>followed by the sentence on the measured times (growthSentence)</extracomment>
        <translation>Bei T = 4096 hält ein Head 4096² = 16.777.216 Scores. </translation>
    </message>
    <message>
        <source> That wall is what efficient attention methods attack.</source>
        <translation> Genau diese Wand greifen effiziente Attention-Verfahren an.</translation>
    </message>
    <message>
        <source>d_model 512 with 8 heads; T = 256 … 4096 (random sessions)</source>
        <translation>d_model 512 mit 8 Heads; T = 256 … 4096 (zufällige Sitzungen)</translation>
    </message>
    <message>
        <source>the T² part of the work: T / (T + 2·d_model)</source>
        <translation>der T²-Teil der Arbeit: T / (T + 2·d_model)</translation>
    </message>
    <message>
        <source>this session&apos;s T² and memory</source>
        <translation>T² und Speicher dieser Sitzung</translation>
    </message>
    <message>
        <source>the times and memory measured on this machine</source>
        <translation>die auf diesem Rechner gemessenen Zeiten und der Speicher</translation>
    </message>
    <message>
        <source>output = softmax(Q·Kᵀ / √d_k) · V, then concat · W_O</source>
        <translation>Ausgabe = softmax(Q·Kᵀ / √d_k) · V, dann concat · W_O</translation>
    </message>
    <message>
        <source>Q, K, V: one product each; scores are dot products; the softmax makes weights summing to 1</source>
        <translation>Q, K, V: je ein Produkt; Scores sind Skalarprodukte; die Softmax macht daraus Gewichte mit Summe 1</translation>
    </message>
    <message>
        <source>÷ √d_k keeps the spread near 1; −∞ before the softmax masks</source>
        <translation>÷ √d_k hält die Streuung nahe 1; −∞ vor der Softmax maskiert</translation>
    </message>
    <message>
        <source>after ÷ √d_k</source>
        <extracomment>how the scores were scaled, in &quot;still saturated %1&quot; / &quot;it blends %1&quot;</extracomment>
        <translation>nach ÷ √d_k</translation>
    </message>
    <message>
        <source>at its scale</source>
        <translation>bei ihrer Skalierung</translation>
    </message>
    <message>
        <source>this session: %1&apos;s largest weight is</source>
        <translation>diese Sitzung: Das größte Gewicht von %1 ist</translation>
    </message>
    <message>
        <source> — still saturated %1: slope p(1 − p) = %2</source>
        <translation> – %1 noch gesättigt: Steigung p(1 − p) = %2</translation>
    </message>
    <message>
        <source> — it blends %1, not saturated</source>
        <translation> – %1 mischt sie, nicht gesättigt</translation>
    </message>
    <message>
        <source>heads slice the width, W_O mixes them; the cost grows as T²·d</source>
        <translation>Heads teilen die Breite auf, W_O mischt sie; die Kosten wachsen mit T²·d</translation>
    </message>
    <message>
        <source>The whole of attention in one line, and this session&apos;s answer for %1. Next: the rest of the transformer block — residuals, layer norm and the feed-forward layer.</source>
        <translation>Die ganze Attention in einer Zeile und die Antwort dieser Sitzung für %1. Als Nächstes: der Rest des Transformer-Blocks – Residualverbindungen, LayerNorm und die Feed-Forward-Schicht.</translation>
    </message>
    <message>
        <source>the output of %1</source>
        <translation>die Ausgabe von %1</translation>
    </message>
    <message>
        <source>row %1 </source>
        <extracomment>before a row of W in a worked sum: &quot;1·row 3 (0.5, 1)&quot;</extracomment>
        <translation>Zeile %1 </translation>
    </message>
    <message>
        <source>0 (every term is 0)</source>
        <translation>0 (jeder Term ist 0)</translation>
    </message>
    <message>
        <source> + … (%1 more)</source>
        <extracomment>the rest of a sum: &quot; + … (5 more)&quot; terms</extracomment>
        <translation> + … (noch %1)</translation>
    </message>
    <message>
        <source>%1 has rows %2.</source>
        <translation>%1 hat die Zeilen %2.</translation>
    </message>
    <message>
        <source>%1 is %2; row %3 is %4.</source>
        <translation>%1 ist %2; Zeile %3 ist %4.</translation>
    </message>
    <message>
        <source>%1 (column %2)</source>
        <translation>%1 (Spalte %2)</translation>
    </message>
    <message>
        <source>%1 is %2; row %3 is all 0.</source>
        <translation>%1 ist %2; Zeile %3 ist ganz 0.</translation>
    </message>
    <message>
        <source>%1 is %2; row %3 is 0 but for %4.</source>
        <translation>%1 ist %2; Zeile %3 ist 0 bis auf %4.</translation>
    </message>
    <message>
        <source>%1 is %2; row %3 is largest in size at %4.</source>
        <translation>%1 ist %2; Zeile %3 ist betragsmäßig am größten bei %4.</translation>
    </message>
    <message>
        <source>%1 row %2%3</source>
        <translation>%1 Zeile %2%3</translation>
    </message>
    <message>
        <source>%1 = X · %2%3, row by row</source>
        <translation>%1 = X · %2%3, Zeile für Zeile</translation>
    </message>
    <message>
        <source>token %1%2:  %3 =</source>
        <translation>Token %1%2:  %3 =</translation>
    </message>
    <message>
        <source>the rows of %1 left out are 0%2</source>
        <translation>die weggelassenen Zeilen von %1 sind 0%2</translation>
    </message>
    <message>
        <source>Each token&apos;s row of X times %1 gives its %2, %3: the row&apos;s numbers say how much of each row of %1 to add up.%4 %5 is %6, like X.</source>
        <extracomment>%1: W_Q, %2: &quot;query&quot;, %3: &quot;what it looks for&quot;, %4: &quot; Then b_Q is added to every row.&quot; or nothing, %5: Q, %6: its size, &quot;3 × 2&quot;</extracomment>
        <translation>Die Zeile jedes Tokens in X mal %1 ergibt seinen Vektor als %2 – %3. Die Zahlen der Zeile sagen, wie viel von jeder Zeile von %1 aufzusummieren ist.%4 %5 ist %6, wie X.</translation>
    </message>
    <message>
        <source> Then %1 is added to every row.</source>
        <translation> Dann wird %1 zu jeder Zeile addiert.</translation>
    </message>
    <message>
        <source>Attention(Q, K, V) = softmax(Q·Kᵀ / √d_k) · V</source>
        <extracomment>the formula of attention; &quot;Attention&quot; is the name of the function</extracomment>
        <translation>Attention(Q, K, V) = softmax(Q·Kᵀ / √d_k) · V</translation>
    </message>
    <message>
        <source> … (%1 in all)</source>
        <translation> … (%1 insgesamt)</translation>
    </message>
    <message>
        <source>This session: </source>
        <translation>Diese Sitzung: </translation>
    </message>
    <message numerus="yes">
        <source>%1 token(s), d_model = %2, %3, so d_k = %4</source>
        <extracomment>%1: the count of tokens, written with thousands separators</extracomment>
        <translation>
            <numerusform>%1 Token, d_model = %2, %3, also d_k = %4</numerusform>
            <numerusform>%1 Tokens, d_model = %2, %3, also d_k = %4</numerusform>
        </translation>
    </message>
    <message>
        <source>Self-attention: queries, keys and values all come from the same tokens.</source>
        <translation>Self-Attention: Abfragen, Schlüssel und Werte stammen alle aus denselben Tokens.</translation>
    </message>
    <message>
        <source>We follow %1, in %2.</source>
        <translation>Wir verfolgen %1 in %2.</translation>
    </message>
    <message>
        <source>One operation runs every transformer, and a pencil is enough to compute it. Every number here comes from the session in the window: change it, and the lesson follows.</source>
        <translation>Eine einzige Operation treibt jeden Transformer an, und ein Bleistift reicht, um sie zu berechnen. Jede Zahl hier stammt aus der Sitzung im Fenster: Wird sie geändert, folgt die Lektion.</translation>
    </message>
    <message>
        <source>the tokens</source>
        <translation>die Tokens</translation>
    </message>
    <message>
        <source>T, d_model and the heads</source>
        <translation>T, d_model und die Heads</translation>
    </message>
    <message>
        <source>the query followed</source>
        <translation>die verfolgte Abfrage</translation>
    </message>
    <message>
        <source>X: the embeddings, one row per token</source>
        <translation>X: die Embeddings, eine Zeile pro Token</translation>
    </message>
    <message numerus="yes">
        <source>%1 token(s), each a row of d_model = %2 numbers. Stacked, they make X, a %3 matrix (T × d_model).</source>
        <extracomment>%1: the count of tokens, written with thousands separators</extracomment>
        <translation>
            <numerusform>%1 Token, eine Zeile mit d_model = %2 Zahlen. Als Stapel ergibt es X, eine %3-Matrix (T × d_model).</numerusform>
            <numerusform>%1 Tokens, jedes eine Zeile mit d_model = %2 Zahlen. Gestapelt ergeben sie X, eine %3-Matrix (T × d_model).</numerusform>
        </translation>
    </message>
    <message>
        <source>the tokens and X</source>
        <translation>die Tokens und X</translation>
    </message>
    <message>
        <source>query</source>
        <extracomment>the role of a row of Q, in &quot;Each token&apos;s row of X times W_Q gives its query, …&quot;</extracomment>
        <translation>Abfrage</translation>
    </message>
    <message>
        <source>what it looks for</source>
        <translation>wonach es sucht</translation>
    </message>
    <message>
        <source>key</source>
        <extracomment>the attention key: the role of a row of K</extracomment>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>what it offers to be found by</source>
        <translation>womit es gefunden werden kann</translation>
    </message>
    <message>
        <source>value</source>
        <extracomment>the attention value: the role of a row of V</extracomment>
        <translation>Wert</translation>
    </message>
    <message>
        <source>what it hands over once chosen</source>
        <translation>was es weitergibt, wenn es gewählt wird</translation>
    </message>
    <message>
        <source>keys %1 and %2 tie at %3</source>
        <translation>Schlüssel %1 und %2 gleichauf bei %3</translation>
    </message>
    <message>
        <source>key %1 scores highest, %2</source>
        <translation>Schlüssel %1 hat den höchsten Score, %2</translation>
    </message>
    <message>
        <source>, head %1</source>
        <extracomment>in &quot;Learned W_Q, W_K (this session, head 2)&quot;</extracomment>
        <translation>, Head %1</translation>
    </message>
    <message>
        <source>Learned W_Q, W_K (this session%1)</source>
        <translation>Gelernte W_Q, W_K (diese Sitzung%1)</translation>
    </message>
    <message>
        <source>learned scores of query %1</source>
        <translation>gelernte Scores von Abfrage %1</translation>
    </message>
    <message>
        <source>scores with W = I</source>
        <translation>Scores mit W = I</translation>
    </message>
    <message>
        <source>What makes a token a good match is not what it should pass on. Compare the scores q·k of %1 (no softmax yet) with learned matrices and with W = I, where query, key and value are the embedding itself.</source>
        <translation>Was ein Token zu einem guten Treffer macht, ist nicht das, was es weitergeben soll. Die Scores q·k von %1 (noch ohne Softmax) mit gelernten Matrizen und mit W = I vergleichen, wo Abfrage, Schlüssel und Wert das Embedding selbst sind.</translation>
    </message>
    <message>
        <source>With W = I a score is the overlap of two embeddings (here %1) and symmetric: a scores b as b scores a, so a token looks for what it is. Learned W_Q and W_K need not agree (here %2%3). W_V decides what a chosen token hands over.</source>
        <translation>Mit W = I ist ein Score die Überlappung zweier Embeddings (hier %1) und symmetrisch: a bewertet b wie b a, daher sucht ein Token nach dem, was es selbst ist. Gelernte W_Q und W_K müssen nicht übereinstimmen (hier %2%3). W_V entscheidet, was ein gewähltes Token weitergibt.</translation>
    </message>
    <message>
        <source>; q%1·k%2 = %3 but q%2·k%1 = %4</source>
        <translation>; q%1·k%2 = %3, aber q%2·k%1 = %4</translation>
    </message>
    <message>
        <source>the scores of %1</source>
        <translation>die Scores von %1</translation>
    </message>
    <message>
        <source>W_Q = W_K = W_V = I on the right, for comparison</source>
        <translation>W_Q = W_K = W_V = I rechts, zum Vergleich</translation>
    </message>
    <message>
        <source>predict √d_k ≈</source>
        <extracomment>the spread (standard deviation) of the scores, which the class predicts</extracomment>
        <translation>Vorhersage √d_k ≈</translation>
    </message>
    <message>
        <source>predicted spread of q·k at d_k = %1 (√d_k)</source>
        <translation>vorhergesagte Streuung von q·k bei d_k = %1 (√d_k)</translation>
    </message>
    <message>
        <source>simulated %1</source>
        <extracomment>the spread the simulation gave: &quot;simulated 8.1&quot;</extracomment>
        <translation>simuliert %1</translation>
    </message>
    <message>
        <source>spread</source>
        <extracomment>a noun: the spread (standard deviation) of the scores</extracomment>
        <translation>Streuung</translation>
    </message>
    <message>
        <source>This session: d_k = %1, so random q, k like these would spread √%1 = %2. %3&apos;s %4 spread %5 raw, %6 scaled.</source>
        <extracomment>%3: &quot;Head 1&quot; (or &quot;Head 2 of 8&quot;), %4: &quot;scores of the first 512 queries&quot; or &quot;9 scores&quot;</extracomment>
        <translation>Diese Sitzung: d_k = %1, also würden zufällige q, k wie diese um √%1 = %2 streuen. Bei %3 streuen die %4 roh um %5, skaliert um %6.</translation>
    </message>
    <message>
        <source>scores of the first %1 queries</source>
        <translation>Scores der ersten %1 Abfragen</translation>
    </message>
    <message numerus="yes">
        <source>%1 score(s)</source>
        <translation>
            <numerusform>%1 Score</numerusform>
            <numerusform>%1 Scores</numerusform>
        </translation>
    </message>
    <message>
        <source>10,000 random q, k, components independent, mean 0, variance 1: Var(q_i·k_i) = E[q_i²·k_i²] = E[q_i²]·E[k_i²] = 1, and q·k adds d_k of them, so it spreads √d_k. Divided by √d_k: about 1.</source>
        <translation>10.000 zufällige q, k mit unabhängigen Komponenten, Mittelwert 0, Varianz 1: Var(q_i·k_i) = E[q_i²·k_i²] = E[q_i²]·E[k_i²] = 1, und q·k addiert d_k davon, streut also um √d_k. Geteilt durch √d_k: etwa 1.</translation>
    </message>
    <message>
        <source>Simulated, the unscaled spreads come out %1 — as predicted, √4 = 2, √64 = 8, √512 ≈ 22.6; scaled, about 1 each time.</source>
        <translation>Simuliert ergeben sich unskaliert die Streuungen %1 – wie vorhergesagt, √4 = 2, √64 = 8, √512 ≈ 22,6; skaliert jedes Mal etwa 1.</translation>
    </message>
    <message>
        <source>d_k = 4, 64 and 512</source>
        <translation>d_k = 4, 64 und 512</translation>
    </message>
    <message>
        <source>10,000 random pairs each (seed 1)</source>
        <translation>je 10.000 zufällige Paare (Startwert 1)</translation>
    </message>
    <message>
        <source>this session&apos;s d_k and the spread of its scores</source>
        <translation>d_k dieser Sitzung und die Streuung ihrer Scores</translation>
    </message>
    <message>
        <source>softmax weights</source>
        <translation>Softmax-Gewichte</translation>
    </message>
    <message>
        <source>scores 8, 0, −8 (unscaled)</source>
        <translation>Scores 8, 0, −8 (unskaliert)</translation>
    </message>
    <message>
        <source>softmax(1, 0, −1) weight %1</source>
        <translation>softmax(1, 0, −1) Gewicht %1</translation>
    </message>
    <message>
        <source>this session: %1</source>
        <translation>diese Sitzung: %1</translation>
    </message>
    <message>
        <source>At d_k = 64 typical scores lie about 8 either side of 0. Give 8, 0, −8 to the softmax and it is practically one-hot; divided by √64 = 8 first, it is not.</source>
        <translation>Bei d_k = 64 liegen typische Scores etwa 8 beiderseits der 0. Gibt man 8, 0, −8 in die Softmax, ist sie praktisch one-hot; zuerst durch √64 = 8 geteilt, ist sie es nicht.</translation>
    </message>
    <message>
        <source>Unscaled the top key takes %1 % of the attention; scaled, %2 %.</source>
        <translation>Unskaliert erhält der stärkste Schlüssel %1 % der Attention; skaliert %2 %.</translation>
    </message>
    <message>
        <source> This session&apos;s %1: largest weight %2.</source>
        <translation> Diese Sitzung, %1: größtes Gewicht %2.</translation>
    </message>
    <message>
        <source>scores 8, 0, −8 and, scaled by 8, 1, 0, −1</source>
        <translation>Scores 8, 0, −8 und, durch 8 skaliert, 1, 0, −1</translation>
    </message>
    <message>
        <source>the scaled scores and weights of %1</source>
        <translation>die skalierten Scores und Gewichte von %1</translation>
    </message>
    <message>
        <source>p(1 − p) of the largest weight (at most 0.25)</source>
        <translation>p(1 − p) des größten Gewichts (höchstens 0,25)</translation>
    </message>
    <message>
        <source>the lesson&apos;s scores</source>
        <translation>die Scores der Lektion</translation>
    </message>
    <message>
        <source>p(1 − p) for 8, 0, −8</source>
        <translation>p(1 − p) für 8, 0, −8</translation>
    </message>
    <message>
        <source>p(1 − p) for 1, 0, −1</source>
        <translation>p(1 − p) für 1, 0, −1</translation>
    </message>
    <message>
        <source>Training moves the scaled scores along the softmax&apos;s slope, p(1 − p) for the top weight. Saturated, the slope is almost 0 and Q and K barely learn; scaled, it is near the largest it can be, 0.25.</source>
        <translation>Training bewegt die skalierten Scores entlang der Steigung der Softmax, p(1 − p) für das größte Gewicht. Gesättigt ist die Steigung fast 0, und Q und K lernen kaum; skaliert liegt sie nahe ihrem größtmöglichen Wert, 0,25.</translation>
    </message>
    <message>
        <source>%1 against %2: about %3 times less learning signal. Dividing by √d_k keeps the scores&apos; spread near 1, out of saturation.</source>
        <translation>%1 gegen %2: etwa %3-mal weniger Lernsignal. Die Division durch √d_k hält die Streuung der Scores nahe 1, außerhalb der Sättigung.</translation>
    </message>
    <message>
        <source>scores 8, 0, −8 and 1, 0, −1</source>
        <translation>Scores 8, 0, −8 und 1, 0, −1</translation>
    </message>
    <message>
        <source>the largest weight of %1</source>
        <translation>das größte Gewicht von %1</translation>
    </message>
    <message>
        <source> + … (%1 more: %2)</source>
        <extracomment>the rest of a sum of products: &quot; + … (62 more: 0.125)&quot;</extracomment>
        <translation> + … (%1 weitere: %2)</translation>
    </message>
    <message>
        <source>q%1 = %2 (%3) against every key</source>
        <translation>q%1 = %2 (%3) gegen jeden Schlüssel</translation>
    </message>
    <message>
        <source>Score (i, j) is the dot product of query i with key j: how well they line up. Here %1 meets every key, term by term; the matrix holds every query&apos;s row (T × T = %2).</source>
        <translation>Score (i, j) ist das Skalarprodukt von Abfrage i mit Schlüssel j: wie gut die beiden übereinstimmen. Hier trifft %1 auf jeden Schlüssel, Term für Term; die Matrix enthält die Zeile jeder Abfrage (T × T = %2).</translation>
    </message>
    <message>
        <source>the normed %1</source>
        <translation>das normierte %1</translation>
    </message>
    <message>
        <source>the %1 of the Q step</source>
        <translation>das %1 aus dem Q-Schritt</translation>
    </message>
    <message>
        <source> This session uses RoPE: before the scores, q and every key are turned by their positions (pair c of token j by p_j·f_c), so q%1 is no longer %2 but the turned %3, and likewise each key. Unturned, the scores of the keys shown would be %4.</source>
        <translation> Diese Sitzung nutzt RoPE: Vor den Scores werden q und jeder Schlüssel um ihre Positionen gedreht (Paar c von Token j um p_j·f_c), daher ist q%1 nicht mehr %2, sondern das gedrehte %3, und ebenso jeder Schlüssel. Ungedreht wären die Scores der gezeigten Schlüssel %4.</translation>
    </message>
    <message>
        <source>The mask blocks every key of %1: its scores never reach the softmax.</source>
        <translation>Die Maske sperrt jeden Schlüssel von %1: Ihre Scores erreichen die Softmax nie.</translation>
    </message>
    <message>
        <source>%1 lines up best with %2 (%3); masked key %4 scores more (%5).</source>
        <translation>%1 passt am besten zu %2 (%3); maskiert: Schlüssel %4, Score höher (%5).</translation>
    </message>
    <message>
        <source>%1 lines up best with %2 (score %3).</source>
        <translation>%1 passt am besten zu %2 (Score %3).</translation>
    </message>
    <message>
        <source>q%1 and the keys of %2</source>
        <translation>q%1 und die Schlüssel von %2</translation>
    </message>
    <message>
        <source>the scores</source>
        <translation>die Scores</translation>
    </message>
    <message>
        <source>%1&apos;s scores %2</source>
        <translation>Scores von %1 %2</translation>
    </message>
    <message>
        <source>scaled score of key %1</source>
        <translation>skalierter Score von Schlüssel %1</translation>
    </message>
    <message>
        <source>%1 of key %2</source>
        <translation>%1 von Schlüssel %2</translation>
    </message>
    <message>
        <source>d_k = %1, so every score is divided by √%1 = %2. Why is a later step&apos;s question; these scaled scores are what the softmax gets.</source>
        <translation>d_k = %1, daher wird jeder Score durch √%1 = %2 geteilt. Warum, klärt ein späterer Schritt; diese skalierten Scores bekommt die Softmax.</translation>
    </message>
    <message>
        <source>d_k = %1, so every score is divided by √%1 = %2. Why is a later step&apos;s question.</source>
        <translation>d_k = %1, daher wird jeder Score durch √%1 = %2 geteilt. Warum, klärt ein späterer Schritt.</translation>
    </message>
    <message>
        <source>This session turns the scaling off (scale 1): the scores go into the softmax as they are, instead of divided by √%1 = %2.</source>
        <translation>Diese Sitzung schaltet die Skalierung aus (Skalierung 1): Die Scores gehen unverändert in die Softmax, statt durch √%1 = %2 geteilt zu werden.</translation>
    </message>
    <message>
        <source>This session scales the scores by %1 instead of 1/√d_k = 1/√%2 = %3.</source>
        <translation>Diese Sitzung skaliert die Scores mit %1 statt mit 1/√d_k = 1/√%2 = %3.</translation>
    </message>
    <message>
        <source> This session&apos;s score rule goes on after the scale (%1): what comes out, the logits, is what the softmax gets.</source>
        <translation> Die Score-Regel dieser Sitzung geht nach der Skalierung weiter (%1): Was herauskommt, die Logits, bekommt die Softmax.</translation>
    </message>
    <message>
        <source>, then </source>
        <translation>, dann </translation>
    </message>
    <message>
        <source>Scaled, %1&apos;s scores are %2.</source>
        <translation>Skaliert sind die Scores von %1: %2.</translation>
    </message>
    <message>
        <source>Through the score rule, %1&apos;s logits are %2.</source>
        <translation>Nach der Score-Regel sind die Logits von %1: %2.</translation>
    </message>
    <message>
        <source>d_k = %1 and the scale</source>
        <translation>d_k = %1 und die Skalierung</translation>
    </message>
    <message>
        <source>e^(x − %1) for %2</source>
        <translation>e^(x − %1) für %2</translation>
    </message>
    <message>
        <source>e^x for %1</source>
        <translation>e^x für %1</translation>
    </message>
    <message>
        <source>sink</source>
        <extracomment>the attention sink&apos;s row (its logit takes a share of the weights)</extracomment>
        <translation>Sink</translation>
    </message>
    <message>
        <source>e^%1 of the sink</source>
        <translation>e^%1 des Sinks</translation>
    </message>
    <message numerus="yes">
        <source>the other %1 key(s)</source>
        <extracomment>a row for the keys not shown; %1: their count, written with thousands separators</extracomment>
        <translation>
            <numerusform>%1 übriger Schlüssel</numerusform>
            <numerusform>%1 übrige Schlüssel</numerusform>
        </translation>
    </message>
    <message>
        <source>Rounding the scaled scores first changes the last digit: %1; the exact scaled scores give %2, as shown.</source>
        <translation>Die skalierten Scores zuerst zu runden ändert die letzte Ziffer: %1; die exakten skalierten Scores ergeben %2, wie gezeigt.</translation>
    </message>
    <message>
        <source>The printed lesson writes %1: it exponentiated the rounded scaled score.</source>
        <translation>Die gedruckte Lektion schreibt %1: Sie hat den gerundeten skalierten Score exponenziert.</translation>
    </message>
    <message>
        <source>The softmax turns scores into weights. Step one: e^x of every scaled score — always positive, and the larger ones pull ahead.</source>
        <translation>Die Softmax macht aus Scores Gewichte. Schritt eins: e^x jedes skalierten Scores – immer positiv, und die größeren ziehen davon.</translation>
    </message>
    <message>
        <source> Exponentiate each scaled score&apos;s exact value, not the rounded one written here: rounding first changes the last digit.</source>
        <translation> Den exakten Wert jedes skalierten Scores exponenzieren, nicht den hier gerundet geschriebenen: Zuerst zu runden ändert die letzte Ziffer.</translation>
    </message>
    <message>
        <source> These scaled scores are large, so the row&apos;s largest, %1, is subtracted first: the weights come out the same.</source>
        <translation> Diese skalierten Scores sind groß, daher wird zuerst der größte der Zeile, %1, abgezogen: Die Gewichte bleiben dieselben.</translation>
    </message>
    <message>
        <source>e^x of %1&apos;s scaled scores: %2.</source>
        <translation>e^x der skalierten Scores von %1: %2.</translation>
    </message>
    <message>
        <source>the scaled scores of %1</source>
        <translation>die skalierten Scores von %1</translation>
    </message>
    <message>
        <source>Every key of %1 is blocked, so there is nothing to divide: its weights are all 0 (PyTorch would give NaN here). Pick another query, or unblock a key.</source>
        <translation>Jeder Schlüssel von %1 ist gesperrt, daher gibt es nichts zu teilen: Ihre Gewichte sind alle 0 (PyTorch gäbe hier NaN). Eine andere Abfrage wählen oder einen Schlüssel freigeben.</translation>
    </message>
    <message>
        <source>%1: each eˣ ÷ their sum</source>
        <translation>%1: jedes eˣ ÷ ihre Summe</translation>
    </message>
    <message>
        <source>weight of key %1</source>
        <translation>Gewicht von Schlüssel %1</translation>
    </message>
    <message>
        <source>From the rounded numbers, %1 ÷ %2 = %3; exactly it is %4, as shown.</source>
        <translation>Aus den gerundeten Zahlen: %1 ÷ %2 = %3; exakt ist es %4, wie gezeigt.</translation>
    </message>
    <message>
        <source>the sink&apos;s weight</source>
        <translation>das Gewicht des Sinks</translation>
    </message>
    <message>
        <source>Step two: add up the exponentials, the sink&apos;s among them, and divide each by the sum. The weights are positive and add up to 1 with the sink&apos;s share — which goes to no key: %1&apos;s keys share the rest.</source>
        <translation>Schritt zwei: die Exponentialwerte addieren, den des Sinks eingeschlossen, und jeden durch die Summe teilen. Die Gewichte sind positiv und ergeben mit dem Anteil des Sinks zusammen 1 – dieser Anteil geht an keinen Schlüssel: Die Schlüssel von %1 teilen sich den Rest.</translation>
    </message>
    <message>
        <source>Step two: add up the exponentials and divide each by the sum. The weights are positive and add up to 1 — fractions of %1&apos;s attention.</source>
        <translation>Schritt zwei: die Exponentialwerte addieren und jeden durch die Summe teilen. Die Gewichte sind positiv und ergeben zusammen 1 – Anteile an der Attention von %1.</translation>
    </message>
    <message>
        <source>%1 gives %2 of its attention to %3. The keys&apos; weights add up to 1 − %4, the sink&apos;s share.</source>
        <translation>%1 gibt %2 ihrer Attention an %3. Die Gewichte der Schlüssel ergeben zusammen 1 − %4: 1 ohne den Anteil des Sinks.</translation>
    </message>
    <message>
        <source>%1 gives %2 of its attention to %3. The weights add up to 1.</source>
        <translation>%1 gibt %2 ihrer Attention an %3. Die Gewichte ergeben zusammen 1.</translation>
    </message>
    <message>
        <source>%1 gives %2 of its attention to %3 and %4 to itself. The keys&apos; weights add up to 1 − %5, the sink&apos;s share.</source>
        <translation>%1 gibt %2 ihrer Attention an %3 und %4 an sich selbst. Die Gewichte der Schlüssel ergeben zusammen 1 − %5: 1 ohne den Anteil des Sinks.</translation>
    </message>
    <message>
        <source>%1 gives %2 of its attention to %3 and %4 to itself. The weights add up to 1.</source>
        <translation>%1 gibt %2 ihrer Attention an %3 und %4 an sich selbst. Die Gewichte ergeben zusammen 1.</translation>
    </message>
    <message>
        <source>the exponentials, their sum and the weights of %1</source>
        <translation>die Exponentialwerte, ihre Summe und die Gewichte von %1</translation>
    </message>
    <message>
        <source>%1: Σ w_j · v_j</source>
        <translation>%1: Σ w_j · v_j</translation>
    </message>
    <message>
        <source>output%1 = Σ =</source>
        <translation>Ausgabe%1 = Σ =</translation>
    </message>
    <message>
        <source>output of %1</source>
        <translation>Ausgabe von %1</translation>
    </message>
    <message>
        <source>To two decimals: %1.</source>
        <translation>Auf zwei Nachkommastellen: %1.</translation>
    </message>
    <message>
        <source>The output blends the value rows: each v_j counts as much as %1 attends to key j.</source>
        <translation>Die Ausgabe mischt die Wertzeilen: Jedes v_j zählt so viel, wie %1 auf Schlüssel j achtet.</translation>
    </message>
    <message>
        <source> Every key is blocked here, so every weight is 0 and the output is zero.</source>
        <translation> Hier ist jeder Schlüssel gesperrt, daher ist jedes Gewicht 0 und die Ausgabe null.</translation>
    </message>
    <message>
        <source>%1&apos;s output is %2: as wide as a value (d_k = %3), now informed by its context.</source>
        <translation>Die Ausgabe von %1 ist %2: so breit wie ein Wert (d_k = %3), jetzt mit Information aus ihrem Kontext.</translation>
    </message>
    <message>
        <source>the weights and values of %1</source>
        <translation>die Gewichte und Werte von %1</translation>
    </message>
    <message>
        <source>the output</source>
        <translation>die Ausgabe</translation>
    </message>
    <message>
        <source>row %1 of A · V =</source>
        <translation>Zeile %1 von A · V =</translation>
    </message>
    <message>
        <source>  the output just worked out</source>
        <translation>  die gerade ausgerechnete Ausgabe</translation>
    </message>
    <message>
        <source>rows of A sum to</source>
        <translation>Zeilen von A summieren sich zu</translation>
    </message>
    <message>
        <source>Every query at once is one matrix product: A (%1, each row summing to 1) times V (%2) gives the output (%3) — a row per token, as the input had.</source>
        <translation>Alle Abfragen auf einmal sind ein Matrixprodukt: A (%1, jede Zeile mit Summe 1) mal V (%2) ergibt die Ausgabe (%3) – eine Zeile pro Token, wie bei der Eingabe.</translation>
    </message>
    <message>
        <source> Rows whose keys are all blocked are 0.</source>
        <translation> Zeilen, deren Schlüssel alle gesperrt sind, sind 0.</translation>
    </message>
    <message>
        <source>A, V and the output of %1</source>
        <translation>A, V und die Ausgabe von %1</translation>
    </message>
    <message>
        <source>Every key of %1 is blocked: there is nothing to look up, hard or soft.</source>
        <translation>Jeder Schlüssel von %1 ist gesperrt: Es gibt nichts nachzuschlagen, weder hart noch weich.</translation>
    </message>
    <message>
        <source>weight of each key of %1</source>
        <translation>Gewicht jedes Schlüssels von %1</translation>
    </message>
    <message>
        <source>τ → 0: hard lookup</source>
        <translation>τ → 0: hartes Nachschlagen</translation>
    </message>
    <message>
        <source>τ = 1: the softmax</source>
        <translation>τ = 1: die Softmax</translation>
    </message>
    <message>
        <source>τ = %1: sharper</source>
        <translation>τ = %1: schärfer</translation>
    </message>
    <message>
        <source>output = v%1 = </source>
        <translation>Ausgabe = v%1 = </translation>
    </message>
    <message>
        <source>the hard lookup&apos;s output</source>
        <translation>die Ausgabe des harten Nachschlagens</translation>
    </message>
    <message>
        <source>output = </source>
        <translation>Ausgabe = </translation>
    </message>
    <message>
        <source>A dictionary returns the one value whose key matches. Divide the scaled scores by a temperature τ before the softmax: as τ → 0 the weights go one-hot and the output is one value row; at τ = 1 every value is blended.</source>
        <translation>Ein Wörterbuch liefert genau den Wert, dessen Schlüssel passt. Teilt man die skalierten Scores vor der Softmax durch eine Temperatur τ, werden die Gewichte für τ → 0 one-hot, und die Ausgabe ist eine einzige Wertzeile; bei τ = 1 werden alle Werte gemischt.</translation>
    </message>
    <message numerus="yes">
        <source>Hard, %1 takes key %2 alone and outputs v%3 = %4; soft, it blends all %5 value(s) — and the blend is smooth, so gradient descent can train it.</source>
        <extracomment>%5: a count written with thousands separators</extracomment>
        <translation>
            <numerusform>Hart nimmt %1 nur Schlüssel %2, mit der Ausgabe v%3 = %4; weich mischt sie %5 Wert – und die Mischung ist glatt, daher kann Gradientenabstieg sie trainieren.</numerusform>
            <numerusform>Hart nimmt %1 nur Schlüssel %2, mit der Ausgabe v%3 = %4; weich mischt sie alle %5 Werte – und die Mischung ist glatt, daher kann Gradientenabstieg sie trainieren.</numerusform>
        </translation>
    </message>
    <message>
        <source>the scaled scores and values of %1</source>
        <translation>die skalierten Scores und Werte von %1</translation>
    </message>
    <message>
        <source>the temperatures τ → 0, 0.5 and 1 (chosen for the picture)</source>
        <translation>die Temperaturen τ → 0; 0,5 und 1 (für das Bild gewählt)</translation>
    </message>
    <message>
        <source> · sink %1</source>
        <extracomment>the weight the attention sink takes (GPT-OSS), after the keys&apos; weights</extracomment>
        <translation> · Sink %1</translation>
    </message>
    <message>
        <source>With one token every variant gives it all the weight: today&apos;s stages need at least two tokens.</source>
        <translation>Bei einem Token gibt ihm jede Variante das ganze Gewicht: Die heutigen Stufen brauchen mindestens zwei Tokens.</translation>
    </message>
    <message>
        <source>cap %1 (Gemma 2)</source>
        <extracomment>the picture with Gemma 2&apos;s soft-cap of the logits at %1</extracomment>
        <translation>Cap %1 (Gemma 2)</translation>
    </message>
    <message>
        <source>sink (GPT-OSS)</source>
        <extracomment>the picture with an attention sink, as GPT-OSS has</extracomment>
        <translation>Sink (GPT-OSS)</translation>
    </message>
    <message>
        <source>window %1 (Mistral)</source>
        <extracomment>the picture with a sliding window of %1 keys, as Mistral has</extracomment>
        <translation>Fenster %1 (Mistral)</translation>
    </message>
    <message>
        <source>The lesson gives %1 the weights %2. One stage changed each: BLOOM adds −m·|i − j| (m = %3 for head %4); Gemma 2 caps every logit at %5·tanh(x / %5); GPT-OSS&apos;s sink takes weight and gives no value; Mistral and Gemma&apos;s local layers see only the %6 latest keys.</source>
        <translation>Die Lektion gibt %1 die Gewichte %2. Jeweils eine Stufe geändert: BLOOM addiert −m·|i − j| (m = %3 für Head %4); Gemma 2 begrenzt jedes Logit mit %5·tanh(x / %5); der Sink von GPT-OSS nimmt Gewicht auf und liefert keinen Wert; die lokalen Schichten von Mistral und Gemma sehen nur die %6 jüngsten Schlüssel.</translation>
    </message>
    <message>
        <source> (This session&apos;s own stages are left out of the first picture and set one at a time in the others.)</source>
        <translation> (Die eigenen Stufen dieser Sitzung fehlen im ersten Bild und sind in den anderen einzeln gesetzt.)</translation>
    </message>
    <message>
        <source>Same scores, one stage changed: that is how to read every new attention variant.</source>
        <translation>Gleiche Scores, eine Stufe geändert: So liest man jede neue Attention-Variante.</translation>
    </message>
    <message>
        <source>Q and K of %1; under each picture the weights of %2</source>
        <translation>Q und K von %1; unter jedem Bild die Gewichte von %2</translation>
    </message>
    <message>
        <source>the cap %1, the sink&apos;s logit 1, the window %2</source>
        <translation>der Cap %1, das Logit 1 des Sinks, das Fenster %2</translation>
    </message>
    <message>
        <source>Introduction</source>
        <translation>Einführung</translation>
    </message>
    <message>
        <source>Attention, worked out by hand</source>
        <translation>Attention, von Hand gerechnet</translation>
    </message>
    <message>
        <source>Every number on these slides is computed from the session in the window. Change a token, a weight or the mask, and the whole lesson follows.</source>
        <translation>Jede Zahl auf diesen Folien wird aus der Sitzung im Fenster berechnet. Ein Token, ein Gewicht oder die Maske ändern, und die ganze Lektion folgt.</translation>
    </message>
    <message>
        <source>The problem attention solves</source>
        <translation>Das Problem, das Attention löst</translation>
    </message>
    <message>
        <source>The same word needs different meanings in different sentences. Point at the two “bank” rows: identical going in, different coming out, because each mixed in its own neighbours.</source>
        <translation>Dasselbe Wort braucht in verschiedenen Sätzen verschiedene Bedeutungen. Auf die beiden Zeilen „bank“ zeigen: als Eingabe gleich, als Ausgabe verschieden, weil jede ihre eigenen Nachbarn eingemischt hat.</translation>
    </message>
    <message>
        <source>What we will cover</source>
        <translation>Was wir behandeln</translation>
    </message>
    <message>
        <source>The plan of the lesson: by the end the class can compute attention by hand, say why each piece is there, and read the code.</source>
        <translation>Der Plan der Lektion: Am Ende kann die Klasse Attention von Hand berechnen, sagen, wozu jedes Teil da ist, und den Code lesen.</translation>
    </message>
    <message>
        <source>Attention as soft lookup: a library</source>
        <translation>Attention als weiches Nachschlagen: eine Bibliothek</translation>
    </message>
    <message>
        <source>The analogy before the maths: a query walks in, every key is compared, and the answer is a blend of the values, not one book. Ask the class what a dictionary would return instead.</source>
        <translation>Der Vergleich vor der Mathematik: Eine Abfrage kommt herein, jeder Schlüssel wird verglichen, und die Antwort ist eine Mischung der Werte, nicht ein einzelnes Buch. Die Klasse fragen, was ein Wörterbuch stattdessen liefern würde.</translation>
    </message>
    <message>
        <source>Queries, keys and values</source>
        <translation>Abfragen, Schlüssel und Werte</translation>
    </message>
    <message>
        <source>The input X: one row per token</source>
        <translation>Die Eingabe X: eine Zeile pro Token</translation>
    </message>
    <message>
        <source>Start with the smallest example that still shows everything: a few tokens, a couple of numbers each.</source>
        <translation>Mit dem kleinsten Beispiel beginnen, das noch alles zeigt: ein paar Tokens mit je ein paar Zahlen.</translation>
    </message>
    <message>
        <source>Queries: Q = X · W_Q</source>
        <translation>Abfragen: Q = X · W_Q</translation>
    </message>
    <message>
        <source>Row by row: a token&apos;s numbers say how much of each row of W_Q to take. Let the class do the last row.</source>
        <translation>Zeile für Zeile: Die Zahlen eines Tokens sagen, wie viel von jeder Zeile von W_Q zu nehmen ist. Die letzte Zeile die Klasse rechnen lassen.</translation>
    </message>
    <message>
        <source>Keys: K = X · W_K</source>
        <translation>Schlüssel: K = X · W_K</translation>
    </message>
    <message>
        <source>The same multiplication with a different matrix: what each token offers to be found by.</source>
        <translation>Dieselbe Multiplikation mit einer anderen Matrix: womit jedes Token gefunden werden kann.</translation>
    </message>
    <message>
        <source>Values: V = X · W_V</source>
        <translation>Werte: V = X · W_V</translation>
    </message>
    <message>
        <source>And once more: what each token hands over when it is chosen.</source>
        <translation>Und noch einmal: was jedes Token weitergibt, wenn es gewählt wird.</translation>
    </message>
    <message>
        <source>Why three different matrices?</source>
        <translation>Warum drei verschiedene Matrizen?</translation>
    </message>
    <message>
        <source>With W = I a score is the overlap of two embeddings: symmetric, so a token looks for what it is (in the lesson, key 2 and key 3 tie). Separate matrices decouple what to ask for, what to advertise and what to deliver. Scores only: the softmax comes later.</source>
        <translation>Mit W = I ist ein Score die Überlappung zweier Embeddings: symmetrisch, daher sucht ein Token nach dem, was es selbst ist (in der Lektion liegen Schlüssel 2 und Schlüssel 3 gleichauf). Getrennte Matrizen entkoppeln, wonach gefragt, was angeboten und was geliefert wird. Nur Scores: Die Softmax kommt später.</translation>
    </message>
    <message>
        <source>Scores, softmax and output</source>
        <translation>Scores, Softmax und Ausgabe</translation>
    </message>
    <message>
        <source>Scores: each query against every key</source>
        <translation>Scores: jede Abfrage gegen jeden Schlüssel</translation>
    </message>
    <message>
        <source>A dot product measures alignment. Work one query row term by term; the matrix on the right holds every row.</source>
        <translation>Ein Skalarprodukt misst, wie gut zwei Vektoren in dieselbe Richtung zeigen. Eine Abfragezeile Term für Term rechnen; die Matrix rechts enthält jede Zeile.</translation>
    </message>
    <message>
        <source>Divide by √d_k</source>
        <translation>Durch √d_k teilen</translation>
    </message>
    <message>
        <source>Just do it for now; the reason comes in its own section.</source>
        <translation>Vorerst einfach machen; der Grund kommt in einem eigenen Abschnitt.</translation>
    </message>
    <message>
        <source>Softmax, part 1: exponentiate</source>
        <translation>Softmax, Teil 1: exponenzieren</translation>
    </message>
    <message>
        <source>e^x makes everything positive and stretches the gaps. Watch the rounding: exponentiate the exact number.</source>
        <translation>e^x macht alles positiv und streckt die Abstände. Auf das Runden achten: die exakte Zahl exponenzieren.</translation>
    </message>
    <message>
        <source>Softmax, part 2: divide by the sum</source>
        <translation>Softmax, Teil 2: durch die Summe teilen</translation>
    </message>
    <message>
        <source>The weights are fractions of one whole: ask where most of this query&apos;s attention goes.</source>
        <translation>Die Gewichte sind Anteile an einem Ganzen: fragen, wohin der größte Teil der Attention dieser Abfrage geht.</translation>
    </message>
    <message>
        <source>Blend the values</source>
        <translation>Die Werte mischen</translation>
    </message>
    <message>
        <source>The output is a weighted average of the value rows: same width as a value, informed by context.</source>
        <translation>Die Ausgabe ist ein gewichteter Mittelwert der Wertzeilen: so breit wie ein Wert, mit Information aus dem Kontext.</translation>
    </message>
    <message>
        <source>Every query at once: A · V</source>
        <translation>Alle Abfragen auf einmal: A · V</translation>
    </message>
    <message>
        <source>Nothing new: the row we just computed is one row of a matrix product. Point at the shapes.</source>
        <translation>Nichts Neues: Die Zeile, die wir gerade berechnet haben, ist eine Zeile eines Matrixprodukts. Auf die Formen zeigen.</translation>
    </message>
    <message>
        <source>Hard lookup, soft lookup</source>
        <translation>Hartes und weiches Nachschlagen</translation>
    </message>
    <message>
        <source>A dictionary returns one value. Cool the softmax down and it does the same; at τ = 1 it blends, and that smoothness is what lets gradient descent train it.</source>
        <translation>Ein Wörterbuch liefert einen Wert. Kühlt man die Softmax ab, tut sie dasselbe; bei τ = 1 mischt sie, und diese Glattheit erlaubt es dem Gradientenabstieg, sie zu trainieren.</translation>
    </message>
    <message>
        <source>One step of gradient descent</source>
        <translation>Ein Schritt Gradientenabstieg</translation>
    </message>
    <message>
        <source>Smooth means it has a gradient. Give the layer a target, read ∂L/∂W_Q, and move W_Q a little against it: the loss falls. The Train panel repeats this step.</source>
        <translation>Glatt heißt: Es gibt einen Gradienten. Der Schicht ein Ziel geben, ∂L/∂W_Q ablesen und W_Q ein wenig dagegen bewegen: Der Verlust fällt. Der Trainingsbereich wiederholt diesen Schritt.</translation>
    </message>
    <message>
        <source>Why divide by √d_k</source>
        <translation>Warum durch √d_k teilen</translation>
    </message>
    <message>
        <source>Dot products spread with d_k</source>
        <translation>Skalarprodukte streuen mit d_k</translation>
    </message>
    <message>
        <source>Variances add: d_k products of variance 1 make a sum of variance d_k. Ask the class to predict the spreads before revealing them.</source>
        <translation>Varianzen addieren sich: d_k Produkte mit Varianz 1 ergeben eine Summe mit Varianz d_k. Die Klasse die Streuungen vorhersagen lassen, bevor sie aufgedeckt werden.</translation>
    </message>
    <message>
        <source>Big scores saturate the softmax</source>
        <translation>Große Scores sättigen die Softmax</translation>
    </message>
    <message>
        <source>At d_k = 64 scores of ±8 are normal. Unscaled the softmax is practically one-hot; scaled it is not.</source>
        <translation>Bei d_k = 64 sind Scores von ±8 normal. Unskaliert ist die Softmax praktisch one-hot, skaliert nicht.</translation>
    </message>
    <message>
        <source>A saturated softmax stops learning</source>
        <translation>Eine gesättigte Softmax hört auf zu lernen</translation>
    </message>
    <message>
        <source>The slope of the softmax is p(1 − p). Near one-hot it vanishes and Q and K stop learning.</source>
        <translation>Die Steigung der Softmax ist p(1 − p). Nahe one-hot verschwindet sie, und Q und K lernen nicht mehr.</translation>
    </message>
    <message>
        <source>The race: scaled against unscaled, measured</source>
        <translation>Der Wettlauf: skaliert gegen unskaliert, gemessen</translation>
    </message>
    <message>
        <source>Not a claim, a measurement: the same task trained twice, only the scale differs. Let the class guess which curve stalls. Labs ▸ Saturation Race runs it live.</source>
        <translation>Keine Behauptung, eine Messung: dieselbe Aufgabe zweimal trainiert, nur die Skalierung unterscheidet sich. Die Klasse raten lassen, welche Kurve stecken bleibt. Labor ▸ Sättigungs-Wettlauf lässt ihn live laufen.</translation>
    </message>
    <message>
        <source>Masks</source>
        <translation>Masken</translation>
    </message>
    <message>
        <source>Masking: −∞ before the softmax</source>
        <translation>Maskieren: −∞ vor der Softmax</translation>
    </message>
    <message>
        <source>A blocked score becomes −∞; e^−∞ is exactly 0, and the rest renormalise to 1.</source>
        <translation>Ein gesperrter Score wird zu −∞; e^−∞ ist genau 0, und der Rest normiert sich neu auf 1.</translation>
    </message>
    <message>
        <source>Causal, padding, and the wrong way</source>
        <translation>Kausal, Padding und der falsche Weg</translation>
    </message>
    <message>
        <source>Causal keeps the lower triangle; padding blanks whole key columns. Zeroing after the softmax breaks the row sums: point at them.</source>
        <translation>Kausal behält das untere Dreieck; Padding leert ganze Schlüsselspalten. Nullen nach der Softmax zerstört die Zeilensummen: darauf zeigen.</translation>
    </message>
    <message>
        <source>Multi-head attention</source>
        <translation>Multi-Head-Attention</translation>
    </message>
    <message>
        <source>Splitting into heads</source>
        <translation>Aufteilen in Heads</translation>
    </message>
    <message>
        <source>One softmax per token must compromise; several heads need not. Each gets its own slice of the width.</source>
        <translation>Eine einzige Softmax pro Token muss Kompromisse machen; mehrere Heads müssen das nicht. Jeder bekommt seinen eigenen Ausschnitt der Breite.</translation>
    </message>
    <message>
        <source>Concatenate, then mix with W_O</source>
        <translation>Verketten, dann mit W_O mischen</translation>
    </message>
    <message>
        <source>Without W_O each output column would come from one head only. Show a column that takes from two.</source>
        <translation>Ohne W_O käme jede Ausgabespalte aus nur einem Head. Eine Spalte zeigen, die aus zweien schöpft.</translation>
    </message>
    <message>
        <source>Shapes with a batch</source>
        <translation>Formen mit einem Batch</translation>
    </message>
    <message>
        <source>Most attention bugs are shape bugs. Two sentences padded to one length; follow the shape line by line.</source>
        <translation>Die meisten Attention-Fehler sind Formfehler. Zwei auf eine Länge aufgefüllte Sätze; die Form Zeile für Zeile verfolgen.</translation>
    </message>
    <message>
        <source>Counting the weights</source>
        <translation>Die Gewichte zählen</translation>
    </message>
    <message>
        <source>Four square matrices, nothing else (biases aside). More heads cost nothing: they only slice the width.</source>
        <translation>Vier quadratische Matrizen, sonst nichts (ohne Biases). Mehr Heads kosten nichts: Sie teilen nur die Breite auf.</translation>
    </message>
    <message>
        <source>Two classic bugs</source>
        <translation>Zwei klassische Fehler</translation>
    </message>
    <message>
        <source>Reshape without transpose scrambles tokens across heads; a softmax over the wrong axis normalises columns.</source>
        <translation>Reshape ohne Transponieren wirft Tokens über die Heads hinweg durcheinander; eine Softmax über die falsche Achse normiert Spalten.</translation>
    </message>
    <message>
        <source>Code and cost</source>
        <translation>Code und Kosten</translation>
    </message>
    <message>
        <source>The code</source>
        <translation>Der Code</translation>
    </message>
    <message>
        <source>Five lines of NumPy; PyTorch adds the batch and the heads. Run the whole script and get these numbers. In production, PyTorch&apos;s fused scaled_dot_product_attention does all of it.</source>
        <translation>Fünf Zeilen NumPy; PyTorch fügt den Batch und die Heads hinzu. Das ganze Skript ausführen und diese Zahlen erhalten. In der Produktion erledigt das fusionierte scaled_dot_product_attention von PyTorch alles.</translation>
    </message>
    <message>
        <source>Reading attention heatmaps</source>
        <translation>Attention-Heatmaps lesen</translation>
    </message>
    <message>
        <source>Rows are queries, columns keys, each row sums to 1. Different heads learn different patterns; a heatmap helps debugging but is not an explanation. To show the difference, Help ▸ How to Use ▸ “Find a head, switch it off”: open the built-in induction model, find its induction head by its score, ablate it, and watch the copied word&apos;s probability collapse while the heatmap stays the same.</source>
        <translation>Zeilen sind Abfragen, Spalten Schlüssel, jede Zeile summiert sich zu 1. Verschiedene Heads lernen verschiedene Muster; eine Heatmap hilft bei der Fehlersuche, ist aber keine Erklärung. Um den Unterschied zu zeigen, Hilfe ▸ Anleitung zu Attention Lab ▸ „Einen Head finden und abschalten“: das eingebaute Induktionsmodell öffnen, seinen Induktions-Head an seinem Score finden, ihn abschalten und zusehen, wie die Wahrscheinlichkeit des kopierten Worts einbricht, während die Heatmap gleich bleibt.</translation>
    </message>
    <message>
        <source>The cost: T·d² first, then T²</source>
        <translation>Die Kosten: erst T·d², dann T²</translation>
    </message>
    <message>
        <source>Measured on this machine, not quoted, and kept: every deck, worksheet and key made here shows the same times. Below T = 2·d_model the projections dominate and doubling T a little more than doubles the time; above it the T² scores take over and the ratio heads for 4 — the quadratic wall.</source>
        <translation>Auf diesem Rechner gemessen, nicht zitiert, und gespeichert: Jeder hier erzeugte Foliensatz, jedes Arbeitsblatt und jeder Lösungsschlüssel zeigt dieselben Zeiten. Unter T = 2·d_model dominieren die Projektionen, und ein doppelt so großes T kostet etwas mehr als die doppelte Zeit; darüber übernehmen die T²-Scores, und das Verhältnis strebt gegen 4 – die quadratische Wand.</translation>
    </message>
    <message>
        <source>Recap</source>
        <translation>Zusammenfassung</translation>
    </message>
    <message>
        <source>The whole operation in one line. Next comes the rest of the transformer block around it.</source>
        <translation>Die ganze Operation in einer Zeile. Als Nächstes kommt der Rest des Transformer-Blocks um sie herum.</translation>
    </message>
    <message>
        <source>The block</source>
        <translation>Der Block</translation>
    </message>
    <message>
        <source>The transformer block: where attention sits</source>
        <translation>Der Transformer-Block: wo die Attention sitzt</translation>
    </message>
    <message>
        <source>The seed&apos;s “next time”. Point at the two adds: the stream is never replaced. On a layer taken from a model the numbers are its own; on the lesson&apos;s example, open a GPT-2 folder to fill them.</source>
        <translation>Das angekündigte „beim nächsten Mal“. Auf die beiden Additionen zeigen: Der Strom wird nie ersetzt. Bei einer aus einem Modell genommenen Schicht sind es ihre eigenen Zahlen; beim Beispiel der Lektion einen GPT-2-Ordner öffnen, um sie zu füllen.</translation>
    </message>
    <message>
        <source>The residual add, then LayerNorm of one row</source>
        <translation>Die Residual-Addition, dann LayerNorm einer Zeile</translation>
    </message>
    <message>
        <source>Work one column through on the board: subtract μ, divide by √(σ² + ε), times γ, plus β. Ask why the norm comes before each half, not after (the stream keeps its scale; each half reads a tame copy).</source>
        <translation>Eine Spalte an der Tafel durchrechnen: μ abziehen, durch √(σ² + ε) teilen, mal γ, plus β. Fragen, warum die Norm vor jeder Hälfte steht und nicht danach (der Strom behält seine Skalierung; jede Hälfte liest eine gezähmte Kopie).</translation>
    </message>
    <message>
        <source>The MLP of one row, and back to the stream</source>
        <translation>Das MLP einer Zeile und zurück in den Strom</translation>
    </message>
    <message>
        <source>Each row alone: no token looks at another here — that was attention&apos;s job. Ask what gelu does to the most negative unit.</source>
        <translation>Jede Zeile für sich: Hier schaut kein Token auf ein anderes – das war die Aufgabe der Attention. Fragen, was gelu mit der negativsten Einheit macht.</translation>
    </message>
    <message>
        <source>Beyond the lesson</source>
        <translation>Über die Lektion hinaus</translation>
    </message>
    <message>
        <source>Induction heads form (a recorded run)</source>
        <translation>Induktions-Heads entstehen (ein aufgezeichneter Lauf)</translation>
    </message>
    <message>
        <source>Optional. A run the app recorded, the same for every session: let the class guess what happens where the loss steps down, then reveal the two heads. Click the picture (or Train It Live) to open Labs ▸ Train a Model and run it in front of them; about 40 seconds on a laptop.</source>
        <translation>Optional. Ein von der App aufgezeichneter Lauf, für jede Sitzung gleich: Die Klasse raten lassen, was an der Stufe im Verlust passiert, dann die beiden Heads aufdecken. Das Bild anklicken (oder „Live trainieren…“), um Labor ▸ Ein Modell trainieren zu öffnen und es vor der Klasse laufen zu lassen; etwa 40 Sekunden auf einem Laptop.</translation>
    </message>
    <message>
        <source>Attention today: one stage changed</source>
        <translation>Attention heute: eine Stufe geändert</translation>
    </message>
    <message>
        <source>Optional. The same scores through five rules. Ask which picture a long document would favour (the window forgets, ALiBi fades, the sink soaks up weight when nothing fits), then open a BLOOM or Gemma folder in the Model Workbench and find the stage in its breakdown.</source>
        <translation>Optional. Dieselben Scores durch fünf Regeln. Fragen, welches Bild ein langes Dokument begünstigen würde (das Fenster vergisst, ALiBi lässt nach, der Sink saugt Gewicht auf, wenn nichts passt), dann einen BLOOM- oder Gemma-Ordner in der Modell-Werkbank öffnen und die Stufe in seinem Rechenweg finden.</translation>
    </message>
    <message>
        <source>loss on the repeated half %1 → %2 after %3 steps</source>
        <translation>Verlust auf der wiederholten Hälfte %1 → %2 nach %3 Schritten</translation>
    </message>
    <message>
        <source>%1: loss %2 → %3 after %4 steps</source>
        <translation>%1: Verlust %2 → %3 nach %4 Schritten</translation>
    </message>
    <message>
        <source>T = %1: %2 scores per head, the T² part %3 of the work%4</source>
        <extracomment>%3: a share, &quot;40 %&quot;; %4: empty or &quot;, time ×3.9&quot;</extracomment>
        <translation>T = %1: %2 Scores pro Head, der T²-Teil %3 der Arbeit%4</translation>
    </message>
    <message>
        <source>, time %1</source>
        <translation>, Zeit %1</translation>
    </message>
    <message>
        <source>columns 1–%1</source>
        <extracomment>which columns of d_model one head takes: &quot;columns 1–8&quot; (one head&apos;s d_k)</extracomment>
        <translation>Spalten 1–%1</translation>
    </message>
    <message>
        <source>column 1</source>
        <translation>Spalte 1</translation>
    </message>
    <message>
        <source>sentence %1</source>
        <translation>Satz %1</translation>
    </message>
    <message>
        <source>shape</source>
        <extracomment>a column heading: a matrix&apos;s shape, &quot;T × d_model&quot;</extracomment>
        <translation>Form</translation>
    </message>
    <message>
        <source>its settings (%1) are made for the heads it has</source>
        <extracomment>%1: the session&apos;s settings, e.g. &quot;ALiBi slopes&quot;, or several joined by &quot;and&quot;</extracomment>
        <translation>ihre Einstellungen (%1) sind auf ihre Heads zugeschnitten</translation>
    </message>
    <message>
        <source> In this session the scale is followed by %1: the whole script (Labs ▸ Show the Code) writes them.</source>
        <translation> Bei dieser Sitzung folgen auf die Skalierung %1: Das ganze Skript (Labor ▸ Code zeigen) schreibt sie aus.</translation>
    </message>
    <message>
        <source>“%1”</source>
        <extracomment>a token in quotes, with the quotation marks the language writes: „river“, « river »</extracomment>
        <translation>„%1“</translation>
    </message>
</context>
<context>
    <name>ModelText</name>
    <message>
        <source>position embedding</source>
        <translation>Positions-Embedding</translation>
    </message>
    <message>
        <source>token embedding × L12 H12</source>
        <translation>Token-Embedding × L12 H12</translation>
    </message>
    <message>
        <source>step  (loss on a log scale)</source>
        <translation>Schritt  (Verlust auf logarithmischer Skala)</translation>
    </message>
    <message>
        <source>no step yet</source>
        <translation>noch kein Schritt</translation>
    </message>
    <message>
        <source>loss %1 before training</source>
        <translation>Verlust %1 vor dem Training</translation>
    </message>
    <message>
        <source>loss %1 → %2 after %3</source>
        <translation>Verlust %1 → %2 nach %3</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n Schritt</numerusform>
            <numerusform>%n Schritten</numerusform>
        </translation>
    </message>
    <message>
        <source>No training yet: press Step or Play</source>
        <translation>Noch kein Training: Schritt oder Start drücken</translation>
    </message>
    <message>
        <source>Race</source>
        <translation>Wettlauf</translation>
    </message>
    <message>
        <source>Loss Curve</source>
        <translation>Verlustkurve</translation>
    </message>
    <message>
        <source>Layer %1 · head %2%3 · attention weights</source>
        <translation>Schicht %1 · Head %2%3 · Attention-Gewichte</translation>
    </message>
    <message>
        <source>%1 heads sharing %2 K/V</source>
        <translation>%1 Heads, die sich %2 K/V teilen</translation>
    </message>
    <message>
        <source>%1 heads</source>
        <translation>%1 Heads</translation>
    </message>
    <message>
        <source>%1 · %2 layers × %3 · attention weights, one colour scale (0 … 1)</source>
        <translation>%1 · %2 Schichten × %3 · Attention-Gewichte, eine Farbskala (0 … 1)</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>%1 · %2 layers × %3 heads · weights, one scale</source>
        <translation>%1 · %2 Schichten × %3 Heads · Gewichte, eine Skala</translation>
    </message>
    <message>
        <source>%1 · %2 layers × %3 heads</source>
        <translation>%1 · %2 Schichten × %3 Heads</translation>
    </message>
    <message>
        <source>%1 tokens, as the tokenizer split them (␣ = a space):  %2</source>
        <translation>%1 Tokens, wie der Tokenizer sie zerlegt hat (␣ = ein Leerzeichen):  %2</translation>
    </message>
    <message>
        <source>Layer %1%2</source>
        <translation>Schicht %1%2</translation>
    </message>
    <message>
        <source>local %1</source>
        <translation>lokal %1</translation>
    </message>
    <message>
        <source>global</source>
        <translation>global</translation>
    </message>
    <message>
        <source>attention weight</source>
        <translation>Attention-Gewicht</translation>
    </message>
    <message>
        <source>sink</source>
        <translation>Sink</translation>
    </message>
    <message>
        <source>Badges: %1   0</source>
        <translation>Kennzahl: %1   0</translation>
    </message>
    <message>
        <source>Next token</source>
        <translation>Nächstes Token</translation>
    </message>
    <message>
        <source>Next token after “%1” (token %2 of %3)</source>
        <translation>Nächstes Token nach „%1“ (Token %2 von %3)</translation>
    </message>
    <message>
        <source>  new</source>
        <translation>  neu</translation>
    </message>
    <message>
        <source>Nothing changed · click a token to predict after it</source>
        <translation>Nichts geändert · ein Token anklicken für die Vorhersage danach</translation>
    </message>
    <message>
        <source>Before → after: %1%2</source>
        <translation>Vorher → nachher: %1%2</translation>
    </message>
    <message>
        <source> · running…</source>
        <translation> · läuft…</translation>
    </message>
    <message>
        <source>“%1” here</source>
        <translation>„%1“ hier</translation>
    </message>
    <message>
        <source>Head %1 · query “%2” against key “%3” · q·k by distance under RoPE</source>
        <translation>Head %1 · Abfrage „%2“ gegen Schlüssel „%3“ · q·k nach Abstand unter RoPE</translation>
    </message>
    <message>
        <source>, linear scaling ÷ %1</source>
        <translation>, lineare Skalierung ÷ %1</translation>
    </message>
    <message>
        <source>, llama3 scaling (factor %1, trained on %2 positions)</source>
        <translation>, llama3-Skalierung (Faktor %1, trainiert auf %2 Positionen)</translation>
    </message>
    <message>
        <source>, YaRN scaling (factor %1, trained on %2 positions, q and k × %3)</source>
        <translation>, YaRN-Skalierung (Faktor %1, trainiert auf %2 Positionen, q und k × %3)</translation>
    </message>
    <message>
        <source>%1θ = %2%3 · frequencies f = (%4)</source>
        <translation>%1θ = %2%3 · Frequenzen f = (%4)</translation>
    </message>
    <message>
        <source>This session has no RoPE; shown as it would be with </source>
        <translation>Diese Sitzung hat kein RoPE; gezeigt, wie es wäre mit </translation>
    </message>
    <message>
        <source> · latent attention: only the rope part (%1 of %2 numbers) turns</source>
        <translation> · Latent Attention: nur der RoPE-Teil (%1 von %2 Zahlen) dreht sich</translation>
    </message>
    <message>
        <source>Select a query: its curve needs an even d_k (RoPE turns pairs of numbers).</source>
        <translation>Eine Abfrage wählen: Ihre Kurve braucht ein gerades d_k (RoPE dreht Zahlenpaare).</translation>
    </message>
    <message>
        <source>distance p_query − p_key (tokens)</source>
        <translation>Abstand p_query − p_key (Tokens)</translation>
    </message>
    <message>
        <source>score q·k</source>
        <translation>Score q·k</translation>
    </message>
    <message>
        <source>without RoPE: %1</source>
        <translation>ohne RoPE: %1</translation>
    </message>
    <message>
        <source>induction score, every head</source>
        <translation>Induktions-Score, jeder Head</translation>
    </message>
    <message>
        <source>previous-token score, every head</source>
        <translation>Vorgänger-Token-Score, jeder Head</translation>
    </message>
    <message>
        <source>training step</source>
        <translation>Trainingsschritt</translation>
    </message>
    <message>
        <source>loss (log scale)</source>
        <translation>Verlust (logarithmische Skala)</translation>
    </message>
    <message>
        <source> off</source>
        <translation> aus</translation>
    </message>
    <message>
        <source>%1 rises · step %2</source>
        <translation>%1 steigt · Schritt %2</translation>
    </message>
    <message>
        <source>shown: step %1</source>
        <translation>gezeigt: Schritt %1</translation>
    </message>
    <message>
        <source>repeated half (held out)</source>
        <translation>wiederholte Hälfte (zurückgehalten)</translation>
    </message>
    <message>
        <source>each batch</source>
        <translation>jeder Batch</translation>
    </message>
    <message>
        <source>previous-token head</source>
        <translation>Vorgänger-Token-Head</translation>
    </message>
    <message>
        <source>induction head</source>
        <translation>Induktions-Head</translation>
    </message>
    <message>
        <source>No training yet: press Play or Step</source>
        <translation>Noch kein Training: Start oder Schritt drücken</translation>
    </message>
    <message>
        <source>model view</source>
        <translation>Modellansicht</translation>
    </message>
    <message>
        <source>Training Curves</source>
        <translation>Trainingskurven</translation>
    </message>
    <message>
        <source>space</source>
        <extracomment>a token that is only spaces, as a screen reader says it</extracomment>
        <translation>Leerzeichen</translation>
    </message>
    <message>
        <source>layer %1, head %2</source>
        <translation>Schicht %1, Head %2</translation>
    </message>
    <message>
        <source>layer %1, position %2 %3</source>
        <translation>Schicht %1, Position %2 %3</translation>
    </message>
    <message>
        <source>no value</source>
        <translation>kein Wert</translation>
    </message>
    <message>
        <source>%1 ranks %2, probability %3</source>
        <extracomment>%1 the answer traced, %2 its rank, %3 its probability</extracomment>
        <translation>%1 auf Rang %2, Wahrscheinlichkeit %3</translation>
    </message>
    <message>
        <source>top token %1, probability %2</source>
        <translation>bestes Token %1, Wahrscheinlichkeit %2</translation>
    </message>
    <message>
        <source>“%1”</source>
        <extracomment>a token in quotes, with the quotation marks the language writes: „␣Mary“, « ␣Mary »</extracomment>
        <translation>„%1“</translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <source>&quot;bank&quot; in two contexts</source>
        <translation>„bank“ in zwei Kontexten</translation>
    </message>
    <message>
        <source>Eight heads, eight patterns</source>
        <translation>Acht Heads, acht Muster</translation>
    </message>
    <message>
        <source>Learn: first token (sink)</source>
        <translation>Lernen: erstes Token (Sink)</translation>
    </message>
    <message>
        <source>Learn: previous token</source>
        <translation>Lernen: vorheriges Token</translation>
    </message>
    <message>
        <source>Learn: same word earlier</source>
        <translation>Lernen: dasselbe Wort weiter vorn</translation>
    </message>
    <message>
        <source>Saturation race: unscaled</source>
        <translation>Sättigungs-Wettlauf: unskaliert</translation>
    </message>
    <message>
        <source>Saturation race: scaled</source>
        <translation>Sättigungs-Wettlauf: skaliert</translation>
    </message>
    <message>
        <source>Learn: two heads, two relations</source>
        <translation>Lernen: zwei Heads, zwei Beziehungen</translation>
    </message>
    <message>
        <source>The lesson with a causal mask</source>
        <translation>Die Lektion mit kausaler Maske</translation>
    </message>
    <message>
        <source>The lesson with token 3 as padding</source>
        <translation>Die Lektion mit Token 3 als Padding</translation>
    </message>
    <message>
        <source>The lesson with RoPE (rotary positions)</source>
        <translation>Die Lektion mit RoPE (rotierte Positionen)</translation>
    </message>
    <message>
        <source>The lesson without 1/sqrt(d_k)</source>
        <translation>Die Lektion ohne 1/sqrt(d_k)</translation>
    </message>
    <message>
        <source>The lesson: three tokens by hand</source>
        <translation>Die Lektion: drei Tokens von Hand</translation>
    </message>
    <message>
        <source>Saturation cured: divided by sqrt(64) = 8</source>
        <translation>Sättigung behoben: geteilt durch sqrt(64) = 8</translation>
    </message>
    <message>
        <source>Softmax saturation: scores 8, 0, -8</source>
        <translation>Softmax-Sättigung: Scores 8, 0, -8</translation>
    </message>
    <message>
        <source>Two heads, two patterns</source>
        <translation>Zwei Heads, zwei Muster</translation>
    </message>
    <message>
        <source>Both &apos;bank&apos; tokens have the same embedding (water, money, thing, function word). Each sentence is blocked from the other, so each &apos;bank&apos; mixes in its own context: its output row leans to water in the river sentence and to money in the other.</source>
        <translation>Beide Tokens „bank“ haben dasselbe Embedding (Wasser, Geld, Ding, Funktionswort). Jeder Satz ist für den anderen gesperrt, daher mischt jedes „bank“ seinen eigenen Kontext ein: Seine Ausgabezeile neigt im Satz mit „river“ zu Wasser und im anderen zu Geld.</translation>
    </message>
    <message>
        <source>Eight computed heads: previous token, first token, self, broad, local window, same word, latest noun, skips &quot;the&quot;.</source>
        <translation>Acht berechnete Heads: vorheriges Token, erstes Token, selbst, breit, lokales Fenster, dasselbe Wort, letztes Substantiv, überspringt „the“.</translation>
    </message>
    <message>
        <source>Learn the attention sink: two stories packed end to end, and every token&apos;s target is the first token of its own story. Press Play: the first column of each sentence fills in, the pattern real models use when nothing else is worth reading.</source>
        <translation>Den Attention-Sink lernen: zwei Geschichten direkt hintereinander, und das Ziel jedes Tokens ist das erste Token seiner eigenen Geschichte. Start drücken: Die erste Spalte jedes Satzes füllt sich – das Muster, das echte Modelle nutzen, wenn sonst nichts lesenswert ist.</translation>
    </message>
    <message>
        <source>Learn to attend to the previous token: each token&apos;s target is the word before it (the first keeps its own). Press Play: the weights just below the diagonal light up, every one of them above 0.9 within 300 steps, and the loss falls a hundredfold.</source>
        <translation>Lernen, auf das vorherige Token zu achten: Das Ziel jedes Tokens ist das Wort davor (das erste behält sein eigenes). Start drücken: Die Gewichte direkt unter der Diagonale leuchten auf, jedes davon innerhalb von 300 Schritten über 0,9, und der Verlust fällt auf ein Hundertstel.</translation>
    </message>
    <message>
        <source>Learn to find the same word earlier: a word seen before should fetch where it was last seen (its target is that token&apos;s position); a new word fetches its own. The head must match words, not positions: watch the weights jump back to the earlier “the”, “sat”, “on”, “cat”, “and” and “dog”.</source>
        <translation>Lernen, dasselbe Wort weiter vorn zu finden: Ein schon gesehenes Wort soll holen, wo es zuletzt stand (sein Ziel ist die Position dieses Tokens); ein neues Wort holt sein eigenes. Der Head muss Wörter vergleichen, nicht Positionen: zusehen, wie die Gewichte zurück zum früheren „the“, „sat“, „on“, „cat“, „and“ und „dog“ springen.</translation>
    </message>
    <message>
        <source>The saturation race, NOT scaled (scale 1). d_k = 64 and a good initialisation give scores spread about ±8. Both presets have the same embeddings, weights, target and learning rate; only the scale differs. Scaled, the softmax is soft and the head learns; unscaled, it starts nearly one-hot, its gradient p(1 − p) is ≈ 0, and the loss stalls: after 200 steps it is at least twice the scaled one&apos;s. Open both (or press Race) and compare.</source>
        <translation>Der Sättigungs-Wettlauf, NICHT skaliert (Skalierung 1). d_k = 64 und eine gute Initialisierung ergeben Scores mit einer Streuung von etwa ±8. Beide Vorlagen haben dieselben Embeddings, Gewichte, dasselbe Ziel und dieselbe Lernrate; nur die Skalierung unterscheidet sich. Skaliert ist die Softmax weich, und der Head lernt; unskaliert beginnt sie fast one-hot, ihr Gradient p(1 − p) ist ≈ 0, und der Verlust stagniert: Nach 200 Schritten ist er mindestens doppelt so hoch wie der skalierte. Beide öffnen (oder „Wettlauf“ drücken) und vergleichen.</translation>
    </message>
    <message>
        <source>The saturation race, scaled by 1/√d_k = 1/8. d_k = 64 and a good initialisation give scores spread about ±8. Both presets have the same embeddings, weights, target and learning rate; only the scale differs. Scaled, the softmax is soft and the head learns; unscaled, it starts nearly one-hot, its gradient p(1 − p) is ≈ 0, and the loss stalls: after 200 steps it is at least twice the scaled one&apos;s. Open both (or press Race) and compare.</source>
        <translation>Der Sättigungs-Wettlauf, skaliert mit 1/√d_k = 1/8. d_k = 64 und eine gute Initialisierung ergeben Scores mit einer Streuung von etwa ±8. Beide Vorlagen haben dieselben Embeddings, Gewichte, dasselbe Ziel und dieselbe Lernrate; nur die Skalierung unterscheidet sich. Skaliert ist die Softmax weich, und der Head lernt; unskaliert beginnt sie fast one-hot, ihr Gradient p(1 − p) ist ≈ 0, und der Verlust stagniert: Nach 200 Schritten ist er mindestens doppelt so hoch wie der skalierte. Beide öffnen (oder „Wettlauf“ drücken) und vergleichen.</translation>
    </message>
    <message>
        <source>Two heads, two relations, in two sentences packed end to end: each head&apos;s slice holds the whole embedding; head 1&apos;s target is the previous token, head 2&apos;s the first token of its sentence. Press Play and watch them specialise: one diagonal below the middle, one first column per sentence.</source>
        <translation>Zwei Heads, zwei Beziehungen, in zwei direkt hintereinander gepackten Sätzen: Der Ausschnitt jedes Heads enthält das ganze Embedding; das Ziel von Head 1 ist das vorherige Token, das von Head 2 das erste Token seines Satzes. Start drücken und zusehen, wie sie sich spezialisieren: eine Diagonale unter der Mitte, eine erste Spalte pro Satz.</translation>
    </message>
    <message>
        <source>No peeking at the future: token 2 gets 0.670 / 0.330 / 0.</source>
        <translation>Kein Blick in die Zukunft: Token 2 erhält 0,670 / 0,330 / 0.</translation>
    </message>
    <message>
        <source>A padding mask blanks the whole key column of a pad token.</source>
        <translation>Eine Padding-Maske leert die ganze Schlüsselspalte eines Pad-Tokens.</translation>
    </message>
    <message>
        <source>RoPE turns q and k by position: “river” now gives 0.363 / 0.343 / 0.294 (0.284 / 0.140 / 0.576 without it).</source>
        <translation>RoPE dreht q und k je nach Position: „river“ ergibt jetzt 0,363 / 0,343 / 0,294 (ohne RoPE 0,284 / 0,140 / 0,576).</translation>
    </message>
    <message>
        <source>Scale factor 1: the weights are sharper than with 1/sqrt(2).</source>
        <translation>Skalierungsfaktor 1: Die Gewichte sind schärfer als mit 1/sqrt(2).</translation>
    </message>
    <message>
        <source>X rows (1,0), (0,1), (1,1); W_Q rows (1,0), (1,1); W_K rows (1,1), (0,1); W_V = diag(2, 1). Token 2 (&apos;river&apos;) attends 0.284 / 0.140 / 0.576 and outputs (1.72, 0.72).</source>
        <translation>X-Zeilen (1,0), (0,1), (1,1); W_Q-Zeilen (1,0), (1,1); W_K-Zeilen (1,1), (0,1); W_V = diag(2, 1). Token 2 („river“) verteilt seine Attention mit 0,284 / 0,140 / 0,576 und hat die Ausgabe (1,72; 0,72).</translation>
    </message>
    <message>
        <source>The same scores divided by 8 become 1, 0, -1, and softmax gives 0.665, 0.245, 0.090: no longer one-hot.</source>
        <translation>Dieselben Scores geteilt durch 8 werden zu 1, 0, -1, und die Softmax ergibt 0,665; 0,245; 0,090: nicht mehr one-hot.</translation>
    </message>
    <message>
        <source>Query 1 scores its keys 8, 0 and -8, as a d_k = 64 dot product typically would. Unscaled, softmax collapses to nearly one-hot: 0.9997, 0.0003, 0.0000001, and its gradient p(1-p) is about 0.0003.</source>
        <translation>Abfrage 1 gibt ihren Schlüsseln die Scores 8, 0 und -8, wie es ein Skalarprodukt mit d_k = 64 typischerweise täte. Unskaliert fällt die Softmax fast auf one-hot zusammen: 0,9997; 0,0003; 0,0000001, und ihr Gradient p(1-p) ist etwa 0,0003.</translation>
    </message>
    <message>
        <source>d_model 8, two heads of d_k 4. Head 1 follows a position code and looks at the previous token; head 2 matches content, so &apos;cat&apos; and &apos;mat&apos; look at each other and &apos;the&apos; at &apos;the&apos;.</source>
        <translation>d_model 8, zwei Heads mit d_k 4. Head 1 folgt einem Positionscode und schaut auf das vorherige Token; Head 2 vergleicht Inhalte, daher schauen „cat“ und „mat“ aufeinander und „the“ auf „the“.</translation>
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
        <translation>Folie, 1280 × 720</translation>
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
        <translation>A4 quer, 842 × 595</translation>
    </message>
    <message>
        <source>A4 portrait, 595 × 842</source>
        <translation>A4 hoch, 595 × 842</translation>
    </message>
    <message>
        <source>Light (white paper)</source>
        <translation>Hell (weißes Papier)</translation>
    </message>
    <message>
        <source>Dark (dim rooms)</source>
        <translation>Dunkel (abgedunkelte Räume)</translation>
    </message>
    <message>
        <source>High contrast (washed-out projectors)</source>
        <translation>Hoher Kontrast (blasse Projektoren)</translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>%1 exportieren</translation>
    </message>
    <message>
        <source>Copied the picture (%1 × %2 pixels): paste it into your slides</source>
        <translation>Bild kopiert (%1 × %2 Pixel): jetzt in die Folien einfügen</translation>
    </message>
    <message>
        <source>Exported %1 (%2 × %3 pixels)</source>
        <translation>%1 exportiert (%2 × %3 Pixel)</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exportiert</translation>
    </message>
    <message>
        <source>Export Image…</source>
        <translation>Bild exportieren…</translation>
    </message>
    <message>
        <source>Copy Image</source>
        <translation>Bild kopieren</translation>
    </message>
    <message>
        <source>Copy as CSV</source>
        <translation>Als CSV kopieren</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV exportieren…</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Attention Lab, for the classroom&lt;/h2&gt;&lt;p&gt;Everything the lesson computes by hand is computed here in front of the class, and every number can be changed: the rest follows at once.&lt;/p&gt;&lt;h3&gt;The panels&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Inputs&lt;/b&gt; (left, top): the tokens and their embeddings X, and the weight matrices W_Q, W_K, W_V and W_O. These are the numbers you type.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Computed&lt;/b&gt; (left, below): Q, K and V, the raw scores q·k, the logits (the scores through the score rule), the attention weights, each head&apos;s output, the concatenation and the output. The buttons above the table choose which; &lt;i&gt;Head&lt;/i&gt; chooses the head.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Heatmap&lt;/b&gt; (middle): the weights of the selected head, one row per query, one column per key; every row sums to 1. &lt;i&gt;Show&lt;/i&gt; switches to the raw scores or the logits, the average of the heads, or one of the common mistakes. With several heads, a strip shows all of them; click one to show it large.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Breakdown&lt;/b&gt; (right): the softmax of the selected query, step by step, with the same numbers as the lesson&apos;s slides.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Lesson&lt;/b&gt; (a tab beside the breakdown, Alt+4): the guided lesson, below.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Model&lt;/b&gt; (Alt+5): a real model&apos;s layers and heads, once one is opened.&lt;/li&gt;&lt;li&gt;The &lt;b&gt;tool bar&lt;/b&gt;: the files, Undo and Redo (Undo takes back the most recent change, wherever it was made — a number typed in a table, a head switched off in the model — and &lt;i&gt;Edit ▸ Undo&lt;/i&gt; says which), &lt;b&gt;Present&lt;/b&gt; (the lesson full screen), d_model, the number of heads and the scale. The &lt;b&gt;mask bar&lt;/b&gt; under the heatmap holds the masks.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Train&lt;/b&gt; (Alt+6): gradient descent on this session, below.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Alt+1 … Alt+6&lt;/b&gt; put the inputs, the computed tables, the breakdown, the lesson, the model panel and the Train panel away, or bring one from behind another&apos;s tab to the front.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Give the lesson&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;The &lt;b&gt;Lesson&lt;/b&gt; panel (Alt+4) walks &lt;i&gt;Attention, computed by hand&lt;/i&gt; in %1 steps, each with this session&apos;s numbers: pick a step, &lt;b&gt;Reveal&lt;/b&gt; shows the next answer; untick &lt;i&gt;Hold back the answers&lt;/i&gt; to show them at once. Edit a number and every step follows.&lt;/li&gt;&lt;li&gt;After the recap, &lt;i&gt;The block&lt;/i&gt;: where attention sits in a transformer block, the residual add and LayerNorm of one row, and the MLP of that row, worked with a GPT-2 layer&apos;s own numbers. Open a model folder (&lt;i&gt;File ▸ Open Model…&lt;/i&gt;) and choose &lt;i&gt;Edit Layer N in the Tables&lt;/i&gt;: the layer brings its block. An edit of the tokens or embeddings leaves the block behind (the steps say so); Undo brings it back.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Present&lt;/b&gt; (tool bar, &lt;i&gt;View ▸ Present the Lesson&lt;/i&gt;, F5, or &lt;tt&gt;attention-lab --present&lt;/tt&gt;) shows it full screen, a step at a time. → PageDown Space or a click: the next held-back answer, then the next step; ← PageUp or a right click: the answer revealed last, then the step before; R / A reveal one / all; T types the class&apos;s answer to the next number, checked and revealed when right; G the step list; B blanks the screen; Esc leaves. &lt;b&gt;F1&lt;/b&gt; (or ?) shows these keys on the slide.&lt;/li&gt;&lt;li&gt;A clicker works from any window of the app while presenting: PageUp and PageDown always, ← → and Space unless you are typing in a cell. With two screens the slides go to the projector and a presenter view (notes, the next step, a clock; P) stays on the laptop; S swaps them.&lt;/li&gt;&lt;li&gt;&lt;i&gt;File ▸ Export Lesson…&lt;/i&gt; writes the slide deck (PDF), a worksheet with the numbers left blank and its answer key, from this session.&lt;/li&gt;&lt;li&gt;&lt;i&gt;View ▸ Practise the Lesson&apos;s Numbers…&lt;/i&gt; asks for the same numbers one by one, on this session, head and query: type an answer (numbers separated by spaces, rows by ;, a dot or your decimal comma), Enter checks it — right, or which number is the first that is off — and &lt;b&gt;Hint&lt;/b&gt; says more each time (the rule, the first term, the whole working). The list shows ✓ and ✗ and the count right; &lt;b&gt;Glossary&lt;/b&gt; explains the words; &lt;b&gt;Save Answers&lt;/b&gt; writes the file &lt;tt&gt;attention-lab check --answers&lt;/tt&gt; marks.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;h2&gt;Attention Lab, für den Unterricht&lt;/h2&gt;&lt;p&gt;Alles, was die Lektion von Hand rechnet, wird hier vor der Klasse gerechnet, und jede Zahl lässt sich ändern: Der Rest folgt sofort.&lt;/p&gt;&lt;h3&gt;Die Bereiche&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Eingaben&lt;/b&gt; (links oben): die Tokens und ihre Embeddings X sowie die Gewichtsmatrizen W_Q, W_K, W_V und W_O. Das sind die Zahlen, die man eintippt.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Berechnet&lt;/b&gt; (links unten): Q, K und V, die Roh-Scores q·k, die Logits (die Scores nach der Score-Regel), die Attention-Gewichte, die Ausgabe jedes Heads, die Verkettung und die Ausgabe. Die Knöpfe über der Tabelle wählen, was gezeigt wird; &lt;i&gt;Head&lt;/i&gt; wählt den Head.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Heatmap&lt;/b&gt; (Mitte): die Gewichte des gewählten Heads, eine Zeile pro Abfrage, eine Spalte pro Schlüssel; jede Zeile summiert sich zu 1. &lt;i&gt;Anzeige&lt;/i&gt; wechselt zu den Roh-Scores oder den Logits, zum Mittel der Heads oder zu einem der typischen Fehler. Bei mehreren Heads zeigt ein Streifen alle; einen anklicken, um ihn groß zu zeigen.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Rechenweg&lt;/b&gt; (rechts): die Softmax der gewählten Abfrage, Schritt für Schritt, mit denselben Zahlen wie auf den Folien der Lektion.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Lektion&lt;/b&gt; (ein Reiter neben dem Rechenweg, Alt+4): die geführte Lektion, siehe unten.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Modell&lt;/b&gt; (Alt+5): Schichten und Heads eines echten Modells, sobald eines geöffnet ist.&lt;/li&gt;&lt;li&gt;Die &lt;b&gt;Werkzeugleiste&lt;/b&gt;: die Dateien, Rückgängig und Wiederholen (Rückgängig nimmt die letzte Änderung zurück, wo immer sie gemacht wurde – eine in eine Tabelle getippte Zahl, ein im Modell abgeschalteter Head –, und &lt;i&gt;Bearbeiten ▸ Rückgängig&lt;/i&gt; sagt, welche), &lt;b&gt;Präsentieren&lt;/b&gt; (die Lektion im Vollbild), d_model, die Anzahl der Heads und die Skalierung. Die &lt;b&gt;Maskenleiste&lt;/b&gt; unter der Heatmap enthält die Masken.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Training&lt;/b&gt; (Alt+6): Gradientenabstieg auf dieser Sitzung, siehe unten.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Alt+1 … Alt+6&lt;/b&gt; blenden Eingaben, berechnete Tabellen, Rechenweg, Lektion, Modellbereich und Trainingsbereich aus oder holen einen davon hinter dem Reiter eines anderen nach vorn.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Die Lektion halten&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Der Bereich &lt;b&gt;Lektion&lt;/b&gt; (Alt+4) führt in %1 Schritten durch &lt;i&gt;Attention, von Hand gerechnet&lt;/i&gt;, jeden mit den Zahlen dieser Sitzung: einen Schritt wählen, &lt;b&gt;Aufdecken&lt;/b&gt; zeigt die nächste Antwort; &lt;i&gt;Antworten zurückhalten&lt;/i&gt; abwählen, um alle sofort zu zeigen. Eine Zahl ändern, und jeder Schritt folgt.&lt;/li&gt;&lt;li&gt;Nach der Zusammenfassung folgt &lt;i&gt;Der Block&lt;/i&gt;: wo die Attention in einem Transformer-Block sitzt, die Residual-Addition und LayerNorm einer Zeile und das MLP dieser Zeile, gerechnet mit den echten Zahlen einer GPT-2-Schicht. Einen Modellordner öffnen (&lt;i&gt;Datei ▸ Modell öffnen…&lt;/i&gt;) und &lt;i&gt;Schicht N in den Tabellen bearbeiten&lt;/i&gt; wählen: Die Schicht bringt ihren Block mit. Eine Änderung der Tokens oder Embeddings lässt den Block zurück (die Schritte sagen es); Rückgängig holt ihn wieder.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Präsentieren&lt;/b&gt; (Werkzeugleiste, &lt;i&gt;Ansicht ▸ Lektion präsentieren&lt;/i&gt;, F5 oder &lt;tt&gt;attention-lab --present&lt;/tt&gt;) zeigt sie im Vollbild, einen Schritt nach dem anderen. → PageDown Leertaste oder ein Klick: die nächste zurückgehaltene Antwort, dann der nächste Schritt; ← PageUp oder ein Rechtsklick: die zuletzt aufgedeckte Antwort, dann der vorige Schritt; R / A decken eine / alle auf; T tippt die Antwort der Klasse auf die nächste Zahl ein, geprüft und aufgedeckt, wenn sie stimmt; G die Schrittliste; B macht den Bildschirm schwarz; Esc beendet. &lt;b&gt;F1&lt;/b&gt; (oder ?) zeigt diese Tasten auf der Folie.&lt;/li&gt;&lt;li&gt;Eine Presenter-Fernbedienung funktioniert beim Präsentieren in jedem Fenster der App: PageUp und PageDown immer, ← → und Leertaste, außer beim Tippen in einer Zelle. Mit zwei Bildschirmen gehen die Folien an den Projektor, und eine Referentenansicht (Notizen, der nächste Schritt, eine Uhr; P) bleibt auf dem Laptop; S tauscht sie.&lt;/li&gt;&lt;li&gt;&lt;i&gt;Datei ▸ Lektion exportieren…&lt;/i&gt; schreibt aus dieser Sitzung den Foliensatz (PDF), ein Arbeitsblatt mit leer gelassenen Zahlen und den Lösungsschlüssel dazu.&lt;/li&gt;&lt;li&gt;&lt;i&gt;Ansicht ▸ Zahlen der Lektion üben…&lt;/i&gt; fragt dieselben Zahlen nacheinander ab, für diese Sitzung, diesen Head und diese Abfrage: eine Antwort eintippen (Zahlen durch Leerzeichen getrennt, Zeilen durch ;, mit Punkt oder Dezimalkomma), Enter prüft sie – richtig, oder welche Zahl als erste abweicht –, und &lt;b&gt;Tipp&lt;/b&gt; verrät jedes Mal mehr (die Regel, den ersten Term, den ganzen Rechenweg). Die Liste zeigt ✓ und ✗ und die Zahl der richtigen Antworten; &lt;b&gt;Glossar&lt;/b&gt; erklärt die Begriffe; &lt;b&gt;Antworten speichern&lt;/b&gt; schreibt die Datei, die &lt;tt&gt;attention-lab check --answers&lt;/tt&gt; bewertet.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Type a session&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Click a cell of an input table and type a number; &lt;b&gt;Enter&lt;/b&gt; takes it and moves down, &lt;b&gt;Tab&lt;/b&gt; moves right, &lt;b&gt;Esc&lt;/b&gt; leaves the cell as it was. A number that cannot be used is refused with the reason, and nothing changes.&lt;/li&gt;&lt;li&gt;Write decimals with a point (0.5), or with your language&apos;s decimal comma; no separators between thousands. Numbers are kept in full precision; the tables round only what they show.&lt;/li&gt;&lt;li&gt;The first column of &lt;i&gt;Tokens &amp;amp; X&lt;/i&gt; is the token&apos;s text; &lt;b&gt;+ Token&lt;/b&gt; and &lt;b&gt;− Token&lt;/b&gt; add and remove tokens, ↑ and ↓ reorder them. &lt;i&gt;Identity&lt;/i&gt;, &lt;i&gt;Zeros&lt;/i&gt;, &lt;i&gt;Random&lt;/i&gt; and &lt;i&gt;Scale ×&lt;/i&gt; fill a whole matrix.&lt;/li&gt;&lt;li&gt;Paste a block copied from a spreadsheet with Ctrl+V. &lt;i&gt;File ▸ Presets&lt;/i&gt; has the lesson&apos;s examples; &lt;i&gt;File ▸ New&lt;/i&gt; starts blank; &lt;i&gt;File ▸ Generate&lt;/i&gt; makes a large random one.&lt;/li&gt;&lt;li&gt;Every change can be undone with Ctrl+Z. Unsaved changes are copied to a recovery file a moment after each edit; after a crash the next start offers them back.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Select a query&lt;/h3&gt;&lt;p&gt;Click a row&apos;s number in any table (or a cell of a computed table), a row of the heatmap or its token on the left; in the heatmap the Up and Down keys move to the previous or next query. The selected query is highlighted everywhere, and the breakdown follows it. Moving the cursor while you type numbers (Enter, Tab, arrows) does not change it.&lt;/p&gt;&lt;h3&gt;Read the breakdown&lt;/h3&gt;&lt;p&gt;It reads from top to bottom, one column per key:&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;kⱼ&lt;/b&gt;, the key vectors, and &lt;b&gt;q·kⱼ&lt;/b&gt;, the raw scores (click one to see its dot product term by term);&lt;/li&gt;&lt;li&gt;&lt;b&gt;× scale&lt;/b&gt;: divided by √d_k; &lt;b&gt;mask&lt;/b&gt;: blocked keys become −∞;&lt;/li&gt;&lt;li&gt;&lt;b&gt;eˣ&lt;/b&gt; and &lt;b&gt;÷ Σ&lt;/b&gt;: the softmax in the lesson&apos;s two steps; the weights sum to 1;&lt;/li&gt;&lt;li&gt;&lt;b&gt;vⱼ&lt;/b&gt; and &lt;b&gt;wⱼ·vⱼ&lt;/b&gt;: the values, weighted; their sum is the query&apos;s output;&lt;/li&gt;&lt;li&gt;below, the same softmax computed the stable way (subtract the row&apos;s largest score first).&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;&lt;i&gt;Decimals&lt;/i&gt; sets how many decimals are shown (the lesson uses three). &lt;i&gt;Mask after softmax (wrong)&lt;/i&gt; adds the classic mistake for contrast.&lt;/p&gt;&lt;p&gt;Today&apos;s models put stages between the projection and the score, and each gets a line of its own under the title with its own numbers: &lt;code&gt;x·W_Q + b_Q&lt;/code&gt;, then &lt;code&gt;q_norm&lt;/code&gt; (÷ its root mean square, × γ), then &lt;code&gt;RoPE&lt;/code&gt; (turned by its position). Where query heads share K/V heads, the title and the K and V tables say which: &lt;code&gt;kv2 · read by heads 3, 4&lt;/code&gt;. Under a sliding window the keys far back go into one column (“… outside the window”) after the keys that carry the weight.&lt;/p&gt;&lt;h3&gt;Mask cells&lt;/h3&gt;&lt;p&gt;The &lt;b&gt;mask bar&lt;/b&gt; under the heatmap; each change is one undo step, and each blocked cell is hatched by its reason, with a weight of exactly 0.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Causal&lt;/b&gt; (or Ctrl+M): no query sees a later key.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Window&lt;/b&gt; w: a query sees only keys closer than w (sliding-window attention).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Prefix&lt;/b&gt; P: with the causal mask, the first P tokens see each other both ways (prefix-LM).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Sentences&lt;/b&gt;: tokens of different sentences (the &lt;i&gt;Sent.&lt;/i&gt; column of &lt;i&gt;Tokens &amp;amp; X&lt;/i&gt;) never see each other.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Padding&lt;/b&gt;: tick &lt;i&gt;Pad&lt;/i&gt; beside a token in &lt;i&gt;Tokens &amp;amp; X&lt;/i&gt;; no query sees it.&lt;/li&gt;&lt;li&gt;&lt;b&gt;By hand&lt;/b&gt;: press &lt;i&gt;Edit mask&lt;/i&gt; in the mask bar and click cells, or Ctrl+click a cell at any time; &lt;i&gt;Unblock all&lt;/i&gt; undoes them.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;h3&gt;Eine Sitzung eintippen&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Eine Zelle einer Eingabetabelle anklicken und eine Zahl tippen; &lt;b&gt;Enter&lt;/b&gt; übernimmt sie und geht nach unten, &lt;b&gt;Tab&lt;/b&gt; geht nach rechts, &lt;b&gt;Esc&lt;/b&gt; lässt die Zelle, wie sie war. Eine unbrauchbare Zahl wird mit Begründung abgelehnt, und nichts ändert sich.&lt;/li&gt;&lt;li&gt;Dezimalzahlen mit Punkt (0.5) oder mit dem Dezimalkomma der eigenen Sprache schreiben; keine Tausendertrennzeichen. Zahlen werden in voller Genauigkeit gespeichert; die Tabellen runden nur die Anzeige.&lt;/li&gt;&lt;li&gt;Die erste Spalte von &lt;i&gt;Tokens &amp;amp; X&lt;/i&gt; ist der Text des Tokens; &lt;b&gt;+ Token&lt;/b&gt; und &lt;b&gt;− Token&lt;/b&gt; fügen Tokens hinzu oder entfernen sie, ↑ und ↓ ordnen sie um. &lt;i&gt;Einheitsmatrix&lt;/i&gt;, &lt;i&gt;Nullen&lt;/i&gt;, &lt;i&gt;Zufall&lt;/i&gt; und &lt;i&gt;Skalieren ×&lt;/i&gt; füllen eine ganze Matrix.&lt;/li&gt;&lt;li&gt;Einen aus einer Tabellenkalkulation kopierten Block mit Ctrl+V einfügen. &lt;i&gt;Datei ▸ Vorlagen&lt;/i&gt; enthält die Beispiele der Lektion; &lt;i&gt;Datei ▸ Neu&lt;/i&gt; beginnt leer; &lt;i&gt;Datei ▸ Zufällige Sitzung erzeugen&lt;/i&gt; erzeugt eine große zufällige.&lt;/li&gt;&lt;li&gt;Jede Änderung lässt sich mit Ctrl+Z rückgängig machen. Ungespeicherte Änderungen werden kurz nach jeder Bearbeitung in eine Wiederherstellungsdatei kopiert; nach einem Absturz bietet der nächste Start sie wieder an.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Eine Abfrage wählen&lt;/h3&gt;&lt;p&gt;Die Nummer einer Zeile in einer beliebigen Tabelle anklicken (oder eine Zelle einer berechneten Tabelle), eine Zeile der Heatmap oder ihr Token links; in der Heatmap springen die Tasten Auf und Ab zur vorigen oder nächsten Abfrage. Die gewählte Abfrage ist überall hervorgehoben, und der Rechenweg folgt ihr. Den Cursor beim Eintippen von Zahlen zu bewegen (Enter, Tab, Pfeiltasten) ändert sie nicht.&lt;/p&gt;&lt;h3&gt;Den Rechenweg lesen&lt;/h3&gt;&lt;p&gt;Er liest sich von oben nach unten, eine Spalte pro Schlüssel:&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;kⱼ&lt;/b&gt;, die Schlüsselvektoren, und &lt;b&gt;q·kⱼ&lt;/b&gt;, die Roh-Scores (einen anklicken, um sein Skalarprodukt Term für Term zu sehen);&lt;/li&gt;&lt;li&gt;&lt;b&gt;× Skalierung&lt;/b&gt;: geteilt durch √d_k; &lt;b&gt;Maske&lt;/b&gt;: gesperrte Schlüssel werden zu −∞;&lt;/li&gt;&lt;li&gt;&lt;b&gt;eˣ&lt;/b&gt; und &lt;b&gt;÷ Σ&lt;/b&gt;: die Softmax in den zwei Schritten der Lektion; die Gewichte summieren sich zu 1;&lt;/li&gt;&lt;li&gt;&lt;b&gt;vⱼ&lt;/b&gt; und &lt;b&gt;wⱼ·vⱼ&lt;/b&gt;: die Werte, gewichtet; ihre Summe ist die Ausgabe der Abfrage;&lt;/li&gt;&lt;li&gt;darunter dieselbe Softmax, numerisch stabil gerechnet (zuerst den größten Score der Zeile abziehen).&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;&lt;i&gt;Nachkommastellen&lt;/i&gt; legt fest, wie viele Nachkommastellen gezeigt werden (die Lektion nutzt drei). &lt;i&gt;Maske nach Softmax (falsch)&lt;/i&gt; zeigt zum Vergleich den klassischen Fehler.&lt;/p&gt;&lt;p&gt;Heutige Modelle haben Stufen zwischen der Projektion und dem Score, und jede bekommt unter dem Titel eine eigene Zeile mit eigenen Zahlen: &lt;code&gt;x·W_Q + b_Q&lt;/code&gt;, dann &lt;code&gt;q_norm&lt;/code&gt; (÷ quadratisches Mittel, × γ), dann &lt;code&gt;RoPE&lt;/code&gt; (um ihre Position gedreht). Wo sich Abfrage-Heads K/V-Heads teilen, sagen der Titel und die Tabellen K und V, welche: &lt;code&gt;kv2 · gelesen von Heads 3, 4&lt;/code&gt;. Bei einem gleitenden Fenster kommen die weit zurückliegenden Schlüssel in eine Spalte („… außerhalb des Fensters“) nach den Schlüsseln, die das Gewicht tragen.&lt;/p&gt;&lt;h3&gt;Zellen maskieren&lt;/h3&gt;&lt;p&gt;Die &lt;b&gt;Maskenleiste&lt;/b&gt; unter der Heatmap; jede Änderung ist ein Rückgängig-Schritt, und jede gesperrte Zelle ist je nach Grund schraffiert, mit einem Gewicht von genau 0.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Kausal&lt;/b&gt; (oder Ctrl+M): Keine Abfrage sieht einen späteren Schlüssel.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Fenster&lt;/b&gt; w: Eine Abfrage sieht nur Schlüssel, die näher als w liegen (Sliding-Window-Attention).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Präfix&lt;/b&gt; P: Mit der kausalen Maske sehen sich die ersten P Tokens gegenseitig in beide Richtungen (Präfix-LM).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Sätze&lt;/b&gt;: Tokens verschiedener Sätze (Spalte &lt;i&gt;Satz&lt;/i&gt; von &lt;i&gt;Tokens &amp;amp; X&lt;/i&gt;) sehen sich nie.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Padding&lt;/b&gt;: &lt;i&gt;Pad&lt;/i&gt; neben einem Token in &lt;i&gt;Tokens &amp;amp; X&lt;/i&gt; ankreuzen; keine Abfrage sieht es.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Von Hand&lt;/b&gt;: &lt;i&gt;Maske bearbeiten&lt;/i&gt; in der Maskenleiste drücken und Zellen anklicken, oder jederzeit Ctrl+Klick auf eine Zelle; &lt;i&gt;Alle freigeben&lt;/i&gt; macht das rückgängig.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Before and after, lines, heads side by side&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Pin&lt;/b&gt; (&lt;i&gt;View ▸ Pin This Result&lt;/i&gt;, Ctrl+P, or &lt;i&gt;Pin&lt;/i&gt; in the status bar) keeps the weights you see. Change a mask, the scale or a number: beside the heatmap, &lt;i&gt;now − pinned&lt;/i&gt; shows what moved, cell by cell (red gained, blue lost), and the breakdown shows the pinned weights under today&apos;s. Another number of tokens or heads cannot be compared: the view says so. Ctrl+Shift+P shows or hides the difference; &lt;i&gt;Unpin&lt;/i&gt; forgets it.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Lines&lt;/b&gt; (&lt;i&gt;View ▸ Lines&lt;/i&gt;, Ctrl+L): queries on the left, keys on the right, one line per head as strong as the weight. Point at a token for its lines alone, click it to keep them (and to explain that query); click a head in the legend to hide it; untick &lt;i&gt;All heads&lt;/i&gt; to follow the selected head.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Heads side by side&lt;/b&gt; (&lt;i&gt;View ▸ Heads Side by Side&lt;/i&gt;, Ctrl+H): two to four heads, large, on one colour scale; the numbered buttons choose them, a click on a map explains that row.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Export for slides and handouts&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;i&gt;File ▸ Export&lt;/i&gt; saves the heatmap, all heads or the breakdown as PNG, SVG or PDF: choose a size (a slide, Full HD, A4), the sharpness of a PNG, the numbers and their decimals, and a theme. &lt;b&gt;Copy Image&lt;/b&gt; in the same dialog puts the picture on the clipboard, to paste into slides.&lt;/li&gt;&lt;li&gt;Right-click a heatmap or the breakdown for the same, and to copy a table of numbers (CSV).&lt;/li&gt;&lt;li&gt;&lt;i&gt;File ▸ Export ▸ Computed Table as CSV&lt;/i&gt; saves the table in front for a spreadsheet.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Real models&lt;/h3&gt;&lt;p&gt;&lt;i&gt;File ▸ Open Model…&lt;/i&gt; (Ctrl+Shift+O) opens a GPT-2, Llama, Mistral, Qwen, Gemma 2 or 3, GPT-OSS, DeepSeek V2/V3 or BLOOM model from its folder (the Hugging Face layout, no network needed) and runs it on your sentence. The &lt;b&gt;Model&lt;/b&gt; panel shows every layer × every head; click one to see it large. &lt;i&gt;Edit Layer N in the Tables&lt;/i&gt; turns that layer into an ordinary session: the tables, the heatmaps, the breakdown, the masks and the lesson all work on a real head. The panel&apos;s summary gives the model&apos;s &lt;b&gt;KV cache&lt;/b&gt;: the bytes it keeps per token of context while it generates (every layer&apos;s keys and values), at its longest context, and what one K/V head per query head (MHA) or one for all (MQA) would need at the same width — why models share K/V heads; a model with local layers (Gemma, GPT-OSS) keeps only its window in those.&lt;/p&gt;&lt;p&gt;Today&apos;s models change one stage each, and the window shows it where it happens. &lt;b&gt;Local and global layers&lt;/b&gt; (Gemma, GPT-OSS): the model view writes &lt;code&gt;local 4096&lt;/code&gt; or &lt;code&gt;global&lt;/code&gt; under each layer&apos;s name (&lt;code&gt;·L&lt;/code&gt; / &lt;code&gt;·G&lt;/code&gt; when the rows are short) and hatches the keys a local layer cannot see. &lt;b&gt;Sinks&lt;/b&gt; (GPT-OSS): every head has a logit of its own that takes weight and gives no value; &lt;i&gt;Badges: sink mass&lt;/i&gt; writes on each panel the weight its sink took on average, and each row of the head&apos;s weights sums to 1 minus that row&apos;s sink. &lt;b&gt;Stage lines&lt;/b&gt;: a layer edited in the tables keeps its stages, so the breakdown has a column each — &lt;i&gt;+ ALiBi&lt;/i&gt; (BLOOM), &lt;i&gt;soft-cap&lt;/i&gt; (Gemma 2), the sink&apos;s share in the sums (GPT-OSS) — and its RoPE line says YaRN&apos;s factor when q and k are scaled by it. The summary names the family&apos;s stages (soft-caps, experts, YaRN, local layers). &lt;b&gt;Latent attention&lt;/b&gt; (DeepSeek): every head&apos;s K and V are made from one small latent per token, so the KV-cache line counts the latent and its one RoPE key a layer beside every head&apos;s K and V in full — the reason MLA exists, in numbers. &lt;i&gt;Why This Score&lt;/i&gt; splits its scores through the latents. &lt;i&gt;Edit Layer&lt;/i&gt; (or a session written by &lt;code&gt;--session-out&lt;/code&gt;) puts a latent layer in the tables: W_DQ, W_UQ, W_DKV, W_UK, W_UV and W_KR in place of W_Q, W_K and W_V, every number editable, and the breakdown says where q and k come from; the model does not take such a layer back in this version (&lt;i&gt;Run Model With This Layer&lt;/i&gt; says so).&lt;/p&gt;&lt;p&gt;After &lt;i&gt;Edit Layer&lt;/i&gt;, change the layer in the tables and press &lt;b&gt;Run Model With This Layer&lt;/b&gt;: the whole model runs again with the layer as edited (W_Q, W_K, W_V, W_O, biases, scale) and its next-token prediction is shown beside the original. &lt;b&gt;Importance…&lt;/b&gt; switches off each head alone and measures how much the model&apos;s top next token loses without it (layers × heads runs; &lt;i&gt;Badges: importance&lt;/i&gt; then marks every panel, and the export menu writes it as CSV). Where query heads share K/V heads (Llama, Mistral, Qwen), the heatmap titles and the K and V tables say which K/V head each reads.&lt;/p&gt;&lt;h3&gt;Zoom and themes, for the projector&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;i&gt;View ▸ Zoom In / Zoom Out&lt;/i&gt; (Ctrl+= / Ctrl+−, Ctrl+0 for 100 %, Ctrl+wheel over the tables and the breakdown) scales every text and every drawn view, 70 % to 300 %; it is remembered. Zoomed in, the tables are put away (Alt+1, Alt+2 bring them back) unless the window is wide enough for them even so; zoomed far in on a small screen, the heatmap and the breakdown take the window in turn (F6).&lt;/li&gt;&lt;li&gt;&lt;i&gt;View ▸ Theme&lt;/i&gt;: light, dark (dim rooms) or high contrast (bright projectors).&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;h3&gt;Vorher und nachher, Linien, Heads nebeneinander&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Anheften&lt;/b&gt; (&lt;i&gt;Ansicht ▸ Dieses Ergebnis anheften&lt;/i&gt;, Ctrl+P oder &lt;i&gt;Anheften&lt;/i&gt; in der Statusleiste) hält die sichtbaren Gewichte fest. Dann eine Maske, die Skalierung oder eine Zahl ändern: Neben der Heatmap zeigt &lt;i&gt;jetzt − angeheftet&lt;/i&gt; Zelle für Zelle, was sich verschoben hat (rot gewonnen, blau verloren), und der Rechenweg zeigt die angehefteten Gewichte unter den aktuellen. Eine andere Anzahl von Tokens oder Heads lässt sich nicht vergleichen: Die Ansicht sagt es. Ctrl+Shift+P blendet die Differenz ein oder aus; &lt;i&gt;Lösen&lt;/i&gt; vergisst sie.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Linien&lt;/b&gt; (&lt;i&gt;Ansicht ▸ Linien&lt;/i&gt;, Ctrl+L): Abfragen links, Schlüssel rechts, eine Linie pro Head, so kräftig wie das Gewicht. Auf ein Token zeigen, um nur seine Linien zu sehen, es anklicken, um sie zu behalten (und diese Abfrage zu erklären); einen Head in der Legende anklicken, um ihn auszublenden; &lt;i&gt;Alle Heads&lt;/i&gt; abwählen, um dem gewählten Head zu folgen.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Heads nebeneinander&lt;/b&gt; (&lt;i&gt;Ansicht ▸ Heads nebeneinander&lt;/i&gt;, Ctrl+H): zwei bis vier Heads, groß, auf einer Farbskala; die nummerierten Knöpfe wählen sie aus, ein Klick auf eine Karte erklärt diese Zeile.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Export für Folien und Ausdrucke&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;i&gt;Datei ▸ Exportieren&lt;/i&gt; speichert die Heatmap, alle Heads oder den Rechenweg als PNG, SVG oder PDF: eine Größe wählen (eine Folie, Full HD, A4), die Schärfe eines PNG, die Zahlen und ihre Nachkommastellen sowie ein Farbschema. &lt;b&gt;Bild kopieren&lt;/b&gt; im selben Dialog legt das Bild in die Zwischenablage, zum Einfügen in Folien.&lt;/li&gt;&lt;li&gt;Ein Rechtsklick auf eine Heatmap oder den Rechenweg bietet dasselbe und das Kopieren einer Zahlentabelle (CSV).&lt;/li&gt;&lt;li&gt;&lt;i&gt;Datei ▸ Exportieren ▸ Berechnete Tabelle als CSV&lt;/i&gt; speichert die vorn liegende Tabelle für eine Tabellenkalkulation.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Echte Modelle&lt;/h3&gt;&lt;p&gt;&lt;i&gt;Datei ▸ Modell öffnen…&lt;/i&gt; (Ctrl+Shift+O) öffnet ein Modell von GPT-2, Llama, Mistral, Qwen, Gemma 2 oder 3, GPT-OSS, DeepSeek V2/V3 oder BLOOM aus seinem Ordner (Hugging-Face-Layout, kein Netzwerk nötig) und lässt es auf dem eingegebenen Satz laufen. Der Bereich &lt;b&gt;Modell&lt;/b&gt; zeigt jede Schicht × jeden Head; einen anklicken, um ihn groß zu sehen. &lt;i&gt;Schicht N in den Tabellen bearbeiten&lt;/i&gt; macht aus dieser Schicht eine gewöhnliche Sitzung: Tabellen, Heatmaps, Rechenweg, Masken und Lektion arbeiten dann alle mit einem echten Head. Die Zusammenfassung des Bereichs nennt den &lt;b&gt;KV-Cache&lt;/b&gt; des Modells: die Bytes, die es beim Generieren pro Token Kontext behält (Schlüssel und Werte jeder Schicht), bei seinem längsten Kontext, und was ein K/V-Head pro Abfrage-Head (MHA) oder einer für alle (MQA) bei gleicher Breite bräuchte – der Grund, warum Modelle K/V-Heads teilen; ein Modell mit lokalen Schichten (Gemma, GPT-OSS) behält in diesen nur sein Fenster.&lt;/p&gt;&lt;p&gt;Heutige Modelle ändern jeweils eine Stufe, und das Fenster zeigt sie dort, wo sie wirkt. &lt;b&gt;Lokale und globale Schichten&lt;/b&gt; (Gemma, GPT-OSS): Die Modellansicht schreibt &lt;code&gt;lokal 4096&lt;/code&gt; oder &lt;code&gt;global&lt;/code&gt; unter den Namen jeder Schicht (&lt;code&gt;·L&lt;/code&gt; / &lt;code&gt;·G&lt;/code&gt;, wenn die Zeilen kurz sind) und schraffiert die Schlüssel, die eine lokale Schicht nicht sehen kann. &lt;b&gt;Sinks&lt;/b&gt; (GPT-OSS): Jeder Head hat ein eigenes Logit, das Gewicht aufnimmt und keinen Wert liefert; &lt;i&gt;Kennzahl: Sink-Masse&lt;/i&gt; schreibt auf jede Kachel das Gewicht, das ihr Sink im Mittel aufnahm, und jede Zeile der Gewichte des Heads summiert sich zu 1 minus dem Sink dieser Zeile. &lt;b&gt;Stufenzeilen&lt;/b&gt;: Eine in den Tabellen bearbeitete Schicht behält ihre Stufen, sodass der Rechenweg je eine Spalte hat – &lt;i&gt;+ ALiBi&lt;/i&gt; (BLOOM), &lt;i&gt;Soft-Cap&lt;/i&gt; (Gemma 2), der Anteil des Sinks an den Summen (GPT-OSS) –, und ihre RoPE-Zeile nennt den YaRN-Faktor, wenn q und k damit skaliert werden. Die Zusammenfassung nennt die Stufen der Modellfamilie (Soft-Caps, Experten, YaRN, lokale Schichten). &lt;b&gt;Latent Attention&lt;/b&gt; (DeepSeek): K und V jedes Heads entstehen aus einem kleinen Latent pro Token, daher zählt die KV-Cache-Zeile das Latent und seinen einen RoPE-Schlüssel pro Schicht neben K und V jedes Heads in voller Größe – der Grund für MLA, in Zahlen. &lt;i&gt;Warum dieser Score&lt;/i&gt; zerlegt seine Scores über die Latents. &lt;i&gt;Schicht bearbeiten&lt;/i&gt; (oder eine mit &lt;code&gt;--session-out&lt;/code&gt; geschriebene Sitzung) bringt eine Latent-Schicht in die Tabellen: W_DQ, W_UQ, W_DKV, W_UK, W_UV und W_KR statt W_Q, W_K und W_V, jede Zahl bearbeitbar, und der Rechenweg sagt, woher q und k kommen; das Modell nimmt eine solche Schicht in dieser Version nicht zurück (&lt;i&gt;Modell mit dieser Schicht ausführen&lt;/i&gt; sagt es).&lt;/p&gt;&lt;p&gt;Nach &lt;i&gt;Schicht bearbeiten&lt;/i&gt; die Schicht in den Tabellen ändern und &lt;b&gt;Modell mit dieser Schicht ausführen&lt;/b&gt; drücken: Das ganze Modell läuft erneut mit der bearbeiteten Schicht (W_Q, W_K, W_V, W_O, Biases, Skalierung), und seine Vorhersage des nächsten Tokens erscheint neben der ursprünglichen. &lt;b&gt;Wichtigkeit…&lt;/b&gt; schaltet jeden Head einzeln ab und misst, wie viel das wahrscheinlichste nächste Token des Modells ohne ihn verliert (Schichten × Heads Läufe; &lt;i&gt;Kennzahl: Wichtigkeit&lt;/i&gt; markiert dann jede Kachel, und das Exportmenü schreibt sie als CSV). Wo sich Abfrage-Heads K/V-Heads teilen (Llama, Mistral, Qwen), sagen die Titel der Heatmaps und die Tabellen K und V, welchen K/V-Head jeder liest.&lt;/p&gt;&lt;h3&gt;Zoom und Farbschemata, für den Projektor&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;i&gt;Ansicht ▸ Vergrößern / Verkleinern&lt;/i&gt; (Ctrl+= / Ctrl+−, Ctrl+0 für 100 %, Ctrl+Mausrad über den Tabellen und dem Rechenweg) skaliert jeden Text und jede gezeichnete Ansicht, 70 % bis 300 %; die Stufe wird gemerkt. Vergrößert werden die Tabellen ausgeblendet (Alt+1, Alt+2 holen sie zurück), außer das Fenster ist trotzdem breit genug; stark vergrößert auf einem kleinen Bildschirm wechseln sich Heatmap und Rechenweg im Fenster ab (F6).&lt;/li&gt;&lt;li&gt;&lt;i&gt;Ansicht ▸ Farbschema&lt;/i&gt;: hell, dunkel (abgedunkelte Räume) oder hoher Kontrast (helle Projektoren).&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Labs&lt;/h3&gt;&lt;p&gt;Each item of the &lt;i&gt;Labs&lt;/i&gt; menu works on the session in the window:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;i&gt;Why Divide by √d_k? (Spread of q·k)&lt;/i&gt; and &lt;i&gt;Shapes, Parameters and Cost&lt;/i&gt; open the lesson&apos;s steps on them.&lt;/li&gt;&lt;li&gt;&lt;i&gt;RoPE: Score by Distance&lt;/i&gt;: for a session with RoPE, the selected query&apos;s score against one key&apos;s content moved to every distance — the curve that makes attention depend on distance. Pick the key in the window; right-click the curve to export it.&lt;/li&gt;&lt;li&gt;&lt;i&gt;Show the Code (NumPy, PyTorch)&lt;/i&gt;: the same computation as code to run, with this session&apos;s numbers.&lt;/li&gt;&lt;li&gt;&lt;i&gt;Train a Head&lt;/i&gt;, &lt;i&gt;Saturation Race (Scaled vs Unscaled)&lt;/i&gt; and &lt;i&gt;Train a Model (Induction Heads Form)&lt;/i&gt;: below.&lt;/li&gt;&lt;li&gt;&lt;i&gt;Mistake: Mask after Softmax&lt;/i&gt;, &lt;i&gt;Mistake: Softmax over the Wrong Axis&lt;/i&gt; and &lt;i&gt;Mistake: Reshape without Transpose&lt;/i&gt; draw the common mistakes, each on a session where the mistake really changes the weights (the app says when it had to switch, and Ctrl+Z goes back); &lt;i&gt;Back to the Right Weights&lt;/i&gt; returns.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Train a head, and the saturation race&lt;/h3&gt;&lt;p&gt;&lt;i&gt;Labs ▸ Train a Head&lt;/i&gt; (Alt+6) opens the &lt;b&gt;Train&lt;/b&gt; panel: gradient descent on this session in front of the class. Make a target in its &lt;i&gt;Target&lt;/i&gt; tab (&lt;i&gt;Target = Output&lt;/i&gt;, then change numbers) or open a &lt;code&gt;learn-…&lt;/code&gt; preset; choose SGD or Adam, the learning rate and what moves (W_Q, W_K, W_V, W_O, the biases, the embeddings). &lt;b&gt;Step&lt;/b&gt; takes one step, &lt;b&gt;Play&lt;/b&gt; keeps stepping, &lt;b&gt;Reset&lt;/b&gt; puts back the weights from before the run. The tables show every gradient beside its weight, the loss curve grows with each step, and a run is one undo step. After an edit or Undo the panel names the last run and says the next step starts a new one from the session as it is.&lt;/p&gt;&lt;p&gt;&lt;i&gt;Labs ▸ Saturation Race&lt;/i&gt; trains the same task twice side by side, scaled by 1/√d_k and not scaled, with the Train panel&apos;s optimizer, learning rate and ticked matrices (its status line says which), leaving the session itself alone: the unscaled curve stalls where the softmax saturates.&lt;/p&gt;&lt;p&gt;&lt;i&gt;Help ▸ Keyboard Shortcuts&lt;/i&gt; lists every key.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Labor&lt;/h3&gt;&lt;p&gt;Jeder Eintrag im Menü &lt;i&gt;Labor&lt;/i&gt; arbeitet mit der Sitzung im Fenster:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;i&gt;Warum durch √d_k teilen? (Streuung von q·k)&lt;/i&gt; und &lt;i&gt;Dimensionen, Parameter und Kosten&lt;/i&gt; öffnen die Schritte der Lektion dazu.&lt;/li&gt;&lt;li&gt;&lt;i&gt;RoPE: Score nach Abstand&lt;/i&gt;: für eine Sitzung mit RoPE der Score der gewählten Abfrage gegen den Inhalt eines Schlüssels, verschoben auf jeden Abstand – die Kurve, durch die Attention vom Abstand abhängt. Den Schlüssel im Fenster wählen; ein Rechtsklick auf die Kurve exportiert sie.&lt;/li&gt;&lt;li&gt;&lt;i&gt;Code zeigen (NumPy, PyTorch)&lt;/i&gt;: dieselbe Rechnung als ausführbarer Code, mit den Zahlen dieser Sitzung.&lt;/li&gt;&lt;li&gt;&lt;i&gt;Einen Head trainieren&lt;/i&gt;, &lt;i&gt;Sättigungs-Wettlauf (skaliert gegen unskaliert)&lt;/i&gt; und &lt;i&gt;Ein Modell trainieren (Induktions-Heads entstehen)&lt;/i&gt;: siehe unten.&lt;/li&gt;&lt;li&gt;&lt;i&gt;Fehler: Maske nach Softmax&lt;/i&gt;, &lt;i&gt;Fehler: Softmax über die falsche Achse&lt;/i&gt; und &lt;i&gt;Fehler: Reshape ohne Transponieren&lt;/i&gt; zeigen die typischen Fehler, jeweils an einer Sitzung, in der der Fehler die Gewichte wirklich ändert (die App sagt, wenn sie dafür wechseln musste, und Ctrl+Z geht zurück); &lt;i&gt;Zurück zu den richtigen Gewichten&lt;/i&gt; kehrt zurück.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Einen Head trainieren, und der Sättigungs-Wettlauf&lt;/h3&gt;&lt;p&gt;&lt;i&gt;Labor ▸ Einen Head trainieren&lt;/i&gt; (Alt+6) öffnet den Bereich &lt;b&gt;Training&lt;/b&gt;: Gradientenabstieg auf dieser Sitzung vor der Klasse. Im Reiter &lt;i&gt;Ziel&lt;/i&gt; ein Ziel anlegen (&lt;i&gt;Ziel = Ausgabe&lt;/i&gt;, dann Zahlen ändern) oder eine Vorlage &lt;code&gt;learn-…&lt;/code&gt; öffnen; SGD oder Adam wählen, die Lernrate und was sich bewegt (W_Q, W_K, W_V, W_O, die Biases, die Embeddings). &lt;b&gt;Schritt&lt;/b&gt; macht einen Schritt, &lt;b&gt;Start&lt;/b&gt; macht immer weiter Schritte, &lt;b&gt;Zurücksetzen&lt;/b&gt; stellt die Gewichte von vor dem Lauf wieder her. Die Tabellen zeigen jeden Gradienten neben seinem Gewicht, die Verlustkurve wächst mit jedem Schritt, und ein Lauf ist ein Rückgängig-Schritt. Nach einer Bearbeitung oder Rückgängig nennt der Bereich den letzten Lauf und sagt, dass der nächste Schritt einen neuen Lauf mit der Sitzung in ihrem jetzigen Zustand beginnt.&lt;/p&gt;&lt;p&gt;&lt;i&gt;Labor ▸ Sättigungs-Wettlauf&lt;/i&gt; trainiert dieselbe Aufgabe zweimal nebeneinander, mit 1/√d_k skaliert und unskaliert, mit Optimierer, Lernrate und angekreuzten Matrizen des Trainingsbereichs (seine Statuszeile sagt, welche), ohne die Sitzung selbst zu verändern: Die unskalierte Kurve bleibt stecken, wo die Softmax sättigt.&lt;/p&gt;&lt;p&gt;&lt;i&gt;Hilfe ▸ Tastenkürzel&lt;/i&gt; listet alle Tasten auf.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Watch induction heads form: train a model&lt;/h3&gt;&lt;p&gt;&lt;i&gt;Labs ▸ Train a Model&lt;/i&gt; opens a window where a small transformer (2 layers of 4 heads by default, attention only) learns from random weights to continue sequences like &lt;code&gt;k q b … k q b …&lt;/code&gt;: letters drawn at random, then the same letters again. The only way to predict the second copy is to find where the letter was before and copy what followed it: an &lt;i&gt;induction head&lt;/i&gt;, helped by a &lt;i&gt;previous-token head&lt;/i&gt; in the layer below.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Play&lt;/b&gt; trains (press again to pause), &lt;b&gt;Step&lt;/b&gt; takes one step, &lt;b&gt;Stop&lt;/b&gt; ends the run (what it trained stays to be looked at and saved; the next Play starts a new run). &lt;b&gt;Speed&lt;/b&gt; slows it down for a class; &lt;b&gt;Seed&lt;/b&gt;, &lt;b&gt;Layers&lt;/b&gt;, &lt;b&gt;Heads&lt;/b&gt; and &lt;b&gt;d_model&lt;/b&gt; choose the model while no run is going.&lt;/li&gt;&lt;li&gt;The curves share one time axis: the loss of each step&apos;s batch (grey), the loss on the repeated half of a held-out batch (bold), and every head&apos;s previous-token and induction scores. The leading head of each kind is coloured and named; a dashed line marks the step at which it rose (half-way from its first score to its best). After a few thousand steps the bold loss steps down as the two heads appear together.&lt;/li&gt;&lt;li&gt;The grid shows every layer × head on one held-out repeated sequence, badged with its induction score; the best induction head is shown large below it (click a head to show another). Right-click or Ctrl+click a head to switch it off &lt;i&gt;in the evaluation&lt;/i&gt;: the curves from then on, the grid and the large map are measured without it (the shaded part of the curves says which heads were off), while training goes on with the whole model. Switch the induction head off and the loss on the repeated half jumps back up.&lt;/li&gt;&lt;li&gt;The &lt;b&gt;Checkpoint&lt;/b&gt; slider goes back to any kept checkpoint (every 100 steps unless told otherwise; clicking the curves goes to the nearest). &lt;b&gt;Open in Model Workbench&lt;/b&gt; opens the model shown in the main window&apos;s Model dock, with head scores, switching heads off and the next token. &lt;b&gt;Save Model…&lt;/b&gt; writes it as a GPT-2 folder (as &lt;code&gt;attention-lab train-model&lt;/code&gt; does); &lt;b&gt;Save Curves (CSV)…&lt;/b&gt; writes the history; right-click the curves or a map to export it as a picture.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;The steps are exactly those of &lt;code&gt;attention-lab train-model --task induction --seed S --steps N&lt;/code&gt; with the same sizes. Closing the window with a trained model that is not saved asks first.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Induktions-Heads entstehen sehen: ein Modell trainieren&lt;/h3&gt;&lt;p&gt;&lt;i&gt;Labor ▸ Ein Modell trainieren&lt;/i&gt; öffnet ein Fenster, in dem ein kleiner Transformer (standardmäßig 2 Schichten mit je 4 Heads, nur Attention) ab zufälligen Gewichten lernt, Folgen wie &lt;code&gt;k q b … k q b …&lt;/code&gt; fortzusetzen: zufällig gezogene Buchstaben, dann dieselben Buchstaben noch einmal. Die zweite Kopie lässt sich nur vorhersagen, indem man findet, wo der Buchstabe vorher stand, und kopiert, was ihm folgte: ein &lt;i&gt;Induktions-Head&lt;/i&gt;, unterstützt von einem &lt;i&gt;Vorgänger-Token-Head&lt;/i&gt; in der Schicht darunter.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Start&lt;/b&gt; trainiert (erneut drücken zum Anhalten), &lt;b&gt;Schritt&lt;/b&gt; macht einen Schritt, &lt;b&gt;Stopp&lt;/b&gt; beendet den Lauf (was er trainiert hat, bleibt zum Ansehen und Speichern; der nächste Start beginnt einen neuen Lauf). &lt;b&gt;Tempo&lt;/b&gt; verlangsamt ihn für eine Klasse; &lt;b&gt;Startwert&lt;/b&gt;, &lt;b&gt;Schichten&lt;/b&gt;, &lt;b&gt;Heads&lt;/b&gt; und &lt;b&gt;d_model&lt;/b&gt; wählen das Modell, solange kein Lauf läuft.&lt;/li&gt;&lt;li&gt;Die Kurven teilen sich eine Zeitachse: der Verlust des Batches jedes Schritts (grau), der Verlust auf der wiederholten Hälfte eines zurückgehaltenen Batches (fett) und die Vorgänger-Token- und Induktions-Scores jedes Heads. Der führende Head jeder Art ist farbig und benannt; eine gestrichelte Linie markiert den Schritt, an dem er aufstieg (auf halbem Weg von seinem ersten zu seinem besten Score). Nach einigen tausend Schritten fällt der fette Verlust stufenartig, wenn die beiden Heads gemeinsam erscheinen.&lt;/li&gt;&lt;li&gt;Das Raster zeigt jede Schicht × jeden Head auf einer zurückgehaltenen wiederholten Folge, beschriftet mit dem Induktions-Score; der beste Induktions-Head ist darunter groß zu sehen (einen Head anklicken, um einen anderen zu zeigen). Rechtsklick oder Ctrl+Klick auf einen Head schaltet ihn &lt;i&gt;in der Auswertung&lt;/i&gt; ab: Die Kurven von da an, das Raster und die große Karte werden ohne ihn gemessen (der schattierte Teil der Kurven zeigt, welche Heads aus waren), während das Training mit dem ganzen Modell weiterläuft. Den Induktions-Head abschalten, und der Verlust auf der wiederholten Hälfte springt wieder hoch.&lt;/li&gt;&lt;li&gt;Der Schieberegler &lt;b&gt;Zwischenstand&lt;/b&gt; geht zu jedem gespeicherten Zwischenstand zurück (alle 100 Schritte, wenn nicht anders eingestellt; ein Klick auf die Kurven springt zum nächstgelegenen). &lt;b&gt;In der Modell-Werkbank öffnen&lt;/b&gt; öffnet das gezeigte Modell im Modellbereich des Hauptfensters, mit Head-Scores, dem Abschalten von Heads und dem nächsten Token. &lt;b&gt;Modell speichern…&lt;/b&gt; schreibt es als GPT-2-Ordner (wie &lt;code&gt;attention-lab train-model&lt;/code&gt;); &lt;b&gt;Kurven speichern (CSV)…&lt;/b&gt; schreibt den Verlauf; ein Rechtsklick auf die Kurven oder eine Karte exportiert sie als Bild.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Die Schritte sind genau die von &lt;code&gt;attention-lab train-model --task induction --seed S --steps N&lt;/code&gt; mit denselben Größen. Wer das Fenster mit einem trainierten, nicht gespeicherten Modell schließt, wird vorher gefragt.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Find a head, switch it off: a guided example&lt;/h3&gt;&lt;p&gt;A heatmap shows where a head looks, not what the model does with it. The built-in induction model, a small GPT-2 built so that its heads are known, lets the class find that out.&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;i&gt;File ▸ Open Model…&lt;/i&gt;, click &lt;b&gt;Induction (built-in example)&lt;/b&gt;, then &lt;b&gt;Open and Run&lt;/b&gt;. The sentence says the same thing twice: “The old king saw a red tree by the river. The old king saw a red tree by the”. The &lt;b&gt;Next token&lt;/b&gt; panel gives “ river”, almost certain: the model copies what followed “ the” the first time.&lt;/li&gt;&lt;li&gt;Which head copies? In the model view choose &lt;b&gt;Badges: induction score&lt;/b&gt;. One panel lights up: layer 2, head 2 (&lt;code&gt;1.1&lt;/code&gt; on the command line), near 1. Each token of the second sentence attends to the token that &lt;i&gt;followed&lt;/i&gt; its first occurrence. Under &lt;i&gt;Badges: previous-token score&lt;/i&gt;, layer 1, head 1 (&lt;code&gt;0.0&lt;/code&gt;) lights up instead: it tells every position which token came before it.&lt;/li&gt;&lt;li&gt;Right-click the induction head&apos;s panel and choose &lt;b&gt;Switch Layer 2 Head 2 (1.1) Off: Output Zero&lt;/b&gt; (or Ctrl+click it): its output is set to 0 and the model runs again. Its heatmap does not change at all, yet in the Next token panel “ river” falls from almost 1 to almost 0, and the model now says “ the” again, the only word it still has. The heatmap could not have told you this head does the copying; switching it off does.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Restore All&lt;/b&gt;, then switch the previous-token head off instead. The copy fails too, and now the induction head&apos;s heatmap loses its stripe and its score falls: it reads what the earlier head wrote. Two heads in two layers make one mechanism, a circuit.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;The same from the command line: &lt;code&gt;attention-lab model FOLDER --text &quot;…&quot; --head-scores&lt;/code&gt;, then again with &lt;code&gt;--ablate 1.1&lt;/code&gt; (the manual&apos;s &quot;The built-in induction model&quot; gives the folder).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Einen Head finden und abschalten: ein geführtes Beispiel&lt;/h3&gt;&lt;p&gt;Eine Heatmap zeigt, wohin ein Head schaut, nicht, was das Modell damit macht. Das eingebaute Induktionsmodell, ein kleines GPT-2, das so gebaut ist, dass seine Heads bekannt sind, lässt die Klasse das herausfinden.&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;i&gt;Datei ▸ Modell öffnen…&lt;/i&gt;, auf &lt;b&gt;Induktion (eingebautes Beispiel)&lt;/b&gt; klicken, dann auf &lt;b&gt;Öffnen und ausführen&lt;/b&gt;. Der Satz sagt zweimal dasselbe: „The old king saw a red tree by the river. The old king saw a red tree by the“. Der Bereich &lt;b&gt;Nächstes Token&lt;/b&gt; nennt „ river“, fast sicher: Das Modell kopiert, was beim ersten Mal auf „ the“ folgte.&lt;/li&gt;&lt;li&gt;Welcher Head kopiert? In der Modellansicht &lt;b&gt;Kennzahl: Induktions-Score&lt;/b&gt; wählen. Eine Kachel leuchtet auf: Schicht 2, Head 2 (&lt;code&gt;1.1&lt;/code&gt; auf der Kommandozeile), nahe 1. Jedes Token des zweiten Satzes schaut auf das Token, das auf sein erstes Vorkommen &lt;i&gt;folgte&lt;/i&gt;. Unter &lt;i&gt;Kennzahl: Vorgänger-Token-Score&lt;/i&gt; leuchtet stattdessen Schicht 1, Head 1 (&lt;code&gt;0.0&lt;/code&gt;) auf: Er sagt jeder Position, welches Token vor ihr kam.&lt;/li&gt;&lt;li&gt;Rechtsklick auf die Kachel des Induktions-Heads und &lt;b&gt;Schicht 2, Head 2 (1.1) abschalten: Ausgabe null&lt;/b&gt; wählen (oder Ctrl+Klick darauf): Seine Ausgabe wird auf 0 gesetzt, und das Modell läuft erneut. Seine Heatmap ändert sich überhaupt nicht, doch im Bereich Nächstes Token fällt „ river“ von fast 1 auf fast 0, und das Modell sagt jetzt wieder „ the“, das einzige Wort, das ihm bleibt. Die Heatmap hätte nicht verraten können, dass dieser Head kopiert; das Abschalten zeigt es.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Alle wiederherstellen&lt;/b&gt;, dann stattdessen den Vorgänger-Token-Head abschalten. Auch dann scheitert das Kopieren, und nun verliert die Heatmap des Induktions-Heads ihren Streifen, und sein Score fällt: Er liest, was der frühere Head geschrieben hat. Zwei Heads in zwei Schichten bilden einen Mechanismus, einen Schaltkreis (Circuit).&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Dasselbe auf der Kommandozeile: &lt;code&gt;attention-lab model FOLDER --text &quot;…&quot; --head-scores&lt;/code&gt;, dann noch einmal mit &lt;code&gt;--ablate 1.1&lt;/code&gt; (der Abschnitt „The built-in induction model“ im Handbuch nennt den Ordner).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Where is the answer carried, and when is it known? Patching, Logit Lens, Rollout&lt;/h3&gt;&lt;p&gt;Beside &lt;b&gt;Every Head&lt;/b&gt; in the Model dock, three tabs look at the whole model:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Patching&lt;/b&gt;: &lt;b&gt;Compare With…&lt;/b&gt; a second text of as many tokens — your sentence with the names swapped, say — and pick the answer and the wrong token from the model&apos;s top next tokens (or, at the last position, the next-token panel&apos;s menu: &lt;i&gt;Use … as the Answer&lt;/i&gt;). The model runs on the second text with one activation at a time copied from yours: the residual stream entering each layer at each position, and each head&apos;s output. Each cell says how much of the answer over the wrong token comes back: 1 (red) all of it, 0 (white) none, below 0 (blue) the other way. Positions before the first changed token are 0 without a run. It runs in the background with a progress bar and &lt;b&gt;Cancel&lt;/b&gt;; click a head&apos;s cell to open that head large. It runs the model as opened, with no head switched off.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Logit Lens&lt;/b&gt;: each layer&apos;s residual stream read as if it were the last (the final norm, then the unembedding): the top token in every cell, coloured by its probability. Choose &lt;i&gt;Cells: the answer&apos;s rank&lt;/i&gt; to follow the answer down the layers: #1 where the model would already say it. The last layer is the model&apos;s own prediction. Click a cell to see that position&apos;s next tokens.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Rollout&lt;/b&gt;: attention followed through every layer (Abnar &amp;amp; Zuidema): each layer&apos;s heads averaged, half kept for the residual path, multiplied through. One map for the whole model — a picture of where information can flow, not of what the model computes with it.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Every grid copies and exports like every view (right-click: Export Image…, Copy Image, Copy as CSV, Export CSV…). On the command line: &lt;code&gt;--corrupt TEXT2 --answer A --wrong B&lt;/code&gt;, &lt;code&gt;--logit-lens&lt;/code&gt;, &lt;code&gt;--rollout&lt;/code&gt;.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Wo steckt die Antwort, und wann ist sie bekannt? Patching, Logit Lens, Rollout&lt;/h3&gt;&lt;p&gt;Neben &lt;b&gt;Alle Heads&lt;/b&gt; im Modellbereich betrachten drei Reiter das ganze Modell:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Patching&lt;/b&gt;: &lt;b&gt;Vergleichen mit…&lt;/b&gt; einem zweiten Text mit gleich vielen Tokens – etwa dem eigenen Satz mit vertauschten Namen –, dann die Antwort und das falsche Token aus den wahrscheinlichsten nächsten Tokens des Modells wählen (oder, an der letzten Position, über das Menü des Bereichs Nächstes Token: &lt;i&gt;„…“ als Antwort verwenden&lt;/i&gt;). Das Modell läuft auf dem zweiten Text, wobei jeweils eine Aktivierung aus dem eigenen Text hineinkopiert wird: der Residualstrom am Eingang jeder Schicht an jeder Position und die Ausgabe jedes Heads. Jede Zelle sagt, wie viel vom Vorsprung der Antwort vor dem falschen Token zurückkommt: 1 (rot) alles, 0 (weiß) nichts, unter 0 (blau) das Gegenteil. Positionen vor dem ersten geänderten Token sind ohne Lauf 0. Es läuft im Hintergrund mit Fortschrittsbalken und &lt;b&gt;Abbrechen&lt;/b&gt;; ein Klick auf die Zelle eines Heads öffnet ihn groß. Es verwendet das Modell so, wie es geöffnet wurde, ohne abgeschaltete Heads.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Logit Lens&lt;/b&gt;: der Residualstrom jeder Schicht, gelesen, als wäre sie die letzte (die letzte Norm, dann das Unembedding): das wahrscheinlichste Token in jeder Zelle, gefärbt nach seiner Wahrscheinlichkeit. &lt;i&gt;Zellen: Rang der Antwort&lt;/i&gt; wählen, um der Antwort durch die Schichten zu folgen: #1 dort, wo das Modell sie schon sagen würde. Die letzte Schicht ist die eigene Vorhersage des Modells. Eine Zelle anklicken, um die nächsten Tokens dieser Position zu sehen.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Rollout&lt;/b&gt;: Attention, durch jede Schicht verfolgt (Abnar &amp;amp; Zuidema): die Heads jeder Schicht gemittelt, die Hälfte für den Residualpfad behalten, durchmultipliziert. Eine Karte für das ganze Modell – ein Bild davon, wohin Information fließen kann, nicht davon, was das Modell damit berechnet.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Jedes Raster lässt sich wie jede Ansicht kopieren und exportieren (Rechtsklick: Bild exportieren…, Bild kopieren, Als CSV kopieren, CSV exportieren…). Auf der Kommandozeile: &lt;code&gt;--corrupt TEXT2 --answer A --wrong B&lt;/code&gt;, &lt;code&gt;--logit-lens&lt;/code&gt;, &lt;code&gt;--rollout&lt;/code&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Fenster</translation>
    </message>
    <message>
        <source>Heatmap (click it first)</source>
        <translation>Heatmap (erst anklicken)</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tabellen</translation>
    </message>
    <message>
        <source>Zoom in / out</source>
        <translation>Vergrößern / verkleinern</translation>
    </message>
    <message>
        <source>Zoom in or out at the pointer</source>
        <translation>Am Mauszeiger vergrößern oder verkleinern</translation>
    </message>
    <message>
        <source>Ctrl+Wheel</source>
        <translation>Ctrl+Mausrad</translation>
    </message>
    <message>
        <source>Show the whole matrix</source>
        <translation>Ganze Matrix zeigen</translation>
    </message>
    <message>
        <source>Move the cursor cell (up, down: the query); a zoomed map follows</source>
        <translation>Cursorzelle bewegen (auf, ab: die Abfrage); eine vergrößerte Karte folgt</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Pfeiltasten</translation>
    </message>
    <message>
        <source>Explain the cursor&apos;s query in the breakdown</source>
        <translation>Abfrage des Cursors im Rechenweg erklären</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Pan a zoomed map</source>
        <translation>Vergrößerte Karte verschieben</translation>
    </message>
    <message>
        <source>Shift+Arrow keys</source>
        <translation>Shift+Pfeiltasten</translation>
    </message>
    <message>
        <source>Block / unblock a cell</source>
        <translation>Zelle sperren / freigeben</translation>
    </message>
    <message>
        <source>Ctrl+Click</source>
        <translation>Ctrl+Klick</translation>
    </message>
    <message>
        <source>Type into a cell</source>
        <translation>In eine Zelle tippen</translation>
    </message>
    <message>
        <source>any digit, or F2</source>
        <translation>eine Ziffer oder F2</translation>
    </message>
    <message>
        <source>Take the number, move down</source>
        <translation>Zahl übernehmen, nach unten</translation>
    </message>
    <message>
        <source>Take the number, move right</source>
        <translation>Zahl übernehmen, nach rechts</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>Leave a cell unchanged</source>
        <translation>Zelle unverändert verlassen</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Copy the selected cells (tab-separated)</source>
        <translation>Ausgewählte Zellen kopieren (tabulatorgetrennt)</translation>
    </message>
    <message>
        <source>Paste cells from a spreadsheet</source>
        <translation>Zellen aus einer Tabellenkalkulation einfügen</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Does</source>
        <translation>Wirkung</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <source>Read from the menus as they are now; the last rows are keys the heatmap and the tables handle themselves.</source>
        <translation>Aus den Menüs in ihrem jetzigen Zustand gelesen; die letzten Zeilen sind Tasten, die Heatmap und Tabellen selbst verarbeiten.</translation>
    </message>
    <message>
        <source>How to Use Attention Lab</source>
        <translation>Anleitung zu Attention Lab</translation>
    </message>
    <message>
        <source>&amp;How to Use Attention Lab</source>
        <translation>&amp;Anleitung zu Attention Lab</translation>
    </message>
    <message>
        <source>Keyboard &amp;Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>Keys while presenting</source>
        <translation>Tasten beim Präsentieren</translation>
    </message>
    <message>
        <source>A clicker&apos;s keys work from every window of the app. Any key closes this.</source>
        <translation>Die Tasten einer Presenter-Fernbedienung wirken in jedem Fenster der App. Eine beliebige Taste schließt diese Übersicht.</translation>
    </message>
    <message>
        <source>“%1” is not a token id (0…%2): this model was opened on ids, so give the second text as ids too.</source>
        <translation>„%1“ ist keine Token-ID (0…%2): Dieses Modell wurde mit IDs geöffnet, also auch den zweiten Text als IDs angeben.</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>previous-token score</source>
        <translation>Vorgänger-Token-Score</translation>
    </message>
    <message>
        <source>first-token score</source>
        <translation>Erst-Token-Score</translation>
    </message>
    <message>
        <source>self score</source>
        <translation>Selbst-Score</translation>
    </message>
    <message>
        <source>induction score</source>
        <translation>Induktions-Score</translation>
    </message>
    <message>
        <source>importance</source>
        <translation>Wichtigkeit</translation>
    </message>
    <message>
        <source>sink mass</source>
        <translation>Sink-Masse</translation>
    </message>
    <message>
        <source>open the model in %1</source>
        <translation>das Modell in %1 zu öffnen</translation>
    </message>
    <message>
        <source>There is nothing to run: type a sentence or some token ids.</source>
        <translation>Es gibt nichts auszuführen: einen Satz oder einige Token-IDs eingeben.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>The token ids</source>
        <translation>Die Token-IDs</translation>
    </message>
    <message>
        <source>The text</source>
        <translation>Der Text</translation>
    </message>
    <message>
        <source>Running %1 tokens through the %2 layers of this model %3.</source>
        <translation>Die Verarbeitung von %1 Tokens durch die %2 Schichten dieses Modells %3.</translation>
    </message>
    <message>
        <source>run %1 tokens through the %2 layers of this model</source>
        <translation>%1 Tokens durch die %2 Schichten dieses Modells zu schicken</translation>
    </message>
    <message>
        <source>There is not enough memory to %1.</source>
        <translation>Es ist nicht genug Speicher frei, um %1.</translation>
    </message>
    <message>
        <source>Head out</source>
        <translation>Head-Ausgabe</translation>
    </message>
    <message>
        <source>%1 is too large: numbers here are within ±%2</source>
        <translation>%1 ist zu groß: Zahlen liegen hier innerhalb von ±%2</translation>
    </message>
    <message>
        <source>%1 is too close to 0 to be stored: type 0</source>
        <translation>%1 liegt zu nah an 0, um gespeichert zu werden: 0 eingeben</translation>
    </message>
    <message>
        <source>“%1” is not a number: use a point for decimals (%2), and no separators between thousands</source>
        <translation>„%1“ ist keine Zahl: Dezimalstellen mit Punkt schreiben (%2), ohne Tausendertrennzeichen</translation>
    </message>
    <message>
        <source>“%1” is not a number: use a point for decimals, and no separators between thousands</source>
        <translation>„%1“ ist keine Zahl: Dezimalstellen mit Punkt schreiben, ohne Tausendertrennzeichen</translation>
    </message>
    <message>
        <source>“%1” is not a number: write it without separators between thousands</source>
        <translation>„%1“ ist keine Zahl: ohne Tausendertrennzeichen schreiben</translation>
    </message>
    <message>
        <source>“%1” is not a number</source>
        <translation>„%1“ ist keine Zahl</translation>
    </message>
    <message>
        <source>type a number</source>
        <translation>eine Zahl eingeben</translation>
    </message>
    <message>
        <source>token embedding</source>
        <translation>Token-Embedding</translation>
    </message>
    <message>
        <source>position embedding</source>
        <translation>Positions-Embedding</translation>
    </message>
    <message>
        <source>biases (β, b_Q, b_K)</source>
        <translation>Bias-Terme (β, b_Q, b_K)</translation>
    </message>
    <message>
        <source>L%1 MLP</source>
        <translation>L%1 MLP</translation>
    </message>
    <message>
        <source>L%1 W_O bias</source>
        <translation>L%1 W_O-Bias</translation>
    </message>
    <message>
        <source>L%1 H%2</source>
        <translation>L%1 H%2</translation>
    </message>
    <message>
        <source>the other %1 sources</source>
        <translation>die übrigen %1 Quellen</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>the other %1 terms</source>
        <translation>die übrigen %1 Terme</translation>
    </message>
    <message>
        <source>Why this score</source>
        <translation>Warum dieser Score</translation>
    </message>
    <message>
        <source>Layer %1 Head %2 · query %3 “%4” → key %5 “%6”</source>
        <translation>Schicht %1, Head %2 · Abfrage %3 „%4“ → Schlüssel %5 „%6“</translation>
    </message>
    <message>
        <source>Click a cell of the head&apos;s map (a query&apos;s row, a key&apos;s column) to see why it scored what it did.</source>
        <translation>Eine Zelle der Karte des Heads anklicken (Zeile einer Abfrage, Spalte eines Schlüssels), um zu sehen, wie ihr Score zustande kommt.</translation>
    </message>
    <message>
        <source>score q·k = %1 (raw, before the scale): the sum of every term</source>
        <translation>Score q·k = %1 (roh, vor der Skalierung): die Summe aller Terme</translation>
    </message>
    <message>
        <source>source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>in the query</source>
        <translation>in der Abfrage</translation>
    </message>
    <message>
        <source>in the key</source>
        <translation>im Schlüssel</translation>
    </message>
    <message>
        <source>the other %1</source>
        <translation>die übrigen %1</translation>
    </message>
    <message>
        <source>The biggest terms: query source × key source</source>
        <translation>Die größten Terme: Abfrage-Quelle × Schlüssel-Quelle</translation>
    </message>
    <message>
        <source>sum of every term = %1 = the score</source>
        <translation>Summe aller Terme = %1 = der Score</translation>
    </message>
    <message>
        <source>Each entry is a share of the score with every norm&apos;s scale frozen at its value on this input — not what removing that source would change.</source>
        <translation>Jeder Eintrag ist ein Anteil am Score, wobei die Skalierung jeder Norm auf ihrem Wert für diese Eingabe eingefroren ist – nicht das, was das Entfernen dieser Quelle ändern würde.</translation>
    </message>
    <message>
        <source>Heatmap</source>
        <translation>Heatmap</translation>
    </message>
    <message>
        <source>All Heads</source>
        <translation>Alle Heads</translation>
    </message>
    <message>
        <source>Line View</source>
        <translation>Linienansicht</translation>
    </message>
    <message>
        <source>Model View</source>
        <translation>Modellansicht</translation>
    </message>
    <message>
        <source>Next Token</source>
        <translation>Nächstes Token</translation>
    </message>
    <message>
        <source>Why This Score</source>
        <translation>Warum dieser Score</translation>
    </message>
    <message>
        <source>Logit Lens</source>
        <translation>Logit Lens</translation>
    </message>
    <message>
        <source>Patching</source>
        <translation>Patching</translation>
    </message>
    <message>
        <source>Breakdown</source>
        <translation>Rechenweg</translation>
    </message>
    <message>
        <source>Lesson Step</source>
        <translation>Lektionsschritt</translation>
    </message>
    <message>
        <source>Heads Side by Side</source>
        <translation>Heads nebeneinander</translation>
    </message>
    <message>
        <source>WRONG · head %1: masked after softmax</source>
        <translation>FALSCH · Head %1: nach der Softmax maskiert</translation>
    </message>
    <message>
        <source>rows with a blocked key no longer sum to 1</source>
        <translation>Zeilen mit gesperrtem Schlüssel summieren sich nicht mehr zu 1</translation>
    </message>
    <message>
        <source>WRONG · head %1: softmax over queries</source>
        <translation>FALSCH · Head %1: Softmax über die Abfragen</translation>
    </message>
    <message>
        <source>each column sums to 1; the rows do not</source>
        <translation>jede Spalte summiert sich zu 1, die Zeilen nicht</translation>
    </message>
    <message>
        <source>WRONG · head %1: reshape without transpose</source>
        <translation>FALSCH · Head %1: Reshape ohne Transponieren</translation>
    </message>
    <message>
        <source>each row mixes pieces of other tokens</source>
        <translation>jede Zeile mischt Stücke anderer Tokens</translation>
    </message>
    <message>
        <source>Reshape without transpose (one head: harmless)</source>
        <translation>Reshape ohne Transponieren (ein Head: harmlos)</translation>
    </message>
    <message>
        <source>with one head nothing is scrambled: try two heads</source>
        <translation>mit einem Head wird nichts vertauscht: zwei Heads probieren</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>Schicht</translation>
    </message>
    <message>
        <source>head</source>
        <translation>Head</translation>
    </message>
    <message>
        <source>position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>Head outputs patched</source>
        <translation>Head-Ausgaben gepatcht</translation>
    </message>
    <message>
        <source>Residual stream patched</source>
        <translation>Residualstrom gepatcht</translation>
    </message>
    <message>
        <source>each head&apos;s output in each layer from the clean run</source>
        <translation>die Ausgabe jedes Heads in jeder Schicht aus dem sauberen Lauf</translation>
    </message>
    <message>
        <source>the stream entering each layer, one position at a time, from the clean run</source>
        <translation>der Strom am Eingang jeder Schicht, eine Position nach der anderen, aus dem sauberen Lauf</translation>
    </message>
    <message>
        <source>: 1 = %1 over %2 as in the clean run, 0 = as corrupted</source>
        <translation>: 1 = Vorsprung von %1 vor %2 wie im sauberen Lauf, 0 = wie im verfälschten</translation>
    </message>
    <message>
        <source>restored</source>
        <translation>wiederhergestellt</translation>
    </message>
    <message>
        <source>Layer %1 head %2&apos;s output</source>
        <translation>Ausgabe von Schicht %1, Head %2</translation>
    </message>
    <message>
        <source>The stream entering layer %1 at %2 (position %3)</source>
        <translation>Der Strom am Eingang von Schicht %1 bei %2 (Position %3)</translation>
    </message>
    <message>
        <source>%1 from the clean run: %2 of the answer comes back</source>
        <translation>%1 aus dem sauberen Lauf: %2 der Antwort kommt zurück</translation>
    </message>
    <message>
        <source>
Click to open this head</source>
        <translation>
Klicken, um diesen Head zu öffnen</translation>
    </message>
    <message>
        <source>
Click to open this layer</source>
        <translation>
Klicken, um diese Schicht zu öffnen</translation>
    </message>
    <message>
        <source>Logit lens · where %1 ranks after each layer</source>
        <translation>Logit Lens · Rang von %1 nach jeder Schicht</translation>
    </message>
    <message>
        <source>Logit lens · the top next token after each layer</source>
        <translation>Logit Lens · das wahrscheinlichste nächste Token nach jeder Schicht</translation>
    </message>
    <message>
        <source>each layer&apos;s stream through the final norm and the unembedding: #1 = the model would answer %1 already; colour = its probability</source>
        <translation>der Strom jeder Schicht durch die letzte Norm und das Unembedding: #1 = das Modell würde schon %1 antworten; Farbe = seine Wahrscheinlichkeit</translation>
    </message>
    <message>
        <source>each layer&apos;s stream through the final norm and the unembedding; colour = the top token&apos;s probability; the last layer is the model&apos;s own prediction</source>
        <translation>der Strom jeder Schicht durch die letzte Norm und das Unembedding; Farbe = Wahrscheinlichkeit des wahrscheinlichsten Tokens; die letzte Schicht ist die eigene Vorhersage des Modells</translation>
    </message>
    <message>
        <source>probability</source>
        <translation>Wahrscheinlichkeit</translation>
    </message>
    <message>
        <source>Layer %1, after %2 (position %3): the stream read as the last layer</source>
        <translation>Schicht %1, nach %2 (Position %3): der Strom, gelesen, als wäre dies die letzte Schicht</translation>
    </message>
    <message>
        <source>%1: rank %2, probability %3</source>
        <translation>%1: Rang %2, Wahrscheinlichkeit %3</translation>
    </message>
    <message>
        <source>Attention rollout · through all %1 layers</source>
        <translation>Attention-Rollout · durch alle %1 Schichten</translation>
    </message>
    <message>
        <source>½·mean of the heads + ½·I, multiplied through the layers · rows sum to 1</source>
        <translation>½·Mittel der Heads + ½·I, durch die Schichten multipliziert · Zeilensummen 1</translation>
    </message>
    <message>
        <source>Ctrl+Z brings your session back</source>
        <translation>Ctrl+Z holt die Sitzung zurück</translation>
    </message>
    <message>
        <source>Causal mask on</source>
        <translation>Kausale Maske an</translation>
    </message>
    <message>
        <source>Nothing was masked, so masking after softmax changed nothing: the causal mask is now on (Ctrl+Z turns it off again).</source>
        <translation>Nichts war maskiert, also änderte Maskieren nach der Softmax nichts: Die kausale Maske ist jetzt an (Ctrl+Z schaltet sie wieder aus).</translation>
    </message>
    <message>
        <source>Causal lesson</source>
        <translation>Kausale Lektion</translation>
    </message>
    <message>
        <source>Nothing here can be masked to show it, so it is shown on the lesson with the causal mask; %1.</source>
        <translation>Hier lässt sich nichts maskieren, um es zu zeigen, daher wird es an der Lektion mit kausaler Maske gezeigt; %1.</translation>
    </message>
    <message>
        <source>Use 2 heads</source>
        <translation>2 Heads verwenden</translation>
    </message>
    <message>
        <source>With one head a reshape without transpose scrambles nothing: the session now has 2 heads (Ctrl+Z goes back to 1).</source>
        <translation>Mit einem Head vertauscht ein Reshape ohne Transponieren nichts: Die Sitzung hat jetzt 2 Heads (Ctrl+Z geht zurück zu 1).</translation>
    </message>
    <message>
        <source>Two-heads preset</source>
        <translation>Vorlage mit zwei Heads</translation>
    </message>
    <message>
        <source>This session cannot be split into two heads, so the mistake is shown on the two-heads preset; %1.</source>
        <translation>Diese Sitzung lässt sich nicht in zwei Heads teilen, daher wird der Fehler an der Vorlage mit zwei Heads gezeigt; %1.</translation>
    </message>
    <message>
        <source>The lesson</source>
        <translation>Die Lektion</translation>
    </message>
    <message>
        <source>Here a softmax over queries gives the same weights as over keys, so it is shown on the lesson&apos;s example; %1.</source>
        <translation>Hier ergibt eine Softmax über die Abfragen dieselben Gewichte wie über die Schlüssel, daher wird es am Beispiel der Lektion gezeigt; %1.</translation>
    </message>
    <message>
        <source>mask after softmax</source>
        <translation>Maske nach Softmax</translation>
    </message>
    <message>
        <source>softmax over the wrong axis</source>
        <translation>Softmax über die falsche Achse</translation>
    </message>
    <message>
        <source>reshape without transpose</source>
        <translation>Reshape ohne Transponieren</translation>
    </message>
    <message>
        <source>This mistake cannot be shown on any session at hand.</source>
        <translation>Dieser Fehler lässt sich an keiner verfügbaren Sitzung zeigen.</translation>
    </message>
    <message>
        <source>%1 (max of %2×%2 blocks)</source>
        <translation>%1 (Maximum von %2×%2-Blöcken)</translation>
    </message>
    <message>
        <source>RoPE by Distance</source>
        <translation>RoPE nach Abstand</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Why did this head look there? Why This Score&lt;/h3&gt;&lt;p&gt;Click a cell of the head shown large in the Model dock (a query&apos;s row, a key&apos;s column): the &lt;b&gt;Why This Score&lt;/b&gt; tab splits that cell&apos;s raw score q·k into where the query&apos;s and the key&apos;s residual streams came from — the token embedding, the position embedding, each head of every earlier layer, each MLP, the biases.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;In the query&lt;/b&gt; and &lt;b&gt;in the key&lt;/b&gt;: what each source brought to each side (its row and column totals).&lt;/li&gt;&lt;li&gt;&lt;b&gt;The biggest terms&lt;/b&gt;: query source × key source, largest first, the rest summed; the sum is the score.&lt;/li&gt;&lt;li&gt;Each norm&apos;s scale is frozen at its value on this sentence, which makes the split exact. An entry is a share of the score, not what removing that source would change: for that, switch the source&apos;s head off.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;On the built-in induction model with the text “ the cat sat on a red mat the cat sat on a red”, click layer 2 head 2, then the cell where the second “ red” looks at “ mat”: almost all of the score is the query&apos;s own token embedding × what layer 1 head 1 (the previous-token head) wrote into the key. The key was found through another head&apos;s output: K-composition. The table follows every head switched off, and its menu exports it as a picture or as CSV (the whole matrix). On the command line: &lt;code&gt;attention-lab model FOLDER --text &quot;…&quot; --attribution 1.1.12.6&lt;/code&gt;, and &lt;code&gt;--logit-lens&lt;/code&gt;, &lt;code&gt;--rollout&lt;/code&gt; and &lt;code&gt;--corrupt&lt;/code&gt; (activation patching) beside it (the manual&apos;s &quot;How the model computes its answer&quot;).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Warum hat dieser Head dorthin geschaut? Warum dieser Score&lt;/h3&gt;&lt;p&gt;Eine Zelle des im Modellbereich groß gezeigten Heads anklicken (Zeile einer Abfrage, Spalte eines Schlüssels): Der Reiter &lt;b&gt;Warum dieser Score&lt;/b&gt; zerlegt den Roh-Score q·k dieser Zelle danach, woher die Residualströme der Abfrage und des Schlüssels kamen – das Token-Embedding, das Positions-Embedding, jeder Head jeder früheren Schicht, jedes MLP, die Biases.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;In der Abfrage&lt;/b&gt; und &lt;b&gt;im Schlüssel&lt;/b&gt;: was jede Quelle zu jeder Seite beitrug (ihre Zeilen- und Spaltensummen).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Die größten Terme&lt;/b&gt;: Abfrage-Quelle × Schlüssel-Quelle, die größten zuerst, der Rest summiert; die Summe ist der Score.&lt;/li&gt;&lt;li&gt;Die Skalierung jeder Norm ist auf ihrem Wert für diesen Satz eingefroren, das macht die Zerlegung exakt. Ein Eintrag ist ein Anteil am Score, nicht das, was das Entfernen dieser Quelle ändern würde: Dafür den Head der Quelle abschalten.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Im eingebauten Induktionsmodell mit dem Text „ the cat sat on a red mat the cat sat on a red“ Schicht 2, Head 2 anklicken, dann die Zelle, in der das zweite „ red“ auf „ mat“ schaut: Fast der ganze Score ist das eigene Token-Embedding der Abfrage × das, was Schicht 1, Head 1 (der Vorgänger-Token-Head) in den Schlüssel geschrieben hat. Der Schlüssel wurde über die Ausgabe eines anderen Heads gefunden: K-Komposition. Die Tabelle folgt jedem abgeschalteten Head, und ihr Menü exportiert sie als Bild oder als CSV (die ganze Matrix). Auf der Kommandozeile: &lt;code&gt;attention-lab model FOLDER --text &quot;…&quot; --attribution 1.1.12.6&lt;/code&gt;, dazu &lt;code&gt;--logit-lens&lt;/code&gt;, &lt;code&gt;--rollout&lt;/code&gt; und &lt;code&gt;--corrupt&lt;/code&gt; (Activation Patching) (siehe den Abschnitt „How the model computes its answer“ im Handbuch).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Tastenkürzel</translation>
    </message>
</context>
<context>
    <name>WorksheetText</name>
    <message>
        <source>The raw scores q·kⱼ of %1 (%2) for %3.</source>
        <extracomment>An exercise&apos;s prompt, as every prompt of this kind: %1 the query (&quot;query 2 “cat”&quot;), %2 the head (&quot;head 1 of 4&quot;), %3 which keys (&quot;keys 1, 2, 3&quot;). The rule after it is the exercise&apos;s first hint.</extracomment>
        <translation>Die Roh-Scores q·kⱼ von %1 (%2) für %3.</translation>
    </message>
    <message>
        <source>A score is a dot product: multiply q and k component by component and add the products.</source>
        <translation>Ein Score ist ein Skalarprodukt: q und k Komponente für Komponente multiplizieren und die Produkte addieren.</translation>
    </message>
    <message>
        <source>The scaled scores of %1 (%2) for %3.</source>
        <translation>Die skalierten Scores von %1 (%2) für %3.</translation>
    </message>
    <message>
        <source>Multiply each raw score by the scale, 1/√d_k unless the session sets its own.</source>
        <translation>Jeden Roh-Score mit der Skalierung multiplizieren: 1/√d_k, sofern die Sitzung keine eigene festlegt.</translation>
    </message>
    <message>
        <source>The scores after ALiBi&apos;s distance penalty, %1 (%2), for %3.</source>
        <translation>Die Scores nach dem Abstandsabzug von ALiBi, %1 (%2), für %3.</translation>
    </message>
    <message>
        <source>Subtract the head&apos;s slope × the distance |i − j| from each scaled score.</source>
        <translation>Von jedem skalierten Score die Steigung des Heads × den Abstand |i − j| abziehen.</translation>
    </message>
    <message>
        <source>The scores after the soft-cap, %1 (%2), for %3.</source>
        <translation>Die Scores nach dem Soft-Cap, %1 (%2), für %3.</translation>
    </message>
    <message>
        <source>Soft-capping squashes each score into (−cap, cap): cap · tanh(score / cap).</source>
        <translation>Das Soft-Capping drückt jeden Score in (−cap, cap): cap · tanh(score / cap).</translation>
    </message>
    <message>
        <source>eˣ of each score of %1 (%2), for %3, as the step works them out.</source>
        <translation>eˣ jedes Scores von %1 (%2), für %3, wie der Schritt sie ausrechnet.</translation>
    </message>
    <message>
        <source>Raise e to each score (the step subtracts the row&apos;s largest score first where the numbers are large); a blocked key gives e^−∞ = 0.</source>
        <translation>e hoch jeden Score nehmen (wo die Zahlen groß sind, zieht der Schritt zuerst den größten Score der Zeile ab); ein gesperrter Schlüssel ergibt e^−∞ = 0.</translation>
    </message>
    <message>
        <source>eˣ of the sink&apos;s logit for %1 (%2).</source>
        <translation>eˣ des Logits des Sinks für %1 (%2).</translation>
    </message>
    <message>
        <source>Raise e to the sink&apos;s logit, as for a key.</source>
        <translation>e hoch das Logit des Sinks nehmen, wie bei einem Schlüssel.</translation>
    </message>
    <message>
        <source>Σ eˣ for %1 (%2).</source>
        <translation>Σ eˣ für %1 (%2).</translation>
    </message>
    <message>
        <source>Add up the exponentials of every key the query may see (and the sink&apos;s, where the head has one).</source>
        <translation>Die Exponentialwerte aller Schlüssel addieren, die die Abfrage sehen darf (und den des Sinks, wo der Head einen hat).</translation>
    </message>
    <message>
        <source>The attention weights of %1 (%2) for %3.</source>
        <translation>Die Attention-Gewichte von %1 (%2) für %3.</translation>
    </message>
    <message>
        <source>Divide each eˣ by their sum Σ eˣ: the weights are positive and add up to 1.</source>
        <translation>Jedes eˣ durch ihre Summe Σ eˣ teilen: Die Gewichte sind positiv und ergeben zusammen 1.</translation>
    </message>
    <message>
        <source>The sink&apos;s weight for %1 (%2).</source>
        <translation>Das Gewicht des Sinks für %1 (%2).</translation>
    </message>
    <message>
        <source>Divide the sink&apos;s eˣ by the same sum: its share goes to no key.</source>
        <translation>Das eˣ des Sinks durch dieselbe Summe teilen: Sein Anteil geht an keinen Schlüssel.</translation>
    </message>
    <message>
        <source>The weighted values wⱼ·vⱼ of %1 (%2) for %3.</source>
        <translation>Die gewichteten Werte wⱼ·vⱼ von %1 (%2) für %3.</translation>
    </message>
    <message>
        <source>Multiply each value row vⱼ by its weight wⱼ, number by number.</source>
        <translation>Jede Wertzeile vⱼ mit ihrem Gewicht wⱼ multiplizieren, Zahl für Zahl.</translation>
    </message>
    <message>
        <source>The output row of %1 (%2).</source>
        <translation>Die Ausgabezeile von %1 (%2).</translation>
    </message>
    <message>
        <source>Add up the weighted value rows: output = Σⱼ wⱼ·vⱼ over every key.</source>
        <translation>Die gewichteten Wertzeilen addieren: Ausgabe = Σⱼ wⱼ·vⱼ über alle Schlüssel.</translation>
    </message>
    <message>
        <source>Σ eˣ for %1 (%2) under the causal mask.</source>
        <translation>Σ eˣ für %1 (%2) unter der kausalen Maske.</translation>
    </message>
    <message>
        <source>A key after the query is blocked (e^−∞ = 0): add up the exponentials of the others.</source>
        <translation>Ein Schlüssel nach der Abfrage ist gesperrt (e^−∞ = 0): die Exponentialwerte der übrigen addieren.</translation>
    </message>
    <message>
        <source>The weights of %1 (%2) under the causal mask, for %3.</source>
        <translation>Die Gewichte von %1 (%2) unter der kausalen Maske, für %3.</translation>
    </message>
    <message>
        <source>Divide each eˣ by the masked sum; a blocked key&apos;s weight is 0.</source>
        <translation>Jedes eˣ durch die maskierte Summe teilen; das Gewicht eines gesperrten Schlüssels ist 0.</translation>
    </message>
    <message>
        <source>The layer&apos;s output row of %1: concat · W_O.</source>
        <translation>Die Ausgabezeile der Schicht für %1: concat · W_O.</translation>
    </message>
    <message>
        <source>Multiply the concatenated heads&apos; row by W_O (and add b_O where the session has it).</source>
        <translation>Die Zeile der verketteten Heads mit W_O multiplizieren (und b_O addieren, wo die Sitzung es hat).</translation>
    </message>
    <message>
        <source>The score q·k of %1 (%2) with %3, from the learned W_Q and W_K.</source>
        <translation>Der Score q·k von %1 (%2) mit %3, aus den gelernten W_Q und W_K.</translation>
    </message>
    <message>
        <source>Multiply q and k component by component and add the products.</source>
        <translation>q und k Komponente für Komponente multiplizieren und die Produkte addieren.</translation>
    </message>
    <message>
        <source>The score x·x of %1 (%2) with %3, with W_Q = W_K = I.</source>
        <translation>Der Score x·x von %1 (%2) mit %3, bei W_Q = W_K = I.</translation>
    </message>
    <message>
        <source>With W_Q = W_K = I, q and k are the embeddings themselves: take their dot product.</source>
        <translation>Bei W_Q = W_K = I sind q und k die Embeddings selbst: ihr Skalarprodukt bilden.</translation>
    </message>
    <message>
        <source>softmax(1, 0, −1), for %3.</source>
        <translation>softmax(1, 0, −1), für %3.</translation>
    </message>
    <message>
        <source>e^x of each, divided by their sum.</source>
        <translation>e^x von jedem, geteilt durch ihre Summe.</translation>
    </message>
    <message>
        <source>p(1 − p) for the largest weight of softmax(8, 0, −8).</source>
        <translation>p(1 − p) für das größte Gewicht von softmax(8, 0, −8).</translation>
    </message>
    <message>
        <source>Work out p = softmax(8, 0, −8)&apos;s first weight, then p·(1 − p).</source>
        <translation>p = erstes Gewicht von softmax(8, 0, −8) ausrechnen, dann p·(1 − p).</translation>
    </message>
    <message>
        <source>p(1 − p) for the largest weight of softmax(1, 0, −1).</source>
        <translation>p(1 − p) für das größte Gewicht von softmax(1, 0, −1).</translation>
    </message>
    <message>
        <source>Work out p = softmax(1, 0, −1)&apos;s first weight, then p·(1 − p).</source>
        <translation>p = erstes Gewicht von softmax(1, 0, −1) ausrechnen, dann p·(1 − p).</translation>
    </message>
    <message>
        <source>The entry of W_Q after one SGD step, as the step picks it.</source>
        <translation>Der Eintrag von W_Q, den der Schritt auswählt, nach einem SGD-Schritt.</translation>
    </message>
    <message>
        <source>New weight = old weight − learning rate × ∂L/∂W at that entry.</source>
        <translation>Neues Gewicht = altes Gewicht − Lernrate × ∂L/∂W an diesem Eintrag.</translation>
    </message>
    <message>
        <source>The mean μ of the row h = x + attention of %1, before LN₂.</source>
        <translation>Der Mittelwert μ der Zeile h = x + Attention von %1, vor LN₂.</translation>
    </message>
    <message>
        <source>Add up the numbers of the row h and divide by how many there are (d_model).</source>
        <translation>Die Zahlen der Zeile h addieren und durch ihre Anzahl (d_model) teilen.</translation>
    </message>
    <message>
        <source>The variance σ² of that row h of %1.</source>
        <translation>Die Varianz σ² dieser Zeile h von %1.</translation>
    </message>
    <message>
        <source>Subtract μ from each number of h, square, and take the mean of the squares (divide by d_model).</source>
        <translation>μ von jeder Zahl von h abziehen, quadrieren und den Mittelwert der Quadrate bilden (durch d_model teilen).</translation>
    </message>
    <message>
        <source>gelu of %1&apos;s largest hidden unit, as the MLP step shows it.</source>
        <translation>gelu der größten verborgenen Einheit von %1, wie der MLP-Schritt sie zeigt.</translation>
    </message>
    <message>
        <source>Predict the spread (standard deviation) of q·k at d_k = %5.</source>
        <extracomment>%5: a number (d_k)</extracomment>
        <translation>Die Streuung (Standardabweichung) von q·k bei d_k = %5 vorhersagen.</translation>
    </message>
    <message>
        <source>For q and k of d_k independent numbers of variance 1, q·k has variance d_k: its spread is √d_k.</source>
        <translation>Bestehen q und k aus d_k unabhängigen Zahlen mit Varianz 1, hat q·k die Varianz d_k: Seine Streuung ist √d_k.</translation>
    </message>
    <message>
        <source>Row t of %1 is xₜ·W_%1 (+ b_%1): its column c is Σᵢ xₜ[i]·W_%1[i, c].</source>
        <extracomment>%1: the projection&apos;s letter (Q, K or V)</extracomment>
        <translation>Zeile t von %1 ist xₜ·W_%1 (+ b_%1): Ihre Spalte c ist Σᵢ xₜ[i]·W_%1[i, c].</translation>
    </message>
    <message numerus="yes">
        <source>key(s) %1</source>
        <extracomment>%1: the keys&apos; numbers, &quot;1, 2, 3&quot;; singular or plural by how many there are</extracomment>
        <translation>
            <numerusform>Schlüssel %1</numerusform>
            <numerusform>Schlüssel %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>row(s) %1</source>
        <extracomment>%1: the rows&apos; numbers, &quot;1, 2, 3&quot;; singular or plural by how many there are</extracomment>
        <translation>
            <numerusform>Zeile %1</numerusform>
            <numerusform>Zeilen %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%4 = X·W_%4 (+ b_%4): %3, as the step works them out.</source>
        <translation>%4 = X·W_%4 (+ b_%4): %3, wie der Schritt sie ausrechnet.</translation>
    </message>
    <message>
        <source> Only %1, as the page prints them.</source>
        <extracomment>Added after an exercise&apos;s prompt (with its leading space); %1: &quot;columns 1, 2&quot;</extracomment>
        <translation> Nur %1, wie die Seite sie druckt.</translation>
    </message>
    <message numerus="yes">
        <source>column(s) %1</source>
        <translation>
            <numerusform>Spalte %1</numerusform>
            <numerusform>Spalten %1</numerusform>
        </translation>
    </message>
    <message>
        <source>The first one: %1.</source>
        <extracomment>an exercise&apos;s second hint; %1: &quot;weight of key 1 = 0.422&quot;</extracomment>
        <translation>Der erste Teil: %1.</translation>
    </message>
    <message>
        <source>All of it: %1.</source>
        <extracomment>an exercise&apos;s third hint; %1: every answer, &quot;… = 0.422; … = 0.155&quot;</extracomment>
        <translation>Alles: %1.</translation>
    </message>
    <message>
        <source>It lies between %1 and %2.</source>
        <translation>Das Ergebnis liegt zwischen %1 und %2.</translation>
    </message>
    <message>
        <source>Its first number: %1.</source>
        <translation>Die erste Zahl: %1.</translation>
    </message>
    <message>
        <source>%1 (key %2)</source>
        <translation>%1 (Schlüssel %2)</translation>
    </message>
    <message>
        <source>%1 (the sink)</source>
        <translation>%1 (der Sink)</translation>
    </message>
    <message>
        <source>Its first term: %1; add the other %2 the same way.</source>
        <translation>Der erste Term: %1; die übrigen %2 ebenso addieren.</translation>
    </message>
    <message>
        <source>All of it: %1 = %2.</source>
        <translation>Alles: %1 = %2.</translation>
    </message>
    <message>
        <source>Attention, worked out by hand — answer key</source>
        <translation>Attention, von Hand gerechnet – Lösungsschlüssel</translation>
    </message>
    <message>
        <source>Attention, worked out by hand — worksheet</source>
        <translation>Attention, von Hand gerechnet – Arbeitsblatt</translation>
    </message>
    <message>
        <source>Attention, worked out by hand</source>
        <translation>Attention, von Hand gerechnet</translation>
    </message>
</context>
<context>
    <name>attn::AttributionWidget</name>
    <message>
        <source>Working out why this score…</source>
        <translation>Zerlegung des Scores wird berechnet…</translation>
    </message>
    <message>
        <source>Export Why This Score</source>
        <translation>„Warum dieser Score“ exportieren</translation>
    </message>
    <message>
        <source>Click a cell of a head&apos;s map first.</source>
        <translation>Zuerst eine Zelle der Karte eines Heads anklicken.</translation>
    </message>
    <message>
        <source>Up and down move from term to term, left and right from its name to its part and share.</source>
        <translation>Auf und ab gehen von Term zu Term, links und rechts von seinem Namen zu Anteil und Prozent.</translation>
    </message>
    <message>
        <source>the sum of every term</source>
        <translation>die Summe aller Terme</translation>
    </message>
    <message>
        <source>%1 of q·k = %2</source>
        <translation>%1 von q·k = %2</translation>
    </message>
    <message>
        <source>%1 % of the score</source>
        <translation>%1 % des Scores</translation>
    </message>
    <message>
        <source>no share: the score is 0</source>
        <translation>kein Anteil: der Score ist 0</translation>
    </message>
    <message>
        <source>query source × key source</source>
        <translation>Quelle der Abfrage × Quelle des Schlüssels</translation>
    </message>
    <message>
        <source>part of q·k</source>
        <translation>Anteil an q·k</translation>
    </message>
    <message>
        <source>share of the score</source>
        <translation>Anteil am Score</translation>
    </message>
</context>
<context>
    <name>attn::Autosaver</name>
    <message>
        <source>not enough memory</source>
        <translation>nicht genug Speicher</translation>
    </message>
    <message>
        <source>cannot keep a recovery copy of the unsaved changes: %1</source>
        <translation>keine Wiederherstellungskopie der ungespeicherten Änderungen möglich: %1</translation>
    </message>
</context>
<context>
    <name>attn::BreakdownWidget</name>
    <message>
        <source>Breakdown</source>
        <translation>Rechenweg</translation>
    </message>
    <message>
        <source>Decimals shown (the lesson uses three)</source>
        <translation>Angezeigte Nachkommastellen (die Lektion nutzt drei)</translation>
    </message>
    <message>
        <source>&amp;Decimals:</source>
        <translation>&amp;Nachkommastellen:</translation>
    </message>
    <message>
        <source>Mask after softmax (wrong)</source>
        <translation>Maske nach Softmax (falsch)</translation>
    </message>
    <message>
        <source>The classic mistake beside the right way: its row no longer sums to 1</source>
        <translation>Der klassische Fehler neben dem richtigen Weg: Seine Zeile summiert sich nicht mehr zu 1</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Einpassen</translation>
    </message>
    <message>
        <source>Fit the calculation to the panel: as large as it can be read whole</source>
        <translation>Rechnung in den Bereich einpassen: so groß, wie sie sich noch ganz lesen lässt</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Save the breakdown as PNG, SVG or PDF, copy it as a picture for slides, or as text for notes</source>
        <translation>Rechenweg als PNG, SVG oder PDF speichern, als Bild für Folien kopieren oder als Text für Notizen</translation>
    </message>
    <message>
        <source>Export Image…</source>
        <translation>Bild exportieren…</translation>
    </message>
    <message>
        <source>Copy Image</source>
        <translation>Bild kopieren</translation>
    </message>
    <message>
        <source>Copy as Text</source>
        <translation>Als Text kopieren</translation>
    </message>
    <message>
        <source>Breakdown: the softmax of query %1 “%2”, head %3, step by step</source>
        <translation>Rechenweg: die Softmax von Abfrage %1 „%2“, Head %3, Schritt für Schritt</translation>
    </message>
    <message>
        <source>Copy as text</source>
        <translation>Als Text kopieren</translation>
    </message>
    <message>
        <source>Close the dot product</source>
        <translation>Skalarprodukt schließen</translation>
    </message>
</context>
<context>
    <name>attn::ClassAnswerBox</name>
    <message>
        <source>No number left to ask on this step.</source>
        <translation>In diesem Schritt ist keine Zahl mehr abzufragen.</translation>
    </message>
    <message>
        <source>The class&apos;s answer: %1 =</source>
        <translation>Antwort der Klasse: %1 =</translation>
    </message>
    <message numerus="yes">
        <source>The class&apos;s answer: %1 = (%n number(s))</source>
        <translation>
            <numerusform>Antwort der Klasse: %1 = (%n Zahl)</numerusform>
            <numerusform>Antwort der Klasse: %1 = (%n Zahlen)</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter checks it · Esc closes</source>
        <translation>Enter prüft · Esc schließt</translation>
    </message>
    <message>
        <source>Not a number yet: %1.</source>
        <translation>Noch keine Zahl: %1.</translation>
    </message>
    <message>
        <source>Not yet: one number is asked.</source>
        <translation>Noch nicht: Gefragt ist eine Zahl.</translation>
    </message>
    <message>
        <source>Not yet: %1 numbers are asked.</source>
        <translation>Noch nicht: Gefragt sind %1 Zahlen.</translation>
    </message>
    <message>
        <source>Not yet — try again (Esc, then R, reveals it).</source>
        <translation>Noch nicht – noch einmal versuchen (Esc, dann R deckt sie auf).</translation>
    </message>
    <message>
        <source>Not yet: number %1 is the first that is off.</source>
        <translation>Noch nicht: Zahl %1 ist die erste, die abweicht.</translation>
    </message>
    <message>
        <source>Right: %1 = %2</source>
        <translation>Richtig: %1 = %2</translation>
    </message>
</context>
<context>
    <name>attn::CodeDialog</name>
    <message>
        <source>The Code: This Session&apos;s Attention in NumPy and PyTorch</source>
        <translation>Der Code: die Attention dieser Sitzung in NumPy und PyTorch</translation>
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
        <translation>Mit Python ausführen, um die Zahlen der App zu erhalten. Große Sitzungen werden aus session.json gelesen: die Sitzung neben dem Skript speichern (Datei ▸ Speichern unter).</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>&amp;Save As…</source>
        <translation>&amp;Speichern unter…</translation>
    </message>
    <message>
        <source>Save Code</source>
        <translation>Code speichern</translation>
    </message>
    <message>
        <source>Python (*.py)</source>
        <translation>Python (*.py)</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
</context>
<context>
    <name>attn::CompareDialog</name>
    <message>
        <source>The residual stream (layers × positions)</source>
        <translation>Der Residualstrom (Schichten × Positionen)</translation>
    </message>
    <message>
        <source>Each head&apos;s output (layers × heads)</source>
        <translation>Die Ausgabe jedes Heads (Schichten × Heads)</translation>
    </message>
    <message>
        <source>Compare With a Second Text</source>
        <translation>Mit einem zweiten Text vergleichen</translation>
    </message>
    <message>
        <source>Activation patching runs the model on a second text — yours with what matters changed, e.g. the names swapped — and copies one activation at a time from your text into it. Where the answer comes back, that activation carries it.</source>
        <translation>Activation Patching lässt das Modell auf einem zweiten Text laufen – dem eigenen, in dem das Entscheidende geändert ist, z. B. die Namen vertauscht – und kopiert jeweils eine Aktivierung aus dem eigenen Text hinein. Wo die Antwort zurückkommt, trägt diese Aktivierung sie.</translation>
    </message>
    <message>
        <source>One of the model&apos;s top next tokens, or type one (a token that follows your text, such as “ Mary”, or #ID)</source>
        <translation>Eines der wahrscheinlichsten nächsten Tokens des Modells oder ein eingetipptes (ein Token, das auf den Text folgt, etwa „ Mary“, oder #ID)</translation>
    </message>
    <message>
        <source>Your text (clean):</source>
        <translation>Eigener Text (sauber):</translation>
    </message>
    <message>
        <source>Second ids (corrupted):</source>
        <translation>Zweite IDs (verfälscht):</translation>
    </message>
    <message>
        <source>Second text (corrupted):</source>
        <translation>Zweiter Text (verfälscht):</translation>
    </message>
    <message>
        <source>Answer:</source>
        <translation>Antwort:</translation>
    </message>
    <message>
        <source>Wrong token:</source>
        <translation>Falsches Token:</translation>
    </message>
    <message>
        <source>Patch:</source>
        <translation>Patchen:</translation>
    </message>
    <message>
        <source>Run Patching</source>
        <translation>Patching starten</translation>
    </message>
    <message>
        <source>%1  (p %2)</source>
        <translation>%1  (p %2)</translation>
    </message>
    <message>
        <source>%1: pick a token.</source>
        <translation>%1: ein Token wählen.</translation>
    </message>
    <message>
        <source>%1 more</source>
        <translation>%1 weitere</translation>
    </message>
    <message>
        <source>%1 tokens, as many as your text; they differ at position %2.</source>
        <translation>%1 Tokens, so viele wie im eigenen Text; sie unterscheiden sich an Position %2.</translation>
    </message>
    <message>
        <source>Choose what to patch: the residual stream, the heads&apos; outputs, or both.</source>
        <translation>Wählen, was gepatcht wird: der Residualstrom, die Ausgaben der Heads oder beides.</translation>
    </message>
    <message>
        <source>The answer</source>
        <translation>Die Antwort</translation>
    </message>
    <message>
        <source>The wrong token</source>
        <translation>Das falsche Token</translation>
    </message>
    <message>
        <source>The answer and the wrong token are the same token: pick two different ones.</source>
        <translation>Antwort und falsches Token sind dasselbe Token: zwei verschiedene wählen.</translation>
    </message>
</context>
<context>
    <name>attn::CompareSetup</name>
    <message>
        <source>&amp;Pin This Result</source>
        <translation>Dieses Ergebnis &amp;anheften</translation>
    </message>
    <message>
        <source>&amp;Unpin</source>
        <translation>L&amp;ösen</translation>
    </message>
    <message>
        <source>&amp;Difference beside the Heatmap (now − pinned)</source>
        <translation>&amp;Differenz neben der Heatmap (jetzt − angeheftet)</translation>
    </message>
    <message>
        <source>&amp;Lines: Who Looks at Whom</source>
        <translation>&amp;Linien: Wer schaut auf wen</translation>
    </message>
    <message>
        <source>&amp;Heads Side by Side</source>
        <translation>&amp;Heads nebeneinander</translation>
    </message>
    <message>
        <source>Keep the weights of every head as they are now, to compare what a change does (Ctrl+P)</source>
        <translation>Die Gewichte aller Heads im jetzigen Zustand festhalten, um zu vergleichen, was eine Änderung bewirkt (Ctrl+P)</translation>
    </message>
    <message>
        <source>Forget the pinned result</source>
        <translation>Angeheftetes Ergebnis vergessen</translation>
    </message>
    <message>
        <source>Tokens in two columns, a line from each query to each key as strong as its weight (Ctrl+L)</source>
        <translation>Tokens in zwei Spalten, eine Linie von jeder Abfrage zu jedem Schlüssel, so kräftig wie ihr Gewicht (Ctrl+L)</translation>
    </message>
    <message>
        <source>Two to four heads, large, next to each other on one colour scale (Ctrl+H)</source>
        <translation>Zwei bis vier Heads, groß, nebeneinander auf einer Farbskala (Ctrl+H)</translation>
    </message>
    <message>
        <source>Nothing to pin yet: the result is being computed. Pin it when it shows.</source>
        <translation>Noch nichts anzuheften: Das Ergebnis wird berechnet. Anheften, sobald es erscheint.</translation>
    </message>
    <message>
        <source>Pinned. Change a mask, the scale or a number: the difference shows what moved.</source>
        <translation>Angeheftet. Eine Maske, die Skalierung oder eine Zahl ändern: Die Differenz zeigt, was sich verschoben hat.</translation>
    </message>
    <message>
        <source>&amp;Pin Again (Replace the Pinned Result)</source>
        <translation>Erneut &amp;anheften (angeheftetes Ergebnis ersetzen)</translation>
    </message>
    <message>
        <source>Pin again</source>
        <translation>Erneut anheften</translation>
    </message>
    <message>
        <source>Pin</source>
        <translation>Anheften</translation>
    </message>
    <message>
        <source>Pinned ✓</source>
        <translation>Angeheftet ✓</translation>
    </message>
    <message>
        <source>Pinned: %1. Click to pin the current result instead; the arrow unpins.</source>
        <translation>Angeheftet: %1. Klicken, um stattdessen das aktuelle Ergebnis anzuheften; der Pfeil löst es.</translation>
    </message>
    <message>
        <source>&amp;Difference Image (now − pinned)…</source>
        <translation>&amp;Differenzbild (jetzt − angeheftet)…</translation>
    </message>
    <message>
        <source>&amp;Line View Image…</source>
        <translation>Bild der &amp;Linienansicht…</translation>
    </message>
</context>
<context>
    <name>attn::ComputedPanel</name>
    <message>
        <source>Q = X·W_Q (queries)</source>
        <translation>Q = X·W_Q (Abfragen)</translation>
    </message>
    <message>
        <source>K = X·W_K (keys)</source>
        <translation>K = X·W_K (Schlüssel)</translation>
    </message>
    <message>
        <source>V = X·W_V (values)</source>
        <translation>V = X·W_V (Werte)</translation>
    </message>
    <message>
        <source>Raw scores q·k</source>
        <translation>Roh-Scores q·k</translation>
    </message>
    <message>
        <source>Logits (q·k through the score rule: × scale, position, cap)</source>
        <translation>Logits (q·k nach der Score-Regel: × Skalierung, Position, Cap)</translation>
    </message>
    <message>
        <source>Attention weights</source>
        <translation>Attention-Gewichte</translation>
    </message>
    <message>
        <source>Head output (weights · V)</source>
        <translation>Head-Ausgabe (Gewichte · V)</translation>
    </message>
    <message>
        <source>Concat of the heads&apos; outputs</source>
        <translation>Verkettung (concat) der Head-Ausgaben</translation>
    </message>
    <message>
        <source>Output = concat · W_O</source>
        <translation>Ausgabe = concat · W_O</translation>
    </message>
    <message>
        <source>&amp;Head</source>
        <translation>&amp;Head</translation>
    </message>
    <message>
        <source>The head whose scores, weights and output are shown</source>
        <translation>Der Head, dessen Scores, Gewichte und Ausgabe gezeigt werden</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>Head %1</translation>
    </message>
    <message>
        <source> · head %1</source>
        <translation> · Head %1</translation>
    </message>
</context>
<context>
    <name>attn::DifferencePanel</name>
    <message>
        <source>Difference</source>
        <translation>Differenz</translation>
    </message>
    <message>
        <source>Pinned: %1</source>
        <translation>Angeheftet: %1</translation>
    </message>
    <message>
        <source>Nothing pinned</source>
        <translation>Nichts angeheftet</translation>
    </message>
    <message>
        <source>Pin (Ctrl+P) keeps the weights you see now. Then change a mask, the scale or a number, and this view shows what moved: now − pinned, cell by cell.</source>
        <translation>Anheften (Ctrl+P) hält die jetzt sichtbaren Gewichte fest. Dann eine Maske, die Skalierung oder eine Zahl ändern, und diese Ansicht zeigt, was sich verschoben hat: jetzt − angeheftet, Zelle für Zelle.</translation>
    </message>
    <message>
        <source>The window compares up to %1 tokens; this session has %2. attention-lab export … --compare OTHER.json draws the difference of any size.</source>
        <translation>Das Fenster vergleicht bis zu %1 Tokens; diese Sitzung hat %2. attention-lab export … --compare OTHER.json zeichnet die Differenz in jeder Größe.</translation>
    </message>
</context>
<context>
    <name>attn::Document</name>
    <message>
        <source>not a finite number</source>
        <translation>keine endliche Zahl</translation>
    </message>
    <message>
        <source>%1 is outside ±%2</source>
        <translation>%1 liegt außerhalb von ±%2</translation>
    </message>
    <message>
        <source>latent attention gives its own scale (1/√(nope + rope), × YaRN&apos;s mscale² where the model has one): type a number instead</source>
        <translation>Latent Attention bringt ihre eigene Skalierung mit (1/√(nope + rope), × mscale² von YaRN, wo das Modell es hat): stattdessen eine Zahl eingeben</translation>
    </message>
    <message>
        <source>Set %1[%2] to %3</source>
        <translation>%1[%2] auf %3 setzen</translation>
    </message>
    <message>
        <source>Set %1[%2, %3] to %4</source>
        <translation>%1[%2, %3] auf %4 setzen</translation>
    </message>
    <message>
        <source>%1 is computed, not edited</source>
        <translation>%1 wird berechnet, nicht bearbeitet</translation>
    </message>
    <message>
        <source>a %1×%2 block does not fit at row %3, column %4 of %5 (%6×%7)</source>
        <translation>ein %1×%2-Block passt nicht an Zeile %3, Spalte %4 von %5 (%6×%7)</translation>
    </message>
    <message>
        <source>row %1, column %2 of %3: %4</source>
        <translation>Zeile %1, Spalte %2 von %3: %4</translation>
    </message>
    <message>
        <source>Paste into %1</source>
        <translation>In %1 einfügen</translation>
    </message>
    <message>
        <source>Fill %1 with the identity</source>
        <translation>%1 mit der Einheitsmatrix füllen</translation>
    </message>
    <message>
        <source>Fill %1 with zeros</source>
        <translation>%1 mit Nullen füllen</translation>
    </message>
    <message>
        <source>Fill %1 with random numbers (seed %2)</source>
        <translation>%1 mit Zufallszahlen füllen (Startwert %2)</translation>
    </message>
    <message>
        <source>Scale %1 by %2</source>
        <translation>%1 mit %2 skalieren</translation>
    </message>
    <message>
        <source>a token is at most %1 bytes of UTF-8 (about as many letters)</source>
        <translation>ein Token hat höchstens %1 Bytes UTF-8 (etwa so viele Buchstaben)</translation>
    </message>
    <message>
        <source>Rename token %1 to “%2”</source>
        <translation>Token %1 in „%2“ umbenennen</translation>
    </message>
    <message>
        <source>Mark token %1 as padding</source>
        <translation>Token %1 als Padding markieren</translation>
    </message>
    <message>
        <source>Unmark padding of token %1</source>
        <translation>Padding-Markierung von Token %1 entfernen</translation>
    </message>
    <message>
        <source>at most %1 tokens</source>
        <translation>höchstens %1 Tokens</translation>
    </message>
    <message>
        <source>Insert token %1</source>
        <translation>Token %1 einfügen</translation>
    </message>
    <message>
        <source>a session keeps at least one token</source>
        <translation>eine Sitzung behält mindestens ein Token</translation>
    </message>
    <message>
        <source>Remove token %1 “%2”</source>
        <translation>Token %1 „%2“ entfernen</translation>
    </message>
    <message>
        <source>Move token %1 to position %2</source>
        <translation>Token %1 an Position %2 verschieben</translation>
    </message>
    <message>
        <source>this session&apos;s latent attention (mla) fixes d_model and the heads in its matrices (W_DQ … W_KR); they are edited, not reshaped</source>
        <translation>die Latent Attention (mla) dieser Sitzung legt d_model und die Heads in ihren Matrizen fest (W_DQ … W_KR); sie werden bearbeitet, nicht umgeformt</translation>
    </message>
    <message>
        <source>d_model must be between 1 and %1</source>
        <translation>d_model muss zwischen 1 und %1 liegen</translation>
    </message>
    <message>
        <source>Change d_model from %1 to %2</source>
        <translation>d_model von %1 auf %2 ändern</translation>
    </message>
    <message>
        <source>the number of heads must be between 1 and %1</source>
        <translation>die Anzahl der Heads muss zwischen 1 und %1 liegen</translation>
    </message>
    <message>
        <source>this session fixes its heads in its matrices (W_Q has %1 heads × head_dim %2 columns)</source>
        <translation>diese Sitzung legt ihre Heads in ihren Matrizen fest (W_Q hat %1 Heads × head_dim %2 Spalten)</translation>
    </message>
    <message>
        <source>%1 heads do not divide d_model %2</source>
        <translation>%1 Heads teilen d_model %2 nicht</translation>
    </message>
    <message>
        <source>with %1 heads: %2</source>
        <translation>mit %1 Heads: %2</translation>
    </message>
    <message numerus="yes">
        <source>Use %n head(s)</source>
        <translation>
            <numerusform>%n Head verwenden</numerusform>
            <numerusform>%n Heads verwenden</numerusform>
        </translation>
    </message>
    <message>
        <source>the scale must be a positive number up to %1</source>
        <translation>die Skalierung muss eine positive Zahl bis %1 sein</translation>
    </message>
    <message>
        <source>Scale scores by %1</source>
        <translation>Scores mit %1 skalieren</translation>
    </message>
    <message>
        <source>Scale scores by 1/√d_k</source>
        <translation>Scores mit 1/√d_k skalieren</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>%1: there is not enough memory to read this file (%2)</source>
        <translation>%1: nicht genug Speicher, um diese Datei zu lesen (%2)</translation>
    </message>
    <message>
        <source>%1: this session of %2 tokens %3.</source>
        <translation>%1: diese Sitzung mit %2 Tokens %3.</translation>
    </message>
    <message>
        <source>this session holds latent attention (mla): its gradients are not built in this version, so it cannot learn towards a target</source>
        <translation>diese Sitzung enthält Latent Attention (mla): Ihre Gradienten gibt es in dieser Version nicht, daher kann sie kein Ziel lernen</translation>
    </message>
    <message>
        <source>a target has %1 rows and %2 columns (one per token and per d_model), not %3×%4</source>
        <translation>ein Ziel hat %1 Zeilen und %2 Spalten (eine pro Token bzw. pro d_model), nicht %3×%4</translation>
    </message>
    <message>
        <source>target: %1</source>
        <translation>Ziel: %1</translation>
    </message>
    <message>
        <source>Target = the current output</source>
        <translation>Ziel = die aktuelle Ausgabe</translation>
    </message>
    <message>
        <source>%1 has %2 tokens and d_model %3; this session has %4 and %5: its output cannot be this one&apos;s target</source>
        <translation>%1 hat %2 Tokens und d_model %3; diese Sitzung hat %4 und %5: Die Ausgabe dort kann nicht das Ziel dieser Sitzung sein</translation>
    </message>
    <message>
        <source>Target = the output of %1</source>
        <translation>Ziel = die Ausgabe von %1</translation>
    </message>
    <message>
        <source>Turn the causal mask on</source>
        <translation>Kausale Maske einschalten</translation>
    </message>
    <message>
        <source>Turn the causal mask off</source>
        <translation>Kausale Maske ausschalten</translation>
    </message>
    <message>
        <source>Block query %1 → key %2</source>
        <translation>Abfrage %1 → Schlüssel %2 sperren</translation>
    </message>
    <message>
        <source>Unblock query %1 → key %2</source>
        <translation>Abfrage %1 → Schlüssel %2 freigeben</translation>
    </message>
    <message>
        <source>Unblock every cell blocked by hand</source>
        <translation>Alle von Hand gesperrten Zellen freigeben</translation>
    </message>
    <message>
        <source>a sliding window is at least 1 token wide</source>
        <translation>ein gleitendes Fenster ist mindestens 1 Token breit</translation>
    </message>
    <message>
        <source>Sliding window of %1</source>
        <translation>Gleitendes Fenster von %1</translation>
    </message>
    <message>
        <source>No sliding window</source>
        <translation>Kein gleitendes Fenster</translation>
    </message>
    <message>
        <source>Prefix of %1 tokens seen both ways</source>
        <translation>Präfix von %1 Tokens, in beide Richtungen sichtbar</translation>
    </message>
    <message>
        <source>No prefix</source>
        <translation>Kein Präfix</translation>
    </message>
    <message>
        <source>Token %1 into sentence %2</source>
        <translation>Token %1 in Satz %2</translation>
    </message>
    <message>
        <source>one sentence number per token</source>
        <translation>eine Satznummer pro Token</translation>
    </message>
    <message>
        <source>One sentence (sentences off)</source>
        <translation>Ein Satz (Sätze aus)</translation>
    </message>
    <message>
        <source>Set the sentences</source>
        <translation>Sätze festlegen</translation>
    </message>
    <message>
        <source>notes are at most %1 bytes of UTF-8</source>
        <translation>Notizen haben höchstens %1 Bytes UTF-8</translation>
    </message>
    <message>
        <source>Edit the notes</source>
        <translation>Notizen bearbeiten</translation>
    </message>
    <message>
        <source>Name the session</source>
        <translation>Sitzung benennen</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Roh-Scores</translation>
    </message>
    <message>
        <source>Logits</source>
        <translation>Logits</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <source>Head output</source>
        <translation>Head-Ausgabe</translation>
    </message>
    <message>
        <source>Concat</source>
        <translation>Verkettung</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
</context>
<context>
    <name>attn::ExportLessonDialog</name>
    <message>
        <source>&amp;Slides: every number shown</source>
        <translation>&amp;Folien: jede Zahl sichtbar</translation>
    </message>
    <message>
        <source>&amp;Worksheet: the numbers to work out left blank</source>
        <translation>&amp;Arbeitsblatt: die auszurechnenden Zahlen leer</translation>
    </message>
    <message>
        <source>Worksheet&apos;s answer &amp;key</source>
        <translation>&amp;Lösungsschlüssel zum Arbeitsblatt</translation>
    </message>
    <message>
        <source>&amp;All three: slides, worksheet and answer key (three PDFs)</source>
        <translation>A&amp;lle drei: Folien, Arbeitsblatt und Lösungsschlüssel (drei PDFs)</translation>
    </message>
    <message>
        <source>Export Lesson</source>
        <translation>Lektion exportieren</translation>
    </message>
    <message>
        <source>The whole lesson (PDF, a page per step)</source>
        <translation>Die ganze Lektion (PDF, eine Seite pro Schritt)</translation>
    </message>
    <message>
        <source>One step</source>
        <translation>Ein Schritt</translation>
    </message>
    <message>
        <source>16:9 slides, 1280 × 720</source>
        <translation>16:9-Folien, 1280 × 720</translation>
    </message>
    <message>
        <source>4:3 slides, 1024 × 768</source>
        <translation>4:3-Folien, 1024 × 768</translation>
    </message>
    <message>
        <source>Full HD, 1920 × 1080</source>
        <translation>Full HD, 1920 × 1080</translation>
    </message>
    <message>
        <source>A4 portrait (595 × 842 pt)</source>
        <translation>A4 hoch (595 × 842 pt)</translation>
    </message>
    <message>
        <source>A4 landscape (842 × 595 pt)</source>
        <translation>A4 quer (842 × 595 pt)</translation>
    </message>
    <message>
        <source>What:</source>
        <translation>Was:</translation>
    </message>
    <message>
        <source>Step:</source>
        <translation>Schritt:</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>Format:</translation>
    </message>
    <message>
        <source>Page size:</source>
        <translation>Seitengröße:</translation>
    </message>
</context>
<context>
    <name>attn::GenerateDialog</name>
    <message>
        <source>Generate a Random Session</source>
        <translation>Zufällige Sitzung erzeugen</translation>
    </message>
    <message>
        <source>&amp;Tokens (T)</source>
        <translation>Anzahl &amp;Tokens (T)</translation>
    </message>
    <message>
        <source>&amp;d_model</source>
        <translation>&amp;d_model</translation>
    </message>
    <message>
        <source>&amp;Heads</source>
        <translation>&amp;Heads</translation>
    </message>
    <message>
        <source>&amp;Seed</source>
        <translation>&amp;Startwert</translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>Erzeugen</translation>
    </message>
    <message>
        <source>Each head holds %1 scores (T²). Memory: about %2. Work: %3 GFLOP per forward pass.</source>
        <translation>Jeder Head hält %1 Scores (T²). Speicher: etwa %2. Rechenaufwand: %3 GFLOP pro Vorwärtsdurchlauf.</translation>
    </message>
    <message>
        <source>Too large: %1.</source>
        <translation>Zu groß: %1.</translation>
    </message>
</context>
<context>
    <name>attn::HeadGridWidget</name>
    <message>
        <source>The mean of all heads&apos; weights (a summary, not a head) — click to show it large</source>
        <translation>Das Mittel der Gewichte aller Heads (eine Zusammenfassung, kein Head) – klicken, um es groß zu zeigen</translation>
    </message>
    <message>
        <source>%1 — click to show it large</source>
        <translation>%1 – klicken, um ihn groß zu zeigen</translation>
    </message>
    <message>
        <source>Export Image…</source>
        <translation>Bild exportieren…</translation>
    </message>
    <message>
        <source>Copy Image</source>
        <translation>Bild kopieren</translation>
    </message>
    <message>
        <source>One Colour Scale for All Heads</source>
        <translation>Eine Farbskala für alle Heads</translation>
    </message>
    <message>
        <source>the mean of all heads</source>
        <translation>der Mittelwert aller Heads</translation>
    </message>
    <message>
        <source>%1, shown large</source>
        <translation>%1, groß gezeigt</translation>
    </message>
    <message>
        <source>Every head</source>
        <translation>Alle Heads</translation>
    </message>
    <message>
        <source>Arrow keys move from head to head; Enter shows it large.</source>
        <translation>Pfeiltasten gehen von Head zu Head; Enter zeigt ihn groß.</translation>
    </message>
</context>
<context>
    <name>attn::HeatmapPanel</name>
    <message>
        <source>&amp;Numbers</source>
        <translation>&amp;Zahlen</translation>
    </message>
    <message>
        <source>Row ma&amp;x</source>
        <translation>Zeilen-Ma&amp;x</translation>
    </message>
    <message>
        <source>Attention weights</source>
        <translation>Attention-Gewichte</translation>
    </message>
    <message>
        <source>Raw scores q·k</source>
        <translation>Roh-Scores q·k</translation>
    </message>
    <message>
        <source>Logits</source>
        <translation>Logits</translation>
    </message>
    <message>
        <source>Average of all heads</source>
        <translation>Mittel aller Heads</translation>
    </message>
    <message>
        <source>Mistake: mask after softmax</source>
        <translation>Fehler: Maske nach Softmax</translation>
    </message>
    <message>
        <source>Mistake: softmax over queries</source>
        <translation>Fehler: Softmax über die Abfragen</translation>
    </message>
    <message>
        <source>Mistake: reshape without transpose</source>
        <translation>Fehler: Reshape ohne Transponieren</translation>
    </message>
    <message>
        <source>What the large heatmap shows. Rows are queries, columns are keys.</source>
        <translation>Was die große Heatmap zeigt. Zeilen sind Abfragen, Spalten sind Schlüssel.</translation>
    </message>
    <message>
        <source>Colour map for weights (signed scores use a red–blue map centred on 0)</source>
        <translation>Farbverlauf für Gewichte (Scores mit Vorzeichen nutzen einen Rot-Blau-Verlauf mit 0 in der Mitte)</translation>
    </message>
    <message>
        <source>Write each value in its cell when the cells are big enough</source>
        <translation>Jeden Wert in seine Zelle schreiben, wenn die Zellen groß genug sind</translation>
    </message>
    <message>
        <source>Colour each row from 0 to its own largest weight instead of 0 to 1</source>
        <translation>Jede Zeile von 0 bis zu ihrem eigenen größten Gewicht einfärben statt von 0 bis 1</translation>
    </message>
    <message>
        <source>Each query spreads its attention over many keys, so every weight is small and the 0 … 1 colours all look alike. Row max colours each row from 0 to its own largest weight, which shows where each query looks most.</source>
        <translation>Jede Abfrage verteilt ihre Attention auf viele Schlüssel, daher ist jedes Gewicht klein, und die Farben von 0 … 1 sehen alle gleich aus. Zeilen-Max färbt jede Zeile von 0 bis zu ihrem eigenen größten Gewicht; so sieht man, wohin jede Abfrage am meisten schaut.</translation>
    </message>
    <message>
        <source>the heatmap is being recomputed for the new tokens; click again in a moment</source>
        <translation>die Heatmap wird für die neuen Tokens neu berechnet; gleich noch einmal klicken</translation>
    </message>
    <message>
        <source>the heatmap is being recomputed; click again when it is sharp</source>
        <translation>die Heatmap wird neu berechnet; noch einmal klicken, sobald sie scharf ist</translation>
    </message>
    <message>
        <source>&amp;Show</source>
        <translation>&amp;Anzeige</translation>
    </message>
    <message>
        <source>Colours, numbers and the mask: folded away at this zoom so that the heatmap keeps its room</source>
        <translation>Farben, Zahlen und Maske: bei diesem Zoom eingeklappt, damit die Heatmap ihren Platz behält</translation>
    </message>
    <message>
        <source>&amp;Colours</source>
        <translation>&amp;Farben</translation>
    </message>
    <message>
        <source>Less ▴</source>
        <translation>Weniger ▴</translation>
    </message>
    <message>
        <source>More ▾</source>
        <translation>Mehr ▾</translation>
    </message>
    <message>
        <source>Nothing is masked here, so masking after softmax changes nothing you could see.</source>
        <translation>Hier ist nichts maskiert, daher ändert Maskieren nach der Softmax nichts Sichtbares.</translation>
    </message>
    <message>
        <source>Here a softmax over queries gives the same weights as over keys.</source>
        <translation>Hier ergibt eine Softmax über die Abfragen dieselben Gewichte wie über die Schlüssel.</translation>
    </message>
    <message>
        <source>With one head a reshape without transpose scrambles nothing.</source>
        <translation>Mit einem Head vertauscht ein Reshape ohne Transponieren nichts.</translation>
    </message>
    <message>
        <source>Show it where it matters</source>
        <translation>Dort zeigen, wo es zählt</translation>
    </message>
    <message>
        <source>(one undo step).</source>
        <translation>(ein Rückgängig-Schritt).</translation>
    </message>
    <message>
        <source>A typical row&apos;s largest weight is only %1, so the 0 … 1 colours all look alike: &lt;a href=&quot;rowmax&quot;&gt;colour each row by its own maximum&lt;/a&gt; (Row max).</source>
        <translation>Das größte Gewicht einer typischen Zeile ist nur %1, daher sehen die Farben von 0 … 1 alle gleich aus: &lt;a href=&quot;rowmax&quot;&gt;jede Zeile nach ihrem eigenen Maximum einfärben&lt;/a&gt; (Zeilen-Max).</translation>
    </message>
    <message>
        <source>These maps are of the previous result: the new ones do not fit in memory</source>
        <translation>Diese Karten zeigen das vorige Ergebnis: Die neuen passen nicht in den Speicher</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>grau</translation>
    </message>
</context>
<context>
    <name>attn::HeatmapWidget</name>
    <message>
        <source>Arrow keys move from cell to cell; Enter explains the query in the breakdown.</source>
        <translation>Pfeiltasten gehen von Zelle zu Zelle; Enter erklärt die Abfrage im Rechenweg.</translation>
    </message>
    <message>
        <source>Arrow keys move from cell to cell.</source>
        <translation>Pfeiltasten gehen von Zelle zu Zelle.</translation>
    </message>
    <message>
        <source>key %1</source>
        <translation>Schlüssel %1</translation>
    </message>
    <message>
        <source>query %1</source>
        <translation>Abfrage %1</translation>
    </message>
    <message>
        <source>computing…</source>
        <translation>wird berechnet…</translation>
    </message>
    <message>
        <source>Export Image…</source>
        <translation>Bild exportieren…</translation>
    </message>
    <message>
        <source>Copy Image</source>
        <translation>Bild kopieren</translation>
    </message>
    <message>
        <source>Copy as CSV</source>
        <translation>Als CSV kopieren</translation>
    </message>
    <message>
        <source>Numbers in Cells</source>
        <translation>Zahlen in den Zellen</translation>
    </message>
    <message>
        <source>Colour Each Row to Its Largest Weight</source>
        <translation>Jede Zeile bis zu ihrem größten Gewicht einfärben</translation>
    </message>
    <message>
        <source>Mask Edit Mode (Click Blocks/Unblocks)</source>
        <translation>Maske bearbeiten (Klick sperrt/gibt frei)</translation>
    </message>
    <message>
        <source>Show Whole Matrix</source>
        <translation>Ganze Matrix zeigen</translation>
    </message>
</context>
<context>
    <name>attn::ImageExportDialog</name>
    <message>
        <source>&amp;Numbers in cells</source>
        <translation>&amp;Zahlen in den Zellen</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportieren</translation>
    </message>
    <message>
        <source>&amp;Copy Image</source>
        <translation>&amp;Bild kopieren</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>F&amp;ormat</source>
        <translation>&amp;Format</translation>
    </message>
    <message>
        <source>&amp;Size</source>
        <translation>&amp;Größe</translation>
    </message>
    <message>
        <source>S&amp;harpness</source>
        <translation>&amp;Schärfe</translation>
    </message>
    <message>
        <source>Numbers</source>
        <translation>Zahlen</translation>
    </message>
    <message>
        <source>&amp;Decimals</source>
        <translation>&amp;Nachkommastellen</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>Farbsche&amp;ma</translation>
    </message>
    <message>
        <source>Put this picture on the clipboard, to paste into slides or a document</source>
        <translation>Dieses Bild in die Zwischenablage legen, zum Einfügen in Folien oder ein Dokument</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>PNG image (pixels)</source>
        <translation>PNG-Bild (Pixel)</translation>
    </message>
    <message>
        <source>SVG drawing (vectors)</source>
        <translation>SVG-Zeichnung (Vektoren)</translation>
    </message>
    <message>
        <source>PDF document (vectors)</source>
        <translation>PDF-Dokument (Vektoren)</translation>
    </message>
    <message>
        <source>As on screen, %1 × %2</source>
        <translation>Wie am Bildschirm, %1 × %2</translation>
    </message>
    <message>
        <source>Natural size, %1 × %2</source>
        <translation>Natürliche Größe, %1 × %2</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Benutzerdefiniert</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Breite</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Höhe</translation>
    </message>
    <message>
        <source>2× (192 dpi, sharp on slides)</source>
        <translation>2× (192 dpi, scharf auf Folien)</translation>
    </message>
    <message>
        <source>4× (384 dpi, for print)</source>
        <translation>4× (384 dpi, für den Druck)</translation>
    </message>
    <message>
        <source>%1× (%2 dpi)</source>
        <translation>%1× (%2 dpi)</translation>
    </message>
    <message>
        <source>&amp;decimals</source>
        <translation>&amp;Nachkommastellen</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG-Zeichnung (*.svg)</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <source>pixels</source>
        <translation>Pixel</translation>
    </message>
    <message>
        <source>points</source>
        <translation>Punkt</translation>
    </message>
    <message>
        <source>%1 × %2 pixels is more than a PNG may have (%3 a side): choose a smaller size or sharpness.</source>
        <translation>%1 × %2 Pixel sind mehr, als ein PNG haben darf (%3 pro Seite): eine kleinere Größe oder Schärfe wählen.</translation>
    </message>
    <message>
        <source>A PNG of %1 × %2 pixels.</source>
        <translation>Ein PNG mit %1 × %2 Pixeln.</translation>
    </message>
    <message>
        <source>A vector picture of %1 × %2 points (%3 × %4 cm), sharp at any size.</source>
        <translation>Ein Vektorbild mit %1 × %2 Punkt (%3 × %4 cm), scharf in jeder Größe.</translation>
    </message>
    <message>
        <source>Copy Image gives %1 × %2 pixels.</source>
        <translation>„Bild kopieren“ liefert %1 × %2 Pixel.</translation>
    </message>
    <message>
        <source>Choose a file to export to, or Copy Image.</source>
        <translation>Eine Zieldatei für den Export wählen oder „Bild kopieren“.</translation>
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
        <translation>Token nach dem aktuellen hinzufügen (Ctrl+Shift+N)</translation>
    </message>
    <message>
        <source>− Token</source>
        <translation>− Token</translation>
    </message>
    <message>
        <source>Remove the current token</source>
        <translation>Aktuelles Token entfernen</translation>
    </message>
    <message>
        <source>↑</source>
        <translation>↑</translation>
    </message>
    <message>
        <source>Move the current token up</source>
        <translation>Aktuelles Token nach oben verschieben</translation>
    </message>
    <message>
        <source>↓</source>
        <translation>↓</translation>
    </message>
    <message>
        <source>Move the current token down</source>
        <translation>Aktuelles Token nach unten verschieben</translation>
    </message>
    <message>
        <source>Identity</source>
        <translation>Einheitsmatrix</translation>
    </message>
    <message>
        <source>1 on the diagonal, 0 elsewhere</source>
        <translation>1 auf der Diagonale, sonst 0</translation>
    </message>
    <message>
        <source>Zeros</source>
        <translation>Nullen</translation>
    </message>
    <message>
        <source>Every entry 0</source>
        <translation>Jeder Eintrag 0</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Zufall</translation>
    </message>
    <message>
        <source>Normal random numbers (1/√d_model for weights), from the seed beside</source>
        <translation>Normalverteilte Zufallszahlen (1/√d_model für Gewichte), aus dem Startwert daneben</translation>
    </message>
    <message>
        <source>Seed of the random numbers: the same seed always gives the same numbers</source>
        <translation>Startwert der Zufallszahlen: Derselbe Startwert ergibt immer dieselben Zahlen</translation>
    </message>
    <message>
        <source>Scale ×</source>
        <translation>Skalieren ×</translation>
    </message>
    <message>
        <source>Multiply every entry by the factor beside</source>
        <translation>Jeden Eintrag mit dem Faktor daneben multiplizieren</translation>
    </message>
    <message>
        <source>Scale factor</source>
        <translation>Skalierungsfaktor</translation>
    </message>
    <message>
        <source>Random seed</source>
        <translation>Zufalls-Startwert</translation>
    </message>
    <message>
        <source>X down to the query latent, which is then RMS-normed</source>
        <translation>X hinunter zum Abfrage-Latent, das danach RMS-normiert wird</translation>
    </message>
    <message>
        <source>the query latent (or X) up to every head&apos;s q: its no-position part, then its rope part</source>
        <translation>das Abfrage-Latent (oder X) hinauf zum q jedes Heads: erst der Teil ohne Position, dann der RoPE-Teil</translation>
    </message>
    <message>
        <source>X down to the key-value latent c_kv, which is then RMS-normed: what the cache keeps</source>
        <translation>X hinunter zum Schlüssel-Wert-Latent c_kv, das danach RMS-normiert wird: das, was der Cache behält</translation>
    </message>
    <message>
        <source>c_kv up to every head&apos;s key, the part without position</source>
        <translation>c_kv hinauf zum Schlüssel jedes Heads, der Teil ohne Position</translation>
    </message>
    <message>
        <source>c_kv up to every head&apos;s value</source>
        <translation>c_kv hinauf zum Wert jedes Heads</translation>
    </message>
    <message>
        <source>X to the one rope key every head shares, turned by RoPE</source>
        <translation>X zu dem einen RoPE-Schlüssel, den alle Heads teilen, gedreht durch RoPE</translation>
    </message>
    <message>
        <source>Tokens &amp;&amp; X</source>
        <translation>Tokens &amp;&amp; X</translation>
    </message>
    <message>
        <source>The tokens and their embeddings X (%1)</source>
        <translation>Die Tokens und ihre Embeddings X (%1)</translation>
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
        <translation>Token %1</translation>
    </message>
</context>
<context>
    <name>attn::LayerGridWidget</name>
    <message>
        <source>Export Logit Lens</source>
        <translation>Logit Lens exportieren</translation>
    </message>
    <message>
        <source>Export Patching</source>
        <translation>Patching exportieren</translation>
    </message>
    <message>
        <source>There is no grid yet to export.</source>
        <translation>Es gibt noch kein Raster zum Exportieren.</translation>
    </message>
    <message>
        <source>Arrow keys move from cell to cell; Enter shows that position&apos;s next tokens.</source>
        <translation>Pfeiltasten gehen von Zelle zu Zelle; Enter zeigt die nächsten Tokens dieser Position.</translation>
    </message>
    <message>
        <source>Arrow keys move from cell to cell; Enter opens that layer and head.</source>
        <translation>Pfeiltasten gehen von Zelle zu Zelle; Enter öffnet diese Schicht und diesen Head.</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>Schicht %1</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>Head %1</translation>
    </message>
    <message>
        <source>position %1</source>
        <translation>Position %1</translation>
    </message>
</context>
<context>
    <name>attn::LearnSetup</name>
    <message>
        <source>Train: watch a head learn</source>
        <translation>Training: einem Head beim Lernen zusehen</translation>
    </message>
    <message>
        <source>&amp;Train a Head…</source>
        <translation>Einen Head &amp;trainieren…</translation>
    </message>
    <message>
        <source>Gradient descent in front of the class: the loss, the weights and every gradient</source>
        <translation>Gradientenabstieg vor der Klasse: der Verlust, die Gewichte und jeder Gradient</translation>
    </message>
    <message>
        <source>Saturation &amp;Race (Scaled vs Unscaled)…</source>
        <translation>Sättigungs-&amp;Wettlauf (skaliert gegen unskaliert)…</translation>
    </message>
    <message>
        <source>Train a &amp;Model (Induction Heads Form)…</source>
        <translation>Ein &amp;Modell trainieren (Induktions-Heads entstehen)…</translation>
    </message>
    <message>
        <source>A small transformer trained from random weights, in front of the class: watch a previous-token head and an induction head appear as the loss steps down</source>
        <translation>Ein kleiner Transformer, ab zufälligen Gewichten vor der Klasse trainiert: zusehen, wie ein Vorgänger-Token-Head und ein Induktions-Head entstehen, während der Verlust stufenweise fällt</translation>
    </message>
</context>
<context>
    <name>attn::LensPage</name>
    <message>
        <source>Cells: the top token</source>
        <translation>Zellen: wahrscheinlichstes Token</translation>
    </message>
    <message>
        <source>Cells: the answer&apos;s rank</source>
        <translation>Zellen: Rang der Antwort</translation>
    </message>
    <message>
        <source>Each cell&apos;s top token (coloured by its probability), or where the answer ranks after that layer (#1: the model would already say it)</source>
        <translation>Das wahrscheinlichste Token jeder Zelle (gefärbt nach seiner Wahrscheinlichkeit) oder der Rang der Antwort nach dieser Schicht (#1: das Modell würde sie schon sagen)</translation>
    </message>
    <message>
        <source>Logit lens %p%</source>
        <translation>Logit Lens %p%</translation>
    </message>
    <message>
        <source>Open a model</source>
        <translation>Ein Modell öffnen</translation>
    </message>
    <message>
        <source>When does the model know? Each layer&apos;s stream read as if it were the last. Traced: %1 (%2) · click a cell for that position&apos;s next tokens</source>
        <translation>Wann weiß es das Modell? Der Strom jeder Schicht, gelesen, als wäre sie die letzte. Verfolgt: %1 (%2) · eine Zelle anklicken für die nächsten Tokens dieser Position</translation>
    </message>
    <message>
        <source>the answer picked</source>
        <translation>die gewählte Antwort</translation>
    </message>
    <message>
        <source>the top next token; pick an answer in Compare With… or the next-token panel&apos;s menu at the last position</source>
        <translation>das wahrscheinlichste nächste Token; eine Antwort in „Vergleichen mit…“ oder an der letzten Position im Menü des Bereichs Nächstes Token wählen</translation>
    </message>
    <message>
        <source>Reading every layer through the unembedding…</source>
        <translation>Jede Schicht wird durch das Unembedding gelesen…</translation>
    </message>
    <message>
        <source>Working out the lens again…</source>
        <translation>Die Lens wird neu berechnet…</translation>
    </message>
    <message>
        <source>Tracing the token before: shown when in sight again</source>
        <translation>Verfolgt noch das vorher gewählte Token: Das neue folgt, sobald die Ansicht wieder sichtbar ist</translation>
    </message>
    <message>
        <source>Of the run before the last change</source>
        <translation>Aus dem Lauf vor der letzten Änderung</translation>
    </message>
</context>
<context>
    <name>attn::LessonController</name>
    <message>
        <source>Working this step out for %1 tokens…</source>
        <translation>Dieser Schritt wird für %1 Tokens berechnet…</translation>
    </message>
    <message>
        <source>This step does not fit in memory for %1 tokens.</source>
        <translation>Für %1 Tokens passt dieser Schritt nicht in den Speicher.</translation>
    </message>
    <message>
        <source>Measured in the window on %1, %2 cores.</source>
        <translation>Im Fenster gemessen auf %1, %2 Kernen.</translation>
    </message>
    <message>
        <source>The measurement stopped: the next size did not fit in memory.</source>
        <translation>Die Messung wurde beendet: Die nächste Größe passte nicht in den Speicher.</translation>
    </message>
    <message>
        <source>The lesson&apos;s cost measurement is not kept for next time: %1</source>
        <translation>Die Kostenmessung der Lektion wird nicht für das nächste Mal gespeichert: %1</translation>
    </message>
</context>
<context>
    <name>attn::LessonPanel</name>
    <message>
        <source>&amp;Reveal</source>
        <translation>&amp;Aufdecken</translation>
    </message>
    <message>
        <source>Hold back the answers</source>
        <translation>Antworten zurückhalten</translation>
    </message>
    <message>
        <source>&amp;Present</source>
        <translation>&amp;Präsentieren</translation>
    </message>
    <message>
        <source>&amp;Measure Again</source>
        <translation>&amp;Erneut messen</translation>
    </message>
    <message>
        <source>&amp;Cancel Measuring</source>
        <translation>Messung a&amp;bbrechen</translation>
    </message>
    <message>
        <source>&amp;Train It Live…</source>
        <translation>Live &amp;trainieren…</translation>
    </message>
    <message>
        <source>Labs ▸ Train a Model: the same task trained live (seed 1 and the default sizes give the recorded run)</source>
        <translation>Labor ▸ Ein Modell trainieren: dieselbe Aufgabe live trainiert (Startwert 1 und die Standardgrößen ergeben den aufgezeichneten Lauf)</translation>
    </message>
    <message>
        <source>Previous step (←)</source>
        <translation>Vorheriger Schritt (←)</translation>
    </message>
    <message>
        <source>Previous step</source>
        <translation>Vorheriger Schritt</translation>
    </message>
    <message>
        <source>Next step (→)</source>
        <translation>Nächster Schritt (→)</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Nächster Schritt</translation>
    </message>
    <message>
        <source>Show the next answer this step holds back (R)</source>
        <translation>Nächste zurückgehaltene Antwort dieses Schritts zeigen (R)</translation>
    </message>
    <message>
        <source>Numbers the class works out are “?” until revealed</source>
        <translation>Zahlen, die die Klasse ausrechnet, stehen bis zum Aufdecken als „?“ da</translation>
    </message>
    <message>
        <source>The lesson full screen, one step at a time (F5)</source>
        <translation>Die Lektion im Vollbild, ein Schritt nach dem anderen (F5)</translation>
    </message>
</context>
<context>
    <name>attn::LessonSetup</name>
    <message>
        <source>Lesson: attention, worked out by hand</source>
        <translation>Lektion: Attention, von Hand gerechnet</translation>
    </message>
    <message>
        <source>&amp;Present the Lesson</source>
        <translation>Lektion &amp;präsentieren</translation>
    </message>
    <message>
        <source>Export &amp;Lesson…</source>
        <translation>&amp;Lektion exportieren…</translation>
    </message>
    <message>
        <source>Present</source>
        <translation>Präsentieren</translation>
    </message>
    <message>
        <source>The lesson full screen, one step at a time; with two screens, a presenter view on this one</source>
        <translation>Die Lektion im Vollbild, ein Schritt nach dem anderen; mit zwei Bildschirmen eine Referentenansicht auf diesem</translation>
    </message>
    <message>
        <source>P&amp;ractise the Lesson&apos;s Numbers…</source>
        <translation>Zahlen der Lektion &amp;üben…</translation>
    </message>
    <message>
        <source>Work out the numbers the lesson asks for, on this session, and check them</source>
        <translation>Die Zahlen, nach denen die Lektion fragt, für diese Sitzung ausrechnen und prüfen</translation>
    </message>
    <message>
        <source>&lt;b&gt;New here? The lesson is built in.&lt;/b&gt; &lt;b&gt;Present&lt;/b&gt; (on the tool bar, or F5) shows &lt;i&gt;Attention, computed by hand&lt;/i&gt; full screen, a step at a time, with this session&apos;s numbers; F1 there lists its keys. &lt;b&gt;Alt+4&lt;/b&gt; opens it in a panel beside the breakdown. &lt;i&gt;Help ▸ How to Use&lt;/i&gt; tells the rest.</source>
        <translation>&lt;b&gt;Neu hier? Die Lektion ist eingebaut.&lt;/b&gt; &lt;b&gt;Präsentieren&lt;/b&gt; (in der Werkzeugleiste oder F5) zeigt &lt;i&gt;Attention, von Hand gerechnet&lt;/i&gt; im Vollbild, einen Schritt nach dem anderen, mit den Zahlen dieser Sitzung; F1 listet dort die Tasten auf. &lt;b&gt;Alt+4&lt;/b&gt; öffnet sie in einem Bereich neben dem Rechenweg. &lt;i&gt;Hilfe ▸ Anleitung&lt;/i&gt; erklärt den Rest.</translation>
    </message>
    <message>
        <source>Open the Lesson Panel</source>
        <translation>Lektionsbereich öffnen</translation>
    </message>
    <message>
        <source>Got It</source>
        <translation>Verstanden</translation>
    </message>
    <message>
        <source>Export Lesson</source>
        <translation>Lektion exportieren</translation>
    </message>
    <message>
        <source>This session makes q, k and v from DeepSeek&apos;s latents (mla); the lesson&apos;s steps work W_Q, W_K and W_V out by hand, so there is no deck or worksheet of it. Open the lesson&apos;s example for them.</source>
        <translation>Diese Sitzung bildet q, k und v aus den Latents von DeepSeek (mla); die Schritte der Lektion rechnen W_Q, W_K und W_V von Hand, daher gibt es dazu weder Foliensatz noch Arbeitsblatt. Dafür das Beispiel der Lektion öffnen.</translation>
    </message>
    <message>
        <source>%1 (*.%2)</source>
        <translation>%1 (*.%2)</translation>
    </message>
    <message>
        <source>Cannot export the lesson</source>
        <translation>Lektion kann nicht exportiert werden</translation>
    </message>
</context>
<context>
    <name>attn::LinesPanel</name>
    <message>
        <source>&amp;All heads</source>
        <translation>&amp;Alle Heads</translation>
    </message>
    <message>
        <source>Every head in its own colour; untick to see only the selected head</source>
        <translation>Jeder Head in eigener Farbe; abwählen, um nur den gewählten Head zu sehen</translation>
    </message>
    <message>
        <source>Point at a token to see only its lines; click it to keep them. Click a head in the legend to hide it.</source>
        <translation>Auf ein Token zeigen, um nur seine Linien zu sehen; anklicken, um sie zu behalten. Einen Head in der Legende anklicken, um ihn auszublenden.</translation>
    </message>
</context>
<context>
    <name>attn::LinesWidget</name>
    <message>
        <source>
click to hide its lines</source>
        <translation>
klicken, um seine Linien auszublenden</translation>
    </message>
    <message>
        <source>
click to show its lines</source>
        <translation>
klicken, um seine Linien zu zeigen</translation>
    </message>
    <message>
        <source>
click again to show every line</source>
        <translation>
noch einmal klicken, um alle Linien zu zeigen</translation>
    </message>
    <message>
        <source>
click to keep only its lines</source>
        <translation>
klicken, um nur seine Linien zu behalten</translation>
    </message>
    <message>
        <source>Export Image…</source>
        <translation>Bild exportieren…</translation>
    </message>
    <message>
        <source>Copy Image</source>
        <translation>Bild kopieren</translation>
    </message>
    <message>
        <source>Show Every Head</source>
        <translation>Alle Heads zeigen</translation>
    </message>
    <message>
        <source>Show Every Token&apos;s Lines</source>
        <translation>Linien aller Tokens zeigen</translation>
    </message>
</context>
<context>
    <name>attn::LossCurveWidget</name>
    <message>
        <source>Export Loss History as CSV…</source>
        <translation>Verlustverlauf als CSV exportieren…</translation>
    </message>
    <message>
        <source>Export Loss History</source>
        <translation>Verlustverlauf exportieren</translation>
    </message>
</context>
<context>
    <name>attn::MainWindow</name>
    <message>
        <source>Inputs: tokens, embeddings and weights</source>
        <translation>Eingaben: Tokens, Embeddings und Gewichte</translation>
    </message>
    <message>
        <source>Softmax of the selected query, step by step</source>
        <translation>Softmax der gewählten Abfrage, Schritt für Schritt</translation>
    </message>
    <message>
        <source>Computed: Q, K, V, scores, weights, outputs</source>
        <translation>Berechnet: Q, K, V, Scores, Gewichte, Ausgaben</translation>
    </message>
    <message>
        <source>Matrix products on Eigen: the BLAS library failed its self-check</source>
        <translation>Matrixprodukte mit Eigen: Die BLAS-Bibliothek hat ihren Selbsttest nicht bestanden</translation>
    </message>
    <message>
        <source>Computing… %p%</source>
        <translation>Berechnung… %p%</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop computing; the tables and heatmaps keep the previous result</source>
        <translation>Berechnung abbrechen; Tabellen und Heatmaps behalten das vorige Ergebnis</translation>
    </message>
    <message>
        <source>Cancelled: the views show the result before the last edit</source>
        <translation>Abgebrochen: Die Ansichten zeigen das Ergebnis vor der letzten Bearbeitung</translation>
    </message>
    <message>
        <source>Not changed: %1</source>
        <translation>Nicht geändert: %1</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Neu</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Presets</source>
        <translation>&amp;Vorlagen</translation>
    </message>
    <message>
        <source>&amp;Generate Random Session…</source>
        <translation>Zufällige Sitzung &amp;erzeugen…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>E&amp;xportieren</translation>
    </message>
    <message>
        <source>&amp;Heatmap Image…</source>
        <translation>&amp;Heatmap-Bild…</translation>
    </message>
    <message>
        <source>&amp;All Heads Image…</source>
        <translation>Bild &amp;aller Heads…</translation>
    </message>
    <message>
        <source>&amp;Breakdown Image…</source>
        <translation>Bild des &amp;Rechenwegs…</translation>
    </message>
    <message>
        <source>Computed &amp;Table as CSV…</source>
        <translation>Berechnete &amp;Tabelle als CSV…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Wiederholen: %1</translation>
    </message>
    <message>
        <source>Copy Heatmap &amp;Image</source>
        <translation>Heatmap als &amp;Bild kopieren</translation>
    </message>
    <message>
        <source>Copy Breakdown as &amp;Text</source>
        <translation>Rechenweg als &amp;Text kopieren</translation>
    </message>
    <message>
        <source>&amp;Notes…</source>
        <translation>&amp;Notizen…</translation>
    </message>
    <message>
        <source>&amp;Add Token</source>
        <translation>Token &amp;hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Remove Token</source>
        <translation>Token &amp;entfernen</translation>
    </message>
    <message>
        <source>Move Token &amp;Up</source>
        <translation>Token nach &amp;oben</translation>
    </message>
    <message>
        <source>Move Token &amp;Down</source>
        <translation>Token nach &amp;unten</translation>
    </message>
    <message>
        <source>&amp;Causal Mask</source>
        <translation>&amp;Kausale Maske</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About Attention Lab</source>
        <translation>Ü&amp;ber Attention Lab</translation>
    </message>
    <message>
        <source>About Attention Lab</source>
        <translation>Über Attention Lab</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Attention Lab %1&lt;/h3&gt;&lt;p&gt;Transformer attention, computed by hand, in front of you: Q = X·W_Q, K = X·W_K, V = X·W_V; softmax(Q·Kᵀ/√d_k)·V per head; concat · W_O.&lt;/p&gt;&lt;p&gt;Rows are queries, columns are keys; every row of weights sums to 1.&lt;/p&gt;&lt;p&gt;Matrix products: %2 (%3).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Attention Lab %1&lt;/h3&gt;&lt;p&gt;Transformer-Attention, von Hand gerechnet, direkt vor Augen: Q = X·W_Q, K = X·W_K, V = X·W_V; softmax(Q·Kᵀ/√d_k)·V pro Head; concat · W_O.&lt;/p&gt;&lt;p&gt;Zeilen sind Abfragen, Spalten sind Schlüssel; jede Zeile der Gewichte summiert sich zu 1.&lt;/p&gt;&lt;p&gt;Matrixprodukte: %2 (%3).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Labs</source>
        <translation>&amp;Labor</translation>
    </message>
    <message>
        <source>Why Divide by √d_k? (Spread of q·k)</source>
        <translation>Warum durch √d_k teilen? (Streuung von q·k)</translation>
    </message>
    <message>
        <source>&amp;Shapes, Parameters and Cost</source>
        <translation>&amp;Dimensionen, Parameter und Kosten</translation>
    </message>
    <message>
        <source>&amp;RoPE: Score by Distance…</source>
        <translation>&amp;RoPE: Score nach Abstand…</translation>
    </message>
    <message>
        <source>Show the &amp;Code (NumPy, PyTorch)…</source>
        <translation>&amp;Code zeigen (NumPy, PyTorch)…</translation>
    </message>
    <message>
        <source>Mistake: Mask after Softmax</source>
        <translation>Fehler: Maske nach Softmax</translation>
    </message>
    <message>
        <source>Mistake: Softmax over the Wrong Axis</source>
        <translation>Fehler: Softmax über die falsche Achse</translation>
    </message>
    <message>
        <source>Mistake: Reshape without Transpose</source>
        <translation>Fehler: Reshape ohne Transponieren</translation>
    </message>
    <message>
        <source>Back to the Right Weights</source>
        <translation>Zurück zu den richtigen Gewichten</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Ungespeicherte Änderungen</translation>
    </message>
    <message>
        <source>“%1” has changes that are not saved. Save them first?</source>
        <translation>„%1“ hat ungespeicherte Änderungen. Zuerst speichern?</translation>
    </message>
    <message>
        <source>New session: type tokens and numbers into the tables on the left</source>
        <translation>Neue Sitzung: Tokens und Zahlen in die Tabellen links eintippen</translation>
    </message>
    <message>
        <source>Random: T=%1, d_model=%2, %3</source>
        <translation>Zufällig: T=%1, d_model=%2, %3</translation>
    </message>
    <message>
        <source>Export Table as CSV</source>
        <translation>Tabelle als CSV exportieren</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>%1 exportiert</translation>
    </message>
    <message>
        <source>Open Session</source>
        <translation>Sitzung öffnen</translation>
    </message>
    <message>
        <source>Attention Lab sessions (*.json);;All files (*)</source>
        <translation>Attention-Lab-Sitzungen (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>An unsaved copy left by an earlier run cannot be read (%1); it is kept as %2</source>
        <translation>Eine ungespeicherte Kopie aus einem früheren Programmstart kann nicht gelesen werden (%1); sie wird als %2 aufbewahrt</translation>
    </message>
    <message>
        <source>Restore unsaved work?</source>
        <translation>Ungespeicherte Arbeit wiederherstellen?</translation>
    </message>
    <message>
        <source>Attention Lab did not close normally last time. Unsaved changes to “%1” (%2, kept at %3) can be restored.</source>
        <translation>Attention Lab wurde beim letzten Mal nicht normal beendet. Ungespeicherte Änderungen an „%1“ (%2, aufbewahrt unter %3) können wiederhergestellt werden.</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>It cannot be restored now: it %1. It stays where it is: %2</source>
        <translation>Die Kopie kann jetzt nicht wiederhergestellt werden: Sie %1. Sie bleibt, wo sie ist: %2</translation>
    </message>
    <message>
        <source>Restored the unsaved changes; save them to keep them</source>
        <translation>Ungespeicherte Änderungen wiederhergestellt; speichern, um sie zu behalten</translation>
    </message>
    <message>
        <source>Restored the unsaved changes (save them to keep them); %1 was not opened</source>
        <translation>Ungespeicherte Änderungen wiederhergestellt (speichern, um sie zu behalten); %1 wurde nicht geöffnet</translation>
    </message>
    <message>
        <source>Cannot open</source>
        <translation>Öffnen nicht möglich</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <source>Cannot load preset</source>
        <translation>Vorlage kann nicht geladen werden</translation>
    </message>
    <message>
        <source>Preset: %1</source>
        <translation>Vorlage: %1</translation>
    </message>
    <message>
        <source>attention.json</source>
        <translation>attention.json</translation>
    </message>
    <message>
        <source>Save Session</source>
        <translation>Sitzung speichern</translation>
    </message>
    <message>
        <source>Attention Lab sessions (*.json)</source>
        <translation>Attention-Lab-Sitzungen (*.json)</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Speichern nicht möglich</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation>Liste leeren</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Hauptleiste</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Undo %1 (Ctrl+Z)</source>
        <translation>Rückgängig: %1 (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Nichts rückgängig zu machen</translation>
    </message>
    <message>
        <source>Redo %1 (Ctrl+Shift+Z)</source>
        <translation>Wiederholen: %1 (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>Nichts zu wiederholen</translation>
    </message>
    <message>
        <source>Score rule</source>
        <translation>Score-Regel</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>&amp;Originalgröße</translation>
    </message>
    <message>
        <source>Zoom of the whole window: View ▸ Zoom In / Zoom Out (Ctrl+= / Ctrl+−), Ctrl+0 for 100 %</source>
        <translation>Zoom des ganzen Fensters: Ansicht ▸ Vergrößern / Verkleinern (Ctrl+= / Ctrl+−), Ctrl+0 für 100 %</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Farbschema</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <source>&amp;Dark (dim rooms)</source>
        <translation>&amp;Dunkel (abgedunkelte Räume)</translation>
    </message>
    <message>
        <source>&amp;High Contrast (bright projectors)</source>
        <translation>Hoher &amp;Kontrast (helle Projektoren)</translation>
    </message>
    <message>
        <source>Switch &amp;Heatmap / Breakdown</source>
        <translation>Zwischen Heatmap und Rechenweg &amp;wechseln</translation>
    </message>
    <message>
        <source>Zoomed far in, the heatmap and the breakdown take the window in turn</source>
        <translation>Stark vergrößert wechseln sich Heatmap und Rechenweg im Fenster ab</translation>
    </message>
    <message>
        <source>Zoomed in: F6 switches heatmap ⇄ breakdown</source>
        <translation>Vergrößert: F6 wechselt Heatmap ⇄ Rechenweg</translation>
    </message>
    <message>
        <source>Zoomed in: tables put away (Alt+1, Alt+2 bring them back)</source>
        <translation>Vergrößert: Tabellen ausgeblendet (Alt+1, Alt+2 holen sie zurück)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>Attention Lab will start in %1 the next time it is opened.</source>
        <translation>Attention Lab startet beim nächsten Öffnen auf %1.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>&amp;System Language</source>
        <translation>&amp;Systemsprache</translation>
    </message>
    <message>
        <source>&amp;System Language (%1)</source>
        <translation>&amp;Systemsprache (%1)</translation>
    </message>
    <message numerus="yes">
        <source>%n head(s)</source>
        <translation>
            <numerusform>%n Head</numerusform>
            <numerusform>%n Heads</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n Token</numerusform>
            <numerusform>%n Tokens</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>attn::MaskBar</name>
    <message>
        <source>Ca&amp;usal</source>
        <translation>&amp;Kausal</translation>
    </message>
    <message>
        <source>&amp;Window</source>
        <translation>&amp;Fenster</translation>
    </message>
    <message>
        <source>&amp;Prefix</source>
        <translation>&amp;Präfix</translation>
    </message>
    <message>
        <source>Se&amp;ntences</source>
        <translation>&amp;Sätze</translation>
    </message>
    <message>
        <source>Window size</source>
        <translation>Fenstergröße</translation>
    </message>
    <message>
        <source>No peeking at the future: query i may not look at keys j &gt; i (Ctrl+M)</source>
        <translation>Kein Blick in die Zukunft: Abfrage i darf nicht auf Schlüssel j &gt; i schauen (Ctrl+M)</translation>
    </message>
    <message>
        <source>Sliding-window attention (as in Mistral): a query sees only keys closer than the window</source>
        <translation>Sliding-Window-Attention (wie bei Mistral): Eine Abfrage sieht nur Schlüssel, die näher liegen als die Fensterbreite</translation>
    </message>
    <message>
        <source>Window width W: keys with |i − j| ≥ W are blocked (causal: the query and the W − 1 keys before it)</source>
        <translation>Fensterbreite W: Schlüssel mit |i − j| ≥ W sind gesperrt (kausal: die Abfrage und die W − 1 Schlüssel davor)</translation>
    </message>
    <message>
        <source>Prefix-LM: with the causal mask, the first P tokens (the prompt) see each other both ways</source>
        <translation>Präfix-LM: Mit der kausalen Maske sehen sich die ersten P Tokens (der Prompt) gegenseitig in beide Richtungen</translation>
    </message>
    <message>
        <source>Packed sentences: tokens of different sentences never see each other. Number the sentences in the Sent. column of the tokens table.</source>
        <translation>Gepackte Sätze: Tokens verschiedener Sätze sehen sich nie. Die Sätze in der Spalte Satz der Token-Tabelle nummerieren.</translation>
    </message>
    <message>
        <source>Edit &amp;mask</source>
        <translation>Maske &amp;bearbeiten</translation>
    </message>
    <message>
        <source>Click cells to block or unblock them (Ctrl+click works any time); undoable</source>
        <translation>Zellen anklicken, um sie zu sperren oder freizugeben (Ctrl+Klick geht jederzeit); rückgängig machbar</translation>
    </message>
    <message>
        <source>Unblock all</source>
        <translation>Alle freigeben</translation>
    </message>
    <message>
        <source>Unblock every cell blocked by hand (one undo step)</source>
        <translation>Alle von Hand gesperrten Zellen freigeben (ein Rückgängig-Schritt)</translation>
    </message>
    <message>
        <source>Mask:</source>
        <translation>Maske:</translation>
    </message>
</context>
<context>
    <name>attn::MatrixModel</name>
    <message>
        <source>query %1, key %2, %3</source>
        <translation>Abfrage %1, Schlüssel %2, %3</translation>
    </message>
    <message>
        <source>%1, column %2, %3</source>
        <translation>%1, Spalte %2, %3</translation>
    </message>
    <message>
        <source>Padding: a pad token&apos;s key column is blocked for every query</source>
        <translation>Padding: Die Schlüsselspalte eines Pad-Tokens ist für jede Abfrage gesperrt</translation>
    </message>
    <message>
        <source>Sentence of this token: tokens of different sentences never see each other</source>
        <translation>Satz dieses Tokens: Tokens verschiedener Sätze sehen sich nie</translation>
    </message>
    <message>
        <source>Bias: added to column %1 of every row of %2·%3</source>
        <translation>Bias: wird zu Spalte %1 jeder Zeile von %2·%3 addiert</translation>
    </message>
    <message>
        <source>causal: key %1 is in the future of query %2</source>
        <translation>kausal: Schlüssel %1 liegt in der Zukunft von Abfrage %2</translation>
    </message>
    <message>
        <source>padding: key %1 is a pad token</source>
        <translation>Padding: Schlüssel %1 ist ein Pad-Token</translation>
    </message>
    <message>
        <source>blocked by hand</source>
        <translation>von Hand gesperrt</translation>
    </message>
    <message>
        <source>window: key %1 is %2 or more tokens from query %3</source>
        <translation>Fenster: Schlüssel %1 ist %2 oder mehr Tokens von Abfrage %3 entfernt</translation>
    </message>
    <message>
        <source>segments: key %1 is in another sentence than query %2</source>
        <translation>Segmente: Schlüssel %1 liegt in einem anderen Satz als Abfrage %2</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>maskiert</translation>
    </message>
    <message>
        <source>Blocked — %1</source>
        <translation>Gesperrt – %1</translation>
    </message>
    <message>
        <source>a sentence is a whole number from 1 to %1</source>
        <translation>ein Satz ist eine ganze Zahl von 1 bis %1</translation>
    </message>
    <message>
        <source>key token %1</source>
        <translation>Schlüssel-Token %1</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>Pad</source>
        <translation>Pad</translation>
    </message>
    <message>
        <source>Sent.</source>
        <translation>Satz</translation>
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
        <translation>%1 von Head %2</translation>
    </message>
    <message>
        <source>the clipboard holds no numbers</source>
        <translation>die Zwischenablage enthält keine Zahlen</translation>
    </message>
    <message>
        <source>row %1 of the pasted block has %2 cells, expected %3</source>
        <translation>Zeile %1 des eingefügten Blocks hat %2 Zellen, erwartet: %3</translation>
    </message>
    <message>
        <source>pasted row %1, cell %2: %3</source>
        <translation>eingefügte Zeile %1, Zelle %2: %3</translation>
    </message>
    <message>
        <source>paste numbers into the number columns</source>
        <translation>Zahlen in die Zahlenspalten einfügen</translation>
    </message>
    <message>
        <source>%1 cells are too many to copy at once (up to %2); select fewer, or use File ▸ Export</source>
        <translation>%1 Zellen sind zu viele, um sie auf einmal zu kopieren (bis zu %2); weniger auswählen oder Datei ▸ Exportieren verwenden</translation>
    </message>
</context>
<context>
    <name>attn::MechanismsBench</name>
    <message>
        <source>Open a model first.</source>
        <translation>Zuerst ein Modell öffnen.</translation>
    </message>
    <message>
        <source>Type the second text: the same sentence with what matters changed.</source>
        <translation>Den zweiten Text eintippen: denselben Satz, in dem das Entscheidende geändert ist.</translation>
    </message>
    <message>
        <source>This model&apos;s tokenizer cannot turn text into tokens here.</source>
        <translation>Der Tokenizer dieses Modells kann hier keinen Text in Tokens umwandeln.</translation>
    </message>
    <message>
        <source>It is %1 tokens and the first text is %2: patching compares the two texts position by position, so they need the same count (change a name for a name, a word for a word).</source>
        <translation>Er hat %1 Tokens und der erste Text %2: Patching vergleicht die beiden Texte Position für Position, daher brauchen sie gleich viele (einen Namen gegen einen Namen tauschen, ein Wort gegen ein Wort).</translation>
    </message>
    <message>
        <source>It is the same text: change something (a name, a word) so the answer changes.</source>
        <translation>Es ist derselbe Text: etwas ändern (einen Namen, ein Wort), damit sich die Antwort ändert.</translation>
    </message>
    <message>
        <source>%1: this model was opened on token ids; give the token as #ID.</source>
        <translation>%1: Dieses Modell wurde mit Token-IDs geöffnet; das Token als #ID angeben.</translation>
    </message>
    <message>
        <source>%1: this model&apos;s tokenizer cannot encode text here; give the token as #ID.</source>
        <translation>%1: Der Tokenizer dieses Modells kann hier keinen Text kodieren; das Token als #ID angeben.</translation>
    </message>
    <message>
        <source>The answer and the wrong token are the same token: pick two different ones.</source>
        <translation>Antwort und falsches Token sind dasselbe Token: zwei verschiedene wählen.</translation>
    </message>
    <message>
        <source>Choose what to patch: the residual stream, the heads&apos; outputs, or both.</source>
        <translation>Wählen, was gepatcht wird: der Residualstrom, die Ausgaben der Heads oder beides.</translation>
    </message>
    <message>
        <source>Patching %1.</source>
        <translation>Das Patching %1.</translation>
    </message>
    <message>
        <source>Both texts give the same logit difference (%1), so nothing can be restored: pick an answer and a wrong token that the two texts rank differently.</source>
        <translation>Beide Texte ergeben dieselbe Logit-Differenz (%1), daher lässt sich nichts wiederherstellen: eine Antwort und ein falsches Token wählen, die die beiden Texte unterschiedlich einstufen.</translation>
    </message>
    <message>
        <source>There is not enough memory for patching.</source>
        <translation>Für das Patching ist nicht genug Speicher frei.</translation>
    </message>
    <message>
        <source>There is not enough memory for the logit lens of this run.</source>
        <translation>Für die Logit Lens dieses Laufs ist nicht genug Speicher frei.</translation>
    </message>
    <message>
        <source>Rollout %1.</source>
        <translation>Der Rollout %1.</translation>
    </message>
    <message>
        <source>There is not enough memory for the rollout of this run.</source>
        <translation>Für den Rollout dieses Laufs ist nicht genug Speicher frei.</translation>
    </message>
</context>
<context>
    <name>attn::ModelBench</name>
    <message>
        <source>zero</source>
        <translation>null</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Switch off layer %1 head %2 (%3, %4)</source>
        <translation>Schicht %1, Head %2 abschalten (%3, %4)</translation>
    </message>
    <message>
        <source>Switch on layer %1 head %2 (%3)</source>
        <translation>Schicht %1, Head %2 einschalten (%3)</translation>
    </message>
    <message>
        <source>Switched-off heads give zero</source>
        <translation>Abgeschaltete Heads liefern null</translation>
    </message>
    <message>
        <source>Switched-off heads give their mean</source>
        <translation>Abgeschaltete Heads liefern ihr Mittel</translation>
    </message>
    <message>
        <source>Run the model with layer %1 as edited</source>
        <translation>Modell mit bearbeiteter Schicht %1 ausführen</translation>
    </message>
    <message>
        <source>Restore all heads and layers</source>
        <translation>Alle Heads und Schichten wiederherstellen</translation>
    </message>
    <message>
        <source>L%1 H%2</source>
        <translation>L%1 H%2</translation>
    </message>
    <message>
        <source>%1 off (%2)</source>
        <translation>%1 aus (%2)</translation>
    </message>
    <message>
        <source>%1 heads off (%2)</source>
        <translation>%1 Heads aus (%2)</translation>
    </message>
    <message>
        <source>layer %1 as edited in the tables</source>
        <translation>Schicht %1 wie in den Tabellen bearbeitet</translation>
    </message>
    <message>
        <source>There is not enough memory to run the model again.</source>
        <translation>Es ist nicht genug Speicher frei, um das Modell erneut auszuführen.</translation>
    </message>
    <message>
        <source>drop in log p(“%1”) without the head</source>
        <translation>Abfall von log p(„%1“) ohne den Head</translation>
    </message>
    <message>
        <source>Switching off each of the %1 heads in turn %2.</source>
        <translation>Das Abschalten jedes der %1 Heads nacheinander %2.</translation>
    </message>
    <message>
        <source>There is not enough memory to switch off every head in turn.</source>
        <translation>Es ist nicht genug Speicher frei, um jeden Head nacheinander abzuschalten.</translation>
    </message>
    <message>
        <source>There is not enough memory to work out why this score.</source>
        <translation>Es ist nicht genug Speicher frei, um „Warum dieser Score“ zu berechnen.</translation>
    </message>
</context>
<context>
    <name>attn::ModelPanel</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Open Model…</source>
        <translation>Modell öffnen…</translation>
    </message>
    <message>
        <source>Run Model With This Layer</source>
        <translation>Modell mit dieser Schicht ausführen</translation>
    </message>
    <message>
        <source>Opening and running the model… %p%</source>
        <translation>Modell wird geöffnet und ausgeführt… %p%</translation>
    </message>
    <message>
        <source>Stop: nothing changes</source>
        <translation>Anhalten: Nichts ändert sich</translation>
    </message>
    <message>
        <source>Edit this layer as a session</source>
        <translation>Diese Schicht als Sitzung bearbeiten</translation>
    </message>
    <message>
        <source>This layer as an ordinary session: its input as the embeddings, its W_Q, W_K, W_V, W_O and biases, causal, all its heads — every table, view, mask and the lesson then work on it (Undo brings back what was there)</source>
        <translation>Diese Schicht als gewöhnliche Sitzung: ihre Eingabe als Embeddings, ihre W_Q, W_K, W_V, W_O und Biases, kausal, alle ihre Heads – jede Tabelle, Ansicht, Maske und die Lektion arbeiten dann damit (Rückgängig holt zurück, was vorher da war)</translation>
    </message>
    <message>
        <source>Run the whole model again with the layer as edited in the tables (W_Q, W_K, W_V, W_O, biases, scale) and show its prediction beside the original</source>
        <translation>Das ganze Modell erneut mit der in den Tabellen bearbeiteten Schicht ausführen (W_Q, W_K, W_V, W_O, Biases, Skalierung) und seine Vorhersage neben der ursprünglichen zeigen</translation>
    </message>
    <message>
        <source>Switch the selected head off</source>
        <translation>Gewählten Head abschalten</translation>
    </message>
    <message>
        <source>Switch the head shown large off (or back on): the model runs again without it and the next-token panel shows what changed. Ctrl+click any panel does the same.</source>
        <translation>Den groß gezeigten Head abschalten (oder wieder einschalten): Das Modell läuft ohne ihn erneut, und der Bereich Nächstes Token zeigt, was sich geändert hat. Ctrl+Klick auf eine Kachel bewirkt dasselbe.</translation>
    </message>
    <message>
        <source>Off = output zero</source>
        <translation>Aus = Ausgabe null</translation>
    </message>
    <message>
        <source>Off = output its mean</source>
        <translation>Aus = Mittel der Ausgabe</translation>
    </message>
    <message>
        <source>What a switched-off head gives: zero, or its output averaged over this sentence&apos;s positions (the command line&apos;s --ablate-with)</source>
        <translation>Was ein abgeschalteter Head liefert: null oder seine Ausgabe, gemittelt über die Positionen dieses Satzes (--ablate-with auf der Kommandozeile)</translation>
    </message>
    <message>
        <source>Restore All</source>
        <translation>Alle wiederherstellen</translation>
    </message>
    <message>
        <source>Every head back on and the model&apos;s own layers back (one undo step)</source>
        <translation>Alle Heads wieder an und die eigenen Schichten des Modells zurück (ein Rückgängig-Schritt)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <translation>Rückgängig: %1</translation>
    </message>
    <message>
        <source>Redo: %1</source>
        <translation>Wiederholen: %1</translation>
    </message>
    <message>
        <source>Badges: %1</source>
        <translation>Kennzahl: %1</translation>
    </message>
    <message>
        <source>Mark every panel with a head score (previous token, first token, self, induction: see the manual), once measured its importance, or (GPT-OSS) the weight its sink takes</source>
        <translation>Jede Kachel mit einem Head-Score markieren (Vorgänger-Token, erstes Token, selbst, Induktion: siehe Handbuch), nach der Messung mit ihrer Wichtigkeit oder (GPT-OSS) mit dem Gewicht, das ihr Sink aufnimmt</translation>
    </message>
    <message>
        <source>Importance…</source>
        <translation>Wichtigkeit…</translation>
    </message>
    <message>
        <source>Switch off each head alone and measure how much the model&apos;s top next token loses without it (n_layer × n_head runs)</source>
        <translation>Jeden Head einzeln abschalten und messen, wie viel das wahrscheinlichste nächste Token des Modells ohne ihn verliert (n_layer × n_head Läufe)</translation>
    </message>
    <message>
        <source>Importance %p%</source>
        <translation>Wichtigkeit %p%</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>CSV exportieren</translation>
    </message>
    <message>
        <source>Head Scores as CSV…</source>
        <translation>Head-Scores als CSV…</translation>
    </message>
    <message>
        <source>Importance as CSV…</source>
        <translation>Wichtigkeit als CSV…</translation>
    </message>
    <message>
        <source>Every Head</source>
        <translation>Alle Heads</translation>
    </message>
    <message>
        <source>Patching</source>
        <translation>Patching</translation>
    </message>
    <message>
        <source>Logit Lens</source>
        <translation>Logit Lens</translation>
    </message>
    <message>
        <source>Rollout</source>
        <translation>Rollout</translation>
    </message>
    <message>
        <source>Every layer × every head on your text; click one to show it large</source>
        <translation>Jede Schicht × jeder Head auf dem eingegebenen Text; einen anklicken, um ihn groß zu zeigen</translation>
    </message>
    <message>
        <source>Which layers, positions and heads carry the answer (Compare With… a second text)</source>
        <translation>Welche Schichten, Positionen und Heads die Antwort tragen („Vergleichen mit…“ einem zweiten Text)</translation>
    </message>
    <message>
        <source>When does the model know? Each layer&apos;s stream read through the unembedding</source>
        <translation>Wann weiß es das Modell? Der Strom jeder Schicht, durch das Unembedding gelesen</translation>
    </message>
    <message>
        <source>Attention followed through every layer: one map for the whole model</source>
        <translation>Attention durch jede Schicht verfolgt: eine Karte für das ganze Modell</translation>
    </message>
    <message>
        <source>Heads ranked by their score</source>
        <translation>Heads nach ihrem Score geordnet</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>Head</translation>
    </message>
    <message>
        <source>L.H</source>
        <translation>L.H</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>The heads with the highest badge value; click one to show it large</source>
        <translation>Die Heads mit dem höchsten Wert der Kennzahl; einen anklicken, um ihn groß zu zeigen</translation>
    </message>
    <message>
        <source>Click a cell of the head&apos;s map: its score split by where the query&apos;s and the key&apos;s residual streams came from</source>
        <translation>Eine Zelle der Karte des Heads anklicken: ihr Score, zerlegt danach, woher die Residualströme von Abfrage und Schlüssel kamen</translation>
    </message>
    <message>
        <source>Why This Score</source>
        <translation>Warum dieser Score</translation>
    </message>
    <message>
        <source>Top Heads</source>
        <translation>Beste Heads</translation>
    </message>
    <message>
        <source>Model workbench</source>
        <translation>Modell-Werkbank</translation>
    </message>
    <message>
        <source>Run Model With Layer %1 as Edited</source>
        <translation>Modell mit bearbeiteter Schicht %1 ausführen</translation>
    </message>
    <message>
        <source>Layer %1 Head %2 (%3)</source>
        <translation>Schicht %1, Head %2 (%3)</translation>
    </message>
    <message>
        <source>Edit Layer %1 in the Tables (all %2 heads)</source>
        <translation>Schicht %1 in den Tabellen bearbeiten (alle %2 Heads)</translation>
    </message>
    <message>
        <source>Switch Layer %1 Head %2 Back On</source>
        <translation>Schicht %1, Head %2 wieder einschalten</translation>
    </message>
    <message>
        <source>Switch Off Layer %1 Head %2</source>
        <translation>Schicht %1, Head %2 abschalten</translation>
    </message>
    <message>
        <source>Layer %1 Head %2</source>
        <translation>Schicht %1, Head %2</translation>
    </message>
    <message>
        <source>%1 on the command line</source>
        <translation>%1 auf der Kommandozeile</translation>
    </message>
    <message>
        <source>Choose a score under “Badges”</source>
        <translation>Einen Score unter „Kennzahl“ wählen</translation>
    </message>
    <message>
        <source>Run Importance first.</source>
        <translation>Zuerst „Wichtigkeit…“ ausführen.</translation>
    </message>
    <message>
        <source>Export Importance</source>
        <translation>Wichtigkeit exportieren</translation>
    </message>
    <message>
        <source>Export Head Scores</source>
        <translation>Head-Scores exportieren</translation>
    </message>
    <message>
        <source>Not for this model in this version: the model cannot take a layer with DeepSeek&apos;s latent attention (MLA) back from the tables (attention-lab model --layer-session refuses one too). The layer&apos;s tables, views and breakdown work as for any session.</source>
        <translation>Für dieses Modell in dieser Version nicht möglich: Das Modell kann eine Schicht mit der Latent Attention (MLA) von DeepSeek nicht aus den Tabellen zurücknehmen (attention-lab model --layer-session lehnt sie ebenfalls ab). Tabellen, Ansichten und Rechenweg der Schicht funktionieren wie bei jeder Sitzung.</translation>
    </message>
    <message>
        <source>This layer as a session: its input as the embeddings, its latent matrices W_DQ … W_KR and W_O, causal, all its heads — the tables, the views and the breakdown then work on it (Undo brings back what was there). The model does not take it back in this version.</source>
        <translation>Diese Schicht als Sitzung: ihre Eingabe als Embeddings, ihre Latent-Matrizen W_DQ … W_KR und W_O, kausal, alle ihre Heads – Tabellen, Ansichten und Rechenweg arbeiten dann damit (Rückgängig holt zurück, was vorher da war). Das Modell nimmt sie in dieser Version nicht zurück.</translation>
    </message>
    <message>
        <source> (%1: %2 K/V, head_dim %3, RoPE θ %4</source>
        <translation> (%1: %2 K/V-Heads, head_dim %3, RoPE-θ %4</translation>
    </message>
    <message>
        <source> (bloom: ALiBi for positions, no position table</source>
        <translation> (bloom: ALiBi für Positionen, keine Positionstabelle</translation>
    </message>
    <message>
        <source> (%1: latent attention: K/V from a %2-number latent, q·k over %3 + %4 (RoPE θ %5), v %6</source>
        <translation> (%1: Latent Attention: K/V aus einem Latent mit %2 Zahlen, q·k über %3 + %4 (RoPE-θ %5), v %6</translation>
    </message>
    <message>
        <source>, %1 experts (%2 a token) and %3 shared</source>
        <translation>, %1 Experten (%2 pro Token) und %3 geteilte</translation>
    </message>
    <message>
        <source>, %1 experts, %2 a token</source>
        <translation>, %1 Experten, %2 pro Token</translation>
    </message>
    <message>
        <source>, a sink per head</source>
        <translation>, ein Sink pro Head</translation>
    </message>
    <message>
        <source>, YaRN ×%1</source>
        <translation>, YaRN ×%1</translation>
    </message>
    <message>
        <source>, soft-caps %1 / %2</source>
        <translation>, Soft-Caps %1 / %2</translation>
    </message>
    <message>
        <source>, %1 of %2 layers local (window %3)</source>
        <translation>, %1 von %2 Schichten lokal (Fenster %3)</translation>
    </message>
    <message>
        <source>%1: %2 layers, %3 heads%4, d_model %5 (%6) · %7 · Ctrl+click a head to switch it off</source>
        <translation>%1: %2 Schichten, %3 Heads%4, d_model %5 (%6) · %7 · Ctrl+Klick auf einen Head schaltet ihn ab</translation>
    </message>
    <message>
        <source>16-bit; the weights are FP8</source>
        <translation>16 Bit; die Gewichte sind FP8</translation>
    </message>
    <message>
        <source>16-bit, as stored</source>
        <translation>16 Bit, wie gespeichert</translation>
    </message>
    <message>
        <source>F64, as stored</source>
        <translation>F64, wie gespeichert</translation>
    </message>
    <message>
        <source>F32, as stored</source>
        <translation>F32, wie gespeichert</translation>
    </message>
    <message>
        <source>KV cache: %1 a token of context (%2 layers × a %3-number latent + one %4-number RoPE key, %5) · every head&apos;s K and V in full would need %6</source>
        <translation>KV-Cache: %1 pro Token Kontext (%2 Schichten × ein Latent mit %3 Zahlen + ein RoPE-Schlüssel mit %4 Zahlen, %5) · K und V jedes Heads in voller Größe bräuchten %6</translation>
    </message>
    <message>
        <source>KV cache: %1 a token of context (%2 layers × K and V × %3 K/V heads × %4 numbers, %5)</source>
        <translation>KV-Cache: %1 pro Token Kontext (%2 Schichten × K und V × %3 K/V-Heads × %4 Zahlen, %5)</translation>
    </message>
    <message>
        <source> · %1 at %2 tokens</source>
        <translation> · %1 bei %2 Tokens</translation>
    </message>
    <message>
        <source> (%1 local layers keep %2)</source>
        <translation> (%1 lokale Schichten behalten %2)</translation>
    </message>
    <message>
        <source> (the window keeps %1)</source>
        <translation> (das Fenster behält %1)</translation>
    </message>
    <message>
        <source> · one K/V head per query head (MHA) would need %1, one for all (MQA) %2</source>
        <translation> · ein K/V-Head pro Abfrage-Head (MHA) bräuchte %1, einer für alle (MQA) %2</translation>
    </message>
    <message>
        <source> · one K/V head for all %1 query heads (MQA) would need %2</source>
        <translation> · ein K/V-Head für alle %1 Abfrage-Heads (MQA) bräuchte %2</translation>
    </message>
    <message>
        <source>File ▸ Open Model… opens a GPT-2, Llama, Mistral, Qwen, Gemma, GPT-OSS, DeepSeek or BLOOM model from its folder (no network needed) and shows what every head of every layer does on your sentence.</source>
        <translation>Datei ▸ Modell öffnen… öffnet ein Modell von GPT-2, Llama, Mistral, Qwen, Gemma, GPT-OSS, DeepSeek oder BLOOM aus seinem Ordner (kein Netzwerk nötig) und zeigt, was jeder Head jeder Schicht auf dem eingegebenen Satz tut.</translation>
    </message>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n Token</numerusform>
            <numerusform>%n Tokens</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>attn::ModelSetup</name>
    <message>
        <source>Model: every layer × every head</source>
        <translation>Modell: jede Schicht × jeder Head</translation>
    </message>
    <message>
        <source>Open &amp;Model…</source>
        <translation>&amp;Modell öffnen…</translation>
    </message>
    <message>
        <source>&amp;Model View Image…</source>
        <translation>&amp;Bild der Modellansicht…</translation>
    </message>
    <message>
        <source>&amp;Run Model With This Layer</source>
        <translation>Modell mit dieser Schicht aus&amp;führen</translation>
    </message>
    <message>
        <source>Run the model again with the layer in the tables as edited, and show its prediction beside the original</source>
        <translation>Das Modell erneut mit der in den Tabellen bearbeiteten Schicht ausführen und seine Vorhersage neben der ursprünglichen zeigen</translation>
    </message>
    <message>
        <source>Cannot open the model</source>
        <translation>Modell kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>Cannot edit this layer</source>
        <translation>Diese Schicht kann nicht bearbeitet werden</translation>
    </message>
    <message>
        <source>Layer %1 as a session of %2 tokens, d_model %3 and %4 heads %5.</source>
        <translation>Schicht %1 als Sitzung mit %2 Tokens, d_model %3 und %4 Heads %5.</translation>
    </message>
    <message>
        <source>There is not enough memory to take layer %1 out as a session.</source>
        <translation>Es ist nicht genug Speicher frei, um Schicht %1 als Sitzung herauszulösen.</translation>
    </message>
    <message>
        <source>Edit layer %1 of %2</source>
        <translation>Schicht %1 von %2 bearbeiten</translation>
    </message>
    <message>
        <source>%1, layer %2</source>
        <translation>%1, Schicht %2</translation>
    </message>
    <message>
        <source>&amp;Run Model With Layer %1 as Edited</source>
        <translation>Modell mit bearbeiteter Schicht %1 aus&amp;führen</translation>
    </message>
    <message>
        <source>Cannot run the model with this layer</source>
        <translation>Modell kann mit dieser Schicht nicht ausgeführt werden</translation>
    </message>
    <message>
        <source>Layer %1: %2</source>
        <translation>Schicht %1: %2</translation>
    </message>
    <message>
        <source>A GPT-2, Llama, Mistral, Qwen, Gemma, GPT-OSS, DeepSeek or BLOOM model from its folder (Hugging Face layout), run on your sentence</source>
        <translation>Ein Modell von GPT-2, Llama, Mistral, Qwen, Gemma, GPT-OSS, DeepSeek oder BLOOM aus seinem Ordner (Hugging-Face-Layout), ausgeführt auf dem eingegebenen Satz</translation>
    </message>
</context>
<context>
    <name>attn::ModelTrainingController</name>
    <message>
        <source>Checkpoints and evaluations need an interval of at least one step.</source>
        <translation>Zwischenstände und Auswertungen brauchen einen Abstand von mindestens einem Schritt.</translation>
    </message>
    <message>
        <source>The run diverged at step %1 (%2): the model stays as it was before it.</source>
        <translation>Der Lauf ist bei Schritt %1 divergiert (%2): Das Modell bleibt, wie es davor war.</translation>
    </message>
    <message>
        <source>the next steps</source>
        <translation>die nächsten Schritte</translation>
    </message>
    <message>
        <source>There is not enough memory for %1: the run stopped at step %2.</source>
        <translation>Für %1 ist nicht genug Speicher frei: Der Lauf hat bei Schritt %2 angehalten.</translation>
    </message>
    <message>
        <source>Induction task · %1 · %2</source>
        <translation>Induktionsaufgabe · %1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n Schritt</numerusform>
            <numerusform>%n Schritte</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 × %2 heads, d_model %3, seed %4</source>
        <translation>%1 × %2 Heads, d_model %3, Startwert %4</translation>
    </message>
    <message numerus="yes">
        <source>%n layer(s)</source>
        <translation>
            <numerusform>%n Schicht</numerusform>
            <numerusform>%n Schichten</numerusform>
        </translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message>
        <source>There is not enough memory to measure the model shown.</source>
        <translation>Es ist nicht genug Speicher frei, um das gezeigte Modell zu messen.</translation>
    </message>
    <message>
        <source>induction score</source>
        <translation>Induktions-Score</translation>
    </message>
    <message>
        <source>There is no trained model yet: press Step or Play first.</source>
        <translation>Es gibt noch kein trainiertes Modell: zuerst Schritt oder Start drücken.</translation>
    </message>
    <message>
        <source>induction, seed %1, step %2</source>
        <translation>Induktion, Startwert %1, Schritt %2</translation>
    </message>
</context>
<context>
    <name>attn::ModelViewWidget</name>
    <message>
        <source>Layer %1, head %2 (%3 on the command line)</source>
        <translation>Schicht %1, Head %2 (%3 auf der Kommandozeile)</translation>
    </message>
    <message>
        <source> — switched off</source>
        <translation> – abgeschaltet</translation>
    </message>
    <message>
        <source>
An attention sink: %1 of its attention goes to the first token on average. Heads park attention there when they have nothing to look for — its bright first column is not a finding about this sentence.</source>
        <translation>
Ein Attention-Sink: Im Mittel geht %1 seiner Attention an das erste Token. Heads parken dort Attention, wenn sie nichts zu suchen haben – die helle erste Spalte ist keine Erkenntnis über diesen Satz.</translation>
    </message>
    <message>
        <source>
Click to show it large; Ctrl+click to switch it %1</source>
        <translation>
Klicken, um ihn groß zu zeigen; Ctrl+Klick, um ihn %1</translation>
    </message>
    <message>
        <source>back on</source>
        <translation>wieder einzuschalten</translation>
    </message>
    <message>
        <source>off</source>
        <translation>abzuschalten</translation>
    </message>
    <message>
        <source>Layer %1 Head %2 (%3)</source>
        <translation>Schicht %1, Head %2 (%3)</translation>
    </message>
    <message>
        <source>Switch %1 Back On</source>
        <translation>%1 wieder einschalten</translation>
    </message>
    <message>
        <source>Switch %1 Off: Output Zero</source>
        <translation>%1 abschalten: Ausgabe null</translation>
    </message>
    <message>
        <source>Switch %1 Off: Output Its Mean</source>
        <translation>%1 abschalten: Mittel der Ausgabe</translation>
    </message>
    <message>
        <source>Export Image…</source>
        <translation>Bild exportieren…</translation>
    </message>
    <message>
        <source>Copy Image</source>
        <translation>Bild kopieren</translation>
    </message>
    <message>
        <source>Arrow keys move from head to head; Enter shows the head large; Ctrl+Enter switches it off or back on; the menu key opens its menu.</source>
        <translation>Pfeiltasten gehen von Head zu Head; Enter zeigt den Head groß; Strg+Enter schaltet ihn ab oder wieder ein; die Menütaste öffnet sein Menü.</translation>
    </message>
    <message>
        <source>layer %1, head %2</source>
        <translation>Schicht %1, Head %2</translation>
    </message>
    <message>
        <source>switched off</source>
        <translation>abgeschaltet</translation>
    </message>
    <message>
        <source>an attention sink</source>
        <translation>ein Attention-Sink</translation>
    </message>
    <message>
        <source>shown large</source>
        <translation>groß gezeigt</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>Schicht %1</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>Head %1</translation>
    </message>
</context>
<context>
    <name>attn::NextTokenWidget</name>
    <message>
        <source>Token %1 “%2” — click to see what the model predicts after it</source>
        <translation>Token %1 „%2“ – klicken, um zu sehen, was das Modell danach vorhersagt</translation>
    </message>
    <message>
        <source>Use “%1” as the Answer</source>
        <translation>„%1“ als Antwort verwenden</translation>
    </message>
    <message>
        <source>Use “%1” as the Wrong Token</source>
        <translation>„%1“ als falsches Token verwenden</translation>
    </message>
</context>
<context>
    <name>attn::NotesBar</name>
    <message>
        <source>Edit…</source>
        <translation>Bearbeiten…</translation>
    </message>
    <message>
        <source>Change what this session&apos;s note says (kept in the session file)</source>
        <translation>Notiz dieser Sitzung ändern (wird in der Sitzungsdatei gespeichert)</translation>
    </message>
    <message>
        <source>Put the note away until another session is opened (Edit ▸ Notes… brings it back)</source>
        <translation>Notiz ausblenden, bis eine andere Sitzung geöffnet wird (Bearbeiten ▸ Notizen… holt sie zurück)</translation>
    </message>
    <message>
        <source>Before your edits: %1</source>
        <translation>Vor den eigenen Änderungen: %1</translation>
    </message>
    <message>
        <source>%1

(Written for the session as loaded; undo your edits to see it current again.)</source>
        <translation>%1

(Geschrieben für die Sitzung, wie sie geladen wurde; die Änderungen rückgängig machen, damit die Notiz wieder passt.)</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>What this session shows, in a sentence or two (saved with it):</source>
        <translation>Was diese Sitzung zeigt, in ein, zwei Sätzen (wird mit ihr gespeichert):</translation>
    </message>
</context>
<context>
    <name>attn::OpenModelDialog</name>
    <message>
        <source>A sentence (the model&apos;s own tokenizer splits it)</source>
        <translation>Ein Satz (der eigene Tokenizer des Modells zerlegt ihn)</translation>
    </message>
    <message>
        <source>Token ids, separated by commas</source>
        <translation>Token-IDs, durch Kommas getrennt</translation>
    </message>
    <message>
        <source>Open Model</source>
        <translation>Modell öffnen</translation>
    </message>
    <message>
        <source>A folder with config.json, model.safetensors, vocab.json and merges.txt</source>
        <translation>Ein Modellordner mit config.json, model.safetensors, vocab.json und merges.txt</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <source>&amp;Open and Run</source>
        <translation>Ö&amp;ffnen und ausführen</translation>
    </message>
    <message>
        <source>Model &amp;folder:</source>
        <translation>Modell&amp;ordner:</translation>
    </message>
    <message>
        <source>Not installed: share/attention-lab/models/%1 is missing</source>
        <translation>Modell nicht installiert: share/attention-lab/models/%1 fehlt</translation>
    </message>
    <message>
        <source>A small constructed GPT-2 whose heads are known, with a repeated sentence to run it on (%1)</source>
        <translation>Ein kleines, konstruiertes GPT-2 mit bekannten Heads und einem wiederholten Satz zum Ausführen (%1)</translation>
    </message>
    <message>
        <source>Built-in:</source>
        <translation>Eingebaut:</translation>
    </message>
    <message>
        <source>Run it on:</source>
        <translation>Ausführen auf:</translation>
    </message>
    <message>
        <source>&amp;Text:</source>
        <translation>&amp;Text:</translation>
    </message>
    <message>
        <source>Model Folder</source>
        <translation>Modellordner</translation>
    </message>
    <message>
        <source>Token ids: &quot;%1&quot; is not a whole number ≥ 0 (give ids as 464, 7850, 3331).</source>
        <translation>Token-IDs: „%1“ ist keine ganze Zahl ≥ 0 (IDs so angeben: 464, 7850, 3331).</translation>
    </message>
    <message>
        <source>Token ids: none given (give ids as 464, 7850, 3331).</source>
        <translation>Token-IDs: keine angegeben (IDs so angeben: 464, 7850, 3331).</translation>
    </message>
    <message>
        <source>Choose the model&apos;s folder.</source>
        <translation>Den Ordner des Modells wählen.</translation>
    </message>
    <message>
        <source>Type a sentence to run the model on.</source>
        <translation>Einen Satz eintippen, auf dem das Modell laufen soll.</translation>
    </message>
    <message>
        <source>A model in the Hugging Face layout (GPT-2 small … XL, DistilGPT-2; Llama, Mistral, Qwen 2 and 3, Gemma 2 and 3, GPT-OSS, DeepSeek V2 and V3, BLOOM), read from disk: nothing is downloaded. Every layer and head is computed on your text.</source>
        <translation>Ein Modell im Hugging-Face-Layout (GPT-2 small … XL, DistilGPT-2; Llama, Mistral, Qwen 2 und 3, Gemma 2 und 3, GPT-OSS, DeepSeek V2 und V3, BLOOM), von der Festplatte gelesen: Nichts wird heruntergeladen. Jede Schicht und jeder Head wird auf dem eingegebenen Text berechnet.</translation>
    </message>
    <message>
        <source>Induction (built-in example)</source>
        <translation>Induktion (eingebautes Beispiel)</translation>
    </message>
</context>
<context>
    <name>attn::PatchingPage</name>
    <message>
        <source>Compare With…</source>
        <translation>Vergleichen mit…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>A second text of as many tokens (yours with the names swapped, say): which layers, positions and heads carry the answer</source>
        <translation>Ein zweiter Text mit gleich vielen Tokens (etwa der eigene mit vertauschten Namen): Welche Schichten, Positionen und Heads tragen die Antwort?</translation>
    </message>
    <message>
        <source>Patching %p%</source>
        <translation>Patching %p%</translation>
    </message>
    <message>
        <source>Stop patching: the grids shown stay as they were</source>
        <translation>Patching abbrechen: Die gezeigten Raster bleiben, wie sie waren</translation>
    </message>
    <message>
        <source>Patching against “%1”…</source>
        <translation>Patching gegen „%1“…</translation>
    </message>
    <message>
        <source>Which layers, positions and heads carry the answer? Compare your text with a second one — the same sentence with the names swapped — and pick the answer and the wrong token.</source>
        <translation>Welche Schichten, Positionen und Heads tragen die Antwort? Den eigenen Text mit einem zweiten vergleichen – demselben Satz mit vertauschten Namen – und die Antwort und das falsche Token wählen.</translation>
    </message>
    <message>
        <source>Patching… the grids come when every run is done</source>
        <translation>Patching… die Raster erscheinen, wenn alle Läufe fertig sind</translation>
    </message>
    <message>
        <source>Compare With… a second text to see where the answer is carried</source>
        <translation>„Vergleichen mit…“ einem zweiten Text zeigt, wo die Antwort getragen wird</translation>
    </message>
    <message>
        <source>Against “%1”: logit %2 − logit %3 is %4 on your text, %5 on it · %6 runs of the model as opened</source>
        <translation>Gegen „%1“: Logit %2 − Logit %3 ist %4 auf dem eigenen Text, %5 auf diesem · %6 Läufe des Modells wie geöffnet</translation>
    </message>
    <message>
        <source>Both texts give %1 the same lead over %2: nothing to restore. Pick an answer and a wrong token the two texts rank differently.</source>
        <translation>Beide Texte geben %1 denselben Vorsprung vor %2: nichts wiederherzustellen. Eine Antwort und ein falsches Token wählen, die die beiden Texte unterschiedlich einstufen.</translation>
    </message>
    <message>
        <source>Patching against “%1”… (the grids shown are of the text before)</source>
        <translation>Patching gegen „%1“… (die gezeigten Raster gehören zum vorigen Text)</translation>
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
            <numerusform>%n Token</numerusform>
            <numerusform>%n Tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n head(s)</source>
        <translation>
            <numerusform>%n Head</numerusform>
            <numerusform>%n Heads</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>attn::PracticeDialog</name>
    <message>
        <source>&amp;Check</source>
        <translation>&amp;Prüfen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>Practise the Lesson&apos;s Numbers</source>
        <translation>Zahlen der Lektion üben</translation>
    </message>
    <message>
        <source>Exercises</source>
        <translation>Aufgaben</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Deine Antwort</translation>
    </message>
    <message>
        <source>numbers separated by spaces; rows by ;</source>
        <translation>Zahlen durch Leerzeichen getrennt, Zeilen durch ;</translation>
    </message>
    <message>
        <source>Type the numbers with a dot or your language&apos;s decimal separator, separated by spaces; a list of rows (a matrix) row after row, separated by ;</source>
        <translation>Zahlen mit Punkt oder dem Dezimaltrennzeichen der eigenen Sprache eintippen, durch Leerzeichen getrennt; eine Liste von Zeilen (eine Matrix) Zeile für Zeile, getrennt durch ;</translation>
    </message>
    <message>
        <source>&amp;Glossary</source>
        <translation>&amp;Glossar</translation>
    </message>
    <message>
        <source>&amp;Open Answers…</source>
        <translation>Antworten ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Save Answers…</source>
        <translation>Antworten &amp;speichern…</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>Glossar</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>nicht geprüft</translation>
    </message>
    <message>
        <source>right</source>
        <translation>richtig</translation>
    </message>
    <message>
        <source>not yet right</source>
        <translation>noch nicht richtig</translation>
    </message>
    <message>
        <source>This session makes q, k and v from DeepSeek&apos;s latents (mla): the lesson&apos;s exercises work W_Q, W_K and W_V out by hand.</source>
        <translation>Diese Sitzung bildet q, k und v aus den Latents von DeepSeek (mla): Die Aufgaben der Lektion rechnen W_Q, W_K und W_V von Hand.</translation>
    </message>
    <message>
        <source>This session&apos;s lesson asks for no numbers to work out.</source>
        <translation>Die Lektion dieser Sitzung fragt nach keinen auszurechnenden Zahlen.</translation>
    </message>
    <message>
        <source>%1 of %2 right · query %3, head %4</source>
        <translation>%1 von %2 richtig · Abfrage %3, Head %4</translation>
    </message>
    <message>
        <source>Step: %1 · %2</source>
        <translation>Schritt: %1 · %2</translation>
    </message>
    <message>
        <source>✓ Right.</source>
        <translation>✓ Richtig.</translation>
    </message>
    <message>
        <source>✗ Not yet: %1</source>
        <translation>✗ Noch nicht: %1</translation>
    </message>
    <message>
        <source>&amp;Hint %1 of %2</source>
        <translation>&amp;Tipp %1 von %2</translation>
    </message>
    <message>
        <source>No more hints</source>
        <translation>Keine weiteren Tipps</translation>
    </message>
    <message>
        <source>it does not have the answer&apos;s shape</source>
        <translation>sie hat nicht die Form der Antwort</translation>
    </message>
    <message>
        <source>%1 rows of %2 numbers are asked, the rows separated by ;</source>
        <translation>Gefragt sind %1 Zeilen mit je %2 Zahlen, die Zeilen durch ; getrennt</translation>
    </message>
    <message numerus="yes">
        <source>%n number(s) are asked</source>
        <translation>
            <numerusform>Gefragt ist %n Zahl</numerusform>
            <numerusform>Gefragt sind %n Zahlen</numerusform>
        </translation>
    </message>
    <message>
        <source>row %1 (%2 %3), column %4 is the first that is off (%5 rows of %6 numbers are asked)</source>
        <translation>Zeile %1 (%2 %3), Spalte %4 weicht als erste ab (gefragt sind %5 Zeilen mit je %6 Zahlen)</translation>
    </message>
    <message>
        <source>key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>token</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>row %1 (%2 %3), number %4 is the first that is off (%5 rows of %6 numbers are asked)</source>
        <translation>Zeile %1 (%2 %3), Zahl %4 weicht als erste ab (gefragt sind %5 Zeilen mit je %6 Zahlen)</translation>
    </message>
    <message>
        <source>number %1 (key %2) is the first that is off (%3 asked)</source>
        <translation>Zahl %1 (Schlüssel %2) weicht als erste ab (%3 gefragt)</translation>
    </message>
    <message>
        <source>the number is off</source>
        <translation>die Zahl weicht ab</translation>
    </message>
    <message>
        <source>number %1 is the first that is off (%2 asked)</source>
        <translation>Zahl %1 weicht als erste ab (%2 gefragt)</translation>
    </message>
    <message>
        <source>✗ %1</source>
        <translation>✗ %1</translation>
    </message>
    <message>
        <source>Hint %1: %2</source>
        <translation>Tipp %1: %2</translation>
    </message>
    <message>
        <source>“%1” is not a number</source>
        <translation>„%1“ ist keine Zahl</translation>
    </message>
    <message>
        <source>the rows have different lengths (%1 and %2 numbers)</source>
        <translation>die Zeilen sind unterschiedlich lang (%1 und %2 Zahlen)</translation>
    </message>
    <message>
        <source>type the numbers first</source>
        <translation>zuerst die Zahlen eintippen</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Save Answers</source>
        <translation>Antworten speichern</translation>
    </message>
    <message>
        <source>Answers (*.json)</source>
        <translation>Antworten (*.json)</translation>
    </message>
    <message>
        <source>Open Answers</source>
        <translation>Antworten öffnen</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) in the file are for exercises this session does not ask; left out.</source>
        <translation>
            <numerusform>%n Antwort in der Datei gehört zu einer Aufgabe, die diese Sitzung nicht stellt; ausgelassen.</numerusform>
            <numerusform>%n Antworten in der Datei gehören zu Aufgaben, die diese Sitzung nicht stellt; ausgelassen.</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;dl&gt;&lt;dt&gt;&lt;b&gt;query&lt;/b&gt; (q)&lt;/dt&gt;&lt;dd&gt;what a token is looking for: its row of Q = X·W_Q&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;key&lt;/b&gt; (k)&lt;/dt&gt;&lt;dd&gt;what a token offers to be found by: its row of K = X·W_K&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;value&lt;/b&gt; (v)&lt;/dt&gt;&lt;dd&gt;what a token passes on when attended to: its row of V = X·W_V&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;score&lt;/b&gt;&lt;/dt&gt;&lt;dd&gt;q·k, how well a query and a key line up&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;d_k&lt;/b&gt;&lt;/dt&gt;&lt;dd&gt;the width of a head&apos;s queries and keys; scores are multiplied by 1/√d_k&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;logit&lt;/b&gt;&lt;/dt&gt;&lt;dd&gt;a score after the scale (and any stage after it), what the softmax takes&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;softmax&lt;/b&gt;&lt;/dt&gt;&lt;dd&gt;e^x of each logit divided by their sum: weights that are positive and add up to 1&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;weight&lt;/b&gt;&lt;/dt&gt;&lt;dd&gt;how much of a key&apos;s value a query takes&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;mask&lt;/b&gt;&lt;/dt&gt;&lt;dd&gt;keys a query may not see: their logit is −∞ before the softmax, so their weight is 0&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;head&lt;/b&gt;&lt;/dt&gt;&lt;dd&gt;one attention of its own, on its own columns of Q, K and V&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;output&lt;/b&gt;&lt;/dt&gt;&lt;dd&gt;Σ weight·v over the keys; the heads&apos; outputs side by side, times W_O&lt;/dd&gt;&lt;/dl&gt;</source>
        <translation>&lt;dl&gt;&lt;dt&gt;&lt;b&gt;Abfrage&lt;/b&gt; (q, Query)&lt;/dt&gt;&lt;dd&gt;wonach ein Token sucht: seine Zeile von Q = X·W_Q&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;Schlüssel&lt;/b&gt; (k, Key)&lt;/dt&gt;&lt;dd&gt;womit ein Token gefunden werden kann: seine Zeile von K = X·W_K&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;Wert&lt;/b&gt; (v, Value)&lt;/dt&gt;&lt;dd&gt;was ein Token weitergibt, wenn eine Abfrage darauf achtet: seine Zeile von V = X·W_V&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;Score&lt;/b&gt;&lt;/dt&gt;&lt;dd&gt;q·k, wie gut eine Abfrage und ein Schlüssel zusammenpassen&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;d_k&lt;/b&gt;&lt;/dt&gt;&lt;dd&gt;die Breite der Abfragen und Schlüssel eines Heads; Scores werden mit 1/√d_k multipliziert&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;Logit&lt;/b&gt;&lt;/dt&gt;&lt;dd&gt;ein Score nach der Skalierung (und jeder Stufe danach): das, was die Softmax erhält&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;Softmax&lt;/b&gt;&lt;/dt&gt;&lt;dd&gt;e^x jedes Logits geteilt durch ihre Summe: Gewichte, die positiv sind und sich zu 1 addieren&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;Gewicht&lt;/b&gt;&lt;/dt&gt;&lt;dd&gt;wie viel vom Wert eines Schlüssels eine Abfrage übernimmt&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;Maske&lt;/b&gt;&lt;/dt&gt;&lt;dd&gt;Schlüssel, die eine Abfrage nicht sehen darf: Ihr Logit ist vor der Softmax −∞, also ist ihr Gewicht 0&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;Head&lt;/b&gt;&lt;/dt&gt;&lt;dd&gt;eine eigene Attention, auf eigenen Spalten von Q, K und V&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;Ausgabe&lt;/b&gt;&lt;/dt&gt;&lt;dd&gt;Σ Gewicht·v über die Schlüssel; die Ausgaben der Heads nebeneinander, mal W_O&lt;/dd&gt;&lt;/dl&gt;</translation>
    </message>
</context>
<context>
    <name>attn::PresentationWindow</name>
    <message>
        <source>Attention Lab — presentation</source>
        <translation>Attention Lab – Präsentation</translation>
    </message>
</context>
<context>
    <name>attn::PresenterView</name>
    <message>
        <source>Attention Lab — presenter view</source>
        <translation>Attention Lab – Referentenansicht</translation>
    </message>
    <message>
        <source>Now — %1 / %2: %3</source>
        <translation>Jetzt – %1 / %2: %3</translation>
    </message>
    <message>
        <source>No answers held back on this step.</source>
        <translation>In diesem Schritt sind keine Antworten zurückgehalten.</translation>
    </message>
    <message>
        <source>Answers (● revealed):
</source>
        <translation>Antworten (● aufgedeckt):
</translation>
    </message>
    <message>
        <source>Next — %1</source>
        <translation>Als Nächstes – %1</translation>
    </message>
    <message>
        <source>Last step</source>
        <translation>Letzter Schritt</translation>
    </message>
    <message>
        <source>%1    elapsed %2:%3</source>
        <translation>%1    vergangen %2:%3</translation>
    </message>
</context>
<context>
    <name>attn::Recompute</name>
    <message>
        <source>not enough memory to compute a session of %1 tokens; the maps and the breakdown keep what they showed, the tables stay empty, until an edit makes it fit</source>
        <translation>nicht genug Speicher, um eine Sitzung mit %1 Tokens zu berechnen; Karten und Rechenweg behalten ihre Anzeige, die Tabellen bleiben leer, bis eine Änderung sie passend macht</translation>
    </message>
    <message>
        <source>not enough memory to compute a session of %1 tokens; the views show the previous result</source>
        <translation>nicht genug Speicher, um eine Sitzung mit %1 Tokens zu berechnen; die Ansichten zeigen das vorige Ergebnis</translation>
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
        <translation>Attention-Rollout (Abnar &amp; Zuidema, 2020): die Heads jeder Schicht gemittelt, die Hälfte für den Residualpfad behalten, durch die Schichten multipliziert – woher die Information jedes Tokens stammen kann. Ein Bild der Attention, nicht dessen, was das Modell damit berechnet.</translation>
    </message>
    <message>
        <source>working out the rollout of this run…</source>
        <translation>Rollout dieses Laufs wird berechnet…</translation>
    </message>
    <message>
        <source>of the run before the last change</source>
        <translation>aus dem Lauf vor der letzten Änderung</translation>
    </message>
</context>
<context>
    <name>attn::RopeDialog</name>
    <message>
        <source>RoPE: Score by Distance</source>
        <translation>RoPE: Score nach Abstand</translation>
    </message>
    <message>
        <source>Against the &amp;key of</source>
        <translation>Gegen den &amp;Schlüssel von</translation>
    </message>
    <message>
        <source>Whose key content the selected query is scored against, moved to every distance</source>
        <translation>Gegen wessen Schlüsselinhalt die gewählte Abfrage bewertet wird, verschoben auf jeden Abstand</translation>
    </message>
    <message>
        <source>Select a query in a heatmap; right-click the curve to export it.</source>
        <translation>Eine Abfrage in einer Heatmap wählen; ein Rechtsklick auf die Kurve exportiert sie.</translation>
    </message>
    <message>
        <source>token %1 “%2”</source>
        <translation>Token %1 „%2“</translation>
    </message>
</context>
<context>
    <name>attn::ScoreRuleBar</name>
    <message>
        <source>S&amp;tages</source>
        <translation>&amp;Stufen</translation>
    </message>
    <message>
        <source>&amp;ALiBi</source>
        <translation>&amp;ALiBi</translation>
    </message>
    <message>
        <source>ALiBi (BLOOM): head h&apos;s logits get −m_h·|i − j|, a penalty that grows with the distance between query i and key j. Each head has its own slope m_h.</source>
        <translation>ALiBi (BLOOM): Die Logits von Head h erhalten −m_h·|i − j|, eine Strafe, die mit dem Abstand zwischen Abfrage i und Schlüssel j wächst. Jeder Head hat seine eigene Steigung m_h.</translation>
    </message>
    <message>
        <source>Soft-&amp;cap</source>
        <translation>Soft-&amp;Cap</translation>
    </message>
    <message>
        <source>Soft-capping (Gemma 2): every logit x becomes c·tanh(x / c), before the mask, so none goes beyond ±c.</source>
        <translation>Soft-Capping (Gemma 2): Jedes Logit x wird vor der Maske zu c·tanh(x / c), sodass keines über ±c hinausgeht.</translation>
    </message>
    <message>
        <source>Soft-cap c</source>
        <translation>Soft-Cap c</translation>
    </message>
    <message>
        <source>The cap c: logits stay within (−c, c).</source>
        <translation>Die Grenze c: Logits bleiben innerhalb von (−c, c).</translation>
    </message>
    <message>
        <source>S&amp;inks</source>
        <translation>Si&amp;nks</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Attention sinks (GPT-OSS): one logit a head, e.g. &quot;0.5, -1&quot;. Each joins its head&apos;s softmax, takes weight and gives no value, so a row&apos;s weights sum to less than 1. Empty: no sinks. Enter applies.</source>
        <translation>Attention-Sinks (GPT-OSS): ein Logit pro Head, z. B. &quot;0.5, -1&quot;. Jedes nimmt an der Softmax seines Heads teil, nimmt Gewicht auf und liefert keinen Wert, sodass sich die Gewichte einer Zeile zu weniger als 1 summieren. Leer: keine Sinks. Enter übernimmt.</translation>
    </message>
    <message>
        <source>Turn ALiBi on</source>
        <translation>ALiBi einschalten</translation>
    </message>
    <message>
        <source>Turn ALiBi off</source>
        <translation>ALiBi ausschalten</translation>
    </message>
    <message>
        <source>Soft-cap the logits at %1</source>
        <translation>Soft-Cap der Logits bei %1</translation>
    </message>
    <message>
        <source>Remove the soft-cap</source>
        <translation>Soft-Cap entfernen</translation>
    </message>
    <message>
        <source>sinks: “%1” is not a number</source>
        <translation>Sinks: „%1“ ist keine Zahl</translation>
    </message>
    <message>
        <source>Remove the sinks</source>
        <translation>Sinks entfernen</translation>
    </message>
    <message>
        <source>Set the sinks to %1</source>
        <translation>Sinks auf %1 setzen</translation>
    </message>
    <message>
        <source>ALiBi</source>
        <translation>ALiBi</translation>
    </message>
    <message>
        <source>soft-cap %1</source>
        <translation>Soft-Cap %1</translation>
    </message>
    <message>
        <source>sinks</source>
        <translation>Sinks</translation>
    </message>
    <message>
        <source>Stages of the score rule after the scale: ALiBi, a soft-cap, sinks. None is on.</source>
        <translation>Stufen der Score-Regel nach der Skalierung: ALiBi, ein Soft-Cap, Sinks. Keine ist an.</translation>
    </message>
    <message>
        <source>Stages on: %1.</source>
        <translation>Aktive Stufen: %1.</translation>
    </message>
</context>
<context>
    <name>attn::SessionShapeBar</name>
    <message>
        <source>Scale value</source>
        <translation>Skalierungswert</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Skalierung</translation>
    </message>
    <message>
        <source>Width of each embedding; W_Q, W_K, W_V and W_O are d_model × d_model. Existing values are kept.</source>
        <translation>Breite jedes Embeddings; W_Q, W_K, W_V und W_O sind d_model × d_model. Vorhandene Werte bleiben erhalten.</translation>
    </message>
    <message>
        <source>1/√d_k</source>
        <translation>1/√d_k</translation>
    </message>
    <message>
        <source>none (× 1)</source>
        <translation>keine (× 1)</translation>
    </message>
    <message>
        <source>custom</source>
        <translation>eigene</translation>
    </message>
    <message>
        <source>Scores are multiplied by this before the softmax.</source>
        <translation>Die Scores werden vor der Softmax damit multipliziert.</translation>
    </message>
    <message>
        <source>The factor the scores are multiplied by.</source>
        <translation>Der Faktor, mit dem die Scores multipliziert werden.</translation>
    </message>
    <message>
        <source>Drag to sharpen (right) or flatten (left) every softmax: a temperature.</source>
        <translation>Ziehen, um jede Softmax zu schärfen (rechts) oder abzuflachen (links): eine Temperatur.</translation>
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
        <translation>&amp;Heads</translation>
    </message>
    <message>
        <source>&amp;Scale</source>
        <translation>&amp;Skalierung</translation>
    </message>
    <message>
        <source>Number of heads: only divisors of d_model. Each head gets d_k = d_model / heads columns.</source>
        <translation>Anzahl der Heads: nur Teiler von d_model. Jeder Head erhält d_k = d_model / Heads Spalten.</translation>
    </message>
    <message>
        <source>This session fixes its heads in its matrices: W_Q has %1 heads × head_dim %2 columns, W_K and W_V %3 key/value heads × %2 (heads that share one: grouped-query attention).</source>
        <translation>Diese Sitzung legt ihre Heads in ihren Matrizen fest: W_Q hat %1 Heads × head_dim %2 Spalten, W_K und W_V %3 Schlüssel/Wert-Heads × %2 (Heads, die sich einen teilen: gruppierte Abfragen, Grouped-Query-Attention).</translation>
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
        <translation>Heads:</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Save the heads shown as one PNG, SVG or PDF, or copy them as a picture</source>
        <translation>Die gezeigten Heads als ein PNG, SVG oder PDF speichern oder als Bild kopieren</translation>
    </message>
    <message>
        <source>Up to %1 heads, one colour scale (every weight 0 … 1). Click a map to explain that row.</source>
        <translation>Bis zu %1 Heads, eine Farbskala (jedes Gewicht 0 … 1). Eine Karte anklicken, um diese Zeile zu erklären.</translation>
    </message>
    <message>
        <source>Side by side shows up to %1 tokens; this session has %2. The head strip under the heatmap shows every head of it.</source>
        <translation>Die Ansicht nebeneinander zeigt bis zu %1 Tokens; diese Sitzung hat %2. Der Head-Streifen unter der Heatmap zeigt alle ihre Heads.</translation>
    </message>
</context>
<context>
    <name>attn::StepCanvas</name>
    <message>
        <source>Lesson step %1 of %2: %3</source>
        <translation>Lektion, Schritt %1 von %2: %3</translation>
    </message>
</context>
<context>
    <name>attn::TrainModelWindow</name>
    <message>
        <source>Train a Model — Attention Lab</source>
        <translation>Ein Modell trainieren – Attention Lab</translation>
    </message>
    <message>
        <source>Every layer and head on a held-out repeated sequence</source>
        <translation>Jede Schicht und jeder Head auf einer zurückgehaltenen wiederholten Folge</translation>
    </message>
    <message>
        <source>Switch All Heads Back On</source>
        <translation>Alle Heads wieder einschalten</translation>
    </message>
    <message>
        <source>Train a Model</source>
        <translation>Ein Modell trainieren</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Train step after step; press again to pause</source>
        <translation>Schritt für Schritt trainieren; erneut drücken zum Anhalten</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>One step of training, then paused</source>
        <translation>Ein Trainingsschritt, dann angehalten</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>End this run: what it trained stays to be looked at and saved; the next Play starts a new one with the seed and size then set</source>
        <translation>Diesen Lauf beenden: Was er trainiert hat, bleibt zum Ansehen und Speichern; der nächste Start beginnt einen neuen mit dem dann eingestellten Startwert und der dann eingestellten Größe</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>As fast as it goes</source>
        <translation>So schnell wie möglich</translation>
    </message>
    <message>
        <source>%1 steps/s</source>
        <translation>%1 Schritte/s</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Startwert</translation>
    </message>
    <message>
        <source>The seed of the model&apos;s first weights and of its training data (train-model --seed)</source>
        <translation>Der Startwert für die ersten Gewichte des Modells und für seine Trainingsdaten (train-model --seed)</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Schichten</translation>
    </message>
    <message>
        <source>Layers of attention (an induction head needs two)</source>
        <translation>Attention-Schichten (ein Induktions-Head braucht zwei)</translation>
    </message>
    <message>
        <source>Heads</source>
        <translation>Heads</translation>
    </message>
    <message>
        <source>Heads in every layer</source>
        <translation>Heads in jeder Schicht</translation>
    </message>
    <message>
        <source>d_model</source>
        <translation>d_model</translation>
    </message>
    <message>
        <source>The width of the residual stream; each head gets d_model / heads</source>
        <translation>Die Breite des Residualstroms; jeder Head erhält d_model / Heads</translation>
    </message>
    <message>
        <source>Checkpoint every</source>
        <translation>Zwischenstand alle</translation>
    </message>
    <message>
        <source>Steps between the checkpoints kept in memory (the scrubber&apos;s stops)</source>
        <translation>Schritte zwischen den im Speicher gehaltenen Zwischenständen (die Haltepunkte des Schiebereglers)</translation>
    </message>
    <message>
        <source>Checkpoint</source>
        <translation>Zwischenstand</translation>
    </message>
    <message>
        <source>Checkpoint shown</source>
        <translation>Gezeigter Zwischenstand</translation>
    </message>
    <message>
        <source>Go back to any checkpoint: the grid and the workbench show the model as it was then; at the right end, the newest step</source>
        <translation>Zu einem beliebigen Zwischenstand zurückgehen: Raster und Werkbank zeigen das Modell, wie es damals war; am rechten Ende der neueste Schritt</translation>
    </message>
    <message>
        <source>step 000000 of 000000 (newest)</source>
        <translation>Schritt 000000 von 000000 (neuester)</translation>
    </message>
    <message>
        <source>Open in Model Workbench</source>
        <translation>In der Modell-Werkbank öffnen</translation>
    </message>
    <message>
        <source>The model shown, in the main window&apos;s workbench: head scores, switching heads off, the next token</source>
        <translation>Das gezeigte Modell in der Werkbank des Hauptfensters: Head-Scores, Abschalten von Heads, das nächste Token</translation>
    </message>
    <message>
        <source>Save Model…</source>
        <translation>Modell speichern…</translation>
    </message>
    <message>
        <source>The model shown as a GPT-2 folder, as train-model writes it (Python&apos;s transformers opens it too)</source>
        <translation>Das gezeigte Modell als GPT-2-Ordner, wie train-model ihn schreibt (auch transformers in Python öffnet ihn)</translation>
    </message>
    <message>
        <source>Save Curves (CSV)…</source>
        <translation>Kurven speichern (CSV)…</translation>
    </message>
    <message>
        <source>Start a new run?</source>
        <translation>Neuen Lauf beginnen?</translation>
    </message>
    <message>
        <source>The model trained for %1 steps is not saved. A new run starts from random weights: save this one first?</source>
        <translation>Das %1 Schritte lang trainierte Modell ist nicht gespeichert. Ein neuer Lauf beginnt mit zufälligen Gewichten: dieses zuerst speichern?</translation>
    </message>
    <message>
        <source>The trained model is not saved</source>
        <translation>Das trainierte Modell ist nicht gespeichert</translation>
    </message>
    <message>
        <source>The model trained for %1 steps is not saved, and closing lets it go. Save it first?</source>
        <translation>Das %1 Schritte lang trainierte Modell ist nicht gespeichert, und beim Schließen geht es verloren. Zuerst speichern?</translation>
    </message>
    <message>
        <source>Save the Trained Model</source>
        <translation>Trainiertes Modell speichern</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>Stop the run to change this: a new run starts from step 0</source>
        <translation>Den Lauf stoppen, um das zu ändern: Ein neuer Lauf beginnt bei Schritt 0</translation>
    </message>
    <message>
        <source>Press Stop, then Play for a new run.</source>
        <translation>Stopp drücken, dann Start für einen neuen Lauf.</translation>
    </message>
    <message>
        <source>A %1 model with random weights. Press Play: the loss steps down when a previous-token head and an induction head form.</source>
        <translation>Ein Modell (%1) mit zufälligen Gewichten. Start drücken: Der Verlust fällt stufenweise, wenn ein Vorgänger-Token-Head und ein Induktions-Head entstehen.</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message>
        <source> · batch loss %1</source>
        <translation> · Batch-Verlust %1</translation>
    </message>
    <message>
        <source> · repeated half %1%2</source>
        <translation> · wiederholte Hälfte %1%2</translation>
    </message>
    <message>
        <source> (at step %1)</source>
        <translation> (bei Schritt %1)</translation>
    </message>
    <message>
        <source> · %1 steps/s</source>
        <translation> · %1 Schritte/s</translation>
    </message>
    <message>
        <source> · stopped</source>
        <translation> · gestoppt</translation>
    </message>
    <message>
        <source> · not the lesson&apos;s run (seed 1, the default sizes): Stop, then Train It Live again</source>
        <translation> · nicht der Lauf der Lektion (Startwert 1, Standardgrößen): Stopp, dann erneut „Live trainieren…“</translation>
    </message>
    <message>
        <source>The model at step %1 on a held-out sequence (its letters twice), badges: induction score. </source>
        <translation>Das Modell bei Schritt %1 auf einer zurückgehaltenen Folge (ihre Buchstaben zweimal), Kennzahl: Induktions-Score. </translation>
    </message>
    <message>
        <source>Right-click a head (or Ctrl+click) to switch it off in the evaluation; training goes on with the whole model.</source>
        <translation>Rechtsklick auf einen Head (oder Ctrl+Klick) schaltet ihn in der Auswertung ab; das Training läuft mit dem ganzen Modell weiter.</translation>
    </message>
    <message>
        <source>Switched off in the evaluation: %1.</source>
        <translation>In der Auswertung abgeschaltet: %1.</translation>
    </message>
    <message>
        <source>Shown large: %1, the head clicked (click it again to follow the best induction head).</source>
        <translation>Groß gezeigt: %1, der angeklickte Head (erneut anklicken, um dem besten Induktions-Head zu folgen).</translation>
    </message>
    <message>
        <source>Shown large: %1, the induction head (it rose at step %2): each letter of the second copy looks at the letter after its first occurrence.</source>
        <translation>Groß gezeigt: %1, der Induktions-Head (er stieg bei Schritt %2 auf): Jeder Buchstabe der zweiten Kopie schaut auf den Buchstaben nach seinem ersten Vorkommen.</translation>
    </message>
    <message>
        <source>Shown large: %1, the best induction score so far; no induction head has formed yet (the stripe it would draw across the second copy&apos;s rows is still faint).</source>
        <translation>Groß gezeigt: %1, der bisher beste Induktions-Score; noch hat sich kein Induktions-Head gebildet (der Streifen, den er über die Zeilen der zweiten Kopie zöge, ist noch schwach).</translation>
    </message>
    <message>
        <source>Click a head to show it large.</source>
        <translation>Einen Head anklicken, um ihn groß zu zeigen.</translation>
    </message>
    <message>
        <source>step %1 (newest)</source>
        <translation>Schritt %1 (neuester)</translation>
    </message>
    <message>
        <source>step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
</context>
<context>
    <name>attn::TrainPanel</name>
    <message>
        <source>Race: Scaled</source>
        <translation>Wettlauf: skaliert</translation>
    </message>
    <message>
        <source>Race: Unscaled</source>
        <translation>Wettlauf: unskaliert</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Gradient</source>
        <translation>Gradienten</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Start</translation>
    </message>
    <message>
        <source>Train step after step at the speed below; press again to pause</source>
        <translation>Schritt für Schritt im Tempo darunter trainieren; erneut drücken zum Anhalten</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>One gradient step: every parameter chosen moves against its gradient once</source>
        <translation>Ein Gradientenschritt: Jeder gewählte Parameter bewegt sich einmal gegen seinen Gradienten</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <source>Back to the weights before this run (one undo step)</source>
        <translation>Zurück zu den Gewichten vor diesem Lauf (ein Rückgängig-Schritt)</translation>
    </message>
    <message>
        <source>Race: scaled vs unscaled</source>
        <translation>Wettlauf: skaliert gegen unskaliert</translation>
    </message>
    <message>
        <source>The same task twice, scores divided by √d_k and not: watch saturation stop the unscaled one from learning (the session is not changed)</source>
        <translation>Dieselbe Aufgabe zweimal, Scores durch √d_k geteilt und ungeteilt: zusehen, wie die Sättigung die unskalierte am Lernen hindert (die Sitzung bleibt unverändert)</translation>
    </message>
    <message>
        <source>Train:</source>
        <translation>Trainieren:</translation>
    </message>
    <message>
        <source>b_Q, b_K, b_V, b_O (a bias the session lacks starts at 0)</source>
        <translation>b_Q, b_K, b_V, b_O (ein Bias, der der Sitzung fehlt, beginnt bei 0)</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimierer</translation>
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
        <translation>SGD: Jedes Gewicht bewegt sich um −lr × seinen Gradienten. Adam: der von PyTorch, mit dessen Standardwerten</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>Lernrate</translation>
    </message>
    <message>
        <source>Steps/s</source>
        <translation>Schritte/s</translation>
    </message>
    <message>
        <source>Steps per second</source>
        <translation>Schritte pro Sekunde</translation>
    </message>
    <message>
        <source>Target = Output</source>
        <translation>Ziel = Ausgabe</translation>
    </message>
    <message>
        <source>The current output as the target; then change it to make a task</source>
        <translation>Die aktuelle Ausgabe als Ziel; dann ändern, um eine Aufgabe zu stellen</translation>
    </message>
    <message>
        <source>From a Session…</source>
        <translation>Aus einer Sitzung…</translation>
    </message>
    <message>
        <source>The output of another session with as many tokens and the same d_model</source>
        <translation>Die Ausgabe einer anderen Sitzung mit gleich vielen Tokens und demselben d_model</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>No target: nothing to learn</source>
        <translation>Kein Ziel: nichts zu lernen</translation>
    </message>
    <message>
        <source>The output is still being computed: try again in a moment.</source>
        <translation>Die Ausgabe wird noch berechnet: gleich noch einmal versuchen.</translation>
    </message>
    <message>
        <source>Target from a Session&apos;s Output</source>
        <translation>Ziel aus der Ausgabe einer Sitzung</translation>
    </message>
    <message>
        <source>Sessions (*.json)</source>
        <translation>Sitzungen (*.json)</translation>
    </message>
    <message>
        <source>Remove the target</source>
        <translation>Ziel entfernen</translation>
    </message>
    <message>
        <source>Gradient of</source>
        <translation>Gradient von</translation>
    </message>
    <message>
        <source>embeddings X</source>
        <translation>Embeddings X</translation>
    </message>
    <message>
        <source>colours: the sign of the gradient (a step moves each weight against it)</source>
        <translation>Farben: das Vorzeichen des Gradienten (ein Schritt bewegt jedes Gewicht dagegen)</translation>
    </message>
    <message>
        <source>%1, its values</source>
        <translation>%1, seine Werte</translation>
    </message>
    <message>
        <source>%1: what one step of −lr × it would change</source>
        <translation>%1: was ein Schritt von −lr × Gradient ändern würde</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <source>Ready: press Step for one gradient step, or Play.</source>
        <translation>Bereit: Schritt drücken für einen Gradientenschritt, oder Start.</translation>
    </message>
    <message>
        <source>Race: the same task scaled by 1/√d_k and unscaled, with this panel&apos;s settings (%1, lr %2, training %3). Press Play.</source>
        <translation>Wettlauf: dieselbe Aufgabe mit 1/√d_k skaliert und unskaliert, mit den Einstellungen dieses Bereichs (%1, lr %2, Training %3). Start drücken.</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>Schritt %1</translation>
    </message>
    <message>
        <source>Last run: 1 step</source>
        <translation>Letzter Lauf: 1 Schritt</translation>
    </message>
    <message>
        <source>Last run: %1 steps</source>
        <translation>Letzter Lauf: %1 Schritte</translation>
    </message>
    <message>
        <source>%1: loss %2</source>
        <translation>%1: Verlust %2</translation>
    </message>
    <message>
        <source>loss %1 (from %2)</source>
        <translation>Verlust %1 (von %2)</translation>
    </message>
    <message>
        <source>. The session has changed since (an edit, Undo or another file): Step or Play starts a new run from it.</source>
        <translation>. Die Sitzung hat sich seitdem geändert (eine Bearbeitung, Rückgängig oder eine andere Datei): Schritt oder Start beginnt damit einen neuen Lauf.</translation>
    </message>
    <message>
        <source>. The settings have changed since: Step or Play starts a new run with them.</source>
        <translation>. Die Einstellungen haben sich seitdem geändert: Schritt oder Start beginnt damit einen neuen Lauf.</translation>
    </message>
    <message>
        <source>Loss · %1, lr %2</source>
        <translation>Verlust · %1, lr %2</translation>
    </message>
    <message>
        <source>Race · %1</source>
        <translation>Wettlauf · %1</translation>
    </message>
    <message>
        <source>scaled ÷ √d_k: head 1</source>
        <translation>skaliert ÷ √d_k: Head 1</translation>
    </message>
    <message>
        <source>unscaled: head 1</source>
        <translation>unskaliert: Head 1</translation>
    </message>
    <message>
        <source>biases</source>
        <translation>Biases</translation>
    </message>
    <message>
        <source>embeddings</source>
        <translation>Embeddings</translation>
    </message>
</context>
<context>
    <name>attn::TrainingController</name>
    <message>
        <source>This session holds latent attention (mla), whose gradients are not built in this version: it cannot train. The Train panel works on sessions with W_Q, W_K and W_V.</source>
        <translation>Diese Sitzung enthält Latent Attention (mla), deren Gradienten es in dieser Version nicht gibt: Sie kann nicht trainieren. Der Trainingsbereich arbeitet mit Sitzungen, die W_Q, W_K und W_V haben.</translation>
    </message>
    <message>
        <source>This session has no target, so there is nothing to learn: make one in the Target tab below (Target = Output, then change it), or open a learn-… preset.</source>
        <translation>Diese Sitzung hat kein Ziel, also gibt es nichts zu lernen: eines im Reiter Ziel unten anlegen (Ziel = Ausgabe, dann ändern) oder eine Vorlage learn-… öffnen.</translation>
    </message>
    <message>
        <source>The learning rate must be a positive number.</source>
        <translation>Die Lernrate muss eine positive Zahl sein.</translation>
    </message>
    <message>
        <source>Choose what to train: at least one of the matrices, the biases or the embeddings.</source>
        <translation>Wählen, was trainiert wird: mindestens eine der Matrizen, die Biases oder die Embeddings.</translation>
    </message>
    <message>
        <source>The scaled run</source>
        <translation>Der skalierte Lauf</translation>
    </message>
    <message>
        <source>The unscaled run</source>
        <translation>Der unskalierte Lauf</translation>
    </message>
    <message>
        <source>The run</source>
        <translation>Der Lauf</translation>
    </message>
    <message>
        <source>%1 diverged at step %2 (%3): try a smaller learning rate, then Reset.</source>
        <translation>%1 ist bei Schritt %2 divergiert (%3): eine kleinere Lernrate versuchen, dann Zurücksetzen.</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n Schritt</numerusform>
            <numerusform>%n Schritte</numerusform>
        </translation>
    </message>
    <message>
        <source>Train %1 (%2, lr %3)</source>
        <translation>%1 trainieren (%2, lr %3)</translation>
    </message>
    <message>
        <source>Reset the training</source>
        <translation>Training zurücksetzen</translation>
    </message>
</context>
<context>
    <name>attn::TrainingCurvesWidget</name>
    <message>
        <source>Training curves</source>
        <translation>Trainingskurven</translation>
    </message>
    <message>
        <source>Export Curves as CSV…</source>
        <translation>Kurven als CSV exportieren…</translation>
    </message>
    <message>
        <source>Export Training Curves</source>
        <translation>Trainingskurven exportieren</translation>
    </message>
</context>
</TS>
