// BPE tokenizers: GPT-2's own (vocab.json + merges.txt, as OpenAI's encoder.py splits text) and
// Hugging Face's tokenizer.json with the file's own steps, giving the ids Hugging Face
// transformers gives for tokenizer(text): the tokenizers library's for the file, except where
// transformers builds a class's steps itself (a LlamaTokenizer config: tokenizer_json.cpp).
//
//  1. Added tokens (<|begin_of_text|>, <s>, …) are cut out of the text first (tokenizer_steps.h);
//     GPT-2's "<|endoftext|>" too, as transformers has it.
//  2. What is left is normalized (NFC, SentencePiece's "▁" in front, …) and pre-tokenized into
//     pieces: GPT-2's pattern
//       's|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+
//     (contractions; a word, a number or a run of other symbols, each with at most one space
//     in front; runs of white space, the last space left to the next word), or the file's own
//     Split pattern (Llama 3's, Qwen's), digits one by one, Metaspace's "▁" for spaces.
//     Byte-level tokenizers then write each piece's UTF-8 bytes as characters: bytes_to_unicode()
//     maps the 188 printable bytes to themselves and the other 68 to U+0100… (a space is 'Ġ', a
//     newline 'Ċ'), the alphabet their vocabularies are written in.
//  3. BPE on each piece's characters: the adjacent pair ranked first is joined, again and again,
//     until no ranked pair is left; each symbol left is a token of the vocabulary. With
//     ignore_merges a piece the vocabulary has whole is that token; a character the vocabulary
//     lacks becomes its bytes <0xNN> (byte_fallback), else the unknown token, else nothing.
//  4. The post-processor adds its tokens (Llama's BOS); tokenizer_config.json's add_bos_token /
//     add_eos_token, where given, decide instead, as transformers does: [BOS] text [EOS].
#pragma once

#include "tokenizer_steps.h"

#include <QByteArray>
#include <QHash>
#include <QString>
#include <QStringList>

#include <array>
#include <optional>
#include <unordered_map>
#include <vector>

namespace attn::io {

// How tokenizer.json is read besides the file itself.
struct TokenizerJsonOptions {
    QByteArray config; // tokenizer_config.json, when the folder has one
    QString configLabel = QStringLiteral("tokenizer_config.json");
};

class Tokenizer {
public:
    using JsonOptions = TokenizerJsonOptions;

    // GPT-2's own form: vocab.json ({"token": id, …}) and merges.txt ("#version: 0.2", then one
    // "left right" pair per line, best first). Labels name the files in messages.
    static std::optional<Tokenizer> fromVocabAndMerges(const QByteArray &vocabJson,
                                                       const QByteArray &mergesText,
                                                       const QString &vocabLabel, const QString &mergesLabel,
                                                       QString *error);

    // Hugging Face's tokenizer.json with its "model" of type BPE ("vocab", and "merges" written
    // "left right" or ["left", "right"]). A file that cannot name tokens is refused (nullopt);
    // one whose steps are not supported names its tokens but refuses text (canEncode()).
    static std::optional<Tokenizer> fromTokenizerJson(const QByteArray &json, const QString &label,
                                                      QString *error, const JsonOptions &options = {});

    // Token ids for the text. std::nullopt, with *error, when the merges make a piece the
    // vocabulary does not have, or the file asks for a step not built (canEncode()).
    bool canEncode() const { return m_encodeProblem.isEmpty(); }
    // From now on encode() refuses with `why` (the tokens keep their names).
    void refuseEncoding(const QString &why) { m_encodeProblem = why; }
    std::optional<std::vector<int>> encode(const QString &text, QString *error) const;
    // Whether the ids of a text always spell the text byte for byte (no normalizer, prefix or
    // unknown tokens, and added tokens only whose bytes are their text): GPT-2's case.
    bool keepsText() const { return m_keepsText; }
    // What the post-processor puts after every text's ids (an EOS where tokenizer_config.json
    // asks for one), empty for most.
    const std::vector<int> &suffixIds() const { return m_suffix; }

    // The bytes of token id as it stands in the decoded text: the byte alphabet undone, "▁" a
    // space, <0xNN> its byte (empty for an id the vocabulary does not name).
    QByteArray tokenBytes(int id) const;
    // How a token is shown: its bytes decoded as UTF-8 (a leading space kept); each byte of a
    // character split between tokens as \xNN. "[id N]" for an id the vocabulary does not name.
    QString tokenText(int id) const;

    // One more than the largest id in the vocabulary (the model must have that many rows).
    int vocabularyEnd() const { return m_end; }

    // GPT-2's pattern alone: the pieces, in order; together they are the whole text.
    static QStringList preTokenize(const QString &text);
    // The byte alphabet's map, byte → character (bytes_to_unicode()).
    static QChar byteToChar(unsigned char byte);
    // Bytes shown as text: valid UTF-8 decoded, any other byte as \xNN.
    static QString displayBytes(const QByteArray &bytes);

private:
    friend class TokenizerJsonReader;

    // Builds the tokenizer from decoded entries; *error names `label` and the entry at fault.
    bool addVocabulary(const QString &token, double id, const QString &label, QString *error);
    bool addMerge(const QString &left, const QString &right, int line, const QString &label, QString *error);
    int symbolOf(const QString &text); // the symbol's index, made when new
    int vocabularyId(const QString &text) const; // the vocabulary's id for the text, or -1
    void finish(); // after the vocabulary: byte-fallback ids, whether text is kept

    // Step 3 on one piece; false, with *error, when a symbol is not in the vocabulary.
    bool encodePiece(const QString &piece, std::vector<int> *ids, QString *error) const;
    QByteArray tokenBytesOf(const QString &written) const; // a vocabulary entry's bytes
    std::vector<int> mergeSymbols(std::vector<int> symbols) const;

    // Symbols: every string the vocabulary or the merges name; its token id, or -1 for a string
    // only the merges make (an error when a piece ends with one).
    QHash<QString, int> m_symbolIndex;
    std::vector<QString> m_symbolText;
    std::vector<int> m_symbolId;
    std::unordered_map<quint64, std::pair<int, int>> m_merges; // (left, right) → (rank, joined)
    int m_mergeCount = 0; // the next merge's rank
    std::unordered_map<int, QString> m_textById; // the vocabulary as written
    int m_end = 0;

    bool m_byteLevel = true; // tokens written in the byte alphabet
    bool m_unknownIsError = true; // GPT-2's files: a character outside the vocabulary is an error
    bool m_ignoreMerges = false, m_byteFallback = false, m_fuseUnknown = false;
    int m_unknownSymbol = -1; // the unknown token's symbol, or -1 (none: unknown characters left out)
    QChar m_metaspace = QChar(0x2581); // shown as a space
    std::array<int, 256> m_byteSymbols {}; // the <0xNN> tokens' symbols, -1 where missing

    std::vector<tok::Normalizer> m_normalizers;
    std::vector<tok::PreStep> m_preSteps;
    std::vector<tok::AddedToken> m_added;
    std::unordered_map<int, std::size_t> m_addedIndex; // id → its entry in m_added
    std::vector<int> m_prefix, m_suffix; // what the post-processor puts around the ids
    bool m_keepsText = true;
    QString m_encodeProblem; // why encode() refuses, or empty
    QString m_label = QStringLiteral("tokenizer.json"); // the file, in messages
};

} // namespace attn::io
