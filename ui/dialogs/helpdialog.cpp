// The Help pages: How to (F1) and Keyboard Shortcuts (helpdialog.h).
#include "helpdialog.h"

#include "render/lesson/lessonsteps.h"

#include <QAction>
#include <QDialog>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QKeySequence>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QSet>
#include <QTableWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace attn {

namespace {

    // "&Open…" → "Open…", "Tokens && X" → "Tokens & X".
    QString plainText(QString text)
    {
        text.replace(QLatin1String("&&"), QStringLiteral("\x01"));
        text.remove(QLatin1Char('&'));
        text.replace(QStringLiteral("\x01"), QStringLiteral("&"));
        return text;
    }

    QString keysOf(const QAction *a)
    {
        QStringList keys;
        for (const QKeySequence &k : a->shortcuts())
            if (!k.isEmpty())
                keys << k.toString(QKeySequence::NativeText);
        return keys.join(QStringLiteral(", "));
    }

    void walk(const QMenu *menu, const QString &where, QList<ShortcutEntry> &out, QSet<const QAction *> &seen)
    {
        for (QAction *a : menu->actions()) {
            if (a->isSeparator() || seen.contains(a))
                continue;
            seen.insert(a);
            if (const QMenu *sub = a->menu()) {
                walk(sub, where + QStringLiteral(" ▸ ") + plainText(sub->title()), out, seen);
                continue;
            }
            const QString keys = keysOf(a);
            if (!keys.isEmpty())
                out.push_back({ where, plainText(a->text()), keys });
        }
    }

    // One of each page per window: opened again, the one already open comes to the front.
    QDialog *single(QWidget *parent, const QString &name)
    {
        if (!parent)
            return nullptr;
        auto *d = parent->findChild<QDialog *>(name, Qt::FindDirectChildrenOnly);
        if (d) {
            d->show();
            d->raise();
            d->activateWindow();
        }
        return d;
    }

    QDialog *page(QWidget *parent, const QString &name, const QString &title)
    {
        auto *d = new QDialog(parent);
        d->setObjectName(name);
        d->setWindowTitle(title);
        d->setAttribute(Qt::WA_DeleteOnClose);
        d->setModal(false);
        return d;
    }

