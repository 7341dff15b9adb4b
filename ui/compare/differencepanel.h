// The difference view beside the heatmap: the selected head's weights now minus the pinned
// ones (render/heatmapdata.h, makeDifferenceHeatmapData), on the diverging map centred on 0
// with a signed number in every cell, hatched by the current mask. Above it, what is pinned
// and the buttons to pin again or unpin; instead of it, a sentence when there is nothing to
// subtract (nothing pinned, another T or head count, a session too large for the window).
#pragma once

#include <QWidget>

class QAction;
class QLabel;
class QToolButton;

namespace attn {

class Document;
class HeatmapWidget;
class PinnedResult;

class DifferencePanel : public QWidget {
    Q_OBJECT
public:
    // Past this many tokens the window does not build a difference (three T×T copies); the
    // command line's export --compare still draws it.
    static constexpr int kMaxTokens = 1024;

    DifferencePanel(Document *doc, PinnedResult *pin, QWidget *parent = nullptr);

    HeatmapWidget *heatmap() const { return m_heatmap; }
    // The buttons act through the window's actions, so menus and buttons stay one command.
    void setActions(QAction *pin, QAction *unpin);

    // Rebuilds from the document's result, its selected head and the pin.
    void rebuild();

private:
    void showMessage(const QString &text);

    Document *m_doc;
    PinnedResult *m_pin;
    QLabel *m_pinLabel; // what is pinned ("Pinned: Lesson · 3 tokens, 1 head"), or that nothing is
    QToolButton *m_pinButton;
    QToolButton *m_unpinButton;
    QLabel *m_message; // why no difference is drawn; hidden while one is
    HeatmapWidget *m_heatmap;
};

} // namespace attn
