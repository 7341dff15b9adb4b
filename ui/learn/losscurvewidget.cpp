#include "losscurvewidget.h"

#include "ui/common/appearance.h"
#include "ui/common/csvexport.h"
#include "ui/common/pictureexport.h"

#include <QContextMenuEvent>
#include <QFontInfo>
#include <QMenu>
#include <QPainter>

namespace attn {

LossCurveWidget::LossCurveWidget(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("lossCurve"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    connect(&Appearance::instance(), &Appearance::changed, this, qOverload<>(&QWidget::update));
}

void LossCurveWidget::setData(LossCurveData data)
{
    m_data = std::move(data);
    update();
}

LossCurvePainter LossCurveWidget::painter() const
{
    LossCurveOptions o;
    o.theme = Appearance::instance().theme();
    // The window's text, a little larger: the numbers in the legend are read from the back.
    o.fontSize = std::max(12, QFontInfo(Appearance::instance().font()).pixelSize()) * 1.1;
    return LossCurvePainter(m_data, o);
}

std::unique_ptr<Drawing> LossCurveWidget::drawing() const
{
    return std::make_unique<LossCurveDrawing>(painter());
}

void LossCurveWidget::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.fillRect(rect(), Appearance::instance().theme().background);
    const double pad = 6;
    painter().paint(p, QRectF(rect()).adjusted(pad, pad, -pad, -pad));
}

void LossCurveWidget::contextMenuEvent(QContextMenuEvent *event)
{
    QMenu menu(this);
    addPictureActions(&menu, this, [this] { return drawing(); });
    QAction *csv = menu.addAction(tr("Export Loss History as CSV…"), this, &LossCurveWidget::exportCsv);
    csv->setObjectName(QStringLiteral("exportLossCsv"));
    csv->setEnabled(!m_data.isEmpty());
    menu.exec(event->globalPos());
}

void LossCurveWidget::exportCsv()
{
    saveCsvWithDialog(this, tr("Export Loss History"), QStringLiteral("loss.csv"),
                      [this](QString *) { return lossCurveCsv(m_data).toUtf8(); });
}

} // namespace attn
