// How large and in which colours the window draws, for the room it is shown in: the zoom
// (70 % … 300 %, every text and every drawn view together) and the theme (light, dark, high
// contrast). One object for the whole app; widgets ask it and follow its changed() signal.
// Both are remembered in the settings. Exports do not follow it: they stay light unless asked.
#pragma once

#include "render/theme.h"

#include <QFont>
#include <QObject>

#include <vector>

class QWidget;

namespace attn {

class Appearance : public QObject {
    Q_OBJECT
public:
    static Appearance &instance();

    // The zoom steps View ▸ Zoom In / Zoom Out move between.
    static const std::vector<double> &zoomSteps();
    static constexpr double kMinZoom = 0.7, kMaxZoom = 3.0;

    double zoom() const { return m_zoom; }
    const Theme &theme() const { return m_theme; }

    // Sets the application's font (its size × zoom) and notifies; clamped to 70 … 300 %.
    void setZoom(double zoom);
    void zoomIn();
    void zoomOut();
    void resetZoom() { setZoom(1.0); }
    // Sets the palette of every widget and notifies; unknown names are ignored.
    void setTheme(const QString &name);

    // The settings' zoom and theme, applied (the main window calls this once at start).
    void restore();

    // The application font as it was before any zoom, scaled by zoom × factor.
    QFont font(double factor = 1.0) const;
    // Keeps w's font at factor × the zoomed application font (a widget whose font was set
    // explicitly no longer follows the application font by itself).
    void follow(QWidget *w, double factor, bool fixedPitch = false);
    // Every dock of `window` draws its title in its own (zoomed) font. QDockWidget keeps a copy
    // of the font it was made with and draws the title in that: its bar grew with the zoom and
    // the words in it did not.
    static void zoomDockTitles(QWidget *window);

signals:
    void changed();

private:
    Appearance();
    void applyFont();
    void applyPalette();

    double m_zoom = 1.0;
    Theme m_theme = Theme::light();
    QFont m_baseFont;
};

} // namespace attn
