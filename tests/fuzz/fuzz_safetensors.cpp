// Fuzz target: a model file's safetensors header and the tensors found through it, on any
// bytes at all. What must hold:
// - a refused file gets one line that starts with the file's name;
// - an accepted header keeps every tensor inside the file, none overlapping another, each
//   exactly as long as its dtype and shape say;
// - where the file holds a whole model of the small shape below, the loader's views are
//   inside the file, and the forward pass reads only them (run under AddressSanitizer, a read
//   past the end is a crash) and gives probabilities that are finite and sum to at most 1.
#include "core/model/forward.h"
#include "io/model/gpt2_model.h"
#include "io/model/safetensors.h"

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
    std::fprintf(stderr, "fuzz_safetensors: %s\n%s\n", what, qPrintable(detail));
    std::abort();
}

// The shape of the seed models in corpus/safetensors: 1 layer, d_model 4, 1 head, 8 tokens,
// 4 positions.
attn::gpt2::Config seedConfig()
{
    attn::gpt2::Config c;
    c.nLayer = 1;
    c.nHead = 1;
    c.nEmbd = 4;
    c.nPositions = 4;
    c.vocabSize = 8;
    c.nInner = 16;
    return c;
}

bool inside(const attn::gpt2::TensorView &t, const std::uint8_t *data, std::size_t size)
{
    const std::size_t bytes = std::size_t(t.rows * t.cols) * attn::gpt2::dtypeBytes(t.dtype);
    return t.data >= data && t.data + bytes <= data + size;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QString label = QStringLiteral("model.safetensors");
    QString error;
    const auto header = attn::io::parseSafetensorsHeader(data, size, label, &error);
    if (!header) {
        check(error.startsWith(label + QStringLiteral(": ")) && !error.contains(QLatin1Char('\n')),
              "a refusal is one line naming the file", error);
        return 0;
    }
    check(header->dataStart >= 8 && header->dataStart <= size, "the data start inside the file");
    std::uint64_t previousEnd = header->dataStart;
    for (const attn::io::SafetensorsTensor &t : header->tensors) {
        check(t.begin >= header->dataStart && t.begin <= t.end && t.end <= size,
              "a tensor lies inside the file", t.name);
        check(t.begin >= previousEnd, "tensors do not overlap", t.name);
        previousEnd = t.end;
        std::uint64_t count = 1;
        for (std::int64_t n : t.shape)
            count *= std::uint64_t(n);
        check(count * attn::io::safetensorsDtypeBytes(t.dtype) == t.end - t.begin,
              "a tensor's size matches its shape", t.name);
    }

    const auto weights = attn::io::weightsFromSafetensors(*header, data, seedConfig(), label, &error);
    if (!weights) {
        check(error.startsWith(label + QStringLiteral(": ")), "a refused model names the file", error);
        return 0;
    }
    const attn::gpt2::Weights &w = *weights;
    check(inside(w.wte, data, size) && inside(w.wpe, data, size) && inside(w.lmHead, data, size),
          "embeddings inside the file");
    for (const attn::gpt2::BlockWeights &b : w.blocks)
        for (const attn::gpt2::TensorView *t :
             { &b.ln1Weight, &b.ln1Bias, &b.attnWeight, &b.attnBias, &b.attnProjWeight, &b.attnProjBias,
               &b.ln2Weight, &b.ln2Bias, &b.fcWeight, &b.fcBias, &b.mlpProjWeight, &b.mlpProjBias })
            check(inside(*t, data, size), "block weights inside the file");
    if (!attn::gpt2::checkFinite(w).empty())
        return 0; // refused by the loader before any pass
    const attn::gpt2::ModelResult r = attn::gpt2::runModel(w, { 1, 0, 7, 3 });
    double total = 0;
    for (const attn::gpt2::Candidate &c : r.next) {
        // Finite weights of any size can still overflow to ∞ in float64 products; then NaN is
        // the honest answer, and the command writes it as null. Below that, probabilities hold.
        if (!std::isfinite(c.logit))
            return 0;
        check(c.probability >= 0 && c.probability <= 1, "a probability lies in [0, 1]");
        total += c.probability;
    }
    check(total <= 1 + 1e-9, "the top candidates' probabilities sum to at most 1");
    return 0;
}
