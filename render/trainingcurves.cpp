#include "trainingcurves.h"
#include "render/rendertext.h"

#include "notation.h"
#include "paintparts.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace attn {

int TrainingCurvesData::steps() const
{
    int n = static_cast<int>(losses.size());
    if (!evals.empty())
        n = std::max(n, evals.back().step);
    return n;
}

std::optional<std::size_t> riseOf(const std::vector<double> &score, double minimumClimb)
{
    std::optional<std::size_t> first;
    double high = -1e300;
    for (std::size_t i = 0; i < score.size(); ++i)
        if (std::isfinite(score[i])) {
            if (!first)
                first = i;
            high = std::max(high, score[i]);
        }
    if (!first || high - score[*first] < minimumClimb)
        return std::nullopt;
    const double half = score[*first] + (high - score[*first]) / 2;
    for (std::size_t i = *first; i < score.size(); ++i)
        if (std::isfinite(score[i]) && score[i] >= half)
            return i;
    return std::nullopt;
}

int leadingHead(const TrainingCurvesData &d, bool induction, int firstLayer, int lastLayer)
{
    const TrainingEval *newest = nullptr;
    for (auto e = d.evals.rbegin(); e != d.evals.rend() && !newest; ++e)
        if (e->off.isEmpty())
            newest = &*e;
    if (!newest)
        return -1;
    const std::vector<double> &last = induction ? newest->induction : newest->previousToken;
    const int end = std::min(int(last.size()), lastLayer < 0 ? int(last.size()) : (lastLayer + 1) * d.heads);
    int best = -1;
    for (int k = std::max(0, firstLayer) * d.heads; k < end; ++k)
        if (std::isfinite(last[std::size_t(k)]) && (best < 0 || last[std::size_t(k)] > last[std::size_t(best)]))
            best = k;
    return best;
}

namespace trainingcurves {

    std::vector<double> traceOf(const TrainingCurvesData &d, int head, bool induction)
    {
        std::vector<double> out;
        for (const TrainingEval &e : d.evals) {
            const std::vector<double> &v = induction ? e.induction : e.previousToken;
            out.push_back(head < int(v.size()) && e.off.isEmpty() ? v[std::size_t(head)] : std::nan(""));
        }
        return out;
    }

    TrainingRise riseFor(const TrainingCurvesData &d, bool induction, int firstLayer, int lastLayer)
    {
        TrainingRise r;
        r.head = leadingHead(d, induction, firstLayer, lastLayer);
        if (r.head < 0)
            return r;
        if (const auto i = riseOf(traceOf(d, r.head, induction)))
            r.step = d.evals[*i].step;
        return r;
    }

} // namespace trainingcurves

using namespace trainingcurves;

TrainingRise previousTokenRise(const TrainingCurvesData &d)
{
    return riseFor(d, false, 0, 0); // layer 1: what an induction head reads
}

TrainingRise inductionRise(const TrainingCurvesData &d)
{
    return riseFor(d, true, 1, -1);
}

QString headName(int layer, int head)
{
    return QStringLiteral("L%1 H%2").arg(layer + 1).arg(head + 1);
}

double TrainingCurvesLayout::xAt(double step) const
{
    return loss.left() + loss.width() * step / std::max(1, xHigh);
}

double TrainingCurvesLayout::lossY(double v) const
{
    const double t = (std::log10(v) - std::log10(yLow)) / (std::log10(yHigh) - std::log10(yLow));
    return loss.bottom() - loss.height() * t;
}

double TrainingCurvesLayout::scoreY(const QRectF &plot, double score) const
{
    return plot.bottom() - plot.height() * std::clamp(score, 0.0, 1.0);
}

TrainingCurvesPainter::TrainingCurvesPainter(TrainingCurvesData data, TrainingCurvesOptions options)
    : m_data(std::move(data))
    , m_options(std::move(options))
{
}

double TrainingCurvesPainter::fontSize(const QRectF &area) const
{
    return qRound(m_options.fontSize > 0 ? m_options.fontSize
                                         : std::clamp(std::min(area.width(), area.height()) / 30.0, 10.0, 28.0));
}

namespace trainingcurves {

    // The score plots' names, drawn in their top-left corners.
    QString plotName(bool induction)
    {
        return induction ? ModelText::tr("induction score, every head")
                         : ModelText::tr("previous-token score, every head");
    }

