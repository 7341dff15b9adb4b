// The image export dialog (imageexportdialog.h).
#include "imageexportdialog.h"

#include "render/imageexport.h"
#include "ui/document/preferences.h"

#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QToolButton>
#include <QVBoxLayout>

#include <cmath>

namespace attn {

namespace {

    constexpr int kSizeRole = Qt::UserRole + 1;
    constexpr int kMaxSide = 20000; // render/imageexport.cpp refuses more, in units and in PNG pixels

    const char *const kSuffixes[] = { "png", "svg", "pdf" };

    struct Preset {
        const char *id;
        QString text;
        QSizeF size;
    };

    // Sizes people ask for: a slide (16:9), a full-HD screen, 4K, a page of A4 (points: 1/72 in).
    std::vector<Preset> fixedPresets()
    {
        return {
            { "slide", QObject::tr("Slide, 1280 × 720"), QSizeF(1280, 720) },
            { "full-hd", QObject::tr("Full HD, 1920 × 1080"), QSizeF(1920, 1080) },
            { "4k", QObject::tr("4K, 3840 × 2160"), QSizeF(3840, 2160) },
            { "a4-landscape", QObject::tr("A4 landscape, 842 × 595"), QSizeF(842, 595) },
            { "a4-portrait", QObject::tr("A4 portrait, 595 × 842"), QSizeF(595, 842) },
        };
    }

