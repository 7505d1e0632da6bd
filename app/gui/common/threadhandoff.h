// SPDX-License-Identifier: MIT
#pragma once

/*
 * Tells ThreadSanitizer about a hand-over between threads that Qt makes: a
 * queued call or signal, or a deleteLater(), carries an object (and the data
 * written before it) from one thread to another through Qt's event queue.
 * That queue is guarded by QMutex, which Qt 6 builds on futexes that
 * ThreadSanitizer cannot see in an uninstrumented Qt, so every such hand-over
 * would look like a data race. The sender calls release(object) just before
 * queueing, the receiver acquire(object) first thing: ThreadSanitizer then
 * knows the order Qt guarantees. Without -fsanitize=thread both compile to
 * nothing.
 */
#if defined(__SANITIZE_THREAD__)
extern "C" void __tsan_acquire(void *address);
extern "C" void __tsan_release(void *address);
#endif

namespace ThreadHandoff {

inline void release([[maybe_unused]] const void *object)
{
#if defined(__SANITIZE_THREAD__)
    __tsan_release(const_cast<void *>(object));
#endif
}

inline void acquire([[maybe_unused]] const void *object)
{
#if defined(__SANITIZE_THREAD__)
    __tsan_acquire(const_cast<void *>(object));
#endif
}

} // namespace ThreadHandoff
