// The middle of the window: the selected head's heatmap, large, and beside it a grid of every
// head (with their average) when there are several. Follows the document: a new result, a new
// selection, and — off the UI thread for large sessions — rebuilds what it draws.
#pragma once

#include "render/heatmapdata.h"

#include <QWidget>

#include <memory>

class QCheckBox;
class QLabel;
class QScrollArea;
class QComboBox;
class QSplitter;
class QToolButton;

namespace attn {

class BackgroundRunner;
class LatestJob;
class Document;
struct StripKept;
class FlowLayout;
class HeadGridWidget;
class HeatmapWidget;
class MaskBar;

class HeatmapPanel : public QWidget {
    Q_OBJECT
public:
    // What the large heatmap shows.
    // The last three are the lesson's common mistakes, drawn and titled as wrong.
    enum Show {
        ShowWeights,
        ShowScores,
        ShowLogits,
        ShowAverage,
        ShowMaskAfterSoftmax,
        ShowWrongAxis,
        ShowReshapeWithoutTranspose
    };

    explicit HeatmapPanel(Document *doc, QWidget *parent = nullptr);

    HeatmapWidget *heatmap() const { return m_heatmap; }
    HeadGridWidget *grid() const { return m_grid; }
    QComboBox *showBox() const { return m_show; }

    void setShow(Show show);
    Show show() const;
    // The Labs menu's way into a mistake (show is ShowMaskAfterSoftmax, ShowWrongAxis or
    // ShowReshapeWithoutTranspose): shows it, first moving to a session where it shows when it
    // changes nothing on this one (render/mistakes.h: the causal mask on, two heads, or a
    // preset) as one undo step, and says why in the mistake note. Returns that note (empty
    // when nothing had to change). Other shows are just set.
    QString showMistake(Show show);
    // The row of the large map under the controls, a horizontal splitter: a view added to it
    // (the difference beside the heatmap) takes its room from the large map, while the controls
    // above and the strip of heads below keep the full width — nothing reflows under the pointer.
    QSplitter *mapsRow() const { return m_mapsRow; }
    bool controlsFolded() const { return m_folded; }
    // True while a rebuild for a large session is on its way.
    bool isBuilding() const;

signals:
    void built(); // the heatmaps show the document's latest result

protected:
    void resizeEvent(QResizeEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    static constexpr double kMostControls = 0.45;
    void layOut(); // the controls above, the maps below (the constructor's second half)
    void updateFold();
    void shareTheHeight(); // between the large map and the strip of heads
    double m_sharedAtZoom = 0; // the zoom the height was last shared at
    void fitControls();
    void rebuild();
    void applyOptions();
    void updateFlatHint();
    void updateStale();
    void updateMistakeNote(double difference);

    Document *m_doc;
    HeatmapWidget *m_heatmap;
    HeadGridWidget *m_grid;
    QSplitter *m_splitter;
    QSplitter *m_mapsRow;
    QComboBox *m_show;
    QComboBox *m_colormap;
    QCheckBox *m_numbers;
    QCheckBox *m_rowMax;
    // Shown when every weight on the map is small (many keys share the attention): the colours
    // would all sit near 0, and a click turns Row max on.
    QLabel *m_flatHint;
    MaskBar *m_maskBar;
    FlowLayout *m_bar;
    // Zoomed in on a small screen, the controls above the maps would take much of their height:
    // then only Show stays, and this button ("More") unfolds the rest — colours, numbers, the
    // mask — on demand. Hidden while everything fits.
    QToolButton *m_more;
    QScrollArea *m_controls;
    QList<QWidget *> m_foldable; // what folding hides: all controls but Show
    bool m_folded = false;
    bool m_manyHeads = false; // the strip has its share for many heads
    // Under the bar while a mistake is shown: why the session was changed, or — when the mistake
    // was picked in the Show box and changes nothing here — a link that moves to where it shows.
    QLabel *m_mistakeNote;
    QString m_switchNote; // why showMistake() changed the session, until another show is picked
    double m_mistakeDifference = 0; // of the last build: how much the mistake shown changes
    BackgroundRunner *m_runner; // lets the replaced maps go off the UI thread
    LatestJob *m_build; // the newest rebuild of a large session
    std::shared_ptr<const StripKept> m_stripKept; // what the strip drew last (large sessions)
    bool m_doesNotFit = false; // the last rebuild ran out of memory: the maps shown are older
    int m_buildHead = -1; // the head a large map is being built for, while its widget is frozen
    bool m_gridPooled = false; // the strip shows overviews (large sessions)
};

} // namespace attn
