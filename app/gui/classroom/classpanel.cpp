// SPDX-License-Identifier: MIT
#include "classroom/classpanel.h"

#include "activity/activityhost.h"
#include "classroom/buttonrow.h"
#include "classroom/classbars.h"
#include "classroom/classmode.h"
#include "classroom/classquestions.h"
#include "classroom/classresultsdialog.h"
#include "classroom/classresultstable.h"
#include "classroom/qrview.h"
#include "coach/predictmode.h"
#include "common/bringintoview.h"
#include "common/keynames.h"
#include "run/runcontroller.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QStyle>
#include <QStyleOptionViewItem>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

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

// An answer's words held together where the answers stand side by side.
QString unbroken(QString text)
{
    return text.replace(QLatin1Char(' '), QChar(0x00A0));
}

} // namespace

ClassPanel::ClassPanel(ClassMode *mode, QWidget *parent)
    : QWidget(parent)
    , m_mode(mode)
    , m_notSaved(wrappingLabel(this))
    , m_questionPart(new QWidget(this))
    , m_question(wrappingLabel(m_questionPart))
    , m_answered(wrappingLabel(m_questionPart))
    , m_questionButtons(new ButtonRow(m_questionPart))
    , m_reveal(new QPushButton(m_questionButtons))
    , m_voteAgain(new QPushButton(m_questionButtons))
    , m_stepOn(new QPushButton(m_questionButtons))
    , m_results(wrappingLabel(m_questionPart))
    , m_bars(new ClassBars(m_questionPart))
    , m_classButtons(new ButtonRow(this))
    , m_close(new QPushButton(m_classButtons))
    , m_saveResults(new QPushButton(m_classButtons))
    , m_pupilsTitle(wrappingLabel(this))
    , m_pupils(new QListWidget(this))
    , m_remove(new QPushButton(this))
    , m_lock(new QCheckBox(this))
    , m_anonymous(new QCheckBox(this))
    , m_code(wrappingLabel(this))
    , m_qr(new QrView(this))
    , m_url(wrappingLabel(this))
    , m_address(new QComboBox(this))
    , m_tableTitle(wrappingLabel(this))
    , m_resultsFull(wrappingLabel(this))
    , m_table(new ClassResultsTable(this))
    , m_pupilsRefresh([this] { refreshState(); }, RefreshMs)
    , m_tallyRefresh([this] { refreshQuestion(); }, RefreshMs)
{
    setObjectName(QStringLiteral("classPanel"));
    m_questionPart->setObjectName(QStringLiteral("classQuestionPart"));
    m_question->setObjectName(QStringLiteral("classQuestion"));
    m_answered->setObjectName(QStringLiteral("classAnswered"));
    m_reveal->setObjectName(QStringLiteral("classReveal"));
    m_voteAgain->setObjectName(QStringLiteral("classVoteAgain"));
    m_stepOn->setObjectName(QStringLiteral("classStepOn"));
    m_bars->setObjectName(QStringLiteral("classBars"));
    m_results->setObjectName(QStringLiteral("classResults"));
    m_qr->setObjectName(QStringLiteral("classQrCode"));
    m_url->setObjectName(QStringLiteral("classAddress"));
    m_url->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    // The address has no space to wrap at: at its full width it would make
    // the panel wider than its dock (presenting, in larger text) and the QR
    // code under it would be cut at the dock's edge. So it takes the width
    // the panel has; the code stands above it in large letters anyway.
    m_url->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_code->setObjectName(QStringLiteral("classCode"));
    fitCodeFont();
    m_notSaved->setObjectName(QStringLiteral("classResultsNotSaved"));
    QFont bold = m_notSaved->font();
    bold.setBold(true);
    m_notSaved->setFont(bold);
    m_resultsFull->setObjectName(QStringLiteral("classResultsFull"));
    m_resultsFull->hide();
    m_pupils->setObjectName(QStringLiteral("classPupils"));
    // A grid of names, as many to a line as fit whole (fitPupils()):
    // thirty pupils in a third of a projector's height.
    m_pupils->setFlow(QListView::LeftToRight);
    m_pupils->setWrapping(true);
    m_pupils->setResizeMode(QListView::Adjust);
    m_pupils->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);

    // The question's part first (kept in view, see the header): its words,
    // the count, the buttons (as many on a line as fit), after Reveal the
    // shares right and then the answers. Then the class's own buttons, the
    // pupils, how to join (the code, large, over the QR code), the results:
    // buttons before the lists that grow with the class, so that they stay
    // near the top of a projector's short dock.
    auto *part = new QVBoxLayout(m_questionPart);
    part->setContentsMargins(0, 0, 0, 0);
    part->addWidget(m_question);
    part->addWidget(m_answered);
    for (QPushButton *button : { m_reveal, m_voteAgain, m_stepOn }) {
        m_questionButtons->addButton(button);
    }
    part->addWidget(m_questionButtons);
    part->addWidget(m_results);
    part->addWidget(m_bars);
    for (QPushButton *button : { m_close, m_saveResults }) {
        m_classButtons->addButton(button);
    }

    auto *layout = new QVBoxLayout(this);
    // Above all while it lasts: a crash now would lose what the file lacks.
    layout->addWidget(m_notSaved);
    layout->addWidget(m_questionPart);
    layout->addWidget(m_classButtons);
    layout->addWidget(m_pupilsTitle);
    layout->addWidget(m_pupils);
    layout->addWidget(m_remove);
    layout->addWidget(m_lock);
    layout->addWidget(m_anonymous);
    layout->addWidget(m_code);
    layout->addWidget(m_qr, 0, Qt::AlignHCenter);
    layout->addWidget(m_url);
    layout->addWidget(m_address);
    layout->addWidget(m_tableTitle);
    layout->addWidget(m_resultsFull);
    layout->addWidget(m_table);
    m_table->setMinimumHeight(80);
    // In a dock a third of a projector wide, a long name must not push a
    // question's words ("richtig in Abstimmung 2") out of sight.
    m_table->setNamesShare(40);
    m_saveResults->setObjectName(QStringLiteral("saveClassResults"));
    m_close->setObjectName(QStringLiteral("closeClass"));
    connect(m_saveResults, &QPushButton::clicked, this, &ClassPanel::saveResults);
    connect(m_mode, &ClassMode::resultsChanged, this, &ClassPanel::refreshResults);
    connect(m_mode, &ClassMode::resultsSavedChanged, this, &ClassPanel::refreshSaved);

    connect(m_close, &QPushButton::clicked, m_mode, &ClassMode::askToClose);
    connect(m_reveal, &QPushButton::clicked, m_mode, &ClassMode::reveal);
    connect(m_voteAgain, &QPushButton::clicked, m_mode, &ClassMode::voteAgain);
    connect(m_stepOn, &QPushButton::clicked, this, &ClassPanel::stepOn);
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
    // follows its changes. A question asked (vote 2 too) or revealed comes
    // into view; answers coming in only change the count.
    const ClassSession *session = m_mode->session();
    const auto questionChanged = [this] {
        refreshQuestion();
        bringQuestionIntoView();
    };
    connect(session, &ClassSession::asked, this, questionChanged);
    connect(session, &ClassSession::revealed, this, questionChanged);
    connect(session, &ClassSession::questionClosed, this, &ClassPanel::refreshQuestion);
    // Never pushed back: a steady stream still refreshes.
    connect(session, &ClassSession::pupilsChanged, this, [this] { m_pupilsRefresh.request(false); });
    connect(session, &ClassSession::tallyChanged, this, [this] { m_tallyRefresh.request(false); });
    retranslate();
}

