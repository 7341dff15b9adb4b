#include "lessoncontroller.h"

#include "io/costcache.h"
#include "io/memorycheck.h"
#include "ui/common/preferences.h"
#include "ui/document/document.h"
#include "ui/document/latestjob.h"

#include <QDateTime>
#include <QLocale>
#include <QMutex>
#include <QThread>

#include <algorithm>

namespace attn {

using namespace lesson;

namespace {

    int costIndex()
    {
        static const int i = stepIndex(QStringLiteral("cost"));
        return i;
    }

} // namespace

// What the measuring thread shares with the window while it runs (its progress goes through
// the job).
struct LessonController::CostShare {
    QMutex mutex;
    std::vector<CostMeasurement> points;
};

LessonController::LessonController(Document *doc, QObject *parent)
    : QObject(parent)
    , m_doc(doc)
    , m_costShare(std::make_shared<CostShare>())
    , m_costJob(new LatestJob(this))
{
    m_holdBack = prefs::lessonHoldBack.get();
    m_costTokens = doublingTokens(kCostFirstTokens, kCostLastTokens);
    m_steps.resize(static_cast<std::size_t>(count()));
    m_stepJobs.assign(static_cast<std::size_t>(count()), nullptr);
    loadLastCost();
    // While measuring, the cost step shows the sizes timed so far.
    m_costJob->setProgressInterval(200);
    connect(m_costJob, &LatestJob::progress, this, [this](double done) {
        QMutexLocker lock(&m_costShare->mutex);
        m_cost.points = m_costShare->points;
        m_cost.progress = done;
        m_steps[static_cast<std::size_t>(costIndex())].reset();
        emit costChanged();
        emit stepsChanged();
    });
    connect(doc, &Document::resultChanged, this, &LessonController::invalidate);
    connect(doc, &Document::selectionChanged, this, &LessonController::invalidate);
    connect(doc, &Document::sessionChanged, this, [this](bool structural) {
        if (structural) { // a new size: answers revealed for the old one say nothing
            m_reveals.clear();
            m_revealOrder.clear();
        }
    });
}

void LessonController::setTheme(const Theme &theme)
{
    m_theme = theme;
    emit stepsChanged();
}

// ---- building the steps -------------------------------------------------------------------------

std::shared_ptr<const LessonContext> LessonController::context()
{
    if (!m_context) {
        LessonInput in;
        in.result = m_doc->resultPtr(); // first: it waits for an edit being written
        in.session = m_doc->resultSession();
        in.view = m_doc->viewState();
        in.head = m_doc->selectedHead();
        in.query = m_doc->selectedQuery();
        in.cost = m_cost;
        m_context = std::make_shared<const LessonContext>(makeLessonContext(std::move(in)));
    }
    return m_context;
}

void LessonController::invalidate()
{
    m_context.reset();
    std::fill(m_steps.begin(), m_steps.end(), std::nullopt);
    for (LatestJob *job : m_stepJobs)
        if (job)
            job->cancel(); // the session changed meanwhile: what the build returns is dropped
    emit stepsChanged();
}

bool LessonController::isBuilding(int i) const
{
    if (i < 0 || i >= int(m_stepJobs.size()))
        return false;
    const LatestJob *job = m_stepJobs[static_cast<std::size_t>(i)];
    return job && job->isActive();
}

LatestJob *LessonController::stepJob(int i)
{
    LatestJob *&job = m_stepJobs[static_cast<std::size_t>(i)];
    if (!job)
        job = new LatestJob(this);
    return job;
}

StepModel LessonController::placeholder(int i) const
{
    const StepEntry &e = lessonSteps()[static_cast<std::size_t>(i)];
    StepModel s;
    s.id = QString::fromUtf8(e.id);
    s.number = i + 1;
    s.count = count();
    s.section = stepSection(e);
    s.title = stepTitle(e);
    s.kind = e.picture;
    s.notes = stepNotes(e);
    s.unavailable = tr("Working this step out for %1 tokens…")
                        .arg(QLocale().toString(m_doc->resultSession().tokenCount()));
    return s;
}

void LessonController::buildInBackground(int i)
{
    m_steps[static_cast<std::size_t>(i)] = placeholder(i);
    const auto ctx = context();
    stepJob(i)->start(
        [this, ctx, i](LatestJob::Control) -> LatestJob::Continuation {
            auto model = std::make_shared<StepModel>(buildStep(*ctx, i));
            return [this, model, i] {
                m_steps[static_cast<std::size_t>(i)] = std::move(*model);
                emit stepsChanged();
            };
        },
        [this, i] { // no "Working…" for ever: the step says what did not fit
            StepModel s = placeholder(i);
            s.unavailable = tr("This step does not fit in memory for %1 tokens.")
                                .arg(QLocale().toString(m_doc->resultSession().tokenCount()));
            m_steps[static_cast<std::size_t>(i)] = std::move(s);
            emit stepsChanged();
        });
}

const StepModel &LessonController::step(int i)
{
    i = std::clamp(i, 0, count() - 1);
    auto &slot = m_steps[static_cast<std::size_t>(i)];
    if (!slot) {
        if (i == costIndex()) {
            // The only step that follows the measurement: built with the cost as it is now.
            LessonContext c = *context();
            c.cost = m_cost;
            slot = buildStep(c, i);
        } else if (Document::computesInBackground(m_doc->resultSession())) {
            buildInBackground(i);
        } else {
            slot = buildStep(*context(), i);
        }
    }
    return *slot;
}

// ---- moving and revealing -------------------------------------------------------------------

void LessonController::goTo(int i)
{
    i = std::clamp(i, 0, count() - 1);
    if (i == m_current)
        return;
    m_current = i;
    emit currentChanged(i);
    if (i == costIndex())
        costReached();
}

void LessonController::next()
{
    goTo(m_current + 1);
}

void LessonController::previous()
{
    goTo(m_current - 1);
}

void LessonController::showStep(const QString &id)
{
    if (const int i = stepIndex(id); i >= 0)
        goTo(i);
}

RevealState LessonController::reveals(int i)
{
    const StepModel &s = step(i);
    RevealState &state = m_reveals[s.id];
    if (state.count() != int(s.reveals.size()))
        state = RevealState(int(s.reveals.size()));
    return state;
}

AnswerPaint LessonController::answers(int i)
{
    return AnswerPaint { m_holdBack ? AnswerMode::HoldBack : AnswerMode::Shown, reveals(i) };
}

// The current step's answers become `after`, the order they were revealed in kept (answers
// hidden again leave it; new ones join at its end, in the order of the step).
void LessonController::keepReveals(const RevealState &after)
{
    const QString id = currentStep().id;
    QList<int> &order = m_revealOrder[id];
    order.removeIf([&](int a) { return !after.isRevealed(a); });
    for (int a = 0; a < after.count(); ++a)
        if (after.isRevealed(a) && !order.contains(a))
            order.append(a);
    m_reveals[id] = after;
    emit answersChanged();
}

bool LessonController::revealNext()
{
    if (!m_holdBack)
        return false;
    RevealState state = reveals(m_current);
    if (!state.revealNext())
        return false;
    keepReveals(state);
    return true;
}

bool LessonController::takeBack()
{
    if (!m_holdBack)
        return false;
    const RevealState before = reveals(m_current);
    if (before.revealedCount() == 0)
        return false;
    QList<int> order = m_revealOrder.value(currentStep().id);
    order.removeIf([&](int a) { return !before.isRevealed(a); });
    int last = order.isEmpty() ? -1 : order.last();
    for (int a = before.count() - 1; last < 0 && a >= 0; --a) // revealed before the order was kept
        if (before.isRevealed(a))
            last = a;
    RevealState state(before.count());
    for (int a = 0; a < before.count(); ++a)
        if (a != last && before.isRevealed(a))
            state.reveal(a);
    keepReveals(state);
    return true;
}

void LessonController::reveal(int answer)
{
    RevealState state = reveals(m_current);
    if (!state.reveal(answer))
        return;
    keepReveals(state);
}

void LessonController::revealAll()
{
    RevealState state = reveals(m_current);
    state.revealAll();
    keepReveals(state);
}

void LessonController::hideAll()
{
    RevealState state = reveals(m_current);
    state.hideAll();
    keepReveals(state);
}

void LessonController::advance()
{
    if (revealNext())
        return;
    next();
}

void LessonController::retreat()
{
    if (takeBack())
        return;
    previous();
}

void LessonController::setHoldBack(bool hold)
{
    if (hold == m_holdBack)
        return;
    m_holdBack = hold;
    prefs::lessonHoldBack.set(hold);
    emit answersChanged();
}

// ---- the measured cost ------------------------------------------------------------------------

void LessonController::costReached()
{
    if (m_cost.state == CostStatus::State::NotMeasured && !isMeasuring())
        measureCost();
}

bool LessonController::isMeasuring() const
{
    return m_costJob->isActive();
}

void LessonController::measureCost()
{
    if (isMeasuring())
        return;
    // Only the sizes this machine's memory holds (the window's session stays in memory too).
    std::vector<int> sizes;
    for (int T : m_costTokens)
        if (memoryRefusal(estimateBytes(T, kCostDModel, kCostHeads), availableMemory()).isEmpty())
            sizes.push_back(T);
    m_cost = CostStatus {};
    m_cost.state = CostStatus::State::Measuring;
    m_cost.asked = sizes;
    auto share = m_costShare = std::make_shared<CostShare>();
    m_costJob->start(
        [this, sizes, share](LatestJob::Control control) -> LatestJob::Continuation {
            double total = 0, done = 0;
            for (int T : sizes)
                total += costWork(T, kCostDModel);
            for (int T : sizes) {
                const double work = costWork(T, kCostDModel);
                const auto m
                    = measureForwardPasses({ T }, kCostDModel, kCostHeads, control.stopFlag(), [&](double f) {
                          control.setProgress((done + f * work) / std::max(total, 1.0));
                      });
                if (m.empty())
                    break;
                done += work;
                QMutexLocker lock(&share->mutex);
                share->points.push_back(m.front());
            }
            return [this, share, control] {
                QMutexLocker lock(&share->mutex);
                m_cost.points = share->points;
                m_cost.progress = 1;
                m_cost.state
                    = control.isStopping() ? CostStatus::State::Cancelled : CostStatus::State::Measured;
                m_cost.note = tr("Measured in the window on %1, %2 cores.")
                                  .arg(QLocale().toString(QDateTime::currentDateTime(), QLocale::ShortFormat))
                                  .arg(QThread::idealThreadCount());
                if (m_cost.state == CostStatus::State::Measured)
                    saveCost();
                m_steps[static_cast<std::size_t>(costIndex())].reset();
                emit costChanged();
                emit stepsChanged();
            };
        },
        [this, share] { // a size did not fit in memory: what was measured before it stays
            QMutexLocker lock(&share->mutex);
            m_cost.points = share->points;
            m_cost.state = CostStatus::State::Cancelled;
            m_cost.note = tr("The measurement stopped: the next size did not fit in memory.");
            m_steps[static_cast<std::size_t>(costIndex())].reset();
            emit costChanged();
            emit stepsChanged();
        });
    m_steps[static_cast<std::size_t>(costIndex())].reset();
    emit costChanged();
    emit stepsChanged();
}

void LessonController::cancelCost()
{
    // The measurement stops at its next pass and keeps the sizes it timed.
    m_costJob->finishEarly();
}

// The measurement is kept per machine in the user's cache folder, where `attention-lab lesson`
// finds it too: the next lesson, and every deck, worksheet and key, show the same numbers (M
// measures again).
void LessonController::saveCost() const
{
    QString error;
    if (!io::saveCostCache({ {}, m_cost.note, m_cost.points }, &error))
        qWarning("%s",
                 qPrintable(tr("The lesson's cost measurement is not kept for next time: %1").arg(error)));
}

void LessonController::loadLastCost()
{
    const auto cache = io::loadCostCache(kCostDModel, kCostHeads);
    if (!cache)
        return;
    m_cost.points = cache->points;
    m_cost.state = CostStatus::State::Measured;
    m_cost.note = cache->note;
}

} // namespace attn
