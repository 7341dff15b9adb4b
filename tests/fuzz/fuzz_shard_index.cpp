// Fuzz target: model.safetensors.index.json (io/model/gpt2_model.h, parseShardIndex) on any bytes.
// What must hold: a refusal is one line naming the file; an accepted index names at least one
// shard, at most kMaxShards, each a plain .safetensors file name in the model's own folder (no
// path, no hidden file), and every tensor of its map points at one of them.
#include "fuzz_check.h"

#include "io/model/gpt2_model.h"

#include <QByteArray>
#include <QString>

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
    return 0;
}
