<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>BreakdownText</name>
    <message numerus="yes">
        <source>… (%n more key(s), Σ w = %1)</source>
        <extracomment>the last term of the weighted sum: the keys not shown and their weights&apos; sum %1</extracomment>
        <translation>
            <numerusform>… (%n more key, Σ w = %1)</numerusform>
            <numerusform>… (%n more keys, Σ w = %1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n key(s)</source>
        <extracomment>%n: how many keys (the tokens the query attends to)</extracomment>
        <translation>
            <numerusform>%n key</numerusform>
            <numerusform>%n keys</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… %n more key(s) outside the window</source>
        <translation>
            <numerusform>… %n more key outside the window</numerusform>
            <numerusform>… %n more keys outside the window</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… %n more key(s)</source>
        <extracomment>the heading of the column of the keys not shown</extracomment>
        <translation>
            <numerusform>… %n more key</numerusform>
            <numerusform>… %n more keys</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HeatmapText</name>
    <message numerus="yes">
        <source>%n head(s)</source>
        <translation>
            <numerusform>%n head</numerusform>
            <numerusform>%n heads</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n token</numerusform>
            <numerusform>%n tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more head(s)</source>
        <translation>
            <numerusform>… and %n more head</numerusform>
            <numerusform>… and %n more heads</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> + … (%n more term(s))</source>
        <translation>
            <numerusform> + … (%n more term)</numerusform>
            <numerusform> + … (%n more terms)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LessonText</name>
    <message numerus="yes">
        <source>concat · W_O, %n head(s)</source>
        <translation>
            <numerusform>concat · W_O, %n head</numerusform>
            <numerusform>concat · W_O, %n heads</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>this session&apos;s %n head(s) share the same 4 · %1</source>
        <translation>
            <numerusform>this session&apos;s %n head shares the same 4 · %1</numerusform>
            <numerusform>this session&apos;s %n heads share the same 4 · %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n head(s)</source>
        <translation>
            <numerusform>%n head</numerusform>
            <numerusform>%n heads</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n K/V head(s)</source>
        <translation>
            <numerusform>%n K/V head</numerusform>
            <numerusform>%n K/V heads</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>this session&apos;s %n head(s) are %1 wide (head_dim), not d_model / h</source>
        <translation>
            <numerusform>this session&apos;s %n head is %1 wide (head_dim), not d_model / h</numerusform>
            <numerusform>this session&apos;s %n heads are %1 wide (head_dim), not d_model / h</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 token(s)</source>
        <translation>
            <numerusform>%1 token</numerusform>
            <numerusform>%1 tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>this session: %1 asks the keys of %2 token(s), blends their values</source>
        <extracomment>%1: the query, as &quot;query 2 “river”&quot;; %2: how many tokens (written 1,024)</extracomment>
        <translation>
            <numerusform>this session: %1 asks the keys of %2 token, blends their values</numerusform>
            <numerusform>this session: %1 asks the keys of %2 tokens, blends their values</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>its %1 hand-blocked cell(s)</source>
        <translation>
            <numerusform>its %1 hand-blocked cell</numerusform>
            <numerusform>its %1 hand-blocked cells</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… %1 more key(s)</source>
        <extracomment>%1: the count, written with thousands separators (&quot;… 1,018 more keys&quot;)</extracomment>
        <translation>
            <numerusform>… %1 more key</numerusform>
            <numerusform>… %1 more keys</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> Each picture shows one rule alone: this session&apos;s %1 is/are left out.</source>
        <translation>
            <numerusform> Each picture shows one rule alone: %1 is left out.</numerusform>
            <numerusform> Each picture shows one rule alone: %1 are left out.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the weights of this session&apos;s %n head(s)</source>
        <translation>
            <numerusform>the weights of this session&apos;s %n head</numerusform>
            <numerusform>the weights of this session&apos;s %n heads</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This session: T = %1 → %2 score(s) per head, %3 in all; its weights take %4.</source>
        <extracomment>%2: the count of scores, written with thousands separators; %4: a size in bytes (&quot;128 KB&quot;)</extracomment>
        <translation>
            <numerusform>This session: T = %1 → %2 score per head, %3 in all; its weights take %4.</numerusform>
            <numerusform>This session: T = %1 → %2 scores per head, %3 in all; its weights take %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 token(s), d_model = %2, %3, so d_k = %4</source>
        <extracomment>%1: the count of tokens, written with thousands separators</extracomment>
        <translation>
            <numerusform>%1 token, d_model = %2, %3, so d_k = %4</numerusform>
            <numerusform>%1 tokens, d_model = %2, %3, so d_k = %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 token(s), each a row of d_model = %2 numbers. Stacked, they make X, a %3 matrix (T × d_model).</source>
        <extracomment>%1: the count of tokens, written with thousands separators</extracomment>
        <translation>
            <numerusform>%1 token, each a row of d_model = %2 numbers. Stacked, they make X, a %3 matrix (T × d_model).</numerusform>
            <numerusform>%1 tokens, each a row of d_model = %2 numbers. Stacked, they make X, a %3 matrix (T × d_model).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 score(s)</source>
        <translation>
            <numerusform>%1 score</numerusform>
            <numerusform>%1 scores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the other %1 key(s)</source>
        <extracomment>a row for the keys not shown; %1: their count, written with thousands separators</extracomment>
        <translation>
            <numerusform>the other %1 key</numerusform>
            <numerusform>the other %1 keys</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Hard, %1 takes key %2 alone and outputs v%3 = %4; soft, it blends all %5 value(s) — and the blend is smooth, so gradient descent can train it.</source>
        <extracomment>%5: a count written with thousands separators</extracomment>
        <translation>
            <numerusform>Hard, %1 takes key %2 alone and outputs v%3 = %4; soft, it blends all %5 value — and the blend is smooth, so gradient descent can train it.</numerusform>
            <numerusform>Hard, %1 takes key %2 alone and outputs v%3 = %4; soft, it blends all %5 values — and the blend is smooth, so gradient descent can train it.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ModelText</name>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n step</numerusform>
            <numerusform>%n steps</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WorksheetText</name>
    <message numerus="yes">
        <source>key(s) %1</source>
        <extracomment>%1: the keys&apos; numbers, &quot;1, 2, 3&quot;; singular or plural by how many there are</extracomment>
        <translation>
            <numerusform>key %1</numerusform>
            <numerusform>keys %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>row(s) %1</source>
        <extracomment>%1: the rows&apos; numbers, &quot;1, 2, 3&quot;; singular or plural by how many there are</extracomment>
        <translation>
            <numerusform>row %1</numerusform>
            <numerusform>rows %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>column(s) %1</source>
        <translation>
            <numerusform>column %1</numerusform>
            <numerusform>columns %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>attn::ClassAnswerBox</name>
    <message numerus="yes">
        <source>The class&apos;s answer: %1 = (%n number(s))</source>
        <translation>
            <numerusform>The class&apos;s answer: %1 = (%n number)</numerusform>
            <numerusform>The class&apos;s answer: %1 = (%n numbers)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>attn::Document</name>
    <message numerus="yes">
        <source>Use %n head(s)</source>
        <translation>
            <numerusform>Use %n head</numerusform>
            <numerusform>Use %n heads</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>attn::MainWindow</name>
    <message numerus="yes">
        <source>%n head(s)</source>
        <translation>
            <numerusform>%n head</numerusform>
            <numerusform>%n heads</numerusform>
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
    <name>attn::ModelPanel</name>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n token</numerusform>
            <numerusform>%n tokens</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>attn::ModelTrainingController</name>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n step</numerusform>
            <numerusform>%n steps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n layer(s)</source>
        <translation>
            <numerusform>%n layer</numerusform>
            <numerusform>%n layers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>attn::PinnedResult</name>
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
            <numerusform>%n head</numerusform>
            <numerusform>%n heads</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>attn::PracticeDialog</name>
    <message numerus="yes">
        <source>%n number(s) are asked</source>
        <translation>
            <numerusform>%n number is asked</numerusform>
            <numerusform>%n numbers are asked</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) in the file are for exercises this session does not ask; left out.</source>
        <translation>
            <numerusform>%n answer in the file is for an exercise this session does not ask; it was left out.</numerusform>
            <numerusform>%n answers in the file are for exercises this session does not ask; they were left out.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>attn::TrainingController</name>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n step</numerusform>
            <numerusform>%n steps</numerusform>
        </translation>
    </message>
</context>
</TS>