void ClassPanel::fitCodeFont()
{
    // The code is read from the back of the room: larger than the panel's
    // text, and growing with it (presentation mode, the text size). So is
    // the question, in bold.
    QFont big = font();
    if (big.pointSizeF() > 0) {
        big.setPointSizeF(big.pointSizeF() * 1.6);
    } else {
        big.setPixelSize(int(big.pixelSize() * 1.6));
    }
    big.setBold(true);
    m_code->setFont(big);
    QFont bold = font();
    bold.setBold(true);
    m_question->setFont(bold);
}

void ClassPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    } else if (event->type() == QEvent::FontChange) {
        fitCodeFont();
        if (m_mode->isOpen()) {
            if (m_mode->session()->hasQuestion()) {
                // Presentation mode on or off in the middle of a question:
                // the question stays what is in view.
                bringQuestionIntoView();
            } else {
                // The projector just came on: the way to join comes into
                // sight for latecomers.
                QMetaObject::invokeMethod(this, &ClassPanel::showJoin, Qt::QueuedConnection);
            }
        }
        // Once the list has the new font too (it gets it after the panel).
        QMetaObject::invokeMethod(this, &ClassPanel::fitPupils, Qt::QueuedConnection);
    }
    QWidget::changeEvent(event);
}

void ClassPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitPupils();
}

