// SPDX-License-Identifier: MIT
#include "classcore/classanswer.h"

#include "solver/notation.h"

QString ClassAnswer::name() const
{
    if (square)
        return QString::fromStdString(nq::squareName(n, *square));
    return option;
}
