// SPDX-License-Identifier: MIT
#pragma once

#include <QPointer>
#include <QWidget>

#include "common/refreshthrottle.h"

class ButtonRow;
class ClassMode;
class QCheckBox;
class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QScrollArea;
class QrView;
class ClassBars;
class ClassResultsTable;

/*
 * The class's panel (under seat work's, over predict's, while a class is
 * open). On top, what the teacher needs while the class answers, kept in
 * view (see below): the question's own words ("classQuestion"), "12 of 25
 * answered" ("classAnswered"), Reveal, Vote Again and Step On (the run's
 * next step, as Right) ("classReveal", "classVoteAgain", "classStepOn"),
 * and after Reveal the shares right and the class's answers (a bar per
 * option, the squares chosen side by side). Below it Close the Class and
 * Save Results, the pupils (a grid of names, as many to a line as fit),
 * the class code with the QR code and the join address, and the results
 * table: the buttons before the lists that grow with the class.
 *
 * It shows what the ClassMode and its session have (the question, votes and
 * pupils read from ClassSession, following its changes) and sends the
 * teacher's clicks back; it keeps nothing of its own.
 *
 * Kept in view: when a question comes to the class, at Vote Again, at
 * Reveal and when the text grows (presenting), the panel around it (the
 * dock's scroll area) is scrolled so that the question's part is in view,
 * its top first where it is taller than the panel: a Reveal never scrolls
 * the buttons or the count away, and nothing needs scrolling to reach them.
 * While the class has a question, only the teacher scrolls it out of view
 * (the wheel, the scroll bar, Tab to a control below): the dock's other
 * panels bringing their own words into view (predict's question and
 * verdict, under it) are undone. Answers coming in do not scroll.
 */
class ClassPanel : public QWidget
{
    Q_OBJECT

public:
    // The pupils' grid grows to show every name up to this many lines, then scrolls.
    static constexpr int MaxPupilLines = 40;

    explicit ClassPanel(ClassMode *mode, QWidget *parent = nullptr);

    QrView *qrView() const { return m_qr; }
    // The panel's words about the open question ("12 of 25 answered"), for tests.
    QString answeredText() const;
    // After Reveal, the class's answers: a line per answer given ("e4: 12
    // (48%), right"), then the share right ("Right: 12 of 25 (48%)"); empty
    // before. (Shown as fits the panel: the answers side by side.)
    QString resultsText() const;
    // The line that says the class's results are not saved (object name
    // "classResultsNotSaved"), shown only while ClassMode::resultsSaved()
    // is false; empty while it is hidden.
    QString notSavedText() const;

public slots:
    void retranslate();

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void refreshState();
    void refreshQuestion();
    void refreshResults();
    void refreshSaved();
    void fitCodeFont();
    void saveResults();
    void stepOn();
    // The pupils' grid: cells as wide as the widest name (at most the
    // panel's width), as many to a line as fit, as tall as its lines.
    void fitPupils();
    // Scrolls the panel around the question's part to show it (now and
    // once laid out).
    void bringQuestionIntoView();
    void showQuestionPart();
    // Scrolls the panel around to show the code, the QR code and the address.
    void showJoin();
    // Scrolls the panel around so that `top` to `bottom` are in view (the
    // top first where they do not fit).
    void showRange(const QWidget *top, const QWidget *bottom);
    bool questionPartInView() const;
    // Follows the scrolling of the dock's scroll area (see the class comment).
    void watchScrolling();

    ClassMode *m_mode;
    QLabel *m_notSaved;
    // The question's part, on top.
    QWidget *m_questionPart;
    QLabel *m_question;
    QLabel *m_answered;
    ButtonRow *m_questionButtons;
    QPushButton *m_reveal;
    QPushButton *m_voteAgain;
    QPushButton *m_stepOn;
    QLabel *m_results;
    ClassBars *m_bars;
    // The class's own buttons.
    ButtonRow *m_classButtons;
    QPushButton *m_close;
    QPushButton *m_saveResults;
    // The pupils.
    QLabel *m_pupilsTitle;
    QListWidget *m_pupils;
    QPushButton *m_remove;
    QCheckBox *m_lock;
    QCheckBox *m_anonymous;
    // How to join.
    QLabel *m_code;
    QrView *m_qr;
    QLabel *m_url;
    QComboBox *m_address;
    // The results.
    QLabel *m_tableTitle;
    // While the results are full (ClassResults::isFull()): what is not
    // recorded any more.
    QLabel *m_resultsFull;
    ClassResultsTable *m_table;
    QString m_resultsLines; // resultsText()
    // The scroll area the panel lies in (the dock's), and whether the
    // scrolling going on now is the teacher's.
    QPointer<QScrollArea> m_area;
    bool m_teacherScrolls = false;
    // Pupils joining and answering come hundreds a second in a lecture
    // hall: the list and the count follow at most every RefreshMs, so that
    // the window's event loop stays free for the teacher's keys.
    RefreshThrottle m_pupilsRefresh;
    RefreshThrottle m_tallyRefresh;
};
