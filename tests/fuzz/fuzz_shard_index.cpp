// Fuzz target: model.safetensors.index.json (io/model/gpt2_model.h, parseShardIndex) on any bytes.
// What must hold: a refusal is one line naming the file; an accepted index names at least one
// shard, at most kMaxShards, each a plain .safetensors file name in the model's own folder (no
// path, no hidden file), and every tensor of its map points at one of them. Then the index is
// held to shards that hold every other of its names (checkShardIndex, the loader's cross-check):
// the first name each shard lacks is the one refused, in one line naming that shard; with every
// name present it is accepted, with one lookup per name.
#include "fuzz_check.h"

#include "io/model/gpt2_model.h"

#include <QByteArray>
#include <QString>

#include <vector>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray json
        = QByteArray::fromRawData(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const QString label = QStringLiteral("model.safetensors.index.json");
    QString error;
    QStringList shards;
    const auto map = attn::io::parseShardIndex(json, label, shards, &error);
    if (!map) {
        FUZZ_CHECK(error.startsWith(label + QStringLiteral(": ")) && !error.contains(QLatin1Char('\n')),
                   "a refusal is one line naming the file", error.toStdString());
        return 0;
    }
    FUZZ_CHECK(!shards.isEmpty() && shards.size() <= attn::io::kMaxShards,
               "one shard or more, within the limit");
    for (const QString &s : shards)
        FUZZ_CHECK(!s.contains(QLatin1Char('/')) && !s.contains(QLatin1Char('\\'))
                       && !s.startsWith(QLatin1Char('.')) && s.endsWith(QStringLiteral(".safetensors")),
                   "a shard is a plain file name in the folder", s.toStdString());
    for (auto it = map->begin(); it != map->end(); ++it)
        FUZZ_CHECK(shards.contains(it.value().toString()), "every tensor's file is a listed shard",
                   it.key().toStdString());

    // The cross-check against shards made of every other name (headers built by hand: one
    // tensor per name kept, no bytes needed for names), then of every name.
    for (const bool all : { false, true }) {
        std::vector<attn::io::SafetensorsHeader> headers(std::size_t(shards.size()));
        std::vector<QString> labels;
        for (const QString &s : shards) // as the loader names them: printable (a name may hold a newline)
            labels.push_back(attn::io::printableName(s));
        int n = 0;
        QString firstMissing;
        for (auto it = map->begin(); it != map->end(); ++it, ++n) {
            const auto k = std::size_t(shards.indexOf(it.value().toString()));
            if (all || n % 2 == 0)
                headers[k].tensors.push_back({ it.key(), QStringLiteral("F32"), { 1 }, 0, 4 });
            else if (firstMissing.isEmpty())
                firstMissing = it.key();
        }
        for (auto &h : headers)
            h.indexNames();
        std::uint64_t lookups = 0;
        const QString problem = attn::io::checkShardIndex(*map, shards, headers, labels, &lookups);
        if (all || firstMissing.isEmpty()) {
            FUZZ_CHECK(problem.isEmpty(), "an index whose shards hold every name is accepted", problem.toStdString());
            FUZZ_CHECK(lookups == std::uint64_t(map->size()), "one lookup per name");
        } else {
            FUZZ_CHECK(!problem.isEmpty() && !problem.contains(QLatin1Char('\n')),
                       "a missing name is refused in one line", problem.toStdString());
            FUZZ_CHECK(problem.contains(attn::io::printableName(firstMissing.left(200))),
                       "the first name missing is the one named", problem.toStdString());
        }
    }
    return 0;
}
