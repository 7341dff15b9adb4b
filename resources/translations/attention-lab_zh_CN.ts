<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>BreakdownText</name>
    <message>
        <source>causal</source>
        <extracomment>why a key is blocked (the causal mask); several reasons are joined by &quot; + &quot;</extracomment>
        <translation>因果</translation>
    </message>
    <message>
        <source>padding</source>
        <extracomment>why a key is blocked: it is a padding token</extracomment>
        <translation>填充</translation>
    </message>
    <message>
        <source>blocked by hand</source>
        <translation>手动屏蔽</translation>
    </message>
    <message>
        <source>outside the window of %1</source>
        <extracomment>why a key is blocked: it is outside the sliding window of %1 tokens</extracomment>
        <translation>在 %1 个词元的窗口之外</translation>
    </message>
    <message>
        <source>outside the window</source>
        <translation>在窗口之外</translation>
    </message>
    <message>
        <source>another sentence</source>
        <extracomment>why a key is blocked: it belongs to another sentence of the batch</extracomment>
        <translation>另一个句子</translation>
    </message>
    <message>
        <source>blocked</source>
        <extracomment>a cell&apos;s note: the key is masked out</extracomment>
        <translation>已屏蔽</translation>
    </message>
    <message>
        <source>pinned</source>
        <extracomment>a row&apos;s short label: the weights of the pinned (kept for comparison) result</extracomment>
        <translation>固定结果</translation>
    </message>
    <message>
        <source>weight when pinned</source>
        <translation>固定时的权重</translation>
    </message>
    <message>
        <source>value vector</source>
        <translation>值向量</translation>
    </message>
    <message>
        <source>Σ is the output</source>
        <translation>Σ 即输出</translation>
    </message>
    <message>
        <source>Computed stably, as the code does it: subtract the row max first</source>
        <translation>按代码的做法稳定地计算：先减去该行的最大值</translation>
    </message>
    <message>
        <source>÷ Σ → same weights</source>
        <translation>÷ Σ → 权重不变</translation>
    </message>
    <message>
        <source>WRONG</source>
        <translation>错误</translation>
    </message>
    <message>
        <source>mask after softmax</source>
        <translation>在 softmax 之后掩蔽</translation>
    </message>
    <message>
        <source>Wrong order, for contrast: softmax first, then mask</source>
        <translation>错误的顺序，用作对照：先 softmax，再掩蔽</translation>
    </message>
    <message>
        <source>zeroed</source>
        <extracomment>a cell&apos;s note: the weight was set to 0 by the mask after softmax</extracomment>
        <translation>置零</translation>
    </message>
    <message>
        <source>The weighted sum of values (output of query %1)</source>
        <translation>值的加权和（查询 %1 的输出）</translation>
    </message>
    <message>
        <source>Σ weights = 0 (every key is blocked)</source>
        <translation>Σ 权重 = 0（所有键都被屏蔽）</translation>
    </message>
    <message numerus="yes">
        <source>… (%n more key(s), Σ w = %1)</source>
        <extracomment>the last term of the weighted sum: the keys not shown and their weights&apos; sum %1</extracomment>
        <translation>
            <numerusform>…（另有 %n 个键，Σ w = %1）</numerusform>
        </translation>
    </message>
    <message>
        <source>Σ weights = %1 = %2</source>
        <translation>Σ 权重 = %1 = %2</translation>
    </message>
    <message>
        <source>Key %1&apos;s logit, stage by stage: q·k = %2, then %3; logit %4.</source>
        <extracomment>%3: the stages worked, &quot;0.5 ÷ √2 = 0.354&quot;, joined by &quot;, then &quot;</extracomment>
        <translation>键 %1 的 logit，逐个环节计算：q·k = %2，然后 %3；logit 为 %4。</translation>
    </message>
    <message>
        <source>, then </source>
        <extracomment>joins the stages worked in &quot;Key 2&apos;s logit, stage by stage: …&quot;</extracomment>
        <translation>，然后 </translation>
    </message>
    <message>
        <source>%1: its logit %2 joins the softmax (e^x = %3 in Σ) and gives no value, so this row&apos;s weights sum to %4.</source>
        <extracomment>%1: &quot;the sink takes 0.12&quot;, %2 its logit, %3 its eˣ, %4 what the keys&apos; weights sum to</extracomment>
        <translation>%1：它的 logit %2 参与 softmax（在 Σ 中 e^x = %3），但不提供任何值，因此这一行的权重之和为 %4。</translation>
    </message>
    <message>
        <source>eˣ overflows: above x ≈ 709.8 it is beyond the largest double (about 1.8×10³⁰⁸), so the lesson&apos;s way cannot be computed here. Subtracting the row max first makes the largest term e⁰ = 1, and the weights above come from that stable path.</source>
        <translation>eˣ 溢出：x 超过约 709.8 时，eˣ 超出了 double 的最大值（约 1.8×10³⁰⁸），因此这里无法按课程中的方法计算。先减去该行的最大值，最大的项就成为 e⁰ = 1；上面的权重就是按这种稳定的方法算出的。</translation>
    </message>
    <message>
        <source>eˣ underflows: every term is below the smallest double, so Σ would be 0 and ÷ Σ impossible. Subtracting the row max first makes the largest term e⁰ = 1, and the weights above come from that stable path.</source>
        <translation>eˣ 下溢：每一项都小于 double 的最小值，因此 Σ 会是 0，无法 ÷ Σ。先减去该行的最大值，最大的项就成为 e⁰ = 1；上面的权重就是按这种稳定的方法算出的。</translation>
    </message>
    <message>
        <source>Subtracting the row max multiplies every eˣ by the same e^(%1), so ÷ Σ gives the same weights, and no eˣ can overflow: the largest is e⁰ = 1.</source>
        <translation>减去该行的最大值，相当于把每个 eˣ 都乘以同一个 e^(%1)，因此 ÷ Σ 得到的权重不变，而且任何 eˣ 都不会溢出：最大的是 e⁰ = 1。</translation>
    </message>
    <message>
        <source>Masking after softmax is wrong: the blocked keys&apos; share (%1) is thrown away, so the row no longer sums to 1.</source>
        <translation>在 softmax 之后掩蔽是错误的：被屏蔽的键所占的份额（%1）被丢掉了，因此这一行之和不再为 1。</translation>
    </message>
    <message>
        <source>No key is blocked for this query, so masking before or after softmax gives the same row here.</source>
        <translation>此查询没有被屏蔽的键，因此在这里，在 softmax 之前或之后掩蔽，得到的行都一样。</translation>
    </message>
    <message>
        <source>This session has biases: q = x·W_Q + b_Q and k = x·W_K + b_K, so every score q·k includes them. Head %1&apos;s slices: b_Q = %2, b_K = %3.</source>
        <translation>此会话有偏置：q = x·W_Q + b_Q，k = x·W_K + b_K，因此每个分数 q·k 都包含它们。头 %1 的切片：b_Q = %2，b_K = %3。</translation>
    </message>
    <message>
        <source>(%1 + c, %1 + c + %2), the rope part only,</source>
        <extracomment>which numbers pair up in latent attention, put in &quot;RoPE turns each pair of q&apos;s and k&apos;s numbers %2 …&quot;</extracomment>
        <translation>(%1 + c, %1 + c + %2)（仅 rope 部分）</translation>
    </message>
    <message>
        <source>RoPE turns each pair of q&apos;s and k&apos;s numbers %2 by the angle p·f_c, f = (%1). Turning both by their positions leaves q·k depending on how far apart the tokens are (p_i − p_j), not where they are: the same two vectors score differently at another distance — compare “q·kⱼ unturned” with q·kⱼ.</source>
        <extracomment>%1: the first frequencies f_c, %2: which numbers pair up, &quot;(c, c + d_k/2)&quot;</extracomment>
        <translation>RoPE 把 q 和 k 中的每一对数 %2 旋转角度 p·f_c，f = (%1)。两者都按各自的位置旋转后，q·k 只取决于两个词元相距多远（p_i − p_j），而不取决于它们在哪里：同样的两个向量，换一个距离，分数就不同——请比较“未旋转的 q·kⱼ”和 q·kⱼ。</translation>
    </message>
    <message>
        <source>Showing the %1 of %2 up to the window&apos;s edge, in token order; the other %3 are outside the sliding window (weight 0).</source>
        <extracomment>%1: &quot;3 keys&quot; (shown), %2: how many keys in all, %3: &quot;5 keys&quot; (not shown)</extracomment>
        <translation>在 %2 个键中，按词元顺序显示直到窗口边缘的 %1；其余 %3 在滑动窗口之外（权重为 0）。</translation>
    </message>
    <message numerus="yes">
        <source>%n key(s)</source>
        <extracomment>%n: how many keys (the tokens the query attends to)</extracomment>
        <translation>
            <numerusform>%n 个键</numerusform>
        </translation>
    </message>
    <message>
        <source>Showing the %1 with the largest weights of %2, in token order; the other %3 carry Σ w = %4.</source>
        <extracomment>%1: &quot;3 keys&quot; (shown), %2: how many keys in all, %3: &quot;5 keys&quot; (not shown), %4: their weights&apos; sum</extracomment>
        <translation>在 %2 个键中，按词元顺序显示权重最大的 %1；其余 %3 的 Σ w = %4。</translation>
    </message>
    <message>
        <source>Query %1 “%2”, head %3 of %4</source>
        <extracomment>the breakdown&apos;s title: %1 the query&apos;s number, %2 its token, %3 the head, %4 how many heads</extracomment>
        <translation>查询 %1“%2”，头 %3（共 %4 个）</translation>
    </message>
    <message>
        <source>
latent attention: kⱼ = (rms(xⱼ·W_DKV)·W_UK | xⱼ·W_KR), %1 + %2 wide (the %2 turned by RoPE, one for every head); vⱼ = rms(xⱼ·W_DKV)·W_UV, %3 wide%4</source>
        <extracomment>a line of the breakdown&apos;s subtitle (the line break before it kept); %1 + %2: the widths of k&apos;s two parts, %3: v&apos;s width, %4: &quot;; zeros fill each to d_k&quot; or nothing</extracomment>
        <translation>
潜在注意力：kⱼ = (rms(xⱼ·W_DKV)·W_UK | xⱼ·W_KR)，宽 %1 + %2（其中 %2 个数经 RoPE 旋转，所有头共用）；vⱼ = rms(xⱼ·W_DKV)·W_UV，宽 %3%4</translation>
    </message>
    <message>
        <source>; zeros fill each to d_k</source>
        <translation>；两者都用零补齐到 d_k</translation>
    </message>
    <message>
        <source>
RoPE at p = %1%4 → q%2 = %3</source>
        <extracomment>a line of the subtitle (the line break before it kept); %1: the query&apos;s position, %4: &quot;, × YaRN&apos;s 4&quot; or nothing, %2 the query&apos;s number, %3 its vector</extracomment>
        <translation>
RoPE，p = %1%4 → q%2 = %3</translation>
    </message>
    <message>
        <source>, × YaRN&apos;s %1</source>
        <extracomment>after &quot;RoPE at p = 3&quot;: the positions scaled by YaRN&apos;s factor %1</extracomment>
        <translation>，× YaRN 的 %1</translation>
    </message>
    <message>
        <source>     scale %1</source>
        <extracomment>the end of the subtitle (the spaces before it kept); &quot;scale&quot; as a noun: the factor the scores are multiplied by; %1: &quot;1/√2&quot;</extracomment>
        <translation>     缩放 %1</translation>
    </message>
    <message numerus="yes">
        <source>… %n more key(s) outside the window</source>
        <translation>
            <numerusform>… 窗口外另有 %n 个键</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… %n more key(s)</source>
        <extracomment>the heading of the column of the keys not shown</extracomment>
        <translation>
            <numerusform>… 另有 %n 个键</numerusform>
        </translation>
    </message>
    <message>
        <source>key %1</source>
        <extracomment>a column&apos;s heading: the attention key&apos;s number</extracomment>
        <translation>键 %1</translation>
    </message>
    <message>
        <source>position: pair c turns by pⱼ·f_c</source>
        <translation>位置：第 c 对旋转 pⱼ·f_c</translation>
    </message>
    <message>
        <source>RoPE: q and every k turned by position</source>
        <translation>RoPE：q 和每个 k 按位置旋转</translation>
    </message>
    <message>
        <source>distance %1</source>
        <translation>距离 %1</translation>
    </message>
    <message>
        <source>kⱼ before</source>
        <translation>旋转前的 kⱼ</translation>
    </message>
    <message>
        <source>before RoPE</source>
        <translation>RoPE 之前</translation>
    </message>
    <message>
        <source>q·kⱼ unturned</source>
        <translation>未旋转的 q·kⱼ</translation>
    </message>
    <message>
        <source>without RoPE</source>
        <translation>不用 RoPE</translation>
    </message>
    <message>
        <source>key vector, turned</source>
        <translation>键向量（已旋转）</translation>
    </message>
    <message>
        <source>key vector</source>
        <translation>键向量</translation>
    </message>
    <message>
        <source>raw score (click)</source>
        <translation>原始分数（可单击）</translation>
    </message>
    <message>
        <source>raw score, turned vectors</source>
        <translation>原始分数（旋转后的向量）</translation>
    </message>
    <message>
        <source>raw score</source>
        <translation>原始分数</translation>
    </message>
    <message>
        <source>mask</source>
        <extracomment>a row&apos;s short label: the scores after the mask</extracomment>
        <translation>掩码</translation>
    </message>
    <message>
        <source>−∞ where blocked</source>
        <translation>被屏蔽处为 −∞</translation>
    </message>
    <message>
        <source>Every key is blocked for this query (%1): there is nothing to attend to. %2</source>
        <translation>此查询的所有键都被屏蔽（%1）：没有可关注的内容。%2</translation>
    </message>
    <message>
        <source>The sink alone would take the whole row; Attention Lab gives every weight 0, the sink 0 too, and the output is the zero vector.</source>
        <translation>汇点会独占整行；Attention Lab 把每个权重都设为 0，汇点也是 0，输出为零向量。</translation>
    </message>
    <message>
        <source>Softmax would divide 0 by 0, so Attention Lab gives every weight 0 and the output is the zero vector.</source>
        <translation>softmax 会出现 0 除以 0，因此 Attention Lab 把每个权重都设为 0，输出为零向量。</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>all 0: no softmax</source>
        <translation>全为 0：不做 softmax</translation>
    </message>
    <message>
        <source>softmax step 1</source>
        <translation>softmax 第 1 步</translation>
    </message>
    <message>
        <source>overflow</source>
        <extracomment>a cell: eˣ is beyond the largest double</extracomment>
        <translation>溢出</translation>
    </message>
    <message>
        <source>too big</source>
        <translation>太大</translation>
    </message>
    <message>
        <source>underflow</source>
        <extracomment>a sum: every eˣ is below the smallest double</extracomment>
        <translation>下溢</translation>
    </message>
    <message>
        <source>step 2: weight</source>
        <translation>第 2 步：权重</translation>
    </message>
    <message>
        <source>weight (stable path)</source>
        <translation>权重（稳定算法）</translation>
    </message>
    <message>
        <source>how far wⱼ can move</source>
        <translation>wⱼ 能变动多少</translation>
    </message>
    <message>
        <source>Learning: the gradient of the loss ½·Σ(output − target)² for this row</source>
        <translation>学习：这一行的损失 ½·Σ(输出 − 目标)² 的梯度</translation>
    </message>
    <message>
        <source>the loss&apos;s pull</source>
        <translation>损失的拉力</translation>
    </message>
    <message>
        <source>to the scores: pⱼ(∂L/∂wⱼ − Σ pₖ∂L/∂wₖ)</source>
        <translation>传到分数：pⱼ(∂L/∂wⱼ − Σ pₖ∂L/∂wₖ)</translation>
    </message>
    <message>
        <source>No query selected</source>
        <translation>未选择查询</translation>
    </message>
    <message>
        <source>Select a query token (a row of a heatmap) to see its calculation.</source>
        <translation>选择一个查询词元（热力图中的一行），查看它的计算过程。</translation>
    </message>
    <message>
        <source>output = Σ wⱼ·vⱼ =</source>
        <translation>输出 = Σ wⱼ·vⱼ =</translation>
    </message>
    <message>
        <source>output = Σ wⱼ·vⱼ = </source>
        <translation>输出 = Σ wⱼ·vⱼ = </translation>
    </message>
    <message>
        <source>Click the score again to close it.</source>
        <translation>再次单击该分数可将其收起。</translation>
    </message>
    <message>
        <source>Click a score (q·kⱼ) to open its dot product term by term.</source>
        <translation>单击一个分数（q·kⱼ），逐项展开它的点积。</translation>
    </message>
    <message>
        <source>key</source>
        <extracomment>the heading of the column of keys (the tokens the query attends to)</extracomment>
        <translation>键</translation>
    </message>
    <message>
        <source>Hatched: blocked (%1)</source>
        <translation>阴影线：已屏蔽（%1）</translation>
    </message>
    <message>
        <source>From “%1” on: %2</source>
        <extracomment>%1: a row&apos;s short label (&quot;− max&quot;), %2: what the rows from it on show</extracomment>
        <translation>从“%1”起：%2</translation>
    </message>
    <message>
        <source>blocked:</source>
        <extracomment>the label of the plain text&apos;s line of why each key is blocked</extracomment>
        <translation>屏蔽：</translation>
    </message>
    <message>
        <source>× scale</source>
        <extracomment>a row&apos;s short label: the scores multiplied by the scale (a noun: the factor)</extracomment>
        <translation>× 缩放</translation>
    </message>
    <message>
        <source>soft-cap</source>
        <extracomment>a row&apos;s short label: the scores soft-capped (cap · tanh(x ÷ cap))</extracomment>
        <translation>软上限</translation>
    </message>
    <message>
        <source>, sink %1</source>
        <extracomment>the end of a score rule, &quot;q·k × 0.5, sink 1.2&quot;: the attention sink&apos;s logit</extracomment>
        <translation>，汇点 %1</translation>
    </message>
    <message>
        <source>the sink takes %1</source>
        <extracomment>the start of a sentence on the attention sink; %1: its share of the row&apos;s weight</extracomment>
        <translation>汇点分走 %1</translation>
    </message>
    <message>
        <source>too small</source>
        <translation>过小</translation>
    </message>
    <message>
        <source>token %1</source>
        <translation>词元 %1</translation>
    </message>
</context>
<context>
    <name>ExportText</name>
    <message>
        <source>%1: not enough memory to draw %2 (%3 × %4)</source>
        <translation>%1：内存不足，无法绘制%2（%3 × %4）</translation>
    </message>
    <message>
        <source>%1: a document of several pages is written as PDF (use .pdf)</source>
        <translation>%1：多页文档只能写成 PDF（请使用 .pdf）</translation>
    </message>
    <message>
        <source>%1: page size %2×%3 is outside 16…20000</source>
        <translation>%1：页面尺寸 %2×%3 超出 16…20000 的范围</translation>
    </message>
    <message>
        <source>a document of %1 pages</source>
        <translation>一份 %1 页的文档</translation>
    </message>
    <message>
        <source>%1: could not draw the document</source>
        <translation>%1：无法绘制该文档</translation>
    </message>
    <message>
        <source>%1: unknown image type (use .png, .svg or .pdf)</source>
        <translation>%1：未知的图像类型（请使用 .png、.svg 或 .pdf）</translation>
    </message>
    <message>
        <source>%1: picture size %2×%3 is outside 16…20000</source>
        <translation>%1：图片尺寸 %2×%3 超出 16…20000 的范围</translation>
    </message>
    <message>
        <source>the picture</source>
        <translation>这张图片</translation>
    </message>
    <message>
        <source>%1: could not draw the picture</source>
        <translation>%1：无法绘制该图片</translation>
    </message>
    <message>
        <source>blocked: future key (causal mask)</source>
        <translation>已屏蔽：未来的键（因果掩码）</translation>
    </message>
    <message>
        <source>blocked: padding key (whole column)</source>
        <translation>已屏蔽：填充键（整列）</translation>
    </message>
    <message>
        <source>blocked by hand</source>
        <translation>手动屏蔽</translation>
    </message>
    <message>
        <source>blocked: outside the sliding window</source>
        <translation>已屏蔽：在滑动窗口之外</translation>
    </message>
    <message>
        <source>blocked: another sentence</source>
        <translation>已屏蔽：另一个句子</translation>
    </message>
    <message>
        <source>all keys blocked: the row&apos;s weights are all 0</source>
        <translation>所有键都被屏蔽：该行的权重全为 0</translation>
    </message>
    <message>
        <source>every 2nd</source>
        <translation>每 2 个</translation>
    </message>
    <message>
        <source>every 3rd</source>
        <translation>每 3 个</translation>
    </message>
    <message>
        <source>every %1th</source>
        <translation>每 %1 个</translation>
    </message>
</context>
<context>
    <name>HeatmapText</name>
    <message>
        <source>Average of %1 (not a head)</source>
        <translation>%1的平均（并非单个头）</translation>
    </message>
    <message numerus="yes">
        <source>%n head(s)</source>
        <translation>
            <numerusform>%n 个头</numerusform>
        </translation>
    </message>
    <message>
        <source>Average (not a head)</source>
        <translation>平均（并非单个头）</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>平均</translation>
    </message>
    <message>
        <source>raw scores q·k</source>
        <translation>原始分数 q·k</translation>
    </message>
    <message>
        <source>logits</source>
        <translation>logit</translation>
    </message>
    <message>
        <source>weights %1 − %2</source>
        <translation>权重 %1 − %2</translation>
    </message>
    <message>
        <source>attention weights</source>
        <translation>注意力权重</translation>
    </message>
    <message>
        <source>The only head</source>
        <translation>唯一的头</translation>
    </message>
    <message>
        <source>All %1 heads</source>
        <translation>全部 %1 个头</translation>
    </message>
    <message>
        <source>one colour scale</source>
        <translation>统一色标</translation>
    </message>
    <message>
        <source>each head its own colour scale</source>
        <translation>每个头各用自己的色标</translation>
    </message>
    <message>
        <source>rows: queries · columns: keys</source>
        <translation>行：查询 · 列：键</translation>
    </message>
    <message>
        <source>%1 tokens · each pixel: %2 of ~%3×%3 cells · show one head for single cells</source>
        <translation>%1 个词元 · 每个像素：约 %3×%3 个单元格的%2 · 只显示一个头可看到单个单元格</translation>
    </message>
    <message>
        <source>largest</source>
        <translation>最大值</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>均值</translation>
    </message>
    <message>
        <source>Nothing to show yet</source>
        <translation>暂无可显示的内容</translation>
    </message>
    <message>
        <source>%1 · weights %2 − %3</source>
        <translation>%1 · 权重 %2 − %3</translation>
    </message>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n 个词元</numerusform>
        </translation>
    </message>
    <message>
        <source>has %1 and this session has %2</source>
        <translation>有 %1，而此会话有 %2</translation>
    </message>
    <message>
        <source>%1 · attention weights</source>
        <translation>%1 · 注意力权重</translation>
    </message>
    <message>
        <source>%1 · raw scores q·k</source>
        <translation>%1 · 原始分数 q·k</translation>
    </message>
    <message>
        <source>%1 · logits (%2)</source>
        <translation>%1 · logit（%2）</translation>
    </message>
    <message>
        <source>Average over %1 · mean attention weights</source>
        <translation>%1的平均 · 平均注意力权重</translation>
    </message>
    <message>
        <source>%1 · weights now − pinned</source>
        <translation>%1 · 权重：当前 − 固定结果</translation>
    </message>
    <message>
        <source>weight ÷ largest weight of its row</source>
        <translation>权重 ÷ 所在行的最大权重</translation>
    </message>
    <message>
        <source>attention weight</source>
        <translation>注意力权重</translation>
    </message>
    <message>
        <source>raw score q·k (0 = white)</source>
        <translation>原始分数 q·k（0 = 白色）</translation>
    </message>
    <message>
        <source>logit: q·k through %1 (0 = white)</source>
        <translation>logit：q·k 经过 %1（0 = 白色）</translation>
    </message>
    <message>
        <source>mean weight ÷ row&apos;s largest</source>
        <translation>平均权重 ÷ 该行最大值</translation>
    </message>
    <message>
        <source>mean weight over %1</source>
        <translation>%1的平均权重</translation>
    </message>
    <message>
        <source>+ more weight than %1 · − less</source>
        <translation>+ 权重大于%1 · − 小于</translation>
    </message>
    <message>
        <source>These results do not fit together</source>
        <translation>这些结果互不匹配</translation>
    </message>
    <message>
        <source>%1 · each pixel: %2 of ~%3×%3 cells · zoom in for single cells</source>
        <translation>%1 · 每个像素：约 %3×%3 个单元格的%2 · 放大可看到单个单元格</translation>
    </message>
    <message>
        <source>value farthest from 0</source>
        <translation>离 0 最远的值</translation>
    </message>
    <message>
        <source>zoomed in: queries %1–%2 × keys %3–%4 of %5 tokens</source>
        <translation>已放大：查询 %1–%2 × 键 %3–%4（共 %5 个词元）</translation>
    </message>
    <message>
        <source>blocked now</source>
        <translation>当前已屏蔽</translation>
    </message>
    <message>
        <source>blocked in %1</source>
        <translation>在%1中已屏蔽</translation>
    </message>
    <message>
        <source>no change: every weight is the same as %1</source>
        <translation>无变化：每个权重都与%1相同</translation>
    </message>
    <message>
        <source>rows: queries · columns: keys · each row&apos;s changes sum to 0 · hatched: %1</source>
        <translation>行：查询 · 列：键 · 每行的变化之和为 0 · 阴影线：%1</translation>
    </message>
    <message>
        <source>rows: queries · columns: keys · hatched: %1</source>
        <translation>行：查询 · 列：键 · 阴影线：%1</translation>
    </message>
    <message>
        <source>rows: queries · columns: keys · each row sums to 1 less the sink&apos;s share</source>
        <translation>行：查询 · 列：键 · 每行之和为 1 减去汇点的份额</translation>
    </message>
    <message>
        <source>rows: queries · columns: keys · each row sums to 1</source>
        <translation>行：查询 · 列：键 · 每行之和为 1</translation>
    </message>
    <message>
        <source>rows: queries · columns: keys · blocked cells become −∞ before the softmax</source>
        <translation>行：查询 · 列：键 · 被屏蔽的单元格在 softmax 之前变为 −∞</translation>
    </message>
    <message>
        <source> · %1 label shown</source>
        <translation> · %1显示一个标签</translation>
    </message>
    <message>
        <source>query %1 “%2” → key %3 “%4”</source>
        <translation>查询 %1“%2”→ 键 %3“%4”</translation>
    </message>
    <message>
        <source>weight %1 %2 − %3 %4 = %5</source>
        <translation>权重 %1 %2 − %3 %4 = %5</translation>
    </message>
    <message>
        <source>mean weight over %1 = %2</source>
        <translation>%1的平均权重 = %2</translation>
    </message>
    <message>
        <source>logit = −∞ (blocked; unmasked it would be %1)</source>
        <translation>logit = −∞（已屏蔽；不掩蔽时为 %1）</translation>
    </message>
    <message>
        <source>logit = %1</source>
        <translation>logit = %1</translation>
    </message>
    <message>
        <source> (blocked %1, so its weight there is 0)</source>
        <translation> （%1已屏蔽，因此它在该处的权重为 0）</translation>
    </message>
    <message>
        <source>key %1 comes after query %2 (causal mask)</source>
        <translation>键 %1 在查询 %2 之后（因果掩码）</translation>
    </message>
    <message>
        <source>key %1 is a padding token</source>
        <translation>键 %1 是填充词元</translation>
    </message>
    <message>
        <source>blocked by hand</source>
        <translation>手动屏蔽</translation>
    </message>
    <message>
        <source>key %1 is outside query %2&apos;s sliding window</source>
        <translation>键 %1 在查询 %2 的滑动窗口之外</translation>
    </message>
    <message>
        <source>key %1 is in another sentence than query %2</source>
        <translation>键 %1 与查询 %2 不在同一个句子中</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>已掩蔽</translation>
    </message>
    <message>
        <source>blocked: %1</source>
        <translation>已屏蔽：%1</translation>
    </message>
    <message>
        <source>not blocked</source>
        <translation>未屏蔽</translation>
    </message>
    <message>
        <source>weight = %1</source>
        <translation>权重 = %1</translation>
    </message>
    <message>
        <source>query %1</source>
        <translation>查询 %1</translation>
    </message>
    <message>
        <source>key %1</source>
        <translation>键 %1</translation>
    </message>
    <message>
        <source>the causal mask</source>
        <extracomment>what blocks a cell, said by a screen reader: &quot;blocked by the causal mask and padding&quot;</extracomment>
        <translation>因果掩码</translation>
    </message>
    <message>
        <source>padding</source>
        <translation>填充</translation>
    </message>
    <message>
        <source>hand</source>
        <extracomment>as in &quot;blocked by hand&quot;</extracomment>
        <translation>手动</translation>
    </message>
    <message>
        <source>the sliding window</source>
        <translation>滑动窗口</translation>
    </message>
    <message>
        <source>the sentence boundary</source>
        <translation>句子边界</translation>
    </message>
    <message>
        <source>blocked</source>
        <translation>已屏蔽</translation>
    </message>
    <message>
        <source>blocked by %1</source>
        <translation>被%1屏蔽</translation>
    </message>
    <message>
        <source> and </source>
        <translation>和</translation>
    </message>
    <message>
        <source>weight %1</source>
        <translation>权重 %1</translation>
    </message>
    <message>
        <source>score %1</source>
        <translation>分数 %1</translation>
    </message>
    <message>
        <source>logit %1</source>
        <translation>logit %1</translation>
    </message>
    <message>
        <source>minus infinity</source>
        <translation>负无穷</translation>
    </message>
    <message>
        <source>mean weight %1</source>
        <translation>平均权重 %1</translation>
    </message>
    <message>
        <source>change %1</source>
        <translation>变化 %1</translation>
    </message>
    <message>
        <source>Heatmap</source>
        <translation>热力图</translation>
    </message>
    <message>
        <source>Heatmap: %1</source>
        <translation>热力图：%1</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>头 %1</translation>
    </message>
    <message>
        <source>Heatmap: weights of %1</source>
        <translation>热力图：%1的权重</translation>
    </message>
    <message>
        <source>Heatmap: scores of %1</source>
        <translation>热力图：%1的分数</translation>
    </message>
    <message>
        <source>Heatmap: logits of %1</source>
        <translation>热力图：%1的 logit</translation>
    </message>
    <message>
        <source>Heatmap: mean weights over %1</source>
        <translation>热力图：%1的平均权重</translation>
    </message>
    <message>
        <source>Heatmap: weights of %1, %2 minus %3</source>
        <translation>热力图：%1的权重，%2减%3</translation>
    </message>
    <message>
        <source>query %1 “%2” — click to select this row</source>
        <translation>查询 %1“%2”——单击以选择这一行</translation>
    </message>
    <message>
        <source>key %1 “%2”</source>
        <translation>键 %1“%2”</translation>
    </message>
    <message>
        <source>token %1 “%2”</source>
        <translation>词元 %1“%2”</translation>
    </message>
    <message>
        <source>Heads %1 of %2</source>
        <translation>头 %1（共 %2 个）</translation>
    </message>
    <message>
        <source>%1 of %2 heads</source>
        <translation>%1 个头（共 %2 个）</translation>
    </message>
    <message>
        <source> · attention as lines</source>
        <translation> · 以连线表示注意力</translation>
    </message>
    <message>
        <source>width and strength = weight · no line under %1 or masked</source>
        <translation>粗细和深浅 = 权重 · 低于 %1 或被掩蔽的不画线</translation>
    </message>
    <message>
        <source>%1 as a query · %2</source>
        <translation>%1 作为查询 · %2</translation>
    </message>
    <message>
        <source>%1 as a key · %2</source>
        <translation>%1 作为键 · %2</translation>
    </message>
    <message>
        <source>each line: a query looking at a key · %1</source>
        <translation>每条线：一个查询看向一个键 · %1</translation>
    </message>
    <message>
        <source>More than %1 tokens: only the lines of %2; the heatmap shows them all</source>
        <translation>超过 %1 个词元：只显示%2的连线；热力图会显示全部</translation>
    </message>
    <message>
        <source>(every %1th)</source>
        <translation>（每 %1 个）</translation>
    </message>
    <message>
        <source>queries</source>
        <translation>查询</translation>
    </message>
    <message>
        <source>keys</source>
        <translation>键</translation>
    </message>
    <message>
        <source>%1 label written; point at a token for its name</source>
        <translation>%1写一个标签；指向词元可查看其名称</translation>
    </message>
    <message>
        <source>weight</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>%1 as a %2 (of %3 tokens)</source>
        <translation>%1 作为%2（共 %3 个词元）</translation>
    </message>
    <message>
        <source>query</source>
        <translation>查询</translation>
    </message>
    <message>
        <source>key</source>
        <translation>键</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more head(s)</source>
        <translation>
            <numerusform>… 另有 %n 个头</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: every key is blocked, so no lines (its weights are all 0)</source>
        <translation>%1：所有键都被屏蔽，因此没有连线（它的权重全为 0）</translation>
    </message>
    <message>
        <source>%1: every query is blocked from it, so no lines</source>
        <translation>%1：所有查询都被屏蔽、看不到它，因此没有连线</translation>
    </message>
    <message>
        <source>looks most at</source>
        <translation>看得最多的是</translation>
    </message>
    <message>
        <source>looked at most by</source>
        <translation>最常看它的是</translation>
    </message>
    <message numerus="yes">
        <source> + … (%n more term(s))</source>
        <translation>
            <numerusform> + …（另有 %n 项）</numerusform>
        </translation>
    </message>
    <message>
        <source>× 1 (scaling off)</source>
        <translation>× 1（不缩放）</translation>
    </message>
    <message>
        <source>Head %1</source>
        <translation>头 %1</translation>
    </message>
    <message>
        <source>Head %1 · %2</source>
        <translation>头 %1 · %2</translation>
    </message>
    <message>
        <source>Head %1 (%2)</source>
        <translation>头 %1（%2）</translation>
    </message>
    <message>
        <source>kv%1 · read by heads %2</source>
        <translation>kv%1 · 由头 %2 读取</translation>
    </message>
    <message>
        <source>now</source>
        <translation>当前</translation>
    </message>
    <message>
        <source>pinned</source>
        <translation>固定结果</translation>
    </message>
    <message>
        <source>the pinned result</source>
        <translation>固定的结果</translation>
    </message>
    <message>
        <source>%1 %2, so their weights cannot be compared cell by cell; pin again to compare with this session.</source>
        <extracomment>%1: &quot;The pinned result&quot;; %2: &quot;has 4 tokens and this session has 3&quot;</extracomment>
        <translation>%1%2，因此无法逐格比较它们的权重；请重新固定，以便与此会话比较。</translation>
    </message>
    <message>
        <source>every key of query %1 is blocked: its weights are all 0 (PyTorch would give NaN)</source>
        <translation>查询 %1 的所有键都被屏蔽：其权重全为 0（PyTorch 会给出 NaN）</translation>
    </message>
    <message>
        <source>More than %1 tokens: point at a token to see its lines; the heatmap shows them all</source>
        <translation>超过 %1 个词元：指向一个词元即可看到它的连线；热力图显示全部</translation>
    </message>
    <message>
        <source>all heads</source>
        <translation>所有头</translation>
    </message>
    <message>
        <source>← queries (rows)</source>
        <translation>← 查询（行）</translation>
    </message>
    <message>
        <source>keys (columns) →</source>
        <translation>键（列）→</translation>
    </message>
    <message>
        <source>%1, this session has %2</source>
        <extracomment>after a session file&apos;s field name, &quot;tokens: 4 tokens, this session has 3&quot;</extracomment>
        <translation>%1，此会话为 %2</translation>
    </message>
    <message>
        <source>undefined</source>
        <extracomment>a number that is not a number (NaN), as the breakdown writes it</extracomment>
        <translation>未定义</translation>
    </message>
    <message>
        <source>… %1 more</source>
        <extracomment>the components of a vector left out: &quot;(1, 2, 3, … 5 more)&quot;</extracomment>
        <translation>… 另有 %1 个</translation>
    </message>
</context>
<context>
    <name>IoText</name>
    <message>
        <source>more than %1 MB of answers</source>
        <translation>答案超过 %1 MB</translation>
    </message>
    <message>
        <source>not an object of answers {&quot;id&quot;: value, …}</source>
        <translation>不是答案对象 {&quot;id&quot;: 值, …}</translation>
    </message>
    <message>
        <source>more than %1 answers</source>
        <translation>答案超过 %1 个</translation>
    </message>
    <message>
        <source>the answer &quot;%1&quot; is not a number, a list of numbers or a list of equally long lists of numbers</source>
        <extracomment>%1 the answer&apos;s name (its id) in the answers file</extracomment>
        <translation>答案“%1”既不是数，也不是数的列表，也不是由等长的数列表组成的列表</translation>
    </message>
    <message>
        <source>more than %1 numbers in all</source>
        <translation>数总计超过 %1 个</translation>
    </message>
    <message>
        <source>%1: cannot create the folder</source>
        <translation>%1：无法创建文件夹</translation>
    </message>
    <message>
        <source>a folder</source>
        <extracomment>what a path is when it is not a regular file; goes into &quot;%1: is %2, not a file&quot;</extracomment>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>a named pipe (FIFO)</source>
        <extracomment>what a path is when it is not a regular file; goes into &quot;%1: is %2, not a file&quot;</extracomment>
        <translation>命名管道（FIFO）</translation>
    </message>
    <message>
        <source>a socket</source>
        <extracomment>what a path is when it is not a regular file; goes into &quot;%1: is %2, not a file&quot;</extracomment>
        <translation>套接字</translation>
    </message>
    <message>
        <source>a device</source>
        <extracomment>what a path is when it is not a regular file; goes into &quot;%1: is %2, not a file&quot;</extracomment>
        <translation>设备</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <extracomment>what a path is when it is not a regular file; goes into &quot;%1: is %2, not a file&quot;</extracomment>
        <translation>特殊文件</translation>
    </message>
    <message>
        <source>%1: is %2, not a file</source>
        <extracomment>%1 the path, %2 what it is: &quot;a folder&quot;, &quot;a device&quot;…</extracomment>
        <translation>%1：是%2，不是普通文件</translation>
    </message>
    <message>
        <source>%1: cannot open (%2)</source>
        <extracomment>%1 the file, %2 the system&apos;s reason
----------
%1 the file, %2 the reason</extracomment>
        <translation>%1：无法打开（%2）</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <extracomment>a size in a message about a file too large; %1 a number of megabytes</extracomment>
        <translation>%1 MB</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <extracomment>a size in a message about a file too large; %1 a number of bytes</extracomment>
        <translation>%1 字节</translation>
    </message>
    <message>
        <source>%1: %2, larger than the limit of %3</source>
        <extracomment>%1 the file, %2 its size, %3 the largest size read (each &quot;12 MB&quot; or &quot;300 bytes&quot;)</extracomment>
        <translation>%1：%2，超过了 %3 的上限</translation>
    </message>
    <message>
        <source>%1: cannot read (%2)</source>
        <extracomment>%1 the file, %2 the system&apos;s reason</extracomment>
        <translation>%1：无法读取（%2）</translation>
    </message>
    <message>
        <source>%1: the file is empty</source>
        <translation>%1：文件为空</translation>
    </message>
    <message>
        <source>%1: cannot map into memory (%2)</source>
        <extracomment>%1 the file, %2 the system&apos;s reason</extracomment>
        <translation>%1：无法映射到内存（%2）</translation>
    </message>
    <message>
        <source>%1: a symbolic link to nothing that is not yours; nothing was written</source>
        <translation>%1：是指向不存在目标的符号链接，且不属于你；未写入任何内容</translation>
    </message>
    <message>
        <source>%1: too many levels of symbolic links; nothing was written</source>
        <translation>%1：符号链接层级过多；未写入任何内容</translation>
    </message>
    <message>
        <source>%1: is %2, not a file; nothing was written</source>
        <extracomment>%1 the path, %2 what it is: &quot;a folder&quot;, &quot;a device&quot;…</extracomment>
        <translation>%1：是%2，不是普通文件；未写入任何内容</translation>
    </message>
    <message>
        <source>; the previous file is unchanged</source>
        <extracomment>added at the end of a message that a file could not be written, when it was there before</extracomment>
        <translation>；原有文件保持不变</translation>
    </message>
    <message>
        <source>%1: cannot write (%2)%3</source>
        <extracomment>%1 the file, %2 the system&apos;s reason, %3 &quot;; the previous file is unchanged&quot; or nothing</extracomment>
        <translation>%1：无法写入（%2）%3</translation>
    </message>
    <message>
        <source>%1: cannot write (no free temporary name beside it)%2</source>
        <extracomment>%1 the file, %2 &quot;; the previous file is unchanged&quot; or nothing</extracomment>
        <translation>%1：无法写入（同一位置没有可用的临时文件名）%2</translation>
    </message>
    <message>
        <source>%1: not written%2</source>
        <extracomment>%1 the file, %2 &quot;; the previous file is unchanged&quot; or nothing</extracomment>
        <translation>%1：未写入%2</translation>
    </message>
    <message>
        <source>%1: cannot make a folder beside it to write into</source>
        <extracomment>%1 the folder being written</extracomment>
        <translation>%1：无法在同一位置创建用于写入的文件夹</translation>
    </message>
    <message>
        <source>%1: cannot give the written folder its name (%2)</source>
        <extracomment>%1 the folder being written, %2 the system&apos;s reason</extracomment>
        <translation>%1：无法为写好的文件夹命名（%2）</translation>
    </message>
    <message>
        <source>needs about %1 of memory; this machine has %2 available</source>
        <extracomment>why a size is refused: %1 the memory it would take, %2 the memory free (both as &quot;1.5 GB&quot;)</extracomment>
        <translation>需要约 %1 内存；本机可用 %2</translation>
    </message>
    <message>
        <source>num_attention_heads %1 does not divide hidden_size %2 (and no head_dim)</source>
        <extracomment>the names with underscores are keys of config.json, kept; %1 the number of heads, %2 the model&apos;s width</extracomment>
        <translation>num_attention_heads %1 不能整除 hidden_size %2（且没有 head_dim）</translation>
    </message>
    <message>
        <source>(not a string)</source>
        <extracomment>shown in a message in place of a value of config.json that is not a string</extracomment>
        <translation>（不是字符串）</translation>
    </message>
    <message>
        <source>hidden_act &quot;%1&quot; is not supported (the Llama family&apos;s MLP uses silu)</source>
        <extracomment>the names with underscores are keys of config.json, kept; silu kept too; %1 the value found</extracomment>
        <translation>不支持 hidden_act“%1”（Llama 系列的 MLP 使用 silu）</translation>
    </message>
    <message>
        <source>partial_rotary_factor other than 1 is not supported</source>
        <extracomment>the names with underscores are keys of config.json, kept</extracomment>
        <translation>不支持不为 1 的 partial_rotary_factor</translation>
    </message>
    <message>
        <source>attention_bias: true is not supported (biases on every projection)</source>
        <extracomment>the names with underscores are keys of config.json, kept; true kept too</extracomment>
        <translation>不支持 attention_bias: true（每个投影都带偏置）</translation>
    </message>
    <message>
        <source>mlp_bias: true is not supported</source>
        <extracomment>the names with underscores are keys of config.json, kept; true kept too</extracomment>
        <translation>不支持 mlp_bias: true</translation>
    </message>
    <message>
        <source>use_sliding_window: true is not supported</source>
        <extracomment>the names with underscores are keys of config.json, kept; true kept too</extracomment>
        <translation>不支持 use_sliding_window: true</translation>
    </message>
    <message>
        <source>%1 must be null or a number in (0, 1000000]</source>
        <extracomment>%1 a key of config.json</extracomment>
        <translation>%1 必须为 null 或 (0, 1000000] 中的数</translation>
    </message>
    <message>
        <source>layer_types must list one type for each of the %1 layers</source>
        <extracomment>the names with underscores are keys of config.json, kept; %1 the number of layers</extracomment>
        <translation>layer_types 必须为 %1 个层各列出一个类型</translation>
    </message>
    <message>
        <source>layer_types has &quot;%1&quot;; expected sliding_attention or full_attention</source>
        <extracomment>the names with underscores are keys of config.json, kept; %1 the value found</extracomment>
        <translation>layer_types 中有“%1”；应为 sliding_attention 或 full_attention</translation>
    </message>
    <message>
        <source>use_bidirectional_attention: true is not supported (the pass is causal)</source>
        <extracomment>the names with underscores are keys of config.json, kept; true kept too</extracomment>
        <translation>不支持 use_bidirectional_attention: true（前向计算是因果的）</translation>
    </message>
    <message>
        <source>hidden_activation &quot;%1&quot; is not supported (Gemma&apos;s MLP uses gelu_pytorch_tanh)</source>
        <extracomment>the names with underscores are keys of config.json, kept; gelu_pytorch_tanh kept too; %1 the value found</extracomment>
        <translation>不支持 hidden_activation“%1”（Gemma 的 MLP 使用 gelu_pytorch_tanh）</translation>
    </message>
    <message>
        <source>sliding_window is null; %1&apos;s sliding layers need one</source>
        <extracomment>the names with underscores are keys of config.json, kept; null kept too; %1 the model type (gemma2…)</extracomment>
        <translation>sliding_window 为 null；%1 的滑动窗口层需要它</translation>
    </message>
    <message>
        <source>rope_scaling is not supported for gemma2</source>
        <extracomment>the names with underscores are keys of config.json, kept; gemma2 kept too</extracomment>
        <translation>gemma2 不支持 rope_scaling</translation>
    </message>
    <message>
        <source>num_experts_per_tok %1 is more than the %2 experts (num_local_experts)</source>
        <extracomment>the names with underscores are keys of config.json, kept; %1 experts each token goes to, %2 the experts there are</extracomment>
        <translation>num_experts_per_tok %1 超过了专家总数 %2（num_local_experts）</translation>
    </message>
    <message>
        <source>hidden_act &quot;%1&quot; is not supported (GPT-OSS&apos;s experts use their clamped silu)</source>
        <extracomment>the names with underscores are keys of config.json, kept; silu kept too; %1 the value found</extracomment>
        <translation>不支持 hidden_act“%1”（GPT-OSS 的专家使用带截断的 silu）</translation>
    </message>
    <message>
        <source>sliding_window is null; gpt_oss&apos;s sliding layers need one</source>
        <extracomment>the names with underscores are keys of config.json, kept; null and gpt_oss kept too</extracomment>
        <translation>sliding_window 为 null；gpt_oss 的滑动窗口层需要它</translation>
    </message>
    <message>
        <source>quantization_config quant_method &quot;%1&quot; is not supported (mxfp4 is)</source>
        <extracomment>the names with underscores are keys of config.json, kept; mxfp4 kept too; %1 the value found</extracomment>
        <translation>不支持 quantization_config 的 quant_method“%1”（支持的是 mxfp4）</translation>
    </message>
    <message>
        <source>apply_residual_connection_post_layernorm: true is not supported (the residual taken after the norm)</source>
        <extracomment>the names with underscores are keys of config.json, kept; true kept too</extracomment>
        <translation>不支持 apply_residual_connection_post_layernorm: true（在规范化之后取残差）</translation>
    </message>
    <message>
        <source>n_head %1 does not divide hidden_size %2</source>
        <extracomment>the names with underscores are keys of config.json, kept; %1 the number of heads, %2 the model&apos;s width</extracomment>
        <translation>n_head %1 不能整除 hidden_size %2</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>不是 JSON 对象</translation>
    </message>
    <message>
        <source>model_type is missing; expected gpt2, llama, mistral, qwen2, qwen3, gemma2, gemma3_text, gpt_oss, deepseek_v2, deepseek_v3 or bloom</source>
        <extracomment>model_type and the model types listed are config.json&apos;s words, kept</extracomment>
        <translation>缺少 model_type；应为 gpt2、llama、mistral、qwen2、qwen3、gemma2、gemma3_text、gpt_oss、deepseek_v2、deepseek_v3 或 bloom</translation>
    </message>
    <message>
        <source>model_type is &quot;%1&quot;; supported are gpt2, llama, mistral, qwen2, qwen3, gemma2, gemma3_text, gpt_oss, deepseek_v2, deepseek_v3 and bloom</source>
        <extracomment>model_type and the model types listed are config.json&apos;s words, kept; %1 the value found</extracomment>
        <translation>model_type 为“%1”；支持的有 gpt2、llama、mistral、qwen2、qwen3、gemma2、gemma3_text、gpt_oss、deepseek_v2、deepseek_v3 和 bloom</translation>
    </message>
    <message>
        <source>%1 is missing</source>
        <extracomment>%1 a key of config.json
----------
%1 a tensor&apos;s name in the safetensors file</extracomment>
        <translation>缺少 %1</translation>
    </message>
    <message>
        <source>%1 is not a whole number in 1…%2</source>
        <extracomment>%1 a key of config.json, %2 the largest allowed</extracomment>
        <translation>%1 不是 1…%2 中的整数</translation>
    </message>
    <message>
        <source>n_inner is not null or a whole number in 1…%1</source>
        <extracomment>the names with underscores are keys of config.json, kept; null kept too; %1 the largest allowed</extracomment>
        <translation>n_inner 既不是 null，也不是 1…%1 中的整数</translation>
    </message>
    <message>
        <source>n_head %1 does not divide n_embd %2</source>
        <extracomment>the names with underscores are keys of config.json, kept; %1 the number of heads, %2 the model&apos;s width</extracomment>
        <translation>n_head %1 不能整除 n_embd %2</translation>
    </message>
    <message>
        <source>layer_norm_epsilon is not a number in (0, 1]</source>
        <extracomment>the names with underscores are keys of config.json, kept</extracomment>
        <translation>layer_norm_epsilon 不是 (0, 1] 中的数</translation>
    </message>
    <message>
        <source>activation_function &quot;%1&quot; is not supported (GPT-2 uses gelu_new, the tanh form)</source>
        <extracomment>the names with underscores are keys of config.json, kept; gelu_new kept too; %1 the value found</extracomment>
        <translation>不支持 activation_function“%1”（GPT-2 使用 gelu_new，即 tanh 形式）</translation>
    </message>
    <message>
        <source>%1 is not true or false</source>
        <extracomment>%1 a key of config.json; true and false kept as they are
----------
what is wrong in tokenizer_config.json; %1 a key (add_bos_token…); true and false kept
----------
what is wrong in tokenizer_config.json; %1 a key (legacy…); true and false kept</extracomment>
        <translation>%1 不是 true 或 false</translation>
    </message>
    <message>
        <source>attention_lab_task.bos is not a token id below vocab_size %1</source>
        <extracomment>the names with underscores are keys of config.json, kept; %1 the number of tokens in the vocabulary</extracomment>
        <translation>attention_lab_task.bos 不是小于 vocab_size %1 的词元 ID</translation>
    </message>
    <message>
        <source>qk_rope_head_dim %1 is odd; RoPE turns pairs of columns</source>
        <extracomment>the names with underscores are keys of config.json, kept; %1 the value found</extracomment>
        <translation>qk_rope_head_dim %1 为奇数；RoPE 成对旋转列</translation>
    </message>
    <message>
        <source>num_experts_per_tok %1 is more than the %2 experts (n_routed_experts)</source>
        <extracomment>the names with underscores are keys of config.json, kept; %1 experts each token goes to, %2 the experts there are</extracomment>
        <translation>num_experts_per_tok %1 超过了专家总数 %2（n_routed_experts）</translation>
    </message>
    <message>
        <source>n_group %1 must divide the %2 experts, and topk_group %3 be at most n_group</source>
        <extracomment>the names with underscores are keys of config.json, kept; %1 the groups, %2 the experts, %3 the groups kept</extracomment>
        <translation>n_group %1 必须整除专家数 %2，且 topk_group %3 不得大于 n_group</translation>
    </message>
    <message>
        <source>topk_method &quot;%1&quot; is not supported (greedy or group_limited_greedy)</source>
        <extracomment>the names with underscores are keys of config.json, kept; greedy kept too; %1 the value found</extracomment>
        <translation>不支持 topk_method“%1”（应为 greedy 或 group_limited_greedy）</translation>
    </message>
    <message>
        <source>attention_bias: true is not supported (biases on q_a_proj, kv_a_proj_with_mqa and o_proj)</source>
        <extracomment>the names with underscores are keys of config.json, kept; true kept too</extracomment>
        <translation>不支持 attention_bias: true（q_a_proj、kv_a_proj_with_mqa 和 o_proj 上的偏置）</translation>
    </message>
    <message>
        <source>hidden_act &quot;%1&quot; is not supported (DeepSeek&apos;s MLPs use silu)</source>
        <extracomment>the names with underscores are keys of config.json, kept; silu kept too; %1 the value found</extracomment>
        <translation>不支持 hidden_act“%1”（DeepSeek 的 MLP 使用 silu）</translation>
    </message>
    <message>
        <source>quantization_config quant_method &quot;%1&quot; is not supported (fp8 is)</source>
        <extracomment>the names with underscores are keys of config.json, kept; fp8 kept too; %1 the value found</extracomment>
        <translation>不支持 quantization_config 的 quant_method“%1”（支持的是 fp8）</translation>
    </message>
    <message>
        <source>quantization_config weight_block_size is not two whole numbers in 1…65536</source>
        <extracomment>the names with underscores are keys of config.json, kept</extracomment>
        <translation>quantization_config 的 weight_block_size 不是 1…65536 中的两个整数</translation>
    </message>
    <message>
        <source>%1 is not a whole number in %2…%3</source>
        <extracomment>%1 a key of config.json, %2…%3 the range allowed</extracomment>
        <translation>%1 不是 %2…%3 中的整数</translation>
    </message>
    <message>
        <source>%1 is not a number in (0, %2]</source>
        <extracomment>%1 a key of config.json, %2 the largest allowed</extracomment>
        <translation>%1 不是 (0, %2] 中的数</translation>
    </message>
    <message>
        <source>num_key_value_heads %1 does not divide num_attention_heads %2</source>
        <extracomment>the names with underscores are keys of config.json, kept; %1 the key/value heads, %2 the heads</extracomment>
        <translation>num_key_value_heads %1 不能整除 num_attention_heads %2</translation>
    </message>
    <message>
        <source>head_dim %1 is odd; RoPE turns pairs of columns</source>
        <extracomment>the names with underscores are keys of config.json, kept; %1 the width of a head</extracomment>
        <translation>head_dim %1 为奇数；RoPE 成对旋转列</translation>
    </message>
    <message>
        <source>rope_scaling yarn has no factor</source>
        <extracomment>the names with underscores are keys of config.json, kept; yarn and factor kept too</extracomment>
        <translation>rope_scaling 为 yarn，但没有 factor</translation>
    </message>
    <message>
        <source>rope_scaling factor must be above 0</source>
        <extracomment>the names with underscores are keys of config.json, kept; factor kept too</extracomment>
        <translation>rope_scaling 的 factor 必须大于 0</translation>
    </message>
    <message>
        <source>rope_theta must be above 1 for yarn</source>
        <extracomment>the names with underscores are keys of config.json, kept; yarn kept too</extracomment>
        <translation>使用 yarn 时 rope_theta 必须大于 1</translation>
    </message>
    <message>
        <source>rope_scaling is not null or an object</source>
        <extracomment>the names with underscores are keys of config.json, kept; null kept too</extracomment>
        <translation>rope_scaling 既不是 null，也不是对象</translation>
    </message>
    <message>
        <source>rope_scaling type &quot;%1&quot; is not supported (none, linear, llama3 or yarn)</source>
        <extracomment>the names with underscores are keys of config.json, kept; type and the types listed kept too; %1 the value found</extracomment>
        <translation>不支持 rope_scaling 的 type“%1”（应为 none、linear、llama3 或 yarn）</translation>
    </message>
    <message>
        <source>rope_scaling factor must be at least 1</source>
        <extracomment>the names with underscores are keys of config.json, kept; factor kept too</extracomment>
        <translation>rope_scaling 的 factor 必须至少为 1</translation>
    </message>
    <message>
        <source>rope_scaling high_freq_factor must be above low_freq_factor</source>
        <extracomment>the names with underscores are keys of config.json, kept</extracomment>
        <translation>rope_scaling 的 high_freq_factor 必须大于 low_freq_factor</translation>
    </message>
    <message>
        <source>%1: line %2%3</source>
        <extracomment>%1 the file, %2 the line&apos;s number, %3 what is wrong with the line, with its own space or colon first (&quot; is empty&quot;, &quot;: id 7 is outside …&quot;)</extracomment>
        <translation>%1：第 %2 行%3</translation>
    </message>
    <message>
        <source>%1 has no sequence</source>
        <extracomment>%1 the file of token ids</extracomment>
        <translation>%1 中没有序列</translation>
    </message>
    <message>
        <source> is empty</source>
        <extracomment>put after &quot;%1: line %2&quot; (the file and the line), the space first kept</extracomment>
        <translation>为空</translation>
    </message>
    <message>
        <source>: &quot;%1&quot; is not a token id</source>
        <extracomment>put after &quot;%1: line %2&quot; (the file and the line), the colon first kept; %1 the text found</extracomment>
        <translation>：“%1”不是词元 ID</translation>
    </message>
    <message>
        <source>: id %1 is outside the vocabulary (0…%2)</source>
        <extracomment>put after &quot;%1: line %2&quot; (the file and the line), the colon first kept; %1 the id found, %2 the highest token id</extracomment>
        <translation>：ID %1 超出词表范围（0…%2）</translation>
    </message>
    <message>
        <source> has more than %1 ids, the model&apos;s positions</source>
        <extracomment>put after &quot;%1: line %2&quot; (the file and the line), the space first kept; %1 the model&apos;s positions</extracomment>
        <translation>的 ID 超过 %1 个，即模型的位置数</translation>
    </message>
    <message>
        <source> has 1 id; a sequence needs 2 to %1</source>
        <extracomment>put after &quot;%1: line %2&quot; (the file and the line), the space first kept; %1 the model&apos;s positions</extracomment>
        <translation>只有 1 个 ID；一个序列需要 2 到 %1 个</translation>
    </message>
    <message>
        <source>[] (a single number)</source>
        <extracomment>a tensor&apos;s shape when it has no axes (in &quot;%1 has shape %2, …&quot;)</extracomment>
        <translation>[]（单个数）</translation>
    </message>
    <message>
        <source>%1: missing; pytorch_model.bin is a Python pickle, which is not read (download model.safetensors instead)</source>
        <extracomment>%1 model.safetensors in the folder; pytorch_model.bin and model.safetensors are file names, kept</extracomment>
        <translation>%1：缺失；pytorch_model.bin 是 Python pickle 文件，不会被读取（请改为下载 model.safetensors）</translation>
    </message>
    <message>
        <source>%1: missing</source>
        <extracomment>%1 a file that should be there
----------
%1 a key of the session file that is not there</extracomment>
        <translation>%1：缺失</translation>
    </message>
    <message>
        <source>model.safetensors.index.json: %1 names the file &quot;%2&quot;, which is not a shard</source>
        <extracomment>the file names are kept; %1 a tensor&apos;s name, %2 the file the index names</extracomment>
        <translation>model.safetensors.index.json：%1 指向文件“%2”，但它不是分片</translation>
    </message>
    <message>
        <source>%1: %2 is not in it, though model.safetensors.index.json says so</source>
        <extracomment>%1 a file of the model (a shard), %2 a tensor&apos;s name; the file name kept</extracomment>
        <translation>%1：其中没有 %2，尽管 model.safetensors.index.json 说有</translation>
    </message>
    <message>
        <source>no weight_map object</source>
        <extracomment>the problem with a model&apos;s model.safetensors.index.json; weight_map is its key, kept</extracomment>
        <translation>没有 weight_map 对象</translation>
    </message>
    <message>
        <source>%1: weight_map gives %2 the file &quot;%3&quot;; expected a .safetensors file in the same folder</source>
        <extracomment>%1 the index file, %2 a tensor&apos;s name, %3 the file it names; weight_map kept</extracomment>
        <translation>%1：weight_map 为 %2 指定了文件“%3”；应为同一文件夹中的 .safetensors 文件</translation>
    </message>
    <message>
        <source>%1: more than %2 shards</source>
        <extracomment>%1 the index file, %2 the most shards (files) a model may have</extracomment>
        <translation>%1：分片超过 %2 个</translation>
    </message>
    <message>
        <source>%1_blocks and _scales are not MXFP4 (U8, (E, R, G, 16) and (E, R, G)): %2 and %3</source>
        <extracomment>%1 a tensor&apos;s name in the safetensors file; _blocks, _scales, MXFP4 and U8 kept; %2 and %3 their shapes (&quot;32 × 90 × 16&quot;)</extracomment>
        <translation>%1_blocks 和 _scales 不是 MXFP4 格式（U8，(E, R, G, 16) 和 (E, R, G)）：%2 和 %3</translation>
    </message>
    <message>
        <source>%1_blocks holds %2 experts, config.json says %3 (num_local_experts)</source>
        <extracomment>%1 a tensor&apos;s name in the safetensors file; _blocks and num_local_experts kept; %2 the experts it holds, %3 the experts config.json gives</extracomment>
        <translation>%1_blocks 含有 %2 个专家，而 config.json 中为 %3（num_local_experts）</translation>
    </message>
    <message>
        <source>%1 is stored as F8_E4M3 without its %1_scale_inv</source>
        <extracomment>%1 a tensor&apos;s name in the safetensors file; F8_E4M3 and _scale_inv kept</extracomment>
        <translation>%1 以 F8_E4M3 存储，但没有对应的 %1_scale_inv</translation>
    </message>
    <message>
        <source>%1_scale_inv is %2 %3, expected F32 %4 × %5 (one per %6 × %7 block)</source>
        <extracomment>%1 a tensor&apos;s name in the safetensors file; _scale_inv and F32 kept; %2 %3 its type and shape, %4 × %5 the shape expected, %6 × %7 a block</extracomment>
        <translation>%1_scale_inv 为 %2 %3，应为 F32 %4 × %5（每个 %6 × %7 块一个）</translation>
    </message>
    <message>
        <source>%1 is stored as %2, which is not supported (F32, F16, BF16, F64 or block-scaled F8_E4M3)</source>
        <extracomment>%1 a tensor&apos;s name in the safetensors file, %2 its type (&quot;I64&quot;); the types listed kept</extracomment>
        <translation>%1 以 %2 存储，不受支持（支持 F32、F16、BF16、F64 或按块缩放的 F8_E4M3）</translation>
    </message>
    <message>
        <source>%1 has shape %2, expected a vector or a matrix</source>
        <extracomment>%1 a tensor&apos;s name in the safetensors file, %2 its shape (&quot;2 × 3 × 4&quot;)</extracomment>
        <translation>%1 的形状为 %2，应为向量或矩阵</translation>
    </message>
    <message>
        <source>%1 holds %2 experts, config.json says %3 (num_local_experts)</source>
        <extracomment>%1 a tensor&apos;s name in the safetensors file; num_local_experts kept; %2 the experts it holds, %3 the experts config.json gives</extracomment>
        <translation>%1 含有 %2 个专家，而 config.json 中为 %3（num_local_experts）</translation>
    </message>
    <message>
        <source>%1 is stored twice</source>
        <extracomment>%1 a tensor&apos;s name in the safetensors file</extracomment>
        <translation>%1 存储了两次</translation>
    </message>
    <message>
        <source>%1 belongs to layer %2, but config.json says %3 %4</source>
        <extracomment>%1 a tensor&apos;s name in the safetensors file, %2 its layer, %3 num_hidden_layers or n_layer (kept), %4 the number of layers</extracomment>
        <translation>%1 属于第 %2 层，但 config.json 中 %3 为 %4</translation>
    </message>
    <message>
        <source> (from config.json)</source>
        <extracomment>added after a problem with the model&apos;s weights that comes from its config.json</extracomment>
        <translation>（来自 config.json）</translation>
    </message>
    <message>
        <source>%1: no such folder</source>
        <extracomment>%1 the folder given</extracomment>
        <translation>%1：没有此文件夹</translation>
    </message>
    <message>
        <source>%1: not a folder (give the folder that holds config.json and model.safetensors)</source>
        <extracomment>%1 the folder given; the file names kept</extracomment>
        <translation>%1：不是文件夹（请指定包含 config.json 和 model.safetensors 的文件夹）</translation>
    </message>
    <message>
        <source>%1: cannot read this folder (%2)</source>
        <extracomment>%1 the folder given, %2 the system&apos;s reason</extracomment>
        <translation>%1：无法读取此文件夹（%2）</translation>
    </message>
    <message>
        <source>%1: missing (a Hugging Face model folder has config.json)</source>
        <extracomment>%1 config.json in the folder; Hugging Face and config.json kept</extracomment>
        <translation>%1：缺失（Hugging Face 模型文件夹中应有 config.json）</translation>
    </message>
    <message>
        <source>%1: a %2 model splits text its own way, which vocab.json and merges.txt do not say; give token ids</source>
        <extracomment>%1 the tokenizer file, %2 the model type (llama, qwen2…); the file names kept</extracomment>
        <translation>%1：%2 模型有自己的文本切分方式，而 vocab.json 和 merges.txt 并未说明；请提供词元 ID</translation>
    </message>
    <message>
        <source>%1: missing; vocab.json alone cannot split text without its merges (or give tokenizer.json)</source>
        <extracomment>%1 merges.txt in the folder; the file names kept</extracomment>
        <translation>%1：缺失；仅凭 vocab.json 而没有合并规则无法切分文本（或请提供分词器文件 tokenizer.json）</translation>
    </message>
    <message>
        <source>%1: no tokenizer (expected vocab.json and merges.txt, or tokenizer.json)</source>
        <extracomment>%1 the folder given; the file names kept</extracomment>
        <translation>%1：没有分词器（应有 vocab.json 和 merges.txt，或 tokenizer.json）</translation>
    </message>
    <message>
        <source>%1: token &quot;%2&quot; has id %3, but the model has only %4 tokens (vocab_size in config.json)</source>
        <extracomment>%1 the tokenizer file, %2 the token, %3 its id, %4 the tokens the model has; vocab_size and config.json kept</extracomment>
        <translation>%1：词元“%2”的 ID 为 %3，但模型只有 %4 个词元（config.json 中的 vocab_size）</translation>
    </message>
    <message>
        <source>Layer %1 (--layer %2) does not fit a session: %3</source>
        <extracomment>--layer is a command line option, kept; %1 the layer counted from 1, %2 from 0, %3 why (English, from the core)</extracomment>
        <translation>第 %1 层（--layer %2）无法放入会话：%3</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not a token id (0…%3)</source>
        <extracomment>%1 what the token is for (an option such as --answer, or a field&apos;s name), %2 what was given (&quot;#70000&quot;), %3 the highest token id</extracomment>
        <translation>%1“%2”不是词元 ID（0…%3）</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not one token after the text: the text then ends in %3%4 (give a one-token continuation such as &quot; Mary&quot;, or #ID)</source>
        <extracomment>%1 what the token is for (an option such as --answer, or a field&apos;s name), %2 the text given, %3 the tokens the text ends in then (&quot;&quot;Ma&quot; (12), &quot;ry&quot; (34)&quot;) or &quot;nothing new&quot;, %4 &quot;, and the text&apos;s own last tokens change&quot; or nothing; &quot; Mary&quot; is an example of a name that continues a text, #ID kept</extracomment>
        <translation>%1“%2”接在文本之后不是一个词元：接上后文本结尾为 %3%4（请给出只有一个词元的续写，如“ Mary”，或 #ID）</translation>
    </message>
    <message>
        <source>nothing new</source>
        <extracomment>what a text ends in when what was given added no token (in &quot;the text then ends in %3&quot;)</extracomment>
        <translation>无新增词元</translation>
    </message>
    <message>
        <source>, and the text&apos;s own last tokens change</source>
        <extracomment>added after the tokens a text ends in, when the given text also changed the text&apos;s own last tokens</extracomment>
        <translation>，且文本自身末尾的词元也随之改变</translation>
    </message>
    <message>
        <source>%1 and %2 overlap (bytes %3…%4 and %5…%6 of the data)</source>
        <extracomment>%1 and %2 two tensors&apos; names, %3…%4 and %5…%6 the bytes each takes</extracomment>
        <translation>%1 和 %2 重叠（数据的第 %3…%4 字节和第 %5…%6 字节）</translation>
    </message>
    <message>
        <source>%1 bytes, too short for a safetensors file (it starts with an 8-byte header length)</source>
        <extracomment>%1 the file&apos;s size; safetensors kept</extracomment>
        <translation>%1 字节，对 safetensors 文件而言太短（文件以 8 字节的文件头长度开始）</translation>
    </message>
    <message>
        <source>the header length (%1 bytes) goes past the end of the file (%2 bytes): the file is truncated or not a safetensors file</source>
        <extracomment>%1 the length the header gives, %2 the file&apos;s size; safetensors kept</extracomment>
        <translation>文件头长度（%1 字节）超出了文件末尾（%2 字节）：文件已截断，或者不是 safetensors 文件</translation>
    </message>
    <message>
        <source>the header is %1 bytes, over the limit of %2 MB</source>
        <extracomment>%1 the header&apos;s size, %2 the most megabytes</extracomment>
        <translation>文件头为 %1 字节，超过 %2 MB 的上限</translation>
    </message>
    <message>
        <source>the header is empty</source>
        <translation>文件头为空</translation>
    </message>
    <message>
        <source>the header is %1</source>
        <translation>文件头%1</translation>
    </message>
    <message>
        <source>the header: %1</source>
        <translation>文件头：%1</translation>
    </message>
    <message>
        <source>the header is not a JSON object</source>
        <translation>文件头不是 JSON 对象</translation>
    </message>
    <message>
        <source>__metadata__ is not an object</source>
        <extracomment>__metadata__ is a key of the header, kept</extracomment>
        <translation>__metadata__ 不是对象</translation>
    </message>
    <message>
        <source>not an object with dtype, shape and data_offsets</source>
        <extracomment>about one tensor of a safetensors file; dtype, shape and data_offsets are keys, kept</extracomment>
        <translation>不是含有 dtype、shape 和 data_offsets 的对象</translation>
    </message>
    <message>
        <source>dtype is missing or not a string</source>
        <extracomment>about one tensor of a safetensors file; dtype is a key, kept</extracomment>
        <translation>dtype 缺失或不是字符串</translation>
    </message>
    <message>
        <source>unknown dtype &quot;%1&quot;</source>
        <extracomment>dtype is a key of a safetensors file, kept; %1 the type found</extracomment>
        <translation>未知的 dtype“%1”</translation>
    </message>
    <message>
        <source>shape is missing or not a list</source>
        <extracomment>about one tensor of a safetensors file; shape is a key, kept</extracomment>
        <translation>shape 缺失或不是列表</translation>
    </message>
    <message>
        <source>shape has %1 dimensions, more than 8</source>
        <extracomment>shape is a key of a safetensors file, kept; %1 a count</extracomment>
        <translation>shape 有 %1 个维度，超过 8 个</translation>
    </message>
    <message>
        <source>shape[%1] is not a whole number ≥ 0</source>
        <extracomment>shape is a key of a safetensors file, kept; %1 the axis (from 0)</extracomment>
        <translation>shape[%1] 不是 ≥ 0 的整数</translation>
    </message>
    <message>
        <source>shape [%1…] needs more bytes than the file holds</source>
        <extracomment>shape is a key of a safetensors file, kept; %1 its first size</extracomment>
        <translation>shape [%1…] 所需的字节数超过了文件大小</translation>
    </message>
    <message>
        <source>data_offsets is missing or not a list</source>
        <extracomment>about one tensor of a safetensors file; data_offsets is a key, kept</extracomment>
        <translation>data_offsets 缺失或不是列表</translation>
    </message>
    <message>
        <source>data_offsets is not a pair of whole numbers ≥ 0</source>
        <extracomment>data_offsets is a key of a safetensors file, kept</extracomment>
        <translation>data_offsets 不是一对 ≥ 0 的整数</translation>
    </message>
    <message>
        <source>data_offsets [%1, %2] begin after they end</source>
        <extracomment>data_offsets is a key of a safetensors file, kept; %1 and %2 its two numbers</extracomment>
        <translation>data_offsets [%1, %2] 的起点在终点之后</translation>
    </message>
    <message>
        <source>data_offsets [%1, %2] end past the data (%3 bytes): the file is truncated</source>
        <extracomment>data_offsets is a key of a safetensors file, kept; %1 and %2 its two numbers, %3 the data&apos;s size</extracomment>
        <translation>data_offsets [%1, %2] 的终点超出了数据末尾（%3 字节）：文件已截断</translation>
    </message>
    <message>
        <source>data_offsets [%1, %2] hold %3 bytes, but a %4 tensor of that shape needs %5</source>
        <extracomment>data_offsets is a key of a safetensors file, kept; %1 and %2 its two numbers, %3 the bytes, %4 the type (&quot;F32&quot;), %5 the bytes needed</extracomment>
        <translation>data_offsets [%1, %2] 包含 %3 字节，但该形状的 %4 张量需要 %5 字节</translation>
    </message>
    <message>
        <source>%1: token &quot;%2&quot; has id %3, expected a whole number in 0…%4</source>
        <extracomment>%1 the vocabulary file, %2 a token, %3 the id found, %4 the highest id allowed</extracomment>
        <translation>%1：词元“%2”的 ID 为 %3，应为 0…%4 中的整数</translation>
    </message>
    <message>
        <source>%1: id %2 is given to two tokens (&quot;%3&quot; and &quot;%4&quot;)</source>
        <extracomment>%1 the vocabulary file, %2 the id, %3 and %4 the two tokens</extracomment>
        <translation>%1：ID %2 分配给了两个词元（“%3”和“%4”）</translation>
    </message>
    <message>
        <source>%1: merge %2 is not two tokens separated by one space</source>
        <extracomment>%1 the merges file, %2 the merge&apos;s number</extracomment>
        <translation>%1：合并规则 %2 不是以一个空格分隔的两个词元</translation>
    </message>
    <message>
        <source>%1: expected an object of tokens and their ids</source>
        <extracomment>%1 the vocabulary file (vocab.json)</extracomment>
        <translation>%1：应为由词元及其 ID 组成的对象</translation>
    </message>
    <message>
        <source>%1: the id of token &quot;%2&quot; is not a number</source>
        <extracomment>%1 the vocabulary file (vocab.json), %2 a token</extracomment>
        <translation>%1：词元“%2”的 ID 不是数</translation>
    </message>
    <message>
        <source>%1: line %2 is not two tokens separated by one space</source>
        <extracomment>%1 the merges file (merges.txt), %2 the line&apos;s number</extracomment>
        <translation>%1：第 %2 行不是以一个空格分隔的两个词元</translation>
    </message>
    <message>
        <source>the vocabulary has no token for &quot;%1&quot; (in &quot;%2&quot;)</source>
        <extracomment>%1 a character, %2 the piece of text it is in
----------
%1 a part of a word, %2 the piece of text it is in</extracomment>
        <translation>词表中没有对应“%1”的词元（位于“%2”中）</translation>
    </message>
    <message>
        <source>%1: normalizer makes the text more than 16 times longer; give token ids</source>
        <extracomment>%1 the tokenizer file; normalizer is its key, kept</extracomment>
        <translation>%1：normalizer 使文本变长超过 16 倍；请提供词元 ID</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not in model.vocab</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); %1 the unknown token; model.vocab kept</extracomment>
        <translation>为“%1”，不在 model.vocab 中</translation>
    </message>
    <message>
        <source>is %1: BPE dropout gives random ids</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); %1 the dropout; BPE kept</extracomment>
        <translation>为 %1：BPE dropout 会产生随机的 ID</translation>
    </message>
    <message>
        <source>is not supported</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;)</extracomment>
        <translation>不受支持</translation>
    </message>
    <message>
        <source>%1: %2; give token ids</source>
        <extracomment>%1 the tokenizer file, %2 the place in it and what is wrong there (&quot;model.dropout is 0.1: …&quot;)</extracomment>
        <translation>%1：%2；请提供词元 ID</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not supported</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); %1 the step&apos;s type (&quot;Precompiled&quot;)</extracomment>
        <translation>为“%1”，不受支持</translation>
    </message>
    <message>
        <source>(Prepend) has no &quot;prepend&quot; string</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); Prepend and prepend kept</extracomment>
        <translation>（Prepend）没有“prepend”字符串</translation>
    </message>
    <message>
        <source>(Replace) has no &quot;content&quot; string</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); Replace and content kept</extracomment>
        <translation>（Replace）没有“content”字符串</translation>
    </message>
    <message>
        <source>is one normalizer more than the %1 supported</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); %1 the most normalizers</extracomment>
        <translation>多出一个 normalizer，超过了支持的 %1 个</translation>
    </message>
    <message>
        <source>is a second ByteLevel step</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); ByteLevel kept</extracomment>
        <translation>是第二个 ByteLevel 步骤</translation>
    </message>
    <message>
        <source>(Split) has behavior &quot;%1&quot;, expected one of %2</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); Split and behavior kept; %1 the value found, %2 the values allowed</extracomment>
        <translation>（Split）的 behavior 为“%1”，应为 %2 之一</translation>
    </message>
    <message>
        <source>(Metaspace) needs a one-character &quot;replacement&quot;</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); Metaspace and replacement kept</extracomment>
        <translation>（Metaspace）需要单个字符的“replacement”</translation>
    </message>
    <message>
        <source>(Metaspace) has prepend_scheme &quot;%1&quot;, expected always, first or never</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); Metaspace, prepend_scheme and the values kept; %1 the value found</extracomment>
        <translation>（Metaspace）的 prepend_scheme 为“%1”，应为 always、first 或 never</translation>
    </message>
    <message>
        <source>is one pre-tokenizer more than the %1 supported</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); %1 the most pre-tokenizers</extracomment>
        <translation>多出一个预分词器（pre-tokenizer），超过了支持的 %1 个</translation>
    </message>
    <message>
        <source>is not the one text $A a single text has</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); $A (the text) kept</extracomment>
        <translation>不是单段文本所含的那一个文本 $A</translation>
    </message>
    <message>
        <source>names no token of special_tokens</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); special_tokens kept</extracomment>
        <translation>未指明 special_tokens 中的任何词元</translation>
    </message>
    <message>
        <source>gives id %1, which is not a token</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); %1 the id</extracomment>
        <translation>给出的 ID %1 不是词元</translation>
    </message>
    <message>
        <source>(TemplateProcessing) has no $A in &quot;single&quot;</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); TemplateProcessing, $A and single kept</extracomment>
        <translation>（TemplateProcessing）的“single”中没有 $A</translation>
    </message>
    <message>
        <source>%1: added_tokens[%2] needs a &quot;content&quot; string and a whole &quot;id&quot; in 0…%3</source>
        <extracomment>%1 the tokenizer file, %2 the entry&apos;s number, %3 the highest id; added_tokens, content and id kept</extracomment>
        <translation>%1：added_tokens[%2] 需要一个“content”字符串和一个 0…%3 中的整数“id”</translation>
    </message>
    <message>
        <source>is %1, but the tokenizers library gives &quot;%2&quot; id %3</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); %1 the id the file gives, %2 the token, %3 the id the library gives</extracomment>
        <translation>为 %1，但分词器库 tokenizers 给出的“%2”的 ID 为 %3</translation>
    </message>
    <message>
        <source>expected an object</source>
        <extracomment>what is wrong in tokenizer_config.json</extracomment>
        <translation>应为对象</translation>
    </message>
    <message>
        <source>%1 is true but %2 names no token of the tokenizer</source>
        <extracomment>what is wrong in tokenizer_config.json; %1 add_bos_token or add_eos_token, %2 bos_token or eos_token</extracomment>
        <translation>%1 为 true，但 %2 未指明分词器中的任何词元</translation>
    </message>
    <message>
        <source>has an empty pattern</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;)</extracomment>
        <translation>的模式为空</translation>
    </message>
    <message>
        <source>has no pattern {&quot;String&quot;: …} or {&quot;Regex&quot;: …}</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); String and Regex kept</extracomment>
        <translation>没有模式 {&quot;String&quot;: …} 或 {&quot;Regex&quot;: …}</translation>
    </message>
    <message>
        <source>has a pattern that %1</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); %1 what is wrong with the pattern (&quot;can match the empty string&quot;)</extracomment>
        <translation>的模式%1</translation>
    </message>
    <message>
        <source>no &quot;model&quot; object</source>
        <extracomment>model is a key of tokenizer.json, kept</extracomment>
        <translation>没有“model”对象</translation>
    </message>
    <message>
        <source>model type &quot;%1&quot; is not BPE, the only tokenizer model supported</source>
        <extracomment>BPE kept; %1 the model type found</extracomment>
        <translation>模型类型“%1”不是 BPE，而 BPE 是唯一受支持的分词器模型</translation>
    </message>
    <message>
        <source>model.vocab is missing or empty</source>
        <extracomment>model.vocab is a key of tokenizer.json, kept</extracomment>
        <translation>model.vocab 缺失或为空</translation>
    </message>
    <message>
        <source>model.merges is missing: a vocabulary without its merges cannot split text</source>
        <extracomment>model.merges is a key of tokenizer.json, kept</extracomment>
        <translation>缺少 model.merges：没有合并规则的词表无法切分文本</translation>
    </message>
    <message>
        <source>model.vocab: the id of token &quot;%1&quot; is not a number</source>
        <extracomment>model.vocab is a key of tokenizer.json, kept; %1 a token</extracomment>
        <translation>model.vocab：词元“%1”的 ID 不是数</translation>
    </message>
    <message>
        <source>makes the added token &quot;%1&quot; too long</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); %1 a token</extracomment>
        <translation>使添加的词元“%1”过长</translation>
    </message>
    <message>
        <source>(Metaspace, prepend_scheme &quot;first&quot;) after a Strip or Replace normalizer is not supported</source>
        <extracomment>said of a part of tokenizer.json, after its place in the file (&quot;model.dropout&quot;, &quot;normalizer&quot;); Metaspace, prepend_scheme, first, Strip and Replace kept</extracomment>
        <translation>（Metaspace，prepend_scheme“first”）位于 Strip 或 Replace normalizer 之后，不受支持</translation>
    </message>
    <message>
        <source>ends with a lone \</source>
        <extracomment>what is wrong with a tokenizer&apos;s regular expression, put after &quot;has a pattern that&quot;</extracomment>
        <translation>以单独的 \ 结尾</translation>
    </message>
    <message>
        <source>uses \%1, which Qt&apos;s engine reads otherwise</source>
        <extracomment>what is wrong with a tokenizer&apos;s regular expression, put after &quot;has a pattern that&quot;; %1 a letter</extracomment>
        <translation>使用了 \%1，而 Qt 的引擎对它的解读不同</translation>
    </message>
    <message>
        <source>has a negated or POSIX class inside a class</source>
        <extracomment>what is wrong with a tokenizer&apos;s regular expression, put after &quot;has a pattern that&quot;</extracomment>
        <translation>在字符类中含有取反类或 POSIX 类</translation>
    </message>
    <message>
        <source>has a range beside a class inside a class</source>
        <extracomment>what is wrong with a tokenizer&apos;s regular expression, put after &quot;has a pattern that&quot;</extracomment>
        <translation>在字符类中含有与类相邻的范围</translation>
    </message>
    <message>
        <source>intersects classes (&amp;&amp;)</source>
        <extracomment>what is wrong with a tokenizer&apos;s regular expression, put after &quot;has a pattern that&quot;</extracomment>
        <translation>对字符类取交集（&amp;&amp;）</translation>
    </message>
    <message>
        <source>has a group (?%1 Qt&apos;s engine reads otherwise</source>
        <extracomment>what is wrong with a tokenizer&apos;s regular expression, put after &quot;has a pattern that&quot;; %1 the group&apos;s first characters (&quot;?P&quot;)</extracomment>
        <translation>含有 Qt 的引擎解读不同的组 (?%1</translation>
    </message>
    <message>
        <source>Qt cannot read (%1)</source>
        <extracomment>what is wrong with a tokenizer&apos;s regular expression, put after &quot;has a pattern that&quot;; %1 Qt&apos;s reason</extracomment>
        <translation>Qt 无法读取（%1）</translation>
    </message>
    <message>
        <source>can match the empty string</source>
        <extracomment>what is wrong with a tokenizer&apos;s regular expression, put after &quot;has a pattern that&quot;</extracomment>
        <translation>可以匹配空字符串</translation>
    </message>
    <message>
        <source>not a .npy file (it does not start with \x93NUMPY)</source>
        <translation>不是 .npy 文件（不以 \x93NUMPY 开头）</translation>
    </message>
    <message>
        <source>npy format %1.%2 is not read (1.0, 2.0 or 3.0)</source>
        <extracomment>%1.%2 the version of the .npy format</extracomment>
        <translation>不读取 npy 格式 %1.%2（只读取 1.0、2.0 或 3.0）</translation>
    </message>
    <message>
        <source>the .npy header is cut short</source>
        <translation>.npy 文件头不完整</translation>
    </message>
    <message>
        <source>the .npy header says it is %1 bytes long; the file is shorter</source>
        <extracomment>%1 a number of bytes</extracomment>
        <translation>.npy 文件头声明其长度为 %1 字节；文件比这更短</translation>
    </message>
    <message>
        <source>the .npy header does not give descr, fortran_order and shape</source>
        <extracomment>descr, fortran_order and shape are the names of the header&apos;s fields, kept as they are</extracomment>
        <translation>.npy 文件头没有给出 descr、fortran_order 和 shape</translation>
    </message>
    <message>
        <source>the numbers are %1; expected little-endian float32 or float64 (&lt;f4, &lt;f8)</source>
        <extracomment>%1 the type the .npy header gives (e.g. &quot;&lt;i8&quot;)</extracomment>
        <translation>数的类型为 %1；应为小端序 float32 或 float64（&lt;f4、&lt;f8）</translation>
    </message>
    <message>
        <source>fortran_order is %1, not True or False</source>
        <extracomment>fortran_order, True and False as written in the .npy header, kept; %1 the value found</extracomment>
        <translation>fortran_order 为 %1，不是 True 或 False</translation>
    </message>
    <message>
        <source>shape is %1, not a tuple</source>
        <extracomment>%1 the shape as written in the .npy header</extracomment>
        <translation>shape 为 %1，不是元组</translation>
    </message>
    <message>
        <source>shape %1 is not a tuple of whole numbers</source>
        <extracomment>%1 the shape as written in the .npy header</extracomment>
        <translation>shape %1 不是整数元组</translation>
    </message>
    <message>
        <source>shape %1 holds more than %2 numbers</source>
        <extracomment>%1 the shape as written in the .npy header, %2 the largest count of numbers read</extracomment>
        <translation>shape %1 包含的数超过 %2 个</translation>
    </message>
    <message>
        <source>shape %1 has more than 16 axes</source>
        <extracomment>%1 the shape as written in the .npy header</extracomment>
        <translation>shape %1 的轴超过 16 个</translation>
    </message>
    <message>
        <source>shape %1 of %2-byte numbers needs %3 bytes of data; the file has %4</source>
        <extracomment>%1 the shape as written in the .npy header, %2 4 or 8, %3 the bytes needed, %4 the bytes there</extracomment>
        <translation>元素为 %2 字节的 shape %1 需要 %3 字节的数据；文件只有 %4 字节</translation>
    </message>
    <message>
        <source>more than %1 values in the file, far beyond %2</source>
        <extracomment>a session file far too large; %1 a count of values, %2 what a part of the file holds at most (&quot;the limit of 4096 tokens&quot;, &quot;a single value&quot;)</extracomment>
        <translation>文件中的值超过 %1 个，远远超出%2</translation>
    </message>
    <message>
        <source>a string of more than %1 bytes in the file, far beyond %2</source>
        <extracomment>a session file&apos;s text far too long; %1 a count of bytes, %2 what a part of the file holds at most (&quot;the limit of 64 bytes a token&quot;, &quot;its settings&quot;)</extracomment>
        <translation>文件中有超过 %1 字节的字符串，远远超出%2</translation>
    </message>
    <message>
        <source>the limit of %1 × %2 numbers</source>
        <extracomment>what a part of a session file is beyond (in &quot;…, far beyond %2&quot;); %1 × %2 a matrix&apos;s rows and columns</extracomment>
        <translation>上限 %1 × %2 个数</translation>
    </message>
    <message>
        <source>a single value</source>
        <extracomment>what a part of a session file is beyond (in &quot;…, far beyond %2&quot;): a setting</extracomment>
        <translation>单个值所需</translation>
    </message>
    <message>
        <source>its one value</source>
        <extracomment>what a setting&apos;s text in a session file is beyond (in &quot;…, far beyond %2&quot;)</extracomment>
        <translation>其唯一的值所需</translation>
    </message>
    <message>
        <source>the limit of %1 tokens</source>
        <extracomment>what a part of a session file is beyond (in &quot;…, far beyond %2&quot;); %1 a count of tokens</extracomment>
        <translation>上限 %1 个词元</translation>
    </message>
    <message>
        <source>the limit of %1 bytes a token</source>
        <extracomment>what a token&apos;s text is beyond (in &quot;…, far beyond %2&quot;); %1 a count of bytes</extracomment>
        <translation>每个词元 %1 字节的上限</translation>
    </message>
    <message>
        <source>the two settings optimizer and lr</source>
        <extracomment>what a part of a session file is beyond (in &quot;…, far beyond %2&quot;); optimizer and lr are the settings&apos; names in the file, kept as they are</extracomment>
        <translation>两项设置 optimizer 和 lr 所需</translation>
    </message>
    <message>
        <source>its settings</source>
        <extracomment>what the text of a setting in a session file is beyond (in &quot;…, far beyond %2&quot;)</extracomment>
        <translation>其设置所需</translation>
    </message>
    <message>
        <source>the limit of %1 numbers</source>
        <extracomment>what a part of a session file is beyond (in &quot;…, far beyond %2&quot;); %1 a count of numbers</extracomment>
        <translation>上限 %1 个数</translation>
    </message>
    <message>
        <source>a position for each of %1 tokens</source>
        <extracomment>what a part of a session file is beyond (in &quot;…, far beyond %2&quot;); %1 a count of tokens</extracomment>
        <translation>为 %1 个词元各设一个位置所需</translation>
    </message>
    <message>
        <source>seven matrices of at most %1 × %1 numbers</source>
        <extracomment>what a part of a session file is beyond (in &quot;…, far beyond %2&quot;); %1 × %1 a matrix&apos;s rows and columns</extracomment>
        <translation>七个至多 %1 × %1 个数的矩阵所需</translation>
    </message>
    <message>
        <source>a block of %1 tokens, d_model %2 and %3 hidden units</source>
        <extracomment>what a part of a session file is beyond (in &quot;…, far beyond %2&quot;); %1 a count of tokens, %2 the model&apos;s width (d_model kept), %3 a count</extracomment>
        <translation>一个含 %1 个词元、d_model 为 %2、%3 个隐藏单元的块所需</translation>
    </message>
    <message>
        <source>its activation</source>
        <extracomment>what the name of a block&apos;s activation in a session file is beyond (in &quot;…, far beyond %2&quot;)</extracomment>
        <translation>其激活函数名称所需</translation>
    </message>
    <message>
        <source>one number for each of at most %1 heads</source>
        <extracomment>what a part of a session file is beyond (in &quot;…, far beyond %2&quot;); %1 a count of heads</extracomment>
        <translation>为至多 %1 个头各设一个数所需</translation>
    </message>
    <message>
        <source>the limit of %1 pairs</source>
        <extracomment>what a part of a session file is beyond (in &quot;…, far beyond %2&quot;); %1 a count of pairs of tokens</extracomment>
        <translation>上限 %1 对</translation>
    </message>
    <message>
        <source>a single text</source>
        <extracomment>what a part of a session file is beyond (in &quot;…, far beyond %2&quot;): the notes</extracomment>
        <translation>单段文本所需</translation>
    </message>
    <message>
        <source>the limit of %1 bytes</source>
        <extracomment>what a text in a session file is beyond (in &quot;…, far beyond %2&quot;); %1 a count of bytes</extracomment>
        <translation>上限 %1 字节</translation>
    </message>
    <message>
        <source>more than %1 bytes, beyond the limit of 1 MB for the app&apos;s view state</source>
        <extracomment>the view state of a session file too large; %1 a count of bytes</extracomment>
        <translation>超过 %1 字节，超出了应用视图状态 1 MB 的上限</translation>
    </message>
    <message>
        <source>view: %1: %2 bytes, more than the limit of %3</source>
        <extracomment>&quot;view&quot; is a key of the session file, kept as it is; %1 a key within it (title, note or file), %2 its size in bytes, %3 the most bytes it may have</extracomment>
        <translation>view: %1：%2 字节，超过 %3 的上限</translation>
    </message>
    <message>
        <source>view: head_labels: %1 labels, more than the limit of %2 heads</source>
        <extracomment>&quot;view&quot; and &quot;head_labels&quot; are keys of the session file, kept as they are; %1 a count of labels, %2 the most heads</extracomment>
        <translation>view: head_labels：%1 个标签，超过 %2 个头的上限</translation>
    </message>
    <message>
        <source>view: head_labels: label %1 is longer than %2 bytes of UTF-8</source>
        <extracomment>&quot;view&quot; and &quot;head_labels&quot; are keys of the session file, kept as they are; %1 the label&apos;s number (from 0), %2 the most bytes</extracomment>
        <translation>view: head_labels：标签 %1 超过 %2 字节（UTF-8）</translation>
    </message>
    <message>
        <source>a number</source>
        <extracomment>what a value in a session file is instead (in &quot;%1 is %2, expected a number&quot;)</extracomment>
        <translation>数值</translation>
    </message>
    <message>
        <source>a string</source>
        <extracomment>what a value in a session file is instead (in &quot;%1 is %2, expected a number&quot;)</extracomment>
        <translation>字符串</translation>
    </message>
    <message>
        <source>a list</source>
        <extracomment>what a value in a session file is instead (in &quot;%1 is %2, expected a number&quot;)</extracomment>
        <translation>列表</translation>
    </message>
    <message>
        <source>an object</source>
        <extracomment>what a value in a session file is instead (in &quot;%1 is %2, expected a number&quot;)</extracomment>
        <translation>对象</translation>
    </message>
    <message>
        <source>nothing</source>
        <extracomment>what a value in a session file is instead (in &quot;%1 is %2, expected a number&quot;)</extracomment>
        <translation>空值</translation>
    </message>
    <message>
        <source>%1 is %2, expected a number</source>
        <extracomment>%1 where in the session file (a key such as W_Q, or &quot;W_Q: row 2, column 3&quot;), %2 what it is: &quot;a list&quot;, &quot;a string&quot;…</extracomment>
        <translation>%1 是%2，应为数值</translation>
    </message>
    <message>
        <source>%1 is not a finite number</source>
        <extracomment>%1 where in the session file (a key such as W_Q, or &quot;W_Q: row 2, column 3&quot;)</extracomment>
        <translation>%1 不是有限数</translation>
    </message>
    <message>
        <source>%1 is %2, expected a whole number</source>
        <extracomment>%1 where in the session file (a key such as W_Q, or &quot;W_Q: row 2, column 3&quot;), %2 the number found</extracomment>
        <translation>%1 为 %2，应为整数</translation>
    </message>
    <message>
        <source>%1 is %2, outside 0…%3</source>
        <extracomment>%1 where in the session file (a key such as W_Q, or &quot;W_Q: row 2, column 3&quot;), %2 the number found, %3 the highest allowed</extracomment>
        <translation>%1 为 %2，超出 0…%3</translation>
    </message>
    <message>
        <source>%1 is %2, expected a list</source>
        <extracomment>%1 where in the session file (a key such as W_Q, or &quot;W_Q: row 2, column 3&quot;), %2 what it is: &quot;a number&quot;, &quot;a string&quot;…</extracomment>
        <translation>%1 是%2，应为列表</translation>
    </message>
    <message>
        <source>%1: %2 numbers, expected %3</source>
        <extracomment>%1 a key of the session file (W_Q, embeddings…), %2 the count found, %3 the count expected</extracomment>
        <translation>%1：%2 个数，应为 %3 个</translation>
    </message>
    <message>
        <source>%1: entry %2</source>
        <extracomment>a place in a session file, put into messages; %1 a key of the file, %2 the entry&apos;s number (from 0)</extracomment>
        <translation>%1：第 %2 项</translation>
    </message>
    <message>
        <source>%1 is %2, outside ±%3</source>
        <extracomment>%1 where in the session file (a key such as W_Q, or &quot;W_Q: row 2, column 3&quot;), %2 the number found, %3 the largest size allowed</extracomment>
        <translation>%1 为 %2，超出 ±%3</translation>
    </message>
    <message>
        <source>%1: %2 rows, expected %3</source>
        <extracomment>%1 a key of the session file (W_Q, embeddings…), %2 the count found, %3 the count expected</extracomment>
        <translation>%1：%2 行，应为 %3 行</translation>
    </message>
    <message>
        <source>%1: no rows</source>
        <extracomment>%1 a key of the session file (W_Q, embeddings…)</extracomment>
        <translation>%1：没有行</translation>
    </message>
    <message>
        <source>%1: %2 rows, more than the limit of %3</source>
        <extracomment>%1 a key of the session file (W_Q, embeddings…), %2 the count found, %3 the most allowed</extracomment>
        <translation>%1：%2 行，超过 %3 行的上限</translation>
    </message>
    <message>
        <source>%1: row %2</source>
        <extracomment>a place in a session file, put into messages; %1 a key of the file, %2 the row&apos;s number (from 0)</extracomment>
        <translation>%1：第 %2 行</translation>
    </message>
    <message>
        <source>%1: row 0 is empty</source>
        <extracomment>%1 a key of the session file (W_Q, embeddings…)</extracomment>
        <translation>%1：第 0 行为空</translation>
    </message>
    <message>
        <source>%1: %2 columns, more than the limit of %3</source>
        <extracomment>%1 a key of the session file (W_Q, embeddings…), %2 the count found, %3 the most allowed</extracomment>
        <translation>%1：%2 列，超过 %3 列的上限</translation>
    </message>
    <message>
        <source>%1: row %2 has %3 numbers, expected %4</source>
        <extracomment>%1 a key of the session file (W_Q, embeddings…), %2 the row&apos;s number (from 0), %3 the count found, %4 the count expected</extracomment>
        <translation>%1：第 %2 行有 %3 个数，应为 %4 个</translation>
    </message>
    <message>
        <source>%1: row %2, column %3</source>
        <extracomment>a place in a session file, put into messages; %1 a key of the file, %2 the row, %3 the column (from 0)</extracomment>
        <translation>%1：第 %2 行，第 %3 列</translation>
    </message>
    <message>
        <source>%1: %2 must be a positive number up to %3</source>
        <extracomment>%1 where in the session file (a key such as W_Q, or &quot;W_Q: row 2, column 3&quot;), %2 the number found, %3 the largest allowed</extracomment>
        <translation>%1：%2 必须是不大于 %3 的正数</translation>
    </message>
    <message>
        <source>window: %1 must be a whole number ≥ 1</source>
        <extracomment>before the colon: a key of the session file, kept; %1 the value found</extracomment>
        <translation>window：%1 必须是 ≥ 1 的整数</translation>
    </message>
    <message>
        <source>window: %1 is more than %2</source>
        <extracomment>before the colon: a key of the session file, kept; %1 the value found, %2 the largest whole number</extracomment>
        <translation>window：%1 大于 %2</translation>
    </message>
    <message>
        <source>prefix: %1 must be a whole number in 0…%2</source>
        <extracomment>before the colon: a key of the session file, kept; %1 the value found, %2 the count of tokens</extracomment>
        <translation>prefix：前缀长度 %1 必须是 0…%2 中的整数</translation>
    </message>
    <message>
        <source>prefix: %1 is outside 0…%2</source>
        <extracomment>before the colon: a key of the session file, kept; %1 the value found, %2 the count of tokens</extracomment>
        <translation>prefix：前缀长度 %1 超出 0…%2</translation>
    </message>
    <message>
        <source>segments: %1 ids for %2 tokens</source>
        <extracomment>before the colon: a key of the session file, kept; %1 a count of segment ids, %2 a count of tokens</extracomment>
        <translation>segments：%1 个段 ID 对应 %2 个词元</translation>
    </message>
    <message>
        <source>segments: entry %1 is %2, expected a whole number</source>
        <extracomment>before the colon: a key of the session file, kept; %1 the entry&apos;s number (from 0), %2 the value found</extracomment>
        <translation>segments：第 %1 项为 %2，应为整数</translation>
    </message>
    <message>
        <source>target: %1 rows for %2 tokens</source>
        <extracomment>before the colon: a key of the session file, kept; %1 a count of rows, %2 a count of tokens</extracomment>
        <translation>target：%1 行对应 %2 个词元</translation>
    </message>
    <message>
        <source>training is %1, expected an object</source>
        <extracomment>&quot;training&quot; is a key of the session file, kept; %1 what it is: &quot;a list&quot;, &quot;a number&quot;…</extracomment>
        <translation>training 是%1，应为对象</translation>
    </message>
    <message>
        <source>training: %1: missing</source>
        <extracomment>before the colon: a key of the session file, kept; %1 a key within it (optimizer or lr)</extracomment>
        <translation>training: %1：缺失</translation>
    </message>
    <message>
        <source>training: optimizer is %1, expected &quot;sgd&quot; or &quot;adam&quot;</source>
        <extracomment>before the colon: a key of the session file, kept; &quot;optimizer&quot;, &quot;sgd&quot; and &quot;adam&quot; kept too; %1 the value found (&quot;a list&quot;…)</extracomment>
        <translation>training: optimizer 是%1，应为“sgd”或“adam”</translation>
    </message>
    <message>
        <source>training: lr: %1 must be a positive number</source>
        <extracomment>before the colon: a key of the session file, kept; lr kept too; %1 the value found</extracomment>
        <translation>training: lr：%1 必须是正数</translation>
    </message>
    <message>
        <source>format: expected &quot;%1&quot;</source>
        <extracomment>before the colon: a key of the session file, kept; %1 the format&apos;s name</extracomment>
        <translation>format：应为“%1”</translation>
    </message>
    <message>
        <source>version: expected %1</source>
        <extracomment>before the colon: a key of the session file, kept; %1 the version this app writes</extracomment>
        <translation>version：应为 %1</translation>
    </message>
    <message>
        <source>version: %1 is newer than this app reads (%2)</source>
        <extracomment>before the colon: a key of the session file, kept; %1 the file&apos;s version, %2 the newest this app reads</extracomment>
        <translation>version：%1 比本应用能读取的版本（%2）更新</translation>
    </message>
    <message>
        <source>tokens: there must be at least one token</source>
        <extracomment>before the colon: a key of the session file, kept</extracomment>
        <translation>tokens：至少要有一个词元</translation>
    </message>
    <message>
        <source>tokens: %1 tokens, more than the limit of %2</source>
        <extracomment>before the colon: a key of the session file, kept; %1 the count found, %2 the most allowed</extracomment>
        <translation>tokens：%1 个词元，超过 %2 个的上限</translation>
    </message>
    <message>
        <source>tokens: token %1 is %2, expected a string</source>
        <extracomment>before the colon: a key of the session file, kept; %1 the token&apos;s number (from 0), %2 what it is (&quot;a number&quot;…)</extracomment>
        <translation>tokens：词元 %1 是%2，应为字符串</translation>
    </message>
    <message>
        <source>tokens: token %1 is longer than %2 bytes of UTF-8</source>
        <extracomment>before the colon: a key of the session file, kept; %1 the token&apos;s number (from 0), %2 the most bytes</extracomment>
        <translation>tokens：词元 %1 超过 %2 字节（UTF-8）</translation>
    </message>
    <message>
        <source>embeddings: %1 rows for %2 tokens</source>
        <extracomment>before the colon: a key of the session file, kept; %1 a count of rows, %2 a count of tokens</extracomment>
        <translation>embeddings：%1 行嵌入对应 %2 个词元</translation>
    </message>
    <message>
        <source>num_heads: %1 is not a whole number in 1…%2</source>
        <extracomment>before the colon: a key of the session file, kept; %1 the value found, %2 the most heads</extracomment>
        <translation>num_heads：%1 不是 1…%2 中的整数</translation>
    </message>
    <message>
        <source>causal is %1, expected true or false</source>
        <extracomment>&quot;causal&quot;, true and false are the session file&apos;s words, kept; %1 what it is (&quot;a number&quot;…)</extracomment>
        <translation>causal（因果）是%1，应为 true 或 false</translation>
    </message>
    <message>
        <source>padding: entry %1</source>
        <extracomment>a place in a session file, put into messages; &quot;padding&quot; a key, kept; %1 the entry&apos;s number (from 0)</extracomment>
        <translation>padding：第 %1 个填充项</translation>
    </message>
    <message>
        <source>blocked: %1 pairs, more than the limit of %2</source>
        <extracomment>before the colon: a key of the session file, kept; %1 the count found, %2 the most allowed</extracomment>
        <translation>blocked：%1 个屏蔽对，超过 %2 个的上限</translation>
    </message>
    <message>
        <source>blocked: entry %1</source>
        <extracomment>a place in a session file, put into messages; &quot;blocked&quot; a key, kept; %1 the entry&apos;s number (from 0)</extracomment>
        <translation>blocked：第 %1 个屏蔽对</translation>
    </message>
    <message>
        <source>%1 has %2 numbers, expected [query, key]</source>
        <extracomment>%1 a place in the file (&quot;blocked: entry 3&quot;), %2 a count; the bracket shows what the pair holds</extracomment>
        <translation>%1 有 %2 个数，应为 [查询, 键]</translation>
    </message>
    <message>
        <source> query</source>
        <extracomment>added to a place in a session file (&quot;blocked: entry 3&quot;): the pair&apos;s first number, the query</extracomment>
        <translation>的查询</translation>
    </message>
    <message>
        <source> key</source>
        <extracomment>added to a place in a session file (&quot;blocked: entry 3&quot;): the pair&apos;s second number, the key</extracomment>
        <translation>的键</translation>
    </message>
    <message>
        <source>notes: expected a string, not %1</source>
        <extracomment>before the colon: a key of the session file, kept; %1 what it is (&quot;a number&quot;…)</extracomment>
        <translation>notes：应为字符串，而不是%1</translation>
    </message>
    <message>
        <source>notes: %1 bytes, more than the limit of %2</source>
        <extracomment>before the colon: a key of the session file, kept; %1 the count found, %2 the most allowed</extracomment>
        <translation>notes：%1 字节，超过 %2 字节的上限</translation>
    </message>
    <message>
        <source>%1: expected a JSON object with &quot;format&quot;: &quot;%2&quot;</source>
        <extracomment>%1 the file, %2 the format&apos;s name; &quot;format&quot; is a key of the file, kept as it is</extracomment>
        <translation>%1：应为含有 &quot;format&quot;: &quot;%2&quot; 的 JSON 对象</translation>
    </message>
    <message>
        <source>no preset named &quot;%1&quot; (try: %2)</source>
        <extracomment>%1 the name asked for, %2 the names there are</extracomment>
        <translation>没有名为“%1”的预设（可用的有：%2）</translation>
    </message>
    <message>
        <source>%1: expected an object, not %2</source>
        <extracomment>%1 a key of the session file (&quot;block: mlp&quot;), %2 what it is: &quot;a list&quot;, &quot;a number&quot;…</extracomment>
        <translation>%1：应为对象，而不是%2</translation>
    </message>
    <message>
        <source>%1%2 is not a key there (%3)</source>
        <extracomment>%1 where in the session file (&quot;block: mlp: &quot;), %2 the key found, %3 the keys it may have</extracomment>
        <translation>%1%2 不是此处的键（可用的键：%3）</translation>
    </message>
    <message>
        <source>block: a session with latent attention (mla) has no block: it is GPT-2&apos;s</source>
        <extracomment>&quot;block&quot; and &quot;mla&quot; are keys of the session file, kept as they are</extracomment>
        <translation>block：使用潜在注意力（mla）的会话没有 block：它属于 GPT-2</translation>
    </message>
    <message>
        <source>block: mlp: activation: %1, expected &quot;gelu_new&quot; (GPT-2&apos;s)</source>
        <extracomment>before the colons: keys of the session file, kept; &quot;gelu_new&quot; kept too; %1 the value found, or &quot;missing&quot;</extracomment>
        <translation>block: mlp: activation：%1，应为“gelu_new”（GPT-2 的激活函数）</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>block: mlp: W_in: %1 columns, outside 1…%2</source>
        <extracomment>before the colons: keys of the session file, kept; %1 the count found, %2 the most allowed</extracomment>
        <translation>block: mlp: W_in：%1 列，超出 1…%2</translation>
    </message>
    <message>
        <source>block: eps: missing</source>
        <extracomment>before the colons: keys of the session file, kept</extracomment>
        <translation>block: eps：缺失</translation>
    </message>
    <message>
        <source>%1: %2 is not a whole number in %3…%4</source>
        <extracomment>%1 a key of the session file, %2 the value found, %3…%4 the range allowed</extracomment>
        <translation>%1：%2 不是 %3…%4 中的整数</translation>
    </message>
    <message>
        <source>%1: %2: missing</source>
        <extracomment>%1 where in the session file (&quot;rope: scaling&quot;), %2 the key that is not there</extracomment>
        <translation>%1: %2：缺失</translation>
    </message>
    <message>
        <source>num_kv_heads: %1 does not divide num_heads %2</source>
        <extracomment>before the colon: a key of the session file, kept; num_heads kept too; %1 the value found, %2 the number of heads</extracomment>
        <translation>num_kv_heads：%1 不能整除 num_heads %2</translation>
    </message>
    <message>
        <source>head_dim: num_heads %1 × head_dim %2 is more than the limit of %3</source>
        <extracomment>before the colon: a key of the session file, kept; num_heads and head_dim kept too; %1 heads, %2 their width, %3 the most columns</extracomment>
        <translation>head_dim：num_heads %1 × head_dim %2 超过 %3 的上限</translation>
    </message>
    <message>
        <source>num_heads: %1 does not divide d_model %2</source>
        <extracomment>before the colon: a key of the session file, kept; d_model kept too; %1 the number of heads, %2 the model&apos;s width</extracomment>
        <translation>num_heads：%1 不能整除 d_model %2</translation>
    </message>
    <message>
        <source>norm_eps: %1 must lie in [1e-12, 1]</source>
        <extracomment>before the colon: a key of the session file, kept; %1 the value found</extracomment>
        <translation>norm_eps：%1 必须位于 [1e-12, 1] 内</translation>
    </message>
    <message>
        <source>rope is %1, expected an object</source>
        <extracomment>&quot;rope&quot; is a key of the session file, kept; %1 what it is (&quot;a list&quot;, &quot;a number&quot;…)</extracomment>
        <translation>rope 是%1，应为对象</translation>
    </message>
    <message>
        <source>rope: positions: entry %1</source>
        <extracomment>a place in a session file, put into messages; &quot;rope: positions&quot; keys, kept; %1 the entry&apos;s number (from 0)</extracomment>
        <translation>rope: positions：第 %1 项</translation>
    </message>
    <message>
        <source>%1 is %2, expected an object</source>
        <extracomment>%1 where in the session file (&quot;rope: scaling&quot;), %2 what it is (&quot;a list&quot;, &quot;a number&quot;…)</extracomment>
        <translation>%1 是%2，应为对象</translation>
    </message>
    <message>
        <source>%1: high_freq_factor must be larger than low_freq_factor</source>
        <extracomment>%1 where in the session file (&quot;rope: scaling&quot;); high_freq_factor and low_freq_factor are keys, kept</extracomment>
        <translation>%1：high_freq_factor 必须大于 low_freq_factor</translation>
    </message>
    <message>
        <source>%1: truncate is %2, expected true or false</source>
        <extracomment>%1 where in the session file (&quot;rope: scaling&quot;); truncate, true and false are the file&apos;s words, kept; %2 what it is</extracomment>
        <translation>%1：truncate 是%2，应为 true 或 false</translation>
    </message>
    <message>
        <source>%1: rope_type is %2; the supported ones are linear, llama3 and yarn</source>
        <extracomment>%1 where in the session file (&quot;rope: scaling&quot;), %2 the value found; rope_type, linear, llama3 and yarn kept</extracomment>
        <translation>%1：rope_type 为 %2；支持的有 linear、llama3 和 yarn</translation>
    </message>
    <message>
        <source>mla: %1: missing</source>
        <extracomment>&quot;mla&quot; is a key of the session file, kept; %1 a key within it that is not there</extracomment>
        <translation>mla: %1：缺失</translation>
    </message>
    <message>
        <source>mla: expected an object, not %1</source>
        <extracomment>&quot;mla&quot; is a key of the session file, kept; %1 what it is (&quot;a list&quot;, &quot;a number&quot;…)</extracomment>
        <translation>mla：应为对象，而不是%1</translation>
    </message>
    <message>
        <source>%1: a session with latent attention (mla) has no %1</source>
        <extracomment>%1 a key of the session file (W_Q, head_dim…); &quot;mla&quot; is one too, kept</extracomment>
        <translation>%1：使用潜在注意力（mla）的会话没有 %1</translation>
    </message>
    <message>
        <source>mla: %1 is not a key of mla (W_DQ, q_a_norm, W_UQ, W_DKV, kv_norm, W_UK, W_UV, W_KR, qk_nope_head_dim, qk_rope_head_dim, v_head_dim)</source>
        <extracomment>&quot;mla&quot; and the names in brackets are keys of the session file, kept; %1 the key found</extracomment>
        <translation>mla：%1 不是 mla 的键（W_DQ, q_a_norm, W_UQ, W_DKV, kv_norm, W_UK, W_UV, W_KR, qk_nope_head_dim, qk_rope_head_dim, v_head_dim）</translation>
    </message>
    <message>
        <source>mla: qk_rope_head_dim %1 is odd; RoPE turns pairs of columns</source>
        <extracomment>&quot;mla&quot; and qk_rope_head_dim are keys of the session file, kept; %1 the value found</extracomment>
        <translation>mla：qk_rope_head_dim %1 为奇数；RoPE 成对旋转列</translation>
    </message>
    <message>
        <source>mla: num_heads %1 × max(qk_nope_head_dim + qk_rope_head_dim, v_head_dim) %2 is more than the limit of %3</source>
        <extracomment>the names with underscores and &quot;mla&quot; are keys of the session file, kept; %1 the number of heads, %2 the widest of a head&apos;s parts, %3 the most columns</extracomment>
        <translation>mla：num_heads %1 × max(qk_nope_head_dim + qk_rope_head_dim, v_head_dim) %2 超过 %3 的上限</translation>
    </message>
    <message>
        <source>alibi is %1, expected true or false</source>
        <extracomment>&quot;alibi&quot;, true and false are the session file&apos;s words, kept; %1 what it is (&quot;a list&quot;, &quot;a number&quot;…)</extracomment>
        <translation>alibi 是%1，应为 true 或 false</translation>
    </message>
    <message>
        <source>sinks: %1 for %2, expected one a head</source>
        <extracomment>before the colon: a key of the session file, kept; %1 a count of numbers (&quot;3 numbers&quot;), %2 a count of heads (&quot;4 heads&quot;)</extracomment>
        <translation>sinks：%1 对应 %2，应为每个头一个汇点值</translation>
    </message>
    <message>
        <source>sinks: head %1</source>
        <extracomment>a place in a session file, put into messages; &quot;sinks&quot; a key, kept; %1 the head&apos;s number (from 1)</extracomment>
        <translation>sinks：头 %1 的汇点</translation>
    </message>
    <message>
        <source>%1: %2 is beyond ±%3</source>
        <extracomment>%1 where in the session file (&quot;sinks: head 2&quot;), %2 the value found, %3 the largest size allowed</extracomment>
        <translation>%1：%2 超出 ±%3</translation>
    </message>
    <message>
        <source>not valid JSON (%1 at %2)</source>
        <extracomment>%1 the parser&apos;s reason (Qt&apos;s own words, e.g. &quot;illegal value&quot;), %2 &quot;line 3, column 7&quot;</extracomment>
        <translation>不是有效的 JSON（%2 处：%1）</translation>
    </message>
    <message>
        <source>key &quot;%1&quot; appears twice in the same object (%2)</source>
        <extracomment>%1 the key, %2 where: &quot;line 3, column 7&quot;</extracomment>
        <translation>键“%1”在同一对象中出现了两次（%2）</translation>
    </message>
    <message>
        <source>a lone UTF-16 surrogate \u%1 in a string</source>
        <extracomment>%1 four hexadecimal digits</extracomment>
        <translation>字符串中有单独的 UTF-16 代理项 \u%1</translation>
    </message>
    <message>
        <source>a string that is not valid UTF-8</source>
        <translation>不是有效 UTF-8 的字符串</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <extracomment>where in a file a problem is: %1 the line, %2 the column (both counted from 1)</extracomment>
        <translation>第 %1 行，第 %2 列</translation>
    </message>
    <message>
        <source>%1 is a symbolic link; give a folder that does not exist or is empty</source>
        <extracomment>%1 the folder</extracomment>
        <translation>%1 是符号链接；请指定一个不存在或为空的文件夹</translation>
    </message>
    <message>
        <source>%1: the folder it would go in does not exist</source>
        <extracomment>%1 the folder</extracomment>
        <translation>%1：其所在的文件夹不存在</translation>
    </message>
    <message>
        <source>%1 exists and is not a folder</source>
        <extracomment>%1 the folder</extracomment>
        <translation>%1 已存在且不是文件夹</translation>
    </message>
    <message>
        <source>%1 is not empty</source>
        <extracomment>%1 the folder</extracomment>
        <translation>%1 不为空</translation>
    </message>
</context>
<context>
    <name>LessonText</name>
    <message>
        <source>T (log scale)</source>
        <translation>T（对数坐标）</translation>
    </message>
    <message>
        <source>scores per head</source>
        <extracomment>the measured cost&apos;s table: T (tokens), scores per head, time, × (how much longer), memory</extracomment>
        <translation>每个头的分数个数</translation>
    </message>
    <message>
        <source>time</source>
        <extracomment>a column heading: the time one forward pass took</extracomment>
        <translation>时间</translation>
    </message>
    <message>
        <source>memory</source>
        <extracomment>a column heading: the memory the result took</extracomment>
        <translation>内存</translation>
    </message>
    <message>
        <source>time per forward pass</source>
        <translation>每次前向计算的时间</translation>
    </message>
    <message>
        <source>memory of the result</source>
        <translation>结果占用的内存</translation>
    </message>
    <message>
        <source>from this session: %1</source>
        <extracomment>the slide&apos;s footer; %1: what the step takes from the session, joined by &quot;; &quot;</extracomment>
        <translation>取自此会话：%1</translation>
    </message>
    <message>
        <source>the lesson&apos;s constants: %1</source>
        <extracomment>the slide&apos;s footer; %1: the lesson&apos;s own numbers the step uses, joined by &quot;; &quot;</extracomment>
        <translation>课程的常数：%1</translation>
    </message>
    <message>
        <source>Attention, worked out by hand — answer key</source>
        <translation>手算注意力——参考答案</translation>
    </message>
    <message>
        <source>Attention, worked out by hand — worksheet</source>
        <translation>手算注意力——练习单</translation>
    </message>
    <message>
        <source>Name: ____________________</source>
        <translation>姓名：____________________</translation>
    </message>
    <message>
        <source>Work it out here:</source>
        <translation>在这里演算：</translation>
    </message>
    <message>
        <source>Work it out on the back of the sheet.</source>
        <translation>请在纸的背面演算。</translation>
    </message>
    <message>
        <source>This session makes q, k and v from DeepSeek&apos;s latents (mla), not from W_Q, W_K and W_V, which the lesson&apos;s steps work out by hand. The heatmaps, the tables and the breakdown show this layer; open the lesson&apos;s example (File ▸ Presets ▸ The lesson: three tokens by hand) for the steps.</source>
        <translation>此会话的 q、k 和 v 由 DeepSeek 的潜在向量（mla）生成，而不是由课程各步骤手算的 W_Q、W_K 和 W_V 生成。热力图、表格和分解显示的是这一层；要看各个步骤，请打开课程示例（文件 ▸ 预设 ▸ 课程：手算三个词元）。</translation>
    </message>
    <message>
        <source>, columns %1</source>
        <extracomment>after a name, the columns (numbered from 1) it is of: &quot;, columns 18, 24&quot;</extracomment>
        <translation>，第 %1 列</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <extracomment>the end of a list: &quot;%1 and %2&quot;, %1 being one item or several joined by &quot;, &quot;</extracomment>
        <translation>%1和%2</translation>
    </message>
    <message>
        <source>token %1 %2</source>
        <extracomment>a token by its number and itself: token 2 “river”</extracomment>
        <translation>词元 %1 %2</translation>
    </message>
    <message>
        <source>query %1 %2</source>
        <extracomment>the query (a token) by its number and itself: query 2 “river”</extracomment>
        <translation>查询 %1 %2</translation>
    </message>
    <message>
        <source>head %1 of %2</source>
        <extracomment>an attention head: head 2 of 8</extracomment>
        <translation>%2 个头中的头 %1</translation>
    </message>
    <message>
        <source>head 1</source>
        <extracomment>the only attention head</extracomment>
        <translation>头 1</translation>
    </message>
    <message>
        <source>Layer %1 · head %2</source>
        <translation>第 %1 层 · 头 %2</translation>
    </message>
    <message>
        <source>recorded: a 2-layer model learns to repeat, %1 steps in %2 s</source>
        <translation>录制：一个 2 层模型学习重复，%1 步，用时 %2 秒</translation>
    </message>
    <message>
        <source>its induction head, %1, after training</source>
        <extracomment>%1: the head, as &quot;L2 H1&quot; (layer 2, head 1)</extracomment>
        <translation>训练后它的归纳头：%1</translation>
    </message>
    <message>
        <source>each letter of the second copy looks at the letter after its first occurrence</source>
        <translation>第二遍中的每个字母都看向它第一次出现处的后一个字母</translation>
    </message>
    <message>
        <source>%1 at step %2</source>
        <extracomment>a head and the training step where it formed: &quot;L1 H3 at step 450&quot;</extracomment>
        <translation>%1 形成于第 %2 步</translation>
    </message>
    <message>
        <source>not yet</source>
        <extracomment>the head has not formed yet</extracomment>
        <translation>尚未形成</translation>
    </message>
    <message>
        <source>A model with two layers of attention learns, from random weights, to continue random letters said twice. Its loss on the repeated half falls slowly, then steps down: what formed there?</source>
        <translation>一个有两层注意力的模型从随机权重开始，学习接续重复两遍的随机字母。它在重复的后半段上的损失先是缓慢下降，然后台阶式下降：那里形成了什么？</translation>
    </message>
    <message>
        <source>what formed where the loss stepped down</source>
        <translation>损失台阶式下降处形成了什么</translation>
    </message>
    <message>
        <source>a previous-token head and an induction head</source>
        <translation>一个前一词元头和一个归纳头</translation>
    </message>
    <message>
        <source>Two heads formed together: a previous-token head (%1) and an induction head (%2) that uses it to find each letter&apos;s earlier place and copy what came next. The loss on the repeated half fell to %3; with the induction head switched off it is %4. Labs ▸ Train a Model trains it live.</source>
        <translation>两个头一起形成：一个前一词元头（%1）和一个归纳头（%2），后者借助前者找到每个字母先前出现的位置，并复制其后的内容。重复的后半段上的损失降到了 %3；关闭归纳头后则为 %4。“实验 ▸ 训练模型”可以现场训练它。</translation>
    </message>
    <message>
        <source>recorded once by the app; not this session</source>
        <translation>由本应用录制一次；并非此会话</translation>
    </message>
    <message>
        <source>This session&apos;s tokens or embeddings were edited since its layer was taken from the model, so the rest of the block no longer belongs to them. Undo the edit to bring it back.</source>
        <translation>此会话的层取自模型之后，它的词元或嵌入被修改过，因此块的其余部分已不再与它们对应。撤销这次修改即可恢复。</translation>
    </message>
    <message>
        <source>This session is the attention alone. A GPT-2 layer taken from a model carries the rest of its block: open a model folder (File ▸ Open Model…) and choose Edit Layer N in the Tables, or write one with attention-lab model DIR --text … --layer L --session-out layer.json.</source>
        <translation>此会话只有注意力。从模型中取出的 GPT-2 层会带上它所在块的其余部分：打开一个模型文件夹（文件 ▸ 打开模型…），选择“在表格中编辑第 N 层”；也可以用 attention-lab model DIR --text … --layer L --session-out layer.json 写出这样一层。</translation>
    </message>
    <message>
        <source>x is the residual stream: each token&apos;s row, carried from block to block</source>
        <translation>x 是残差流：每个词元一行，从一个块传到下一个块</translation>
    </message>
    <message>
        <source>each sub-layer reads a normed copy and adds its answer back</source>
        <translation>每个子层读取一份规范化后的副本，再把它的结果加回去</translation>
    </message>
    <message>
        <source>this session&apos;s attention has</source>
        <extracomment>a line cut by a number: &quot;this session&apos;s attention has&quot; 12 &quot; weights&quot;</extracomment>
        <translation>此会话的注意力共有</translation>
    </message>
    <message>
        <source> weights</source>
        <extracomment>after a number: &quot;… has 12 weights&quot; (parameters); keep the space in front
----------
after a count: &quot;262,144 weights&quot;</extracomment>
        <translation> 个权重</translation>
    </message>
    <message>
        <source>GPT-2&apos;s MLP for d_model %1, %1 → %2 → %1, has</source>
        <extracomment>followed by a number: how many weights (parameters) the MLP has</extracomment>
        <translation>d_model 为 %1 时，GPT-2 的 MLP（%1 → %2 → %1）共有</translation>
    </message>
    <message>
        <source>Attention is one half of a transformer block. %1</source>
        <translation>注意力是 Transformer 块的一半。%1</translation>
    </message>
    <message>
        <source>the attention&apos;s weight count</source>
        <translation>注意力的权重数</translation>
    </message>
    <message>
        <source>x, the stream entering this block:</source>
        <extracomment>followed by the shape of x, &quot;3 × 768&quot;</extracomment>
        <translation>x，进入此块的残差流：</translation>
    </message>
    <message>
        <source> — LN₁(x) is the X the lesson worked with</source>
        <extracomment>after the shape of x (keep the space in front)</extracomment>
        <translation> ——LN₁(x) 就是课程中用到的 X</translation>
    </message>
    <message>
        <source>the attention&apos;s weights:</source>
        <extracomment>followed by a count of weights (parameters)</extracomment>
        <translation>注意力的权重：</translation>
    </message>
    <message>
        <source>the MLP&apos;s, d_model %1 → %2 → %1:</source>
        <extracomment>&quot;the MLP&apos;s (weights)&quot;, followed by a count of weights (parameters)</extracomment>
        <translation>MLP 的权重，d_model %1 → %2 → %1：</translation>
    </message>
    <message>
        <source> (and %1 in the two norms)</source>
        <extracomment>after the MLP&apos;s weight count: %1 weights more in the two LayerNorms (keep the space)</extracomment>
        <translation> （两个规范化层中另有 %1 个）</translation>
    </message>
    <message>
        <source>for %1: |x| = %2, the attention adds |a| = %3, the MLP |m| =</source>
        <translation>%1：|x| = %2，注意力加上 |a| = %3，MLP 加上 |m| =</translation>
    </message>
    <message>
        <source>nothing in the block replaces the stream: each half adds to it</source>
        <translation>块中没有任何部分替换残差流：每一半都只是往上加</translation>
    </message>
    <message>
        <source>This session is a layer of a real model: the attention the lesson worked out is one half of its block. Before it, LayerNorm; after it, the residual add; then a second LayerNorm and an MLP %1 units wide, added to the stream too.</source>
        <translation>此会话是一个真实模型中的一层：课程算出的注意力是它所在块的一半。注意力之前是 LayerNorm；之后是残差相加；然后是第二个 LayerNorm 和一个 %1 个单元宽的 MLP，其结果同样加到残差流上。</translation>
    </message>
    <message>
        <source>the block&apos;s sizes and weight counts</source>
        <translation>块的尺寸和权重数</translation>
    </message>
    <message>
        <source>the lengths of %1&apos;s rows</source>
        <translation>%1 各行的长度</translation>
    </message>
    <message>
        <source>The residual add and LayerNorm of one row, with the layer&apos;s own block.</source>
        <translation>一行的残差相加和 LayerNorm，用该层自己的块计算。</translation>
    </message>
    <message>
        <source>the block of the layer</source>
        <translation>该层的块</translation>
    </message>
    <message>
        <source>attention</source>
        <translation>注意力</translation>
    </message>
    <message>
        <source>the residual add, then %1(h) with ε = %2, %3</source>
        <translation>残差相加，然后是 %1(h)，ε = %2，%3</translation>
    </message>
    <message>
        <source>μ = the mean of h&apos;s %1 numbers =</source>
        <translation>μ = h 的 %1 个数的均值 =</translation>
    </message>
    <message>
        <source>σ² = the mean of (h − μ)² =</source>
        <translation>σ² = (h − μ)² 的均值 =</translation>
    </message>
    <message>
        <source>  the furthest from μ</source>
        <extracomment>after a worked line&apos;s result: this column is furthest from the mean μ (keep the spaces)</extracomment>
        <translation>  离 μ 最远</translation>
    </message>
    <message>
        <source>First the attention&apos;s answer is added to the stream: h = x + attention. Then LayerNorm makes the row of %1 mean 0 and spread 1 — subtract μ, divide by √(σ² + ε) — and scales each column by γ and shifts it by β, the norm&apos;s weights.</source>
        <translation>首先把注意力的结果加到残差流上：h = x + 注意力。然后 LayerNorm 让%1这一行的均值为 0、标准差为 1——减去 μ，再除以 √(σ² + ε)——并用规范化层的权重 γ 和 β 对每一列进行缩放和平移。</translation>
    </message>
    <message>
        <source>the stream x, the attention&apos;s output and LN₂&apos;s γ and β</source>
        <translation>残差流 x、注意力的输出以及 LN₂ 的 γ 和 β</translation>
    </message>
    <message>
        <source>The original transformer added attention&apos;s answer to its input and normalised the sum: LN(X + attention). LayerNorm makes the row of %1 mean 0 and spread 1 — subtract μ, divide by √(σ² + ε). A trained norm then scales each column by γ and shifts it by β; here γ = 1 and β = 0, as a norm starts.</source>
        <translation>最初的 Transformer 把注意力的结果加到它的输入上，再对这个和做规范化：LN(X + 注意力)。LayerNorm 让%1这一行的均值为 0、标准差为 1——减去 μ，再除以 √(σ² + ε)。训练过的规范化层还会用 γ 对每一列缩放、用 β 平移；这里 γ = 1、β = 0，正是规范化层刚开始时的值。</translation>
    </message>
    <message>
        <source> With two numbers only their order is left: ±%1.</source>
        <translation> 只有两个数时，只剩下它们的大小顺序：±%1。</translation>
    </message>
    <message>
        <source>X and the attention&apos;s output of %1</source>
        <translation>X 以及%1的注意力输出</translation>
    </message>
    <message>
        <source>γ = 1, β = 0 and ε = 10⁻⁵: a norm&apos;s weights before training</source>
        <translation>γ = 1、β = 0、ε = 10⁻⁵：规范化层训练前的权重</translation>
    </message>
    <message>
        <source>μ = %1 and σ² = %2: each column of h is moved by %3 and divided by %4.</source>
        <translation>μ = %1，σ² = %2：h 的每一列先平移 %3，再除以 %4。</translation>
    </message>
    <message>
        <source>The second half of the block: an MLP on each row alone, added to the stream.</source>
        <translation>块的后一半：对每一行单独做 MLP，再加到残差流上。</translation>
    </message>
    <message>
        <source>W_in, b_in, W_out and b_out of the block, and the row h</source>
        <translation>块的 W_in、b_in、W_out 和 b_out，以及行 h</translation>
    </message>
    <message>
        <source>LN₂(h) · W_in + b_in: %1 hidden units, %2</source>
        <translation>LN₂(h) · W_in + b_in：%1 个隐藏单元，%2</translation>
    </message>
    <message>
        <source>hidden</source>
        <extracomment>the name of a row of numbers: the MLP&apos;s hidden units</extracomment>
        <translation>隐藏层</translation>
    </message>
    <message>
        <source>unit %1: gelu(%2) =</source>
        <extracomment>a hidden unit (neuron) of the MLP</extracomment>
        <translation>单元 %1：gelu(%2) =</translation>
    </message>
    <message>
        <source>  nearly shut</source>
        <extracomment>after gelu&apos;s result: the unit is nearly switched off (keep the space in front)</extracomment>
        <translation>  几乎关闭</translation>
    </message>
    <message>
        <source>  damped</source>
        <translation>  被压低</translation>
    </message>
    <message>
        <source>units gelu lets through (&gt; 0):</source>
        <translation>gelu 放行的单元（&gt; 0）：</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>a count of hidden units: &quot;1,432 of 3,072&quot;</extracomment>
        <translation>%2 个中的 %1 个</translation>
    </message>
    <message>
        <source>  what the next block reads</source>
        <extracomment>after the row y: y is what the next transformer block reads (keep the space in front)</extracomment>
        <translation>  下一个块读取的内容</translation>
    </message>
    <message>
        <source>The MLP works on each row alone: the normed row of %1 is widened to %2 hidden units, each through gelu(x) = ½·x·(1 + tanh(0.798·(x + 0.0447·x³))) — large ones pass, negative ones are damped or shut — then brought back to d_model %3 and added to the stream.</source>
        <translation>MLP 对每一行单独计算：%1 规范化后的行被扩展到 %2 个隐藏单元，每个都经过 gelu(x) = ½·x·(1 + tanh(0.798·(x + 0.0447·x³)))——大的通过，负的被压低或关闭——然后变回 d_model %3，再加到残差流上。</translation>
    </message>
    <message>
        <source>gelu(%1) = %2: gelu(x) ≈ x·Φ(x), Φ the chance that a standard normal number is below x — near x for a large x, near 0 for a very negative one.</source>
        <translation>gelu(%1) = %2：gelu(x) ≈ x·Φ(x)，Φ(x) 是标准正态随机数小于 x 的概率——x 很大时接近 x，x 非常负时接近 0。</translation>
    </message>
    <message>
        <source>this session: d_model = %1, h = %2</source>
        <translation>此会话：d_model = %1，h = %2</translation>
    </message>
    <message>
        <source>One softmax per token must compromise between grammar, neighbours and distant references. Several smaller attentions need not: the width is cut into h slices, and each head works with its own d_k = d_model / h columns of Q, K and V.</source>
        <translation>每个词元只有一个 softmax，就必须在语法、相邻的词和远处的指代之间折中。几个较小的注意力则不必如此：把宽度切成 h 片，每个头使用 Q、K 和 V 中属于自己的 d_k = d_model / h 列。</translation>
    </message>
    <message>
        <source>512 / 8 = 64 columns per head; this session: %1 / %2 = %3.</source>
        <translation>512 / 8 = 每个头 64 列；此会话：%1 / %2 = %3。</translation>
    </message>
    <message>
        <source>d_model = 512 with h = 8 heads</source>
        <translation>d_model = 512，h = 8 个头</translation>
    </message>
    <message>
        <source>this session&apos;s d_model = %1 and h = %2</source>
        <translation>此会话的 d_model = %1，h = %2</translation>
    </message>
    <message>
        <source>d_model = %1 cannot be split</source>
        <translation>d_model = %1 无法切分</translation>
    </message>
    <message>
        <source>K/V heads</source>
        <extracomment>items of a list joined by &quot;and&quot;: the settings of a session that fix its heads</extracomment>
        <translation>K/V 头</translation>
    </message>
    <message>
        <source>q/k norms</source>
        <translation>q/k 规范化</translation>
    </message>
    <message>
        <source>ALiBi slopes</source>
        <translation>ALiBi 斜率</translation>
    </message>
    <message>
        <source>soft-cap</source>
        <extracomment>the soft-cap of the logits (a tanh capping the scores)</extracomment>
        <translation>软上限</translation>
    </message>
    <message>
        <source>sinks</source>
        <extracomment>attention sinks: extra logits that take a share of the weights</extracomment>
        <translation>汇点</translation>
    </message>
    <message>
        <source>latent attention</source>
        <translation>潜在注意力</translation>
    </message>
    <message>
        <source>its settings are made for the heads it has</source>
        <translation>它的设置是按现有的头数定的</translation>
    </message>
    <message>
        <source>output row %1</source>
        <translation>输出第 %1 行</translation>
    </message>
    <message>
        <source>concat · W_O, one head</source>
        <translation>拼接 · W_O，一个头</translation>
    </message>
    <message numerus="yes">
        <source>concat · W_O, %n head(s)</source>
        <translation>
            <numerusform>拼接 · W_O，%n 个头</numerusform>
        </translation>
    </message>
    <message>
        <source>concat · W_O with a W_O that mixes %1 heads</source>
        <translation>拼接 · W_O，其中 W_O 混合 %1 个头</translation>
    </message>
    <message>
        <source>concat</source>
        <extracomment>the name of the matrix of the heads&apos; outputs side by side (concatenated)</extracomment>
        <translation>拼接</translation>
    </message>
    <message>
        <source>output</source>
        <translation>输出</translation>
    </message>
    <message>
        <source>token %1: concat =</source>
        <translation>词元 %1：拼接 =</translation>
    </message>
    <message>
        <source>concat · W_O, then + b_O =</source>
        <translation>拼接 · W_O，再 + b_O =</translation>
    </message>
    <message>
        <source> (the output bias, added to every row)</source>
        <translation> （输出偏置，加到每一行上）</translation>
    </message>
    <message>
        <source>token %1%2: output =</source>
        <translation>词元 %1%2：输出 =</translation>
    </message>
    <message>
        <source>  = concat</source>
        <translation>  = 拼接</translation>
    </message>
    <message>
        <source>  ≠ concat</source>
        <translation>  ≠ 拼接</translation>
    </message>
    <message>
        <source>output column %1 = concat column %1 + ½ · concat column %2 (head %3&apos;s)</source>
        <translation>输出第 %1 列 = 拼接第 %1 列 + ½ · 拼接第 %2 列（属于头 %3）</translation>
    </message>
    <message>
        <source>the lesson&apos;s model: 8 heads × 64 = a 512-wide concat, W_O 512 × 512</source>
        <translation>课程中的模型：8 个头 × 64 = 512 宽的拼接，W_O 为 512 × 512</translation>
    </message>
    <message>
        <source>This session has one head (%1): concat is that head&apos;s output, %2, and W_O (%3) has no other head to mix in: it maps the output back to the model&apos;s width%4. With several heads, W_O is where they meet.</source>
        <translation>此会话只有一个头（%1）：拼接就是这个头的输出，大小为 %2；W_O（%3）没有别的头可混合：它只把输出映射回模型的宽度%4。有多个头时，W_O 正是它们汇合的地方。</translation>
    </message>
    <message>
        <source>, then b_O is added</source>
        <translation>，然后加上 b_O</translation>
    </message>
    <message>
        <source>Each head outputs d_k = %1 numbers per token; side by side they make concat, %2 again. W_O (%3) then lets every output column draw on every head — without it, heads would never mix.</source>
        <translation>每个头为每个词元输出 d_k = %1 个数；把它们并排放在一起就得到拼接，大小又是 %2。然后 W_O（%3）让每个输出列都能取用每个头——没有它，各个头就永远不会混合。</translation>
    </message>
    <message>
        <source> This session adds its output bias b_O after W_O.</source>
        <translation> 此会话在 W_O 之后加上输出偏置 b_O。</translation>
    </message>
    <message>
        <source> Here the one head is split in %1 for the picture: its concat is not the %2 of Blend the values.</source>
        <translation> 这里为了作图，把唯一的头切成了 %1 个：它的拼接不是“值的加权混合”一步中的 %2。</translation>
    </message>
    <message>
        <source>Token %1: concat %2 becomes output %3 — %4.</source>
        <translation>词元 %1：拼接 %2 变为输出 %3——%4。</translation>
    </message>
    <message>
        <source>one head, nothing to mix</source>
        <translation>只有一个头，无可混合</translation>
    </message>
    <message>
        <source>each column now combines heads</source>
        <translation>现在每一列都组合了多个头</translation>
    </message>
    <message>
        <source>the heads&apos; outputs (concat) of this session</source>
        <translation>此会话各头的输出（拼接）</translation>
    </message>
    <message>
        <source>for the picture, %1 heads of d_k = %2 and W_O = I + ½·(each head&apos;s columns into the next head&apos;s)</source>
        <translation>为了作图：%1 个 d_k = %2 的头，W_O = I + ½·（每个头的列并入下一个头的列）</translation>
    </message>
    <message>
        <source>W_O = I + ½·(each head&apos;s columns into the next head&apos;s), for the picture: this session&apos;s W_O %1</source>
        <translation>为了作图，W_O = I + ½·（每个头的列并入下一个头的列）：此会话的 W_O %1</translation>
    </message>
    <message>
        <source>is the identity</source>
        <translation>是单位矩阵</translation>
    </message>
    <message>
        <source>has one head to mix</source>
        <translation>只有一个头可混合</translation>
    </message>
    <message>
        <source>W_O and the output</source>
        <translation>W_O 和输出</translation>
    </message>
    <message>
        <source>[pad]</source>
        <extracomment>the padding token of a batch row, as tokenizers write it</extracomment>
        <translation>[pad]</translation>
    </message>
    <message>
        <source>a batch of B = 2: the second sentence is one token shorter, padded</source>
        <translation>B = 2 的一批：第二个句子少一个词元，已填充</translation>
    </message>
    <message>
        <source>a batch of B = 2 (one token each: nothing to pad)</source>
        <translation>B = 2 的一批（每句一个词元：无需填充）</translation>
    </message>
    <message>
        <source>input x</source>
        <translation>输入 x</translation>
    </message>
    <message>
        <source>q = x · W_Q (and k, v)</source>
        <translation>q = x · W_Q（k、v 同理）</translation>
    </message>
    <message>
        <source>split the width</source>
        <translation>切分宽度</translation>
    </message>
    <message>
        <source>heads forward: transpose</source>
        <translation>头维前移：转置</translation>
    </message>
    <message>
        <source>scores q · kᵀ, weights</source>
        <translation>分数 q · kᵀ，权重</translation>
    </message>
    <message>
        <source>weights · v</source>
        <translation>权重 · v</translation>
    </message>
    <message>
        <source>heads back, joined</source>
        <translation>头维移回，合并</translation>
    </message>
    <message>
        <source>· W_O: the output</source>
        <translation>· W_O：输出</translation>
    </message>
    <message>
        <source>the scores&apos; shape</source>
        <translation>分数的形状</translation>
    </message>
    <message>
        <source>d_model 512, 8 heads</source>
        <translation>d_model 512，8 个头</translation>
    </message>
    <message>
        <source>this session</source>
        <translation>此会话</translation>
    </message>
    <message>
        <source>Two sentences padded to one length make a batch, B = 2 (the pad blocks its key column). Follow the shape through every step: the transpose puts the heads before T, so each head&apos;s scores are T × T = %1.</source>
        <translation>两个句子填充到同一长度，组成一批，B = 2（填充词元屏蔽它自己的键列）。逐步跟踪形状：转置把头维放到 T 之前，因此每个头的分数是 T × T = %1。</translation>
    </message>
    <message>
        <source>This session&apos;s scores are %1: B × h × T × T.</source>
        <translation>此会话的分数形状为 %1：B × h × T × T。</translation>
    </message>
    <message>
        <source>d_model 512 with 8 heads (middle column)</source>
        <translation>d_model 512，8 个头（中间一列）</translation>
    </message>
    <message>
        <source>T = %1 and the tokens</source>
        <translation>T = %1 及各词元</translation>
    </message>
    <message>
        <source>d_model = %1 and h = %2</source>
        <translation>d_model = %1，h = %2</translation>
    </message>
    <message>
        <source>W_Q, W_K, W_V, W_O: each d_model × d_model</source>
        <translation>W_Q、W_K、W_V、W_O：各为 d_model × d_model</translation>
    </message>
    <message>
        <source> ≈ 1.05 M weights</source>
        <translation> ≈ 105 万个权重</translation>
    </message>
    <message>
        <source> weights, and %1 bias numbers</source>
        <extracomment>after a count of weights: &quot;262,144 weights, and 1,536 bias numbers&quot;</extracomment>
        <translation> 个权重，另有 %1 个偏置数</translation>
    </message>
    <message>
        <source>this session: 4 · %1 = </source>
        <translation>此会话：4 · %1 = </translation>
    </message>
    <message>
        <source>this session: %1·%2 + 2 · %1·%3 + %2·%1 = </source>
        <translation>此会话：%1·%2 + 2 · %1·%3 + %2·%1 = </translation>
    </message>
    <message>
        <source>8 heads of 64 or 16 heads of 32: still 4 · 512²</source>
        <translation>8 个 64 宽的头或 16 个 32 宽的头：仍是 4 · 512²</translation>
    </message>
    <message>
        <source>this session&apos;s one head uses all 4 · %1</source>
        <translation>此会话唯一的头用到全部 4 · %1</translation>
    </message>
    <message numerus="yes">
        <source>this session&apos;s %n head(s) share the same 4 · %1</source>
        <translation>
            <numerusform>此会话的 %n 个头共用同样的 4 · %1</numerusform>
        </translation>
    </message>
    <message>
        <source>this session&apos;s %1 read %2: W_K and W_V are %3 × %4, not %3 × %5</source>
        <extracomment>%1: &quot;4 heads&quot;, %2: &quot;2 K/V heads&quot;</extracomment>
        <translation>此会话的 %1读取 %2：W_K 和 W_V 是 %3 × %4，而不是 %3 × %5</translation>
    </message>
    <message numerus="yes">
        <source>%n head(s)</source>
        <translation>
            <numerusform>%n 个头</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n K/V head(s)</source>
        <translation>
            <numerusform>%n 个 K/V 头</numerusform>
        </translation>
    </message>
    <message>
        <source>this session&apos;s head is %1 wide (head_dim), not d_model</source>
        <translation>此会话的头宽 %1（head_dim），而不是 d_model</translation>
    </message>
    <message numerus="yes">
        <source>this session&apos;s %n head(s) are %1 wide (head_dim), not d_model / h</source>
        <translation>
            <numerusform>此会话的 %n 个头各宽 %1（head_dim），而不是 d_model / h</numerusform>
        </translation>
    </message>
    <message>
        <source>Attention&apos;s weights are the four square matrices, 4 · d_model² of them (biases aside). More heads add none: they only cut the same width into slices.</source>
        <translation>注意力的权重就是这四个方阵，共 4 · d_model² 个（不计偏置）。增加头数不会增加权重：只是把同样的宽度切成更多片。</translation>
    </message>
    <message>
        <source> Today&apos;s models share K/V heads or fix head_dim, so theirs are not square.</source>
        <translation> 如今的模型共享 K/V 头或固定 head_dim，因此它们的矩阵不是方阵。</translation>
    </message>
    <message>
        <source>At d_model = 512: 4 × 262,144 = 1,048,576, about 1.05 million; here %1.</source>
        <translation>d_model = 512 时：4 × 262,144 = 1,048,576，约 105 万；这里是 %1。</translation>
    </message>
    <message>
        <source>d_model = 512 (8 or 16 heads)</source>
        <translation>d_model = 512（8 个或 16 个头）</translation>
    </message>
    <message>
        <source>this session&apos;s d_model = %1 and its heads</source>
        <translation>此会话的 d_model = %1 及其头数</translation>
    </message>
    <message>
        <source>this session&apos;s d_model = %1, %2 of d_k = %3 and its K/V heads</source>
        <translation>此会话的 d_model = %1、%2（d_k = %3）及其 K/V 头</translation>
    </message>
    <message>
        <source>right: head %1 of %2</source>
        <extracomment>&quot;right&quot; as in correct (next to two tiles marked WRONG)</extracomment>
        <translation>正确：头 %1（共 %2 个）</translation>
    </message>
    <message>
        <source>rows sum to 1</source>
        <translation>每行之和为 1</translation>
    </message>
    <message>
        <source>rows sum to 1 less the sink&apos;s share</source>
        <translation>每行之和为 1 减去汇点的份额</translation>
    </message>
    <message>
        <source>WRONG: reshape without transpose</source>
        <translation>错误：变形而不转置</translation>
    </message>
    <message>
        <source>head %1 reads pieces of other tokens</source>
        <translation>头 %1 读到了其他词元的碎片</translation>
    </message>
    <message>
        <source>WRONG: softmax over the queries</source>
        <translation>错误：对查询做 softmax</translation>
    </message>
    <message>
        <source>columns sum to 1, rows to %1</source>
        <translation>每列之和为 1，各行之和为 %1</translation>
    </message>
    <message>
        <source>Split the heads with a bare reshape, without the transpose, and each head reads pieces of the wrong tokens. Run the softmax down the queries instead of across the keys, and the rows stop summing to 1.</source>
        <translation>只用变形（reshape）切分头而不转置，每个头就会读到错误词元的碎片。沿查询方向而不是沿键方向做 softmax，各行之和就不再是 1。</translation>
    </message>
    <message>
        <source> (This session has one head, as %1: a reshape has nothing to scramble.)</source>
        <translation> （此会话只有一个头，因为 %1：变形没有东西可打乱。）</translation>
    </message>
    <message>
        <source>Reshape to (B, T, h, d_k), then transpose to (B, h, T, d_k); softmax over the last axis, the keys.</source>
        <translation>先变形为 (B, T, h, d_k)，再转置为 (B, h, T, d_k)；softmax 沿最后一个轴，即键的方向。</translation>
    </message>
    <message>
        <source>Q, K, V and the mask of this session</source>
        <translation>此会话的 Q、K、V 和掩码</translation>
    </message>
    <message>
        <source>the session split into %1 heads for the picture (one head cannot be scrambled)</source>
        <translation>为了作图，会话被切成 %1 个头（一个头无法被打乱）</translation>
    </message>
    <message>
        <source>water</source>
        <extracomment>the meanings of the columns of the &quot;bank&quot; example&apos;s embeddings</extracomment>
        <translation>水</translation>
    </message>
    <message>
        <source>money</source>
        <translation>钱</translation>
    </message>
    <message>
        <source>thing</source>
        <translation>事物</translation>
    </message>
    <message>
        <source>function word</source>
        <translation>虚词</translation>
    </message>
    <message>
        <source>embedding</source>
        <translation>嵌入</translation>
    </message>
    <message>
        <source>columns: %1</source>
        <translation>各列：%1</translation>
    </message>
    <message>
        <source>weights:</source>
        <translation>权重：</translation>
    </message>
    <message>
        <source>The built-in “bank” example could not be loaded.</source>
        <translation>无法加载内置的“bank”示例。</translation>
    </message>
    <message>
        <source>A word&apos;s embedding is the same in every sentence: “bank” starts as the same four numbers by a river and in a wallet. Attention lets each token mix in the tokens around it, so the two outputs differ.</source>
        <translation>一个词的嵌入在每个句子中都相同：无论在河边还是在钱包里，“bank”一开始都是同样的四个数。注意力让每个词元混入它周围的词元，因此两个输出不同。</translation>
    </message>
    <message>
        <source>Same input row, different output rows: the context decides, and the model learns where to look.</source>
        <translation>输入行相同，输出行不同：由上下文决定，而模型学会看向哪里。</translation>
    </message>
    <message>
        <source>the built-in “bank” example, whatever the session</source>
        <translation>内置的“bank”示例，与会话无关</translation>
    </message>
    <message>
        <source>Queries, keys and values: three views of every token</source>
        <translation>查询、键和值：每个词元的三种视角</translation>
    </message>
    <message>
        <source>Scores, softmax and output: one query worked by hand</source>
        <translation>分数、softmax 和输出：手算一个查询</translation>
    </message>
    <message>
        <source>Why divide by √d_k: what large scores do</source>
        <translation>为什么要除以 √d_k：大分数会带来什么</translation>
    </message>
    <message>
        <source>Masks: the future, padding, and the wrong way</source>
        <translation>掩码：未来、填充，以及错误的做法</translation>
    </message>
    <message>
        <source>Multi-head attention: split, concatenate, mix</source>
        <translation>多头注意力：切分、拼接、混合</translation>
    </message>
    <message>
        <source>Code and cost: NumPy, PyTorch, and the T² wall</source>
        <translation>代码与开销：NumPy、PyTorch 和 T² 之墙</translation>
    </message>
    <message>
        <source>Not today: the rest of the block (residuals, norms, feed-forward) — next time</source>
        <translation>今天不讲：块的其余部分（残差、规范化、前馈层）——下次再讲</translation>
    </message>
    <message>
        <source>Six parts, each built on the one before; every number is worked out on %1.</source>
        <extracomment>%1: how many tokens, &quot;three tokens&quot; or &quot;5 tokens&quot;</extracomment>
        <translation>共六个部分，每一部分都建立在前一部分之上；每个数都用%1算出。</translation>
    </message>
    <message>
        <source>three tokens</source>
        <translation>三个词元</translation>
    </message>
    <message numerus="yes">
        <source>%1 token(s)</source>
        <translation>
            <numerusform>%1 个词元</numerusform>
        </translation>
    </message>
    <message>
        <source>the lesson&apos;s plan</source>
        <translation>课程计划</translation>
    </message>
    <message>
        <source>query → every key → a blend of the values</source>
        <translation>查询 → 每个键 → 值的加权混合</translation>
    </message>
    <message>
        <source>Query: what I want — what you walk in asking for</source>
        <translation>查询：我想要什么——你走进来时要找的东西</translation>
    </message>
    <message>
        <source>Key: what I offer — the label on each book</source>
        <translation>键：我能提供什么——每本书上的标签</translation>
    </message>
    <message>
        <source>Value: what I give — the book&apos;s content</source>
        <translation>值：我给出什么——书的内容</translation>
    </message>
    <message>
        <source>A dictionary returns one book; attention blends every value, good matches most</source>
        <translation>字典只返回一本书；注意力混合所有的值，匹配得越好，占比越大</translation>
    </message>
    <message numerus="yes">
        <source>this session: %1 asks the keys of %2 token(s), blends their values</source>
        <extracomment>%1: the query, as &quot;query 2 “river”&quot;; %2: how many tokens (written 1,024)</extracomment>
        <translation>
            <numerusform>此会话：%1 询问 %2 个词元的键，混合它们的值</numerusform>
        </translation>
    </message>
    <message>
        <source>Think of a library. You walk in with a query, a description of what you want. Every book has a key, a label describing its contents, and a value, the content itself. Attention does a soft version of the lookup.</source>
        <translation>想象一座图书馆。你带着一个查询走进来，也就是对你想要之物的描述。每本书都有一个键，即描述其内容的标签；还有一个值，即内容本身。注意力做的是这种查找的“软”版本。</translation>
    </message>
    <message>
        <source>Query: what I want. Key: what I offer. Value: what I give.</source>
        <translation>查询：我想要什么。键：我能提供什么。值：我给出什么。</translation>
    </message>
    <message>
        <source>the library analogy</source>
        <translation>图书馆的类比</translation>
    </message>
    <message>
        <source>the tokens and the selected query</source>
        <translation>各词元和所选的查询</translation>
    </message>
    <message>
        <source>this session and its target</source>
        <translation>此会话及其目标</translation>
    </message>
    <message>
        <source>this session, target = X (each output its own embedding)</source>
        <translation>此会话，目标 = X（每个输出的目标是它自己的嵌入）</translation>
    </message>
    <message>
        <source>W_Q[%1, %2] after the step</source>
        <translation>这一步之后的 W_Q[%1, %2]</translation>
    </message>
    <message>
        <source>W_Q after</source>
        <translation>更新后的 W_Q</translation>
    </message>
    <message>
        <source>loss ½·Σ(output − target)² before the step =</source>
        <translation>这一步之前的损失 ½·Σ(输出 − 目标)² =</translation>
    </message>
    <message>
        <source>after one step of W_Q =</source>
        <translation>W_Q 走一步之后 =</translation>
    </message>
    <message>
        <source>Attention is smooth arithmetic, so the loss has a gradient: ∂L/∂W_Q says how fast the loss grows as each entry of W_Q grows. A step of gradient descent moves every entry a little against it, W_Q − %1·∂L/∂W_Q.</source>
        <translation>注意力是光滑的算术运算，因此损失有梯度：∂L/∂W_Q 表示 W_Q 的每个元素增大时，损失增长得有多快。梯度下降的一步把每个元素都朝相反方向移动一点：W_Q − %1·∂L/∂W_Q。</translation>
    </message>
    <message>
        <source>W_Q[%1, %2] has the largest gradient, %3: raising it raises the loss, so the step lowers it, to %4. One step takes the loss from %5 to %6; training is this step, repeated.</source>
        <translation>W_Q[%1, %2] 的梯度最大，为 %3：增大它会使损失增大，因此这一步把它减小到 %4。一步就让损失从 %5 变为 %6；训练就是把这一步不断重复。</translation>
    </message>
    <message>
        <source>W_Q[%1, %2] has the largest gradient, %3: raising it lowers the loss, so the step raises it, to %4. One step takes the loss from %5 to %6; training is this step, repeated.</source>
        <translation>W_Q[%1, %2] 的梯度最大，为 %3：增大它会使损失减小，因此这一步把它增大到 %4。一步就让损失从 %5 变为 %6；训练就是把这一步不断重复。</translation>
    </message>
    <message>
        <source>the learning rate %1</source>
        <translation>学习率 %1</translation>
    </message>
    <message>
        <source>W_Q, the output and the target</source>
        <translation>W_Q、输出和目标</translation>
    </message>
    <message>
        <source>W_Q, the output and X as the target</source>
        <translation>W_Q、输出以及作为目标的 X</translation>
    </message>
    <message>
        <source>this session&apos;s task, %1 steps of %2</source>
        <translation>此会话的任务，用 %2 训练 %1 步</translation>
    </message>
    <message>
        <source>learn-saturation: d_k = 64, %1 steps of SGD</source>
        <translation>learn-saturation：d_k = 64，用 SGD 训练 %1 步</translation>
    </message>
    <message>
        <source>scaled by 1/√d_k</source>
        <translation>按 1/√d_k 缩放</translation>
    </message>
    <message>
        <source>unscaled</source>
        <extracomment>a training curve&apos;s name: the scores not divided by √d_k</extracomment>
        <translation>不缩放</translation>
    </message>
    <message>
        <source>unscaled loss ÷ scaled loss after %1 steps</source>
        <translation>%1 步后：不缩放的损失 ÷ 缩放的损失</translation>
    </message>
    <message>
        <source>The same task trained twice with the same steps; the only difference is the scale. Which curve stalls, and how many times higher does its loss end?</source>
        <extracomment>&quot;the scale&quot;: the factor the scores are multiplied by, 1/√d_k or 1</extracomment>
        <translation>同一个任务用相同的步数训练两次；唯一的区别是缩放。哪条曲线停滞不前？它最后的损失高出多少倍？</translation>
    </message>
    <message>
        <source>Unscaled, the softmax starts nearly one-hot, p(1 − p) ≈ 0, and the loss stalls at %1; scaled by 1/√d_k it learns, down to %2: %3 times lower. Measured, not stated.</source>
        <translation>不缩放时，softmax 一开始就几乎是 one-hot，p(1 − p) ≈ 0，损失停滞在 %1；按 1/√d_k 缩放后它能学习，降到 %2：低了 %3 倍。这是测出来的，不是断言。</translation>
    </message>
    <message>
        <source>the task: embeddings, weights, target and training settings</source>
        <translation>任务：嵌入、权重、目标和训练设置</translation>
    </message>
    <message>
        <source>the learn-saturation preset, trained here</source>
        <translation>learn-saturation 预设，在此训练</translation>
    </message>
    <message>
        <source>its window of %1</source>
        <extracomment>the rules are listed in &quot;this session&apos;s %1 is left out&quot;: its window of 3 (tokens)</extracomment>
        <translation>宽度为 %1 的滑动窗口</translation>
    </message>
    <message>
        <source>its prefix of %1</source>
        <translation>长度为 %1 的前缀</translation>
    </message>
    <message>
        <source>its segments</source>
        <translation>分段</translation>
    </message>
    <message numerus="yes">
        <source>its %1 hand-blocked cell(s)</source>
        <translation>
            <numerusform>%1 个手动屏蔽的单元格</numerusform>
        </translation>
    </message>
    <message>
        <source>future keys get almost no weight here, so the rows look right: the bug hides</source>
        <translation>这里未来的键几乎得不到权重，因此各行看起来是对的：错误被掩盖了</translation>
    </message>
    <message>
        <source>row %1 sums to %2, not 1</source>
        <translation>第 %1 行之和为 %2，而不是 1</translation>
    </message>
    <message>
        <source>With one token there is no future to hide: a causal mask needs at least two tokens. Add a token (Edit ▸ Add Token) to see −∞ at work.</source>
        <translation>只有一个词元时，没有未来可隐藏：因果掩码至少需要两个词元。添加一个词元（编辑 ▸ 添加词元），看看 −∞ 如何起作用。</translation>
    </message>
    <message>
        <source>Every key of %1 is blocked in this session, so its weights are all 0 — there is nothing left to renormalise. Pick another query.</source>
        <translation>在此会话中，%1 的所有键都被屏蔽，因此它的权重全为 0——没有剩下任何东西可以重新归一化。请选择另一个查询。</translation>
    </message>
    <message>
        <source>%1 with a causal mask</source>
        <translation>%1，加上因果掩码</translation>
    </message>
    <message>
        <source>weight</source>
        <extracomment>the title over the bars: the attention weight of each key
----------
what the bars show: the softmax weight of each key</extracomment>
        <translation>权重</translation>
    </message>
    <message>
        <source>Σ eˣ with the mask</source>
        <translation>掩蔽后的 Σ eˣ</translation>
    </message>
    <message>
        <source>key %1 %2</source>
        <extracomment>key 2 “river”: an attention key, its number and its token</extracomment>
        <translation>键 %1 %2</translation>
    </message>
    <message>
        <source>masked weight of key %1</source>
        <translation>键 %1 掩蔽后的权重</translation>
    </message>
    <message numerus="yes">
        <source>… %1 more key(s)</source>
        <extracomment>%1: the count, written with thousands separators (&quot;… 1,018 more keys&quot;)</extracomment>
        <translation>
            <numerusform>… 另有 %1 个键</numerusform>
        </translation>
    </message>
    <message>
        <source>e^x is taken after subtracting the row&apos;s largest scaled score, %1.</source>
        <translation>e^x 是在减去该行最大的缩放后分数 %1 之后计算的。</translation>
    </message>
    <message>
        <source>Before the softmax a blocked score becomes −∞. e^−∞ = 0, so that key gets exactly zero weight and the others share the whole 1. Why mask at all? A model learning to predict the next word would be cheating if it could see it: a causal mask hides every key after the query. And sentences padded to one length in a batch must not attend to the pads.</source>
        <translation>在 softmax 之前，被屏蔽的分数变为 −∞。e^−∞ = 0，因此该键的权重恰好为零，其余的键分享全部的 1。为什么要掩蔽？一个学习预测下一个词的模型，如果能看到下一个词，就等于作弊：因果掩码会隐藏查询之后的每一个键。此外，同一批中填充到相同长度的句子不能关注填充词元。</translation>
    </message>
    <message>
        <source> %1 is the last token: nothing lies in its future, so the mask changes nothing here — pick an earlier query.</source>
        <translation> %1 是最后一个词元：它之后没有任何东西，因此掩码在这里什么也没改变——请选择更靠前的查询。</translation>
    </message>
    <message>
        <source>with the sink&apos;s %1 they still sum to 1</source>
        <translation>加上汇点的 %1，它们之和仍为 1</translation>
    </message>
    <message>
        <source>they still sum to 1</source>
        <translation>它们之和仍为 1</translation>
    </message>
    <message>
        <source>%1&apos;s weights become %2: %3.</source>
        <translation>%1 的权重变为 %2：%3。</translation>
    </message>
    <message>
        <source>the scaled scores of %1, with a causal mask on this session</source>
        <translation>%1 缩放后的分数，在此会话上加上因果掩码</translation>
    </message>
    <message>
        <source>With one token a causal mask hides nothing and padding its only token would leave nothing to attend to: masks need at least two tokens.</source>
        <translation>只有一个词元时，因果掩码什么也隐藏不了；而把唯一的词元设为填充，就没有任何东西可关注了：掩码至少需要两个词元。</translation>
    </message>
    <message>
        <source>causal only: the lower triangle</source>
        <translation>仅因果：下三角</translation>
    </message>
    <message>
        <source>rows sum to %1</source>
        <translation>各行之和为 %1</translation>
    </message>
    <message>
        <source>padding only: this session&apos;s pad tokens</source>
        <translation>仅填充：此会话的填充词元</translation>
    </message>
    <message>
        <source>padding only: key %1 is a pad</source>
        <translation>仅填充：键 %1 是填充词元</translation>
    </message>
    <message>
        <source>WRONG: causal, zeroed after the softmax</source>
        <translation>错误：因果，在 softmax 之后置零</translation>
    </message>
    <message>
        <source>A causal mask keeps the lower triangle; a padding mask blanks a pad token&apos;s whole key column. Zeroing the weights after the softmax instead leaves rows that no longer sum to 1.</source>
        <translation>因果掩码保留下三角；填充掩码清空填充词元的整个键列。如果改为在 softmax 之后把权重置零，各行之和就不再为 1。</translation>
    </message>
    <message numerus="yes">
        <source> Each picture shows one rule alone: this session&apos;s %1 is/are left out.</source>
        <translation>
            <numerusform> 每幅图只单独显示一种规则：此会话的%1未包含在内。</numerusform>
        </translation>
    </message>
    <message>
        <source> and </source>
        <extracomment>joins the rules of a mask: &quot;its window of 3 and its segments&quot;
----------
joins &quot;0.5 (column 3)&quot; items</extracomment>
        <translation>、</translation>
    </message>
    <message>
        <source>Mask with −∞ before the softmax, and every row still sums to 1.</source>
        <translation>在 softmax 之前用 −∞ 掩蔽，每一行之和仍为 1。</translation>
    </message>
    <message>
        <source>Mask with −∞ before the softmax, and every row still sums to 1 with its sink&apos;s share.</source>
        <translation>在 softmax 之前用 −∞ 掩蔽，每一行加上汇点的份额，之和仍为 1。</translation>
    </message>
    <message>
        <source>the weights of %1 under each mask</source>
        <translation>%1 在每种掩码下的权重</translation>
    </message>
    <message>
        <source>the last token made padding for the middle picture</source>
        <translation>中间那幅图把最后一个词元设为填充</translation>
    </message>
    <message>
        <source>row %1 = %2</source>
        <extracomment>a comment in the code: &quot;row 2 = (0.5, 1.2)&quot;, the selected query&apos;s output row</extracomment>
        <translation>第 %1 行 = %2</translation>
    </message>
    <message>
        <source>NumPy — head %1: Q, K, V are its %2 columns</source>
        <translation>NumPy——头 %1：Q、K、V 取它的 %2 列</translation>
    </message>
    <message>
        <source>blocked: -inf</source>
        <extracomment>a comment in Python code, after &quot;#&quot;</extracomment>
        <translation>屏蔽：-inf</translation>
    </message>
    <message>
        <source># no mask here; else np.where(mask, -np.inf, scores)</source>
        <translation># 这里没有掩码；否则对分数做 np.where(mask, -np.inf, scores)</translation>
    </message>
    <message>
        <source>stable</source>
        <extracomment>a comment in Python code: subtracting the row&apos;s largest score keeps exp() stable</extracomment>
        <translation>数值稳定</translation>
    </message>
    <message>
        <source>PyTorch — batched: B = 1, h = %1</source>
        <extracomment>B: the batch size, h: the number of heads</extracomment>
        <translation>PyTorch——批处理：B = 1，h = %1</translation>
    </message>
    <message>
        <source>v too</source>
        <translation>v 同理</translation>
    </message>
    <message>
        <source>(1, %1, %2, %3); k, v too</source>
        <translation>(1, %1, %2, %3)；k、v 同理</translation>
    </message>
    <message>
        <source># no mask here; else scores.masked_fill(mask, -math.inf)</source>
        <translation># 这里没有掩码；否则对分数做 scores.masked_fill(mask, -math.inf)</translation>
    </message>
    <message>
        <source>over the keys</source>
        <translation>沿键的方向</translation>
    </message>
    <message>
        <source>fused: the same weights @ v</source>
        <translation>融合实现：同样是权重 @ v</translation>
    </message>
    <message>
        <source>The whole runnable script for this session: Labs ▸ Show the Code (in the window, a click on the code).</source>
        <translation>此会话完整的可运行脚本：实验 ▸ 显示代码（在主窗口中，单击代码即可）。</translation>
    </message>
    <message>
        <source>Five lines in NumPy; in PyTorch the same with a batch and heads, a shape check, and the fused call production code uses — this session&apos;s: d_k = %1, %2%3.</source>
        <translation>NumPy 五行；PyTorch 中也一样，只是多了批次和头、一个形状检查，以及生产代码使用的融合调用——此会话的设置：d_k = %1，%2%3。</translation>
    </message>
    <message>
        <source>scale 1/√%1</source>
        <extracomment>&quot;scale&quot; as a noun: the factor the scores are multiplied by</extracomment>
        <translation>缩放 1/√%1</translation>
    </message>
    <message>
        <source>scale %1</source>
        <translation>缩放 %1</translation>
    </message>
    <message>
        <source>, a mask</source>
        <extracomment>the end of &quot;…this session&apos;s: d_k = 4, scale 1/√4, a mask.&quot;</extracomment>
        <translation>，有掩码</translation>
    </message>
    <message>
        <source>, no mask</source>
        <translation>，无掩码</translation>
    </message>
    <message>
        <source> Q and K here are after %1, which the whole script (Labs ▸ Show the Code) writes out.</source>
        <translation> 这里的 Q 和 K 已经过%1，完整脚本（实验 ▸ 显示代码）会把这些写出来。</translation>
    </message>
    <message>
        <source>the q/k norms and RoPE&apos;s rotation</source>
        <translation>q/k 规范化和 RoPE 旋转</translation>
    </message>
    <message>
        <source>the q/k norms</source>
        <translation>q/k 规范化</translation>
    </message>
    <message>
        <source>RoPE&apos;s rotation</source>
        <translation>RoPE 旋转</translation>
    </message>
    <message>
        <source>the soft-cap</source>
        <extracomment>items of a list joined by &quot;and&quot;, in &quot;the scale is followed by %1&quot;</extracomment>
        <translation>软上限</translation>
    </message>
    <message>
        <source>the sinks</source>
        <translation>汇点</translation>
    </message>
    <message>
        <source> Its %1 query heads share %2: PyTorch repeats each K/V head for them.</source>
        <translation> 它的 %1 个查询头共享 %2：PyTorch 为它们重复每个 K/V 头。</translation>
    </message>
    <message>
        <source>Run it and %1 comes out %2, as on the slides.</source>
        <translation>运行它，%1 的结果是 %2，与幻灯片上的一致。</translation>
    </message>
    <message>
        <source>the shapes, the scale, the mask and the output in the comments</source>
        <translation>注释中的形状、缩放、掩码和输出</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>头 %1</translation>
    </message>
    <message>
        <source>Rows are queries, columns keys; every row sums to 1%1, and a causal mask leaves the upper triangle exactly 0. Different heads, different patterns: the previous token, the first, the same word…</source>
        <translation>行是查询，列是键；每行之和为 1%1，因果掩码使上三角恰好为 0。不同的头，不同的模式：前一个词元、第一个词元、相同的词……</translation>
    </message>
    <message>
        <source> less its head&apos;s sink&apos;s share</source>
        <translation> 减去该头汇点的份额</translation>
    </message>
    <message>
        <source> This session has one head, so these are the eight heads of the eight-heads preset.</source>
        <translation> 此会话只有一个头，所以这里展示的是八头预设中的八个头。</translation>
    </message>
    <message>
        <source> The first %1 of %2 heads.</source>
        <translation> 这是 %2 个头中的前 %1 个。</translation>
    </message>
    <message>
        <source>A heatmap shows where attention goes, which helps debugging; it does not explain why.</source>
        <translation>热力图显示注意力去了哪里，这有助于调试；但它不能解释原因。</translation>
    </message>
    <message numerus="yes">
        <source>the weights of this session&apos;s %n head(s)</source>
        <translation>
            <numerusform>此会话 %n 个头的权重</numerusform>
        </translation>
    </message>
    <message>
        <source>the eight-heads preset&apos;s heads (this session has one)</source>
        <translation>八头预设中的头（此会话只有一个头）</translation>
    </message>
    <message>
        <source>Each doubling of T multiplied the time by %1 (the operation count predicts %2)</source>
        <translation>T 每翻一倍，时间依次乘以 %1（按运算量预测为 %2）</translation>
    </message>
    <message>
        <source>: as the count says, heading for ×4 as T grows — at T = %1 the T² part is %2 % of the work</source>
        <extracomment>continues &quot;Each doubling of T multiplied the time by …&quot;</extracomment>
        <translation>：与运算量相符，随着 T 增大趋向 ×4——T = %1 时，T² 部分占工作量的 %2%</translation>
    </message>
    <message>
        <source>: the last, %1, is off the count&apos;s %2 by more than a quarter — timings on a busy machine vary (M measures again); at T = %3 the T² part is %4 % of the work</source>
        <extracomment>continues &quot;Each doubling of T multiplied the time by …&quot;; M is the key that measures again</extracomment>
        <translation>：最后一个 %1 与运算量预测的 %2 相差超过四分之一——在繁忙的机器上计时会有波动（按 M 重新测量）；T = %3 时，T² 部分占工作量的 %4%</translation>
    </message>
    <message>
        <source>; the memory grew %1 from T = %2 to %3.</source>
        <extracomment>ends the sentence &quot;Each doubling of T multiplied the time by …&quot;</extracomment>
        <translation>；从 T = %2 到 %3，内存增长 %1。</translation>
    </message>
    <message>
        <source>Not measured yet: open this step in the window (or press M there) to time T = 256 … 4096 on this machine.</source>
        <translation>尚未测量：在主窗口中打开这一步（或在那里按 M），即可在本机上为 T = 256 … 4096 计时。</translation>
    </message>
    <message>
        <source>Measuring on this machine … %1 % (C cancels)</source>
        <translation>正在本机上测量 … %1%（按 C 取消）</translation>
    </message>
    <message>
        <source>Measured on this machine: the median of %1 forward passes each (after a warm-up), every head&apos;s T × T weights kept. %2</source>
        <translation>在本机上测得：每个尺寸取 %1 次前向计算的中位数（先预热），保留每个头的 T × T 权重。%2</translation>
    </message>
    <message>
        <source>Measurement cancelled before the first size (M measures again).</source>
        <translation>测量在第一个尺寸之前就已取消（按 M 重新测量）。</translation>
    </message>
    <message>
        <source>Measurement cancelled after T = %1 (M measures again).</source>
        <translation>测量在 T = %1 之后取消（按 M 重新测量）。</translation>
    </message>
    <message numerus="yes">
        <source>This session: T = %1 → %2 score(s) per head, %3 in all; its weights take %4.</source>
        <extracomment>%2: the count of scores, written with thousands separators; %4: a size in bytes (&quot;128 KB&quot;)</extracomment>
        <translation>
            <numerusform>此会话：T = %1 → 每个头 %2 个分数，共 %3 个；它的权重占用 %4。</numerusform>
        </translation>
    </message>
    <message>
        <source>Projections take 8·T·d² operations, scores and weights·V 4·T²·d: the T² part is the larger only from T = 2·d_model = 1024 on. Timed on random sessions of d_model 512, 8 heads.</source>
        <translation>投影需要 8·T·d² 次运算，分数和“权重·V”需要 4·T²·d 次：只有从 T = 2·d_model = 1024 起，T² 部分才更大。计时用的是 d_model 512、8 个头的随机会话。</translation>
    </message>
    <message>
        <source>At T = 4096 one head holds 4096² = 16,777,216 scores. </source>
        <extracomment>followed by the sentence on the measured times (growthSentence)</extracomment>
        <translation>T = 4096 时，一个头有 4096² = 16,777,216 个分数。 </translation>
    </message>
    <message>
        <source> That wall is what efficient attention methods attack.</source>
        <translation> 高效注意力方法要攻克的正是这堵墙。</translation>
    </message>
    <message>
        <source>d_model 512 with 8 heads; T = 256 … 4096 (random sessions)</source>
        <translation>d_model 512，8 个头；T = 256 … 4096（随机会话）</translation>
    </message>
    <message>
        <source>the T² part of the work: T / (T + 2·d_model)</source>
        <translation>工作量中 T² 部分的占比：T / (T + 2·d_model)</translation>
    </message>
    <message>
        <source>this session&apos;s T² and memory</source>
        <translation>此会话的 T² 和内存</translation>
    </message>
    <message>
        <source>the times and memory measured on this machine</source>
        <translation>在本机上测得的时间和内存</translation>
    </message>
    <message>
        <source>output = softmax(Q·Kᵀ / √d_k) · V, then concat · W_O</source>
        <translation>输出 = softmax(Q·Kᵀ / √d_k) · V，然后 拼接 · W_O</translation>
    </message>
    <message>
        <source>Q, K, V: one product each; scores are dot products; the softmax makes weights summing to 1</source>
        <translation>Q、K、V：各是一次乘积；分数是点积；softmax 得出和为 1 的权重</translation>
    </message>
    <message>
        <source>÷ √d_k keeps the spread near 1; −∞ before the softmax masks</source>
        <translation>÷ √d_k 让标准差保持在 1 附近；softmax 之前的 −∞ 实现掩蔽</translation>
    </message>
    <message>
        <source>after ÷ √d_k</source>
        <extracomment>how the scores were scaled, in &quot;still saturated %1&quot; / &quot;it blends %1&quot;</extracomment>
        <translation>÷ √d_k 之后</translation>
    </message>
    <message>
        <source>at its scale</source>
        <translation>按它自己的缩放</translation>
    </message>
    <message>
        <source>this session: %1&apos;s largest weight is</source>
        <translation>此会话：%1 的最大权重为</translation>
    </message>
    <message>
        <source> — still saturated %1: slope p(1 − p) = %2</source>
        <translation> ——%1，仍然饱和：斜率 p(1 − p) = %2</translation>
    </message>
    <message>
        <source> — it blends %1, not saturated</source>
        <translation> ——%1，它在混合，没有饱和</translation>
    </message>
    <message>
        <source>heads slice the width, W_O mixes them; the cost grows as T²·d</source>
        <translation>头切分宽度，W_O 把它们混合；开销按 T²·d 增长</translation>
    </message>
    <message>
        <source>The whole of attention in one line, and this session&apos;s answer for %1. Next: the rest of the transformer block — residuals, layer norm and the feed-forward layer.</source>
        <translation>一行写出全部注意力，以及此会话对%1的答案。下一讲：Transformer 块的其余部分——残差、层规范化和前馈层。</translation>
    </message>
    <message>
        <source>the output of %1</source>
        <translation>%1 的输出</translation>
    </message>
    <message>
        <source>row %1 </source>
        <extracomment>before a row of W in a worked sum: &quot;1·row 3 (0.5, 1)&quot;</extracomment>
        <translation>第 %1 行 </translation>
    </message>
    <message>
        <source>0 (every term is 0)</source>
        <translation>0（每一项都是 0）</translation>
    </message>
    <message>
        <source> + … (%1 more)</source>
        <extracomment>the rest of a sum: &quot; + … (5 more)&quot; terms</extracomment>
        <translation> + …（另有 %1 项）</translation>
    </message>
    <message>
        <source>%1 has rows %2.</source>
        <translation>%1 的各行为 %2。</translation>
    </message>
    <message>
        <source>%1 is %2; row %3 is %4.</source>
        <translation>%1 的大小为 %2；第 %3 行为 %4。</translation>
    </message>
    <message>
        <source>%1 (column %2)</source>
        <translation>%1（第 %2 列）</translation>
    </message>
    <message>
        <source>%1 is %2; row %3 is all 0.</source>
        <translation>%1 的大小为 %2；第 %3 行全为 0。</translation>
    </message>
    <message>
        <source>%1 is %2; row %3 is 0 but for %4.</source>
        <translation>%1 的大小为 %2；第 %3 行除 %4 之外都是 0。</translation>
    </message>
    <message>
        <source>%1 is %2; row %3 is largest in size at %4.</source>
        <translation>%1 的大小为 %2；第 %3 行绝对值最大的是 %4。</translation>
    </message>
    <message>
        <source>%1 row %2%3</source>
        <translation>%1 第 %2 行%3</translation>
    </message>
    <message>
        <source>%1 = X · %2%3, row by row</source>
        <translation>%1 = X · %2%3，逐行计算</translation>
    </message>
    <message>
        <source>token %1%2:  %3 =</source>
        <translation>词元 %1%2：  %3 =</translation>
    </message>
    <message>
        <source>the rows of %1 left out are 0%2</source>
        <translation>%1 中省略的行%2都是 0</translation>
    </message>
    <message>
        <source>Each token&apos;s row of X times %1 gives its %2, %3: the row&apos;s numbers say how much of each row of %1 to add up.%4 %5 is %6, like X.</source>
        <extracomment>%1: W_Q, %2: &quot;query&quot;, %3: &quot;what it looks for&quot;, %4: &quot; Then b_Q is added to every row.&quot; or nothing, %5: Q, %6: its size, &quot;3 × 2&quot;</extracomment>
        <translation>X 中每个词元的行乘以 %1，得到它的%2，即%3：该行的各个数说明 %1 的每一行各取多少相加。%4%5 的大小为 %6，和 X 一样。</translation>
    </message>
    <message>
        <source> Then %1 is added to every row.</source>
        <translation> 然后每一行都加上 %1。</translation>
    </message>
    <message>
        <source>Attention(Q, K, V) = softmax(Q·Kᵀ / √d_k) · V</source>
        <extracomment>the formula of attention; &quot;Attention&quot; is the name of the function</extracomment>
        <translation>Attention(Q, K, V) = softmax(Q·Kᵀ / √d_k) · V</translation>
    </message>
    <message>
        <source> … (%1 in all)</source>
        <translation> …（共 %1 个）</translation>
    </message>
    <message>
        <source>This session: </source>
        <translation>此会话：</translation>
    </message>
    <message numerus="yes">
        <source>%1 token(s), d_model = %2, %3, so d_k = %4</source>
        <extracomment>%1: the count of tokens, written with thousands separators</extracomment>
        <translation>
            <numerusform>%1 个词元，d_model = %2，%3，因此 d_k = %4</numerusform>
        </translation>
    </message>
    <message>
        <source>Self-attention: queries, keys and values all come from the same tokens.</source>
        <translation>自注意力：查询、键和值都来自同一组词元。</translation>
    </message>
    <message>
        <source>We follow %1, in %2.</source>
        <translation>我们跟踪%1，位于%2。</translation>
    </message>
    <message>
        <source>One operation runs every transformer, and a pencil is enough to compute it. Every number here comes from the session in the window: change it, and the lesson follows.</source>
        <translation>每个 Transformer 都靠同一种运算运行，而一支铅笔就足以算出它。这里的每个数都来自主窗口中的会话：修改它，课程随之更新。</translation>
    </message>
    <message>
        <source>the tokens</source>
        <translation>各词元</translation>
    </message>
    <message>
        <source>T, d_model and the heads</source>
        <translation>T、d_model 和头数</translation>
    </message>
    <message>
        <source>the query followed</source>
        <translation>所跟踪的查询</translation>
    </message>
    <message>
        <source>X: the embeddings, one row per token</source>
        <translation>X：嵌入，每个词元一行</translation>
    </message>
    <message numerus="yes">
        <source>%1 token(s), each a row of d_model = %2 numbers. Stacked, they make X, a %3 matrix (T × d_model).</source>
        <extracomment>%1: the count of tokens, written with thousands separators</extracomment>
        <translation>
            <numerusform>%1 个词元，每个是一行 d_model = %2 个数。把它们堆叠起来就得到 X，一个 %3 矩阵（T × d_model）。</numerusform>
        </translation>
    </message>
    <message>
        <source>the tokens and X</source>
        <translation>各词元和 X</translation>
    </message>
    <message>
        <source>query</source>
        <extracomment>the role of a row of Q, in &quot;Each token&apos;s row of X times W_Q gives its query, …&quot;</extracomment>
        <translation>查询</translation>
    </message>
    <message>
        <source>what it looks for</source>
        <translation>它要找什么</translation>
    </message>
    <message>
        <source>key</source>
        <extracomment>the attention key: the role of a row of K</extracomment>
        <translation>键</translation>
    </message>
    <message>
        <source>what it offers to be found by</source>
        <translation>它凭什么被找到</translation>
    </message>
    <message>
        <source>value</source>
        <extracomment>the attention value: the role of a row of V</extracomment>
        <translation>值</translation>
    </message>
    <message>
        <source>what it hands over once chosen</source>
        <translation>它被选中后交出什么</translation>
    </message>
    <message>
        <source>keys %1 and %2 tie at %3</source>
        <translation>键 %1 和 %2 并列最高，均为 %3</translation>
    </message>
    <message>
        <source>key %1 scores highest, %2</source>
        <translation>键 %1 的分数最高，为 %2</translation>
    </message>
    <message>
        <source>, head %1</source>
        <extracomment>in &quot;Learned W_Q, W_K (this session, head 2)&quot;</extracomment>
        <translation>，头 %1</translation>
    </message>
    <message>
        <source>Learned W_Q, W_K (this session%1)</source>
        <translation>学到的 W_Q、W_K（此会话%1）</translation>
    </message>
    <message>
        <source>learned scores of query %1</source>
        <translation>查询 %1 用学到的矩阵算出的分数</translation>
    </message>
    <message>
        <source>scores with W = I</source>
        <translation>W = I 时的分数</translation>
    </message>
    <message>
        <source>What makes a token a good match is not what it should pass on. Compare the scores q·k of %1 (no softmax yet) with learned matrices and with W = I, where query, key and value are the embedding itself.</source>
        <translation>一个词元凭什么被匹配上，并不等于它应该传递什么。比较%1的分数 q·k（还没有 softmax）：一边用学到的矩阵，一边用 W = I——此时查询、键和值都是嵌入本身。</translation>
    </message>
    <message>
        <source>With W = I a score is the overlap of two embeddings (here %1) and symmetric: a scores b as b scores a, so a token looks for what it is. Learned W_Q and W_K need not agree (here %2%3). W_V decides what a chosen token hands over.</source>
        <translation>W = I 时，分数就是两个嵌入的重叠（这里：%1），而且是对称的：a 给 b 的分数等于 b 给 a 的分数，因此一个词元寻找的就是和它自己一样的东西。学到的 W_Q 和 W_K 不必一致（这里：%2%3）。W_V 决定被选中的词元交出什么。</translation>
    </message>
    <message>
        <source>; q%1·k%2 = %3 but q%2·k%1 = %4</source>
        <translation>；q%1·k%2 = %3，而 q%2·k%1 = %4</translation>
    </message>
    <message>
        <source>the scores of %1</source>
        <translation>%1 的分数</translation>
    </message>
    <message>
        <source>W_Q = W_K = W_V = I on the right, for comparison</source>
        <translation>右侧 W_Q = W_K = W_V = I，用于比较</translation>
    </message>
    <message>
        <source>predict √d_k ≈</source>
        <extracomment>the spread (standard deviation) of the scores, which the class predicts</extracomment>
        <translation>预测 √d_k ≈</translation>
    </message>
    <message>
        <source>predicted spread of q·k at d_k = %1 (√d_k)</source>
        <translation>d_k = %1 时 q·k 标准差的预测值（√d_k）</translation>
    </message>
    <message>
        <source>simulated %1</source>
        <extracomment>the spread the simulation gave: &quot;simulated 8.1&quot;</extracomment>
        <translation>模拟值 %1</translation>
    </message>
    <message>
        <source>spread</source>
        <extracomment>a noun: the spread (standard deviation) of the scores</extracomment>
        <translation>标准差</translation>
    </message>
    <message>
        <source>This session: d_k = %1, so random q, k like these would spread √%1 = %2. %3&apos;s %4 spread %5 raw, %6 scaled.</source>
        <extracomment>%3: &quot;Head 1&quot; (or &quot;Head 2 of 8&quot;), %4: &quot;scores of the first 512 queries&quot; or &quot;9 scores&quot;</extracomment>
        <translation>此会话：d_k = %1，因此像这样的随机 q、k，其点积的标准差为 √%1 = %2。%3 的 %4：原始标准差 %5，缩放后 %6。</translation>
    </message>
    <message>
        <source>scores of the first %1 queries</source>
        <translation>前 %1 个查询的分数</translation>
    </message>
    <message numerus="yes">
        <source>%1 score(s)</source>
        <translation>
            <numerusform>%1 个分数</numerusform>
        </translation>
    </message>
    <message>
        <source>10,000 random q, k, components independent, mean 0, variance 1: Var(q_i·k_i) = E[q_i²·k_i²] = E[q_i²]·E[k_i²] = 1, and q·k adds d_k of them, so it spreads √d_k. Divided by √d_k: about 1.</source>
        <translation>10,000 对随机的 q、k，各分量独立，均值为 0，方差为 1：Var(q_i·k_i) = E[q_i²·k_i²] = E[q_i²]·E[k_i²] = 1，而 q·k 是 d_k 个这样的项之和，因此标准差为 √d_k。除以 √d_k 后：约为 1。</translation>
    </message>
    <message>
        <source>Simulated, the unscaled spreads come out %1 — as predicted, √4 = 2, √64 = 8, √512 ≈ 22.6; scaled, about 1 each time.</source>
        <translation>模拟得到的未缩放标准差为 %1——与预测一致：√4 = 2，√64 = 8，√512 ≈ 22.6；缩放后，每次都约为 1。</translation>
    </message>
    <message>
        <source>d_k = 4, 64 and 512</source>
        <translation>d_k = 4、64 和 512</translation>
    </message>
    <message>
        <source>10,000 random pairs each (seed 1)</source>
        <translation>每种各 10,000 对随机数（种子 1）</translation>
    </message>
    <message>
        <source>this session&apos;s d_k and the spread of its scores</source>
        <translation>此会话的 d_k 及其分数的标准差</translation>
    </message>
    <message>
        <source>softmax weights</source>
        <translation>softmax 权重</translation>
    </message>
    <message>
        <source>scores 8, 0, −8 (unscaled)</source>
        <translation>分数 8、0、−8（不缩放）</translation>
    </message>
    <message>
        <source>softmax(1, 0, −1) weight %1</source>
        <translation>softmax(1, 0, −1) 的权重 %1</translation>
    </message>
    <message>
        <source>this session: %1</source>
        <translation>此会话：%1</translation>
    </message>
    <message>
        <source>At d_k = 64 typical scores lie about 8 either side of 0. Give 8, 0, −8 to the softmax and it is practically one-hot; divided by √64 = 8 first, it is not.</source>
        <translation>d_k = 64 时，典型的分数分布在 0 两侧约 8 的范围内。把 8、0、−8 交给 softmax，结果几乎就是 one-hot；先除以 √64 = 8，就不会这样。</translation>
    </message>
    <message>
        <source>Unscaled the top key takes %1 % of the attention; scaled, %2 %.</source>
        <translation>不缩放时，最高的键拿走 %1% 的注意力；缩放后为 %2%。</translation>
    </message>
    <message>
        <source> This session&apos;s %1: largest weight %2.</source>
        <translation> 此会话的%1：最大权重为 %2。</translation>
    </message>
    <message>
        <source>scores 8, 0, −8 and, scaled by 8, 1, 0, −1</source>
        <translation>分数 8、0、−8，以及除以 8 后的 1、0、−1</translation>
    </message>
    <message>
        <source>the scaled scores and weights of %1</source>
        <translation>%1 缩放后的分数和权重</translation>
    </message>
    <message>
        <source>p(1 − p) of the largest weight (at most 0.25)</source>
        <translation>最大权重的 p(1 − p)（至多 0.25）</translation>
    </message>
    <message>
        <source>the lesson&apos;s scores</source>
        <translation>课程中的分数</translation>
    </message>
    <message>
        <source>p(1 − p) for 8, 0, −8</source>
        <translation>8、0、−8 的 p(1 − p)</translation>
    </message>
    <message>
        <source>p(1 − p) for 1, 0, −1</source>
        <translation>1、0、−1 的 p(1 − p)</translation>
    </message>
    <message>
        <source>Training moves the scaled scores along the softmax&apos;s slope, p(1 − p) for the top weight. Saturated, the slope is almost 0 and Q and K barely learn; scaled, it is near the largest it can be, 0.25.</source>
        <translation>训练沿着 softmax 的斜率移动缩放后的分数；对最大的权重，这个斜率是 p(1 − p)。饱和时，斜率几乎为 0，Q 和 K 几乎学不动；缩放后，斜率接近它可能的最大值 0.25。</translation>
    </message>
    <message>
        <source>%1 against %2: about %3 times less learning signal. Dividing by √d_k keeps the scores&apos; spread near 1, out of saturation.</source>
        <translation>%1 对 %2：学习信号少了约 %3 倍。除以 √d_k 让分数的标准差保持在 1 附近，远离饱和。</translation>
    </message>
    <message>
        <source>scores 8, 0, −8 and 1, 0, −1</source>
        <translation>分数 8、0、−8 和 1、0、−1</translation>
    </message>
    <message>
        <source>the largest weight of %1</source>
        <translation>%1 的最大权重</translation>
    </message>
    <message>
        <source> + … (%1 more: %2)</source>
        <extracomment>the rest of a sum of products: &quot; + … (62 more: 0.125)&quot;</extracomment>
        <translation> + …（另有 %1 项：%2）</translation>
    </message>
    <message>
        <source>q%1 = %2 (%3) against every key</source>
        <translation>q%1 = %2（%3）对每个键</translation>
    </message>
    <message>
        <source>Score (i, j) is the dot product of query i with key j: how well they line up. Here %1 meets every key, term by term; the matrix holds every query&apos;s row (T × T = %2).</source>
        <translation>分数 (i, j) 是查询 i 与键 j 的点积：衡量它们的方向有多一致。这里%1逐项与每个键相乘；矩阵中是每个查询的行（T × T = %2）。</translation>
    </message>
    <message>
        <source>the normed %1</source>
        <translation>规范化后的 %1</translation>
    </message>
    <message>
        <source>the %1 of the Q step</source>
        <translation>Q 那一步中的 %1</translation>
    </message>
    <message>
        <source> This session uses RoPE: before the scores, q and every key are turned by their positions (pair c of token j by p_j·f_c), so q%1 is no longer %2 but the turned %3, and likewise each key. Unturned, the scores of the keys shown would be %4.</source>
        <translation> 此会话使用 RoPE：在计算分数之前，q 和每个键都按各自的位置旋转（词元 j 的第 c 对旋转 p_j·f_c），因此 q%1 不再是 %2，而是旋转后的 %3，每个键也一样。若不旋转，所示各键的分数将是 %4。</translation>
    </message>
    <message>
        <source>The mask blocks every key of %1: its scores never reach the softmax.</source>
        <translation>掩码屏蔽了%1的所有键：它的分数根本到不了 softmax。</translation>
    </message>
    <message>
        <source>%1 lines up best with %2 (%3); masked key %4 scores more (%5).</source>
        <translation>%1 与%2最一致（%3）；被掩蔽的键 %4 分数更高（%5）。</translation>
    </message>
    <message>
        <source>%1 lines up best with %2 (score %3).</source>
        <translation>%1 与%2最一致（分数 %3）。</translation>
    </message>
    <message>
        <source>q%1 and the keys of %2</source>
        <translation>q%1 以及%2的键</translation>
    </message>
    <message>
        <source>the scores</source>
        <translation>分数</translation>
    </message>
    <message>
        <source>%1&apos;s scores %2</source>
        <translation>%1 的分数 %2</translation>
    </message>
    <message>
        <source>scaled score of key %1</source>
        <translation>键 %1 缩放后的分数</translation>
    </message>
    <message>
        <source>%1 of key %2</source>
        <translation>键 %2 的 %1</translation>
    </message>
    <message>
        <source>d_k = %1, so every score is divided by √%1 = %2. Why is a later step&apos;s question; these scaled scores are what the softmax gets.</source>
        <translation>d_k = %1，因此每个分数都除以 √%1 = %2。为什么要这样做，留到后面的步骤再讲；softmax 接收的就是这些缩放后的分数。</translation>
    </message>
    <message>
        <source>d_k = %1, so every score is divided by √%1 = %2. Why is a later step&apos;s question.</source>
        <translation>d_k = %1，因此每个分数都除以 √%1 = %2。为什么要这样做，留到后面的步骤再讲。</translation>
    </message>
    <message>
        <source>This session turns the scaling off (scale 1): the scores go into the softmax as they are, instead of divided by √%1 = %2.</source>
        <translation>此会话关闭了缩放（缩放因子为 1）：分数原样进入 softmax，而不是除以 √%1 = %2。</translation>
    </message>
    <message>
        <source>This session scales the scores by %1 instead of 1/√d_k = 1/√%2 = %3.</source>
        <translation>此会话把分数乘以 %1 进行缩放，而不是 1/√d_k = 1/√%2 = %3。</translation>
    </message>
    <message>
        <source> This session&apos;s score rule goes on after the scale (%1): what comes out, the logits, is what the softmax gets.</source>
        <translation> 此会话的分数规则在缩放之后还有环节（%1）：最后得到的 logit 才是 softmax 接收的。</translation>
    </message>
    <message>
        <source>, then </source>
        <translation>，然后 </translation>
    </message>
    <message>
        <source>Scaled, %1&apos;s scores are %2.</source>
        <translation>缩放后，%1 的分数为 %2。</translation>
    </message>
    <message>
        <source>Through the score rule, %1&apos;s logits are %2.</source>
        <translation>经过分数规则后，%1 的 logit 为 %2。</translation>
    </message>
    <message>
        <source>d_k = %1 and the scale</source>
        <translation>d_k = %1 和缩放</translation>
    </message>
    <message>
        <source>e^(x − %1) for %2</source>
        <translation>%2 的 e^(x − %1)</translation>
    </message>
    <message>
        <source>e^x for %1</source>
        <translation>%1 的 e^x</translation>
    </message>
    <message>
        <source>sink</source>
        <extracomment>the attention sink&apos;s row (its logit takes a share of the weights)</extracomment>
        <translation>汇点</translation>
    </message>
    <message>
        <source>e^%1 of the sink</source>
        <translation>汇点的 e^%1</translation>
    </message>
    <message numerus="yes">
        <source>the other %1 key(s)</source>
        <extracomment>a row for the keys not shown; %1: their count, written with thousands separators</extracomment>
        <translation>
            <numerusform>其余 %1 个键</numerusform>
        </translation>
    </message>
    <message>
        <source>Rounding the scaled scores first changes the last digit: %1; the exact scaled scores give %2, as shown.</source>
        <translation>先把缩放后的分数四舍五入，最后一位就会变：%1；用精确的缩放后分数则得到 %2，如图所示。</translation>
    </message>
    <message>
        <source>The printed lesson writes %1: it exponentiated the rounded scaled score.</source>
        <translation>印刷版课程写的是 %1：它对四舍五入后的缩放分数取了指数。</translation>
    </message>
    <message>
        <source>The softmax turns scores into weights. Step one: e^x of every scaled score — always positive, and the larger ones pull ahead.</source>
        <translation>softmax 把分数变成权重。第一步：对每个缩放后的分数求 e^x——结果总是正的，而且大的数会拉开差距。</translation>
    </message>
    <message>
        <source> Exponentiate each scaled score&apos;s exact value, not the rounded one written here: rounding first changes the last digit.</source>
        <translation> 要对每个缩放后分数的精确值取指数，而不是这里写出的四舍五入值：先四舍五入会改变最后一位。</translation>
    </message>
    <message>
        <source> These scaled scores are large, so the row&apos;s largest, %1, is subtracted first: the weights come out the same.</source>
        <translation> 这些缩放后的分数很大，所以先减去该行的最大值 %1：得到的权重不变。</translation>
    </message>
    <message>
        <source>e^x of %1&apos;s scaled scores: %2.</source>
        <translation>%1 缩放后分数的 e^x：%2。</translation>
    </message>
    <message>
        <source>the scaled scores of %1</source>
        <translation>%1 缩放后的分数</translation>
    </message>
    <message>
        <source>Every key of %1 is blocked, so there is nothing to divide: its weights are all 0 (PyTorch would give NaN here). Pick another query, or unblock a key.</source>
        <translation>%1 的所有键都被屏蔽，因此没有可除的：它的权重全为 0（PyTorch 在这里会得到 NaN）。请选择另一个查询，或解除某个键的屏蔽。</translation>
    </message>
    <message>
        <source>%1: each eˣ ÷ their sum</source>
        <translation>%1：每个 eˣ ÷ 它们的和</translation>
    </message>
    <message>
        <source>weight of key %1</source>
        <translation>键 %1 的权重</translation>
    </message>
    <message>
        <source>From the rounded numbers, %1 ÷ %2 = %3; exactly it is %4, as shown.</source>
        <translation>用四舍五入后的数，%1 ÷ %2 = %3；精确值为 %4，如图所示。</translation>
    </message>
    <message>
        <source>the sink&apos;s weight</source>
        <translation>汇点的权重</translation>
    </message>
    <message>
        <source>Step two: add up the exponentials, the sink&apos;s among them, and divide each by the sum. The weights are positive and add up to 1 with the sink&apos;s share — which goes to no key: %1&apos;s keys share the rest.</source>
        <translation>第二步：把各个指数相加（包括汇点的），再用每个指数除以这个和。权重都是正的，加上汇点的份额之和为 1——汇点的份额不给任何键：%1 的各个键分享其余部分。</translation>
    </message>
    <message>
        <source>Step two: add up the exponentials and divide each by the sum. The weights are positive and add up to 1 — fractions of %1&apos;s attention.</source>
        <translation>第二步：把各个指数相加，再用每个指数除以这个和。权重都是正的，相加为 1——它们是%1的注意力的各个份额。</translation>
    </message>
    <message>
        <source>%1 gives %2 of its attention to %3. The keys&apos; weights add up to 1 − %4, the sink&apos;s share.</source>
        <translation>%1 把 %2 的注意力给了%3。各键的权重之和为 1 − %4（减去的是汇点的份额）。</translation>
    </message>
    <message>
        <source>%1 gives %2 of its attention to %3. The weights add up to 1.</source>
        <translation>%1 把 %2 的注意力给了%3。权重之和为 1。</translation>
    </message>
    <message>
        <source>%1 gives %2 of its attention to %3 and %4 to itself. The keys&apos; weights add up to 1 − %5, the sink&apos;s share.</source>
        <translation>%1 把 %2 的注意力给了%3，把 %4 给了自己。各键的权重之和为 1 − %5（减去的是汇点的份额）。</translation>
    </message>
    <message>
        <source>%1 gives %2 of its attention to %3 and %4 to itself. The weights add up to 1.</source>
        <translation>%1 把 %2 的注意力给了%3，把 %4 给了自己。权重之和为 1。</translation>
    </message>
    <message>
        <source>the exponentials, their sum and the weights of %1</source>
        <translation>%1 的指数、它们的和以及权重</translation>
    </message>
    <message>
        <source>%1: Σ w_j · v_j</source>
        <translation>%1：Σ w_j · v_j</translation>
    </message>
    <message>
        <source>output%1 = Σ =</source>
        <translation>输出%1 = Σ =</translation>
    </message>
    <message>
        <source>output of %1</source>
        <translation>%1 的输出</translation>
    </message>
    <message>
        <source>To two decimals: %1.</source>
        <translation>保留两位小数：%1。</translation>
    </message>
    <message>
        <source>The output blends the value rows: each v_j counts as much as %1 attends to key j.</source>
        <translation>输出是各个值行的混合：%1 对键 j 关注多少，v_j 就占多少分量。</translation>
    </message>
    <message>
        <source> Every key is blocked here, so every weight is 0 and the output is zero.</source>
        <translation> 这里所有键都被屏蔽，因此每个权重都是 0，输出为零。</translation>
    </message>
    <message>
        <source>%1&apos;s output is %2: as wide as a value (d_k = %3), now informed by its context.</source>
        <translation>%1 的输出为 %2：与一个值一样宽（d_k = %3），现在融入了它的上下文信息。</translation>
    </message>
    <message>
        <source>the weights and values of %1</source>
        <translation>%1 的权重和值</translation>
    </message>
    <message>
        <source>the output</source>
        <translation>输出</translation>
    </message>
    <message>
        <source>row %1 of A · V =</source>
        <translation>A · V 的第 %1 行 =</translation>
    </message>
    <message>
        <source>  the output just worked out</source>
        <translation>  即刚刚算出的输出</translation>
    </message>
    <message>
        <source>rows of A sum to</source>
        <translation>A 各行之和为</translation>
    </message>
    <message>
        <source>Every query at once is one matrix product: A (%1, each row summing to 1) times V (%2) gives the output (%3) — a row per token, as the input had.</source>
        <translation>所有查询一起算，就是一次矩阵乘法：A（%1，每行之和为 1）乘以 V（%2），得到输出（%3）——每个词元一行，与输入一样。</translation>
    </message>
    <message>
        <source> Rows whose keys are all blocked are 0.</source>
        <translation> 所有键都被屏蔽的行为 0。</translation>
    </message>
    <message>
        <source>A, V and the output of %1</source>
        <translation>%1 的 A、V 和输出</translation>
    </message>
    <message>
        <source>Every key of %1 is blocked: there is nothing to look up, hard or soft.</source>
        <translation>%1 的所有键都被屏蔽：无论硬查找还是软查找，都没有东西可查。</translation>
    </message>
    <message>
        <source>weight of each key of %1</source>
        <translation>%1 各个键的权重</translation>
    </message>
    <message>
        <source>τ → 0: hard lookup</source>
        <translation>τ → 0：硬查找</translation>
    </message>
    <message>
        <source>τ = 1: the softmax</source>
        <translation>τ = 1：softmax</translation>
    </message>
    <message>
        <source>τ = %1: sharper</source>
        <translation>τ = %1：更尖锐</translation>
    </message>
    <message>
        <source>output = v%1 = </source>
        <translation>输出 = v%1 = </translation>
    </message>
    <message>
        <source>the hard lookup&apos;s output</source>
        <translation>硬查找的输出</translation>
    </message>
    <message>
        <source>output = </source>
        <translation>输出 = </translation>
    </message>
    <message>
        <source>A dictionary returns the one value whose key matches. Divide the scaled scores by a temperature τ before the softmax: as τ → 0 the weights go one-hot and the output is one value row; at τ = 1 every value is blended.</source>
        <translation>字典返回键相匹配的那一个值。在 softmax 之前把缩放后的分数除以温度 τ：τ → 0 时，权重变成 one-hot，输出就是一个值行；τ = 1 时，所有的值都被混合。</translation>
    </message>
    <message numerus="yes">
        <source>Hard, %1 takes key %2 alone and outputs v%3 = %4; soft, it blends all %5 value(s) — and the blend is smooth, so gradient descent can train it.</source>
        <extracomment>%5: a count written with thousands separators</extracomment>
        <translation>
            <numerusform>硬查找时，%1 只取键 %2，输出 v%3 = %4；软查找时，它混合全部 %5 个值——而且这种混合是光滑的，因此可以用梯度下降来训练。</numerusform>
        </translation>
    </message>
    <message>
        <source>the scaled scores and values of %1</source>
        <translation>%1 缩放后的分数和值</translation>
    </message>
    <message>
        <source>the temperatures τ → 0, 0.5 and 1 (chosen for the picture)</source>
        <translation>温度 τ → 0、0.5 和 1（为作图而选）</translation>
    </message>
    <message>
        <source> · sink %1</source>
        <extracomment>the weight the attention sink takes (GPT-OSS), after the keys&apos; weights</extracomment>
        <translation> · 汇点 %1</translation>
    </message>
    <message>
        <source>With one token every variant gives it all the weight: today&apos;s stages need at least two tokens.</source>
        <translation>只有一个词元时，每种变体都把全部权重给它：如今的这些环节至少需要两个词元。</translation>
    </message>
    <message>
        <source>cap %1 (Gemma 2)</source>
        <extracomment>the picture with Gemma 2&apos;s soft-cap of the logits at %1</extracomment>
        <translation>上限 %1（Gemma 2）</translation>
    </message>
    <message>
        <source>sink (GPT-OSS)</source>
        <extracomment>the picture with an attention sink, as GPT-OSS has</extracomment>
        <translation>汇点（GPT-OSS）</translation>
    </message>
    <message>
        <source>window %1 (Mistral)</source>
        <extracomment>the picture with a sliding window of %1 keys, as Mistral has</extracomment>
        <translation>窗口 %1（Mistral）</translation>
    </message>
    <message>
        <source>The lesson gives %1 the weights %2. One stage changed each: BLOOM adds −m·|i − j| (m = %3 for head %4); Gemma 2 caps every logit at %5·tanh(x / %5); GPT-OSS&apos;s sink takes weight and gives no value; Mistral and Gemma&apos;s local layers see only the %6 latest keys.</source>
        <translation>课程中，%1 的权重为 %2。每种变体只改动一个环节：BLOOM 加上 −m·|i − j|（头 %4 的 m = %3）；Gemma 2 把每个 logit 限制为 %5·tanh(x / %5)；GPT-OSS 的汇点分走权重，却不提供值；Mistral 以及 Gemma 的局部层只看最近的 %6 个键。</translation>
    </message>
    <message>
        <source> (This session&apos;s own stages are left out of the first picture and set one at a time in the others.)</source>
        <translation> （此会话自己的环节不出现在第一幅图中，在其他图中一次只设一个。）</translation>
    </message>
    <message>
        <source>Same scores, one stage changed: that is how to read every new attention variant.</source>
        <translation>分数相同，只改一个环节：每一种新的注意力变体都可以这样来读。</translation>
    </message>
    <message>
        <source>Q and K of %1; under each picture the weights of %2</source>
        <translation>%1 的 Q 和 K；每幅图下方是%2的权重</translation>
    </message>
    <message>
        <source>the cap %1, the sink&apos;s logit 1, the window %2</source>
        <translation>上限 %1、汇点的 logit 1、窗口 %2</translation>
    </message>
    <message>
        <source>Introduction</source>
        <translation>引言</translation>
    </message>
    <message>
        <source>Attention, worked out by hand</source>
        <translation>手算注意力</translation>
    </message>
    <message>
        <source>Every number on these slides is computed from the session in the window. Change a token, a weight or the mask, and the whole lesson follows.</source>
        <translation>这些幻灯片上的每个数都是根据主窗口中的会话算出来的。修改一个词元、一个权重或掩码，整个课程都会随之更新。</translation>
    </message>
    <message>
        <source>The problem attention solves</source>
        <translation>注意力要解决的问题</translation>
    </message>
    <message>
        <source>The same word needs different meanings in different sentences. Point at the two “bank” rows: identical going in, different coming out, because each mixed in its own neighbours.</source>
        <translation>同一个词在不同的句子中需要不同的含义。指给大家看两行“bank”：输入时完全相同，输出时却不同，因为各自混入了自己的邻居。</translation>
    </message>
    <message>
        <source>What we will cover</source>
        <translation>本课内容</translation>
    </message>
    <message>
        <source>The plan of the lesson: by the end the class can compute attention by hand, say why each piece is there, and read the code.</source>
        <translation>课程计划：学完之后，全班能够手算注意力，说出每个部分为什么存在，并能读懂代码。</translation>
    </message>
    <message>
        <source>Attention as soft lookup: a library</source>
        <translation>注意力是一种软查找：图书馆</translation>
    </message>
    <message>
        <source>The analogy before the maths: a query walks in, every key is compared, and the answer is a blend of the values, not one book. Ask the class what a dictionary would return instead.</source>
        <translation>先讲类比，再讲数学：一个查询走进来，与每个键比较，答案是各个值的混合，而不是某一本书。问问全班：换成字典，会返回什么？</translation>
    </message>
    <message>
        <source>Queries, keys and values</source>
        <translation>查询、键和值</translation>
    </message>
    <message>
        <source>The input X: one row per token</source>
        <translation>输入 X：每个词元一行</translation>
    </message>
    <message>
        <source>Start with the smallest example that still shows everything: a few tokens, a couple of numbers each.</source>
        <translation>从最小但仍能展示全部内容的例子开始：几个词元，每个只有两三个数。</translation>
    </message>
    <message>
        <source>Queries: Q = X · W_Q</source>
        <translation>查询：Q = X · W_Q</translation>
    </message>
    <message>
        <source>Row by row: a token&apos;s numbers say how much of each row of W_Q to take. Let the class do the last row.</source>
        <translation>逐行计算：一个词元的各个数说明 W_Q 的每一行各取多少。最后一行让全班自己算。</translation>
    </message>
    <message>
        <source>Keys: K = X · W_K</source>
        <translation>键：K = X · W_K</translation>
    </message>
    <message>
        <source>The same multiplication with a different matrix: what each token offers to be found by.</source>
        <translation>同样的乘法，换一个矩阵：每个词元凭什么被找到。</translation>
    </message>
    <message>
        <source>Values: V = X · W_V</source>
        <translation>值：V = X · W_V</translation>
    </message>
    <message>
        <source>And once more: what each token hands over when it is chosen.</source>
        <translation>再来一次：每个词元被选中时交出什么。</translation>
    </message>
    <message>
        <source>Why three different matrices?</source>
        <translation>为什么要用三个不同的矩阵？</translation>
    </message>
    <message>
        <source>With W = I a score is the overlap of two embeddings: symmetric, so a token looks for what it is (in the lesson, key 2 and key 3 tie). Separate matrices decouple what to ask for, what to advertise and what to deliver. Scores only: the softmax comes later.</source>
        <translation>W = I 时，分数就是两个嵌入的重叠：它是对称的，因此一个词元寻找的就是和它自己一样的东西（在课程示例中，键 2 和键 3 并列）。用不同的矩阵，就能把要问什么、要展示什么和要交付什么分开。这里只看分数：softmax 后面再讲。</translation>
    </message>
    <message>
        <source>Scores, softmax and output</source>
        <translation>分数、softmax 和输出</translation>
    </message>
    <message>
        <source>Scores: each query against every key</source>
        <translation>分数：每个查询对每个键</translation>
    </message>
    <message>
        <source>A dot product measures alignment. Work one query row term by term; the matrix on the right holds every row.</source>
        <translation>点积衡量方向的一致程度。逐项算出一个查询行；右侧的矩阵包含所有行。</translation>
    </message>
    <message>
        <source>Divide by √d_k</source>
        <translation>除以 √d_k</translation>
    </message>
    <message>
        <source>Just do it for now; the reason comes in its own section.</source>
        <translation>现在先照做；原因在专门的一节中讲。</translation>
    </message>
    <message>
        <source>Softmax, part 1: exponentiate</source>
        <translation>softmax（一）：取指数</translation>
    </message>
    <message>
        <source>e^x makes everything positive and stretches the gaps. Watch the rounding: exponentiate the exact number.</source>
        <translation>e^x 让所有数都变成正数，并拉大差距。注意舍入：要对精确的数取指数。</translation>
    </message>
    <message>
        <source>Softmax, part 2: divide by the sum</source>
        <translation>softmax（二）：除以总和</translation>
    </message>
    <message>
        <source>The weights are fractions of one whole: ask where most of this query&apos;s attention goes.</source>
        <translation>权重是一个整体的各个部分：问问全班，这个查询的注意力大部分去了哪里。</translation>
    </message>
    <message>
        <source>Blend the values</source>
        <translation>值的加权混合</translation>
    </message>
    <message>
        <source>The output is a weighted average of the value rows: same width as a value, informed by context.</source>
        <translation>输出是各个值行的加权平均：宽度与一个值相同，融入了上下文信息。</translation>
    </message>
    <message>
        <source>Every query at once: A · V</source>
        <translation>所有查询一起算：A · V</translation>
    </message>
    <message>
        <source>Nothing new: the row we just computed is one row of a matrix product. Point at the shapes.</source>
        <translation>没有新内容：我们刚算出的那一行就是一个矩阵乘积中的一行。指出各个形状。</translation>
    </message>
    <message>
        <source>Hard lookup, soft lookup</source>
        <translation>硬查找与软查找</translation>
    </message>
    <message>
        <source>A dictionary returns one value. Cool the softmax down and it does the same; at τ = 1 it blends, and that smoothness is what lets gradient descent train it.</source>
        <translation>字典只返回一个值。让 softmax 降温，它也会这样做；τ = 1 时它进行混合，正是这种光滑性让梯度下降能够训练它。</translation>
    </message>
    <message>
        <source>One step of gradient descent</source>
        <translation>梯度下降的一步</translation>
    </message>
    <message>
        <source>Smooth means it has a gradient. Give the layer a target, read ∂L/∂W_Q, and move W_Q a little against it: the loss falls. The Train panel repeats this step.</source>
        <translation>光滑意味着有梯度。给这一层一个目标，读出 ∂L/∂W_Q，把 W_Q 朝相反方向移动一点：损失就会下降。训练面板会重复这一步。</translation>
    </message>
    <message>
        <source>Why divide by √d_k</source>
        <translation>为什么要除以 √d_k</translation>
    </message>
    <message>
        <source>Dot products spread with d_k</source>
        <translation>点积的标准差随 d_k 增大</translation>
    </message>
    <message>
        <source>Variances add: d_k products of variance 1 make a sum of variance d_k. Ask the class to predict the spreads before revealing them.</source>
        <translation>方差可以相加：d_k 个方差为 1 的乘积，其和的方差为 d_k。揭晓之前，先让全班预测各个标准差。</translation>
    </message>
    <message>
        <source>Big scores saturate the softmax</source>
        <translation>大分数会让 softmax 饱和</translation>
    </message>
    <message>
        <source>At d_k = 64 scores of ±8 are normal. Unscaled the softmax is practically one-hot; scaled it is not.</source>
        <translation>d_k = 64 时，±8 的分数很常见。不缩放时，softmax 几乎就是 one-hot；缩放后则不是。</translation>
    </message>
    <message>
        <source>A saturated softmax stops learning</source>
        <translation>饱和的 softmax 学不动</translation>
    </message>
    <message>
        <source>The slope of the softmax is p(1 − p). Near one-hot it vanishes and Q and K stop learning.</source>
        <translation>softmax 的斜率是 p(1 − p)。接近 one-hot 时斜率消失，Q 和 K 就不再学习。</translation>
    </message>
    <message>
        <source>The race: scaled against unscaled, measured</source>
        <translation>竞赛：缩放与不缩放，实测对比</translation>
    </message>
    <message>
        <source>Not a claim, a measurement: the same task trained twice, only the scale differs. Let the class guess which curve stalls. Labs ▸ Saturation Race runs it live.</source>
        <translation>这不是断言，而是测量：同一个任务训练两次，只有缩放不同。让全班猜猜哪条曲线会停滞。“实验 ▸ 饱和竞赛”可以现场运行它。</translation>
    </message>
    <message>
        <source>Masks</source>
        <translation>掩码</translation>
    </message>
    <message>
        <source>Masking: −∞ before the softmax</source>
        <translation>掩蔽：在 softmax 之前设为 −∞</translation>
    </message>
    <message>
        <source>A blocked score becomes −∞; e^−∞ is exactly 0, and the rest renormalise to 1.</source>
        <translation>被屏蔽的分数变为 −∞；e^−∞ 恰好为 0，其余的重新归一化为 1。</translation>
    </message>
    <message>
        <source>Causal, padding, and the wrong way</source>
        <translation>因果、填充，以及错误的做法</translation>
    </message>
    <message>
        <source>Causal keeps the lower triangle; padding blanks whole key columns. Zeroing after the softmax breaks the row sums: point at them.</source>
        <translation>因果掩码保留下三角；填充掩码清空整个键列。在 softmax 之后置零会破坏每行之和：把它们指出来。</translation>
    </message>
    <message>
        <source>Multi-head attention</source>
        <translation>多头注意力</translation>
    </message>
    <message>
        <source>Splitting into heads</source>
        <translation>切分成多个头</translation>
    </message>
    <message>
        <source>One softmax per token must compromise; several heads need not. Each gets its own slice of the width.</source>
        <translation>每个词元只有一个 softmax 时必须折中；多个头则不必。每个头分到宽度中属于自己的一片。</translation>
    </message>
    <message>
        <source>Concatenate, then mix with W_O</source>
        <translation>拼接，再用 W_O 混合</translation>
    </message>
    <message>
        <source>Without W_O each output column would come from one head only. Show a column that takes from two.</source>
        <translation>没有 W_O，每个输出列都只来自一个头。展示一个取自两个头的列。</translation>
    </message>
    <message>
        <source>Shapes with a batch</source>
        <translation>带批次的形状</translation>
    </message>
    <message>
        <source>Most attention bugs are shape bugs. Two sentences padded to one length; follow the shape line by line.</source>
        <translation>大多数注意力的 bug 都是形状 bug。两个句子填充到同一长度；逐行跟踪形状。</translation>
    </message>
    <message>
        <source>Counting the weights</source>
        <translation>数一数权重</translation>
    </message>
    <message>
        <source>Four square matrices, nothing else (biases aside). More heads cost nothing: they only slice the width.</source>
        <translation>四个方阵，别无其他（不计偏置）。增加头数不增加开销：它们只是切分宽度。</translation>
    </message>
    <message>
        <source>Two classic bugs</source>
        <translation>两个经典 bug</translation>
    </message>
    <message>
        <source>Reshape without transpose scrambles tokens across heads; a softmax over the wrong axis normalises columns.</source>
        <translation>变形而不转置会把词元打乱到各个头中；沿错误的轴做 softmax 会把列归一化。</translation>
    </message>
    <message>
        <source>Code and cost</source>
        <translation>代码与开销</translation>
    </message>
    <message>
        <source>The code</source>
        <translation>代码</translation>
    </message>
    <message>
        <source>Five lines of NumPy; PyTorch adds the batch and the heads. Run the whole script and get these numbers. In production, PyTorch&apos;s fused scaled_dot_product_attention does all of it.</source>
        <translation>NumPy 五行；PyTorch 再加上批次和头。运行完整脚本，就能得到这些数。在生产环境中，PyTorch 融合的 scaled_dot_product_attention 会完成所有这些工作。</translation>
    </message>
    <message>
        <source>Reading attention heatmaps</source>
        <translation>读懂注意力热力图</translation>
    </message>
    <message>
        <source>Rows are queries, columns keys, each row sums to 1. Different heads learn different patterns; a heatmap helps debugging but is not an explanation. To show the difference, Help ▸ How to Use ▸ “Find a head, switch it off”: open the built-in induction model, find its induction head by its score, ablate it, and watch the copied word&apos;s probability collapse while the heatmap stays the same.</source>
        <translation>行是查询，列是键，每行之和为 1。不同的头学到不同的模式；热力图有助于调试，但不是解释。要展示其中的区别，请看 帮助 ▸ Attention Lab 使用说明 中的“找到一个头，把它关掉”：打开内置的归纳模型，按分数找到它的归纳头，把它消融，就会看到被复制的词的概率骤降，而热力图保持不变。</translation>
    </message>
    <message>
        <source>The cost: T·d² first, then T²</source>
        <translation>开销：先是 T·d²，然后是 T²</translation>
    </message>
    <message>
        <source>Measured on this machine, not quoted, and kept: every deck, worksheet and key made here shows the same times. Below T = 2·d_model the projections dominate and doubling T a little more than doubles the time; above it the T² scores take over and the ratio heads for 4 — the quadratic wall.</source>
        <translation>在本机上实测，不是引用的数字，并且会保存下来：在这里生成的每一份幻灯片、练习单和参考答案都显示同样的时间。T 小于 2·d_model 时，投影占主导，T 翻倍时时间比翻倍略多；超过它之后，T² 的分数占了上风，比值趋向 4——这就是平方之墙。</translation>
    </message>
    <message>
        <source>Recap</source>
        <translation>总结</translation>
    </message>
    <message>
        <source>The whole operation in one line. Next comes the rest of the transformer block around it.</source>
        <translation>一行写出整个运算。接下来是围绕它的 Transformer 块的其余部分。</translation>
    </message>
    <message>
        <source>The block</source>
        <translation>Transformer 块</translation>
    </message>
    <message>
        <source>The transformer block: where attention sits</source>
        <translation>Transformer 块：注意力所在的位置</translation>
    </message>
    <message>
        <source>The seed&apos;s “next time”. Point at the two adds: the stream is never replaced. On a layer taken from a model the numbers are its own; on the lesson&apos;s example, open a GPT-2 folder to fill them.</source>
        <translation>这就是课程计划里说的“下次再讲”。指出两处相加：残差流从不被替换。对于取自模型的层，这些数是它自己的；对于课程示例，打开一个 GPT-2 文件夹来填入这些数。</translation>
    </message>
    <message>
        <source>The residual add, then LayerNorm of one row</source>
        <translation>一行的残差相加，然后是 LayerNorm</translation>
    </message>
    <message>
        <source>Work one column through on the board: subtract μ, divide by √(σ² + ε), times γ, plus β. Ask why the norm comes before each half, not after (the stream keeps its scale; each half reads a tame copy).</source>
        <translation>在黑板上把一列完整算一遍：减去 μ，除以 √(σ² + ε)，乘以 γ，加上 β。问问全班：为什么规范化放在每一半之前，而不是之后（残差流不被缩放，保持原有的尺度；每一半读到的都是一份驯服过的副本）。</translation>
    </message>
    <message>
        <source>The MLP of one row, and back to the stream</source>
        <translation>一行的 MLP，再回到残差流</translation>
    </message>
    <message>
        <source>Each row alone: no token looks at another here — that was attention&apos;s job. Ask what gelu does to the most negative unit.</source>
        <translation>每一行单独计算：这里没有哪个词元看向别的词元——那是注意力的工作。问问全班：gelu 对最负的那个单元做了什么。</translation>
    </message>
    <message>
        <source>Beyond the lesson</source>
        <translation>课程之外</translation>
    </message>
    <message>
        <source>Induction heads form (a recorded run)</source>
        <translation>归纳头的形成（一次录制的运行）</translation>
    </message>
    <message>
        <source>Optional. A run the app recorded, the same for every session: let the class guess what happens where the loss steps down, then reveal the two heads. Click the picture (or Train It Live) to open Labs ▸ Train a Model and run it in front of them; about 40 seconds on a laptop.</source>
        <translation>选讲。这是本应用录制的一次运行，对每个会话都一样：让全班猜猜损失台阶式下降的地方发生了什么，再揭晓那两个头。单击图片（或“现场训练”）可打开“实验 ▸ 训练模型”，当着全班运行它；在笔记本电脑上大约需要 40 秒。</translation>
    </message>
    <message>
        <source>Attention today: one stage changed</source>
        <translation>如今的注意力：只改一个环节</translation>
    </message>
    <message>
        <source>Optional. The same scores through five rules. Ask which picture a long document would favour (the window forgets, ALiBi fades, the sink soaks up weight when nothing fits), then open a BLOOM or Gemma folder in the Model Workbench and find the stage in its breakdown.</source>
        <translation>选讲。同样的分数经过五种规则。问问全班：长文档更适合哪幅图（窗口会遗忘，ALiBi 会衰减，没有合适的键时汇点会吸走权重），然后在模型工作台中打开一个 BLOOM 或 Gemma 文件夹，在它的分解中找到这个环节。</translation>
    </message>
    <message>
        <source>loss on the repeated half %1 → %2 after %3 steps</source>
        <translation>重复的后半段上的损失：%1 → %2（%3 步后）</translation>
    </message>
    <message>
        <source>%1: loss %2 → %3 after %4 steps</source>
        <translation>%1：损失 %2 → %3（%4 步后）</translation>
    </message>
    <message>
        <source>T = %1: %2 scores per head, the T² part %3 of the work%4</source>
        <extracomment>%3: a share, &quot;40 %&quot;; %4: empty or &quot;, time ×3.9&quot;</extracomment>
        <translation>T = %1：每个头 %2 个分数，T² 部分占工作量的 %3%4</translation>
    </message>
    <message>
        <source>, time %1</source>
        <translation>，时间 %1</translation>
    </message>
    <message>
        <source>columns 1–%1</source>
        <extracomment>which columns of d_model one head takes: &quot;columns 1–8&quot; (one head&apos;s d_k)</extracomment>
        <translation>第 1–%1 列</translation>
    </message>
    <message>
        <source>column 1</source>
        <translation>第 1 列</translation>
    </message>
    <message>
        <source>sentence %1</source>
        <translation>句子 %1</translation>
    </message>
    <message>
        <source>shape</source>
        <extracomment>a column heading: a matrix&apos;s shape, &quot;T × d_model&quot;</extracomment>
        <translation>形状</translation>
    </message>
    <message>
        <source>its settings (%1) are made for the heads it has</source>
        <extracomment>%1: the session&apos;s settings, e.g. &quot;ALiBi slopes&quot;, or several joined by &quot;and&quot;</extracomment>
        <translation>它的设置（%1）是按现有的头数定的</translation>
    </message>
    <message>
        <source> In this session the scale is followed by %1: the whole script (Labs ▸ Show the Code) writes them.</source>
        <translation> 此会话在缩放之后还有 %1：完整脚本（实验 ▸ 显示代码）会把它们写出来。</translation>
    </message>
    <message>
        <source>“%1”</source>
        <extracomment>a token in quotes, with the quotation marks the language writes: „river“, « river »</extracomment>
        <translation>“%1”</translation>
    </message>
</context>
<context>
    <name>ModelText</name>
    <message>
        <source>position embedding</source>
        <translation>位置嵌入</translation>
    </message>
    <message>
        <source>token embedding × L12 H12</source>
        <translation>词元嵌入 × L12 H12</translation>
    </message>
    <message>
        <source>step  (loss on a log scale)</source>
        <translation>步数（损失取对数坐标）</translation>
    </message>
    <message>
        <source>no step yet</source>
        <translation>尚未走任何一步</translation>
    </message>
    <message>
        <source>loss %1 before training</source>
        <translation>训练前损失 %1</translation>
    </message>
    <message>
        <source>loss %1 → %2 after %3</source>
        <translation>损失 %1 → %2（%3之后）</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n 步</numerusform>
        </translation>
    </message>
    <message>
        <source>No training yet: press Step or Play</source>
        <translation>尚未训练：请按“单步”或“运行”</translation>
    </message>
    <message>
        <source>Race</source>
        <translation>竞赛</translation>
    </message>
    <message>
        <source>Loss Curve</source>
        <translation>损失曲线</translation>
    </message>
    <message>
        <source>Layer %1 · head %2%3 · attention weights</source>
        <translation>第 %1 层 · 头 %2%3 · 注意力权重</translation>
    </message>
    <message>
        <source>%1 heads sharing %2 K/V</source>
        <translation>%1 个头共享 %2 个 K/V 头</translation>
    </message>
    <message>
        <source>%1 heads</source>
        <translation>%1 个头</translation>
    </message>
    <message>
        <source>%1 · %2 layers × %3 · attention weights, one colour scale (0 … 1)</source>
        <translation>%1 · %2 层 × %3 · 注意力权重，统一色标（0 … 1）</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>%1 · %2 layers × %3 heads · weights, one scale</source>
        <translation>%1 · %2 层 × %3 个头 · 权重，统一色标</translation>
    </message>
    <message>
        <source>%1 · %2 layers × %3 heads</source>
        <translation>%1 · %2 层 × %3 个头</translation>
    </message>
    <message>
        <source>%1 tokens, as the tokenizer split them (␣ = a space):  %2</source>
        <translation>%1 个词元，按分词器的切分（␣ = 空格）：  %2</translation>
    </message>
    <message>
        <source>Layer %1%2</source>
        <translation>第 %1 层%2</translation>
    </message>
    <message>
        <source>local %1</source>
        <translation>局部 %1</translation>
    </message>
    <message>
        <source>global</source>
        <translation>全局</translation>
    </message>
    <message>
        <source>attention weight</source>
        <translation>注意力权重</translation>
    </message>
    <message>
        <source>sink</source>
        <translation>汇点</translation>
    </message>
    <message>
        <source>Badges: %1   0</source>
        <translation>标注：%1   0</translation>
    </message>
    <message>
        <source>Next token</source>
        <translation>下一个词元</translation>
    </message>
    <message>
        <source>Next token after “%1” (token %2 of %3)</source>
        <translation>“%1”之后的下一个词元（第 %2 个词元，共 %3 个）</translation>
    </message>
    <message>
        <source>  new</source>
        <translation>  新</translation>
    </message>
    <message>
        <source>Nothing changed · click a token to predict after it</source>
        <translation>没有变化 · 单击一个词元，预测它后面的词元</translation>
    </message>
    <message>
        <source>Before → after: %1%2</source>
        <translation>之前 → 之后：%1%2</translation>
    </message>
    <message>
        <source> · running…</source>
        <translation> · 正在运行…</translation>
    </message>
    <message>
        <source>“%1” here</source>
        <translation>“%1”在此</translation>
    </message>
    <message>
        <source>Head %1 · query “%2” against key “%3” · q·k by distance under RoPE</source>
        <translation>头 %1 · 查询“%2”对键“%3” · RoPE 下 q·k 随距离的变化</translation>
    </message>
    <message>
        <source>, linear scaling ÷ %1</source>
        <translation>，线性缩放 ÷ %1</translation>
    </message>
    <message>
        <source>, llama3 scaling (factor %1, trained on %2 positions)</source>
        <translation>，llama3 缩放（因子 %1，训练时用 %2 个位置）</translation>
    </message>
    <message>
        <source>, YaRN scaling (factor %1, trained on %2 positions, q and k × %3)</source>
        <translation>，YaRN 缩放（因子 %1，训练时用 %2 个位置，q 和 k × %3）</translation>
    </message>
    <message>
        <source>%1θ = %2%3 · frequencies f = (%4)</source>
        <translation>%1θ = %2%3 · 频率 f = (%4)</translation>
    </message>
    <message>
        <source>This session has no RoPE; shown as it would be with </source>
        <translation>此会话没有 RoPE；此处假定 </translation>
    </message>
    <message>
        <source> · latent attention: only the rope part (%1 of %2 numbers) turns</source>
        <translation> · 潜在注意力：只有 rope 部分（%2 个数中的 %1 个）旋转</translation>
    </message>
    <message>
        <source>Select a query: its curve needs an even d_k (RoPE turns pairs of numbers).</source>
        <translation>请选择一个查询：它的曲线需要偶数的 d_k（RoPE 成对旋转数值）。</translation>
    </message>
    <message>
        <source>distance p_query − p_key (tokens)</source>
        <translation>距离 p_query − p_key（词元）</translation>
    </message>
    <message>
        <source>score q·k</source>
        <translation>分数 q·k</translation>
    </message>
    <message>
        <source>without RoPE: %1</source>
        <translation>不用 RoPE：%1</translation>
    </message>
    <message>
        <source>induction score, every head</source>
        <translation>归纳分数，每个头</translation>
    </message>
    <message>
        <source>previous-token score, every head</source>
        <translation>前一词元分数，每个头</translation>
    </message>
    <message>
        <source>training step</source>
        <translation>训练步数</translation>
    </message>
    <message>
        <source>loss (log scale)</source>
        <translation>损失（对数坐标）</translation>
    </message>
    <message>
        <source> off</source>
        <translation> 已关闭</translation>
    </message>
    <message>
        <source>%1 rises · step %2</source>
        <translation>%1 上升 · 第 %2 步</translation>
    </message>
    <message>
        <source>shown: step %1</source>
        <translation>显示：第 %1 步</translation>
    </message>
    <message>
        <source>repeated half (held out)</source>
        <translation>重复的后半段（留出）</translation>
    </message>
    <message>
        <source>each batch</source>
        <translation>每个批次</translation>
    </message>
    <message>
        <source>previous-token head</source>
        <translation>前一词元头</translation>
    </message>
    <message>
        <source>induction head</source>
        <translation>归纳头</translation>
    </message>
    <message>
        <source>No training yet: press Play or Step</source>
        <translation>尚未训练：请按“运行”或“单步”</translation>
    </message>
    <message>
        <source>model view</source>
        <translation>模型视图</translation>
    </message>
    <message>
        <source>Training Curves</source>
        <translation>训练曲线</translation>
    </message>
    <message>
        <source>space</source>
        <extracomment>a token that is only spaces, as a screen reader says it</extracomment>
        <translation>空格</translation>
    </message>
    <message>
        <source>layer %1, head %2</source>
        <translation>第 %1 层，头 %2</translation>
    </message>
    <message>
        <source>layer %1, position %2 %3</source>
        <translation>第 %1 层，位置 %2 %3</translation>
    </message>
    <message>
        <source>no value</source>
        <translation>无值</translation>
    </message>
    <message>
        <source>%1 ranks %2, probability %3</source>
        <extracomment>%1 the answer traced, %2 its rank, %3 its probability</extracomment>
        <translation>%1 排第 %2，概率 %3</translation>
    </message>
    <message>
        <source>top token %1, probability %2</source>
        <translation>最可能的词元 %1，概率 %2</translation>
    </message>
    <message>
        <source>“%1”</source>
        <extracomment>a token in quotes, with the quotation marks the language writes: „␣Mary“, « ␣Mary »</extracomment>
        <translation>“%1”</translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <source>&quot;bank&quot; in two contexts</source>
        <translation>两种语境中的 &quot;bank&quot;</translation>
    </message>
    <message>
        <source>Eight heads, eight patterns</source>
        <translation>八个头，八种模式</translation>
    </message>
    <message>
        <source>Learn: first token (sink)</source>
        <translation>学习：首词元（汇点）</translation>
    </message>
    <message>
        <source>Learn: previous token</source>
        <translation>学习：前一词元</translation>
    </message>
    <message>
        <source>Learn: same word earlier</source>
        <translation>学习：前面出现过的同一个词</translation>
    </message>
    <message>
        <source>Saturation race: unscaled</source>
        <translation>饱和竞赛：不缩放</translation>
    </message>
    <message>
        <source>Saturation race: scaled</source>
        <translation>饱和竞赛：缩放</translation>
    </message>
    <message>
        <source>Learn: two heads, two relations</source>
        <translation>学习：两个头，两种关系</translation>
    </message>
    <message>
        <source>The lesson with a causal mask</source>
        <translation>课程示例：加上因果掩码</translation>
    </message>
    <message>
        <source>The lesson with token 3 as padding</source>
        <translation>课程示例：词元 3 作为填充</translation>
    </message>
    <message>
        <source>The lesson with RoPE (rotary positions)</source>
        <translation>课程示例：加上 RoPE（旋转位置编码）</translation>
    </message>
    <message>
        <source>The lesson without 1/sqrt(d_k)</source>
        <translation>课程示例：去掉 1/sqrt(d_k)</translation>
    </message>
    <message>
        <source>The lesson: three tokens by hand</source>
        <translation>课程：手算三个词元</translation>
    </message>
    <message>
        <source>Saturation cured: divided by sqrt(64) = 8</source>
        <translation>饱和得到缓解：除以 sqrt(64) = 8</translation>
    </message>
    <message>
        <source>Softmax saturation: scores 8, 0, -8</source>
        <translation>softmax 饱和：分数为 8、0、-8</translation>
    </message>
    <message>
        <source>Two heads, two patterns</source>
        <translation>两个头，两种模式</translation>
    </message>
    <message>
        <source>Both &apos;bank&apos; tokens have the same embedding (water, money, thing, function word). Each sentence is blocked from the other, so each &apos;bank&apos; mixes in its own context: its output row leans to water in the river sentence and to money in the other.</source>
        <translation>两个 &apos;bank&apos; 词元的嵌入相同（各维依次表示：水、钱、事物、虚词）。两个句子相互屏蔽，因此每个 &apos;bank&apos; 只混入自己所在句子的语境：在 river 那一句中，它的输出行偏向“水”，在另一句中则偏向“钱”。</translation>
    </message>
    <message>
        <source>Eight computed heads: previous token, first token, self, broad, local window, same word, latest noun, skips &quot;the&quot;.</source>
        <translation>八个用计算构造的头：前一词元、首词元、自身、广泛分散、局部窗口、相同的词、最近的名词、跳过 &quot;the&quot;。</translation>
    </message>
    <message>
        <source>Learn the attention sink: two stories packed end to end, and every token&apos;s target is the first token of its own story. Press Play: the first column of each sentence fills in, the pattern real models use when nothing else is worth reading.</source>
        <translation>学习注意力汇点：两个故事首尾相接打包在一起，每个词元的目标都是它所在故事的第一个词元。按“运行”：每个句子的第一列逐渐填满，这正是真实模型在没有其他值得读取的内容时所用的模式。</translation>
    </message>
    <message>
        <source>Learn to attend to the previous token: each token&apos;s target is the word before it (the first keeps its own). Press Play: the weights just below the diagonal light up, every one of them above 0.9 within 300 steps, and the loss falls a hundredfold.</source>
        <translation>学习关注前一词元：每个词元的目标是它前面的那个词（第一个词元以自身为目标）。按“运行”：对角线正下方的权重逐渐亮起，300 步之内每一个都超过 0.9，损失降到原来的百分之一。</translation>
    </message>
    <message>
        <source>Learn to find the same word earlier: a word seen before should fetch where it was last seen (its target is that token&apos;s position); a new word fetches its own. The head must match words, not positions: watch the weights jump back to the earlier “the”, “sat”, “on”, “cat”, “and” and “dog”.</source>
        <translation>学习找到前面出现过的同一个词：之前出现过的词应当取回它上次出现的位置（目标是那个词元的位置）；新出现的词则取回自己的位置。这个头必须匹配词本身，而不是位置：看权重如何跳回前面的“the”“sat”“on”“cat”“and”和“dog”。</translation>
    </message>
    <message>
        <source>The saturation race, NOT scaled (scale 1). d_k = 64 and a good initialisation give scores spread about ±8. Both presets have the same embeddings, weights, target and learning rate; only the scale differs. Scaled, the softmax is soft and the head learns; unscaled, it starts nearly one-hot, its gradient p(1 − p) is ≈ 0, and the loss stalls: after 200 steps it is at least twice the scaled one&apos;s. Open both (or press Race) and compare.</source>
        <translation>饱和竞赛，不做缩放（缩放因子为 1）。d_k = 64 加上良好的初始化，使分数大致分布在 ±8 范围内。两个预设的嵌入、权重、目标和学习率都相同，只有缩放不同。缩放时，softmax 较为平缓，头能够学习；不缩放时，它一开始就几乎是 one-hot，梯度 p(1 − p) ≈ 0，损失停滞不前：200 步之后，它至少是缩放那一组的两倍。请把两个都打开（或按“竞赛”）进行比较。</translation>
    </message>
    <message>
        <source>The saturation race, scaled by 1/√d_k = 1/8. d_k = 64 and a good initialisation give scores spread about ±8. Both presets have the same embeddings, weights, target and learning rate; only the scale differs. Scaled, the softmax is soft and the head learns; unscaled, it starts nearly one-hot, its gradient p(1 − p) is ≈ 0, and the loss stalls: after 200 steps it is at least twice the scaled one&apos;s. Open both (or press Race) and compare.</source>
        <translation>饱和竞赛，按 1/√d_k = 1/8 缩放。d_k = 64 加上良好的初始化，使分数大致分布在 ±8 范围内。两个预设的嵌入、权重、目标和学习率都相同，只有缩放不同。缩放时，softmax 较为平缓，头能够学习；不缩放时，它一开始就几乎是 one-hot，梯度 p(1 − p) ≈ 0，损失停滞不前：200 步之后，它至少是缩放那一组的两倍。请把两个都打开（或按“竞赛”）进行比较。</translation>
    </message>
    <message>
        <source>Two heads, two relations, in two sentences packed end to end: each head&apos;s slice holds the whole embedding; head 1&apos;s target is the previous token, head 2&apos;s the first token of its sentence. Press Play and watch them specialise: one diagonal below the middle, one first column per sentence.</source>
        <translation>两个头，两种关系，作用于首尾相接打包的两个句子：每个头的切片都包含完整的嵌入；头 1 的目标是前一词元，头 2 的目标是所在句子的第一个词元。按“运行”，看它们如何分工：一个是主对角线下方的一条斜线，一个是每个句子的第一列。</translation>
    </message>
    <message>
        <source>No peeking at the future: token 2 gets 0.670 / 0.330 / 0.</source>
        <translation>不许偷看未来：词元 2 得到 0.670 / 0.330 / 0。</translation>
    </message>
    <message>
        <source>A padding mask blanks the whole key column of a pad token.</source>
        <translation>填充掩码会把填充词元的整个键列清空。</translation>
    </message>
    <message>
        <source>RoPE turns q and k by position: “river” now gives 0.363 / 0.343 / 0.294 (0.284 / 0.140 / 0.576 without it).</source>
        <translation>RoPE 按位置旋转 q 和 k：“river”现在得到 0.363 / 0.343 / 0.294（没有 RoPE 时为 0.284 / 0.140 / 0.576）。</translation>
    </message>
    <message>
        <source>Scale factor 1: the weights are sharper than with 1/sqrt(2).</source>
        <translation>缩放因子为 1：权重比使用 1/sqrt(2) 时更尖锐。</translation>
    </message>
    <message>
        <source>X rows (1,0), (0,1), (1,1); W_Q rows (1,0), (1,1); W_K rows (1,1), (0,1); W_V = diag(2, 1). Token 2 (&apos;river&apos;) attends 0.284 / 0.140 / 0.576 and outputs (1.72, 0.72).</source>
        <translation>X 的各行为 (1,0)、(0,1)、(1,1)；W_Q 的各行为 (1,0)、(1,1)；W_K 的各行为 (1,1)、(0,1)；W_V = diag(2, 1)。词元 2（&apos;river&apos;）的注意力权重为 0.284 / 0.140 / 0.576，输出为 (1.72, 0.72)。</translation>
    </message>
    <message>
        <source>The same scores divided by 8 become 1, 0, -1, and softmax gives 0.665, 0.245, 0.090: no longer one-hot.</source>
        <translation>同样的分数除以 8 后变为 1、0、-1，softmax 得到 0.665、0.245、0.090：不再是 one-hot。</translation>
    </message>
    <message>
        <source>Query 1 scores its keys 8, 0 and -8, as a d_k = 64 dot product typically would. Unscaled, softmax collapses to nearly one-hot: 0.9997, 0.0003, 0.0000001, and its gradient p(1-p) is about 0.0003.</source>
        <translation>查询 1 对各个键的分数为 8、0 和 -8，这是 d_k = 64 时点积的典型大小。不缩放时，softmax 几乎坍缩为 one-hot：0.9997、0.0003、0.0000001，其梯度 p(1-p) 约为 0.0003。</translation>
    </message>
    <message>
        <source>d_model 8, two heads of d_k 4. Head 1 follows a position code and looks at the previous token; head 2 matches content, so &apos;cat&apos; and &apos;mat&apos; look at each other and &apos;the&apos; at &apos;the&apos;.</source>
        <translation>d_model 为 8，两个头，d_k 各为 4。头 1 依据位置编码，看向前一词元；头 2 匹配内容，因此 &apos;cat&apos; 与 &apos;mat&apos; 互相看向对方，&apos;the&apos; 看向 &apos;the&apos;。</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Slide, 1280 × 720</source>
        <translation>幻灯片，1280 × 720</translation>
    </message>
    <message>
        <source>Full HD, 1920 × 1080</source>
        <translation>全高清，1920 × 1080</translation>
    </message>
    <message>
        <source>4K, 3840 × 2160</source>
        <translation>4K，3840 × 2160</translation>
    </message>
    <message>
        <source>A4 landscape, 842 × 595</source>
        <translation>A4 横向，842 × 595</translation>
    </message>
    <message>
        <source>A4 portrait, 595 × 842</source>
        <translation>A4 纵向，595 × 842</translation>
    </message>
    <message>
        <source>Light (white paper)</source>
        <translation>浅色（白纸）</translation>
    </message>
    <message>
        <source>Dark (dim rooms)</source>
        <translation>深色（暗室）</translation>
    </message>
    <message>
        <source>High contrast (washed-out projectors)</source>
        <translation>高对比度（投影发白时）</translation>
    </message>
    <message>
        <source>Export %1</source>
        <translation>导出%1</translation>
    </message>
    <message>
        <source>Copied the picture (%1 × %2 pixels): paste it into your slides</source>
        <translation>已复制图片（%1 × %2 像素）：可粘贴到幻灯片中</translation>
    </message>
    <message>
        <source>Exported %1 (%2 × %3 pixels)</source>
        <translation>已导出 %1（%2 × %3 像素）</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <source>Export Image…</source>
        <translation>导出图像…</translation>
    </message>
    <message>
        <source>Copy Image</source>
        <translation>复制图像</translation>
    </message>
    <message>
        <source>Copy as CSV</source>
        <translation>复制为 CSV</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>导出 CSV…</translation>
    </message>
    <message>
        <source>&lt;h2&gt;Attention Lab, for the classroom&lt;/h2&gt;&lt;p&gt;Everything the lesson computes by hand is computed here in front of the class, and every number can be changed: the rest follows at once.&lt;/p&gt;&lt;h3&gt;The panels&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Inputs&lt;/b&gt; (left, top): the tokens and their embeddings X, and the weight matrices W_Q, W_K, W_V and W_O. These are the numbers you type.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Computed&lt;/b&gt; (left, below): Q, K and V, the raw scores q·k, the logits (the scores through the score rule), the attention weights, each head&apos;s output, the concatenation and the output. The buttons above the table choose which; &lt;i&gt;Head&lt;/i&gt; chooses the head.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Heatmap&lt;/b&gt; (middle): the weights of the selected head, one row per query, one column per key; every row sums to 1. &lt;i&gt;Show&lt;/i&gt; switches to the raw scores or the logits, the average of the heads, or one of the common mistakes. With several heads, a strip shows all of them; click one to show it large.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Breakdown&lt;/b&gt; (right): the softmax of the selected query, step by step, with the same numbers as the lesson&apos;s slides.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Lesson&lt;/b&gt; (a tab beside the breakdown, Alt+4): the guided lesson, below.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Model&lt;/b&gt; (Alt+5): a real model&apos;s layers and heads, once one is opened.&lt;/li&gt;&lt;li&gt;The &lt;b&gt;tool bar&lt;/b&gt;: the files, Undo and Redo (Undo takes back the most recent change, wherever it was made — a number typed in a table, a head switched off in the model — and &lt;i&gt;Edit ▸ Undo&lt;/i&gt; says which), &lt;b&gt;Present&lt;/b&gt; (the lesson full screen), d_model, the number of heads and the scale. The &lt;b&gt;mask bar&lt;/b&gt; under the heatmap holds the masks.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Train&lt;/b&gt; (Alt+6): gradient descent on this session, below.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Alt+1 … Alt+6&lt;/b&gt; put the inputs, the computed tables, the breakdown, the lesson, the model panel and the Train panel away, or bring one from behind another&apos;s tab to the front.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Give the lesson&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;The &lt;b&gt;Lesson&lt;/b&gt; panel (Alt+4) walks &lt;i&gt;Attention, computed by hand&lt;/i&gt; in %1 steps, each with this session&apos;s numbers: pick a step, &lt;b&gt;Reveal&lt;/b&gt; shows the next answer; untick &lt;i&gt;Hold back the answers&lt;/i&gt; to show them at once. Edit a number and every step follows.&lt;/li&gt;&lt;li&gt;After the recap, &lt;i&gt;The block&lt;/i&gt;: where attention sits in a transformer block, the residual add and LayerNorm of one row, and the MLP of that row, worked with a GPT-2 layer&apos;s own numbers. Open a model folder (&lt;i&gt;File ▸ Open Model…&lt;/i&gt;) and choose &lt;i&gt;Edit Layer N in the Tables&lt;/i&gt;: the layer brings its block. An edit of the tokens or embeddings leaves the block behind (the steps say so); Undo brings it back.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Present&lt;/b&gt; (tool bar, &lt;i&gt;View ▸ Present the Lesson&lt;/i&gt;, F5, or &lt;tt&gt;attention-lab --present&lt;/tt&gt;) shows it full screen, a step at a time. → PageDown Space or a click: the next held-back answer, then the next step; ← PageUp or a right click: the answer revealed last, then the step before; R / A reveal one / all; T types the class&apos;s answer to the next number, checked and revealed when right; G the step list; B blanks the screen; Esc leaves. &lt;b&gt;F1&lt;/b&gt; (or ?) shows these keys on the slide.&lt;/li&gt;&lt;li&gt;A clicker works from any window of the app while presenting: PageUp and PageDown always, ← → and Space unless you are typing in a cell. With two screens the slides go to the projector and a presenter view (notes, the next step, a clock; P) stays on the laptop; S swaps them.&lt;/li&gt;&lt;li&gt;&lt;i&gt;File ▸ Export Lesson…&lt;/i&gt; writes the slide deck (PDF), a worksheet with the numbers left blank and its answer key, from this session.&lt;/li&gt;&lt;li&gt;&lt;i&gt;View ▸ Practise the Lesson&apos;s Numbers…&lt;/i&gt; asks for the same numbers one by one, on this session, head and query: type an answer (numbers separated by spaces, rows by ;, a dot or your decimal comma), Enter checks it — right, or which number is the first that is off — and &lt;b&gt;Hint&lt;/b&gt; says more each time (the rule, the first term, the whole working). The list shows ✓ and ✗ and the count right; &lt;b&gt;Glossary&lt;/b&gt; explains the words; &lt;b&gt;Save Answers&lt;/b&gt; writes the file &lt;tt&gt;attention-lab check --answers&lt;/tt&gt; marks.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;h2&gt;Attention Lab：为课堂而作&lt;/h2&gt;&lt;p&gt;课上用手算的每一步，这里都当着全班算出来，而且每个数都可以修改：其余的一切随即跟着变化。&lt;/p&gt;&lt;h3&gt;各个面板&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;输入&lt;/b&gt;（左上）：词元及其嵌入 X，以及权重矩阵 W_Q、W_K、W_V 和 W_O。这些是你输入的数。&lt;/li&gt;&lt;li&gt;&lt;b&gt;计算结果&lt;/b&gt;（左下）：Q、K 和 V，原始分数 q·k，logit（经过分数规则处理的分数），注意力权重，每个头的输出，拼接结果和最终输出。表格上方的按钮选择显示哪一个；&lt;i&gt;头&lt;/i&gt;选择哪个头。&lt;/li&gt;&lt;li&gt;&lt;b&gt;热力图&lt;/b&gt;（中间）：所选头的权重，每个查询一行，每个键一列；每行之和为 1。&lt;i&gt;显示&lt;/i&gt;可切换为原始分数或 logit、各头的平均，或某个常见错误。有多个头时，一条缩略图带会显示所有头；单击其中一个即可放大显示。&lt;/li&gt;&lt;li&gt;&lt;b&gt;分解&lt;/b&gt;（右侧）：所选查询的 softmax，逐步计算，数值与课程幻灯片上的相同。&lt;/li&gt;&lt;li&gt;&lt;b&gt;课程&lt;/b&gt;（分解旁的标签页，Alt+4）：引导式课程，见下文。&lt;/li&gt;&lt;li&gt;&lt;b&gt;模型&lt;/b&gt;（Alt+5）：打开真实模型后，显示它的各层和各头。&lt;/li&gt;&lt;li&gt;&lt;b&gt;工具栏&lt;/b&gt;：文件、撤销和重做（撤销会撤回最近一次更改，无论它发生在哪里——表格中输入的一个数，或模型中关闭的一个头——&lt;i&gt;编辑 ▸ 撤销&lt;/i&gt;会注明是哪一项）、&lt;b&gt;演示&lt;/b&gt;（全屏展示课程）、d_model、头数和缩放。热力图下方的&lt;b&gt;掩码栏&lt;/b&gt;中是各种掩码。&lt;/li&gt;&lt;li&gt;&lt;b&gt;训练&lt;/b&gt;（Alt+6）：在此会话上做梯度下降，见下文。&lt;/li&gt;&lt;li&gt;&lt;b&gt;Alt+1 … Alt+6&lt;/b&gt; 可收起输入、计算结果表、分解、课程、模型面板和训练面板，或把被其他标签页遮住的面板调到前面。&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;讲授课程&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;课程&lt;/b&gt;面板（Alt+4）用此会话的数值，分 %1 步讲解&lt;i&gt;手算注意力&lt;/i&gt;：选择一个步骤，&lt;b&gt;揭晓&lt;/b&gt;显示下一个答案；取消勾选&lt;i&gt;先隐藏答案&lt;/i&gt;则立即全部显示。修改任何一个数，每一步都随之更新。&lt;/li&gt;&lt;li&gt;总结之后是 &lt;i&gt;Transformer 块&lt;/i&gt;：注意力在 Transformer 块中的位置、一行的残差相加和 LayerNorm，以及该行的 MLP，用 GPT-2 某一层自己的数值演算。打开一个模型文件夹（&lt;i&gt;文件 ▸ 打开模型…&lt;/i&gt;），选择&lt;i&gt;在表格中编辑第 N 层&lt;/i&gt;：该层会带上它所在的块。修改词元或嵌入后，这个块就不再适用（各步骤会注明）；撤销可将其找回。&lt;/li&gt;&lt;li&gt;&lt;b&gt;演示&lt;/b&gt;（工具栏、&lt;i&gt;视图 ▸ 演示课程&lt;/i&gt;、F5，或 &lt;tt&gt;attention-lab --present&lt;/tt&gt;）全屏逐步展示课程。→、PageDown、空格键或单击：下一个隐藏的答案，然后是下一步；←、PageUp 或右击：最后揭晓的答案，然后是上一步；R / A 揭晓一个 / 全部；T 输入全班对下一个数的答案，答对即揭晓；G 步骤列表；B 黑屏；Esc 退出。&lt;b&gt;F1&lt;/b&gt;（或 ?）在幻灯片上显示这些按键。&lt;/li&gt;&lt;li&gt;演示时，翻页笔在本应用的任何窗口中都可使用：PageUp 和 PageDown 始终有效，← → 和空格键在你没有在单元格中输入时有效。有两块屏幕时，幻灯片显示在投影仪上，演示者视图（备注、下一步、时钟；P）留在笔记本电脑上；S 交换两者。&lt;/li&gt;&lt;li&gt;&lt;i&gt;文件 ▸ 导出课程…&lt;/i&gt;根据此会话生成幻灯片（PDF）、数值留空的练习单及其参考答案。&lt;/li&gt;&lt;li&gt;&lt;i&gt;视图 ▸ 练习课程中的数值…&lt;/i&gt;在此会话、当前的头和查询上逐个考你同样的数：输入答案（数之间用空格分隔，行之间用 ; 分隔，小数点可用点号或你所用语言的小数逗号），按 Enter 检查——答对了，或者指出第一个不对的数——&lt;b&gt;提示&lt;/b&gt;每按一次说得更多（规则、第一项、完整算式）。列表显示 ✓ 和 ✗ 以及答对的数量；&lt;b&gt;术语表&lt;/b&gt;解释各个术语；&lt;b&gt;保存答案&lt;/b&gt;写出一个文件，可由 &lt;tt&gt;attention-lab check --answers&lt;/tt&gt; 批改。&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Type a session&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;Click a cell of an input table and type a number; &lt;b&gt;Enter&lt;/b&gt; takes it and moves down, &lt;b&gt;Tab&lt;/b&gt; moves right, &lt;b&gt;Esc&lt;/b&gt; leaves the cell as it was. A number that cannot be used is refused with the reason, and nothing changes.&lt;/li&gt;&lt;li&gt;Write decimals with a point (0.5), or with your language&apos;s decimal comma; no separators between thousands. Numbers are kept in full precision; the tables round only what they show.&lt;/li&gt;&lt;li&gt;The first column of &lt;i&gt;Tokens &amp;amp; X&lt;/i&gt; is the token&apos;s text; &lt;b&gt;+ Token&lt;/b&gt; and &lt;b&gt;− Token&lt;/b&gt; add and remove tokens, ↑ and ↓ reorder them. &lt;i&gt;Identity&lt;/i&gt;, &lt;i&gt;Zeros&lt;/i&gt;, &lt;i&gt;Random&lt;/i&gt; and &lt;i&gt;Scale ×&lt;/i&gt; fill a whole matrix.&lt;/li&gt;&lt;li&gt;Paste a block copied from a spreadsheet with Ctrl+V. &lt;i&gt;File ▸ Presets&lt;/i&gt; has the lesson&apos;s examples; &lt;i&gt;File ▸ New&lt;/i&gt; starts blank; &lt;i&gt;File ▸ Generate&lt;/i&gt; makes a large random one.&lt;/li&gt;&lt;li&gt;Every change can be undone with Ctrl+Z. Unsaved changes are copied to a recovery file a moment after each edit; after a crash the next start offers them back.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Select a query&lt;/h3&gt;&lt;p&gt;Click a row&apos;s number in any table (or a cell of a computed table), a row of the heatmap or its token on the left; in the heatmap the Up and Down keys move to the previous or next query. The selected query is highlighted everywhere, and the breakdown follows it. Moving the cursor while you type numbers (Enter, Tab, arrows) does not change it.&lt;/p&gt;&lt;h3&gt;Read the breakdown&lt;/h3&gt;&lt;p&gt;It reads from top to bottom, one column per key:&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;kⱼ&lt;/b&gt;, the key vectors, and &lt;b&gt;q·kⱼ&lt;/b&gt;, the raw scores (click one to see its dot product term by term);&lt;/li&gt;&lt;li&gt;&lt;b&gt;× scale&lt;/b&gt;: divided by √d_k; &lt;b&gt;mask&lt;/b&gt;: blocked keys become −∞;&lt;/li&gt;&lt;li&gt;&lt;b&gt;eˣ&lt;/b&gt; and &lt;b&gt;÷ Σ&lt;/b&gt;: the softmax in the lesson&apos;s two steps; the weights sum to 1;&lt;/li&gt;&lt;li&gt;&lt;b&gt;vⱼ&lt;/b&gt; and &lt;b&gt;wⱼ·vⱼ&lt;/b&gt;: the values, weighted; their sum is the query&apos;s output;&lt;/li&gt;&lt;li&gt;below, the same softmax computed the stable way (subtract the row&apos;s largest score first).&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;&lt;i&gt;Decimals&lt;/i&gt; sets how many decimals are shown (the lesson uses three). &lt;i&gt;Mask after softmax (wrong)&lt;/i&gt; adds the classic mistake for contrast.&lt;/p&gt;&lt;p&gt;Today&apos;s models put stages between the projection and the score, and each gets a line of its own under the title with its own numbers: &lt;code&gt;x·W_Q + b_Q&lt;/code&gt;, then &lt;code&gt;q_norm&lt;/code&gt; (÷ its root mean square, × γ), then &lt;code&gt;RoPE&lt;/code&gt; (turned by its position). Where query heads share K/V heads, the title and the K and V tables say which: &lt;code&gt;kv2 · read by heads 3, 4&lt;/code&gt;. Under a sliding window the keys far back go into one column (“… outside the window”) after the keys that carry the weight.&lt;/p&gt;&lt;h3&gt;Mask cells&lt;/h3&gt;&lt;p&gt;The &lt;b&gt;mask bar&lt;/b&gt; under the heatmap; each change is one undo step, and each blocked cell is hatched by its reason, with a weight of exactly 0.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Causal&lt;/b&gt; (or Ctrl+M): no query sees a later key.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Window&lt;/b&gt; w: a query sees only keys closer than w (sliding-window attention).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Prefix&lt;/b&gt; P: with the causal mask, the first P tokens see each other both ways (prefix-LM).&lt;/li&gt;&lt;li&gt;&lt;b&gt;Sentences&lt;/b&gt;: tokens of different sentences (the &lt;i&gt;Sent.&lt;/i&gt; column of &lt;i&gt;Tokens &amp;amp; X&lt;/i&gt;) never see each other.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Padding&lt;/b&gt;: tick &lt;i&gt;Pad&lt;/i&gt; beside a token in &lt;i&gt;Tokens &amp;amp; X&lt;/i&gt;; no query sees it.&lt;/li&gt;&lt;li&gt;&lt;b&gt;By hand&lt;/b&gt;: press &lt;i&gt;Edit mask&lt;/i&gt; in the mask bar and click cells, or Ctrl+click a cell at any time; &lt;i&gt;Unblock all&lt;/i&gt; undoes them.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;h3&gt;输入会话&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;单击输入表格中的一个单元格并输入数字；&lt;b&gt;Enter&lt;/b&gt; 确认并下移，&lt;b&gt;Tab&lt;/b&gt; 右移，&lt;b&gt;Esc&lt;/b&gt; 保持单元格原样并离开。无法使用的数会被拒绝并说明原因，什么也不会改变。&lt;/li&gt;&lt;li&gt;小数用点号书写（0.5），也可用你所用语言的小数逗号；不要用千位分隔符。数值以完整精度保存；表格只对显示出来的数取整。&lt;/li&gt;&lt;li&gt;&lt;i&gt;词元 &amp;amp; X&lt;/i&gt; 的第一列是词元的文本；&lt;b&gt;+ 词元&lt;/b&gt;和&lt;b&gt;− 词元&lt;/b&gt;添加和删除词元，↑ 和 ↓ 调整顺序。&lt;i&gt;单位矩阵&lt;/i&gt;、&lt;i&gt;全零&lt;/i&gt;、&lt;i&gt;随机&lt;/i&gt;和&lt;i&gt;缩放 ×&lt;/i&gt; 填充整个矩阵。&lt;/li&gt;&lt;li&gt;用 Ctrl+V 粘贴从电子表格复制的数据块。&lt;i&gt;文件 ▸ 预设&lt;/i&gt;中有课程的示例；&lt;i&gt;文件 ▸ 新建&lt;/i&gt;从空白开始；&lt;i&gt;文件 ▸ 生成随机会话&lt;/i&gt;生成一个大型随机会话。&lt;/li&gt;&lt;li&gt;每次更改都可用 Ctrl+Z 撤销。每次编辑后片刻，未保存的更改会复制到一个恢复文件中；程序崩溃后，下次启动时会提出恢复这些更改。&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;选择查询&lt;/h3&gt;&lt;p&gt;单击任意表格中某一行的行号（或计算结果表中的一个单元格）、热力图中的一行，或其左侧的词元；在热力图中，上、下方向键可移到上一个或下一个查询。所选查询在各处都会高亮显示，分解也随之更新。输入数字时移动光标（Enter、Tab、方向键）不会改变所选查询。&lt;/p&gt;&lt;h3&gt;阅读分解&lt;/h3&gt;&lt;p&gt;自上而下阅读，每个键一列：&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;kⱼ&lt;/b&gt; 是键向量，&lt;b&gt;q·kⱼ&lt;/b&gt; 是原始分数（单击其中一个可逐项查看其点积）；&lt;/li&gt;&lt;li&gt;&lt;b&gt;× 缩放&lt;/b&gt;：除以 √d_k；&lt;b&gt;掩码&lt;/b&gt;：被屏蔽的键变为 −∞；&lt;/li&gt;&lt;li&gt;&lt;b&gt;eˣ&lt;/b&gt; 和 &lt;b&gt;÷ Σ&lt;/b&gt;：按课程中的两步计算 softmax；权重之和为 1；&lt;/li&gt;&lt;li&gt;&lt;b&gt;vⱼ&lt;/b&gt; 和 &lt;b&gt;wⱼ·vⱼ&lt;/b&gt;：值及其加权；它们的和就是该查询的输出；&lt;/li&gt;&lt;li&gt;下方是以数值稳定的方式计算的同一个 softmax（先减去该行最大的分数）。&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;&lt;i&gt;小数位数&lt;/i&gt;设置显示几位小数（课程中用三位）。&lt;i&gt;在 softmax 之后掩蔽（错误）&lt;/i&gt;加上这个经典错误作为对比。&lt;/p&gt;&lt;p&gt;如今的模型在投影和分数之间加入了若干环节，每个环节在标题下各占一行，并带有自己的数值：&lt;code&gt;x·W_Q + b_Q&lt;/code&gt;，然后 &lt;code&gt;q_norm&lt;/code&gt;（÷ 其均方根，× γ），然后 &lt;code&gt;RoPE&lt;/code&gt;（按其位置旋转）。若多个查询头共享 K/V 头，标题以及 K 和 V 表会注明：&lt;code&gt;kv2 · 由头 3, 4 读取&lt;/code&gt;。使用滑动窗口时，远处的键归入一列（“… 窗口外另有 N 个键”），排在承载权重的键之后。&lt;/p&gt;&lt;h3&gt;掩蔽单元格&lt;/h3&gt;&lt;p&gt;在热力图下方的&lt;b&gt;掩码栏&lt;/b&gt;中设置；每次更改算一个撤销步骤，每个被屏蔽的单元格按其原因画上阴影线，权重恰好为 0。&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;因果&lt;/b&gt;（或 Ctrl+M）：任何查询都看不到它后面的键。&lt;/li&gt;&lt;li&gt;&lt;b&gt;窗口&lt;/b&gt; w：查询只能看到距离小于 w 的键（滑动窗口注意力）。&lt;/li&gt;&lt;li&gt;&lt;b&gt;前缀&lt;/b&gt; P：在因果掩码下，前 P 个词元彼此双向可见（前缀语言模型，prefix-LM）。&lt;/li&gt;&lt;li&gt;&lt;b&gt;句子&lt;/b&gt;：不同句子的词元（&lt;i&gt;词元 &amp;amp; X&lt;/i&gt; 中的&lt;i&gt;句&lt;/i&gt;列）彼此永远看不到。&lt;/li&gt;&lt;li&gt;&lt;b&gt;填充&lt;/b&gt;：勾选 &lt;i&gt;词元 &amp;amp; X&lt;/i&gt; 中某个词元旁的&lt;i&gt;填充&lt;/i&gt;；任何查询都看不到它。&lt;/li&gt;&lt;li&gt;&lt;b&gt;手动&lt;/b&gt;：按下掩码栏中的&lt;i&gt;编辑掩码&lt;/i&gt;并单击单元格，或随时按住 Ctrl 单击单元格；&lt;i&gt;全部解除屏蔽&lt;/i&gt;将其撤销。&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Before and after, lines, heads side by side&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Pin&lt;/b&gt; (&lt;i&gt;View ▸ Pin This Result&lt;/i&gt;, Ctrl+P, or &lt;i&gt;Pin&lt;/i&gt; in the status bar) keeps the weights you see. Change a mask, the scale or a number: beside the heatmap, &lt;i&gt;now − pinned&lt;/i&gt; shows what moved, cell by cell (red gained, blue lost), and the breakdown shows the pinned weights under today&apos;s. Another number of tokens or heads cannot be compared: the view says so. Ctrl+Shift+P shows or hides the difference; &lt;i&gt;Unpin&lt;/i&gt; forgets it.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Lines&lt;/b&gt; (&lt;i&gt;View ▸ Lines&lt;/i&gt;, Ctrl+L): queries on the left, keys on the right, one line per head as strong as the weight. Point at a token for its lines alone, click it to keep them (and to explain that query); click a head in the legend to hide it; untick &lt;i&gt;All heads&lt;/i&gt; to follow the selected head.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Heads side by side&lt;/b&gt; (&lt;i&gt;View ▸ Heads Side by Side&lt;/i&gt;, Ctrl+H): two to four heads, large, on one colour scale; the numbered buttons choose them, a click on a map explains that row.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Export for slides and handouts&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;i&gt;File ▸ Export&lt;/i&gt; saves the heatmap, all heads or the breakdown as PNG, SVG or PDF: choose a size (a slide, Full HD, A4), the sharpness of a PNG, the numbers and their decimals, and a theme. &lt;b&gt;Copy Image&lt;/b&gt; in the same dialog puts the picture on the clipboard, to paste into slides.&lt;/li&gt;&lt;li&gt;Right-click a heatmap or the breakdown for the same, and to copy a table of numbers (CSV).&lt;/li&gt;&lt;li&gt;&lt;i&gt;File ▸ Export ▸ Computed Table as CSV&lt;/i&gt; saves the table in front for a spreadsheet.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Real models&lt;/h3&gt;&lt;p&gt;&lt;i&gt;File ▸ Open Model…&lt;/i&gt; (Ctrl+Shift+O) opens a GPT-2, Llama, Mistral, Qwen, Gemma 2 or 3, GPT-OSS, DeepSeek V2/V3 or BLOOM model from its folder (the Hugging Face layout, no network needed) and runs it on your sentence. The &lt;b&gt;Model&lt;/b&gt; panel shows every layer × every head; click one to see it large. &lt;i&gt;Edit Layer N in the Tables&lt;/i&gt; turns that layer into an ordinary session: the tables, the heatmaps, the breakdown, the masks and the lesson all work on a real head. The panel&apos;s summary gives the model&apos;s &lt;b&gt;KV cache&lt;/b&gt;: the bytes it keeps per token of context while it generates (every layer&apos;s keys and values), at its longest context, and what one K/V head per query head (MHA) or one for all (MQA) would need at the same width — why models share K/V heads; a model with local layers (Gemma, GPT-OSS) keeps only its window in those.&lt;/p&gt;&lt;p&gt;Today&apos;s models change one stage each, and the window shows it where it happens. &lt;b&gt;Local and global layers&lt;/b&gt; (Gemma, GPT-OSS): the model view writes &lt;code&gt;local 4096&lt;/code&gt; or &lt;code&gt;global&lt;/code&gt; under each layer&apos;s name (&lt;code&gt;·L&lt;/code&gt; / &lt;code&gt;·G&lt;/code&gt; when the rows are short) and hatches the keys a local layer cannot see. &lt;b&gt;Sinks&lt;/b&gt; (GPT-OSS): every head has a logit of its own that takes weight and gives no value; &lt;i&gt;Badges: sink mass&lt;/i&gt; writes on each panel the weight its sink took on average, and each row of the head&apos;s weights sums to 1 minus that row&apos;s sink. &lt;b&gt;Stage lines&lt;/b&gt;: a layer edited in the tables keeps its stages, so the breakdown has a column each — &lt;i&gt;+ ALiBi&lt;/i&gt; (BLOOM), &lt;i&gt;soft-cap&lt;/i&gt; (Gemma 2), the sink&apos;s share in the sums (GPT-OSS) — and its RoPE line says YaRN&apos;s factor when q and k are scaled by it. The summary names the family&apos;s stages (soft-caps, experts, YaRN, local layers). &lt;b&gt;Latent attention&lt;/b&gt; (DeepSeek): every head&apos;s K and V are made from one small latent per token, so the KV-cache line counts the latent and its one RoPE key a layer beside every head&apos;s K and V in full — the reason MLA exists, in numbers. &lt;i&gt;Why This Score&lt;/i&gt; splits its scores through the latents. &lt;i&gt;Edit Layer&lt;/i&gt; (or a session written by &lt;code&gt;--session-out&lt;/code&gt;) puts a latent layer in the tables: W_DQ, W_UQ, W_DKV, W_UK, W_UV and W_KR in place of W_Q, W_K and W_V, every number editable, and the breakdown says where q and k come from; the model does not take such a layer back in this version (&lt;i&gt;Run Model With This Layer&lt;/i&gt; says so).&lt;/p&gt;&lt;p&gt;After &lt;i&gt;Edit Layer&lt;/i&gt;, change the layer in the tables and press &lt;b&gt;Run Model With This Layer&lt;/b&gt;: the whole model runs again with the layer as edited (W_Q, W_K, W_V, W_O, biases, scale) and its next-token prediction is shown beside the original. &lt;b&gt;Importance…&lt;/b&gt; switches off each head alone and measures how much the model&apos;s top next token loses without it (layers × heads runs; &lt;i&gt;Badges: importance&lt;/i&gt; then marks every panel, and the export menu writes it as CSV). Where query heads share K/V heads (Llama, Mistral, Qwen), the heatmap titles and the K and V tables say which K/V head each reads.&lt;/p&gt;&lt;h3&gt;Zoom and themes, for the projector&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;i&gt;View ▸ Zoom In / Zoom Out&lt;/i&gt; (Ctrl+= / Ctrl+−, Ctrl+0 for 100 %, Ctrl+wheel over the tables and the breakdown) scales every text and every drawn view, 70 % to 300 %; it is remembered. Zoomed in, the tables are put away (Alt+1, Alt+2 bring them back) unless the window is wide enough for them even so; zoomed far in on a small screen, the heatmap and the breakdown take the window in turn (F6).&lt;/li&gt;&lt;li&gt;&lt;i&gt;View ▸ Theme&lt;/i&gt;: light, dark (dim rooms) or high contrast (bright projectors).&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;h3&gt;前后对比、连线、并排比较头&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;固定&lt;/b&gt;（&lt;i&gt;视图 ▸ 固定此结果&lt;/i&gt;、Ctrl+P，或状态栏中的&lt;i&gt;固定&lt;/i&gt;）保留你此刻看到的权重。然后修改掩码、缩放或某个数：热力图旁的&lt;i&gt;当前 − 固定&lt;/i&gt;逐格显示变化（红色为增加，蓝色为减少），分解则在当前权重下方显示固定的权重。词元数或头数不同时无法比较：视图会说明这一点。Ctrl+Shift+P 显示或隐藏差异；&lt;i&gt;取消固定&lt;/i&gt;将其丢弃。&lt;/li&gt;&lt;li&gt;&lt;b&gt;连线&lt;/b&gt;（&lt;i&gt;视图 ▸ 连线&lt;/i&gt;、Ctrl+L）：查询在左，键在右，每个头一条线，线的粗细对应权重。指向一个词元只看它的连线，单击它可保持显示（并解释该查询）；单击图例中的某个头可将其隐藏；取消勾选&lt;i&gt;所有头&lt;/i&gt;则只跟随所选的头。&lt;/li&gt;&lt;li&gt;&lt;b&gt;并排比较头&lt;/b&gt;（&lt;i&gt;视图 ▸ 并排比较头&lt;/i&gt;、Ctrl+H）：两到四个头，放大显示，使用同一色标；用带编号的按钮选择，单击某张图可解释该行。&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;导出用于幻灯片和讲义&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;i&gt;文件 ▸ 导出&lt;/i&gt;将热力图、所有头或分解保存为 PNG、SVG 或 PDF：可选择尺寸（幻灯片、全高清、A4）、PNG 的清晰度、是否显示数值及其小数位数，以及主题。同一对话框中的&lt;b&gt;复制图像&lt;/b&gt;把图片放到剪贴板上，以便粘贴到幻灯片中。&lt;/li&gt;&lt;li&gt;右击热力图或分解也可以这样做，还能复制数值表（CSV）。&lt;/li&gt;&lt;li&gt;&lt;i&gt;文件 ▸ 导出 ▸ 计算表（CSV）&lt;/i&gt;把当前显示的表保存下来，供电子表格使用。&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;真实模型&lt;/h3&gt;&lt;p&gt;&lt;i&gt;文件 ▸ 打开模型…&lt;/i&gt;（Ctrl+Shift+O）从文件夹中打开 GPT-2、Llama、Mistral、Qwen、Gemma 2 或 3、GPT-OSS、DeepSeek V2/V3 或 BLOOM 模型（Hugging Face 目录格式，无需联网），并在你的句子上运行。&lt;b&gt;模型&lt;/b&gt;面板显示每一层 × 每个头；单击其中一个可放大查看。&lt;i&gt;在表格中编辑第 N 层&lt;/i&gt;把该层变成一个普通会话：表格、热力图、分解、掩码和课程都作用于一个真实的头。面板的摘要给出模型的 &lt;b&gt;KV 缓存&lt;/b&gt;：生成时每个上下文词元需要保存的字节数（每一层的键和值）、在最长上下文下的总量，以及在相同宽度下每个查询头各配一个 K/V 头（MHA）或所有头共用一个（MQA）时所需的量——这说明了模型为何要共享 K/V 头；带有局部层的模型（Gemma、GPT-OSS）在这些层中只保存其窗口内的内容。&lt;/p&gt;&lt;p&gt;如今的模型各自改动其中一个环节，窗口会在改动发生之处显示出来。&lt;b&gt;局部层与全局层&lt;/b&gt;（Gemma、GPT-OSS）：模型视图在每层名称下写出 &lt;code&gt;局部 4096&lt;/code&gt; 或 &lt;code&gt;全局&lt;/code&gt;（行较短时写 &lt;code&gt;·L&lt;/code&gt; / &lt;code&gt;·G&lt;/code&gt;），并在局部层看不到的键上画阴影线。&lt;b&gt;汇点&lt;/b&gt;（GPT-OSS）：每个头都有一个自己的 logit，它分走权重，却不提供任何值；&lt;i&gt;标注：汇点占比&lt;/i&gt;在每个面板上写出其汇点平均分走的权重，该头每行权重之和为 1 减去该行汇点所占的部分。&lt;b&gt;环节行&lt;/b&gt;：在表格中编辑的层保留其环节，因此分解中每个环节各占一列——&lt;i&gt;+ ALiBi&lt;/i&gt;（BLOOM）、&lt;i&gt;软上限&lt;/i&gt;（Gemma 2）、汇点在求和中所占的份额（GPT-OSS）——当 q 和 k 按 YaRN 因子缩放时，其 RoPE 行会注明该因子。摘要列出该模型家族的各个环节（软上限、专家、YaRN、局部层）。&lt;b&gt;潜在注意力&lt;/b&gt;（DeepSeek）：每个头的 K 和 V 都由每个词元的一个小型潜在向量生成，因此 KV 缓存一行统计的是潜在向量加上每层一个 RoPE 键，并与每个头完整的 K 和 V 并列比较——这正是 MLA 存在的理由，用数字说明。&lt;i&gt;分数从何而来&lt;/i&gt;会经由潜在向量拆分分数。&lt;i&gt;在表格中编辑第 N 层&lt;/i&gt;（或由 &lt;code&gt;--session-out&lt;/code&gt; 写出的会话）会把潜在注意力层放进表格：用 W_DQ、W_UQ、W_DKV、W_UK、W_UV 和 W_KR 代替 W_Q、W_K 和 W_V，每个数都可编辑，分解会说明 q 和 k 从何而来；在此版本中，模型不能接回这样的层（&lt;i&gt;用此层运行模型&lt;/i&gt;会说明这一点）。&lt;/p&gt;&lt;p&gt;在&lt;i&gt;在表格中编辑第 N 层&lt;/i&gt;之后，在表格中修改该层，然后按&lt;b&gt;用此层运行模型&lt;/b&gt;：整个模型会按修改后的层（W_Q、W_K、W_V、W_O、偏置、缩放）重新运行，并在原来的预测旁显示新的下一词元预测。&lt;b&gt;重要性…&lt;/b&gt;每次只关闭一个头，测量模型排名第一的下一词元在没有它时失去多少（共运行 层数 × 头数 次；之后&lt;i&gt;标注：重要性&lt;/i&gt;会标注每个面板，导出菜单可将其写为 CSV）。若多个查询头共享 K/V 头（Llama、Mistral、Qwen），热力图标题以及 K 和 V 表会注明每个头读取哪个 K/V 头。&lt;/p&gt;&lt;h3&gt;缩放与主题：为投影仪准备&lt;/h3&gt;&lt;ul&gt;&lt;li&gt;&lt;i&gt;视图 ▸ 放大 / 缩小&lt;/i&gt;（Ctrl+= / Ctrl+−，Ctrl+0 恢复 100 %，或在表格和分解上按住 Ctrl 滚动滚轮）缩放所有文字和所有绘制的视图，范围为 70 % 到 300 %，并会被记住。放大后，表格会被收起（Alt+1、Alt+2 可找回），除非窗口足够宽、仍放得下它们；在小屏幕上放得很大时，热力图和分解轮流占据窗口（F6）。&lt;/li&gt;&lt;li&gt;&lt;i&gt;视图 ▸ 主题&lt;/i&gt;：浅色、深色（暗室）或高对比度（明亮的投影仪）。&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Labs&lt;/h3&gt;&lt;p&gt;Each item of the &lt;i&gt;Labs&lt;/i&gt; menu works on the session in the window:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;i&gt;Why Divide by √d_k? (Spread of q·k)&lt;/i&gt; and &lt;i&gt;Shapes, Parameters and Cost&lt;/i&gt; open the lesson&apos;s steps on them.&lt;/li&gt;&lt;li&gt;&lt;i&gt;RoPE: Score by Distance&lt;/i&gt;: for a session with RoPE, the selected query&apos;s score against one key&apos;s content moved to every distance — the curve that makes attention depend on distance. Pick the key in the window; right-click the curve to export it.&lt;/li&gt;&lt;li&gt;&lt;i&gt;Show the Code (NumPy, PyTorch)&lt;/i&gt;: the same computation as code to run, with this session&apos;s numbers.&lt;/li&gt;&lt;li&gt;&lt;i&gt;Train a Head&lt;/i&gt;, &lt;i&gt;Saturation Race (Scaled vs Unscaled)&lt;/i&gt; and &lt;i&gt;Train a Model (Induction Heads Form)&lt;/i&gt;: below.&lt;/li&gt;&lt;li&gt;&lt;i&gt;Mistake: Mask after Softmax&lt;/i&gt;, &lt;i&gt;Mistake: Softmax over the Wrong Axis&lt;/i&gt; and &lt;i&gt;Mistake: Reshape without Transpose&lt;/i&gt; draw the common mistakes, each on a session where the mistake really changes the weights (the app says when it had to switch, and Ctrl+Z goes back); &lt;i&gt;Back to the Right Weights&lt;/i&gt; returns.&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;Train a head, and the saturation race&lt;/h3&gt;&lt;p&gt;&lt;i&gt;Labs ▸ Train a Head&lt;/i&gt; (Alt+6) opens the &lt;b&gt;Train&lt;/b&gt; panel: gradient descent on this session in front of the class. Make a target in its &lt;i&gt;Target&lt;/i&gt; tab (&lt;i&gt;Target = Output&lt;/i&gt;, then change numbers) or open a &lt;code&gt;learn-…&lt;/code&gt; preset; choose SGD or Adam, the learning rate and what moves (W_Q, W_K, W_V, W_O, the biases, the embeddings). &lt;b&gt;Step&lt;/b&gt; takes one step, &lt;b&gt;Play&lt;/b&gt; keeps stepping, &lt;b&gt;Reset&lt;/b&gt; puts back the weights from before the run. The tables show every gradient beside its weight, the loss curve grows with each step, and a run is one undo step. After an edit or Undo the panel names the last run and says the next step starts a new one from the session as it is.&lt;/p&gt;&lt;p&gt;&lt;i&gt;Labs ▸ Saturation Race&lt;/i&gt; trains the same task twice side by side, scaled by 1/√d_k and not scaled, with the Train panel&apos;s optimizer, learning rate and ticked matrices (its status line says which), leaving the session itself alone: the unscaled curve stalls where the softmax saturates.&lt;/p&gt;&lt;p&gt;&lt;i&gt;Help ▸ Keyboard Shortcuts&lt;/i&gt; lists every key.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;实验&lt;/h3&gt;&lt;p&gt;&lt;i&gt;实验&lt;/i&gt;菜单中的每一项都作用于窗口中的会话：&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;i&gt;为什么要除以 √d_k？（q·k 的分布）&lt;/i&gt;和&lt;i&gt;形状、参数与开销&lt;/i&gt;打开课程中讲解这些内容的步骤。&lt;/li&gt;&lt;li&gt;&lt;i&gt;RoPE：随距离变化的分数&lt;/i&gt;：对于使用 RoPE 的会话，把某个键的内容移到每一个距离上，计算所选查询对它的分数——正是这条曲线使注意力依赖于距离。在窗口中选择该键；右击曲线可将其导出。&lt;/li&gt;&lt;li&gt;&lt;i&gt;显示代码（NumPy、PyTorch）&lt;/i&gt;：把同样的计算写成可运行的代码，使用此会话的数值。&lt;/li&gt;&lt;li&gt;&lt;i&gt;训练一个头&lt;/i&gt;、&lt;i&gt;饱和竞赛（缩放与不缩放）&lt;/i&gt;和&lt;i&gt;训练模型（观察归纳头形成）&lt;/i&gt;：见下文。&lt;/li&gt;&lt;li&gt;&lt;i&gt;错误：在 softmax 之后掩蔽&lt;/i&gt;、&lt;i&gt;错误：沿错误的轴做 softmax&lt;/i&gt;和&lt;i&gt;错误：变形而不转置&lt;/i&gt;画出常见错误，每个都在该错误确实会改变权重的会话上展示（若必须切换会话，应用会告诉你，Ctrl+Z 可返回）；&lt;i&gt;回到正确的权重&lt;/i&gt;恢复原状。&lt;/li&gt;&lt;/ul&gt;&lt;h3&gt;训练一个头，以及饱和竞赛&lt;/h3&gt;&lt;p&gt;&lt;i&gt;实验 ▸ 训练一个头&lt;/i&gt;（Alt+6）打开&lt;b&gt;训练&lt;/b&gt;面板：当着全班在此会话上做梯度下降。在其&lt;i&gt;目标&lt;/i&gt;标签页中设定目标（&lt;i&gt;目标 = 输出&lt;/i&gt;，再修改数值），或打开一个 &lt;code&gt;learn-…&lt;/code&gt; 预设；选择 SGD 或 Adam、学习率以及要更新的参数（W_Q、W_K、W_V、W_O、偏置、嵌入）。&lt;b&gt;单步&lt;/b&gt;走一步，&lt;b&gt;运行&lt;/b&gt;持续训练，&lt;b&gt;重置&lt;/b&gt;恢复本次运行之前的权重。表格在每个权重旁显示其梯度，损失曲线随每一步增长，一次运行算一个撤销步骤。编辑或撤销之后，面板会注明上一次运行，并说明下一步将从当前的会话开始新的运行。&lt;/p&gt;&lt;p&gt;&lt;i&gt;实验 ▸ 饱和竞赛&lt;/i&gt;把同一个任务并排训练两次，一次按 1/√d_k 缩放，一次不缩放，使用训练面板的优化器、学习率和已勾选的矩阵（其状态行会注明），会话本身保持不变：未缩放的曲线在 softmax 饱和处停滞不前。&lt;/p&gt;&lt;p&gt;&lt;i&gt;帮助 ▸ 键盘快捷键&lt;/i&gt;列出所有按键。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Watch induction heads form: train a model&lt;/h3&gt;&lt;p&gt;&lt;i&gt;Labs ▸ Train a Model&lt;/i&gt; opens a window where a small transformer (2 layers of 4 heads by default, attention only) learns from random weights to continue sequences like &lt;code&gt;k q b … k q b …&lt;/code&gt;: letters drawn at random, then the same letters again. The only way to predict the second copy is to find where the letter was before and copy what followed it: an &lt;i&gt;induction head&lt;/i&gt;, helped by a &lt;i&gt;previous-token head&lt;/i&gt; in the layer below.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Play&lt;/b&gt; trains (press again to pause), &lt;b&gt;Step&lt;/b&gt; takes one step, &lt;b&gt;Stop&lt;/b&gt; ends the run (what it trained stays to be looked at and saved; the next Play starts a new run). &lt;b&gt;Speed&lt;/b&gt; slows it down for a class; &lt;b&gt;Seed&lt;/b&gt;, &lt;b&gt;Layers&lt;/b&gt;, &lt;b&gt;Heads&lt;/b&gt; and &lt;b&gt;d_model&lt;/b&gt; choose the model while no run is going.&lt;/li&gt;&lt;li&gt;The curves share one time axis: the loss of each step&apos;s batch (grey), the loss on the repeated half of a held-out batch (bold), and every head&apos;s previous-token and induction scores. The leading head of each kind is coloured and named; a dashed line marks the step at which it rose (half-way from its first score to its best). After a few thousand steps the bold loss steps down as the two heads appear together.&lt;/li&gt;&lt;li&gt;The grid shows every layer × head on one held-out repeated sequence, badged with its induction score; the best induction head is shown large below it (click a head to show another). Right-click or Ctrl+click a head to switch it off &lt;i&gt;in the evaluation&lt;/i&gt;: the curves from then on, the grid and the large map are measured without it (the shaded part of the curves says which heads were off), while training goes on with the whole model. Switch the induction head off and the loss on the repeated half jumps back up.&lt;/li&gt;&lt;li&gt;The &lt;b&gt;Checkpoint&lt;/b&gt; slider goes back to any kept checkpoint (every 100 steps unless told otherwise; clicking the curves goes to the nearest). &lt;b&gt;Open in Model Workbench&lt;/b&gt; opens the model shown in the main window&apos;s Model dock, with head scores, switching heads off and the next token. &lt;b&gt;Save Model…&lt;/b&gt; writes it as a GPT-2 folder (as &lt;code&gt;attention-lab train-model&lt;/code&gt; does); &lt;b&gt;Save Curves (CSV)…&lt;/b&gt; writes the history; right-click the curves or a map to export it as a picture.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;The steps are exactly those of &lt;code&gt;attention-lab train-model --task induction --seed S --steps N&lt;/code&gt; with the same sizes. Closing the window with a trained model that is not saved asks first.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;观察归纳头的形成：训练一个模型&lt;/h3&gt;&lt;p&gt;&lt;i&gt;实验 ▸ 训练模型&lt;/i&gt;打开一个窗口，其中一个小型 Transformer（默认 2 层、每层 4 个头，只有注意力）从随机权重开始，学习续写 &lt;code&gt;k q b … k q b …&lt;/code&gt; 这样的序列：先随机抽取一些字母，再把同样的字母重复一遍。要预测第二遍，唯一的办法是找到该字母上次出现的位置，并复制紧随其后的字母：这就是&lt;i&gt;归纳头&lt;/i&gt;，它需要下一层中的&lt;i&gt;前一词元头&lt;/i&gt;协助。&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;运行&lt;/b&gt;开始训练（再按一次暂停），&lt;b&gt;单步&lt;/b&gt;走一步，&lt;b&gt;停止&lt;/b&gt;结束本次运行（训练出的结果保留下来，可供查看和保存；下次按运行时开始新的运行）。&lt;b&gt;速度&lt;/b&gt;可为课堂放慢训练；没有运行时，用&lt;b&gt;种子&lt;/b&gt;、&lt;b&gt;层数&lt;/b&gt;、&lt;b&gt;头数&lt;/b&gt;和 &lt;b&gt;d_model&lt;/b&gt; 选择模型。&lt;/li&gt;&lt;li&gt;各条曲线共用一条时间轴：每一步批次的损失（灰色）、留出批次中重复那一半上的损失（粗线），以及每个头的前一词元分数和归纳分数。每类中领先的头会着色并标出名称；一条虚线标出它上升的那一步（从初始分数到最佳分数的一半处）。几千步之后，当这两个头一同出现时，粗线所示的损失会台阶式下降。&lt;/li&gt;&lt;li&gt;网格在一个留出的重复序列上显示每一层 × 每个头，并标注其归纳分数；最佳的归纳头在下方放大显示（单击某个头可改为显示它）。右击或按住 Ctrl 单击某个头，可&lt;i&gt;在评估中&lt;/i&gt;关闭它：此后的曲线、网格和放大图都在没有它的情况下测量（曲线的阴影部分表示哪些头被关闭），而训练仍在整个模型上继续。关闭归纳头后，重复那一半上的损失又会跳回高位。&lt;/li&gt;&lt;li&gt;&lt;b&gt;检查点&lt;/b&gt;滑块可回到任何保留下来的检查点（除非另行设定，每 100 步保留一个；单击曲线会跳到最近的检查点）。&lt;b&gt;在模型工作台中打开&lt;/b&gt;在主窗口的模型面板中打开所示的模型，可查看头分数、关闭头以及下一个词元。&lt;b&gt;保存模型…&lt;/b&gt;将其写为 GPT-2 文件夹（与 &lt;code&gt;attention-lab train-model&lt;/code&gt; 的做法相同）；&lt;b&gt;保存曲线（CSV）…&lt;/b&gt;写出训练历史；右击曲线或某张图可将其导出为图片。&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;这些步骤与使用相同尺寸时的 &lt;code&gt;attention-lab train-model --task induction --seed S --steps N&lt;/code&gt; 完全一致。若训练好的模型尚未保存，关闭窗口前会先询问。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Find a head, switch it off: a guided example&lt;/h3&gt;&lt;p&gt;A heatmap shows where a head looks, not what the model does with it. The built-in induction model, a small GPT-2 built so that its heads are known, lets the class find that out.&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;i&gt;File ▸ Open Model…&lt;/i&gt;, click &lt;b&gt;Induction (built-in example)&lt;/b&gt;, then &lt;b&gt;Open and Run&lt;/b&gt;. The sentence says the same thing twice: “The old king saw a red tree by the river. The old king saw a red tree by the”. The &lt;b&gt;Next token&lt;/b&gt; panel gives “ river”, almost certain: the model copies what followed “ the” the first time.&lt;/li&gt;&lt;li&gt;Which head copies? In the model view choose &lt;b&gt;Badges: induction score&lt;/b&gt;. One panel lights up: layer 2, head 2 (&lt;code&gt;1.1&lt;/code&gt; on the command line), near 1. Each token of the second sentence attends to the token that &lt;i&gt;followed&lt;/i&gt; its first occurrence. Under &lt;i&gt;Badges: previous-token score&lt;/i&gt;, layer 1, head 1 (&lt;code&gt;0.0&lt;/code&gt;) lights up instead: it tells every position which token came before it.&lt;/li&gt;&lt;li&gt;Right-click the induction head&apos;s panel and choose &lt;b&gt;Switch Layer 2 Head 2 (1.1) Off: Output Zero&lt;/b&gt; (or Ctrl+click it): its output is set to 0 and the model runs again. Its heatmap does not change at all, yet in the Next token panel “ river” falls from almost 1 to almost 0, and the model now says “ the” again, the only word it still has. The heatmap could not have told you this head does the copying; switching it off does.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Restore All&lt;/b&gt;, then switch the previous-token head off instead. The copy fails too, and now the induction head&apos;s heatmap loses its stripe and its score falls: it reads what the earlier head wrote. Two heads in two layers make one mechanism, a circuit.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;The same from the command line: &lt;code&gt;attention-lab model FOLDER --text &quot;…&quot; --head-scores&lt;/code&gt;, then again with &lt;code&gt;--ablate 1.1&lt;/code&gt; (the manual&apos;s &quot;The built-in induction model&quot; gives the folder).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;找到一个头，把它关掉：引导示例&lt;/h3&gt;&lt;p&gt;热力图显示的是一个头看向哪里，而不是模型用它做了什么。内置的归纳模型是一个特意构造、各个头的作用都已知的小型 GPT-2，可以让全班亲手找出答案。&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;i&gt;文件 ▸ 打开模型…&lt;/i&gt;，单击 &lt;b&gt;归纳（内置示例）&lt;/b&gt;，然后单击&lt;b&gt;打开并运行&lt;/b&gt;。这个句子把同一件事说了两遍：“The old king saw a red tree by the river. The old king saw a red tree by the”。&lt;b&gt;下一个词元&lt;/b&gt;面板给出“ river”，几乎是确定的：模型复制了第一次出现时“ the”后面的内容。&lt;/li&gt;&lt;li&gt;是哪个头在复制？在模型视图中选择&lt;b&gt;标注：归纳分数&lt;/b&gt;。有一个面板亮了起来：第 2 层第 2 个头（命令行中为 &lt;code&gt;1.1&lt;/code&gt;），分数接近 1。第二个句子中的每个词元都关注它第一次出现时&lt;i&gt;后面&lt;/i&gt;的那个词元。换成&lt;i&gt;标注：前一词元分数&lt;/i&gt;，亮起的则是第 1 层第 1 个头（&lt;code&gt;0.0&lt;/code&gt;）：它告诉每个位置前面是哪个词元。&lt;/li&gt;&lt;li&gt;右击归纳头的面板，选择&lt;b&gt;关闭第 2 层第 2 个头（1.1）：输出零&lt;/b&gt;（或按住 Ctrl 单击它）：它的输出被置为 0，模型重新运行。它的热力图完全不变，但在下一个词元面板中，“ river”从几乎为 1 跌到几乎为 0，模型又说出了“ the”，这是它唯一还剩下的词。热力图无法告诉你这个头负责复制；把它关掉才能看出来。&lt;/li&gt;&lt;li&gt;按&lt;b&gt;全部恢复&lt;/b&gt;，再改为关闭前一词元头。复制同样失败，而这一次归纳头的热力图失去了它的条纹，分数也随之下降：它读取的正是前面那个头写下的内容。两层中的两个头构成一个机制，即一条回路。&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;在命令行中也可以这样做：&lt;code&gt;attention-lab model FOLDER --text &quot;…&quot; --head-scores&lt;/code&gt;，然后加上 &lt;code&gt;--ablate 1.1&lt;/code&gt; 再运行一次（模型文件夹的位置见手册中的 &quot;The built-in induction model&quot; 一节）。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Where is the answer carried, and when is it known? Patching, Logit Lens, Rollout&lt;/h3&gt;&lt;p&gt;Beside &lt;b&gt;Every Head&lt;/b&gt; in the Model dock, three tabs look at the whole model:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;Patching&lt;/b&gt;: &lt;b&gt;Compare With…&lt;/b&gt; a second text of as many tokens — your sentence with the names swapped, say — and pick the answer and the wrong token from the model&apos;s top next tokens (or, at the last position, the next-token panel&apos;s menu: &lt;i&gt;Use … as the Answer&lt;/i&gt;). The model runs on the second text with one activation at a time copied from yours: the residual stream entering each layer at each position, and each head&apos;s output. Each cell says how much of the answer over the wrong token comes back: 1 (red) all of it, 0 (white) none, below 0 (blue) the other way. Positions before the first changed token are 0 without a run. It runs in the background with a progress bar and &lt;b&gt;Cancel&lt;/b&gt;; click a head&apos;s cell to open that head large. It runs the model as opened, with no head switched off.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Logit Lens&lt;/b&gt;: each layer&apos;s residual stream read as if it were the last (the final norm, then the unembedding): the top token in every cell, coloured by its probability. Choose &lt;i&gt;Cells: the answer&apos;s rank&lt;/i&gt; to follow the answer down the layers: #1 where the model would already say it. The last layer is the model&apos;s own prediction. Click a cell to see that position&apos;s next tokens.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Rollout&lt;/b&gt;: attention followed through every layer (Abnar &amp;amp; Zuidema): each layer&apos;s heads averaged, half kept for the residual path, multiplied through. One map for the whole model — a picture of where information can flow, not of what the model computes with it.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Every grid copies and exports like every view (right-click: Export Image…, Copy Image, Copy as CSV, Export CSV…). On the command line: &lt;code&gt;--corrupt TEXT2 --answer A --wrong B&lt;/code&gt;, &lt;code&gt;--logit-lens&lt;/code&gt;, &lt;code&gt;--rollout&lt;/code&gt;.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;答案由哪里承载，何时已知？修补、Logit 透镜、注意力展开&lt;/h3&gt;&lt;p&gt;在模型面板中&lt;b&gt;所有头&lt;/b&gt;的旁边，有三个着眼于整个模型的标签页：&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;修补&lt;/b&gt;：&lt;b&gt;与另一文本比较…&lt;/b&gt;输入词元数相同的第二段文本——比如把你句子中的人名对调——并从模型排名靠前的下一词元中选出答案和错误词元（或者在最后一个位置使用下一词元面板的菜单：&lt;i&gt;将“…”用作答案&lt;/i&gt;）。模型在第二段文本上运行，每次从你的文本中复制一个激活过来：进入每一层、每个位置的残差流，以及每个头的输出。每个单元格表示答案相对错误词元的领先恢复了多少：1（红色）全部恢复，0（白色）没有恢复，小于 0（蓝色）则是反方向。第一个不同词元之前的位置不必运行，直接为 0。它在后台运行，带有进度条和&lt;b&gt;取消&lt;/b&gt;按钮；单击某个头的单元格可放大打开该头。它运行的是刚打开时的模型，不关闭任何头。&lt;/li&gt;&lt;li&gt;&lt;b&gt;Logit 透镜&lt;/b&gt;：把每一层的残差流当作最后一层来读取（先经过最终的范数层，再经过反嵌入）：每个单元格显示排名第一的词元，颜色表示其概率。选择&lt;i&gt;单元格：答案的排名&lt;/i&gt;可沿着各层跟踪答案：排名第 1 表示模型此时已经会说出它。最后一层就是模型自己的预测。单击一个单元格可查看该位置的下一个词元。&lt;/li&gt;&lt;li&gt;&lt;b&gt;注意力展开&lt;/b&gt;：沿所有层追踪注意力（Abnar &amp;amp; Zuidema）：每层的各个头取平均，一半留给残差路径，再逐层相乘。整个模型只有一张图——它描绘的是信息可能流向哪里，而不是模型用这些信息计算了什么。&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;每个网格都像其他视图一样可以复制和导出（右击：导出图像…、复制图像、复制为 CSV、导出 CSV…）。命令行：&lt;code&gt;--corrupt TEXT2 --answer A --wrong B&lt;/code&gt;、&lt;code&gt;--logit-lens&lt;/code&gt;、&lt;code&gt;--rollout&lt;/code&gt;。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Window</source>
        <translation>窗口</translation>
    </message>
    <message>
        <source>Heatmap (click it first)</source>
        <translation>热力图（先单击它）</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>表格</translation>
    </message>
    <message>
        <source>Zoom in / out</source>
        <translation>放大 / 缩小</translation>
    </message>
    <message>
        <source>Zoom in or out at the pointer</source>
        <translation>以指针处为中心放大或缩小</translation>
    </message>
    <message>
        <source>Ctrl+Wheel</source>
        <translation>Ctrl+滚轮</translation>
    </message>
    <message>
        <source>Show the whole matrix</source>
        <translation>显示整个矩阵</translation>
    </message>
    <message>
        <source>Move the cursor cell (up, down: the query); a zoomed map follows</source>
        <translation>移动光标单元格（上、下：切换查询）；放大的图随之移动</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>方向键</translation>
    </message>
    <message>
        <source>Explain the cursor&apos;s query in the breakdown</source>
        <translation>在分解中解释光标所在的查询</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Pan a zoomed map</source>
        <translation>平移放大的图</translation>
    </message>
    <message>
        <source>Shift+Arrow keys</source>
        <translation>Shift+方向键</translation>
    </message>
    <message>
        <source>Block / unblock a cell</source>
        <translation>屏蔽 / 解除屏蔽单元格</translation>
    </message>
    <message>
        <source>Ctrl+Click</source>
        <translation>Ctrl+单击</translation>
    </message>
    <message>
        <source>Type into a cell</source>
        <translation>在单元格中输入</translation>
    </message>
    <message>
        <source>any digit, or F2</source>
        <translation>任意数字键，或 F2</translation>
    </message>
    <message>
        <source>Take the number, move down</source>
        <translation>确认数值，下移</translation>
    </message>
    <message>
        <source>Take the number, move right</source>
        <translation>确认数值，右移</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tab</translation>
    </message>
    <message>
        <source>Leave a cell unchanged</source>
        <translation>保持单元格不变并离开</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Copy the selected cells (tab-separated)</source>
        <translation>复制所选单元格（制表符分隔）</translation>
    </message>
    <message>
        <source>Paste cells from a spreadsheet</source>
        <translation>从电子表格粘贴单元格</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Does</source>
        <translation>功能</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>适用于</translation>
    </message>
    <message>
        <source>Read from the menus as they are now; the last rows are keys the heatmap and the tables handle themselves.</source>
        <translation>此列表读取自当前的菜单；最后几行是热力图和表格自行处理的按键。</translation>
    </message>
    <message>
        <source>How to Use Attention Lab</source>
        <translation>Attention Lab 使用说明</translation>
    </message>
    <message>
        <source>&amp;How to Use Attention Lab</source>
        <translation>Attention Lab 使用说明(&amp;H)</translation>
    </message>
    <message>
        <source>Keyboard &amp;Shortcuts</source>
        <translation>键盘快捷键(&amp;S)</translation>
    </message>
    <message>
        <source>Keys while presenting</source>
        <translation>演示时的按键</translation>
    </message>
    <message>
        <source>A clicker&apos;s keys work from every window of the app. Any key closes this.</source>
        <translation>翻页笔的按键在本应用的每个窗口中都有效。按任意键关闭此说明。</translation>
    </message>
    <message>
        <source>“%1” is not a token id (0…%2): this model was opened on ids, so give the second text as ids too.</source>
        <translation>“%1”不是词元 ID（0…%2）：此模型是以 ID 打开的，因此第二段文本也请用 ID 给出。</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>无</translation>
    </message>
    <message>
        <source>previous-token score</source>
        <translation>前一词元分数</translation>
    </message>
    <message>
        <source>first-token score</source>
        <translation>首词元分数</translation>
    </message>
    <message>
        <source>self score</source>
        <translation>自身分数</translation>
    </message>
    <message>
        <source>induction score</source>
        <translation>归纳分数</translation>
    </message>
    <message>
        <source>importance</source>
        <translation>重要性</translation>
    </message>
    <message>
        <source>sink mass</source>
        <translation>汇点占比</translation>
    </message>
    <message>
        <source>open the model in %1</source>
        <translation>打开 %1 中的模型</translation>
    </message>
    <message>
        <source>There is nothing to run: type a sentence or some token ids.</source>
        <translation>没有可运行的内容：请输入一个句子或一些词元 ID。</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1：%2。</translation>
    </message>
    <message>
        <source>The token ids</source>
        <translation>词元 ID</translation>
    </message>
    <message>
        <source>The text</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>Running %1 tokens through the %2 layers of this model %3.</source>
        <translation>在此模型的 %2 层中运行 %1 个词元%3。</translation>
    </message>
    <message>
        <source>run %1 tokens through the %2 layers of this model</source>
        <translation>在此模型的 %2 层中运行 %1 个词元</translation>
    </message>
    <message>
        <source>There is not enough memory to %1.</source>
        <translation>内存不足，无法%1。</translation>
    </message>
    <message>
        <source>Head out</source>
        <translation>头输出</translation>
    </message>
    <message>
        <source>%1 is too large: numbers here are within ±%2</source>
        <translation>%1 太大：此处的数必须在 ±%2 以内</translation>
    </message>
    <message>
        <source>%1 is too close to 0 to be stored: type 0</source>
        <translation>%1 太接近 0，无法存储：请输入 0</translation>
    </message>
    <message>
        <source>“%1” is not a number: use a point for decimals (%2), and no separators between thousands</source>
        <translation>“%1”不是数：小数请用点号（%2），且不要用千位分隔符</translation>
    </message>
    <message>
        <source>“%1” is not a number: use a point for decimals, and no separators between thousands</source>
        <translation>“%1”不是数：小数请用点号，且不要用千位分隔符</translation>
    </message>
    <message>
        <source>“%1” is not a number: write it without separators between thousands</source>
        <translation>“%1”不是数：请不要用千位分隔符</translation>
    </message>
    <message>
        <source>“%1” is not a number</source>
        <translation>“%1”不是数</translation>
    </message>
    <message>
        <source>type a number</source>
        <translation>请输入一个数</translation>
    </message>
    <message>
        <source>token embedding</source>
        <translation>词元嵌入</translation>
    </message>
    <message>
        <source>position embedding</source>
        <translation>位置嵌入</translation>
    </message>
    <message>
        <source>biases (β, b_Q, b_K)</source>
        <translation>偏置（β、b_Q、b_K）</translation>
    </message>
    <message>
        <source>L%1 MLP</source>
        <translation>L%1 MLP</translation>
    </message>
    <message>
        <source>L%1 W_O bias</source>
        <translation>L%1 W_O 偏置</translation>
    </message>
    <message>
        <source>L%1 H%2</source>
        <translation>L%1 H%2</translation>
    </message>
    <message>
        <source>the other %1 sources</source>
        <translation>其余 %1 个来源</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>the other %1 terms</source>
        <translation>其余 %1 项</translation>
    </message>
    <message>
        <source>Why this score</source>
        <translation>分数从何而来</translation>
    </message>
    <message>
        <source>Layer %1 Head %2 · query %3 “%4” → key %5 “%6”</source>
        <translation>第 %1 层第 %2 个头 · 查询 %3“%4”→ 键 %5“%6”</translation>
    </message>
    <message>
        <source>Click a cell of the head&apos;s map (a query&apos;s row, a key&apos;s column) to see why it scored what it did.</source>
        <translation>单击该头的图中的一个单元格（一个查询的行、一个键的列），查看它为何得到这个分数。</translation>
    </message>
    <message>
        <source>score q·k = %1 (raw, before the scale): the sum of every term</source>
        <translation>分数 q·k = %1（原始值，缩放之前）：所有项之和</translation>
    </message>
    <message>
        <source>source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>in the query</source>
        <translation>在查询中</translation>
    </message>
    <message>
        <source>in the key</source>
        <translation>在键中</translation>
    </message>
    <message>
        <source>the other %1</source>
        <translation>其余 %1 个</translation>
    </message>
    <message>
        <source>The biggest terms: query source × key source</source>
        <translation>最大的项：查询来源 × 键来源</translation>
    </message>
    <message>
        <source>sum of every term = %1 = the score</source>
        <translation>所有项之和 = %1 = 分数</translation>
    </message>
    <message>
        <source>Each entry is a share of the score with every norm&apos;s scale frozen at its value on this input — not what removing that source would change.</source>
        <translation>每一项是分数中的一份，每个范数层的缩放都固定为它在此输入上的值——而不是移除该来源后会带来的变化。</translation>
    </message>
    <message>
        <source>Heatmap</source>
        <translation>热力图</translation>
    </message>
    <message>
        <source>All Heads</source>
        <translation>所有头</translation>
    </message>
    <message>
        <source>Line View</source>
        <translation>连线视图</translation>
    </message>
    <message>
        <source>Model View</source>
        <translation>模型视图</translation>
    </message>
    <message>
        <source>Next Token</source>
        <translation>下一个词元</translation>
    </message>
    <message>
        <source>Why This Score</source>
        <translation>分数从何而来</translation>
    </message>
    <message>
        <source>Logit Lens</source>
        <translation>Logit 透镜</translation>
    </message>
    <message>
        <source>Patching</source>
        <translation>修补</translation>
    </message>
    <message>
        <source>Breakdown</source>
        <translation>分解</translation>
    </message>
    <message>
        <source>Lesson Step</source>
        <translation>课程步骤</translation>
    </message>
    <message>
        <source>Heads Side by Side</source>
        <translation>并排比较头</translation>
    </message>
    <message>
        <source>WRONG · head %1: masked after softmax</source>
        <translation>错误 · 头 %1：在 softmax 之后掩蔽</translation>
    </message>
    <message>
        <source>rows with a blocked key no longer sum to 1</source>
        <translation>含被屏蔽键的行，和不再为 1</translation>
    </message>
    <message>
        <source>WRONG · head %1: softmax over queries</source>
        <translation>错误 · 头 %1：对查询做 softmax</translation>
    </message>
    <message>
        <source>each column sums to 1; the rows do not</source>
        <translation>每列之和为 1；每行则不是</translation>
    </message>
    <message>
        <source>WRONG · head %1: reshape without transpose</source>
        <translation>错误 · 头 %1：变形而不转置</translation>
    </message>
    <message>
        <source>each row mixes pieces of other tokens</source>
        <translation>每行都混入了其他词元的片段</translation>
    </message>
    <message>
        <source>Reshape without transpose (one head: harmless)</source>
        <translation>变形而不转置（只有一个头：无害）</translation>
    </message>
    <message>
        <source>with one head nothing is scrambled: try two heads</source>
        <translation>只有一个头时什么都不会被打乱：试试两个头</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>层</translation>
    </message>
    <message>
        <source>head</source>
        <translation>头</translation>
    </message>
    <message>
        <source>position</source>
        <translation>位置</translation>
    </message>
    <message>
        <source>Head outputs patched</source>
        <translation>修补头输出</translation>
    </message>
    <message>
        <source>Residual stream patched</source>
        <translation>修补残差流</translation>
    </message>
    <message>
        <source>each head&apos;s output in each layer from the clean run</source>
        <translation>每一层中每个头的输出，取自干净运行</translation>
    </message>
    <message>
        <source>the stream entering each layer, one position at a time, from the clean run</source>
        <translation>进入每一层的残差流，每次一个位置，取自干净运行</translation>
    </message>
    <message>
        <source>: 1 = %1 over %2 as in the clean run, 0 = as corrupted</source>
        <translation>：1 = %1 领先 %2 的程度与干净运行相同，0 = 与损坏运行相同</translation>
    </message>
    <message>
        <source>restored</source>
        <translation>恢复比例</translation>
    </message>
    <message>
        <source>Layer %1 head %2&apos;s output</source>
        <translation>第 %1 层第 %2 个头的输出</translation>
    </message>
    <message>
        <source>The stream entering layer %1 at %2 (position %3)</source>
        <translation>进入第 %1 层、位于 %2（位置 %3）的残差流</translation>
    </message>
    <message>
        <source>%1 from the clean run: %2 of the answer comes back</source>
        <translation>%1 取自干净运行：答案恢复了 %2</translation>
    </message>
    <message>
        <source>
Click to open this head</source>
        <translation>
单击以打开此头</translation>
    </message>
    <message>
        <source>
Click to open this layer</source>
        <translation>
单击以打开此层</translation>
    </message>
    <message>
        <source>Logit lens · where %1 ranks after each layer</source>
        <translation>Logit 透镜 · 每一层之后 %1 的排名</translation>
    </message>
    <message>
        <source>Logit lens · the top next token after each layer</source>
        <translation>Logit 透镜 · 每一层之后排名第一的下一个词元</translation>
    </message>
    <message>
        <source>each layer&apos;s stream through the final norm and the unembedding: #1 = the model would answer %1 already; colour = its probability</source>
        <translation>每一层的残差流经过最终的范数层和反嵌入：#1 = 模型此时已会回答 %1；颜色 = 其概率</translation>
    </message>
    <message>
        <source>each layer&apos;s stream through the final norm and the unembedding; colour = the top token&apos;s probability; the last layer is the model&apos;s own prediction</source>
        <translation>每一层的残差流经过最终的范数层和反嵌入；颜色 = 排名第一的词元的概率；最后一层就是模型自己的预测</translation>
    </message>
    <message>
        <source>probability</source>
        <translation>概率</translation>
    </message>
    <message>
        <source>Layer %1, after %2 (position %3): the stream read as the last layer</source>
        <translation>第 %1 层，在 %2 之后（位置 %3）：把残差流当作最后一层来读取</translation>
    </message>
    <message>
        <source>%1: rank %2, probability %3</source>
        <translation>%1：排名 %2，概率 %3</translation>
    </message>
    <message>
        <source>Attention rollout · through all %1 layers</source>
        <translation>注意力展开 · 贯穿全部 %1 层</translation>
    </message>
    <message>
        <source>½·mean of the heads + ½·I, multiplied through the layers · rows sum to 1</source>
        <translation>½·各头平均 + ½·I，逐层相乘 · 每行之和为 1</translation>
    </message>
    <message>
        <source>Ctrl+Z brings your session back</source>
        <translation>Ctrl+Z 可恢复你的会话</translation>
    </message>
    <message>
        <source>Causal mask on</source>
        <translation>已开启因果掩码</translation>
    </message>
    <message>
        <source>Nothing was masked, so masking after softmax changed nothing: the causal mask is now on (Ctrl+Z turns it off again).</source>
        <translation>没有任何东西被掩蔽，因此在 softmax 之后掩蔽不会带来任何变化：现已开启因果掩码（Ctrl+Z 可再次关闭）。</translation>
    </message>
    <message>
        <source>Causal lesson</source>
        <translation>因果掩码的课程示例</translation>
    </message>
    <message>
        <source>Nothing here can be masked to show it, so it is shown on the lesson with the causal mask; %1.</source>
        <translation>这里没有可掩蔽的内容来展示它，因此改用带因果掩码的课程示例展示；%1。</translation>
    </message>
    <message>
        <source>Use 2 heads</source>
        <translation>使用 2 个头</translation>
    </message>
    <message>
        <source>With one head a reshape without transpose scrambles nothing: the session now has 2 heads (Ctrl+Z goes back to 1).</source>
        <translation>只有一个头时，变形而不转置不会打乱任何东西：会话现在有 2 个头（Ctrl+Z 可回到 1 个）。</translation>
    </message>
    <message>
        <source>Two-heads preset</source>
        <translation>双头预设</translation>
    </message>
    <message>
        <source>This session cannot be split into two heads, so the mistake is shown on the two-heads preset; %1.</source>
        <translation>此会话无法拆分成两个头，因此改用双头预设展示这个错误；%1。</translation>
    </message>
    <message>
        <source>The lesson</source>
        <translation>课程示例</translation>
    </message>
    <message>
        <source>Here a softmax over queries gives the same weights as over keys, so it is shown on the lesson&apos;s example; %1.</source>
        <translation>这里对查询做 softmax 与对键做 softmax 得到的权重相同，因此改用课程的示例展示；%1。</translation>
    </message>
    <message>
        <source>mask after softmax</source>
        <translation>在 softmax 之后掩蔽</translation>
    </message>
    <message>
        <source>softmax over the wrong axis</source>
        <translation>沿错误的轴做 softmax</translation>
    </message>
    <message>
        <source>reshape without transpose</source>
        <translation>变形而不转置</translation>
    </message>
    <message>
        <source>This mistake cannot be shown on any session at hand.</source>
        <translation>手头没有任何会话能展示这个错误。</translation>
    </message>
    <message>
        <source>%1 (max of %2×%2 blocks)</source>
        <translation>%1（%2×%2 块中的最大值）</translation>
    </message>
    <message>
        <source>RoPE by Distance</source>
        <translation>RoPE 随距离变化</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Why did this head look there? Why This Score&lt;/h3&gt;&lt;p&gt;Click a cell of the head shown large in the Model dock (a query&apos;s row, a key&apos;s column): the &lt;b&gt;Why This Score&lt;/b&gt; tab splits that cell&apos;s raw score q·k into where the query&apos;s and the key&apos;s residual streams came from — the token embedding, the position embedding, each head of every earlier layer, each MLP, the biases.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;In the query&lt;/b&gt; and &lt;b&gt;in the key&lt;/b&gt;: what each source brought to each side (its row and column totals).&lt;/li&gt;&lt;li&gt;&lt;b&gt;The biggest terms&lt;/b&gt;: query source × key source, largest first, the rest summed; the sum is the score.&lt;/li&gt;&lt;li&gt;Each norm&apos;s scale is frozen at its value on this sentence, which makes the split exact. An entry is a share of the score, not what removing that source would change: for that, switch the source&apos;s head off.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;On the built-in induction model with the text “ the cat sat on a red mat the cat sat on a red”, click layer 2 head 2, then the cell where the second “ red” looks at “ mat”: almost all of the score is the query&apos;s own token embedding × what layer 1 head 1 (the previous-token head) wrote into the key. The key was found through another head&apos;s output: K-composition. The table follows every head switched off, and its menu exports it as a picture or as CSV (the whole matrix). On the command line: &lt;code&gt;attention-lab model FOLDER --text &quot;…&quot; --attribution 1.1.12.6&lt;/code&gt;, and &lt;code&gt;--logit-lens&lt;/code&gt;, &lt;code&gt;--rollout&lt;/code&gt; and &lt;code&gt;--corrupt&lt;/code&gt; (activation patching) beside it (the manual&apos;s &quot;How the model computes its answer&quot;).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;这个头为什么看向那里？分数从何而来&lt;/h3&gt;&lt;p&gt;单击模型面板中放大显示的那个头的某个单元格（一个查询的行、一个键的列）：&lt;b&gt;分数从何而来&lt;/b&gt;标签页会把该单元格的原始分数 q·k 按查询和键的残差流的来源拆分——词元嵌入、位置嵌入、之前每一层的每个头、每个 MLP、偏置。&lt;/p&gt;&lt;ul&gt;&lt;li&gt;&lt;b&gt;在查询中&lt;/b&gt;和&lt;b&gt;在键中&lt;/b&gt;：每个来源为两侧各带来了多少（其行合计和列合计）。&lt;/li&gt;&lt;li&gt;&lt;b&gt;最大的项&lt;/b&gt;：查询来源 × 键来源，从大到小排列，其余的项合计为一项；总和就是分数。&lt;/li&gt;&lt;li&gt;每个范数层的缩放都固定为它在此句子上的值，这使拆分是精确的。每一项是分数中的一份，而不是移除该来源后会带来的变化：要看后者，请关闭该来源所在的头。&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;在内置的归纳模型上，以“ the cat sat on a red mat the cat sat on a red”为文本，单击第 2 层第 2 个头，再单击第二个“ red”看向“ mat”的单元格：几乎全部分数都来自查询自身的词元嵌入 × 第 1 层第 1 个头（前一词元头）写入键中的内容。这个键是经由另一个头的输出找到的：K 组合（K-composition）。表格会随每个被关闭的头而更新，其菜单可将其导出为图片或 CSV（整个矩阵）。命令行：&lt;code&gt;attention-lab model FOLDER --text &quot;…&quot; --attribution 1.1.12.6&lt;/code&gt;，以及与之并列的 &lt;code&gt;--logit-lens&lt;/code&gt;、&lt;code&gt;--rollout&lt;/code&gt; 和 &lt;code&gt;--corrupt&lt;/code&gt;（激活修补）（见手册中的 &quot;How the model computes its answer&quot;）。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>快捷键</translation>
    </message>
</context>
<context>
    <name>WorksheetText</name>
    <message>
        <source>The raw scores q·kⱼ of %1 (%2) for %3.</source>
        <extracomment>An exercise&apos;s prompt, as every prompt of this kind: %1 the query (&quot;query 2 “cat”&quot;), %2 the head (&quot;head 1 of 4&quot;), %3 which keys (&quot;keys 1, 2, 3&quot;). The rule after it is the exercise&apos;s first hint.</extracomment>
        <translation>%1（%2）的原始分数 q·kⱼ：%3。</translation>
    </message>
    <message>
        <source>A score is a dot product: multiply q and k component by component and add the products.</source>
        <translation>分数就是点积：把 q 和 k 逐个分量相乘，再把乘积相加。</translation>
    </message>
    <message>
        <source>The scaled scores of %1 (%2) for %3.</source>
        <translation>%1（%2）缩放后的分数：%3。</translation>
    </message>
    <message>
        <source>Multiply each raw score by the scale, 1/√d_k unless the session sets its own.</source>
        <translation>把每个原始分数乘以缩放因子：除非会话另行设定，否则为 1/√d_k。</translation>
    </message>
    <message>
        <source>The scores after ALiBi&apos;s distance penalty, %1 (%2), for %3.</source>
        <translation>%1（%2）加上 ALiBi 距离惩罚后的分数：%3。</translation>
    </message>
    <message>
        <source>Subtract the head&apos;s slope × the distance |i − j| from each scaled score.</source>
        <translation>从每个缩放后的分数中减去该头的斜率 × 距离 |i − j|。</translation>
    </message>
    <message>
        <source>The scores after the soft-cap, %1 (%2), for %3.</source>
        <translation>%1（%2）经过软上限后的分数：%3。</translation>
    </message>
    <message>
        <source>Soft-capping squashes each score into (−cap, cap): cap · tanh(score / cap).</source>
        <translation>软上限把每个分数压缩到 (−cap, cap) 之内：cap · tanh(分数 / cap)。</translation>
    </message>
    <message>
        <source>eˣ of each score of %1 (%2), for %3, as the step works them out.</source>
        <translation>按此步骤的算法，求 %1（%2）每个分数的 eˣ：%3。</translation>
    </message>
    <message>
        <source>Raise e to each score (the step subtracts the row&apos;s largest score first where the numbers are large); a blocked key gives e^−∞ = 0.</source>
        <translation>对每个分数求 e 的幂（数值较大时，此步骤会先减去该行最大的分数）；被屏蔽的键得到 e^−∞ = 0。</translation>
    </message>
    <message>
        <source>eˣ of the sink&apos;s logit for %1 (%2).</source>
        <translation>%1（%2）中汇点 logit 的 eˣ。</translation>
    </message>
    <message>
        <source>Raise e to the sink&apos;s logit, as for a key.</source>
        <translation>与键一样，对汇点的 logit 求 e 的幂。</translation>
    </message>
    <message>
        <source>Σ eˣ for %1 (%2).</source>
        <translation>%1（%2）的 Σ eˣ。</translation>
    </message>
    <message>
        <source>Add up the exponentials of every key the query may see (and the sink&apos;s, where the head has one).</source>
        <translation>把查询能看到的每个键的指数相加（若该头有汇点，也加上汇点的）。</translation>
    </message>
    <message>
        <source>The attention weights of %1 (%2) for %3.</source>
        <translation>%1（%2）的注意力权重：%3。</translation>
    </message>
    <message>
        <source>Divide each eˣ by their sum Σ eˣ: the weights are positive and add up to 1.</source>
        <translation>每个 eˣ 除以它们的和 Σ eˣ：权重都为正，且相加为 1。</translation>
    </message>
    <message>
        <source>The sink&apos;s weight for %1 (%2).</source>
        <translation>%1（%2）中汇点的权重。</translation>
    </message>
    <message>
        <source>Divide the sink&apos;s eˣ by the same sum: its share goes to no key.</source>
        <translation>汇点的 eˣ 除以同一个和：它的份额不分给任何键。</translation>
    </message>
    <message>
        <source>The weighted values wⱼ·vⱼ of %1 (%2) for %3.</source>
        <translation>%1（%2）的加权值 wⱼ·vⱼ：%3。</translation>
    </message>
    <message>
        <source>Multiply each value row vⱼ by its weight wⱼ, number by number.</source>
        <translation>把每个值行 vⱼ 逐个数乘以它的权重 wⱼ。</translation>
    </message>
    <message>
        <source>The output row of %1 (%2).</source>
        <translation>%1（%2）的输出行。</translation>
    </message>
    <message>
        <source>Add up the weighted value rows: output = Σⱼ wⱼ·vⱼ over every key.</source>
        <translation>把加权后的值行相加：对所有键求和，输出 = Σⱼ wⱼ·vⱼ。</translation>
    </message>
    <message>
        <source>Σ eˣ for %1 (%2) under the causal mask.</source>
        <translation>在因果掩码下，%1（%2）的 Σ eˣ。</translation>
    </message>
    <message>
        <source>A key after the query is blocked (e^−∞ = 0): add up the exponentials of the others.</source>
        <translation>查询之后的键被屏蔽（e^−∞ = 0）：把其余键的指数相加。</translation>
    </message>
    <message>
        <source>The weights of %1 (%2) under the causal mask, for %3.</source>
        <translation>在因果掩码下，%1（%2）的权重：%3。</translation>
    </message>
    <message>
        <source>Divide each eˣ by the masked sum; a blocked key&apos;s weight is 0.</source>
        <translation>每个 eˣ 除以掩蔽后的和；被屏蔽的键权重为 0。</translation>
    </message>
    <message>
        <source>The layer&apos;s output row of %1: concat · W_O.</source>
        <translation>%1 在该层的输出行：拼接 · W_O。</translation>
    </message>
    <message>
        <source>Multiply the concatenated heads&apos; row by W_O (and add b_O where the session has it).</source>
        <translation>把各头拼接后的行乘以 W_O（若会话有 b_O，再加上 b_O）。</translation>
    </message>
    <message>
        <source>The score q·k of %1 (%2) with %3, from the learned W_Q and W_K.</source>
        <translation>用学到的 W_Q 和 W_K 计算 %1（%2）的分数 q·k：%3。</translation>
    </message>
    <message>
        <source>Multiply q and k component by component and add the products.</source>
        <translation>把 q 和 k 逐个分量相乘，再把乘积相加。</translation>
    </message>
    <message>
        <source>The score x·x of %1 (%2) with %3, with W_Q = W_K = I.</source>
        <translation>在 W_Q = W_K = I 时，计算 %1（%2）的分数 x·x：%3。</translation>
    </message>
    <message>
        <source>With W_Q = W_K = I, q and k are the embeddings themselves: take their dot product.</source>
        <translation>当 W_Q = W_K = I 时，q 和 k 就是嵌入本身：求它们的点积。</translation>
    </message>
    <message>
        <source>softmax(1, 0, −1), for %3.</source>
        <translation>softmax(1, 0, −1)：%3。</translation>
    </message>
    <message>
        <source>e^x of each, divided by their sum.</source>
        <translation>对每个数求 e^x，再除以它们的和。</translation>
    </message>
    <message>
        <source>p(1 − p) for the largest weight of softmax(8, 0, −8).</source>
        <translation>softmax(8, 0, −8) 中最大权重的 p(1 − p)。</translation>
    </message>
    <message>
        <source>Work out p = softmax(8, 0, −8)&apos;s first weight, then p·(1 − p).</source>
        <translation>先算出 p = softmax(8, 0, −8) 的第一个权重，再算 p·(1 − p)。</translation>
    </message>
    <message>
        <source>p(1 − p) for the largest weight of softmax(1, 0, −1).</source>
        <translation>softmax(1, 0, −1) 中最大权重的 p(1 − p)。</translation>
    </message>
    <message>
        <source>Work out p = softmax(1, 0, −1)&apos;s first weight, then p·(1 − p).</source>
        <translation>先算出 p = softmax(1, 0, −1) 的第一个权重，再算 p·(1 − p)。</translation>
    </message>
    <message>
        <source>The entry of W_Q after one SGD step, as the step picks it.</source>
        <translation>一步 SGD 之后 W_Q 中的那个元素（由此步骤选定）。</translation>
    </message>
    <message>
        <source>New weight = old weight − learning rate × ∂L/∂W at that entry.</source>
        <translation>新权重 = 旧权重 − 学习率 × 该元素处的 ∂L/∂W。</translation>
    </message>
    <message>
        <source>The mean μ of the row h = x + attention of %1, before LN₂.</source>
        <translation>%1 的行 h = x + 注意力（在 LN₂ 之前）的均值 μ。</translation>
    </message>
    <message>
        <source>Add up the numbers of the row h and divide by how many there are (d_model).</source>
        <translation>把行 h 的各个数相加，再除以它们的个数（d_model）。</translation>
    </message>
    <message>
        <source>The variance σ² of that row h of %1.</source>
        <translation>%1 的这一行 h 的方差 σ²。</translation>
    </message>
    <message>
        <source>Subtract μ from each number of h, square, and take the mean of the squares (divide by d_model).</source>
        <translation>h 的每个数减去 μ，取平方，再求这些平方的均值（除以 d_model）。</translation>
    </message>
    <message>
        <source>gelu of %1&apos;s largest hidden unit, as the MLP step shows it.</source>
        <translation>%1 最大隐藏单元的 gelu 值（与 MLP 那一步所示相同）。</translation>
    </message>
    <message>
        <source>Predict the spread (standard deviation) of q·k at d_k = %5.</source>
        <extracomment>%5: a number (d_k)</extracomment>
        <translation>预测 d_k = %5 时 q·k 的标准差。</translation>
    </message>
    <message>
        <source>For q and k of d_k independent numbers of variance 1, q·k has variance d_k: its spread is √d_k.</source>
        <translation>若 q 和 k 各由 d_k 个方差为 1 的独立数组成，则 q·k 的方差为 d_k：标准差为 √d_k。</translation>
    </message>
    <message>
        <source>Row t of %1 is xₜ·W_%1 (+ b_%1): its column c is Σᵢ xₜ[i]·W_%1[i, c].</source>
        <extracomment>%1: the projection&apos;s letter (Q, K or V)</extracomment>
        <translation>%1 的第 t 行是 xₜ·W_%1（+ b_%1）：其第 c 列为 Σᵢ xₜ[i]·W_%1[i, c]。</translation>
    </message>
    <message numerus="yes">
        <source>key(s) %1</source>
        <extracomment>%1: the keys&apos; numbers, &quot;1, 2, 3&quot;; singular or plural by how many there are</extracomment>
        <translation>
            <numerusform>键 %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>row(s) %1</source>
        <extracomment>%1: the rows&apos; numbers, &quot;1, 2, 3&quot;; singular or plural by how many there are</extracomment>
        <translation>
            <numerusform>第 %1 行</numerusform>
        </translation>
    </message>
    <message>
        <source>%4 = X·W_%4 (+ b_%4): %3, as the step works them out.</source>
        <translation>%4 = X·W_%4（+ b_%4）：%3，按此步骤的算法计算。</translation>
    </message>
    <message>
        <source> Only %1, as the page prints them.</source>
        <extracomment>Added after an exercise&apos;s prompt (with its leading space); %1: &quot;columns 1, 2&quot;</extracomment>
        <translation> 只算%1，与页面上印出的一致。</translation>
    </message>
    <message numerus="yes">
        <source>column(s) %1</source>
        <translation>
            <numerusform>第 %1 列</numerusform>
        </translation>
    </message>
    <message>
        <source>The first one: %1.</source>
        <extracomment>an exercise&apos;s second hint; %1: &quot;weight of key 1 = 0.422&quot;</extracomment>
        <translation>第一个：%1。</translation>
    </message>
    <message>
        <source>All of it: %1.</source>
        <extracomment>an exercise&apos;s third hint; %1: every answer, &quot;… = 0.422; … = 0.155&quot;</extracomment>
        <translation>全部：%1。</translation>
    </message>
    <message>
        <source>It lies between %1 and %2.</source>
        <translation>它在 %1 和 %2 之间。</translation>
    </message>
    <message>
        <source>Its first number: %1.</source>
        <translation>它的第一个数：%1。</translation>
    </message>
    <message>
        <source>%1 (key %2)</source>
        <translation>%1（键 %2）</translation>
    </message>
    <message>
        <source>%1 (the sink)</source>
        <translation>%1（汇点）</translation>
    </message>
    <message>
        <source>Its first term: %1; add the other %2 the same way.</source>
        <translation>第一项：%1；其余 %2 项照此相加。</translation>
    </message>
    <message>
        <source>All of it: %1 = %2.</source>
        <translation>全部：%1 = %2。</translation>
    </message>
    <message>
        <source>Attention, worked out by hand — answer key</source>
        <translation>手算注意力——答案</translation>
    </message>
    <message>
        <source>Attention, worked out by hand — worksheet</source>
        <translation>手算注意力——练习单</translation>
    </message>
    <message>
        <source>Attention, worked out by hand</source>
        <translation>手算注意力</translation>
    </message>
</context>
<context>
    <name>attn::AttributionWidget</name>
    <message>
        <source>Working out why this score…</source>
        <translation>正在计算这个分数从何而来…</translation>
    </message>
    <message>
        <source>Export Why This Score</source>
        <translation>导出“分数从何而来”</translation>
    </message>
    <message>
        <source>Click a cell of a head&apos;s map first.</source>
        <translation>请先单击某个头的图中的一个单元格。</translation>
    </message>
    <message>
        <source>Up and down move from term to term, left and right from its name to its part and share.</source>
        <translation>上下方向键在各项之间移动，左右方向键在名称、份额与占比之间移动。</translation>
    </message>
    <message>
        <source>the sum of every term</source>
        <translation>所有项之和</translation>
    </message>
    <message>
        <source>%1 of q·k = %2</source>
        <translation>q·k = %2 中的 %1</translation>
    </message>
    <message>
        <source>%1 % of the score</source>
        <translation>占分数的 %1 %</translation>
    </message>
    <message>
        <source>no share: the score is 0</source>
        <translation>无占比：分数为 0</translation>
    </message>
    <message>
        <source>query source × key source</source>
        <translation>查询来源 × 键来源</translation>
    </message>
    <message>
        <source>part of q·k</source>
        <translation>q·k 中的份额</translation>
    </message>
    <message>
        <source>share of the score</source>
        <translation>占分数的比例</translation>
    </message>
</context>
<context>
    <name>attn::Autosaver</name>
    <message>
        <source>not enough memory</source>
        <translation>内存不足</translation>
    </message>
    <message>
        <source>cannot keep a recovery copy of the unsaved changes: %1</source>
        <translation>无法为未保存的更改保留恢复副本：%1</translation>
    </message>
</context>
<context>
    <name>attn::BreakdownWidget</name>
    <message>
        <source>Breakdown</source>
        <translation>分解</translation>
    </message>
    <message>
        <source>Decimals shown (the lesson uses three)</source>
        <translation>显示的小数位数（课程中用三位）</translation>
    </message>
    <message>
        <source>&amp;Decimals:</source>
        <translation>小数位数(&amp;D)：</translation>
    </message>
    <message>
        <source>Mask after softmax (wrong)</source>
        <translation>在 softmax 之后掩蔽（错误）</translation>
    </message>
    <message>
        <source>The classic mistake beside the right way: its row no longer sums to 1</source>
        <translation>把经典错误放在正确做法旁边：它的行之和不再为 1</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>适应面板</translation>
    </message>
    <message>
        <source>Fit the calculation to the panel: as large as it can be read whole</source>
        <translation>让计算适应面板大小：在能完整阅读的前提下尽量大</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Save the breakdown as PNG, SVG or PDF, copy it as a picture for slides, or as text for notes</source>
        <translation>将分解保存为 PNG、SVG 或 PDF，复制为用于幻灯片的图片，或复制为用于笔记的文本</translation>
    </message>
    <message>
        <source>Export Image…</source>
        <translation>导出图像…</translation>
    </message>
    <message>
        <source>Copy Image</source>
        <translation>复制图像</translation>
    </message>
    <message>
        <source>Copy as Text</source>
        <translation>复制为文本</translation>
    </message>
    <message>
        <source>Breakdown: the softmax of query %1 “%2”, head %3, step by step</source>
        <translation>分解：查询 %1“%2”（头 %3）的 softmax，逐步计算</translation>
    </message>
    <message>
        <source>Copy as text</source>
        <translation>复制为文本</translation>
    </message>
    <message>
        <source>Close the dot product</source>
        <translation>收起点积</translation>
    </message>
</context>
<context>
    <name>attn::ClassAnswerBox</name>
    <message>
        <source>No number left to ask on this step.</source>
        <translation>此步骤已没有要问的数。</translation>
    </message>
    <message>
        <source>The class&apos;s answer: %1 =</source>
        <translation>全班的答案：%1 =</translation>
    </message>
    <message numerus="yes">
        <source>The class&apos;s answer: %1 = (%n number(s))</source>
        <translation>
            <numerusform>全班的答案：%1 =（%n 个数）</numerusform>
        </translation>
    </message>
    <message>
        <source>Enter checks it · Esc closes</source>
        <translation>按 Enter 检查 · Esc 关闭</translation>
    </message>
    <message>
        <source>Not a number yet: %1.</source>
        <translation>还不是数：%1。</translation>
    </message>
    <message>
        <source>Not yet: one number is asked.</source>
        <translation>还不对：要求的是一个数。</translation>
    </message>
    <message>
        <source>Not yet: %1 numbers are asked.</source>
        <translation>还不对：要求的是 %1 个数。</translation>
    </message>
    <message>
        <source>Not yet — try again (Esc, then R, reveals it).</source>
        <translation>还不对——再试一次（按 Esc，再按 R 揭晓）。</translation>
    </message>
    <message>
        <source>Not yet: number %1 is the first that is off.</source>
        <translation>还不对：第 %1 个数是第一个不对的。</translation>
    </message>
    <message>
        <source>Right: %1 = %2</source>
        <translation>正确：%1 = %2</translation>
    </message>
</context>
<context>
    <name>attn::CodeDialog</name>
    <message>
        <source>The Code: This Session&apos;s Attention in NumPy and PyTorch</source>
        <translation>代码：此会话的注意力，用 NumPy 和 PyTorch 实现</translation>
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
        <translation>用 Python 运行它，即可得到应用中显示的数。较大的会话从 session.json 读取：请把会话保存在脚本旁边（文件 ▸ 另存为）。</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Save As…</source>
        <translation>另存为(&amp;S)…</translation>
    </message>
    <message>
        <source>Save Code</source>
        <translation>保存代码</translation>
    </message>
    <message>
        <source>Python (*.py)</source>
        <translation>Python 脚本 (*.py)</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>无法保存</translation>
    </message>
</context>
<context>
    <name>attn::CompareDialog</name>
    <message>
        <source>The residual stream (layers × positions)</source>
        <translation>残差流（层 × 位置）</translation>
    </message>
    <message>
        <source>Each head&apos;s output (layers × heads)</source>
        <translation>每个头的输出（层 × 头）</translation>
    </message>
    <message>
        <source>Compare With a Second Text</source>
        <translation>与另一文本比较</translation>
    </message>
    <message>
        <source>Activation patching runs the model on a second text — yours with what matters changed, e.g. the names swapped — and copies one activation at a time from your text into it. Where the answer comes back, that activation carries it.</source>
        <translation>激活修补在第二段文本上运行模型——即把你的文本中关键之处改掉，比如对调人名——然后每次从你的文本中复制一个激活过去。答案在哪里恢复，哪个激活就承载着答案。</translation>
    </message>
    <message>
        <source>One of the model&apos;s top next tokens, or type one (a token that follows your text, such as “ Mary”, or #ID)</source>
        <translation>模型排名靠前的下一词元之一，或自己输入一个（紧接在你的文本之后的词元，如“ Mary”，或 #ID）</translation>
    </message>
    <message>
        <source>Your text (clean):</source>
        <translation>你的文本（干净）：</translation>
    </message>
    <message>
        <source>Second ids (corrupted):</source>
        <translation>第二组 ID（损坏）：</translation>
    </message>
    <message>
        <source>Second text (corrupted):</source>
        <translation>第二段文本（损坏）：</translation>
    </message>
    <message>
        <source>Answer:</source>
        <translation>答案：</translation>
    </message>
    <message>
        <source>Wrong token:</source>
        <translation>错误词元：</translation>
    </message>
    <message>
        <source>Patch:</source>
        <translation>修补：</translation>
    </message>
    <message>
        <source>Run Patching</source>
        <translation>运行修补</translation>
    </message>
    <message>
        <source>%1  (p %2)</source>
        <translation>%1  (p %2)</translation>
    </message>
    <message>
        <source>%1: pick a token.</source>
        <translation>%1：请选择一个词元。</translation>
    </message>
    <message>
        <source>%1 more</source>
        <translation>另有 %1 处</translation>
    </message>
    <message>
        <source>%1 tokens, as many as your text; they differ at position %2.</source>
        <translation>%1 个词元，与你的文本相同；两者在位置 %2 处不同。</translation>
    </message>
    <message>
        <source>Choose what to patch: the residual stream, the heads&apos; outputs, or both.</source>
        <translation>选择要修补的内容：残差流、各头的输出，或两者。</translation>
    </message>
    <message>
        <source>The answer</source>
        <translation>答案</translation>
    </message>
    <message>
        <source>The wrong token</source>
        <translation>错误词元</translation>
    </message>
    <message>
        <source>The answer and the wrong token are the same token: pick two different ones.</source>
        <translation>答案和错误词元是同一个词元：请选择两个不同的词元。</translation>
    </message>
</context>
<context>
    <name>attn::CompareSetup</name>
    <message>
        <source>&amp;Pin This Result</source>
        <translation>固定此结果(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Unpin</source>
        <translation>取消固定(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Difference beside the Heatmap (now − pinned)</source>
        <translation>在热力图旁显示差异（当前 − 固定）(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Lines: Who Looks at Whom</source>
        <translation>连线：谁看向谁(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Heads Side by Side</source>
        <translation>并排比较头(&amp;H)</translation>
    </message>
    <message>
        <source>Keep the weights of every head as they are now, to compare what a change does (Ctrl+P)</source>
        <translation>保留每个头当前的权重，用来比较某个改动的效果（Ctrl+P）</translation>
    </message>
    <message>
        <source>Forget the pinned result</source>
        <translation>丢弃固定的结果</translation>
    </message>
    <message>
        <source>Tokens in two columns, a line from each query to each key as strong as its weight (Ctrl+L)</source>
        <translation>词元分两列排列，从每个查询到每个键各连一条线，粗细对应其权重（Ctrl+L）</translation>
    </message>
    <message>
        <source>Two to four heads, large, next to each other on one colour scale (Ctrl+H)</source>
        <translation>两到四个头，放大后并排显示，使用同一色标（Ctrl+H）</translation>
    </message>
    <message>
        <source>Nothing to pin yet: the result is being computed. Pin it when it shows.</source>
        <translation>还没有可固定的内容：结果正在计算中。等它显示出来再固定。</translation>
    </message>
    <message>
        <source>Pinned. Change a mask, the scale or a number: the difference shows what moved.</source>
        <translation>已固定。修改掩码、缩放或某个数：差异会显示变化之处。</translation>
    </message>
    <message>
        <source>&amp;Pin Again (Replace the Pinned Result)</source>
        <translation>重新固定（替换已固定的结果）(&amp;P)</translation>
    </message>
    <message>
        <source>Pin again</source>
        <translation>重新固定</translation>
    </message>
    <message>
        <source>Pin</source>
        <translation>固定</translation>
    </message>
    <message>
        <source>Pinned ✓</source>
        <translation>已固定 ✓</translation>
    </message>
    <message>
        <source>Pinned: %1. Click to pin the current result instead; the arrow unpins.</source>
        <translation>已固定：%1。单击可改为固定当前结果；箭头用于取消固定。</translation>
    </message>
    <message>
        <source>&amp;Difference Image (now − pinned)…</source>
        <translation>差异图像（当前 − 固定）(&amp;D)…</translation>
    </message>
    <message>
        <source>&amp;Line View Image…</source>
        <translation>连线视图图像(&amp;L)…</translation>
    </message>
</context>
<context>
    <name>attn::ComputedPanel</name>
    <message>
        <source>Q = X·W_Q (queries)</source>
        <translation>Q = X·W_Q（查询）</translation>
    </message>
    <message>
        <source>K = X·W_K (keys)</source>
        <translation>K = X·W_K（键）</translation>
    </message>
    <message>
        <source>V = X·W_V (values)</source>
        <translation>V = X·W_V（值）</translation>
    </message>
    <message>
        <source>Raw scores q·k</source>
        <translation>原始分数 q·k</translation>
    </message>
    <message>
        <source>Logits (q·k through the score rule: × scale, position, cap)</source>
        <translation>logit（q·k 经过分数规则：× 缩放、位置、上限）</translation>
    </message>
    <message>
        <source>Attention weights</source>
        <translation>注意力权重</translation>
    </message>
    <message>
        <source>Head output (weights · V)</source>
        <translation>头输出（权重 · V）</translation>
    </message>
    <message>
        <source>Concat of the heads&apos; outputs</source>
        <translation>各头输出的拼接</translation>
    </message>
    <message>
        <source>Output = concat · W_O</source>
        <translation>输出 = 拼接 · W_O</translation>
    </message>
    <message>
        <source>&amp;Head</source>
        <translation>头(&amp;H)</translation>
    </message>
    <message>
        <source>The head whose scores, weights and output are shown</source>
        <translation>显示其分数、权重和输出的头</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>头 %1</translation>
    </message>
    <message>
        <source> · head %1</source>
        <translation> · 头 %1</translation>
    </message>
</context>
<context>
    <name>attn::DifferencePanel</name>
    <message>
        <source>Difference</source>
        <translation>差异</translation>
    </message>
    <message>
        <source>Pinned: %1</source>
        <translation>已固定：%1</translation>
    </message>
    <message>
        <source>Nothing pinned</source>
        <translation>未固定任何结果</translation>
    </message>
    <message>
        <source>Pin (Ctrl+P) keeps the weights you see now. Then change a mask, the scale or a number, and this view shows what moved: now − pinned, cell by cell.</source>
        <translation>固定（Ctrl+P）会保留你此刻看到的权重。然后修改掩码、缩放或某个数，此视图就会显示变化之处：当前 − 固定，逐格显示。</translation>
    </message>
    <message>
        <source>The window compares up to %1 tokens; this session has %2. attention-lab export … --compare OTHER.json draws the difference of any size.</source>
        <translation>此窗口最多比较 %1 个词元；此会话有 %2 个。attention-lab export … --compare OTHER.json 可绘制任意大小的差异。</translation>
    </message>
</context>
<context>
    <name>attn::Document</name>
    <message>
        <source>not a finite number</source>
        <translation>不是有限数</translation>
    </message>
    <message>
        <source>%1 is outside ±%2</source>
        <translation>%1 超出了 ±%2</translation>
    </message>
    <message>
        <source>latent attention gives its own scale (1/√(nope + rope), × YaRN&apos;s mscale² where the model has one): type a number instead</source>
        <translation>潜在注意力有自己的缩放（1/√(nope + rope)，若模型有 YaRN，再 × YaRN 的 mscale²）：请改为输入一个数</translation>
    </message>
    <message>
        <source>Set %1[%2] to %3</source>
        <translation>将 %1[%2] 设为 %3</translation>
    </message>
    <message>
        <source>Set %1[%2, %3] to %4</source>
        <translation>将 %1[%2, %3] 设为 %4</translation>
    </message>
    <message>
        <source>%1 is computed, not edited</source>
        <translation>%1 是计算出来的，不能编辑</translation>
    </message>
    <message>
        <source>a %1×%2 block does not fit at row %3, column %4 of %5 (%6×%7)</source>
        <translation>%1×%2 的块放不进 %5（%6×%7）的第 %3 行、第 %4 列</translation>
    </message>
    <message>
        <source>row %1, column %2 of %3: %4</source>
        <translation>%3 的第 %1 行、第 %2 列：%4</translation>
    </message>
    <message>
        <source>Paste into %1</source>
        <translation>粘贴到 %1</translation>
    </message>
    <message>
        <source>Fill %1 with the identity</source>
        <translation>用单位矩阵填充 %1</translation>
    </message>
    <message>
        <source>Fill %1 with zeros</source>
        <translation>用零填充 %1</translation>
    </message>
    <message>
        <source>Fill %1 with random numbers (seed %2)</source>
        <translation>用随机数填充 %1（种子 %2）</translation>
    </message>
    <message>
        <source>Scale %1 by %2</source>
        <translation>按 %2 缩放 %1</translation>
    </message>
    <message>
        <source>a token is at most %1 bytes of UTF-8 (about as many letters)</source>
        <translation>一个词元最多 %1 字节 UTF-8（约合同样多个英文字母）</translation>
    </message>
    <message>
        <source>Rename token %1 to “%2”</source>
        <translation>将词元 %1 重命名为“%2”</translation>
    </message>
    <message>
        <source>Mark token %1 as padding</source>
        <translation>将词元 %1 标记为填充</translation>
    </message>
    <message>
        <source>Unmark padding of token %1</source>
        <translation>取消词元 %1 的填充标记</translation>
    </message>
    <message>
        <source>at most %1 tokens</source>
        <translation>最多 %1 个词元</translation>
    </message>
    <message>
        <source>Insert token %1</source>
        <translation>插入词元 %1</translation>
    </message>
    <message>
        <source>a session keeps at least one token</source>
        <translation>会话至少要保留一个词元</translation>
    </message>
    <message>
        <source>Remove token %1 “%2”</source>
        <translation>删除词元 %1“%2”</translation>
    </message>
    <message>
        <source>Move token %1 to position %2</source>
        <translation>将词元 %1 移到位置 %2</translation>
    </message>
    <message>
        <source>this session&apos;s latent attention (mla) fixes d_model and the heads in its matrices (W_DQ … W_KR); they are edited, not reshaped</source>
        <translation>此会话的潜在注意力（mla）在其矩阵（W_DQ … W_KR）中固定了 d_model 和头数；它们只能编辑，不能改变形状</translation>
    </message>
    <message>
        <source>d_model must be between 1 and %1</source>
        <translation>d_model 必须在 1 到 %1 之间</translation>
    </message>
    <message>
        <source>Change d_model from %1 to %2</source>
        <translation>将 d_model 从 %1 改为 %2</translation>
    </message>
    <message>
        <source>the number of heads must be between 1 and %1</source>
        <translation>头数必须在 1 到 %1 之间</translation>
    </message>
    <message>
        <source>this session fixes its heads in its matrices (W_Q has %1 heads × head_dim %2 columns)</source>
        <translation>此会话在其矩阵中固定了头数（W_Q 有 %1 个头 × head_dim %2 列）</translation>
    </message>
    <message>
        <source>%1 heads do not divide d_model %2</source>
        <translation>%1 个头不能整除 d_model %2</translation>
    </message>
    <message>
        <source>with %1 heads: %2</source>
        <translation>使用 %1 个头时：%2</translation>
    </message>
    <message numerus="yes">
        <source>Use %n head(s)</source>
        <translation>
            <numerusform>使用 %n 个头</numerusform>
        </translation>
    </message>
    <message>
        <source>the scale must be a positive number up to %1</source>
        <translation>缩放必须是不超过 %1 的正数</translation>
    </message>
    <message>
        <source>Scale scores by %1</source>
        <translation>按 %1 缩放分数</translation>
    </message>
    <message>
        <source>Scale scores by 1/√d_k</source>
        <translation>将分数按 1/√d_k 缩放</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>%1: there is not enough memory to read this file (%2)</source>
        <translation>%1：内存不足，无法读取此文件（%2）</translation>
    </message>
    <message>
        <source>%1: this session of %2 tokens %3.</source>
        <translation>%1：这个有 %2 个词元的会话%3。</translation>
    </message>
    <message>
        <source>this session holds latent attention (mla): its gradients are not built in this version, so it cannot learn towards a target</source>
        <translation>此会话含有潜在注意力（mla）：此版本没有实现它的梯度，因此无法朝目标学习</translation>
    </message>
    <message>
        <source>a target has %1 rows and %2 columns (one per token and per d_model), not %3×%4</source>
        <translation>目标有 %1 行 %2 列（每个词元一行，每个 d_model 分量一列），而不是 %3×%4</translation>
    </message>
    <message>
        <source>target: %1</source>
        <translation>目标：%1</translation>
    </message>
    <message>
        <source>Target = the current output</source>
        <translation>目标 = 当前输出</translation>
    </message>
    <message>
        <source>%1 has %2 tokens and d_model %3; this session has %4 and %5: its output cannot be this one&apos;s target</source>
        <translation>%1 有 %2 个词元，d_model 为 %3；此会话分别为 %4 和 %5：它的输出不能作为此会话的目标</translation>
    </message>
    <message>
        <source>Target = the output of %1</source>
        <translation>目标 = %1 的输出</translation>
    </message>
    <message>
        <source>Turn the causal mask on</source>
        <translation>开启因果掩码</translation>
    </message>
    <message>
        <source>Turn the causal mask off</source>
        <translation>关闭因果掩码</translation>
    </message>
    <message>
        <source>Block query %1 → key %2</source>
        <translation>屏蔽查询 %1 → 键 %2</translation>
    </message>
    <message>
        <source>Unblock query %1 → key %2</source>
        <translation>解除屏蔽查询 %1 → 键 %2</translation>
    </message>
    <message>
        <source>Unblock every cell blocked by hand</source>
        <translation>解除所有手动屏蔽的单元格</translation>
    </message>
    <message>
        <source>a sliding window is at least 1 token wide</source>
        <translation>滑动窗口至少要有 1 个词元宽</translation>
    </message>
    <message>
        <source>Sliding window of %1</source>
        <translation>滑动窗口设为 %1</translation>
    </message>
    <message>
        <source>No sliding window</source>
        <translation>无滑动窗口</translation>
    </message>
    <message>
        <source>Prefix of %1 tokens seen both ways</source>
        <translation>前缀：前 %1 个词元双向可见</translation>
    </message>
    <message>
        <source>No prefix</source>
        <translation>无前缀</translation>
    </message>
    <message>
        <source>Token %1 into sentence %2</source>
        <translation>将词元 %1 归入句子 %2</translation>
    </message>
    <message>
        <source>one sentence number per token</source>
        <translation>每个词元一个句子编号</translation>
    </message>
    <message>
        <source>One sentence (sentences off)</source>
        <translation>单个句子（关闭句子划分）</translation>
    </message>
    <message>
        <source>Set the sentences</source>
        <translation>设置句子</translation>
    </message>
    <message>
        <source>notes are at most %1 bytes of UTF-8</source>
        <translation>备注最多 %1 字节 UTF-8</translation>
    </message>
    <message>
        <source>Edit the notes</source>
        <translation>编辑备注</translation>
    </message>
    <message>
        <source>Name the session</source>
        <translation>命名会话</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>分数</translation>
    </message>
    <message>
        <source>Logits</source>
        <translation>logit</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>权重</translation>
    </message>
    <message>
        <source>Head output</source>
        <translation>头输出</translation>
    </message>
    <message>
        <source>Concat</source>
        <translation>拼接</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>输出</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>目标</translation>
    </message>
</context>
<context>
    <name>attn::ExportLessonDialog</name>
    <message>
        <source>&amp;Slides: every number shown</source>
        <translation>幻灯片：显示所有数值(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Worksheet: the numbers to work out left blank</source>
        <translation>练习单：待计算的数值留空(&amp;W)</translation>
    </message>
    <message>
        <source>Worksheet&apos;s answer &amp;key</source>
        <translation>练习单的参考答案(&amp;K)</translation>
    </message>
    <message>
        <source>&amp;All three: slides, worksheet and answer key (three PDFs)</source>
        <translation>全部三种：幻灯片、练习单和参考答案（三个 PDF）(&amp;A)</translation>
    </message>
    <message>
        <source>Export Lesson</source>
        <translation>导出课程</translation>
    </message>
    <message>
        <source>The whole lesson (PDF, a page per step)</source>
        <translation>整个课程（PDF，每步一页）</translation>
    </message>
    <message>
        <source>One step</source>
        <translation>单个步骤</translation>
    </message>
    <message>
        <source>16:9 slides, 1280 × 720</source>
        <translation>16:9 幻灯片，1280 × 720</translation>
    </message>
    <message>
        <source>4:3 slides, 1024 × 768</source>
        <translation>4:3 幻灯片，1024 × 768</translation>
    </message>
    <message>
        <source>Full HD, 1920 × 1080</source>
        <translation>全高清，1920 × 1080</translation>
    </message>
    <message>
        <source>A4 portrait (595 × 842 pt)</source>
        <translation>A4 纵向（595 × 842 pt）</translation>
    </message>
    <message>
        <source>A4 landscape (842 × 595 pt)</source>
        <translation>A4 横向（842 × 595 pt）</translation>
    </message>
    <message>
        <source>What:</source>
        <translation>内容：</translation>
    </message>
    <message>
        <source>Step:</source>
        <translation>步骤：</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>格式：</translation>
    </message>
    <message>
        <source>Page size:</source>
        <translation>页面大小：</translation>
    </message>
</context>
<context>
    <name>attn::GenerateDialog</name>
    <message>
        <source>Generate a Random Session</source>
        <translation>生成随机会话</translation>
    </message>
    <message>
        <source>&amp;Tokens (T)</source>
        <translation>词元数 T(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;d_model</source>
        <translation>d_model(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Heads</source>
        <translation>头数(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Seed</source>
        <translation>种子(&amp;S)</translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>生成</translation>
    </message>
    <message>
        <source>Each head holds %1 scores (T²). Memory: about %2. Work: %3 GFLOP per forward pass.</source>
        <translation>每个头有 %1 个分数（T²）。内存：约 %2。计算量：每次前向传播 %3 GFLOP。</translation>
    </message>
    <message>
        <source>Too large: %1.</source>
        <translation>太大：%1。</translation>
    </message>
</context>
<context>
    <name>attn::HeadGridWidget</name>
    <message>
        <source>The mean of all heads&apos; weights (a summary, not a head) — click to show it large</source>
        <translation>所有头权重的平均（是摘要，不是一个头）——单击可放大显示</translation>
    </message>
    <message>
        <source>%1 — click to show it large</source>
        <translation>%1——单击可放大显示</translation>
    </message>
    <message>
        <source>Export Image…</source>
        <translation>导出图像…</translation>
    </message>
    <message>
        <source>Copy Image</source>
        <translation>复制图像</translation>
    </message>
    <message>
        <source>One Colour Scale for All Heads</source>
        <translation>所有头使用同一色标</translation>
    </message>
    <message>
        <source>the mean of all heads</source>
        <translation>所有头的平均</translation>
    </message>
    <message>
        <source>%1, shown large</source>
        <translation>%1，已放大显示</translation>
    </message>
    <message>
        <source>Every head</source>
        <translation>所有头</translation>
    </message>
    <message>
        <source>Arrow keys move from head to head; Enter shows it large.</source>
        <translation>方向键在各个头之间移动；回车键将其放大显示。</translation>
    </message>
</context>
<context>
    <name>attn::HeatmapPanel</name>
    <message>
        <source>&amp;Numbers</source>
        <translation>数值(&amp;N)</translation>
    </message>
    <message>
        <source>Row ma&amp;x</source>
        <translation>行最大值(&amp;X)</translation>
    </message>
    <message>
        <source>Attention weights</source>
        <translation>注意力权重</translation>
    </message>
    <message>
        <source>Raw scores q·k</source>
        <translation>原始分数 q·k</translation>
    </message>
    <message>
        <source>Logits</source>
        <translation>logit</translation>
    </message>
    <message>
        <source>Average of all heads</source>
        <translation>所有头的平均</translation>
    </message>
    <message>
        <source>Mistake: mask after softmax</source>
        <translation>错误：在 softmax 之后掩蔽</translation>
    </message>
    <message>
        <source>Mistake: softmax over queries</source>
        <translation>错误：对查询做 softmax</translation>
    </message>
    <message>
        <source>Mistake: reshape without transpose</source>
        <translation>错误：变形而不转置</translation>
    </message>
    <message>
        <source>What the large heatmap shows. Rows are queries, columns are keys.</source>
        <translation>大热力图显示的内容。行是查询，列是键。</translation>
    </message>
    <message>
        <source>Colour map for weights (signed scores use a red–blue map centred on 0)</source>
        <translation>权重的配色（有正负的分数使用以 0 为中心的红–蓝配色）</translation>
    </message>
    <message>
        <source>Write each value in its cell when the cells are big enough</source>
        <translation>单元格足够大时，在每个单元格中写出数值</translation>
    </message>
    <message>
        <source>Colour each row from 0 to its own largest weight instead of 0 to 1</source>
        <translation>每行的颜色从 0 到该行自己的最大权重，而不是从 0 到 1</translation>
    </message>
    <message>
        <source>Each query spreads its attention over many keys, so every weight is small and the 0 … 1 colours all look alike. Row max colours each row from 0 to its own largest weight, which shows where each query looks most.</source>
        <translation>每个查询都把注意力分散到许多键上，所以每个权重都很小，0 … 1 的颜色看起来都差不多。“行最大值”让每行的颜色从 0 到该行自己的最大权重，从而显示每个查询最关注哪里。</translation>
    </message>
    <message>
        <source>the heatmap is being recomputed for the new tokens; click again in a moment</source>
        <translation>正在为新的词元重新计算热力图；请稍后再单击</translation>
    </message>
    <message>
        <source>the heatmap is being recomputed; click again when it is sharp</source>
        <translation>正在重新计算热力图；等它清晰后再单击</translation>
    </message>
    <message>
        <source>&amp;Show</source>
        <translation>显示(&amp;S)</translation>
    </message>
    <message>
        <source>Colours, numbers and the mask: folded away at this zoom so that the heatmap keeps its room</source>
        <translation>配色、数值和掩码：在此缩放比例下已折叠，好让热力图保有足够空间</translation>
    </message>
    <message>
        <source>&amp;Colours</source>
        <translation>配色(&amp;C)</translation>
    </message>
    <message>
        <source>Less ▴</source>
        <translation>收起 ▴</translation>
    </message>
    <message>
        <source>More ▾</source>
        <translation>更多 ▾</translation>
    </message>
    <message>
        <source>Nothing is masked here, so masking after softmax changes nothing you could see.</source>
        <translation>这里没有任何掩蔽，因此在 softmax 之后掩蔽不会带来任何看得见的变化。</translation>
    </message>
    <message>
        <source>Here a softmax over queries gives the same weights as over keys.</source>
        <translation>这里对查询做 softmax 与对键做 softmax 得到的权重相同。</translation>
    </message>
    <message>
        <source>With one head a reshape without transpose scrambles nothing.</source>
        <translation>只有一个头时，变形而不转置不会打乱任何东西。</translation>
    </message>
    <message>
        <source>Show it where it matters</source>
        <translation>在能看出区别的地方展示</translation>
    </message>
    <message>
        <source>(one undo step).</source>
        <translation>（一个撤销步骤）。</translation>
    </message>
    <message>
        <source>A typical row&apos;s largest weight is only %1, so the 0 … 1 colours all look alike: &lt;a href=&quot;rowmax&quot;&gt;colour each row by its own maximum&lt;/a&gt; (Row max).</source>
        <translation>典型一行中的最大权重只有 %1，因此 0 … 1 的颜色看起来都差不多：&lt;a href=&quot;rowmax&quot;&gt;让每行按自己的最大值着色&lt;/a&gt;（行最大值）。</translation>
    </message>
    <message>
        <source>These maps are of the previous result: the new ones do not fit in memory</source>
        <translation>这些图是上一次的结果：新的图内存放不下</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>灰度</translation>
    </message>
</context>
<context>
    <name>attn::HeatmapWidget</name>
    <message>
        <source>Arrow keys move from cell to cell; Enter explains the query in the breakdown.</source>
        <translation>方向键在单元格间移动；Enter 在分解中解释该查询。</translation>
    </message>
    <message>
        <source>Arrow keys move from cell to cell.</source>
        <translation>方向键在单元格间移动。</translation>
    </message>
    <message>
        <source>key %1</source>
        <translation>键 %1</translation>
    </message>
    <message>
        <source>query %1</source>
        <translation>查询 %1</translation>
    </message>
    <message>
        <source>computing…</source>
        <translation>正在计算…</translation>
    </message>
    <message>
        <source>Export Image…</source>
        <translation>导出图像…</translation>
    </message>
    <message>
        <source>Copy Image</source>
        <translation>复制图像</translation>
    </message>
    <message>
        <source>Copy as CSV</source>
        <translation>复制为 CSV</translation>
    </message>
    <message>
        <source>Numbers in Cells</source>
        <translation>在单元格中显示数值</translation>
    </message>
    <message>
        <source>Colour Each Row to Its Largest Weight</source>
        <translation>每行按其最大权重着色</translation>
    </message>
    <message>
        <source>Mask Edit Mode (Click Blocks/Unblocks)</source>
        <translation>掩码编辑模式（单击屏蔽/解除屏蔽）</translation>
    </message>
    <message>
        <source>Show Whole Matrix</source>
        <translation>显示整个矩阵</translation>
    </message>
</context>
<context>
    <name>attn::ImageExportDialog</name>
    <message>
        <source>&amp;Numbers in cells</source>
        <translation>在单元格中显示数值(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Copy Image</source>
        <translation>复制图像(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>F&amp;ormat</source>
        <translation>格式(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Size</source>
        <translation>尺寸(&amp;S)</translation>
    </message>
    <message>
        <source>S&amp;harpness</source>
        <translation>清晰度(&amp;H)</translation>
    </message>
    <message>
        <source>Numbers</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>&amp;Decimals</source>
        <translation>小数位数(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <source>Put this picture on the clipboard, to paste into slides or a document</source>
        <translation>把这张图片放到剪贴板上，以便粘贴到幻灯片或文档中</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <source>PNG image (pixels)</source>
        <translation>PNG 图像（像素）</translation>
    </message>
    <message>
        <source>SVG drawing (vectors)</source>
        <translation>SVG 图形（矢量）</translation>
    </message>
    <message>
        <source>PDF document (vectors)</source>
        <translation>PDF 文档（矢量）</translation>
    </message>
    <message>
        <source>As on screen, %1 × %2</source>
        <translation>与屏幕相同，%1 × %2</translation>
    </message>
    <message>
        <source>Natural size, %1 × %2</source>
        <translation>自然大小，%1 × %2</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>宽度</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>高度</translation>
    </message>
    <message>
        <source>2× (192 dpi, sharp on slides)</source>
        <translation>2×（192 dpi，在幻灯片上清晰）</translation>
    </message>
    <message>
        <source>4× (384 dpi, for print)</source>
        <translation>4×（384 dpi，用于打印）</translation>
    </message>
    <message>
        <source>%1× (%2 dpi)</source>
        <translation>%1×（%2 dpi）</translation>
    </message>
    <message>
        <source>&amp;decimals</source>
        <translation>位小数(&amp;D)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG 图形 (*.svg)</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>pixels</source>
        <translation>像素</translation>
    </message>
    <message>
        <source>points</source>
        <translation>磅</translation>
    </message>
    <message>
        <source>%1 × %2 pixels is more than a PNG may have (%3 a side): choose a smaller size or sharpness.</source>
        <translation>%1 × %2 像素超出了 PNG 允许的大小（每边 %3）：请选择较小的尺寸或清晰度。</translation>
    </message>
    <message>
        <source>A PNG of %1 × %2 pixels.</source>
        <translation>%1 × %2 像素的 PNG。</translation>
    </message>
    <message>
        <source>A vector picture of %1 × %2 points (%3 × %4 cm), sharp at any size.</source>
        <translation>%1 × %2 磅（%3 × %4 厘米）的矢量图，任意大小都清晰。</translation>
    </message>
    <message>
        <source>Copy Image gives %1 × %2 pixels.</source>
        <translation>复制图像得到 %1 × %2 像素。</translation>
    </message>
    <message>
        <source>Choose a file to export to, or Copy Image.</source>
        <translation>请选择要导出到的文件，或使用“复制图像”。</translation>
    </message>
</context>
<context>
    <name>attn::InputPanel</name>
    <message>
        <source>+ Token</source>
        <translation>+ 词元</translation>
    </message>
    <message>
        <source>Add a token after the current one (Ctrl+Shift+N)</source>
        <translation>在当前词元后添加一个词元（Ctrl+Shift+N）</translation>
    </message>
    <message>
        <source>− Token</source>
        <translation>− 词元</translation>
    </message>
    <message>
        <source>Remove the current token</source>
        <translation>删除当前词元</translation>
    </message>
    <message>
        <source>↑</source>
        <translation>↑</translation>
    </message>
    <message>
        <source>Move the current token up</source>
        <translation>上移当前词元</translation>
    </message>
    <message>
        <source>↓</source>
        <translation>↓</translation>
    </message>
    <message>
        <source>Move the current token down</source>
        <translation>下移当前词元</translation>
    </message>
    <message>
        <source>Identity</source>
        <translation>单位矩阵</translation>
    </message>
    <message>
        <source>1 on the diagonal, 0 elsewhere</source>
        <translation>对角线上为 1，其余为 0</translation>
    </message>
    <message>
        <source>Zeros</source>
        <translation>全零</translation>
    </message>
    <message>
        <source>Every entry 0</source>
        <translation>每个元素都为 0</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>随机</translation>
    </message>
    <message>
        <source>Normal random numbers (1/√d_model for weights), from the seed beside</source>
        <translation>正态分布随机数（权重用 1/√d_model），使用旁边的种子</translation>
    </message>
    <message>
        <source>Seed of the random numbers: the same seed always gives the same numbers</source>
        <translation>随机数的种子：同一个种子总是给出同样的数</translation>
    </message>
    <message>
        <source>Scale ×</source>
        <translation>缩放 ×</translation>
    </message>
    <message>
        <source>Multiply every entry by the factor beside</source>
        <translation>将每个元素乘以旁边的因子</translation>
    </message>
    <message>
        <source>Scale factor</source>
        <translation>缩放因子</translation>
    </message>
    <message>
        <source>Random seed</source>
        <translation>随机种子</translation>
    </message>
    <message>
        <source>X down to the query latent, which is then RMS-normed</source>
        <translation>X 降维到查询潜在向量，随后做 RMS 规范化</translation>
    </message>
    <message>
        <source>the query latent (or X) up to every head&apos;s q: its no-position part, then its rope part</source>
        <translation>查询潜在向量（或 X）升维到每个头的 q：先是不含位置的部分，再是 rope 部分</translation>
    </message>
    <message>
        <source>X down to the key-value latent c_kv, which is then RMS-normed: what the cache keeps</source>
        <translation>X 降维到键值潜在向量 c_kv，随后做 RMS 规范化：这就是缓存保存的内容</translation>
    </message>
    <message>
        <source>c_kv up to every head&apos;s key, the part without position</source>
        <translation>c_kv 升维到每个头的键（不含位置的部分）</translation>
    </message>
    <message>
        <source>c_kv up to every head&apos;s value</source>
        <translation>c_kv 升维到每个头的值</translation>
    </message>
    <message>
        <source>X to the one rope key every head shares, turned by RoPE</source>
        <translation>X 映射到所有头共享的那一个 rope 键，经 RoPE 旋转</translation>
    </message>
    <message>
        <source>Tokens &amp;&amp; X</source>
        <translation>词元 &amp;&amp; X</translation>
    </message>
    <message>
        <source>The tokens and their embeddings X (%1)</source>
        <translation>词元及其嵌入 X（%1）</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1（%2）：%3</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>token %1</source>
        <translation>词元 %1</translation>
    </message>
</context>
<context>
    <name>attn::LayerGridWidget</name>
    <message>
        <source>Export Logit Lens</source>
        <translation>导出 Logit 透镜</translation>
    </message>
    <message>
        <source>Export Patching</source>
        <translation>导出修补结果</translation>
    </message>
    <message>
        <source>There is no grid yet to export.</source>
        <translation>还没有可导出的网格。</translation>
    </message>
    <message>
        <source>Arrow keys move from cell to cell; Enter shows that position&apos;s next tokens.</source>
        <translation>方向键在单元格之间移动；回车键显示该位置的下一个词元。</translation>
    </message>
    <message>
        <source>Arrow keys move from cell to cell; Enter opens that layer and head.</source>
        <translation>方向键在单元格之间移动；回车键打开该层和该头。</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>第 %1 层</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>头 %1</translation>
    </message>
    <message>
        <source>position %1</source>
        <translation>位置 %1</translation>
    </message>
</context>
<context>
    <name>attn::LearnSetup</name>
    <message>
        <source>Train: watch a head learn</source>
        <translation>训练：看一个头如何学习</translation>
    </message>
    <message>
        <source>&amp;Train a Head…</source>
        <translation>训练一个头(&amp;T)…</translation>
    </message>
    <message>
        <source>Gradient descent in front of the class: the loss, the weights and every gradient</source>
        <translation>当着全班做梯度下降：损失、权重和每一个梯度</translation>
    </message>
    <message>
        <source>Saturation &amp;Race (Scaled vs Unscaled)…</source>
        <translation>饱和竞赛（缩放与不缩放）(&amp;R)…</translation>
    </message>
    <message>
        <source>Train a &amp;Model (Induction Heads Form)…</source>
        <translation>训练模型（观察归纳头形成）(&amp;M)…</translation>
    </message>
    <message>
        <source>A small transformer trained from random weights, in front of the class: watch a previous-token head and an induction head appear as the loss steps down</source>
        <translation>一个从随机权重开始训练的小型 Transformer，当着全班训练：看着前一词元头和归纳头出现，损失随之台阶式下降</translation>
    </message>
</context>
<context>
    <name>attn::LensPage</name>
    <message>
        <source>Cells: the top token</source>
        <translation>单元格：排名第一的词元</translation>
    </message>
    <message>
        <source>Cells: the answer&apos;s rank</source>
        <translation>单元格：答案的排名</translation>
    </message>
    <message>
        <source>Each cell&apos;s top token (coloured by its probability), or where the answer ranks after that layer (#1: the model would already say it)</source>
        <translation>每个单元格显示排名第一的词元（按其概率着色），或答案在该层之后的排名（#1：模型此时已会说出它）</translation>
    </message>
    <message>
        <source>Logit lens %p%</source>
        <translation>Logit 透镜 %p%</translation>
    </message>
    <message>
        <source>Open a model</source>
        <translation>打开模型</translation>
    </message>
    <message>
        <source>When does the model know? Each layer&apos;s stream read as if it were the last. Traced: %1 (%2) · click a cell for that position&apos;s next tokens</source>
        <translation>模型何时知道答案？把每一层的残差流当作最后一层来读取。追踪：%1（%2）· 单击单元格可查看该位置的下一个词元</translation>
    </message>
    <message>
        <source>the answer picked</source>
        <translation>所选的答案</translation>
    </message>
    <message>
        <source>the top next token; pick an answer in Compare With… or the next-token panel&apos;s menu at the last position</source>
        <translation>排名第一的下一个词元；可在“与另一文本比较…”中选择答案，或在最后一个位置使用下一词元面板的菜单</translation>
    </message>
    <message>
        <source>Reading every layer through the unembedding…</source>
        <translation>正在通过反嵌入读取每一层…</translation>
    </message>
    <message>
        <source>Working out the lens again…</source>
        <translation>正在重新计算透镜…</translation>
    </message>
    <message>
        <source>Tracing the token before: shown when in sight again</source>
        <translation>图中追踪的是之前的词元；此页再次可见时更新</translation>
    </message>
    <message>
        <source>Of the run before the last change</source>
        <translation>上一次更改之前的运行结果</translation>
    </message>
</context>
<context>
    <name>attn::LessonController</name>
    <message>
        <source>Working this step out for %1 tokens…</source>
        <translation>正在为 %1 个词元计算此步骤…</translation>
    </message>
    <message>
        <source>This step does not fit in memory for %1 tokens.</source>
        <translation>对于 %1 个词元，此步骤所需内存超出可用内存。</translation>
    </message>
    <message>
        <source>Measured in the window on %1, %2 cores.</source>
        <translation>于 %1 在本窗口中测得，%2 个 CPU 核心。</translation>
    </message>
    <message>
        <source>The measurement stopped: the next size did not fit in memory.</source>
        <translation>测量已停止：下一个尺寸所需内存超出可用内存。</translation>
    </message>
    <message>
        <source>The lesson&apos;s cost measurement is not kept for next time: %1</source>
        <translation>课程的开销测量结果无法保存到下次：%1</translation>
    </message>
</context>
<context>
    <name>attn::LessonPanel</name>
    <message>
        <source>&amp;Reveal</source>
        <translation>揭晓(&amp;R)</translation>
    </message>
    <message>
        <source>Hold back the answers</source>
        <translation>先隐藏答案</translation>
    </message>
    <message>
        <source>&amp;Present</source>
        <translation>演示(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Measure Again</source>
        <translation>重新测量(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Cancel Measuring</source>
        <translation>取消测量(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Train It Live…</source>
        <translation>现场训练(&amp;T)…</translation>
    </message>
    <message>
        <source>Labs ▸ Train a Model: the same task trained live (seed 1 and the default sizes give the recorded run)</source>
        <translation>实验 ▸ 训练模型：现场训练同一个任务（种子 1 和默认尺寸会得到录制好的那次运行）</translation>
    </message>
    <message>
        <source>Previous step (←)</source>
        <translation>上一步（←）</translation>
    </message>
    <message>
        <source>Previous step</source>
        <translation>上一步</translation>
    </message>
    <message>
        <source>Next step (→)</source>
        <translation>下一步（→）</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>下一步</translation>
    </message>
    <message>
        <source>Show the next answer this step holds back (R)</source>
        <translation>显示此步骤隐藏的下一个答案（R）</translation>
    </message>
    <message>
        <source>Numbers the class works out are “?” until revealed</source>
        <translation>全班要算出的数在揭晓前显示为“?”</translation>
    </message>
    <message>
        <source>The lesson full screen, one step at a time (F5)</source>
        <translation>全屏展示课程，每次一步（F5）</translation>
    </message>
</context>
<context>
    <name>attn::LessonSetup</name>
    <message>
        <source>Lesson: attention, worked out by hand</source>
        <translation>课程：手算注意力</translation>
    </message>
    <message>
        <source>&amp;Present the Lesson</source>
        <translation>演示课程(&amp;P)</translation>
    </message>
    <message>
        <source>Export &amp;Lesson…</source>
        <translation>导出课程(&amp;L)…</translation>
    </message>
    <message>
        <source>Present</source>
        <translation>演示</translation>
    </message>
    <message>
        <source>The lesson full screen, one step at a time; with two screens, a presenter view on this one</source>
        <translation>全屏展示课程，每次一步；有两块屏幕时，这块屏幕上显示演示者视图</translation>
    </message>
    <message>
        <source>P&amp;ractise the Lesson&apos;s Numbers…</source>
        <translation>练习课程中的数值(&amp;R)…</translation>
    </message>
    <message>
        <source>Work out the numbers the lesson asks for, on this session, and check them</source>
        <translation>在此会话上算出课程要求的数，并检查它们</translation>
    </message>
    <message>
        <source>&lt;b&gt;New here? The lesson is built in.&lt;/b&gt; &lt;b&gt;Present&lt;/b&gt; (on the tool bar, or F5) shows &lt;i&gt;Attention, computed by hand&lt;/i&gt; full screen, a step at a time, with this session&apos;s numbers; F1 there lists its keys. &lt;b&gt;Alt+4&lt;/b&gt; opens it in a panel beside the breakdown. &lt;i&gt;Help ▸ How to Use&lt;/i&gt; tells the rest.</source>
        <translation>&lt;b&gt;初次使用？课程已经内置。&lt;/b&gt;&lt;b&gt;演示&lt;/b&gt;（在工具栏上，或按 F5）用此会话的数值全屏逐步展示&lt;i&gt;手算注意力&lt;/i&gt;；在那里按 F1 可列出它的按键。&lt;b&gt;Alt+4&lt;/b&gt; 在分解旁的面板中打开它。其余内容见&lt;i&gt;帮助 ▸ 使用说明&lt;/i&gt;。</translation>
    </message>
    <message>
        <source>Open the Lesson Panel</source>
        <translation>打开课程面板</translation>
    </message>
    <message>
        <source>Got It</source>
        <translation>知道了</translation>
    </message>
    <message>
        <source>Export Lesson</source>
        <translation>导出课程</translation>
    </message>
    <message>
        <source>This session makes q, k and v from DeepSeek&apos;s latents (mla); the lesson&apos;s steps work W_Q, W_K and W_V out by hand, so there is no deck or worksheet of it. Open the lesson&apos;s example for them.</source>
        <translation>此会话的 q、k 和 v 由 DeepSeek 的潜在向量（mla）生成；课程的步骤是用手算 W_Q、W_K 和 W_V，因此没有它的幻灯片或练习单。请打开课程的示例来使用它们。</translation>
    </message>
    <message>
        <source>%1 (*.%2)</source>
        <translation>%1 (*.%2)</translation>
    </message>
    <message>
        <source>Cannot export the lesson</source>
        <translation>无法导出课程</translation>
    </message>
</context>
<context>
    <name>attn::LinesPanel</name>
    <message>
        <source>&amp;All heads</source>
        <translation>所有头(&amp;A)</translation>
    </message>
    <message>
        <source>Every head in its own colour; untick to see only the selected head</source>
        <translation>每个头用自己的颜色；取消勾选则只看所选的头</translation>
    </message>
    <message>
        <source>Point at a token to see only its lines; click it to keep them. Click a head in the legend to hide it.</source>
        <translation>指向一个词元只看它的连线；单击它可保持显示。单击图例中的某个头可将其隐藏。</translation>
    </message>
</context>
<context>
    <name>attn::LinesWidget</name>
    <message>
        <source>
click to hide its lines</source>
        <translation>
单击以隐藏它的连线</translation>
    </message>
    <message>
        <source>
click to show its lines</source>
        <translation>
单击以显示它的连线</translation>
    </message>
    <message>
        <source>
click again to show every line</source>
        <translation>
再次单击以显示所有连线</translation>
    </message>
    <message>
        <source>
click to keep only its lines</source>
        <translation>
单击以只保留它的连线</translation>
    </message>
    <message>
        <source>Export Image…</source>
        <translation>导出图像…</translation>
    </message>
    <message>
        <source>Copy Image</source>
        <translation>复制图像</translation>
    </message>
    <message>
        <source>Show Every Head</source>
        <translation>显示所有头</translation>
    </message>
    <message>
        <source>Show Every Token&apos;s Lines</source>
        <translation>显示每个词元的连线</translation>
    </message>
</context>
<context>
    <name>attn::LossCurveWidget</name>
    <message>
        <source>Export Loss History as CSV…</source>
        <translation>将损失历史导出为 CSV…</translation>
    </message>
    <message>
        <source>Export Loss History</source>
        <translation>导出损失历史</translation>
    </message>
</context>
<context>
    <name>attn::MainWindow</name>
    <message>
        <source>Inputs: tokens, embeddings and weights</source>
        <translation>输入：词元、嵌入和权重</translation>
    </message>
    <message>
        <source>Softmax of the selected query, step by step</source>
        <translation>所选查询的 softmax，逐步计算</translation>
    </message>
    <message>
        <source>Computed: Q, K, V, scores, weights, outputs</source>
        <translation>计算结果：Q、K、V、分数、权重、输出</translation>
    </message>
    <message>
        <source>Matrix products on Eigen: the BLAS library failed its self-check</source>
        <translation>矩阵乘法改用 Eigen：BLAS 库未通过自检</translation>
    </message>
    <message>
        <source>Computing… %p%</source>
        <translation>正在计算… %p%</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Stop computing; the tables and heatmaps keep the previous result</source>
        <translation>停止计算；表格和热力图保留上一次的结果</translation>
    </message>
    <message>
        <source>Cancelled: the views show the result before the last edit</source>
        <translation>已取消：视图显示的是最后一次编辑之前的结果</translation>
    </message>
    <message>
        <source>Not changed: %1</source>
        <translation>未更改：%1</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Presets</source>
        <translation>预设(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Generate Random Session…</source>
        <translation>生成随机会话(&amp;G)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Heatmap Image…</source>
        <translation>热力图图像(&amp;H)…</translation>
    </message>
    <message>
        <source>&amp;All Heads Image…</source>
        <translation>所有头图像(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Breakdown Image…</source>
        <translation>分解图像(&amp;B)…</translation>
    </message>
    <message>
        <source>Computed &amp;Table as CSV…</source>
        <translation>计算表（CSV）(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>撤销 %1(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>重做 %1(&amp;R)</translation>
    </message>
    <message>
        <source>Copy Heatmap &amp;Image</source>
        <translation>复制热力图图像(&amp;I)</translation>
    </message>
    <message>
        <source>Copy Breakdown as &amp;Text</source>
        <translation>将分解复制为文本(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Notes…</source>
        <translation>备注(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Add Token</source>
        <translation>添加词元(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Remove Token</source>
        <translation>删除词元(&amp;R)</translation>
    </message>
    <message>
        <source>Move Token &amp;Up</source>
        <translation>上移词元(&amp;U)</translation>
    </message>
    <message>
        <source>Move Token &amp;Down</source>
        <translation>下移词元(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Causal Mask</source>
        <translation>因果掩码(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Attention Lab</source>
        <translation>关于 Attention Lab(&amp;A)</translation>
    </message>
    <message>
        <source>About Attention Lab</source>
        <translation>关于 Attention Lab</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Attention Lab %1&lt;/h3&gt;&lt;p&gt;Transformer attention, computed by hand, in front of you: Q = X·W_Q, K = X·W_K, V = X·W_V; softmax(Q·Kᵀ/√d_k)·V per head; concat · W_O.&lt;/p&gt;&lt;p&gt;Rows are queries, columns are keys; every row of weights sums to 1.&lt;/p&gt;&lt;p&gt;Matrix products: %2 (%3).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Attention Lab %1&lt;/h3&gt;&lt;p&gt;Transformer 注意力，就在你眼前用手算出来：Q = X·W_Q，K = X·W_K，V = X·W_V；每个头计算 softmax(Q·Kᵀ/√d_k)·V；再做 拼接 · W_O。&lt;/p&gt;&lt;p&gt;行是查询，列是键；权重的每一行之和为 1。&lt;/p&gt;&lt;p&gt;矩阵乘法：%2（%3）。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Labs</source>
        <translation>实验(&amp;L)</translation>
    </message>
    <message>
        <source>Why Divide by √d_k? (Spread of q·k)</source>
        <translation>为什么要除以 √d_k？（q·k 的分布）</translation>
    </message>
    <message>
        <source>&amp;Shapes, Parameters and Cost</source>
        <translation>形状、参数与开销(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;RoPE: Score by Distance…</source>
        <translation>RoPE：随距离变化的分数(&amp;R)…</translation>
    </message>
    <message>
        <source>Show the &amp;Code (NumPy, PyTorch)…</source>
        <translation>显示代码（NumPy、PyTorch）(&amp;C)…</translation>
    </message>
    <message>
        <source>Mistake: Mask after Softmax</source>
        <translation>错误：在 softmax 之后掩蔽</translation>
    </message>
    <message>
        <source>Mistake: Softmax over the Wrong Axis</source>
        <translation>错误：沿错误的轴做 softmax</translation>
    </message>
    <message>
        <source>Mistake: Reshape without Transpose</source>
        <translation>错误：变形而不转置</translation>
    </message>
    <message>
        <source>Back to the Right Weights</source>
        <translation>回到正确的权重</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>“%1” has changes that are not saved. Save them first?</source>
        <translation>“%1”有尚未保存的更改。要先保存吗？</translation>
    </message>
    <message>
        <source>New session: type tokens and numbers into the tables on the left</source>
        <translation>新会话：在左侧的表格中输入词元和数值</translation>
    </message>
    <message>
        <source>Random: T=%1, d_model=%2, %3</source>
        <translation>随机：T=%1，d_model=%2，%3</translation>
    </message>
    <message>
        <source>Export Table as CSV</source>
        <translation>将表格导出为 CSV</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <source>Open Session</source>
        <translation>打开会话</translation>
    </message>
    <message>
        <source>Attention Lab sessions (*.json);;All files (*)</source>
        <translation>Attention Lab 会话 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>An unsaved copy left by an earlier run cannot be read (%1); it is kept as %2</source>
        <translation>上次运行留下的未保存副本无法读取（%1）；它已保留为 %2</translation>
    </message>
    <message>
        <source>Restore unsaved work?</source>
        <translation>恢复未保存的工作？</translation>
    </message>
    <message>
        <source>Attention Lab did not close normally last time. Unsaved changes to “%1” (%2, kept at %3) can be restored.</source>
        <translation>Attention Lab 上次没有正常关闭。对“%1”（%2，保存于 %3）所做的未保存更改可以恢复。</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>恢复(&amp;R)</translation>
    </message>
    <message>
        <source>It cannot be restored now: it %1. It stays where it is: %2</source>
        <translation>现在无法恢复：它%1。它仍保留在原处：%2</translation>
    </message>
    <message>
        <source>Restored the unsaved changes; save them to keep them</source>
        <translation>已恢复未保存的更改；请保存以保留它们</translation>
    </message>
    <message>
        <source>Restored the unsaved changes (save them to keep them); %1 was not opened</source>
        <translation>已恢复未保存的更改（请保存以保留它们）；%1 未打开</translation>
    </message>
    <message>
        <source>Cannot open</source>
        <translation>无法打开</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <source>Cannot load preset</source>
        <translation>无法加载预设</translation>
    </message>
    <message>
        <source>Preset: %1</source>
        <translation>预设：%1</translation>
    </message>
    <message>
        <source>attention.json</source>
        <translation>attention.json</translation>
    </message>
    <message>
        <source>Save Session</source>
        <translation>保存会话</translation>
    </message>
    <message>
        <source>Attention Lab sessions (*.json)</source>
        <translation>Attention Lab 会话 (*.json)</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>无法保存</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation>清除列表</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>Undo %1 (Ctrl+Z)</source>
        <translation>撤销 %1（Ctrl+Z）</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>没有可撤销的操作</translation>
    </message>
    <message>
        <source>Redo %1 (Ctrl+Shift+Z)</source>
        <translation>重做 %1（Ctrl+Shift+Z）</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>没有可重做的操作</translation>
    </message>
    <message>
        <source>Score rule</source>
        <translation>分数规则</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Actual Size</source>
        <translation>实际大小(&amp;A)</translation>
    </message>
    <message>
        <source>Zoom of the whole window: View ▸ Zoom In / Zoom Out (Ctrl+= / Ctrl+−), Ctrl+0 for 100 %</source>
        <translation>整个窗口的缩放：视图 ▸ 放大 / 缩小（Ctrl+= / Ctrl+−），Ctrl+0 恢复 100 %</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark (dim rooms)</source>
        <translation>深色（暗室）(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;High Contrast (bright projectors)</source>
        <translation>高对比度（明亮的投影仪）(&amp;H)</translation>
    </message>
    <message>
        <source>Switch &amp;Heatmap / Breakdown</source>
        <translation>切换热力图 / 分解(&amp;H)</translation>
    </message>
    <message>
        <source>Zoomed far in, the heatmap and the breakdown take the window in turn</source>
        <translation>放得很大时，热力图和分解轮流占据窗口</translation>
    </message>
    <message>
        <source>Zoomed in: F6 switches heatmap ⇄ breakdown</source>
        <translation>已放大：F6 在热力图 ⇄ 分解之间切换</translation>
    </message>
    <message>
        <source>Zoomed in: tables put away (Alt+1, Alt+2 bring them back)</source>
        <translation>已放大：表格已收起（Alt+1、Alt+2 可找回）</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>Attention Lab will start in %1 the next time it is opened.</source>
        <translation>Attention Lab 下次启动时将使用 %1。</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>&amp;System Language</source>
        <translation>系统语言(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;System Language (%1)</source>
        <translation>系统语言（%1）(&amp;S)</translation>
    </message>
    <message numerus="yes">
        <source>%n head(s)</source>
        <translation>
            <numerusform>%n 个头</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n 个词元</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>attn::MaskBar</name>
    <message>
        <source>Ca&amp;usal</source>
        <translation>因果(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Window</source>
        <translation>窗口(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Prefix</source>
        <translation>前缀(&amp;P)</translation>
    </message>
    <message>
        <source>Se&amp;ntences</source>
        <translation>句子(&amp;N)</translation>
    </message>
    <message>
        <source>Window size</source>
        <translation>窗口大小</translation>
    </message>
    <message>
        <source>No peeking at the future: query i may not look at keys j &gt; i (Ctrl+M)</source>
        <translation>不许偷看未来：查询 i 不能看 j &gt; i 的键（Ctrl+M）</translation>
    </message>
    <message>
        <source>Sliding-window attention (as in Mistral): a query sees only keys closer than the window</source>
        <translation>滑动窗口注意力（如 Mistral 中所用）：查询只能看到距离小于窗口的键</translation>
    </message>
    <message>
        <source>Window width W: keys with |i − j| ≥ W are blocked (causal: the query and the W − 1 keys before it)</source>
        <translation>窗口宽度 W：|i − j| ≥ W 的键被屏蔽（因果时：查询本身及其前面 W − 1 个键）</translation>
    </message>
    <message>
        <source>Prefix-LM: with the causal mask, the first P tokens (the prompt) see each other both ways</source>
        <translation>前缀语言模型（prefix-LM）：在因果掩码下，前 P 个词元（提示）彼此双向可见</translation>
    </message>
    <message>
        <source>Packed sentences: tokens of different sentences never see each other. Number the sentences in the Sent. column of the tokens table.</source>
        <translation>打包的句子：不同句子的词元彼此永远看不到。请在词元表的“句”列中为句子编号。</translation>
    </message>
    <message>
        <source>Edit &amp;mask</source>
        <translation>编辑掩码(&amp;M)</translation>
    </message>
    <message>
        <source>Click cells to block or unblock them (Ctrl+click works any time); undoable</source>
        <translation>单击单元格以屏蔽或解除屏蔽（随时都可按住 Ctrl 单击）；可撤销</translation>
    </message>
    <message>
        <source>Unblock all</source>
        <translation>全部解除屏蔽</translation>
    </message>
    <message>
        <source>Unblock every cell blocked by hand (one undo step)</source>
        <translation>解除所有手动屏蔽的单元格（一个撤销步骤）</translation>
    </message>
    <message>
        <source>Mask:</source>
        <translation>掩码：</translation>
    </message>
</context>
<context>
    <name>attn::MatrixModel</name>
    <message>
        <source>query %1, key %2, %3</source>
        <translation>查询 %1，键 %2，%3</translation>
    </message>
    <message>
        <source>%1, column %2, %3</source>
        <translation>%1，第 %2 列，%3</translation>
    </message>
    <message>
        <source>Padding: a pad token&apos;s key column is blocked for every query</source>
        <translation>填充：填充词元的键列对所有查询都被屏蔽</translation>
    </message>
    <message>
        <source>Sentence of this token: tokens of different sentences never see each other</source>
        <translation>此词元所属的句子：不同句子的词元彼此永远看不到</translation>
    </message>
    <message>
        <source>Bias: added to column %1 of every row of %2·%3</source>
        <translation>偏置：加到 %2·%3 每一行的第 %1 列</translation>
    </message>
    <message>
        <source>causal: key %1 is in the future of query %2</source>
        <translation>因果：键 %1 位于查询 %2 的未来</translation>
    </message>
    <message>
        <source>padding: key %1 is a pad token</source>
        <translation>填充：键 %1 是填充词元</translation>
    </message>
    <message>
        <source>blocked by hand</source>
        <translation>手动屏蔽</translation>
    </message>
    <message>
        <source>window: key %1 is %2 or more tokens from query %3</source>
        <translation>窗口：键 %1 与查询 %3 相距 %2 个或更多词元</translation>
    </message>
    <message>
        <source>segments: key %1 is in another sentence than query %2</source>
        <translation>分段：键 %1 与查询 %2 不在同一个句子中</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>已掩蔽</translation>
    </message>
    <message>
        <source>Blocked — %1</source>
        <translation>已屏蔽——%1</translation>
    </message>
    <message>
        <source>a sentence is a whole number from 1 to %1</source>
        <translation>句子编号是 1 到 %1 之间的整数</translation>
    </message>
    <message>
        <source>key token %1</source>
        <translation>键词元 %1</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>词元</translation>
    </message>
    <message>
        <source>Pad</source>
        <translation>填充</translation>
    </message>
    <message>
        <source>Sent.</source>
        <translation>句</translation>
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
        <translation>头 %2 的 %1</translation>
    </message>
    <message>
        <source>the clipboard holds no numbers</source>
        <translation>剪贴板中没有数</translation>
    </message>
    <message>
        <source>row %1 of the pasted block has %2 cells, expected %3</source>
        <translation>粘贴的块中第 %1 行有 %2 个单元格，应为 %3 个</translation>
    </message>
    <message>
        <source>pasted row %1, cell %2: %3</source>
        <translation>粘贴的第 %1 行第 %2 个单元格：%3</translation>
    </message>
    <message>
        <source>paste numbers into the number columns</source>
        <translation>请把数粘贴到数值列中</translation>
    </message>
    <message>
        <source>%1 cells are too many to copy at once (up to %2); select fewer, or use File ▸ Export</source>
        <translation>%1 个单元格太多，无法一次复制（最多 %2 个）；请少选一些，或使用“文件 ▸ 导出”</translation>
    </message>
</context>
<context>
    <name>attn::MechanismsBench</name>
    <message>
        <source>Open a model first.</source>
        <translation>请先打开一个模型。</translation>
    </message>
    <message>
        <source>Type the second text: the same sentence with what matters changed.</source>
        <translation>请输入第二段文本：同一个句子，但改掉关键之处。</translation>
    </message>
    <message>
        <source>This model&apos;s tokenizer cannot turn text into tokens here.</source>
        <translation>此模型的分词器无法在这里把文本转换为词元。</translation>
    </message>
    <message>
        <source>It is %1 tokens and the first text is %2: patching compares the two texts position by position, so they need the same count (change a name for a name, a word for a word).</source>
        <translation>它有 %1 个词元，而第一段文本有 %2 个：修补逐个位置比较两段文本，因此两者的词元数必须相同（用人名换人名，用词换词）。</translation>
    </message>
    <message>
        <source>It is the same text: change something (a name, a word) so the answer changes.</source>
        <translation>两段文本相同：请改动一处（一个人名、一个词），让答案随之改变。</translation>
    </message>
    <message>
        <source>%1: this model was opened on token ids; give the token as #ID.</source>
        <translation>%1：此模型是以词元 ID 打开的；请以 #ID 的形式给出词元。</translation>
    </message>
    <message>
        <source>%1: this model&apos;s tokenizer cannot encode text here; give the token as #ID.</source>
        <translation>%1：此模型的分词器无法在这里编码文本；请以 #ID 的形式给出词元。</translation>
    </message>
    <message>
        <source>The answer and the wrong token are the same token: pick two different ones.</source>
        <translation>答案和错误词元是同一个词元：请选择两个不同的词元。</translation>
    </message>
    <message>
        <source>Choose what to patch: the residual stream, the heads&apos; outputs, or both.</source>
        <translation>选择要修补的内容：残差流、各头的输出，或两者。</translation>
    </message>
    <message>
        <source>Patching %1.</source>
        <translation>修补%1。</translation>
    </message>
    <message>
        <source>Both texts give the same logit difference (%1), so nothing can be restored: pick an answer and a wrong token that the two texts rank differently.</source>
        <translation>两段文本给出的 logit 差相同（%1），因此没有什么可恢复的：请选择两段文本排名不同的答案和错误词元。</translation>
    </message>
    <message>
        <source>There is not enough memory for patching.</source>
        <translation>内存不足，无法进行修补。</translation>
    </message>
    <message>
        <source>There is not enough memory for the logit lens of this run.</source>
        <translation>内存不足，无法为这次运行计算 logit 透镜。</translation>
    </message>
    <message>
        <source>Rollout %1.</source>
        <translation>注意力展开%1。</translation>
    </message>
    <message>
        <source>There is not enough memory for the rollout of this run.</source>
        <translation>内存不足，无法为这次运行计算注意力展开。</translation>
    </message>
</context>
<context>
    <name>attn::ModelBench</name>
    <message>
        <source>zero</source>
        <translation>输出零</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>输出均值</translation>
    </message>
    <message>
        <source>Switch off layer %1 head %2 (%3, %4)</source>
        <translation>关闭第 %1 层第 %2 个头（%3，%4）</translation>
    </message>
    <message>
        <source>Switch on layer %1 head %2 (%3)</source>
        <translation>重新开启第 %1 层第 %2 个头（%3）</translation>
    </message>
    <message>
        <source>Switched-off heads give zero</source>
        <translation>被关闭的头输出零</translation>
    </message>
    <message>
        <source>Switched-off heads give their mean</source>
        <translation>被关闭的头输出其均值</translation>
    </message>
    <message>
        <source>Run the model with layer %1 as edited</source>
        <translation>用修改后的第 %1 层运行模型</translation>
    </message>
    <message>
        <source>Restore all heads and layers</source>
        <translation>恢复所有头和层</translation>
    </message>
    <message>
        <source>L%1 H%2</source>
        <translation>L%1 H%2</translation>
    </message>
    <message>
        <source>%1 off (%2)</source>
        <translation>%1 已关闭（%2）</translation>
    </message>
    <message>
        <source>%1 heads off (%2)</source>
        <translation>%1 个头已关闭（%2）</translation>
    </message>
    <message>
        <source>layer %1 as edited in the tables</source>
        <translation>第 %1 层已在表格中修改</translation>
    </message>
    <message>
        <source>There is not enough memory to run the model again.</source>
        <translation>内存不足，无法重新运行模型。</translation>
    </message>
    <message>
        <source>drop in log p(“%1”) without the head</source>
        <translation>去掉该头后 log p(“%1”) 的降幅</translation>
    </message>
    <message>
        <source>Switching off each of the %1 heads in turn %2.</source>
        <translation>逐个关闭全部 %1 个头%2。</translation>
    </message>
    <message>
        <source>There is not enough memory to switch off every head in turn.</source>
        <translation>内存不足，无法逐个关闭每个头。</translation>
    </message>
    <message>
        <source>There is not enough memory to work out why this score.</source>
        <translation>内存不足，无法计算这个分数从何而来。</translation>
    </message>
</context>
<context>
    <name>attn::ModelPanel</name>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Open Model…</source>
        <translation>打开模型…</translation>
    </message>
    <message>
        <source>Run Model With This Layer</source>
        <translation>用此层运行模型</translation>
    </message>
    <message>
        <source>Opening and running the model… %p%</source>
        <translation>正在打开并运行模型… %p%</translation>
    </message>
    <message>
        <source>Stop: nothing changes</source>
        <translation>停止：不做任何更改</translation>
    </message>
    <message>
        <source>Edit this layer as a session</source>
        <translation>将此层作为会话编辑</translation>
    </message>
    <message>
        <source>This layer as an ordinary session: its input as the embeddings, its W_Q, W_K, W_V, W_O and biases, causal, all its heads — every table, view, mask and the lesson then work on it (Undo brings back what was there)</source>
        <translation>把此层变成一个普通会话：它的输入作为嵌入，加上它的 W_Q、W_K、W_V、W_O 和偏置，使用因果掩码，包含它的所有头——此后每个表格、视图、掩码以及课程都作用于它（撤销可找回原来的内容）</translation>
    </message>
    <message>
        <source>Run the whole model again with the layer as edited in the tables (W_Q, W_K, W_V, W_O, biases, scale) and show its prediction beside the original</source>
        <translation>按表格中修改后的层（W_Q、W_K、W_V、W_O、偏置、缩放）重新运行整个模型，并在原来的预测旁显示它的预测</translation>
    </message>
    <message>
        <source>Switch the selected head off</source>
        <translation>关闭所选的头</translation>
    </message>
    <message>
        <source>Switch the head shown large off (or back on): the model runs again without it and the next-token panel shows what changed. Ctrl+click any panel does the same.</source>
        <translation>关闭放大显示的头（或重新开启）：模型在没有它的情况下重新运行，下一词元面板显示有什么变化。按住 Ctrl 单击任意面板效果相同。</translation>
    </message>
    <message>
        <source>Off = output zero</source>
        <translation>关闭 = 输出零</translation>
    </message>
    <message>
        <source>Off = output its mean</source>
        <translation>关闭 = 输出其均值</translation>
    </message>
    <message>
        <source>What a switched-off head gives: zero, or its output averaged over this sentence&apos;s positions (the command line&apos;s --ablate-with)</source>
        <translation>被关闭的头输出什么：零，或其输出在此句子各位置上的平均（命令行的 --ablate-with）</translation>
    </message>
    <message>
        <source>Restore All</source>
        <translation>全部恢复</translation>
    </message>
    <message>
        <source>Every head back on and the model&apos;s own layers back (one undo step)</source>
        <translation>所有头重新开启，模型自身的层也恢复原样（一个撤销步骤）</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>撤销</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>重做</translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <translation>撤销：%1</translation>
    </message>
    <message>
        <source>Redo: %1</source>
        <translation>重做：%1</translation>
    </message>
    <message>
        <source>Badges: %1</source>
        <translation>标注：%1</translation>
    </message>
    <message>
        <source>Mark every panel with a head score (previous token, first token, self, induction: see the manual), once measured its importance, or (GPT-OSS) the weight its sink takes</source>
        <translation>在每个面板上标注头分数（前一词元、首词元、自身、归纳：见手册），测量后可标注其重要性，或（GPT-OSS）其汇点分走的权重</translation>
    </message>
    <message>
        <source>Importance…</source>
        <translation>重要性…</translation>
    </message>
    <message>
        <source>Switch off each head alone and measure how much the model&apos;s top next token loses without it (n_layer × n_head runs)</source>
        <translation>每次单独关闭一个头，测量模型排名第一的下一词元在没有它时失去多少（运行 n_layer × n_head 次）</translation>
    </message>
    <message>
        <source>Importance %p%</source>
        <translation>重要性 %p%</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>导出 CSV</translation>
    </message>
    <message>
        <source>Head Scores as CSV…</source>
        <translation>头分数导出为 CSV…</translation>
    </message>
    <message>
        <source>Importance as CSV…</source>
        <translation>重要性导出为 CSV…</translation>
    </message>
    <message>
        <source>Every Head</source>
        <translation>所有头</translation>
    </message>
    <message>
        <source>Patching</source>
        <translation>修补</translation>
    </message>
    <message>
        <source>Logit Lens</source>
        <translation>Logit 透镜</translation>
    </message>
    <message>
        <source>Rollout</source>
        <translation>注意力展开</translation>
    </message>
    <message>
        <source>Every layer × every head on your text; click one to show it large</source>
        <translation>在你的文本上显示每一层 × 每个头；单击其中一个可放大显示</translation>
    </message>
    <message>
        <source>Which layers, positions and heads carry the answer (Compare With… a second text)</source>
        <translation>哪些层、位置和头承载着答案（与另一文本比较…）</translation>
    </message>
    <message>
        <source>When does the model know? Each layer&apos;s stream read through the unembedding</source>
        <translation>模型何时知道答案？把每一层的残差流经过反嵌入读出</translation>
    </message>
    <message>
        <source>Attention followed through every layer: one map for the whole model</source>
        <translation>沿所有层追踪注意力：整个模型一张图</translation>
    </message>
    <message>
        <source>Heads ranked by their score</source>
        <translation>按分数排序的头</translation>
    </message>
    <message>
        <source>Head</source>
        <translation>头</translation>
    </message>
    <message>
        <source>L.H</source>
        <translation>层.头</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>分数</translation>
    </message>
    <message>
        <source>The heads with the highest badge value; click one to show it large</source>
        <translation>标注值最高的头；单击其中一个可放大显示</translation>
    </message>
    <message>
        <source>Click a cell of the head&apos;s map: its score split by where the query&apos;s and the key&apos;s residual streams came from</source>
        <translation>单击该头的图中的一个单元格：它的分数按查询和键的残差流来源拆分</translation>
    </message>
    <message>
        <source>Why This Score</source>
        <translation>分数从何而来</translation>
    </message>
    <message>
        <source>Top Heads</source>
        <translation>得分最高的头</translation>
    </message>
    <message>
        <source>Model workbench</source>
        <translation>模型工作台</translation>
    </message>
    <message>
        <source>Run Model With Layer %1 as Edited</source>
        <translation>用修改后的第 %1 层运行模型</translation>
    </message>
    <message>
        <source>Layer %1 Head %2 (%3)</source>
        <translation>第 %1 层第 %2 个头（%3）</translation>
    </message>
    <message>
        <source>Edit Layer %1 in the Tables (all %2 heads)</source>
        <translation>在表格中编辑第 %1 层（全部 %2 个头）</translation>
    </message>
    <message>
        <source>Switch Layer %1 Head %2 Back On</source>
        <translation>重新开启第 %1 层第 %2 个头</translation>
    </message>
    <message>
        <source>Switch Off Layer %1 Head %2</source>
        <translation>关闭第 %1 层第 %2 个头</translation>
    </message>
    <message>
        <source>Layer %1 Head %2</source>
        <translation>第 %1 层第 %2 个头</translation>
    </message>
    <message>
        <source>%1 on the command line</source>
        <translation>命令行中为 %1</translation>
    </message>
    <message>
        <source>Choose a score under “Badges”</source>
        <translation>请在“标注”下选择一种分数</translation>
    </message>
    <message>
        <source>Run Importance first.</source>
        <translation>请先运行“重要性”。</translation>
    </message>
    <message>
        <source>Export Importance</source>
        <translation>导出重要性</translation>
    </message>
    <message>
        <source>Export Head Scores</source>
        <translation>导出头分数</translation>
    </message>
    <message>
        <source>Not for this model in this version: the model cannot take a layer with DeepSeek&apos;s latent attention (MLA) back from the tables (attention-lab model --layer-session refuses one too). The layer&apos;s tables, views and breakdown work as for any session.</source>
        <translation>此版本不支持此模型：模型不能从表格接回使用 DeepSeek 潜在注意力（MLA）的层（attention-lab model --layer-session 同样会拒绝）。该层的表格、视图和分解与任何会话一样可以使用。</translation>
    </message>
    <message>
        <source>This layer as a session: its input as the embeddings, its latent matrices W_DQ … W_KR and W_O, causal, all its heads — the tables, the views and the breakdown then work on it (Undo brings back what was there). The model does not take it back in this version.</source>
        <translation>把此层作为会话：它的输入作为嵌入，加上它的潜在矩阵 W_DQ … W_KR 和 W_O，使用因果掩码，包含它的所有头——此后表格、视图和分解都作用于它（撤销可找回原来的内容）。在此版本中，模型不能接回它。</translation>
    </message>
    <message>
        <source> (%1: %2 K/V, head_dim %3, RoPE θ %4</source>
        <translation> (%1：%2 个 K/V 头，head_dim %3，RoPE θ %4</translation>
    </message>
    <message>
        <source> (bloom: ALiBi for positions, no position table</source>
        <translation> (bloom：用 ALiBi 表示位置，没有位置嵌入表</translation>
    </message>
    <message>
        <source> (%1: latent attention: K/V from a %2-number latent, q·k over %3 + %4 (RoPE θ %5), v %6</source>
        <translation> (%1：潜在注意力：K/V 由 %2 维潜在向量生成，q·k 基于 %3 + %4 维（RoPE θ %5），v 为 %6 维</translation>
    </message>
    <message>
        <source>, %1 experts (%2 a token) and %3 shared</source>
        <translation>，%1 个专家（每个词元 %2 个）和 %3 个共享专家</translation>
    </message>
    <message>
        <source>, %1 experts, %2 a token</source>
        <translation>，%1 个专家，每个词元 %2 个</translation>
    </message>
    <message>
        <source>, a sink per head</source>
        <translation>，每个头一个汇点</translation>
    </message>
    <message>
        <source>, YaRN ×%1</source>
        <translation>，YaRN ×%1</translation>
    </message>
    <message>
        <source>, soft-caps %1 / %2</source>
        <translation>，软上限 %1 / %2</translation>
    </message>
    <message>
        <source>, %1 of %2 layers local (window %3)</source>
        <translation>，%2 层中有 %1 层为局部层（窗口 %3）</translation>
    </message>
    <message>
        <source>%1: %2 layers, %3 heads%4, d_model %5 (%6) · %7 · Ctrl+click a head to switch it off</source>
        <translation>%1：%2 层，%3 个头%4，d_model %5（%6）· %7 · 按住 Ctrl 单击某个头可将其关闭</translation>
    </message>
    <message>
        <source>16-bit; the weights are FP8</source>
        <translation>16 位；权重为 FP8</translation>
    </message>
    <message>
        <source>16-bit, as stored</source>
        <translation>16 位，与存储格式相同</translation>
    </message>
    <message>
        <source>F64, as stored</source>
        <translation>F64，与存储格式相同</translation>
    </message>
    <message>
        <source>F32, as stored</source>
        <translation>F32，与存储格式相同</translation>
    </message>
    <message>
        <source>KV cache: %1 a token of context (%2 layers × a %3-number latent + one %4-number RoPE key, %5) · every head&apos;s K and V in full would need %6</source>
        <translation>KV 缓存：每个上下文词元 %1（%2 层 × 一个 %3 维潜在向量 + 一个 %4 维 RoPE 键，%5）· 若完整保存每个头的 K 和 V，则需要 %6</translation>
    </message>
    <message>
        <source>KV cache: %1 a token of context (%2 layers × K and V × %3 K/V heads × %4 numbers, %5)</source>
        <translation>KV 缓存：每个上下文词元 %1（%2 层 × K 和 V × %3 个 K/V 头 × %4 个数，%5）</translation>
    </message>
    <message>
        <source> · %1 at %2 tokens</source>
        <translation> · %2 个词元时为 %1</translation>
    </message>
    <message>
        <source> (%1 local layers keep %2)</source>
        <translation>（%1 个局部层保存 %2）</translation>
    </message>
    <message>
        <source> (the window keeps %1)</source>
        <translation>（窗口保存 %1）</translation>
    </message>
    <message>
        <source> · one K/V head per query head (MHA) would need %1, one for all (MQA) %2</source>
        <translation> · 每个查询头配一个 K/V 头（MHA）需要 %1，所有头共用一个（MQA）需要 %2</translation>
    </message>
    <message>
        <source> · one K/V head for all %1 query heads (MQA) would need %2</source>
        <translation> · 全部 %1 个查询头共用一个 K/V 头（MQA）需要 %2</translation>
    </message>
    <message>
        <source>File ▸ Open Model… opens a GPT-2, Llama, Mistral, Qwen, Gemma, GPT-OSS, DeepSeek or BLOOM model from its folder (no network needed) and shows what every head of every layer does on your sentence.</source>
        <translation>文件 ▸ 打开模型… 从文件夹中打开 GPT-2、Llama、Mistral、Qwen、Gemma、GPT-OSS、DeepSeek 或 BLOOM 模型（无需联网），并显示每一层的每个头在你的句子上做了什么。</translation>
    </message>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n 个词元</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>attn::ModelSetup</name>
    <message>
        <source>Model: every layer × every head</source>
        <translation>模型：每一层 × 每个头</translation>
    </message>
    <message>
        <source>Open &amp;Model…</source>
        <translation>打开模型(&amp;M)…</translation>
    </message>
    <message>
        <source>&amp;Model View Image…</source>
        <translation>模型视图图像(&amp;M)…</translation>
    </message>
    <message>
        <source>&amp;Run Model With This Layer</source>
        <translation>用此层运行模型(&amp;R)</translation>
    </message>
    <message>
        <source>Run the model again with the layer in the tables as edited, and show its prediction beside the original</source>
        <translation>按表格中修改后的层重新运行模型，并在原来的预测旁显示它的预测</translation>
    </message>
    <message>
        <source>Cannot open the model</source>
        <translation>无法打开模型</translation>
    </message>
    <message>
        <source>Cannot edit this layer</source>
        <translation>无法编辑此层</translation>
    </message>
    <message>
        <source>Layer %1 as a session of %2 tokens, d_model %3 and %4 heads %5.</source>
        <translation>把第 %1 层作为有 %2 个词元、d_model 为 %3、%4 个头的会话%5。</translation>
    </message>
    <message>
        <source>There is not enough memory to take layer %1 out as a session.</source>
        <translation>内存不足，无法把第 %1 层取出为会话。</translation>
    </message>
    <message>
        <source>Edit layer %1 of %2</source>
        <translation>编辑 %2 的第 %1 层</translation>
    </message>
    <message>
        <source>%1, layer %2</source>
        <translation>%1，第 %2 层</translation>
    </message>
    <message>
        <source>&amp;Run Model With Layer %1 as Edited</source>
        <translation>用修改后的第 %1 层运行模型(&amp;R)</translation>
    </message>
    <message>
        <source>Cannot run the model with this layer</source>
        <translation>无法用此层运行模型</translation>
    </message>
    <message>
        <source>Layer %1: %2</source>
        <translation>第 %1 层：%2</translation>
    </message>
    <message>
        <source>A GPT-2, Llama, Mistral, Qwen, Gemma, GPT-OSS, DeepSeek or BLOOM model from its folder (Hugging Face layout), run on your sentence</source>
        <translation>从文件夹（Hugging Face 目录格式）打开 GPT-2、Llama、Mistral、Qwen、Gemma、GPT-OSS、DeepSeek 或 BLOOM 模型，在你的句子上运行</translation>
    </message>
</context>
<context>
    <name>attn::ModelTrainingController</name>
    <message>
        <source>Checkpoints and evaluations need an interval of at least one step.</source>
        <translation>检查点和评估的间隔至少为一步。</translation>
    </message>
    <message>
        <source>The run diverged at step %1 (%2): the model stays as it was before it.</source>
        <translation>运行在第 %1 步发散（%2）：模型保持发散之前的状态。</translation>
    </message>
    <message>
        <source>the next steps</source>
        <translation>后续步骤</translation>
    </message>
    <message>
        <source>There is not enough memory for %1: the run stopped at step %2.</source>
        <translation>内存不足，无法进行%1：运行在第 %2 步停止。</translation>
    </message>
    <message>
        <source>Induction task · %1 · %2</source>
        <translation>归纳任务 · %1 · %2</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n 步</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 × %2 heads, d_model %3, seed %4</source>
        <translation>%1 × %2 个头，d_model %3，种子 %4</translation>
    </message>
    <message numerus="yes">
        <source>%n layer(s)</source>
        <translation>
            <numerusform>%n 层</numerusform>
        </translation>
    </message>
    <message>
        <source>step %1</source>
        <translation>第 %1 步</translation>
    </message>
    <message>
        <source>There is not enough memory to measure the model shown.</source>
        <translation>内存不足，无法测量所示的模型。</translation>
    </message>
    <message>
        <source>induction score</source>
        <translation>归纳分数</translation>
    </message>
    <message>
        <source>There is no trained model yet: press Step or Play first.</source>
        <translation>还没有训练好的模型：请先按“单步”或“运行”。</translation>
    </message>
    <message>
        <source>induction, seed %1, step %2</source>
        <translation>归纳，种子 %1，第 %2 步</translation>
    </message>
</context>
<context>
    <name>attn::ModelViewWidget</name>
    <message>
        <source>Layer %1, head %2 (%3 on the command line)</source>
        <translation>第 %1 层第 %2 个头（命令行中为 %3）</translation>
    </message>
    <message>
        <source> — switched off</source>
        <translation>——已关闭</translation>
    </message>
    <message>
        <source>
An attention sink: %1 of its attention goes to the first token on average. Heads park attention there when they have nothing to look for — its bright first column is not a finding about this sentence.</source>
        <translation>
注意力汇点：平均有 %1 的注意力流向第一个词元。头在没有什么可找时会把注意力停放在那里——它那明亮的第一列并不能说明这个句子的任何特点。</translation>
    </message>
    <message>
        <source>
Click to show it large; Ctrl+click to switch it %1</source>
        <translation>
单击可放大显示；按住 Ctrl 单击可将其%1</translation>
    </message>
    <message>
        <source>back on</source>
        <translation>重新开启</translation>
    </message>
    <message>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Layer %1 Head %2 (%3)</source>
        <translation>第 %1 层第 %2 个头（%3）</translation>
    </message>
    <message>
        <source>Switch %1 Back On</source>
        <translation>重新开启%1</translation>
    </message>
    <message>
        <source>Switch %1 Off: Output Zero</source>
        <translation>关闭%1：输出零</translation>
    </message>
    <message>
        <source>Switch %1 Off: Output Its Mean</source>
        <translation>关闭%1：输出其均值</translation>
    </message>
    <message>
        <source>Export Image…</source>
        <translation>导出图像…</translation>
    </message>
    <message>
        <source>Copy Image</source>
        <translation>复制图像</translation>
    </message>
    <message>
        <source>Arrow keys move from head to head; Enter shows the head large; Ctrl+Enter switches it off or back on; the menu key opens its menu.</source>
        <translation>方向键在各个头之间移动；回车键将该头放大显示；Ctrl+回车键将其关闭或重新打开；菜单键打开它的菜单。</translation>
    </message>
    <message>
        <source>layer %1, head %2</source>
        <translation>第 %1 层，头 %2</translation>
    </message>
    <message>
        <source>switched off</source>
        <translation>已关闭</translation>
    </message>
    <message>
        <source>an attention sink</source>
        <translation>一个注意力汇点</translation>
    </message>
    <message>
        <source>shown large</source>
        <translation>已放大显示</translation>
    </message>
    <message>
        <source>layer %1</source>
        <translation>第 %1 层</translation>
    </message>
    <message>
        <source>head %1</source>
        <translation>头 %1</translation>
    </message>
</context>
<context>
    <name>attn::NextTokenWidget</name>
    <message>
        <source>Token %1 “%2” — click to see what the model predicts after it</source>
        <translation>词元 %1“%2”——单击查看模型预测它之后是什么</translation>
    </message>
    <message>
        <source>Use “%1” as the Answer</source>
        <translation>将“%1”用作答案</translation>
    </message>
    <message>
        <source>Use “%1” as the Wrong Token</source>
        <translation>将“%1”用作错误词元</translation>
    </message>
</context>
<context>
    <name>attn::NotesBar</name>
    <message>
        <source>Edit…</source>
        <translation>编辑…</translation>
    </message>
    <message>
        <source>Change what this session&apos;s note says (kept in the session file)</source>
        <translation>修改此会话的备注内容（保存在会话文件中）</translation>
    </message>
    <message>
        <source>Put the note away until another session is opened (Edit ▸ Notes… brings it back)</source>
        <translation>收起备注，直到打开另一个会话（编辑 ▸ 备注… 可找回）</translation>
    </message>
    <message>
        <source>Before your edits: %1</source>
        <translation>在你编辑之前：%1</translation>
    </message>
    <message>
        <source>%1

(Written for the session as loaded; undo your edits to see it current again.)</source>
        <translation>%1

（这是为加载时的会话写的；撤销你的编辑即可再次看到与之相符的内容。）</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>What this session shows, in a sentence or two (saved with it):</source>
        <translation>此会话展示了什么，用一两句话说明（随会话一同保存）：</translation>
    </message>
</context>
<context>
    <name>attn::OpenModelDialog</name>
    <message>
        <source>A sentence (the model&apos;s own tokenizer splits it)</source>
        <translation>一个句子（由模型自己的分词器切分）</translation>
    </message>
    <message>
        <source>Token ids, separated by commas</source>
        <translation>词元 ID，以逗号分隔</translation>
    </message>
    <message>
        <source>Open Model</source>
        <translation>打开模型</translation>
    </message>
    <message>
        <source>A folder with config.json, model.safetensors, vocab.json and merges.txt</source>
        <translation>包含 config.json、model.safetensors、vocab.json 和 merges.txt 的文件夹</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <source>&amp;Open and Run</source>
        <translation>打开并运行(&amp;O)</translation>
    </message>
    <message>
        <source>Model &amp;folder:</source>
        <translation>模型文件夹(&amp;F)：</translation>
    </message>
    <message>
        <source>Not installed: share/attention-lab/models/%1 is missing</source>
        <translation>未安装：缺少 share/attention-lab/models/%1</translation>
    </message>
    <message>
        <source>A small constructed GPT-2 whose heads are known, with a repeated sentence to run it on (%1)</source>
        <translation>一个特意构造、各个头的作用已知的小型 GPT-2，附带一个用来运行它的重复句子（%1）</translation>
    </message>
    <message>
        <source>Built-in:</source>
        <translation>内置：</translation>
    </message>
    <message>
        <source>Run it on:</source>
        <translation>运行于：</translation>
    </message>
    <message>
        <source>&amp;Text:</source>
        <translation>文本(&amp;T)：</translation>
    </message>
    <message>
        <source>Model Folder</source>
        <translation>模型文件夹</translation>
    </message>
    <message>
        <source>Token ids: &quot;%1&quot; is not a whole number ≥ 0 (give ids as 464, 7850, 3331).</source>
        <translation>词元 ID：“%1”不是 ≥ 0 的整数（请按 464, 7850, 3331 的形式给出 ID）。</translation>
    </message>
    <message>
        <source>Token ids: none given (give ids as 464, 7850, 3331).</source>
        <translation>词元 ID：没有给出任何 ID（请按 464, 7850, 3331 的形式给出 ID）。</translation>
    </message>
    <message>
        <source>Choose the model&apos;s folder.</source>
        <translation>请选择模型所在的文件夹。</translation>
    </message>
    <message>
        <source>Type a sentence to run the model on.</source>
        <translation>请输入一个句子，用来运行模型。</translation>
    </message>
    <message>
        <source>A model in the Hugging Face layout (GPT-2 small … XL, DistilGPT-2; Llama, Mistral, Qwen 2 and 3, Gemma 2 and 3, GPT-OSS, DeepSeek V2 and V3, BLOOM), read from disk: nothing is downloaded. Every layer and head is computed on your text.</source>
        <translation>Hugging Face 目录格式的模型（GPT-2 small … XL、DistilGPT-2；Llama、Mistral、Qwen 2 和 3、Gemma 2 和 3、GPT-OSS、DeepSeek V2 和 V3、BLOOM），从磁盘读取：不下载任何东西。每一层和每个头都在你的文本上计算。</translation>
    </message>
    <message>
        <source>Induction (built-in example)</source>
        <translation>归纳（内置示例）</translation>
    </message>
</context>
<context>
    <name>attn::PatchingPage</name>
    <message>
        <source>Compare With…</source>
        <translation>与另一文本比较…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>A second text of as many tokens (yours with the names swapped, say): which layers, positions and heads carry the answer</source>
        <translation>词元数相同的第二段文本（比如把你句子中的人名对调）：哪些层、位置和头承载着答案</translation>
    </message>
    <message>
        <source>Patching %p%</source>
        <translation>修补 %p%</translation>
    </message>
    <message>
        <source>Stop patching: the grids shown stay as they were</source>
        <translation>停止修补：已显示的网格保持不变</translation>
    </message>
    <message>
        <source>Patching against “%1”…</source>
        <translation>正在以“%1”为对照进行修补…</translation>
    </message>
    <message>
        <source>Which layers, positions and heads carry the answer? Compare your text with a second one — the same sentence with the names swapped — and pick the answer and the wrong token.</source>
        <translation>哪些层、位置和头承载着答案？把你的文本与第二段文本比较——同一个句子，但对调了人名——然后选择答案和错误词元。</translation>
    </message>
    <message>
        <source>Patching… the grids come when every run is done</source>
        <translation>正在修补……所有运行完成后才会显示网格</translation>
    </message>
    <message>
        <source>Compare With… a second text to see where the answer is carried</source>
        <translation>与另一文本比较… 看看答案由哪里承载</translation>
    </message>
    <message>
        <source>Against “%1”: logit %2 − logit %3 is %4 on your text, %5 on it · %6 runs of the model as opened</source>
        <translation>对照“%1”：logit %2 − logit %3 在你的文本上为 %4，在对照文本上为 %5 · 按打开时的模型运行了 %6 次</translation>
    </message>
    <message>
        <source>Both texts give %1 the same lead over %2: nothing to restore. Pick an answer and a wrong token the two texts rank differently.</source>
        <translation>两段文本中 %1 领先 %2 的幅度相同：没有什么可恢复的。请选择两段文本排名不同的答案和错误词元。</translation>
    </message>
    <message>
        <source>Patching against “%1”… (the grids shown are of the text before)</source>
        <translation>正在以“%1”为对照进行修补…（已显示的网格属于之前的文本）</translation>
    </message>
</context>
<context>
    <name>attn::PinnedResult</name>
    <message>
        <source>%1 · %2, %3</source>
        <translation>%1 · %2，%3</translation>
    </message>
    <message numerus="yes">
        <source>%n token(s)</source>
        <translation>
            <numerusform>%n 个词元</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n head(s)</source>
        <translation>
            <numerusform>%n 个头</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>attn::PracticeDialog</name>
    <message>
        <source>&amp;Check</source>
        <translation>检查(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <source>Practise the Lesson&apos;s Numbers</source>
        <translation>练习课程中的数值</translation>
    </message>
    <message>
        <source>Exercises</source>
        <translation>练习</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>你的答案</translation>
    </message>
    <message>
        <source>numbers separated by spaces; rows by ;</source>
        <translation>数之间用空格分隔；行之间用 ; 分隔</translation>
    </message>
    <message>
        <source>Type the numbers with a dot or your language&apos;s decimal separator, separated by spaces; a list of rows (a matrix) row after row, separated by ;</source>
        <translation>输入数值，小数点用点号或你所用语言的小数分隔符，数之间用空格分隔；若是一组行（矩阵），逐行输入，行之间用 ; 分隔</translation>
    </message>
    <message>
        <source>&amp;Glossary</source>
        <translation>术语表(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Open Answers…</source>
        <translation>打开答案(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save Answers…</source>
        <translation>保存答案(&amp;S)…</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>术语表</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>未检查</translation>
    </message>
    <message>
        <source>right</source>
        <translation>正确</translation>
    </message>
    <message>
        <source>not yet right</source>
        <translation>还不对</translation>
    </message>
    <message>
        <source>This session makes q, k and v from DeepSeek&apos;s latents (mla): the lesson&apos;s exercises work W_Q, W_K and W_V out by hand.</source>
        <translation>此会话的 q、k 和 v 由 DeepSeek 的潜在向量（mla）生成：课程的练习是用手算 W_Q、W_K 和 W_V。</translation>
    </message>
    <message>
        <source>This session&apos;s lesson asks for no numbers to work out.</source>
        <translation>此会话的课程没有要求计算的数。</translation>
    </message>
    <message>
        <source>%1 of %2 right · query %3, head %4</source>
        <translation>答对 %1 / %2 · 查询 %3，头 %4</translation>
    </message>
    <message>
        <source>Step: %1 · %2</source>
        <translation>步骤：%1 · %2</translation>
    </message>
    <message>
        <source>✓ Right.</source>
        <translation>✓ 正确。</translation>
    </message>
    <message>
        <source>✗ Not yet: %1</source>
        <translation>✗ 还不对：%1</translation>
    </message>
    <message>
        <source>&amp;Hint %1 of %2</source>
        <translation>提示 %1 / %2(&amp;H)</translation>
    </message>
    <message>
        <source>No more hints</source>
        <translation>没有更多提示了</translation>
    </message>
    <message>
        <source>it does not have the answer&apos;s shape</source>
        <translation>它的形状与答案不符</translation>
    </message>
    <message>
        <source>%1 rows of %2 numbers are asked, the rows separated by ;</source>
        <translation>要求 %1 行，每行 %2 个数，行之间用 ; 分隔</translation>
    </message>
    <message numerus="yes">
        <source>%n number(s) are asked</source>
        <translation>
            <numerusform>要求 %n 个数</numerusform>
        </translation>
    </message>
    <message>
        <source>row %1 (%2 %3), column %4 is the first that is off (%5 rows of %6 numbers are asked)</source>
        <translation>第 %1 行（%2 %3）第 %4 列是第一个不对的数（要求 %5 行，每行 %6 个数）</translation>
    </message>
    <message>
        <source>key</source>
        <translation>键</translation>
    </message>
    <message>
        <source>token</source>
        <translation>词元</translation>
    </message>
    <message>
        <source>row %1 (%2 %3), number %4 is the first that is off (%5 rows of %6 numbers are asked)</source>
        <translation>第 %1 行（%2 %3）第 %4 个数是第一个不对的（要求 %5 行，每行 %6 个数）</translation>
    </message>
    <message>
        <source>number %1 (key %2) is the first that is off (%3 asked)</source>
        <translation>第 %1 个数（键 %2）是第一个不对的（共要求 %3 个）</translation>
    </message>
    <message>
        <source>the number is off</source>
        <translation>这个数不对</translation>
    </message>
    <message>
        <source>number %1 is the first that is off (%2 asked)</source>
        <translation>第 %1 个数是第一个不对的（共要求 %2 个）</translation>
    </message>
    <message>
        <source>✗ %1</source>
        <translation>✗ %1</translation>
    </message>
    <message>
        <source>Hint %1: %2</source>
        <translation>提示 %1：%2</translation>
    </message>
    <message>
        <source>“%1” is not a number</source>
        <translation>“%1”不是数</translation>
    </message>
    <message>
        <source>the rows have different lengths (%1 and %2 numbers)</source>
        <translation>各行长度不同（%1 个数和 %2 个数）</translation>
    </message>
    <message>
        <source>type the numbers first</source>
        <translation>请先输入数值</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Save Answers</source>
        <translation>保存答案</translation>
    </message>
    <message>
        <source>Answers (*.json)</source>
        <translation>答案 (*.json)</translation>
    </message>
    <message>
        <source>Open Answers</source>
        <translation>打开答案</translation>
    </message>
    <message numerus="yes">
        <source>%n answer(s) in the file are for exercises this session does not ask; left out.</source>
        <translation>
            <numerusform>文件中有 %n 个答案属于此会话没有的练习；已略过。</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;dl&gt;&lt;dt&gt;&lt;b&gt;query&lt;/b&gt; (q)&lt;/dt&gt;&lt;dd&gt;what a token is looking for: its row of Q = X·W_Q&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;key&lt;/b&gt; (k)&lt;/dt&gt;&lt;dd&gt;what a token offers to be found by: its row of K = X·W_K&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;value&lt;/b&gt; (v)&lt;/dt&gt;&lt;dd&gt;what a token passes on when attended to: its row of V = X·W_V&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;score&lt;/b&gt;&lt;/dt&gt;&lt;dd&gt;q·k, how well a query and a key line up&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;d_k&lt;/b&gt;&lt;/dt&gt;&lt;dd&gt;the width of a head&apos;s queries and keys; scores are multiplied by 1/√d_k&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;logit&lt;/b&gt;&lt;/dt&gt;&lt;dd&gt;a score after the scale (and any stage after it), what the softmax takes&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;softmax&lt;/b&gt;&lt;/dt&gt;&lt;dd&gt;e^x of each logit divided by their sum: weights that are positive and add up to 1&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;weight&lt;/b&gt;&lt;/dt&gt;&lt;dd&gt;how much of a key&apos;s value a query takes&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;mask&lt;/b&gt;&lt;/dt&gt;&lt;dd&gt;keys a query may not see: their logit is −∞ before the softmax, so their weight is 0&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;head&lt;/b&gt;&lt;/dt&gt;&lt;dd&gt;one attention of its own, on its own columns of Q, K and V&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;output&lt;/b&gt;&lt;/dt&gt;&lt;dd&gt;Σ weight·v over the keys; the heads&apos; outputs side by side, times W_O&lt;/dd&gt;&lt;/dl&gt;</source>
        <translation>&lt;dl&gt;&lt;dt&gt;&lt;b&gt;查询&lt;/b&gt;（query，q）&lt;/dt&gt;&lt;dd&gt;词元在寻找什么：它在 Q = X·W_Q 中的那一行&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;键&lt;/b&gt;（key，k）&lt;/dt&gt;&lt;dd&gt;词元凭什么被找到：它在 K = X·W_K 中的那一行&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;值&lt;/b&gt;（value，v）&lt;/dt&gt;&lt;dd&gt;词元被关注时传递出去的内容：它在 V = X·W_V 中的那一行&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;分数&lt;/b&gt;（score）&lt;/dt&gt;&lt;dd&gt;q·k，查询与键的匹配程度&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;d_k&lt;/b&gt;&lt;/dt&gt;&lt;dd&gt;一个头的查询和键的宽度；分数要乘以 1/√d_k&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;logit&lt;/b&gt;&lt;/dt&gt;&lt;dd&gt;经过缩放（以及其后的各个环节）之后的分数，即 softmax 的输入&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;softmax&lt;/b&gt;&lt;/dt&gt;&lt;dd&gt;每个 logit 的 e^x 除以它们的总和：得到全为正、总和为 1 的权重&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;权重&lt;/b&gt;（weight）&lt;/dt&gt;&lt;dd&gt;查询从某个键的值中取用多少&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;掩码&lt;/b&gt;（mask）&lt;/dt&gt;&lt;dd&gt;查询不能看的键：在 softmax 之前它们的 logit 为 −∞，因此权重为 0&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;头&lt;/b&gt;（head）&lt;/dt&gt;&lt;dd&gt;一个独立的注意力，作用于 Q、K 和 V 中属于它自己的那些列&lt;/dd&gt;&lt;dt&gt;&lt;b&gt;输出&lt;/b&gt;（output）&lt;/dt&gt;&lt;dd&gt;对所有键求 Σ 权重·v；各头的输出并排拼接，再乘以 W_O&lt;/dd&gt;&lt;/dl&gt;</translation>
    </message>
</context>
<context>
    <name>attn::PresentationWindow</name>
    <message>
        <source>Attention Lab — presentation</source>
        <translation>Attention Lab——演示</translation>
    </message>
</context>
<context>
    <name>attn::PresenterView</name>
    <message>
        <source>Attention Lab — presenter view</source>
        <translation>Attention Lab——演示者视图</translation>
    </message>
    <message>
        <source>Now — %1 / %2: %3</source>
        <translation>当前——%1 / %2：%3</translation>
    </message>
    <message>
        <source>No answers held back on this step.</source>
        <translation>此步骤没有隐藏的答案。</translation>
    </message>
    <message>
        <source>Answers (● revealed):
</source>
        <translation>答案（● 已揭晓）：
</translation>
    </message>
    <message>
        <source>Next — %1</source>
        <translation>下一步——%1</translation>
    </message>
    <message>
        <source>Last step</source>
        <translation>最后一步</translation>
    </message>
    <message>
        <source>%1    elapsed %2:%3</source>
        <translation>%1    已用时 %2:%3</translation>
    </message>
</context>
<context>
    <name>attn::Recompute</name>
    <message>
        <source>not enough memory to compute a session of %1 tokens; the maps and the breakdown keep what they showed, the tables stay empty, until an edit makes it fit</source>
        <translation>内存不足，无法计算有 %1 个词元的会话；图和分解保留之前显示的内容，表格保持为空，直到某次编辑使其能够放下</translation>
    </message>
    <message>
        <source>not enough memory to compute a session of %1 tokens; the views show the previous result</source>
        <translation>内存不足，无法计算有 %1 个词元的会话；视图显示上一次的结果</translation>
    </message>
</context>
<context>
    <name>attn::RolloutPage</name>
    <message>
        <source>Rollout</source>
        <translation>注意力展开</translation>
    </message>
    <message>
        <source>Attention rollout (Abnar &amp; Zuidema, 2020): every layer&apos;s heads averaged, half kept for the residual path, multiplied through the layers — where each token&apos;s information can have come from. A picture of attention, not of what the model computes with it.</source>
        <translation>注意力展开（Abnar &amp; Zuidema，2020）：每层的各个头取平均，一半留给残差路径，再逐层相乘——显示每个词元的信息可能来自哪里。这是注意力的图景，而不是模型用这些信息计算了什么。</translation>
    </message>
    <message>
        <source>working out the rollout of this run…</source>
        <translation>正在计算这次运行的注意力展开…</translation>
    </message>
    <message>
        <source>of the run before the last change</source>
        <translation>上一次更改之前的运行结果</translation>
    </message>
</context>
<context>
    <name>attn::RopeDialog</name>
    <message>
        <source>RoPE: Score by Distance</source>
        <translation>RoPE：随距离变化的分数</translation>
    </message>
    <message>
        <source>Against the &amp;key of</source>
        <translation>对照的键取自(&amp;K)</translation>
    </message>
    <message>
        <source>Whose key content the selected query is scored against, moved to every distance</source>
        <translation>所选查询要与哪个词元的键内容计算分数，该内容被移到每一个距离上</translation>
    </message>
    <message>
        <source>Select a query in a heatmap; right-click the curve to export it.</source>
        <translation>在热力图中选择一个查询；右击曲线可将其导出。</translation>
    </message>
    <message>
        <source>token %1 “%2”</source>
        <translation>词元 %1“%2”</translation>
    </message>
</context>
<context>
    <name>attn::ScoreRuleBar</name>
    <message>
        <source>S&amp;tages</source>
        <translation>环节(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;ALiBi</source>
        <translation>ALiBi(&amp;A)</translation>
    </message>
    <message>
        <source>ALiBi (BLOOM): head h&apos;s logits get −m_h·|i − j|, a penalty that grows with the distance between query i and key j. Each head has its own slope m_h.</source>
        <translation>ALiBi（BLOOM）：头 h 的 logit 加上 −m_h·|i − j|，这是一个随查询 i 与键 j 之间的距离增大的惩罚项。每个头有自己的斜率 m_h。</translation>
    </message>
    <message>
        <source>Soft-&amp;cap</source>
        <translation>软上限(&amp;C)</translation>
    </message>
    <message>
        <source>Soft-capping (Gemma 2): every logit x becomes c·tanh(x / c), before the mask, so none goes beyond ±c.</source>
        <translation>软上限（Gemma 2）：每个 logit x 在掩蔽之前变为 c·tanh(x / c)，因此都不会超出 ±c。</translation>
    </message>
    <message>
        <source>Soft-cap c</source>
        <translation>软上限 c</translation>
    </message>
    <message>
        <source>The cap c: logits stay within (−c, c).</source>
        <translation>上限 c：logit 保持在 (−c, c) 之内。</translation>
    </message>
    <message>
        <source>S&amp;inks</source>
        <translation>汇点(&amp;I)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Attention sinks (GPT-OSS): one logit a head, e.g. &quot;0.5, -1&quot;. Each joins its head&apos;s softmax, takes weight and gives no value, so a row&apos;s weights sum to less than 1. Empty: no sinks. Enter applies.</source>
        <translation>注意力汇点（GPT-OSS）：每个头一个 logit，例如 &quot;0.5, -1&quot;。每个汇点加入所在头的 softmax，分走权重却不提供任何值，因此一行权重之和小于 1。留空：无汇点。按 Enter 应用。</translation>
    </message>
    <message>
        <source>Turn ALiBi on</source>
        <translation>开启 ALiBi</translation>
    </message>
    <message>
        <source>Turn ALiBi off</source>
        <translation>关闭 ALiBi</translation>
    </message>
    <message>
        <source>Soft-cap the logits at %1</source>
        <translation>将 logit 软上限设为 %1</translation>
    </message>
    <message>
        <source>Remove the soft-cap</source>
        <translation>移除软上限</translation>
    </message>
    <message>
        <source>sinks: “%1” is not a number</source>
        <translation>汇点：“%1”不是数</translation>
    </message>
    <message>
        <source>Remove the sinks</source>
        <translation>移除汇点</translation>
    </message>
    <message>
        <source>Set the sinks to %1</source>
        <translation>将汇点设为 %1</translation>
    </message>
    <message>
        <source>ALiBi</source>
        <translation>ALiBi</translation>
    </message>
    <message>
        <source>soft-cap %1</source>
        <translation>软上限 %1</translation>
    </message>
    <message>
        <source>sinks</source>
        <translation>汇点</translation>
    </message>
    <message>
        <source>Stages of the score rule after the scale: ALiBi, a soft-cap, sinks. None is on.</source>
        <translation>分数规则在缩放之后的环节：ALiBi、软上限、汇点。目前都未开启。</translation>
    </message>
    <message>
        <source>Stages on: %1.</source>
        <translation>已开启的环节：%1。</translation>
    </message>
</context>
<context>
    <name>attn::SessionShapeBar</name>
    <message>
        <source>Scale value</source>
        <translation>缩放值</translation>
    </message>
    <message>
        <source>Scale</source>
        <translation>缩放</translation>
    </message>
    <message>
        <source>Width of each embedding; W_Q, W_K, W_V and W_O are d_model × d_model. Existing values are kept.</source>
        <translation>每个嵌入的宽度；W_Q、W_K、W_V 和 W_O 都是 d_model × d_model。已有的值会保留。</translation>
    </message>
    <message>
        <source>1/√d_k</source>
        <translation>1/√d_k</translation>
    </message>
    <message>
        <source>none (× 1)</source>
        <translation>无（× 1）</translation>
    </message>
    <message>
        <source>custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>Scores are multiplied by this before the softmax.</source>
        <translation>分数在 softmax 之前乘以此值。</translation>
    </message>
    <message>
        <source>The factor the scores are multiplied by.</source>
        <translation>分数所乘的因子。</translation>
    </message>
    <message>
        <source>Drag to sharpen (right) or flatten (left) every softmax: a temperature.</source>
        <translation>拖动可让每个 softmax 变尖锐（向右）或变平缓（向左）：即温度。</translation>
    </message>
    <message>
        <source>d_k = 8888</source>
        <translation>d_k = 8888</translation>
    </message>
    <message>
        <source>d_&amp;model</source>
        <translation>d_model(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Heads</source>
        <translation>头数(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Scale</source>
        <translation>缩放(&amp;S)</translation>
    </message>
    <message>
        <source>Number of heads: only divisors of d_model. Each head gets d_k = d_model / heads columns.</source>
        <translation>头数：只能是 d_model 的约数。每个头分到 d_k = d_model / 头数 列。</translation>
    </message>
    <message>
        <source>This session fixes its heads in its matrices: W_Q has %1 heads × head_dim %2 columns, W_K and W_V %3 key/value heads × %2 (heads that share one: grouped-query attention).</source>
        <translation>此会话在其矩阵中固定了头数：W_Q 有 %1 个头 × head_dim %2 列，W_K 和 W_V 有 %3 个键/值头 × %2（多个头共用一个：分组查询注意力）。</translation>
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
        <translation>头：</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <source>Save the heads shown as one PNG, SVG or PDF, or copy them as a picture</source>
        <translation>将所显示的头保存为一个 PNG、SVG 或 PDF 文件，或复制为图片</translation>
    </message>
    <message>
        <source>Up to %1 heads, one colour scale (every weight 0 … 1). Click a map to explain that row.</source>
        <translation>最多 %1 个头，使用同一色标（每个权重 0 … 1）。单击某张图可解释该行。</translation>
    </message>
    <message>
        <source>Side by side shows up to %1 tokens; this session has %2. The head strip under the heatmap shows every head of it.</source>
        <translation>并排比较最多显示 %1 个词元；此会话有 %2 个。热力图下方的头缩略图带会显示它的每个头。</translation>
    </message>
</context>
<context>
    <name>attn::StepCanvas</name>
    <message>
        <source>Lesson step %1 of %2: %3</source>
        <translation>课程第 %1 步（共 %2 步）：%3</translation>
    </message>
</context>
<context>
    <name>attn::TrainModelWindow</name>
    <message>
        <source>Train a Model — Attention Lab</source>
        <translation>训练模型——Attention Lab</translation>
    </message>
    <message>
        <source>Every layer and head on a held-out repeated sequence</source>
        <translation>在一个留出的重复序列上显示每一层和每个头</translation>
    </message>
    <message>
        <source>Switch All Heads Back On</source>
        <translation>重新开启所有头</translation>
    </message>
    <message>
        <source>Train a Model</source>
        <translation>训练模型</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Train step after step; press again to pause</source>
        <translation>一步接一步地训练；再按一次暂停</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>单步</translation>
    </message>
    <message>
        <source>One step of training, then paused</source>
        <translation>训练一步，然后暂停</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>End this run: what it trained stays to be looked at and saved; the next Play starts a new one with the seed and size then set</source>
        <translation>结束本次运行：训练出的结果保留下来，可供查看和保存；下次按“运行”时，用届时设定的种子和尺寸开始新的运行</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>As fast as it goes</source>
        <translation>尽可能快</translation>
    </message>
    <message>
        <source>%1 steps/s</source>
        <translation>%1 步/秒</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <source>The seed of the model&apos;s first weights and of its training data (train-model --seed)</source>
        <translation>模型初始权重及其训练数据的种子（train-model --seed）</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <source>Layers of attention (an induction head needs two)</source>
        <translation>注意力层数（归纳头需要两层）</translation>
    </message>
    <message>
        <source>Heads</source>
        <translation>头数</translation>
    </message>
    <message>
        <source>Heads in every layer</source>
        <translation>每层的头数</translation>
    </message>
    <message>
        <source>d_model</source>
        <translation>d_model</translation>
    </message>
    <message>
        <source>The width of the residual stream; each head gets d_model / heads</source>
        <translation>残差流的宽度；每个头分到 d_model / 头数</translation>
    </message>
    <message>
        <source>Checkpoint every</source>
        <translation>检查点间隔</translation>
    </message>
    <message>
        <source>Steps between the checkpoints kept in memory (the scrubber&apos;s stops)</source>
        <translation>内存中保留的检查点之间相隔的步数（即拖动条的停靠点）</translation>
    </message>
    <message>
        <source>Checkpoint</source>
        <translation>检查点</translation>
    </message>
    <message>
        <source>Checkpoint shown</source>
        <translation>显示的检查点</translation>
    </message>
    <message>
        <source>Go back to any checkpoint: the grid and the workbench show the model as it was then; at the right end, the newest step</source>
        <translation>回到任意检查点：网格和工作台显示模型当时的样子；拖到最右端则是最新的一步</translation>
    </message>
    <message>
        <source>step 000000 of 000000 (newest)</source>
        <translation>第 000000 步，共 000000 步（最新）</translation>
    </message>
    <message>
        <source>Open in Model Workbench</source>
        <translation>在模型工作台中打开</translation>
    </message>
    <message>
        <source>The model shown, in the main window&apos;s workbench: head scores, switching heads off, the next token</source>
        <translation>在主窗口的工作台中打开所示模型：头分数、关闭头、下一个词元</translation>
    </message>
    <message>
        <source>Save Model…</source>
        <translation>保存模型…</translation>
    </message>
    <message>
        <source>The model shown as a GPT-2 folder, as train-model writes it (Python&apos;s transformers opens it too)</source>
        <translation>把所示模型保存为 GPT-2 文件夹，与 train-model 的写法相同（Python 的 transformers 也能打开它）</translation>
    </message>
    <message>
        <source>Save Curves (CSV)…</source>
        <translation>保存曲线（CSV）…</translation>
    </message>
    <message>
        <source>Start a new run?</source>
        <translation>开始新的运行？</translation>
    </message>
    <message>
        <source>The model trained for %1 steps is not saved. A new run starts from random weights: save this one first?</source>
        <translation>训练了 %1 步的模型尚未保存。新的运行会从随机权重开始：要先保存这个模型吗？</translation>
    </message>
    <message>
        <source>The trained model is not saved</source>
        <translation>训练好的模型尚未保存</translation>
    </message>
    <message>
        <source>The model trained for %1 steps is not saved, and closing lets it go. Save it first?</source>
        <translation>训练了 %1 步的模型尚未保存，关闭后它将丢失。要先保存吗？</translation>
    </message>
    <message>
        <source>Save the Trained Model</source>
        <translation>保存训练好的模型</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Stop the run to change this: a new run starts from step 0</source>
        <translation>要更改此项，请先停止运行：新的运行从第 0 步开始</translation>
    </message>
    <message>
        <source>Press Stop, then Play for a new run.</source>
        <translation>请按“停止”，再按“运行”开始新的运行。</translation>
    </message>
    <message>
        <source>A %1 model with random weights. Press Play: the loss steps down when a previous-token head and an induction head form.</source>
        <translation>一个随机权重的 %1 模型。请按“运行”：当前一词元头和归纳头形成时，损失会台阶式下降。</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>第 %1 步</translation>
    </message>
    <message>
        <source> · batch loss %1</source>
        <translation> · 批次损失 %1</translation>
    </message>
    <message>
        <source> · repeated half %1%2</source>
        <translation> · 重复那一半 %1%2</translation>
    </message>
    <message>
        <source> (at step %1)</source>
        <translation>（第 %1 步时）</translation>
    </message>
    <message>
        <source> · %1 steps/s</source>
        <translation> · %1 步/秒</translation>
    </message>
    <message>
        <source> · stopped</source>
        <translation> · 已停止</translation>
    </message>
    <message>
        <source> · not the lesson&apos;s run (seed 1, the default sizes): Stop, then Train It Live again</source>
        <translation> · 不是课程中的那次运行（种子 1，默认尺寸）：请按“停止”，再次选择“现场训练”</translation>
    </message>
    <message>
        <source>The model at step %1 on a held-out sequence (its letters twice), badges: induction score. </source>
        <translation>第 %1 步时的模型，在一个留出的序列（其字母重复两遍）上，标注：归纳分数。</translation>
    </message>
    <message>
        <source>Right-click a head (or Ctrl+click) to switch it off in the evaluation; training goes on with the whole model.</source>
        <translation>右击某个头（或按住 Ctrl 单击）可在评估中关闭它；训练仍在整个模型上继续。</translation>
    </message>
    <message>
        <source>Switched off in the evaluation: %1.</source>
        <translation>在评估中已关闭：%1。</translation>
    </message>
    <message>
        <source>Shown large: %1, the head clicked (click it again to follow the best induction head).</source>
        <translation>放大显示：%1，即单击的头（再次单击它可改为跟随最佳归纳头）。</translation>
    </message>
    <message>
        <source>Shown large: %1, the induction head (it rose at step %2): each letter of the second copy looks at the letter after its first occurrence.</source>
        <translation>放大显示：%1，即归纳头（它在第 %2 步上升）：第二遍中的每个字母都看向它第一次出现时后面的那个字母。</translation>
    </message>
    <message>
        <source>Shown large: %1, the best induction score so far; no induction head has formed yet (the stripe it would draw across the second copy&apos;s rows is still faint).</source>
        <translation>放大显示：%1，目前归纳分数最高的头；还没有形成归纳头（它在第二遍各行上画出的条纹仍然很淡）。</translation>
    </message>
    <message>
        <source>Click a head to show it large.</source>
        <translation>单击某个头可放大显示。</translation>
    </message>
    <message>
        <source>step %1 (newest)</source>
        <translation>第 %1 步（最新）</translation>
    </message>
    <message>
        <source>step %1 of %2</source>
        <translation>第 %1 步，共 %2 步</translation>
    </message>
</context>
<context>
    <name>attn::TrainPanel</name>
    <message>
        <source>Race: Scaled</source>
        <translation>竞赛：缩放</translation>
    </message>
    <message>
        <source>Race: Unscaled</source>
        <translation>竞赛：不缩放</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>目标</translation>
    </message>
    <message>
        <source>Gradient</source>
        <translation>梯度</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ 运行</translation>
    </message>
    <message>
        <source>Train step after step at the speed below; press again to pause</source>
        <translation>按下方的速度一步接一步地训练；再按一次暂停</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>单步</translation>
    </message>
    <message>
        <source>One gradient step: every parameter chosen moves against its gradient once</source>
        <translation>一次梯度步：每个所选参数沿其梯度的反方向移动一次</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>重置</translation>
    </message>
    <message>
        <source>Back to the weights before this run (one undo step)</source>
        <translation>回到本次运行之前的权重（一个撤销步骤）</translation>
    </message>
    <message>
        <source>Race: scaled vs unscaled</source>
        <translation>竞赛：缩放与不缩放</translation>
    </message>
    <message>
        <source>The same task twice, scores divided by √d_k and not: watch saturation stop the unscaled one from learning (the session is not changed)</source>
        <translation>同一个任务训练两次，一次分数除以 √d_k，一次不除：看饱和如何让未缩放的那个学不动（会话不会改变）</translation>
    </message>
    <message>
        <source>Train:</source>
        <translation>训练：</translation>
    </message>
    <message>
        <source>b_Q, b_K, b_V, b_O (a bias the session lacks starts at 0)</source>
        <translation>b_Q、b_K、b_V、b_O（会话中没有的偏置从 0 开始）</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>优化器</translation>
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
        <translation>SGD：每个权重移动 −lr × 其梯度。Adam：PyTorch 的实现，使用其默认参数</translation>
    </message>
    <message>
        <source>Learning rate</source>
        <translation>学习率</translation>
    </message>
    <message>
        <source>Steps/s</source>
        <translation>步/秒</translation>
    </message>
    <message>
        <source>Steps per second</source>
        <translation>每秒步数</translation>
    </message>
    <message>
        <source>Target = Output</source>
        <translation>目标 = 输出</translation>
    </message>
    <message>
        <source>The current output as the target; then change it to make a task</source>
        <translation>以当前输出为目标；然后修改它，构成一个任务</translation>
    </message>
    <message>
        <source>From a Session…</source>
        <translation>来自会话…</translation>
    </message>
    <message>
        <source>The output of another session with as many tokens and the same d_model</source>
        <translation>另一个词元数相同、d_model 相同的会话的输出</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>No target: nothing to learn</source>
        <translation>没有目标：没有什么可学的</translation>
    </message>
    <message>
        <source>The output is still being computed: try again in a moment.</source>
        <translation>输出仍在计算中：请稍后再试。</translation>
    </message>
    <message>
        <source>Target from a Session&apos;s Output</source>
        <translation>以会话的输出为目标</translation>
    </message>
    <message>
        <source>Sessions (*.json)</source>
        <translation>会话 (*.json)</translation>
    </message>
    <message>
        <source>Remove the target</source>
        <translation>移除目标</translation>
    </message>
    <message>
        <source>Gradient of</source>
        <translation>梯度：</translation>
    </message>
    <message>
        <source>embeddings X</source>
        <translation>嵌入 X</translation>
    </message>
    <message>
        <source>colours: the sign of the gradient (a step moves each weight against it)</source>
        <translation>颜色：梯度的符号（一步会让每个权重逆着它移动）</translation>
    </message>
    <message>
        <source>%1, its values</source>
        <translation>%1 的当前值</translation>
    </message>
    <message>
        <source>%1: what one step of −lr × it would change</source>
        <translation>%1：一步 −lr × 它会带来的变化</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <source>Ready: press Step for one gradient step, or Play.</source>
        <translation>就绪：按“单步”走一个梯度步，或按“运行”。</translation>
    </message>
    <message>
        <source>Race: the same task scaled by 1/√d_k and unscaled, with this panel&apos;s settings (%1, lr %2, training %3). Press Play.</source>
        <translation>竞赛：同一个任务，一次按 1/√d_k 缩放，一次不缩放，使用此面板的设置（%1，lr %2，训练 %3）。请按“运行”。</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>第 %1 步</translation>
    </message>
    <message>
        <source>Last run: 1 step</source>
        <translation>上次运行：1 步</translation>
    </message>
    <message>
        <source>Last run: %1 steps</source>
        <translation>上次运行：%1 步</translation>
    </message>
    <message>
        <source>%1: loss %2</source>
        <translation>%1：损失 %2</translation>
    </message>
    <message>
        <source>loss %1 (from %2)</source>
        <translation>损失 %1（起初 %2）</translation>
    </message>
    <message>
        <source>. The session has changed since (an edit, Undo or another file): Step or Play starts a new run from it.</source>
        <translation>。此后会话已改变（一次编辑、撤销或另一个文件）：按“单步”或“运行”将从它开始新的运行。</translation>
    </message>
    <message>
        <source>. The settings have changed since: Step or Play starts a new run with them.</source>
        <translation>。此后设置已改变：按“单步”或“运行”将用新设置开始新的运行。</translation>
    </message>
    <message>
        <source>Loss · %1, lr %2</source>
        <translation>损失 · %1，lr %2</translation>
    </message>
    <message>
        <source>Race · %1</source>
        <translation>竞赛 · %1</translation>
    </message>
    <message>
        <source>scaled ÷ √d_k: head 1</source>
        <translation>缩放 ÷ √d_k：头 1</translation>
    </message>
    <message>
        <source>unscaled: head 1</source>
        <translation>不缩放：头 1</translation>
    </message>
    <message>
        <source>biases</source>
        <translation>偏置</translation>
    </message>
    <message>
        <source>embeddings</source>
        <translation>嵌入</translation>
    </message>
</context>
<context>
    <name>attn::TrainingController</name>
    <message>
        <source>This session holds latent attention (mla), whose gradients are not built in this version: it cannot train. The Train panel works on sessions with W_Q, W_K and W_V.</source>
        <translation>此会话含有潜在注意力（mla），此版本没有实现它的梯度：无法训练。训练面板适用于带有 W_Q、W_K 和 W_V 的会话。</translation>
    </message>
    <message>
        <source>This session has no target, so there is nothing to learn: make one in the Target tab below (Target = Output, then change it), or open a learn-… preset.</source>
        <translation>此会话没有目标，因此没有什么可学的：请在下方的“目标”标签页中设定一个（目标 = 输出，然后修改它），或打开一个 learn-… 预设。</translation>
    </message>
    <message>
        <source>The learning rate must be a positive number.</source>
        <translation>学习率必须是正数。</translation>
    </message>
    <message>
        <source>Choose what to train: at least one of the matrices, the biases or the embeddings.</source>
        <translation>请选择要训练的内容：至少选一个矩阵、偏置或嵌入。</translation>
    </message>
    <message>
        <source>The scaled run</source>
        <translation>缩放的运行</translation>
    </message>
    <message>
        <source>The unscaled run</source>
        <translation>不缩放的运行</translation>
    </message>
    <message>
        <source>The run</source>
        <translation>这次运行</translation>
    </message>
    <message>
        <source>%1 diverged at step %2 (%3): try a smaller learning rate, then Reset.</source>
        <translation>%1 在第 %2 步发散（%3）：请试试更小的学习率，然后按“重置”。</translation>
    </message>
    <message numerus="yes">
        <source>%n step(s)</source>
        <translation>
            <numerusform>%n 步</numerusform>
        </translation>
    </message>
    <message>
        <source>Train %1 (%2, lr %3)</source>
        <translation>训练 %1（%2，lr %3）</translation>
    </message>
    <message>
        <source>Reset the training</source>
        <translation>重置训练</translation>
    </message>
</context>
<context>
    <name>attn::TrainingCurvesWidget</name>
    <message>
        <source>Training curves</source>
        <translation>训练曲线</translation>
    </message>
    <message>
        <source>Export Curves as CSV…</source>
        <translation>将训练曲线导出为 CSV…</translation>
    </message>
    <message>
        <source>Export Training Curves</source>
        <translation>导出训练曲线</translation>
    </message>
</context>
</TS>
