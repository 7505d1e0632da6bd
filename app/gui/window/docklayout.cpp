// SPDX-License-Identifier: MIT
#include "window/docklayout.h"

#include "activity/activityhost.h"
#include "board/boardscene.h"
#include "explain/callstackpanel.h"
#include "explain/counterspanel.h"
#include "explain/pseudocodepanel.h"
#include "explain/searchtreeview.h"
#include "explain/variablespanel.h"
#include "solutions/solutionspanel.h"
#include "window/layoutmemory.h"

#include <QCoreApplication>
#include <QDataStream>
#include <QIODevice>
#include <QDockWidget>
#include <QLayout>
#include <QMainWindow>
#include <QScrollArea>
#include <QStyle>
#include <QTabBar>
#include <QToolBar>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace {

// A panel laid out with labels and buttons scrolls when its dock is
// smaller than it: its own minimum size would otherwise be the dock's, and
// take the board's space in a small window (views scroll already).
QScrollArea *scrolling(QWidget *panel, QWidget *parent)
{
    auto *area = new QScrollArea(parent);
    area->setWidget(panel);
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    area->setFocusPolicy(Qt::NoFocus);
    return area;
}

} // namespace

DockLayout::DockLayout(
    QMainWindow *window, const Panels &panels, ActivityHost *activities, const BoardScene *scene)
    : QObject(window)
    , m_window(window)
    , m_panels(panels)
    , m_activities(activities)
    , m_scene(scene)
    , m_memory(new LayoutMemory(window))
{
    QDockWidget *counters = addDock(scrolling(panels.counters, window), QT_TRANSLATE_NOOP("MainWindow", "Counters"),
        QStringLiteral("countersDock"), Qt::RightDockWidgetArea);
    QDockWidget *pseudocode = addDock(panels.pseudocode, QT_TRANSLATE_NOOP("MainWindow", "Pseudocode"),
        QStringLiteral("pseudocodeDock"), Qt::RightDockWidgetArea);
    QDockWidget *variables = addDock(panels.variables, QT_TRANSLATE_NOOP("MainWindow", "Variables"),
        QStringLiteral("variablesDock"), Qt::RightDockWidgetArea);
    QDockWidget *callStack = addDock(panels.callStack, QT_TRANSLATE_NOOP("MainWindow", "Call stack"),
        QStringLiteral("callStackDock"), Qt::RightDockWidgetArea);
    // Counters on top; the code, its variables and its stack share one place.
    window->splitDockWidget(counters, pseudocode, Qt::Vertical);
    window->tabifyDockWidget(pseudocode, variables);
    window->tabifyDockWidget(variables, callStack);
    pseudocode->raise();
    addActivityDocks(counters, pseudocode);

    QDockWidget *tree = addDock(panels.tree, QT_TRANSLATE_NOOP("MainWindow", "Search tree"),
        QStringLiteral("searchTreeDock"), Qt::BottomDockWidgetArea);
    QDockWidget *solutions = addDock(scrolling(panels.solutions, window), QT_TRANSLATE_NOOP("MainWindow", "Solutions"),
        QStringLiteral("solutionsDock"), Qt::BottomDockWidgetArea);
    window->tabifyDockWidget(tree, solutions);
    tree->raise();
    // In front, the solutions get the height they show whole in.
    // (visibilityChanged() says whether its tab is the one in front: a dock
    // tabbed behind another stays isVisible().)
    connect(solutions, &QDockWidget::visibilityChanged, this, [this](bool inFront) {
        m_solutionsInFront = inFront;
        fitSolutionsLater();
    });
    connect(panels.solutions, &SolutionsPanel::leastHeightChanged, this, &DockLayout::fitSolutionsLater);
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
    connect(solutions, &QDockWidget::dockLocationChanged, this, &DockLayout::fitSolutionsLater);
    connect(solutions, &QDockWidget::topLevelChanged, this, &DockLayout::fitSolutionsLater);
    // The code beside the board runs from the tool bar to the status line:
    // the search tree keeps to the board's width under it.
    window->setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    window->setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    // The board stays the largest thing in the window.
    window->resizeDocks({ tree }, { 200 }, Qt::Vertical);
}