    // The x axis's end: a round number at or above the steps, so that it does not move every step.
    int axisEnd(int steps)
    {
        const int at = std::max(steps, 100);
        const int unit = paint::tickStepFor(at, 5);
        return (at + unit - 1) / unit * unit;
    }

} // namespace trainingcurves

TrainingCurvesLayout TrainingCurvesPainter::layout(const QRectF &area) const
{
    TrainingCurvesLayout l;
    const double f = fontSize(area);
    const QFontMetricsF fm(paint::makeFont(f));
    const double line = fm.height();
    l.title = QRectF(area.left(), area.top(), area.width(), line * 1.4);
    l.legend = QRectF(area.left(), l.title.bottom(), area.width(), line * 1.3);
    const double left = area.left() + fm.horizontalAdvance(QStringLiteral("0.001")) + f * 0.8;
    const double right = area.right() - fm.horizontalAdvance(QStringLiteral("L2 H3")) - f * 0.8;
    const double top = l.legend.bottom() + line * 0.3;
    const double bottom = area.bottom() - line * 2.4; // tick labels and "step" under the last plot
    const double gap = line * 1.0; // room for the 1 of one plot and the 10 of the next
    const double room = std::max(30.0, bottom - top - 2 * gap);
    const double lossHeight = room * 0.42, scoreHeight = room * 0.29;
    l.loss = QRectF(left, top, std::max(10.0, right - left), lossHeight);
    l.previous = QRectF(left, l.loss.bottom() + gap, l.loss.width(), scoreHeight);
    l.induction = QRectF(left, l.previous.bottom() + gap, l.loss.width(), scoreHeight);
    double low = 0, high = 0;
    auto take = [&](double v) {
        if (std::isfinite(v) && v > 0) {
            low = low > 0 ? std::min(low, v) : v;
            high = std::max(high, v);
        }
    };
    for (double v : m_data.losses)
        take(v);
    for (const TrainingEval &e : m_data.evals)
        take(e.repeatedHalfLoss);
    if (low > 0) {
        int a = int(std::floor(std::log10(low))), b = int(std::ceil(std::log10(high)));
        if (b <= a)
            b = a + 1;
        l.yLow = std::pow(10.0, a);
        l.yHigh = std::pow(10.0, b);
    }
    l.xHigh = axisEnd(m_data.steps());
    return l;
}

int TrainingCurvesPainter::stepAt(const QRectF &area, const QPointF &p) const
{
    const TrainingCurvesLayout l = layout(area);
    if (p.y() < l.loss.top() || p.y() > l.induction.bottom() || p.x() < l.loss.left() - 4
        || p.x() > l.loss.right() + 4)
        return -1;
    const double t = (p.x() - l.loss.left()) / std::max(1.0, l.loss.width());
    return std::clamp(int(std::lround(t * l.xHigh)), 0, l.xHigh);
}

