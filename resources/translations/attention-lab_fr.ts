<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
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
        <translation>remplissage</translation>
    </message>
    <message>
        <source>blocked by hand</source>
        <translation>bloquée à la main</translation>
    </message>
    <message>
        <source>outside the window of %1</source>
        <extracomment>why a key is blocked: it is outside the sliding window of %1 tokens</extracomment>
        <translation>hors de la fenêtre de %1</translation>
    </message>
    <message>
        <source>outside the window</source>
        <translation>hors de la fenêtre</translation>
    </message>
    <message>
        <source>another sentence</source>
        <extracomment>why a key is blocked: it belongs to another sentence of the batch</extracomment>
        <translation>autre phrase</translation>
    </message>
    <message>
        <source>blocked</source>
        <extracomment>a cell&apos;s note: the key is masked out</extracomment>
        <translation>bloquée</translation>
    </message>
    <message>
        <source>pinned</source>
        <extracomment>a row&apos;s short label: the weights of the pinned (kept for comparison) result</extracomment>
        <translation>épinglé</translation>
    </message>
    <message>
        <source>weight when pinned</source>
        <translation>poids épinglé</translation>
    </message>
    <message>
        <source>value vector</source>
        <translation>vecteur valeur</translation>
    </message>
    <message>
        <source>Σ is the output</source>
        <translation>Σ = la sortie</translation>
    </message>
    <message>
        <source>Computed stably, as the code does it: subtract the row max first</source>
        <translation>Calcul stable, comme dans le code&#xa0;: soustraire d&apos;abord le max de la ligne</translation>
    </message>
    <message>
        <source>÷ Σ → same weights</source>
        <translation>÷ Σ → mêmes poids</translation>
    </message>
    <message>
        <source>WRONG</source>
        <translation>FAUX</translation>
    </message>
    <message>
        <source>mask after softmax</source>
        <translation>masque après la softmax</translation>
    </message>
    <message>
        <source>Wrong order, for contrast: softmax first, then mask</source>
        <translation>Mauvais ordre, pour comparer&#xa0;: d&apos;abord la softmax, puis le masque</translation>
    </message>
    <message>
        <source>zeroed</source>
        <extracomment>a cell&apos;s note: the weight was set to 0 by the mask after softmax</extracomment>
        <translation>mis à 0</translation>
    </message>
    <message>
        <source>The weighted sum of values (output of query %1)</source>
        <translation>La somme pondérée des valeurs (sortie de la requête %1)</translation>
    </message>
    <message>
        <source>Σ weights = 0 (every key is blocked)</source>
        <translation>Σ poids = 0 (toutes les clés sont bloquées)</translation>
    </message>
    <message numerus="yes">
        <source>… (%n more key(s), Σ w = %1)</source>
        <extracomment>the last term of the weighted sum: the keys not shown and their weights&apos; sum %1</extracomment>
        <translation>
            <numerusform>… (%n clé de plus, Σ w = %1)</numerusform>
            <numerusform>… (%n clés de plus, Σ w = %1)</numerusform>
        </translation>
    </message>
    <message>
        <source>Σ weights = %1 = %2</source>
        <translation>Σ poids = %1 = %2</translation>
    </message>
    <message>
        <source>Key %1&apos;s logit, stage by stage: q·k = %2, then %3; logit %4.</source>
        <extracomment>%3: the stages worked, &quot;0.5 ÷ √2 = 0.354&quot;, joined by &quot;, then &quot;</extracomment>
        <translation>Logit de la clé %1, étage par étage&#xa0;: q·k = %2, puis %3&#xa0;; logit %4.</translation>
    </message>
    <message>
        <source>, then </source>
        <extracomment>joins the stages worked in &quot;Key 2&apos;s logit, stage by stage: …&quot;</extracomment>
        <translation>, puis </translation>
    </message>
    <message>
        <source>%1: its logit %2 joins the softmax (e^x = %3 in Σ) and gives no value, so this row&apos;s weights sum to %4.</source>
        <extracomment>%1: &quot;the sink takes 0.12&quot;, %2 its logit, %3 its eˣ, %4 what the keys&apos; weights sum to</extracomment>
        <translation>%1&#xa0;: son logit %2 entre dans la softmax (e^x = %3 dans Σ) et ne donne aucune valeur, si bien que les poids de cette ligne ont pour somme %4.</translation>
    </message>
    <message>
        <source>eˣ overflows: above x ≈ 709.8 it is beyond the largest double (about 1.8×10³⁰⁸), so the lesson&apos;s way cannot be computed here. Subtracting the row max first makes the largest term e⁰ = 1, and the weights above come from that stable path.</source>
        <translation>Dépassement de eˣ&#xa0;: au-delà de x ≈ 709,8, eˣ dépasse le plus grand double (environ 1,8×10³⁰⁸), si bien que la méthode de la leçon ne peut pas être calculée ici. Soustraire d&apos;abord le max de la ligne rend le plus grand terme égal à e⁰ = 1, et les poids ci-dessus viennent de ce calcul stable.</translation>
    </message>
    <message>
        <source>eˣ underflows: every term is below the smallest double, so Σ would be 0 and ÷ Σ impossible. Subtracting the row max first makes the largest term e⁰ = 1, and the weights above come from that stable path.</source>
        <translation>Sous-dépassement de eˣ&#xa0;: chaque terme est inférieur au plus petit double, si bien que Σ vaudrait 0 et que ÷ Σ serait impossible. Soustraire d&apos;abord le max de la ligne rend le plus grand terme égal à e⁰ = 1, et les poids ci-dessus viennent de ce calcul stable.</translation>
    </message>
    <message>
        <source>Subtracting the row max multiplies every eˣ by the same e^(%1), so ÷ Σ gives the same weights, and no eˣ can overflow: the largest is e⁰ = 1.</source>
        <translation>Soustraire le max de la ligne multiplie chaque eˣ par le même facteur e^(%1), si bien que ÷ Σ donne les mêmes poids et qu&apos;aucun eˣ ne peut dépasser la capacité d&apos;un double&#xa0;: le plus grand vaut e⁰ = 1.</translation>
    </message>
    <message>
        <source>Masking after softmax is wrong: the blocked keys&apos; share (%1) is thrown away, so the row no longer sums to 1.</source>
        <translation>Masquer après la softmax est une erreur&#xa0;: la part des clés bloquées (%1) est perdue, si bien que la ligne n&apos;a plus 1 pour somme.</translation>
    </message>
    <message>
        <source>No key is blocked for this query, so masking before or after softmax gives the same row here.</source>
        <translation>Aucune clé n&apos;est bloquée pour cette requête&#xa0;: masquer avant ou après la softmax donne ici la même ligne.</translation>
    </message>
    <message>
        <source>This session has biases: q = x·W_Q + b_Q and k = x·W_K + b_K, so every score q·k includes them. Head %1&apos;s slices: b_Q = %2, b_K = %3.</source>
        <translation>Cette session a des biais&#xa0;: q = x·W_Q + b_Q et k = x·W_K + b_K, donc chaque score q·k les inclut. Tranches de la tête %1&#xa0;: b_Q = %2, b_K = %3.</translation>
    </message>
    <message>
        <source>(%1 + c, %1 + c + %2), the rope part only,</source>
        <extracomment>which numbers pair up in latent attention, put in &quot;RoPE turns each pair of q&apos;s and k&apos;s numbers %2 …&quot;</extracomment>
        <translation>(%1 + c, %1 + c + %2), la partie rope seulement,</translation>
    </message>
    <message>
        <source>RoPE turns each pair of q&apos;s and k&apos;s numbers %2 by the angle p·f_c, f = (%1). Turning both by their positions leaves q·k depending on how far apart the tokens are (p_i − p_j), not where they are: the same two vectors score differently at another distance — compare “q·kⱼ unturned” with q·kⱼ.</source>
        <extracomment>%1: the first frequencies f_c, %2: which numbers pair up, &quot;(c, c + d_k/2)&quot;</extracomment>
        <translation>RoPE tourne chaque paire de nombres de q et de k %2 d&apos;un angle p·f_c, f = (%1). Tourner les deux selon leur position rend q·k dépendant de l&apos;écart entre les tokens (p_i − p_j), et non de leur place&#xa0;: les deux mêmes vecteurs obtiennent un autre score à une autre distance — comparez «&#xa0;q·kⱼ non tourné&#xa0;» avec q·kⱼ.</translation>
    </message>
    <message>
        <source>Showing the %1 of %2 up to the window&apos;s edge, in token order; the other %3 are outside the sliding window (weight 0).</source>
        <extracomment>%1: &quot;3 keys&quot; (shown), %2: how many keys in all, %3: &quot;5 keys&quot; (not shown)</extracomment>
        <translation>Affichage des %1 sur %2 jusqu&apos;au bord de la fenêtre, dans l&apos;ordre des tokens&#xa0;; les autres (%3) sont hors de la fenêtre glissante (poids 0).</translation>
    </message>
    <message numerus="yes">
        <source>%n key(s)</source>
        <extracomment>%n: how many keys (the tokens the query attends to)</extracomment>
        <translation>
            <numerusform>%n clé</numerusform>
            <numerusform>%n clés</numerusform>
        </translation>
    </message>
    <message>
        <source>Showing the %1 with the largest weights of %2, in token order; the other %3 carry Σ w = %4.</source>
        <extracomment>%1: &quot;3 keys&quot; (shown), %2: how many keys in all, %3: &quot;5 keys&quot; (not shown), %4: their weights&apos; sum</extracomment>
        <translation>Affichage des %1 aux plus grands poids sur %2, dans l&apos;ordre des tokens&#xa0;; les autres (%3) portent Σ w = %4.</translation>
    </message>
    <message>
        <source>Query %1 “%2”, head %3 of %4</source>
        <extracomment>the breakdown&apos;s title: %1 the query&apos;s number, %2 its token, %3 the head, %4 how many heads</extracomment>
        <translation>Requête %1 “%2”, tête %3 sur %4</translation>
    </message>
    <message>
        <source>
latent attention: kⱼ = (rms(xⱼ·W_DKV)·W_UK | xⱼ·W_KR), %1 + %2 wide (the %2 turned by RoPE, one for every head); vⱼ = rms(xⱼ·W_DKV)·W_UV, %3 wide%4</source>
        <extracomment>a line of the breakdown&apos;s subtitle (the line break before it kept); %1 + %2: the widths of k&apos;s two parts, %3: v&apos;s width, %4: &quot;; zeros fill each to d_k&quot; or nothing</extracomment>
        <translation>
attention latente&#xa0;: kⱼ = (rms(xⱼ·W_DKV)·W_UK | xⱼ·W_KR), de largeur %1 + %2 (les %2 tournés par RoPE, communs à toutes les têtes)&#xa0;; vⱼ = rms(xⱼ·W_DKV)·W_UV, de largeur %3%4</translation>
    </message>
    <message>
        <source>; zeros fill each to d_k</source>
        <translation>&#xa0;; des zéros complètent chacun jusqu&apos;à d_k</translation>
    </message>
    <message>
        <source>
RoPE at p = %1%4 → q%2 = %3</source>
        <extracomment>a line of the subtitle (the line break before it kept); %1: the query&apos;s position, %4: &quot;, × YaRN&apos;s 4&quot; or nothing, %2 the query&apos;s number, %3 its vector</extracomment>
        <translation>
RoPE à p = %1%4 → q%2 = %3</translation>
    </message>
    <message>
        <source>, × YaRN&apos;s %1</source>
        <extracomment>after &quot;RoPE at p = 3&quot;: the positions scaled by YaRN&apos;s factor %1</extracomment>
        <translation>, × facteur YaRN %1</translation>
    </message>
    <message>
        <source>     scale %1</source>
        <extracomment>the end of the subtitle (the spaces before it kept); &quot;scale&quot; as a noun: the factor the scores are multiplied by; %1: &quot;1/√2&quot;</extracomment>
        <translation>     échelle %1</translation>
    </message>
    <message numerus="yes">
        <source>… %n more key(s) outside the window</source>
        <translation>
            <numerusform>… %n clé de plus hors de la fenêtre</numerusform>
            <numerusform>… %n clés de plus hors de la fenêtre</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… %n more key(s)</source>
        <extracomment>the heading of the column of the keys not shown</extracomment>
        <translation>
            <numerusform>… %n clé de plus</numerusform>
            <numerusform>… %n clés de plus</numerusform>
        </translation>
    </message>
    <message>
        <source>key %1</source>
        <extracomment>a column&apos;s heading: the attention key&apos;s number</extracomment>
        <translation>clé %1</translation>
    </message>
    <message>
        <source>position: pair c turns by pⱼ·f_c</source>
        <translation>position&#xa0;: la paire c tourne de pⱼ·f_c</translation>
    </message>
    <message>
        <source>RoPE: q and every k turned by position</source>
        <translation>RoPE&#xa0;: q et chaque k tournés selon leur position</translation>
    </message>
    <message>
        <source>distance %1</source>
        <translation>distance&#xa0;: %1</translation>
    </message>
    <message>
        <source>kⱼ before</source>
        <translation>kⱼ avant</translation>
    </message>
    <message>
        <source>before RoPE</source>
        <translation>avant RoPE</translation>
    </message>
    <message>
        <source>q·kⱼ unturned</source>
        <translation>q·kⱼ non tourné</translation>
    </message>
    <message>
        <source>without RoPE</source>
        <translation>sans RoPE</translation>
    </message>
    <message>
        <source>key vector, turned</source>
        <translation>vecteur clé, tourné</translation>
    </message>
    <message>
        <source>key vector</source>
        <translation>vecteur clé</translation>
    </message>
    <message>
        <source>raw score (click)</source>
        <translation>score brut (cliquer)</translation>
    </message>
    <message>
        <source>raw score, turned vectors</source>
        <translation>score brut, vecteurs tournés</translation>
    </message>
    <message>
        <source>raw score</source>
        <translation>score brut</translation>
    </message>
    <message>
        <source>mask</source>
        <extracomment>a row&apos;s short label: the scores after the mask</extracomment>
        <translation>masque</translation>
    </message>
    <message>
        <source>−∞ where blocked</source>
        <translation>−∞ si bloquée</translation>
    </message>
    <message>
        <source>Every key is blocked for this query (%1): there is nothing to attend to. %2</source>
        <translation>Toutes les clés sont bloquées pour cette requête (%1)&#xa0;: il n&apos;y a rien sur quoi porter son attention. %2</translation>
    </message>
    <message>
        <source>The sink alone would take the whole row; Attention Lab gives every weight 0, the sink 0 too, and the output is the zero vector.</source>
        <translation>Le puits seul prendrait toute la ligne&#xa0;; Attention Lab met chaque poids à 0, celui du puits aussi, et la sortie est le vecteur nul.</translation>
    </message>
    <message>
        <source>Softmax would divide 0 by 0, so Attention Lab gives every weight 0 and the output is the zero vector.</source>
        <translation>La softmax diviserait 0 par 0&#xa0;: Attention Lab met donc chaque poids à 0, et la sortie est le vecteur nul.</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>poids</translation>
    </message>
    <message>
        <source>all 0: no softmax</source>
        <translation>tous à 0&#xa0;: pas de softmax</translation>
    </message>
    <message>
        <source>softmax step 1</source>
        <translation>softmax, étape 1</translation>
    </message>
    <message>
        <source>overflow</source>
        <extracomment>a cell: eˣ is beyond the largest double</extracomment>
        <translation>dépassement</translation>
    </message>
    <message>
        <source>too big</source>
        <translation>trop grand</translation>
    </message>
    <message>
        <source>underflow</source>
        <extracomment>a sum: every eˣ is below the smallest double</extracomment>
        <translation>sous-dépassement</translation>
    </message>
    <message>
        <source>step 2: weight</source>
        <translation>étape 2&#xa0;: poids</translation>
    </message>
    <message>
        <source>weight (stable path)</source>
        <translation>poids (calcul stable)</translation>
    </message>
    <message>
        <source>how far wⱼ can move</source>
        <translation>de combien wⱼ peut bouger</translation>
    </message>
    <message>
        <source>Learning: the gradient of the loss ½·Σ(output − target)² for this row</source>
        <translation>Apprentissage&#xa0;: le gradient de la perte ½·Σ(sortie − cible)² pour cette ligne</translation>
    </message>
    <message>
        <source>the loss&apos;s pull</source>
        <translation>l&apos;attraction de la perte</translation>
    </message>
    <message>
        <source>to the scores: pⱼ(∂L/∂wⱼ − Σ pₖ∂L/∂wₖ)</source>
        <translation>vers les scores&#xa0;: pⱼ(∂L/∂wⱼ − Σ pₖ∂L/∂wₖ)</translation>
    </message>
    <message>
        <source>No query selected</source>
        <translation>Aucune requête sélectionnée</translation>
    </message>
    <message>
        <source>Select a query token (a row of a heatmap) to see its calculation.</source>
        <translation>Sélectionnez un token requête (une ligne d&apos;une carte de chaleur) pour voir son calcul.</translation>
    </message>
    <message>
        <source>output = Σ wⱼ·vⱼ =</source>
        <translation>sortie = Σ wⱼ·vⱼ =</translation>
    </message>
    <message>
        <source>output = Σ wⱼ·vⱼ = </source>
        <translation>sortie = Σ wⱼ·vⱼ = </translation>
    </message>
    <message>
        <source>Click the score again to close it.</source>
        <translation>Cliquez à nouveau sur le score pour le fermer.</translation>
    </message>
    <message>
        <source>Click a score (q·kⱼ) to open its dot product term by term.</source>
        <translation>Cliquez sur un score (q·kⱼ) pour ouvrir son produit scalaire terme à terme.</translation>
    </message>
    <message>
        <source>key</source>
        <extracomment>the heading of the column of keys (the tokens the query attends to)</extracomment>
        <translation>clé</translation>
    </message>
    <message>
        <source>Hatched: blocked (%1)</source>
        <translation>Hachures&#xa0;: clé bloquée (%1)</translation>
    </message>
    <message>
        <source>From “%1” on: %2</source>
        <extracomment>%1: a row&apos;s short label (&quot;− max&quot;), %2: what the rows from it on show</extracomment>
        <translation>À partir de «&#xa0;%1&#xa0;»&#xa0;: %2</translation>
    </message>
    <message>
        <source>blocked:</source>
        <extracomment>the label of the plain text&apos;s line of why each key is blocked</extracomment>
        <translation>bloquée&#xa0;:</translation>
    </message>
    <message>
        <source>× scale</source>
        <extracomment>a row&apos;s short label: the scores multiplied by the scale (a noun: the factor)</extracomment>
        <translation>× échelle</translation>
    </message>
    <message>
        <source>soft-cap</source>
        <extracomment>a row&apos;s short label: the scores soft-capped (cap · tanh(x ÷ cap))</extracomment>
        <translation>soft-cap</translation>
    </message>
    <message>
        <source>, sink %1</source>
        <extracomment>the end of a score rule, &quot;q·k × 0.5, sink 1.2&quot;: the attention sink&apos;s logit</extracomment>
        <translation>, puits %1</translation>
    </message>
    <message>
        <source>the sink takes %1</source>
        <extracomment>the start of a sentence on the attention sink; %1: its share of the row&apos;s weight</extracomment>
        <translation>le puits prend %1</translation>
    </message>
    <message>
        <source>too small</source>
        <translation>trop petit</translation>
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
        <translation>%1&#xa0;: pas assez de mémoire pour dessiner %2 (%3 × %4)</translation>
    </message>
    <message>
        <source>%1: a document of several pages is written as PDF (use .pdf)</source>
        <translation>%1&#xa0;: un document de plusieurs pages s&apos;écrit en PDF (utilisez .pdf)</translation>
    </message>
    <message>
        <source>%1: page size %2×%3 is outside 16…20000</source>
        <translation>%1&#xa0;: la taille de page %2×%3 est hors de 16…20000</translation>
    </message>
    <message>
        <source>a document of %1 pages</source>
        <translation>un document de %1 pages</translation>
    </message>
    <message>
        <source>%1: could not draw the document</source>
        <translation>%1&#xa0;: impossible de dessiner le document</translation>
    </message>
    <message>
        <source>%1: unknown image type (use .png, .svg or .pdf)</source>
        <translation>%1&#xa0;: type d&apos;image inconnu (utilisez .png, .svg ou .pdf)</translation>
    </message>
    <message>
        <source>%1: picture size %2×%3 is outside 16…20000</source>
        <translation>%1&#xa0;: la taille d&apos;image %2×%3 est hors de 16…20000</translation>
    </message>
    <message>
        <source>the picture</source>
        <translation>l&apos;image</translation>
    </message>
    <message>
        <source>%1: could not draw the picture</source>
        <translation>%1&#xa0;: impossible de dessiner l&apos;image</translation>
    </message>
    <message>
        <source>blocked: future key (causal mask)</source>
        <translation>bloquée&#xa0;: clé future (masque causal)</translation>
    </message>
    <message>
        <source>blocked: padding key (whole column)</source>
        <translation>bloquée&#xa0;: clé de remplissage (colonne entière)</translation>
    </message>
    <message>
        <source>blocked by hand</source>
        <translation>bloquée à la main</translation>
    </message>
    <message>
        <source>blocked: outside the sliding window</source>
        <translation>bloquée&#xa0;: hors de la fenêtre glissante</translation>
    </message>
    <message>
        <source>blocked: another sentence</source>
        <translation>bloquée&#xa0;: autre phrase</translation>
    </message>
    <message>
        <source>all keys blocked: the row&apos;s weights are all 0</source>
        <translation>toutes les clés bloquées&#xa0;: les poids de la ligne sont tous à 0</translation>
    </message>
    <message>
        <source>every 2nd</source>
        <translation>une sur 2</translation>
    </message>
    <message>
        <source>every 3rd</source>
        <translation>une sur 3</translation>
    </message>
    <message>
        <source>every %1th</source>
        <translation>une sur %1</translation>
    </message>
</context>
<context>
    <name>HeatmapText</name>
    <message>
        <source>Average of %1 (not a head)</source>
        <translation>Moyenne de %1 (pas une tête)</translation>
    </message>
    <message numerus="yes">
        <source>%n head(s)</source>
        <translation>
            <numerusform>%n tête</numerusform>
            <numerusform>%n têtes</numerusform>
        </translation>
    </message>
    <message>
        <source>Average (not a head)</source>
        <translation>Moyenne (pas une tête)</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Moyenne</translation>
    </message>
    <message>
        <source>raw scores q·k</source>
        <translation>scores bruts q·k</translation>
    </message>
    <message>
        <source>logits</source>
        <translation>logits</translation>
    </message>
    <message>
        <source>weights %1 − %2</source>
        <translation>poids %1 − %2</translation>
    </message>
    <message>
        <source>attention weights</source>
        <translation>poids d&apos;attention</translation>
    </message>
    <message>
        <source>The only head</source>
        <translation>L&apos;unique tête</translation>
    </message>
    <message>
        <source>All %1 heads</source>
        <translation>Les %1 têtes</translation>
    </message>
    <message>
        <source>one colour scale</source>
        <translation>une seule échelle de couleurs</translation>
    </message>
    <message>
        <source>each head its own colour scale</source>
        <translation>une échelle de couleurs par tête</translation>
    </message>
    <message>
        <source>rows: queries · columns: keys</source>
        <translation>lignes&#xa0;: requêtes · colonnes&#xa0;: clés</translation>
    </message>
    <message>
        <source>%1 tokens · each pixel: %2 of ~%3×%3 cells · show one head for single cells</source>
        <translation>%1 tokens · chaque pixel&#xa0;: %2 de ~%3×%3 cases · affichez une seule tête pour voir les cases une à une</translation>
    </message>
    <message>
        <source>largest</source>
        <translation>le maximum</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>la moyenne</translation>
    </message>
    <message>
        <source>Nothing to show yet</source>
        <translation>Rien à afficher pour l&apos;instant</translation>
    </message>
    <message>
        <source>%1 · weights %2 − %3</source>
        <translation>%1 · poids %2 − %3</translation>
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
        <translation>a %1, et cette session %2</translation>
    </message>
    <message>
        <source>%1 · attention weights</source>
        <translation>%1 · poids d&apos;attention</translation>
    </message>
    <message>
        <source>%1 · raw scores q·k</source>
        <translation>%1 · scores bruts q·k</translation>
    </message>
    <message>
        <source>%1 · logits (%2)</source>
        <translation>%1 · logits (%2)</translation>
    </message>
    <message>
        <source>Average over %1 · mean attention weights</source>
        <translation>Moyenne sur %1 · poids d&apos;attention moyens</translation>
    </message>
    <message>
        <source>%1 · weights now − pinned</source>
        <translation>%1 · poids maintenant − épinglé</translation>
    </message>
    <message>
        <source>weight ÷ largest weight of its row</source>
        <translation>poids ÷ plus grand poids de sa ligne</translation>
    </message>
    <message>
        <source>attention weight</source>
        <translation>poids d&apos;attention</translation>
    </message>
    <message>
        <source>raw score q·k (0 = white)</source>
        <translation>score brut q·k (0 = blanc)</translation>
    </message>
    <message>
        <source>logit: q·k through %1 (0 = white)</source>
        <translation>logit&#xa0;: q·k passé par %1 (0 = blanc)</translation>
    </message>
    <message>
        <source>mean weight ÷ row&apos;s largest</source>
        <translation>poids moyen ÷ max. de la ligne</translation>
    </message>
    <message>
        <source>mean weight over %1</source>
        <translation>poids moyen sur %1</translation>
    </message>
    <message>
        <source>+ more weight than %1 · − less</source>
        <translation>+ plus de poids que «&#xa0;%1&#xa0;» · − moins</translation>
    </message>
    <message>
        <source>These results do not fit together</source>
        <translation>Ces résultats ne vont pas ensemble</translation>
    </message>
    <message>
        <source>%1 · each pixel: %2 of ~%3×%3 cells · zoom in for single cells</source>
        <translation>%1 · chaque pixel&#xa0;: %2 de ~%3×%3 cases · zoomez pour voir les cases une à une</translation>
    </message>
    <message>
        <source>value farthest from 0</source>
        <translation>la valeur la plus éloignée de 0</translation>
    </message>
    <message>
        <source>zoomed in: queries %1–%2 × keys %3–%4 of %5 tokens</source>
        <translation>zoom&#xa0;: requêtes %1–%2 × clés %3–%4 sur %5 tokens</translation>
    </message>
    <message>
        <source>blocked now</source>
        <translation>bloquées maintenant</translation>
    </message>
    <message>
        <source>blocked in %1</source>
        <translation>bloquées dans «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>no change: every weight is the same as %1</source>
        <translation>aucun changement&#xa0;: chaque poids est identique à «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>rows: queries · columns: keys · each row&apos;s changes sum to 0 · hatched: %1</source>
        <translation>lignes&#xa0;: requêtes · colonnes&#xa0;: clés · les changements de chaque ligne ont pour somme 0 · hachures&#xa0;: %1</translation>
    </message>
    <message>
        <source>rows: queries · columns: keys · hatched: %1</source>
        <translation>lignes&#xa0;: requêtes · colonnes&#xa0;: clés · hachures&#xa0;: %1</translation>
    </message>
    <message>
        <source>rows: queries · columns: keys · each row sums to 1 less the sink&apos;s share</source>
        <translation>lignes&#xa0;: requêtes · colonnes&#xa0;: clés · chaque ligne a pour somme 1 moins la part du puits</translation>
    </message>
    <message>
        <source>rows: queries · columns: keys · each row sums to 1</source>
        <translation>lignes&#xa0;: requêtes · colonnes&#xa0;: clés · chaque ligne a pour somme 1</translation>
    </message>
    <message>
        <source>rows: queries · columns: keys · blocked cells become −∞ before the softmax</source>
        <translation>lignes&#xa0;: requêtes · colonnes&#xa0;: clés · les cases bloquées deviennent −∞ avant la softmax</translation>
    </message>
    <message>
        <source> · %1 label shown</source>
        <translation> · étiquettes affichées&#xa0;: %1</translation>
    </message>
    <message>
        <source>query %1 “%2” → key %3 “%4”</source>
        <translation>requête %1 “%2” → clé %3 “%4”</translation>
    </message>
    <message>
        <source>weight %1 %2 − %3 %4 = %5</source>
        <translation>poids %1 %2 − %3 %4 = %5</translation>
    </message>
    <message>
        <source>mean weight over %1 = %2</source>
        <translation>poids moyen sur %1 = %2</translation>
    </message>
    <message>
        <source>logit = −∞ (blocked; unmasked it would be %1)</source>
        <translation>logit = −∞ (bloquée&#xa0;; sans masque, il vaudrait %1)</translation>
    </message>
    <message>
        <source>logit = %1</source>
        <translation>logit = %1</translation>
    </message>
    <message>
        <source> (blocked %1, so its weight there is 0)</source>
        <translation> (bloquée %1, donc son poids y vaut 0)</translation>
    </message>
    <message>
        <source>key %1 comes after query %2 (causal mask)</source>
        <translation>la clé %1 vient après la requête %2 (masque causal)</translation>
    </message>
    <message>
        <source>key %1 is a padding token</source>
        <translation>la clé %1 est un token de remplissage</translation>
    </message>
    <message>
        <source>blocked by hand</source>
        <translation>bloquée à la main</translation>
    </message>
    <message>
        <source>key %1 is outside query %2&apos;s sliding window</source>
        <translation>la clé %1 est hors de la fenêtre glissante de la requête %2</translation>
    </message>
    <message>
        <source>key %1 is in another sentence than query %2</source>
        <translation>la clé %1 est dans une autre phrase que la requête %2</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>masquée</translation>
    </message>
    <message>
        <source>blocked: %1</source>
        <translation>bloquée&#xa0;: %1</translation>
    </message>
    <message>
        <source>not blocked</source>
        <translation>non bloquée</translation>
    </message>
    <message>
        <source>weight = %1</source>
        <translation>poids = %1</translation>
    </message>
    <message>
        <source>query %1</source>
        <translation>requête %1</translation>
    </message>
    <message>
        <source>key %1</source>
        <translation>clé %1</translation>
    </message>
    <message>
        <source>the causal mask</source>
        <extracomment>what blocks a cell, said by a screen reader: &quot;blocked by the causal mask and padding&quot;</extracomment>
        <translation>le masque causal</translation>
    </message>
    <message>
        <source>padding</source>
        <translation>le remplissage</translation>
    </message>
    <message>
        <source>hand</source>
        <extracomment>as in &quot;blocked by hand&quot;</extracomment>
        <translation>une action manuelle</translation>
    </message>
    <message>
        <source>the sliding window</source>
        <translation>la fenêtre glissante</translation>
    </message>
    <message>
        <source>the sentence boundary</source>
        <translation>la limite de phrase</translation>
    </message>
    <message>
        <source>blocked</source>
        <translation>bloquée</translation>
    </message>
    <message>
        <source>blocked by %1</source>
        <translation>bloquée par %1</translation>
    </message>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>weight %1</source>
        <translation>poids %1</translation>
    </message>
    <message>
        <source>score %1</source>
        <translation>score %1</translation>
    </message>
    <message>
        <source>logit %1</source>
        <translation>logit %1</translation>
    </message>
    <message>
        <source>minus infinity</source>
        <translation>moins l&apos;infini</translation>
    </message>
    <message>
        <source>mean weight %1</source>
        <translation>poids moyen %1</translation>
    </message>
    <message>
        <source>change %1</source>
        <translation>variation %1</translation>
    </message>
    <message>
        <source>Heatmap</source>
        <translation>Carte de chaleur</translation>
    </message>
    <message>
        <source>Heatmap: %1</source>
        <translation>Carte de chaleur&#xa0;: %1</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>tête %1</translation>
    </message>
    <message>
        <source>Heatmap: weights of %1</source>
        <translation>Carte de chaleur&#xa0;: poids de la %1</translation>
    </message>
    <message>
        <source>Heatmap: scores of %1</source>
        <translation>Carte de chaleur&#xa0;: scores de la %1</translation>
    </message>
    <message>
        <source>Heatmap: logits of %1</source>
        <translation>Carte de chaleur&#xa0;: logits de la %1</translation>
    </message>
    <message>
        <source>Heatmap: mean weights over %1</source>
        <translation>Carte de chaleur&#xa0;: poids moyens sur %1</translation>
    </message>
    <message>
        <source>Heatmap: weights of %1, %2 minus %3</source>
        <translation>Carte de chaleur&#xa0;: poids de la %1, %2 moins %3</translation>
    </message>
    <message>
        <source>query %1 “%2” — click to select this row</source>
        <translation>requête %1 “%2” — cliquer pour sélectionner cette ligne</translation>
    </message>
    <message>
        <source>key %1 “%2”</source>
        <translation>clé %1 “%2”</translation>
    </message>
    <message>
        <source>token %1 “%2”</source>
        <translation>token %1 “%2”</translation>
    </message>
    <message>
        <source>Heads %1 of %2</source>
        <translation>Têtes %1 sur %2</translation>
    </message>
    <message>
        <source>%1 of %2 heads</source>
        <translation>%1 têtes sur %2</translation>
    </message>
    <message>
        <source> · attention as lines</source>
        <translation> · l&apos;attention en liens</translation>
    </message>
    <message>
        <source>width and strength = weight · no line under %1 or masked</source>
        <translation>épaisseur et intensité = poids · aucun lien sous %1 ni pour une case masquée</translation>
    </message>
    <message>
        <source>%1 as a query · %2</source>
        <translation>%1 comme requête · %2</translation>
    </message>
    <message>
        <source>%1 as a key · %2</source>
        <translation>%1 comme clé · %2</translation>
    </message>
    <message>
        <source>each line: a query looking at a key · %1</source>
        <translation>chaque lien&#xa0;: une requête qui regarde une clé · %1</translation>
    </message>
    <message>
        <source>More than %1 tokens: only the lines of %2; the heatmap shows them all</source>
        <translation>Plus de %1 tokens&#xa0;: seulement les liens du %2&#xa0;; la carte de chaleur les montre tous</translation>
    </message>
    <message>
        <source>(every %1th)</source>
        <translation>(une sur %1)</translation>
    </message>
    <message>
        <source>queries</source>
        <translation>requêtes</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>clés</translation>
    </message>
    <message>
        <source>%1 label written; point at a token for its name</source>
        <translation>étiquettes écrites&#xa0;: %1&#xa0;; pointez un token pour voir son nom</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>poids</translation>
    </message>
    <message>
        <source>%1 as a %2 (of %3 tokens)</source>
        <translation>%1 comme %2 (sur %3 tokens)</translation>
    </message>
    <message>
        <source>query</source>
        <translation>requête</translation>
    </message>
    <message>
        <source>key</source>
        <translation>clé</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more head(s)</source>
        <translation>
            <numerusform>… et %n tête de plus</numerusform>
            <numerusform>… et %n têtes de plus</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: every key is blocked, so no lines (its weights are all 0)</source>
        <translation>%1&#xa0;: toutes les clés sont bloquées, donc aucun lien (ses poids sont tous à 0)</translation>
    </message>
    <message>
        <source>%1: every query is blocked from it, so no lines</source>
        <translation>%1&#xa0;: toutes les requêtes en sont bloquées, donc aucun lien</translation>
    </message>
    <message>
        <source>looks most at</source>
        <translation>regarde surtout le</translation>
    </message>
    <message>
        <source>looked at most by</source>
        <translation>surtout regardé par le</translation>
    </message>
    <message numerus="yes">
        <source> + … (%n more term(s))</source>
        <translation>
            <numerusform> + … (%n terme de plus)</numerusform>
            <numerusform> + … (%n termes de plus)</numerusform>
        </translation>
    </message>
    <message>
        <source>× 1 (scaling off)</source>
        <translation>× 1 (échelle désactivée)</translation>
    </message>
    <message>
        <source>Head %1</source>
        <translation>Tête %1</translation>
    </message>
    <message>
        <source>Head %1 · %2</source>
        <translation>Tête %1 · %2</translation>
    </message>
    <message>
        <source>Head %1 (%2)</source>
        <translation>Tête %1 (%2)</translation>
    </message>
    <message>
        <source>kv%1 · read by heads %2</source>
        <translation>kv%1 · lue par les têtes %2</translation>
    </message>
    <message>
        <source>now</source>
        <translation>maintenant</translation>
    </message>
    <message>
        <source>pinned</source>
        <translation>épinglé</translation>
    </message>
    <message>
        <source>the pinned result</source>
        <translation>le résultat épinglé</translation>
    </message>
    <message>
        <source>%1 %2, so their weights cannot be compared cell by cell; pin again to compare with this session.</source>
        <extracomment>%1: &quot;The pinned result&quot;; %2: &quot;has 4 tokens and this session has 3&quot;</extracomment>
        <translation>%1 %2&#xa0;: leurs poids ne peuvent donc pas être comparés case par case&#xa0;; épinglez à nouveau pour comparer avec cette session.</translation>
    </message>
    <message>
        <source>every key of query %1 is blocked: its weights are all 0 (PyTorch would give NaN)</source>
        <translation>toutes les clés de la requête %1 sont bloquées&#xa0;: ses poids valent tous 0 (PyTorch donnerait NaN)</translation>
    </message>
    <message>
        <source>More than %1 tokens: point at a token to see its lines; the heatmap shows them all</source>
        <translation>Plus de %1&#xa0;tokens&#xa0;: pointez un token pour voir ses liens&#xa0;; la carte de chaleur les montre tous</translation>
    </message>
    <message>
        <source>all heads</source>
        <translation>toutes les têtes</translation>
    </message>
    <message>
        <source>← queries (rows)</source>
        <translation>← requêtes (lignes)</translation>
    </message>
    <message>
        <source>keys (columns) →</source>
        <translation>clés (colonnes) →</translation>
    </message>
    <message>
        <source>%1, this session has %2</source>
        <extracomment>after a session file&apos;s field name, &quot;tokens: 4 tokens, this session has 3&quot;</extracomment>
        <translation>%1, cette session en a %2</translation>
    </message>
    <message>
        <source>undefined</source>
        <extracomment>a number that is not a number (NaN), as the breakdown writes it</extracomment>
        <translation>indéfini</translation>
    </message>
    <message>
        <source>… %1 more</source>
        <extracomment>the components of a vector left out: &quot;(1, 2, 3, … 5 more)&quot;</extracomment>
        <translation>… %1 de plus</translation>
    </message>
</context>
<context>
    <name>IoText</name>
    <message>
        <source>more than %1 MB of answers</source>
        <translation>plus de %1 Mo de réponses</translation>
    </message>
    <message>
        <source>not an object of answers {&quot;id&quot;: value, …}</source>
        <translation>n&apos;est pas un objet de réponses {&quot;id&quot;: valeur, …}</translation>
    </message>
    <message>
        <source>more than %1 answers</source>
        <translation>plus de %1 réponses</translation>
    </message>
    <message>
        <source>the answer &quot;%1&quot; is not a number, a list of numbers or a list of equally long lists of numbers</source>
        <extracomment>%1 the answer&apos;s name (its id) in the answers file</extracomment>
        <translation>la réponse «&#xa0;%1&#xa0;» n&apos;est ni un nombre, ni une liste de nombres, ni une liste de listes de nombres de même longueur</translation>
    </message>
    <message>
        <source>more than %1 numbers in all</source>
        <translation>plus de %1 nombres au total</translation>
    </message>
    <message>
        <source>%1: cannot create the folder</source>
        <translation>%1&#xa0;: impossible de créer le dossier</translation>
    </message>
    <message>
        <source>a folder</source>
        <extracomment>what a path is when it is not a regular file; goes into &quot;%1: is %2, not a file&quot;</extracomment>
        <translation>un dossier</translation>
    </message>
    <message>
        <source>a named pipe (FIFO)</source>
        <extracomment>what a path is when it is not a regular file; goes into &quot;%1: is %2, not a file&quot;</extracomment>
        <translation>un tube nommé (FIFO)</translation>
    </message>
    <message>
        <source>a socket</source>
        <extracomment>what a path is when it is not a regular file; goes into &quot;%1: is %2, not a file&quot;</extracomment>
        <translation>un socket</translation>
    </message>
    <message>
        <source>a device</source>
        <extracomment>what a path is when it is not a regular file; goes into &quot;%1: is %2, not a file&quot;</extracomment>
        <translation>un périphérique</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <extracomment>what a path is when it is not a regular file; goes into &quot;%1: is %2, not a file&quot;</extracomment>
        <translation>un fichier spécial</translation>
    </message>
    <message>
        <source>%1: is %2, not a file</source>
        <extracomment>%1 the path, %2 what it is: &quot;a folder&quot;, &quot;a device&quot;…</extracomment>
        <translation>%1&#xa0;: c&apos;est %2, pas un fichier ordinaire</translation>
    </message>
    <message>
        <source>%1: cannot open (%2)</source>
        <extracomment>%1 the file, %2 the system&apos;s reason
----------
%1 the file, %2 the reason</extracomment>
        <translation>%1&#xa0;: impossible d&apos;ouvrir le fichier (%2)</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <extracomment>a size in a message about a file too large; %1 a number of megabytes</extracomment>
        <translation>%1 Mo</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <extracomment>a size in a message about a file too large; %1 a number of bytes</extracomment>
        <translation>%1 octets</translation>
    </message>
    <message>
        <source>%1: %2, larger than the limit of %3</source>
        <extracomment>%1 the file, %2 its size, %3 the largest size read (each &quot;12 MB&quot; or &quot;300 bytes&quot;)</extracomment>
        <translation>%1&#xa0;: %2, au-delà de la limite de %3</translation>
    </message>
    <message>
        <source>%1: cannot read (%2)</source>
        <extracomment>%1 the file, %2 the system&apos;s reason</extracomment>
        <translation>%1&#xa0;: impossible de lire le fichier (%2)</translation>
    </message>
    <message>
        <source>%1: the file is empty</source>
        <translation>%1&#xa0;: le fichier est vide</translation>
    </message>
    <message>
        <source>%1: cannot map into memory (%2)</source>
        <extracomment>%1 the file, %2 the system&apos;s reason</extracomment>
        <translation>%1&#xa0;: impossible de projeter le fichier en mémoire (%2)</translation>
    </message>
    <message>
        <source>%1: a symbolic link to nothing that is not yours; nothing was written</source>
        <translation>%1&#xa0;: lien symbolique vers un fichier inexistant, qui ne vous appartient pas&#xa0;; rien n&apos;a été écrit</translation>
    </message>
    <message>
        <source>%1: too many levels of symbolic links; nothing was written</source>
        <translation>%1&#xa0;: trop de niveaux de liens symboliques&#xa0;; rien n&apos;a été écrit</translation>
    </message>
    <message>
        <source>%1: is %2, not a file; nothing was written</source>
        <extracomment>%1 the path, %2 what it is: &quot;a folder&quot;, &quot;a device&quot;…</extracomment>
        <translation>%1&#xa0;: c&apos;est %2, pas un fichier ordinaire&#xa0;; rien n&apos;a été écrit</translation>
    </message>
    <message>
        <source>; the previous file is unchanged</source>
        <extracomment>added at the end of a message that a file could not be written, when it was there before</extracomment>
        <translation>&#xa0;; le fichier précédent est inchangé</translation>
    </message>
    <message>
        <source>%1: cannot write (%2)%3</source>
        <extracomment>%1 the file, %2 the system&apos;s reason, %3 &quot;; the previous file is unchanged&quot; or nothing</extracomment>
        <translation>%1&#xa0;: impossible d&apos;écrire (%2)%3</translation>
    </message>
    <message>
        <source>%1: cannot write (no free temporary name beside it)%2</source>
        <extracomment>%1 the file, %2 &quot;; the previous file is unchanged&quot; or nothing</extracomment>
        <translation>%1&#xa0;: impossible d&apos;écrire (aucun nom temporaire libre à côté)%2</translation>
    </message>
    <message>
        <source>%1: not written%2</source>
        <extracomment>%1 the file, %2 &quot;; the previous file is unchanged&quot; or nothing</extracomment>
        <translation>%1&#xa0;: rien n&apos;a été écrit%2</translation>
    </message>
    <message>
        <source>%1: cannot make a folder beside it to write into</source>
        <extracomment>%1 the folder being written</extracomment>
        <translation>%1&#xa0;: impossible de créer à côté un dossier où écrire</translation>
    </message>
    <message>
        <source>%1: cannot give the written folder its name (%2)</source>
        <extracomment>%1 the folder being written, %2 the system&apos;s reason</extracomment>
        <translation>%1&#xa0;: impossible de donner son nom au dossier écrit (%2)</translation>
    </message>
    <message>
        <source>needs about %1 of memory; this machine has %2 available</source>
        <extracomment>why a size is refused: %1 the memory it would take, %2 the memory free (both as &quot;1.5 GB&quot;)</extracomment>
        <translation>nécessite environ %1 de mémoire&#xa0;; cette machine dispose de %2</translation>
    </message>
    <message>
        <source>num_attention_heads %1 does not divide hidden_size %2 (and no head_dim)</source>
        <extracomment>the names with underscores are keys of config.json, kept; %1 the number of heads, %2 the model&apos;s width</extracomment>
        <translation>num_attention_heads %1 ne divise pas hidden_size %2 (et aucun head_dim)</translation>
    </message>
    <message>
        <source>(not a string)</source>
        <extracomment>shown in a message in place of a value of config.json that is not a string</extracomment>
        <translation>(pas une chaîne)</translation>
    </message>
    <message>
        <source>hidden_act &quot;%1&quot; is not supported (the Llama family&apos;s MLP uses silu)</source>
        <extracomment>the names with underscores are keys of config.json, kept; silu kept too; %1 the value found</extracomment>
        <translation>hidden_act «&#xa0;%1&#xa0;» n&apos;est pas pris en charge (le MLP de la famille Llama utilise silu)</translation>
    </message>
    <message>
        <source>partial_rotary_factor other than 1 is not supported</source>
        <extracomment>the names with underscores are keys of config.json, kept</extracomment>
        <translation>partial_rotary_factor différent de 1 n&apos;est pas pris en charge</translation>
    </message>
    <message>
        <source>attention_bias: true is not supported (biases on every projection)</source>
        <extracomment>the names with underscores are keys of config.json, kept; true kept too</extracomment>
        <translation>attention_bias: true n&apos;est pas pris en charge (des biais sur chaque projection)</translation>
    </message>
    <message>
        <source>mlp_bias: true is not supported</source>
        <extracomment>the names with underscores are keys of config.json, kept; true kept too</extracomment>
        <translation>mlp_bias: true n&apos;est pas pris en charge</translation>
    </message>
    <message>
        <source>use_sliding_window: true is not supported</source>
        <extracomment>the names with underscores are keys of config.json, kept; true kept too</extracomment>
        <translation>use_sliding_window: true n&apos;est pas pris en charge</translation>
    </message>
    <message>
        <source>%1 must be null or a number in (0, 1000000]</source>
        <extracomment>%1 a key of config.json</extracomment>
        <translation>%1 doit être null ou un nombre dans (0, 1000000]</translation>
    </message>
    <message>
        <source>layer_types must list one type for each of the %1 layers</source>
        <extracomment>the names with underscores are keys of config.json, kept; %1 the number of layers</extracomment>
        <translation>layer_types doit donner un type pour chacune des %1 couches</translation>
    </message>
    <message>
        <source>layer_types has &quot;%1&quot;; expected sliding_attention or full_attention</source>
        <extracomment>the names with underscores are keys of config.json, kept; %1 the value found</extracomment>
        <translation>layer_types contient «&#xa0;%1&#xa0;»&#xa0;; sliding_attention ou full_attention attendu</translation>
    </message>
    <message>
        <source>use_bidirectional_attention: true is not supported (the pass is causal)</source>
        <extracomment>the names with underscores are keys of config.json, kept; true kept too</extracomment>
        <translation>use_bidirectional_attention: true n&apos;est pas pris en charge (le calcul est causal)</translation>
    </message>
    <message>
        <source>hidden_activation &quot;%1&quot; is not supported (Gemma&apos;s MLP uses gelu_pytorch_tanh)</source>
        <extracomment>the names with underscores are keys of config.json, kept; gelu_pytorch_tanh kept too; %1 the value found</extracomment>
        <translation>hidden_activation «&#xa0;%1&#xa0;» n&apos;est pas pris en charge (le MLP de Gemma utilise gelu_pytorch_tanh)</translation>
    </message>
    <message>
        <source>sliding_window is null; %1&apos;s sliding layers need one</source>
        <extracomment>the names with underscores are keys of config.json, kept; null kept too; %1 the model type (gemma2…)</extracomment>
        <translation>sliding_window vaut null&#xa0;; les couches à fenêtre glissante de %1 en ont besoin</translation>
    </message>
    <message>
        <source>rope_scaling is not supported for gemma2</source>
        <extracomment>the names with underscores are keys of config.json, kept; gemma2 kept too</extracomment>
        <translation>rope_scaling n&apos;est pas pris en charge pour gemma2</translation>
    </message>
    <message>
        <source>num_experts_per_tok %1 is more than the %2 experts (num_local_experts)</source>
        <extracomment>the names with underscores are keys of config.json, kept; %1 experts each token goes to, %2 the experts there are</extracomment>
        <translation>num_experts_per_tok %1 dépasse les %2 experts (num_local_experts)</translation>
    </message>
    <message>
        <source>hidden_act &quot;%1&quot; is not supported (GPT-OSS&apos;s experts use their clamped silu)</source>
        <extracomment>the names with underscores are keys of config.json, kept; silu kept too; %1 the value found</extracomment>
        <translation>hidden_act «&#xa0;%1&#xa0;» n&apos;est pas pris en charge (les experts de GPT-OSS utilisent leur propre silu écrêtée)</translation>
    </message>
    <message>
        <source>sliding_window is null; gpt_oss&apos;s sliding layers need one</source>
        <extracomment>the names with underscores are keys of config.json, kept; null and gpt_oss kept too</extracomment>
        <translation>sliding_window vaut null&#xa0;; les couches à fenêtre glissante de gpt_oss en ont besoin</translation>
    </message>
    <message>
        <source>quantization_config quant_method &quot;%1&quot; is not supported (mxfp4 is)</source>
        <extracomment>the names with underscores are keys of config.json, kept; mxfp4 kept too; %1 the value found</extracomment>
        <translation>quantization_config quant_method «&#xa0;%1&#xa0;» n&apos;est pas pris en charge (mxfp4 l&apos;est)</translation>
    </message>
    <message>
        <source>apply_residual_connection_post_layernorm: true is not supported (the residual taken after the norm)</source>
        <extracomment>the names with underscores are keys of config.json, kept; true kept too</extracomment>
        <translation>apply_residual_connection_post_layernorm: true n&apos;est pas pris en charge (le flux résiduel pris après la norme)</translation>
    </message>
    <message>
        <source>n_head %1 does not divide hidden_size %2</source>
        <extracomment>the names with underscores are keys of config.json, kept; %1 the number of heads, %2 the model&apos;s width</extracomment>
        <translation>n_head %1 ne divise pas hidden_size %2</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>n&apos;est pas un objet JSON</translation>
    </message>
    <message>
        <source>model_type is missing; expected gpt2, llama, mistral, qwen2, qwen3, gemma2, gemma3_text, gpt_oss, deepseek_v2, deepseek_v3 or bloom</source>
        <extracomment>model_type and the model types listed are config.json&apos;s words, kept</extracomment>
        <translation>model_type est absent&#xa0;; attendu&#xa0;: gpt2, llama, mistral, qwen2, qwen3, gemma2, gemma3_text, gpt_oss, deepseek_v2, deepseek_v3 ou bloom</translation>
    </message>
    <message>
        <source>model_type is &quot;%1&quot;; supported are gpt2, llama, mistral, qwen2, qwen3, gemma2, gemma3_text, gpt_oss, deepseek_v2, deepseek_v3 and bloom</source>
        <extracomment>model_type and the model types listed are config.json&apos;s words, kept; %1 the value found</extracomment>
        <translation>model_type vaut «&#xa0;%1&#xa0;»&#xa0;; les types pris en charge sont gpt2, llama, mistral, qwen2, qwen3, gemma2, gemma3_text, gpt_oss, deepseek_v2, deepseek_v3 et bloom</translation>
    </message>
    <message>
        <source>%1 is missing</source>
        <extracomment>%1 a key of config.json
----------
%1 a tensor&apos;s name in the safetensors file</extracomment>
        <translation>%1 est absent</translation>
    </message>
    <message>
        <source>%1 is not a whole number in 1…%2</source>
        <extracomment>%1 a key of config.json, %2 the largest allowed</extracomment>
        <translation>%1 n&apos;est pas un nombre entier dans 1…%2</translation>
    </message>
    <message>
        <source>n_inner is not null or a whole number in 1…%1</source>
        <extracomment>the names with underscores are keys of config.json, kept; null kept too; %1 the largest allowed</extracomment>
        <translation>n_inner n&apos;est ni null ni un nombre entier dans 1…%1</translation>
    </message>
    <message>
        <source>n_head %1 does not divide n_embd %2</source>
        <extracomment>the names with underscores are keys of config.json, kept; %1 the number of heads, %2 the model&apos;s width</extracomment>
        <translation>n_head %1 ne divise pas n_embd %2</translation>
    </message>
    <message>
        <source>layer_norm_epsilon is not a number in (0, 1]</source>
        <extracomment>the names with underscores are keys of config.json, kept</extracomment>
        <translation>layer_norm_epsilon n&apos;est pas un nombre dans (0, 1]</translation>
    </message>
    <message>
        <source>activation_function &quot;%1&quot; is not supported (GPT-2 uses gelu_new, the tanh form)</source>
        <extracomment>the names with underscores are keys of config.json, kept; gelu_new kept too; %1 the value found</extracomment>
        <translation>activation_function «&#xa0;%1&#xa0;» n&apos;est pas pris en charge (GPT-2 utilise gelu_new, la forme tanh)</translation>
    </message>
    <message>
        <source>%1 is not true or false</source>
        <extracomment>%1 a key of config.json; true and false kept as they are
----------
what is wrong in tokenizer_config.json; %1 a key (add_bos_token…); true and false kept
----------
what is wrong in tokenizer_config.json; %1 a key (legacy…); true and false kept</extracomment>
        <translation>%1 ne vaut ni true ni false</translation>
    </message>
    <message>
        <source>attention_lab_task.bos is not a token id below vocab_size %1</source>
        <extracomment>the names with underscores are keys of config.json, kept; %1 the number of tokens in the vocabulary</extracomment>
        <translation>attention_lab_task.bos n&apos;est pas un identifiant de token inférieur à vocab_size %1</translation>
    </message>
    <message>
        <source>qk_rope_head_dim %1 is odd; RoPE turns pairs of columns</source>
        <extracomment>the names with underscores are keys of config.json, kept; %1 the value found</extracomment>
        <translation>qk_rope_head_dim %1 est impair&#xa0;; RoPE fait tourner des paires de colonnes</translation>
    </message>
    <message>
        <source>num_experts_per_tok %1 is more than the %2 experts (n_routed_experts)</source>
        <extracomment>the names with underscores are keys of config.json, kept; %1 experts each token goes to, %2 the experts there are</extracomment>
        <translation>num_experts_per_tok %1 dépasse les %2 experts (n_routed_experts)</translation>
    </message>
    <message>
        <source>n_group %1 must divide the %2 experts, and topk_group %3 be at most n_group</source>
        <extracomment>the names with underscores are keys of config.json, kept; %1 the groups, %2 the experts, %3 the groups kept</extracomment>
        <translation>n_group %1 doit diviser les %2 experts, et topk_group %3 ne pas dépasser n_group</translation>
    </message>
    <message>
        <source>topk_method &quot;%1&quot; is not supported (greedy or group_limited_greedy)</source>
        <extracomment>the names with underscores are keys of config.json, kept; greedy kept too; %1 the value found</extracomment>
        <translation>topk_method «&#xa0;%1&#xa0;» n&apos;est pas pris en charge (greedy ou group_limited_greedy)</translation>
    </message>
    <message>
        <source>attention_bias: true is not supported (biases on q_a_proj, kv_a_proj_with_mqa and o_proj)</source>
        <extracomment>the names with underscores are keys of config.json, kept; true kept too</extracomment>
        <translation>attention_bias: true n&apos;est pas pris en charge (biais sur q_a_proj, kv_a_proj_with_mqa et o_proj)</translation>
    </message>
    <message>
        <source>hidden_act &quot;%1&quot; is not supported (DeepSeek&apos;s MLPs use silu)</source>
        <extracomment>the names with underscores are keys of config.json, kept; silu kept too; %1 the value found</extracomment>
        <translation>hidden_act «&#xa0;%1&#xa0;» n&apos;est pas pris en charge (les MLP de DeepSeek utilisent silu)</translation>
    </message>
    <message>
        <source>quantization_config quant_method &quot;%1&quot; is not supported (fp8 is)</source>
        <extracomment>the names with underscores are keys of config.json, kept; fp8 kept too; %1 the value found</extracomment>
        <translation>quantization_config quant_method «&#xa0;%1&#xa0;» n&apos;est pas pris en charge (fp8 l&apos;est)</translation>
    </message>
    <message>
        <source>quantization_config weight_block_size is not two whole numbers in 1…65536</source>
        <extracomment>the names with underscores are keys of config.json, kept</extracomment>
        <translation>quantization_config weight_block_size n&apos;est pas formé de deux nombres entiers dans 1…65536</translation>
    </message>
    <message>
        <source>%1 is not a whole number in %2…%3</source>
        <extracomment>%1 a key of config.json, %2…%3 the range allowed</extracomment>
        <translation>%1 n&apos;est pas un nombre entier dans %2…%3</translation>
    </message>
    <message>
        <source>%1 is not a number in (0, %2]</source>
        <extracomment>%1 a key of config.json, %2 the largest allowed</extracomment>
        <translation>%1 n&apos;est pas un nombre dans (0, %2]</translation>
    </message>
    <message>
        <source>num_key_value_heads %1 does not divide num_attention_heads %2</source>
        <extracomment>the names with underscores are keys of config.json, kept; %1 the key/value heads, %2 the heads</extracomment>
        <translation>num_key_value_heads %1 ne divise pas num_attention_heads %2</translation>
    </message>
    <message>
        <source>head_dim %1 is odd; RoPE turns pairs of columns</source>
        <extracomment>the names with underscores are keys of config.json, kept; %1 the width of a head</extracomment>
        <translation>head_dim %1 est impair&#xa0;; RoPE fait tourner des paires de colonnes</translation>
    </message>
    <message>
        <source>rope_scaling yarn has no factor</source>
        <extracomment>the names with underscores are keys of config.json, kept; yarn and factor kept too</extracomment>
        <translation>rope_scaling yarn n&apos;a pas de factor</translation>
    </message>
    <message>
        <source>rope_scaling factor must be above 0</source>
        <extracomment>the names with underscores are keys of config.json, kept; factor kept too</extracomment>
        <translation>rope_scaling factor doit être supérieur à 0</translation>
    </message>
    <message>
        <source>rope_theta must be above 1 for yarn</source>
        <extracomment>the names with underscores are keys of config.json, kept; yarn kept too</extracomment>
        <translation>rope_theta doit être supérieur à 1 pour yarn</translation>
    </message>
    <message>
        <source>rope_scaling is not null or an object</source>
        <extracomment>the names with underscores are keys of config.json, kept; null kept too</extracomment>
        <translation>rope_scaling n&apos;est ni null ni un objet</translation>
    </message>
    <message>
        <source>rope_scaling type &quot;%1&quot; is not supported (none, linear, llama3 or yarn)</source>
        <extracomment>the names with underscores are keys of config.json, kept; type and the types listed kept too; %1 the value found</extracomment>
        <translation>rope_scaling type «&#xa0;%1&#xa0;» n&apos;est pas pris en charge (none, linear, llama3 ou yarn)</translation>
    </message>
    <message>
        <source>rope_scaling factor must be at least 1</source>
        <extracomment>the names with underscores are keys of config.json, kept; factor kept too</extracomment>
        <translation>rope_scaling factor doit valoir au moins 1</translation>
    </message>
    <message>
        <source>rope_scaling high_freq_factor must be above low_freq_factor</source>
        <extracomment>the names with underscores are keys of config.json, kept</extracomment>
        <translation>rope_scaling high_freq_factor doit être supérieur à low_freq_factor</translation>
    </message>
    <message>
        <source>%1: line %2%3</source>
        <extracomment>%1 the file, %2 the line&apos;s number, %3 what is wrong with the line, with its own space or colon first (&quot; is empty&quot;, &quot;: id 7 is outside …&quot;)</extracomment>
        <translation>%1&#xa0;: la ligne %2%3</translation>
    </message>
    <message>
        <source>%1 has no sequence</source>
        <extracomment>%1 the file of token ids</extracomment>
        <translation>%1 ne contient aucune séquence</translation>
    </message>
    <message>
        <source> is empty</source>
        <extracomment>put after &quot;%1: line %2&quot; (the file and the line), the space first kept</extracomment>
        <translation> est vide</translation>
    </message>
    <message>
        <source>: &quot;%1&quot; is not a token id</source>
        <extracomment>put after &quot;%1: line %2&quot; (the file and the line), the colon first kept; %1 the text found</extracomment>
        <translation>&#xa0;: «&#xa0;%1&#xa0;» n&apos;est pas un identifiant de token</translation>
    </message>
    <message>
        <source>: id %1 is outside the vocabulary (0…%2)</source>
        <extracomment>put after &quot;%1: line %2&quot; (the file and the line), the colon first kept; %1 the id found, %2 the highest token id</extracomment>
        <translation>&#xa0;: l&apos;identifiant %1 est hors du vocabulaire (0…%2)</translation>
    </message>
    <message>
        <source> has more than %1 ids, the model&apos;s positions</source>
        <extracomment>put after &quot;%1: line %2&quot; (the file and the line), the space first kept; %1 the model&apos;s positions</extracomment>
        <translation> a plus de %1 identifiants, le nombre de positions du modèle</translation>
    </message>
    <message>
        <source> has 1 id; a sequence needs 2 to %1</source>
        <extracomment>put after &quot;%1: line %2&quot; (the file and the line), the space first kept; %1 the model&apos;s positions</extracomment>
        <translation> a 1 identifiant&#xa0;; une séquence en demande de 2 à %1</translation>
    </message>
    <message>
        <source>[] (a single number)</source>
        <extracomment>a tensor&apos;s shape when it has no axes (in &quot;%1 has shape %2, …&quot;)</extracomment>
        <translation>[] (un seul nombre)</translation>
    </message>
    <message>
        <source>%1: missing; pytorch_model.bin is a Python pickle, which is not read (download model.safetensors instead)</source>
        <extracomment>%1 model.safetensors in the folder; pytorch_model.bin and model.safetensors are file names, kept</extracomment>
        <translation>%1&#xa0;: manquant&#xa0;; pytorch_model.bin est un pickle Python, qui n&apos;est pas lu (téléchargez plutôt model.safetensors)</translation>
    </message>
    <message>
        <source>%1: missing</source>
        <extracomment>%1 a file that should be there
----------
%1 a key of the session file that is not there</extracomment>
        <translation>%1&#xa0;: manquant</translation>
    </message>
    <message>
        <source>model.safetensors.index.json: %1 names the file &quot;%2&quot;, which is not a shard</source>
        <extracomment>the file names are kept; %1 a tensor&apos;s name, %2 the file the index names</extracomment>
        <translation>model.safetensors.index.json&#xa0;: %1 désigne le fichier «&#xa0;%2&#xa0;», qui n&apos;est pas un fragment du modèle</translation>
    </message>
    <message>
        <source>%1: %2 is not in it, though model.safetensors.index.json says so</source>
        <extracomment>%1 a file of the model (a shard), %2 a tensor&apos;s name; the file name kept</extracomment>
        <translation>%1&#xa0;: %2 ne s&apos;y trouve pas, bien que model.safetensors.index.json l&apos;indique</translation>
    </message>
    <message>
        <source>no weight_map object</source>
        <extracomment>the problem with a model&apos;s model.safetensors.index.json; weight_map is its key, kept</extracomment>
        <translation>aucun objet weight_map</translation>
    </message>
    <message>
        <source>%1: weight_map gives %2 the file &quot;%3&quot;; expected a .safetensors file in the same folder</source>
        <extracomment>%1 the index file, %2 a tensor&apos;s name, %3 the file it names; weight_map kept</extracomment>
        <translation>%1&#xa0;: weight_map attribue à %2 le fichier «&#xa0;%3&#xa0;»&#xa0;; un fichier .safetensors du même dossier est attendu</translation>
    </message>
    <message>
        <source>%1: more than %2 shards</source>
        <extracomment>%1 the index file, %2 the most shards (files) a model may have</extracomment>
        <translation>%1&#xa0;: plus de %2 fragments</translation>
    </message>
    <message>
        <source>%1_blocks and _scales are not MXFP4 (U8, (E, R, G, 16) and (E, R, G)): %2 and %3</source>
        <extracomment>%1 a tensor&apos;s name in the safetensors file; _blocks, _scales, MXFP4 and U8 kept; %2 and %3 their shapes (&quot;32 × 90 × 16&quot;)</extracomment>
        <translation>%1_blocks et _scales ne sont pas au format MXFP4 (U8, (E, R, G, 16) et (E, R, G))&#xa0;: %2 et %3</translation>
    </message>
    <message>
        <source>%1_blocks holds %2 experts, config.json says %3 (num_local_experts)</source>
        <extracomment>%1 a tensor&apos;s name in the safetensors file; _blocks and num_local_experts kept; %2 the experts it holds, %3 the experts config.json gives</extracomment>
        <translation>%1_blocks contient %2 experts, config.json en indique %3 (num_local_experts)</translation>
    </message>
    <message>
        <source>%1 is stored as F8_E4M3 without its %1_scale_inv</source>
        <extracomment>%1 a tensor&apos;s name in the safetensors file; F8_E4M3 and _scale_inv kept</extracomment>
        <translation>%1 est stocké en F8_E4M3 sans son %1_scale_inv</translation>
    </message>
    <message>
        <source>%1_scale_inv is %2 %3, expected F32 %4 × %5 (one per %6 × %7 block)</source>
        <extracomment>%1 a tensor&apos;s name in the safetensors file; _scale_inv and F32 kept; %2 %3 its type and shape, %4 × %5 the shape expected, %6 × %7 a block</extracomment>
        <translation>%1_scale_inv&#xa0;: %2 %3, F32 %4 × %5 attendu (un par bloc de %6 × %7)</translation>
    </message>
    <message>
        <source>%1 is stored as %2, which is not supported (F32, F16, BF16, F64 or block-scaled F8_E4M3)</source>
        <extracomment>%1 a tensor&apos;s name in the safetensors file, %2 its type (&quot;I64&quot;); the types listed kept</extracomment>
        <translation>%1 est stocké en %2, qui n&apos;est pas pris en charge (F32, F16, BF16, F64 ou F8_E4M3 mis à l&apos;échelle par blocs)</translation>
    </message>
    <message>
        <source>%1 has shape %2, expected a vector or a matrix</source>
        <extracomment>%1 a tensor&apos;s name in the safetensors file, %2 its shape (&quot;2 × 3 × 4&quot;)</extracomment>
        <translation>%1 a la forme %2&#xa0;; un vecteur ou une matrice est attendu</translation>
    </message>
    <message>
        <source>%1 holds %2 experts, config.json says %3 (num_local_experts)</source>
        <extracomment>%1 a tensor&apos;s name in the safetensors file; num_local_experts kept; %2 the experts it holds, %3 the experts config.json gives</extracomment>
        <translation>%1 contient %2 experts, config.json en indique %3 (num_local_experts)</translation>
    </message>
    <message>
        <source>%1 is stored twice</source>
        <extracomment>%1 a tensor&apos;s name in the safetensors file</extracomment>
        <translation>%1 est stocké deux fois</translation>
    </message>
    <message>
        <source>%1 belongs to layer %2, but config.json says %3 %4</source>
        <extracomment>%1 a tensor&apos;s name in the safetensors file, %2 its layer, %3 num_hidden_layers or n_layer (kept), %4 the number of layers</extracomment>
        <translation>%1 appartient à la couche %2, mais config.json indique %3 %4</translation>
    </message>
    <message>
        <source> (from config.json)</source>
        <extracomment>added after a problem with the model&apos;s weights that comes from its config.json</extracomment>
        <translation> (d&apos;après config.json)</translation>
    </message>
    <message>
        <source>%1: no such folder</source>
        <extracomment>%1 the folder given</extracomment>
        <translation>%1&#xa0;: dossier introuvable</translation>
    </message>
    <message>
        <source>%1: not a folder (give the folder that holds config.json and model.safetensors)</source>
        <extracomment>%1 the folder given; the file names kept</extracomment>
        <translation>%1&#xa0;: n&apos;est pas un dossier (donnez le dossier qui contient config.json et model.safetensors)</translation>
    </message>
    <message>
        <source>%1: cannot read this folder (%2)</source>
        <extracomment>%1 the folder given, %2 the system&apos;s reason</extracomment>
        <translation>%1&#xa0;: impossible de lire ce dossier (%2)</translation>
    </message>
    <message>
        <source>%1: missing (a Hugging Face model folder has config.json)</source>
        <extracomment>%1 config.json in the folder; Hugging Face and config.json kept</extracomment>
        <translation>%1&#xa0;: manquant (un dossier de modèle Hugging Face contient config.json)</translation>
    </message>
    <message>
        <source>%1: a %2 model splits text its own way, which vocab.json and merges.txt do not say; give token ids</source>
        <extracomment>%1 the tokenizer file, %2 the model type (llama, qwen2…); the file names kept</extracomment>
        <translation>%1&#xa0;: un modèle %2 découpe le texte à sa manière, ce que vocab.json et merges.txt n&apos;indiquent pas&#xa0;; donnez des identifiants de tokens</translation>
    </message>
    <message>
        <source>%1: missing; vocab.json alone cannot split text without its merges (or give tokenizer.json)</source>
        <extracomment>%1 merges.txt in the folder; the file names kept</extracomment>
        <translation>%1&#xa0;: manquant&#xa0;; vocab.json seul ne peut pas découper le texte sans ses fusions (ou donnez tokenizer.json)</translation>
    </message>
    <message>
        <source>%1: no tokenizer (expected vocab.json and merges.txt, or tokenizer.json)</source>
        <extracomment>%1 the folder given; the file names kept</extracomment>
        <translation>%1&#xa0;: aucun tokeniseur (vocab.json et merges.txt, ou tokenizer.json, attendus)</translation>
    </message>
    <message>
        <source>%1: token &quot;%2&quot; has id %3, but the model has only %4 tokens (vocab_size in config.json)</source>
        <extracomment>%1 the tokenizer file, %2 the token, %3 its id, %4 the tokens the model has; vocab_size and config.json kept</extracomment>
        <translation>%1&#xa0;: le token “%2” a l&apos;identifiant %3, mais le modèle n&apos;a que %4 tokens (vocab_size dans config.json)</translation>
    </message>
    <message>
        <source>Layer %1 (--layer %2) does not fit a session: %3</source>
        <extracomment>--layer is a command line option, kept; %1 the layer counted from 1, %2 from 0, %3 why (English, from the core)</extracomment>
        <translation>La couche %1 (--layer %2) ne tient pas dans une session&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not a token id (0…%3)</source>
        <extracomment>%1 what the token is for (an option such as --answer, or a field&apos;s name), %2 what was given (&quot;#70000&quot;), %3 the highest token id</extracomment>
        <translation>%1 «&#xa0;%2&#xa0;» n&apos;est pas un identifiant de token (0…%3)</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not one token after the text: the text then ends in %3%4 (give a one-token continuation such as &quot; Mary&quot;, or #ID)</source>
        <extracomment>%1 what the token is for (an option such as --answer, or a field&apos;s name), %2 the text given, %3 the tokens the text ends in then (&quot;&quot;Ma&quot; (12), &quot;ry&quot; (34)&quot;) or &quot;nothing new&quot;, %4 &quot;, and the text&apos;s own last tokens change&quot; or nothing; &quot; Mary&quot; is an example of a name that continues a text, #ID kept</extracomment>
        <translation>%1 “%2” n&apos;est pas un seul token après le texte&#xa0;: le texte se termine alors par %3%4 (donnez une suite d&apos;un seul token comme “ Mary”, ou #ID)</translation>
    </message>
    <message>
        <source>nothing new</source>
        <extracomment>what a text ends in when what was given added no token (in &quot;the text then ends in %3&quot;)</extracomment>
        <translation>rien de nouveau</translation>
    </message>
    <message>
        <source>, and the text&apos;s own last tokens change</source>
        <extracomment>added after the tokens a text ends in, when the given text also changed the text&apos;s own last tokens</extracomment>
        <translation>, et les derniers tokens du texte lui-même changent</translation>
    </message>
    <message>
        <source>%1 and %2 overlap (bytes %3…%4 and %5…%6 of the data)</source>
        <extracomment>%1 and %2 two tensors&apos; names, %3…%4 and %5…%6 the bytes each takes</extracomment>
        <translation>%1 et %2 se chevauchent (octets %3…%4 et %5…%6 des données)</translation>
    </message>
    <message>
        <source>%1 bytes, too short for a safetensors file (it starts with an 8-byte header length)</source>
        <extracomment>%1 the file&apos;s size; safetensors kept</extracomment>
        <translation>%1 octets, trop court pour un fichier safetensors (il commence par une longueur d&apos;en-tête de 8 octets)</translation>
    </message>
    <message>
        <source>the header length (%1 bytes) goes past the end of the file (%2 bytes): the file is truncated or not a safetensors file</source>
        <extracomment>%1 the length the header gives, %2 the file&apos;s size; safetensors kept</extracomment>
        <translation>la longueur de l&apos;en-tête (%1 octets) dépasse la fin du fichier (%2 octets)&#xa0;: le fichier est tronqué ou n&apos;est pas un fichier safetensors</translation>
    </message>
    <message>
        <source>the header is %1 bytes, over the limit of %2 MB</source>
        <extracomment>%1 the header&apos;s size, %2 the most megabytes</extracomment>
        <translation>l&apos;en-tête fait %1 octets, au-delà de la limite de %2 Mo</translation>
    </message>
    <message>
        <source>the header is empty</source>
        <translation>l&apos;en-tête est vide</translation>
    </message>
    <message>
        <source>the header is %1</source>
        <translation>l&apos;en-tête est du %1</translation>
    </message>
    <message>
        <source>the header: %1</source>
        <translation>l&apos;en-tête&#xa0;: %1</translation>
    </message>
    <message>
        <source>the header is not a JSON object</source>
        <translation>l&apos;en-tête n&apos;est pas un objet JSON</translation>
    </message>
    <message>
        <source>__metadata__ is not an object</source>
        <extracomment>__metadata__ is a key of the header, kept</extracomment>
        <translation>__metadata__ n&apos;est pas un objet</translation>
    </message>
    <message>
        <source>not an object with dtype, shape and data_offsets</source>
        <extracomment>about one tensor of a safetensors file; dtype, shape and data_offsets are keys, kept</extracomment>
        <translation>n&apos;est pas un objet avec dtype, shape et data_offsets</translation>
    </message>
    <message>
        <source>dtype is missing or not a string</source>
        <extracomment>about one tensor of a safetensors file; dtype is a key, kept</extracomment>
        <translation>dtype est absent ou n&apos;est pas une chaîne</translation>
    </message>
    <message>
        <source>unknown dtype &quot;%1&quot;</source>
        <extracomment>dtype is a key of a safetensors file, kept; %1 the type found</extracomment>
        <translation>dtype «&#xa0;%1&#xa0;» inconnu</translation>
    </message>
    <message>
        <source>shape is missing or not a list</source>
        <extracomment>about one tensor of a safetensors file; shape is a key, kept</extracomment>
        <translation>shape est absent ou n&apos;est pas une liste</translation>
    </message>
    <message>
        <source>shape has %1 dimensions, more than 8</source>
        <extracomment>shape is a key of a safetensors file, kept; %1 a count</extracomment>
        <translation>shape a %1 dimensions, plus de 8</translation>
    </message>
    <message>
        <source>shape[%1] is not a whole number ≥ 0</source>
        <extracomment>shape is a key of a safetensors file, kept; %1 the axis (from 0)</extracomment>
        <translation>shape[%1] n&apos;est pas un nombre entier ≥ 0</translation>
    </message>
    <message>
        <source>shape [%1…] needs more bytes than the file holds</source>
        <extracomment>shape is a key of a safetensors file, kept; %1 its first size</extracomment>
        <translation>shape [%1…] demande plus d&apos;octets que n&apos;en contient le fichier</translation>
    </message>
    <message>
        <source>data_offsets is missing or not a list</source>
        <extracomment>about one tensor of a safetensors file; data_offsets is a key, kept</extracomment>
        <translation>data_offsets est absent ou n&apos;est pas une liste</translation>
    </message>
    <message>
        <source>data_offsets is not a pair of whole numbers ≥ 0</source>
        <extracomment>data_offsets is a key of a safetensors file, kept</extracomment>
        <translation>data_offsets n&apos;est pas une paire de nombres entiers ≥ 0</translation>
    </message>
    <message>
        <source>data_offsets [%1, %2] begin after they end</source>
        <extracomment>data_offsets is a key of a safetensors file, kept; %1 and %2 its two numbers</extracomment>
        <translation>data_offsets [%1, %2] commence après sa fin</translation>
    </message>
    <message>
        <source>data_offsets [%1, %2] end past the data (%3 bytes): the file is truncated</source>
        <extracomment>data_offsets is a key of a safetensors file, kept; %1 and %2 its two numbers, %3 the data&apos;s size</extracomment>
        <translation>data_offsets [%1, %2] se termine au-delà des données (%3 octets)&#xa0;: le fichier est tronqué</translation>
    </message>
    <message>
        <source>data_offsets [%1, %2] hold %3 bytes, but a %4 tensor of that shape needs %5</source>
        <extracomment>data_offsets is a key of a safetensors file, kept; %1 and %2 its two numbers, %3 the bytes, %4 the type (&quot;F32&quot;), %5 the bytes needed</extracomment>
        <translation>data_offsets [%1, %2] couvre %3 octets, mais un tenseur %4 de cette forme en demande %5</translation>
    </message>
    <message>
        <source>%1: token &quot;%2&quot; has id %3, expected a whole number in 0…%4</source>
        <extracomment>%1 the vocabulary file, %2 a token, %3 the id found, %4 the highest id allowed</extracomment>
        <translation>%1&#xa0;: le token “%2” a l&apos;identifiant %3&#xa0;; un nombre entier dans 0…%4 est attendu</translation>
    </message>
    <message>
        <source>%1: id %2 is given to two tokens (&quot;%3&quot; and &quot;%4&quot;)</source>
        <extracomment>%1 the vocabulary file, %2 the id, %3 and %4 the two tokens</extracomment>
        <translation>%1&#xa0;: l&apos;identifiant %2 est donné à deux tokens (“%3” et “%4”)</translation>
    </message>
    <message>
        <source>%1: merge %2 is not two tokens separated by one space</source>
        <extracomment>%1 the merges file, %2 the merge&apos;s number</extracomment>
        <translation>%1&#xa0;: la fusion %2 n&apos;est pas formée de deux tokens séparés par une espace</translation>
    </message>
    <message>
        <source>%1: expected an object of tokens and their ids</source>
        <extracomment>%1 the vocabulary file (vocab.json)</extracomment>
        <translation>%1&#xa0;: un objet de tokens et de leurs identifiants est attendu</translation>
    </message>
    <message>
        <source>%1: the id of token &quot;%2&quot; is not a number</source>
        <extracomment>%1 the vocabulary file (vocab.json), %2 a token</extracomment>
        <translation>%1&#xa0;: l&apos;identifiant du token “%2” n&apos;est pas un nombre</translation>
    </message>
    <message>
        <source>%1: line %2 is not two tokens separated by one space</source>
        <extracomment>%1 the merges file (merges.txt), %2 the line&apos;s number</extracomment>
        <translation>%1&#xa0;: la ligne %2 n&apos;est pas formée de deux tokens séparés par une espace</translation>
    </message>
    <message>
        <source>the vocabulary has no token for &quot;%1&quot; (in &quot;%2&quot;)</source>
        <extracomment>%1 a character, %2 the piece of text it is in
----------
%1 a part of a word, %2 the piece of text it is in</extracomment>
        <translation>le vocabulaire n&apos;a pas de token pour “%1” (dans “%2”)</translation>
    </message>
    <message>
        <source>%1: normalizer makes the text more than 16 times longer; give token ids</source>
        <extracomment>%1 the tokenizer file; normalizer is its key, kept</extracomment>
        <translation>%1&#xa0;: normalizer rend le texte plus de 16 fois plus long&#xa0;; donnez des identifiants de tokens</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not in model.vocab</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); %1 the unknown token; model.vocab kept</extracomment>
        <translation>“%1” n&apos;est pas dans model.vocab</translation>
    </message>
    <message>
        <source>is %1: BPE dropout gives random ids</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); %1 the dropout; BPE kept</extracomment>
        <translation>vaut %1&#xa0;: le dropout BPE donne des identifiants aléatoires</translation>
    </message>
    <message>
        <source>is not supported</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;)</extracomment>
        <translation>n&apos;est pas pris en charge</translation>
    </message>
    <message>
        <source>%1: %2; give token ids</source>
        <extracomment>%1 the tokenizer file, %2 the place in it and what is wrong there (&quot;model.dropout is 0.1: …&quot;)</extracomment>
        <translation>%1&#xa0;: %2&#xa0;; donnez des identifiants de tokens</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not supported</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); %1 the step&apos;s type (&quot;Precompiled&quot;)</extracomment>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas pris en charge</translation>
    </message>
    <message>
        <source>(Prepend) has no &quot;prepend&quot; string</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); Prepend and prepend kept</extracomment>
        <translation>(Prepend) n&apos;a pas de chaîne &quot;prepend&quot;</translation>
    </message>
    <message>
        <source>(Replace) has no &quot;content&quot; string</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); Replace and content kept</extracomment>
        <translation>(Replace) n&apos;a pas de chaîne &quot;content&quot;</translation>
    </message>
    <message>
        <source>is one normalizer more than the %1 supported</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); %1 the most normalizers</extracomment>
        <translation>est un normaliseur de plus que les %1 pris en charge</translation>
    </message>
    <message>
        <source>is a second ByteLevel step</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); ByteLevel kept</extracomment>
        <translation>est une deuxième étape ByteLevel</translation>
    </message>
    <message>
        <source>(Split) has behavior &quot;%1&quot;, expected one of %2</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); Split and behavior kept; %1 the value found, %2 the values allowed</extracomment>
        <translation>(Split) a behavior «&#xa0;%1&#xa0;»&#xa0;; valeurs attendues&#xa0;: %2</translation>
    </message>
    <message>
        <source>(Metaspace) needs a one-character &quot;replacement&quot;</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); Metaspace and replacement kept</extracomment>
        <translation>(Metaspace) demande un &quot;replacement&quot; d&apos;un seul caractère</translation>
    </message>
    <message>
        <source>(Metaspace) has prepend_scheme &quot;%1&quot;, expected always, first or never</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); Metaspace, prepend_scheme and the values kept; %1 the value found</extracomment>
        <translation>(Metaspace) a prepend_scheme «&#xa0;%1&#xa0;»&#xa0;; always, first ou never attendu</translation>
    </message>
    <message>
        <source>is one pre-tokenizer more than the %1 supported</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); %1 the most pre-tokenizers</extracomment>
        <translation>est un pré-tokeniseur de plus que les %1 pris en charge</translation>
    </message>
    <message>
        <source>is not the one text $A a single text has</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); $A (the text) kept</extracomment>
        <translation>n&apos;est pas l&apos;unique texte $A d&apos;un texte simple</translation>
    </message>
    <message>
        <source>names no token of special_tokens</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); special_tokens kept</extracomment>
        <translation>ne désigne aucun token de special_tokens</translation>
    </message>
    <message>
        <source>gives id %1, which is not a token</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); %1 the id</extracomment>
        <translation>donne l&apos;identifiant %1, qui n&apos;est pas un token</translation>
    </message>
    <message>
        <source>(TemplateProcessing) has no $A in &quot;single&quot;</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); TemplateProcessing, $A and single kept</extracomment>
        <translation>(TemplateProcessing) n&apos;a pas de $A dans &quot;single&quot;</translation>
    </message>
    <message>
        <source>%1: added_tokens[%2] needs a &quot;content&quot; string and a whole &quot;id&quot; in 0…%3</source>
        <extracomment>%1 the tokenizer file, %2 the entry&apos;s number, %3 the highest id; added_tokens, content and id kept</extracomment>
        <translation>%1&#xa0;: added_tokens[%2] demande une chaîne &quot;content&quot; et un &quot;id&quot; entier dans 0…%3</translation>
    </message>
    <message>
        <source>is %1, but the tokenizers library gives &quot;%2&quot; id %3</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); %1 the id the file gives, %2 the token, %3 the id the library gives</extracomment>
        <translation>vaut %1, mais la bibliothèque tokenizers donne à “%2” l&apos;identifiant %3</translation>
    </message>
    <message>
        <source>expected an object</source>
        <extracomment>what is wrong in tokenizer_config.json</extracomment>
        <translation>un objet est attendu</translation>
    </message>
    <message>
        <source>%1 is true but %2 names no token of the tokenizer</source>
        <extracomment>what is wrong in tokenizer_config.json; %1 add_bos_token or add_eos_token, %2 bos_token or eos_token</extracomment>
        <translation>%1 vaut true mais %2 ne désigne aucun token du tokeniseur</translation>
    </message>
    <message>
        <source>has an empty pattern</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;)</extracomment>
        <translation>a un motif vide</translation>
    </message>
    <message>
        <source>has no pattern {&quot;String&quot;: …} or {&quot;Regex&quot;: …}</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); String and Regex kept</extracomment>
        <translation>n&apos;a pas de motif {&quot;String&quot;: …} ou {&quot;Regex&quot;: …}</translation>
    </message>
    <message>
        <source>has a pattern that %1</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); %1 what is wrong with the pattern (&quot;can match the empty string&quot;)</extracomment>
        <translation>a un motif qui %1</translation>
    </message>
    <message>
        <source>no &quot;model&quot; object</source>
        <extracomment>model is a key of tokenizer.json, kept</extracomment>
        <translation>aucun objet &quot;model&quot;</translation>
    </message>
    <message>
        <source>model type &quot;%1&quot; is not BPE, the only tokenizer model supported</source>
        <extracomment>BPE kept; %1 the model type found</extracomment>
        <translation>le type de modèle «&#xa0;%1&#xa0;» n&apos;est pas BPE, le seul modèle de tokeniseur pris en charge</translation>
    </message>
    <message>
        <source>model.vocab is missing or empty</source>
        <extracomment>model.vocab is a key of tokenizer.json, kept</extracomment>
        <translation>model.vocab est absent ou vide</translation>
    </message>
    <message>
        <source>model.merges is missing: a vocabulary without its merges cannot split text</source>
        <extracomment>model.merges is a key of tokenizer.json, kept</extracomment>
        <translation>model.merges est absent&#xa0;: un vocabulaire sans ses fusions ne peut pas découper le texte</translation>
    </message>
    <message>
        <source>model.vocab: the id of token &quot;%1&quot; is not a number</source>
        <extracomment>model.vocab is a key of tokenizer.json, kept; %1 a token</extracomment>
        <translation>model.vocab&#xa0;: l&apos;identifiant du token “%1” n&apos;est pas un nombre</translation>
    </message>
    <message>
        <source>makes the added token &quot;%1&quot; too long</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); %1 a token</extracomment>
        <translation>rend le token ajouté “%1” trop long</translation>
    </message>
    <message>
        <source>(Metaspace, prepend_scheme &quot;first&quot;) after a Strip or Replace normalizer is not supported</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); Metaspace, prepend_scheme, first, Strip and Replace kept</extracomment>
        <translation>(Metaspace, prepend_scheme &quot;first&quot;) après un normaliseur Strip ou Replace n&apos;est pas pris en charge</translation>
    </message>
    <message>
        <source>ends with a lone \</source>
        <extracomment>what is wrong with a tokenizer&apos;s regular expression, put after &quot;has a pattern that&quot;</extracomment>
        <translation>se termine par un \ isolé</translation>
    </message>
    <message>
        <source>uses \%1, which Qt&apos;s engine reads otherwise</source>
        <extracomment>what is wrong with a tokenizer&apos;s regular expression, put after &quot;has a pattern that&quot;; %1 a letter</extracomment>
        <translation>utilise \%1, que le moteur de Qt lit autrement</translation>
    </message>
    <message>
        <source>has a negated or POSIX class inside a class</source>
        <extracomment>what is wrong with a tokenizer&apos;s regular expression, put after &quot;has a pattern that&quot;</extracomment>
        <translation>contient une classe niée ou POSIX dans une classe</translation>
    </message>
    <message>
        <source>has a range beside a class inside a class</source>
        <extracomment>what is wrong with a tokenizer&apos;s regular expression, put after &quot;has a pattern that&quot;</extracomment>
        <translation>contient une plage à côté d&apos;une classe dans une classe</translation>
    </message>
    <message>
        <source>intersects classes (&amp;&amp;)</source>
        <extracomment>what is wrong with a tokenizer&apos;s regular expression, put after &quot;has a pattern that&quot;</extracomment>
        <translation>fait l&apos;intersection de classes (&amp;&amp;)</translation>
    </message>
    <message>
        <source>has a group (?%1 Qt&apos;s engine reads otherwise</source>
        <extracomment>what is wrong with a tokenizer&apos;s regular expression, put after &quot;has a pattern that&quot;; %1 the group&apos;s first characters (&quot;?P&quot;)</extracomment>
        <translation>contient un groupe (?%1 que le moteur de Qt lit autrement</translation>
    </message>
    <message>
        <source>Qt cannot read (%1)</source>
        <extracomment>what is wrong with a tokenizer&apos;s regular expression, put after &quot;has a pattern that&quot;; %1 Qt&apos;s reason</extracomment>
        <translation>n&apos;est pas lisible par Qt (%1)</translation>
    </message>
    <message>
        <source>can match the empty string</source>
        <extracomment>what is wrong with a tokenizer&apos;s regular expression, put after &quot;has a pattern that&quot;</extracomment>
        <translation>peut correspondre à la chaîne vide</translation>
    </message>
    <message>
        <source>not a .npy file (it does not start with \x93NUMPY)</source>
        <translation>n&apos;est pas un fichier .npy (il ne commence pas par \x93NUMPY)</translation>
    </message>
    <message>
        <source>npy format %1.%2 is not read (1.0, 2.0 or 3.0)</source>
        <extracomment>%1.%2 the version of the .npy format</extracomment>
        <translation>le format npy %1.%2 n&apos;est pas lu (1.0, 2.0 ou 3.0)</translation>
    </message>
    <message>
        <source>the .npy header is cut short</source>
        <translation>l&apos;en-tête .npy est tronqué</translation>
    </message>
    <message>
        <source>the .npy header says it is %1 bytes long; the file is shorter</source>
        <extracomment>%1 a number of bytes</extracomment>
        <translation>l&apos;en-tête .npy indique une longueur de %1 octets&#xa0;; le fichier est plus court</translation>
    </message>
    <message>
        <source>the .npy header does not give descr, fortran_order and shape</source>
        <extracomment>descr, fortran_order and shape are the names of the header&apos;s fields, kept as they are</extracomment>
        <translation>l&apos;en-tête .npy ne donne pas descr, fortran_order et shape</translation>
    </message>
    <message>
        <source>the numbers are %1; expected little-endian float32 or float64 (&lt;f4, &lt;f8)</source>
        <extracomment>%1 the type the .npy header gives (e.g. &quot;&lt;i8&quot;)</extracomment>
        <translation>les nombres sont de type %1&#xa0;; float32 ou float64 little-endian attendu (&lt;f4, &lt;f8)</translation>
    </message>
    <message>
        <source>fortran_order is %1, not True or False</source>
        <extracomment>fortran_order, True and False as written in the .npy header, kept; %1 the value found</extracomment>
        <translation>fortran_order vaut %1, et non True ou False</translation>
    </message>
    <message>
        <source>shape is %1, not a tuple</source>
        <extracomment>%1 the shape as written in the .npy header</extracomment>
        <translation>shape vaut %1, et non un tuple</translation>
    </message>
    <message>
        <source>shape %1 is not a tuple of whole numbers</source>
        <extracomment>%1 the shape as written in the .npy header</extracomment>
        <translation>shape %1 n&apos;est pas un tuple de nombres entiers</translation>
    </message>
    <message>
        <source>shape %1 holds more than %2 numbers</source>
        <extracomment>%1 the shape as written in the .npy header, %2 the largest count of numbers read</extracomment>
        <translation>shape %1 contient plus de %2 nombres</translation>
    </message>
    <message>
        <source>shape %1 has more than 16 axes</source>
        <extracomment>%1 the shape as written in the .npy header</extracomment>
        <translation>shape %1 a plus de 16 axes</translation>
    </message>
    <message>
        <source>shape %1 of %2-byte numbers needs %3 bytes of data; the file has %4</source>
        <extracomment>%1 the shape as written in the .npy header, %2 4 or 8, %3 the bytes needed, %4 the bytes there</extracomment>
        <translation>shape %1 de nombres de %2 octets demande %3 octets de données&#xa0;; le fichier en a %4</translation>
    </message>
    <message>
        <source>more than %1 values in the file, far beyond %2</source>
        <extracomment>a session file far too large; %1 a count of values, %2 what a part of the file holds at most (&quot;the limit of 4096 tokens&quot;, &quot;a single value&quot;)</extracomment>
        <translation>plus de %1 valeurs dans le fichier, bien au-delà de %2</translation>
    </message>
    <message>
        <source>a string of more than %1 bytes in the file, far beyond %2</source>
        <extracomment>a session file&apos;s text far too long; %1 a count of bytes, %2 what a part of the file holds at most (&quot;the limit of 64 bytes a token&quot;, &quot;its settings&quot;)</extracomment>
        <translation>une chaîne de plus de %1 octets dans le fichier, bien au-delà de %2</translation>
    </message>
    <message>
        <source>the limit of %1 × %2 numbers</source>
        <extracomment>what a part of a session file is beyond (in &quot;…, far beyond %2&quot;); %1 × %2 a matrix&apos;s rows and columns</extracomment>
        <translation>la limite de %1 × %2 nombres</translation>
    </message>
    <message>
        <source>a single value</source>
        <extracomment>what a part of a session file is beyond (in &quot;…, far beyond %2&quot;): a setting</extracomment>
        <translation>une seule valeur</translation>
    </message>
    <message>
        <source>its one value</source>
        <extracomment>what a setting&apos;s text in a session file is beyond (in &quot;…, far beyond %2&quot;)</extracomment>
        <translation>son unique valeur</translation>
    </message>
    <message>
        <source>the limit of %1 tokens</source>
        <extracomment>what a part of a session file is beyond (in &quot;…, far beyond %2&quot;); %1 a count of tokens</extracomment>
        <translation>la limite de %1 tokens</translation>
    </message>
    <message>
        <source>the limit of %1 bytes a token</source>
        <extracomment>what a token&apos;s text is beyond (in &quot;…, far beyond %2&quot;); %1 a count of bytes</extracomment>
        <translation>la limite de %1 octets par token</translation>
    </message>
    <message>
        <source>the two settings optimizer and lr</source>
        <extracomment>what a part of a session file is beyond (in &quot;…, far beyond %2&quot;); optimizer and lr are the settings&apos; names in the file, kept as they are</extracomment>
        <translation>les deux réglages optimizer et lr</translation>
    </message>
    <message>
        <source>its settings</source>
        <extracomment>what the text of a setting in a session file is beyond (in &quot;…, far beyond %2&quot;)</extracomment>
        <translation>ses réglages</translation>
    </message>
    <message>
        <source>the limit of %1 numbers</source>
        <extracomment>what a part of a session file is beyond (in &quot;…, far beyond %2&quot;); %1 a count of numbers</extracomment>
        <translation>la limite de %1 nombres</translation>
    </message>
    <message>
        <source>a position for each of %1 tokens</source>
        <extracomment>what a part of a session file is beyond (in &quot;…, far beyond %2&quot;); %1 a count of tokens</extracomment>
        <translation>une position pour chacun des %1 tokens</translation>
    </message>
    <message>
        <source>seven matrices of at most %1 × %1 numbers</source>
        <extracomment>what a part of a session file is beyond (in &quot;…, far beyond %2&quot;); %1 × %1 a matrix&apos;s rows and columns</extracomment>
        <translation>sept matrices d&apos;au plus %1 × %1 nombres</translation>
    </message>
    <message>
        <source>a block of %1 tokens, d_model %2 and %3 hidden units</source>
        <extracomment>what a part of a session file is beyond (in &quot;…, far beyond %2&quot;); %1 a count of tokens, %2 the model&apos;s width (d_model kept), %3 a count</extracomment>
        <translation>un bloc de %1 tokens, d_model %2 et %3 unités cachées</translation>
    </message>
    <message>
        <source>its activation</source>
        <extracomment>what the name of a block&apos;s activation in a session file is beyond (in &quot;…, far beyond %2&quot;)</extracomment>
        <translation>son activation</translation>
    </message>
    <message>
        <source>one number for each of at most %1 heads</source>
        <extracomment>what a part of a session file is beyond (in &quot;…, far beyond %2&quot;); %1 a count of heads</extracomment>
        <translation>un nombre pour chacune d&apos;au plus %1 têtes</translation>
    </message>
    <message>
        <source>the limit of %1 pairs</source>
        <extracomment>what a part of a session file is beyond (in &quot;…, far beyond %2&quot;); %1 a count of pairs of tokens</extracomment>
        <translation>la limite de %1 paires</translation>
    </message>
    <message>
        <source>a single text</source>
        <extracomment>what a part of a session file is beyond (in &quot;…, far beyond %2&quot;): the notes</extracomment>
        <translation>un seul texte</translation>
    </message>
    <message>
        <source>the limit of %1 bytes</source>
        <extracomment>what a text in a session file is beyond (in &quot;…, far beyond %2&quot;); %1 a count of bytes</extracomment>
        <translation>la limite de %1 octets</translation>
    </message>
    <message>
        <source>more than %1 bytes, beyond the limit of 1 MB for the app&apos;s view state</source>
        <extracomment>the view state of a session file too large; %1 a count of bytes</extracomment>
        <translation>plus de %1 octets, au-delà de la limite de 1 Mo pour l&apos;état de l&apos;affichage de l&apos;application</translation>
    </message>
    <message>
        <source>view: %1: %2 bytes, more than the limit of %3</source>
        <extracomment>&quot;view&quot; is a key of the session file, kept as it is; %1 a key within it (title, note or file), %2 its size in bytes, %3 the most bytes it may have</extracomment>
        <translation>view&#xa0;: %1&#xa0;: %2 octets, au-delà de la limite de %3</translation>
    </message>
    <message>
        <source>view: head_labels: %1 labels, more than the limit of %2 heads</source>
        <extracomment>&quot;view&quot; and &quot;head_labels&quot; are keys of the session file, kept as they are; %1 a count of labels, %2 the most heads</extracomment>
        <translation>view&#xa0;: head_labels&#xa0;: %1 étiquettes, au-delà de la limite de %2 têtes</translation>
    </message>
    <message>
        <source>view: head_labels: label %1 is longer than %2 bytes of UTF-8</source>
        <extracomment>&quot;view&quot; and &quot;head_labels&quot; are keys of the session file, kept as they are; %1 the label&apos;s number (from 0), %2 the most bytes</extracomment>
        <translation>view&#xa0;: head_labels&#xa0;: l&apos;étiquette %1 dépasse %2 octets en UTF-8</translation>
    </message>
    <message>
        <source>a number</source>
        <extracomment>what a value in a session file is instead (in &quot;%1 is %2, expected a number&quot;)</extracomment>
        <translation>un nombre</translation>
    </message>
    <message>
        <source>a string</source>
        <extracomment>what a value in a session file is instead (in &quot;%1 is %2, expected a number&quot;)</extracomment>
        <translation>une chaîne</translation>
    </message>
    <message>
        <source>a list</source>
        <extracomment>what a value in a session file is instead (in &quot;%1 is %2, expected a number&quot;)</extracomment>
        <translation>une liste</translation>
    </message>
    <message>
        <source>an object</source>
        <extracomment>what a value in a session file is instead (in &quot;%1 is %2, expected a number&quot;)</extracomment>
        <translation>un objet</translation>
    </message>
    <message>
        <source>nothing</source>
        <extracomment>what a value in a session file is instead (in &quot;%1 is %2, expected a number&quot;)</extracomment>
        <translation>rien</translation>
    </message>
    <message>
        <source>%1 is %2, expected a number</source>
        <extracomment>%1 where in the session file (a key such as W_Q, or &quot;W_Q: row 2, column 3&quot;), %2 what it is: &quot;a list&quot;, &quot;a string&quot;…</extracomment>
        <translation>%1&#xa0;: %2 au lieu d&apos;un nombre</translation>
    </message>
    <message>
        <source>%1 is not a finite number</source>
        <extracomment>%1 where in the session file (a key such as W_Q, or &quot;W_Q: row 2, column 3&quot;)</extracomment>
        <translation>%1 n&apos;est pas un nombre fini</translation>
    </message>
    <message>
        <source>%1 is %2, expected a whole number</source>
        <extracomment>%1 where in the session file (a key such as W_Q, or &quot;W_Q: row 2, column 3&quot;), %2 the number found</extracomment>
        <translation>%1 vaut %2 au lieu d&apos;un nombre entier</translation>
    </message>
    <message>
        <source>%1 is %2, outside 0…%3</source>
        <extracomment>%1 where in the session file (a key such as W_Q, or &quot;W_Q: row 2, column 3&quot;), %2 the number found, %3 the highest allowed</extracomment>
        <translation>%1 vaut %2, hors de 0…%3</translation>
    </message>
    <message>
        <source>%1 is %2, expected a list</source>
        <extracomment>%1 where in the session file (a key such as W_Q, or &quot;W_Q: row 2, column 3&quot;), %2 what it is: &quot;a number&quot;, &quot;a string&quot;…</extracomment>
        <translation>%1&#xa0;: %2 au lieu d&apos;une liste</translation>
    </message>
    <message>
        <source>%1: %2 numbers, expected %3</source>
        <extracomment>%1 a key of the session file (W_Q, embeddings…), %2 the count found, %3 the count expected</extracomment>
        <translation>%1&#xa0;: %2 nombres, %3 attendus</translation>
    </message>
    <message>
        <source>%1: entry %2</source>
        <extracomment>a place in a session file, put into messages; %1 a key of the file, %2 the entry&apos;s number (from 0)</extracomment>
        <translation>%1&#xa0;: entrée %2</translation>
    </message>
    <message>
        <source>%1 is %2, outside ±%3</source>
        <extracomment>%1 where in the session file (a key such as W_Q, or &quot;W_Q: row 2, column 3&quot;), %2 the number found, %3 the largest size allowed</extracomment>
        <translation>%1 vaut %2, au-delà de ±%3</translation>
    </message>
    <message>
        <source>%1: %2 rows, expected %3</source>
        <extracomment>%1 a key of the session file (W_Q, embeddings…), %2 the count found, %3 the count expected</extracomment>
        <translation>%1&#xa0;: %2 lignes, %3 attendues</translation>
    </message>
    <message>
        <source>%1: no rows</source>
        <extracomment>%1 a key of the session file (W_Q, embeddings…)</extracomment>
        <translation>%1&#xa0;: aucune ligne</translation>
    </message>
    <message>
        <source>%1: %2 rows, more than the limit of %3</source>
        <extracomment>%1 a key of the session file (W_Q, embeddings…), %2 the count found, %3 the most allowed</extracomment>
        <translation>%1&#xa0;: %2 lignes, au-delà de la limite de %3</translation>
    </message>
    <message>
        <source>%1: row %2</source>
        <extracomment>a place in a session file, put into messages; %1 a key of the file, %2 the row&apos;s number (from 0)</extracomment>
        <translation>%1&#xa0;: ligne %2</translation>
    </message>
    <message>
        <source>%1: row 0 is empty</source>
        <extracomment>%1 a key of the session file (W_Q, embeddings…)</extracomment>
        <translation>%1&#xa0;: la ligne 0 est vide</translation>
    </message>
    <message>
        <source>%1: %2 columns, more than the limit of %3</source>
        <extracomment>%1 a key of the session file (W_Q, embeddings…), %2 the count found, %3 the most allowed</extracomment>
        <translation>%1&#xa0;: %2 colonnes, au-delà de la limite de %3</translation>
    </message>
    <message>
        <source>%1: row %2 has %3 numbers, expected %4</source>
        <extracomment>%1 a key of the session file (W_Q, embeddings…), %2 the row&apos;s number (from 0), %3 the count found, %4 the count expected</extracomment>
        <translation>%1&#xa0;: la ligne %2 a %3 nombres, %4 attendus</translation>
    </message>
    <message>
        <source>%1: row %2, column %3</source>
        <extracomment>a place in a session file, put into messages; %1 a key of the file, %2 the row, %3 the column (from 0)</extracomment>
        <translation>%1&#xa0;: ligne %2, colonne %3</translation>
    </message>
    <message>
        <source>%1: %2 must be a positive number up to %3</source>
        <extracomment>%1 where in the session file (a key such as W_Q, or &quot;W_Q: row 2, column 3&quot;), %2 the number found, %3 the largest allowed</extracomment>
        <translation>%1&#xa0;: %2 doit être un nombre positif inférieur ou égal à %3</translation>
    </message>
    <message>
        <source>window: %1 must be a whole number ≥ 1</source>
        <extracomment>before the colon: a key of the session file, kept; %1 the value found</extracomment>
        <translation>window&#xa0;: la fenêtre doit être un nombre entier ≥ 1, pas %1</translation>
    </message>
    <message>
        <source>window: %1 is more than %2</source>
        <extracomment>before the colon: a key of the session file, kept; %1 the value found, %2 the largest whole number</extracomment>
        <translation>window&#xa0;: la fenêtre %1 dépasse %2</translation>
    </message>
    <message>
        <source>prefix: %1 must be a whole number in 0…%2</source>
        <extracomment>before the colon: a key of the session file, kept; %1 the value found, %2 the count of tokens</extracomment>
        <translation>prefix&#xa0;: %1 doit être un nombre entier dans 0…%2</translation>
    </message>
    <message>
        <source>prefix: %1 is outside 0…%2</source>
        <extracomment>before the colon: a key of the session file, kept; %1 the value found, %2 the count of tokens</extracomment>
        <translation>prefix&#xa0;: %1 est hors de 0…%2</translation>
    </message>
    <message>
        <source>segments: %1 ids for %2 tokens</source>
        <extracomment>before the colon: a key of the session file, kept; %1 a count of segment ids, %2 a count of tokens</extracomment>
        <translation>segments&#xa0;: %1 identifiants pour %2 tokens</translation>
    </message>
    <message>
        <source>segments: entry %1 is %2, expected a whole number</source>
        <extracomment>before the colon: a key of the session file, kept; %1 the entry&apos;s number (from 0), %2 the value found</extracomment>
        <translation>segments&#xa0;: l&apos;entrée %1 vaut %2 au lieu d&apos;un nombre entier</translation>
    </message>
    <message>
        <source>target: %1 rows for %2 tokens</source>
        <extracomment>before the colon: a key of the session file, kept; %1 a count of rows, %2 a count of tokens</extracomment>
        <translation>target&#xa0;: %1 lignes pour %2 tokens</translation>
    </message>
    <message>
        <source>training is %1, expected an object</source>
        <extracomment>&quot;training&quot; is a key of the session file, kept; %1 what it is: &quot;a list&quot;, &quot;a number&quot;…</extracomment>
        <translation>training&#xa0;: %1 au lieu d&apos;un objet</translation>
    </message>
    <message>
        <source>training: %1: missing</source>
        <extracomment>before the colon: a key of the session file, kept; %1 a key within it (optimizer or lr)</extracomment>
        <translation>training&#xa0;: %1&#xa0;: manquant</translation>
    </message>
    <message>
        <source>training: optimizer is %1, expected &quot;sgd&quot; or &quot;adam&quot;</source>
        <extracomment>before the colon: a key of the session file, kept; &quot;optimizer&quot;, &quot;sgd&quot; and &quot;adam&quot; kept too; %1 the value found (&quot;a list&quot;…)</extracomment>
        <translation>training&#xa0;: optimizer&#xa0;: %1 au lieu de &quot;sgd&quot; ou &quot;adam&quot;</translation>
    </message>
    <message>
        <source>training: lr: %1 must be a positive number</source>
        <extracomment>before the colon: a key of the session file, kept; lr kept too; %1 the value found</extracomment>
        <translation>training&#xa0;: lr&#xa0;: %1 doit être un nombre positif</translation>
    </message>
    <message>
        <source>format: expected &quot;%1&quot;</source>
        <extracomment>before the colon: a key of the session file, kept; %1 the format&apos;s name</extracomment>
        <translation>format&#xa0;: &quot;%1&quot; attendu</translation>
    </message>
    <message>
        <source>version: expected %1</source>
        <extracomment>before the colon: a key of the session file, kept; %1 the version this app writes</extracomment>
        <translation>version&#xa0;: %1 attendue</translation>
    </message>
    <message>
        <source>version: %1 is newer than this app reads (%2)</source>
        <extracomment>before the colon: a key of the session file, kept; %1 the file&apos;s version, %2 the newest this app reads</extracomment>
        <translation>version&#xa0;: %1 est plus récente que ce que lit cette application (%2)</translation>
    </message>
    <message>
        <source>tokens: there must be at least one token</source>
        <extracomment>before the colon: a key of the session file, kept</extracomment>
        <translation>tokens&#xa0;: il faut au moins un token</translation>
    </message>
    <message>
        <source>tokens: %1 tokens, more than the limit of %2</source>
        <extracomment>before the colon: a key of the session file, kept; %1 the count found, %2 the most allowed</extracomment>
        <translation>tokens&#xa0;: %1 tokens, au-delà de la limite de %2</translation>
    </message>
    <message>
        <source>tokens: token %1 is %2, expected a string</source>
        <extracomment>before the colon: a key of the session file, kept; %1 the token&apos;s number (from 0), %2 what it is (&quot;a number&quot;…)</extracomment>
        <translation>tokens&#xa0;: %2 au lieu d&apos;une chaîne pour le token %1</translation>
    </message>
    <message>
        <source>tokens: token %1 is longer than %2 bytes of UTF-8</source>
        <extracomment>before the colon: a key of the session file, kept; %1 the token&apos;s number (from 0), %2 the most bytes</extracomment>
        <translation>tokens&#xa0;: le token %1 dépasse %2 octets en UTF-8</translation>
    </message>
    <message>
        <source>embeddings: %1 rows for %2 tokens</source>
        <extracomment>before the colon: a key of the session file, kept; %1 a count of rows, %2 a count of tokens</extracomment>
        <translation>embeddings&#xa0;: %1 lignes de plongements pour %2 tokens</translation>
    </message>
    <message>
        <source>num_heads: %1 is not a whole number in 1…%2</source>
        <extracomment>before the colon: a key of the session file, kept; %1 the value found, %2 the most heads</extracomment>
        <translation>num_heads&#xa0;: %1 n&apos;est pas un nombre entier dans 1…%2</translation>
    </message>
    <message>
        <source>causal is %1, expected true or false</source>
        <extracomment>&quot;causal&quot;, true and false are the session file&apos;s words, kept; %1 what it is (&quot;a number&quot;…)</extracomment>
        <translation>causal&#xa0;: %1 au lieu de true ou false</translation>
    </message>
    <message>
        <source>padding: entry %1</source>
        <extracomment>a place in a session file, put into messages; &quot;padding&quot; a key, kept; %1 the entry&apos;s number (from 0)</extracomment>
        <translation>padding (remplissage)&#xa0;: entrée %1</translation>
    </message>
    <message>
        <source>blocked: %1 pairs, more than the limit of %2</source>
        <extracomment>before the colon: a key of the session file, kept; %1 the count found, %2 the most allowed</extracomment>
        <translation>blocked&#xa0;: %1 paires, au-delà de la limite de %2</translation>
    </message>
    <message>
        <source>blocked: entry %1</source>
        <extracomment>a place in a session file, put into messages; &quot;blocked&quot; a key, kept; %1 the entry&apos;s number (from 0)</extracomment>
        <translation>blocked&#xa0;: entrée %1</translation>
    </message>
    <message>
        <source>%1 has %2 numbers, expected [query, key]</source>
        <extracomment>%1 a place in the file (&quot;blocked: entry 3&quot;), %2 a count; the bracket shows what the pair holds</extracomment>
        <translation>%1 a %2 nombres&#xa0;; [requête, clé] attendu</translation>
    </message>
    <message>
        <source> query</source>
        <extracomment>added to a place in a session file (&quot;blocked: entry 3&quot;): the pair&apos;s first number, the query</extracomment>
        <translation> requête</translation>
    </message>
    <message>
        <source> key</source>
        <extracomment>added to a place in a session file (&quot;blocked: entry 3&quot;): the pair&apos;s second number, the key</extracomment>
        <translation> clé</translation>
    </message>
    <message>
        <source>notes: expected a string, not %1</source>
        <extracomment>before the colon: a key of the session file, kept; %1 what it is (&quot;a number&quot;…)</extracomment>
        <translation>notes&#xa0;: %1 au lieu d&apos;une chaîne</translation>
    </message>
    <message>
        <source>notes: %1 bytes, more than the limit of %2</source>
        <extracomment>before the colon: a key of the session file, kept; %1 the count found, %2 the most allowed</extracomment>
        <translation>notes&#xa0;: %1 octets, au-delà de la limite de %2</translation>
    </message>
    <message>
        <source>%1: expected a JSON object with &quot;format&quot;: &quot;%2&quot;</source>
        <extracomment>%1 the file, %2 the format&apos;s name; &quot;format&quot; is a key of the file, kept as it is</extracomment>
        <translation>%1&#xa0;: un objet JSON avec &quot;format&quot;: &quot;%2&quot; est attendu</translation>
    </message>
    <message>
        <source>no preset named &quot;%1&quot; (try: %2)</source>
        <extracomment>%1 the name asked for, %2 the names there are</extracomment>
        <translation>aucun exemple nommé «&#xa0;%1&#xa0;» (essayez&#xa0;: %2)</translation>
    </message>
    <message>
        <source>%1: expected an object, not %2</source>
        <extracomment>%1 a key of the session file (&quot;block: mlp&quot;), %2 what it is: &quot;a list&quot;, &quot;a number&quot;…</extracomment>
        <translation>%1&#xa0;: %2 au lieu d&apos;un objet</translation>
    </message>
    <message>
        <source>%1%2 is not a key there (%3)</source>
        <extracomment>%1 where in the session file (&quot;block: mlp: &quot;), %2 the key found, %3 the keys it may have</extracomment>
        <translation>%1%2 n&apos;est pas une clé possible ici (%3)</translation>
    </message>
    <message>
        <source>block: a session with latent attention (mla) has no block: it is GPT-2&apos;s</source>
        <extracomment>&quot;block&quot; and &quot;mla&quot; are keys of the session file, kept as they are</extracomment>
        <translation>block&#xa0;: une session à attention latente (mla) n&apos;a pas de block&#xa0;: celui-ci est propre à GPT-2</translation>
    </message>
    <message>
        <source>block: mlp: activation: %1, expected &quot;gelu_new&quot; (GPT-2&apos;s)</source>
        <extracomment>before the colons: keys of the session file, kept; &quot;gelu_new&quot; kept too; %1 the value found, or &quot;missing&quot;</extracomment>
        <translation>block&#xa0;: mlp&#xa0;: activation&#xa0;: %1&#xa0;; &quot;gelu_new&quot; attendu (celle de GPT-2)</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>block: mlp: W_in: %1 columns, outside 1…%2</source>
        <extracomment>before the colons: keys of the session file, kept; %1 the count found, %2 the most allowed</extracomment>
        <translation>block&#xa0;: mlp&#xa0;: W_in&#xa0;: %1 colonnes, hors de 1…%2</translation>
    </message>
    <message>
        <source>block: eps: missing</source>
        <extracomment>before the colons: keys of the session file, kept</extracomment>
        <translation>block&#xa0;: eps&#xa0;: manquant</translation>
    </message>
    <message>
        <source>%1: %2 is not a whole number in %3…%4</source>
        <extracomment>%1 a key of the session file, %2 the value found, %3…%4 the range allowed</extracomment>
        <translation>%1&#xa0;: %2 n&apos;est pas un nombre entier dans %3…%4</translation>
    </message>
    <message>
        <source>%1: %2: missing</source>
        <extracomment>%1 where in the session file (&quot;rope: scaling&quot;), %2 the key that is not there</extracomment>
        <translation>%1&#xa0;: %2&#xa0;: manquant</translation>
    </message>
    <message>
        <source>num_kv_heads: %1 does not divide num_heads %2</source>
        <extracomment>before the colon: a key of the session file, kept; num_heads kept too; %1 the value found, %2 the number of heads</extracomment>
        <translation>num_kv_heads&#xa0;: %1 ne divise pas num_heads %2</translation>
    </message>
    <message>
        <source>head_dim: num_heads %1 × head_dim %2 is more than the limit of %3</source>
        <extracomment>before the colon: a key of the session file, kept; num_heads and head_dim kept too; %1 heads, %2 their width, %3 the most columns</extracomment>
        <translation>head_dim&#xa0;: num_heads %1 × head_dim %2 dépasse la limite de %3</translation>
    </message>
    <message>
        <source>num_heads: %1 does not divide d_model %2</source>
        <extracomment>before the colon: a key of the session file, kept; d_model kept too; %1 the number of heads, %2 the model&apos;s width</extracomment>
        <translation>num_heads&#xa0;: %1 ne divise pas d_model %2</translation>
    </message>
    <message>
        <source>norm_eps: %1 must lie in [1e-12, 1]</source>
        <extracomment>before the colon: a key of the session file, kept; %1 the value found</extracomment>
        <translation>norm_eps&#xa0;: %1 doit être dans [1e-12, 1]</translation>
    </message>
    <message>
        <source>rope is %1, expected an object</source>
        <extracomment>&quot;rope&quot; is a key of the session file, kept; %1 what it is (&quot;a list&quot;, &quot;a number&quot;…)</extracomment>
        <translation>rope&#xa0;: %1 au lieu d&apos;un objet</translation>
    </message>
    <message>
        <source>rope: positions: entry %1</source>
        <extracomment>a place in a session file, put into messages; &quot;rope: positions&quot; keys, kept; %1 the entry&apos;s number (from 0)</extracomment>
        <translation>rope&#xa0;: positions&#xa0;: entrée %1</translation>
    </message>
    <message>
        <source>%1 is %2, expected an object</source>
        <extracomment>%1 where in the session file (&quot;rope: scaling&quot;), %2 what it is (&quot;a list&quot;, &quot;a number&quot;…)</extracomment>
        <translation>%1&#xa0;: %2 au lieu d&apos;un objet</translation>
    </message>
    <message>
        <source>%1: high_freq_factor must be larger than low_freq_factor</source>
        <extracomment>%1 where in the session file (&quot;rope: scaling&quot;); high_freq_factor and low_freq_factor are keys, kept</extracomment>
        <translation>%1&#xa0;: high_freq_factor doit être supérieur à low_freq_factor</translation>
    </message>
    <message>
        <source>%1: truncate is %2, expected true or false</source>
        <extracomment>%1 where in the session file (&quot;rope: scaling&quot;); truncate, true and false are the file&apos;s words, kept; %2 what it is</extracomment>
        <translation>%1&#xa0;: truncate&#xa0;: %2 au lieu de true ou false</translation>
    </message>
    <message>
        <source>%1: rope_type is %2; the supported ones are linear, llama3 and yarn</source>
        <extracomment>%1 where in the session file (&quot;rope: scaling&quot;), %2 the value found; rope_type, linear, llama3 and yarn kept</extracomment>
        <translation>%1&#xa0;: rope_type vaut %2&#xa0;; les types pris en charge sont linear, llama3 et yarn</translation>
    </message>
    <message>
        <source>mla: %1: missing</source>
        <extracomment>&quot;mla&quot; is a key of the session file, kept; %1 a key within it that is not there</extracomment>
        <translation>mla&#xa0;: %1&#xa0;: manquant</translation>
    </message>
    <message>
        <source>mla: expected an object, not %1</source>
        <extracomment>&quot;mla&quot; is a key of the session file, kept; %1 what it is (&quot;a list&quot;, &quot;a number&quot;…)</extracomment>
        <translation>mla&#xa0;: %1 au lieu d&apos;un objet</translation>
    </message>
    <message>
        <source>%1: a session with latent attention (mla) has no %1</source>
        <extracomment>%1 a key of the session file (W_Q, head_dim…); &quot;mla&quot; is one too, kept</extracomment>
        <translation>%1&#xa0;: une session à attention latente (mla) n&apos;a pas de %1</translation>
    </message>
    <message>
        <source>mla: %1 is not a key of mla (W_DQ, q_a_norm, W_UQ, W_DKV, kv_norm, W_UK, W_UV, W_KR, qk_nope_head_dim, qk_rope_head_dim, v_head_dim)</source>
        <extracomment>&quot;mla&quot; and the names in brackets are keys of the session file, kept; %1 the key found</extracomment>
        <translation>mla&#xa0;: %1 n&apos;est pas une clé de mla (W_DQ, q_a_norm, W_UQ, W_DKV, kv_norm, W_UK, W_UV, W_KR, qk_nope_head_dim, qk_rope_head_dim, v_head_dim)</translation>
    </message>
    <message>
        <source>mla: qk_rope_head_dim %1 is odd; RoPE turns pairs of columns</source>
        <extracomment>&quot;mla&quot; and qk_rope_head_dim are keys of the session file, kept; %1 the value found</extracomment>
        <translation>mla&#xa0;: qk_rope_head_dim %1 est impair&#xa0;; RoPE fait tourner des paires de colonnes</translation>
    </message>
    <message>
        <source>mla: num_heads %1 × max(qk_nope_head_dim + qk_rope_head_dim, v_head_dim) %2 is more than the limit of %3</source>
        <extracomment>the names with underscores and &quot;mla&quot; are keys of the session file, kept; %1 the number of heads, %2 the widest of a head&apos;s parts, %3 the most columns</extracomment>
        <translation>mla&#xa0;: num_heads %1 × max(qk_nope_head_dim + qk_rope_head_dim, v_head_dim) %2 dépasse la limite de %3</translation>
    </message>
    <message>
        <source>alibi is %1, expected true or false</source>
        <extracomment>&quot;alibi&quot;, true and false are the session file&apos;s words, kept; %1 what it is (&quot;a list&quot;, &quot;a number&quot;…)</extracomment>
        <translation>alibi&#xa0;: %1 au lieu de true ou false</translation>
    </message>
    <message>
        <source>sinks: %1 for %2, expected one a head</source>
        <extracomment>before the colon: a key of the session file, kept; %1 a count of numbers (&quot;3 numbers&quot;), %2 a count of heads (&quot;4 heads&quot;)</extracomment>
        <translation>sinks&#xa0;: %1 pour %2&#xa0;; un puits par tête attendu</translation>
    </message>
    <message>
        <source>sinks: head %1</source>
        <extracomment>a place in a session file, put into messages; &quot;sinks&quot; a key, kept; %1 the head&apos;s number (from 1)</extracomment>
        <translation>sinks&#xa0;: puits de la tête %1</translation>
    </message>
    <message>
        <source>%1: %2 is beyond ±%3</source>
        <extracomment>%1 where in the session file (&quot;sinks: head 2&quot;), %2 the value found, %3 the largest size allowed</extracomment>
        <translation>%1&#xa0;: %2 dépasse ±%3</translation>
    </message>
    <message>
        <source>not valid JSON (%1 at %2)</source>
        <extracomment>%1 the parser&apos;s reason (Qt&apos;s own words, e.g. &quot;illegal value&quot;), %2 &quot;line 3, column 7&quot;</extracomment>
        <translation>JSON non valide (%1 à la %2)</translation>
    </message>
    <message>
        <source>key &quot;%1&quot; appears twice in the same object (%2)</source>
        <extracomment>%1 the key, %2 where: &quot;line 3, column 7&quot;</extracomment>
        <translation>la clé «&#xa0;%1&#xa0;» apparaît deux fois dans le même objet (%2)</translation>
    </message>
    <message>
        <source>a lone UTF-16 surrogate \u%1 in a string</source>
        <extracomment>%1 four hexadecimal digits</extracomment>
        <translation>un code de substitution UTF-16 isolé \u%1 dans une chaîne</translation>
    </message>
    <message>
        <source>a string that is not valid UTF-8</source>
        <translation>une chaîne qui n&apos;est pas en UTF-8 valide</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <extracomment>where in a file a problem is: %1 the line, %2 the column (both counted from 1)</extracomment>
        <translation>ligne %1, colonne %2</translation>
    </message>
    <message>
        <source>%1 is a symbolic link; give a folder that does not exist or is empty</source>
        <extracomment>%1 the folder</extracomment>
        <translation>%1 est un lien symbolique&#xa0;; donnez un dossier qui n&apos;existe pas ou qui est vide</translation>
    </message>
    <message>
        <source>%1: the folder it would go in does not exist</source>
        <extracomment>%1 the folder</extracomment>
        <translation>%1&#xa0;: le dossier qui doit le contenir n&apos;existe pas</translation>
    </message>
    <message>
        <source>%1 exists and is not a folder</source>
        <extracomment>%1 the folder</extracomment>
        <translation>%1 existe et n&apos;est pas un dossier</translation>
    </message>
    <message>
        <source>%1 is not empty</source>
        <extracomment>%1 the folder</extracomment>
        <translation>%1 n&apos;est pas vide</translation>
    </message>
</context>
<context>
    <name>LessonText</name>
    <message>
        <source>T (log scale)</source>
        <translation>T (échelle logarithmique)</translation>
    </message>
    <message>
        <source>scores per head</source>
        <extracomment>the measured cost&apos;s table: T (tokens), scores per head, time, × (how much longer), memory</extracomment>
        <translation>scores par tête</translation>
    </message>
    <message>
        <source>time</source>
        <extracomment>a column heading: the time one forward pass took</extracomment>
        <translation>temps</translation>
    </message>
    <message>
        <source>memory</source>
        <extracomment>a column heading: the memory the result took</extracomment>
        <translation>mémoire</translation>
    </message>
    <message>
        <source>time per forward pass</source>
        <translation>temps par passe avant</translation>
    </message>
    <message>
        <source>memory of the result</source>
        <translation>mémoire du résultat</translation>
    </message>
    <message>
        <source>from this session: %1</source>
        <extracomment>the slide&apos;s footer; %1: what the step takes from the session, joined by &quot;; &quot;</extracomment>
        <translation>de cette session&#xa0;: %1</translation>
    </message>
    <message>
        <source>the lesson&apos;s constants: %1</source>
        <extracomment>the slide&apos;s footer; %1: the lesson&apos;s own numbers the step uses, joined by &quot;; &quot;</extracomment>
        <translation>constantes de la leçon&#xa0;: %1</translation>
    </message>
    <message>
        <source>Attention, worked out by hand — answer key</source>
        <translation>L&apos;attention, calculée à la main — corrigé</translation>
    </message>
    <message>
        <source>Attention, worked out by hand — worksheet</source>
        <translation>L&apos;attention, calculée à la main — fiche d&apos;exercices</translation>
    </message>
    <message>
        <source>Name: ____________________</source>
        <translation>Nom&#xa0;: ____________________</translation>
    </message>
    <message>
        <source>Work it out here:</source>
        <translation>Calculez ici&#xa0;:</translation>
    </message>
    <message>
        <source>Work it out on the back of the sheet.</source>
        <translation>Calculez au dos de la feuille.</translation>
    </message>
    <message>
        <source>This session makes q, k and v from DeepSeek&apos;s latents (mla), not from W_Q, W_K and W_V, which the lesson&apos;s steps work out by hand. The heatmaps, the tables and the breakdown show this layer; open the lesson&apos;s example (File ▸ Presets ▸ The lesson: three tokens by hand) for the steps.</source>
        <translation>Cette session fabrique q, k et v à partir des latents de DeepSeek (mla), et non de W_Q, W_K et W_V, que les étapes de la leçon calculent à la main. Les cartes de chaleur, les tableaux et la décomposition montrent cette couche&#xa0;; pour les étapes, ouvrez l&apos;exemple de la leçon (Fichier ▸ Exemples ▸ La leçon&#xa0;: trois tokens à la main).</translation>
    </message>
    <message>
        <source>, columns %1</source>
        <extracomment>after a name, the columns (numbered from 1) it is of: &quot;, columns 18, 24&quot;</extracomment>
        <translation>, colonnes %1</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <extracomment>the end of a list: &quot;%1 and %2&quot;, %1 being one item or several joined by &quot;, &quot;</extracomment>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>token %1 %2</source>
        <extracomment>a token by its number and itself: token 2 “river”</extracomment>
        <translation>token %1 %2</translation>
    </message>
    <message>
        <source>query %1 %2</source>
        <extracomment>the query (a token) by its number and itself: query 2 “river”</extracomment>
        <translation>requête %1 %2</translation>
    </message>
    <message>
        <source>head %1 of %2</source>
        <extracomment>an attention head: head 2 of 8</extracomment>
        <translation>tête %1 sur %2</translation>
    </message>
    <message>
        <source>head 1</source>
        <extracomment>the only attention head</extracomment>
        <translation>tête 1</translation>
    </message>
    <message>
        <source>Layer %1 · head %2</source>
        <translation>Couche %1 · tête %2</translation>
    </message>
    <message>
        <source>recorded: a 2-layer model learns to repeat, %1 steps in %2 s</source>
        <translation>enregistré&#xa0;: un modèle à 2 couches apprend à répéter, %1 étapes en %2 s</translation>
    </message>
    <message>
        <source>its induction head, %1, after training</source>
        <extracomment>%1: the head, as &quot;L2 H1&quot; (layer 2, head 1)</extracomment>
        <translation>sa tête d&apos;induction, %1, après l&apos;entraînement</translation>
    </message>
    <message>
        <source>each letter of the second copy looks at the letter after its first occurrence</source>
        <translation>chaque lettre de la seconde copie regarde la lettre qui suit sa première occurrence</translation>
    </message>
    <message>
        <source>%1 at step %2</source>
        <extracomment>a head and the training step where it formed: &quot;L1 H3 at step 450&quot;</extracomment>
        <translation>%1 à l&apos;étape %2</translation>
    </message>
    <message>
        <source>not yet</source>
        <extracomment>the head has not formed yet</extracomment>
        <translation>pas encore</translation>
    </message>
    <message>
        <source>A model with two layers of attention learns, from random weights, to continue random letters said twice. Its loss on the repeated half falls slowly, then steps down: what formed there?</source>
        <translation>Un modèle à deux couches d&apos;attention apprend, à partir de poids aléatoires, à continuer des lettres aléatoires dites deux fois. Sa perte sur la moitié répétée baisse lentement, puis descend d&apos;un palier&#xa0;: qu&apos;est-ce qui s&apos;est formé à ce moment-là&#xa0;?</translation>
    </message>
    <message>
        <source>what formed where the loss stepped down</source>
        <translation>ce qui s&apos;est formé quand la perte est descendue d&apos;un palier</translation>
    </message>
    <message>
        <source>a previous-token head and an induction head</source>
        <translation>une tête du token précédent et une tête d&apos;induction</translation>
    </message>
    <message>
        <source>Two heads formed together: a previous-token head (%1) and an induction head (%2) that uses it to find each letter&apos;s earlier place and copy what came next. The loss on the repeated half fell to %3; with the induction head switched off it is %4. Labs ▸ Train a Model trains it live.</source>
        <translation>Deux têtes se sont formées ensemble&#xa0;: une tête du token précédent (%1) et une tête d&apos;induction (%2) qui s&apos;en sert pour retrouver la place précédente de chaque lettre et recopier ce qui la suivait. La perte sur la moitié répétée est tombée à %3&#xa0;; avec la tête d&apos;induction désactivée, elle vaut %4. Ateliers ▸ Entraîner un modèle l&apos;entraîne en direct.</translation>
    </message>
    <message>
        <source>recorded once by the app; not this session</source>
        <translation>enregistré une fois par l&apos;application&#xa0;; pas cette session</translation>
    </message>
    <message>
        <source>This session&apos;s tokens or embeddings were edited since its layer was taken from the model, so the rest of the block no longer belongs to them. Undo the edit to bring it back.</source>
        <translation>Les tokens ou les plongements de cette session ont été modifiés depuis que sa couche a été extraite du modèle&#xa0;: le reste du bloc ne leur correspond donc plus. Annulez la modification pour le retrouver.</translation>
    </message>
    <message>
        <source>This session is the attention alone. A GPT-2 layer taken from a model carries the rest of its block: open a model folder (File ▸ Open Model…) and choose Edit Layer N in the Tables, or write one with attention-lab model DIR --text … --layer L --session-out layer.json.</source>
        <translation>Cette session ne contient que l&apos;attention. Une couche de GPT-2 extraite d&apos;un modèle apporte le reste de son bloc&#xa0;: ouvrez un dossier de modèle (Fichier ▸ Ouvrir un modèle…) et choisissez Modifier la couche N dans les tableaux, ou écrivez-en une avec attention-lab model DIR --text … --layer L --session-out layer.json.</translation>
    </message>
    <message>
        <source>x is the residual stream: each token&apos;s row, carried from block to block</source>
        <translation>x est le flux résiduel&#xa0;: la ligne de chaque token, transmise de bloc en bloc</translation>
    </message>
    <message>
        <source>each sub-layer reads a normed copy and adds its answer back</source>
        <translation>chaque sous-couche lit une copie normalisée et y ajoute sa réponse</translation>
    </message>
    <message>
        <source>this session&apos;s attention has</source>
        <extracomment>a line cut by a number: &quot;this session&apos;s attention has&quot; 12 &quot; weights&quot;</extracomment>
        <translation>l&apos;attention de cette session a</translation>
    </message>
    <message>
        <source> weights</source>
        <extracomment>after a number: &quot;… has 12 weights&quot; (parameters); keep the space in front
----------
after a count: &quot;262,144 weights&quot;</extracomment>
        <translation> poids</translation>
    </message>
    <message>
        <source>GPT-2&apos;s MLP for d_model %1, %1 → %2 → %1, has</source>
        <extracomment>followed by a number: how many weights (parameters) the MLP has</extracomment>
        <translation>le MLP de GPT-2 pour d_model %1, %1 → %2 → %1, a</translation>
    </message>
    <message>
        <source>Attention is one half of a transformer block. %1</source>
        <translation>L&apos;attention est une moitié d&apos;un bloc de transformer. %1</translation>
    </message>
    <message>
        <source>the attention&apos;s weight count</source>
        <translation>le nombre de poids de l&apos;attention</translation>
    </message>
    <message>
        <source>x, the stream entering this block:</source>
        <extracomment>followed by the shape of x, &quot;3 × 768&quot;</extracomment>
        <translation>x, le flux qui entre dans ce bloc&#xa0;:</translation>
    </message>
    <message>
        <source> — LN₁(x) is the X the lesson worked with</source>
        <extracomment>after the shape of x (keep the space in front)</extracomment>
        <translation> — LN₁(x) est le X sur lequel la leçon a travaillé</translation>
    </message>
    <message>
        <source>the attention&apos;s weights:</source>
        <extracomment>followed by a count of weights (parameters)</extracomment>
        <translation>poids de l&apos;attention&#xa0;:</translation>
    </message>
    <message>
        <source>the MLP&apos;s, d_model %1 → %2 → %1:</source>
        <extracomment>&quot;the MLP&apos;s (weights)&quot;, followed by a count of weights (parameters)</extracomment>
        <translation>poids du MLP, d_model %1 → %2 → %1&#xa0;:</translation>
    </message>
    <message>
        <source> (and %1 in the two norms)</source>
        <extracomment>after the MLP&apos;s weight count: %1 weights more in the two LayerNorms (keep the space)</extracomment>
        <translation> (et %1 dans les deux normes)</translation>
    </message>
    <message>
        <source>for %1: |x| = %2, the attention adds |a| = %3, the MLP |m| =</source>
        <translation>pour la %1&#xa0;: |x| = %2, l&apos;attention ajoute |a| = %3, le MLP |m| =</translation>
    </message>
    <message>
        <source>nothing in the block replaces the stream: each half adds to it</source>
        <translation>rien dans le bloc ne remplace le flux&#xa0;: chaque moitié s&apos;y ajoute</translation>
    </message>
    <message>
        <source>This session is a layer of a real model: the attention the lesson worked out is one half of its block. Before it, LayerNorm; after it, the residual add; then a second LayerNorm and an MLP %1 units wide, added to the stream too.</source>
        <translation>Cette session est une couche d&apos;un vrai modèle&#xa0;: l&apos;attention calculée par la leçon est une moitié de son bloc. Avant elle, une LayerNorm&#xa0;; après elle, l&apos;addition résiduelle&#xa0;; puis une seconde LayerNorm et un MLP de %1 unités, lui aussi ajouté au flux.</translation>
    </message>
    <message>
        <source>the block&apos;s sizes and weight counts</source>
        <translation>les tailles du bloc et ses nombres de poids</translation>
    </message>
    <message>
        <source>the lengths of %1&apos;s rows</source>
        <translation>les longueurs des lignes de la %1</translation>
    </message>
    <message>
        <source>The residual add and LayerNorm of one row, with the layer&apos;s own block.</source>
        <translation>L&apos;addition résiduelle et la LayerNorm d&apos;une ligne, avec le bloc propre à la couche.</translation>
    </message>
    <message>
        <source>the block of the layer</source>
        <translation>le bloc de la couche</translation>
    </message>
    <message>
        <source>attention</source>
        <translation>attention</translation>
    </message>
    <message>
        <source>the residual add, then %1(h) with ε = %2, %3</source>
        <translation>l&apos;addition résiduelle, puis %1(h) avec ε = %2, %3</translation>
    </message>
    <message>
        <source>μ = the mean of h&apos;s %1 numbers =</source>
        <translation>μ = la moyenne des %1 nombres de h =</translation>
    </message>
    <message>
        <source>σ² = the mean of (h − μ)² =</source>
        <translation>σ² = la moyenne de (h − μ)² =</translation>
    </message>
    <message>
        <source>  the furthest from μ</source>
        <extracomment>after a worked line&apos;s result: this column is furthest from the mean μ (keep the spaces)</extracomment>
        <translation>  le plus éloigné de μ</translation>
    </message>
    <message>
        <source>First the attention&apos;s answer is added to the stream: h = x + attention. Then LayerNorm makes the row of %1 mean 0 and spread 1 — subtract μ, divide by √(σ² + ε) — and scales each column by γ and shifts it by β, the norm&apos;s weights.</source>
        <translation>D&apos;abord, la réponse de l&apos;attention est ajoutée au flux&#xa0;: h = x + attention. Ensuite, la LayerNorm ramène la ligne de la %1 à une moyenne de 0 et une dispersion de 1 — soustraire μ, diviser par √(σ² + ε) —, puis met chaque colonne à l&apos;échelle par γ et la décale de β, les poids de la norme.</translation>
    </message>
    <message>
        <source>the stream x, the attention&apos;s output and LN₂&apos;s γ and β</source>
        <translation>le flux x, la sortie de l&apos;attention, et γ et β de LN₂</translation>
    </message>
    <message>
        <source>The original transformer added attention&apos;s answer to its input and normalised the sum: LN(X + attention). LayerNorm makes the row of %1 mean 0 and spread 1 — subtract μ, divide by √(σ² + ε). A trained norm then scales each column by γ and shifts it by β; here γ = 1 and β = 0, as a norm starts.</source>
        <translation>Le transformer d&apos;origine ajoutait la réponse de l&apos;attention à son entrée et normalisait la somme&#xa0;: LN(X + attention). La LayerNorm ramène la ligne de la %1 à une moyenne de 0 et une dispersion de 1 — soustraire μ, diviser par √(σ² + ε). Une norme entraînée met ensuite chaque colonne à l&apos;échelle par γ et la décale de β&#xa0;; ici γ = 1 et β = 0, comme au départ d&apos;une norme.</translation>
    </message>
    <message>
        <source> With two numbers only their order is left: ±%1.</source>
        <translation> Avec deux nombres, il ne reste que leur ordre&#xa0;: ±%1.</translation>
    </message>
    <message>
        <source>X and the attention&apos;s output of %1</source>
        <translation>X et la sortie de l&apos;attention pour la %1</translation>
    </message>
    <message>
        <source>γ = 1, β = 0 and ε = 10⁻⁵: a norm&apos;s weights before training</source>
        <translation>γ = 1, β = 0 et ε = 10⁻⁵&#xa0;: les poids d&apos;une norme avant l&apos;entraînement</translation>
    </message>
    <message>
        <source>μ = %1 and σ² = %2: each column of h is moved by %3 and divided by %4.</source>
        <translation>μ = %1 et σ² = %2&#xa0;: chaque colonne de h est décalée de %3 et divisée par %4.</translation>
    </message>
    <message>
        <source>The second half of the block: an MLP on each row alone, added to the stream.</source>
        <translation>La seconde moitié du bloc&#xa0;: un MLP sur chaque ligne séparément, ajouté au flux.</translation>
    </message>
    <message>
        <source>W_in, b_in, W_out and b_out of the block, and the row h</source>
        <translation>W_in, b_in, W_out et b_out du bloc, et la ligne h</translation>
    </message>
    <message>
        <source>LN₂(h) · W_in + b_in: %1 hidden units, %2</source>
        <translation>LN₂(h) · W_in + b_in&#xa0;: %1 unités cachées, %2</translation>
    </message>
    <message>
        <source>hidden</source>
        <extracomment>the name of a row of numbers: the MLP&apos;s hidden units</extracomment>
        <translation>unités cachées</translation>
    </message>
    <message>
        <source>unit %1: gelu(%2) =</source>
        <extracomment>a hidden unit (neuron) of the MLP</extracomment>
        <translation>unité %1&#xa0;: gelu(%2) =</translation>
    </message>
    <message>
        <source>  nearly shut</source>
        <extracomment>after gelu&apos;s result: the unit is nearly switched off (keep the space in front)</extracomment>
        <translation>  presque éteinte</translation>
    </message>
    <message>
        <source>  damped</source>
        <translation>  atténuée</translation>
    </message>
    <message>
        <source>units gelu lets through (&gt; 0):</source>
        <translation>unités que gelu laisse passer (&gt; 0)&#xa0;:</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>a count of hidden units: &quot;1,432 of 3,072&quot;</extracomment>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>  what the next block reads</source>
        <extracomment>after the row y: y is what the next transformer block reads (keep the space in front)</extracomment>
        <translation>  ce que lit le bloc suivant</translation>
    </message>
    <message>
        <source>The MLP works on each row alone: the normed row of %1 is widened to %2 hidden units, each through gelu(x) = ½·x·(1 + tanh(0.798·(x + 0.0447·x³))) — large ones pass, negative ones are damped or shut — then brought back to d_model %3 and added to the stream.</source>
        <translation>Le MLP travaille sur chaque ligne séparément&#xa0;: la ligne normalisée de la %1 est élargie à %2 unités cachées, chacune passée par gelu(x) = ½·x·(1 + tanh(0,798·(x + 0,0447·x³))) — les grandes valeurs passent, les négatives sont atténuées ou éteintes —, puis ramenée à d_model %3 et ajoutée au flux.</translation>
    </message>
    <message>
        <source>gelu(%1) = %2: gelu(x) ≈ x·Φ(x), Φ the chance that a standard normal number is below x — near x for a large x, near 0 for a very negative one.</source>
        <translation>gelu(%1) = %2&#xa0;: gelu(x) ≈ x·Φ(x), où Φ est la probabilité qu&apos;un nombre tiré selon la loi normale centrée réduite soit inférieur à x — proche de x pour un grand x, proche de 0 pour un x très négatif.</translation>
    </message>
    <message>
        <source>this session: d_model = %1, h = %2</source>
        <translation>cette session&#xa0;: d_model = %1, h = %2</translation>
    </message>
    <message>
        <source>One softmax per token must compromise between grammar, neighbours and distant references. Several smaller attentions need not: the width is cut into h slices, and each head works with its own d_k = d_model / h columns of Q, K and V.</source>
        <translation>Une seule softmax par token doit faire un compromis entre la grammaire, les voisins et les références lointaines. Plusieurs attentions plus petites n&apos;y sont pas obligées&#xa0;: la largeur est découpée en h tranches, et chaque tête travaille avec ses propres d_k = d_model / h colonnes de Q, K et V.</translation>
    </message>
    <message>
        <source>512 / 8 = 64 columns per head; this session: %1 / %2 = %3.</source>
        <translation>512 / 8 = 64 colonnes par tête&#xa0;; cette session&#xa0;: %1 / %2 = %3.</translation>
    </message>
    <message>
        <source>d_model = 512 with h = 8 heads</source>
        <translation>d_model = 512 avec h = 8 têtes</translation>
    </message>
    <message>
        <source>this session&apos;s d_model = %1 and h = %2</source>
        <translation>d_model = %1 et h = %2 de cette session</translation>
    </message>
    <message>
        <source>d_model = %1 cannot be split</source>
        <translation>d_model = %1 ne peut pas être découpé</translation>
    </message>
    <message>
        <source>K/V heads</source>
        <extracomment>items of a list joined by &quot;and&quot;: the settings of a session that fix its heads</extracomment>
        <translation>têtes K/V</translation>
    </message>
    <message>
        <source>q/k norms</source>
        <translation>normes de q/k</translation>
    </message>
    <message>
        <source>ALiBi slopes</source>
        <translation>pentes ALiBi</translation>
    </message>
    <message>
        <source>soft-cap</source>
        <extracomment>the soft-cap of the logits (a tanh capping the scores)</extracomment>
        <translation>soft-cap</translation>
    </message>
    <message>
        <source>sinks</source>
        <extracomment>attention sinks: extra logits that take a share of the weights</extracomment>
        <translation>puits</translation>
    </message>
    <message>
        <source>latent attention</source>
        <translation>attention latente</translation>
    </message>
    <message>
        <source>its settings are made for the heads it has</source>
        <translation>ses réglages sont faits pour les têtes qu&apos;elle a</translation>
    </message>
    <message>
        <source>output row %1</source>
        <translation>ligne de sortie %1</translation>
    </message>
    <message>
        <source>concat · W_O, one head</source>
        <translation>concat · W_O, une seule tête</translation>
    </message>
    <message numerus="yes">
        <source>concat · W_O, %n head(s)</source>
        <translation>
            <numerusform>concat · W_O, %n tête</numerusform>
            <numerusform>concat · W_O, %n têtes</numerusform>
        </translation>
    </message>
    <message>
        <source>concat · W_O with a W_O that mixes %1 heads</source>
        <translation>concat · W_O avec un W_O qui mélange %1 têtes</translation>
    </message>
    <message>
        <source>concat</source>
        <extracomment>the name of the matrix of the heads&apos; outputs side by side (concatenated)</extracomment>
        <translation>concat</translation>
    </message>
    <message>
        <source>output</source>
        <translation>sortie</translation>
    </message>
    <message>
        <source>token %1: concat =</source>
        <translation>token %1&#xa0;: concat =</translation>
    </message>
    <message>
        <source>concat · W_O, then + b_O =</source>
        <translation>concat · W_O, puis + b_O =</translation>
    </message>
    <message>
        <source> (the output bias, added to every row)</source>
        <translation> (le biais de sortie, ajouté à chaque ligne)</translation>
    </message>
    <message>
        <source>token %1%2: output =</source>
        <translation>token %1%2&#xa0;: sortie =</translation>
    </message>
    <message>
        <source>  = concat</source>
        <translation>  égale à concat</translation>
    </message>
    <message>
        <source>  ≠ concat</source>
        <translation>  différente de concat</translation>
    </message>
    <message>
        <source>output column %1 = concat column %1 + ½ · concat column %2 (head %3&apos;s)</source>
        <translation>colonne de sortie %1 = colonne %1 de concat + ½ · colonne %2 de concat (celle de la tête %3)</translation>
    </message>
    <message>
        <source>the lesson&apos;s model: 8 heads × 64 = a 512-wide concat, W_O 512 × 512</source>
        <translation>le modèle de la leçon&#xa0;: 8 têtes × 64 = une concat de largeur 512, W_O 512 × 512</translation>
    </message>
    <message>
        <source>This session has one head (%1): concat is that head&apos;s output, %2, and W_O (%3) has no other head to mix in: it maps the output back to the model&apos;s width%4. With several heads, W_O is where they meet.</source>
        <translation>Cette session a une seule tête (%1)&#xa0;: concat est la sortie de cette tête, %2, et W_O (%3) n&apos;a aucune autre tête à mélanger&#xa0;: il ramène la sortie à la largeur du modèle%4. Avec plusieurs têtes, c&apos;est dans W_O qu&apos;elles se rencontrent.</translation>
    </message>
    <message>
        <source>, then b_O is added</source>
        <translation>, puis b_O est ajouté</translation>
    </message>
    <message>
        <source>Each head outputs d_k = %1 numbers per token; side by side they make concat, %2 again. W_O (%3) then lets every output column draw on every head — without it, heads would never mix.</source>
        <translation>Chaque tête produit d_k = %1 nombres par token&#xa0;; mises côte à côte, ces sorties forment concat, de nouveau %2. W_O (%3) permet ensuite à chaque colonne de sortie de puiser dans toutes les têtes — sans lui, les têtes ne se mélangeraient jamais.</translation>
    </message>
    <message>
        <source> This session adds its output bias b_O after W_O.</source>
        <translation> Cette session ajoute son biais de sortie b_O après W_O.</translation>
    </message>
    <message>
        <source> Here the one head is split in %1 for the picture: its concat is not the %2 of Blend the values.</source>
        <translation> Ici, l&apos;unique tête est découpée en %1 pour l&apos;image&#xa0;: sa concat n&apos;est pas le %2 de l&apos;étape «&#xa0;Mélanger les valeurs&#xa0;».</translation>
    </message>
    <message>
        <source>Token %1: concat %2 becomes output %3 — %4.</source>
        <translation>Token %1&#xa0;: concat %2 devient la sortie %3 — %4.</translation>
    </message>
    <message>
        <source>one head, nothing to mix</source>
        <translation>une seule tête, rien à mélanger</translation>
    </message>
    <message>
        <source>each column now combines heads</source>
        <translation>chaque colonne combine maintenant des têtes</translation>
    </message>
    <message>
        <source>the heads&apos; outputs (concat) of this session</source>
        <translation>les sorties des têtes (concat) de cette session</translation>
    </message>
    <message>
        <source>for the picture, %1 heads of d_k = %2 and W_O = I + ½·(each head&apos;s columns into the next head&apos;s)</source>
        <translation>pour l&apos;image, %1 têtes de d_k = %2 et W_O = I + ½·(les colonnes de chaque tête vers celles de la tête suivante)</translation>
    </message>
    <message>
        <source>W_O = I + ½·(each head&apos;s columns into the next head&apos;s), for the picture: this session&apos;s W_O %1</source>
        <translation>W_O = I + ½·(les colonnes de chaque tête vers celles de la tête suivante), pour l&apos;image&#xa0;: le W_O de cette session %1</translation>
    </message>
    <message>
        <source>is the identity</source>
        <translation>est l&apos;identité</translation>
    </message>
    <message>
        <source>has one head to mix</source>
        <translation>n&apos;a qu&apos;une tête à mélanger</translation>
    </message>
    <message>
        <source>W_O and the output</source>
        <translation>W_O et la sortie</translation>
    </message>
    <message>
        <source>[pad]</source>
        <extracomment>the padding token of a batch row, as tokenizers write it</extracomment>
        <translation>[pad]</translation>
    </message>
    <message>
        <source>a batch of B = 2: the second sentence is one token shorter, padded</source>
        <translation>un lot de B = 2&#xa0;: la seconde phrase a un token de moins, complété par du remplissage</translation>
    </message>
    <message>
        <source>a batch of B = 2 (one token each: nothing to pad)</source>
        <translation>un lot de B = 2 (un token chacune&#xa0;: rien à compléter)</translation>
    </message>
    <message>
        <source>input x</source>
        <translation>entrée x</translation>
    </message>
    <message>
        <source>q = x · W_Q (and k, v)</source>
        <translation>q = x · W_Q (et k, v)</translation>
    </message>
    <message>
        <source>split the width</source>
        <translation>découper la largeur</translation>
    </message>
    <message>
        <source>heads forward: transpose</source>
        <translation>têtes en avant&#xa0;: transposer</translation>
    </message>
    <message>
        <source>scores q · kᵀ, weights</source>
        <translation>scores q · kᵀ, poids</translation>
    </message>
    <message>
        <source>weights · v</source>
        <translation>poids · v</translation>
    </message>
    <message>
        <source>heads back, joined</source>
        <translation>têtes remises en place, réunies</translation>
    </message>
    <message>
        <source>· W_O: the output</source>
        <translation>· W_O&#xa0;: la sortie</translation>
    </message>
    <message>
        <source>the scores&apos; shape</source>
        <translation>la forme des scores</translation>
    </message>
    <message>
        <source>d_model 512, 8 heads</source>
        <translation>d_model 512, 8 têtes</translation>
    </message>
    <message>
        <source>this session</source>
        <translation>cette session</translation>
    </message>
    <message>
        <source>Two sentences padded to one length make a batch, B = 2 (the pad blocks its key column). Follow the shape through every step: the transpose puts the heads before T, so each head&apos;s scores are T × T = %1.</source>
        <translation>Deux phrases complétées à une même longueur forment un lot, B = 2 (le remplissage bloque sa colonne de clé). Suivez la forme à chaque étape&#xa0;: la transposition place les têtes avant T, si bien que les scores de chaque tête sont T × T = %1.</translation>
    </message>
    <message>
        <source>This session&apos;s scores are %1: B × h × T × T.</source>
        <translation>Les scores de cette session sont %1&#xa0;: B × h × T × T.</translation>
    </message>
    <message>
        <source>d_model 512 with 8 heads (middle column)</source>
        <translation>d_model 512 avec 8 têtes (colonne du milieu)</translation>
    </message>
    <message>
        <source>T = %1 and the tokens</source>
        <translation>T = %1 et les tokens</translation>
    </message>
    <message>
        <source>d_model = %1 and h = %2</source>
        <translation>d_model = %1 et h = %2</translation>
    </message>
    <message>
        <source>W_Q, W_K, W_V, W_O: each d_model × d_model</source>
        <translation>W_Q, W_K, W_V, W_O&#xa0;: chacune d_model × d_model</translation>
    </message>
    <message>
        <source> ≈ 1.05 M weights</source>
        <translation> ≈ 1,05 M de poids</translation>
    </message>
    <message>
        <source> weights, and %1 bias numbers</source>
        <extracomment>after a count of weights: &quot;262,144 weights, and 1,536 bias numbers&quot;</extracomment>
        <translation> poids, et %1 nombres de biais</translation>
    </message>
    <message>
        <source>this session: 4 · %1 = </source>
        <translation>cette session&#xa0;: 4 · %1 = </translation>
    </message>
    <message>
        <source>this session: %1·%2 + 2 · %1·%3 + %2·%1 = </source>
        <translation>cette session&#xa0;: %1·%2 + 2 · %1·%3 + %2·%1 = </translation>
    </message>
    <message>
        <source>8 heads of 64 or 16 heads of 32: still 4 · 512²</source>
        <translation>8 têtes de 64 ou 16 têtes de 32&#xa0;: toujours 4 · 512²</translation>
    </message>
    <message>
        <source>this session&apos;s one head uses all 4 · %1</source>
        <translation>l&apos;unique tête de cette session utilise les 4 · %1</translation>
    </message>
    <message numerus="yes">
        <source>this session&apos;s %n head(s) share the same 4 · %1</source>
        <translation>
            <numerusform>la %n tête de cette session utilise les mêmes 4 · %1</numerusform>
            <numerusform>les %n têtes de cette session se partagent les mêmes 4 · %1</numerusform>
        </translation>
    </message>
    <message>
        <source>this session&apos;s %1 read %2: W_K and W_V are %3 × %4, not %3 × %5</source>
        <extracomment>%1: &quot;4 heads&quot;, %2: &quot;2 K/V heads&quot;</extracomment>
        <translation>les %1 de cette session lisent %2&#xa0;: W_K et W_V sont %3 × %4, et non %3 × %5</translation>
    </message>
    <message numerus="yes">
        <source>%n head(s)</source>
        <translation>
            <numerusform>%n tête</numerusform>
            <numerusform>%n têtes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n K/V head(s)</source>
        <translation>
            <numerusform>%n tête K/V</numerusform>
            <numerusform>%n têtes K/V</numerusform>
        </translation>
    </message>
    <message>
        <source>this session&apos;s head is %1 wide (head_dim), not d_model</source>
        <translation>la tête de cette session a une largeur de %1 (head_dim), et non d_model</translation>
    </message>
    <message numerus="yes">
        <source>this session&apos;s %n head(s) are %1 wide (head_dim), not d_model / h</source>
        <translation>
            <numerusform>la %n tête de cette session a une largeur de %1 (head_dim), et non d_model / h</numerusform>
            <numerusform>les %n têtes de cette session ont une largeur de %1 (head_dim), et non d_model / h</numerusform>
        </translation>
    </message>
    <message>
        <source>Attention&apos;s weights are the four square matrices, 4 · d_model² of them (biases aside). More heads add none: they only cut the same width into slices.</source>
        <translation>Les poids de l&apos;attention sont les quatre matrices carrées, soit 4 · d_model² nombres (hors biais). Ajouter des têtes n&apos;en ajoute aucun&#xa0;: elles ne font que découper la même largeur en tranches.</translation>
    </message>
    <message>
        <source> Today&apos;s models share K/V heads or fix head_dim, so theirs are not square.</source>
        <translation> Les modèles actuels partagent des têtes K/V ou fixent head_dim&#xa0;: leurs matrices ne sont donc pas carrées.</translation>
    </message>
    <message>
        <source>At d_model = 512: 4 × 262,144 = 1,048,576, about 1.05 million; here %1.</source>
        <translation>Pour d_model = 512&#xa0;: 4 × 262&#x202f;144 = 1&#x202f;048&#x202f;576, environ 1,05 million&#xa0;; ici %1.</translation>
    </message>
    <message>
        <source>d_model = 512 (8 or 16 heads)</source>
        <translation>d_model = 512 (8 ou 16 têtes)</translation>
    </message>
    <message>
        <source>this session&apos;s d_model = %1 and its heads</source>
        <translation>d_model = %1 de cette session et ses têtes</translation>
    </message>
    <message>
        <source>this session&apos;s d_model = %1, %2 of d_k = %3 and its K/V heads</source>
        <translation>d_model = %1 de cette session, %2 de d_k = %3 et ses têtes K/V</translation>
    </message>
    <message>
        <source>right: head %1 of %2</source>
        <extracomment>&quot;right&quot; as in correct (next to two tiles marked WRONG)</extracomment>
        <translation>juste&#xa0;: tête %1 sur %2</translation>
    </message>
    <message>
        <source>rows sum to 1</source>
        <translation>chaque ligne a pour somme 1</translation>
    </message>
    <message>
        <source>rows sum to 1 less the sink&apos;s share</source>
        <translation>chaque ligne a pour somme 1 moins la part du puits</translation>
    </message>
    <message>
        <source>WRONG: reshape without transpose</source>
        <translation>FAUX&#xa0;: reshape sans transposition</translation>
    </message>
    <message>
        <source>head %1 reads pieces of other tokens</source>
        <translation>la tête %1 lit des morceaux d&apos;autres tokens</translation>
    </message>
    <message>
        <source>WRONG: softmax over the queries</source>
        <translation>FAUX&#xa0;: softmax sur les requêtes</translation>
    </message>
    <message>
        <source>columns sum to 1, rows to %1</source>
        <translation>chaque colonne a pour somme 1, les lignes %1</translation>
    </message>
    <message>
        <source>Split the heads with a bare reshape, without the transpose, and each head reads pieces of the wrong tokens. Run the softmax down the queries instead of across the keys, and the rows stop summing to 1.</source>
        <translation>Découpez les têtes avec un simple reshape, sans la transposition, et chaque tête lit des morceaux des mauvais tokens. Faites la softmax le long des requêtes au lieu des clés, et les lignes n&apos;ont plus 1 pour somme.</translation>
    </message>
    <message>
        <source> (This session has one head, as %1: a reshape has nothing to scramble.)</source>
        <translation> (Cette session n&apos;a qu&apos;une tête, car %1&#xa0;: un reshape n&apos;a rien à mélanger.)</translation>
    </message>
    <message>
        <source>Reshape to (B, T, h, d_k), then transpose to (B, h, T, d_k); softmax over the last axis, the keys.</source>
        <translation>Reshape en (B, T, h, d_k), puis transposition en (B, h, T, d_k)&#xa0;; softmax sur le dernier axe, celui des clés.</translation>
    </message>
    <message>
        <source>Q, K, V and the mask of this session</source>
        <translation>Q, K, V et le masque de cette session</translation>
    </message>
    <message>
        <source>the session split into %1 heads for the picture (one head cannot be scrambled)</source>
        <translation>la session découpée en %1 têtes pour l&apos;image (une seule tête ne peut pas être mélangée)</translation>
    </message>
    <message>
        <source>water</source>
        <extracomment>the meanings of the columns of the &quot;bank&quot; example&apos;s embeddings</extracomment>
        <translation>eau</translation>
    </message>
    <message>
        <source>money</source>
        <translation>argent</translation>
    </message>
    <message>
        <source>thing</source>
        <translation>objet</translation>
    </message>
    <message>
        <source>function word</source>
        <translation>mot grammatical</translation>
    </message>
    <message>
        <source>embedding</source>
        <translation>plongement</translation>
    </message>
    <message>
        <source>columns: %1</source>
        <translation>colonnes&#xa0;: %1</translation>
    </message>
    <message>
        <source>weights:</source>
        <translation>poids&#xa0;:</translation>
    </message>
    <message>
        <source>The built-in “bank” example could not be loaded.</source>
        <translation>L&apos;exemple intégré “bank” n&apos;a pas pu être chargé.</translation>
    </message>
    <message>
        <source>A word&apos;s embedding is the same in every sentence: “bank” starts as the same four numbers by a river and in a wallet. Attention lets each token mix in the tokens around it, so the two outputs differ.</source>
        <translation>Le plongement d&apos;un mot est le même dans toutes les phrases&#xa0;: “bank” commence par les quatre mêmes nombres au bord d&apos;une rivière et dans un portefeuille. L&apos;attention permet à chaque token de mélanger en lui les tokens qui l&apos;entourent, si bien que les deux sorties diffèrent.</translation>
    </message>
    <message>
        <source>Same input row, different output rows: the context decides, and the model learns where to look.</source>
        <translation>Même ligne d&apos;entrée, lignes de sortie différentes&#xa0;: c&apos;est le contexte qui décide, et le modèle apprend où regarder.</translation>
    </message>
    <message>
        <source>the built-in “bank” example, whatever the session</source>
        <translation>l&apos;exemple intégré “bank”, quelle que soit la session</translation>
    </message>
    <message>
        <source>Queries, keys and values: three views of every token</source>
        <translation>Requêtes, clés et valeurs&#xa0;: trois regards sur chaque token</translation>
    </message>
    <message>
        <source>Scores, softmax and output: one query worked by hand</source>
        <translation>Scores, softmax et sortie&#xa0;: une requête calculée à la main</translation>
    </message>
    <message>
        <source>Why divide by √d_k: what large scores do</source>
        <translation>Pourquoi diviser par √d_k&#xa0;: l&apos;effet des grands scores</translation>
    </message>
    <message>
        <source>Masks: the future, padding, and the wrong way</source>
        <translation>Masques&#xa0;: le futur, le remplissage, et la mauvaise méthode</translation>
    </message>
    <message>
        <source>Multi-head attention: split, concatenate, mix</source>
        <translation>Attention multi-têtes&#xa0;: découper, concaténer, mélanger</translation>
    </message>
    <message>
        <source>Code and cost: NumPy, PyTorch, and the T² wall</source>
        <translation>Code et coût&#xa0;: NumPy, PyTorch, et le mur du T²</translation>
    </message>
    <message>
        <source>Not today: the rest of the block (residuals, norms, feed-forward) — next time</source>
        <translation>Pas aujourd&apos;hui&#xa0;: le reste du bloc (connexions résiduelles, normes, feed-forward) — la prochaine fois</translation>
    </message>
    <message>
        <source>Six parts, each built on the one before; every number is worked out on %1.</source>
        <extracomment>%1: how many tokens, &quot;three tokens&quot; or &quot;5 tokens&quot;</extracomment>
        <translation>Six parties, chacune construite sur la précédente&#xa0;; chaque nombre est calculé sur %1.</translation>
    </message>
    <message>
        <source>three tokens</source>
        <translation>trois tokens</translation>
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
        <translation>le plan de la leçon</translation>
    </message>
    <message>
        <source>query → every key → a blend of the values</source>
        <translation>requête → chaque clé → un mélange des valeurs</translation>
    </message>
    <message>
        <source>Query: what I want — what you walk in asking for</source>
        <translation>Requête&#xa0;: ce que je veux — ce que vous venez demander</translation>
    </message>
    <message>
        <source>Key: what I offer — the label on each book</source>
        <translation>Clé&#xa0;: ce que j&apos;offre — l&apos;étiquette de chaque livre</translation>
    </message>
    <message>
        <source>Value: what I give — the book&apos;s content</source>
        <translation>Valeur&#xa0;: ce que je donne — le contenu du livre</translation>
    </message>
    <message>
        <source>A dictionary returns one book; attention blends every value, good matches most</source>
        <translation>Un dictionnaire renvoie un seul livre&#xa0;; l&apos;attention mélange toutes les valeurs, surtout celles qui correspondent bien</translation>
    </message>
    <message numerus="yes">
        <source>this session: %1 asks the keys of %2 token(s), blends their values</source>
        <extracomment>%1: the query, as &quot;query 2 “river”&quot;; %2: how many tokens (written 1,024)</extracomment>
        <translation>
            <numerusform>cette session&#xa0;: la %1 interroge la clé de %2 token et en reprend la valeur</numerusform>
            <numerusform>cette session&#xa0;: la %1 interroge les clés de %2 tokens et mélange leurs valeurs</numerusform>
        </translation>
    </message>
    <message>
        <source>Think of a library. You walk in with a query, a description of what you want. Every book has a key, a label describing its contents, and a value, the content itself. Attention does a soft version of the lookup.</source>
        <translation>Pensez à une bibliothèque. Vous entrez avec une requête, la description de ce que vous cherchez. Chaque livre a une clé, une étiquette qui décrit son contenu, et une valeur, le contenu lui-même. L&apos;attention fait une version douce de cette recherche.</translation>
    </message>
    <message>
        <source>Query: what I want. Key: what I offer. Value: what I give.</source>
        <translation>Requête&#xa0;: ce que je veux. Clé&#xa0;: ce que j&apos;offre. Valeur&#xa0;: ce que je donne.</translation>
    </message>
    <message>
        <source>the library analogy</source>
        <translation>l&apos;analogie de la bibliothèque</translation>
    </message>
    <message>
        <source>the tokens and the selected query</source>
        <translation>les tokens et la requête sélectionnée</translation>
    </message>
    <message>
        <source>this session and its target</source>
        <translation>cette session et sa cible</translation>
    </message>
    <message>
        <source>this session, target = X (each output its own embedding)</source>
        <translation>cette session, cible = X (chaque sortie vise son propre plongement)</translation>
    </message>
    <message>
        <source>W_Q[%1, %2] after the step</source>
        <translation>W_Q[%1, %2] après l&apos;étape</translation>
    </message>
    <message>
        <source>W_Q after</source>
        <translation>W_Q après</translation>
    </message>
    <message>
        <source>loss ½·Σ(output − target)² before the step =</source>
        <translation>perte ½·Σ(sortie − cible)² avant l&apos;étape =</translation>
    </message>
    <message>
        <source>after one step of W_Q =</source>
        <translation>après une étape sur W_Q =</translation>
    </message>
    <message>
        <source>Attention is smooth arithmetic, so the loss has a gradient: ∂L/∂W_Q says how fast the loss grows as each entry of W_Q grows. A step of gradient descent moves every entry a little against it, W_Q − %1·∂L/∂W_Q.</source>
        <translation>L&apos;attention est un calcul lisse&#xa0;: la perte a donc un gradient. ∂L/∂W_Q indique à quelle vitesse la perte augmente quand chaque coefficient de W_Q augmente. Une étape de descente de gradient déplace chaque coefficient un peu dans le sens opposé&#xa0;: W_Q − %1·∂L/∂W_Q.</translation>
    </message>
    <message>
        <source>W_Q[%1, %2] has the largest gradient, %3: raising it raises the loss, so the step lowers it, to %4. One step takes the loss from %5 to %6; training is this step, repeated.</source>
        <translation>W_Q[%1, %2] a le plus grand gradient, %3&#xa0;: l&apos;augmenter fait monter la perte, donc l&apos;étape le diminue, jusqu&apos;à %4. Une étape fait passer la perte de %5 à %6&#xa0;; l&apos;entraînement, c&apos;est cette étape répétée.</translation>
    </message>
    <message>
        <source>W_Q[%1, %2] has the largest gradient, %3: raising it lowers the loss, so the step raises it, to %4. One step takes the loss from %5 to %6; training is this step, repeated.</source>
        <translation>W_Q[%1, %2] a le plus grand gradient, %3&#xa0;: l&apos;augmenter fait baisser la perte, donc l&apos;étape l&apos;augmente, jusqu&apos;à %4. Une étape fait passer la perte de %5 à %6&#xa0;; l&apos;entraînement, c&apos;est cette étape répétée.</translation>
    </message>
    <message>
        <source>the learning rate %1</source>
        <translation>le taux d&apos;apprentissage %1</translation>
    </message>
    <message>
        <source>W_Q, the output and the target</source>
        <translation>W_Q, la sortie et la cible</translation>
    </message>
    <message>
        <source>W_Q, the output and X as the target</source>
        <translation>W_Q, la sortie et X comme cible</translation>
    </message>
    <message>
        <source>this session&apos;s task, %1 steps of %2</source>
        <translation>la tâche de cette session, %1 étapes de %2</translation>
    </message>
    <message>
        <source>learn-saturation: d_k = 64, %1 steps of SGD</source>
        <translation>learn-saturation&#xa0;: d_k = 64, %1 étapes de SGD</translation>
    </message>
    <message>
        <source>scaled by 1/√d_k</source>
        <translation>avec l&apos;échelle 1/√d_k</translation>
    </message>
    <message>
        <source>unscaled</source>
        <extracomment>a training curve&apos;s name: the scores not divided by √d_k</extracomment>
        <translation>sans échelle</translation>
    </message>
    <message>
        <source>unscaled loss ÷ scaled loss after %1 steps</source>
        <translation>perte sans échelle ÷ perte avec échelle après %1 étapes</translation>
    </message>
    <message>
        <source>The same task trained twice with the same steps; the only difference is the scale. Which curve stalls, and how many times higher does its loss end?</source>
        <extracomment>&quot;the scale&quot;: the factor the scores are multiplied by, 1/√d_k or 1</extracomment>
        <translation>La même tâche entraînée deux fois avec les mêmes étapes&#xa0;; la seule différence est l&apos;échelle. Quelle courbe stagne, et combien de fois plus haut finit sa perte&#xa0;?</translation>
    </message>
    <message>
        <source>Unscaled, the softmax starts nearly one-hot, p(1 − p) ≈ 0, and the loss stalls at %1; scaled by 1/√d_k it learns, down to %2: %3 times lower. Measured, not stated.</source>
        <translation>Sans échelle, la softmax démarre presque one-hot, p(1 − p) ≈ 0, et la perte stagne à %1&#xa0;; avec l&apos;échelle 1/√d_k, elle apprend, jusqu&apos;à %2&#xa0;: %3 fois plus bas. Mesuré, pas affirmé.</translation>
    </message>
    <message>
        <source>the task: embeddings, weights, target and training settings</source>
        <translation>la tâche&#xa0;: plongements, poids, cible et réglages d&apos;entraînement</translation>
    </message>
    <message>
        <source>the learn-saturation preset, trained here</source>
        <translation>l&apos;exemple learn-saturation, entraîné ici</translation>
    </message>
    <message>
        <source>its window of %1</source>
        <extracomment>the rules are listed in &quot;this session&apos;s %1 is left out&quot;: its window of 3 (tokens)</extracomment>
        <translation>la fenêtre de %1 tokens</translation>
    </message>
    <message>
        <source>its prefix of %1</source>
        <translation>le préfixe de %1 tokens</translation>
    </message>
    <message>
        <source>its segments</source>
        <translation>les segments</translation>
    </message>
    <message numerus="yes">
        <source>its %1 hand-blocked cell(s)</source>
        <translation>
            <numerusform>la %1 case bloquée à la main</numerusform>
            <numerusform>les %1 cases bloquées à la main</numerusform>
        </translation>
    </message>
    <message>
        <source>future keys get almost no weight here, so the rows look right: the bug hides</source>
        <translation>les clés futures ne reçoivent presque aucun poids ici, donc les lignes semblent justes&#xa0;: le bogue se cache</translation>
    </message>
    <message>
        <source>row %1 sums to %2, not 1</source>
        <translation>la ligne %1 a pour somme %2, pas 1</translation>
    </message>
    <message>
        <source>With one token there is no future to hide: a causal mask needs at least two tokens. Add a token (Edit ▸ Add Token) to see −∞ at work.</source>
        <translation>Avec un seul token, il n&apos;y a pas de futur à cacher&#xa0;: un masque causal demande au moins deux tokens. Ajoutez un token (Édition ▸ Ajouter un token) pour voir −∞ à l&apos;œuvre.</translation>
    </message>
    <message>
        <source>Every key of %1 is blocked in this session, so its weights are all 0 — there is nothing left to renormalise. Pick another query.</source>
        <translation>Toutes les clés de la %1 sont bloquées dans cette session&#xa0;: ses poids sont donc tous à 0 — il ne reste rien à renormaliser. Choisissez une autre requête.</translation>
    </message>
    <message>
        <source>%1 with a causal mask</source>
        <translation>%1 avec un masque causal</translation>
    </message>
    <message>
        <source>weight</source>
        <extracomment>the title over the bars: the attention weight of each key
----------
what the bars show: the softmax weight of each key</extracomment>
        <translation>poids</translation>
    </message>
    <message>
        <source>Σ eˣ with the mask</source>
        <translation>Σ eˣ avec le masque</translation>
    </message>
    <message>
        <source>key %1 %2</source>
        <extracomment>key 2 “river”: an attention key, its number and its token</extracomment>
        <translation>clé %1 %2</translation>
    </message>
    <message>
        <source>masked weight of key %1</source>
        <translation>poids masqué de la clé %1</translation>
    </message>
    <message numerus="yes">
        <source>… %1 more key(s)</source>
        <extracomment>%1: the count, written with thousands separators (&quot;… 1,018 more keys&quot;)</extracomment>
        <translation>
            <numerusform>… %1 clé de plus</numerusform>
            <numerusform>… %1 clés de plus</numerusform>
        </translation>
    </message>
    <message>
        <source>e^x is taken after subtracting the row&apos;s largest scaled score, %1.</source>
        <translation>e^x est calculé après avoir soustrait le plus grand score mis à l&apos;échelle de la ligne, %1.</translation>
    </message>
    <message>
        <source>Before the softmax a blocked score becomes −∞. e^−∞ = 0, so that key gets exactly zero weight and the others share the whole 1. Why mask at all? A model learning to predict the next word would be cheating if it could see it: a causal mask hides every key after the query. And sentences padded to one length in a batch must not attend to the pads.</source>
        <translation>Avant la softmax, un score bloqué devient −∞. e^−∞ = 0&#xa0;: cette clé reçoit donc un poids exactement nul, et les autres se partagent tout le 1. Pourquoi masquer&#xa0;? Un modèle qui apprend à prédire le mot suivant tricherait s&apos;il pouvait le voir&#xa0;: un masque causal cache toutes les clés qui suivent la requête. Et des phrases complétées à une même longueur dans un lot ne doivent pas porter leur attention sur le remplissage.</translation>
    </message>
    <message>
        <source> %1 is the last token: nothing lies in its future, so the mask changes nothing here — pick an earlier query.</source>
        <translation> La %1 correspond au dernier token&#xa0;: rien ne se trouve dans son futur, donc le masque ne change rien ici — choisissez une requête antérieure.</translation>
    </message>
    <message>
        <source>with the sink&apos;s %1 they still sum to 1</source>
        <translation>avec la part du puits (%1), leur somme vaut toujours 1</translation>
    </message>
    <message>
        <source>they still sum to 1</source>
        <translation>leur somme vaut toujours 1</translation>
    </message>
    <message>
        <source>%1&apos;s weights become %2: %3.</source>
        <translation>Les poids de la %1 deviennent %2&#xa0;: %3.</translation>
    </message>
    <message>
        <source>the scaled scores of %1, with a causal mask on this session</source>
        <translation>les scores mis à l&apos;échelle de la %1, avec un masque causal sur cette session</translation>
    </message>
    <message>
        <source>With one token a causal mask hides nothing and padding its only token would leave nothing to attend to: masks need at least two tokens.</source>
        <translation>Avec un seul token, un masque causal ne cache rien, et faire de ce token du remplissage ne laisserait rien à regarder&#xa0;: les masques demandent au moins deux tokens.</translation>
    </message>
    <message>
        <source>causal only: the lower triangle</source>
        <translation>causal seul&#xa0;: le triangle inférieur</translation>
    </message>
    <message>
        <source>rows sum to %1</source>
        <translation>sommes des lignes&#xa0;: %1</translation>
    </message>
    <message>
        <source>padding only: this session&apos;s pad tokens</source>
        <translation>remplissage seul&#xa0;: les tokens de remplissage de cette session</translation>
    </message>
    <message>
        <source>padding only: key %1 is a pad</source>
        <translation>remplissage seul&#xa0;: la clé %1 est du remplissage</translation>
    </message>
    <message>
        <source>WRONG: causal, zeroed after the softmax</source>
        <translation>FAUX&#xa0;: causal, mis à 0 après la softmax</translation>
    </message>
    <message>
        <source>A causal mask keeps the lower triangle; a padding mask blanks a pad token&apos;s whole key column. Zeroing the weights after the softmax instead leaves rows that no longer sum to 1.</source>
        <translation>Un masque causal garde le triangle inférieur&#xa0;; un masque de remplissage efface toute la colonne de clé d&apos;un token de remplissage. Mettre les poids à 0 après la softmax laisse au contraire des lignes qui n&apos;ont plus 1 pour somme.</translation>
    </message>
    <message numerus="yes">
        <source> Each picture shows one rule alone: this session&apos;s %1 is/are left out.</source>
        <translation>
            <numerusform> Chaque image ne montre qu&apos;une règle&#xa0;: on y laisse de côté %1 de cette session.</numerusform>
            <numerusform> Chaque image ne montre qu&apos;une règle&#xa0;: on y laisse de côté %1 de cette session.</numerusform>
        </translation>
    </message>
    <message>
        <source> and </source>
        <extracomment>joins the rules of a mask: &quot;its window of 3 and its segments&quot;
----------
joins &quot;0.5 (column 3)&quot; items</extracomment>
        <translation> et </translation>
    </message>
    <message>
        <source>Mask with −∞ before the softmax, and every row still sums to 1.</source>
        <translation>Masquez avec −∞ avant la softmax, et chaque ligne a toujours 1 pour somme.</translation>
    </message>
    <message>
        <source>Mask with −∞ before the softmax, and every row still sums to 1 with its sink&apos;s share.</source>
        <translation>Masquez avec −∞ avant la softmax, et chaque ligne a toujours 1 pour somme, part du puits comprise.</translation>
    </message>
    <message>
        <source>the weights of %1 under each mask</source>
        <translation>les poids de la %1 sous chaque masque</translation>
    </message>
    <message>
        <source>the last token made padding for the middle picture</source>
        <translation>le dernier token transformé en remplissage pour l&apos;image du milieu</translation>
    </message>
    <message>
        <source>row %1 = %2</source>
        <extracomment>a comment in the code: &quot;row 2 = (0.5, 1.2)&quot;, the selected query&apos;s output row</extracomment>
        <translation>ligne %1 = %2</translation>
    </message>
    <message>
        <source>NumPy — head %1: Q, K, V are its %2 columns</source>
        <translation>NumPy — tête %1&#xa0;: Q, K, V sont ses %2 colonnes</translation>
    </message>
    <message>
        <source>blocked: -inf</source>
        <extracomment>a comment in Python code, after &quot;#&quot;</extracomment>
        <translation>bloqué&#xa0;: -inf</translation>
    </message>
    <message>
        <source># no mask here; else np.where(mask, -np.inf, scores)</source>
        <translation># pas de masque ici&#xa0;; sinon np.where(mask, -np.inf, scores)</translation>
    </message>
    <message>
        <source>stable</source>
        <extracomment>a comment in Python code: subtracting the row&apos;s largest score keeps exp() stable</extracomment>
        <translation>pour la stabilité</translation>
    </message>
    <message>
        <source>PyTorch — batched: B = 1, h = %1</source>
        <extracomment>B: the batch size, h: the number of heads</extracomment>
        <translation>PyTorch — par lots&#xa0;: B = 1, h = %1</translation>
    </message>
    <message>
        <source>v too</source>
        <translation>v aussi</translation>
    </message>
    <message>
        <source>(1, %1, %2, %3); k, v too</source>
        <translation>(1, %1, %2, %3)&#xa0;; k, v aussi</translation>
    </message>
    <message>
        <source># no mask here; else scores.masked_fill(mask, -math.inf)</source>
        <translation># pas de masque ici&#xa0;; sinon scores.masked_fill(mask, -math.inf)</translation>
    </message>
    <message>
        <source>over the keys</source>
        <translation>sur les clés</translation>
    </message>
    <message>
        <source>fused: the same weights @ v</source>
        <translation>fusionné&#xa0;: les mêmes poids @ v</translation>
    </message>
    <message>
        <source>The whole runnable script for this session: Labs ▸ Show the Code (in the window, a click on the code).</source>
        <translation>Le script complet, exécutable, pour cette session&#xa0;: Ateliers ▸ Afficher le code (dans la fenêtre, un clic sur le code).</translation>
    </message>
    <message>
        <source>Five lines in NumPy; in PyTorch the same with a batch and heads, a shape check, and the fused call production code uses — this session&apos;s: d_k = %1, %2%3.</source>
        <translation>Cinq lignes en NumPy&#xa0;; en PyTorch, la même chose avec un lot et des têtes, une vérification des formes, et l&apos;appel fusionné qu&apos;utilise le code de production — pour cette session&#xa0;: d_k = %1, %2%3.</translation>
    </message>
    <message>
        <source>scale 1/√%1</source>
        <extracomment>&quot;scale&quot; as a noun: the factor the scores are multiplied by</extracomment>
        <translation>échelle 1/√%1</translation>
    </message>
    <message>
        <source>scale %1</source>
        <translation>échelle %1</translation>
    </message>
    <message>
        <source>, a mask</source>
        <extracomment>the end of &quot;…this session&apos;s: d_k = 4, scale 1/√4, a mask.&quot;</extracomment>
        <translation>, un masque</translation>
    </message>
    <message>
        <source>, no mask</source>
        <translation>, sans masque</translation>
    </message>
    <message>
        <source> Q and K here are after %1, which the whole script (Labs ▸ Show the Code) writes out.</source>
        <translation> Ici, Q et K sont pris après %1, que le script complet (Ateliers ▸ Afficher le code) écrit en entier.</translation>
    </message>
    <message>
        <source>the q/k norms and RoPE&apos;s rotation</source>
        <translation>les normes de q/k et la rotation de RoPE</translation>
    </message>
    <message>
        <source>the q/k norms</source>
        <translation>les normes de q/k</translation>
    </message>
    <message>
        <source>RoPE&apos;s rotation</source>
        <translation>la rotation de RoPE</translation>
    </message>
    <message>
        <source>the soft-cap</source>
        <extracomment>items of a list joined by &quot;and&quot;, in &quot;the scale is followed by %1&quot;</extracomment>
        <translation>le soft-cap</translation>
    </message>
    <message>
        <source>the sinks</source>
        <translation>les puits</translation>
    </message>
    <message>
        <source> Its %1 query heads share %2: PyTorch repeats each K/V head for them.</source>
        <translation> Ses %1 têtes de requête se partagent %2&#xa0;: PyTorch répète chaque tête K/V pour elles.</translation>
    </message>
    <message>
        <source>Run it and %1 comes out %2, as on the slides.</source>
        <translation>Exécutez-le&#xa0;: la %1 donne %2, comme sur les diapositives.</translation>
    </message>
    <message>
        <source>the shapes, the scale, the mask and the output in the comments</source>
        <translation>les formes, l&apos;échelle, le masque et la sortie dans les commentaires</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>tête %1</translation>
    </message>
    <message>
        <source>Rows are queries, columns keys; every row sums to 1%1, and a causal mask leaves the upper triangle exactly 0. Different heads, different patterns: the previous token, the first, the same word…</source>
        <translation>Les lignes sont les requêtes, les colonnes les clés&#xa0;; chaque ligne a pour somme 1%1, et un masque causal laisse le triangle supérieur exactement à 0. Autres têtes, autres motifs&#xa0;: le token précédent, le premier, le même mot…</translation>
    </message>
    <message>
        <source> less its head&apos;s sink&apos;s share</source>
        <translation> moins la part du puits de sa tête</translation>
    </message>
    <message>
        <source> This session has one head, so these are the eight heads of the eight-heads preset.</source>
        <translation> Cette session n&apos;a qu&apos;une tête&#xa0;: voici donc les huit têtes de l&apos;exemple à huit têtes.</translation>
    </message>
    <message>
        <source> The first %1 of %2 heads.</source>
        <translation> Les %1 premières têtes sur %2.</translation>
    </message>
    <message>
        <source>A heatmap shows where attention goes, which helps debugging; it does not explain why.</source>
        <translation>Une carte de chaleur montre où va l&apos;attention, ce qui aide au débogage&#xa0;; elle n&apos;explique pas pourquoi.</translation>
    </message>
    <message numerus="yes">
        <source>the weights of this session&apos;s %n head(s)</source>
        <translation>
            <numerusform>les poids de la %n tête de cette session</numerusform>
            <numerusform>les poids des %n têtes de cette session</numerusform>
        </translation>
    </message>
    <message>
        <source>the eight-heads preset&apos;s heads (this session has one)</source>
        <translation>les têtes de l&apos;exemple à huit têtes (cette session n&apos;en a qu&apos;une)</translation>
    </message>
    <message>
        <source>Each doubling of T multiplied the time by %1 (the operation count predicts %2)</source>
        <translation>Chaque doublement de T a multiplié le temps par %1 (le décompte des opérations prédit %2)</translation>
    </message>
    <message>
        <source>: as the count says, heading for ×4 as T grows — at T = %1 the T² part is %2 % of the work</source>
        <extracomment>continues &quot;Each doubling of T multiplied the time by …&quot;</extracomment>
        <translation>&#xa0;: comme le dit le décompte, on tend vers ×4 quand T grandit — à T = %1, la partie en T² représente %2 % du travail</translation>
    </message>
    <message>
        <source>: the last, %1, is off the count&apos;s %2 by more than a quarter — timings on a busy machine vary (M measures again); at T = %3 the T² part is %4 % of the work</source>
        <extracomment>continues &quot;Each doubling of T multiplied the time by …&quot;; M is the key that measures again</extracomment>
        <translation>&#xa0;: le dernier, %1, s&apos;écarte de plus d&apos;un quart des %2 du décompte — les durées varient sur une machine occupée (M mesure à nouveau)&#xa0;; à T = %3, la partie en T² représente %4 % du travail</translation>
    </message>
    <message>
        <source>; the memory grew %1 from T = %2 to %3.</source>
        <extracomment>ends the sentence &quot;Each doubling of T multiplied the time by …&quot;</extracomment>
        <translation>&#xa0;; la mémoire a grandi d&apos;un facteur %1 de T = %2 à %3.</translation>
    </message>
    <message>
        <source>Not measured yet: open this step in the window (or press M there) to time T = 256 … 4096 on this machine.</source>
        <translation>Pas encore mesuré&#xa0;: ouvrez cette étape dans la fenêtre (ou appuyez sur M) pour chronométrer T = 256 … 4096 ici.</translation>
    </message>
    <message>
        <source>Measuring on this machine … %1 % (C cancels)</source>
        <translation>Mesure sur cette machine … %1 % (C annule)</translation>
    </message>
    <message>
        <source>Measured on this machine: the median of %1 forward passes each (after a warm-up), every head&apos;s T × T weights kept. %2</source>
        <translation>Mesuré sur cette machine&#xa0;: la médiane de %1 passes avant par taille (après un échauffement), en gardant les poids T × T de chaque tête. %2</translation>
    </message>
    <message>
        <source>Measurement cancelled before the first size (M measures again).</source>
        <translation>Mesure annulée avant la première taille (M mesure à nouveau).</translation>
    </message>
    <message>
        <source>Measurement cancelled after T = %1 (M measures again).</source>
        <translation>Mesure annulée après T = %1 (M mesure à nouveau).</translation>
    </message>
    <message numerus="yes">
        <source>This session: T = %1 → %2 score(s) per head, %3 in all; its weights take %4.</source>
        <extracomment>%2: the count of scores, written with thousands separators; %4: a size in bytes (&quot;128 KB&quot;)</extracomment>
        <translation>
            <numerusform>Cette session&#xa0;: T = %1 → %2 score par tête, %3 en tout&#xa0;; ses poids occupent %4.</numerusform>
            <numerusform>Cette session&#xa0;: T = %1 → %2 scores par tête, %3 en tout&#xa0;; ses poids occupent %4.</numerusform>
        </translation>
    </message>
    <message>
        <source>Projections take 8·T·d² operations, scores and weights·V 4·T²·d: the T² part is the larger only from T = 2·d_model = 1024 on. Timed on random sessions of d_model 512, 8 heads.</source>
        <translation>Les projections coûtent 8·T·d² opérations, les scores et poids·V 4·T²·d&#xa0;: la partie en T² ne devient la plus grande qu&apos;à partir de T = 2·d_model = 1024. Chronométré sur des sessions aléatoires de d_model 512, 8 têtes.</translation>
    </message>
    <message>
        <source>At T = 4096 one head holds 4096² = 16,777,216 scores. </source>
        <extracomment>followed by the sentence on the measured times (growthSentence)</extracomment>
        <translation>À T = 4096, une tête contient 4096² = 16&#x202f;777&#x202f;216 scores. </translation>
    </message>
    <message>
        <source> That wall is what efficient attention methods attack.</source>
        <translation> C&apos;est à ce mur que s&apos;attaquent les méthodes d&apos;attention efficaces.</translation>
    </message>
    <message>
        <source>d_model 512 with 8 heads; T = 256 … 4096 (random sessions)</source>
        <translation>d_model 512 avec 8 têtes&#xa0;; T = 256 … 4096 (sessions aléatoires)</translation>
    </message>
    <message>
        <source>the T² part of the work: T / (T + 2·d_model)</source>
        <translation>la partie en T² du travail&#xa0;: T / (T + 2·d_model)</translation>
    </message>
    <message>
        <source>this session&apos;s T² and memory</source>
        <translation>le T² et la mémoire de cette session</translation>
    </message>
    <message>
        <source>the times and memory measured on this machine</source>
        <translation>les temps et la mémoire mesurés sur cette machine</translation>
    </message>
    <message>
        <source>output = softmax(Q·Kᵀ / √d_k) · V, then concat · W_O</source>
        <translation>sortie = softmax(Q·Kᵀ / √d_k) · V, puis concat · W_O</translation>
    </message>
    <message>
        <source>Q, K, V: one product each; scores are dot products; the softmax makes weights summing to 1</source>
        <translation>Q, K, V&#xa0;: un produit chacun&#xa0;; les scores sont des produits scalaires&#xa0;; la softmax donne des poids de somme 1</translation>
    </message>
    <message>
        <source>÷ √d_k keeps the spread near 1; −∞ before the softmax masks</source>
        <translation>÷ √d_k garde la dispersion près de 1&#xa0;; −∞ avant la softmax masque</translation>
    </message>
    <message>
        <source>after ÷ √d_k</source>
        <extracomment>how the scores were scaled, in &quot;still saturated %1&quot; / &quot;it blends %1&quot;</extracomment>
        <translation>après ÷ √d_k</translation>
    </message>
    <message>
        <source>at its scale</source>
        <translation>à son échelle</translation>
    </message>
    <message>
        <source>this session: %1&apos;s largest weight is</source>
        <translation>cette session&#xa0;: le plus grand poids de la %1 vaut</translation>
    </message>
    <message>
        <source> — still saturated %1: slope p(1 − p) = %2</source>
        <translation> — encore saturé %1&#xa0;: pente p(1 − p) = %2</translation>
    </message>
    <message>
        <source> — it blends %1, not saturated</source>
        <translation> — la softmax mélange %1, sans saturer</translation>
    </message>
    <message>
        <source>heads slice the width, W_O mixes them; the cost grows as T²·d</source>
        <translation>les têtes découpent la largeur, W_O les mélange&#xa0;; le coût croît comme T²·d</translation>
    </message>
    <message>
        <source>The whole of attention in one line, and this session&apos;s answer for %1. Next: the rest of the transformer block — residuals, layer norm and the feed-forward layer.</source>
        <translation>Toute l&apos;attention en une ligne, et la réponse de cette session pour la %1. Ensuite&#xa0;: le reste du bloc de transformer — connexions résiduelles, normalisation de couche et couche feed-forward.</translation>
    </message>
    <message>
        <source>the output of %1</source>
        <translation>la sortie de la %1</translation>
    </message>
    <message>
        <source>row %1 </source>
        <extracomment>before a row of W in a worked sum: &quot;1·row 3 (0.5, 1)&quot;</extracomment>
        <translation>ligne %1 </translation>
    </message>
    <message>
        <source>0 (every term is 0)</source>
        <translation>0 (chaque terme vaut 0)</translation>
    </message>
    <message>
        <source> + … (%1 more)</source>
        <extracomment>the rest of a sum: &quot; + … (5 more)&quot; terms</extracomment>
        <translation> + … (+%1)</translation>
    </message>
    <message>
        <source>%1 has rows %2.</source>
        <translation>Les lignes de %1 sont %2.</translation>
    </message>
    <message>
        <source>%1 is %2; row %3 is %4.</source>
        <translation>%1 est de taille %2&#xa0;; sa ligne %3 vaut %4.</translation>
    </message>
    <message>
        <source>%1 (column %2)</source>
        <translation>%1 (colonne %2)</translation>
    </message>
    <message>
        <source>%1 is %2; row %3 is all 0.</source>
        <translation>%1 est de taille %2&#xa0;; sa ligne %3 est entièrement nulle.</translation>
    </message>
    <message>
        <source>%1 is %2; row %3 is 0 but for %4.</source>
        <translation>%1 est de taille %2&#xa0;; sa ligne %3 est nulle sauf %4.</translation>
    </message>
    <message>
        <source>%1 is %2; row %3 is largest in size at %4.</source>
        <translation>%1 est de taille %2&#xa0;; sa ligne %3 est dominée par %4.</translation>
    </message>
    <message>
        <source>%1 row %2%3</source>
        <translation>%1, ligne %2%3</translation>
    </message>
    <message>
        <source>%1 = X · %2%3, row by row</source>
        <translation>%1 = X · %2%3, ligne par ligne</translation>
    </message>
    <message>
        <source>token %1%2:  %3 =</source>
        <translation>token %1%2&#xa0;:  %3 =</translation>
    </message>
    <message>
        <source>the rows of %1 left out are 0%2</source>
        <translation>les lignes de %1 non affichées sont nulles%2</translation>
    </message>
    <message>
        <source>Each token&apos;s row of X times %1 gives its %2, %3: the row&apos;s numbers say how much of each row of %1 to add up.%4 %5 is %6, like X.</source>
        <extracomment>%1: W_Q, %2: &quot;query&quot;, %3: &quot;what it looks for&quot;, %4: &quot; Then b_Q is added to every row.&quot; or nothing, %5: Q, %6: its size, &quot;3 × 2&quot;</extracomment>
        <translation>La ligne de X de chaque token, multipliée par %1, donne sa %2, %3&#xa0;: ses nombres disent combien prendre de chaque ligne de %1.%4 %5 est de taille %6, comme X.</translation>
    </message>
    <message>
        <source> Then %1 is added to every row.</source>
        <translation> Puis %1 est ajouté à chaque ligne.</translation>
    </message>
    <message>
        <source>Attention(Q, K, V) = softmax(Q·Kᵀ / √d_k) · V</source>
        <extracomment>the formula of attention; &quot;Attention&quot; is the name of the function</extracomment>
        <translation>Attention(Q, K, V) = softmax(Q·Kᵀ / √d_k) · V</translation>
    </message>
    <message>
        <source> … (%1 in all)</source>
        <translation> … (%1 en tout)</translation>
    </message>
    <message>
        <source>This session: </source>
        <translation>Cette session&#xa0;: </translation>
    </message>
    <message numerus="yes">
        <source>%1 token(s), d_model = %2, %3, so d_k = %4</source>
        <extracomment>%1: the count of tokens, written with thousands separators</extracomment>
        <translation>
            <numerusform>%1 token, d_model = %2, %3, donc d_k = %4</numerusform>
            <numerusform>%1 tokens, d_model = %2, %3, donc d_k = %4</numerusform>
        </translation>
    </message>
    <message>
        <source>Self-attention: queries, keys and values all come from the same tokens.</source>
        <translation>Auto-attention&#xa0;: requêtes, clés et valeurs viennent toutes des mêmes tokens.</translation>
    </message>
    <message>
        <source>We follow %1, in %2.</source>
        <translation>Nous suivons la %1, dans la %2.</translation>
    </message>
    <message>
        <source>One operation runs every transformer, and a pencil is enough to compute it. Every number here comes from the session in the window: change it, and the lesson follows.</source>
        <translation>Une seule opération fait tourner tous les transformers, et un crayon suffit pour la calculer. Chaque nombre ici vient de la session ouverte dans la fenêtre&#xa0;: modifiez-le, et la leçon suit.</translation>
    </message>
    <message>
        <source>the tokens</source>
        <translation>les tokens</translation>
    </message>
    <message>
        <source>T, d_model and the heads</source>
        <translation>T, d_model et les têtes</translation>
    </message>
    <message>
        <source>the query followed</source>
        <translation>la requête suivie</translation>
    </message>
    <message>
        <source>X: the embeddings, one row per token</source>
        <translation>X&#xa0;: les plongements, une ligne par token</translation>
    </message>
    <message numerus="yes">
        <source>%1 token(s), each a row of d_model = %2 numbers. Stacked, they make X, a %3 matrix (T × d_model).</source>
        <extracomment>%1: the count of tokens, written with thousands separators</extracomment>
        <translation>
            <numerusform>%1 token, une ligne de d_model = %2 nombres. Elle forme X, une matrice %3 (T × d_model).</numerusform>
            <numerusform>%1 tokens, chacun une ligne de d_model = %2 nombres. Empilées, ces lignes forment X, une matrice %3 (T × d_model).</numerusform>
        </translation>
    </message>
    <message>
        <source>the tokens and X</source>
        <translation>les tokens et X</translation>
    </message>
    <message>
        <source>query</source>
        <extracomment>the role of a row of Q, in &quot;Each token&apos;s row of X times W_Q gives its query, …&quot;</extracomment>
        <translation>requête</translation>
    </message>
    <message>
        <source>what it looks for</source>
        <translation>ce qu&apos;il cherche</translation>
    </message>
    <message>
        <source>key</source>
        <extracomment>the attention key: the role of a row of K</extracomment>
        <translation>clé</translation>
    </message>
    <message>
        <source>what it offers to be found by</source>
        <translation>ce qu&apos;il offre pour être trouvé</translation>
    </message>
    <message>
        <source>value</source>
        <extracomment>the attention value: the role of a row of V</extracomment>
        <translation>valeur</translation>
    </message>
    <message>
        <source>what it hands over once chosen</source>
        <translation>ce qu&apos;il transmet une fois choisi</translation>
    </message>
    <message>
        <source>keys %1 and %2 tie at %3</source>
        <translation>les clés %1 et %2 sont à égalité à %3</translation>
    </message>
    <message>
        <source>key %1 scores highest, %2</source>
        <translation>la clé %1 a le score le plus élevé, %2</translation>
    </message>
    <message>
        <source>, head %1</source>
        <extracomment>in &quot;Learned W_Q, W_K (this session, head 2)&quot;</extracomment>
        <translation>, tête %1</translation>
    </message>
    <message>
        <source>Learned W_Q, W_K (this session%1)</source>
        <translation>W_Q, W_K appris (cette session%1)</translation>
    </message>
    <message>
        <source>learned scores of query %1</source>
        <translation>scores appris de la requête %1</translation>
    </message>
    <message>
        <source>scores with W = I</source>
        <translation>scores avec W = I</translation>
    </message>
    <message>
        <source>What makes a token a good match is not what it should pass on. Compare the scores q·k of %1 (no softmax yet) with learned matrices and with W = I, where query, key and value are the embedding itself.</source>
        <translation>Ce qui fait d&apos;un token une bonne correspondance n&apos;est pas ce qu&apos;il doit transmettre. Comparez les scores q·k de la %1 (pas encore de softmax) avec des matrices apprises et avec W = I, où requête, clé et valeur sont le plongement lui-même.</translation>
    </message>
    <message>
        <source>With W = I a score is the overlap of two embeddings (here %1) and symmetric: a scores b as b scores a, so a token looks for what it is. Learned W_Q and W_K need not agree (here %2%3). W_V decides what a chosen token hands over.</source>
        <translation>Avec W = I, un score est le recouvrement de deux plongements (ici %1) et il est symétrique&#xa0;: a donne à b le même score que b à a, donc un token cherche ce qu&apos;il est lui-même. Des W_Q et W_K appris n&apos;ont pas à être d&apos;accord (ici %2%3). W_V décide de ce que transmet un token choisi.</translation>
    </message>
    <message>
        <source>; q%1·k%2 = %3 but q%2·k%1 = %4</source>
        <translation>&#xa0;; q%1·k%2 = %3 mais q%2·k%1 = %4</translation>
    </message>
    <message>
        <source>the scores of %1</source>
        <translation>les scores de la %1</translation>
    </message>
    <message>
        <source>W_Q = W_K = W_V = I on the right, for comparison</source>
        <translation>W_Q = W_K = W_V = I à droite, pour comparer</translation>
    </message>
    <message>
        <source>predict √d_k ≈</source>
        <extracomment>the spread (standard deviation) of the scores, which the class predicts</extracomment>
        <translation>prédisez √d_k ≈</translation>
    </message>
    <message>
        <source>predicted spread of q·k at d_k = %1 (√d_k)</source>
        <translation>dispersion prédite de q·k pour d_k = %1 (√d_k)</translation>
    </message>
    <message>
        <source>simulated %1</source>
        <extracomment>the spread the simulation gave: &quot;simulated 8.1&quot;</extracomment>
        <translation>simulée&#xa0;: %1</translation>
    </message>
    <message>
        <source>spread</source>
        <extracomment>a noun: the spread (standard deviation) of the scores</extracomment>
        <translation>dispersion</translation>
    </message>
    <message>
        <source>This session: d_k = %1, so random q, k like these would spread √%1 = %2. %3&apos;s %4 spread %5 raw, %6 scaled.</source>
        <extracomment>%3: &quot;Head 1&quot; (or &quot;Head 2 of 8&quot;), %4: &quot;scores of the first 512 queries&quot; or &quot;9 scores&quot;</extracomment>
        <translation>Cette session&#xa0;: d_k = %1, donc des q, k aléatoires comme ceux-ci auraient une dispersion de √%1 = %2. %3&#xa0;: la dispersion de ses %4 vaut %5 avant l&apos;échelle, %6 après.</translation>
    </message>
    <message>
        <source>scores of the first %1 queries</source>
        <translation>scores des %1 premières requêtes</translation>
    </message>
    <message numerus="yes">
        <source>%1 score(s)</source>
        <translation>
            <numerusform>%1 score</numerusform>
            <numerusform>%1 scores</numerusform>
        </translation>
    </message>
    <message>
        <source>10,000 random q, k, components independent, mean 0, variance 1: Var(q_i·k_i) = E[q_i²·k_i²] = E[q_i²]·E[k_i²] = 1, and q·k adds d_k of them, so it spreads √d_k. Divided by √d_k: about 1.</source>
        <translation>10&#x202f;000 q, k aléatoires, composantes indépendantes, moyenne 0, variance 1&#xa0;: Var(q_i·k_i) = E[q_i²·k_i²] = E[q_i²]·E[k_i²] = 1, et q·k en somme d_k, d&apos;où une dispersion de √d_k. Divisé par √d_k&#xa0;: environ 1.</translation>
    </message>
    <message>
        <source>Simulated, the unscaled spreads come out %1 — as predicted, √4 = 2, √64 = 8, √512 ≈ 22.6; scaled, about 1 each time.</source>
        <translation>En simulation, les dispersions sans échelle valent %1 — comme prédit, √4 = 2, √64 = 8, √512 ≈ 22,6&#xa0;; avec l&apos;échelle, environ 1 à chaque fois.</translation>
    </message>
    <message>
        <source>d_k = 4, 64 and 512</source>
        <translation>d_k = 4, 64 et 512</translation>
    </message>
    <message>
        <source>10,000 random pairs each (seed 1)</source>
        <translation>10&#x202f;000 paires aléatoires chacun (graine 1)</translation>
    </message>
    <message>
        <source>this session&apos;s d_k and the spread of its scores</source>
        <translation>le d_k de cette session et la dispersion de ses scores</translation>
    </message>
    <message>
        <source>softmax weights</source>
        <translation>poids de la softmax</translation>
    </message>
    <message>
        <source>scores 8, 0, −8 (unscaled)</source>
        <translation>scores 8, 0, −8 bruts</translation>
    </message>
    <message>
        <source>softmax(1, 0, −1) weight %1</source>
        <translation>softmax(1, 0, −1), poids %1</translation>
    </message>
    <message>
        <source>this session: %1</source>
        <translation>cette session&#xa0;: %1</translation>
    </message>
    <message>
        <source>At d_k = 64 typical scores lie about 8 either side of 0. Give 8, 0, −8 to the softmax and it is practically one-hot; divided by √64 = 8 first, it is not.</source>
        <translation>Pour d_k = 64, les scores typiques se situent à environ 8 de part et d&apos;autre de 0. Donnez 8, 0, −8 à la softmax et elle est pratiquement one-hot&#xa0;; divisez-les d&apos;abord par √64 = 8, et elle ne l&apos;est plus.</translation>
    </message>
    <message>
        <source>Unscaled the top key takes %1 % of the attention; scaled, %2 %.</source>
        <translation>Sans échelle, la meilleure clé prend %1 % de l&apos;attention&#xa0;; avec l&apos;échelle, %2 %.</translation>
    </message>
    <message>
        <source> This session&apos;s %1: largest weight %2.</source>
        <translation> Pour la %1 de cette session&#xa0;: plus grand poids %2.</translation>
    </message>
    <message>
        <source>scores 8, 0, −8 and, scaled by 8, 1, 0, −1</source>
        <translation>scores 8, 0, −8 et, divisés par 8, 1, 0, −1</translation>
    </message>
    <message>
        <source>the scaled scores and weights of %1</source>
        <translation>les scores mis à l&apos;échelle et les poids de la %1</translation>
    </message>
    <message>
        <source>p(1 − p) of the largest weight (at most 0.25)</source>
        <translation>p(1 − p) du plus grand poids (au plus 0,25)</translation>
    </message>
    <message>
        <source>the lesson&apos;s scores</source>
        <translation>les scores de la leçon</translation>
    </message>
    <message>
        <source>p(1 − p) for 8, 0, −8</source>
        <translation>p(1 − p) pour 8, 0, −8</translation>
    </message>
    <message>
        <source>p(1 − p) for 1, 0, −1</source>
        <translation>p(1 − p) pour 1, 0, −1</translation>
    </message>
    <message>
        <source>Training moves the scaled scores along the softmax&apos;s slope, p(1 − p) for the top weight. Saturated, the slope is almost 0 and Q and K barely learn; scaled, it is near the largest it can be, 0.25.</source>
        <translation>L&apos;entraînement déplace les scores mis à l&apos;échelle le long de la pente de la softmax, p(1 − p) pour le plus grand poids. Quand la softmax est saturée, la pente est presque nulle et Q et K n&apos;apprennent presque plus&#xa0;; avec l&apos;échelle, elle est proche de son maximum, 0,25.</translation>
    </message>
    <message>
        <source>%1 against %2: about %3 times less learning signal. Dividing by √d_k keeps the scores&apos; spread near 1, out of saturation.</source>
        <translation>%1 contre %2&#xa0;: environ %3 fois moins de signal d&apos;apprentissage. Diviser par √d_k garde la dispersion des scores près de 1, hors de la saturation.</translation>
    </message>
    <message>
        <source>scores 8, 0, −8 and 1, 0, −1</source>
        <translation>scores 8, 0, −8 et 1, 0, −1</translation>
    </message>
    <message>
        <source>the largest weight of %1</source>
        <translation>le plus grand poids de la %1</translation>
    </message>
    <message>
        <source> + … (%1 more: %2)</source>
        <extracomment>the rest of a sum of products: &quot; + … (62 more: 0.125)&quot;</extracomment>
        <translation> + … (%1 de plus&#xa0;: %2)</translation>
    </message>
    <message>
        <source>q%1 = %2 (%3) against every key</source>
        <translation>q%1 = %2 (%3) face à chaque clé</translation>
    </message>
    <message>
        <source>Score (i, j) is the dot product of query i with key j: how well they line up. Here %1 meets every key, term by term; the matrix holds every query&apos;s row (T × T = %2).</source>
        <translation>Le score (i, j) est le produit scalaire de la requête i et de la clé j&#xa0;: leur degré d&apos;alignement. Ici, la %1 rencontre chaque clé, terme à terme&#xa0;; la matrice a une ligne par requête (T × T = %2).</translation>
    </message>
    <message>
        <source>the normed %1</source>
        <translation>le vecteur normalisé %1</translation>
    </message>
    <message>
        <source>the %1 of the Q step</source>
        <translation>le %1 de l&apos;étape des requêtes</translation>
    </message>
    <message>
        <source> This session uses RoPE: before the scores, q and every key are turned by their positions (pair c of token j by p_j·f_c), so q%1 is no longer %2 but the turned %3, and likewise each key. Unturned, the scores of the keys shown would be %4.</source>
        <translation> Cette session utilise RoPE&#xa0;: avant les scores, q et chaque clé sont tournés selon leur position (la paire c du token j de p_j·f_c), si bien que q%1 n&apos;est plus %2 mais le vecteur tourné %3, et de même pour chaque clé. Sans rotation, les scores des clés affichées seraient %4.</translation>
    </message>
    <message>
        <source>The mask blocks every key of %1: its scores never reach the softmax.</source>
        <translation>Le masque bloque toutes les clés de la %1&#xa0;: ses scores n&apos;atteignent jamais la softmax.</translation>
    </message>
    <message>
        <source>%1 lines up best with %2 (%3); masked key %4 scores more (%5).</source>
        <translation>La %1 s&apos;aligne le mieux sur la %2 (%3)&#xa0;; la clé masquée %4 fait mieux (score %5).</translation>
    </message>
    <message>
        <source>%1 lines up best with %2 (score %3).</source>
        <translation>La %1 s&apos;aligne le mieux sur la %2 (score %3).</translation>
    </message>
    <message>
        <source>q%1 and the keys of %2</source>
        <translation>q%1 et les clés de la %2</translation>
    </message>
    <message>
        <source>the scores</source>
        <translation>les scores</translation>
    </message>
    <message>
        <source>%1&apos;s scores %2</source>
        <translation>scores de la %1 %2</translation>
    </message>
    <message>
        <source>scaled score of key %1</source>
        <translation>score mis à l&apos;échelle de la clé %1</translation>
    </message>
    <message>
        <source>%1 of key %2</source>
        <translation>%1 de la clé %2</translation>
    </message>
    <message>
        <source>d_k = %1, so every score is divided by √%1 = %2. Why is a later step&apos;s question; these scaled scores are what the softmax gets.</source>
        <translation>d_k = %1, donc chaque score est divisé par √%1 = %2. Le pourquoi viendra dans une étape suivante&#xa0;; ces scores mis à l&apos;échelle sont ce que reçoit la softmax.</translation>
    </message>
    <message>
        <source>d_k = %1, so every score is divided by √%1 = %2. Why is a later step&apos;s question.</source>
        <translation>d_k = %1, donc chaque score est divisé par √%1 = %2. Le pourquoi viendra dans une étape suivante.</translation>
    </message>
    <message>
        <source>This session turns the scaling off (scale 1): the scores go into the softmax as they are, instead of divided by √%1 = %2.</source>
        <translation>Cette session désactive la mise à l&apos;échelle (échelle 1)&#xa0;: les scores entrent tels quels dans la softmax, au lieu d&apos;être divisés par √%1 = %2.</translation>
    </message>
    <message>
        <source>This session scales the scores by %1 instead of 1/√d_k = 1/√%2 = %3.</source>
        <translation>Cette session multiplie les scores par l&apos;échelle %1 au lieu de 1/√d_k = 1/√%2 = %3.</translation>
    </message>
    <message>
        <source> This session&apos;s score rule goes on after the scale (%1): what comes out, the logits, is what the softmax gets.</source>
        <translation> La règle de score de cette session continue après l&apos;échelle (%1)&#xa0;: ce qui en sort, les logits, est ce que reçoit la softmax.</translation>
    </message>
    <message>
        <source>, then </source>
        <translation>, puis </translation>
    </message>
    <message>
        <source>Scaled, %1&apos;s scores are %2.</source>
        <translation>Mis à l&apos;échelle, les scores de la %1 sont %2.</translation>
    </message>
    <message>
        <source>Through the score rule, %1&apos;s logits are %2.</source>
        <translation>Après la règle de score, les logits de la %1 sont %2.</translation>
    </message>
    <message>
        <source>d_k = %1 and the scale</source>
        <translation>d_k = %1 et l&apos;échelle</translation>
    </message>
    <message>
        <source>e^(x − %1) for %2</source>
        <translation>e^(x − %1) pour la %2</translation>
    </message>
    <message>
        <source>e^x for %1</source>
        <translation>e^x pour la %1</translation>
    </message>
    <message>
        <source>sink</source>
        <extracomment>the attention sink&apos;s row (its logit takes a share of the weights)</extracomment>
        <translation>puits</translation>
    </message>
    <message>
        <source>e^%1 of the sink</source>
        <translation>e^%1 du puits</translation>
    </message>
    <message numerus="yes">
        <source>the other %1 key(s)</source>
        <extracomment>a row for the keys not shown; %1: their count, written with thousands separators</extracomment>
        <translation>
            <numerusform>%1 autre clé</numerusform>
            <numerusform>les %1 autres clés</numerusform>
        </translation>
    </message>
    <message>
        <source>Rounding the scaled scores first changes the last digit: %1; the exact scaled scores give %2, as shown.</source>
        <translation>Arrondir d&apos;abord les scores mis à l&apos;échelle change le dernier chiffre&#xa0;: %1&#xa0;; les scores exacts donnent %2, comme affiché.</translation>
    </message>
    <message>
        <source>The printed lesson writes %1: it exponentiated the rounded scaled score.</source>
        <translation>La leçon imprimée écrit %1&#xa0;: elle a pris l&apos;exponentielle du score arrondi.</translation>
    </message>
    <message>
        <source>The softmax turns scores into weights. Step one: e^x of every scaled score — always positive, and the larger ones pull ahead.</source>
        <translation>La softmax transforme les scores en poids. Première étape&#xa0;: e^x de chaque score mis à l&apos;échelle — toujours positif, et les plus grands prennent de l&apos;avance.</translation>
    </message>
    <message>
        <source> Exponentiate each scaled score&apos;s exact value, not the rounded one written here: rounding first changes the last digit.</source>
        <translation> Prenez l&apos;exponentielle de la valeur exacte de chaque score, pas de la valeur arrondie écrite ici&#xa0;: arrondir d&apos;abord change le dernier chiffre.</translation>
    </message>
    <message>
        <source> These scaled scores are large, so the row&apos;s largest, %1, is subtracted first: the weights come out the same.</source>
        <translation> Ces scores mis à l&apos;échelle sont grands&#xa0;: on soustrait donc d&apos;abord le plus grand de la ligne, %1, et les poids obtenus sont les mêmes.</translation>
    </message>
    <message>
        <source>e^x of %1&apos;s scaled scores: %2.</source>
        <translation>e^x des scores mis à l&apos;échelle de la %1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>the scaled scores of %1</source>
        <translation>les scores mis à l&apos;échelle de la %1</translation>
    </message>
    <message>
        <source>Every key of %1 is blocked, so there is nothing to divide: its weights are all 0 (PyTorch would give NaN here). Pick another query, or unblock a key.</source>
        <translation>Toutes les clés de la %1 sont bloquées&#xa0;: il n&apos;y a rien à diviser, ses poids sont tous à 0 (PyTorch donnerait NaN ici). Choisissez une autre requête, ou débloquez une clé.</translation>
    </message>
    <message>
        <source>%1: each eˣ ÷ their sum</source>
        <translation>%1&#xa0;: chaque eˣ ÷ leur somme</translation>
    </message>
    <message>
        <source>weight of key %1</source>
        <translation>poids de la clé %1</translation>
    </message>
    <message>
        <source>From the rounded numbers, %1 ÷ %2 = %3; exactly it is %4, as shown.</source>
        <translation>Avec les nombres arrondis, %1 ÷ %2 = %3&#xa0;; la valeur exacte est %4, comme affiché.</translation>
    </message>
    <message>
        <source>the sink&apos;s weight</source>
        <translation>le poids du puits</translation>
    </message>
    <message>
        <source>Step two: add up the exponentials, the sink&apos;s among them, and divide each by the sum. The weights are positive and add up to 1 with the sink&apos;s share — which goes to no key: %1&apos;s keys share the rest.</source>
        <translation>Deuxième étape&#xa0;: additionnez les exponentielles, y compris celle du puits, et divisez chacune par la somme. Les poids sont positifs et ont pour somme 1 avec la part du puits — qui ne va à aucune clé&#xa0;: les clés de la %1 se partagent le reste.</translation>
    </message>
    <message>
        <source>Step two: add up the exponentials and divide each by the sum. The weights are positive and add up to 1 — fractions of %1&apos;s attention.</source>
        <translation>Deuxième étape&#xa0;: additionnez les exponentielles et divisez chacune par la somme. Les poids sont positifs et ont pour somme 1 — ce sont des fractions de l&apos;attention de la %1.</translation>
    </message>
    <message>
        <source>%1 gives %2 of its attention to %3. The keys&apos; weights add up to 1 − %4, the sink&apos;s share.</source>
        <translation>La %1 donne %2 de son attention à la %3. Les poids des clés ont pour somme 1 − %4, la part du puits.</translation>
    </message>
    <message>
        <source>%1 gives %2 of its attention to %3. The weights add up to 1.</source>
        <translation>La %1 donne %2 de son attention à la %3. Les poids ont pour somme 1.</translation>
    </message>
    <message>
        <source>%1 gives %2 of its attention to %3 and %4 to itself. The keys&apos; weights add up to 1 − %5, the sink&apos;s share.</source>
        <translation>La %1 donne %2 de son attention à la %3 et %4 à elle-même. Les poids des clés ont pour somme 1 − %5, la part du puits.</translation>
    </message>
    <message>
        <source>%1 gives %2 of its attention to %3 and %4 to itself. The weights add up to 1.</source>
        <translation>La %1 donne %2 de son attention à la %3 et %4 à elle-même. Les poids ont pour somme 1.</translation>
    </message>
    <message>
        <source>the exponentials, their sum and the weights of %1</source>
        <translation>les exponentielles, leur somme et les poids de la %1</translation>
    </message>
    <message>
        <source>%1: Σ w_j · v_j</source>
        <translation>%1&#xa0;: Σ w_j · v_j</translation>
    </message>
    <message>
        <source>output%1 = Σ =</source>
        <translation>sortie%1 = Σ =</translation>
    </message>
    <message>
        <source>output of %1</source>
        <translation>sortie de la %1</translation>
    </message>
    <message>
        <source>To two decimals: %1.</source>
        <translation>À deux décimales&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The output blends the value rows: each v_j counts as much as %1 attends to key j.</source>
        <translation>La sortie mélange les lignes de valeurs&#xa0;: chaque v_j compte autant que l&apos;attention que la %1 porte à la clé j.</translation>
    </message>
    <message>
        <source> Every key is blocked here, so every weight is 0 and the output is zero.</source>
        <translation> Toutes les clés sont bloquées ici&#xa0;: chaque poids vaut donc 0 et la sortie est nulle.</translation>
    </message>
    <message>
        <source>%1&apos;s output is %2: as wide as a value (d_k = %3), now informed by its context.</source>
        <translation>La sortie de la %1 est %2&#xa0;: aussi large qu&apos;une valeur (d_k = %3), et désormais informée par son contexte.</translation>
    </message>
    <message>
        <source>the weights and values of %1</source>
        <translation>les poids et les valeurs de la %1</translation>
    </message>
    <message>
        <source>the output</source>
        <translation>la sortie</translation>
    </message>
    <message>
        <source>row %1 of A · V =</source>
        <translation>ligne %1 de A · V =</translation>
    </message>
    <message>
        <source>  the output just worked out</source>
        <translation>  la sortie qu&apos;on vient de calculer</translation>
    </message>
    <message>
        <source>rows of A sum to</source>
        <translation>sommes des lignes de A&#xa0;:</translation>
    </message>
    <message>
        <source>Every query at once is one matrix product: A (%1, each row summing to 1) times V (%2) gives the output (%3) — a row per token, as the input had.</source>
        <translation>Toutes les requêtes à la fois, c&apos;est un seul produit matriciel&#xa0;: A (%1, chaque ligne de somme 1) fois V (%2) donne la sortie (%3) — une ligne par token, comme l&apos;entrée.</translation>
    </message>
    <message>
        <source> Rows whose keys are all blocked are 0.</source>
        <translation> Les lignes dont toutes les clés sont bloquées valent 0.</translation>
    </message>
    <message>
        <source>A, V and the output of %1</source>
        <translation>A, V et la sortie de la %1</translation>
    </message>
    <message>
        <source>Every key of %1 is blocked: there is nothing to look up, hard or soft.</source>
        <translation>Toutes les clés de la %1 sont bloquées&#xa0;: il n&apos;y a rien à chercher, ni de façon dure ni de façon douce.</translation>
    </message>
    <message>
        <source>weight of each key of %1</source>
        <translation>poids de chaque clé de la %1</translation>
    </message>
    <message>
        <source>τ → 0: hard lookup</source>
        <translation>τ → 0&#xa0;: recherche dure</translation>
    </message>
    <message>
        <source>τ = 1: the softmax</source>
        <translation>τ = 1&#xa0;: la softmax</translation>
    </message>
    <message>
        <source>τ = %1: sharper</source>
        <translation>τ = %1&#xa0;: plus piquée</translation>
    </message>
    <message>
        <source>output = v%1 = </source>
        <translation>sortie = v%1 = </translation>
    </message>
    <message>
        <source>the hard lookup&apos;s output</source>
        <translation>la sortie de la recherche dure</translation>
    </message>
    <message>
        <source>output = </source>
        <translation>sortie = </translation>
    </message>
    <message>
        <source>A dictionary returns the one value whose key matches. Divide the scaled scores by a temperature τ before the softmax: as τ → 0 the weights go one-hot and the output is one value row; at τ = 1 every value is blended.</source>
        <translation>Un dictionnaire renvoie la seule valeur dont la clé correspond. Divisez les scores mis à l&apos;échelle par une température τ avant la softmax&#xa0;: quand τ → 0, les poids deviennent one-hot et la sortie est une seule ligne de valeurs&#xa0;; à τ = 1, toutes les valeurs sont mélangées.</translation>
    </message>
    <message numerus="yes">
        <source>Hard, %1 takes key %2 alone and outputs v%3 = %4; soft, it blends all %5 value(s) — and the blend is smooth, so gradient descent can train it.</source>
        <extracomment>%5: a count written with thousands separators</extracomment>
        <translation>
            <numerusform>En dur, la %1 ne prend que la clé %2 et a pour sortie v%3 = %4&#xa0;; en doux, elle mélange sa %5 valeur — et ce mélange est lisse, donc la descente de gradient peut l&apos;entraîner.</numerusform>
            <numerusform>En dur, la %1 ne prend que la clé %2 et a pour sortie v%3 = %4&#xa0;; en doux, elle mélange les %5 valeurs — et ce mélange est lisse, donc la descente de gradient peut l&apos;entraîner.</numerusform>
        </translation>
    </message>
    <message>
        <source>the scaled scores and values of %1</source>
        <translation>les scores mis à l&apos;échelle et les valeurs de la %1</translation>
    </message>
    <message>
        <source>the temperatures τ → 0, 0.5 and 1 (chosen for the picture)</source>
        <translation>les températures τ → 0; 0,5 et 1 (choisies pour l&apos;image)</translation>
    </message>
    <message>
        <source> · sink %1</source>
        <extracomment>the weight the attention sink takes (GPT-OSS), after the keys&apos; weights</extracomment>
        <translation> · puits %1</translation>
    </message>
    <message>
        <source>With one token every variant gives it all the weight: today&apos;s stages need at least two tokens.</source>
        <translation>Avec un seul token, chaque variante lui donne tout le poids&#xa0;: les étages actuels demandent au moins deux tokens.</translation>
    </message>
    <message>
        <source>cap %1 (Gemma 2)</source>
        <extracomment>the picture with Gemma 2&apos;s soft-cap of the logits at %1</extracomment>
        <translation>plafond %1 (Gemma 2)</translation>
    </message>
    <message>
        <source>sink (GPT-OSS)</source>
        <extracomment>the picture with an attention sink, as GPT-OSS has</extracomment>
        <translation>puits (GPT-OSS)</translation>
    </message>
    <message>
        <source>window %1 (Mistral)</source>
        <extracomment>the picture with a sliding window of %1 keys, as Mistral has</extracomment>
        <translation>fenêtre %1 (Mistral)</translation>
    </message>
    <message>
        <source>The lesson gives %1 the weights %2. One stage changed each: BLOOM adds −m·|i − j| (m = %3 for head %4); Gemma 2 caps every logit at %5·tanh(x / %5); GPT-OSS&apos;s sink takes weight and gives no value; Mistral and Gemma&apos;s local layers see only the %6 latest keys.</source>
        <translation>La leçon donne à %1 les poids %2. Chaque variante change un seul étage&#xa0;: BLOOM ajoute −m·|i − j| (m = %3 pour la tête %4)&#xa0;; Gemma 2 plafonne chaque logit à %5·tanh(x / %5)&#xa0;; le puits de GPT-OSS prend du poids et ne donne aucune valeur&#xa0;; les couches locales de Mistral et de Gemma ne voient que les %6 dernières clés.</translation>
    </message>
    <message>
        <source> (This session&apos;s own stages are left out of the first picture and set one at a time in the others.)</source>
        <translation> (Les étages propres à cette session sont retirés de la première image et appliqués un par un dans les autres.)</translation>
    </message>
    <message>
        <source>Same scores, one stage changed: that is how to read every new attention variant.</source>
        <translation>Mêmes scores, un étage changé&#xa0;: voilà comment lire chaque nouvelle variante de l&apos;attention.</translation>
    </message>
    <message>
        <source>Q and K of %1; under each picture the weights of %2</source>
        <translation>Q et K de la %1&#xa0;; sous chaque image, les poids de la %2</translation>
    </message>
    <message>
        <source>the cap %1, the sink&apos;s logit 1, the window %2</source>
        <translation>le plafond %1, le logit 1 du puits, la fenêtre %2</translation>
    </message>
    <message>
        <source>Introduction</source>
        <translation>Introduction</translation>
    </message>
    <message>
        <source>Attention, worked out by hand</source>
        <translation>L&apos;attention, calculée à la main</translation>
    </message>
    <message>
        <source>Every number on these slides is computed from the session in the window. Change a token, a weight or the mask, and the whole lesson follows.</source>
        <translation>Chaque nombre de ces diapositives est calculé à partir de la session ouverte dans la fenêtre. Changez un token, un poids ou le masque, et toute la leçon suit.</translation>
    </message>
    <message>
        <source>The problem attention solves</source>
        <translation>Le problème que résout l&apos;attention</translation>
    </message>
    <message>
        <source>The same word needs different meanings in different sentences. Point at the two “bank” rows: identical going in, different coming out, because each mixed in its own neighbours.</source>
        <translation>Un même mot doit prendre des sens différents selon la phrase. Montrez les deux lignes “bank”&#xa0;: identiques à l&apos;entrée, différentes à la sortie, car chacune a mélangé ses propres voisins.</translation>
    </message>
    <message>
        <source>What we will cover</source>
        <translation>Au programme</translation>
    </message>
    <message>
        <source>The plan of the lesson: by the end the class can compute attention by hand, say why each piece is there, and read the code.</source>
        <translation>Le plan de la leçon&#xa0;: à la fin, la classe sait calculer l&apos;attention à la main, dire pourquoi chaque élément est là, et lire le code.</translation>
    </message>
    <message>
        <source>Attention as soft lookup: a library</source>
        <translation>L&apos;attention comme recherche douce&#xa0;: une bibliothèque</translation>
    </message>
    <message>
        <source>The analogy before the maths: a query walks in, every key is compared, and the answer is a blend of the values, not one book. Ask the class what a dictionary would return instead.</source>
        <translation>L&apos;analogie avant les maths&#xa0;: une requête entre, chaque clé est comparée, et la réponse est un mélange des valeurs, pas un seul livre. Demandez à la classe ce que renverrait un dictionnaire à la place.</translation>
    </message>
    <message>
        <source>Queries, keys and values</source>
        <translation>Requêtes, clés et valeurs</translation>
    </message>
    <message>
        <source>The input X: one row per token</source>
        <translation>L&apos;entrée X&#xa0;: une ligne par token</translation>
    </message>
    <message>
        <source>Start with the smallest example that still shows everything: a few tokens, a couple of numbers each.</source>
        <translation>Commencez par le plus petit exemple qui montre encore tout&#xa0;: quelques tokens, deux ou trois nombres chacun.</translation>
    </message>
    <message>
        <source>Queries: Q = X · W_Q</source>
        <translation>Requêtes&#xa0;: Q = X · W_Q</translation>
    </message>
    <message>
        <source>Row by row: a token&apos;s numbers say how much of each row of W_Q to take. Let the class do the last row.</source>
        <translation>Ligne par ligne&#xa0;: les nombres d&apos;un token disent quelle quantité de chaque ligne de W_Q prendre. Laissez la classe faire la dernière ligne.</translation>
    </message>
    <message>
        <source>Keys: K = X · W_K</source>
        <translation>Clés&#xa0;: K = X · W_K</translation>
    </message>
    <message>
        <source>The same multiplication with a different matrix: what each token offers to be found by.</source>
        <translation>La même multiplication avec une autre matrice&#xa0;: ce que chaque token offre pour être trouvé.</translation>
    </message>
    <message>
        <source>Values: V = X · W_V</source>
        <translation>Valeurs&#xa0;: V = X · W_V</translation>
    </message>
    <message>
        <source>And once more: what each token hands over when it is chosen.</source>
        <translation>Et encore une fois&#xa0;: ce que chaque token transmet quand il est choisi.</translation>
    </message>
    <message>
        <source>Why three different matrices?</source>
        <translation>Pourquoi trois matrices différentes&#xa0;?</translation>
    </message>
    <message>
        <source>With W = I a score is the overlap of two embeddings: symmetric, so a token looks for what it is (in the lesson, key 2 and key 3 tie). Separate matrices decouple what to ask for, what to advertise and what to deliver. Scores only: the softmax comes later.</source>
        <translation>Avec W = I, un score est le recouvrement de deux plongements&#xa0;: il est symétrique, donc un token cherche ce qu&apos;il est lui-même (dans la leçon, les clés 2 et 3 sont à égalité). Des matrices séparées découplent ce qu&apos;on demande, ce qu&apos;on annonce et ce qu&apos;on livre. Seulement les scores&#xa0;: la softmax vient plus tard.</translation>
    </message>
    <message>
        <source>Scores, softmax and output</source>
        <translation>Scores, softmax et sortie</translation>
    </message>
    <message>
        <source>Scores: each query against every key</source>
        <translation>Scores&#xa0;: chaque requête face à chaque clé</translation>
    </message>
    <message>
        <source>A dot product measures alignment. Work one query row term by term; the matrix on the right holds every row.</source>
        <translation>Un produit scalaire mesure l&apos;alignement. Calculez une ligne de requête terme à terme&#xa0;; la matrice de droite contient toutes les lignes.</translation>
    </message>
    <message>
        <source>Divide by √d_k</source>
        <translation>Diviser par √d_k</translation>
    </message>
    <message>
        <source>Just do it for now; the reason comes in its own section.</source>
        <translation>Faites-le simplement pour l&apos;instant&#xa0;; la raison viendra dans sa propre partie.</translation>
    </message>
    <message>
        <source>Softmax, part 1: exponentiate</source>
        <translation>Softmax, partie 1&#xa0;: l&apos;exponentielle</translation>
    </message>
    <message>
        <source>e^x makes everything positive and stretches the gaps. Watch the rounding: exponentiate the exact number.</source>
        <translation>e^x rend tout positif et creuse les écarts. Attention à l&apos;arrondi&#xa0;: prenez l&apos;exponentielle du nombre exact.</translation>
    </message>
    <message>
        <source>Softmax, part 2: divide by the sum</source>
        <translation>Softmax, partie 2&#xa0;: diviser par la somme</translation>
    </message>
    <message>
        <source>The weights are fractions of one whole: ask where most of this query&apos;s attention goes.</source>
        <translation>Les poids sont des fractions d&apos;un tout&#xa0;: demandez où va la plus grande part de l&apos;attention de cette requête.</translation>
    </message>
    <message>
        <source>Blend the values</source>
        <translation>Mélanger les valeurs</translation>
    </message>
    <message>
        <source>The output is a weighted average of the value rows: same width as a value, informed by context.</source>
        <translation>La sortie est une moyenne pondérée des lignes de valeurs&#xa0;: même largeur qu&apos;une valeur, informée par le contexte.</translation>
    </message>
    <message>
        <source>Every query at once: A · V</source>
        <translation>Toutes les requêtes à la fois&#xa0;: A · V</translation>
    </message>
    <message>
        <source>Nothing new: the row we just computed is one row of a matrix product. Point at the shapes.</source>
        <translation>Rien de nouveau&#xa0;: la ligne qu&apos;on vient de calculer est une ligne d&apos;un produit matriciel. Montrez les formes.</translation>
    </message>
    <message>
        <source>Hard lookup, soft lookup</source>
        <translation>Recherche dure, recherche douce</translation>
    </message>
    <message>
        <source>A dictionary returns one value. Cool the softmax down and it does the same; at τ = 1 it blends, and that smoothness is what lets gradient descent train it.</source>
        <translation>Un dictionnaire renvoie une seule valeur. Refroidissez la softmax et elle fait de même&#xa0;; à τ = 1 elle mélange, et c&apos;est ce caractère lisse qui permet à la descente de gradient de l&apos;entraîner.</translation>
    </message>
    <message>
        <source>One step of gradient descent</source>
        <translation>Une étape de descente de gradient</translation>
    </message>
    <message>
        <source>Smooth means it has a gradient. Give the layer a target, read ∂L/∂W_Q, and move W_Q a little against it: the loss falls. The Train panel repeats this step.</source>
        <translation>Lisse veut dire qu&apos;il y a un gradient. Donnez une cible à la couche, lisez ∂L/∂W_Q, et déplacez W_Q un peu dans le sens opposé&#xa0;: la perte baisse. Le panneau Entraînement répète cette étape.</translation>
    </message>
    <message>
        <source>Why divide by √d_k</source>
        <translation>Pourquoi diviser par √d_k</translation>
    </message>
    <message>
        <source>Dot products spread with d_k</source>
        <translation>Les produits scalaires se dispersent avec d_k</translation>
    </message>
    <message>
        <source>Variances add: d_k products of variance 1 make a sum of variance d_k. Ask the class to predict the spreads before revealing them.</source>
        <translation>Les variances s&apos;additionnent&#xa0;: d_k produits de variance 1 donnent une somme de variance d_k. Demandez à la classe de prédire les dispersions avant de les dévoiler.</translation>
    </message>
    <message>
        <source>Big scores saturate the softmax</source>
        <translation>Les grands scores saturent la softmax</translation>
    </message>
    <message>
        <source>At d_k = 64 scores of ±8 are normal. Unscaled the softmax is practically one-hot; scaled it is not.</source>
        <translation>Pour d_k = 64, des scores de ±8 sont normaux. Sans échelle, la softmax est pratiquement one-hot&#xa0;; avec l&apos;échelle, elle ne l&apos;est pas.</translation>
    </message>
    <message>
        <source>A saturated softmax stops learning</source>
        <translation>Une softmax saturée n&apos;apprend plus</translation>
    </message>
    <message>
        <source>The slope of the softmax is p(1 − p). Near one-hot it vanishes and Q and K stop learning.</source>
        <translation>La pente de la softmax est p(1 − p). Près du one-hot, elle s&apos;annule et Q et K cessent d&apos;apprendre.</translation>
    </message>
    <message>
        <source>The race: scaled against unscaled, measured</source>
        <translation>La course&#xa0;: avec ou sans échelle, mesurée</translation>
    </message>
    <message>
        <source>Not a claim, a measurement: the same task trained twice, only the scale differs. Let the class guess which curve stalls. Labs ▸ Saturation Race runs it live.</source>
        <translation>Pas une affirmation, une mesure&#xa0;: la même tâche entraînée deux fois, seule l&apos;échelle diffère. Laissez la classe deviner quelle courbe stagne. Ateliers ▸ Course à la saturation la lance en direct.</translation>
    </message>
    <message>
        <source>Masks</source>
        <translation>Masques</translation>
    </message>
    <message>
        <source>Masking: −∞ before the softmax</source>
        <translation>Masquer&#xa0;: −∞ avant la softmax</translation>
    </message>
    <message>
        <source>A blocked score becomes −∞; e^−∞ is exactly 0, and the rest renormalise to 1.</source>
        <translation>Un score bloqué devient −∞&#xa0;; e^−∞ vaut exactement 0, et les autres se renormalisent à 1.</translation>
    </message>
    <message>
        <source>Causal, padding, and the wrong way</source>
        <translation>Causal, remplissage, et la mauvaise méthode</translation>
    </message>
    <message>
        <source>Causal keeps the lower triangle; padding blanks whole key columns. Zeroing after the softmax breaks the row sums: point at them.</source>
        <translation>Le masque causal garde le triangle inférieur&#xa0;; le remplissage efface des colonnes de clés entières. Mettre à 0 après la softmax casse les sommes des lignes&#xa0;: montrez-les.</translation>
    </message>
    <message>
        <source>Multi-head attention</source>
        <translation>Attention multi-têtes</translation>
    </message>
    <message>
        <source>Splitting into heads</source>
        <translation>Découper en têtes</translation>
    </message>
    <message>
        <source>One softmax per token must compromise; several heads need not. Each gets its own slice of the width.</source>
        <translation>Une seule softmax par token doit faire des compromis&#xa0;; plusieurs têtes n&apos;y sont pas obligées. Chacune reçoit sa propre tranche de la largeur.</translation>
    </message>
    <message>
        <source>Concatenate, then mix with W_O</source>
        <translation>Concaténer, puis mélanger avec W_O</translation>
    </message>
    <message>
        <source>Without W_O each output column would come from one head only. Show a column that takes from two.</source>
        <translation>Sans W_O, chaque colonne de sortie viendrait d&apos;une seule tête. Montrez une colonne qui puise dans deux têtes.</translation>
    </message>
    <message>
        <source>Shapes with a batch</source>
        <translation>Les formes avec un lot</translation>
    </message>
    <message>
        <source>Most attention bugs are shape bugs. Two sentences padded to one length; follow the shape line by line.</source>
        <translation>La plupart des bogues d&apos;attention sont des bogues de forme. Deux phrases complétées à une même longueur&#xa0;; suivez la forme ligne par ligne.</translation>
    </message>
    <message>
        <source>Counting the weights</source>
        <translation>Compter les poids</translation>
    </message>
    <message>
        <source>Four square matrices, nothing else (biases aside). More heads cost nothing: they only slice the width.</source>
        <translation>Quatre matrices carrées, rien d&apos;autre (hors biais). Ajouter des têtes ne coûte rien&#xa0;: elles ne font que découper la largeur.</translation>
    </message>
    <message>
        <source>Two classic bugs</source>
        <translation>Deux bogues classiques</translation>
    </message>
    <message>
        <source>Reshape without transpose scrambles tokens across heads; a softmax over the wrong axis normalises columns.</source>
        <translation>Un reshape sans transposition mélange les tokens entre les têtes&#xa0;; une softmax sur le mauvais axe normalise les colonnes.</translation>
    </message>
    <message>
        <source>Code and cost</source>
        <translation>Code et coût</translation>
    </message>
    <message>
        <source>The code</source>
        <translation>Le code</translation>
    </message>
    <message>
        <source>Five lines of NumPy; PyTorch adds the batch and the heads. Run the whole script and get these numbers. In production, PyTorch&apos;s fused scaled_dot_product_attention does all of it.</source>
        <translation>Cinq lignes de NumPy&#xa0;; PyTorch ajoute le lot et les têtes. Exécutez le script complet et retrouvez ces nombres. En production, le scaled_dot_product_attention fusionné de PyTorch fait tout cela.</translation>
    </message>
    <message>
        <source>Reading attention heatmaps</source>
        <translation>Lire les cartes de chaleur de l&apos;attention</translation>
    </message>
    <message>
        <source>Rows are queries, columns keys, each row sums to 1. Different heads learn different patterns; a heatmap helps debugging but is not an explanation. To show the difference, Help ▸ How to Use ▸ “Find a head, switch it off”: open the built-in induction model, find its induction head by its score, ablate it, and watch the copied word&apos;s probability collapse while the heatmap stays the same.</source>
        <translation>Les lignes sont les requêtes, les colonnes les clés, chaque ligne a pour somme 1. Des têtes différentes apprennent des motifs différents&#xa0;; une carte de chaleur aide au débogage mais n&apos;est pas une explication. Pour montrer la différence, Aide ▸ Comment utiliser ▸ «&#xa0;Trouver une tête, la désactiver&#xa0;»&#xa0;: ouvrez le modèle d&apos;induction intégré, trouvez sa tête d&apos;induction grâce à son score, désactivez-la, et regardez la probabilité du mot recopié s&apos;effondrer alors que la carte de chaleur ne change pas.</translation>
    </message>
    <message>
        <source>The cost: T·d² first, then T²</source>
        <translation>Le coût&#xa0;: d&apos;abord T·d², puis T²</translation>
    </message>
    <message>
        <source>Measured on this machine, not quoted, and kept: every deck, worksheet and key made here shows the same times. Below T = 2·d_model the projections dominate and doubling T a little more than doubles the time; above it the T² scores take over and the ratio heads for 4 — the quadratic wall.</source>
        <translation>Mesuré sur cette machine, pas cité, et conservé&#xa0;: chaque diaporama, fiche d&apos;exercices et corrigé produit ici montre les mêmes temps. En dessous de T = 2·d_model, les projections dominent et doubler T fait un peu plus que doubler le temps&#xa0;; au-delà, les scores en T² prennent le dessus et le rapport tend vers 4 — le mur quadratique.</translation>
    </message>
    <message>
        <source>Recap</source>
        <translation>Récapitulatif</translation>
    </message>
    <message>
        <source>The whole operation in one line. Next comes the rest of the transformer block around it.</source>
        <translation>Toute l&apos;opération en une ligne. Ensuite vient le reste du bloc de transformer qui l&apos;entoure.</translation>
    </message>
    <message>
        <source>The block</source>
        <translation>Le bloc</translation>
    </message>
    <message>
        <source>The transformer block: where attention sits</source>
        <translation>Le bloc de transformer&#xa0;: la place de l&apos;attention</translation>
    </message>
    <message>
        <source>The seed&apos;s “next time”. Point at the two adds: the stream is never replaced. On a layer taken from a model the numbers are its own; on the lesson&apos;s example, open a GPT-2 folder to fill them.</source>
        <translation>Voici la «&#xa0;prochaine fois&#xa0;» annoncée dans le plan. Montrez les deux additions&#xa0;: le flux n&apos;est jamais remplacé. Sur une couche extraite d&apos;un modèle, les nombres sont les siens&#xa0;; sur l&apos;exemple de la leçon, ouvrez un dossier GPT-2 pour les obtenir.</translation>
    </message>
    <message>
        <source>The residual add, then LayerNorm of one row</source>
        <translation>L&apos;addition résiduelle, puis la LayerNorm d&apos;une ligne</translation>
    </message>
    <message>
        <source>Work one column through on the board: subtract μ, divide by √(σ² + ε), times γ, plus β. Ask why the norm comes before each half, not after (the stream keeps its scale; each half reads a tame copy).</source>
        <translation>Calculez une colonne au tableau&#xa0;: soustraire μ, diviser par √(σ² + ε), fois γ, plus β. Demandez pourquoi la norme vient avant chaque moitié et pas après (le flux garde son échelle&#xa0;; chaque moitié lit une copie apprivoisée).</translation>
    </message>
    <message>
        <source>The MLP of one row, and back to the stream</source>
        <translation>Le MLP d&apos;une ligne, et retour au flux</translation>
    </message>
    <message>
        <source>Each row alone: no token looks at another here — that was attention&apos;s job. Ask what gelu does to the most negative unit.</source>
        <translation>Chaque ligne séparément&#xa0;: ici, aucun token ne regarde les autres — c&apos;était le rôle de l&apos;attention. Demandez ce que gelu fait à l&apos;unité la plus négative.</translation>
    </message>
    <message>
        <source>Beyond the lesson</source>
        <translation>Au-delà de la leçon</translation>
    </message>
    <message>
        <source>Induction heads form (a recorded run)</source>
        <translation>Naissance des têtes d&apos;induction (un entraînement enregistré)</translation>
    </message>
    <message>
        <source>Optional. A run the app recorded, the same for every session: let the class guess what happens where the loss steps down, then reveal the two heads. Click the picture (or Train It Live) to open Labs ▸ Train a Model and run it in front of them; about 40 seconds on a laptop.</source>
        <translation>Facultatif. Un entraînement enregistré par l&apos;application, le même pour toutes les sessions&#xa0;: laissez la classe deviner ce qui se passe quand la perte descend d&apos;un palier, puis dévoilez les deux têtes. Cliquez sur l&apos;image (ou sur L&apos;entraîner en direct) pour ouvrir Ateliers ▸ Entraîner un modèle et le lancer devant la classe&#xa0;; environ 40 secondes sur un ordinateur portable.</translation>
    </message>
    <message>
        <source>Attention today: one stage changed</source>
        <translation>L&apos;attention aujourd&apos;hui&#xa0;: un étage changé</translation>
    </message>
    <message>
        <source>Optional. The same scores through five rules. Ask which picture a long document would favour (the window forgets, ALiBi fades, the sink soaks up weight when nothing fits), then open a BLOOM or Gemma folder in the Model Workbench and find the stage in its breakdown.</source>
        <translation>Facultatif. Les mêmes scores passés par cinq règles. Demandez quelle image favoriserait un long document (la fenêtre oublie, ALiBi atténue ce qui est loin, le puits absorbe le poids quand rien ne convient), puis ouvrez un dossier BLOOM ou Gemma dans le banc d&apos;essai du modèle et trouvez l&apos;étage dans sa décomposition.</translation>
    </message>
    <message>
        <source>loss on the repeated half %1 → %2 after %3 steps</source>
        <translation>perte sur la moitié répétée %1 → %2 après %3 étapes</translation>
    </message>
    <message>
        <source>%1: loss %2 → %3 after %4 steps</source>
        <translation>%1&#xa0;: perte %2 → %3 après %4 étapes</translation>
    </message>
    <message>
        <source>T = %1: %2 scores per head, the T² part %3 of the work%4</source>
        <extracomment>%3: a share, &quot;40 %&quot;; %4: empty or &quot;, time ×3.9&quot;</extracomment>
        <translation>T = %1&#xa0;: %2 scores par tête, la partie en T² fait %3 du travail%4</translation>
    </message>
    <message>
        <source>, time %1</source>
        <translation>, temps %1</translation>
    </message>
    <message>
        <source>columns 1–%1</source>
        <extracomment>which columns of d_model one head takes: &quot;columns 1–8&quot; (one head&apos;s d_k)</extracomment>
        <translation>colonnes 1–%1</translation>
    </message>
    <message>
        <source>column 1</source>
        <translation>colonne 1</translation>
    </message>
    <message>
        <source>sentence %1</source>
        <translation>phrase %1</translation>
    </message>
    <message>
        <source>shape</source>
        <extracomment>a column heading: a matrix&apos;s shape, &quot;T × d_model&quot;</extracomment>
        <translation>forme</translation>
    </message>
    <message>
        <source>its settings (%1) are made for the heads it has</source>
        <extracomment>%1: the session&apos;s settings, e.g. &quot;ALiBi slopes&quot;, or several joined by &quot;and&quot;</extracomment>
        <translation>ses réglages (%1) sont faits pour les têtes qu&apos;elle a</translation>
    </message>
    <message>
        <source> In this session the scale is followed by %1: the whole script (Labs ▸ Show the Code) writes them.</source>
        <translation> Cette session applique %1 après l&apos;échelle&#xa0;: le script complet (Ateliers ▸ Afficher le code) écrit tout cela.</translation>
    </message>
    <message>
        <source>“%1”</source>
        <extracomment>a token in quotes, with the quotation marks the language writes: „river“, « river »</extracomment>
        <translation>«&#x202f;%1&#x202f;»</translation>
    </message>
</context>
<context>
    <name>ModelText</name>
    <message>
        <source>position embedding</source>
        <translation>plongement de position</translation>
    </message>
    <message>
        <source>token embedding × L12 H12</source>
        <translation>plongement du token × L12 H12</translation>
    </message>
    <message>
        <source>step  (loss on a log scale)</source>
        <translation>étape  (perte sur une échelle logarithmique)</translation>
    </message>
    <message>
        <source>no step yet</source>
        <translation>aucune étape pour l&apos;instant</translation>
    </message>
    <message>
        <source>loss %1 before training</source>
        <translation>perte %1 avant l&apos;entraînement</translation>
    </message>
    <message>
        <source>loss %1 → %2 after %3</source>
        <translation>perte %1 → %2 après %3</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n étape</numerusform>
            <numerusform>%n étapes</numerusform>
        </translation>
    </message>
    <message>
        <source>No training yet: press Step or Play</source>
        <translation>Pas encore d&apos;entraînement&#xa0;: appuyez sur Étape ou Lancer</translation>
    </message>
    <message>
        <source>Race</source>
        <translation>Course</translation>
    </message>
    <message>
        <source>Loss Curve</source>
        <translation>Courbe de perte</translation>
    </message>
    <message>
        <source>Layer %1 · head %2%3 · attention weights</source>
        <translation>Couche %1 · tête %2%3 · poids d&apos;attention</translation>
    </message>
    <message>
        <source>%1 heads sharing %2 K/V</source>
        <translation>%1 têtes partageant %2 K/V</translation>
    </message>
    <message>
        <source>%1 heads</source>
        <translation>%1 têtes</translation>
    </message>
    <message>
        <source>%1 · %2 layers × %3 · attention weights, one colour scale (0 … 1)</source>
        <translation>%1 · %2 couches × %3 · poids d&apos;attention, une seule échelle de couleurs (0 … 1)</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>%1 · %2 layers × %3 heads · weights, one scale</source>
        <translation>%1 · %2 couches × %3 têtes · poids, une seule échelle</translation>
    </message>
    <message>
        <source>%1 · %2 layers × %3 heads</source>
        <translation>%1 · %2 couches × %3 têtes</translation>
    </message>
    <message>
        <source>%1 tokens, as the tokenizer split them (␣ = a space):  %2</source>
        <translation>%1 tokens, tels que le tokeniseur les a découpés (␣ = une espace)&#xa0;:  %2</translation>
    </message>
    <message>
        <source>Layer %1%2</source>
        <translation>Couche %1%2</translation>
    </message>
    <message>
        <source>local %1</source>
        <translation>locale %1</translation>
    </message>
    <message>
        <source>global</source>
        <translation>globale</translation>
    </message>
    <message>
        <source>attention weight</source>
        <translation>poids d&apos;attention</translation>
    </message>
    <message>
        <source>sink</source>
        <translation>puits</translation>
    </message>
    <message>
        <source>Badges: %1   0</source>
        <translation>Pastilles&#xa0;: %1   0</translation>
    </message>
    <message>
        <source>Next token</source>
        <translation>Token suivant</translation>
    </message>
    <message>
        <source>Next token after “%1” (token %2 of %3)</source>
        <translation>Token suivant après “%1” (token %2 sur %3)</translation>
    </message>
    <message>
        <source>  new</source>
        <translation>  nouveau</translation>
    </message>
    <message>
        <source>Nothing changed · click a token to predict after it</source>
        <translation>Rien n&apos;a changé · cliquez sur un token pour prédire la suite</translation>
    </message>
    <message>
        <source>Before → after: %1%2</source>
        <translation>Avant → après&#xa0;: %1%2</translation>
    </message>
    <message>
        <source> · running…</source>
        <translation> · exécution…</translation>
    </message>
    <message>
        <source>“%1” here</source>
        <translation>“%1” ici</translation>
    </message>
    <message>
        <source>Head %1 · query “%2” against key “%3” · q·k by distance under RoPE</source>
        <translation>Tête %1 · requête “%2” face à la clé “%3” · q·k selon la distance avec RoPE</translation>
    </message>
    <message>
        <source>, linear scaling ÷ %1</source>
        <translation>, mise à l&apos;échelle linéaire ÷ %1</translation>
    </message>
    <message>
        <source>, llama3 scaling (factor %1, trained on %2 positions)</source>
        <translation>, mise à l&apos;échelle llama3 (facteur %1, entraîné sur %2 positions)</translation>
    </message>
    <message>
        <source>, YaRN scaling (factor %1, trained on %2 positions, q and k × %3)</source>
        <translation>, mise à l&apos;échelle YaRN (facteur %1, entraîné sur %2 positions, q et k × %3)</translation>
    </message>
    <message>
        <source>%1θ = %2%3 · frequencies f = (%4)</source>
        <translation>%1θ = %2%3 · fréquences f = (%4)</translation>
    </message>
    <message>
        <source>This session has no RoPE; shown as it would be with </source>
        <translation>Cette session n&apos;a pas de RoPE&#xa0;; affiché tel qu&apos;il serait avec </translation>
    </message>
    <message>
        <source> · latent attention: only the rope part (%1 of %2 numbers) turns</source>
        <translation> · attention latente&#xa0;: seule la partie rope (%1 nombres sur %2) tourne</translation>
    </message>
    <message>
        <source>Select a query: its curve needs an even d_k (RoPE turns pairs of numbers).</source>
        <translation>Sélectionnez une requête&#xa0;: sa courbe demande un d_k pair (RoPE tourne des paires de nombres).</translation>
    </message>
    <message>
        <source>distance p_query − p_key (tokens)</source>
        <translation>distance p_requête − p_clé (en tokens)</translation>
    </message>
    <message>
        <source>score q·k</source>
        <translation>score q·k</translation>
    </message>
    <message>
        <source>without RoPE: %1</source>
        <translation>sans RoPE&#xa0;: %1</translation>
    </message>
    <message>
        <source>induction score, every head</source>
        <translation>score d&apos;induction, toutes les têtes</translation>
    </message>
    <message>
        <source>previous-token score, every head</source>
        <translation>score du token précédent, toutes les têtes</translation>
    </message>
    <message>
        <source>training step</source>
        <translation>étape d&apos;entraînement</translation>
    </message>
    <message>
        <source>loss (log scale)</source>
        <translation>perte (échelle logarithmique)</translation>
    </message>
    <message>
        <source> off</source>
        <translation> hors circuit</translation>
    </message>
    <message>
        <source>%1 rises · step %2</source>
        <translation>%1 apparaît · étape %2</translation>
    </message>
    <message>
        <source>shown: step %1</source>
        <translation>affiché&#xa0;: étape %1</translation>
    </message>
    <message>
        <source>repeated half (held out)</source>
        <translation>moitié répétée (validation)</translation>
    </message>
    <message>
        <source>each batch</source>
        <translation>chaque lot</translation>
    </message>
    <message>
        <source>previous-token head</source>
        <translation>tête du token précédent</translation>
    </message>
    <message>
        <source>induction head</source>
        <translation>tête d&apos;induction</translation>
    </message>
    <message>
        <source>No training yet: press Play or Step</source>
        <translation>Pas encore d&apos;entraînement&#xa0;: appuyez sur Lancer ou Étape</translation>
    </message>
    <message>
        <source>model view</source>
        <translation>vue du modèle</translation>
    </message>
    <message>
        <source>Training Curves</source>
        <translation>Courbes d&apos;entraînement</translation>
    </message>
    <message>
        <source>space</source>
        <extracomment>a token that is only spaces, as a screen reader says it</extracomment>
        <translation>espace</translation>
    </message>
    <message>
        <source>layer %1, head %2</source>
        <translation>couche %1, tête %2</translation>
    </message>
    <message>
        <source>layer %1, position %2 %3</source>
        <translation>couche %1, position %2 %3</translation>
    </message>
    <message>
        <source>no value</source>
        <translation>aucune valeur</translation>
    </message>
    <message>
        <source>%1 ranks %2, probability %3</source>
        <extracomment>%1 the answer traced, %2 its rank, %3 its probability</extracomment>
        <translation>%1 au rang %2, probabilité %3</translation>
    </message>
    <message>
        <source>top token %1, probability %2</source>
        <translation>token le plus probable %1, probabilité %2</translation>
    </message>
    <message>
        <source>“%1”</source>
        <extracomment>a token in quotes, with the quotation marks the language writes: „␣Mary“, « ␣Mary »</extracomment>
        <translation>«&#x202f;%1&#x202f;»</translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <source>&quot;bank&quot; in two contexts</source>
        <translation>“bank” dans deux contextes</translation>
    </message>
    <message>
        <source>Eight heads, eight patterns</source>
        <translation>Huit têtes, huit motifs</translation>
    </message>
    <message>
        <source>Learn: first token (sink)</source>
        <translation>Apprendre&#xa0;: premier token (puits)</translation>
    </message>
    <message>
        <source>Learn: previous token</source>
        <translation>Apprendre&#xa0;: token précédent</translation>
    </message>
    <message>
        <source>Learn: same word earlier</source>
        <translation>Apprendre&#xa0;: le même mot plus tôt</translation>
    </message>
    <message>
        <source>Saturation race: unscaled</source>
        <translation>Course à la saturation&#xa0;: sans échelle</translation>
    </message>
    <message>
        <source>Saturation race: scaled</source>
        <translation>Course à la saturation&#xa0;: avec échelle</translation>
    </message>
    <message>
        <source>Learn: two heads, two relations</source>
        <translation>Apprendre&#xa0;: deux têtes, deux relations</translation>
    </message>
    <message>
        <source>The lesson with a causal mask</source>
        <translation>La leçon avec un masque causal</translation>
    </message>
    <message>
        <source>The lesson with token 3 as padding</source>
        <translation>La leçon avec le token 3 en remplissage</translation>
    </message>
    <message>
        <source>The lesson with RoPE (rotary positions)</source>
        <translation>La leçon avec RoPE (positions rotatives)</translation>
    </message>
    <message>
        <source>The lesson without 1/sqrt(d_k)</source>
        <translation>La leçon sans 1/sqrt(d_k)</translation>
    </message>
    <message>
        <source>The lesson: three tokens by hand</source>
        <translation>La leçon&#xa0;: trois tokens à la main</translation>
    </message>
    <message>
        <source>Saturation cured: divided by sqrt(64) = 8</source>
        <translation>Saturation guérie&#xa0;: divisé par sqrt(64) = 8</translation>
    </message>
    <message>
        <source>Softmax saturation: scores 8, 0, -8</source>
        <translation>Saturation de la softmax&#xa0;: scores 8, 0, -8</translation>
    </message>
    <message>
        <source>Two heads, two patterns</source>
        <translation>Deux têtes, deux motifs</translation>
    </message>
    <message>
        <source>Both &apos;bank&apos; tokens have the same embedding (water, money, thing, function word). Each sentence is blocked from the other, so each &apos;bank&apos; mixes in its own context: its output row leans to water in the river sentence and to money in the other.</source>
        <translation>Les deux tokens &apos;bank&apos; ont le même plongement (eau, argent, objet, mot grammatical). Chaque phrase est bloquée pour l&apos;autre, si bien que chaque &apos;bank&apos; mélange son propre contexte&#xa0;: sa ligne de sortie penche vers l&apos;eau dans la phrase de la rivière et vers l&apos;argent dans l&apos;autre.</translation>
    </message>
    <message>
        <source>Eight computed heads: previous token, first token, self, broad, local window, same word, latest noun, skips &quot;the&quot;.</source>
        <translation>Huit têtes calculées&#xa0;: token précédent, premier token, soi-même, large, fenêtre locale, même mot, dernier nom, saute “the”.</translation>
    </message>
    <message>
        <source>Learn the attention sink: two stories packed end to end, and every token&apos;s target is the first token of its own story. Press Play: the first column of each sentence fills in, the pattern real models use when nothing else is worth reading.</source>
        <translation>Apprendre le puits d&apos;attention&#xa0;: deux histoires mises bout à bout, et la cible de chaque token est le premier token de sa propre histoire. Appuyez sur Lancer&#xa0;: la première colonne de chaque phrase se remplit, le motif qu&apos;utilisent les vrais modèles quand rien d&apos;autre ne mérite d&apos;être lu.</translation>
    </message>
    <message>
        <source>Learn to attend to the previous token: each token&apos;s target is the word before it (the first keeps its own). Press Play: the weights just below the diagonal light up, every one of them above 0.9 within 300 steps, and the loss falls a hundredfold.</source>
        <translation>Apprendre à porter son attention sur le token précédent&#xa0;: la cible de chaque token est le mot qui le précède (le premier garde le sien). Appuyez sur Lancer&#xa0;: les poids juste sous la diagonale s&apos;allument, tous au-dessus de 0,9 en moins de 300 étapes, et la perte est divisée par cent.</translation>
    </message>
    <message>
        <source>Learn to find the same word earlier: a word seen before should fetch where it was last seen (its target is that token&apos;s position); a new word fetches its own. The head must match words, not positions: watch the weights jump back to the earlier “the”, “sat”, “on”, “cat”, “and” and “dog”.</source>
        <translation>Apprendre à retrouver le même mot plus tôt&#xa0;: un mot déjà vu doit aller chercher l&apos;endroit où il a été vu pour la dernière fois (sa cible est la position de ce token)&#xa0;; un mot nouveau va chercher le sien. La tête doit faire correspondre des mots, pas des positions&#xa0;: regardez les poids revenir vers les “the”, “sat”, “on”, “cat”, “and” et “dog” précédents.</translation>
    </message>
    <message>
        <source>The saturation race, NOT scaled (scale 1). d_k = 64 and a good initialisation give scores spread about ±8. Both presets have the same embeddings, weights, target and learning rate; only the scale differs. Scaled, the softmax is soft and the head learns; unscaled, it starts nearly one-hot, its gradient p(1 − p) is ≈ 0, and the loss stalls: after 200 steps it is at least twice the scaled one&apos;s. Open both (or press Race) and compare.</source>
        <translation>La course à la saturation, SANS échelle (échelle 1). d_k = 64 et une bonne initialisation donnent des scores dispersés d&apos;environ ±8. Les deux exemples ont les mêmes plongements, poids, cible et taux d&apos;apprentissage&#xa0;; seule l&apos;échelle diffère. Avec l&apos;échelle, la softmax est douce et la tête apprend&#xa0;; sans échelle, elle démarre presque one-hot, son gradient p(1 − p) est ≈ 0, et la perte stagne&#xa0;: après 200 étapes, elle vaut au moins le double de celle avec échelle. Ouvrez les deux (ou appuyez sur Course) et comparez.</translation>
    </message>
    <message>
        <source>The saturation race, scaled by 1/√d_k = 1/8. d_k = 64 and a good initialisation give scores spread about ±8. Both presets have the same embeddings, weights, target and learning rate; only the scale differs. Scaled, the softmax is soft and the head learns; unscaled, it starts nearly one-hot, its gradient p(1 − p) is ≈ 0, and the loss stalls: after 200 steps it is at least twice the scaled one&apos;s. Open both (or press Race) and compare.</source>
        <translation>La course à la saturation, avec l&apos;échelle 1/√d_k = 1/8. d_k = 64 et une bonne initialisation donnent des scores dispersés d&apos;environ ±8. Les deux exemples ont les mêmes plongements, poids, cible et taux d&apos;apprentissage&#xa0;; seule l&apos;échelle diffère. Avec l&apos;échelle, la softmax est douce et la tête apprend&#xa0;; sans échelle, elle démarre presque one-hot, son gradient p(1 − p) est ≈ 0, et la perte stagne&#xa0;: après 200 étapes, elle vaut au moins le double de celle avec échelle. Ouvrez les deux (ou appuyez sur Course) et comparez.</translation>
    </message>
    <message>
        <source>Two heads, two relations, in two sentences packed end to end: each head&apos;s slice holds the whole embedding; head 1&apos;s target is the previous token, head 2&apos;s the first token of its sentence. Press Play and watch them specialise: one diagonal below the middle, one first column per sentence.</source>
        <translation>Deux têtes, deux relations, dans deux phrases mises bout à bout&#xa0;: la tranche de chaque tête contient tout le plongement&#xa0;; la cible de la tête 1 est le token précédent, celle de la tête 2 le premier token de sa phrase. Appuyez sur Lancer et regardez-les se spécialiser&#xa0;: une diagonale sous la diagonale principale, une première colonne par phrase.</translation>
    </message>
    <message>
        <source>No peeking at the future: token 2 gets 0.670 / 0.330 / 0.</source>
        <translation>Pas de coup d&apos;œil vers le futur&#xa0;: le token 2 obtient 0,670 / 0,330 / 0.</translation>
    </message>
    <message>
        <source>A padding mask blanks the whole key column of a pad token.</source>
        <translation>Un masque de remplissage efface toute la colonne de clé d&apos;un token de remplissage.</translation>
    </message>
    <message>
        <source>RoPE turns q and k by position: “river” now gives 0.363 / 0.343 / 0.294 (0.284 / 0.140 / 0.576 without it).</source>
        <translation>RoPE tourne q et k selon la position&#xa0;: “river” donne maintenant 0,363 / 0,343 / 0,294 (0,284 / 0,140 / 0,576 sans RoPE).</translation>
    </message>
    <message>
        <source>Scale factor 1: the weights are sharper than with 1/sqrt(2).</source>
        <translation>Facteur d&apos;échelle 1&#xa0;: les poids sont plus piqués qu&apos;avec 1/sqrt(2).</translation>
    </message>
    <message>
        <source>X rows (1,0), (0,1), (1,1); W_Q rows (1,0), (1,1); W_K rows (1,1), (0,1); W_V = diag(2, 1). Token 2 (&apos;river&apos;) attends 0.284 / 0.140 / 0.576 and outputs (1.72, 0.72).</source>
        <translation>Lignes de X (1,0), (0,1), (1,1)&#xa0;; lignes de W_Q (1,0), (1,1)&#xa0;; lignes de W_K (1,1), (0,1)&#xa0;; W_V = diag(2, 1). Le token 2 (&apos;river&apos;) répartit son attention en 0,284 / 0,140 / 0,576 et a pour sortie (1,72; 0,72).</translation>
    </message>
    <message>
        <source>The same scores divided by 8 become 1, 0, -1, and softmax gives 0.665, 0.245, 0.090: no longer one-hot.</source>
        <translation>Les mêmes scores divisés par 8 deviennent 1, 0, -1, et la softmax donne 0,665; 0,245; 0,090&#xa0;: ce n&apos;est plus du one-hot.</translation>
    </message>
    <message>
        <source>Query 1 scores its keys 8, 0 and -8, as a d_k = 64 dot product typically would. Unscaled, softmax collapses to nearly one-hot: 0.9997, 0.0003, 0.0000001, and its gradient p(1-p) is about 0.0003.</source>
        <translation>La requête 1 donne à ses clés les scores 8, 0 et -8, comme le ferait typiquement un produit scalaire avec d_k = 64. Sans échelle, la softmax s&apos;effondre en un quasi one-hot&#xa0;: 0,9997; 0,0003; 0,0000001, et son gradient p(1-p) vaut environ 0,0003.</translation>
    </message>
    <message>
        <source>d_model 8, two heads of d_k 4. Head 1 follows a position code and looks at the previous token; head 2 matches content, so &apos;cat&apos; and &apos;mat&apos; look at each other and &apos;the&apos; at &apos;the&apos;.</source>
        <translation>d_model 8, deux têtes de d_k 4. La tête 1 suit un code de position et regarde le token précédent&#xa0;; la tête 2 compare les contenus, si bien que &apos;cat&apos; et &apos;mat&apos; se regardent l&apos;un l&apos;autre et &apos;the&apos; regarde &apos;the&apos;.</translation>
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
        <translation>Diapositive, 1280 × 720</translation>
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
        <translation>Paysage A4, 842 × 595</translation>
    </message>
    <message>
        <source>A4 portrait, 595 × 842</source>
        <translation>Portrait A4, 595 × 842</translation>
    </message>
    <message>
        <source>Light (white paper)</source>
        <translation>Clair (papier blanc)</translation>
    </message>
    <message>
        <source>Dark (dim rooms)</source>
        <translation>Sombre (salles peu éclairées)</translation>
    </message>
    <message>
        <source>High contrast (washed-out projectors)</source>
        <translation>Contraste élevé (image pâle au vidéoprojecteur)</translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>Exporter&#xa0;: %1</translation>
    </message>
    <message>
        <source>Copied the picture (%1 × %2 pixels): paste it into your slides</source>
        <translation>Image copiée (%1 × %2 pixels)&#xa0;: collez-la dans vos diapositives</translation>
    </message>
    <message>
        <source>Exported %1 (%2 × %3 pixels)</source>
        <translation>Exporté&#xa0;: %1 (%2 × %3 pixels)</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>Exporté&#xa0;: %1</translation>
    </message>
    <message>
        <source>Export Image…</source>
        <translation>Exporter l&apos;image…</translation>
    </message>
    <message>
        <source>Copy Image</source>
        <translation>Copier l&apos;image</translation>
    </message>
    <message>
        <source>Copy as CSV</source>
        <translation>Copier en CSV</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exporter en CSV…</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Attention Lab, for the classroom&lt;/h2&gt;&lt;p&gt;Everything the lesson computes by hand is computed here in front of the class, and every number can be changed: the rest follows at once.&lt;/p&gt;&lt;h3&gt;The panels&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Inputs&lt;/b&gt; (left, top): the tokens and their embeddings X, and the weight matrices W_Q, W_K, W_V and W_O. These are the numbers you type.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Computed&lt;/b&gt; (left, below): Q, K and V, the raw scores q·k, the logits (the scores through the score rule), the attention weights, each head&apos;s output, the concatenation and the output. The buttons above the table choose which; &lt;i&gt;Head&lt;/i&gt; chooses the head.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Heatmap&lt;/b&gt; (middle): the weights of the selected head, one row per query, one column per key; every row sums to 1. &lt;i&gt;Show&lt;/i&gt; switches to the raw scores or the logits, the average of the heads, or one of the common mistakes. With several heads, a strip shows all of them; click one to show it large.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Breakdown&lt;/b&gt; (right): the softmax of the selected query, step by step, with the same numbers as the lesson&apos;s slides.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Lesson&lt;/b&gt; (a tab beside the breakdown, Alt+4): the guided lesson, below.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Model&lt;/b&gt; (Alt+5): a real model&apos;s layers and heads, once one is opened.&lt;/li&gt;&lt;li&gt;The &lt;b&gt;tool bar&lt;/b&gt;: the files, Undo and Redo (Undo takes back the most recent change, wherever it was made — a number typed in a table, a head switched off in the model — and &lt;i&gt;Edit ▸ Undo&lt;/i&gt; says which), &lt;b&gt;Present&lt;/b&gt; (the lesson full screen), d_model, the number of heads and the scale. The &lt;b&gt;mask bar&lt;/b&gt; under the heatmap holds the masks.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Train&lt;/b&gt; (Alt+6): gradient descent on this session, below.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Alt+1 … Alt+6&lt;/b&gt; put the inputs, the computed tables, the breakdown, the lesson, the model panel and the Train panel away, or bring one from behind another&apos;s tab to the front.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Give the lesson&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;The &lt;b&gt;Lesson&lt;/b&gt; panel (Alt+4) walks &lt;i&gt;Attention, computed by hand&lt;/i&gt; in %1 steps, each with this session&apos;s numbers: pick a step, &lt;b&gt;Reveal&lt;/b&gt; shows the next answer; untick &lt;i&gt;Hold back the answers&lt;/i&gt; to show them at once. Edit a number and every step follows.&lt;/li&gt;&lt;li&gt;After the recap, &lt;i&gt;The block&lt;/i&gt;: where attention sits in a transformer block, the residual add and LayerNorm of one row, and the MLP of that row, worked with a GPT-2 layer&apos;s own numbers. Open a model folder (&lt;i&gt;File ▸ Open Model…&lt;/i&gt;) and choose &lt;i&gt;Edit Layer N in the Tables&lt;/i&gt;: the layer brings its block. An edit of the tokens or embeddings leaves the block behind (the steps say so); Undo brings it back.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Present&lt;/b&gt; (tool bar, &lt;i&gt;View ▸ Present the Lesson&lt;/i&gt;, F5, or &lt;tt&gt;attention-lab --present&lt;/tt&gt;) shows it full screen, a step at a time. → PageDown Space or a click: the next held-back answer, then the next step; ← PageUp or a right click: the answer revealed last, then the step before; R / A reveal one / all; T types the class&apos;s answer to the next number, checked and revealed when right; G the step list; B blanks the screen; Esc leaves. &lt;b&gt;F1&lt;/b&gt; (or ?) shows these keys on the slide.&lt;/li&gt;&lt;li&gt;A clicker works from any window of the app while presenting: PageUp and PageDown always, ← → and Space unless you are typing in a cell. With two screens the slides go to the projector and a presenter view (notes, the next step, a clock; P) stays on the laptop; S swaps them.&lt;/li&gt;&lt;li&gt;&lt;i&gt;File ▸ Export Lesson…&lt;/i&gt; writes the slide deck (PDF), a worksheet with the numbers left blank and its answer key, from this session.&lt;/li&gt;&lt;li&gt;&lt;i&gt;View ▸ Practise the Lesson&apos;s Numbers…&lt;/i&gt; asks for the same numbers one by one, on this session, head and query: type an answer (numbers separated by spaces, rows by ;, a dot or your decimal comma), Enter checks it — right, or which number is the first that is off — and &lt;b&gt;Hint&lt;/b&gt; says more each time (the rule, the first term, the whole working). The list shows ✓ and ✗ and the count right; &lt;b&gt;Glossary&lt;/b&gt; explains the words; &lt;b&gt;Save Answers&lt;/b&gt; writes the file &lt;tt&gt;attention-lab check --answers&lt;/tt&gt; marks.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;h2&gt;Attention Lab, en classe&lt;/h2&gt;&lt;p&gt;Tout ce que la leçon calcule à la main est calculé ici devant la classe, et chaque nombre peut être modifié&#xa0;: tout le reste suit aussitôt.&lt;/p&gt;&lt;h3&gt;Les panneaux&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Entrées&lt;/b&gt; (à gauche, en haut)&#xa0;: les tokens et leurs plongements X, et les matrices de poids W_Q, W_K, W_V et W_O. Ce sont les nombres que vous tapez.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Calculs&lt;/b&gt; (à gauche, en dessous)&#xa0;: Q, K et V, les scores bruts q·k, les logits (les scores passés par la règle de score), les poids d&apos;attention, la sortie de chaque tête, la concaténation et la sortie. Les boutons au-dessus du tableau choisissent ce qui est affiché&#xa0;; &lt;i&gt;Tête&lt;/i&gt; choisit la tête.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Carte de chaleur&lt;/b&gt; (au milieu)&#xa0;: les poids de la tête sélectionnée, une ligne par requête, une colonne par clé&#xa0;; chaque ligne a pour somme 1. &lt;i&gt;Afficher&lt;/i&gt; passe aux scores bruts ou aux logits, à la moyenne des têtes ou à l&apos;une des erreurs courantes. Avec plusieurs têtes, une bande les montre toutes&#xa0;; cliquez sur l&apos;une d&apos;elles pour l&apos;afficher en grand.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Décomposition&lt;/b&gt; (à droite)&#xa0;: la softmax de la requête sélectionnée, étape par étape, avec les mêmes nombres que les diapositives de la leçon.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Leçon&lt;/b&gt; (un onglet à côté de la décomposition, Alt+4)&#xa0;: la leçon guidée, voir plus bas.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Modèle&lt;/b&gt; (Alt+5)&#xa0;: les couches et les têtes d&apos;un vrai modèle, une fois celui-ci ouvert.&lt;/li&gt;&lt;li&gt;La &lt;b&gt;barre d&apos;outils&lt;/b&gt;&#xa0;: les fichiers, Annuler et Rétablir (Annuler reprend la dernière modification, où qu&apos;elle ait été faite — un nombre tapé dans un tableau, une tête désactivée dans le modèle — et &lt;i&gt;Édition ▸ Annuler&lt;/i&gt; indique laquelle), &lt;b&gt;Présenter&lt;/b&gt; (la leçon en plein écran), d_model, le nombre de têtes et l&apos;échelle. La &lt;b&gt;barre des masques&lt;/b&gt;, sous la carte de chaleur, contient les masques.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Entraînement&lt;/b&gt; (Alt+6)&#xa0;: la descente de gradient sur cette session, voir plus bas.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Alt+1 … Alt+6&lt;/b&gt; rangent les entrées, les tableaux calculés, la décomposition, la leçon, le panneau du modèle et le panneau Entraînement, ou font passer au premier plan celui qui est caché derrière l&apos;onglet d&apos;un autre.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Faire la leçon&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Le panneau &lt;b&gt;Leçon&lt;/b&gt; (Alt+4) parcourt &lt;i&gt;L&apos;attention, calculée à la main&lt;/i&gt; en %1 étapes, chacune avec les nombres de cette session&#xa0;: choisissez une étape, &lt;b&gt;Dévoiler&lt;/b&gt; montre la réponse suivante&#xa0;; décochez &lt;i&gt;Cacher les réponses&lt;/i&gt; pour les montrer d&apos;emblée. Modifiez un nombre et toutes les étapes suivent.&lt;/li&gt;&lt;li&gt;Après le récapitulatif, &lt;i&gt;Le bloc&lt;/i&gt;&#xa0;: la place de l&apos;attention dans un bloc de transformer, l&apos;addition résiduelle et la LayerNorm d&apos;une ligne, puis le MLP de cette ligne, calculés avec les vrais nombres d&apos;une couche de GPT-2. Ouvrez un dossier de modèle (&lt;i&gt;Fichier ▸ Ouvrir un modèle…&lt;/i&gt;) et choisissez &lt;i&gt;Modifier la couche N dans les tableaux&lt;/i&gt;&#xa0;: la couche apporte son bloc. Une modification des tokens ou des plongements laisse le bloc de côté (les étapes le signalent)&#xa0;; Annuler le ramène.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Présenter&lt;/b&gt; (barre d&apos;outils, &lt;i&gt;Affichage ▸ Présenter la leçon&lt;/i&gt;, F5 ou &lt;tt&gt;attention-lab --present&lt;/tt&gt;) l&apos;affiche en plein écran, une étape à la fois. → PageDown Space ou un clic&#xa0;: la réponse cachée suivante, puis l&apos;étape suivante&#xa0;; ← PageUp ou un clic droit&#xa0;: la dernière réponse dévoilée, puis l&apos;étape précédente&#xa0;; R / A dévoilent une réponse / toutes&#xa0;; T saisit la réponse de la classe au nombre suivant, vérifiée et dévoilée si elle est juste&#xa0;; G affiche la liste des étapes&#xa0;; B noircit l&apos;écran&#xa0;; Esc quitte. &lt;b&gt;F1&lt;/b&gt; (ou&#xa0;?) affiche ces touches sur la diapositive.&lt;/li&gt;&lt;li&gt;Une télécommande de présentation fonctionne depuis n&apos;importe quelle fenêtre de l&apos;application pendant la présentation&#xa0;: PageUp et PageDown toujours, ← → et Space sauf si vous êtes en train de taper dans une case. Avec deux écrans, les diapositives vont sur le vidéoprojecteur et une vue présentateur (notes, étape suivante, horloge&#xa0;; P) reste sur l&apos;ordinateur portable&#xa0;; S les échange.&lt;/li&gt;&lt;li&gt;&lt;i&gt;Fichier ▸ Exporter la leçon…&lt;/i&gt; écrit, à partir de cette session, le diaporama (PDF), une fiche d&apos;exercices où les nombres sont laissés en blanc, et son corrigé.&lt;/li&gt;&lt;li&gt;&lt;i&gt;Affichage ▸ S&apos;exercer sur les nombres de la leçon…&lt;/i&gt; demande les mêmes nombres un par un, sur cette session, cette tête et cette requête&#xa0;: tapez une réponse (nombres séparés par des espaces, lignes séparées par&#xa0;;, avec un point ou votre virgule décimale), Enter la vérifie — juste, ou quel est le premier nombre faux — et &lt;b&gt;Indice&lt;/b&gt; en dit un peu plus à chaque fois (la règle, le premier terme, tout le calcul). La liste affiche ✓ et ✗ et le nombre de réponses justes&#xa0;; &lt;b&gt;Glossaire&lt;/b&gt; explique les mots&#xa0;; &lt;b&gt;Enregistrer les réponses&lt;/b&gt; écrit le fichier que &lt;tt&gt;attention-lab check --answers&lt;/tt&gt; corrige.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Type a session&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Click a cell of an input table and type a number; &lt;b&gt;Enter&lt;/b&gt; takes it and moves down, &lt;b&gt;Tab&lt;/b&gt; moves right, &lt;b&gt;Esc&lt;/b&gt; leaves the cell as it was. A number that cannot be used is refused with the reason, and nothing changes.&lt;/li&gt;&lt;li&gt;Write decimals with a point (0.5), or with your language&apos;s decimal comma; no separators between thousands. Numbers are kept in full precision; the tables round only what they show.&lt;/li&gt;&lt;li&gt;The first column of &lt;i&gt;Tokens &amp;amp; X&lt;/i&gt; is the token&apos;s text; &lt;b&gt;+ Token&lt;/b&gt; and &lt;b&gt;− Token&lt;/b&gt; add and remove tokens, ↑ and ↓ reorder them. &lt;i&gt;Identity&lt;/i&gt;, &lt;i&gt;Zeros&lt;/i&gt;, &lt;i&gt;Random&lt;/i&gt; and &lt;i&gt;Scale ×&lt;/i&gt; fill a whole matrix.&lt;/li&gt;&lt;li&gt;Paste a block copied from a spreadsheet with Ctrl+V. &lt;i&gt;File ▸ Presets&lt;/i&gt; has the lesson&apos;s examples; &lt;i&gt;File ▸ New&lt;/i&gt; starts blank; &lt;i&gt;File ▸ Generate&lt;/i&gt; makes a large random one.&lt;/li&gt;&lt;li&gt;Every change can be undone with Ctrl+Z. Unsaved changes are copied to a recovery file a moment after each edit; after a crash the next start offers them back.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Select a query&lt;/h3&gt;&lt;p&gt;Click a row&apos;s number in any table (or a cell of a computed table), a row of the heatmap or its token on the left; in the heatmap the Up and Down keys move to the previous or next query. The selected query is highlighted everywhere, and the breakdown follows it. Moving the cursor while you type numbers (Enter, Tab, arrows) does not change it.&lt;/p&gt;&lt;h3&gt;Read the breakdown&lt;/h3&gt;&lt;p&gt;It reads from top to bottom, one column per key:&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;kⱼ&lt;/b&gt;, the key vectors, and &lt;b&gt;q·kⱼ&lt;/b&gt;, the raw scores (click one to see its dot product term by term);&lt;/li&gt;&lt;li&gt;&lt;b&gt;× scale&lt;/b&gt;: divided by √d_k; &lt;b&gt;mask&lt;/b&gt;: blocked keys become −∞;&lt;/li&gt;&lt;li&gt;&lt;b&gt;eˣ&lt;/b&gt; and &lt;b&gt;÷ Σ&lt;/b&gt;: the softmax in the lesson&apos;s two steps; the weights sum to 1;&lt;/li&gt;&lt;li&gt;&lt;b&gt;vⱼ&lt;/b&gt; and &lt;b&gt;wⱼ·vⱼ&lt;/b&gt;: the values, weighted; their sum is the query&apos;s output;&lt;/li&gt;&lt;li&gt;below, the same softmax computed the stable way (subtract the row&apos;s largest score first).&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;&lt;i&gt;Decimals&lt;/i&gt; sets how many decimals are shown (the lesson uses three). &lt;i&gt;Mask after softmax (wrong)&lt;/i&gt; adds the classic mistake for contrast.&lt;/p&gt;&lt;p&gt;Today&apos;s models put stages between the projection and the score, and each gets a line of its own under the title with its own numbers: &lt;code&gt;x·W_Q + b_Q&lt;/code&gt;, then &lt;code&gt;q_norm&lt;/code&gt; (÷ its root mean square, × γ), then &lt;code&gt;RoPE&lt;/code&gt; (turned by its position). Where query heads share K/V heads, the title and the K and V tables say which: &lt;code&gt;kv2 · read by heads 3, 4&lt;/code&gt;. Under a sliding window the keys far back go into one column (“… outside the window”) after the keys that carry the weight.&lt;/p&gt;&lt;h3&gt;Mask cells&lt;/h3&gt;&lt;p&gt;The &lt;b&gt;mask bar&lt;/b&gt; under the heatmap; each change is one undo step, and each blocked cell is hatched by its reason, with a weight of exactly 0.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Causal&lt;/b&gt; (or Ctrl+M): no query sees a later key.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Window&lt;/b&gt; w: a query sees only keys closer than w (sliding-window attention).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Prefix&lt;/b&gt; P: with the causal mask, the first P tokens see each other both ways (prefix-LM).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Sentences&lt;/b&gt;: tokens of different sentences (the &lt;i&gt;Sent.&lt;/i&gt; column of &lt;i&gt;Tokens &amp;amp; X&lt;/i&gt;) never see each other.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Padding&lt;/b&gt;: tick &lt;i&gt;Pad&lt;/i&gt; beside a token in &lt;i&gt;Tokens &amp;amp; X&lt;/i&gt;; no query sees it.&lt;/li&gt;&lt;li&gt;&lt;b&gt;By hand&lt;/b&gt;: press &lt;i&gt;Edit mask&lt;/i&gt; in the mask bar and click cells, or Ctrl+click a cell at any time; &lt;i&gt;Unblock all&lt;/i&gt; undoes them.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;h3&gt;Saisir une session&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Cliquez sur une case d&apos;un tableau d&apos;entrée et tapez un nombre&#xa0;; &lt;b&gt;Enter&lt;/b&gt; le valide et descend, &lt;b&gt;Tab&lt;/b&gt; va à droite, &lt;b&gt;Esc&lt;/b&gt; laisse la case telle qu&apos;elle était. Un nombre inutilisable est refusé avec la raison, et rien ne change.&lt;/li&gt;&lt;li&gt;Écrivez les décimales avec un point (0.5) ou avec la virgule décimale de votre langue&#xa0;; pas de séparateur de milliers. Les nombres sont gardés en pleine précision&#xa0;; les tableaux n&apos;arrondissent que ce qu&apos;ils affichent.&lt;/li&gt;&lt;li&gt;La première colonne de &lt;i&gt;Tokens &amp;amp; X&lt;/i&gt; est le texte du token&#xa0;; &lt;b&gt;+ Token&lt;/b&gt; et &lt;b&gt;− Token&lt;/b&gt; ajoutent et suppriment des tokens, ↑ et ↓ les réordonnent. &lt;i&gt;Identité&lt;/i&gt;, &lt;i&gt;Zéros&lt;/i&gt;, &lt;i&gt;Aléatoire&lt;/i&gt; et &lt;i&gt;Multiplier ×&lt;/i&gt; remplissent toute une matrice.&lt;/li&gt;&lt;li&gt;Collez avec Ctrl+V un bloc copié depuis un tableur. &lt;i&gt;Fichier ▸ Exemples&lt;/i&gt; contient les exemples de la leçon&#xa0;; &lt;i&gt;Fichier ▸ Nouveau&lt;/i&gt; part d&apos;une session vide&#xa0;; &lt;i&gt;Fichier ▸ Générer&lt;/i&gt; en crée une grande au hasard.&lt;/li&gt;&lt;li&gt;Chaque modification peut être annulée avec Ctrl+Z. Les modifications non enregistrées sont copiées dans un fichier de récupération peu après chaque saisie&#xa0;; après un plantage, le démarrage suivant propose de les récupérer.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Sélectionner une requête&lt;/h3&gt;&lt;p&gt;Cliquez sur le numéro d&apos;une ligne dans n&apos;importe quel tableau (ou sur une case d&apos;un tableau calculé), sur une ligne de la carte de chaleur ou sur son token à gauche&#xa0;; dans la carte de chaleur, les flèches haut et bas passent à la requête précédente ou suivante. La requête sélectionnée est mise en évidence partout, et la décomposition la suit. Déplacer le curseur pendant la saisie de nombres (Enter, Tab, flèches) ne la change pas.&lt;/p&gt;&lt;h3&gt;Lire la décomposition&lt;/h3&gt;&lt;p&gt;Elle se lit de haut en bas, une colonne par clé&#xa0;:&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;kⱼ&lt;/b&gt;, les vecteurs clés, et &lt;b&gt;q·kⱼ&lt;/b&gt;, les scores bruts (cliquez sur l&apos;un d&apos;eux pour voir son produit scalaire terme à terme)&#xa0;;&lt;/li&gt;&lt;li&gt;&lt;b&gt;× échelle&lt;/b&gt;&#xa0;: divisé par √d_k&#xa0;; &lt;b&gt;masque&lt;/b&gt;&#xa0;: les clés bloquées deviennent −∞&#xa0;;&lt;/li&gt;&lt;li&gt;&lt;b&gt;eˣ&lt;/b&gt; et &lt;b&gt;÷ Σ&lt;/b&gt;&#xa0;: la softmax en deux étapes, comme dans la leçon&#xa0;; les poids ont pour somme 1&#xa0;;&lt;/li&gt;&lt;li&gt;&lt;b&gt;vⱼ&lt;/b&gt; et &lt;b&gt;wⱼ·vⱼ&lt;/b&gt;&#xa0;: les valeurs, pondérées&#xa0;; leur somme est la sortie de la requête&#xa0;;&lt;/li&gt;&lt;li&gt;en dessous, la même softmax calculée de façon stable (en soustrayant d&apos;abord le plus grand score de la ligne).&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;&lt;i&gt;Décimales&lt;/i&gt; règle le nombre de décimales affichées (la leçon en utilise trois). &lt;i&gt;Masque après la softmax (faux)&lt;/i&gt; ajoute l&apos;erreur classique, pour comparer.&lt;/p&gt;&lt;p&gt;Les modèles actuels insèrent des étages entre la projection et le score, et chacun a sa propre ligne sous le titre, avec ses propres nombres&#xa0;: &lt;code&gt;x·W_Q + b_Q&lt;/code&gt;, puis &lt;code&gt;q_norm&lt;/code&gt; (÷ sa moyenne quadratique, × γ), puis &lt;code&gt;RoPE&lt;/code&gt; (tourné selon sa position). Quand des têtes de requête partagent des têtes K/V, le titre et les tableaux K et V l&apos;indiquent&#xa0;: &lt;code&gt;kv2 · lue par les têtes 3, 4&lt;/code&gt;. Avec une fenêtre glissante, les clés lointaines sont regroupées dans une seule colonne («&#xa0;… hors de la fenêtre&#xa0;») après les clés qui portent le poids.&lt;/p&gt;&lt;h3&gt;Masquer des cases&lt;/h3&gt;&lt;p&gt;La &lt;b&gt;barre des masques&lt;/b&gt; se trouve sous la carte de chaleur&#xa0;; chaque changement s&apos;annule en une fois, et chaque case bloquée est hachurée selon sa raison, avec un poids d&apos;exactement 0.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Causal&lt;/b&gt; (ou Ctrl+M)&#xa0;: aucune requête ne voit une clé qui la suit.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Fenêtre&lt;/b&gt; w&#xa0;: une requête ne voit que les clés à moins de w positions (attention à fenêtre glissante).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Préfixe&lt;/b&gt; P&#xa0;: avec le masque causal, les P premiers tokens se voient mutuellement dans les deux sens (prefix-LM).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Phrases&lt;/b&gt;&#xa0;: les tokens de phrases différentes (la colonne &lt;i&gt;Phr.&lt;/i&gt; de &lt;i&gt;Tokens &amp;amp; X&lt;/i&gt;) ne se voient jamais.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Remplissage&lt;/b&gt;&#xa0;: cochez &lt;i&gt;Rempl.&lt;/i&gt; à côté d&apos;un token dans &lt;i&gt;Tokens &amp;amp; X&lt;/i&gt;&#xa0;; aucune requête ne le voit.&lt;/li&gt;&lt;li&gt;&lt;b&gt;À la main&lt;/b&gt;&#xa0;: appuyez sur &lt;i&gt;Modifier le masque&lt;/i&gt; dans la barre des masques et cliquez sur des cases, ou faites à tout moment Ctrl+clic sur une case&#xa0;; &lt;i&gt;Tout débloquer&lt;/i&gt; les annule.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Before and after, lines, heads side by side&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Pin&lt;/b&gt; (&lt;i&gt;View ▸ Pin This Result&lt;/i&gt;, Ctrl+P, or &lt;i&gt;Pin&lt;/i&gt; in the status bar) keeps the weights you see. Change a mask, the scale or a number: beside the heatmap, &lt;i&gt;now − pinned&lt;/i&gt; shows what moved, cell by cell (red gained, blue lost), and the breakdown shows the pinned weights under today&apos;s. Another number of tokens or heads cannot be compared: the view says so. Ctrl+Shift+P shows or hides the difference; &lt;i&gt;Unpin&lt;/i&gt; forgets it.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Lines&lt;/b&gt; (&lt;i&gt;View ▸ Lines&lt;/i&gt;, Ctrl+L): queries on the left, keys on the right, one line per head as strong as the weight. Point at a token for its lines alone, click it to keep them (and to explain that query); click a head in the legend to hide it; untick &lt;i&gt;All heads&lt;/i&gt; to follow the selected head.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Heads side by side&lt;/b&gt; (&lt;i&gt;View ▸ Heads Side by Side&lt;/i&gt;, Ctrl+H): two to four heads, large, on one colour scale; the numbered buttons choose them, a click on a map explains that row.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Export for slides and handouts&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;i&gt;File ▸ Export&lt;/i&gt; saves the heatmap, all heads or the breakdown as PNG, SVG or PDF: choose a size (a slide, Full HD, A4), the sharpness of a PNG, the numbers and their decimals, and a theme. &lt;b&gt;Copy Image&lt;/b&gt; in the same dialog puts the picture on the clipboard, to paste into slides.&lt;/li&gt;&lt;li&gt;Right-click a heatmap or the breakdown for the same, and to copy a table of numbers (CSV).&lt;/li&gt;&lt;li&gt;&lt;i&gt;File ▸ Export ▸ Computed Table as CSV&lt;/i&gt; saves the table in front for a spreadsheet.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Real models&lt;/h3&gt;&lt;p&gt;&lt;i&gt;File ▸ Open Model…&lt;/i&gt; (Ctrl+Shift+O) opens a GPT-2, Llama, Mistral, Qwen, Gemma 2 or 3, GPT-OSS, DeepSeek V2/V3 or BLOOM model from its folder (the Hugging Face layout, no network needed) and runs it on your sentence. The &lt;b&gt;Model&lt;/b&gt; panel shows every layer × every head; click one to see it large. &lt;i&gt;Edit Layer N in the Tables&lt;/i&gt; turns that layer into an ordinary session: the tables, the heatmaps, the breakdown, the masks and the lesson all work on a real head. The panel&apos;s summary gives the model&apos;s &lt;b&gt;KV cache&lt;/b&gt;: the bytes it keeps per token of context while it generates (every layer&apos;s keys and values), at its longest context, and what one K/V head per query head (MHA) or one for all (MQA) would need at the same width — why models share K/V heads; a model with local layers (Gemma, GPT-OSS) keeps only its window in those.&lt;/p&gt;&lt;p&gt;Today&apos;s models change one stage each, and the window shows it where it happens. &lt;b&gt;Local and global layers&lt;/b&gt; (Gemma, GPT-OSS): the model view writes &lt;code&gt;local 4096&lt;/code&gt; or &lt;code&gt;global&lt;/code&gt; under each layer&apos;s name (&lt;code&gt;·L&lt;/code&gt; / &lt;code&gt;·G&lt;/code&gt; when the rows are short) and hatches the keys a local layer cannot see. &lt;b&gt;Sinks&lt;/b&gt; (GPT-OSS): every head has a logit of its own that takes weight and gives no value; &lt;i&gt;Badges: sink mass&lt;/i&gt; writes on each panel the weight its sink took on average, and each row of the head&apos;s weights sums to 1 minus that row&apos;s sink. &lt;b&gt;Stage lines&lt;/b&gt;: a layer edited in the tables keeps its stages, so the breakdown has a column each — &lt;i&gt;+ ALiBi&lt;/i&gt; (BLOOM), &lt;i&gt;soft-cap&lt;/i&gt; (Gemma 2), the sink&apos;s share in the sums (GPT-OSS) — and its RoPE line says YaRN&apos;s factor when q and k are scaled by it. The summary names the family&apos;s stages (soft-caps, experts, YaRN, local layers). &lt;b&gt;Latent attention&lt;/b&gt; (DeepSeek): every head&apos;s K and V are made from one small latent per token, so the KV-cache line counts the latent and its one RoPE key a layer beside every head&apos;s K and V in full — the reason MLA exists, in numbers. &lt;i&gt;Why This Score&lt;/i&gt; splits its scores through the latents. &lt;i&gt;Edit Layer&lt;/i&gt; (or a session written by &lt;code&gt;--session-out&lt;/code&gt;) puts a latent layer in the tables: W_DQ, W_UQ, W_DKV, W_UK, W_UV and W_KR in place of W_Q, W_K and W_V, every number editable, and the breakdown says where q and k come from; the model does not take such a layer back in this version (&lt;i&gt;Run Model With This Layer&lt;/i&gt; says so).&lt;/p&gt;&lt;p&gt;After &lt;i&gt;Edit Layer&lt;/i&gt;, change the layer in the tables and press &lt;b&gt;Run Model With This Layer&lt;/b&gt;: the whole model runs again with the layer as edited (W_Q, W_K, W_V, W_O, biases, scale) and its next-token prediction is shown beside the original. &lt;b&gt;Importance…&lt;/b&gt; switches off each head alone and measures how much the model&apos;s top next token loses without it (layers × heads runs; &lt;i&gt;Badges: importance&lt;/i&gt; then marks every panel, and the export menu writes it as CSV). Where query heads share K/V heads (Llama, Mistral, Qwen), the heatmap titles and the K and V tables say which K/V head each reads.&lt;/p&gt;&lt;h3&gt;Zoom and themes, for the projector&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;i&gt;View ▸ Zoom In / Zoom Out&lt;/i&gt; (Ctrl+= / Ctrl+−, Ctrl+0 for 100 %, Ctrl+wheel over the tables and the breakdown) scales every text and every drawn view, 70 % to 300 %; it is remembered. Zoomed in, the tables are put away (Alt+1, Alt+2 bring them back) unless the window is wide enough for them even so; zoomed far in on a small screen, the heatmap and the breakdown take the window in turn (F6).&lt;/li&gt;&lt;li&gt;&lt;i&gt;View ▸ Theme&lt;/i&gt;: light, dark (dim rooms) or high contrast (bright projectors).&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;h3&gt;Avant et après, liens, têtes côte à côte&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Épingler&lt;/b&gt; (&lt;i&gt;Affichage ▸ Épingler ce résultat&lt;/i&gt;, Ctrl+P, ou &lt;i&gt;Épingler&lt;/i&gt; dans la barre d&apos;état) garde les poids affichés. Changez un masque, l&apos;échelle ou un nombre&#xa0;: à côté de la carte de chaleur, &lt;i&gt;maintenant − épinglé&lt;/i&gt; montre ce qui a bougé, case par case (en rouge ce qui a gagné, en bleu ce qui a perdu), et la décomposition affiche les poids épinglés sous les poids actuels. Un autre nombre de tokens ou de têtes ne peut pas être comparé&#xa0;: la vue le signale. Ctrl+Shift+P affiche ou cache la différence&#xa0;; &lt;i&gt;Désépingler&lt;/i&gt; l&apos;oublie.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Liens&lt;/b&gt; (&lt;i&gt;Affichage ▸ Liens&lt;/i&gt;, Ctrl+L)&#xa0;: les requêtes à gauche, les clés à droite, un lien par tête, d&apos;autant plus marqué que le poids est fort. Pointez un token pour ne voir que ses liens, cliquez dessus pour les garder (et pour expliquer cette requête)&#xa0;; cliquez sur une tête dans la légende pour la cacher&#xa0;; décochez &lt;i&gt;Toutes les têtes&lt;/i&gt; pour suivre la tête sélectionnée.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Têtes côte à côte&lt;/b&gt; (&lt;i&gt;Affichage ▸ Têtes côte à côte&lt;/i&gt;, Ctrl+H)&#xa0;: deux à quatre têtes, en grand, sur une même échelle de couleurs&#xa0;; les boutons numérotés les choisissent, un clic sur une carte explique cette ligne.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Exporter pour les diapositives et les polycopiés&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;i&gt;Fichier ▸ Exporter&lt;/i&gt; enregistre la carte de chaleur, toutes les têtes ou la décomposition en PNG, SVG ou PDF&#xa0;: choisissez une taille (une diapositive, Full HD, A4), la netteté d&apos;un PNG, les nombres et leurs décimales, et un thème. &lt;b&gt;Copier l&apos;image&lt;/b&gt;, dans la même boîte de dialogue, place l&apos;image dans le presse-papiers, pour la coller dans des diapositives.&lt;/li&gt;&lt;li&gt;Un clic droit sur une carte de chaleur ou sur la décomposition offre les mêmes choix, et permet de copier un tableau de nombres (CSV).&lt;/li&gt;&lt;li&gt;&lt;i&gt;Fichier ▸ Exporter ▸ Tableau calculé en CSV&lt;/i&gt; enregistre le tableau affiché, pour un tableur.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Vrais modèles&lt;/h3&gt;&lt;p&gt;&lt;i&gt;Fichier ▸ Ouvrir un modèle…&lt;/i&gt; (Ctrl+Shift+O) ouvre un modèle GPT-2, Llama, Mistral, Qwen, Gemma 2 ou 3, GPT-OSS, DeepSeek V2/V3 ou BLOOM depuis son dossier (format Hugging Face, sans réseau) et l&apos;exécute sur votre phrase. Le panneau &lt;b&gt;Modèle&lt;/b&gt; montre chaque couche × chaque tête&#xa0;; cliquez sur l&apos;une d&apos;elles pour l&apos;afficher en grand. &lt;i&gt;Modifier la couche N dans les tableaux&lt;/i&gt; fait de cette couche une session ordinaire&#xa0;: les tableaux, les cartes de chaleur, la décomposition, les masques et la leçon fonctionnent alors sur une vraie tête. Le résumé du panneau donne le &lt;b&gt;cache KV&lt;/b&gt; du modèle&#xa0;: les octets qu&apos;il garde par token de contexte pendant la génération (les clés et les valeurs de chaque couche), pour son contexte le plus long, et ce qu&apos;il faudrait à la même largeur avec une tête K/V par tête de requête (MHA) ou une seule pour toutes (MQA) — voilà pourquoi les modèles partagent des têtes K/V&#xa0;; un modèle à couches locales (Gemma, GPT-OSS) n&apos;y garde que sa fenêtre.&lt;/p&gt;&lt;p&gt;Les modèles actuels changent chacun un étage du calcul, et la fenêtre le montre là où il intervient. &lt;b&gt;Couches locales et globales&lt;/b&gt; (Gemma, GPT-OSS)&#xa0;: la vue du modèle écrit &lt;code&gt;locale 4096&lt;/code&gt; ou &lt;code&gt;globale&lt;/code&gt; sous le nom de chaque couche (&lt;code&gt;·L&lt;/code&gt; / &lt;code&gt;·G&lt;/code&gt; quand les lignes sont courtes) et hachure les clés qu&apos;une couche locale ne peut pas voir. &lt;b&gt;Puits&lt;/b&gt; (GPT-OSS)&#xa0;: chaque tête a son propre logit, qui prend du poids et ne donne aucune valeur&#xa0;; &lt;i&gt;Pastilles&#xa0;: masse du puits&lt;/i&gt; écrit sur chaque panneau le poids que son puits a pris en moyenne, et chaque ligne des poids de la tête a pour somme 1 moins le puits de cette ligne. &lt;b&gt;Lignes d&apos;étage&lt;/b&gt;&#xa0;: une couche modifiée dans les tableaux garde ses étages, si bien que la décomposition a une colonne pour chacun — &lt;i&gt;+ ALiBi&lt;/i&gt; (BLOOM), &lt;i&gt;soft-cap&lt;/i&gt; (Gemma 2), la part du puits dans les sommes (GPT-OSS) — et sa ligne RoPE indique le facteur de YaRN quand q et k sont mis à l&apos;échelle par celui-ci. Le résumé nomme les étages de la famille (soft-caps, experts, YaRN, couches locales). &lt;b&gt;Attention latente&lt;/b&gt; (DeepSeek)&#xa0;: les K et V de chaque tête sont fabriqués à partir d&apos;un petit latent par token, si bien que la ligne du cache KV compte le latent et son unique clé RoPE par couche, à côté des K et V complets de chaque tête — la raison d&apos;être de MLA, en chiffres. &lt;i&gt;Pourquoi ce score&lt;/i&gt; décompose ses scores en passant par les latents. &lt;i&gt;Modifier la couche&lt;/i&gt; (ou une session écrite par &lt;code&gt;--session-out&lt;/code&gt;) place une couche latente dans les tableaux&#xa0;: W_DQ, W_UQ, W_DKV, W_UK, W_UV et W_KR au lieu de W_Q, W_K et W_V, chaque nombre modifiable, et la décomposition indique d&apos;où viennent q et k&#xa0;; dans cette version, le modèle ne reprend pas une telle couche (&lt;i&gt;Exécuter le modèle avec cette couche&lt;/i&gt; le signale).&lt;/p&gt;&lt;p&gt;Après &lt;i&gt;Modifier la couche&lt;/i&gt;, changez la couche dans les tableaux et appuyez sur &lt;b&gt;Exécuter le modèle avec cette couche&lt;/b&gt;&#xa0;: tout le modèle s&apos;exécute à nouveau avec la couche modifiée (W_Q, W_K, W_V, W_O, biais, échelle) et sa prédiction du token suivant s&apos;affiche à côté de l&apos;originale. &lt;b&gt;Importance…&lt;/b&gt; désactive chaque tête isolément et mesure ce que perd sans elle le token suivant le plus probable du modèle (couches × têtes exécutions&#xa0;; &lt;i&gt;Pastilles&#xa0;: importance&lt;/i&gt; marque ensuite chaque panneau, et le menu d&apos;export l&apos;écrit en CSV). Quand des têtes de requête partagent des têtes K/V (Llama, Mistral, Qwen), les titres des cartes de chaleur et les tableaux K et V indiquent quelle tête K/V chacune lit.&lt;/p&gt;&lt;h3&gt;Zoom et thèmes, pour le vidéoprojecteur&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;i&gt;Affichage ▸ Zoom avant / Zoom arrière&lt;/i&gt; (Ctrl+= / Ctrl+−, Ctrl+0 pour 100 %, Ctrl+molette sur les tableaux et la décomposition) change l&apos;échelle de tous les textes et de toutes les vues dessinées, de 70 % à 300 %&#xa0;; le réglage est mémorisé. En zoom avant, les tableaux sont rangés (Alt+1 et Alt+2 les ramènent), sauf si la fenêtre est malgré tout assez large pour eux&#xa0;; avec un fort zoom sur un petit écran, la carte de chaleur et la décomposition occupent la fenêtre à tour de rôle (F6).&lt;/li&gt;&lt;li&gt;&lt;i&gt;Affichage ▸ Thème&lt;/i&gt;&#xa0;: clair, sombre (salles peu éclairées) ou contraste élevé (vidéoprojecteurs lumineux).&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Labs&lt;/h3&gt;&lt;p&gt;Each item of the &lt;i&gt;Labs&lt;/i&gt; menu works on the session in the window:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;i&gt;Why Divide by √d_k? (Spread of q·k)&lt;/i&gt; and &lt;i&gt;Shapes, Parameters and Cost&lt;/i&gt; open the lesson&apos;s steps on them.&lt;/li&gt;&lt;li&gt;&lt;i&gt;RoPE: Score by Distance&lt;/i&gt;: for a session with RoPE, the selected query&apos;s score against one key&apos;s content moved to every distance — the curve that makes attention depend on distance. Pick the key in the window; right-click the curve to export it.&lt;/li&gt;&lt;li&gt;&lt;i&gt;Show the Code (NumPy, PyTorch)&lt;/i&gt;: the same computation as code to run, with this session&apos;s numbers.&lt;/li&gt;&lt;li&gt;&lt;i&gt;Train a Head&lt;/i&gt;, &lt;i&gt;Saturation Race (Scaled vs Unscaled)&lt;/i&gt; and &lt;i&gt;Train a Model (Induction Heads Form)&lt;/i&gt;: below.&lt;/li&gt;&lt;li&gt;&lt;i&gt;Mistake: Mask after Softmax&lt;/i&gt;, &lt;i&gt;Mistake: Softmax over the Wrong Axis&lt;/i&gt; and &lt;i&gt;Mistake: Reshape without Transpose&lt;/i&gt; draw the common mistakes, each on a session where the mistake really changes the weights (the app says when it had to switch, and Ctrl+Z goes back); &lt;i&gt;Back to the Right Weights&lt;/i&gt; returns.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Train a head, and the saturation race&lt;/h3&gt;&lt;p&gt;&lt;i&gt;Labs ▸ Train a Head&lt;/i&gt; (Alt+6) opens the &lt;b&gt;Train&lt;/b&gt; panel: gradient descent on this session in front of the class. Make a target in its &lt;i&gt;Target&lt;/i&gt; tab (&lt;i&gt;Target = Output&lt;/i&gt;, then change numbers) or open a &lt;code&gt;learn-…&lt;/code&gt; preset; choose SGD or Adam, the learning rate and what moves (W_Q, W_K, W_V, W_O, the biases, the embeddings). &lt;b&gt;Step&lt;/b&gt; takes one step, &lt;b&gt;Play&lt;/b&gt; keeps stepping, &lt;b&gt;Reset&lt;/b&gt; puts back the weights from before the run. The tables show every gradient beside its weight, the loss curve grows with each step, and a run is one undo step. After an edit or Undo the panel names the last run and says the next step starts a new one from the session as it is.&lt;/p&gt;&lt;p&gt;&lt;i&gt;Labs ▸ Saturation Race&lt;/i&gt; trains the same task twice side by side, scaled by 1/√d_k and not scaled, with the Train panel&apos;s optimizer, learning rate and ticked matrices (its status line says which), leaving the session itself alone: the unscaled curve stalls where the softmax saturates.&lt;/p&gt;&lt;p&gt;&lt;i&gt;Help ▸ Keyboard Shortcuts&lt;/i&gt; lists every key.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Ateliers&lt;/h3&gt;&lt;p&gt;Chaque élément du menu &lt;i&gt;Ateliers&lt;/i&gt; travaille sur la session de la fenêtre&#xa0;:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;i&gt;Pourquoi diviser par √d_k&#xa0;? (dispersion de q·k)&lt;/i&gt; et &lt;i&gt;Formes, paramètres et coût&lt;/i&gt; ouvrent les étapes de la leçon qui en traitent.&lt;/li&gt;&lt;li&gt;&lt;i&gt;RoPE&#xa0;: score selon la distance&lt;/i&gt;&#xa0;: pour une session avec RoPE, le score de la requête sélectionnée face au contenu d&apos;une clé déplacé à toutes les distances — la courbe qui rend l&apos;attention dépendante de la distance. Choisissez la clé dans la fenêtre&#xa0;; faites un clic droit sur la courbe pour l&apos;exporter.&lt;/li&gt;&lt;li&gt;&lt;i&gt;Afficher le code (NumPy, PyTorch)&lt;/i&gt;&#xa0;: le même calcul sous forme de code à exécuter, avec les nombres de cette session.&lt;/li&gt;&lt;li&gt;&lt;i&gt;Entraîner une tête&lt;/i&gt;, &lt;i&gt;Course à la saturation (avec ou sans échelle)&lt;/i&gt; et &lt;i&gt;Entraîner un modèle (naissance des têtes d&apos;induction)&lt;/i&gt;&#xa0;: voir plus bas.&lt;/li&gt;&lt;li&gt;&lt;i&gt;Erreur&#xa0;: masque après la softmax&lt;/i&gt;, &lt;i&gt;Erreur&#xa0;: softmax sur le mauvais axe&lt;/i&gt; et &lt;i&gt;Erreur&#xa0;: reshape sans transposition&lt;/i&gt; dessinent les erreurs courantes, chacune sur une session où l&apos;erreur change vraiment les poids (l&apos;application signale quand elle a dû changer de session, et Ctrl+Z revient en arrière)&#xa0;; &lt;i&gt;Revenir aux bons poids&lt;/i&gt; rétablit l&apos;affichage correct.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Entraîner une tête, et la course à la saturation&lt;/h3&gt;&lt;p&gt;&lt;i&gt;Ateliers ▸ Entraîner une tête&lt;/i&gt; (Alt+6) ouvre le panneau &lt;b&gt;Entraînement&lt;/b&gt;&#xa0;: la descente de gradient sur cette session, devant la classe. Créez une cible dans son onglet &lt;i&gt;Cible&lt;/i&gt; (&lt;i&gt;Cible = sortie&lt;/i&gt;, puis modifiez des nombres) ou ouvrez un exemple &lt;code&gt;learn-…&lt;/code&gt;&#xa0;; choisissez SGD ou Adam, le taux d&apos;apprentissage et ce qui bouge (W_Q, W_K, W_V, W_O, les biais, les plongements). &lt;b&gt;Étape&lt;/b&gt; fait une étape, &lt;b&gt;Lancer&lt;/b&gt; enchaîne les étapes, &lt;b&gt;Réinitialiser&lt;/b&gt; remet les poids d&apos;avant l&apos;entraînement. Les tableaux montrent chaque gradient à côté de son poids, la courbe de perte s&apos;allonge à chaque étape, et un entraînement s&apos;annule en une fois. Après une modification ou Annuler, le panneau nomme le dernier entraînement et indique que l&apos;étape suivante en commence un nouveau à partir de la session telle qu&apos;elle est.&lt;/p&gt;&lt;p&gt;&lt;i&gt;Ateliers ▸ Course à la saturation&lt;/i&gt; entraîne deux fois la même tâche côte à côte, avec l&apos;échelle 1/√d_k et sans échelle, avec l&apos;optimiseur, le taux d&apos;apprentissage et les matrices cochées du panneau Entraînement (sa ligne d&apos;état les indique), sans toucher à la session elle-même&#xa0;: la courbe sans échelle stagne là où la softmax sature.&lt;/p&gt;&lt;p&gt;&lt;i&gt;Aide ▸ Raccourcis clavier&lt;/i&gt; liste toutes les touches.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Watch induction heads form: train a model&lt;/h3&gt;&lt;p&gt;&lt;i&gt;Labs ▸ Train a Model&lt;/i&gt; opens a window where a small transformer (2 layers of 4 heads by default, attention only) learns from random weights to continue sequences like &lt;code&gt;k q b … k q b …&lt;/code&gt;: letters drawn at random, then the same letters again. The only way to predict the second copy is to find where the letter was before and copy what followed it: an &lt;i&gt;induction head&lt;/i&gt;, helped by a &lt;i&gt;previous-token head&lt;/i&gt; in the layer below.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Play&lt;/b&gt; trains (press again to pause), &lt;b&gt;Step&lt;/b&gt; takes one step, &lt;b&gt;Stop&lt;/b&gt; ends the run (what it trained stays to be looked at and saved; the next Play starts a new run). &lt;b&gt;Speed&lt;/b&gt; slows it down for a class; &lt;b&gt;Seed&lt;/b&gt;, &lt;b&gt;Layers&lt;/b&gt;, &lt;b&gt;Heads&lt;/b&gt; and &lt;b&gt;d_model&lt;/b&gt; choose the model while no run is going.&lt;/li&gt;&lt;li&gt;The curves share one time axis: the loss of each step&apos;s batch (grey), the loss on the repeated half of a held-out batch (bold), and every head&apos;s previous-token and induction scores. The leading head of each kind is coloured and named; a dashed line marks the step at which it rose (half-way from its first score to its best). After a few thousand steps the bold loss steps down as the two heads appear together.&lt;/li&gt;&lt;li&gt;The grid shows every layer × head on one held-out repeated sequence, badged with its induction score; the best induction head is shown large below it (click a head to show another). Right-click or Ctrl+click a head to switch it off &lt;i&gt;in the evaluation&lt;/i&gt;: the curves from then on, the grid and the large map are measured without it (the shaded part of the curves says which heads were off), while training goes on with the whole model. Switch the induction head off and the loss on the repeated half jumps back up.&lt;/li&gt;&lt;li&gt;The &lt;b&gt;Checkpoint&lt;/b&gt; slider goes back to any kept checkpoint (every 100 steps unless told otherwise; clicking the curves goes to the nearest). &lt;b&gt;Open in Model Workbench&lt;/b&gt; opens the model shown in the main window&apos;s Model dock, with head scores, switching heads off and the next token. &lt;b&gt;Save Model…&lt;/b&gt; writes it as a GPT-2 folder (as &lt;code&gt;attention-lab train-model&lt;/code&gt; does); &lt;b&gt;Save Curves (CSV)…&lt;/b&gt; writes the history; right-click the curves or a map to export it as a picture.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;The steps are exactly those of &lt;code&gt;attention-lab train-model --task induction --seed S --steps N&lt;/code&gt; with the same sizes. Closing the window with a trained model that is not saved asks first.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Voir naître les têtes d&apos;induction&#xa0;: entraîner un modèle&lt;/h3&gt;&lt;p&gt;&lt;i&gt;Ateliers ▸ Entraîner un modèle&lt;/i&gt; ouvre une fenêtre où un petit transformer (2 couches de 4 têtes par défaut, attention seule) apprend, à partir de poids aléatoires, à continuer des suites comme &lt;code&gt;k q b … k q b …&lt;/code&gt;&#xa0;: des lettres tirées au hasard, puis les mêmes lettres à nouveau. La seule façon de prédire la seconde copie est de trouver où la lettre se trouvait auparavant et de recopier ce qui la suivait&#xa0;: c&apos;est une &lt;i&gt;tête d&apos;induction&lt;/i&gt;, aidée par une &lt;i&gt;tête du token précédent&lt;/i&gt; dans la couche du dessous.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Lancer&lt;/b&gt; entraîne (appuyez à nouveau pour mettre en pause), &lt;b&gt;Étape&lt;/b&gt; fait une étape, &lt;b&gt;Arrêter&lt;/b&gt; termine l&apos;entraînement (ce qu&apos;il a appris reste là pour être examiné et enregistré&#xa0;; appuyer ensuite sur Lancer commence un nouvel entraînement). &lt;b&gt;Vitesse&lt;/b&gt; le ralentit pour une classe&#xa0;; &lt;b&gt;Graine&lt;/b&gt;, &lt;b&gt;Couches&lt;/b&gt;, &lt;b&gt;Têtes&lt;/b&gt; et &lt;b&gt;d_model&lt;/b&gt; choisissent le modèle tant qu&apos;aucun entraînement n&apos;est en cours.&lt;/li&gt;&lt;li&gt;Les courbes partagent un même axe du temps&#xa0;: la perte du lot de chaque étape (en gris), la perte sur la moitié répétée d&apos;un lot de validation (en gras), et les scores «&#xa0;token précédent&#xa0;» et d&apos;induction de chaque tête. La meilleure tête de chaque type est colorée et nommée&#xa0;; une ligne pointillée marque l&apos;étape où elle a émergé (à mi-chemin entre son premier score et son meilleur). Après quelques milliers d&apos;étapes, la perte en gras descend d&apos;un palier quand les deux têtes apparaissent ensemble.&lt;/li&gt;&lt;li&gt;La grille montre chaque couche × tête sur une séquence répétée de validation, avec son score d&apos;induction en pastille&#xa0;; la meilleure tête d&apos;induction est affichée en grand en dessous (cliquez sur une tête pour en afficher une autre). Faites un clic droit ou Ctrl+clic sur une tête pour la désactiver &lt;i&gt;dans l&apos;évaluation&lt;/i&gt;&#xa0;: à partir de là, les courbes, la grille et la grande carte sont mesurées sans elle (la partie ombrée des courbes indique quelles têtes étaient désactivées), tandis que l&apos;entraînement continue avec le modèle entier. Désactivez la tête d&apos;induction et la perte sur la moitié répétée remonte d&apos;un coup.&lt;/li&gt;&lt;li&gt;Le curseur &lt;b&gt;Point de contrôle&lt;/b&gt; revient à n&apos;importe quel point de contrôle conservé (toutes les 100 étapes, sauf réglage contraire&#xa0;; un clic sur les courbes va au plus proche). &lt;b&gt;Ouvrir dans le banc d&apos;essai&lt;/b&gt; ouvre le modèle affiché dans le panneau Modèle de la fenêtre principale, avec les scores des têtes, la désactivation de têtes et le token suivant. &lt;b&gt;Enregistrer le modèle…&lt;/b&gt; l&apos;écrit sous forme de dossier GPT-2 (comme le fait &lt;code&gt;attention-lab train-model&lt;/code&gt;)&#xa0;; &lt;b&gt;Enregistrer les courbes (CSV)…&lt;/b&gt; écrit l&apos;historique&#xa0;; un clic droit sur les courbes ou sur une carte permet de l&apos;exporter en image.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Les étapes sont exactement celles de &lt;code&gt;attention-lab train-model --task induction --seed S --steps N&lt;/code&gt; avec les mêmes tailles. Fermer la fenêtre alors que le modèle entraîné n&apos;est pas enregistré demande d&apos;abord confirmation.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Find a head, switch it off: a guided example&lt;/h3&gt;&lt;p&gt;A heatmap shows where a head looks, not what the model does with it. The built-in induction model, a small GPT-2 built so that its heads are known, lets the class find that out.&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;i&gt;File ▸ Open Model…&lt;/i&gt;, click &lt;b&gt;Induction (built-in example)&lt;/b&gt;, then &lt;b&gt;Open and Run&lt;/b&gt;. The sentence says the same thing twice: “The old king saw a red tree by the river. The old king saw a red tree by the”. The &lt;b&gt;Next token&lt;/b&gt; panel gives “ river”, almost certain: the model copies what followed “ the” the first time.&lt;/li&gt;&lt;li&gt;Which head copies? In the model view choose &lt;b&gt;Badges: induction score&lt;/b&gt;. One panel lights up: layer 2, head 2 (&lt;code&gt;1.1&lt;/code&gt; on the command line), near 1. Each token of the second sentence attends to the token that &lt;i&gt;followed&lt;/i&gt; its first occurrence. Under &lt;i&gt;Badges: previous-token score&lt;/i&gt;, layer 1, head 1 (&lt;code&gt;0.0&lt;/code&gt;) lights up instead: it tells every position which token came before it.&lt;/li&gt;&lt;li&gt;Right-click the induction head&apos;s panel and choose &lt;b&gt;Switch Layer 2 Head 2 (1.1) Off: Output Zero&lt;/b&gt; (or Ctrl+click it): its output is set to 0 and the model runs again. Its heatmap does not change at all, yet in the Next token panel “ river” falls from almost 1 to almost 0, and the model now says “ the” again, the only word it still has. The heatmap could not have told you this head does the copying; switching it off does.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Restore All&lt;/b&gt;, then switch the previous-token head off instead. The copy fails too, and now the induction head&apos;s heatmap loses its stripe and its score falls: it reads what the earlier head wrote. Two heads in two layers make one mechanism, a circuit.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;The same from the command line: &lt;code&gt;attention-lab model FOLDER --text &quot;…&quot; --head-scores&lt;/code&gt;, then again with &lt;code&gt;--ablate 1.1&lt;/code&gt; (the manual&apos;s &quot;The built-in induction model&quot; gives the folder).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Trouver une tête, la désactiver&#xa0;: un exemple guidé&lt;/h3&gt;&lt;p&gt;Une carte de chaleur montre où une tête regarde, pas ce que le modèle en fait. Le modèle d&apos;induction intégré, un petit GPT-2 construit pour que ses têtes soient connues, permet à la classe de le découvrir.&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;i&gt;Fichier ▸ Ouvrir un modèle…&lt;/i&gt;, cliquez sur &lt;b&gt;Induction (exemple intégré)&lt;/b&gt;, puis sur &lt;b&gt;Ouvrir et exécuter&lt;/b&gt;. La phrase dit deux fois la même chose&#xa0;: “The old king saw a red tree by the river. The old king saw a red tree by the”. Le panneau &lt;b&gt;Token suivant&lt;/b&gt; donne “ river”, presque à coup sûr&#xa0;: le modèle recopie ce qui suivait “ the” la première fois.&lt;/li&gt;&lt;li&gt;Quelle tête recopie&#xa0;? Dans la vue du modèle, choisissez &lt;b&gt;Pastilles&#xa0;: score d&apos;induction&lt;/b&gt;. Un panneau s&apos;allume&#xa0;: couche 2, tête 2 (&lt;code&gt;1.1&lt;/code&gt; en ligne de commande), proche de 1. Chaque token de la seconde phrase porte son attention sur le token qui &lt;i&gt;suivait&lt;/i&gt; sa première occurrence. Avec &lt;i&gt;Pastilles&#xa0;: score du token précédent&lt;/i&gt;, c&apos;est la couche 1, tête 1 (&lt;code&gt;0.0&lt;/code&gt;) qui s&apos;allume&#xa0;: elle indique à chaque position quel token la précède.&lt;/li&gt;&lt;li&gt;Faites un clic droit sur le panneau de la tête d&apos;induction et choisissez &lt;b&gt;Désactiver la tête 2 de la couche 2 (1.1)&#xa0;: sortie à zéro&lt;/b&gt; (ou faites Ctrl+clic dessus)&#xa0;: sa sortie est mise à 0 et le modèle s&apos;exécute à nouveau. Sa carte de chaleur ne change pas du tout, et pourtant, dans le panneau Token suivant, “ river” tombe de presque 1 à presque 0, et le modèle répète “ the”, le seul mot qui lui reste. La carte de chaleur ne pouvait pas vous dire que cette tête fait la copie&#xa0;; la désactiver, si.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Tout restaurer&lt;/b&gt;, puis désactivez plutôt la tête du token précédent. La copie échoue aussi, et cette fois la carte de chaleur de la tête d&apos;induction perd sa bande et son score chute&#xa0;: elle lit ce que la tête précédente a écrit. Deux têtes dans deux couches forment un seul mécanisme, un circuit.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;La même chose en ligne de commande&#xa0;: &lt;code&gt;attention-lab model FOLDER --text &quot;…&quot; --head-scores&lt;/code&gt;, puis à nouveau avec &lt;code&gt;--ablate 1.1&lt;/code&gt; (la section «&#xa0;The built-in induction model&#xa0;» du manuel donne le dossier).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Where is the answer carried, and when is it known? Patching, Logit Lens, Rollout&lt;/h3&gt;&lt;p&gt;Beside &lt;b&gt;Every Head&lt;/b&gt; in the Model dock, three tabs look at the whole model:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Patching&lt;/b&gt;: &lt;b&gt;Compare With…&lt;/b&gt; a second text of as many tokens — your sentence with the names swapped, say — and pick the answer and the wrong token from the model&apos;s top next tokens (or, at the last position, the next-token panel&apos;s menu: &lt;i&gt;Use … as the Answer&lt;/i&gt;). The model runs on the second text with one activation at a time copied from yours: the residual stream entering each layer at each position, and each head&apos;s output. Each cell says how much of the answer over the wrong token comes back: 1 (red) all of it, 0 (white) none, below 0 (blue) the other way. Positions before the first changed token are 0 without a run. It runs in the background with a progress bar and &lt;b&gt;Cancel&lt;/b&gt;; click a head&apos;s cell to open that head large. It runs the model as opened, with no head switched off.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Logit Lens&lt;/b&gt;: each layer&apos;s residual stream read as if it were the last (the final norm, then the unembedding): the top token in every cell, coloured by its probability. Choose &lt;i&gt;Cells: the answer&apos;s rank&lt;/i&gt; to follow the answer down the layers: #1 where the model would already say it. The last layer is the model&apos;s own prediction. Click a cell to see that position&apos;s next tokens.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Rollout&lt;/b&gt;: attention followed through every layer (Abnar &amp;amp; Zuidema): each layer&apos;s heads averaged, half kept for the residual path, multiplied through. One map for the whole model — a picture of where information can flow, not of what the model computes with it.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Every grid copies and exports like every view (right-click: Export Image…, Copy Image, Copy as CSV, Export CSV…). On the command line: &lt;code&gt;--corrupt TEXT2 --answer A --wrong B&lt;/code&gt;, &lt;code&gt;--logit-lens&lt;/code&gt;, &lt;code&gt;--rollout&lt;/code&gt;.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Où la réponse est-elle portée, et quand est-elle connue&#xa0;? Patching, lentille des logits, rollout&lt;/h3&gt;&lt;p&gt;À côté de &lt;b&gt;Toutes les têtes&lt;/b&gt;, dans le panneau Modèle, trois onglets examinent le modèle entier&#xa0;:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Patching&lt;/b&gt;&#xa0;: &lt;b&gt;Comparer avec…&lt;/b&gt; un second texte d&apos;autant de tokens — votre phrase avec les noms échangés, par exemple — puis choisissez la réponse et le mauvais token parmi les tokens suivants les plus probables du modèle (ou, à la dernière position, dans le menu du panneau du token suivant&#xa0;: &lt;i&gt;Utiliser … comme réponse&lt;/i&gt;). Le modèle s&apos;exécute sur le second texte en y copiant une activation à la fois depuis le vôtre&#xa0;: le flux résiduel qui entre dans chaque couche à chaque position, et la sortie de chaque tête. Chaque case indique quelle part de l&apos;avance de la réponse sur le mauvais token revient&#xa0;: 1 (rouge) toute, 0 (blanc) rien, en dessous de 0 (bleu) dans l&apos;autre sens. Les positions avant le premier token modifié valent 0 sans exécution. Le calcul tourne en arrière-plan, avec une barre de progression et &lt;b&gt;Annuler&lt;/b&gt;&#xa0;; cliquez sur la case d&apos;une tête pour ouvrir cette tête en grand. Il exécute le modèle tel qu&apos;il a été ouvert, sans aucune tête désactivée.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Lentille des logits&lt;/b&gt;&#xa0;: le flux résiduel de chaque couche lu comme si c&apos;était la dernière (la norme finale, puis la projection vers le vocabulaire)&#xa0;: le token le plus probable dans chaque case, coloré selon sa probabilité. Choisissez &lt;i&gt;Cases&#xa0;: le rang de la réponse&lt;/i&gt; pour suivre la réponse à travers les couches&#xa0;: #1 là où le modèle la donnerait déjà. La dernière couche est la propre prédiction du modèle. Cliquez sur une case pour voir les tokens suivants de cette position.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Rollout&lt;/b&gt;&#xa0;: l&apos;attention suivie à travers toutes les couches (Abnar &amp;amp; Zuidema)&#xa0;: les têtes de chaque couche moyennées, une moitié gardée pour le chemin résiduel, le tout multiplié de couche en couche. Une seule carte pour tout le modèle — une image de là où l&apos;information peut circuler, pas de ce que le modèle en calcule.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Chaque grille se copie et s&apos;exporte comme toutes les vues (clic droit&#xa0;: Exporter l&apos;image…, Copier l&apos;image, Copier en CSV, Exporter en CSV…). En ligne de commande&#xa0;: &lt;code&gt;--corrupt TEXT2 --answer A --wrong B&lt;/code&gt;, &lt;code&gt;--logit-lens&lt;/code&gt;, &lt;code&gt;--rollout&lt;/code&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>Fenêtre</translation>
    </message>
    <message>
        <source>Heatmap (click it first)</source>
        <translation>Carte de chaleur (cliquez d&apos;abord dessus)</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tableaux</translation>
    </message>
    <message>
        <source>Zoom in / out</source>
        <translation>Zoom avant / arrière</translation>
    </message>
    <message>
        <source>Zoom in or out at the pointer</source>
        <translation>Zoom avant ou arrière sous le pointeur</translation>
    </message>
    <message>
        <source>Ctrl+Wheel</source>
        <translation>Ctrl+Molette</translation>
    </message>
    <message>
        <source>Show the whole matrix</source>
        <translation>Afficher toute la matrice</translation>
    </message>
    <message>
        <source>Move the cursor cell (up, down: the query); a zoomed map follows</source>
        <translation>Déplacer la case du curseur (haut, bas&#xa0;: la requête)&#xa0;; une carte zoomée suit</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Touches fléchées</translation>
    </message>
    <message>
        <source>Explain the cursor&apos;s query in the breakdown</source>
        <translation>Expliquer la requête du curseur dans la décomposition</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Pan a zoomed map</source>
        <translation>Faire défiler une carte zoomée</translation>
    </message>
    <message>
        <source>Shift+Arrow keys</source>
        <translation>Shift+Touches fléchées</translation>
    </message>
    <message>
        <source>Block / unblock a cell</source>
        <translation>Bloquer / débloquer une case</translation>
    </message>
    <message>
        <source>Ctrl+Click</source>
        <translation>Ctrl+Clic</translation>
    </message>
    <message>
        <source>Type into a cell</source>
        <translation>Saisir dans une case</translation>
    </message>
    <message>
        <source>any digit, or F2</source>
        <translation>un chiffre, ou F2</translation>
    </message>
    <message>
        <source>Take the number, move down</source>
        <translation>Valider le nombre, descendre</translation>
    </message>
    <message>
        <source>Take the number, move right</source>
        <translation>Valider le nombre, aller à droite</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>Leave a cell unchanged</source>
        <translation>Quitter une case sans la modifier</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Copy the selected cells (tab-separated)</source>
        <translation>Copier les cases sélectionnées (séparées par des tabulations)</translation>
    </message>
    <message>
        <source>Paste cells from a spreadsheet</source>
        <translation>Coller des cases depuis un tableur</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Does</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Où</translation>
    </message>
    <message>
        <source>Read from the menus as they are now; the last rows are keys the heatmap and the tables handle themselves.</source>
        <translation>Lu dans les menus tels qu&apos;ils sont actuellement&#xa0;; les dernières lignes sont des touches que la carte de chaleur et les tableaux gèrent eux-mêmes.</translation>
    </message>
    <message>
        <source>How to Use Attention Lab</source>
        <translation>Comment utiliser Attention Lab</translation>
    </message>
    <message>
        <source>&amp;How to Use Attention Lab</source>
        <translation>&amp;Comment utiliser Attention Lab</translation>
    </message>
    <message>
        <source>Keyboard &amp;Shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <source>Keys while presenting</source>
        <translation>Touches pendant la présentation</translation>
    </message>
    <message>
        <source>A clicker&apos;s keys work from every window of the app. Any key closes this.</source>
        <translation>Les touches d&apos;une télécommande fonctionnent depuis toutes les fenêtres de l&apos;application. Appuyez sur n&apos;importe quelle touche pour fermer.</translation>
    </message>
    <message>
        <source>“%1” is not a token id (0…%2): this model was opened on ids, so give the second text as ids too.</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un identifiant de token (0…%2)&#xa0;: ce modèle a été ouvert sur des identifiants, donnez donc aussi le second texte sous forme d&apos;identifiants.</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>previous-token score</source>
        <translation>score du token précédent</translation>
    </message>
    <message>
        <source>first-token score</source>
        <translation>score du premier token</translation>
    </message>
    <message>
        <source>self score</source>
        <translation>score sur soi-même</translation>
    </message>
    <message>
        <source>induction score</source>
        <translation>score d&apos;induction</translation>
    </message>
    <message>
        <source>importance</source>
        <translation>importance</translation>
    </message>
    <message>
        <source>sink mass</source>
        <translation>masse du puits</translation>
    </message>
    <message>
        <source>open the model in %1</source>
        <translation>ouvrir le modèle dans %1</translation>
    </message>
    <message>
        <source>There is nothing to run: type a sentence or some token ids.</source>
        <translation>Il n&apos;y a rien à exécuter&#xa0;: tapez une phrase ou des identifiants de tokens.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>The token ids</source>
        <translation>Les identifiants de tokens</translation>
    </message>
    <message>
        <source>The text</source>
        <translation>Le texte</translation>
    </message>
    <message>
        <source>Running %1 tokens through the %2 layers of this model %3.</source>
        <translation>Faire passer %1 tokens dans les %2 couches de ce modèle %3.</translation>
    </message>
    <message>
        <source>run %1 tokens through the %2 layers of this model</source>
        <translation>faire passer %1 tokens dans les %2 couches de ce modèle</translation>
    </message>
    <message>
        <source>There is not enough memory to %1.</source>
        <translation>Il n&apos;y a pas assez de mémoire pour %1.</translation>
    </message>
    <message>
        <source>Head out</source>
        <translation>Sortie tête</translation>
    </message>
    <message>
        <source>%1 is too large: numbers here are within ±%2</source>
        <translation>%1 est trop grand&#xa0;: les nombres doivent rester entre ±%2</translation>
    </message>
    <message>
        <source>%1 is too close to 0 to be stored: type 0</source>
        <translation>%1 est trop proche de 0 pour être stocké&#xa0;: tapez 0</translation>
    </message>
    <message>
        <source>“%1” is not a number: use a point for decimals (%2), and no separators between thousands</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un nombre&#xa0;: utilisez un point pour les décimales (%2), sans séparateur de milliers</translation>
    </message>
    <message>
        <source>“%1” is not a number: use a point for decimals, and no separators between thousands</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un nombre&#xa0;: utilisez un point pour les décimales, sans séparateur de milliers</translation>
    </message>
    <message>
        <source>“%1” is not a number: write it without separators between thousands</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un nombre&#xa0;: écrivez-le sans séparateur de milliers</translation>
    </message>
    <message>
        <source>“%1” is not a number</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un nombre</translation>
    </message>
    <message>
        <source>type a number</source>
        <translation>tapez un nombre</translation>
    </message>
    <message>
        <source>token embedding</source>
        <translation>plongement du token</translation>
    </message>
    <message>
        <source>position embedding</source>
        <translation>plongement de position</translation>
    </message>
    <message>
        <source>biases (β, b_Q, b_K)</source>
        <translation>biais (β, b_Q, b_K)</translation>
    </message>
    <message>
        <source>L%1 MLP</source>
        <translation>L%1 MLP</translation>
    </message>
    <message>
        <source>L%1 W_O bias</source>
        <translation>L%1 biais de W_O</translation>
    </message>
    <message>
        <source>L%1 H%2</source>
        <translation>L%1 H%2</translation>
    </message>
    <message>
        <source>the other %1 sources</source>
        <translation>les %1 autres sources</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>the other %1 terms</source>
        <translation>les %1 autres termes</translation>
    </message>
    <message>
        <source>Why this score</source>
        <translation>Pourquoi ce score</translation>
    </message>
    <message>
        <source>Layer %1 Head %2 · query %3 “%4” → key %5 “%6”</source>
        <translation>Couche %1, tête %2 · requête %3 “%4” → clé %5 “%6”</translation>
    </message>
    <message>
        <source>Click a cell of the head&apos;s map (a query&apos;s row, a key&apos;s column) to see why it scored what it did.</source>
        <translation>Cliquez sur une case de la carte de la tête (la ligne d&apos;une requête, la colonne d&apos;une clé) pour voir pourquoi elle a obtenu ce score.</translation>
    </message>
    <message>
        <source>score q·k = %1 (raw, before the scale): the sum of every term</source>
        <translation>score q·k = %1 (brut, avant l&apos;échelle)&#xa0;: la somme de tous les termes</translation>
    </message>
    <message>
        <source>source</source>
        <translation>source</translation>
    </message>
    <message>
        <source>in the query</source>
        <translation>dans la requête</translation>
    </message>
    <message>
        <source>in the key</source>
        <translation>dans la clé</translation>
    </message>
    <message>
        <source>the other %1</source>
        <translation>les %1 autres</translation>
    </message>
    <message>
        <source>The biggest terms: query source × key source</source>
        <translation>Les plus grands termes&#xa0;: source de la requête × source de la clé</translation>
    </message>
    <message>
        <source>sum of every term = %1 = the score</source>
        <translation>somme de tous les termes = %1 = le score</translation>
    </message>
    <message>
        <source>Each entry is a share of the score with every norm&apos;s scale frozen at its value on this input — not what removing that source would change.</source>
        <translation>Chaque valeur est une part du score, avec l&apos;échelle de chaque norme figée à sa valeur pour ce texte — et non ce que changerait le retrait de cette source.</translation>
    </message>
    <message>
        <source>Heatmap</source>
        <translation>Carte de chaleur</translation>
    </message>
    <message>
        <source>All Heads</source>
        <translation>Toutes les têtes</translation>
    </message>
    <message>
        <source>Line View</source>
        <translation>Vue en liens</translation>
    </message>
    <message>
        <source>Model View</source>
        <translation>Vue du modèle</translation>
    </message>
    <message>
        <source>Next Token</source>
        <translation>Token suivant</translation>
    </message>
    <message>
        <source>Why This Score</source>
        <translation>Pourquoi ce score</translation>
    </message>
    <message>
        <source>Logit Lens</source>
        <translation>Lentille des logits</translation>
    </message>
    <message>
        <source>Patching</source>
        <translation>Patching</translation>
    </message>
    <message>
        <source>Breakdown</source>
        <translation>Décomposition</translation>
    </message>
    <message>
        <source>Lesson Step</source>
        <translation>Étape de la leçon</translation>
    </message>
    <message>
        <source>Heads Side by Side</source>
        <translation>Têtes côte à côte</translation>
    </message>
    <message>
        <source>WRONG · head %1: masked after softmax</source>
        <translation>FAUX · tête %1&#xa0;: masquage après la softmax</translation>
    </message>
    <message>
        <source>rows with a blocked key no longer sum to 1</source>
        <translation>les lignes qui ont une clé bloquée n&apos;ont plus 1 pour somme</translation>
    </message>
    <message>
        <source>WRONG · head %1: softmax over queries</source>
        <translation>FAUX · tête %1&#xa0;: softmax sur les requêtes</translation>
    </message>
    <message>
        <source>each column sums to 1; the rows do not</source>
        <translation>chaque colonne a pour somme 1, mais pas les lignes</translation>
    </message>
    <message>
        <source>WRONG · head %1: reshape without transpose</source>
        <translation>FAUX · tête %1&#xa0;: reshape sans transposition</translation>
    </message>
    <message>
        <source>each row mixes pieces of other tokens</source>
        <translation>chaque ligne mélange des morceaux d&apos;autres tokens</translation>
    </message>
    <message>
        <source>Reshape without transpose (one head: harmless)</source>
        <translation>Reshape sans transposition (une tête&#xa0;: sans effet)</translation>
    </message>
    <message>
        <source>with one head nothing is scrambled: try two heads</source>
        <translation>avec une seule tête, rien n&apos;est mélangé&#xa0;: essayez deux têtes</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>couche</translation>
    </message>
    <message>
        <source>head</source>
        <translation>tête</translation>
    </message>
    <message>
        <source>position</source>
        <translation>position</translation>
    </message>
    <message>
        <source>Head outputs patched</source>
        <translation>Sorties des têtes patchées</translation>
    </message>
    <message>
        <source>Residual stream patched</source>
        <translation>Flux résiduel patché</translation>
    </message>
    <message>
        <source>each head&apos;s output in each layer from the clean run</source>
        <translation>la sortie de chaque tête de chaque couche, prise dans l&apos;exécution propre</translation>
    </message>
    <message>
        <source>the stream entering each layer, one position at a time, from the clean run</source>
        <translation>le flux qui entre dans chaque couche, une position à la fois, pris dans l&apos;exécution propre</translation>
    </message>
    <message>
        <source>: 1 = %1 over %2 as in the clean run, 0 = as corrupted</source>
        <translation>&#xa0;: 1 = %1 devant %2 comme dans l&apos;exécution propre, 0 = comme dans l&apos;exécution corrompue</translation>
    </message>
    <message>
        <source>restored</source>
        <translation>restauré</translation>
    </message>
    <message>
        <source>Layer %1 head %2&apos;s output</source>
        <translation>Sortie de la tête %2 de la couche %1</translation>
    </message>
    <message>
        <source>The stream entering layer %1 at %2 (position %3)</source>
        <translation>Le flux qui entre dans la couche %1 à %2 (position %3)</translation>
    </message>
    <message>
        <source>%1 from the clean run: %2 of the answer comes back</source>
        <translation>%1 pris dans l&apos;exécution propre&#xa0;: %2 de la réponse revient</translation>
    </message>
    <message>
        <source>
Click to open this head</source>
        <translation>
Cliquer pour ouvrir cette tête</translation>
    </message>
    <message>
        <source>
Click to open this layer</source>
        <translation>
Cliquer pour ouvrir cette couche</translation>
    </message>
    <message>
        <source>Logit lens · where %1 ranks after each layer</source>
        <translation>Lentille des logits · rang de %1 après chaque couche</translation>
    </message>
    <message>
        <source>Logit lens · the top next token after each layer</source>
        <translation>Lentille des logits · le token suivant le plus probable après chaque couche</translation>
    </message>
    <message>
        <source>each layer&apos;s stream through the final norm and the unembedding: #1 = the model would answer %1 already; colour = its probability</source>
        <translation>le flux de chaque couche passé par la norme finale et la projection vers le vocabulaire&#xa0;: #1 = le modèle répondrait déjà %1&#xa0;; couleur = sa probabilité</translation>
    </message>
    <message>
        <source>each layer&apos;s stream through the final norm and the unembedding; colour = the top token&apos;s probability; the last layer is the model&apos;s own prediction</source>
        <translation>le flux de chaque couche passé par la norme finale et la projection vers le vocabulaire&#xa0;; couleur = la probabilité du token le plus probable&#xa0;; la dernière couche est la propre prédiction du modèle</translation>
    </message>
    <message>
        <source>probability</source>
        <translation>probabilité</translation>
    </message>
    <message>
        <source>Layer %1, after %2 (position %3): the stream read as the last layer</source>
        <translation>Couche %1, après %2 (position %3)&#xa0;: le flux lu comme s&apos;il sortait de la dernière couche</translation>
    </message>
    <message>
        <source>%1: rank %2, probability %3</source>
        <translation>%1&#xa0;: rang %2, probabilité %3</translation>
    </message>
    <message>
        <source>Attention rollout · through all %1 layers</source>
        <translation>Rollout de l&apos;attention · à travers les %1 couches</translation>
    </message>
    <message>
        <source>½·mean of the heads + ½·I, multiplied through the layers · rows sum to 1</source>
        <translation>½·moyenne des têtes + ½·I, multiplié de couche en couche · chaque ligne a pour somme 1</translation>
    </message>
    <message>
        <source>Ctrl+Z brings your session back</source>
        <translation>Ctrl+Z ramène votre session</translation>
    </message>
    <message>
        <source>Causal mask on</source>
        <translation>Masque causal activé</translation>
    </message>
    <message>
        <source>Nothing was masked, so masking after softmax changed nothing: the causal mask is now on (Ctrl+Z turns it off again).</source>
        <translation>Rien n&apos;était masqué, donc masquer après la softmax ne changeait rien&#xa0;: le masque causal est maintenant activé (Ctrl+Z le désactive).</translation>
    </message>
    <message>
        <source>Causal lesson</source>
        <translation>Leçon avec masque causal</translation>
    </message>
    <message>
        <source>Nothing here can be masked to show it, so it is shown on the lesson with the causal mask; %1.</source>
        <translation>Rien ici ne peut être masqué pour montrer l&apos;erreur, elle est donc montrée sur la leçon avec le masque causal&#xa0;; %1.</translation>
    </message>
    <message>
        <source>Use 2 heads</source>
        <translation>Utiliser 2 têtes</translation>
    </message>
    <message>
        <source>With one head a reshape without transpose scrambles nothing: the session now has 2 heads (Ctrl+Z goes back to 1).</source>
        <translation>Avec une seule tête, un reshape sans transposition ne mélange rien&#xa0;: la session a maintenant 2 têtes (Ctrl+Z revient à 1).</translation>
    </message>
    <message>
        <source>Two-heads preset</source>
        <translation>Exemple à deux têtes</translation>
    </message>
    <message>
        <source>This session cannot be split into two heads, so the mistake is shown on the two-heads preset; %1.</source>
        <translation>Cette session ne peut pas être divisée en deux têtes, l&apos;erreur est donc montrée sur l&apos;exemple à deux têtes&#xa0;; %1.</translation>
    </message>
    <message>
        <source>The lesson</source>
        <translation>La leçon</translation>
    </message>
    <message>
        <source>Here a softmax over queries gives the same weights as over keys, so it is shown on the lesson&apos;s example; %1.</source>
        <translation>Ici, une softmax sur les requêtes donne les mêmes poids que sur les clés, l&apos;erreur est donc montrée sur l&apos;exemple de la leçon&#xa0;; %1.</translation>
    </message>
    <message>
        <source>mask after softmax</source>
        <translation>masque après la softmax</translation>
    </message>
    <message>
        <source>softmax over the wrong axis</source>
        <translation>softmax sur le mauvais axe</translation>
    </message>
    <message>
        <source>reshape without transpose</source>
        <translation>reshape sans transposition</translation>
    </message>
    <message>
        <source>This mistake cannot be shown on any session at hand.</source>
        <translation>Cette erreur ne peut être montrée sur aucune des sessions disponibles.</translation>
    </message>
    <message>
        <source>%1 (max of %2×%2 blocks)</source>
        <translation>%1 (max. par blocs de %2×%2)</translation>
    </message>
    <message>
        <source>RoPE by Distance</source>
        <translation>RoPE selon la distance</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Why did this head look there? Why This Score&lt;/h3&gt;&lt;p&gt;Click a cell of the head shown large in the Model dock (a query&apos;s row, a key&apos;s column): the &lt;b&gt;Why This Score&lt;/b&gt; tab splits that cell&apos;s raw score q·k into where the query&apos;s and the key&apos;s residual streams came from — the token embedding, the position embedding, each head of every earlier layer, each MLP, the biases.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;In the query&lt;/b&gt; and &lt;b&gt;in the key&lt;/b&gt;: what each source brought to each side (its row and column totals).&lt;/li&gt;&lt;li&gt;&lt;b&gt;The biggest terms&lt;/b&gt;: query source × key source, largest first, the rest summed; the sum is the score.&lt;/li&gt;&lt;li&gt;Each norm&apos;s scale is frozen at its value on this sentence, which makes the split exact. An entry is a share of the score, not what removing that source would change: for that, switch the source&apos;s head off.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;On the built-in induction model with the text “ the cat sat on a red mat the cat sat on a red”, click layer 2 head 2, then the cell where the second “ red” looks at “ mat”: almost all of the score is the query&apos;s own token embedding × what layer 1 head 1 (the previous-token head) wrote into the key. The key was found through another head&apos;s output: K-composition. The table follows every head switched off, and its menu exports it as a picture or as CSV (the whole matrix). On the command line: &lt;code&gt;attention-lab model FOLDER --text &quot;…&quot; --attribution 1.1.12.6&lt;/code&gt;, and &lt;code&gt;--logit-lens&lt;/code&gt;, &lt;code&gt;--rollout&lt;/code&gt; and &lt;code&gt;--corrupt&lt;/code&gt; (activation patching) beside it (the manual&apos;s &quot;How the model computes its answer&quot;).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Pourquoi cette tête a-t-elle regardé là&#xa0;? Pourquoi ce score&lt;/h3&gt;&lt;p&gt;Cliquez sur une case de la tête affichée en grand dans le panneau Modèle (la ligne d&apos;une requête, la colonne d&apos;une clé)&#xa0;: l&apos;onglet &lt;b&gt;Pourquoi ce score&lt;/b&gt; décompose le score brut q·k de cette case selon l&apos;origine des flux résiduels de la requête et de la clé — le plongement du token, le plongement de position, chaque tête de chaque couche précédente, chaque MLP, les biais.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Dans la requête&lt;/b&gt; et &lt;b&gt;dans la clé&lt;/b&gt;&#xa0;: ce que chaque source a apporté de chaque côté (les totaux de sa ligne et de sa colonne).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Les plus grands termes&lt;/b&gt;&#xa0;: source de la requête × source de la clé, les plus grands d&apos;abord, le reste additionné&#xa0;; la somme est le score.&lt;/li&gt;&lt;li&gt;L&apos;échelle de chaque norme est figée à sa valeur pour cette phrase, ce qui rend la décomposition exacte. Une valeur est une part du score, et non ce que changerait le retrait de cette source&#xa0;: pour cela, désactivez la tête de cette source.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Sur le modèle d&apos;induction intégré, avec le texte “ the cat sat on a red mat the cat sat on a red”, cliquez sur la couche 2, tête 2, puis sur la case où le second “ red” regarde “ mat”&#xa0;: presque tout le score vient du propre plongement de token de la requête × ce que la couche 1, tête 1 (la tête du token précédent) a écrit dans la clé. La clé a été trouvée grâce à la sortie d&apos;une autre tête&#xa0;: c&apos;est la composition K. Le tableau suit chaque tête désactivée, et son menu l&apos;exporte en image ou en CSV (la matrice entière). En ligne de commande&#xa0;: &lt;code&gt;attention-lab model FOLDER --text &quot;…&quot; --attribution 1.1.12.6&lt;/code&gt;, et à côté &lt;code&gt;--logit-lens&lt;/code&gt;, &lt;code&gt;--rollout&lt;/code&gt; et &lt;code&gt;--corrupt&lt;/code&gt; (patching d&apos;activations)&#xa0;; voir la section «&#xa0;How the model computes its answer&#xa0;» du manuel.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Raccourci</translation>
    </message>
</context>
<context>
    <name>WorksheetText</name>
    <message>
        <source>The raw scores q·kⱼ of %1 (%2) for %3.</source>
        <extracomment>An exercise&apos;s prompt, as every prompt of this kind: %1 the query (&quot;query 2 “cat”&quot;), %2 the head (&quot;head 1 of 4&quot;), %3 which keys (&quot;keys 1, 2, 3&quot;). The rule after it is the exercise&apos;s first hint.</extracomment>
        <translation>Les scores bruts q·kⱼ de la %1 (%2)&#xa0;: %3.</translation>
    </message>
    <message>
        <source>A score is a dot product: multiply q and k component by component and add the products.</source>
        <translation>Un score est un produit scalaire&#xa0;: multipliez q et k composante par composante et additionnez les produits.</translation>
    </message>
    <message>
        <source>The scaled scores of %1 (%2) for %3.</source>
        <translation>Les scores mis à l&apos;échelle de la %1 (%2)&#xa0;: %3.</translation>
    </message>
    <message>
        <source>Multiply each raw score by the scale, 1/√d_k unless the session sets its own.</source>
        <translation>Multipliez chaque score brut par l&apos;échelle, 1/√d_k sauf si la session fixe la sienne.</translation>
    </message>
    <message>
        <source>The scores after ALiBi&apos;s distance penalty, %1 (%2), for %3.</source>
        <translation>Les scores après la pénalité de distance d&apos;ALiBi pour la %1 (%2)&#xa0;: %3.</translation>
    </message>
    <message>
        <source>Subtract the head&apos;s slope × the distance |i − j| from each scaled score.</source>
        <translation>Soustrayez de chaque score mis à l&apos;échelle la pente de la tête × la distance |i − j|.</translation>
    </message>
    <message>
        <source>The scores after the soft-cap, %1 (%2), for %3.</source>
        <translation>Les scores après le soft-cap pour la %1 (%2)&#xa0;: %3.</translation>
    </message>
    <message>
        <source>Soft-capping squashes each score into (−cap, cap): cap · tanh(score / cap).</source>
        <translation>Le soft-capping écrase chaque score dans (−cap, cap)&#xa0;: cap · tanh(score / cap).</translation>
    </message>
    <message>
        <source>eˣ of each score of %1 (%2), for %3, as the step works them out.</source>
        <translation>eˣ de chaque score de la %1 (%2), %3, comme dans l&apos;étape.</translation>
    </message>
    <message>
        <source>Raise e to each score (the step subtracts the row&apos;s largest score first where the numbers are large); a blocked key gives e^−∞ = 0.</source>
        <translation>Élevez e à la puissance de chaque score (l&apos;étape soustrait d&apos;abord le plus grand score de la ligne quand les nombres sont grands)&#xa0;; une clé bloquée donne e^−∞ = 0.</translation>
    </message>
    <message>
        <source>eˣ of the sink&apos;s logit for %1 (%2).</source>
        <translation>eˣ du logit du puits pour la %1 (%2).</translation>
    </message>
    <message>
        <source>Raise e to the sink&apos;s logit, as for a key.</source>
        <translation>Élevez e à la puissance du logit du puits, comme pour une clé.</translation>
    </message>
    <message>
        <source>Σ eˣ for %1 (%2).</source>
        <translation>Σ eˣ pour la %1 (%2).</translation>
    </message>
    <message>
        <source>Add up the exponentials of every key the query may see (and the sink&apos;s, where the head has one).</source>
        <translation>Additionnez les exponentielles de chaque clé que la requête peut voir (et celle du puits, si la tête en a un).</translation>
    </message>
    <message>
        <source>The attention weights of %1 (%2) for %3.</source>
        <translation>Les poids d&apos;attention de la %1 (%2)&#xa0;: %3.</translation>
    </message>
    <message>
        <source>Divide each eˣ by their sum Σ eˣ: the weights are positive and add up to 1.</source>
        <translation>Divisez chaque eˣ par leur somme Σ eˣ&#xa0;: les poids sont positifs et ont pour somme 1.</translation>
    </message>
    <message>
        <source>The sink&apos;s weight for %1 (%2).</source>
        <translation>Le poids du puits pour la %1 (%2).</translation>
    </message>
    <message>
        <source>Divide the sink&apos;s eˣ by the same sum: its share goes to no key.</source>
        <translation>Divisez le eˣ du puits par la même somme&#xa0;: sa part ne va à aucune clé.</translation>
    </message>
    <message>
        <source>The weighted values wⱼ·vⱼ of %1 (%2) for %3.</source>
        <translation>Les valeurs pondérées wⱼ·vⱼ de la %1 (%2)&#xa0;: %3.</translation>
    </message>
    <message>
        <source>Multiply each value row vⱼ by its weight wⱼ, number by number.</source>
        <translation>Multipliez chaque ligne de valeurs vⱼ par son poids wⱼ, nombre par nombre.</translation>
    </message>
    <message>
        <source>The output row of %1 (%2).</source>
        <translation>La ligne de sortie de la %1 (%2).</translation>
    </message>
    <message>
        <source>Add up the weighted value rows: output = Σⱼ wⱼ·vⱼ over every key.</source>
        <translation>Additionnez les lignes de valeurs pondérées&#xa0;: sortie = Σⱼ wⱼ·vⱼ sur toutes les clés.</translation>
    </message>
    <message>
        <source>Σ eˣ for %1 (%2) under the causal mask.</source>
        <translation>Σ eˣ pour la %1 (%2) sous le masque causal.</translation>
    </message>
    <message>
        <source>A key after the query is blocked (e^−∞ = 0): add up the exponentials of the others.</source>
        <translation>Une clé qui suit la requête est bloquée (e^−∞ = 0)&#xa0;: additionnez les exponentielles des autres.</translation>
    </message>
    <message>
        <source>The weights of %1 (%2) under the causal mask, for %3.</source>
        <translation>Les poids de la %1 (%2) sous le masque causal&#xa0;: %3.</translation>
    </message>
    <message>
        <source>Divide each eˣ by the masked sum; a blocked key&apos;s weight is 0.</source>
        <translation>Divisez chaque eˣ par la somme masquée&#xa0;; le poids d&apos;une clé bloquée vaut 0.</translation>
    </message>
    <message>
        <source>The layer&apos;s output row of %1: concat · W_O.</source>
        <translation>La ligne de sortie de la couche pour la %1&#xa0;: concat · W_O.</translation>
    </message>
    <message>
        <source>Multiply the concatenated heads&apos; row by W_O (and add b_O where the session has it).</source>
        <translation>Multipliez la ligne des têtes concaténées par W_O (et ajoutez b_O si la session en a un).</translation>
    </message>
    <message>
        <source>The score q·k of %1 (%2) with %3, from the learned W_Q and W_K.</source>
        <translation>Le score q·k de la %1 (%2) face à la %3, avec les W_Q et W_K appris.</translation>
    </message>
    <message>
        <source>Multiply q and k component by component and add the products.</source>
        <translation>Multipliez q et k composante par composante et additionnez les produits.</translation>
    </message>
    <message>
        <source>The score x·x of %1 (%2) with %3, with W_Q = W_K = I.</source>
        <translation>Le score x·x de la %1 (%2) face à la %3, avec W_Q = W_K = I.</translation>
    </message>
    <message>
        <source>With W_Q = W_K = I, q and k are the embeddings themselves: take their dot product.</source>
        <translation>Avec W_Q = W_K = I, q et k sont les plongements eux-mêmes&#xa0;: calculez leur produit scalaire.</translation>
    </message>
    <message>
        <source>softmax(1, 0, −1), for %3.</source>
        <translation>softmax(1, 0, −1)&#xa0;: %3.</translation>
    </message>
    <message>
        <source>e^x of each, divided by their sum.</source>
        <translation>e^x de chacun, divisé par leur somme.</translation>
    </message>
    <message>
        <source>p(1 − p) for the largest weight of softmax(8, 0, −8).</source>
        <translation>p(1 − p) pour le plus grand poids de softmax(8, 0, −8).</translation>
    </message>
    <message>
        <source>Work out p = softmax(8, 0, −8)&apos;s first weight, then p·(1 − p).</source>
        <translation>Calculez p, le premier poids de softmax(8, 0, −8), puis p·(1 − p).</translation>
    </message>
    <message>
        <source>p(1 − p) for the largest weight of softmax(1, 0, −1).</source>
        <translation>p(1 − p) pour le plus grand poids de softmax(1, 0, −1).</translation>
    </message>
    <message>
        <source>Work out p = softmax(1, 0, −1)&apos;s first weight, then p·(1 − p).</source>
        <translation>Calculez p, le premier poids de softmax(1, 0, −1), puis p·(1 − p).</translation>
    </message>
    <message>
        <source>The entry of W_Q after one SGD step, as the step picks it.</source>
        <translation>Le coefficient de W_Q après une étape de SGD, celui que choisit l&apos;étape.</translation>
    </message>
    <message>
        <source>New weight = old weight − learning rate × ∂L/∂W at that entry.</source>
        <translation>Nouveau poids = ancien poids − taux d&apos;apprentissage × ∂L/∂W pour ce coefficient.</translation>
    </message>
    <message>
        <source>The mean μ of the row h = x + attention of %1, before LN₂.</source>
        <translation>La moyenne μ de la ligne h = x + attention de la %1, avant LN₂.</translation>
    </message>
    <message>
        <source>Add up the numbers of the row h and divide by how many there are (d_model).</source>
        <translation>Additionnez les nombres de la ligne h et divisez par leur nombre (d_model).</translation>
    </message>
    <message>
        <source>The variance σ² of that row h of %1.</source>
        <translation>La variance σ² de cette ligne h de la %1.</translation>
    </message>
    <message>
        <source>Subtract μ from each number of h, square, and take the mean of the squares (divide by d_model).</source>
        <translation>Soustrayez μ de chaque nombre de h, élevez au carré, et prenez la moyenne des carrés (divisez par d_model).</translation>
    </message>
    <message>
        <source>gelu of %1&apos;s largest hidden unit, as the MLP step shows it.</source>
        <translation>gelu de la plus grande unité cachée de la %1, comme l&apos;affiche l&apos;étape du MLP.</translation>
    </message>
    <message>
        <source>Predict the spread (standard deviation) of q·k at d_k = %5.</source>
        <extracomment>%5: a number (d_k)</extracomment>
        <translation>Prédisez la dispersion (l&apos;écart type) de q·k pour d_k = %5.</translation>
    </message>
    <message>
        <source>For q and k of d_k independent numbers of variance 1, q·k has variance d_k: its spread is √d_k.</source>
        <translation>Pour q et k formés de d_k nombres indépendants de variance 1, q·k a pour variance d_k&#xa0;: sa dispersion est √d_k.</translation>
    </message>
    <message>
        <source>Row t of %1 is xₜ·W_%1 (+ b_%1): its column c is Σᵢ xₜ[i]·W_%1[i, c].</source>
        <extracomment>%1: the projection&apos;s letter (Q, K or V)</extracomment>
        <translation>La ligne t de %1 est xₜ·W_%1 (+ b_%1)&#xa0;: sa colonne c vaut Σᵢ xₜ[i]·W_%1[i, c].</translation>
    </message>
    <message numerus="yes">
        <source>key(s) %1</source>
        <extracomment>%1: the keys&apos; numbers, &quot;1, 2, 3&quot;; singular or plural by how many there are</extracomment>
        <translation>
            <numerusform>clé %1</numerusform>
            <numerusform>clés %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>row(s) %1</source>
        <extracomment>%1: the rows&apos; numbers, &quot;1, 2, 3&quot;; singular or plural by how many there are</extracomment>
        <translation>
            <numerusform>ligne %1</numerusform>
            <numerusform>lignes %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%4 = X·W_%4 (+ b_%4): %3, as the step works them out.</source>
        <translation>%4 = X·W_%4 (+ b_%4)&#xa0;: %3, comme dans l&apos;étape.</translation>
    </message>
    <message>
        <source> Only %1, as the page prints them.</source>
        <extracomment>Added after an exercise&apos;s prompt (with its leading space); %1: &quot;columns 1, 2&quot;</extracomment>
        <translation> Uniquement&#xa0;: %1, comme sur la page imprimée.</translation>
    </message>
    <message numerus="yes">
        <source>column(s) %1</source>
        <translation>
            <numerusform>colonne %1</numerusform>
            <numerusform>colonnes %1</numerusform>
        </translation>
    </message>
    <message>
        <source>The first one: %1.</source>
        <extracomment>an exercise&apos;s second hint; %1: &quot;weight of key 1 = 0.422&quot;</extracomment>
        <translation>Le premier&#xa0;: %1.</translation>
    </message>
    <message>
        <source>All of it: %1.</source>
        <extracomment>an exercise&apos;s third hint; %1: every answer, &quot;… = 0.422; … = 0.155&quot;</extracomment>
        <translation>Le tout&#xa0;: %1.</translation>
    </message>
    <message>
        <source>It lies between %1 and %2.</source>
        <translation>La réponse se situe entre %1 et %2.</translation>
    </message>
    <message>
        <source>Its first number: %1.</source>
        <translation>Son premier nombre&#xa0;: %1.</translation>
    </message>
    <message>
        <source>%1 (key %2)</source>
        <translation>%1 (clé %2)</translation>
    </message>
    <message>
        <source>%1 (the sink)</source>
        <translation>%1 (le puits)</translation>
    </message>
    <message>
        <source>Its first term: %1; add the other %2 the same way.</source>
        <translation>Son premier terme&#xa0;: %1&#xa0;; ajoutez les %2 autres de la même façon.</translation>
    </message>
    <message>
        <source>All of it: %1 = %2.</source>
        <translation>Le tout&#xa0;: %1 = %2.</translation>
    </message>
    <message>
        <source>Attention, worked out by hand — answer key</source>
        <translation>L&apos;attention, calculée à la main — corrigé</translation>
    </message>
    <message>
        <source>Attention, worked out by hand — worksheet</source>
        <translation>L&apos;attention, calculée à la main — fiche d&apos;exercices</translation>
    </message>
    <message>
        <source>Attention, worked out by hand</source>
        <translation>L&apos;attention, calculée à la main</translation>
    </message>
</context>
<context>
    <name>attn::AttributionWidget</name>
    <message>
        <source>Working out why this score…</source>
        <translation>Analyse de ce score…</translation>
    </message>
    <message>
        <source>Export Why This Score</source>
        <translation>Exporter «&#xa0;Pourquoi ce score&#xa0;»</translation>
    </message>
    <message>
        <source>Click a cell of a head&apos;s map first.</source>
        <translation>Cliquez d&apos;abord sur une case de la carte d&apos;une tête.</translation>
    </message>
    <message>
        <source>Up and down move from term to term, left and right from its name to its part and share.</source>
        <translation>Haut et bas passent d’un terme à l’autre ; gauche et droite, de son nom à sa part et à son pourcentage.</translation>
    </message>
    <message>
        <source>the sum of every term</source>
        <translation>la somme de tous les termes</translation>
    </message>
    <message>
        <source>%1 of q·k = %2</source>
        <translation>%1 de q·k = %2</translation>
    </message>
    <message>
        <source>%1 % of the score</source>
        <translation>%1 % du score</translation>
    </message>
    <message>
        <source>no share: the score is 0</source>
        <translation>aucune part : le score vaut 0</translation>
    </message>
    <message>
        <source>query source × key source</source>
        <translation>source de la requête × source de la clé</translation>
    </message>
    <message>
        <source>part of q·k</source>
        <translation>part de q·k</translation>
    </message>
    <message>
        <source>share of the score</source>
        <translation>part du score</translation>
    </message>
</context>
<context>
    <name>attn::Autosaver</name>
    <message>
        <source>not enough memory</source>
        <translation>mémoire insuffisante</translation>
    </message>
    <message>
        <source>cannot keep a recovery copy of the unsaved changes: %1</source>
        <translation>impossible de garder une copie de récupération des modifications non enregistrées&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>attn::BreakdownWidget</name>
    <message>
        <source>Breakdown</source>
        <translation>Décomposition</translation>
    </message>
    <message>
        <source>Decimals shown (the lesson uses three)</source>
        <translation>Décimales affichées (la leçon en utilise trois)</translation>
    </message>
    <message>
        <source>&amp;Decimals:</source>
        <translation>&amp;Décimales&#xa0;:</translation>
    </message>
    <message>
        <source>Mask after softmax (wrong)</source>
        <translation>Masque après la softmax (faux)</translation>
    </message>
    <message>
        <source>The classic mistake beside the right way: its row no longer sums to 1</source>
        <translation>L&apos;erreur classique à côté de la bonne méthode&#xa0;: sa ligne n&apos;a plus 1 pour somme</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Ajuster</translation>
    </message>
    <message>
        <source>Fit the calculation to the panel: as large as it can be read whole</source>
        <translation>Ajuster le calcul au panneau&#xa0;: aussi grand que possible tout en restant lisible en entier</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>Save the breakdown as PNG, SVG or PDF, copy it as a picture for slides, or as text for notes</source>
        <translation>Enregistrer la décomposition en PNG, SVG ou PDF, la copier comme image pour des diapositives, ou comme texte pour des notes</translation>
    </message>
    <message>
        <source>Export Image…</source>
        <translation>Exporter l&apos;image…</translation>
    </message>
    <message>
        <source>Copy Image</source>
        <translation>Copier l&apos;image</translation>
    </message>
    <message>
        <source>Copy as Text</source>
        <translation>Copier en texte</translation>
    </message>
    <message>
        <source>Breakdown: the softmax of query %1 “%2”, head %3, step by step</source>
        <translation>Décomposition&#xa0;: la softmax de la requête %1 “%2”, tête %3, étape par étape</translation>
    </message>
    <message>
        <source>Copy as text</source>
        <translation>Copier en texte</translation>
    </message>
    <message>
        <source>Close the dot product</source>
        <translation>Fermer le produit scalaire</translation>
    </message>
</context>
<context>
    <name>attn::ClassAnswerBox</name>
    <message>
        <source>No number left to ask on this step.</source>
        <translation>Plus aucun nombre à demander à cette étape.</translation>
    </message>
    <message>
        <source>The class&apos;s answer: %1 =</source>
        <translation>Réponse de la classe&#xa0;: %1 =</translation>
    </message>
    <message numerus="yes">
        <source>The class&apos;s answer: %1 = (%n number(s))</source>
        <translation>
            <numerusform>Réponse de la classe&#xa0;: %1 = (%n nombre)</numerusform>
            <numerusform>Réponse de la classe&#xa0;: %1 = (%n nombres)</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter checks it · Esc closes</source>
        <translation>Enter vérifie · Esc ferme</translation>
    </message>
    <message>
        <source>Not a number yet: %1.</source>
        <translation>Pas encore un nombre&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Not yet: one number is asked.</source>
        <translation>Pas encore&#xa0;: un seul nombre est demandé.</translation>
    </message>
    <message>
        <source>Not yet: %1 numbers are asked.</source>
        <translation>Pas encore&#xa0;: %1 nombres sont demandés.</translation>
    </message>
    <message>
        <source>Not yet — try again (Esc, then R, reveals it).</source>
        <translation>Pas encore — réessayez (Esc, puis R, la dévoile).</translation>
    </message>
    <message>
        <source>Not yet: number %1 is the first that is off.</source>
        <translation>Pas encore&#xa0;: le nombre %1 est le premier qui est faux.</translation>
    </message>
    <message>
        <source>Right: %1 = %2</source>
        <translation>Juste&#xa0;: %1 = %2</translation>
    </message>
</context>
<context>
    <name>attn::CodeDialog</name>
    <message>
        <source>The Code: This Session&apos;s Attention in NumPy and PyTorch</source>
        <translation>Le code&#xa0;: l&apos;attention de cette session en NumPy et PyTorch</translation>
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
        <translation>Exécutez-le avec Python pour obtenir les nombres affichés par l&apos;application. Les grandes sessions sont lues depuis session.json&#xa0;: enregistrez la session à côté du script (Fichier ▸ Enregistrer sous).</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <source>&amp;Save As…</source>
        <translation>&amp;Enregistrer sous…</translation>
    </message>
    <message>
        <source>Save Code</source>
        <translation>Enregistrer le code</translation>
    </message>
    <message>
        <source>Python (*.py)</source>
        <translation>Python (*.py)</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Impossible d&apos;enregistrer</translation>
    </message>
</context>
<context>
    <name>attn::CompareDialog</name>
    <message>
        <source>The residual stream (layers × positions)</source>
        <translation>Le flux résiduel (couches × positions)</translation>
    </message>
    <message>
        <source>Each head&apos;s output (layers × heads)</source>
        <translation>La sortie de chaque tête (couches × têtes)</translation>
    </message>
    <message>
        <source>Compare With a Second Text</source>
        <translation>Comparer avec un second texte</translation>
    </message>
    <message>
        <source>Activation patching runs the model on a second text — yours with what matters changed, e.g. the names swapped — and copies one activation at a time from your text into it. Where the answer comes back, that activation carries it.</source>
        <translation>Le patching d&apos;activations exécute le modèle sur un second texte — le vôtre, avec ce qui compte modifié, par exemple les noms échangés — et y copie une activation à la fois depuis votre texte. Là où la réponse revient, c&apos;est cette activation qui la porte.</translation>
    </message>
    <message>
        <source>One of the model&apos;s top next tokens, or type one (a token that follows your text, such as “ Mary”, or #ID)</source>
        <translation>L&apos;un des tokens suivants les plus probables du modèle, ou tapez-en un (un token qui suit votre texte, comme “ Mary”, ou #ID)</translation>
    </message>
    <message>
        <source>Your text (clean):</source>
        <translation>Votre texte (propre)&#xa0;:</translation>
    </message>
    <message>
        <source>Second ids (corrupted):</source>
        <translation>Seconds identifiants (corrompus)&#xa0;:</translation>
    </message>
    <message>
        <source>Second text (corrupted):</source>
        <translation>Second texte (corrompu)&#xa0;:</translation>
    </message>
    <message>
        <source>Answer:</source>
        <translation>Réponse&#xa0;:</translation>
    </message>
    <message>
        <source>Wrong token:</source>
        <translation>Mauvais token&#xa0;:</translation>
    </message>
    <message>
        <source>Patch:</source>
        <translation>Patcher&#xa0;:</translation>
    </message>
    <message>
        <source>Run Patching</source>
        <translation>Lancer le patching</translation>
    </message>
    <message>
        <source>%1  (p %2)</source>
        <translation>%1  (p %2)</translation>
    </message>
    <message>
        <source>%1: pick a token.</source>
        <translation>%1&#xa0;: choisissez un token.</translation>
    </message>
    <message>
        <source>%1 more</source>
        <translation>%1 autres</translation>
    </message>
    <message>
        <source>%1 tokens, as many as your text; they differ at position %2.</source>
        <translation>%1 tokens, autant que votre texte&#xa0;; ils diffèrent en position %2.</translation>
    </message>
    <message>
        <source>Choose what to patch: the residual stream, the heads&apos; outputs, or both.</source>
        <translation>Choisissez ce qu&apos;il faut patcher&#xa0;: le flux résiduel, les sorties des têtes, ou les deux.</translation>
    </message>
    <message>
        <source>The answer</source>
        <translation>La réponse</translation>
    </message>
    <message>
        <source>The wrong token</source>
        <translation>Le mauvais token</translation>
    </message>
    <message>
        <source>The answer and the wrong token are the same token: pick two different ones.</source>
        <translation>La réponse et le mauvais token sont le même token&#xa0;: choisissez-en deux différents.</translation>
    </message>
</context>
<context>
    <name>attn::CompareSetup</name>
    <message>
        <source>&amp;Pin This Result</source>
        <translation>Épingler &amp;ce résultat</translation>
    </message>
    <message>
        <source>&amp;Unpin</source>
        <translation>&amp;Désépingler</translation>
    </message>
    <message>
        <source>&amp;Difference beside the Heatmap (now − pinned)</source>
        <translation>Di&amp;fférence à côté de la carte de chaleur (maintenant − épinglé)</translation>
    </message>
    <message>
        <source>&amp;Lines: Who Looks at Whom</source>
        <translation>&amp;Liens&#xa0;: qui regarde qui</translation>
    </message>
    <message>
        <source>&amp;Heads Side by Side</source>
        <translation>&amp;Têtes côte à côte</translation>
    </message>
    <message>
        <source>Keep the weights of every head as they are now, to compare what a change does (Ctrl+P)</source>
        <translation>Garder les poids de chaque tête tels qu&apos;ils sont, pour comparer l&apos;effet d&apos;un changement (Ctrl+P)</translation>
    </message>
    <message>
        <source>Forget the pinned result</source>
        <translation>Oublier le résultat épinglé</translation>
    </message>
    <message>
        <source>Tokens in two columns, a line from each query to each key as strong as its weight (Ctrl+L)</source>
        <translation>Les tokens sur deux colonnes, un lien de chaque requête vers chaque clé, d&apos;autant plus marqué que son poids est fort (Ctrl+L)</translation>
    </message>
    <message>
        <source>Two to four heads, large, next to each other on one colour scale (Ctrl+H)</source>
        <translation>Deux à quatre têtes, en grand, côte à côte sur une même échelle de couleurs (Ctrl+H)</translation>
    </message>
    <message>
        <source>Nothing to pin yet: the result is being computed. Pin it when it shows.</source>
        <translation>Rien à épingler pour l&apos;instant&#xa0;: le résultat est en cours de calcul. Épinglez-le quand il s&apos;affiche.</translation>
    </message>
    <message>
        <source>Pinned. Change a mask, the scale or a number: the difference shows what moved.</source>
        <translation>Épinglé. Changez un masque, l&apos;échelle ou un nombre&#xa0;: la différence montre ce qui a bougé.</translation>
    </message>
    <message>
        <source>&amp;Pin Again (Replace the Pinned Result)</source>
        <translation>Épingler à &amp;nouveau (remplacer le résultat épinglé)</translation>
    </message>
    <message>
        <source>Pin again</source>
        <translation>Épingler à nouveau</translation>
    </message>
    <message>
        <source>Pin</source>
        <translation>Épingler</translation>
    </message>
    <message>
        <source>Pinned ✓</source>
        <translation>Épinglé ✓</translation>
    </message>
    <message>
        <source>Pinned: %1. Click to pin the current result instead; the arrow unpins.</source>
        <translation>Épinglé&#xa0;: %1. Cliquez pour épingler plutôt le résultat actuel&#xa0;; la flèche désépingle.</translation>
    </message>
    <message>
        <source>&amp;Difference Image (now − pinned)…</source>
        <translation>Image de la &amp;différence (maintenant − épinglé)…</translation>
    </message>
    <message>
        <source>&amp;Line View Image…</source>
        <translation>Image de la vue en &amp;liens…</translation>
    </message>
</context>
<context>
    <name>attn::ComputedPanel</name>
    <message>
        <source>Q = X·W_Q (queries)</source>
        <translation>Q = X·W_Q (requêtes)</translation>
    </message>
    <message>
        <source>K = X·W_K (keys)</source>
        <translation>K = X·W_K (clés)</translation>
    </message>
    <message>
        <source>V = X·W_V (values)</source>
        <translation>V = X·W_V (valeurs)</translation>
    </message>
    <message>
        <source>Raw scores q·k</source>
        <translation>Scores bruts q·k</translation>
    </message>
    <message>
        <source>Logits (q·k through the score rule: × scale, position, cap)</source>
        <translation>Logits (q·k passé par la règle de score&#xa0;: × échelle, position, plafond)</translation>
    </message>
    <message>
        <source>Attention weights</source>
        <translation>Poids d&apos;attention</translation>
    </message>
    <message>
        <source>Head output (weights · V)</source>
        <translation>Sortie de la tête (poids · V)</translation>
    </message>
    <message>
        <source>Concat of the heads&apos; outputs</source>
        <translation>Concaténation des sorties des têtes</translation>
    </message>
    <message>
        <source>Output = concat · W_O</source>
        <translation>Sortie = concat · W_O</translation>
    </message>
    <message>
        <source>&amp;Head</source>
        <translation>&amp;Tête</translation>
    </message>
    <message>
        <source>The head whose scores, weights and output are shown</source>
        <translation>La tête dont les scores, les poids et la sortie sont affichés</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>tête %1</translation>
    </message>
    <message>
        <source> · head %1</source>
        <translation> · tête %1</translation>
    </message>
</context>
<context>
    <name>attn::DifferencePanel</name>
    <message>
        <source>Difference</source>
        <translation>Différence</translation>
    </message>
    <message>
        <source>Pinned: %1</source>
        <translation>Épinglé&#xa0;: %1</translation>
    </message>
    <message>
        <source>Nothing pinned</source>
        <translation>Rien d&apos;épinglé</translation>
    </message>
    <message>
        <source>Pin (Ctrl+P) keeps the weights you see now. Then change a mask, the scale or a number, and this view shows what moved: now − pinned, cell by cell.</source>
        <translation>Épingler (Ctrl+P) garde les poids affichés. Changez ensuite un masque, l&apos;échelle ou un nombre, et cette vue montre ce qui a bougé&#xa0;: maintenant − épinglé, case par case.</translation>
    </message>
    <message>
        <source>The window compares up to %1 tokens; this session has %2. attention-lab export … --compare OTHER.json draws the difference of any size.</source>
        <translation>La fenêtre compare jusqu&apos;à %1 tokens&#xa0;; cette session en a %2. attention-lab export … --compare OTHER.json dessine la différence quelle que soit la taille.</translation>
    </message>
</context>
<context>
    <name>attn::Document</name>
    <message>
        <source>not a finite number</source>
        <translation>pas un nombre fini</translation>
    </message>
    <message>
        <source>%1 is outside ±%2</source>
        <translation>%1 est hors de ±%2</translation>
    </message>
    <message>
        <source>latent attention gives its own scale (1/√(nope + rope), × YaRN&apos;s mscale² where the model has one): type a number instead</source>
        <translation>l&apos;attention latente donne sa propre échelle (1/√(nope + rope), × le mscale² de YaRN quand le modèle en a un)&#xa0;: tapez plutôt un nombre</translation>
    </message>
    <message>
        <source>Set %1[%2] to %3</source>
        <translation>Mettre %1[%2] à %3</translation>
    </message>
    <message>
        <source>Set %1[%2, %3] to %4</source>
        <translation>Mettre %1[%2, %3] à %4</translation>
    </message>
    <message>
        <source>%1 is computed, not edited</source>
        <translation>%1 est calculé, pas saisi</translation>
    </message>
    <message>
        <source>a %1×%2 block does not fit at row %3, column %4 of %5 (%6×%7)</source>
        <translation>un bloc de %1×%2 ne tient pas à la ligne %3, colonne %4 de %5 (%6×%7)</translation>
    </message>
    <message>
        <source>row %1, column %2 of %3: %4</source>
        <translation>ligne %1, colonne %2 de %3&#xa0;: %4</translation>
    </message>
    <message>
        <source>Paste into %1</source>
        <translation>Coller dans %1</translation>
    </message>
    <message>
        <source>Fill %1 with the identity</source>
        <translation>Remplir %1 avec l&apos;identité</translation>
    </message>
    <message>
        <source>Fill %1 with zeros</source>
        <translation>Remplir %1 de zéros</translation>
    </message>
    <message>
        <source>Fill %1 with random numbers (seed %2)</source>
        <translation>Remplir %1 de nombres aléatoires (graine %2)</translation>
    </message>
    <message>
        <source>Scale %1 by %2</source>
        <translation>Multiplier %1 par %2</translation>
    </message>
    <message>
        <source>a token is at most %1 bytes of UTF-8 (about as many letters)</source>
        <translation>un token fait au plus %1 octets en UTF-8 (à peu près autant de lettres)</translation>
    </message>
    <message>
        <source>Rename token %1 to “%2”</source>
        <translation>Renommer le token %1 en “%2”</translation>
    </message>
    <message>
        <source>Mark token %1 as padding</source>
        <translation>Marquer le token %1 comme remplissage</translation>
    </message>
    <message>
        <source>Unmark padding of token %1</source>
        <translation>Retirer le marquage de remplissage du token %1</translation>
    </message>
    <message>
        <source>at most %1 tokens</source>
        <translation>au plus %1 tokens</translation>
    </message>
    <message>
        <source>Insert token %1</source>
        <translation>Insérer le token %1</translation>
    </message>
    <message>
        <source>a session keeps at least one token</source>
        <translation>une session garde au moins un token</translation>
    </message>
    <message>
        <source>Remove token %1 “%2”</source>
        <translation>Supprimer le token %1 “%2”</translation>
    </message>
    <message>
        <source>Move token %1 to position %2</source>
        <translation>Déplacer le token %1 en position %2</translation>
    </message>
    <message>
        <source>this session&apos;s latent attention (mla) fixes d_model and the heads in its matrices (W_DQ … W_KR); they are edited, not reshaped</source>
        <translation>l&apos;attention latente (mla) de cette session fixe d_model et les têtes dans ses matrices (W_DQ … W_KR)&#xa0;; on peut les modifier, pas les redimensionner</translation>
    </message>
    <message>
        <source>d_model must be between 1 and %1</source>
        <translation>d_model doit être compris entre 1 et %1</translation>
    </message>
    <message>
        <source>Change d_model from %1 to %2</source>
        <translation>Changer d_model de %1 à %2</translation>
    </message>
    <message>
        <source>the number of heads must be between 1 and %1</source>
        <translation>le nombre de têtes doit être compris entre 1 et %1</translation>
    </message>
    <message>
        <source>this session fixes its heads in its matrices (W_Q has %1 heads × head_dim %2 columns)</source>
        <translation>cette session fixe ses têtes dans ses matrices (W_Q a %1 têtes × head_dim %2 colonnes)</translation>
    </message>
    <message>
        <source>%1 heads do not divide d_model %2</source>
        <translation>%1 têtes ne divisent pas d_model %2</translation>
    </message>
    <message>
        <source>with %1 heads: %2</source>
        <translation>avec %1 têtes&#xa0;: %2</translation>
    </message>
    <message numerus="yes">
        <source>Use %n head(s)</source>
        <translation>
            <numerusform>Utiliser %n tête</numerusform>
            <numerusform>Utiliser %n têtes</numerusform>
        </translation>
    </message>
    <message>
        <source>the scale must be a positive number up to %1</source>
        <translation>l&apos;échelle doit être un nombre positif, au plus %1</translation>
    </message>
    <message>
        <source>Scale scores by %1</source>
        <translation>Échelle des scores&#xa0;: %1</translation>
    </message>
    <message>
        <source>Scale scores by 1/√d_k</source>
        <translation>Échelle des scores&#xa0;: 1/√d_k</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <source>%1: there is not enough memory to read this file (%2)</source>
        <translation>%1&#xa0;: il n&apos;y a pas assez de mémoire pour lire ce fichier (%2)</translation>
    </message>
    <message>
        <source>%1: this session of %2 tokens %3.</source>
        <translation>%1&#xa0;: cette session de %2 tokens %3.</translation>
    </message>
    <message>
        <source>this session holds latent attention (mla): its gradients are not built in this version, so it cannot learn towards a target</source>
        <translation>cette session contient de l&apos;attention latente (mla)&#xa0;: ses gradients ne sont pas implémentés dans cette version, elle ne peut donc pas apprendre vers une cible</translation>
    </message>
    <message>
        <source>a target has %1 rows and %2 columns (one per token and per d_model), not %3×%4</source>
        <translation>une cible a %1 lignes et %2 colonnes (une par token et une par dimension de d_model), pas %3×%4</translation>
    </message>
    <message>
        <source>target: %1</source>
        <translation>cible&#xa0;: %1</translation>
    </message>
    <message>
        <source>Target = the current output</source>
        <translation>Cible = la sortie actuelle</translation>
    </message>
    <message>
        <source>%1 has %2 tokens and d_model %3; this session has %4 and %5: its output cannot be this one&apos;s target</source>
        <translation>%1 a %2 tokens et d_model %3&#xa0;; cette session a %4 et %5&#xa0;: sa sortie ne peut pas servir de cible à celle-ci</translation>
    </message>
    <message>
        <source>Target = the output of %1</source>
        <translation>Cible = la sortie de %1</translation>
    </message>
    <message>
        <source>Turn the causal mask on</source>
        <translation>Activer le masque causal</translation>
    </message>
    <message>
        <source>Turn the causal mask off</source>
        <translation>Désactiver le masque causal</translation>
    </message>
    <message>
        <source>Block query %1 → key %2</source>
        <translation>Bloquer requête %1 → clé %2</translation>
    </message>
    <message>
        <source>Unblock query %1 → key %2</source>
        <translation>Débloquer requête %1 → clé %2</translation>
    </message>
    <message>
        <source>Unblock every cell blocked by hand</source>
        <translation>Débloquer toutes les cases bloquées à la main</translation>
    </message>
    <message>
        <source>a sliding window is at least 1 token wide</source>
        <translation>une fenêtre glissante fait au moins 1 token de large</translation>
    </message>
    <message>
        <source>Sliding window of %1</source>
        <translation>Fenêtre glissante de %1</translation>
    </message>
    <message>
        <source>No sliding window</source>
        <translation>Pas de fenêtre glissante</translation>
    </message>
    <message>
        <source>Prefix of %1 tokens seen both ways</source>
        <translation>Préfixe de %1 tokens vus dans les deux sens</translation>
    </message>
    <message>
        <source>No prefix</source>
        <translation>Pas de préfixe</translation>
    </message>
    <message>
        <source>Token %1 into sentence %2</source>
        <translation>Token %1 dans la phrase %2</translation>
    </message>
    <message>
        <source>one sentence number per token</source>
        <translation>un numéro de phrase par token</translation>
    </message>
    <message>
        <source>One sentence (sentences off)</source>
        <translation>Une seule phrase (phrases désactivées)</translation>
    </message>
    <message>
        <source>Set the sentences</source>
        <translation>Définir les phrases</translation>
    </message>
    <message>
        <source>notes are at most %1 bytes of UTF-8</source>
        <translation>les notes font au plus %1 octets en UTF-8</translation>
    </message>
    <message>
        <source>Edit the notes</source>
        <translation>Modifier les notes</translation>
    </message>
    <message>
        <source>Name the session</source>
        <translation>Nommer la session</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <source>Logits</source>
        <translation>Logits</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Poids</translation>
    </message>
    <message>
        <source>Head output</source>
        <translation>Sortie de la tête</translation>
    </message>
    <message>
        <source>Concat</source>
        <translation>Concaténation</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>Sortie</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
</context>
<context>
    <name>attn::ExportLessonDialog</name>
    <message>
        <source>&amp;Slides: every number shown</source>
        <translation>&amp;Diapositives&#xa0;: tous les nombres affichés</translation>
    </message>
    <message>
        <source>&amp;Worksheet: the numbers to work out left blank</source>
        <translation>&amp;Fiche d&apos;exercices&#xa0;: les nombres à calculer laissés en blanc</translation>
    </message>
    <message>
        <source>Worksheet&apos;s answer &amp;key</source>
        <translation>&amp;Corrigé de la fiche d&apos;exercices</translation>
    </message>
    <message>
        <source>&amp;All three: slides, worksheet and answer key (three PDFs)</source>
        <translation>&amp;Les trois&#xa0;: diapositives, fiche d&apos;exercices et corrigé (trois PDF)</translation>
    </message>
    <message>
        <source>Export Lesson</source>
        <translation>Exporter la leçon</translation>
    </message>
    <message>
        <source>The whole lesson (PDF, a page per step)</source>
        <translation>Toute la leçon (PDF, une page par étape)</translation>
    </message>
    <message>
        <source>One step</source>
        <translation>Une étape</translation>
    </message>
    <message>
        <source>16:9 slides, 1280 × 720</source>
        <translation>Diapositives 16:9, 1280 × 720</translation>
    </message>
    <message>
        <source>4:3 slides, 1024 × 768</source>
        <translation>Diapositives 4:3, 1024 × 768</translation>
    </message>
    <message>
        <source>Full HD, 1920 × 1080</source>
        <translation>Full HD, 1920 × 1080</translation>
    </message>
    <message>
        <source>A4 portrait (595 × 842 pt)</source>
        <translation>Portrait A4 (595 × 842 pt)</translation>
    </message>
    <message>
        <source>A4 landscape (842 × 595 pt)</source>
        <translation>Paysage A4 (842 × 595 pt)</translation>
    </message>
    <message>
        <source>What:</source>
        <translation>Contenu&#xa0;:</translation>
    </message>
    <message>
        <source>Step:</source>
        <translation>Étape&#xa0;:</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>Format&#xa0;:</translation>
    </message>
    <message>
        <source>Page size:</source>
        <translation>Taille de page&#xa0;:</translation>
    </message>
</context>
<context>
    <name>attn::GenerateDialog</name>
    <message>
        <source>Generate a Random Session</source>
        <translation>Générer une session aléatoire</translation>
    </message>
    <message>
        <source>&amp;Tokens (T)</source>
        <translation>&amp;Nombre de tokens (T)</translation>
    </message>
    <message>
        <source>&amp;d_model</source>
        <translation>&amp;d_model</translation>
    </message>
    <message>
        <source>&amp;Heads</source>
        <translation>&amp;Têtes</translation>
    </message>
    <message>
        <source>&amp;Seed</source>
        <translation>&amp;Graine</translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>Générer</translation>
    </message>
    <message>
        <source>Each head holds %1 scores (T²). Memory: about %2. Work: %3 GFLOP per forward pass.</source>
        <translation>Chaque tête contient %1 scores (T²). Mémoire&#xa0;: environ %2. Calcul&#xa0;: %3 GFLOP par passe avant.</translation>
    </message>
    <message>
        <source>Too large: %1.</source>
        <translation>Trop grand&#xa0;: %1.</translation>
    </message>
</context>
<context>
    <name>attn::HeadGridWidget</name>
    <message>
        <source>The mean of all heads&apos; weights (a summary, not a head) — click to show it large</source>
        <translation>La moyenne des poids de toutes les têtes (un résumé, pas une tête) — cliquez pour l&apos;afficher en grand</translation>
    </message>
    <message>
        <source>%1 — click to show it large</source>
        <translation>%1 — cliquez pour l&apos;afficher en grand</translation>
    </message>
    <message>
        <source>Export Image…</source>
        <translation>Exporter l&apos;image…</translation>
    </message>
    <message>
        <source>Copy Image</source>
        <translation>Copier l&apos;image</translation>
    </message>
    <message>
        <source>One Colour Scale for All Heads</source>
        <translation>Une seule échelle de couleurs pour toutes les têtes</translation>
    </message>
    <message>
        <source>the mean of all heads</source>
        <translation>la moyenne de toutes les têtes</translation>
    </message>
    <message>
        <source>%1, shown large</source>
        <translation>%1, affichée en grand</translation>
    </message>
    <message>
        <source>Every head</source>
        <translation>Toutes les têtes</translation>
    </message>
    <message>
        <source>Arrow keys move from head to head; Enter shows it large.</source>
        <translation>Les flèches passent d’une tête à l’autre ; Entrée l’affiche en grand.</translation>
    </message>
</context>
<context>
    <name>attn::HeatmapPanel</name>
    <message>
        <source>&amp;Numbers</source>
        <translation>&amp;Nombres</translation>
    </message>
    <message>
        <source>Row ma&amp;x</source>
        <translation>Max. par &amp;ligne</translation>
    </message>
    <message>
        <source>Attention weights</source>
        <translation>Poids d&apos;attention</translation>
    </message>
    <message>
        <source>Raw scores q·k</source>
        <translation>Scores bruts q·k</translation>
    </message>
    <message>
        <source>Logits</source>
        <translation>Logits</translation>
    </message>
    <message>
        <source>Average of all heads</source>
        <translation>Moyenne de toutes les têtes</translation>
    </message>
    <message>
        <source>Mistake: mask after softmax</source>
        <translation>Erreur&#xa0;: masque après la softmax</translation>
    </message>
    <message>
        <source>Mistake: softmax over queries</source>
        <translation>Erreur&#xa0;: softmax sur les requêtes</translation>
    </message>
    <message>
        <source>Mistake: reshape without transpose</source>
        <translation>Erreur&#xa0;: reshape sans transposition</translation>
    </message>
    <message>
        <source>What the large heatmap shows. Rows are queries, columns are keys.</source>
        <translation>Ce que montre la grande carte de chaleur. Les lignes sont les requêtes, les colonnes les clés.</translation>
    </message>
    <message>
        <source>Colour map for weights (signed scores use a red–blue map centred on 0)</source>
        <translation>Palette de couleurs des poids (les scores signés utilisent une palette rouge–bleu centrée sur 0)</translation>
    </message>
    <message>
        <source>Write each value in its cell when the cells are big enough</source>
        <translation>Écrire chaque valeur dans sa case quand les cases sont assez grandes</translation>
    </message>
    <message>
        <source>Colour each row from 0 to its own largest weight instead of 0 to 1</source>
        <translation>Colorer chaque ligne de 0 à son plus grand poids, au lieu de 0 à 1</translation>
    </message>
    <message>
        <source>Each query spreads its attention over many keys, so every weight is small and the 0 … 1 colours all look alike. Row max colours each row from 0 to its own largest weight, which shows where each query looks most.</source>
        <translation>Chaque requête répartit son attention sur beaucoup de clés&#xa0;: chaque poids est petit et les couleurs de 0 … 1 se ressemblent toutes. Max. par ligne colore chaque ligne de 0 à son plus grand poids, ce qui montre où chaque requête regarde le plus.</translation>
    </message>
    <message>
        <source>the heatmap is being recomputed for the new tokens; click again in a moment</source>
        <translation>la carte de chaleur est en cours de recalcul pour les nouveaux tokens&#xa0;; cliquez à nouveau dans un instant</translation>
    </message>
    <message>
        <source>the heatmap is being recomputed; click again when it is sharp</source>
        <translation>la carte de chaleur est en cours de recalcul&#xa0;; cliquez à nouveau quand elle est nette</translation>
    </message>
    <message>
        <source>&amp;Show</source>
        <translation>&amp;Afficher</translation>
    </message>
    <message>
        <source>Colours, numbers and the mask: folded away at this zoom so that the heatmap keeps its room</source>
        <translation>Couleurs, nombres et masque&#xa0;: repliés à ce niveau de zoom pour laisser la place à la carte de chaleur</translation>
    </message>
    <message>
        <source>&amp;Colours</source>
        <translation>&amp;Couleurs</translation>
    </message>
    <message>
        <source>Less ▴</source>
        <translation>Moins ▴</translation>
    </message>
    <message>
        <source>More ▾</source>
        <translation>Plus ▾</translation>
    </message>
    <message>
        <source>Nothing is masked here, so masking after softmax changes nothing you could see.</source>
        <translation>Rien n&apos;est masqué ici&#xa0;: masquer après la softmax ne change donc rien de visible.</translation>
    </message>
    <message>
        <source>Here a softmax over queries gives the same weights as over keys.</source>
        <translation>Ici, une softmax sur les requêtes donne les mêmes poids que sur les clés.</translation>
    </message>
    <message>
        <source>With one head a reshape without transpose scrambles nothing.</source>
        <translation>Avec une seule tête, un reshape sans transposition ne mélange rien.</translation>
    </message>
    <message>
        <source>Show it where it matters</source>
        <translation>La montrer là où elle se voit</translation>
    </message>
    <message>
        <source>(one undo step).</source>
        <translation>(annulable en une fois).</translation>
    </message>
    <message>
        <source>A typical row&apos;s largest weight is only %1, so the 0 … 1 colours all look alike: &lt;a href=&quot;rowmax&quot;&gt;colour each row by its own maximum&lt;/a&gt; (Row max).</source>
        <translation>Le plus grand poids d&apos;une ligne typique n&apos;est que de %1, si bien que les couleurs de 0 … 1 se ressemblent toutes&#xa0;: &lt;a href=&quot;rowmax&quot;&gt;colorer chaque ligne selon son propre maximum&lt;/a&gt; (Max. par ligne).</translation>
    </message>
    <message>
        <source>These maps are of the previous result: the new ones do not fit in memory</source>
        <translation>Ces cartes sont celles du résultat précédent&#xa0;: les nouvelles ne tiennent pas en mémoire</translation>
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
        <translation>Les touches fléchées passent de case en case&#xa0;; Enter explique la requête dans la décomposition.</translation>
    </message>
    <message>
        <source>Arrow keys move from cell to cell.</source>
        <translation>Les touches fléchées passent de case en case.</translation>
    </message>
    <message>
        <source>key %1</source>
        <translation>clé %1</translation>
    </message>
    <message>
        <source>query %1</source>
        <translation>requête %1</translation>
    </message>
    <message>
        <source>computing…</source>
        <translation>calcul en cours…</translation>
    </message>
    <message>
        <source>Export Image…</source>
        <translation>Exporter l&apos;image…</translation>
    </message>
    <message>
        <source>Copy Image</source>
        <translation>Copier l&apos;image</translation>
    </message>
    <message>
        <source>Copy as CSV</source>
        <translation>Copier en CSV</translation>
    </message>
    <message>
        <source>Numbers in Cells</source>
        <translation>Nombres dans les cases</translation>
    </message>
    <message>
        <source>Colour Each Row to Its Largest Weight</source>
        <translation>Colorer chaque ligne selon son plus grand poids</translation>
    </message>
    <message>
        <source>Mask Edit Mode (Click Blocks/Unblocks)</source>
        <translation>Mode d&apos;édition du masque (un clic bloque/débloque)</translation>
    </message>
    <message>
        <source>Show Whole Matrix</source>
        <translation>Afficher toute la matrice</translation>
    </message>
</context>
<context>
    <name>attn::ImageExportDialog</name>
    <message>
        <source>&amp;Numbers in cells</source>
        <translation>No&amp;mbres dans les cases</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exporter</translation>
    </message>
    <message>
        <source>&amp;Copy Image</source>
        <translation>&amp;Copier l&apos;image</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>F&amp;ormat</source>
        <translation>Fo&amp;rmat</translation>
    </message>
    <message>
        <source>&amp;Size</source>
        <translation>&amp;Taille</translation>
    </message>
    <message>
        <source>S&amp;harpness</source>
        <translation>&amp;Netteté</translation>
    </message>
    <message>
        <source>Numbers</source>
        <translation>Nombres</translation>
    </message>
    <message>
        <source>&amp;Decimals</source>
        <translation>&amp;Décimales</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>T&amp;hème</translation>
    </message>
    <message>
        <source>Put this picture on the clipboard, to paste into slides or a document</source>
        <translation>Placer cette image dans le presse-papiers, pour la coller dans des diapositives ou un document</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <source>PNG image (pixels)</source>
        <translation>Image PNG (pixels)</translation>
    </message>
    <message>
        <source>SVG drawing (vectors)</source>
        <translation>Dessin SVG (vectoriel)</translation>
    </message>
    <message>
        <source>PDF document (vectors)</source>
        <translation>Document PDF (vectoriel)</translation>
    </message>
    <message>
        <source>As on screen, %1 × %2</source>
        <translation>Comme à l&apos;écran, %1 × %2</translation>
    </message>
    <message>
        <source>Natural size, %1 × %2</source>
        <translation>Taille naturelle, %1 × %2</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personnalisée</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Largeur</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Hauteur</translation>
    </message>
    <message>
        <source>2× (192 dpi, sharp on slides)</source>
        <translation>2× (192 ppp, net sur les diapositives)</translation>
    </message>
    <message>
        <source>4× (384 dpi, for print)</source>
        <translation>4× (384 ppp, pour l&apos;impression)</translation>
    </message>
    <message>
        <source>%1× (%2 dpi)</source>
        <translation>%1× (%2 ppp)</translation>
    </message>
    <message>
        <source>&amp;decimals</source>
        <translation>&amp;décimales</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Image PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>Dessin SVG (*.svg)</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>Document PDF (*.pdf)</translation>
    </message>
    <message>
        <source>pixels</source>
        <translation>pixels</translation>
    </message>
    <message>
        <source>points</source>
        <translation>points</translation>
    </message>
    <message>
        <source>%1 × %2 pixels is more than a PNG may have (%3 a side): choose a smaller size or sharpness.</source>
        <translation>%1 × %2 pixels, c&apos;est plus qu&apos;un PNG ne peut en avoir (%3 par côté)&#xa0;: choisissez une taille ou une netteté plus petite.</translation>
    </message>
    <message>
        <source>A PNG of %1 × %2 pixels.</source>
        <translation>Un PNG de %1 × %2 pixels.</translation>
    </message>
    <message>
        <source>A vector picture of %1 × %2 points (%3 × %4 cm), sharp at any size.</source>
        <translation>Une image vectorielle de %1 × %2 points (%3 × %4 cm), nette à toutes les tailles.</translation>
    </message>
    <message>
        <source>Copy Image gives %1 × %2 pixels.</source>
        <translation>Copier l&apos;image donne %1 × %2 pixels.</translation>
    </message>
    <message>
        <source>Choose a file to export to, or Copy Image.</source>
        <translation>Choisissez un fichier où exporter, ou Copier l&apos;image.</translation>
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
        <translation>Ajouter un token après le token courant (Ctrl+Shift+N)</translation>
    </message>
    <message>
        <source>− Token</source>
        <translation>− Token</translation>
    </message>
    <message>
        <source>Remove the current token</source>
        <translation>Supprimer le token courant</translation>
    </message>
    <message>
        <source>↑</source>
        <translation>↑</translation>
    </message>
    <message>
        <source>Move the current token up</source>
        <translation>Monter le token courant</translation>
    </message>
    <message>
        <source>↓</source>
        <translation>↓</translation>
    </message>
    <message>
        <source>Move the current token down</source>
        <translation>Descendre le token courant</translation>
    </message>
    <message>
        <source>Identity</source>
        <translation>Identité</translation>
    </message>
    <message>
        <source>1 on the diagonal, 0 elsewhere</source>
        <translation>1 sur la diagonale, 0 ailleurs</translation>
    </message>
    <message>
        <source>Zeros</source>
        <translation>Zéros</translation>
    </message>
    <message>
        <source>Every entry 0</source>
        <translation>Tous les coefficients à 0</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Aléatoire</translation>
    </message>
    <message>
        <source>Normal random numbers (1/√d_model for weights), from the seed beside</source>
        <translation>Nombres aléatoires de loi normale (1/√d_model pour les poids), à partir de la graine à côté</translation>
    </message>
    <message>
        <source>Seed of the random numbers: the same seed always gives the same numbers</source>
        <translation>Graine des nombres aléatoires&#xa0;: la même graine donne toujours les mêmes nombres</translation>
    </message>
    <message>
        <source>Scale ×</source>
        <translation>Multiplier ×</translation>
    </message>
    <message>
        <source>Multiply every entry by the factor beside</source>
        <translation>Multiplier chaque coefficient par le facteur à côté</translation>
    </message>
    <message>
        <source>Scale factor</source>
        <translation>Facteur multiplicatif</translation>
    </message>
    <message>
        <source>Random seed</source>
        <translation>Graine aléatoire</translation>
    </message>
    <message>
        <source>X down to the query latent, which is then RMS-normed</source>
        <translation>De X vers le latent des requêtes, ensuite normalisé par RMS</translation>
    </message>
    <message>
        <source>the query latent (or X) up to every head&apos;s q: its no-position part, then its rope part</source>
        <translation>Du latent des requêtes (ou de X) vers le q de chaque tête&#xa0;: sa partie sans position, puis sa partie rope</translation>
    </message>
    <message>
        <source>X down to the key-value latent c_kv, which is then RMS-normed: what the cache keeps</source>
        <translation>De X vers le latent clé-valeur c_kv, ensuite normalisé par RMS&#xa0;: ce que garde le cache</translation>
    </message>
    <message>
        <source>c_kv up to every head&apos;s key, the part without position</source>
        <translation>De c_kv vers la clé de chaque tête, la partie sans position</translation>
    </message>
    <message>
        <source>c_kv up to every head&apos;s value</source>
        <translation>De c_kv vers la valeur de chaque tête</translation>
    </message>
    <message>
        <source>X to the one rope key every head shares, turned by RoPE</source>
        <translation>De X vers l&apos;unique clé rope que partagent toutes les têtes, tournée par RoPE</translation>
    </message>
    <message>
        <source>Tokens &amp;&amp; X</source>
        <translation>Tokens &amp;&amp; X</translation>
    </message>
    <message>
        <source>The tokens and their embeddings X (%1)</source>
        <translation>Les tokens et leurs plongements X (%1)</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2)&#xa0;: %3</translation>
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
        <translation>Exporter la lentille des logits</translation>
    </message>
    <message>
        <source>Export Patching</source>
        <translation>Exporter le patching</translation>
    </message>
    <message>
        <source>There is no grid yet to export.</source>
        <translation>Il n&apos;y a pas encore de grille à exporter.</translation>
    </message>
    <message>
        <source>Arrow keys move from cell to cell; Enter shows that position&apos;s next tokens.</source>
        <translation>Les flèches passent d’une cellule à l’autre ; Entrée affiche les tokens suivants de cette position.</translation>
    </message>
    <message>
        <source>Arrow keys move from cell to cell; Enter opens that layer and head.</source>
        <translation>Les flèches passent d’une cellule à l’autre ; Entrée ouvre cette couche et cette tête.</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>couche %1</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>tête %1</translation>
    </message>
    <message>
        <source>position %1</source>
        <translation>position %1</translation>
    </message>
</context>
<context>
    <name>attn::LearnSetup</name>
    <message>
        <source>Train: watch a head learn</source>
        <translation>Entraînement&#xa0;: une tête apprend sous vos yeux</translation>
    </message>
    <message>
        <source>&amp;Train a Head…</source>
        <translation>E&amp;ntraîner une tête…</translation>
    </message>
    <message>
        <source>Gradient descent in front of the class: the loss, the weights and every gradient</source>
        <translation>La descente de gradient devant la classe&#xa0;: la perte, les poids et chaque gradient</translation>
    </message>
    <message>
        <source>Saturation &amp;Race (Scaled vs Unscaled)…</source>
        <translation>Course à la &amp;saturation (avec ou sans échelle)…</translation>
    </message>
    <message>
        <source>Train a &amp;Model (Induction Heads Form)…</source>
        <translation>Entraîner un &amp;modèle (naissance des têtes d&apos;induction)…</translation>
    </message>
    <message>
        <source>A small transformer trained from random weights, in front of the class: watch a previous-token head and an induction head appear as the loss steps down</source>
        <translation>Un petit transformer entraîné à partir de poids aléatoires, devant la classe&#xa0;: une tête du token précédent et une tête d&apos;induction apparaissent quand la perte descend d&apos;un palier</translation>
    </message>
</context>
<context>
    <name>attn::LensPage</name>
    <message>
        <source>Cells: the top token</source>
        <translation>Cases&#xa0;: le token le plus probable</translation>
    </message>
    <message>
        <source>Cells: the answer&apos;s rank</source>
        <translation>Cases&#xa0;: le rang de la réponse</translation>
    </message>
    <message>
        <source>Each cell&apos;s top token (coloured by its probability), or where the answer ranks after that layer (#1: the model would already say it)</source>
        <translation>Le token le plus probable de chaque case (coloré selon sa probabilité), ou le rang de la réponse après cette couche (#1&#xa0;: le modèle la donnerait déjà)</translation>
    </message>
    <message>
        <source>Logit lens %p%</source>
        <translation>Lentille des logits %p%</translation>
    </message>
    <message>
        <source>Open a model</source>
        <translation>Ouvrez un modèle</translation>
    </message>
    <message>
        <source>When does the model know? Each layer&apos;s stream read as if it were the last. Traced: %1 (%2) · click a cell for that position&apos;s next tokens</source>
        <translation>Quand le modèle sait-il&#xa0;? Le flux de chaque couche lu comme si c&apos;était la dernière. Suivi&#xa0;: %1 (%2) · cliquez sur une case pour voir les tokens suivants de cette position</translation>
    </message>
    <message>
        <source>the answer picked</source>
        <translation>la réponse choisie</translation>
    </message>
    <message>
        <source>the top next token; pick an answer in Compare With… or the next-token panel&apos;s menu at the last position</source>
        <translation>le token suivant le plus probable&#xa0;; choisissez une réponse dans Comparer avec… ou, à la dernière position, dans le menu du panneau du token suivant</translation>
    </message>
    <message>
        <source>Reading every layer through the unembedding…</source>
        <translation>Lecture de chaque couche par la projection vers le vocabulaire…</translation>
    </message>
    <message>
        <source>Working out the lens again…</source>
        <translation>Nouveau calcul de la lentille…</translation>
    </message>
    <message>
        <source>Tracing the token before: shown when in sight again</source>
        <translation>Le token suivi auparavant&#xa0;: mis à jour dès que la vue est de nouveau visible</translation>
    </message>
    <message>
        <source>Of the run before the last change</source>
        <translation>De l&apos;exécution d&apos;avant la dernière modification</translation>
    </message>
</context>
<context>
    <name>attn::LessonController</name>
    <message>
        <source>Working this step out for %1 tokens…</source>
        <translation>Calcul de cette étape pour %1 tokens…</translation>
    </message>
    <message>
        <source>This step does not fit in memory for %1 tokens.</source>
        <translation>Cette étape ne tient pas en mémoire pour %1 tokens.</translation>
    </message>
    <message>
        <source>Measured in the window on %1, %2 cores.</source>
        <translation>Mesuré dans la fenêtre sur %1, %2 cœurs.</translation>
    </message>
    <message>
        <source>The measurement stopped: the next size did not fit in memory.</source>
        <translation>La mesure s&apos;est arrêtée&#xa0;: la taille suivante ne tenait pas en mémoire.</translation>
    </message>
    <message>
        <source>The lesson&apos;s cost measurement is not kept for next time: %1</source>
        <translation>La mesure du coût de la leçon n&apos;est pas conservée pour la prochaine fois&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>attn::LessonPanel</name>
    <message>
        <source>&amp;Reveal</source>
        <translation>&amp;Dévoiler</translation>
    </message>
    <message>
        <source>Hold back the answers</source>
        <translation>Cacher les réponses</translation>
    </message>
    <message>
        <source>&amp;Present</source>
        <translation>&amp;Présenter</translation>
    </message>
    <message>
        <source>&amp;Measure Again</source>
        <translation>&amp;Mesurer à nouveau</translation>
    </message>
    <message>
        <source>&amp;Cancel Measuring</source>
        <translation>&amp;Annuler la mesure</translation>
    </message>
    <message>
        <source>&amp;Train It Live…</source>
        <translation>L&apos;&amp;entraîner en direct…</translation>
    </message>
    <message>
        <source>Labs ▸ Train a Model: the same task trained live (seed 1 and the default sizes give the recorded run)</source>
        <translation>Ateliers ▸ Entraîner un modèle&#xa0;: la même tâche entraînée en direct (la graine 1 et les tailles par défaut redonnent l&apos;entraînement enregistré)</translation>
    </message>
    <message>
        <source>Previous step (←)</source>
        <translation>Étape précédente (←)</translation>
    </message>
    <message>
        <source>Previous step</source>
        <translation>Étape précédente</translation>
    </message>
    <message>
        <source>Next step (→)</source>
        <translation>Étape suivante (→)</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Étape suivante</translation>
    </message>
    <message>
        <source>Show the next answer this step holds back (R)</source>
        <translation>Montrer la réponse suivante que cette étape cache (R)</translation>
    </message>
    <message>
        <source>Numbers the class works out are “?” until revealed</source>
        <translation>Les nombres que la classe calcule restent «&#xa0;?&#xa0;» jusqu&apos;à ce qu&apos;ils soient dévoilés</translation>
    </message>
    <message>
        <source>The lesson full screen, one step at a time (F5)</source>
        <translation>La leçon en plein écran, une étape à la fois (F5)</translation>
    </message>
</context>
<context>
    <name>attn::LessonSetup</name>
    <message>
        <source>Lesson: attention, worked out by hand</source>
        <translation>Leçon&#xa0;: l&apos;attention, calculée à la main</translation>
    </message>
    <message>
        <source>&amp;Present the Lesson</source>
        <translation>&amp;Présenter la leçon</translation>
    </message>
    <message>
        <source>Export &amp;Lesson…</source>
        <translation>Exporter la &amp;leçon…</translation>
    </message>
    <message>
        <source>Present</source>
        <translation>Présenter</translation>
    </message>
    <message>
        <source>The lesson full screen, one step at a time; with two screens, a presenter view on this one</source>
        <translation>La leçon en plein écran, une étape à la fois&#xa0;; avec deux écrans, une vue présentateur sur celui-ci</translation>
    </message>
    <message>
        <source>P&amp;ractise the Lesson&apos;s Numbers…</source>
        <translation>S&apos;e&amp;xercer sur les nombres de la leçon…</translation>
    </message>
    <message>
        <source>Work out the numbers the lesson asks for, on this session, and check them</source>
        <translation>Calculer les nombres demandés par la leçon, sur cette session, et les vérifier</translation>
    </message>
    <message>
        <source>&lt;b&gt;New here? The lesson is built in.&lt;/b&gt; &lt;b&gt;Present&lt;/b&gt; (on the tool bar, or F5) shows &lt;i&gt;Attention, computed by hand&lt;/i&gt; full screen, a step at a time, with this session&apos;s numbers; F1 there lists its keys. &lt;b&gt;Alt+4&lt;/b&gt; opens it in a panel beside the breakdown. &lt;i&gt;Help ▸ How to Use&lt;/i&gt; tells the rest.</source>
        <translation>&lt;b&gt;Nouveau ici&#xa0;? La leçon est intégrée.&lt;/b&gt; &lt;b&gt;Présenter&lt;/b&gt; (dans la barre d&apos;outils, ou F5) affiche &lt;i&gt;L&apos;attention, calculée à la main&lt;/i&gt; en plein écran, une étape à la fois, avec les nombres de cette session&#xa0;; F1 y liste les touches. &lt;b&gt;Alt+4&lt;/b&gt; l&apos;ouvre dans un panneau à côté de la décomposition. &lt;i&gt;Aide ▸ Comment utiliser&lt;/i&gt; explique le reste.</translation>
    </message>
    <message>
        <source>Open the Lesson Panel</source>
        <translation>Ouvrir le panneau Leçon</translation>
    </message>
    <message>
        <source>Got It</source>
        <translation>Compris</translation>
    </message>
    <message>
        <source>Export Lesson</source>
        <translation>Exporter la leçon</translation>
    </message>
    <message>
        <source>This session makes q, k and v from DeepSeek&apos;s latents (mla); the lesson&apos;s steps work W_Q, W_K and W_V out by hand, so there is no deck or worksheet of it. Open the lesson&apos;s example for them.</source>
        <translation>Cette session fabrique q, k et v à partir des latents de DeepSeek (mla)&#xa0;; les étapes de la leçon calculent W_Q, W_K et W_V à la main, il n&apos;y a donc ni diaporama ni fiche d&apos;exercices pour elle. Ouvrez l&apos;exemple de la leçon pour les obtenir.</translation>
    </message>
    <message>
        <source>%1 (*.%2)</source>
        <translation>%1 (*.%2)</translation>
    </message>
    <message>
        <source>Cannot export the lesson</source>
        <translation>Impossible d&apos;exporter la leçon</translation>
    </message>
</context>
<context>
    <name>attn::LinesPanel</name>
    <message>
        <source>&amp;All heads</source>
        <translation>&amp;Toutes les têtes</translation>
    </message>
    <message>
        <source>Every head in its own colour; untick to see only the selected head</source>
        <translation>Chaque tête dans sa propre couleur&#xa0;; décocher pour ne voir que la tête sélectionnée</translation>
    </message>
    <message>
        <source>Point at a token to see only its lines; click it to keep them. Click a head in the legend to hide it.</source>
        <translation>Pointez un token pour ne voir que ses liens&#xa0;; cliquez dessus pour les garder. Cliquez sur une tête dans la légende pour la cacher.</translation>
    </message>
</context>
<context>
    <name>attn::LinesWidget</name>
    <message>
        <source>
click to hide its lines</source>
        <translation>
cliquer pour cacher ses liens</translation>
    </message>
    <message>
        <source>
click to show its lines</source>
        <translation>
cliquer pour afficher ses liens</translation>
    </message>
    <message>
        <source>
click again to show every line</source>
        <translation>
cliquer à nouveau pour afficher tous les liens</translation>
    </message>
    <message>
        <source>
click to keep only its lines</source>
        <translation>
cliquer pour ne garder que ses liens</translation>
    </message>
    <message>
        <source>Export Image…</source>
        <translation>Exporter l&apos;image…</translation>
    </message>
    <message>
        <source>Copy Image</source>
        <translation>Copier l&apos;image</translation>
    </message>
    <message>
        <source>Show Every Head</source>
        <translation>Afficher toutes les têtes</translation>
    </message>
    <message>
        <source>Show Every Token&apos;s Lines</source>
        <translation>Afficher les liens de tous les tokens</translation>
    </message>
</context>
<context>
    <name>attn::LossCurveWidget</name>
    <message>
        <source>Export Loss History as CSV…</source>
        <translation>Exporter l&apos;historique de la perte en CSV…</translation>
    </message>
    <message>
        <source>Export Loss History</source>
        <translation>Exporter l&apos;historique de la perte</translation>
    </message>
</context>
<context>
    <name>attn::MainWindow</name>
    <message>
        <source>Inputs: tokens, embeddings and weights</source>
        <translation>Entrées&#xa0;: tokens, plongements et poids</translation>
    </message>
    <message>
        <source>Softmax of the selected query, step by step</source>
        <translation>Softmax de la requête sélectionnée, étape par étape</translation>
    </message>
    <message>
        <source>Computed: Q, K, V, scores, weights, outputs</source>
        <translation>Calculs&#xa0;: Q, K, V, scores, poids, sorties</translation>
    </message>
    <message>
        <source>Matrix products on Eigen: the BLAS library failed its self-check</source>
        <translation>Produits matriciels avec Eigen&#xa0;: la bibliothèque BLAS a échoué à son autotest</translation>
    </message>
    <message>
        <source>Computing… %p%</source>
        <translation>Calcul… %p%</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Stop computing; the tables and heatmaps keep the previous result</source>
        <translation>Arrêter le calcul&#xa0;; les tableaux et les cartes de chaleur gardent le résultat précédent</translation>
    </message>
    <message>
        <source>Cancelled: the views show the result before the last edit</source>
        <translation>Annulé&#xa0;: les vues montrent le résultat d&apos;avant la dernière modification</translation>
    </message>
    <message>
        <source>Not changed: %1</source>
        <translation>Non modifié&#xa0;: %1</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nouveau</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <source>&amp;Presets</source>
        <translation>&amp;Exemples</translation>
    </message>
    <message>
        <source>&amp;Generate Random Session…</source>
        <translation>&amp;Générer une session aléatoire…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>Ex&amp;porter</translation>
    </message>
    <message>
        <source>&amp;Heatmap Image…</source>
        <translation>Image de la &amp;carte de chaleur…</translation>
    </message>
    <message>
        <source>&amp;All Heads Image…</source>
        <translation>Image de toutes les &amp;têtes…</translation>
    </message>
    <message>
        <source>&amp;Breakdown Image…</source>
        <translation>Image de la &amp;décomposition…</translation>
    </message>
    <message>
        <source>Computed &amp;Table as CSV…</source>
        <translation>T&amp;ableau calculé en CSV…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Annuler&#xa0;: %1</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Rétablir&#xa0;: %1</translation>
    </message>
    <message>
        <source>Copy Heatmap &amp;Image</source>
        <translation>Copier l&apos;&amp;image de la carte de chaleur</translation>
    </message>
    <message>
        <source>Copy Breakdown as &amp;Text</source>
        <translation>Copier la décomposition en &amp;texte</translation>
    </message>
    <message>
        <source>&amp;Notes…</source>
        <translation>&amp;Notes…</translation>
    </message>
    <message>
        <source>&amp;Add Token</source>
        <translation>A&amp;jouter un token</translation>
    </message>
    <message>
        <source>&amp;Remove Token</source>
        <translation>&amp;Supprimer le token</translation>
    </message>
    <message>
        <source>Move Token &amp;Up</source>
        <translation>&amp;Monter le token</translation>
    </message>
    <message>
        <source>Move Token &amp;Down</source>
        <translation>&amp;Descendre le token</translation>
    </message>
    <message>
        <source>&amp;Causal Mask</source>
        <translation>Masque &amp;causal</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;About Attention Lab</source>
        <translation>À &amp;propos d&apos;Attention Lab</translation>
    </message>
    <message>
        <source>About Attention Lab</source>
        <translation>À propos d&apos;Attention Lab</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Attention Lab %1&lt;/h3&gt;&lt;p&gt;Transformer attention, computed by hand, in front of you: Q = X·W_Q, K = X·W_K, V = X·W_V; softmax(Q·Kᵀ/√d_k)·V per head; concat · W_O.&lt;/p&gt;&lt;p&gt;Rows are queries, columns are keys; every row of weights sums to 1.&lt;/p&gt;&lt;p&gt;Matrix products: %2 (%3).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Attention Lab %1&lt;/h3&gt;&lt;p&gt;L&apos;attention des transformers, calculée à la main, sous vos yeux&#xa0;: Q = X·W_Q, K = X·W_K, V = X·W_V&#xa0;; softmax(Q·Kᵀ/√d_k)·V pour chaque tête&#xa0;; concat · W_O.&lt;/p&gt;&lt;p&gt;Les lignes sont les requêtes, les colonnes les clés&#xa0;; chaque ligne de poids a pour somme 1.&lt;/p&gt;&lt;p&gt;Produits matriciels&#xa0;: %2 (%3).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Labs</source>
        <translation>A&amp;teliers</translation>
    </message>
    <message>
        <source>Why Divide by √d_k? (Spread of q·k)</source>
        <translation>Pourquoi diviser par √d_k&#xa0;? (dispersion de q·k)</translation>
    </message>
    <message>
        <source>&amp;Shapes, Parameters and Cost</source>
        <translation>&amp;Formes, paramètres et coût</translation>
    </message>
    <message>
        <source>&amp;RoPE: Score by Distance…</source>
        <translation>&amp;RoPE&#xa0;: score selon la distance…</translation>
    </message>
    <message>
        <source>Show the &amp;Code (NumPy, PyTorch)…</source>
        <translation>Afficher le &amp;code (NumPy, PyTorch)…</translation>
    </message>
    <message>
        <source>Mistake: Mask after Softmax</source>
        <translation>Erreur&#xa0;: masque après la softmax</translation>
    </message>
    <message>
        <source>Mistake: Softmax over the Wrong Axis</source>
        <translation>Erreur&#xa0;: softmax sur le mauvais axe</translation>
    </message>
    <message>
        <source>Mistake: Reshape without Transpose</source>
        <translation>Erreur&#xa0;: reshape sans transposition</translation>
    </message>
    <message>
        <source>Back to the Right Weights</source>
        <translation>Revenir aux bons poids</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>“%1” has changes that are not saved. Save them first?</source>
        <translation>«&#xa0;%1&#xa0;» a des modifications non enregistrées. Les enregistrer d&apos;abord&#xa0;?</translation>
    </message>
    <message>
        <source>New session: type tokens and numbers into the tables on the left</source>
        <translation>Nouvelle session&#xa0;: tapez des tokens et des nombres dans les tableaux de gauche</translation>
    </message>
    <message>
        <source>Random: T=%1, d_model=%2, %3</source>
        <translation>Aléatoire&#xa0;: T=%1, d_model=%2, %3</translation>
    </message>
    <message>
        <source>Export Table as CSV</source>
        <translation>Exporter le tableau en CSV</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>Exporté&#xa0;: %1</translation>
    </message>
    <message>
        <source>Open Session</source>
        <translation>Ouvrir une session</translation>
    </message>
    <message>
        <source>Attention Lab sessions (*.json);;All files (*)</source>
        <translation>Sessions Attention Lab (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>An unsaved copy left by an earlier run cannot be read (%1); it is kept as %2</source>
        <translation>Une copie non enregistrée laissée par une exécution précédente ne peut pas être lue (%1)&#xa0;; elle est conservée sous %2</translation>
    </message>
    <message>
        <source>Restore unsaved work?</source>
        <translation>Restaurer le travail non enregistré&#xa0;?</translation>
    </message>
    <message>
        <source>Attention Lab did not close normally last time. Unsaved changes to “%1” (%2, kept at %3) can be restored.</source>
        <translation>Attention Lab ne s&apos;est pas fermé normalement la dernière fois. Les modifications non enregistrées de «&#xa0;%1&#xa0;» (%2, copiées le %3) peuvent être restaurées.</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sans titre</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Restaurer</translation>
    </message>
    <message>
        <source>It cannot be restored now: it %1. It stays where it is: %2</source>
        <translation>La copie ne peut pas être restaurée maintenant&#xa0;: elle %1. Elle reste à son emplacement&#xa0;: %2</translation>
    </message>
    <message>
        <source>Restored the unsaved changes; save them to keep them</source>
        <translation>Modifications non enregistrées restaurées&#xa0;; enregistrez-les pour les conserver</translation>
    </message>
    <message>
        <source>Restored the unsaved changes (save them to keep them); %1 was not opened</source>
        <translation>Modifications non enregistrées restaurées (enregistrez-les pour les conserver)&#xa0;; %1 n&apos;a pas été ouvert</translation>
    </message>
    <message>
        <source>Cannot open</source>
        <translation>Impossible d&apos;ouvrir</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Ouvert&#xa0;: %1</translation>
    </message>
    <message>
        <source>Cannot load preset</source>
        <translation>Impossible de charger l&apos;exemple</translation>
    </message>
    <message>
        <source>Preset: %1</source>
        <translation>Exemple&#xa0;: %1</translation>
    </message>
    <message>
        <source>attention.json</source>
        <translation>attention.json</translation>
    </message>
    <message>
        <source>Save Session</source>
        <translation>Enregistrer la session</translation>
    </message>
    <message>
        <source>Attention Lab sessions (*.json)</source>
        <translation>Sessions Attention Lab (*.json)</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Impossible d&apos;enregistrer</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Enregistré&#xa0;: %1</translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation>Effacer la liste</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principale</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Undo %1 (Ctrl+Z)</source>
        <translation>Annuler&#xa0;: %1 (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Rien à annuler</translation>
    </message>
    <message>
        <source>Redo %1 (Ctrl+Shift+Z)</source>
        <translation>Rétablir&#xa0;: %1 (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>Rien à rétablir</translation>
    </message>
    <message>
        <source>Score rule</source>
        <translation>Règle de score</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>Taille ré&amp;elle</translation>
    </message>
    <message>
        <source>Zoom of the whole window: View ▸ Zoom In / Zoom Out (Ctrl+= / Ctrl+−), Ctrl+0 for 100 %</source>
        <translation>Zoom de toute la fenêtre&#xa0;: Affichage ▸ Zoom avant / Zoom arrière (Ctrl+= / Ctrl+−), Ctrl+0 pour 100 %</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>T&amp;hème</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Clair</translation>
    </message>
    <message>
        <source>&amp;Dark (dim rooms)</source>
        <translation>&amp;Sombre (salles peu éclairées)</translation>
    </message>
    <message>
        <source>&amp;High Contrast (bright projectors)</source>
        <translation>Contraste é&amp;levé (vidéoprojecteurs lumineux)</translation>
    </message>
    <message>
        <source>Switch &amp;Heatmap / Breakdown</source>
        <translation>&amp;Basculer carte de chaleur / décomposition</translation>
    </message>
    <message>
        <source>Zoomed far in, the heatmap and the breakdown take the window in turn</source>
        <translation>Avec un fort zoom, la carte de chaleur et la décomposition occupent la fenêtre à tour de rôle</translation>
    </message>
    <message>
        <source>Zoomed in: F6 switches heatmap ⇄ breakdown</source>
        <translation>Zoom avant&#xa0;: F6 bascule carte de chaleur ⇄ décomposition</translation>
    </message>
    <message>
        <source>Zoomed in: tables put away (Alt+1, Alt+2 bring them back)</source>
        <translation>Zoom avant&#xa0;: tableaux rangés (Alt+1, Alt+2 les ramènent)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>Lan&amp;gue</translation>
    </message>
    <message>
        <source>Attention Lab will start in %1 the next time it is opened.</source>
        <translation>Attention Lab démarrera en %1 à sa prochaine ouverture.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>&amp;System Language</source>
        <translation>Langue du &amp;système</translation>
    </message>
    <message>
        <source>&amp;System Language (%1)</source>
        <translation>Langue du &amp;système (%1)</translation>
    </message>
    <message numerus="yes">
        <source>%n head(s)</source>
        <translation>
            <numerusform>%n tête</numerusform>
            <numerusform>%n têtes</numerusform>
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
        <translation>Ca&amp;usal</translation>
    </message>
    <message>
        <source>&amp;Window</source>
        <translation>&amp;Fenêtre</translation>
    </message>
    <message>
        <source>&amp;Prefix</source>
        <translation>&amp;Préfixe</translation>
    </message>
    <message>
        <source>Se&amp;ntences</source>
        <translation>P&amp;hrases</translation>
    </message>
    <message>
        <source>Window size</source>
        <translation>Taille de la fenêtre</translation>
    </message>
    <message>
        <source>No peeking at the future: query i may not look at keys j &gt; i (Ctrl+M)</source>
        <translation>Pas de coup d&apos;œil vers le futur&#xa0;: la requête i ne peut pas regarder les clés j &gt; i (Ctrl+M)</translation>
    </message>
    <message>
        <source>Sliding-window attention (as in Mistral): a query sees only keys closer than the window</source>
        <translation>Attention à fenêtre glissante (comme dans Mistral)&#xa0;: une requête ne voit que les clés plus proches que la largeur de la fenêtre</translation>
    </message>
    <message>
        <source>Window width W: keys with |i − j| ≥ W are blocked (causal: the query and the W − 1 keys before it)</source>
        <translation>Largeur de fenêtre W&#xa0;: les clés telles que |i − j| ≥ W sont bloquées (en causal&#xa0;: la requête et les W − 1 clés qui la précèdent)</translation>
    </message>
    <message>
        <source>Prefix-LM: with the causal mask, the first P tokens (the prompt) see each other both ways</source>
        <translation>Prefix-LM&#xa0;: avec le masque causal, les P premiers tokens (le prompt) se voient mutuellement dans les deux sens</translation>
    </message>
    <message>
        <source>Packed sentences: tokens of different sentences never see each other. Number the sentences in the Sent. column of the tokens table.</source>
        <translation>Phrases empaquetées&#xa0;: les tokens de phrases différentes ne se voient jamais. Numérotez les phrases dans la colonne Phr. du tableau des tokens.</translation>
    </message>
    <message>
        <source>Edit &amp;mask</source>
        <translation>Modifier le &amp;masque</translation>
    </message>
    <message>
        <source>Click cells to block or unblock them (Ctrl+click works any time); undoable</source>
        <translation>Cliquer sur des cases pour les bloquer ou les débloquer (Ctrl+clic fonctionne à tout moment)&#xa0;; annulable</translation>
    </message>
    <message>
        <source>Unblock all</source>
        <translation>Tout débloquer</translation>
    </message>
    <message>
        <source>Unblock every cell blocked by hand (one undo step)</source>
        <translation>Débloquer toutes les cases bloquées à la main (annulable en une fois)</translation>
    </message>
    <message>
        <source>Mask:</source>
        <translation>Masque&#xa0;:</translation>
    </message>
</context>
<context>
    <name>attn::MatrixModel</name>
    <message>
        <source>query %1, key %2, %3</source>
        <translation>requête %1, clé %2, %3</translation>
    </message>
    <message>
        <source>%1, column %2, %3</source>
        <translation>%1, colonne %2, %3</translation>
    </message>
    <message>
        <source>Padding: a pad token&apos;s key column is blocked for every query</source>
        <translation>Remplissage&#xa0;: la colonne de clé d&apos;un token de remplissage est bloquée pour toutes les requêtes</translation>
    </message>
    <message>
        <source>Sentence of this token: tokens of different sentences never see each other</source>
        <translation>Phrase de ce token&#xa0;: les tokens de phrases différentes ne se voient jamais</translation>
    </message>
    <message>
        <source>Bias: added to column %1 of every row of %2·%3</source>
        <translation>Biais&#xa0;: ajouté à la colonne %1 de chaque ligne de %2·%3</translation>
    </message>
    <message>
        <source>causal: key %1 is in the future of query %2</source>
        <translation>causal&#xa0;: la clé %1 est dans le futur de la requête %2</translation>
    </message>
    <message>
        <source>padding: key %1 is a pad token</source>
        <translation>remplissage&#xa0;: la clé %1 est un token de remplissage</translation>
    </message>
    <message>
        <source>blocked by hand</source>
        <translation>bloquée à la main</translation>
    </message>
    <message>
        <source>window: key %1 is %2 or more tokens from query %3</source>
        <translation>fenêtre&#xa0;: la clé %1 est à %2 tokens ou plus de la requête %3</translation>
    </message>
    <message>
        <source>segments: key %1 is in another sentence than query %2</source>
        <translation>segments&#xa0;: la clé %1 est dans une autre phrase que la requête %2</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>masquée</translation>
    </message>
    <message>
        <source>Blocked — %1</source>
        <translation>Bloquée — %1</translation>
    </message>
    <message>
        <source>a sentence is a whole number from 1 to %1</source>
        <translation>une phrase est un nombre entier de 1 à %1</translation>
    </message>
    <message>
        <source>key token %1</source>
        <translation>clé&#xa0;: token %1</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>Pad</source>
        <translation>Rempl.</translation>
    </message>
    <message>
        <source>Sent.</source>
        <translation>Phr.</translation>
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
        <translation>%1 de la tête %2</translation>
    </message>
    <message>
        <source>the clipboard holds no numbers</source>
        <translation>le presse-papiers ne contient aucun nombre</translation>
    </message>
    <message>
        <source>row %1 of the pasted block has %2 cells, expected %3</source>
        <translation>la ligne %1 du bloc collé a %2 cases, %3 attendues</translation>
    </message>
    <message>
        <source>pasted row %1, cell %2: %3</source>
        <translation>ligne collée %1, case %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>paste numbers into the number columns</source>
        <translation>collez les nombres dans les colonnes de nombres</translation>
    </message>
    <message>
        <source>%1 cells are too many to copy at once (up to %2); select fewer, or use File ▸ Export</source>
        <translation>%1 cases, c&apos;est trop pour une seule copie (au plus %2)&#xa0;: sélectionnez-en moins, ou utilisez Fichier ▸ Exporter</translation>
    </message>
</context>
<context>
    <name>attn::MechanismsBench</name>
    <message>
        <source>Open a model first.</source>
        <translation>Ouvrez d&apos;abord un modèle.</translation>
    </message>
    <message>
        <source>Type the second text: the same sentence with what matters changed.</source>
        <translation>Tapez le second texte&#xa0;: la même phrase, avec ce qui compte modifié.</translation>
    </message>
    <message>
        <source>This model&apos;s tokenizer cannot turn text into tokens here.</source>
        <translation>Le tokeniseur de ce modèle ne peut pas transformer le texte en tokens ici.</translation>
    </message>
    <message>
        <source>It is %1 tokens and the first text is %2: patching compares the two texts position by position, so they need the same count (change a name for a name, a word for a word).</source>
        <translation>Il fait %1 tokens et le premier texte %2&#xa0;: le patching compare les deux textes position par position, il leur faut donc le même nombre de tokens (remplacez un nom par un nom, un mot par un mot).</translation>
    </message>
    <message>
        <source>It is the same text: change something (a name, a word) so the answer changes.</source>
        <translation>C&apos;est le même texte&#xa0;: changez quelque chose (un nom, un mot) pour que la réponse change.</translation>
    </message>
    <message>
        <source>%1: this model was opened on token ids; give the token as #ID.</source>
        <translation>%1&#xa0;: ce modèle a été ouvert sur des identifiants de tokens&#xa0;; donnez le token sous la forme #ID.</translation>
    </message>
    <message>
        <source>%1: this model&apos;s tokenizer cannot encode text here; give the token as #ID.</source>
        <translation>%1&#xa0;: le tokeniseur de ce modèle ne peut pas encoder de texte ici&#xa0;; donnez le token sous la forme #ID.</translation>
    </message>
    <message>
        <source>The answer and the wrong token are the same token: pick two different ones.</source>
        <translation>La réponse et le mauvais token sont le même token&#xa0;: choisissez-en deux différents.</translation>
    </message>
    <message>
        <source>Choose what to patch: the residual stream, the heads&apos; outputs, or both.</source>
        <translation>Choisissez ce qu&apos;il faut patcher&#xa0;: le flux résiduel, les sorties des têtes, ou les deux.</translation>
    </message>
    <message>
        <source>Patching %1.</source>
        <translation>Le patching %1.</translation>
    </message>
    <message>
        <source>Both texts give the same logit difference (%1), so nothing can be restored: pick an answer and a wrong token that the two texts rank differently.</source>
        <translation>Les deux textes donnent la même différence de logits (%1), rien ne peut donc être restauré&#xa0;: choisissez une réponse et un mauvais token que les deux textes classent différemment.</translation>
    </message>
    <message>
        <source>There is not enough memory for patching.</source>
        <translation>Il n&apos;y a pas assez de mémoire pour le patching.</translation>
    </message>
    <message>
        <source>There is not enough memory for the logit lens of this run.</source>
        <translation>Il n&apos;y a pas assez de mémoire pour la lentille des logits de cette exécution.</translation>
    </message>
    <message>
        <source>Rollout %1.</source>
        <translation>Le rollout %1.</translation>
    </message>
    <message>
        <source>There is not enough memory for the rollout of this run.</source>
        <translation>Il n&apos;y a pas assez de mémoire pour le rollout de cette exécution.</translation>
    </message>
</context>
<context>
    <name>attn::ModelBench</name>
    <message>
        <source>zero</source>
        <translation>zéro</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>moyenne</translation>
    </message>
    <message>
        <source>Switch off layer %1 head %2 (%3, %4)</source>
        <translation>Désactiver la tête %2 de la couche %1 (%3, %4)</translation>
    </message>
    <message>
        <source>Switch on layer %1 head %2 (%3)</source>
        <translation>Réactiver la tête %2 de la couche %1 (%3)</translation>
    </message>
    <message>
        <source>Switched-off heads give zero</source>
        <translation>Les têtes désactivées donnent zéro</translation>
    </message>
    <message>
        <source>Switched-off heads give their mean</source>
        <translation>Les têtes désactivées donnent leur moyenne</translation>
    </message>
    <message>
        <source>Run the model with layer %1 as edited</source>
        <translation>Exécuter le modèle avec la couche %1 modifiée</translation>
    </message>
    <message>
        <source>Restore all heads and layers</source>
        <translation>Restaurer toutes les têtes et toutes les couches</translation>
    </message>
    <message>
        <source>L%1 H%2</source>
        <translation>L%1 H%2</translation>
    </message>
    <message>
        <source>%1 off (%2)</source>
        <translation>désactivées&#xa0;: %1 (%2)</translation>
    </message>
    <message>
        <source>%1 heads off (%2)</source>
        <translation>%1 têtes désactivées (%2)</translation>
    </message>
    <message>
        <source>layer %1 as edited in the tables</source>
        <translation>couche %1 telle que modifiée dans les tableaux</translation>
    </message>
    <message>
        <source>There is not enough memory to run the model again.</source>
        <translation>Il n&apos;y a pas assez de mémoire pour exécuter à nouveau le modèle.</translation>
    </message>
    <message>
        <source>drop in log p(“%1”) without the head</source>
        <translation>baisse de log p(“%1”) sans la tête</translation>
    </message>
    <message>
        <source>Switching off each of the %1 heads in turn %2.</source>
        <translation>Désactiver tour à tour chacune des %1 têtes %2.</translation>
    </message>
    <message>
        <source>There is not enough memory to switch off every head in turn.</source>
        <translation>Il n&apos;y a pas assez de mémoire pour désactiver chaque tête à tour de rôle.</translation>
    </message>
    <message>
        <source>There is not enough memory to work out why this score.</source>
        <translation>Il n&apos;y a pas assez de mémoire pour calculer «&#xa0;Pourquoi ce score&#xa0;».</translation>
    </message>
</context>
<context>
    <name>attn::ModelPanel</name>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Open Model…</source>
        <translation>Ouvrir un modèle…</translation>
    </message>
    <message>
        <source>Run Model With This Layer</source>
        <translation>Exécuter le modèle avec cette couche</translation>
    </message>
    <message>
        <source>Opening and running the model… %p%</source>
        <translation>Ouverture et exécution du modèle… %p%</translation>
    </message>
    <message>
        <source>Stop: nothing changes</source>
        <translation>Arrêter&#xa0;: rien ne change</translation>
    </message>
    <message>
        <source>Edit this layer as a session</source>
        <translation>Modifier cette couche comme une session</translation>
    </message>
    <message>
        <source>This layer as an ordinary session: its input as the embeddings, its W_Q, W_K, W_V, W_O and biases, causal, all its heads — every table, view, mask and the lesson then work on it (Undo brings back what was there)</source>
        <translation>Cette couche comme une session ordinaire&#xa0;: son entrée comme plongements, ses W_Q, W_K, W_V, W_O et biais, en causal, toutes ses têtes — tous les tableaux, les vues, les masques et la leçon fonctionnent alors dessus (Annuler ramène ce qui était là)</translation>
    </message>
    <message>
        <source>Run the whole model again with the layer as edited in the tables (W_Q, W_K, W_V, W_O, biases, scale) and show its prediction beside the original</source>
        <translation>Exécuter à nouveau tout le modèle avec la couche modifiée dans les tableaux (W_Q, W_K, W_V, W_O, biais, échelle) et afficher sa prédiction à côté de l&apos;originale</translation>
    </message>
    <message>
        <source>Switch the selected head off</source>
        <translation>Désactiver la tête sélectionnée</translation>
    </message>
    <message>
        <source>Switch the head shown large off (or back on): the model runs again without it and the next-token panel shows what changed. Ctrl+click any panel does the same.</source>
        <translation>Désactiver (ou réactiver) la tête affichée en grand&#xa0;: le modèle s&apos;exécute à nouveau sans elle et le panneau du token suivant montre ce qui a changé. Ctrl+clic sur n&apos;importe quel panneau fait de même.</translation>
    </message>
    <message>
        <source>Off = output zero</source>
        <translation>Désactivée = sortie nulle</translation>
    </message>
    <message>
        <source>Off = output its mean</source>
        <translation>Désactivée = sortie moyenne</translation>
    </message>
    <message>
        <source>What a switched-off head gives: zero, or its output averaged over this sentence&apos;s positions (the command line&apos;s --ablate-with)</source>
        <translation>Ce que donne une tête désactivée&#xa0;: zéro, ou sa sortie moyennée sur les positions de cette phrase (l&apos;option --ablate-with de la ligne de commande)</translation>
    </message>
    <message>
        <source>Restore All</source>
        <translation>Tout restaurer</translation>
    </message>
    <message>
        <source>Every head back on and the model&apos;s own layers back (one undo step)</source>
        <translation>Toutes les têtes réactivées et les couches d&apos;origine du modèle rétablies (annulable en une fois)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <translation>Annuler&#xa0;: %1</translation>
    </message>
    <message>
        <source>Redo: %1</source>
        <translation>Rétablir&#xa0;: %1</translation>
    </message>
    <message>
        <source>Badges: %1</source>
        <translation>Pastilles&#xa0;: %1</translation>
    </message>
    <message>
        <source>Mark every panel with a head score (previous token, first token, self, induction: see the manual), once measured its importance, or (GPT-OSS) the weight its sink takes</source>
        <translation>Marquer chaque panneau avec un score de tête (token précédent, premier token, soi-même, induction&#xa0;: voir le manuel), son importance une fois mesurée, ou (GPT-OSS) le poids que prend son puits</translation>
    </message>
    <message>
        <source>Importance…</source>
        <translation>Importance…</translation>
    </message>
    <message>
        <source>Switch off each head alone and measure how much the model&apos;s top next token loses without it (n_layer × n_head runs)</source>
        <translation>Désactiver chaque tête isolément et mesurer ce que perd sans elle le token suivant le plus probable du modèle (n_layer × n_head exécutions)</translation>
    </message>
    <message>
        <source>Importance %p%</source>
        <translation>Importance %p%</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>Exporter en CSV</translation>
    </message>
    <message>
        <source>Head Scores as CSV…</source>
        <translation>Scores des têtes en CSV…</translation>
    </message>
    <message>
        <source>Importance as CSV…</source>
        <translation>Importance en CSV…</translation>
    </message>
    <message>
        <source>Every Head</source>
        <translation>Toutes les têtes</translation>
    </message>
    <message>
        <source>Patching</source>
        <translation>Patching</translation>
    </message>
    <message>
        <source>Logit Lens</source>
        <translation>Lentille des logits</translation>
    </message>
    <message>
        <source>Rollout</source>
        <translation>Rollout</translation>
    </message>
    <message>
        <source>Every layer × every head on your text; click one to show it large</source>
        <translation>Chaque couche × chaque tête sur votre texte&#xa0;; cliquez sur l&apos;une d&apos;elles pour l&apos;afficher en grand</translation>
    </message>
    <message>
        <source>Which layers, positions and heads carry the answer (Compare With… a second text)</source>
        <translation>Quelles couches, positions et têtes portent la réponse (Comparer avec… un second texte)</translation>
    </message>
    <message>
        <source>When does the model know? Each layer&apos;s stream read through the unembedding</source>
        <translation>Quand le modèle sait-il&#xa0;? Le flux de chaque couche lu par la projection vers le vocabulaire</translation>
    </message>
    <message>
        <source>Attention followed through every layer: one map for the whole model</source>
        <translation>L&apos;attention suivie à travers toutes les couches&#xa0;: une seule carte pour tout le modèle</translation>
    </message>
    <message>
        <source>Heads ranked by their score</source>
        <translation>Têtes classées par score</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>Tête</translation>
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
        <translation>Les têtes dont la valeur de pastille est la plus élevée&#xa0;; cliquez sur l&apos;une d&apos;elles pour l&apos;afficher en grand</translation>
    </message>
    <message>
        <source>Click a cell of the head&apos;s map: its score split by where the query&apos;s and the key&apos;s residual streams came from</source>
        <translation>Cliquez sur une case de la carte de la tête&#xa0;: son score décomposé selon l&apos;origine des flux résiduels de la requête et de la clé</translation>
    </message>
    <message>
        <source>Why This Score</source>
        <translation>Pourquoi ce score</translation>
    </message>
    <message>
        <source>Top Heads</source>
        <translation>Meilleures têtes</translation>
    </message>
    <message>
        <source>Model workbench</source>
        <translation>Banc d&apos;essai du modèle</translation>
    </message>
    <message>
        <source>Run Model With Layer %1 as Edited</source>
        <translation>Exécuter le modèle avec la couche %1 modifiée</translation>
    </message>
    <message>
        <source>Layer %1 Head %2 (%3)</source>
        <translation>Couche %1, tête %2 (%3)</translation>
    </message>
    <message>
        <source>Edit Layer %1 in the Tables (all %2 heads)</source>
        <translation>Modifier la couche %1 dans les tableaux (ses %2 têtes)</translation>
    </message>
    <message>
        <source>Switch Layer %1 Head %2 Back On</source>
        <translation>Réactiver la tête %2 de la couche %1</translation>
    </message>
    <message>
        <source>Switch Off Layer %1 Head %2</source>
        <translation>Désactiver la tête %2 de la couche %1</translation>
    </message>
    <message>
        <source>Layer %1 Head %2</source>
        <translation>Couche %1, tête %2</translation>
    </message>
    <message>
        <source>%1 on the command line</source>
        <translation>%1 en ligne de commande</translation>
    </message>
    <message>
        <source>Choose a score under “Badges”</source>
        <translation>Choisissez un score sous «&#xa0;Pastilles&#xa0;»</translation>
    </message>
    <message>
        <source>Run Importance first.</source>
        <translation>Lancez d&apos;abord Importance.</translation>
    </message>
    <message>
        <source>Export Importance</source>
        <translation>Exporter l&apos;importance</translation>
    </message>
    <message>
        <source>Export Head Scores</source>
        <translation>Exporter les scores des têtes</translation>
    </message>
    <message>
        <source>Not for this model in this version: the model cannot take a layer with DeepSeek&apos;s latent attention (MLA) back from the tables (attention-lab model --layer-session refuses one too). The layer&apos;s tables, views and breakdown work as for any session.</source>
        <translation>Pas pour ce modèle dans cette version&#xa0;: le modèle ne peut pas reprendre depuis les tableaux une couche à attention latente de DeepSeek (MLA) (attention-lab model --layer-session la refuse aussi). Les tableaux, les vues et la décomposition de la couche fonctionnent comme pour toute session.</translation>
    </message>
    <message>
        <source>This layer as a session: its input as the embeddings, its latent matrices W_DQ … W_KR and W_O, causal, all its heads — the tables, the views and the breakdown then work on it (Undo brings back what was there). The model does not take it back in this version.</source>
        <translation>Cette couche comme une session&#xa0;: son entrée comme plongements, ses matrices latentes W_DQ … W_KR et W_O, en causal, toutes ses têtes — les tableaux, les vues et la décomposition fonctionnent alors dessus (Annuler ramène ce qui était là). Dans cette version, le modèle ne la reprend pas.</translation>
    </message>
    <message>
        <source> (%1: %2 K/V, head_dim %3, RoPE θ %4</source>
        <translation> (%1&#xa0;: %2 K/V, head_dim %3, RoPE θ %4</translation>
    </message>
    <message>
        <source> (bloom: ALiBi for positions, no position table</source>
        <translation> (bloom&#xa0;: ALiBi pour les positions, pas de table de positions</translation>
    </message>
    <message>
        <source> (%1: latent attention: K/V from a %2-number latent, q·k over %3 + %4 (RoPE θ %5), v %6</source>
        <translation> (%1&#xa0;: attention latente&#xa0;: K/V à partir d&apos;un latent de %2 nombres, q·k sur %3 + %4 (RoPE θ %5), v %6</translation>
    </message>
    <message>
        <source>, %1 experts (%2 a token) and %3 shared</source>
        <translation>, %1 experts (%2 par token) et %3 partagés</translation>
    </message>
    <message>
        <source>, %1 experts, %2 a token</source>
        <translation>, %1 experts, %2 par token</translation>
    </message>
    <message>
        <source>, a sink per head</source>
        <translation>, un puits par tête</translation>
    </message>
    <message>
        <source>, YaRN ×%1</source>
        <translation>, YaRN ×%1</translation>
    </message>
    <message>
        <source>, soft-caps %1 / %2</source>
        <translation>, soft-caps %1 / %2</translation>
    </message>
    <message>
        <source>, %1 of %2 layers local (window %3)</source>
        <translation>, %1 couches locales sur %2 (fenêtre %3)</translation>
    </message>
    <message>
        <source>%1: %2 layers, %3 heads%4, d_model %5 (%6) · %7 · Ctrl+click a head to switch it off</source>
        <translation>%1&#xa0;: %2 couches, %3 têtes%4, d_model %5 (%6) · %7 · Ctrl+clic sur une tête pour la désactiver</translation>
    </message>
    <message>
        <source>16-bit; the weights are FP8</source>
        <translation>16 bits&#xa0;; les poids sont en FP8</translation>
    </message>
    <message>
        <source>16-bit, as stored</source>
        <translation>16 bits, comme stocké</translation>
    </message>
    <message>
        <source>F64, as stored</source>
        <translation>F64, comme stocké</translation>
    </message>
    <message>
        <source>F32, as stored</source>
        <translation>F32, comme stocké</translation>
    </message>
    <message>
        <source>KV cache: %1 a token of context (%2 layers × a %3-number latent + one %4-number RoPE key, %5) · every head&apos;s K and V in full would need %6</source>
        <translation>Cache KV&#xa0;: %1 par token de contexte (%2 couches × un latent de %3 nombres + une clé RoPE de %4 nombres, %5) · les K et V complets de chaque tête demanderaient %6</translation>
    </message>
    <message>
        <source>KV cache: %1 a token of context (%2 layers × K and V × %3 K/V heads × %4 numbers, %5)</source>
        <translation>Cache KV&#xa0;: %1 par token de contexte (%2 couches × K et V × %3 têtes K/V × %4 nombres, %5)</translation>
    </message>
    <message>
        <source> · %1 at %2 tokens</source>
        <translation> · %1 pour %2 tokens</translation>
    </message>
    <message>
        <source> (%1 local layers keep %2)</source>
        <translation> (les %1 couches locales en gardent %2)</translation>
    </message>
    <message>
        <source> (the window keeps %1)</source>
        <translation> (la fenêtre en garde %1)</translation>
    </message>
    <message>
        <source> · one K/V head per query head (MHA) would need %1, one for all (MQA) %2</source>
        <translation> · une tête K/V par tête de requête (MHA) demanderait %1, une seule pour toutes (MQA) %2</translation>
    </message>
    <message>
        <source> · one K/V head for all %1 query heads (MQA) would need %2</source>
        <translation> · une seule tête K/V pour les %1 têtes de requête (MQA) demanderait %2</translation>
    </message>
    <message>
        <source>File ▸ Open Model… opens a GPT-2, Llama, Mistral, Qwen, Gemma, GPT-OSS, DeepSeek or BLOOM model from its folder (no network needed) and shows what every head of every layer does on your sentence.</source>
        <translation>Fichier ▸ Ouvrir un modèle… ouvre un modèle GPT-2, Llama, Mistral, Qwen, Gemma, GPT-OSS, DeepSeek ou BLOOM depuis son dossier (sans réseau) et montre ce que fait chaque tête de chaque couche sur votre phrase.</translation>
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
        <translation>Modèle&#xa0;: chaque couche × chaque tête</translation>
    </message>
    <message>
        <source>Open &amp;Model…</source>
        <translation>Ouvrir un &amp;modèle…</translation>
    </message>
    <message>
        <source>&amp;Model View Image…</source>
        <translation>Image de la vue du &amp;modèle…</translation>
    </message>
    <message>
        <source>&amp;Run Model With This Layer</source>
        <translation>Exécu&amp;ter le modèle avec cette couche</translation>
    </message>
    <message>
        <source>Run the model again with the layer in the tables as edited, and show its prediction beside the original</source>
        <translation>Exécuter à nouveau le modèle avec la couche modifiée dans les tableaux, et afficher sa prédiction à côté de l&apos;originale</translation>
    </message>
    <message>
        <source>Cannot open the model</source>
        <translation>Impossible d&apos;ouvrir le modèle</translation>
    </message>
    <message>
        <source>Cannot edit this layer</source>
        <translation>Impossible de modifier cette couche</translation>
    </message>
    <message>
        <source>Layer %1 as a session of %2 tokens, d_model %3 and %4 heads %5.</source>
        <translation>La couche %1 en session de %2 tokens, d_model %3 et %4 têtes %5.</translation>
    </message>
    <message>
        <source>There is not enough memory to take layer %1 out as a session.</source>
        <translation>Il n&apos;y a pas assez de mémoire pour extraire la couche %1 en session.</translation>
    </message>
    <message>
        <source>Edit layer %1 of %2</source>
        <translation>Modifier la couche %1 de %2</translation>
    </message>
    <message>
        <source>%1, layer %2</source>
        <translation>%1, couche %2</translation>
    </message>
    <message>
        <source>&amp;Run Model With Layer %1 as Edited</source>
        <translation>Exécu&amp;ter le modèle avec la couche %1 modifiée</translation>
    </message>
    <message>
        <source>Cannot run the model with this layer</source>
        <translation>Impossible d&apos;exécuter le modèle avec cette couche</translation>
    </message>
    <message>
        <source>Layer %1: %2</source>
        <translation>Couche %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>A GPT-2, Llama, Mistral, Qwen, Gemma, GPT-OSS, DeepSeek or BLOOM model from its folder (Hugging Face layout), run on your sentence</source>
        <translation>Un modèle GPT-2, Llama, Mistral, Qwen, Gemma, GPT-OSS, DeepSeek ou BLOOM depuis son dossier (format Hugging Face), exécuté sur votre phrase</translation>
    </message>
</context>
<context>
    <name>attn::ModelTrainingController</name>
    <message>
        <source>Checkpoints and evaluations need an interval of at least one step.</source>
        <translation>Les points de contrôle et les évaluations demandent un intervalle d&apos;au moins une étape.</translation>
    </message>
    <message>
        <source>The run diverged at step %1 (%2): the model stays as it was before it.</source>
        <translation>L&apos;entraînement a divergé à l&apos;étape %1 (%2)&#xa0;: le modèle reste tel qu&apos;il était avant.</translation>
    </message>
    <message>
        <source>the next steps</source>
        <translation>les étapes suivantes</translation>
    </message>
    <message>
        <source>There is not enough memory for %1: the run stopped at step %2.</source>
        <translation>Il n&apos;y a pas assez de mémoire pour %1&#xa0;: l&apos;entraînement s&apos;est arrêté à l&apos;étape %2.</translation>
    </message>
    <message>
        <source>Induction task · %1 · %2</source>
        <translation>Tâche d&apos;induction · %1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n étape</numerusform>
            <numerusform>%n étapes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 × %2 heads, d_model %3, seed %4</source>
        <translation>%1 × %2 têtes, d_model %3, graine %4</translation>
    </message>
    <message numerus="yes">
        <source>%n layer(s)</source>
        <translation>
            <numerusform>%n couche</numerusform>
            <numerusform>%n couches</numerusform>
        </translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>étape %1</translation>
    </message>
    <message>
        <source>There is not enough memory to measure the model shown.</source>
        <translation>Il n&apos;y a pas assez de mémoire pour mesurer le modèle affiché.</translation>
    </message>
    <message>
        <source>induction score</source>
        <translation>score d&apos;induction</translation>
    </message>
    <message>
        <source>There is no trained model yet: press Step or Play first.</source>
        <translation>Il n&apos;y a pas encore de modèle entraîné&#xa0;: appuyez d&apos;abord sur Étape ou Lancer.</translation>
    </message>
    <message>
        <source>induction, seed %1, step %2</source>
        <translation>induction, graine %1, étape %2</translation>
    </message>
</context>
<context>
    <name>attn::ModelViewWidget</name>
    <message>
        <source>Layer %1, head %2 (%3 on the command line)</source>
        <translation>Couche %1, tête %2 (%3 en ligne de commande)</translation>
    </message>
    <message>
        <source> — switched off</source>
        <translation> — désactivée</translation>
    </message>
    <message>
        <source>
An attention sink: %1 of its attention goes to the first token on average. Heads park attention there when they have nothing to look for — its bright first column is not a finding about this sentence.</source>
        <translation>
Un puits d&apos;attention&#xa0;: en moyenne, %1 de son attention va au premier token. Les têtes y garent leur attention quand elles n&apos;ont rien à chercher — sa première colonne claire ne dit rien sur cette phrase.</translation>
    </message>
    <message>
        <source>
Click to show it large; Ctrl+click to switch it %1</source>
        <translation>
Cliquer pour l&apos;afficher en grand&#xa0;; Ctrl+clic pour la %1</translation>
    </message>
    <message>
        <source>back on</source>
        <translation>réactiver</translation>
    </message>
    <message>
        <source>off</source>
        <translation>désactiver</translation>
    </message>
    <message>
        <source>Layer %1 Head %2 (%3)</source>
        <translation>la tête %2 de la couche %1 (%3)</translation>
    </message>
    <message>
        <source>Switch %1 Back On</source>
        <translation>Réactiver %1</translation>
    </message>
    <message>
        <source>Switch %1 Off: Output Zero</source>
        <translation>Désactiver %1&#xa0;: sortie à zéro</translation>
    </message>
    <message>
        <source>Switch %1 Off: Output Its Mean</source>
        <translation>Désactiver %1&#xa0;: sortie à sa moyenne</translation>
    </message>
    <message>
        <source>Export Image…</source>
        <translation>Exporter l&apos;image…</translation>
    </message>
    <message>
        <source>Copy Image</source>
        <translation>Copier l&apos;image</translation>
    </message>
    <message>
        <source>Arrow keys move from head to head; Enter shows the head large; Ctrl+Enter switches it off or back on; the menu key opens its menu.</source>
        <translation>Les flèches passent d’une tête à l’autre ; Entrée affiche la tête en grand ; Ctrl+Entrée l’éteint ou la rallume ; la touche menu ouvre son menu.</translation>
    </message>
    <message>
        <source>layer %1, head %2</source>
        <translation>couche %1, tête %2</translation>
    </message>
    <message>
        <source>switched off</source>
        <translation>éteinte</translation>
    </message>
    <message>
        <source>an attention sink</source>
        <translation>un puits d’attention</translation>
    </message>
    <message>
        <source>shown large</source>
        <translation>affichée en grand</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>couche %1</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>tête %1</translation>
    </message>
</context>
<context>
    <name>attn::NextTokenWidget</name>
    <message>
        <source>Token %1 “%2” — click to see what the model predicts after it</source>
        <translation>Token %1 “%2” — cliquer pour voir ce que le modèle prédit après lui</translation>
    </message>
    <message>
        <source>Use “%1” as the Answer</source>
        <translation>Utiliser “%1” comme réponse</translation>
    </message>
    <message>
        <source>Use “%1” as the Wrong Token</source>
        <translation>Utiliser “%1” comme mauvais token</translation>
    </message>
</context>
<context>
    <name>attn::NotesBar</name>
    <message>
        <source>Edit…</source>
        <translation>Modifier…</translation>
    </message>
    <message>
        <source>Change what this session&apos;s note says (kept in the session file)</source>
        <translation>Modifier la note de cette session (conservée dans le fichier de session)</translation>
    </message>
    <message>
        <source>Put the note away until another session is opened (Edit ▸ Notes… brings it back)</source>
        <translation>Ranger la note jusqu&apos;à l&apos;ouverture d&apos;une autre session (Édition ▸ Notes… la ramène)</translation>
    </message>
    <message>
        <source>Before your edits: %1</source>
        <translation>Avant vos modifications&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1

(Written for the session as loaded; undo your edits to see it current again.)</source>
        <translation>%1

(Écrite pour la session telle qu&apos;elle a été chargée&#xa0;; annulez vos modifications pour qu&apos;elle corresponde de nouveau.)</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>What this session shows, in a sentence or two (saved with it):</source>
        <translation>Ce que montre cette session, en une ou deux phrases (enregistré avec elle)&#xa0;:</translation>
    </message>
</context>
<context>
    <name>attn::OpenModelDialog</name>
    <message>
        <source>A sentence (the model&apos;s own tokenizer splits it)</source>
        <translation>Une phrase (découpée par le tokeniseur du modèle)</translation>
    </message>
    <message>
        <source>Token ids, separated by commas</source>
        <translation>Des identifiants de tokens, séparés par des virgules</translation>
    </message>
    <message>
        <source>Open Model</source>
        <translation>Ouvrir un modèle</translation>
    </message>
    <message>
        <source>A folder with config.json, model.safetensors, vocab.json and merges.txt</source>
        <translation>Un dossier contenant config.json, model.safetensors, vocab.json et merges.txt</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Parcourir…</translation>
    </message>
    <message>
        <source>&amp;Open and Run</source>
        <translation>&amp;Ouvrir et exécuter</translation>
    </message>
    <message>
        <source>Model &amp;folder:</source>
        <translation>&amp;Dossier du modèle&#xa0;:</translation>
    </message>
    <message>
        <source>Not installed: share/attention-lab/models/%1 is missing</source>
        <translation>Non installé&#xa0;: share/attention-lab/models/%1 est absent</translation>
    </message>
    <message>
        <source>A small constructed GPT-2 whose heads are known, with a repeated sentence to run it on (%1)</source>
        <translation>Un petit GPT-2 construit à la main, dont les têtes sont connues, avec une phrase répétée sur laquelle l&apos;exécuter (%1)</translation>
    </message>
    <message>
        <source>Built-in:</source>
        <translation>Intégrés&#xa0;:</translation>
    </message>
    <message>
        <source>Run it on:</source>
        <translation>L&apos;exécuter sur&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Text:</source>
        <translation>&amp;Texte&#xa0;:</translation>
    </message>
    <message>
        <source>Model Folder</source>
        <translation>Dossier du modèle</translation>
    </message>
    <message>
        <source>Token ids: &quot;%1&quot; is not a whole number ≥ 0 (give ids as 464, 7850, 3331).</source>
        <translation>Identifiants de tokens&#xa0;: «&#xa0;%1&#xa0;» n&apos;est pas un nombre entier ≥ 0 (donnez les identifiants sous la forme 464, 7850, 3331).</translation>
    </message>
    <message>
        <source>Token ids: none given (give ids as 464, 7850, 3331).</source>
        <translation>Identifiants de tokens&#xa0;: aucun n&apos;est donné (donnez les identifiants sous la forme 464, 7850, 3331).</translation>
    </message>
    <message>
        <source>Choose the model&apos;s folder.</source>
        <translation>Choisissez le dossier du modèle.</translation>
    </message>
    <message>
        <source>Type a sentence to run the model on.</source>
        <translation>Tapez une phrase sur laquelle exécuter le modèle.</translation>
    </message>
    <message>
        <source>A model in the Hugging Face layout (GPT-2 small … XL, DistilGPT-2; Llama, Mistral, Qwen 2 and 3, Gemma 2 and 3, GPT-OSS, DeepSeek V2 and V3, BLOOM), read from disk: nothing is downloaded. Every layer and head is computed on your text.</source>
        <translation>Un modèle au format Hugging Face (GPT-2 small … XL, DistilGPT-2&#xa0;; Llama, Mistral, Qwen 2 et 3, Gemma 2 et 3, GPT-OSS, DeepSeek V2 et V3, BLOOM), lu depuis le disque&#xa0;: rien n&apos;est téléchargé. Chaque couche et chaque tête est calculée sur votre texte.</translation>
    </message>
    <message>
        <source>Induction (built-in example)</source>
        <translation>Induction (exemple intégré)</translation>
    </message>
</context>
<context>
    <name>attn::PatchingPage</name>
    <message>
        <source>Compare With…</source>
        <translation>Comparer avec…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>A second text of as many tokens (yours with the names swapped, say): which layers, positions and heads carry the answer</source>
        <translation>Un second texte d&apos;autant de tokens (le vôtre avec les noms échangés, par exemple)&#xa0;: quelles couches, positions et têtes portent la réponse</translation>
    </message>
    <message>
        <source>Patching %p%</source>
        <translation>Patching %p%</translation>
    </message>
    <message>
        <source>Stop patching: the grids shown stay as they were</source>
        <translation>Arrêter le patching&#xa0;: les grilles affichées restent telles quelles</translation>
    </message>
    <message>
        <source>Patching against “%1”…</source>
        <translation>Patching face à «&#xa0;%1&#xa0;»…</translation>
    </message>
    <message>
        <source>Which layers, positions and heads carry the answer? Compare your text with a second one — the same sentence with the names swapped — and pick the answer and the wrong token.</source>
        <translation>Quelles couches, positions et têtes portent la réponse&#xa0;? Comparez votre texte à un second — la même phrase avec les noms échangés — et choisissez la réponse et le mauvais token.</translation>
    </message>
    <message>
        <source>Patching… the grids come when every run is done</source>
        <translation>Patching… les grilles arrivent quand toutes les exécutions sont terminées</translation>
    </message>
    <message>
        <source>Compare With… a second text to see where the answer is carried</source>
        <translation>Comparer avec… un second texte pour voir où la réponse est portée</translation>
    </message>
    <message>
        <source>Against “%1”: logit %2 − logit %3 is %4 on your text, %5 on it · %6 runs of the model as opened</source>
        <translation>Face à «&#xa0;%1&#xa0;»&#xa0;: logit %2 − logit %3 vaut %4 sur votre texte, %5 sur celui-ci · %6 exécutions du modèle tel qu&apos;ouvert</translation>
    </message>
    <message>
        <source>Both texts give %1 the same lead over %2: nothing to restore. Pick an answer and a wrong token the two texts rank differently.</source>
        <translation>Les deux textes donnent à %1 la même avance sur %2&#xa0;: rien à restaurer. Choisissez une réponse et un mauvais token que les deux textes classent différemment.</translation>
    </message>
    <message>
        <source>Patching against “%1”… (the grids shown are of the text before)</source>
        <translation>Patching face à «&#xa0;%1&#xa0;»… (les grilles affichées sont celles du texte précédent)</translation>
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
            <numerusform>%n tête</numerusform>
            <numerusform>%n têtes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>attn::PracticeDialog</name>
    <message>
        <source>&amp;Check</source>
        <translation>&amp;Vérifier</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <source>Practise the Lesson&apos;s Numbers</source>
        <translation>S&apos;exercer sur les nombres de la leçon</translation>
    </message>
    <message>
        <source>Exercises</source>
        <translation>Exercices</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>Votre réponse</translation>
    </message>
    <message>
        <source>numbers separated by spaces; rows by ;</source>
        <translation>nombres séparés par des espaces&#xa0;; lignes par&#xa0;;</translation>
    </message>
    <message>
        <source>Type the numbers with a dot or your language&apos;s decimal separator, separated by spaces; a list of rows (a matrix) row after row, separated by ;</source>
        <translation>Tapez les nombres avec un point ou le séparateur décimal de votre langue, séparés par des espaces&#xa0;; une liste de lignes (une matrice) ligne après ligne, séparées par&#xa0;;</translation>
    </message>
    <message>
        <source>&amp;Glossary</source>
        <translation>&amp;Glossaire</translation>
    </message>
    <message>
        <source>&amp;Open Answers…</source>
        <translation>&amp;Ouvrir des réponses…</translation>
    </message>
    <message>
        <source>&amp;Save Answers…</source>
        <translation>&amp;Enregistrer les réponses…</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>Glossaire</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>non vérifiée</translation>
    </message>
    <message>
        <source>right</source>
        <translation>juste</translation>
    </message>
    <message>
        <source>not yet right</source>
        <translation>pas encore juste</translation>
    </message>
    <message>
        <source>This session makes q, k and v from DeepSeek&apos;s latents (mla): the lesson&apos;s exercises work W_Q, W_K and W_V out by hand.</source>
        <translation>Cette session fabrique q, k et v à partir des latents de DeepSeek (mla)&#xa0;: les exercices de la leçon calculent W_Q, W_K et W_V à la main.</translation>
    </message>
    <message>
        <source>This session&apos;s lesson asks for no numbers to work out.</source>
        <translation>La leçon de cette session ne demande aucun nombre à calculer.</translation>
    </message>
    <message>
        <source>%1 of %2 right · query %3, head %4</source>
        <translation>%1 sur %2 justes · requête %3, tête %4</translation>
    </message>
    <message>
        <source>Step: %1 · %2</source>
        <translation>Étape&#xa0;: %1 · %2</translation>
    </message>
    <message>
        <source>✓ Right.</source>
        <translation>✓ Juste.</translation>
    </message>
    <message>
        <source>✗ Not yet: %1</source>
        <translation>✗ Pas encore&#xa0;: %1</translation>
    </message>
    <message>
        <source>&amp;Hint %1 of %2</source>
        <translation>&amp;Indice %1 sur %2</translation>
    </message>
    <message>
        <source>No more hints</source>
        <translation>Plus d&apos;indice</translation>
    </message>
    <message>
        <source>it does not have the answer&apos;s shape</source>
        <translation>elle n&apos;a pas la forme de la réponse</translation>
    </message>
    <message>
        <source>%1 rows of %2 numbers are asked, the rows separated by ;</source>
        <translation>%1 lignes de %2 nombres sont demandées, séparées par&#xa0;;</translation>
    </message>
    <message numerus="yes">
        <source>%n number(s) are asked</source>
        <translation>
            <numerusform>%n nombre est demandé</numerusform>
            <numerusform>%n nombres sont demandés</numerusform>
        </translation>
    </message>
    <message>
        <source>row %1 (%2 %3), column %4 is the first that is off (%5 rows of %6 numbers are asked)</source>
        <translation>ligne %1 (%2 %3), la colonne %4 est la première qui est fausse (%5 lignes de %6 nombres sont demandées)</translation>
    </message>
    <message>
        <source>key</source>
        <translation>clé</translation>
    </message>
    <message>
        <source>token</source>
        <translation>token</translation>
    </message>
    <message>
        <source>row %1 (%2 %3), number %4 is the first that is off (%5 rows of %6 numbers are asked)</source>
        <translation>ligne %1 (%2 %3), le nombre %4 est le premier qui est faux (%5 lignes de %6 nombres sont demandées)</translation>
    </message>
    <message>
        <source>number %1 (key %2) is the first that is off (%3 asked)</source>
        <translation>le nombre %1 (clé %2) est le premier qui est faux (%3 demandés)</translation>
    </message>
    <message>
        <source>the number is off</source>
        <translation>le nombre est faux</translation>
    </message>
    <message>
        <source>number %1 is the first that is off (%2 asked)</source>
        <translation>le nombre %1 est le premier qui est faux (%2 demandés)</translation>
    </message>
    <message>
        <source>✗ %1</source>
        <translation>✗ %1</translation>
    </message>
    <message>
        <source>Hint %1: %2</source>
        <translation>Indice %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>“%1” is not a number</source>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un nombre</translation>
    </message>
    <message>
        <source>the rows have different lengths (%1 and %2 numbers)</source>
        <translation>les lignes ont des longueurs différentes (%1 et %2 nombres)</translation>
    </message>
    <message>
        <source>type the numbers first</source>
        <translation>tapez d&apos;abord les nombres</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Save Answers</source>
        <translation>Enregistrer les réponses</translation>
    </message>
    <message>
        <source>Answers (*.json)</source>
        <translation>Réponses (*.json)</translation>
    </message>
    <message>
        <source>Open Answers</source>
        <translation>Ouvrir des réponses</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) in the file are for exercises this session does not ask; left out.</source>
        <translation>
            <numerusform>%n réponse du fichier concerne un exercice que cette session ne pose pas&#xa0;; elle est ignorée.</numerusform>
            <numerusform>%n réponses du fichier concernent des exercices que cette session ne pose pas&#xa0;; elles sont ignorées.</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;dl&gt;&lt;dt&gt;&lt;b&gt;query&lt;/b&gt; (q)&lt;/dt&gt;&lt;dd&gt;what a token is looking for: its row of Q = X·W_Q&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;key&lt;/b&gt; (k)&lt;/dt&gt;&lt;dd&gt;what a token offers to be found by: its row of K = X·W_K&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;value&lt;/b&gt; (v)&lt;/dt&gt;&lt;dd&gt;what a token passes on when attended to: its row of V = X·W_V&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;score&lt;/b&gt;&lt;/dt&gt;&lt;dd&gt;q·k, how well a query and a key line up&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;d_k&lt;/b&gt;&lt;/dt&gt;&lt;dd&gt;the width of a head&apos;s queries and keys; scores are multiplied by 1/√d_k&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;logit&lt;/b&gt;&lt;/dt&gt;&lt;dd&gt;a score after the scale (and any stage after it), what the softmax takes&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;softmax&lt;/b&gt;&lt;/dt&gt;&lt;dd&gt;e^x of each logit divided by their sum: weights that are positive and add up to 1&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;weight&lt;/b&gt;&lt;/dt&gt;&lt;dd&gt;how much of a key&apos;s value a query takes&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;mask&lt;/b&gt;&lt;/dt&gt;&lt;dd&gt;keys a query may not see: their logit is −∞ before the softmax, so their weight is 0&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;head&lt;/b&gt;&lt;/dt&gt;&lt;dd&gt;one attention of its own, on its own columns of Q, K and V&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;output&lt;/b&gt;&lt;/dt&gt;&lt;dd&gt;Σ weight·v over the keys; the heads&apos; outputs side by side, times W_O&lt;/dd&gt;&lt;/dl&gt;</source>
        <translation>&lt;dl&gt;&lt;dt&gt;&lt;b&gt;requête&lt;/b&gt; (q)&lt;/dt&gt;&lt;dd&gt;ce qu&apos;un token cherche&#xa0;: sa ligne de Q = X·W_Q&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;clé&lt;/b&gt; (k)&lt;/dt&gt;&lt;dd&gt;ce qu&apos;un token offre pour être trouvé&#xa0;: sa ligne de K = X·W_K&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;valeur&lt;/b&gt; (v)&lt;/dt&gt;&lt;dd&gt;ce qu&apos;un token transmet quand on lui porte attention&#xa0;: sa ligne de V = X·W_V&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;score&lt;/b&gt;&lt;/dt&gt;&lt;dd&gt;q·k, à quel point une requête et une clé s&apos;accordent&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;d_k&lt;/b&gt;&lt;/dt&gt;&lt;dd&gt;la largeur des requêtes et des clés d&apos;une tête&#xa0;; les scores sont multipliés par 1/√d_k&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;logit&lt;/b&gt;&lt;/dt&gt;&lt;dd&gt;un score après l&apos;échelle (et après tout étage qui la suit), ce que prend la softmax&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;softmax&lt;/b&gt;&lt;/dt&gt;&lt;dd&gt;e^x de chaque logit divisé par leur somme&#xa0;: des poids positifs dont la somme vaut 1&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;poids&lt;/b&gt;&lt;/dt&gt;&lt;dd&gt;la part de la valeur d&apos;une clé que prend une requête&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;masque&lt;/b&gt;&lt;/dt&gt;&lt;dd&gt;les clés qu&apos;une requête ne doit pas voir&#xa0;: leur logit vaut −∞ avant la softmax, donc leur poids vaut 0&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;tête&lt;/b&gt;&lt;/dt&gt;&lt;dd&gt;une attention à part entière, sur ses propres colonnes de Q, K et V&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;sortie&lt;/b&gt;&lt;/dt&gt;&lt;dd&gt;Σ poids·v sur les clés&#xa0;; les sorties des têtes mises côte à côte, multipliées par W_O&lt;/dd&gt;&lt;/dl&gt;</translation>
    </message>
</context>
<context>
    <name>attn::PresentationWindow</name>
    <message>
        <source>Attention Lab — presentation</source>
        <translation>Attention Lab — présentation</translation>
    </message>
</context>
<context>
    <name>attn::PresenterView</name>
    <message>
        <source>Attention Lab — presenter view</source>
        <translation>Attention Lab — vue présentateur</translation>
    </message>
    <message>
        <source>Now — %1 / %2: %3</source>
        <translation>Maintenant — %1 / %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>No answers held back on this step.</source>
        <translation>Aucune réponse cachée à cette étape.</translation>
    </message>
    <message>
        <source>Answers (● revealed):
</source>
        <translation>Réponses (● = dévoilée)&#xa0;:
</translation>
    </message>
    <message>
        <source>Next — %1</source>
        <translation>Ensuite — %1</translation>
    </message>
    <message>
        <source>Last step</source>
        <translation>Dernière étape</translation>
    </message>
    <message>
        <source>%1    elapsed %2:%3</source>
        <translation>%1    écoulé %2:%3</translation>
    </message>
</context>
<context>
    <name>attn::Recompute</name>
    <message>
        <source>not enough memory to compute a session of %1 tokens; the maps and the breakdown keep what they showed, the tables stay empty, until an edit makes it fit</source>
        <translation>pas assez de mémoire pour calculer une session de %1 tokens&#xa0;; les cartes et la décomposition gardent ce qu&apos;elles montraient et les tableaux restent vides, jusqu&apos;à ce qu&apos;une modification la fasse tenir en mémoire</translation>
    </message>
    <message>
        <source>not enough memory to compute a session of %1 tokens; the views show the previous result</source>
        <translation>pas assez de mémoire pour calculer une session de %1 tokens&#xa0;; les vues montrent le résultat précédent</translation>
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
        <translation>Rollout de l&apos;attention (Abnar &amp; Zuidema, 2020)&#xa0;: les têtes de chaque couche moyennées, une moitié gardée pour le chemin résiduel, le tout multiplié de couche en couche — d&apos;où l&apos;information de chaque token a pu venir. Une image de l&apos;attention, pas de ce que le modèle calcule avec elle.</translation>
    </message>
    <message>
        <source>working out the rollout of this run…</source>
        <translation>calcul du rollout de cette exécution…</translation>
    </message>
    <message>
        <source>of the run before the last change</source>
        <translation>de l&apos;exécution d&apos;avant la dernière modification</translation>
    </message>
</context>
<context>
    <name>attn::RopeDialog</name>
    <message>
        <source>RoPE: Score by Distance</source>
        <translation>RoPE&#xa0;: score selon la distance</translation>
    </message>
    <message>
        <source>Against the &amp;key of</source>
        <translation>Face à la &amp;clé de</translation>
    </message>
    <message>
        <source>Whose key content the selected query is scored against, moved to every distance</source>
        <translation>Le token dont le contenu de clé sert à calculer le score de la requête sélectionnée, déplacé à toutes les distances</translation>
    </message>
    <message>
        <source>Select a query in a heatmap; right-click the curve to export it.</source>
        <translation>Sélectionnez une requête dans une carte de chaleur&#xa0;; faites un clic droit sur la courbe pour l&apos;exporter.</translation>
    </message>
    <message>
        <source>token %1 “%2”</source>
        <translation>token %1 “%2”</translation>
    </message>
</context>
<context>
    <name>attn::ScoreRuleBar</name>
    <message>
        <source>S&amp;tages</source>
        <translation>É&amp;tages</translation>
    </message>
    <message>
        <source>&amp;ALiBi</source>
        <translation>&amp;ALiBi</translation>
    </message>
    <message>
        <source>ALiBi (BLOOM): head h&apos;s logits get −m_h·|i − j|, a penalty that grows with the distance between query i and key j. Each head has its own slope m_h.</source>
        <translation>ALiBi (BLOOM)&#xa0;: les logits de la tête h reçoivent −m_h·|i − j|, une pénalité qui croît avec la distance entre la requête i et la clé j. Chaque tête a sa propre pente m_h.</translation>
    </message>
    <message>
        <source>Soft-&amp;cap</source>
        <translation>Soft-&amp;cap</translation>
    </message>
    <message>
        <source>Soft-capping (Gemma 2): every logit x becomes c·tanh(x / c), before the mask, so none goes beyond ±c.</source>
        <translation>Soft-capping (Gemma 2)&#xa0;: chaque logit x devient c·tanh(x / c), avant le masque, si bien qu&apos;aucun ne dépasse ±c.</translation>
    </message>
    <message>
        <source>Soft-cap c</source>
        <translation>Soft-cap c</translation>
    </message>
    <message>
        <source>The cap c: logits stay within (−c, c).</source>
        <translation>Le plafond c&#xa0;: les logits restent dans (−c, c).</translation>
    </message>
    <message>
        <source>S&amp;inks</source>
        <translation>P&amp;uits</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Attention sinks (GPT-OSS): one logit a head, e.g. &quot;0.5, -1&quot;. Each joins its head&apos;s softmax, takes weight and gives no value, so a row&apos;s weights sum to less than 1. Empty: no sinks. Enter applies.</source>
        <translation>Puits d&apos;attention (GPT-OSS)&#xa0;: un logit par tête, par exemple «&#xa0;0.5, -1&#xa0;». Chacun entre dans la softmax de sa tête, prend du poids et ne donne aucune valeur, si bien que les poids d&apos;une ligne ont une somme inférieure à 1. Vide&#xa0;: pas de puits. Enter applique.</translation>
    </message>
    <message>
        <source>Turn ALiBi on</source>
        <translation>Activer ALiBi</translation>
    </message>
    <message>
        <source>Turn ALiBi off</source>
        <translation>Désactiver ALiBi</translation>
    </message>
    <message>
        <source>Soft-cap the logits at %1</source>
        <translation>Soft-cap des logits à %1</translation>
    </message>
    <message>
        <source>Remove the soft-cap</source>
        <translation>Retirer le soft-cap</translation>
    </message>
    <message>
        <source>sinks: “%1” is not a number</source>
        <translation>puits&#xa0;: «&#xa0;%1&#xa0;» n&apos;est pas un nombre</translation>
    </message>
    <message>
        <source>Remove the sinks</source>
        <translation>Retirer les puits</translation>
    </message>
    <message>
        <source>Set the sinks to %1</source>
        <translation>Mettre les puits à %1</translation>
    </message>
    <message>
        <source>ALiBi</source>
        <translation>ALiBi</translation>
    </message>
    <message>
        <source>soft-cap %1</source>
        <translation>soft-cap %1</translation>
    </message>
    <message>
        <source>sinks</source>
        <translation>puits</translation>
    </message>
    <message>
        <source>Stages of the score rule after the scale: ALiBi, a soft-cap, sinks. None is on.</source>
        <translation>Étages de la règle de score après l&apos;échelle&#xa0;: ALiBi, un soft-cap, des puits. Aucun n&apos;est activé.</translation>
    </message>
    <message>
        <source>Stages on: %1.</source>
        <translation>Étages activés&#xa0;: %1.</translation>
    </message>
</context>
<context>
    <name>attn::SessionShapeBar</name>
    <message>
        <source>Scale value</source>
        <translation>Valeur de l&apos;échelle</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>Échelle</translation>
    </message>
    <message>
        <source>Width of each embedding; W_Q, W_K, W_V and W_O are d_model × d_model. Existing values are kept.</source>
        <translation>Largeur de chaque plongement&#xa0;; W_Q, W_K, W_V et W_O sont de taille d_model × d_model. Les valeurs existantes sont conservées.</translation>
    </message>
    <message>
        <source>1/√d_k</source>
        <translation>1/√d_k</translation>
    </message>
    <message>
        <source>none (× 1)</source>
        <translation>aucune (× 1)</translation>
    </message>
    <message>
        <source>custom</source>
        <translation>personnalisée</translation>
    </message>
    <message>
        <source>Scores are multiplied by this before the softmax.</source>
        <translation>Les scores sont multipliés par ce facteur avant la softmax.</translation>
    </message>
    <message>
        <source>The factor the scores are multiplied by.</source>
        <translation>Le facteur par lequel les scores sont multipliés.</translation>
    </message>
    <message>
        <source>Drag to sharpen (right) or flatten (left) every softmax: a temperature.</source>
        <translation>Faites glisser pour accentuer (à droite) ou aplatir (à gauche) chaque softmax&#xa0;: une température.</translation>
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
        <translation>&amp;Têtes</translation>
    </message>
    <message>
        <source>&amp;Scale</source>
        <translation>&amp;Échelle</translation>
    </message>
    <message>
        <source>Number of heads: only divisors of d_model. Each head gets d_k = d_model / heads columns.</source>
        <translation>Nombre de têtes&#xa0;: uniquement des diviseurs de d_model. Chaque tête reçoit d_k = d_model / têtes colonnes.</translation>
    </message>
    <message>
        <source>This session fixes its heads in its matrices: W_Q has %1 heads × head_dim %2 columns, W_K and W_V %3 key/value heads × %2 (heads that share one: grouped-query attention).</source>
        <translation>Cette session fixe ses têtes dans ses matrices&#xa0;: W_Q a %1 têtes × head_dim %2 colonnes, W_K et W_V %3 têtes clé/valeur × %2 (des têtes qui en partagent une&#xa0;: attention à requêtes groupées).</translation>
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
        <translation>Têtes&#xa0;:</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>Save the heads shown as one PNG, SVG or PDF, or copy them as a picture</source>
        <translation>Enregistrer les têtes affichées dans un seul PNG, SVG ou PDF, ou les copier comme image</translation>
    </message>
    <message>
        <source>Up to %1 heads, one colour scale (every weight 0 … 1). Click a map to explain that row.</source>
        <translation>Jusqu&apos;à %1 têtes, une seule échelle de couleurs (chaque poids de 0 … 1). Cliquez sur une carte pour expliquer cette ligne.</translation>
    </message>
    <message>
        <source>Side by side shows up to %1 tokens; this session has %2. The head strip under the heatmap shows every head of it.</source>
        <translation>La vue côte à côte montre jusqu&apos;à %1 tokens&#xa0;; cette session en a %2. La bande des têtes sous la carte de chaleur montre toutes ses têtes.</translation>
    </message>
</context>
<context>
    <name>attn::StepCanvas</name>
    <message>
        <source>Lesson step %1 of %2: %3</source>
        <translation>Leçon, étape %1 sur %2&#xa0;: %3</translation>
    </message>
</context>
<context>
    <name>attn::TrainModelWindow</name>
    <message>
        <source>Train a Model — Attention Lab</source>
        <translation>Entraîner un modèle — Attention Lab</translation>
    </message>
    <message>
        <source>Every layer and head on a held-out repeated sequence</source>
        <translation>Chaque couche et chaque tête sur une séquence répétée de validation</translation>
    </message>
    <message>
        <source>Switch All Heads Back On</source>
        <translation>Réactiver toutes les têtes</translation>
    </message>
    <message>
        <source>Train a Model</source>
        <translation>Entraîner un modèle</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Train step after step; press again to pause</source>
        <translation>Entraîner étape après étape&#xa0;; appuyer à nouveau pour mettre en pause</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Étape</translation>
    </message>
    <message>
        <source>One step of training, then paused</source>
        <translation>Une étape d&apos;entraînement, puis pause</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>End this run: what it trained stays to be looked at and saved; the next Play starts a new one with the seed and size then set</source>
        <translation>Terminer cet entraînement&#xa0;: ce qu&apos;il a appris reste là pour être examiné et enregistré&#xa0;; le prochain Lancer en commence un nouveau avec la graine et la taille choisies à ce moment-là</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Vitesse</translation>
    </message>
    <message>
        <source>As fast as it goes</source>
        <translation>Aussi vite que possible</translation>
    </message>
    <message>
        <source>%1 steps/s</source>
        <translation>%1 étapes/s</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Graine</translation>
    </message>
    <message>
        <source>The seed of the model&apos;s first weights and of its training data (train-model --seed)</source>
        <translation>La graine des poids initiaux du modèle et de ses données d&apos;entraînement (train-model --seed)</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Couches</translation>
    </message>
    <message>
        <source>Layers of attention (an induction head needs two)</source>
        <translation>Couches d&apos;attention (une tête d&apos;induction en demande deux)</translation>
    </message>
    <message>
        <source>Heads</source>
        <translation>Têtes</translation>
    </message>
    <message>
        <source>Heads in every layer</source>
        <translation>Têtes par couche</translation>
    </message>
    <message>
        <source>d_model</source>
        <translation>d_model</translation>
    </message>
    <message>
        <source>The width of the residual stream; each head gets d_model / heads</source>
        <translation>La largeur du flux résiduel&#xa0;; chaque tête reçoit d_model / têtes</translation>
    </message>
    <message>
        <source>Checkpoint every</source>
        <translation>Point de contrôle toutes les</translation>
    </message>
    <message>
        <source>Steps between the checkpoints kept in memory (the scrubber&apos;s stops)</source>
        <translation>Étapes entre les points de contrôle gardés en mémoire (les crans du curseur)</translation>
    </message>
    <message>
        <source>Checkpoint</source>
        <translation>Point de contrôle</translation>
    </message>
    <message>
        <source>Checkpoint shown</source>
        <translation>Point de contrôle affiché</translation>
    </message>
    <message>
        <source>Go back to any checkpoint: the grid and the workbench show the model as it was then; at the right end, the newest step</source>
        <translation>Revenir à n&apos;importe quel point de contrôle&#xa0;: la grille et le banc d&apos;essai montrent le modèle tel qu&apos;il était alors&#xa0;; tout à droite, l&apos;étape la plus récente</translation>
    </message>
    <message>
        <source>step 000000 of 000000 (newest)</source>
        <translation>étape 000000 sur 000000 (la plus récente)</translation>
    </message>
    <message>
        <source>Open in Model Workbench</source>
        <translation>Ouvrir dans le banc d&apos;essai</translation>
    </message>
    <message>
        <source>The model shown, in the main window&apos;s workbench: head scores, switching heads off, the next token</source>
        <translation>Le modèle affiché, dans le banc d&apos;essai de la fenêtre principale&#xa0;: scores des têtes, désactivation de têtes, token suivant</translation>
    </message>
    <message>
        <source>Save Model…</source>
        <translation>Enregistrer le modèle…</translation>
    </message>
    <message>
        <source>The model shown as a GPT-2 folder, as train-model writes it (Python&apos;s transformers opens it too)</source>
        <translation>Le modèle affiché sous forme de dossier GPT-2, tel que l&apos;écrit train-model (la bibliothèque Python transformers l&apos;ouvre aussi)</translation>
    </message>
    <message>
        <source>Save Curves (CSV)…</source>
        <translation>Enregistrer les courbes (CSV)…</translation>
    </message>
    <message>
        <source>Start a new run?</source>
        <translation>Commencer un nouvel entraînement&#xa0;?</translation>
    </message>
    <message>
        <source>The model trained for %1 steps is not saved. A new run starts from random weights: save this one first?</source>
        <translation>Le modèle entraîné pendant %1 étapes n&apos;est pas enregistré. Un nouvel entraînement repart de poids aléatoires&#xa0;: enregistrer celui-ci d&apos;abord&#xa0;?</translation>
    </message>
    <message>
        <source>The trained model is not saved</source>
        <translation>Le modèle entraîné n&apos;est pas enregistré</translation>
    </message>
    <message>
        <source>The model trained for %1 steps is not saved, and closing lets it go. Save it first?</source>
        <translation>Le modèle entraîné pendant %1 étapes n&apos;est pas enregistré, et la fermeture le fera perdre. L&apos;enregistrer d&apos;abord&#xa0;?</translation>
    </message>
    <message>
        <source>Save the Trained Model</source>
        <translation>Enregistrer le modèle entraîné</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Stop the run to change this: a new run starts from step 0</source>
        <translation>Arrêtez l&apos;entraînement pour changer ceci&#xa0;: un nouvel entraînement repart de l&apos;étape 0</translation>
    </message>
    <message>
        <source>Press Stop, then Play for a new run.</source>
        <translation>Appuyez sur Arrêter, puis sur Lancer pour un nouvel entraînement.</translation>
    </message>
    <message>
        <source>A %1 model with random weights. Press Play: the loss steps down when a previous-token head and an induction head form.</source>
        <translation>Un modèle (%1) aux poids aléatoires. Appuyez sur Lancer&#xa0;: la perte descend d&apos;un palier quand une tête du token précédent et une tête d&apos;induction se forment.</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>Étape %1</translation>
    </message>
    <message>
        <source> · batch loss %1</source>
        <translation> · perte du lot %1</translation>
    </message>
    <message>
        <source> · repeated half %1%2</source>
        <translation> · moitié répétée %1%2</translation>
    </message>
    <message>
        <source> (at step %1)</source>
        <translation> (à l&apos;étape %1)</translation>
    </message>
    <message>
        <source> · %1 steps/s</source>
        <translation> · %1 étapes/s</translation>
    </message>
    <message>
        <source> · stopped</source>
        <translation> · arrêté</translation>
    </message>
    <message>
        <source> · not the lesson&apos;s run (seed 1, the default sizes): Stop, then Train It Live again</source>
        <translation> · pas l&apos;entraînement de la leçon (graine 1, tailles par défaut)&#xa0;: Arrêter, puis de nouveau L&apos;entraîner en direct</translation>
    </message>
    <message>
        <source>The model at step %1 on a held-out sequence (its letters twice), badges: induction score. </source>
        <translation>Le modèle à l&apos;étape %1 sur une séquence de validation (ses lettres deux fois), pastilles&#xa0;: score d&apos;induction. </translation>
    </message>
    <message>
        <source>Right-click a head (or Ctrl+click) to switch it off in the evaluation; training goes on with the whole model.</source>
        <translation>Clic droit sur une tête (ou Ctrl+clic) pour la désactiver dans l&apos;évaluation&#xa0;; l&apos;entraînement continue avec le modèle entier.</translation>
    </message>
    <message>
        <source>Switched off in the evaluation: %1.</source>
        <translation>Désactivées dans l&apos;évaluation&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Shown large: %1, the head clicked (click it again to follow the best induction head).</source>
        <translation>En grand&#xa0;: %1, la tête cliquée (cliquez à nouveau dessus pour suivre la meilleure tête d&apos;induction).</translation>
    </message>
    <message>
        <source>Shown large: %1, the induction head (it rose at step %2): each letter of the second copy looks at the letter after its first occurrence.</source>
        <translation>En grand&#xa0;: %1, la tête d&apos;induction (apparue à l&apos;étape %2)&#xa0;: chaque lettre de la seconde copie regarde la lettre qui suit sa première occurrence.</translation>
    </message>
    <message>
        <source>Shown large: %1, the best induction score so far; no induction head has formed yet (the stripe it would draw across the second copy&apos;s rows is still faint).</source>
        <translation>En grand&#xa0;: %1, le meilleur score d&apos;induction jusqu&apos;ici&#xa0;; aucune tête d&apos;induction ne s&apos;est encore formée (la bande qu&apos;elle tracerait sur les lignes de la seconde copie est encore pâle).</translation>
    </message>
    <message>
        <source>Click a head to show it large.</source>
        <translation>Cliquez sur une tête pour l&apos;afficher en grand.</translation>
    </message>
    <message>
        <source>step %1 (newest)</source>
        <translation>étape %1 (la plus récente)</translation>
    </message>
    <message>
        <source>step %1 of %2</source>
        <translation>étape %1 sur %2</translation>
    </message>
</context>
<context>
    <name>attn::TrainPanel</name>
    <message>
        <source>Race: Scaled</source>
        <translation>Course&#xa0;: avec échelle</translation>
    </message>
    <message>
        <source>Race: Unscaled</source>
        <translation>Course&#xa0;: sans échelle</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <source>Gradient</source>
        <translation>Gradient</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Lancer</translation>
    </message>
    <message>
        <source>Train step after step at the speed below; press again to pause</source>
        <translation>Entraîner étape après étape à la vitesse ci-dessous&#xa0;; appuyer à nouveau pour mettre en pause</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Étape</translation>
    </message>
    <message>
        <source>One gradient step: every parameter chosen moves against its gradient once</source>
        <translation>Une étape de gradient&#xa0;: chaque paramètre choisi se déplace une fois à l&apos;opposé de son gradient</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Réinitialiser</translation>
    </message>
    <message>
        <source>Back to the weights before this run (one undo step)</source>
        <translation>Revenir aux poids d&apos;avant cet entraînement (annulable en une fois)</translation>
    </message>
    <message>
        <source>Race: scaled vs unscaled</source>
        <translation>Course&#xa0;: avec ou sans échelle</translation>
    </message>
    <message>
        <source>The same task twice, scores divided by √d_k and not: watch saturation stop the unscaled one from learning (the session is not changed)</source>
        <translation>La même tâche deux fois, scores divisés par √d_k ou non&#xa0;: voyez la saturation empêcher l&apos;entraînement sans échelle d&apos;apprendre (la session n&apos;est pas modifiée)</translation>
    </message>
    <message>
        <source>Train:</source>
        <translation>Entraîner&#xa0;:</translation>
    </message>
    <message>
        <source>b_Q, b_K, b_V, b_O (a bias the session lacks starts at 0)</source>
        <translation>b_Q, b_K, b_V, b_O (un biais absent de la session part de 0)</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimiseur</translation>
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
        <translation>SGD&#xa0;: chaque poids se déplace de −lr × son gradient. Adam&#xa0;: celui de PyTorch, avec ses réglages par défaut</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>Taux d&apos;apprentissage</translation>
    </message>
    <message>
        <source>Steps/s</source>
        <translation>Étapes/s</translation>
    </message>
    <message>
        <source>Steps per second</source>
        <translation>Étapes par seconde</translation>
    </message>
    <message>
        <source>Target = Output</source>
        <translation>Cible = sortie</translation>
    </message>
    <message>
        <source>The current output as the target; then change it to make a task</source>
        <translation>La sortie actuelle comme cible&#xa0;; modifiez-la ensuite pour créer une tâche</translation>
    </message>
    <message>
        <source>From a Session…</source>
        <translation>Depuis une session…</translation>
    </message>
    <message>
        <source>The output of another session with as many tokens and the same d_model</source>
        <translation>La sortie d&apos;une autre session ayant autant de tokens et le même d_model</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>No target: nothing to learn</source>
        <translation>Pas de cible&#xa0;: rien à apprendre</translation>
    </message>
    <message>
        <source>The output is still being computed: try again in a moment.</source>
        <translation>La sortie est encore en cours de calcul&#xa0;: réessayez dans un instant.</translation>
    </message>
    <message>
        <source>Target from a Session&apos;s Output</source>
        <translation>Cible depuis la sortie d&apos;une session</translation>
    </message>
    <message>
        <source>Sessions (*.json)</source>
        <translation>Sessions (*.json)</translation>
    </message>
    <message>
        <source>Remove the target</source>
        <translation>Retirer la cible</translation>
    </message>
    <message>
        <source>Gradient of</source>
        <translation>Gradient de</translation>
    </message>
    <message>
        <source>embeddings X</source>
        <translation>plongements X</translation>
    </message>
    <message>
        <source>colours: the sign of the gradient (a step moves each weight against it)</source>
        <translation>couleurs&#xa0;: le signe du gradient (une étape déplace chaque poids dans le sens opposé)</translation>
    </message>
    <message>
        <source>%1, its values</source>
        <translation>%1, ses valeurs</translation>
    </message>
    <message>
        <source>%1: what one step of −lr × it would change</source>
        <translation>%1&#xa0;: ce que changerait une étape de −lr × ce gradient</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Ready: press Step for one gradient step, or Play.</source>
        <translation>Prêt&#xa0;: appuyez sur Étape pour une étape de gradient, ou sur Lancer.</translation>
    </message>
    <message>
        <source>Race: the same task scaled by 1/√d_k and unscaled, with this panel&apos;s settings (%1, lr %2, training %3). Press Play.</source>
        <translation>Course&#xa0;: la même tâche avec l&apos;échelle 1/√d_k et sans échelle, avec les réglages de ce panneau (%1, lr %2, paramètres entraînés&#xa0;: %3). Appuyez sur Lancer.</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>Étape %1</translation>
    </message>
    <message>
        <source>Last run: 1 step</source>
        <translation>Dernier entraînement&#xa0;: 1 étape</translation>
    </message>
    <message>
        <source>Last run: %1 steps</source>
        <translation>Dernier entraînement&#xa0;: %1 étapes</translation>
    </message>
    <message>
        <source>%1: loss %2</source>
        <translation>%1&#xa0;: perte %2</translation>
    </message>
    <message>
        <source>loss %1 (from %2)</source>
        <translation>perte %1 (au départ&#xa0;: %2)</translation>
    </message>
    <message>
        <source>. The session has changed since (an edit, Undo or another file): Step or Play starts a new run from it.</source>
        <translation>. La session a changé depuis (une modification, Annuler ou un autre fichier)&#xa0;: Étape ou Lancer commence un nouvel entraînement à partir d&apos;elle.</translation>
    </message>
    <message>
        <source>. The settings have changed since: Step or Play starts a new run with them.</source>
        <translation>. Les réglages ont changé depuis&#xa0;: Étape ou Lancer commence un nouvel entraînement avec eux.</translation>
    </message>
    <message>
        <source>Loss · %1, lr %2</source>
        <translation>Perte · %1, lr %2</translation>
    </message>
    <message>
        <source>Race · %1</source>
        <translation>Course · %1</translation>
    </message>
    <message>
        <source>scaled ÷ √d_k: head 1</source>
        <translation>avec échelle ÷ √d_k&#xa0;: tête 1</translation>
    </message>
    <message>
        <source>unscaled: head 1</source>
        <translation>sans échelle&#xa0;: tête 1</translation>
    </message>
    <message>
        <source>biases</source>
        <translation>biais</translation>
    </message>
    <message>
        <source>embeddings</source>
        <translation>plongements</translation>
    </message>
</context>
<context>
    <name>attn::TrainingController</name>
    <message>
        <source>This session holds latent attention (mla), whose gradients are not built in this version: it cannot train. The Train panel works on sessions with W_Q, W_K and W_V.</source>
        <translation>Cette session contient de l&apos;attention latente (mla), dont les gradients ne sont pas implémentés dans cette version&#xa0;: elle ne peut pas s&apos;entraîner. Le panneau Entraînement fonctionne sur les sessions avec W_Q, W_K et W_V.</translation>
    </message>
    <message>
        <source>This session has no target, so there is nothing to learn: make one in the Target tab below (Target = Output, then change it), or open a learn-… preset.</source>
        <translation>Cette session n&apos;a pas de cible, il n&apos;y a donc rien à apprendre&#xa0;: créez-en une dans l&apos;onglet Cible ci-dessous (Cible = sortie, puis modifiez-la), ou ouvrez un exemple learn-… (Fichier ▸ Exemples).</translation>
    </message>
    <message>
        <source>The learning rate must be a positive number.</source>
        <translation>Le taux d&apos;apprentissage doit être un nombre positif.</translation>
    </message>
    <message>
        <source>Choose what to train: at least one of the matrices, the biases or the embeddings.</source>
        <translation>Choisissez ce qu&apos;il faut entraîner&#xa0;: au moins l&apos;une des matrices, les biais ou les plongements.</translation>
    </message>
    <message>
        <source>The scaled run</source>
        <translation>L&apos;entraînement avec échelle</translation>
    </message>
    <message>
        <source>The unscaled run</source>
        <translation>L&apos;entraînement sans échelle</translation>
    </message>
    <message>
        <source>The run</source>
        <translation>L&apos;entraînement</translation>
    </message>
    <message>
        <source>%1 diverged at step %2 (%3): try a smaller learning rate, then Reset.</source>
        <translation>%1 a divergé à l&apos;étape %2 (%3)&#xa0;: essayez un taux d&apos;apprentissage plus petit, puis Réinitialiser.</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n étape</numerusform>
            <numerusform>%n étapes</numerusform>
        </translation>
    </message>
    <message>
        <source>Train %1 (%2, lr %3)</source>
        <translation>Entraînement de %1 (%2, lr %3)</translation>
    </message>
    <message>
        <source>Reset the training</source>
        <translation>Réinitialiser l&apos;entraînement</translation>
    </message>
</context>
<context>
    <name>attn::TrainingCurvesWidget</name>
    <message>
        <source>Training curves</source>
        <translation>Courbes d&apos;entraînement</translation>
    </message>
    <message>
        <source>Export Curves as CSV…</source>
        <translation>Exporter les courbes en CSV…</translation>
    </message>
    <message>
        <source>Export Training Curves</source>
        <translation>Exporter les courbes d&apos;entraînement</translation>
    </message>
</context>
</TS>
