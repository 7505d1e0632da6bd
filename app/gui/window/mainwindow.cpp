// SPDX-License-Identifier: MIT
#include "window/mainwindow.h"

#include "algorithms/algorithmregistry.h"

#include "common/keyboardwalk.h"
#include "common/shownchildrenaccessible.h"
#include "common/wheelguard.h"

#include "activity/activityhost.h"
#include "board/boardscene.h"
#include "board/boardview.h"
#include "classroom/classmode.h"
#include "classroom/classpanel.h"
#include "classroom/classoffers.h"
#include "classroom/seatmode.h"
#include "classroom/seatpanel.h"
#include "compare/comparewindow.h"
#include "explain/callstackpanel.h"
#include "explain/counterspanel.h"
#include "export/exportactions.h"
#include "export/exportcommands.h"
#include "coach/predictmode.h"
#include "coach/predictpanel.h"
#include "coach/practicemode.h"
#include "coach/practicepanel.h"
#include "display/boardpresenter.h"
#include "display/browseactivity.h"
#include "window/helpmenu.h"
#include "window/languagemanager.h"
#include "window/languagemenu.h"
#include "window/layoutmemory.h"
#include "play/playmode.h"
#include "play/playpanel.h"
#include "explain/pseudocodepanel.h"
#include "run/runactions.h"
#include "run/runcontroller.h"
#include "run/runtoolbar.h"
#include "explain/searchtreeview.h"
#include "solutions/solutionspanel.h"
#include "solutions/solutionstore.h"
#include "window/thememenu.h"
#include "run/timelinebar.h"
#include "session/lessonpanel.h"
#include "session/sessioncontroller.h"
#include "explain/variablespanel.h"

#include <QAccessible>
#include <QAction>
#include <QApplication>
#include <QDataStream>
#include <QDockWidget>
#include <QEvent>
#include <QFileDialog>
#include <QGuiApplication>
#include <QLabel>
#include <QLayout>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QResizeEvent>
#include <QScreen>
#include <QFileInfo>
#include <QScrollArea>
#include <QScrollBar>
#include <QVBoxLayout>
#include <QTabBar>
#include <QSignalBlocker>
#include <QSlider>
#include <QStatusBar>
#include <QStyle>
#include <QToolBar>

#include <algorithm>
#include <utility>

