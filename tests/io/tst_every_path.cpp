// One table of session kinds through every path that computes attention (docs/architecture.md,
// "One rule, every path"). The kinds: every reference case in tests/data — plain, each mask,
// biases, grouped K/V heads, head_dim, RoPE, q/k norms, ALiBi, soft-cap, sinks and their
// combinations, fully masked rows — each with its NumPy result, and model layers (GPT-2 and the
// Llama family) with each stage added. The paths:
//   - the readable reference pass and the fast pass (1 and 2 threads), held to NumPy to 1e-12;
//   - the incremental update after random edits, held to a full readable pass of the edited
//     session to 1e-12 of each quantity's size;
//   - a session written as `model --session-out` writes a layer and read back;
//   - a model layer replaced by its session with a stage added (`--layer-session`): the model's
//     own readable and fast passes give that layer the session's weights;
//   - the analytic gradient, readable and fast, equal to 1e-12 relative, and both near central
//     finite differences of the reference pass (1e-6, a sanity check of the analytic one).
#include "../common/compare_json.h"
#include "../common/gpt2_files.h"
#include "../common/tiny_gpt2.h"
#include "../common/tiny_llama.h"

#include "core/fast_attention.h"
#include "core/fast_gradient.h"
#include "core/gradient.h"
#include "core/incremental.h"
#include "core/model/fast_forward.h"
#include "core/model/forward.h"
#include "core/model/interventions.h"
#include "io/model/gpt2_model.h"
#include "io/session_json.h"

#include <QTemporaryDir>
#include <QTest>

#include <random>

using namespace attn;

namespace {

std::optional<Session> referenceSession(const QString &name, QString *error)
{
    return io::loadSession(QStringLiteral(TEST_DATA_DIR "/") + name + QStringLiteral(".session.json"), error);
}

double largestAbs(const QJsonValue &v)
{
    if (v.isDouble())
        return std::abs(v.toDouble());
    double most = 0;
    if (v.isArray())
        for (const QJsonValue &x : v.toArray())
            most = std::max(most, largestAbs(x));
    if (v.isObject())
        for (const QJsonValue &x : v.toObject())
            most = std::max(most, largestAbs(x));
    return most;
}

// Empty when every quantity of `got` is within 1e-12 of `want`'s, scaled by that quantity's
// largest value (scores of a few hundred are held to a few 1e-10, weights to 1e-12).
QString sameResult(const Session &s, const AttentionResult &got, const AttentionResult &want)
{
    const QJsonObject a = io::resultToJson(s, got), e = io::resultToJson(s, want);
    if (a.keys() != e.keys())
        return QStringLiteral("the outputs have other keys");
    for (auto it = e.begin(); it != e.end(); ++it) {
        const double tol = 1e-12 * std::max(1.0, largestAbs(it.value()));
        if (QString diff = testing::compareJson(a.value(it.key()), it.value(), tol, "$." + it.key());
            !diff.isEmpty())
            return diff;
    }
    return {};
}

// One random edit of a number a user can type: an embedding, a weight or a bias cell.
void editSomething(Session &s, std::mt19937 &rng)
{
    std::uniform_real_distribution<double> value(-1.5, 1.5);
    auto cell = [&](Eigen::Ref<Matrix> m) {
        if (m.size())
            m(Eigen::Index(rng() % m.rows()), Eigen::Index(rng() % m.cols())) = value(rng);
    };
    switch (rng() % 6) {
    case 0: cell(s.X); break;
    case 1: cell(s.Wq); break;
    case 2: cell(s.Wk); break;
    case 3: cell(s.Wv); break;
    case 4: cell(s.Wo); break;
    default:
        if (s.bQ.size())
            s.bQ(Eigen::Index(rng() % s.bQ.size())) = value(rng);
        else
            cell(s.X);
    }
}

Matrix targetOf(const Session &s)
{
    if (s.target && s.target->rows() == s.X.rows() && s.target->cols() == s.X.cols())
        return *s.target;
    std::mt19937 rng(11);
    std::normal_distribution<double> n(0, 1);
    return Matrix::NullaryExpr(s.X.rows(), s.X.cols(), [&] { return n(rng); });
}

double relativeError(const Matrix &a, const Matrix &b)
{
    if (a.rows() != b.rows() || a.cols() != b.cols())
        return 1e300;
    if (b.size() == 0)
        return 0;
    return (a - b).cwiseAbs().maxCoeff() / std::max(b.cwiseAbs().maxCoeff(), 1e-300);
}

double lossOf(const Session &s, const Matrix &target)
{
    return squaredErrorLoss(computeAttention(s, { .keepScores = false }).output, target);
}

// The stages a model layer's session gets in the model rows.
void addStages(Session &s, const QString &stages)
{
    if (stages.contains(QLatin1String("alibi")))
        s.alibi = true;
    if (stages.contains(QLatin1String("softcap")))
        s.softcap = 1.5;
    if (stages.contains(QLatin1String("sinks"))) {
        s.sinks.clear();
        for (int h = 0; h < s.numHeads; ++h)
            s.sinks.push_back(0.5 - 0.4 * h);
    }
}

class MemorySink final : public io::ByteSink {
public:
    QByteArray bytes;
    bool write(const char *data, std::size_t size) override
    {
        bytes.append(data, qsizetype(size));
        return true;
    }
    using ByteSink::write;
};

} // namespace

