#include "arcswidget.h"

#include "render/drawings.h"
#include "ui/common/pictureexport.h"

#include <QApplication>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QHelpEvent>
#include <QMenu>
#include <QPainter>
#include <QToolTip>

#include <algorithm>

namespace attn {

ArcsWidget::ArcsWidget(QWidget *parent)
    : QWidget(parent)
{
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
    apply();
}

void ArcsWidget::setData(ArcsData data)
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

void ArcsWidget::setOptions(const ArcsOptions &options)
{
    m_base = options;
    apply();
}

void ArcsWidget::setTheme(const Theme &theme)
{
    m_base.theme = theme;
    apply();
}

void ArcsWidget::setFontSize(double pixels)
{
    m_base.fontSize = std::max(0.0, pixels);
    apply();
}

bool ArcsWidget::isHeadVisible(int head) const
{
    return head >= 0 && head < static_cast<int>(m_headOn.size()) && m_headOn[static_cast<std::size_t>(head)];
}

bool ArcsWidget::setHeadVisible(int head, bool visible)
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

void ArcsWidget::showAllHeads()
{
    if (std::all_of(m_headOn.begin(), m_headOn.end(), [](bool on) { return on; }))
        return;
    std::fill(m_headOn.begin(), m_headOn.end(), true);
    apply();
    emit headsChanged();
}

std::vector<int> ArcsWidget::visibleHeads() const
{
    std::vector<int> out;
    for (std::size_t h = 0; h < m_headOn.size(); ++h)
        if (m_headOn[h])
            out.push_back(static_cast<int>(h));
    return out;
}

void ArcsWidget::setPinnedFocus(const ArcsFocus &focus)
{
    const ArcsFocus f = focus.isSet() && focus.index < m_painter.data().tokenCount() ? focus : ArcsFocus();
    if (f == m_pinned)
        return;
    m_pinned = f;
    apply();
    emit focusChanged();
}

void ArcsWidget::apply()
{
    ArcsOptions o = m_base;
    o.heads = visibleHeads();
    o.focus = focus();
    o.reserveNumberRoom = true; // nothing moves under the pointer when a token is hovered
    o.legendListsHiddenHeads = true; // a head that is off can be clicked on again
    m_painter.setOptions(o);
    update();
}

void ArcsWidget::setHovered(const ArcsFocus &focus)
{
    if (focus == m_hovered)
        return;
    m_hovered = focus;
    apply();
    emit focusChanged();
}

ArcsLayout ArcsWidget::currentLayout() const
{
    return m_painter.layout(QRectF(rect()));
}

QPointF ArcsWidget::tokenCenter(ArcsFocus::Side side, int token) const
{
    const ArcsLayout l = currentLayout();
    const std::vector<QRectF> &labels = side == ArcsFocus::Query ? l.queryLabels : l.keyLabels;
    if (side == ArcsFocus::None || token < 0 || token >= static_cast<int>(labels.size()))
        return { -1, -1 };
    return labels[static_cast<std::size_t>(token)].center();
}

QRectF ArcsWidget::legendEntryRect(int head) const
{
    const ArcsLayout l = currentLayout();
    for (std::size_t k = 0; k < l.legendHeads.size() && k < l.legendEntries.size(); ++k)
        if (l.legendHeads[k] == head)
            return l.legendEntries[k];
    return {};
}

QString ArcsWidget::toolTipAt(const QPoint &pos) const
{
    const ArcsLayout::Hit h = currentLayout().hitTest(QPointF(pos));
    const QString text = m_painter.describe(h);
    if (text.isEmpty())
        return {};
    switch (h.kind) {
    case ArcsLayout::Hit::Head:
        return text
            + (isHeadVisible(h.index) ? tr("\nclick to hide its lines") : tr("\nclick to show its lines"));
    case ArcsLayout::Hit::Query:
    case ArcsLayout::Hit::Key: {
        const ArcsFocus f { h.kind == ArcsLayout::Hit::Query ? ArcsFocus::Query : ArcsFocus::Key, h.index };
        return text
            + (m_pinned == f ? tr("\nclick again to show every line") : tr("\nclick to keep only its lines"));
    }
    case ArcsLayout::Hit::None:
        break;
    }
    return text;
}

bool ArcsWidget::event(QEvent *e)
{
    if (e->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(e);
        const QString text = toolTipAt(help->pos());
        if (text.isEmpty()) {
            QToolTip::hideText();
            e->ignore();
        } else {
            QToolTip::showText(help->globalPos(), text, this);
        }
        return true;
    }
    return QWidget::event(e);
}

void ArcsWidget::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.fillRect(rect(), m_painter.options().theme.background);
    m_painter.paint(p, QRectF(rect()));
}

