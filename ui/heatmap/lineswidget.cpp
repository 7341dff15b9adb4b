#include "lineswidget.h"

#include "render/drawings.h"
#include "ui/common/areatooltip.h"
#include "ui/common/pictureexport.h"

#include <QApplication>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QMenu>
#include <QPainter>

#include <algorithm>

namespace attn {

LinesWidget::LinesWidget(QWidget *parent)
    : PictureWidget(parent)
{
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
    apply();
}

void LinesWidget::setData(LinesData data)
{
    const int oldT = m_painter.data().tokenCount();
    const int H = data.headCount();
    if (static_cast<int>(m_headOn.size()) != H)
        m_headOn.assign(static_cast<std::size_t>(H), true);
    if (data.tokenCount() != oldT) { // another sentence: the old focus means nothing
        m_pinned = {};
        m_hovered = {};
    }
    m_painter.setData(std::move(data));
    apply();
}

void LinesWidget::setOptions(const LinesOptions &options)
{
    m_base = options;
    apply();
}

void LinesWidget::setTheme(const Theme &theme)
{
    m_base.theme = theme;
    apply();
}

void LinesWidget::setFontSize(double pixels)
{
    m_base.fontSize = std::max(0.0, pixels);
    apply();
}

bool LinesWidget::isHeadVisible(int head) const
{
    return head >= 0 && head < static_cast<int>(m_headOn.size()) && m_headOn[static_cast<std::size_t>(head)];
}

bool LinesWidget::setHeadVisible(int head, bool visible)
{
    if (head < 0 || head >= static_cast<int>(m_headOn.size()))
        return false;
    if (isHeadVisible(head) == visible)
        return true;
    if (!visible && visibleHeads().size() <= 1)
        return false; // a view of no head would be an empty picture
    m_headOn[static_cast<std::size_t>(head)] = visible;
    apply();
    emit headsChanged();
    return true;
}

void LinesWidget::showAllHeads()
{
    if (std::all_of(m_headOn.begin(), m_headOn.end(), [](bool on) { return on; }))
        return;
    std::fill(m_headOn.begin(), m_headOn.end(), true);
    apply();
    emit headsChanged();
}

std::vector<int> LinesWidget::visibleHeads() const
{
    std::vector<int> out;
    for (std::size_t h = 0; h < m_headOn.size(); ++h)
        if (m_headOn[h])
            out.push_back(static_cast<int>(h));
    return out;
}

void LinesWidget::setPinnedFocus(const LinesFocus &focus)
{
    const LinesFocus f = focus.isSet() && focus.index < m_painter.data().tokenCount() ? focus : LinesFocus();
    if (f == m_pinned)
        return;
    m_pinned = f;
    apply();
    emit focusChanged();
}

void LinesWidget::apply()
{
    LinesOptions o = m_base;
    o.heads = visibleHeads();
    o.focus = focus();
    o.reserveNumberRoom = true; // nothing moves under the pointer when a token is hovered
    o.legendListsHiddenHeads = true; // a head that is off can be clicked on again
    m_painter.setOptions(o);
    update();
}

void LinesWidget::setHovered(const LinesFocus &focus)
{
    if (focus == m_hovered)
        return;
    m_hovered = focus;
    apply();
    emit focusChanged();
}

LinesLayout LinesWidget::currentLayout() const
{
    return m_painter.layout(QRectF(rect()));
}

QString LinesWidget::toolTipAt(const QPoint &pos) const
{
    const LinesLayout::Hit h = currentLayout().hitTest(QPointF(pos));
    const QString text = m_painter.describe(h);
    if (text.isEmpty())
        return {};
    switch (h.kind) {
    case LinesLayout::Hit::Head:
        return text
            + (isHeadVisible(h.index) ? tr("\nclick to hide its lines") : tr("\nclick to show its lines"));
    case LinesLayout::Hit::Query:
    case LinesLayout::Hit::Key: {
        const LinesFocus f { h.kind == LinesLayout::Hit::Query ? LinesFocus::Query : LinesFocus::Key,
                             h.index };
        return text
            + (m_pinned == f ? tr("\nclick again to show every line") : tr("\nclick to keep only its lines"));
    }
    case LinesLayout::Hit::None:
        break;
    }
    return text;
}

bool LinesWidget::event(QEvent *e)
{
    const bool tip
        = showAreaToolTip(this, e, [this](const QPoint &pos) { return AreaToolTip { toolTipAt(pos), {} }; });
    return tip || QWidget::event(e);
}

void LinesWidget::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.fillRect(rect(), m_painter.options().theme.background);
    m_painter.paint(p, QRectF(rect()));
}

void LinesWidget::mouseMoveEvent(QMouseEvent *e)
{
    const LinesLayout::Hit h = currentLayout().hitTest(e->position());
    if (h.kind == LinesLayout::Hit::Query)
        setHovered(LinesFocus::query(h.index));
    else if (h.kind == LinesLayout::Hit::Key)
        setHovered(LinesFocus::key(h.index));
    else
        setHovered({});
    setCursor(h.kind == LinesLayout::Hit::None ? Qt::ArrowCursor : Qt::PointingHandCursor);
}

void LinesWidget::mouseReleaseEvent(QMouseEvent *e)
{
    if (e->button() != Qt::LeftButton) {
        QWidget::mouseReleaseEvent(e);
        return;
    }
    const LinesLayout::Hit h = currentLayout().hitTest(e->position());
    switch (h.kind) {
    case LinesLayout::Hit::Head:
        setHeadVisible(h.index, !isHeadVisible(h.index));
        break;
    case LinesLayout::Hit::Query:
    case LinesLayout::Hit::Key: {
        const LinesFocus f { h.kind == LinesLayout::Hit::Query ? LinesFocus::Query : LinesFocus::Key,
                             h.index };
        setPinnedFocus(m_pinned == f ? LinesFocus() : f);
        if (h.kind == LinesLayout::Hit::Query)
            emit queryClicked(h.index);
        else
            emit keyClicked(h.index);
        break;
    }
    case LinesLayout::Hit::None:
        setPinnedFocus({});
        break;
    }
}

void LinesWidget::keyPressEvent(QKeyEvent *e)
{
    if (e->key() == Qt::Key_Escape && m_pinned.isSet()) {
        setPinnedFocus({});
        e->accept();
        return;
    }
    QWidget::keyPressEvent(e);
}

void LinesWidget::leaveEvent(QEvent *e)
{
    setHovered({});
    QWidget::leaveEvent(e);
}

void LinesWidget::contextMenuEvent(QContextMenuEvent *e)
{
    QMenu menu(this);
    menu.addAction(tr("Export Image…"), this, &LinesWidget::exportImageDialog);
    menu.addAction(tr("Copy Image"), this, &LinesWidget::copyImage);
    menu.addSeparator();
    QAction *all = menu.addAction(tr("Show Every Head"), this, &LinesWidget::showAllHeads);
    all->setEnabled(static_cast<int>(visibleHeads().size()) < m_painter.data().headCount());
    QAction *unpin = menu.addAction(tr("Show Every Token's Lines"), this, [this] { setPinnedFocus({}); });
    unpin->setEnabled(m_pinned.isSet());
    menu.exec(e->globalPos());
}

std::unique_ptr<Drawing> LinesWidget::drawing() const
{
    LinesOptions o = m_painter.options();
    o.focus = m_pinned; // the hovered token is not part of the picture
    return std::make_unique<LinesDrawing>(LinesPainter(m_painter.data(), o));
}

} // namespace attn
