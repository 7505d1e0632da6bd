// SPDX-License-Identifier: MIT
#pragma once

#include "cli/record.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <span>
#include <string_view>

/*
 * Writes machine output (solution lines, JSON, key=value text) to a FILE:
 * each line is described once as a Record and rendered here in either form,
 * into a byte buffer that goes out in large blocks with fwrite: hundreds of
 * thousands of lines a second, where a QTextStream per number would crawl.
 * Output is locale-independent: numbers are formatted with std::to_chars.
 *
 * Write errors (a closed pipe: EPIPE once SIGPIPE is ignored, a full disk)
 * are sticky: after the first one, failed() is true and everything appended
 * is dropped, so callers only need to check failed() in their loops and at
 * the end, and can stop producing.
 */
class OutputWriter
{
public:
    // The two forms of a record.
    enum class Form : std::uint8_t {
        Text, // the fields shown in text, separated by single spaces: "N=8 solutions=92"
        Json, // one JSON object, every field in order: {"n":8,"solutions":92}
    };

    // `file` is not owned and must outlive the writer.
    explicit OutputWriter(std::FILE *file);
    // Does not flush: call flush() and check it, a destructor cannot report.
    ~OutputWriter() = default;
    OutputWriter(const OutputWriter &) = delete;
    OutputWriter &operator=(const OutputWriter &) = delete;

    /*
     * Appends `record` in `form` and ends the line. Keys are written as they
     * are (they are plain ASCII names); string values are escaped in JSON.
     * A list value is written out as it grows and given up once failed():
     * one record may hold ten million columns.
     */
    void write(const Record &record, Form form);
    // Appends text that is not a record (the help), as it is.
    void append(std::string_view text);

    // Writes everything buffered and flushes the FILE. Returns !failed().
    bool flush();
    bool failed() const { return m_failed; }

private:
    // Room for `size` more bytes at the end of the buffer; returns where
    // they go. Inline: it is called for nearly every byte written.
    char *room(std::size_t size)
    {
        if (m_capacity - m_size < size) {
            grow(size);
        }
        return m_buffer.get() + m_size;
    }
    void grow(std::size_t size);
    void appendChar(char c)
    {
        *room(1) = c;
        ++m_size;
    }
    void appendNumber(std::uint64_t value);
    void appendNumber(int value);
    // `value` with exactly `decimals` digits after the point, e.g. "0.001".
    void appendFixed(double value, int decimals);
    // A JSON string literal, quotes included (our strings are plain ASCII
    // names, but escape anyway so the output is always valid JSON).
    void appendJsonString(std::string_view text);
    void appendValue(const Record::Value &value, Form form, char listSeparator);
    void appendList(std::span<const int> numbers, char separator);
    // Ends a line; writes the buffer out once it has grown large.
    void endLine();
    // Writes the buffer out once it has grown large, without ending the
    // line: for one very long line (a solution of a million columns), so the
    // buffer stays small.
    void writeIfLarge();
    void writeBuffer();

    std::FILE *m_file;
    // Not a std::string: the bytes are formatted straight into place, where
    // staging them and appending them cost a trace half its speed.
    std::unique_ptr<char[]> m_buffer;
    std::size_t m_capacity = 0;
    std::size_t m_size = 0;
    bool m_failed = false;
};
