#include "attributionpainter.h"
#include "render/rendertext.h"

#include "modelviewpainter.h" // shownToken
#include "notation.h"
#include "paintparts.h"

#include <QObject>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace attn {

QString attributionSourceName(const QString &coreName)
{
    if (coreName == QLatin1String("embed"))
        return QObject::tr("token embedding");
    if (coreName == QLatin1String("pos"))
        return QObject::tr("position embedding");
    if (coreName == QLatin1String("bias"))
        return QObject::tr("biases (β, b_Q, b_K)");
    // L{l}.H{h}, L{l}.attn_bias, L{l}.mlp: the layer (and head) from 1
    const QStringList parts = coreName.split(QLatin1Char('.'));
    if (parts.size() != 2 || !parts[0].startsWith(QLatin1Char('L')))
        return coreName;
    const int layer = parts[0].mid(1).toInt() + 1;
    if (parts[1] == QLatin1String("mlp"))
        return QObject::tr("L%1 MLP").arg(layer);
    if (parts[1] == QLatin1String("attn_bias"))
        return QObject::tr("L%1 W_O bias").arg(layer);
    if (parts[1].startsWith(QLatin1Char('H')))
        return QObject::tr("L%1 H%2").arg(layer).arg(parts[1].mid(1).toInt() + 1);
    return coreName;
}

namespace {

    // Entries by |value|, the first `keep` kept and the rest summed into one "the other N …" entry.
    std::vector<AttributionPainter::Entry> biggestEntries(std::vector<AttributionPainter::Entry> all, int keep,
                                                   const QString &restLabel)
    {
        std::stable_sort(all.begin(), all.end(),
                         [](const auto &a, const auto &b) { return std::abs(a.value) > std::abs(b.value); });
        if (int(all.size()) <= keep + 1)
            return all;
        AttributionPainter::Entry rest { restLabel.arg(all.size() - std::size_t(keep)), 0 };
        for (std::size_t k = std::size_t(keep); k < all.size(); ++k)
            rest.value += all[k].value;
        all.resize(std::size_t(keep));
        all.push_back(rest);
        return all;
    }

    QString scoreText(double v)
    {
        const int decimals = std::abs(v) >= 100 ? 1 : std::abs(v) >= 1 ? 2 : 3;
        // No "−0.000": a value that rounds to zero is zero.
        return drawnNumber(
            QString::number(std::abs(v) < 0.5 * std::pow(10.0, -decimals) ? 0.0 : v, 'f', decimals));
    }

    // How the signed bars are drawn: their common scale, the row height, the numbers' width.
    struct BarScale {
        double most = 1, lh = 10, valueWidth = 60, score = 0;
        const Theme *theme = nullptr;
    };

    // A signed bar and its number (and its share of the score) in `box`, the bar's zero in its middle.
    void drawSignedBar(QPainter &p, const QRectF &box, double value, const BarScale &s)
    {
        const Theme &theme = *s.theme;
        const double barWidth = std::max(8.0, box.width() - s.valueWidth - 6);
        const double zero = box.left() + barWidth / 2, w = barWidth / 2 * std::abs(value) / s.most;
        p.fillRect(value >= 0 ? QRectF(zero, box.top() + s.lh * 0.2, w, s.lh * 0.6)
                              : QRectF(zero - w, box.top() + s.lh * 0.2, w, s.lh * 0.6),
                   value >= 0 ? theme.positive : theme.negative);
        p.setPen(QPen(theme.rule, theme.ruleWidth));
        p.drawLine(QPointF(zero, box.top()), QPointF(zero, box.bottom()));
        p.setPen(theme.text);
        const QString share = s.score != 0 && std::abs(value / s.score) >= 0.005
            ? QStringLiteral("  (%1 %)").arg(std::round(100 * value / s.score))
            : QString();
        p.drawText(QRectF(box.left() + barWidth + 6, box.top(), s.valueWidth, box.height()),
                   Qt::AlignLeft | Qt::AlignVCenter, scoreText(value) + share);
    }

} // namespace

