// SPDX-License-Identifier: MIT
#include "compare/comparewindow.h"

#include "algorithms/algorithmregistry.h"
#include "board/boardscene.h"
#include "compare/comparelane.h"
#include "compare/comparetable.h"
#include "compare/flowlayout.h"
#include "compare/laneview.h"
#include "compare/lockstepdriver.h"
#include "display/boardpresenter.h"
#include "common/actiontexts.h"
#include "run/runcontroller.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QGridLayout>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QSplitter>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>

QList<nq::Algorithm> CompareWindow::defaultAlgorithms(nq::Algorithm current)
{
    QList<nq::Algorithm> chosen { current };
    // The algorithms that open beside the current one, each description's
    // compareOrder first.
    QList<const AlgorithmDescription *> others;
    for (const AlgorithmDescription *description : AlgorithmRegistry::all()) {
        if (description->traits().compareOrder > 0) {
            others.append(description);
        }
    }
    std::sort(others.begin(), others.end(), [](const auto *a, const auto *b) {
        return a->traits().compareOrder < b->traits().compareOrder;
    });
    for (const AlgorithmDescription *description : others) {
        if (chosen.size() < MaxBoards && !chosen.contains(description->id())) {
            chosen.append(description->id());
        }
    }
    return chosen;
}

CompareWindow::CompareWindow(int n, const QList<nq::Algorithm> &algorithms, QWidget *parent)
    : QWidget(parent, Qt::Window)
    , m_driver(new LockstepDriver(this))
    , m_table(new CompareTable(this))
    , m_grid(new QGridLayout)
    , m_sizeLabel(new QLabel(this))
    , m_sizeBox(new QSpinBox(this))
    , m_countLabel(new QLabel(this))
    , m_countBox(new QSpinBox(this))
    , m_modeLabel(new QLabel(this))
    , m_modeBox(new QComboBox(this))
    , m_speedCaption(new QLabel(this))
    , m_speedSlider(new QSlider(Qt::Horizontal, this))
    , m_speedLabel(new QLabel(this))
    , m_playAction(new QAction(this))
    , m_stepAction(new QAction(this))
    , m_resetAction(new QAction(this))
    , m_fasterAction(new QAction(this))
    , m_slowerAction(new QAction(this))
    , m_copyButton(new QPushButton(this))
    , m_csvButton(new QPushButton(this))
    , m_imageButton(new QPushButton(this))
    , m_message(new QLabel(this))
{
    setFocusPolicy(Qt::ClickFocus); // it takes the focus back: giveKeysBack()
    setObjectName(QStringLiteral("compareWindow"));
    // Every algorithm the list offers runs on the boards' size (1..32, the
    // backtrackers' largest; min-conflicts takes it too).
    m_sizeBox->setRange(nq::MinBoardSize, nq::MaxBoardSize);
    m_sizeBox->setValue(std::clamp(n, nq::MinBoardSize, nq::MaxBoardSize));
    m_sizeBox->setKeyboardTracking(false);
    m_sizeLabel->setBuddy(m_sizeBox);
    m_countBox->setRange(MinBoards, MaxBoards);
    m_countBox->setKeyboardTracking(false);
    m_countLabel->setBuddy(m_countBox);
    for (int i = 0; i < 3; ++i) {
        m_modeBox->addItem(QString());
    }
    m_modeLabel->setBuddy(m_modeBox);
    m_speedSlider->setRange(0, RunController::topSpeedIndex());
    m_speedSlider->setPageStep(1);
    m_speedSlider->setMaximumWidth(160);
    m_speedCaption->setBuddy(m_speedSlider);

    const QStyle *style = this->style();
    m_resetAction->setIcon(style->standardIcon(QStyle::SP_MediaSkipBackward));
    m_stepAction->setIcon(style->standardIcon(QStyle::SP_MediaSeekForward));
    m_playAction->setIcon(style->standardIcon(QStyle::SP_MediaPlay));
    m_playAction->setShortcut(QKeySequence(Qt::Key_Space));
    m_stepAction->setShortcut(QKeySequence(Qt::Key_Right));
    m_resetAction->setShortcut(QKeySequence(Qt::Key_Home));
    m_fasterAction->setShortcuts({ QKeySequence(Qt::Key_Plus), QKeySequence(Qt::Key_Equal) });
    m_slowerAction->setShortcut(QKeySequence(Qt::Key_Minus));
    for (QAction *action :
        { m_playAction, m_stepAction, m_resetAction, m_fasterAction, m_slowerAction }) {
        action->setShortcutContext(Qt::WindowShortcut);
        addAction(action);
    }

    for (int i = 0; i < MaxBoards; ++i) {
        const nq::Algorithm algorithm = nq::algorithms()[std::size_t(i)].id;
        auto *lane = new CompareLane(algorithm, m_sizeBox->value(), this);
        auto *view = new LaneView(lane, i + 1, this);
        connect(view, &LaneView::algorithmChosen, this,
            [this, i](nq::Algorithm chosen) { setAlgorithm(i, chosen); });
        // The table follows each board in the call that drew it.
        connect(lane, &CompareLane::figuresChanged, this, &CompareWindow::refreshTable);
        m_allLanes.append(lane);
        m_allViews.append(view);
    }

    // The controls in groups that stay together, on as many lines as the
    // window's width and the text's size need.
    auto *controls = new FlowLayout;
    const auto group = [this](std::initializer_list<QWidget *> widgets) {
        auto *box = new QWidget(this);
        auto *row = new QHBoxLayout(box);
        row->setContentsMargins(0, 0, 0, 0);
        for (QWidget *widget : widgets) {
            row->addWidget(widget);
        }
        return box;
    };
    controls->addWidget(group({ m_sizeLabel, m_sizeBox }));
    controls->addWidget(group({ m_countLabel, m_countBox }));
    controls->addWidget(group({ m_modeLabel, m_modeBox }));
    controls->addWidget(
        group({ addButton(m_playAction), addButton(m_stepAction), addButton(m_resetAction) }));
    controls->addWidget(group({ m_speedCaption, m_speedSlider, m_speedLabel }));

    m_boards = new QWidget(this);
    m_boards->setObjectName(QStringLiteral("boards"));
    m_boards->setLayout(m_grid);
    m_boards->installEventFilter(this); // arranged anew at every size
    m_grid->setContentsMargins(0, 0, 0, 0);

    auto *results = new QWidget(this);
    auto *resultsLayout = new QVBoxLayout(results);
    resultsLayout->setContentsMargins(0, 0, 0, 0);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_copyButton);
    buttons->addWidget(m_csvButton);
    buttons->addWidget(m_imageButton);
    buttons->addWidget(m_message, 1);
    resultsLayout->addWidget(m_table, 1);
    resultsLayout->addLayout(buttons);
    m_message->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    // Every row of the table in view: the boards take the rest.
    m_table->setMinimumHeight(m_table->sizeHint().height());

    // The boards get the room; the table may be made taller by its handle.
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_boards);
    splitter->addWidget(results);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 0);
    splitter->setChildrenCollapsible(false);
    results->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addLayout(controls);
    layout->addWidget(splitter, 1);

    connect(m_sizeBox, &QSpinBox::valueChanged, this, &CompareWindow::setBoardSize);
    connect(m_countBox, &QSpinBox::valueChanged, this, &CompareWindow::setBoardCount);
    connect(m_modeBox, &QComboBox::activated, this, [this](int index) {
        m_driver->setMode(LockstepDriver::Mode(index));
    });
    connect(m_speedSlider, &QSlider::valueChanged, m_driver, &LockstepDriver::setSpeedIndex);
    connect(m_speedSlider, &QSlider::valueChanged, this, &CompareWindow::showSpeed);
    connect(m_playAction, &QAction::triggered, m_driver, &LockstepDriver::togglePlay);
    connect(m_stepAction, &QAction::triggered, m_driver, &LockstepDriver::step);
    connect(m_resetAction, &QAction::triggered, m_driver, &LockstepDriver::reset);
    connect(m_fasterAction, &QAction::triggered, this,
        [this] { m_speedSlider->setValue(m_driver->speedIndex() + 1); });
    connect(m_slowerAction, &QAction::triggered, this,
        [this] { m_speedSlider->setValue(m_driver->speedIndex() - 1); });
    connect(m_driver, &LockstepDriver::playingChanged, this, &CompareWindow::showPlaying);
    connect(m_copyButton, &QPushButton::clicked, this, &CompareWindow::copyTable);
    connect(m_csvButton, &QPushButton::clicked, this, [this] { exportWithDialog(false); });
    connect(m_imageButton, &QPushButton::clicked, this, [this] { exportWithDialog(true); });

    m_speedSlider->setValue(m_driver->speedIndex());
    retranslate();
    setAlgorithms(algorithms);
}

