// SPDX-License-Identifier: MIT
#pragma once

#include "homework/homeworkspec.h"

#include <QString>

#include <optional>

/*
 * The homeworks this teacher gave, read side: every export (the window's
 * and the CLI's, HomeworkFile in app/homework) writes the homework object
 * to <folder>/<id>.json, folder being the window's
 * QStandardPaths::AppDataLocation/homework (issue 40's format, "Registry").
 * The import finds a results file's homework here, so that a file naming a
 * homework never given, or the tasks of one changed, is refused, and the
 * replay runs the tasks as the teacher set them, not as the file says.
 *
 * A registry file is read as the rest of the user's data folder: capped
 * (MaxBytes), and only a homework HomeworkSpec::fromJson() takes whose id
 * is the file's name.
 */
class HomeworkRegistry
{
public:
    static constexpr qint64 MaxBytes = 1024 * 1024;

    // The registry in `folder`; empty: defaultFolder().
    explicit HomeworkRegistry(const QString &folder = QString());

    // HomeworkFile::registryFolder(): the window's AppDataLocation/homework.
    static QString defaultFolder();
    QString folder() const { return m_folder; }

    // The homework of `id`, or nullopt when none was registered under it
    // (or its file is not a homework, or not that one). `id` that is not 16
    // lower-case hex digits finds nothing (it never makes a path).
    std::optional<HomeworkSpec> find(const QString &id) const;

private:
    QString m_folder;
};
