// Every view drawn as a grid of cells, as a screen reader and the keyboard meet it: the heatmap,
// the patching and logit-lens grids, the model's layers × heads, every head at once, the terms
// of "why this score". A widget that is such a view also derives from GridAccess and says what
// its cells are; one factory (installGridAccessibility) then gives it an accessible table named
// as the view, a cell per row and column that reads what it is and holds ("layer 3, position 5
// Mary, restored 0.82") with its working as the description, and the cell under the keyboard's
// cursor as the table's focus. The keys that move the cursor and the frame that shows it are
// here too, so that every grid answers the same keys the same way.
#pragma once

#include <QPoint>
#include <QRect>
#include <QString>

class QColor;
class QKeyEvent;
class QPainter;
class QRectF;
class QWidget;

namespace attn {

class GridAccess {
public:
    virtual ~GridAccess() = default;

    virtual int gridRows() const = 0;
    virtual int gridColumns() const = 0;
    // The table's name ("Heatmap: weights of head 1") and what its keys do.
    virtual QString gridName() const = 0;
    virtual QString gridHelp() const { return {}; }
    // A cell as it is read: where it is and what it holds, then (description) its whole working.
    virtual QString gridCellName(int row, int col) const = 0;
    virtual QString gridCellDescription(int, int) const { return {}; }
    // Where the cell is drawn, in the widget's coordinates; empty where it is not drawn.
    virtual QRect gridCellRect(int row, int col) const = 0;
    // The cell at a point of the widget (x the column, y the row), or (−1, −1).
    virtual QPoint gridCellAt(const QPoint &pos) const;
    virtual QString gridRowHeader(int) const { return {}; }
    virtual QString gridColumnHeader(int) const { return {}; }
    // The keyboard's cursor (x the column, y the row), (−1, −1) for none; moving it may select.
    virtual QPoint gridCursor() const = 0;
    virtual bool moveGridCursor(int row, int col) = 0;
    virtual int gridSelectedRow() const { return -1; }
    // Changes whenever new cells replace the old (a new map, a new grid): the cells a reader
    // holds are then made anew.
    virtual const void *gridContents() const = 0;
};

// Installs, once, the factory that gives every widget deriving from GridAccess its table.
void installGridAccessibility();

// Tells a running screen reader that the cursor's cell has the focus (after a move, on focus).
void announceGridCursor(QWidget *widget, const GridAccess &grid);

// For a grid's event(): on a focus change the cursor's frame is repainted, and on focus in a
// running reader hears the cursor's cell (once the focus has settled; the view does not move).
void followGridFocus(QWidget *widget, const GridAccess &grid, const QEvent *e);

// moveGridCursor for a widget that keeps its cursor itself (x the column, y the row): the cell
// taken when it is in the grid, the widget repainted and a reader told; false outside.
bool placeGridCursor(QWidget *widget, const GridAccess &grid, QPoint &cursor, int row, int col);

// The arrow keys move the cursor a cell, Home and End to the row's first and last cell,
// Ctrl+Home and Ctrl+End to the grid's corners, Page Up and Page Down `page` rows; with no
// cursor yet, any of them puts it on the first cell. False for any other key (and with Shift,
// which the heatmap keeps for panning).
bool moveGridCursorByKey(GridAccess &grid, const QKeyEvent *e, int page = 10);

// The cursor's frame, drawn while the view has the focus, inside the cell: dashes of `ink` (the
// theme's text) over a solid line of `paper` (its background), seen on a dark cell and a light one.
void paintGridCursor(QPainter &painter, const QRectF &cell, const QColor &ink, const QColor &paper);

} // namespace attn
