#include "breakdownpainter.h"

#include "imageexport.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace attn {

namespace {

// Sizes for a projector: a number must be readable from the back of a classroom.
constexpr qreal kMargin = 28;
constexpr qreal kCellPadX = 14;
constexpr qreal kRowPad = 6;
constexpr qreal kNumberLine = 30;  // the number in a cell
constexpr qreal kNoteLine = 24;    // under it: a note such as the block reason …
constexpr qreal kBarLine = 32;     // … or the row's bar chart, tall enough to compare bars
constexpr qreal kMinColumn = 100;
constexpr qreal kMaxHeaderText = 190; // a long token is elided to this width
constexpr qreal kMinBelowWidth = 760;

const QColor kInk(0x21, 0x21, 0x21);
const QColor kGrey(0x5f, 0x63, 0x68);
const QColor kRule(0xd5, 0xd5, 0xd5);
const QColor kBlockedFill(0xec, 0xec, 0xec);
const QColor kHatch(0xbd, 0xbd, 0xbd);
const QColor kWrong(0xc6, 0x28, 0x28);
const QColor kWrongFill(0xfd, 0xec, 0xea);
const QColor kProblemFill(0xff, 0xf0, 0xe0);
const QColor kExpandedFill(0xff, 0xf3, 0x9d);
const QColor kExpandedBorder(0xc9, 0xa2, 0x00);
const QColor kMessageFill(0xff, 0xf8, 0xe1);
const QColor kMessageBorder(0xe0, 0xa1, 0x2b);
const QColor kPositive(0x3d, 0x6f, 0xb6);
const QColor kNegative(0xd9, 0x7b, 0x29);
const QColor kExp(0x23, 0x8f, 0x82);
const QColor kWeight(0x2e, 0x7d, 0x32);

QColor barColor(Stage stage, double value)
{
    switch (stage) {
    case Stage::Exp:
    case Stage::StableExp:
        return kExp;
    case Stage::Weight:
        return kWeight;
    case Stage::MaskAfterSoftmax:
        return kWrong;
    default:
        return value < 0 ? kNegative : kPositive;
    }
}

bool isVectorStage(Stage s)
{
    return s == Stage::KeyVector || s == Stage::Value || s == Stage::WeightedValue;
}

} // namespace

QFont BreakdownPainter::font(Style style)
{
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setStyleHint(QFont::SansSerif);
    int px = 19;
    bool bold = false;
    switch (style) {
    case Style::Title: px = 28; bold = true; break;
    case Style::Subtitle: px = 19; break;
    case Style::Label: px = 20; bold = true; break;
    case Style::Hint: px = 15; break;
    case Style::Section: px = 18; bold = true; break;
    case Style::Header: px = 20; bold = true; break;
    case Style::HeaderHint: px = 15; break;
    case Style::Reason: px = 15; bold = true; break;
    case Style::Cell: px = 20; break;
    case Style::CellNote: px = 14; break;
    case Style::Sum: px = 20; bold = true; break;
    case Style::Body: px = 20; break;
    case Style::BodyBold: px = 20; bold = true; break;
    case Style::Note: px = 16; break;
    case Style::Message: px = 19; bold = true; break;
    case Style::Wrong: px = 20; bold = true; break;
    }
    f.setPixelSize(px);
    f.setBold(bold);
    return f;
}

BreakdownPainter::BreakdownPainter(const BreakdownData &data, const BreakdownOptions &options)
    : m_data(data)
    , m_options(options)
    , m_model(buildBreakdownModel(data, options))
{
    layout();
}

void BreakdownPainter::addText(const QRectF &rect, const QString &text, Style style, int flags, const QColor &color)
{
    if (text.isEmpty())
        return;
    m_texts.push_back(TextItem{rect, text, style, flags, color.isValid() ? color : kInk});
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
qreal BreakdownPainter::addFlow(const QStringList &terms, const QString &first, const QString &joiner, Style style,
                                qreal left, qreal top, qreal width)
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
    qreal y = kMargin;
    const QFontMetricsF title(font(Style::Title));
    addText(QRectF(kMargin, y, title.horizontalAdvance(m.title) + 8, title.height() + 6), m.title, Style::Title,
            Qt::AlignLeft | Qt::AlignVCenter);
    qreal right = kMargin + title.horizontalAdvance(m.title) + 8;
    y += title.height() + 6;
    if (!m.valid) {
        for (const QString &n : m.notes)
            y = addWrapped(n, Style::Body, kMargin, y + 10, 640, kGrey);
        m_size = QSizeF(std::max(right, kMargin + 640) + kMargin, y + kMargin);
        return;
    }
    const QFontMetricsF sub(font(Style::Subtitle));
    addText(QRectF(kMargin, y, sub.horizontalAdvance(m.subtitle) + 8, sub.height() + 6), m.subtitle,
            Style::Subtitle, Qt::AlignLeft | Qt::AlignVCenter, kGrey);
    right = std::max(right, kMargin + sub.horizontalAdvance(m.subtitle) + 8);
    y += sub.height() + 18;

    y = layoutTable(y);
    qreal tableRight = 0;
    for (const LineItem &l : m_lines)
        tableRight = std::max(tableRight, std::max(l.line.x1(), l.line.x2()));
    const qreal width = std::max(tableRight - kMargin, kMinBelowWidth);
    y = layoutBelow(y + 22, width);
    for (const TextItem &t : m_texts)
        right = std::max(right, t.rect.right());
    right = std::max(right, kMargin + width);
    m_size = QSizeF(std::ceil(right + kMargin), std::ceil(y + kMargin));
}

