// SPDX-License-Identifier: MIT
#pragma once

#include <linux/capability.h>
#include <sys/syscall.h>
#include <unistd.h>

/*
 * While it lives, the calling thread obeys file permissions as any user
 * would: root's capabilities to override them (CAP_DAC_OVERRIDE,
 * CAP_DAC_READ_SEARCH, CAP_FOWNER) leave its effective set, and come back
 * when it goes. So a test of "the folder is read-only" runs for real as root
 * (CI's user) instead of being skipped. The change is the thread's only: the
 * code under test must write on this thread. For a user without those
 * capabilities it changes nothing. Header only: tests that do not link
 * nqtestsupport use it too.
 */
class WithoutFilePrivileges
{
public:
    WithoutFilePrivileges()
    {
        m_valid = ::syscall(SYS_capget, &m_header, m_saved) == 0;
        if (!m_valid) {
            return;
        }
        __user_cap_data_struct lowered[2] = { m_saved[0], m_saved[1] };
        for (const int capability : { CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH, CAP_FOWNER }) {
            lowered[capability / 32].effective &= ~(1u << (capability % 32));
        }
        m_valid = ::syscall(SYS_capset, &m_header, lowered) == 0;
    }
    ~WithoutFilePrivileges()
    {
        if (m_valid) {
            ::syscall(SYS_capset, &m_header, m_saved);
        }
    }
    WithoutFilePrivileges(const WithoutFilePrivileges &) = delete;
    WithoutFilePrivileges &operator=(const WithoutFilePrivileges &) = delete;

    // False when the thread's capabilities could not be read or lowered.
    bool isValid() const { return m_valid; }

private:
    __user_cap_header_struct m_header { _LINUX_CAPABILITY_VERSION_3, 0 };
    __user_cap_data_struct m_saved[2] {};
    bool m_valid = false;
};