CompareWindow::~CompareWindow()
{
    // The driver drives the runs (its timer, their gates, which would open
    // by themselves when it goes): it goes before them, so it never steps a
    // run being deleted.
    delete m_driver;
    qDeleteAll(m_allViews);
    qDeleteAll(m_allLanes);
}

QToolButton *CompareWindow::addButton(QAction *action)
{
    auto *button = new QToolButton(this);
    button->setDefaultAction(action);
    button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    return button;
}

QList<CompareLane *> CompareWindow::lanes() const
{
    return m_allLanes.mid(0, m_count);
}

QList<LaneView *> CompareWindow::laneViews() const
{
    return m_allViews.mid(0, m_count);
}

int CompareWindow::boardSize() const
{
    return m_sizeBox->value();
}

QList<nq::Algorithm> CompareWindow::algorithms() const
{
    QList<nq::Algorithm> chosen;
    for (const CompareLane *lane : lanes()) {
        chosen.append(lane->algorithm());
    }
    return chosen;
}

void CompareWindow::setBoardSize(int n)
{
    if (m_sizeBox->value() != n) {
        m_sizeBox->setValue(n); // comes back here
        return;
    }
    for (CompareLane *lane : std::as_const(m_allLanes)) {
        lane->setBoardSize(n);
    }
    restartAll();
}

