// Every drawn view of the window goes through the one picture path (ui/common/pictureexport.h):
// Copy Image and Export Image… give the same picture — in the theme, size and sharpness the
// export dialog holds — for the heatmap, the head strip, the line view, the model view, the
// breakdown, a lesson step, heads side by side and the difference. Driven through the views and
// the dialog itself, headless.
#include "export_dialog_answer.h"
#include "window_fixture.h"

#include "render/drawing.h"
#include "render/modelviewpainter.h"
#include "ui/common/imageexportdialog.h"
#include "ui/common/pictureexport.h"
#include "ui/compare/comparesetup.h"
#include "ui/compare/differencepanel.h"
#include "ui/compare/linespanel.h"
#include "ui/compare/sidebyside.h"
#include "ui/heatmap/lineswidget.h"
#include "ui/lesson/lessonpanel.h"
#include "ui/lesson/lessonsetup.h"
#include "ui/lesson/stepcanvas.h"
#include "ui/model/modelviewwidget.h"
#include "ui/model/nexttokenwidget.h"

#include <QAction>
#include <QDockWidget>
#include <QSettings>

using namespace attn;
using namespace testing;

namespace {

// A model view of two layers × two heads over three tokens, each head's weights made up.
ModelViewData madeUpModel()
{
    auto result = std::make_shared<gpt2::ModelResult>();
    result->ids = { 1, 2, 3 };
    for (int layer = 0; layer < 2; ++layer) {
        gpt2::LayerResult l;
        for (int head = 0; head < 2; ++head) {
            gpt2::CausalWeights w(3);
            for (int q = 0; q < 3; ++q)
                for (int k = 0; k <= q; ++k)
                    w.row(q)[k] = (k == (layer + head) % (q + 1)) ? 1.0 : 0.0;
            l.heads.push_back(std::move(w));
        }
        result->layers.push_back(std::move(l));
    }
    ModelViewData d;
    d.modelName = QStringLiteral("made-up");
    d.text = QStringLiteral("a b c");
    d.tokens = { QStringLiteral("a"), QStringLiteral(" b"), QStringLiteral(" c") };
    d.result = result;
    d.layers = 2;
    d.heads = 2;
    return d;
}

// A next-token panel after a change: two tokens fell, one rose, one entered.
NextTokenData madeUpPrediction()
{
    NextTokenData d;
    d.modelName = QStringLiteral("made-up");
    d.tokens = { QStringLiteral("A"), QStringLiteral(" B"), QStringLiteral(" C"), QStringLiteral(" A") };
    d.position = 3;
    d.change = QStringLiteral("L2 H1 off (zero)");
    d.rows = { { 5, QStringLiteral(" B"), 0.62, 0.08, false },
               { 6, QStringLiteral(" C"), 0.20, 0.31, false },
               { 7, QStringLiteral(" the"), 0.05, 0.04, false },
               { 8, QStringLiteral(" D"), 0.01, 0.22, true } };
    return d;
}

bool samePixels(const QImage &a, const QImage &b)
{
    return a.size() == b.size()
        && a.convertToFormat(QImage::Format_ARGB32) == b.convertToFormat(QImage::Format_ARGB32);
}

} // namespace

class TestPictures : public QObject {
    Q_OBJECT

    WindowFixture m_fixture;
    QTemporaryDir m_dir;
    MainWindow *window() { return m_fixture.window(); }
    Document *doc() { return m_fixture.doc(); }
    std::unique_ptr<ModelViewWidget> m_modelView;
    std::unique_ptr<NextTokenWidget> m_nextToken;

    // The view named, shown, with what it draws.
    QWidget *view(const QString &name)
    {
        if (name == QLatin1String("heatmap"))
            return heatmaps(window())->heatmap();
        if (name == QLatin1String("heads"))
            return heatmaps(window())->grid();
        if (name == QLatin1String("breakdown"))
            return breakdown(window());
        if (name == QLatin1String("lines")) {
            named<QAction>(window(), "showLines")->setChecked(true);
            return named<LinesPanel>(window(), "linesPanel")->view();
        }
        if (name == QLatin1String("difference")) {
            named<QAction>(window(), "pinResult")->trigger();
            return named<DifferencePanel>(window(), "differencePanel")->heatmap();
        }
        if (name == QLatin1String("side-by-side")) {
            named<QAction>(window(), "showSideBySide")->setChecked(true);
            auto *panel = named<SideBySidePanel>(window(), "sideBySidePanel");
            panel->setHeads({ 0, 1 });
            return panel;
        }
        if (name == QLatin1String("lesson-step")) {
            window()->lesson()->dock()->show();
            return named<StepCanvas>(window(), "lessonCanvas");
        }
        if (name == QLatin1String("model-view") || name == QLatin1String("model-view-marked")) {
            m_modelView = std::make_unique<ModelViewWidget>();
            m_modelView->setData(madeUpModel());
            if (name == QLatin1String("model-view-marked")) // the workbench's marks: a head off, badges
                m_modelView->setMarks({ { 0, 1, 0, 0 },
                                        { 0.9, 0.1, 0.5, std::nan("") },
                                        1.0,
                                        QStringLiteral("induction score"),
                                        1 });
            m_modelView->resize(700, 500);
            m_modelView->show();
            return m_modelView.get();
        }
        if (name == QLatin1String("next-token")) {
            m_nextToken = std::make_unique<NextTokenWidget>();
            m_nextToken->setData(madeUpPrediction());
            m_nextToken->resize(500, 400);
            m_nextToken->show();
            return m_nextToken.get();
        }
        return nullptr;
    }

