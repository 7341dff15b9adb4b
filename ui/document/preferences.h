// Every QSettings key in one place, each with its type and default (Tiled's Preference<T>).
#pragma once

#include <QByteArray>
#include <QSettings>
#include <QString>
#include <QStringList>

namespace attn {

template<typename T>
class Preference
{
public:
    Preference(const char *key, T defaultValue)
        : m_key(QLatin1String(key))
        , m_default(std::move(defaultValue))
    {
    }
    T get() const { return QSettings().value(m_key, QVariant::fromValue(m_default)).template value<T>(); }
    void set(const T &value) const { QSettings().setValue(m_key, QVariant::fromValue(value)); }

private:
    QString m_key;
    T m_default;
};

namespace prefs {
inline const Preference<QStringList> recentFiles{"files/recent", {}};
inline const Preference<QString> lastFolder{"files/lastFolder", {}};
inline const Preference<QByteArray> windowGeometry{"window/geometry", {}};
inline const Preference<QByteArray> windowState{"window/state", {}};
inline const Preference<int> tablePrecision{"view/tablePrecision", 4};
inline constexpr int maxRecentFiles = 8;
} // namespace prefs

} // namespace attn
