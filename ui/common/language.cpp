#include "language.h"

#include "render/notation.h"

#include "preferences.h"

#include "io/session_json.h"

#include <QCoreApplication>
#include <QDir>
#include <QHash>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <memory>
#include <optional>

namespace attn::language {

namespace {

    const QString kPrefix = QStringLiteral("attention-lab_");
    const QString kFolder = QStringLiteral(":/i18n");
    const Preference<QString> kChosen { "view/language", {} };

    // Every string that goes through tr() comes back wrapped, so that a string shown without
    // the brackets is one that did not. Qt asks its translators which way the text runs
    // (QT_LAYOUT_DIRECTION); the right-to-left variant answers "RTL" and the whole window
    // mirrors, as it would for Arabic or Hebrew.
    class PseudoTranslator : public QTranslator {
    public:
        explicit PseudoTranslator(bool rightToLeft)
            : m_rightToLeft(rightToLeft)
        {
        }
        bool isEmpty() const override { return false; }
        QString translate(const char *, const char *source, const char *, int) const override
        {
            if (qstrcmp(source, "QT_LAYOUT_DIRECTION") == 0)
                return m_rightToLeft ? QStringLiteral("RTL") : QStringLiteral("LTR");
            if (!source || !*source)
                return {};
            return QStringLiteral("⟦") + QString::fromUtf8(source) + QStringLiteral("⟧");
        }

    private:
        bool m_rightToLeft;
    };

    struct Installed {
        QString code = QStringLiteral("en");
        std::unique_ptr<QTranslator> app;
        std::unique_ptr<QTranslator> qt;
        std::optional<QLocale> defaultBefore; // QLocale's default before a language changed it
    };
    Installed &installed()
    {
        static Installed i;
        return i;
    }

    bool isPseudo(const QString &code)
    {
        return code == QLatin1String("pseudo") || code == QLatin1String("pseudo-rtl");
    }

    QString nativeName(const QString &code)
    {
        // Each language's name in itself, as a menu lists it; QLocale's would add a country
        // ("español de España") or leave out the script (中文).
        static const QHash<QString, QString> names { { QStringLiteral("de"), QStringLiteral("Deutsch") },
                                                     { QStringLiteral("es"), QStringLiteral("Español") },
                                                     { QStringLiteral("fr"), QStringLiteral("Français") },
                                                     { QStringLiteral("zh_CN"),
                                                       QStringLiteral("简体中文") } };
        if (const auto it = names.find(code); it != names.end())
            return *it;
        QString name = QLocale(code).nativeLanguageName();
        if (!name.isEmpty())
            name[0] = name[0].toUpper(); // "español", "français" as a menu item
        return name;
    }

