// SPDX-License-Identifier: MIT
#include "classroom/seatmode.h"

#include "activity/activityhost.h"
#include "classroom/classmode.h"
#include "classroom/seatpanel.h"
#include "classroom/seatstartdialog.h"
#include "classserver/classserver.h"
#include "coach/predictmode.h"
#include "run/runcontroller.h"

#include <QAction>
#include <QKeySequence>
#include <QWidget>

SeatMode::SeatMode(ActivityHost *activities, ClassMode *classMode, PredictMode *predict, QWidget *window)
    : QObject(window)
    , Activity(Kind::SeatWork)
    , m_class(classMode)
    , m_predict(predict)
    , m_window(window)
    , m_startAction(new QAction(this))
    , m_stopAction(new QAction(this))
    , m_seat(std::make_unique<SeatWork>())
{
    m_startAction->setObjectName(QStringLiteral("seatStartAction"));
    m_stopAction->setObjectName(QStringLiteral("seatStopAction"));
    // Keys of their own (issue 39, item 17), free in the window and its
    // modes: S asks for the seat work (its dialog first); stopping it for
    // the whole class takes Shift as well. Wherever the focus is in the
    // window, as the run's keys and the class's R and V.
    m_startAction->setShortcut(QKeySequence(Qt::Key_S));
    m_stopAction->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_S));
    for (QAction *action : { m_startAction, m_stopAction }) {
        action->setShortcutContext(Qt::WindowShortcut);
        window->addAction(action);
    }
    connect(m_startAction, &QAction::triggered, this, &SeatMode::ask);
    connect(m_stopAction, &QAction::triggered, this, &SeatMode::stop);
    connect(m_class->session(), &ClassSession::acted, this, &SeatMode::onActed);
    connect(m_class->session(), &ClassSession::pupilsChanged, this, &SeatMode::onPupilsChanged);
    connect(m_class->server(), &ClassServer::closed, this, &SeatMode::onClassClosed);
    connect(m_class, &ClassMode::stateChanged, this, &SeatMode::updateActions);
    connect(m_class, &ClassMode::opened, this, [this] {
        // A class's results hold its own seat works: none for a new class,
        // those in its file for a class that goes on after a crash.
        m_earlier = m_class->results().seatWork();
        m_lastIsThisClass = false;
    });
    m_journal.setSingleShot(true);
    m_journal.setInterval(JournalMs);
    connect(&m_journal, &QTimer::timeout, this, &SeatMode::writeJournal);
    activities->add(this);
    retranslate();
    updateActions();
    m_panel = new SeatPanel(this, window);
}

SeatMode::~SeatMode() = default;

QWidget *SeatMode::panel() const
{
    return m_panel;
}

const char *SeatMode::dockTitle() const
{
    return QT_TRANSLATE_NOOP("MainWindow", "Predict");
}

bool SeatMode::isOpen() const
{
    return m_seat->isOpen();
}

void SeatMode::ask()
{
    if (!m_class->isOpen() || isOpen()) {
        return;
    }
    SeatSettings settings;
    const RunController *run = m_predict->run();
    settings.n = std::clamp(run->boardSize(), SeatSettings::MinSize, std::min(8, SeatSettings::MaxSize));
    settings.algorithm = run->algorithm();
    if (!settings.isValid()) {
        settings.algorithm = SeatSettings().algorithm;
    }
    auto *dialog = new SeatStartDialog(settings, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] { start(dialog->settings()); });
    dialog->open();
}

bool SeatMode::start(const SeatSettings &settings)
{
    if (!m_class->isOpen() || !settings.isValid()) {
        return false;
    }
    if (isOpen()) {
        stop();
    }
    if (m_seat->seatId() > 0 && m_lastIsThisClass) {
        m_earlier.append(results().toJsonObject()); // the last one's, kept with the class
    }
    const int id = m_seat->start(settings);
    if (id == 0) {
        return false;
    }
    m_lastIsThisClass = true;
    enterActivity(); // the class's vote is suspended: its question closes
    m_class->session()->startSeatWork(id, settings.n);
    onPupilsChanged(); // every pupil in the class gets a run and their board
    writeJournal();
    updateActions();
    emit openChanged(true);
    emit changed();
    return true;
}

