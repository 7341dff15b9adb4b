// The real attention-lab program, run as a user or a script would.
#include "../common/compare_json.h"
#include "../common/full_disk.h"
#include "../common/run_program.h"

#include <QDir>
#include <QImage>
#include <QProcess>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QRegularExpression>
#include <QXmlStreamReader>

#include <sys/stat.h>

class TestCli : public QObject
{
    Q_OBJECT

    using Run = testing::ProgramRun;
    static Run run(const QStringList &args, const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment())
    {
        return testing::runProgram(QStringLiteral(ATTENTION_LAB_BIN), args, env);
    }

private slots:
    void computeMatchesReference_data()
    {
        QTest::addColumn<QString>("name");
        for (const QString &c : testing::referenceCases())
            QTest::newRow(qPrintable(c)) << c;
    }
    void computeMatchesReference()
    {
        QFETCH(QString, name);
        const QString dir = QStringLiteral(TEST_DATA_DIR "/");
        const Run r = run({QStringLiteral("compute"), dir + name + ".session.json"});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        QJsonParseError pe;
        const QJsonDocument doc = QJsonDocument::fromJson(r.out, &pe);
        QVERIFY2(pe.error == QJsonParseError::NoError, qPrintable(pe.errorString()));
        const QString diff = testing::compareJson(doc.object(), testing::readJson(dir + name + ".expected.json"), 1e-12);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }

    void computeLessonPreset()
    {
        const Run r = run({QStringLiteral("compute"), QStringLiteral("--preset"), QStringLiteral("lesson")});
        QCOMPARE(r.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        const QJsonArray row2 = o.value("heads").toArray().at(0).toObject().value("weights").toArray().at(1).toArray();
        QCOMPARE(row2.size(), 3);
        QVERIFY(std::abs(row2.at(0).toDouble() - 0.284) < 5e-4);
        QVERIFY(std::abs(row2.at(2).toDouble() - 0.576) < 5e-4);
        const QJsonArray out2 = o.value("output").toArray().at(1).toArray();
        QVERIFY(std::abs(out2.at(0).toDouble() - 1.72) < 5e-3);
        QVERIFY(std::abs(out2.at(1).toDouble() - 0.72) < 5e-3);
    }

    void badInputExitsTwo_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("file");   // written to a temp file named broken.json when set
        QTest::addColumn<QString>("message");
        auto broken = [](const char *name, const QByteArray &json, const char *message) {
            QTest::newRow(name) << QStringList{QStringLiteral("compute"), QStringLiteral("@file")} << json << QString::fromUtf8(message);
        };
        broken("not json", "not json at all", "attention-lab: broken.json: not valid JSON");
        broken("ragged", R"({"format":"attention-lab-session","version":1,"tokens":["a","b"],"embeddings":[[1,2],[3]],"num_heads":1,"W_Q":[[1,0],[0,1]],"W_K":[[1,0],[0,1]],"W_V":[[1,0],[0,1]]})",
               "attention-lab: broken.json: embeddings: row 1 has 1 numbers, expected 2");
        broken("heads", R"({"format":"attention-lab-session","version":1,"tokens":["a"],"embeddings":[[1,2,3]],"num_heads":2,"W_Q":[[1,0,0],[0,1,0],[0,0,1]],"W_K":[[1,0,0],[0,1,0],[0,0,1]],"W_V":[[1,0,0],[0,1,0],[0,0,1]]})",
               "attention-lab: broken.json: num_heads: 2 does not divide d_model 3");
        broken("padding range", R"({"format":"attention-lab-session","version":1,"tokens":["a"],"embeddings":[[1]],"num_heads":1,"W_Q":[[1]],"W_K":[[1]],"W_V":[[1]],"padding":[4]})",
               "attention-lab: broken.json: padding: entry 0 is 4, outside 0…0");
        broken("missing", R"({"format":"attention-lab-session","version":1,"tokens":["a"],"embeddings":[[1]],"num_heads":1,"W_Q":[[1]],"W_K":[[1]]})",
               "attention-lab: broken.json: W_V: missing");
        broken("empty file", "", "attention-lab: broken.json: not valid JSON");
        QTest::newRow("no such file") << QStringList{QStringLiteral("compute"), QStringLiteral("/no/such/file.json")} << QByteArray()
                                      << QStringLiteral("attention-lab: /no/such/file.json: cannot open");
        QTest::newRow("unknown preset") << QStringList{QStringLiteral("compute"), QStringLiteral("--preset"), QStringLiteral("zzz")} << QByteArray()
                                        << QStringLiteral("attention-lab: no preset named \"zzz\"");
        QTest::newRow("nothing to compute") << QStringList{QStringLiteral("compute")} << QByteArray()
                                            << QStringLiteral("attention-lab: compute: give either a session file or --preset NAME");
        QTest::newRow("both file and preset") << QStringList{QStringLiteral("compute"), QStringLiteral("a.json"), QStringLiteral("--preset"), QStringLiteral("lesson")} << QByteArray()
                                              << QStringLiteral("attention-lab: compute: give either");
        QTest::newRow("unknown option") << QStringList{QStringLiteral("compute"), QStringLiteral("--frobnicate")} << QByteArray()
                                        << QStringLiteral("attention-lab: Unknown option 'frobnicate'");
    }
    void badInputExitsTwo()
    {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, file);
        QFETCH(QString, message);
        QTemporaryDir dir;
        if (args.contains(QStringLiteral("@file"))) {
            const QString path = dir.filePath(QStringLiteral("broken.json"));
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(file);
            f.close();
            args.replaceInStrings(QStringLiteral("@file"), path);
        }
        const Run r = run(args);
        QCOMPARE(r.code, 2);
        QVERIFY2(r.out.isEmpty(), r.out.constData());
        const QString err = QString::fromUtf8(r.err);
        QCOMPARE(err.count('\n'), 1);
        QVERIFY2(err.startsWith(message), qPrintable(err));
    }

    void computeTooLargeToPrintIsRefusedUpFront()
    {
        // 4096 tokens, 16 heads (d_model 16): 537 M scores and weights to print, ~48 GB on the
        // way. Refused with one line before any work, not killed by the kernel halfway.
        QFile meminfo(QStringLiteral("/proc/meminfo"));
        QVERIFY(meminfo.open(QIODevice::ReadOnly));
        const QByteArray info = meminfo.readAll();
        const qsizetype at = info.indexOf("MemAvailable:");
        if (at < 0)
            QSKIP("no MemAvailable in /proc/meminfo: the check has nothing to go by");
        if (info.mid(at + 13, info.indexOf('\n', at) - at - 13).trimmed().split(' ').value(0).toLongLong() > (40ll << 20))
            QSKIP("this machine has more than 40 GB available: it would print it");
        QJsonArray tokens, embeddings, identity;
        for (int t = 0; t < 4096; ++t) {
            tokens << QStringLiteral("t%1").arg(t);
            QJsonArray row;
            for (int j = 0; j < 16; ++j)
                row << ((t * 7 + j * 3) % 11) / 10.0;
            embeddings << row;
        }
        for (int i = 0; i < 16; ++i) {
            QJsonArray row;
            for (int j = 0; j < 16; ++j)
                row << (i == j ? 1.0 : 0.0);
            identity << row;
        }
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("huge.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(QJsonObject{{"format", "attention-lab-session"}, {"version", 1}, {"tokens", tokens},
                                          {"embeddings", embeddings}, {"num_heads", 16}, {"W_Q", identity},
                                          {"W_K", identity}, {"W_V", identity}})
                    .toJson(QJsonDocument::Compact));
        f.close();
        const Run r = run({QStringLiteral("compute"), path});
        QCOMPARE(r.code, 1);
        QVERIFY(r.out.isEmpty());
        const QString err = QString::fromUtf8(r.err);
        QCOMPARE(err.count('\n'), 1);
        QVERIFY2(err.startsWith(QStringLiteral("attention-lab: compute: printing this session's 536870912 scores and weights needs about")),
                 qPrintable(err));
    }

    void helpVersionPresets()
    {
        Run r = run({QStringLiteral("--help")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("compute"));
        QVERIFY(r.out.contains("presets"));
        r = run({QStringLiteral("--version")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.startsWith("attention-lab "));
        r = run({QStringLiteral("presets")});
        QCOMPARE(r.code, 0);
        const QList<QByteArray> lines = r.out.trimmed().split('\n');
        QVERIFY(lines.size() >= 5);
        QVERIFY(lines.first().startsWith("lesson"));
        QVERIFY(r.out.contains("\nbank"));
        QVERIFY(r.out.contains("\ntwo-heads"));
    }

    // Width and height from a PNG's IHDR chunk (this test stays free of Qt Gui).
    static QSize pngSize(const QString &path)
    {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            return {};
        const QByteArray head = f.read(24);
        if (head.size() < 24 || !head.startsWith("\x89PNG\r\n\x1a\n") || head.mid(12, 4) != "IHDR")
            return {};
        auto be32 = [&](int at) {
            return (int(uchar(head[at])) << 24) | (int(uchar(head[at + 1])) << 16) | (int(uchar(head[at + 2])) << 8) | int(uchar(head[at + 3]));
        };
        return {be32(16), be32(20)};
    }

    // The machine of a script or CI job: no display of any kind, no platform chosen.
    static QProcessEnvironment noDisplay()
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const char *name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "XDG_RUNTIME_DIR"})
            env.remove(QString::fromLatin1(name));
        return env;
    }

    void exportAllHeadsSvgWithoutDisplay()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("heads.svg"));
        const Run r = run({QStringLiteral("export"), QStringLiteral("--preset"), QStringLiteral("two-heads"), QStringLiteral("--head"),
                           QStringLiteral("all"), QStringLiteral("--out"), out},
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
        QVERIFY2(texts.contains(QStringLiteral("Head 1")) && texts.contains(QStringLiteral("Head 2")) && !texts.contains(QStringLiteral("Head 0")), qPrintable(texts.join('|')));
        QVERIFY(texts.contains(QStringLiteral("Average of 2 heads (not a head)")));
        QVERIFY(texts.count(QStringLiteral("mat")) >= 6); // both axes of three panels
    }

    void exportPngSizeAndDpi_data()
    {
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<QSize>("pixels");
        QTest::newRow("default") << QStringList() << QSize(1200, 900);
        QTest::newRow("640x480") << QStringList{"--width", "640", "--height", "480"} << QSize(640, 480);
        QTest::newRow("dpi 192") << QStringList{"--width", "500", "--height", "400", "--dpi", "192"} << QSize(1000, 800);
        QTest::newRow("head 1, query, map, numbers off") << QStringList{"--head", "0", "--query", "2", "--colormap", "magma", "--numbers", "off"} << QSize(1200, 900);
        QTest::newRow("logits, row max") << QStringList{"--show", "logits", "--row-max"} << QSize(1200, 900);
    }
    void exportPngSizeAndDpi()
    {
        QFETCH(QStringList, extra);
        QFETCH(QSize, pixels);
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("h.png"));
        const Run r = run(QStringList{QStringLiteral("export"), QStringLiteral("--preset"), QStringLiteral("lesson-causal"),
                                      QStringLiteral("--out"), out} + extra, noDisplay());
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY(r.out.isEmpty());
        QCOMPARE(pngSize(out), pixels);
    }

    void exportPdf()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("h.pdf"));
        const Run r = run({QStringLiteral("export"), QStringLiteral(TEST_DATA_DIR "/fully-masked-row.session.json"), QStringLiteral("--out"), out},
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
            QTest::newRow(name) << (QStringList{QStringLiteral("export")} + args) << QString::fromUtf8(message);
        };
        row("broken session", {"@broken", "--out", "@dir/h.png"}, "attention-lab: broken.json: W_V: missing");
        row("no session", {"--out", "@dir/h.png"}, "attention-lab: export: give either a session file or --preset NAME");
        row("no --out", {lesson}, "attention-lab: export: give --out");
        row("unknown suffix", {lesson, "--out", "@dir/h.gif"}, "attention-lab: export: ");
        row("unknown colormap", {lesson, "--out", "@dir/h.png", "--colormap", "jet"}, "attention-lab: export: no colour map named \"jet\"");
        row("head out of range", {lesson, "--out", "@dir/h.png", "--head", "1"}, "attention-lab: export: --head \"1\" is not a whole number in 0…0");
        row("head not a number", {lesson, "--out", "@dir/h.png", "--head", "first"}, "attention-lab: export: --head \"first\"");
        row("query out of range", {lesson, "--out", "@dir/h.png", "--query", "3"}, "attention-lab: export: --query \"3\"");
        row("bad width", {lesson, "--out", "@dir/h.png", "--width", "0"}, "attention-lab: export: --width \"0\"");
        row("huge height", {lesson, "--out", "@dir/h.png", "--height", "99999"}, "attention-lab: export: --height \"99999\"");
        row("bad view", {lesson, "--out", "@dir/h.png", "--view", "table"}, "attention-lab: export: --view \"table\"");
        row("bad numbers", {lesson, "--out", "@dir/h.png", "--numbers", "many"}, "attention-lab: export: --numbers \"many\"");
        row("dpi on svg", {lesson, "--out", "@dir/h.svg", "--dpi", "300"}, "attention-lab: export: --dpi is for PNG");
        QTest::newRow("--out on compute") << QStringList{"compute", lesson, "--out", "x.png"}
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
        f.write(R"({"format":"attention-lab-session","version":1,"tokens":["a"],"embeddings":[[1]],"num_heads":1,"W_Q":[[1]],"W_K":[[1]]})");
        f.close();
        args.replaceInStrings(QStringLiteral("@broken"), broken);
        args.replaceInStrings(QStringLiteral("@dir"), dir.path());
        const Run r = run(args, noDisplay());
        QCOMPARE(r.code, 2);
        QVERIFY2(r.out.isEmpty(), r.out.constData());
        const QString err = QString::fromUtf8(r.err);
        QCOMPARE(err.count('\n'), 1);
        QVERIFY2(err.startsWith(message), qPrintable(err));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("broken.json")}); // nothing written
    }

    void exportBreakdown()
    {
        QTemporaryDir dir;
        // The lesson's token 2 ("river", query index 1) as an SVG: the slide's numbers are in it.
        const QString svg = dir.filePath(QStringLiteral("b.svg"));
        Run r = run({QStringLiteral("export"), QStringLiteral("--preset"), QStringLiteral("lesson"), QStringLiteral("--view"),
                     QStringLiteral("breakdown"), QStringLiteral("--query"), QStringLiteral("1"), QStringLiteral("--out"), svg},
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
        for (const char *expected : {"river", "1.414", "4.113", "8.342", "14.48", "0.284", "0.140", "0.576", "(1.720, 0.716)"})
            QVERIFY2(texts.contains(QString::fromUtf8(expected)), expected);

        // A PNG at the asked size.
        const QString png = dir.filePath(QStringLiteral("b.png"));
        r = run({QStringLiteral("export"), QStringLiteral("--preset"), QStringLiteral("lesson-causal"), QStringLiteral("--view"),
                 QStringLiteral("breakdown"), QStringLiteral("--width"), QStringLiteral("900"), QStringLiteral("--height"),
                 QStringLiteral("700"), QStringLiteral("--out"), png},
                noDisplay());
        QVERIFY2(r.code == 0, r.err.constData());
        QImage image(png);
        QCOMPARE(image.size(), QSize(900, 700));

        // One head only; a query that is not there is bad input.
        r = run({QStringLiteral("export"), QStringLiteral("--preset"), QStringLiteral("two-heads"), QStringLiteral("--view"),
                 QStringLiteral("breakdown"), QStringLiteral("--head"), QStringLiteral("all"), QStringLiteral("--out"), png},
                noDisplay());
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.startsWith("attention-lab: export: --view breakdown shows one head"));
        r = run({QStringLiteral("export"), QStringLiteral("--preset"), QStringLiteral("lesson"), QStringLiteral("--view"),
                 QStringLiteral("breakdown"), QStringLiteral("--query"), QStringLiteral("3"), QStringLiteral("--out"), png},
                noDisplay());
        QCOMPARE(r.code, 2);
        QCOMPARE(r.err.count('\n'), 1);
    }

    void helpMentionsExport()
    {
        const Run r = run({QStringLiteral("--help")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("attention-lab export (FILE.json | --preset NAME) --out FILE.{png,svg,pdf}"));
        QVERIFY(r.out.contains("--head N|all"));
        QVERIFY(r.out.contains("--colormap NAME"));
    }

    void optionsMayComeFirst()
    {
        const Run r = run({QStringLiteral("--preset"), QStringLiteral("lesson"), QStringLiteral("compute")});
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY(QJsonDocument::fromJson(r.out).object().contains(QStringLiteral("heads")));
    }

    // ---- nothing lost: outputs that cannot be written, inputs that are not files ----

    void exportThatCannotBeWrittenExitsOne_data()
    {
        QTest::addColumn<QString>("out");
        QTest::addColumn<QString>("message");
        QTest::newRow("no such folder") << QStringLiteral("/no/such/dir/h.png") << QStringLiteral("attention-lab: /no/such/dir/h.png: cannot write (No such file or directory)");
        QTest::newRow("a folder") << QStringLiteral("@dir/pictures.png") << QStringLiteral("pictures.png: is a folder");
    }
    void exportThatCannotBeWrittenExitsOne()
    {
        QFETCH(QString, out);
        QFETCH(QString, message);
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("pictures.png")));
        out.replace(QStringLiteral("@dir"), dir.path());
        const Run r = run({QStringLiteral("export"), QStringLiteral("--preset=lesson"), QStringLiteral("--out"), out}, noDisplay());
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
        p.start(QStringLiteral(ATTENTION_LAB_BIN), {QStringLiteral("export"), QStringLiteral("--preset"), QStringLiteral("lesson"),
                                                     QStringLiteral("--width"), QStringLiteral("200"), QStringLiteral("--height"),
                                                     QStringLiteral("150"), QStringLiteral("--out"), out});
        QVERIFY(p.waitForFinished(60000));
        disk.disarm();
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QCOMPARE(p.exitCode(), 1);
        QCOMPARE(err.count('\n'), 1);
        QVERIFY2(err.contains(disk.reason()) && err.contains(QStringLiteral("the previous file is unchanged")), qPrintable(err));
        QCOMPARE(testing::readAll(out), QByteArray("the slide made yesterday"));
    }

    void computeIntoAFullDeviceExitsOne()
    {
        QProcess p;
        p.setStandardOutputFile(QStringLiteral("/dev/full"));
        p.start(QStringLiteral(ATTENTION_LAB_BIN), {QStringLiteral("compute"), QStringLiteral("--preset"), QStringLiteral("lesson")});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 1);
        const QByteArray err = p.readAllStandardError();
        QCOMPARE(err, QByteArray("attention-lab: cannot write the output (No space left on device)\n"));
        for (const char *cmd : {"presets", "--help", "--version"}) {
            p.start(QStringLiteral(ATTENTION_LAB_BIN), {QString::fromLatin1(cmd)});
            QVERIFY(p.waitForFinished(60000));
            QCOMPARE(p.exitCode(), 1);
            QVERIFY(p.readAllStandardError().contains("No space left on device"));
        }
    }

    void computeIntoAClosedPipeExitsOne()
    {
        // `compute … | head -c1`: the reader goes away after one byte. Exit 1 and one line, not
        // killed by SIGPIPE, not a flood of messages.
        QTemporaryDir dir;
        const QString session = dir.filePath(QStringLiteral("big.json"));
        QJsonArray tokens, embeddings, identity;
        for (int t = 0; t < 120; ++t) {
            tokens << QStringLiteral("t%1").arg(t);
            embeddings << QJsonArray{t % 7 * 0.25, t % 5 * 0.5};
        }
        identity << QJsonArray{1, 0} << QJsonArray{0, 1};
        QFile f(session);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(QJsonObject{{"format", "attention-lab-session"}, {"version", 1}, {"tokens", tokens},
                                          {"embeddings", embeddings}, {"num_heads", 1}, {"W_Q", identity},
                                          {"W_K", identity}, {"W_V", identity}})
                    .toJson());
        f.close();
        QProcess p;
        p.start(QStringLiteral("bash"), {QStringLiteral("-c"), QStringLiteral("\"$0\" compute \"$1\" | head -c1 >/dev/null; echo \"${PIPESTATUS[0]}\""),
                                         QStringLiteral(ATTENTION_LAB_BIN), session});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.readAllStandardOutput().trimmed(), QByteArray("1"));
        QCOMPARE(p.readAllStandardError(), QByteArray("attention-lab: cannot write the output (Broken pipe)\n"));
    }

    void whatIsNotAFileIsRefusedAtOnce_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("message");
        for (const char *command : {"compute", "export"}) {
            const QString c = QString::fromLatin1(command);
            QTest::addRow("%s /dev/zero", command) << c << QStringLiteral("/dev/zero") << QStringLiteral("attention-lab: /dev/zero: is a device, not a file");
            QTest::addRow("%s /dev/stdin", command) << c << QStringLiteral("/dev/stdin") << QStringLiteral("attention-lab: /dev/stdin: is ");
            QTest::addRow("%s fifo", command) << c << QStringLiteral("@fifo") << QStringLiteral("is a named pipe (FIFO), not a file");
            QTest::addRow("%s folder", command) << c << QStringLiteral("@dir") << QStringLiteral("is a folder, not a file");
        }
    }
    void whatIsNotAFileIsRefusedAtOnce()
    {
        QFETCH(QString, command);
        QFETCH(QString, path);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("session.json"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        path.replace(QStringLiteral("@fifo"), fifo).replace(QStringLiteral("@dir"), dir.path());
        QStringList args{command, path};
        if (command == QLatin1String("export"))
            args << QStringLiteral("--out") << dir.filePath(QStringLiteral("h.png"));
        // A FIFO nobody writes to once made compute wait for ever, and /dev/zero read without end.
        QProcess p;
        p.setProcessEnvironment(noDisplay());
        p.start(QStringLiteral(ATTENTION_LAB_BIN), args);
        p.closeWriteChannel();
        const bool finished = p.waitForFinished(20000);
        if (!finished)
            p.kill();
        QVERIFY2(finished, "still reading after 20 s");
        QCOMPARE(p.exitCode(), 2);
        const QString err = QString::fromUtf8(p.readAllStandardError());
        QCOMPARE(err.count('\n'), 1);
        QVERIFY2(err.contains(message), qPrintable(err));
    }

    void controlCharactersInNamesAreEscaped()
    {
        const Run r = run({QStringLiteral("compute"), QStringLiteral("/tmp/no\x1b[2Jsuch\nfile.json")});
        QCOMPARE(r.code, 2);
        QVERIFY(!r.err.contains('\x1b'));
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY2(r.err.startsWith("attention-lab: /tmp/no\\x1b[2Jsuch\\nfile.json: cannot open"), r.err.constData());
    }

    // ---- without a display: every misuse is one line and the documented exit code ----

    // ---- the lesson ---------------------------------------------------------------------------

    void lessonListIsNumberTabTitle_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("the lesson preset") << QStringList{"lesson", "--preset", "lesson", "--list"};
        QTest::newRow("another session") << QStringList{"lesson", QStringLiteral(TEST_DATA_DIR "/two-heads-causal.session.json"), "--list"};
        QTest::newRow("no session") << QStringList{"lesson", "--list"};
    }
    void lessonListIsNumberTabTitle()
    {
        QFETCH(QStringList, args);
        const Run r = run(args);
        QCOMPARE(r.code, 0);
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        const QStringList lines = QString::fromUtf8(r.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QVERIFY(lines.size() >= 25);
        static const QRegularExpression line(QStringLiteral("^(\\d+)\t[^\t]+$"));
        for (int i = 0; i < lines.size(); ++i) {
            const auto m = line.match(lines.at(i));
            QVERIFY2(m.hasMatch(), qPrintable(lines.at(i)));
            QCOMPARE(m.captured(1).toInt(), i + 1); // counted from 1
        }
        QVERIFY(r.out.endsWith('\n'));
        QVERIFY(lines.contains(QStringLiteral("7\tScores: each query against every key")));
    }

    void lessonMisuseIsExitTwo_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QString out = QStringLiteral("@dir/x.png");
        QTest::newRow("no step 0") << QStringList{"lesson", "--preset", "lesson", "--step", "0", "--out", out}
                                   << "attention-lab: lesson: --step \"0\" is not a whole number in 1…";
        QTest::newRow("no step 99") << QStringList{"lesson", "--preset", "lesson", "--step", "99", "--out", out}
                                    << "attention-lab: lesson: --step \"99\" is not a whole number in 1…";
        QTest::newRow("PNG without --step") << QStringList{"lesson", "--preset", "lesson", "--out", out}
                                            << "attention-lab: lesson: a PNG holds one step: add --step N";
        QTest::newRow("SVG without --step") << QStringList{"lesson", "--preset", "lesson", "--out", "@dir/x.svg"}
                                            << "attention-lab: lesson: an SVG holds one step";
        QTest::newRow("answers without quiz") << QStringList{"lesson", "--preset", "lesson", "--answers", "--out", "@dir/x.pdf"}
                                              << "attention-lab: lesson: --answers goes with --quiz";
        QTest::newRow("no --out") << QStringList{"lesson", "--preset", "lesson"} << "attention-lab: lesson: give --out DECK.pdf";
        QTest::newRow("unknown file type") << QStringList{"lesson", "--preset", "lesson", "--out", "@dir/x.gif"}
                                           << "attention-lab: lesson: @dir/x.gif: unknown file type";
        QTest::newRow("--list with --out") << QStringList{"lesson", "--list", "--out", "@dir/x.pdf"}
                                           << "attention-lab: lesson: --list prints the steps and takes no --out";
        QTest::newRow("no such head") << QStringList{"lesson", "--preset", "lesson", "--head", "1", "--step", "2", "--out", out}
                                      << "attention-lab: lesson: --head \"1\" is not a whole number in 0…0";
        QTest::newRow("no such query") << QStringList{"lesson", "--preset", "lesson", "--query", "3", "--step", "2", "--out", out}
                                       << "attention-lab: lesson: --query \"3\" is not a whole number in 0…2";
        QTest::newRow("no such preset") << QStringList{"lesson", "--preset", "zzz", "--step", "2", "--out", out}
                                        << "attention-lab: no preset named";
        QTest::newRow("an export option") << QStringList{"lesson", "--preset", "lesson", "--view", "arcs", "--out", "@dir/x.pdf"}
                                          << "attention-lab: --view belongs to the export command";
        QTest::newRow("a lesson option for export") << QStringList{"export", "--preset", "lesson", "--quiz", "--out", out}
                                                    << "attention-lab: --quiz belongs to the lesson command";
        QTest::newRow("too small") << QStringList{"lesson", "--preset", "lesson", "--width", "8", "--step", "2", "--out", out}
                                   << "attention-lab: lesson: --width \"8\" is not a whole number in 16…20000";
        QTest::newRow("measuring too far") << QStringList{"lesson", "--preset", "lesson", "--measure-up-to", "9000", "--out", "@dir/x.pdf"}
                                           << "attention-lab: lesson: --measure-up-to \"9000\" is not a whole number in 256…4096";
    }
    void lessonMisuseIsExitTwo()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        QTemporaryDir dir;
        for (QString &a : args)
            a.replace(QStringLiteral("@dir"), dir.path());
        message.replace(QStringLiteral("@dir"), dir.path());
        const Run r = run(args);
        QCOMPARE(r.code, 2);
        QVERIFY(r.out.isEmpty());
        const QString err = QString::fromUtf8(r.err);
        QCOMPARE(err.count('\n'), 1);
        QVERIFY2(err.startsWith(message), qPrintable(err));
        QVERIFY(QDir(dir.path()).isEmpty()); // nothing written
    }

    void lessonStepsHaveTheSessionsNumbers_data()
    {
        QTest::addColumn<QStringList>("session");
        QTest::addColumn<int>("step");
        QTest::addColumn<QStringList>("shown");
        QTest::newRow("the lesson's scores") << QStringList{"--preset", "lesson"} << 7 << QStringList{"q₂·k₁ = 1·1 + 1·1 =", "3"};
        QTest::newRow("the lesson's e^x") << QStringList{"--preset", "lesson"} << 9 << QStringList{"8.342", "e^2.121 = 8.339"};
        QTest::newRow("two heads' code") << QStringList{"--preset", "two-heads"} << 24 << QStringList{"np.sqrt(4)"};
        QTest::newRow("two heads' split") << QStringList{"--preset", "two-heads"} << 19 << QStringList{"this session: d_model = 8, h = 2"};
        QTest::newRow("query 3 of the lesson") << QStringList{"--preset", "lesson", "--query", "2"} << 7
                                               << QStringList{"q₃·k₃ = 2·1 + 1·2 =", "4"};
    }
    void lessonStepsHaveTheSessionsNumbers()
    {
        QFETCH(QStringList, session);
        QFETCH(int, step);
        QFETCH(QStringList, shown);
        QTemporaryDir dir;
        const QString svg = dir.filePath(QStringLiteral("step.svg"));
        const Run r = run(QStringList{"lesson"} + session + QStringList{"--step", QString::number(step), "--out", svg});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        QFile f(svg);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&f);
        QStringList texts;
        while (!xml.atEnd())
            if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("text"))
                texts << xml.readElementText(QXmlStreamReader::IncludeChildElements);
        QVERIFY(!xml.hasError());
        const QString all = texts.join(QLatin1Char(' ')); // wrapped lines are texts of their own
        for (const QString &s : shown)
            QVERIFY2(all.contains(s), qPrintable(QStringLiteral("“%1” not in %2").arg(s, texts.join(QStringLiteral(" | ")))));
    }

    void lessonDeckAndWorksheet()
    {
        QTemporaryDir dir;
        auto pages = [](const QString &path, QByteArray *box = nullptr) {
            QFile f(path);
            if (!f.open(QIODevice::ReadOnly))
                return -1;
            const QByteArray pdf = f.readAll();
            static const QRegularExpression media(QStringLiteral("/MediaBox\\s*\\[([^\\]]*)\\]"));
            if (box) { // "0 0 1280.000000 720.000000" → "0 0 1280 720"
                QStringList numbers;
                for (const QString &n : media.match(QString::fromLatin1(pdf)).captured(1).simplified().split(QLatin1Char(' ')))
                    numbers << QString::number(qRound(n.toDouble()));
                *box = numbers.join(QLatin1Char(' ')).toLatin1();
            }
            static const QRegularExpression page(QStringLiteral("/Type\\s*/Page(?!s)"));
            return int(QString::fromLatin1(pdf).count(page));
        };
        const Run list = run({"lesson", "--list"});
        const int steps = int(list.out.count('\n'));
        // The deck: a page per step (the cost step measured only at T = 256 here, to stay quick).
        const QString deck = dir.filePath(QStringLiteral("deck.pdf"));
        Run r = run({"lesson", "--preset", "lesson", "--out", deck, "--measure-up-to", "256"});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        QByteArray box;
        QCOMPARE(pages(deck, &box), steps);
        QCOMPARE(box, QByteArray("0 0 1280 720"));
        // The worksheet: A4 portrait unless asked otherwise, fewer pages (steps that ask for numbers).
        const QString sheet = dir.filePath(QStringLiteral("sheet.pdf"));
        r = run({"lesson", "--preset", "lesson", "--quiz", "--out", sheet, "--measure-up-to", "256"});
        QCOMPARE(r.code, 0);
        const int sheetPages = pages(sheet, &box);
        QVERIFY(sheetPages >= 12 && sheetPages < steps);
        QCOMPARE(box, QByteArray("0 0 595 842"));
        const QString key = dir.filePath(QStringLiteral("key.pdf"));
        r = run({"lesson", "--preset", "lesson", "--quiz", "--answers", "--out", key, "--measure-up-to", "256", "--width", "842", "--height", "595"});
        QCOMPARE(r.code, 0);
        QCOMPARE(pages(key, &box), sheetPages);
        QCOMPARE(box, QByteArray("0 0 842 595"));
        // One step as a PNG of the size asked.
        const QString png = dir.filePath(QStringLiteral("s.png"));
        r = run({"lesson", "--preset", "lesson", "--step", "14", "--out", png, "--width", "1024", "--height", "768"});
        QCOMPARE(r.code, 0);
        QCOMPARE(QImage(png).size(), QSize(1024, 768));
    }

    void presentIsTheWindowNotACommand()
    {
        // A command word counts only as the first argument: this is the window (no display: exit 1).
        const Run r = run({"--present", "--preset", "lesson"}, noDisplay());
        QCOMPARE(r.code, 1);
        QVERIFY(r.err.startsWith("attention-lab: no display"));
    }

    void withoutADisplay_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("message");
        const QString lesson = QStringLiteral(TEST_DATA_DIR "/lesson.session.json");
        const QString noDisplayLine = QStringLiteral("attention-lab: no display to show the window on");
        QTest::newRow("unknown option") << QStringList{"--bogus"} << 2 << QStringLiteral("attention-lab: unknown option \"--bogus\"");
        QTest::newRow("unknown single-dash option") << QStringList{"-bogus"} << 2 << QStringLiteral("attention-lab: unknown option \"-bogus\"");
        QTest::newRow("export option for the window") << QStringList{"--out", "x.png"} << 2 << QStringLiteral("attention-lab: --out belongs to the export command");
        QTest::newRow("two files") << QStringList{lesson, lesson} << 2 << QStringLiteral("attention-lab: one session file at a time");
        QTest::newRow("unknown preset") << QStringList{"--preset", "zzz"} << 2 << QStringLiteral("attention-lab: no preset named \"zzz\"");
        QTest::newRow("file and preset") << QStringList{lesson, "--preset", "lesson"} << 2 << QStringLiteral("attention-lab: give either a session file or --preset NAME");
        QTest::newRow("option without its value") << QStringList{"--preset"} << 2 << QStringLiteral("attention-lab: option \"--preset\" needs a value");
        QTest::newRow("qt option without its value") << QStringList{"-style"} << 2 << QStringLiteral("attention-lab: option \"-style\" needs a value");
        QTest::newRow("command, unknown option") << QStringList{"compute", "--bogus"} << 2 << QStringLiteral("attention-lab: Unknown option 'bogus'");
        QTest::newRow("command, bad picture type") << QStringList{"export", "--preset=lesson", "--out", "x.gif"} << 2 << QStringLiteral("attention-lab: export: x.gif: unknown image type");
        QTest::newRow("the window") << QStringList{} << 1 << noDisplayLine;
        QTest::newRow("the window on a file") << QStringList{lesson} << 1 << noDisplayLine;
        QTest::newRow("the window on a missing file") << QStringList{"/no/such.json"} << 1 << noDisplayLine;
        QTest::newRow("the window on a preset") << QStringList{"--preset", "bank"} << 1 << noDisplayLine;
        QTest::newRow("the window with a Qt option") << QStringList{"-style", "fusion", lesson} << 1 << noDisplayLine;
        QTest::newRow("presentation") << QStringList{"--present"} << 1 << noDisplayLine;
        QTest::newRow("presentation of a preset at a step") << QStringList{"--present", "--preset", "lesson", "--step", "3"} << 1 << noDisplayLine;
        QTest::newRow("presentation, no such step") << QStringList{"--present", "--step", "99"} << 2
                                                    << QStringLiteral("attention-lab: --step \"99\" is not a step number in 1…");
        QTest::newRow("presentation, step 0") << QStringList{"--present", "--step=0"} << 2
                                              << QStringLiteral("attention-lab: --step \"0\" is not a step number");
        QTest::newRow("a step without --present") << QStringList{"--step", "3"} << 2
                                                  << QStringLiteral("attention-lab: --step goes with --present");
        QTest::newRow("a lesson option for the window") << QStringList{"--quiz"} << 2
                                                        << QStringLiteral("attention-lab: --quiz belongs to the lesson command");
        QTest::newRow("the window on a model") << QStringList{"--open-model", "/some/gpt2", "--text", "The bank"} << 1 << noDisplayLine;
        QTest::newRow("--open-model without its folder") << QStringList{"--open-model="} << 2
                                                          << QStringLiteral("attention-lab: --open-model needs the model's folder");
        QTest::newRow("--text without --open-model") << QStringList{"--text", "The bank"} << 2
                                                      << QStringLiteral("attention-lab: --text goes with --open-model MODEL_DIR");
    }
    void withoutADisplay()
    {
        QFETCH(QStringList, args);
        QFETCH(int, code);
        QFETCH(QString, message);
        const Run r = run(args, noDisplay());
        QCOMPARE(r.code, code);
        QVERIFY(r.out.isEmpty());
        const QString err = QString::fromUtf8(r.err);
        QCOMPARE(err.count('\n'), 1);
        QVERIFY2(err.startsWith(message), qPrintable(err));
        if (code == 1) // it says what works without a display
            QVERIFY2(err.contains(QStringLiteral("compute, export")), qPrintable(err));
    }

    void theWindowDoesNotReadAFileItCannotShow()
    {
        // Without a display the window is refused before the file is opened: a FIFO is not waited on.
        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("s.json"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QProcess p;
        p.setProcessEnvironment(noDisplay());
        p.start(QStringLiteral(ATTENTION_LAB_BIN), {fifo});
        const bool finished = p.waitForFinished(20000);
        if (!finished)
            p.kill();
        QVERIFY(finished);
        QCOMPARE(p.exitCode(), 1);
    }

    void anUnreachableDisplayIsOneLine()
    {
        // DISPLAY names an X server that is not there: Qt would abort (exit 134).
        QProcessEnvironment env = noDisplay();
        env.insert(QStringLiteral("DISPLAY"), QStringLiteral(":93"));
        const Run r = run({}, env);
        QCOMPARE(r.code, 1);
        const QString err = QString::fromUtf8(r.err);
        QCOMPARE(err.count('\n'), 1);
        QVERIFY2(err.startsWith(QStringLiteral("attention-lab: cannot open the window: ")), qPrintable(err));
    }

    void windowRefusesUnknownOption()
    {
        const Run r = run({QStringLiteral("--no-such-option"), QStringLiteral("-platform"), QStringLiteral("offscreen")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("attention-lab: unknown option \"--no-such-option\""), r.err.constData());
    }

    // ---- export --compare: the difference heatmap -----------------------------------------

    static QStringList svgTextsOf(const QString &path)
    {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            return {};
        QXmlStreamReader xml(&f);
        QStringList texts;
        while (!xml.atEnd())
            if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("text"))
                texts << xml.readElementText(QXmlStreamReader::IncludeChildElements).trimmed();
        return texts;
    }

    // The lesson's token 2 under the causal mask minus without it: +0.386, +0.190, −0.576.
    void exportCompareWritesTheDifference()
    {
        QTemporaryDir dir;
        const QString svg = dir.filePath(QStringLiteral("d.svg"));
        const Run r = run({QStringLiteral("export"), QStringLiteral("--preset"), QStringLiteral("lesson-causal"), QStringLiteral("--compare"),
                           QStringLiteral(TEST_DATA_DIR "/lesson.session.json"), QStringLiteral("--query"), QStringLiteral("1"),
                           QStringLiteral("--out"), svg},
                          noDisplay());
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY(r.out.isEmpty() && r.err.isEmpty());
        const QStringList texts = svgTextsOf(svg);
        for (const char *t : {"+0.386", "+0.190", "−0.576", "Head 1 · weights lesson-causal − lesson"})
            QVERIFY2(texts.contains(QString::fromUtf8(t)), qPrintable(QString::fromUtf8(t) + QStringLiteral(" not in ") + texts.join('|')));
    }

    void exportCompareEveryHeadAndFormat_data()
    {
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<QString>("suffix");
        QTest::newRow("all heads, png") << QStringList{"--head", "all"} << "png";
        QTest::newRow("head 2, pdf") << QStringList{"--head", "1"} << "pdf";
        QTest::newRow("all heads, svg, per-head scale") << QStringList{"--head", "all", "--per-head-scale"} << "svg";
    }
    void exportCompareEveryHeadAndFormat()
    {
        QFETCH(QStringList, extra);
        QFETCH(QString, suffix);
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("d.") + suffix);
        const Run r = run(QStringList{QStringLiteral("export"), QStringLiteral(TEST_DATA_DIR "/sliding-window.session.json"),
                                      QStringLiteral("--compare"), QStringLiteral(TEST_DATA_DIR "/prefix-window.session.json"),
                                      QStringLiteral("--out"), out} + extra,
                          noDisplay());
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY(r.err.isEmpty());
        QFile f(out);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.size() > 1000);
        if (suffix == QLatin1String("svg")) {
            const QStringList texts = svgTextsOf(out);
            QVERIFY2(texts.contains(QStringLiteral("Head 1")) && texts.contains(QStringLiteral("Head 2")), qPrintable(texts.join('|')));
        }
    }

    void exportCompareBadInputExitsTwo_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QString data = QStringLiteral(TEST_DATA_DIR "/");
        auto row = [&](const char *name, QStringList args, const QString &message) {
            QTest::newRow(name) << (QStringList{QStringLiteral("export")} + args + QStringList{QStringLiteral("--out"), QStringLiteral("@dir/d.png")})
                                << message;
        };
        row("another T", {"--preset", "lesson", "--compare", data + "two-heads-causal.session.json"},
            QStringLiteral("attention-lab: two-heads-causal.session.json: tokens: 5 tokens, this session has 3\n"));
        row("another head count", {data + "window-padding.session.json", "--compare", data + "four-heads-blocked.session.json"},
            QStringLiteral("attention-lab: four-heads-blocked.session.json: num_heads: 4 heads, this session has 2\n"));
        row("missing file", {"--preset", "lesson", "--compare", "@dir/none.json"}, QStringLiteral("attention-lab: @dir/none.json: cannot open"));
        row("broken file", {"--preset", "lesson", "--compare", "@dir/broken.json"}, QStringLiteral("attention-lab: broken.json: "));
        row("a directory", {"--preset", "lesson", "--compare", "@dir"}, QStringLiteral("attention-lab: "));
        row("with the breakdown", {"--preset", "lesson", "--compare", data + "lesson.session.json", "--view", "breakdown"},
            QStringLiteral("attention-lab: export: --compare draws the difference heatmap; leave out --view breakdown\n"));
        row("with the line view", {"--preset", "lesson", "--compare", data + "lesson.session.json", "--view", "arcs"},
            QStringLiteral("attention-lab: export: --compare draws the difference heatmap; leave out --view arcs\n"));
        row("with scores", {"--preset", "lesson", "--compare", data + "lesson.session.json", "--show", "scores"},
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
        const Run r = run({QStringLiteral("--compare"), QStringLiteral("x.json"), QStringLiteral("-platform"), QStringLiteral("offscreen")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.startsWith("attention-lab: --compare belongs to the export command"), r.err.constData());
    }

    // ---- export --view arcs: the line view --------------------------------------------------

    void exportArcs_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("suffix");
        QTest::addColumn<QStringList>("texts");
        QTest::newRow("lesson, query 1, svg") << QStringList{"--preset", "lesson", "--query", "1"} << "svg"
                                              << QStringList{"Head 1 · attention as lines", "river", "0.284", "0.140", "0.576"};
        QTest::newRow("eight heads, all, svg") << QStringList{"--preset", "eight-heads", "--head", "all"} << "svg"
                                               << QStringList{"All 8 heads · attention as lines", "Head 1 · previous token",
                                                              "Head 7 · latest noun"};
        QTest::newRow("eight heads, head 3, svg") << QStringList{"--preset", "eight-heads", "--head", "2"} << "svg"
                                                  << QStringList{"Head 3 (self) · attention as lines"};
        QTest::newRow("two heads, png") << QStringList{"--preset", "two-heads", "--head", "all", "--width", "1280", "--height", "720"}
                                        << "png" << QStringList{};
        QTest::newRow("file, pdf") << QStringList{TEST_DATA_DIR "/lesson-causal.session.json"} << "pdf" << QStringList{};
    }
    void exportArcs()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, suffix);
        QFETCH(QStringList, texts);
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("a.") + suffix);
        const Run r = run(QStringList{QStringLiteral("export"), QStringLiteral("--view"), QStringLiteral("arcs"), QStringLiteral("--out"), out} + args,
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

    void exportArcsBadInputExitsTwo_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        auto row = [&](const char *name, QStringList args, const char *message) {
            QTest::newRow(name) << (QStringList{QStringLiteral("export"), QStringLiteral("--view"), QStringLiteral("arcs"),
                                                QStringLiteral("--out"), QStringLiteral("@dir/a.png")} + args)
                                << QString::fromUtf8(message);
        };
        row("colormap", {"--preset", "lesson", "--colormap", "magma"},
            "attention-lab: export: --colormap is for the heatmap; the line view draws each head in its own colour\n");
        row("show", {"--preset", "lesson", "--show", "scores"}, "attention-lab: export: --show is for the heatmap");
        row("row max", {"--preset", "lesson", "--row-max"}, "attention-lab: export: --row-max is for the heatmap");
        row("query out of range", {"--preset", "lesson", "--query", "3"}, "attention-lab: export: --query \"3\" is not a whole number in 0…2");
        row("head out of range", {"--preset", "two-heads", "--head", "2"}, "attention-lab: export: --head \"2\"");
    }
    void exportArcsBadInputExitsTwo()
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

    void helpMentionsCompareAndArcs()
    {
        const Run r = run({QStringLiteral("--help")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("--compare OTHER.json"));
        QVERIFY(r.out.contains("--view heatmap|breakdown|arcs"));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
