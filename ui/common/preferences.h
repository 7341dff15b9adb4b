// Every QSettings key in one place, each with its type and default (Tiled's Preference<T>).
#pragma once

#include <QByteArray>
#include <QSettings>
#include <QSize>
#include <QString>
#include <QStringList>

namespace attn {

template <typename T> class Preference {
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
    inline const Preference<QStringList> recentFiles { "files/recent", {} };
    inline const Preference<QString> lastFolder { "files/lastFolder", {} };
    inline const Preference<QByteArray> windowGeometry { "window/geometry", {} };
    inline const Preference<QByteArray> windowState { "window/state", {} };
    inline const Preference<QSize> windowSize { "window/size",
                                                {} }; // of the window the layout was saved with
    inline const Preference<int> tablePrecision { "view/tablePrecision", 4 };
    inline const Preference<double> zoom { "view/zoom", 1.0 };
    inline const Preference<QString> theme { "view/theme", QStringLiteral("light") };
    // File ▸ Generate's last sizes, offered again next time.
    inline const Preference<int> generateTokens { "generate/tokens", 1024 };
    inline const Preference<int> generateDModel { "generate/dModel", 512 };
    inline const Preference<int> generateHeads { "generate/heads", 8 };
    inline const Preference<int> generateSeed { "generate/seed", 1 };
    // The image export dialog's last choices (ui/common/imageexportdialog.h).
    inline const Preference<QString> exportTheme { "export/theme", QStringLiteral("light") };
    inline const Preference<double> exportPixelRatio { "export/pixelRatio", 2.0 };
    inline const Preference<QString> exportSizePreset { "export/sizePreset", {} };
    inline const Preference<QSize> exportCustomSize { "export/customSize", QSize(1600, 1000) };
    inline const Preference<QString> lastImageFolder { "export/lastFolder", {} };
    // The lesson: answers held back until revealed; the screen the slides go on (its name). The cost
    // step's measurement is kept per machine in the cache folder (io/costcache.h).
    inline const Preference<bool> lessonHoldBack { "lesson/holdBack", true };
    inline const Preference<QString> lessonSlidesScreen { "lesson/slidesScreen", {} };
    // The first start's hint at the way into the lesson, shown once (LessonSetup::offerHint).
    inline const Preference<bool> lessonHintShown { "lesson/hintShown", false };
    // File ▸ Open Model…: the last model folder and the sentence run on it.
    inline const Preference<QString> modelFolder { "model/folder", {} };
    inline const Preference<QString> modelText { "model/text",
                                                 QStringLiteral("The river bank was muddy after the rain.") };
    inline constexpr int maxRecentFiles = 8;
} // namespace prefs

} // namespace attn
