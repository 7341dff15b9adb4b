#include "breakdownpainter.h"
#include "render/rendertext.h"

#include "imageexport.h"
#include "paintparts.h"

#include "core/mask.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace attn {

namespace {

    constexpr qreal kBarLine = 32; // under a number: the row's bar chart, tall enough to compare bars

    QColor barColor(Stage stage, double value, const Theme &t)
    {
        switch (stage) {
        case Stage::Exp:
        case Stage::StableExp:
            return t.accent1;
        case Stage::Weight:
            return t.accent2;
        case Stage::PinnedWeight: // the same series as the weights, quieter: it is the before
            return t.mutedText;
        case Stage::MaskAfterSoftmax:
            return t.flag;
        default:
            return value < 0 ? t.negative : t.positive;
        }
    }

} // namespace

bool BreakdownPainter::isVectorStage(Stage s)
{
    return s == Stage::KeyVector || s == Stage::KeyUnrotated || s == Stage::Value
        || s == Stage::WeightedValue;
}

QFont BreakdownPainter::font(Style style)
{
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setStyleHint(QFont::SansSerif);
    int px = 19;
    bool bold = false;
    switch (style) {
    case Style::Title:
        px = 28;
        bold = true;
        break;
    case Style::Subtitle:
        px = 19;
        break;
    case Style::Label:
        px = 20;
        bold = true;
        break;
    case Style::Hint:
        px = 15;
        break;
    case Style::Section:
        px = 18;
        bold = true;
        break;
    case Style::Header:
        px = 20;
        bold = true;
        break;
    case Style::HeaderHint:
        px = 15;
        break;
    case Style::Reason:
        px = 15;
        bold = true;
        break;
    case Style::Cell:
        px = 20;
        break;
    case Style::CellNote:
        px = 14;
        break;
    case Style::Sum:
        px = 20;
        bold = true;
        break;
    case Style::RowSum:
    case Style::Body:
        px = 20;
        break;
    case Style::BodyBold:
        px = 20;
        bold = true;
        break;
    case Style::Note:
        px = 16;
        break;
    case Style::Message:
        px = 19;
        bold = true;
        break;
    case Style::Wrong:
        px = 20;
        bold = true;
        break;
    }
    f.setPixelSize(px);
    f.setBold(bold);
    return f;
}

BreakdownPainter::BreakdownPainter(const BreakdownData &data, const BreakdownOptions &options,
                                   const Theme &theme)
    : m_options(options)
    , m_theme(theme)
    , m_model(buildBreakdownModel(data, options))
    // A narrow panel (compact) gets tighter margins and columns as well as no hint column; a
    // row per key, the tightest (its numbers are apart by the stage columns' own width).
    , m_margin(options.keysAsRows                     ? 10
                   : options.compact || options.brief ? 14
                                                      : 28)
    , m_padX(options.keysAsRows                     ? 6
                 : options.compact || options.brief ? 10
                                                    : 14)
    , m_minColumn(options.compact || options.brief ? 84 : 100)
    , m_minBelow(options.compact || options.brief ? 420 : 760)
{
    layout();
}

void BreakdownPainter::addText(const QRectF &rect, const QString &text, Style style, int flags,
                               const QColor &color)
{
    if (text.isEmpty())
        return;
    m_texts.push_back(TextItem { rect, text, style, flags, color.isValid() ? color : m_theme.text });
}

qreal BreakdownPainter::addWrapped(const QString &text, Style style, qreal left, qreal top, qreal width,
                                   const QColor &color)
{
    const QFontMetricsF fm(font(style));
    const int flags = Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap;
    const QRectF bound = fm.boundingRect(QRectF(left, top, width, 10000), flags, text);
    // A little slack: a device with other hinting (PDF, SVG) must not wrap one word later.
    const QRectF rect(left, top, width, bound.height() + 4);
    addText(rect, text, style, flags, color);
    return rect.bottom();
}

