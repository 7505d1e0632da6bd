// SPDX-License-Identifier: MIT
#include "window/shortcutsdialog.h"

#include "board/boardview.h"
#include "common/keynames.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHeaderView>
#include <QMenu>
#include <QMenuBar>
#include <QMetaEnum>
#include <QRegularExpression>
#include <QScreen>
#include <QStyle>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace {

// "&Export board..." as a person reads it: "Export board".
QString plainText(const QAction *action)
{
    QString text = action->text();
    text.remove(QRegularExpression(QStringLiteral("&(?!&)")));
    if (text.endsWith(QLatin1String("..."))) {
        text.chop(3);
    }
    return text;
}

QString eitherKey(const QStringList &keys)
{
    return keys.join(ShortcutsDialog::tr(" or "));
}

// Whether `key` is one of the extra keys the platform binds to the standard
// key whose first binding is `primary`: Qt's X11 scheme gives Undo (Ctrl+Z)
// also F14 and the "Undo" key of Sun keyboards, Copy also F16 and "Copy".
bool isPlatformAlternative(const QKeySequence &primary, const QKeySequence &key)
{
    const QMetaEnum standardKeys = QMetaEnum::fromType<QKeySequence::StandardKey>();
    for (int i = 0; i < standardKeys.keyCount(); ++i) {
        const QList<QKeySequence> bindings
            = QKeySequence::keyBindings(QKeySequence::StandardKey(standardKeys.value(i)));
        if (bindings.size() > 1 && bindings.first() == primary && bindings.indexOf(key) > 0) {
            return true;
        }
    }
    return false;
}

} // namespace

QStringList ShortcutsDialog::keysToPress(const QAction *action)
{
    QList<QKeySequence> keys;
    for (const QKeySequence &key : action->shortcuts()) {
        if (keys.isEmpty() || !isPlatformAlternative(keys.first(), key)) {
            keys << key;
        }
    }
    QStringList names;
    for (const QKeySequence &key : std::as_const(keys)) {
        names << key.toString(QKeySequence::NativeText);
    }
    return names;
}

namespace {

QString keysText(const QAction *action)
{
    return eitherKey(ShortcutsDialog::keysToPress(action));
}

void addMenu(QTreeWidgetItem *parent, const QMenu *menu)
{
    for (QAction *action : menu->actions()) {
        if (action->menu()) {
            addMenu(parent, action->menu());
        } else if (!action->isSeparator() && !action->shortcuts().isEmpty()) {
            auto *item = new QTreeWidgetItem(parent, { plainText(action), keysText(action) });
            item->setToolTip(0, action->toolTip());
        }
    }
}

} // namespace

ShortcutsDialog::ShortcutsDialog(QMenuBar *menuBar, QWidget *parent)
    : QDialog(parent)
    , m_menuBar(menuBar)
    , m_list(new QTreeWidget(this))
{
    // The dialog is a window of its own: it takes the main window's font
    // (text size, presentation mode) when opened and whenever it changes.
    setAttribute(Qt::WA_WindowPropagation);
    m_list->setColumnCount(2);
    m_list->setRootIsDecorated(false);
    // Long texts wrap, whole, in rows as high as they need (fitRows): no
    // word is cut off in any language or at any text size.
    m_list->setUniformRowHeights(false);
    m_list->setWordWrap(true);
    m_list->setTextElideMode(Qt::ElideNone);
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_list->header()->setSectionResizeMode(0, QHeaderView::Fixed);
    m_list->header()->setStretchLastSection(true);
    connect(m_list->header(), &QHeaderView::sectionResized, this, &ShortcutsDialog::fitRows);
    m_list->installEventFilter(this);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_list);
    layout->addWidget(buttons);
    resize(520, 560);
    rebuild();
}

