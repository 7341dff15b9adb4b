// The model view's painter: titles, layer and head labels, the panels (one small image per
// head, made once), the shared colour bar. See modelviewpainter.h.
#include "modelviewpainter.h"
#include "render/rendertext.h"

#include "colormap.h"
#include "notation.h"
#include "paintparts.h"

#include "core/mask.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace attn {

QString shownToken(const QString &text)
{
    if (text.isEmpty())
        return QStringLiteral("␣");
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {
        switch (c.unicode()) {
        case ' ':
            out += QStringLiteral("␣");
            break;
        case '\n':
            out += QStringLiteral("↵");
            break;
        case '\t':
            out += QStringLiteral("⇥");
            break;
        case '\r':
            out += QStringLiteral("␍");
            break;
        default:
            out += c;
        }
    }
    return out;
}

bool ModelViewData::isValid() const
{
    if (!result || layers < 1 || heads < 1 || static_cast<int>(result->layers.size()) != layers)
        return false;
    for (const gpt2::LayerResult &l : result->layers)
        if (static_cast<int>(l.heads.size()) != heads)
            return false;
    return result->tokenCount() == tokenCount() && tokenCount() > 0;
}

HeatmapData modelHeadHeatmap(const ModelViewData &d, int layer, int head)
{
    HeatmapData h;
    if (!d.isValid() || layer < 0 || layer >= d.layers || head < 0 || head >= d.heads)
        return h;
    const int T = d.tokenCount();
    h.kind = HeatmapKind::Weights;
    h.head = head;
    h.headCount = d.heads;
    // Heads that share keys and values say which K/V head they read (⌊h·n_kv/n_heads⌋).
    const QString kv = d.grouped() ? QStringLiteral(" (K/V %1)").arg(d.kvHeadOf(head) + 1) : QString();
    h.title = ModelText::tr("Layer %1 · head %2%3 · attention weights").arg(layer + 1).arg(head + 1).arg(kv);
    for (const QString &t : d.tokens)
        h.rowLabels << shownToken(t);
    h.colLabels = h.rowLabels;
    h.padding.assign(T, false);
    h.values = d.result->layers[layer].heads[head].toMatrix(); // (T,T), zeros above the diagonal
    // The model is causal: a query never sees a later key. The same rule as every causal
    // session; Mistral's sliding window also blocks keys W or more positions back.
    h.reasons = ReasonMatrix::Zero(T, T);
    for (int i = 0; i < T; ++i)
        for (int j = 0; j < T; ++j) {
            if (j > i)
                h.reasons(i, j) = BlockedCausal;
            else if (d.windowOf(layer) > 0 && i - j >= d.windowOf(layer))
                h.reasons(i, j) = BlockedWindow;
        }
    h.computeStats();
    return h;
}

bool ModelViewData::mixedLayers() const
{
    for (int l = 1; l < layers; ++l)
        if ((windowOf(l) > 0) != (windowOf(0) > 0))
            return true;
    return false;
}

void ModelViewPainter::setData(ModelViewData data)
{
    m_data = std::move(data);
    m_images.clear();
}

void ModelViewPainter::setOptions(const ModelViewOptions &options)
{
    if (options.colormap != m_options.colormap)
        m_images.clear();
    m_options = options;
}

QString ModelViewPainter::title() const
{
    const QString heads = m_data.grouped()
        ? ModelText::tr("%1 heads sharing %2 K/V").arg(m_data.heads).arg(m_data.kvHeads)
        : ModelText::tr("%1 heads").arg(m_data.heads);
    return ModelText::tr("%1 · %2 layers × %3 · attention weights, one colour scale (0 … 1)")
        .arg(m_data.modelName.isEmpty() ? ModelText::tr("Model") : m_data.modelName)
        .arg(m_data.layers)
        .arg(heads);
}

