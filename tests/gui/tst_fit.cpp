// SPDX-License-Identifier: MIT
// Every word the window shows fits its widget: the window as it opens on a
// 1280 x 720 projector (and on a full HD screen in presentation mode), in
// every language, normal and in presentation mode. Each visible label,
// button (tool buttons and check boxes too), tab, dock title, combo box
// (its current item and its longest) and tool bar widget is measured with
// its font and the style's margins; text cut off or elided fails, naming the
// widget, the language and the text. The shortcuts dialog (F1) is opened in
// each case: its texts are whole and it grows with the window's text.
//
// walkedWindowFits walks the whole window through what a lesson shows (see
// walkWindow()) on both screens, in every language, without and with
// presentation mode, and checks every state: every text whole (labels that
// wrap, table headers and cells, list items and spin boxes too), no two
// widgets side by side over each other, no panel scrolled sideways, the
// newest words in view, and presenting, the board no smaller and every
// text at least 1.4 times its size.
//
// The offscreen platform is given the screens (its configfile option), so
// that the window opens as the program opens it.
#include "board/boardscene.h"
#include "activity/activityhost.h"
#include "window/docklayout.h"
#include "window/presentation.h"
#include "window/windowmenus.h"
#include "board/boardview.h"
#include "compare/comparelane.h"
#include "compare/comparetable.h"
#include "compare/comparewindow.h"
#include "compare/laneview.h"
#include "coach/practicemode.h"
#include "classcore/classsession.h"
#include "classroom/classmode.h"
#include "classroom/seatmode.h"
#include "classroom/seatpanel.h"
#include "classroom/seatglanceview.h"
#include "seatwork/seatsettings.h"
#include "classserver/classserver.h"
#include "coach/predictmode.h"
#include "support/predictquestion.h"
#include "play/playcontroller.h"
#include "play/playmode.h"
#include "run/runactions.h"
#include "session/sessioncontroller.h"
#include "solutions/solutionspanel.h"
#include "solutions/solutionsmodel.h"
#include "solutions/solutionstore.h"
#include "support/pupilclient.h"
#include "support/wait.h"
#include "run/runcontroller.h"
#include "window/languagemanager.h"
#include "window/helpmenu.h"
#include "window/mainwindow.h"
#include "window/shortcutsdialog.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QMap>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QTabBar>
#include <QTemporaryDir>
#include <QHeaderView>
#include <QLineEdit>
#include <QAbstractSlider>
#include <QListView>
#include <QListWidget>
#include <QJsonArray>
#include <QJsonObject>
#include <QStyleOptionViewItem>
#include <QAbstractSpinBox>
#include <QGraphicsView>
#include <QTableView>
#include <QTreeWidget>
#include <QTest>

#include "support/offscreenscreens.h"
#include <QToolBar>
#include <QToolButton>

#include <QElapsedTimer>
#include <QTimer>
#include <QWindow>
#include <functional>
#include <memory>
#include <vector>
#include <algorithm>
#include <limits>

namespace {

using nqtest::ScreenSpec;
constexpr auto &Screens = nqtest::ClassroomScreens;

using nqtest::screenNamed;

// "&Datei" as shown: "Datei" (a doubled & is one).
QString shown(QString text)
{
    text.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QStringLiteral("\x01"), QStringLiteral("&"));
    return text;
}

// The widest line of `text` in `metrics`.
int advance(const QFontMetrics &metrics, const QString &text)
{
    int widest = 0;
    for (const QString &line : text.split(QLatin1Char('\n'))) {
        widest = std::max(widest, metrics.horizontalAdvance(line));
    }
    return widest;
}

// Who a widget is, for a failure: its class, its name or its nearest named parent.
QString nameOf(const QWidget *widget)
{
    QString name = QString::fromLatin1(widget->metaObject()->className());
    for (const QObject *o = widget; o; o = o->parent()) {
        if (!o->objectName().isEmpty() && !o->objectName().startsWith(QLatin1String("qt_"))) {
            return name + QStringLiteral(" ") + (o == widget ? QString() : QStringLiteral("in "))
                + o->objectName();
        }
    }
    return name;
}

// The width of `widget` the user sees: its own, less what its scroll area
// or parent hides.
int visibleWidth(const QWidget *widget)
{
    return std::min(widget->width(), widget->visibleRegion().boundingRect().width());
}

class Fit
{
public:
    explicit Fit(QString where)
        : m_where(std::move(where))
    { }

    void check(const QWidget *widget, const QString &text, int need, int have)
    {
        if (!text.isEmpty() && need > have) {
            m_failures << QStringLiteral("%1: %2 \"%3\" needs %4 px, has %5")
                              .arg(m_where, nameOf(widget), text)
                              .arg(need)
                              .arg(have);
        }
    }
    void fail(const QWidget *widget, const QString &what)
    {
        m_failures << QStringLiteral("%1: %2 %3").arg(m_where, nameOf(widget), what);
    }
    QStringList failures() const { return m_failures; }

private:
    QString m_where;
    QStringList m_failures;
};

void checkWrappedLabel(Fit &fit, const QLabel *label);

void checkLabel(Fit &fit, const QLabel *label)
{
    if (label->wordWrap()) {
        checkWrappedLabel(fit, label);
        return;
    }
    if (label->text().isEmpty() || label->textFormat() == Qt::RichText
        || Qt::mightBeRichText(label->text()) || !label->pixmap().isNull()) {
        return;
    }
    // The status line is the only label whose policy lets it be narrower
    // than its text; it is measured like every other.
    const int margins = 2 * label->margin() + std::max(0, label->indent())
        + (label->width() - label->contentsRect().width());
    const QString text = shown(label->text());
    const int need = advance(label->fontMetrics(), text) + margins;
    fit.check(label, text, need, visibleWidth(label));
}

void checkButton(Fit &fit, const QAbstractButton *button)
{
    const QString text = shown(button->text());
    if (text.isEmpty()) {
        return;
    }
    const QStyle *style = button->style();
    const int textWidth = advance(button->fontMetrics(), text);
    int need = 0;
    if (const auto *tool = qobject_cast<const QToolButton *>(button)) {
        if (tool->toolButtonStyle() == Qt::ToolButtonIconOnly
            || (tool->toolButtonStyle() == Qt::ToolButtonFollowStyle && !tool->icon().isNull())) {
            return; // the text is its tool tip
        }
        need = tool->sizeHint().width();
        if (tool->toolButtonStyle() == Qt::ToolButtonTextBesideIcon && tool->icon().isNull()) {
            need = std::min(need, textWidth + 2 * style->pixelMetric(QStyle::PM_ButtonMargin, nullptr, tool));
        }
    } else if (qobject_cast<const QCheckBox *>(button) || qobject_cast<const QRadioButton *>(button)) {
        need = button->sizeHint().width();
    } else {
        // A push button's size hint has a smallest width of its own: the text
        // and the style's margins are what must fit.
        need = std::min(button->sizeHint().width(),
            textWidth + 2 * style->pixelMetric(QStyle::PM_ButtonMargin, nullptr, button)
                + 2 * style->pixelMetric(QStyle::PM_DefaultFrameWidth, nullptr, button));
    }
    fit.check(button, text, need, visibleWidth(button));
}

void checkTabBar(Fit &fit, const QTabBar *bar)
{
    const int space = bar->style()->pixelMetric(QStyle::PM_TabBarTabHSpace, nullptr, bar);
    for (int i = 0; i < bar->count(); ++i) {
        const QString text = shown(bar->tabText(i));
        const QRect tab = bar->tabRect(i);
        const int need = advance(bar->fontMetrics(), text) + space;
        fit.check(bar, text, need, tab.width());
        if (!bar->rect().contains(tab)) {
            fit.fail(bar, QStringLiteral("tab \"%1\" is scrolled out of sight").arg(text));
        }
    }
}

void checkDockTitle(Fit &fit, const QDockWidget *dock)
{
    if (dock->titleBarWidget() || dock->isFloating()) {
        return;
    }
    const QStyle *style = dock->style();
    const int margin = style->pixelMetric(QStyle::PM_DockWidgetTitleMargin, nullptr, dock);
    const int frame = style->pixelMetric(QStyle::PM_DockWidgetFrameWidth, nullptr, dock);
    // The title ends where the float and close buttons start.
    int end = dock->width() - frame;
    for (const QAbstractButton *button : dock->findChildren<QAbstractButton *>(
             QString(), Qt::FindDirectChildrenOnly)) {
        if (button->isVisible()) {
            end = std::min(end, button->x());
        }
    }
    const QString text = shown(dock->windowTitle());
    fit.check(dock, text, advance(dock->fontMetrics(), text), end - frame - 2 * margin);
}

void checkComboBox(Fit &fit, const QComboBox *combo)
{
    // The text is drawn in the style's edit field, and cut where it ends.
    QStyleOptionComboBox option;
    option.initFrom(combo);
    option.editable = combo->isEditable();
    option.frame = combo->hasFrame();
    option.currentText = combo->currentText();
    const QRect field = combo->style()->subControlRect(
        QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, combo);
    const int have = std::min(field.width(), visibleWidth(combo) - field.left());
    const QFontMetrics metrics = combo->fontMetrics();
    fit.check(combo, combo->currentText(), advance(metrics, combo->currentText()), have);
    QString longest;
    for (int i = 0; i < combo->count(); ++i) {
        if (advance(metrics, combo->itemText(i)) > advance(metrics, longest)) {
            longest = combo->itemText(i);
        }
    }
    fit.check(combo, longest, advance(metrics, longest), have);
}

void checkToolBar(Fit &fit, const QToolBar *bar)
{
    // Nothing pushed into the overflow menu: every control in sight.
    for (QAction *action : bar->actions()) {
        const QWidget *widget = bar->widgetForAction(action);
        if (widget && action->isVisible() && !widget->isVisible()) {
            fit.fail(bar, QStringLiteral("hides \"%1\" (%2) in its overflow menu")
                              .arg(shown(action->text()), nameOf(widget)));
        }
    }
}

