// PictureWidget (picturewidget.h): the one Copy Image and Export Image… of every drawn view.
#include "picturewidget.h"

#include "pictureexport.h"

#include "render/drawing.h"

namespace attn {

void PictureWidget::copyImage()
{
    copyPicture(this, *drawing());
}

void PictureWidget::exportImageDialog()
{
    exportPictureWithDialog(this, *drawing());
}

} // namespace attn
