// The lesson in the main window, installed with a few calls: the Lesson dock (beside the
// breakdown), View ▸ Present (F5), File ▸ Export Lesson…, presentation mode and the code a step
// links to. The main window only creates this and hands it its menus.
#pragma once

#include "render/lesson/lessonexport.h"

#include <QObject>
#include <QPointer>

#include <utility>
#include <vector>

class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;

namespace attn {

class Document;
class LessonController;
class LessonPanel;
class PresentationWindow;
class PracticeDialog;

class LessonSetup : public QObject {
    Q_OBJECT
public:
    // Adds the Lesson dock to `window` (tabbed with the breakdown's, behind it).
    LessonSetup(QMainWindow *window, Document *doc);

    QDockWidget *dock() const { return m_dock; }
    QAction *presentAction() const { return m_present; }
    PresentationWindow *presentation() const; // while presenting, else null

    void addFileActions(QMenu *file); // Export Lesson…
    void addViewActions(QMenu *view); // Present (F5), Practise…
    // View ▸ Practise: the exercises of the lesson on this session, shown (made the first time).
    PracticeDialog *practise();

    // Presentation mode at step `step` (0-based); the current step when −1.
    void present(int step = -1);
    // The Lesson dock shown and raised, at the step with this id.
    void showStep(const QString &id);
    // File ▸ Export Lesson…: asks what and where, then writes it.
    void exportWithDialog();
    // Writes each file from one context (one measurement of the cost: taken first, when
    // measureFirst, if there is none yet); false after a warning when one cannot be written.
    bool exportFiles(const std::vector<std::pair<QString, lesson::LessonExportOptions>> &files,
                     bool measureFirst);
    // What a step links to ("code": the whole runnable script; "train-model": Labs ▸ Train a
    // Model, which the window opens on trainModelRequested()).
    void openAction(const QString &action);
    // The first start's hint at the way into the lesson (Present, F5, Alt+4), under the tool
    // bar's Present button; once per user (remembered), null when it was shown before. The
    // program calls it on a start without --present; a window made in a test shows none unless
    // asked.
    QWidget *offerHint();

signals:
    void trainModelRequested();

private:
    QMainWindow *m_window;
    Document *m_doc;
    LessonController *m_controller;
    LessonPanel *m_panel;
    QDockWidget *m_dock;
    QAction *m_present;
    QAction *m_export;
    QPointer<PresentationWindow> m_presentation;
    QPointer<PracticeDialog> m_practice; // View ▸ Practise, made the first time
};

} // namespace attn
