#include "presentationwindow.h"

#include "classanswerbox.h"
#include "lessoncontroller.h"
#include "presenterview.h"
#include "stepcanvas.h"

#include "ui/common/preferences.h"

#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QCloseEvent>
#include <QComboBox>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QScreen>
#include <QTextEdit>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace attn {

namespace {

    // True when `w` (or what it belongs to) is where text or a cell is being typed: there the
    // arrows and Space move the text cursor, not the slides.
    bool isEditing(const QWidget *w)
    {
        for (; w; w = w->parentWidget()) {
            if (const auto *line = qobject_cast<const QLineEdit *>(w))
                return !line->isReadOnly();
            if (const auto *text = qobject_cast<const QTextEdit *>(w))
                return !text->isReadOnly();
            if (const auto *plain = qobject_cast<const QPlainTextEdit *>(w))
                return !plain->isReadOnly();
            if (const auto *spin = qobject_cast<const QAbstractSpinBox *>(w))
                return !spin->isReadOnly();
            if (const auto *combo = qobject_cast<const QComboBox *>(w); combo && combo->isEditable())
                return true;
            if (const auto *view = qobject_cast<const QAbstractItemView *>(w);
                view && view->indexWidget(view->currentIndex())) // a cell's editor is open
                return true;
            if (w->isWindow())
                break;
        }
        return false;
    }

    QString keysHtml()
    {
        const QList<std::pair<const char *, const char *>> rows = {
            { "→, PageDown, Space, a click", "next: the next held-back answer, then the next step" },
            { "←, PageUp, Backspace, right click", "back: the answer revealed last, then the step before" },
            { "Home, End", "first, last step" },
            { "R / A", "reveal the next answer / all of them" },
            { "T", "type the class's answer to the next number: checked, revealed when right" },
            { "H", "hold the answers back, or show them at once" },
            { "G or Tab", "the list of steps" },
            { "a number, then Enter", "jump to that step" },
            { "B or .", "blank the screen" },
            { "M / C", "measure the cost again / cancel" },
            { "P", "the presenter view (notes, next step, clock)" },
            { "S", "two screens: swap them" },
            { "F1 or ?", "these keys" },
            { "Esc", "leave the presentation" },
        };
        QString html = QStringLiteral("<h2>%1</h2><table cellspacing=\"0\" cellpadding=\"3\">")
                           .arg(QObject::tr("Keys while presenting"));
        for (const auto &[keys, does] : rows)
            html += QStringLiteral("<tr><td><b>%1</b>&nbsp;&nbsp;&nbsp;</td><td>%2</td></tr>")
                        .arg(QObject::tr(keys).toHtmlEscaped(), QObject::tr(does).toHtmlEscaped());
        return html
            + QStringLiteral("</table><p>%1</p>")
                  .arg(QObject::tr(
                      "A clicker's keys work from every window of the app. Any key closes this."));
    }

} // namespace

