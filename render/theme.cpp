#include "theme.h"

namespace attn {

const Theme &Theme::light()
{
    static const Theme t{
        QStringLiteral("light"),
        Qt::white,                 // background
        QColor(0xf5, 0xf5, 0xf5),  // panel
        QColor(0x20, 0x20, 0x20),  // text
        QColor(0x55, 0x55, 0x55),  // muted
        QColor(0xd5, 0xd5, 0xd5),  // rule
        QColor(0x55, 0x55, 0x55),  // frame
        QColor(0x4d, 0x4d, 0x4d),  // hatch
        QColor(0xec, 0xec, 0xec),  // blocked fill
        QColor(0xc6, 0x28, 0x28),  // flag
        QColor(0xfd, 0xec, 0xea),  // flag fill
        QColor(0xff, 0xf0, 0xe0),  // warning fill
        QColor(0xff, 0xd5, 0x4f),  // select
        QColor(0x20, 0x20, 0x20),  // select text
        QColor(0xff, 0xf3, 0x9d),  // highlight
        QColor(0xc9, 0xa2, 0x00),  // highlight border
        QColor(0x3d, 0x6f, 0xb6),  // positive
        QColor(0xd9, 0x7b, 0x29),  // negative
        QColor(0x23, 0x8f, 0x82),  // accent 1
        QColor(0x2e, 0x7d, 0x32),  // accent 2
        1.0,
    };
    return t;
}

const Theme &Theme::dark()
{
    static const Theme t{
        QStringLiteral("dark"),
        QColor(0x1e, 0x1f, 0x22),
        QColor(0x2b, 0x2d, 0x31),
        QColor(0xe8, 0xe8, 0xe8),
        QColor(0xa8, 0xab, 0xb0),
        QColor(0x44, 0x47, 0x4d),
        QColor(0x9a, 0x9d, 0xa3),
        QColor(0xb0, 0xb0, 0xb0),
        QColor(0x38, 0x3a, 0x3f),
        QColor(0xff, 0x6b, 0x6b),
        QColor(0x4a, 0x24, 0x26),
        QColor(0x4d, 0x3a, 0x1f),
        QColor(0xff, 0xc1, 0x07),
        QColor(0x1e, 0x1f, 0x22),
        QColor(0x5c, 0x4f, 0x12),
        QColor(0xe0, 0xb8, 0x2e),
        QColor(0x6f, 0xa8, 0xff),
        QColor(0xff, 0xa0, 0x50),
        QColor(0x4f, 0xd1, 0xc1),
        QColor(0x7b, 0xd8, 0x7f),
        1.0,
    };
    return t;
}

const Theme &Theme::highContrast()
{
    static const Theme t{
        QStringLiteral("high-contrast"),
        Qt::white,
        QColor(0xee, 0xee, 0xee),
        Qt::black,
        QColor(0x22, 0x22, 0x22),
        QColor(0x60, 0x60, 0x60),
        Qt::black,
        Qt::black,
        QColor(0xdd, 0xdd, 0xdd),
        QColor(0xb0, 0x00, 0x00),
        QColor(0xff, 0xd6, 0xd6),
        QColor(0xff, 0xe0, 0xb0),
        QColor(0xff, 0xd0, 0x00),
        Qt::black,
        QColor(0xff, 0xee, 0x58),
        Qt::black,
        QColor(0x00, 0x3c, 0xb4),
        QColor(0xc0, 0x4a, 0x00),
        QColor(0x00, 0x6e, 0x63),
        QColor(0x1b, 0x5e, 0x20),
        2.0,
    };
    return t;
}

std::optional<Theme> Theme::byName(const QString &name)
{
    const QString n = name.trimmed().toLower();
    if (n == QLatin1String("light"))
        return light();
    if (n == QLatin1String("dark"))
        return dark();
    if (n == QLatin1String("high-contrast") || n == QLatin1String("contrast") || n == QLatin1String("hc")
        || n == QLatin1String("highcontrast"))
        return highContrast();
    return std::nullopt;
}

QStringList Theme::names()
{
    return {QStringLiteral("light"), QStringLiteral("dark"), QStringLiteral("high-contrast")};
}

} // namespace attn
