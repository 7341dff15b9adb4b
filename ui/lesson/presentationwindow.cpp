#include "presentationwindow.h"

#include "lessoncontroller.h"
#include "presenterview.h"
#include "stepcanvas.h"

#include "ui/document/preferences.h"

#include <QCloseEvent>
#include <QGuiApplication>
#include <QKeyEvent>
#include <QListWidget>
#include <QScreen>
#include <QTimer>
#include <QVBoxLayout>

namespace attn {

PresentationWindow::PresentationWindow(LessonController *lesson, QWidget *parent)
    : QWidget(parent, Qt::Window | Qt::FramelessWindowHint)
    , m_lesson(lesson)
    , m_canvas(new StepCanvas(this))
    , m_list(new QListWidget(this))
{
    setObjectName(QStringLiteral("PresentationWindow"));
    setWindowTitle(tr("Attention Lab — presentation"));
    setAttribute(Qt::WA_DeleteOnClose);
    // The pointer hides on the slides until the mouse moves (to click an answer), then again.
    setCursor(Qt::BlankCursor);
    m_canvas->setMouseTracking(true);
    m_canvas->installEventFilter(this);
    m_hideCursor = new QTimer(this);
    m_hideCursor->setSingleShot(true);
    m_hideCursor->setInterval(2500);
    connect(m_hideCursor, &QTimer::timeout, this, [this] { m_canvas->setCursor(Qt::BlankCursor); });
    m_canvas->setCursor(Qt::BlankCursor);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_canvas);
    m_canvas->setFocusPolicy(Qt::NoFocus);
    setFocusPolicy(Qt::StrongFocus);

    // The step list: large enough to read from a few steps away, over the slide.
    QFont big = m_list->font();
    big.setPixelSize(24);
    m_list->setFont(big);
    m_list->setCursor(Qt::ArrowCursor);
    for (int i = 0; i < lesson->count(); ++i)
        m_list->addItem(QStringLiteral("%1   %2").arg(i + 1).arg(
            QString::fromUtf8(lesson::lessonSteps()[std::size_t(i)].title)));
    m_list->hide();
    connect(m_list, &QListWidget::itemClicked, this, [this](QListWidgetItem *item) {
        m_lesson->goTo(m_list->row(item));
        toggleStepList();
    });
    m_list->installEventFilter(this); // Enter and Esc in the list are the list's, not the slides'

    connect(m_canvas, &StepCanvas::answerClicked, lesson, &LessonController::reveal);
    connect(m_canvas, &StepCanvas::actionClicked, this, &PresentationWindow::actionRequested);
    connect(m_canvas, &StepCanvas::clicked, this, [this](Qt::MouseButton b) {
        if (m_canvas->isBlank())
            m_canvas->setBlank(false);
        else if (b == Qt::RightButton)
            m_lesson->previous();
        else
            m_lesson->advance();
    });
    connect(lesson, &LessonController::currentChanged, this, &PresentationWindow::refresh);
    connect(lesson, &LessonController::stepsChanged, this, &PresentationWindow::refresh);
    connect(lesson, &LessonController::answersChanged, this, &PresentationWindow::refresh);
    refresh();
}

PresentationWindow::~PresentationWindow()
{
    if (m_presenter)
        m_presenter->close();
}

void PresentationWindow::refresh()
{
    const int i = m_lesson->current();
    m_canvas->setStep(m_lesson->step(i), m_lesson->answers(i), m_lesson->theme());
    m_list->setCurrentRow(i);
}

