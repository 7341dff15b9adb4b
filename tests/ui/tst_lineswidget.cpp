// The line view widget through real mouse and keyboard events (QTest): hover a token for its
// lines only, click to keep that focus (announced), click a head in the legend to switch it
// off and on, tooltips counting from 1, and an export without the pointer in it.
#include "core/attention.h"
#include "io/session_json.h"
#include "render/drawing.h"
#include "ui/heatmap/lineswidget.h"
#include "widget_lookup.h"

#include <QApplication>
#include <QHelpEvent>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QToolTip>

using namespace attn;
using testing::legendEntryRect;
using testing::tokenCenter;

namespace {

LinesData preset(const QString &name)
{
    QString error;
    QJsonObject view;
    const auto s = io::loadPreset(name, &error, &view);
    if (!s)
        qFatal("%s", qPrintable(error));
    return makeLinesData(*s, std::make_shared<const AttentionResult>(computeAttention(*s)),
                         headLabelsFromView(view, s->numHeads));
}

QString toolTipAt(QWidget *w, const QPoint &at)
{
    QHelpEvent help(QEvent::ToolTip, at, w->mapToGlobal(at));
    QApplication::sendEvent(w, &help);
    return QToolTip::isVisible() ? QToolTip::text() : QString();
}

} // namespace

class TestLinesWidget : public QObject {
    Q_OBJECT

    std::unique_ptr<LinesWidget> m_w;

    void show(const QString &name)
    {
        m_w = std::make_unique<LinesWidget>();
        m_w->setData(preset(name));
        m_w->resize(1000, 700);
        m_w->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_w.get()));
    }

