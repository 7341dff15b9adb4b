// The one way the window exports or copies a drawn view. Every view that draws (the heatmap, the
// head strip, the line view, the model view, the breakdown, a lesson step, heads side by side, the
// difference) gives its picture as a render/drawing.h Drawing, and its Export Image… and Copy Image
// call these: the same dialog, and the same picture in the same theme, size and sharpness — Copy
// Image puts on the clipboard exactly what the dialog would export first.
#pragma once

#include "imageexportdialog.h"

#include <functional>
#include <memory>

class QImage;
class QMenu;
class QWidget;

namespace attn {

class Drawing;

// What the export dialog offers and starts from for `drawing`, shown in `view`: its numbers and
// decimals, its natural size, or else the view's size as "As on screen".
ImageExportChoice pictureDefaults(const QWidget *view, const Drawing &drawing);
ImageExportOffer pictureOffer(const QWidget *view, const Drawing &drawing);

// Export Image…: the dialog, titled "Export " and the view's name, then the picture with the
// choices made (a file, or the clipboard). False when cancelled or when writing failed (the
// reason was shown).
bool exportPictureWithDialog(QWidget *view, const Drawing &drawing);

// Copy Image: the picture as the dialog would start (the last export's size preset, sharpness and
// theme; the view's numbers), on the clipboard; the image copied.
QImage copyPicture(QWidget *view, const Drawing &drawing);

// Carries out a choice: writes choice.path, or puts the picture on the clipboard (choice.copy);
// says so in the window's status bar. A failure is shown in a message box; false then.
bool deliverPicture(QWidget *view, const Drawing &drawing, const ImageExportChoice &choice);

// "Export Image…" and "Copy Image" in a view's menu, drawing what `drawing` makes when chosen.
using DrawingFactory = std::function<std::unique_ptr<Drawing>()>;
void addPictureActions(QMenu *menu, QWidget *view, const DrawingFactory &drawing);
// The same, then "Copy as CSV" and "Export CSV…" (enabled when there is something to write): the
// menu of a view that is a table of numbers too (Why This Score, the patching and lens grids).
void addPictureAndCsvActions(QMenu *menu, QWidget *view, const DrawingFactory &drawing, const std::function<void()> &copyCsv,
                             const std::function<void()> &exportCsv, bool hasData);

} // namespace attn
