// Labs ▸ RoPE: Score by Distance. A window beside the main one, following its selection: for the
// selected head and query, how q·k against one key's content changes with the distance between
// them under RoPE (render/ropecurve.h), drawn from the session's own numbers. Any key's content
// can be chosen; a session without RoPE is shown as it would be with θ = 10000.
#pragma once

#include "render/ropecurve.h"
#include "ui/common/picturewidget.h"

#include <QDialog>

class QComboBox;

namespace attn {

class Document;

// The curve, drawn by its painter; exports and copies through the one picture path.
class RopeCurveWidget : public PictureWidget {
    Q_OBJECT
public:
    explicit RopeCurveWidget(QWidget *parent = nullptr);
    void setData(RopeCurveData data);
    const RopeCurvePainter &painter() const { return m_painter; }
    std::unique_ptr<Drawing> drawing() const override;
    QSize sizeHint() const override { return { 900, 560 }; }
    QSize minimumSizeHint() const override { return { 320, 220 }; }

protected:
    void paintEvent(QPaintEvent *e) override;
    void contextMenuEvent(QContextMenuEvent *e) override;

private:
    void followAppearance();
    RopeCurvePainter m_painter;
};

class RopeDialog : public QDialog {
    Q_OBJECT
public:
    RopeDialog(Document *doc, QWidget *parent = nullptr);
    RopeCurveWidget *curve() const { return m_curve; }
    QComboBox *keyChoice() const { return m_key; }

private:
    void refill(); // the key list (the session's tokens), then the curve
    void update();

    Document *m_doc;
    QComboBox *m_key;
    RopeCurveWidget *m_curve;
};

} // namespace attn
