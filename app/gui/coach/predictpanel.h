// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QPointer>
#include <QWidget>

class PredictMode;
namespace nq::learn {
struct Question;
}
class QCheckBox;
class QGridLayout;
class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableWidget;

/*
 * Predict mode's panel: the question, the answer buttons for the questions
 * not answered on the board (place / refuse / backtrack / solution, Refuse
 * only for the algorithms that refuse; a number; yes / no; a list of the
 * rows, and for dancing links the columns, the search may choose), "Show answer", the verdict and why, the score by kind,
 * the settings (how often, k, seed, kinds) and "Save results...". It shows
 * the mode's state whenever it changes. Every control has an accessible
 * name; a question or a verdict is announced to screen readers as the
 * status line is (the label's NameChanged), and stays readable as text.
 * Words follow the language (QEvent::LanguageChange).
 */
class PredictPanel : public QWidget
{
    Q_OBJECT

public:
    // `mode` is not owned and outlives the panel.
    explicit PredictPanel(PredictMode *mode, QWidget *parent = nullptr);

    // For tests: the texts shown and the controls.
    QString questionText() const;
    QString verdictText() const;
    // The button answering NextEvent with nq::learn::NextAction(action).
    QPushButton *actionButton(int action) const { return m_actions.value(action); }
    QPushButton *yesButton() const { return m_yes; }
    QPushButton *noButton() const { return m_no; }
    QSpinBox *numberBox() const { return m_number; }
    QPushButton *numberButton() const { return m_numberAnswer; }
    // The chosen row or column: the lines a search may choose (item data:
    // QPoint(col, row), -1 for the other coordinate) and its answer button.
    QComboBox *lineBox() const { return m_line; }
    QPushButton *lineButton() const { return m_lineAnswer; }
    QPushButton *revealButton() const { return m_reveal; }
    QPushButton *saveButton() const { return m_save; }
    QTableWidget *scoreTable() const { return m_score; }
    QComboBox *frequencyBox() const { return m_frequency; }
    QSpinBox *kBox() const { return m_k; }
    QSpinBox *seedBox() const { return m_seed; }
    QCheckBox *kindBox(int kind) const { return m_kinds.value(kind); }

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // Every control that answers a question (the buttons, the number, the line).
    QList<QWidget *> answerControls() const;
    void retranslate();
    // The score table as wide as the panel at most: its headers on one line
    // where they fit, else each word on a line of its own, the columns'
    // words first, then the rows' (Predict beside the board, presenting).
    void fitScore();
    void setScoreLabels(bool wrapColumns, bool wrapRows);
    // The kinds' check boxes in two columns, and the four answers' buttons
    // in a row, where they fit the room the panel is given (the dock's
    // scroll area, not the panel's own width, which they widen), else in
    // fewer columns: German's, presenting at 1280 x 720, were 40 px wider
    // than the dock.
    void fitKinds();
    void refresh();
    void fillLines(const nq::learn::Question &question);
    void showSettings();
    void applySettings();
    void saveResults();
    void announce(const QString &text);

    PredictMode *m_mode;
    QLabel *m_question;
    QList<QPushButton *> m_actions;
    QPushButton *m_yes;
    QPushButton *m_no;
    QSpinBox *m_number;
    QPushButton *m_numberAnswer;
    QComboBox *m_line;
    QPushButton *m_lineAnswer;
    quint64 m_linesAt = ~quint64(0); // the question position m_line was filled for
    QPushButton *m_reveal;
    QLabel *m_keys; // how to answer on the board by keyboard
    QLabel *m_verdict;
    QTableWidget *m_score;
    QLabel *m_frequencyCaption;
    QComboBox *m_frequency;
    QLabel *m_kCaption;
    QSpinBox *m_k;
    QLabel *m_seedCaption;
    QSpinBox *m_seed;
    QList<QCheckBox *> m_kinds;
    QGridLayout *m_kindsGrid = nullptr;
    int m_kindColumns = 2;
    QGridLayout *m_actionsGrid = nullptr; // the answers' buttons: a row, else two rows, else one a row
    int m_actionColumns = 0; // set by fitKinds()
    QPointer<QWidget> m_watchedViewport; // the scroll area's, whose width is the room
    QPushButton *m_save;
    QLabel *m_scoreCaption;
    QLabel *m_settingsCaption;
};
