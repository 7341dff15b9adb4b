// Reading a memory-mapped model file that may change under the app. Another program can
// truncate or rewrite model.safetensors while it is open; a read of a page the file no longer
// has is then a SIGBUS, which would end the program. A size check before each read cannot
// prevent that (the file can shrink between the check and the read), so the reads themselves
// are guarded: a fault inside readMapped() makes it return false on the thread that faulted,
// and the conversions turn that into ModelFileChanged, a message instead of a crash.
//
// Thread-safe: each thread guards its own reads (the fast pass converts on several threads).
// A SIGBUS outside a guarded read goes on to whatever handled it before (the default: the end
// of the program, with a core dump as before).
#pragma once

#include <cstddef>
#include <stdexcept>

namespace attn::gpt2 {

// What a conversion throws when the mapped file changed under it (convertRows, checkFinite).
class ModelFileChanged : public std::runtime_error {
public:
    ModelFileChanged();
};

// The sentence for it, "the model file changed while it was open", after the file's name.
const char *modelFileChangedMessage();

// Calls read(context), which must only read mapped memory and write plain buffers: nothing
// with a destructor may live inside it, since a fault leaves it half way. True when it ran to
// the end; false when a read hit a page the file no longer holds.
bool readMapped(void (*read)(void *context), void *context);

// memcpy(to, from, bytes) guarded the same way; false when `from` faulted.
bool copyMapped(void *to, const void *from, std::size_t bytes);

} // namespace attn::gpt2
