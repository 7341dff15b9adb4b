// View ▸ Practise (practicedialog.h).
#include "practicedialog.h"

#include "lessoncontroller.h"
#include "ui/document/latestjob.h"

#include "io/answers.h"
#include "io/fileio.h"
#include "ui/common/preferences.h"
#include "ui/common/typednumber.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QShowEvent>
#include <QSplitter>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace attn {

PracticeDialog::PracticeDialog(LessonController *lesson, QWidget *parent)
    : QDialog(parent)
    , m_lesson(lesson)
    , m_progress(new QLabel(this))
    , m_list(new QListWidget(this))
    , m_step(new QLabel(this))
    , m_prompt(new QLabel(this))
    , m_answer(new QLineEdit(this))
    , m_check(new QPushButton(tr("&Check"), this))
    , m_hint(new QPushButton(tr("&Hint"), this))
    , m_verdict(new QLabel(this))
    , m_hints(new QLabel(this))
    , m_build(new LatestJob(this))
{
    setObjectName(QStringLiteral("practiceDialog"));
    setWindowTitle(tr("Practise the Lesson's Numbers"));
    m_list->setObjectName(QStringLiteral("practiceList"));
    m_answer->setObjectName(QStringLiteral("practiceAnswer"));
    m_check->setObjectName(QStringLiteral("practiceCheck"));
    m_hint->setObjectName(QStringLiteral("practiceHint"));
    m_verdict->setObjectName(QStringLiteral("practiceVerdict"));
    m_progress->setObjectName(QStringLiteral("practiceProgress"));
    m_list->setAccessibleName(tr("Exercises"));
    m_answer->setAccessibleName(tr("Your answer"));
    m_answer->setPlaceholderText(tr("numbers separated by spaces; rows by ;"));
    m_answer->setToolTip(tr("Type the numbers with a dot or your language's decimal separator, separated by "
                            "spaces; a list of rows (a matrix) row after row, separated by ;"));
    for (QLabel *l : { m_step, m_prompt, m_verdict, m_hints }) {
        l->setWordWrap(true);
        l->setAlignment(Qt::AlignLeft | Qt::AlignTop);
        l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    }
    QFont big = m_prompt->font();
    big.setPointSizeF(big.pointSizeF() * 1.2);
    m_prompt->setFont(big);
    m_verdict->setFont(big);
    // Enter in the answer checks it (returnPressed); no button takes Enter from it.
    for (QPushButton *b : { m_check, m_hint })
        b->setAutoDefault(false);
    m_list->setWordWrap(true);
    m_list->setMinimumWidth(300);

    auto *right = new QWidget(this);
    auto *side = new QVBoxLayout(right);
    side->addWidget(m_step);
    side->addWidget(m_prompt);
    side->addWidget(m_answer);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_check);
    buttons->addWidget(m_hint);
    buttons->addStretch(1);
    side->addLayout(buttons);
    side->addWidget(m_verdict);
    side->addWidget(m_hints, 1);
    auto *split = new QSplitter(this);
    split->addWidget(m_list);
    split->addWidget(right);
    split->setStretchFactor(1, 2);

    auto *bottom = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto *glossary = bottom->addButton(tr("&Glossary"), QDialogButtonBox::HelpRole);
    auto *open = bottom->addButton(tr("&Open Answers…"), QDialogButtonBox::ActionRole);
    auto *save = bottom->addButton(tr("&Save Answers…"), QDialogButtonBox::ActionRole);
    glossary->setObjectName(QStringLiteral("practiceGlossary"));
    for (QPushButton *b : { glossary, open, save, bottom->button(QDialogButtonBox::Close) })
        b->setAutoDefault(false);
    connect(bottom, &QDialogButtonBox::rejected, this, &QDialog::close);
    connect(glossary, &QPushButton::clicked, this,
            [this] { QMessageBox::information(this, tr("Glossary"), glossaryHtml()); });
    connect(open, &QPushButton::clicked, this, &PracticeDialog::openWithDialog);
    connect(save, &QPushButton::clicked, this, &PracticeDialog::saveWithDialog);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_progress);
    layout->addWidget(split, 1);
    layout->addWidget(bottom);
    resize(900, 520);

    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0 && row != m_current)
            setCurrent(row);
    });
    connect(m_check, &QPushButton::clicked, this, &PracticeDialog::check);
    connect(m_answer, &QLineEdit::returnPressed, this, &PracticeDialog::check);
    connect(m_hint, &QPushButton::clicked, this, &PracticeDialog::showNextHint);
    connect(m_answer, &QLineEdit::textEdited, this, [this](const QString &text) {
        if (m_current >= 0)
            m_states[m_exercises[std::size_t(m_current)].id].typed = text;
    });
    // The session, the head or the query changed: the exercises follow, once, when shown.
    connect(m_lesson, &LessonController::stepsChanged, this, [this] {
        m_stale = true;
        if (isVisible())
            QTimer::singleShot(0, this, [this] {
                if (m_stale)
                    rebuild();
            });
    });
}

