// The steps a Hugging Face tokenizer.json takes before its BPE model sees the text, each as
// the tokenizers library does it (tokenizer.h says in what order):
//
//  - added tokens (special ones such as <|begin_of_text|> or <s>) are cut out first, matched
//    leftmost-longest, with their lstrip / rstrip / single_word rules; those written with
//    "normalized": true are matched after normalizing, the others on the raw text;
//  - normalizers: NFC, NFD, NFKC, NFKD, Lowercase, Prepend (SentencePiece's "▁" in front),
//    Replace (a string or a pattern), Strip, in a Sequence;
//  - pre-tokenizers: Split (a pattern, e.g. Llama 3's or Qwen's, with its behaviour), Digits,
//    ByteLevel (GPT-2's split, then every byte as a character of its alphabet), Metaspace
//    (spaces as "▁", one in front), in a Sequence.
//
// A piece carries whether it begins at offset 0 of the original text (Metaspace's "first" rule
// asks: not after an added token) and, once cut out, the added token it is. Empty pieces are
// dropped, as the library drops them.
#pragma once

#include <QRegularExpression>
#include <QString>

#include <vector>

namespace attn::io::tok {

struct Piece {
    QString text;
    bool atStart = false; // begins where the original text begins
    int addedId = -1; // ≥ 0: an added token, already its id
};

// One character of the text (a surrogate pair counts as one); the one before `at`, and where
// it starts.
char32_t codePointAt(const QString &s, qsizetype i, qsizetype *length);
char32_t codePointBefore(const QString &s, qsizetype at, qsizetype *start);
// A token or piece of text in a message: cut short, control characters shown as \n or \xNN.
QString shownInMessage(const QString &text);
// Unicode's White_Space characters as the inside of a PCRE2 class ("\t\n…\x{3000}").
const QString &whiteSpaceClass();
// Unicode's White_Space property (Rust's char::is_whitespace, the \s of the library's patterns).
bool isWhiteSpace(char32_t c);
// The \w of Rust's regex: letters and other alphabetic characters, marks, decimal digits,
// connector punctuation and the joiners.
bool isWordCharacter(char32_t c);

// A pattern in the library's syntax (Oniguruma's, for Split and Replace) made ready for Qt's
// PCRE2: \s and \S spelled out as White_Space and \uHHHH as \x{HHHH}, ^ and $ at every line,
// as the library means them. What the two engines read differently (\w, \h, \b, classes
// inside classes, && , inline options other than i) is refused: *problem says what, and the
// expression is invalid. So is a pattern that can match the empty string (the library splits at
// every such match: the pattern is tried on a few probe strings).
QRegularExpression translatePattern(const QString &pattern, QString *problem);

struct Normalizer {
    enum class Kind { Nfc, Nfd, Nfkc, Nfkd, Lowercase, Prepend, ReplaceString, ReplaceRegex, Strip };
    Kind kind = Kind::Nfc;
    QString text; // Prepend's prefix, Replace's string (ReplaceString)
    QString with; // Replace's content
    QRegularExpression pattern; // ReplaceRegex
    bool left = false, right = false; // Strip
};
// The steps on `text`, in place; false, before it is made, when the text would grow past
// `limit` characters (a Replace with a long content, or one doubling it again and again).
bool normalize(const std::vector<Normalizer> &steps, QString &text, qsizetype limit);
// How long normalizing a text of `length` characters may make it: 16 times, and some.
qsizetype normalizedLimit(qsizetype length);

// How a Split keeps what its pattern matches (the library's SplitDelimiterBehavior).
enum class Behavior { Removed, Isolated, MergedWithPrevious, MergedWithNext, Contiguous };

struct PreStep {
    enum class Kind { ByteLevel, SplitRegex, SplitString, Digits, Metaspace };
    Kind kind = Kind::ByteLevel;
    // ByteLevel
    bool addPrefixSpace = false, useRegex = true;
    // Split
    QRegularExpression pattern;
    QString literal;
    Behavior behavior = Behavior::Isolated;
    bool invert = false;
    // Digits
    bool individualDigits = false;
    // Metaspace
    QChar replacement = QChar(0x2581);
    enum class Prepend { Always, First, Never } prepend = Prepend::Always;
    bool split = true;
};
// Every step on every piece that is not an added token.
void preTokenize(const std::vector<PreStep> &steps, std::vector<Piece> *pieces);

struct AddedToken {
    QString content;
    QString match; // what is looked for: the content, normalized when "normalized" is true
    int id = -1;
    bool normalized = false, lstrip = false, rstrip = false, singleWord = false;
};
// Cuts the tokens out of every piece not cut yet, leftmost-longest, as the library does.
void splitAddedTokens(const std::vector<const AddedToken *> &tokens, std::vector<Piece> *pieces);

} // namespace attn::io::tok
