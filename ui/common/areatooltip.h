// The one tooltip handler of the widgets that draw their own items (the heatmap, the head strip,
// the line view, the model view, the next-token strip): in the widget's event(), a ToolTip event
// shows the text for the item under the pointer, kept while the pointer stays in that item's
// area, or hides any tooltip where there is no item.
#pragma once

#include <QRect>
#include <QString>

#include <functional>

class QEvent;
class QPoint;
class QWidget;

namespace attn {

struct AreaToolTip {
    QString text; // empty: nothing under the pointer
    QRect area; // where the text stays shown; empty: until the pointer moves
};

// True when `e` was a ToolTip event (handled); the widget's event() then returns true.
bool showAreaToolTip(QWidget *widget, QEvent *e, const std::function<AreaToolTip(const QPoint &)> &tipAt);

} // namespace attn