void ClassPanel::fitPupils()
{
    const int count = m_pupils->count();
    if (count == 0) {
        return;
    }
    const int frame = 2 * m_pupils->frameWidth();
    const int room = std::max(1, m_pupils->width() - frame);
    // Each name as the list's delegate measures it (without the size the
    // grid gave it).
    QStyleOptionViewItem option;
    option.initFrom(m_pupils);
    option.font = m_pupils->font();
    option.fontMetrics = m_pupils->fontMetrics();
    option.features = QStyleOptionViewItem::HasDisplay;
    option.displayAlignment = Qt::AlignLeft | Qt::AlignVCenter;
    QList<int> widths;
    int height = 0;
    for (int row = 0; row < count; ++row) {
        option.text = m_pupils->item(row)->text();
        const QSize size = m_pupils->style()->sizeFromContents(QStyle::CT_ItemViewItem, &option, QSize(), m_pupils);
        widths << size.width();
        height = std::max(height, size.height());
    }
    // As many names to a line as fit whole; but a name or two of 24
    // characters (the most a class keeps) would make a projector's dock
    // one name a line, thirty lines tall: where nine in ten names fit two
    // to a line, two it is, and the longer ones end in "…" (whole in their
    // tool tip and to a screen reader).
    const int widest = *std::max_element(widths.cbegin(), widths.cend());
    int columns = std::clamp(room / std::max(1, widest), 1, count);
    if (columns == 1 && count > 1) {
        const auto fitHalf = std::count_if(widths.cbegin(), widths.cend(), [room](int width) { return width <= room / 2; });
        if (10 * fitHalf >= 9 * count) {
            columns = 2;
        }
    }
    // Every name in a cell of one size: a grid (a name wider than its cell
    // ends in "…").
    // (A pixel short of an even share: the list wraps an item that ends
    // at its very edge.)
    const QSize cell(room / columns - 1, height);
    for (int row = 0; row < count; ++row) {
        if (m_pupils->item(row)->sizeHint() != cell) {
            m_pupils->item(row)->setSizeHint(cell);
        }
    }
    const int lines = (count + columns - 1) / columns;
    // As tall as its lines (the dock scrolls, not the list), up to a lecture hall's.
    m_pupils->setVerticalScrollBarPolicy(lines <= MaxPupilLines ? Qt::ScrollBarAlwaysOff : Qt::ScrollBarAsNeeded);
    m_pupils->setFixedHeight(std::min(lines, MaxPupilLines) * cell.height() + frame);
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
    m_reveal->setToolTip(m_mode->revealAction()->toolTip());
    m_voteAgain->setText(tr("Vote Again"));
    m_voteAgain->setToolTip(m_mode->voteAgainAction()->toolTip());
    m_stepOn->setText(tr("Step On"));
    m_stepOn->setToolTip(tr("The run's next step, when the class is ready (%1)").arg(KeyNames::key(Qt::Key_Right)));
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
        QMetaObject::invokeMethod(this, &ClassPanel::showJoin, Qt::QueuedConnection);
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
        item->setToolTip(item->text()); // whole, where the grid's cell cuts it
        m_pupils->addItem(item);
        if (pupil.id == current) {
            m_pupils->setCurrentItem(item);
        }
    }
    m_pupils->blockSignals(false);
    m_pupils->setVisible(!pupils.isEmpty());
    fitPupils();
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
    return m_resultsLines;
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

void ClassPanel::stepOn()
{
    // What Right does: the run's next step (predict mode's run is the one
    // the class's questions come from).
    ActivityHost *host = m_mode->host();
    if (PredictMode *predict = host ? host->get<PredictMode>() : nullptr) {
        predict->run()->step();
    }
}

void ClassPanel::showQuestionPart()
{
    if (m_questionPart->isHidden()) {
        return;
    }
    // With the line saying the results are not saved, just above it.
    showRange(m_notSaved->isVisible() ? static_cast<QWidget *>(m_notSaved) : m_questionPart, m_questionPart);
}

void ClassPanel::showJoin()
{
    showRange(m_code, m_url);
}

void ClassPanel::showRange(const QWidget *top, const QWidget *bottom)
{
    watchScrolling();
    if (!m_area || !m_area->widget()) {
        return;
    }
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    const int first = top->mapTo(m_area->widget(), QPoint(0, 0)).y();
    const int last = bottom->mapTo(m_area->widget(), QPoint(0, bottom->height())).y();
    QScrollBar *bar = m_area->verticalScrollBar();
    const int height = m_area->viewport()->height();
    int value = bar->value();
    if (last - first > height || first < value) {
        value = first; // its top first
    } else if (last > value + height) {
        value = last - height;
    }
    bar->setValue(value);
}

