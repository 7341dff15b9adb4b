// Issue 19, items 4 and 5, in the window. A model file truncated by another program while the
// model is open (its weights are mapped, not copied) is a message on Edit Layer, not a SIGBUS
// that takes the window and the user's work with it (the forward pass over such a file throws
// on every thread instead of faulting: tests/io/tst_gpt2_model.cpp). And a layer whose numbers the session
// loader refuses gets the same words in the window as from `model --session-out`.
#include "../common/gpt2_files.h"
#include "../common/run_program.h"
#include "window_fixture.h"

#include "io/model/gpt2_model.h"
#include "ui/model/modelpanel.h"
#include "ui/model/modelsetup.h"

using namespace attn;
using testing::MessageBoxCatcher;

namespace {

const QString kText = QStringLiteral("it's the world");

} // namespace

class TestModelFile : public QObject, public testing::WindowFixture {
    Q_OBJECT

    QTemporaryDir m_dir;
    int m_folders = 0;

    // A fresh model folder for each test: the tests truncate theirs.
    QString writeFolder(const testing::TinyGpt2 &model)
    {
        const QString dir = m_dir.filePath(QStringLiteral("model-%1").arg(++m_folders));
        [&] { QVERIFY(testing::writeModelFolder(dir, model)); }();
        return dir;
    }
    static testing::TinyGpt2 tinyModel(unsigned seed = 7)
    {
        return testing::makeTinyGpt2(testing::tinyConfig(3, 4, 16, 300, 64), seed);
    }

    ModelSetup *setup() { return window()->modelSetup(); }

    bool openAndWait(const ModelRequest &request)
    {
        QSignalSpy opened(setup(), &ModelSetup::opened);
        setup()->open(request);
        return opened.wait(20000) || opened.count() == 1;
    }

    static bool truncate(const QString &dir)
    {
        return QFile::resize(dir + QStringLiteral("/model.safetensors"), 0);
    }

private slots:
    void initTestCase()
    {
        WindowFixture::initTestCase();
        QVERIFY(m_dir.isValid());
    }
    void init() { WindowFixture::init(); }
    void cleanup() { WindowFixture::cleanup(); }

    void editLayerOfAFileTruncatedSinceItOpenedIsAMessage()
    {
        const QString dir = writeFolder(tinyModel());
        QVERIFY(openAndWait({ dir, kText, {} }));
        const auto shown = setup()->model();
        const Session before = doc()->session();
        const int steps = doc()->undoStack()->count();

        QVERIFY(truncate(dir)); // another program rewrites the file: it is empty for a while
        MessageBoxCatcher box;
        QVERIFY(!setup()->editLayer(1, 0));
        QTRY_VERIFY(!box.text().isEmpty());
        QCOMPARE(box.text(),
                 QDir::toNativeSeparators(dir + QStringLiteral("/model.safetensors"))
                     + QStringLiteral(": the model file changed while it was open"));
        // Nothing else changed: the session, its undo steps, the model on show.
        QVERIFY(sameSession(doc()->session(), before));
        QCOMPARE(doc()->undoStack()->count(), steps);
        QVERIFY(setup()->model() == shown);

        // Once the file is whole again, the same layer opens (the mapping sees the new bytes).
        QVERIFY(testing::writeBytes(dir + QStringLiteral("/model.safetensors"),
                                    testing::safetensorsFile(tinyModel())));
        QVERIFY(setup()->editLayer(1, 0));
        QCOMPARE(doc()->undoStack()->count(), steps + 1);
    }

    // Item 5: the window's Edit Layer and the command line's --session-out refuse a layer the
    // session loader would refuse, in the same words.
    void aLayerBeyondTheLoadersLimitsIsRefusedAlike()
    {
        testing::TinyGpt2 huge = tinyModel(13);
        const float big = 3e6f; // W_K of layer 2 (c_attn's columns 16…31): row 4, column 1
        std::memcpy(huge.tensors.at("h.2.attn.c_attn.weight").bytes.data() + (4 * 48 + 16 + 1) * 4, &big, 4);
        const QString dir = writeFolder(huge);
        QVERIFY(openAndWait({ dir, kText, {} }));
        const Session before = doc()->session();
        MessageBoxCatcher box;
        QVERIFY(!setup()->editLayer(2, 0));
        QTRY_VERIFY(!box.text().isEmpty());
        QVERIFY(sameSession(doc()->session(), before));
        QCOMPARE(box.text(),
                 QStringLiteral("Layer 3 (--layer 2) does not fit a session: W_K: row 4, column 1 is 3e+06, "
                                "outside ±1e+06"));

        const QString out = m_dir.filePath(QStringLiteral("layer2.json"));
        const testing::ProgramRun r
            = testing::runProgram(QStringLiteral(ATTENTION_LAB_BIN),
                                  { "model", dir, "--text", kText, "--layer", "2", "--session-out", out });
        QCOMPARE(r.code, 2);
        QCOMPARE(QString::fromUtf8(r.err),
                 QStringLiteral("attention-lab: model: --session-out: %1\n").arg(box.text()));
        QVERIFY(!QFileInfo::exists(out));
    }
};

QTEST_MAIN(TestModelFile)
#include "tst_modelfile.moc"
