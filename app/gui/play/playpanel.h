// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QWidget>

class PlayMode;
class QFormLayout;
class QGridLayout;
class QLabel;
class QToolButton;

/*
 * The play mode's panel: queens left, the number of attacking pairs, the
 * sentence saying where the position stands (solved and which solution,
 * conflicts, the hint's answer), and buttons for the PlayMode's actions
 * (play mode, hint, undo, redo, clear, start from the run's board). It shows
 * the mode's state whenever it changes; its words follow the language
 * (QEvent::LanguageChange). A screen reader hears each figure with its
 * caption: the value labels' accessible names are "Queens left: 8" and
 * "Attacking pairs: 0". While play mode is off the figures are those of the
 * board it would start from on the run's board size: its own position when
 * the size is the same, an empty board otherwise, and a dash on boards play
 * mode does not take (above PlayPosition::MaxSize).
 */
class PlayPanel : public QWidget
{
    Q_OBJECT

public:
    // `mode` is not owned and outlives the panel.
    explicit PlayPanel(PlayMode *mode, QWidget *parent = nullptr);

    // The texts shown, for tests.
    QString queensLeftText() const;
    QString conflictsText() const;
    QString statusText() const;

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    // As narrow as the buttons in one column (see fitButtons()): a panel
    // around it that is narrower scrolls; one as wide fits them.
    QSize minimumSizeHint() const override;

private:
    void retranslate();
    void refresh();
    // The buttons two by two where two fit the panel's width (their words
    // whole), else in one column (Spanish and French, presenting).
    void fitButtons();
    int widestButton() const;

    PlayMode *m_mode;
    QLabel *m_queensLeftCaption;
    QLabel *m_queensLeft;
    QLabel *m_conflictsCaption;
    QLabel *m_conflicts;
    QLabel *m_status;
    QList<QToolButton *> m_buttons;
    QGridLayout *m_buttonGrid;
    QFormLayout *m_figures;
    int m_columns = 0;
};
