// The session keys of today's model families (docs/file-formats.md): num_kv_heads, head_dim, q_norm,
// k_norm, norm_eps and rope — read, refused with one line naming the field, written back bit for
// bit, and absent from files that do not use them.
#include "../common/session_refusal.h"
#include "core/attention.h"
#include "io/session_json.h"

#include <QJsonObject>

#include <QTest>

using namespace attn;

namespace {

// Two tokens, d_model 4, two query heads sharing one K/V head of head_dim 2, to be broken one
// field at a time; `more` is added at the end.
QByteArray gqaWith(const QByteArray &replace, const QByteArray &with, const QByteArray &more = {})
{
    QByteArray json = R"({"format": "attention-lab-session", "version": 1,
        "tokens": ["a", "b"], "embeddings": [[1, 0, 0, 1], [0, 1, 1, 0]],
        "num_heads": 2, "num_kv_heads": 1, "head_dim": 2,
        "W_Q": [[1, 0, 0, 1], [0, 1, 1, 0], [1, 1, 0, 0], [0, 0, 1, 1]],
        "W_K": [[1, 0], [0, 1], [1, 1], [0, 0]], "W_V": [[2, 0], [0, 1], [1, 0], [0, 1]],
        "W_O": [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]],
        "rope": {"theta": 10000}})";
    if (!replace.isEmpty()) {
        Q_ASSERT(json.contains(replace));
        json.replace(replace, with);
    }
    if (!more.isEmpty())
        json.insert(json.lastIndexOf('}'), ", " + more);
    return json;
}

} // namespace

class TestSessionHeads : public QObject {
    Q_OBJECT
private slots:
    void keysLoad()
    {
        QString error;
        const auto s
            = io::parseSession(gqaWith({}, {}, R"("q_norm": [1, 2], "k_norm": [0.5, 1], "norm_eps": 1e-5)"),
                               QStringLiteral("gqa.json"), &error);
        QVERIFY2(s, qPrintable(error));
        QCOMPARE(s->numHeads, 2);
        QCOMPARE(s->kvHeads(), 1);
        QCOMPARE(s->dK(), 2);
        QCOMPARE(s->kvHeadOf(1), 0);
        QCOMPARE(s->qWidth(), 4);
        QCOMPARE(s->kvWidth(), 2);
        QCOMPARE(s->effectiveScale(), 1 / std::sqrt(2.0)); // 1/√head_dim
        QVERIFY(s->rope && s->rope->theta == 10000 && s->rope->positions.empty());
        QCOMPARE(s->qNorm(1), 2.0);
        QCOMPARE(s->eps(), 1e-5);
        QVERIFY(s->hasModernKeys() && s->transformsQK());
    }

