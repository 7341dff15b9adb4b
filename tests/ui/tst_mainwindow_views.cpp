// The main window's views: heatmaps, the head strip, the breakdown, labs and large sessions.
// Headless (offscreen).
#include "window_fixture.h"

using namespace attn;
using namespace testing;

class TestMainWindowViews : public QObject
{
    Q_OBJECT

    WindowFixture m_fixture;
    std::unique_ptr<MainWindow> &m_window = m_fixture.windowPointer();
    MainWindow *window() { return m_fixture.window(); }
    Document *doc() { return m_fixture.doc(); }

private slots:
    void initTestCase() { WindowFixture::initTestCase(); }
    void init() { m_fixture.init(); }
    void cleanup() { m_fixture.cleanup(); }

    void headBoxNamesTheHeadsOfTheResultShown()
    {
        // 600 tokens compute in the background: while 8 heads are computed, the tables still
        // show the 4-head result, and the head box offers those 4.
        doc()->reset(randomSession(600, 64, 4, 9));
        QTRY_VERIFY_WITH_TIMEOUT(!doc()->isComputing(), 60000);
        doc()->setSelectedHead(3);
        QCOMPARE(window()->computed()->headBox()->count(), 4);
        QCOMPARE(window()->computed()->headBox()->currentIndex(), 3);
        doc()->setNumHeads(8);
        QVERIFY(doc()->isComputing());
        QCOMPARE(doc()->result().numHeads, 4);
        QCOMPARE(window()->computed()->headBox()->count(), 4);
        QCOMPARE(window()->computed()->headBox()->currentText(), QStringLiteral("head 4"));
        QTRY_VERIFY_WITH_TIMEOUT(!doc()->isComputing(), 60000);
        QCOMPARE(window()->computed()->headBox()->count(), 8);
        QCOMPARE(window()->computed()->headBox()->currentIndex(), doc()->selectedHead());

        // Down to 2 heads: while they compute, "head 6" of the 8 shown can be chosen; the
        // document keeps to the session's 2, and the box says which one the tables show.
        QComboBox *box = window()->computed()->headBox();
        doc()->setNumHeads(2);
        QVERIFY(doc()->isComputing());
        QCOMPARE(box->count(), 8);
        box->setCurrentIndex(5);
        emit box->activated(5); // what choosing an entry sends
        QCOMPARE(doc()->selectedHead(), 1);
        QCOMPARE(box->currentIndex(), 1);
        QTRY_VERIFY_WITH_TIMEOUT(!doc()->isComputing(), 60000);
        QCOMPARE(box->count(), 2);
        QCOMPARE(box->currentIndex(), 1);
    }

    void heatmapClickSelectsTheQueryEverywhere()
    {
        HeatmapWidget *map = window()->heatmaps()->heatmap();
        QVERIFY(map->data());
        QVERIFY(window()->breakdown()->text().contains(QStringLiteral("Query 2")));
        QTest::mouseClick(map, Qt::LeftButton, {}, map->cellCenter(2, 0).toPoint());
        QCOMPARE(doc()->selectedQuery(), 2);
        QCOMPARE(map->selectedRow(), 2);
        QVERIFY2(window()->breakdown()->text().contains(QStringLiteral("Query 3")), qPrintable(window()->breakdown()->text().left(200)));
        QVERIFY(window()->computed()->view(MatrixId::Weights)->model()->index(2, 0).data(MatrixModel::SelectedRowRole).toBool());
    }

    void flatWeightsOfferRowMax()
    {
        HeatmapPanel *panel = window()->heatmaps();
        QVERIFY(panel->flatHint()->isHidden()); // the lesson's rows peak at 0.4 to 0.6
        // 200 random tokens: each query spreads its attention thin, every colour near 0.
        doc()->reset(randomSession(200, 16, 2, 4));
        QTRY_VERIFY(!panel->isBuilding() && !doc()->isComputing());
        QVERIFY(!panel->flatHint()->isHidden());
        QVERIFY(panel->heatmap()->painter().medianRowMax() < 0.1);
        QVERIFY(panel->flatHint()->text().contains(QStringLiteral("Row max")));
        emit panel->flatHint()->linkActivated(QStringLiteral("rowmax")); // what a click on the link sends
        QVERIFY(panel->rowMaxBox()->isChecked());
        QCOMPARE(panel->heatmap()->options().weightScale, WeightScale::RowMax);
        QVERIFY(panel->flatHint()->isHidden());
        // Unticked again, the hint comes back; the raw scores are not weights and get none.
        panel->rowMaxBox()->setChecked(false);
        QVERIFY(!panel->flatHint()->isHidden());
        panel->setShow(HeatmapPanel::ShowScores);
        QTRY_VERIFY(!panel->isBuilding());
        QVERIFY(panel->flatHint()->isHidden());
    }