bool ClassPanel::questionPartInView() const
{
    if (!m_area || !m_area->widget()) {
        return true;
    }
    const int first = m_questionPart->mapTo(m_area->widget(), QPoint(0, 0)).y();
    const int last = first + m_questionPart->height();
    const int value = m_area->verticalScrollBar()->value();
    const int height = m_area->viewport()->height();
    // Whole, or its top part when it is taller than the panel.
    return first >= value && (last <= value + height || first == value);
}

void ClassPanel::bringQuestionIntoView()
{
    showQuestionPart();
    // Its new words and buttons are laid out later.
    QTimer::singleShot(0, this, [this] {
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        showQuestionPart();
    });
}

void ClassPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    watchScrolling();
}

void ClassPanel::watchScrolling()
{
    QScrollArea *area = nullptr;
    for (QWidget *up = parentWidget(); up && !area; up = up->parentWidget()) {
        area = qobject_cast<QScrollArea *>(up);
    }
    if (area == m_area) {
        return;
    }
    m_area = area;
    if (!area) {
        return;
    }
    // The teacher's scrolling: the wheel, the scroll bar, the keys of the
    // area (each an action of the scroll bar), or Tab to a control of the
    // dock (the area follows the focus). Said until the event loop is back.
    const auto teacherScrolls = [this] {
        if (!std::exchange(m_teacherScrolls, true)) {
            QTimer::singleShot(0, this, [this] { m_teacherScrolls = false; });
        }
    };
    QScrollBar *bar = area->verticalScrollBar();
    connect(bar, &QAbstractSlider::actionTriggered, this, teacherScrolls);
    connect(qApp, &QApplication::focusChanged, this, [this, teacherScrolls](QWidget *, QWidget *now) {
        if (now && m_area && m_area->widget() && m_area->widget()->isAncestorOf(now)) {
            teacherScrolls();
        }
    });
    // Anything else that scrolls the class's question away while the class
    // has one is undone, once the scrolling is over.
    connect(bar, &QAbstractSlider::valueChanged, this, [this] {
        if (!m_teacherScrolls && isVisible() && !m_questionPart->isHidden() && !questionPartInView()) {
            QMetaObject::invokeMethod(this, [this] {
                if (!m_teacherScrolls && !questionPartInView()) {
                    showQuestionPart();
                }
            }, Qt::QueuedConnection);
        }
    });
}

void ClassPanel::refreshQuestion()
{
    const ClassSession *session = m_mode->session();
    const bool shown = m_mode->isOpen() && session->hasQuestion();
    const bool revealed = shown && session->isRevealed();
    const ClassQuestion &question = session->question();
    m_questionPart->setVisible(shown);
    m_results->setVisible(revealed);
    m_bars->setVisible(revealed && question.input == ClassQuestion::Input::Option);
    m_reveal->setEnabled(session->isQuestionOpen());
    m_voteAgain->setEnabled(session->isQuestionOpen() && session->vote() == 1);
    if (!shown) {
        m_question->clear();
        m_answered->clear();
        m_results->clear();
        m_resultsLines.clear();
        return;
    }
    // The question in the pupils' words, as their pages show it.
    m_question->setText(question.text);
    const int answered = session->answeredCount();
    // Out of the pupils in the class, away ones too (a phone asleep keeps
    // its answer), so the count never reads "3 of 2".
    const int connected = std::max(session->pupilCount(), answered);
    m_answered->setText(session->vote() == 2
            ? tr("Vote 2: %1 of %2 answered").arg(answered).arg(connected)
            : tr("%1 of %2 answered").arg(answered).arg(connected));
    if (!revealed) {
        m_results->clear(); // which answers stays hidden until Reveal
        m_resultsLines.clear();
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
    const qsizetype answerLines = lines.size();
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
    m_resultsLines = lines.join(QLatin1Char('\n'));
    // Shown in the little height a projector's dock has, under the buttons:
    // the shares right first, on lines of their own; then an option
    // question's bars, or a square question's answers side by side (they
    // are on the board too).
    QStringList shownLines = lines.mid(answerLines);
    if (question.input == ClassQuestion::Input::Square) {
        QStringList answers;
        for (qsizetype i = 0; i < answerLines; ++i) {
            answers << unbroken(lines.at(i));
        }
        shownLines << answers.join(QStringLiteral("   "));
    }
    m_results->setText(shownLines.join(QLatin1Char('\n')));
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
    m_bars->setBars(bars, m_resultsLines);
}

void ClassPanel::refreshResults()
{
    // Homework added before the first question has its columns to show too.
    const bool any = !m_mode->results().questions().isEmpty() || !m_mode->results().handedIn().isEmpty();
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
