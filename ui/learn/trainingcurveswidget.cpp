#include "trainingcurveswidget.h"

#include "ui/common/appearance.h"
#include "ui/common/csvexport.h"
#include "ui/common/pictureexport.h"

#include <QContextMenuEvent>
#include <QFontInfo>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>

namespace attn {

TrainingCurvesWidget::TrainingCurvesWidget(QWidget *parent)
    : PictureWidget(parent)
{
    setObjectName(QStringLiteral("trainingCurves"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAccessibleName(tr("Training curves"));
    connect(&Appearance::instance(), &Appearance::changed, this, qOverload<>(&QWidget::update));
}

void TrainingCurvesWidget::setData(TrainingCurvesData data)
{
    m_data = std::move(data);
    update();
}

TrainingCurvesPainter TrainingCurvesWidget::painter() const
{
    TrainingCurvesOptions o;
    o.theme = Appearance::instance().theme();
    // The window's text, a little larger: the marks are read from the back of the room.
    o.fontSize = std::max(12, QFontInfo(Appearance::instance().font()).pixelSize()) * 1.1;
    return TrainingCurvesPainter(m_data, o);
}

std::unique_ptr<Drawing> TrainingCurvesWidget::drawing() const
{
    return std::make_unique<TrainingCurvesDrawing>(painter());
}

QRectF TrainingCurvesWidget::plotArea() const
{
    const double pad = 6;
    return QRectF(rect()).adjusted(pad, pad, -pad, -pad);
}

void TrainingCurvesWidget::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.fillRect(rect(), Appearance::instance().theme().background);
    painter().paint(p, plotArea());
}

void TrainingCurvesWidget::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return PictureWidget::mouseReleaseEvent(event);
    const int step = painter().stepAt(plotArea(), event->position());
    if (step >= 0 && !m_data.isEmpty())
        emit stepClicked(step);
}

void TrainingCurvesWidget::contextMenuEvent(QContextMenuEvent *event)
{
    QMenu menu(this);
    addPictureActions(&menu, this, [this] { return drawing(); });
    QAction *csv = menu.addAction(tr("Export Curves as CSV…"), this, &TrainingCurvesWidget::exportCsv);
    csv->setObjectName(QStringLiteral("exportCurvesCsv"));
    csv->setEnabled(!m_data.isEmpty());
    menu.exec(event->globalPos());
}

void TrainingCurvesWidget::exportCsv()
{
    saveCsvWithDialog(this, tr("Export Training Curves"), QStringLiteral("training-curves.csv"),
                      [this](QString *) { return trainingCurvesCsv(m_data).toUtf8(); });
}

} // namespace attn