    void ctrlClickBlocksACellThroughTheUndoStack()
    {
        HeatmapWidget *map = window()->heatmaps()->heatmap();
        QTest::mouseClick(map, Qt::LeftButton, Qt::ControlModifier, map->cellCenter(1, 2).toPoint());
        QVERIFY(doc()->session().blocked == (std::vector<std::pair<int, int>>{{1, 2}}));
        QCOMPARE(doc()->result().heads[0].weights(1, 2), 0.0);
        QTRY_VERIFY(map->data()->blocked(1, 2));
        // The breakdown agrees: the lesson's causal numbers, for a hand-blocked cell.
        QVERIFY(window()->breakdown()->text().contains(QStringLiteral("0.670")));
        doc()->undoStack()->undo();
        QVERIFY(doc()->session().blocked.empty());
        QVERIFY(!map->data()->blocked(1, 2));
    }

    void gridShowsEveryHead()
    {
        window()->loadPreset(QStringLiteral("two-heads"));
        HeadGridWidget *grid = window()->heatmaps()->grid();
        QVERIFY(grid->isVisible());
        QCOMPARE(grid->painter().headCount(), 2);
        QVERIFY(QTest::qWaitForWindowExposed(grid));
        QApplication::processEvents(); // let the splitter give the grid its size
        QVERIFY(grid->panelRect(1).isValid());
        QTest::mouseClick(grid, Qt::LeftButton, {}, grid->panelRect(1).center().toPoint());
        QCOMPARE(doc()->selectedHead(), 1);
        QCOMPARE(window()->heatmaps()->heatmap()->data()->head, 1);
        QVERIFY(window()->breakdown()->text().contains(QStringLiteral("head 2 of 2")));
        // One head: no grid.
        window()->loadPreset(QStringLiteral("lesson"));
        QVERIFY(!grid->isVisible());
    }

    void maskAfterSoftmaxActsOnBothViews()
    {
        doc()->setCausal(true);
        window()->heatmaps()->setShow(HeatmapPanel::ShowMaskAfterSoftmax);
        QVERIFY(window()->heatmaps()->heatmap()->data()->title.startsWith(QStringLiteral("WRONG")));
        QVERIFY(window()->breakdown()->showMaskAfterSoftmax());
        QVERIFY(window()->breakdown()->text().contains(QStringLiteral("WRONG")));
        // Row 2 of the wrong matrix: the lesson's unmasked 0.284, 0.140 with the future zeroed.
        const Matrix &wrong = window()->heatmaps()->heatmap()->data()->values;
        QVERIFY(std::abs(wrong(1, 0) - 0.284) < 5e-4);
        QCOMPARE(wrong(1, 2), 0.0);
        QVERIFY(std::abs(wrong.row(1).sum() - 1.0) > 0.1);
        window()->heatmaps()->setShow(HeatmapPanel::ShowWeights);
        QVERIFY(!window()->breakdown()->showMaskAfterSoftmax());
    }

    void fullyMaskedRowExplainsItself()
    {
        doc()->setCausal(true);
        doc()->setPadding(0, true);
        doc()->setSelectedQuery(0);
        QVERIFY(window()->breakdown()->text().contains(QStringLiteral("Every key is blocked for this query")));
        QVERIFY(!window()->breakdown()->text().contains(QStringLiteral("nan"), Qt::CaseInsensitive));
        QCOMPARE(window()->heatmaps()->heatmap()->data()->fullyMaskedRows, std::vector<int>{0});
    }

