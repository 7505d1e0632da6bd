// SPDX-License-Identifier: MIT
#include "export/exportcommands.h"

#include "board/boardscene.h"
#include "play/playcontroller.h"
#include "play/playmode.h"
#include "play/playposition.h"
#include "display/boardpresenter.h"
#include "run/algorithmtext.h"
#include "run/narrator.h"
#include "run/runcontroller.h"
#include "run/runstate.h"

#include <QPainter>
#include <QPrinter>

#include "solver/solutions.h"
#include "solver/symmetry.h"

#include <span>
#include <vector>

ExportCommands::ExportCommands(const BoardPresenter *presenter, const RunController *controller)
    : m_presenter(presenter)
    , m_controller(controller)
{ }

QString ExportCommands::caption() const
{
    return m_presenter->caption();
}

QList<int> ExportCommands::shownBoard() const
{
    return m_presenter->shownBoard();
}

BoardPainter::Options ExportCommands::options(
    bool coordinates, const QString &caption, bool names) const
{
    BoardPainter::Options options;
    options.coordinates = coordinates;
    options.caption = caption;
    options.margins = true; // a picture of its own, on the clipboard and paper too
    // Files look like the screen: the board colours the user chose.
    options.theme = m_presenter->theme();
    // Play mode: the queens shownBoard() leaves out, the second and later of a row.
    options.moreQueens = m_presenter->extraQueens();
    const QList<int> refused = m_presenter->rejection();
    options.rejection = { refused[0], refused[1], refused[2], refused[3] };
    // Play mode's conflicts, as its layer draws them; the marks of the
    // board under it are covered by the layer.
    options.conflictsMarked = m_presenter->shown() == BoardPresenter::Shown::Play;
    if (m_presenter->shown() != BoardPresenter::Shown::Play) {
        options.currentRow = m_presenter->scene()->currentRow();
        options.propagation = m_presenter->scene()->propagation();
        options.solutionMarked = m_presenter->scene()->isSolutionMarked();
    }
    // At step 0 nothing has been tried: the screen outlines the row the
    // search will start in, but a handout of the board is a clean board.
    if (m_presenter->shown() == BoardPresenter::Shown::Run && m_controller->state().step() == 0) {
        options.currentRow = -1;
        options.propagation.currentColumn = -1;
    }
    options.squareNames = names;
    return options;
}

QString ExportCommands::fileStem() const
{
    return m_presenter->fileStem();
}

bool ExportCommands::exportBoard(const QString &path, BoardExporter::Format format, int pixels,
    bool coordinates, const QString &caption, QString *error, bool names) const
{
    return BoardExporter::writeBoard(
        path, format, shownBoard(), options(coordinates, caption, names), pixels, error);
}

bool ExportCommands::exportSheet(const QString &path, BoardExporter::Format format,
    bool fundamental, int pixels, QString *error, bool coordinates) const
{
    const int n = m_controller->boardSize();
    const auto boards = fundamental ? nq::fundamentalSolutions(n, MaxSheetBoards + 1)
                                    : nq::allSolutions(n, MaxSheetBoards + 1);
    if (boards.empty()) {
        *error = tr("The %1 x %1 board has no solution to put on a sheet.").arg(n);
        return false;
    }
    if (boards.size() > std::size_t(MaxSheetBoards)) {
        *error = tr("The %1 x %1 board has more than %2 solutions: too many for one sheet.")
                     .arg(n)
                     .arg(MaxSheetBoards);
        return false;
    }
    QList<QList<int>> sheet;
    for (const auto &board : boards) {
        sheet.append(QList<int>(board.begin(), board.end()));
    }
    const QString title = fundamental
        ? tr("The %1 fundamental solutions of %2 queens").arg(sheet.size()).arg(n)
        : tr("The %1 solutions of %2 queens").arg(sheet.size()).arg(n);
    return BoardExporter::writeSheet(
        path, format, sheet, title, pixels, error, m_presenter->theme(), coordinates);
}