MainWindow::MainWindow(int boardSize, nq::Algorithm algorithm, QWidget *parent)
    : QMainWindow(parent)
    , m_scene(new BoardScene(this))
    , m_view(new BoardView(m_scene, this))
    , m_controller(new RunController(this))
    , m_activities(new ActivityHost(this))
    , m_play(new PlayMode(m_activities, m_controller, this))
    , m_presenter(new BoardPresenter(m_scene, m_controller, m_play, this))
    , m_counters(new CountersPanel(this))
    , m_pseudocode(new PseudocodePanel(this))
    , m_variables(new VariablesPanel(this))
    , m_callStack(new CallStackPanel(this))
    , m_tree(new SearchTreeView(this))
    , m_solutions(new SolutionsPanel(this))
    , m_export(new ExportCommands(m_presenter, m_controller))
    , m_languages(new LanguageManager(this))
    , m_runActions(new RunActions(m_controller, this))
    , m_exportActions(new ExportActions(m_export, m_controller, this))
    , m_runBar(new RunToolBar(m_controller, m_runActions, this))
    , m_timelineBar(new TimelineBar(m_controller, this))
    , m_status(new QLabel(this))
{
    // Tab, Space, Enter, Escape and the wheel follow one set of rules in
    // every window.
    KeyboardWalk::install();
    WheelGuard::install();
    // A screen reader reads the controls a panel shows, not the ones it hid.
    ShownChildrenAccessible::install();
    setCentralWidget(m_view);
    m_view->setFocusPolicy(Qt::StrongFocus);
    KeyboardWalk::setHome(this, m_view);
    m_layoutMemory = new LayoutMemory(this);
    m_playPanel = m_play->playPanel();
    // Play mode, predict mode and practice cover the board in their own ways:
    // m_activities has one of them (or none: the run) at a time.
    m_predict = new PredictMode(m_activities, m_presenter, this);
    m_predictPanel = m_predict->predictPanel();
    m_practice = new PracticeMode(m_activities, m_presenter, this);
    m_practicePanel = m_practice->practicePanel();
    m_browse = new BrowseActivity(m_activities, m_presenter, this);
    m_class = new ClassMode(m_activities, m_predict, m_presenter, this);
    if (!m_languages->language().isEmpty()) {
        m_class->setLanguage(m_languages->language());
    }
    m_classPanel = new ClassPanel(m_class, this);
    m_classOffers = new ClassOffers(m_class, this);
    m_seat = new SeatMode(m_class, m_predict, this);
    m_seatPanel = new SeatPanel(m_seat, this);
    connect(m_classOffers, &ClassOffers::warning, this, &MainWindow::openWarning);
    connect(m_classOffers, &ClassOffers::message, this, &MainWindow::showMessage);
    connect(m_class, &ClassMode::problem, this,
        [this](const QString &message) { openWarning(tr("Class not opened"), message, QStringLiteral("classRefused")); });
    connect(m_class, &ClassMode::resultsNotWritten, this, &MainWindow::showMessage);
    SessionController::Parts parts;
    parts.window = this;
    parts.run = m_controller;
    parts.play = m_play;
    parts.predict = m_predict;
    parts.practice = m_practice;
    parts.presenting = [this] { return m_presenting; };
    parts.setPresenting = [this](bool on) { setPresenting(on); };
    parts.setCursor = [this](QPoint square) { m_presenter->setCursor(square); };
    parts.dockNames = [this] {
        QStringList names;
        for (const Dock &dock : std::as_const(m_docks)) {
            if (dock.widget->objectName() != QLatin1String("lessonDock")) {
                names << dock.widget->objectName();
            }
        }
        return names;
    };
    m_sessions = new SessionController(std::move(parts), this);
    createDocks();
    addToolBar(m_runBar);
    // Done with N or the algorithm: the keys drive the run (and play mode) again.
    connect(m_runBar, &RunToolBar::keysHandedBack, m_view,
        [this] { m_view->setFocus(Qt::OtherFocusReason); });
    m_runBar->addSeparator();
    m_runBar->addAction(m_play->playMode());
    m_runBar->addAction(m_predict->predictAction());
    m_runBar->addAction(m_class->openAction());
    connect(m_runActions->attacks(), &QAction::toggled, m_presenter,
        &BoardPresenter::setAttacksShown);
    addToolBarBreak(Qt::BottomToolBarArea);
    addToolBar(Qt::BottomToolBarArea, m_timelineBar);

    // The status changes with every shown step: its size must never make the
    // window lay itself out again (that costs milliseconds at top speed).
    // So it is always two lines tall (fitStatusLine()), and a long sentence
    // (French, presenting) wraps in them instead of running off the window.
    m_status->setObjectName(QStringLiteral("statusLine"));
    m_status->setWordWrap(true);
    m_status->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    m_status->setMinimumWidth(1);
    statusBar()->addWidget(m_status, 1);

    createMenus();

    // Everything the window says describes the step the board shows: the
    // panels follow the presenter's stepShown(), emitted once the board
    // shows the run's move. While each step is animated (stepping, and
    // playing up to the fastest animated speed) they are written with the
    // step. Faster, the counters and the status change hundreds of times a
    // second: m_panelRefresh shows them at most every interval (nobody
    // reads faster), and at once whenever the run stops.
    // The status line and the board's description say what the presenter shows.
    connect(m_presenter, &BoardPresenter::shownChanged, this, &MainWindow::schedulePanels);
    // The status line says the question while it waits (statusLine()).
    connect(m_predict, &PredictMode::changed, this, &MainWindow::schedulePanels);
    connect(m_practice, &PracticeMode::changed, this, &MainWindow::schedulePanels);
    connect(m_presenter, &BoardPresenter::stepShown, this, [this] {
        if (m_controller->isAnimated()) {
            refreshPanels();
        } else {
            schedulePanels();
        }
    });
    connect(m_controller, &RunController::modeChanged, this, &MainWindow::refreshPanels);
    // A refused session file: a message that names it, and nothing changes.
    // Not blocking: the window goes on (and tests read the box).
    connect(m_sessions, &SessionController::refused, this, [this](const QString &message) {
        openWarning(tr("Session not opened"), message, QStringLiteral("sessionRefused"));
    });
    connect(m_sessions, &SessionController::saveFailed, this, [this](const QString &message) {
        openWarning(tr("Session not saved"), message, QStringLiteral("sessionNotSaved"));
    });
    connect(m_sessions, &SessionController::message, this, &MainWindow::showMessage);
    connect(m_sessions, &SessionController::classWanted, m_classOffers, &ClassOffers::offerForLesson);
    connect(m_exportActions, &ExportActions::done, this,
        [this](const QString &message) { m_status->setText(message); });
    // An export's modal dialog opens while the pointer rests on whatever lay
    // under the menu item (often Reset): that control's status tip would
    // stay, covering the status line, because it never hears the pointer
    // leave. When the action is done (after its dialogs), the tip goes.
    for (QAction *action : m_exportActions->actions()) {
        connect(action, &QAction::triggered, statusBar(), &QStatusBar::clearMessage);
    }
    // The search tree grows with every event reached, and seeks when clicked.
    connect(m_controller, &RunController::eventsReached, this,
        [this](const QList<StepEvent> &events, quint64 firstStep) {
            m_tree->appendEvents(events, firstStep);
            // At speed, the tree repaints with the panels (about ten times a
            // second), not at every batch: painting it costs more than growing it.
            if (m_controller->isRunning() && m_tree->updatesEnabled()) {
                if (!m_treeFrame.isValid() || m_treeFrame.elapsed() >= m_panelRefresh.intervalMs()) {
                    m_treeFrame.start();
                } else {
                    m_tree->setUpdatesEnabled(false);
                }
            }
        });
    connect(m_tree, &SearchTreeView::nodeActivated, m_controller, &RunController::seek);
    // Browsing: the board shows the chosen solution (the run pauses, play
    // mode steps aside), and an orbit image as the transformation it is.
    connect(m_solutions, &SolutionsPanel::solutionSelected, this, &MainWindow::showBrowsedSolution);
    connect(m_solutions, &SolutionsPanel::transformationChosen, m_presenter,
        [this](const QList<int> &from, const QList<int> &, int symmetry) {
            m_browse->showOrbitImage(from, symmetry);
        });
    connect(m_controller, &RunController::runStarted, this, [this] {
        // The given queens of a run from here fill their rows' levels (the
        // row's when the search goes top down, the first ones when it
        // chooses its rows), as the call stack shows them.
        const AlgorithmDescription::CallStackView stack
            = AlgorithmRegistry::of(m_controller->algorithm()).traits().callStack;
        const bool choosesRows = stack == AlgorithmDescription::CallStackView::ChosenRows
            || stack == AlgorithmDescription::CallStackView::ChosenItems;
        m_tree->reset(m_controller->boardSize(), !m_controller->isLocalSearch(),
            SearchTree::givenDepths(m_controller->start(), !choosesRows));
        syncSolutionsPanel();
    });
    connect(m_languages, &LanguageManager::languageChanged, this, [this] {
        // Qt posts LanguageChange to the widgets; the board's own words (status,
        // refusal caption, hover tool tip) are the presenter's to write again.
        m_presenter->retranslate();
        m_class->setLanguage(m_languages->language());
    });

    retranslate();
    applyTextSize();
    m_controller->setAlgorithm(algorithm);
    m_controller->setBoardSize(boardSize);
    m_view->setFocus();
}

