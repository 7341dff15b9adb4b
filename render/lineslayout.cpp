// The line view's layout, in the order a reader sees it: title and subtitle on top, the legend
// of head colours and any note at the bottom, the two lines of tokens in what is left, and the
// lines between them (lineslayout.h).
#include "lineslayout.h"
#include "render/rendertext.h"

#include "heatmapdata.h"
#include "notation.h"
#include "paintparts.h"

#include <QFontMetricsF>
#include <QJsonArray>

#include <algorithm>
#include <cmath>

namespace attn {

using namespace paint;

// ---- the data ---------------------------------------------------------------------------------

bool LinesData::isValid() const
{
    if (!result || result->heads.empty())
        return false;
    const int T = tokenCount();
    if (T <= 0 || tokens.size() != T || result->mask.rows() != T || result->mask.cols() != T)
        return false;
    for (const HeadResult &h : result->heads)
        if (h.weights.rows() != T || h.weights.cols() != T)
            return false;
    return true;
}

double LinesData::weight(int head, int query, int key) const
{
    return result->heads[static_cast<std::size_t>(head)].weights(query, key);
}

bool LinesData::blocked(int query, int key) const
{
    return result->mask(query, key);
}

bool LinesData::isPadding(int token) const
{
    return token >= 0 && token < static_cast<int>(padding.size()) && padding[static_cast<std::size_t>(token)];
}

bool LinesData::fullyMasked(int query) const
{
    if (!result || result->heads.empty())
        return false;
    const std::vector<int> &rows = result->heads.front().fullyMaskedRows; // the mask is every head's
    return std::find(rows.begin(), rows.end(), query) != rows.end();
}

QString LinesData::headName(int head) const
{
    return attn::headName(head, headLabels.value(head));
}

LinesData makeLinesData(const Session &s, std::shared_ptr<const AttentionResult> r,
                        const QStringList &headLabels)
{
    LinesData d;
    d.tokens = tokenLabels(s);
    d.padding = s.padding;
    d.padding.resize(static_cast<std::size_t>(s.tokenCount()), false);
    if (r && headLabels.size() == static_cast<qsizetype>(r->heads.size()))
        d.headLabels = headLabels;
    d.result = std::move(r);
    return d;
}

QStringList headLabelsFromView(const QJsonObject &view, int numHeads)
{
    const QJsonArray labels = view.value(QLatin1String("head_labels")).toArray();
    if (labels.size() != numHeads)
        return {};
    QStringList out;
    for (const QJsonValue &v : labels) {
        if (!v.isString())
            return {};
        out << v.toString().simplified();
    }
    return out;
}

QColor headColor(int head, const Theme &theme)
{
    // Okabe & Ito's eight, reordered so the first heads get the colours farthest apart.
    static const QRgb okabeIto[8]
        = { 0x0072B2, 0xD55E00, 0x009E73, 0xCC79A7, 0xE69F00, 0x56B4E9, 0xF0E442, 0x000000 };
    const int k = ((head % 8) + 8) % 8;
    if (k == 7)
        return theme.text; // black on light themes, light grey on dark ones
    if (k == 6 && !theme.isDark())
        return QColor(0xB3, 0xA1, 0x00); // the yellow, darker: F0E442 all but vanishes on white
    return QColor::fromRgb(okabeIto[k]);
}

Qt::PenStyle headPenStyle(int head)
{
    switch ((std::max(0, head) / 8) % 4) {
    case 1:
        return Qt::DashLine;
    case 2:
        return Qt::DotLine;
    case 3:
        return Qt::DashDotLine;
    default:
        return Qt::SolidLine;
    }
}

// ---- hit tests ------------------------------------------------------------------------------

LinesLayout::Hit LinesLayout::hitTest(const QPointF &p) const
{
    Hit h;
    for (std::size_t k = 0; k < legendEntries.size() && k < legendHeads.size(); ++k)
        if (legendEntries[k].contains(p)) {
            h.kind = Hit::Head;
            h.index = legendHeads[k];
            return h;
        }
    if (tokenCount <= 0 || slot <= 0)
        return h;
    auto tokenAt = [&](const QRectF &band) {
        const double along = rows ? (p.x() - band.left()) : (p.y() - band.top());
        return std::clamp(static_cast<int>(std::floor(along / slot)), 0, tokenCount - 1);
    };
    if (queryBand.contains(p)) {
        h.kind = Hit::Query;
        h.index = tokenAt(queryBand);
    } else if (keyBand.contains(p)) {
        h.kind = Hit::Key;
        h.index = tokenAt(keyBand);
    }
    return h;
}

bool LinesLayout::labelled(int token) const
{
    if (labelStride <= 1 || token == focus.index)
        return true;
    // The focused token always has its label; its neighbours make room for it.
    if (focus.isSet() && std::abs(token - focus.index) < labelStride)
        return false;
    return token % labelStride == 0;
}

// ---- the layout -------------------------------------------------------------------------------

namespace {

