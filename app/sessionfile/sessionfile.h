// SPDX-License-Identifier: MIT
#pragma once

#include "sessionfile/lesson.h"

#include <QByteArray>
#include <QString>

#include <optional>

/*
 * The session file (.nqueens, MIME type application/x-nqueens-session): a
 * versioned JSON object
 *   { "format": "nqueens-session", "version": 1,
 *     "title": "..." or { "en": "...", "fr": "..." },          (optional)
 *     "state": { SessionState },                 (required without scenes)
 *     "scenes": [ { "note": "..." or { "en": ... }, "state": { ... } }, ... ],
 *     "shownScene": 2,                                         (optional)
 *     "forClass": true }                                       (optional)
 * "format" is the first key, so that the file's first bytes say what it is
 * (the MIME magic looks for it).
 *
 * Reading is strict and never blocks: a path that is not a regular file (a
 * folder, a FIFO, a device, a symbolic link that leads nowhere or round in
 * a loop) is refused before it is opened, a file larger than MaxBytes by
 * its size before it is read; text that is not UTF-8 (UTF-16 or UTF-32, by
 * its byte order mark or its zero bytes) is named as such; then the JSON, the format,
 * the version (newer than Version is refused) and every value
 * (SessionState::fromJson()) are checked. A refusal says what is wrong in
 * one sentence, in the language installed. Writing goes through
 * OutputFile: atomic, every byte checked, and a failed write (a full disk)
 * says what failed and leaves the old file as it was.
 */
class SessionFile
{
public:
    static constexpr int Version = 1;
    static constexpr qint64 MaxBytes = qint64(1) << 20; // a lesson of hundreds of scenes
    static QString suffix() { return QStringLiteral("nqueens"); }
    static QString mimeType() { return QStringLiteral("application/x-nqueens-session"); }
    static QString formatName() { return QStringLiteral("nqueens-session"); }

    // The lesson in `bytes`, or nullopt with `problem` (no file name in it).
    static std::optional<Lesson> parse(const QByteArray &bytes, QString *problem);
    static QByteArray serialize(const Lesson &lesson);

    // The lesson in the file at `path`, or nullopt with `problem` (no file
    // name in it: callers say which file).
    static std::optional<Lesson> read(const QString &path, QString *problem);
    // Writes `lesson` to `path` atomically; false with `error` (naming the file).
    static bool write(const QString &path, const Lesson &lesson, QString *error);
};