void PracticeDialog::showEvent(QShowEvent *event)
{
    QDialog::showEvent(event);
    if (m_stale)
        rebuild();
}

void PracticeDialog::rebuild()
{
    m_stale = false;
    // Every step is built for its answers: on a worker (a large session's take a while), the
    // newest build winning; the list shows what it had until then.
    const std::shared_ptr<const lesson::LessonContext> context = m_lesson->context();
    m_build->start([this, context](LatestJob::Control) -> LatestJob::Continuation {
        auto built = std::make_shared<std::vector<lesson::Exercise>>(lesson::lessonExercises(*context));
        return [this, built] { take(std::move(*built)); };
    });
}

void PracticeDialog::take(std::vector<lesson::Exercise> exercises)
{
    const QString id = m_current >= 0 && m_current < int(m_exercises.size())
        ? m_exercises[std::size_t(m_current)].id
        : QString();
    m_exercises = std::move(exercises);
    // A checked answer is checked again against the new numbers.
    for (auto &[key, state] : m_states)
        state.marked.reset();
    int keep = 0;
    for (int i = 0; i < int(m_exercises.size()); ++i)
        if (m_exercises[std::size_t(i)].id == id)
            keep = i;
    m_current = -1;
    updateList();
    setCurrent(m_exercises.empty() ? -1 : keep);
}

void PracticeDialog::updateList()
{
    const QSignalBlocker quiet(m_list);
    m_list->clear();
    int right = 0;
    for (const lesson::Exercise &e : m_exercises) {
        const auto it = m_states.find(e.id);
        const bool checked = it != m_states.end() && it->second.marked;
        const bool ok = checked && it->second.marked->verdict == lesson::Marked::Verdict::Right;
        right += ok;
        // A mark in words as well as a sign: the list reads the same without colour.
        const QString mark = !checked ? QStringLiteral("·") : ok ? QStringLiteral("✓") : QStringLiteral("✗");
        auto *item = new QListWidgetItem(QStringLiteral("%1  %2").arg(mark, e.prompt), m_list);
        item->setToolTip(e.id); // the name check --answers and ANSWERS.json give it
        item->setData(Qt::AccessibleTextRole,
                      tr("%1, %2").arg(e.id,
                                       !checked ? tr("not checked")
                                           : ok ? tr("right")
                                                : tr("not yet right")));
    }
    m_list->setCurrentRow(m_current);
    const auto context = m_lesson->context();
    m_progress->setText(
        context->session.mla      ? tr("This session makes q, k and v from DeepSeek's latents (mla): "
                                            "the lesson's exercises work W_Q, W_K and W_V out by hand.")
            : m_exercises.empty() ? tr("This session's lesson asks for no numbers to work out.")
                                  : tr("%1 of %2 right · query %3, head %4")
                                        .arg(right)
                                        .arg(m_exercises.size())
                                        .arg(context->query + 1)
                                        .arg(context->head + 1));
}

