#include "startup.h"

#include "mainwindow.h"
#include "ui/document/autosave.h"
#include "ui/lesson/lessonsetup.h"
#include "ui/lesson/presentationwindow.h"

namespace attn {

namespace {

    void openAsked(MainWindow &window, const StartRequest &request)
    {
        if (!request.file.isEmpty())
            window.openFile(request.file); // a broken file shows its message; the lesson stays loaded
        else if (!request.preset.isEmpty())
            window.loadPreset(request.preset);
    }

} // namespace

void startWindow(MainWindow &window, const StartRequest &request)
{
    const bool recoveryWaiting = !Autosaver::orphans(window.autosaver()->directory()).isEmpty();
    if (!request.present || !recoveryWaiting) {
        // Unsaved work a crash left behind comes first: restored, it is not replaced by the file.
        if (!window.offerRecovery(request.file))
            openAsked(window, request);
        if (request.present)
            window.lesson()->present(request.step);
        return;
    }
    // The class sees the slides first; the question waits until the presentation ends. The
    // session asked for is on the slides meanwhile, and a restore then replaces it.
    openAsked(window, request);
    window.lesson()->present(request.step);
    PresentationWindow *slides = window.lesson()->presentation();
    if (!slides) {
        window.offerRecovery();
        return;
    }
    QObject::connect(
        slides, &PresentationWindow::left, &window, [w = &window] { w->offerRecovery(); },
        Qt::QueuedConnection); // once: the slides are deleted when they close
}

} // namespace attn
