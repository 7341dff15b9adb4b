// Sessions with today's keys in the window, through its widgets: grouped-query attention and
// head_dim show in the tables' shapes and the shape bar, a typed weight recomputes, d_model can
// change and the heads, fixed by the matrices, cannot; nothing breaks the session. Labs ▸ RoPE: Score
// by Distance follows the selection.
#include "window_fixture.h"

#include "render/drawing.h"
#include "ui/breakdown/breakdownwidget.h"
#include "ui/dialogs/helpdialog.h"
#include "ui/tables/matrixmodel.h"
#include "ui/window/ropedialog.h"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QSignalSpy>
#include <QSpinBox>

using namespace attn;
using namespace testing;

class TestTodaysSessions : public QObject, public testing::WindowFixture {
    Q_OBJECT

    bool openData(const char *name)
    {
        QString error;
        const bool ok = doc()->load(QStringLiteral(TEST_DATA_DIR "/") + QLatin1String(name), &error);
        if (!ok)
            qWarning() << error;
        return ok;
    }

private slots:
    void initTestCase() { WindowFixture::initTestCase(); }
    void init() { WindowFixture::init(); }
    void cleanup() { WindowFixture::cleanup(); }

    // qk-norm: d_model 8, 4 query heads sharing 2 K/V heads of head_dim 4, norms and RoPE.
    void tablesAndShapeBarShowTheHeads()
    {
        QVERIFY(openData("qk-norm.session.json"));
        const Session &s = doc()->session();
        QCOMPARE(s.kvHeads(), 2);
        auto *heads = named<QComboBox>(window(), "numHeads");
        QVERIFY(!heads->isEnabled());
        QCOMPARE(heads->currentText(), QStringLiteral("4"));
        QVERIFY(heads->toolTip().contains(QStringLiteral("head_dim 4")));
        bool sawKv = false;
        for (QLabel *l : window()->findChildren<QLabel *>())
            sawKv = sawKv || l->text() == QStringLiteral("d_k = 4 · 2 K/V");
        QVERIFY(sawKv);
        // W_Q is 8 × 16, W_K 8 × 8, W_O 16 × 8: the tables have the matrices' shapes, and so do
        // the computed Q (T × 16), K and V (T × 8) and concat (T × 16).
        auto shape = [](MatrixView *v) { return static_cast<MatrixModel *>(v->model())->shapeText(); };
        QCOMPARE(shape(inputView(window(), MatrixId::Wq)), QStringLiteral("8×16"));
        QCOMPARE(shape(inputView(window(), MatrixId::Wk)), QStringLiteral("8×8"));
        QCOMPARE(shape(inputView(window(), MatrixId::Wo)), QStringLiteral("16×8"));
        QCOMPARE(shape(computedView(window(), MatrixId::Q)), QStringLiteral("6×16"));
        QCOMPARE(shape(computedView(window(), MatrixId::K)), QStringLiteral("6×8"));
        QCOMPARE(shape(computedView(window(), MatrixId::Concat)), QStringLiteral("6×16"));
        QCOMPARE(computedView(window(), MatrixId::Concat)->model()->columnCount(), 16);

        // W_K's, K's and V's columns are K/V heads, each saying which query heads read it; W_Q's
        // stay the query heads'.
        auto header = [](MatrixView *v, int section, int role) {
            return v->model()->headerData(section + static_cast<MatrixModel *>(v->model())->leadColumns(), Qt::Horizontal, role)
                .toString();
        };
        QCOMPARE(header(inputView(window(), MatrixId::Wk), 4, Qt::DisplayRole), QStringLiteral("kv2·1"));
        QCOMPARE(header(inputView(window(), MatrixId::Wk), 4, Qt::ToolTipRole), QStringLiteral("kv2 · read by heads 3, 4"));
        QCOMPARE(header(computedView(window(), MatrixId::V), 0, Qt::ToolTipRole), QStringLiteral("kv1 · read by heads 1, 2"));
        QCOMPARE(header(inputView(window(), MatrixId::Wq), 4, Qt::DisplayRole), QStringLiteral("h2·1"));
        // The breakdown of head 3 says whose keys it reads, and each stage before the score has
        // a line: the projection, q_norm, RoPE.
        doc()->setSelectedHead(2);
        doc()->setSelectedQuery(1);
        QTRY_VERIFY(breakdown(window())->painter().model().title.contains(QStringLiteral("kv2 · read by heads 3, 4")));
        const QStringList stages = breakdown(window())->painter().model().subtitle.split(QLatin1Char('\n'));
        QCOMPARE(stages.size(), 3);
        QVERIFY2(stages[0].startsWith(QStringLiteral("x₂·W_Q + b_Q = ")), qPrintable(stages[0]));
        QVERIFY(stages[1].startsWith(QStringLiteral("q_norm: ")));
        QVERIFY(stages[2].startsWith(QStringLiteral("RoPE at p")));
        // Help says what these lines and labels are.
        const QString help = howToHtml();
        for (const char *words : { "<code>q_norm</code>", "kv2 · read by heads 3, 4", "outside the window" })
            QVERIFY2(help.contains(QString::fromUtf8(words)), words);

        // A typed W_K number recomputes: the keys of heads 1 and 2 (both K/V head 1) change.
        const Matrix before(doc()->result().heads[0].weights);
        inputs(window())->showMatrix(MatrixId::Wk);
        testing::typeIntoCell(inputView(window(), MatrixId::Wk), 0, 1, QStringLiteral("3"));
        QCOMPARE(doc()->session().Wk(0, 1), 3.0);
        QTRY_VERIFY((doc()->result().heads[0].weights - before).cwiseAbs().maxCoeff() > 1e-6);
        QCOMPARE(doc()->result().heads[1].weights.rows(), Eigen::Index(doc()->session().tokenCount()));
    }

