// GPT-2's tokenizer: byte-level BPE, as OpenAI's encoder.py does it.
//
//  1. Pre-tokenize: the text is cut into pieces by GPT-2's pattern
//       's|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+
//     (contractions; a word, a number or a run of other symbols, each with at most one space
//     in front; runs of white space, the last space left to the next word).
//  2. Each piece's UTF-8 bytes become characters: bytes_to_unicode() maps the 188 printable
//     bytes to themselves and the other 68 to U+0100… (a space is 'Ġ', a newline 'Ċ'), the
//     alphabet vocab.json and merges.txt are written in.
//  3. The merges, in rank order: the adjacent pair ranked first is joined, again and again,
//     until no ranked pair is left; each piece left is looked up in the vocabulary.
//
// Special tokens are not special here: "<|endoftext|>" typed in the text is ordinary text,
// as with GPT-2's encoder.py (the tokenizer of Hugging Face allows it only when told).
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace attn::io {

class Gpt2Tokenizer {
public:
    // GPT-2's own form: vocab.json ({"token": id, …}) and merges.txt ("#version: 0.2", then one
    // "left right" pair per line, best first). Labels name the files in messages.
    static std::optional<Gpt2Tokenizer> fromVocabAndMerges(const QByteArray &vocabJson,
                                                           const QByteArray &mergesText,
                                                           const QString &vocabLabel,
                                                           const QString &mergesLabel, QString *error);
    // Hugging Face's tokenizer.json: its "model" of type BPE, with "vocab" and "merges" (pairs
    // written "left right" or ["left", "right"]).
    static std::optional<Gpt2Tokenizer> fromTokenizerJson(const QByteArray &json, const QString &label,
                                                          QString *error);

    // GPT-2's token ids for the text. std::nullopt, with *error, when the merges make a piece
    // the vocabulary does not have (never with GPT-2's own files), or when the tokenizer.json
    // splits text in a way not built yet (canEncode()).
    bool canEncode() const { return m_encodeProblem.isEmpty(); }
    // From now on encode() refuses with `why` (the tokens keep their names).
    void refuseEncoding(const QString &why) { m_encodeProblem = why; }
    std::optional<std::vector<int>> encode(const QString &text, QString *error) const;

    // The bytes of token id (empty for an id the vocabulary does not name).
    QByteArray tokenBytes(int id) const;
    // How a token is shown: its bytes decoded as UTF-8 (a leading space kept); each byte of a
    // character split between tokens as \xNN. "[id N]" for an id the vocabulary does not name.
    QString tokenText(int id) const;

    // One more than the largest id in the vocabulary (the model must have that many rows).
    int vocabularyEnd() const { return m_end; }

    // Step 1 alone: the pieces of the pattern, in order; together they are the whole text.
    static QStringList preTokenize(const QString &text);
    // Step 2's map, byte → character (bytes_to_unicode()).
    static QChar byteToChar(unsigned char byte);
    // Bytes shown as text: valid UTF-8 decoded, any other byte as \xNN.
    static QString displayBytes(const QByteArray &bytes);

private:
    struct PairHash {
        std::size_t operator()(const std::pair<std::string, std::string> &p) const;
    };

    // Builds the tokenizer from decoded entries; *error names `label` and the entry at fault.
    bool addVocabulary(const QString &token, double id, const QString &label, QString *error);
    bool addMerge(const QString &left, const QString &right, int line, const QString &label, QString *error);
    std::vector<std::string> mergeBytes(const std::string &piece) const;

    std::unordered_map<std::string, int> m_idByBytes; // byte string → id (byte-level entries)
    // id → bytes: decoded from the byte-level alphabet, or for an entry written in other
    // characters (which the merges can never make) its UTF-8; empty: no entry.
    std::unordered_map<int, std::string> m_bytesById;
    int m_end = 0;
    QString m_encodeProblem; // why encode() refuses (a tokenizer.json split not built), or empty
    std::unordered_map<std::pair<std::string, std::string>, int, PairHash> m_rank; // pair → rank (0 best)
};

} // namespace attn::io
