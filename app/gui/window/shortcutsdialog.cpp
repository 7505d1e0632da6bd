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

// A key as Qt names it in the language in use ("Rechts", "Leertaste"), from
// Qt's own translations: the words the menus show for their shortcuts.
QString keyName(QKeyCombination key)
{
    return QKeySequence(key).toString(QKeySequence::NativeText);
}

// A modifier alone ("Strg" for Ctrl): Qt names it only before a key.
QString modifierName(Qt::KeyboardModifier modifier)
{
    QString name = keyName(modifier | Qt::Key_A);
    name.chop(keyName(QKeyCombination(Qt::Key_A)).size());
    if (name.endsWith(QLatin1Char('+'))) {
        name.chop(1);
    }
    return name;
}

QString eitherKey(const QStringList &keys)
{
    return keys.join(ShortcutsDialog::tr(" or "));
}

QString keysText(const QAction *action)
{
    QStringList keys;
    for (const QKeySequence &key : action->shortcuts()) {
        keys << key.toString(QKeySequence::NativeText);
    }
    return eitherKey(keys);
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
    // Key names come from Qt (keyName), as for the menus' shortcuts, so that
    // both say "Strg" in German and "Control" in Spanish. Enter is named by
    // Qt::Key_Enter, whose translations are the key's usual label ("Entrée",
    // "Intro"); the play board takes Return as well.
    const QString ctrl = modifierName(Qt::ControlModifier);
    const QString enter = keyName(QKeyCombination(Qt::Key_Enter));
    const QString escape = keyName(QKeyCombination(Qt::Key_Escape));
    const QString upOrDown
        = eitherKey({ keyName(QKeyCombination(Qt::Key_Up)), keyName(QKeyCombination(Qt::Key_Down)) });
    const QList<std::pair<QString, QString>> keys {
        { tr("Open a menu"),
            tr("%1 and the menu's underlined letter", "%1: the Alt key")
                .arg(modifierName(Qt::AltModifier)) },
        { tr("Move to the next or previous control"),
            eitherKey(
                { keyName(QKeyCombination(Qt::Key_Tab)), keyName(Qt::SHIFT | Qt::Key_Tab) }) },
        // The run's keys work in every control, even in the N box: only a
        // number being typed keeps them (RunActions, RunToolBar).
        { tr("Set the board size N"),
            tr("Type the number in the N box, then %1 (%2 keeps the old N): the keys drive the "
               "run again",
                "%1: the Enter key, %2: the Escape key")
                .arg(enter, escape) },
        { tr("Move in a number being typed"),
            tr("%1, until %2 or %3", "%1: the keys Left, Right, Home, End; %2: Enter; %3: Escape")
                .arg(QStringList { keyName(QKeyCombination(Qt::Key_Left)),
                         keyName(QKeyCombination(Qt::Key_Right)),
                         keyName(QKeyCombination(Qt::Key_Home)),
                         keyName(QKeyCombination(Qt::Key_End)) }
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
                .arg(keyName(QKeyCombination(Qt::Key_PageUp)),
                    keyName(QKeyCombination(Qt::Key_PageDown))) },
        { tr("Leave a browsed solution for the run's board"),
            eitherKey({ keyName(QKeyCombination(Qt::Key_Right)),
                keyName(QKeyCombination(Qt::Key_Left)) }) },
        { tr("Play mode: move the cursor on the board"), tr("Arrow keys") },
        { tr("Play mode: put a queen on the cursor's square or take it away"),
            tr("%1, or a click on the square", "%1: the keys, \"Space or Enter\"")
                .arg(eitherKey({ keyName(QKeyCombination(Qt::Key_Space)),
                    keyName(QKeyCombination(Qt::Key_Enter)) })) },
        { tr("Be the solver: place a queen on the cursor's square or take it back"),
            tr("%1, or a click on the square", "%1: the keys, \"Space or Enter\"")
                .arg(eitherKey({ keyName(QKeyCombination(Qt::Key_Space)),
                    keyName(QKeyCombination(Qt::Key_Enter)) })) },
        { tr("Be the solver: refuse the cursor's square"),
            tr("%1, or a right click or %2+click on the square",
                "%1: the keys, \"X or Delete\"; %2: the Shift key")
                .arg(eitherKey({ keyName(QKeyCombination(Qt::Key_X)),
                         keyName(QKeyCombination(Qt::Key_Delete)) }),
                    modifierName(Qt::ShiftModifier)) },
        { tr("Zoom the board in or out"), tr("%1+wheel", "%1: the Ctrl key").arg(ctrl) },
        { tr("Pan a zoomed board"),
            tr("%1+arrow keys, or drag with the middle button", "%1: the Ctrl key").arg(ctrl) },
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
