// Hugging Face tokenizer.json files against the tokenizers library itself: test tokenizers
// shaped as Llama 3's, Qwen's, SmolLM2's (byte-level, with their Split/Digits pre-tokenizers,
// NFC, ignore_merges, added tokens), Llama 2's and Mistral's (SentencePiece-style: "▁", byte
// fallback, Prepend or Metaspace, BOS/EOS from tokenizer_config.json), each on 46 tricky strings
// with the ids the library gave, and for a LlamaTokenizer config transformers (tests/data/tokenizers, made by
// scripts/make-tokenizer-references.js; vocabularies learned from our own text). Then how the
// tokens are shown, and the files' steps that are refused.
#include "io/model/tokenizer.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

using namespace attn::io;

namespace {

// Every folder of tests/data/tokenizers: the five shaped like real families, and the steps-*
// ones, each exercising a step the five do not (Split behaviours, invert, normalizers, the
// unknown token, added-token rules, post-processors, a pair merged twice).
QStringList folders()
{
    return QDir(QStringLiteral(TEST_DATA_DIR "/tokenizers"))
        .entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
}

QByteArray readData(const QString &relative)
{
    QFile f(QStringLiteral(TEST_DATA_DIR "/tokenizers/") + relative);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(f.fileName()));
    return f.readAll();
}

Tokenizer load(const QString &folder, bool withConfig = true)
{
    Tokenizer::JsonOptions options;
    if (withConfig)
        options.config = readData(folder + "/tokenizer_config.json");
    QString error;
    auto t = Tokenizer::fromTokenizerJson(readData(folder + "/tokenizer.json"), "tokenizer.json", &error,
                                          options);
    if (!t)
        qFatal("%s: %s", qPrintable(folder), qPrintable(error));
    return *t;
}

QList<int> ids(const std::vector<int> &v)
{
    return QList<int>(v.begin(), v.end());
}

QList<int> ids(const QJsonArray &a)
{
    QList<int> out;
    for (const QJsonValue &v : a)
        out << v.toInt();
    return out;
}

QByteArray withField(const QByteArray &json, const QString &key, const QJsonValue &value)
{
    QJsonObject o = QJsonDocument::fromJson(json).object();
    o.insert(key, value);
    return QJsonDocument(o).toJson();
}

} // namespace

class TestHfTokenizers : public QObject {
    Q_OBJECT

private slots:
    void matchesTheLibrary_data()
    {
        QTest::addColumn<QString>("folder");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QList<int>>("expected");
        QVERIFY(folders().size() >= 15);
        for (const QString &folder : folders()) {
            const QJsonArray cases = QJsonDocument::fromJson(readData(folder + "/expected.json"))
                                         .object()
                                         .value("cases")
                                         .toArray();
            QVERIFY(cases.size() >= 40);
            for (qsizetype i = 0; i < cases.size(); ++i) {
                const QJsonObject c = cases.at(i).toObject();
                QTest::addRow("%s %lld", qPrintable(folder), qlonglong(i))
                    << folder << c.value("text").toString() << ids(c.value("ids").toArray());
            }
        }
    }
    void matchesTheLibrary()
    {
        QFETCH(QString, folder);
        QFETCH(QString, text);
        QFETCH(QList<int>, expected);
        static QHash<QString, Tokenizer> cache;
        if (!cache.contains(folder))
            cache.insert(folder, load(folder));
        const Tokenizer &t = cache[folder];
        QVERIFY(t.canEncode());
        QString error;
        const auto got = t.encode(text, &error);
        QVERIFY2(got, qPrintable(error));
        QCOMPARE(ids(*got), expected);
    }

