#include "modelviewwidget.h"

#include "render/drawings.h"
#include "render/workbenchcsv.h"
#include "ui/common/appearance.h"
#include "ui/common/areatooltip.h"
#include "ui/common/pictureexport.h"

#include <QContextMenuEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>

#include <cmath>

namespace attn {

ModelViewWidget::ModelViewWidget(QWidget *parent)
    : PictureWidget(parent)
{
    setObjectName(QStringLiteral("modelView"));
    setAttribute(Qt::WA_OpaquePaintEvent);
    setCursor(Qt::PointingHandCursor);
    setFocusPolicy(Qt::ClickFocus); // a click puts Ctrl+Z on the workbench's undo stack
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

void ModelViewWidget::setMarks(ModelViewMarks marks)
{
    ModelViewOptions o = m_painter.options();
    o.marks = std::move(marks);
    m_painter.setOptions(o);
    update();
}

QString ModelViewWidget::toolTipFor(int layer, int head) const
{
    const ModelViewMarks &m = m_painter.options().marks;
    const int index = layer * m_painter.data().heads + head;
    QString tip = tr("Layer %1, head %2 (%3 on the command line)")
                      .arg(layer + 1)
                      .arg(head + 1)
                      .arg(commandLineHead({ layer, head }));
    if (m.isOff(index))
        tip += tr(" — switched off");
    if (index < int(m.sink.size()) && !std::isnan(m.sink[std::size_t(index)]))
        tip += tr("\nAn attention sink: %1 of its attention goes to the first token on average. "
                  "Heads park attention there when they have nothing to look for — its bright first "
                  "column is not a finding about this sentence.")
                   .arg(QStringLiteral("%1 %").arg(100 * m.sink[std::size_t(index)], 0, 'f', 0));
    if (index < int(m.badge.size()) && !std::isnan(m.badge[std::size_t(index)]))
        tip += QStringLiteral("\n%1: %2").arg(m.badgeName).arg(m.badge[std::size_t(index)], 0, 'f', 3);
    tip += tr("\nClick to show it large; Ctrl+click to switch it %1")
               .arg(m.isOff(index) ? tr("back on") : tr("off"));
    return tip;
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
    const bool tip = showAreaToolTip(this, e, [this](const QPoint &pos) {
        const auto [layer, head] = panelAt(pos);
        return layer < 0 ? AreaToolTip {}
                         : AreaToolTip { toolTipFor(layer, head), panelRect(layer, head).toAlignedRect() };
    });
    return tip || QWidget::event(e);
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
    if (e->modifiers() & Qt::ControlModifier) {
        const bool off = m_painter.options().marks.isOff(layer * m_painter.data().heads + head);
        emit headOffRequested(layer, head, !off, std::nullopt);
        return;
    }
    setSelected(layer, head);
    emit headActivated(layer, head);
}

void ModelViewWidget::contextMenuEvent(QContextMenuEvent *e)
{
    QMenu menu(this);
    // Plain variables, not a structured binding: the lambdas below capture them (clang 14, which
    // the sanitizer build uses, cannot capture a binding).
    const std::pair<int, int> at = panelAt(e->pos());
    const int layer = at.first, head = at.second;
    if (layer >= 0) {
        const QString name
            = tr("Layer %1 Head %2 (%3)").arg(layer + 1).arg(head + 1).arg(commandLineHead({ layer, head }));
        if (m_painter.options().marks.isOff(layer * m_painter.data().heads + head)) {
            menu.addAction(tr("Switch %1 Back On").arg(name), this,
                           [this, layer, head] { emit headOffRequested(layer, head, false, std::nullopt); })
                ->setObjectName(QStringLiteral("headOn"));
        } else {
            menu.addAction(
                    tr("Switch %1 Off: Output Zero").arg(name), this,
                    [this, layer, head] { emit headOffRequested(layer, head, true, gpt2::Ablation::Zero); })
                ->setObjectName(QStringLiteral("headOffZero"));
            menu.addAction(
                    tr("Switch %1 Off: Output Its Mean").arg(name), this,
                    [this, layer, head] { emit headOffRequested(layer, head, true, gpt2::Ablation::Mean); })
                ->setObjectName(QStringLiteral("headOffMean"));
        }
        menu.addSeparator();
    }
    menu.addAction(tr("Export Image…"), this, &ModelViewWidget::exportImageDialog);
    menu.addAction(tr("Copy Image"), this, &ModelViewWidget::copyImage);
    menu.exec(e->globalPos());
}

std::unique_ptr<Drawing> ModelViewWidget::drawing() const
{
    return std::make_unique<ModelViewDrawing>(m_painter);
}

} // namespace attn
