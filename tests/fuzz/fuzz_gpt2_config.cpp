// Fuzz target: a model's config.json (io/model/config.h) on any bytes. What must hold: a
// refusal is one line naming the file; an accepted config passes the core's own check and
// its sizes stay within the limits that keep every product of them in 64 bits.
#include "io/model/config.h"

#include <QByteArray>
#include <QString>

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace {

void check(bool ok, const char *what, const QString &detail = {})
{
    if (ok)
        return;
    std::fprintf(stderr, "fuzz_gpt2_config: %s\n%s\n", what, qPrintable(detail));
    std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray json
        = QByteArray::fromRawData(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    QString error;
    const auto c = attn::io::parseModelConfig(json, QStringLiteral("config.json"), &error);
    if (!c) {
        check(error.startsWith(QStringLiteral("config.json: ")) && !error.contains(QLatin1Char('\n')),
              "a refusal is one line naming the file", error);
        return 0;
    }
    check(attn::gpt2::checkConfig(*c).empty(), "an accepted config passes the core's check",
          QString::fromStdString(attn::gpt2::checkConfig(*c)));
    check(c->nLayer <= 1024 && c->nHead <= 1024 && c->nEmbd <= 65536 && c->nInner <= (1 << 18)
              && c->nPositions <= (1 << 20) && c->vocabSize <= (1 << 24),
          "sizes within the limits");
    check((c->headDim > 0 || c->nEmbd % c->nHead == 0) && c->layerNormEpsilon > 0,
          "heads divide the width (or head_dim is given); epsilon positive");
    check(c->nHead % c->kvHeads() == 0 && c->dK() <= 4096 && (!c->llama() || c->mla.on() || c->dK() % 2 == 0),
          "key/value heads divide the heads; head_dim bounded, even for RoPE");
    // DeepSeek: the latent's sizes fit the padded heads, its rope slice turns pairs, the scale and
    // the experts' groups are usable
    check(!c->mla.on()
              || (c->dK() == c->mla.headWidth() && c->mla.rope % 2 == 0 && c->kvHeads() == c->nHead
                  && c->scaleFactor > 0 && std::isfinite(c->scaleFactor)),
          "latent attention's sizes usable");
    check(!c->moe()
              || (c->numExperts % c->expertGroups == 0 && c->groupsKept <= c->expertGroups
                  && c->expertsPerToken <= c->numExperts && c->routedScale > 0),
          "experts, groups and top-k usable");
    // YaRN's factor is max_position_embeddings / original where a config gives both, below 1 for a
    // short context (transformers reads it so); the other scalings stretch, never shrink.
    const bool yarn = c->rope.scaling.type == attn::RopeScaling::Type::Yarn;
    check(!c->llama()
              || (c->rope.theta > 0 && std::isfinite(c->rope.theta)
                  && (yarn ? c->rope.scaling.factor > 0 && c->rope.theta > 1 : c->rope.scaling.factor >= 1)),
          "RoPE's base and scaling usable");
    return 0;
}
