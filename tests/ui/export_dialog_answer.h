// Answers the next image export dialog as a user would: types the path, optionally picks a size,
// sharpness and theme, then presses Export (or Copy Image).
#pragma once

#include "ui/common/imageexportdialog.h"
#include "widget_lookup.h"

#include <QApplication>
#include <QComboBox>
#include <QLineEdit>
#include <QPushButton>
#include <QTimer>

#include <optional>

namespace testing {

struct ExportChoices {
    QString size; // "slide", … (the exportSize data)
    double sharpness; // 1.0, 2.0, …
    QString theme; // "light" or "dark"
};

class DialogAnswer {
public:
    // With no choices, the dialog's own (which are what Copy Image uses without asking).
    DialogAnswer(QString path, bool copy, std::optional<ExportChoices> choices = std::nullopt)
    {
        m_timer.setInterval(20);
        QObject::connect(&m_timer, &QTimer::timeout, &m_timer, [this, path, copy, choices] {
            auto *d = qobject_cast<attn::ImageExportDialog *>(QApplication::activeModalWidget());
            if (!d || m_answered)
                return;
            m_answered = true;
            m_title = d->windowTitle();
            named<QLineEdit>(d, "exportPath")->setText(path);
            if (choices) {
                choose(named<QComboBox>(d, "exportSize"), choices->size);
                choose(named<QComboBox>(d, "exportSharpness"), choices->sharpness);
                choose(named<QComboBox>(d, "exportTheme"), choices->theme);
            }
            (copy ? named<QPushButton>(d, "exportToClipboard") : named<QPushButton>(d, "exportToFile"))
                ->click();
        });
        m_timer.start();
    }
    bool answered() const { return m_answered; }
    QString title() const { return m_title; }

private:
    static void choose(QComboBox *box, const QVariant &data) { box->setCurrentIndex(box->findData(data)); }

    QTimer m_timer;
    bool m_answered = false;
    QString m_title;
};

// A slide at sharpness 1× in the dark theme: a choice unlike the dialog's first one.
inline ExportChoices darkSlide()
{
    return { QStringLiteral("slide"), 1.0, QStringLiteral("dark") };
}

} // namespace testing
