// A session with DeepSeek's latent attention (mla) in the window, through its widgets: the tables
// show W_DQ … W_KR in place of W_Q, W_K and W_V, a typed latent number recomputes the layer as
// core computes it and undoes, the breakdown says where q and k come from, and what cannot apply
// (reshaping, a target, training, the lesson's hand-worked steps) says why and changes nothing.
#include "window_fixture.h"

#include "core/attention.h"
#include "render/breakdownmodel.h"
#include "render/lesson/lessonsteps.h"
#include "ui/breakdown/breakdownwidget.h"
#include "ui/learn/trainingcontroller.h"
#include "ui/lesson/lessoncontroller.h"
#include "ui/tables/matrixmodel.h"
#include "ui/window/ropedialog.h"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>

using namespace attn;
using namespace testing;

class TestLatentWindow : public QObject, public testing::WindowFixture {
    Q_OBJECT

    // 4 tokens, d_model 16, 4 heads; q_lora_rank 12, kv_lora_rank 10, nope 6 + rope 4, v 5; with a target.
    const QString m_path = QStringLiteral(TEST_DATA_DIR "/every-key-latent.session.json");

    bool open()
    {
        QString error;
        const bool ok = doc()->load(m_path, &error);
        if (!ok)
            qWarning() << error;
        return ok;
    }

    // Whether the input tab of `id` is shown.
    bool tabShown(MatrixId id)
    {
        auto *tabs = named<QTabWidget>(window(), "inputTabs");
        for (int t = 0; t < tabs->count(); ++t)
            if (tabs->widget(t)->isAncestorOf(inputView(window(), id)))
                return tabs->isTabVisible(t);
        return false;
    }

    static QString shape(MatrixView *v) { return static_cast<MatrixModel *>(v->model())->shapeText(); }

    // Every head's weights of the document's result against core's readable pass of its session.
    double distanceFromCore()
    {
        const AttentionResult expected = computeAttention(doc()->session());
        const AttentionResult &r = doc()->result();
        double worst = 0;
        for (std::size_t h = 0; h < expected.heads.size(); ++h)
            worst = std::max(
                worst,
                (r.heads[h].weights.toMatrix() - expected.heads[h].weights.toMatrix()).cwiseAbs().maxCoeff());
        return std::max(worst, (r.output - expected.output).cwiseAbs().maxCoeff());
    }

private slots:
    void initTestCase() { WindowFixture::initTestCase(); }
    void init() { WindowFixture::init(); }
    void cleanup() { WindowFixture::cleanup(); }

    void tablesShowTheLatents()
    {
        // Opened over the lesson (a session with W_Q, W_K, W_V): none of those is left beside the latents.
        QVERIFY(open());
        QVERIFY(doc()->session().mla);
        QCOMPARE(validate(doc()->session()), std::string());
        QVERIFY(!doc()->inputMatrix(MatrixId::Wq) && !doc()->inputBias(MatrixId::Wk));
        for (MatrixId id : { MatrixId::Wq, MatrixId::Wk, MatrixId::Wv })
            QVERIFY2(!tabShown(id), qPrintable(matrixName(id)));
        for (MatrixId id :
             { MatrixId::Embeddings, MatrixId::LatentDq, MatrixId::LatentUq, MatrixId::LatentDkv,
               MatrixId::LatentUk, MatrixId::LatentUv, MatrixId::LatentKr, MatrixId::Wo })
            QVERIFY2(tabShown(id), qPrintable(matrixName(id)));
        QCOMPARE(shape(inputView(window(), MatrixId::LatentDq)), QStringLiteral("16×12"));
        QCOMPARE(shape(inputView(window(), MatrixId::LatentUq)), QStringLiteral("12×40"));
        QCOMPARE(shape(inputView(window(), MatrixId::LatentDkv)), QStringLiteral("16×10"));
        QCOMPARE(shape(inputView(window(), MatrixId::LatentUk)), QStringLiteral("10×24"));
        QCOMPARE(shape(inputView(window(), MatrixId::LatentUv)), QStringLiteral("10×20"));
        QCOMPARE(shape(inputView(window(), MatrixId::LatentKr)), QStringLiteral("16×4"));
        QCOMPARE(shape(inputView(window(), MatrixId::Wo)), QStringLiteral("20×16"));
        // Each head's part of an up-projection is named by its head, at that part's own width.
        auto header = [this](MatrixId id, int section) {
            return inputView(window(), id)
                ->model()
                ->headerData(section, Qt::Horizontal, Qt::DisplayRole)
                .toString();
        };
        QCOMPARE(header(MatrixId::LatentUk, 6), QStringLiteral("h2·1"));
        QCOMPARE(header(MatrixId::LatentUq, 10), QStringLiteral("h2·1"));
        QCOMPARE(header(MatrixId::LatentUv, 14), QStringLiteral("h3·5"));
        QCOMPARE(header(MatrixId::LatentDkv, 3), QStringLiteral("4"));
        // The computed tables are the result's: every head laid out d_k = max(6 + 4, 5) = 10 wide.
        QCOMPARE(shape(computedView(window(), MatrixId::Q)), QStringLiteral("4×40"));
        QVERIFY(distanceFromCore() < 1e-12);

        // Back on a session with W_Q: the latent tabs go, W_Q's come back.
        doc()->reset(Document::blankSession());
        QVERIFY(tabShown(MatrixId::Wq));
        QVERIFY(!tabShown(MatrixId::LatentDkv));
    }

