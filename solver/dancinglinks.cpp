// SPDX-License-Identifier: MIT
// dancing-links: Knuth's Algorithm X with dancing links (TAOCP 7.2.2.1) on
// N-Queens as an exact cover. Each square (r, c) is an option covering four
// items: row r and column c (primary: each must be covered exactly once),
// and its diagonal r - c and anti-diagonal r + c (secondary: at most once).
// The primary items are listed rows first, then columns; the options are
// made in (row, column) order, so each item's list runs in that order too.
//
//     solve():
//         if no primary item is left: report the solution; return
//         i = the primary item with the fewest options left (first on a tie)
//         Choose(i); cover(i)
//         for each option (r, c) of i, in order:
//             Place(r, c); cover the option's other items; solve()
//             Remove(r, c); uncover them, in reverse
//         uncover(i)
//
// cover(i) takes item i out of the list of items left and hides every option
// of i from the other items' lists; uncover puts back exactly what cover
// took, in reverse (the "dancing" of the links). A chosen item with no
// option left is a dead end (Choose with 0 options): the search backs up.
// Since the chosen item may be a column, a queen may go into any row.
// Work: link_updates, the links a cover changes (uncover changes the same
// ones back and is not counted again), as Knuth's "updates" count.
//
// From a start position the given queens' options are chosen before the
// first event (their items covered, the links counted as work).
#include "solver/algorithm.h"
#include "solver/recorder.h"
#include "solver/searches.h"
#include "solver/start.h"

#include <vector>

namespace nq {

namespace {

// The links: nodes 0..items-1 are the item headers, then 4 nodes per option
// (row, column, diagonal, anti-diagonal items, in that order). Node `root`
// heads the list of primary items left.
class ExactCover
{
public:
    explicit ExactCover(int n)
        : m_n(n)
        , m_primaries(2 * n)
        , m_items(2 * n + 2 * (2 * n - 1))
        , m_root(m_items + 4 * n * n)
    {
        const int nodes = m_root + 1;
        m_up.resize(nodes);
        m_down.resize(nodes);
        m_left.resize(nodes);
        m_right.resize(nodes);
        m_item.resize(nodes);
        m_size.assign(m_items, 0);
        for (int i = 0; i < m_items; ++i) {
            m_up[i] = m_down[i] = i;
            m_item[i] = i;
            // Secondary items are not in the list of items left: they point at themselves.
            m_left[i] = m_right[i] = i;
        }
        // The primary items, rows then columns, in the root's list.
        m_left[m_root] = m_right[m_root] = m_root;
        for (int i = 0; i < m_primaries; ++i) {
            m_left[i] = m_left[m_root];
            m_right[i] = m_root;
            m_right[m_left[m_root]] = i;
            m_left[m_root] = i;
        }
        for (int r = 0; r < n; ++r) {
            for (int c = 0; c < n; ++c) {
                const int first = optionNode(r, c);
                const int items[4] = { r, n + c, 2 * n + (r - c + n - 1), 2 * n + (2 * n - 1) + r + c };
                for (int k = 0; k < 4; ++k) {
                    const int node = first + k;
                    const int item = items[k];
                    m_item[node] = item;
                    m_up[node] = m_up[item];
                    m_down[node] = item;
                    m_down[m_up[item]] = node;
                    m_up[item] = node;
                    ++m_size[item];
                    m_left[node] = first + (k + 3) % 4;
                    m_right[node] = first + (k + 1) % 4;
                }
            }
        }
    }

    int optionNode(int row, int col) const { return m_items + 4 * (row * m_n + col); }
    Square squareOf(int node) const
    {
        const int option = (node - m_items) / 4;
        return { option / m_n, option % m_n };
    }
    // The item of node `node` as the square a Choose names: (row, -1) or (-1, column).
    Square itemSquare(int item) const
    {
        return item < m_n ? Square { item, -1 } : Square { -1, item - m_n };
    }
    int item(int node) const { return m_item[node]; }
    int size(int item) const { return m_size[item]; }
    int down(int node) const { return m_down[node]; }
    int right(int node) const { return m_right[node]; }
    int left(int node) const { return m_left[node]; }

