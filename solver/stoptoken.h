// SPDX-License-Identifier: MIT
#pragma once

// std::stop_token for the one compiler of ours whose library lacks
// <stop_token>: Emscripten 3.1.6 (Debian 12), which builds the engines to
// WebAssembly (wasm/) without threads. There nothing can ask a search to
// stop, so a token that never stops is all the solver's stoppable calls
// need. Everywhere else this is <stop_token> and nothing more.
#if __has_include(<stop_token>)
#include <stop_token>
#else
namespace std {
class stop_token
{
public:
    bool stop_requested() const noexcept { return false; }
    bool stop_possible() const noexcept { return false; }
};
} // namespace std
#endif
