#include "costcache.h"

#include "fileio.h"
#include "iotext.h"
#include "strictjson.h"

#include "core/fast_attention.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QSysInfo>
#include <QThread>

#include <algorithm>

namespace attn::io {

namespace {

    constexpr qint64 kMaxCacheBytes = 1 << 20;
    constexpr int kMaxPoints = 64;
    constexpr int kMaxNoteChars = 500;

} // namespace

QString costCachePath()
{
    // The generic cache folder with our own name in it: the same file for the window and the
    // command line, whatever application name each sets.
    const QString base = QStandardPaths::writableLocation(QStandardPaths::GenericCacheLocation);
    return QDir(base).filePath(QStringLiteral("attention-lab/lesson-cost.json"));
}

QString costMachine()
{
    return QStringLiteral("%1 · %2 cores · %3")
        .arg(QSysInfo::machineHostName())
        .arg(QThread::idealThreadCount())
        .arg(QString::fromStdString(fastBackendName()));
}

std::optional<CostCache> parseCostCache(const QByteArray &json, int dModel, int heads, const QString &machine)
{
    // Strict JSON (no duplicate keys, valid UTF-8), every number checked: a file that is not
    // exactly what saveCostCache wrote for this machine and size is not used.
    const auto doc = parseStrictJson(json, nullptr);
    if (!doc || !doc->isObject())
        return std::nullopt;
    const QJsonObject o = doc->object();
    CostCache c;
    c.machine = o.value(QStringLiteral("machine")).toString();
    c.note = o.value(QStringLiteral("note")).toString().left(kMaxNoteChars);
    if (c.machine != machine || o.value(QStringLiteral("d_model")).toInt() != dModel
        || o.value(QStringLiteral("heads")).toInt() != heads)
        return std::nullopt;
    const QJsonArray points = o.value(QStringLiteral("points")).toArray();
    if (points.isEmpty() || points.size() > kMaxPoints)
        return std::nullopt;
    for (const auto &v : points) {
        const QJsonObject p = v.toObject();
        CostMeasurement m;
        m.tokens = p.value(QStringLiteral("tokens")).toInt();
        m.dModel = dModel;
        m.heads = heads;
        m.seconds = p.value(QStringLiteral("seconds")).toDouble(-1);
        const double bytes = p.value(QStringLiteral("bytes")).toDouble(-1);
        m.runs = p.value(QStringLiteral("runs")).toInt();
        // Not ours, or damaged: measure afresh.
        if (m.tokens < 1 || m.tokens > kMaxCachedTokens || !(m.seconds >= 0 && m.seconds < 1e6)
            || !(bytes >= 1 && bytes < 1e18) || m.runs < 1 || m.runs > 1000)
            return std::nullopt;
        if (std::any_of(c.points.begin(), c.points.end(),
                        [&m](const CostMeasurement &n) { return n.tokens == m.tokens; }))
            return std::nullopt; // one measurement per size
        m.bytes = std::uint64_t(bytes);
        c.points.push_back(m);
    }
    return c;
}

std::optional<CostCache> loadCostCache(int dModel, int heads)
{
    QString error;
    const auto bytes = readRegularFile(costCachePath(), kMaxCacheBytes, &error);
    if (!bytes)
        return std::nullopt;
    return parseCostCache(*bytes, dModel, heads, costMachine());
}

bool saveCostCache(const CostCache &cache, QString *error)
{
    if (cache.points.empty())
        return true;
    // Sizes measured before and not now are kept (a short run does not forget a long one's).
    std::vector<CostMeasurement> all = cache.points;
    if (const auto old = loadCostCache(all.front().dModel, all.front().heads))
        for (const CostMeasurement &m : old->points)
            if (std::none_of(all.begin(), all.end(),
                             [&m](const CostMeasurement &n) { return n.tokens == m.tokens; }))
                all.push_back(m);
    std::sort(all.begin(), all.end(),
              [](const CostMeasurement &a, const CostMeasurement &b) { return a.tokens < b.tokens; });
    QJsonArray points;
    int dModel = 0, heads = 0;
    for (const CostMeasurement &m : all) {
        points.append(QJsonObject { { "tokens", m.tokens },
                                    { "seconds", m.seconds },
                                    { "bytes", double(m.bytes) },
                                    { "runs", m.runs } });
        dModel = m.dModel;
        heads = m.heads;
    }
    const QJsonObject o { { "machine", costMachine() },
                          { "note", cache.note },
                          { "d_model", dModel },
                          { "heads", heads },
                          { "points", points } };
    const QString path = costCachePath();
    if (!QDir().mkpath(QFileInfo(path).absolutePath())) {
        if (error)
            *error = IoText::tr("%1: cannot create the folder").arg(QFileInfo(path).absolutePath());
        return false;
    }
    QString why;
    if (!writeFileAtomically(path, QJsonDocument(o).toJson(QJsonDocument::Indented), &why)) {
        if (error)
            *error = why;
        return false;
    }
    return true;
}

std::optional<std::vector<CostMeasurement>> cachedPoints(const CostCache &cache,
                                                         const std::vector<int> &tokens)
{
    std::vector<CostMeasurement> out;
    for (int T : tokens) {
        const auto it = std::find_if(cache.points.begin(), cache.points.end(),
                                     [T](const CostMeasurement &m) { return m.tokens == T; });
        if (it == cache.points.end())
            return std::nullopt;
        out.push_back(*it);
    }
    return out;
}

} // namespace attn::io
