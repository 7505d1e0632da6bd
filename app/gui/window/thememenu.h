// SPDX-License-Identifier: MIT
#pragma once

#include "render/boardtheme.h"

#include <QMenu>

class QActionGroup;

/*
 * View > Board colours: classic, high contrast, or the system's colours (dark
 * mode included). Emits themeChosen() when the user picks one; setKind()
 * checks an entry without emitting. Retranslates itself.
 */
class ThemeMenu : public QMenu
{
    Q_OBJECT

public:
    explicit ThemeMenu(QWidget *parent = nullptr);

    BoardTheme::Kind kind() const { return m_kind; }
    void setKind(BoardTheme::Kind kind);

signals:
    void themeChosen(BoardTheme::Kind kind);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QActionGroup *m_group;
    BoardTheme::Kind m_kind = BoardTheme::Kind::Classic;
};
