#include "background.h"

#include <QThread>

#include <new>

namespace attn {

BackgroundRunner::BackgroundRunner(QObject *parent)
    : QObject(parent)
{
}

BackgroundRunner::~BackgroundRunner()
{
    for (QThread *t : m_threads) {
        t->wait();
        delete t;
    }
}

void BackgroundRunner::run(std::function<Continuation()> work, Continuation outOfMemory)
{
    QThread *thread
        = QThread::create([this, work = std::move(work), outOfMemory = std::move(outOfMemory)]() mutable {
              Continuation then;
              try {
                  then = work();
              } catch (const std::bad_alloc &) {
                  // The work that starts a run says what did not fit (the recompute, the model's
                  // loader); anywhere else the run ends with outOfMemory rather than the program
                  // with std::terminate: the view keeps what it shows until the next request.
                  qWarning("attention-lab: not enough memory for work in the background; it was dropped");
                  then = std::move(outOfMemory);
              }
              // What the work held (a result of a gigabyte, say) is let go here, on the worker, and
              // not later on the UI thread where the finished QThread is deleted.
              work = nullptr;
              if (then)
                  QMetaObject::invokeMethod(this, std::move(then), Qt::QueuedConnection);
          });
    connect(thread, &QThread::finished, this, [this, thread] {
        std::erase(m_threads, thread);
        thread->deleteLater();
    });
    m_threads.push_back(thread);
    thread->start(QThread::LowPriority);
}

} // namespace attn
