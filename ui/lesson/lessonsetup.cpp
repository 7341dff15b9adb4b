#include "lessonsetup.h"

#include "practicedialog.h"

#include "exportlessondialog.h"
#include "lessoncontroller.h"
#include "lessonpanel.h"
#include "presentationwindow.h"

#include "ui/common/appearance.h"
#include "ui/common/preferences.h"
#include "ui/dialogs/codedialog.h"
#include "ui/document/document.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QEventLoop>
#include <QFileDialog>
#include <QFileInfo>
#include <QFrame>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QPainter>
#include <QPixmap>
#include <QPushButton>
#include <QStyle>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>

#include <algorithm>

namespace attn {

namespace {

    // Present's ▶ in the theme's text colour: the style's own icon is a dark glyph, lost on
    // Dark's tool bar.
    QIcon playIcon(const QColor &colour)
    {
        QIcon icon;
        for (const int side : { 16, 24, 32, 48, 64 }) {
            QPixmap pixmap(side, side);
            pixmap.fill(Qt::transparent);
            QPainter p(&pixmap);
            p.setRenderHint(QPainter::Antialiasing);
            p.setPen(Qt::NoPen);
            p.setBrush(colour);
            const double m = side * 0.18;
            p.drawPolygon(QPolygonF({ QPointF(m, m), QPointF(side - m, side / 2.0), QPointF(m, side - m) }));
            p.end();
            icon.addPixmap(pixmap);
        }
        return icon;
    }

    // The first start's hint: a box under the tool bar's Present button that stays there when
    // the window is resized (or its tool bars wrap).
    class FirstStartHint : public QFrame {
    public:
        FirstStartHint(QMainWindow *window, QAction *present)
            : QFrame(window)
            , m_window(window)
            , m_present(present)
        {
            window->installEventFilter(this);
        }

        void place()
        {
            QPoint at(8, 8);
            for (QToolBar *bar : m_window->findChildren<QToolBar *>())
                if (QWidget *button = bar->widgetForAction(m_present); button && button->isVisible())
                    at = button->mapTo(m_window, QPoint(0, button->height() + 4));
            const int width = std::min(m_window->width() - 16, fontMetrics().averageCharWidth() * 70);
            setFixedWidth(std::max(width, 200));
            adjustSize();
            at.setX(std::clamp(at.x(), 8, std::max(8, m_window->width() - this->width() - 8)));
            move(at);
        }

    protected:
        bool eventFilter(QObject *watched, QEvent *event) override
        {
            if (watched == m_window && event->type() == QEvent::Resize)
                QTimer::singleShot(0, this, [this] { place(); }); // after the tool bars are laid out
            return QFrame::eventFilter(watched, event);
        }

    private:
        QMainWindow *m_window;
        QAction *m_present;
    };

} // namespace

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
    m_controller->setObjectName(QStringLiteral("lessonController"));
    m_dock->setObjectName(QStringLiteral("lessonDock"));
    m_dock->setWidget(m_panel);
    window->addDockWidget(Qt::RightDockWidgetArea, m_dock);
    // Behind the breakdown, a tab away: the window keeps its layout until the lesson is wanted.
    if (auto *breakdown = window->findChild<QDockWidget *>(QStringLiteral("breakdownDock"))) {
        window->tabifyDockWidget(breakdown, m_dock);
        breakdown->raise();
    }
    m_present->setObjectName(QStringLiteral("presentLesson"));
    m_present->setIconText(tr("Present"));
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
        m_present->setIcon(playIcon(Appearance::instance().theme().text));
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
    QAction *practise = view->addAction(tr("P&ractise the Lesson's Numbers…"), this, &LessonSetup::practise);
    practise->setObjectName(QStringLiteral("practiseAction"));
    practise->setToolTip(tr("Work out the numbers the lesson asks for, on this session, and check them"));
}

