// SPDX-License-Identifier: MIT
#include "mainwindow.h"

#include "algorithmtext.h"
#include "boardscene.h"
#include "boardview.h"
#include "callstackpanel.h"
#include "counterspanel.h"
#include "exportcommands.h"
#include "pseudocodepanel.h"
#include "runcontroller.h"
#include "searchtreeview.h"
#include "solutionspanel.h"
#include "variablespanel.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrinter>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QStatusBar>
#include <QStyle>
#include <QToolBar>

#include <limits>

MainWindow::MainWindow(int boardSize, nq::Algorithm algorithm, QWidget *parent)
    : QMainWindow(parent)
    , m_scene(new BoardScene(this))
    , m_view(new BoardView(m_scene, this))
    , m_controller(new RunController(m_scene, this))
    , m_counters(new CountersPanel(this))
    , m_pseudocode(new PseudocodePanel(this))
    , m_variables(new VariablesPanel(this))
    , m_callStack(new CallStackPanel(this))
    , m_tree(new SearchTreeView(this))
    , m_solutions(new SolutionsPanel(this))
    , m_export(new ExportCommands(m_scene, m_controller))
    , m_status(new QLabel(this))
{
    setWindowTitle(tr("N-Queens Visualizer"));
    setCentralWidget(m_view);
    m_view->setFocusPolicy(Qt::StrongFocus);

    createDocks();

    // The status changes with every shown step: its size must never make the
    // window lay itself out again (that costs milliseconds at top speed).
    m_status->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    m_status->setMinimumWidth(1);
    m_status->setAccessibleName(tr("What just happened"));
    statusBar()->addWidget(m_status, 1);

    createActions();
    createToolBar();
    createTimeline();
    createMenus();

    // At top speed the counters and the status change hundreds of times a
    // second: show them at most every PanelRefreshMs (nobody reads faster),
    // and at once whenever the run stops.
    m_panelRefresh.setSingleShot(true);
    m_panelRefresh.setInterval(PanelRefreshMs);
    connect(&m_panelRefresh, &QTimer::timeout, this, &MainWindow::refreshPanels);
    connect(m_controller, &RunController::statusChanged, this, &MainWindow::schedulePanels);
    connect(m_controller, &RunController::countersChanged, this, &MainWindow::schedulePanels);
    connect(m_controller, &RunController::modeChanged, this, &MainWindow::refreshPanels);
    // Any step or seek brings the run's own board back.
    connect(m_controller, &RunController::positionChanged, this, [this] { m_browsed = 0; });
    connect(m_controller, &RunController::modeChanged, this, &MainWindow::updateActions);
    // Only Reset depends on the counters; the rest change with the mode.
    connect(m_controller, &RunController::countersChanged, this, [this] {
        m_resetAction->setEnabled(m_controller->counters().steps > 0
            || m_controller->mode() != RunController::Mode::Paused);
    });
    connect(m_controller, &RunController::speedIndexChanged, this, &MainWindow::showSpeed);
    connect(m_controller, &RunController::positionChanged, this, &MainWindow::schedulePanels);
    // The search tree grows with every event reached, and seeks when clicked.
    connect(m_controller, &RunController::eventsReached, this,
        [this](const QList<StepEvent> &events, quint64 firstStep) {
            m_tree->appendEvents(events, firstStep);
            // At speed, the tree repaints with the panels (about ten times a
            // second), not at every batch: painting it costs more than growing it.
            if (m_controller->isRunning() && m_tree->updatesEnabled()) {
                if (!m_treeFrame.isValid() || m_treeFrame.elapsed() >= PanelRefreshMs) {
                    m_treeFrame.start();
                } else {
                    m_tree->setUpdatesEnabled(false);
                }
            }
        });
    connect(m_tree, &SearchTreeView::nodeActivated, m_controller, &RunController::seek);
    // Browsing: the board shows the chosen solution (the run pauses), and an
    // orbit image is shown as the transformation it is.
    connect(m_solutions, &SolutionsPanel::solutionSelected, this, &MainWindow::showBrowsedSolution);
    connect(m_solutions, &SolutionsPanel::transformationChosen, this,
        [this](const QList<int> &from, const QList<int> &, int symmetry) {
            m_controller->pause();
            m_scene->setSolutionMarked(true);
            m_scene->showTransformation(from, symmetry, 900);
            m_status->setText(
                tr("The solution under %1.").arg(SolutionsPanel::transformationText(symmetry)));
        });
    connect(m_controller, &RunController::runStarted, this, [this] {
        m_tree->reset(m_controller->boardSize());
        syncSolutionsPanel();
        const QSignalBlocker blockSize(m_sizeBox);
        const QSignalBlocker blockAlgorithm(m_algorithmBox);
        m_sizeBox->setMaximum(m_controller->maxBoardSize());
        m_sizeBox->setValue(m_controller->boardSize());
        m_algorithmBox->setCurrentIndex(int(m_controller->algorithm()));
        m_algorithmBox->setToolTip(AlgorithmText::description(m_controller->algorithm()));
    });

    m_controller->setAlgorithm(algorithm);
    m_controller->setBoardSize(boardSize);
    showSpeed(m_controller->speedIndex());
    m_view->setFocus();
}

