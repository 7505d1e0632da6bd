// SPDX-License-Identifier: MIT
#pragma once

// The questions of predict mode live with the engines that ask them, without
// Qt (learn/question.h), so that the engines build to WebAssembly too. This
// header is kept for the files that include it by its old name.
#include "learn/question.h"
