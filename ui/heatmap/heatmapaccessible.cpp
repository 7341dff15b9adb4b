// The heatmap's accessible table and cells (heatmapaccessible.h).
#include "heatmapaccessible.h"

#include "heatmapwidget.h"

#include <QAccessibleWidget>
#include <QPointer>

#include <unordered_map>

namespace attn {

namespace {

    int tokensOf(const HeatmapWidget *w)
    {
        return w && !w->isFrozen() && w->data() ? w->data()->tokenCount() : 0;
    }

    // One cell: its text is read from the widget each time, so it always says what is drawn.
    class CellAccessible : public QAccessibleInterface, public QAccessibleTableCellInterface {
    public:
        CellAccessible(HeatmapWidget *w, int row, int col)
            : m_widget(w)
            , m_row(row)
            , m_col(col)
        {
        }

        bool isValid() const override
        {
            return m_widget && m_row < tokensOf(m_widget) && m_col < tokensOf(m_widget);
        }
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
                return m_widget->painter().cellSpeech(m_row, m_col);
            if (t == QAccessible::Description) // the tooltip's whole working: q·k, the stages, why blocked
                return m_widget->painter().cellDescription(m_row, m_col);
            return {};
        }
        void setText(QAccessible::Text, const QString &) override { }
        QRect rect() const override
        {
            if (!isValid())
                return {};
            const QRect r = m_widget->currentLayout().cellRect(m_row, m_col).toAlignedRect();
            return QRect(m_widget->mapToGlobal(r.topLeft()), r.size());
        }
        QAccessible::Role role() const override { return QAccessible::Cell; }
        QAccessible::State state() const override
        {
            QAccessible::State s;
            s.focusable = true;
            s.selectable = true;
            if (!isValid())
                return s;
            s.selected = m_row == m_widget->selectedRow();
            s.focused = m_widget->hasFocus() && m_widget->cursorCell() == QPoint(m_col, m_row);
            const QRectF view = m_widget->viewport();
            s.invisible = !view.isEmpty() && !view.intersects(QRectF(m_col, m_row, 1, 1));
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
        bool isSelected() const override { return m_widget && m_row == m_widget->selectedRow(); }
        int rowExtent() const override { return 1; }
        QList<QAccessibleInterface *> rowHeaderCells() const override { return {}; }
        int rowIndex() const override { return m_row; }
        QAccessibleInterface *table() const override { return parent(); }

        const HeatmapWidget *map() const { return m_widget; }

    private:
        QPointer<HeatmapWidget> m_widget;
        int m_row, m_col;
    };

    class HeatmapAccessible : public QAccessibleWidget, public QAccessibleTableInterface {
    public:
        explicit HeatmapAccessible(HeatmapWidget *w)
            : QAccessibleWidget(w, QAccessible::Table)
        {
        }
        ~HeatmapAccessible() override { forgetCells(); }

        void *interface_cast(QAccessible::InterfaceType t) override
        {
            if (t == QAccessible::TableInterface)
                return static_cast<QAccessibleTableInterface *>(this);
            return QAccessibleWidget::interface_cast(t);
        }
        QString text(QAccessible::Text t) const override
        {
            if (t == QAccessible::Name)
                return map()->accessibleName().isEmpty() ? map()->painter().accessibleName()
                                                         : map()->accessibleName();
            if (t == QAccessible::Description)
                return map()->explains() ? HeatmapWidget::tr(
                           "Arrow keys move from cell to cell; Enter explains the query in the breakdown.")
                                         : HeatmapWidget::tr("Arrow keys move from cell to cell.");
            return QAccessibleWidget::text(t);
        }
        int childCount() const override { return T() * T(); }
        QAccessibleInterface *child(int index) const override
        {
            return T() > 0 && index >= 0 && index < T() * T() ? cellAt(index / T(), index % T()) : nullptr;
        }
        int indexOfChild(const QAccessibleInterface *child) const override
        {
            const auto *cell = dynamic_cast<const CellAccessible *>(child);
            return cell && cell->map() == map() ? cell->rowIndex() * T() + cell->columnIndex() : -1;
        }
        QAccessibleInterface *childAt(int x, int y) const override
        {
            const HeatmapLayout::Hit h
                = map()->currentLayout().hitTest(QPointF(map()->mapFromGlobal(QPoint(x, y))));
            return h.kind == HeatmapLayout::Hit::Cell ? cellAt(h.row, h.col) : nullptr;
        }
        QAccessibleInterface *focusChild() const override
        {
            const QPoint at = map()->cursorCell();
            return map()->hasFocus() && at.y() >= 0 ? cellAt(at.y(), at.x()) : nullptr;
        }