MainWindow::~MainWindow()
{
    // The controller draws on the scene: it goes first (the scene, created
    // before it, would otherwise be deleted first among the children).
    delete m_export;
    delete m_controller;
}

void MainWindow::schedulePanels()
{
    const RunController::Mode mode = m_controller->mode();
    if (mode == RunController::Mode::Paused || mode == RunController::Mode::Stepping
        || mode == RunController::Mode::Finished) {
        refreshPanels();
    } else if (!m_panelRefresh.isActive()) {
        m_panelRefresh.start();
    }
}

void MainWindow::refreshPanels()
{
    m_panelRefresh.stop();
    m_counters->showCounters(*m_controller);
    m_status->setText(m_controller->statusText());
    const RunState &state = m_controller->state();
    const nq::Algorithm algorithm = m_controller->algorithm();
    const int n = m_controller->boardSize();
    m_pseudocode->showPosition(algorithm, n, state.board(), state.last());
    m_variables->showPosition(algorithm, n, state.board(), state.last());
    m_callStack->showPosition(algorithm, n, state.board(), state.last());
    if (!m_tree->updatesEnabled()) {
        m_tree->setUpdatesEnabled(true); // repaints what it held back
        m_treeFrame.start();
    }
    m_tree->setCurrentStep(state.step());
    showPosition(state.step());
}

void MainWindow::createDocks()
{
    const auto dock = [this](QWidget *panel, const QString &title, const QString &name,
                          Qt::DockWidgetArea area) {
        auto *widget = new QDockWidget(title, this);
        widget->setObjectName(name);
        widget->setWidget(panel);
        widget->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable
            | QDockWidget::DockWidgetClosable);
        addDockWidget(area, widget);
        return widget;
    };
    QDockWidget *counters
        = dock(m_counters, tr("Counters"), QStringLiteral("countersDock"), Qt::RightDockWidgetArea);
    QDockWidget *pseudocode = dock(
        m_pseudocode, tr("Pseudocode"), QStringLiteral("pseudocodeDock"), Qt::RightDockWidgetArea);
    QDockWidget *variables = dock(
        m_variables, tr("Variables"), QStringLiteral("variablesDock"), Qt::RightDockWidgetArea);
    QDockWidget *callStack = dock(
        m_callStack, tr("Call stack"), QStringLiteral("callStackDock"), Qt::RightDockWidgetArea);
    // Counters on top; the code, its variables and its stack share one place.
    splitDockWidget(counters, pseudocode, Qt::Vertical);
    tabifyDockWidget(pseudocode, variables);
    tabifyDockWidget(variables, callStack);
    pseudocode->raise();
    QDockWidget *tree = dock(
        m_tree, tr("Search tree"), QStringLiteral("searchTreeDock"), Qt::BottomDockWidgetArea);
    QDockWidget *solutions = dock(
        m_solutions, tr("Solutions"), QStringLiteral("solutionsDock"), Qt::BottomDockWidgetArea);
    tabifyDockWidget(tree, solutions);
    tree->raise();
    // Listing the solutions of a big board takes a core for a while: only
    // while the list can be seen.
    connect(solutions, &QDockWidget::visibilityChanged, this, &MainWindow::syncSolutionsPanel);
    m_docks = { counters, pseudocode, variables, callStack, tree, solutions };
    // The board stays the largest thing in the window.
    resizeDocks({ tree }, { 200 }, Qt::Vertical);
}