// Terms joined by `joiner`, broken between terms (never inside one) when a line is full;
// continuation lines start with the joiner, as one writes a long sum by hand.
qreal BreakdownPainter::addFlow(const QStringList &terms, const QString &first, const QString &joiner,
                                Style style, qreal left, qreal top, qreal width)
{
    const QFontMetricsF fm(font(style));
    const qreal lineHeight = fm.height() + 8;
    QString line = first;
    bool lineHasTerm = false;
    qreal y = top;
    for (const QString &term : terms) {
        const QString piece = lineHasTerm ? joiner + term : term;
        if (lineHasTerm && fm.horizontalAdvance(line + piece) > width) {
            addText(QRectF(left, y, width, lineHeight), line, style, Qt::AlignLeft | Qt::AlignVCenter);
            y += lineHeight;
            line = QStringLiteral("    ") + joiner.trimmed() + QLatin1Char(' ') + term;
        } else {
            line += piece;
        }
        lineHasTerm = true;
    }
    addText(QRectF(left, y, std::max(width, fm.horizontalAdvance(line) + 4), lineHeight), line, style,
            Qt::AlignLeft | Qt::AlignVCenter);
    return y + lineHeight;
}

void BreakdownPainter::layout()
{
    const BreakdownModel &m = m_model;
    qreal y = m_margin;
    const QFontMetricsF title(font(Style::Title));
    qreal right = m_margin + title.horizontalAdvance(m.title) + 8;
    if (m_options.bandWidth > 0 && right > m_options.bandWidth - m_margin) {
        // In bands (a narrow picture) the title wraps, after its comma first: "Query 11 “cat”," /
        // "head 1 of 8".
        right = m_options.bandWidth - m_margin;
        y = addWrapped(m.title, Style::Title, m_margin, y, right - m_margin, m_theme.text) + 2;
    } else {
        addText(QRectF(m_margin, y, title.horizontalAdvance(m.title) + 8, title.height() + 6), m.title,
                Style::Title, Qt::AlignLeft | Qt::AlignVCenter);
        y += title.height() + 6;
    }
    if (!m.valid) {
        for (const QString &n : m.notes)
            y = addWrapped(n, Style::Body, m_margin, y + 10, 640, m_theme.mutedText);
        m_size = QSizeF(std::max(right, m_margin + 640) + m_margin, y + m_margin);
        return;
    }
    y = layoutSubtitle(y);

    y = m_options.keysAsRows ? layoutKeyRows(y) : layoutTable(y);
    qreal tableRight = 0;
    for (const LineItem &l : m_lines)
        tableRight = std::max(tableRight, std::max(l.line.x1(), l.line.x2()));
    const qreal minBelow
        = m_options.bandWidth > 0 ? std::min(m_minBelow, m_options.bandWidth - 2 * m_margin) : m_minBelow;
    const qreal width = std::max(tableRight - m_margin, minBelow);
    y = layoutBelow(y + 22, width);
    for (const TextItem &t : m_texts)
        right = std::max(right, t.rect.right());
    right = std::max(right, m_margin + width);
    m_size = QSizeF(std::ceil(right + m_margin), std::ceil(y + m_margin));
}

qreal BreakdownPainter::layoutBand(const TableColumns &t, qreal top)
{
    qreal y = layoutHeader(t, top);
    for (const StageRow &r : m_model.rows)
        y = layoutStageRow(t, r, y);
    // Column rules: labels | keys | (hidden) | Σ.
    m_lines.push_back(LineItem { QLineF(t.keysLeft, top, t.keysLeft, y), m_theme.rule });
    if (t.hidden)
        m_lines.push_back(LineItem { QLineF(t.hiddenX, top, t.hiddenX, y), m_theme.rule });
    if (t.sumW > 0)
        m_lines.push_back(LineItem { QLineF(t.sumX, top, t.sumX, y), m_theme.rule });
    return y;
}

