#include "notation.h"

#include "render/rendertext.h"

#include <charconv>

#include "core/plural.h"

#include <QRegularExpression>
#include <QStringList>

#include <algorithm>
#include <atomic>
#include <cmath>

namespace attn {

namespace {

    // Set once by the window before any worker draws; read from any thread.
    std::atomic<bool> g_decimalComma { false };
    std::atomic<char16_t> g_groupSeparator { u'.' };

    const QChar kMinus(0x2212);
    const QString kMinusInfinity = QStringLiteral("\u2212\u221E");

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
        return (value < 0 ? QString(kMinus) : QString()) + drawnNumber(m) + QStringLiteral("×10")
            + superscript(exponent);
    }

} // namespace

void setDecimalComma(bool comma, QChar groupSeparator)
{
    g_decimalComma = comma;
    g_groupSeparator = groupSeparator.unicode();
}

bool decimalComma()
{
    return g_decimalComma;
}

double readDrawnNumber(QString drawn)
{
    drawn.replace(kMinus, QLatin1Char('-'));
    drawn.remove(groupSeparator());
    drawn.replace(decimalSeparator(), QLatin1Char('.'));
    bool ok = false;
    const double v = drawn.toDouble(&ok);
    return ok ? v : std::nan("");
}

QChar decimalSeparator()
{
    return g_decimalComma ? QLatin1Char(',') : QLatin1Char('.');
}

QChar groupSeparator()
{
    return g_decimalComma ? QChar(g_groupSeparator.load()) : QLatin1Char(',');
}

QString decimalPattern()
{
    return QStringLiteral("[0-9]+%1[0-9]+").arg(g_decimalComma ? QStringLiteral(",") : QStringLiteral("\\."));
}

QString groupedPattern()
{
    return QStringLiteral("[0-9]{1,3}(?:%1[0-9]{3})+")
        .arg(QRegularExpression::escape(QString(groupSeparator())));
}

QString numberListSeparator()
{
    return g_decimalComma ? QStringLiteral("; ") : QStringLiteral(", ");
}

QString drawnNumber(QString cText)
{
    if (!g_decimalComma)
        return cText;
    const QChar group(g_groupSeparator.load());
    for (QChar &c : cText) // one pass: the C text's groups and its point swap places
        if (c == QLatin1Char('.'))
            c = QLatin1Char(',');
        else if (c == QLatin1Char(','))
            c = group;
    return cText;
}

QString withMinusSign(QString text)
{
    return text.replace(QLatin1Char('-'), kMinus);
}

QString formatCompact(double value)
{
    if (!std::isfinite(value))
        return formatNumber(value, 0);
    return value == 0.0 ? QStringLiteral("0") : scientific(value, 3);
}

QString formatNumber(double value, int precision)
{
    const int p = std::clamp(precision, 0, 6);
    if (std::isnan(value))
        //: a number that is not a number (NaN), as the breakdown writes it
        return HeatmapText::tr("undefined");
    if (std::isinf(value))
        return value > 0 ? QStringLiteral("∞") : kMinusInfinity;
    if (value == 0.0)
        return QStringLiteral("0"); // also −0
    const double a = std::abs(value);
    if (a >= kCompactFrom)
        return formatCompact(value);
    if (a == std::floor(a))
        return withMinusSign(QString::number(value, 'f', 0));
    const QString fixed = drawnNumber(QString::number(value, 'f', p));
    // What would read as 0 ("0.000", "−0.00") is not 0: m×10ⁿ then.
    if (a < 0.5 * std::pow(10.0, -p) || !std::any_of(fixed.begin(), fixed.end(), [](QChar c) {
            return c.isDigit() && c != QLatin1Char('0');
        }))
        return scientific(value, std::max(1, p));
    return withMinusSign(fixed);
}

QString formatVector(const RowVector &v, int precision, int maxComponents, bool countHidden)
{
    const Eigen::Index n = v.size();
    const Eigen::Index shown = std::min<Eigen::Index>(n, std::max(1, maxComponents));
    QStringList parts;
    for (Eigen::Index i = 0; i < shown; ++i)
        parts << formatNumber(v[i], precision);
    if (shown < n)
        //: the components of a vector left out: "(1, 2, 3, … 5 more)"
        parts << (countHidden ? HeatmapText::tr("… %1 more").arg(n - shown) : QStringLiteral("…"));
    return QLatin1Char('(') + parts.join(numberListSeparator()) + QLatin1Char(')');
}

