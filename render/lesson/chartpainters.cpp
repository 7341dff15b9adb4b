// Charts: groups of bars (softmaxes, gradients), histograms (the spread of q·k) and the measured
// cost on log axes with its table.
#include "picturepainters.h"
#include "render/rendertext.h"

#include "render/notation.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

namespace attn::lesson {

// ---- bars -------------------------------------------------------------------------------------

namespace {

    QStringList linesOf(const QString &text)
    {
        return text.split(QLatin1Char('\n'));
    }

    double widestLine(const Scene &scene, const QString &text, TextRole role)
    {
        double w = 0;
        for (const QString &l : linesOf(text))
            w = std::max(w, scene.measure(l, role).width());
        return w;
    }

    struct GroupMetrics {
        double slot = 0, width = 0;
        bool allValues = true; // every bar's value written, or only the marked ones
        int labelLines = 1;
        bool footUnder = false; // the footnote's value on a line of its own, under the footnote
    };

    GroupMetrics groupMetrics(const Scene &scene, const BarGroup &g)
    {
        GroupMetrics m;
        m.allValues = g.bars.size() <= 4;
        m.slot = scene.base() * 3;
        double accent = 0;
        for (const Bar &b : g.bars) {
            m.slot = std::max(m.slot, widestLine(scene, b.label, TextRole::Body) + scene.base() * 0.8);
            if (m.allValues)
                m.slot
                    = std::max(m.slot, scene.measure(b.text, TextRole::Number).width() + scene.base() * 0.8);
            else if (b.accent)
                accent = std::max(accent, scene.measure(b.text, TextRole::Number).width());
            m.labelLines = std::max(m.labelLines, int(linesOf(b.label).size()));
        }
        // Only the marked bars are written when there are many: their value may reach over the
        // unwritten neighbours' slots instead of widening every slot.
        m.slot = std::max(m.slot, (accent + scene.base() * 0.8) / 1.8);
        const double footnote = scene.measure(g.footnote, TextRole::Body).width(),
                     value = scene.measure(g.footValue, TextRole::Number).width();
        const double bars = std::max(m.slot * g.bars.size(), headingSize(scene, g.heading).width());
        // A long value (a wide output vector) goes under its footnote rather than widening the group.
        m.footUnder = footnote + value > bars && !g.footnote.isEmpty() && !g.footValue.text.isEmpty();
        m.width = std::max(bars, m.footUnder ? std::max(footnote, value) : footnote + value);
        return m;
    }

} // namespace

void BarsPainter::layout(const StepModel &step, const QRectF &area, Scene &scene) const
{
    const BarsPicture *p = step.as<BarsPicture>();
    if (!p)
        return;
    const Theme &theme = scene.theme();
    const double b = scene.base(), gap = b * 2.5;
    std::vector<GroupMetrics> metrics;
    for (const BarGroup &g : p->groups)
        metrics.push_back(groupMetrics(scene, g));
    // The groups side by side; in more rows when they are wider than the picture together (a
    // portrait worksheet), rather than smaller.
    std::vector<std::vector<std::size_t>> rows(1);
    double rowW = 0;
    for (std::size_t k = 0; k < metrics.size(); ++k) {
        const double w = metrics[k].width + (rows.back().empty() ? 0 : gap);
        if (!rows.back().empty() && rowW + w > area.width()) {
            rows.emplace_back();
            rowW = 0;
        }
        rowW += rows.back().size() == 0 ? metrics[k].width : w;
        rows.back().push_back(k);
    }
    const double titleH = p->valueTitle.isEmpty() ? 0 : scene.lineHeight(TextRole::Small) * 1.3;
    const double headingH = scene.lineHeight(TextRole::Heading) * 1.3;
    const double valueH = scene.lineHeight(TextRole::Number);
    const double rowGap = b;
    struct RowMetrics {
        double width = 0, labelH = 0, footH = 0;
    };
    std::vector<RowMetrics> rm;
    double fixedH = titleH + rowGap * double(rows.size() - 1);
    for (const auto &row : rows) {
        RowMetrics r;
        int labelLines = 1;
        bool feet = false, footUnder = false;
        for (std::size_t k : row) {
            r.width += metrics[k].width + (r.width > 0 ? gap : 0);
            labelLines = std::max(labelLines, metrics[k].labelLines);
            feet = feet || !p->groups[k].footnote.isEmpty();
            footUnder = footUnder || metrics[k].footUnder;
        }
        r.labelH = scene.lineHeight(TextRole::Body) * labelLines + b * 0.3;
        r.footH = feet ? scene.lineHeight(TextRole::Number) * (footUnder ? 2.2 : 1.2) : 0;
        fixedH += headingH + valueH + r.labelH + r.footH;
        rm.push_back(r);
    }
    const double plotH = std::clamp((area.height() - fixedH - b) / double(rows.size()), b * 5, b * 12);
    const double totalH = fixedH + plotH * double(rows.size());
    double top = area.top() + std::max(0.0, (area.height() - totalH) / 2);
    if (titleH > 0)
        scene.textAt(QPointF(area.center().x(), top), p->valueTitle, TextRole::Small, Qt::AlignHCenter,
                     theme.mutedText);
    top += titleH;
    for (std::size_t r = 0; r < rows.size(); ++r) {
        const double labelH = rm[r].labelH, footH = rm[r].footH;
        const double baseline = top + headingH + valueH + plotH;
        double x = area.left() + (area.width() - rm[r].width) / 2;
        for (std::size_t k : rows[r]) {
            const BarGroup &g = p->groups[k];
            const GroupMetrics &m = metrics[k];
            addHeading(scene, QPointF(x + m.width / 2, top), g.heading, g.source, Qt::AlignHCenter);
            const double barsLeft = x + (m.width - m.slot * g.bars.size()) / 2;
            scene.line(QLineF(barsLeft, baseline, barsLeft + m.slot * g.bars.size(), baseline), theme.frame,
                       1.5);
            for (std::size_t j = 0; j < g.bars.size(); ++j) {
                const Bar &bar = g.bars[j];
                const double cx = barsLeft + m.slot * (j + 0.5);
                const double w = std::min(m.slot * 0.62, b * 3.2);
                const double h = plotH * std::clamp(bar.value / std::max(g.scaleMax, 1e-300), 0.0, 1.0);
                scene.box({ QRectF(cx - w / 2, baseline - h, w, h),
                            bar.accent ? theme.accent2 : theme.positive,
                            {},
                            1,
                            0,
                            false,
                            false,
                            bar.text.reveal });
                // On a worksheet an answer's box sits at the top of the plot: at the hidden bar's
                // height it would give the answer away.
                const double valueY
                    = scene.style().sheet && bar.text.reveal >= 0 ? baseline - plotH : baseline - h;
                if (m.allValues || bar.accent)
                    scene.numAt(QPointF(cx, valueY - 2), bar.text, TextRole::Number,
                                Qt::AlignHCenter | Qt::AlignBottom);
                double ly = baseline + b * 0.3;
                for (const QString &l : linesOf(bar.label)) {
                    scene.textAt(QPointF(cx, ly), l, TextRole::Body, Qt::AlignHCenter, theme.mutedText);
                    ly += scene.lineHeight(TextRole::Body);
                }
            }
            if (!g.footnote.isEmpty() && m.footUnder) {
                // A long value (a wide output vector) on a line of its own under its footnote.
                const double lineH = scene.lineHeight(TextRole::Number);
                const double fy = baseline + labelH + lineH * 0.6;
                scene.textAt(QPointF(x + m.width / 2, fy), g.footnote, TextRole::Body,
                             Qt::AlignHCenter | Qt::AlignVCenter);
                scene.numAt(QPointF(x + m.width / 2, fy + lineH), g.footValue, TextRole::Number,
                            Qt::AlignHCenter | Qt::AlignVCenter, theme.text, true);
            } else if (!g.footnote.isEmpty()) {
                const double fy = baseline + labelH + footH / 2;
                const double fw = scene.measure(g.footnote, TextRole::Body).width()
                    + scene.measure(g.footValue, TextRole::Number).width();
                const QRectF a = scene.textAt(QPointF(x + (m.width - fw) / 2, fy), g.footnote, TextRole::Body,
                                              Qt::AlignLeft | Qt::AlignVCenter);
                scene.numAt(QPointF(a.right(), fy), g.footValue, TextRole::Number,
                            Qt::AlignLeft | Qt::AlignVCenter, theme.text, true);
            }
            x += m.width + gap;
        }
        top = baseline + labelH + footH + rowGap;
    }
}

// ---- histograms -------------------------------------------------------------------------------

void HistogramsPainter::layout(const StepModel &step, const QRectF &area, Scene &scene) const
{
    const HistogramsPicture *p = step.as<HistogramsPicture>();
    if (!p)
        return;
    const Theme &theme = scene.theme();
    const double b = scene.base(), gap = b * 1.6;
    std::size_t cols = 0;
    for (const HistogramRow &r : p->rows)
        cols = std::max(cols, r.items.size());
    const double itemW = std::min((area.width() - gap * (cols - 1)) / std::max<std::size_t>(1, cols), b * 18);
    const double gridW = itemW * cols + gap * (cols - 1);
    // The session's line is wrapped to the grid's width, as it is drawn.
    const double sessionH = scene.markedWrappedHeight(gridW, p->sessionLine, TextRole::Body);
    const double rowHeadH = scene.lineHeight(TextRole::Heading) * 1.15;
    const double itemHeadH = scene.lineHeight(TextRole::Body);
    const double tickH = scene.lineHeight(TextRole::Small);
    const double spreadH = scene.lineHeight(TextRole::Number) * 1.05;
    const int nRows = int(p->rows.size());
    int simulatedRows = 0;
    for (const HistogramRow &r : p->rows)
        simulatedRows += std::any_of(r.items.begin(), r.items.end(),
                                     [](const Histogram &h) { return !h.simulated.isEmpty(); });
    const double simulatedH = scene.lineHeight(TextRole::Small);
    const double fixedH = nRows * (rowHeadH + itemHeadH + tickH + spreadH) + (nRows - 1) * b * 0.6
        + simulatedRows * simulatedH + (sessionH > 0 ? b * 0.6 + sessionH : 0);
    const double plotH = std::clamp((area.height() - fixedH) / std::max(1, nRows), b * 2.5, b * 8);
    const double left = area.left() + (area.width() - gridW) / 2;
    const double totalH = fixedH + plotH * nRows;
    double y = area.top() + std::max(0.0, (area.height() - totalH) / 2);
    for (const HistogramRow &row : p->rows) {
        addHeading(scene, QPointF(left, y), row.label, row.source);
        y += rowHeadH;
        bool simulatedRow = false;
        for (std::size_t k = 0; k < row.items.size(); ++k) {
            const Histogram &h = row.items[k];
            const double x = left + k * (itemW + gap);
            scene.textAt(QPointF(x + itemW / 2, y), h.heading, TextRole::Body, Qt::AlignHCenter, theme.text,
                         true);
            const QRectF plot(x, y + itemHeadH, itemW, plotH);
            scene.box({ plot, theme.panel, {}, 1, 0, false, false });
            const int most = h.counts.empty() ? 0 : *std::max_element(h.counts.begin(), h.counts.end());
            const double binW = plot.width() / std::max<std::size_t>(1, h.counts.size());
            for (std::size_t i = 0; i < h.counts.size() && most > 0; ++i) {
                const double bh = plot.height() * 0.92 * h.counts[i] / most;
                if (bh > 0) // a spread the class predicts: its bins only once the answer is shown
                    scene.box({ QRectF(plot.left() + i * binW, plot.bottom() - bh, binW, bh),
                                theme.accent1,
                                {},
                                1,
                                0,
                                false,
                                false,
                                h.simulated.isEmpty() ? -1 : h.spread.reveal });
            }
            if (h.lo < 0 && h.hi > 0) { // the zero line
                const double zx = plot.left() + plot.width() * (-h.lo) / (h.hi - h.lo);
                scene.line(QLineF(zx, plot.top(), zx, plot.bottom()), theme.mutedText, 1, true);
            }
            scene.line(QLineF(plot.bottomLeft(), plot.bottomRight()), theme.frame, 1.5);
            const double ty = plot.bottom() + 1;
            scene.textAt(QPointF(plot.left(), ty), formatNumber(h.lo, 0), TextRole::Small, Qt::AlignLeft,
                         theme.mutedText);
            scene.textAt(QPointF(plot.center().x(), ty), QStringLiteral("0"), TextRole::Small,
                         Qt::AlignHCenter, theme.mutedText);
            scene.textAt(QPointF(plot.right(), ty), formatNumber(h.hi, 0), TextRole::Small, Qt::AlignRight,
                         theme.mutedText);
            const double sy = ty + tickH + spreadH / 2;
            const double sw = scene.measure(h.spreadLabel + QLatin1Char(' '), TextRole::Body).width()
                + scene.measure(h.spread, TextRole::Number).width();
            const QRectF a = scene.textAt(QPointF(x + (itemW - sw) / 2, sy), h.spreadLabel + QLatin1Char(' '),
                                          TextRole::Body, Qt::AlignLeft | Qt::AlignVCenter, theme.mutedText);
            scene.numAt(QPointF(a.right(), sy), h.spread, TextRole::Number, Qt::AlignLeft | Qt::AlignVCenter,
                        theme.text, true);
            if (!h.simulated.isEmpty()) {
                scene.textAt(QPointF(x + itemW / 2, ty + tickH + spreadH), h.simulated, TextRole::Small,
                             Qt::AlignHCenter, theme.mutedText);
                scene.holdLastTextBack();
                simulatedRow = true;
            }
        }
        y += itemHeadH + plotH + tickH + spreadH + (simulatedRow ? simulatedH : 0) + b * 0.6;
    }
    if (sessionH > 0)
        scene.markedWrapped(QPointF(left, y), gridW, Source::Session, p->sessionLine, TextRole::Body);
}

// ---- cost -------------------------------------------------------------------------------------

namespace {

