// SPDX-License-Identifier: MIT
#pragma once

#include <QColor>
#include <QCoreApplication>
#include <QString>
#include <QStringView>

#include <optional>

class QPalette;

/*
 * The colours of a board and of everything drawn on it: the squares and
 * their labels, the marks of a run on the screen (current row, attacked
 * squares, a refused square, a found solution, the hover lines), the
 * solution thumbnails and the search tree. A plain value: copy it, compare
 * it, change a member. QtGui only, so that the widget-free export library
 * and the command-line tool can paint with it.
 *
 * Three kinds:
 * - Classic: the light #f0d9b5 and dark #b58863 squares of a wooden board;
 *   the default everywhere. Exported boards look as they always did.
 * - HighContrast: white and mid-grey squares, black labels and edge, marks
 *   drawn markWidthScale times thicker; for projectors and low vision.
 * - System: derived from a QPalette (Window, WindowText, Base, Text), so
 *   that a dark palette gives a dark board.
 *
 * The contract of every kind (tests/tst_theme.cpp checks it):
 * - the marks a viewer must tell apart (attackMark, rejectFill,
 *   solutionFrame, rowHighlight) are Okabe-Ito hues (the classic refusal
 *   keeps its historic red) that stay apart under simulated protanopia,
 *   deuteranopia and tritanopia; their shapes differ as well (hatching,
 *   cross, frame, row outline), so colour is never the only cue;
 * - every mark is drawn with markOutline (rejectFill with rejectOutline)
 *   around it, and either the mark or its outline contrasts 3:1 with both
 *   square colours;
 * - labels contrast at least 4.5:1 with the background (7:1 in high
 *   contrast).
 */
class BoardTheme
{
    Q_DECLARE_TR_FUNCTIONS(BoardTheme)

public:
    enum class Kind { Classic, HighContrast, System };

    Kind kind = Kind::Classic;

    // The board, as BoardPainter paints it (screen, files, printer).
    QColor lightSquare;
    QColor darkSquare;
    QColor label; // coordinates and the caption under the board
    QColor background; // behind the board: the scene, image and SVG fills
    QColor titleText; // the title of a contact sheet
    QColor edge; // the frame around the squares on the screen

    // Marks of a run on the screen; rejectFill, rejectOutline and
    // attackerLine also in files.
    QColor markOutline; // around every mark, against both square colours
    QColor rowHighlight; // the outline of the current row
    QColor rowFill; // its translucent fill
    QColor attackMark; // hatching of the attacked squares
    QColor rejectFill; // the cross on a refused square
    QColor rejectOutline;
    QColor attackerLine; // dashed, from the attacking queen to the cross
    QColor attackerLineOutline; // transparent: none
    QColor solutionFrame; // around the board when it is a solution
    QColor queenHalo; // the disc under a queen of a solution
    QColor hoverLine; // dotted, from each attacker to the hovered square
    QColor captionText; // the refusal's caption on the board
    QColor captionBack;

    QColor thumbnailQueen; // the dots of the solution thumbnails

    // The search tree (it paints on the palette's Base with its Text).
    QColor treePath;
    QColor treeSolution;
    QColor treeSolutionEdge;
    QColor treeReject;
    QColor treeCollapsed;
    QColor treeDeadEnd;

    // Line widths of the marks and of the board's edge are multiplied by it.
    qreal markWidthScale = 1.0;

    friend bool operator==(const BoardTheme &, const BoardTheme &) = default;

    static BoardTheme classic();
    static BoardTheme highContrast();
    // Squares, labels, background and edge from `palette`'s active group;
    // the marks keep their hues, their outline is black or white, whichever
    // stands out more on both squares.
    static BoardTheme fromPalette(const QPalette &palette);
    // classic(), highContrast() or fromPalette(palette).
    static BoardTheme forKind(Kind kind, const QPalette &palette);

    // "classic", "high-contrast", "system": for settings and the command line.
    static QString id(Kind kind);
    // The kind of an id() (exactly, lower case), or nullopt.
    static std::optional<Kind> kindFromId(QStringView id);
    // "Classic", "High contrast", "System colours", translated.
    static QString displayName(Kind kind);
};