void PracticeDialog::setCurrent(int index)
{
    if (index < -1 || index >= int(m_exercises.size()))
        return;
    m_current = index;
    {
        const QSignalBlocker quiet(m_list);
        m_list->setCurrentRow(index);
    }
    showExercise();
}

void PracticeDialog::showExercise()
{
    const bool any = m_current >= 0;
    m_answer->setEnabled(any);
    m_check->setEnabled(any);
    if (!any) {
        m_step->clear();
        m_prompt->clear();
        m_answer->clear();
        m_verdict->clear();
        m_hints->clear();
        m_hint->setEnabled(false);
        return;
    }
    const lesson::Exercise &e = m_exercises[std::size_t(m_current)];
    const State &s = m_states[e.id];
    m_step->setText(tr("Step: %1 · %2").arg(e.step, e.id));
    m_prompt->setText(e.prompt);
    m_answer->setText(s.typed);
    m_verdict->setText(s.marked ? (s.marked->verdict == lesson::Marked::Verdict::Right
                                       ? tr("✓ Right.")
                                       : tr("✗ Not yet: %1").arg(whereWrong(e, *s.marked)))
                                : QString());
    m_hints->setText(hintsText());
    m_hint->setEnabled(s.hints < int(e.hints.size()));
    m_hint->setText(s.hints < int(e.hints.size()) ? tr("&Hint %1 of %2").arg(s.hints + 1).arg(e.hints.size())
                                                  : tr("No more hints"));
    m_answer->setFocus(); // the next thing to do is to type
}

QString PracticeDialog::whereWrong(const lesson::Exercise &e, const lesson::Marked &m) const
{
    if (m.firstWrong.empty())
        return tr("it does not have the answer's shape");
    const int at = m.firstWrong.front();
    const int want = int(e.answer.size());
    if (m.shapeDiffers) // the numbers typed match as far as they go
        return e.shape == lesson::Exercise::Shape::Matrix
            ? tr("%1 rows of %2 numbers are asked, the rows separated by ;").arg(e.rows).arg(e.cols)
            : tr("%n number(s) are asked", nullptr, want);
    if (e.shape == lesson::Exercise::Shape::Matrix && m.firstWrong.size() == 2) {
        const int row = at < int(e.indices.size()) ? e.indices[std::size_t(at)] : at;
        const int j = m.firstWrong[1];
        if (j < int(e.columns.size())) // some columns asked: name the matrix's own column
            return tr("row %1 (%2 %3), column %4 is the first that is off (%5 rows of %6 numbers are asked)")
                .arg(at + 1)
                .arg(e.indicesName == QLatin1String("keys") ? tr("key") : tr("token"))
                .arg(row + 1)
                .arg(e.columns[std::size_t(j)] + 1)
                .arg(e.rows)
                .arg(e.cols);
        return tr("row %1 (%2 %3), number %4 is the first that is off (%5 rows of %6 numbers are asked)")
            .arg(at + 1)
            .arg(e.indicesName == QLatin1String("keys") ? tr("key") : tr("token"))
            .arg(row + 1)
            .arg(j + 1)
            .arg(e.rows)
            .arg(e.cols);
    }
    if (!e.indices.empty() && at < int(e.indices.size()))
        return tr("number %1 (key %2) is the first that is off (%3 asked)")
            .arg(at + 1)
            .arg(e.indices[std::size_t(at)] + 1)
            .arg(want);
    return want == 1 ? tr("the number is off")
                     : tr("number %1 is the first that is off (%2 asked)").arg(at + 1).arg(want);
}