    // A stride for thinned labels: 1 … 5, then round ones: 10, 20, 25, 50, 100, …
    int niceStride(double need)
    {
        // No room at all asks for a stride beyond any int: one label in 2²⁴ is as good as none.
        const int n = std::max(1, static_cast<int>(std::ceil(std::min(need, double(1 << 24)) - 1e-9)));
        if (n <= 5)
            return n;
        for (int mag = 1; mag < (1 << 24); mag *= 10)
            for (int step : { 10, 20, 25, 50 })
                if (step * mag / 10 >= n && step * mag % 10 == 0)
                    return step * mag / 10;
        return n;
    }

    // One way of placing the tokens, measured before it is chosen.
    struct Plan {
        bool rows = false;
        bool valid = true;
        bool rotated = false;
        double slot = 0;
        double labelSize = 0;
        int stride = 1;
    };

    class LinesLayouter {
    public:
        LinesLayouter(const LinesData &d, const LinesOptions &o, double f, LinesLayout &l)
            : m_d(d)
            , m_o(o)
            , m_l(l)
            , m_f(f)
            , m_T(d.tokenCount())
        {
        }

        void run()
        {
            chooseHeads();
            chooseFocus();
            m_l.tooManyTokens = m_T > m_o.maxTokens;
            m_r = m_l.area.adjusted(m_f * 0.6, m_f * 0.5, -m_f * 0.6, -m_f * 0.5);
            takeTitles();
            takeLegend();
            takeNote();
            measureLabels();
            const Plan columns = planColumns(), rows = planRows();
            Plan plan = columns;
            if (m_o.orientation == LinesOrientation::Rows && rows.valid)
                plan = rows;
            else if (m_o.orientation == LinesOrientation::Auto && columns.stride > 1 && rows.valid
                     && rows.stride < columns.stride)
                plan = rows;
            m_l.rows = plan.rows;
            m_l.rotatedLabels = plan.rotated;
            m_l.slot = plan.slot;
            m_l.labelStride = plan.stride;
            m_l.labelFont = makeFont(plan.labelSize);
            if (plan.rows)
                placeRows();
            else
                placeColumns();
            placeNumbers();
            buildLines();
        }

    private:
        void chooseHeads()
        {
            for (int h : m_o.heads)
                if (h >= 0 && h < m_d.headCount()
                    && std::find(m_l.heads.begin(), m_l.heads.end(), h) == m_l.heads.end())
                    m_l.heads.push_back(h);
            if (m_l.heads.empty())
                for (int h = 0; h < m_d.headCount(); ++h)
                    m_l.heads.push_back(h);
            std::sort(m_l.heads.begin(), m_l.heads.end());
        }

        void chooseFocus()
        {
            if (m_o.focus.isSet() && m_o.focus.index < m_T)
                m_l.focus = m_o.focus;
        }

        QString token(int i) const
        {
            return HeatmapText::tr("token %1 “%2”").arg(i + 1).arg(m_d.tokens.at(i));
        }

        QString title() const
        {
            if (!m_o.title.isEmpty())
                return m_o.title;
            const int H = m_d.headCount(), n = static_cast<int>(m_l.heads.size());
            QString heads;
            if (n == 1) {
                const int h = m_l.heads.front();
                heads = attn::headName(h, m_d.headLabels.value(h), HeadNameForm::Prefix);
            } else if (n == H) {
                heads = HeatmapText::tr("All %1 heads").arg(H);
            } else if (n <= 6) {
                QStringList numbers;
                for (int h : m_l.heads)
                    numbers << QString::number(h + 1);
                heads = HeatmapText::tr("Heads %1 of %2").arg(numbers.join(QStringLiteral(", "))).arg(H);
            } else {
                heads = HeatmapText::tr("%1 of %2 heads").arg(n).arg(H);
            }
            return heads + HeatmapText::tr(" · attention as lines");
        }

