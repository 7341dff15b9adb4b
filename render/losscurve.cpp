#include "losscurve.h"
#include "render/rendertext.h"

#include "notation.h"
#include "paintparts.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <iterator>

namespace attn {

int LossCurveData::steps() const
{
    int n = -1;
    for (const LossSeries &s : series)
        n = std::max(n, static_cast<int>(s.losses.size()) - 1);
    return n;
}

QPointF LossCurveLayout::pointAt(int step, double loss) const
{
    const double x = plot.left() + plot.width() * double(step) / std::max(1, xHigh);
    const double t = (std::log10(loss) - std::log10(yLow)) / (std::log10(yHigh) - std::log10(yLow));
    return { x, plot.bottom() - plot.height() * t };
}

LossCurvePainter::LossCurvePainter(LossCurveData data, LossCurveOptions options)
    : m_data(std::move(data))
    , m_options(std::move(options))
{
}

double LossCurvePainter::fontSize(const QRectF &area) const
{
    return qRound(m_options.fontSize > 0
                      ? m_options.fontSize
                      : std::clamp(std::min(area.width(), area.height()) / 22.0, 10.0, 30.0));
}

namespace {

    // "0.01", "1", "1000" for the decades a class reads at a glance; "10⁻⁵", "10⁶" beyond.
    QString decade(int n)
    {
        if (n >= -2 && n <= 3)
            return formatNumber(std::pow(10.0, n), std::max(0, -n));
        return QStringLiteral("10") + superscript(n);
    }

} // namespace

LossCurveLayout LossCurvePainter::layout(const QRectF &area) const
{
    LossCurveLayout l;
    const double f = fontSize(area);
    const QFontMetricsF fm(paint::makeFont(f));
    const double line = fm.height();
    l.title = QRectF(area.left(), area.top(), area.width(), line * 1.4);
    l.legend = QRectF(area.left(), l.title.bottom(), area.width(), line * 1.2 * double(m_data.series.size()));
    const double yLabels = fm.horizontalAdvance(QStringLiteral("10⁻¹⁰")) + f * 0.6;
    l.plot = QRectF(area.left() + yLabels, l.legend.bottom() + line * 0.6, 0, 0);
    l.plot.setRight(area.right() - fm.horizontalAdvance(QStringLiteral("0000")) * 0.6);
    l.plot.setBottom(area.bottom() - line * 2.3); // tick labels and "step" under the plot
    // The decades every finite, positive loss lies in (at least one).
    double low = 0, high = 0;
    for (const LossSeries &s : m_data.series)
        for (double v : s.losses)
            if (std::isfinite(v) && v > 0) {
                low = low > 0 ? std::min(low, v) : v;
                high = std::max(high, v);
            }
    if (low > 0) {
        int a = int(std::floor(std::log10(low))), b = int(std::ceil(std::log10(high)));
        if (b <= a)
            b = a + 1;
        l.yLow = std::pow(10.0, a);
        l.yHigh = std::pow(10.0, b);
    }
    l.xHigh = std::max(1, m_data.steps());
    return l;
}

void LossCurvePainter::drawAxes(QPainter &p, const LossCurveLayout &l) const
{
    const Theme &t = m_options.theme;
    const QFontMetricsF fm(p.font());
    p.setPen(QPen(t.rule, t.ruleWidth));
    // A line and a label per decade; the plot's frame.
    const int a = int(std::lround(std::log10(l.yLow))), b = int(std::lround(std::log10(l.yHigh)));
    const int every = std::max(1, (b - a + 5) / 6);
    for (int n = a; n <= b; n += every) {
        const double y = l.pointAt(0, std::pow(10.0, n)).y();
        p.setPen(QPen(t.rule, t.ruleWidth));
        p.drawLine(QPointF(l.plot.left(), y), QPointF(l.plot.right(), y));
        p.setPen(t.mutedText);
        p.drawText(QRectF(l.title.left(), y - fm.height() / 2,
                          l.plot.left() - l.title.left() - fm.height() * 0.3, fm.height()),
                   Qt::AlignRight | Qt::AlignVCenter, decade(n));
    }
    const int step = paint::tickStepFor(l.xHigh, 6);
    for (int x = 0; x <= l.xHigh; x += step) {
        const double px = l.pointAt(x, l.yLow).x();
        p.setPen(QPen(t.rule, t.ruleWidth));
        p.drawLine(QPointF(px, l.plot.bottom()), QPointF(px, l.plot.bottom() + fm.height() * 0.25));
        p.setPen(t.mutedText);
        p.drawText(
            QRectF(px - fm.height() * 3, l.plot.bottom() + fm.height() * 0.3, fm.height() * 6, fm.height()),
            Qt::AlignHCenter | Qt::AlignTop, QString::number(x));
    }
    p.drawText(QRectF(l.plot.left(), l.plot.bottom() + fm.height() * 1.25, l.plot.width(), fm.height()),
               Qt::AlignHCenter | Qt::AlignTop, ModelText::tr("step  (loss on a log scale)"));
    p.setPen(QPen(t.frame, t.ruleWidth));
    p.setBrush(Qt::NoBrush);
    p.drawRect(l.plot);
}

namespace {

