// How the tests reach what a window shows: by the objectName each widget, action or panel is
// given where it is made, as attention-bench --ui does too — never through a getter the app
// itself has no use for. And where to point in a drawn view, read from the layout the widget
// draws with.
#pragma once

#include "ui/breakdown/breakdownwidget.h"
#include "ui/document/document.h"
#include "ui/heatmap/heatmappanel.h"
#include "ui/heatmap/heatmapwidget.h"
#include "ui/heatmap/lineswidget.h"
#include "ui/tables/matrixpanels.h"
#include "ui/tables/matrixview.h"

#include <QObject>
#include <QScrollArea>
#include <QString>
#include <QTest>

#include <vector>

namespace testing {

// The one T named `name` among the children of `parent` (at any depth). When there is none, or
// more than one, the test fails at the caller's line, saying which name is missing, and this
// returns null. (The caller's file and line come from GCC's and clang's builtins:
// std::source_location needs clang 15 with libstdc++, and the sanitizer build uses clang 14.)
template <typename T>
T *named(const QObject *parent, const QString &name, const char *file = __builtin_FILE(),
         int line = __builtin_LINE())
{
    const QList<T *> found = parent ? parent->findChildren<T *>(name) : QList<T *>();
    if (found.size() == 1)
        return found.front();
    const QString what = QStringLiteral("%1 %2 named \"%3\" under %4")
                             .arg(found.isEmpty() ? QStringLiteral("no") : QStringLiteral("more than one"),
                                  QString::fromLatin1(T::staticMetaObject.className()), name,
                                  parent ? QString::fromLatin1(parent->metaObject()->className())
                                         : QStringLiteral("nothing"));
    QTest::qFail(qPrintable(what), file, line);
    return nullptr;
}

// The parts of the main window (or of anything holding them) the tests drive most.
inline attn::Document *documentOf(const QObject *window, const char *file = __builtin_FILE(),
                                  int line = __builtin_LINE())
{
    return named<attn::Document>(window, QStringLiteral("document"), file, line);
}
inline attn::HeatmapPanel *heatmaps(const QObject *window, const char *file = __builtin_FILE(),
                                    int line = __builtin_LINE())
{
    return named<attn::HeatmapPanel>(window, QStringLiteral("heatmapPanel"), file, line);
}
inline attn::BreakdownWidget *breakdown(const QObject *window, const char *file = __builtin_FILE(),
                                        int line = __builtin_LINE())
{
    return named<attn::BreakdownWidget>(window, QStringLiteral("breakdown"), file, line);
}
inline attn::InputPanel *inputs(const QObject *window, const char *file = __builtin_FILE(),
                                int line = __builtin_LINE())
{
    return named<attn::InputPanel>(window, QStringLiteral("inputPanel"), file, line);
}
// The breakdown's surface that is painted and clicked, and the area it scrolls in.
inline QWidget *breakdownCanvas(const QObject *breakdown, const char *file = __builtin_FILE(),
                                int line = __builtin_LINE())
{
    return named<QWidget>(breakdown, QStringLiteral("breakdownCanvas"), file, line);
}
inline QScrollArea *breakdownScroll(const QObject *breakdown, const char *file = __builtin_FILE(),
                                    int line = __builtin_LINE())
{
    return named<QScrollArea>(breakdown, QStringLiteral("breakdownScroll"), file, line);
}
// The table of an input matrix (tokens and embeddings, W_Q, …) and of a computed one (Q, …).
inline attn::MatrixView *inputView(const QObject *window, attn::MatrixId id,
                                   const char *file = __builtin_FILE(), int line = __builtin_LINE())
{
    return named<attn::MatrixView>(window, QStringLiteral("input-") + attn::matrixName(id), file, line);
}
inline attn::MatrixView *computedView(const QObject *window, attn::MatrixId id,
                                      const char *file = __builtin_FILE(), int line = __builtin_LINE())
{
    return named<attn::MatrixView>(window, QStringLiteral("computed-") + attn::matrixName(id), file, line);
}

// The maps of heads side by side, in the order of the heads shown.
inline std::vector<attn::HeatmapWidget *> sideBySideMaps(const QObject *panel)
{
    std::vector<attn::HeatmapWidget *> maps;
    while (auto *map
           = panel->findChild<attn::HeatmapWidget *>(QStringLiteral("sideBySideMap%1").arg(maps.size() + 1)))
        maps.push_back(map);
    return maps;
}

// Where a cell of a heatmap is drawn, in the widget's coordinates.
inline QPointF cellCenter(const attn::HeatmapWidget *map, int row, int col)
{
    return map->currentLayout().cellRect(row, col).center();
}

// Where a token's label is in a line view ({−1, −1}: there is none), and a head's legend entry.
inline QPointF tokenCenter(const attn::LinesWidget *view, attn::LinesFocus::Side side, int token)
{
    const attn::LinesLayout l = view->currentLayout();
    const std::vector<QRectF> &labels = side == attn::LinesFocus::Query ? l.queryLabels : l.keyLabels;
    if (side == attn::LinesFocus::None || token < 0 || token >= static_cast<int>(labels.size()))
        return { -1, -1 };
    return labels[static_cast<std::size_t>(token)].center();
}
inline QRectF legendEntryRect(const attn::LinesWidget *view, int head)
{
    const attn::LinesLayout l = view->currentLayout();
    for (std::size_t k = 0; k < l.legendHeads.size() && k < l.legendEntries.size(); ++k)
        if (l.legendHeads[k] == head)
            return l.legendEntries[k];
    return {};
}

} // namespace testing