    // How tokens stand in the decoded text: "▁" a space, a byte-fallback piece of a split
    // character \xNN, the byte alphabet undone, added tokens as written.
    void showsTokensAsTheyStandInTheText()
    {
        const Tokenizer llama2 = load("llama2");
        QString error;
        const auto got = llama2.encode("hi 机", &error);
        QVERIFY(got);
        QStringList shown;
        for (int id : *got)
            shown << llama2.tokenText(id);
        QCOMPARE(shown.first(), QStringLiteral("<s>"));
        QCOMPARE(shown.at(1), QStringLiteral(" h"));
        QVERIFY2(shown.join("|").endsWith(QStringLiteral("|\\xe6|\\x9c|\\xba")), // 机, not in the vocabulary
                 qPrintable(shown.join("|")));
        QCOMPARE(llama2.tokenBytes(3), QByteArray(1, '\0')); // <0x00>
        QCOMPARE(llama2.tokenText(3 + 0xe6), QStringLiteral("\\xe6")); // <0xE6>: part of a character
        QCOMPARE(llama2.tokenText(3 + 'A'), QStringLiteral("A")); // <0x41>
        QCOMPARE(llama2.tokenBytes(3 + 0xe6), QByteArray("\xe6"));

        const Tokenizer llama3 = load("llama3");
        const auto spaced = llama3.encode(" hello\n", &error);
        QVERIFY(spaced);
        QCOMPARE(llama3.tokenText(spaced->front()), QStringLiteral("<|begin_of_text|>"));
        QByteArray bytes;
        for (std::size_t i = 1; i < spaced->size(); ++i)
            bytes += llama3.tokenBytes((*spaced)[i]);
        QCOMPARE(bytes, QByteArray(" hello\n"));
    }

    // tokenizer_config.json's add_bos_token / add_eos_token decide where given.
    void configAddsBosAndEos()
    {
        QString error;
        const Tokenizer fileOnly = load("mistral", false);
        const Tokenizer configured = load("mistral");
        const auto a = fileOnly.encode("hi", &error), b = configured.encode("hi", &error);
        QVERIFY(a && b);
        QCOMPARE(ids(*b).mid(0, int(a->size())), ids(*a)); // the file: <s> hi
        QCOMPARE(b->size(), a->size() + 1); // the config adds </s>
        QCOMPARE(configured.tokenText(b->back()), QStringLiteral("</s>"));

        Tokenizer::JsonOptions noBos;
        noBos.config = R"({"add_bos_token": false})";
        const auto plain = Tokenizer::fromTokenizerJson(readData("llama2/tokenizer.json"), "tokenizer.json",
                                                        &error, noBos);
        QVERIFY(plain);
        const auto c = plain->encode("hi", &error);
        QVERIFY(c);
        QCOMPARE(ids(*c), ids(*a).mid(1));
    }

