// SPDX-License-Identifier: MIT
#pragma once

// The coroutine library as C++20 names it, for the one compiler of ours that
// lacks <coroutine>: Emscripten 3.1.6 (Debian 12), whose libc++ ships only
// <experimental/coroutine>. Its clang 14 accepts those types in C++20 mode,
// so the names are brought into std and Generator<T> reads the same on both
// (the WebAssembly build of the engines, wasm/). g++ and a newer libc++ take
// <coroutine> and nothing else here applies.
#if __has_include(<coroutine>)
#include <coroutine>
#else
#include <experimental/coroutine>
namespace std {
using std::experimental::coroutine_handle;
using std::experimental::coroutine_traits;
using std::experimental::noop_coroutine;
using std::experimental::suspend_always;
using std::experimental::suspend_never;
} // namespace std
#endif