// The shortcuts dialog (F1): every command and key is whole, wrapped in its
// row if need be, and the dialog is on the screen.
void checkShortcuts(Fit &fit, const ShortcutsDialog *dialog)
{
    const QTreeWidget *list = dialog->list();
    const QRect screen = dialog->screen()->availableGeometry();
    if (dialog->width() > screen.width() || dialog->height() > screen.height()) {
        fit.fail(dialog, QStringLiteral("is larger than the screen"));
    }
    const int margin = 2 * (list->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, list) + 1);
    const int viewport = list->viewport()->width();
    for (QTreeWidgetItemIterator it(const_cast<QTreeWidget *>(list)); *it; ++it) {
        const QTreeWidgetItem *item = *it;
        for (int column = 0; column < (item->isFirstColumnSpanned() ? 1 : 2); ++column) {
            const QString text = item->text(column);
            QRect cell = list->visualItemRect(item);
            if (!item->isFirstColumnSpanned()) {
                const int left = list->header()->sectionViewportPosition(column)
                    + (column == 0 && item->parent() ? list->indentation() : 0);
                cell.setLeft(left);
                cell.setRight(list->header()->sectionViewportPosition(column)
                    + list->columnWidth(column) - 1);
            }
            cell.setRight(std::min(cell.right(), viewport - 1));
            // An item without a font of its own is drawn in the list's.
            const QFontMetrics metrics(item->data(column, Qt::FontRole).isValid()
                    ? item->font(column)
                    : list->font());
            const int width = cell.width() - margin;
            for (const QString &word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
                fit.check(list, word, metrics.horizontalAdvance(word), width);
            }
            const int need
                = metrics.boundingRect(QRect(0, 0, std::max(1, width), 0), Qt::TextWordWrap, text)
                      .height();
            fit.check(list, text + QStringLiteral(" (height)"), need, cell.height());
        }
    }
    for (const QAbstractButton *button : dialog->findChildren<QAbstractButton *>()) {
        checkButton(fit, button);
    }
}

// A label that wraps: each word fits its width (none runs off its side),
// and its lines fit its height; neither cut by a panel around it sideways.
void checkWrappedLabel(Fit &fit, const QLabel *label)
{
    if (label->text().isEmpty() || label->textFormat() == Qt::RichText
        || Qt::mightBeRichText(label->text()) || !label->pixmap().isNull()) {
        return;
    }
    const QString text = shown(label->text());
    const int margins = 2 * label->margin() + (label->width() - label->contentsRect().width());
    const int width = std::min(label->width(), visibleWidth(label)) - margins;
    const QFontMetrics metrics = label->fontMetrics();
    for (const QString &word : text.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts)) {
        fit.check(label, word, metrics.horizontalAdvance(word), width);
    }
    // Its lines at its width, as its layout asks for them.
    fit.check(label, text + QStringLiteral(" (height)"), label->heightForWidth(label->width()),
        label->height());
}

// A table's or tree's header: every section's text fits the section, and the
// section is in sight (not cut by the panel around the table).
void checkHeader(Fit &fit, const QHeaderView *header)
{
    const QAbstractItemModel *model = header->model();
    if (!model) {
        return;
    }
    const QRect seen = header->visibleRegion().boundingRect();
    const int margin = 2 * header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
    for (int section = 0; section < header->count(); ++section) {
        if (header->isSectionHidden(section)) {
            continue;
        }
        const QString text = model->headerData(section, header->orientation()).toString();
        const int position = header->sectionViewportPosition(section);
        if (header->orientation() == Qt::Horizontal) {
            fit.check(header, text, advance(header->fontMetrics(), text) + margin,
                header->sectionSize(section));
            if (position < seen.left() || position + header->sectionSize(section) - 1 > seen.right()) {
                fit.fail(header, QStringLiteral("section \"%1\" is cut off").arg(text));
            }
        } else {
            fit.check(header, text, advance(header->fontMetrics(), text) + margin,
                visibleWidth(header));
        }
    }
}

// A list or table: every item is whole in its cell (its delegate's size),
// and fits the view's sight; the current item is in sight.
void checkItemView(Fit &fit, const QAbstractItemView *view)
{
    const QAbstractItemModel *model = view->model();
    if (!model) {
        return;
    }
    const QWidget *viewport = view->viewport();
    const QRect sight = viewport->visibleRegion().boundingRect();
    if (sight.isEmpty()) {
        return; // scrolled out of its panel: nothing of it in sight
    }
    const auto *table = qobject_cast<const QTableView *>(view);
    const auto *list = qobject_cast<const QListView *>(view);
    const bool wraps = list && list->wordWrap();
    QStyleOptionViewItem option;
    option.initFrom(view);
    option.font = view->font();
    option.fontMetrics = view->fontMetrics();
    option.widget = view; // as the view paints it (the style's margins may ask the widget)
    const int rows = std::min(model->rowCount(), 200);
    const int columns = model->columnCount();
    for (int row = 0; row < rows; ++row) {
        for (int column = 0; column < columns; ++column) {
            const QModelIndex index = model->index(row, column);
            const QRect rect = view->visualRect(index);
            if (rect.isEmpty() || (table && (table->isRowHidden(row) || table->isColumnHidden(column)))) {
                continue;
            }
            const QString text = index.data(Qt::DisplayRole).toString();
            const QString name = text.isEmpty() ? QStringLiteral("item %1").arg(row + 1) : text;
            // A list that wraps its items' words wraps them at the item's width.
            QStyleOptionViewItem itemOption = option;
            if (table && table->wordWrap()) {
                // A table that wraps its cells' words (a name at its
                // spaces) wraps them at the column's width: only a word
                // wider than that is cut, and the row is as tall as the lines.
                itemOption.features |= QStyleOptionViewItem::WrapText;
                itemOption.rect = rect;
            }
            if (wraps) {
                itemOption.features |= QStyleOptionViewItem::WrapText;
                itemOption.rect = QRect(rect.topLeft(),
                    QSize(std::min(rect.width(), viewport->width() - rect.left()), rect.height()));
            }
            const QSize need = view->itemDelegateForIndex(index)->sizeHint(itemOption, index);
            if (table) {
                fit.check(view, name, need.width(), rect.width());
                if (table->wordWrap()) {
                    fit.check(view, name + QStringLiteral(" (height)"), need.height(), rect.height());
                }
                // A column of the table cut by the panel around it.
                if (rect.left() < sight.left() || rect.right() > sight.right()) {
                    fit.fail(view, QStringLiteral("\"%1\" (row %2, column %3) is cut off at the side: %4..%5 in %6..%7")
                                       .arg(name).arg(row + 1).arg(column + 1)
                                       .arg(rect.left()).arg(rect.right())
                                       .arg(sight.left()).arg(sight.right()));
                }
            } else {
                fit.check(view, name, need.width(), std::min(rect.width(), viewport->width()));
                // (Its whole height in the view; a panel scrolled so
                // that the list's last line is at its edge cuts nothing.)
                fit.check(view, name + QStringLiteral(" (height)"), need.height(),
                    std::min(rect.height(), viewport->height()));
            }
        }
    }
    const QModelIndex current = view->currentIndex();
    if (current.isValid() && !sight.contains(view->visualRect(current))) {
        fit.fail(view, QStringLiteral("shows its current item \"%1\" cut (%2 in %3)")
                           .arg(current.data().toString())
                           .arg(QStringLiteral("%1x%2+%3+%4")
                                    .arg(view->visualRect(current).width())
                                    .arg(view->visualRect(current).height())
                                    .arg(view->visualRect(current).x())
                                    .arg(view->visualRect(current).y()),
                               QStringLiteral("%1x%2+%3+%4")
                                   .arg(sight.width())
                                   .arg(sight.height())
                                   .arg(sight.x())
                                   .arg(sight.y())));
    }
}

// A spin box's text (prefix and figure) in its field.
void checkSpinBox(Fit &fit, const QAbstractSpinBox *box)
{
    const QLineEdit *edit = box->findChild<QLineEdit *>();
    if (!edit) {
        return;
    }
    // QLineEdit keeps 2 px each side of its text.
    fit.check(box, edit->text(), advance(edit->fontMetrics(), edit->text()) + 4,
        std::min(edit->contentsRect().width(), visibleWidth(box)));
}

// The kinds of widget the first checks leave out.
void checkMore(Fit &fit, const QWidget *widget)
{
    if (const auto *header = qobject_cast<const QHeaderView *>(widget)) {
        checkHeader(fit, header);
    } else if (const auto *view = qobject_cast<const QAbstractItemView *>(widget)) {
        checkItemView(fit, view);
    } else if (const auto *box = qobject_cast<const QAbstractSpinBox *>(widget)) {
        checkSpinBox(fit, box);
    }
}

// Every text in sight in `window` (not in the windows it owns), each kind
// of widget by its own check.
void checkTexts(Fit &fit, const QWidget *window)
{
    for (const QWidget *widget : window->findChildren<QWidget *>()) {
        // Docks tabbed behind another stay "visible" with nothing in sight.
        if (!widget->isVisible() || widget->window() != window
            || widget->visibleRegion().isEmpty()) {
            continue;
        }
        if (const auto *label = qobject_cast<const QLabel *>(widget)) {
            checkLabel(fit, label);
        } else if (const auto *button = qobject_cast<const QAbstractButton *>(widget)) {
            checkButton(fit, button);
        } else if (const auto *bar = qobject_cast<const QTabBar *>(widget)) {
            checkTabBar(fit, bar);
        } else if (const auto *dock = qobject_cast<const QDockWidget *>(widget)) {
            checkDockTitle(fit, dock);
        } else if (const auto *combo = qobject_cast<const QComboBox *>(widget)) {
            checkComboBox(fit, combo);
        } else if (const auto *toolBar = qobject_cast<const QToolBar *>(widget)) {
            checkToolBar(fit, toolBar);
        } else {
            checkMore(fit, widget);
        }
    }
}

// A first window on `screen`, as the program opens it when nothing is remembered.
void openFirstWindow(MainWindow &window, QScreen *screen)
{
    window.setScreen(screen);
    window.move(screen->availableGeometry().topLeft());
    window.fitToScreen();
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
}


// Whether the user sees anything of `widget` in `window`.
bool inSight(const QWidget *widget, const QWidget *window)
{
    return widget->isVisible() && !widget->isWindow() && widget->window() == window
        && !widget->visibleRegion().isEmpty();
}

// No two widgets in sight side by side (children of one parent) lie over
// each other.
void checkOverlaps(Fit &fit, const QWidget *window)
{
    QList<const QWidget *> parents { window };
    for (const QWidget *widget : window->findChildren<QWidget *>()) {
        if (inSight(widget, window)) {
            parents << widget;
        }
    }
    for (const QWidget *parent : std::as_const(parents)) {
        QList<const QWidget *> children;
        for (const QObject *child : parent->children()) {
            const auto *widget = qobject_cast<const QWidget *>(child);
            if (widget && inSight(widget, window)) {
                children << widget;
            }
        }
        for (qsizetype i = 0; i < children.size(); ++i) {
            for (qsizetype j = i + 1; j < children.size(); ++j) {
                if (children[i]->geometry().intersects(children[j]->geometry())) {
                    fit.fail(children[i], QStringLiteral("lies over %1").arg(nameOf(children[j])));
                }
            }
        }
    }
}

// A panel in sight never scrolls sideways: what is wider than its dock is cut.
void checkNoSidewaysScrolling(Fit &fit, const QWidget *window)
{
    for (const QScrollArea *area : window->findChildren<QScrollArea *>()) {
        if (inSight(area, window) && area->horizontalScrollBar()->isVisible()) {
            fit.fail(area->widget() ? area->widget() : area,
                QStringLiteral("scrolls sideways (%1 px wider than its panel)")
                    .arg(area->horizontalScrollBar()->maximum()));
        }
    }
}

