// The lesson's notation, written once: how a number, a vector, a dot product, a scale and an
// index are written wherever the app shows them — the breakdown, the heatmap's cells and
// tooltips, the colour bar, the lesson's steps, the exported pictures. One rule, one place.
// Qt Core only (QString).
#pragma once

#include "core/conventions.h"

#include <QString>

namespace attn {

// The decimal separator every number the app draws or says is written with: "0.576" unless the
// window's language writes "0,576" (German, Spanish, French: ui/common/language.cpp sets it once,
// at the start). The command line never sets it, so what it prints and draws keeps the point,
// and roundTripText() — CSV, JSON, sessions, exported code — always writes the point. Where the
// separator is a comma, numbers listed in a line are separated by "; ", as German and French
// textbooks write (0,5; 1,2), and digit groups by the language's own mark.
void setDecimalComma(bool comma, QChar groupSeparator = QLatin1Char('.'));
bool decimalComma();
// ", " — or "; " where the decimal separator is a comma.
QString numberListSeparator();
// A number written the C way ("0.5", "1,234" grouped) in the drawn convention ("0,5", "1.234").
QString drawnNumber(QString cText);
// And back: a drawn number's value ("0,576", "−1.234" grouped, "1,234"); NaN when it is none.
double readDrawnNumber(QString drawn);
// For the code that finds numbers in drawn text (the worksheet's blanks): the pattern of a
// decimal ("[0-9]+\\.[0-9]+", or with a comma) and of a count in groups of three, and the
// separators themselves.
QString decimalPattern();
QString groupedPattern();
QChar decimalSeparator();
QChar groupSeparator();

// From this size on, every number the app draws is written compactly as m×10ⁿ ("4×10¹²",
// "2.5×10⁶"): a cell, a colour bar tick or a table column then never holds a dozen digits.
inline constexpr double kCompactFrom = 1e6;

// m×10ⁿ with at most three significant digits, trailing zeros of the mantissa dropped:
// "4×10¹²", "−2.5×10⁶", "1.23×10⁻⁵". 0 is "0".
QString formatCompact(double value);

// At exactly `precision` decimals (clamped to 0…6): 14.484, 1.414, 0.140 at three, 14.48,
// 1.41, 0.14 at two. Whole numbers are written without decimals ("2", "0"), as the lesson
// writes scores. A non-zero number that would round to 0 is written as m×10ⁿ with
// max(1, precision) significant digits, so nothing non-zero is ever shown as 0; from
// kCompactFrom on, formatCompact(). The minus sign is "−" (U+2212). ±∞ is "∞"/"−∞"; NaN
// (never expected) is "undefined".
QString formatNumber(double value, int precision);

// "(2, 0)"; with more than maxComponents components, the first ones and "… N more" (or just
// "…" when countHidden is false, for narrow table cells).
QString formatVector(const RowVector &v, int precision, int maxComponents = 8, bool countHidden = true);

// "1·1 + 0·1 = 1": q·k term by term (negative factors in brackets), at most maxTerms terms
// then "+ … (N more terms)".
QString dotProductTerms(const RowVector &q, const RowVector &k, int precision, int maxTerms = 8);

// Whether scale is the standard 1/√d_k (to 1e-9): the one test every text about the scale uses.
bool isStandardScale(double scale, int dK);
// "÷ √2 = 1.414" when scale is 1/√d_k, "× 1 (scaling off)" when 1, otherwise "× 0.25".
QString scaleDescription(double scale, int dK, int precision);

// At exactly `decimals` decimals (0…8), for the cells of a heatmap and a table: "0.284",
// "−0.500"; a negative number that rounds to zero is written "0.000", never "−0.000"; from
// kCompactFrom on, formatCompact(); ±∞ "+∞"/"−∞"; NaN "–".
QString formatFixed(double value, int decimals);

// formatFixed with a sign on every non-zero number, for differences: "+0.386", "−0.576";
// a number that rounds to zero is written "0.000", with no sign.
QString formatSigned(double value, int decimals);

// Six significant digits, for tooltips: "1.41421", "−3"; below 10⁻⁴ and from kCompactFrom on
// as m×10ⁿ with six significant digits ("4.00001×10¹²"), never "4e+12".
QString formatGeneral(double value);
// The shortest text that reads back as exactly `value` (C locale; for CSV files).
QString roundTripText(double value);

// "1 key", "3 keys": a count and its noun, singular for exactly one.
QString countOf(qint64 n, const QString &one, const QString &many);

// "−∞", as the mask writes a blocked logit.
inline QString minusInfinity()
{
    return QStringLiteral("\u2212\u221E");
}

// The real minus sign (U+2212) in place of every '-'.
QString withMinusSign(QString text);

// How a head is named wherever it is shown, counted from 1 as on screen. `label` is what the
// session says the head does ("previous token"); blank, the number alone.
enum class HeadNameForm {
    Name, // "Head 1 · previous token", or "Head 1"
    Prefix, // "Head 1 (previous token)", or "Head 1": a title's start, before " · what is drawn"
    Short, // "1 · previous token", or "1": a narrow panel that keeps what the head does
    Letter, // "H1": a header too narrow for the word (the label is left out)
};
QString headName(int head, const QString &label = {}, HeadNameForm form = HeadNameForm::Name);

// "⁻³" for −3: superscript digits for "10⁻³".
QString superscript(int n);

// "₁₂" for 12: subscript digits for "q₂", "k₁".
QString subscript(int n);

// The text cut to maxChars characters, the last one "…" when it was longer (a token in a
// narrow column).
QString elideText(const QString &text, int maxChars);

// A K/V head shared by query heads (numKvHeads < numHeads), for people, counted from 1:
// "kv2 · read by heads 3, 4" (query head h reads ⌊h·KV/H⌋).
QString kvHeadName(int kvHead, int heads, int kvHeads);

} // namespace attn