void CompareWindow::setBoardCount(int count)
{
    count = std::clamp(count, MinBoards, MaxBoards);
    if (m_countBox->value() != count) {
        m_countBox->setValue(count); // comes back here
        return;
    }
    m_count = count;
    arrangeBoards();
    restartAll();
}

void CompareWindow::setAlgorithm(int board, nq::Algorithm algorithm)
{
    if (board < 0 || board >= MaxBoards) {
        return;
    }
    m_allLanes.at(board)->setAlgorithm(algorithm);
    m_allLanes.at(board)->setBoardSize(boardSize()); // a smaller largest size may have clamped it
    restartAll();
}

void CompareWindow::setAlgorithms(const QList<nq::Algorithm> &algorithms)
{
    QList<nq::Algorithm> chosen = algorithms.mid(0, MaxBoards);
    for (const nq::AlgorithmInfo &info : nq::algorithms()) {
        if (chosen.size() >= MinBoards) {
            break;
        }
        if (!chosen.contains(info.id)) {
            chosen.append(info.id);
        }
    }
    for (int i = 0; i < chosen.size(); ++i) {
        m_allLanes.at(i)->setAlgorithm(chosen.at(i));
        m_allLanes.at(i)->setBoardSize(boardSize());
    }
    {
        const QSignalBlocker block(m_countBox);
        m_countBox->setValue(int(chosen.size()));
    }
    m_count = int(chosen.size());
    arrangeBoards();
    restartAll();
}

void CompareWindow::restartAll()
{
    QList<RunController *> runs;
    for (CompareLane *lane : lanes()) {
        runs.append(lane->controller());
    }
    m_driver->setRuns(runs);
    m_driver->reset();
    // The mode's target starts from the fresh runs (0).
    m_driver->setMode(m_driver->mode());
    refreshTable();
}

void CompareWindow::layoutBoards()
{
    for (LaneView *view : std::as_const(m_allViews)) {
        m_grid->removeWidget(view);
        view->hide();
    }
    const int columns = std::clamp(m_columns, 1, m_count);
    const int rows = (m_count + columns - 1) / columns;
    for (int i = 0; i < m_count; ++i) {
        LaneView *view = m_allViews.at(i);
        view->setFiguresPlace(m_place);
        m_grid->addWidget(view, i / columns, i % columns);
        view->show();
    }
    for (int row = 0; row < MaxBoards; ++row) {
        m_grid->setRowStretch(row, row < rows ? 1 : 0);
    }
    for (int column = 0; column < MaxBoards; ++column) {
        m_grid->setColumnStretch(column, column < columns ? 1 : 0);
    }
}

