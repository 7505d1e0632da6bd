// SPDX-License-Identifier: MIT
#include "classroom/classpanel.h"

#include "classroom/classbars.h"
#include "classroom/classmode.h"
#include "classroom/classquestions.h"
#include "classroom/classresultsdialog.h"
#include "classroom/classresultstable.h"
#include "classroom/qrview.h"
#include "common/bringintoview.h"

#include <QAction>

#include <algorithm>
#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace {

// At most 10 refreshes a second: faster than anyone reads a count.
constexpr int RefreshMs = 100;

QLabel *wrappingLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText); // pupils' names and the address are data, never markup
    return label;
}

} // namespace

ClassPanel::ClassPanel(ClassMode *mode, QWidget *parent)
    : QWidget(parent)
    , m_mode(mode)
    , m_notSaved(wrappingLabel(this))
    , m_close(new QPushButton(this))
    , m_qr(new QrView(this))
    , m_address(new QComboBox(this))
    , m_url(wrappingLabel(this))
    , m_code(wrappingLabel(this))
    , m_pupilsTitle(wrappingLabel(this))
    , m_pupils(new QListWidget(this))
    , m_remove(new QPushButton(this))
    , m_lock(new QCheckBox(this))
    , m_anonymous(new QCheckBox(this))
    , m_answered(wrappingLabel(this))
    , m_reveal(new QPushButton(this))
    , m_voteAgain(new QPushButton(this))
    , m_questionButtons(new QHBoxLayout)
    , m_bars(new ClassBars(this))
    , m_results(wrappingLabel(this))
    , m_tableTitle(wrappingLabel(this))
    , m_resultsFull(wrappingLabel(this))
    , m_table(new ClassResultsTable(this))
    , m_saveResults(new QPushButton(this))
    , m_pupilsRefresh([this] { refreshState(); }, RefreshMs)
    , m_tallyRefresh([this] { refreshQuestion(); }, RefreshMs)
{
    setObjectName(QStringLiteral("classPanel"));
    m_qr->setObjectName(QStringLiteral("classQrCode"));
    m_url->setObjectName(QStringLiteral("classAddress"));
    m_url->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    // The address has no space to wrap at: at its full width it would make
    // the panel wider than its dock (presenting, in larger text) and the QR
    // code above it would be cut at the dock's edge. So it takes the width
    // the panel has; the code stands under it in large letters anyway.
    m_url->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_code->setObjectName(QStringLiteral("classCode"));
    fitCodeFont();
    m_answered->setObjectName(QStringLiteral("classAnswered"));
    m_notSaved->setObjectName(QStringLiteral("classResultsNotSaved"));
    QFont bold = m_notSaved->font();
    bold.setBold(true);
    m_notSaved->setFont(bold);
    m_results->setObjectName(QStringLiteral("classResults"));
    m_resultsFull->setObjectName(QStringLiteral("classResultsFull"));
    m_resultsFull->hide();
    m_pupils->setObjectName(QStringLiteral("classPupils"));
    m_pupils->setMinimumHeight(60);

    // The newest first: the question's count and, after Reveal, the
    // class's answers; then how to join (the code, large, before the QR
    // code); then the pupils and the results.
    auto *layout = new QVBoxLayout(this);
    // Above all while it lasts: a crash now would lose what the file lacks.
    layout->addWidget(m_notSaved);
    layout->addWidget(m_answered);
    // Side by side the two buttons would widen the panel beyond its dock in
    // larger text (presenting, in German): they ask for no width of their
    // own, and fitQuestionButtons() stacks them when they do not fit.
    for (QPushButton *button : { m_reveal, m_voteAgain }) {
        button->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
        m_questionButtons->addWidget(button);
    }
    layout->addLayout(m_questionButtons);
    layout->addWidget(m_bars);
    layout->addWidget(m_results);
    layout->addWidget(m_code);
    layout->addWidget(m_qr, 0, Qt::AlignHCenter);
    layout->addWidget(m_url);
    layout->addWidget(m_address);
    layout->addWidget(m_close);
    layout->addWidget(m_pupilsTitle);
    layout->addWidget(m_pupils, 1);
    layout->addWidget(m_remove);
    layout->addWidget(m_lock);
    layout->addWidget(m_anonymous);
    layout->addWidget(m_tableTitle);
    layout->addWidget(m_resultsFull);
    layout->addWidget(m_table);
    layout->addWidget(m_saveResults);
    m_table->setMinimumHeight(80);
    m_saveResults->setObjectName(QStringLiteral("saveClassResults"));
    m_close->setObjectName(QStringLiteral("closeClass"));
    connect(m_saveResults, &QPushButton::clicked, this, &ClassPanel::saveResults);
    connect(m_mode, &ClassMode::resultsChanged, this, &ClassPanel::refreshResults);
    connect(m_mode, &ClassMode::resultsSavedChanged, this, &ClassPanel::refreshSaved);

    connect(m_close, &QPushButton::clicked, m_mode, &ClassMode::askToClose);
    connect(m_reveal, &QPushButton::clicked, m_mode, &ClassMode::reveal);
    connect(m_voteAgain, &QPushButton::clicked, m_mode, &ClassMode::voteAgain);
    connect(m_address, &QComboBox::activated, this, [this](int index) {
        m_mode->setAddress(QHostAddress(m_address->itemText(index)));
    });
    connect(m_lock, &QCheckBox::toggled, this, [this](bool on) { m_mode->session()->setLocked(on); });
    connect(m_anonymous, &QCheckBox::toggled, this, [this](bool on) { m_mode->session()->setAnonymous(on); });
    connect(m_remove, &QPushButton::clicked, this, [this] {
        if (QListWidgetItem *item = m_pupils->currentItem()) {
            m_mode->session()->removePupil(item->data(Qt::UserRole).toString());
        }
    });
    connect(m_pupils, &QListWidget::currentRowChanged, this, [this] { refreshState(); });
    connect(m_mode, &ClassMode::stateChanged, this, &ClassPanel::refreshState);
    // The question, its votes and the pupils are the session's: the panel
    // follows its changes.
    const ClassSession *session = m_mode->session();
    connect(session, &ClassSession::asked, this, &ClassPanel::refreshQuestion);
    connect(session, &ClassSession::revealed, this, &ClassPanel::refreshQuestion);
    connect(session, &ClassSession::questionClosed, this, &ClassPanel::refreshQuestion);
    // Never pushed back: a steady stream still refreshes.
    connect(session, &ClassSession::pupilsChanged, this, [this] { m_pupilsRefresh.request(false); });
    connect(session, &ClassSession::tallyChanged, this, [this] { m_tallyRefresh.request(false); });
    retranslate();
}