// Nothing in sight shows a scroll bar with nothing to scroll, and the
// counters, read at a glance, never scroll at all.
void checkScrollBars(Fit &fit, const QWidget *window)
{
    for (const QAbstractScrollArea *area : window->findChildren<QAbstractScrollArea *>()) {
        if (!inSight(area, window)) {
            continue;
        }
        for (const QScrollBar *bar : { area->verticalScrollBar(), area->horizontalScrollBar() }) {
            if (bar->isVisible() && bar->maximum() == bar->minimum()) {
                fit.fail(area, QStringLiteral("shows an empty scroll bar"));
            }
        }
        if (area->parentWidget() && area->parentWidget()->objectName() == QLatin1String("countersDock")
            && area->verticalScrollBar()->isVisible()) {
            fit.fail(area, QStringLiteral("scrolls the counters (%1 px taller than its dock)")
                               .arg(area->verticalScrollBar()->maximum()));
        }
    }
}

// Whether `widget` is in sight as checkInView() wants it: whole, or a text
// taller than its panel from its start.
bool inView(const QWidget *widget)
{
    const QRect seen = widget->visibleRegion().boundingRect();
    return widget->isVisible() && !seen.isEmpty() && (seen == widget->rect() || seen.top() <= 0);
}

// The newest words (a question, a verdict, a mistake, a hint) are whole in
// sight without scrolling; a text taller than its panel shows its start.
void checkInView(Fit &fit, const QWidget *widget)
{
    const QRect seen = widget->visibleRegion().boundingRect();
    const QString text = qobject_cast<const QLabel *>(widget)
        ? qobject_cast<const QLabel *>(widget)->text()
        : QString();
    if (!widget->isVisible() || seen.isEmpty()) {
        fit.fail(widget, QStringLiteral("\"%1\" is out of sight").arg(text));
    } else if (seen != widget->rect() && seen.top() > 0) {
        fit.fail(widget, QStringLiteral("\"%1\" is scrolled or cut: %2 of its %3 px lines in sight")
                             .arg(text)
                             .arg(seen.height())
                             .arg(widget->height()));
    } else if (const auto *label = qobject_cast<const QLabel *>(widget);
               seen.height() < widget->height() - widget->contentsMargins().bottom()
                   - (label ? label->margin() : 0)) {
        // (Its padding below the words may be cut: not its words.)
        // Cut below: only when the panel could have shown all of it.
        const QScrollArea *area = nullptr;
        for (const QWidget *up = widget->parentWidget(); up && !area; up = up->parentWidget()) {
            area = qobject_cast<const QScrollArea *>(up);
        }
        if (!area || area->viewport()->height() >= widget->height()) {
            fit.fail(widget, QStringLiteral("\"%1\" is cut: %2 of its %3 px in sight")
                                 .arg(text)
                                 .arg(seen.height())
                                 .arg(widget->height()));
        }
    }
}

// A widget's place in its window, the same in two windows built alike:
// the classes, names and ranks among their kind of its parents and itself.
QString placeOf(const QWidget *widget)
{
    QStringList parts;
    for (const QWidget *w = widget; w && !w->isWindow(); w = w->parentWidget()) {
        int rank = 0;
        for (const QObject *sibling : w->parentWidget()->children()) {
            if (sibling == w) {
                break;
            }
            rank += sibling->metaObject() == w->metaObject() ? 1 : 0;
        }
        parts.prepend(QStringLiteral("%1#%2[%3]").arg(
            QString::fromLatin1(w->metaObject()->className()), w->objectName()).arg(rank));
    }
    return parts.join(QLatin1Char('/'));
}

// What a state of the window showed: the board's side and its labels'
// type in pixels, and the type of every widget in sight with words.
struct Look
{
    bool underBoard = false; // the walk brought a dock under the board to the front
    qreal board = 0;
    qreal labels = 0;
    QHash<QString, int> type; // by placeOf()
};

Look lookOf(const MainWindow &window)
{
    Look look;
    const BoardView *view = window.boardView();
    look.board = view->transform().m11() * window.boardScene()->boardSize() * BoardScene::SquareSize;
    look.labels = window.boardScene()->labelPixelSize(*view);
    for (const QWidget *widget : window.findChildren<QWidget *>()) {
        const auto *label = qobject_cast<const QLabel *>(widget);
        const auto *button = qobject_cast<const QAbstractButton *>(widget);
        if (inSight(widget, &window)
            && ((label && !label->text().isEmpty()) || (button && !button->text().isEmpty())
                || qobject_cast<const QComboBox *>(widget) || qobject_cast<const QTabBar *>(widget)
                || qobject_cast<const QHeaderView *>(widget))) {
            look.type.insert(placeOf(widget), QFontInfo(widget->font()).pixelSize());
        }
    }
    return look;
}

// Lets the window lay itself out (queued layouts of docks and panels).
void settle()
{
    QTest::qWait(60);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    QApplication::processEvents();
}

// One state of the walk: everything in sight whole, side by side, never
// scrolled sideways, the newest words in view; what it looked like.
Look checkState(const MainWindow &window, const QString &where, QStringList &failures,
    const QList<const QWidget *> &newest = {})
{
    settle();
    // A panel brings its newest words into view when it refreshes, on a
    // timer of its own (the class panel at most ten times a second): waited
    // for, with the hang guard, so that a loaded machine is not a failure;
    // words that never come into view still fail below.
    for (const QWidget *widget : newest) {
        if (widget) {
            nqtest::waitUntil([widget] { return inView(widget); }, "the newest words in view");
        }
    }
    settle();
    Fit fit(where);
    checkTexts(fit, &window);
    checkOverlaps(fit, &window);
    checkNoSidewaysScrolling(fit, &window);
    checkScrollBars(fit, &window);
    for (const QWidget *widget : newest) {
        if (widget) { // else the walk said it is missing
            checkInView(fit, widget);
        }
    }
    failures << fit.failures();
    return lookOf(window);
}

