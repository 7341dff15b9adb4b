#include "exportlessondialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace attn {

using namespace lesson;

ExportLessonDialog::ExportLessonDialog(int currentStep, QWidget *parent)
    : QDialog(parent)
    , m_deck(new QRadioButton(tr("&Slides: every number shown"), this))
    , m_sheet(new QRadioButton(tr("&Worksheet: the numbers to work out left blank"), this))
    , m_key(new QRadioButton(tr("Worksheet's answer &key"), this))
    , m_all(new QRadioButton(tr("&All three: slides, worksheet and answer key (three PDFs)"), this))
    , m_what(new QComboBox(this))
    , m_step(new QSpinBox(this))
    , m_format(new QComboBox(this))
    , m_size(new QComboBox(this))
{
    setWindowTitle(tr("Export Lesson"));
    setObjectName(QStringLiteral("exportLessonDialog"));
    m_deck->setObjectName(QStringLiteral("lessonExportDeck"));
    m_sheet->setObjectName(QStringLiteral("lessonExportWorksheet"));
    m_key->setObjectName(QStringLiteral("lessonExportKey"));
    m_all->setObjectName(QStringLiteral("lessonExportAll"));
    m_what->setObjectName(QStringLiteral("lessonExportWhat"));
    m_size->setObjectName(QStringLiteral("lessonExportSize"));
    m_deck->setChecked(true);
    m_what->addItems({ tr("The whole lesson (PDF, a page per step)"), tr("One step") });
    m_step->setRange(1, stepCount());
    m_step->setValue(currentStep + 1);
    m_format->addItems({ QStringLiteral("PDF"), QStringLiteral("PNG"), QStringLiteral("SVG") });
    // The sizes a slide or a sheet is made for; a worksheet defaults to A4 portrait.
    m_size->addItem(tr("16:9 slides, 1280 × 720"), QSizeF(1280, 720));
    m_size->addItem(tr("4:3 slides, 1024 × 768"), QSizeF(1024, 768));
    m_size->addItem(tr("Full HD, 1920 × 1080"), QSizeF(1920, 1080));
    m_size->addItem(tr("A4 portrait (595 × 842 pt)"), QSizeF(595, 842));
    m_size->addItem(tr("A4 landscape (842 × 595 pt)"), QSizeF(842, 595));
    auto sync = [this] {
        m_what->setEnabled(!m_all->isChecked());
        if (m_all->isChecked())
            m_what->setCurrentIndex(0);
        const bool one = m_what->currentIndex() == 1;
        m_step->setEnabled(one);
        m_format->setEnabled(one);
        if (!one)
            m_format->setCurrentIndex(0);
        m_size->setCurrentIndex(m_deck->isChecked() || m_all->isChecked() ? 0 : 3);
    };
    connect(m_what, &QComboBox::currentIndexChanged, this, sync);
    for (QRadioButton *b : { m_deck, m_sheet, m_key, m_all })
        connect(b, &QRadioButton::toggled, this, sync);
    sync();

    auto *form = new QFormLayout;
    form->addRow(tr("What:"), m_what);
    form->addRow(tr("Step:"), m_step);
    form->addRow(tr("Format:"), m_format);
    form->addRow(tr("Page size:"), m_size);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_deck);
    layout->addWidget(m_sheet);
    layout->addWidget(m_key);
    layout->addWidget(m_all);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

LessonExportOptions ExportLessonDialog::options() const
{
    LessonExportOptions o;
    o.quiz = m_sheet->isChecked() || m_key->isChecked();
    o.answers = m_key->isChecked();
    o.step = m_what->currentIndex() == 1 ? m_step->value() - 1 : -1;
    o.size = m_size->currentData().toSizeF();
    return o;
}

bool ExportLessonDialog::allThree() const
{
    return m_all->isChecked();
}

std::vector<ExportLessonDialog::File> ExportLessonDialog::threeFiles() const
{
    // The slides at the size chosen; the worksheet and its key on A4 portrait, as printed.
    LessonExportOptions deck = options(), sheet = deck, key = deck;
    deck.quiz = false;
    sheet.quiz = key.quiz = true;
    key.answers = true;
    sheet.size = key.size = kA4Portrait;
    return { { QStringLiteral("-deck"), deck },
             { QStringLiteral("-worksheet"), sheet },
             { QStringLiteral("-answers"), key } };
}

QString ExportLessonDialog::suffix() const
{
    return m_format->currentText().toLower();
}

QString ExportLessonDialog::suggestedName() const
{
    const QString kind = m_all->isChecked() ? QStringLiteral("lesson")
        : m_deck->isChecked()               ? QStringLiteral("lesson-deck")
        : m_key->isChecked()                ? QStringLiteral("lesson-answers")
                                            : QStringLiteral("lesson-worksheet");
    const QString step
        = m_what->currentIndex() == 1 ? QStringLiteral("-step%1").arg(m_step->value()) : QString();
    return kind + step + QLatin1Char('.') + suffix();
}

} // namespace attn
