// Fuzz target: model.safetensors.index.json (io/model/gpt2_model.h, parseShardIndex) on any bytes.
// What must hold: a refusal is one line naming the file; an accepted index names at least one
// shard, at most kMaxShards, each a plain .safetensors file name in the model's own folder (no
// path, no hidden file), and every tensor of its map points at one of them.
#include "io/model/gpt2_model.h"

#include <QByteArray>
#include <QString>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace {

void check(bool ok, const char *what, const QString &detail = {})
{
    if (ok)
        return;
    std::fprintf(stderr, "fuzz_shard_index: %s\n%s\n", what, qPrintable(detail));
    std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray json
        = QByteArray::fromRawData(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    QString error;
    QStringList shards;
    const auto map
        = attn::io::parseShardIndex(json, QStringLiteral("model.safetensors.index.json"), shards, &error);
    if (!map) {
        check(error.startsWith(QStringLiteral("model.safetensors.index.json: "))
                  && !error.contains(QLatin1Char('\n')),
              "a refusal is one line naming the file", error);
        return 0;
    }
    check(!shards.isEmpty() && shards.size() <= attn::io::kMaxShards, "one shard or more, within the limit");
    for (const QString &s : shards)
        check(!s.contains(QLatin1Char('/')) && !s.contains(QLatin1Char('\\'))
                  && !s.startsWith(QLatin1Char('.')) && s.endsWith(QStringLiteral(".safetensors")),
              "a shard is a plain file name in the folder", s);
    for (auto it = map->begin(); it != map->end(); ++it)
        check(shards.contains(it.value().toString()), "every tensor's file is a listed shard", it.key());
    return 0;
}