void PracticeDialog::check()
{
    if (m_current < 0)
        return;
    const lesson::Exercise &e = m_exercises[std::size_t(m_current)];
    State &s = m_states[e.id];
    s.typed = m_answer->text();
    QString error;
    const auto given = parseAnswer(s.typed, QLocale(), &error);
    if (!given) {
        m_verdict->setText(tr("✗ %1").arg(error));
        return;
    }
    s.marked = lesson::markAnswer(e, given);
    updateList();
    showExercise();
}

void PracticeDialog::showNextHint()
{
    if (m_current < 0)
        return;
    const lesson::Exercise &e = m_exercises[std::size_t(m_current)];
    State &s = m_states[e.id];
    s.hints = std::min(s.hints + 1, int(e.hints.size()));
    showExercise();
}

QString PracticeDialog::verdictText() const
{
    return m_verdict->text();
}

QString PracticeDialog::hintsText() const
{
    if (m_current < 0)
        return {};
    const lesson::Exercise &e = m_exercises[std::size_t(m_current)];
    const auto it = m_states.find(e.id);
    QStringList shown;
    for (int k = 0; it != m_states.end() && k < it->second.hints && k < int(e.hints.size()); ++k)
        shown << tr("Hint %1: %2").arg(k + 1).arg(e.hints[k]);
    return shown.join(QLatin1Char('\n'));
}

int PracticeDialog::rightCount() const
{
    int n = 0;
    for (const lesson::Exercise &e : m_exercises) {
        const auto it = m_states.find(e.id);
        n += it != m_states.end() && it->second.marked
            && it->second.marked->verdict == lesson::Marked::Verdict::Right;
    }
    return n;
}

std::optional<lesson::Given> PracticeDialog::parseAnswer(const QString &text, const QLocale &locale,
                                                         QString *error)
{
    const bool commaIsPoint = locale.decimalPoint() == QLatin1String(",");
    const QRegularExpression between(commaIsPoint ? QStringLiteral("\\s+") : QStringLiteral("[\\s,]+"));
    lesson::Given g;
    g.rows = 0;
    for (const QString &line : text.split(QRegularExpression(QStringLiteral("[;\\n]")), Qt::SkipEmptyParts)) {
        QString row = line.trimmed();
        row.remove(QLatin1Char('('))
            .remove(QLatin1Char(')'))
            .remove(QLatin1Char('['))
            .remove(QLatin1Char(']'));
        const QStringList parts = row.split(between, Qt::SkipEmptyParts);
        if (parts.isEmpty())
            continue;
        for (const QString &part : parts) {
            const std::optional<double> v = readTypedNumber(part, locale);
            if (!v || !std::isfinite(*v)) {
                if (error)
                    *error = tr("“%1” is not a number").arg(part.left(40));
                return std::nullopt;
            }
            g.numbers.push_back(*v);
        }
        if (g.rows > 0 && int(parts.size()) != g.cols) {
            if (error)
                *error
                    = tr("the rows have different lengths (%1 and %2 numbers)").arg(g.cols).arg(parts.size());
            return std::nullopt;
        }
        g.cols = int(parts.size());
        ++g.rows;
    }
    if (g.numbers.empty()) {
        if (error)
            *error = tr("type the numbers first");
        return std::nullopt;
    }
    return g;
}

bool PracticeDialog::saveAnswers(const QString &path, QString *error) const
{
    QJsonObject o;
    for (const lesson::Exercise &e : m_exercises) {
        const auto it = m_states.find(e.id);
        if (it == m_states.end() || it->second.typed.trimmed().isEmpty())
            continue;
        const auto g = parseAnswer(it->second.typed, QLocale(), nullptr);
        if (!g)
            continue; // not numbers yet: nothing a check could read
        QJsonArray all, row;
        for (double x : g->numbers) {
            row.append(x);
            if (g->rows > 1 && row.size() == g->cols) {
                all.append(row);
                row = QJsonArray();
            }
        }
        o[e.id] = g->numbers.size() == 1 ? QJsonValue(g->numbers.front())
            : g->rows > 1                ? QJsonValue(all)
                                         : QJsonValue(row);
    }
    return io::writeFileAtomically(path, QJsonDocument(o).toJson(QJsonDocument::Indented), error);
}

