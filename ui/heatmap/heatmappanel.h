// The middle of the window: the selected head's heatmap, large, and beside it a grid of every
// head (with their average) when there are several. Follows the document: a new result, a new
// selection, and — off the UI thread for large sessions — rebuilds what it draws.
#pragma once

#include "render/heatmapdata.h"

#include <QWidget>

class QCheckBox;
class QLabel;
class QComboBox;
class QSplitter;
class QToolButton;

namespace attn {

class BackgroundRunner;
class Document;
class HeadGridWidget;
class HeatmapWidget;

class HeatmapPanel : public QWidget
{
    Q_OBJECT
public:
    // What the large heatmap shows.
    // The last three are the lesson's common mistakes, drawn and titled as wrong.
    enum Show { ShowWeights, ShowScores, ShowLogits, ShowAverage, ShowMaskAfterSoftmax, ShowWrongAxis,
                ShowReshapeWithoutTranspose };

    explicit HeatmapPanel(Document *doc, QWidget *parent = nullptr);

    HeatmapWidget *heatmap() const { return m_heatmap; }
    HeadGridWidget *grid() const { return m_grid; }
    QComboBox *showBox() const { return m_show; }
    QComboBox *colormapBox() const { return m_colormap; }
    QCheckBox *numbersBox() const { return m_numbers; }
    QCheckBox *rowMaxBox() const { return m_rowMax; }
    // Shown when every weight on the map is small (many keys share the attention): the colours
    // would all sit near 0, and a click turns Row max on.
    QLabel *flatHint() const { return m_flatHint; }
    QToolButton *maskEditButton() const { return m_maskEdit; }

    void setShow(Show show);
    // True while a rebuild for a large session is on its way.
    bool isBuilding() const { return m_building; }

signals:
    void built(); // the heatmaps show the document's latest result

private:
    void rebuild();
    void applyOptions();
    void updateFlatHint();

    Document *m_doc;
    HeatmapWidget *m_heatmap;
    HeadGridWidget *m_grid;
    QSplitter *m_splitter;
    QComboBox *m_show;
    QComboBox *m_colormap;
    QCheckBox *m_numbers;
    QCheckBox *m_rowMax;
    QLabel *m_flatHint;
    QToolButton *m_maskEdit;
    BackgroundRunner *m_runner;
    quint64 m_generation = 0;
    bool m_building = false;
    bool m_gridPooled = false; // the strip shows overviews (large sessions)
};

} // namespace attn
