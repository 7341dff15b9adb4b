// The score rule's stages beyond the scale on the toolbar (core/scorerule.h): ALiBi on or off, a
// soft-cap and its c, one sink logit a head. One button, "Stages", whose menu holds the controls:
// the toolbar keeps its width at a projector's zoom. The button reads which stages are on. Reads
// from the document and writes through it: each change is one undo step, and a value the rule
// refuses (a sink count that is not the number of heads, a number that is not one) is a message in
// the status bar that changes nothing.
#pragma once

#include <QObject>

#include <optional>
#include <vector>

class QCheckBox;
class QDoubleSpinBox;
class QLineEdit;
class QToolButton;
class QWidget;

namespace attn {

class Document;

class ScoreRuleBar : public QObject {
    Q_OBJECT
public:
    // The button is a child of `parent` until a toolbar takes it.
    explicit ScoreRuleBar(Document *doc, QWidget *parent);

    QToolButton *button() const { return m_button; }

    // "0.5, -1.25" (commas or spaces between; − as minus too) → one number a head; empty → none.
    // nullopt and *error set when a piece is not a finite number.
    static std::optional<std::vector<double>> parseSinks(const QString &text, QString *error);
    static QString sinksText(const std::vector<double> &sinks);

private:
    void syncFromDocument();
    void applySinks();

    Document *m_doc;
    QToolButton *m_button;
    QWidget *m_group;
    QCheckBox *m_alibi;
    QCheckBox *m_capOn;
    QDoubleSpinBox *m_cap;
    // Merge key of the cap field's current edit (Document::setScoreRule), in a range of its own.
    int m_capEdit = 1 << 24;
    QLineEdit *m_sinks;
};

} // namespace attn
