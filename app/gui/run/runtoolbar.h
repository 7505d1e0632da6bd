// SPDX-License-Identifier: MIT
#pragma once

#include <QToolBar>

class QComboBox;
class QLabel;
class QSlider;
class QSpinBox;
class RunActions;
class RunController;

/*
 * The tool bar above the board: the run's buttons, the speed slider, the
 * board size and the algorithm. It follows the controller (a new run sets
 * the size and algorithm shown) and retranslates itself on
 * QEvent::LanguageChange.
 *
 * Once the user is done with a control, the keys go back to the run: Enter
 * (the number typed is the new N), Escape (the number typed is dropped) and a
 * click on the N box's arrows, and a choice from the algorithm list, emit
 * keysHandedBack(). The Up and Down keys step the N box and the algorithm
 * box and keep the focus there, so that they can be pressed again; the run's
 * keys work there all the same (RunActions).
 */
class RunToolBar : public QToolBar
{
    Q_OBJECT

public:
    // `controller` and `actions` are not owned and outlive the tool bar.
    RunToolBar(RunController *controller, RunActions *actions, QWidget *parent = nullptr);

    QSpinBox *sizeBox() const { return m_sizeBox; }
    QComboBox *algorithmBox() const { return m_algorithmBox; }
    QSlider *speedSlider() const { return m_speedSlider; }

signals:
    // The user is done with a control of the bar: the board should take the
    // focus again.
    void keysHandedBack();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;
    // Words beside the icons while they fit, icons alone when the window is
    // too narrow for them (German words are long), so that no control is
    // pushed into the overflow menu.
    void resizeEvent(QResizeEvent *event) override;

private:
    void retranslate();
    // The speed label's smallest width: its widest text at the current font.
    void fitSpeedLabel();
    // The algorithm box as wide as its longest name needs in the current
    // font, measured in the style's edit field (AdjustToContents falls a few
    // pixels short of it in some styles).
    void fitAlgorithmBox();
    void showSpeed(int index);
    void showRun();
    void measureTextWidth();
    void fitButtons();

    RunController *m_controller;
    QSlider *m_speedSlider;
    QLabel *m_speedLabel;
    QLabel *m_sizeLabel;
    QSpinBox *m_sizeBox;
    QComboBox *m_algorithmBox;
    int m_textWidth = 0; // the width the bar needs with words beside its icons
    bool m_listShown = false; // the algorithm list is open, or was closed by the choice being made
};
