// Which stored tensor is which part of a model, family by family: the names each family's files
// use, bound to the views of gpt2::Weights. Not for use outside io/model/.
#pragma once

#include "core/model/gpt2.h"

#include <QString>

#include <functional>

namespace attn::io::detail {

// A tensor of the folder by its name (without BLOOM's and GPT-2's "transformer."): its view, or
// an empty one (the lookup notes a problem unless `optional`).
using TensorLookup = std::function<gpt2::TensorView(const QString &name, bool optional)>;

// The views of w.config's family into w (its blocks, embeddings, final norm and lm_head).
void bindTensors(gpt2::Weights &w, const TensorLookup &view);

} // namespace attn::io::detail