PresentationWindow::PresentationWindow(LessonController *lesson, QWidget *parent)
    : QWidget(parent, Qt::Window | Qt::FramelessWindowHint)
    , m_lesson(lesson)
    , m_canvas(new StepCanvas(this))
    , m_list(new QListWidget(this))
    , m_keys(new QLabel(this))
    , m_answerBox(new ClassAnswerBox(this))
{
    setObjectName(QStringLiteral("PresentationWindow"));
    m_canvas->setObjectName(QStringLiteral("presentationCanvas"));
    m_list->setObjectName(QStringLiteral("presentationSteps"));
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
            lesson::stepTitle(lesson::lessonSteps()[std::size_t(i)])));
    m_list->hide();
    connect(m_list, &QListWidget::itemClicked, this, [this](QListWidgetItem *item) {
        m_lesson->goTo(m_list->row(item));
        toggleStepList();
    });
    m_list->installEventFilter(this); // Enter and Esc in the list are the list's, not the slides'

    m_keys->setObjectName(QStringLiteral("presentationKeys"));
    m_keys->setTextFormat(Qt::RichText);
    m_keys->setText(keysHtml());
    m_keys->setWordWrap(true);
    m_keys->setMargin(24);
    m_keys->hide();

    connect(m_canvas, &StepCanvas::answerClicked, lesson, &LessonController::reveal);
    // Right: revealed; refresh() then moves the box on to the step's next number.
    connect(m_answerBox, &ClassAnswerBox::rightAnswer, lesson, &LessonController::reveal);
    connect(m_answerBox, &ClassAnswerBox::closed, this, [this] { setFocus(); });
    connect(m_canvas, &StepCanvas::actionClicked, this, &PresentationWindow::actionRequested);
    connect(m_canvas, &StepCanvas::clicked, this, [this](Qt::MouseButton b) {
        if (m_canvas->isBlank())
            m_canvas->setBlank(false);
        else if (b == Qt::RightButton)
            m_lesson->retreat();
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
    qApp->removeEventFilter(this);
    // The presenter view goes first, while this is still a PresentationWindow: left to
    // ~QWidget's children, its destroyed() would reach a half-destroyed window (UBSan).
    if (m_presenter) {
        m_presenter->close();
        delete m_presenter; // its destroyed() resets m_presenter
    }
}

void PresentationWindow::askTheClass(const QString &verdict)
{
    // The class answers what the slide holds back: with the answers shown, T holds them back.
    if (!m_lesson->holdsBack())
        m_lesson->setHoldBack(true);
    const int i = m_lesson->current();
    m_askedStep = i;
    const bool asked = m_answerBox->ask(m_lesson->step(i), m_lesson->reveals(i), m_lesson->context());
    if (!verdict.isEmpty()) // the last check's verdict stays in view over the next question
        m_answerBox->setVerdict(verdict);
    placeList();
    if (!asked)
        setFocus();
}

void PresentationWindow::refresh()
{
    const int i = m_lesson->current();
    m_canvas->setStep(m_lesson->step(i), m_lesson->answers(i), m_lesson->theme());
    if (m_answerBox->isVisible() && m_askedStep != i) {
        m_answerBox->hide(); // asked about another step
        setFocus();
    } else if (m_answerBox->isVisible() && m_answerBox->asked() >= 0
               && m_lesson->reveals(i).isRevealed(m_answerBox->asked())) {
        askTheClass(m_answerBox->verdict()); // revealed (right, a click, R): on, the verdict kept
    }
    m_list->setCurrentRow(i);
}

bool PresentationWindow::forwardedKey(QObject *watched, QEvent *event)
{
    if ((event->type() != QEvent::KeyPress && event->type() != QEvent::ShortcutOverride)
        || !watched->isWidgetType())
        return false;
    const QWidget *w = static_cast<QWidget *>(watched)->window();
    const auto *k = static_cast<QKeyEvent *>(event);
    if (w == this) {
        // Its own keys (F1, ?, the letters) come before the main window's shortcuts on them.
        const bool plain = (k->modifiers() & ~(Qt::KeypadModifier | Qt::ShiftModifier)) == Qt::NoModifier;
        if (event->type() != QEvent::ShortcutOverride || !plain)
            return false;
        event->accept();
        return true;
    }
    // A menu's arrows are the menu's; a question asked (a modal dialog) is answered first.
    if (w->windowType() == Qt::Popup || QApplication::activeModalWidget())
        return false;
    if ((k->modifiers() & ~Qt::KeypadModifier) != Qt::NoModifier) // Ctrl+PageDown… stay the window's
        return false;
    const int key = k->key();
    const bool clicker = key == Qt::Key_PageDown || key == Qt::Key_PageUp;
    const bool arrows = key == Qt::Key_Right || key == Qt::Key_Left || key == Qt::Key_Space;
    if (!clicker && !(arrows && !isEditing(static_cast<QWidget *>(watched))))
        return false;
    event->accept(); // a shortcut on the same key waits; the key press comes here next
    if (event->type() == QEvent::KeyPress) {
        QKeyEvent copy(QEvent::KeyPress, key, Qt::NoModifier, k->text());
        handleKey(&copy);
    }
    return true;
}

bool PresentationWindow::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != m_canvas && watched != m_list)
        return forwardedKey(watched, event);
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
    qApp->installEventFilter(this); // the clicker's keys, from every window of the app
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

void PresentationWindow::toggleKeys()
{
    if (m_keys->isVisible()) {
        m_keys->hide();
        return;
    }
    // Read from the back of the room: as large as the slide's height allows, in its colours.
    const Theme &t = m_lesson->theme();
    m_keys->setStyleSheet(QStringLiteral("QLabel { background: %1; color: %2; border: 2px solid %3; }")
                              .arg(t.panel.name(), t.text.name(), t.frame.name()));
    QFont f = m_keys->font();
    f.setPixelSize(std::max(18, height() / 32));
    m_keys->setFont(f);
    placeList();
    m_keys->show();
    m_keys->raise();
}

void PresentationWindow::placeList()
{
    const QSize s = size();
    m_list->setGeometry(s.width() / 6, s.height() / 10, s.width() * 2 / 3, s.height() * 8 / 10);
    // As high as its lines need, centred on the slide.
    const int w = s.width() * 8 / 10, h = std::min(s.height() * 9 / 10, m_keys->heightForWidth(w));
    m_keys->setGeometry((s.width() - w) / 2, (s.height() - h) / 2, w, h);
    // The answer box low on the slide, over the conclusion rather than the picture.
    const int bw = s.width() * 2 / 3;
    const int bh = std::max(m_answerBox->sizeHint().height(), m_answerBox->heightForWidth(bw));
    m_answerBox->setGeometry((s.width() - bw) / 2, s.height() - bh - s.height() / 20, bw, bh);
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
    if (key == Qt::Key_F1 || key == Qt::Key_Question) {
        toggleKeys();
        return true;
    }
    if (m_keys->isVisible()) { // any key closes the keys, and only that
        m_keys->hide();
        return true;
    }
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
        m_lesson->retreat();
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
    case Qt::Key_T:
        askTheClass();
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
    qApp->removeEventFilter(this);
    if (m_presenter)
        m_presenter->close();
    emit left();
    QWidget::closeEvent(event);
}

} // namespace attn
