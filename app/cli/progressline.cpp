// SPDX-License-Identifier: MIT
#include "cli/progressline.h"

#include <QByteArray>

#include <algorithm>

#include <unistd.h>

ProgressLine::ProgressLine(std::FILE *file)
    : m_file(file)
    , m_enabled(::isatty(::fileno(file)) == 1)
{ }

ProgressLine::~ProgressLine()
{
    clear();
}

void ProgressLine::show(const QString &text)
{
    if (!m_enabled || text == m_shown) {
        return;
    }
    // Pad with spaces over the tail of a longer previous text instead of an
    // ANSI erase sequence: works on any terminal.
    const qsizetype padding = std::max<qsizetype>(0, m_shown.size() - text.size());
    write('\r' + text.toLocal8Bit() + QByteArray(padding, ' '));
    m_shown = text;
}

void ProgressLine::clear()
{
    if (!m_enabled || m_shown.isEmpty()) {
        return;
    }
    write('\r' + QByteArray(m_shown.size(), ' ') + '\r');
    m_shown.clear();
}

void ProgressLine::write(const QByteArray &bytes)
{
    std::fwrite(bytes.constData(), 1, std::size_t(bytes.size()), m_file);
    std::fflush(m_file);
}
