// Reading a typed number (typednumber.h).
#include "typednumber.h"

#include <cmath>

namespace attn {

std::optional<double> readTypedNumber(const QString &raw, const QLocale &user, double *overflowed)
{
    QString text = raw.trimmed();
    text.replace(QChar(0x2212), QLatin1Char('-')); // the minus sign the tables and pages display
    if (overflowed)
        *overflowed = 0;
    if (text.isEmpty())
        return std::nullopt;
    for (QLocale l : { user, QLocale::c() }) {
        l.setNumberOptions(QLocale::RejectGroupSeparator);
        bool ok = false;
        const double v = l.toDouble(text, &ok);
        if (ok)
            return v;
        if (overflowed && std::isinf(v))
            *overflowed = v;
    }
    return std::nullopt;
}

} // namespace attn
