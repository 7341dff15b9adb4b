// The window in other languages: the system's choice and View ▸ Language, German menus, a
// pseudo-locale scan that finds every visible text not gone through tr() (right to left as
// well), and no label or button squeezed below its text at 1280 × 720 in any language.
#include "window_fixture.h"

#include "render/notation.h"
#include "ui/breakdown/breakdownwidget.h"
#include "ui/common/imageexportdialog.h"
#include "ui/common/language.h"
#include "ui/dialogs/codedialog.h"
#include "ui/learn/trainmodelwindow.h"
#include "ui/lesson/exportlessondialog.h"
#include "ui/lesson/lessoncontroller.h"
#include "ui/lesson/practicedialog.h"
#include "ui/model/openmodeldialog.h"
#include "ui/window/ropedialog.h"

#include <QAbstractButton>
#include <QAbstractSlider>
#include <QAccessible>
#include <QActionGroup>
#include <QDockWidget>
#include <QGroupBox>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QProcess>
#include <QTabBar>
#include <QTemporaryDir>
#include <QTranslator>

using namespace attn;

namespace {

// Every text the window shows a user without a click into a table: labels, buttons, group and
// dock titles, tabs, combo box items, placeholders, tool tips and every menu's actions. Data
// (the tokens, the numbers in the tables and the drawn views) is not among them.
struct Shown {
    QString text;
    QString where;
};

void addMenu(QMenu *menu, const QString &path, QList<Shown> &out)
{
    for (QAction *a : menu->actions()) {
        if (a->isSeparator())
            continue;
        if (a->objectName().startsWith(QLatin1String("language-"))
            && a->objectName() != QLatin1String("language-system"))
            continue; // each language by its own name, "Deutsch" in every language
        const QString here = path + QStringLiteral(" ▸ ") + a->text();
        out << Shown { a->text(), path };
        if (!a->toolTip().isEmpty() && a->toolTip() != QString(a->text()).remove(QLatin1Char('&')))
            out << Shown { a->toolTip(), here + QStringLiteral(" (tool tip)") };
        if (a->menu())
            addMenu(a->menu(), here, out);
    }
}

QList<Shown> shownTexts(QWidget *window)
{
    QList<Shown> out;
    out << Shown { window->windowTitle(), QStringLiteral("window title") };
    if (auto *main = qobject_cast<QMainWindow *>(window))
        for (QAction *a : main->menuBar()->actions())
            if (a->menu()) {
                out << Shown { a->text(), QStringLiteral("menu bar") };
                addMenu(a->menu(), a->text(), out);
            }
    for (QWidget *w : window->findChildren<QWidget *>()) {
        if (!w->isVisibleTo(window))
            continue;
        const QString where
            = QStringLiteral("%1 %2").arg(QLatin1String(w->metaObject()->className()), w->objectName());
        if (!w->toolTip().isEmpty())
            out << Shown { w->toolTip(), where + QStringLiteral(" (tool tip)") };
        if (auto *l = qobject_cast<QLabel *>(w))
            out << Shown { l->text(), where };
        else if (auto *b = qobject_cast<QAbstractButton *>(w))
            out << Shown { b->text(), where };
        else if (auto *g = qobject_cast<QGroupBox *>(w))
            out << Shown { g->title(), where };
        else if (auto *d = qobject_cast<QDockWidget *>(w))
            out << Shown { d->windowTitle(), where };
        else if (auto *e = qobject_cast<QLineEdit *>(w))
            out << Shown { e->placeholderText(), where + QStringLiteral(" (placeholder)") };
        if (auto *t = qobject_cast<QTabBar *>(w))
            for (int k = 0; k < t->count(); ++k)
                out << Shown { t->tabText(k), where + QStringLiteral(" tab") };
        if (auto *c = qobject_cast<QComboBox *>(w))
            for (int k = 0; k < c->count(); ++k)
                if (c->itemText(k) != c->itemData(k).toString()) // not a name shown as itself (viridis)
                    out << Shown { c->itemText(k), where + QStringLiteral(" item") };
    }
    return out;
}

// A text with words in it: two letters in a row, and not a symbol of the notation (W_DQ).
bool hasWords(const QString &text)
{
    static const QRegularExpression words(QStringLiteral("\\p{L}{2}"));
    // A symbol of the notation (W_DQ) or a format's name (PDF, PNG) is the same in every language.
    static const QRegularExpression symbol(QStringLiteral("^([A-Za-z]_[A-Za-z0-9]+|[A-Z0-9]{2,5})$"));
    return text.contains(words) && !text.contains(symbol);
}

QString trMain(const char *source)
{
    return QCoreApplication::translate("attn::MainWindow", source);
}

} // namespace