void ShortcutsDialog::rebuild()
{
    setWindowTitle(tr("Keyboard shortcuts"));
    m_list->setHeaderLabels({ tr("Command"), tr("Keys") });
    m_list->setAccessibleName(tr("Keyboard shortcuts"));
    m_list->clear();
    for (QAction *top : m_menuBar->actions()) {
        if (!top->menu()) {
            continue;
        }
        QString title = plainText(top);
        auto *group = new QTreeWidgetItem(m_list, { title });
        group->setFirstColumnSpanned(true);
        QFont bold = m_list->font(); // the window's size, not the default
        bold.setBold(true);
        group->setFont(0, bold);
        addMenu(group, top->menu());
        if (group->childCount() == 0) {
            delete group;
        }
    }
    auto *other = new QTreeWidgetItem(m_list, { tr("Everywhere") });
    other->setFirstColumnSpanned(true);
    QFont bold = m_list->font();
    bold.setBold(true);
    other->setFont(0, bold);
    // Key names come from Qt (KeyNames), as for the menus' shortcuts, so that
    // both say "Strg" in German and "Control" in Spanish. Enter is named by
    // Qt::Key_Enter, whose translations are the key's usual label ("Entrée",
    // "Intro"); the play board takes Return as well.
    const QString ctrl = KeyNames::modifier(Qt::ControlModifier);
    const QString enter = KeyNames::key(QKeyCombination(Qt::Key_Enter));
    const QString escape = KeyNames::key(QKeyCombination(Qt::Key_Escape));
    const QString upOrDown = eitherKey({ KeyNames::key(QKeyCombination(Qt::Key_Up)),
        KeyNames::key(QKeyCombination(Qt::Key_Down)) });
    const QList<std::pair<QString, QString>> keys {
        { tr("Open a menu"),
            tr("%1 and the menu's underlined letter", "%1: the Alt key")
                .arg(KeyNames::modifier(Qt::AltModifier)) },
        { tr("Move to the next or previous control"),
            eitherKey({ KeyNames::key(QKeyCombination(Qt::Key_Tab)),
                KeyNames::key(Qt::SHIFT | Qt::Key_Tab) }) },
        // The run's keys work in every control, even in the N box: only a
        // number being typed keeps them (RunActions, RunToolBar).
        { tr("Set the board size N"),
            tr("Type the number in the N box, then %1 (%2 keeps the old N): the keys drive the "
               "run again",
                "%1: the Enter key, %2: the Escape key")
                .arg(enter, escape) },
        { tr("Move in a number being typed"),
            tr("%1, until %2 or %3", "%1: the keys Left, Right, Home, End; %2: Enter; %3: Escape")
                .arg(QStringList { KeyNames::key(QKeyCombination(Qt::Key_Left)),
                         KeyNames::key(QKeyCombination(Qt::Key_Right)),
                         KeyNames::key(QKeyCombination(Qt::Key_Home)),
                         KeyNames::key(QKeyCombination(Qt::Key_End)) }
                         .join(QStringLiteral(", ")),
                    enter, escape) },
        { tr("Change N or the algorithm one by one"),
            tr("%1 in its box", "%1: the keys, \"Up or Down\"").arg(upOrDown) },
        { tr("Choose from the open algorithm list"),
            tr("%1, then %2 (%3 closes it): the keys drive the run again",
                "%1: the keys, \"Up or Down\"; %2: Enter; %3: Escape")
                .arg(upOrDown, enter, escape) },
        { tr("Choose a solution in the solutions list"),
            tr("Arrow keys, %1, %2", "%1, %2: the Page Up and Page Down keys")
                .arg(KeyNames::key(QKeyCombination(Qt::Key_PageUp)),
                    KeyNames::key(QKeyCombination(Qt::Key_PageDown))) },
        { tr("Leave a browsed solution for the run's board"),
            eitherKey({ KeyNames::key(QKeyCombination(Qt::Key_Right)),
                KeyNames::key(QKeyCombination(Qt::Key_Left)) }) },
        { tr("Play mode: move the cursor on the board"), tr("Arrow keys") },
        { tr("Play mode: put a queen on the cursor's square or take it away"),
            tr("%1, or a click on the square", "%1: the keys, \"Space or Enter\"")
                .arg(eitherKey({ KeyNames::key(QKeyCombination(Qt::Key_Space)),
                    KeyNames::key(QKeyCombination(Qt::Key_Enter)) })) },
        { tr("Be the solver: place a queen on the cursor's square or take it back"),
            tr("%1, or a click on the square", "%1: the keys, \"Space or Enter\"")
                .arg(eitherKey({ KeyNames::key(QKeyCombination(Qt::Key_Space)),
                    KeyNames::key(QKeyCombination(Qt::Key_Enter)) })) },
        { tr("Be the solver: refuse the cursor's square"),
            tr("%1, or a right click or %2+click on the square",
                "%1: the keys, \"X or Delete\"; %2: the Shift key")
                .arg(eitherKey({ KeyNames::key(QKeyCombination(Qt::Key_X)),
                         KeyNames::key(QKeyCombination(Qt::Key_Delete)) }),
                    KeyNames::modifier(Qt::ShiftModifier)) },
        { tr("Zoom the board in or out"), KeyNames::wheel(BoardView::ZoomModifier) },
        { tr("Pan a zoomed board"),
            tr("%1+arrow keys, or drag with the middle button", "%1: the Ctrl key").arg(ctrl) },
    };
    for (const auto &[what, how] : keys) {
        new QTreeWidgetItem(other, { what, how });
    }
    m_list->expandAll();
    fitToText();
}

