// Training a whole GPT-2-layout model (core/model/backprop.h): every tensor's gradient against
// central finite differences and against PyTorch's autograd on a tiny model with a batch of
// sequences of different lengths (tests/data/model-training/tiny.json, written by
// scripts/model-training-reference.py), 10 steps of SGD and of Adam against torch.optim, the
// same bits at any thread count, frozen tensors, ablated heads, a new model's initialisation.
#include "core/model/backprop.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>
#include <cstring>
#include <utility>

using namespace attn;
using namespace attn::gpt2;

namespace {

QJsonObject reference()
{
    QFile f(QStringLiteral(TEST_DATA_DIR "/model-training/tiny.json"));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qPrintable(f.fileName()));
    return QJsonDocument::fromJson(f.readAll()).object();
}

Config configOf(const QJsonObject &j)
{
    Config c;
    c.vocabSize = j[QStringLiteral("vocab_size")].toInt();
    c.nEmbd = j[QStringLiteral("n_embd")].toInt();
    c.nHead = j[QStringLiteral("n_head")].toInt();
    c.nLayer = j[QStringLiteral("n_layer")].toInt();
    c.nInner = j[QStringLiteral("n_inner")].toInt();
    c.nPositions = j[QStringLiteral("n_positions")].toInt();
    c.layerNormEpsilon = j[QStringLiteral("layer_norm_epsilon")].toDouble();
    return c;
}

// Every tensor of a model of config c set from {name: [numbers]}.
ModelParams paramsOf(const Config &c, const QJsonObject &tensors)
{
    ModelParams p = initialiseParams(c, 0);
    forEachTensor(p, [&](const TensorRef &t) {
        const QJsonArray a = tensors[QString::fromStdString(t.name)].toArray();
        if (a.size() != t.size())
            qFatal("%s: %lld numbers, expected %lld", t.name.c_str(), qlonglong(a.size()), qlonglong(t.size()));
        for (std::int64_t k = 0; k < t.size(); ++k)
            t.data[k] = a[int(k)].toDouble();
    });
    return p;
}

std::vector<Sequence> batchOf(const QJsonArray &a)
{
    std::vector<Sequence> out;
    for (const QJsonValue &s : a) {
        Sequence ids;
        for (const QJsonValue &id : s.toArray())
            ids.push_back(id.toInt());
        out.push_back(ids);
    }
    return out;
}

// The largest |a − b| over every number of two models of one shape, and where.
double largestDifference(const ModelParams &a, const ModelParams &b, std::string *where = nullptr)
{
    const auto x = tensorsOf(a), y = tensorsOf(b);
    double worst = 0;
    for (std::size_t k = 0; k < x.size(); ++k)
        for (std::int64_t i = 0; i < x[k].size(); ++i)
            if (const double d = std::abs(x[k].data[i] - y[k].data[i]); d > worst || std::isnan(d)) {
                worst = std::isnan(d) ? INFINITY : d;
                if (where)
                    *where = x[k].name + "[" + std::to_string(i) + "]";
            }
    return worst;
}

bool sameBits(const ModelParams &a, const ModelParams &b)
{
    const auto x = tensorsOf(a), y = tensorsOf(b);
    for (std::size_t k = 0; k < x.size(); ++k)
        if (std::memcmp(x[k].data, y[k].data, sizeof(double) * std::size_t(x[k].size())) != 0)
            return false;
    return true;
}

} // namespace

class TestModelBackprop : public QObject {
    Q_OBJECT

private slots:
    // PyTorch's loss of the padded batch, and every tensor's gradient, to 1e-12.
    void gradientMatchesAutograd()
    {
        const QJsonObject ref = reference();
        const Config c = configOf(ref[QStringLiteral("config")].toObject());
        const ModelParams p = paramsOf(c, ref[QStringLiteral("params")].toObject());
        const std::vector<Sequence> batch = batchOf(ref[QStringLiteral("batch")].toArray());
        QVERIFY(checkBatch(c, batch).empty());
        const BatchGradient g = batchGradient(p, batch, 1);
        QVERIFY(!g.cancelled);
        QCOMPARE(g.predictions, 5 + 3 + 2);
        QVERIFY(std::abs(g.loss - ref[QStringLiteral("loss")].toDouble()) < 1e-12);
        const ModelParams want = paramsOf(c, ref[QStringLiteral("gradients")].toObject());
        std::string where;
        const double diff = largestDifference(g.gradient, want, &where);
        QVERIFY2(diff < 1e-12, qPrintable(QStringLiteral("%1 at %2").arg(diff).arg(QString::fromStdString(where))));
    }

