// The BLAS library under the fast paths (core/blas.h): the kernel choice as a pure function of the
// CPU's features, the library's version and pick and the user's OPENBLAS_CORETYPE, row by row;
// the self-check against a plain loop, fed right and wrong products; this machine's reading.
#include "core/blas.h"

#include <QTest>

using namespace attn;
using namespace attn::blas;

Q_DECLARE_METATYPE(attn::blas::CpuFeatures)

namespace {

CpuFeatures sse42()
{
    CpuFeatures c;
    c.x86 = true;
    c.ssse3 = c.sse41 = c.sse42 = true;
    return c;
}
CpuFeatures core2() // Merom: SSSE3, no SSE4.1
{
    CpuFeatures c;
    c.x86 = c.ssse3 = true;
    return c;
}
CpuFeatures avx2(bool amd = false)
{
    CpuFeatures c = sse42();
    c.avx = c.avx2 = c.fma = true;
    c.amd = amd;
    return c;
}
CpuFeatures avx512(bool bf16 = false)
{
    CpuFeatures c = avx2();
    c.avx512 = true;
    c.avx512bf16 = bf16;
    return c;
}

using Index = Eigen::Index;

// A right product, written plainly on Eigen: what productsAgree must accept.
void eigenProduct(bool ta, bool tb, Index m, Index n, Index k, double alpha, const double *A, Index lda,
                  const double *B, Index ldb, double beta, double *C, Index ldc)
{
    using Stride = Eigen::OuterStride<>;
    const Eigen::Map<const Matrix, 0, Stride> a(A, ta ? k : m, ta ? m : k, Stride(lda));
    const Eigen::Map<const Matrix, 0, Stride> b(B, tb ? n : k, tb ? k : n, Stride(ldb));
    Eigen::Map<Matrix, 0, Stride> c(C, m, n, Stride(ldc));
    const Matrix ab = (ta ? Matrix(a.transpose()) : Matrix(a)) * (tb ? Matrix(b.transpose()) : Matrix(b));
    c = alpha * ab + (beta == 0.0 ? Matrix(Matrix::Zero(m, n)) : Matrix(beta * c));
}

} // namespace

class TestBlas : public QObject {
    Q_OBJECT
private slots:
    void kernelsInOrder()
    {
        const char *order[] = { "Prescott", "Core2", "Nehalem", "Sandybridge", "Haswell", "SkylakeX", "Cooperlake",
                                "SapphireRapids" };
        for (std::size_t i = 1; i < std::size(order); ++i)
            QVERIFY2(kernelRank(order[i - 1]) < kernelRank(order[i]), order[i]);
        QCOMPARE(kernelRank("Zen"), kernelRank("Haswell"));
        QCOMPARE(kernelRank("haswell"), kernelRank("Haswell")); // as OpenBLAS reads names
        QCOMPARE(kernelRank("Unknown"), -1);
        QCOMPARE(kernelRank("Katmai"), -1);
        QVERIFY(kernelRank("Prescott") > kernelRank("Opteron"));
    }

    void namesTheLibraryAccepts()
    {
        const std::vector<std::string> old = namesAccepted("0.3.21");
        QVERIFY(std::find(old.begin(), old.end(), "SkylakeX") != old.end());
        QVERIFY(std::find(old.begin(), old.end(), "Cooperlake") == old.end()); // its lookup stops at 24
        const std::vector<std::string> newer = namesAccepted("0.3.26");
        QVERIFY(std::find(newer.begin(), newer.end(), "Cooperlake") != newer.end());
        QVERIFY(std::find(newer.begin(), newer.end(), "SapphireRapids") == newer.end()); // never by name
        QCOMPARE(namesAccepted("0.3.22").size(), old.size() + 1);
        QCOMPARE(namesAccepted("garbage"), old);
    }

    void whatTheCpuRuns()
    {
        QVERIFY(cpuRuns(sse42(), "Nehalem"));
        QVERIFY(cpuRuns(core2(), "Core2"));
        QVERIFY(!cpuRuns(core2(), "Penryn")); // SSE4.1
        QVERIFY(!cpuRuns(sse42(), "Sandybridge"));
        CpuFeatures noOs = avx2();
        noOs.avx = noOs.avx2 = noOs.fma = false; // the CPU has AVX, the OS does not save YMM
        QVERIFY(!cpuRuns(noOs, "Haswell"));
        QVERIFY(cpuRuns(avx2(), "Haswell"));
        QVERIFY(!cpuRuns(avx2(), "SkylakeX"));
        QVERIFY(cpuRuns(avx512(), "SkylakeX"));
        QVERIFY(!cpuRuns(avx512(), "Cooperlake"));
        QVERIFY(cpuRuns(avx512(true), "Cooperlake"));
        QVERIFY(!cpuRuns(avx512(true), "SapphireRapids"));
        QVERIFY(!cpuRuns(CpuFeatures {}, "Prescott")); // not x86
    }

