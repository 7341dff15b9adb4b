// The image export dialog (imageexportdialog.h).
#include "imageexportdialog.h"

#include "render/notation.h"

#include "render/imageexport.h"
#include "ui/common/preferences.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QToolButton>
#include <QVBoxLayout>

#include <cmath>
#include <set>

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

ExportMemory ExportMemory::fromSettings()
{
    ExportMemory m;
    m.sizePreset = prefs::exportSizePreset.get();
    m.customSize = prefs::exportCustomSize.get();
    m.pixelRatio = prefs::exportPixelRatio.get();
    m.theme = prefs::exportTheme.get();
    return m;
}

QStringList exportSizePresets(const ImageExportOffer &offer)
{
    QStringList ids;
    if (!offer.screenSize.isEmpty())
        ids << QStringLiteral("screen");
    if (!offer.naturalSize.isEmpty())
        ids << QStringLiteral("natural");
    for (const Preset &p : fixedPresets())
        ids << QString::fromLatin1(p.id);
    ids << QStringLiteral("custom");
    return ids;
}

ExportStart exportStart(const ImageExportChoice &defaults, const ImageExportOffer &offer,
                        const ExportMemory &memory)
{
    // The size: the last preset when it is offered here, else the natural or on-screen size,
    // else the caller's.
    ExportStart start;
    const QStringList offered = exportSizePresets(offer);
    if (offered.contains(memory.sizePreset))
        start.preset = memory.sizePreset;
    else
        start.preset = !offer.naturalSize.isEmpty() ? QStringLiteral("natural")
            : !offer.screenSize.isEmpty()           ? QStringLiteral("screen")
                                                    : QStringLiteral("custom");
    if (start.preset == QLatin1String("screen"))
        start.size = offer.screenSize;
    else if (start.preset == QLatin1String("natural"))
        start.size = offer.naturalSize;
    else if (start.preset == QLatin1String("custom"))
        start.size = memory.sizePreset == QLatin1String("custom") ? QSizeF(memory.customSize) : defaults.size;
    else
        for (const Preset &p : fixedPresets())
            if (start.preset == QLatin1String(p.id))
                start.size = p.size;
    start.size = QSizeF(whole(start.size));
    // PNG sharpness and theme: the last export's, when they are among the dialog's.
    start.pixelRatio = std::set<double> { 1, 2, 3, 4 }.count(memory.pixelRatio) ? memory.pixelRatio : 2.0;
    start.theme = Theme::byName(memory.theme).value_or(Theme::light());
    return start;
}

