// The grids' accessible table and cells, their keys and their cursor's frame (gridaccess.h).
#include "gridaccess.h"

#include <QAccessibleWidget>
#include <QKeyEvent>
#include <QPainter>
#include <QPen>
#include <QPointer>
#include <QTimer>
#include <QWidget>

#include <algorithm>
#include <unordered_map>

namespace attn {

QPoint GridAccess::gridCellAt(const QPoint &pos) const
{
    for (int r = 0; r < gridRows(); ++r)
        for (int c = 0; c < gridColumns(); ++c)
            if (gridCellRect(r, c).contains(pos))
                return { c, r };
    return { -1, -1 };
}

namespace {

    const GridAccess *gridOf(const QWidget *w)
    {
        return dynamic_cast<const GridAccess *>(w);
    }

    bool inGrid(const GridAccess *g, int row, int col)
    {
        return g && row >= 0 && col >= 0 && row < g->gridRows() && col < g->gridColumns();
    }

    // One cell: its text is asked of the widget each time, so it always says what is drawn.
    class GridCellAccessible : public QAccessibleInterface, public QAccessibleTableCellInterface {
    public:
        GridCellAccessible(QWidget *w, int row, int col)
            : m_widget(w)
            , m_row(row)
            , m_col(col)
        {
        }

        bool isValid() const override { return m_widget && inGrid(gridOf(m_widget), m_row, m_col); }
        QObject *object() const override { return nullptr; }
        QAccessibleInterface *parent() const override
        {
            return QAccessible::queryAccessibleInterface(m_widget);
        }
        QAccessibleInterface *child(int) const override { return nullptr; }
        int childCount() const override { return 0; }
        int indexOfChild(const QAccessibleInterface *) const override { return -1; }
        QAccessibleInterface *childAt(int, int) const override { return nullptr; }
        QString text(QAccessible::Text t) const override
        {
            if (!isValid())
                return {};
            if (t == QAccessible::Name)
                return gridOf(m_widget)->gridCellName(m_row, m_col);
            if (t == QAccessible::Description)
                return gridOf(m_widget)->gridCellDescription(m_row, m_col);
            return {};
        }
        void setText(QAccessible::Text, const QString &) override { }
        QRect rect() const override
        {
            if (!isValid())
                return {};
            const QRect r = gridOf(m_widget)->gridCellRect(m_row, m_col);
            return r.isEmpty() ? QRect() : QRect(m_widget->mapToGlobal(r.topLeft()), r.size());
        }
        QAccessible::Role role() const override { return QAccessible::Cell; }
        QAccessible::State state() const override
        {
            QAccessible::State s;
            s.focusable = true;
            s.selectable = true;
            if (!isValid())
                return s;
            const GridAccess *g = gridOf(m_widget);
            s.selected = m_row == g->gridSelectedRow();
            s.focused = m_widget->hasFocus() && g->gridCursor() == QPoint(m_col, m_row);
            const QRect r = g->gridCellRect(m_row, m_col);
            s.invisible = r.isEmpty() || !r.intersects(m_widget->rect());
            return s;
        }
        void *interface_cast(QAccessible::InterfaceType t) override
        {
            return t == QAccessible::TableCellInterface ? static_cast<QAccessibleTableCellInterface *>(this)
                                                        : nullptr;
        }

        int columnExtent() const override { return 1; }
        QList<QAccessibleInterface *> columnHeaderCells() const override { return {}; }
        int columnIndex() const override { return m_col; }
        bool isSelected() const override { return isValid() && m_row == gridOf(m_widget)->gridSelectedRow(); }
        int rowExtent() const override { return 1; }
        QList<QAccessibleInterface *> rowHeaderCells() const override { return {}; }
        int rowIndex() const override { return m_row; }
        QAccessibleInterface *table() const override { return parent(); }

        const QWidget *widget() const { return m_widget; }

    private:
        QPointer<QWidget> m_widget;
        int m_row, m_col;
    };

    class GridAccessible : public QAccessibleWidget, public QAccessibleTableInterface {
    public:
        explicit GridAccessible(QWidget *w)
            : QAccessibleWidget(w, QAccessible::Table)
        {
        }
        ~GridAccessible() override { forgetCells(); }

