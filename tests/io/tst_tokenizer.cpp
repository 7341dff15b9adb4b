// GPT-2's byte-level BPE on hand-worked cases: the byte alphabet, the pre-tokenizing pattern
// on every character class it knows (letters with accents, CJK, emoji, numbers, runs of
// spaces, newlines, Unicode spaces, contractions), the merges on the test vocabulary of
// tests/common/gpt2_files.h, the shown token texts, both file forms and bad files.
#include "../common/gpt2_files.h"

#include "io/model/tokenizer.h"

#include <QTest>

using namespace attn::io;

namespace {

Tokenizer testTokenizer()
{
    const testing::TestVocabulary v = testing::testVocabulary();
    QString error;
    auto t = Tokenizer::fromVocabAndMerges(testing::vocabJson(v), testing::mergesText(v), "vocab.json",
                                           "merges.txt", &error);
    if (!t)
        qFatal("test tokenizer: %s", qPrintable(error));
    return *t;
}

QList<int> ids(const std::vector<int> &v)
{
    return QList<int>(v.begin(), v.end());
}

} // namespace

class TestTokenizer : public QObject {
    Q_OBJECT

private slots:
    void byteAlphabet()
    {
        QCOMPARE(Tokenizer::byteToChar(' '), QChar(0x120)); // 'Ġ'
        QCOMPARE(Tokenizer::byteToChar('\n'), QChar(0x10a)); // 'Ċ'
        QCOMPARE(Tokenizer::byteToChar(0x00), QChar(0x100));
        QCOMPARE(Tokenizer::byteToChar(0x7f), QChar(0x121)); // DEL: the 34th byte that is not printable
        QCOMPARE(Tokenizer::byteToChar(0xa0), QChar(0x142));
        QCOMPARE(Tokenizer::byteToChar(0xad), QChar(0x143)); // the soft hyphen, the last one
        QCOMPARE(Tokenizer::byteToChar('!'), QChar('!'));
        QCOMPARE(Tokenizer::byteToChar(0xe9), QChar(0xe9));
        QCOMPARE(Tokenizer::byteToChar(0xff), QChar(0xff));
        for (int b = 0; b < 256; ++b)
            QCOMPARE(Tokenizer::byteToChar(static_cast<unsigned char>(b)), testing::byteChar(b));
    }

