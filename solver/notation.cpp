// SPDX-License-Identifier: MIT
#include "solver/notation.h"

#include <charconv>

namespace nq {

std::string fileName(int col)
{
    // Bijective base 26: no digit means zero, so "aa" follows "z".
    std::string name;
    for (long value = long(col) + 1; value > 0; value = (value - 1) / 26) {
        name.insert(name.begin(), char('a' + (value - 1) % 26));
    }
    return name;
}

std::string squareName(int n, Square square)
{
    return fileName(square.col) + std::to_string(n - square.row);
}

int columnOfFile(std::string_view file)
{
    constexpr std::size_t MaxLetters = 6; // 26^6 columns: far past any board
    if (file.empty() || file.size() > MaxLetters) {
        return -1;
    }
    long value = 0;
    for (const char c : file) {
        if (c < 'a' || c > 'z') {
            return -1;
        }
        value = value * 26 + (c - 'a' + 1);
    }
    return int(value - 1);
}

std::optional<Square> squareNamed(int n, std::string_view name)
{
    std::size_t letters = 0;
    while (letters < name.size() && name[letters] >= 'a' && name[letters] <= 'z') {
        ++letters;
    }
    const std::string_view digits = name.substr(letters);
    const int col = columnOfFile(name.substr(0, letters));
    if (col < 0 || col >= n || digits.empty() || digits.front() == '0') {
        return std::nullopt;
    }
    int rank = 0;
    const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), rank);
    if (error != std::errc() || end != digits.data() + digits.size() || rank < 1 || rank > n) {
        return std::nullopt;
    }
    return Square { n - rank, col };
}

} // namespace nq
