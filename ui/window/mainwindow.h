// The main window: the inputs and the computed matrices on the left, the heatmaps in the
// middle, the softmax breakdown on the right, the model's settings in the tool bar; File, Edit and
// View menus; files, presets and recent files.
#pragma once

#include <QMainWindow>

#include <initializer_list>
#include <vector>

class QDockWidget;
class QToolBar;
class QLabel;
class QMenu;

namespace attn {

class BreakdownWidget;
class ComputedPanel;
class HeatmapPanel;
class Document;
class InputPanel;
class ScoreRuleBar;
class SessionShapeBar;
class NotesBar;

class Autosaver;
class CompareSetup;
class LearnSetup;
class LessonSetup;
class ModelSetup;
class UndoHistory;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    // The window's parts that startup and main() drive. (The others have an objectName each,
    // which is how tests and attention-bench --ui find them.)
    LessonSetup *lesson() const { return m_lesson; }
    ModelSetup *modelSetup() const { return m_model; }

    // Opens a session file; on failure shows the message and keeps the current work.
    bool openFile(const QString &path);
    bool saveTo(const QString &path); // shows the error on failure
    void loadPreset(const QString &name);

    // The computed table in front (Q, weights, …) as CSV with its labels.
    QString currentTableCsv() const;

    // Asks about unsaved changes; true when it is fine to drop the current session.
    bool maybeSave();

    // Unsaved work a crashed or killed run left behind (autosave.h): asks whether to restore
    // the newest copy, then restores or deletes it. True when a session was restored.
    // `notOpened`: a file the user asked to open, which a restore replaces (the status says so).
    bool offerRecovery(const QString &notOpened = {});
    Autosaver *autosaver() const { return m_autosaver; }

    // Shows the window for the screen it is on: the saved size and layout when they fit that
    // screen, otherwise maximised with the layout that suits its width.
    void showForScreen();
    // The docks for a window `width` wide at the current zoom: side by side while its width
    // over the zoom is kWideLayout or more; below, the inputs and the computed tables share one
    // dock as tabs so the heatmap and the breakdown keep room — and zoomed in (a small screen at
    // a large zoom) those tables are put away (Alt+1, Alt+2 bring them back) and the heatmap and
    // the breakdown share the width: zooming in never takes their room. Zooming back out
    // brings back what it put away. A window still kWideLayout wide over the zoom (a 4K screen
    // at 150 %) keeps the wide layout.
    // In a window of fewer than kTinyWidth × kTinyHeight pixels over the zoom (a 720-line projector
    // at 300 %) the heatmap and the breakdown are shown one at a time, F6 switching between them,
    // with the model's toolbars put away too and the note on one line.
    void arrangeDocks(QSize size);
    static constexpr int kWideLayout = 1400;
    static constexpr int kTinyWidth = 480;
    static constexpr int kTinyHeight = 300;
    // One view at a time (a tiny room): true while the breakdown has the window, the heatmap put
    // away; false while the heatmap has it (or the room shows both).
    bool oneViewAtATime() const { return m_room == Room::Tiny; }
    bool showingBreakdownAlone() const { return m_room == Room::Tiny && m_breakdownAlone; }
    // In a tiny room: the breakdown alone, or the heatmap alone. Elsewhere it does nothing.
    void showBreakdownAlone(bool breakdown);

protected:
    void closeEvent(QCloseEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    // The breakdown follows the selection and the result; Enter on the heatmap shows it (bars).
    void wireBreakdown();
    void createStatusBar();
    void createLabsMenu();
    void createActions();
    void createViewMenu();
    void createLanguageMenu(QMenu *view);
    // Alt+1 … Alt+5: the panel put away when it is in front, else brought to the front.
    void showOrHidePanel(QDockWidget *dock);
    void createToolBars(std::initializer_list<QAction *> files, QAction *undo, QAction *redo);
    // The toolbars fill rows in order, a new row where the next does not fit (a 1024-pixel
    // projector, a large zoom): no control ever goes into a toolbar's overflow menu.
    void fitToolBars();
    // After a zoom: the docks of the layout that suits the window at that zoom, when it is
    // another layout than before.
    void followZoom();
    void updateTitle();
    void updateRecentMenu();
    void addRecent(const QString &path);
    void showStatus(const QString &text, bool warning = false);
    void newSession();
    void generateSession();
    void exportTableCsv();
    void open();
    bool save();
    bool saveAs();

    Document *m_doc;
    InputPanel *m_inputs;
    ComputedPanel *m_computed;
    SessionShapeBar *m_shapeBar;
    ScoreRuleBar *m_ruleBar;
    NotesBar *m_notes;
    std::vector<QToolBar *> m_toolBars; // in order: files and undo, the model's sizes, the score rule
    HeatmapPanel *m_heatmaps;
    BreakdownWidget *m_breakdown;
    QMenu *m_recentMenu = nullptr;
    QLabel *m_status = nullptr;
    Autosaver *m_autosaver = nullptr;
    QDockWidget *m_inputsDock = nullptr;
    QDockWidget *m_computedDock = nullptr;
    QDockWidget *m_breakdownDock = nullptr;
    LessonSetup *m_lesson = nullptr;
    CompareSetup *m_compare = nullptr;
    ModelSetup *m_model = nullptr;
    LearnSetup *m_learn = nullptr;
    // Edit ▸ Undo/Redo and the toolbar's act on the stack of where the user works: the
    // workbench's (switched-off heads, an edited layer) while the focus is in the Model dock,
    // else the session's.
    UndoHistory *m_undoHistory = nullptr;
    class RopeDialog *m_rope = nullptr; // Labs ▸ RoPE: Score by Distance, made when first asked for
    enum class Room { Wide, Narrow, Cramped, Tiny };
    static Room roomFor(QSize size);
    void putAwayForZoom(bool tiny);
    void bringBackAfterZoom();
    void leaveTinyRoom();
    Room m_room = Room::Wide;
    bool m_putAway = false; // the cramped layout hid the inputs and the computed tables
    bool m_toolBarsPutAway = false; // the tiny layout hid the model's toolbars
    bool m_breakdownAlone = false; // in a tiny room: the breakdown has the window
    QAction *m_switchViews = nullptr; // F6, enabled in a tiny room
};

} // namespace attn
