#include "background.h"

#include <QThread>

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

void BackgroundRunner::run(std::function<Continuation()> work)
{
    QThread *thread = QThread::create([this, work = std::move(work)] {
        Continuation then = work();
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