    // The panels, the tool bar and the lesson.
    QString howToPanelsAndLesson()
    {
        return QObject::
            tr("<h2>Attention Lab, for the classroom</h2>"
               "<p>Everything the lesson computes by hand is computed here in front of the class, and every "
               "number "
               "can be changed: the rest follows at once.</p>"

               "<h3>The panels</h3>"
               "<ul>"
               "<li><b>Inputs</b> (left, top): the tokens and their embeddings X, and the weight matrices "
               "W_Q, "
               "W_K, "
               "W_V and W_O. These are the numbers you type.</li>"
               "<li><b>Computed</b> (left, below): Q, K and V, the raw scores q·k, the logits (the scores "
               "through the score rule), the "
               "attention "
               "weights, each head's output, the concatenation and the output. The buttons above the table "
               "choose "
               "which; <i>Head</i> chooses the head.</li>"
               "<li><b>Heatmap</b> (middle): the weights of the selected head, one row per query, one column "
               "per "
               "key; "
               "every row sums to 1. <i>Show</i> switches to the raw scores or the logits, the average of "
               "the "
               "heads, or "
               "one "
               "of the common mistakes. With several heads, a strip shows all of them; click one to show it "
               "large.</li>"
               "<li><b>Breakdown</b> (right): the softmax of the selected query, step by step, with the same "
               "numbers "
               "as the lesson's slides.</li>"
               "<li><b>Lesson</b> (a tab beside the breakdown, Alt+4): the guided lesson, below.</li>"
               "<li><b>Model</b> (Alt+5): a real model's layers and heads, once one is opened.</li>"
               "<li>The <b>tool bar</b>: the files, Undo and Redo (Undo takes back the most recent change, "
               "wherever it was made — a number typed in a table, a head switched off in the model — and "
               "<i>Edit ▸ Undo</i> says which), <b>Present</b> (the lesson full screen), "
               "d_model, the number of heads and the scale. The <b>mask bar</b> under the heatmap holds the "
               "masks.</li>"
               "<li><b>Train</b> (Alt+6): gradient descent on this session, below.</li>"
               "<li><b>Alt+1 … Alt+6</b> put the inputs, the computed tables, the breakdown, the lesson, "
               "the model panel and the Train panel away, or bring one from behind another's tab to the "
               "front.</li>"
               "</ul>"

               "<h3>Give the lesson</h3>"
               "<ul>"
               "<li>The <b>Lesson</b> panel (Alt+4) walks <i>Attention, computed by hand</i> in %1 steps, "
               "each "
               "with this session's numbers: pick a step, <b>Reveal</b> shows the next answer; untick "
               "<i>Hold "
               "back the answers</i> to show them at once. Edit a number and every step follows.</li>"
               "<li>After the recap, <i>The block</i>: where attention sits in a transformer block, the "
               "residual add and LayerNorm of one row, and the MLP of that row, worked with a GPT-2 layer's "
               "own numbers. Open a model folder (<i>File ▸ Open Model…</i>) and choose <i>Edit Layer N in "
               "the Tables</i>: the layer brings its block. An edit of the tokens or embeddings leaves the "
               "block behind (the steps say so); Undo brings it back.</li>"
               "<li><b>Present</b> (tool bar, <i>View ▸ Present the Lesson</i>, F5, or <tt>attention-lab "
               "--present</tt>) shows it full screen, a step at a time. → PageDown Space or a click: the "
               "next "
               "held-back answer, then the next step; ← PageUp or a right click: the answer revealed last, "
               "then "
               "the step before; R / A reveal one / all; T types the class's answer to the next number, "
               "checked and revealed when right; G the step list; B blanks the screen; Esc leaves. "
               "<b>F1</b> (or ?) shows these keys on the slide.</li>"
               "<li>A clicker works from any window of the app while presenting: PageUp and PageDown always, "
               "← → and Space unless you are typing in a cell. With two screens the slides go to the "
               "projector "
               "and a presenter view (notes, the next step, a clock; P) stays on the laptop; S swaps "
               "them.</li>"
               "<li><i>File ▸ Export Lesson…</i> writes the slide deck (PDF), a worksheet with the numbers "
               "left "
               "blank and its answer key, from this session.</li>"
               "<li><i>View ▸ Practise the Lesson's Numbers…</i> asks for the same numbers one by one, on "
               "this "
               "session, head and query: type an answer (numbers separated by spaces, rows by ;, a dot or "
               "your decimal comma), Enter checks it — right, or which number is the first that is off — and "
               "<b>Hint</b> says more each time (the rule, the first term, the whole working). The list "
               "shows ✓ and ✗ and the count right; <b>Glossary</b> explains the words; <b>Save Answers</b> "
               "writes the file <tt>attention-lab check --answers</tt> marks.</li>"
               "</ul>")
                .arg(lesson::stepCount());
    }