    // Every number of every tensor against central differences of the batch's loss.
    void gradientMatchesFiniteDifferences()
    {
        const QJsonObject ref = reference();
        const Config c = configOf(ref[QStringLiteral("config")].toObject());
        ModelParams p = paramsOf(c, ref[QStringLiteral("params")].toObject());
        const std::vector<Sequence> batch = batchOf(ref[QStringLiteral("batch")].toArray());
        const ModelParams g = batchGradient(p, batch, 1).gradient;
        const auto grads = tensorsOf(g);
        const auto tensors = tensorsOf(p);
        QCOMPARE(tensors.size(), std::size_t(2 + 12 * 2 + 2));
        const double h = 1e-5;
        int checked = 0;
        for (std::size_t k = 0; k < tensors.size(); ++k)
            for (std::int64_t i = 0; i < tensors[k].size(); ++i) {
                double &w = tensors[k].data[i];
                const double kept = w;
                w = kept + h;
                const double up = batchLoss(p, batch, 1);
                w = kept - h;
                const double down = batchLoss(p, batch, 1);
                w = kept;
                const double numeric = (up - down) / (2 * h);
                QVERIFY2(std::abs(numeric - grads[k].data[i]) < 1e-6,
                         qPrintable(QStringLiteral("%1[%2]: %3 against %4")
                                        .arg(QString::fromStdString(tensors[k].name))
                                        .arg(i)
                                        .arg(grads[k].data[i])
                                        .arg(numeric)));
                ++checked;
            }
        QCOMPARE(checked, int(p.parameterCount()));
    }

