#include "window_bench.h"

#include "ui/document/document.h"
#include "ui/heatmap/headgridwidget.h"
#include "ui/heatmap/heatmappanel.h"
#include "ui/heatmap/heatmapwidget.h"
#include "ui/window/mainwindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTimer>

#include <sys/resource.h>

#include <algorithm>
#include <cstdio>
#include <vector>

namespace attn::bench {

namespace {

    // Which of some widgets have been painted since the last reset().
    class PaintWatch : public QObject {
    public:
        explicit PaintWatch(std::vector<QWidget *> widgets)
            : m_widgets(std::move(widgets))
            , m_painted(m_widgets.size(), false)
        {
            for (QWidget *w : m_widgets)
                w->installEventFilter(this);
        }
        void reset() { std::fill(m_painted.begin(), m_painted.end(), false); }
        bool painted(const QWidget *w) const
        {
            for (std::size_t i = 0; i < m_widgets.size(); ++i)
                if (m_widgets[i] == w)
                    return m_painted[i];
            return false;
        }

    protected:
        bool eventFilter(QObject *watched, QEvent *event) override
        {
            if (event->type() == QEvent::Paint)
                for (std::size_t i = 0; i < m_widgets.size(); ++i)
                    if (m_widgets[i] == watched)
                        m_painted[i] = true;
            return false;
        }

    private:
        std::vector<QWidget *> m_widgets;
        std::vector<bool> m_painted;
    };

} // namespace

int runUiBench(int argc, char **argv, const UiArguments &a)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    MainWindow window;
    window.resize(1600, 1000);
    window.show();
    // The window's parts, by the names they are given where they are made (as the tests find them).
    auto *doc = window.findChild<Document *>(QStringLiteral("document"));
    auto *panel = window.findChild<HeatmapPanel *>(QStringLiteral("heatmapPanel"));
    if (!doc || !panel) {
        std::fprintf(stderr, "attention-bench: the window has no document or heatmap panel by those names\n");
        return 1;
    }

    // The UI thread's longest stall: a 2 ms timer, and the largest gap between its ticks.
    QElapsedTimer clock;
    clock.start();
    qint64 lastTick = clock.elapsed(), worstGap = 0;
    bool measuring = false;
    QTimer ticker;
    ticker.setInterval(2);
    QObject::connect(&ticker, &QTimer::timeout, [&] {
        const qint64 now = clock.elapsed();
        if (measuring)
            worstGap = std::max(worstGap, now - lastTick);
        lastTick = now;
    });
    ticker.start();

    // Done when the new result is in, the heatmaps are built from it, and the large heatmap
    // and the head strip (when shown) have been painted since: the moment the user sees it.
    // The paint is the one the edit itself asks for, in the same pass as every other panel's.
    PaintWatch watch({ panel->heatmap(), panel->grid() });
    bool built = false;
    QObject::connect(panel, &HeatmapPanel::built, [&] {
        built = true;
        watch.reset();
    });
    auto settle = [&] {
        while (!built || doc->isComputing() || panel->isBuilding() || !watch.painted(panel->heatmap())
               || (panel->grid()->isVisible() && !watch.painted(panel->grid())))
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents); // the 2 ms ticker wakes it
    };

    built = false;
    doc->reset(randomSession(a.tokens, a.dModel, a.heads, 1));
    settle();

    std::vector<double> ms;
    for (int run = 0; run <= a.repeat; ++run) {
        QElapsedTimer t;
        measuring = run > 0;
        lastTick = clock.elapsed();
        built = false;
        t.start();
        doc->setValue(MatrixId::Embeddings, 0, 0, 0.25 * run + 0.125); // one embedding cell
        settle();
        if (run > 0)
            ms.push_back(t.nsecsElapsed() / 1e6);
    }
    measuring = false;

    std::sort(ms.begin(), ms.end());
    const std::size_t n = ms.size();
    const double median = n % 2 ? ms[n / 2] : (ms[n / 2 - 1] + ms[n / 2]) / 2;
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    std::printf(
        "{\"mode\":\"ui\",\"tokens\":%d,\"d_model\":%d,\"num_heads\":%d,\"repeat\":%d,\"median_ms\":%.6g,"
        "\"min_ms\":%.6g,\"max_ui_block_ms\":%lld,\"peak_rss_mb\":%.1f}\n",
        a.tokens, a.dModel, a.heads, a.repeat, median, ms.front(), static_cast<long long>(worstGap),
        usage.ru_maxrss / 1024.0);
    return 0;
}

} // namespace attn::bench