    // Typing a session, the query, the breakdown and the masks.
    QString howToSessionsAndMasks()
    {
        return QObject::tr(
            "<h3>Type a session</h3>"
            "<ul>"
            "<li>Click a cell of an input table and type a number; <b>Enter</b> takes it and moves down, "
            "<b>Tab</b> "
            "moves right, <b>Esc</b> leaves the cell as it was. A number that cannot be used is refused with "
            "the "
            "reason, and nothing changes.</li>"
            "<li>Write decimals with a point (0.5), or with your language's decimal comma; no separators "
            "between "
            "thousands. Numbers are kept in full precision; the tables round only what they show.</li>"
            "<li>The first column of <i>Tokens &amp; X</i> is the token's text; <b>+ Token</b> and <b>− "
            "Token</b> add "
            "and remove tokens, ↑ and ↓ reorder them. <i>Identity</i>, <i>Zeros</i>, <i>Random</i> and "
            "<i>Scale ×</i> fill a whole matrix.</li>"
            "<li>Paste a block copied from a spreadsheet with Ctrl+V. <i>File ▸ Presets</i> has the lesson's "
            "examples; <i>File ▸ New</i> starts blank; <i>File ▸ Generate</i> makes a large random one.</li>"
            "<li>Every change can be undone with Ctrl+Z. Unsaved changes are copied to a recovery file a "
            "moment after each edit; after a crash the next start offers them back.</li>"
            "</ul>"

            "<h3>Select a query</h3>"
            "<p>Click a row's number in any table (or a cell of a computed table), a row of the heatmap or "
            "its token on the left; in the heatmap the Up and Down keys move to the previous or next query. "
            "The selected query is highlighted everywhere, and the breakdown follows it. Moving the cursor "
            "while you type numbers (Enter, Tab, arrows) does not change it.</p>"

            "<h3>Read the breakdown</h3>"
            "<p>It reads from top to bottom, one column per key:</p>"
            "<ol>"
            "<li><b>kⱼ</b>, the key vectors, and <b>q·kⱼ</b>, the raw scores (click one to see its dot "
            "product "
            "term by term);</li>"
            "<li><b>× scale</b>: divided by √d_k; <b>mask</b>: blocked keys become −∞;</li>"
            "<li><b>eˣ</b> and <b>÷ Σ</b>: the softmax in the lesson's two steps; the weights sum to 1;</li>"
            "<li><b>vⱼ</b> and <b>wⱼ·vⱼ</b>: the values, weighted; their sum is the query's output;</li>"
            "<li>below, the same softmax computed the stable way (subtract the row's largest score "
            "first).</li>"
            "</ol>"
            "<p><i>Decimals</i> sets how many decimals are shown (the lesson uses three). <i>Mask after "
            "softmax "
            "(wrong)</i> adds the classic mistake for contrast.</p>"
            "<p>Today's models put stages between the projection and the score, and each gets a line of "
            "its own under the title with its own numbers: <code>x·W_Q + b_Q</code>, then "
            "<code>q_norm</code> (÷ its root mean square, × γ), then <code>RoPE</code> (turned by its "
            "position). Where query heads share K/V heads, the title and the K and V tables say which: "
            "<code>kv2 · read by heads 3, 4</code>. Under a sliding window the keys far back go into one "
            "column (“… outside the window”) after the keys that carry the weight.</p>"

            "<h3>Mask cells</h3>"
            "<p>The <b>mask bar</b> under the heatmap; each change is one undo step, and each blocked cell "
            "is hatched by its reason, with a weight of exactly 0.</p>"
            "<ul>"
            "<li><b>Causal</b> (or Ctrl+M): no query sees a later key.</li>"
            "<li><b>Window</b> w: a query sees only keys closer than w (sliding-window attention).</li>"
            "<li><b>Prefix</b> P: with the causal mask, the first P tokens see each other both ways "
            "(prefix-LM).</li>"
            "<li><b>Sentences</b>: tokens of different sentences (the <i>Sent.</i> column of <i>Tokens &amp; "
            "X</i>) never see each other.</li>"
            "<li><b>Padding</b>: tick <i>Pad</i> beside a token in <i>Tokens &amp; X</i>; no query sees "
            "it.</li>"
            "<li><b>By hand</b>: press <i>Edit mask</i> in the mask bar and click cells, or Ctrl+click a "
            "cell "
            "at any time; <i>Unblock all</i> undoes them.</li>"
            "</ul>");
    }