ModelViewPainter::Layout ModelViewPainter::layout(const QRectF &area) const
{
    Layout l;
    const double base
        = std::clamp(std::min(area.width(), area.height()) / 45.0, 9.0, 16.0) * m_options.textScale;
    l.font = paint::makeFont(base);
    l.titleFont = paint::makeFont(base * 1.2, true);
    const double line = base * 1.6;
    const double margin = base * 0.8;
    QRectF inner = area.adjusted(margin, margin, -margin, -margin);
    l.titleRect = QRectF(inner.left(), inner.top(), inner.width(), line * 1.2);
    l.tokensRect = QRectF(inner.left(), l.titleRect.bottom(), inner.width(), line);
    // The badges' legend, when there are badges.
    l.legendRect = QRectF(inner.left(), l.tokensRect.bottom(), inner.width(),
                          m_options.marks.badgeName.isEmpty() ? 0.0 : line);
    // Room around the grid for the selected panel's frame, so that it never covers the head
    // header above the grid or a layer's label beside it.
    const double frameRoom = base * 0.5;
    const double labelW = base * (m_data.mixedLayers() ? 8.5 : 7); // "Layer 12 ✎" (· local 512) and the frame's room
    const double barW = base * 1.2, barLabelsW = base * 5;
    const double groups = m_data.grouped() ? line : 0.0; // the K/V groups' row
    const double top = l.legendRect.bottom() + base * 0.5 + groups + line + frameRoom; // room for the headers
    const double availW = inner.width() - labelW - barW - barLabelsW - base;
    const double availH = inner.bottom() - top;
    const int L = std::max(1, m_data.layers), H = std::max(1, m_data.heads);
    // Panels are square, with a gap of a tenth of a panel; badges sit in a strip under each panel,
    // never over the map (an induction head's stripe runs through its lower part).
    const double badge = m_options.marks.badgeName.isEmpty() ? 0.0 : 0.26;
    const double side = std::max(
        2.0, std::min(availW / (H + 0.1 * (H - 1)), availH / (L * (1 + badge) + 0.1 * (L - 1))));
    l.panelSize = side;
    l.gap = side * 0.1;
    l.badgeHeight = side * badge;
    l.rowStep = side + l.badgeHeight + l.gap;
    l.selectionWidth = std::min(std::max(l.gap * 0.8, 2.0), std::max(2.0, base * 0.3)); // within frameRoom
    const double gridW = H * side + (H - 1) * l.gap, gridH = L * l.rowStep - l.gap;
    l.gridRect = QRectF(inner.left() + labelW, top, gridW, gridH);
    l.headHeaderRect = QRectF(l.gridRect.left(), top - frameRoom - line, gridW, line);
    l.kvHeaderRect = QRectF(l.gridRect.left(), l.headHeaderRect.top() - groups, gridW, groups);
    l.layerLabelRect = QRectF(inner.left(), top, labelW - frameRoom - base * 0.2, gridH);
    l.colorBarRect
        = QRectF(l.gridRect.right() + base, top, barW, std::min(gridH, std::max(gridH * 0.8, base * 8)));
    return l;
}

QRectF ModelViewPainter::panelRect(const Layout &l, int layer, int head) const
{
    return QRectF(l.gridRect.left() + head * (l.panelSize + l.gap), l.gridRect.top() + layer * l.rowStep,
                  l.panelSize, l.panelSize);
}

std::pair<int, int> ModelViewPainter::panelAt(const QRectF &area, const QPointF &p) const
{
    if (!m_data.isValid())
        return { -1, -1 };
    const Layout l = layout(area);
    if (!l.gridRect.contains(p))
        return { -1, -1 };
    // Inside the grid the gap counts with the panel before it, so a click between two panels
    // is not lost.
    const double step = l.panelSize + l.gap;
    const int head = static_cast<int>(std::floor((p.x() - l.gridRect.left()) / step));
    const int layer = static_cast<int>(std::floor((p.y() - l.gridRect.top()) / l.rowStep)); // its badge too
    if (head < 0 || head >= m_data.heads || layer < 0 || layer >= m_data.layers)
        return { -1, -1 };
    return { layer, head };
}

