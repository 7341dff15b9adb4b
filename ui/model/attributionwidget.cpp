#include "attributionwidget.h"

#include "render/drawings.h"
#include "ui/common/appearance.h"
#include "ui/common/csvexport.h"
#include "ui/common/pictureexport.h"

#include <QApplication>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QMenu>
#include <QPainter>

namespace attn {

AttributionWidget::AttributionWidget(QWidget *parent)
    : PictureWidget(parent)
{
    setObjectName(QStringLiteral("attributionView"));
    setAttribute(Qt::WA_OpaquePaintEvent);
    connect(&Appearance::instance(), &Appearance::changed, this, &AttributionWidget::followAppearance);
    followAppearance();
}

void AttributionWidget::followAppearance()
{
    AttributionOptions o = m_painter.options();
    o.textScale = Appearance::instance().zoom();
    o.theme = Appearance::instance().theme();
    m_painter.setOptions(o);
    update();
}

void AttributionWidget::setData(AttributionData data)
{
    m_painter.setData(std::move(data));
    m_working = false;
    update();
}

void AttributionWidget::setWorking(bool working)
{
    m_working = working;
    update();
}

void AttributionWidget::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    m_painter.paint(p, QRectF(rect()));
    if (m_working) { // the previous table stays readable under a band that says a new one comes
        const QRectF band(0, height() - 28, width(), 28);
        p.fillRect(band, m_painter.options().theme.panel);
        p.setPen(m_painter.options().theme.text);
        p.drawText(band, Qt::AlignCenter, tr("Working out why this score…"));
    }
}

void AttributionWidget::copyCsv()
{
    if (m_painter.data().isValid())
        QApplication::clipboard()->setText(m_painter.csv());
}

void AttributionWidget::exportCsvDialog()
{
    saveCsvWithDialog(this, tr("Export Why This Score"), QStringLiteral("why-this-score.csv"), [this](QString *error) {
        if (!m_painter.data().isValid()) {
            *error = tr("Click a cell of a head's map first.");
            return QByteArray();
        }
        return m_painter.csv().toUtf8();
    });
}

void AttributionWidget::contextMenuEvent(QContextMenuEvent *e)
{
    QMenu menu(this);
    addPictureAndCsvActions(
        &menu, this, [this] { return drawing(); }, [this] { copyCsv(); }, [this] { exportCsvDialog(); },
        m_painter.data().isValid());
    menu.exec(e->globalPos());
}

std::unique_ptr<Drawing> AttributionWidget::drawing() const
{
    return std::make_unique<AttributionDrawing>(m_painter);
}

} // namespace attn
