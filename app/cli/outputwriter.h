// SPDX-License-Identifier: MIT
#pragma once

#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>

/*
 * Builds machine output (solution lines, JSON, key=value text) in a byte
 * buffer and writes it to a FILE in large blocks with fwrite: hundreds of
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
    // `file` is not owned and must outlive the writer.
    explicit OutputWriter(std::FILE *file);
    // Does not flush: call flush() and check it, a destructor cannot report.
    ~OutputWriter() = default;
    OutputWriter(const OutputWriter &) = delete;
    OutputWriter &operator=(const OutputWriter &) = delete;

    void append(std::string_view text);
    void append(char c);
    void appendNumber(std::uint64_t value);
    void appendNumber(int value);
    // `value` with exactly `decimals` digits after the point, e.g. "0.001".
    void appendFixed(double value, int decimals);
    // A JSON string literal, quotes included (our strings are plain ASCII
    // names, but escape anyway so the output is always valid JSON).
    void appendJsonString(std::string_view text);

    // Ends a line; writes the buffer out once it has grown large.
    void endLine();
    // Writes the buffer out once it has grown large, without ending the
    // line: for one very long line (a solution of a million columns), so the
    // buffer stays small.
    void writeIfLarge();
    // Writes everything buffered and flushes the FILE. Returns !failed().
    bool flush();
    bool failed() const { return m_failed; }

private:
    void writeBuffer();

    std::FILE *m_file;
    std::string m_buffer;
    bool m_failed = false;
};
