// SPDX-License-Identifier: MIT
#include "export/exportcommands.h"

#include "board/boardscene.h"
#include "present/boardpresenter.h"
#include "run/algorithmtext.h"
#include "run/runcontroller.h"
#include "run/runstate.h"

#include <QPainter>
#include <QPrinter>

#include "solver/solutions.h"

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

BoardPainter::Options ExportCommands::options(bool coordinates, const QString &caption) const
{
    BoardPainter::Options options;
    options.coordinates = coordinates;
    options.caption = caption;
    // Files look like the screen: the board colours the user chose.
    options.theme = m_presenter->theme();
    // Play mode: the queens shownBoard() leaves out, the second and later of a row.
    options.moreQueens = m_presenter->extraQueens();
    const QList<int> refused = m_presenter->rejection();
    options.rejection = { refused[0], refused[1], refused[2], refused[3] };
    return options;
}

bool ExportCommands::exportBoard(const QString &path, BoardExporter::Format format, int pixels,
    bool coordinates, const QString &caption, QString *error) const
{
    return BoardExporter::writeBoard(
        path, format, shownBoard(), options(coordinates, caption), pixels, error);
}

bool ExportCommands::exportSheet(const QString &path, BoardExporter::Format format,
    bool fundamental, int pixels, QString *error) const
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
    return BoardExporter::writeSheet(path, format, sheet, title, pixels, error, m_presenter->theme());
}

bool ExportCommands::exportFrames(const QString &directory, quint64 first, quint64 last, int pixels,
    QString *error, QStringList *written) const
{
    if (first > last || last - first + 1 > quint64(MaxFrames)) {
        *error = tr("Choose from 1 to %1 steps for a frame sequence.").arg(MaxFrames);
        return false;
    }
    // The search is deterministic: run it again to the range, board by board.
    const int n = m_controller->boardSize();
    RunState state(n);
    QList<QList<int>> frames;
    if (first == 0) {
        frames.append(state.board());
    }
    for (const nq::Event &event : nq::solve(m_controller->algorithm(), n)) {
        if (event.kind == nq::EventKind::Done || state.step() >= last) {
            break;
        }
        state.apply(StepEvent::from(event), event.work);
        if (state.step() >= first) {
            frames.append(state.board());
        }
    }
    BoardPainter::Options options;
    options.theme = m_presenter->theme();
    // BoardExporter puts the frame's number where the caption says %1.
    options.caption = tr("%1 queens, %2, steps %3 to %4: frame %5")
                          .arg(n)
                          .arg(AlgorithmText::title(m_controller->algorithm()))
                          .arg(first)
                          .arg(last)
                          .arg(QStringLiteral("%1"));
    return BoardExporter::writeFrames(directory, frames, options, pixels, error, written);
}

QImage ExportCommands::boardImage(int pixels, const QString &caption) const
{
    const BoardPainter::Options shown = options(true, caption);
    QImage image(BoardPainter::sizeForWidth(pixels, m_presenter->scene()->boardSize(), shown),
        QImage::Format_ARGB32_Premultiplied);
    image.fill(shown.theme.background);
    QPainter painter(&image);
    BoardPainter::paint(&painter, QRectF(image.rect()), shownBoard(), shown);
    return image;
}

void ExportCommands::print(QPrinter *printer, const QString &caption) const
{
    QPainter painter(printer);
    const QRectF page = printer->pageLayout().paintRectPixels(printer->resolution());
    BoardPainter::paint(
        &painter, QRectF(QPointF(0, 0), page.size()), shownBoard(), options(true, caption));
}