QString superscript(int n)
{
    static const QString digits = QStringLiteral("⁰¹²³⁴⁵⁶⁷⁸⁹");
    QString out;
    for (const QChar c : QString::number(n))
        out += c == QLatin1Char('-') ? QStringLiteral("⁻") : QString(digits.at(c.digitValue()));
    return out;
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
        out += HeatmapText::tr(" + … (%n more term(s))", nullptr, int(n - shown));
    return out;
}

bool isStandardScale(double scale, int dK)
{
    return dK > 0 && std::abs(scale * std::sqrt(double(dK)) - 1.0) <= 1e-9;
}

QString scaleDescription(double scale, int dK, int precision)
{
    if (isStandardScale(scale, dK))
        return QStringLiteral("÷ √%1 = %2").arg(dK).arg(formatNumber(std::sqrt(double(dK)), precision));
    if (scale == 1.0)
        return HeatmapText::tr("× 1 (scaling off)");
    return QStringLiteral("× %1").arg(formatNumber(scale, precision));
}

QString formatFixed(double value, int decimals)
{
    if (std::isnan(value))
        return QStringLiteral("–");
    if (std::isinf(value))
        return value > 0 ? QStringLiteral("+∞") : QStringLiteral("−∞");
    if (std::abs(value) >= kCompactFrom)
        return formatCompact(value);
    QString s = drawnNumber(QString::number(value, 'f', std::clamp(decimals, 0, 8)));
    // "-0.000" reads as a negative number; it is 0.
    bool allZero = true;
    for (QChar c : s)
        if (c.isDigit() && c != QLatin1Char('0'))
            allZero = false;
    if (allZero && s.startsWith(QLatin1Char('-')))
        s.remove(0, 1);
    return withMinusSign(s);
}

QString formatSigned(double value, int decimals)
{
    const QString s = formatFixed(value, decimals);
    const bool zero
        = std::none_of(s.begin(), s.end(), [](QChar c) { return c.isDigit() && c != QLatin1Char('0'); });
    if (value > 0 && !zero && !std::isinf(value))
        return QLatin1Char('+') + s;
    return s; // negative numbers carry their "−" already; +∞ its "+"
}

QString roundTripText(double value)
{
    char buf[32];
    const auto r = std::to_chars(buf, buf + sizeof buf, value);
    return QString::fromLatin1(buf, qsizetype(r.ptr - buf));
}

QString formatGeneral(double value)
{
    if (!std::isfinite(value))
        return formatNumber(value, 0);
    if (value == 0.0)
        return QStringLiteral("0");
    const double a = std::abs(value);
    if (a >= kCompactFrom || a < 1e-4)
        return scientific(value, 6);
    return withMinusSign(drawnNumber(QString::number(value, 'g', 6)));
}

QString countOf(qint64 n, const QString &one, const QString &many)
{
    return QStringLiteral("%1 %2").arg(n).arg(QString::fromStdString(pluralNoun(n, one.toStdString(), many.toStdString())));
}

QString headName(int head, const QString &label, HeadNameForm form)
{
    const QString what = label.trimmed();
    const QString number = QString::number(head + 1);
    switch (form) {
    case HeadNameForm::Name:
        return what.isEmpty() ? HeatmapText::tr("Head %1").arg(number)
                              : HeatmapText::tr("Head %1 · %2").arg(number, what);
    case HeadNameForm::Prefix:
        return what.isEmpty() ? HeatmapText::tr("Head %1").arg(number)
                              : HeatmapText::tr("Head %1 (%2)").arg(number, what);
    case HeadNameForm::Short:
        return what.isEmpty() ? number : QStringLiteral("%1 · %2").arg(number, what);
    case HeadNameForm::Letter:
        return QStringLiteral("H%1").arg(number);
    }
    return {};
}

QString elideText(const QString &text, int maxChars)
{
    return text.size() <= maxChars ? text : text.left(maxChars - 1) + QStringLiteral("…");
}

} // namespace attn

namespace attn {

QString kvHeadName(int kvHead, int heads, int kvHeads)
{
    QStringList readers;
    for (int h = 0; h < heads; ++h)
        if (kvHeads > 0 && h * kvHeads / heads == kvHead)
            readers << QString::number(h + 1);
    return HeatmapText::tr("kv%1 · read by heads %2")
        .arg(QString::number(kvHead + 1), readers.join(QStringLiteral(", ")));
}

} // namespace attn
