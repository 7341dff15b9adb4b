#include "heatmapwidget.h"

#include "render/drawings.h"
#include "ui/common/appearance.h"
#include "ui/common/areatooltip.h"
#include "ui/common/pictureexport.h"

#include <QAccessible>
#include <QApplication>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QMenu>
#include <QMessageBox>
#include <QMetaMethod>
#include <QMimeData>
#include <QPainter>
#include <QTimer>
#include <QWheelEvent>

#include <cmath>

namespace attn {

HeatmapWidget::HeatmapWidget(QWidget *parent)
    : PictureWidget(parent)
{
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    installGridAccessibility();
    setAttribute(Qt::WA_OpaquePaintEvent);
    setContextMenuPolicy(Qt::DefaultContextMenu);
    connect(&Appearance::instance(), &Appearance::changed, this, [this] {
        m_painter.setOptions(onScreen(m_painter.options()));
        update();
    });
}

HeatmapOptions HeatmapWidget::onScreen(HeatmapOptions o) const
{
    o.textScale = Appearance::instance().zoom();
    o.theme = Appearance::instance().theme();
    o.compact = m_alwaysCompact;
    // Zoomed in on a small screen, the title, subtitle and axis titles grow with the zoom and
    // would take the room of the cells: when the cells would get less than 60 % of the smaller
    // side, the map keeps its title and token labels and drops the rest, as a head strip panel
    // does (the tooltip still names every cell).
    if (!m_alwaysCompact && o.textScale > 1.0 + 1e-9 && m_painter.data() && !rect().isEmpty()) {
        HeatmapPainter full = m_painter;
        full.setOptions(o);
        const QRectF cells = full.layout(QRectF(rect()), devicePixelRatioF()).matrixRect;
        o.compact = std::min(cells.width(), cells.height()) < 0.6 * std::min(width(), height());
    }
    return o;
}

void HeatmapWidget::setAlwaysCompact(bool compact)
{
    m_alwaysCompact = compact;
    m_painter.setOptions(onScreen(m_painter.options()));
    update();
}

void HeatmapWidget::resizeEvent(QResizeEvent *e)
{
    QWidget::resizeEvent(e);
    m_painter.setOptions(onScreen(m_painter.options()));
}

void HeatmapWidget::setData(HeatmapDataPtr data)
{
    HeatmapPainter painter(std::move(data), m_painter.options());
    setPrepared(painter);
}

HeatmapDataPtr HeatmapWidget::freezePicture()
{
    if (!m_stale || !m_painter.data())
        return nullptr;
    m_frozen = QImage(size() * devicePixelRatioF(), QImage::Format_ARGB32_Premultiplied);
    m_frozen.setDevicePixelRatio(devicePixelRatioF());
    m_frozen.fill(m_painter.options().theme.background);
    {
        QPainter p(&m_frozen);
        p.setRenderHint(QPainter::Antialiasing);
        p.setRenderHint(QPainter::TextAntialiasing);
        m_painter.paint(p, QRectF(rect()));
    }
    m_frozenTokens = m_painter.data()->tokenCount();
    HeatmapDataPtr data = m_painter.dataPtr();
    m_painter.setData(nullptr);
    setHovered(-1, -1);
    return data;
}

int HeatmapWidget::tokenCount() const
{
    if (m_frozenTokens > 0)
        return m_frozenTokens;
    return m_painter.data() ? m_painter.data()->tokenCount() : 0;
}

void HeatmapWidget::setPrepared(const HeatmapPainter &prepared)
{
    const int oldT = m_frozenTokens > 0 ? m_frozenTokens
        : m_painter.data()              ? m_painter.data()->tokenCount()
                                        : -1;
    m_frozen = QImage();
    m_frozenTokens = 0;
    if (m_whenDrawn) // after this call has drawn the new map's state
        QTimer::singleShot(0, this, [this] {
            if (auto action = std::exchange(m_whenDrawn, nullptr))
                whenDrawn(std::move(action)); // frozen again meanwhile: it waits on
        });
    const HeatmapOptions current = m_painter.options();
    m_painter = prepared; // its data, and whatever it has drawn already (kept while options agree)
    const int T = m_painter.data() ? m_painter.data()->tokenCount() : 0;
    if (T != oldT) { // same size: an edit, keep the view where it is
        m_zoom = 1.0;
        m_viewport = {};
    }
    HeatmapOptions o = current;
    if (o.selectedRow >= T)
        o.selectedRow = -1;
    if (o.hoveredCell.x() >= T || o.hoveredCell.y() >= T)
        o.hoveredCell = { -1, -1 };
    m_painter.setOptions(onScreen(o));
    clampViewport();
    applyViewport();
    if (QAccessible::isActive()) { // a reader: the table's cells and name are new
        QAccessibleTableModelChangeEvent reset(this, QAccessibleTableModelChangeEvent::ModelReset);
        QAccessible::updateAccessibility(&reset);
        QAccessibleEvent renamed(this, QAccessible::NameChanged);
        QAccessible::updateAccessibility(&renamed);
    }
}

void HeatmapWidget::setData(HeatmapData data)
{
    setData(std::make_shared<const HeatmapData>(std::move(data)));
}

void HeatmapWidget::setOptions(const HeatmapOptions &options)
{
    HeatmapOptions o = onScreen(options);
    o.viewport = m_viewport;
    o.hoveredCell = m_painter.options().hoveredCell;
    m_painter.setOptions(o);
    update();
}

void HeatmapWidget::setSelectedRow(int row)
{
    HeatmapOptions o = m_painter.options();
    const int T = m_painter.data() ? m_painter.data()->tokenCount() : 0;
    o.selectedRow = row >= 0 && row < T ? row : -1;
    if (o.selectedRow == m_painter.options().selectedRow)
        return;
    m_painter.setOptions(o);
    update();
}

QPoint HeatmapWidget::cursorCell() const
{
    const int T = tokenCount();
    if (T <= 0 || isFrozen() || selectedRow() < 0)
        return { -1, -1 };
    return { std::clamp(m_cursorCol, 0, T - 1), selectedRow() };
}

bool HeatmapWidget::moveCursorTo(int row, int col)
{
    const int T = tokenCount();
    if (isFrozen() || row < 0 || col < 0 || row >= T || col >= T)
        return false;
    m_cursorCol = col;
    if (row != selectedRow()) {
        setSelectedRow(row);
        emit queryClicked(row);
    }
    ensureCursorVisible();
    update();
    announceGridCursor(this, *this);
    return true;
}

bool HeatmapWidget::explains() const
{
    return isSignalConnected(QMetaMethod::fromSignal(&HeatmapWidget::explainRequested));
}

void HeatmapWidget::ensureCursorVisible()
{
    const QPoint at = cursorCell();
    if (at.y() < 0 || m_viewport.isEmpty())
        return;
    const double rows = at.y() < m_viewport.top() ? at.y() - m_viewport.top()
        : at.y() + 1 > m_viewport.bottom()        ? at.y() + 1 - m_viewport.bottom()
                                                  : 0.0;
    const double cols = at.x() < m_viewport.left() ? at.x() - m_viewport.left()
        : at.x() + 1 > m_viewport.right()          ? at.x() + 1 - m_viewport.right()
                                                   : 0.0;
    if (rows != 0 || cols != 0)
        panBy(rows, cols);
}

QString HeatmapWidget::gridName() const
{
    return m_painter.accessibleName();
}

QString HeatmapWidget::gridHelp() const
{
    return explains() ? tr("Arrow keys move from cell to cell; Enter explains the query in the breakdown.")
                      : tr("Arrow keys move from cell to cell.");
}

QString HeatmapWidget::gridCellName(int row, int col) const
{
    return m_painter.cellSpeech(row, col);
}

QString HeatmapWidget::gridCellDescription(int row, int col) const
{
    return m_painter.cellDescription(row, col); // the tooltip's whole working: q·k, the stages, why blocked
}

QRect HeatmapWidget::gridCellRect(int row, int col) const
{
    if (!m_viewport.isEmpty() && !m_viewport.intersects(QRectF(col, row, 1, 1))) // panned away
        return {};
    return currentLayout().cellRect(row, col).toAlignedRect();
}

QPoint HeatmapWidget::gridCellAt(const QPoint &pos) const
{
    const HeatmapLayout::Hit h = currentLayout().hitTest(QPointF(pos));
    return h.kind == HeatmapLayout::Hit::Cell ? QPoint(h.col, h.row) : QPoint(-1, -1);
}

QString HeatmapWidget::gridRowHeader(int row) const
{
    const HeatmapData *d = m_painter.data();
    return d && row >= 0 && row < d->rowLabels.size() ? tr("query %1").arg(d->rowLabels.at(row).trimmed())
                                                      : QString();
}

QString HeatmapWidget::gridColumnHeader(int col) const
{
    const HeatmapData *d = m_painter.data();
    return d && col >= 0 && col < d->colLabels.size() ? tr("key %1").arg(d->colLabels.at(col).trimmed())
                                                      : QString();
}

void HeatmapWidget::setStale(bool stale, const QString &why)
{
    if (stale == m_stale && why == m_staleWhy)
        return;
    m_stale = stale;
    m_staleWhy = why;
    setCursor(stale ? Qt::BusyCursor : m_maskEdit ? Qt::PointingHandCursor : Qt::ArrowCursor);
    update();
}

void HeatmapWidget::setMaskEditMode(bool on)
{
    m_maskEdit = on;
    setCursor(on ? Qt::PointingHandCursor : Qt::ArrowCursor);
}

HeatmapLayout HeatmapWidget::currentLayout() const
{
    return m_painter.layout(QRectF(rect()), devicePixelRatioF());
}

QString HeatmapWidget::toolTipAt(const QPoint &pos) const
{
    const HeatmapLayout::Hit h = currentLayout().hitTest(QPointF(pos));
    if (h.kind == HeatmapLayout::Hit::Cell)
        return m_painter.cellDescription(h.row, h.col);
    if (h.kind == HeatmapLayout::Hit::RowLabel)
        return m_painter.rowLabelDescription(h.row);
    if (h.kind == HeatmapLayout::Hit::ColumnLabel)
        return m_painter.columnLabelDescription(h.col);
    return {};
}

double HeatmapWidget::maxZoom() const
{
    // Zoom in until about four cells fill the view; no further.
    const int T = m_painter.data() ? m_painter.data()->tokenCount() : 0;
    return std::max(1.0, T / 4.0);
}

void HeatmapWidget::setZoom(double zoom, const QPointF &anchor)
{
    const int T = m_painter.data() ? m_painter.data()->tokenCount() : 0;
    zoom = std::clamp(zoom, 1.0, maxZoom());
    if (T == 0 || zoom == 1.0) {
        m_zoom = 1.0;
        m_viewport = {};
    } else {
        // Keep the cell under the anchor (or the view's centre) where it is.
        const HeatmapLayout l = currentLayout();
        const QRectF old = l.viewport.isEmpty() ? QRectF(0, 0, T, T) : l.viewport;
        QPointF at = old.center();
        QPointF frac(0.5, 0.5);
        if (anchor.x() >= 0 && l.matrixRect.contains(anchor) && l.cellWidth > 0) {
            frac = QPointF((anchor.x() - l.matrixRect.left()) / l.matrixRect.width(),
                           (anchor.y() - l.matrixRect.top()) / l.matrixRect.height());
            at = QPointF(old.left() + frac.x() * old.width(), old.top() + frac.y() * old.height());
        }
        const double span = T / zoom;
        m_zoom = zoom;
        m_viewport = QRectF(at.x() - frac.x() * span, at.y() - frac.y() * span, span, span);
    }
    clampViewport();
    applyViewport();
    emit zoomChanged(m_zoom);
}

void HeatmapWidget::panBy(double rows, double cols)
{
    if (m_viewport.isEmpty())
        return;
    m_viewport.translate(cols, rows);
    clampViewport();
    applyViewport();
}

void HeatmapWidget::clampViewport()
{
    const int T = m_painter.data() ? m_painter.data()->tokenCount() : 0;
    if (m_viewport.isEmpty() || T == 0) {
        m_viewport = {};
        return;
    }
    const double w = std::min<double>(m_viewport.width(), T), h = std::min<double>(m_viewport.height(), T);
    m_viewport
        = QRectF(std::clamp(m_viewport.left(), 0.0, T - w), std::clamp(m_viewport.top(), 0.0, T - h), w, h);
}

void HeatmapWidget::applyViewport()
{
    HeatmapOptions o = m_painter.options();
    o.viewport = m_viewport;
    m_painter.setOptions(o);
    update();
}

void HeatmapWidget::setHovered(int row, int col)
{
    HeatmapOptions o = m_painter.options();
    if (o.hoveredCell == QPoint(col, row))
        return;
    o.hoveredCell = QPoint(col, row);
    m_painter.setOptions(o);
    update();
    emit cellHovered(row, col);
}

bool HeatmapWidget::event(QEvent *e)
{
    followGridFocus(this, *this, e); // the cursor's frame, and a reader told of its cell
    const bool tip = showAreaToolTip(this, e, [this](const QPoint &pos) {
        const QString text = toolTipAt(pos);
        if (text.isEmpty())
            return AreaToolTip {};
        const HeatmapLayout l = currentLayout();
        const HeatmapLayout::Hit h = l.hitTest(QPointF(pos));
        return AreaToolTip { text,
                             h.kind == HeatmapLayout::Hit::Cell ? l.cellRect(h.row, h.col).toAlignedRect() : QRect() };
    });
    return tip || QWidget::event(e);
}

void HeatmapWidget::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.fillRect(rect(), m_painter.options().theme.background);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    if (m_frozenTokens > 0) // the picture before, until the new one comes
        p.drawImage(QRectF(rect()), m_frozen);
    else
        m_painter.paint(p, QRectF(rect()));
    // The keyboard's cursor, framed in the theme's text colour while the map has the focus.
    if (hasFocus() && !m_stale && m_frozenTokens == 0) {
        if (const QPoint at = cursorCell(); at.y() >= 0) {
            const HeatmapLayout l = currentLayout();
            const QRectF cell = l.cellRect(at.y(), at.x());
            if (!cell.isEmpty() && cell.intersects(l.matrixRect)) { // panned away: no frame
                p.save();
                p.setClipRect(l.matrixRect);
                paintGridCursor(p, cell, m_painter.options().theme.text,
                                m_painter.options().theme.background);
                p.restore();
            }
        }
    }
    if (m_stale) {
        const Theme &t = m_painter.options().theme;
        QColor veil = t.background;
        veil.setAlphaF(0.6);
        p.fillRect(rect(), veil);
        QFont f = font();
        f.setPointSizeF(f.pointSizeF() * 1.6);
        f.setBold(true);
        p.setFont(f);
        p.setPen(t.text);
        p.drawText(rect(), Qt::AlignCenter | Qt::TextWordWrap,
                   m_staleWhy.isEmpty() ? tr("computing…") : m_staleWhy);
    }
}

