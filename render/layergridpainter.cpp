// See layergridpainter.h.
#include "layergridpainter.h"

#include "colormap.h"
#include "modelviewpainter.h" // shownToken
#include "notation.h"
#include "paintparts.h"
#include "rendertext.h"
#include "workbenchcsv.h"

#include "core/model/mechanisms.h"

#include <QFontMetricsF>
#include <QHash>
#include <QImage>
#include <QPainter>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>

namespace attn {

using paint::makeFont;

namespace {

    QStringList layerLabels(int layers)
    {
        QStringList labels;
        for (int l = 0; l < layers; ++l)
            labels << QStringLiteral("L%1").arg(l + 1);
        return labels;
    }

    QStringList shownTokens(const QStringList &tokens)
    {
        QStringList out;
        for (const QString &t : tokens)
            out << shownToken(t);
        return out;
    }

    ColorMap gridMap(const LayerGridData &d)
    {
        return d.kind == LayerGridData::Kind::Patching
            ? ColorMap::byName(ColorMap::defaultDivergingName()).value_or(ColorMap())
            : ColorMap();
    }

} // namespace

LayerGridData makePatchingGrid(const gpt2::PatchingResult &r, bool heads, const QStringList &tokens,
                               const QString &answer, const QString &wrong)
{
    LayerGridData d;
    d.kind = LayerGridData::Kind::Patching;
    d.heads = heads;
    const Matrix &m = heads ? r.heads : r.resid;
    if (m.size() == 0)
        return d;
    d.values = m;
    d.rowAxis = QObject::tr("layer");
    d.colAxis = heads ? QObject::tr("head") : QObject::tr("position");
    d.rowLabels = layerLabels(int(m.rows()));
    if (heads) {
        for (int h = 0; h < m.cols(); ++h)
            d.colLabels << QStringLiteral("H%1").arg(h + 1);
    } else {
        d.colLabels = shownTokens(tokens);
        while (d.colLabels.size() < m.cols())
            d.colLabels << QString::number(d.colLabels.size() + 1);
    }
    d.title = heads ? QObject::tr("Head outputs patched") : QObject::tr("Residual stream patched");
    d.subtitle = (heads ? QObject::tr("each head's output in each layer from the clean run")
                        : QObject::tr("the stream entering each layer, one position at a time, from the clean run"))
        + QObject::tr(": 1 = %1 over %2 as in the clean run, 0 = as corrupted").arg(quotedToken(answer), quotedToken(wrong));
    const double biggest = m.cwiseAbs().maxCoeff();
    const double range = std::isfinite(biggest) ? std::max(1.0, biggest) : 1.0;
    d.lo = -range;
    d.hi = range;
    d.valueName = QObject::tr("restored");
    const QStringList labels = d.colLabels;
    d.tip = [m, heads, labels](int row, int col) {
        const QString where = heads
            ? QObject::tr("Layer %1 head %2's output").arg(QString::number(row + 1), QString::number(col + 1))
            : QObject::tr("The stream entering layer %1 at %2 (position %3)")
                  .arg(QString::number(row + 1), labels.value(col), QString::number(col + 1));
        return QObject::tr("%1 from the clean run: %2 of the answer comes back").arg(where, formatFixed(m(row, col), 4))
            + (heads ? QObject::tr("\nClick to open this head") : QObject::tr("\nClick to open this layer"));
    };
    const QStringList columns = heads ? d.colLabels : tokens;
    d.csv = [m, heads, columns] {
        return patchingCsv(m, heads ? QStringLiteral("layer \\ head") : QStringLiteral("layer \\ position"), columns);
    };
    return d;
}

LayerGridData makeLensGrid(std::shared_ptr<const gpt2::LogitLens> lens, const QStringList &tokens, bool traceAnswer,
                           const QString &tracedText, const std::function<QString(int)> &tokenText)
{
    LayerGridData d;
    d.kind = LayerGridData::Kind::Lens;
    const int rows = lens ? int(lens->layers.size()) : 0;
    const int cols = rows ? int(lens->layers.front().size()) : 0;
    if (!rows || !cols)
        return d;
    d.values = Matrix::Zero(rows, cols);
    d.rowAxis = QObject::tr("layer");
    d.colAxis = QObject::tr("position");
    d.rowLabels = layerLabels(rows);
    d.colLabels = shownTokens(tokens);
    while (d.colLabels.size() < cols)
        d.colLabels << QString::number(d.colLabels.size() + 1);
    const bool tracked = lens->layers.front().front().trackedRank > 0;
    const bool traced = traceAnswer && tracked;
    d.traced = traced ? shownToken(tracedText) : QString();
    d.ranks.reserve(std::size_t(rows) * std::size_t(cols));
    QHash<int, QString> shown; // each vocabulary entry shown once: a lens repeats few tokens
    for (int l = 0; l < rows; ++l)
        for (int p = 0; p < cols; ++p) {
            const gpt2::LensCell &cell = lens->layers[l][p];
            const double topP = cell.top.empty() ? 0.0 : cell.top.front().probability;
            d.values(l, p) = traced ? cell.trackedProbability : topP;
            d.ranks.push_back(cell.trackedRank);
            if (traced) {
                d.cellText << QStringLiteral("#%1").arg(cell.trackedRank);
            } else if (cell.top.empty()) {
                d.cellText << QString();
            } else {
                const int id = cell.top.front().id;
                auto it = shown.find(id);
                if (it == shown.end())
                    it = shown.insert(id, shownToken(tokenText(id)));
                d.cellText << *it;
            }
        }
    d.title = traced ? QObject::tr("Logit lens · where %1 ranks after each layer").arg(quotedToken(tracedText))
                     : QObject::tr("Logit lens · the top next token after each layer");
    d.subtitle = traced
        ? QObject::tr("each layer's stream through the final norm and the unembedding: #1 = the model would "
                      "answer %1 already; colour = its probability")
              .arg(quotedToken(tracedText))
        : QObject::tr("each layer's stream through the final norm and the unembedding; colour = the top "
                      "token's probability; the last layer is the model's own prediction");
    d.lo = 0;
    d.hi = 1;
    d.valueName = QObject::tr("probability");
    const QString tracedName = tracked ? tracedText : QString();
    d.tip = [lens, tokens, tokenText, tracedName](int l, int p) {
        const gpt2::LensCell &cell = lens->layers[std::size_t(l)][std::size_t(p)];
        QStringList tip { QObject::tr("Layer %1, after %2 (position %3): the stream read as the last layer")
                              .arg(QString::number(l + 1), quotedToken(tokens.value(p)), QString::number(p + 1)) };
        for (const gpt2::Candidate &c : cell.top)
            tip << QStringLiteral("  %1  %2").arg(quotedToken(tokenText(c.id)), formatFixed(c.probability, 4));
        if (cell.trackedRank > 0)
            tip << QObject::tr("%1: rank %2, probability %3")
                       .arg(quotedToken(tracedName), QString::number(cell.trackedRank),
                            formatFixed(cell.trackedProbability, 4));
        return tip.join(QLatin1Char('\n'));
    };
    d.csv = [lens, tokens, tokenText, tracedName] { return logitLensCsv(*lens, tokens, tokenText, tracedName); };
    return d;
}

HeatmapData makeRolloutHeatmap(const Matrix &rollout, const QStringList &tokens, int layers)
{
    HeatmapData h;
    const int T = int(rollout.rows());
    if (T == 0 || rollout.cols() != T)
        return h;
    h.kind = HeatmapKind::Weights;
    h.headCount = 1;
    h.title = QObject::tr("Attention rollout · through all %1 layers").arg(layers);
    h.subtitle = QObject::tr("½·mean of the heads + ½·I, multiplied through the layers · rows sum to 1");
    h.rowLabels = shownTokens(tokens);
    while (h.rowLabels.size() < T)
        h.rowLabels << QString::number(h.rowLabels.size() + 1);
    h.colLabels = h.rowLabels;
    h.padding.assign(T, false);
    h.values = rollout;
    h.reasons = ReasonMatrix::Zero(T, T);
    for (int i = 0; i < T; ++i)
        for (int j = i + 1; j < T; ++j)
            h.reasons(i, j) = BlockedCausal;
    h.computeStats();
    return h;
}

QString quotedToken(const QString &token)
{
    //: a token in quotes, with the quotation marks the language writes: „␣Mary“, « ␣Mary »
    return ModelText::tr("“%1”").arg(shownToken(token));
}

LayerGridPainter::Layout LayerGridPainter::layout(const QRectF &area) const
{
    Layout l;
    const double s = m_options.textScale;
    const double px = std::clamp(area.height() / 30.0, 10.0, 15.0) * s;
    const QFont font = makeFont(px), bold = makeFont(px * 1.1, true);
    const QFontMetricsF fm(font), bm(bold);
    const double pad = px * 0.5;
    l.labelPx = px;
    QRectF r = area.adjusted(pad, pad, -pad, -pad);
    l.title = QRectF(r.left(), r.top(), r.width(), bm.height());
    // The subtitle wraps to a second line where it must (a narrow grid), never more.
    const double subtitleLines
        = fm.horizontalAdvance(m_data.subtitle) > r.width() ? 2 : (m_data.subtitle.isEmpty() ? 0 : 1);
    l.subtitle = QRectF(r.left(), l.title.bottom(), r.width(), fm.height() * (subtitleLines + 0.1));
    r.setTop(l.subtitle.bottom() + pad);
    if (!m_data.isValid())
        return l;
    // The colour bar on the right, the layers' labels on the left.
    const ColorMap map = gridMap(m_data);
    const double labelsW = paint::colorBarLabelWidth({ map, m_data.lo, m_data.hi, m_data.valueName }, font);
    const double barW = px * 1.1;
    l.bar = QRectF(r.right() - labelsW - barW, r.top() + r.height() * 0.1, barW, r.height() * 0.7);
    l.barLabels = QRectF(l.bar.right(), l.bar.top(), labelsW, l.bar.height());
    r.setRight(l.bar.left() - pad * 2);
    double rowLabelW = fm.horizontalAdvance(QStringLiteral("L00")) + pad;
    for (const QString &t : m_data.rowLabels)
        rowLabelW = std::max(rowLabelW, fm.horizontalAdvance(t) + pad);
    // Column labels: across when they fit their cell, else turned a quarter, at most ~8 characters.
    double widest = 0;
    for (const QString &t : m_data.colLabels)
        widest = std::min(std::max(widest, fm.horizontalAdvance(t)), fm.horizontalAdvance(QStringLiteral("MMMMMMMM")));
    const double cellWGuess = (r.width() - rowLabelW) / m_data.cols();
    l.rotatedColLabels = widest + pad > cellWGuess;
    const double colLabelH = l.rotatedColLabels ? widest + pad : fm.height() + pad * 0.5;
    l.colLabels = QRectF(r.left() + rowLabelW, r.top(), r.width() - rowLabelW, colLabelH);
    l.rowLabels = QRectF(r.left(), l.colLabels.bottom(), rowLabelW, r.bottom() - l.colLabels.bottom());
    l.cells = QRectF(l.colLabels.left(), l.colLabels.bottom(), l.colLabels.width(), l.rowLabels.height());
    l.cellW = l.cells.width() / m_data.cols();
    l.cellH = l.cells.height() / m_data.rows();
    return l;
}

std::pair<int, int> LayerGridPainter::cellAt(const QRectF &area, const QPointF &point) const
{
    const Layout l = layout(area);
    if (!m_data.isValid() || !l.cells.contains(point))
        return { -1, -1 };
    const int row = std::clamp(int((point.y() - l.cells.top()) / l.cellH), 0, m_data.rows() - 1);
    const int col = std::clamp(int((point.x() - l.cells.left()) / l.cellW), 0, m_data.cols() - 1);
    return { row, col };
}

QRectF LayerGridPainter::cellRect(const QRectF &area, int row, int col) const
{
    if (!m_data.isValid() || row < 0 || col < 0 || row >= m_data.rows() || col >= m_data.cols())
        return {};
    const Layout l = layout(area);
    if (l.cellW <= 0 || l.cellH <= 0) // no room for the cells
        return {};
    return { l.cells.left() + col * l.cellW, l.cells.top() + row * l.cellH, l.cellW, l.cellH };
}

namespace {

