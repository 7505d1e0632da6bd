// SPDX-License-Identifier: MIT
#include "run/windowmode.h"

#include "run/runcontroller.h"

#include <utility>

WindowMode::WindowMode(RunController *run, QObject *parent)
    : QObject(parent)
    , m_run(run)
{
}

WindowMode::~WindowMode() = default;

void WindowMode::bind(
    Mode mode, QObject *owner, std::function<void()> entered, std::function<void()> left)
{
    Hooks hooks { owner, std::move(entered), std::move(left) };
    if (Hooks *bound = hooksOf(mode)) {
        *bound = std::move(hooks);
    } else {
        m_hooks.append({ mode, std::move(hooks) });
    }
}

WindowMode::Hooks *WindowMode::hooksOf(Mode mode)
{
    for (auto &[bound, hooks] : m_hooks) {
        if (bound == mode) {
            // A mode's object gone (a window closing) takes its hooks along.
            return hooks.owner ? &hooks : nullptr;
        }
    }
    return nullptr;
}

void WindowMode::enter(Mode mode)
{
    if (mode == m_current || m_switching) {
        return;
    }
    m_switching = true;
    // While the mode before tidies itself away no mode is on: neither it
    // nor the one to come.
    const Mode before = std::exchange(m_current, Mode::Run);
    if (const Hooks *hooks = hooksOf(before); hooks && hooks->left) {
        hooks->left();
    }
    m_current = mode;
    emit changed(mode, before);
    if (const Hooks *hooks = hooksOf(mode); hooks && hooks->entered) {
        hooks->entered();
    }
    m_switching = false;
}

void WindowMode::leave(Mode mode)
{
    if (mode == m_current) {
        enter(Mode::Run);
    }
}

void WindowMode::browse()
{
    m_run->pause();
    leave(Mode::Play);
}