MainWindow::~MainWindow()
{
    // Closing in ~QWidget hides the docks and the controller's end still
    // signals: nothing may reach this window's slots once it is going away.
    const QList<QObject *> children = findChildren<QObject *>();
    for (QObject *child : children) {
        child->disconnect(this);
    }
    // The presenter draws on the scene for the controller: both go first
    // (the scene, created before them, would otherwise be deleted first
    // among the children).
    delete m_export;
    delete m_presenter;
    delete m_controller;
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    } else if (event->type() == QEvent::PaletteChange && m_themeMenu) {
        applyTheme(); // the system theme follows the palette
    } else if (event->type() == QEvent::WindowStateChange && m_fullScreenAction) {
        const QSignalBlocker block(m_fullScreenAction); // the window manager may change it
        m_fullScreenAction->setChecked(isFullScreen());
        presentCompareWindow();
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::resizeEvent(QResizeEvent *event)
{
    QMainWindow::resizeEvent(event);
    // Only when the window is made smaller: a layout the user made (or that
    // was restored) stays as it is otherwise.
    // (Made as large as before, m_layoutMemory gives the docks back.)
    if (const QSize old = event->oldSize(); old.isValid()) {
        fitDocks(event->size().width() < old.width(), event->size().height() < old.height());
    }
}

void MainWindow::showEvent(QShowEvent *event)
{
    QMainWindow::showEvent(event);
    // A message given before the window was shown: QStatusBar hides the
    // status label under a message only if the label is visible by then,
    // so both were painted over each other. Given again (cleared first:
    // the same text again is ignored), it hides it.
    if (const QString message = statusBar()->currentMessage(); !message.isEmpty()) {
        statusBar()->clearMessage();
        statusBar()->showMessage(message, 15000);
    }
    // Dock sizes are only right once the window is laid out at its size.
    if (std::exchange(m_layoutPending, false)) {
        QMetaObject::invokeMethod(this, &MainWindow::layoutDocks, Qt::QueuedConnection);
    }
}

void MainWindow::fitDocks(bool narrower, bool shorter)
{
    // QMainWindow keeps its docks' sizes and gives or takes the difference
    // to the central widget: a smaller window would shrink the board alone,
    // down to a stamp beside the counters.
    for (const Dock &dock : std::as_const(m_docks)) {
        QDockWidget *widget = dock.widget;
        if (widget->isHidden() || widget->isFloating()) {
            continue;
        }
        const QSize least = widget->minimumSizeHint();
        switch (dockWidgetArea(widget)) {
        case Qt::LeftDockWidgetArea:
        case Qt::RightDockWidgetArea:
            if (const int most = std::max(least.width(), int(width() * SideDockShare));
                narrower && widget->width() > most) {
                resizeDocks({ widget }, { most }, Qt::Horizontal);
            }
            break;
        case Qt::TopDockWidgetArea:
        case Qt::BottomDockWidgetArea:
            if (const int most = std::max(least.height(), int(height() * BottomDockShare));
                shorter && widget->height() > most) {
                resizeDocks({ widget }, { most }, Qt::Vertical);
            }
            break;
        default:
            break;
        }
    }
}

void MainWindow::retranslate()
{
    setWindowTitle(tr("N-Queens Visualizer"));
    QGuiApplication::setApplicationDisplayName(windowTitle());
    for (const Dock &dock : std::as_const(m_docks)) {
        dock.widget->setWindowTitle(tr(dock.title));
        dock.widget->toggleViewAction()->setToolTip(
            tr("Show or hide the %1 panel").arg(tr(dock.title)));
    }
    m_fileMenu->setTitle(tr("&File"));
    m_runMenu->setTitle(tr("&Run"));
    m_breakpointsMenu->setTitle(tr("Brea&kpoints"));
    m_viewMenu->setTitle(tr("&View"));
    m_quitAction->setText(tr("&Quit"));
    m_quitAction->setToolTip(tr("Close the program"));
    m_presentationAction->setText(tr("&Presentation"));
    m_presentationAction->setToolTip(
        tr("Larger text and a layout for a projector: the board and the pseudocode large"));
    m_fullScreenAction->setText(tr("F&ull screen"));
    m_fullScreenAction->setToolTip(tr("Show the window on the whole screen"));
    m_largerTextAction->setText(tr("&Larger text"));
    m_largerTextAction->setToolTip(tr("Larger text in every panel"));
    m_smallerTextAction->setText(tr("&Smaller text"));
    m_smallerTextAction->setToolTip(tr("Smaller text in every panel"));
    m_compareAction->setText(tr("Co&mpare algorithms..."));
    m_compareAction->setToolTip(tr("Two to four algorithms side by side on boards of the same size"));
    m_runActions->retranslate();
    m_playMenu->setTitle(tr("&Puzzle"));
    m_play->retranslate();
    m_predict->retranslate();
    m_practice->retranslate();
    m_class->retranslate();
    m_seat->retranslate();
    m_exportActions->retranslate();
    m_sessions->retranslate();
    m_status->setAccessibleDescription(tr("What the search just did"));
    m_view->setAccessibleName(tr("Chessboard"));
    // The panels retranslate on the same event, after the window (Qt sends it
    // to parents first): their contents are written again once they have.
    QMetaObject::invokeMethod(this, &MainWindow::refreshPanels, Qt::QueuedConnection);
}

void MainWindow::schedulePanels()
{
    const RunController::Mode mode = m_controller->mode();
    m_panelRefresh.request(mode == RunController::Mode::Paused || mode == RunController::Mode::Stepping
                           || mode == RunController::Mode::Finished);
}

void MainWindow::refreshPanels()
{
    m_panelRefresh.refreshNow();
}

void MainWindow::writePanels()
{
    m_counters->showCounters(*m_controller);
    // A screen reader hears the status line change (QLabel announces its new
    // text), at most every refresh interval while the search runs.
    if (const QString status = statusLine(); m_status->text() != status) {
        m_status->setText(status);
        QAccessibleEvent announce(m_status, QAccessible::NameChanged);
        QAccessible::updateAccessibility(&announce);
    }
    const RunState &state = m_controller->state();
    const nq::Algorithm algorithm = m_controller->algorithm();
    const int n = m_controller->boardSize();
    m_pseudocode->showPosition(algorithm, n, state.board(), state.last());
    m_variables->showPosition(algorithm, state);
    m_callStack->showPosition(algorithm, n, state.board(), state.last(), m_controller->start());
    if (!m_tree->updatesEnabled()) {
        m_tree->setUpdatesEnabled(true); // repaints what it held back
        m_treeFrame.start();
    }
    m_tree->setCurrentStep(state.step());
    m_timelineBar->showPosition(state.step(), m_controller->furthestStep());
    m_view->setAccessibleDescription(m_presenter->boardDescription());
}

void MainWindow::createDocks()
{
    // A panel laid out with labels and buttons scrolls when its dock is
    // smaller than it: its own minimum size would otherwise be the dock's,
    // and take the board's space in a small window (views scroll already).
    const auto scrolling = [this](QWidget *panel) {
        auto *area = new QScrollArea(this);
        area->setWidget(panel);
        area->setWidgetResizable(true);
        area->setFrameShape(QFrame::NoFrame);
        area->setFocusPolicy(Qt::NoFocus);
        return area;
    };
    const auto dock
        = [this](QWidget *panel, const char *title, const QString &name, Qt::DockWidgetArea area) {
              auto *widget = new QDockWidget(this);
              widget->setObjectName(name);
              widget->setWidget(panel);
              widget->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable
                  | QDockWidget::DockWidgetClosable);
              addDockWidget(area, widget);
              m_docks.append({ widget, title });
              return widget;
          };
    QDockWidget *counters = dock(scrolling(m_counters), QT_TR_NOOP("Counters"),
        QStringLiteral("countersDock"), Qt::RightDockWidgetArea);
    QDockWidget *pseudocode = dock(m_pseudocode, QT_TR_NOOP("Pseudocode"),
        QStringLiteral("pseudocodeDock"), Qt::RightDockWidgetArea);
    QDockWidget *variables = dock(m_variables, QT_TR_NOOP("Variables"),
        QStringLiteral("variablesDock"), Qt::RightDockWidgetArea);
    QDockWidget *callStack = dock(m_callStack, QT_TR_NOOP("Call stack"),
        QStringLiteral("callStackDock"), Qt::RightDockWidgetArea);
    // Counters on top; the code, its variables and its stack share one place.
    splitDockWidget(counters, pseudocode, Qt::Vertical);
    tabifyDockWidget(pseudocode, variables);
    tabifyDockWidget(variables, callStack);
    pseudocode->raise();
    // Play mode's panel shares the counters' place (they say nothing of it).
    QDockWidget *play = dock(scrolling(m_playPanel), QT_TR_NOOP("Play"), QStringLiteral("playDock"),
        Qt::RightDockWidgetArea);
    tabifyDockWidget(counters, play);
    counters->raise();
    connect(m_play, &PlayMode::activeChanged, play, [play](bool active) {
        if (active) {
            play->show();
            play->raise();
        }
    });
    // Predict mode's panel too, shown when the mode is entered.
    // The class's answers, join code and pupils over predict's question
    // (the questions the class answers are predict's; the question is in
    // the status line and on every pupil's screen too): in the same place,
    // no tab of their own to squeeze the others, shown while a class is open.
    auto *predictAndClass = new QWidget(this);
    auto *predictLayout = new QVBoxLayout(predictAndClass);
    predictLayout->setContentsMargins(0, 0, 0, 0);
    predictLayout->addWidget(m_seatPanel);
    predictLayout->addWidget(m_classPanel);
    predictLayout->addWidget(m_predictPanel);
    predictLayout->addStretch(1);
    QDockWidget *predict = dock(scrolling(predictAndClass), QT_TR_NOOP("Predict"),
        QStringLiteral("predictDock"), Qt::RightDockWidgetArea);
    tabifyDockWidget(play, predict);
    counters->raise();
    connect(m_class, &ClassMode::stateChanged, predict, [this, predict] {
        if (m_class->isOpen() && !m_classShown) {
            m_classShown = true; // once per class: the teacher may put it behind
            predict->show();
            predict->raise();
            // The join code and its QR code need room (layoutDocks()).
            QMetaObject::invokeMethod(this, &MainWindow::layoutDocks, Qt::QueuedConnection);
        } else if (!m_class->isOpen() && std::exchange(m_classShown, false)) {
            // The code gets back the room the class's panel took.
            QMetaObject::invokeMethod(this, &MainWindow::layoutDocks, Qt::QueuedConnection);
        }
    });
    connect(m_predict, &PredictMode::activeChanged, predict, [predict](bool active) {
        if (active) {
            predict->show();
            predict->raise();
        }
    });
    QDockWidget *practice = dock(scrolling(m_practicePanel), QT_TR_NOOP("Practice"),
        QStringLiteral("practiceDock"), Qt::RightDockWidgetArea);
    tabifyDockWidget(play, practice);
    counters->raise();
    connect(m_practice, &PracticeMode::activeChanged, practice, [this, practice](bool active) {
        if (active) {
            practice->show();
            practice->raise();
            // The panel's sentences and summary need room: half the
            // window's height (the code shares the side with it).
            resizeDocks({ practice }, { height() / 2 }, Qt::Vertical);
        }
    });
    // A lesson's scene and note, in front of the code while a lesson is open:
    // the counters and the mode panels (predict's answers) stay in view above.
    QDockWidget *lesson = dock(scrolling(m_sessions->lessonPanel()), QT_TR_NOOP("Lesson"),
        QStringLiteral("lessonDock"), Qt::RightDockWidgetArea);
    tabifyDockWidget(pseudocode, lesson);
    lesson->hide();
    pseudocode->raise();
    connect(m_activities, &ActivityHost::panelWanted, lesson, [lesson](Activity::Kind kind) {
        if (kind == Activity::Kind::Lesson) {
            lesson->show();
            lesson->raise();
        }
    });
    QDockWidget *tree = dock(m_tree, QT_TR_NOOP("Search tree"), QStringLiteral("searchTreeDock"),
        Qt::BottomDockWidgetArea);
    QDockWidget *solutions = dock(scrolling(m_solutions), QT_TR_NOOP("Solutions"),
        QStringLiteral("solutionsDock"), Qt::BottomDockWidgetArea);
    tabifyDockWidget(tree, solutions);
    tree->raise();
    // Listing the solutions of a big board takes a core for a while: only
    // while the list can be seen.
    connect(solutions, &QDockWidget::visibilityChanged, this, &MainWindow::syncSolutionsPanel);
    // In front, the solutions get the height they show whole in.
    // (visibilityChanged() says whether its tab is the one in front: a dock
    // tabbed behind another stays isVisible().)
    connect(solutions, &QDockWidget::visibilityChanged, this, [this](bool inFront) {
        m_solutionsInFront = inFront;
        QMetaObject::invokeMethod(this, &MainWindow::fitSolutionsDock, Qt::QueuedConnection);
    });
    connect(m_solutions, &SolutionsPanel::leastHeightChanged, this,
        [this] { QMetaObject::invokeMethod(this, &MainWindow::fitSolutionsDock, Qt::QueuedConnection); });
    // Presenting, the tree brought back under the board takes the solutions
    // back under it too (see moveSolutionsBesideBoard()).
    connect(tree, &QDockWidget::visibilityChanged, this, [this, tree](bool visible) {
        if (visible) {
            QMetaObject::invokeMethod(
                this, [this, tree] { moveSolutionsUnderBoard(tree); }, Qt::QueuedConnection);
        }
    });
    // Beside the board the panel stands upright, under it it lies wide
    // (restoreState() moves it without saying so: fitSolutionsDock() looks too).
    const auto refit
        = [this] { QMetaObject::invokeMethod(this, &MainWindow::fitSolutionsDock, Qt::QueuedConnection); };
    connect(solutions, &QDockWidget::dockLocationChanged, this, refit);
    connect(solutions, &QDockWidget::topLevelChanged, this, refit);
    // The code beside the board runs from the tool bar to the status line:
    // the search tree keeps to the board's width under it.
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    // The board stays the largest thing in the window.
    resizeDocks({ tree }, { 200 }, Qt::Vertical);
}