    // The comparing views, exports, real models, zoom and themes, the Labs.
    QString howToViewsAndTools()
    {
        return QObject::tr(
            "<h3>Before and after, lines, heads side by side</h3>"
            "<ul>"
            "<li><b>Pin</b> (<i>View ▸ Pin This Result</i>, Ctrl+P, or <i>Pin</i> in the status bar) keeps "
            "the "
            "weights you see. Change a mask, the scale or a number: beside the heatmap, <i>now − pinned</i> "
            "shows "
            "what moved, cell by cell (red gained, blue lost), and the breakdown shows the pinned weights "
            "under "
            "today's. Another number of tokens or heads cannot be compared: the view says so. Ctrl+Shift+P "
            "shows "
            "or hides the difference; <i>Unpin</i> forgets it.</li>"
            "<li><b>Lines</b> (<i>View ▸ Lines</i>, Ctrl+L): queries on the left, keys on the right, one "
            "line "
            "per "
            "head as strong as the weight. Point at a token for its lines alone, click it to keep them (and "
            "to "
            "explain that query); click a head in the legend to hide it; untick <i>All heads</i> to follow "
            "the "
            "selected head.</li>"
            "<li><b>Heads side by side</b> (<i>View ▸ Heads Side by Side</i>, Ctrl+H): two to four heads, "
            "large, "
            "on one colour scale; the numbered buttons choose them, a click on a map explains that row.</li>"
            "</ul>"

            "<h3>Export for slides and handouts</h3>"
            "<ul>"
            "<li><i>File ▸ Export</i> saves the heatmap, all heads or the breakdown as PNG, SVG or PDF: "
            "choose a "
            "size (a slide, Full HD, A4), the sharpness of a PNG, the numbers and their decimals, and a "
            "theme. "
            "<b>Copy Image</b> in the same dialog puts the picture on the clipboard, to paste into "
            "slides.</li>"
            "<li>Right-click a heatmap or the breakdown for the same, and to copy a table of numbers "
            "(CSV).</li>"
            "<li><i>File ▸ Export ▸ Computed Table as CSV</i> saves the table in front for a "
            "spreadsheet.</li>"
            "</ul>"

            "<h3>Real models</h3>"
            "<p><i>File ▸ Open Model…</i> (Ctrl+Shift+O) opens a GPT-2, Llama, Mistral, Qwen, Gemma 2 or 3, "
            "GPT-OSS, DeepSeek V2/V3 or BLOOM model from its folder (the "
            "Hugging Face layout, no network needed) and runs it on your sentence. The <b>Model</b> panel "
            "shows "
            "every layer × every head; click one to see it large. <i>Edit Layer N in the Tables</i> turns "
            "that "
            "layer into an ordinary session: the tables, the heatmaps, the breakdown, the masks and the "
            "lesson "
            "all work on a real head. The panel's summary gives the model's <b>KV cache</b>: the bytes it "
            "keeps per token of context while it generates (every layer's keys and values), at its longest "
            "context, and what one K/V head per query head (MHA) or one for all (MQA) would need at the "
            "same width — why models share K/V heads; a model with local layers (Gemma, GPT-OSS) keeps "
            "only its window in those.</p>"
            "<p>Today's models change one stage each, and the window shows it where it happens. "
            "<b>Local and global layers</b> (Gemma, GPT-OSS): the model view writes "
            "<code>local 4096</code> or <code>global</code> under each layer's name (<code>·L</code> / "
            "<code>·G</code> when the rows are short) and hatches the keys a local layer cannot see. "
            "<b>Sinks</b> (GPT-OSS): every head has a logit of its own that takes weight and gives no value; "
            "<i>Badges: sink mass</i> writes on each panel the weight its sink took on average, and each "
            "row of the head's weights sums to 1 minus that row's sink. <b>Stage lines</b>: a layer edited "
            "in the tables keeps its stages, so the breakdown has a column each — <i>+ ALiBi</i> (BLOOM), "
            "<i>soft-cap</i> (Gemma 2), the sink's share in the sums (GPT-OSS) — and its RoPE line says "
            "YaRN's factor when q and k are scaled by it. The summary names the family's stages "
            "(soft-caps, experts, YaRN, local layers). <b>Latent attention</b> (DeepSeek): every head's K "
            "and V are made from one small latent per token, so the KV-cache line counts the latent and "
            "its one RoPE key a layer beside every head's K and V in full — the reason MLA exists, in "
            "numbers. <i>Why This Score</i> splits its scores through the latents. <i>Edit Layer</i> (or a "
            "session written by <code>--session-out</code>) puts a latent layer in the tables: W_DQ, W_UQ, "
            "W_DKV, W_UK, W_UV and W_KR in place of W_Q, W_K and W_V, every number editable, and the "
            "breakdown says where q and k come from; the model does not take such a layer back in this "
            "version (<i>Run Model With This Layer</i> says so).</p>"
            "<p>After <i>Edit Layer</i>, change the layer in the tables and press <b>Run Model With This "
            "Layer</b>: the whole model runs again with the layer as edited (W_Q, W_K, W_V, W_O, biases, "
            "scale) and its next-token prediction is shown beside the original. <b>Importance…</b> "
            "switches off each head alone and measures how much the model's top next token loses "
            "without it (layers × heads runs; <i>Badges: importance</i> then marks every panel, and the "
            "export menu writes it as CSV). Where query heads share K/V heads (Llama, Mistral, Qwen), "
            "the heatmap titles and the K and V tables say which K/V head each reads.</p>"

            "<h3>Zoom and themes, for the projector</h3>"
            "<ul>"
            "<li><i>View ▸ Zoom In / Zoom Out</i> (Ctrl+= / Ctrl+−, Ctrl+0 for 100 %, Ctrl+wheel over the "
            "tables and the breakdown) scales every text and every drawn view, 70 % to 300 %; it is "
            "remembered. Zoomed in, the tables are put away (Alt+1, Alt+2 bring them back) unless the "
            "window is wide enough for them even so; zoomed "
            "far in on a small screen, the heatmap and the breakdown take the window in turn (F6).</li>"
            "<li><i>View ▸ Theme</i>: light, dark (dim rooms) or high contrast (bright projectors).</li>"
            "</ul>");
    }