class TestEveryPath : public QObject {
    Q_OBJECT

    QTemporaryDir m_tmp;

    QString folder(const QString &variant) const { return m_tmp.filePath(variant); }

private slots:
    void initTestCase()
    {
        QVERIFY(m_tmp.isValid());
        QVERIFY(testing::writeModelFolder(folder(QStringLiteral("gpt2")),
                                          testing::makeTinyGpt2(testing::tinyConfig(2, 4, 16, 300, 64), 3)));
        for (const char *v : { "llama", "qwen3", "mistral" })
            QVERIFY(testing::writeLlamaFolder(folder(QLatin1String(v)), testing::makeTinyLlama(QLatin1String(v))));
    }

    void sessionKinds_data()
    {
        QTest::addColumn<QString>("name");
        const QStringList cases = testing::referenceCases();
        // The table must hold every kind the rule has; a case renamed or lost fails here.
        for (const char *c : { "lesson", "lesson-causal", "lesson-padding", "sliding-window", "prefix-lm",
                               "packed-segments", "prefix-window", "biases", "gqa", "gqa-one-kv", "head-dim",
                               "rope", "rope-llama3", "lesson-rope", "qk-norm", "alibi-three-heads",
                               "alibi-six-heads", "softcap-lesson", "softcap-alibi", "sinks-lesson", "sinks-gqa",
                               "sinks-fully-masked", "stages-all", "fully-masked-row", "biases-fully-masked",
                               "large-scores", "single-token" })
            QVERIFY2(cases.contains(QLatin1String(c)), c);
        for (const QString &c : cases)
            QTest::newRow(qPrintable(c)) << c;
    }

    // The reference and the fast pass against NumPy.
    void forwardPaths_data() { sessionKinds_data(); }
    void forwardPaths()
    {
        QFETCH(QString, name);
        QString error;
        const auto s = referenceSession(name, &error);
        QVERIFY2(s, qPrintable(error));
        const QJsonObject expected = testing::readJson(QStringLiteral(TEST_DATA_DIR "/") + name + ".expected.json");
        QVERIFY(!expected.isEmpty());
        const AttentionResult reference = computeAttention(*s);
        QString diff = testing::compareJson(io::resultToJson(*s, reference), expected, 1e-12);
        QVERIFY2(diff.isEmpty(), qPrintable("reference: " + diff));
        for (int threads : { 1, 2 }) {
            const auto fast = computeAttentionFast(*s, { .threads = threads });
            QVERIFY(fast);
            diff = testing::compareJson(io::resultToJson(*s, *fast), expected, 1e-12);
            QVERIFY2(diff.isEmpty(), qPrintable(QStringLiteral("fast, %1 threads: ").arg(threads) + diff));
        }
    }

    // Thirty random edits, each brought in by the incremental update where it takes it (from
    // the readable pass's result on even rows of edits, the fast pass's on odd ones), every one
    // held to a full readable pass of the session as edited.
    void incrementalAfterEdits_data() { sessionKinds_data(); }
    void incrementalAfterEdits()
    {
        QFETCH(QString, name);
        QString error;
        auto loaded = referenceSession(name, &error);
        QVERIFY2(loaded, qPrintable(error));
        for (bool fromFast : { false, true }) {
            Session s = *loaded;
            AttentionResult r = fromFast ? *computeAttentionFast(s, { .threads = 2 }) : computeAttention(s);
            std::mt19937 rng(unsigned(qHash(name)) + fromFast);
            int updated = 0;
            for (int step = 0; step < 30; ++step) {
                Session next = s;
                editSomething(next, rng);
                QVERIFY2(validate(next).empty(), validate(next).c_str());
                const UpdateReport report = updateAttention(s, next, r, { .threads = 2 });
                QVERIFY(!report.cancelled);
                if (report.updated)
                    ++updated;
                else
                    r = computeAttention(next);
                s = std::move(next);
                const QString diff = sameResult(s, r, computeAttention(s));
                QVERIFY2(diff.isEmpty(), qPrintable(QStringLiteral("edit %1: ").arg(step) + diff));
            }
            QVERIFY2(updated > 0, "no edit went the incremental way: the path went untried");
        }
    }

