// SPDX-License-Identifier: MIT
#include "window/shortcutsdialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHeaderView>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QTreeWidget>
#include <QVBoxLayout>

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

QString keysText(const QAction *action)
{
    QStringList keys;
    for (const QKeySequence &key : action->shortcuts()) {
        keys << key.toString(QKeySequence::NativeText);
    }
    return keys.join(ShortcutsDialog::tr(" or "));
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
    m_list->setColumnCount(2);
    m_list->setRootIsDecorated(false);
    m_list->setUniformRowHeights(true);
    m_list->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_list->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
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
        QFont bold = group->font(0);
        bold.setBold(true);
        group->setFont(0, bold);
        addMenu(group, top->menu());
        if (group->childCount() == 0) {
            delete group;
        }
    }
    auto *other = new QTreeWidgetItem(m_list, { tr("Everywhere") });
    other->setFirstColumnSpanned(true);
    QFont bold = other->font(0);
    bold.setBold(true);
    other->setFont(0, bold);
    const QList<std::pair<QString, QString>> keys {
        { tr("Open a menu"), tr("Alt and the menu's underlined letter") },
        { tr("Move to the next or previous control"), tr("Tab or Shift+Tab") },
        // The run's keys work in every control, even in the N box: only a
        // number being typed keeps them (RunActions, RunToolBar).
        { tr("Set the board size N"),
            tr("Type the number in the N box, then Enter (Escape keeps the old N): the keys "
               "drive the run again") },
        { tr("Move in a number being typed"), tr("Left, Right, Home, End, until Enter or Escape") },
        { tr("Change N or the algorithm one by one"), tr("Up or Down in its box") },
        { tr("Choose from the open algorithm list"),
            tr("Up, Down, then Enter (Escape closes it): the keys drive the run again") },
        { tr("Choose a solution in the solutions list"), tr("Arrow keys, Page Up, Page Down") },
        { tr("Leave a browsed solution for the run's board"), tr("Right or Left") },
        { tr("Play mode: move the cursor on the board"), tr("Arrow keys") },
        { tr("Play mode: put a queen on the cursor's square or take it away"),
            tr("Space or Enter, or a click on the square") },
        { tr("Zoom the board in or out"), tr("Ctrl+wheel") },
        { tr("Pan a zoomed board"), tr("Ctrl+arrow keys, or drag with the middle button") },
    };
    for (const auto &[what, how] : keys) {
        new QTreeWidgetItem(other, { what, how });
    }
    m_list->expandAll();
}

void ShortcutsDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        rebuild();
    }
    QDialog::changeEvent(event);
}

void ShortcutsDialog::showEvent(QShowEvent *event)
{
    rebuild(); // the menus may have changed since
    QDialog::showEvent(event);
}