void MainWindow::layoutDocks()
{
    auto *counters = findChild<QDockWidget *>(QStringLiteral("countersDock"));
    auto *pseudocode = findChild<QDockWidget *>(QStringLiteral("pseudocodeDock"));
    auto *tree = findChild<QDockWidget *>(QStringLiteral("searchTreeDock"));
    if (!counters || !pseudocode || !tree) {
        return;
    }
    // Sizes are read from the widgets: a new text size must have reached
    // their layouts (dock titles, tabs, the panels) first.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    // The board is a square as tall as the space the tree leaves: what is
    // left of the width goes to the code, up to its longest line.
    int treeHeight = std::max(tree->minimumSizeHint().height(),
        int(height() * (m_presenting ? PresentingTreeShare : TreeShare)));
    const int chrome = height() - centralWidget()->height() - (tree->isVisible() ? tree->height() : 0);
    // Presenting, the board keeps at least the size it had (its labels,
    // grown with the text, take their share of the view too): the tree
    // gives way first, and goes while presenting if even its least height
    // would take what the board needs.
    QSize boardNeeds;
    if (m_presenting && m_boardBeforePresenting > 0) {
        const QRectF scene = m_scene->sceneRect();
        const qreal board = m_scene->boardSize() * BoardScene::SquareSize;
        boardNeeds = QSize(int(std::ceil(m_boardBeforePresenting * scene.width() / board)) + 4,
            int(std::ceil(m_boardBeforePresenting * scene.height() / board)) + 4);
        const int treeRoom = height() - std::max(chrome, 0) - boardNeeds.height();
        if (treeRoom < tree->minimumSizeHint().height()) {
            // The tree and the docks tabbed with it (solutions) go while
            // presenting; restoreState() brings them back after.
            for (const Dock &dock : std::as_const(m_docks)) {
                if (dockWidgetArea(dock.widget) == Qt::BottomDockWidgetArea
                    && !dock.widget->isFloating()) {
                    dock.widget->hide();
                }
            }
            treeHeight = 0;
        } else {
            treeHeight = std::min(treeHeight, treeRoom);
        }
    }
    // The solutions beside the board (presenting, see
    // moveSolutionsBesideBoard()) take their least width; the docks on the
    // other side give way for the board to keep its size ...
    int besideBoard = 0;
    if (auto *solutions = findChild<QDockWidget *>(QStringLiteral("solutionsDock"));
        solutions && !solutions->isHidden() && !solutions->isFloating()
        && dockWidgetArea(solutions) == Qt::LeftDockWidgetArea) {
        besideBoard = solutions->minimumSizeHint().width();
        resizeDocks({ solutions }, { besideBoard }, Qt::Horizontal);
        // and the separators on both sides of the board
        besideBoard += 2 * style()->pixelMetric(QStyle::PM_DockWidgetSeparatorExtent, nullptr, this);
    }
    const int boardSide = std::max(0, height() - std::max(chrome, 0) - treeHeight);
    int room = std::max(int(width() * SideDockShare), width() - boardSide - 16);
    if (boardNeeds.isValid()) {
        room = std::min(room, width() - boardNeeds.width() - besideBoard);
    }
    if (besideBoard > 0) {
        // ... down to the width their tabs and counters need whole.
        int least = counters->minimumSizeHint().width();
        for (const QTabBar *bar : findChildren<QTabBar *>(Qt::FindDirectChildrenOnly)) {
            if (bar->isVisible() && bar->count() > 0
                && bar->geometry().left() >= centralWidget()->geometry().right()) {
                least = std::max(least, bar->sizeHint().width());
            }
        }
        room = std::max(room, least);
    }
    const int code = pseudocode->widget()->sizeHint().width()
        + pseudocode->style()->pixelMetric(QStyle::PM_DockWidgetFrameWidth, nullptr, pseudocode) * 2;
    const int side = std::clamp(code, counters->minimumSizeHint().width(),
        std::max(counters->minimumSizeHint().width(), std::min(room, int(width() * MaxSideShare))));
    resizeDocks({ pseudocode }, { side }, Qt::Horizontal);
    if (treeHeight > 0) {
        resizeDocks({ tree }, { treeHeight }, Qt::Vertical);
    }
    // The counters are read at a glance, all of them, and take no more. What
    // a dock's size includes (its title, a tab bar when tabbed) depends on
    // the style: asked for, then corrected by what the panel really got.
    auto *area = qobject_cast<QScrollArea *>(counters->widget());
    // (Before the window is shown its docks have no real sizes yet: the
    // title is then taken as a line of text and a margin.)
    const int title = isVisible() ? counters->height() - counters->widget()->height()
                                  : counters->fontMetrics().height() + 8;
    int countersHeight = title + m_counters->sizeHint().height();
    if (m_class->isOpen()) {
        // The class's panel shares the counters' place: its join code and
        // QR code are read from the back of the room, so it takes most of
        // the side's height (the code below gives way).
        countersHeight = std::max(countersHeight, height() * 2 / 3);
    }
    resizeDocks({ counters }, { countersHeight }, Qt::Vertical);
    // The layout takes what the counters are given beyond their old size
    // from the code below them and shares any shortfall between the two
    // (QDockAreaLayout spreads it evenly): each pass gets part of what is
    // still missing, never more than asked, so a few passes close the gap.
    for (int pass = 0; pass < 8 && area && isVisible(); ++pass) {
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        const int missing = m_counters->sizeHint().height() - area->viewport()->height();
        if (missing <= 0) {
            break;
        }
        countersHeight += missing;
        resizeDocks({ counters }, { countersHeight }, Qt::Vertical);
    }
}

