#include "areatooltip.h"

#include <QHelpEvent>
#include <QToolTip>

namespace attn {

bool showAreaToolTip(QWidget *widget, QEvent *e, const std::function<AreaToolTip(const QPoint &)> &tipAt)
{
    if (e->type() != QEvent::ToolTip)
        return false;
    auto *help = static_cast<QHelpEvent *>(e);
    const AreaToolTip tip = tipAt(help->pos());
    if (tip.text.isEmpty()) {
        QToolTip::hideText();
        e->ignore();
    } else {
        QToolTip::showText(help->globalPos(), tip.text, widget, tip.area);
    }
    return true;
}

} // namespace attn