bool PracticeDialog::openAnswers(const QString &path, QString *error, int *skipped)
{
    const auto bytes = io::readRegularFile(path, io::kMaxAnswersBytes, error);
    if (!bytes)
        return false;
    QString why;
    const auto answers = io::readAnswers(*bytes, &why);
    if (!answers) {
        if (error)
            *error = tr("%1: %2").arg(QFileInfo(path).fileName(), why);
        return false;
    }
    int left = 0;
    for (const auto &[id, value] : *answers) {
        const bool asked = std::any_of(m_exercises.begin(), m_exercises.end(),
                                       [&id = id](const lesson::Exercise &e) { return e.id == id; });
        if (!asked) {
            ++left;
            continue;
        }
        QStringList rows;
        for (int r = 0; r < value.rows; ++r) {
            QStringList numbers;
            for (int c = 0; c < value.cols; ++c)
                numbers << QLocale().toString(value.numbers[std::size_t(r * value.cols + c)], 'g', 12);
            rows << numbers.join(QLatin1Char(' '));
        }
        State &s = m_states[id];
        s.typed = rows.join(QStringLiteral("; "));
        s.marked.reset();
    }
    if (skipped)
        *skipped = left;
    updateList();
    showExercise();
    return true;
}

void PracticeDialog::saveWithDialog()
{
    QString path = QFileDialog::getSaveFileName(
        this, tr("Save Answers"), QDir(prefs::lastFolder.get()).filePath(QStringLiteral("answers.json")),
        tr("Answers (*.json)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".json");
    QString error;
    if (!saveAnswers(path, &error))
        QMessageBox::warning(this, tr("Save Answers"), error);
}

void PracticeDialog::openWithDialog()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Answers"), prefs::lastFolder.get(),
                                                      tr("Answers (*.json)"));
    if (path.isEmpty())
        return;
    QString error;
    int skipped = 0;
    if (!openAnswers(path, &error, &skipped))
        QMessageBox::warning(this, tr("Open Answers"), error);
    else if (skipped > 0)
        QMessageBox::information(
            this, tr("Open Answers"),
            tr("%n answer(s) in the file are for exercises this session does not ask; left out.", nullptr,
               skipped));
}

QString PracticeDialog::glossaryHtml()
{
    return tr(
        "<dl>"
        "<dt><b>query</b> (q)</dt><dd>what a token is looking for: its row of Q = X·W_Q</dd>"
        "<dt><b>key</b> (k)</dt><dd>what a token offers to be found by: its row of K = X·W_K</dd>"
        "<dt><b>value</b> (v)</dt><dd>what a token passes on when attended to: its row of V = X·W_V</dd>"
        "<dt><b>score</b></dt><dd>q·k, how well a query and a key line up</dd>"
        "<dt><b>d_k</b></dt><dd>the width of a head's queries and keys; scores are multiplied by "
        "1/√d_k</dd>"
        "<dt><b>logit</b></dt><dd>a score after the scale (and any stage after it), what the softmax "
        "takes</dd>"
        "<dt><b>softmax</b></dt><dd>e^x of each logit divided by their sum: weights that are positive and "
        "add up to 1</dd>"
        "<dt><b>weight</b></dt><dd>how much of a key's value a query takes</dd>"
        "<dt><b>mask</b></dt><dd>keys a query may not see: their logit is −∞ before the softmax, so "
        "their weight is 0</dd>"
        "<dt><b>head</b></dt><dd>one attention of its own, on its own columns of Q, K and V</dd>"
        "<dt><b>output</b></dt><dd>Σ weight·v over the keys; the heads' outputs side by side, times "
        "W_O</dd>"
        "</dl>");
}

} // namespace attn