void CompareWindow::arrangeBoards()
{
    // The least room of the boards is that of two columns with the counters
    // beside the boards, whatever the arrangement: the window's least size
    // does not change with it (an arrangement that does not fit is not chosen).
    const int hSpacing = std::max(0, m_grid->horizontalSpacing());
    const int vSpacing = std::max(0, m_grid->verticalSpacing());
    QSize lane;
    for (const LaneView *view : laneViews()) {
        lane = lane.expandedTo(view->minimumFor(LaneView::Place::Beside));
    }
    const int fallbackColumns = std::min(2, m_count);
    const int fallbackRows = (m_count + fallbackColumns - 1) / fallbackColumns;
    const QSize least(fallbackColumns * lane.width() + (fallbackColumns - 1) * hSpacing,
        fallbackRows * lane.height() + (fallbackRows - 1) * vSpacing);
    if (m_boards->minimumSize() != least) {
        m_boards->setMinimumSize(least);
    }
    const QSize room = m_boards->size();
    if (room.isEmpty() || m_count <= 0) {
        layoutBoards();
        return;
    }
    // The side of the squares' area each board would get: the cell less
    // what the lane takes besides its board (its title, the counters).
    using Place = LaneView::Place;
    struct Choice
    {
        int columns;
        Place place;
        int side;
    };
    const auto sideOf = [&](int columns, Place place) {
        const int rows = (m_count + columns - 1) / columns;
        const int cellWidth = (room.width() - (columns - 1) * hSpacing) / columns;
        const int cellHeight = (room.height() - (rows - 1) * vSpacing) / rows;
        int side = std::numeric_limits<int>::max();
        for (const LaneView *view : laneViews()) {
            const QSize chrome = view->chrome(place, cellWidth);
            const QSize figures = view->figuresSize(place);
            const bool below = place != Place::Beside;
            const int width = cellWidth - chrome.width();
            const int height = cellHeight - chrome.height();
            // The counters must fit too: beside the board, in its height;
            // under it, in the lane's width; and the board in its least size.
            const QSize least = view->minimumFor(place);
            if ((below && cellWidth - chrome.width() < figures.width())
                || (!below && height < figures.height()) || cellWidth < least.width()
                || cellHeight < least.height()) {
                return -1;
            }
            side = std::min({ side, width, height });
        }
        return side;
    };
    Choice best { m_columns, m_place, sideOf(std::clamp(m_columns, 1, m_count), m_place) };
    for (int columns = 1; columns <= m_count; ++columns) {
        for (const Place place : LaneView::Places) {
            const int side = sideOf(columns, place);
            // The arrangement in place stays unless another is clearly better:
            // no flicker between two of about the same size while resizing.
            if (side > best.side + 4) {
                best = { columns, place, side };
            }
        }
    }
    if (best.side < 0) {
        // Too small for any: two columns (side by side), counters beside.
        best = { std::min(2, m_count), Place::Beside, 0 };
    }
    if (best.columns != m_columns || best.place != m_place || m_grid->count() != m_count) {
        m_columns = best.columns;
        m_place = best.place;
        layoutBoards();
    }
}

bool CompareWindow::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_boards && event->type() == QEvent::Resize) {
        arrangeBoards();
    }
    return QWidget::eventFilter(watched, event);
}