    void brokenKeysAreRefused_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("message");
        auto row = [](const char *name, const QByteArray &json, const char *message) {
            QTest::newRow(name) << json << QString::fromUtf8(message);
        };
        row("kv heads not dividing", gqaWith("\"num_kv_heads\": 1", "\"num_kv_heads\": 3"),
            "broken.json: num_kv_heads: 3 does not divide num_heads 2");
        row("kv heads zero", gqaWith("\"num_kv_heads\": 1", "\"num_kv_heads\": 0"),
            "broken.json: num_kv_heads: 0 is not a whole number in 1…32");
        row("kv heads a string", gqaWith("\"num_kv_heads\": 1", "\"num_kv_heads\": \"1\""),
            "broken.json: num_kv_heads is a string, expected a number");
        row("head_dim fractional", gqaWith("\"head_dim\": 2", "\"head_dim\": 2.5"),
            "broken.json: head_dim: 2.5 is not a whole number in 1…4096");
        row("head_dim over the limit", gqaWith("\"head_dim\": 2", "\"head_dim\": 4000"),
            "broken.json: head_dim: num_heads 2 × head_dim 4000 is more than the limit of 4096");
        row("head_dim disagreeing with W_Q", gqaWith("\"head_dim\": 2", "\"head_dim\": 3"),
            "broken.json: W_Q: row 0 has 4 numbers, expected 6");
        row("W_K as wide as W_Q",
            gqaWith("\"W_K\": [[1, 0], [0, 1], [1, 1], [0, 0]]",
                    "\"W_K\": [[1, 0, 0, 1], [0, 1, 1, 0], [1, 1, 0, 0], [0, 0, 1, 1]]"),
            "broken.json: W_K: row 0 has 4 numbers, expected 2");
        row("b_K sized d_model", gqaWith({}, {}, "\"b_K\": [0, 0, 0, 0]"),
            "broken.json: b_K: 4 numbers, expected 2");
        row("q_norm wrong length", gqaWith({}, {}, "\"q_norm\": [1, 1, 1]"),
            "broken.json: q_norm: 3 numbers, expected 2");
        row("k_norm not a list", gqaWith({}, {}, "\"k_norm\": 1"),
            "broken.json: k_norm is a number, expected a list");
        row("norm_eps zero", gqaWith({}, {}, "\"norm_eps\": 0"),
            "broken.json: norm_eps: 0 must be a positive number up to 1");
        row("rope not an object", gqaWith("\"rope\": {\"theta\": 10000}", "\"rope\": 10000"),
            "broken.json: rope is a number, expected an object");
        row("rope theta negative", gqaWith("\"theta\": 10000", "\"theta\": -1"),
            "broken.json: rope: theta: -1 must be a positive number up to 1e+12");
        row("rope positions too few", gqaWith("\"theta\": 10000", "\"theta\": 10000, \"positions\": [0]"),
            "broken.json: rope: positions: 1 numbers for 2 tokens");
        row("rope position a string",
            gqaWith("\"theta\": 10000", "\"theta\": 10000, \"positions\": [0, \"1\"]"),
            "broken.json: rope: positions: entry 1 is a string, expected a number");
        row("rope position absurd", gqaWith("\"theta\": 10000", "\"theta\": 10000, \"positions\": [0, 1e9]"),
            "broken.json: rope: positions: entry 1 is 1e+09, outside ±1e+06");
        row("rope with an odd head_dim",
            R"({"format": "attention-lab-session", "version": 1, "tokens": ["a"], "embeddings": [[1, 2, 3]],
                "num_heads": 1, "W_Q": [[1, 0, 0], [0, 1, 0], [0, 0, 1]], "W_K": [[1, 0, 0], [0, 1, 0], [0, 0, 1]],
                "W_V": [[1, 0, 0], [0, 1, 0], [0, 0, 1]], "rope": {"theta": 100}})",
            "broken.json: rope: head_dim 3 is odd; the rotation turns pairs of columns");
        row("rope scaling unknown",
            gqaWith("\"theta\": 10000",
                    "\"theta\": 10000, \"scaling\": {\"rope_type\": \"dynamic\", \"factor\": 4}"),
            "broken.json: rope: scaling: rope_type is \"dynamic\"; the supported ones are linear, llama3 and "
            "yarn");
        row("yarn without its context",
            gqaWith("\"theta\": 10000",
                    "\"theta\": 10000, \"scaling\": {\"rope_type\": \"yarn\", \"factor\": 4}"),
            "broken.json: rope: scaling: original_max_position_embeddings: missing");
        row("yarn truncate not a flag",
            gqaWith("\"theta\": 10000",
                    "\"theta\": 10000, \"scaling\": {\"rope_type\": \"yarn\", \"factor\": 4, "
                    "\"original_max_position_embeddings\": 4096, \"truncate\": 1}"),
            "broken.json: rope: scaling: truncate is a number, expected true or false");
        row("yarn beta below 0",
            gqaWith("\"theta\": 10000",
                    "\"theta\": 10000, \"scaling\": {\"rope_type\": \"yarn\", \"factor\": 4, "
                    "\"original_max_position_embeddings\": 4096, \"beta_fast\": -2}"),
            "broken.json: rope: scaling: beta_fast");
        row("linear without factor",
            gqaWith("\"theta\": 10000", "\"theta\": 10000, \"scaling\": {\"type\": \"linear\"}"),
            "broken.json: rope: scaling: factor: missing");
        row("llama3 band upside down",
            gqaWith("\"theta\": 10000",
                    "\"theta\": 10000, \"scaling\": {\"rope_type\": \"llama3\", \"factor\": 8, "
                    "\"low_freq_factor\": 4, \"high_freq_factor\": 1, "
                    "\"original_max_position_embeddings\": 8192}"),
            "broken.json: rope: scaling: high_freq_factor must be larger than low_freq_factor");
        row("llama3 without its context",
            gqaWith("\"theta\": 10000",
                    "\"theta\": 10000, \"scaling\": {\"rope_type\": \"llama3\", \"factor\": 8, "
                    "\"low_freq_factor\": 1, \"high_freq_factor\": 4}"),
            "broken.json: rope: scaling: original_max_position_embeddings: missing");
    }
    void brokenKeysAreRefused()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, message);
        testing::checkRefused(json, message);
    }

    void keysRoundTrip()
    {
        Session s = randomSession(5, 6, 4, 9);
        s.numKvHeads = 2;
        s.headDim = 4;
        s.Wq = Matrix::Random(6, 16);
        s.Wk = Matrix::Random(6, 8);
        s.Wv = Matrix::Random(6, 8);
        s.Wo = Matrix::Random(16, 6);
        s.bK = RowVector::Random(8);
        s.qNorm = RowVector::Random(4);
        s.kNorm = RowVector::Random(4);
        s.normEps = 3e-6;
        Rope r;
        r.theta = 500000;
        r.positions = { 0, 2, 4.5, 7, 100 };
        r.scaling = { RopeScaling::Type::Llama3, 32, 1, 4, 16 };
        s.rope = r;
        QCOMPARE(QString::fromStdString(validate(s)), QString());
        QString error;
        const QByteArray json = io::sessionToJson(s);
        const auto back = io::parseSession(json, QStringLiteral("s.json"), &error);
        QVERIFY2(back, qPrintable(error));
        QVERIFY(sameSession(*back, s)); // bit for bit, every key
        QCOMPARE(io::sessionToJson(*back), json);
        Session other = *back;
        other.rope->scaling.factor = 31;
        QVERIFY(!sameSession(other, s)); // the comparison sees the rope too
        // YaRN with every key of its own
        RopeScaling y;
        y.type = RopeScaling::Type::Yarn;
        y.factor = 40;
        y.originalMaxPositions = 4096;
        y.betaFast = 16;
        y.betaSlow = 2;
        y.mscale = 0.707;
        y.mscaleAllDim = 1;
        y.attentionFactor = 1.25;
        y.truncate = false;
        s.rope->scaling = y;
        QCOMPARE(QString::fromStdString(validate(s)), QString());
        const auto yarn = io::parseSession(io::sessionToJson(s), QStringLiteral("s.json"), &error);
        QVERIFY2(yarn, qPrintable(error));
        QVERIFY(yarn->rope->scaling == y);
        QCOMPARE(ropeAttentionFactor(y), 1.25); // a given factor wins over the mscales
    }

    void filesWithoutTheKeysAreWrittenWithoutThem()
    {
        const QByteArray json = io::sessionToJson(lessonSession());
        for (const char *key : { "num_kv_heads", "head_dim", "q_norm", "k_norm", "norm_eps", "rope" })
            QVERIFY2(!json.contains(QByteArray("\"") + key + "\""), key);
        // and compute prints what it always printed
        const Session s = lessonSession();
        const QJsonObject o = io::resultToJson(s, computeAttention(s));
        QVERIFY(!o.contains("Q_unrotated") && !o.contains("num_kv_heads") && !o.contains("head_dim"));
    }

    // num_heads · head_dim up to 4096 may be wider than d_model (W_Q 8 × 16 here).
    void headsWiderThanTheModel()
    {
        QString error;
        QByteArray json = R"({"format": "attention-lab-session", "version": 1, "tokens": ["a", "b"],
            "embeddings": [[1, 0], [0, 1]], "num_heads": 4, "head_dim": 2,
            "W_Q": [[1, 0, 0, 0, 0, 0, 0, 1], [0, 1, 0, 0, 0, 0, 1, 0]],
            "W_K": [[1, 0, 0, 0, 0, 0, 0, 1], [0, 1, 0, 0, 0, 0, 1, 0]],
            "W_V": [[1, 0, 0, 0, 0, 0, 0, 1], [0, 1, 0, 0, 0, 0, 1, 0]],
            "W_O": [[1, 0], [0, 1], [0, 0], [0, 0], [0, 0], [0, 0], [1, 0], [0, 1]]})";
        const auto s = io::parseSession(json, QStringLiteral("wide.json"), &error);
        QVERIFY2(s, qPrintable(error));
        const AttentionResult r = computeAttention(*s);
        QCOMPARE(r.concat.cols(), Eigen::Index(8));
        QCOMPARE(r.output.cols(), Eigen::Index(2));
        // head 0 and head 3 see the same q·k (columns 0,1 and 6,7 mirror each other)
        QVERIFY((r.heads[0].weights - r.heads[3].weights).cwiseAbs().maxCoeff() < 1e-15);
    }
};

QTEST_APPLESS_MAIN(TestSessionHeads)
#include "tst_session_heads.moc"
