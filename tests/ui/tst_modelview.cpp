// Real models in the window, driven through the widgets: a small random GPT-2 the test writes
// in the Hugging Face layout (tests/common/gpt2_files.h) is opened with File ▸ Open Model's
// machinery, the model view shows every layer × head, a clicked head's weights are the forward
// pass's (the core's and the test's own reference), Edit This Layer gives a session that
// computes that layer, one undo step; bad folders give one message and change nothing.
#include "../common/gpt2_files.h"
#include "../common/tiny_llama.h"
#include "model_window_fixture.h"
#include "render/drawing.h"

#include "core/model/forward.h"
#include "core/model/interventions.h"
#include "render/modelviewpainter.h"
#include "ui/lesson/lessoncontroller.h"
#include "ui/lesson/lessonsetup.h"
#include "ui/model/modelbench.h"
#include "ui/model/modelpanel.h"
#include "ui/model/modelsetup.h"
#include "ui/model/modelviewwidget.h"
#include "ui/model/openmodeldialog.h"
#include "ui/window/mainwindow.h"

#include <QDockWidget>
#include <QImage>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QRadioButton>

using namespace attn;
using namespace testing;
using testing::named;

namespace {

// References: the fixture's inline variables may be initialised after this file's own (clang at -O0).
const QString &kText = testing::kWorldText;
const std::vector<int> &kIds = testing::kWorldIds;

} // namespace

class TestModelView : public QObject, public testing::ModelWindowFixture {
    Q_OBJECT

private slots:
    void initTestCase() { ModelWindowFixture::initTestCase(); }
    void init() { WindowFixture::init(); }
    void cleanup() { WindowFixture::cleanup(); }

