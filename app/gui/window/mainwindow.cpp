// SPDX-License-Identifier: MIT
#include "window/mainwindow.h"

#include "activity/activityhost.h"
#include "board/boardscene.h"
#include "board/boardview.h"
#include "classroom/classmode.h"
#include "classroom/classoffers.h"
#include "classroom/seatmode.h"
#include "coach/practicemode.h"
#include "coach/predictmode.h"
#include "common/keyboardwalk.h"
#include "common/shownchildrenaccessible.h"
#include "common/screenfit.h"
#include "common/wheelguard.h"
#include "compare/comparewindow.h"
#include "display/boardpresenter.h"
#include "display/browseactivity.h"
#include "explain/callstackpanel.h"
#include "explain/counterspanel.h"
#include "explain/pseudocodepanel.h"
#include "explain/searchtreefeed.h"
#include "explain/searchtreeview.h"
#include "explain/variablespanel.h"
#include "export/exportactions.h"
#include "export/exportcommands.h"
#include "play/playmode.h"
#include "run/runactions.h"
#include "run/runcontroller.h"
#include "run/runtoolbar.h"
#include "run/stepfeed.h"
#include "run/timelinebar.h"
#include "session/sessioncontroller.h"
#include "solutions/solutionspanel.h"
#include "window/docklayout.h"
#include "window/languagemanager.h"
#include "window/presentation.h"
#include "window/thememenu.h"
#include "window/windowmenus.h"
#include "window/windownotices.h"

#include <QAccessible>
#include <QAction>
#include <QCloseEvent>
#include <QMessageBox>
#include <QEvent>
#include <QGuiApplication>
#include <QLabel>
#include <QResizeEvent>
#include <QScreen>
#include <QStatusBar>
#include <QStyle>
#include <QToolBar>

#include <utility>

