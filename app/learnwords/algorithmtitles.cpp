// SPDX-License-Identifier: MIT
#include "learnwords/algorithmtitles.h"

namespace {

// The English source of each title, as the descriptions translate it
// (app/algorithms). A switch, so that the compiler names an algorithm
// added without its title here.
const char *source(nq::Algorithm algorithm)
{
    switch (algorithm) {
    case nq::Algorithm::Permutations:
        return QT_TRANSLATE_NOOP("AlgorithmText", "Permutations");
    case nq::Algorithm::CheckQueens:
        return QT_TRANSLATE_NOOP("AlgorithmText", "Check queens");
    case nq::Algorithm::MarkBoard:
        return QT_TRANSLATE_NOOP("AlgorithmText", "Mark board");
    case nq::Algorithm::LockLines:
        return QT_TRANSLATE_NOOP("AlgorithmText", "Lock lines");
    case nq::Algorithm::Bitmask:
        return QT_TRANSLATE_NOOP("AlgorithmText", "Bitmask");
    case nq::Algorithm::AvailableColumns:
        return QT_TRANSLATE_NOOP("AlgorithmText", "Available columns");
    case nq::Algorithm::ForwardChecking:
        return QT_TRANSLATE_NOOP("AlgorithmText", "Forward checking");
    case nq::Algorithm::Mrv:
        return QT_TRANSLATE_NOOP("AlgorithmText", "MRV");
    case nq::Algorithm::DancingLinks:
        return QT_TRANSLATE_NOOP("AlgorithmText", "Dancing links");
    case nq::Algorithm::MinConflicts:
        return QT_TRANSLATE_NOOP("AlgorithmText", "Min-conflicts");
    }
    return "";
}

} // namespace

QString AlgorithmTitles::title(nq::Algorithm algorithm, const TranslateFunction &translate)
{
    return translate("AlgorithmText", source(algorithm), nullptr, -1);
}