    void aTypedLatentRecomputesAndUndoes()
    {
        QVERIFY(open());
        const Session before = doc()->session();
        const Matrix weightsBefore = doc()->result().heads[1].weights.toMatrix();
        inputs(window())->showMatrix(MatrixId::LatentDkv);
        typeIntoCell(inputView(window(), MatrixId::LatentDkv), 2, 3, QStringLiteral("1.5"));
        QCOMPARE(doc()->session().mla->Wdkv(2, 3), 1.5);
        QVERIFY(doc()->undoStack()->undoText().contains(QStringLiteral("W_DKV")));
        QTRY_VERIFY(!doc()->isComputing());
        QVERIFY((doc()->result().heads[1].weights.toMatrix() - weightsBefore).cwiseAbs().maxCoeff() > 1e-9);
        QVERIFY(distanceFromCore() < 1e-12);
        // A fill keeps the shape; a value out of range is refused, the session unchanged.
        QSignalSpy refused(doc(), &Document::refused);
        doc()->setValue(MatrixId::LatentKr, 0, 0, 2e6);
        QCOMPARE(refused.count(), 1);
        doc()->fill(MatrixId::LatentUv, Fill::Zeros);
        QCOMPARE(doc()->session().mla->Wuv.cwiseAbs().maxCoeff(), 0.0);
        QTRY_VERIFY(!doc()->isComputing());
        QCOMPARE(doc()->result().output.rows(), Eigen::Index(4));
        QVERIFY(distanceFromCore() < 1e-12);
        doc()->undoStack()->undo();
        doc()->undoStack()->undo();
        QVERIFY(sameSession(doc()->session(), before));
        // Tokens come and go as in any session: a latent layer is read at any length.
        doc()->insertToken(4, QStringLiteral("more"));
        QTRY_VERIFY(!doc()->isComputing());
        QCOMPARE(doc()->result().tokenCount(), 5);
        QVERIFY(distanceFromCore() < 1e-12);
    }

