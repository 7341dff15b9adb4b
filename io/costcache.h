// The lesson's cost step, measured once per machine: the first measurement (by the window or by
// `attention-lab lesson`) is kept in the user's cache folder ($XDG_CACHE_HOME/attention-lab,
// else ~/.cache/attention-lab) and reused by later runs, so the deck, the worksheet and the key
// show the same numbers. Written through fileio's one writer. A file from another machine (a
// shared home), of another model size or unreadable is not used: the caller measures afresh.
#pragma once

#include "core/complexity.h"

#include <QByteArray>
#include <QString>

#include <optional>
#include <vector>

namespace attn::io {

struct CostCache {
    QString machine; // costMachine() when it was measured
    QString note; // how and when it was measured ("By attention-lab lesson on 2026-12-01, 2 cores.")
    std::vector<CostMeasurement> points;
};

// The file: lesson-cost.json in the cache folder.
QString costCachePath();
// What this machine is, as the cache tells machines apart: host name, cores, matrix backend.
QString costMachine();

// The largest T a kept measurement may name (the lesson measures up to 4096).
inline constexpr int kMaxCachedTokens = 1 << 16;

// The kept measurement for this machine and this model size (d_model, heads), or nothing.
std::optional<CostCache> loadCostCache(int dModel, int heads);
// The same from the file's bytes: nothing unless it is strict JSON written for `machine` and this
// size, with 1 to 64 points of distinct T (1 … kMaxCachedTokens), finite times and sizes. Safe on
// any bytes (it is fuzzed).
std::optional<CostCache> parseCostCache(const QByteArray &json, int dModel, int heads,
                                        const QString &machine);
// Keeps `cache` (its machine set to this one), with the sizes an earlier measurement on this
// machine had and this one has not; false and *error when it cannot be written.
bool saveCostCache(const CostCache &cache, QString *error);

// The points of `cache` at exactly these sizes, in order; nothing unless it has every one.
std::optional<std::vector<CostMeasurement>> cachedPoints(const CostCache &cache,
                                                         const std::vector<int> &tokens);

} // namespace attn::io