    QString secondsText(double s)
    {
        if (s < 1)
            return QStringLiteral("%1 ms").arg(formatNumber(s * 1000, s < 0.01 ? 2 : 1));
        return QStringLiteral("%1 s").arg(formatNumber(s, 2));
    }

    // Decimal units (1 MB = 10⁶ bytes), so the decades of a log axis read 1 MB, 10 MB, 100 MB.
    QString bytesText(double bytes, int decimals = 1)
    {
        return drawnNumber(QLocale(QLocale::English, QLocale::UnitedStates)
                               .formattedDataSize(qint64(bytes), decimals, QLocale::DataSizeSIFormat));
    }

    const CostMeasurement *pointAt(const CostStatus &s, int T)
    {
        for (const CostMeasurement &m : s.points)
            if (m.tokens == T)
                return &m;
        return nullptr;
    }

    // One log-log plot: a series against T, and a dashed T² line through its last point.
    struct Series {
        QString title;
        std::vector<std::pair<int, double>> points; // (T, value)
        double fallbackLo, fallbackHi; // y range when nothing is measured
        QString (*label)(double);
    };

    QString timeLabel(double v)
    {
        return secondsText(v);
    }
    QString memoryLabel(double v)
    {
        return bytesText(v, 0);
    } // the decades: "10 MB", not "10.0 MB"