void SeatMode::stop()
{
    if (!isOpen()) {
        return;
    }
    m_seat->stop();
    QJsonObject ends;
    for (const QString &id : m_seat->pupilIds()) {
        ends.insert(id, m_seat->endJson(id));
    }
    m_class->session()->stopSeatWork(ends);
    leaveActivity(); // the class's vote resumes
    m_journal.stop();
    writeJournal();
    updateActions();
    emit openChanged(false);
    emit changed();
}

void SeatMode::onClassClosed()
{
    if (isOpen()) {
        m_seat->stop(); // the pupils' connections are gone: nobody to tell
        leaveActivity();
        m_journal.stop();
        updateActions();
        emit openChanged(false);
        emit changed();
    }
    m_earlier = {};
}

void SeatMode::onActed(const QString &pupilId, ClassProtocol::Act::Action action, std::optional<nq::Square> square)
{
    if (!isOpen()) {
        return;
    }
    if (!m_seat->hasPupil(pupilId) && !m_seat->addPupil(pupilId)) {
        return;
    }
    using Action = ClassProtocol::Act::Action;
    using nq::learn::PupilAction;
    const bool changed = action == Action::Show || !square
        ? m_seat->showMe(pupilId)
        : m_seat->act(pupilId,
              action == Action::Place        ? PupilAction::Place
                  : action == Action::Refuse ? PupilAction::Refuse
                                             : PupilAction::TakeBack,
              *square);
    if (changed) {
        noteChange();
    }
    // Changed or not (a finished run, a refused square): the page shows the run as it is.
    send(pupilId);
}

void SeatMode::onPupilsChanged()
{
    if (!isOpen()) {
        return;
    }
    const QList<ClassPupil> pupils = m_class->session()->pupils();
    for (const ClassPupil &pupil : pupils) {
        const bool isNew = !m_seat->hasPupil(pupil.id);
        if (isNew && !m_seat->addPupil(pupil.id)) {
            continue;
        }
        // A pupil who comes back gets their board from the server, which
        // keeps it; a new one needs theirs.
        if (isNew) {
            send(pupil.id);
        }
    }
    for (const QString &id : m_seat->pupilIds()) {
        if (!m_class->session()->hasPupil(id)) {
            m_seat->removePupil(id); // removed or left: their results stay
        }
    }
    noteChange();
}

void SeatMode::send(const QString &pupilId)
{
    // Built once, typed; JSON only for the wire.
    if (const std::optional<PupilSeat> seat = m_seat->seat(pupilId)) {
        m_class->session()->sendSeat(pupilId, seat->toJson());
    }
}

void SeatMode::noteChange()
{
    m_refresh.request(false);
    if (isOpen() && !m_journal.isActive()) {
        m_journal.start();
    }
}

QString SeatMode::nameOf(const QString &pupilId) const
{
    const QString name = m_class->session()->nameOf(pupilId);
    return name.isEmpty() ? pupilId : name;
}

SeatResults SeatMode::results() const
{
    SeatResults results = m_seat->results();
    for (const SeatResults::Pupil &pupil : results.pupils()) {
        results.setName(pupil.id, nameOf(pupil.id));
    }
    return results;
}

bool SeatMode::saveResults(const QString &path, QString *error) const
{
    return results().save(path, error);
}

void SeatMode::writeJournal()
{
    QJsonArray all = m_earlier;
    if (m_seat->seatId() > 0 && m_lastIsThisClass) {
        all.append(results().toJsonObject());
    }
    m_class->setSeatWorkResults(all);
}

void SeatMode::updateActions()
{
    m_startAction->setEnabled(m_class->isOpen() && !isOpen());
    m_stopAction->setEnabled(isOpen());
}

void SeatMode::retranslate()
{
    m_startAction->setText(tr("Start Seat &Work…"));
    m_startAction->setToolTip(tr("Every pupil is the solver of their own run, on their own phone or laptop"));
    m_startAction->setStatusTip(m_startAction->toolTip());
    m_stopAction->setText(tr("Stop Se&at Work"));
    m_stopAction->setToolTip(tr("End seat work: every pupil sees their summary"));
    m_stopAction->setStatusTip(m_stopAction->toolTip());
    if (isOpen()) {
        // Every pupil's seat again in the new words (issue 39, item 2):
        // the instruction and the verdict on their last step, at once.
        for (const QString &id : m_seat->pupilIds()) {
            if (m_class->session()->hasPupil(id)) {
                send(id);
            }
        }
    }
}