QSizeF ModelViewPainter::preferredSize(double width) const
{
    const int L = std::max(1, m_data.layers), H = std::max(1, m_data.heads);
    // Room beside the grid for the labels and the colour bar, above it for the titles.
    const double gridW = width * 0.8;
    const double side = gridW / (H + 0.1 * (H - 1));
    return { width, L * side * 1.1 + width * 0.12 };
}

QImage ModelViewPainter::panelImage(int layer, int head) const
{
    const int T = m_data.tokenCount();
    const int n = std::min(T, kMaxPanelPixels);
    const ColorMap map = ColorMap::byName(m_options.colormap).value_or(ColorMap());
    const QRgb blocked = map.blockedColor().rgb();
    const gpt2::CausalWeights &w = m_data.result->layers[layer].heads[head];
    QImage image(n, n, QImage::Format_RGB32);
    // Pixel (py, px) covers queries [py·T/n, (py+1)·T/n) and keys alike: it shows their largest
    // weight among the keys a query sees, or the blocked colour when it sees none of them.
    for (int py = 0; py < n; ++py) {
        const int i0 = py * T / n, i1 = (py + 1) * T / n;
        auto *line = reinterpret_cast<QRgb *>(image.scanLine(py));
        for (int px = 0; px < n; ++px) {
            const int j0 = px * T / n, j1 = (px + 1) * T / n;
            double best = -1;
            for (int i = i0; i < i1; ++i) {
                const double *row = w.row(i);
                for (int j = j0; j < std::min(j1, i + 1); ++j)
                    best = std::max(best, row[j]);
            }
            line[px] = best < 0 ? blocked : map.rgbAt(best);
        }
    }
    return image;
}

void ModelViewPainter::paint(QPainter &p, const QRectF &area) const
{
    p.save();
    p.fillRect(area, m_options.theme.background);
    const Layout l = layout(area);
    drawTitles(p, l);
    if (m_data.isValid()) {
        drawLabels(p, l);
        drawPanels(p, l);
        drawMarks(p, l);
        drawColorBar(p, l);
        drawLegend(p, l);
    }
    p.restore();
}

void ModelViewPainter::drawTitles(QPainter &p, const Layout &l) const
{
    p.setPen(m_options.theme.text);
    p.setFont(l.titleFont);
    // The longest title that fits: a narrow dock drops the words, not the sizes.
    const QString name = m_data.modelName.isEmpty() ? ModelText::tr("Model") : m_data.modelName;
    const QStringList titles
        = { title(),
            ModelText::tr("%1 · %2 layers × %3 heads · weights, one scale")
                .arg(name)
                .arg(m_data.layers)
                .arg(m_data.heads),
            ModelText::tr("%1 · %2 layers × %3 heads").arg(name).arg(m_data.layers).arg(m_data.heads) };
    QString shownTitle = titles.last();
    for (const QString &t : titles)
        if (p.fontMetrics().horizontalAdvance(t) <= l.titleRect.width()) {
            shownTitle = t;
            break;
        }
    p.drawText(l.titleRect, Qt::AlignLeft | Qt::AlignVCenter,
               p.fontMetrics().elidedText(shownTitle, Qt::ElideRight, int(l.titleRect.width())));
    QStringList shown;
    for (const QString &t : m_data.tokens)
        shown << shownToken(t);
    const QString tokens = ModelText::tr("%1 tokens, as the tokenizer split them (␣ = a space):  %2")
                               .arg(m_data.tokenCount())
                               .arg(shown.join(QStringLiteral(" │ ")));
    p.setFont(l.font);
    p.setPen(m_options.theme.mutedText);
    p.drawText(l.tokensRect, Qt::AlignLeft | Qt::AlignVCenter,
               p.fontMetrics().elidedText(tokens, Qt::ElideRight, int(l.tokensRect.width())));
}