qreal BreakdownPainter::layoutTable(qreal top)
{
    const BreakdownModel &m = m_model;
    const int nCols = int(m.columns.size());
    const QFontMetricsF label(font(Style::Label)), hint(font(Style::Hint)), header(font(Style::Header)),
        headerHint(font(Style::HeaderHint)), reason(font(Style::Reason)), cell(font(Style::Cell)),
        note(font(Style::CellNote)), sum(font(Style::Sum)), section(font(Style::Section));

    // Label column: the stage's symbol, then its hint on the same line.
    qreal labelW = 0, hintW = 0;
    for (const StageRow &r : m.rows) {
        labelW = std::max(labelW, label.horizontalAdvance(r.label));
        hintW = std::max(hintW, hint.horizontalAdvance(r.hint));
    }
    const qreal labelColumn = kCellPadX + labelW + 12 + hintW + kCellPadX;

    // Key columns as wide as their widest string.
    std::vector<QString> tokens(nCols);
    std::vector<qreal> colW(nCols, kMinColumn);
    bool anyReason = false;
    for (int c = 0; c < nCols; ++c) {
        const BreakdownColumn &col = m.columns[c];
        tokens[c] = header.elidedText(col.token, Qt::ElideRight, kMaxHeaderText);
        qreal w = std::max({header.horizontalAdvance(tokens[c]), headerHint.horizontalAdvance(col.index),
                            reason.horizontalAdvance(col.reason)});
        anyReason = anyReason || !col.reason.isEmpty();
        for (const StageRow &r : m.rows) {
            if (c >= int(r.cells.size()))
                continue;
            w = std::max({w, cell.horizontalAdvance(r.cells[c].text), note.horizontalAdvance(r.cells[c].note)});
        }
        colW[c] = std::max(kMinColumn, w + 2 * kCellPadX);
    }
    const bool hidden = m.hiddenKeys > 0;
    qreal hiddenW = 0;
    if (hidden) {
        hiddenW = headerHint.horizontalAdvance(m.hiddenHeader);
        for (const StageRow &r : m.rows)
            hiddenW = std::max(hiddenW, cell.horizontalAdvance(r.hiddenCell));
        hiddenW += 2 * kCellPadX;
    }
    qreal sumW = 0;
    for (const StageRow &r : m.rows)
        sumW = std::max(sumW, sum.horizontalAdvance(r.sum));
    if (sumW > 0)
        sumW += 2 * kCellPadX;

    std::vector<qreal> colX(nCols);
    qreal x = kMargin + labelColumn;
    for (int c = 0; c < nCols; ++c) {
        colX[c] = x;
        x += colW[c];
    }
    const qreal hiddenX = x;
    x += hiddenW;
    const qreal sumX = x;
    const qreal tableRight = sumX + sumW;
    const qreal keysLeft = kMargin + labelColumn;

    // Header: token, "key N", and the block reason in red.
    qreal y = top;
    const qreal tokenH = header.height() + 8, indexH = headerHint.height() + 6, reasonH = reason.height() + 6;
    const qreal headerH = tokenH + indexH + (anyReason ? reasonH : 0) + 4;
    for (int c = 0; c < nCols; ++c) {
        const BreakdownColumn &col = m.columns[c];
        const QRectF whole(colX[c], y, colW[c], headerH);
        if (!col.reason.isEmpty())
            m_boxes.push_back(BoxItem{whole, kBlockedFill, QColor(), true});
        if (col.key == m_model.expandedKey)
            m_boxes.push_back(BoxItem{whole, kExpandedFill, QColor(), false});
        addText(QRectF(colX[c], y, colW[c], tokenH), tokens[c], Style::Header, Qt::AlignCenter);
        addText(QRectF(colX[c], y + tokenH, colW[c], indexH), col.index, Style::HeaderHint, Qt::AlignCenter, kGrey);
        if (!col.reason.isEmpty())
            addText(QRectF(colX[c], y + tokenH + indexH, colW[c], reasonH), col.reason, Style::Reason,
                    Qt::AlignCenter, kWrong);
        m_headers.emplace_back(col.key, whole);
    }
    if (hidden)
        addText(QRectF(hiddenX, y, hiddenW, tokenH + indexH), m.hiddenHeader, Style::HeaderHint, Qt::AlignCenter,
                kGrey);
    y += headerH;
    m_lines.push_back(LineItem{QLineF(kMargin, y, tableRight, y), kInk});

    for (const StageRow &r : m.rows) {
        if (!r.section.isEmpty()) {
            const qreal h = section.height() + 16;
            const qreal w = std::max(tableRight - kMargin, section.horizontalAdvance(r.section) + 8);
            addText(QRectF(kMargin, y + 6, w, h - 6), r.section, Style::Section,
                    Qt::AlignLeft | Qt::AlignVCenter, r.wrong ? kWrong : kGrey);
            y += h;
            m_lines.push_back(LineItem{QLineF(kMargin, y, tableRight, y), kRule});
        }
        bool hasBars = false, hasNotes = false;
        for (const StageCell &c : r.cells) {
            hasBars = hasBars || c.hasBar;
            hasNotes = hasNotes || !c.note.isEmpty();
        }
        const qreal secondLine = hasBars ? kBarLine : hasNotes ? kNoteLine : 0;
        const qreal rowH = kRowPad + kNumberLine + secondLine + kRowPad;
        const QRectF rowRect(kMargin, y, tableRight - kMargin, rowH);
        if (r.wrong)
            m_boxes.push_back(BoxItem{rowRect, kWrongFill, QColor(), false});
        const QColor ink = r.wrong ? kWrong : kInk;

        const qreal textY = y + kRowPad;
        addText(QRectF(kMargin + kCellPadX, textY, labelW + 4, kNumberLine), r.label,
                r.wrong ? Style::Wrong : Style::Label, Qt::AlignLeft | Qt::AlignVCenter, ink);
        addText(QRectF(kMargin + kCellPadX + labelW + 12, textY, hintW + 4, kNumberLine), r.hint, Style::Hint,
                Qt::AlignLeft | Qt::AlignVCenter, r.wrong ? kWrong : kGrey);

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

        for (int c = 0; c < nCols && c < int(r.cells.size()); ++c) {
            const StageCell &sc = r.cells[c];
            const QRectF cellRect(colX[c], y, colW[c], rowH);
            m_cells.push_back(CellPlace{r.stage, m.columns[c].key, cellRect});
            if (sc.blocked && !r.wrong)
                m_boxes.push_back(BoxItem{cellRect, kBlockedFill, QColor(), !isVectorStage(r.stage)});
            if (sc.problem)
                m_boxes.push_back(BoxItem{cellRect, kProblemFill, QColor(), false});
            if (r.stage == Stage::Score && m.columns[c].key == m.expandedKey)
                m_boxes.push_back(BoxItem{cellRect.adjusted(2, 2, -2, -2), kExpandedFill, kExpandedBorder, false});
            const QColor textColor = sc.problem ? kWrong : ink;
            addText(QRectF(colX[c], textY, colW[c], kNumberLine), sc.text, Style::Cell, Qt::AlignCenter, textColor);
            if (!sc.note.isEmpty()) {
                addText(QRectF(colX[c], textY + kNumberLine, colW[c], kNoteLine), sc.note, Style::CellNote,
                        Qt::AlignCenter, sc.problem || sc.blocked ? kWrong : kGrey);
            } else if (sc.hasBar && scale > 0) {
                const double frac = std::clamp(sc.bar / scale, -1.0, 1.0);
                const qreal len = std::abs(frac) * (signedRow ? barH / 2 : barH);
                const qreal bw = std::min<qreal>(40, colW[c] - 2 * kCellPadX);
                const qreal bx = colX[c] + (colW[c] - bw) / 2;
                const QRectF bar = frac >= 0 ? QRectF(bx, baseline - len, bw, len) : QRectF(bx, baseline, bw, len);
                m_bars.push_back(BoxItem{bar, barColor(r.stage, sc.bar), QColor(), false});
                anyBar = true;
            }
        }
        if (anyBar) // the chart's zero line, across the key columns
            m_lines.push_back(LineItem{QLineF(keysLeft, baseline, hiddenX, baseline), kRule});
        if (hidden)
            addText(QRectF(hiddenX, textY, hiddenW, kNumberLine), r.hiddenCell, Style::Cell, Qt::AlignCenter, kGrey);
        addText(QRectF(sumX + kCellPadX, textY, sumW - kCellPadX, kNumberLine), r.sum, Style::Sum,
                Qt::AlignLeft | Qt::AlignVCenter, r.sumProblem ? kWrong : ink);
        m_rowRects.emplace_back(r.stage, rowRect);
        y += rowH;
        m_lines.push_back(LineItem{QLineF(kMargin, y, tableRight, y), kRule});
    }
    // Column rules: labels | keys | (hidden) | Σ.
    m_lines.push_back(LineItem{QLineF(keysLeft, top, keysLeft, y), kRule});
    if (hidden)
        m_lines.push_back(LineItem{QLineF(hiddenX, top, hiddenX, y), kRule});
    if (sumW > 0)
        m_lines.push_back(LineItem{QLineF(sumX, top, sumX, y), kRule});
    return y;
}

