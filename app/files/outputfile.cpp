// SPDX-License-Identifier: MIT
#include "files/outputfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <ctime>

#include <fcntl.h>
#include <pthread.h>
#include <sys/stat.h>
#include <unistd.h>

namespace {

// Holds SIGPIPE and SIGXFSZ back in this thread while it writes: a reader
// that went away, or a file size limit, then fails the write (EPIPE,
// EFBIG) and is reported, instead of killing the program. A signal the
// write raised is taken off the thread's pending set before the mask is
// restored; one that was pending before is left alone.
class SignalsHeld
{
public:
    SignalsHeld()
    {
        sigemptyset(&m_held);
        sigaddset(&m_held, SIGPIPE);
        sigaddset(&m_held, SIGXFSZ);
        pthread_sigmask(SIG_BLOCK, &m_held, &m_previous);
        sigpending(&m_pendingBefore);
    }
    ~SignalsHeld()
    {
        sigset_t pending;
        sigpending(&pending);
        for (const int signal : { SIGPIPE, SIGXFSZ }) {
            if (sigismember(&pending, signal) && !sigismember(&m_pendingBefore, signal)) {
                sigset_t one;
                sigemptyset(&one);
                sigaddset(&one, signal);
                const timespec now { 0, 0 };
                sigtimedwait(&one, nullptr, &now);
            }
        }
        pthread_sigmask(SIG_SETMASK, &m_previous, nullptr);
    }
    SignalsHeld(const SignalsHeld &) = delete;
    SignalsHeld &operator=(const SignalsHeld &) = delete;

private:
    sigset_t m_held;
    sigset_t m_previous;
    sigset_t m_pendingBefore;
};

// The kind of destination a file of `mode` is.
OutputFile::Kind kindOf(mode_t mode)
{
    if (S_ISREG(mode)) {
        return OutputFile::Kind::Replaced;
    }
    if (S_ISCHR(mode) || S_ISFIFO(mode)) {
        return OutputFile::Kind::Stream;
    }
    return OutputFile::Kind::Refused;
}

// At most this many links are followed (the kernel's own limit).
constexpr int MaxLinks = 40;

} // namespace

OutputFile::OutputFile(const QString &path)
    : m_path(path)
{
    resolve();
}

OutputFile::~OutputFile()
{
    if (m_open) {
        cancel();
    }
}

bool OutputFile::isStandardOutput(const QString &path)
{
    return path == u"-" || path == u"/dev/stdout" || path == u"/dev/fd/1"
        || path == u"/proc/self/fd/1";
}

void OutputFile::resolve()
{
    m_target = m_path;
    m_kind = Kind::Refused;
    if (m_path.isEmpty()) {
        m_reason = tr("no file name was given");
        return;
    }
    if (isStandardOutput(m_path)) {
        m_kind = Kind::Stream;
        return;
    }
    // Follow links one at a time, so that a link to a file not made yet
    // names the file to make, and a loop is told from a missing file.
    QString current = m_path;
    for (int links = 0; links <= MaxLinks; ++links) {
        struct stat status { };
        if (::lstat(QFile::encodeName(current).constData(), &status) != 0) {
            const int error = errno;
            if (error == ENOENT) {
                // Nothing there yet: a new file (a missing folder is told by open()).
                m_target = current;
                m_kind = Kind::Replaced;
            } else {
                m_reason = reasonOf(error);
            }
            return;
        }
        if (!S_ISLNK(status.st_mode)) {
            m_kind = kindOf(status.st_mode);
            // A stream is opened by the name given; a file is replaced where it is.
            m_target = m_kind == Kind::Replaced ? current : m_path;
            if (m_kind == Kind::Refused) {
                m_reason = S_ISDIR(status.st_mode) ? tr("it is a folder, not a file")
                    : S_ISBLK(status.st_mode)     ? tr("it is a disk (a block device), not a file")
                    : S_ISSOCK(status.st_mode)    ? tr("it is a socket, not a file")
                                                  : tr("it is not a file");
            }
            return;
        }
        const QString next = QFileInfo(current).symLinkTarget();
        if (next.isEmpty()) {
            m_reason = tr("the symbolic link cannot be read");
            return;
        }
        current = next;
    }
    m_reason = reasonOf(ELOOP);
}

QString OutputFile::reasonOf(int error) const
{
    switch (error) {
    case ENOSPC:
        return m_kind == Kind::Stream ? tr("the device is full") : tr("the disk is full");
    case EDQUOT:
        return tr("the disk quota is used up");
    case EFBIG:
        return tr("the file would be larger than this system allows");
    case EACCES:
    case EPERM:
        return tr("permission denied");
    case EROFS:
        return tr("the disk is read-only");
    case ENOENT:
        return tr("the folder %1 does not exist")
            .arg(QDir::toNativeSeparators(QFileInfo(m_target).absolutePath()));
    case ENOTDIR:
        return tr("a part of the path is not a folder");
    case ELOOP:
        return tr("the path is a loop of symbolic links");
    case ENAMETOOLONG:
        return tr("the name is too long");
    case EISDIR:
        return tr("it is a folder, not a file");
    case EPIPE:
        return tr("the program reading from the pipe has stopped");
    case ENXIO:
        return tr("no program is reading from the pipe");
    case EIO:
        return tr("the device reported an input/output error");
    default:
        return QString::fromLocal8Bit(std::strerror(error));
    }
}

