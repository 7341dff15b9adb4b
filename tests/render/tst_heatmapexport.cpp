// Exports of the heatmap through render/imageexport: PNG size, SVG as XML with the tokens, PDF.
#include "../common/full_disk.h"
#include "core/attention.h"
#include "io/session_json.h"
#include "render/heatmappainter.h"
#include "render/imageexport.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace attn;

class TestHeatmapExport : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;
    std::shared_ptr<HeatmapPainter> m_painter;

    PaintFunction paint() const
    {
        auto p = m_painter;
        return [p](QPainter &painter, const QRectF &area) { p->paint(painter, area); };
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QString error;
        const auto s = io::loadPreset(QStringLiteral("lesson-padding"), &error);
        QVERIFY2(s, qPrintable(error));
        const AttentionResult r = computeAttention(*s);
        m_painter
            = std::make_shared<HeatmapPainter>(std::make_shared<HeatmapData>(makeHeatmapData(*s, r, 0)));
    }

    void pngHasTheAskedSize_data()
    {
        QTest::addColumn<QSizeF>("size");
        QTest::addColumn<double>("ratio");
        QTest::addColumn<QSize>("pixels");
        QTest::newRow("640x480") << QSizeF(640, 480) << 1.0 << QSize(640, 480);
        QTest::newRow("300x900") << QSizeF(300, 900) << 1.0 << QSize(300, 900);
        QTest::newRow("800x600 at 2x") << QSizeF(800, 600) << 2.0 << QSize(1600, 1200);
    }
    void pngHasTheAskedSize()
    {
        QFETCH(QSizeF, size);
        QFETCH(double, ratio);
        QFETCH(QSize, pixels);
        ExportOptions o;
        o.size = size;
        o.pixelRatio = ratio;
        const QString path = m_dir.filePath(QStringLiteral("h.png"));
        QString error;
        QVERIFY2(exportImage(path, paint(), o, &error), qPrintable(error));
        const QImage img(path);
        QCOMPARE(img.size(), pixels);
        // Not blank: the cells are there.
        int coloured = 0;
        for (int y = 0; y < img.height(); y += 7)
            for (int x = 0; x < img.width(); x += 7)
                coloured += QColor(img.pixel(x, y)).saturation() > 60;
        QVERIFY(coloured > 50);
    }

    void aFullDiskKeepsTheOldPicture_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("png") << QStringLiteral("slide.png");
        QTest::newRow("svg") << QStringLiteral("slide.svg");
        QTest::newRow("pdf") << QStringLiteral("slide.pdf");
    }
    void aFullDiskKeepsTheOldPicture()
    {
        QFETCH(QString, name);
        testing::FullDisk disk;
        const QString path = disk.filePath(name);
        ExportOptions o;
        o.size = QSizeF(300, 200); // a small picture: the kind a buffered writer lost
        QString error;
        QVERIFY2(exportImage(path, paint(), o, &error), qPrintable(error));
        const QByteArray before = testing::readAll(path);
        QVERIFY(!before.isEmpty());
        o.size = QSizeF(320, 200);
        disk.arm();
        const bool ok = exportImage(path, paint(), o, &error);
        disk.disarm();
        QVERIFY(!ok);
        QVERIFY2(error.contains(disk.reason()) && error.contains(name), qPrintable(error));
        QCOMPARE(testing::readAll(path), before);
    }

    void svgIsXmlWithTheTokens()
    {
        ExportOptions o;
        o.size = QSizeF(900, 700);
        const QString path = m_dir.filePath(QStringLiteral("h.svg"));
        QString error;
        QVERIFY2(exportImage(path, paint(), o, &error), qPrintable(error));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&f);
        QStringList texts;
        bool svgRoot = false;
        while (!xml.atEnd()) {
            if (xml.readNext() == QXmlStreamReader::StartElement) {
                if (xml.name() == QLatin1String("svg"))
                    svgRoot = true;
                if (xml.name() == QLatin1String("text"))
                    texts << xml.readElementText(QXmlStreamReader::IncludeChildElements).trimmed();
            }
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY(svgRoot);
        for (const QString &token :
             { QStringLiteral("the"), QStringLiteral("river"), QStringLiteral("bank") })
            QVERIFY2(texts.count(token) >= 2,
                     qPrintable(token + QStringLiteral(" on both axes: ") + texts.join(QLatin1Char('|'))));
        QVERIFY(texts.contains(QStringLiteral("attention weight"))); // the colour bar's title
        QVERIFY(texts.contains(QStringLiteral("0.670"))); // a number in a cell
    }

    void pdfStartsWithPdf()
    {
        ExportOptions o;
        o.size = QSizeF(600, 450);
        const QString path = m_dir.filePath(QStringLiteral("h.pdf"));
        QString error;
        QVERIFY2(exportImage(path, paint(), o, &error), qPrintable(error));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        QVERIFY(bytes.startsWith("%PDF"));
        QVERIFY(bytes.size() > 1000);
    }

    void badPathIsAClearError()
    {
        ExportOptions o;
        QString error;
        QVERIFY(!exportImage(QStringLiteral("/no/such/dir/h.png"), paint(), o, &error));
        QVERIFY2(error.contains(QStringLiteral("/no/such/dir/h.png")), qPrintable(error));
        QVERIFY(!exportImage(m_dir.filePath(QStringLiteral("h.gif")), paint(), o, &error));
        QVERIFY2(error.contains(QStringLiteral("unknown image type")), qPrintable(error));
    }
};

QTEST_MAIN(TestHeatmapExport)
#include "tst_heatmapexport.moc"