        QString subtitle() const
        {
            const QString rule = HeatmapText::tr("width and strength = weight · no line under %1 or masked")
                                     .arg(formatGeneral(m_o.minWeight));
            if (m_l.focus.side == LinesFocus::Query)
                return HeatmapText::tr("%1 as a query · %2").arg(token(m_l.focus.index), rule);
            if (m_l.focus.side == LinesFocus::Key)
                return HeatmapText::tr("%1 as a key · %2").arg(token(m_l.focus.index), rule);
            return HeatmapText::tr("each line: a query looking at a key · %1").arg(rule);
        }

        void takeTitles()
        {
            const QFontMetricsF fm(m_l.font), tfm(m_l.titleFont);
            m_l.titleRect = QRectF(m_r.left(), m_r.top(), m_r.width(), tfm.height() * 1.25);
            m_l.subtitleRect = QRectF(m_r.left(), m_l.titleRect.bottom(), m_r.width(), fm.height() * 1.3);
            m_l.title = title();
            m_l.subtitle = subtitle();
            m_r.setTop(m_l.subtitleRect.bottom() + m_f * 0.4);
        }

        // Bottom: one entry per head (a stroke of its colour and its name), wrapped in centred lines.
        void takeLegend()
        {
            if (m_d.headCount() > 1 || m_o.legendListsHiddenHeads) {
                if (m_o.legendListsHiddenHeads)
                    for (int h = 0; h < m_d.headCount(); ++h)
                        m_l.legendHeads.push_back(h);
                else
                    m_l.legendHeads = m_l.heads;
            }
            if (m_l.legendHeads.empty())
                return;
            const QFontMetricsF fm(m_l.font);
            const double swatch = m_f * 1.6, gap = m_f * 0.4, sep = m_f * 1.2, lineH = fm.height() * 1.45;
            std::vector<double> widths;
            for (int h : m_l.legendHeads)
                widths.push_back(std::min(swatch + gap + fm.horizontalAdvance(m_d.headName(h)), m_r.width()));
            // Lines first (to centre each), then the entries' places.
            std::vector<std::pair<std::size_t, std::size_t>> lines; // [first, last) entries
            double used = 0;
            std::size_t first = 0;
            for (std::size_t k = 0; k < widths.size(); ++k) {
                const double need = (k > first ? sep : 0) + widths[k];
                if (k > first && used + need > m_r.width()) {
                    lines.emplace_back(first, k);
                    first = k;
                    used = widths[k];
                } else {
                    used += need;
                }
            }
            lines.emplace_back(first, widths.size());
            const double height = lines.size() * lineH;
            m_l.legendRect = QRectF(m_r.left(), m_r.bottom() - height, m_r.width(), height);
            m_l.legendEntries.resize(widths.size());
            for (std::size_t n = 0; n < lines.size(); ++n) {
                double total = 0;
                for (std::size_t k = lines[n].first; k < lines[n].second; ++k)
                    total += (k > lines[n].first ? sep : 0) + widths[k];
                double x = m_r.left() + std::max(0.0, (m_r.width() - total) / 2);
                for (std::size_t k = lines[n].first; k < lines[n].second; ++k) {
                    m_l.legendEntries[k] = QRectF(x, m_l.legendRect.top() + n * lineH, widths[k], lineH);
                    x += widths[k] + sep;
                }
            }
            m_r.setBottom(m_l.legendRect.top() - m_f * 0.4);
        }

        void takeNote()
        {
            if (!m_l.tooManyTokens)
                return;
            m_l.note = m_l.focus.isSet()
                ? HeatmapText::tr("More than %1 tokens: only the lines of %2; the heatmap shows them all")
                      .arg(m_o.maxTokens)
                      .arg(token(m_l.focus.index))
                : HeatmapText::tr(
                      "More than %1 tokens: point at a token to see its lines; the heatmap shows them all")
                      .arg(m_o.maxTokens);
            const QFontMetricsF fm(m_l.font);
            m_l.noteRect
                = QRectF(m_r.left(), m_r.bottom() - fm.height() * 1.4, m_r.width(), fm.height() * 1.4);
            m_r.setBottom(m_l.noteRect.top() - m_f * 0.2);
        }