    void breakdownSaysWhereQAndKComeFrom()
    {
        QVERIFY(open());
        doc()->setSelectedHead(1);
        doc()->setSelectedQuery(2);
        QTRY_VERIFY(breakdown(window())->painter().model().title.contains(QStringLiteral("head 2 of 4")));
        const QString subtitle = breakdown(window())->painter().model().subtitle;
        QVERIFY2(subtitle.startsWith(QStringLiteral("q₃ = rms(x₃·W_DQ)·W_UQ = ")), qPrintable(subtitle));
        QVERIFY2(subtitle.contains(QStringLiteral("6 + 4 wide")), qPrintable(subtitle));
        QVERIFY2(subtitle.contains(QStringLiteral("5 wide; zeros fill each to d_k")), qPrintable(subtitle));
        QVERIFY(!subtitle.contains(QStringLiteral("W_Q")));
        // RoPE turns the rope part's pairs, at the rope part's frequencies (4 numbers: 2 of them)
        // (in the breakdown's full form, as exported and shown in presentation; the dock's is brief)
        const QString notes
            = buildBreakdownModel(makeBreakdown(doc()->resultSession(), doc()->result(), 1, 2), {})
                  .notes.join(QLatin1Char('\n'));
        QVERIFY2(notes.contains(QStringLiteral("(6 + c, 6 + c + 2), the rope part only,")),
                 qPrintable(notes));
        QVERIFY2(!notes.contains(QStringLiteral("…), f")) && notes.contains(QStringLiteral("f = (1, ")),
                 qPrintable(notes));

        // Labs ▸ RoPE turns the rope part alone: at the key's own distance the curve is the score.
        named<QAction>(window(), "ropeView")->trigger();
        auto *dialog = named<RopeDialog>(window(), "ropeDialog");
        const RopeCurveData &d = dialog->curve()->painter().data();
        const AttentionResult &r = doc()->result();
        const int dk = r.dK;
        const double score
            = r.Q.row(2).segment(dk, dk).dot(r.K.row(dialog->keyChoice()->currentIndex()).segment(dk, dk));
        QVERIFY2(std::abs(d.keyScore - score) < 1e-12, qPrintable(QString::number(d.keyScore - score)));
        QVERIFY(d.subtitle.contains(QStringLiteral("only the rope part (4 of 10 numbers) turns")));
    }

    void whatCannotApplySaysWhy()
    {
        QVERIFY(open());
        const Session before = doc()->session();
        QSignalSpy refused(doc(), &Document::refused);
        doc()->setDModel(8);
        doc()->setNumHeads(2);
        doc()->setTarget(Matrix::Zero(4, 16), QStringLiteral("target"));
        doc()->setScale(std::nullopt); // 1/√d_k of the padded width would not be the layer's scale
        QCOMPARE(refused.count(), 4);
        QVERIFY(refused.at(3).at(0).toString().contains(QStringLiteral("gives its own scale")));
        QVERIFY(!named<QSpinBox>(window(), "dModel")->isEnabled());
        QVERIFY(!named<QComboBox>(window(), "numHeads")->isEnabled());
        QVERIFY(refused.at(0).at(0).toString().contains(QStringLiteral("latent attention")));
        QVERIFY(refused.at(2).at(0).toString().contains(QStringLiteral("cannot learn")));
        QVERIFY(sameSession(doc()->session(), before));
        // The file's target is kept (saved back), but nothing is learnt towards it: no gradient,
        // and the Train panel says why with Step and Play off.
        QVERIFY(doc()->session().target);
        QTRY_VERIFY(!doc()->isComputing());
        QVERIFY(doc()->gradient() == nullptr);
        auto *controller = window()->findChild<TrainingController *>();
        QVERIFY(controller);
        QVERIFY(controller->problem().startsWith(QStringLiteral("This session holds latent attention")));
        QVERIFY(!named<QPushButton>(window(), "trainStep")->isEnabled());
        // The lesson's steps work W_Q, W_K and W_V out by hand: each says so instead.
        auto *lesson = window()->findChild<LessonController *>();
        QVERIFY(lesson);
        const lesson::StepModel &step = lesson->step(lesson::stepIndex(QStringLiteral("queries")));
        QVERIFY2(step.unavailable.contains(QStringLiteral("DeepSeek's latents")),
                 qPrintable(step.unavailable));

        // Saved and opened again: the same session.
        QTemporaryDir dir;
        QString error;
        QVERIFY2(doc()->save(dir.filePath("latent.json"), &error), qPrintable(error));
        QVERIFY2(doc()->load(dir.filePath("latent.json"), &error), qPrintable(error));
        QVERIFY(sameSession(doc()->session(), before));
    }
};

QTEST_MAIN(TestLatentWindow)
#include "tst_latentwindow.moc"
