#include "notation.h"

#include <QStringList>

#include <algorithm>
#include <cmath>

namespace attn {

namespace {

const QChar kMinus(0x2212);
const QString kMinusInfinity = QStringLiteral("\u2212\u221E");

QString superscript(int n)
{
    static const QString digits = QStringLiteral("⁰¹²³⁴⁵⁶⁷⁸⁹");
    QString out;
    const QString plain = QString::number(n);
    for (const QChar c : plain)
        out += c == QLatin1Char('-') ? QStringLiteral("⁻") : QString(digits.at(c.digitValue()));
    return out;
}

// m×10ⁿ with `significant` digits, trailing zeros of the mantissa dropped.
QString scientific(double value, int significant)
{
    const double a = std::abs(value);
    int exponent = static_cast<int>(std::floor(std::log10(a)));
    const int decimals = std::max(0, significant - 1);
    double mantissa = a / std::pow(10.0, exponent);
    QString m = QString::number(mantissa, 'f', decimals);
    if (m.toDouble() >= 10.0) { // 9.9996 rounded up to 10.000
        ++exponent;
        mantissa = a / std::pow(10.0, exponent);
        m = QString::number(mantissa, 'f', decimals);
    }
    if (m.contains(QLatin1Char('.'))) {
        while (m.endsWith(QLatin1Char('0')))
            m.chop(1);
        if (m.endsWith(QLatin1Char('.')))
            m.chop(1);
    }
    return (value < 0 ? QString(kMinus) : QString()) + m + QStringLiteral("×10") + superscript(exponent);
}

int integerDigits(double a)
{
    return a >= 1 ? static_cast<int>(std::floor(std::log10(a))) + 1 : 0;
}

} // namespace

QString withMinusSign(QString text)
{
    return text.replace(QLatin1Char('-'), kMinus);
}

QString formatNumber(double value, int precision)
{
    const int p = std::clamp(precision, 0, 6);
    if (std::isnan(value))
        return QStringLiteral("undefined");
    if (std::isinf(value))
        return value > 0 ? QStringLiteral("∞") : kMinusInfinity;
    if (value == 0.0)
        return QStringLiteral("0"); // also −0
    const double a = std::abs(value);
    if (a < 1e6 && a == std::floor(a))
        return withMinusSign(QString::number(value, 'f', 0));
    if (a >= 1e6)
        return scientific(value, p + 1);
    if (a < 0.5 * std::pow(10.0, -p))
        return scientific(value, std::max(1, p));
    int decimals = std::clamp(p + 1 - integerDigits(a), 0, p);
    QString s = QString::number(value, 'f', decimals);
    // Rounding may add a digit before the point (9.9996 → 10.000): one fewer decimal then.
    const int after = std::clamp(p + 1 - integerDigits(std::abs(s.toDouble())), 0, p);
    if (after < decimals)
        s = QString::number(value, 'f', after);
    return withMinusSign(s);
}

QString formatVector(const RowVector &v, int precision, int maxComponents, bool countHidden)
{
    const Eigen::Index n = v.size();
    const Eigen::Index shown = std::min<Eigen::Index>(n, std::max(1, maxComponents));
    QStringList parts;
    for (Eigen::Index i = 0; i < shown; ++i)
        parts << formatNumber(v[i], precision);
    if (shown < n)
        parts << (countHidden ? QStringLiteral("… %1 more").arg(n - shown) : QStringLiteral("…"));
    return QLatin1Char('(') + parts.join(QStringLiteral(", ")) + QLatin1Char(')');
}

QString subscript(int n)
{
    static const QString digits = QStringLiteral("₀₁₂₃₄₅₆₇₈₉");
    QString out;
    for (const QChar c : QString::number(n))
        out += c == QLatin1Char('-') ? QStringLiteral("₋") : QString(digits.at(c.digitValue()));
    return out;
}

QString dotProductTerms(const RowVector &q, const RowVector &k, int precision, int maxTerms)
{
    const Eigen::Index n = std::min(q.size(), k.size());
    if (n == 0)
        return QStringLiteral("0");
    const Eigen::Index shown = std::min<Eigen::Index>(n, std::max(1, maxTerms));
    QString out;
    for (Eigen::Index i = 0; i < shown; ++i) {
        const double a = q[i], b = k[i];
        // The sign of the first factor becomes the operator; a negative second factor is
        // bracketed, as one writes it by hand: 1·(−0.5).
        if (i == 0)
            out += a < 0 ? QString(kMinus) : QString();
        else
            out += a < 0 ? QStringLiteral(" − ") : QStringLiteral(" + ");
        const QString second = b < 0 ? QLatin1Char('(') + formatNumber(b, precision) + QLatin1Char(')')
                                     : formatNumber(b, precision);
        out += formatNumber(std::abs(a), precision) + QStringLiteral("·") + second;
    }
    if (shown < n)
        out += QStringLiteral(" + … (%1 more terms)").arg(n - shown);
    return out;
}

QString scaleDescription(double scale, int dK, int precision)
{
    if (dK > 0 && std::abs(scale * std::sqrt(double(dK)) - 1.0) <= 1e-9)
        return QStringLiteral("÷ √%1 = %2").arg(dK).arg(formatNumber(std::sqrt(double(dK)), precision));
    if (scale == 1.0)
        return QStringLiteral("× 1 (scaling off)");
    return QStringLiteral("× %1").arg(formatNumber(scale, precision));
}

QString formatFixed(double value, int decimals)
{
    if (std::isnan(value))
        return QStringLiteral("–");
    if (std::isinf(value))
        return value > 0 ? QStringLiteral("+∞") : QStringLiteral("−∞");
    QString s = QString::number(value, 'f', std::clamp(decimals, 0, 8));
    // "-0.000" reads as a negative number; it is 0.
    bool allZero = true;
    for (QChar c : s)
        if (c.isDigit() && c != QLatin1Char('0'))
            allZero = false;
    if (allZero && s.startsWith(QLatin1Char('-')))
        s.remove(0, 1);
    return withMinusSign(s);
}

QString formatGeneral(double value)
{
    return withMinusSign(QString::number(value, 'g', 6));
}

} // namespace attn
