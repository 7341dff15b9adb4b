// The breakdown view: the selected query row of the selected head, worked out stage by stage
// (BreakdownPainter), with the reader's controls: decimals, "mask after softmax (wrong)",
// click a score to open its dot product, copy as text, export as an image.
// The document does not know this widget; the main window calls setBreakdown() whenever the
// result or the selection changes.
#pragma once

#include "render/breakdownpainter.h"

#include <QSizeF>
#include <QWidget>

class QCheckBox;
class QScrollArea;
class QSpinBox;

namespace attn {

class BreakdownWidget : public QWidget
{
    Q_OBJECT
public:
    explicit BreakdownWidget(QWidget *parent = nullptr);
    ~BreakdownWidget() override;

    // Fit to window scales the picture between kSmallestScale and 2×; rather than go below
    // that (and scroll sideways, cutting rows of numbers at the panel's edge), it drops key
    // columns, down to kFewestColumns (the summary of the other keys included).
    static constexpr int kFewestColumns = 4;
    static constexpr double kSmallestScale = 0.45;

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

    // Fit: the picture is scaled to the panel (between kSmallestScale and 2×, so a projector gets big
    // numbers and a huge table scrolls rather than shrinking to dust). Off: natural size.
    bool fitToWindow() const { return m_fit; }
    void setFitToWindow(bool fit);

    const BreakdownPainter &painter() const { return m_painter; }
    // Exactly the strings drawn on screen, one per line (BreakdownPainter::text()).
    QString text() const { return m_painter.text(); }
    // What "Copy as text" puts on the clipboard.
    QString plainText() const;
    // The surface that is painted and clicked (tests click on it), and the area it scrolls in.
    QWidget *canvas() const;
    QScrollArea *scrollArea() const { return m_scroll; }

public slots:
    void copyAsText();
    void copyImage();
    void exportImageWithDialog();

signals:
    // A key column was clicked (its header, key vector or score): the main window may follow it.
    void keyClicked(int key);

private:
    class Canvas;
    friend class Canvas;

    void rebuild();
    // Rebuilt with as many key columns as fit, not starting from the count found last time.
    void refit();
    void resizeCanvas();
    bool eventFilter(QObject *watched, QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void clicked(const QPointF &pos);
    void showContextMenu(const QPoint &globalPos);
    QString suggestedFileName() const;

    BreakdownData m_data;
    BreakdownOptions m_options;
    int m_fitKeys = 0, m_fitColumns = 0, m_fitRoom = -1; // what fitting the panel's width chose last
    bool m_fittedHidden = false; // the last rebuild could not fit: the panel was hidden
    BreakdownPainter m_painter;
    QSpinBox *m_precision = nullptr;
    QCheckBox *m_maskAfter = nullptr;
    QCheckBox *m_fitBox = nullptr;
    bool m_fit = true;
    QScrollArea *m_scroll = nullptr;
    Canvas *m_canvas = nullptr;
};

} // namespace attn