    // The Labs menu item by item, and the Train panel with the race (issue 43: Help lacked them).
    QString howToLabsAndTraining()
    {
        return QObject::tr(
            "<h3>Labs</h3>"
            "<p>Each item of the <i>Labs</i> menu works on the session in the window:</p>"
            "<ul>"
            "<li><i>Why Divide by √d_k? (Spread of q·k)</i> and <i>Shapes, Parameters and Cost</i> open "
            "the lesson's steps on them.</li>"
            "<li><i>RoPE: Score by Distance</i>: for a session with RoPE, the selected query's score against "
            "one key's content moved to every distance — the curve that makes attention depend on "
            "distance. Pick the key in the window; right-click the curve to export it.</li>"
            "<li><i>Show the Code (NumPy, PyTorch)</i>: the same computation as code to run, with this "
            "session's numbers.</li>"
            "<li><i>Train a Head</i>, <i>Saturation Race (Scaled vs Unscaled)</i> and <i>Train a Model "
            "(Induction Heads Form)</i>: below.</li>"
            "<li><i>Mistake: Mask after Softmax</i>, <i>Mistake: Softmax over the Wrong Axis</i> and "
            "<i>Mistake: Reshape without Transpose</i> draw the common mistakes, each on a session where "
            "the mistake really changes the weights (the app says when it had to switch, and Ctrl+Z goes "
            "back); <i>Back to the Right Weights</i> returns.</li>"
            "</ul>"

            "<h3>Train a head, and the saturation race</h3>"
            "<p><i>Labs ▸ Train a Head</i> (Alt+6) opens the <b>Train</b> panel: gradient descent on this "
            "session in front of the class. Make a target in its <i>Target</i> tab (<i>Target = Output</i>, "
            "then change numbers) or open a <code>learn-…</code> preset; choose SGD or Adam, the learning "
            "rate and what moves (W_Q, W_K, W_V, W_O, the biases, the embeddings). <b>Step</b> takes one "
            "step, <b>Play</b> keeps stepping, <b>Reset</b> puts back the weights from before the run. The "
            "tables show every gradient beside its weight, the loss curve grows with each step, and a run "
            "is one undo step. After an edit or Undo the panel names the last run and says the next step "
            "starts a new one from the session as it is.</p>"
            "<p><i>Labs ▸ Saturation Race</i> trains the same task twice side by side, scaled by 1/√d_k and "
            "not scaled, with the Train panel's optimizer, learning rate and ticked matrices (its status "
            "line says which), leaving the session itself alone: the unscaled curve stalls where the "
            "softmax saturates.</p>"
            "<p><i>Help ▸ Keyboard Shortcuts</i> lists every key.</p>");
    }

    // Labs ▸ Train a Model: the induction mechanism forming from random weights (issue 40).
    QString howToTrainAModel()
    {
        return QObject::tr(
            "<h3>Watch induction heads form: train a model</h3>"
            "<p><i>Labs ▸ Train a Model</i> opens a window where a small transformer (2 layers of 4 heads "
            "by default, attention only) learns from random weights to continue sequences like "
            "<code>k q b … k q b …</code>: letters drawn at random, then the same letters again. The only way to "
            "predict the second copy is to find where the letter was before and copy what followed it: an "
            "<i>induction head</i>, helped by a <i>previous-token head</i> in the layer below.</p>"
            "<ul>"
            "<li><b>Play</b> trains (press again to pause), <b>Step</b> takes one step, <b>Stop</b> ends the "
            "run (what it trained stays to be looked at and saved; the next Play starts a new run). "
            "<b>Speed</b> slows it down for a class; <b>Seed</b>, <b>Layers</b>, <b>Heads</b> and "
            "<b>d_model</b> choose the model while no run is going.</li>"
            "<li>The curves share one time axis: the loss of each step's batch (grey), the loss on the "
            "repeated half of a held-out batch (bold), and every head's previous-token and induction "
            "scores. The leading head of each kind is coloured and named; a dashed line marks the step at "
            "which it rose (half-way from its first score to its best). After a few thousand steps the "
            "bold loss steps down as the two heads appear together.</li>"
            "<li>The grid shows every layer × head on one held-out repeated sequence, badged with its "
            "induction score; the best induction head is shown large below it (click a head to show "
            "another). Right-click or Ctrl+click a head to switch it off <i>in the evaluation</i>: the "
            "curves from then on, the grid and the large map are measured without it (the shaded part of "
            "the curves says which heads were off), while training goes on with the whole model. Switch "
            "the induction head off and the loss on the repeated half jumps back up.</li>"
            "<li>The <b>Checkpoint</b> slider goes back to any kept checkpoint (every 100 steps unless "
            "told otherwise; clicking the curves goes to the nearest). <b>Open in Model Workbench</b> "
            "opens the model shown in the main window's Model dock, with head scores, switching heads off "
            "and the next token. <b>Save Model…</b> writes it as a GPT-2 folder (as "
            "<code>attention-lab train-model</code> does); <b>Save Curves (CSV)…</b> writes the history; "
            "right-click the curves or a map to export it as a picture.</li>"
            "</ul>"
            "<p>The steps are exactly those of <code>attention-lab train-model --task induction --seed S "
            "--steps N</code> with the same sizes. Closing the window with a trained model that is not "
            "saved asks first.</p>");
    }