    void openModelActionIsInTheFileMenu()
    {
        auto *action = window()->findChild<QAction *>(QStringLiteral("openModel"));
        QVERIFY(action);
        QVERIFY(window()->menuBar()->actions().first()->menu()->actions().contains(action));
        QCOMPARE(action->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    }

    void viewShowsEveryLayerAndHead()
    {
        const Session before = doc()->session();
        QVERIFY(openAndWait({ modelFolder(), kText, {} }));
        const ModelViewWidget *view = panel()->modelView();
        const ModelViewData &d = view->painter().data();
        QCOMPARE(d.layers, 3);
        QCOMPARE(d.heads, 4);
        QCOMPARE(d.result->ids, kIds);
        QCOMPARE(d.tokens, (QStringList { "it", "'s", " the", " world" }));
        // The spaces are shown, never as GPT-2's "Ġ".
        QCOMPARE(shownToken(d.tokens.at(3)), QStringLiteral("␣world"));
        const HeatmapDataPtr large = named<HeatmapWidget>(panel(), "modelHeadView")->data();
        QVERIFY(large);
        QCOMPARE(large->rowLabels, (QStringList { "it", "'s", "␣the", "␣world" }));
        QVERIFY(!large->title.contains(QStringLiteral("Ġ")));
        // Opening a model does not touch the session being edited.
        QVERIFY(sameSession(doc()->session(), before));
        QVERIFY(!doc()->isModified());
        // The lesson has no biases: its breakdown is as it was.
        QVERIFY(!breakdown(window())->plainText().contains(QStringLiteral("b_Q")));
        QVERIFY(setup()->dock()->isVisible());
    }

    void clickedHeadHasTheForwardPassWeights_data()
    {
        QTest::addColumn<int>("layer");
        QTest::addColumn<int>("head");
        QTest::newRow("layer 1, head 1") << 0 << 0;
        QTest::newRow("layer 2, head 3") << 1 << 2;
        QTest::newRow("layer 3, head 4 (the last)") << 2 << 3;
    }
    void clickedHeadHasTheForwardPassWeights()
    {
        QFETCH(int, layer);
        QFETCH(int, head);
        QVERIFY(openAndWait({ modelFolder(), kText, {} }));
        ModelViewWidget *view = panel()->modelView();
        QSignalSpy activated(view, &ModelViewWidget::headActivated);
        QTest::mouseClick(view, Qt::LeftButton, {}, view->panelRect(layer, head).center().toPoint());
        QCOMPARE(activated.count(), 1);
        QCOMPARE(activated.first().at(0).toInt(), layer);
        QCOMPARE(activated.first().at(1).toInt(), head);
        QCOMPARE(panel()->shownLayer(), layer);
        QCOMPARE(panel()->shownHead(), head);

        const Matrix shown = named<HeatmapWidget>(panel(), "modelHeadView")->data()->values;
        // The core's readable pass on the same stored weights, and the test's own loops.
        const gpt2::ModelResult core = gpt2::runModel(setup()->model()->model->weights, kIds);
        const testing::ReferencePass ref = testing::referenceForward(m_model, kIds);
        QCOMPARE(shown.rows(), 4);
        for (int i = 0; i < 4; ++i)
            for (int j = 0; j < 4; ++j) {
                QVERIFY(std::abs(shown(i, j) - core.layers[layer].heads[head](i, j)) < 1e-10);
                QVERIFY2(std::abs(shown(i, j) - ref.weights[layer][head][i][j]) < 1e-9,
                         qPrintable(QStringLiteral("(%1, %2): %3 vs %4")
                                        .arg(i)
                                        .arg(j)
                                        .arg(shown(i, j))
                                        .arg(ref.weights[layer][head][i][j])));
            }
        // Causal: a later key gets nothing, and the large view hatches it as blocked.
        QCOMPARE(shown(0, 1), 0.0);
        QVERIFY(named<HeatmapWidget>(panel(), "modelHeadView")->data()->blocked(0, 3));
        QVERIFY(!named<HeatmapWidget>(panel(), "modelHeadView")->data()->blocked(3, 0));
    }

    void editThisLayerGivesTheLayerAsASession()
    {
        QVERIFY(openAndWait({ modelFolder(), kText, {} }));
        ModelViewWidget *view = panel()->modelView();
        QTest::mouseClick(view, Qt::LeftButton, {}, view->panelRect(1, 2).center().toPoint());
        const Session before = doc()->session();
        const int steps = doc()->undoStack()->count();
        QPushButton *edit = named<QPushButton>(panel(), "editLayer");
        QVERIFY(edit->isVisible());
        QVERIFY(edit->text().contains(QStringLiteral("Layer 2")));
        QTest::mouseClick(edit, Qt::LeftButton);

        const Session &s = doc()->session();
        QCOMPARE(doc()->undoStack()->count(), steps + 1);
        QCOMPARE(s.tokenCount(), 4);
        QCOMPARE(s.dModel(), 16);
        QCOMPARE(s.numHeads, 4);
        QVERIFY(s.causal);
        QVERIFY(!s.scale); // GPT-2's 1/√d_k, the default
        QCOMPARE(s.effectiveScale(), 0.5);
        QCOMPARE(s.tokens, (std::vector<std::string> { "it", "'s", " the", " world" }));
        QCOMPARE(doc()->selectedHead(), 2);
        // The W's and biases are the stored layer's, sliced from c_attn as GPT-2 lays it out.
        const std::vector<double> Wqkv = m_model.values("h.1.attn.c_attn.weight"); // (16, 48)
        const std::vector<double> bqkv = m_model.values("h.1.attn.c_attn.bias"); // (48)
        const std::vector<double> Wo = m_model.values("h.1.attn.c_proj.weight"); // (16, 16)
        for (int r = 0; r < 16; ++r)
            for (int c = 0; c < 16; ++c) {
                QCOMPARE(s.Wq(r, c), Wqkv[r * 48 + c]);
                QCOMPARE(s.Wk(r, c), Wqkv[r * 48 + 16 + c]);
                QCOMPARE(s.Wv(r, c), Wqkv[r * 48 + 32 + c]);
                QCOMPARE(s.Wo(r, c), Wo[r * 16 + c]);
            }
        for (int c = 0; c < 16; ++c) {
            QCOMPARE(s.bQ(c), bqkv[c]);
            QCOMPARE(s.bK(c), bqkv[16 + c]);
            QCOMPARE(s.bV(c), bqkv[32 + c]);
        }
        // Its input is the layer's attention input, and computing it gives the model's weights.
        const testing::ReferencePass ref = testing::referenceForward(m_model, kIds);
        const AttentionResult r = computeAttention(s);
        for (int i = 0; i < 4; ++i) {
            for (int j = 0; j < 16; ++j)
                QVERIFY(std::abs(s.X(i, j) - ref.inputs[1][i][j]) < 1e-9);
            for (int h = 0; h < 4; ++h)
                for (int j = 0; j < 4; ++j)
                    QVERIFY2(std::abs(r.heads[h].weights(i, j) - ref.weights[1][h][i][j]) < 1e-9,
                             qPrintable(QStringLiteral("head %1 (%2, %3)").arg(h).arg(i).arg(j)));
        }
        // The window's own result is of it too (the breakdown explains the layer's head).
        QCOMPARE(doc()->result().numHeads, 4);
        QVERIFY(std::abs(doc()->result().heads[2].weights(3, 1) - ref.weights[1][2][3][1]) < 1e-9);

        // The breakdown of any query says where q comes from, biases included.
        doc()->setSelectedQuery(3);
        const QString explained = breakdown(window())->plainText();
        QVERIFY2(explained.contains(QStringLiteral("q₄ = x₄·W_Q + b_Q = ")), qPrintable(explained));
        QVERIFY2(explained.contains(QStringLiteral("This session has biases")), qPrintable(explained));
        QVERIFY2(explained.contains(QStringLiteral("Query 4 “ world”, head 3 of 4")), qPrintable(explained));

        // One undo step brings the previous session back.
        doc()->undoStack()->undo();
        QVERIFY(sameSession(doc()->session(), before));
    }

    // A Qwen 3 folder (2 K/V heads for 4 query heads, head_dim 6, q/k norms, RoPE): the grid
    // brackets the heads that share keys and values, the summary says what the family does, and
    // Edit Layer gives a session with today's keys that computes the layer's very weights, its
    // breakdown with the RoPE stage.
    void aLlamaFamilyModelShowsItsGroupsAndEditsAsTodaysSession()
    {
        const QString dir = m_dir.filePath(QStringLiteral("tiny-qwen3"));
        QVERIFY(testing::writeLlamaFolder(dir, testing::makeTinyLlama(QStringLiteral("qwen3"))));
        QVERIFY(openAndWait({ dir, kText, {} }));
        ModelViewWidget *view = panel()->modelView();
        const ModelViewData &d = view->painter().data();
        QCOMPARE(d.kvHeads, 2);
        QVERIFY(d.grouped());
        QVERIFY(view->painter().title().contains(QStringLiteral("4 heads sharing 2 K/V")));
        const ModelViewPainter::Layout l = view->painter().layout(QRectF(view->rect()));
        QVERIFY(!l.kvHeaderRect.isEmpty());
        QVERIFY(l.kvHeaderRect.bottom() <= l.headHeaderRect.top() + 1e-9); // never over the heads' names
        QVERIFY(l.kvHeaderRect.top() >= l.legendRect.bottom() - 1e-9);
        const QLabel *summary = named<QLabel>(panel(), "modelSummary");
        QVERIFY2(summary->text().contains(QStringLiteral("qwen3: 2 K/V, head_dim 6")),
                 qPrintable(summary->text()));

        QTest::mouseClick(view, Qt::LeftButton, {}, view->panelRect(1, 3).center().toPoint());
        QTest::mouseClick(named<QPushButton>(panel(), "editLayer"), Qt::LeftButton);
        const Session &s = doc()->session();
        auto *runLayer = named<QPushButton>(panel(), "runWithLayer");
        QVERIFY(runLayer->isEnabled());
        QCOMPARE(s.numKvHeads, std::optional<int>(2));
        QCOMPARE(s.dK(), 6);
        QVERIFY(s.rope);
        QCOMPARE(s.qNorm.size(), 6);
        QCOMPARE(s.Wk.cols(), 12); // n_kv · head_dim
        const AttentionResult r = computeAttention(s);
        const gpt2::ModelResult &run = *d.result;
        for (int h = 0; h < 4; ++h)
            QVERIFY((r.heads[h].weights - run.layers[1].heads[h].toMatrix()).cwiseAbs().maxCoeff() < 1e-9);
        doc()->setSelectedQuery(3);
        QVERIFY2(breakdown(window())->plainText().contains(QStringLiteral("position: pair c turns by")),
                 qPrintable(breakdown(window())->plainText()));

        // Run the model with the layer as edited in the tables: W_K's last column (K/V head 2).
        auto *bench = named<ModelBench>(window(), "modelBench");
        inputs(window())->showMatrix(MatrixId::Wk);
        testing::typeIntoCell(inputView(window(), MatrixId::Wk), 0, 11, QStringLiteral("5"));
        QCOMPARE(doc()->session().Wk(0, 11), 5.0);
        QSignalSpy changed(bench, &ModelBench::resultChanged);
        QTest::mouseClick(runLayer, Qt::LeftButton);
        QVERIFY(changed.wait(20000) || changed.count() > 0);
        QTRY_VERIFY_WITH_TIMEOUT(!bench->isRerunning(), 20000);
        gpt2::Interventions iv;
        QCOMPARE(gpt2::layerOverrideFromSession(setup()->model()->model->config, 1, doc()->session(),
                                                iv.layer.emplace()),
                 std::string());
        const gpt2::ModelResult ref = gpt2::runModel(setup()->model()->model->weights, d.result->ids, iv);
        const gpt2::ModelResult &now = *bench->current();
        for (int h = 0; h < 4; ++h) // heads 3 and 4 read K/V head 2: they changed, 1 and 2 did not
            QVERIFY(
                (now.layers[1].heads[h].toMatrix() - ref.layers[1].heads[h].toMatrix()).cwiseAbs().maxCoeff()
                < 1e-9);
        QVERIFY((now.layers[1].heads[3].toMatrix() - run.layers[1].heads[3].toMatrix()).cwiseAbs().maxCoeff()
                > 1e-9);
        QVERIFY((now.layers[1].heads[0].toMatrix() - run.layers[1].heads[0].toMatrix()).cwiseAbs().maxCoeff()
                < 1e-12);
    }

    // Issue 18, item 10: the layer's session is named after the model and layer, in the title
    // and in the recovery copy (what a crash would offer); undone, the lesson's name is back.
    void anEditedLayerIsNamedAfterIt()
    {
        QVERIFY(openAndWait({ modelFolder(), kText, {} }));
        QVERIFY(window()->windowTitle().startsWith(QStringLiteral("The lesson")));
        window()->autosaver()->setDelay(10);
        QSignalSpy written(window()->autosaver(), &Autosaver::written);
        QVERIFY(setup()->editLayer(1, 0));
        QVERIFY2(window()->windowTitle().startsWith(QStringLiteral("tiny-gpt2, layer 2")),
                 qPrintable(window()->windowTitle()));
        QVERIFY(written.wait(20000) || written.count() > 0);
        QJsonObject view;
        QString error;
        QVERIFY(io::loadSession(window()->autosaver()->filePath(), &error, &view));
        QCOMPARE(view.value(QStringLiteral("title")).toString(), QStringLiteral("tiny-gpt2, layer 2"));
        doc()->undoStack()->undo();
        QVERIFY(window()->windowTitle().startsWith(QStringLiteral("The lesson")));
    }

    void biasRowsAreEditableInTheWeightTables()
    {
        // The lesson has no biases: its weight tables are the W's alone.
        MatrixView *wq = inputView(window(), MatrixId::Wq);
        QCOMPARE(wq->model()->rowCount(), 2);
        QVERIFY(openAndWait({ modelFolder(), kText, {} }));
        QVERIFY(setup()->editLayer(0, 0));
        // A GPT-2 layer has them: a row "b" under each W, holding b_Q (and b_K, b_V, b_O).
        QCOMPARE(wq->model()->rowCount(), 17);
        QCOMPARE(wq->model()->headerData(16, Qt::Vertical).toString(), QStringLiteral("b"));
        const std::vector<double> bqkv = m_model.values("h.0.attn.c_attn.bias");
        QCOMPARE(wq->model()->index(16, 3).data(MatrixModel::ValueRole).toDouble(), bqkv[3]);
        MatrixView *wo = inputView(window(), MatrixId::Wo);
        QCOMPARE(wo->model()->index(16, 0).data(MatrixModel::ValueRole).toDouble(),
                 m_model.values("h.0.attn.c_proj.bias")[0]);
        // Typed into like any cell: one undo step, and the result follows (q = x·W_Q + b_Q).
        const int steps = doc()->undoStack()->index();
        const double qBefore = doc()->result().Q(1, 3);
        inputs(window())->showMatrix(MatrixId::Wq);
        testing::typeIntoCell(wq, 16, 3, QStringLiteral("2.5"));
        QCOMPARE(doc()->session().bQ(3), 2.5);
        QCOMPARE(doc()->undoStack()->index(), steps + 1);
        QVERIFY(std::abs(doc()->result().Q(1, 3) - (qBefore - bqkv[3] + 2.5)) < 1e-12);
        doc()->undoStack()->undo();
        QCOMPARE(doc()->session().bQ(3), bqkv[3]);
        // A refused value changes nothing there either.
        doc()->setValue(MatrixId::Wq, 16, 3, 1e300);
        QCOMPARE(doc()->session().bQ(3), bqkv[3]);
        QCOMPARE(doc()->undoStack()->index(), steps);
    }

    void badFoldersChangeNothing_data()
    {
        QTest::addColumn<QString>("folder");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("ids");
        QTest::addColumn<QString>("expected");
        QTest::newRow("no files") << "empty" << kText << QString() << "empty/config.json: missing";
        QTest::newRow("model_type bert")
            << "bert" << kText << QString() << "bert/config.json: model_type is \"bert\"";
        QTest::newRow("truncated safetensors")
            << "truncated" << kText << QString() << "truncated/model.safetensors";
        QTest::newRow("vocabulary without merges") << "no-merges" << kText << QString() << "merges.txt";
        QTest::newRow("text too long") << "good" << QStringLiteral(" a").repeated(70) << QString()
                                       << "more than the model's 64 positions (n_positions)";
        QTest::newRow("id out of range") << "good" << QString() << "261, 300"
                                         << "token 1 is id 300, outside the vocabulary (0…299)";
    }
    void badFoldersChangeNothing()
    {
        QFETCH(QString, folder);
        QFETCH(QString, text);
        QFETCH(QString, ids);
        QFETCH(QString, expected);
        const QString dir = m_dir.filePath(folder);
        if (!QFileInfo::exists(dir)) {
            QVERIFY(QDir().mkpath(dir));
            if (folder != QLatin1String("empty"))
                QVERIFY(testing::writeModelFolder(dir, m_model));
            if (folder == QLatin1String("bert"))
                QVERIFY(testing::writeBytes(
                    dir + "/config.json",
                    testing::configJson(m_model.config, QJsonObject { { "model_type", "bert" } })));
            if (folder == QLatin1String("truncated")) {
                QFile f(dir + "/model.safetensors");
                QVERIFY(f.open(QIODevice::ReadWrite));
                QVERIFY(f.resize(f.size() - 100));
            }
            if (folder == QLatin1String("no-merges"))
                QVERIFY(QFile::remove(dir + "/merges.txt"));
        }
        // A model open before stays open: a bad folder replaces nothing.
        QVERIFY(openAndWait({ modelFolder(), kText, {} }));
        const auto shownBefore = setup()->model();
        const Session before = doc()->session();
        const int steps = doc()->undoStack()->count();

        ModelRequest request { dir, ids.isEmpty() ? text : ids, {} };
        if (!ids.isEmpty()) {
            QString error;
            request.ids = OpenModelDialog::parseIds(ids, &error);
            QVERIFY2(request.ids, qPrintable(error));
        }
        QSignalSpy failed(setup(), &ModelSetup::failed);
        MessageBoxCatcher box;
        setup()->open(request);
        QVERIFY(failed.wait(20000) || failed.count() == 1);
        QTRY_VERIFY(!box.text().isEmpty());
        QVERIFY2(box.text().contains(expected), qPrintable(box.text()));
        QCOMPARE(failed.first().first().toString(), box.text());
        QVERIFY(setup()->model() == shownBefore);
        QVERIFY(sameSession(doc()->session(), before));
        QCOMPARE(doc()->undoStack()->count(), steps);
        QVERIFY(!named<QProgressBar>(panel(), "modelProgress")->isVisible());
    }

    void passTooLargeForTheMachineIsRefusedUpFront()
    {
        named<ModelLoader>(setup(), "modelLoader")
            ->setAvailableBytes(64 * 1024); // a machine with 64 KiB free
        QSignalSpy failed(setup(), &ModelSetup::failed);
        QSignalSpy finished(named<ModelLoader>(setup(), "modelLoader"), &ModelLoader::finished);
        MessageBoxCatcher box;
        setup()->open({ modelFolder(), kText, {} });
        QVERIFY(failed.wait(20000) || failed.count() == 1);
        QTRY_VERIFY(!box.text().isEmpty());
        QVERIFY2(box.text().startsWith(
                     QStringLiteral("Running 4 tokens through the 3 layers of this model needs about")),
                 qPrintable(box.text()));
        QCOMPARE(finished.count(), 0);
        QVERIFY(!setup()->model());
    }

    void cancelledRunChangesNothing()
    {
        QSignalSpy finished(named<ModelLoader>(setup(), "modelLoader"), &ModelLoader::finished);
        QSignalSpy cancelled(named<ModelLoader>(setup(), "modelLoader"), &ModelLoader::cancelled);
        setup()->open({ modelFolder(), kText, {} });
        QVERIFY(named<QProgressBar>(panel(), "modelProgress")->isVisible());
        QVERIFY(named<QPushButton>(panel(), "modelCancel")->isVisible());
        QTest::mouseClick(named<QPushButton>(panel(), "modelCancel"), Qt::LeftButton);
        QCOMPARE(cancelled.count(), 1);
        QVERIFY(!named<ModelLoader>(setup(), "modelLoader")->isRunning());
        QVERIFY(!named<QProgressBar>(panel(), "modelProgress")->isVisible());
        // A second run finishes; the cancelled one never delivers, however late it ends.
        QVERIFY(openAndWait({ modelFolder(), QStringLiteral("the world"), {} }));
        QCOMPARE(finished.count(), 1);
        // "the" has no space before it: 't' (116) and the merge "he" (257); then " world".
        QCOMPARE(setup()->model()->result->ids, (std::vector<int> { 116, 257, 266 }));
        QCOMPARE(setup()->model()->tokens, (QStringList { "t", "he", " world" }));
    }

    void idsRunAsGiven()
    {
        QVERIFY(openAndWait({ modelFolder(), QStringLiteral("258,266"), std::vector<int> { 258, 266 } }));
        QCOMPARE(setup()->model()->tokens, (QStringList { " the", " world" }));
    }

    void dialogParsesIds_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("ok");
        QTest::newRow("three ids") << "464, 7850,3331" << true;
        QTest::newRow("trailing comma") << "1, 2," << true;
        QTest::newRow("a word") << "1, two" << false;
        QTest::newRow("negative") << "-1" << false;
        QTest::newRow("nothing") << " " << false;
    }
    void dialogParsesIds()
    {
        QFETCH(QString, text);
        QFETCH(bool, ok);
        OpenModelDialog dialog(window());
        named<QLineEdit>(&dialog, "modelFolder")->setText(modelFolder());
        named<QRadioButton>(&dialog, "modelAsIds")->setChecked(true);
        named<QPlainTextEdit>(&dialog, "modelText")->setPlainText(text);
        QString error;
        const auto request = dialog.request(&error);
        QCOMPARE(bool(request), ok);
        QCOMPARE(error.isEmpty(), ok);
        // Refused in the dialog itself, which stays open with the reason.
        dialog.accept();
        QCOMPARE(dialog.result() == QDialog::Accepted, ok);
        QCOMPARE(named<QLabel>(&dialog, "openModelProblem")->isVisibleTo(&dialog), !ok);
    }