void CompareWindow::setPresentation(const Presentation &presentation)
{
    const Presentation before = std::exchange(m_presentation, presentation);
    if (!qFuzzyCompare(presentation.textScale, before.textScale) || m_font.resolveMask() == 0) {
        applyFont();
    }
    if (presentation.presenting != before.presenting) {
        // Presenting, the lanes leave the table's figures to it (in large
        // type there) and the window takes the whole screen; after, it
        // goes back to where it was.
        for (LaneView *view : std::as_const(m_allViews)) {
            view->setCompact(presentation.presenting);
        }
        if (presentation.presenting) {
            // (A window not placed yet has no geometry of its own to go back to.)
            const bool placed = isVisible() || testAttribute(Qt::WA_Resized);
            m_geometryBeforePresenting = placed ? geometry() : QRect();
            fitToScreen(1.0);
        } else if (m_geometryBeforePresenting.isValid()) {
            setGeometry(std::exchange(m_geometryBeforePresenting, {}));
        } else {
            fitToScreen();
        }
        arrangeBoards();
    }
    const Qt::WindowStates state = windowState();
    const Qt::WindowStates wanted = presentation.fullScreen ? state | Qt::WindowFullScreen
                                                            : state & ~Qt::WindowFullScreen;
    if (wanted != state) {
        setWindowState(wanted);
    }
}

void CompareWindow::applyFont()
{
    const double scale = m_presentation.textScale;
    QFont font = QApplication::font();
    if (font.pointSizeF() > 0) {
        font.setPointSizeF(font.pointSizeF() * scale);
    } else {
        font.setPixelSize(std::max(1, int(font.pixelSize() * scale)));
    }
    m_font = font;
    // Every child follows: the controls, the counters, the table (its rows
    // grow with the font), and the boards' labels with the text.
    setFont(font);
    for (CompareLane *lane : std::as_const(m_allLanes)) {
        lane->scene()->setTextScale(scale);
    }
    m_table->setMinimumHeight(m_table->sizeHint().height());
    // The lanes take another room: the boards are arranged anew once the
    // new font has reached the layouts.
    QMetaObject::invokeMethod(this, &CompareWindow::arrangeBoards, Qt::QueuedConnection);
    arrangeBoards();
}

void CompareWindow::addModeActions(const QList<QAction *> &actions)
{
    for (QAction *action : actions) {
        if (!this->actions().contains(action)) {
            addAction(action);
        }
    }
}

void CompareWindow::setTheme(const BoardTheme &theme)
{
    for (CompareLane *lane : std::as_const(m_allLanes)) {
        lane->presenter()->setTheme(theme);
    }
}

void CompareWindow::fitToScreen(double share)
{
    const QScreen *screen = this->screen() ? this->screen() : QGuiApplication::primaryScreen();
    if (!screen) {
        return;
    }
    const QRect available = screen->availableGeometry();
    const QSize size(int(available.width() * share), int(available.height() * share));
    resize(size.expandedTo(minimumSizeHint()).boundedTo(available.size()));
    move(available.center() - rect().center());
}

void CompareWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        for (CompareLane *lane : std::as_const(m_allLanes)) {
            lane->presenter()->retranslate();
        }
    } else if (event->type() == QEvent::FontChange) {
        fitSpeedLabel();
    }
    QWidget::changeEvent(event);
}

