#include "shapesdialog.h"

#include "core/complexity.h"
#include "ui/document/document.h"

#include <QDialogButtonBox>
#include <QLocale>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace attn {

QString shapesHtml(const Session &s)
{
    const QLocale l;
    const qint64 T = s.tokenCount(), d = s.dModel(), h = s.numHeads, dk = s.dK();
    auto shape = [](std::initializer_list<qint64> dims) {
        QStringList parts;
        for (qint64 v : dims)
            parts << QString::number(v);
        return QStringLiteral("(%1)").arg(parts.join(QStringLiteral(", ")));
    };
    struct Step {
        QString what, symbolic, actual;
    };
    const std::vector<Step> steps = {
        {QObject::tr("input X"), QStringLiteral("(B, T, d_model)"), shape({1, T, d})},
        {QObject::tr("Q = X·W_Q (and K, V)"), QStringLiteral("(B, T, d_model)"), shape({1, T, d})},
        {QObject::tr("reshape: split the last axis"), QStringLiteral("(B, T, h, d_k)"), shape({1, T, h, dk})},
        {QObject::tr("transpose heads forward"), QStringLiteral("(B, h, T, d_k)"), shape({1, h, T, dk})},
        {QObject::tr("scores Q·Kᵀ, weights"), QStringLiteral("(B, h, T, T)"), shape({1, h, T, T})},
        {QObject::tr("weights · V"), QStringLiteral("(B, h, T, d_k)"), shape({1, h, T, dk})},
        {QObject::tr("transpose back"), QStringLiteral("(B, T, h, d_k)"), shape({1, T, h, dk})},
        {QObject::tr("reshape: concat the heads"), QStringLiteral("(B, T, d_model)"), shape({1, T, d})},
        {QObject::tr("output = concat · W_O"), QStringLiteral("(B, T, d_model)"), shape({1, T, d})},
    };
    QString html = QObject::tr("<h3>Shapes, with B = 1, T = %1, d_model = %2, h = %3, d_k = d_model / h = %4</h3>")
                       .arg(T).arg(d).arg(h).arg(dk);
    html += QStringLiteral("<table cellspacing='0' cellpadding='5' border='1' style='border-collapse: collapse'>");
    for (const Step &st : steps)
        html += QStringLiteral("<tr><td>%1</td><td><tt>%2</tt></td><td align='right'><b><tt>%3</tt></b></td></tr>")
                    .arg(st.what, st.symbolic, st.actual);
    html += QStringLiteral("</table>");
    html += QObject::tr("<p>Skip the transpose and reshape straight to (B, h, T, d_k), and each head gets pieces of "
                        "several tokens (Labs ▸ Mistake: Reshape without Transpose).</p>");

    const qint64 params = 4 * d * d;
    html += QObject::tr("<h3>Parameters</h3><p>W_Q, W_K, W_V and W_O are d_model × d_model each: 4 × %1 × %1 = <b>%2</b> "
                        "weights (biases aside). More heads add none: they only slice the width.</p>")
                .arg(d)
                .arg(l.toString(params));

    const qint64 perHead = T * T;
    html += QObject::tr("<h3>Cost: O(T²·d)</h3><p>Q·Kᵀ multiplies (T, d_k) by (d_k, T) in every head: about T²·d "
                        "multiply-adds over all heads. This session: <b>%1</b> scores per head, %2 in all; "
                        "%3 FLOPs for the whole forward pass (8·T·d² + 4·T²·d).</p>")
                .arg(l.toString(perHead), l.toString(perHead * h), l.toString(forwardFlops(T, d), 'g', 3));
    html += QStringLiteral("<table cellspacing='0' cellpadding='5' border='1' style='border-collapse: collapse'>"
                           "<tr><th>T</th><th>scores per head (T²)</th><th>GFLOP (d_model = %1)</th><th>memory for %2 heads' weights</th></tr>")
                .arg(d)
                .arg(h);
    for (qint64 t : {qint64(512), qint64(1024), qint64(2048), qint64(4096)})
        html += QStringLiteral("<tr><td align='right'>%1</td><td align='right'>%2</td><td align='right'>%3</td><td align='right'>%4</td></tr>")
                    .arg(l.toString(t), l.toString(t * t), l.toString(forwardFlops(t, d) / 1e9, 'f', 2),
                         l.formattedDataSize(h * t * t * qint64(sizeof(double))));
    html += QStringLiteral("</table>");
    html += QObject::tr("<p>Double T and the scores quadruple: the quadratic wall. At T = 4096 one head holds almost "
                        "17 million scores. (File ▸ Generate Random Session lets you hit it.)</p>");
    return html;
}

ShapesDialog::ShapesDialog(Document *doc, QWidget *parent)
    : QDialog(parent)
    , m_doc(doc)
    , m_text(new QTextBrowser(this))
{
    setWindowTitle(tr("Shapes, Parameters and Cost"));
    QFont f = m_text->font();
    f.setPointSizeF(f.pointSizeF() * 1.2);
    m_text->setFont(f);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_text, 1);
    layout->addWidget(buttons);
    resize(760, 760);
    auto update = [this] { m_text->setHtml(shapesHtml(m_doc->session())); };
    connect(doc, &Document::sessionChanged, this, update);
    update();
}

} // namespace attn