    void everyPanelIsFoundWhereItIsDrawn()
    {
        QVERIFY(openAndWait({ modelFolder(), kText, {} }));
        ModelViewPainter painter = panel()->modelView()->painter();
        for (const QRectF area :
             { QRectF(0, 0, 400, 300), QRectF(0, 0, 1280, 720), QRectF(10, 20, 300, 900) }) {
            const ModelViewPainter::Layout l = painter.layout(area);
            QVERIFY(area.contains(l.gridRect));
            for (int layer = 0; layer < 3; ++layer)
                for (int head = 0; head < 4; ++head) {
                    const QRectF r = painter.panelRect(l, layer, head);
                    QCOMPARE(painter.panelAt(area, r.center()), std::make_pair(layer, head));
                }
            QCOMPARE(painter.panelAt(area, l.gridRect.bottomRight() + QPointF(5, 5)), std::make_pair(-1, -1));
        }
    }

    void exportsLikeOtherViews_data()
    {
        QTest::addColumn<QString>("suffix");
        QTest::newRow("PNG") << "png";
        QTest::newRow("SVG") << "svg";
        QTest::newRow("PDF") << "pdf";
    }
    void exportsLikeOtherViews()
    {
        QFETCH(QString, suffix);
        QVERIFY(openAndWait({ modelFolder(), kText, {} }));
        const QString path = m_dir.filePath(QStringLiteral("model-view.") + suffix);
        QString error;
        QVERIFY2(exportDrawing(path, *panel()->modelView()->drawing(), DrawingStyle {}, QSizeF(900, 700), 1.0,
                               &error),
                 qPrintable(error));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        if (suffix == QLatin1String("png")) {
            const QImage image = QImage::fromData(bytes);
            QCOMPARE(image.size(), QSize(900, 700));
            // The panels are there: some pixel is of the colour map's brightest weights.
            ModelViewPainter painter = panel()->modelView()->painter();
            ModelViewOptions unzoomed = painter.options(); // exports are drawn at 100 %
            unzoomed.textScale = 1.0;
            painter.setOptions(unzoomed);
            const QRectF panel = painter.panelRect(painter.layout(QRectF(0, 0, 900, 700)), 0, 0);
            const QColor top = image.pixelColor(panel.topLeft().toPoint()
                                                + QPoint(2, 2)); // query 0 sees only key 0: weight 1
            QCOMPARE(top.rgb(), ColorMap().at(1.0).rgb());
        } else if (suffix == QLatin1String("svg")) {
            QVERIFY(bytes.contains("<svg"));
            QVERIFY(bytes.contains("Layer 3"));
        } else {
            QVERIFY(bytes.startsWith("%PDF"));
        }
    }

