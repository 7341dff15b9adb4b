// The lesson's notation, written once: how a number, a vector, a dot product, a scale and an
// index are written wherever the app shows them — the breakdown, the heatmap's cells and
// tooltips, the colour bar, the lesson's steps, the exported pictures. One rule, one place.
// Qt Core only (QString).
#pragma once

#include "core/conventions.h"

#include <QString>

namespace attn {

// At `precision` decimals (clamped to 0…6), but with at most precision + 1 significant digits
// once the number has digits before the point, so columns stay narrow and the lesson's
// "14.48" and "1.414" come out as printed. Whole numbers are written without decimals ("2",
// "0"), as the lesson writes scores. A non-zero number that would round to 0 and any number of
// a million or more is written as m×10ⁿ, so nothing non-zero is ever shown as 0.
// The minus sign is "−" (U+2212). ±∞ is "∞"/"−∞"; NaN (never expected) is "undefined".
QString formatNumber(double value, int precision);

// "(2, 0)"; with more than maxComponents components, the first ones and "… N more" (or just
// "…" when countHidden is false, for narrow table cells).
QString formatVector(const RowVector &v, int precision, int maxComponents = 8, bool countHidden = true);

// "1·1 + 0·1 = 1": q·k term by term (negative factors in brackets), at most maxTerms terms
// then "+ … (N more terms)".
QString dotProductTerms(const RowVector &q, const RowVector &k, int precision, int maxTerms = 8);

// "÷ √2 = 1.414" when scale is 1/√d_k, "× 1 (scaling off)" when 1, otherwise "× 0.25".
QString scaleDescription(double scale, int dK, int precision);

// At exactly `decimals` decimals (0…8), for the cells of a heatmap: "0.284", "−0.500"; a
// negative number that rounds to zero is written "0.000", never "−0.000"; ±∞ "+∞"/"−∞"; NaN "–".
QString formatFixed(double value, int decimals);

// Six significant digits, for tooltips: "1.41421", "−3".
QString formatGeneral(double value);

// "−∞", as the mask writes a blocked logit.
inline QString minusInfinity() { return QStringLiteral("\u2212\u221E"); }

// The real minus sign (U+2212) in place of every '-'.
QString withMinusSign(QString text);

// "₁₂" for 12: subscript digits for "q₂", "k₁".
QString subscript(int n);

} // namespace attn
