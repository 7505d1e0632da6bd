// SPDX-License-Identifier: MIT
#include "cli/outputwriter.h"

#include <algorithm>
#include <charconv>
#include <cstring>
#include <type_traits>
#include <variant>

namespace {
// Large enough that fwrite's cost disappears, small enough to stream a
// never-ending trace promptly into a pipe.
constexpr std::size_t FlushThreshold = 64 * 1024;
// The most one formatted number takes (a double with 3 decimals up to 1e50).
constexpr std::size_t MaxNumberSize = 64;

// Copies `text` to `to` and returns the end: short text (a key, a name) with
// a few fixed-size moves instead of a library call, as a trace writes
// several keys an event.
char *copyText(char *to, std::string_view text)
{
    const char *from = text.data();
    const std::size_t size = text.size();
    if (size >= 8 && size <= 16) {
        // Two overlapping 8-byte moves cover 8..16 bytes.
        std::memcpy(to, from, 8);
        std::memcpy(to + size - 8, from + size - 8, 8);
    } else if (size >= 4 && size < 8) {
        std::memcpy(to, from, 4);
        std::memcpy(to + size - 4, from + size - 4, 4);
    } else if (size < 4) {
        for (std::size_t i = 0; i < size; ++i) {
            to[i] = from[i];
        }
    } else {
        std::memcpy(to, from, size);
    }
    return to + size;
}
} // namespace

OutputWriter::OutputWriter(std::FILE *file)
    : m_file(file)
    , m_buffer(std::make_unique<char[]>(FlushThreshold + 4096))
    , m_capacity(FlushThreshold + 4096)
{ }

void OutputWriter::grow(std::size_t size)
{
    // Only a line longer than the buffer gets here (writeIfLarge keeps even
    // ten million columns in pieces), and then only rarely.
    const std::size_t capacity = std::max(2 * m_capacity, m_size + size);
    auto buffer = std::make_unique<char[]>(capacity);
    std::memcpy(buffer.get(), m_buffer.get(), m_size);
    m_buffer = std::move(buffer);
    m_capacity = capacity;
}

void OutputWriter::write(const Record &record, Form form)
{
    bool first = true;
    if (form == Form::Json) {
        for (const Record::Field &field : record.fields()) {
            // `{"key":` or `,"key":`
            char *to = room(field.key.size() + 4);
            *to++ = first ? '{' : ',';
            *to++ = '"';
            to = copyText(to, field.key);
            *to++ = '"';
            *to++ = ':';
            m_size += field.key.size() + 4;
            first = false;
            appendValue(field.value, form, ',');
        }
        if (first) {
            appendChar('{');
        }
        appendChar('}');
    } else {
        for (const Record::Field &field : record.fields()) {
            if (field.inText == Record::InText::Omitted) {
                continue;
            }
            if (!first) {
                appendChar(' ');
            }
            first = false;
            if (field.inText == Record::InText::Keyed) {
                append(field.textKey.empty() ? field.key : field.textKey);
                appendChar('=');
            }
            // A keyed list keeps commas so that key=value stays one word.
            appendValue(field.value, form, field.inText == Record::InText::Bare ? ' ' : ',');
        }
    }
    endLine();
}

void OutputWriter::appendValue(const Record::Value &value, Form form, char listSeparator)
{
    std::visit(
        [&](const auto &v) {
            using T = std::decay_t<decltype(v)>;
            if constexpr (std::is_same_v<T, Record::Fixed>) {
                appendFixed(v.value, v.decimals);
            } else if constexpr (std::is_same_v<T, Record::Null>) {
                append("null");
            } else if constexpr (std::is_same_v<T, std::string_view>) {
                if (form == Form::Json) {
                    appendJsonString(v);
                } else {
                    append(v);
                }
            } else if constexpr (std::is_same_v<T, std::span<const int>>) {
                if (form == Form::Json) {
                    appendChar('[');
                    appendList(v, listSeparator);
                    appendChar(']');
                } else {
                    appendList(v, listSeparator);
                }
            } else {
                appendNumber(v);
            }
        },
        value);
}

void OutputWriter::appendList(std::span<const int> numbers, char separator)
{
    bool first = true;
    for (const int number : numbers) {
        if (m_failed) {
            return; // the reader has gone: stop producing a line nobody reads
        }
        if (!first) {
            appendChar(separator);
        }
        first = false;
        // Columns are mostly < 100: two digits by hand beat any general
        // formatter on the hot path of `solutions` and `trace`.
        if (number >= 0 && number < 100) {
            if (number >= 10) {
                appendChar(static_cast<char>('0' + number / 10));
            }
            appendChar(static_cast<char>('0' + number % 10));
        } else {
            appendNumber(number);
        }
        writeIfLarge();
    }
}

void OutputWriter::append(std::string_view text)
{
    m_size = static_cast<std::size_t>(copyText(room(text.size()), text) - m_buffer.get());
}

void OutputWriter::appendNumber(std::uint64_t value)
{
    char *to = room(MaxNumberSize);
    m_size = static_cast<std::size_t>(
        std::to_chars(to, to + MaxNumberSize, value).ptr - m_buffer.get());
}

void OutputWriter::appendNumber(int value)
{
    char *to = room(MaxNumberSize);
    m_size = static_cast<std::size_t>(
        std::to_chars(to, to + MaxNumberSize, value).ptr - m_buffer.get());
}

void OutputWriter::appendFixed(double value, int decimals)
{
    char *to = room(MaxNumberSize);
    const auto result
        = std::to_chars(to, to + MaxNumberSize, value, std::chars_format::fixed, decimals);
    if (result.ec == std::errc()) {
        m_size = static_cast<std::size_t>(result.ptr - m_buffer.get());
    } else {
        // Only absurd values (> 1e50 seconds) get here; keep the output parseable.
        appendChar('0');
    }
}

void OutputWriter::appendJsonString(std::string_view text)
{
    appendChar('"');
    for (const char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        if (c == '"' || c == '\\') {
            appendChar('\\');
            appendChar(c);
        } else if (byte < 0x20) {
            static constexpr char Hex[] = "0123456789abcdef";
            append("\\u00");
            appendChar(Hex[byte >> 4]);
            appendChar(Hex[byte & 0xf]);
        } else {
            appendChar(c);
        }
    }
    appendChar('"');
}

void OutputWriter::endLine()
{
    appendChar('\n');
    writeIfLarge();
}

void OutputWriter::writeIfLarge()
{
    if (m_size >= FlushThreshold) {
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
    if (!m_failed && m_size > 0 && std::fwrite(m_buffer.get(), 1, m_size, m_file) != m_size) {
        m_failed = true;
    }
    // Dropped after a failure too: nobody will read it, and memory stays flat.
    m_size = 0;
}