void ArcsWidget::mouseMoveEvent(QMouseEvent *e)
{
    const ArcsLayout::Hit h = currentLayout().hitTest(e->position());
    if (h.kind == ArcsLayout::Hit::Query)
        setHovered(ArcsFocus::query(h.index));
    else if (h.kind == ArcsLayout::Hit::Key)
        setHovered(ArcsFocus::key(h.index));
    else
        setHovered({});
    setCursor(h.kind == ArcsLayout::Hit::None ? Qt::ArrowCursor : Qt::PointingHandCursor);
}

void ArcsWidget::mouseReleaseEvent(QMouseEvent *e)
{
    if (e->button() != Qt::LeftButton) {
        QWidget::mouseReleaseEvent(e);
        return;
    }
    const ArcsLayout::Hit h = currentLayout().hitTest(e->position());
    switch (h.kind) {
    case ArcsLayout::Hit::Head:
        setHeadVisible(h.index, !isHeadVisible(h.index));
        break;
    case ArcsLayout::Hit::Query:
    case ArcsLayout::Hit::Key: {
        const ArcsFocus f { h.kind == ArcsLayout::Hit::Query ? ArcsFocus::Query : ArcsFocus::Key, h.index };
        setPinnedFocus(m_pinned == f ? ArcsFocus() : f);
        if (h.kind == ArcsLayout::Hit::Query)
            emit queryClicked(h.index);
        else
            emit keyClicked(h.index);
        break;
    }
    case ArcsLayout::Hit::None:
        setPinnedFocus({});
        break;
    }
}

void ArcsWidget::keyPressEvent(QKeyEvent *e)
{
    if (e->key() == Qt::Key_Escape && m_pinned.isSet()) {
        setPinnedFocus({});
        e->accept();
        return;
    }
    QWidget::keyPressEvent(e);
}

void ArcsWidget::leaveEvent(QEvent *e)
{
    setHovered({});
    QWidget::leaveEvent(e);
}

void ArcsWidget::contextMenuEvent(QContextMenuEvent *e)
{
    QMenu menu(this);
    menu.addAction(tr("Export Image…"), this, &ArcsWidget::exportImageDialog);
    menu.addAction(tr("Copy Image"), this, &ArcsWidget::copyImage);
    menu.addSeparator();
    QAction *all = menu.addAction(tr("Show Every Head"), this, &ArcsWidget::showAllHeads);
    all->setEnabled(static_cast<int>(visibleHeads().size()) < m_painter.data().headCount());
    QAction *unpin = menu.addAction(tr("Show Every Token's Lines"), this, [this] { setPinnedFocus({}); });
    unpin->setEnabled(m_pinned.isSet());
    menu.exec(e->globalPos());
}

std::unique_ptr<Drawing> ArcsWidget::drawing() const
{
    ArcsOptions o = m_painter.options();
    o.focus = m_pinned; // the hovered token is not part of the picture
    return std::make_unique<LinesDrawing>(ArcsPainter(m_painter.data(), o));
}

void ArcsWidget::copyImage()
{
    copyPicture(this, *drawing());
}

void ArcsWidget::exportImageDialog()
{
    exportPictureWithDialog(this, *drawing());
}

} // namespace attn
