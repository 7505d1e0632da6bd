// SPDX-License-Identifier: MIT
#include "compare/comparelane.h"

#include "board/boardscene.h"
#include "display/boardpresenter.h"
#include "run/runcontroller.h"

#include <QElapsedTimer>

#include <algorithm>
#include <limits>

namespace {

// The search is timed again until this much time has gone (at least once,
// at most MaxTimings times), and the fastest time is kept: one run of a
// small board takes well under a millisecond, where the first run's cache
// misses and the scheduler's noise would be most of the figure.
constexpr qint64 TimingBudgetMs = 200;
constexpr int MaxTimings = 5;

} // namespace

CompareLane::CompareLane(nq::Algorithm algorithm, int n, QObject *parent)
    : QObject(parent)
    , m_scene(new BoardScene(this))
    , m_controller(new RunController(this))
    , m_presenter(new BoardPresenter(m_scene, m_controller, nullptr, this))
    , m_timing([this](double ms) {
        m_searchMs = ms;
        emit figuresChanged();
    })
{
    connect(m_controller, &RunController::runStarted, this, &CompareLane::onRunStarted);
    connect(m_controller, &RunController::positionChanged, this, &CompareLane::onPositionChanged);
    connect(m_controller, &RunController::modeChanged, this, &CompareLane::onModeChanged);
    connect(m_controller, &RunController::countersChanged, this, &CompareLane::figuresChanged);
    m_controller->setAlgorithm(algorithm);
    m_controller->setBoardSize(n);
}

CompareLane::~CompareLane()
{
    m_timing.cancel();
    // The presenter draws on the scene for the controller: both go before
    // the scene (as in MainWindow).
    m_controller->disconnect(this);
    delete m_presenter;
    delete m_controller;
}

nq::Algorithm CompareLane::algorithm() const
{
    return m_controller->algorithm();
}

int CompareLane::boardSize() const
{
    return m_controller->boardSize();
}

void CompareLane::setAlgorithm(nq::Algorithm algorithm)
{
    m_controller->setAlgorithm(algorithm);
}

void CompareLane::setBoardSize(int n)
{
    m_controller->setBoardSize(n);
}

CompareLane::Figures CompareLane::figures() const
{
    const RunController::Counters &counters = m_controller->counters();
    Figures figures;
    figures.algorithm = m_controller->algorithm();
    figures.steps = counters.steps;
    figures.placements = counters.placements;
    figures.removals = counters.removals;
    figures.rejections = counters.rejections;
    figures.prunes = m_prunes;
    figures.work = counters.work;
    figures.solutions = counters.solutions;
    figures.treeNodes = counters.placements + 1;
    figures.finished = m_controller->state().isFinished();
    figures.searchMs = m_searchMs;
    return figures;
}

void CompareLane::onRunStarted()
{
    m_timing.cancel();
    m_searchMs.reset();
    m_prunes = 0;
    m_countedStep = 0;
    emit figuresChanged();
}

void CompareLane::onPositionChanged(quint64 step)
{
    const RunHistory &history = m_controller->history();
    if (step < m_countedStep) {
        // Back (the comparison only goes back by a restart, which starts
        // from 0): count again from the start if the history still holds it.
        m_prunes = 0;
        m_countedStep = 0;
    }
    // Steps older than the history's window cannot be counted any more; the
    // window (a million events) holds every run a comparison shows whole.
    const quint64 from = std::max(m_countedStep + 1, history.first() + 1);
    for (quint64 s = from; s <= step && history.contains(s); ++s) {
        if (history.event(s).kind == nq::EventKind::Prune) {
            ++m_prunes;
        }
    }
    m_countedStep = step;
    emit figuresChanged();
}

void CompareLane::onModeChanged()
{
    if (m_controller->mode() != RunController::Mode::Finished || m_searchMs || m_timing.isRunning()) {
        emit figuresChanged();
        return;
    }
    const nq::Algorithm algorithm = m_controller->algorithm();
    const int n = m_controller->boardSize();
    const quint64 seed = m_controller->seed();
    const std::vector<int> start = m_controller->startBoard();
    const bool fromStart = m_controller->hasStart();
    m_timing.start([=](std::stop_token stop, const auto &) -> std::optional<double> {
        QElapsedTimer total;
        total.start();
        double fastest = std::numeric_limits<double>::infinity();
        for (int timing = 0; timing < MaxTimings && (timing == 0 || total.elapsed() < TimingBudgetMs);
             ++timing) {
            QElapsedTimer clock;
            clock.start();
            auto events = fromStart ? nq::solve(algorithm, n, seed, start) : nq::solve(algorithm, n, seed);
            quint32 count = 0;
            for ([[maybe_unused]] const nq::Event &event : events) {
                // Asking the token at every event would be timed too.
                if ((++count & 0xfffu) == 0 && stop.stop_requested()) {
                    return std::nullopt;
                }
            }
            fastest = std::min(fastest, clock.nsecsElapsed() / 1e6);
        }
        return fastest;
    });
    emit figuresChanged();
}
