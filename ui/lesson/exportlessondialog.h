// File ▸ Export Lesson…: the deck, the worksheet or its answer key (PDF), or one step as a picture,
// with the page size — what `attention-lab lesson` writes, from the session in the window.
#pragma once

#include "render/lesson/lessonexport.h"

#include <QDialog>

class QComboBox;
class QRadioButton;
class QSpinBox;

namespace attn {

class ExportLessonDialog : public QDialog {
    Q_OBJECT
public:
    explicit ExportLessonDialog(int currentStep, QWidget *parent = nullptr);

    // What to write, as chosen; and the file suffix it needs.
    lesson::LessonExportOptions options() const;
    QString suffix() const;
    QString suggestedName() const;

    QRadioButton *deckButton() const { return m_deck; }
    QRadioButton *worksheetButton() const { return m_sheet; }
    QRadioButton *keyButton() const { return m_key; }
    QComboBox *sizeBox() const { return m_size; }
    QComboBox *whatBox() const { return m_what; }

private:
    QRadioButton *m_deck;
    QRadioButton *m_sheet;
    QRadioButton *m_key;
    QComboBox *m_what; // the whole lesson, or one step (PNG/SVG/PDF)
    QSpinBox *m_step;
    QComboBox *m_format;
    QComboBox *m_size;
};

} // namespace attn