class TestLanguages : public QObject {
    Q_OBJECT

    std::unique_ptr<MainWindow> m_window;

    MainWindow *open(const QString &code, QSize size = QSize(1280, 720))
    {
        m_window.reset();
        if (!language::install(code))
            return nullptr;
        QApplication::processEvents(); // the language change reaches the application
        QDir(Autosaver::defaultDirectory()).removeRecursively();
        m_window = std::make_unique<MainWindow>();
        m_window->resize(size);
        m_window->show();
        if (!QTest::qWaitForWindowExposed(m_window.get()))
            return nullptr;
        QApplication::processEvents();
        return m_window.get();
    }

private slots:
    void initTestCase()
    {
        testing::WindowFixture::initTestCase();
        language::setChosen({});
    }
    void cleanup()
    {
        m_window.reset();
        language::install(QStringLiteral("en"));
        language::setChosen({});
    }

    void offersEveryTranslation()
    {
        QStringList codes;
        QStringList names;
        for (const language::Language &l : language::available()) {
            codes << l.code;
            names << l.name;
        }
        QCOMPARE(codes,
                 (QStringList { QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("es"),
                                QStringLiteral("fr"), QStringLiteral("zh_CN") }));
        QCOMPARE(
            names,
            (QStringList { QStringLiteral("English"), QStringLiteral("Deutsch"), QStringLiteral("Español"),
                           QStringLiteral("Français"), QStringLiteral("简体中文") }));
    }

    // The system's languages in their order, the first one shipped winning; a choice overrides.
    void followsTheSystemUnlessChosen()
    {
        using language::resolve;
        QCOMPARE(resolve({}, { QStringLiteral("de-AT"), QStringLiteral("en-US") }), QStringLiteral("de"));
        QCOMPARE(resolve({}, { QStringLiteral("ja-JP"), QStringLiteral("es-MX") }), QStringLiteral("es"));
        QCOMPARE(resolve({}, { QStringLiteral("zh-Hans-CN") }), QStringLiteral("zh_CN"));
        QCOMPARE(resolve({}, { QStringLiteral("zh-CN") }), QStringLiteral("zh_CN"));
        QCOMPARE(resolve({}, { QStringLiteral("ja-JP") }), QStringLiteral("en"));
        QCOMPARE(resolve({}, {}), QStringLiteral("en"));
        QCOMPARE(resolve(QStringLiteral("fr"), { QStringLiteral("de-DE") }), QStringLiteral("fr"));
        QCOMPARE(resolve(QStringLiteral("en"), { QStringLiteral("de-DE") }), QStringLiteral("en"));
        QCOMPARE(resolve(QStringLiteral("xx"), { QStringLiteral("de-DE") }), QStringLiteral("de"));
        QCOMPARE(resolve(QStringLiteral("pseudo"), {}), QStringLiteral("pseudo"));
        QVERIFY(!language::install(QStringLiteral("xx")));
        QCOMPARE(language::current(), QStringLiteral("en"));
    }

