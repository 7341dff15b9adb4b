// File ▸ Export Lesson…: the deck, the worksheet or its answer key (PDF), or one step as a picture,
// with the page size — what `attention-lab lesson` writes, from the session in the window.
#pragma once

#include "render/lesson/lessonexport.h"

#include <QDialog>

#include <vector>

class QComboBox;
class QRadioButton;
class QSpinBox;

namespace attn {

class ExportLessonDialog : public QDialog {
    Q_OBJECT
public:
    explicit ExportLessonDialog(int currentStep, QWidget *parent = nullptr);

    // What to write, as chosen; and the file suffix it needs. With all three, options() is the
    // deck's, and threeFiles() says what each file is.
    lesson::LessonExportOptions options() const;
    bool allThree() const;
    struct File {
        QString suffix; // of the name: "-deck", "-worksheet", "-answers"
        lesson::LessonExportOptions options;
    };
    std::vector<File> threeFiles() const;
    QString suffix() const;
    QString suggestedName() const;

private:
    QRadioButton *m_deck;
    QRadioButton *m_sheet;
    QRadioButton *m_key;
    QRadioButton *m_all; // the deck, the worksheet and its key, from one measurement
    QComboBox *m_what; // the whole lesson, or one step (PNG/SVG/PDF)
    QSpinBox *m_step;
    QComboBox *m_format;
    QComboBox *m_size;
};

} // namespace attn
