// The main window as its tests drive it: a fresh window for every test (recovery copies of
// earlier runs cleared, settings in Qt's test location), its parts found by name
// (widget_lookup.h), and the helpers a user's hands need: typing into a cell, answering a
// message box.
#pragma once

#include "../common/full_disk.h"
#include "core/attention.h"
#include "io/memorycheck.h"
#include "io/session_json.h"
#include "ui/breakdown/breakdownwidget.h"
#include "ui/dialogs/generatedialog.h"
#include "ui/document/autosave.h"
#include "ui/document/document.h"
#include "ui/heatmap/headgridwidget.h"
#include "ui/heatmap/heatmappanel.h"
#include "ui/heatmap/heatmapwidget.h"
#include "ui/tables/matrixmodel.h"
#include "ui/tables/matrixpanels.h"
#include "ui/tables/matrixview.h"
#include "ui/window/mainwindow.h"
#include "ui/window/sessionshapebar.h"
#include "widget_lookup.h"

#include <QAbstractItemView>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>
#include <QToolButton>

#include <csignal>
#include <ctime>
#include <sys/resource.h>

#include <algorithm>
#include <functional>
#include <memory>

namespace testing {

// Answers the next modal message box (as a user would) and hands back its text.
class MessageBoxCatcher {
public:
    explicit MessageBoxCatcher(QMessageBox::StandardButton answer = QMessageBox::Ok)
    {
        auto *timer = new QTimer(qApp);
        timer->setInterval(20);
        QObject::connect(timer, &QTimer::timeout, timer, [this, timer, answer] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                m_text = box->text();
                timer->stop();
                timer->deleteLater();
                box->button(answer)->click();
            }
        });
        timer->start();
    }
    QString text() const { return m_text; }

private:
    QString m_text;
};

// The UI thread's longest stall while this lives: a timer ticking every few milliseconds on the
// event loop and the largest gap between two of its ticks — the gap still open counts too (as
// attention-bench --ui measures it). A user feels it as the window not answering.
// longestBusyMs() is the most processor time the UI thread itself used within one gap: what the
// app's own work on that thread costs, which a machine busy with other programs does not inflate
// (a wall-clock gap also holds the time the thread waited for a core).
class EventLoopGaps {
public:
    explicit EventLoopGaps(int intervalMs = 5)
    {
        m_timer.setTimerType(Qt::PreciseTimer);
        m_timer.setInterval(intervalMs);
        QObject::connect(&m_timer, &QTimer::timeout, &m_timer, [this] {
            const qint64 now = m_clock.elapsed();
            const double cpu = threadCpuMs();
            m_longest = std::max(m_longest, now - m_last);
            m_longestBusy = std::max(m_longestBusy, cpu - m_lastCpu);
            m_last = now;
            m_lastCpu = cpu;
        });
        m_clock.start();
        m_lastCpu = threadCpuMs();
        m_timer.start();
    }
    qint64 longestMs() const { return std::max(m_longest, m_clock.elapsed() - m_last); }
    double longestBusyMs() const { return std::max(m_longestBusy, threadCpuMs() - m_lastCpu); }

    // Processor time the calling thread has used, in milliseconds.
    static double threadCpuMs()
    {
        timespec t {};
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
        return double(t.tv_sec) * 1e3 + double(t.tv_nsec) * 1e-6;
    }

private:
    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_last = 0;
    qint64 m_longest = 0;
    double m_lastCpu = 0;
    double m_longestBusy = 0;
};

// Calls `handle` with the next modal dialog, from the event loop, as a user would meet it.
inline void onNextModal(std::function<void(QWidget *)> handle)
{
    auto *timer = new QTimer(qApp);
    timer->setInterval(20);
    QObject::connect(timer, &QTimer::timeout, timer, [timer, handle] {
        if (QWidget *modal = QApplication::activeModalWidget()) {
            timer->stop();
            timer->deleteLater();
            handle(modal);
        }
    });
    timer->start();
}

// The controls under `root` a screen reader cannot name (buttons, boxes, sliders, views whose
// accessible name is empty), as "class name in parentClass parentName". A box's own editor or
// list and a tab bar's scroll arrows are read as their box and left out; so is what `root` does
// not show, with visibleOnly.
inline QStringList unnamedControls(QWidget *root, bool visibleOnly)
{
    QStringList unnamed;
    for (QWidget *w : root->findChildren<QWidget *>()) {
        const bool control = qobject_cast<QAbstractButton *>(w) || qobject_cast<QComboBox *>(w)
            || qobject_cast<QAbstractSpinBox *>(w) || qobject_cast<QLineEdit *>(w)
            || qobject_cast<QAbstractSlider *>(w) || qobject_cast<QAbstractItemView *>(w);
        if (!control || w->focusPolicy() == Qt::NoFocus || (visibleOnly && !w->isVisibleTo(root))
            || qobject_cast<QLineEdit *>(w->parentWidget())
            || qobject_cast<QAbstractSpinBox *>(w->parentWidget())
            || qobject_cast<QComboBox *>(w->parentWidget()) || w->inherits("QComboBoxListView")
            || qobject_cast<QTabBar *>(w->parentWidget()))
            continue;
        QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(w);
        if (iface && iface->text(QAccessible::Name).trimmed().isEmpty())
            unnamed << QStringLiteral("%1 %2 in %3 %4")
                           .arg(QLatin1String(w->metaObject()->className()), w->objectName(),
                                QLatin1String(w->parentWidget()->metaObject()->className()),
                                w->parentWidget()->objectName());
    }
    return unnamed;
}

inline void typeIntoCell(attn::MatrixView *view, int row, int column, const QString &text)
{
    const QModelIndex index = view->model()->index(row, column);
    view->setCurrentIndex(index);
    view->edit(index);
    auto *editor = qobject_cast<QLineEdit *>(QApplication::focusWidget());
    QVERIFY2(editor, "no line editor opened");
    editor->selectAll();
    QTest::keyClicks(editor, text);
    QTest::keyClick(editor, Qt::Key_Return);
    QApplication::processEvents(); // the delegate commits through a queued call, as for a user
}

} // namespace testing

namespace testing {

class WindowFixture {
public:
    static void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // recent files and layout go to a test location
        QLocale::setDefault(QLocale::c());
    }
    void init()
    {
        // Recovery copies live in the test location across runs: every test starts without any.
        QDir(attn::Autosaver::defaultDirectory()).removeRecursively();
        m_window = std::make_unique<attn::MainWindow>();
        m_doc = documentOf(m_window.get());
        QVERIFY(m_doc);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_window->activateWindow();
    }
    void cleanup()
    {
        if (!m_window)
            return;
        doc()->undoStack()->setClean(); // no prompt on close
        m_window.reset();
        m_doc = nullptr;
    }
    attn::MainWindow *window() { return m_window.get(); }
    attn::Document *doc() { return m_doc; }
    std::unique_ptr<attn::MainWindow> &windowPointer() { return m_window; }

private:
    std::unique_ptr<attn::MainWindow> m_window;
    attn::Document *m_doc = nullptr; // the window's, found once by its name
};

} // namespace testing