        // The widest label at the largest label size (a sample is enough for thousands of tokens).
        void measureLabels()
        {
            m_labelMax = m_f * 1.15;
            m_labelMin = std::max(9.0, m_f * 0.8);
            const QFontMetricsF lfm(makeFont(m_labelMax));
            const int step = std::max(1, m_T / 400);
            for (int i = 0; i < m_T; i += step)
                m_widestLabel = std::max(m_widestLabel, lfm.horizontalAdvance(m_d.tokens.at(i)));
            if (m_l.focus.isSet())
                m_widestLabel = std::max(m_widestLabel,
                                         QFontMetricsF(makeFont(m_labelMax, true))
                                             .horizontalAdvance(m_d.tokens.at(m_l.focus.index)));
            m_headerH = QFontMetricsF(m_l.font).height() * 1.3;
            // Rows: the words "queries" and "keys" stand before their rows, with "(every 2nd)" under
            // them when labels are thinned.
            const QFontMetricsF fm(m_l.font);
            const QString widestStride
                = HeatmapText::tr("(every %1th)").arg(QString(QString::number(m_T).size(), QLatin1Char('0')));
            m_headerW = std::max(fm.horizontalAdvance(HeatmapText::tr("queries")),
                                 fm.horizontalAdvance(widestStride))
                + m_f * 0.8;
        }

        // Labels as large as the slot allows, from the readable minimum to a little over the base size;
        // below the minimum every n-th label is written instead.
        void fitLabels(Plan &p) const
        {
            p.labelSize = std::clamp(p.slot * 0.72, m_labelMin, m_labelMax);
            const double h = QFontMetricsF(makeFont(p.labelSize)).height();
            p.stride = niceStride(h * 1.05 / std::max(p.slot, 1e-9));
        }

        // Columns: when a slot is lower than a label, the first and last labels would reach past
        // the column into the headers and the legend; the column is kept in by that much.
        double columnInset() const
        {
            const double slot = (m_r.height() - m_headerH) / std::max(1, m_T);
            return std::max(0.0, QFontMetricsF(makeFont(m_labelMin)).height() * 0.55 - slot / 2);
        }

        Plan planColumns() const
        {
            Plan p;
            p.slot = std::max(0.0, (m_r.height() - m_headerH - 2 * columnInset()) / std::max(1, m_T));
            fitLabels(p);
            return p;
        }

        Plan planRows() const
        {
            Plan p;
            p.rows = true;
            p.slot = std::max(0.0, (m_r.width() - m_headerW) / std::max(1, m_T));
            if (m_widestLabel + m_f * 0.5 <= p.slot) {
                p.labelSize = m_labelMax; // upright labels side by side
            } else {
                p.rotated = true;
                fitLabels(p);
            }
            const double band = labelBand(p);
            p.valid = m_r.height() - 2 * band >= m_r.height() * 0.3;
            return p;
        }

        double labelWidth(double size) const { return m_widestLabel * size / m_labelMax; }

        double labelBand(const Plan &p) const
        {
            const QFontMetricsF lfm(makeFont(p.labelSize));
            if (!p.rotated)
                return lfm.height() * 1.3;
            const double header
                = QFontMetricsF(m_l.font).height() * 2.3; // room for the two lines of the header
            return std::max(std::min(labelWidth(p.labelSize) + m_f * 0.6, m_r.height() * 0.22), header);
        }

        // Which sides get numbers, how large, and how wide their columns are; false when they do
        // not fit (then none are written).
        bool planNumbers(double space)
        {
            m_numbersQuery = m_numbersKey = false;
            if (!m_o.showNumbers)
                return false;
            const bool wanted = m_l.focus.isSet() || m_o.reserveNumberRoom;
            if (!wanted)
                return false;
            const double nf = std::clamp(m_l.slot * 0.7, m_labelMin, m_f);
            const QFont font = makeFont(nf);
            const QFontMetricsF nfm(font);
            if (m_l.slot < (m_l.rows ? 0 : nfm.height() * 0.95))
                return false;
            const int n = static_cast<int>(m_l.heads.size());
            double colW = nfm.horizontalAdvance(formatFixed(0, m_o.precision));
            if (n == 1)
                colW = std::max(colW, nfm.horizontalAdvance(HeatmapText::tr("blocked")));
            colW += m_f * 0.5;
            if (m_l.rows) {
                if (m_l.slot < colW || n * nfm.height() * 1.1 > space)
                    return false;
            } else if (n * colW > space) {
                return false;
            }
            m_l.numberFont = font;
            m_numberColW = colW;
            m_numberLineH = nfm.height() * 1.1;
            m_numbersKey = m_o.reserveNumberRoom || m_l.focus.side == LinesFocus::Query;
            m_numbersQuery = m_o.reserveNumberRoom || m_l.focus.side == LinesFocus::Key;
            return true;
        }