QString MainWindow::statusText() const
{
    return m_status->text();
}

QAction *MainWindow::addRunAction(const QString &text, const QString &toolTip,
    const QList<QKeySequence> &keys, void (RunController::*slot)())
{
    auto *action = new QAction(text, this);
    action->setShortcuts(keys);
    action->setToolTip(QStringLiteral("%1 (%2)").arg(
        toolTip, keys.constFirst().toString(QKeySequence::NativeText)));
    // The window's shortcuts work wherever the focus is inside it.
    action->setShortcutContext(Qt::WindowShortcut);
    connect(action, &QAction::triggered, m_controller, slot);
    addAction(action);
    return action;
}

void MainWindow::createActions()
{
    m_resetAction = addRunAction(tr("&Reset"), tr("Start the search again from an empty board"),
        { QKeySequence(Qt::Key_Home) }, &RunController::restart);
    m_resetAction->setIcon(style()->standardIcon(QStyle::SP_MediaSkipBackward));
    m_backAction = addRunAction(tr("Step &back"), tr("Take the last step back"),
        { QKeySequence(Qt::Key_Left) }, &RunController::stepBack);
    m_backAction->setIcon(style()->standardIcon(QStyle::SP_MediaSeekBackward));
    m_stepAction = addRunAction(tr("&Step"), tr("Show the next step of the search"),
        { QKeySequence(Qt::Key_Right) }, &RunController::step);
    m_stepAction->setIcon(style()->standardIcon(QStyle::SP_MediaSeekForward));
    m_previousSolutionAction
        = addRunAction(tr("Pre&vious solution"), tr("Go back to the previous solution"),
            { QKeySequence(Qt::SHIFT | Qt::Key_Left) }, &RunController::previousSolution);
    m_playAction = addRunAction(tr("&Play"), tr("Play or pause the search"),
        { QKeySequence(Qt::Key_Space) }, &RunController::togglePlay);
    m_playAction->setIcon(style()->standardIcon(QStyle::SP_MediaPlay));
    m_nextSolutionAction = addRunAction(tr("Next s&olution"),
        tr("Go to the next solution, running the search to it"),
        { QKeySequence(Qt::SHIFT | Qt::Key_Right) }, &RunController::nextSolution);
    m_nextSolutionAction->setIcon(style()->standardIcon(QStyle::SP_MediaSkipForward));
    m_toEndAction = addRunAction(tr("Run to &end"), tr("Run the whole search to its end"),
        { QKeySequence(Qt::Key_End) }, &RunController::runToEnd);
    m_toEndAction->setIcon(style()->standardIcon(QStyle::SP_ArrowDown));
    m_slowerAction = addRunAction(tr("S&lower"), tr("Fewer steps per second"),
        { QKeySequence(Qt::Key_Minus) }, &RunController::slower);
    m_fasterAction = addRunAction(tr("&Faster"), tr("More steps per second"),
        { QKeySequence(Qt::Key_Plus), QKeySequence(Qt::Key_Equal) }, &RunController::faster);

    m_goToSolutionAction = new QAction(tr("&Go to solution..."), this);
    m_goToSolutionAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_G));
    m_goToSolutionAction->setToolTip(tr("Jump to solution number k (Ctrl+G)"));
    connect(m_goToSolutionAction, &QAction::triggered, this, &MainWindow::askForSolution);
    addAction(m_goToSolutionAction);

    m_breakSolutionAction = new QAction(tr("Pause on each &solution"), this);
    m_breakSolutionAction->setCheckable(true);
    m_breakBacktrackAction = new QAction(tr("Pause on each &backtrack"), this);
    m_breakBacktrackAction->setCheckable(true);
    m_breakDepthAction = new QAction(tr("Pause at &depth..."), this);
    m_breakDepthAction->setCheckable(true);
    connect(m_breakSolutionAction, &QAction::toggled, this, &MainWindow::applyBreakpoints);
    connect(m_breakBacktrackAction, &QAction::toggled, this, &MainWindow::applyBreakpoints);
    connect(m_breakDepthAction, &QAction::triggered, this, &MainWindow::askForBreakDepth);

    m_attacksAction = new QAction(tr("Show &attacked squares"), this);
    m_attacksAction->setCheckable(true);
    m_attacksAction->setShortcut(QKeySequence(Qt::Key_A));
    m_attacksAction->setToolTip(tr("Hatch every square a queen attacks (A)"));
    connect(m_attacksAction, &QAction::toggled, m_scene, &BoardScene::setAttacksShown);
    addAction(m_attacksAction);

    m_quitAction = new QAction(tr("&Quit"), this);
    m_quitAction->setShortcuts(QKeySequence::Quit);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);
}