// The label column holds the stage's symbol and its hint on one line; key columns are as wide
// as their widest string; then the hidden keys and the Σ column.
BreakdownPainter::TableColumns BreakdownPainter::measureColumns() const
{
    const BreakdownModel &m = m_model;
    const int nCols = int(m.columns.size());
    const QFontMetricsF label(font(Style::Label)), hint(font(Style::Hint)), header(font(Style::Header)),
        headerHint(font(Style::HeaderHint)), reason(font(Style::Reason)), cell(font(Style::Cell)),
        note(font(Style::CellNote)), sum(font(Style::Sum));
    TableColumns t;
    for (const StageRow &r : m.rows) {
        t.labelW = std::max(t.labelW, label.horizontalAdvance(r.label));
        if (!m_options.compact && !m_options.brief)
            t.hintW = std::max(t.hintW, hint.horizontalAdvance(r.hint));
    }
    t.labelColumn = m_padX + t.labelW + (t.hintW > 0 ? 12 + t.hintW : 0) + m_padX;
    t.tokens.resize(std::size_t(nCols));
    t.colW.assign(std::size_t(nCols), m_minColumn);
    for (int c = 0; c < nCols; ++c) {
        const BreakdownColumn &col = m.columns[c];
        t.tokens[c] = header.elidedText(col.token, Qt::ElideRight, kMaxHeaderText);
        qreal w = std::max({ header.horizontalAdvance(t.tokens[c]), headerHint.horizontalAdvance(col.index),
                             reason.horizontalAdvance(col.reason) });
        t.anyReason = t.anyReason || !col.reason.isEmpty();
        for (const StageRow &r : m.rows) {
            if (c >= int(r.cells.size()))
                continue;
            w = std::max(
                { w, cell.horizontalAdvance(r.cells[c].text), note.horizontalAdvance(r.cells[c].note) });
        }
        t.colW[c] = std::max(m_minColumn, w + 2 * m_padX);
    }
    t.hidden = m.hiddenKeys > 0;
    if (t.hidden) {
        t.hiddenW = headerHint.horizontalAdvance(m.hiddenHeader);
        for (const StageRow &r : m.rows)
            t.hiddenW = std::max(t.hiddenW, cell.horizontalAdvance(r.hiddenCell));
        t.hiddenW += 2 * m_padX;
    }
    for (const StageRow &r : m.rows)
        t.sumW = std::max(t.sumW, sum.horizontalAdvance(r.sum));
    if (t.sumW > 0)
        t.sumW += 2 * m_padX;

    t.colX.resize(std::size_t(nCols));
    qreal x = m_margin + t.labelColumn;
    for (int c = 0; c < nCols; ++c) {
        t.colX[c] = x;
        x += t.colW[c];
    }
    t.hiddenX = x;
    x += t.hiddenW;
    t.sumX = x;
    t.tableRight = t.sumX + t.sumW;
    t.keysLeft = m_margin + t.labelColumn;
    t.first = 0;
    t.last = nCols;
    return t;
}

// Header: token, "key N", and the block reason in red.
qreal BreakdownPainter::layoutHeader(const TableColumns &t, qreal top)
{
    const BreakdownModel &m = m_model;
    const QFontMetricsF header(font(Style::Header)), headerHint(font(Style::HeaderHint)),
        reason(font(Style::Reason));
    qreal y = top;
    const qreal tokenH = header.height() + 8, indexH = headerHint.height() + 6, reasonH = reason.height() + 6;
    const qreal headerH = tokenH + indexH + (t.anyReason ? reasonH : 0) + 4;
    for (int c = t.first; c < t.last; ++c) {
        const BreakdownColumn &col = m.columns[c];
        const QRectF whole(t.colX[c], y, t.colW[c], headerH);
        if (!col.reason.isEmpty())
            m_boxes.push_back(BoxItem { whole, m_theme.blockedFill, QColor(), true });
        if (col.key == m.expandedKey)
            m_boxes.push_back(BoxItem { whole, m_theme.highlight, QColor(), false });
        addText(QRectF(t.colX[c], y, t.colW[c], tokenH), t.tokens[c], Style::Header, Qt::AlignCenter);
        addText(QRectF(t.colX[c], y + tokenH, t.colW[c], indexH), col.index, Style::HeaderHint,
                Qt::AlignCenter, m_theme.mutedText);
        if (!col.reason.isEmpty())
            addText(QRectF(t.colX[c], y + tokenH + indexH, t.colW[c], reasonH), col.reason, Style::Reason,
                    Qt::AlignCenter, m_theme.flag);
        m_headers.emplace_back(col.key, whole);
    }
    if (t.hidden)
        addText(QRectF(t.hiddenX, y, t.hiddenW, tokenH + indexH), m.hiddenHeader, Style::HeaderHint,
                Qt::AlignCenter, m_theme.mutedText);
    y += headerH;
    m_lines.push_back(LineItem { QLineF(m_margin, y, t.tableRight, y), m_theme.text });
    return y;
}

