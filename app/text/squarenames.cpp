// SPDX-License-Identifier: MIT
#include "text/squarenames.h"

#include "solver/notation.h"

namespace text {

QString fileName(int col)
{
    return QString::fromStdString(nq::fileName(col));
}

QString squareName(int n, int row, int col)
{
    return QString::fromStdString(nq::squareName(n, { row, col }));
}

} // namespace text
