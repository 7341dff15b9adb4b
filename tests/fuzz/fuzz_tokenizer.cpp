// Fuzz target: GPT-2's tokenizer (io/model/tokenizer.h) on any bytes. The input is either
//   TEXT                                 encoded with a fixed byte-level vocabulary, or
//   VOCAB.JSON \0 MERGES.TXT \0 TEXT      a vocabulary and merges of the fuzzer's own, or
//   \x01 TOKENIZER.JSON \0 TEXT           the same as one tokenizer.json.
// What must hold: a refused file gets one line naming it; the pattern's pieces put together
// are the text; and every encoding that succeeds gives ids whose bytes, put together, are the
// text's UTF-8, byte for byte (with the fixed vocabulary, every text encodes).
#include "io/model/tokenizer.h"

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

using attn::io::Gpt2Tokenizer;

namespace {

void check(bool ok, const char *what, const QString &detail = {})
{
    if (ok)
        return;
    std::fprintf(stderr, "fuzz_tokenizer: %s\n%s\n", what, qPrintable(detail));
    std::abort();
}

// The 256 bytes and a few merges (" t", "he", " the", "  ", "in", "ing").
const Gpt2Tokenizer &fixedTokenizer()
{
    static const Gpt2Tokenizer t = [] {
        QJsonObject vocab;
        for (int b = 0; b < 256; ++b)
            vocab.insert(QString(Gpt2Tokenizer::byteToChar(static_cast<unsigned char>(b))), b);
        const QString space(Gpt2Tokenizer::byteToChar(' '));
        const QStringList merged = { space + "t", "he", space + "the", space + space, "in", "ing" };
        for (int i = 0; i < merged.size(); ++i)
            vocab.insert(merged.at(i), 256 + i);
        const QString merges
            = QStringLiteral("#version: 0.2\n%1 t\nh e\n%1t he\n%1 %1\ni n\nin g\n").arg(space);
        QString error;
        auto made = Gpt2Tokenizer::fromVocabAndMerges(QJsonDocument(vocab).toJson(), merges.toUtf8(),
                                                      "vocab.json", "merges.txt", &error);
        check(made.has_value(), "the fixed tokenizer loads", error);
        return *made;
    }();
    return t;
}

void checkEncoding(const Gpt2Tokenizer &t, const QString &text, bool mustEncode)
{
    check(Gpt2Tokenizer::preTokenize(text).join(QString()).toUtf8() == text.toUtf8(),
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
    check(bytes == text.toUtf8(), "the tokens' bytes are the text's", text);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray input
        = QByteArray::fromRawData(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const qsizetype first = input.indexOf('\0');
    if (size > 0 && data[0] == 0x01 && first > 0) {
        QString error;
        const auto t = Gpt2Tokenizer::fromTokenizerJson(input.mid(1, first - 1), "tokenizer.json", &error);
        if (!t) {
            check(error.startsWith(QStringLiteral("tokenizer.json: ")) && !error.contains(QLatin1Char('\n')),
                  "a refusal is one line naming the file", error);
            return 0;
        }
        checkEncoding(*t, QString::fromUtf8(input.mid(first + 1)), false);
        return 0;
    }
    const qsizetype second = first >= 0 ? input.indexOf('\0', first + 1) : -1;
    if (second < 0) {
        checkEncoding(fixedTokenizer(), QString::fromUtf8(input), true);
        return 0;
    }
    QString error;
    const auto t = Gpt2Tokenizer::fromVocabAndMerges(
        input.left(first), input.mid(first + 1, second - first - 1), "vocab.json", "merges.txt", &error);
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