// One stage: its section heading when it starts a group, the label and hint, a number (and a
// note or a bar) per key, the hidden keys' summary and Σ.
qreal BreakdownPainter::layoutStageRow(const TableColumns &t, const StageRow &r, qreal y)
{
    const BreakdownModel &m = m_model;
    if (!r.section.isEmpty()) {
        const QFontMetricsF section(font(Style::Section));
        const QColor color = r.wrong ? m_theme.flag : m_theme.mutedText;
        const qreal wide = section.horizontalAdvance(r.section) + 8;
        const qreal room = m_options.bandWidth - 2 * m_margin;
        if (m_options.bandWidth > 0 && wide > room) {
            // In bands (a narrow picture) the heading wraps rather than widening it.
            y = addWrapped(r.section, Style::Section, m_margin, y + 6, room, color) + 6;
        } else {
            const qreal h = section.height() + 16;
            addText(QRectF(m_margin, y + 6, std::max(t.tableRight - m_margin, wide), h - 6), r.section,
                    Style::Section, Qt::AlignLeft | Qt::AlignVCenter, color);
            y += h;
        }
        m_lines.push_back(LineItem { QLineF(m_margin, y, t.tableRight, y), m_theme.rule });
    }
    bool hasBars = false, hasNotes = false; // over the whole row, so that bands line up
    for (const StageCell &c : r.cells) {
        hasBars = hasBars || (c.hasBar && !m_options.brief);
        hasNotes = hasNotes || !c.note.isEmpty();
    }
    const qreal secondLine = hasBars ? kBarLine : hasNotes ? kNoteLine : 0;
    const qreal rowH = kRowPad + kNumberLine + secondLine + kRowPad;
    const QRectF rowRect(m_margin, y, t.tableRight - m_margin, rowH);
    if (r.wrong)
        m_boxes.push_back(BoxItem { rowRect, m_theme.flagFill, QColor(), false });
    const QColor ink = r.wrong ? m_theme.flag : m_theme.text;

    const qreal textY = y + kRowPad;
    addText(QRectF(m_margin + m_padX, textY, t.labelW + 4, kNumberLine), r.label,
            r.wrong ? Style::Wrong : Style::Label, Qt::AlignLeft | Qt::AlignVCenter, ink);
    if (t.hintW > 0)
        addText(QRectF(m_margin + m_padX + t.labelW + 12, textY, t.hintW + 4, kNumberLine), r.hint,
                Style::Hint, Qt::AlignLeft | Qt::AlignVCenter, r.wrong ? m_theme.flag : m_theme.mutedText);

    // The row's bar scale: fixed for weights (0…1), otherwise its largest |value|.
    double scale = r.barScale;
    bool signedRow = false;
    for (const StageCell &c : r.cells)
        if (c.hasBar) {
            if (r.barScale <= 0)
                scale = std::max(scale, std::abs(c.bar));
            signedRow = signedRow || c.bar < 0;
        }
    const qreal barTop = textY + kNumberLine + 2, barH = kBarLine - 6;
    const qreal baseline = signedRow ? barTop + barH / 2 : barTop + barH;
    bool anyBar = false;

    for (int c = t.first; c < t.last && c < int(r.cells.size()); ++c) {
        const StageCell &sc = r.cells[c];
        const QRectF cellRect(t.colX[c], y, t.colW[c], rowH);
        m_cells.push_back(CellPlace { r.stage, m.columns[c].key, cellRect });
        if (sc.blocked && !r.wrong)
            m_boxes.push_back(BoxItem { cellRect, m_theme.blockedFill, QColor(), !isVectorStage(r.stage) });
        if (sc.problem)
            m_boxes.push_back(BoxItem { cellRect, m_theme.warningFill, QColor(), false });
        if (r.stage == Stage::Score && m.columns[c].key == m.expandedKey)
            m_boxes.push_back(BoxItem { cellRect.adjusted(2, 2, -2, -2), m_theme.highlight,
                                        m_theme.highlightBorder, false });
        const QColor textColor = sc.problem ? m_theme.flag : ink;
        addText(QRectF(t.colX[c], textY, t.colW[c], kNumberLine), sc.text, Style::Cell, Qt::AlignCenter,
                textColor);
        if (!sc.note.isEmpty()) {
            addText(QRectF(t.colX[c], textY + kNumberLine, t.colW[c], kNoteLine), sc.note, Style::CellNote,
                    Qt::AlignCenter, sc.problem || sc.blocked ? m_theme.flag : m_theme.mutedText);
        } else if (sc.hasBar && scale > 0 && !m_options.brief) {
            const double frac = std::clamp(sc.bar / scale, -1.0, 1.0);
            const qreal len = std::abs(frac) * (signedRow ? barH / 2 : barH);
            const qreal bw = std::min<qreal>(40, t.colW[c] - 2 * m_padX);
            const qreal bx = t.colX[c] + (t.colW[c] - bw) / 2;
            const QRectF bar
                = frac >= 0 ? QRectF(bx, baseline - len, bw, len) : QRectF(bx, baseline, bw, len);
            m_bars.push_back(BoxItem { bar, barColor(r.stage, sc.bar, m_theme), QColor(), false });
            anyBar = true;
        }
    }
    if (anyBar) // the chart's zero line, across the key columns
        m_lines.push_back(LineItem { QLineF(t.keysLeft, baseline, t.hiddenX, baseline), m_theme.rule });
    if (t.hidden)
        addText(QRectF(t.hiddenX, textY, t.hiddenW, kNumberLine), r.hiddenCell, Style::Cell, Qt::AlignCenter,
                m_theme.mutedText);
    if (t.sumW > 0)
        addText(QRectF(t.sumX + m_padX, textY, t.sumW - m_padX, kNumberLine), r.sum, Style::Sum,
                Qt::AlignLeft | Qt::AlignVCenter, r.sumProblem ? m_theme.flag : ink);
    m_rowRects.emplace_back(r.stage, rowRect);
    y += rowH;
    m_lines.push_back(LineItem { QLineF(m_margin, y, t.tableRight, y), m_theme.rule });
    return y;
}

