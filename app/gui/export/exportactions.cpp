// SPDX-License-Identifier: MIT
#include "export/exportactions.h"

#include "export/exportanimationdialog.h"
#include "export/exportcommands.h"
#include "run/runcontroller.h"

#include <QAction>
#include <QClipboard>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QInputDialog>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrinter>
#include <QProgressDialog>

#include <limits>

ExportActions::ExportActions(
    ExportCommands *commands, const RunController *controller, QWidget *window)
    : QObject(window)
    , m_commands(commands)
    , m_controller(controller)
    , m_window(window)
    , m_exportBoard(new QAction(this))
    , m_exportSheet(new QAction(this))
    , m_exportFrames(new QAction(this))
    , m_exportAnimation(new QAction(this))
    , m_coordinates(new QAction(this))
    , m_squareNames(new QAction(this))
    , m_copy(new QAction(this))
    , m_print(new QAction(this))
{
    m_exportBoard->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    m_exportSheet->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    m_copy->setShortcut(QKeySequence::Copy);
    m_print->setShortcut(QKeySequence::Print);
    m_coordinates->setCheckable(true);
    m_coordinates->setChecked(true);
    m_squareNames->setObjectName(QStringLiteral("exportSquareNames"));
    m_squareNames->setCheckable(true);
    connect(m_exportBoard, &QAction::triggered, this, &ExportActions::exportBoard);
    connect(m_exportSheet, &QAction::triggered, this, &ExportActions::exportSheet);
    connect(m_exportFrames, &QAction::triggered, this, &ExportActions::exportFrames);
    connect(m_exportAnimation, &QAction::triggered, this, &ExportActions::exportAnimation);
    connect(m_copy, &QAction::triggered, this, &ExportActions::copyBoard);
    connect(m_print, &QAction::triggered, this, &ExportActions::printBoard);
    for (QAction *action : actions()) {
        window->addAction(action);
    }
    retranslate();
}

QList<QAction *> ExportActions::actions() const
{
    return { m_exportBoard, m_exportSheet, m_exportFrames, m_exportAnimation, m_coordinates,
        m_squareNames, m_copy, m_print };
}

void ExportActions::retranslate()
{
    m_exportBoard->setText(tr("&Export board..."));
    m_exportBoard->setToolTip(tr("Save the board as shown as PNG, SVG or PDF"));
    m_exportSheet->setText(tr("Export contact &sheet..."));
    m_exportSheet->setToolTip(
        tr("All or the fundamental solutions of N, numbered, on PDF pages or one image"));
    m_exportFrames->setText(tr("Export &frames..."));
    m_exportFrames->setToolTip(tr("One PNG per step over a range of steps, for slides"));
    m_exportAnimation->setText(tr("Export &animation..."));
    m_exportAnimation->setToolTip(
        tr("Steps of the run or a solution's symmetries as an animated GIF, MP4 or WebM"));
    m_coordinates->setText(tr("Exports show coor&dinates"));
    m_coordinates->setToolTip(
        tr("Label the files (a, b, c...) and ranks (1, 2, 3...) of exported boards and of "
           "the boards of a contact sheet"));
    m_squareNames->setText(tr("Exports show square &names"));
    m_squareNames->setToolTip(tr("Write each square's name (a1, b1...) faintly in it on the "
                                 "exported, copied or printed board: a handout to write on"));
    m_copy->setText(tr("&Copy board"));
    m_copy->setToolTip(tr("Put the board as shown on the clipboard as an image"));
    m_print->setText(tr("&Print..."));
    m_print->setToolTip(tr("Print the board as shown on one page"));
    for (QAction *action : actions()) {
        action->setStatusTip(action->toolTip());
    }
}

QString ExportActions::caption() const
{
    return m_commands->caption();
}

void ExportActions::report(bool ok, const QString &done, const QString &error)
{
    if (ok) {
        emit this->done(done);
    } else {
        QMessageBox::warning(m_window, tr("Export failed"), error);
    }
}

void ExportActions::saved(
    bool ok, const QString &path, const QString &done, const QString &error)
{
    if (ok) {
        m_folder = QFileInfo(path).absolutePath();
    }
    report(ok, done, error);
}

QString ExportActions::proposedFramesFolder() const
{
    return m_folder.isEmpty() ? QDir::currentPath() : m_folder;
}

