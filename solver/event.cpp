// SPDX-License-Identifier: MIT
#include "solver/event.h"

namespace nq {

std::string_view lineName(Line line) noexcept
{
    switch (line) {
    case Line::Column:
        return "column";
    case Line::Diagonal:
        return "diagonal";
    case Line::AntiDiagonal:
        return "anti-diagonal";
    case Line::None:
        break;
    }
    return "none";
}

Line attackLine(Square queen, Square square) noexcept
{
    if (queen.row == square.row) {
        return Line::None;
    }
    if (queen.col == square.col) {
        return Line::Column;
    }
    if (queen.row - queen.col == square.row - square.col) {
        return Line::Diagonal;
    }
    if (queen.row + queen.col == square.row + square.col) {
        return Line::AntiDiagonal;
    }
    return Line::None;
}

std::string_view eventKindName(EventKind kind) noexcept
{
    switch (kind) {
    case EventKind::Place:
        return "place";
    case EventKind::Remove:
        return "remove";
    case EventKind::Reject:
        return "reject";
    case EventKind::Solution:
        return "solution";
    case EventKind::Prune:
        return "prune";
    case EventKind::Wipeout:
        return "wipeout";
    case EventKind::Choose:
        return "choose";
    case EventKind::Done:
        break;
    }
    return "done";
}

} // namespace nq
