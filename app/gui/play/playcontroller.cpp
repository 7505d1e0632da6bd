// SPDX-License-Identifier: MIT
#include "play/playcontroller.h"

#include "render/boardpainter.h"
#include "play/playcommand.h"

#include <QLocale>
#include <QStringList>
#include <QUndoStack>

#include "solver/solutions.h"
#include "solver/symmetry.h"
#include "text/squarenames.h"

PlayController::PlayController(QObject *parent)
    : QObject(parent)
    , m_undo(new QUndoStack(this))
    , m_hintJob([this](const nq::Hint &hint) { onHint(hint); })
{
    m_undo->setUndoLimit(UndoLimit);
}

PlayController::~PlayController()
{
    cancelHint(); // joins the search's thread
}

QList<PlayPosition> PlayController::history() const
{
    QList<PlayPosition> positions;
    for (int i = 0; i < m_undo->index(); ++i) {
        // Every command on the stack is a PlayCommand (edit() pushes them).
        const auto *move = static_cast<const PlayCommand *>(m_undo->command(i));
        if (positions.isEmpty()) {
            positions.append(move->before());
        }
        positions.append(move->after());
    }
    if (positions.isEmpty()) {
        positions.append(m_position);
    }
    return positions;
}

void PlayController::edit(const QString &text, const PlayPosition &after)
{
    if (after == m_position) {
        return;
    }
    m_undo->push(new PlayCommand(this, text, m_position, after)); // applies it
}

void PlayController::toggleQueen(int row, int col)
{
    setQueen(row, col, !m_position.hasQueen(row, col));
}

void PlayController::setQueen(int row, int col, bool queen)
{
    if (!m_position.isOnBoard(row, col)) {
        return;
    }
    PlayPosition after = m_position;
    after.setQueen(row, col, queen);
    const QString square = text::squareName(m_position.size(), row, col);
    edit(queen ? tr("Place a queen on %1").arg(square) : tr("Remove the queen from %1").arg(square),
        after);
}

void PlayController::clear()
{
    edit(tr("Clear the board"), PlayPosition(m_position.size()));
}

void PlayController::startFrom(const PlayPosition &position)
{
    edit(tr("Start from a position"), position);
}

void PlayController::setBoardSize(int n)
{
    m_undo->clear();
    showPosition(PlayPosition(n));
}

void PlayController::showPosition(const PlayPosition &position)
{
    cancelHint();
    const bool changed = !(position == m_position);
    m_position = position;
    m_identity.reset();
    if (m_position.isSolved() && m_position.size() <= nq::MaxIdentifySize) {
        const QList<int> columns = *m_position.columns();
        m_identity = nq::identify(std::span<const int>(columns.constData(), columns.size()));
    }
    if (changed) {
        emit positionChanged();
    }
}

void PlayController::cancelHint()
{
    // An answer already found is dropped; the search checks for a stop every
    // 256 placements, so the join is quick.
    m_hintJob.cancel();
    if (m_hintState != HintState::None) {
        m_hintState = HintState::None;
        m_hintSquare = QPoint(-1, -1);
        emit hintChanged();
    }
}

void PlayController::requestHint()
{
    if (m_hintState == HintState::Searching) {
        return;
    }
    m_hintSquare = QPoint(-1, -1);
    if (m_position.isSolved()) {
        m_hintState = HintState::Solved;
    } else if (!m_position.attackingPairs().isEmpty()) {
        m_hintState = HintState::Conflicts;
    } else {
        // No attacking pair: at most one queen a row, so columns() exists.
        const QList<int> columns = *m_position.columns();
        std::vector<int> board(columns.begin(), columns.end());
        m_hintState = HintState::Searching;
        m_hintJob.start([board = std::move(board)](std::stop_token stop,
                            const BackgroundJob<nq::Hint>::Report &) -> std::optional<nq::Hint> {
            nq::CompletionLimits limits;
            limits.maxNodes = HintNodeBudget;
            limits.stop = stop;
            const nq::Hint hint = nq::findHint(board, limits);
            if (hint.outcome == nq::CompletionOutcome::Stopped) {
                return std::nullopt; // cancelled: a newer position or the controller going
            }
            return hint;
        });
    }
    emit hintChanged();
}