void HeatmapWidget::mousePressEvent(QMouseEvent *e)
{
    if (m_stale) { // the picture is of the previous result: nothing here is what it shows
        e->accept();
        return;
    }
    if (e->button() != Qt::LeftButton && e->button() != Qt::MiddleButton) {
        QWidget::mousePressEvent(e);
        return;
    }
    m_pressed = true;
    m_dragging = e->button() == Qt::MiddleButton;
    m_pressButton = e->button();
    m_pressPos = e->position().toPoint();
    m_pressViewport = m_viewport;
}

void HeatmapWidget::mouseMoveEvent(QMouseEvent *e)
{
    if (isFrozen()) { // a picture of the map before: nothing in it to zoom into or point at
        e->accept();
        return;
    }
    const QPoint pos = e->position().toPoint();
    if (m_pressed && !m_viewport.isEmpty()) {
        if (!m_dragging && (pos - m_pressPos).manhattanLength() >= QApplication::startDragDistance())
            m_dragging = true;
        if (m_dragging) {
            const HeatmapLayout l = currentLayout();
            if (l.cellWidth > 0) {
                const QPointF d = QPointF(pos - m_pressPos) / l.cellWidth;
                m_viewport = m_pressViewport.translated(-d.x(), -d.y());
                clampViewport();
                applyViewport();
                setCursor(Qt::ClosedHandCursor);
            }
            return;
        }
    }
    const HeatmapLayout::Hit h = currentLayout().hitTest(QPointF(pos));
    if (h.kind == HeatmapLayout::Hit::Cell)
        setHovered(h.row, h.col);
    else
        setHovered(-1, -1);
}

