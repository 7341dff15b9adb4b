// attention-lab lesson and --present, run as a teacher's script would: the step list, the
// deck and worksheet PDFs with the session's own numbers, and what it refuses.
#include "cli_fixture.h"

using namespace testing;

class TestCliLesson : public QObject {
    Q_OBJECT

private slots:
    void lessonListIsNumberTabTitle_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("the lesson preset") << QStringList { "lesson", "--preset", "lesson", "--list" };
        QTest::newRow("another session")
            << QStringList { "lesson", QStringLiteral(TEST_DATA_DIR "/two-heads-causal.session.json"),
                             "--list" };
        QTest::newRow("no session") << QStringList { "lesson", "--list" };
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
        QVERIFY(lines.contains(QStringLiteral("10\tScores: each query against every key")));
    }

    void lessonMisuseIsExitTwo_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QString out = QStringLiteral("@dir/x.png");
        QTest::newRow("no step 0") << QStringList { "lesson", "--preset", "lesson", "--step",
                                                    "0",      "--out",    out }
                                   << "attention-lab: lesson: --step \"0\" is not a whole number in 1…";
        QTest::newRow("no step 99") << QStringList { "lesson", "--preset", "lesson", "--step",
                                                     "99",     "--out",    out }
                                    << "attention-lab: lesson: --step \"99\" is not a whole number in 1…";
        QTest::newRow("PNG without --step") << QStringList { "lesson", "--preset", "lesson", "--out", out }
                                            << "attention-lab: lesson: a PNG holds one step: add --step N";
        QTest::newRow("SVG without --step")
            << QStringList { "lesson", "--preset", "lesson", "--out", "@dir/x.svg" }
            << "attention-lab: lesson: an SVG holds one step";
        QTest::newRow("answers without quiz")
            << QStringList { "lesson", "--preset", "lesson", "--answers", "--out", "@dir/x.pdf" }
            << "attention-lab: lesson: --answers goes with --quiz";
        QTest::newRow("no --out") << QStringList { "lesson", "--preset", "lesson" }
                                  << "attention-lab: lesson: give --out DECK.pdf";
        QTest::newRow("unknown file type")
            << QStringList { "lesson", "--preset", "lesson", "--out", "@dir/x.gif" }
            << "attention-lab: lesson: @dir/x.gif: unknown file type";
        QTest::newRow("--list with --out")
            << QStringList { "lesson", "--list", "--out", "@dir/x.pdf" }
            << "attention-lab: lesson: --list prints the steps and takes no --out";
        QTest::newRow("no such head")
            << QStringList { "lesson", "--preset", "lesson", "--head", "1", "--step", "2", "--out", out }
            << "attention-lab: lesson: --head \"1\" is not a whole number in 0…0";
        QTest::newRow("no such query")
            << QStringList { "lesson", "--preset", "lesson", "--query", "3", "--step", "2", "--out", out }
            << "attention-lab: lesson: --query \"3\" is not a whole number in 0…2";
        QTest::newRow("no such preset")
            << QStringList { "lesson", "--preset", "zzz", "--step", "2", "--out", out }
            << "attention-lab: no preset named";
        QTest::newRow("an export option")
            << QStringList { "lesson", "--preset", "lesson", "--view", "arcs", "--out", "@dir/x.pdf" }
            << "attention-lab: --view belongs to the export command";
        QTest::newRow("a lesson option for export")
            << QStringList { "export", "--preset", "lesson", "--quiz", "--out", out }
            << "attention-lab: --quiz belongs to the lesson command";
        QTest::newRow("too small") << QStringList {
            "lesson", "--preset", "lesson", "--width", "8", "--step", "2", "--out", out
        } << "attention-lab: lesson: --width \"8\" is not a whole number in 16…20000";
        QTest::newRow("measuring too far") << QStringList {
            "lesson", "--preset", "lesson", "--measure-up-to", "9000", "--out", "@dir/x.pdf"
        } << "attention-lab: lesson: --measure-up-to \"9000\" is not a whole number in 256…4096";
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
        QTest::newRow("the lesson's scores")
            << QStringList { "--preset", "lesson" } << 10 << QStringList { "q₂·k₁ = 1·1 + 1·1 =", "3" };
        QTest::newRow("the lesson's e^x")
            << QStringList { "--preset", "lesson" } << 12 << QStringList { "8.342", "e^2.121 = 8.339" };
        QTest::newRow("two heads' code")
            << QStringList { "--preset", "two-heads" } << 29 << QStringList { "np.sqrt(4)" };
        QTest::newRow("two heads' split") << QStringList { "--preset", "two-heads" } << 24
                                          << QStringList { "this session: d_model = 8, h = 2" };
        QTest::newRow("query 3 of the lesson") << QStringList { "--preset", "lesson", "--query", "2" } << 10
                                               << QStringList { "q₃·k₃ = 2·1 + 1·2 =", "4" };
        // The saturation preset is saved with query 0 in its view: the lesson follows it.
        QTest::newRow("a preset's own query")
            << QStringList { "--preset", "saturation" } << 10 << QStringList { "q₁·k₁ =", "query 1 “" };
    }
    void lessonStepsHaveTheSessionsNumbers()
    {
        QFETCH(QStringList, session);
        QFETCH(int, step);
        QFETCH(QStringList, shown);
        QTemporaryDir dir;
        const QString svg = dir.filePath(QStringLiteral("step.svg"));
        const Run r = run(QStringList { "lesson" } + session
                          + QStringList { "--step", QString::number(step), "--out", svg });
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
            QVERIFY2(all.contains(s),
                     qPrintable(QStringLiteral("“%1” not in %2").arg(s, texts.join(QStringLiteral(" | ")))));
    }

    // The cost step is measured once per machine: the first run keeps its timings in the cache
    // folder, the next reads them back (the same numbers), and its claim follows them.
    void lessonCostIsMeasuredOnceThenKept()
    {
        QTemporaryDir dir;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_CACHE_HOME"), dir.filePath(QStringLiteral("cache")));
        const QString cache = dir.filePath(QStringLiteral("cache/attention-lab/lesson-cost.json"));
        const QStringList steps = QString::fromUtf8(run({ "lesson", "--list" }).out).split('\n');
        const QStringList costLine = steps.filter(QStringLiteral("cost"), Qt::CaseInsensitive);
        QCOMPARE(costLine.size(), 1);
        const QString step = costLine.front().section(QLatin1Char('\t'), 0, 0);
        auto costTexts = [&](const QString &name) {
            const QString svg = dir.filePath(name);
            const Run r = run(
                { "lesson", "--preset", "lesson", "--step", step, "--out", svg, "--measure-up-to", "512" },
                env);
            QStringList texts;
            if (r.code != 0 || !r.err.isEmpty())
                return QStringList { QStringLiteral("failed: ") + QString::fromUtf8(r.err) };
            QFile f(svg);
            if (!f.open(QIODevice::ReadOnly))
                return texts;
            QXmlStreamReader xml(&f);
            while (!xml.atEnd())
                if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("text"))
                    texts << xml.readElementText(QXmlStreamReader::IncludeChildElements);
            return texts;
        };
        static const QRegularExpression time(QStringLiteral("^[0-9.]+ m?s$"));
        QVERIFY(!QFileInfo::exists(cache));
        const QStringList first = costTexts(QStringLiteral("first.svg"));
        QVERIFY2(QFileInfo::exists(cache), qPrintable(first.join(" | ")));
        const QStringList second = costTexts(QStringLiteral("second.svg"));
        QVERIFY(first.filter(time).size() >= 2); // T = 256 and 512 (and the axis)
        QCOMPARE(second.filter(time), first.filter(time));
        QCOMPARE(second.filter(QStringLiteral("×")), first.filter(QStringLiteral("×")));
        // What is kept: each size's median of several runs.
        QFile f(cache);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QJsonObject kept = QJsonDocument::fromJson(f.readAll()).object();
        f.close();
        const QJsonArray points = kept.value(QStringLiteral("points")).toArray();
        QCOMPARE(points.size(), 2);
        for (const auto &p : points)
            QVERIFY(p.toObject().value(QStringLiteral("runs")).toInt() >= 3);
        // The claim follows the count: ×2.2 where the count says ×2.4 agrees with it; ×3.9 is
        // off it, and is not called "near ×4" (the count for 256 → 512 is far from ×4).
        for (const double ratio : { 2.2, 3.9 }) {
            QJsonArray edited;
            for (int i = 0; i < 2; ++i) {
                QJsonObject p = points.at(i).toObject();
                p.insert(QStringLiteral("seconds"), i == 0 ? 0.1 : 0.1 * ratio);
                edited.append(p);
            }
            kept.insert(QStringLiteral("points"), edited);
            QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
            f.write(QJsonDocument(kept).toJson());
            f.close();
            const QString all = costTexts(QStringLiteral("claim.svg")).join(QLatin1Char(' '));
            QVERIFY2(all.contains(QStringLiteral("100 ms")), qPrintable(all)); // read back, not measured
            QVERIFY2(all.contains(QStringLiteral("×%1").arg(ratio, 0, 'f', 1)), qPrintable(all));
            QVERIFY2(!all.contains(QStringLiteral("quadruple")), qPrintable(all));
            QVERIFY2(!all.contains(QStringLiteral("near ×4"))
                         && all.contains(QStringLiteral("T² part is 33 %")),
                     qPrintable(all));
            if (ratio < 3)
                QVERIFY2(all.contains(QStringLiteral("as the count says")), qPrintable(all));
            else
                QVERIFY2(all.contains(QStringLiteral("×3.9, is off the count's ×2.4")), qPrintable(all));
        }
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
                for (const QString &n :
                     media.match(QString::fromLatin1(pdf)).captured(1).simplified().split(QLatin1Char(' ')))
                    numbers << QString::number(qRound(n.toDouble()));
                *box = numbers.join(QLatin1Char(' ')).toLatin1();
            }
            static const QRegularExpression page(QStringLiteral("/Type\\s*/Page(?!s)"));
            return int(QString::fromLatin1(pdf).count(page));
        };
        const Run list = run({ "lesson", "--list" });
        const int steps = int(list.out.count('\n'));
        // The deck: a page per step (the cost step measured only at T = 256 here, to stay quick).
        const QString deck = dir.filePath(QStringLiteral("deck.pdf"));
        Run r = run({ "lesson", "--preset", "lesson", "--out", deck, "--measure-up-to", "256" });
        QCOMPARE(r.code, 0);
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        QByteArray box;
        QCOMPARE(pages(deck, &box), steps);
        QCOMPARE(box, QByteArray("0 0 1280 720"));
        // The worksheet: A4 portrait unless asked otherwise, fewer pages (steps that ask for numbers).
        const QString sheet = dir.filePath(QStringLiteral("sheet.pdf"));
        r = run({ "lesson", "--preset", "lesson", "--quiz", "--out", sheet, "--measure-up-to", "256" });
        QCOMPARE(r.code, 0);
        const int sheetPages = pages(sheet, &box);
        QVERIFY(sheetPages >= 12 && sheetPages < steps);
        QCOMPARE(box, QByteArray("0 0 595 842"));
        const QString key = dir.filePath(QStringLiteral("key.pdf"));
        r = run({ "lesson", "--preset", "lesson", "--quiz", "--answers", "--out", key, "--measure-up-to",
                  "256", "--width", "842", "--height", "595" });
        QCOMPARE(r.code, 0);
        QCOMPARE(pages(key, &box), sheetPages);
        QCOMPARE(box, QByteArray("0 0 842 595"));
        // One step as a PNG of the size asked.
        const QString png = dir.filePath(QStringLiteral("s.png"));
        r = run({ "lesson", "--preset", "lesson", "--step", "16", "--out", png, "--width", "1024", "--height",
                  "768" });
        QCOMPARE(r.code, 0);
        QCOMPARE(QImage(png).size(), QSize(1024, 768));
    }
};

QTEST_GUILESS_MAIN(TestCliLesson)
#include "tst_cli_lesson.moc"