QDockWidget *DockLayout::addDock(QWidget *panel, const char *title, const QString &name, int area)
{
    auto *widget = new QDockWidget(m_window);
    widget->setObjectName(name);
    widget->setWidget(panel);
    widget->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable
        | QDockWidget::DockWidgetClosable);
    m_window->addDockWidget(Qt::DockWidgetArea(area), widget);
    m_docks.append({ widget, title });
    return widget;
}

void DockLayout::addActivityDocks(QDockWidget *counters, QDockWidget *pseudocode)
{
    // One dock a title: the activities sharing it stack their panels, the
    // one registered last on top.
    struct Shared
    {
        const char *title;
        QList<Activity *> activities;
    };
    QList<Shared> shared;
    for (Activity *activity : m_activities->activities()) {
        if (!activity->panel() || !activity->dockTitle()) {
            continue;
        }
        auto same = std::find_if(shared.begin(), shared.end(),
            [&](const Shared &dock) { return qstrcmp(dock.title, activity->dockTitle()) == 0; });
        if (same == shared.end()) {
            shared.append({ activity->dockTitle(), { activity } });
        } else {
            same->activities.prepend(activity);
        }
    }
    QDockWidget *first = nullptr; // the first one tabbed with the counters
    for (const Shared &dock : std::as_const(shared)) {
        QWidget *panel = dock.activities.first()->panel();
        if (dock.activities.size() > 1) {
            panel = new QWidget(m_window);
            auto *layout = new QVBoxLayout(panel);
            layout->setContentsMargins(0, 0, 0, 0);
            for (Activity *activity : dock.activities) {
                layout->addWidget(activity->panel());
            }
            layout->addStretch(1);
        }
        QString name = QString::fromLatin1(dock.title).toLower().remove(QLatin1Char(' '));
        QDockWidget *widget = addDock(scrolling(panel, m_window), dock.title,
            name + QStringLiteral("Dock"), Qt::RightDockWidgetArea);
        const bool lesson = dock.activities.first()->kind() == Activity::Kind::Lesson;
        if (lesson) {
            // A lesson's scene and note, in front of the code while a lesson
            // is open: the counters and the mode panels stay in view above.
            m_window->tabifyDockWidget(pseudocode, widget);
            widget->hide();
            pseudocode->raise();
        } else {
            // The activities' panels share the counters' place (they say
            // nothing of them).
            m_window->tabifyDockWidget(first ? first : counters, widget);
            first = first ? first : widget;
            counters->raise();
        }
    }
    const auto bringForward = [this](Activity::Kind kind) {
        Activity *activity = m_activities->find(kind);
        QWidget *panel = activity ? activity->panel() : nullptr;
        for (QWidget *up = panel; up; up = up->parentWidget()) {
            if (auto *dock = qobject_cast<QDockWidget *>(up)) {
                dock->show();
                dock->raise();
                if (kind == Activity::Kind::BeTheSolver) {
                    // The practice's sentences and summary need room: half
                    // the window's height (the code shares the side with it).
                    m_window->resizeDocks({ dock }, { m_window->height() / 2 }, Qt::Vertical);
                }
                return;
            }
        }
    };
    connect(m_activities, &ActivityHost::activeChanged, this,
        [this, bringForward](Activity::Kind kind, bool active) {
            if (active && kind != Activity::Kind::Lesson) {
                bringForward(kind);
            }
            if (kind == Activity::Kind::ClassVote) {
                // The join code and its QR code need room (layout()), and
                // give it back when the class closes.
                layoutLater();
            }
        });
    connect(m_activities, &ActivityHost::panelWanted, this, bringForward);
}

void DockLayout::forgetRemembered()
{
    m_memory->forget();
}

QList<QDockWidget *> DockLayout::docks() const
{
    QList<QDockWidget *> docks;
    for (const Dock &dock : m_docks) {
        docks.append(dock.widget);
    }
    return docks;
}

QStringList DockLayout::sessionDockNames() const
{
    QStringList names;
    for (const Dock &dock : m_docks) {
        if (dock.widget->objectName() != QLatin1String("lessonDock")) {
            names << dock.widget->objectName();
        }
    }
    return names;
}

QDockWidget *DockLayout::dockNamed(const QString &name) const
{
    for (const Dock &dock : m_docks) {
        if (dock.widget->objectName() == name) {
            return dock.widget;
        }
    }
    return nullptr;
}