    QSize whole(const QSizeF &s)
    {
        return QSize(std::clamp(qRound(s.width()), 16, kMaxSide),
                     std::clamp(qRound(s.height()), 16, kMaxSide));
    }

} // namespace

QString themeTitle(const QString &name)
{
    if (name == QLatin1String("light"))
        return QObject::tr("Light (white paper)");
    if (name == QLatin1String("dark"))
        return QObject::tr("Dark (dim rooms)");
    if (name == QLatin1String("high-contrast"))
        return QObject::tr("High contrast (washed-out projectors)");
    return name;
}

ImageExportDialog::ImageExportDialog(QWidget *parent, const QString &title, const QString &suggestedPath,
                                     const ImageExportChoice &defaults, const ImageExportOffer &offer)
    : QDialog(parent)
    , m_path(new QLineEdit(this))
    , m_format(new QComboBox(this))
    , m_preset(new QComboBox(this))
    , m_width(new QSpinBox(this))
    , m_height(new QSpinBox(this))
    , m_unit(new QLabel(this))
    , m_ratio(new QComboBox(this))
    , m_numbers(new QCheckBox(tr("&Numbers in cells"), this))
    , m_decimals(new QSpinBox(this))
    , m_theme(new QComboBox(this))
    , m_summary(new QLabel(this))
    , m_export(new QPushButton(tr("&Export"), this))
    , m_copy(new QPushButton(tr("&Copy Image"), this))
{
    setWindowTitle(title);

    // The file and its kind.
    m_path->setText(QDir::toNativeSeparators(suggestedPath));
    m_path->setMinimumWidth(fontMetrics().horizontalAdvance(QLatin1Char('x')) * 40);
    auto *browse = new QToolButton(this);
    browse->setText(tr("Browse…"));
    m_format->addItem(tr("PNG image (pixels)"));
    m_format->addItem(tr("SVG drawing (vectors)"));
    m_format->addItem(tr("PDF document (vectors)"));
    const ImageFormat suggested = imageFormatFor(suggestedPath);
    m_format->setCurrentIndex(suggested == ImageFormat::Svg ? 1 : suggested == ImageFormat::Pdf ? 2 : 0);
    auto *fileRow = new QHBoxLayout;
    fileRow->addWidget(m_path, 1);
    fileRow->addWidget(browse);

    // The size: a preset or any width × height.
    if (!offer.screenSize.isEmpty()) {
        const QSize s = whole(offer.screenSize);
        m_preset->addItem(tr("As on screen, %1 × %2").arg(s.width()).arg(s.height()),
                          QStringLiteral("screen"));
        m_preset->setItemData(m_preset->count() - 1, QSizeF(s), kSizeRole);
    }
    if (!offer.naturalSize.isEmpty()) {
        const QSize s = whole(offer.naturalSize);
        m_preset->addItem(tr("Natural size, %1 × %2").arg(s.width()).arg(s.height()),
                          QStringLiteral("natural"));
        m_preset->setItemData(m_preset->count() - 1, QSizeF(s), kSizeRole);
    }
    for (const Preset &p : fixedPresets()) {
        m_preset->addItem(p.text, QString::fromLatin1(p.id));
        m_preset->setItemData(m_preset->count() - 1, p.size, kSizeRole);
    }
    m_preset->addItem(tr("Custom"), QStringLiteral("custom"));
    for (QSpinBox *b : { m_width, m_height }) {
        b->setRange(16, kMaxSide);
        b->setAccelerated(true);
    }
    m_width->setToolTip(tr("Width"));
    m_height->setToolTip(tr("Height"));
    auto *sizeRow = new QHBoxLayout;
    sizeRow->addWidget(m_preset, 1);
    sizeRow->addSpacing(8);
    sizeRow->addWidget(m_width);
    sizeRow->addWidget(new QLabel(QStringLiteral("×"), this));
    sizeRow->addWidget(m_height);
    sizeRow->addWidget(m_unit);

    // PNG sharpness.
    for (int k : { 1, 2, 3, 4 })
        m_ratio->addItem(k == 2       ? tr("2× (192 dpi, sharp on slides)")
                             : k == 4 ? tr("4× (384 dpi, for print)")
                                      : tr("%1× (%2 dpi)").arg(k).arg(96 * k),
                         double(k));
    const int ratio = m_ratio->findData(prefs::exportPixelRatio.get());
    m_ratio->setCurrentIndex(ratio >= 0 ? ratio : 1);

    // Numbers and theme.
    m_numbers->setChecked(defaults.numbers);
    m_numbers->setVisible(offer.numbersToggle);
    m_decimals->setRange(0, 6);
    m_decimals->setValue(std::clamp(defaults.decimals, 0, 6));
    auto *numbersRow = new QHBoxLayout;
    if (offer.numbersToggle) {
        numbersRow->addWidget(m_numbers);
        numbersRow->addSpacing(12);
        auto *decimalsLabel = new QLabel(tr("&decimals"), this);
        decimalsLabel->setBuddy(m_decimals);
        numbersRow->addWidget(decimalsLabel);
    }
    numbersRow->addWidget(m_decimals);
    numbersRow->addStretch(1);
    for (const QString &name : Theme::names())
        m_theme->addItem(themeTitle(name), name);
    const int theme = m_theme->findData(prefs::exportTheme.get());
    m_theme->setCurrentIndex(theme >= 0 ? theme : 0);

    m_summary->setWordWrap(true);
    m_summary->setObjectName(QStringLiteral("exportSummary"));

    auto *form = new QFormLayout;
    auto label = [this](const QString &text, QWidget *buddy) {
        auto *l = new QLabel(text, this);
        l->setBuddy(buddy);
        return l;
    };
    form->addRow(label(tr("&File"), m_path), fileRow);
    form->addRow(label(tr("F&ormat"), m_format), m_format);
    form->addRow(label(tr("&Size"), m_preset), sizeRow);
    form->addRow(label(tr("S&harpness"), m_ratio), m_ratio);
    if (offer.numbersToggle)
        form->addRow(tr("Numbers"), numbersRow);
    else // the breakdown is all numbers: only how many decimals
        form->addRow(label(tr("&Decimals"), m_decimals), numbersRow);
    form->addRow(label(tr("&Theme"), m_theme), m_theme);

    auto *buttons = new QDialogButtonBox(this);
    buttons->addButton(m_export, QDialogButtonBox::AcceptRole);
    buttons->addButton(m_copy, QDialogButtonBox::ActionRole);
    buttons->addButton(QDialogButtonBox::Cancel);
    m_export->setDefault(true);
    m_copy->setToolTip(tr("Put this picture on the clipboard, to paste into slides or a document"));

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_summary);
    layout->addWidget(buttons);

    // The size to start from: the last preset when it is offered here, else the natural or
    // on-screen size, else the caller's.
    int preset = m_preset->findData(prefs::exportSizePreset.get());
    if (preset < 0)
        preset = !offer.naturalSize.isEmpty() ? m_preset->findData(QStringLiteral("natural"))
            : !offer.screenSize.isEmpty()     ? m_preset->findData(QStringLiteral("screen"))
                                              : -1;
    if (preset >= 0) {
        m_preset->setCurrentIndex(preset);
    } else {
        m_preset->setCurrentIndex(m_preset->findData(QStringLiteral("custom")));
    }
    const QSizeF start = m_preset->currentData(kSizeRole).isValid()
        ? m_preset->currentData(kSizeRole).toSizeF()
        : prefs::exportSizePreset.get() == QLatin1String("custom") ? QSizeF(prefs::exportCustomSize.get())
                                                                   : defaults.size;
    m_width->setValue(whole(start).width());
    m_height->setValue(whole(start).height());

