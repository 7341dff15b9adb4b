// The large heatmap's export dialog and picture (heatmapexport.h).
#include "heatmapexport.h"

#include "render/heatmappainter.h"
#include "ui/dialogs/imageexportdialog.h"

#include <QObject>

#include <algorithm>

namespace attn {

bool exportHeatmapWithDialog(QWidget *parent, const HeatmapPainter &painter, const QSize &onScreen)
{
    const QString title = QObject::tr("Export Heatmap");
    ImageExportChoice defaults;
    defaults.size = exportSizeFor(onScreen, 1200);
    defaults.numbers = painter.options().showNumbers;
    defaults.decimals = painter.options().precision;
    ImageExportOffer offer;
    offer.screenSize = QSizeF(onScreen); // the view's own size, as the class sees it
    const auto choice
        = askImageExport(parent, title, suggestedImagePath(QStringLiteral("heatmap.png")), defaults, offer);
    if (!choice)
        return false;
    HeatmapOptions o = painter.options();
    o.hoveredCell = { -1, -1 }; // the pointer is not part of the picture
    o.textScale = 1.0; // the picture's text follows its size, not the window's zoom
    o.compact = false; // and has every caption, whatever the room on screen folded
    o.theme = choice->theme;
    o.showNumbers = choice->numbers;
    o.precision = choice->decimals;
    const HeatmapPainter copy(painter.dataPtr(), o);
    return deliverImage(
        parent, title, *choice, [&copy](QPainter &p, const QRectF &area) { copy.paint(p, area); },
        painter.data() ? QStringLiteral("Attention Lab · %1").arg(painter.data()->title) : QString());
}

} // namespace attn