void TrainingCurvesPainter::drawFrames(QPainter &p, const TrainingCurvesLayout &l) const
{
    const Theme &t = m_options.theme;
    const QFontMetricsF fm(p.font());
    const double labelRight = l.loss.left() - fm.height() * 0.3;
    auto yLabel = [&](double y, const QString &text) {
        p.setPen(t.mutedText);
        p.drawText(QRectF(labelRight - fm.height() * 6, y - fm.height() / 2, fm.height() * 6, fm.height()),
                   Qt::AlignRight | Qt::AlignVCenter, text);
    };
    // The loss plot: a line per decade.
    const int a = int(std::lround(std::log10(l.yLow))), b = int(std::lround(std::log10(l.yHigh)));
    for (int n = a; n <= b; ++n) {
        const double y = l.lossY(std::pow(10.0, n));
        p.setPen(QPen(t.rule, t.ruleWidth));
        p.drawLine(QPointF(l.loss.left(), y), QPointF(l.loss.right(), y));
        yLabel(y, n >= -3 && n <= 3 ? formatNumber(std::pow(10.0, n), std::max(0, -n))
                                    : QStringLiteral("10") + superscript(n));
    }
    // The score plots: 0, 0.5 and 1.
    for (const QRectF *plot : { &l.previous, &l.induction })
        for (double v : { 0.0, 0.5, 1.0 }) {
            const double y = l.scoreY(*plot, v);
            p.setPen(QPen(t.rule, t.ruleWidth));
            p.drawLine(QPointF(plot->left(), y), QPointF(plot->right(), y));
            yLabel(y, formatGeneral(v));
        }
    // The x ticks under the last plot, a faint line through every plot.
    const int step = paint::tickStepFor(l.xHigh, 6);
    for (int x = 0; x <= l.xHigh; x += step) {
        const double px = l.xAt(x);
        p.setPen(QPen(t.rule, t.ruleWidth));
        for (const QRectF *plot : { &l.loss, &l.previous, &l.induction })
            p.drawLine(QPointF(px, plot->top()), QPointF(px, plot->bottom()));
        p.setPen(t.mutedText);
        p.drawText(QRectF(px - fm.height() * 3, l.induction.bottom() + fm.height() * 0.2, fm.height() * 6,
                          fm.height()),
                   Qt::AlignHCenter | Qt::AlignTop, QString::number(x));
    }
    p.drawText(QRectF(l.loss.left(), l.induction.bottom() + fm.height() * 1.2, l.loss.width(), fm.height()),
               Qt::AlignHCenter | Qt::AlignTop, ModelText::tr("training step"));
    // Each plot's name in its top-left corner, on the background so that lines do not cross it.
    const QString names[] = { ModelText::tr("loss (log scale)"), plotName(false), plotName(true) };
    const QRectF *plots[] = { &l.loss, &l.previous, &l.induction };
    for (int k = 0; k < 3; ++k) {
        p.setPen(QPen(t.frame, t.ruleWidth));
        p.setBrush(Qt::NoBrush);
        p.drawRect(*plots[k]);
    }
    p.save();
    const QFontMetricsF small(p.font()); // the plot's own text size: a slide's smallest stays so
    for (int k = 0; k < 3; ++k) {
        const QRectF r(plots[k]->left() + 4, plots[k]->top() + 3, small.horizontalAdvance(names[k]) + 8,
                       small.height());
        p.fillRect(r, t.background);
        p.setPen(t.mutedText);
        p.drawText(r, Qt::AlignCenter, names[k]);
    }
    p.restore();
}

void TrainingCurvesPainter::drawOff(QPainter &p, const TrainingCurvesLayout &l) const
{
    // Each run of evaluations made with the same heads off: a shaded band from the step before
    // its first to its last, named at the top of the loss plot.
    const Theme &t = m_options.theme;
    const auto &e = m_data.evals;
    const QFontMetricsF fm(p.font());
    for (std::size_t i = 0; i < e.size();) {
        if (e[i].off.isEmpty()) {
            ++i;
            continue;
        }
        std::size_t j = i;
        while (j + 1 < e.size() && e[j + 1].off == e[i].off)
            ++j;
        const double x0 = l.xAt(i > 0 ? e[i - 1].step : e[i].step), x1 = l.xAt(e[j].step);
        QColor fill = t.warningFill;
        for (const QRectF *plot : { &l.loss, &l.previous, &l.induction })
            p.fillRect(QRectF(std::min(x0, x1 - 3), plot->top(), std::max(3.0, x1 - x0), plot->height()), fill);
        const QString text = e[i].off + ModelText::tr(" off");
        const double w = fm.horizontalAdvance(text);
        if (x1 - x0 >= w * 0.6 || j + 1 == e.size()) {
            p.setPen(t.text);
            const double x = std::clamp(x0 + 4, l.loss.left() + 4, l.loss.right() - w - 4);
            p.drawText(QRectF(x, l.loss.bottom() - fm.height() * 1.2, w + 2, fm.height()), Qt::AlignLeft, text);
        }
        i = j + 1;
    }
}

namespace trainingcurves {

    // Three colours no class confuses, in every theme: the loss as text, the two kinds of head as
    // the theme's two signed colours (blue and orange in the light one).
    QColor lossColor(const Theme &t) { return t.text; }
    QColor previousColor(const Theme &t) { return t.positive; }
    QColor inductionColor(const Theme &t) { return t.negative; }

    // A polyline through (x, y) pairs, broken where a value is not finite.
    void drawTrace(QPainter &p, const std::vector<QPointF> &points, const std::vector<char> &defined)
    {
        QPainterPath path;
        bool open = false;
        for (std::size_t i = 0; i < points.size(); ++i) {
            if (!defined[i]) {
                open = false;
                continue;
            }
            open ? path.lineTo(points[i]) : path.moveTo(points[i]);
            open = true;
        }
        p.drawPath(path);
    }

} // namespace trainingcurves

