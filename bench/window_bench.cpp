#include "window_bench.h"

#include "ui/background.h"
#include "ui/document.h"
#include "ui/headgridwidget.h"
#include "ui/heatmappanel.h"
#include "ui/heatmapwidget.h"
#include "ui/mainwindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QTimer>

#include <sys/resource.h>

#include <algorithm>
#include <cstdio>
#include <vector>

namespace attn::bench {

int runUiBench(int argc, char **argv, const UiArguments &a)
{
    keepFreedMemoryForReuse(); // as the app's main() does
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    MainWindow window;
    window.resize(1600, 1000);
    window.show();
    Document *doc = window.document();
    HeatmapPanel *panel = window.heatmaps();

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

    auto settle = [&] {
        // Until the result is in and the heatmaps are built, then paint them now.
        while (doc->isComputing() || panel->isBuilding())
            QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
        QCoreApplication::processEvents();
        panel->heatmap()->repaint();
        if (panel->grid()->isVisible())
            panel->grid()->repaint();
    };

    doc->reset(randomSession(a.tokens, a.dModel, a.heads, 1));
    settle();

    std::vector<double> ms;
    for (int run = 0; run <= a.repeat; ++run) {
        QElapsedTimer t;
        measuring = run > 0;
        lastTick = clock.elapsed();
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
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    std::printf("{\"mode\":\"ui\",\"tokens\":%d,\"d_model\":%d,\"num_heads\":%d,\"repeat\":%d,\"median_ms\":%.6g,"
                "\"min_ms\":%.6g,\"max_ui_block_ms\":%lld,\"peak_rss_mb\":%.1f}\n",
                a.tokens, a.dModel, a.heads, a.repeat, median, ms.front(), static_cast<long long>(worstGap),
                usage.ru_maxrss / 1024.0);
    return 0;
}

} // namespace attn::bench