    // Item 5 of issue 22: what a heatmap cannot tell, found out on the built-in induction model
    // (resources/models/induction) with the model view's head scores and ablation.
    QString howToFindAHead()
    {
        return QObject::tr(
            "<h3>Find a head, switch it off: a guided example</h3>"
            "<p>A heatmap shows where a head looks, not what the model does with it. The built-in induction "
            "model, a small GPT-2 built so that its heads are known, lets the class find that out.</p>"
            "<ol>"
            "<li><i>File ▸ Open Model…</i>, click <b>Induction (built-in example)</b>, then <b>Open and "
            "Run</b>. The sentence says the same thing twice: “The old king saw a red tree by the river. The "
            "old king saw a red tree by the”. The <b>Next token</b> panel gives “ river”, almost "
            "certain: the model copies what followed “ the” the first time.</li>"
            "<li>Which head copies? In the model view choose <b>Badges: induction score</b>. One "
            "panel "
            "lights up: layer 2, head 2 (<code>1.1</code> on the command line), near 1. Each token of the "
            "second sentence attends to the token that <i>followed</i> its first occurrence. Under "
            "<i>Badges: previous-token score</i>, layer 1, head 1 (<code>0.0</code>) lights up instead: it "
            "tells every "
            "position which token came before it.</li>"
            "<li>Right-click the induction head's panel and choose <b>Switch Layer 2 Head 2 (1.1) Off: "
            "Output "
            "Zero</b> (or Ctrl+click it): its output is "
            "set to 0 and the model runs again. Its heatmap does not change at all, yet in the Next token "
            "panel “ river” falls from almost 1 to almost 0, and the model now says “ the” again, the "
            "only word it still has. The heatmap could not have told you this head does the copying; "
            "switching it off does.</li>"
            "<li><b>Restore All</b>, then switch the previous-token head off instead. The copy fails too, "
            "and "
            "now the induction head's heatmap loses its stripe and its score falls: it reads what the "
            "earlier head wrote. Two heads in two layers make one mechanism, a circuit.</li>"
            "</ol>"
            "<p>The same from the command line: <code>attention-lab model FOLDER --text \"…\" "
            "--head-scores</code>, then again with <code>--ablate 1.1</code> (the manual's \"The built-in "
            "induction model\" gives the folder).</p>");
    }

    // Issue 41: "why this score" on any model head's map.
    QString howToExplainAScore()
    {
        return QObject::tr(
            "<h3>Why did this head look there? Why This Score</h3>"
            "<p>Click a cell of the head shown large in the Model dock (a query's row, a key's column): the "
            "<b>Why This Score</b> tab splits that cell's raw score q·k into where the query's and the "
            "key's residual streams came from — the token embedding, the position embedding, each head "
            "of every earlier layer, each MLP, the biases.</p>"
            "<ul>"
            "<li><b>In the query</b> and <b>in the key</b>: what each source brought to each side (its row "
            "and column totals).</li>"
            "<li><b>The biggest terms</b>: query source × key source, largest first, the rest summed; "
            "the sum is the score.</li>"
            "<li>Each norm's scale is frozen at its value on this sentence, which makes the split exact. "
            "An entry is a share of the score, not what removing that source would change: for that, "
            "switch the source's head off.</li>"
            "</ul>"
            "<p>On the built-in induction model with the text “ the cat sat on a red mat the cat sat on a "
            "red”, click layer 2 head 2, then the cell where the second “ red” looks at “ mat”: almost all "
            "of the score is the query's own token embedding × what "
            "layer 1 head 1 (the previous-token head) wrote into the key. The key was found through "
            "another head's output: K-composition. The table follows every head switched off, and its "
            "menu exports it as a picture or as CSV (the whole matrix). On the command line: "
            "<code>attention-lab model FOLDER --text \"…\" --attribution 1.1.12.6</code>, and "
            "<code>--logit-lens</code>, <code>--rollout</code> and <code>--corrupt</code> (activation "
            "patching) beside it (the manual's \"How the model computes its answer\").</p>");
    }