// Walks the window through what a lesson shows, from a fresh start on
// `screen` in `language` (presenting from the start when asked), checking
// each state (checkState()); returns the looks by state. Waits that run out
// fail the test.
void walkWindow(QScreen *screen, const QString &language, bool presenting,
    QMap<QString, Look> &looks, QStringList &failures)
{
    MainWindow window(8, nq::Algorithm::LockLines);
    QVERIFY(window.languages()->setLanguage(language));
    openFirstWindow(window, screen);
    // The docks under the board as the window opens (presenting may move
    // one beside it): in front in turn at the end of the walk.
    QList<QDockWidget *> docksUnderBoard;
    for (QDockWidget *dock : window.findChildren<QDockWidget *>()) {
        if (window.dockWidgetArea(dock) == Qt::BottomDockWidgetArea) {
            docksUnderBoard << dock;
        }
    }
    if (presenting) {
        QTest::keyClick(&window, Qt::Key_F5);
    }
    const QString where = QStringLiteral("%1x%2, %3%4")
                              .arg(screen->geometry().width())
                              .arg(screen->geometry().height())
                              .arg(language, presenting ? QStringLiteral(", presenting") : QString());
    bool underBoard = false; // the walk brought a dock under the board to the front
    const auto look = [&](const QString &state, const QList<const QWidget *> &newest = {}) {
        Look seen = checkState(window, where + QStringLiteral(", ") + state, failures, newest);
        seen.underBoard = underBoard;
        looks.insert(state, seen);
    };
    const auto child = [&](const char *name) -> const QWidget * {
        const auto *widget = window.findChild<QWidget *>(QString::fromLatin1(name));
        if (!widget) {
            failures << QStringLiteral("%1: no widget %2").arg(where, QString::fromLatin1(name));
        }
        return widget;
    };
    RunController *run = window.controller();

    // The run stepped, then three steps back: the tree says what was reached.
    run->runToStep(30);
    NQ_VERIFY_WAIT(nqtest::waitUntilStopped(*run));
    for (int i = 0; i < 3; ++i) {
        window.runActions()->back()->trigger();
        NQ_VERIFY_WAIT(nqtest::waitUntil([&] { return run->state().step() == quint64(29 - i); },
            "a step back"));
    }
    look(QStringLiteral("run"));

    // Play mode with a hint.
    window.activities()->get<PlayMode>()->setActive(true);
    window.activities()->get<PlayMode>()->hint()->trigger();
    NQ_VERIFY_WAIT(nqtest::waitUntil(
        [&] { return window.activities()->get<PlayMode>()->controller()->hintSquare().x() >= 0; }, "a hint"));
    look(QStringLiteral("play"), { child("playStatus") });
    window.activities()->get<PlayMode>()->setActive(false);

    // Predict: a question open, then answered.
    nq::learn::PredictSettings settings = window.activities()->get<PredictMode>()->settings();
    settings.frequency = nq::learn::Frequency::EveryStep;
    settings.kinds = 1u << int(nq::learn::QuestionKind::NextEvent);
    window.activities()->get<PredictMode>()->setSettings(settings);
    window.activities()->get<PredictMode>()->setActive(true);
    for (int i = 0; i < 5 && !window.activities()->get<PredictMode>()->openQuestion(); ++i) {
        const quint64 before = run->state().step();
        window.runActions()->step()->trigger();
        NQ_VERIFY_WAIT(nqtest::waitUntil(
            [&] {
                return window.activities()->get<PredictMode>()->openQuestion()
                    || (run->mode() == RunController::Mode::Paused && run->state().step() != before);
            },
            "a question or a step"));
    }
    QVERIFY(window.activities()->get<PredictMode>()->openQuestion());
    look(QStringLiteral("predict, question"), { child("predictQuestion") });
    window.activities()->get<PredictMode>()->answerAction(nq::learn::NextAction::Solution);
    NQ_VERIFY_WAIT(nqtest::waitUntil(
        [&] { return !window.activities()->get<PredictMode>()->verdictText().isEmpty(); }, "a verdict"));
    look(QStringLiteral("predict, answered"), { child("predictVerdict") });

    // A class open (predict's next question goes to two pupils on
    // 127.0.0.1), then revealed: the join code, the count, the bars.
    QString classError;
    QVERIFY2(window.activities()->get<ClassMode>()->open(0, &classError), qPrintable(classError));
    {
        nqtest::PupilClient ana(window.activities()->get<ClassMode>()->server()->port());
        nqtest::PupilClient ben(window.activities()->get<ClassMode>()->server()->port());
        NQ_VERIFY_WAIT(ana.join(window.activities()->get<ClassMode>()->server()->code(), QStringLiteral("Ana")));
        NQ_VERIFY_WAIT(ben.join(window.activities()->get<ClassMode>()->server()->code(), QString()));
        window.runActions()->step()->trigger();
        NQ_VERIFY_WAIT(nqtest::waitUntil([&] { return window.activities()->get<ClassMode>()->isVoteOpen(); }, "a class question"));
        NQ_VERIFY_WAIT(ana.waitFor(QStringLiteral("question")));
        NQ_VERIFY_WAIT(ben.waitFor(QStringLiteral("question")));
        ana.answerOption(QStringLiteral("place"));
        ben.answerOption(QStringLiteral("solution"));
        NQ_VERIFY_WAIT(nqtest::waitUntil(
            [&] { return window.activities()->get<ClassMode>()->server()->session()->answeredCount() == 2; }, "two answers"));
        // The question and its count (issue 39, item 3: the question's part
        // on top, the code under the pupils).
        look(QStringLiteral("class, question"), { child("classQuestion"), child("classAnswered") });
        window.activities()->get<ClassMode>()->revealAction()->trigger();
        // The count and the buttons stay in view (issue 39, item 3); the
        // bars start under them (in a short dock, the rest below).
        look(QStringLiteral("class, revealed"), { child("classAnswered"), child("classReveal"), child("classStepOn") });
        if (const QWidget *bars = child("classBars"); bars && bars->visibleRegion().isEmpty()) {
            failures << QStringLiteral("%1, class, revealed: the bars are out of sight").arg(where);
        }

        // Seat work: a pupil's mistake (the first queen's square refused),
        // the class at a glance and the most common mistake.
        SeatSettings seat;
        seat.n = 6;
        QVERIFY(window.activities()->get<SeatMode>()->start(seat));
        NQ_VERIFY_WAIT(ana.waitFor(QStringLiteral("seat")));
        ana.send({ { QStringLiteral("v"), 1 }, { QStringLiteral("type"), QStringLiteral("act") },
            { QStringLiteral("seat"), window.activities()->get<SeatMode>()->seatWork().seatId() },
            { QStringLiteral("action"), QStringLiteral("refuse") }, { QStringLiteral("square"), QStringLiteral("a6") } });
        NQ_VERIFY_WAIT(nqtest::waitUntil(
            [&] { return !window.activities()->get<SeatMode>()->seatPanel()->mistakeText().isEmpty(); }, "the most common mistake shown"));
        // Its buttons, the mistake's words and the first rows (issue 39,
        // item 3: the buttons before the rows, which grow with the class).
        look(QStringLiteral("class, seat work"), { child("seatStopButton"), child("seatMistake") });
        if (const QWidget *rows = child("seatTable"); rows && rows->visibleRegion().isEmpty()) {
            failures << QStringLiteral("%1, class, seat work: the class's rows are out of sight").arg(where);
        }
        window.activities()->get<SeatMode>()->stop();
    }
    window.activities()->get<ClassMode>()->close();
    window.activities()->get<PredictMode>()->setActive(false);

    // Be the solver, after a mistake: at step 0 the first queen goes on a8,
    // and refusing it is wrong.
    run->seek(0);
    NQ_VERIFY_WAIT(nqtest::waitUntil([&] { return run->state().step() == 0; }, "step 0"));
    window.activities()->get<PracticeMode>()->setActive(true);
    window.activities()->get<PracticeMode>()->act(0, 0, true);
    NQ_VERIFY_WAIT(nqtest::waitUntil(
        [&] { return !window.activities()->get<PracticeMode>()->feedbackText().isEmpty(); }, "the mistake"));
    look(QStringLiteral("practice, mistake"), { child("practiceFeedback") });
    window.activities()->get<PracticeMode>()->setActive(false);

    // A lesson from Help > Example lessons, at its first scene and its fourth.
    QSignalSpy applied(window.sessions(), &SessionController::applied);
    window.menus()->helpMenu()->examplesMenu()->actions().at(1)->trigger();
    NQ_VERIFY_WAIT(nqtest::waitForSignals(applied, 1, "the lesson's first scene"));
    // The scene's note is what the teacher reads from: in sight (issue 39:
    // presenting on a projector it was scrolled out of its short dock).
    look(QStringLiteral("lesson"), { child("lessonNote") });
    const auto noteReadable = [&](const QString &state) {
        // At least three of its lines (or all, when it has fewer) in sight.
        const auto *note = qobject_cast<const QLabel *>(child("lessonNote"));
        if (!note) {
            return;
        }
        const int seen = note->visibleRegion().boundingRect().height();
        const int want = std::min(note->height(), 3 * note->fontMetrics().lineSpacing());
        if (seen < want) {
            failures << QStringLiteral("%1, %2: the lesson's note shows %3 px of its %4 px (want %5)")
                            .arg(where, state).arg(seen).arg(note->height()).arg(want);
        }
    };
    noteReadable(QStringLiteral("lesson"));
    window.sessions()->goToScene(3);
    NQ_VERIFY_WAIT(nqtest::waitForSignals(applied, 2, "the lesson's fourth scene"));
    look(QStringLiteral("lesson, scene 4"), { child("lessonNote") });
    noteReadable(QStringLiteral("lesson, scene 4"));
    window.activities()->get<PredictMode>()->setActive(false);
    window.activities()->get<PlayMode>()->setActive(false);

    // Every dock beside the board in front in turn, the tabbed ones too
    // (those under it come last, below).
    for (QDockWidget *dock : window.findChildren<QDockWidget *>()) {
        if (window.dockWidgetArea(dock) != Qt::BottomDockWidgetArea) {
            dock->show();
            dock->raise();
            look(QStringLiteral("dock ") + dock->objectName());
        }
    }

    // The solutions panel: the fundamental ones, the second chosen, its orbit.
    auto *solutionsDock = window.findChild<QDockWidget *>(QStringLiteral("solutionsDock"));
    QVERIFY(solutionsDock);
    solutionsDock->show();
    solutionsDock->raise();
    SolutionsPanel *solutions = window.docks()->panels().solutions;
    solutions->showFundamentalOnly(true);
    NQ_VERIFY_WAIT(nqtest::waitUntil(
        [&] { return solutions->store()->isFinished() && solutions->model()->rowCount() == 12; },
        "the 12 fundamental solutions"));
    solutions->selectSolution(2);
    // Presenting, the solutions stand upright beside the board rather than
    // take its height under it: the board stays as large as without
    // presenting while they show, their thumbnails and captions whole.
    look(QStringLiteral("solutions"), { child("orbitLabel"), child("orbitView") });

    // Under the board: presenting on a small screen gives that room to the
    // board, and a dock brought back by hand takes it again; a dock there
    // grown to show its larger text whole does so on any screen. The board
    // is compared no more from here on.
    underBoard = true;

    // The search tree in front, three steps behind the furthest step: its
    // summary says what was reached too.
    auto *treeDock = window.findChild<QDockWidget *>(QStringLiteral("searchTreeDock"));
    QVERIFY(treeDock);
    treeDock->show();
    treeDock->raise();
    run->runToStep(40);
    NQ_VERIFY_WAIT(nqtest::waitUntilStopped(*run));
    for (int i = 0; i < 3; ++i) {
        const quint64 before = run->state().step();
        window.runActions()->back()->trigger();
        NQ_VERIFY_WAIT(nqtest::waitUntil([&] { return run->state().step() == before - 1; }, "a step back"));
    }
    look(QStringLiteral("search tree"), { child("treeSummary") });

    // Min-conflicts, with the search tree's sentence in sight.
    run->setAlgorithm(nq::Algorithm::MinConflicts);
    run->runToStep(5);
    NQ_VERIFY_WAIT(nqtest::waitUntilStopped(*run));
    treeDock->show();
    treeDock->raise();
    look(QStringLiteral("min-conflicts"), { child("noTreeText") });
    // Its sentence says there is no tree: no scroll bar says there is more.
    if (const QWidget *noTree = child("noTreeText"); noTree && noTree->isVisible()) {
        for (const auto *view = noTree->parentWidget(); view; view = view->parentWidget()) {
            if (const auto *area = qobject_cast<const QAbstractScrollArea *>(view)) {
                if (area->verticalScrollBar()->isVisible() || area->horizontalScrollBar()->isVisible()) {
                    failures << QStringLiteral("%1, min-conflicts: the search tree shows a scroll bar "
                                               "beside its sentence").arg(where);
                }
                break;
            }
        }
    }
    // Its code, its variables (a sentence) and its one frame (a long one).
    for (const char *name : { "pseudocodeDock", "variablesDock", "callStackDock" }) {
        auto *dock = window.findChild<QDockWidget *>(QString::fromLatin1(name));
        QVERIFY(dock);
        dock->show();
        dock->raise();
        look(QStringLiteral("min-conflicts, dock ") + dock->objectName());
    }
    for (QDockWidget *dock : std::as_const(docksUnderBoard)) {
        dock->show();
        dock->raise();
        look(QStringLiteral("dock ") + dock->objectName());
    }
}
// Opens a dialog with `open` (which returns when the dialog has closed),
// waits until it is on the screen, and checks that its frame and every
// button of it lie on its screen's available area; then closes it. No
// dialog is a failure too.
void checkDialogFits(const QString &where, const std::function<void()> &open, QStringList &failures)
{
    bool seen = false;
    QTimer poll;
    QElapsedTimer guard;
    guard.start();
    QObject::connect(&poll, &QTimer::timeout, [&] {
        QWidget *dialog = QApplication::activeModalWidget();
        if (!dialog || !dialog->windowHandle() || !dialog->windowHandle()->isExposed()) {
            if (guard.hasExpired(nqtest::HangGuardMs)) {
                poll.stop(); // open() returns, and the test says no dialog came
            }
            return;
        }
        poll.stop();
        seen = true;
        const QRect area = dialog->screen()->availableGeometry();
        const QRect frame = dialog->frameGeometry();
        if (!area.contains(frame)) {
            failures << QStringLiteral("%1: the dialog \"%2\" is %3x%4 at (%5, %6), its screen's area %7x%8 at (%9, %10)")
                            .arg(where, dialog->windowTitle())
                            .arg(frame.width()).arg(frame.height()).arg(frame.x()).arg(frame.y())
                            .arg(area.width()).arg(area.height()).arg(area.x()).arg(area.y());
        }
        for (const QAbstractButton *button : dialog->findChildren<QAbstractButton *>()) {
            if (!button->isVisibleTo(dialog) || qobject_cast<const QToolButton *>(button)) {
                continue;
            }
            const QRect onScreen(button->mapToGlobal(QPoint(0, 0)), button->size());
            if (!area.contains(onScreen)) {
                failures << QStringLiteral("%1: in \"%2\", the button \"%3\" is off the screen")
                                .arg(where, dialog->windowTitle(), button->text());
            }
        }
        dialog->close();
    });
    poll.start(20);
    open();
    // A dialog opened with open() (window-modal) is still showing.
    QTest::qWaitFor([&] { return !poll.isActive(); }, nqtest::HangGuardMs);
    poll.stop();
    if (!seen) {
        failures << QStringLiteral("%1: no dialog came").arg(where);
    }
}

} // namespace