    void headsAreFixedAndDModelKeepsThem()
    {
        QVERIFY(openData("qk-norm.session.json"));
        QSignalSpy refused(doc(), &Document::refused);
        doc()->setNumHeads(2);
        QCOMPARE(refused.count(), 1);
        QVERIFY(refused.at(0).at(0).toString().contains(QStringLiteral("fixes its heads")));
        QCOMPARE(doc()->session().numHeads, 4);

        auto *dModel = named<QSpinBox>(window(), "dModel");
        dModel->setValue(9);
        QCOMPARE(doc()->session().dModel(), 9);
        QCOMPARE(validate(doc()->session()), std::string());
        QCOMPARE(doc()->session().dK(), 4);
        QCOMPARE(doc()->session().Wq.rows(), Eigen::Index(9));
        doc()->undoStack()->undo();
        QCOMPARE(doc()->session().dModel(), 8);
    }

    // lesson-rope: one head of d_k 2 with RoPE; 3 heads would need d_k ⅔ — and 2 heads of d_k 1
    // cannot be rotated: refused with the reason, the session unchanged.
    void ropeKeepsAnEvenHead()
    {
        QVERIFY(openData("lesson-rope.session.json"));
        auto *heads = named<QComboBox>(window(), "numHeads");
        QVERIFY(heads->isEnabled());
        QSignalSpy refused(doc(), &Document::refused);
        doc()->setNumHeads(2);
        QCOMPARE(refused.count(), 1);
        QVERIFY(refused.at(0).at(0).toString().contains(QStringLiteral("rope")));
        QCOMPARE(doc()->session().numHeads, 1);
        named<QSpinBox>(window(), "dModel")->setValue(3); // head_dim 2 kept, written down
        QCOMPARE(doc()->session().dModel(), 3);
        QCOMPARE(doc()->session().dK(), 2);
        QCOMPARE(validate(doc()->session()), std::string());
    }

    // Labs ▸ RoPE: Score by Distance follows the selected query and the chosen key.
    void ropeViewFollowsTheSelection()
    {
        QVERIFY(openData("lesson-rope.session.json"));
        named<QAction>(window(), "ropeView")->trigger();
        auto *dialog = named<RopeDialog>(window(), "ropeDialog");
        QVERIFY(dialog->isVisible());
        QCOMPARE(dialog->keyChoice()->count(), 3);
        doc()->setSelectedQuery(1);
        const RopeCurveData &d = dialog->curve()->painter().data();
        QVERIFY(d.title.contains(QStringLiteral("“river”")));
        QVERIFY(std::abs(dialog->curve()->painter().data().keyScore - doc()->result().heads[0].scores(1, 0))
                < 1e-12);
        dialog->keyChoice()->setCurrentIndex(2);
        emit dialog->keyChoice()->activated(2);
        QCOMPARE(dialog->curve()->painter().data().keyDistance, -1.0); // “bank” one place after
        QVERIFY(dialog->curve()->painter().data().title.contains(QStringLiteral("“bank”")));
        // Exported through the one picture path.
        const auto drawing = dialog->curve()->drawing();
        QCOMPARE(drawing->fileName(), QStringLiteral("rope.png"));
        QVERIFY(!renderDrawing(*drawing, {}, QSizeF(800, 500), 1).isNull());
        // A typed change follows: another W_K number, another curve.
        const double before = dialog->curve()->painter().data().keyScore;
        inputs(window())->showMatrix(MatrixId::Wk);
        typeIntoCell(inputView(window(), MatrixId::Wk), 0, 0, QStringLiteral("3"));
        QTRY_VERIFY(std::abs(dialog->curve()->painter().data().keyScore - before) > 1e-6);
    }
};

QTEST_MAIN(TestTodaysSessions)
#include "tst_todays_sessions.moc"