qreal BreakdownPainter::layoutBelow(qreal top, qreal width)
{
    const BreakdownModel &m = m_model;
    qreal y = top;
    if (m.fullyMasked) {
        const qreal pad = 14;
        const qreal bottom = addWrapped(m.fullyMaskedMessage, Style::Message, m_margin + pad, y + pad,
                                        width - 2 * pad, m_theme.text);
        m_boxes.push_back(BoxItem { QRectF(m_margin, y, width, bottom - y + pad), m_theme.warningFill,
                                    m_theme.highlightBorder, false });
        y = bottom + pad + 18;
    }

    if (m_options.brief) { // the output in one line; an opened dot product still shows
        if (m_options.bandWidth > 0) { // a narrow picture: the vector wraps between components
            QStringList terms { BreakdownText::tr("output = Σ wⱼ·vⱼ =") };
            const QString separator = numberListSeparator(); // ", ", or "; " beside decimal commas
            const QStringList parts = m.output.split(separator);
            for (int i = 0; i < parts.size(); ++i)
                terms << parts[i] + (i + 1 < parts.size() ? separator.trimmed() : QString());
            y = addFlow(terms, QString(), QStringLiteral(" "), Style::BodyBold, m_margin, y, width);
        } else
            y = addFlow({ m.output }, BreakdownText::tr("output = Σ wⱼ·vⱼ = "), QString(), Style::BodyBold,
                        m_margin, y, width);
        if (!m.dotProduct.isEmpty())
            y = addWrapped(m.dotProduct, Style::BodyBold, m_margin, y + 8, width, m_theme.text);
        return y;
    }
    const QFontMetricsF section(font(Style::Section));
    addText(QRectF(m_margin, y, width, section.height() + 8), m.weightedSumHeading, Style::Section,
            Qt::AlignLeft | Qt::AlignVCenter, m_theme.mutedText);
    y += section.height() + 12;
    if (!m.weightedSumTerms.isEmpty()) {
        y = addFlow(m.weightedSumTerms, QString(), QStringLiteral(" + "), Style::Body, m_margin, y, width);
        if (!m.productTerms.isEmpty())
            y = addFlow(m.productTerms, QStringLiteral("= "), QStringLiteral(" + "), Style::Body, m_margin, y,
                        width);
    }
    y = addFlow({ m.output }, QStringLiteral("= "), QString(), Style::BodyBold, m_margin, y, width);
    y = addFlow({ m.weightsSum }, QString(), QString(), Style::Body, m_margin, y, width);

    if (!m.dotProduct.isEmpty()) {
        y += 14;
        const qreal pad = 10;
        const qreal bottom = addWrapped(m.dotProduct, Style::BodyBold, m_margin + pad, y + pad,
                                        width - 2 * pad, m_theme.text);
        m_boxes.push_back(BoxItem { QRectF(m_margin, y, width, bottom - y + pad), m_theme.highlight,
                                    m_theme.highlightBorder, false });
        y = bottom + pad;
        if (m_options.interactive)
            y = addWrapped(BreakdownText::tr("Click the score again to close it."), Style::Note, m_margin,
                           y + 4, width, m_theme.mutedText);
    } else if (m_options.interactive) {
        y = addWrapped(BreakdownText::tr("Click a score (q·kⱼ) to open its dot product term by term."),
                       Style::Note, m_margin, y + 10, width, m_theme.mutedText);
    }

    y += 8;
    for (const QString &n : m.notes)
        y = addWrapped(n, Style::Note, m_margin, y + 6, width, m_theme.mutedText);
    return y;
}

