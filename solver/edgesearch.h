// SPDX-License-Identifier: MIT
#pragma once

// Internal to the solver library: the search of one edge task.

#include "solver/edgetask.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <vector>

namespace nq {

/*
 * Per worker: the placements of the current task's bottom rows, grouped by
 * the set of columns they use, found through an open-addressing hash table
 * keyed by that set. EdgeSearch fills it; a worker keeps one for all its
 * tasks so that its memory is allocated once.
 */
// (Aligned to a cache line: the workers' tables sit side by side in one
// vector, and one worker building its table must not evict the fields
// another reads in its join loop.)
struct alignas(64) BottomTable
{
    struct Slot
    {
        std::uint32_t key = 0; // the column set; 0 marks an empty slot
        std::uint32_t begin = 0, end = 0; // its placements in `entries`
    };
    struct Entry
    {
        // Where the diagonals through the placement's queens cross the first
        // bottom row: `left` those going down to the right, `right` those
        // going down to the left. The rows above fit the placement when
        // their own diagonals, seen from that row, share no square with
        // these. From bit EdgeSearch::WeightShift on, `right` holds the weight.
        std::uint32_t left, right;
    };
    struct Raw
    {
        std::uint32_t slot;
        Entry entry;
    };

    std::uint32_t slotOf(std::uint32_t key) const { return (key * 0x9E3779B1u) >> hashShift; }

    std::vector<Slot> slots;
    std::vector<Entry> entries;
    std::vector<Raw> raw; // the placements in the order found
    std::uint32_t mask = 0;
    int hashShift = 0;
};

/*
 * The weighted count of the solutions with the edge queens of one EdgeTask
 * (see edgetask.h), with bitboards, row by row below the top queen.
 *
 * The search meets its last rows in the middle: the last few free rows (the
 * bottom rows, bottomRowsFor()) are not searched under every placement of
 * the rows above. Their placements are listed once per task and grouped by
 * the set of columns they use (the BottomTable); a placement of the top rows
 * then completes with exactly those of the group of the columns it left free
 * that have no queen on its diagonals, a test of two masks each. Most nodes
 * of a search lie in its last rows, so most of the work becomes that tight,
 * branch-free loop.
 *
 * The loops work on bitboards shifted row by row, not on attackLine() or the
 * symmetries of symmetry.h: one AND there tests a whole row, where
 * attackLine() tests one square against one queen. The set-up of a task (its
 * weights and the squares its edge queens block) uses those shared helpers.
 */
class EdgeSearch
{
public:
    // A placement's weight is kept in the high bits of its `right` mask,
    // which the board's columns (n <= 27) never reach.
    static constexpr int WeightShift = 28;

    // Precondition: 4 <= n <= MaxCountSize; `task` from makeEdgeTasks(n).
    // `table` is the worker's, overwritten by count().
    EdgeSearch(int n, const EdgeTask &task, BottomTable &table);

    // The completions times their weights; partial when `stopped` says the
    // flag `stop` interrupted it (then `stopped` is set to true).
    std::uint64_t count(const std::atomic<bool> &stop, bool &stopped);

private:
    // Declared inline although they are defined in edgesearch.cpp (the only
    // file that calls them): g++ 12 then inlines as it did when they were
    // defined in the class, join() into the loops above it. Without the
    // keyword it kept join() a call, and count 14 ran 13% more instructions.
    inline bool buildTable(const std::atomic<bool> &stop);
    inline bool enumerateBottom(int k, int delta, std::uint32_t cols, std::uint32_t left,
        std::uint32_t right, std::uint32_t upLeft, std::uint32_t upRight,
        const std::atomic<bool> &stop);
    inline std::uint64_t countShallow(int k, std::uint32_t cols, std::uint32_t left,
        std::uint32_t right, const std::atomic<bool> &stop, bool &stopped) const;
    inline std::uint64_t countDeep(
        int k, std::uint32_t cols, std::uint32_t left, std::uint32_t right) const;
    inline std::uint64_t join(std::uint32_t cols, std::uint32_t left, std::uint32_t right) const;

    const int m_n;
    const std::uint32_t m_full;
    BottomTable &m_table;
    std::uint32_t m_freeCols = 0; // the columns of no edge queen
    int m_fixedWeight = 0; // the weight of a bottom queen in a corner, else 1
    std::array<std::uint8_t, 32> m_lastWeight {}; // of the last free row's squares
    int m_rows = 0; // free rows
    int m_topRows = 0; // searched; the others are joined from the table
    std::array<std::uint32_t, 32> m_blocked {};
    std::array<std::uint8_t, 32> m_shift {};
};

} // namespace nq
