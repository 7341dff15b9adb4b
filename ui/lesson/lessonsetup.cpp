#include "lessonsetup.h"

#include "exportlessondialog.h"
#include "lessoncontroller.h"
#include "lessonpanel.h"
#include "presentationwindow.h"

#include "ui/appearance.h"
#include "ui/dialogs/codedialog.h"
#include "ui/document/document.h"
#include "ui/document/preferences.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>

namespace attn {

LessonSetup::LessonSetup(QMainWindow *window, Document *doc)
    : QObject(window)
    , m_window(window)
    , m_doc(doc)
    , m_controller(new LessonController(doc, this))
    , m_panel(new LessonPanel(m_controller, window))
    , m_dock(new QDockWidget(tr("Lesson: attention, worked out by hand"), window))
    , m_present(new QAction(tr("&Present the Lesson"), window))
    , m_export(new QAction(tr("Export &Lesson…"), window))
{
    m_dock->setObjectName(QStringLiteral("lessonDock"));
    m_dock->setWidget(m_panel);
    window->addDockWidget(Qt::RightDockWidgetArea, m_dock);
    // Behind the breakdown, a tab away: the window keeps its layout until the lesson is wanted.
    if (auto *breakdown = window->findChild<QDockWidget *>(QStringLiteral("breakdownDock"))) {
        window->tabifyDockWidget(breakdown, m_dock);
        breakdown->raise();
    }
    m_present->setObjectName(QStringLiteral("presentLesson"));
    m_present->setShortcut(QKeySequence(Qt::Key_F5));
    m_present->setToolTip(
        tr("The lesson full screen, one step at a time; with two screens, a presenter view on this one"));
    m_export->setObjectName(QStringLiteral("exportLesson"));
    connect(m_present, &QAction::triggered, this, [this] { present(); });
    connect(m_export, &QAction::triggered, this, &LessonSetup::exportWithDialog);
    connect(m_panel, &LessonPanel::presentRequested, this, [this] { present(); });
    connect(m_panel, &LessonPanel::actionRequested, this, &LessonSetup::openAction);
    // The slides in the window's theme: Dark is for a dim room, and the room is the slides'.
    auto followTheme = [this] {
        if (m_controller->theme().name != Appearance::instance().theme().name)
            m_controller->setTheme(Appearance::instance().theme());
    };
    followTheme();
    connect(&Appearance::instance(), &Appearance::changed, this, followTheme);
}

PresentationWindow *LessonSetup::presentation() const
{
    return m_presentation.data();
}

void LessonSetup::addFileActions(QMenu *file)
{
    file->addAction(m_export);
}

void LessonSetup::addViewActions(QMenu *view)
{
    view->addAction(m_present);
}

void LessonSetup::present(int step)
{
    if (!m_presentation) {
        m_presentation = new PresentationWindow(m_controller, m_window);
        connect(m_presentation, &PresentationWindow::actionRequested, this, &LessonSetup::openAction);
    }
    m_presentation->start(step < 0 ? m_controller->current() : step, m_window->screen());
}

void LessonSetup::showStep(const QString &id)
{
    m_dock->show();
    m_dock->raise();
    m_controller->showStep(id);
}

void LessonSetup::openAction(const QString &action)
{
    if (action != QLatin1String("code"))
        return;
    // Over the slides while presenting, so the class sees it too.
    QWidget *parent = m_presentation ? static_cast<QWidget *>(m_presentation.data()) : m_window;
    auto *dialog = new CodeDialog(m_doc->session(), parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
    dialog->raise();
}

void LessonSetup::exportWithDialog()
{
    ExportLessonDialog dialog(m_controller->current(), m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString path = QFileDialog::getSaveFileName(
        m_window, tr("Export Lesson"), QDir(prefs::lastFolder.get()).filePath(dialog.suggestedName()),
        tr("%1 (*.%2)").arg(dialog.suffix().toUpper(), dialog.suffix()));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QLatin1Char('.') + dialog.suffix();
    lesson::LessonContext context = *m_controller->context();
    context.cost = m_controller->cost();
    QString error;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const bool written = lesson::exportLesson(path, context, dialog.options(), &error);
    QApplication::restoreOverrideCursor();
    if (!written)
        QMessageBox::warning(m_window, tr("Cannot export the lesson"), error);
}

} // namespace attn
