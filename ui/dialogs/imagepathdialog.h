// The save dialog every "Export image…" uses (render/imageexport.h writes the file).
#pragma once

#include <QString>

class QWidget;

namespace attn {

// PNG, SVG or PDF, the suffix added from the chosen filter when the user typed none. Empty
// when cancelled.
QString askImagePath(QWidget *parent, const QString &title, const QString &suggestedName);

} // namespace attn
