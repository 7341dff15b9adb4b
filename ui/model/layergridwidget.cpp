#include "layergridwidget.h"

#include "render/drawings.h"
#include "ui/common/appearance.h"
#include "ui/common/csvexport.h"
#include "ui/common/pictureexport.h"

#include <QApplication>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

namespace attn {

LayerGridWidget::LayerGridWidget(QWidget *parent)
    : PictureWidget(parent)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    installGridAccessibility();
    connect(&Appearance::instance(), &Appearance::changed, this, &LayerGridWidget::followAppearance);
    followAppearance();
}

void LayerGridWidget::followAppearance()
{
    LayerGridOptions o = m_painter.options();
    o.textScale = Appearance::instance().zoom();
    o.theme = Appearance::instance().theme();
    m_painter.setOptions(o);
    update();
}

void LayerGridWidget::setData(LayerGridData data)
{
    m_painter.setData(std::move(data));
    ++m_contents;
    if (m_painter.data().isValid()) // the cursor stays where it was, inside the new grid
        m_cursor
            = { std::clamp(m_cursor.x(), 0, gridColumns() - 1), std::clamp(m_cursor.y(), 0, gridRows() - 1) };
    update();
}

QString LayerGridWidget::gridHelp() const
{
    return m_painter.data().kind == LayerGridData::Kind::Lens
        ? tr("Arrow keys move from cell to cell; Enter shows that position's next tokens.")
        : tr("Arrow keys move from cell to cell; Enter opens that layer and head.");
}

QRect LayerGridWidget::gridCellRect(int row, int col) const
{
    return m_painter.cellRect(QRectF(rect()), row, col).toAlignedRect();
}

QPoint LayerGridWidget::gridCellAt(const QPoint &pos) const
{
    const auto [row, col] = m_painter.cellAt(QRectF(rect()), pos);
    return { col, row };
}

QString LayerGridWidget::gridRowHeader(int row) const
{
    return row >= 0 && row < gridRows() ? tr("layer %1").arg(row + 1) : QString();
}

QString LayerGridWidget::gridColumnHeader(int col) const
{
    if (col < 0 || col >= gridColumns())
        return {};
    const LayerGridData &d = m_painter.data();
    return d.kind == LayerGridData::Kind::Patching && d.heads ? tr("head %1").arg(col + 1)
                                                              : tr("position %1").arg(col + 1);
}

QPoint LayerGridWidget::gridCursor() const
{
    return gridRows() > 0 ? m_cursor : QPoint(-1, -1);
}

bool LayerGridWidget::moveGridCursor(int row, int col)
{
    return placeGridCursor(this, *this, m_cursor, row, col);
}

void LayerGridWidget::keyPressEvent(QKeyEvent *e)
{
    if (moveGridCursorByKey(*this, e, std::max(1, gridRows() / 4)))
        return e->accept();
    if ((e->key() == Qt::Key_Return || e->key() == Qt::Key_Enter) && gridRows() > 0) {
        emit cellClicked(m_cursor.y(), m_cursor.x()); // as a click on the cursor's cell
        return e->accept();
    }
    PictureWidget::keyPressEvent(e);
}

void LayerGridWidget::setSelected(int row, int col)
{
    LayerGridOptions o = m_painter.options();
    o.selectedRow = row;
    o.selectedCol = col;
    m_painter.setOptions(o);
    update();
}

void LayerGridWidget::setNote(const QString &note)
{
    m_note = note;
    update();
}

QPointF LayerGridWidget::cellCentre(int row, int col) const
{
    const LayerGridPainter::Layout l = m_painter.layout(QRectF(rect()));
    if (!m_painter.data().isValid() || row < 0 || col < 0 || row >= m_painter.data().rows()
        || col >= m_painter.data().cols())
        return {};
    return { l.cells.left() + (col + 0.5) * l.cellW, l.cells.top() + (row + 0.5) * l.cellH };
}

QString LayerGridWidget::toolTipAt(const QPoint &pos) const
{
    const auto [row, col] = m_painter.cellAt(QRectF(rect()), pos);
    return row >= 0 ? m_painter.cellTip(row, col) : QString();
}

void LayerGridWidget::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    m_painter.paint(p, QRectF(rect()));
    if (hasFocus() && gridRows() > 0) // the keyboard's cursor, while the grid has the focus
        paintGridCursor(p, m_painter.cellRect(QRectF(rect()), m_cursor.y(), m_cursor.x()),
                        m_painter.options().theme.text, m_painter.options().theme.background);
    if (!m_note.isEmpty()) { // the grid stays readable under a band that says what comes
        const QRectF band(0, height() - 30, width(), 30);
        p.fillRect(band, m_painter.options().theme.panel);
        p.setPen(m_painter.options().theme.text);
        p.drawText(band, Qt::AlignCenter, m_note);
    }
}

void LayerGridWidget::mouseReleaseEvent(QMouseEvent *e)
{
    if (e->button() != Qt::LeftButton)
        return PictureWidget::mouseReleaseEvent(e);
    const auto [row, col] = m_painter.cellAt(QRectF(rect()), e->position());
    if (row < 0)
        return;
    m_cursor = { col, row }; // the keyboard goes on from the cell clicked
    update();
    emit cellClicked(row, col);
}

bool LayerGridWidget::event(QEvent *e)
{
    followGridFocus(this, *this, e); // the cursor's frame, and a reader told of its cell
    if (e->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(e);
        const QString tip = toolTipAt(help->pos());
        if (tip.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), tip, this);
        return true;
    }
    return PictureWidget::event(e);
}

void LayerGridWidget::copyCsv()
{
    if (m_painter.data().isValid())
        QApplication::clipboard()->setText(m_painter.data().csv ? m_painter.data().csv() : QString());
}

void LayerGridWidget::exportCsvDialog()
{
    const bool lens = m_painter.data().kind == LayerGridData::Kind::Lens;
    QString name = drawing()->fileName();
    name.replace(QStringLiteral(".png"), QStringLiteral(".csv"));
    saveCsvWithDialog(this, lens ? tr("Export Logit Lens") : tr("Export Patching"), name, [this](QString *error) {
        if (!m_painter.data().isValid()) {
            *error = tr("There is no grid yet to export.");
            return QByteArray();
        }
        return (m_painter.data().csv ? m_painter.data().csv() : QString()).toUtf8();
    });
}

void LayerGridWidget::contextMenuEvent(QContextMenuEvent *e)
{
    QMenu menu(this);
    addPictureAndCsvActions(
        &menu, this, [this] { return drawing(); }, [this] { copyCsv(); }, [this] { exportCsvDialog(); },
        m_painter.data().isValid());
    menu.exec(e->globalPos());
}

std::unique_ptr<Drawing> LayerGridWidget::drawing() const
{
    return std::make_unique<LayerGridDrawing>(m_painter);
}

} // namespace attn