class TestFit : public QObject
{
    Q_OBJECT

private slots:
    void everyTextFits_data();
    void everyTextFits();
    void walkedWindowFits_data();
    void walkedWindowFits();
    void compareWindowFits_data();
    void compareWindowFits();
    void solutionsBesideBoard_data();
    void solutionsBesideBoard();
    void narrowPredictPanelFits_data();
    void narrowPredictPanelFits();
    void everyDialogFitsItsScreen_data();
    void everyDialogFitsItsScreen();
    void startedPresentingFits_data();
    void startedPresentingFits();
    void classAtAProjector_data();
    void classAtAProjector();
    void seatWorkAtAProjector_data();
    void seatWorkAtAProjector();
};

void TestFit::everyTextFits_data()
{
    QTest::addColumn<QString>("screenName");
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("presenting");
    for (const char *language : { "en", "de", "es", "fr" }) {
        QTest::addRow("1280x720, %s", language) << QStringLiteral("projector") << QString::fromLatin1(language) << false;
        QTest::addRow("1280x720, %s, presentation", language)
            << QStringLiteral("projector") << QString::fromLatin1(language) << true;
        QTest::addRow("1920x1080, %s, presentation", language)
            << QStringLiteral("full-hd") << QString::fromLatin1(language) << true;
    }
}

void TestFit::everyTextFits()
{
    QFETCH(QString, screenName);
    QFETCH(QString, language);
    QFETCH(bool, presenting);
    QScreen *screen = screenNamed(screenName);
    QVERIFY(screen);
    MainWindow window(8, nq::Algorithm::LockLines);
    QVERIFY(window.languages()->setLanguage(language));
    openFirstWindow(window, screen);
    if (presenting) {
        QTest::keyClick(&window, Qt::Key_F5);
    }
    // A lesson under way: the counters, the status line and the pseudocode
    // say something.
    RunController *run = window.controller();
    run->runToStep(30);
    QTRY_COMPARE_WITH_TIMEOUT(run->mode(), RunController::Mode::Paused, 10000);
    QTest::qWait(50); // the queued layout of the docks and the panels
    QApplication::processEvents();

    Fit fit(QStringLiteral("%1, %2%3")
                .arg(screenName, language,
                    presenting ? QStringLiteral(", presentation") : QString()));
    checkTexts(fit, &window);
    // The shortcuts dialog, as F1 opens it, in the window's text size.
    ShortcutsDialog *shortcuts = window.menus()->helpMenu()->showShortcuts();
    QVERIFY(QTest::qWaitForWindowExposed(shortcuts));
    QApplication::processEvents();
    checkShortcuts(fit, shortcuts);
    const QFont normal = QApplication::font();
    const double grown = normal.pointSizeF() > 0
        ? shortcuts->list()->font().pointSizeF() / normal.pointSizeF()
        : double(shortcuts->list()->font().pixelSize()) / normal.pixelSize();
    if (presenting) {
        QVERIFY2(grown >= 1.4, qPrintable(QString::number(grown)));
        // The menus (windows of their own) are read from the back too.
        QMenu *menu = window.menuBar()->actions().first()->menu();
        QVERIFY(menu);
        menu->ensurePolished(); // as when it opens
        QVERIFY(menu->font().pointSizeF() >= 1.4 * normal.pointSizeF());
    }
    QVERIFY2(fit.failures().isEmpty(), qPrintable(fit.failures().join(QLatin1Char('\n'))));
}

void TestFit::walkedWindowFits_data()
{
    nqtest::addScreenLanguageRows();
}

// Issue 27 (5, 6): the window walked through what a lesson shows (a run
// stepped and stepped back, play mode's hint, predict's question and
// verdict, be the solver's mistake, a lesson, the solutions and an orbit,
// min-conflicts' search tree, every dock in front in turn), without and
// with presentation mode: every text whole, nothing over anything, no
// panel scrolled sideways, the newest words in view; presenting, the board
// no smaller and every text (the board's labels too) at least 1.4 times
// its size, state by state.
void TestFit::walkedWindowFits()
{
    QFETCH(QString, screenName);
    QFETCH(QString, language);
    QScreen *screen = screenNamed(screenName);
    QVERIFY(screen);
    QMap<QString, Look> normal;
    QMap<QString, Look> presenting;
    QStringList failures;
    walkWindow(screen, language, false, normal, failures);
    if (QTest::currentTestFailed()) {
        return;
    }
    walkWindow(screen, language, true, presenting, failures);
    if (QTest::currentTestFailed()) {
        return;
    }
    QCOMPARE(presenting.keys(), normal.keys());
    for (auto it = normal.cbegin(); it != normal.cend(); ++it) {
        const Look &before = it.value();
        const Look &after = presenting.value(it.key());
        const QString where = QStringLiteral("%1, %2, %3").arg(screenName, language, it.key());
        if (after.underBoard) {
            continue; // see walkWindow()
        }
        if (after.board < before.board - 1) {
            failures << QStringLiteral("%1: presenting, the board is %2 px, not presenting %3 px")
                            .arg(where)
                            .arg(after.board)
                            .arg(before.board);
        }
        if (after.labels < 1.4 * before.labels) {
            failures << QStringLiteral("%1: presenting, the board's labels are %2 px, not presenting %3 px")
                            .arg(where)
                            .arg(after.labels)
                            .arg(before.labels);
        }
        for (auto type = after.type.cbegin(); type != after.type.cend(); ++type) {
            const int was = before.type.value(type.key());
            if (was > 0 && type.value() < 1.4 * was) {
                failures << QStringLiteral("%1: presenting, %2 has %3 px type, not presenting %4 px")
                                .arg(where, type.key())
                                .arg(type.value())
                                .arg(was);
            }
        }
    }
    // Qt Test cuts a long message: each failure on a line of its own first.
    for (const QString &failure : std::as_const(failures)) {
        qWarning("%s", qPrintable(failure));
    }
    QVERIFY2(failures.isEmpty(), qPrintable(QStringLiteral("%1 failures").arg(failures.size())));
}

namespace {

// The compare window as it looks now: every text whole, no two controls
// over each other, and the boards' and the text's sizes (for the ratios).
struct CompareLook
{
    QStringList failures;
    double boardSide = 0; // the smallest board's squares, in pixels
    double labelPixels = 0; // the smallest board's labels, in pixels
    QList<int> textPixels; // a caption, a value, the table, its header, a button, a list
};

CompareLook lookAt(CompareWindow *window, const QString &where)
{
    CompareLook look;
    Fit fit(where);
    QList<const QWidget *> controls;
    for (const QWidget *widget : window->findChildren<QWidget *>()) {
        if (!widget->isVisible() || widget->visibleRegion().isEmpty()) {
            continue;
        }
        if (const auto *label = qobject_cast<const QLabel *>(widget)) {
            checkLabel(fit, label);
        } else if (const auto *button = qobject_cast<const QAbstractButton *>(widget)) {
            checkButton(fit, button);
        } else if (const auto *combo = qobject_cast<const QComboBox *>(widget)) {
            checkComboBox(fit, combo);
        }
        // The controls and views a person reads or uses: none may lie over another.
        const bool control = qobject_cast<const QLabel *>(widget)
            || qobject_cast<const QAbstractButton *>(widget) || qobject_cast<const QComboBox *>(widget)
            || qobject_cast<const QAbstractSpinBox *>(widget)
            || qobject_cast<const QAbstractSlider *>(widget)
            || qobject_cast<const QAbstractItemView *>(widget)
            || qobject_cast<const QGraphicsView *>(widget);
        bool inside = false; // a part of another control (a spin box's field, a table's button)
        for (const QWidget *up = widget->parentWidget(); up && up != window; up = up->parentWidget()) {
            inside = inside || qobject_cast<const QComboBox *>(up) || qobject_cast<const QAbstractSpinBox *>(up)
                || qobject_cast<const QAbstractScrollArea *>(up);
        }
        if (control && !inside) {
            controls.append(widget);
        }
    }
    for (int i = 0; i < controls.size(); ++i) {
        const QRect a(controls.at(i)->mapTo(window, QPoint()), controls.at(i)->size());
        if (!window->rect().contains(a)) {
            fit.fail(controls.at(i), QStringLiteral("is not whole in the window"));
        }
        for (int j = i + 1; j < controls.size(); ++j) {
            const QRect b(controls.at(j)->mapTo(window, QPoint()), controls.at(j)->size());
            if (a.intersects(b)) {
                fit.fail(controls.at(i), QStringLiteral("lies over %1").arg(nameOf(controls.at(j))));
            }
        }
    }
    // The table shows every row and every column whole.
    const CompareTable *table = window->table();
    const int columns = table->horizontalHeader()->length();
    if (columns > table->viewport()->width()) {
        fit.fail(table, QStringLiteral("needs %1 px for its columns, has %2").arg(columns).arg(table->viewport()->width()));
    }
    const int rows = table->verticalHeader()->length();
    if (rows > table->viewport()->height()) {
        fit.fail(table, QStringLiteral("needs %1 px for its rows, has %2").arg(rows).arg(table->viewport()->height()));
    }
    look.failures = fit.failures();
    look.boardSide = std::numeric_limits<double>::max();
    look.labelPixels = std::numeric_limits<double>::max();
    for (const LaneView *view : window->laneViews()) {
        const BoardView *board = view->boardView();
        const BoardScene *scene = view->lane()->scene();
        look.boardSide = std::min(look.boardSide,
            board->transform().m11() * scene->boardSize() * BoardScene::SquareSize);
        look.labelPixels = std::min(look.labelPixels, scene->labelPixelSize(*board));
    }
    const LaneView *lane = window->laneViews().constFirst();
    const auto pixels = [](const QWidget *widget) { return QFontInfo(widget->font()).pixelSize(); };
    look.textPixels = { pixels(lane->findChild<QLabel *>(QStringLiteral("steps"))), pixels(lane->algorithmBox()),
        pixels(table), pixels(table->horizontalHeader()),
        pixels(window->findChildren<QPushButton *>().constFirst()) };
    return look;
}

} // namespace

void TestFit::solutionsBesideBoard_data()
{
    nqtest::addScreenLanguageRows();
}

