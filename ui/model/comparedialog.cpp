#include "comparedialog.h"

#include "modelbench.h"

#include "render/layergridpainter.h" // quotedToken
#include "render/modelviewpainter.h" // shownToken
#include "render/notation.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace attn {

CompareDialog::CompareDialog(const MechanismsBench *mechanisms, QWidget *parent)
    : QDialog(parent)
    , m_mechanisms(mechanisms)
    , m_text(new QLineEdit(this))
    , m_answer(new QComboBox(this))
    , m_wrong(new QComboBox(this))
    , m_resid(new QCheckBox(tr("The residual stream (layers × positions)"), this))
    , m_heads(new QCheckBox(tr("Each head's output (layers × heads)"), this))
    , m_status(new QLabel(this))
{
    setObjectName(QStringLiteral("compareDialog"));
    setWindowTitle(tr("Compare With a Second Text"));
    const auto &model = mechanisms->bench()->model();
    auto *intro = new QLabel(
        tr("Activation patching runs the model on a second text — yours with what matters changed, e.g. the "
           "names swapped — and copies one activation at a time from your text into it. Where the answer comes "
           "back, that activation carries it."),
        this);
    intro->setWordWrap(true);
    const QString cleanText = model ? model->text : QString();
    auto *clean = new QLabel(cleanText.size() > 200 ? cleanText.left(199) + QStringLiteral("…") : cleanText, this);
    clean->setTextFormat(Qt::PlainText);
    clean->setWordWrap(true);
    m_text->setObjectName(QStringLiteral("compareText"));
    m_text->setText(mechanisms->compareSetup() ? mechanisms->compareSetup()->text : cleanText);
    m_text->setMinimumWidth(fontMetrics().horizontalAdvance(QLatin1Char('M')) * 36);
    for (QComboBox *box : { m_answer, m_wrong }) {
        box->setEditable(true);
        box->setInsertPolicy(QComboBox::NoInsert);
        box->setToolTip(tr("One of the model's top next tokens, or type one (a token that follows your text, "
                           "such as “ Mary”, or #ID)"));
    }
    m_answer->setObjectName(QStringLiteral("compareAnswer"));
    m_wrong->setObjectName(QStringLiteral("compareWrong"));
    fillTokens(m_answer, mechanisms->answer());
    fillTokens(m_wrong, mechanisms->wrong());
    if (mechanisms->answer() < 0 && m_answer->count() > 0)
        m_answer->setCurrentIndex(0);
    if (mechanisms->wrong() < 0 && m_wrong->count() > 1)
        m_wrong->setCurrentIndex(1);
    m_resid->setObjectName(QStringLiteral("patchResid"));
    m_heads->setObjectName(QStringLiteral("patchHeads"));
    const auto &setup = mechanisms->compareSetup();
    m_resid->setChecked(!setup || setup->resid);
    m_heads->setChecked(!setup || setup->heads);
    m_status->setObjectName(QStringLiteral("compareStatus"));
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);

    auto *form = new QFormLayout;
    form->addRow(tr("Your text (clean):"), clean);
    form->addRow(mechanisms->bench()->model() && mechanisms->bench()->model()->fromIds ? tr("Second ids (corrupted):")
                                                                                       : tr("Second text (corrupted):"),
                 m_text);
    form->addRow(tr("Answer:"), m_answer);
    form->addRow(tr("Wrong token:"), m_wrong);
    form->addRow(tr("Patch:"), m_resid);
    form->addRow(QString(), m_heads);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_run = buttons->addButton(tr("Run Patching"), QDialogButtonBox::AcceptRole);
    m_run->setObjectName(QStringLiteral("runPatching"));
    connect(buttons, &QDialogButtonBox::accepted, this, &CompareDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &CompareDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_status);
    layout->addWidget(buttons);
    connect(m_text, &QLineEdit::textChanged, this, &CompareDialog::check);
    connect(m_resid, &QCheckBox::toggled, this, &CompareDialog::check);
    connect(m_heads, &QCheckBox::toggled, this, &CompareDialog::check);
    check();
}

void CompareDialog::fillTokens(QComboBox *box, int chosen)
{
    const auto &model = m_mechanisms->bench()->model();
    if (!model)
        return;
    bool found = false;
    for (const gpt2::Candidate &c : model->result->next) {
        box->addItem(
            tr("%1  (p %2)").arg(quotedToken(m_mechanisms->tokenText(c.id)), formatFixed(c.probability, 3)),
            c.id);
        found = found || c.id == chosen;
    }
    if (chosen >= 0 && !found)
        box->addItem(quotedToken(m_mechanisms->tokenText(chosen)), chosen);
    if (chosen >= 0)
        box->setCurrentIndex(box->findData(chosen));
}

std::optional<int> CompareDialog::chosenToken(QComboBox *box, const QString &name, QString *error) const
{
    const QString text = box->currentText();
    if (const int index = box->findText(text); index >= 0)
        return box->itemData(index).toInt();
    if (text.isEmpty()) {
        *error = tr("%1: pick a token.").arg(name);
        return std::nullopt;
    }
    return m_mechanisms->tokenFor(text, name, error);
}

void CompareDialog::check()
{
    const MechanismsBench::Checked checked = m_mechanisms->checkCompareText(m_text->text());
    QString status = checked.problem;
    if (status.isEmpty()) {
        const auto &clean = m_mechanisms->bench()->model()->result->ids;
        QStringList differ;
        int count = 0;
        for (std::size_t p = 0; p < clean.size(); ++p)
            if (clean[p] != checked.ids[p] && count++ < 5)
                differ << QStringLiteral("%1 (%2 → %3)")
                              .arg(QString::number(p + 1), shownToken(m_mechanisms->tokenText(clean[p])),
                                   shownToken(checked.tokens.value(int(p))));
        if (count > 5)
            differ << tr("%1 more").arg(count - 5);
        status = tr("%1 tokens, as many as your text; they differ at position %2.")
                     .arg(QString::number(clean.size()), differ.join(QStringLiteral(", ")));
        if (!m_resid->isChecked() && !m_heads->isChecked())
            status = tr("Choose what to patch: the residual stream, the heads' outputs, or both.");
    }
    m_status->setText(status);
    m_run->setEnabled(checked.problem.isEmpty() && (m_resid->isChecked() || m_heads->isChecked()));
}

void CompareDialog::accept()
{
    const MechanismsBench::Checked checked = m_mechanisms->checkCompareText(m_text->text());
    QString error = checked.problem;
    std::optional<int> answer, wrong;
    if (error.isEmpty())
        answer = chosenToken(m_answer, tr("The answer"), &error);
    if (error.isEmpty())
        wrong = chosenToken(m_wrong, tr("The wrong token"), &error);
    if (error.isEmpty() && *answer == *wrong)
        error = tr("The answer and the wrong token are the same token: pick two different ones.");
    if (!error.isEmpty()) {
        m_status->setText(error);
        return;
    }
    m_setup.text = m_text->text();
    m_setup.ids = checked.ids;
    m_setup.tokens = checked.tokens;
    m_setup.answer = *answer;
    m_setup.wrong = *wrong;
    m_setup.resid = m_resid->isChecked();
    m_setup.heads = m_heads->isChecked();
    QDialog::accept();
}

} // namespace attn