    connect(browse, &QToolButton::clicked, this, &ImageExportDialog::browse);
    connect(m_format, &QComboBox::currentIndexChanged, this, &ImageExportDialog::formatChosen);
    connect(m_path, &QLineEdit::textEdited, this, &ImageExportDialog::pathEdited);
    connect(m_preset, &QComboBox::currentIndexChanged, this, &ImageExportDialog::presetChosen);
    connect(m_width, &QSpinBox::valueChanged, this, &ImageExportDialog::sizeEdited);
    connect(m_height, &QSpinBox::valueChanged, this, &ImageExportDialog::sizeEdited);
    connect(m_ratio, &QComboBox::currentIndexChanged, this, &ImageExportDialog::updateSummary);
    connect(m_numbers, &QCheckBox::toggled, m_decimals, &QSpinBox::setEnabled);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_export, &QPushButton::clicked, this, &ImageExportDialog::accept);
    connect(m_copy, &QPushButton::clicked, this, [this] {
        m_copyPressed = true;
        remember();
        QDialog::accept();
    });
    m_decimals->setEnabled(m_numbers->isChecked());
    formatChosen();
}

ImageExportChoice ImageExportDialog::choice() const
{
    ImageExportChoice c;
    c.copy = m_copyPressed;
    c.path = m_copyPressed ? QString() : QDir::fromNativeSeparators(m_path->text().trimmed());
    c.size = QSizeF(m_width->value(), m_height->value());
    c.pixelRatio = m_ratio->currentData().toDouble();
    c.numbers = m_numbers->isChecked();
    c.decimals = m_decimals->value();
    c.theme = Theme::byName(m_theme->currentData().toString()).value_or(Theme::light());
    return c;
}

void ImageExportDialog::browse()
{
    const QStringList filters { tr("PNG image (*.png)"), tr("SVG drawing (*.svg)"),
                                tr("PDF document (*.pdf)") };
    QString filter = filters.value(m_format->currentIndex());
    const QString path = QFileDialog::getSaveFileName(this, windowTitle(), m_path->text(),
                                                      filters.join(QStringLiteral(";;")), &filter);
    if (path.isEmpty())
        return;
    m_path->setText(QDir::toNativeSeparators(path));
    const int chosen = int(filters.indexOf(filter));
    if (imageFormatFor(path) == ImageFormat::Unknown && chosen >= 0)
        m_format->setCurrentIndex(chosen); // adds the suffix
    else
        pathEdited();
}

// The file's suffix follows the format chosen.
void ImageExportDialog::formatChosen()
{
    const QString suffix = QString::fromLatin1(kSuffixes[std::clamp(m_format->currentIndex(), 0, 2)]);
    QString path = m_path->text().trimmed();
    if (!path.isEmpty()) {
        const QFileInfo info(path);
        const QString base = imageFormatFor(path) != ImageFormat::Unknown
            ? path.left(path.size() - info.suffix().size() - 1)
            : path;
        const QString next = base + QLatin1Char('.') + suffix;
        if (next != path)
            m_path->setText(next);
    }
    const bool png = m_format->currentIndex() == 0;
    m_ratio->setEnabled(png);
    m_unit->setText(png ? tr("pixels") : tr("points"));
    updateSummary();
}

// A suffix typed into the file name chooses the format.
void ImageExportDialog::pathEdited()
{
    const ImageFormat f = imageFormatFor(m_path->text().trimmed());
    if (f != ImageFormat::Unknown) {
        const QSignalBlocker block(m_format);
        m_format->setCurrentIndex(f == ImageFormat::Svg ? 1 : f == ImageFormat::Pdf ? 2 : 0);
        const bool png = f == ImageFormat::Png;
        m_ratio->setEnabled(png);
        m_unit->setText(png ? tr("pixels") : tr("points"));
    }
    updateSummary();
}

void ImageExportDialog::presetChosen()
{
    const QVariant size = m_preset->currentData(kSizeRole);
    if (size.isValid()) {
        const QSignalBlocker bw(m_width), bh(m_height);
        m_width->setValue(whole(size.toSizeF()).width());
        m_height->setValue(whole(size.toSizeF()).height());
    }
    updateSummary();
}

// A size typed by hand is a custom size, unless it is a preset's.
void ImageExportDialog::sizeEdited()
{
    const QSizeF typed(m_width->value(), m_height->value());
    int match = -1;
    for (int i = 0; i < m_preset->count() && match < 0; ++i)
        if (m_preset->itemData(i, kSizeRole).isValid()
            && whole(m_preset->itemData(i, kSizeRole).toSizeF()) == typed.toSize())
            match = i;
    const QSignalBlocker block(m_preset);
    m_preset->setCurrentIndex(match >= 0 ? match : m_preset->findData(QStringLiteral("custom")));
    updateSummary();
}

