// SPDX-License-Identifier: MIT
#pragma once

#include "homework/homeworkspec.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <optional>

/*
 * The homework as one self-contained HTML file (issue 40): the page
 * (resources/homework: its HTML, style and script), the engines' WebAssembly
 * module (wasm/nqengine.js, embedded in the program when the build made
 * it), the homework (HomeworkSpec as JSON) and one table of words in the
 * homework's language, all inlined: the page's (HomeworkPageText) and the
 * learning room's templates (PracticeText::table() and
 * PredictWords::table(), for nq_words_set),
 * and for browse tasks their boards' solutions (the "nq-solutions" script). A
 * Content-Security-Policy in the page forbids every request to any network:
 * the file works from a disk, a USB stick or a learning platform.
 *
 * Every export also registers the homework (registryFolder()/<id>.json),
 * so that the import of the pupils' results knows what this teacher gave.
 */
class HomeworkFile
{
    Q_DECLARE_TR_FUNCTIONS(HomeworkFile)

public:
    // The largest file written: under 1 MB (the module is about 180 KB).
    static constexpr qint64 MaxSize = 1000 * 1000;

    // Whether this build has the module (Emscripten was there when it was
    // built); the page cannot check anything without it.
    static bool available();
    // Why homework cannot be exported in this build, in the user's language.
    static QString unavailableReason();
    // The page's policy: no fetch, frame, image, font or form to anywhere;
    // its own inline script and style, and WebAssembly compiled from them.
    static QString contentSecurityPolicy();

    // The page for `spec` (which must be valid: invalidReason() empty), or
    // empty with `reason` when the module is missing, the words cannot be
    // had or the page would be too large.
    static QByteArray html(const HomeworkSpec &spec, QString *reason);
    // Writes html(spec) to `path` atomically (QSaveFile: an old file there
    // stays whole until the new one is complete), then registers `spec`.
    // False with `reason` on any failure.
    static bool write(const HomeworkSpec &spec, const QString &path, QString *reason);

    // Where exports are registered: the window's AppDataLocation/homework
    // (~/.local/share/nqueens-visualizer/nqueens-visualizer/homework), from the CLI too.
    static QString registryFolder();
    // Writes `spec` to registryFolder()/<id>.json atomically.
    static bool registerHomework(const HomeworkSpec &spec, QString *reason);
    // The homework a page holds (its "nq-homework" script), read strictly.
    static std::optional<HomeworkSpec> readFromHtml(const QByteArray &html, QString *reason);
};
