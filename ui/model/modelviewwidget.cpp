#include "modelviewwidget.h"

#include "render/drawings.h"
#include "render/notation.h"
#include "render/workbenchcsv.h"
#include "ui/common/appearance.h"
#include "ui/common/areatooltip.h"
#include "ui/common/pictureexport.h"

#include <QContextMenuEvent>
#include <QKeyEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace attn {

ModelViewWidget::ModelViewWidget(QWidget *parent)
    : PictureWidget(parent)
{
    setObjectName(QStringLiteral("modelView"));
    setAttribute(Qt::WA_OpaquePaintEvent);
    setCursor(Qt::PointingHandCursor);
    setFocusPolicy(Qt::StrongFocus); // a click puts Ctrl+Z on the workbench's undo stack; Tab reaches it
    installGridAccessibility();
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
    if (gridRows() > 0) // the keyboard's panel stays where it was, inside the new model
        m_cursor
            = { std::clamp(m_cursor.x(), 0, gridColumns() - 1), std::clamp(m_cursor.y(), 0, gridRows() - 1) };
    setSelected(-1, -1);
}

void ModelViewWidget::setMarks(ModelViewMarks marks)
{
    ModelViewOptions o = m_painter.options();
    o.marks = std::move(marks);
    m_painter.setOptions(o);
    update();
}

QString ModelViewWidget::gridName() const
{
    return m_painter.title();
}

QString ModelViewWidget::gridHelp() const
{
    return tr("Arrow keys move from head to head; Enter shows the head large; Ctrl+Enter switches it off "
              "or back on; the menu key opens its menu.");
}

QString ModelViewWidget::gridCellName(int layer, int head) const
{
    if (layer < 0 || head < 0 || layer >= gridRows() || head >= gridColumns())
        return {};
    const ModelViewMarks &m = m_painter.options().marks;
    const int index = layer * m_painter.data().heads + head;
    QStringList parts { tr("layer %1, head %2").arg(layer + 1).arg(head + 1) };
    if (m.isOff(index))
        parts << tr("switched off");
    if (index < int(m.badge.size()) && !std::isnan(m.badge[std::size_t(index)]))
        parts << QStringLiteral("%1 %2").arg(m.badgeName, formatFixed(m.badge[std::size_t(index)], 3));
    if (index < int(m.sink.size()) && !std::isnan(m.sink[std::size_t(index)]))
        parts << tr("an attention sink");
    if (layer == selectedLayer() && head == selectedHead())
        parts << tr("shown large");
    return parts.join(QStringLiteral(", "));
}

bool ModelViewWidget::moveGridCursor(int row, int col)
{
    return placeGridCursor(this, *this, m_cursor, row, col);
}

void ModelViewWidget::keyPressEvent(QKeyEvent *e)
{
    if (moveGridCursorByKey(*this, e, std::max(1, gridRows() / 4)))
        return e->accept();
    const QPoint at = gridCursor();
    if ((e->key() == Qt::Key_Return || e->key() == Qt::Key_Enter) && at.y() >= 0) {
        if (e->modifiers() & Qt::ControlModifier) { // as Ctrl+click
            const bool off = m_painter.options().marks.isOff(at.y() * m_painter.data().heads + at.x());
            emit headOffRequested(at.y(), at.x(), !off, std::nullopt);
        } else {
            setSelected(at.y(), at.x());
            emit headActivated(at.y(), at.x());
        }
        return e->accept();
    }
    PictureWidget::keyPressEvent(e);
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
                   .arg(QStringLiteral("%1 %").arg(formatFixed(100 * m.sink[std::size_t(index)], 0)));
    if (index < int(m.badge.size()) && !std::isnan(m.badge[std::size_t(index)]))
        tip += QStringLiteral("\n%1: %2").arg(m.badgeName, formatFixed(m.badge[std::size_t(index)], 3));
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
    followGridFocus(this, *this, e); // the cursor's frame, and a reader told of its cell
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
    if (const QPoint at = gridCursor(); hasFocus() && at.y() >= 0) // the keyboard's panel
        paintGridCursor(p, panelRect(at.y(), at.x()), m_painter.options().theme.text,
                        m_painter.options().theme.background);
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
    m_cursor = { head, layer }; // the keyboard goes on from the panel clicked
    setSelected(layer, head);
    emit headActivated(layer, head);
}

void ModelViewWidget::contextMenuEvent(QContextMenuEvent *e)
{
    QMenu menu(this);
    // Plain variables, not a structured binding: the lambdas below capture them (clang 14, which
    // the sanitizer build uses, cannot capture a binding).
    // From the menu key, the keyboard's panel; from the pointer, the panel under it.
    const std::pair<int, int> at = e->reason() == QContextMenuEvent::Keyboard && gridCursor().y() >= 0
        ? std::pair<int, int> { gridCursor().y(), gridCursor().x() }
        : panelAt(e->pos());
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
    menu.exec(e->reason() == QContextMenuEvent::Keyboard && layer >= 0
                  ? mapToGlobal(panelRect(layer, head).center().toPoint())
                  : e->globalPos());
}

std::unique_ptr<Drawing> ModelViewWidget::drawing() const
{
    return std::make_unique<ModelViewDrawing>(m_painter);
}

} // namespace attn
