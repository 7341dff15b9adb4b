// Before/after and the line view in the main window, installed with a few calls (as the
// lesson's LessonSetup): Pin (Ctrl+P) and Unpin, the difference view beside the heatmap
// (Ctrl+Shift+P), View ▸ Lines (Ctrl+L) or two to four heads side by side (Ctrl+H) instead of the heatmaps,
// their exports, and the pinned row for the breakdown. It takes the window's central widget (the heatmaps)
// into its own stack; the main window only creates this and hands it its menus.
#pragma once

#include <QObject>

class QAction;
class QMainWindow;
class QMenu;
class QSplitter;
class QStackedWidget;
class QToolButton;

namespace attn {

struct BreakdownData;
class DifferencePanel;
class Document;
class LinesPanel;
class PinnedResult;
class SideBySidePanel;

class CompareSetup : public QObject {
    Q_OBJECT
public:
    CompareSetup(QMainWindow *window, Document *doc);

    void addViewActions(QMenu *view); // Pin, Unpin, Difference, Lines, Heads Side by Side
    void addExportActions(QMenu *menu); // Difference Image…, Line View Image…

    // Adds the pinned result's weights of the same row when a comparable result is pinned.
    void addPinnedRow(BreakdownData &data) const;

signals:
    void pinChanged(); // the breakdown's pinned row may have changed

private:
    void updateActions();
    // The stack's page for the views checked: lines, heads side by side, or the heatmaps.
    void showPage();

    QMainWindow *m_window;
    PinnedResult *m_pin;
    QStackedWidget *m_stack;
    QWidget *m_heatmapsPage; // the window's central widget: the notes and the heatmaps
    QSplitter *m_beside; // the heatmap panel's row of maps
    DifferencePanel *m_difference;
    LinesPanel *m_lines;
    SideBySidePanel *m_sideBySide;
    QAction *m_pinAction;
    QAction *m_unpinAction;
    QAction *m_differenceAction; // checkable: shown beside
    QAction *m_linesAction; // checkable: lines instead of heatmaps
    QAction *m_sideBySideAction; // checkable: chosen heads large
    QAction *m_exportDifference = nullptr;
    // In the status bar: Pin, or what is pinned and Unpin (the place that is not the toolbar).
    QToolButton *m_statusPin;
};

} // namespace attn
