// The large heatmap's "Export Image…": the export dialog (size, sharpness, numbers, decimals,
// theme, file or clipboard), then the picture its painter draws with those choices. Kept apart
// from the widget so the widget's slot is one call.
#pragma once

#include <QSize>

class QWidget;

namespace attn {

class HeatmapPainter;

// `painter`: the widget's (its data, colours, selection and zoom are kept; the hovered cell is
// not part of the picture). `onScreen`: the widget's size, offered as "As on screen" (scaled up
// to at least 1200 units wide, so text stays as large relative to the picture). False when
// cancelled or when writing failed (the reason was shown).
bool exportHeatmapWithDialog(QWidget *parent, const HeatmapPainter &painter, const QSize &onScreen);

} // namespace attn
