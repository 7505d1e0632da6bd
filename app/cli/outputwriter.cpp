// SPDX-License-Identifier: MIT
#include "cli/outputwriter.h"

#include <array>
#include <charconv>

namespace {
// Large enough that fwrite's cost disappears, small enough to stream a
// never-ending trace promptly into a pipe.
constexpr std::size_t FlushThreshold = 64 * 1024;
} // namespace

OutputWriter::OutputWriter(std::FILE *file)
    : m_file(file)
{
    m_buffer.reserve(FlushThreshold + 4096);
}

void OutputWriter::append(std::string_view text)
{
    m_buffer.append(text);
}

void OutputWriter::append(char c)
{
    m_buffer.push_back(c);
}

void OutputWriter::appendNumber(std::uint64_t value)
{
    std::array<char, 24> digits;
    const auto result = std::to_chars(digits.data(), digits.data() + digits.size(), value);
    m_buffer.append(digits.data(), result.ptr);
}

void OutputWriter::appendNumber(int value)
{
    std::array<char, 16> digits;
    const auto result = std::to_chars(digits.data(), digits.data() + digits.size(), value);
    m_buffer.append(digits.data(), result.ptr);
}

void OutputWriter::appendFixed(double value, int decimals)
{
    std::array<char, 64> text;
    const auto result = std::to_chars(
        text.data(), text.data() + text.size(), value, std::chars_format::fixed, decimals);
    if (result.ec == std::errc()) {
        m_buffer.append(text.data(), result.ptr);
    } else {
        // Only absurd values (> 1e50 seconds) get here; keep the output parseable.
        m_buffer.push_back('0');
    }
}

void OutputWriter::appendJsonString(std::string_view text)
{
    m_buffer.push_back('"');
    for (const char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        if (c == '"' || c == '\\') {
            m_buffer.push_back('\\');
            m_buffer.push_back(c);
        } else if (byte < 0x20) {
            static constexpr char Hex[] = "0123456789abcdef";
            m_buffer.append("\\u00");
            m_buffer.push_back(Hex[byte >> 4]);
            m_buffer.push_back(Hex[byte & 0xf]);
        } else {
            m_buffer.push_back(c);
        }
    }
    m_buffer.push_back('"');
}

void OutputWriter::endLine()
{
    m_buffer.push_back('\n');
    if (m_buffer.size() >= FlushThreshold) {
        writeBuffer();
    }
}

void OutputWriter::writeIfLarge()
{
    if (m_buffer.size() >= FlushThreshold) {
        writeBuffer();
    }
}

bool OutputWriter::flush()
{
    writeBuffer();
    if (!m_failed && std::fflush(m_file) != 0) {
        m_failed = true;
    }
    return !m_failed;
}

void OutputWriter::writeBuffer()
{
    if (!m_failed && !m_buffer.empty()
        && std::fwrite(m_buffer.data(), 1, m_buffer.size(), m_file) != m_buffer.size()) {
        m_failed = true;
    }
    // Dropped after a failure too: nobody will read it, and memory stays flat.
    m_buffer.clear();
}