PracticeDialog *LessonSetup::practise()
{
    if (!m_practice)
        m_practice = new PracticeDialog(m_controller, m_window);
    m_practice->show();
    m_practice->raise();
    m_practice->activateWindow();
    return m_practice;
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
    if (action == QLatin1String("train-model")) {
        // Out of the presentation first: the training window is the main window's, and the
        // class is to see it.
        if (m_presentation)
            m_presentation->close();
        emit trainModelRequested();
        return;
    }
    if (action != QLatin1String("code"))
        return;
    // Over the slides while presenting, so the class sees it too.
    QWidget *parent = m_presentation ? static_cast<QWidget *>(m_presentation.data()) : m_window;
    auto *dialog = new CodeDialog(m_doc->session(), parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
    dialog->raise();
}

QWidget *LessonSetup::offerHint()
{
    if (prefs::lessonHintShown.get())
        return nullptr;
    prefs::lessonHintShown.set(true); // once, even when the window is closed without a word
    auto *hint = new FirstStartHint(m_window, m_present);
    hint->setObjectName(QStringLiteral("lessonHint"));
    hint->setFrameShape(QFrame::Box);
    hint->setAutoFillBackground(true);
    QPalette pal = hint->palette();
    pal.setColor(QPalette::Window, pal.color(QPalette::ToolTipBase));
    pal.setColor(QPalette::WindowText, pal.color(QPalette::ToolTipText));
    hint->setPalette(pal);
    auto *text = new QLabel(
        tr("<b>New here? The lesson is built in.</b> <b>Present</b> (on the tool bar, or F5) shows "
           "<i>Attention, computed by hand</i> full screen, a step at a time, with this session's "
           "numbers; F1 there lists its keys. <b>Alt+4</b> opens it in a panel beside the breakdown. "
           "<i>Help ▸ How to Use</i> tells the rest."),
        hint);
    text->setWordWrap(true);
    auto *panel = new QPushButton(tr("Open the Lesson Panel"), hint);
    auto *presentButton = new QPushButton(tr("Present"), hint);
    auto *close = new QPushButton(tr("Got It"), hint);
    panel->setObjectName(QStringLiteral("lessonHintPanel"));
    presentButton->setObjectName(QStringLiteral("lessonHintPresent"));
    close->setObjectName(QStringLiteral("lessonHintClose"));
    connect(panel, &QPushButton::clicked, hint, [this, hint] {
        m_dock->show();
        m_dock->raise();
        hint->deleteLater();
    });
    connect(presentButton, &QPushButton::clicked, hint, [this, hint] {
        hint->deleteLater();
        present();
    });
    connect(close, &QPushButton::clicked, hint, &QObject::deleteLater);
    connect(m_present, &QAction::triggered, hint, &QObject::deleteLater); // found the way in
    auto *buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(panel);
    buttons->addWidget(presentButton);
    buttons->addWidget(close);
    auto *layout = new QVBoxLayout(hint);
    layout->addWidget(text);
    layout->addLayout(buttons);
    hint->place(); // under the Present button, inside the window
    hint->show();
    hint->raise();
    return hint;
}

void LessonSetup::exportWithDialog()
{
    if (m_doc->session().mla) { // every step would say it does not apply: no deck of such pages
        QMessageBox::information(
            m_window, tr("Export Lesson"),
            tr("This session makes q, k and v from DeepSeek's latents (mla); the lesson's "
               "steps work W_Q, W_K and W_V out by hand, so there is no deck or worksheet "
               "of it. Open the lesson's example for them."));
        return;
    }
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
    std::vector<std::pair<QString, lesson::LessonExportOptions>> files;
    if (dialog.allThree()) {
        // lesson.pdf → lesson-deck.pdf, lesson-worksheet.pdf, lesson-answers.pdf
        const QFileInfo info(path);
        for (const ExportLessonDialog::File &f : dialog.threeFiles())
            files.push_back(
                { info.dir().filePath(info.completeBaseName() + f.suffix + QLatin1Char('.') + info.suffix()),
                  f.options });
    } else {
        files.push_back({ path, dialog.options() });
    }
    exportFiles(files, dialog.allThree());
}

bool LessonSetup::exportFiles(const std::vector<std::pair<QString, lesson::LessonExportOptions>> &files,
                              bool measureFirst)
{
    // Every file from one context, and so from one measurement of the cost: measured first
    // when three files are to agree and there is none yet (or it is still running).
    if (measureFirst
        && (m_controller->isMeasuring()
            || m_controller->cost().state != lesson::CostStatus::State::Measured)) {
        QEventLoop wait;
        connect(m_controller, &LessonController::costChanged, &wait, [this, &wait] {
            if (!m_controller->isMeasuring())
                wait.quit();
        });
        QApplication::setOverrideCursor(Qt::WaitCursor);
        if (!m_controller->isMeasuring())
            m_controller->measureCost();
        if (m_controller->isMeasuring())
            wait.exec();
        QApplication::restoreOverrideCursor();
    }
    lesson::LessonContext context = *m_controller->context();
    context.cost = m_controller->cost();
    QString error;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    bool written = true;
    for (const auto &[path, options] : files)
        if (!(written = lesson::exportLesson(path, context, options, &error)))
            break;
    QApplication::restoreOverrideCursor();
    if (!written)
        QMessageBox::warning(m_window, tr("Cannot export the lesson"), error);
    return written;
}

} // namespace attn
