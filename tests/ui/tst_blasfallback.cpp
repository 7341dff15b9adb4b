// The BLAS self-check's fallback in the window (core/blas.h): this test's process sees a wrong
// product (ATTENTION_BLAS_FAULT=1, set before anything multiplies), so the status bar says that
// Eigen's products run, for good, and the numbers are still the lesson's.
#include "../common/compare_json.h"
#include "widget_lookup.h"

#include "core/blas.h"
#include "core/fast_attention.h"
#include "io/session_json.h"
#include "ui/document/document.h"
#include "ui/window/mainwindow.h"

#include <QLabel>
#include <QStatusBar>
#include <QTest>

using namespace attn;

class TestBlasFallback : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { qputenv("ATTENTION_BLAS_FAULT", "1"); }

    void statusBarSaysSoAndNumbersStayRight()
    {
        if (blas::blasDescription() == "Eigen")
            QSKIP("built without OpenBLAS: there is no library to fall back from");
        MainWindow window;
        window.resize(1280, 720);
        window.show();
        auto *warning = testing::named<QLabel>(&window, "blasWarning");
        QVERIFY(warning);
        QVERIFY(warning->isVisible());
        QVERIFY2(warning->text().contains(QStringLiteral("Eigen")), qPrintable(warning->text()));
        QVERIFY2(QString::fromStdString(blas::blasDescription()).endsWith(QStringLiteral("(self-check failed: Eigen)")),
                 blas::blasDescription().c_str());

        // The fast path (products on Eigen now) still gives NumPy's numbers.
        QString error;
        const auto s = io::loadSession(QStringLiteral(TEST_DATA_DIR "/gqa.session.json"), &error);
        QVERIFY2(s, qPrintable(error));
        const auto r = computeAttentionFast(*s, { .threads = 2 });
        QVERIFY(r);
        const QString diff = testing::compareJson(
            io::resultToJson(*s, *r), testing::readJson(QStringLiteral(TEST_DATA_DIR "/gqa.expected.json")), 1e-12);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }
};

QTEST_MAIN(TestBlasFallback)
#include "tst_blasfallback.moc"
