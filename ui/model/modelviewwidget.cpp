#include "modelviewwidget.h"

#include "render/imageexport.h"
#include "ui/appearance.h"
#include "ui/dialogs/imageexportdialog.h"

#include <QContextMenuEvent>
#include <QHelpEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

namespace attn {

ModelViewWidget::ModelViewWidget(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("modelView"));
    setAttribute(Qt::WA_OpaquePaintEvent);
    setCursor(Qt::PointingHandCursor);
    connect(&Appearance::instance(), &Appearance::changed, this, &ModelViewWidget::followAppearance);
    followAppearance();
}

void ModelViewWidget::followAppearance()
{
    ModelViewOptions o = m_painter.options();
    o.textScale = Appearance::instance().zoom();
    o.theme = Appearance::instance().theme();
    m_painter.setOptions(o);
    update();
}

void ModelViewWidget::setData(ModelViewData data)
{
    m_painter.setData(std::move(data));
    setSelected(-1, -1);
}

void ModelViewWidget::setSelected(int layer, int head)
{
    ModelViewOptions o = m_painter.options();
    o.selectedLayer = layer;
    o.selectedHead = head;
    m_painter.setOptions(o);
    update();
}

std::pair<int, int> ModelViewWidget::panelAt(const QPoint &pos) const
{
    return m_painter.panelAt(QRectF(rect()), QPointF(pos));
}

QRectF ModelViewWidget::panelRect(int layer, int head) const
{
    return m_painter.panelRect(m_painter.layout(QRectF(rect())), layer, head);
}

bool ModelViewWidget::event(QEvent *e)
{
    if (e->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(e);
        const auto [layer, head] = panelAt(help->pos());
        if (layer < 0)
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(),
                               tr("Layer %1, head %2 — click to show it large").arg(layer + 1).arg(head + 1),
                               this, panelRect(layer, head).toAlignedRect());
        return true;
    }
    return QWidget::event(e);
}

void ModelViewWidget::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    m_painter.paint(p, QRectF(rect()));
}

void ModelViewWidget::mouseReleaseEvent(QMouseEvent *e)
{
    if (e->button() != Qt::LeftButton) {
        QWidget::mouseReleaseEvent(e);
        return;
    }
    const auto [layer, head] = panelAt(e->position().toPoint());
    if (layer < 0)
        return;
    setSelected(layer, head);
    emit headActivated(layer, head);
}

void ModelViewWidget::contextMenuEvent(QContextMenuEvent *e)
{
    QMenu menu(this);
    menu.addAction(tr("Export Image…"), this, &ModelViewWidget::exportImageDialog);
    menu.exec(e->globalPos());
}

bool ModelViewWidget::exportTo(const QString &path, const QSizeF &size, QString *error) const
{
    // Pictures are light and unzoomed, whatever the window shows.
    ModelViewPainter copy = m_painter;
    ModelViewOptions o = copy.options();
    o.textScale = 1.0;
    o.theme = Theme::light();
    copy.setOptions(o);
    ExportOptions e;
    e.size = size;
    e.title = QStringLiteral("Attention Lab · model view");
    return exportImage(
        path, [&copy](QPainter &p, const QRectF &area) { copy.paint(p, area); }, e, error);
}

void ModelViewWidget::exportImageDialog()
{
    ImageExportChoice defaults;
    defaults.size = m_painter.preferredSize(1600);
    defaults.numbers = false;
    ImageExportOffer offer;
    offer.numbersToggle = false; // the panels are too small for numbers
    offer.screenSize = QSizeF(size());
    const auto choice = askImageExport(this, tr("Export Model View"),
                                       suggestedImagePath(QStringLiteral("model-view.png")), defaults, offer);
    if (!choice)
        return;
    ModelViewPainter copy = m_painter;
    ModelViewOptions o = copy.options();
    o.textScale = 1.0; // the picture's text follows its size, not the window's zoom
    o.theme = choice->theme;
    copy.setOptions(o);
    deliverImage(
        this, tr("Export Model View"), *choice,
        [&copy](QPainter &p, const QRectF &area) { copy.paint(p, area); },
        QStringLiteral("Attention Lab · model view"));
}

} // namespace attn