// Heads that share keys and values under one bracket: "K/V 1" over heads 1–2, and so on.
void ModelViewPainter::drawKvGroups(QPainter &p, const Layout &l) const
{
    const double step = l.panelSize + l.gap;
    const int perGroup = m_data.heads / m_data.kvHeads;
    const QFontMetricsF fm(l.font);
    const QRectF row = l.kvHeaderRect;
    for (int g = 0; g < m_data.kvHeads; ++g) {
        const double left = l.gridRect.left() + g * perGroup * step;
        const QRectF span(left, row.top(), perGroup * step - l.gap, row.height());
        p.setPen(QPen(m_options.theme.mutedText, std::max(1.0, l.font.pointSizeF() / 8)));
        const double y = span.bottom() - row.height() * 0.15; // the bracket: ⎴ across the group
        p.drawLine(QPointF(span.left(), y + row.height() * 0.12), QPointF(span.left(), y));
        p.drawLine(QPointF(span.left(), y), QPointF(span.right(), y));
        p.drawLine(QPointF(span.right(), y), QPointF(span.right(), y + row.height() * 0.12));
        QString text = QStringLiteral("K/V %1").arg(g + 1);
        if (fm.horizontalAdvance(text) > span.width())
            text = QString::number(g + 1);
        if (fm.horizontalAdvance(text) > span.width() + l.gap)
            continue; // too narrow even for the number: the bracket alone says it
        p.setPen(m_options.theme.text);
        p.drawText(span.adjusted(-l.gap / 2, 0, l.gap / 2, -row.height() * 0.2),
                   Qt::AlignHCenter | Qt::AlignBottom, text);
    }
}

void ModelViewPainter::drawLabels(QPainter &p, const Layout &l) const
{
    p.setFont(l.font);
    p.setPen(m_options.theme.text);
    const QFontMetricsF fm(l.font);
    // Every label when they fit, else every 2nd, 3rd…: no label ever overlaps the next.
    const double step = l.panelSize + l.gap;
    const int headEvery = std::max(
        1, int(std::ceil(fm.horizontalAdvance(headName(24, {}, HeadNameForm::Letter)) * 1.2 / step)));
    const int layerEvery = std::max(1, int(std::ceil(fm.height() * 1.1 / l.rowStep)));
    for (int h = 0; h < m_data.heads; h += headEvery) {
        const QRectF r(l.gridRect.left() + h * step, l.headHeaderRect.top(), l.panelSize,
                       l.headHeaderRect.height());
        const QString text = l.panelSize > fm.horizontalAdvance(headName(24))
            ? headName(h)
            : headName(h, {}, HeadNameForm::Letter);
        p.drawText(r.adjusted(-l.gap, 0, l.gap, 0), Qt::AlignHCenter | Qt::AlignBottom, text);
    }
    if (m_data.grouped())
        drawKvGroups(p, l);
    const bool mixed = m_data.mixedLayers();
    const bool twoLines = mixed && l.panelSize >= 2.2 * fm.height();
    for (int layer = 0; layer < m_data.layers; layer += layerEvery) {
        const QRectF r(l.layerLabelRect.left(), l.gridRect.top() + layer * l.rowStep, l.layerLabelRect.width(),
                       l.panelSize);
        const bool edited = layer == m_options.marks.editedLayer;
        QString text
            = ModelText::tr("Layer %1%2").arg(layer + 1).arg(edited ? QStringLiteral(" ✎") : QString());
        if (mixed) { // Gemma: local (sliding) and global layers told apart where they sit
            const int w = m_data.windowOf(layer);
            const QString kind = w > 0 ? ModelText::tr("local %1").arg(w) : ModelText::tr("global");
            text += twoLines ? QLatin1Char('\n') + kind : (w > 0 ? QStringLiteral(" ·L") : QStringLiteral(" ·G"));
        }
        p.drawText(r, Qt::AlignRight | Qt::AlignVCenter, text);
    }
}