    // Started in German, the menus are German: each title is its German translation.
    void theWindowSpeaksTheLanguage_data()
    {
        QTest::addColumn<QString>("code");
        for (const char *code : { "de", "es", "fr", "zh_CN" })
            QTest::newRow(code) << QString::fromLatin1(code);
    }
    void theWindowSpeaksTheLanguage()
    {
        QFETCH(QString, code);
        MainWindow *w = open(code);
        QVERIFY(w);
        QCOMPARE(language::current(), code);
        QStringList titles;
        for (QAction *a : w->menuBar()->actions())
            titles << a->text();
        QVERIFY(titles.size() >= 5);
        for (const char *menu : { "&File", "&Edit", "&View", "&Help" }) {
            QVERIFY2(titles.contains(trMain(menu)), qPrintable(titles.join(QLatin1Char(' '))));
            QVERIFY2(trMain(menu) != QLatin1String(menu), menu);
        }
        // The plural forms come from the language too, not from English.
        QTranslator english;
        QVERIFY(english.load(QStringLiteral(":/i18n/attention-lab_en.qm")));
        const QString two = QCoreApplication::translate("attn::TrainingController", "%n step(s)", nullptr, 2);
        QVERIFY(!two.contains(QLatin1String("(s)")) && two.contains(QLatin1Char('2')));
        QVERIFY(two
                != english.translate("attn::TrainingController", "%n step(s)", nullptr, 2)
                       .replace(QLatin1String("%n"), QLatin1String("2")));
    }

    // The system's language decides where nothing is chosen: ctest runs this once more under
    // LANG=de_DE.UTF-8 (ATTENTION_EXPECT_LANGUAGE=de), and the window starts in German.
    void startsInTheSystemLanguage()
    {
        const QString expected = qEnvironmentVariable("ATTENTION_EXPECT_LANGUAGE", QStringLiteral("en"));
        QCOMPARE(language::atStart(), expected);
        language::setChosen(QStringLiteral("fr"));
        QCOMPARE(language::atStart(), QStringLiteral("fr")); // a choice wins over the system
        language::setChosen({});
        MainWindow *w = open(language::atStart());
        QVERIFY(w);
        QCOMPARE(w->menuBar()->actions().first()->text(), trMain("&File"));
    }