        void placeColumns()
        {
            const double top = m_r.top() + m_headerH + columnInset(), height = m_T * m_l.slot;
            const QFontMetricsF lfm(m_l.labelFont);
            const double gap = m_f * 0.45;
            // As wide as the widest label, and at least as wide as the headers above the columns.
            const double headerW
                = QFontMetricsF(m_l.font).horizontalAdvance(HeatmapText::tr("queries")) + m_f * 0.3;
            const double labelW = std::min(
                std::max(labelWidth(m_l.labelFont.pixelSize()) + m_f * 0.3, headerW), m_r.width() * 0.22);
            const int n = static_cast<int>(m_l.heads.size());
            // One side's numbers may take half the width (the lines keep a third); room kept
            // on both sides (on screen) a quarter each.
            const bool numbers = planNumbers(m_r.width() * (m_o.reserveNumberRoom ? 0.24 : 0.5));
            const double numQ = numbers && m_numbersQuery ? n * m_numberColW + gap : 0;
            const double numK = numbers && m_numbersKey ? n * m_numberColW + gap : 0;
            // The lines get what is left, but not much more than the column is high: long flat lines
            // are harder to follow than steep ones.
            const double rest = m_r.width() - numQ - numK - 2 * (labelW + gap);
            const double linesW
                = std::max(std::min(rest, std::max(height * 1.4, m_r.width() * 0.35)), m_f * 2);
            const double blockW = numQ + numK + 2 * (labelW + gap) + linesW;
            const double x0 = m_r.left() + std::max(0.0, (m_r.width() - blockW) / 2);
            m_l.queryNumbersRect = QRectF(x0, top, numQ > 0 ? numQ - gap : 0, height);
            const double qLabel = x0 + numQ;
            const double xq = qLabel + labelW + gap, xk = xq + linesW;
            const double kLabel = xk + gap;
            m_l.keyNumbersRect = QRectF(kLabel + labelW + gap, top, numK > 0 ? numK - gap : 0, height);
            m_l.queryBand = QRectF(x0, top, xq + gap * 0.5 - x0, height);
            m_l.keyBand = QRectF(xk - gap * 0.5, top, kLabel + labelW + numK - (xk - gap * 0.5), height);
            m_l.queryHeaderRect = QRectF(qLabel, m_r.top(), labelW, m_headerH);
            m_l.keyHeaderRect = QRectF(kLabel, m_r.top(), labelW, m_headerH);
            m_l.queryLabels.resize(std::size_t(m_T));
            m_l.keyLabels.resize(std::size_t(m_T));
            m_l.queryAnchors.resize(std::size_t(m_T));
            m_l.keyAnchors.resize(std::size_t(m_T));
            for (int i = 0; i < m_T; ++i) {
                const double y = top + (i + 0.5) * m_l.slot;
                m_l.queryLabels[std::size_t(i)] = QRectF(qLabel, y - lfm.height() / 2, labelW, lfm.height());
                m_l.keyLabels[std::size_t(i)] = QRectF(kLabel, y - lfm.height() / 2, labelW, lfm.height());
                m_l.queryAnchors[std::size_t(i)] = QPointF(xq, y);
                m_l.keyAnchors[std::size_t(i)] = QPointF(xk, y);
            }
        }