void ClassPanel::fitCodeFont()
{
    // The code is read from the back of the room: larger than the panel's
    // text, and growing with it (presentation mode, the text size).
    QFont big = font();
    if (big.pointSizeF() > 0) {
        big.setPointSizeF(big.pointSizeF() * 1.6);
    } else {
        big.setPixelSize(int(big.pixelSize() * 1.6));
    }
    big.setBold(true);
    m_code->setFont(big);
}

void ClassPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    } else if (event->type() == QEvent::FontChange) {
        fitCodeFont();
        if (m_mode->isOpen()) {
            // Presentation mode on or off (the projector just came on):
            // the way to join comes into sight for latecomers.
            QMetaObject::invokeMethod(this, [this] { gui::bringIntoView(m_qr); }, Qt::QueuedConnection);
        }
        // Once the buttons have the new font too (they get it after the panel).
        QMetaObject::invokeMethod(this, &ClassPanel::fitQuestionButtons, Qt::QueuedConnection);
    }
    QWidget::changeEvent(event);
}

void ClassPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitQuestionButtons();
}

void ClassPanel::fitQuestionButtons()
{
    const QMargins margins = layout()->contentsMargins();
    const int room = width() - margins.left() - margins.right();
    // The two share the width equally: each needs half of it.
    const int needed = 2 * std::max(m_reveal->sizeHint().width(), m_voteAgain->sizeHint().width())
        + std::max(0, m_questionButtons->spacing());
    m_questionButtons->setDirection(needed <= room ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom);
}

void ClassPanel::retranslate()
{
    m_close->setText(tr("Close the Class"));
    m_remove->setText(tr("Remove Pupil"));
    // Check boxes do not wrap: short words, the rest in the tool tip.
    m_lock->setText(tr("Lock the class"));
    m_lock->setToolTip(tr("No more pupils join; the pupils in the class can still come back"));
    m_anonymous->setText(tr("Anonymous names"));
    m_anonymous->setToolTip(tr("Pupils who join from now on get a generated name (an animal and a number)"));
    m_reveal->setText(tr("Reveal"));
    m_voteAgain->setText(tr("Vote Again"));
    fitQuestionButtons();
    m_qr->setAccessibleName(tr("QR code of the join address"));
    m_address->setAccessibleName(tr("Network address"));
    m_pupils->setAccessibleName(tr("Pupils"));
    m_tableTitle->setText(tr("Results"));
    m_table->setAccessibleName(tr("Results of the class"));
    m_saveResults->setText(tr("Save Results..."));
    refreshSaved();
    refreshResults();
    refreshState();
    refreshQuestion();
}

