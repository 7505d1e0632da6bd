// SPDX-License-Identifier: MIT
#include "coach/predictpanel.h"

#include "common/bringintoview.h"
#include "common/keyboardwalk.h"

#include "coach/predictmode.h"
#include "coach/predicttext.h"
#include "run/runcontroller.h"

#include <QAbstractButton>
#include <QAccessible>
#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

using nq::learn::Frequency;
using nq::learn::NextAction;
using nq::learn::PredictScore;
using nq::learn::PredictSettings;
using nq::learn::QuestionKind;
using nq::learn::QuestionKindCount;

namespace {

constexpr int ActionCount = 4;
constexpr int FrequencyCount = 4;

} // namespace

PredictPanel::PredictPanel(PredictMode *mode, QWidget *parent)
    : QWidget(parent)
    , m_mode(mode)
    , m_question(new QLabel(this))
    , m_yes(new QPushButton(this))
    , m_no(new QPushButton(this))
    , m_number(new QSpinBox(this))
    , m_numberAnswer(new QPushButton(this))
    , m_line(new QComboBox(this))
    , m_lineAnswer(new QPushButton(this))
    , m_reveal(new QPushButton(this))
    , m_keys(new QLabel(this))
    , m_verdict(new QLabel(this))
    , m_score(new QTableWidget(QuestionKindCount + 1, 4, this))
    , m_frequencyCaption(new QLabel(this))
    , m_frequency(new QComboBox(this))
    , m_kCaption(new QLabel(this))
    , m_k(new QSpinBox(this))
    , m_seedCaption(new QLabel(this))
    , m_seed(new QSpinBox(this))
    , m_save(new QPushButton(this))
    , m_scoreCaption(new QLabel(this))
    , m_settingsCaption(new QLabel(this))
{
    auto *layout = new QVBoxLayout(this);
    m_question->setWordWrap(true);
    m_question->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_question->setObjectName(QStringLiteral("predictQuestion"));
    layout->addWidget(m_question);
    m_keys->setWordWrap(true);
    m_keys->setObjectName(QStringLiteral("predictKeys"));
    m_keys->setVisible(false);
    layout->addWidget(m_keys);

    m_actionsGrid = new QGridLayout;
    for (int action = 0; action < ActionCount; ++action) {
        auto *button = new QPushButton(this);
        m_actions.append(button);
        m_actionsGrid->addWidget(button, 0, action);
        connect(button, &QPushButton::clicked, m_mode,
            [this, action] { m_mode->answerAction(NextAction(action)); });
    }
    layout->addLayout(m_actionsGrid);
    auto *answers = new QHBoxLayout;
    answers->addWidget(m_yes);
    answers->addWidget(m_no);
    m_number->setRange(0, 99);
    answers->addWidget(m_number);
    answers->addWidget(m_numberAnswer);
    answers->addWidget(m_line);
    answers->addWidget(m_lineAnswer);
    answers->addStretch();
    answers->addWidget(m_reveal);
    layout->addLayout(answers);
    connect(m_yes, &QPushButton::clicked, m_mode, [this] { m_mode->answerYes(true); });
    connect(m_no, &QPushButton::clicked, m_mode, [this] { m_mode->answerYes(false); });
    connect(m_numberAnswer, &QPushButton::clicked, m_mode,
        [this] { m_mode->answerNumber(m_number->value()); });
    connect(m_reveal, &QPushButton::clicked, m_mode, &PredictMode::revealAnswer);
    connect(m_lineAnswer, &QPushButton::clicked, m_mode, [this] {
        const QPoint line = m_line->currentData().toPoint();
        if (m_line->currentIndex() >= 0) {
            m_mode->answerLine(line.y(), line.x());
        }
    });

    m_verdict->setWordWrap(true);
    m_verdict->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_verdict->setObjectName(QStringLiteral("predictVerdict"));
    layout->addWidget(m_verdict);

    layout->addWidget(m_scoreCaption);
    m_score->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_score->setSelectionMode(QAbstractItemView::NoSelection);
    m_score->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_score->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_score->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_score->setCornerButtonEnabled(false);
    m_score->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    for (int row = 0; row <= QuestionKindCount; ++row) {
        for (int col = 0; col < 4; ++col) {
            auto *item = new QTableWidgetItem;
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            m_score->setItem(row, col, item);
        }
    }
    layout->addWidget(m_score);

    layout->addWidget(m_settingsCaption);
    auto *form = new QFormLayout;
    for (int f = 0; f < FrequencyCount; ++f) {
        m_frequency->addItem(QString());
    }
    form->addRow(m_frequencyCaption, m_frequency);
    m_k->setRange(1, 1000);
    form->addRow(m_kCaption, m_k);
    m_seed->setRange(0, 999999);
    form->addRow(m_seedCaption, m_seed);
    layout->addLayout(form);
    m_kindsGrid = new QGridLayout;
    for (int kind = 0; kind < QuestionKindCount; ++kind) {
        auto *box = new QCheckBox(this);
        m_kinds.append(box);
        m_kindsGrid->addWidget(box, kind / 2, kind % 2);
        connect(box, &QCheckBox::toggled, this, &PredictPanel::applySettings);
    }
    layout->addLayout(m_kindsGrid);
    layout->addWidget(m_save);
    layout->addStretch();
    m_frequencyCaption->setBuddy(m_frequency);
    m_kCaption->setBuddy(m_k);
    m_seedCaption->setBuddy(m_seed);

    connect(m_frequency, &QComboBox::currentIndexChanged, this, &PredictPanel::applySettings);
    connect(m_k, &QSpinBox::valueChanged, this, &PredictPanel::applySettings);
    connect(m_seed, &QSpinBox::valueChanged, this, &PredictPanel::applySettings);
    connect(m_save, &QPushButton::clicked, this, &PredictPanel::saveResults);
    connect(m_mode, &PredictMode::changed, this, &PredictPanel::refresh);
    connect(m_mode, &PredictMode::activeChanged, this, &PredictPanel::refresh);
    connect(m_mode, &PredictMode::settingsChanged, this, &PredictPanel::showSettings);
    connect(m_mode, &PredictMode::announced, this, &PredictPanel::announce);
    connect(m_mode->run(), &RunController::runStarted, this, &PredictPanel::refresh);
    // Tab goes from the answers (the question's own first) to showing the
    // answer, the score, then the settings, as the panel reads top down,
    // not in the order the widgets were made.
    QList<QWidget *> order(m_actions.begin(), m_actions.end());
    order << m_yes << m_no << m_number << m_numberAnswer << m_line << m_lineAnswer << m_reveal
          << m_score << m_frequency << m_k << m_seed;
    for (QCheckBox *kind : std::as_const(m_kinds)) {
        order << kind;
    }
    order << m_save;
    for (qsizetype i = 1; i < order.size(); ++i) {
        setTabOrder(order.at(i - 1), order.at(i));
    }
    retranslate();
    showSettings();
}

