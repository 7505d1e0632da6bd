// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

#include <cstdio>

/*
 * One status line on a terminal, rewritten in place with '\r' (e.g. the
 * progress of a long count). Disabled unless `file` is a terminal, so a
 * redirected stderr never collects carriage returns. Write errors are
 * ignored: progress is a courtesy, never a reason to fail.
 */
class ProgressLine
{
public:
    // `file` is not owned and must outlive the line.
    explicit ProgressLine(std::FILE *file);
    // Clears the line if it is still shown.
    ~ProgressLine();
    ProgressLine(const ProgressLine &) = delete;
    ProgressLine &operator=(const ProgressLine &) = delete;

    bool isEnabled() const { return m_enabled; }
    // Replaces the line's text (no newline in `text`). No-op when disabled
    // or when the text is unchanged.
    void show(const QString &text);
    // Blanks the line and puts the cursor back at its start, so what is
    // printed next starts on a clean line. No-op when nothing is shown.
    void clear();

private:
    void write(const QByteArray &bytes);

    std::FILE *m_file;
    bool m_enabled;
    QString m_shown; // the text currently on the line
};
