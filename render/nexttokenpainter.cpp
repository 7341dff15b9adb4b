// The next-token panel's painter: title, the token row, one bar (or a before/after pair) per
// candidate. See nexttokenpainter.h.
#include "nexttokenpainter.h"
#include "render/notation.h"
#include "render/rendertext.h"

#include "modelviewpainter.h"
#include "paintparts.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace attn {

namespace {

    QString percent(double p)
    {
        // Two significant digits below 10 %, so a small probability that moved still shows it:
        // "0.0052 %" rather than "0.01 %"; below 0.0001 % the digits stop.
        const double v = p * 100;
        if (v < 5e-5)
            return v <= 0 ? QStringLiteral("0\u00a0%") : drawnNumber(QStringLiteral("<0.0001\u00a0%"));
        const int decimals = v >= 9.95 ? 1 : std::clamp(1 - int(std::floor(std::log10(v))), 1, 4);
        return QStringLiteral("%1\u00a0%").arg(drawnNumber(QString::number(v, 'f', decimals)));
    }

} // namespace

bool NextTokenData::hasAfter() const
{
    return std::any_of(rows.begin(), rows.end(), [](const NextTokenRow &r) { return r.after.has_value(); });
}

QString NextTokenPainter::title() const
{
    if (!m_data.isValid())
        return ModelText::tr("Next token");
    return ModelText::tr("Next token after “%1” (token %2 of %3)")
        .arg(shownToken(m_data.tokens.at(m_data.position)))
        .arg(m_data.position + 1)
        .arg(m_data.tokens.size());
}

NextTokenPainter::Layout NextTokenPainter::layout(const QRectF &area) const
{
    Layout l;
    const double base
        = std::clamp(std::min(area.width() / 28.0, area.height() / 22.0), 9.0, 17.0) * m_options.textScale;
    l.font = paint::makeFont(base);
    l.titleFont = paint::makeFont(base * 1.15, true);
    const QFontMetricsF fm(l.font);
    const double line = fm.height() * 1.35;
    const double margin = base * 0.7;
    const QRectF inner = area.adjusted(margin, margin, -margin, -margin);
    l.titleRect = QRectF(inner.left(), inner.top(), inner.width(), line * 1.1);
    l.changeRect = QRectF(inner.left(), l.titleRect.bottom(), inner.width(), line);
    l.tokenRowRect = QRectF(inner.left(), l.changeRect.bottom() + base * 0.2, inner.width(), line * 1.1);
    l.barsRect = QRectF(inner.left(), l.tokenRowRect.bottom() + base * 0.6, inner.width(),
                        std::max(0.0, inner.bottom() - l.tokenRowRect.bottom() - base * 0.6));
    layoutTokenRow(l);

    // Labels as wide as the widest token (within a third of the width), numbers as "99.9 % → 99.9 %".
    double widest = fm.horizontalAdvance(QStringLiteral("MMMM"));
    for (const NextTokenRow &r : m_data.rows)
        widest = std::max(widest, fm.horizontalAdvance(shownToken(r.token) + ModelText::tr("  new")));
    l.labelWidth = std::min(widest + base, inner.width() / 3);
    l.valueWidth = fm.horizontalAdvance(m_data.hasAfter() ? QStringLiteral("0.0000 % → 0.0000 %")
                                                          : QStringLiteral("0.0000 %"))
        + base;
    const int n = static_cast<int>(m_data.rows.size());
    if (n > 0) {
        const double rowH = std::min(l.barsRect.height() / n, line * (m_data.hasAfter() ? 1.9 : 1.4));
        for (int k = 0; k < n; ++k)
            l.rowRects.emplace_back(l.barsRect.left(), l.barsRect.top() + k * rowH, l.barsRect.width(), rowH);
    }
    return l;
}

void NextTokenPainter::layoutTokenRow(Layout &l) const
{
    const QFontMetricsF fm(l.font);
    const int T = static_cast<int>(m_data.tokens.size());
    l.tokenRects.assign(std::size_t(T), QRectF());
    if (!m_data.isValid())
        return;
    const double pad = fm.height() * 0.35;
    auto width = [&](int i) { return fm.horizontalAdvance(shownToken(m_data.tokens.at(i))) + 2 * pad; };
    // The chosen position and as many tokens around it as fit, the later ones first (the row
    // reads up to the token predicted after).
    int first = m_data.position, last = m_data.position;
    double used = width(first);
    for (bool grew = true; grew;) {
        grew = false;
        if (last + 1 < T && used + width(last + 1) + pad <= l.tokenRowRect.width()) {
            used += width(++last) + pad;
            grew = true;
        }
        if (first > 0 && used + width(first - 1) + pad <= l.tokenRowRect.width()) {
            used += width(--first) + pad;
            grew = true;
        }
    }
    double x = l.tokenRowRect.left();
    for (int i = first; i <= last; ++i) {
        l.tokenRects[std::size_t(i)] = QRectF(x, l.tokenRowRect.top(), width(i), l.tokenRowRect.height());
        x += width(i) + pad;
    }
}

