#include "maskbar.h"

#include "ui/common/flowlayout.h"
#include "ui/document/document.h"

#include <QCheckBox>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QToolButton>

#include <algorithm>

namespace attn {

MaskBar::MaskBar(Document *doc, QWidget *parent)
    : QWidget(parent)
    , m_doc(doc)
    , m_causal(new QCheckBox(tr("Ca&usal"), this))
    , m_windowOn(new QCheckBox(tr("&Window"), this))
    , m_window(new QSpinBox(this))
    , m_prefixLabel(new QLabel(tr("&Prefix"), this))
    , m_prefix(new QSpinBox(this))
    , m_sentences(new QCheckBox(tr("Se&ntences"), this))
    , m_edit(new QToolButton(this))
    , m_clear(new QToolButton(this))
{
    setObjectName(QStringLiteral("maskBar"));
    m_causal->setObjectName(QStringLiteral("maskCausal"));
    m_windowOn->setObjectName(QStringLiteral("maskWindow"));
    m_window->setObjectName(QStringLiteral("maskWindowSize"));
    m_window->setAccessibleName(tr("Window size"));
    m_prefix->setObjectName(QStringLiteral("maskPrefix"));
    m_sentences->setObjectName(QStringLiteral("maskSentences"));
    m_edit->setObjectName(QStringLiteral("maskEdit"));
    m_clear->setObjectName(QStringLiteral("maskUnblockAll"));
    m_causal->setToolTip(tr("No peeking at the future: query i may not look at keys j > i (Ctrl+M)"));
    m_windowOn->setToolTip(
        tr("Sliding-window attention (as in Mistral): a query sees only keys closer than the window"));
    m_window->setRange(1, Limits::maxTokens);
    m_window->setKeyboardTracking(false); // typing "12" must not pass through a window of 1
    m_window->setToolTip(tr("Window width W: keys with |i − j| ≥ W are blocked (causal: the query and the W "
                            "− 1 keys before it)"));
    m_prefix->setRange(0, Limits::maxTokens);
    m_prefix->setKeyboardTracking(false);
    m_prefix->setToolTip(
        tr("Prefix-LM: with the causal mask, the first P tokens (the prompt) see each other both ways"));
    m_prefixLabel->setBuddy(m_prefix);
    m_sentences->setToolTip(tr("Packed sentences: tokens of different sentences never see each other. "
                               "Number the sentences in the Sent. column of the tokens table."));
    m_edit->setText(tr("Edit &mask"));
    m_edit->setCheckable(true);
    m_edit->setToolTip(tr("Click cells to block or unblock them (Ctrl+click works any time); undoable"));
    m_clear->setText(tr("Unblock all"));
    m_clear->setToolTip(tr("Unblock every cell blocked by hand (one undo step)"));

    auto *row = new FlowLayout(this);
    auto *title = new QLabel(tr("Mask:"), this);
    row->addWidget(title);
    row->addWidget(m_causal);
    row->addGap(6);
    row->addWidget(m_windowOn);
    row->addWidget(m_window);
    row->addGap(6);
    row->addWidget(m_prefixLabel);
    row->addWidget(m_prefix);
    row->addGap(6);
    row->addWidget(m_sentences);
    row->addGap(6);
    row->addWidget(m_edit);
    row->addWidget(m_clear);

    connect(m_causal, &QCheckBox::toggled, m_doc, &Document::setCausal);
    connect(m_windowOn, &QCheckBox::toggled, this, [this](bool on) {
        // A new window starts at 3 — the current token and its neighbours, easy to see — and
        // always below T: a window as wide as the session blocks nothing, and ticking the box
        // would seem to do nothing (T = 3).
        if (!on) {
            m_doc->setWindow(std::nullopt);
            return;
        }
        const int below = std::max(1, m_doc->session().tokenCount() - 1);
        if (m_window->value() > below) {
            const QSignalBlocker quiet(m_window);
            m_window->setValue(below);
        }
        m_doc->setWindow(m_window->value());
    });
    connect(m_window, &QSpinBox::valueChanged, this, [this](int w) {
        if (m_windowOn->isChecked())
            m_doc->setWindow(w);
    });
    connect(m_prefix, &QSpinBox::valueChanged, m_doc, &Document::setPrefix);
    connect(m_sentences, &QCheckBox::toggled, this, [this](bool on) {
        m_doc->setSegments(on ? std::vector<int>(std::size_t(m_doc->session().tokenCount()), 0)
                              : std::vector<int>());
    });
    connect(m_clear, &QToolButton::clicked, m_doc, &Document::clearBlocked);
    connect(m_doc, &Document::sessionChanged, this, &MaskBar::syncFromDocument);
    m_window->setValue(3);
    syncFromDocument();
}

void MaskBar::syncFromDocument()
{
    const Session &s = m_doc->session();
    const QSignalBlocker b1(m_causal), b2(m_windowOn), b3(m_window), b4(m_prefix), b5(m_sentences);
    m_causal->setChecked(s.causal);
    m_windowOn->setChecked(s.window.has_value());
    m_window->setMaximum(std::max(1, s.tokenCount()));
    if (s.window)
        m_window->setValue(*s.window);
    m_window->setEnabled(s.window.has_value());
    m_prefix->setMaximum(s.tokenCount());
    m_prefix->setValue(s.prefix);
    // A prefix only relaxes the causal rule: without it there is nothing to relax.
    m_prefix->setEnabled(s.causal || s.prefix > 0);
    m_prefixLabel->setEnabled(m_prefix->isEnabled());
    m_sentences->setChecked(!s.segments.empty());
    m_clear->setEnabled(!s.blocked.empty());
}

} // namespace attn
