// The real attention-lab program, run as a user or a script would: compute, help, faults
// (full devices, closed pipes, what is not a file) and the window without a display.
#include "cli_fixture.h"

#include "core/blas.h"

using namespace testing;

class TestCli : public QObject {
    Q_OBJECT

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
        const Run r = run({ QStringLiteral("compute"), dir + name + ".session.json" });
        QCOMPARE(r.code, 0);
        QVERIFY2(r.err.isEmpty(), r.err.constData());
        QJsonParseError pe;
        const QJsonDocument doc = QJsonDocument::fromJson(r.out, &pe);
        QVERIFY2(pe.error == QJsonParseError::NoError, qPrintable(pe.errorString()));
        const QString diff
            = testing::compareJson(doc.object(), testing::readJson(dir + name + ".expected.json"), 1e-12);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }

    void computeLessonPreset()
    {
        const Run r
            = run({ QStringLiteral("compute"), QStringLiteral("--preset"), QStringLiteral("lesson") });
        QCOMPARE(r.code, 0);
        const QJsonObject o = QJsonDocument::fromJson(r.out).object();
        const QJsonArray row2
            = o.value("heads").toArray().at(0).toObject().value("weights").toArray().at(1).toArray();
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
        QTest::addColumn<QByteArray>("file"); // written to a temp file named broken.json when set
        QTest::addColumn<QString>("message");
        auto broken = [](const char *name, const QByteArray &json, const char *message) {
            QTest::newRow(name) << QStringList { QStringLiteral("compute"), QStringLiteral("@file") } << json
                                << QString::fromUtf8(message);
        };
        broken("not json", "not json at all", "attention-lab: broken.json: not valid JSON");
        broken(
            "ragged",
            R"({"format":"attention-lab-session","version":1,"tokens":["a","b"],"embeddings":[[1,2],[3]],"num_heads":1,"W_Q":[[1,0],[0,1]],"W_K":[[1,0],[0,1]],"W_V":[[1,0],[0,1]]})",
            "attention-lab: broken.json: embeddings: row 1 has 1 numbers, expected 2");
        broken(
            "heads",
            R"({"format":"attention-lab-session","version":1,"tokens":["a"],"embeddings":[[1,2,3]],"num_heads":2,"W_Q":[[1,0,0],[0,1,0],[0,0,1]],"W_K":[[1,0,0],[0,1,0],[0,0,1]],"W_V":[[1,0,0],[0,1,0],[0,0,1]]})",
            "attention-lab: broken.json: num_heads: 2 does not divide d_model 3");
        broken(
            "padding range",
            R"({"format":"attention-lab-session","version":1,"tokens":["a"],"embeddings":[[1]],"num_heads":1,"W_Q":[[1]],"W_K":[[1]],"W_V":[[1]],"padding":[4]})",
            "attention-lab: broken.json: padding: entry 0 is 4, outside 0…0");
        broken(
            "missing",
            R"({"format":"attention-lab-session","version":1,"tokens":["a"],"embeddings":[[1]],"num_heads":1,"W_Q":[[1]],"W_K":[[1]]})",
            "attention-lab: broken.json: W_V: missing");
        broken("empty file", "", "attention-lab: broken.json: not valid JSON");
        QTest::newRow("no such file")
            << QStringList { QStringLiteral("compute"), QStringLiteral("/no/such/file.json") } << QByteArray()
            << QStringLiteral("attention-lab: /no/such/file.json: cannot open");
        QTest::newRow("unknown preset")
            << QStringList { QStringLiteral("compute"), QStringLiteral("--preset"), QStringLiteral("zzz") }
            << QByteArray() << QStringLiteral("attention-lab: no preset named \"zzz\"");
        QTest::newRow("nothing to compute")
            << QStringList { QStringLiteral("compute") } << QByteArray()
            << QStringLiteral("attention-lab: compute: give either a session file or --preset NAME");
        QTest::newRow("both file and preset")
            << QStringList { QStringLiteral("compute"), QStringLiteral("a.json"), QStringLiteral("--preset"),
                             QStringLiteral("lesson") }
            << QByteArray() << QStringLiteral("attention-lab: compute: give either");
        QTest::newRow("unknown option")
            << QStringList { QStringLiteral("compute"), QStringLiteral("--frobnicate") } << QByteArray()
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
        if (info.mid(at + 13, info.indexOf('\n', at) - at - 13).trimmed().split(' ').value(0).toLongLong()
            > (40ll << 20))
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
        f.write(QJsonDocument(QJsonObject { { "format", "attention-lab-session" },
                                            { "version", 1 },
                                            { "tokens", tokens },
                                            { "embeddings", embeddings },
                                            { "num_heads", 16 },
                                            { "W_Q", identity },
                                            { "W_K", identity },
                                            { "W_V", identity } })
                    .toJson(QJsonDocument::Compact));
        f.close();
        const Run r = run({ QStringLiteral("compute"), path });
        QCOMPARE(r.code, 1);
        QVERIFY(r.out.isEmpty());
        const QString err = QString::fromUtf8(r.err);
        QCOMPARE(err.count('\n'), 1);
        QVERIFY2(
            err.startsWith(QStringLiteral(
                "attention-lab: compute: printing this session's 536870912 scores and weights needs about")),
            qPrintable(err));
    }

    void helpVersionPresets()
    {
        Run r = run({ QStringLiteral("--help") });
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("compute"));
        QVERIFY(r.out.contains("presets"));
        r = run({ QStringLiteral("--version") });
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.startsWith("attention-lab "));
        r = run({ QStringLiteral("presets") });
        QCOMPARE(r.code, 0);
        const QList<QByteArray> lines = r.out.trimmed().split('\n');
        QVERIFY(lines.size() >= 5);
        QVERIFY(lines.first().startsWith("lesson"));
        QVERIFY(r.out.contains("\nbank"));
        QVERIFY(r.out.contains("\ntwo-heads"));
    }

    // --version's second line: the BLAS library and the kernel it runs (core/blas.h). The user's
    // OPENBLAS_CORETYPE wins; unset, a library that picked Prescott (as old OpenBLAS does on a CPU
    // it does not know) is made to run the best kernel this CPU supports, the program started
    // again for it; a wrong product falls back to Eigen and says so, the numbers unchanged.
    void versionNamesTheKernel()
    {
        const std::string description = attn::blas::blasDescription();
        if (description == "Eigen")
            QSKIP("built without OpenBLAS");
        const QString library = QString::fromStdString(description).section(QLatin1Char(' '), 0, 1); // "OpenBLAS 0.3.21"
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("OPENBLAS_CORETYPE"), QStringLiteral("Nehalem"));
        env.insert(QStringLiteral("ATTENTION_BLAS_LIBRARY_PICK"), QStringLiteral("Prescott"));
        Run r = run({ QStringLiteral("--version") }, env);
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out.split('\n').value(1), (library + QStringLiteral(" Nehalem")).toUtf8());

        env.remove(QStringLiteral("OPENBLAS_CORETYPE"));
        const attn::blas::KernelChoice choice = attn::blas::chooseKernel(
            attn::blas::readCpuFeatures(), library.section(QLatin1Char(' '), 1).toStdString(), "Prescott", "");
        const QString want = choice.run.empty() ? QStringLiteral("Prescott") : QString::fromStdString(choice.run);
        r = run({ QStringLiteral("--version") }, env);
        QCOMPARE(r.code, 0);
        QCOMPARE(r.out.split('\n').value(1), (library + QLatin1Char(' ') + want).toUtf8());
        QVERIFY(r.err.isEmpty()); // nothing extra on stderr

        QProcessEnvironment fault = QProcessEnvironment::systemEnvironment();
        fault.insert(QStringLiteral("ATTENTION_BLAS_FAULT"), QStringLiteral("1"));
        r = run({ QStringLiteral("--version") }, fault);
        QVERIFY2(r.out.split('\n').value(1).endsWith("(self-check failed: Eigen)"), r.out.constData());
        const Run right = run({ QStringLiteral("compute"), QStringLiteral("--preset"), QStringLiteral("eight-heads") });
        const Run onEigen
            = run({ QStringLiteral("compute"), QStringLiteral("--preset"), QStringLiteral("eight-heads") }, fault);
        QCOMPARE(onEigen.code, 0);
        const QString diff = testing::compareJson(QJsonDocument::fromJson(onEigen.out).object(),
                                                  QJsonDocument::fromJson(right.out).object(), 1e-12);
        QVERIFY2(diff.isEmpty(), qPrintable(diff));
    }

    // The window's --open-model DIR --text TEXT refuses text that is not UTF-8, as `model` does
    // (it used to run "caf\uFFFD"): one line, exit 2, no window.
    void windowTextMustBeUtf8()
    {
        const Run r = testing::runProgram(QStringLiteral("/bin/sh"),
                                          { QStringLiteral("-c"),
                                            QStringLiteral("exec \"$0\" --open-model \"$1\" --text \"$(printf 'caf\\351')\""),
                                            QStringLiteral(ATTENTION_LAB_BIN), QStringLiteral(TEST_DATA_DIR) },
                                          noDisplay());
        QCOMPARE(r.code, 2);
        QCOMPARE(r.err, QByteArray("attention-lab: --text is not valid UTF-8 text\n"));
    }

    void helpMentionsExport()
    {
        const Run r = run({ QStringLiteral("--help") });
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("attention-lab export (FILE.json | --preset NAME) --out FILE.{png,svg,pdf}"));
        QVERIFY(r.out.contains("--head N|all"));
        QVERIFY(r.out.contains("--colormap NAME"));
    }

    void optionsMayComeFirst()
    {
        const Run r
            = run({ QStringLiteral("--preset"), QStringLiteral("lesson"), QStringLiteral("compute") });
        QVERIFY2(r.code == 0, r.err.constData());
        QVERIFY(QJsonDocument::fromJson(r.out).object().contains(QStringLiteral("heads")));
    }

    // ---- nothing lost: outputs that cannot be written, inputs that are not files ----

    void computeIntoAFullDeviceExitsOne()
    {
        QProcess p;
        p.setStandardOutputFile(QStringLiteral("/dev/full"));
        p.start(QStringLiteral(ATTENTION_LAB_BIN),
                { QStringLiteral("compute"), QStringLiteral("--preset"), QStringLiteral("lesson") });
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 1);
        const QByteArray err = p.readAllStandardError();
        QCOMPARE(err, QByteArray("attention-lab: cannot write the output (No space left on device)\n"));
        for (const char *cmd : { "presets", "--help", "--version" }) {
            p.start(QStringLiteral(ATTENTION_LAB_BIN), { QString::fromLatin1(cmd) });
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
            embeddings << QJsonArray { t % 7 * 0.25, t % 5 * 0.5 };
        }
        identity << QJsonArray { 1, 0 } << QJsonArray { 0, 1 };
        QFile f(session);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(QJsonObject { { "format", "attention-lab-session" },
                                            { "version", 1 },
                                            { "tokens", tokens },
                                            { "embeddings", embeddings },
                                            { "num_heads", 1 },
                                            { "W_Q", identity },
                                            { "W_K", identity },
                                            { "W_V", identity } })
                    .toJson());
        f.close();
        QProcess p;
        p.start(QStringLiteral("bash"),
                { QStringLiteral("-c"),
                  QStringLiteral("\"$0\" compute \"$1\" | head -c1 >/dev/null; echo \"${PIPESTATUS[0]}\""),
                  QStringLiteral(ATTENTION_LAB_BIN), session });
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.readAllStandardOutput().trimmed(), QByteArray("1"));
        QCOMPARE(p.readAllStandardError(),
                 QByteArray("attention-lab: cannot write the output (Broken pipe)\n"));
    }

    void whatIsNotAFileIsRefusedAtOnce_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("message");
        for (const char *command : { "compute", "export" }) {
            const QString c = QString::fromLatin1(command);
            QTest::addRow("%s /dev/zero", command)
                << c << QStringLiteral("/dev/zero")
                << QStringLiteral("attention-lab: /dev/zero: is a device, not a file");
            QTest::addRow("%s /dev/stdin", command)
                << c << QStringLiteral("/dev/stdin") << QStringLiteral("attention-lab: /dev/stdin: is ");
            QTest::addRow("%s fifo", command)
                << c << QStringLiteral("@fifo") << QStringLiteral("is a named pipe (FIFO), not a file");
            QTest::addRow("%s folder", command)
                << c << QStringLiteral("@dir") << QStringLiteral("is a folder, not a file");
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
        QStringList args { command, path };
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
        const Run r = run({ QStringLiteral("compute"), QStringLiteral("/tmp/no\x1b[2Jsuch\nfile.json") });
        QCOMPARE(r.code, 2);
        QVERIFY(!r.err.contains('\x1b'));
        QCOMPARE(r.err.count('\n'), 1);
        QVERIFY2(r.err.startsWith("attention-lab: /tmp/no\\x1b[2Jsuch\\nfile.json: cannot open"),
                 r.err.constData());
    }

    // ---- without a display: every misuse is one line and the documented exit code ----

    void presentIsTheWindowNotACommand()
    {
        // A command word counts only as the first argument: this is the window (no display: exit 1).
        const Run r = run({ "--present", "--preset", "lesson" }, noDisplay());
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
        QTest::newRow("unknown option")
            << QStringList { "--bogus" } << 2 << QStringLiteral("attention-lab: unknown option \"--bogus\"");
        QTest::newRow("unknown single-dash option")
            << QStringList { "-bogus" } << 2 << QStringLiteral("attention-lab: unknown option \"-bogus\"");
        QTest::newRow("export option for the window")
            << QStringList { "--out", "x.png" } << 2
            << QStringLiteral("attention-lab: --out belongs to the export command");
        QTest::newRow("two files") << QStringList { lesson, lesson } << 2
                                   << QStringLiteral("attention-lab: one session file at a time");
        QTest::newRow("unknown preset") << QStringList { "--preset", "zzz" } << 2
                                        << QStringLiteral("attention-lab: no preset named \"zzz\"");
        QTest::newRow("file and preset")
            << QStringList { lesson, "--preset", "lesson" } << 2
            << QStringLiteral("attention-lab: give either a session file or --preset NAME");
        QTest::newRow("option without its value")
            << QStringList { "--preset" } << 2
            << QStringLiteral("attention-lab: option \"--preset\" needs a value");
        QTest::newRow("qt option without its value")
            << QStringList { "-style" } << 2
            << QStringLiteral("attention-lab: option \"-style\" needs a value");
        QTest::newRow("command, unknown option") << QStringList { "compute", "--bogus" } << 2
                                                 << QStringLiteral("attention-lab: Unknown option 'bogus'");
        QTest::newRow("command, bad picture type")
            << QStringList { "export", "--preset=lesson", "--out", "x.gif" } << 2
            << QStringLiteral("attention-lab: export: x.gif: unknown image type");
        QTest::newRow("the window") << QStringList {} << 1 << noDisplayLine;
        QTest::newRow("the window on a file") << QStringList { lesson } << 1 << noDisplayLine;
        QTest::newRow("the window on a missing file")
            << QStringList { "/no/such.json" } << 1 << noDisplayLine;
        QTest::newRow("the window on a preset") << QStringList { "--preset", "bank" } << 1 << noDisplayLine;
        QTest::newRow("the window with a Qt option")
            << QStringList { "-style", "fusion", lesson } << 1 << noDisplayLine;
        QTest::newRow("presentation") << QStringList { "--present" } << 1 << noDisplayLine;
        QTest::newRow("presentation of a preset at a step")
            << QStringList { "--present", "--preset", "lesson", "--step", "3" } << 1 << noDisplayLine;
        QTest::newRow("presentation, no such step")
            << QStringList { "--present", "--step", "99" } << 2
            << QStringLiteral("attention-lab: --step \"99\" is not a step number in 1…");
        QTest::newRow("presentation, step 0")
            << QStringList { "--present", "--step=0" } << 2
            << QStringLiteral("attention-lab: --step \"0\" is not a step number");
        QTest::newRow("a step without --present")
            << QStringList { "--step", "3" } << 2
            << QStringLiteral("attention-lab: --step goes with --present");
        QTest::newRow("a lesson option for the window")
            << QStringList { "--quiz" } << 2
            << QStringLiteral("attention-lab: --quiz belongs to the lesson command");
        QTest::newRow("the window on a model")
            << QStringList { "--open-model", "/some/gpt2", "--text", "The bank" } << 1 << noDisplayLine;
        QTest::newRow("--open-model without its folder")
            << QStringList { "--open-model=" } << 2
            << QStringLiteral("attention-lab: --open-model needs the model's folder");
        QTest::newRow("--text without --open-model")
            << QStringList { "--text", "The bank" } << 2
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
        p.start(QStringLiteral(ATTENTION_LAB_BIN), { fifo });
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
        const Run r = run(
            { QStringLiteral("--no-such-option"), QStringLiteral("-platform"), QStringLiteral("offscreen") });
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains("attention-lab: unknown option \"--no-such-option\""), r.err.constData());
    }

    void helpMentionsCompareAndLines()
    {
        const Run r = run({ QStringLiteral("--help") });
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains("--compare OTHER.json"));
        QVERIFY(r.out.contains("--view heatmap|breakdown|lines"));
        QVERIFY(r.out.contains("--show weights|scores|logits|average"));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