QString ExportActions::proposedBoardPath() const
{
    return QDir(proposedFramesFolder()).filePath(m_commands->fileStem() + QStringLiteral(".png"));
}

QString ExportActions::proposedSheetPath(bool fundamental) const
{
    const int n = m_controller->boardSize();
    return QDir(proposedFramesFolder())
        .filePath(fundamental ? QStringLiteral("queens-%1-fundamental-sheet.pdf").arg(n)
                              : QStringLiteral("queens-%1-sheet.pdf").arg(n));
}

void ExportActions::exportBoard()
{
    QString filter;
    QString path = QFileDialog::getSaveFileName(m_window, tr("Export board"), proposedBoardPath(),
        tr("PNG image (*.png);;SVG image (*.svg);;PDF document (*.pdf)"), &filter);
    if (path.isEmpty()) {
        return;
    }
    auto format = BoardExporter::formatFromName(QFileInfo(path).suffix().toLower());
    if (!format) {
        // No known suffix: take the filter's.
        format = filter.contains(QLatin1String("svg")) ? BoardExporter::Format::Svg
            : filter.contains(QLatin1String("pdf"))    ? BoardExporter::Format::Pdf
                                                       : BoardExporter::Format::Png;
        path += QLatin1Char('.') + BoardExporter::formatName(*format);
    }
    bool ok = true;
    int pixels = 800;
    if (*format == BoardExporter::Format::Png) {
        pixels = QInputDialog::getInt(m_window, tr("Export board"), tr("Width in pixels:"), 800,
            BoardExporter::MinPixels, BoardExporter::MaxPixels, 100, &ok);
    }
    if (!ok) {
        return;
    }
    QString error;
    const bool written = m_commands->exportBoard(
        path, *format, pixels, m_coordinates->isChecked(), caption(), &error,
        m_squareNames->isChecked());
    saved(written, path, tr("Board saved as %1.").arg(QDir::toNativeSeparators(path)), error);
}

void ExportActions::exportSheet()
{
    const QStringList choices { tr("All solutions"), tr("Fundamental solutions only") };
    bool ok = false;
    const QString choice = QInputDialog::getItem(
        m_window, tr("Export contact sheet"), tr("Which solutions:"), choices, 0, false, &ok);
    if (!ok) {
        return;
    }
    QString filter;
    const bool fundamental = choice == choices.last();
    const QString path = QFileDialog::getSaveFileName(m_window, tr("Export contact sheet"),
        proposedSheetPath(fundamental), tr("PDF document (*.pdf);;PNG image (*.png)"), &filter);
    if (path.isEmpty()) {
        return;
    }
    const auto format = QFileInfo(path).suffix().toLower() == QLatin1String("png")
        ? BoardExporter::Format::Png
        : BoardExporter::Format::Pdf;
    QString error;
    const bool written = m_commands->exportSheet(
        path, format, fundamental, 2400, &error, m_coordinates->isChecked());
    saved(written, path, tr("Contact sheet saved as %1.").arg(QDir::toNativeSeparators(path)), error);
}

void ExportActions::exportFrames()
{
    const quint64 furthest = m_controller->furthestStep();
    bool ok = false;
    const int first = QInputDialog::getInt(m_window, tr("Export frames"), tr("First step:"),
        int(std::min<quint64>(m_controller->state().step(), 1000000)), 0,
        std::numeric_limits<int>::max(), 1, &ok);
    if (!ok) {
        return;
    }
    const int last = QInputDialog::getInt(m_window, tr("Export frames"),
        tr("Last step (at most %1 frames; %2 steps reached so far):")
            .arg(ExportCommands::MaxFrames)
            .arg(furthest),
        first + 20, first, first + ExportCommands::MaxFrames - 1, 1, &ok);
    if (!ok) {
        return;
    }
    const QString directory = QFileDialog::getExistingDirectory(
        m_window, tr("Folder for the frames"), proposedFramesFolder());
    if (directory.isEmpty()) {
        return;
    }
    QString error;
    QStringList written;
    // Written first, counted after: the sentence needs the files written.
    const bool allWritten = m_commands->exportFrames(directory, quint64(first), quint64(last), 800,
        &error, &written, m_coordinates->isChecked());
    if (allWritten) {
        m_folder = QFileInfo(directory).absoluteFilePath();
    }
    report(allWritten,
        tr("%n frame(s) saved in %1.", nullptr, int(written.size()))
            .arg(QDir::toNativeSeparators(directory)),
        error);
}