MainWindow::MainWindow(int boardSize, nq::Algorithm algorithm, QWidget *parent)
    : QMainWindow(parent)
    , m_scene(new BoardScene(this))
    , m_view(new BoardView(m_scene, this))
    , m_controller(new RunController(this))
    , m_activities(new ActivityHost(this))
    , m_presenter(new BoardPresenter(m_scene, m_controller, new PlayMode(m_activities, m_controller, this), this))
    , m_feed(new StepFeed(m_controller, this))
    , m_export(new ExportCommands(m_presenter, m_controller))
    , m_languages(new LanguageManager(this))
    , m_runActions(new RunActions(m_controller, this))
    , m_exportActions(new ExportActions(m_export, m_controller, this))
    , m_runBar(new RunToolBar(m_controller, m_runActions, this))
    , m_timelineBar(new TimelineBar(m_controller, this))
    , m_status(new QLabel(this))
    , m_notices(new WindowNotices(this, m_status))
{
    // Tab, Space, Enter, Escape and the wheel follow one set of rules in
    // every window.
    KeyboardWalk::install();
    WheelGuard::install();
    // Every dialog fits its screen, presenting or not.
    ScreenFit::install();
    // A screen reader reads the controls a panel shows, not the ones it hid.
    ShownChildrenAccessible::install();
    setCentralWidget(m_view);
    m_view->setFocusPolicy(Qt::StrongFocus);
    KeyboardWalk::setHome(this, m_view);

    // The activities, each registered with the host as it is made (play
    // mode with the presenter above): the order is their menus' and their
    // status words'.
    auto *predict = new PredictMode(m_activities, m_presenter, this);
    new PracticeMode(m_activities, m_presenter, this);
    auto *browse = new BrowseActivity(m_activities, m_presenter, this);
    auto *classMode = new ClassMode(m_activities, predict, m_presenter, this);
    new SeatMode(m_activities, classMode, predict, this);
    if (!m_languages->language().isEmpty()) {
        classMode->setLanguage(m_languages->language());
    }
    m_classOffers = new ClassOffers(classMode, this);
    m_notices->follow(classMode, m_classOffers);
    SessionController::Parts parts;
    parts.window = this;
    parts.run = m_controller;
    parts.activities = m_activities;
    parts.presenting = [this] { return m_presentation->isPresenting(); };
    parts.setPresenting = [this](bool on) { m_presentation->setPresenting(on); };
    parts.setCursor = [this](QPoint square) { m_presenter->setCursor(square); };
    parts.dockNames = [this] { return m_docks->sessionDockNames(); };
    m_sessions = new SessionController(std::move(parts), this);
    m_notices->follow(m_sessions);
    connect(m_sessions, &SessionController::classWanted, m_classOffers, &ClassOffers::offerForLesson);

    // The run's panels follow the step the board shows themselves.
    DockLayout::Panels panels;
    panels.counters = new CountersPanel(this);
    panels.pseudocode = new PseudocodePanel(this);
    panels.variables = new VariablesPanel(this);
    panels.callStack = new CallStackPanel(this);
    panels.tree = new SearchTreeView(this);
    panels.solutions = new SolutionsPanel(this);
    panels.counters->follow(m_feed);
    panels.pseudocode->follow(m_feed);
    panels.variables->follow(m_feed);
    panels.callStack->follow(m_feed);
    new SearchTreeFeed(panels.tree, m_feed);
    panels.solutions->follow(m_controller);
    browse->follow(panels.solutions);
    m_timelineBar->follow(m_feed);
    m_docks = new DockLayout(this, panels, m_activities, m_scene);

    addToolBar(m_runBar);
    // Done with N or the algorithm: the keys drive the run (and play mode) again.
    connect(m_runBar, &RunToolBar::keysHandedBack, m_view, [this] { m_view->setFocus(Qt::OtherFocusReason); });
    m_runBar->addSeparator();
    m_runBar->addAction(m_activities->get<PlayMode>()->playMode());
    m_runBar->addAction(predict->predictAction());
    m_runBar->addAction(classMode->openAction());
    connect(m_runActions->attacks(), &QAction::toggled, m_presenter, &BoardPresenter::setAttacksShown);
    addToolBarBreak(Qt::BottomToolBarArea);
    addToolBar(Qt::BottomToolBarArea, m_timelineBar);

    // The status changes with every shown step: its size must never make the
    // window lay itself out again (that costs milliseconds at top speed).
    // So it is always two lines tall (Presentation::applyTextSize()), and a
    // long sentence (French, presenting) wraps in them instead of running
    // off the window.
    m_status->setObjectName(QStringLiteral("statusLine"));
    m_status->setWordWrap(true);
    m_status->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    m_status->setMinimumWidth(1);
    statusBar()->addWidget(m_status, 1);

    m_presentation = new Presentation(this, m_view, m_scene, m_docks, m_status);
    WindowMenus::Parts menuParts { this, m_sessions, m_exportActions, m_runActions, m_controller,
        m_presenter, m_view, m_activities, m_presentation, m_docks, m_languages };
    m_menus = new WindowMenus(menuParts);
    connect(m_menus->themeMenu(), &ThemeMenu::themeChosen, this, &MainWindow::applyTheme);
    m_notices->follow(m_exportActions);

    // Everything the window says describes the step the board shows: the
    // panels, the status line and the board's description follow the feed,
    // told by the presenter once the board shows the run's move (and what
    // else it shows), and by the activities when their words change.
    connect(m_presenter, &BoardPresenter::stepShown, m_feed, &StepFeed::stepShown);
    connect(m_presenter, &BoardPresenter::shownChanged, m_feed, &StepFeed::shownChanged);
    connect(m_activities, &ActivityHost::statusWordsChanged, m_feed, &StepFeed::shownChanged);
    connect(m_feed, &StepFeed::due, this, &MainWindow::writeStatus);
    // Highlighted lines take their bold font at a new text size.
    connect(m_presentation, &Presentation::textResized, m_feed, &StepFeed::now);
    connect(m_languages, &LanguageManager::languageChanged, this, [this, classMode] {
        // Qt posts LanguageChange to the widgets; the board's own words (status,
        // refusal caption, hover tool tip) are the presenter's to write again.
        m_presenter->retranslate();
        classMode->setLanguage(m_languages->language());
    });

    retranslate();
    m_presentation->applyTextSize();
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

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (auto *classMode = m_activities->get<ClassMode>(); classMode && classMode->isOpen()) {
        if (!classMode->resultsSaved()) {
            const auto answer = QMessageBox::warning(this, tr("Quit"),
                tr("The class's latest results could not be written: %1\n\nQuit anyway?")
                    .arg(classMode->resultsProblem()),
                QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
            if (answer != QMessageBox::Yes) {
                event->ignore();
                return;
            }
        }
        classMode->close();
    }
    QMainWindow::closeEvent(event);
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    } else if (event->type() == QEvent::PaletteChange && m_menus) {
        applyTheme(); // the system theme follows the palette
    } else if (event->type() == QEvent::WindowStateChange && m_presentation) {
        m_presentation->windowStateChanged();
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::resizeEvent(QResizeEvent *event)
{
    QMainWindow::resizeEvent(event);
    // Only when the window is made smaller: a layout the user made (or that
    // was restored) stays as it is otherwise (made as large as before, the
    // docks' LayoutMemory gives them back).
    if (const QSize old = event->oldSize(); old.isValid() && m_docks) {
        m_docks->fit(event->size().width() < old.width(), event->size().height() < old.height());
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
        m_docks->layoutLater();
    }
}

void MainWindow::retranslate()
{
    setWindowTitle(tr("N-Queens Visualizer"));
    QGuiApplication::setApplicationDisplayName(windowTitle());
    m_docks->retranslate();
    m_menus->retranslate();
    m_presentation->retranslate();
    m_runActions->retranslate();
    for (Activity *activity : m_activities->activities()) {
        activity->retranslate();
    }
    m_exportActions->retranslate();
    m_sessions->retranslate();
    m_status->setAccessibleDescription(tr("What the search just did"));
    m_view->setAccessibleName(tr("Chessboard"));
    // The panels retranslate on the same event, after the window (Qt sends it
    // to parents first): their contents are written again once they have.
    QMetaObject::invokeMethod(m_feed, &StepFeed::now, Qt::QueuedConnection);
}

void MainWindow::writeStatus()
{
    // A question waiting (or its verdict's moment) is the newest thing to
    // say: the run's last step would be stale words beside it.
    QString status = m_activities->statusWords();
    if (status.isEmpty()) {
        status = m_presenter->statusText();
    }
    // A screen reader hears the status line change (QLabel announces its new
    // text), at most every refresh interval while the search runs.
    if (m_status->text() != status) {
        m_status->setText(status);
        QAccessibleEvent announce(m_status, QAccessible::NameChanged);
        QAccessible::updateAccessibility(&announce);
    }
    m_view->setAccessibleDescription(m_presenter->boardDescription());
}

void MainWindow::applyTheme()
{
    const BoardTheme theme = BoardTheme::forKind(m_menus->themeMenu()->kind(), palette());
    m_presenter->setTheme(theme);
    m_docks->panels().tree->setTheme(theme);
    m_docks->panels().solutions->setTheme(theme);
    if (CompareWindow *compare = m_menus->compareWindow()) {
        compare->setTheme(theme);
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
    m_docks->layout();
    m_layoutPending = true;
}

void MainWindow::fitToSize(const QSize &size)
{
    resize(size);
    m_docks->layout();
    m_layoutPending = true;
}

QString MainWindow::statusText() const
{
    return m_status->text();
}

QSlider *MainWindow::timeline() const
{
    return m_timelineBar->slider();
}

void MainWindow::showSettingsProblem(const QString &problem)
{
    m_notices->openWarning(tr("Settings"), problem, QStringLiteral("settingsProblem"));
}

void MainWindow::offerUnclosedClass()
{
    m_classOffers->offerUnclosed();
}

AppSettings::Values MainWindow::settings() const
{
    const PredictMode *predict = m_activities->get<PredictMode>();
    AppSettings::Values values;
    values.size = m_controller->boardSize();
    values.algorithm = m_controller->algorithm();
    values.speedIndex = m_controller->speedIndex();
    values.theme = BoardTheme::id(m_menus->themeMenu()->kind());
    values.language = m_languages->requestedLanguage();
    values.attacksShown = m_runActions->attacks()->isChecked();
    values.exportCoordinates = m_exportActions->coordinates()->isChecked();
    values.exportFolder = m_exportActions->folder();
    values.textSize = m_presentation->textSize();
    values.classPort = m_activities->get<ClassMode>()->preferredPort();
    const nq::learn::PredictSettings &predictSettings = predict->settings();
    values.predictFrequency = int(predictSettings.frequency);
    values.predictK = predictSettings.k;
    values.predictSeed = predictSettings.seed;
    values.predictKinds = int(predictSettings.kinds);
    values.practiceRefusalsMarked = m_activities->get<PracticeMode>()->refusalsMarked()->isChecked();
    values.geometry = saveGeometry();
    values.windowState = m_presentation->layoutToKeep();
    return values;
}

void MainWindow::applySettings(const AppSettings::Values &values)
{
    if (values.speedIndex >= 0 && values.speedIndex <= RunController::topSpeedIndex()) {
        m_controller->setSpeedIndex(values.speedIndex);
    }
    if (const auto kind = BoardTheme::kindFromId(values.theme)) {
        m_menus->themeMenu()->setKind(*kind);
        applyTheme();
    }
    m_languages->setLanguage(values.language);
    m_runActions->attacks()->setChecked(values.attacksShown);
    m_exportActions->coordinates()->setChecked(values.exportCoordinates);
    m_exportActions->setFolder(values.exportFolder);
    m_presentation->setTextSize(values.textSize);
    m_activities->get<ClassMode>()->setPreferredPort(quint16(values.classPort));
    nq::learn::PredictSettings predict;
    predict.frequency = nq::learn::Frequency(values.predictFrequency);
    predict.k = values.predictK;
    predict.seed = values.predictSeed;
    predict.kinds = unsigned(values.predictKinds);
    m_activities->get<PredictMode>()->setSettings(predict);
    m_activities->get<PracticeMode>()->refusalsMarked()->setChecked(values.practiceRefusalsMarked);
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
        if (restoreState(values.windowState) && m_docks->isSane(values.windowState, { m_runBar, m_timelineBar })) {
            m_layoutPending = false; // the user's own layout
        } else {
            restoreState(defaults);
            m_notices->showMessage(
                tr("The remembered window layout could not be restored: the default layout is shown."));
        }
    }
}
