// SPDX-License-Identifier: MIT
#pragma once

#include "display/shownboard.h"

#include <QCoreApplication>
#include <QString>

class BoardScene;
class PlayMode;
class RunController;

/*
 * The words for what the board shows, beside the Narrator: the Narrator
 * tells the run's steps; this says the rest (a browsed solution or orbit
 * image, play mode covering the board) and names what is shown in export
 * captions and file names. Each call reads the language installed now.
 *
 * A view over the presenter's parts: it owns nothing and lives no longer
 * than the call that made it.
 */
class ShownWords
{
    Q_DECLARE_TR_FUNCTIONS(ShownWords)

public:
    // `play` may be null (a board without play mode).
    ShownWords(const ShownBoard &shown, const RunController &run, const PlayMode *play,
        const BoardScene &scene);

    // The status line's sentence: the Narrator's for the run's board; a
    // browsed board named as in the caption ("8 x 8 board: solution 5 of
    // 92, class 3 of 12, from the solutions list."); play mode's notice or
    // a reminder that the run waits.
    QString status() const;
    // The caption under an exported board: "8 queens, Lock lines, step
    // 111", "8 queens, solution 5 of 92, class 3 of 12"
    // (SolutionsModel::boardName; "13 queens, class 3 of 9,233" where the
    // number is not known), "8 queens, play mode". At step 0 of a run
    // (nothing tried yet: an empty board, or the given queens) just "4
    // queens": a handout, not a moment of the search.
    QString caption() const;
    // The start of a file name, the same in every language:
    // "queens-8-step-111", "queens-8-solution-5" (or "queens-13-class-3"
    // where the number is not known), "queens-8-play".
    QString fileStem() const;
    // The board in words, for screen readers; the run's given queens named.
    QString boardDescription() const;

private:
    QString browsedName() const;
    QString browsedStatus() const;

    const ShownBoard &m_shown;
    const RunController &m_run;
    const PlayMode *m_play;
    const BoardScene &m_scene;
};