    // The first run in the theme's first chart colour; a second (the race's unscaled one) in the
    // colour of something going wrong, so that two curves never read as one.
    QColor seriesColor(const Theme &t, std::size_t k)
    {
        return k == 0 ? t.accent1 : t.flag;
    }

} // namespace

QPen LossCurvePainter::seriesPen(const Theme &t, std::size_t k)
{
    QPen pen(seriesColor(t, k), std::max(2.0, 2.5 * t.ruleWidth));
    static constexpr Qt::PenStyle kStyles[] = { Qt::SolidLine, Qt::DashLine, Qt::DotLine, Qt::DashDotLine };
    pen.setStyle(kStyles[k % std::size(kStyles)]);
    pen.setJoinStyle(Qt::RoundJoin);
    pen.setCapStyle(k == 0 ? Qt::RoundCap : Qt::FlatCap); // round caps would close short dashes
    return pen;
}

void LossCurvePainter::drawSeries(QPainter &p, const LossCurveLayout &l) const
{
    p.save();
    p.setClipRect(l.plot.adjusted(-2, -2, 2, 2));
    for (std::size_t k = 0; k < m_data.series.size(); ++k) {
        const std::vector<double> &y = m_data.series[k].losses;
        // More steps than pixels: each pixel's steps by their lowest and highest loss, in the order
        // they came (the curve looks the same, and thousands of steps draw as fast as hundreds).
        const std::size_t perPixel
            = std::max<std::size_t>(1, y.size() / std::max<std::size_t>(1, std::size_t(l.plot.width())));
        QPainterPath path;
        bool open = false;
        auto add = [&](std::size_t i) {
            if (!(std::isfinite(y[i]) && y[i] > 0)) {
                open = false; // a loss of exactly 0 has no place on a log scale: a gap
                return;
            }
            const QPointF pt = l.pointAt(int(i), y[i]);
            open ? path.lineTo(pt) : path.moveTo(pt);
            open = true;
        };
        for (std::size_t first = 0; first < y.size(); first += perPixel) {
            const std::size_t last = std::min(y.size(), first + perPixel);
            if (last - first <= 2) {
                for (std::size_t i = first; i < last; ++i)
                    add(i);
                continue;
            }
            std::size_t lo = first, hi = first;
            for (std::size_t i = first; i < last; ++i) {
                if (!(std::isfinite(y[i]) && y[i] > 0)) {
                    add(i);
                    continue;
                }
                if (!(y[lo] > 0) || y[i] < y[lo])
                    lo = i;
                if (!(y[hi] > 0) || y[i] > y[hi])
                    hi = i;
            }
            add(std::min(lo, hi));
            if (hi != lo)
                add(std::max(lo, hi));
        }
        const QPen pen = seriesPen(m_options.theme, k);
        p.setPen(pen);
        p.setBrush(Qt::NoBrush);
        p.drawPath(path);
        if (y.size() == 1 && std::isfinite(y[0]) && y[0] > 0) { // one point: a dot, not nothing
            p.setBrush(seriesColor(m_options.theme, k));
            p.drawEllipse(l.pointAt(0, y[0]), pen.widthF(), pen.widthF());
        }
    }
    p.restore();
}

void LossCurvePainter::drawLegend(QPainter &p, const LossCurveLayout &l) const
{
    const QFontMetricsF fm(p.font());
    const double row = l.legend.height() / std::max<std::size_t>(1, m_data.series.size());
    for (std::size_t k = 0; k < m_data.series.size(); ++k) {
        const LossSeries &s = m_data.series[k];
        const QRectF r(l.legend.left(), l.legend.top() + row * double(k), l.legend.width(), row);
        const double mark = fm.height() * 1.2;
        p.setPen(seriesPen(m_options.theme, k)); // the same line as the curve's
        p.drawLine(QPointF(r.left(), r.center().y()), QPointF(r.left() + mark * 1.5, r.center().y()));
        QString text = s.name.isEmpty() ? QString() : s.name + QStringLiteral(": ");
        if (s.losses.empty())
            text += ModelText::tr("no step yet");
        else if (s.losses.size() == 1)
            text += ModelText::tr("loss %1 before training").arg(formatGeneral(s.losses.front()));
        else
            text += ModelText::tr("loss %1 → %2 after %3")
                        .arg(formatGeneral(s.losses.front()), formatGeneral(s.losses.back()),
                             ModelText::tr("%n step(s)", nullptr, int(qint64(s.losses.size() - 1))));
        p.setPen(m_options.theme.text);
        p.drawText(r.adjusted(mark * 1.5 + fm.height() * 0.4, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter,
                   fm.elidedText(text, Qt::ElideRight, r.width() - mark * 1.5 - fm.height() * 0.4));
    }
}

void LossCurvePainter::paint(QPainter &painter, const QRectF &area) const
{
    const LossCurveLayout l = layout(area);
    const double f = fontSize(area);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setFont(paint::makeFont(f * 1.15, true));
    painter.setPen(m_options.theme.text);
    painter.drawText(l.title, Qt::AlignLeft | Qt::AlignVCenter,
                     QFontMetricsF(painter.font()).elidedText(m_data.title, Qt::ElideRight, l.title.width()));
    painter.setFont(paint::makeFont(f));
    if (m_data.isEmpty()) {
        painter.setPen(m_options.theme.mutedText);
        painter.drawText(l.plot, Qt::AlignCenter | Qt::TextWordWrap,
                         ModelText::tr("No training yet: press Step or Play"));
        painter.restore();
        return;
    }
    drawLegend(painter, l);
    drawAxes(painter, l);
    drawSeries(painter, l);
    painter.restore();
}

QString lossCurveCsv(const LossCurveData &data)
{
    const auto number = roundTripText;
    QString out = QStringLiteral("step");
    for (const LossSeries &s : data.series)
        out += QLatin1Char(',')
            + (s.name.isEmpty() ? QStringLiteral("loss") : QString(s.name).replace(',', ';'));
    out += QLatin1String("\r\n");
    for (int i = 0; i <= data.steps(); ++i) {
        out += QString::number(i);
        for (const LossSeries &s : data.series)
            out += QLatin1Char(',')
                + (std::size_t(i) < s.losses.size() ? number(s.losses[std::size_t(i)]) : QString());
        out += QLatin1String("\r\n");
    }
    return out;
}

LossCurveDrawing::LossCurveDrawing(LossCurvePainter painter)
    : m_painter(std::move(painter))
{
}

QString LossCurveDrawing::viewName() const
{
    return m_painter.data().series.size() > 1 ? ModelText::tr("Race") : ModelText::tr("Loss Curve");
}

DrawingStyle LossCurveDrawing::style() const
{
    DrawingStyle s;
    s.theme = m_painter.options().theme;
    return s;
}

void LossCurveDrawing::paint(QPainter &painter, const QRectF &area, const DrawingStyle &style) const
{
    LossCurveOptions o = m_painter.options();
    o.theme = style.theme;
    o.fontSize = 0; // from the picture's own size, as every export
    LossCurvePainter(m_painter.data(), o).paint(painter, area);
}

} // namespace attn
