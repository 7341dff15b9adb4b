// The translations (resources/translations/*.ts) against the code and against their glossaries
// (docs/glossary-<lang>.md): none stale, each complete, every glossary term said its way.
#include "attention_translations.h"
#include "translations_check.h"

#include <QDir>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

QString tsPath(const QString &lang)
{
    return QStringLiteral(ATTENTION_SOURCE_DIR "/resources/translations/attention-lab_%1.ts").arg(lang);
}

QStringList languages()
{
    return QStringLiteral(ATTENTION_LANGUAGES).split(QLatin1Char('\n'));
}

// Qt's plural rules (lrelease's numerus table) for the languages shipped: German, Spanish and
// French say one and many, Chinese has a single form.
int pluralForms(const QString &lang)
{
    return lang.startsWith(QLatin1String("zh")) ? 1 : 2;
}

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT

private slots:
    // lupdate, run on copies exactly as `update_translations` runs it, changes nothing: every
    // string of the code is in every file, and none that is gone is kept.
    void notStaleAgainstTheCode()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QStringList copies;
        QStringList all = languages();
        all << QStringLiteral("en");
        for (const QString &lang : all) {
            const QString copy = dir.filePath(QFileInfo(tsPath(lang)).fileName());
            QVERIFY2(QFile::copy(tsPath(lang), copy), qPrintable(tsPath(lang)));
            copies << copy;
        }
        QStringList args = QStringLiteral(ATTENTION_LUPDATE_OPTIONS).split(QLatin1Char('\n'));
        for (const QString &folder : QStringLiteral(ATTENTION_TR_FOLDERS).split(QLatin1Char('\n')))
            args << QStringLiteral(ATTENTION_SOURCE_DIR "/") + folder;
        auto run = [&args](const QStringList &extra) {
            QProcess p;
            p.setWorkingDirectory(QStringLiteral(ATTENTION_SOURCE_DIR));
            p.start(QStringLiteral(ATTENTION_LUPDATE), args + extra);
            return p.waitForFinished(120000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
        };
        const QString english = copies.takeLast();
        QVERIFY(run(QStringList { QStringLiteral("-ts") } + copies));
        QVERIFY(run({ QStringLiteral("-pluralonly"), QStringLiteral("-ts"), english }));
        copies << english;
        for (int k = 0; k < all.size(); ++k) {
            QFile committed(tsPath(all[k]));
            QFile updated(copies[k]);
            QVERIFY(committed.open(QIODevice::ReadOnly) && updated.open(QIODevice::ReadOnly));
            QVERIFY2(committed.readAll() == updated.readAll(),
                     qPrintable(QStringLiteral("%1 is stale against the code: build the target "
                                               "update_translations and translate what it adds")
                                    .arg(committed.fileName())));
        }
    }

    void complete_data()
    {
        QTest::addColumn<QString>("lang");
        for (const QString &lang : languages())
            QTest::newRow(qPrintable(lang)) << lang;
    }

    // Every message finished, its placeholders, markup and mnemonic kept, no English left
    // unless the glossary keeps it, and every glossary term said as the glossary says.
    void complete()
    {
        QFETCH(QString, lang);
        const i18n::TsFile ts = i18n::readTs(tsPath(lang));
        QVERIFY2(ts.error.isEmpty(), qPrintable(ts.error));
        QVERIFY(ts.messages.size() > 500);
        const i18n::Glossary g
            = i18n::readGlossary(QStringLiteral(ATTENTION_SOURCE_DIR "/docs/glossary-%1.md").arg(lang));
        QVERIFY2(g.error.isEmpty(), qPrintable(g.error));
        QStringList all;
        for (const i18n::Message &m : ts.messages)
            all << i18n::problems(m, pluralForms(lang), g);
        QVERIFY2(all.isEmpty(),
                 qPrintable(QStringLiteral("%1 problems, the first:\n").arg(all.size())
                            + all.mid(0, 15).join(QLatin1Char('\n'))));
    }

    void glossary_data() { complete_data(); }

    // The glossary names the words the lesson is built on, each once, with the form checked.
    void glossary()
    {
        QFETCH(QString, lang);
        const i18n::Glossary g
            = i18n::readGlossary(QStringLiteral(ATTENTION_SOURCE_DIR "/docs/glossary-%1.md").arg(lang));
        QVERIFY2(g.error.isEmpty(), qPrintable(g.error));
        QSet<QString> named;
        for (const i18n::Term &t : g.terms) {
            QVERIFY2(!t.checked.isEmpty(), qPrintable(t.english));
            QVERIFY2(!named.contains(t.english), qPrintable(t.english + QStringLiteral(" twice")));
            named.insert(t.english);
        }
        for (const char *term :
             { "attention", "query", "key",      "value",     "score",     "softmax",     "logit",
               "mask",      "head",  "residual", "embedding", "token",     "weight",      "layer",
               "heatmap",   "loss",  "gradient", "lesson",    "worksheet", "temperature", "scale" })
            QVERIFY2(named.contains(QLatin1String(term)), term);
    }

    // English's own file holds the plural forms alone, both of them, finished.
    void englishHasItsPluralForms()
    {
        const i18n::TsFile ts = i18n::readTs(tsPath(QStringLiteral("en")));
        QVERIFY2(ts.error.isEmpty(), qPrintable(ts.error));
        QVERIFY(!ts.messages.isEmpty());
        for (const i18n::Message &m : ts.messages) {
            QVERIFY2(m.numerus, qPrintable(m.source));
            QVERIFY2(i18n::problems(m, 2, {}).isEmpty(), qPrintable(i18n::problems(m, 2, {}).join('\n')));
            QVERIFY2(!m.forms[0].contains(QLatin1String("(s)")) && !m.forms[1].contains(QLatin1String("(s)")),
                     qPrintable(m.source));
        }
    }

    // The rules themselves: each broken message is caught, and a good one is not.
    void rulesCatchEachMistake()
    {
        i18n::Glossary g;
        g.terms << i18n::Term { QStringLiteral("key"),
                                QStringLiteral("Schlüssel"),
                                { QStringLiteral("arrow keys") } };
        g.kept.insert(QStringLiteral("Adam"));
        auto msg = [](const QString &source, const QString &translation) {
            return i18n::Message { QStringLiteral("c"), source, false, {}, { translation } };
        };
        QVERIFY(
            i18n::problems(msg(QStringLiteral("Key %1 of &%2"), QStringLiteral("Schlüssel %1 von &%2")), 2, g)
                .isEmpty());
        QVERIFY(i18n::problems(msg(QStringLiteral("Adam"), QStringLiteral("Adam")), 2, g).isEmpty());
        QVERIFY(i18n::problems(msg(QStringLiteral("Use the arrow keys"), QStringLiteral("Pfeiltasten")), 2, g)
                    .isEmpty());
        QCOMPARE(i18n::problems(msg(QStringLiteral("Key %1"), QStringLiteral("Schlüssel")), 2, g).size(), 1);
        QCOMPARE(i18n::problems(msg(QStringLiteral("<b>Key</b>"), QStringLiteral("Schlüssel")), 2, g).size(),
                 1);
        QCOMPARE(i18n::problems(msg(QStringLiteral("&Key"), QStringLiteral("Schlüssel")), 2, g).size(), 1);
        QCOMPARE(
            i18n::problems(msg(QStringLiteral("Open keys"), QStringLiteral("Tasten öffnen")), 2, g).size(),
            1);
        QCOMPARE(i18n::problems(msg(QStringLiteral("Open"), QStringLiteral("Open")), 2, g).size(), 1);
        i18n::Message unfinished = msg(QStringLiteral("Open"), {});
        unfinished.type = QStringLiteral("unfinished");
        QCOMPARE(i18n::problems(unfinished, 2, g).size(), 1);
        i18n::Message plural {
            QStringLiteral("c"), QStringLiteral("%n step(s)"), true, {}, { QStringLiteral("%n Schritt") }
        };
        QCOMPARE(i18n::problems(plural, 2, g).size(), 1);
        plural.forms << QStringLiteral("%n Schritte");
        QVERIFY(i18n::problems(plural, 2, g).isEmpty());
        QCOMPARE(i18n::mnemonics(QStringLiteral("Tokens && X")), 0);
        QCOMPARE(i18n::mnemonics(QStringLiteral("文件(&F)")), 1);
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
