#include "scorerulebar.h"

#include "ui/document/document.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QRegularExpression>
#include <QSignalBlocker>
#include <QToolButton>
#include <QWidgetAction>

#include <cmath>

namespace attn {

namespace {
    // Gemma 2's attention cap: where a new soft-cap starts.
    constexpr double kFirstCap = 50;
} // namespace

ScoreRuleBar::ScoreRuleBar(Document *doc, QWidget *parent)
    : QObject(parent)
    , m_doc(doc)
    , m_button(new QToolButton(parent))
    , m_group(new QWidget)
{
    m_button->setObjectName(QStringLiteral("stagesButton"));
    m_button->setText(tr("S&tages"));
    m_button->setPopupMode(QToolButton::InstantPopup);
    m_button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_button->setCheckable(true); // shown pressed while any stage is on
    auto *menu = new QMenu(m_button);
    auto *action = new QWidgetAction(menu);
    action->setDefaultWidget(m_group); // the menu owns the controls from here
    menu->addAction(action);
    m_button->setMenu(menu);
    auto *row = new QHBoxLayout(m_group);
    row->setContentsMargins(6, 2, 6, 2);
    m_alibi = new QCheckBox(tr("&ALiBi"), m_group);
    m_alibi->setObjectName(QStringLiteral("alibi"));
    m_alibi->setToolTip(tr("ALiBi (BLOOM): head h's logits get −m_h·|i − j|, a penalty that grows with the "
                           "distance between query i and key j. Each head has its own slope m_h."));
    m_capOn = new QCheckBox(tr("Soft-&cap"), m_group);
    m_capOn->setObjectName(QStringLiteral("softcapOn"));
    m_capOn->setToolTip(tr("Soft-capping (Gemma 2): every logit x becomes c·tanh(x / c), before the mask, "
                           "so none goes beyond ±c."));
    m_cap = new QDoubleSpinBox(m_group);
    m_cap->setObjectName(QStringLiteral("softcapValue"));
    m_cap->setAccessibleName(tr("Soft-cap c"));
    m_cap->setRange(0.001, kMaxStageValue);
    m_cap->setDecimals(3);
    m_cap->setKeyboardTracking(false);
    m_cap->setToolTip(tr("The cap c: logits stay within (−c, c)."));
    auto *sinksLabel = new QLabel(tr("S&inks"), m_group);
    m_sinks = new QLineEdit(m_group);
    m_sinks->setObjectName(QStringLiteral("sinks"));
    sinksLabel->setBuddy(m_sinks);
    m_sinks->setPlaceholderText(tr("none"));
    m_sinks->setMinimumWidth(
        m_sinks->fontMetrics().horizontalAdvance(QStringLiteral("−0.5, −0.5, −0.5, −0.5")));
    m_sinks->setToolTip(tr("Attention sinks (GPT-OSS): one logit a head, e.g. \"0.5, -1\". Each joins its "
                           "head's softmax, takes weight and gives no value, so a row's weights sum to "
                           "less than 1. Empty: no sinks. Enter applies."));
    row->addWidget(m_alibi);
    row->addWidget(m_capOn);
    row->addWidget(m_cap);
    row->addWidget(sinksLabel);
    row->addWidget(m_sinks);

    connect(m_alibi, &QCheckBox::toggled, this, [this](bool on) {
        ScoreRule rule = m_doc->session().rule();
        rule.alibi = on;
        m_doc->setScoreRule(rule, on ? tr("Turn ALiBi on") : tr("Turn ALiBi off"));
    });
    connect(m_capOn, &QCheckBox::toggled, this, [this](bool on) {
        ScoreRule rule = m_doc->session().rule();
        rule.softcap = on ? std::optional<double>(m_cap->value()) : std::nullopt;
        m_doc->setScoreRule(
            rule, on ? tr("Soft-cap the logits at %1").arg(m_cap->value()) : tr("Remove the soft-cap"));
    });
    connect(m_cap, &QDoubleSpinBox::valueChanged, this, [this](double c) {
        ScoreRule rule = m_doc->session().rule();
        rule.softcap = c;
        // The arrows' steps (held down, they repeat) and what is typed, until the field is left
        // or Enter pressed, are one undo step.
        m_doc->setScoreRule(rule, tr("Soft-cap the logits at %1").arg(c), m_capEdit);
    });
    connect(m_cap, &QDoubleSpinBox::editingFinished, this, [this] { ++m_capEdit; });
    connect(m_sinks, &QLineEdit::editingFinished, this, &ScoreRuleBar::applySinks);
    connect(doc, &Document::sessionChanged, this, &ScoreRuleBar::syncFromDocument);
    connect(menu, &QMenu::aboutToHide, this, &ScoreRuleBar::syncFromDocument); // the button's state too
    m_cap->setValue(kFirstCap);
    syncFromDocument();
}

std::optional<std::vector<double>> ScoreRuleBar::parseSinks(const QString &text, QString *error)
{
    QString t = text;
    t.replace(QChar(0x2212), QLatin1Char('-')); // − as typed from the lesson's notation
    std::vector<double> out;
    static const QRegularExpression separators(QStringLiteral("[,;\\s]+"));
    for (const QString &piece : t.split(separators, Qt::SkipEmptyParts)) {
        bool ok = false;
        const double x = piece.toDouble(&ok);
        if (!ok || !std::isfinite(x)) {
            if (error)
                *error = tr("sinks: “%1” is not a number").arg(piece);
            return std::nullopt;
        }
        out.push_back(x);
    }
    return out;
}

QString ScoreRuleBar::sinksText(const std::vector<double> &sinks)
{
    QStringList parts;
    for (double x : sinks)
        parts << QString::number(x, 'g', 6);
    return parts.join(QStringLiteral(", "));
}

void ScoreRuleBar::applySinks()
{
    QString error;
    const auto sinks = parseSinks(m_sinks->text(), &error);
    if (!sinks) {
        emit m_doc->refused(error);
        syncFromDocument(); // back to what holds
        return;
    }
    ScoreRule rule = m_doc->session().rule();
    if (*sinks == rule.sinks) {
        syncFromDocument(); // "0.50" for 0.5: shown as the document has it
        return;
    }
    rule.sinks = *sinks;
    m_doc->setScoreRule(
        rule, sinks->empty() ? tr("Remove the sinks") : tr("Set the sinks to %1").arg(sinksText(*sinks)));
    syncFromDocument(); // refused: back to what holds; taken: already shown
}

void ScoreRuleBar::syncFromDocument()
{
    const ScoreRule &rule = m_doc->session().rule();
    const QSignalBlocker b1(m_alibi), b2(m_capOn), b3(m_cap), b4(m_sinks);
    m_alibi->setChecked(rule.alibi);
    m_capOn->setChecked(rule.softcap.has_value());
    if (rule.softcap)
        m_cap->setValue(*rule.softcap);
    m_cap->setEnabled(rule.softcap.has_value());
    const QString sinks = sinksText(rule.sinks);
    if (m_sinks->text() != sinks)
        m_sinks->setText(sinks);
    // The button says what is on, without opening it.
    QStringList on;
    if (rule.alibi)
        on << tr("ALiBi");
    if (rule.softcap)
        on << tr("soft-cap %1").arg(*rule.softcap);
    if (!rule.sinks.empty())
        on << tr("sinks");
    m_button->setChecked(!on.isEmpty());
    m_button->setToolTip(on.isEmpty() ? tr("Stages of the score rule after the scale: ALiBi, a soft-cap, "
                                           "sinks. None is on.")
                                      : tr("Stages on: %1.").arg(on.join(QStringLiteral(", "))));
}

} // namespace attn