    // Issue 41: patching, the logit lens and rollout, as tabs beside the grid of heads.
    QString howToFollowTheAnswer()
    {
        return QObject::tr(
            "<h3>Where is the answer carried, and when is it known? Patching, Logit Lens, Rollout</h3>"
            "<p>Beside <b>Every Head</b> in the Model dock, three tabs look at the whole model:</p>"
            "<ul>"
            "<li><b>Patching</b>: <b>Compare With…</b> a second text of as many tokens — your sentence with the "
            "names swapped, say — and pick the answer and the wrong token from the model's top next tokens "
            "(or, at the last position, the next-token panel's menu: <i>Use … as the Answer</i>). The model runs on the second "
            "text with one activation at a time copied from yours: the residual stream entering each layer "
            "at each position, and each head's output. Each cell says how much of the answer over the wrong "
            "token comes back: 1 (red) all of it, 0 (white) none, below 0 (blue) the other way. Positions before "
            "the first changed token are 0 without a run. It runs in the background with a progress bar and "
            "<b>Cancel</b>; click a head's cell to open that head large. It runs the model as opened, "
            "with no head switched off.</li>"
            "<li><b>Logit Lens</b>: each layer's residual stream read as if it were the last (the final norm, "
            "then the unembedding): the top token in every cell, coloured by its probability. Choose "
            "<i>Cells: the answer's rank</i> to follow the answer down the layers: #1 where the model would "
            "already say it. The last layer is the model's own prediction. Click a cell to see that "
            "position's next tokens.</li>"
            "<li><b>Rollout</b>: attention followed through every layer (Abnar &amp; Zuidema): each layer's "
            "heads averaged, half kept for the residual path, multiplied through. One map for the whole "
            "model — a picture of where information can flow, not of what the model computes with it.</li>"
            "</ul>"
            "<p>Every grid copies and exports like every view (right-click: Export Image…, Copy Image, Copy "
            "as CSV, Export CSV…). On the command line: <code>--corrupt TEXT2 --answer A --wrong B</code>, "
            "<code>--logit-lens</code>, <code>--rollout</code>.</p>");
    }

} // namespace

QList<ShortcutEntry> gatherShortcuts(const QMainWindow *window)
{
    QList<ShortcutEntry> out;
    if (!window)
        return out;
    QSet<const QAction *> seen;
    if (const QMenuBar *bar = window->menuBar())
        for (QAction *a : bar->actions())
            if (const QMenu *menu = a->menu()) {
                seen.insert(a);
                walk(menu, plainText(menu->title()), out, seen);
            }
    // Actions outside the menus (the tool bar's, the window's own) that have shortcuts.
    for (const QAction *a : window->findChildren<QAction *>()) {
        if (seen.contains(a) || a->isSeparator() || a->menu())
            continue;
        const QString keys = keysOf(a);
        if (!keys.isEmpty())
            out.push_back({ QObject::tr("Window"), plainText(a->text()), keys });
    }
    return out;
}

