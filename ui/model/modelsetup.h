// Real models in the main window, installed with a few calls (as the lesson is): File ▸ Open
// Model…, the Model dock (the model view, one head large, Edit This Layer), its export, and the
// loading in the background. The main window only creates this and hands it its menus.
#pragma once

#include "modelloader.h"

#include <QObject>

#include <memory>

class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;

namespace attn {

class Document;
class ModelPanel;

class ModelSetup : public QObject {
    Q_OBJECT
public:
    // Adds the Model dock to `window` (tabbed with the breakdown's, behind it until a model opens).
    ModelSetup(QMainWindow *window, Document *doc);

    QDockWidget *dock() const { return m_dock; }
    std::shared_ptr<const LoadedModel> model() const;

    void addFileActions(QMenu *file); // Open Model…
    void addExportActions(QMenu *menu); // Model View Image…

    // File ▸ Open Model…: asks for the folder and the text, then opens.
    void openWithDialog();
    // Opens and runs in the background; the dock shows the progress, then the model. On
    // failure a message box says why (and failed() is emitted); nothing else changes.
    void open(const ModelRequest &request);
    // Layer `layer` (from 0) as the document's session, one undo step; head `head` selected.
    // False, with the reason shown, when it cannot be (too large for this machine).
    bool editLayer(int layer, int head = 0);

signals:
    void opened();
    void failed(const QString &message);

private:
    QMainWindow *m_window;
    Document *m_doc;
    ModelLoader *m_loader;
    ModelPanel *m_panel;
    QDockWidget *m_dock;
    QAction *m_open;
    QAction *m_export;
};

} // namespace attn