QFont ShortcutsDialog::shownFont(const QTreeWidgetItem *item, int column) const
{
    // An item without a font of its own is drawn in the list's (the
    // window's size); QTreeWidgetItem::font() would say the default one.
    return item->data(column, Qt::FontRole).isValid() ? item->font(column) : m_list->font();
}

int ShortcutsDialog::textWidth(const QTreeWidgetItem *item, int column) const
{
    const int margin = m_list->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_list) + 1;
    const int indent = (column == 0 && item->parent()) ? m_list->indentation() : 0;
    return m_list->columnWidth(column) - indent - 2 * margin;
}

void ShortcutsDialog::fitToText()
{
    // As wide as the longest texts on one line, if the screen has room; the
    // commands take at most 45% of the width, the keys the rest.
    int commands = 0;
    int keys = 0;
    for (QTreeWidgetItemIterator it(m_list); *it; ++it) {
        const QTreeWidgetItem *item = *it;
        const QFontMetrics metrics(shownFont(item, 0));
        const int commandWidth = metrics.horizontalAdvance(item->text(0))
            + (item->parent() ? m_list->indentation() : 0);
        if (!item->isFirstColumnSpanned()) {
            commands = std::max(commands, commandWidth);
            keys = std::max(keys, QFontMetrics(shownFont(item, 1)).horizontalAdvance(item->text(1)));
        }
    }
    const int margin = 2 * (m_list->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_list) + 1);
    const int chrome = width() - m_list->viewport()->width()
        + m_list->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, m_list);
    const QWidget *shownOn = parentWidget() && !isVisible() ? parentWidget() : this;
    const int available = shownOn->screen()->availableGeometry().width() * 9 / 10;
    const int natural = commands + keys + 2 * margin + chrome;
    const int wide = std::min(natural, available);
    if (isVisible() || wide > width()) {
        resize(std::max(wide, fontMetrics().averageCharWidth() * 40), height());
    }
    const int view = m_list->viewport()->width();
    m_list->setColumnWidth(0, std::min(commands + margin, view * 45 / 100));
    fitRows();
}

void ShortcutsDialog::fitRows()
{
    // QTreeView sizes a row by its text on one line: each row is told how
    // high its wrapped texts are at the columns' widths.
    for (QTreeWidgetItemIterator it(m_list); *it; ++it) {
        QTreeWidgetItem *item = *it;
        int height = 0;
        for (int column = 0; column < (item->isFirstColumnSpanned() ? 1 : 2); ++column) {
            const QFontMetrics metrics(shownFont(item, column));
            const int width = std::max(1, item->isFirstColumnSpanned()
                    ? m_list->viewport()->width() : textWidth(item, column));
            height = std::max(height,
                metrics.boundingRect(QRect(0, 0, width, 0), Qt::TextWordWrap, item->text(column))
                        .height());
        }
        // (A size hint must be valid to count; its width is not used: the
        // commands column has a fixed width.)
        item->setSizeHint(0, QSize(0, height + 4));
    }
    m_list->doItemsLayout();
}

bool ShortcutsDialog::eventFilter(QObject *watched, QEvent *event)
{
    // The list's own resize (after the dialog's layout gave it its size):
    // the columns and the rows' heights follow its width.
    if (watched == m_list && event->type() == QEvent::Resize) {
        const int view = m_list->viewport()->width();
        if (m_list->columnWidth(0) > view * 45 / 100) {
            m_list->setColumnWidth(0, view * 45 / 100);
        }
        fitRows();
    }
    return QDialog::eventFilter(watched, event);
}

void ShortcutsDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        rebuild();
    } else if (event->type() == QEvent::FontChange) {
        // The group titles' bold fonts are copies: made again at the new size.
        rebuild();
    }
    QDialog::changeEvent(event);
}

void ShortcutsDialog::showEvent(QShowEvent *event)
{
    rebuild(); // the menus may have changed since
    QDialog::showEvent(event);
}