    void addPlot(Scene &scene, const QRectF &area, const Series &s, int firstT, int lastT)
    {
        const Theme &theme = scene.theme();
        const double b = scene.base();
        addHeading(scene, QPointF(area.center().x(), area.top()), s.title, Source::Session, Qt::AlignHCenter);
        double lo = s.fallbackLo, hi = s.fallbackHi;
        if (!s.points.empty()) {
            lo = hi = s.points.front().second;
            for (const auto &pt : s.points) {
                lo = std::min(lo, pt.second);
                hi = std::max(hi, pt.second);
            }
            // The T² line from the last point spans 256 times between 256 and 4096 tokens.
            const auto &last = s.points.back();
            lo = std::min(lo, last.second * std::pow(double(firstT) / last.first, 2));
            hi = std::max(hi, last.second * std::pow(double(lastT) / last.first, 2));
        }
        const double ylo = std::floor(std::log10(std::max(lo, 1e-12))),
                     yhi = std::ceil(std::log10(std::max(hi, lo * 10)));
        const int step = yhi - ylo > 6 ? 2 : 1;
        double labelW = 0;
        for (double e = ylo; e <= yhi + 1e-9; e += step)
            labelW = std::max(labelW, scene.measure(s.label(std::pow(10.0, e)), TextRole::Small).width());
        labelW += b * 0.4;
        const QRectF plot(area.left() + labelW, area.top() + scene.lineHeight(TextRole::Heading) * 1.3,
                          area.width() - labelW - b * 0.6,
                          area.height() - scene.lineHeight(TextRole::Heading) * 1.3
                              - scene.lineHeight(TextRole::Small) * 2.2);
        auto px = [&](double T) {
            return plot.left() + plot.width() * std::log2(T / firstT) / std::log2(double(lastT) / firstT);
        };
        auto py = [&](double v) {
            return plot.bottom() - plot.height() * (std::log10(v) - ylo) / std::max(1e-9, yhi - ylo);
        };
        scene.box({ plot, {}, theme.frame, 1, 0, false, false });
        for (double e = ylo; e <= yhi + 1e-9; e += step) {
            const double y = py(std::pow(10.0, e));
            scene.line(QLineF(plot.left(), y, plot.right(), y), theme.rule, 1);
            scene.textAt(QPointF(plot.left() - b * 0.2, y), s.label(std::pow(10.0, e)), TextRole::Small,
                         Qt::AlignRight | Qt::AlignVCenter, theme.mutedText);
        }
        for (int T = firstT; T <= lastT; T *= 4) {
            scene.line(QLineF(px(T), plot.bottom(), px(T), plot.bottom() + b * 0.25), theme.frame, 1);
            // The end labels keep inside the plot's width, clear of the y axis's labels.
            const int align = T == firstT ? Qt::AlignLeft : T * 4 > lastT ? Qt::AlignRight : Qt::AlignHCenter;
            scene.textAt(QPointF(px(T), plot.bottom() + b * 0.25), QString::number(T), TextRole::Small, align,
                         theme.mutedText);
        }
        scene.textAt(QPointF(plot.center().x(), plot.bottom() + b * 0.25 + scene.lineHeight(TextRole::Small)),
                     LessonText::tr("T (log scale)"), TextRole::Small, Qt::AlignHCenter, theme.mutedText);
        if (s.points.empty())
            return;
        const auto &last = s.points.back();
        ScenePolyline ref { {}, theme.mutedText, 1.5, true, 0 };
        for (int T = firstT; T <= lastT; T *= 2)
            ref.points << QPointF(px(T), py(last.second * std::pow(double(T) / last.first, 2)));
        scene.polyline(ref);
        scene.textAt(QPointF(px(firstT) + b * 0.4,
                             py(last.second * std::pow(double(firstT) / last.first, 2)) - b * 0.2),
                     QStringLiteral("∝ T²"), TextRole::Small, Qt::AlignLeft | Qt::AlignBottom,
                     theme.mutedText);
        ScenePolyline series { {}, theme.accent1, 3, false, b * 0.28 };
        for (const auto &pt : s.points)
            series.points << QPointF(px(pt.first), py(pt.second));
        scene.polyline(series);
    }

} // namespace

void CostPainter::layout(const StepModel &step, const QRectF &area, Scene &scene) const
{
    const CostPicture *p = step.as<CostPicture>();
    if (!p)
        return;
    const Theme &theme = scene.theme();
    const double b = scene.base(), gap = b * 1.5;
    // The table: T, scores per head, and what was measured.
    //: the measured cost's table: T (tokens), scores per head, time, × (how much longer), memory
    const QStringList headers { QStringLiteral("T"), LessonText::tr("scores per head"),
                                //: a column heading: the time one forward pass took
                                LessonText::tr("time"), QStringLiteral("×"),
                                //: a column heading: the memory the result took
                                LessonText::tr("memory") };
    std::vector<std::vector<Num>> rows;
    for (std::size_t i = 0; i < p->tokens.size(); ++i) {
        const int T = p->tokens[i];
        const CostMeasurement *m = pointAt(p->status, T);
        const bool waiting = p->status.state == CostStatus::State::Measuring;
        rows.push_back({ { drawnNumber(QLocale(QLocale::English, QLocale::UnitedStates).toString(T)) },
                         i < p->scoresPerHead.size() ? p->scoresPerHead[i] : Num {},
                         { m             ? secondsText(m->seconds)
                               : waiting ? QStringLiteral("…")
                                         : QStringLiteral("–") },
                         { i < p->growth.size() ? p->growth[i] : QString() },
                         { m             ? bytesText(double(m->bytes))
                               : waiting ? QStringLiteral("…")
                                         : QStringLiteral("–") } });
    }
    const std::size_t nCols = std::size_t(headers.size());
    std::vector<double> colW(nCols, 0);
    for (std::size_t c = 0; c < nCols; ++c) {
        colW[c] = scene.measure(headers[int(c)], TextRole::Small).width();
        for (const auto &r : rows)
            colW[c] = std::max(colW[c], scene.measure(r[c], TextRole::Number).width());
        colW[c] += b * 1.3;
    }
    double tableW = 0;
    for (double w : colW)
        tableW += w;
    const double rowH = scene.lineHeight(TextRole::Number) * 1.05;
    const double tableH = scene.lineHeight(TextRole::Small) * 1.4 + rowH * rows.size();

    const double statusH = scene.wrappedHeight(area.width(), p->statusLine, TextRole::Small);
    const double sessionH = scene.markedWrappedHeight(area.width(), p->sessionLine, TextRole::Body);
    const double barH = p->status.state == CostStatus::State::Measuring ? b * 0.5 : 0;
    const double bottomH = statusH + sessionH + barH + b * 0.6;
    // The plots left of the table; above it when that leaves them too narrow (a portrait page).
    const bool stacked = area.width() - tableW - gap * 2 < b * 26;
    const double plotsW = stacked ? area.width() : area.width() - tableW - gap * 2;
    const double plotsH = stacked
        ? std::max(b * 12, std::min(area.height() - bottomH - b * 0.5 - tableH - gap, plotsW / 2 * 0.95))
        : std::min(area.height() - bottomH - b * 0.5, plotsW / 2 * 0.95);
    const double blockH = stacked ? plotsH + gap + tableH : std::max(plotsH, tableH);
    const double top = area.top() + std::max(0.0, (area.height() - bottomH - b * 0.5 - blockH) / 2);

    Series time { LessonText::tr("time per forward pass"), {}, 1e-3, 10, timeLabel };
    Series memory { LessonText::tr("memory of the result"), {}, 1e6, 1e10, memoryLabel };
    for (const CostMeasurement &m : p->status.points) {
        time.points.push_back({ m.tokens, std::max(m.seconds, 1e-6) });
        memory.points.push_back({ m.tokens, double(m.bytes) });
    }
    const int firstT = p->tokens.empty() ? 256 : p->tokens.front(),
              lastT = p->tokens.empty() ? 4096 : p->tokens.back();
    const double plotW = (plotsW - gap) / 2;
    addPlot(scene, QRectF(area.left(), top, plotW, plotsH), time, firstT, lastT);
    addPlot(scene, QRectF(area.left() + plotW + gap, top, plotW, plotsH), memory, firstT, lastT);

    // The table, right of the plots (or under them).
    const double tx = stacked ? area.left() + (area.width() - tableW) / 2 : area.right() - tableW;
    double ty = stacked ? top + plotsH + gap : top + std::max(0.0, (plotsH - tableH) / 2);
    double x = tx;
    for (std::size_t c = 0; c < nCols; ++c) {
        scene.textAt(QPointF(x + colW[c] - b * 0.3, ty), headers[int(c)], TextRole::Small, Qt::AlignRight,
                     theme.mutedText, true);
        x += colW[c];
    }
    ty += scene.lineHeight(TextRole::Small) * 1.4;
    scene.line(QLineF(tx, ty - 2, tx + tableW, ty - 2), theme.frame, 1);
    for (const auto &r : rows) {
        x = tx;
        for (std::size_t c = 0; c < r.size(); ++c) {
            scene.numAt(QPointF(x + colW[c] - b * 0.3, ty + rowH / 2), r[c], TextRole::Number,
                        Qt::AlignRight | Qt::AlignVCenter);
            x += colW[c];
        }
        ty += rowH;
    }

    double y = top + blockH + b * 0.5;
    if (barH > 0) {
        const QRectF bar(area.left(), y, area.width() * 0.5, barH);
        scene.box({ bar, theme.panel, theme.frame, 1, barH / 2, false, false });
        scene.box(
            { QRectF(bar.left(), bar.top(), bar.width() * std::clamp(p->status.progress, 0.0, 1.0), barH),
              theme.accent1,
              {},
              1,
              barH / 2,
              false,
              false });
        y += barH + b * 0.2;
    }
    y += scene.wrapped(QPointF(area.left(), y), area.width(), p->statusLine, TextRole::Small,
                       theme.mutedText);
    scene.markedWrapped(QPointF(area.left(), y + b * 0.2), area.width(), Source::Session, p->sessionLine,
                        TextRole::Body);
}

} // namespace attn::lesson