    // The view's picture, as its Export Image… and Copy Image draw it.
    static std::unique_ptr<Drawing> drawingOf(QWidget *w)
    {
        if (auto *v = qobject_cast<HeatmapWidget *>(w))
            return v->drawing();
        if (auto *v = qobject_cast<HeadGridWidget *>(w))
            return v->drawing();
        if (auto *v = qobject_cast<BreakdownWidget *>(w))
            return v->drawing();
        if (auto *v = qobject_cast<LinesWidget *>(w))
            return v->drawing();
        if (auto *v = qobject_cast<SideBySidePanel *>(w))
            return v->drawing();
        if (auto *v = qobject_cast<StepCanvas *>(w))
            return v->drawing();
        if (auto *v = qobject_cast<ModelViewWidget *>(w))
            return v->drawing();
        if (auto *v = qobject_cast<NextTokenWidget *>(w))
            return v->drawing();
        return nullptr;
    }

private slots:
    static void initTestCase() { WindowFixture::initTestCase(); }
    void init()
    {
        m_fixture.init();
        QString error;
        QVERIFY2(doc()->load(QStringLiteral(TEST_DATA_DIR "/two-heads-causal.session.json"), &error),
                 qPrintable(error));
        QTRY_COMPARE(doc()->result().heads.size(), std::size_t(2));
        // The last export chose a slide, 1× and the dark theme: every copy and export starts there.
        QSettings().setValue(QStringLiteral("export/sizePreset"), QStringLiteral("slide"));
        QSettings().setValue(QStringLiteral("export/pixelRatio"), 1.0);
        QSettings().setValue(QStringLiteral("export/theme"), QStringLiteral("dark"));
        QSettings().setValue(QStringLiteral("export/lastFolder"), m_dir.path());
    }
    void cleanup()
    {
        m_modelView.reset();
        m_nextToken.reset();
        QSettings().remove(QStringLiteral("export"));
        m_fixture.cleanup();
    }

