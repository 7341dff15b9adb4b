#include "flowlayout.h"

#include <QSpacerItem>
#include <QStyle>
#include <QWidget>

#include <algorithm>

namespace attn {

FlowLayout::FlowLayout(QWidget *parent, int spacing)
    : QLayout(parent)
    , m_spacing(spacing)
{
    setContentsMargins(0, 0, 0, 0);
}

FlowLayout::~FlowLayout()
{
    while (QLayoutItem *item = takeAt(0))
        delete item;
}

void FlowLayout::addItem(QLayoutItem *item)
{
    m_items.append(item);
}

QLayoutItem *FlowLayout::takeAt(int index)
{
    return index >= 0 && index < m_items.size() ? m_items.takeAt(index) : nullptr;
}

void FlowLayout::addGap(int width)
{
    addItem(new QSpacerItem(width, 1, QSizePolicy::Fixed, QSizePolicy::Minimum));
}

int FlowLayout::gap() const
{
    if (m_spacing >= 0)
        return m_spacing;
    const QWidget *w = parentWidget();
    return w ? w->style()->pixelMetric(QStyle::PM_LayoutHorizontalSpacing, nullptr, w) : 6;
}

int FlowLayout::heightForWidth(int width) const
{
    return arrange(QRect(0, 0, width, 0), false);
}

QSize FlowLayout::minimumSize() const
{
    // As narrow as the widest single item: everything else wraps.
    QSize size;
    for (const QLayoutItem *item : m_items)
        size = size.expandedTo(item->minimumSize());
    const QMargins m = contentsMargins();
    return size + QSize(m.left() + m.right(), m.top() + m.bottom());
}

QSize FlowLayout::sizeHint() const
{
    // One line when there is room for it.
    int w = 0, h = 0;
    for (const QLayoutItem *item : m_items) {
        w += item->sizeHint().width() + gap();
        h = std::max(h, item->sizeHint().height());
    }
    const QMargins m = contentsMargins();
    return QSize(w + m.left() + m.right(), h + m.top() + m.bottom());
}

void FlowLayout::setGeometry(const QRect &rect)
{
    QLayout::setGeometry(rect);
    arrange(rect, true);
}

int FlowLayout::arrange(const QRect &rect, bool apply, bool hiddenToo) const
{
    const QMargins m = contentsMargins();
    const QRect area = rect.adjusted(m.left(), m.top(), -m.right(), -m.bottom());
    int x = area.x(), y = area.y(), lineHeight = 0;
    // Items of a line are centred vertically on it, so a check box and a spin box line up.
    // An item wider than the row gets the row's width, never more (it would reach under the next).
    QList<QPair<QLayoutItem *, QRect>> line;
    auto flush = [&] {
        if (apply)
            for (const auto &[item, r] : line)
                item->setGeometry(r.translated(0, (lineHeight - r.height()) / 2));
        line.clear();
    };
    for (QLayoutItem *item : m_items) {
        if (item->isEmpty() && !(hiddenToo && item->widget()))
            continue;
        const QSize own = item->isEmpty() ? item->widget()->sizeHint() : item->sizeHint(); // hidden: 0×0
        const QSize hint = own.boundedTo(QSize(area.width(), QWIDGETSIZE_MAX));
        const bool spacer = item->spacerItem() != nullptr;
        if (x > area.x() && x + hint.width() > area.right() + 1) {
            flush();
            y += lineHeight + gap();
            x = area.x();
            lineHeight = 0;
            if (spacer)
                continue; // a gap at the start of a line is no gap
        }
        line.append({ item, QRect(QPoint(x, y), hint) });
        x += hint.width() + gap();
        lineHeight = std::max(lineHeight, hint.height());
    }
    flush();
    return y + lineHeight - rect.y() + m.bottom();
}

} // namespace attn
