// Fuzz target: GPT-2's tokenizer (io/model/tokenizer.h) on any bytes. The input is either
//   TEXT                                 encoded with a fixed byte-level vocabulary, or
//   VOCAB.JSON \0 MERGES.TXT \0 TEXT      a vocabulary and merges of the fuzzer's own, or
//   \x01 TOKENIZER.JSON \0 TEXT           a tokenizer.json with the file's own steps (its
//                                        normalizer, pre-tokenizer, added tokens, …), or
//   \x02 TOKENIZER.JSON \0 CONFIG \0 TEXT  the same with a tokenizer_config.json.
// What must hold: a refused file gets one line naming it; the pattern's pieces put together
// are the text; every id names a token; a refused text says why in one line; and where the
// tokenizer keeps text (GPT-2's way: no normalizer, no added tokens), the ids' bytes put together
// are the text's UTF-8, byte for byte (with the fixed vocabulary, every text encodes).
#include "io/model/tokenizer.h"

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

using attn::io::Tokenizer;

namespace {

void check(bool ok, const char *what, const QString &detail = {})
{
    if (ok)
        return;
    std::fprintf(stderr, "fuzz_tokenizer: %s\n%s\n", what, qPrintable(detail));
    std::abort();
}

// The 256 bytes and a few merges (" t", "he", " the", "  ", "in", "ing").
const Tokenizer &fixedTokenizer()
{
    static const Tokenizer t = [] {
        QJsonObject vocab;
        for (int b = 0; b < 256; ++b)
            vocab.insert(QString(Tokenizer::byteToChar(static_cast<unsigned char>(b))), b);
        const QString space(Tokenizer::byteToChar(' '));
        const QStringList merged = { space + "t", "he", space + "the", space + space, "in", "ing" };
        for (int i = 0; i < merged.size(); ++i)
            vocab.insert(merged.at(i), 256 + i);
        const QString merges
            = QStringLiteral("#version: 0.2\n%1 t\nh e\n%1t he\n%1 %1\ni n\nin g\n").arg(space);
        QString error;
        auto made = Tokenizer::fromVocabAndMerges(QJsonDocument(vocab).toJson(), merges.toUtf8(),
                                                  "vocab.json", "merges.txt", &error);
        check(made.has_value(), "the fixed tokenizer loads", error);
        return *made;
    }();
    return t;
}

void checkEncoding(const Tokenizer &t, const QString &text, bool mustEncode)
{
    check(Tokenizer::preTokenize(text).join(QString()).toUtf8() == text.toUtf8(),
          "the pieces make up the text", text);
    QString error;
    const auto ids = t.encode(text, &error);
    if (!ids) {
        check(!mustEncode, "every text encodes with the full byte alphabet", error);
        check(!error.isEmpty() && !error.contains(QLatin1Char('\n')),
              "a failed encoding says why in one line", error);
        return;
    }
    QByteArray bytes;
    for (int id : *ids) {
        check(id >= 0 && id < t.vocabularyEnd(), "ids name tokens of the vocabulary");
        bytes += t.tokenBytes(id);
        (void)t.tokenText(id);
    }
    check(!t.keepsText() || bytes == text.toUtf8(), "the tokens' bytes are the text's", text);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray input
        = QByteArray::fromRawData(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const qsizetype first = input.indexOf('\0');
    if (size > 0 && (data[0] == 0x01 || data[0] == 0x02) && first > 0) {
        attn::io::TokenizerJsonOptions options;
        qsizetype textStart = first + 1;
        if (data[0] == 0x02) {
            const qsizetype end = input.indexOf('\0', first + 1);
            options.config = input.mid(first + 1, end < 0 ? -1 : end - first - 1);
            textStart = end < 0 ? input.size() : end + 1;
        }
        QString error;
        const auto t
            = Tokenizer::fromTokenizerJson(input.mid(1, first - 1), "tokenizer.json", &error, options);
        if (!t) {
            check(error.startsWith(QStringLiteral("tokenizer.json: ")) && !error.contains(QLatin1Char('\n')),
                  "a refusal is one line naming the file", error);
            return 0;
        }
        checkEncoding(*t, QString::fromUtf8(input.mid(textStart)), false);
        return 0;
    }
    const qsizetype second = first >= 0 ? input.indexOf('\0', first + 1) : -1;
    if (second < 0) {
        checkEncoding(fixedTokenizer(), QString::fromUtf8(input), true);
        return 0;
    }
    QString error;
    const auto t = Tokenizer::fromVocabAndMerges(input.left(first), input.mid(first + 1, second - first - 1),
                                                 "vocab.json", "merges.txt", &error);
    if (!t) {
        check((error.startsWith(QStringLiteral("vocab.json: "))
               || error.startsWith(QStringLiteral("merges.txt: ")))
                  && !error.contains(QLatin1Char('\n')),
              "a refusal is one line naming the file", error);
        return 0;
    }
    checkEncoding(*t, QString::fromUtf8(input.mid(second + 1)), false);
    return 0;
}