QTransform BreakdownPainter::transformFor(const QRectF &area) const
{
    // Uniform scale into the area, centred horizontally, from the top: an export of another
    // size shows the same picture, never stretched or cut.
    if (m_size.isEmpty() || area.isEmpty())
        return {};
    const qreal s = std::min(area.width() / m_size.width(), area.height() / m_size.height());
    const qreal dx = area.left() + (area.width() - m_size.width() * s) / 2;
    const qreal dy = area.top() + (area.height() - m_size.height() * s) / 2;
    return QTransform(s, 0, 0, s, dx, dy);
}

void BreakdownPainter::paint(QPainter &p, const QRectF &area) const
{
    p.save();
    p.setTransform(transformFor(area), true);
    p.setPen(Qt::NoPen);
    for (const BoxItem &b : m_boxes) {
        p.setBrush(b.fill);
        p.setPen(b.border.isValid() ? QPen(b.border, 1.5) : QPen(Qt::NoPen));
        p.drawRect(b.rect);
        if (b.hatch) { // drawn as lines: SVG readers do not all understand Qt's pattern brushes
            p.save();
            p.setClipRect(b.rect, Qt::IntersectClip);
            p.setPen(QPen(m_theme.rule.darker(115), 1));
            paint::drawHatch(p, b.rect, BlockedCausal, QPointF(0, 0), 8);
            p.restore();
        }
    }
    for (const LineItem &l : m_lines) {
        p.setPen(QPen(l.color, 1));
        p.drawLine(l.line);
    }
    p.setPen(Qt::NoPen);
    for (const BoxItem &b : m_bars) {
        p.setBrush(b.fill);
        p.drawRect(b.rect);
    }
    for (const TextItem &t : m_texts) {
        p.setFont(font(t.style));
        p.setPen(t.color);
        p.drawText(t.rect, t.flags, t.text);
    }
    p.restore();
}