QList<BoardExporter::Picture> ExportCommands::frames(
    quint64 first, quint64 last, bool coordinates, bool captions, bool counters) const
{
    // The search is deterministic: run it again to the range, step by step,
    // from the run's given queens if it has any.
    const int n = m_controller->boardSize();
    const nq::Algorithm algorithm = m_controller->algorithm();
    const QList<int> &start = m_controller->start();
    const std::vector<int> given(start.begin(), start.end());
    RunState state(n, start, algorithm);
    QList<RunState> states;
    if (first == 0) {
        states.append(state);
    }
    for (const nq::Event &event : given.empty()
             ? nq::solve(algorithm, n, m_controller->seed())
             : nq::solve(algorithm, n, m_controller->seed(), std::span<const int>(given))) {
        if (event.kind == nq::EventKind::Done) {
            // The run's last step is shown as its end, as on the screen.
            state.finish(event.work);
            if (!states.isEmpty() && states.constLast().step() == state.step()) {
                states.last() = state;
            }
            break;
        }
        if (state.step() >= last) {
            break;
        }
        state.apply(StepEvent::from(event), event.work);
        if (state.step() >= first) {
            states.append(state);
        }
    }
    // Each frame is the board the screen shows at its step
    // (BoardPresenter::drawRun), under the status line's words for it.
    const Narrator narrator(n, algorithm, m_controller->seed(), start);
    QList<BoardExporter::Picture> pictures;
    int lines = 0;
    for (const RunState &step : std::as_const(states)) {
        BoardExporter::Picture picture;
        picture.columns = step.board();
        BoardPainter::Options &options = picture.options;
        options.coordinates = coordinates;
        options.margins = true;
        options.theme = m_presenter->theme();
        const StepEvent &event = step.last();
        if (event.kind == nq::EventKind::Reject && !step.isFinished()) {
            options.rejection = { event.row, event.col, event.byRow, event.byCol };
        }
        // The chosen row of mrv and dancing links, as drawRun() outlines it.
        options.currentRow = step.position().focusRow();
        options.propagation = BoardPainter::Propagation::from(step.position().marks());
        options.solutionMarked = event.kind == nq::EventKind::Solution;
        if (captions) {
            options.caption = tr("%1 queens, %2, step %3: %4")
                                  .arg(n)
                                  .arg(AlgorithmText::title(algorithm))
                                  .arg(step.step())
                                  .arg(narrator.caption(step));
        }
        if (captions && counters) {
            const RunCounters &c = step.counters();
            options.caption += QLatin1Char(' ')
                + tr("Placements %1, backtracks %2, rejections %3, solutions %4.")
                      .arg(c.placements)
                      .arg(c.removals)
                      .arg(c.rejections)
                      .arg(c.solutions);
        }
        lines = std::max(lines, BoardPainter::captionLines(n, options));
        pictures.append(picture);
    }
    // Every frame the same size, so that slides do not jump.
    for (BoardExporter::Picture &picture : pictures) {
        picture.options.captionLines = lines;
    }
    return pictures;
}

bool ExportCommands::showsSolution() const
{
    const BoardPresenter::Shown shown = m_presenter->shown();
    return shown == BoardPresenter::Shown::Solution || shown == BoardPresenter::Shown::Orbit;
}

QList<BoardExporter::Picture> ExportCommands::orbitFrames(bool coordinates, bool captions) const
{
    if (!showsSolution()) {
        return {};
    }
    const QList<int> board = shownBoard();
    const std::vector<int> columns(board.begin(), board.end());
    QList<QList<int>> images;
    for (int symmetry = 0; symmetry < 8; ++symmetry) {
        const std::vector<int> image = nq::transform(columns, nq::Symmetry(symmetry));
        const QList<int> turned(image.begin(), image.end());
        if (!images.contains(turned)) {
            images.append(turned);
        }
    }
    QList<BoardExporter::Picture> pictures;
    int lines = 0;
    for (qsizetype i = 0; i < images.size(); ++i) {
        BoardExporter::Picture picture;
        picture.columns = images[i];
        BoardPainter::Options &options = picture.options;
        options.coordinates = coordinates;
        options.margins = true;
        options.theme = m_presenter->theme();
        options.solutionMarked = true;
        if (captions) {
            options.caption = tr("%1 queens: image %2 of %3 of one solution under rotation and "
                                 "reflection")
                                  .arg(board.size())
                                  .arg(i + 1)
                                  .arg(images.size());
        }
        lines = std::max(lines, BoardPainter::captionLines(int(board.size()), options));
        pictures.append(picture);
    }
    for (BoardExporter::Picture &picture : pictures) {
        picture.options.captionLines = lines;
    }
    return pictures;
}

