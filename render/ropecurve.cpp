// The RoPE view's data and painter (ropecurve.h).
#include "ropecurve.h"
#include "render/rendertext.h"

#include "notation.h"
#include "paintparts.h"

#include "core/rope.h"

#include <QObject>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace attn {

RopeCurveData ropeCurveData(const Session &s, const AttentionResult &r, int head, int query, int key)
{
    RopeCurveData d;
    const int T = r.tokenCount();
    // What turns: the whole head, or latent attention's rope part alone (core/latent.h), the
    // rest of q·k the same at every distance.
    const int from = s.mla ? s.mla->nope : 0, dk = s.mla ? s.mla->rope : r.dK;
    if (head < 0 || head >= r.numHeads || query < 0 || query >= T || key < 0 || key >= T
        || s.tokenCount() != T || dk < 2 || dk % 2 != 0 || from + dk > r.dK)
        return d;
    const RowVector qAll = unturnedQueries(s, r, head).row(query); // (d_k) before the turn
    const RowVector kAll = unturnedKeys(s, r, head).row(key); // (d_k)
    const RowVector q = qAll.segment(from, dk), k = kAll.segment(from, dk);
    const double still = qAll.dot(kAll) - q.dot(k); // the part RoPE leaves alone (latent attention)
    d.assumed = !s.rope;
    const Rope rope = s.rope.value_or(Rope {});
    const RowVector f = ropeFrequencies(rope, dk); // (d_k/2)
    const std::vector<double> p = ropePositions(rope, T);
    d.keyDistance = p[std::size_t(query)] - p[std::size_t(key)];
    // Far enough to see the slowest pair turn a little and the session's own distances.
    const double span = std::max({ 16.0, 2.0 * T, std::abs(d.keyDistance) * 1.25 });
    constexpr int kSamples = 401;
    for (int i = 0; i < kSamples; ++i)
        d.distances.push_back(-span + 2 * span * i / (kSamples - 1));
    const double factor = ropeAttentionFactor(rope.scaling); // YaRN scales q and k, so the score by factor²
    const RowVector scores = scoresByDistance(q, k, f, factor, d.distances).array() + still;
    d.scores.assign(scores.data(), scores.data() + scores.size());
    d.unrotated = qAll.dot(kAll);
    d.keyScore = scoresByDistance(q, k, f, factor, { d.keyDistance })(0) + still;
    auto name = [&](int j) { return QString::fromStdString(s.tokens[std::size_t(j)]); };
    d.keyLabel = ModelText::tr("“%1” here").arg(name(key));
    d.title = ModelText::tr("Head %1 · query “%2” against key “%3” · q·k by distance under RoPE")
                  .arg(head + 1)
                  .arg(name(query), name(key));
    QStringList freqs;
    for (Eigen::Index c = 0; c < std::min<Eigen::Index>(f.size(), 4); ++c)
        freqs << formatNumber(f(c), 4);
    if (f.size() > 4)
        freqs << QStringLiteral("…");
    QString scaling;
    if (rope.scaling.type == RopeScaling::Type::Linear)
        scaling = ModelText::tr(", linear scaling ÷ %1").arg(formatNumber(rope.scaling.factor, 3));
    else if (rope.scaling.type == RopeScaling::Type::Llama3)
        scaling = ModelText::tr(", llama3 scaling (factor %1, trained on %2 positions)")
                      .arg(formatNumber(rope.scaling.factor, 3),
                           formatNumber(rope.scaling.originalMaxPositions, 0));
    else if (rope.scaling.type == RopeScaling::Type::Yarn)
        scaling = ModelText::tr(", YaRN scaling (factor %1, trained on %2 positions, q and k × %3)")
                      .arg(formatNumber(rope.scaling.factor, 3),
                           formatNumber(rope.scaling.originalMaxPositions, 0),
                           formatNumber(ropeAttentionFactor(rope.scaling), 4));
    d.subtitle = ModelText::tr("%1θ = %2%3 · frequencies f = (%4)")
                     .arg(d.assumed ? ModelText::tr("This session has no RoPE; shown as it would be with ")
                                    : QString(),
                          formatNumber(rope.theta, 0), scaling, freqs.join(numberListSeparator()));
    if (s.mla)
        d.subtitle += ModelText::tr(" · latent attention: only the rope part (%1 of %2 numbers) turns")
                          .arg(dk)
                          .arg(s.mla->qkWidth());
    return d;
}

