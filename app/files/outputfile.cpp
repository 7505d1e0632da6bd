// SPDX-License-Identifier: MIT
#include "files/outputfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>

#include <cerrno>
#include <csignal>
#include <cstdio>
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

// The descriptor `path` names when it is one of this process's open files
// ("-", /dev/stdout, /dev/stderr, /dev/fd/N, /proc/self/fd/N, /proc/<this
// process>/fd/N), or -1.
int descriptorNamed(const QString &path)
{
    if (path == u"-" || path == u"/dev/stdout") {
        return STDOUT_FILENO;
    }
    if (path == u"/dev/stderr") {
        return STDERR_FILENO;
    }
    static const QRegularExpression named(
        QStringLiteral("^/(?:dev|proc/self|proc/([0-9]{1,10}))/fd/([0-9]{1,9})$"));
    const QRegularExpressionMatch match = named.match(path);
    if (!match.hasMatch()
        || (match.hasCaptured(1)
            && match.captured(1).toLongLong() != QCoreApplication::applicationPid())) {
        return -1;
    }
    return match.captured(2).toInt();
}

} // namespace

OutputFile::OutputFile(const QString &path, Accepts accepts)
    : m_path(path)
    , m_accepts(accepts)
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
    return OutputFile(path).m_descriptor == STDOUT_FILENO;
}