        void *interface_cast(QAccessible::InterfaceType t) override
        {
            if (t == QAccessible::TableInterface)
                return static_cast<QAccessibleTableInterface *>(this);
            return QAccessibleWidget::interface_cast(t);
        }
        QString text(QAccessible::Text t) const override
        {
            if (!grid()) // the widget is being made or taken down
                return QAccessibleWidget::text(t);
            if (t == QAccessible::Name) // a name set on the widget wins, as for any widget
                return widget()->accessibleName().isEmpty() ? grid()->gridName() : widget()->accessibleName();
            if (t == QAccessible::Description && widget()->accessibleDescription().isEmpty())
                return grid()->gridHelp();
            return QAccessibleWidget::text(t);
        }
        int childCount() const override { return rowCount() * columnCount(); }
        QAccessibleInterface *child(int index) const override
        {
            const int n = columnCount();
            return n > 0 && index >= 0 && index < childCount() ? cellAt(index / n, index % n) : nullptr;
        }
        int indexOfChild(const QAccessibleInterface *child) const override
        {
            const auto *cell = dynamic_cast<const GridCellAccessible *>(child);
            return cell && cell->widget() == widget() ? cell->rowIndex() * columnCount() + cell->columnIndex()
                                                      : -1;
        }
        QAccessibleInterface *childAt(int x, int y) const override
        {
            if (!grid())
                return nullptr;
            const QPoint at = grid()->gridCellAt(widget()->mapFromGlobal(QPoint(x, y)));
            return cellAt(at.y(), at.x());
        }
        QAccessibleInterface *focusChild() const override
        {
            if (!grid())
                return nullptr;
            const QPoint at = grid()->gridCursor();
            return widget()->hasFocus() ? cellAt(at.y(), at.x()) : nullptr;
        }

        QAccessibleInterface *caption() const override { return nullptr; }
        QAccessibleInterface *summary() const override { return nullptr; }
        QAccessibleInterface *cellAt(int row, int column) const override
        {
            if (!inGrid(grid(), row, column))
                return nullptr;
            // A new grid (or one of another shape at a reused address): its own cells.
            const void *contents = grid()->gridContents();
            const QSize shape(columnCount(), rowCount());
            if (contents != m_cachedContents || shape != m_cachedShape) {
                const_cast<GridAccessible *>(this)->forgetCells();
                m_cachedContents = contents;
                m_cachedShape = shape;
            }
            const qint64 key = qint64(row) * columnCount() + column;
            auto it = m_cells.find(key);
            if (it == m_cells.end()) {
                auto *cell = new GridCellAccessible(widget(), row, column);
                it = m_cells.emplace(key, QAccessible::registerAccessibleInterface(cell)).first;
            }
            return QAccessible::accessibleInterface(it->second);
        }
        int columnCount() const override { return grid() ? grid()->gridColumns() : 0; }
        int rowCount() const override { return grid() ? grid()->gridRows() : 0; }
        QString columnDescription(int column) const override
        {
            return grid() ? grid()->gridColumnHeader(column) : QString();
        }
        QString rowDescription(int row) const override
        {
            return grid() ? grid()->gridRowHeader(row) : QString();
        }
        int selectedCellCount() const override { return 0; }
        QList<QAccessibleInterface *> selectedCells() const override { return {}; }
        int selectedColumnCount() const override { return 0; }
        QList<int> selectedColumns() const override { return {}; }
        int selectedRowCount() const override { return grid() && grid()->gridSelectedRow() >= 0 ? 1 : 0; }
        QList<int> selectedRows() const override
        {
            const int row = grid() ? grid()->gridSelectedRow() : -1;
            return row >= 0 ? QList<int> { row } : QList<int> {};
        }
        bool isColumnSelected(int) const override { return false; }
        bool isRowSelected(int row) const override
        {
            return grid() && row >= 0 && row == grid()->gridSelectedRow();
        }
        bool selectRow(int row) override
        {
            auto *g = dynamic_cast<GridAccess *>(widget());
            return g && g->moveGridCursor(row, std::max(0, g->gridCursor().x()));
        }
        bool selectColumn(int) override { return false; }
        bool unselectRow(int) override { return false; }
        bool unselectColumn(int) override { return false; }
        void modelChange(QAccessibleTableModelChangeEvent *) override { forgetCells(); }

