// Guarded reads of mapped memory (mappedread.h): a SIGBUS handler that jumps back to the read
// that faulted, per thread.
#include "mappedread.h"

#include <csetjmp>
#include <csignal>
#include <cstring>
#include <mutex>

namespace attn::gpt2 {

namespace {

    // Where a fault on this thread lands, while a guarded read runs; null otherwise. Touched by
    // the thread before it reads, so the handler never allocates its storage.
    thread_local sigjmp_buf *t_landing = nullptr;

    struct sigaction g_previous { };

    void onBusError(int signal, siginfo_t *info, void *context)
    {
        if (sigjmp_buf *landing = t_landing) {
            t_landing = nullptr;
            siglongjmp(*landing, 1);
        }
        // Not a guarded read: what handled SIGBUS before us handles it (by default the program
        // ends on the faulting instruction once it runs again).
        if (g_previous.sa_flags & SA_SIGINFO) {
            if (g_previous.sa_sigaction) {
                g_previous.sa_sigaction(signal, info, context);
                return;
            }
        } else if (g_previous.sa_handler != SIG_DFL && g_previous.sa_handler != SIG_IGN) {
            g_previous.sa_handler(signal);
            return;
        }
        // The default: a faulting read runs again, faults again and ends the program; a SIGBUS
        // sent (kill) is raised again, so it is not swallowed either.
        std::signal(signal, SIG_DFL);
        if (info && info->si_code <= 0) // sent by a process, not raised by a fault
            raise(signal);
    }

    void installHandler()
    {
        static std::once_flag once;
        std::call_once(once, [] {
            struct sigaction action { };
            action.sa_sigaction = onBusError;
            sigemptyset(&action.sa_mask);
            // SA_NODEFER: SIGBUS stays unblocked after the jump out, so no signal mask needs
            // saving and restoring around every read (sigsetjmp(…, 0) is a few instructions).
            action.sa_flags = SA_SIGINFO | SA_NODEFER;
            sigaction(SIGBUS, &action, &g_previous);
        });
    }

} // namespace

ModelFileChanged::ModelFileChanged()
    : std::runtime_error(modelFileChangedMessage())
{
}

const char *modelFileChangedMessage()
{
    return "the model file changed while it was open";
}

bool readMapped(void (*read)(void *context), void *context)
{
    installHandler();
    sigjmp_buf *const outer = t_landing; // a guarded read inside another: the outer one's again after
    sigjmp_buf landing;
    if (sigsetjmp(landing, 0) != 0) { // the handler jumped here
        t_landing = outer;
        return false;
    }
    t_landing = &landing;
    read(context);
    t_landing = outer;
    return true;
}

bool copyMapped(void *to, const void *from, std::size_t bytes)
{
    struct Copy {
        void *to;
        const void *from;
        std::size_t bytes;
    } copy { to, from, bytes };
    return readMapped(
        [](void *c) {
            const auto *job = static_cast<const Copy *>(c);
            std::memcpy(job->to, job->from, job->bytes);
        },
        &copy);
}

} // namespace attn::gpt2