// Issue 27 (6): an orbit shown under the board, then F5: the solutions
// stand upright beside the board, whole, and the board is no smaller than
// before; F5 again puts them back under it, wide.
void TestFit::solutionsBesideBoard()
{
    QFETCH(QString, screenName);
    QFETCH(QString, language);
    QScreen *screen = screenNamed(screenName);
    QVERIFY(screen);
    MainWindow window(8, nq::Algorithm::LockLines);
    QVERIFY(window.languages()->setLanguage(language));
    openFirstWindow(window, screen);
    auto *dock = window.findChild<QDockWidget *>(QStringLiteral("solutionsDock"));
    QVERIFY(dock);
    dock->show();
    dock->raise();
    SolutionsPanel *solutions = window.docks()->panels().solutions;
    solutions->showFundamentalOnly(true);
    NQ_VERIFY_WAIT(nqtest::waitUntil(
        [&] { return solutions->store()->isFinished() && solutions->model()->rowCount() == 12; },
        "the 12 fundamental solutions"));
    solutions->selectSolution(2);
    QStringList failures;
    const QString where = QStringLiteral("%1, %2").arg(screenName, language);
    const Look before = checkState(window, where, failures);
    QCOMPARE(window.dockWidgetArea(dock), Qt::BottomDockWidgetArea);
    QCOMPARE(solutions->shape(), SolutionsPanel::Shape::Wide);

    QTest::keyClick(&window, Qt::Key_F5);
    const QWidget *orbit = solutions->findChild<QWidget *>(QStringLiteral("orbitView"));
    const Look presenting = checkState(window, where + QStringLiteral(", presenting"), failures,
        { orbit, solutions->findChild<QWidget *>(QStringLiteral("orbitLabel")) });
    QVERIFY(dock->isVisible());
    QCOMPARE(window.dockWidgetArea(dock), Qt::LeftDockWidgetArea);
    QCOMPARE(solutions->shape(), SolutionsPanel::Shape::Tall);
    QVERIFY2(presenting.board >= before.board - 1,
        qPrintable(QStringLiteral("%1: the board is %2 px presenting, %3 px before")
                       .arg(where)
                       .arg(presenting.board)
                       .arg(before.board)));

    QTest::keyClick(&window, Qt::Key_F5);
    checkState(window, where + QStringLiteral(", after presenting"), failures);
    QVERIFY(dock->isVisible());
    QCOMPARE(window.dockWidgetArea(dock), Qt::BottomDockWidgetArea);
    QCOMPARE(solutions->shape(), SolutionsPanel::Shape::Wide);
    for (const QString &failure : std::as_const(failures)) {
        qWarning("%s", qPrintable(failure));
    }
    QVERIFY2(failures.isEmpty(), qPrintable(QStringLiteral("%1 failures").arg(failures.size())));
}

void TestFit::narrowPredictPanelFits_data()
{
    QTest::addColumn<QString>("language");
    for (const char *language : { "en", "de", "es", "fr" }) {
        QTest::newRow(language) << QString::fromLatin1(language);
    }
}

// The program started with --class --presentation at 1280 x 720 gave the
// Predict dock less width than the walk above does, and German's answer
// buttons and question kinds, two a row, scrolled it sideways: presenting,
// a class open and a question with the four answers, in a dock narrowed
// to 330 px, the panel wraps instead.
void TestFit::narrowPredictPanelFits()
{
    QFETCH(QString, language);
    QScreen *screen = screenNamed(QStringLiteral("projector"));
    QVERIFY(screen);
    MainWindow window(8, nq::Algorithm::LockLines);
    QVERIFY(window.languages()->setLanguage(language));
    openFirstWindow(window, screen);
    window.activities()->get<PredictMode>()->setSettings(nqtest::onlyKind(nq::learn::QuestionKind::NextEvent));
    QString error;
    QVERIFY2(window.activities()->get<ClassMode>()->open(0, &error), qPrintable(error));
    window.presentation()->setPresenting(true);
    QVERIFY(nqtest::stepToQuestion(window));
    auto *dock = window.findChild<QDockWidget *>(QStringLiteral("predictDock"));
    QVERIFY(dock);
    settle(); // the window lays its docks out for presenting first
    window.resizeDocks({ dock }, { 330 }, Qt::Horizontal);
    settle();
    QVERIFY2(dock->width() <= 340, qPrintable(QString::number(dock->width())));
    Fit fit(QStringLiteral("presenting, %1, Predict dock 330 px").arg(language));
    checkNoSidewaysScrolling(fit, &window);
    for (const QString &failure : fit.failures()) {
        qWarning("%s", qPrintable(failure));
    }
    QVERIFY2(fit.failures().isEmpty(), qPrintable(fit.failures().join(QLatin1Char('\n'))));
    window.activities()->get<ClassMode>()->close();
}

void TestFit::compareWindowFits_data()
{
    QTest::addColumn<QString>("screenName");
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("openedPresenting");
    for (const char *language : { "en", "de", "es", "fr" }) {
        for (const char *screen : { "projector", "full-hd" }) {
            QTest::addRow("%s, %s, F5 in the compare window", screen, language)
                << QString::fromLatin1(screen) << QString::fromLatin1(language) << false;
            QTest::addRow("%s, %s, opened while presenting", screen, language)
                << QString::fromLatin1(screen) << QString::fromLatin1(language) << true;
        }
    }
}

// Issue 27 (7): the compare window ignored presentation mode (its counters
// and table about 12 px, its board labels tiny, its boards about 180 px at
// 1280 x 720). It follows the main window's mode, whichever window F5 is
// pressed in, and when it opens while presenting: its text at least 1.4
// times as large, its boards at least as large, every text whole, nothing
// over anything else, normal and presenting.
void TestFit::compareWindowFits()
{
    QFETCH(QString, screenName);
    QFETCH(QString, language);
    QFETCH(bool, openedPresenting);
    QScreen *screen = screenNamed(screenName);
    QVERIFY(screen);
    MainWindow window(8, nq::Algorithm::LockLines);
    QVERIFY(window.languages()->setLanguage(language));
    openFirstWindow(window, screen);
    window.menus()->compareAction()->trigger();
    CompareWindow *compare = window.menus()->compareWindow();
    QVERIFY(compare);
    QVERIFY(QTest::qWaitForWindowExposed(compare));
    // A few steps by placements: the counters and the table say something.
    for (int k = 0; k < 3; ++k) {
        QTest::keyClick(compare, Qt::Key_Right);
    }
    QTRY_VERIFY(compare->table()->figures().constFirst().steps > 0);
    QTest::qWait(50);
    QApplication::processEvents();
    const QString where = QStringLiteral("%1, %2").arg(screenName, language);
    const CompareLook normal = lookAt(compare, where);
    QVERIFY2(normal.failures.isEmpty(), qPrintable(normal.failures.join(QLatin1Char('\n'))));

    if (openedPresenting) {
        compare->close();
        window.presentation()->presentationAction()->trigger(); // View > Presentation
        QVERIFY(window.presentation()->isPresenting());
        window.menus()->compareAction()->trigger();
        QVERIFY(QTest::qWaitForWindowExposed(compare));
    } else {
        QTest::keyClick(compare, Qt::Key_F5);
        QVERIFY(window.presentation()->isPresenting());
    }
    QVERIFY(compare->presentation().presenting);
    QTest::qWait(100); // the queued arrangement of the boards
    QApplication::processEvents();
    const CompareLook presenting = lookAt(compare, where + QStringLiteral(", presentation"));
    QVERIFY2(presenting.failures.isEmpty(), qPrintable(presenting.failures.join(QLatin1Char('\n'))));
    QVERIFY2(presenting.boardSide >= normal.boardSide,
        qPrintable(QStringLiteral("board %1 px presenting, %2 px before").arg(presenting.boardSide).arg(normal.boardSide)));
    QVERIFY2(presenting.labelPixels >= 1.4 * normal.labelPixels,
        qPrintable(QStringLiteral("labels %1 px presenting, %2 px before").arg(presenting.labelPixels).arg(normal.labelPixels)));
    for (int i = 0; i < normal.textPixels.size(); ++i) {
        QVERIFY2(presenting.textPixels.at(i) >= 1.4 * normal.textPixels.at(i),
            qPrintable(QStringLiteral("text %1: %2 px presenting, %3 px before")
                           .arg(i)
                           .arg(presenting.textPixels.at(i))
                           .arg(normal.textPixels.at(i))));
    }
    // On a projector the boards are clearly larger than they were (180 px).
    if (screenName == QLatin1String("projector")) {
        QVERIFY2(presenting.boardSide >= 230, qPrintable(QString::number(presenting.boardSide)));
    }
    // F5 in either window ends it for both.
    QTest::keyClick(openedPresenting ? static_cast<QWidget *>(compare) : &window, Qt::Key_F5);
    QVERIFY(!window.presentation()->isPresenting());
    QVERIFY(!compare->presentation().presenting);
    // F11 and the text size follow too, whichever window has the keys.
    QTest::keyClick(compare, Qt::Key_F11);
    QTRY_VERIFY(window.isFullScreen());
    QTRY_VERIFY(compare->windowState() & Qt::WindowFullScreen);
    QTest::keyClick(&window, Qt::Key_F11);
    QTRY_VERIFY(!window.isFullScreen());
    QTRY_VERIFY(!(compare->windowState() & Qt::WindowFullScreen));
    const double before = compare->presentation().textScale;
    QTest::keyClick(compare, Qt::Key_Plus, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(compare->presentation().textScale > before);
    QCOMPARE(window.presentation()->textSize(), 110);
}

void TestFit::everyDialogFitsItsScreen_data()
{
    QTest::addColumn<QString>("screenName");
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("presenting");
    for (const char *screen : { "projector", "full-hd" }) {
        for (const char *language : { "en", "de", "fr" }) {
            for (const bool presenting : { false, true }) {
                QTest::addRow("%s, %s%s", screen, language, presenting ? ", presenting" : "")
                    << QString::fromLatin1(screen) << QString::fromLatin1(language) << presenting;
            }
        }
    }
}

// Issue 39 (4): every dialog fits the screen it opens on, presenting or not
// (presenting on a 1280 x 720 projector, Save Seat Work Results was 971 x
// 817, its file name and Save off the screen): the session's and the
// export's file dialogs, seat work's start dialog and its results' save
// dialog, the class's results dialog, closing the class.
void TestFit::everyDialogFitsItsScreen()
{
    QFETCH(QString, screenName);
    QFETCH(QString, language);
    QFETCH(bool, presenting);
    QScreen *screen = screenNamed(screenName);
    QVERIFY(screen);
    MainWindow window(6, nq::Algorithm::LockLines);
    QVERIFY(window.languages()->setLanguage(language));
    openFirstWindow(window, screen);
    window.presentation()->setPresenting(presenting);
    QStringList failures;
    const QString where = QStringLiteral("%1, %2%3").arg(screenName, language,
        presenting ? QStringLiteral(", presenting") : QString());
    checkDialogFits(where + QStringLiteral(", open session"),
        [&] { window.sessions()->openAction()->trigger(); }, failures);
    checkDialogFits(where + QStringLiteral(", save session"),
        [&] { window.sessions()->saveAction()->trigger(); }, failures);
    QAction *exportBoard = nullptr; // File > Export board..., Ctrl+E
    for (QAction *action : window.findChildren<QAction *>()) {
        if (action->shortcut() == QKeySequence(Qt::CTRL | Qt::Key_E)) {
            exportBoard = action;
        }
    }
    QVERIFY(exportBoard);
    checkDialogFits(where + QStringLiteral(", export board"), [&] { exportBoard->trigger(); }, failures);

    // A class with a pupil, seat work started through its dialog (cancelled
    // once, then started by the program), stopped, and its results saved.
    ClassMode *classMode = window.activities()->get<ClassMode>();
    SeatMode *seat = window.activities()->get<SeatMode>();
    QString classError;
    QVERIFY2(classMode->open(0, &classError), qPrintable(classError));
    nqtest::PupilClient ana(classMode->server()->port());
    NQ_VERIFY_WAIT(ana.join(classMode->server()->code(), QStringLiteral("Ana")));
    checkDialogFits(where + QStringLiteral(", start seat work"),
        [&] { seat->startAction()->trigger(); }, failures);
    SeatSettings settings;
    settings.n = 5;
    QVERIFY(seat->start(settings));
    NQ_VERIFY_WAIT(ana.waitFor(QStringLiteral("seat")));
    seat->stop();
    auto *saveSeat = seat->seatPanel()->findChild<QPushButton *>(QStringLiteral("seatSaveResults"));
    QVERIFY(saveSeat);
    QVERIFY(saveSeat->isEnabled());
    checkDialogFits(where + QStringLiteral(", save seat work results"), [&] { saveSeat->click(); }, failures);
    classMode->close();
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
}

void TestFit::startedPresentingFits_data()
{
    nqtest::addScreenLanguageRows();
}

// Issue 39: a teacher who starts the program presenting (--presentation,
// which main() sets before the window is shown) and opens the example
// lesson gets the same window as one who presses F5 later: on a 1280 x 720
// projector the side docks were 254 px wide, their panels scrolled
// sideways, their tabs cut to "Co…", and the lesson's note out of sight.
// (The board's side "before presenting" was read before the window had a
// size, and the docks gave way to it.)
void TestFit::startedPresentingFits()
{
    QFETCH(QString, screenName);
    QFETCH(QString, language);
    QScreen *screen = screenNamed(screenName);
    QVERIFY(screen);
    MainWindow window(8, nq::Algorithm::LockLines);
    QVERIFY(window.languages()->setLanguage(language));
    window.setScreen(screen);
    window.move(screen->availableGeometry().topLeft());
    window.fitToScreen();
    window.presentation()->setPresenting(true); // as main() does for --presentation
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QSignalSpy applied(window.sessions(), &SessionController::applied);
    window.menus()->helpMenu()->examplesMenu()->actions().at(1)->trigger();
    NQ_VERIFY_WAIT(nqtest::waitForSignals(applied, 1, "the lesson's first scene"));
    window.sessions()->goToScene(3);
    NQ_VERIFY_WAIT(nqtest::waitForSignals(applied, 2, "the lesson's fourth scene"));
    QStringList failures;
    const QString where = QStringLiteral("%1, %2, started presenting, lesson scene 4").arg(screenName, language);
    const auto *note = window.findChild<const QLabel *>(QStringLiteral("lessonNote"));
    QVERIFY(note);
    checkState(window, where, failures, { note });
    const int seen = note->visibleRegion().boundingRect().height();
    if (seen < std::min(note->height(), 3 * note->fontMetrics().lineSpacing())) {
        failures << QStringLiteral("%1: the lesson's note shows %2 px of its %3 px").arg(where).arg(seen).arg(note->height());
    }
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
}

namespace {

// Thirty pupils' names, some as long as a class keeps them (24 characters).
const QStringList ThirtyNames = { QStringLiteral("Maximilian"), QStringLiteral("Anna-Katharina"),
    QStringLiteral("Ben"), QStringLiteral("Charlotte"), QStringLiteral("Leonie"), QStringLiteral("Jonas"),
    QStringLiteral("Sophie-Marie"), QStringLiteral("Alexander"), QStringLiteral("Mia"), QStringLiteral("Emilia"),
    QStringLiteral("Noah"), QStringLiteral("Friederike"), QStringLiteral("Elias"), QStringLiteral("Konstantin"),
    QStringLiteral("Hannah"), QStringLiteral("Paul"), QStringLiteral("Valentina"), QStringLiteral("Luis"),
    QStringLiteral("Magdalena"), QStringLiteral("Felix"), QStringLiteral("Lea"), QStringLiteral("Christopher"),
    QStringLiteral("Ida"), QStringLiteral("Jakob"), QStringLiteral("Marie-Louise"), QStringLiteral("Henri"),
    QStringLiteral("Ella"), QStringLiteral("Theodor"), QStringLiteral("Maximiliane Schmidtberg"),
    QStringLiteral("Annemarie-Josephine Wolf") };

// What the teacher works with while the class answers, each whole in sight
// (not scrolled, cut or covered): the question, the count and the three
// buttons of the class panel.
QStringList classControlsOutOfView(const MainWindow &window, const QString &where)
{
    QStringList wrong;
    for (const char *name : { "classQuestion", "classAnswered", "classReveal", "classVoteAgain", "classStepOn" }) {
        const auto *widget = window.findChild<const QWidget *>(QString::fromLatin1(name));
        if (!widget) {
            wrong << QStringLiteral("%1: no %2").arg(where, QString::fromLatin1(name));
            continue;
        }
        const QRegion seen = widget->visibleRegion();
        const QWidget *hit = window.childAt(widget->mapTo(&window, widget->rect().center()));
        if (!widget->isVisible() || seen != QRegion(widget->rect())
            || !(hit == widget || widget->isAncestorOf(hit))) {
            wrong << QStringLiteral("%1: %2 is not whole in view (%3 of its %4 px lines in sight)")
                         .arg(where, QString::fromLatin1(name))
                         .arg(seen.boundingRect().height())
                         .arg(widget->height());
        }
    }
    return wrong;
}

// A table's column headers: each section's words whole in it, and every
// section within the header's width. (A header's own visible region is
// covered by its viewport: its sections are measured, not its pixels.)
void checkHeaderWords(Fit &fit, const QHeaderView *header)
{
    const int margin = 2 * header->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header);
    int right = 0;
    for (int section = 0; section < header->count(); ++section) {
        if (header->isSectionHidden(section)) {
            continue;
        }
        const QString text = header->model()->headerData(section, header->orientation()).toString();
        fit.check(header, text, advance(header->fontMetrics(), text) + margin, header->sectionSize(section));
        right = std::max(right, header->sectionViewportPosition(section) + header->sectionSize(section));
    }
    if (right > header->viewport()->width()) {
        fit.fail(header, QStringLiteral("has sections past its width (%1 of %2 px)").arg(right).arg(header->viewport()->width()));
    }
}

} // namespace