    // The layer-session writer (`model --session-out`) keeps every key the rule reads: read back,
    // the session computes the same numbers.
    void layerSessionFile_data() { sessionKinds_data(); }
    void layerSessionFile()
    {
        QFETCH(QString, name);
        QString error;
        const auto s = referenceSession(name, &error);
        QVERIFY2(s, qPrintable(error));
        // What a model layer can hold: causal or open, the window, today's keys and the stages;
        // not padding, blocked cells, prefixes, segments or a target.
        const bool padded = std::find(s->padding.begin(), s->padding.end(), true) != s->padding.end();
        if (padded || !s->blocked.empty() || s->prefix || !s->segments.empty())
            QSKIP("masks no model layer has: the writer does not carry them");
        MemorySink sink;
        QVERIFY(io::writeLayerSession(sink, *s));
        const auto back = io::parseSession(sink.bytes, QStringLiteral("layer"), &error);
        QVERIFY2(back, qPrintable(error + "\n" + QString::fromUtf8(sink.bytes)));
        ScoreRule written = s->rule();
        written.scale = s->effectiveScale(); // the writer states the scale the layer ran with
        QVERIFY(back->rule() == written);
        const QString diff = sameResult(*s, computeAttention(*back), computeAttention(*s));
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }

    void modelLayers_data()
    {
        QTest::addColumn<QString>("variant");
        QTest::addColumn<QString>("stages");
        for (const char *v : { "gpt2", "llama", "qwen3", "mistral" })
            for (const char *stages : { "none", "alibi", "softcap", "sinks", "alibi+softcap+sinks" })
                QTest::addRow("%s, %s", v, stages) << QString::fromLatin1(v) << QString::fromLatin1(stages);
    }
    // A model's layer as a session, a stage added, run back in its place: the model's readable and
    // fast passes give that layer the session's own weights, and the session file says the same.
    void modelLayers()
    {
        QFETCH(QString, variant);
        QFETCH(QString, stages);
        QString error;
        const auto model = io::loadGpt2Model(folder(variant), &error);
        QVERIFY2(model, qPrintable(error));
        const std::vector<int> ids = { 5, 9, 2, 7, 1, 3, 9, 4 };
        const int layer = 1, T = int(ids.size());
        const gpt2::ModelResult plain = gpt2::runModel(model->weights, ids);
        Session s = gpt2::layerSession(model->weights, plain, layer, std::vector<std::string>(ids.size(), "t"));
        addStages(s, stages);
        QVERIFY2(validate(s).empty(), validate(s).c_str());

        gpt2::Interventions iv;
        QCOMPARE(QString::fromStdString(
                     gpt2::layerOverrideFromSession(model->config, layer, s, iv.layer.emplace())),
                 QString());
        const gpt2::ModelResult slow = gpt2::runModel(model->weights, ids, iv);
        gpt2::ModelOptions o;
        o.interventions = &iv;
        o.threads = 2;
        const auto fast = gpt2::runModelFast(model->weights, ids, o);
        QVERIFY(fast);
        const AttentionResult own = computeAttention(s);
        for (int h = 0; h < s.numHeads; ++h) {
            const Matrix want(own.heads[std::size_t(h)].weights);
            for (const gpt2::ModelResult *r : { &slow, &*fast }) {
                const Matrix got = r->layers[std::size_t(layer)].heads[std::size_t(h)].toMatrix();
                QCOMPARE(got.rows(), Eigen::Index(T));
                QVERIFY2((got - want).cwiseAbs().maxCoeff() < 1e-12,
                         qPrintable(QStringLiteral("head %1: %2").arg(h).arg((got - want).cwiseAbs().maxCoeff())));
            }
        }
        if (stages != QLatin1String("none")) { // the stage did act: the layer is not the model's own
            const Matrix before = plain.layers[std::size_t(layer)].heads[0].toMatrix();
            QVERIFY((slow.layers[std::size_t(layer)].heads[0].toMatrix() - before).cwiseAbs().maxCoeff() > 1e-6);
        }

        MemorySink sink;
        QVERIFY(io::writeLayerSession(sink, s));
        const auto back = io::parseSession(sink.bytes, QStringLiteral("layer"), &error);
        QVERIFY2(back, qPrintable(error));
        const QString diff = sameResult(s, computeAttention(*back), own);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }

    // The analytic gradients: the fast backward pass equals the readable one to 1e-12 relative, on
    // the readable and the fast forward results; and central finite differences of the reference
    // pass agree with them (1e-6 of the gradient's size).
    void gradients_data() { sessionKinds_data(); }
    void gradients()
    {
        QFETCH(QString, name);
        QString error;
        const auto loaded = referenceSession(name, &error);
        QVERIFY2(loaded, qPrintable(error));
        const Session &s = *loaded;
        const Matrix target = targetOf(s);
        const AttentionResult forward = computeAttention(s);
        const GradientResult want = computeGradient(s, forward, target);
        const auto fastForward = computeAttentionFast(s, { .threads = 2 });
        QVERIFY(fastForward);
        for (const AttentionResult *r : { &forward, &*fastForward }) {
            const auto got = computeGradientFast(s, *r, target, { .threads = 2 });
            QVERIFY(got);
            QVERIFY(std::abs(got->loss - want.loss) <= 1e-12 * std::max(1.0, want.loss));
            const std::pair<const char *, std::pair<const Matrix *, const Matrix *>> matrices[] = {
                { "dW_Q", { &got->dWq, &want.dWq } }, { "dW_K", { &got->dWk, &want.dWk } },
                { "dW_V", { &got->dWv, &want.dWv } }, { "dW_O", { &got->dWo, &want.dWo } },
                { "dX", { &got->dX, &want.dX } },
            };
            for (const auto &[what, pair] : matrices)
                QVERIFY2(relativeError(*pair.first, *pair.second) < 1e-12,
                         qPrintable(QStringLiteral("%1: %2").arg(what).arg(relativeError(*pair.first, *pair.second))));
        }

        // Finite differences on a few cells of each weight and of the embeddings.
        const double scale = std::max({ 1.0, want.dWq.cwiseAbs().maxCoeff(), want.dWk.cwiseAbs().maxCoeff(),
                                        want.dWv.cwiseAbs().maxCoeff(), want.dWo.cwiseAbs().maxCoeff(),
                                        want.dX.cwiseAbs().maxCoeff() });
        std::mt19937 rng(5);
        const std::pair<Matrix Session::*, const Matrix *> params[] = {
            { &Session::Wq, &want.dWq }, { &Session::Wk, &want.dWk }, { &Session::Wv, &want.dWv },
            { &Session::Wo, &want.dWo }, { &Session::X, &want.dX },
        };
        for (const auto &[member, analytic] : params)
            for (int k = 0; k < 3; ++k) {
                const Eigen::Index i = Eigen::Index(rng() % (s.*member).rows());
                const Eigen::Index j = Eigen::Index(rng() % (s.*member).cols());
                // Central differences at h and h/2, extrapolated (Richardson: error O(h⁴)); steps
                // of three sizes, as a session of huge logits curves too fast for the first.
                auto central = [&](double h) {
                    Session up = s, down = s;
                    (up.*member)(i, j) += h;
                    (down.*member)(i, j) -= h;
                    return (lossOf(up, target) - lossOf(down, target)) / (2 * h);
                };
                double fd = 0;
                for (double step : { 1e-4, 1e-5, 1e-6 }) {
                    const double h = step * std::max(1.0, std::abs((s.*member)(i, j)));
                    fd = (4 * central(h / 2) - central(h)) / 3;
                    if (std::abs(fd - (*analytic)(i, j)) <= 1e-6 * scale)
                        break;
                }
                QVERIFY2(std::abs(fd - (*analytic)(i, j)) <= 1e-6 * scale,
                         qPrintable(QStringLiteral("(%1,%2): finite differences %3, analytic %4")
                                        .arg(i)
                                        .arg(j)
                                        .arg(fd, 0, 'g', 12)
                                        .arg((*analytic)(i, j), 0, 'g', 12)));
            }
    }
};

QTEST_GUILESS_MAIN(TestEveryPath)
#include "tst_every_path.moc"