    void largeSessionsStayResponsive()
    {
        // 1024 tokens, 8 heads: computed and drawn off the UI thread; the views follow.
        doc()->reset(randomSession(1024, 64, 8, 3));
        QVERIFY(doc()->isComputing());
        QTRY_VERIFY_WITH_TIMEOUT(!doc()->isComputing(), 60000);
        QTRY_VERIFY_WITH_TIMEOUT(!window()->heatmaps()->isBuilding(), 60000);
        QCOMPARE(window()->heatmaps()->heatmap()->data()->tokenCount(), 1024);
        QCOMPARE(window()->heatmaps()->grid()->painter().headCount(), 8);
        QCOMPARE(window()->computed()->view(MatrixId::Weights)->model()->rowCount(), 1024);
        QVERIFY(window()->breakdown()->text().contains(QStringLiteral("more keys")));
    }

    void overviewKeepsEachBlocksMaximum()
    {
        Session s = randomSession(600, 8, 1, 9);
        s.causal = true;
        const AttentionResult r = computeAttention(s);
        const HeatmapData full = makeHeatmapData(s, r, 0, HeatmapKind::Weights);
        const HeatmapData o = overview(full, 200); // blocks of 3×3 tokens
        QCOMPARE(o.tokenCount(), 200);
        QCOMPARE(o.rowLabels.size(), 200);
        QCOMPARE(o.rowLabels.at(1), full.rowLabels.at(3));
        QVERIFY(o.title.contains(QStringLiteral("max of 3×3")));
        for (int bi : {0, 57, 199})
            for (int bj : {0, 57, 199}) {
                double best = -1;
                bool allBlocked = true;
                for (int i = 3 * bi; i < 3 * bi + 3; ++i)
                    for (int j = 3 * bj; j < 3 * bj + 3; ++j)
                        if (!full.blocked(i, j)) {
                            allBlocked = false;
                            best = std::max(best, full.values(i, j));
                        }
                QCOMPARE(o.blocked(bi, bj), allBlocked);
                if (!allBlocked)
                    QCOMPARE(o.values(bi, bj), best);
            }
        QCOMPARE(overview(full, 1000).tokenCount(), 600); // not larger: unchanged

        // Read straight from the result (no T×T copy), the same numbers; the average of all heads
        // pooled alike.
        Session two = randomSession(300, 8, 2, 4);
        two.causal = true;
        const AttentionResult r2 = computeAttention(two);
        const ReasonMatrix why = blockReasonMatrix(two);
        const HeatmapData direct = overviewOfResult(two, r2, 1, HeatmapKind::Weights, 100, why);
        const HeatmapData copied = overview(makeHeatmapData(two, r2, 1, HeatmapKind::Weights), 100);
        QVERIFY(direct.values == copied.values);
        QVERIFY(direct.reasons == copied.reasons);
        const HeatmapData average = overviewOfResult(two, r2, -1, HeatmapKind::AverageWeights, 100, why);
        double best = -1;
        for (int i = 150; i < 153; ++i)
            for (int j = 0; j < 3; ++j)
                best = std::max(best, (r2.heads[0].weights(i, j) + r2.heads[1].weights(i, j)) / 2);
        QCOMPARE(average.values(50, 0), best);
    }

    void commonMistakesAreDrawnAsWrong()
    {
        window()->loadPreset(QStringLiteral("two-heads"));
        HeatmapPanel *panel = window()->heatmaps();
        const Matrix right = panel->heatmap()->data()->values;
        panel->setShow(HeatmapPanel::ShowWrongAxis);
        HeatmapDataPtr d = panel->heatmap()->data();
        QVERIFY(d->title.startsWith(QStringLiteral("WRONG")));
        for (int j = 0; j < 6; ++j)
            QVERIFY(std::abs(d->values.col(j).sum() - 1.0) < 1e-12);
        panel->setShow(HeatmapPanel::ShowReshapeWithoutTranspose);
        d = panel->heatmap()->data();
        // A short title that fits the panel; the subtitle says what went wrong.
        QVERIFY(d->title.startsWith(QStringLiteral("WRONG")));
        QVERIFY2(d->subtitle.contains(QStringLiteral("pieces of other tokens")), qPrintable(d->subtitle));
        QVERIFY((d->values - right).cwiseAbs().maxCoeff() > 0.1);
        for (int i = 0; i < 6; ++i)
            QVERIFY(std::abs(d->values.row(i).sum() - 1.0) < 1e-12); // a wrong but proper softmax
        panel->setShow(HeatmapPanel::ShowWeights);
        QVERIFY((panel->heatmap()->data()->values - right).cwiseAbs().maxCoeff() == 0.0);
    }