namespace {

// Play mode's positions of the board's size now, oldest first.
QList<PlayPosition> playHistory(const BoardPresenter *presenter)
{
    const PlayMode *play = presenter->playMode();
    if (!play) {
        return {};
    }
    QList<PlayPosition> positions = play->controller()->history();
    // A position started from another size is the start of this size's moves.
    const int n = play->controller()->boardSize();
    const auto other = std::find_if(positions.rbegin(), positions.rend(),
        [n](const PlayPosition &position) { return position.size() != n; });
    positions.erase(positions.begin(), other.base());
    return positions;
}

} // namespace

bool ExportCommands::hasPlayMoves() const
{
    return playHistory(m_presenter).size() > 1;
}

bool ExportCommands::showsPlay() const
{
    return m_presenter->shown() == BoardPresenter::Shown::Play;
}

QList<BoardExporter::Picture> ExportCommands::playFrames(bool coordinates, bool captions) const
{
    const QList<PlayPosition> positions = playHistory(m_presenter);
    QList<BoardExporter::Picture> pictures;
    int lines = 0;
    for (qsizetype i = 0; i < positions.size(); ++i) {
        const PlayPosition &position = positions[i];
        BoardExporter::Picture picture;
        // The first queen of each row; the others, as the still of play mode.
        picture.columns = position.model().columns();
        BoardPainter::Options &options = picture.options;
        for (const QPoint &queen : position.queens()) {
            if (picture.columns[queen.y()] != queen.x()) {
                options.moreQueens.append(queen);
            }
        }
        options.coordinates = coordinates;
        options.margins = true;
        options.theme = m_presenter->theme();
        options.solutionMarked = position.isSolved(); // play mode's layer frames it too
        options.conflictsMarked = true; // and marks its conflicts
        if (captions) {
            options.caption = tr("%1 queens, play mode, move %2 of %3")
                                  .arg(position.size())
                                  .arg(i)
                                  .arg(positions.size() - 1);
        }
        lines = std::max(lines, BoardPainter::captionLines(position.size(), options));
        pictures.append(picture);
    }
    for (BoardExporter::Picture &picture : pictures) {
        picture.options.captionLines = lines;
    }
    return pictures;
}

bool ExportCommands::exportFrames(const QString &directory, quint64 first, quint64 last, int pixels,
    QString *error, QStringList *written, bool coordinates) const
{
    if (first > last || last - first + 1 > quint64(MaxFrames)) {
        *error = tr("Choose from 1 to %1 steps for a frame sequence.").arg(MaxFrames);
        return false;
    }
    const QList<BoardExporter::Picture> pictures = frames(first, last, coordinates);
    if (pictures.isEmpty()) {
        *error = tr("The run ends before step %1.").arg(first);
        return false;
    }
    // Named by their steps: frame-0012.png is step 12 (the first picture is step `first`).
    return BoardExporter::writeFrames(directory, pictures, first, pixels, error, written);
}

QImage ExportCommands::boardImage(int pixels, const QString &caption, bool names) const
{
    const BoardPainter::Options shown = options(true, caption, names);
    QImage image(BoardPainter::sizeForWidth(pixels, m_presenter->scene()->boardSize(), shown),
        QImage::Format_ARGB32_Premultiplied);
    image.fill(shown.theme.background);
    QPainter painter(&image);
    BoardPainter::paint(&painter, QRectF(image.rect()), shownBoard(), shown);
    return image;
}

void ExportCommands::print(QPrinter *printer, const QString &caption, bool names) const
{
    QPainter painter(printer);
    const QRectF page = printer->pageLayout().paintRectPixels(printer->resolution());
    BoardPainter::paint(&painter, QRectF(QPointF(0, 0), page.size()), shownBoard(),
        options(true, caption, names));
}
