// The mask rules (core/mask.h): the reasons of every cell, of one row and of one cell, the
// boolean mask and the open key span all say the same thing, and each reason bit sits exactly
// where its rule in docs/file-formats.md puts it — on hand-made cases and on random sessions with every
// kind of mask at once.
#include "core/mask.h"

#include <QTest>

#include <cstdlib>
#include <limits>
#include <random>

using namespace attn;

namespace {

// A session of T tokens; only the mask settings matter here.
Session tokens(int T)
{
    return randomSession(T, 2, 1, 7);
}

// The rules of docs/file-formats.md read literally, one cell at a time: the test's own copy, written
// as the contract words them, to hold the fast row code to.
std::uint8_t contractReasons(const Session &s, int i, int j)
{
    std::uint8_t r = NotBlocked;
    if (s.causal && j > i && j >= s.prefix)
        r |= BlockedCausal;
    if (s.padding[static_cast<std::size_t>(j)])
        r |= BlockedPadding;
    for (auto [bi, bj] : s.blocked)
        if (bi == i && bj == j)
            r |= BlockedByHand;
    if (s.window && std::abs(i - j) >= *s.window)
        r |= BlockedWindow;
    if (!s.segments.empty()
        && s.segments[static_cast<std::size_t>(i)] != s.segments[static_cast<std::size_t>(j)])
        r |= BlockedSegment;
    return r;
}

// "x" blocked, "." open, one string per query row.
QStringList picture(const Mask &m)
{
    QStringList rows;
    for (Eigen::Index i = 0; i < m.rows(); ++i) {
        QString row;
        for (Eigen::Index j = 0; j < m.cols(); ++j)
            row += m(i, j) ? QLatin1Char('x') : QLatin1Char('.');
        rows << row;
    }
    return rows;
}

Session randomMasks(unsigned seed, int T)
{
    std::mt19937 rng(seed);
    Session s = tokens(T);
    s.causal = rng() % 2;
    if (rng() % 3)
        s.window = 1 + static_cast<int>(rng() % (T + 2));
    if (rng() % 2)
        s.prefix = static_cast<int>(rng() % (T + 1));
    if (rng() % 2) {
        s.segments.resize(static_cast<std::size_t>(T));
        int g = static_cast<int>(rng() % 5) - 2;
        for (int t = 0; t < T; ++t) {
            if (rng() % 4 == 0)
                g = static_cast<int>(rng() % 7) - 3; // ids need not be sorted or contiguous
            s.segments[static_cast<std::size_t>(t)] = g;
        }
    }
    for (int t = 0; t < T; ++t)
        s.padding[static_cast<std::size_t>(t)] = rng() % 6 == 0;
    const int hand = static_cast<int>(rng() % (2 * T + 1));
    for (int k = 0; k < hand; ++k)
        s.blocked.emplace_back(static_cast<int>(rng() % T), static_cast<int>(rng() % T));
    return s;
}

} // namespace

