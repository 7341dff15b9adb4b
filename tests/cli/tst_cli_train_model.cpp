// `train-model` through the real program (docs/file-formats.md): the induction task's run and its
// GPT-2 folder (which `model` opens), the same bytes for a seed, F64 output read back exactly,
// `--from` a GPT-2 folder on --data-ids and on --data against core's own trainer, and every bad
// input refused with exit 2, one line on stderr and no folder.
#include "../common/gpt2_files.h"
#include "cli_fixture.h"

#include "core/model/model_trainer.h"
#include "io/model/gpt2_model.h"

#include <utime.h>

using namespace testing;
using namespace attn::gpt2;

namespace {

QList<QJsonObject> jsonLines(const QByteArray &out)
{
    QList<QJsonObject> lines;
    for (const QByteArray &line : out.split('\n'))
        if (!line.isEmpty())
            lines << QJsonDocument::fromJson(line).object();
    return lines;
}

const QStringList kSmallTask = { QStringLiteral("train-model"), QStringLiteral("--task"), QStringLiteral("induction"),
                                 QStringLiteral("--layers"),    QStringLiteral("2"),      QStringLiteral("--heads"),
                                 QStringLiteral("2"),           QStringLiteral("--d-model"), QStringLiteral("16"),
                                 QStringLiteral("--vocab"),     QStringLiteral("6"),      QStringLiteral("--seq"),
                                 QStringLiteral("9"),           QStringLiteral("--batch"), QStringLiteral("4"),
                                 QStringLiteral("--steps"),     QStringLiteral("30"),     QStringLiteral("--log-every"),
                                 QStringLiteral("10") };

QByteArray fileBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestCliTrainModel : public QObject {
    Q_OBJECT

private slots:
    // The task: a line per --log-every steps with the head scores of every head, a GPT-2 folder
    // with the task in config.json and a letters' tokenizer, that `model` runs.
    void taskWritesAModelThatOpens()
    {
        QTemporaryDir tmp;
        const QString out = tmp.filePath(QStringLiteral("induction"));
        const Run r = run(kSmallTask + QStringList { QStringLiteral("--seed"), QStringLiteral("3"), QStringLiteral("--out"), out });
        QVERIFY2(r.code == 0, r.err.constData());
        const QList<QJsonObject> lines = jsonLines(r.out);
        QCOMPARE(lines.size(), 3);
        for (int k = 0; k < 3; ++k) {
            QCOMPARE(lines[k][QStringLiteral("step")].toInt(), 10 * (k + 1));
            QVERIFY(lines[k][QStringLiteral("loss")].toDouble() > 0);
            QVERIFY(lines[k][QStringLiteral("seconds")].toDouble() >= 0);
            QVERIFY(lines[k][QStringLiteral("repeated_half_loss")].toDouble() > 0);
            const QJsonArray scores = lines[k][QStringLiteral("head_scores")].toArray();
            QCOMPARE(scores.size(), 4);
            QCOMPARE(scores[3].toObject()[QStringLiteral("layer")].toInt(), 1);
            QCOMPARE(scores[3].toObject()[QStringLiteral("head")].toInt(), 1);
            QVERIFY(scores[3].toObject()[QStringLiteral("induction")].isDouble());
            // The last line names the best induction head of layer 1 and the loss without it.
            const QJsonObject head = lines[k][QStringLiteral("induction_head")].toObject();
            QCOMPARE(head.isEmpty(), k < 2);
            if (k == 2) {
                QCOMPARE(head[QStringLiteral("layer")].toInt(), 1);
                const int h = head[QStringLiteral("head")].toInt();
                QCOMPARE(head[QStringLiteral("induction")].toDouble(), scores[2 + h].toObject()[QStringLiteral("induction")].toDouble());
                const double without = head[QStringLiteral("repeated_half_loss_without_it")].toDouble();
                QVERIFY(without > 0 && without != lines[k][QStringLiteral("repeated_half_loss")].toDouble());
            }
        }
        const QJsonObject config = QJsonDocument::fromJson(fileBytes(out + QStringLiteral("/config.json"))).object();
        const QJsonObject task = config[QStringLiteral("attention_lab_task")].toObject();
        QCOMPARE(task[QStringLiteral("task")].toString(), QStringLiteral("induction"));
        QCOMPARE(task[QStringLiteral("alphabet")].toInt(), 6);
        QCOMPARE(task[QStringLiteral("bos")].toInt(), 6);
        QCOMPARE(task[QStringLiteral("m_max")].toInt(), 4);
        QCOMPARE(config[QStringLiteral("vocab_size")].toInt(), 7);
        const QJsonObject vocab = QJsonDocument::fromJson(fileBytes(out + QStringLiteral("/vocab.json"))).object();
        QCOMPARE(vocab.size(), 7);
        QCOMPARE(vocab[QStringLiteral("f")].toInt(), 5);
        QCOMPARE(vocab[QStringLiteral("<|endoftext|>")].toInt(), 6);
        const Run m = run({ QStringLiteral("model"), out, QStringLiteral("--ids"), QStringLiteral("6,0,1,2,0,1,2"),
                            QStringLiteral("--head-scores") });
        QVERIFY2(m.code == 0, m.err.constData());
        QCOMPARE(QJsonDocument::fromJson(m.out).object()[QStringLiteral("head_scores")].toArray().size(), 4);
        // Its texts: the BOS put first, each letter one token, anything else refused.
        const Run text = run({ QStringLiteral("model"), out, QStringLiteral("--text"), QStringLiteral("abcab") });
        QVERIFY2(text.code == 0, text.err.constData());
        QCOMPARE(QJsonDocument::fromJson(text.out).object()[QStringLiteral("ids")].toArray(),
                 (QJsonArray { 6, 0, 1, 2, 0, 1 }));
        const Run other = run({ QStringLiteral("model"), out, QStringLiteral("--text"), QStringLiteral("ab g") });
        QCOMPARE(other.code, 2);
        QVERIFY2(other.err.contains("the vocabulary has no token for"), other.err.constData());
        QCOMPARE(QDir(tmp.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
                 QStringList { QStringLiteral("induction") }); // nothing else left beside it
    }

    // A seed gives the same model to the byte and the same losses; another seed another model.
    void sameSeedSameModel()
    {
        QTemporaryDir tmp;
        QByteArray weights[3];
        QList<double> losses[3];
        for (int k = 0; k < 3; ++k) {
            const QString out = tmp.filePath(QString::number(k));
            const Run r = run(kSmallTask + QStringList { QStringLiteral("--seed"), k < 2 ? QStringLiteral("5") : QStringLiteral("6"),
                                                         QStringLiteral("--out"), out });
            QVERIFY2(r.code == 0, r.err.constData());
            weights[k] = fileBytes(out + QStringLiteral("/model.safetensors"));
            for (const QJsonObject &line : jsonLines(r.out))
                losses[k] << line[QStringLiteral("loss")].toDouble();
        }
        QVERIFY(!weights[0].isEmpty());
        QCOMPARE(weights[0], weights[1]);
        QCOMPARE(losses[0], losses[1]);
        QVERIFY(weights[0] != weights[2]);
    }

    // --from a GPT-2 folder: the CLI's steps are core's steps on the same batches (the next B
    // lines, wrapping), and the F64 folder it writes holds exactly those numbers; the tokenizer
    // and config are the model's own.
    void fromFolderMatchesCore_data()
    {
        QTest::addColumn<QString>("optimizer");
        QTest::newRow("sgd") << QStringLiteral("sgd");
        QTest::newRow("adam") << QStringLiteral("adam");
    }
    void fromFolderMatchesCore()
    {
        QFETCH(QString, optimizer);
        QTemporaryDir tmp;
        const QString source = tmp.filePath(QStringLiteral("tiny"));
        QVERIFY(testing::writeModelFolder(source, makeTinyGpt2(tinyConfig(2, 2, 16, 300, 16), 4)));
        const QString ids = tmp.filePath(QStringLiteral("ids.txt"));
        QVERIFY(writeBytes(ids, "1,2,3,4,5\n9,8,7\n299,0,17,17,17,4,5,6\n"));
        const QString out = tmp.filePath(QStringLiteral("out"));
        const Run r = run({ QStringLiteral("train-model"), QStringLiteral("--from"), source, QStringLiteral("--data-ids"), ids,
                            QStringLiteral("--batch"), QStringLiteral("2"), QStringLiteral("--steps"), QStringLiteral("10"),
                            QStringLiteral("--lr"), QStringLiteral("1e-3"), QStringLiteral("--optimizer"), optimizer,
                            QStringLiteral("--out-dtype"), QStringLiteral("F64"), QStringLiteral("--out"), out });
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(jsonLines(r.out).size(), 10); // --log-every: steps / 20, at least 1

        QString error;
        const auto before = attn::io::loadGpt2Model(source, &error);
        QVERIFY2(before, qPrintable(error));
        const std::vector<Sequence> lines = { { 1, 2, 3, 4, 5 }, { 9, 8, 7 }, { 299, 0, 17, 17, 17, 4, 5, 6 } };
        ModelParams start = paramsFromWeights(before->weights);
        ModelTrainer trainer(start, optimizer == QLatin1String("sgd") ? attn::Optimizer::Sgd : attn::Optimizer::Adam, 1e-3,
                             {}, [&](int step) {
                                 return std::vector<Sequence> { lines[std::size_t(2 * (step - 1)) % 3],
                                                                lines[std::size_t(2 * (step - 1) + 1) % 3] };
                             });
        for (int s = 0; s < 10; ++s)
            QVERIFY(trainer.step());
        const auto after = attn::io::loadGpt2Model(out, &error);
        QVERIFY2(after, qPrintable(error));
        QCOMPARE(after->dtypes, QStringLiteral("F64"));
        const ModelParams written = paramsFromWeights(after->weights);
        const auto got = tensorsOf(written), want = tensorsOf(trainer.params()), old = tensorsOf(std::as_const(start));
        double moved = 0;
        for (std::size_t k = 0; k < got.size(); ++k)
            for (std::int64_t i = 0; i < got[k].size(); ++i) {
                QCOMPARE(got[k].data[i], want[k].data[i]); // F64: the same numbers
                moved = std::max(moved, std::abs(got[k].data[i] - old[k].data[i]));
            }
        QVERIFY(moved > 1e-6);
        QCOMPARE(fileBytes(out + QStringLiteral("/vocab.json")), fileBytes(source + QStringLiteral("/vocab.json")));
        // The source's config.json, every key kept, torch_dtype saying what is stored now.
        QJsonObject config = QJsonDocument::fromJson(fileBytes(source + QStringLiteral("/config.json"))).object();
        config.insert(QStringLiteral("torch_dtype"), QStringLiteral("float64"));
        QCOMPARE(QJsonDocument::fromJson(fileBytes(out + QStringLiteral("/config.json"))).object(), config);
    }

    // --from against PyTorch: a folder PyTorch's script wrote (tests/data/model-training/tiny-gpt2,
    // F64), 10 steps of SGD and of Adam at lr 1e-3 on its --data-ids lines, every tensor within
    // 1e-9 of that tensor's largest weight of what autograd and torch.optim give (the goal).
    void fromFolderMatchesPyTorch_data()
    {
        QTest::addColumn<QString>("optimizer");
        QTest::newRow("sgd") << QStringLiteral("sgd");
        QTest::newRow("adam") << QStringLiteral("adam");
    }
    void fromFolderMatchesPyTorch()
    {
        QFETCH(QString, optimizer);
        const QString data = QStringLiteral(TEST_DATA_DIR "/model-training/");
        QTemporaryDir tmp;
        const QString out = tmp.filePath(QStringLiteral("out"));
        const Run r = run({ QStringLiteral("train-model"), QStringLiteral("--from"), data + QStringLiteral("tiny-gpt2"),
                            QStringLiteral("--data-ids"), data + QStringLiteral("from-ids.txt"), QStringLiteral("--batch"),
                            QStringLiteral("2"), QStringLiteral("--steps"), QStringLiteral("10"), QStringLiteral("--lr"),
                            QStringLiteral("1e-3"), QStringLiteral("--optimizer"), optimizer, QStringLiteral("--out-dtype"),
                            QStringLiteral("F64"), QStringLiteral("--out"), out });
        QVERIFY2(r.code == 0, r.err.constData());
        QString error;
        const auto trained = attn::io::loadGpt2Model(out, &error);
        QVERIFY2(trained, qPrintable(error));
        const QJsonObject want = QJsonDocument::fromJson(fileBytes(data + QStringLiteral("from-expected.json")))
                                     .object()[QStringLiteral("params")]
                                     .toObject()[optimizer]
                                     .toObject();
        const ModelParams got = paramsFromWeights(trained->weights);
        int checked = 0;
        for (const ConstTensorRef &t : tensorsOf(got)) {
            const QJsonArray expected = want[QString::fromStdString(t.name)].toArray();
            QCOMPARE(expected.size(), qsizetype(t.size()));
            double largest = 0, worst = 0;
            for (std::int64_t i = 0; i < t.size(); ++i) {
                largest = std::max(largest, std::abs(expected[int(i)].toDouble()));
                worst = std::max(worst, std::abs(t.data[i] - expected[int(i)].toDouble()));
            }
            QVERIFY2(worst <= 1e-9 * largest, qPrintable(QStringLiteral("%1: %2 of %3").arg(QString::fromStdString(t.name)).arg(worst).arg(largest)));
            ++checked;
        }
        QCOMPARE(checked, 2 + 12 * 2 + 2);
    }

    // --data: the text through the model's tokenizer, cut into windows of --seq tokens.
    void fromText()
    {
        QTemporaryDir tmp;
        const QString source = tmp.filePath(QStringLiteral("tiny"));
        QVERIFY(testing::writeModelFolder(source, makeTinyGpt2(tinyConfig(1, 2, 16, 300, 16), 2)));
        const QString text = tmp.filePath(QStringLiteral("text.txt"));
        QVERIFY(writeBytes(text, "The cat sat on the mat; the dog sat on the log."));
        const QString out = tmp.filePath(QStringLiteral("out"));
        const Run r = run({ QStringLiteral("train-model"), QStringLiteral("--from"), source, QStringLiteral("--data"), text,
                            QStringLiteral("--seq"), QStringLiteral("8"), QStringLiteral("--steps"), QStringLiteral("3"),
                            QStringLiteral("--lr"), QStringLiteral("0.01"), QStringLiteral("--out"), out });
        QVERIFY2(r.code == 0, r.err.constData());
        QCOMPARE(jsonLines(r.out).last()[QStringLiteral("step")].toInt(), 3);
        QVERIFY(QFileInfo::exists(out + QStringLiteral("/model.safetensors")));
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        const QString task = QStringLiteral("--task=induction");
        QTest::newRow("no task or model") << QStringList {} << "give either --task induction or --from MODEL_DIR";
        QTest::newRow("both") << QStringList { task, QStringLiteral("--from=x") } << "give either --task";
        QTest::newRow("unknown task") << QStringList { QStringLiteral("--task=copy") } << "--task \"copy\" is not a task";
        QTest::newRow("heads not dividing d") << QStringList { task, QStringLiteral("--heads=3"), QStringLiteral("--d-model=16") }
                                              << "d_model 16 must be 2 to 512 and a multiple of the 3 heads";
        QTest::newRow("one layer") << QStringList { task, QStringLiteral("--layers=1") } << "1 layers; the task needs 2 to 12";
        QTest::newRow("alphabet") << QStringList { task, QStringLiteral("--vocab=60") } << "the alphabet has 60 letters";
        QTest::newRow("too many steps") << QStringList { task, QStringLiteral("--steps=10000001") }
                                        << "--steps \"10000001\" is not a whole number in 1…10000000";
        QTest::newRow("twice") << QStringList { task, QStringLiteral("--seed=1"), QStringLiteral("--seed=2") }
                               << "--seed given twice";
        QTest::newRow("data with the task") << QStringList { task, QStringLiteral("--data=x.txt") } << "go with --from";
        QTest::newRow("from without data") << QStringList { QStringLiteral("--from=x"), QStringLiteral("--lr=1") }
                                           << "--from needs one of --data";
        QTest::newRow("from with sizes") << QStringList { QStringLiteral("--from=x"), QStringLiteral("--data=y"),
                                                          QStringLiteral("--lr=1"), QStringLiteral("--heads=2") }
                                         << "--from keeps its own";
        QTest::newRow("from without lr") << QStringList { QStringLiteral("--from=x"), QStringLiteral("--data=y") }
                                         << "--from needs --lr";
        QTest::newRow("lr") << QStringList { task, QStringLiteral("--lr=-1") } << "--lr \"-1\" is not a number above 0";
        QTest::newRow("dtype") << QStringList { task, QStringLiteral("--out-dtype=F16") } << "--out-dtype \"F16\" is not F32 or F64";
        QTest::newRow("seq with data-ids") << QStringList { QStringLiteral("--from=x"), QStringLiteral("--data-ids=y"),
                                                            QStringLiteral("--lr=1"), QStringLiteral("--seq=8") }
                                           << "the lines of --data-ids keep their own lengths";
        QTest::newRow("a step beyond memory")
            << QStringList { task, QStringLiteral("--seq=1024"), QStringLiteral("--batch=4096"), QStringLiteral("--d-model=512"),
                             QStringLiteral("--heads=16"), QStringLiteral("--layers=12") }
            << "a step needs about";
        QTest::newRow("seq") << QStringList { task, QStringLiteral("--seq=2000") } << "the task takes 5 to 1024";
        QTest::newRow("a number that reads as a placeholder") << QStringList { task, QStringLiteral("--seq=%1") }
                                                              << "--seq \"%1\" is not a whole number in 1…1048576";
    }
    void badInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        if (message.startsWith(QLatin1String("a step needs")) && !QFileInfo(QStringLiteral("/proc/meminfo")).isReadable())
            QSKIP("the memory this machine has is unknown here: nothing is refused for it");
        QTemporaryDir tmp;
        const QString out = tmp.filePath(QStringLiteral("out"));
        const Run r = run(QStringList { QStringLiteral("train-model") } + args + QStringList { QStringLiteral("--out"), out });
        QCOMPARE(r.code, 2);
        QVERIFY(r.out.isEmpty());
        QVERIFY2(r.err.startsWith("attention-lab: train-model: ") && r.err.count('\n') == 1, r.err.constData());
        QVERIFY2(r.err.contains(message.toUtf8()), r.err.constData());
        QVERIFY(!QFileInfo::exists(out));
    }

    // A run whose loss stops being finite: exit 1 naming the step, no folder; what was printed
    // before stays. An --out that is a symbolic link (to an empty folder) is refused up front.
    void divergingRunWritesNothing()
    {
        QTemporaryDir tmp;
        const QString out = tmp.filePath(QStringLiteral("out"));
        const Run r = run(kSmallTask.mid(0, 15) + QStringList { QStringLiteral("--optimizer"), QStringLiteral("sgd"),
                                                                QStringLiteral("--lr"), QStringLiteral("1000"),
                                                                QStringLiteral("--steps"), QStringLiteral("200"),
                                                                QStringLiteral("--log-every"), QStringLiteral("1"),
                                                                QStringLiteral("--out"), out });
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains("is not finite; nothing was written") && r.err.count('\n') == 1, r.err.constData());
        QVERIFY(!QFileInfo::exists(out));
        QVERIFY(QDir(tmp.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden).isEmpty());

        const QString target = tmp.filePath(QStringLiteral("empty"));
        QVERIFY(QDir().mkdir(target));
        QVERIFY(QFile::link(target, out));
        const Run link = run(kSmallTask + QStringList { QStringLiteral("--out"), out });
        QCOMPARE(link.code, 2);
        QVERIFY2(link.err.contains("is a symbolic link"), link.err.constData());
        QVERIFY(QDir(target).isEmpty());
    }