void CompareWindow::retranslate()
{
    setWindowTitle(tr("Compare algorithms"));
    m_sizeLabel->setText(tr("Si&ze:"));
    m_sizeBox->setAccessibleName(tr("Board size"));
    m_sizeBox->setToolTip(tr("The size of every board (N queens on N x N)"));
    m_countLabel->setText(tr("&Boards:"));
    m_countBox->setAccessibleName(tr("Number of boards"));
    m_countBox->setToolTip(tr("How many algorithms run side by side"));
    m_modeLabel->setText(tr("&Lockstep:"));
    m_modeBox->setAccessibleName(tr("Lockstep"));
    m_modeBox->setItemText(int(LockstepDriver::Mode::Steps), tr("By steps"));
    m_modeBox->setItemText(int(LockstepDriver::Mode::Placements), tr("By placements"));
    m_modeBox->setItemText(int(LockstepDriver::Mode::OwnPace), tr("Own pace"));
    m_modeBox->setItemData(int(LockstepDriver::Mode::Steps),
        tr("Every board has done the same number of steps"), Qt::ToolTipRole);
    m_modeBox->setItemData(int(LockstepDriver::Mode::Placements),
        tr("Every board has put down the same number of queens"), Qt::ToolTipRole);
    m_modeBox->setItemData(int(LockstepDriver::Mode::OwnPace),
        tr("Every board runs at the speed on its own"), Qt::ToolTipRole);
    m_modeBox->setToolTip(tr("How the boards keep together"));
    m_speedCaption->setText(tr("Sp&eed:"));
    m_speedSlider->setAccessibleName(tr("Speed"));
    ActionTexts::set(m_stepAction, tr("&Step"), tr("One step on every board"));
    ActionTexts::set(m_resetAction, tr("&Reset"), tr("Start every board again"));
    ActionTexts::set(m_fasterAction, tr("Faster"), tr("Twice as fast"));
    ActionTexts::set(m_slowerAction, tr("Slower"), tr("Half as fast"));
    showPlaying(m_driver->isPlaying());
    showSpeed(m_driver->speedIndex());
    fitSpeedLabel();
    m_copyButton->setText(tr("&Copy"));
    m_copyButton->setToolTip(tr("Copy the table (tab-separated) to the clipboard"));
    m_csvButton->setText(tr("E&xport CSV..."));
    m_csvButton->setToolTip(tr("Save the table as a CSV file"));
    m_imageButton->setText(tr("Export &image..."));
    m_imageButton->setToolTip(tr("Save the table as a PNG image"));
    for (QPushButton *button : { m_copyButton, m_csvButton, m_imageButton }) {
        button->setAccessibleDescription(button->toolTip());
    }
}

void CompareWindow::showPlaying(bool playing)
{
    ActionTexts::set(m_playAction, playing ? tr("&Pause") : tr("&Play"),
        playing ? tr("Pause every board") : tr("Play every board"));
    m_playAction->setIcon(
        style()->standardIcon(playing ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
}

void CompareWindow::fitSpeedLabel()
{
    // As wide as the widest speed: a new speed moves no control.
    int widest = 0;
    for (int speed : RunController::speeds()) {
        widest = std::max(widest,
            m_speedLabel->fontMetrics().horizontalAdvance(
                speed == 0 ? tr("top speed") : tr("%n step(s)/s", nullptr, speed)));
    }
    m_speedLabel->setMinimumWidth(widest);
}

void CompareWindow::showSpeed(int index)
{
    const int speed = RunController::speeds().at(index);
    m_speedLabel->setText(speed == 0 ? tr("top speed") : tr("%n step(s)/s", nullptr, speed));
    m_speedSlider->setAccessibleDescription(m_speedLabel->text());
}

void CompareWindow::refreshTable()
{
    QList<CompareLane::Figures> figures;
    for (const CompareLane *lane : lanes()) {
        figures.append(lane->figures());
    }
    m_table->setFigures(figures, boardSize());
}

void CompareWindow::copyTable()
{
    m_table->copy();
    m_message->setText(tr("The table is on the clipboard."));
    giveKeysBack();
}

void CompareWindow::giveKeysBack()
{
    // A button or the table keeps the focus after a click or a file dialog,
    // and would take Space, Home and the arrows for itself: the window takes
    // it back, so the run's keys drive every board again.
    setFocus(Qt::OtherFocusReason);
}

bool CompareWindow::exportCsv(const QString &path, QString *error) const
{
    return m_table->writeCsv(path, error);
}

bool CompareWindow::exportImage(const QString &path, QString *error) const
{
    return m_table->writeImage(path, error);
}

void CompareWindow::exportWithDialog(bool image)
{
    const QString stem = QStringLiteral("queens-%1-compare").arg(boardSize());
    const QString suggested = QDir::home().filePath(stem + (image ? QLatin1String(".png")
                                                                  : QLatin1String(".csv")));
    const QString path = QFileDialog::getSaveFileName(this,
        image ? tr("Export the table as an image") : tr("Export the table as CSV"), suggested,
        image ? tr("PNG images (*.png)") : tr("CSV files (*.csv)"));
    giveKeysBack();
    if (path.isEmpty()) {
        return;
    }
    QString error;
    const bool ok = image ? exportImage(path, &error) : exportCsv(path, &error);
    m_message->setText(ok ? tr("Saved %1").arg(QDir::toNativeSeparators(path)) : error);
}