    // The command line stays English in every locale and whatever the window's language: scripts
    // read it (CONTRACT.md).
    void theCommandLineStaysEnglish()
    {
        language::setChosen(QStringLiteral("de"));
        QProcess p;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("LANG"), QStringLiteral("de_DE.UTF-8"));
        env.insert(QStringLiteral("LANGUAGE"), QStringLiteral("de"));
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(ATTENTION_LAB_BIN), { QStringLiteral("presets") });
        QVERIFY(p.waitForFinished(30000));
        QCOMPARE(p.exitCode(), 0);
        const QString out = QString::fromUtf8(p.readAllStandardOutput());
        QVERIFY2(out.contains(QLatin1String("The lesson: three tokens by hand")), qPrintable(out));
        // The exercises' prompts and hints go through the translations (and English's plural
        // forms: "columns 18, 24", never "column(s)").
        p.start(QStringLiteral(ATTENTION_LAB_BIN),
                { QStringLiteral("lesson"), QStringLiteral("--preset"), QStringLiteral("eight-heads"),
                  QStringLiteral("--exercises") });
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        const QString exercises = QString::fromUtf8(p.readAllStandardOutput());
        QVERIFY(exercises.contains(QLatin1String("\"hints\":[\"Row t of Q is")));
        QVERIFY(exercises.contains(QLatin1String("columns ")));
        QVERIFY2(!exercises.contains(QLatin1String("(s)")), qPrintable(exercises.left(2000)));
        QVERIFY(!exercises.contains(QLatin1String("Zeile")) && !exercises.contains(QLatin1String("Spalte")));
        // What it draws keeps the decimal point too: the lesson's 0.576 in a breakdown.
        QTemporaryDir dir;
        const QString svg = dir.filePath(QStringLiteral("breakdown.svg"));
        p.start(QStringLiteral(ATTENTION_LAB_BIN),
                { QStringLiteral("export"), QStringLiteral("--preset"), QStringLiteral("lesson"),
                  QStringLiteral("--view"), QStringLiteral("breakdown"), QStringLiteral("--out"), svg });
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
        QFile drawn(svg);
        QVERIFY(drawn.open(QIODevice::ReadOnly));
        const QString picture = QString::fromUtf8(drawn.readAll());
        // In the picture's texts, not its coordinates (which the SVG writes as "x,y").
        QVERIFY(picture.contains(QRegularExpression(QStringLiteral(">[^<]*0\\.576[^<]*<"))));
        QVERIFY(!picture.contains(QRegularExpression(QStringLiteral(">[^<]*0,576[^<]*<"))));
    }

    // Every built-in example's title and note is in each language (the list lupdate reads,
    // held to the preset files), and File ▸ Presets opens one titled in the window's language.
    void presetsAreTranslated()
    {
        for (const language::Language &l : language::available()) {
            if (l.code == QLatin1String("en"))
                continue;
            QTranslator t;
            QVERIFY(t.load(QStringLiteral(":/i18n/attention-lab_") + l.code));
            for (const QString &name : io::presetNames()) {
                QString error;
                QJsonObject view;
                QVERIFY(io::loadPreset(name, &error, &view));
                for (const QString &english :
                     { io::presetTitle(name), view.value(QStringLiteral("note")).toString() }) {
                    if (english.isEmpty())
                        continue;
                    const QString said = t.translate("Presets", english.toUtf8().constData());
                    QVERIFY2(!said.isEmpty() && said != english,
                             qPrintable(l.code + QStringLiteral(": ") + english));
                }
            }
        }
        MainWindow *w = open(QStringLiteral("de"));
        QVERIFY(w);
        auto *bank = w->findChild<QAction *>(QStringLiteral("preset-bank"));
        QVERIFY(bank);
        const QString title = QCoreApplication::translate("Presets", "\"bank\" in two contexts");
        QCOMPARE(bank->text(), title);
        bank->trigger();
        QVERIFY2(w->windowTitle().startsWith(title), qPrintable(w->windowTitle()));
    }

    // German chosen on a desktop in another locale: the tables take the German decimal comma (and
    // the point still); English again gives the locale back.
    void aChosenLanguageBringsItsNumbers()
    {
        QCOMPARE(QLocale().decimalPoint(), QStringLiteral("."));
        MainWindow *w = open(QStringLiteral("de"));
        QVERIFY(w);
        QCOMPARE(QLocale().decimalPoint(), QStringLiteral(","));
        auto *wq = w->findChild<MatrixView *>(QStringLiteral("input-W_Q"));
        QVERIFY(wq);
        testing::typeIntoCell(wq, 0, 1, QStringLiteral("0,25"));
        QCOMPARE(w->findChild<Document *>()->session().Wq(0, 1), 0.25);
        testing::typeIntoCell(wq, 0, 1, QStringLiteral("1.5"));
        QCOMPARE(w->findChild<Document *>()->session().Wq(0, 1), 1.5);
        w->findChild<Document *>()->undoStack()->undo();
        w->findChild<Document *>()->undoStack()->undo();
        // What the window draws follows: the heatmap's cells as a reader hears them, the
        // breakdown, the lesson's slide — the lesson's 0.576 is 0,576.
        QVERIFY(decimalComma());
        QTRY_VERIFY(!w->findChild<Document *>()->isComputing());
        HeatmapWidget *map = w->findChild<HeatmapPanel *>()->heatmap();
        QTRY_VERIFY2(map->gridCellName(1, 2).endsWith(QStringLiteral(" 0,576")),
                     qPrintable(map->gridCellName(1, 2)));
        const QString working = QAccessible::queryAccessibleInterface(w->findChild<BreakdownWidget *>())
                                    ->text(QAccessible::Description);
        QVERIFY2(working.contains(QStringLiteral("0,576")) && !working.contains(QStringLiteral("0.576")),
                 qPrintable(working));
        m_window.reset();
        QVERIFY(language::install(QStringLiteral("en")));
        QCOMPARE(QLocale().decimalPoint(), QStringLiteral("."));
        QVERIFY(!decimalComma());
        QCOMPARE(formatFixed(0.5764, 3), QStringLiteral("0.576"));
    }

    // What goes wrong in a file is said in the window's language too: a session file that is not
    // JSON, opened in the German window, is refused in German (and changes nothing).
    void fileErrorsSpeakTheLanguage()
    {
        MainWindow *w = open(QStringLiteral("de"));
        QVERIFY(w);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("broken.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{ \"tokens\": [");
        f.close();
        const QString before = w->windowTitle();
        QString said;
        testing::onNextModal([&said](QWidget *modal) {
            said = modal->findChild<QLabel *>(QStringLiteral("qt_msgbox_label"))->text();
            modal->close();
        });
        QVERIFY(!w->openFile(path));
        const QString german = QCoreApplication::translate("IoText", "not valid JSON (%1 at %2)");
        QVERIFY(german != QLatin1String("not valid JSON (%1 at %2)"));
        QVERIFY2(said.contains(german.left(german.indexOf(QLatin1String("%1"))).trimmed()), qPrintable(said));
        QVERIFY2(!said.contains(QLatin1String("not valid JSON")), qPrintable(said));
        QCOMPARE(w->windowTitle(), before);
    }

    // View ▸ Language keeps the choice for the next start and says so, in the language chosen too.
    void theMenuKeepsTheChoiceForTheNextStart()
    {
        MainWindow *w = open(QStringLiteral("en"));
        QVERIFY(w);
        auto *german = w->findChild<QAction *>(QStringLiteral("language-de"));
        auto *system = w->findChild<QAction *>(QStringLiteral("language-system"));
        QVERIFY(german && system);
        QVERIFY(system->isChecked());
        QVERIFY(system->text().startsWith(QLatin1String("&System Language")));
        testing::MessageBoxCatcher said;
        german->trigger();
        QTRY_VERIFY(!said.text().isEmpty());
        QCOMPARE(language::chosen(), QStringLiteral("de"));
        QVERIFY(german->isChecked() && !system->isChecked());
        QTranslator next;
        QVERIFY(next.load(QStringLiteral(":/i18n/attention-lab_de.qm")));
        const QString there = next.translate("attn::MainWindow",
                                             "Attention Lab will start in %1 the next time it is opened.");
        QVERIFY(!there.isEmpty());
        QVERIFY2(said.text().startsWith(
                     QStringLiteral("Attention Lab will start in Deutsch the next time it is opened.")),
                 qPrintable(said.text()));
        QVERIFY2(said.text().contains(there.arg(QStringLiteral("Deutsch"))), qPrintable(said.text()));
        QCOMPARE(language::current(), QStringLiteral("en")); // this window stays as it started

        testing::MessageBoxCatcher back;
        system->trigger();
        QTRY_VERIFY(!back.text().isEmpty());
        QCOMPARE(language::chosen(), QString());
    }

    // Under the pseudo-language every translated text comes wrapped in ⟦ ⟧: a visible text with
    // words but no brackets never went through tr().
    void pseudoLocaleLeavesNothingUnwrapped_data()
    {
        QTest::addColumn<QString>("code");
        QTest::newRow("left to right") << QStringLiteral("pseudo");
        QTest::newRow("right to left") << QStringLiteral("pseudo-rtl");
    }
    void pseudoLocaleLeavesNothingUnwrapped()
    {
        QFETCH(QString, code);
        MainWindow *w = open(code);
        QVERIFY(w);
        QCOMPARE(QGuiApplication::layoutDirection(),
                 code == QLatin1String("pseudo-rtl") ? Qt::RightToLeft : Qt::LeftToRight);
        QCOMPARE(w->isRightToLeft(), code == QLatin1String("pseudo-rtl"));
        for (QDockWidget *dock : w->findChildren<QDockWidget *>())
            dock->show(); // every panel, the ones a first start keeps closed too
        QApplication::processEvents();
        const QList<Shown> shown = shownTexts(w);
        QVERIFY(shown.size() > 200);
        QStringList bare;
        for (const Shown &s : shown)
            if (hasWords(s.text) && !s.text.contains(QStringLiteral("⟦")))
                bare << QStringLiteral("%1: %2").arg(s.where, s.text.left(80));
        bare.removeDuplicates();
        for (const QString &b : bare) // Qt Test cuts a long message short: each on its own line
            qInfo("not translated: %s", qPrintable(b));
        QVERIFY2(bare.isEmpty(),
                 qPrintable(QStringLiteral("%1 texts not translated:\n").arg(bare.size())
                            + bare.join(QLatin1Char('\n'))));
    }

    // The dialogs and the training window as well: every text translated, every control named
    // for a screen reader.
    void dialogsSpeakTheLanguageAndNameTheirControls()
    {
        MainWindow *w = open(QStringLiteral("pseudo"));
        QVERIFY(w);
        auto *doc = w->findChild<Document *>();
        auto *lesson = w->findChild<LessonController *>();
        QVERIFY(doc && lesson);
        std::vector<std::unique_ptr<QWidget>> windows;
        windows.emplace_back(new GenerateDialog(w));
        windows.emplace_back(new OpenModelDialog(w));
        windows.emplace_back(new CodeDialog(doc->session(), w));
        windows.emplace_back(new ExportLessonDialog(0, w));
        windows.emplace_back(new PracticeDialog(lesson, w));
        windows.emplace_back(new RopeDialog(doc, w));
        windows.emplace_back(
            new ImageExportDialog(w, QCoreApplication::translate("attn::HeatmapPanel", "Export Heatmap"),
                                  QDir::temp().filePath(QStringLiteral("x.png")), ImageExportChoice {}));
        windows.emplace_back(new TrainModelWindow(w));
        QStringList bare;
        QStringList unnamed;
        for (const auto &window : windows) {
            window->show();
            QApplication::processEvents();
            for (const Shown &s : shownTexts(window.get()))
                if (hasWords(s.text) && !s.text.contains(QStringLiteral("⟦")))
                    bare << QStringLiteral("%1 · %2: %3")
                                .arg(QLatin1String(window->metaObject()->className()), s.where,
                                     s.text.left(80));
            for (const QString &u : testing::unnamedControls(window.get(), true))
                unnamed << QLatin1String(window->metaObject()->className()) + QStringLiteral(" · ") + u;
            window->hide();
        }
        bare.removeDuplicates();
        for (const QString &b : bare)
            qInfo("not translated: %s", qPrintable(b));
        for (const QString &u : unnamed)
            qInfo("no accessible name: %s", qPrintable(u));
        QVERIFY2(bare.isEmpty(), qPrintable(QStringLiteral("%1 texts not translated").arg(bare.size())));
        QVERIFY2(unnamed.isEmpty(),
                 qPrintable(QStringLiteral("%1 controls without a name").arg(unnamed.size())));
    }

    // At 1280 × 720, in every language, no label or button is narrower than its text needs.
    void nothingSqueezedAt1280x720_data()
    {
        theWindowSpeaksTheLanguage_data();
        QTest::newRow("en") << QStringLiteral("en");
    }
    void nothingSqueezedAt1280x720()
    {
        QFETCH(QString, code);
        MainWindow *w = open(code);
        QVERIFY(w);
        QCOMPARE(w->size(), QSize(1280, 720));
        QStringList squeezed;
        for (QWidget *x : w->findChildren<QWidget *>()) {
            if (!x->isVisible() || x->window() != w)
                continue;
            auto *label = qobject_cast<QLabel *>(x);
            auto *button = qobject_cast<QAbstractButton *>(x);
            if ((!label && !button) || (label && (label->wordWrap() || label->text().isEmpty()))
                || (button && button->text().isEmpty()))
                continue;
            const QSize need = x->minimumSizeHint();
            if (x->width() < need.width() || x->height() < need.height())
                squeezed << QStringLiteral("%1 %2 “%3”: %4×%5, needs %6×%7")
                                .arg(QLatin1String(x->metaObject()->className()), x->objectName(),
                                     label ? label->text().left(40) : button->text().left(40))
                                .arg(x->width())
                                .arg(x->height())
                                .arg(need.width())
                                .arg(need.height());
        }
        QVERIFY2(squeezed.isEmpty(), qPrintable(squeezed.join(QLatin1Char('\n'))));
    }
};

QTEST_MAIN(TestLanguages)
#include "tst_languages.moc"