void MainWindow::applyTextSize()
{
    QFont font = QApplication::font();
    const double scale = textScale();
    if (font.pointSizeF() > 0) {
        font.setPointSizeF(font.pointSizeF() * scale);
    } else {
        font.setPixelSize(std::max(1, int(font.pixelSize() * scale)));
    }
    // Every child follows (docks, tool bars, status line, menu bar); the
    // panels with monospace text follow in their FontChange; dialogs that are
    // the window's own follow with Qt::WA_WindowPropagation (the shortcuts).
    setFont(font);
    m_status->setFixedHeight(2 * m_status->fontMetrics().lineSpacing()
        + m_status->height() - m_status->contentsRect().height() + 2 * m_status->margin());
    // The status bar lays itself out anew when its line's height changed, at
    // its next layout request, adding the line back to its layout: a line
    // it hid under a message would be shown again (QLayout shows a child
    // that was not hidden explicitly). So it is laid out for the new height
    // now, before any message.
    QEvent request(QEvent::LayoutRequest);
    QCoreApplication::sendEvent(statusBar(), &request);
    // The board's labels and captions grow with the text too.
    m_scene->setTextScale(scale);
    // Menus and Qt's own file dialogs are windows of their own that take the
    // application's font for their class: so the menu bar's menus, context
    // menus and the open and save dialogs are read from the back of the room
    // too. (A desktop's native file dialog keeps the desktop's font.)
    for (const char *kind : { "QMenu", "QFileDialog" }) {
        QApplication::setFont(font, kind);
    }
    // A menu takes its class's font when it is polished (first shown); one
    // shown before keeps the old font (Qt 6.4), so it is told again.
    for (QWidget *widget : QApplication::allWidgets()) {
        if (widget->testAttribute(Qt::WA_WState_Polished)
            && (qobject_cast<QMenu *>(widget) || qobject_cast<QFileDialog *>(widget))) {
            QEvent change(QEvent::ApplicationFontChange);
            QCoreApplication::sendEvent(widget, &change);
        }
    }
    m_largerTextAction->setEnabled(m_textSize < MaxTextSize);
    m_smallerTextAction->setEnabled(m_textSize > MinTextSize);
    refreshPanels(); // highlighted lines take their bold font at the new size
    if (m_presenting) {
        QMetaObject::invokeMethod(this, &MainWindow::layoutDocks, Qt::QueuedConnection);
    }
    presentCompareWindow();
}