void OutputFile::resolve()
{
    m_target = m_path;
    m_kind = Kind::Refused;
    m_descriptor = -1;
    if (m_path.isEmpty()) {
        m_reason = tr("no file name was given");
        return;
    }
    // Follow links one at a time, so that a link to a file not made yet
    // names the file to make, a loop is told from a missing file, and a
    // name for one of this process's open files (/dev/stdout, /dev/fd/3,
    // or a link to one) is written through that open file: reopened by
    // name, a log opened for appending would be replaced.
    QString current = m_path;
    for (int links = 0; links <= MaxLinks; ++links) {
        if (const int descriptor = descriptorNamed(current);
            descriptor >= 0 && m_accepts == Accepts::Anything) {
            m_descriptor = descriptor;
            m_kind = Kind::Stream;
            return;
        }
        const QByteArray native = QFile::encodeName(current);
        struct stat status { };
        if (::lstat(native.constData(), &status) != 0) {
            const int error = errno;
            if (error == ENOENT) {
                // Nothing there yet: a new file (a missing folder is told by open()).
                m_target = current;
                m_kind = m_accepts == Accepts::NewFile ? Kind::Created : Kind::Replaced;
            } else {
                m_reason = reasonOf(error);
            }
            return;
        }
        if (m_accepts == Accepts::NewFile) {
            m_reason = reasonOf(EEXIST);
            return;
        }
        if (S_ISLNK(status.st_mode) && m_accepts == Accepts::OwnFile) {
            m_reason = tr("it is a symbolic link, which is not followed here");
            return;
        }
        if (!S_ISLNK(status.st_mode)) {
            m_kind = kindOf(status.st_mode);
            if (m_kind == Kind::Stream && m_accepts == Accepts::OwnFile) {
                m_kind = Kind::Refused;
                m_reason = tr("it is a device or a pipe, not a file");
                return;
            }
            if (m_kind == Kind::Replaced) {
                // Replaced where it really is, folders that are links resolved.
                const QString canonical = QFileInfo(current).canonicalFilePath();
                m_target = canonical.isEmpty() ? current : canonical;
            } else {
                m_target = current;
            }
            if (m_kind == Kind::Refused) {
                m_reason = S_ISDIR(status.st_mode) ? tr("it is a folder, not a file")
                    : S_ISBLK(status.st_mode)     ? tr("it is a disk (a block device), not a file")
                    : S_ISSOCK(status.st_mode)    ? tr("it is a socket, not a file")
                                                  : tr("it is not a file");
            }
            return;
        }
        // The link read as the kernel reads it: a relative target from the
        // folder the link really lies in (its path as given may pass through
        // linked folders, where ".." means something else), so from the
        // link's name in its canonical folder. (Qt reads the link: the
        // hardened build then has no unchecked readlink of ours.)
        const QFileInfo link(current);
        const QString folder = QFileInfo(link.absolutePath()).canonicalFilePath();
        const QString next = folder.isEmpty()
            ? QString()
            : QFileInfo(folder + QLatin1Char('/') + link.fileName()).symLinkTarget();
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
    case EEXIST:
        return tr("a file of that name already exists");
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
        struct stat old { };
        const bool replacing = ::stat(QFile::encodeName(m_target).constData(), &old) == 0;
        m_file = std::make_unique<QSaveFile>(m_target);
        errno = 0;
        if (!m_file->open(QIODevice::WriteOnly)) {
            const int error = errno;
            const QString said = m_file->errorString();
            m_file.reset();
            return fail(error != 0 ? reasonOf(error) : said);
        }
        // QSaveFile follows a link it finds when it opens: one put there
        // since resolve() looked would be written through. Looked at again
        // now that the name to replace is fixed (the commit renames over
        // the path itself, which replaces a link rather than following it).
        if (m_accepts == Accepts::OwnFile && isLink(m_target)) {
            m_file->cancelWriting();
            m_file.reset();
            return fail(tr("it is a symbolic link, which is not followed here"));
        }
        if (replacing) {
            // The new file is the old one's: a read-only file stays read-only,
            // and root saving a user's file leaves it the user's.
            ::fchmod(m_file->handle(), old.st_mode & 07777);
            if (::geteuid() == 0) {
                if (::fchown(m_file->handle(), old.st_uid, old.st_gid) != 0) {
                    // Kept as root's: the contents matter more than the owner.
                }
            }
        }
        break;
    }
    case Kind::Created:
        // O_EXCL: not an existing file, nor through a link, even one to
        // nothing; of two writers only one makes it.
        m_stream = ::open(QFile::encodeName(m_target).constData(),
            O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOCTTY, 0666);
        if (m_stream < 0) {
            return fail(reasonOf(errno));
        }
        break;
    case Kind::Stream:
        if (m_descriptor >= 0) {
            // A copy of the open file: its offset and its appending are kept,
            // and closing the copy leaves the process's own descriptor open.
            m_stream = ::fcntl(m_descriptor, F_DUPFD_CLOEXEC, 3);
            if (m_stream < 0) {
                return fail(m_descriptor == STDOUT_FILENO
                        ? tr("standard output is closed")
                        : tr("the open file %1 it names is closed").arg(m_descriptor));
            }
        } else {
            // Not blocking while it opens: a FIFO nobody reads would wait
            // for ever. Then blocking again, so that writes wait for the reader.
            m_stream = ::open(QFile::encodeName(m_target).constData(),
                O_WRONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
            if (m_stream < 0) {
                return fail(reasonOf(errno));
            }
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
        // QSaveFile syncs but ignores a failure there; a disk that reports
        // late (quotas, NFS) must not see the old file replaced.
        if (::fsync(m_file->handle()) != 0 && errno != EINVAL && errno != EROFS) {
            const int error = errno;
            m_file->cancelWriting();
            m_file.reset();
            return fail(reasonOf(error));
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
    if (m_kind == Kind::Created) {
        // Synced before it counts as written; half a file is not left behind.
        if (::fsync(m_stream) != 0 && errno != EINVAL && errno != EROFS) {
            const int error = errno;
            cancel();
            return fail(reasonOf(error));
        }
    }
    if (::close(m_stream) != 0 && errno != EINTR) {
        const int error = errno;
        m_stream = -1;
        if (m_kind == Kind::Created) {
            ::unlink(QFile::encodeName(m_target).constData());
        }
        return fail(reasonOf(error));
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
    if (m_stream >= 0) {
        ::close(m_stream);
        if (m_kind == Kind::Created) {
            ::unlink(QFile::encodeName(m_target).constData()); // made by open(): ours
        }
    }
    m_stream = -1;
    m_open = false;
}

bool OutputFile::isLink(const QString &path)
{
    struct stat status { };
    return ::lstat(QFile::encodeName(path).constData(), &status) == 0 && S_ISLNK(status.st_mode);
}

bool OutputFile::renameNew(const QString &from, const QString &to)
{
    const QByteArray source = QFile::encodeName(from);
    const QByteArray destination = QFile::encodeName(to);
    if (::renameat2(AT_FDCWD, source.constData(), AT_FDCWD, destination.constData(), RENAME_NOREPLACE) == 0) {
        return true;
    }
    if (errno != EINVAL && errno != ENOSYS) {
        return false;
    }
    // A file system without RENAME_NOREPLACE: a new hard link is refused
    // where the name is taken just as well.
    return ::link(source.constData(), destination.constData()) == 0 && ::unlink(source.constData()) == 0;
}

bool OutputFile::writeAll(const QString &path, QByteArrayView bytes, QString *error, Accepts accepts)
{
    OutputFile file(path, accepts);
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
    case Kind::Created:
    case Kind::Replaced:
        // Makes and removes the temporary (or new) file: the folder is there and writable.
        ok = file.open();
        file.cancel();
        break;
    case Kind::Stream:
        // Opening a FIFO and closing it again would end its reader's input:
        // only the permission is looked at (or that the open file is open).
        if (file.m_descriptor >= 0) {
            if (::fcntl(file.m_descriptor, F_GETFL) < 0) {
                ok = file.fail(tr("the open file %1 it names is closed").arg(file.m_descriptor));
            }
        } else if (::access(QFile::encodeName(file.target()).constData(), W_OK) != 0) {
            ok = file.fail(file.reasonOf(errno));
        }
        break;
    }
    if (!ok && error) {
        *error = file.errorString();
    }
    return ok;
}