        void placeRows()
        {
            const Plan p {
                true, true, m_l.rotatedLabels, m_l.slot, double(m_l.labelFont.pixelSize()), m_l.labelStride
            };
            const double band = labelBand(p), gap = m_f * 0.45;
            const int n = static_cast<int>(m_l.heads.size());
            const bool numbers = planNumbers(m_r.height() * 0.18);
            const double numQ = numbers && m_numbersQuery ? n * m_numberLineH + gap : 0;
            const double numK = numbers && m_numbersKey ? n * m_numberLineH + gap : 0;
            const double left = m_r.left() + m_headerW, width = m_T * m_l.slot;
            const double qLabelTop = m_r.top() + numQ;
            const double yq = qLabelTop + band + gap;
            const double kLabelBottom = m_r.bottom() - numK;
            const double yk = kLabelBottom - band - gap;
            m_l.queryNumbersRect = QRectF(left, m_r.top(), width, numQ > 0 ? numQ - gap : 0);
            m_l.keyNumbersRect = QRectF(left, kLabelBottom + gap, width, numK > 0 ? numK - gap : 0);
            m_l.queryBand = QRectF(left, m_r.top(), width, yq + gap * 0.5 - m_r.top());
            m_l.keyBand = QRectF(left, yk - gap * 0.5, width, m_r.bottom() - (yk - gap * 0.5));
            m_l.queryHeaderRect = QRectF(m_r.left(), qLabelTop, m_headerW - m_f * 0.3, band);
            m_l.keyHeaderRect = QRectF(m_r.left(), kLabelBottom - band, m_headerW - m_f * 0.3, band);
            const QFontMetricsF lfm(m_l.labelFont);
            m_l.queryLabels.resize(std::size_t(m_T));
            m_l.keyLabels.resize(std::size_t(m_T));
            m_l.queryAnchors.resize(std::size_t(m_T));
            m_l.keyAnchors.resize(std::size_t(m_T));
            for (int j = 0; j < m_T; ++j) {
                const double x = left + (j + 0.5) * m_l.slot;
                // Upright: a box as wide as the slot; rotated: a strip one line thick, read upwards.
                const double w = m_l.rotatedLabels ? lfm.height() : m_l.slot;
                m_l.queryLabels[std::size_t(j)] = QRectF(x - w / 2, qLabelTop, w, band);
                m_l.keyLabels[std::size_t(j)] = QRectF(x - w / 2, kLabelBottom - band, w, band);
                m_l.queryAnchors[std::size_t(j)] = QPointF(x, yq);
                m_l.keyAnchors[std::size_t(j)] = QPointF(x, yk);
            }
        }

        // The focused token's weights, one column (or row) per head, beside the other side's labels.
        void placeNumbers()
        {
            if (!m_l.focus.isSet() || (m_l.focus.side == LinesFocus::Query ? !m_numbersKey : !m_numbersQuery))
                return;
            const bool ofQuery = m_l.focus.side == LinesFocus::Query; // numbers go by the keys
            const QRectF area = ofQuery ? m_l.keyNumbersRect : m_l.queryNumbersRect;
            const int n = static_cast<int>(m_l.heads.size());
            for (int r = 0; r < n; ++r) {
                const int h = m_l.heads[std::size_t(r)];
                if (m_l.rows)
                    m_l.numberHeaders.emplace_back(m_r.left(), area.top() + r * m_numberLineH,
                                                   m_headerW - m_f * 0.3, m_numberLineH);
                else
                    m_l.numberHeaders.emplace_back(area.left() + r * m_numberColW, m_r.top(), m_numberColW,
                                                   m_headerH);
                for (int t = 0; t < m_T; ++t) {
                    const int q = ofQuery ? m_l.focus.index : t, k = ofQuery ? t : m_l.focus.index;
                    LineNumber num;
                    num.head = h;
                    num.token = t;
                    num.blocked = m_d.blocked(q, k);
                    num.text = num.blocked ? (n == 1 ? HeatmapText::tr("blocked") : QStringLiteral("0"))
                                           : formatFixed(m_d.weight(h, q, k), m_o.precision);
                    const QPointF at
                        = ofQuery ? m_l.keyAnchors[std::size_t(t)] : m_l.queryAnchors[std::size_t(t)];
                    num.rect = m_l.rows ? QRectF(at.x() - m_l.slot / 2, area.top() + r * m_numberLineH,
                                                 m_l.slot, m_numberLineH)
                                        : QRectF(area.left() + r * m_numberColW, at.y() - m_l.slot / 2,
                                                 m_numberColW, m_l.slot);
                    m_l.numbers.push_back(num);
                }
            }
        }

