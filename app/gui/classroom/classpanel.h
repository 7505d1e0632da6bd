// SPDX-License-Identifier: MIT
#pragma once

#include <QWidget>

#include "common/refreshthrottle.h"

class ClassMode;
class QBoxLayout;
class QCheckBox;
class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QrView;
class ClassBars;
class ClassResultsTable;

/*
 * The class's panel (under predict's, while a class is open): the join address
 * with its QR code and the class code, the pupils, and the open question's
 * count of answers, which answers only after Reveal. It shows what the
 * ClassMode and its session have (the question, votes and pupils read from
 * ClassSession, following its changes) and sends the teacher's clicks
 * back; it keeps nothing of its own.
 */
class ClassPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ClassPanel(ClassMode *mode, QWidget *parent = nullptr);

    QrView *qrView() const { return m_qr; }
    // The panel's words about the open question ("12 of 25 answered"), for tests.
    QString answeredText() const;
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

private:
    void refreshState();
    void refreshQuestion();
    void refreshResults();
    void refreshSaved();
    void fitCodeFont();
    void saveResults();
    // Reveal and Vote Again side by side where both fit, else one above the other.
    void fitQuestionButtons();

    ClassMode *m_mode;
    QLabel *m_notSaved;
    QPushButton *m_close;
    QrView *m_qr;
    QComboBox *m_address;
    QLabel *m_url;
    QLabel *m_code;
    QLabel *m_pupilsTitle;
    QListWidget *m_pupils;
    QPushButton *m_remove;
    QCheckBox *m_lock;
    QCheckBox *m_anonymous;
    QLabel *m_answered;
    QPushButton *m_reveal;
    QPushButton *m_voteAgain;
    QBoxLayout *m_questionButtons;
    ClassBars *m_bars;
    QLabel *m_results;
    QLabel *m_tableTitle;
    // While the results are full (ClassResults::isFull()): what is not
    // recorded any more.
    QLabel *m_resultsFull;
    ClassResultsTable *m_table;
    QPushButton *m_saveResults;
    // Pupils joining and answering come hundreds a second in a lecture
    // hall: the list and the count follow at most every RefreshMs, so that
    // the window's event loop stays free for the teacher's keys.
    RefreshThrottle m_pupilsRefresh;
    RefreshThrottle m_tallyRefresh;
};
