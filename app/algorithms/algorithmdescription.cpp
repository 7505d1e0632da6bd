// SPDX-License-Identifier: MIT
#include "algorithms/algorithmdescription.h"

/* TRANSLATOR Pseudocode

   Lines of pseudocode. Translate the words; keep the identifiers (row, col,
   n, p, x1, x2, board, next, columns, positive, negative, cols, diags, antis,
   free, bit, solve, search, domain, r, c, i, cover, uncover) and the
   operators as they are: the variables panel shows the same names.
*/

AlgorithmDescription::AlgorithmDescription(nq::Algorithm id, const Traits &traits)
    : m_id(id)
    , m_traits(traits)
{
    // One list of each fact: the solver's and the engines' (see Traits).
    const nq::AlgorithmInfo &search = nq::algorithmInfo(id);
    m_traits.refuses = search.refuses;
    m_traits.choosesColumns = search.choosesColumns;
    m_traits.triesFreeColumnsOnly = search.triesFreeColumnsOnly;
    m_traits.questions = nq::learn::questionKinds(id);
}

bool AlgorithmDescription::fits(nq::learn::QuestionKind kind) const
{
    return (m_traits.questions >> static_cast<int>(kind)) & 1u;
}

int AlgorithmDescription::lineOf(const KindLines &lines, nq::EventKind kind)
{
    switch (kind) {
    case nq::EventKind::Place:
        return lines.place;
    case nq::EventKind::Remove:
        return lines.remove;
    case nq::EventKind::Solution:
        return lines.record;
    case nq::EventKind::Reject:
        return lines.reject;
    case nq::EventKind::Prune:
        return lines.prune;
    case nq::EventKind::Wipeout:
        return lines.wipeout;
    case nq::EventKind::Choose:
        return lines.choose;
    case nq::EventKind::Done:
        break;
    }
    return 0; // the heading
}

AlgorithmDescription::Code::Code(int count)
    : m_lines(count)
{ }

AlgorithmDescription::Code &AlgorithmDescription::Code::at(
    int index, int level, const QString &text)
{
    m_lines[index] = QString(2 * level, QLatin1Char(' ')) + text;
    return *this;
}

QStringList AlgorithmDescription::Code::lines() const
{
    Q_ASSERT(!m_lines.contains(QString()));
    return m_lines;
}