ImageExportChoice startingChoice(const ImageExportChoice &defaults, const ImageExportOffer &offer,
                                 const ExportMemory &memory)
{
    const ExportStart start = exportStart(defaults, offer, memory);
    ImageExportChoice c = defaults;
    c.size = start.size;
    c.pixelRatio = start.pixelRatio;
    c.theme = start.theme;
    return c;
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
    setObjectName(QStringLiteral("imageExportDialog"));
    m_path->setObjectName(QStringLiteral("exportPath"));
    m_format->setObjectName(QStringLiteral("exportFormat"));
    m_preset->setObjectName(QStringLiteral("exportSize"));
    m_width->setObjectName(QStringLiteral("exportWidth"));
    m_height->setObjectName(QStringLiteral("exportHeight"));
    // The two boxes share the Size row's label: each says which it is to a screen reader.
    m_width->setAccessibleName(tr("Width"));
    m_height->setAccessibleName(tr("Height"));
    m_ratio->setObjectName(QStringLiteral("exportSharpness"));
    m_numbers->setObjectName(QStringLiteral("exportNumbers"));
    m_decimals->setObjectName(QStringLiteral("exportDecimals"));
    m_theme->setObjectName(QStringLiteral("exportTheme"));
    m_summary->setObjectName(QStringLiteral("exportSummary"));
    m_export->setObjectName(QStringLiteral("exportToFile"));
    m_copy->setObjectName(QStringLiteral("exportToClipboard"));
    const ExportStart start = exportStart(defaults, offer, ExportMemory::fromSettings());

    auto *form = new QFormLayout;
    auto label = [this](const QString &text, QWidget *buddy) {
        auto *l = new QLabel(text, this);
        l->setBuddy(buddy);
        return l;
    };
    form->addRow(label(tr("&File"), m_path), fileRow(suggestedPath));
    form->addRow(label(tr("F&ormat"), m_format), m_format);
    form->addRow(label(tr("&Size"), m_preset), sizeRow(offer, start));
    setUpSharpness(start.pixelRatio);
    form->addRow(label(tr("S&harpness"), m_ratio), m_ratio);
    QLayout *numbers = numbersRow(defaults, offer);
    if (offer.numbersToggle)
        form->addRow(tr("Numbers"), numbers);
    else if (offer.decimals) // the breakdown is all numbers: only how many decimals
        form->addRow(label(tr("&Decimals"), m_decimals), numbers);
    else // nothing to choose (a lesson step keeps the lesson's decimals)
        delete numbers;
    for (const QString &name : Theme::names())
        m_theme->addItem(themeTitle(name), name);
    m_theme->setCurrentIndex(std::max(0, m_theme->findData(start.theme.name)));
    form->addRow(label(tr("&Theme"), m_theme), m_theme);

    m_summary->setWordWrap(true);
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

// The file and its kind.
QLayout *ImageExportDialog::fileRow(const QString &suggestedPath)
{
    m_path->setText(QDir::toNativeSeparators(suggestedPath));
    m_path->setMinimumWidth(fontMetrics().horizontalAdvance(QLatin1Char('x')) * 40);
    auto *browse = new QToolButton(this);
    browse->setText(tr("Browse…"));
    connect(browse, &QToolButton::clicked, this, &ImageExportDialog::browse);
    m_format->addItem(tr("PNG image (pixels)"));
    m_format->addItem(tr("SVG drawing (vectors)"));
    m_format->addItem(tr("PDF document (vectors)"));
    const ImageFormat suggested = imageFormatFor(suggestedPath);
    m_format->setCurrentIndex(suggested == ImageFormat::Svg ? 1 : suggested == ImageFormat::Pdf ? 2 : 0);
    auto *row = new QHBoxLayout;
    row->addWidget(m_path, 1);
    row->addWidget(browse);
    return row;
}

// The size: a preset or any width × height, starting where exportStart() says.
QLayout *ImageExportDialog::sizeRow(const ImageExportOffer &offer, const ExportStart &start)
{
    const auto addSized = [this](const QString &text, const QString &id, const QSizeF &size) {
        m_preset->addItem(text, id);
        m_preset->setItemData(m_preset->count() - 1, size, kSizeRole);
    };
    if (!offer.screenSize.isEmpty()) {
        const QSize s = whole(offer.screenSize);
        addSized(tr("As on screen, %1 × %2").arg(s.width()).arg(s.height()), QStringLiteral("screen"),
                 QSizeF(s));
    }
    if (!offer.naturalSize.isEmpty()) {
        const QSize s = whole(offer.naturalSize);
        addSized(tr("Natural size, %1 × %2").arg(s.width()).arg(s.height()), QStringLiteral("natural"),
                 QSizeF(s));
    }
    for (const Preset &p : fixedPresets())
        addSized(p.text, QString::fromLatin1(p.id), p.size);
    m_preset->addItem(tr("Custom"), QStringLiteral("custom"));
    for (QSpinBox *b : { m_width, m_height }) {
        b->setRange(16, kMaxSide);
        b->setAccelerated(true);
    }
    m_width->setToolTip(tr("Width"));
    m_height->setToolTip(tr("Height"));
    m_preset->setCurrentIndex(m_preset->findData(start.preset));
    m_width->setValue(whole(start.size).width());
    m_height->setValue(whole(start.size).height());
    auto *row = new QHBoxLayout;
    row->addWidget(m_preset, 1);
    row->addSpacing(8);
    row->addWidget(m_width);
    row->addWidget(new QLabel(QStringLiteral("×"), this));
    row->addWidget(m_height);
    row->addWidget(m_unit);
    return row;
}

// PNG sharpness.
void ImageExportDialog::setUpSharpness(double start)
{
    for (int k : { 1, 2, 3, 4 })
        m_ratio->addItem(k == 2       ? tr("2× (192 dpi, sharp on slides)")
                             : k == 4 ? tr("4× (384 dpi, for print)")
                                      : tr("%1× (%2 dpi)").arg(k).arg(96 * k),
                         double(k));
    m_ratio->setCurrentIndex(std::max(0, m_ratio->findData(start)));
}

// Numbers in cells (when the picture has cells) and their decimals.
QLayout *ImageExportDialog::numbersRow(const ImageExportChoice &defaults, const ImageExportOffer &offer)
{
    m_numbers->setChecked(defaults.numbers);
    m_numbers->setVisible(offer.numbersToggle);
    m_decimals->setRange(0, 6);
    m_decimals->setValue(std::clamp(defaults.decimals, 0, 6));
    m_decimals->setVisible(offer.numbersToggle || offer.decimals);
    auto *row = new QHBoxLayout;
    if (offer.numbersToggle) {
        row->addWidget(m_numbers);
        row->addSpacing(12);
        auto *decimalsLabel = new QLabel(tr("&decimals"), this);
        decimalsLabel->setBuddy(m_decimals);
        row->addWidget(decimalsLabel);
    }
    row->addWidget(m_decimals);
    row->addStretch(1);
    return row;
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
                   .arg(drawnNumber(QString::number(w * 2.54 / 72, 'f', 1)))
                   .arg(drawnNumber(QString::number(h * 2.54 / 72, 'f', 1)));
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
