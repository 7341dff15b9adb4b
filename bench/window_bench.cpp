#include "window_bench.h"
#include "runs_on.h"

#include "core/memory.h"
#include "ui/document/document.h"
#include "ui/heatmap/headgridwidget.h"
#include "ui/heatmap/heatmappanel.h"
#include "ui/heatmap/heatmapwidget.h"
#include "ui/window/mainwindow.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QElapsedTimer>
#include <QHeaderView>
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

std::optional<UiEdit> uiEditFromName(std::string_view name)
{
    if (name == "embedding")
        return UiEdit::Embedding;
    if (name == "weight")
        return UiEdit::Weight;
    if (name == "mask")
        return UiEdit::Mask;
    if (name == "token")
        return UiEdit::Token;
    if (name == "token-remove")
        return UiEdit::TokenRemove;
    if (name == "causal")
        return UiEdit::Causal;
    return std::nullopt;
}

namespace {

    double medianOf(std::vector<double> v)
    {
        std::sort(v.begin(), v.end());
        const std::size_t n = v.size();
        return n == 0 ? 0.0 : n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
    }

    bool onScreen(const QWidget *w)
    {
        return w->isVisible() && !w->visibleRegion().isEmpty();
    }

    // Every view of the result on screen: the large heatmap, the head strip, the breakdown's canvas
    // and each computed table's viewport (where a table paints).
    std::vector<QWidget *> resultViews(MainWindow &window, HeatmapPanel *panel)
    {
        std::vector<QWidget *> views { panel->heatmap(), panel->grid() };
        if (auto *canvas = window.findChild<QWidget *>(QStringLiteral("breakdownCanvas")))
            views.push_back(canvas);
        if (auto *computed = window.findChild<QWidget *>(QStringLiteral("computedPanel")))
            for (auto *table : computed->findChildren<QAbstractItemView *>())
                if (!qobject_cast<QHeaderView *>(table)) // headers show no result
                    views.push_back(table->viewport());
        return views;
    }

    // The session's token count after each kind of edit of a session of T (T − 1 for a token
    // added); the edits below change the session at once (the undo stack applies them), so a
    // refused one shows right away, before anything waits for a result that will not come.
    int tokensAfter(UiEdit edit, int T) { return edit == UiEdit::TokenRemove ? T - 1 : T; }

    // Run `run`'s edit of its kind on a session of T tokens.
    void applyEdit(Document *doc, UiEdit edit, int T, int run)
    {
        switch (edit) {
        case UiEdit::Embedding:
            doc->setValue(MatrixId::Embeddings, 0, 0, 0.25 * run + 0.125);
            break;
        case UiEdit::Weight:
            doc->setValue(MatrixId::Wq, 0, 0, 0.05 * run + 0.0125);
            break;
        case UiEdit::Mask:
            doc->toggleBlocked(T / 2, T / 3); // blocked, open, blocked, …
            break;
        case UiEdit::Token:
            doc->insertToken(T - 1, QStringLiteral("new"));
            break;
        case UiEdit::TokenRemove:
            doc->removeToken(T - 1);
            break;
        case UiEdit::Causal:
            doc->setCausal(!doc->session().causal);
            break;
        }
    }

    bool refused(const Document *doc, int expected);

    // The token edits start from the same shape each run: the last run's edit undone, untimed.
    // False, said, when it is not (the document refused).
    bool restoreShape(Document *doc, UiEdit edit, int T)
    {
        if (edit != UiEdit::Token && edit != UiEdit::TokenRemove)
            return true;
        const int before = edit == UiEdit::Token ? T - 1 : T;
        if (doc->session().tokenCount() == before)
            return true;
        if (edit == UiEdit::Token)
            doc->removeToken(T - 1);
        else
            doc->insertToken(T - 1, QStringLiteral("new"));
        return !refused(doc, before);
    }

    int failedWith(const QString &why)
    {
        std::fprintf(stderr, "attention-bench: the window did not compute the edit: %s\n", qPrintable(why));
        return 1;
    }