    // A staging folder an earlier run left (it was stopped while it wrote) goes once it is a
    // minute old; folders that only look alike, or are fresh, stay.
    void staleStagingIsRemoved()
    {
        QTemporaryDir tmp;
        const QStringList names = { QStringLiteral(".out.~attn-model-abcdef"), QStringLiteral(".out.~attn-model-ABCDEF"),
                                    QStringLiteral(".Out.~attn-model-abcdef"), QStringLiteral(".o*t.~attn-model-abcdef"),
                                    QStringLiteral(".out.~attn-model-freshx") };
        for (const QString &name : names) {
            QVERIFY(QDir(tmp.path()).mkdir(name));
            const utimbuf old { 1000000000, 1000000000 }; // 2001
            if (name != names.last())
                QCOMPARE(::utime(QFile::encodeName(tmp.filePath(name)).constData(), &old), 0);
        }
        // Written through "out/" (the trailing slash names the same folder) and "o*t" (a name that
        // is a pattern elsewhere): each removes its own stale folder only.
        const Run r = run(kSmallTask + QStringList { QStringLiteral("--out"), tmp.filePath(QStringLiteral("out/")) });
        QVERIFY2(r.code == 0, r.err.constData());
        QStringList left = QDir(tmp.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden);
        left.sort();
        QStringList want = { names[1], names[2], names[3], names[4], QStringLiteral("out") };
        want.sort();
        QCOMPARE(left, want);
        const Run star = run(kSmallTask + QStringList { QStringLiteral("--out"), tmp.filePath(QStringLiteral("o*t")) });
        QVERIFY2(star.code == 0, star.err.constData());
        QVERIFY(!QFileInfo::exists(tmp.filePath(names[3])));
        QVERIFY(QFileInfo::exists(tmp.filePath(names[1])) && QFileInfo::exists(tmp.filePath(names[4])));
    }

