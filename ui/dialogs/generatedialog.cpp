#include "generatedialog.h"

#include "render/notation.h"

#include "core/complexity.h"
#include "io/memorycheck.h"
#include "ui/common/preferences.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>

namespace attn {

GenerateDialog::GenerateDialog(QWidget *parent)
    : QDialog(parent)
    , m_tokens(new QSpinBox(this))
    , m_dModel(new QSpinBox(this))
    , m_heads(new QComboBox(this))
    , m_seed(new QSpinBox(this))
    , m_estimate(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Generate a Random Session"));
    setObjectName(QStringLiteral("generateDialog"));
    m_tokens->setObjectName(QStringLiteral("generateTokens"));
    m_dModel->setObjectName(QStringLiteral("generateDModel"));
    m_heads->setObjectName(QStringLiteral("generateHeads"));
    m_estimate->setObjectName(QStringLiteral("generateEstimate"));
    m_tokens->setRange(1, Limits::maxTokens);
    m_tokens->setValue(prefs::generateTokens.get());
    m_dModel->setRange(1, Limits::maxDModel);
    m_dModel->setValue(prefs::generateDModel.get());
    // Typing "64" must not pass through d_model 6, which would drop the 8 heads chosen: the
    // values are taken when typing ends; only the estimate follows each key (textChanged).
    m_dModel->setKeyboardTracking(false);
    m_tokens->setKeyboardTracking(false);
    m_seed->setRange(0, 999999);
    m_seed->setValue(prefs::generateSeed.get());
    m_estimate->setWordWrap(true);
    m_estimate->setMinimumWidth(380);
    auto *form = new QFormLayout(this);
    auto label = [this](const QString &text, QWidget *buddy) {
        auto *l = new QLabel(text, this);
        l->setBuddy(buddy);
        // A few pixels to spare: measured and drawn widths can differ by one, and the last
        // letter must not be cut ("Tokens (T" was).
        l->setMinimumWidth(l->sizeHint().width() + 4);
        return l;
    };
    form->addRow(label(tr("&Tokens (T)"), m_tokens), m_tokens);
    form->addRow(label(tr("&d_model"), m_dModel), m_dModel);
    form->addRow(label(tr("&Heads"), m_heads), m_heads);
    form->addRow(label(tr("&Seed"), m_seed), m_seed);
    form->addRow(m_estimate);
    form->addRow(m_buttons);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Generate"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_tokens, &QSpinBox::valueChanged, this, &GenerateDialog::update);
    connect(m_dModel, &QSpinBox::valueChanged, this, &GenerateDialog::update);
    connect(m_heads, &QComboBox::currentIndexChanged, this, &GenerateDialog::update);
    auto typed = [](const QSpinBox *box, int fallback) {
        bool ok = false;
        const int v = QLocale().toInt(box->cleanText(), &ok);
        return ok && v >= box->minimum() && v <= box->maximum() ? v : fallback;
    };
    // Without keyboard tracking the spin boxes say nothing until typing ends; their editors do.
    for (QSpinBox *box : { m_tokens, m_dModel })
        if (auto *edit = box->findChild<QLineEdit *>())
            connect(edit, &QLineEdit::textChanged, this,
                    [this, typed] { updateEstimate(typed(m_tokens, tokens()), typed(m_dModel, dModel())); });
    update();
    const int heads = m_heads->findData(prefs::generateHeads.get());
    m_heads->setCurrentIndex(heads >= 0 ? heads : 0);
}

void GenerateDialog::accept()
{
    // Whatever is typed but not yet taken (the mouse went straight to Generate) counts.
    m_tokens->interpretText();
    m_dModel->interpretText();
    m_seed->interpretText();
    prefs::generateTokens.set(tokens());
    prefs::generateDModel.set(dModel());
    prefs::generateHeads.set(heads());
    prefs::generateSeed.set(int(seed()));
    QDialog::accept();
}

int GenerateDialog::tokens() const
{
    return m_tokens->value();
}
int GenerateDialog::dModel() const
{
    return m_dModel->value();
}
int GenerateDialog::heads() const
{
    return m_heads->currentData().toInt();
}
unsigned GenerateDialog::seed() const
{
    return unsigned(m_seed->value());
}

Session GenerateDialog::session() const
{
    return randomSession(tokens(), dModel(), heads(), seed());
}

void GenerateDialog::update()
{
    const int d = m_dModel->value();
    const int keep = m_heads->currentData().toInt();
    {
        const QSignalBlocker block(m_heads);
        m_heads->clear();
        for (int h = 1; h <= std::min(d, Limits::maxHeads); ++h)
            if (d % h == 0)
                m_heads->addItem(QString::number(h), h);
        const int i = m_heads->findData(keep);
        m_heads->setCurrentIndex(i >= 0 ? i : 0);
    }
    updateEstimate(tokens(), d);
}

void GenerateDialog::updateEstimate(int T, int d)
{
    // The heads that would be kept once d is taken: the chosen count when it divides d, else 1.
    const int chosen = heads();
    const int H = chosen > 0 && d % chosen == 0 ? chosen : 1;
    const QString refusal = memoryRefusal(T, d, H, availableMemory());
    const QString scores = QLocale().toString(qint64(T) * T);
    m_estimate->setText(
        refusal.isEmpty()
            ? tr("Each head holds %1 scores (T²). Memory: about %2. Work: %3 GFLOP per forward pass.")
                  .arg(scores, QLocale().formattedDataSize(qint64(windowBytes(T, d, H)), 1))
                  .arg(drawnNumber(QString::number(forwardFlops(T, d) / 1e9, 'f', 2)))
            : tr("Too large: %1.").arg(refusal));
    m_estimate->setStyleSheet(refusal.isEmpty() ? QString()
                                                : QStringLiteral("color: #a00000; font-weight: bold;"));
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(refusal.isEmpty());
}

} // namespace attn