    bool refused(const Document *doc, int expected)
    {
        if (doc->session().tokenCount() == expected)
            return false;
        std::fprintf(stderr, "attention-bench: the edit was refused (the session has %d tokens, not %d)\n",
                     doc->session().tokenCount(), expected);
        return true;
    }

} // namespace

int runUiBench(int argc, char **argv, const UiArguments &a)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    // The heap as the app keeps it (app/main.cpp): freed blocks stay for the next recompute, and
    // count in the peak as they do for the user.
    keepFreedMemoryForReuse();
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

    // Done when the new result is in, the heatmaps are built from it, and every view on screen
    // has painted since the result came: the moment the user sees all of it. The paints are the
    // ones the edit itself asks for, in the same pass as every other panel's.
    const std::vector<QWidget *> views = resultViews(window, panel);
    PaintWatch watch(views);
    bool built = false, resultIn = false;
    QElapsedTimer t;
    double resultAt = 0;
    QObject::connect(doc, &Document::resultChanged, [&] {
        resultIn = true;
        resultAt = t.nsecsElapsed() / 1e6;
    });
    QObject::connect(panel, &HeatmapPanel::built, [&] { built = true; });
    auto allPainted = [&] {
        for (QWidget *w : views)
            if (onScreen(w) && !watch.painted(w))
                return false;
        return true;
    };
    QString refusal; // a compute that failed (memory) brings no result: said, not waited for
    QObject::connect(doc, &Document::refused, [&](const QString &why) { refusal = why; });
    auto settle = [&] {
        // The paints after the heatmaps' rebuild, which comes last, are the ones that show it all.
        bool rebuilt = false;
        while (!rebuilt || doc->isComputing() || panel->isBuilding() || !allPainted()) {
            if (!refusal.isEmpty())
                return false;
            if (built && resultIn && !rebuilt && !doc->isComputing()) {
                rebuilt = true;
                watch.reset();
                for (QWidget *w : views) // a view may have painted the new result
                    if (onScreen(w)) // before the heatmaps were built: counted from here on
                        w->update();
            }
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents); // the 2 ms ticker wakes it
        }
        return true;
    };

    built = resultIn = false;
    t.start();
    const bool growing = a.edit == UiEdit::Token; // one token short, to add it at the end
    doc->reset(randomSession(a.tokens - (growing ? 1 : 0), a.dModel, a.heads, 1));
    if (!settle())
        return failedWith(refusal);

    std::vector<double> ms, resultMs;
    const int T = a.tokens;
    for (int run = 0; run <= a.repeat; ++run) {
        measuring = false;
        built = resultIn = false;
        const int count = doc->session().tokenCount();
        if (!restoreShape(doc, a.edit, T))
            return 1;
        if (doc->session().tokenCount() != count && !settle())
            return failedWith(refusal);
        measuring = run > 0;
        lastTick = clock.elapsed();
        built = resultIn = false;
        t.start();
        applyEdit(doc, a.edit, T, run);
        if (refused(doc, tokensAfter(a.edit, T)))
            return 1;
        if (!settle())
            return failedWith(refusal);
        if (run > 0) {
            ms.push_back(t.nsecsElapsed() / 1e6);
            resultMs.push_back(resultAt);
        }
    }
    measuring = false;

    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    static const char *const names[] = { "embedding", "weight", "mask", "token", "token-remove", "causal" };
    std::printf(
        "{\"mode\":\"ui\",\"edit\":\"%s\",\"tokens\":%d,\"d_model\":%d,\"num_heads\":%d,\"repeat\":%d,"
        "\"median_ms\":%.6g,\"min_ms\":%.6g,\"result_median_ms\":%.6g,\"max_ui_block_ms\":%lld,"
        "\"peak_rss_mb\":%.1f%s}\n",
        names[int(a.edit)], a.tokens, a.dModel, a.heads, a.repeat, medianOf(ms),
        *std::min_element(ms.begin(), ms.end()), medianOf(resultMs), static_cast<long long>(worstGap),
        usage.ru_maxrss / 1024.0, runsOnJson(0).c_str());
    return 0;
}

} // namespace attn::bench
