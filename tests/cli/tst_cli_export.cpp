// attention-lab export, run as a script would: heatmaps, breakdowns, the difference heatmap
// (--compare) and the line view (--view lines) in PNG, SVG and PDF, and what it refuses.
#include "cli_fixture.h"

using namespace testing;

class TestCliExport : public QObject {
    Q_OBJECT

private slots:
    void exportAllHeadsSvgWithoutDisplay()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("heads.svg"));
        const Run r = run({ QStringLiteral("export"), QStringLiteral("--preset"), QStringLiteral("two-heads"),
                            QStringLiteral("--head"), QStringLiteral("all"), QStringLiteral("--out"), out },
                          noDisplay());
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY2(r.out.isEmpty(), r.out.constData());
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&f);
        QStringList texts;
        while (!xml.atEnd())
            if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("text"))
                texts << xml.readElementText(QXmlStreamReader::IncludeChildElements).trimmed();
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QVERIFY2(texts.contains(QStringLiteral("Head 1")) && texts.contains(QStringLiteral("Head 2"))
                     && !texts.contains(QStringLiteral("Head 0")),
                 qPrintable(texts.join('|')));
        QVERIFY(texts.contains(QStringLiteral("Average of 2 heads (not a head)")));
        QVERIFY(texts.count(QStringLiteral("mat")) >= 6); // both axes of three panels
    }

    void exportPngSizeAndDpi_data()
    {
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<QSize>("pixels");
        QTest::newRow("default") << QStringList() << QSize(1200, 900);
        QTest::newRow("640x480") << QStringList { "--width", "640", "--height", "480" } << QSize(640, 480);
        QTest::newRow("dpi 192") << QStringList { "--width", "500", "--height", "400", "--dpi", "192" }
                                 << QSize(1000, 800);
        QTest::newRow("head 1, query, map, numbers off")
            << QStringList { "--head", "0", "--query", "2", "--colormap", "magma", "--numbers", "off" }
            << QSize(1200, 900);
        QTest::newRow("scaled-scores (the older name), magma")
            << QStringList { "--show", "scaled-scores", "--colormap", "magma" } << QSize(1200, 900);
        QTest::newRow("logits, magma")
            << QStringList { "--show", "logits", "--colormap", "magma" } << QSize(1200, 900);
        QTest::newRow("row max") << QStringList { "--row-max" } << QSize(1200, 900);
    }
    void exportPngSizeAndDpi()
    {
        QFETCH(QStringList, extra);
        QFETCH(QSize, pixels);
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("h.png"));
        const Run r = run(QStringList { QStringLiteral("export"), QStringLiteral("--preset"),
                                        QStringLiteral("lesson-causal"), QStringLiteral("--out"), out }
                              + extra,
                          noDisplay());
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY(r.out.isEmpty());
        QCOMPARE(pngSize(out), pixels);
    }

    void exportPdf()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("h.pdf"));
        const Run r
            = run({ QStringLiteral("export"), QStringLiteral(TEST_DATA_DIR "/fully-masked-row.session.json"),
                    QStringLiteral("--out"), out },
                  noDisplay());
        QVERIFY2(r.code == 0, r.err.constData());
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.read(5) == "%PDF-");
    }

    void exportBadInputExitsTwo_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QString lesson = QStringLiteral("--preset=lesson");
        auto row = [&](const char *name, QStringList args, const char *message) {
            QTest::newRow(name) << (QStringList { QStringLiteral("export") } + args)
                                << QString::fromUtf8(message);
        };
        row("broken session", { "@broken", "--out", "@dir/h.png" },
            "attention-lab: broken.json: W_V: missing");
        row("no session", { "--out", "@dir/h.png" },
            "attention-lab: export: give either a session file or --preset NAME");
        row("no --out", { lesson }, "attention-lab: export: give --out");
        row("unknown suffix", { lesson, "--out", "@dir/h.gif" }, "attention-lab: export: ");
        row("unknown colormap", { lesson, "--out", "@dir/h.png", "--colormap", "jet" },
            "attention-lab: export: no colour map named \"jet\"");
        row("head out of range", { lesson, "--out", "@dir/h.png", "--head", "1" },
            "attention-lab: export: --head \"1\" is not a whole number in 0…0");
        row("head not a number", { lesson, "--out", "@dir/h.png", "--head", "first" },
            "attention-lab: export: --head \"first\"");
        row("query out of range", { lesson, "--out", "@dir/h.png", "--query", "3" },
            "attention-lab: export: --query \"3\"");
        row("bad width", { lesson, "--out", "@dir/h.png", "--width", "0" },
            "attention-lab: export: --width \"0\"");
        row("huge height", { lesson, "--out", "@dir/h.png", "--height", "99999" },
            "attention-lab: export: --height \"99999\"");
        row("bad view", { lesson, "--out", "@dir/h.png", "--view", "table" },
            "attention-lab: export: --view \"table\"");
        row("bad numbers", { lesson, "--out", "@dir/h.png", "--numbers", "many" },
            "attention-lab: export: --numbers \"many\"");
        row("dpi on svg", { lesson, "--out", "@dir/h.svg", "--dpi", "300" },
            "attention-lab: export: --dpi is for PNG");
        QTest::newRow("--out on compute")
            << QStringList { "compute", lesson, "--out", "x.png" }
            << QStringLiteral("attention-lab: --out belongs to the export command");
    }
    void exportBadInputExitsTwo()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString broken = dir.filePath(QStringLiteral("broken.json"));
        QFile f(broken);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(
            R"({"format":"attention-lab-session","version":1,"tokens":["a"],"embeddings":[[1]],"num_heads":1,"W_Q":[[1]],"W_K":[[1]]})");
        f.close();
        args.replaceInStrings(QStringLiteral("@broken"), broken);
        args.replaceInStrings(QStringLiteral("@dir"), dir.path());
        const Run r = run(args, noDisplay());
        QCOMPARE(r.code, 2);
        QVERIFY2(r.out.isEmpty(), r.out.constData());
        const QString err = QString::fromUtf8(r.err);
        QCOMPARE(err.count('\n'), 1);
        QVERIFY2(err.startsWith(message), qPrintable(err));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files),
                 QStringList { QStringLiteral("broken.json") }); // nothing written
    }

    void exportBreakdown()
    {
        QTemporaryDir dir;
        // The lesson's token 2 ("river", query index 1) as an SVG: the slide's numbers are in it.
        const QString svg = dir.filePath(QStringLiteral("b.svg"));
        Run r = run({ QStringLiteral("export"), QStringLiteral("--preset"), QStringLiteral("lesson"),
                      QStringLiteral("--view"), QStringLiteral("breakdown"), QStringLiteral("--query"),
                      QStringLiteral("1"), QStringLiteral("--out"), svg },
                    noDisplay());
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY(r.out.isEmpty() && r.err.isEmpty());
        QFile f(svg);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&f);
        QString texts;
        while (!xml.atEnd())
            if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("text"))
                texts += xml.readElementText(QXmlStreamReader::IncludeChildElements) + QLatin1Char('|');
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        for (const char *expected :
             { "river", "1.414", "4.113", "8.342", "14.48", "0.284", "0.140", "0.576", "(1.720, 0.716)" })
            QVERIFY2(texts.contains(QString::fromUtf8(expected)), expected);

        // A PNG at the asked size.
        const QString png = dir.filePath(QStringLiteral("b.png"));
        r = run({ QStringLiteral("export"), QStringLiteral("--preset"), QStringLiteral("lesson-causal"),
                  QStringLiteral("--view"), QStringLiteral("breakdown"), QStringLiteral("--width"),
                  QStringLiteral("900"), QStringLiteral("--height"), QStringLiteral("700"),
                  QStringLiteral("--out"), png },
                noDisplay());
        QVERIFY2(r.code == 0, r.err.constData());
        QImage image(png);
        QCOMPARE(image.size(), QSize(900, 700));

        // One head only; a query that is not there is bad input.
        r = run({ QStringLiteral("export"), QStringLiteral("--preset"), QStringLiteral("two-heads"),
                  QStringLiteral("--view"), QStringLiteral("breakdown"), QStringLiteral("--head"),
                  QStringLiteral("all"), QStringLiteral("--out"), png },
                noDisplay());
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.startsWith("attention-lab: export: --view breakdown shows one head"));
        r = run({ QStringLiteral("export"), QStringLiteral("--preset"), QStringLiteral("lesson"),
                  QStringLiteral("--view"), QStringLiteral("breakdown"), QStringLiteral("--query"),
                  QStringLiteral("3"), QStringLiteral("--out"), png },
                noDisplay());
        QCOMPARE(r.code, 2);
        QCOMPARE(r.err.count('\n'), 1);
    }

    void exportThatCannotBeWrittenExitsOne_data()
    {
        QTest::addColumn<QString>("out");
        QTest::addColumn<QString>("message");
        QTest::newRow("no such folder")
            << QStringLiteral("/no/such/dir/h.png")
            << QStringLiteral("attention-lab: /no/such/dir/h.png: cannot write (No such file or directory)");
        QTest::newRow("a folder") << QStringLiteral("@dir/pictures.png")
                                  << QStringLiteral("pictures.png: is a folder");
    }
    void exportThatCannotBeWrittenExitsOne()
    {
        QFETCH(QString, out);
        QFETCH(QString, message);
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("pictures.png")));
        out.replace(QStringLiteral("@dir"), dir.path());
        const Run r = run(
            { QStringLiteral("export"), QStringLiteral("--preset=lesson"), QStringLiteral("--out"), out },
            noDisplay());
        QCOMPARE(r.code, 1);
        QVERIFY(r.out.isEmpty());
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
    }

    void exportOnAFullDiskKeepsTheOldPicture_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("png") << QStringLiteral("h.png");
        QTest::newRow("svg") << QStringLiteral("h.svg");
        QTest::newRow("pdf") << QStringLiteral("h.pdf");
    }
    void exportOnAFullDiskKeepsTheOldPicture()
    {
        QFETCH(QString, name);
        testing::FullDisk disk;
        const QString out = disk.filePath(name);
        {
            QFile old(out);
            QVERIFY(old.open(QIODevice::WriteOnly));
            old.write("the slide made yesterday");
        }
        disk.arm();
        QProcess p;
        p.setProcessEnvironment(noDisplay());
        disk.applyTo(p);
        p.start(QStringLiteral(ATTENTION_LAB_BIN),
                { QStringLiteral("export"), QStringLiteral("--preset"), QStringLiteral("lesson"),
                  QStringLiteral("--width"), QStringLiteral("200"), QStringLiteral("--height"),
                  QStringLiteral("150"), QStringLiteral("--out"), out });
        QVERIFY(p.waitForFinished(60000));
        disk.disarm();
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QCOMPARE(p.exitCode(), 1);
        QCOMPARE(err.count('\n'), 1);
        QVERIFY2(err.contains(disk.reason())
                     && err.contains(QStringLiteral("the previous file is unchanged")),
                 qPrintable(err));
        QCOMPARE(testing::readAll(out), QByteArray("the slide made yesterday"));
    }

    // The lesson's token 2 under the causal mask minus without it: +0.386, +0.190, −0.576.
    void exportCompareWritesTheDifference()
    {
        QTemporaryDir dir;
        const QString svg = dir.filePath(QStringLiteral("d.svg"));
        const Run r
            = run({ QStringLiteral("export"), QStringLiteral("--preset"), QStringLiteral("lesson-causal"),
                    QStringLiteral("--compare"), QStringLiteral(TEST_DATA_DIR "/lesson.session.json"),
                    QStringLiteral("--query"), QStringLiteral("1"), QStringLiteral("--out"), svg },
                  noDisplay());
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY(r.out.isEmpty() && r.err.isEmpty());
        const QStringList texts = svgTextsOf(svg);
        for (const char *t : { "+0.386", "+0.190", "−0.576", "Head 1 · weights lesson-causal − lesson" })
            QVERIFY2(texts.contains(QString::fromUtf8(t)),
                     qPrintable(QString::fromUtf8(t) + QStringLiteral(" not in ") + texts.join('|')));
    }

    void exportCompareEveryHeadAndFormat_data()
    {
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<QString>("suffix");
        QTest::newRow("all heads, png") << QStringList { "--head", "all" } << "png";
        QTest::newRow("head 2, pdf") << QStringList { "--head", "1" } << "pdf";
        QTest::newRow("all heads, svg, per-head scale")
            << QStringList { "--head", "all", "--per-head-scale" } << "svg";
    }
    void exportCompareEveryHeadAndFormat()
    {
        QFETCH(QStringList, extra);
        QFETCH(QString, suffix);
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("d.") + suffix);
        const Run r = run(QStringList { QStringLiteral("export"),
                                        QStringLiteral(TEST_DATA_DIR "/sliding-window.session.json"),
                                        QStringLiteral("--compare"),
                                        QStringLiteral(TEST_DATA_DIR "/prefix-window.session.json"),
                                        QStringLiteral("--out"), out }
                              + extra,
                          noDisplay());
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY(r.err.isEmpty());
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.size() > 1000);
        if (suffix == QLatin1String("svg")) {
            const QStringList texts = svgTextsOf(out);
            QVERIFY2(texts.contains(QStringLiteral("Head 1")) && texts.contains(QStringLiteral("Head 2")),
                     qPrintable(texts.join('|')));
        }
    }

    void exportCompareBadInputExitsTwo_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QString data = QStringLiteral(TEST_DATA_DIR "/");
        auto row = [&](const char *name, QStringList args, const QString &message) {
            QTest::newRow(name) << (QStringList { QStringLiteral("export") } + args
                                    + QStringList { QStringLiteral("--out"), QStringLiteral("@dir/d.png") })
                                << message;
        };
        row("another T", { "--preset", "lesson", "--compare", data + "two-heads-causal.session.json" },
            QStringLiteral(
                "attention-lab: two-heads-causal.session.json: tokens: 5 tokens, this session has 3\n"));
        row("another head count",
            { data + "window-padding.session.json", "--compare", data + "four-heads-blocked.session.json" },
            QStringLiteral(
                "attention-lab: four-heads-blocked.session.json: num_heads: 4 heads, this session has 2\n"));
        row("missing file", { "--preset", "lesson", "--compare", "@dir/none.json" },
            QStringLiteral("attention-lab: @dir/none.json: cannot open"));
        row("broken file", { "--preset", "lesson", "--compare", "@dir/broken.json" },
            QStringLiteral("attention-lab: broken.json: "));
        row("a directory", { "--preset", "lesson", "--compare", "@dir" }, QStringLiteral("attention-lab: "));
        row("with the breakdown",
            { "--preset", "lesson", "--compare", data + "lesson.session.json", "--view", "breakdown" },
            QStringLiteral("attention-lab: export: --compare draws the difference heatmap; leave out --view "
                           "breakdown\n"));
        row("with the line view",
            { "--preset", "lesson", "--compare", data + "lesson.session.json", "--view", "arcs" },
            QStringLiteral(
                "attention-lab: export: --compare draws the difference heatmap; leave out --view arcs\n"));
        row("with scores",
            { "--preset", "lesson", "--compare", data + "lesson.session.json", "--show", "scores" },
            QStringLiteral("attention-lab: export: --compare subtracts weights; leave out --show scores\n"));
    }
    void exportCompareBadInputExitsTwo()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        QTemporaryDir dir;
        QFile broken(dir.filePath(QStringLiteral("broken.json")));
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write("{\"format\": ");
        broken.close();
        args.replaceInStrings(QStringLiteral("@dir"), dir.path());
        message.replace(QStringLiteral("@dir"), dir.path());
        const Run r = run(args, noDisplay());
        QCOMPARE(r.code, 2);
        QVERIFY(r.out.isEmpty());
        const QString err = QString::fromUtf8(r.err);
        QCOMPARE(err.count('\n'), 1);
        QVERIFY2(err.startsWith(message), qPrintable(err));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("d.png")))); // nothing written
    }

    void compareOnlyBelongsToExport()
    {
        const Run r = run({ QStringLiteral("--compare"), QStringLiteral("x.json"),
                            QStringLiteral("-platform"), QStringLiteral("offscreen") });
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.startsWith("attention-lab: --compare belongs to the export command"),
                 r.err.constData());
    }

    // ---- export --view lines: the line view --------------------------------------------------

    void exportLines_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("suffix");
        QTest::addColumn<QStringList>("texts");
        QTest::newRow("lesson, query 1, svg")
            << QStringList { "--preset", "lesson", "--query", "1" } << "svg"
            << QStringList { "Head 1 · attention as lines", "river", "0.284", "0.140", "0.576" };
        QTest::newRow("eight heads, all, svg")
            << QStringList { "--preset", "eight-heads", "--head", "all" } << "svg"
            << QStringList { "All 8 heads · attention as lines", "Head 1 · previous token",
                             "Head 7 · latest noun" };
        QTest::newRow("eight heads, head 3, svg")
            << QStringList { "--preset", "eight-heads", "--head", "2" } << "svg"
            << QStringList { "Head 3 (self) · attention as lines" };
        QTest::newRow("two heads, png")
            << QStringList { "--preset", "two-heads", "--head", "all", "--width", "1280", "--height", "720" }
            << "png" << QStringList {};
        QTest::newRow("file, pdf") << QStringList { TEST_DATA_DIR "/lesson-causal.session.json" } << "pdf"
                                   << QStringList {};
        // "arcs", the option's older name, draws the same line view.
        QTest::newRow("--view arcs, svg")
            << QStringList { "--preset", "lesson", "--query", "1", "--view", "arcs" } << "svg"
            << QStringList { "Head 1 · attention as lines", "river", "0.284", "0.140", "0.576" };
    }
    void exportLines()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, suffix);
        QFETCH(QStringList, texts);
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("a.") + suffix);
        // --view lines unless the row names its view (an option is given once: twice is refused)
        const QStringList view = args.contains(QStringLiteral("--view"))
            ? QStringList {}
            : QStringList { QStringLiteral("--view"), QStringLiteral("lines") };
        const Run r = run(QStringList { QStringLiteral("export") } + view + QStringList { QStringLiteral("--out"), out }
                              + args,
                          noDisplay());
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY(r.out.isEmpty() && r.err.isEmpty());
        if (suffix == QLatin1String("png"))
            QCOMPARE(pngSize(out), QSize(1280, 720));
        if (suffix == QLatin1String("pdf")) {
            QFile f(out);
            QVERIFY(f.open(QIODevice::ReadOnly));
            QVERIFY(f.read(5) == "%PDF-");
        }
        const QStringList found = suffix == QLatin1String("svg") ? svgTextsOf(out) : QStringList();
        for (const QString &t : texts)
            QVERIFY2(found.contains(t), qPrintable(t + QStringLiteral(" not in ") + found.join('|')));
    }

    // The heatmap and the grid of heads name each head as the session does (eight-heads).
    void exportHeatmapNamesTheHeads_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QStringList>("texts");
        QTest::newRow("head 3") << QStringList { "--head", "2" }
                                << QStringList { "Head 3 (self) · attention weights" };
        QTest::newRow("all heads") << QStringList { "--head", "all", "--width", "2400" }
                                   << QStringList { "Head 1 · previous token", "Head 7 · latest noun" };
    }
    void exportHeatmapNamesTheHeads()
    {
        QFETCH(QStringList, args);
        QFETCH(QStringList, texts);
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("h.svg"));
        const Run r = run(QStringList { QStringLiteral("export"), QStringLiteral("--preset"),
                                        QStringLiteral("eight-heads"), QStringLiteral("--out"), out }
                              + args,
                          noDisplay());
        QVERIFY2(r.code == 0, r.err.constData());
        const QStringList found = svgTextsOf(out);
        for (const QString &t : texts)
            QVERIFY2(found.contains(t), qPrintable(t + QStringLiteral(" not in ") + found.join('|')));
    }

    void exportLinesBadInputExitsTwo_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        auto row = [&](const char *name, QStringList args, const char *message) {
            QTest::newRow(name) << (QStringList { QStringLiteral("export"), QStringLiteral("--view"),
                                                  QStringLiteral("lines"), QStringLiteral("--out"),
                                                  QStringLiteral("@dir/a.png") }
                                    + args)
                                << QString::fromUtf8(message);
        };
        row("colormap", { "--preset", "lesson", "--colormap", "magma" },
            "attention-lab: export: --colormap is for the heatmap; the line view draws each head in its own "
            "colour\n");
        row("show", { "--preset", "lesson", "--show", "scores" },
            "attention-lab: export: --show is for the heatmap");
        row("row max", { "--preset", "lesson", "--row-max" },
            "attention-lab: export: --row-max is for the heatmap");
        row("query out of range", { "--preset", "lesson", "--query", "3" },
            "attention-lab: export: --query \"3\" is not a whole number in 0…2");
        row("head out of range", { "--preset", "two-heads", "--head", "2" },
            "attention-lab: export: --head \"2\"");
    }
    void exportLinesBadInputExitsTwo()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        QTemporaryDir dir;
        args.replaceInStrings(QStringLiteral("@dir"), dir.path());
        const Run r = run(args, noDisplay());
        QCOMPARE(r.code, 2);
        QVERIFY(r.out.isEmpty());
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY2(QString::fromUtf8(r.err).startsWith(message), r.err.constData());
        QVERIFY(QDir(dir.path()).entryList(QDir::Files).isEmpty());
    }

    // ---- the rule: every option that changes nothing in that picture is refused -------------

    void exportRefusesWhatChangesNothing_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QString other = QStringLiteral(TEST_DATA_DIR "/lesson.session.json");
        auto row = [&](const char *name, QStringList args, const char *message) {
            QTest::newRow(name) << args << QString::fromUtf8(message);
        };
        row("per-head scale, one head", { "--preset", "two-heads", "--per-head-scale" },
            "attention-lab: export: --per-head-scale is for --head all");
        row("per-head scale, head 1", { "--preset", "two-heads", "--head", "1", "--per-head-scale" },
            "attention-lab: export: --per-head-scale is for --head all");
        row("breakdown, colormap", { "--preset", "lesson", "--view", "breakdown", "--colormap", "magma" },
            "attention-lab: export: --colormap is for the heatmap; the breakdown");
        row("breakdown, row max", { "--preset", "lesson", "--view", "breakdown", "--row-max" },
            "attention-lab: export: --row-max is for the heatmap; the breakdown");
        row("breakdown, show", { "--preset", "lesson", "--view", "breakdown", "--show", "scores" },
            "attention-lab: export: --show is for the heatmap; the breakdown");
        row("breakdown, per-head scale",
            { "--preset", "two-heads", "--view", "breakdown", "--per-head-scale" },
            "attention-lab: export: --per-head-scale is for the heatmap; the breakdown");
        row("breakdown, numbers off", { "--preset", "lesson", "--view", "breakdown", "--numbers", "off" },
            "attention-lab: export: --numbers off: the breakdown is its numbers");
        row("lines, numbers, no query", { "--preset", "lesson", "--view", "lines", "--numbers", "2" },
            "attention-lab: export: --numbers: the line view writes numbers only beside one query's lines");
        row("lines, all heads, numbers",
            { "--preset", "two-heads", "--view", "lines", "--head", "all", "--numbers", "off" },
            "attention-lab: export: --numbers: the line view");
        row("lines, per-head scale",
            { "--preset", "two-heads", "--view", "lines", "--head", "all", "--per-head-scale" },
            "attention-lab: export: --per-head-scale is for the heatmap; the line view");
        row("scores, row max", { "--preset", "lesson", "--show", "scores", "--row-max" },
            "attention-lab: export: --row-max scales weights");
        row("compare, sequential colormap",
            { "--preset", "lesson-causal", "--compare", other, "--colormap", "magma" },
            "attention-lab: export: --compare keeps its diverging scale centred on 0; --colormap magma is "
            "sequential");
        row("compare, row max", { "--preset", "lesson-causal", "--compare", other, "--row-max" },
            "attention-lab: export: --row-max scales weights; --compare's");
        row("compare, one head, per-head scale",
            { "--preset", "lesson-causal", "--compare", other, "--per-head-scale" },
            "attention-lab: export: --per-head-scale is for --head all");
        row("all heads, average", { "--preset", "two-heads", "--head", "all", "--show", "average" },
            "attention-lab: export: --head all already shows the average");
        row("one head, average", { "--preset", "lesson", "--show", "average" },
            "attention-lab: export: --show average: a session of one head is its own average");
        row("pdf, dpi", { "--preset", "lesson", "--view", "breakdown", "--dpi", "192" },
            "attention-lab: export: --dpi is for PNG");
    }
    void exportRefusesWhatChangesNothing()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString out = dir.filePath(args.contains(QStringLiteral("--dpi")) ? QStringLiteral("x.pdf")
                                                                                : QStringLiteral("x.png"));
        const Run r
            = run(QStringList { QStringLiteral("export"), QStringLiteral("--out"), out } + args, noDisplay());
        QCOMPARE(r.code, 2);
        QVERIFY(r.out.isEmpty());
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY2(QString::fromUtf8(r.err).startsWith(message), r.err.constData());
        QVERIFY(QDir(dir.path()).entryList(QDir::Files).isEmpty()); // nothing written
    }

    // The same options where they do change the picture are drawn.
    void exportKeepsWhatChanges_data()
    {
        QTest::addColumn<QStringList>("args");
        const QString other = QStringLiteral(TEST_DATA_DIR "/lesson.session.json");
        QTest::newRow("compare, diverging map")
            << QStringList { "--preset", "lesson-causal", "--compare", other, "--colormap", "RdBu" };
        QTest::newRow("lines, numbers with a query")
            << QStringList { "--preset", "lesson", "--view", "lines", "--query", "1", "--numbers", "2" };
        QTest::newRow("breakdown, numbers 2")
            << QStringList { "--preset", "lesson", "--view", "breakdown", "--numbers", "2" };
        QTest::newRow("all heads, row max, per-head scale")
            << QStringList { "--preset", "two-heads", "--head", "all", "--row-max", "--per-head-scale" };
        QTest::newRow("scores, magma, numbers off")
            << QStringList { "--preset",   "lesson", "--show",    "scores",
                             "--colormap", "magma",  "--numbers", "off" };
    }
    void exportKeepsWhatChanges()
    {
        QFETCH(QStringList, args);
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("x.png"));
        const Run r
            = run(QStringList { QStringLiteral("export"), QStringLiteral("--out"), out } + args, noDisplay());
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY(r.err.isEmpty());
        QVERIFY(QFile::exists(out));
    }

    // --head all --per-head-scale on a session of one head draws that head as --head all does, so
    // one script can draw every preset the same way (issue 43: lesson-causal was refused).
    void exportPerHeadScaleOnOneHeadDrawsIt()
    {
        QTemporaryDir dir;
        QByteArray svgs[2];
        for (const bool perHead : { false, true }) {
            const QString out
                = dir.filePath(perHead ? QStringLiteral("per-head.svg") : QStringLiteral("all.svg"));
            QStringList args { QStringLiteral("export"),
                               QStringLiteral("--preset"),
                               QStringLiteral("lesson-causal"),
                               QStringLiteral("--head"),
                               QStringLiteral("all"),
                               QStringLiteral("--out"),
                               out };
            if (perHead)
                args << QStringLiteral("--per-head-scale");
            const Run r = run(args, noDisplay());
            QVERIFY2(r.code == 0, r.err.constData());
            QVERIFY(r.err.isEmpty());
            QFile f(out);
            QVERIFY(f.open(QIODevice::ReadOnly));
            svgs[perHead] = f.readAll();
            QVERIFY(svgTextsOf(out).contains(QStringLiteral("0.670"))); // the causal row of "river"
        }
        QCOMPARE(svgs[1], svgs[0]);
    }
};

QTEST_GUILESS_MAIN(TestCliExport)
#include "tst_cli_export.moc"