void HeatmapWidget::mouseReleaseEvent(QMouseEvent *e)
{
    if (m_stale) {
        m_pressed = m_dragging = false;
        if (e->button() == Qt::LeftButton)
            emit clickedWhileStale();
        e->accept();
        return;
    }
    if (!m_pressed || e->button() != m_pressButton) {
        QWidget::mouseReleaseEvent(e);
        return;
    }
    const bool wasDrag = m_dragging;
    m_pressed = m_dragging = false;
    setCursor(m_maskEdit ? Qt::PointingHandCursor : Qt::ArrowCursor);
    if (wasDrag || e->button() != Qt::LeftButton)
        return;
    const HeatmapLayout::Hit h = currentLayout().hitTest(e->position());
    if (h.kind == HeatmapLayout::Hit::Cell) {
        if (m_maskEdit || (e->modifiers() & Qt::ControlModifier)) {
            emit cellToggleRequested(h.row, h.col);
            return;
        }
        setSelectedRow(h.row);
        m_cursorCol = h.col; // the keyboard goes on from the cell clicked
        emit cellClicked(h.row, h.col);
        emit queryClicked(h.row);
    } else if (h.kind == HeatmapLayout::Hit::RowLabel) {
        setSelectedRow(h.row);
        emit queryClicked(h.row);
    }
}