void ImageExportDialog::updateSummary()
{
    const int w = m_width->value(), h = m_height->value();
    const double ratio = m_ratio->currentData().toDouble();
    const int pw = int(std::lround(w * ratio)), ph = int(std::lround(h * ratio));
    const bool tooLarge = pw > kMaxSide || ph > kMaxSide;
    QString text;
    if (m_format->currentIndex() == 0)
        text = tooLarge ? tr("%1 × %2 pixels is more than a PNG may have (%3 a side): choose a smaller size "
                             "or sharpness.")
                              .arg(pw)
                              .arg(ph)
                              .arg(kMaxSide)
                        : tr("A PNG of %1 × %2 pixels.").arg(pw).arg(ph);
    else
        text = tr("A vector picture of %1 × %2 points (%3 × %4 cm), sharp at any size.")
                   .arg(w)
                   .arg(h)
                   .arg(w * 2.54 / 72, 0, 'f', 1)
                   .arg(h * 2.54 / 72, 0, 'f', 1);
    if (!tooLarge)
        text += QLatin1Char(' ') + tr("Copy Image gives %1 × %2 pixels.").arg(pw).arg(ph);
    m_summary->setText(text);
    m_summary->setStyleSheet(tooLarge ? QStringLiteral("color: #a00000; font-weight: bold;") : QString());
    m_export->setEnabled(!(tooLarge && m_format->currentIndex() == 0));
    m_copy->setEnabled(!tooLarge);
}

void ImageExportDialog::accept()
{
    QString path = m_path->text().trimmed();
    if (path.isEmpty()) {
        m_summary->setText(tr("Choose a file to export to, or Copy Image."));
        m_summary->setStyleSheet(QStringLiteral("color: #a00000; font-weight: bold;"));
        m_path->setFocus();
        return;
    }
    if (imageFormatFor(path) == ImageFormat::Unknown)
        m_path->setText(path + QLatin1Char('.')
                        + QString::fromLatin1(kSuffixes[std::clamp(m_format->currentIndex(), 0, 2)]));
    m_copyPressed = false;
    remember();
    QDialog::accept();
}

void ImageExportDialog::remember() const
{
    prefs::exportTheme.set(m_theme->currentData().toString());
    prefs::exportPixelRatio.set(m_ratio->currentData().toDouble());
    prefs::exportSizePreset.set(m_preset->currentData().toString());
    if (m_preset->currentData().toString() == QLatin1String("custom"))
        prefs::exportCustomSize.set(QSize(m_width->value(), m_height->value()));
}

namespace {

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

} // namespace

bool deliverImage(QWidget *parent, const QString &title, const ImageExportChoice &choice,
                  const PaintFunction &paint, const QString &documentTitle)
{
    ExportOptions o;
    o.size = choice.size;
    o.pixelRatio = choice.copy || imageFormatFor(choice.path) == ImageFormat::Png ? choice.pixelRatio : 1.0;
    o.title = documentTitle;
    o.background = choice.theme.background;
    if (choice.copy) {
        const QImage image = renderImage(paint, o);
        QGuiApplication::clipboard()->setImage(image);
        confirmExport(parent,
                      QObject::tr("Copied the picture (%1 × %2 pixels): paste it into your slides")
                          .arg(image.width())
                          .arg(image.height()));
        return true;
    }
    QString error;
    if (!exportImage(choice.path, paint, o, &error)) {
        QMessageBox::warning(parent, title, error);
        return false;
    }
    prefs::lastImageFolder.set(QFileInfo(choice.path).absolutePath());
    const QSize s = (choice.size * o.pixelRatio).toSize();
    confirmExport(parent,
                  imageFormatFor(choice.path) == ImageFormat::Png
                      ? QObject::tr("Exported %1 (%2 × %3 pixels)")
                            .arg(QDir::toNativeSeparators(choice.path))
                            .arg(s.width())
                            .arg(s.height())
                      : QObject::tr("Exported %1").arg(QDir::toNativeSeparators(choice.path)));
    return true;
}

QSizeF exportSizeFor(const QSize &onScreen, double minWidth)
{
    const double k = std::max(1.0, minWidth / std::max(1, onScreen.width()));
    return QSizeF(onScreen) * k;
}

QString suggestedImagePath(const QString &fileName)
{
    QString dir = prefs::lastImageFolder.get();
    if (dir.isEmpty() || !QFileInfo(dir).isDir())
        dir = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    if (dir.isEmpty() || !QFileInfo(dir).isDir()) // no Pictures folder (a fresh account): home
        dir = QDir::homePath();
    return dir.isEmpty() ? fileName : QDir(dir).filePath(fileName);
}

std::optional<ImageExportChoice> askImageExport(QWidget *parent, const QString &title,
                                                const QString &suggestedPath,
                                                const ImageExportChoice &defaults,
                                                const ImageExportOffer &offer)
{
    ImageExportDialog dialog(parent, title, suggestedPath, defaults, offer);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    return dialog.choice();
}

} // namespace attn