RopeCurvePainter::RopeCurvePainter(RopeCurveData data, RopeCurveOptions options)
    : m_data(std::move(data))
    , m_options(std::move(options))
{
}

double RopeCurvePainter::fontSize(const QRectF &area) const
{
    return m_options.fontSize > 0 ? m_options.fontSize : std::clamp(area.height() / 28.0, 11.0, 24.0);
}

QPointF RopeCurveLayout::pointAt(double distance, double score) const
{
    const double x = plot.left() + (distance - xLow) / (xHigh - xLow) * plot.width();
    const double y = plot.bottom() - (score - yLow) / (yHigh - yLow) * plot.height();
    return { x, y };
}

RopeCurveLayout RopeCurvePainter::layout(const QRectF &area) const
{
    RopeCurveLayout l;
    const double b = fontSize(area);
    const QRectF inner = area.adjusted(b, b * 0.6, -b, -b * 0.6);
    l.title = QRectF(inner.left(), inner.top(), inner.width(), b * 1.6);
    l.subtitle = QRectF(inner.left(), l.title.bottom(), inner.width(), b * 2.6); // two lines at most
    // Room for the y labels on the left and the x axis's labels and title under the plot.
    l.plot = QRectF(inner.left() + b * 4.5, l.subtitle.bottom() + b * 0.8, inner.width() - b * 5,
                    inner.bottom() - l.subtitle.bottom() - b * 4.2);
    if (m_data.isEmpty())
        return l;
    l.xLow = m_data.distances.front();
    l.xHigh = m_data.distances.back();
    double lo = std::min(m_data.unrotated, m_data.keyScore), hi = std::max(m_data.unrotated, m_data.keyScore);
    for (double v : m_data.scores) {
        lo = std::min(lo, v);
        hi = std::max(hi, v);
    }
    const double pad = std::max(1e-9, (hi - lo) * 0.08);
    l.yLow = lo - pad;
    l.yHigh = hi + pad;
    return l;
}