QString ExportActions::proposedAnimationPath(
    bool orbit, quint64 first, quint64 last, const QString &format) const
{
    const int n = m_controller->boardSize();
    const QString name = orbit
        ? QStringLiteral("queens-%1-symmetries.%2").arg(n).arg(format)
        : QStringLiteral("queens-%1-steps-%2-%3.%4").arg(n).arg(first).arg(last).arg(format);
    return QDir(proposedFramesFolder()).filePath(name);
}

QString ExportActions::proposedPlayAnimationPath(const QString &format) const
{
    return QDir(proposedFramesFolder())
        .filePath(QStringLiteral("queens-%1-play.%2").arg(m_controller->boardSize()).arg(format));
}

void ExportActions::exportAnimation()
{
    ExportAnimationDialog dialog(m_controller->state().step(), m_controller->furthestStep(),
        m_commands->showsSolution(), m_commands->hasPlayMoves(), m_window);
    if (m_lastAnimation) {
        dialog.restore(*m_lastAnimation);
    }
    if (m_commands->showsPlay()) {
        dialog.setSource(ExportAnimationDialog::Source::Play);
    }
    if (dialog.exec() != QDialog::Accepted) {
        return;
    }
    const ExportAnimationDialog::Choice choice = dialog.choice();
    m_lastAnimation = choice;
    using Source = ExportAnimationDialog::Source;
    const bool steps = choice.source == Source::Steps;
    if (steps && choice.last - choice.first >= quint64(AnimationWriter::MaxFrames)) {
        report(false, {},
            tr("Choose from 1 to %1 steps for an animation.").arg(AnimationWriter::MaxFrames));
        return;
    }
    const QString format = AnimationWriter::formatName(choice.settings.format);
    const QString path = QFileDialog::getSaveFileName(m_window, tr("Export animation"),
        choice.source == Source::Play
            ? proposedPlayAnimationPath(format)
            : proposedAnimationPath(choice.source == Source::Orbit, choice.first, choice.last, format),
        tr("%1 files (*.%2)").arg(format.toUpper(), format));
    if (path.isEmpty()) {
        return;
    }
    QProgressDialog progress(tr("Drawing the frames..."), tr("Cancel"), 0, 1, m_window);
    progress.setWindowTitle(tr("Export animation"));
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(300);
    progress.setValue(0);
    const bool coordinates = m_coordinates->isChecked();
    QList<BoardExporter::Picture> frames;
    switch (choice.source) {
    case Source::Steps:
        frames = m_commands->frames(
            choice.first, choice.last, coordinates, choice.captions, choice.counters);
        break;
    case Source::Orbit:
        frames = m_commands->orbitFrames(coordinates, choice.captions);
        break;
    case Source::Play:
        frames = m_commands->playFrames(coordinates, choice.captions);
        break;
    }
    if (frames.isEmpty()) {
        report(false, {}, tr("The run ends before step %1.").arg(choice.first));
        return;
    }
    progress.setLabelText(tr("Writing %1...").arg(QFileInfo(path).fileName()));
    progress.setMaximum(int(frames.size()));
    QString error;
    // Modal, in the window's thread: the progress dialog keeps the window
    // painted between frames and its Cancel button stops the writer.
    const bool written = AnimationWriter::write(path, frames, choice.settings, &error,
        [&progress](qsizetype done, qsizetype) {
            progress.setValue(int(done));
            return !progress.wasCanceled();
        });
    if (progress.wasCanceled()) {
        emit done(tr("Export cancelled; nothing was written."));
        return;
    }
    progress.reset();
    saved(written, path,
        tr("Animation of %n frame(s) saved as %1.", nullptr, int(frames.size()))
            .arg(QDir::toNativeSeparators(path)),
        error);
}

void ExportActions::copyBoard()
{
    QGuiApplication::clipboard()->setImage(
        m_commands->boardImage(800, caption(), m_squareNames->isChecked()));
    emit done(tr("Board copied to the clipboard."));
}

void ExportActions::printBoard()
{
    QPrinter printer;
    QPrintDialog dialog(&printer, m_window);
    if (dialog.exec() == QDialog::Accepted) {
        m_commands->print(&printer, caption(), m_squareNames->isChecked());
    }
}