        void buildLines()
        {
            if (m_l.tooManyTokens && !m_l.focus.isSet())
                return;
            const int n = static_cast<int>(m_l.heads.size());
            // The heads' lines fan out across each token's slot, so lines of different heads
            // between the same two tokens lie side by side instead of on top of each other.
            const double step = n > 1 ? std::min(m_l.slot * 0.6 / (n - 1), m_f * 0.6) : 0;
            // The width of a weight of 1: thick enough for the back of a room with one head; with
            // several, not much wider than the fan's spacing, so the heads' lines stay apart.
            const double cap = n > 1 ? std::min(std::max(step * 1.6, 1.5), m_f * 0.55) : m_f * 0.75;
            // Lines of every token must not smother their neighbours; one token's lines fan out from
            // one point and may be as thick as the cap.
            const double maxWidth = std::max(1.0, m_l.focus.isSet() ? cap : std::min(m_l.slot * 0.3, cap));
            // With one head every line matters; with many, the light ones recede so the strong ones
            // (the pattern of each head) stand out of the crowd.
            const double fade = n > 1 ? 1.0 : 0.5;
            const double hairline = 0.8 * m_o.theme.ruleWidth;
            const double t = std::clamp(m_o.minWeight, 0.0, 0.99);
            const int q0 = m_l.focus.side == LinesFocus::Query ? m_l.focus.index : 0;
            const int q1 = m_l.focus.side == LinesFocus::Query ? m_l.focus.index + 1 : m_T;
            const int k0 = m_l.focus.side == LinesFocus::Key ? m_l.focus.index : 0;
            const int k1 = m_l.focus.side == LinesFocus::Key ? m_l.focus.index + 1 : m_T;
            for (int r = 0; r < n; ++r) {
                const int h = m_l.heads[std::size_t(r)];
                const double offset = (r - (n - 1) / 2.0) * step;
                const QPointF shift = m_l.rows ? QPointF(offset, 0) : QPointF(0, offset);
                for (int q = q0; q < q1; ++q)
                    for (int k = k0; k < k1; ++k) {
                        if (m_d.blocked(q, k))
                            continue; // masked: nothing at all, not a faint line
                        const double w = m_d.weight(h, q, k);
                        if (!(w >= t) || w <= 0)
                            continue;
                        WeightLine line;
                        line.head = h;
                        line.query = q;
                        line.key = k;
                        line.weight = w;
                        line.from = m_l.queryAnchors[std::size_t(q)] + shift;
                        line.to = m_l.keyAnchors[std::size_t(k)] + shift;
                        line.width = std::max(hairline, maxWidth * w);
                        line.opacity = std::clamp(0.1 + 0.9 * std::pow((w - t) / (1 - t), fade), 0.0, 1.0);
                        m_l.lines.push_back(line);
                    }
            }
            // The heaviest lines last, on top.
            std::stable_sort(m_l.lines.begin(), m_l.lines.end(),
                             [](const WeightLine &a, const WeightLine &b) { return a.weight < b.weight; });
        }

        const LinesData &m_d;
        const LinesOptions &m_o;
        LinesLayout &m_l;
        const double m_f;
        const int m_T;
        QRectF m_r; // what is still free
        double m_labelMax = 0, m_labelMin = 0, m_widestLabel = 0, m_headerH = 0, m_headerW = 0;
        bool m_numbersQuery = false, m_numbersKey = false;
        double m_numberColW = 0, m_numberLineH = 0;
    };

} // namespace

LinesLayout layoutLines(const LinesData &data, const LinesOptions &options, const QRectF &area)
{
    LinesLayout l;
    l.area = area;
    // Whole pixels: the painter measures with the font's own (rounded) size, and the layout must agree.
    const double f
        = qRound(options.fontSize > 0 ? options.fontSize
                                      : std::clamp(std::min(area.width(), area.height()) / 32.0, 10.0, 32.0));
    l.font = makeFont(f);
    l.titleFont = makeFont(f * 1.3, true);
    l.labelFont = makeFont(f * 1.15);
    l.numberFont = makeFont(f);
    if (!data.isValid())
        return l;
    l.tokenCount = data.tokenCount();
    LinesLayouter(data, options, f, l).run();
    return l;
}

} // namespace attn
