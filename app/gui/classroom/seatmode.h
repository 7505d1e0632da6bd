// SPDX-License-Identifier: MIT
#pragma once

#include "activity/activity.h"

#include <QJsonArray>
#include <QObject>
#include <QString>
#include <QTimer>

#include "classcore/classprotocol.h"
#include "common/refreshthrottle.h"
#include "solver/event.h"

#include <optional>

#ifndef Q_MOC_RUN
#include "seatwork/seatwork.h"

#include <memory>
#endif

class ActivityHost;
class ClassMode;
class SeatPanel;
class PredictMode;
class QAction;
class QWidget;

/*
 * Seat work in the window: with a class open, every pupil is the solver of
 * their own run on their own device (app/seatwork's SeatWork, a practice
 * engine per pupil, on this machine), and the teacher sees the class at a
 * glance (SeatPanel).
 *
 * - start() (startAction(), Run > Start Seat Work…, asks SeatStartDialog)
 *   is entered among the window's activities (it suspends the class's
 *   vote: no question goes to the pupils while it is on), gives
 *   every pupil in the class a run and sends each their own board; a pupil
 *   who joins or comes back later gets theirs at once.
 * - Each pupil's action (ClassSession::acted, the pupil named by their
 *   own connection, the square already a square) goes to that pupil's run
 *   only; the pupil is sent their run again.
 * - stop() (stopAction()) ends it: every pupil is sent their summary, and
 *   the activity is left (the class's vote resumes). Closing the class
 *   stops it too.
 * - The results (SeatWork::results(), named by the class's session, which
 *   keeps the names of pupils who left)
 *   go into the class's results file (ClassMode::setSeatWorkResults) at
 *   most every JournalMs while pupils work, and at once when it stops, so
 *   that a program or a machine that stops loses at most that much.
 *
 * changed() is emitted at most every RefreshMs while pupils act (a lecture
 * hall acts hundreds of times a second): views of the glance follow it.
 */
class SeatMode : public QObject, public Activity
{
    Q_OBJECT

public:
    // Views of the class at a glance refresh at most this often.
    static constexpr int RefreshMs = 250;
    // The results file is written at most this often while pupils act.
    static constexpr int JournalMs = 1000;

    // None owned; all outlive this object. The run (PredictMode::run())
    // gives the start dialog its first N and algorithm; `window` parents
    // the dialogs. It registers with `activities`.
    SeatMode(ActivityHost *activities, ClassMode *classMode, PredictMode *predict, QWidget *window);
    ~SeatMode() override;

    QAction *startAction() const { return m_startAction; }
    QAction *stopAction() const { return m_stopAction; }
    // The class at a glance (made with this object).
    SeatPanel *seatPanel() const { return m_panel; }

    // Activity: its panel shares predict's dock, over the class's.
    QWidget *panel() const override;
    const char *dockTitle() const override;
    QList<QAction *> menuSection() const override { return { m_startAction, m_stopAction }; }

    bool isOpen() const;
    // Starts seat work for the class open (false when no class is open or
    // the settings are not valid: SeatSettings::isValid()).
    bool start(const SeatSettings &settings);
    void stop();

    const SeatWork &seatWork() const { return *m_seat; }
    // The pupil's name as the class lists them, after they left too
    // (ClassSession::nameOf()); their id when the class knows none.
    QString nameOf(const QString &pupilId) const;
    // Every seat work of this class so far, the one under way last, named.
    SeatResults results() const;
    // Saves results() as CSV or JSON (by the suffix); false with `error`.
    bool saveResults(const QString &path, QString *error) const;

    void retranslate() override;

signals:
    // Seat work started or stopped.
    void openChanged(bool open);
    // A pupil's run changed, a pupil came or went (at most every RefreshMs).
    void changed();

private:
    void ask();
    void onActed(const QString &pupilId, ClassProtocol::Act::Action action, std::optional<nq::Square> square);
    void onPupilsChanged();
    void onClassClosed();
    void send(const QString &pupilId);
    void noteChange();
    void writeJournal();
    void updateActions();

    ClassMode *m_class;
    PredictMode *m_predict;
    QWidget *m_window;
    QAction *m_startAction;
    QAction *m_stopAction;
#ifndef Q_MOC_RUN
    std::unique_ptr<SeatWork> m_seat;
#endif
    // The class's earlier seat works' results (toJsonObject() each).
    QJsonArray m_earlier;
    // Whether m_seat's last seat work is the open class's (not one of a
    // class that closed before this one opened).
    bool m_lastIsThisClass = false;
    RefreshThrottle m_refresh { [this] { emit changed(); }, RefreshMs };
    QTimer m_journal;
    SeatPanel *m_panel = nullptr;
};
