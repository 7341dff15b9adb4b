// The breakdown view: the selected query row of the selected head, worked out stage by stage
// (BreakdownPainter), with the reader's controls: decimals, "mask after softmax (wrong)",
// click a score to open its dot product, copy as text, export as an image.
// The document does not know this widget; the main window calls setBreakdown() whenever the
// result or the selection changes.
#pragma once

#include "render/breakdownpainter.h"
#include "ui/common/picturewidget.h"

#include <QSizeF>
#include <functional>
#include <memory>

class QCheckBox;
class QScrollArea;
class QSpinBox;

namespace attn {

class BreakdownWidget : public PictureWidget {
    Q_OBJECT
public:
    explicit BreakdownWidget(QWidget *parent = nullptr);
    ~BreakdownWidget() override;

    // Fit to window draws the picture at the window's zoom, and larger when the panel has the
    // room (filling it, up to kMaxGrowth × the zoom). Rather than shrink it below kReadable ×
    // the zoom, it drops the hint column (compact), then (many keys in a narrow panel) lays the
    // keys out in bands one under the other, or turns the table so that each key is a row, and
    // only then drops key columns, down to kFewestColumns
    // (the summary of the other keys included); only then does it shrink, never below
    // kSmallestScale (and a table too tall for the panel scrolls down, never sideways).
    static constexpr int kFewestColumns = 4;
    static constexpr double kSmallestScale = 0.45;
    static constexpr double kReadable = 0.85;
    static constexpr double kMaxGrowth = 2.5;
    // Seen whole, it may be drawn smaller than kReadable × the zoom when zoomed far in: down to
    // half the zoom, and never below natural size from 200 % on (nor below 90 % of it). At 300 %
    // with F6 on a 1280×720 screen the lesson's breakdown is then seen whole at about 116 %
    // rather than scrolled through a row at a time.
    static double smallestWholeScale(double zoom);

    // What to explain (see makeBreakdown()). The reader's choices (decimals, the opened dot
    // product, mask after softmax) are kept across calls; an opened key that no longer exists
    // is closed.
    void setBreakdown(const BreakdownData &data);
    const BreakdownData &breakdown() const { return m_data; }

    BreakdownOptions options() const { return m_options; }
    int precision() const { return m_options.precision; }
    void setPrecision(int decimals);
    bool showMaskAfterSoftmax() const { return m_options.showMaskAfterSoftmax; }
    void setShowMaskAfterSoftmax(bool show);
    int expandedKey() const { return m_options.expandedKey; }
    void setExpandedKey(int key); // -1 closes

    // Fit: the picture is fitted to the panel as above. Off: the natural size × the zoom.
    bool fitToWindow() const { return m_fit; }
    void setFitToWindow(bool fit);

    const BreakdownPainter &painter() const { return m_painter; }
    // How many layouts of the calculation this widget has built so far: fitting the panel tries
    // up to fifteen, an edit in the same room reuses what it chose (one or two).
    int layoutsBuilt() const { return m_layoutsBuilt; }
    // Exactly the strings drawn on screen, one per line (BreakdownPainter::text()).
    QString text() const { return m_painter.text(); }
    // What "Copy as text" puts on the clipboard.
    QString plainText() const;
    // The picture Export Image… and Copy Image draw (ui/common/pictureexport.h).
    std::unique_ptr<Drawing> drawing() const override;

public slots:
    void copyAsText();

signals:
    // A key column was clicked (its header, key vector or score): the main window may follow it.
    void keyClicked(int key);

private:
    class Canvas;
    friend class Canvas;

    void rebuild();
    // Lays many keys out in bands (BreakdownOptions::bandWidth = `width`), or a row per key
    // (keysAsRows), into `o`; true when the picture is then seen whole, false when it scrolls
    // down (o.bandWidth 0: none fits). keysInView: of the painter being tried, scrolling.
    bool fitInBands(BreakdownOptions &o, qreal width, const std::function<bool()> &wholeFits,
                    const std::function<bool()> &widthFits, const std::function<int()> &keysInView);
    BreakdownPainter painterFor(const BreakdownOptions &o) const;
    // A row per key at `width` (the room at a readable size), then its title wrapped at the
    // table's own width: into `o` and the painter.
    void wrapTitleAtTable(BreakdownOptions &o, qreal width);
    // Rebuilt with as many key columns as fit, not starting from the count found last time.
    void refit();
    void resizeCanvas();
    bool eventFilter(QObject *watched, QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    // The focus is seen: a frame round the part of the working in view while the panel has it.
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
    void clicked(const QPointF &pos);
    void showContextMenu(const QPoint &globalPos);

    BreakdownData m_data;
    BreakdownOptions m_options;
    int m_fitKeys = 0, m_fitColumns = 0; // what fitting the panel chose last, and for which room
    qreal m_fitBand = 0;
    QSize m_fitRoom;
    bool m_fitCompact = false, m_fitBrief = false, m_fitRows = false;
    // How the last fit fitted: seen whole, its width at a readable size (scrolling down), or
    // neither (shrunk: nothing else was readable either).
    enum class FitHow { Whole, Width, Nowhere };
    FitHow m_fitHow = FitHow::Whole;
    double m_fitZoom = 0;
    bool m_fittedHidden = false; // the last rebuild could not fit: the panel was hidden
    mutable int m_layoutsBuilt = 0;
    BreakdownPainter m_painter;
    QSpinBox *m_precision = nullptr;
    QCheckBox *m_maskAfter = nullptr;
    QCheckBox *m_fitBox = nullptr;
    bool m_fit = true;
    QScrollArea *m_scroll = nullptr;
    Canvas *m_canvas = nullptr;
};

} // namespace attn