void TrainingCurvesPainter::drawLosses(QPainter &p, const TrainingCurvesLayout &l) const
{
    const Theme &t = m_options.theme;
    p.save();
    p.setClipRect(l.loss.adjusted(-2, -2, 2, 2));
    p.setBrush(Qt::NoBrush);
    // Each step's batch loss: thin and muted (it is noisy); more steps than pixels are drawn as
    // each pixel's lowest and highest.
    const std::vector<double> &y = m_data.losses;
    const std::size_t perPixel = std::max<std::size_t>(1, y.size() / std::max<std::size_t>(1, std::size_t(l.loss.width())));
    std::vector<QPointF> points;
    std::vector<char> defined;
    for (std::size_t first = 0; first < y.size(); first += perPixel) {
        const std::size_t last = std::min(y.size(), first + perPixel);
        double lo = 1e300, hi = -1e300;
        for (std::size_t i = first; i < last; ++i)
            if (std::isfinite(y[i]) && y[i] > 0) {
                lo = std::min(lo, y[i]);
                hi = std::max(hi, y[i]);
            }
        const bool ok = hi > 0;
        const double x = l.xAt(double(first + 1));
        points.push_back({ x, ok ? l.lossY(hi) : 0 });
        defined.push_back(ok);
        if (ok && lo < hi) {
            points.push_back({ x, l.lossY(lo) });
            defined.push_back(true);
        }
    }
    QPen thin(t.mutedText, std::max(1.0, 1.2 * t.ruleWidth));
    thin.setJoinStyle(Qt::RoundJoin);
    p.setPen(thin);
    drawTrace(p, points, defined);
    // The repeated half of the held-out batch: bold, the curve the phase change shows in.
    points.clear();
    defined.clear();
    for (const TrainingEval &e : m_data.evals) {
        const bool ok = std::isfinite(e.repeatedHalfLoss) && e.repeatedHalfLoss > 0;
        points.push_back({ l.xAt(e.step), ok ? l.lossY(e.repeatedHalfLoss) : 0 });
        defined.push_back(ok);
    }
    QPen bold(lossColor(t), std::max(2.5, 3.0 * t.ruleWidth));
    bold.setJoinStyle(Qt::RoundJoin);
    bold.setCapStyle(Qt::RoundCap);
    p.setPen(bold);
    drawTrace(p, points, defined);
    if (points.size() == 1 && defined[0]) {
        p.setBrush(lossColor(t));
        p.drawEllipse(points[0], bold.widthF(), bold.widthF());
    }
    p.restore();
}

void TrainingCurvesPainter::drawScores(QPainter &p, const TrainingCurvesLayout &l, bool induction) const
{
    const Theme &t = m_options.theme;
    const QRectF &plot = induction ? l.induction : l.previous;
    const int count = m_data.layers * m_data.heads;
    const TrainingRise rise = induction ? inductionRise(m_data) : previousTokenRise(m_data);
    const QColor accent = induction ? inductionColor(t) : previousColor(t);
    p.save();
    p.setClipRect(plot.adjusted(-2, -2, 2, 2));
    p.setBrush(Qt::NoBrush);
    // The ordinary heads first and thin, then the selected one, then the leading one on top.
    std::vector<int> order;
    for (int k = 0; k < count; ++k)
        if (k != rise.head && k != m_data.selectedHead)
            order.push_back(k);
    if (m_data.selectedHead >= 0 && m_data.selectedHead < count && m_data.selectedHead != rise.head)
        order.push_back(m_data.selectedHead);
    if (rise.head >= 0)
        order.push_back(rise.head);
    for (int k : order) {
        std::vector<QPointF> points;
        std::vector<char> defined;
        for (const TrainingEval &e : m_data.evals) {
            const std::vector<double> &v = induction ? e.induction : e.previousToken;
            const double s = k < int(v.size()) ? v[std::size_t(k)] : std::nan("");
            points.push_back({ l.xAt(e.step), std::isfinite(s) ? l.scoreY(plot, s) : 0 });
            defined.push_back(std::isfinite(s));
        }
        QPen pen;
        if (k == rise.head)
            pen = QPen(accent, std::max(2.5, 3.0 * t.ruleWidth));
        else if (k == m_data.selectedHead)
            pen = QPen(t.text, std::max(2.0, 2.2 * t.ruleWidth));
        else
            pen = QPen(t.mutedText, std::max(1.0, 1.0 * t.ruleWidth));
        pen.setJoinStyle(Qt::RoundJoin);
        p.setPen(pen);
        drawTrace(p, points, defined);
    }
    p.restore();
    // The leading head (and the selected one) named at the end of its line, in the right margin.
    const QFontMetricsF fm(p.font());
    double lastY = -1e9;
    for (int k : { rise.head, m_data.selectedHead }) {
        if (k < 0 || k >= count || m_data.evals.empty() || (k == m_data.selectedHead && k == rise.head && lastY > -1e9))
            continue;
        const std::vector<double> &v = induction ? m_data.evals.back().induction : m_data.evals.back().previousToken;
        const double s = k < int(v.size()) ? v[std::size_t(k)] : std::nan("");
        if (!std::isfinite(s))
            continue;
        double y = l.scoreY(plot, s);
        if (std::abs(y - lastY) < fm.height())
            y = lastY + fm.height() * (y >= lastY ? 1 : -1);
        lastY = y;
        p.setPen(k == rise.head ? accent : t.text);
        p.drawText(QRectF(plot.right() + fm.height() * 0.3, y - fm.height() / 2, fm.height() * 6, fm.height()),
                   Qt::AlignLeft | Qt::AlignVCenter, headName(k / m_data.heads, k % m_data.heads));
    }
}

