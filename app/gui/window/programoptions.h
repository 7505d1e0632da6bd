// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QPoint>
#include <QSize>
#include <QString>
#include <QStringList>

#ifndef Q_MOC_RUN
#include "solver/algorithm.h"
#endif

/*
 * The program's command-line options (see README "Program options"):
 *   --size N            board size, 1..32 (default 8; permutations up to 11,
 *                       min-conflicts up to 1000)
 *   --algorithm NAME    permutations, check-queens, mark-board, lock-lines (default), bitmask,
 *                       min-conflicts
 *   --seed S            min-conflicts' random seed, 0..2^64-1 (default 1; not remembered)
 *   --steps K           run K steps of the search before showing
 *   --back J            then step back J steps (J <= K)
 *   --screenshot FILE   save the main window as PNG, then quit
 *   --board-image FILE  save the board alone as PNG, then quit
 *   --lang CODE         en, de, es or fr (every embedded translation); default: the system's
 *   --theme NAME        board colours: classic, high-contrast or system
 *   --presentation      start in presentation mode (larger text, projector layout)
 *   --geometry WxH      the window's size in pixels (e.g. 1280x720), 320x240 and up
 *   --class [PORT]      open a class at start (on PORT, 1..65535, or the next
 *                       free port above it; without PORT the remembered one)
 *   FILE                a session or lesson (.nqueens) to open (at most one)
 * plus --help and --version. parse() never exits the process: main() decides.
 * Options given override the remembered settings; images (--screenshot,
 * --board-image) neither read nor write settings, so the same flags give the
 * same picture.
 */
class ProgramOptions
{
public:
    enum class Status {
        Run, // options are valid: start the program
        ShowHelp, // print helpText() on stdout, exit 0
        ShowVersion, // print versionText() on stdout, exit 0
        Error, // print errorText() on stderr, exit 2
    };

    Status parse(const QStringList &arguments);

    int size() const { return m_size; }
    nq::Algorithm algorithm() const { return m_algorithm; }
    quint64 steps() const { return m_steps; }
    quint64 back() const { return m_back; }
    QString screenshotFile() const { return m_screenshotFile; }
    QString boardImageFile() const { return m_boardImageFile; }
    QString language() const { return m_language; } // empty: not given
    QString theme() const { return m_theme; } // empty: not given
    bool presentation() const { return m_presentation; }
    // The window size --geometry gave; invalid when not given.
    QSize geometry() const { return m_geometry; }
    // The session file given (a path as written); empty when none.
    QString sessionFile() const { return m_sessionFile; }
    bool sizeGiven() const { return m_sizeGiven; }
    bool algorithmGiven() const { return m_algorithmGiven; }
    quint64 seed() const { return m_seed; }
    bool seedGiven() const { return m_seedGiven; }
    // --play POSITION: start in play mode on the board of size() (the
    // remembered size does not apply), with queens on playSquares()
    // (x = column, y = row from the top), or with the run's board after
    // --steps when playFromRun().
    bool playGiven() const { return m_playGiven; }
    bool playFromRun() const { return m_playFromRun; }
    QList<QPoint> playSquares() const { return m_playSquares; }
    // --class [PORT]: open a class at start; classPort() 0 means the remembered port.
    bool classGiven() const { return m_classGiven; }
    quint16 classPort() const { return m_classPort; }
    // True when the program only saves images and quits.
    bool makesImages() const { return !m_screenshotFile.isEmpty() || !m_boardImageFile.isEmpty(); }

    QString errorText() const { return m_errorText; }
    QString helpText() const { return m_helpText; }
    static QString versionText();

private:
    bool m_classGiven = false;
    quint16 m_classPort = 0;
    int m_size = 8;
    nq::Algorithm m_algorithm = nq::DefaultAlgorithm;
    quint64 m_steps = 0;
    quint64 m_back = 0;
    QString m_screenshotFile;
    QString m_boardImageFile;
    QString m_language;
    QString m_theme;
    bool m_presentation = false;
    QSize m_geometry;
    QString m_sessionFile;
    bool m_sizeGiven = false;
    bool m_algorithmGiven = false;
    quint64 m_seed = nq::DefaultSeed;
    bool m_seedGiven = false;
    bool m_playGiven = false;
    bool m_playFromRun = false;
    QList<QPoint> m_playSquares;
    QString m_errorText;
    QString m_helpText;
};