QList<QWidget *> PredictPanel::answerControls() const
{
    QList<QWidget *> controls(m_actions.begin(), m_actions.end());
    controls << m_yes << m_no << m_number << m_numberAnswer << m_line << m_lineAnswer;
    return controls;
}

QString PredictPanel::questionText() const
{
    return m_question->text();
}

QString PredictPanel::verdictText() const
{
    return m_verdict->text();
}

void PredictPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    } else if (event->type() == QEvent::FontChange) {
        fitScore(); // the headers' words take another width
    }
    QWidget::changeEvent(event);
}

void PredictPanel::retranslate()
{
    for (int action = 0; action < ActionCount; ++action) {
        m_actions[action]->setText(PredictText::actionName(NextAction(action)));
        m_actions[action]->setAccessibleName(
            tr("Answer: %1").arg(PredictText::actionName(NextAction(action))));
    }
    m_yes->setText(tr("Yes"));
    m_yes->setAccessibleName(tr("Answer: yes"));
    m_no->setText(tr("No"));
    m_no->setAccessibleName(tr("Answer: no"));
    m_number->setAccessibleName(tr("Number of queens"));
    m_number->setToolTip(tr("How many more queens the row will try"));
    m_numberAnswer->setText(tr("Answer"));
    m_numberAnswer->setAccessibleName(tr("Answer with this number"));
    m_line->setAccessibleName(tr("Row or column"));
    m_line->setToolTip(tr("The row (or column) the search chooses next"));
    m_lineAnswer->setText(tr("Answer"));
    m_lineAnswer->setAccessibleName(tr("Answer with this row or column"));
    m_linesAt = ~quint64(0); // the list's words in the new language
    m_reveal->setText(tr("Show answer"));
    m_reveal->setAccessibleName(tr("Show the answer"));
    m_reveal->setToolTip(tr("Counts as revealed"));
    m_scoreCaption->setText(tr("Score"));
    m_score->setAccessibleName(tr("Score by question kind"));
    m_score->setToolTip(tr("Questions asked, right at the first try, at the second, and revealed"));
    // The table's corner button selects nothing here; it says what the table is.
    if (auto *corner = m_score->findChild<QAbstractButton *>()) {
        corner->setToolTip(m_score->toolTip());
    }
    m_score->horizontalHeader()->setAccessibleName(tr("Counts"));
    m_score->verticalHeader()->setAccessibleName(tr("Question kinds"));
    for (int kind = 0; kind < QuestionKindCount; ++kind) {
        m_kinds[kind]->setText(PredictText::kindName(QuestionKind(kind)));
        m_kinds[kind]->setAccessibleName(
            tr("Ask: %1").arg(PredictText::kindName(QuestionKind(kind))));
        m_kinds[kind]->setToolTip(tr("Ask this kind of question where it fits the algorithm"));
    }
    fitKinds(); // the words take another width
    m_settingsCaption->setText(tr("Questions"));
    m_frequencyCaption->setText(tr("Ho&w often:"));
    m_frequency->setAccessibleName(tr("How often to ask"));
    m_frequency->setToolTip(tr("Where the run stops to ask a question"));
    for (int f = 0; f < FrequencyCount; ++f) {
        m_frequency->setItemText(f, PredictText::frequencyName(Frequency(f)));
    }
    m_kCaption->setText(tr("&k:"));
    m_k->setAccessibleName(tr("Ask about one step in k"));
    m_k->setToolTip(tr("With \"About one step in k\": how rare the questions are"));
    m_seedCaption->setText(tr("S&eed:"));
    m_seed->setAccessibleName(tr("Seed of the questions"));
    m_seed->setToolTip(tr("A class sharing a seed gets the same questions"));
    m_save->setText(tr("Save results..."));
    m_save->setAccessibleName(tr("Save results"));
    m_save->setToolTip(tr("Write the score as CSV or JSON for the teacher"));
    refresh();
    fitScore();
}

void PredictPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // Once the layout has given the table its new width (also when the
    // panel was resized while hidden behind another tab).
    QMetaObject::invokeMethod(this, &PredictPanel::fitScore, Qt::QueuedConnection);
}

void PredictPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    // In a dock's scroll area the viewport's width is the room: the panel
    // itself is never narrower than what its layout asks for.
    for (QWidget *up = parentWidget(); up && !m_watchedViewport; up = up->parentWidget()) {
        if (auto *area = qobject_cast<QScrollArea *>(up)) {
            m_watchedViewport = area->viewport();
            m_watchedViewport->installEventFilter(this);
        }
    }
    fitKinds();
    QMetaObject::invokeMethod(this, &PredictPanel::fitScore, Qt::QueuedConnection);
}

bool PredictPanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_watchedViewport && event->type() == QEvent::Resize) {
        fitKinds();
    }
    return QWidget::eventFilter(watched, event);
}

void PredictPanel::fitKinds()
{
    if (!m_kindsGrid || !m_actionsGrid || !layout()) {
        return; // still being made
    }
    const QMargins margins = layout()->contentsMargins();
    const int room = (m_watchedViewport ? m_watchedViewport->width() : width()) - margins.left() - margins.right();
    // `boxes` in a grid `columns` wide, from `wide` columns down to the
    // most that fit (each column as wide as the widest box), at least one.
    const auto fit = [room](QGridLayout *grid, const auto &boxes, int wide, int *columns) {
        int widest = 0;
        for (const QWidget *box : boxes) {
            widest = std::max(widest, box->sizeHint().width());
        }
        int fits = wide;
        while (fits > 1 && fits * widest + (fits - 1) * std::max(0, grid->horizontalSpacing()) > room) {
            fits = fits > 2 ? (fits + 1) / 2 : 1; // 4, 2, 1: the rows stay even
        }
        if (fits == *columns) {
            return;
        }
        *columns = fits;
        for (QWidget *box : boxes) {
            grid->removeWidget(box);
        }
        for (int i = 0; i < int(boxes.size()); ++i) {
            grid->addWidget(boxes[i], i / fits, i % fits);
        }
    };
    fit(m_kindsGrid, m_kinds, 2, &m_kindColumns);
    fit(m_actionsGrid, m_actions, ActionCount, &m_actionColumns);
}

