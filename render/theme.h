// The colours every picture is drawn in, by role, so one painter serves a bright projector, a
// dim room and an exported slide alike. Light is the default and what exports use unless asked;
// dark is for dim rooms; high contrast for washed-out projectors (pure black on white, heavier
// rules). The data's colours (viridis, RdBu, …) stay the colour map's; a theme only sets
// everything around them.
#pragma once

#include <QColor>
#include <QString>
#include <QStringList>

#include <optional>

namespace attn {

struct Theme {
    QString name; // "light", "dark", "high-contrast"
    QColor background; // behind everything
    QColor panel; // a raised area: a table header, a message box
    QColor text; // what is read
    QColor mutedText; // axis titles, notes, subtitles
    QColor rule; // thin lines between rows, frames
    QColor frame; // the outline of a matrix or a bar
    QColor hatch; // the lines over blocked cells
    QColor blockedFill; // behind a blocked number in a table
    QColor flag; // something wrong or missing: a fully masked row, a WRONG view
    QColor flagFill; // the background of a wrong row
    QColor warningFill; // an overflow, a problem cell
    QColor select; // the selected query's band
    QColor selectText; // text on the selected band
    QColor highlight; // an opened item (a dot product), a revealed answer
    QColor highlightBorder;
    QColor positive, negative; // signed bars
    QColor accent1, accent2; // two more series (e^x, weights) in charts
    double ruleWidth = 1.0; // line widths scale with this (high contrast draws heavier)

    static const Theme &light();
    static const Theme &dark();
    static const Theme &highContrast();
    // "light", "dark", "high-contrast" (case-insensitive; "contrast" and "hc" too).
    static std::optional<Theme> byName(const QString &name);
    static QStringList names();
    bool isDark() const { return background.lightnessF() < 0.5; }
};

} // namespace attn
