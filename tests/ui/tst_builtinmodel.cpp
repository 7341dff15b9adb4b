// Issue 22, items 4 and 5, in the window: File ▸ Open Model… offers "Induction (built-in
// example)", found beside the build's programs (build/share/attention-lab/models/induction, where
// the build copies it and the DEB installs it), and opening it from there runs the model on its
// repeated sentence, which it continues with the copied word. Help's guided example and the
// lesson's heatmap step point at it.
#include "window_fixture.h"

#include "io/model/builtinmodels.h"
#include "render/lesson/lessonsteps.h"
#include "ui/dialogs/helpdialog.h"
#include "ui/model/modelsetup.h"
#include "ui/model/openmodeldialog.h"

#include <QPlainTextEdit>
#include <QRadioButton>

using namespace attn;
using testing::named;
using testing::onNextModal;

namespace {

const io::BuiltinModel &induction()
{
    return io::builtinModels().front();
}

} // namespace

class TestBuiltinModel : public QObject, public testing::WindowFixture {
    Q_OBJECT

private slots:
    void initTestCase() { WindowFixture::initTestCase(); }
    void init() { WindowFixture::init(); }
    void cleanup() { WindowFixture::cleanup(); }

    void theDialogOffersIt()
    {
        QCOMPARE(induction().name, QStringLiteral("induction"));
        QCOMPARE(induction().title, QStringLiteral("Induction (built-in example)"));
        const QString folder = io::builtinModelFolder(induction().name);
        QCOMPARE(QFileInfo(folder).canonicalFilePath(),
                 QFileInfo(QCoreApplication::applicationDirPath()
                           + QStringLiteral("/../share/attention-lab/models/induction"))
                     .canonicalFilePath());
        OpenModelDialog dialog(window());
        auto *button = named<QPushButton>(&dialog, "builtinModel-induction");
        QVERIFY(button);
        QCOMPARE(button->text(), induction().title);
        QVERIFY(button->isEnabled());
        named<QRadioButton>(&dialog, "modelAsIds")->setChecked(true);
        QTest::mouseClick(button, Qt::LeftButton);
        QCOMPARE(named<QLineEdit>(&dialog, "modelFolder")->text(), QDir::toNativeSeparators(folder));
        QCOMPARE(named<QPlainTextEdit>(&dialog, "modelText")->toPlainText(), induction().exampleText);
        QVERIFY(named<QRadioButton>(&dialog, "modelAsText")->isChecked());
        QString error;
        const auto request = dialog.request(&error);
        QVERIFY2(request, qPrintable(error));
        QCOMPARE(request->directory, QDir::toNativeSeparators(folder));
    }

    // File ▸ Open Model…, the built-in entry, Open and Run: the model opens and copies " river".
    void itOpensFromTheFileMenu()
    {
        auto *open = window()->findChild<QAction *>(QStringLiteral("openModel"));
        QVERIFY(open);
        bool clicked = false;
        onNextModal([&](QWidget *modal) {
            auto *dialog = qobject_cast<OpenModelDialog *>(modal);
            if (!dialog) {
                modal->close();
                return;
            }
            auto *button = dialog->findChild<QPushButton *>(QStringLiteral("builtinModel-induction"));
            if (button) {
                QTest::mouseClick(button, Qt::LeftButton);
                clicked = true;
            }
            dialog->accept();
        });
        QSignalSpy opened(window()->modelSetup(), &ModelSetup::opened);
        open->trigger();
        QVERIFY(clicked);
        QVERIFY(opened.wait(20000) || opened.count() == 1);
        const auto loaded = window()->modelSetup()->model();
        QVERIFY(loaded);
        QCOMPARE(loaded->name(), QStringLiteral("induction"));
        const gpt2::Candidate best = loaded->result->next.front();
        QCOMPARE(loaded->model->tokenizer.tokenText(best.id), QStringLiteral(" river"));
        QVERIFY(best.probability >= 0.3);
    }

    // Item 5: the guided example in Help, with the names the model view uses, and the lesson's
    // heatmap step sends the presenter there.
    void helpGuidesThroughTheExample()
    {
        const QString html = howToHtml();
        const QString heading = QStringLiteral("Find a head, switch it off");
        QVERIFY(html.contains(heading));
        const QString guide = html.mid(html.indexOf(heading));
        for (const QString &part : { induction().title, QStringLiteral("Badges: induction score"),
                                     QStringLiteral("Off: Output Zero"), QStringLiteral("Restore All"),
                                     QStringLiteral("Next token"), QStringLiteral("--ablate 1.1") })
            QVERIFY2(guide.contains(part), qPrintable(part));
        // The continuation the guide promises is the one the model gives (itOpensFromTheFileMenu).
        QVERIFY(guide.contains(QStringLiteral("“ river”")));
        QVERIFY(guide.contains(induction().exampleText.left(40)));
        const int step = lesson::stepIndex(QStringLiteral("heatmaps"));
        QVERIFY(step >= 0);
        const QString notes = QString::fromUtf8(lesson::lessonSteps().at(std::size_t(step)).notes);
        QVERIFY(notes.contains(QStringLiteral("not an explanation")));
        QVERIFY(notes.contains(heading));
    }
};

QTEST_MAIN(TestBuiltinModel)
#include "tst_builtinmodel.moc"
