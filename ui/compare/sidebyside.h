// Heads side by side at full size (View ▸ Heads Side by Side): two to four heads chosen with
// numbered buttons, each drawn as large as the panel allows by the heatmap painter, on one colour
// scale (weights 0 … 1 for every head). Clicking a map selects its head, and the row clicked,
// for the breakdown; the head the breakdown explains is framed.
#pragma once

#include <QSize>
#include <QWidget>

#include <memory>
#include <vector>

class QFrame;
class QGridLayout;
class QHBoxLayout;
class QLabel;
class QToolButton;

namespace attn {

class Document;
class Drawing;
class HeatmapWidget;

class SideBySidePanel : public QWidget {
    Q_OBJECT
public:
    static constexpr int kMaxHeads = 4;
    // Past this many tokens the maps are not built here (a T×T copy per head on the UI thread).
    static constexpr int kMaxTokens = 1024;

    explicit SideBySidePanel(Document *doc, QWidget *parent = nullptr);

    // The heads shown, in head order (at most kMaxHeads).
    std::vector<int> heads() const;
    // Shows these heads (the first kMaxHeads of them that exist); false when none exists.
    bool setHeads(std::vector<int> heads);
    // The maps shown as one picture, in their columns (ui/common/pictureexport.h).
    std::unique_ptr<Drawing> drawing() const;

    void rebuild();

    // Columns for n maps in an area of that size: the count that makes each map largest.
    static int bestColumns(QSize area, int n);

protected:
    void showEvent(QShowEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void arrange(); // the frames into the grid, in bestColumns() columns
    void rebuildButtons();
    void headToggled(int head, bool on);
    void markActive();

    Document *m_doc;
    QHBoxLayout *m_buttonRow;
    std::vector<QToolButton *> m_buttons; // one per head of the result
    std::vector<int> m_order; // heads switched on, oldest first (a fifth replaces the oldest)
    QLabel *m_scaleNote;
    QLabel *m_message;
    QWidget *m_mapsArea;
    QGridLayout *m_grid;
    std::vector<QFrame *> m_frames;
    std::vector<HeatmapWidget *> m_maps;
    std::vector<int> m_shown; // the head of each map
    bool m_stale = true; // a result came while hidden
    int m_columns = 0; // of the arrangement in the grid
};

} // namespace attn