    // A LlamaTokenizer config: transformers' own steps, not the file's Prepend + Replace (the
    // ids of expected.json hold the default; here each setting of the config, and the file
    // alone). Tokens shown as the library writes them: 259 is "▁".
    void llamaTokenizerClassTakesTransformersSteps_data()
    {
        QTest::addColumn<QByteArray>("config");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QList<int>>("expected");
        // In llama2's vocabulary: 1 <s>, 259 ▁, 262 a, 357 ▁a, 381 ▁b.
        const QByteArray llama = R"({"tokenizer_class": "LlamaTokenizer"})";
        QTest::newRow("the file alone: a ▁ in front, always") << QByteArray() << "   " << QList<int> { 1, 259, 259, 259, 259 };
        QTest::newRow("LlamaTokenizer: none before a ▁") << llama << "   " << QList<int> { 1, 259, 259, 259 };
        QTest::newRow("LlamaTokenizerFast alike")
            << QByteArray(R"({"tokenizer_class": "LlamaTokenizerFast"})") << "   " << QList<int> { 1, 259, 259, 259 };
        QTest::newRow("the file alone: every piece gets one") << QByteArray() << "<s>a" << QList<int> { 1, 1, 357 };
        QTest::newRow("LlamaTokenizer: only the text's first piece") << llama << "<s>a" << QList<int> { 1, 1, 262 };
        QTest::newRow("legacy: every piece")
            << QByteArray(R"({"tokenizer_class": "LlamaTokenizer", "legacy": true})") << "<s>a" << QList<int> { 1, 1, 357 };
        QTest::newRow("no prefix space: none")
            << QByteArray(R"({"tokenizer_class": "LlamaTokenizer", "add_prefix_space": false})") << "a b"
            << QList<int> { 1, 262, 381 };
        QTest::newRow("another class: the file's steps")
            << QByteArray(R"({"tokenizer_class": "PreTrainedTokenizerFast"})") << "   " << QList<int> { 1, 259, 259, 259, 259 };
    }
    void llamaTokenizerClassTakesTransformersSteps()
    {
        QFETCH(QByteArray, config);
        QFETCH(QString, text);
        QFETCH(QList<int>, expected);
        Tokenizer::JsonOptions options;
        options.config = config;
        QString error;
        const auto t = Tokenizer::fromTokenizerJson(readData("llama2/tokenizer.json"), "tokenizer.json", &error,
                                                    options);
        QVERIFY2(t, qPrintable(error));
        const auto got = t->encode(text, &error);
        QVERIFY2(got, qPrintable(error));
        QCOMPARE(ids(*got), expected);
    }
    // A byte-level file under a LlamaTokenizer config (DeepSeek's, say) keeps its own steps:
    // transformers' Metaspace would not fit its vocabulary.
    void llamaTokenizerClassKeepsAByteLevelFile()
    {
        Tokenizer::JsonOptions options;
        options.config = R"({"tokenizer_class": "LlamaTokenizer"})";
        QString error;
        const auto classed = Tokenizer::fromTokenizerJson(readData("llama3/tokenizer.json"), "tokenizer.json",
                                                          &error, options);
        const Tokenizer plain = load("llama3", false);
        QVERIFY(classed);
        for (const QString &text : { QStringLiteral("   "), QStringLiteral("Hello world") }) {
            const auto a = classed->encode(text, &error), b = plain.encode(text, &error);
            QVERIFY2(a && b, qPrintable(error));
            QCOMPARE(ids(*a), ids(*b));
        }
    }

