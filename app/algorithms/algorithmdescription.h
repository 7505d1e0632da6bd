// SPDX-License-Identifier: MIT
#pragma once

#include "learn/question.h"
#include "solver/algorithm.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <cstdint>

/*
 * Everything the program says and shows about one algorithm, apart from its
 * search (solver/): its words, its pseudocode and the line an event stands
 * for, how the panels lay out its data, which counters, marks and predict
 * questions fit it and what practice checks. One subclass per algorithm,
 * registered once in AlgorithmRegistry; the panels, the narrator, the modes,
 * the engines and the CLI ask the description instead of switching on the
 * algorithm (as Cute Chess keeps each chess variant in one board class).
 *
 * Descriptions are constant values without state: any thread may ask them.
 * The texts are translated when asked (QCoreApplication::translate with
 * the contexts the panels had before, so the translations carried over).
 */
class AlgorithmDescription
{
public:
    // How the variables panel lays out the algorithm's data at a position
    // (explain/variablespanel.h describes each layout).
    enum class VariablesView {
        Permutation, // p = [...], the refused pair
        Queens, // the queens placed, the attacker of a refused square
        QueensAndFreeColumns, // Queens with the columns no queen holds
        MarkedBoard, // the marked board copy of the row being filled
        LockArrays, // the three lock arrays
        Masks, // the bit masks of the row being filled
        Domains, // each empty row's domain
        ItemSizes, // the options left in each row and column item
        Repair, // the conflicts and the attackers of the row repaired
    };
    // How the call stack panel builds its frames (explain/callstackpanel.h).
    enum class CallStackView {
        Permutation, // one loop over the permutations: a single frame
        Repair, // one loop of repair moves: a single frame
        Rows, // one frame per row filled top down, from the board
        DomainRows, // as Rows, the levels worked out as forward checking chooses
        ChosenRows, // one frame per level, each with the row MRV chose
        ChosenItems, // one frame per level, each with the row or column chosen (i)
    };
    // What practice mode tells the pupil to do next (gui/learn/practicemode).
    enum class PracticeHint {
        Permutation, // test the permutation, then the next one
        EveryColumn, // look at every square of the row from the left
        FreeColumns, // look only at the columns no queen holds
        DomainRows, // place on the row's first square left; the program prunes
        ChosenLine, // place on the first square left of the row or column chosen
    };

    // What an algorithm does and shows, as plain data.
    struct Traits
    {
        VariablesView variables = VariablesView::Queens;
        CallStackView callStack = CallStackView::Rows;
        PracticeHint practice = PracticeHint::EveryColumn;
        // refuses, choosesColumns, triesFreeColumnsOnly and questions are
        // the search's facts and predict's questions, which the engines need
        // without Qt: the constructor takes them from the solver
        // (nq::AlgorithmInfo) and the learn engines (nq::learn::questionKinds),
        // and a description does not set them.
        //
        // It refuses squares (its stream has Reject events): the rejections
        // counter, predict's "refuse" answer and Attacker question, practice's
        // refusals.
        bool refuses = true;
        // It keeps domains and prunes them (Prune and Wipeout events): the
        // prunes and wipe-outs counters, the domain marks on the board.
        bool keepsDomains = false;
        // It covers lines (rows, columns and diagonals) as exact cover does:
        // the covered-line marks on the board.
        bool coversLines = false;
        // Its Choose may name a column (row -1), not only a row.
        bool choosesColumns = false;
        // Each row tries only the columns no queen holds: practice does not
        // expect the pupil to refuse a square of a held column.
        bool triesFreeColumnsOnly = false;
        // It counts the permutations it tests (Stats::permutations).
        bool countsPermutations = false;
        // The predict questions that fit it: bit k for QuestionKind k.
        unsigned questions = 0;
        // Its place among the algorithms the compare window opens beside the
        // current one (1 first), 0 when it is not one of them.
        int compareOrder = 0;
    };

    virtual ~AlgorithmDescription() = default;
    AlgorithmDescription(const AlgorithmDescription &) = delete;
    AlgorithmDescription &operator=(const AlgorithmDescription &) = delete;

    nq::Algorithm id() const { return m_id; }
    // The solver's facts: CLI name, work measure, largest board, kind.
    const nq::AlgorithmInfo &info() const { return nq::algorithmInfo(m_id); }
    const Traits &traits() const { return m_traits; }
    // True when predict mode may ask `kind` during a run of this algorithm.
    bool fits(nq::learn::QuestionKind kind) const;

    // "Lock lines", ...: the name in menus and lists, translated by the
    // translators installed.
    QString title() const { return QCoreApplication::translate("AlgorithmText", titleSource()); }
    // The title's English source (context AlgorithmText), for a caller
    // that translates it otherwise: the homework, in its own language.
    virtual const char *titleSource() const = 0;
    // One sentence on how it searches, for tooltips.
    virtual QString summary() const = 0;
    // "Lock lookups", ...: what its work counter counts.
    virtual QString workMeasure() const = 0;

    // The pseudocode, translated, one entry per line (8 to 16 lines), each
    // indented by two spaces per block level. Line 0 is the heading of the
    // search (the recursive function of the backtrackers).
    virtual QStringList pseudocode() const = 0;
    // The 0-based index into pseudocode() of the line being executed when an
    // event of `kind` has just happened; `line` and `index` are the event's
    // (Event::line, Event::index). Always a valid index; Done (the start
    // position as well as the end of the search) is 0, and so is a kind the
    // algorithm never yields. Each subclass says which line each kind is.
    virtual int pseudocodeLine(nq::EventKind kind, nq::Line line, std::uint64_t index) const = 0;

    // The caption above the variables panel's text (context VariablesPanel).
    virtual QString variablesCaption() const = 0;
    // The caption above the call stack (context CallStackPanel).
    virtual QString callStackCaption() const = 0;

protected:
    AlgorithmDescription(nq::Algorithm id, const Traits &traits);

    // The pseudocode line of each event kind a search yields (the start and
    // Done at the heading, 0); a kind it never yields falls back on the
    // heading too.
    struct KindLines
    {
        int place;
        int remove;
        int record;
        int reject = 0;
        int prune = 0;
        int wipeout = 0;
        int choose = 0;
    };
    static int lineOf(const KindLines &lines, nq::EventKind kind);

    // Pseudocode written line by line into fixed slots (an enum of line
    // indexes per algorithm), so that pseudocode() and pseudocodeLine()
    // cannot drift apart.
    class Code
    {
    public:
        explicit Code(int count);
        // Puts `text` on line `index`, indented `level` blocks deep.
        Code &at(int index, int level, const QString &text);
        // Every slot filled (asserted).
        QStringList lines() const;

    private:
        QStringList m_lines;
    };

private:
    nq::Algorithm m_id;
    Traits m_traits;
};
