// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QCoreApplication>
#include <QString>

#include <memory>

class QSaveFile;

/*
 * The one way the programs write a file the user keeps: sessions, lessons,
 * results, settings, images, sheets, animations, CSV. What happens depends on
 * what the path names, looked at before anything is opened:
 *
 * - a regular file, or nothing yet: written to a temporary file beside it
 *   (QSaveFile), every byte's write checked, then synced (checked too) and
 *   renamed over the old one, which keeps its permissions (and, for root,
 *   its owner). On any failure the temporary file is removed and the old
 *   file stays as it was, byte for byte. A file with other hard links is
 *   replaced under this name only: the other names keep the old contents.
 * - a symbolic link: followed to the file it names (also when that file
 *   does not exist yet), which is then written as above, so the link stays a
 *   link. A loop of links is refused.
 * - a character device (/dev/null, a terminal) or a FIFO: written straight
 *   through, never replaced. A FIFO that no program reads is refused at
 *   once instead of waiting for one.
 * - one of the process's open files: "-" and /dev/stdout (standard output),
 *   /dev/stderr, /dev/fd/N, /proc/self/fd/N, or a link to one: written
 *   through that open file (its offset kept, a log opened for appending
 *   appended to), whatever it is.
 * - anything else (a folder, a block device, a socket): refused.
 *
 * A file the program keeps for itself (a class's results) asks for less
 * (Accepts): the path itself must be a regular file or nothing, never
 * followed through a link someone put there, or must be nothing yet, so
 * that the file made is the program's own and replaces nothing.
 *
 * A failure is one sentence naming the file and what failed, translated in
 * the context "OutputFile" ("the disk is full", "the folder ... does not
 * exist"), never a generic "cannot encode". Writes to a pipe whose reader
 * went away fail with EPIPE instead of killing the process by SIGPIPE.
 *
 * Usage: open(), write() as often as needed, commit(). A file destroyed
 * before commit() is cancelled (nothing replaced). write() is sticky: after
 * the first failure it does nothing and returns false, so a producer can
 * check once at the end. Not thread-safe; one object per file written.
 */
class OutputFile
{
    Q_DECLARE_TR_FUNCTIONS(OutputFile)

public:
    enum class Kind {
        Replaced, // a regular file (or a new one), replaced atomically
        Stream, // a device, a FIFO or standard output, written through
        Created, // nothing yet (Accepts::NewFile): made exclusively, written in place
        Refused, // nothing can be written there (reason() says why)
    };
    // What the path may name.
    enum class Accepts {
        Anything, // all of the above
        // A regular file (replaced atomically) or nothing yet, the path
        // itself: a symbolic link, even to a regular file, is refused and
        // what it names is left alone; so are a device, a FIFO and the
        // names of the process's open files (/dev/stdout is a link).
        OwnFile,
        // Nothing yet, not even a link to nothing: the file is created with
        // O_EXCL (two writers never both get it) and written in place;
        // commit() syncs it, and a failure or cancel() removes it again.
        NewFile,
    };

    explicit OutputFile(const QString &path, Accepts accepts = Accepts::Anything);
    ~OutputFile();
    OutputFile(const OutputFile &) = delete;
    OutputFile &operator=(const OutputFile &) = delete;

    // The path as given, and the file really written: a symbolic link's
    // target, the path itself otherwise.
    QString path() const { return m_path; }
    QString target() const { return m_target; }
    // What the path names; known from the constructor on.
    Kind kind() const { return m_kind; }

    // Opens the destination (a regular file's temporary file, or the stream).
    // False with reason() when it cannot be written.
    bool open();
    // Writes all of `bytes`; false (now and from then on) when any byte
    // could not be written.
    bool write(QByteArrayView bytes);
    // Makes the file what was written: syncs and renames a regular file's
    // temporary file over it; closes a stream. False with reason() on any
    // failure, in which case the old file is untouched.
    bool commit();
    // Drops what was written; a regular file stays as it was.
    void cancel();

    qint64 bytesWritten() const { return m_written; }
    // Why the last step failed, without the file name ("the disk is full").
    QString reason() const { return m_reason; }
    // "cannot write '<path>': <reason>".
    QString errorString() const;

    // Whether `path` means the process's standard output ("-", /dev/stdout,
    // /dev/fd/1, /proc/self/fd/1): a program that writes a file there says
    // nothing else on standard output.
    static bool isStandardOutput(const QString &path);

    // open(), write(bytes), commit() in one; false with `error` (if given)
    // set to errorString().
    static bool writeAll(const QString &path, QByteArrayView bytes, QString *error,
                         Accepts accepts = Accepts::Anything);
    // Renames the file `from` to `to` only when nothing has that name (not
    // even a link to nothing): unlike rename(2), never replaces a file. The
    // last step for a file kept under a working name while it grows (a
    // class's results). False when `to` was taken or the rename failed.
    static bool renameNew(const QString &from, const QString &to);
    // Whether `path` can be written, found without leaving anything behind
    // and without writing to a stream: the check before long work. False
    // with `error` (if given) set as errorString().
    static bool check(const QString &path, QString *error);

private:
    void resolve();
    bool fail(const QString &reason);
    // `error` (an errno value) as a reason a user understands.
    QString reasonOf(int error) const;

    // Whether `path` (not followed) is a symbolic link now.
    static bool isLink(const QString &path);

    QString m_path;
    QString m_target;
    Accepts m_accepts = Accepts::Anything;
    Kind m_kind = Kind::Refused;
    std::unique_ptr<QSaveFile> m_file; // Kind::Replaced
    int m_stream = -1; // Kind::Stream and Created: the descriptor written to (ours, closed here)
    int m_descriptor = -1; // the process's open file the path names, or -1
    bool m_open = false;
    bool m_failed = false;
    qint64 m_written = 0;
    QString m_reason;
};