    // Edit Layer N brings the layer's block (GPT-2's: the lesson's closing part works it out with the
    // layer's own numbers); an embedding typed into its table leaves the block behind, Undo brings
    // it back.
    void editLayerBringsItsBlock()
    {
        QVERIFY(openAndWait());
        auto *view = named<ModelViewWidget>(panel(), "modelView");
        QTest::mouseClick(view, Qt::LeftButton, {}, view->panelRect(1, 0).center().toPoint());
        QTest::mouseClick(named<QPushButton>(panel(), "editLayer"), Qt::LeftButton);
        QTRY_VERIFY(doc()->session().liveBlock());
        const gpt2::ModelResult ref = gpt2::runModel(setup()->model()->model->weights, kIds);
        const Session &s = doc()->session();
        QVERIFY((s.block->residualIn - ref.streams.at(1)).cwiseAbs().maxCoeff() < 1e-12);
        auto *controller
            = window()->lesson()->findChild<LessonController *>(QStringLiteral("lessonController"));
        QVERIFY(controller);
        window()->lesson()->showStep(QStringLiteral("residual-norm"));
        QTRY_VERIFY(controller->currentStep().id == QStringLiteral("residual-norm"));
        QVERIFY2(controller->currentStep().unavailable.isEmpty(),
                 qPrintable(controller->currentStep().unavailable));
        typeIntoCell(inputView(window(), MatrixId::Embeddings), 0, 0, QStringLiteral("1.25"));
        QTRY_VERIFY(!doc()->session().liveBlock());
        QTRY_VERIFY(controller->currentStep().unavailable.contains(QStringLiteral("Undo")));
        QTest::keySequence(window(), QKeySequence(QKeySequence::Undo));
        QTRY_VERIFY(doc()->session().liveBlock());
        QTRY_VERIFY(controller->currentStep().unavailable.isEmpty());
    }
};

QTEST_MAIN(TestModelView)
#include "tst_modelview.moc"
