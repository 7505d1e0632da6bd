// SPDX-License-Identifier: MIT
#pragma once

#include "render/boardexporter.h"

#include <QCoreApplication>
#include <QImage>
#include <QList>
#include <QString>

class BoardPresenter;
class QPrinter;
class RunController;

/*
 * What the window's File menu exports, without its dialogs (so tests can
 * drive it): the board as shown (queens, the refusal overlay, the current
 * row, constraint propagation's marks and the solution frame, play mode's
 * conflicts, optionally the coordinates, and a caption naming N, the algorithm and the step or
 * solution: what the BoardPresenter says is shown), a contact sheet of the
 * solutions of N, and a frame per step over a range, for slides. Files are written by
 * BoardExporter, atomically. All methods return false and set `error` to a sentence on failure.
 */
class ExportCommands
{
    Q_DECLARE_TR_FUNCTIONS(ExportCommands)

public:
    // Neither is owned; both must outlive this object.
    ExportCommands(const BoardPresenter *presenter, const RunController *controller);

    // Frames per export at most: a frame sequence is for slides, not a film.
    static constexpr int MaxFrames = 2000;
    // Boards on one contact sheet at most.
    static constexpr int MaxSheetBoards = 5000;

    // The caption under an exported board, e.g. "8 queens, Lock lines, step
    // 111", "8 queens, solution 5 of 92, class 3 of 12" or "8 queens, play
    // mode" (BoardPresenter::caption()); at step 0 of a run "8 queens".
    //
    // Stills (exportBoard, boardImage, print) of a run at step 0 show no
    // current row or chosen column: nothing has been tried, and the board
    // is a clean handout. `names`: each square's name written faintly in
    // it (BoardPainter::Options::squareNames).
    QString caption() const;
    // The board shown (columns[r], -1 for an empty row); in play mode the
    // first queen of each row (the others go to options().moreQueens).
    QList<int> shownBoard() const;

    bool exportBoard(const QString &path, BoardExporter::Format format, int pixels,
        bool coordinates, const QString &caption, QString *error, bool names = false) const;
    // All (or the fundamental) solutions of N on one contact sheet; with
    // `coordinates` each board is labelled as an exported board is.
    bool exportSheet(const QString &path, BoardExporter::Format format, bool fundamental,
        int pixels, QString *error, bool coordinates = false) const;
    // One PNG per step from `first` to `last` (inclusive) of the current run
    // (fewer when the run ends before `last`), each as frames() says, named
    // by its step: frame-0000.png is step 0, frame-0012.png step 12.
    bool exportFrames(const QString &directory, quint64 first, quint64 last, int pixels,
        QString *error, QStringList *written = nullptr, bool coordinates = true) const;
    // The frames of steps `first` to `last` of the current run (its size,
    // algorithm and seed), replayed: each the board as the screen shows that
    // step (queens, refusal and its line, current or chosen row, pruned
    // squares, wiped-out row, covered lines, solution frame) under
    // its own caption, "8 queens, Lock lines, step 2: " and the status line's
    // sentence for the step without keys to press (Narrator::caption(); step
    // 0: "Start: no queen placed yet."); all with room for the same number
    // of caption lines. Empty when the run ends before `first`.
    // Without `captions` the frames have none; with `counters` each caption
    // ends with the run's counters at its step, named as the counters panel
    // names them ("Placements 3, backtracks 1, rejections 5, solutions 0.").
    QList<BoardExporter::Picture> frames(quint64 first, quint64 last, bool coordinates = true,
        bool captions = true, bool counters = false) const;
    // Whether a solution is shown (from the list or one of its orbit), so
    // that orbitFrames() has a board to turn.
    bool showsSolution() const;
    // The distinct images of the solution shown under the 8 symmetries of
    // the square, in nq::Symmetry order (identity first), each with its
    // solution frame and, with `captions`, a caption naming the image.
    // Empty when no solution is shown.
    QList<BoardExporter::Picture> orbitFrames(bool coordinates, bool captions) const;
    // Whether play mode has moves to animate (PlayController::history()),
    // and whether it is shown.
    bool hasPlayMoves() const;
    bool showsPlay() const;
    // Play mode's positions, oldest first (PlayController::history(), those
    // of the board's size now): each as the screen shows it, the queens
    // (two in a row too), their conflicts and a solved board framed, with `captions` a
    // caption "8 queens, play mode, move 3 of 12". Empty without play mode.
    QList<BoardExporter::Picture> playFrames(bool coordinates, bool captions) const;
    // What is shown as the start of a file name (BoardPresenter::fileStem()).
    QString fileStem() const;
    // The board as shown, for the clipboard.
    QImage boardImage(int pixels, const QString &caption, bool names = false) const;
    // Prints the board as shown on one page.
    void print(QPrinter *printer, const QString &caption, bool names = false) const;

private:
    BoardPainter::Options options(bool coordinates, const QString &caption, bool names) const;

    const BoardPresenter *m_presenter;
    const RunController *m_controller;
};