void HeatmapWidget::wheelEvent(QWheelEvent *e)
{
    if (isFrozen()) { // a picture of the map before: nothing in it to zoom into or point at
        e->accept();
        return;
    }
    const QPoint steps = e->angleDelta() / 120;
    const double notches = e->angleDelta().y() / 120.0;
    if (e->modifiers() & Qt::ControlModifier) {
        setZoom(m_zoom * std::pow(1.25, notches), e->position());
    } else if (!m_viewport.isEmpty()) {
        const double step = std::max(1.0, m_viewport.height() / 10);
        if (e->modifiers() & Qt::ShiftModifier || steps.x() != 0)
            panBy(0, -(steps.x() != 0 ? steps.x() : notches) * step);
        else
            panBy(-notches * step, 0);
    } else {
        e->ignore();
        return;
    }
    e->accept();
}

void HeatmapWidget::keyPressEvent(QKeyEvent *e)
{
    if (isFrozen()) { // a picture of the map before: nothing in it to zoom into or point at
        e->accept();
        return;
    }
    const double step = m_viewport.isEmpty() ? 0 : std::max(1.0, m_viewport.height() / 10);
    switch (e->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        setZoom(m_zoom * 1.5);
        break;
    case Qt::Key_Minus:
        setZoom(m_zoom / 1.5);
        break;
    case Qt::Key_0:
        resetZoom();
        break;
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down:
        if (e->modifiers() & Qt::ShiftModifier) { // Shift pans a zoomed map a tenth of the view
            const int dx = e->key() == Qt::Key_Left ? -1 : e->key() == Qt::Key_Right ? 1 : 0;
            const int dy = e->key() == Qt::Key_Up ? -1 : e->key() == Qt::Key_Down ? 1 : 0;
            panBy(dy * step, dx * step);
        } else { // the cursor moves a cell (up and down select the query)
            moveGridCursorByKey(*this, e);
        }
        break;
    case Qt::Key_Home:
    case Qt::Key_End:
    case Qt::Key_PageUp:
    case Qt::Key_PageDown:
        if (!moveGridCursorByKey(*this, e,
                                 m_viewport.isEmpty() ? 10 : std::max(1, int(m_viewport.height())))) {
            QWidget::keyPressEvent(e);
            return;
        }
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        // Only where a breakdown listens (the main map); elsewhere the key is the dialog's.
        if (!explains()) {
            QWidget::keyPressEvent(e);
            return;
        }
        if (const QPoint at = cursorCell(); at.y() >= 0 && !m_stale) {
            emit queryClicked(at.y());
            emit explainRequested(at.y());
        }
        break;
    default:
        QWidget::keyPressEvent(e);
        return;
    }
    e->accept();
}