bool PresentationWindow::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_canvas && event->type() == QEvent::MouseMove) {
        m_canvas->setCursor(Qt::ArrowCursor);
        m_hideCursor->start();
    }
    if (watched == m_list && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if (key == Qt::Key_Return || key == Qt::Key_Enter) {
            m_lesson->goTo(m_list->currentRow());
            toggleStepList();
            return true;
        }
        if (key == Qt::Key_Escape || key == Qt::Key_G || key == Qt::Key_Tab) {
            toggleStepList();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

bool PresentationWindow::isBlanked() const
{
    return m_canvas->isBlank();
}

QScreen *PresentationWindow::slidesScreen(QScreen *home) const
{
    const QList<QScreen *> screens = QGuiApplication::screens();
    if (screens.size() < 2)
        return home ? home : QGuiApplication::primaryScreen();
    const QString remembered = prefs::lessonSlidesScreen.get();
    for (QScreen *s : screens)
        if (!remembered.isEmpty() && s->name() == remembered)
            return s;
    for (QScreen *s : screens) // the projector is the screen the window is not on
        if (s != home)
            return s;
    return screens.first();
}

void PresentationWindow::start(int step, QScreen *home)
{
    m_lesson->goTo(step);
    QScreen *slides = slidesScreen(home);
    setScreen(slides);
    setGeometry(slides->geometry());
    showFullScreen();
    raise();
    activateWindow();
    setFocus();
    if (QGuiApplication::screens().size() >= 2) {
        QScreen *other = home && home != slides ? home : nullptr;
        for (QScreen *s : QGuiApplication::screens())
            if (!other && s != slides)
                other = s;
        showPresenterView(other);
    }
}

void PresentationWindow::showPresenterView(QScreen *screen)
{
    if (!m_presenter) {
        m_presenter = new PresenterView(m_lesson, this);
        connect(m_presenter, &PresenterView::keyPressed, this, [this](QKeyEvent *e) { handleKey(e); });
        connect(m_presenter, &QObject::destroyed, this, [this] { m_presenter = nullptr; });
    }
    if (screen) {
        m_presenter->setScreen(screen);
        m_presenter->setGeometry(screen->availableGeometry());
        m_presenter->showMaximized();
    } else {
        m_presenter->resize(1100, 700);
        m_presenter->show();
    }
    m_presenter->raise();
}

void PresentationWindow::swapScreens()
{
    const QList<QScreen *> screens = QGuiApplication::screens();
    if (screens.size() < 2)
        return;
    QScreen *now = screen();
    QScreen *other = screens.at((screens.indexOf(now) + 1) % screens.size());
    prefs::lessonSlidesScreen.set(other->name()); // remembered for the next presentation
    showNormal();
    setScreen(other);
    setGeometry(other->geometry());
    showFullScreen();
    if (m_presenter)
        showPresenterView(now);
}

void PresentationWindow::toggleStepList()
{
    if (m_list->isVisible()) {
        m_list->hide();
        setFocus();
        return;
    }
    placeList();
    m_list->setCurrentRow(m_lesson->current());
    m_list->show();
    m_list->raise();
    m_list->setFocus();
}

void PresentationWindow::placeList()
{
    const QSize s = size();
    m_list->setGeometry(s.width() / 6, s.height() / 10, s.width() * 2 / 3, s.height() * 8 / 10);
}

void PresentationWindow::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    placeList();
}

bool PresentationWindow::handleKey(QKeyEvent *event)
{
    const int key = event->key();
    if (key >= Qt::Key_0 && key <= Qt::Key_9 && event->modifiers() == Qt::NoModifier) {
        m_typed += QChar(u'0' + (key - Qt::Key_0));
        return true;
    }
    if ((key == Qt::Key_Return || key == Qt::Key_Enter) && !m_typed.isEmpty()) {
        m_lesson->goTo(m_typed.toInt() - 1);
        m_typed.clear();
        return true;
    }
    m_typed.clear();
    if (m_canvas->isBlank() && key != Qt::Key_Escape) {
        // Any key brings the slide back, as on a projector's own blank button; B toggles.
        m_canvas->setBlank(false);
        return true;
    }
    switch (key) {
    case Qt::Key_Right:
    case Qt::Key_Down:
    case Qt::Key_PageDown:
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_N:
        m_lesson->advance();
        return true;
    case Qt::Key_Left:
    case Qt::Key_Up:
    case Qt::Key_PageUp:
    case Qt::Key_Backspace:
        m_lesson->previous();
        return true;
    case Qt::Key_Home:
        m_lesson->first();
        return true;
    case Qt::Key_End:
        m_lesson->last();
        return true;
    case Qt::Key_R:
        m_lesson->revealNext();
        return true;
    case Qt::Key_A:
        m_lesson->revealAll();
        return true;
    case Qt::Key_H:
        m_lesson->setHoldBack(!m_lesson->holdsBack());
        return true;
    case Qt::Key_B:
    case Qt::Key_Period:
        m_canvas->setBlank(!m_canvas->isBlank());
        return true;
    case Qt::Key_G:
    case Qt::Key_Tab:
        toggleStepList();
        return true;
    case Qt::Key_M:
        m_lesson->measureCost();
        return true;
    case Qt::Key_C:
        m_lesson->cancelCost();
        return true;
    case Qt::Key_P:
        showPresenterView();
        return true;
    case Qt::Key_S:
        swapScreens();
        return true;
    case Qt::Key_Escape:
        if (m_list->isVisible())
            toggleStepList();
        else if (m_canvas->isBlank())
            m_canvas->setBlank(false);
        else
            close();
        return true;
    default:
        return false;
    }
}

void PresentationWindow::keyPressEvent(QKeyEvent *event)
{
    if (!handleKey(event))
        QWidget::keyPressEvent(event);
}

void PresentationWindow::closeEvent(QCloseEvent *event)
{
    if (m_presenter)
        m_presenter->close();
    emit left();
    QWidget::closeEvent(event);
}

} // namespace attn
