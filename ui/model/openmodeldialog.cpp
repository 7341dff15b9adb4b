#include "openmodeldialog.h"

#include "io/model/builtinmodels.h"
#include "ui/common/preferences.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

namespace attn {

OpenModelDialog::OpenModelDialog(QWidget *parent)
    : QDialog(parent)
    , m_folder(new QLineEdit(this))
    , m_text(new QPlainTextEdit(this))
    , m_asText(new QRadioButton(tr("A sentence (the model's own tokenizer splits it)"), this))
    , m_asIds(new QRadioButton(tr("Token ids, separated by commas"), this))
    , m_problem(new QLabel(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Open Model"));
    setObjectName(QStringLiteral("openModelDialog"));
    m_folder->setObjectName(QStringLiteral("modelFolder"));
    m_folder->setText(prefs::modelFolder.get());
    m_folder->setPlaceholderText(
        tr("A folder with config.json, model.safetensors, vocab.json and merges.txt"));
    auto *browse = new QPushButton(tr("&Browse…"), this);
    connect(browse, &QPushButton::clicked, this, &OpenModelDialog::browse);
    auto *folderRow = new QHBoxLayout;
    folderRow->addWidget(m_folder, 1);
    folderRow->addWidget(browse);

    m_text->setObjectName(QStringLiteral("modelText"));
    m_text->setPlainText(prefs::modelText.get());
    m_text->setTabChangesFocus(true);
    m_text->setMaximumHeight(fontMetrics().height() * 6);
    m_asText->setObjectName(QStringLiteral("modelAsText"));
    m_asIds->setObjectName(QStringLiteral("modelAsIds"));
    m_asText->setChecked(true);
    m_problem->setWordWrap(true);
    m_problem->setObjectName(QStringLiteral("openModelProblem"));
    m_problem->hide();

    auto *note = new QLabel(
        tr("A model in the Hugging Face layout (GPT-2 small … XL, DistilGPT-2; Llama, "
           "Mistral, Qwen 2 and 3, Gemma 2 and 3, GPT-OSS, DeepSeek V2 and V3, BLOOM), read from "
           "disk: nothing is downloaded. Every layer and head is computed on your text."),
        this);
    note->setWordWrap(true);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Open and Run"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &OpenModelDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *form = new QFormLayout;
    // A row that is a layout gets no buddy from the form, and a label without one shows its "&":
    // the folder's field is the label's buddy (Alt+F goes there).
    auto *folderLabel = new QLabel(tr("Model &folder:"), this);
    folderLabel->setBuddy(m_folder);
    form->addRow(folderLabel, folderRow);
    // The models that come with the app: one click fills in the folder and a sentence for it.
    auto *builtinRow = new QHBoxLayout;
    for (const io::BuiltinModel &model : io::builtinModels()) {
        auto *button = new QPushButton(tr(model.title.toUtf8().constData()), this);
        button->setObjectName(QStringLiteral("builtinModel-") + model.name);
        const QString folder = io::builtinModelFolder(model.name);
        button->setEnabled(!folder.isEmpty());
        button->setToolTip(folder.isEmpty()
                               ? tr("Not installed: share/attention-lab/models/%1 is missing").arg(model.name)
                               : tr("A small constructed GPT-2 whose heads are known, with a repeated "
                                    "sentence to run it on (%1)")
                                     .arg(QDir::toNativeSeparators(folder)));
        connect(button, &QPushButton::clicked, this, [this, folder, text = model.exampleText] {
            m_folder->setText(QDir::toNativeSeparators(folder));
            m_asText->setChecked(true);
            m_text->setPlainText(text);
        });
        builtinRow->addWidget(button);
    }
    builtinRow->addStretch(1);
    form->addRow(tr("Built-in:"), builtinRow);
    form->addRow(tr("Run it on:"), m_asText);
    form->addRow(QString(), m_asIds);
    form->addRow(tr("&Text:"), m_text);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(note);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);
    resize(640, sizeHint().height());
}

void OpenModelDialog::browse()
{
    const QString dir = QFileDialog::getExistingDirectory(
        this, tr("Model Folder"), m_folder->text().isEmpty() ? QDir::homePath() : m_folder->text());
    if (!dir.isEmpty())
        m_folder->setText(QDir::toNativeSeparators(dir));
}

std::optional<std::vector<int>> OpenModelDialog::parseIds(const QString &text, QString *error)
{
    std::vector<int> ids;
    const QStringList parts = text.split(QLatin1Char(','), Qt::SkipEmptyParts);
    for (const QString &part : parts) {
        bool ok = false;
        const int id = part.trimmed().toInt(&ok);
        if (!ok || id < 0) {
            *error = tr("Token ids: \"%1\" is not a whole number ≥ 0 (give ids as 464, 7850, 3331).")
                         .arg(part.trimmed().left(40));
            return std::nullopt;
        }
        ids.push_back(id);
    }
    if (ids.empty()) {
        *error = tr("Token ids: none given (give ids as 464, 7850, 3331).");
        return std::nullopt;
    }
    return ids;
}

std::optional<ModelRequest> OpenModelDialog::request(QString *error) const
{
    ModelRequest r;
    r.directory = m_folder->text().trimmed();
    if (r.directory.isEmpty()) {
        *error = tr("Choose the model's folder.");
        return std::nullopt;
    }
    r.text = m_text->toPlainText();
    if (m_asIds->isChecked()) {
        r.ids = parseIds(r.text, error);
        if (!r.ids)
            return std::nullopt;
    } else if (r.text.isEmpty()) {
        *error = tr("Type a sentence to run the model on.");
        return std::nullopt;
    }
    return r;
}

void OpenModelDialog::accept()
{
    QString error;
    if (!request(&error)) {
        m_problem->setText(error);
        m_problem->show();
        return;
    }
    prefs::modelFolder.set(m_folder->text().trimmed());
    prefs::modelText.set(m_text->toPlainText());
    QDialog::accept();
}

} // namespace attn