    void theChoice_data()
    {
        QTest::addColumn<CpuFeatures>("cpu");
        QTest::addColumn<QString>("version");
        QTest::addColumn<QString>("pick");
        QTest::addColumn<QString>("user");
        QTest::addColumn<QString>("run"); // empty: the library's pick is kept
        QTest::addColumn<QString>("why");
        const QString own = QStringLiteral("the library's own pick");
        QTest::newRow("AVX-512, an old library falls back to Prescott")
            << avx512(true) << "0.3.21" << "Prescott" << "" << "SkylakeX" << "chosen by the app: the library picked Prescott";
        QTest::newRow("AVX-512 with BF16, a library that can be told Cooperlake")
            << avx512(true) << "0.3.22" << "Prescott" << "" << "Cooperlake" << "chosen by the app: the library picked Prescott";
        QTest::newRow("AVX-512, the library picked Haswell") << avx512() << "0.3.21" << "Haswell" << "" << "SkylakeX"
                                                             << "chosen by the app: the library picked Haswell";
        QTest::newRow("the library knew the CPU") << avx512(true) << "0.3.21" << "Cooperlake" << "" << "" << own;
        QTest::newRow("the library's pick as good") << avx512() << "0.3.21" << "SkylakeX" << "" << "" << own;
        QTest::newRow("the library's pick better than its names reach")
            << avx512(true) << "0.3.21" << "Cooperlake" << "" << "" << own;
        QTest::newRow("AVX2 Intel") << avx2() << "0.3.21" << "Prescott" << "" << "Haswell"
                                    << "chosen by the app: the library picked Prescott";
        QTest::newRow("AVX2 AMD") << avx2(true) << "0.3.21" << "Prescott" << "" << "Zen"
                                  << "chosen by the app: the library picked Prescott";
        QTest::newRow("AMD, the library picked Zen") << avx2(true) << "0.3.21" << "Zen" << "" << "" << own;
        QTest::newRow("Intel, the library picked Zen (the same kernels)") << avx2() << "0.3.21" << "Zen" << "" << ""
                                                                          << own;
        QTest::newRow("an unknown pick") << sse42() << "0.3.21" << "Unknown" << "" << "Nehalem"
                                         << "chosen by the app: the library picked Unknown";
        QTest::newRow("the user's OPENBLAS_CORETYPE wins")
            << avx512(true) << "0.3.21" << "Prescott" << "Haswell" << "" << "OPENBLAS_CORETYPE=Haswell set by the user";
        QTest::newRow("not x86") << CpuFeatures {} << "0.3.21" << "ARMV8" << "" << "" << own;
        QTest::newRow("a vendor's kernel the table does not rank: the library knows best")
            << avx2(true) << "0.3.21" << "Bulldozer" << "" << "" << own;
        QTest::newRow("Core2 without SSE4.1: not Penryn's or Dunnington's kernels")
            << core2() << "0.3.21" << "Prescott" << "" << "Core2" << "chosen by the app: the library picked Prescott";
        QTest::newRow("Core2, the library picked it") << core2() << "0.3.21" << "Core2" << "" << "" << own;
        QTest::newRow("no pick named") << avx2() << "0.3.21" << "" << "" << "Haswell"
                                       << "chosen by the app: the library picked none";
    }
    void theChoice()
    {
        QFETCH(CpuFeatures, cpu);
        QFETCH(QString, version);
        QFETCH(QString, pick);
        QFETCH(QString, user);
        QFETCH(QString, run);
        QFETCH(QString, why);
        const KernelChoice c
            = chooseKernel(cpu, version.toStdString(), pick.toStdString(), user.toStdString());
        QCOMPARE(QString::fromStdString(c.run), run);
        QCOMPARE(QString::fromStdString(c.why), why);
    }

    // The self-check accepts a right product and refuses each kind of wrong one.
    void selfCheck()
    {
        QVERIFY(productsAgree(eigenProduct));
        const GemmFunction wrong[] = {
            [](bool ta, bool tb, Index m, Index n, Index k, double al, const double *A, Index lda, const double *B,
               Index ldb, double be, double *C, Index ldc) {
                eigenProduct(ta, tb, m, n, k, al, A, lda, B, ldb, be, C, ldc);
                C[(m - 1) * ldc + n - 1] += 1e-9; // the last number a little off
            },
            [](bool ta, bool tb, Index m, Index n, Index k, double al, const double *A, Index lda, const double *B,
               Index ldb, double, double *C, Index ldc) {
                eigenProduct(ta, tb, m, n, k, al, A, lda, B, ldb, 0.0, C, ldc); // beta ignored
            },
            [](bool ta, bool tb, Index m, Index n, Index k, double al, const double *A, Index lda, const double *B,
               Index ldb, double be, double *C, Index ldc) {
                eigenProduct(ta, tb, m, n, k, al, A, lda, B, ldb, be, C, ldc);
                C[n] = 0; // a write past the row's end, into the padding
            },
            [](bool ta, bool, Index m, Index n, Index k, double al, const double *A, Index lda, const double *B,
               Index ldb, double be, double *C, Index ldc) {
                eigenProduct(ta, false, m, n, k, al, A, lda, B, ldb, be, C, ldc); // B's transpose forgotten
            },
        };
        for (const GemmFunction &f : wrong)
            QVERIFY(!productsAgree(f));
    }

    // On this machine: the library (when built with it) passes, and the features hang together.
    void thisMachine()
    {
        const CpuFeatures c = readCpuFeatures();
        if (c.avx512)
            QVERIFY(c.avx2 && c.avx);
        if (c.avx2)
            QVERIFY(c.avx);
        const std::string d = blasDescription();
        if (d != "Eigen") {
            QVERIFY(checkProducts());
            QVERIFY(!productsFailedCheck());
            QVERIFY2(d.rfind("OpenBLAS 0.", 0) == 0, d.c_str());
        }
        // The products as the fast paths call them, against the plain loop.
        QVERIFY(productsAgree([](bool ta, bool tb, Index m, Index n, Index k, double al, const double *A, Index lda,
                                 const double *B, Index ldb, double be, double *C, Index ldc) {
            if (ta)
                gemmTransposedA(m, n, k, al, A, lda, B, ldb, be, C, ldc); // tb never with ta here
            else
                gemm(m, n, k, al, A, lda, B, ldb, tb, be, C, ldc);
        }));
    }
};

QTEST_GUILESS_MAIN(TestBlas)
#include "tst_blas.moc"