void TestFit::classAtAProjector_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<bool>("squares");
    for (const char *language : { "en", "de", "es", "fr" }) {
        QTest::addRow("%s, square question", language) << QString::fromLatin1(language) << true;
        QTest::addRow("%s, choice question", language) << QString::fromLatin1(language) << false;
    }
}

// Issue 39 (3): presenting on a 1280 x 720 projector with thirty pupils,
// the class panel keeps the question's words, "N of M answered", Reveal,
// Vote Again and Step On whole in view: when the question comes, as the
// answers come, at the second vote, after Reveal (which scrolled them
// away) and after Step On. The pupils' names are whole, all thirty in
// the list without a scroll bar of its own.
void TestFit::classAtAProjector()
{
    QFETCH(QString, language);
    QFETCH(bool, squares);
    QScreen *screen = screenNamed(QStringLiteral("projector"));
    QVERIFY(screen);
    MainWindow window(6, nq::Algorithm::LockLines);
    QVERIFY(window.languages()->setLanguage(language));
    openFirstWindow(window, screen);
    QTest::keyClick(&window, Qt::Key_F5);
    PredictMode *predict = window.activities()->get<PredictMode>();
    predict->setSettings(nqtest::onlyKind(squares ? nq::learn::QuestionKind::NextSquare : nq::learn::QuestionKind::NextEvent));
    ClassMode *classMode = window.activities()->get<ClassMode>();
    QString error;
    QVERIFY2(classMode->open(0, &error), qPrintable(error));
    std::vector<std::unique_ptr<nqtest::PupilClient>> pupils;
    for (const QString &name : ThirtyNames) {
        pupils.push_back(std::make_unique<nqtest::PupilClient>(classMode->server()->port()));
        NQ_VERIFY_WAIT(pupils.back()->join(classMode->server()->code(), name));
    }
    QStringList failures;
    const QString where = QStringLiteral("1280x720, %1, presenting, %2 question")
                              .arg(language, squares ? QStringLiteral("square") : QStringLiteral("choice"));
    const auto look = [&](const QString &state) {
        settle();
        // The panel brings the question into view once laid out (queued);
        // then what the run and the other panels do after a step (predict's
        // panel under it brings its own question and verdict into view) is
        // over before the look.
        static_cast<void>(nqtest::waitUntil(
            [&] { return classControlsOutOfView(window, where).isEmpty(); }, "the class's question in view"));
        QVERIFY(nqtest::waitUntilStopped(*window.controller()));
        settle();
        QVERIFY(nqtest::handlePostedEvents());
        QVERIFY(nqtest::handlePostedEvents());
        failures << classControlsOutOfView(window, where + QStringLiteral(", ") + state);
    };
    const auto nextQuestion = [&] {
        if (!classMode->isVoteOpen()) {
            QVERIFY(nqtest::stepToQuestion(window));
        }
        NQ_VERIFY_WAIT(nqtest::waitUntil([&] { return classMode->isVoteOpen(); }, "the class's question"));
    };
    // The first `how` pupils answer the question they were sent after
    // their `after`-th message (none: every pupil's first).
    const auto answer = [&](int how, const std::vector<qsizetype> &after) -> bool {
        for (int i = 0; i < how; ++i) {
            nqtest::PupilClient &pupil = *pupils[std::size_t(i)];
            if (!pupil.waitFor(QStringLiteral("question"), after.empty() ? 0 : after[std::size_t(i)])) {
                return false;
            }
            const QJsonObject question = pupil.last(QStringLiteral("question"));
            if (squares) {
                const QJsonArray offered = question.value(QStringLiteral("squares")).toArray();
                pupil.answerSquare(offered.at(i % offered.size()).toString());
            } else {
                const QJsonArray offered = question.value(QStringLiteral("options")).toArray();
                pupil.answerOption(offered.at(i % offered.size()).toObject().value(QStringLiteral("value")).toString());
            }
        }
        return true;
    };

    nextQuestion();
    look(QStringLiteral("asked"));
    QVERIFY(answer(20, {}));
    NQ_VERIFY_WAIT(nqtest::waitUntil([&] { return classMode->session()->answeredCount() == 20; }, "20 answers"));
    look(QStringLiteral("20 answered"));

    // Right with the question open: the run waits for the answers, and
    // predict's panel, under the class's, says so (its question in view).
    const auto receivedNow = [&] {
        std::vector<qsizetype> received;
        for (const auto &pupil : pupils) {
            received.push_back(pupil->received());
        }
        return received;
    };
    window.boardView()->setFocus(Qt::OtherFocusReason);
    QTest::keyClick(window.boardView(), Qt::Key_Right);
    look(QStringLiteral("Right before Reveal")); // (a barrier: what Right did is done)
    QVERIFY(classMode->isVoteOpen());

    const std::vector<qsizetype> before = receivedNow();
    classMode->voteAgainAction()->trigger();
    NQ_VERIFY_WAIT(nqtest::waitUntil([&] { return classMode->vote() == 2; }, "vote 2"));
    look(QStringLiteral("vote 2"));
    QVERIFY(answer(25, before));
    NQ_VERIFY_WAIT(nqtest::waitUntil([&] { return classMode->session()->answeredCount() == 25; }, "25 answers"));

    classMode->revealAction()->trigger();
    QVERIFY(classMode->isRevealed());
    look(QStringLiteral("revealed"));
    // The answers come in sight under the buttons (their start at least).
    for (const char *name : { squares ? "classResults" : "classBars" }) {
        const auto *answers = window.findChild<const QWidget *>(QString::fromLatin1(name));
        if (!answers || answers->visibleRegion().isEmpty()) {
            failures << QStringLiteral("%1, revealed: the class's answers (%2) are out of sight").arg(where, QString::fromLatin1(name));
        }
    }

    // The results table, scrolled to by the teacher: every word of it whole.
    {
        auto *table = window.findChild<QTableView *>(QStringLiteral("classResultsTable"));
        QVERIFY(table);
        NQ_VERIFY_WAIT(nqtest::waitUntil([&] { return table->isVisible() && table->model()->columnCount() > 0; }, "the results table"));
        QScrollArea *area = nullptr;
        for (QWidget *up = table->parentWidget(); up && !area; up = up->parentWidget()) {
            area = qobject_cast<QScrollArea *>(up);
        }
        QVERIFY(area);
        // As the teacher does, by dragging the scroll bar (its action).
        area->verticalScrollBar()->setSliderPosition(table->mapTo(area->widget(), QPoint(0, 0)).y());
        settle();
        Fit fit(where + QStringLiteral(", results table"));
        checkItemView(fit, table);
        // The questions' headers whole; the names whole, or (the longest,
        // past 2/5 of the table's width) ending in "…", whole in their tool tip.
        checkHeaderWords(fit, table->horizontalHeader());
        const QHeaderView *names = table->verticalHeader();
        const int margin = 2 * names->style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, names);
        QFont bold = names->font();
        bold.setBold(true); // as a highlighted section shows it
        for (int row = 0; row < names->count(); ++row) {
            const QString text = table->model()->headerData(row, Qt::Vertical).toString();
            if (advance(QFontMetrics(bold), text) + margin > names->width()
                && table->model()->headerData(row, Qt::Vertical, Qt::ToolTipRole).toString() != text) {
                fit.fail(names, QStringLiteral("cuts \"%1\" without the whole name in its tool tip").arg(text));
            }
        }
        QVERIFY(!table->verticalScrollBar()->isVisible()); // thirty pupils and the share right, no scrolling
        failures << fit.failures();
    }

    // Thirty names in a grid as tall as its lines, two or more to a line,
    // each whole, but for one in ten at most (the longest, 24 characters)
    // ending in "…" with the whole name in its tool tip.
    const auto *list = window.findChild<const QListWidget *>(QStringLiteral("classPupils"));
    QVERIFY(list);
    QCOMPARE(list->count(), 30);
    if (list->verticalScrollBar()->isVisible()) {
        failures << where + QStringLiteral(": the pupils' list scrolls on its own");
    }
    // Each name's need as the delegate measures a text (the size the item
    // was given aside).
    QStyleOptionViewItem option;
    option.initFrom(list);
    option.font = list->font();
    option.fontMetrics = list->fontMetrics();
    option.features = QStyleOptionViewItem::HasDisplay;
    int cut = 0;
    QList<int> lineTops;
    for (int row = 0; row < list->count(); ++row) {
        const QModelIndex index = list->model()->index(row, 0);
        const QRect rect = list->visualRect(index);
        option.text = index.data().toString();
        const QSize need = list->style()->sizeFromContents(QStyle::CT_ItemViewItem, &option, QSize(), list);
        if (!lineTops.contains(rect.top())) {
            lineTops << rect.top();
        }
        if (!list->viewport()->rect().contains(rect) || need.height() > rect.height()) {
            failures << QStringLiteral("%1: the pupil \"%2\" is out of the list's sight (%3x%4 at %5,%6 in %7x%8)")
                            .arg(where, index.data().toString())
                            .arg(rect.width()).arg(rect.height()).arg(rect.x()).arg(rect.y())
                            .arg(list->viewport()->width()).arg(list->viewport()->height());
        } else if (need.width() > rect.width()) {
            ++cut;
            if (index.data(Qt::ToolTipRole).toString() != index.data().toString()) {
                failures << QStringLiteral("%1: the pupil \"%2\" is cut without the whole name in its tool tip")
                                .arg(where, index.data().toString());
            }
        }
    }
    if (cut > 3) {
        failures << QStringLiteral("%1: %2 of the 30 names are cut").arg(where).arg(cut);
    }
    if (lineTops.size() > 15) {
        failures << QStringLiteral("%1: the 30 names take %2 lines").arg(where).arg(lineTops.size());
    }

    // Step On goes on with the run, as Right does.
    const quint64 step = window.controller()->state().step();
    auto *stepOn = window.findChild<QPushButton *>(QStringLiteral("classStepOn"));
    QVERIFY(stepOn);
    stepOn->click();
    NQ_VERIFY_WAIT(nqtest::waitUntil([&] { return window.controller()->state().step() > step; }, "the run's next step"));
    nextQuestion();
    look(QStringLiteral("stepped on"));
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
    classMode->close();
}