void RopeCurvePainter::paint(QPainter &p, const QRectF &area) const
{
    const Theme &t = m_options.theme;
    const RopeCurveLayout l = layout(area);
    const double b = fontSize(area);
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    p.setFont(paint::makeFont(b * 1.15, true));
    p.setPen(t.text);
    p.drawText(l.title, Qt::AlignLeft | Qt::AlignVCenter,
               QFontMetricsF(p.font()).elidedText(m_data.title, Qt::ElideRight, l.title.width()));
    p.setFont(paint::makeFont(b * 0.9));
    p.setPen(t.mutedText);
    p.drawText(l.subtitle, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, m_data.subtitle);
    if (m_data.isEmpty()) {
        p.drawText(
            l.plot, Qt::AlignCenter | Qt::TextWordWrap,
            ModelText::tr("Select a query: its curve needs an even d_k (RoPE turns pairs of numbers)."));
        p.restore();
        return;
    }
    // Axes, ticks and their labels.
    const QFont small = paint::makeFont(b * 0.85);
    p.setFont(small);
    const QFontMetricsF fm(small);
    QPen rule(t.rule, std::max(1.0, t.ruleWidth));
    int decimals = 0;
    for (double y : paint::niceTicks(l.yLow, l.yHigh, &decimals)) {
        const QPointF at = l.pointAt(l.xLow, y);
        p.setPen(rule);
        p.drawLine(QPointF(l.plot.left(), at.y()), QPointF(l.plot.right(), at.y()));
        p.setPen(t.mutedText);
        p.drawText(QRectF(l.plot.left() - b * 4.3, at.y() - b, b * 4, b * 2),
                   Qt::AlignRight | Qt::AlignVCenter, formatNumber(y, decimals));
    }
    for (double x : paint::niceTicks(l.xLow, l.xHigh, &decimals)) {
        const QPointF at = l.pointAt(x, l.yLow);
        p.setPen(rule);
        p.drawLine(QPointF(at.x(), l.plot.top()), QPointF(at.x(), l.plot.bottom()));
        p.setPen(t.mutedText);
        p.drawText(QRectF(at.x() - b * 3, l.plot.bottom() + b * 0.2, b * 6, b * 1.4), Qt::AlignCenter,
                   formatNumber(x, decimals));
    }
    p.setPen(QPen(t.frame, std::max(1.0, t.ruleWidth)));
    p.setBrush(Qt::NoBrush);
    p.drawRect(l.plot);
    p.setPen(t.mutedText);
    p.drawText(QRectF(l.plot.left(), l.plot.bottom() + b * 1.6, l.plot.width(), b * 1.5), Qt::AlignCenter,
               ModelText::tr("distance p_query − p_key (tokens)"));
    p.save();
    p.translate(l.plot.left() - b * 4.4, l.plot.center().y());
    p.rotate(-90);
    p.drawText(QRectF(-l.plot.height() / 2, -b * 1.2, l.plot.height(), b * 1.4), Qt::AlignCenter,
               ModelText::tr("score q·k"));
    p.restore();

    p.setClipRect(l.plot.adjusted(-2, -2, 2, 2));
    // Without RoPE the score is the same at every distance: a dashed line.
    const QPointF u0 = l.pointAt(l.xLow, m_data.unrotated), u1 = l.pointAt(l.xHigh, m_data.unrotated);
    p.setPen(QPen(t.mutedText, std::max(1.5, 1.5 * t.ruleWidth), Qt::DashLine));
    p.drawLine(u0, u1);
    p.drawText(QRectF(l.plot.left() + b * 0.4, u0.y() - b * 1.5, l.plot.width() * 0.6, b * 1.4),
               Qt::AlignLeft | Qt::AlignBottom,
               ModelText::tr("without RoPE: %1").arg(formatNumber(m_data.unrotated, 3)));
    // The curve.
    QPainterPath path(l.pointAt(m_data.distances.front(), m_data.scores.front()));
    for (std::size_t i = 1; i < m_data.distances.size(); ++i)
        path.lineTo(l.pointAt(m_data.distances[i], m_data.scores[i]));
    QPen curve(t.accent1, std::max(2.5, 2.5 * t.ruleWidth));
    curve.setJoinStyle(Qt::RoundJoin);
    p.setPen(curve);
    p.drawPath(path);
    // The key where it stands in the session.
    const QPointF key = l.pointAt(m_data.keyDistance, m_data.keyScore);
    p.setPen(QPen(t.text, std::max(1.5, t.ruleWidth)));
    p.setBrush(t.highlightBorder);
    p.drawEllipse(key, b * 0.45, b * 0.45);
    const QString label = QStringLiteral("%1: %2").arg(m_data.keyLabel, formatNumber(m_data.keyScore, 3));
    const double w = fm.horizontalAdvance(label) + b;
    const bool left = key.x() + w > l.plot.right();
    p.setPen(t.text);
    p.drawText(QRectF(left ? key.x() - w - b * 0.3 : key.x() + b * 0.6, key.y() - b * 1.6, w, b * 1.3),
               left ? Qt::AlignRight | Qt::AlignVCenter : Qt::AlignLeft | Qt::AlignVCenter, label);
    p.restore();
}

RopeCurveDrawing::RopeCurveDrawing(RopeCurvePainter painter)
    : m_painter(std::move(painter))
{
}

QString RopeCurveDrawing::viewName() const
{
    return QObject::tr("RoPE by Distance");
}

void RopeCurveDrawing::paint(QPainter &painter, const QRectF &area, const DrawingStyle &style) const
{
    RopeCurveOptions o = m_painter.options();
    o.theme = style.theme;
    o.fontSize = 0; // an export sizes its text to the picture
    RopeCurvePainter(m_painter.data(), o).paint(painter, area);
}

} // namespace attn
