// SPDX-License-Identifier: MIT
#include "solver/construct.h"

namespace nq {

/*
 * The formulas, in 1-based columns: the evens 2, 4, 6, ... then the odds
 * 1, 3, 5, ... works unless n mod 6 is 2 or 3, where the wrap-around puts
 * two queens on one diagonal; then
 *   n mod 6 == 2: evens; odds with 1 and 3 swapped and 5 moved to the end
 *                 (3, 1, 7, 9, ..., 5);
 *   n mod 6 == 3: evens with 2 moved to the end (4, 6, ..., 2); odds with
 *                 1 and 3 moved to the end (5, 7, ..., 1, 3).
 * Below, every column is written 0-based (1-based minus one). The loop
 * counters are wider than int so that n near INT_MAX cannot overflow them.
 */
std::vector<int> constructSolution(int n)
{
    if (n < 1 || n == 2 || n == 3) {
        return {};
    }
    std::vector<int> columns;
    columns.reserve(static_cast<std::size_t>(n));
    const int remainder = n % 6;
    if (remainder == 3) {
        for (long long even = 4; even <= n; even += 2) {
            columns.push_back(static_cast<int>(even - 1));
        }
        columns.push_back(2 - 1);
        for (long long odd = 5; odd <= n; odd += 2) {
            columns.push_back(static_cast<int>(odd - 1));
        }
        columns.push_back(1 - 1);
        columns.push_back(3 - 1);
        return columns;
    }
    for (long long even = 2; even <= n; even += 2) {
        columns.push_back(static_cast<int>(even - 1));
    }
    if (remainder == 2) {
        // n >= 8 here, so 1, 3, 5 and 7 all exist.
        columns.push_back(3 - 1);
        columns.push_back(1 - 1);
        for (long long odd = 7; odd <= n; odd += 2) {
            columns.push_back(static_cast<int>(odd - 1));
        }
        columns.push_back(5 - 1);
        return columns;
    }
    for (long long odd = 1; odd <= n; odd += 2) {
        columns.push_back(static_cast<int>(odd - 1));
    }
    return columns;
}

} // namespace nq