std::vector<AttributionPainter::Entry> AttributionPainter::sideEntries(bool queries) const
{
    std::vector<Entry> all;
    if (!m_data.isValid())
        return all;
    const RowVector totals = queries ? RowVector(m_data.matrix.rowwise().sum().transpose())
                                     : RowVector(m_data.matrix.colwise().sum());
    for (Eigen::Index s = 0; s < totals.size(); ++s)
        all.push_back({ attributionSourceName(m_data.sources[s]), totals[s], queries ? int(s) : -1,
                        queries ? -1 : int(s) });
    return biggestEntries(std::move(all), m_options.bars, QObject::tr("the other %1 sources"));
}

std::vector<AttributionPainter::Entry> AttributionPainter::querySide() const
{
    return sideEntries(true);
}

std::vector<AttributionPainter::Entry> AttributionPainter::keySide() const
{
    return sideEntries(false);
}

std::vector<AttributionPainter::Entry> AttributionPainter::terms() const
{
    if (!m_data.isValid())
        return {};
    // The biggest terms by index first, names only for those listed: a model of 32 layers × 32
    // heads has a million terms, and this runs on every paint.
    const Matrix &m = m_data.matrix;
    std::vector<Eigen::Index> order(std::size_t(m.size()));
    for (std::size_t k = 0; k < order.size(); ++k)
        order[k] = Eigen::Index(k);
    const std::size_t keep = std::min(order.size(), std::size_t(std::max(0, m_options.terms)));
    const bool restAlone = order.size() == keep + 1; // one term left: listed, not summed
    const std::size_t listed = restAlone ? order.size() : keep;
    const double *v = m.data(); // row-major: index k is (k / S, k % S)
    std::partial_sort(order.begin(), order.begin() + std::ptrdiff_t(listed), order.end(), [v](Eigen::Index a, Eigen::Index b) {
        return std::abs(v[a]) > std::abs(v[b]) || (std::abs(v[a]) == std::abs(v[b]) && a < b);
    });
    std::vector<Entry> out;
    for (std::size_t k = 0; k < listed; ++k) {
        const int r = int(order[k] / m.cols()), c = int(order[k] % m.cols());
        out.push_back({ QObject::tr("%1 × %2")
                            .arg(attributionSourceName(m_data.sources[r]), attributionSourceName(m_data.sources[c])),
                        v[order[k]], r, c });
    }
    if (listed < order.size()) {
        Entry rest { QObject::tr("the other %1 terms").arg(order.size() - listed), 0 };
        for (std::size_t k = listed; k < order.size(); ++k)
            rest.value += v[order[k]];
        out.push_back(rest);
    }
    return out;
}

QString AttributionPainter::title() const
{
    if (!m_data.isValid())
        return QObject::tr("Why this score");
    return QObject::tr("Layer %1 Head %2 · query %3 “%4” → key %5 “%6”")
        .arg(m_data.layer + 1)
        .arg(m_data.head + 1)
        .arg(m_data.query + 1)
        .arg(shownToken(m_data.queryToken))
        .arg(m_data.key + 1)
        .arg(shownToken(m_data.keyToken));
}

QString AttributionPainter::csv() const
{
    if (!m_data.isValid())
        return {};
    // RFC 4180, as the workbench's other tables: every name quoted, CRLF line ends.
    auto quoted = [](const QString &s) { return QLatin1Char('"') + QString(s).replace(QLatin1Char('"'), QStringLiteral("\"\"")) + QLatin1Char('"'); };
    QStringList lines;
    QStringList header { quoted(QStringLiteral("query side \\ key side")) };
    for (const QString &s : m_data.sources)
        header << quoted(s);
    lines << header.join(QLatin1Char(','));
    for (Eigen::Index r = 0; r < m_data.matrix.rows(); ++r) {
        QStringList row { quoted(m_data.sources[r]) };
        for (Eigen::Index c = 0; c < m_data.matrix.cols(); ++c)
            row << roundTripText(m_data.matrix(r, c));
        lines << row.join(QLatin1Char(','));
    }
    lines << QStringLiteral("score,%1").arg(roundTripText(m_data.score));
    lines << QStringLiteral("sum,%1").arg(roundTripText(m_data.matrix.sum()));
    return lines.join(QStringLiteral("\r\n")) + QStringLiteral("\r\n");
}

