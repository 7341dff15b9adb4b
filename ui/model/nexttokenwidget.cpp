#include "nexttokenwidget.h"

#include "render/drawings.h"
#include "render/modelviewpainter.h"
#include "ui/common/appearance.h"
#include "ui/common/areatooltip.h"
#include "ui/common/pictureexport.h"

#include <QContextMenuEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>

namespace attn {

NextTokenWidget::NextTokenWidget(QWidget *parent)
    : PictureWidget(parent)
{
    setObjectName(QStringLiteral("nextTokenView"));
    setAttribute(Qt::WA_OpaquePaintEvent);
    connect(&Appearance::instance(), &Appearance::changed, this, &NextTokenWidget::followAppearance);
    followAppearance();
}

void NextTokenWidget::followAppearance()
{
    NextTokenOptions o = m_painter.options();
    o.textScale = Appearance::instance().zoom();
    o.theme = Appearance::instance().theme();
    m_painter.setOptions(o);
    update();
}

void NextTokenWidget::setData(NextTokenData data)
{
    m_painter.setData(std::move(data));
    update();
}

QRectF NextTokenWidget::tokenRect(int index) const
{
    const NextTokenPainter::Layout l = m_painter.layout(QRectF(rect()));
    return index >= 0 && index < int(l.tokenRects.size()) ? l.tokenRects[std::size_t(index)] : QRectF();
}

bool NextTokenWidget::event(QEvent *e)
{
    const bool tip = showAreaToolTip(this, e, [this](const QPoint &pos) {
        const int token = m_painter.tokenAt(QRectF(rect()), pos);
        if (token < 0)
            return AreaToolTip {};
        return AreaToolTip { tr("Token %1 “%2” — click to see what the model predicts after it")
                                 .arg(token + 1)
                                 .arg(shownToken(m_painter.data().tokens.value(token))),
                             tokenRect(token).toAlignedRect() };
    });
    return tip || QWidget::event(e);
}

void NextTokenWidget::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);
    m_painter.paint(p, QRectF(rect()));
}

void NextTokenWidget::mouseReleaseEvent(QMouseEvent *e)
{
    if (e->button() != Qt::LeftButton) {
        QWidget::mouseReleaseEvent(e);
        return;
    }
    const int token = m_painter.tokenAt(QRectF(rect()), e->position());
    if (token >= 0)
        emit positionClicked(token);
}

void NextTokenWidget::contextMenuEvent(QContextMenuEvent *e)
{
    QMenu menu(this);
    menuForRow(&menu, rowAt(e->pos()));
    addPictureActions(&menu, this, [this] { return drawing(); });
    menu.exec(e->globalPos());
}

int NextTokenWidget::rowAt(const QPointF &point) const
{
    const auto rows = m_painter.layout(QRectF(rect())).rowRects;
    for (std::size_t k = 0; k < rows.size(); ++k)
        if (rows[k].contains(point))
            return int(k);
    return -1;
}

void NextTokenWidget::menuForRow(QMenu *menu, int row)
{
    const NextTokenData &d = m_painter.data();
    if (row < 0 || row >= int(d.rows.size()) || !d.isValid() || d.position != d.tokens.size() - 1)
        return;
    const int id = d.rows[std::size_t(row)].id;
    const QString token = shownToken(d.rows[std::size_t(row)].token);
    menu->addAction(tr("Use “%1” as the Answer").arg(token), this, [this, id] { emit answerPicked(id); })
        ->setObjectName(QStringLiteral("useAsAnswer"));
    menu->addAction(tr("Use “%1” as the Wrong Token").arg(token), this, [this, id] { emit wrongPicked(id); })
        ->setObjectName(QStringLiteral("useAsWrong"));
    menu->addSeparator();
}

std::unique_ptr<Drawing> NextTokenWidget::drawing() const
{
    return std::make_unique<NextTokenDrawing>(m_painter);
}

} // namespace attn