void TestFit::seatWorkAtAProjector_data()
{
    QTest::addColumn<QString>("language");
    for (const char *language : { "en", "de", "es", "fr" }) {
        QTest::newRow(language) << QString::fromLatin1(language);
    }
}

// Issue 39 (3, 15): seat work with thirty pupils, presenting on a 1280 x
// 720 projector. In the Predict dock the class at a glance shows its rows
// whole: no name cut inside a word beside the numbers ("Maximili…" in
// German), a name wrapping at its spaces. Whole Class shows all thirty
// rows at once over the window, every word whole, no table scrolling.
void TestFit::seatWorkAtAProjector()
{
    QFETCH(QString, language);
    QScreen *screen = screenNamed(QStringLiteral("projector"));
    QVERIFY(screen);
    MainWindow window(6, nq::Algorithm::LockLines);
    QVERIFY(window.languages()->setLanguage(language));
    openFirstWindow(window, screen);
    QTest::keyClick(&window, Qt::Key_F5);
    ClassMode *classMode = window.activities()->get<ClassMode>();
    SeatMode *seatMode = window.activities()->get<SeatMode>();
    QString error;
    QVERIFY2(classMode->open(0, &error), qPrintable(error));
    std::vector<std::unique_ptr<nqtest::PupilClient>> pupils;
    for (const QString &name : ThirtyNames) {
        pupils.push_back(std::make_unique<nqtest::PupilClient>(classMode->server()->port()));
        NQ_VERIFY_WAIT(pupils.back()->join(classMode->server()->code(), name));
    }
    SeatSettings settings;
    settings.n = 6;
    QVERIFY(seatMode->start(settings));
    for (const auto &pupil : pupils) {
        NQ_VERIFY_WAIT(pupil->waitFor(QStringLiteral("seat")));
    }
    // A third place the first queen right, a third wrongly: rows of
    // different counts, and a most common mistake.
    const int seatId = seatMode->seatWork().seatId();
    for (std::size_t i = 0; i < pupils.size(); ++i) {
        if (i % 3 == 2) {
            continue;
        }
        const qsizetype before = pupils[i]->received();
        pupils[i]->send({ { QStringLiteral("v"), 1 }, { QStringLiteral("type"), QStringLiteral("act") },
            { QStringLiteral("seat"), seatId }, { QStringLiteral("action"), QStringLiteral("place") },
            { QStringLiteral("square"), i % 3 == 0 ? QStringLiteral("a6") : QStringLiteral("c6") } });
        NQ_VERIFY_WAIT(pupils[i]->waitFor(QStringLiteral("seat"), before));
    }
    NQ_VERIFY_WAIT(nqtest::waitUntil(
        [&] { return !seatMode->seatPanel()->mistakeText().isEmpty(); }, "the most common mistake shown"));
    QStringList failures;
    const QString where = QStringLiteral("1280x720, %1, presenting, seat work").arg(language);
    auto *table = window.findChild<QTableView *>(QStringLiteral("seatTable"));
    QVERIFY(table);
    // The dock's rows, the table scrolled to each in turn (the teacher's).
    settle();
    {
        QScrollArea *area = nullptr;
        for (QWidget *up = table->parentWidget(); up && !area; up = up->parentWidget()) {
            area = qobject_cast<QScrollArea *>(up);
        }
        QVERIFY(area);
        area->verticalScrollBar()->setSliderPosition(table->mapTo(area->widget(), QPoint(0, 0)).y());
        settle();
        Fit fit(where + QStringLiteral(", the dock"));
        for (int row = 0; row < table->model()->rowCount(); row += 4) {
            table->scrollTo(table->model()->index(row, 0));
            QApplication::processEvents();
            checkItemView(fit, table);
        }
        failures << fit.failures();
    }

    // Whole Class: every row at once, each word whole.
    auto *wholeClass = window.findChild<QPushButton *>(QStringLiteral("seatWholeClass"));
    QVERIFY(wholeClass);
    wholeClass->click();
    SeatGlanceView *view = seatMode->seatPanel()->wholeClass();
    QVERIFY(view);
    QVERIFY(QTest::qWaitForWindowExposed(view));
    settle();
    QVERIFY(nqtest::handlePostedEvents());
    settle();
    int rows = 0;
    Fit fit(where + QStringLiteral(", Whole Class"));
    for (QTableView *glance : view->tables()) {
        rows += glance->model()->rowCount();
        if (glance->verticalScrollBar()->isVisible()) {
            fit.fail(glance, QStringLiteral("scrolls (%1 rows)").arg(glance->model()->rowCount()));
        }
        const QRect sight = glance->viewport()->rect();
        for (int row = 0; row < glance->model()->rowCount(); ++row) {
            if (!sight.contains(glance->visualRect(glance->model()->index(row, 0)))) {
                fit.fail(glance, QStringLiteral("shows row %1 cut or out of sight").arg(row + 1));
            }
        }
        checkItemView(fit, glance);
        checkHeaderWords(fit, glance->horizontalHeader());
    }
    if (rows != 30) {
        fit.fail(view, QStringLiteral("shows %1 rows of 30").arg(rows));
    }
    failures << fit.failures();
    view->close();
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
    seatMode->stop();
    classMode->close();
}

int main(int argc, char *argv[])
{
    // The screens of a projector and of a full HD display; the window frame
    // as a desktop would draw it.
    QTemporaryDir dir;
    if (!nqtest::useOffscreenScreens(Screens, dir.path())) {
        return 1;
    }
    QApplication app(argc, argv);
    TestFit test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_fit.moc"