    // The built-in examples' titles and notes (resources/presets/*.json), for lupdate: a preset
    // opened in the window is titled and explained in its language. A test holds this list to
    // the files.
    [[maybe_unused]] const char *const kPresetTexts[] = {
        QT_TRANSLATE_NOOP("Presets", "\"bank\" in two contexts"),
        QT_TRANSLATE_NOOP("Presets", "Eight heads, eight patterns"),
        QT_TRANSLATE_NOOP("Presets", "Learn: first token (sink)"),
        QT_TRANSLATE_NOOP("Presets", "Learn: previous token"),
        QT_TRANSLATE_NOOP("Presets", "Learn: same word earlier"),
        QT_TRANSLATE_NOOP("Presets", "Saturation race: unscaled"),
        QT_TRANSLATE_NOOP("Presets", "Saturation race: scaled"),
        QT_TRANSLATE_NOOP("Presets", "Learn: two heads, two relations"),
        QT_TRANSLATE_NOOP("Presets", "The lesson with a causal mask"),
        QT_TRANSLATE_NOOP("Presets", "The lesson with token 3 as padding"),
        QT_TRANSLATE_NOOP("Presets", "The lesson with RoPE (rotary positions)"),
        QT_TRANSLATE_NOOP("Presets", "The lesson without 1/sqrt(d_k)"),
        QT_TRANSLATE_NOOP("Presets", "The lesson: three tokens by hand"),
        QT_TRANSLATE_NOOP("Presets", "Saturation cured: divided by sqrt(64) = 8"),
        QT_TRANSLATE_NOOP("Presets", "Softmax saturation: scores 8, 0, -8"),
        QT_TRANSLATE_NOOP("Presets", "Two heads, two patterns"),

        QT_TRANSLATE_NOOP("Presets",
                          "Both 'bank' tokens have the same embedding (water, money, thing, function word). "
                          "Each sentence is blocked from the other, so each 'bank' mixes in its own context: "
                          "its output row leans to water in the river sentence and to money in the other."),
        QT_TRANSLATE_NOOP("Presets",
                          "Eight computed heads: previous token, first token, self, broad, local window, "
                          "same word, latest noun, skips \"the\"."),
        QT_TRANSLATE_NOOP(
            "Presets",
            "Learn the attention sink: two stories packed end to end, and every token's target is the first "
            "token of its own story. Press Play: the first column of each sentence fills in, the pattern "
            "real models use when nothing else is worth reading."),
        QT_TRANSLATE_NOOP(
            "Presets",
            "Learn to attend to the previous token: each token's target is the word before it (the first "
            "keeps its own). Press Play: the weights just below the diagonal light up, every one of them "
            "above 0.9 within 300 steps, and the loss falls a hundredfold."),
        QT_TRANSLATE_NOOP("Presets",
                          "Learn to find the same word earlier: a word seen before should fetch where it was "
                          "last seen (its target is that token's position); a new word fetches its own. The "
                          "head must match words, not positions: watch the weights jump back to the earlier "
                          "“the”, “sat”, “on”, “cat”, “and” and “dog”."),
        QT_TRANSLATE_NOOP(
            "Presets",
            "The saturation race, NOT scaled (scale 1). d_k = 64 and a good initialisation give scores "
            "spread about ±8. Both presets have the same embeddings, weights, target and learning rate; only "
            "the scale differs. Scaled, the softmax is soft and the head learns; unscaled, it starts nearly "
            "one-hot, its gradient p(1 − p) is ≈ 0, and the loss stalls: after 200 steps it is at least "
            "twice the scaled one's. Open both (or press Race) and compare."),
        QT_TRANSLATE_NOOP(
            "Presets",
            "The saturation race, scaled by 1/√d_k = 1/8. d_k = 64 and a good initialisation give scores "
            "spread about ±8. Both presets have the same embeddings, weights, target and learning rate; only "
            "the scale differs. Scaled, the softmax is soft and the head learns; unscaled, it starts nearly "
            "one-hot, its gradient p(1 − p) is ≈ 0, and the loss stalls: after 200 steps it is at least "
            "twice the scaled one's. Open both (or press Race) and compare."),
        QT_TRANSLATE_NOOP("Presets",
                          "Two heads, two relations, in two sentences packed end to end: each head's slice "
                          "holds the whole embedding; head 1's target is the previous token, head 2's the "
                          "first token of its sentence. Press Play and watch them specialise: one diagonal "
                          "below the middle, one first column per sentence."),
        QT_TRANSLATE_NOOP("Presets", "No peeking at the future: token 2 gets 0.670 / 0.330 / 0."),
        QT_TRANSLATE_NOOP("Presets", "A padding mask blanks the whole key column of a pad token."),
        QT_TRANSLATE_NOOP("Presets",
                          "RoPE turns q and k by position: “river” now gives 0.363 / 0.343 / 0.294 (0.284 / "
                          "0.140 / 0.576 without it)."),
        QT_TRANSLATE_NOOP("Presets", "Scale factor 1: the weights are sharper than with 1/sqrt(2)."),
        QT_TRANSLATE_NOOP(
            "Presets",
            "X rows (1,0), (0,1), (1,1); W_Q rows (1,0), (1,1); W_K rows (1,1), (0,1); W_V = diag(2, 1). "
            "Token 2 ('river') attends 0.284 / 0.140 / 0.576 and outputs (1.72, 0.72)."),
        QT_TRANSLATE_NOOP("Presets",
                          "The same scores divided by 8 become 1, 0, -1, and softmax gives 0.665, 0.245, "
                          "0.090: no longer one-hot."),
        QT_TRANSLATE_NOOP("Presets",
                          "Query 1 scores its keys 8, 0 and -8, as a d_k = 64 dot product typically would. "
                          "Unscaled, softmax collapses to nearly one-hot: 0.9997, 0.0003, 0.0000001, and its "
                          "gradient p(1-p) is about 0.0003."),
        QT_TRANSLATE_NOOP(
            "Presets",
            "d_model 8, two heads of d_k 4. Head 1 follows a position code and looks at the previous token; "
            "head 2 matches content, so 'cat' and 'mat' look at each other and 'the' at 'the'."),
    };

} // namespace

QString presetText(const QString &english)
{
    return english.isEmpty() ? english : QCoreApplication::translate("Presets", english.toUtf8().constData());
}

QString presetTitle(const QString &name)
{
    return presetText(io::presetTitle(name));
}

QList<Language> available()
{
    QList<Language> out { { QStringLiteral("en"), QStringLiteral("English") } };
    const QStringList files
        = QDir(kFolder).entryList({ kPrefix + QStringLiteral("*.qm") }, QDir::Files, QDir::Name);
    for (const QString &file : files) {
        const QString code = file.mid(kPrefix.size()).chopped(3);
        if (code != QLatin1String("en")) // English's file holds its plural forms only
            out.push_back({ code, nativeName(code) });
    }
    return out;
}

QString chosen()
{
    return kChosen.get();
}

void setChosen(const QString &code)
{
    kChosen.set(code);
}

QString resolve(const QString &choice, const QStringList &uiLanguages)
{
    const QList<Language> all = available();
    auto find = [&all](QString code) -> QString {
        code.replace(QLatin1Char('-'), QLatin1Char('_'));
        for (const Language &l : all)
            if (l.code.compare(code, Qt::CaseInsensitive) == 0)
                return l.code;
        return {};
    };
    if (isPseudo(choice))
        return choice;
    if (!choice.isEmpty())
        if (QString code = find(choice); !code.isEmpty())
            return code;
    // "de-AT" finds "de"; "zh-Hans-CN" and "zh-CN" find "zh_CN".
    for (const QString &ui : uiLanguages) {
        const QLocale locale(ui);
        for (const QString &code : { locale.name(), ui, ui.section(QLatin1Char('-'), 0, 0) })
            if (QString found = find(code); !found.isEmpty())
                return found;
    }
    return QStringLiteral("en");
}

QString atStart()
{
    const QString forced = qEnvironmentVariable("ATTENTION_LAB_LANGUAGE");
    return resolve(forced.isEmpty() ? chosen() : forced, QLocale::system().uiLanguages());
}

bool install(const QString &code)
{
    std::unique_ptr<QTranslator> app;
    std::unique_ptr<QTranslator> qt;
    if (isPseudo(code)) {
        app = std::make_unique<PseudoTranslator>(code == QLatin1String("pseudo-rtl"));
    } else if (code != QLatin1String("en")) {
        app = std::make_unique<QTranslator>();
        if (!app->load(kPrefix + code, kFolder))
            return false;
        // Qt's own words (a file dialog's buttons), where the system has them (Debian:
        // qt6-translations-l10n); without them those few stay English.
        qt = std::make_unique<QTranslator>();
        if (!qt->load(QStringLiteral("qtbase_") + code, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            qt.reset();
    }
    Installed &i = installed();
    for (auto *old : { i.app.get(), i.qt.get() })
        if (old)
            QCoreApplication::removeTranslator(old);
    i.app = std::move(app);
    i.qt = std::move(qt);
    i.code = code;
    // The window's numbers (a count, a size, the decimal comma a table accepts) in the language
    // chosen, where it is not the system's: German chosen on an English desktop reads "0,5" too.
    // Files and the lesson's own numbers never use it (they write with the C locale).
    if (i.defaultBefore)
        QLocale::setDefault(*i.defaultBefore);
    const QLocale asked(code);
    if (!isPseudo(code) && code != QLatin1String("en") && asked.language() != QLocale().language()) {
        i.defaultBefore = QLocale();
        QLocale::setDefault(asked);
    } else {
        i.defaultBefore.reset();
    }
    // What the window draws — the heatmap's cells, the breakdown, slides, worksheets, exported
    // pictures — writes its numbers as the tables do: "0,576" where the window's locale has a
    // decimal comma (render/notation.h). The command line never comes here and keeps the point.
    const QLocale numbers;
    const QString group = numbers.groupSeparator();
    setDecimalComma(numbers.decimalPoint() == QLatin1String(","),
                    group.size() == 1 && group != QLatin1String(",") ? group.at(0) : QLatin1Char('.'));
    for (auto *t : { i.qt.get(), i.app.get() })
        if (t)
            QCoreApplication::installTranslator(t);
    return true;
}

QString current()
{
    return installed().code;
}

} // namespace attn::language