void DockLayout::retranslate()
{
    for (const Dock &dock : std::as_const(m_docks)) {
        const QString title = QCoreApplication::translate("MainWindow", dock.title);
        dock.widget->setWindowTitle(title);
        dock.widget->toggleViewAction()->setToolTip(
            QCoreApplication::translate("MainWindow", "Show or hide the %1 panel").arg(title));
    }
}

void DockLayout::fit(bool narrower, bool shorter)
{
    // QMainWindow keeps its docks' sizes and gives or takes the difference
    // to the central widget: a smaller window would shrink the board alone,
    // down to a stamp beside the counters.
    const int width = m_window->width();
    const int height = m_window->height();
    for (const Dock &dock : std::as_const(m_docks)) {
        QDockWidget *widget = dock.widget;
        if (widget->isHidden() || widget->isFloating()) {
            continue;
        }
        const QSize least = widget->minimumSizeHint();
        switch (m_window->dockWidgetArea(widget)) {
        case Qt::LeftDockWidgetArea:
        case Qt::RightDockWidgetArea:
            if (const int most = std::max(least.width(), int(width * SideDockShare));
                narrower && widget->width() > most) {
                m_window->resizeDocks({ widget }, { most }, Qt::Horizontal);
            }
            break;
        case Qt::TopDockWidgetArea:
        case Qt::BottomDockWidgetArea:
            if (const int most = std::max(least.height(), int(height * BottomDockShare));
                shorter && widget->height() > most) {
                m_window->resizeDocks({ widget }, { most }, Qt::Vertical);
            }
            break;
        default:
            break;
        }
    }
}

void DockLayout::layoutLater()
{
    QMetaObject::invokeMethod(this, &DockLayout::layout, Qt::QueuedConnection);
}