void MainWindow::createToolBar()
{
    QToolBar *bar = addToolBar(tr("Run"));
    bar->setObjectName(QStringLiteral("runToolBar"));
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    bar->addAction(m_resetAction);
    bar->addAction(m_backAction);
    bar->addAction(m_stepAction);
    bar->addAction(m_playAction);
    bar->addAction(m_nextSolutionAction);
    bar->addAction(m_toEndAction);
    bar->addSeparator();

    m_speedSlider = new QSlider(Qt::Horizontal, this);
    m_speedSlider->setRange(0, RunController::topSpeedIndex());
    m_speedSlider->setPageStep(1);
    m_speedSlider->setMaximumWidth(160);
    m_speedSlider->setToolTip(tr("Speed, from 1 step per second to top speed (- and +)"));
    m_speedSlider->setAccessibleName(tr("Speed"));
    m_speedSlider->setFocusPolicy(Qt::NoFocus);
    connect(m_speedSlider, &QSlider::valueChanged, m_controller, &RunController::setSpeedIndex);
    m_speedLabel = new QLabel(this);
    m_speedLabel->setMinimumWidth(m_speedLabel->fontMetrics().horizontalAdvance(
        tr("%1 steps/s").arg(1000) + QStringLiteral("  ")));
    bar->addWidget(m_speedSlider);
    bar->addWidget(m_speedLabel);
    bar->addSeparator();

    auto *sizeLabel = new QLabel(tr("N:"), this);
    m_sizeBox = new QSpinBox(this);
    m_sizeBox->setObjectName(QStringLiteral("sizeBox"));
    m_sizeBox->setRange(1, m_controller->maxBoardSize());
    m_sizeBox->setToolTip(tr("Board size: N queens on an N x N board"));
    m_sizeBox->setAccessibleName(tr("Board size"));
    sizeLabel->setBuddy(m_sizeBox);
    // Typing a number must not restart the run at every keystroke.
    m_sizeBox->setKeyboardTracking(false);
    connect(m_sizeBox, &QSpinBox::valueChanged, m_controller, &RunController::setBoardSize);
    bar->addWidget(sizeLabel);
    bar->addWidget(m_sizeBox);

    m_algorithmBox = new QComboBox(this);
    for (const nq::AlgorithmInfo &info : nq::algorithms()) {
        m_algorithmBox->addItem(AlgorithmText::title(info.id));
        m_algorithmBox->setItemData(
            int(info.id), AlgorithmText::description(info.id), Qt::ToolTipRole);
    }
    m_algorithmBox->setAccessibleName(tr("Algorithm"));
    connect(m_algorithmBox, &QComboBox::currentIndexChanged, m_controller,
        [this](int index) { m_controller->setAlgorithm(nq::Algorithm(index)); });
    bar->addWidget(m_algorithmBox);
    bar->addSeparator();
    bar->addAction(m_attacksAction);
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    const auto add
        = [this, file](const QString &text, const QKeySequence &key, void (MainWindow::*slot)()) {
              QAction *action = file->addAction(text);
              action->setShortcut(key);
              connect(action, &QAction::triggered, this, slot);
              return action;
          };
    add(tr("&Export board..."), QKeySequence(Qt::CTRL | Qt::Key_E), &MainWindow::exportBoard)
        ->setToolTip(tr("Save the board as shown as PNG, SVG or PDF"));
    add(tr("Export contact &sheet..."), QKeySequence(), &MainWindow::exportSheet)
        ->setToolTip(
            tr("All or the fundamental solutions of N, numbered, on PDF pages or one image"));
    add(tr("Export &frames..."), QKeySequence(), &MainWindow::exportFrames)
        ->setToolTip(tr("One PNG per step over a range of steps, for slides"));
    m_coordinatesAction = file->addAction(tr("Exports show &coordinates"));
    m_coordinatesAction->setCheckable(true);
    m_coordinatesAction->setChecked(true);
    file->addSeparator();
    add(tr("&Copy board"), QKeySequence::Copy, &MainWindow::copyBoard);
    add(tr("&Print..."), QKeySequence::Print, &MainWindow::printBoard);
    file->addSeparator();
    file->addAction(m_quitAction);
    QMenu *run = menuBar()->addMenu(tr("&Run"));
    run->addAction(m_stepAction);
    run->addAction(m_backAction);
    run->addAction(m_playAction);
    run->addAction(m_toEndAction);
    run->addSeparator();
    run->addAction(m_previousSolutionAction);
    run->addAction(m_nextSolutionAction);
    run->addAction(m_goToSolutionAction);
    run->addSeparator();
    QMenu *pauseOn = run->addMenu(tr("&Breakpoints"));
    pauseOn->addAction(m_breakSolutionAction);
    pauseOn->addAction(m_breakBacktrackAction);
    pauseOn->addAction(m_breakDepthAction);
    run->addSeparator();
    run->addAction(m_slowerAction);
    run->addAction(m_fasterAction);
    run->addSeparator();
    run->addAction(m_resetAction);
    QMenu *view = menuBar()->addMenu(tr("&View"));
    view->addAction(m_attacksAction);
    view->addSeparator();
    for (QDockWidget *panel : std::as_const(m_docks)) {
        view->addAction(panel->toggleViewAction());
    }
}

