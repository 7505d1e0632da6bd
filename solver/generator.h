// SPDX-License-Identifier: MIT
#pragma once

#include <coroutine>
#include <exception>
#include <iterator>
#include <memory>
#include <optional>
#include <type_traits>
#include <utility>

namespace nq {

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
            m_value = std::addressof(value);
            return {};
        }
        std::suspend_always yield_value(value_type &value) noexcept
        {
            m_value = std::addressof(value);
            return {};
        }
        std::suspend_always yield_value(const value_type &value)
        {
            m_copy.emplace(value);
            m_value = std::addressof(*m_copy);
            return {};
        }

        void return_void() const noexcept { }
        void unhandled_exception() noexcept { m_exception = std::current_exception(); }

        // Generators are synchronous: forbid co_await in their bodies.
        template<typename U> std::suspend_never await_transform(U &&) = delete;

        value_type &value() const noexcept { return *m_value; }

        void rethrowIfFailed()
        {
            if (m_exception) {
                std::rethrow_exception(std::exchange(m_exception, nullptr));
            }
        }

    private:
        value_type *m_value = nullptr;
        std::optional<value_type> m_copy;
        std::exception_ptr m_exception;
    };

    using Handle = std::coroutine_handle<promise_type>;

    struct Sentinel
    {
    };

    class Iterator
    {
    public:
        using iterator_category = std::input_iterator_tag;
        using difference_type = std::ptrdiff_t;
        using value_type = Generator::value_type;

        Iterator() = default;
        explicit Iterator(Handle handle) noexcept
            : m_handle(handle)
        { }

        reference operator*() const noexcept { return m_handle.promise().value(); }
        value_type *operator->() const noexcept { return std::addressof(operator*()); }

        Iterator &operator++()
        {
            m_handle.resume();
            if (m_handle.done()) {
                m_handle.promise().rethrowIfFailed();
            }
            return *this;
        }
        void operator++(int) { ++*this; }

        friend bool operator==(const Iterator &it, Sentinel) noexcept
        {
            return !it.m_handle || it.m_handle.done();
        }

    private:
        Handle m_handle;
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
    Iterator begin()
    {
        if (m_handle) {
            m_handle.resume();
            if (m_handle.done()) {
                m_handle.promise().rethrowIfFailed();
            }
        }
        return Iterator { m_handle };
    }
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