void DockLayout::layout()
{
    auto *counters = dockNamed(QStringLiteral("countersDock"));
    auto *pseudocode = dockNamed(QStringLiteral("pseudocodeDock"));
    auto *tree = dockNamed(QStringLiteral("searchTreeDock"));
    if (!counters || !pseudocode || !tree) {
        return;
    }
    QMainWindow *window = m_window;
    const int width = window->width();
    const int height = window->height();
    // Sizes are read from the widgets: a new text size must have reached
    // their layouts (dock titles, tabs, the panels) first.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    // The board is a square as tall as the space the tree leaves: what is
    // left of the width goes to the code, up to its longest line.
    int treeHeight = std::max(tree->minimumSizeHint().height(),
        int(height * (m_presenting ? PresentingTreeShare : TreeShare)));
    const int chrome = height - window->centralWidget()->height() - (tree->isVisible() ? tree->height() : 0);
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
        const int treeRoom = height - std::max(chrome, 0) - boardNeeds.height();
        if (treeRoom < tree->minimumSizeHint().height()) {
            // The tree and the docks tabbed with it (solutions) go while
            // presenting; restoreState() brings them back after.
            for (const Dock &dock : std::as_const(m_docks)) {
                if (window->dockWidgetArea(dock.widget) == Qt::BottomDockWidgetArea
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
    if (auto *solutions = dockNamed(QStringLiteral("solutionsDock"));
        solutions && !solutions->isHidden() && !solutions->isFloating()
        && window->dockWidgetArea(solutions) == Qt::LeftDockWidgetArea) {
        besideBoard = solutions->minimumSizeHint().width();
        window->resizeDocks({ solutions }, { besideBoard }, Qt::Horizontal);
        // and the separators on both sides of the board
        besideBoard += 2 * window->style()->pixelMetric(QStyle::PM_DockWidgetSeparatorExtent, nullptr, window);
    }
    const int boardSide = std::max(0, height - std::max(chrome, 0) - treeHeight);
    int room = std::max(int(width * SideDockShare), width - boardSide - 16);
    if (boardNeeds.isValid()) {
        room = std::min(room, width - boardNeeds.width() - besideBoard);
    }
    if (besideBoard > 0) {
        // ... down to the width their tabs and counters need whole.
        int least = counters->minimumSizeHint().width();
        for (const QTabBar *bar : window->findChildren<QTabBar *>(Qt::FindDirectChildrenOnly)) {
            if (bar->isVisible() && bar->count() > 0
                && bar->geometry().left() >= window->centralWidget()->geometry().right()) {
                least = std::max(least, bar->sizeHint().width());
            }
        }
        room = std::max(room, least);
    }
    const int code = pseudocode->widget()->sizeHint().width()
        + pseudocode->style()->pixelMetric(QStyle::PM_DockWidgetFrameWidth, nullptr, pseudocode) * 2;
    const int side = std::clamp(code, counters->minimumSizeHint().width(),
        std::max(counters->minimumSizeHint().width(), std::min(room, int(width * MaxSideShare))));
    window->resizeDocks({ pseudocode }, { side }, Qt::Horizontal);
    if (treeHeight > 0) {
        window->resizeDocks({ tree }, { treeHeight }, Qt::Vertical);
    }
    // The counters are read at a glance, all of them, and take no more. What
    // a dock's size includes (its title, a tab bar when tabbed) depends on
    // the style: asked for, then corrected by what the panel really got.
    auto *area = qobject_cast<QScrollArea *>(counters->widget());
    // (Before the window is shown its docks have no real sizes yet: the
    // title is then taken as a line of text and a margin.)
    const int title = window->isVisible() ? counters->height() - counters->widget()->height()
                                  : counters->fontMetrics().height() + 8;
    int countersHeight = title + m_panels.counters->sizeHint().height();
    if (m_activities->isActive(Activity::Kind::ClassVote)) {
        // The class's panel shares the counters' place: its join code and
        // QR code are read from the back of the room, so it takes most of
        // the side's height (the code below gives way).
        countersHeight = std::max(countersHeight, height * 2 / 3);
    }
    window->resizeDocks({ counters }, { countersHeight }, Qt::Vertical);
    // The layout takes what the counters are given beyond their old size
    // from the code below them and shares any shortfall between the two
    // (QDockAreaLayout spreads it evenly): each pass gets part of what is
    // still missing, never more than asked, so a few passes close the gap.
    for (int pass = 0; pass < 8 && area && window->isVisible(); ++pass) {
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        const int missing = m_panels.counters->sizeHint().height() - area->viewport()->height();
        if (missing <= 0) {
            break;
        }
        countersHeight += missing;
        window->resizeDocks({ counters }, { countersHeight }, Qt::Vertical);
    }
}

bool DockLayout::isSane(const QByteArray &state, const QList<QToolBar *> &bars) const
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
    for (QToolBar *bar : bars) {
        if (!bar->isHidden() && m_window->toolBarArea(bar) == Qt::NoToolBarArea && !bar->isFloating()) {
            return false;
        }
    }
    // Laid out now, at the window's size: the board keeps a fair share.
    m_window->layout()->invalidate();
    m_window->layout()->activate();
    const QSize board = m_window->centralWidget()->size();
    return board.width() >= m_window->width() / 4 && board.height() >= m_window->height() / 4;
}

bool DockLayout::moveSolutionsBesideBoard()
{
    auto *dock = dockNamed(QStringLiteral("solutionsDock"));
    if (!m_presenting || !dock || !m_solutionsInFront || !dock->isVisible() || dock->isFloating()
        || m_window->dockWidgetArea(dock) != Qt::BottomDockWidgetArea) {
        return false;
    }
    // Under the board, presenting, the panel's larger text made it taller
    // than the room the board leaves (a row of thumbnails, the orbit and
    // its captions): beside the board, upright, it takes a strip of the
    // width the board does not use, and the board keeps its size.
    // restoreState() puts it back under the board after presenting.
    // The docks tabbed with it (the search tree) were behind it: they stay
    // out of sight, rather than come to the front under the board.
    const QList<QDockWidget *> behind = m_window->tabifiedDockWidgets(dock);
    m_window->addDockWidget(Qt::LeftDockWidgetArea, dock);
    for (QDockWidget *other : behind) {
        other->hide();
    }
    dock->show();
    dock->raise();
    m_solutionsInFront = true;
    QMetaObject::invokeMethod(this, &DockLayout::hideEmptyTabBars, Qt::QueuedConnection);
    return true;
}

void DockLayout::moveSolutionsUnderBoard(QDockWidget *shown)
{
    auto *dock = dockNamed(QStringLiteral("solutionsDock"));
    if (!m_presenting || !dock || dock == shown || shown->isHidden() || shown->isFloating()
        || m_window->dockWidgetArea(shown) != Qt::BottomDockWidgetArea || dock->isFloating()
        || m_window->dockWidgetArea(dock) != Qt::LeftDockWidgetArea) {
        return;
    }
    // A dock under the board brought back while the solutions are beside
    // it: the solutions go back behind it, tabbed as before presenting
    // (beside the board they would leave it a column as narrow as the board).
    m_window->tabifyDockWidget(shown, dock);
    shown->raise();
    QMetaObject::invokeMethod(this, &DockLayout::hideEmptyTabBars, Qt::QueuedConnection);
}

void DockLayout::hideEmptyTabBars()
{
    // A dock group dissolved and formed again (the solutions moving beside
    // the board and back) can leave Qt's tab bar of the old group, with no
    // tabs, shown over the new one (Qt 6.4): nothing is lost by hiding it,
    // the layout shows its tab bars again when it uses them.
    for (QTabBar *bar : m_window->findChildren<QTabBar *>(Qt::FindDirectChildrenOnly)) {
        if (bar->count() == 0 && bar->isVisible()) {
            bar->hide();
        }
    }
}

void DockLayout::fitSolutionsDock()
{
    auto *dock = dockNamed(QStringLiteral("solutionsDock"));
    auto *area = dock ? qobject_cast<QScrollArea *>(dock->widget()) : nullptr;
    if (!area) {
        return;
    }
    if (moveSolutionsBesideBoard()) {
        layoutLater();
    }
    const Qt::DockWidgetArea where = m_window->dockWidgetArea(dock);
    const bool beside = where == Qt::LeftDockWidgetArea || where == Qt::RightDockWidgetArea;
    // Beside the board the panel stands upright, under it (or floating) it lies wide.
    m_panels.solutions->setShape(beside && !dock->isFloating() ? SolutionsPanel::Shape::Tall
                                                        : SolutionsPanel::Shape::Wide);
    if (beside && !dock->isFloating()) {
        // Beside the board: as wide as the panel's least width (its height
        // is the window's).
        if (m_solutionsInFront) {
            QCoreApplication::sendPostedEvents(m_panels.solutions, QEvent::LayoutRequest);
        }
        // Its wrapped words (the counts, the orbit's caption) take more
        // lines in a narrower panel: it widens until its height is the
        // dock's, if it can within a third of the window.
        int least = 0;
        if (m_solutionsInFront && dock->isVisible()) {
            least = m_panels.solutions->minimumSizeHint().width();
            for (const int tall = area->height(); least < m_window->width() / 3
                 && m_panels.solutions->layout()->totalHeightForWidth(least) > tall;) {
                least += 8;
            }
        }
        area->setMinimumHeight(0);
        if (area->minimumWidth() != least) {
            area->setMinimumWidth(least);
            if (m_presenting) {
                layoutLater();
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
        QCoreApplication::sendPostedEvents(m_panels.solutions, QEvent::LayoutRequest);
    }
    const int least = m_solutionsInFront && dock->isVisible() && !dock->isFloating()
        ? std::min(std::max(m_panels.solutions->minimumSizeHint().height(),
                       // its wrapped captions (the orbit's) at the width they have
                       m_panels.solutions->layout()->totalHeightForWidth(m_panels.solutions->width())),
              m_window->height() / 2)
        : 0;
    if (area->minimumHeight() != least) {
        area->setMinimumHeight(least);
    }
}

void DockLayout::fitSolutionsLater()
{
    QMetaObject::invokeMethod(this, &DockLayout::fitSolutionsDock, Qt::QueuedConnection);
}

void DockLayout::setPresenting(bool on, double boardSide)
{
    m_presenting = on;
    if (on) {
        m_boardBeforePresenting = boardSide;
    }
}

void DockLayout::arrangeForPresenting()
{
    moveSolutionsBesideBoard();
    // The dock titles and sizes follow the new font once laid out.
    for (const Dock &dock : std::as_const(m_docks)) {
        if (dock.widget->isFloating()) {
            dock.widget->setFloating(false);
        }
    }
    layoutLater();
}