    // The primary item left with the fewest options, the first on a tie; -1 when none is left.
    int choose() const
    {
        int best = -1;
        for (int i = m_right[m_root]; i != m_root; i = m_right[i]) {
            if (best < 0 || m_size[i] < m_size[best]) {
                best = i;
            }
        }
        return best;
    }

    std::uint64_t cover(int item)
    {
        std::uint64_t updates = 0;
        for (int p = m_down[item]; p != item; p = m_down[p]) {
            updates += hide(p);
        }
        if (m_left[item] != item) { // a primary item: out of the list of items left
            m_right[m_left[item]] = m_right[item];
            m_left[m_right[item]] = m_left[item];
            ++updates;
        }
        return updates;
    }
    void uncover(int item)
    {
        if (m_left[item] != item) {
            m_right[m_left[item]] = item;
            m_left[m_right[item]] = item;
        }
        for (int p = m_up[item]; p != item; p = m_up[p]) {
            unhide(p);
        }
    }

private:
    // Takes the other nodes of p's option out of their items' lists.
    std::uint64_t hide(int p)
    {
        std::uint64_t updates = 0;
        for (int q = m_right[p]; q != p; q = m_right[q]) {
            m_down[m_up[q]] = m_down[q];
            m_up[m_down[q]] = m_up[q];
            --m_size[m_item[q]];
            ++updates;
        }
        return updates;
    }
    void unhide(int p)
    {
        for (int q = m_left[p]; q != p; q = m_left[q]) {
            m_down[m_up[q]] = q;
            m_up[m_down[q]] = q;
            ++m_size[m_item[q]];
        }
    }

    int m_n;
    int m_primaries;
    int m_items;
    int m_root;
    std::vector<int> m_up, m_down, m_left, m_right, m_item, m_size;
};

} // namespace

Generator<Event> dancingLinksSearch(int n, std::vector<int> start)
{
    checkSearch(Algorithm::DancingLinks, n, start);
    if (start.empty()) {
        start.assign(n, FreeRow);
    }
    ExactCover links(n);
    Recorder recorder;
    std::vector<int> board = start;
    // A given queen's option is chosen as a placed one is: all four of its items covered.
    for (int row = 0; row < n; ++row) {
        if (board[row] != FreeRow) {
            const int first = links.optionNode(row, board[row]);
            int node = first;
            do {
                recorder.addWork(links.cover(links.item(node)));
                node = links.right(node);
            } while (node != first);
        }
    }
    // The recursion's frames: the item each level chose and the node of the option it is at.
    std::vector<int> chosen(n + 1, -1);
    std::vector<int> at(n + 1, -1);
    int depth = 0;
    bool entering = true; // true: start a new level; false: go on with the option at `at[depth]`
    while (true) {
        if (entering) {
            const int item = links.choose();
            if (item < 0) {
                co_yield recorder.solution(board);
            } else {
                chosen[depth] = item;
                co_yield recorder.choose(links.itemSquare(item), links.size(item));
                recorder.addWork(links.cover(item));
                at[depth] = links.down(item);
                entering = false;
                continue;
            }
        } else if (at[depth] != chosen[depth]) {
            // Try the option at `at[depth]`.
            const int node = at[depth];
            const Square square = links.squareOf(node);
            board[square.row] = square.col;
            co_yield recorder.place(square.row, square.col, links.itemSquare(chosen[depth]));
            for (int q = links.right(node); q != node; q = links.right(q)) {
                recorder.addWork(links.cover(links.item(q)));
            }
            ++depth;
            entering = true;
            continue;
        } else {
            // The chosen item's options are used up.
            links.uncover(chosen[depth]);
        }
        // Back up one level: take back that level's option and go on to the next.
        if (depth == 0) {
            break;
        }
        --depth;
        const int node = at[depth];
        const Square square = links.squareOf(node);
        board[square.row] = FreeRow;
        co_yield recorder.remove(square.row, square.col, links.itemSquare(chosen[depth]));
        for (int q = links.left(node); q != node; q = links.left(q)) {
            links.uncover(links.item(q));
        }
        at[depth] = links.down(node);
        entering = false;
    }
    co_yield recorder.done();
}

} // namespace nq
