// The dialog behind every "Export Image…" of the window: what the command line's export offers —
// the picture's size (presets for slides and paper), PNG sharpness, numbers in cells and their
// decimals, the theme — and the file to write, or Copy Image to paste the same picture into
// slides. It only asks; pictureexport.h draws and writes. The last size, sharpness and theme are
// kept (preferences.h), and exportStart() is where an export starts from them — the dialog's
// first values, and what Copy Image uses without asking.
#pragma once

#include "render/imageexport.h"
#include "render/theme.h"

#include <QDialog>
#include <QSizeF>
#include <QString>
#include <QStringList>

#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QLayout;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace attn {

struct ImageExportChoice {
    QString path; // the file (PNG, SVG or PDF by its suffix); empty with copy
    bool copy = false; // Copy Image: put the picture on the clipboard instead
    QSizeF size { 1600,
                  1000 }; // pixels for PNG and the clipboard, points for SVG and PDF; empty: natural size
    double pixelRatio = 2.0; // PNG and the clipboard: device pixels per unit (2 = 192 dpi)
    bool numbers = true; // numbers in cells (heatmaps)
    int decimals = 3; // their decimals
    Theme theme = Theme::light(); // exports stay light unless asked
};

// What the picture being exported can vary.
struct ImageExportOffer {
    bool numbersToggle = true; // heatmaps: numbers on or off (the breakdown is all numbers)
    QSizeF screenSize; // offered as "As on screen"; empty: not offered
    QSizeF naturalSize; // offered as "Natural size" (the breakdown's own); empty: not offered
    bool decimals = true; // decimals to choose (without numbersToggle: the breakdown's)
};

// What the last export chose, as the settings keep it.
struct ExportMemory {
    QString sizePreset; // "slide", "screen", "natural", "custom", …; empty before any export
    QSize customSize;
    double pixelRatio = 2.0;
    QString theme;
    static ExportMemory fromSettings();
};

// Where an export starts: the size preset and size, the sharpness and the theme.
struct ExportStart {
    QString preset; // a size preset's id (exportSizePresets()), "custom" when none
    QSizeF size;
    double pixelRatio = 2.0;
    Theme theme = Theme::light();
};

// The size presets the dialog lists for `offer`, by id, in order.
QStringList exportSizePresets(const ImageExportOffer &offer);
// The last export's size preset when it is offered here, else the natural size, else the size
// on screen, else defaults.size; the last sharpness and theme. Reads no settings: `memory` is
// what they hold.
ExportStart exportStart(const ImageExportChoice &defaults, const ImageExportOffer &offer,
                        const ExportMemory &memory);
// `defaults` with the size, sharpness and theme exportStart() gives: what the dialog shows first.
ImageExportChoice startingChoice(const ImageExportChoice &defaults, const ImageExportOffer &offer,
                                 const ExportMemory &memory);

class ImageExportDialog : public QDialog {
    Q_OBJECT
public:
    // `defaults` gives the numbers, decimals and size to start from; the theme, sharpness and
    // size preset start from the last export's.
    ImageExportDialog(QWidget *parent, const QString &title, const QString &suggestedPath,
                      const ImageExportChoice &defaults, const ImageExportOffer &offer = {});

    ImageExportChoice choice() const;

    void accept() override;

private:
    QLayout *fileRow(const QString &suggestedPath);
    QLayout *sizeRow(const ImageExportOffer &offer, const ExportStart &start);
    void setUpSharpness(double start);
    QLayout *numbersRow(const ImageExportChoice &defaults, const ImageExportOffer &offer);
    void browse();
    void formatChosen();
    void pathEdited();
    void presetChosen();
    void sizeEdited();
    void updateSummary();
    void remember() const;

    bool m_copyPressed = false;
    QLineEdit *m_path;
    QComboBox *m_format;
    QComboBox *m_preset;
    QSpinBox *m_width;
    QSpinBox *m_height;
    QLabel *m_unit;
    QComboBox *m_ratio;
    QCheckBox *m_numbers;
    QSpinBox *m_decimals;
    QComboBox *m_theme;
    QLabel *m_summary;
    QPushButton *m_export;
    QPushButton *m_copy;
};

// Shows the dialog; the choice, or nothing when cancelled.
std::optional<ImageExportChoice> askImageExport(QWidget *parent, const QString &title,
                                                const QString &suggestedPath,
                                                const ImageExportChoice &defaults,
                                                const ImageExportOffer &offer = {});

// Where an export is suggested: the folder of the last one (or Pictures), and `fileName`.
QString suggestedImagePath(const QString &fileName);
// The size a picture of a widget `onScreen` starts from: at least `minWidth` units wide, in the
// widget's proportions, so its text stays as large relative to the picture as on screen.
QSizeF exportSizeFor(const QSize &onScreen, double minWidth);

// "Light", "Dark", "High contrast": a theme's name as the dialog shows it.
QString themeTitle(const QString &name);

} // namespace attn