    private:
        const GridAccess *grid() const { return gridOf(widget()); }
        void forgetCells()
        {
            for (const auto &[key, id] : m_cells)
                QAccessible::deleteAccessibleInterface(id);
            m_cells.clear();
        }

        mutable std::unordered_map<qint64, QAccessible::Id> m_cells;
        mutable const void *m_cachedContents = nullptr; // the grid the cells are of
        mutable QSize m_cachedShape;
    };

    QAccessibleInterface *gridFactory(const QString &, QObject *object)
    {
        if (!object || !object->isWidgetType())
            return nullptr;
        auto *w = static_cast<QWidget *>(object);
        return gridOf(w) ? new GridAccessible(w) : nullptr;
    }

} // namespace

void installGridAccessibility()
{
    static const bool installed = [] {
        QAccessible::installFactory(gridFactory);
        return true;
    }();
    Q_UNUSED(installed);
}

void announceGridCursor(QWidget *widget, const GridAccess &grid)
{
    const QPoint at = grid.gridCursor();
    if (!inGrid(&grid, at.y(), at.x()) || !widget->hasFocus() || !QAccessible::isActive())
        return;
    QAccessibleEvent focus(widget, QAccessible::Focus);
    focus.setChild(at.y() * grid.gridColumns() + at.x());
    QAccessible::updateAccessibility(&focus);
}

void followGridFocus(QWidget *widget, const GridAccess &grid, const QEvent *e)
{
    if (e->type() != QEvent::FocusIn && e->type() != QEvent::FocusOut)
        return;
    widget->update();
    if (e->type() == QEvent::FocusIn)
        QTimer::singleShot(0, widget, [widget, &grid] { announceGridCursor(widget, grid); });
}

bool placeGridCursor(QWidget *widget, const GridAccess &grid, QPoint &cursor, int row, int col)
{
    if (!inGrid(&grid, row, col))
        return false;
    cursor = { col, row };
    widget->update();
    announceGridCursor(widget, grid);
    return true;
}

bool moveGridCursorByKey(GridAccess &grid, const QKeyEvent *e, int page)
{
    const int rows = grid.gridRows(), cols = grid.gridColumns();
    if (rows <= 0 || cols <= 0 || (e->modifiers() & Qt::ShiftModifier))
        return false;
    const bool ctrl = e->modifiers() & Qt::ControlModifier;
    const QPoint at = grid.gridCursor();
    int row = at.y(), col = at.x();
    switch (e->key()) {
    case Qt::Key_Left:
        --col;
        break;
    case Qt::Key_Right:
        ++col;
        break;
    case Qt::Key_Up:
        --row;
        break;
    case Qt::Key_Down:
        ++row;
        break;
    case Qt::Key_Home:
        col = 0;
        row = ctrl ? 0 : row;
        break;
    case Qt::Key_End:
        col = cols - 1;
        row = ctrl ? rows - 1 : row;
        break;
    case Qt::Key_PageUp:
        row -= page;
        break;
    case Qt::Key_PageDown:
        row += page;
        break;
    default:
        return false;
    }
    if (!inGrid(&grid, at.y(), at.x())) // no cursor yet: the first key puts it on the first cell
        row = col = 0;
    grid.moveGridCursor(std::clamp(row, 0, rows - 1), std::clamp(col, 0, cols - 1));
    return true;
}

void paintGridCursor(QPainter &painter, const QRectF &cell, const QColor &ink, const QColor &paper)
{
    if (cell.isEmpty())
        return;
    const double width = std::clamp(std::min(cell.width(), cell.height()) / 20, 2.0, 4.0);
    const QRectF frame = cell.adjusted(width, width, -width, -width);
    painter.save();
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(paper, width));
    painter.drawRect(frame);
    QPen dashes(ink, width);
    dashes.setStyle(Qt::DashLine);
    painter.setPen(dashes);
    painter.drawRect(frame);
    painter.restore();
}

} // namespace attn