QList<ShortcutEntry> widgetKeys()
{
    const QString heatmap = QObject::tr("Heatmap (click it first)");
    const QString tables = QObject::tr("Tables");
    auto key = [](QKeySequence::StandardKey k) { return QKeySequence(k).toString(QKeySequence::NativeText); };
    return {
        { heatmap, QObject::tr("Zoom in / out"), QStringLiteral("+, −") },
        { heatmap, QObject::tr("Zoom in or out at the pointer"), QObject::tr("Ctrl+Wheel") },
        { heatmap, QObject::tr("Show the whole matrix"), QStringLiteral("0") },
        { heatmap, QObject::tr("Move the cursor cell (up, down: the query); a zoomed map follows"),
          QObject::tr("Arrow keys") },
        { heatmap, QObject::tr("Explain the cursor's query in the breakdown"), QObject::tr("Enter") },
        { heatmap, QObject::tr("Pan a zoomed map"), QObject::tr("Shift+Arrow keys") },
        { heatmap, QObject::tr("Block / unblock a cell"), QObject::tr("Ctrl+Click") },
        { tables, QObject::tr("Type into a cell"), QObject::tr("any digit, or F2") },
        { tables, QObject::tr("Take the number, move down"), QObject::tr("Enter") },
        { tables, QObject::tr("Take the number, move right"), QObject::tr("Tab") },
        { tables, QObject::tr("Leave a cell unchanged"), QObject::tr("Esc") },
        { tables, QObject::tr("Copy the selected cells (tab-separated)"), key(QKeySequence::Copy) },
        { tables, QObject::tr("Paste cells from a spreadsheet"), key(QKeySequence::Paste) },
    };
}

QDialog *showShortcuts(QMainWindow *window)
{
    const QString name = QStringLiteral("shortcutsPage");
    if (QDialog *open = single(window, name))
        return open;
    QDialog *d = page(window, name, QObject::tr("Keyboard Shortcuts"));
    const QList<ShortcutEntry> entries = gatherShortcuts(window) + widgetKeys();
    auto *table = new QTableWidget(int(entries.size()), 3, d);
    table->setObjectName(QStringLiteral("shortcutsTable"));
    table->setHorizontalHeaderLabels({ QObject::tr("Shortcut"), QObject::tr("Does"), QObject::tr("Where") });
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setWordWrap(false);
    for (int r = 0; r < int(entries.size()); ++r) {
        const ShortcutEntry &e = entries.at(r);
        auto *keys = new QTableWidgetItem(e.keys);
        QFont bold = keys->font();
        bold.setBold(true);
        keys->setFont(bold);
        table->setItem(r, 0, keys);
        table->setItem(r, 1, new QTableWidgetItem(e.action));
        table->setItem(r, 2, new QTableWidgetItem(e.where));
    }
    table->resizeColumnsToContents();
    table->horizontalHeader()->setStretchLastSection(true);
    auto *note = new QLabel(
        QObject::tr("Read from the menus as they are now; the last rows are keys the heatmap and "
                    "the tables handle themselves."),
        d);
    note->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, d);
    QObject::connect(buttons, &QDialogButtonBox::rejected, d, &QDialog::close);
    auto *layout = new QVBoxLayout(d);
    layout->addWidget(table, 1);
    layout->addWidget(note);
    layout->addWidget(buttons);
    int w = 0;
    for (int c = 0; c < 3; ++c)
        w += table->columnWidth(c);
    d->resize(std::min(w + 60, 900), 560);
    d->show();
    return d;
}

QString howToHtml()
{
    return howToPanelsAndLesson() + howToSessionsAndMasks() + howToViewsAndTools() + howToLabsAndTraining()
        + howToFindAHead() + howToExplainAScore() + howToFollowTheAnswer() + howToTrainAModel();
}

QDialog *showHowTo(QWidget *parent)
{
    const QString name = QStringLiteral("howToPage");
    if (QDialog *open = single(parent, name))
        return open;
    QDialog *d = page(parent, name, QObject::tr("How to Use Attention Lab"));
    auto *text = new QTextBrowser(d);
    text->setObjectName(QStringLiteral("howToText"));
    text->setHtml(howToHtml());
    text->setOpenExternalLinks(false);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, d);
    QObject::connect(buttons, &QDialogButtonBox::rejected, d, &QDialog::close);
    auto *layout = new QVBoxLayout(d);
    layout->addWidget(text, 1);
    layout->addWidget(buttons);
    d->resize(720, 640);
    d->show();
    return d;
}

void addHelpActions(QMenu *help, QMainWindow *window)
{
    QAction *howTo
        = help->addAction(QObject::tr("&How to Use Attention Lab"), window, [window] { showHowTo(window); });
    howTo->setObjectName(QStringLiteral("helpHowTo"));
    howTo->setShortcut(QKeySequence::HelpContents); // F1
    QAction *keys
        = help->addAction(QObject::tr("Keyboard &Shortcuts"), window, [window] { showShortcuts(window); });
    keys->setObjectName(QStringLiteral("helpShortcuts"));
    help->addSeparator();
}

} // namespace attn