double MainWindow::textScale() const
{
    return m_textSize / 100.0 * (m_presenting ? PresentationScale : 1.0);
}

void MainWindow::presentCompareWindow()
{
    if (m_compare) {
        m_compare->setPresentation({ textScale(), m_presenting, isFullScreen() });
    }
}

void MainWindow::setTextSize(int percent)
{
    percent = std::clamp(percent, MinTextSize, MaxTextSize);
    if (percent == m_textSize && font().resolveMask() != 0) {
        return;
    }
    m_textSize = percent;
    applyTextSize();
}

void MainWindow::setPresenting(bool on)
{
    if (on == m_presenting) {
        return;
    }
    m_layoutMemory->forget(); // the docks are laid out for the new mode
    if (on) {
        m_stateBeforePresenting = saveState();
        // What presenting must not make smaller: the board's side on the screen.
        m_boardBeforePresenting = m_view->transform().m11() * m_scene->boardSize() * BoardScene::SquareSize;
    }
    m_presenting = on;
    {
        const QSignalBlocker block(m_presentationAction);
        m_presentationAction->setChecked(on);
    }
    applyTextSize();
    if (on) {
        moveSolutionsBesideBoard();
        // The dock titles and sizes follow the new font once laid out.
        for (const Dock &dock : std::as_const(m_docks)) {
            if (dock.widget->isFloating()) {
                dock.widget->setFloating(false);
            }
        }
        QMetaObject::invokeMethod(this, &MainWindow::layoutDocks, Qt::QueuedConnection);
    } else if (!m_stateBeforePresenting.isEmpty()) {
        restoreState(std::exchange(m_stateBeforePresenting, {}));
    }
}

void MainWindow::createMenus()
{
    m_quitAction = new QAction(this);
    m_quitAction->setShortcuts(QKeySequence::Quit);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addActions({ m_sessions->openAction(), m_sessions->saveAction(),
        m_sessions->addSceneAction(), m_sessions->forClassAction() });
    m_fileMenu->addActions(
        { m_sessions->previousSceneAction(), m_sessions->nextSceneAction() });
    m_fileMenu->addSeparator();
    const QList<QAction *> exports = m_exportActions->actions();
    // board, sheet, frames, animation, coordinates, square names
    m_fileMenu->addActions(exports.mid(0, 6));
    m_fileMenu->addSeparator();
    m_fileMenu->addActions(exports.mid(6)); // copy, print
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quitAction);

    const RunActions *run = m_runActions;
    m_runMenu = menuBar()->addMenu(QString());
    m_runMenu->addActions({ run->step(), run->back(), run->play(), run->toEnd() });
    m_runMenu->addSeparator();
    m_runMenu->addActions({ run->previousSolution(), run->nextSolution(), run->goToSolution() });
    m_runMenu->addSeparator();
    m_breakpointsMenu = m_runMenu->addMenu(QString());
    m_breakpointsMenu->addActions(
        { run->breakOnSolution(), run->breakOnBacktrack(), run->breakAtDepth() });
    m_runMenu->addSeparator();
    m_runMenu->addActions({ run->slower(), run->faster() });
    m_runMenu->addSeparator();
    m_runMenu->addAction(m_predict->predictAction());
    m_runMenu->addActions({ m_class->openAction(), m_class->revealAction(), m_class->voteAgainAction(),
        m_seat->startAction(), m_seat->stopAction() });
    m_runMenu->addSeparator();
    m_runMenu->addAction(run->reset());

    m_playMenu = menuBar()->addMenu(QString());
    const QList<QAction *> play = m_play->actions();
    m_playMenu->addAction(play.at(0)); // play mode
    m_playMenu->addSeparator();
    m_playMenu->addActions(play.mid(1, 3)); // hint, undo, redo
    m_playMenu->addSeparator();
    m_playMenu->addActions(play.mid(4, 2)); // clear, start from the run's board
    m_playMenu->addSeparator();
    m_playMenu->addAction(play.at(6)); // run from here
    m_playMenu->addSeparator();
    m_playMenu->addActions({ m_practice->practiceMode(), m_practice->showMe(),
        m_practice->refusalsMarked(), m_practice->saveResults() });

    m_viewMenu = menuBar()->addMenu(QString());
    // In front of a class: keys that work whatever has the focus.
    m_presentationAction = new QAction(this);
    m_presentationAction->setCheckable(true);
    m_presentationAction->setShortcut(QKeySequence(Qt::Key_F5));
    m_presentationAction->setShortcutContext(Qt::WindowShortcut);
    connect(m_presentationAction, &QAction::toggled, this, &MainWindow::setPresenting);
    m_fullScreenAction = new QAction(this);
    m_fullScreenAction->setCheckable(true);
    m_fullScreenAction->setShortcut(QKeySequence(Qt::Key_F11));
    connect(m_fullScreenAction, &QAction::toggled, this, [this](bool on) {
        setWindowState(on ? (windowState() | Qt::WindowFullScreen)
                          : (windowState() & ~Qt::WindowFullScreen));
    });
    m_largerTextAction = new QAction(this);
    m_largerTextAction->setShortcuts({ QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Plus),
        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Equal) });
    connect(m_largerTextAction, &QAction::triggered, this,
        [this] { setTextSize(m_textSize + TextSizeStep); });
    m_smallerTextAction = new QAction(this);
    m_smallerTextAction->setShortcuts({ QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Minus),
        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Underscore) });
    connect(m_smallerTextAction, &QAction::triggered, this,
        [this] { setTextSize(m_textSize - TextSizeStep); });
    for (QAction *action :
        { m_presentationAction, m_fullScreenAction, m_largerTextAction, m_smallerTextAction }) {
        addAction(action); // the keys work with the menu bar hidden in full screen
    }
    m_viewMenu->addActions({ m_presentationAction, m_fullScreenAction });
    m_viewMenu->addActions({ m_largerTextAction, m_smallerTextAction });
    m_viewMenu->addSeparator();
    m_compareAction = new QAction(this);
    connect(m_compareAction, &QAction::triggered, this, &MainWindow::showCompareWindow);
    m_viewMenu->addAction(m_compareAction);
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(run->attacks());
    // Zoom and pan of the board, for big boards (their keys work while it has focus).
    m_viewMenu->addAction(m_view->zoomInAction());
    m_viewMenu->addAction(m_view->zoomOutAction());
    m_viewMenu->addAction(m_view->fitAction());
    m_viewMenu->addSeparator();
    for (const Dock &dock : std::as_const(m_docks)) {
        m_viewMenu->addAction(dock.widget->toggleViewAction());
    }
    m_viewMenu->addSeparator();
    m_themeMenu = new ThemeMenu(this);
    connect(m_themeMenu, &ThemeMenu::themeChosen, this, &MainWindow::applyTheme);
    m_viewMenu->addMenu(m_themeMenu);
    m_languageMenu = new LanguageMenu(m_languages, this);
    m_viewMenu->addMenu(m_languageMenu);

    m_helpMenu = new HelpMenu(this);
    menuBar()->addMenu(m_helpMenu);
    connect(m_helpMenu, &HelpMenu::exampleChosen, m_sessions,
        [this](const QString &path) { m_sessions->open(path, false); });
}