void AttributionPainter::paintHint(QPainter &p, const QRectF &r) const
{
    p.setFont(makeFont(14 * m_options.textScale));
    p.setPen(m_options.theme.mutedText);
    p.drawText(r, Qt::AlignCenter | Qt::TextWordWrap,
               QObject::tr("Click a cell of the head's map (a query's row, a key's column) to see why it "
                           "scored what it did."));
}

void AttributionPainter::paint(QPainter &p, const QRectF &area) const
{
    const Theme &theme = m_options.theme;
    p.fillRect(area, theme.background);
    const QRectF r = area.adjusted(10, 8, -10, -8);
    if (!m_data.isValid())
        return paintHint(p, r);
    // Text never below 11 px: when the area is short, fewer sources and terms are listed (the
    // rest summed), not smaller ones.
    const double px = std::clamp(r.height() / 24.0, 11.0, 16.0) * m_options.textScale;
    const double lh = px * 1.45;
    const int fixedLines = 10; // title, score, two headers, gaps, the sum, the note (2–3)
    const int rowsFree = std::max(4, int(r.height() / lh) - fixedLines);
    AttributionPainter fitted = *this;
    fitted.m_options.bars = std::clamp(rowsFree * 2 / 5, 2, m_options.bars);
    fitted.m_options.terms = std::clamp(rowsFree - fitted.m_options.bars - 2, 2, m_options.terms); // each list adds "the other …"
    const std::vector<Entry> ts = fitted.terms();
    // The sources: one row each, the query side's total and the key side's beside each other,
    // the largest either way first.
    const RowVector qTotals = m_data.matrix.rowwise().sum().transpose();
    const RowVector kTotals = m_data.matrix.colwise().sum();
    std::vector<int> order(std::size_t(qTotals.size()));
    for (std::size_t s = 0; s < order.size(); ++s)
        order[s] = int(s);
    auto size = [&](int s) { return std::max(std::abs(qTotals[s]), std::abs(kTotals[s])); };
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return size(a) > size(b); });
    const int shownSources = std::min<int>(int(order.size()), fitted.m_options.bars);

    const QFont font = makeFont(px), bold = makeFont(px * 1.08, true), small = makeFont(px * 0.92);
    const QFontMetricsF fm(font);
    double y = r.top();
    p.setPen(theme.text);
    p.setFont(bold);
    p.drawText(QRectF(r.left(), y, r.width(), lh), Qt::AlignLeft | Qt::AlignVCenter,
               QFontMetricsF(bold).elidedText(title(), Qt::ElideRight, r.width()));
    y += lh;
    p.setFont(font);
    p.drawText(QRectF(r.left(), y, r.width(), lh), Qt::AlignLeft | Qt::AlignVCenter,
               fm.elidedText(QObject::tr("score q·k = %1 (raw, before the scale): the sum of every term")
                                 .arg(scoreText(m_data.score)),
                             Qt::ElideRight, r.width()));
    y += lh * 1.25;

    double most = std::abs(m_data.score);
    for (Eigen::Index s = 0; s < qTotals.size(); ++s)
        most = std::max({ most, std::abs(qTotals[s]), std::abs(kTotals[s]) });
    for (const Entry &e : ts)
        most = std::max(most, std::abs(e.value));
    most = most > 0 ? most : 1;
    const double valueWidth = fm.horizontalAdvance(QStringLiteral("−000.0  (−00 %)"));
    const BarScale scale { most, lh, valueWidth, m_data.score, &theme };
    auto bar = [&](const QRectF &box, double value) { drawSignedBar(p, box, value, scale); };

    // 1. the sources: name | query side | key side
    const double nameW
        = std::min(r.width() * 0.38, fm.horizontalAdvance(ModelText::tr("position embedding")) + 8);
    const double colW = (r.width() - nameW - 12) / 2;
    p.setFont(bold);
    p.setPen(theme.mutedText);
    p.drawText(QRectF(r.left(), y, nameW, lh), Qt::AlignRight | Qt::AlignVCenter, QObject::tr("source"));
    p.drawText(QRectF(r.left() + nameW + 6, y, colW, lh), Qt::AlignLeft | Qt::AlignVCenter,
               QObject::tr("in the query"));
    p.drawText(QRectF(r.left() + nameW + 12 + colW, y, colW, lh), Qt::AlignLeft | Qt::AlignVCenter,
               QObject::tr("in the key"));
    y += lh;
    p.setFont(font);
    double restQ = 0, restK = 0;
    for (std::size_t k = shownSources; k < order.size(); ++k) {
        restQ += qTotals[order[k]];
        restK += kTotals[order[k]];
    }
    auto sourceRow = [&](const QString &name, double q, double k) {
        p.setPen(theme.text);
        p.drawText(QRectF(r.left(), y, nameW, lh), Qt::AlignRight | Qt::AlignVCenter,
                   fm.elidedText(name, Qt::ElideMiddle, nameW));
        bar(QRectF(r.left() + nameW + 6, y, colW, lh), q);
        bar(QRectF(r.left() + nameW + 12 + colW, y, colW, lh), k);
        y += lh;
    };
    for (int k = 0; k < shownSources; ++k)
        sourceRow(attributionSourceName(m_data.sources[order[std::size_t(k)]]), qTotals[order[std::size_t(k)]],
                  kTotals[order[std::size_t(k)]]);
    if (shownSources < int(order.size()))
        sourceRow(QObject::tr("the other %1").arg(order.size() - std::size_t(shownSources)), restQ, restK);
    y += lh * 0.35;

    // 2. the biggest terms: query source × key source
    p.setFont(bold);
    p.setPen(theme.mutedText);
    p.drawText(QRectF(r.left(), y, r.width(), lh), Qt::AlignLeft | Qt::AlignVCenter,
               QObject::tr("The biggest terms: query source × key source"));
    y += lh;
    p.setFont(font);
    const double termW
        = std::min(r.width() * 0.48, fm.horizontalAdvance(ModelText::tr("token embedding × L12 H12")) + 8);
    for (const Entry &e : ts) {
        p.setPen(theme.text);
        p.drawText(QRectF(r.left(), y, termW, lh), Qt::AlignRight | Qt::AlignVCenter,
                   fm.elidedText(e.label, Qt::ElideMiddle, termW));
        bar(QRectF(r.left() + termW + 6, y, r.width() - termW - 6, lh), e.value);
        y += lh;
    }
    p.setPen(QPen(theme.rule, theme.ruleWidth));
    p.drawLine(QPointF(r.left() + termW * 0.5, y + 1), QPointF(r.right(), y + 1));
    p.setPen(theme.text);
    p.setFont(bold);
    p.drawText(QRectF(r.left(), y, r.width(), lh), Qt::AlignLeft | Qt::AlignVCenter,
               QObject::tr("sum of every term = %1 = the score").arg(scoreText(m_data.matrix.sum())));
    y += lh * 1.1;

    paintNote(p, QRectF(r.left(), y, r.width(), r.bottom() - y), small);
}

void AttributionPainter::paintNote(QPainter &p, const QRectF &room, const QFont &small) const
{
    // Wrapped when it fits, else one line cut short: never clipped half-way through a line.
    p.setFont(small);
    p.setPen(m_options.theme.mutedText);
    const QString note = QObject::tr("Each entry is a share of the score with every norm's scale frozen at its value on "
                                     "this input — not what removing that source would change.");
    const QFontMetricsF sm(small);
    if (sm.boundingRect(room, Qt::AlignLeft | Qt::TextWordWrap, note).height() <= room.height())
        p.drawText(room, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, note);
    else if (room.height() >= sm.height())
        p.drawText(room, Qt::AlignLeft | Qt::AlignTop, sm.elidedText(note, Qt::ElideRight, room.width()));
}

} // namespace attn