qreal BreakdownPainter::layoutBelow(qreal top, qreal width)
{
    const BreakdownModel &m = m_model;
    qreal y = top;
    if (m.fullyMasked) {
        const qreal pad = 14;
        const qreal bottom = addWrapped(m.fullyMaskedMessage, Style::Message, kMargin + pad, y + pad, width - 2 * pad,
                                        kInk);
        m_boxes.push_back(BoxItem{QRectF(kMargin, y, width, bottom - y + pad), kMessageFill, kMessageBorder, false});
        y = bottom + pad + 18;
    }

    const QFontMetricsF section(font(Style::Section));
    addText(QRectF(kMargin, y, width, section.height() + 8), m.weightedSumHeading, Style::Section,
            Qt::AlignLeft | Qt::AlignVCenter, kGrey);
    y += section.height() + 12;
    if (!m.weightedSumTerms.isEmpty()) {
        y = addFlow(m.weightedSumTerms, QString(), QStringLiteral(" + "), Style::Body, kMargin, y, width);
        if (!m.productTerms.isEmpty())
            y = addFlow(m.productTerms, QStringLiteral("= "), QStringLiteral(" + "), Style::Body, kMargin, y, width);
    }
    y = addFlow({m.output}, QStringLiteral("= "), QString(), Style::BodyBold, kMargin, y, width);
    y = addFlow({m.weightsSum}, QString(), QString(), Style::Body, kMargin, y, width);

    if (!m.dotProduct.isEmpty()) {
        y += 14;
        const qreal pad = 10;
        const qreal bottom = addWrapped(m.dotProduct, Style::BodyBold, kMargin + pad, y + pad, width - 2 * pad, kInk);
        m_boxes.push_back(BoxItem{QRectF(kMargin, y, width, bottom - y + pad), kExpandedFill, kExpandedBorder, false});
        y = bottom + pad;
        if (m_options.interactive)
            y = addWrapped(QStringLiteral("Click the score again to close it."), Style::Note, kMargin, y + 4, width,
                           kGrey);
    } else if (m_options.interactive) {
        y = addWrapped(QStringLiteral("Click a score (q·kⱼ) to open its dot product term by term."), Style::Note,
                       kMargin, y + 10, width, kGrey);
    }

    y += 8;
    for (const QString &n : m.notes)
        y = addWrapped(n, Style::Note, kMargin, y + 6, width, kGrey);
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
        if (b.hatch) {
            p.setPen(Qt::NoPen);
            p.setBrush(QBrush(kHatch, Qt::BDiagPattern));
            p.drawRect(b.rect);
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
    for (const auto &[s, rect] : m_rowRects)
        if (s == stage)
            return textsIn(rect, Style::Sum).value(0);
    return {};
}

QStringList BreakdownPainter::drawnHeader(int key) const
{
    for (const auto &[k, rect] : m_headers)
        if (k == key)
            return textsIn(rect);
    return {};
}

bool exportBreakdown(const QString &path, const BreakdownData &data, const BreakdownOptions &options, QSizeF size,
                     double pixelRatio, QString *error)
{
    const BreakdownPainter painter(data, options);
    ExportOptions o;
    o.size = size.isEmpty() ? painter.preferredSize() : size;
    o.pixelRatio = pixelRatio;
    o.title = painter.model().title;
    return exportImage(path, [&painter](QPainter &p, const QRectF &area) { painter.paint(p, area); }, o, error);
}

} // namespace attn
