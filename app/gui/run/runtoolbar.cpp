// SPDX-License-Identifier: MIT
#include "run/runtoolbar.h"

#include "run/algorithmtext.h"
#include "run/runactions.h"
#include "run/runcontroller.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QTimer>

#include <algorithm>

RunToolBar::RunToolBar(RunController *controller, RunActions *actions, QWidget *parent)
    : QToolBar(parent)
    , m_controller(controller)
    , m_speedSlider(new QSlider(Qt::Horizontal, this))
    , m_speedLabel(new QLabel(this))
    , m_sizeLabel(new QLabel(this))
    , m_sizeBox(new QSpinBox(this))
    , m_algorithmBox(new QComboBox(this))
{
    setObjectName(QStringLiteral("runToolBar"));
    setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    addActions({ actions->reset(), actions->back(), actions->step(), actions->play(),
        actions->nextSolution(), actions->toEnd() });
    addSeparator();

    m_speedSlider->setObjectName(QStringLiteral("speedSlider"));
    m_speedSlider->setRange(0, RunController::topSpeedIndex());
    m_speedSlider->setPageStep(1);
    m_speedSlider->setMaximumWidth(120); // 14 speeds: room for the words beside it
    // - and + change the speed from anywhere; a focused slider would take the
    // arrow keys from stepping.
    m_speedSlider->setFocusPolicy(Qt::NoFocus);
    connect(m_speedSlider, &QSlider::valueChanged, controller, &RunController::setSpeedIndex);
    connect(controller, &RunController::speedIndexChanged, this, &RunToolBar::showSpeed);
    addWidget(m_speedSlider);
    addWidget(m_speedLabel);
    addSeparator();

    m_sizeBox->setObjectName(QStringLiteral("sizeBox"));
    m_sizeBox->setRange(1, controller->maxBoardSize());
    m_sizeLabel->setBuddy(m_sizeBox);
    // Typing a number must not restart the run at every keystroke.
    m_sizeBox->setKeyboardTracking(false);
    connect(m_sizeBox, &QSpinBox::valueChanged, controller, &RunController::setBoardSize);
    // Enter commits the number typed, and the keys go back to the run. The
    // box also finishes editing when it loses the focus: the focus then
    // stays where the user put it.
    connect(m_sizeBox, &QSpinBox::editingFinished, this, [this] {
        if (m_sizeBox->hasFocus()) {
            emit keysHandedBack();
        }
    });
    m_sizeBox->installEventFilter(this);
    addWidget(m_sizeLabel);
    addWidget(m_sizeBox);

    m_algorithmBox->setObjectName(QStringLiteral("algorithmBox"));
    // As wide as the longest name in the language and text size in use.
    m_algorithmBox->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    for (int i = 0; i < int(nq::algorithms().size()); ++i) {
        m_algorithmBox->addItem(QString());
    }
    connect(m_algorithmBox, &QComboBox::currentIndexChanged, controller,
        [controller](int index) { controller->setAlgorithm(nq::Algorithm(index)); });
    // A choice from the open list hands the keys back; Up and Down on the
    // closed box do not (see eventFilter()).
    m_algorithmBox->view()->window()->installEventFilter(this);
    connect(m_algorithmBox, &QComboBox::activated, this, [this] {
        if (m_listShown) {
            emit keysHandedBack();
        }
    });
    addWidget(m_algorithmBox);
    addSeparator();
    addAction(actions->attacks());

    connect(controller, &RunController::runStarted, this, &RunToolBar::showRun);
    retranslate();
    showRun();
    showSpeed(controller->speedIndex());
}

bool RunToolBar::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_sizeBox) {
        if (event->type() == QEvent::KeyPress
            && static_cast<QKeyEvent *>(event)->key() == Qt::Key_Escape) {
            // Drop what was typed: the box shows the run's N again.
            m_sizeBox->setValue(m_controller->boardSize());
            emit keysHandedBack();
            return true;
        }
        // The line edit inside takes the clicks on the number: the box
        // itself sees those on its arrows (and its frame).
        if (event->type() == QEvent::MouseButtonRelease) {
            emit keysHandedBack();
        }
    } else if (watched == m_algorithmBox->view()->window()) {
        if (event->type() == QEvent::Show) {
            m_listShown = true;
        } else if (event->type() == QEvent::Hide) {
            // The list hides before it reports the choice made in it.
            QTimer::singleShot(0, this, [this] { m_listShown = false; });
        }
    }
    return QToolBar::eventFilter(watched, event);
}

void RunToolBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    } else if (event->type() == QEvent::FontChange) {
        // A new text size: the speed's room and whether the buttons' words fit.
        fitSpeedLabel();
        fitAlgorithmBox();
        measureTextWidth();
    }
    QToolBar::changeEvent(event);
}

void RunToolBar::retranslate()
{
    setWindowTitle(tr("Run"));
    m_speedSlider->setToolTip(tr("Speed, from 1 step per second to top speed (- and +)"));
    m_speedSlider->setAccessibleName(tr("Speed"));
    fitSpeedLabel();
    m_sizeLabel->setText(tr("&N:"));
    m_sizeBox->setToolTip(tr("Board size: N queens on an N x N board"));
    m_sizeBox->setAccessibleName(tr("Board size"));
    m_algorithmBox->setToolTip(AlgorithmText::description(m_controller->algorithm()));
    m_algorithmBox->setAccessibleName(tr("Algorithm"));
    for (const nq::AlgorithmInfo &info : nq::algorithms()) {
        m_algorithmBox->setItemText(int(info.id), AlgorithmText::title(info.id));
        m_algorithmBox->setItemData(
            int(info.id), AlgorithmText::description(info.id), Qt::ToolTipRole);
    }
    showSpeed(m_controller->speedIndex());
    fitAlgorithmBox();
    measureTextWidth();
}

void RunToolBar::fitAlgorithmBox()
{
    const QFontMetrics metrics = m_algorithmBox->fontMetrics();
    int longest = 0;
    for (int i = 0; i < m_algorithmBox->count(); ++i) {
        longest = std::max(longest, metrics.horizontalAdvance(m_algorithmBox->itemText(i)));
    }
    // What the style's frame and arrow take from a box of any width.
    QStyleOptionComboBox option;
    option.initFrom(m_algorithmBox);
    option.rect = QRect(0, 0, 1000, m_algorithmBox->sizeHint().height());
    option.frame = m_algorithmBox->hasFrame();
    const QRect field = m_algorithmBox->style()->subControlRect(
        QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, m_algorithmBox);
    m_algorithmBox->setMinimumWidth(longest + option.rect.width() - field.width());
}

void RunToolBar::fitSpeedLabel()
{
    // Room for the widest speed, so that the bar does not move as it changes.
    int widest = m_speedLabel->fontMetrics().horizontalAdvance(tr("top speed"));
    for (const int speed : RunController::speeds()) {
        widest = std::max(widest,
            m_speedLabel->fontMetrics().horizontalAdvance(tr("%n step(s)/s", nullptr, speed)));
    }
    m_speedLabel->setMinimumWidth(widest + m_speedLabel->fontMetrics().horizontalAdvance(QStringLiteral("  ")));
}

void RunToolBar::measureTextWidth()
{
    setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_textWidth = sizeHint().width();
    fitButtons();
}

void RunToolBar::fitButtons()
{
    const Qt::ToolButtonStyle style
        = width() >= m_textWidth ? Qt::ToolButtonTextBesideIcon : Qt::ToolButtonIconOnly;
    if (toolButtonStyle() != style) {
        setToolButtonStyle(style);
    }
}

void RunToolBar::resizeEvent(QResizeEvent *event)
{
    QToolBar::resizeEvent(event);
    fitButtons();
}

void RunToolBar::showSpeed(int index)
{
    {
        const QSignalBlocker block(m_speedSlider);
        m_speedSlider->setValue(index);
    }
    const int speed = RunController::speeds().at(index);
    m_speedLabel->setText(speed == 0 ? tr("top speed") : tr("%n step(s)/s", nullptr, speed));
    m_speedSlider->setAccessibleDescription(m_speedLabel->text());
}

void RunToolBar::showRun()
{
    const QSignalBlocker blockSize(m_sizeBox);
    const QSignalBlocker blockAlgorithm(m_algorithmBox);
    m_sizeBox->setMaximum(m_controller->maxBoardSize());
    m_sizeBox->setValue(m_controller->boardSize());
    m_algorithmBox->setCurrentIndex(int(m_controller->algorithm()));
    m_algorithmBox->setToolTip(AlgorithmText::description(m_controller->algorithm()));
}