private slots:
    void cleanup() { m_w.reset(); }

    void hoverShowsOnlyThatTokensLines()
    {
        show(QStringLiteral("lesson"));
        QCOMPARE(m_w->currentLayout().lines.size(), std::size_t(9));
        QSignalSpy changed(m_w.get(), &LinesWidget::focusChanged);
        QTest::mouseMove(m_w.get(), tokenCenter(m_w.get(), LinesFocus::Query, 1).toPoint());
        QTRY_COMPARE(m_w->hoveredFocus(), LinesFocus::query(1));
        QVERIFY(!changed.isEmpty());
        const LinesLayout l = m_w->currentLayout();
        QCOMPARE(l.lines.size(), std::size_t(3));
        for (const WeightLine &line : l.lines)
            QCOMPARE(line.query, 1);
        QCOMPARE(l.numbers.size(), std::size_t(3)); // the widget keeps room for them
        // A key: who looks at it.
        QTest::mouseMove(m_w.get(), tokenCenter(m_w.get(), LinesFocus::Key, 2).toPoint());
        QTRY_COMPARE(m_w->hoveredFocus(), LinesFocus::key(2));
        for (const WeightLine &line : m_w->currentLayout().lines)
            QCOMPARE(line.key, 2);
        // Off the tokens: every line again.
        const LinesLayout now = m_w->currentLayout();
        QTest::mouseMove(m_w.get(), ((now.queryAnchors[0] + now.keyAnchors[0]) / 2).toPoint());
        QTRY_VERIFY(!m_w->hoveredFocus().isSet());
        QCOMPARE(m_w->currentLayout().lines.size(), std::size_t(9));
    }

    // Nothing moves under the pointer: hovering changes lines, not where the tokens are.
    void hoverKeepsTheTokensInPlace()
    {
        show(QStringLiteral("two-heads"));
        const LinesLayout before = m_w->currentLayout();
        QTest::mouseMove(m_w.get(), tokenCenter(m_w.get(), LinesFocus::Query, 3).toPoint());
        QTRY_COMPARE(m_w->hoveredFocus(), LinesFocus::query(3));
        const LinesLayout after = m_w->currentLayout();
        QCOMPARE(after.queryAnchors, before.queryAnchors);
        QCOMPARE(after.keyAnchors, before.keyAnchors);
    }

    void clickPinsTheFocusAndAnnouncesTheQuery()
    {
        show(QStringLiteral("lesson-causal"));
        QSignalSpy clicked(m_w.get(), &LinesWidget::queryClicked);
        const QPoint river = tokenCenter(m_w.get(), LinesFocus::Query, 1).toPoint();
        QTest::mouseClick(m_w.get(), Qt::LeftButton, {}, river);
        QCOMPARE(clicked.size(), 1);
        QCOMPARE(clicked.first().at(0).toInt(), 1);
        QCOMPARE(m_w->pinnedFocus(), LinesFocus::query(1));
        // The pointer leaves: the pinned focus stays.
        QEvent leave(QEvent::Leave);
        QApplication::sendEvent(m_w.get(), &leave);
        QVERIFY(!m_w->hoveredFocus().isSet());
        QCOMPARE(m_w->focus(), LinesFocus::query(1));
        for (const WeightLine &line : m_w->currentLayout().lines)
            QCOMPARE(line.query, 1);
        // The export keeps it; the picture is drawn without the pointer.
        QTemporaryDir dir;
        QString error;
        QVERIFY2(exportDrawing(dir.filePath(QStringLiteral("l.png")), *m_w->drawing(), DrawingStyle {},
                               QSizeF(800, 600), 1.0, &error),
                 qPrintable(error));
        QCOMPARE(QImage(dir.filePath(QStringLiteral("l.png"))).size(), QSize(800, 600));
        // Clicking it again lets go; so does Escape after another click.
        QTest::mouseClick(m_w.get(), Qt::LeftButton, {}, river);
        QVERIFY(!m_w->pinnedFocus().isSet());
        QTest::mouseClick(m_w.get(), Qt::LeftButton, {},
                          tokenCenter(m_w.get(), LinesFocus::Query, 2).toPoint());
        QCOMPARE(m_w->pinnedFocus(), LinesFocus::query(2));
        QTest::keyClick(m_w.get(), Qt::Key_Escape);
        QVERIFY(!m_w->pinnedFocus().isSet());
        QCOMPARE(clicked.size(), 3);
    }

    void legendClicksToggleHeads()
    {
        show(QStringLiteral("eight-heads"));
        QSignalSpy changed(m_w.get(), &LinesWidget::headsChanged);
        const QRectF head3 = legendEntryRect(m_w.get(), 2);
        QVERIFY(!head3.isEmpty());
        QTest::mouseClick(m_w.get(), Qt::LeftButton, {}, head3.center().toPoint());
        QCOMPARE(changed.size(), 1);
        QVERIFY(!m_w->isHeadVisible(2));
        for (const WeightLine &line : m_w->currentLayout().lines)
            QVERIFY(line.head != 2);
        // Still in the legend, so it can be clicked on again.
        QVERIFY(!legendEntryRect(m_w.get(), 2).isEmpty());
        QTest::mouseClick(m_w.get(), Qt::LeftButton, {}, legendEntryRect(m_w.get(), 2).center().toPoint());
        QVERIFY(m_w->isHeadVisible(2));
        // The last head stays on.
        for (int h = 1; h < 8; ++h)
            QVERIFY(m_w->setHeadVisible(h, false));
        QCOMPARE(m_w->visibleHeads(), std::vector<int> { 0 });
        QVERIFY(!m_w->setHeadVisible(0, false));
        QTest::mouseClick(m_w.get(), Qt::LeftButton, {}, legendEntryRect(m_w.get(), 0).center().toPoint());
        QVERIFY(m_w->isHeadVisible(0));
        for (const WeightLine &line : m_w->currentLayout().lines)
            QCOMPARE(line.head, 0);
        m_w->showAllHeads();
        QCOMPARE(m_w->visibleHeads().size(), std::size_t(8));
    }

    void tooltipsCountTokensAndHeadsFromOne()
    {
        show(QStringLiteral("eight-heads"));
        const QPoint cat = tokenCenter(m_w.get(), LinesFocus::Query, 1).toPoint();
        QTest::mouseMove(m_w.get(), cat);
        QString text = toolTipAt(m_w.get(), cat);
        QVERIFY2(text.startsWith(QStringLiteral("token 2 “cat” as a query (of 11 tokens)")),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Head 1 · previous token: looks most at token 1 “the”")),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("click to keep only its lines")), qPrintable(text));
        const QPoint legend = legendEntryRect(m_w.get(), 2).center().toPoint();
        text = toolTipAt(m_w.get(), legend);
        QVERIFY2(text.startsWith(QStringLiteral("Head 3 · self"))
                     && text.contains(QStringLiteral("click to hide")),
                 qPrintable(text));
        QToolTip::hideText();
    }

    // A new result of the same shape keeps the heads and the focus; another sentence does not.
    void newDataKeepsWhatStillFits()
    {
        show(QStringLiteral("two-heads"));
        QVERIFY(m_w->setHeadVisible(1, false));
        m_w->setPinnedFocus(LinesFocus::query(4));
        m_w->setData(preset(QStringLiteral("two-heads")));
        QCOMPARE(m_w->pinnedFocus(), LinesFocus::query(4));
        QVERIFY(!m_w->isHeadVisible(1));
        m_w->setData(preset(QStringLiteral("lesson")));
        QVERIFY(!m_w->pinnedFocus().isSet());
        QCOMPARE(m_w->visibleHeads(), std::vector<int> { 0 });
        m_w->setPinnedFocus(LinesFocus::query(7)); // not a token of this session
        QVERIFY(!m_w->pinnedFocus().isSet());
    }

    void themeAndFontSize()
    {
        show(QStringLiteral("lesson"));
        m_w->setFontSize(30);
        QCOMPARE(m_w->currentLayout().font.pixelSize(), 30);
        m_w->setTheme(Theme::dark());
        const QImage shot = m_w->grab().toImage();
        QCOMPARE(QColor(shot.pixel(3, 3)), Theme::dark().background);
    }
};

QTEST_MAIN(TestLinesWidget)
#include "tst_lineswidget.moc"
