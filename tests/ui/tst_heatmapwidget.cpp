// The heatmap widget and the head grid through real mouse and keyboard events (QTest).
#include "core/attention.h"
#include "io/session_json.h"
#include "render/drawing.h"
#include "render/notation.h"
#include "ui/heatmap/headgridwidget.h"
#include "ui/heatmap/heatmapwidget.h"
#include "widget_lookup.h"

#include <QAccessible>
#include <QApplication>
#include <QClipboard>
#include <QHelpEvent>
#include <QSignalSpy>
#include <QTest>
#include <QToolTip>

using namespace attn;
using testing::cellCenter;

namespace {

struct Computed {
    Session session;
    AttentionResult result;
};

Computed preset(const QString &name)
{
    QString error;
    const auto s = io::loadPreset(name, &error);
    if (!s)
        qFatal("%s", qPrintable(error));
    return { *s, computeAttention(*s) };
}

} // namespace

class TestHeatmapWidget : public QObject {
    Q_OBJECT

    std::unique_ptr<HeatmapWidget> m_w;

private slots:
    void init()
    {
        const Computed c = preset(QStringLiteral("lesson-causal"));
        m_w = std::make_unique<HeatmapWidget>();
        m_w->setData(makeHeatmapData(c.session, c.result, 0));
        m_w->resize(720, 600);
        m_w->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_w.get()));
    }
    void cleanup() { m_w.reset(); }

    void hoverShowsTheCellsNumbers()
    {
        QSignalSpy hovered(m_w.get(), &HeatmapWidget::cellHovered);
        const QPoint at = cellCenter(m_w.get(), 1, 0).toPoint();
        QTest::mouseMove(m_w.get(), at);
        QTRY_VERIFY(!hovered.isEmpty());
        QCOMPARE(hovered.last().at(0).toInt(), 1);
        QCOMPARE(hovered.last().at(1).toInt(), 0);
        QCOMPARE(m_w->options().hoveredCell, QPoint(0, 1));

        QHelpEvent help(QEvent::ToolTip, at, m_w->mapToGlobal(at));
        QApplication::sendEvent(m_w.get(), &help);
        QTRY_VERIFY(QToolTip::isVisible());
        const QString text = QToolTip::text();
        QVERIFY2(text.contains(QStringLiteral("query 2 “river” → key 1 “the”")),
                 qPrintable(text)); // counted from 1
        QVERIFY2(text.contains(QStringLiteral("q·k = 2")), qPrintable(text));
        // The score rule's stage, worked (render/stagetext.h), then the logit the softmax takes.
        QVERIFY2(text.contains(QStringLiteral("2 ÷ √2 = 1.414")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("logit = 1.41421")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("not blocked")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("weight = 0.670")), qPrintable(text));

        // A blocked cell says so, and why.
        const QPoint blocked = cellCenter(m_w.get(), 0, 2).toPoint();
        QTest::mouseMove(m_w.get(), blocked);
        QHelpEvent help2(QEvent::ToolTip, blocked, m_w->mapToGlobal(blocked));
        QApplication::sendEvent(m_w.get(), &help2);
        QTRY_VERIFY(
            QToolTip::text().contains(QStringLiteral("blocked: key 3 comes after query 1 (causal mask)")));
        QVERIFY(QToolTip::text().contains(QStringLiteral("weight = 0.000")));
        QToolTip::hideText();
    }

    void clickSelectsTheQueryRow()
    {
        QSignalSpy clicked(m_w.get(), &HeatmapWidget::queryClicked);
        QSignalSpy toggled(m_w.get(), &HeatmapWidget::cellToggleRequested);
        QTest::mouseClick(m_w.get(), Qt::LeftButton, Qt::NoModifier, cellCenter(m_w.get(), 2, 1).toPoint());
        QCOMPARE(clicked.size(), 1);
        QCOMPARE(clicked.first().at(0).toInt(), 2);
        QCOMPARE(m_w->selectedRow(), 2);
        QVERIFY(toggled.isEmpty());

        // The row label selects too.
        const HeatmapLayout l = m_w->currentLayout();
        const QPoint label(qRound(l.rowLabelRect.center().x()), qRound(l.cellRect(0, 0).center().y()));
        QTest::mouseClick(m_w.get(), Qt::LeftButton, Qt::NoModifier, label);
        QCOMPARE(clicked.size(), 2);
        QCOMPARE(clicked.last().at(0).toInt(), 0);
        QCOMPARE(m_w->selectedRow(), 0);

        // Outside the matrix: nothing.
        QTest::mouseClick(m_w.get(), Qt::LeftButton, Qt::NoModifier, QPoint(2, 2));
        QCOMPARE(clicked.size(), 2);
    }

    void ctrlClickAsksToToggleTheCell()
    {
        QSignalSpy clicked(m_w.get(), &HeatmapWidget::queryClicked);
        QSignalSpy toggled(m_w.get(), &HeatmapWidget::cellToggleRequested);
        QTest::mouseClick(m_w.get(), Qt::LeftButton, Qt::ControlModifier,
                          cellCenter(m_w.get(), 0, 2).toPoint());
        QCOMPARE(toggled.size(), 1);
        QCOMPARE(toggled.first().at(0).toInt(), 0);
        QCOMPARE(toggled.first().at(1).toInt(), 2);
        QVERIFY(clicked.isEmpty());
        // In mask-edit mode a plain click does it.
        m_w->setMaskEditMode(true);
        QTest::mouseClick(m_w.get(), Qt::LeftButton, Qt::NoModifier, cellCenter(m_w.get(), 2, 1).toPoint());
        QCOMPARE(toggled.size(), 2);
        QCOMPARE(toggled.last().at(0).toInt(), 2);
        QCOMPARE(toggled.last().at(1).toInt(), 1);
        QVERIFY(clicked.isEmpty());
    }

    void zoomAndPan()
    {
        HeatmapData d;
        const int T = 400;
        d.values = Matrix::Constant(T, T, 1.0 / T);
        for (int i = 0; i < T; ++i)
            d.rowLabels << QStringLiteral("t%1").arg(i);
        d.colLabels = d.rowLabels;
        m_w->setData(std::move(d));
        QCOMPARE(m_w->zoom(), 1.0);
        QVERIFY(m_w->currentLayout().imageMode);

        QSignalSpy zoomed(m_w.get(), &HeatmapWidget::zoomChanged);
        const QPoint centre = m_w->currentLayout().matrixRect.center().toPoint();
        for (int k = 0; k < 12; ++k)
            QTest::keyClick(m_w.get(), Qt::Key_Plus);
        QVERIFY(zoomed.size() >= 1);
        QVERIFY(m_w->zoom() > 50);
        QVERIFY(!m_w->currentLayout().imageMode); // single cells again
        const QRectF before = m_w->viewport();
        QVERIFY(before.width() < 10);

        // Dragging pans by whole cells and does not select anything.
        QSignalSpy clicked(m_w.get(), &HeatmapWidget::queryClicked);
        const double cell = m_w->currentLayout().cellWidth;
        QTest::mousePress(m_w.get(), Qt::LeftButton, Qt::NoModifier, centre);
        QTest::mouseMove(m_w.get(), centre + QPoint(qRound(cell * 2), 0));
        QTest::mouseMove(m_w.get(), centre + QPoint(qRound(cell * 3), 0));
        QTest::mouseRelease(m_w.get(), Qt::LeftButton, Qt::NoModifier, centre + QPoint(qRound(cell * 3), 0));
        QVERIFY(clicked.isEmpty());
        QVERIFY2(std::abs(m_w->viewport().left() - (before.left() - 3)) < 0.2,
                 qPrintable(QString::number(m_w->viewport().left())));

        // The tooltip follows the zoom: it names the cell under the pointer.
        const HeatmapLayout l = m_w->currentLayout();
        const HeatmapLayout::Hit h = l.hitTest(QPointF(centre));
        QVERIFY(m_w->toolTipAt(centre).contains(QStringLiteral("query %1 ").arg(h.row + 1)));

        QTest::keyClick(m_w.get(), Qt::Key_0);
        QCOMPARE(m_w->zoom(), 1.0);
        QVERIFY(m_w->viewport().isEmpty());
    }

    void copyAsCsvAndImage()
    {
        m_w->copyCsv();
        const QString text = QApplication::clipboard()->text();
        QVERIFY2(text.startsWith(QStringLiteral("query \\ key,the,river,bank\r\n")),
                 qPrintable(text.left(80)));
        QVERIFY(text.contains(QStringLiteral("\r\nriver,0.6")));
        const QImage img = renderDrawing(*m_w->drawing(), DrawingStyle {}, QSizeF(300, 200), 2.0);
        QCOMPARE(img.size(), QSize(600, 400));
    }

    void headGridActivatesHeads()
    {
        const Computed c = preset(QStringLiteral("two-heads"));
        HeadGridWidget grid;
        grid.setHeads({ std::make_shared<HeatmapData>(makeHeatmapData(c.session, c.result, 0)),
                        std::make_shared<HeatmapData>(makeHeatmapData(c.session, c.result, 1)) },
                      std::make_shared<HeatmapData>(makeAverageHeatmapData(c.session, c.result)));
        grid.resize(1000, 450);
        grid.show();
        QVERIFY(QTest::qWaitForWindowExposed(&grid));
        QSignalSpy head(&grid, &HeadGridWidget::headActivated);
        QSignalSpy average(&grid, &HeadGridWidget::averageActivated);
        QTest::mouseClick(&grid, Qt::LeftButton, Qt::NoModifier, grid.panelRect(1).center().toPoint());
        QCOMPARE(head.size(), 1);
        QCOMPARE(head.first().at(0).toInt(), 1);
        QCOMPARE(grid.activeHead(), 1);
        QTest::mouseClick(&grid, Qt::LeftButton, Qt::NoModifier, grid.panelRect(2).center().toPoint());
        QCOMPARE(average.size(), 1);
        QCOMPARE(head.size(), 1);
        QTest::mouseClick(&grid, Qt::LeftButton, Qt::NoModifier, grid.panelRect(0).center().toPoint());
        QCOMPARE(head.last().at(0).toInt(), 0);

        // For a screen reader, a table of one row: a cell per panel, the one shown large said so.
        QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(&grid);
        QVERIFY(iface && iface->tableInterface());
        QCOMPARE(iface->role(), QAccessible::Table);
        QCOMPARE(iface->tableInterface()->rowCount(), 1);
        QCOMPARE(iface->tableInterface()->columnCount(), 3);
        QCOMPARE(iface->tableInterface()->cellAt(0, 0)->text(QAccessible::Name),
                 headName(0, grid.painter().headLabel(0)) + QStringLiteral(", shown large"));
        QCOMPARE(iface->tableInterface()->cellAt(0, 2)->text(QAccessible::Name),
                 QStringLiteral("the mean of all heads"));
        QVERIFY(iface->tableInterface()
                    ->cellAt(0, 2)
                    ->text(QAccessible::Description)
                    .contains(QStringLiteral("mean")));
        // The keyboard: Tab reaches it, the arrows move from panel to panel, Enter shows one large.
        QVERIFY(grid.focusPolicy() & Qt::TabFocus);
        grid.setFocus(Qt::TabFocusReason);
        QTRY_VERIFY(grid.hasFocus());
        QTest::keyClick(&grid, Qt::Key_Right);
        QCOMPARE(iface->focusChild(), iface->tableInterface()->cellAt(0, 1));
        QTest::keyClick(&grid, Qt::Key_Return);
        QCOMPARE(head.last().at(0).toInt(), 1);
        QTest::keyClick(&grid, Qt::Key_End);
        QTest::keyClick(&grid, Qt::Key_Enter);
        QCOMPARE(average.size(), 2);
    }
};

QTEST_MAIN(TestHeatmapWidget)
#include "tst_heatmapwidget.moc"