void ClassPanel::refreshState()
{
    const bool open = m_mode->isOpen();
    // Under predict's panel: there only while a class is open (Run > Open
    // Class and the tool bar open one).
    setVisible(open);
    if (!open) {
        refreshQuestion();
        return;
    }
    const QList<QHostAddress> addresses = m_mode->addresses();
    m_address->blockSignals(true);
    m_address->clear();
    for (const QHostAddress &address : addresses) {
        m_address->addItem(address.toString());
    }
    m_address->setCurrentText(m_mode->address().toString());
    m_address->blockSignals(false);
    m_address->setVisible(addresses.size() > 1);
    const QString url = m_mode->joinUrl().toString();
    if (m_qr->text() != url) {
        m_qr->setText(url);
        // A class just opened: how to join is what the room needs to see.
        QMetaObject::invokeMethod(this, [this] { gui::bringIntoView(m_qr); }, Qt::QueuedConnection);
    }
    m_url->setToolTip(url);
    m_url->setText(m_mode->address().isLoopback()
            ? tr("%1 (no network found: only this computer can open it)").arg(url)
            : url);
    m_code->setText(tr("Class code: %1").arg(m_mode->session()->code()));
    const QList<ClassPupil> pupils = m_mode->session()->pupils();
    const int connected = m_mode->session()->connectedCount();
    m_pupilsTitle->setText(tr("%n pupil(s) connected", nullptr, connected));
    const QString current = m_pupils->currentItem() ? m_pupils->currentItem()->data(Qt::UserRole).toString() : QString();
    m_pupils->blockSignals(true);
    m_pupils->clear();
    for (const ClassPupil &pupil : pupils) {
        auto *item = new QListWidgetItem(pupil.connected ? pupil.name : tr("%1 (away)").arg(pupil.name));
        item->setData(Qt::UserRole, pupil.id);
        m_pupils->addItem(item);
        if (pupil.id == current) {
            m_pupils->setCurrentItem(item);
        }
    }
    m_pupils->blockSignals(false);
    m_remove->setEnabled(m_pupils->currentItem() != nullptr);
    m_lock->setChecked(m_mode->session()->isLocked());
    m_anonymous->setChecked(m_mode->session()->isAnonymous());
    refreshQuestion();
}

QString ClassPanel::answeredText() const
{
    return m_answered->text();
}

QString ClassPanel::resultsText() const
{
    return m_results->text();
}

QString ClassPanel::notSavedText() const
{
    return m_notSaved->text();
}

void ClassPanel::refreshSaved()
{
    const bool shown = m_mode->isOpen() && !m_mode->resultsSaved();
    const bool appears = shown && m_notSaved->isHidden();
    m_notSaved->setVisible(shown);
    if (!shown) {
        m_notSaved->clear();
        return;
    }
    m_notSaved->setText(tr("Results not saved: %1. Trying again…").arg(m_mode->resultsProblem()));
    if (appears) {
        // Once the panel is laid out (at a class's opening it is not yet).
        QMetaObject::invokeMethod(this, [this] { gui::bringIntoView(m_notSaved); }, Qt::QueuedConnection);
    }
}