void ModelViewPainter::drawPanels(QPainter &p, const Layout &l) const
{
    const std::size_t count = std::size_t(m_data.layers) * std::size_t(m_data.heads);
    if (m_images.size() != count) {
        m_images.clear();
        m_images.reserve(count);
        for (int layer = 0; layer < m_data.layers; ++layer)
            for (int h = 0; h < m_data.heads; ++h)
                m_images.push_back(panelImage(layer, h));
    }
    // Cells stay sharp squares however large a panel is drawn.
    p.setRenderHint(QPainter::SmoothPixmapTransform, false);
    QPen frame(m_options.theme.frame);
    frame.setWidthF(0.5 * m_options.theme.ruleWidth);
    frame.setCosmetic(true);
    for (int layer = 0; layer < m_data.layers; ++layer)
        for (int h = 0; h < m_data.heads; ++h) {
            const QRectF r = panelRect(l, layer, h);
            p.drawImage(r, m_images[std::size_t(layer) * m_data.heads + h]);
            p.setPen(frame);
            p.setBrush(Qt::NoBrush);
            p.drawRect(r);
        }
    if (m_options.selectedLayer >= 0 && m_options.selectedLayer < m_data.layers && m_options.selectedHead >= 0
        && m_options.selectedHead < m_data.heads) {
        QPen sel(m_options.theme.highlightBorder);
        sel.setWidthF(l.selectionWidth);
        p.setPen(sel);
        const double grow = l.selectionWidth * 0.5 + 0.5; // the pen's inner edge just outside the panel
        p.drawRect(
            panelRect(l, m_options.selectedLayer, m_options.selectedHead).adjusted(-grow, -grow, grow, grow));
    }
}

void ModelViewPainter::drawColorBar(QPainter &p, const Layout &l) const
{
    paint::ColorBarSpec spec { ColorMap::byName(m_options.colormap).value_or(ColorMap()), 0.0, 1.0,
                               ModelText::tr("attention weight") };
    const double labelsW = paint::colorBarLabelWidth(spec, l.font);
    const QRectF labels(l.colorBarRect.right() + 2, l.colorBarRect.top(), labelsW, l.colorBarRect.height());
    paint::drawColorBar(p, l.colorBarRect, labels, spec, l.font, m_options.theme);
}

namespace {

    // The badges' colours: a map of its own, so a badge never reads as an attention weight.
    ColorMap badgeMap()
    {
        return ColorMap::byName(QStringLiteral("magma")).value_or(ColorMap());
    }

} // namespace

