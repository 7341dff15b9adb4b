// The heatmap for a screen reader: an accessible table named as the map ("Heatmap: weights of
// head 1"), a cell per query and key that reads "query river, key bank, weight 0.576" (and why
// it is blocked), the cell under the keyboard cursor as its focus. Orca and other AT-SPI readers
// move through it with the arrow keys that move the widget's cursor (heatmapwidget.h).
#pragma once

namespace attn {

// Installs, once, the factory that gives every HeatmapWidget its accessible table.
void installHeatmapAccessibility();

} // namespace attn