void PlayController::onHint(const nq::Hint &hint)
{
    m_hintNodes = hint.nodes;
    switch (hint.outcome) {
    case nq::CompletionOutcome::Found:
        m_hintState = hint.row >= 0 ? HintState::Found : HintState::Solved;
        m_hintSquare = QPoint(hint.col, hint.row);
        break;
    case nq::CompletionOutcome::Impossible:
        m_hintState = HintState::DeadEnd;
        break;
    case nq::CompletionOutcome::GaveUp:
    case nq::CompletionOutcome::Stopped:
        m_hintState = HintState::GaveUp;
        break;
    }
    emit hintChanged();
}

QString PlayController::queensLeftText() const
{
    const int left = m_position.queensLeft();
    if (left > 0) {
        return tr("%n queen(s) left", nullptr, left);
    }
    if (left < 0) {
        return tr("%n queen(s) too many", nullptr, -left);
    }
    return tr("All %n queen(s) placed", nullptr, m_position.size());
}

QString PlayController::statusText() const
{
    const int n = m_position.size();
    QStringList sentences;
    const int pairs = int(m_position.attackingPairs().size());
    if (m_position.isSolved()) {
        if (m_identity) {
            const QLocale locale;
            sentences << tr("Solved! Solution %1 of %2, fundamental class %3 of %4.")
                             .arg(locale.toString(quint64(m_identity->index)),
                                 locale.toString(quint64(m_identity->total)),
                                 locale.toString(quint64(m_identity->fundamentalIndex)),
                                 locale.toString(quint64(m_identity->fundamentalTotal)));
        } else {
            const QList<int> columns = *m_position.columns();
            const int orbit = nq::orbitSize(std::span<const int>(columns.constData(), n));
            sentences << tr("Solved! No queen attacks another.")
                      << tr("This board's symmetry class has %n board(s); solutions are numbered "
                            "only up to %1 x %1.",
                             nullptr, orbit)
                             .arg(nq::MaxIdentifySize);
        }
    } else if (pairs > 0) {
        sentences << tr("%n pair(s) of queens attack each other: remove or move the marked "
                        "queens.",
            nullptr, pairs);
    } else if (m_position.queensLeft() < 0) {
        sentences << tr("Too many queens: a board of %1 x %1 holds at most %1 queens that do not "
                        "attack each other.")
                         .arg(n);
    } else if (m_position.queenCount() == 0) {
        sentences << tr("Place %n queen(s) so that none attacks another.", nullptr, n);
    } else {
        sentences << tr("No queen attacks another so far.");
    }
    switch (m_hintState) {
    case HintState::None:
    case HintState::Solved:
        break;
    case HintState::Searching:
        sentences << tr("Looking for a hint...");
        break;
    case HintState::Found:
        sentences << tr("Hint: a queen on %1 still leads to a solution.")
                         .arg(text::squareName(n, m_hintSquare.y(), m_hintSquare.x()));
        break;
    case HintState::DeadEnd:
        sentences << tr("No solution from here: no solution keeps all these queens.");
        break;
    case HintState::Conflicts:
        sentences << tr("Remove the conflicting queens first.");
        break;
    case HintState::GaveUp:
        sentences << tr("The hint search gave up after %1 tries: place or remove a queen and "
                        "ask again.")
                         .arg(QLocale().toString(m_hintNodes));
        break;
    }
    return sentences.join(QLatin1Char(' '));
}

QString PlayController::boardDescription() const
{
    const int n = m_position.size();
    QStringList squares;
    for (const QPoint &queen : m_position.queens()) {
        squares << text::squareName(n, queen.y(), queen.x());
    }
    QString text = squares.isEmpty()
        ? tr("Play mode, %1 x %1 board, no queens.").arg(n)
        : tr("Play mode, %1 x %1 board, %n queen(s): %2.", nullptr, int(squares.size()))
              .arg(QString::number(n), squares.join(QStringLiteral(", ")));
    return text + QLatin1Char(' ') + statusText();
}