class TestMask : public QObject {
    Q_OBJECT

private slots:
    void handMadeCases_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QStringList>("expected");
        // The contract's examples, drawn: row = query, column = key.
        QTest::newRow("causal") << "causal" << QStringList { ".xxx", "..xx", "...x", "...." }; // the future
        QTest::newRow("window 2") << "window" << QStringList { "..xx", "...x", "x...", "xx.." };
        QTest::newRow("causal + window 2")
            << "causal window" << QStringList { ".xxx", "..xx", "x..x", "xx.." };
        QTest::newRow("causal + prefix 2")
            << "causal prefix" << QStringList { "..xx", "..xx", "...x", "...." };
        QTest::newRow("prefix without causal") << "prefix" << QStringList { "....", "....", "....", "...." };
        QTest::newRow("segments 0 0 1 1") << "segments" << QStringList { "..xx", "..xx", "xx..", "xx.." };
        QTest::newRow("causal + segments")
            << "causal segments" << QStringList { ".xxx", "..xx", "xx.x", "xx.." };
        QTest::newRow("prefix + window")
            << "causal prefix window" << QStringList { "..xx", "..xx", "x..x", "xx.." };
    }
    void handMadeCases()
    {
        QFETCH(QString, kind);
        QFETCH(QStringList, expected);
        Session s = tokens(4);
        s.causal = kind.contains(QLatin1String("causal"));
        if (kind.contains(QLatin1String("window")))
            s.window = 2;
        if (kind.contains(QLatin1String("prefix")))
            s.prefix = 2;
        if (kind.contains(QLatin1String("segments")))
            s.segments = { 0, 0, 1, 1 };
        QVERIFY2(validate(s).empty(), validate(s).c_str());
        QCOMPARE(picture(buildMask(s)), expected);
    }

    void reasonBitsNameTheirRule()
    {
        Session s = tokens(5);
        s.causal = true;
        s.window = 2;
        s.segments = { 0, 0, 0, 1, 1 };
        s.padding[1] = true;
        s.blocked = { { 4, 3 } };
        const ReasonMatrix m = blockReasonMatrix(s);
        QCOMPARE(int(m(0, 2)), int(BlockedCausal | BlockedWindow)); // future and 2 away
        QCOMPARE(int(m(3, 1)), int(BlockedPadding | BlockedWindow | BlockedSegment));
        QCOMPARE(int(m(4, 3)), int(BlockedByHand)); // same sentence, neighbours
        QCOMPARE(int(m(3, 2)), int(BlockedSegment)); // the key before, another sentence
        QCOMPARE(int(m(2, 2)), int(NotBlocked));
        // A prefix has no bit: it only takes BlockedCausal away.
        s.prefix = 3;
        QCOMPARE(int(blockReasons(s, 0, 2)), int(BlockedWindow));
        QCOMPARE(int(blockReasons(s, 0, 3)), int(BlockedWindow | BlockedCausal | BlockedSegment));
    }

    void everyFormAgrees_data()
    {
        QTest::addColumn<unsigned>("seed");
        QTest::addColumn<int>("T");
        for (unsigned seed = 1; seed <= 60; ++seed) {
            const int T = 1 + static_cast<int>(seed * 13 % 41);
            QTest::addRow("seed %u T=%d", seed, T) << seed << T;
        }
    }
    void everyFormAgrees()
    {
        QFETCH(unsigned, seed);
        QFETCH(int, T);
        const Session s = randomMasks(seed, T);
        QVERIFY2(validate(s).empty(), validate(s).c_str());
        const ReasonMatrix reasons = blockReasonMatrix(s);
        const Mask mask = buildMask(s);
        QCOMPARE(reasons.rows(), Eigen::Index(T));
        QCOMPARE(mask.rows(), Eigen::Index(T));
        QCOMPARE(mask.cols(), Eigen::Index(T));
        for (int i = 0; i < T; ++i) {
            const std::vector<std::uint8_t> row = blockReasonRow(s, i);
            QCOMPARE(int(row.size()), T);
            for (int j = 0; j < T; ++j) {
                const int expected = contractReasons(s, i, j);
                const QByteArray where
                    = QByteArray("cell ") + QByteArray::number(i) + ", " + QByteArray::number(j);
                QVERIFY2(int(reasons(i, j)) == expected, where.constData());
                QVERIFY2(int(row[static_cast<std::size_t>(j)]) == expected, where.constData());
                QVERIFY2(int(blockReasons(s, i, j)) == expected, where.constData());
                QVERIFY2(mask(i, j) == (expected != 0), where.constData());
            }
        }
        // The span the fast path computes: every key outside it is blocked for the whole block.
        for (int first = 0; first < T; first += 1 + static_cast<int>(seed % 5)) {
            const int last = std::min(T - 1, first + static_cast<int>(seed % 7));
            const KeySpan span = openKeySpan(s, first, last);
            QVERIFY(0 <= span.begin && span.begin <= span.end && span.end <= T);
            for (int i = first; i <= last; ++i)
                for (int j = 0; j < T; ++j)
                    if (j < span.begin || j >= span.end)
                        QVERIFY2(reasons(i, j) & (BlockedCausal | BlockedWindow),
                                 qPrintable(QStringLiteral("query %1, key %2 outside [%3, %4)")
                                                .arg(i)
                                                .arg(j)
                                                .arg(span.begin)
                                                .arg(span.end)));
        }
    }

    void spanShrinksUnderCausalAndWindow()
    {
        Session s = tokens(100);
        QCOMPARE(openKeySpan(s, 10, 19).begin, 0);
        QCOMPARE(openKeySpan(s, 10, 19).end, 100);
        s.causal = true;
        QCOMPARE(openKeySpan(s, 10, 19).end, 20);
        s.prefix = 50;
        QCOMPARE(openKeySpan(s, 10, 19).end, 50); // the prefix stays visible
        s.window = 4;
        QCOMPARE(openKeySpan(s, 10, 19).begin, 7); // query 10 sees keys 7…13
        QCOMPARE(openKeySpan(s, 10, 19).end, 23); // query 19 sees keys 16…22
    }

    void buildMaskReusesItsMemory()
    {
        Session s = randomMasks(3, 37);
        Mask m;
        buildMask(s, m);
        const bool *before = m.data();
        s.causal = !s.causal;
        s.window = 3;
        buildMask(s, m);
        QCOMPARE(m.data(), before);
        QVERIFY(m == buildMask(s));
    }

    void outOfRangeCellsAreOpen()
    {
        const Session s = tokens(3);
        QCOMPARE(int(blockReasons(s, -1, 0)), int(NotBlocked));
        QCOMPARE(int(blockReasons(s, 0, 3)), int(NotBlocked));
        QCOMPARE(blockReasonRow(s, 5), std::vector<std::uint8_t>(3, NotBlocked));
    }

    void largeWindowsDoNotOverflow()
    {
        Session s = tokens(6);
        s.causal = true;
        s.window = std::numeric_limits<int>::max();
        for (int i = 0; i < 6; ++i)
            for (int j = 0; j < 6; ++j)
                QCOMPARE(int(blockReasons(s, i, j)), j > i ? int(BlockedCausal) : int(NotBlocked));
        QCOMPARE(openKeySpan(s, 2, 3).begin, 0);
        QCOMPARE(openKeySpan(s, 2, 3).end, 4);
    }
};

QTEST_APPLESS_MAIN(TestMask)
#include "tst_mask.moc"