void HeatmapWidget::leaveEvent(QEvent *e)
{
    setHovered(-1, -1);
    QWidget::leaveEvent(e);
}

void HeatmapWidget::contextMenuEvent(QContextMenuEvent *e)
{
    if (isFrozen()) { // a picture of the map before: nothing in it to zoom into or point at
        e->accept();
        return;
    }
    QMenu menu(this);
    menu.addAction(tr("Export Image…"), this, &HeatmapWidget::exportImageDialog);
    menu.addAction(tr("Copy Image"), this, &HeatmapWidget::copyImage);
    menu.addAction(tr("Copy as CSV"), this, &HeatmapWidget::copyCsv);
    menu.addSeparator();
    QAction *numbers = menu.addAction(tr("Numbers in Cells"));
    numbers->setCheckable(true);
    numbers->setChecked(m_painter.options().showNumbers);
    connect(numbers, &QAction::toggled, this, [this](bool on) {
        HeatmapOptions o = m_painter.options();
        o.showNumbers = on;
        setOptions(o);
        emit optionsEdited();
    });
    if (m_painter.data() && !isSigned(m_painter.data()->kind)) {
        QAction *rowMax = menu.addAction(tr("Colour Each Row to Its Largest Weight"));
        rowMax->setCheckable(true);
        rowMax->setChecked(m_painter.options().weightScale == WeightScale::RowMax);
        connect(rowMax, &QAction::toggled, this, [this](bool on) {
            HeatmapOptions o = m_painter.options();
            o.weightScale = on ? WeightScale::RowMax : WeightScale::ZeroToOne;
            setOptions(o);
            emit optionsEdited();
        });
    }
    QAction *edit = menu.addAction(tr("Mask Edit Mode (Click Blocks/Unblocks)"));
    edit->setCheckable(true);
    edit->setChecked(m_maskEdit);
    connect(edit, &QAction::toggled, this, &HeatmapWidget::setMaskEditMode);
    QAction *reset = menu.addAction(tr("Show Whole Matrix"), this, &HeatmapWidget::resetZoom);
    reset->setEnabled(m_zoom > 1.0);
    menu.exec(e->globalPos());
}

std::unique_ptr<Drawing> HeatmapWidget::drawing() const
{
    return std::make_unique<HeatmapDrawing>(m_painter, m_viewName);
}

QString HeatmapWidget::csv() const
{
    return m_painter.data() ? heatmapToCsv(*m_painter.data()) : QString();
}

void HeatmapWidget::whenDrawn(std::function<void()> action)
{
    if (isFrozen())
        m_whenDrawn = std::move(action);
    else
        action();
}

void HeatmapWidget::copyImage()
{
    whenDrawn([this] { PictureWidget::copyImage(); });
}

void HeatmapWidget::exportImageDialog()
{
    whenDrawn([this] { PictureWidget::exportImageDialog(); });
}

void HeatmapWidget::copyCsv()
{
    if (isFrozen()) {
        whenDrawn([this] { copyCsv(); });
        return;
    }
    // As text (pastes into any editor) and as text/csv (spreadsheets pick the columns up).
    const QString text = csv();
    auto *mime = new QMimeData;
    mime->setText(text);
    mime->setData(QStringLiteral("text/csv"), text.toUtf8());
    QApplication::clipboard()->setMimeData(mime);
}

} // namespace attn