    void copyAndExportAgree_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("dialogTitle");
        QTest::newRow("heatmap") << "heatmap"
                                 << "Export Heatmap";
        QTest::newRow("head strip") << "heads"
                                    << "Export All Heads";
        QTest::newRow("lines") << "lines"
                               << "Export Line View";
        QTest::newRow("model view") << "model-view"
                                    << "Export Model View";
        QTest::newRow("model view, a head off and badges") << "model-view-marked"
                                                           << "Export Model View";
        QTest::newRow("next token") << "next-token"
                                    << "Export Next Token";
        QTest::newRow("breakdown") << "breakdown"
                                   << "Export Breakdown";
        QTest::newRow("lesson step") << "lesson-step"
                                     << "Export Lesson Step";
        QTest::newRow("side by side") << "side-by-side"
                                      << "Export Heads Side by Side";
        QTest::newRow("difference") << "difference"
                                    << "Export Difference";
    }
    void copyAndExportAgree()
    {
        QFETCH(QString, name);
        QFETCH(QString, dialogTitle);
        QWidget *w = view(name);
        QVERIFY(w);
        QTRY_VERIFY(w->isVisible());
        std::unique_ptr<Drawing> drawing = drawingOf(w);
        QVERIFY(drawing);

        // Copy Image, without asking: the slide size, 1×, on the dark theme's background.
        QApplication::clipboard()->clear();
        const QImage copied = copyPicture(w, *drawing);
        QCOMPARE(copied.size(), QSize(1280, 720));
        QVERIFY(samePixels(QApplication::clipboard()->image(), copied));
        QCOMPARE(copied.pixelColor(1, 1).rgb(), Theme::dark().background.rgb());
        // It draws something besides the background.
        QVERIFY(copied != QImage(copied.size(), copied.format()));
        bool drawn = false;
        for (int y = 0; y < copied.height() && !drawn; y += 7)
            for (int x = 0; x < copied.width() && !drawn; x += 7)
                drawn = copied.pixelColor(x, y).rgb() != Theme::dark().background.rgb();
        QVERIFY(drawn);

        // Export Image…, with the dialog's choices as they start: the same picture in the file.
        const QString path = m_dir.filePath(name + QStringLiteral(".png"));
        {
            DialogAnswer answer(path, false);
            QVERIFY(exportPictureWithDialog(w, *drawing));
            QVERIFY(answer.answered());
            QCOMPARE(answer.title(), dialogTitle);
        }
        QVERIFY(samePixels(QImage(path), copied));

        // The dialog's own Copy Image: the same again.
        QApplication::clipboard()->clear();
        {
            DialogAnswer answer(QString(), true);
            QVERIFY(exportPictureWithDialog(w, *drawing));
            QVERIFY(answer.answered());
        }
        QVERIFY(samePixels(QApplication::clipboard()->image(), copied));
    }

    // The views' own Copy Image (their menus' and the Edit menu's) go the same way.
    void viewsCopyThroughTheHelper()
    {
        for (const QString &name :
             { QStringLiteral("heatmap"), QStringLiteral("heads"), QStringLiteral("lines"),
               QStringLiteral("breakdown"), QStringLiteral("model-view"), QStringLiteral("model-view-marked"),
               QStringLiteral("next-token") }) {
            QWidget *w = view(name);
            QTRY_VERIFY(w->isVisible());
            const QImage expected = renderDrawing(*drawingOf(w), DrawingStyle { Theme::dark(), true, 3 },
                                                  QSizeF(1280, 720), 1.0);
            QApplication::clipboard()->clear();
            QVERIFY(QMetaObject::invokeMethod(w, "copyImage"));
            const QImage copied = QApplication::clipboard()->image();
            QCOMPARE(copied.size(), QSize(1280, 720));
            QCOMPARE(copied.pixelColor(1, 1).rgb(), Theme::dark().background.rgb());
            QVERIFY2(samePixels(copied, expected), qPrintable(name));
        }
    }

    // Where an export starts: a pure rule over what the last export chose.
    void exportStartFollowsTheLastExport()
    {
        ImageExportChoice defaults;
        defaults.size = QSizeF(1500, 900);
        ImageExportOffer screen;
        screen.screenSize = QSizeF(640, 480);
        ImageExportOffer natural;
        natural.naturalSize = QSizeF(900, 500);

        ExportMemory memory; // nothing exported yet
        QCOMPARE(exportStart(defaults, screen, memory).preset, QStringLiteral("screen"));
        QCOMPARE(exportStart(defaults, screen, memory).size, QSizeF(640, 480));
        QCOMPARE(exportStart(defaults, natural, memory).preset, QStringLiteral("natural"));
        QCOMPARE(exportStart(defaults, ImageExportOffer {}, memory).preset, QStringLiteral("custom"));
        QCOMPARE(exportStart(defaults, ImageExportOffer {}, memory).size, QSizeF(1500, 900));

        memory.sizePreset = QStringLiteral("natural"); // the breakdown's, not offered by a heatmap
        QCOMPARE(exportStart(defaults, screen, memory).preset, QStringLiteral("screen"));
        memory.sizePreset = QStringLiteral("4k");
        QCOMPARE(exportStart(defaults, natural, memory).size, QSizeF(3840, 2160));
        memory.sizePreset = QStringLiteral("custom");
        memory.customSize = QSize(1000, 30000); // clamped to what a picture may have
        QCOMPARE(exportStart(defaults, screen, memory).size, QSizeF(1000, 20000));

        memory.pixelRatio = 3;
        memory.theme = QStringLiteral("high-contrast");
        QCOMPARE(exportStart(defaults, screen, memory).pixelRatio, 3.0);
        QCOMPARE(exportStart(defaults, screen, memory).theme.name, QStringLiteral("high-contrast"));
        memory.pixelRatio = 2.5; // not one the dialog offers
        memory.theme = QStringLiteral("sepia");
        QCOMPARE(exportStart(defaults, screen, memory).pixelRatio, 2.0);
        QCOMPARE(exportStart(defaults, screen, memory).theme.name, QStringLiteral("light"));
    }
};

QTEST_MAIN(TestPictures)
#include "tst_pictures.moc"
