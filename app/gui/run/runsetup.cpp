// SPDX-License-Identifier: MIT
#include "run/runsetup.h"

#include "board/boardscene.h"

#include "solver/start.h"

#include <algorithm>

std::vector<int> RunSetup::startBoard() const
{
    if (m_start.isEmpty()) {
        return std::vector<int>(std::size_t(m_n), -1);
    }
    return std::vector<int>(m_start.cbegin(), m_start.cend());
}

int RunSetup::maxBoardSize() const
{
    return std::min(nq::algorithmInfo(m_algorithm).maxN, int(BoardScene::MaxSize));
}

void RunSetup::setBoardSize(int n)
{
    dropStart();
    m_n = std::clamp(n, 1, maxBoardSize());
    m_clampedFrom = n > m_n ? n : 0;
}

void RunSetup::setAlgorithm(nq::Algorithm algorithm)
{
    const int asked = m_n;
    dropStart();
    m_algorithm = algorithm;
    m_n = std::clamp(m_n, 1, maxBoardSize());
    m_clampedFrom = asked > m_n ? asked : 0;
}

void RunSetup::restart()
{
    dropStart();
    m_clampedFrom = 0;
}

void RunSetup::dropStart()
{
    m_startDropped = !m_start.isEmpty();
    m_start.clear();
}

bool RunSetup::setStart(const QList<int> &start)
{
    if (start.size() != m_n || !nq::isBacktracker(m_algorithm)
        || nq::checkStart(m_n, std::span<const int>(start.constData(), start.size()))) {
        return false;
    }
    const bool given = std::any_of(start.begin(), start.end(), [](int col) { return col >= 0; });
    m_start = given ? start : QList<int>();
    m_startDropped = false;
    m_clampedFrom = 0;
    return true;
}
