#include "headgridwidget.h"

#include "render/drawings.h"
#include "render/notation.h"
#include "ui/common/appearance.h"
#include "ui/common/areatooltip.h"
#include "ui/common/pictureexport.h"

#include <QApplication>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QKeyEvent>
#include <QMenu>
#include <QMessageBox>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace attn {

HeadGridWidget::HeadGridWidget(QWidget *parent)
    : PictureWidget(parent)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
    setCursor(Qt::PointingHandCursor);
    setFocusPolicy(Qt::StrongFocus);
    installGridAccessibility();
    connect(&Appearance::instance(), &Appearance::changed, this, [this] { setOptions(m_painter.options()); });
}

void HeadGridWidget::setHeads(std::vector<HeatmapDataPtr> heads, HeatmapDataPtr average)
{
    m_painter.setData(std::move(heads), std::move(average));
    if (m_active >= m_painter.panelCount())
        m_active = -1;
    m_cursor = std::clamp(m_cursor, 0, std::max(0, m_painter.panelCount() - 1));
    ++m_contents;
    update();
}

void HeadGridWidget::setOptions(const HeadGridOptions &options)
{
    HeadGridOptions o = options;
    // The strip is for choosing a head: its names grow with the zoom's square root, the large
    // map above (what the class reads) with the zoom itself.
    o.textScale = std::sqrt(Appearance::instance().zoom());
    o.heatmap.theme = Appearance::instance().theme();
    m_painter.setOptions(o);
    update();
}

void HeadGridWidget::setSharedScale(bool shared)
{
    HeadGridOptions o = m_painter.options();
    o.sharedScale = shared;
    setOptions(o);
}

void HeadGridWidget::setSelectedRow(int row)
{
    HeadGridOptions o = m_painter.options();
    o.heatmap.selectedRow = row;
    setOptions(o);
}

void HeadGridWidget::setActiveHead(int head)
{
    m_active = head;
    update();
}

int HeadGridWidget::panelAt(const QPoint &pos) const
{
    return m_painter.panelAt(QRectF(rect()), QPointF(pos));
}

QRectF HeadGridWidget::panelRect(int panel) const
{
    const HeadGridPainter::Layout l = m_painter.layout(QRectF(rect()));
    return panel >= 0 && panel < static_cast<int>(l.panels.size()) ? l.panels[static_cast<std::size_t>(panel)]
                                                                   : QRectF();
}

QString HeadGridWidget::panelTip(int k) const
{
    if (k < 0 || k >= m_painter.panelCount())
        return {};
    return k >= m_painter.headCount()
        ? tr("The mean of all heads' weights (a summary, not a head) — click to show it large")
        : tr("%1 — click to show it large").arg(headName(k, m_painter.headLabel(k), HeadNameForm::Prefix));
}

QString HeadGridWidget::gridCellName(int row, int col) const
{
    if (row != 0 || col < 0 || col >= m_painter.panelCount())
        return {};
    const QString name = col >= m_painter.headCount()
        ? tr("the mean of all heads")
        : headName(col, m_painter.headLabel(col), HeadNameForm::Name);
    return col == m_active ? tr("%1, shown large").arg(name) : name;
}

bool HeadGridWidget::moveGridCursor(int row, int col)
{
    if (row != 0 || col < 0 || col >= m_painter.panelCount())
        return false;
    m_cursor = col;
    update();
    announceGridCursor(this, *this);
    return true;
}

void HeadGridWidget::activate(int k)
{
    if (k < 0 || k >= m_painter.panelCount())
        return;
    m_cursor = k;
    if (k >= m_painter.headCount()) {
        emit averageActivated();
    } else {
        setActiveHead(k);
        emit headActivated(k);
    }
}

void HeadGridWidget::keyPressEvent(QKeyEvent *e)
{
    if (moveGridCursorByKey(*this, e))
        return e->accept();
    if ((e->key() == Qt::Key_Return || e->key() == Qt::Key_Enter) && gridRows() > 0) {
        activate(m_cursor);
        return e->accept();
    }
    PictureWidget::keyPressEvent(e);
}

bool HeadGridWidget::event(QEvent *e)
{
    followGridFocus(this, *this, e); // the cursor's frame, and a reader told of its cell
    const bool tip = showAreaToolTip(this, e, [this](const QPoint &pos) {
        const int k = panelAt(pos);
        return k < 0 ? AreaToolTip {} : AreaToolTip { panelTip(k), panelRect(k).toAlignedRect() };
    });
    return tip || QWidget::event(e);
}

void HeadGridWidget::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.fillRect(rect(), m_painter.options().heatmap.theme.background);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    m_painter.paint(p, QRectF(rect()));
    if (m_active >= 0) {
        // The head shown in the large view: a frame in the selection yellow.
        const QRectF r = panelRect(m_active);
        if (!r.isEmpty()) {
            p.setPen(QPen(QColor(0xf0, 0xb0, 0x00), 3));
            p.setBrush(Qt::NoBrush);
            p.drawRoundedRect(r.adjusted(1.5, 1.5, -1.5, -1.5), 4, 4);
        }
    }
    if (hasFocus() && gridRows() > 0) // the keyboard's panel
        paintGridCursor(p, panelRect(m_cursor).adjusted(3, 3, -3, -3), m_painter.options().heatmap.theme.text,
                        m_painter.options().heatmap.theme.background);
}

void HeadGridWidget::mouseReleaseEvent(QMouseEvent *e)
{
    if (e->button() != Qt::LeftButton) {
        QWidget::mouseReleaseEvent(e);
        return;
    }
    activate(panelAt(e->position().toPoint()));
}

void HeadGridWidget::contextMenuEvent(QContextMenuEvent *e)
{
    QMenu menu(this);
    menu.addAction(tr("Export Image…"), this, &HeadGridWidget::exportImageDialog);
    menu.addAction(tr("Copy Image"), this, &HeadGridWidget::copyImage);
    menu.addSeparator();
    QAction *shared = menu.addAction(tr("One Colour Scale for All Heads"));
    shared->setCheckable(true);
    shared->setChecked(sharedScale());
    connect(shared, &QAction::toggled, this, &HeadGridWidget::setSharedScale);
    menu.exec(e->globalPos());
}

std::unique_ptr<Drawing> HeadGridWidget::drawing() const
{
    return std::make_unique<HeadGridDrawing>(m_painter);
}

} // namespace attn
