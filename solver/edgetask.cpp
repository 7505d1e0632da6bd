// SPDX-License-Identifier: MIT
#include "solver/edgetask.h"

#include "solver/symmetry.h"

#include <algorithm>
#include <array>
#include <cstddef>

namespace nq {

int edgeQueens(const EdgeTask &task, int n, Square (&queens)[4])
{
    const Square all[4]
        = { { 0, task.top }, { n - 1, task.bottom }, { task.left, 0 }, { task.right, n - 1 } };
    int count = 0;
    for (const Square &s : all) {
        if (std::find(queens, queens + count, s) == queens + count) {
            queens[count++] = s;
        }
    }
    return count;
}

int edgeWeight(int n, const EdgeTask &task)
{
    const int m = n - 1;
    if ((task.top == 0) != (task.left == 0) || (task.top == m) != (task.right == 0)
        || (task.bottom == 0) != (task.left == m) || (task.bottom == m) != (task.right == m)
        || task.left == task.right) {
        return 0;
    }
    // Past that test no two distinct edge queens share a row (a side queen
    // in row 0 or n - 1 is the corner queen of that row), so attackLine(),
    // which leaves rows out, sees every attack between them.
    Square queens[4];
    const int count = edgeQueens(task, n, queens);
    for (int i = 0; i < count; ++i) {
        for (int j = i + 1; j < count; ++j) {
            if (attackLine(queens[i], queens[j]) != Line::None) {
                return 0;
            }
        }
    }
    std::array<std::array<int, 4>, AllSymmetries.size()> images {};
    for (std::size_t k = 0; k < AllSymmetries.size(); ++k) {
        std::array<int, 4> &image = images[k];
        image.fill(n * n);
        for (int i = 0; i < count; ++i) {
            const auto [row, col]
                = transformSquare(AllSymmetries[k], n, queens[i].row, queens[i].col);
            image[std::size_t(i)] = row * n + col;
        }
        std::sort(image.begin(), image.end());
    }
    // images[0] is the identity's (AllSymmetries starts with it).
    if (std::any_of(images.begin() + 1, images.end(),
            [&](const auto &image) { return image < images[0]; })) {
        return 0;
    }
    std::sort(images.begin(), images.end());
    return int(std::unique(images.begin(), images.end()) - images.begin());
}

std::vector<EdgeTask> makeEdgeTasks(int n, const std::stop_token &stop)
{
    std::vector<EdgeTask> tasks;
    for (int top = 0; top < n && !stop.stop_requested(); ++top) {
        for (int left = 0; left < n && !stop.stop_requested(); ++left) {
            for (int right = 0; right < n; ++right) {
                for (int bottom = 0; bottom < n; ++bottom) {
                    const EdgeTask task { std::uint8_t(top), std::uint8_t(bottom),
                        std::uint8_t(left), std::uint8_t(right) };
                    if (edgeWeight(n, task) != 0) {
                        tasks.push_back({ task.top, 0, task.left, task.right });
                        break;
                    }
                }
            }
        }
    }
    return tasks;
}

} // namespace nq