    void scalingLabReproducesTheLesson()
    {
        ScalingLabDialog lab;
        QSignalSpy done(&lab, &ScalingLabDialog::finished);
        QVERIFY(done.wait(30000));
        // "near two, eight and twenty three for d_k of 4, 64 and 512 … with the scaling near one"
        const QTableWidget *t = lab.table();
        auto number = [t](int r, int c) { return QLocale().toDouble(t->item(r, c)->text()); };
        QCOMPARE(t->item(0, 0)->text(), QStringLiteral("4"));
        QVERIFY(std::abs(number(0, 2) - 2.0) < 0.1);
        QVERIFY(std::abs(number(2, 2) - 8.0) < 0.4);
        QVERIFY(std::abs(number(4, 2) - 22.6) < 1.2);
        for (int r = 0; r < 5; ++r)
            QVERIFY(std::abs(number(r, 3) - 1.0) < 0.05);
        QVERIFY(lab.saturationLabel()->text().contains(QStringLiteral("0.9997")));
        QVERIFY(lab.saturationLabel()->text().contains(QStringLiteral("0.6652")));
        lab.samplesBox()->setValue(2000);
        QTest::mouseClick(lab.runButton(), Qt::LeftButton);
        QVERIFY(done.wait(30000));
    }

    void shapesFollowTheSession()
    {
        ShapesDialog shapes(doc());
        auto text = [&] { return shapes.browser()->toPlainText(); };
        QVERIFY(text().contains(QStringLiteral("(1, 1, 3, 3)"))); // scores (B, h, T, T) for the lesson
        QVERIFY2(text().contains(QStringLiteral("4 × 2 × 2 = 16")), qPrintable(text()));
        doc()->reset(randomSession(5, 512, 8, 1));
        QTRY_VERIFY(!doc()->isComputing());
        QVERIFY(text().contains(QStringLiteral("(1, 5, 8, 64)"))); // the lesson's split: 512 / 8 = 64
        QVERIFY(text().contains(QStringLiteral("(1, 8, 5, 5)")));
        QVERIFY(text().contains(QLocale().toString(1048576))); // "about 1.05 million"
        QVERIFY(text().contains(QLocale().toString(16777216))); // T = 4096: ~17 million scores a head
    }

    void clicksWaitWhileTheHeatmapLags()
    {
        doc()->reset(randomSession(300, 256, 4, 2));
        QTRY_VERIFY_WITH_TIMEOUT(!doc()->isComputing() && !window()->heatmaps()->isBuilding(), 60000);
        HeatmapWidget *map = window()->heatmaps()->heatmap();
        const QPoint cell = map->cellCenter(10, 5).toPoint();
        doc()->insertToken(0, QStringLiteral("new")); // the picture now lags by one token
        QVERIFY(doc()->isComputing());
        QSignalSpy refused(doc(), &Document::refused);
        QTest::mouseClick(map, Qt::LeftButton, Qt::ControlModifier, cell);
        QVERIFY(doc()->session().blocked.empty());
        QCOMPARE(refused.count(), 1);
        QTRY_VERIFY_WITH_TIMEOUT(!doc()->isComputing() && !window()->heatmaps()->isBuilding(), 60000);
        QTest::mouseClick(map, Qt::LeftButton, Qt::ControlModifier, map->cellCenter(10, 5).toPoint());
        QVERIFY(doc()->session().blocked == (std::vector<std::pair<int, int>>{{10, 5}}));
    }

    void precomputedStatsMatchThePainters()
    {
        Session s = randomSession(40, 8, 2, 5);
        s.causal = true;
        const AttentionResult r = computeAttention(s);
        HeatmapData plain = makeHeatmapData(s, r, 1, HeatmapKind::Logits);
        HeatmapData withStats = plain;
        withStats.computeStats();
        QVERIFY(withStats.stats);
        const HeatmapPainter a(std::make_shared<HeatmapData>(plain), {});
        const HeatmapPainter b(std::make_shared<HeatmapData>(withStats), {});
        QCOMPARE(a.maxAbsUnblocked(), b.maxAbsUnblocked());
        QCOMPARE(a.maxUnblocked(), b.maxUnblocked());
        QCOMPARE(a.rangeHigh(), b.rangeHigh());
        QCOMPARE(a.rangeLow(), b.rangeLow());
    }
};

QTEST_MAIN(TestMainWindowViews)
#include "tst_mainwindow_views.moc"