void PredictPanel::setScoreLabels(bool wrapColumns, bool wrapRows)
{
    // A header's words on lines of their own: its section as wide as its
    // longest word. (A no-break space, French "solution ?", holds.)
    const auto lines = [](const QString &text, bool wrap) {
        return wrap ? QString(text).replace(QLatin1Char(' '), QLatin1Char('\n')) : text;
    };
    QStringList columns;
    for (const QString &text : { tr("Asked"), tr("Right 1st"), tr("Right 2nd"), tr("Revealed") }) {
        columns << lines(text, wrapColumns);
    }
    QStringList rows;
    for (int kind = 0; kind < QuestionKindCount; ++kind) {
        rows << lines(PredictText::kindName(QuestionKind(kind)), wrapRows);
    }
    rows << lines(tr("Total"), wrapRows);
    m_score->setHorizontalHeaderLabels(columns);
    m_score->setVerticalHeaderLabels(rows);
}

void PredictPanel::fitScore()
{
    const int room = m_score->width();
    for (int wraps = 0; wraps < 3; ++wraps) {
        setScoreLabels(wraps >= 1, wraps >= 2);
        // The widths the headers take for these words (as the table lays
        // them out at its next layout).
        m_score->horizontalHeader()->resizeSections(QHeaderView::ResizeToContents);
        const int width = m_score->verticalHeader()->sizeHint().width()
            + m_score->horizontalHeader()->length() + 2 * m_score->frameWidth();
        if (width <= room) {
            break;
        }
    }
}

void PredictPanel::refresh()
{
    const nq::learn::Question *open = m_mode->openQuestion();
    QString question = m_mode->questionText();
    if (!m_mode->isActive()) {
        question = tr("Predict mode is off. Turn it on with Run > Predict.");
    } else if (!open && question.isEmpty() && !m_mode->isConfirming()) {
        question = tr("Play or step: the run stops when there is a question.");
    }
    m_question->setText(question);
    m_verdict->setText(m_mode->verdictText());
    m_keys->setText(m_mode->keysText());
    m_keys->setVisible(!m_keys->text().isEmpty());
    // The newest words are in view without scrolling: the question while it
    // waits, then the verdict.
    if (open) {
        gui::bringIntoView(m_question);
    } else if (!m_verdict->text().isEmpty()) {
        gui::bringIntoView(m_verdict);
    }
    // The answer controls of the last question's kind stay after it closes
    // (clicks then do nothing), so that the focus of a keyboard user stays
    // where it was; a question of another kind brings its own, focused if
    // the old ones had the focus.
    if (open) {
        const QuestionKind kind = open->kind;
        QList<QWidget *> shown;
        QList<QWidget *> hidden;
        for (QPushButton *button : std::as_const(m_actions)) {
            (kind == QuestionKind::NextEvent ? shown : hidden).append(button);
        }
        for (QWidget *widget : { static_cast<QWidget *>(m_yes), static_cast<QWidget *>(m_no) }) {
            (kind == QuestionKind::PartOfSolution ? shown : hidden).append(widget);
        }
        for (QWidget *widget : { static_cast<QWidget *>(m_number), static_cast<QWidget *>(m_numberAnswer) }) {
            (kind == QuestionKind::TriesLeft ? shown : hidden).append(widget);
        }
        for (QWidget *widget : { static_cast<QWidget *>(m_line), static_cast<QWidget *>(m_lineAnswer) }) {
            (kind == QuestionKind::ChosenLine ? shown : hidden).append(widget);
        }
        if (kind == QuestionKind::ChosenLine) {
            fillLines(*open);
        }
        // An algorithm that never refuses is never asked whether it refuses.
        if (!m_mode->refuses()) {
            shown.removeOne(m_actions[int(NextAction::Refuse)]);
            hidden.append(m_actions[int(NextAction::Refuse)]);
        }
        const bool focusLeaves = std::any_of(
            hidden.begin(), hidden.end(), [](QWidget *widget) { return widget->hasFocus(); });
        for (QWidget *widget : std::as_const(shown)) {
            widget->setVisible(true);
        }
        if (focusLeaves) {
            (shown.isEmpty() ? static_cast<QWidget *>(m_reveal) : shown.constFirst())->setFocus();
        }
        for (QWidget *widget : std::as_const(hidden)) {
            widget->setVisible(false);
        }
        if (kind == QuestionKind::TriesLeft) {
            m_number->setMaximum(std::max(1, m_mode->run()->boardSize()));
        }
    }
    // No question open: its answers stay in sight (what was asked) but take
    // no click or key; the keyboard goes back to the board first, so that
    // it is never left on a control that went grey.
    const QList<QWidget *> answers = answerControls();
    if (!open && std::any_of(answers.begin(), answers.end(),
            [](const QWidget *widget) { return widget->hasFocus(); })) {
        KeyboardWalk::goHome(this);
    }
    for (QWidget *widget : answers) {
        widget->setEnabled(open != nullptr);
    }
    if (!open && !m_mode->isActive()) {
        for (QPushButton *button : std::as_const(m_actions)) {
            button->setVisible(false);
        }
        for (QWidget *widget : { static_cast<QWidget *>(m_yes), static_cast<QWidget *>(m_no),
                 static_cast<QWidget *>(m_number), static_cast<QWidget *>(m_numberAnswer),
                 static_cast<QWidget *>(m_line), static_cast<QWidget *>(m_lineAnswer) }) {
            widget->setVisible(false);
        }
    }

    const PredictScore score = m_mode->score();
    for (int row = 0; row <= QuestionKindCount; ++row) {
        const PredictScore::Tally tally
            = row < QuestionKindCount ? score.of(QuestionKind(row)) : score.total();
        const quint64 values[] = { tally.asked, tally.rightFirst, tally.rightSecond, tally.revealed };
        for (int col = 0; col < 4; ++col) {
            m_score->item(row, col)->setText(QString::number(values[col]));
        }
        if (row < QuestionKindCount) {
            m_score->setRowHidden(row, !m_mode->kindFits(QuestionKind(row)));
            m_kinds[row]->setEnabled(m_mode->kindFits(QuestionKind(row)));
        }
    }
    m_save->setEnabled(score.total().asked > 0);
}

