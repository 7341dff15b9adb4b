// The dialog behind every "Export Image…" (the heatmap, all heads, the breakdown): what the
// command line's export offers — the picture's size (presets for slides and paper), PNG
// sharpness, numbers in cells and their decimals, the theme — and the file to write, or Copy
// Image to paste the same picture into slides. It only asks; the widget draws and writes
// through render/imageexport.h. The last size, sharpness and theme are kept (preferences.h).
#pragma once

#include "render/imageexport.h"
#include "render/theme.h"

#include <QDialog>
#include <QSizeF>
#include <QString>

#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
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
};

class ImageExportDialog : public QDialog {
    Q_OBJECT
public:
    // `defaults` gives the numbers, decimals and size to start from; the theme, sharpness and
    // size preset start from the last export's.
    ImageExportDialog(QWidget *parent, const QString &title, const QString &suggestedPath,
                      const ImageExportChoice &defaults, const ImageExportOffer &offer = {});

    ImageExportChoice choice() const;

    QLineEdit *pathEdit() const { return m_path; }
    QComboBox *formatBox() const { return m_format; }
    QComboBox *sizeBox() const { return m_preset; }
    QSpinBox *widthBox() const { return m_width; }
    QSpinBox *heightBox() const { return m_height; }
    QComboBox *sharpnessBox() const { return m_ratio; }
    QCheckBox *numbersBox() const { return m_numbers; }
    QSpinBox *decimalsBox() const { return m_decimals; }
    QComboBox *themeBox() const { return m_theme; }
    QPushButton *exportButton() const { return m_export; }
    QPushButton *copyButton() const { return m_copy; }
    QLabel *summary() const { return m_summary; }

    void accept() override;

private:
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

// Carries the choice out with `paint` (drawing in choice.theme): writes choice.path (on the
// theme's background), or puts the picture on the clipboard. A failure is shown in a message
// box titled `title`; false then. `documentTitle`: the SVG/PDF title.
bool deliverImage(QWidget *parent, const QString &title, const ImageExportChoice &choice,
                  const PaintFunction &paint, const QString &documentTitle);

// Where an export is suggested: the folder of the last one (or Pictures), and `fileName`.
QString suggestedImagePath(const QString &fileName);
// The size a picture of a widget `onScreen` starts from: at least `minWidth` units wide, in the
// widget's proportions, so its text stays as large relative to the picture as on screen.
QSizeF exportSizeFor(const QSize &onScreen, double minWidth);

// "Light", "Dark", "High contrast": a theme's name as the dialog shows it.
QString themeTitle(const QString &name);

} // namespace attn