    // Refusals that need files: an --out that is not empty, a folder that is not GPT-2, ids
    // outside the vocabulary, a text shorter than one window.
    void badFiles()
    {
        QTemporaryDir tmp;
        const QString source = tmp.filePath(QStringLiteral("tiny"));
        QVERIFY(testing::writeModelFolder(source, makeTinyGpt2(tinyConfig(1, 2, 16, 300, 16), 2)));
        const QString full = tmp.filePath(QStringLiteral("full"));
        QVERIFY(QDir().mkpath(full) && writeBytes(full + QStringLiteral("/keep.txt"), "mine"));
        const QString ids = tmp.filePath(QStringLiteral("ids%1.txt")), text = tmp.filePath(QStringLiteral("short.txt"));
        QVERIFY(writeBytes(ids, "1,2,3\n4,300\n") && writeBytes(text, "abc"));
        const QString out = tmp.filePath(QStringLiteral("out"));
        const QString lr = QStringLiteral("--lr=0.1");
        const QList<QPair<QStringList, QString>> cases = {
            { { QStringLiteral("--task=induction"), QStringLiteral("--out"), full }, QStringLiteral("is not empty") },
            { { QStringLiteral("--from"), tmp.path(), QStringLiteral("--data-ids"), ids, lr, QStringLiteral("--out"), out },
              QStringLiteral("config.json") },
            { { QStringLiteral("--from"), source, QStringLiteral("--data-ids"), ids, lr, QStringLiteral("--out"), out },
              QStringLiteral("ids%1.txt: line 2: id 300 is outside the vocabulary (0…299)") },
            { { QStringLiteral("--from"), source, QStringLiteral("--data"), text, lr, QStringLiteral("--out"), out },
              QStringLiteral("is 3 tokens, shorter than one window of 16") },
        };
        for (const auto &[args, message] : cases) {
            const Run r = run(QStringList { QStringLiteral("train-model") } + args);
            QCOMPARE(r.code, 2);
            QVERIFY2(r.err.contains(message.toUtf8()) && r.err.count('\n') == 1, r.err.constData());
            QVERIFY(!QFileInfo::exists(out));
        }
        QCOMPARE(fileBytes(full + QStringLiteral("/keep.txt")), QByteArray("mine"));
    }
};

QTEST_GUILESS_MAIN(TestCliTrainModel)
#include "tst_cli_train_model.moc"
