// SPDX-License-Identifier: MIT
#include "window/thememenu.h"

#include <QActionGroup>
#include <QEvent>

namespace {

constexpr BoardTheme::Kind Kinds[]
    = { BoardTheme::Kind::Classic, BoardTheme::Kind::HighContrast, BoardTheme::Kind::System };

} // namespace

ThemeMenu::ThemeMenu(QWidget *parent)
    : QMenu(parent)
    , m_group(new QActionGroup(this))
{
    for (const BoardTheme::Kind kind : Kinds) {
        QAction *action = addAction(QString());
        action->setCheckable(true);
        action->setChecked(kind == m_kind);
        action->setData(int(kind));
        m_group->addAction(action);
    }
    connect(m_group, &QActionGroup::triggered, this, [this](QAction *action) {
        m_kind = BoardTheme::Kind(action->data().toInt());
        emit themeChosen(m_kind);
    });
    retranslate();
}

void ThemeMenu::setKind(BoardTheme::Kind kind)
{
    m_kind = kind;
    for (QAction *action : m_group->actions()) {
        action->setChecked(action->data().toInt() == int(kind));
    }
}

void ThemeMenu::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    }
    QMenu::changeEvent(event);
}

void ThemeMenu::retranslate()
{
    setTitle(tr("Board &colours"));
    const QList<QAction *> actions = m_group->actions();
    for (QAction *action : actions) {
        const auto kind = BoardTheme::Kind(action->data().toInt());
        action->setText(BoardTheme::displayName(kind));
        switch (kind) {
        case BoardTheme::Kind::Classic:
            action->setToolTip(tr("Wooden light and dark squares, as on a chessboard"));
            break;
        case BoardTheme::Kind::HighContrast:
            action->setToolTip(
                tr("Strong contrast and thick marks, for projectors and low vision"));
            break;
        case BoardTheme::Kind::System:
            action->setToolTip(tr("The colours of the desktop, dark mode included"));
            break;
        }
    }
}