void MainWindow::showCompareWindow()
{
    if (!m_compare) {
        m_compare = new CompareWindow(m_controller->boardSize(),
            CompareWindow::defaultAlgorithms(m_controller->algorithm()), this);
        // F5, F11 and the text size keys act on this window's mode from there too.
        m_compare->addModeActions(
            { m_presentationAction, m_fullScreenAction, m_largerTextAction, m_smallerTextAction });
        m_compare->fitToScreen();
        presentCompareWindow(); // presenting, it takes the whole screen
    }
    m_compare->setTheme(m_presenter->theme());
    m_compare->show();
    m_compare->raise();
    m_compare->activateWindow();
}

void MainWindow::applyTheme()
{
    const BoardTheme theme = BoardTheme::forKind(m_themeMenu->kind(), palette());
    m_presenter->setTheme(theme);
    m_tree->setTheme(theme);
    m_solutions->setTheme(theme);
    if (m_compare) {
        m_compare->setTheme(theme);
    }
}

QRect MainWindow::firstGeometry(const QRect &available)
{
    const QSize size(int(available.width() * ScreenShare), int(available.height() * ScreenShare));
    return QStyle::alignedRect(Qt::LeftToRight, Qt::AlignCenter, size, available);
}

void MainWindow::fitToScreen()
{
    setGeometry(firstGeometry(screen()->availableGeometry()));
    layoutDocks();
    m_layoutPending = true;
}

void MainWindow::fitToSize(const QSize &size)
{
    resize(size);
    layoutDocks();
    m_layoutPending = true;
}

QString MainWindow::statusLine() const
{
    // A question waiting (or its verdict's moment) is the newest thing to
    // say: the run's last step would be stale words beside it.
    if (const QString words = m_activities->statusWords(); !words.isEmpty()) {
        return words;
    }
    return m_presenter->statusText();
}

QString MainWindow::statusText() const
{
    return m_status->text();
}

QSlider *MainWindow::timeline() const
{
    return m_timelineBar->slider();
}

void MainWindow::showMessage(const QString &message)
{
    statusBar()->showMessage(message, 15000);
}

void MainWindow::showSettingsProblem(const QString &problem)
{
    openWarning(tr("Settings"), problem, QStringLiteral("settingsProblem"));
}

void MainWindow::offerUnclosedClass()
{
    m_classOffers->offerUnclosed();
}