bool OutputFile::fail(const QString &reason)
{
    m_failed = true;
    m_reason = reason;
    return false;
}

QString OutputFile::errorString() const
{
    return tr("cannot write '%1': %2").arg(QDir::toNativeSeparators(m_path), m_reason);
}

bool OutputFile::open()
{
    m_failed = false;
    m_written = 0;
    switch (m_kind) {
    case Kind::Refused:
        return fail(m_reason);
    case Kind::Replaced: {
        const QFileInfo folder(QFileInfo(m_target).absolutePath());
        if (!folder.exists()) {
            return fail(reasonOf(ENOENT));
        }
        if (!folder.isDir()) {
            return fail(reasonOf(ENOTDIR));
        }
        m_file = std::make_unique<QSaveFile>(m_target);
        errno = 0;
        if (!m_file->open(QIODevice::WriteOnly)) {
            const int error = errno;
            const QString said = m_file->errorString();
            m_file.reset();
            return fail(error != 0 ? reasonOf(error) : said);
        }
        break;
    }
    case Kind::Stream:
        if (isStandardOutput(m_path)) {
            m_stream = STDOUT_FILENO;
            m_ownsStream = false;
        } else {
            // Not blocking while it opens: a FIFO nobody reads would wait
            // for ever. Then blocking again, so that writes wait for the reader.
            m_stream = ::open(QFile::encodeName(m_target).constData(),
                O_WRONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
            if (m_stream < 0) {
                return fail(reasonOf(errno));
            }
            m_ownsStream = true;
            const int flags = ::fcntl(m_stream, F_GETFL);
            if (flags >= 0) {
                ::fcntl(m_stream, F_SETFL, flags & ~O_NONBLOCK);
            }
        }
        break;
    }
    m_open = true;
    return true;
}

bool OutputFile::write(QByteArrayView bytes)
{
    if (m_failed) {
        return false;
    }
    if (!m_open) {
        return fail(tr("the file is not open"));
    }
    const int descriptor = m_kind == Kind::Replaced ? m_file->handle() : m_stream;
    const SignalsHeld held;
    const char *data = bytes.data();
    qsizetype left = bytes.size();
    while (left > 0) {
        const ssize_t done = ::write(descriptor, data, size_t(left));
        if (done < 0) {
            if (errno == EINTR) {
                continue;
            }
            return fail(reasonOf(errno));
        }
        if (done == 0) {
            return fail(reasonOf(ENOSPC));
        }
        data += done;
        left -= done;
        m_written += done;
    }
    return true;
}

bool OutputFile::commit()
{
    if (!m_open) {
        return fail(m_failed ? m_reason : tr("the file is not open"));
    }
    if (m_failed) {
        cancel();
        return false;
    }
    m_open = false;
    if (m_kind == Kind::Replaced) {
        // Every byte accounted for before the old file is replaced.
        struct stat status { };
        if (::fstat(m_file->handle(), &status) != 0 || status.st_size != m_written) {
            m_file->cancelWriting();
            m_file.reset();
            return fail(tr("only %1 of %2 bytes reached the disk")
                            .arg(qint64(status.st_size))
                            .arg(m_written));
        }
        errno = 0;
        const bool committed = m_file->commit();
        const int error = errno;
        const QString said = m_file->errorString();
        m_file.reset();
        if (!committed) {
            return fail(error != 0 ? reasonOf(error) : said);
        }
        return true;
    }
    if (m_ownsStream && ::close(m_stream) != 0 && errno != EINTR) {
        m_stream = -1;
        return fail(reasonOf(errno));
    }
    m_stream = -1;
    return true;
}

void OutputFile::cancel()
{
    if (m_file) {
        m_file->cancelWriting();
        m_file.reset(); // removes the temporary file
    }
    if (m_stream >= 0 && m_ownsStream) {
        ::close(m_stream);
    }
    m_stream = -1;
    m_open = false;
}

bool OutputFile::writeAll(const QString &path, QByteArrayView bytes, QString *error)
{
    OutputFile file(path);
    if (file.open() && file.write(bytes) && file.commit()) {
        return true;
    }
    if (error) {
        *error = file.errorString();
    }
    return false;
}

bool OutputFile::check(const QString &path, QString *error)
{
    OutputFile file(path);
    bool ok = true;
    switch (file.kind()) {
    case Kind::Refused:
        ok = file.fail(file.reason());
        break;
    case Kind::Replaced:
        // Makes and removes the temporary file: the folder is there and writable.
        ok = file.open();
        file.cancel();
        break;
    case Kind::Stream:
        // Opening a FIFO and closing it again would end its reader's input:
        // only the permission is looked at.
        if (!isStandardOutput(path)
            && ::access(QFile::encodeName(file.target()).constData(), W_OK) != 0) {
            ok = file.fail(file.reasonOf(errno));
        }
        break;
    }
    if (!ok && error) {
        *error = file.errorString();
    }
    return ok;
}