    // 10 steps of SGD and of Adam: the loss before each, and every tensor after them, as torch.optim has them.
    void optimizersMatchTorch_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("kind");
        QTest::newRow("sgd") << QStringLiteral("sgd") << int(Optimizer::Sgd);
        QTest::newRow("adam") << QStringLiteral("adam") << int(Optimizer::Adam);
    }
    void optimizersMatchTorch()
    {
        QFETCH(QString, name);
        QFETCH(int, kind);
        const QJsonObject ref = reference();
        const QJsonObject run = ref[name].toObject();
        const Config c = configOf(ref[QStringLiteral("config")].toObject());
        ModelParams p = paramsOf(c, ref[QStringLiteral("params")].toObject());
        const std::vector<Sequence> batch = batchOf(ref[QStringLiteral("batch")].toArray());
        ModelOptimizer optimizer(Optimizer(kind), run[QStringLiteral("lr")].toDouble(), p);
        const QJsonArray losses = run[QStringLiteral("losses")].toArray();
        QCOMPARE(losses.size(), 10);
        for (int step = 0; step < 10; ++step) {
            const BatchGradient g = batchGradient(p, batch, 2);
            QVERIFY2(std::abs(g.loss - losses[step].toDouble()) < 1e-12, qPrintable(QString::number(step)));
            optimizer.step(p, g.gradient);
        }
        QCOMPARE(optimizer.stepsDone(), 10);
        // SGD to 1e-12. Adam divides by √v + ε: a gradient that is 0 but for its roundings (b_K's:
        // a softmax does not change when every logit of a row moves alike) moves its weight by
        // about η·1e-17/ε, and those roundings differ between any two implementations. So Adam is
        // held per tensor to 1e-9 of the tensor's largest weight, as the goal for --from says.
        const ModelParams want = paramsOf(c, run[QStringLiteral("params")].toObject());
        const auto got = tensorsOf(std::as_const(p));
        const auto expected = tensorsOf(want);
        for (std::size_t k = 0; k < got.size(); ++k) {
            const Eigen::Map<const Eigen::ArrayXd> a(got[k].data, got[k].size()), b(expected[k].data, expected[k].size());
            const double diff = (a - b).abs().maxCoeff();
            const double bound = kind == int(Optimizer::Sgd) ? 1e-12 : 1e-9 * b.abs().maxCoeff();
            QVERIFY2(diff <= bound, qPrintable(QStringLiteral("%1: %2").arg(QString::fromStdString(got[k].name)).arg(diff)));
        }
    }

    // Any thread count gives the same bits: 1, 2 and 7 threads on a batch of 37 sequences.
    void sameBitsAtAnyThreadCount()
    {
        Config c = configOf(reference()[QStringLiteral("config")].toObject());
        const ModelParams p = initialiseParams(c, 3);
        std::vector<Sequence> batch;
        for (int b = 0; b < 37; ++b) {
            Sequence s;
            for (int t = 0; t < 2 + b % 7; ++t)
                s.push_back((b * 5 + t * 3) % c.vocabSize);
            batch.push_back(s);
        }
        const BatchGradient one = batchGradient(p, batch, 1);
        for (int threads : { 2, 7 }) {
            const BatchGradient more = batchGradient(p, batch, threads);
            QCOMPARE(std::memcmp(&more.loss, &one.loss, sizeof(double)), 0);
            QVERIFY(sameBits(more.gradient, one.gradient));
        }
        const double loss1 = batchLoss(p, batch, 1), loss3 = batchLoss(p, batch, 3);
        QCOMPARE(std::memcmp(&loss1, &loss3, sizeof(double)), 0);
    }

    // Packs of several sequences (a batch of 37 makes 8 packs of 4 or 5) give what the sequences
    // give one at a time, summed: the rows of one sequence never reach another's.
    void packsAreTheirSequences()
    {
        const QJsonObject ref = reference();
        const Config c = configOf(ref[QStringLiteral("config")].toObject());
        const ModelParams p = paramsOf(c, ref[QStringLiteral("params")].toObject());
        std::vector<Sequence> batch;
        for (int b = 0; b < 37; ++b) {
            Sequence s;
            for (int t = 0; t < 2 + (b * 5) % 7; ++t)
                s.push_back((b * 3 + t * 5 + t * t) % c.vocabSize);
            batch.push_back(s);
        }
        const BatchGradient packed = batchGradient(p, batch, 2);
        ModelParams sum = zerosLike(p);
        double loss = 0;
        std::int64_t predictions = 0;
        for (const Sequence &s : batch)
            predictions += std::int64_t(s.size()) - 1;
        for (const Sequence &s : batch) {
            const SequencePass pass = forwardSequence(p, s);
            loss += crossEntropySum(pass, s);
            backwardSequence(p, s, pass, 1.0 / double(predictions), sum);
        }
        QCOMPARE(packed.predictions, predictions);
        QVERIFY(std::abs(packed.loss - loss / double(predictions)) < 1e-13);
        std::string where;
        const double diff = largestDifference(packed.gradient, sum, &where);
        QVERIFY2(diff < 1e-13, qPrintable(QStringLiteral("%1 at %2").arg(diff).arg(QString::fromStdString(where))));
    }

    // An attention-only model (the task's) skips its MLPs: with them zero, the loss and every
    // other tensor's gradient are what the full pass gives, and the MLPs get none.
    void attentionOnlySkipsTheMlps()
    {
        const QJsonObject ref = reference();
        const Config c = configOf(ref[QStringLiteral("config")].toObject());
        ModelParams full = paramsOf(c, ref[QStringLiteral("params")].toObject());
        for (LayerParams &L : full.layers) {
            L.Wfc.setZero();
            L.bfc.setZero();
            L.Wproj.setZero();
            L.bproj.setZero();
        }
        ModelParams only = full;
        only.attentionOnly = true;
        const std::vector<Sequence> batch = batchOf(ref[QStringLiteral("batch")].toArray());
        const BatchGradient a = batchGradient(full, batch, 1), b = batchGradient(only, batch, 1);
        QVERIFY(std::abs(a.loss - b.loss) < 1e-14);
        const auto ga = tensorsOf(a.gradient), gb = tensorsOf(b.gradient);
        int mlp = 0;
        for (std::size_t k = 0; k < ga.size(); ++k) {
            const Eigen::Map<const Eigen::ArrayXd> x(ga[k].data, ga[k].size()), y(gb[k].data, gb[k].size());
            if (ga[k].name.find(".mlp.") != std::string::npos || ga[k].name.find(".ln_2.") != std::string::npos) {
                QVERIFY(y.isZero(0));
                ++mlp;
            } else {
                QVERIFY2((x - y).abs().maxCoeff() < 1e-13, ga[k].name.c_str());
            }
        }
        QCOMPARE(mlp, 2 * 6);
        QVERIFY(!Eigen::Map<const Eigen::ArrayXd>(ga[tensorIndex(full, "h.0.mlp.c_proj.bias")].data, 8).isZero(0));
    }

    // A seed gives one model, another seed another; the shapes and the starting values GPT-2 uses.
    void initialisationBySeed()
    {
        Config c = configOf(reference()[QStringLiteral("config")].toObject());
        const ModelParams a = initialiseParams(c, 1), b = initialiseParams(c, 1), other = initialiseParams(c, 2);
        QVERIFY(sameBits(a, b));
        QVERIFY(!sameBits(a, other));
        QCOMPARE(a.parameterCount(), 7 * 8 + 8 * 8 + 2 * (4 * 8 + 8 * 24 + 24 + 64 + 8 + 8 * 12 + 12 + 12 * 8 + 8) + 16);
        QCOMPARE(a.layers[1].ln2Gamma, RowVector::Ones(8));
        QCOMPARE(a.layers[0].bqkv, RowVector::Zero(24));
        // The embeddings' spread near 0.02, the output projections' near 0.02/√(2·2) = 0.01.
        auto spread = [](const Matrix &m) { return std::sqrt(m.squaredNorm() / double(m.size())); };
        const ModelParams big = initialiseParams([&] { Config w = c; w.nEmbd = 64; w.nInner = 256; w.vocabSize = 100; return w; }(), 7);
        QVERIFY(std::abs(spread(big.wte) - 0.02) < 0.002);
        QVERIFY(std::abs(spread(big.layers[0].Wo) - 0.01) < 0.001);
        QVERIFY(std::abs(spread(big.layers[1].Wproj) - 0.01) < 0.001);
        QVERIFY(std::abs(big.wte.mean()) < 0.001);
    }

    // A frozen tensor never moves; the others do. And an ablated head: its output is 0, so its
    // weights get no gradient and the loss is the forward pass's with that head off.
    void frozenAndAblated()
    {
        const QJsonObject ref = reference();
        const Config c = configOf(ref[QStringLiteral("config")].toObject());
        ModelParams p = paramsOf(c, ref[QStringLiteral("params")].toObject());
        const ModelParams start = p;
        const std::vector<Sequence> batch = batchOf(ref[QStringLiteral("batch")].toArray());
        std::vector<char> frozen(tensorsOf(p).size(), 0);
        const int fc = tensorIndex(p, "h.1.mlp.c_fc.weight"), wpe = tensorIndex(p, "wpe.weight");
        QVERIFY(fc > 0 && wpe == 1);
        frozen[std::size_t(fc)] = frozen[std::size_t(wpe)] = 1;
        ModelOptimizer adam(Optimizer::Adam, 0.01, p, frozen);
        adam.step(p, batchGradient(p, batch).gradient);
        QCOMPARE(p.layers[1].Wfc, start.layers[1].Wfc);
        QCOMPARE(p.wpe, start.wpe);
        QVERIFY(p.layers[1].Wproj != start.layers[1].Wproj);
        QVERIFY(p.wte != start.wte);

        const std::vector<HeadId> off { { 1, 0 } };
        ModelParams g = zerosLike(p);
        double sum = 0;
        for (const Sequence &s : batch) {
            const SequencePass pass = forwardSequence(p, s, off);
            sum += crossEntropySum(pass, s);
            backwardSequence(p, s, pass, 1.0, g, off);
            QVERIFY(pass.layers[1].concat.leftCols(4).isZero(0));
            QVERIFY(!pass.layers[1].concat.rightCols(4).isZero(0));
        }
        QCOMPARE(sum / 10, batchLoss(p, batch, 1, off));
        QVERIFY(std::abs(sum / 10 - batchLoss(p, batch, 1)) > 1e-6); // the head mattered
        QVERIFY(g.layers[1].Wqkv.leftCols(4).isZero(0)); // head 0's W_Q columns
        QVERIFY(!g.layers[1].Wqkv.middleCols(4, 4).isZero(0)); // head 1's
    }

    void badBatches()
    {
        Config c = configOf(reference()[QStringLiteral("config")].toObject());
        QCOMPARE(checkBatch(c, {}), std::string("the batch has no sequence"));
        QCOMPARE(checkBatch(c, { { 1, 2 }, { 3 } }), std::string("sequence 2 has 1 token; a sequence needs at least 2"));
        QCOMPARE(checkBatch(c, { { 1, 2, 3, 4, 5, 6, 0, 1, 2 } }),
                 std::string("sequence 1 has 9 tokens, more than the model's 8 positions"));
        QCOMPARE(checkBatch(c, { { 1, 7 } }), std::string("sequence 1: token 2 is id 7, outside the vocabulary (0…6)"));
    }
};

QTEST_GUILESS_MAIN(TestModelBackprop)
#include "tst_model_backprop.moc"