void MainWindow::openWarning(const QString &title, const QString &message, const QString &name)
{
    // Not blocking: the window goes on behind it (and tests read the box).
    auto *box = new QMessageBox(QMessageBox::Warning, title, message, QMessageBox::Ok, this);
    box->setObjectName(name);
    // In the window's text size (presentation mode's too), as the status line.
    box->setFont(statusBar()->font());
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void MainWindow::syncSolutionsPanel()
{
    if (m_solutions->isVisible() && m_solutions->boardSize() != m_controller->boardSize()) {
        m_solutions->setBoardSize(m_controller->boardSize());
    }
}

bool MainWindow::moveSolutionsBesideBoard()
{
    auto *dock = findChild<QDockWidget *>(QStringLiteral("solutionsDock"));
    if (!m_presenting || !dock || !m_solutionsInFront || !dock->isVisible() || dock->isFloating()
        || dockWidgetArea(dock) != Qt::BottomDockWidgetArea) {
        return false;
    }
    // Under the board, presenting, the panel's larger text made it taller
    // than the room the board leaves (a row of thumbnails, the orbit and
    // its captions): beside the board, upright, it takes a strip of the
    // width the board does not use, and the board keeps its size.
    // restoreState() puts it back under the board after presenting.
    // The docks tabbed with it (the search tree) were behind it: they stay
    // out of sight, rather than come to the front under the board.
    const QList<QDockWidget *> behind = tabifiedDockWidgets(dock);
    addDockWidget(Qt::LeftDockWidgetArea, dock);
    for (QDockWidget *other : behind) {
        other->hide();
    }
    dock->show();
    dock->raise();
    m_solutionsInFront = true;
    QMetaObject::invokeMethod(this, &MainWindow::hideEmptyTabBars, Qt::QueuedConnection);
    return true;
}

void MainWindow::moveSolutionsUnderBoard(QDockWidget *shown)
{
    auto *dock = findChild<QDockWidget *>(QStringLiteral("solutionsDock"));
    if (!m_presenting || !dock || dock == shown || shown->isHidden() || shown->isFloating()
        || dockWidgetArea(shown) != Qt::BottomDockWidgetArea || dock->isFloating()
        || dockWidgetArea(dock) != Qt::LeftDockWidgetArea) {
        return;
    }
    // A dock under the board brought back while the solutions are beside
    // it: the solutions go back behind it, tabbed as before presenting
    // (beside the board they would leave it a column as narrow as the board).
    tabifyDockWidget(shown, dock);
    shown->raise();
    QMetaObject::invokeMethod(this, &MainWindow::hideEmptyTabBars, Qt::QueuedConnection);
}

void MainWindow::hideEmptyTabBars()
{
    // A dock group dissolved and formed again (the solutions moving beside
    // the board and back) can leave Qt's tab bar of the old group, with no
    // tabs, shown over the new one (Qt 6.4): nothing is lost by hiding it,
    // the layout shows its tab bars again when it uses them.
    for (QTabBar *bar : findChildren<QTabBar *>(Qt::FindDirectChildrenOnly)) {
        if (bar->count() == 0 && bar->isVisible()) {
            bar->hide();
        }
    }
}

void MainWindow::fitSolutionsDock()
{
    auto *dock = findChild<QDockWidget *>(QStringLiteral("solutionsDock"));
    auto *area = dock ? qobject_cast<QScrollArea *>(dock->widget()) : nullptr;
    if (!area) {
        return;
    }
    if (moveSolutionsBesideBoard()) {
        QMetaObject::invokeMethod(this, &MainWindow::layoutDocks, Qt::QueuedConnection);
    }
    const Qt::DockWidgetArea where = dockWidgetArea(dock);
    const bool beside = where == Qt::LeftDockWidgetArea || where == Qt::RightDockWidgetArea;
    // Beside the board the panel stands upright, under it (or floating) it lies wide.
    m_solutions->setShape(beside && !dock->isFloating() ? SolutionsPanel::Shape::Tall
                                                        : SolutionsPanel::Shape::Wide);
    if (beside && !dock->isFloating()) {
        // Beside the board: as wide as the panel's least width (its height
        // is the window's).
        if (m_solutionsInFront) {
            QCoreApplication::sendPostedEvents(m_solutions, QEvent::LayoutRequest);
        }
        // Its wrapped words (the counts, the orbit's caption) take more
        // lines in a narrower panel: it widens until its height is the
        // dock's, if it can within a third of the window.
        int least = 0;
        if (m_solutionsInFront && dock->isVisible()) {
            least = m_solutions->minimumSizeHint().width();
            for (const int tall = area->height(); least < width() / 3
                 && m_solutions->layout()->totalHeightForWidth(least) > tall;) {
                least += 8;
            }
        }
        area->setMinimumHeight(0);
        if (area->minimumWidth() != least) {
            area->setMinimumWidth(least);
            if (m_presenting) {
                QMetaObject::invokeMethod(this, &MainWindow::layoutDocks, Qt::QueuedConnection);
            }
        }
        return;
    }
    area->setMinimumWidth(0);
    // The panel scrolls in a dock smaller than it, and its thumbnails and
    // orbit would be cut: in front, its scroll area is as tall as the
    // panel's least height (up to half the window: the board keeps the
    // rest), and the window's layout gives the dock that; behind the tree
    // or hidden, it asks for nothing.
    if (m_solutionsInFront) {
        QCoreApplication::sendPostedEvents(m_solutions, QEvent::LayoutRequest);
    }
    const int least = m_solutionsInFront && dock->isVisible() && !dock->isFloating()
        ? std::min(std::max(m_solutions->minimumSizeHint().height(),
                       // its wrapped captions (the orbit's) at the width they have
                       m_solutions->layout()->totalHeightForWidth(m_solutions->width())),
              height() / 2)
        : 0;
    if (area->minimumHeight() != least) {
        area->setMinimumHeight(least);
    }
}

void MainWindow::showBrowsedSolution(const QList<int> &columns)
{
    m_browse->showSolution(
        columns, quint64(m_solutions->selectedNumber()), m_solutions->isFundamentalOnly());
}

AppSettings::Values MainWindow::settings() const
{
    AppSettings::Values values;
    values.size = m_controller->boardSize();
    values.algorithm = m_controller->algorithm();
    values.speedIndex = m_controller->speedIndex();
    values.theme = BoardTheme::id(m_themeMenu->kind());
    values.language = m_languages->requestedLanguage();
    values.attacksShown = m_runActions->attacks()->isChecked();
    values.exportCoordinates = m_exportActions->coordinates()->isChecked();
    values.exportFolder = m_exportActions->folder();
    values.textSize = m_textSize;
    values.classPort = m_class->preferredPort();
    const nq::learn::PredictSettings &predict = m_predict->settings();
    values.predictFrequency = int(predict.frequency);
    values.predictK = predict.k;
    values.predictSeed = predict.seed;
    values.predictKinds = int(predict.kinds);
    values.practiceRefusalsMarked = m_practice->refusalsMarked()->isChecked();
    values.geometry = saveGeometry();
    // Presentation mode is for a lesson: the next start has the usual layout.
    values.windowState = m_presenting && !m_stateBeforePresenting.isEmpty()
        ? m_stateBeforePresenting
        : saveState();
    return values;
}

bool MainWindow::isLayoutSane(const QByteArray &state)
{
    // QMainWindow's state names the tool bars and docks it places (as
    // QDataStream writes a QString): one made by another window names none
    // of ours. (Panels added later may be missing from an older state.)
    for (const char *name : { "runToolBar", "timelineToolBar", "countersDock", "pseudocodeDock",
             "searchTreeDock" }) {
        QByteArray encoded;
        QDataStream stream(&encoded, QIODevice::WriteOnly);
        stream << QString::fromLatin1(name);
        if (!state.contains(encoded)) {
            return false;
        }
    }
    // A tool bar the user hid (its context menu allows it) is their layout;
    // one placed nowhere is damage.
    for (QToolBar *bar : { static_cast<QToolBar *>(m_runBar), static_cast<QToolBar *>(m_timelineBar) }) {
        if (!bar->isHidden() && toolBarArea(bar) == Qt::NoToolBarArea && !bar->isFloating()) {
            return false;
        }
    }
    // Laid out now, at the window's size: the board keeps a fair share.
    layout()->invalidate();
    layout()->activate();
    const QSize board = centralWidget()->size();
    return board.width() >= width() / 4 && board.height() >= height() / 4;
}

void MainWindow::applySettings(const AppSettings::Values &values)
{
    if (values.speedIndex >= 0 && values.speedIndex <= RunController::topSpeedIndex()) {
        m_controller->setSpeedIndex(values.speedIndex);
    }
    if (const auto kind = BoardTheme::kindFromId(values.theme)) {
        m_themeMenu->setKind(*kind);
        applyTheme();
    }
    m_languages->setLanguage(values.language);
    m_runActions->attacks()->setChecked(values.attacksShown);
    m_exportActions->coordinates()->setChecked(values.exportCoordinates);
    m_exportActions->setFolder(values.exportFolder);
    setTextSize(values.textSize);
    m_class->setPreferredPort(quint16(values.classPort));
    nq::learn::PredictSettings predict;
    predict.frequency = nq::learn::Frequency(values.predictFrequency);
    predict.k = values.predictK;
    predict.seed = values.predictSeed;
    predict.kinds = unsigned(values.predictKinds);
    m_predict->setSettings(predict);
    m_practice->refusalsMarked()->setChecked(values.practiceRefusalsMarked);
    if (!values.geometry.isEmpty()) {
        restoreGeometry(values.geometry);
    }
    if (!values.windowState.isEmpty()) {
        // restoreState() leaves a damaged state half applied (tool bars
        // and status bar at 0,0 and 100 x 30, the panels squeezed to the
        // left), whether it says false (cut or flipped bytes) or true
        // (another window's state): the default layout, kept here, comes
        // back unless the result is one the user could have made.
        const QByteArray defaults = saveState();
        if (restoreState(values.windowState) && isLayoutSane(values.windowState)) {
            m_layoutPending = false; // the user's own layout
        } else {
            restoreState(defaults);
            showMessage(tr("The remembered window layout could not be restored: the default layout is shown."));
        }
    }
}