void TrainingCurvesPainter::drawMarks(QPainter &p, const TrainingCurvesLayout &l) const
{
    const Theme &t = m_options.theme;
    const QFontMetricsF fm(p.font());
    auto mark = [&](const TrainingRise &r, bool induction) {
        if (r.head < 0 || !r.step)
            return;
        const QColor c = induction ? inductionColor(t) : previousColor(t);
        const double x = l.xAt(*r.step);
        QPen pen(c, std::max(1.5, 2.0 * t.ruleWidth), Qt::DashLine);
        p.setPen(pen);
        p.drawLine(QPointF(x, l.loss.top()), QPointF(x, l.induction.bottom()));
        const QRectF &plot = induction ? l.induction : l.previous;
        const QString text = ModelText::tr("%1 rises · step %2")
                                 .arg(headName(r.head / m_data.heads, r.head % m_data.heads))
                                 .arg(*r.step);
        const double w = fm.horizontalAdvance(text) + fm.height() * 0.5;
        // Right of the line when there is room, else left of it; high in the plot, above the
        // scores (which seldom come near 1).
        const double left = x + w + 4 <= plot.right() ? x + 4 : x - w - 4;
        QRectF box(left, plot.top() + fm.height() * 0.15, w, fm.height() * 1.1);
        // Not over the plot's name in its top-left corner: then low in the plot instead.
        const QString name = plotName(induction);
        if (box.left() < plot.left() + fm.horizontalAdvance(name) + 16)
            box.moveBottom(plot.bottom() - fm.height() * 0.15);
        p.fillRect(box, t.background);
        p.setPen(c);
        p.drawText(box, Qt::AlignCenter, text);
    };
    mark(previousTokenRise(m_data), false);
    mark(inductionRise(m_data), true);
    if (m_data.cursorStep >= 0) {
        const double x = l.xAt(m_data.cursorStep);
        p.setPen(QPen(t.text, std::max(2.0, 2.0 * t.ruleWidth)));
        p.drawLine(QPointF(x, l.loss.top()), QPointF(x, l.induction.bottom()));
        const QString text = ModelText::tr("shown: step %1").arg(m_data.cursorStep);
        const double w = fm.horizontalAdvance(text) + fm.height() * 0.5;
        const double left = x + w + 4 <= l.loss.right() ? x + 4 : x - w - 4;
        const QRectF box(left, l.loss.top() + fm.height() * 1.3, w, fm.height() * 1.1);
        p.fillRect(box, t.background);
        p.drawText(box, Qt::AlignCenter, text);
    }
}