void MainWindow::updateActions()
{
    const RunController::Mode mode = m_controller->mode();
    const bool finished = mode == RunController::Mode::Finished;
    const bool running = mode == RunController::Mode::Playing
        || mode == RunController::Mode::ToSolution || mode == RunController::Mode::ToEnd
        || mode == RunController::Mode::ToStep;
    m_stepAction->setEnabled(mode == RunController::Mode::Paused && m_controller->canStepForward());
    m_backAction->setEnabled(m_controller->canStepBack());
    m_previousSolutionAction->setEnabled(mode != RunController::Mode::Seeking
        && !m_controller->solutionSteps().empty()
        && m_controller->solutionSteps().front() < m_controller->state().step());
    m_goToSolutionAction->setEnabled(mode != RunController::Mode::Seeking);
    m_playAction->setEnabled(!finished);
    const QString playText = running ? tr("&Pause") : tr("&Play");
    if (m_playAction->text() != playText) {
        m_playAction->setText(playText);
        m_playAction->setIcon(
            style()->standardIcon(running ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    }
    m_nextSolutionAction->setEnabled(mode != RunController::Mode::Seeking
        && mode != RunController::Mode::ToSolution
        && (!finished
            || (!m_controller->solutionSteps().empty()
                && m_controller->solutionSteps().back() > m_controller->state().step())));
    m_toEndAction->setEnabled(!finished && mode != RunController::Mode::ToEnd);
    m_resetAction->setEnabled(
        m_controller->counters().steps > 0 || mode != RunController::Mode::Paused);
}

void MainWindow::createTimeline()
{
    QToolBar *bar = new QToolBar(tr("Timeline"), this);
    bar->setObjectName(QStringLiteral("timelineToolBar"));
    addToolBarBreak(Qt::BottomToolBarArea);
    addToolBar(Qt::BottomToolBarArea, bar);
    m_timeline = new QSlider(Qt::Horizontal, this);
    m_timeline->setRange(0, 0);
    m_timeline->setToolTip(tr("Every step reached so far: drag to go back or forward"));
    m_timeline->setAccessibleName(tr("Timeline"));
    m_timeline->setFocusPolicy(Qt::NoFocus);
    m_timelineLabel = new QLabel(this);
    m_timelineLabel->setMinimumWidth(m_timelineLabel->fontMetrics().horizontalAdvance(
        tr("Step %1 of %2").arg(99999999).arg(99999999)));
    bar->addWidget(new QLabel(tr("Timeline:"), this));
    bar->addWidget(m_timeline);
    bar->addWidget(m_timelineLabel);
    // Seek when the user lets go (or clicks a page): rebuilding a far
    // position can take the worker a moment, not something to do per pixel.
    connect(m_timeline, &QSlider::sliderReleased, this,
        [this] { m_controller->seek(quint64(m_timeline->value())); });
    connect(m_timeline, &QSlider::actionTriggered, this, [this](int action) {
        if (action != QAbstractSlider::SliderMove) {
            QTimer::singleShot(
                0, this, [this] { m_controller->seek(quint64(m_timeline->value())); });
        }
    });
}

void MainWindow::showPosition(quint64 step)
{
    const quint64 furthest = m_controller->furthestStep();
    const int limit = std::numeric_limits<int>::max();
    if (!m_timeline->isSliderDown()) {
        const QSignalBlocker block(m_timeline);
        m_timeline->setRange(0, int(std::min<quint64>(furthest, quint64(limit))));
        m_timeline->setValue(int(std::min<quint64>(step, quint64(limit))));
    }
    m_timelineLabel->setText(tr("Step %1 of %2").arg(step).arg(furthest));
    updateActions();
}

void MainWindow::syncSolutionsPanel()
{
    if (m_solutions->isVisible() && m_solutions->boardSize() != m_controller->boardSize()) {
        m_solutions->setBoardSize(m_controller->boardSize());
    }
}

QString MainWindow::exportCaption() const
{
    return m_export->caption(m_browsed);
}

void MainWindow::reportExport(bool ok, const QString &done, const QString &error)
{
    if (ok) {
        m_status->setText(done);
    } else {
        QMessageBox::warning(this, tr("Export failed"), error);
    }
}

void MainWindow::exportBoard()
{
    QString filter;
    QString path
        = QFileDialog::getSaveFileName(this, tr("Export board"), QStringLiteral("queens.png"),
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
        pixels = QInputDialog::getInt(this, tr("Export board"), tr("Width in pixels:"), 800,
            BoardExporter::MinPixels, BoardExporter::MaxPixels, 100, &ok);
    }
    if (!ok) {
        return;
    }
    QString error;
    reportExport(m_export->exportBoard(path, *format, pixels, m_coordinatesAction->isChecked(),
                     exportCaption(), &error),
        tr("Board saved as %1.").arg(path), error);
}

void MainWindow::exportSheet()
{
    const QStringList choices { tr("All solutions"), tr("Fundamental solutions only") };
    bool ok = false;
    const QString choice = QInputDialog::getItem(
        this, tr("Export contact sheet"), tr("Which solutions:"), choices, 0, false, &ok);
    if (!ok) {
        return;
    }
    QString filter;
    const QString path = QFileDialog::getSaveFileName(this, tr("Export contact sheet"),
        QStringLiteral("queens-sheet.pdf"), tr("PDF document (*.pdf);;PNG image (*.png)"), &filter);
    if (path.isEmpty()) {
        return;
    }
    const auto format = QFileInfo(path).suffix().toLower() == QLatin1String("png")
        ? BoardExporter::Format::Png
        : BoardExporter::Format::Pdf;
    QString error;
    reportExport(m_export->exportSheet(path, format, choice == choices.last(), 2400, &error),
        tr("Contact sheet saved as %1.").arg(path), error);
}

void MainWindow::exportFrames()
{
    const quint64 furthest = m_controller->furthestStep();
    bool ok = false;
    const int first = QInputDialog::getInt(this, tr("Export frames"), tr("First step:"),
        int(std::min<quint64>(m_controller->state().step(), 1000000)), 0,
        std::numeric_limits<int>::max(), 1, &ok);
    if (!ok) {
        return;
    }
    const int last = QInputDialog::getInt(this, tr("Export frames"),
        tr("Last step (at most %1 frames; %2 steps reached so far):")
            .arg(ExportCommands::MaxFrames)
            .arg(furthest),
        first + 20, first, first + ExportCommands::MaxFrames - 1, 1, &ok);
    if (!ok) {
        return;
    }
    const QString directory = QFileDialog::getExistingDirectory(this, tr("Folder for the frames"));
    if (directory.isEmpty()) {
        return;
    }
    QString error;
    QStringList written;
    reportExport(
        m_export->exportFrames(directory, quint64(first), quint64(last), 800, &error, &written),
        tr("%1 frames saved in %2.").arg(written.size()).arg(directory), error);
}

void MainWindow::copyBoard()
{
    QGuiApplication::clipboard()->setImage(m_export->boardImage(800, exportCaption()));
    m_status->setText(tr("Board copied to the clipboard."));
}

void MainWindow::printBoard()
{
    QPrinter printer;
    QPrintDialog dialog(&printer, this);
    if (dialog.exec() == QDialog::Accepted) {
        m_export->print(&printer, exportCaption());
    }
}

void MainWindow::showBrowsedSolution(const QList<int> &columns)
{
    // The run keeps its place: stepping or seeking brings its board back.
    m_controller->pause();
    m_scene->clearRejection();
    m_scene->setCurrentRow(-1);
    m_scene->setQueens(columns);
    m_scene->setSolutionMarked(true);
    m_browsed = m_solutions->selectedNumber();
    m_status->setText(tr("Solution %1 of the %2 x %2 board, from the solutions list.")
                          .arg(m_solutions->selectedNumber())
                          .arg(m_controller->boardSize()));
}

void MainWindow::askForSolution()
{
    const quint64 found = m_controller->solutionSteps().size();
    bool ok = false;
    const int k = QInputDialog::getInt(this, tr("Go to solution"),
        tr("Solution number (%1 found so far; a larger number runs the search on):").arg(found),
        int(std::max<quint64>(1, found)), 1, std::numeric_limits<int>::max(), 1, &ok);
    if (ok) {
        m_controller->goToSolution(quint64(k));
    }
}

void MainWindow::askForBreakDepth()
{
    if (!m_breakDepthAction->isChecked()) {
        m_breakDepth = 0;
        applyBreakpoints();
        return;
    }
    bool ok = false;
    const int depth = QInputDialog::getInt(this, tr("Pause at depth"),
        tr("Pause when this many queens are on the board:"), std::max(1, m_breakDepth), 1,
        m_controller->boardSize(), 1, &ok);
    m_breakDepth = ok ? depth : 0;
    m_breakDepthAction->setChecked(ok);
    m_breakDepthAction->setText(
        ok ? tr("Pause at &depth %1").arg(depth) : tr("Pause at &depth..."));
    applyBreakpoints();
}

void MainWindow::applyBreakpoints()
{
    m_controller->setBreakpoints(
        { m_breakSolutionAction->isChecked(), m_breakBacktrackAction->isChecked(), m_breakDepth });
}

void MainWindow::showSpeed(int index)
{
    {
        const QSignalBlocker block(m_speedSlider);
        m_speedSlider->setValue(index);
    }
    const int speed = RunController::speeds().at(index);
    // Plain English until the translations issue brings numerus forms.
    m_speedLabel->setText(speed == 0 ? tr("top speed")
            : speed == 1             ? tr("1 step/s")
                                     : tr("%1 steps/s").arg(speed));
    m_slowerAction->setEnabled(index > 0);
    m_fasterAction->setEnabled(index < RunController::topSpeedIndex());
}
