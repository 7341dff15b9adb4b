// Export Image… and Copy Image for every drawn view (pictureexport.h).
#include "pictureexport.h"

#include "preferences.h"
#include "render/drawing.h"

#include <QClipboard>
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImage>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QStatusBar>
#include <QWidget>

namespace attn {

namespace {

    QString dialogTitle(const Drawing &drawing)
    {
        return QObject::tr("Export %1").arg(drawing.viewName());
    }

    // Said in the status bar of the window the export came from (a floating dock's too), as
    // every other file the window writes is.
    void confirmExport(QWidget *from, const QString &text)
    {
        for (QWidget *w = from; w; w = w->parentWidget())
            if (auto *main = qobject_cast<QMainWindow *>(w)) {
                main->statusBar()->showMessage(text, 8000);
                return;
            }
    }

    DrawingStyle styleOf(const ImageExportChoice &choice)
    {
        DrawingStyle s;
        s.theme = choice.theme;
        s.numbers = choice.numbers;
        s.decimals = choice.decimals;
        return s;
    }

    QImage putOnClipboard(QWidget *view, const Drawing &drawing, const ImageExportChoice &choice)
    {
        const QImage image = renderDrawing(drawing, styleOf(choice), choice.size, choice.pixelRatio);
        QGuiApplication::clipboard()->setImage(image);
        confirmExport(view,
                      QObject::tr("Copied the picture (%1 × %2 pixels): paste it into your slides")
                          .arg(image.width())
                          .arg(image.height()));
        return image;
    }

} // namespace

ImageExportOffer pictureOffer(const QWidget *view, const Drawing &drawing)
{
    ImageExportOffer offer;
    offer.numbersToggle = drawing.hasNumbersToggle();
    offer.decimals = drawing.hasDecimals();
    offer.naturalSize = drawing.naturalSize();
    // "As on screen": the view's own size, as the class sees it — for pictures without a size
    // of their own (those keep their proportions in any size).
    if (view && view->isVisible() && offer.naturalSize.isEmpty())
        offer.screenSize = QSizeF(view->size());
    return offer;
}

ImageExportChoice pictureDefaults(const QWidget *view, const Drawing &drawing)
{
    ImageExportChoice defaults;
    const DrawingStyle style = drawing.style();
    defaults.numbers = style.numbers;
    defaults.decimals = style.decimals;
    defaults.size = !drawing.naturalSize().isEmpty() ? drawing.naturalSize()
        : view && view->isVisible()                  ? exportSizeFor(view->size(), drawing.minimumWidth())
                                                     : QSizeF(1600, 1000);
    return defaults;
}

bool deliverPicture(QWidget *view, const Drawing &drawing, const ImageExportChoice &choice)
{
    if (choice.copy) {
        putOnClipboard(view, drawing, choice);
        return true;
    }
    QString error;
    if (!exportDrawing(choice.path, drawing, styleOf(choice), choice.size, choice.pixelRatio, &error)) {
        QMessageBox::warning(view, dialogTitle(drawing), error);
        return false;
    }
    prefs::lastImageFolder.set(QFileInfo(choice.path).absolutePath());
    const bool png = imageFormatFor(choice.path) == ImageFormat::Png;
    const QSize s = (choice.size * (png ? choice.pixelRatio : 1.0)).toSize();
    confirmExport(view,
                  png ? QObject::tr("Exported %1 (%2 × %3 pixels)")
                            .arg(QDir::toNativeSeparators(choice.path))
                            .arg(s.width())
                            .arg(s.height())
                      : QObject::tr("Exported %1").arg(QDir::toNativeSeparators(choice.path)));
    return true;
}

bool exportPictureWithDialog(QWidget *view, const Drawing &drawing)
{
    const auto choice = askImageExport(view, dialogTitle(drawing), suggestedImagePath(drawing.fileName()),
                                       pictureDefaults(view, drawing), pictureOffer(view, drawing));
    return choice && deliverPicture(view, drawing, *choice);
}

QImage copyPicture(QWidget *view, const Drawing &drawing)
{
    ImageExportChoice choice = startingChoice(pictureDefaults(view, drawing), pictureOffer(view, drawing),
                                              ExportMemory::fromSettings());
    choice.copy = true;
    return putOnClipboard(view, drawing, choice);
}

void addPictureActions(QMenu *menu, QWidget *view, const DrawingFactory &drawing)
{
    QAction *exportAction = menu->addAction(QObject::tr("Export Image…"), view, [view, drawing] {
        if (const auto d = drawing())
            exportPictureWithDialog(view, *d);
    });
    QAction *copyAction = menu->addAction(QObject::tr("Copy Image"), view, [view, drawing] {
        if (const auto d = drawing())
            copyPicture(view, *d);
    });
    exportAction->setObjectName(QStringLiteral("exportImage"));
    copyAction->setObjectName(QStringLiteral("copyImage"));
}

void addPictureAndCsvActions(QMenu *menu, QWidget *view, const DrawingFactory &drawing, const std::function<void()> &copyCsv,
                             const std::function<void()> &exportCsv, bool hasData)
{
    addPictureActions(menu, view, drawing);
    menu->addSeparator();
    QAction *copy = menu->addAction(QObject::tr("Copy as CSV"), view, copyCsv);
    QAction *save = menu->addAction(QObject::tr("Export CSV…"), view, exportCsv);
    copy->setObjectName(QStringLiteral("copyCsv"));
    save->setObjectName(QStringLiteral("exportCsv"));
    copy->setEnabled(hasData);
    save->setEnabled(hasData);
}

} // namespace attn