    // Each row worked out by hand from the pattern (and the same as Python's regex module gives).
    void preTokenizes_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("pieces");
        QTest::newRow("words") << "Hello world" << QStringList { "Hello", " world" };
        QTest::newRow("'s") << "it's" << QStringList { "it", "'s" };
        QTest::newRow("'t and punctuation") << "don't!!" << QStringList { "don", "'t", "!!" };
        QTest::newRow("'ll 've") << "I'll've" << QStringList { "I", "'ll", "'ve" };
        QTest::newRow("'S is not a contraction") << "It'S" << QStringList { "It", "'", "S" };
        QTest::newRow("space before a quote") << " 'tis" << QStringList { " '", "tis" };
        QTest::newRow("two spaces") << "a  b" << QStringList { "a", " ", " b" };
        QTest::newRow("trailing spaces") << "a   " << QStringList { "a", "   " };
        QTest::newRow("spaces and newline") << "  \n  x" << QStringList { "  \n ", " x" };
        QTest::newRow("two newlines before a word") << "x\n\ny" << QStringList { "x", "\n", "\n", "y" };
        QTest::newRow("two newlines at the end") << "x\n\n" << QStringList { "x", "\n\n" };
        QTest::newRow("newlines then a space") << "x\n\n y" << QStringList { "x", "\n\n", " y" };
        QTest::newRow("CR LF") << "a\r\nb" << QStringList { "a", "\r", "\n", "b" };
        QTest::newRow("tab") << "a\tb" << QStringList { "a", "\t", "b" };
        QTest::newRow("numbers are not cut in threes")
            << "2024 is 12345" << QStringList { "2024", " is", " 12345" };
        QTest::newRow("decimal point") << "naïve 3.14" << QStringList { "naïve", " 3", ".", "14" };
        QTest::newRow("superscript two is a number") << "x²" << QStringList { "x", "²" };
        QTest::newRow("roman numeral is a number")
            << QString(QChar(0x216b)) << QStringList { QString(QChar(0x216b)) };
        QTest::newRow("accented word") << "café" << QStringList { "café" };
        QTest::newRow("combining accent is not a letter")
            << QString("e\u0301") << QStringList { "e", QString(QChar(0x301)) };
        QTest::newRow("CJK") << "日本語" << QStringList { "日本語" };
        QTest::newRow("CJK after a space") << "a 日本" << QStringList { "a", " 日本" };
        QTest::newRow("emoji and punctuation run") << "😀!" << QStringList { "😀!" };
        QTest::newRow("emoji after a space") << "hi 😀" << QStringList { "hi", " 😀" };
        QTest::newRow("endoftext is text") << "<|endoftext|>" << QStringList { "<|", "endoftext", "|>" };
        QTest::newRow("no-break space")
            << QString("a\u00a0b") << QStringList { "a", QString(QChar(0xa0)), "b" };
        QTest::newRow("ideographic space")
            << QString("a\u3000b") << QStringList { "a", QString(QChar(0x3000)), "b" };
        QTest::newRow("em space after a space")
            << QString("a \u2003b") << QStringList { "a", " ", QString(QChar(0x2003)), "b" };
        QTest::newRow("NEL is white space")
            << QString("a\u0085\u0085b")
            << QStringList { "a", QString(QChar(0x85)), QString(QChar(0x85)), "b" };
        QTest::newRow("U+001C is not white space") << QString("a\x1c\x1c"
                                                              "b")
                                                   << QStringList { "a", "\x1c\x1c", "b" };
        QTest::newRow("zero-width space is not white space")
            << QString("x\u200bz") << QStringList { "x", QString(QChar(0x200b)), "z" };
        QTest::newRow("empty") << "" << QStringList {};
    }
    void preTokenizes()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, pieces);
        QCOMPARE(Tokenizer::preTokenize(text), pieces);
        QCOMPARE(Tokenizer::preTokenize(text).join(QString()), text);
    }

    // Ids on the test vocabulary: bytes are ids 0…255 (id = byte), merges 256… in rank order.
    void encodes_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QList<int>>("expected");
        QTest::addColumn<QStringList>("tokens");
        // " the": Ġ t → Ġt (rank 0), h e → he (1), Ġt he → Ġthe (2).
        QTest::newRow("the") << " the" << QList<int> { 258 } << QStringList { " the" };
        QTest::newRow("the without a space") << "the" << QList<int> { 116, 257 } << QStringList { "t", "he" };
        // " world": Ġw (6), or (7), Ġwor (8), ld (9), Ġworld (10): each pair as soon as it is the best.
        QTest::newRow("hello world") << "hello world" << QList<int> { 257, 108, 108, 111, 266 }
                                     << QStringList { "he", "l", "l", "o", " world" };
        QTest::newRow("it's") << "it's" << QList<int> { 261, 260 } << QStringList { "it", "'s" };
        // Four spaces and x: the pattern leaves "   " and " x"; ĠĠ merges leftmost first.
        QTest::newRow("run of spaces")
            << "    x" << QList<int> { 259, 32, 32, 120 } << QStringList { "  ", " ", " ", "x" };
        QTest::newRow("five spaces at the end")
            << "a     " << QList<int> { 97, 273, 32 } << QStringList { "a", "    ", " " };
        QTest::newRow("newlines") << "a\n\n" << QList<int> { 97, 272 } << QStringList { "a", "\n\n" };
        QTest::newRow("newlines before a word")
            << "a\n\nb" << QList<int> { 97, 10, 10, 98 } << QStringList { "a", "\n", "\n", "b" };
        // café = c a f C3 A9: Ã© (12) first, then ca (13), caf (14), café (15).
        QTest::newRow("accent") << "café" << QList<int> { 271 } << QStringList { "café" };
        QTest::newRow("accent alone") << "é" << QList<int> { 268 } << QStringList { "é" };
        // 12345: 12 (11), then 3 4 5 as bytes.
        QTest::newRow("number") << "12345" << QList<int> { 267, 51, 52, 53 }
                                << QStringList { "12", "3", "4", "5" };
        // 日本 = E6 97 A5 E6 9C AC: E6 97 (18), then 日 (19); 本's bytes have no merge.
        QTest::newRow("CJK") << "日本" << QList<int> { 275, 0xe6, 0x9c, 0xac }
                             << QStringList { "日", "\\xe6", "\\x9c", "\\xac" };
        // 😀 = F0 9F 98 80: F0 9F (20), the other two alone; each shown byte by byte.
        QTest::newRow("emoji") << "😀" << QList<int> { 276, 0x98, 0x80 }
                               << QStringList { "\\xf0\\x9f", "\\x98", "\\x80" };
        // <|endoftext|> typed in the text is its one special token, as in transformers (id 277
        // here, 50256 in GPT-2), its neighbours split on their own; a near miss is text.
        QTest::newRow("endoftext is one token") << "<|endoftext|>" << QList<int> { 277 }
                                                << QStringList { "<|endoftext|>" };
        QTest::newRow("endoftext between words")
            << "the<|endoftext|> the" << QList<int> { 116, 257, 277, 258 }
            << QStringList { "t", "he", "<|endoftext|>", " the" };
        QTest::newRow("endoftext twice") << "<|endoftext|><|endoftext|>" << QList<int> { 277, 277 }
                                         << QStringList { "<|endoftext|>", "<|endoftext|>" };
        QTest::newRow("a near miss is text")
            << "<|endoftext|"
            << QList<int> { '<', '|', 'e', 'n', 'd', 'o', 'f', 't', 'e', 'x', 't', '|' }
            << QStringList { "<", "|", "e", "n", "d", "o", "f", "t", "e", "x", "t", "|" };
        QTest::newRow("control byte")
            << QString("a\x01") << QList<int> { 97, 1 } << QStringList { "a", "\x01" };
        QTest::newRow("empty") << "" << QList<int> {} << QStringList {};
    }
    void encodes()
    {
        QFETCH(QString, text);
        QFETCH(QList<int>, expected);
        QFETCH(QStringList, tokens);
        const Tokenizer t = testTokenizer();
        QString error;
        const auto got = t.encode(text, &error);
        QVERIFY2(got, qPrintable(error));
        QCOMPARE(ids(*got), expected);
        QStringList shown;
        QByteArray bytes;
        for (int id : *got) {
            shown << t.tokenText(id);
            bytes += t.tokenBytes(id);
        }
        QCOMPARE(shown, tokens);
        QCOMPARE(bytes, text.toUtf8()); // the tokens' bytes are the text's, byte for byte
    }

    // The same ids from tokenizer.json, merges written either way.
    void tokenizerJsonGivesTheSameIds_data()
    {
        QTest::addColumn<bool>("pairs");
        QTest::newRow("merges as strings") << false;
        QTest::newRow("merges as pairs") << true;
    }
    void tokenizerJsonGivesTheSameIds()
    {
        QFETCH(bool, pairs);
        QString error;
        const QByteArray json = testing::tokenizerJson(testing::testVocabulary(), pairs);
        const auto fromJson = Tokenizer::fromTokenizerJson(json, "tokenizer.json", &error);
        QVERIFY2(fromJson, qPrintable(error));
        const Tokenizer files = testTokenizer();
        for (const QString &text :
             { QStringLiteral("hello world, it's café 12345\n\n日本 😀 <|endoftext|>    x"),
               QStringLiteral(" the the  the") }) {
            QCOMPARE(ids(*fromJson->encode(text, &error)), ids(*files.encode(text, &error)));
        }
        QCOMPARE(fromJson->vocabularyEnd(), 278);
        QCOMPARE(fromJson->tokenText(277), QStringLiteral("<|endoftext|>"));
        // As Hugging Face's tokenizers library reads the file, and transformers both: one token.
        QCOMPARE(ids(*fromJson->encode("a<|endoftext|>", &error)), (QList<int> { 97, 277 }));
        QCOMPARE(ids(*files.encode("a<|endoftext|>", &error)), (QList<int> { 97, 277 }));
    }

    void showsTokenBytes()
    {
        QCOMPARE(Tokenizer::displayBytes(" caf\xc3\xa9"), QStringLiteral(" café"));
        QCOMPARE(Tokenizer::displayBytes("\xc3"), QStringLiteral("\\xc3"));
        QCOMPARE(Tokenizer::displayBytes("\xa9x"), QStringLiteral("\\xa9x"));
        QCOMPARE(Tokenizer::displayBytes("\xe6\x97\xa5\xe6"), QStringLiteral("日\\xe6"));
        QCOMPARE(Tokenizer::displayBytes("\xc0\xaf"), QStringLiteral("\\xc0\\xaf")); // overlong '/'
        QCOMPARE(Tokenizer::displayBytes("\xed\xa0\x80"),
                 QStringLiteral("\\xed\\xa0\\x80")); // a surrogate
        QCOMPARE(Tokenizer::displayBytes("\xf0\x9f\x98\x80"), QStringLiteral("😀"));
        const Tokenizer t = testTokenizer();
        QCOMPARE(t.tokenText(32), QStringLiteral(" "));
        QCOMPARE(t.tokenText(258), QStringLiteral(" the"));
        QCOMPARE(t.tokenText(5000), QStringLiteral("[id 5000]"));
    }

    // A text of a hundred thousand letters is one piece; merging it takes moments, not hours.
    void longPiecesMergeQuickly()
    {
        const Tokenizer t = testTokenizer();
        QString error;
        const auto got = t.encode(QString(100000, QLatin1Char('c')) + QStringLiteral("afé"), &error);
        QVERIFY(got);
        QCOMPARE(got->size(), std::size_t(100000));
        QCOMPARE(got->back(), 271);
        const auto spaces = t.encode(QString(99999, QLatin1Char(' ')) + QStringLiteral("x"), &error);
        QVERIFY(spaces);
        QCOMPARE(spaces->back(), 120);
    }

    void lonelySurrogateIsReplaced()
    {
        const Tokenizer t = testTokenizer();
        QString text = QStringLiteral("a");
        text += QChar(0xd800);
        QString error;
        const auto got = t.encode(text, &error);
        QVERIFY(got);
        QCOMPARE(ids(*got), (QList<int> { 97, 0xef, 0xbf, 0xbd })); // U+FFFD's bytes
    }

    void refusesBadFiles_data()
    {
        QTest::addColumn<QByteArray>("vocab");
        QTest::addColumn<QByteArray>("merges");
        QTest::addColumn<QString>("message");
        const testing::TestVocabulary v = testing::testVocabulary();
        const QByteArray goodVocab = testing::vocabJson(v), goodMerges = testing::mergesText(v);
        QTest::newRow("vocab not JSON")
            << QByteArray("{\"a\": 1,") << goodMerges << "vocab.json: not valid JSON";
        QTest::newRow("vocab a list")
            << QByteArray("[1, 2]") << goodMerges << "vocab.json: expected an object of tokens and their ids";
        QTest::newRow("id not a number") << QByteArray("{\"a\": \"1\"}") << goodMerges
                                         << "vocab.json: the id of token \"a\" is not a number";
        QTest::newRow("id negative") << QByteArray("{\"a\": -1}") << goodMerges
                                     << "vocab.json: token \"a\" has id -1";
        QTest::newRow("id not whole")
            << QByteArray("{\"a\": 1.5}") << goodMerges << "vocab.json: token \"a\" has id 1.5";
        QTest::newRow("id twice") << QByteArray("{\"a\": 1, \"b\": 1}") << goodMerges
                                  << "vocab.json: id 1 is given to two tokens";
        QTest::newRow("merge with three parts")
            << goodVocab << QByteArray("#version: 0.2\na b c\n") << "merges.txt: line 2 is not two tokens";
        QTest::newRow("merge with one part")
            << goodVocab << QByteArray("#version: 0.2\nh e\nab\n") << "merges.txt: line 3 is not two tokens";
        QTest::newRow("merge with two spaces")
            << goodVocab << QByteArray("h  e\n") << "merges.txt: line 1 is not two tokens";
    }
    void refusesBadFiles()
    {
        QFETCH(QByteArray, vocab);
        QFETCH(QByteArray, merges);
        QFETCH(QString, message);
        QString error;
        QVERIFY(!Tokenizer::fromVocabAndMerges(vocab, merges, "vocab.json", "merges.txt", &error));
        QVERIFY2(error.startsWith(message), qPrintable(error));
        QVERIFY(!error.contains('\n'));
    }

    void refusesBadTokenizerJson_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("message");
        QTest::newRow("not JSON") << QByteArray("{") << "tokenizer.json: not valid JSON";
        QTest::newRow("no model") << QByteArray("{}") << "tokenizer.json: no \"model\" object";
        QTest::newRow("WordPiece") << QByteArray(R"({"model": {"type": "WordPiece", "vocab": {"a": 0}}})")
                                   << "tokenizer.json: model type \"WordPiece\" is not BPE";
        QTest::newRow("no merges") << QByteArray(R"({"model": {"type": "BPE", "vocab": {"a": 0}}})")
                                   << "tokenizer.json: model.merges is missing";
        QTest::newRow("bad merge") << QByteArray(
            R"({"model": {"type": "BPE", "vocab": {"a": 0}, "merges": [["a"]]}})")
                                   << "tokenizer.json: model.merges: merge 0 is not two tokens";
        QTest::newRow("bad id") << QByteArray(
            R"({"model": {"type": "BPE", "vocab": {"a": true}, "merges": []}})")
                                << "tokenizer.json: model.vocab: the id of token \"a\" is not a number";
    }
    void refusesBadTokenizerJson()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, message);
        QString error;
        QVERIFY(!Tokenizer::fromTokenizerJson(json, "tokenizer.json", &error));
        QVERIFY2(error.startsWith(message), qPrintable(error));
    }

    // Merges that make a piece the vocabulary lacks: a message, not a crash.
    void missingMergedTokenIsAnError()
    {
        QString error;
        auto t = Tokenizer::fromVocabAndMerges("{\"a\": 0, \"b\": 1}", "a b\n", "vocab.json", "merges.txt",
                                               &error);
        QVERIFY(t);
        QVERIFY(!t->encode("ab", &error));
        QCOMPARE(error, QStringLiteral("the vocabulary has no token for \"ab\" (in \"ab\")"));
        QVERIFY(!t->encode("c", &error));
        QCOMPARE(error, QStringLiteral("the vocabulary has no token for \"c\" (in \"c\")"));
    }
};

QTEST_APPLESS_MAIN(TestTokenizer)
#include "tst_tokenizer.moc"
