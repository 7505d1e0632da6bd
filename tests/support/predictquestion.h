// SPDX-License-Identifier: MIT
#pragma once

#include "learn/predictengine.h"
#include "support/wait.h"

class MainWindow;

namespace nqtest {

/*
 * Steps the window's run, one step at a time through its Step action, until
 * predict mode (already on) opens a question; at most 400 steps, each waited
 * for. Returns true when a question is open (at once if one already is);
 * false when the run finished, a step did not come, or no question came.
 */
bool stepToQuestion(MainWindow &window);

// Predict settings that ask `kind` at every step where it fits, and nothing else.
nq::learn::PredictSettings onlyKind(nq::learn::QuestionKind kind);

} // namespace nqtest