    // Steps that are not built, or written wrongly: the tokens are named, text is refused with
    // one line naming the field.
    void refusesStepsItCannotTake_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QByteArray>("value");
        QTest::addColumn<QString>("message");
        QTest::newRow("normalizer") << "normalizer" << QByteArray(R"({"type": "Precompiled"})")
                                    << "tokenizer.json: normalizer \"Precompiled\" is not supported";
        QTest::newRow("nested normalizer")
            << "normalizer"
            << QByteArray(
                   R"({"type": "Sequence", "normalizers": [{"type": "NFC"}, {"type": "BertNormalizer"}]})")
            << "tokenizer.json: normalizer.normalizers[1] \"BertNormalizer\" is not supported";
        QTest::newRow("pre_tokenizer") << "pre_tokenizer" << QByteArray(R"({"type": "Whitespace"})")
                                       << "tokenizer.json: pre_tokenizer \"Whitespace\" is not supported";
        QTest::newRow("split without pattern")
            << "pre_tokenizer" << QByteArray(R"({"type": "Split", "behavior": "Isolated"})")
            << "tokenizer.json: pre_tokenizer has no pattern";
        QTest::newRow("bad regex")
            << "pre_tokenizer"
            << QByteArray(
                   "{\"type\": \"Split\", \"pattern\": {\"Regex\": \"(a\"}, \"behavior\": \"Isolated\"}")
            << "tokenizer.json: pre_tokenizer has a pattern that Qt cannot read";
        QTest::newRow("bad behavior")
            << "pre_tokenizer"
            << QByteArray(R"({"type": "Split", "pattern": {"String": " "}, "behavior": "Sideways"})")
            << "tokenizer.json: pre_tokenizer (Split) has behavior \"Sideways\"";
        QTest::newRow("metaspace scheme")
            << "pre_tokenizer"
            << QByteArray(R"({"type": "Metaspace", "replacement": "▁", "prepend_scheme": "sometimes"})")
            << "tokenizer.json: pre_tokenizer (Metaspace) has prepend_scheme \"sometimes\"";
        QTest::newRow("post_processor")
            << "post_processor" << QByteArray(R"({"type": "BertProcessing"})")
            << "tokenizer.json: post_processor \"BertProcessing\" is not supported";
        QTest::newRow("template without text")
            << "post_processor"
            << QByteArray(R"({"type": "TemplateProcessing", "single": [], "special_tokens": {}})")
            << "tokenizer.json: post_processor (TemplateProcessing) has no $A";
        QTest::newRow("template unknown token")
            << "post_processor"
            << QByteArray(
                   R"({"type": "TemplateProcessing", "single": [{"SpecialToken": {"id": "<x>"}}, {"Sequence": {"id": "A"}}], "special_tokens": {}})")
            << "tokenizer.json: post_processor.single[0] names no token";
    }
    void refusesStepsItCannotTake()
    {
        QFETCH(QString, key);
        QFETCH(QByteArray, value);
        QFETCH(QString, message);
        const QByteArray json
            = withField(readData("llama2/tokenizer.json"), key, QJsonDocument::fromJson(value).object());
        QString error;
        const auto t = Tokenizer::fromTokenizerJson(json, "tokenizer.json", &error);
        QVERIFY2(t, qPrintable(error));
        QVERIFY(!t->canEncode());
        QCOMPARE(t->tokenText(1), QStringLiteral("<s>"));
        QVERIFY(!t->encode("hi", &error));
        QVERIFY2(error.startsWith(message), qPrintable(error));
        QVERIFY(!error.contains('\n'));
    }

    void refusesBadModelSettings_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("message");
        QTest::newRow("dropout") << "dropout" << QJsonValue(0.1) << "tokenizer.json: model.dropout is 0.1";
        QTest::newRow("unk_token") << "unk_token" << QJsonValue("<nope>")
                                   << "tokenizer.json: model.unk_token \"<nope>\" is not in model.vocab";
        QTest::newRow("suffix") << "end_of_word_suffix" << QJsonValue("</w>")
                                << "tokenizer.json: model.end_of_word_suffix is not supported";
    }
    void refusesBadModelSettings()
    {
        QFETCH(QString, key);
        QFETCH(QJsonValue, value);
        QFETCH(QString, message);
        QJsonObject root = QJsonDocument::fromJson(readData("llama2/tokenizer.json")).object();
        QJsonObject model = root.value("model").toObject();
        model.insert(key, value);
        root.insert("model", model);
        QString error;
        const auto t = Tokenizer::fromTokenizerJson(QJsonDocument(root).toJson(), "tokenizer.json", &error);
        QVERIFY2(t, qPrintable(error));
        QVERIFY(!t->encode("hi", &error));
        QVERIFY2(error.startsWith(message), qPrintable(error));
    }

    void refusesBadConfig_data()
    {
        QTest::addColumn<QByteArray>("config");
        QTest::addColumn<QString>("message");
        QTest::newRow("not JSON") << QByteArray("{") << "tokenizer_config.json: not valid JSON";
        QTest::newRow("flag a string") << QByteArray(R"({"add_bos_token": "yes"})")
                                       << "tokenizer_config.json: add_bos_token is not true or false";
        QTest::newRow("no such token")
            << QByteArray(R"({"add_eos_token": true, "eos_token": "<end>"})")
            << "tokenizer_config.json: add_eos_token is true but eos_token names no token";
        QTest::newRow("token missing")
            << QByteArray(R"({"add_bos_token": true})")
            << "tokenizer_config.json: add_bos_token is true but bos_token names no token";
    }
    void refusesBadConfig()
    {
        QFETCH(QByteArray, config);
        QFETCH(QString, message);
        Tokenizer::JsonOptions options;
        options.config = config;
        QString error;
        const auto t = Tokenizer::fromTokenizerJson(readData("llama2/tokenizer.json"), "tokenizer.json",
                                                    &error, options);
        QVERIFY2(t, qPrintable(error));
        QVERIFY(!t->encode("hi", &error));
        QVERIFY2(error.startsWith(message), qPrintable(error));
    }

    // Patterns the two regex engines read alike are translated; the others are refused, as is a
    // pattern that can match nothing (the library would split at every position).
    void patternsAreTranslatedOrRefused_data()
    {
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<QString>("problem"); // empty: accepted
        QTest::newRow("Llama 3's") << QStringLiteral(
            "(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\\r\\n\\p{L}\\p{N}]?\\p{L}+|\\p{N}{1,3}| ?[^\\s\\p{L}\\p{N}]+"
            "[\\r\\n]*|\\s*[\\r\\n]+|\\s+(?!\\S)|\\s+")
                                   << QString();
        QTest::newRow("u escape") << QStringLiteral("\\u00e9+") << QString();
        QTest::newRow("w") << QStringLiteral("\\w+")
                           << QStringLiteral("uses \\w, which Qt's engine reads otherwise");
        QTest::newRow("h") << QStringLiteral("\\h") << QStringLiteral("uses \\h");
        // Oniguruma's nested class is a union (BLOOM's pattern has one); a negated inner class is not built
        QTest::newRow("class in class") << QStringLiteral("[a[b]c]") << QString();
        QTest::newRow("BLOOM's") << QStringLiteral(" ?[^(\\s|[.,!?\u2026\u3002\uff0c\u3001\u0964\u06d4\u060c])]+")
                                 << QString();
        QTest::newRow("range beside an inner class")
            << QStringLiteral("[x[-z]]") << QStringLiteral("has a range beside a class inside a class");
        QTest::newRow("range after an inner class")
            << QStringLiteral("[[ab]-z]") << QStringLiteral("has a range beside a class inside a class");
        QTest::newRow("negated class in class")
            << QStringLiteral("[a[^b]c]") << QStringLiteral("has a negated or POSIX class inside a class");
        QTest::newRow("intersection")
            << QStringLiteral("[a-z&&b]") << QStringLiteral("intersects classes (&&)");
        QTest::newRow("option m") << QStringLiteral("(?m:a.b)") << QStringLiteral("has a group (?m");
        QTest::newRow("empty match") << QStringLiteral("x*") << QStringLiteral("can match the empty string");
        QTest::newRow("lookahead only")
            << QStringLiteral("(?=a)") << QStringLiteral("can match the empty string");
        QTest::newRow("broken") << QStringLiteral("(a") << QStringLiteral("Qt cannot read");
    }
    void patternsAreTranslatedOrRefused()
    {
        QFETCH(QString, pattern);
        QFETCH(QString, problem);
        QString why;
        const QRegularExpression re = attn::io::tok::translatePattern(pattern, &why);
        QCOMPARE(re.isValid(), problem.isEmpty());
        QVERIFY2(why.startsWith(problem), qPrintable(why));
    }

    // Hand-made files for rules the library has (each checked against it): ^ at every line, a
    // pair merged twice keeps its last rank, an added token's id is the one the library gives.
    void smallRulesAsTheLibraryHasThem()
    {
        auto make = [](const QByteArray &json) {
            QString error;
            auto t = Tokenizer::fromTokenizerJson(json, "tokenizer.json", &error);
            if (!t)
                qFatal("%s", qPrintable(error));
            return *t;
        };
        QString error;
        const Tokenizer caret
            = make("{\"normalizer\": {\"type\": \"Replace\", \"pattern\": {\"Regex\": \"^a\"}, "
                   "\"content\": \"b\"}, \"model\": {\"type\": \"BPE\", \"vocab\": {\"a\": 0, "
                   "\"b\": 1, \"\\n\": 2}, \"merges\": []}}");
        QCOMPARE(ids(*caret.encode("a\na", &error)), (QList<int> { 1, 2, 1 }));
        const Tokenizer twice
            = make("{\"model\": {\"type\": \"BPE\", \"vocab\": {\"a\": 0, \"b\": 1, \"c\": 2, "
                   "\"ab\": 3, \"bc\": 4}, \"merges\": [\"a b\", \"b c\", \"a b\"]}}");
        QCOMPARE(ids(*twice.encode("abc", &error)), (QList<int> { 0, 4 }));
        const QByteArray six
            = "\"model\": {\"type\": \"BPE\", \"vocab\": {\"a\": 0, \"b\": 1, \"c\": 2, \"d\": 3, "
              "\"e\": 4, \"f\": 5}, \"merges\": []}";
        const Tokenizer added
            = make("{" + six + ", \"added_tokens\": [{\"id\": 6, \"content\": \"<x>\", \"special\": true}]}");
        QCOMPARE(ids(*added.encode("a<x>b", &error)), (QList<int> { 0, 6, 1 }));
        const Tokenizer misnumbered = make(
            "{" + six + ", \"added_tokens\": [{\"id\": 20, \"content\": \"<x>\", \"special\": true}]}");
        QVERIFY(!misnumbered.encode("a<x>b", &error));
        QVERIFY2(
            error.startsWith("tokenizer.json: added_tokens[0].id is 20, but the tokenizers library gives "
                             "\"<x>\" id 6"),
            qPrintable(error));
        const Tokenizer stripped
            = make("{" + six
                   + ", \"normalizer\": {\"type\": \"Strip\", \"strip_left\": true}, "
                     "\"pre_tokenizer\": {\"type\": \"Metaspace\", \"replacement\": \"x\", "
                     "\"prepend_scheme\": \"first\", \"split\": false}}");
        QVERIFY(!stripped.encode("a", &error));
        QVERIFY2(error.contains("after a Strip or Replace normalizer is not supported"), qPrintable(error));
    }

    // Many added tokens sharing a long beginning, on a text of that beginning: found in steps as
    // long as the tokens, not tokens × text × length (the library uses Aho-Corasick).
    void addedTokensWithLongCommonBeginnings()
    {
        QJsonArray added;
        const QString common(300, QLatin1Char('<'));
        for (int i = 0; i < 2000; ++i)
            added.append(
                QJsonObject { { "id", 3 + i }, { "content", common + QStringLiteral("x%1").arg(i) } });
        const QJsonObject vocab { { "<", 0 }, { "x", 1 }, { "7", 2 } };
        const QJsonObject root {
            { "model", QJsonObject { { "type", "BPE" }, { "vocab", vocab }, { "merges", QJsonArray() } } },
            { "added_tokens", added }
        };
        QString error;
        const auto t = Tokenizer::fromTokenizerJson(QJsonDocument(root).toJson(), "tokenizer.json", &error);
        QVERIFY2(t && t->canEncode(), qPrintable(error));
        const auto got = t->encode(QString(20000, QLatin1Char('<')) + QStringLiteral("x7"), &error);
        QVERIFY2(got, qPrintable(error));
        QCOMPARE(got->size(), std::size_t(20000 - 300 + 1));
        QCOMPARE(got->back(), 3 + 7);
    }

    void refusesBadAddedTokens()
    {
        QString error;
        const QByteArray json
            = withField(readData("llama2/tokenizer.json"), "added_tokens",
                        QJsonDocument::fromJson(R"([{"id": -1, "content": "<x>"}])").array());
        QVERIFY(!Tokenizer::fromTokenizerJson(json, "tokenizer.json", &error));
        QVERIFY2(error.startsWith("tokenizer.json: added_tokens[0] needs"), qPrintable(error));
    }
};

QTEST_APPLESS_MAIN(TestHfTokenizers)
#include "tst_hf_tokenizers.moc"