        QAccessibleInterface *caption() const override { return nullptr; }
        QAccessibleInterface *summary() const override { return nullptr; }
        QAccessibleInterface *cellAt(int row, int column) const override
        {
            const int n = T();
            if (row < 0 || column < 0 || row >= n || column >= n)
                return nullptr;
            if (const void *data = map()->data().get(); data != m_cachedData) { // a new map: its own cells
                const_cast<HeatmapAccessible *>(this)->forgetCells();
                m_cachedData = data;
            }
            const qint64 key = qint64(row) * n + column;
            auto it = m_cells.find(key);
            if (it == m_cells.end()) {
                auto *cell = new CellAccessible(map(), row, column);
                it = m_cells.emplace(key, QAccessible::registerAccessibleInterface(cell)).first;
            }
            return QAccessible::accessibleInterface(it->second);
        }
        int columnCount() const override { return T(); }
        int rowCount() const override { return T(); }
        QString columnDescription(int column) const override
        {
            const auto d = map()->data();
            return d && column >= 0 && column < d->colLabels.size()
                ? HeatmapWidget::tr("key %1").arg(d->colLabels.at(column).trimmed())
                : QString();
        }
        QString rowDescription(int row) const override
        {
            const auto d = map()->data();
            return d && row >= 0 && row < d->rowLabels.size()
                ? HeatmapWidget::tr("query %1").arg(d->rowLabels.at(row).trimmed())
                : QString();
        }
        int selectedCellCount() const override { return 0; }
        QList<QAccessibleInterface *> selectedCells() const override { return {}; }
        int selectedColumnCount() const override { return 0; }
        QList<int> selectedColumns() const override { return {}; }
        int selectedRowCount() const override { return map()->selectedRow() >= 0 ? 1 : 0; }
        QList<int> selectedRows() const override
        {
            return map()->selectedRow() >= 0 ? QList<int> { map()->selectedRow() } : QList<int> {};
        }
        bool isColumnSelected(int) const override { return false; }
        bool isRowSelected(int row) const override { return row == map()->selectedRow(); }
        bool selectRow(int row) override
        {
            return map()->moveCursorTo(row, std::max(0, map()->cursorCell().x()));
        }
        bool selectColumn(int) override { return false; }
        bool unselectRow(int) override { return false; }
        bool unselectColumn(int) override { return false; }
        void modelChange(QAccessibleTableModelChangeEvent *) override { forgetCells(); }

    private:
        HeatmapWidget *map() const { return static_cast<HeatmapWidget *>(widget()); }
        int T() const { return tokensOf(map()); }
        void forgetCells()
        {
            for (const auto &[key, id] : m_cells)
                QAccessible::deleteAccessibleInterface(id);
            m_cells.clear();
        }

        mutable std::unordered_map<qint64, QAccessible::Id> m_cells;
        mutable const void *m_cachedData = nullptr; // the map the cells are of
    };

    QAccessibleInterface *heatmapFactory(const QString &className, QObject *object)
    {
        if (className == QLatin1String("attn::HeatmapWidget") && object && object->isWidgetType())
            return new HeatmapAccessible(static_cast<HeatmapWidget *>(object));
        return nullptr;
    }

} // namespace

void installHeatmapAccessibility()
{
    QAccessible::installFactory(heatmapFactory); // once: Qt ignores a factory it has
}

} // namespace attn