BreakdownPainter::Hit BreakdownPainter::hitTest(const QPointF &pos, const QRectF &area) const
{
    bool invertible = false;
    const QPointF local = transformFor(area).inverted(&invertible).map(pos);
    Hit hit;
    if (!invertible)
        return hit;
    for (const CellPlace &c : m_cells)
        if (c.rect.contains(local)) {
            hit.key = c.key;
            hit.stage = c.stage;
            return hit;
        }
    for (const auto &[key, rect] : m_headers)
        if (rect.contains(local)) {
            hit.key = key;
            return hit;
        }
    return hit;
}

QRectF BreakdownPainter::cellRect(Stage stage, int key, const QRectF &area) const
{
    for (const CellPlace &c : m_cells)
        if (c.stage == stage && c.key == key)
            return transformFor(area).mapRect(c.rect);
    return {};
}

QString BreakdownPainter::text() const
{
    QStringList lines;
    for (const TextItem &t : m_texts)
        lines << t.text;
    return lines.join(QLatin1Char('\n'));
}

QStringList BreakdownPainter::layoutProblems() const
{
    QStringList problems;
    const QRectF page(QPointF(0, 0), m_size);
    std::vector<QRectF> ink;
    for (const TextItem &t : m_texts) {
        // Where the glyphs land when drawn into the item's rect with its flags.
        const QRectF r = QFontMetricsF(font(t.style)).boundingRect(t.rect, t.flags, t.text);
        ink.push_back(r);
        if (r.width() > t.rect.width() + 0.5 || r.height() > t.rect.height() + 0.5)
            problems << QStringLiteral("clipped: “%1”").arg(t.text);
        if (!page.contains(r))
            problems << QStringLiteral("outside the picture: “%1”").arg(t.text);
    }
    for (std::size_t a = 0; a < ink.size(); ++a)
        for (std::size_t b = a + 1; b < ink.size(); ++b)
            if (ink[a].adjusted(1, 1, -1, -1).intersects(ink[b].adjusted(1, 1, -1, -1)))
                problems << QStringLiteral("overlap: “%1” and “%2”").arg(m_texts[a].text, m_texts[b].text);
    return problems;
}

QStringList BreakdownPainter::textsIn(const QRectF &rect, std::optional<Style> style) const
{
    QStringList out;
    for (const TextItem &t : m_texts)
        if (rect.contains(t.rect.center()) && (!style || t.style == *style))
            out << t.text;
    return out;
}

QString BreakdownPainter::drawnCell(Stage stage, int key) const
{
    for (const CellPlace &c : m_cells)
        if (c.stage == stage && c.key == key)
            return textsIn(c.rect, Style::Cell).value(0);
    return {};
}

QString BreakdownPainter::drawnCellNote(Stage stage, int key) const
{
    for (const CellPlace &c : m_cells)
        if (c.stage == stage && c.key == key)
            return textsIn(c.rect, Style::CellNote).value(0);
    return {};
}

QString BreakdownPainter::drawnSum(Stage stage) const
{
    for (const auto &[s, rect] : m_rowRects) { // in bands, the last band's row has it
        if (s != stage)
            continue;
        if (!textsIn(rect, Style::Sum).isEmpty())
            return textsIn(rect, Style::Sum).value(0);
        if (!textsIn(rect, Style::RowSum).isEmpty()) // keys as rows: the value under its column
            return QStringLiteral("Σ = ") + textsIn(rect, Style::RowSum).value(0);
    }
    return {};
}

QStringList BreakdownPainter::drawnHeader(int key) const
{
    for (const auto &[k, rect] : m_headers)
        if (k == key)
            return textsIn(rect);
    return {};
}

bool exportBreakdown(const QString &path, const BreakdownData &data, const BreakdownOptions &options,
                     QSizeF size, double pixelRatio, QString *error, const Theme &theme)
{
    const BreakdownPainter painter(data, options, theme);
    ExportOptions o;
    o.background = theme.background;
    o.size = size.isEmpty() ? painter.preferredSize() : size;
    o.pixelRatio = pixelRatio;
    o.title = painter.model().title;
    return exportImage(
        path, [&painter](QPainter &p, const QRectF &area) { painter.paint(p, area); }, o, error);
}

} // namespace attn
