// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QString>
#include <QTemporaryDir>

#include <csignal>

#include <fcntl.h>
#include <sys/mount.h>
#include <sys/resource.h>
#include <unistd.h>

/*
 * A folder where the disk runs out: a real file system of 256 KiB (tmpfs,
 * mounted for the test where the machine lets it: root with the right to
 * mount), or where it does not, an ordinary folder with the process's file
 * size limit (RLIMIT_FSIZE) lowered while fill() is in force. Header only,
 * so that tests without the GUI use it too.
 *
 * Usage: write the "old" files first, then fill(), then try the write
 * that must fail. Writes then fail with ENOSPC on the tmpfs ("the disk is
 * full") or EFBIG under the limit; expectedReason() is the start of
 * OutputFile's words for it. The destructor lifts the limit and unmounts.
 */
class FullFolder
{
public:
    FullFolder()
    {
        if (!m_dir.isValid()) {
            return;
        }
        m_path = m_dir.filePath(QStringLiteral("full"));
        QDir().mkpath(m_path);
        m_mounted = ::geteuid() == 0
            && ::mount("tmpfs", QFile::encodeName(m_path).constData(), "tmpfs", 0,
                   "size=256k,mode=0755")
                == 0;
    }
    ~FullFolder()
    {
        unfill();
        if (m_mounted) {
            ::umount2(QFile::encodeName(m_path).constData(), MNT_DETACH);
        }
    }
    FullFolder(const FullFolder &) = delete;
    FullFolder &operator=(const FullFolder &) = delete;

    bool isValid() const { return m_dir.isValid(); }
    // Whether the folder is a small file system of its own (else a limit).
    bool mounted() const { return m_mounted; }
    QString path() const { return m_path; }
    QString filePath(const QString &name) const { return QDir(m_path).filePath(name); }

    // Leaves no room: fills the tmpfs with a file "filler", or lowers the
    // file size limit to 2 KiB (SIGXFSZ ignored, so that writes fail).
    void fill()
    {
        if (m_mounted) {
            QFile filler(filePath(QStringLiteral("filler")));
            if (filler.open(QIODevice::WriteOnly | QIODevice::Unbuffered)) {
                const QByteArray block(4096, 'x');
                while (filler.write(block) == block.size()) { }
            }
            return;
        }
        if (m_filled) {
            return;
        }
        ::getrlimit(RLIMIT_FSIZE, &m_saved);
        m_handler = std::signal(SIGXFSZ, SIG_IGN);
        rlimit small = m_saved;
        small.rlim_cur = 2048;
        m_filled = ::setrlimit(RLIMIT_FSIZE, &small) == 0;
    }
    // Room again (the limit lifted; the filler removed).
    void unfill()
    {
        if (m_mounted) {
            QFile::remove(filePath(QStringLiteral("filler")));
            return;
        }
        if (m_filled) {
            ::setrlimit(RLIMIT_FSIZE, &m_saved);
            std::signal(SIGXFSZ, m_handler);
            m_filled = false;
        }
    }
    // What OutputFile says of the failure here.
    QString expectedReason() const
    {
        return m_mounted ? QStringLiteral("the disk is full")
                         : QStringLiteral("the file would be larger than this system allows");
    }

private:
    QTemporaryDir m_dir;
    QString m_path;
    bool m_mounted = false;
    bool m_filled = false;
    rlimit m_saved {};
    void (*m_handler)(int) = SIG_DFL;
};