void ClassPanel::refreshQuestion()
{
    const ClassSession *session = m_mode->session();
    const bool shown = m_mode->isOpen() && session->hasQuestion();
    const bool revealed = shown && session->isRevealed();
    const ClassQuestion &question = session->question();
    m_answered->setVisible(shown);
    m_reveal->setVisible(shown);
    m_voteAgain->setVisible(shown);
    m_results->setVisible(revealed);
    m_bars->setVisible(revealed && question.input == ClassQuestion::Input::Option);
    m_bars->setObjectName(QStringLiteral("classBars"));
    m_reveal->setEnabled(session->isQuestionOpen());
    m_voteAgain->setEnabled(session->isQuestionOpen() && session->vote() == 1);
    if (!shown) {
        m_answered->clear();
        m_results->clear();
        return;
    }
    const int answered = session->answeredCount();
    // Out of the pupils in the class, away ones too (a phone asleep keeps
    // its answer), so the count never reads "3 of 2".
    const int connected = std::max(session->pupilCount(), answered);
    m_answered->setText(session->vote() == 2
            ? tr("Vote 2: %1 of %2 answered").arg(answered).arg(connected)
            : tr("%1 of %2 answered").arg(answered).arg(connected));
    if (!revealed) {
        m_results->clear(); // which answers stays hidden until Reveal
        gui::bringIntoView(m_answered);
        if (m_notSaved->isVisible()) {
            gui::bringIntoView(m_notSaved); // just above the count: both in view
        }
        return;
    }
    // A line per answer given (and per right answer): "e4: 12 (48%), right".
    const int vote = session->vote();
    const QStringList rightValues = session->rightAnswers();
    const QMap<QString, int> now = session->tally();
    const QMap<QString, int> first = session->firstTally();
    QStringList values = now.keys();
    for (const QString &value : first.keys() + rightValues) {
        if (!values.contains(value)) {
            values.append(value);
        }
    }
    // In the order the question offers them (Place, Refuse, Backtrack; a8
    // before b8), as the buttons and the board show them, not by value.
    QStringList offered = question.squares;
    for (const ClassQuestion::Option &option : question.options) {
        offered.append(option.value);
    }
    const auto rank = [&offered](const QString &value) {
        const qsizetype at = offered.indexOf(value);
        return at < 0 ? offered.size() : at; // anything not offered last
    };
    std::stable_sort(values.begin(), values.end(),
        [&rank](const QString &a, const QString &b) { return rank(a) < rank(b); });
    int rightCount = 0;
    QStringList lines;
    for (const QString &value : std::as_const(values)) {
        const int count = now.value(value);
        const bool right = rightValues.contains(value);
        if (right) {
            rightCount += count;
        }
        const int percent = answered > 0 ? (100 * count + answered / 2) / answered : 0;
        QString line = vote == 2
            ? tr("%1: %2 (vote 1: %3)").arg(ClassQuestions::label(question, value)).arg(count).arg(first.value(value))
            : tr("%1: %2 (%3%)").arg(ClassQuestions::label(question, value)).arg(count).arg(percent);
        if (right) {
            line = tr("%1, right").arg(line);
        }
        lines.append(line);
    }
    gui::bringIntoView(question.input == ClassQuestion::Input::Option ? static_cast<QWidget *>(m_bars) : m_results);
    const auto share = [](int right, int of) { return of > 0 ? (100 * right + of / 2) / of : 0; };
    if (vote == 2) {
        // Both shares right: the shift between the votes is Peer Instruction's point.
        int firstAnswered = 0;
        int firstRight = 0;
        for (auto it = first.cbegin(); it != first.cend(); ++it) {
            firstAnswered += it.value();
            firstRight += rightValues.contains(it.key()) ? it.value() : 0;
        }
        lines.append(tr("Right in vote 1: %1 of %2 (%3%)").arg(firstRight).arg(firstAnswered).arg(share(firstRight, firstAnswered)));
        // After vote 2 by the one rule: a pupil who answered vote 1 only counts with that answer.
        const ClassSession::RightCount after = session->rightCount();
        lines.append(tr("Right after vote 2: %1 of %2 (%3%)").arg(after.right).arg(after.answered).arg(share(after.right, after.answered)));
        if (question.input == ClassQuestion::Input::Square) {
            lines.append(tr("On the board: vote 1 small, vote 2 large"));
        }
    } else {
        lines.append(tr("Right: %1 of %2 (%3%)").arg(rightCount).arg(answered).arg(share(rightCount, answered)));
    }
    m_results->setText(lines.join(QLatin1Char('\n')));
    // Options: a bar for every one offered, chosen or not.
    QList<ClassBars::Bar> bars;
    for (const ClassQuestion::Option &option : question.options) {
        ClassBars::Bar bar;
        bar.label = option.label;
        bar.count = now.value(option.value);
        bar.firstCount = vote == 2 ? first.value(option.value) : -1;
        bar.right = rightValues.contains(option.value);
        bars.append(bar);
    }
    m_bars->setBars(bars, lines.join(QLatin1Char('\n')));
}

void ClassPanel::refreshResults()
{
    const bool any = !m_mode->results().questions().isEmpty();
    m_tableTitle->setVisible(any);
    m_table->setVisible(any);
    m_saveResults->setVisible(any);
    if (any) {
        m_table->showResults(m_mode->results());
    }
    const QString full = m_mode->results().fullText();
    m_resultsFull->setText(full);
    m_resultsFull->setVisible(!full.isEmpty());
}

void ClassPanel::saveResults()
{
    ClassResultsDialog::saveAs(m_mode->results(), this);
}