void TrainingCurvesPainter::paint(QPainter &painter, const QRectF &area) const
{
    const TrainingCurvesLayout l = layout(area);
    const double f = fontSize(area);
    const Theme &t = m_options.theme;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setFont(paint::makeFont(f * 1.15, true));
    painter.setPen(t.text);
    painter.drawText(l.title, Qt::AlignLeft | Qt::AlignVCenter,
                     QFontMetricsF(painter.font()).elidedText(m_data.title, Qt::ElideRight, l.title.width()));
    painter.setFont(paint::makeFont(f));
    const QFontMetricsF fm(painter.font());
    // The legend: what each colour is.
    {
        double x = l.legend.left();
        const double y = l.legend.center().y(), mark = fm.height() * 1.2;
        auto entry = [&](const QPen &pen, const QString &text) {
            if (x >= l.legend.right())
                return;
            painter.setPen(pen);
            painter.drawLine(QPointF(x, y), QPointF(x + mark, y));
            x += mark + fm.height() * 0.3;
            painter.setPen(t.text);
            const double w = std::min(fm.horizontalAdvance(text), l.legend.right() - x);
            painter.drawText(QRectF(x, l.legend.top(), w, l.legend.height()), Qt::AlignLeft | Qt::AlignVCenter,
                             fm.elidedText(text, Qt::ElideRight, w));
            x += w + fm.height() * 1.0;
        };
        entry(QPen(lossColor(t), 3), ModelText::tr("repeated half (held out)"));
        if (!m_data.losses.empty())
            entry(QPen(t.mutedText, 1.5), ModelText::tr("each batch"));
        entry(QPen(previousColor(t), 3), ModelText::tr("previous-token head"));
        entry(QPen(inductionColor(t), 3), ModelText::tr("induction head"));
    }
    drawFrames(painter, l);
    if (m_data.isEmpty()) {
        painter.setPen(t.mutedText);
        painter.drawText(l.loss, Qt::AlignCenter | Qt::TextWordWrap,
                         ModelText::tr("No training yet: press Play or Step"));
        painter.restore();
        return;
    }
    drawOff(painter, l);
    drawLosses(painter, l);
    drawScores(painter, l, false);
    drawScores(painter, l, true);
    drawMarks(painter, l);
    painter.restore();
}

QString trainingCurvesCsv(const TrainingCurvesData &data)
{
    auto number = [](double v) {
        return std::isfinite(v) ? roundTripText(v) : QString();
    };
    QString out = QStringLiteral("step,loss,repeated_half_loss,heads_off");
    for (int L = 0; L < data.layers; ++L)
        for (int h = 0; h < data.heads; ++h) {
            const QString name = QStringLiteral("L%1H%2").arg(L + 1).arg(h + 1);
            out += QStringLiteral(",%1 previous token,%1 induction").arg(name);
        }
    out += QLatin1String("\r\n");
    std::size_t e = 0;
    for (int step = 0; step <= data.steps(); ++step) {
        out += QString::number(step) + QLatin1Char(',');
        if (step >= 1 && std::size_t(step) <= data.losses.size())
            out += number(data.losses[std::size_t(step - 1)]);
        while (e < data.evals.size() && data.evals[e].step < step)
            ++e;
        const TrainingEval *ev = e < data.evals.size() && data.evals[e].step == step ? &data.evals[e] : nullptr;
        out += QLatin1Char(',') + (ev ? number(ev->repeatedHalfLoss) : QString());
        out += QLatin1Char(',') + (ev ? QString(ev->off).replace(QLatin1Char(','), QLatin1Char(';')) : QString());
        for (int k = 0; k < data.layers * data.heads; ++k) {
            auto at = [&](const std::vector<double> &v) {
                return ev && k < int(v.size()) ? number(v[std::size_t(k)]) : QString();
            };
            out += QLatin1Char(',') + at(ev ? ev->previousToken : std::vector<double>());
            out += QLatin1Char(',') + at(ev ? ev->induction : std::vector<double>());
        }
        out += QLatin1String("\r\n");
    }
    return out;
}

TrainingCurvesDrawing::TrainingCurvesDrawing(TrainingCurvesPainter painter)
    : m_painter(std::move(painter))
{
}

DrawingStyle TrainingCurvesDrawing::style() const
{
    DrawingStyle s;
    s.theme = m_painter.options().theme;
    return s;
}

void TrainingCurvesDrawing::paint(QPainter &painter, const QRectF &area, const DrawingStyle &style) const
{
    TrainingCurvesOptions o = m_painter.options();
    o.theme = style.theme;
    o.fontSize = 0; // from the picture's own size, as every export
    TrainingCurvesPainter(m_painter.data(), o).paint(painter, area);
}

} // namespace attn
