// Real models in the main window, installed with a few calls (as the lesson is): File ▸ Open
// Model…, the Model dock (the workbench: the model view, one head large, the next token, switching
// heads off, scores, importance, Edit This Layer and Run Model With This Layer), its export, and
// the loading in the background. The main window only creates this and hands it its menus.
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
class ModelBench;
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
    // Run Model With This Layer: the model run again with the document's session (the layer
    // Edit Layer took out, edited since) as that layer; the next-token panel shows the new
    // prediction beside the original. False, with the reason shown, when the session does not
    // fit that layer any more.
    bool runWithEditedLayer();
    ModelBench *bench() const { return m_bench; }

signals:
    void opened();
    void failed(const QString &message);

private:
    // Run Model With This Layer is offered while the document holds a session of the edited
    // layer's shape (T tokens, d_model, heads): undoing Edit Layer, or opening another file,
    // takes it away.
    void updateRunnable();

    QMainWindow *m_window;
    Document *m_doc;
    ModelLoader *m_loader;
    ModelBench *m_bench;
    ModelPanel *m_panel;
    int m_editedLayer = -1; // the layer Edit Layer last took into the document
    QDockWidget *m_dock;
    QAction *m_open;
    QAction *m_export;
    QAction *m_runLayer;
};

} // namespace attn