    // A token as drawn ("␣Mary") as it is said: the marks for spaces left out.
    QString spokenToken(QString shown)
    {
        shown.replace(QStringLiteral("␣"), QStringLiteral(" "));
        shown.replace(QStringLiteral("↵"), QStringLiteral(" "));
        shown.replace(QStringLiteral("⇥"), QStringLiteral(" "));
        shown = shown.trimmed();
        //: a token that is only spaces, as a screen reader says it
        return shown.isEmpty() ? ModelText::tr("space") : shown;
    }

} // namespace

QString LayerGridPainter::cellSpeech(int row, int col) const
{
    if (!m_data.isValid() || row < 0 || col < 0 || row >= m_data.rows() || col >= m_data.cols())
        return {};
    const bool lens = m_data.kind == LayerGridData::Kind::Lens;
    const QString where = !lens && m_data.heads ? ModelText::tr("layer %1, head %2").arg(row + 1).arg(col + 1)
                                                : ModelText::tr("layer %1, position %2 %3")
                                                      .arg(row + 1)
                                                      .arg(col + 1)
                                                      .arg(spokenToken(m_data.colLabels.at(col)));
    const double v = m_data.values(row, col);
    const qsizetype at = qsizetype(row) * m_data.cols() + col;
    QString what;
    if (!std::isfinite(v))
        what = ModelText::tr("no value");
    else if (lens && !m_data.traced.isEmpty())
        //: %1 the answer traced, %2 its rank, %3 its probability
        what = ModelText::tr("%1 ranks %2, probability %3")
                   .arg(spokenToken(m_data.traced), QString::number(m_data.ranks.at(std::size_t(at))),
                        formatFixed(v, 3));
    else if (lens)
        what = ModelText::tr("top token %1, probability %2")
                   .arg(spokenToken(m_data.cellText.value(at)), formatFixed(v, 3));
    else
        what = QStringLiteral("%1 %2").arg(m_data.valueName, formatFixed(v, m_options.decimals));
    return where + QStringLiteral(", ") + what;
}

QString LayerGridPainter::cellTip(int row, int col) const
{
    if (!m_data.isValid() || !m_data.tip || row < 0 || col < 0 || row >= m_data.rows() || col >= m_data.cols())
        return {};
    return m_data.tip(row, col);
}

void LayerGridPainter::paint(QPainter &p, const QRectF &area) const
{
    const Theme &theme = m_options.theme;
    p.fillRect(area, theme.background);
    const Layout l = layout(area);
    const double px = l.labelPx;
    const QFont font = makeFont(px), bold = makeFont(px * 1.1, true);
    p.setFont(bold);
    p.setPen(theme.text);
    if (!m_data.isValid()) {
        p.drawText(area.adjusted(px, px, -px, -px), Qt::AlignCenter | Qt::TextWordWrap, m_data.title);
        return;
    }
    p.drawText(l.title, Qt::AlignLeft | Qt::AlignVCenter,
               QFontMetricsF(bold).elidedText(m_data.title, Qt::ElideRight, l.title.width()));
    p.setFont(font);
    p.setPen(theme.mutedText);
    p.save();
    p.setClipRect(l.subtitle);
    p.drawText(l.subtitle, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, m_data.subtitle);
    p.restore();
    paintCells(p, l);
    paintLabels(p, l);
    paint::drawColorBar(p, l.bar, l.barLabels, { gridMap(m_data), m_data.lo, m_data.hi, m_data.valueName }, font,
                        theme);
}

void LayerGridPainter::paintCells(QPainter &p, const Layout &l) const
{
    const Theme &theme = m_options.theme;
    const ColorMap map = gridMap(m_data);
    const bool lens = m_data.kind == LayerGridData::Kind::Lens;
    // Text as large as the cell allows, never above the labels' size.
    const double px = std::min({ l.cellH * 0.42, l.cellW * 0.3, 15.0 * m_options.textScale });
    const QFont cellFont = makeFont(std::max(px, 1.0)), boldCell = makeFont(std::max(px, 1.0), true);
    const bool text = px >= 7 && (lens || m_options.numbers);
    const bool pooled = l.cellW < 3 || l.cellH < 3;
    if (pooled)
        paintPooled(p, l);
    for (int r = 0; r < (pooled ? 0 : m_data.rows()); ++r)
        for (int c = 0; c < m_data.cols(); ++c) {
            const QRectF cell(l.cells.left() + c * l.cellW, l.cells.top() + r * l.cellH, l.cellW, l.cellH);
            const double v = m_data.values(r, c);
            const double t = std::isfinite(v) ? (v - m_data.lo) / (m_data.hi - m_data.lo) : 0.5;
            const QColor fill = std::isfinite(v) ? map.at(t) : theme.blockedFill;
            p.fillRect(cell, fill);
            if (!text)
                continue;
            const bool first = lens && !m_data.traced.isEmpty() && m_data.ranks.at(r * m_data.cols() + c) == 1;
            QFont f = first ? boldCell : cellFont;
            const QString s = lens ? m_data.cellText.value(r * m_data.cols() + c)
                                   : formatFixed(v, m_options.decimals);
            // A long text (a rank of 5 digits, a long token) is set smaller to fit, down to 7 px,
            // then cut.
            const double room = cell.width() - 2, wide = QFontMetricsF(f).horizontalAdvance(s);
            if (wide > room && f.pixelSize() > 7)
                f.setPixelSize(std::max(7, int(f.pixelSize() * room / wide)));
            p.setFont(f);
            p.setPen(paint::textOn(fill));
            p.drawText(cell.adjusted(1, 0, -1, 0), Qt::AlignCenter, QFontMetricsF(f).elidedText(s, Qt::ElideRight, room));
        }
    // Thin rules between cells (where they leave the cells room), a frame round the grid and
    // round the cell open.
    QPen rule(theme.background, std::max(1.0, theme.ruleWidth));
    p.setPen(rule);
    for (int c = 1; c < (l.cellW >= 6 ? m_data.cols() : 0); ++c)
        p.drawLine(QPointF(l.cells.left() + c * l.cellW, l.cells.top()), QPointF(l.cells.left() + c * l.cellW, l.cells.bottom()));
    for (int r = 1; r < (l.cellH >= 6 ? m_data.rows() : 0); ++r)
        p.drawLine(QPointF(l.cells.left(), l.cells.top() + r * l.cellH), QPointF(l.cells.right(), l.cells.top() + r * l.cellH));
    p.setPen(QPen(theme.frame, theme.ruleWidth));
    p.setBrush(Qt::NoBrush);
    p.drawRect(l.cells);
    const int sr = m_options.selectedRow, sc = m_options.selectedCol;
    if (sr >= 0 && sr < m_data.rows()) {
        QRectF sel = sc >= 0 && sc < m_data.cols()
            ? QRectF(l.cells.left() + sc * l.cellW, l.cells.top() + sr * l.cellH, l.cellW, l.cellH)
            : QRectF(l.cells.left(), l.cells.top() + sr * l.cellH, l.cells.width(), l.cellH);
        p.setPen(QPen(theme.highlightBorder, 3 * theme.ruleWidth));
        p.drawRect(sel.adjusted(1.5, 1.5, -1.5, -1.5));
    }
}

void LayerGridPainter::paintPooled(QPainter &p, const Layout &l) const
{
    const ColorMap map = gridMap(m_data);
    const int rows = m_data.rows(), cols = m_data.cols();
    const int across = std::clamp(int(std::ceil(l.cells.width())), 1, cols);
    const int down = std::clamp(int(std::ceil(l.cells.height())), 1, rows);
    const double middle = m_data.kind == LayerGridData::Kind::Patching ? 0.0 : m_data.lo;
    QImage image(across, down, QImage::Format_RGB32);
    for (int y = 0; y < down; ++y) {
        const int r0 = int(std::int64_t(y) * rows / down), r1 = std::max(r0 + 1, int(std::int64_t(y + 1) * rows / down));
        for (int x = 0; x < across; ++x) {
            const int c0 = int(std::int64_t(x) * cols / across), c1 = std::max(c0 + 1, int(std::int64_t(x + 1) * cols / across));
            double shown = std::numeric_limits<double>::quiet_NaN();
            for (int r = r0; r < r1; ++r)
                for (int c = c0; c < c1; ++c) {
                    const double v = m_data.values(r, c);
                    if (std::isfinite(v) && (!std::isfinite(shown) || std::abs(v - middle) > std::abs(shown - middle)))
                        shown = v;
                }
            const QColor fill = std::isfinite(shown) ? map.at((shown - m_data.lo) / (m_data.hi - m_data.lo))
                                                     : m_options.theme.blockedFill;
            image.setPixel(x, y, fill.rgb());
        }
    }
    p.save();
    p.setRenderHint(QPainter::SmoothPixmapTransform, false);
    p.drawImage(l.cells, image);
    p.restore();
}

void LayerGridPainter::paintLabels(QPainter &p, const Layout &l) const
{
    const Theme &theme = m_options.theme;
    const QFont font = makeFont(l.labelPx);
    const QFontMetricsF fm(font);
    p.setFont(font);
    p.setPen(theme.text);
    for (int r = 0; r < m_data.rows(); ++r) {
        const QRectF cell(l.rowLabels.left(), l.cells.top() + r * l.cellH, l.rowLabels.width() - 4, l.cellH);
        p.drawText(cell, Qt::AlignRight | Qt::AlignVCenter, m_data.rowLabels.at(r));
    }
    const double maxLabel = l.rotatedColLabels ? l.colLabels.height() - 4 : l.cellW - 2;
    // Turned labels need a line's height each: where the columns are narrower, every n-th.
    const int step = l.rotatedColLabels ? std::max(1, int(std::ceil(fm.height() / l.cellW))) : 1;
    for (int c = 0; c < m_data.cols(); c += step) {
        const QString text = fm.elidedText(m_data.colLabels.at(c), Qt::ElideRight, maxLabel);
        const double x = l.cells.left() + (c + 0.5) * l.cellW;
        if (!l.rotatedColLabels) {
            p.drawText(QRectF(x - l.cellW / 2, l.colLabels.top(), l.cellW, l.colLabels.height()),
                       Qt::AlignHCenter | Qt::AlignBottom, text);
            continue;
        }
        p.save();
        p.translate(x, l.colLabels.bottom() - 3);
        p.rotate(-90);
        const double line = std::max(l.cellW, fm.height()); // a line's height, even over a column under a pixel
        p.drawText(QRectF(0, -line / 2, l.colLabels.height() - 3, line), Qt::AlignLeft | Qt::AlignVCenter, text);
        p.restore();
    }
}

} // namespace attn
