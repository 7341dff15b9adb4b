// What the window does first, from the command line's request: unsaved work a crash left
// behind, the file or preset asked for, presentation mode. Before the slides, the recovery
// question would stand in front of the class: with --present it is asked when the
// presentation ends (the presenter has the session asked for on screen until then).
#pragma once

#include <QString>

namespace attn {

class MainWindow;

struct StartRequest {
    QString file; // a session to open; empty: none
    QString preset; // a preset to load when no file is given; empty: none
    bool present = false; // presentation mode at once
    int step = -1; // its step (0-based), −1: the current one
};

// Opens what `request` asks in `window` (already shown). Returns at once: a question deferred
// until the presentation ends is asked from the event loop.
void startWindow(MainWindow &window, const StartRequest &request);

} // namespace attn