void PredictPanel::fillLines(const nq::learn::Question &question)
{
    if (m_linesAt == question.position && m_line->count() > 0) {
        return; // the pupil's pick stays while the question is open
    }
    m_linesAt = question.position;
    const QSignalBlocker block(m_line);
    m_line->clear();
    // The lines no queen stands on: rows top down, then columns from the
    // left (dancing links), the order in which the search breaks ties.
    const int n = int(question.board.size());
    for (int row = 0; row < n; ++row) {
        if (question.board[row] < 0) {
            m_line->addItem(PredictText::line(n, { row, -1 }), QPoint(-1, row));
        }
    }
    for (int col = 0; question.columns && col < n; ++col) {
        if (std::find(question.board.begin(), question.board.end(), col) == question.board.end()) {
            m_line->addItem(PredictText::line(n, { -1, col }), QPoint(col, -1));
        }
    }
}

void PredictPanel::showSettings()
{
    const PredictSettings &settings = m_mode->settings();
    const QSignalBlocker f(m_frequency);
    const QSignalBlocker k(m_k);
    const QSignalBlocker s(m_seed);
    m_frequency->setCurrentIndex(int(settings.frequency));
    m_k->setValue(settings.k);
    m_k->setEnabled(settings.frequency == Frequency::OneInK);
    m_seed->setValue(int(settings.seed));
    for (int kind = 0; kind < QuestionKindCount; ++kind) {
        const QSignalBlocker block(m_kinds[kind]);
        m_kinds[kind]->setChecked(settings.has(QuestionKind(kind)));
    }
}

void PredictPanel::applySettings()
{
    PredictSettings settings;
    settings.frequency = Frequency(std::max(0, m_frequency->currentIndex()));
    settings.k = m_k->value();
    settings.seed = quint64(m_seed->value());
    for (int kind = 0; kind < QuestionKindCount; ++kind) {
        settings.set(QuestionKind(kind), m_kinds[kind]->isChecked());
    }
    m_k->setEnabled(settings.frequency == Frequency::OneInK);
    m_mode->setSettings(settings);
}

void PredictPanel::saveResults()
{
    const QString csv = tr("CSV (*.csv)");
    const QString json = tr("JSON (*.json)");
    QString filter;
    QString fileName = QFileDialog::getSaveFileName(this, tr("Save results"),
        QStringLiteral("predict-results.csv"), csv + QStringLiteral(";;") + json, &filter);
    if (fileName.isEmpty()) {
        return;
    }
    // The suffix decides the format; a name without one takes the filter's.
    if (QFileInfo(fileName).suffix().isEmpty()) {
        fileName += filter == json ? QStringLiteral(".json") : QStringLiteral(".csv");
    }
    QString error;
    if (!m_mode->saveResults(fileName, &error)) {
        QMessageBox::warning(this, tr("Save results"), error); // names the file and why
    }
}

void PredictPanel::announce(const QString &text)
{
    // As the status line does: the label's name changes, the screen reader
    // reads it. The verdict has its own label; a question goes to the question's.
    QLabel *label = text == m_mode->questionText() ? m_question : m_verdict;
    QAccessibleEvent event(label, QAccessible::NameChanged);
    QAccessible::updateAccessibility(&event);
}