int NextTokenPainter::tokenAt(const QRectF &area, const QPointF &p) const
{
    const Layout l = layout(area);
    for (std::size_t i = 0; i < l.tokenRects.size(); ++i)
        if (!l.tokenRects[i].isEmpty() && l.tokenRects[i].contains(p))
            return static_cast<int>(i);
    return -1;
}

void NextTokenPainter::paint(QPainter &p, const QRectF &area) const
{
    p.save();
    p.fillRect(area, m_options.theme.background);
    const Layout l = layout(area);
    const Theme &t = m_options.theme;
    p.setPen(t.text);
    p.setFont(l.titleFont);
    p.drawText(l.titleRect, Qt::AlignLeft | Qt::AlignVCenter,
               p.fontMetrics().elidedText(title(), Qt::ElideRight, int(l.titleRect.width())));
    p.setFont(l.font);
    p.setPen(m_data.change.isEmpty() ? t.mutedText : t.text);
    const QString change = m_data.change.isEmpty()
        ? ModelText::tr("Nothing changed · click a token to predict after it")
        : ModelText::tr("Before → after: %1%2")
              .arg(m_data.change, m_data.running ? ModelText::tr(" · running…") : QString());
    p.drawText(l.changeRect, Qt::AlignLeft | Qt::AlignVCenter,
               p.fontMetrics().elidedText(change, Qt::ElideRight, int(l.changeRect.width())));
    drawTokenRow(p, l);
    double scale = 1e-12;
    for (const NextTokenRow &r : m_data.rows)
        scale = std::max({ scale, r.before, r.after.value_or(0.0) });
    for (std::size_t k = 0; k < m_data.rows.size() && k < l.rowRects.size(); ++k)
        drawRow(p, l, m_data.rows[k], l.rowRects[k], scale);
    p.restore();
}

void NextTokenPainter::drawTokenRow(QPainter &p, const Layout &l) const
{
    const Theme &t = m_options.theme;
    p.setFont(l.font);
    for (std::size_t i = 0; i < l.tokenRects.size(); ++i) {
        const QRectF r = l.tokenRects[i];
        if (r.isEmpty())
            continue;
        const bool chosen = static_cast<int>(i) == m_data.position;
        QPen frame(chosen ? t.highlightBorder : t.rule);
        frame.setWidthF((chosen ? 2.0 : 1.0) * t.ruleWidth);
        p.setPen(frame);
        p.setBrush(chosen ? t.select : t.panel);
        p.drawRoundedRect(r.adjusted(0.5, 0.5, -0.5, -0.5), 3, 3);
        p.setPen(chosen ? t.selectText : t.text);
        p.drawText(r, Qt::AlignCenter, shownToken(m_data.tokens.at(int(i))));
    }
}

void NextTokenPainter::drawRow(QPainter &p, const Layout &l, const NextTokenRow &row, const QRectF &r,
                               double scale) const
{
    const Theme &t = m_options.theme;
    const QRectF label(r.left(), r.top(), l.labelWidth, r.height());
    const QRectF value(r.right() - l.valueWidth, r.top(), l.valueWidth, r.height());
    const QRectF track(label.right(), r.top() + r.height() * 0.12, value.left() - label.right() - 4,
                       r.height() * 0.76);
    p.setFont(l.font);
    p.setPen(t.text);
    const QString name = shownToken(row.token) + (row.entered ? ModelText::tr("  new") : QString());
    p.drawText(
        label.adjusted(0, 0, -l.font.pixelSize() * 0.5, 0), Qt::AlignRight | Qt::AlignVCenter,
        p.fontMetrics().elidedText(name, Qt::ElideMiddle, int(label.width() - l.font.pixelSize() * 0.5)));
    auto bar = [&](const QRectF &lane, double probability, const QColor &colour) {
        const double w = std::max(1.0, track.width() * probability / scale);
        p.fillRect(QRectF(lane.left(), lane.top(), w, lane.height()), colour);
    };
    QString number = percent(row.before);
    if (!m_data.hasAfter()) {
        bar(track, row.before, t.accent1);
    } else {
        // Before above in a muted colour, after below coloured by the change.
        const double half = track.height() / 2;
        QColor muted = t.mutedText;
        muted.setAlphaF(0.45);
        bar(QRectF(track.left(), track.top(), track.width(), half - 1), row.before, muted);
        const double after = row.after.value_or(0.0);
        const QColor changed
            = after > row.before ? t.positive : (after < row.before ? t.negative : t.mutedText);
        bar(QRectF(track.left(), track.top() + half, track.width(), half), after, changed);
        number = QStringLiteral("%1 → %2").arg(percent(row.before), percent(after));
    }
    p.setPen(t.text);
    p.drawText(value, Qt::AlignRight | Qt::AlignVCenter, number);
}

} // namespace attn
