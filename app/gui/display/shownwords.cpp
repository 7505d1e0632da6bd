// SPDX-License-Identifier: MIT
#include "display/shownwords.h"

#include "board/boardscene.h"
#include "play/playcontroller.h"
#include "play/playmode.h"
#include "run/algorithmtext.h"
#include "run/narrator.h"
#include "run/runcontroller.h"
#include "run/runstate.h"
#include "solutions/solutionsmodel.h"
#include "solutions/solutionspanel.h"

#include <QStringList>

#include "text/squarenames.h"

ShownWords::ShownWords(const ShownBoard &shown, const RunController &run, const PlayMode *play,
    const BoardScene &scene)
    : m_shown(shown)
    , m_run(run)
    , m_play(play)
    , m_scene(scene)
{
}

QString ShownWords::status() const
{
    if (m_shown.isPlay() && !m_play->notice().isEmpty()) {
        return m_play->notice(); // why "Run from here" changed nothing
    }
    if (m_shown.isPlay()) {
        // The panels still show the run where it stopped: say that it waits
        // there, so that nobody reads its last step as the pupil's board.
        return tr("Play mode: the board is yours. The run is paused at step %L1 and comes "
                  "back when you leave play mode.")
            .arg(m_run.state().step());
    }
    if (!m_shown.isRunBoard()) {
        return browsedStatus();
    }
    return Narrator::statusOf(m_run);
}

QString ShownWords::browsedName() const
{
    const ShownBoard::Solution &solution = m_shown.solution();
    const int n = solution.columns.isEmpty() ? m_run.boardSize() : int(solution.columns.size());
    return SolutionsModel::boardName(n, solution.number, solution.fundamentalClass, false);
}

QString ShownWords::browsedStatus() const
{
    const int symmetry = m_shown.symmetry();
    if (symmetry == 0) {
        return tr("The solution itself: %1.").arg(browsedName());
    }
    if (symmetry > 0) {
        return tr("The solution under %1: %2.")
            .arg(SolutionsPanel::transformationText(symmetry), browsedName());
    }
    return tr("%1 x %1 board: %2, from the solutions list.")
        .arg(m_run.boardSize())
        .arg(browsedName());
}

QString ShownWords::caption() const
{
    const int n = m_run.boardSize();
    switch (m_shown.kind()) {
    case ShownBoard::Kind::Play:
        return tr("%1 queens, play mode").arg(n);
    case ShownBoard::Kind::Solution:
    case ShownBoard::Kind::Orbit:
        return tr("%1 queens, %2").arg(n).arg(browsedName());
    case ShownBoard::Kind::Run:
        break;
    }
    if (m_run.state().step() == 0) {
        // Nothing tried yet: a handout of the board, not a moment of a run.
        return tr("%1 queens").arg(n);
    }
    return tr("%1 queens, %2, step %3")
        .arg(n)
        .arg(AlgorithmText::title(m_run.algorithm()))
        .arg(m_run.state().step());
}

QString ShownWords::fileStem() const
{
    const int n = m_run.boardSize();
    const ShownBoard::Solution &solution = m_shown.solution();
    switch (m_shown.kind()) {
    case ShownBoard::Kind::Play:
        return QStringLiteral("queens-%1-play").arg(n);
    case ShownBoard::Kind::Solution:
    case ShownBoard::Kind::Orbit:
        if (solution.number > 0) {
            return QStringLiteral("queens-%1-solution-%2").arg(n).arg(solution.number);
        }
        return QStringLiteral("queens-%1-class-%2").arg(n).arg(solution.fundamentalClass);
    case ShownBoard::Kind::Run:
        break;
    }
    return QStringLiteral("queens-%1-step-%2").arg(n).arg(m_run.state().step());
}

QString ShownWords::boardDescription() const
{
    if (m_shown.isPlay()) {
        return m_play->controller()->boardDescription();
    }
    if (m_shown.isRunBoard() && m_run.hasStart()) {
        // A screen reader hears which queens the search may not move.
        QStringList given;
        const QList<int> &start = m_run.start();
        for (int row = 0; row < start.size(); ++row) {
            if (start[row] >= 0) {
                given << text::squareName(m_run.boardSize(), row, start[row]);
            }
        }
        return m_scene.boardDescription() + QLatin1Char(' ')
            + tr("Given queens, fixed for this run: %1.").arg(given.join(QLatin1String(", ")));
    }
    return m_scene.boardDescription();
}
