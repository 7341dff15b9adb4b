// Pictures of the breakdown to look at, not a test: the lesson's row, a causal row with the
// mask-after-softmax mistake, a fully masked row, two heads, 300 random tokens, huge logits and
// a wide d_k, each as PNG and as text, the widget itself, and an SVG read back by Qt's own
// renderer. scripts/breakdown-shots.sh builds and runs it.
//   breakdown-shots [DIR]     (default ./breakdown-shots)
#include "core/attention.h"
#include "io/session_json.h"
#include "render/breakdownmodel.h"
#include "render/breakdownpainter.h"
#include "ui/breakdown/breakdownwidget.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>
#include <QTest>

#include <cstdio>
#include <cstdlib>
#include <vector>

using namespace attn;

namespace {

void check(bool ok, const QString &what)
{
    if (!ok) {
        std::fprintf(stderr, "breakdown-shots: %s\n", qPrintable(what));
        std::exit(1);
    }
}

Session preset(const QString &name)
{
    QString error;
    const auto s = io::loadPreset(name, &error);
    check(s.has_value(), error);
    return *s;
}

Session sessionFile(const QString &path)
{
    QString error;
    const auto s = io::loadSession(path, &error);
    check(s.has_value(), error);
    return *s;
}

BreakdownData breakdownOf(const Session &s, int head, int query)
{
    return makeBreakdown(s, computeAttention(s), head, query);
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    const QString dir = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral("breakdown-shots");
    QDir().mkpath(dir);
    struct Shot {
        const char *name;
        BreakdownData data;
        BreakdownOptions options;
    };
    BreakdownOptions withDot;
    withDot.expandedKey = 2;
    BreakdownOptions wrong;
    wrong.showMaskAfterSoftmax = true;
    wrong.interactive = true;
    Session huge = preset(QStringLiteral("lesson"));
    huge.scale = 1e4;
    const Session big = randomSession(300, 64, 4, 11);
    const std::vector<Shot> shots = {
        { "lesson-q2", breakdownOf(preset(QStringLiteral("lesson")), 0, 1), withDot },
        { "lesson-causal-q2", breakdownOf(preset(QStringLiteral("lesson-causal")), 0, 1), wrong },
        { "fully-masked",
          breakdownOf(sessionFile(QStringLiteral(ATTENTION_TEST_DATA "/fully-masked-row.session.json")), 0,
                      0),
          wrong },
        { "two-heads-q4", breakdownOf(preset(QStringLiteral("two-heads")), 1, 3), withDot },
        { "random-300", makeBreakdown(big, computeAttention(big, Options { false }), 2, 150), withDot },
        { "huge-logits", breakdownOf(huge, 0, 1), wrong },
        { "wide-dk", breakdownOf(randomSession(6, 1024, 1, 5), 0, 3), withDot },
    };
    // The widget itself, as a user sees it (run under Xvfb with QT_QPA_PLATFORM=xcb for a
    // real X11 rendering).
    BreakdownWidget widget;
    widget.resize(1060, 1000);
    widget.setBreakdown(breakdownOf(preset(QStringLiteral("lesson")), 0, 1));
    widget.show();
    check(QTest::qWaitForWindowExposed(&widget), "window shown");
    QTest::qWait(200);
    check(widget.grab().save(dir + QStringLiteral("/widget-lesson-q2.png")), "widget picture");

    // The SVG export read back by Qt's own renderer, to compare with the PNG.
    {
        QString error;
        const QString svg = dir + QStringLiteral("/lesson-causal-q2.svg");
        check(exportBreakdown(svg, shots[1].data, shots[1].options, QSizeF(), 1.0, &error), error);
        check(exportBreakdown(dir + QStringLiteral("/lesson-causal-q2.pdf"), shots[1].data, shots[1].options,
                              QSizeF(), 1.0, &error),
              error);
        QSvgRenderer renderer(svg);
        QImage img(renderer.defaultSize(), QImage::Format_ARGB32);
        img.fill(Qt::white);
        QPainter painter(&img);
        renderer.render(&painter);
        painter.end();
        check(img.save(dir + QStringLiteral("/lesson-causal-q2.svg.png")), "svg picture");
    }

    for (const Shot &s : shots) {
        QString error;
        const QString path = dir + QLatin1Char('/') + QLatin1String(s.name) + QStringLiteral(".png");
        check(exportBreakdown(path, s.data, s.options, QSizeF(), 1.0, &error), error);
        QFile text(dir + QLatin1Char('/') + QLatin1String(s.name) + QStringLiteral(".txt"));
        check(text.open(QIODevice::WriteOnly), "text file");
        text.write(breakdownPlainText(BreakdownPainter(s.data, s.options).model()).toUtf8());
    }
    std::printf("%s\n", qPrintable(QDir(dir).absolutePath()));
    return 0;
}
