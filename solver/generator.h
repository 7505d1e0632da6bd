// SPDX-License-Identifier: MIT
#pragma once

#include "solver/coroutine.h"

#include <exception>
#include <iterator>
#include <memory>
#include <optional>
#include <span>
#include <type_traits>
#include <utility>

namespace nq {

// `co_yield elementsOf(span)` in a Generator<T> yields each element of the
// span in order, as C++23's `co_yield std::ranges::elements_of(range)` does,
// but with one suspension for the whole span: see Generator.
template<typename T> struct ElementsOf
{
    std::span<T> elements;
};

template<typename T> ElementsOf<T> elementsOf(std::span<T> elements) noexcept
{
    return { elements };
}

/*
 * A lazy C++20 coroutine generator shaped like C++23 std::generator<T>
 * (g++ 12 has coroutines but not std::generator), so it can give way to it.
 *
 * Contract:
 * - The coroutine starts suspended; nothing runs until begin() is called.
 * - Single pass: begin() may be called once; iterate with range-for or by
 *   hand with ++it / it != end().
 * - *it is a reference to the value the coroutine yielded, valid until the
 *   iterator is advanced. `co_yield expr` of an rvalue or of a non-const
 *   lvalue costs no copy (the coroutine must leave that object alone until it
 *   is resumed); yielding a const lvalue copies it into the promise.
 * - `co_yield elementsOf(span)` of a std::span<T> (T the value type, not
 *   const) hands out its elements one by one and resumes the coroutine only
 *   after the last: a stream of small values pays for one resume per span
 *   instead of one per value. The coroutine must leave the elements alone
 *   until it is resumed; an empty span yields nothing.
 * - An exception thrown in the coroutine body is rethrown from begin() or
 *   operator++ of the iterator that resumed it; the generator is then at end.
 * - `co_await` is not allowed inside a generator (compile error).
 * - Destroying the generator, or move-assigning over it, destroys the
 *   suspended coroutine frame and with it every local of the coroutine, so a
 *   search abandoned half-way leaks nothing.
 */
template<typename T> class Generator
{
public:
    using value_type = std::remove_cvref_t<T>;
    using reference = value_type &;

    class promise_type
    {
    public:
        Generator get_return_object() noexcept
        {
            return Generator { std::coroutine_handle<promise_type>::from_promise(*this) };
        }
        std::suspend_always initial_suspend() const noexcept { return {}; }
        std::suspend_always final_suspend() const noexcept { return {}; }

        std::suspend_always yield_value(value_type &&value) noexcept
        {
            return yieldOne(std::addressof(value));
        }
        std::suspend_always yield_value(value_type &value) noexcept
        {
            return yieldOne(std::addressof(value));
        }
        std::suspend_always yield_value(const value_type &value)
        {
            m_copy.emplace(value);
            return yieldOne(std::addressof(*m_copy));
        }
        std::suspend_always yield_value(ElementsOf<value_type> range) noexcept
        {
            m_first = range.elements.data();
            m_last = m_first + range.elements.size();
            return {};
        }

        void return_void() const noexcept { }
        void unhandled_exception() noexcept { m_exception = std::current_exception(); }

        // Generators are synchronous: forbid co_await in their bodies.
        template<typename U> std::suspend_never await_transform(U &&) = delete;

        // The values of the last yield: [first(), last()).
        value_type *first() const noexcept { return m_first; }
        value_type *last() const noexcept { return m_last; }

        void rethrowIfFailed()
        {
            if (m_exception) {
                std::rethrow_exception(std::exchange(m_exception, nullptr));
            }
        }

    private:
        std::suspend_always yieldOne(value_type *value) noexcept
        {
            m_first = value;
            m_last = value + 1;
            return {};
        }

        value_type *m_first = nullptr;
        value_type *m_last = nullptr;
        std::optional<value_type> m_copy;
        std::exception_ptr m_exception;
    };

    using Handle = std::coroutine_handle<promise_type>;

    struct Sentinel
    {
    };

    // Walks the values of the last yield and resumes the coroutine only when
    // they are used up; at the end its pointers are null.
    class Iterator
    {
    public:
        using iterator_category = std::input_iterator_tag;
        using difference_type = std::ptrdiff_t;
        using value_type = Generator::value_type;

        Iterator() = default;
        // Move-only, as std::generator's: a copy would keep its own place in
        // a block of values while sharing the coroutine.
        Iterator(const Iterator &) = delete;
        Iterator &operator=(const Iterator &) = delete;
        Iterator(Iterator &&) noexcept = default;
        Iterator &operator=(Iterator &&) noexcept = default;

        reference operator*() const noexcept { return *m_current; }
        value_type *operator->() const noexcept { return m_current; }

        Iterator &operator++()
        {
            if (++m_current == m_last) [[unlikely]] {
                resume();
            }
            return *this;
        }
        void operator++(int) { ++*this; }

        friend bool operator==(const Iterator &it, Sentinel) noexcept
        {
            return it.m_current == nullptr;
        }

    private:
        friend class Generator;
        explicit Iterator(Handle handle)
            : m_handle(handle)
        {
            resume();
        }

        // Runs the coroutine to its next non-empty yield, or to its end.
        void resume()
        {
            while (true) {
                m_handle.resume();
                if (m_handle.done()) {
                    m_current = m_last = nullptr;
                    m_handle.promise().rethrowIfFailed();
                    return;
                }
                m_current = m_handle.promise().first();
                m_last = m_handle.promise().last();
                if (m_current != m_last) {
                    return;
                }
            }
        }

        Handle m_handle;
        value_type *m_current = nullptr;
        value_type *m_last = nullptr;
    };

    Generator() noexcept = default;
    Generator(const Generator &) = delete;
    Generator &operator=(const Generator &) = delete;
    Generator(Generator &&other) noexcept
        : m_handle(std::exchange(other.m_handle, nullptr))
    { }
    Generator &operator=(Generator &&other) noexcept
    {
        if (this != &other) {
            // Destroy our own frame first: QCoro's generator leaks it here.
            reset();
            m_handle = std::exchange(other.m_handle, nullptr);
        }
        return *this;
    }
    ~Generator() { reset(); }

    // Resumes the coroutine to its first yield; rethrows if it fails before.
    Iterator begin() { return m_handle ? Iterator { m_handle } : Iterator {}; }
    Sentinel end() const noexcept { return {}; }

    // True when the generator holds a coroutine frame (not default-constructed or moved-from).
    bool isValid() const noexcept { return static_cast<bool>(m_handle); }

private:
    explicit Generator(Handle handle) noexcept
        : m_handle(handle)
    { }
    void reset() noexcept
    {
        if (m_handle) {
            m_handle.destroy();
            m_handle = nullptr;
        }
    }

    Handle m_handle;
};

} // namespace nq