void ModelViewPainter::drawMarks(QPainter &p, const Layout &l) const
{
    const ModelViewMarks &m = m_options.marks;
    const ColorMap map = badgeMap();
    QFont small = l.font;
    small.setPixelSize(std::max(6, int(std::min(double(l.font.pixelSize()), std::max(l.badgeHeight * 0.85, l.panelSize * 0.3)))));
    for (int layer = 0; layer < m_data.layers; ++layer)
        for (int h = 0; h < m_data.heads; ++h) {
            const int index = layer * m_data.heads + h;
            const QRectF r = panelRect(l, layer, h);
            if (m.isOff(index)) {
                // Greyed and crossed out: the head contributes nothing (or its mean) now.
                QColor veil = m_options.theme.background;
                veil.setAlphaF(0.72);
                p.fillRect(r, veil);
                QPen cross(m_options.theme.mutedText);
                cross.setWidthF(std::max(1.5, l.panelSize * 0.05));
                p.setPen(cross);
                p.drawLine(r.topLeft(), r.bottomRight());
                p.drawLine(r.topRight(), r.bottomLeft());
            }
            if (index < int(m.sink.size()) && !std::isnan(m.sink[std::size_t(index)])) {
                // An attention sink: a corner flag and "sink", so that its bright first column is
                // not read as a finding.
                const double side = std::max(6.0, r.width() * 0.22);
                QPainterPath corner;
                corner.moveTo(r.topRight());
                corner.lineTo(r.topRight() - QPointF(side, 0));
                corner.lineTo(r.topRight() + QPointF(0, side));
                corner.closeSubpath();
                p.fillPath(corner, m_options.theme.flag);
                if (QFontMetricsF(small).horizontalAdvance(ModelText::tr("sink")) < r.width() * 0.45) {
                    p.setFont(small);
                    p.setPen(m_options.theme.flag);
                    const QRectF tag(r.right() - r.width() * 0.5 - side, r.top(), r.width() * 0.5,
                                     QFontMetricsF(small).height());
                    QColor back = m_options.theme.background;
                    back.setAlphaF(0.8);
                    p.fillRect(tag.adjusted(-2, 0, 2, 0), back);
                    p.drawText(tag, Qt::AlignRight | Qt::AlignVCenter, ModelText::tr("sink"));
                }
            }
            if (index >= int(m.badge.size()) || std::isnan(m.badge[std::size_t(index)]))
                continue;
            // The badge: a strip under the panel in the badge colour, the number on it.
            const double v = m.badge[std::size_t(index)];
            const double t = m.badgeMax > 0 ? std::clamp(v / m.badgeMax, 0.0, 1.0) : 0.0;
            const QRectF badge(r.left(), r.bottom(), r.width(), l.badgeHeight);
            const QColor fill = map.at(t);
            p.fillRect(badge, fill);
            if (QFontMetricsF(small).height() <= badge.height() * 1.05) {
                p.setFont(small);
                p.setPen(fill.lightnessF() > 0.55 ? Qt::black : Qt::white);
                const int decimals = std::abs(v) >= 10 ? 1 : 2;
                // No "−0.00": a value that rounds to zero is shown as zero.
                const double shown = std::abs(v) < 0.5 * std::pow(10.0, -decimals) ? 0.0 : v;
                p.drawText(badge, Qt::AlignCenter, drawnNumber(QString::number(shown, 'f', decimals)));
            }
        }
}

void ModelViewPainter::drawLegend(QPainter &p, const Layout &l) const
{
    const ModelViewMarks &m = m_options.marks;
    if (m.badgeName.isEmpty() || l.legendRect.height() <= 0)
        return;
    // "Badges: induction score" and the badge scale as a small strip, 0 … max.
    p.setFont(l.font);
    p.setPen(m_options.theme.text);
    const QFontMetricsF fm(l.font);
    const QString text = ModelText::tr("Badges: %1   0").arg(m.badgeName);
    const double textW = std::min(fm.horizontalAdvance(text), l.legendRect.width() * 0.7);
    p.drawText(QRectF(l.legendRect.left(), l.legendRect.top(), textW, l.legendRect.height()),
               Qt::AlignLeft | Qt::AlignVCenter, fm.elidedText(text, Qt::ElideMiddle, textW));
    const double stripW
        = std::min(l.font.pixelSize() * 8.0, l.legendRect.width() - textW - l.font.pixelSize() * 5);
    if (stripW <= 10)
        return;
    const QRectF strip(l.legendRect.left() + textW + 6, l.legendRect.top() + l.legendRect.height() * 0.25,
                       stripW, l.legendRect.height() * 0.5);
    const ColorMap map = badgeMap();
    for (int k = 0; k < int(stripW); ++k)
        p.fillRect(QRectF(strip.left() + k, strip.top(), 1.0, strip.height()),
                   map.at(k / std::max(1.0, stripW - 1)));
    p.drawText(QRectF(strip.right() + 6, l.legendRect.top(), l.legendRect.right() - strip.right() - 6,
                      l.legendRect.height()),
               Qt::AlignLeft | Qt::AlignVCenter, drawnNumber(QString::number(m.badgeMax, 'g', 3)));
}

} // namespace attn
