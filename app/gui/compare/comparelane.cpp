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
        m_shown.searchMs = ms;
        emit figuresChanged();
    })
{
    // After the presenter's own connections (made in its constructor): the
    // board is drawn first, then its figures are taken.
    connect(m_controller, &RunController::runStarted, this, &CompareLane::onRunStarted);
    connect(m_controller, &RunController::stepAnimated, this, &CompareLane::takeFigures);
    connect(m_controller, &RunController::boardDue, this, &CompareLane::takeFigures);
    connect(m_scene, &BoardScene::boardRebuilt, this, &CompareLane::takeFigures);
    connect(m_controller, &RunController::modeChanged, this, &CompareLane::onModeChanged);
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

CompareLane::Figures CompareLane::runFigures() const
{
    const RunController::Counters &counters = m_controller->counters();
    Figures figures;
    figures.algorithm = m_controller->algorithm();
    figures.steps = counters.steps;
    figures.placements = counters.placements;
    figures.removals = counters.removals;
    figures.rejections = counters.rejections;
    figures.prunes = counters.prunes;
    figures.work = counters.work;
    figures.solutions = counters.solutions;
    figures.treeNodes = counters.placements + 1;
    figures.finished = m_controller->state().isFinished();
    figures.searchMs = m_searchMs;
    return figures;
}

void CompareLane::takeFigures()
{
    const Figures figures = runFigures();
    if (figures != m_shown) {
        m_shown = figures;
        emit figuresChanged();
    }
}

void CompareLane::onRunStarted()
{
    m_timing.cancel();
    m_searchMs.reset();
    takeFigures(); // the presenter drew the new, empty board
}

void CompareLane::onModeChanged()
{
    if (m_controller->mode() != RunController::Mode::Finished || m_searchMs || m_timing.isRunning()) {
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
}
