// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

#ifndef Q_MOC_RUN
#include "solver/algorithm.h"
#endif

/*
 * What the program remembers between sessions, in an INI file (by default
 * the user's, e.g. ~/.config/nqueens-visualizer/nqueens-visualizer.ini, where
 * QSettings keeps an INI file of the user scope).
 * load() never fails and never blocks: the path is looked at before it is
 * opened (a FIFO, a device, a folder or a broken link is not read), and
 * the size before a byte is read (MaxFileBytes). A file that cannot be
 * read, is not a settings file (not UTF-8, NUL bytes, lines that are not
 * INI), or holds values out of range gives the defaults for what is wrong,
 * and problem() says so in a sentence for the user. save() writes all
 * values through OutputFile (atomically, every byte checked, a symbolic
 * link followed to its file) and reports a failure with its reason; a file
 * load() found damaged or could not read, or a path that is not a regular
 * file, is first renamed to <file>.damaged (or .damaged-2, ... when that
 * name is taken by an earlier copy), so nothing the user had is lost or
 * written into.
 */
class AppSettings
{
    Q_DECLARE_TR_FUNCTIONS(AppSettings)

public:
    struct Values
    {
        int size = 8;
        nq::Algorithm algorithm = nq::DefaultAlgorithm;
        int speedIndex = -1; // -1: the controller's default
        QString theme = QStringLiteral("classic");
        QString language; // empty: follow the system
        bool attacksShown = false;
        bool exportCoordinates = true;
        QString exportFolder; // where the last export was saved; empty: none yet
        int textSize = 100; // percent of the desktop's font (Presentation::setTextSize)
        int classPort = 8642; // where the last class was opened (ClassServer::DefaultPort)
        // Predict mode (nq::learn::PredictSettings): how often (Frequency as
        // int), k, the seed, the kinds asked (a bit per QuestionKind).
        int predictFrequency = 2; // Frequency::EachNewRow
        int predictK = 5;
        quint64 predictSeed = 1;
        int predictKinds = 255; // all eight kinds
        QByteArray geometry; // QWidget::saveGeometry()
        QByteArray windowState; // QMainWindow::saveState()
        // Practice mode ("be the solver"): refused squares are marked for the pupil.
        bool practiceRefusalsMarked = false;
    };

    // An empty `fileName` means the user's settings file.
    explicit AppSettings(const QString &fileName = {});

    QString fileName() const { return m_fileName; }
    Values load();
    bool save(const Values &values);
    // Empty when the last load() or save() went well.
    QString problem() const;

private:
    // Where a file set aside goes: the first free name of <file>.damaged,
    // <file>.damaged-2, ...
    QString damagedCopy() const;

    QString m_fileName;
    // The last load() found the file damaged, unreadable or not a regular
    // file: save() first moves it to damagedCopy(). (problem() says which.)
    bool m_setAside = false;
    enum class Problem { None, Unreadable, NotAFile, Damaged, NotUnderstood, NotSaved };
    static constexpr qint64 MaxFileBytes = 1 << 20;
    Problem m_problem = Problem::None;
    QStringList m_wrong; // the keys not understood
    QString m_reason; // why the last save() failed, when known
};
