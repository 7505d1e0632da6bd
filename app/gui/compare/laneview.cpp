// SPDX-License-Identifier: MIT
#include "compare/laneview.h"

#include "board/boardscene.h"
#include "board/boardview.h"
#include "display/boardpresenter.h"
#include "run/algorithmtext.h"
#include "run/runcontroller.h"

#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

namespace {

// The figures, in the order shown; the names are the tests' handles.
const char *const FigureNames[] = {
    "steps", "placements", "removals", "rejections", "prunes", "work", "solutions", "tree",
};

} // namespace

LaneView::LaneView(CompareLane *lane, int number, QWidget *parent)
    : QFrame(parent)
    , m_lane(lane)
    , m_number(number)
    , m_title(new QLabel(this))
    , m_algorithmBox(new QComboBox(this))
    , m_view(new BoardView(lane->scene(), this))
    , m_state(new QLabel(this))
{
    setFrameShape(QFrame::StyledPanel);
    setObjectName(QStringLiteral("lane%1").arg(number));
    for (const nq::AlgorithmInfo &info : nq::algorithms()) {
        m_algorithmBox->addItem(QString(), int(info.id));
    }
    m_algorithmBox->setObjectName(QStringLiteral("algorithmBox"));
    m_algorithmBox->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_title->setBuddy(m_algorithmBox);
    connect(m_algorithmBox, &QComboBox::activated, this, [this](int index) {
        emit algorithmChosen(nq::Algorithm(m_algorithmBox->itemData(index).toInt()));
    });
    // The board takes the keyboard focus only from a click: Tab goes
    // through the controls, and the window's keys drive every board.
    m_view->setFocusPolicy(Qt::ClickFocus);
    m_view->setMinimumSize(120, 120);
    m_view->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);

    auto *head = new QHBoxLayout;
    head->addWidget(m_title);
    head->addWidget(m_algorithmBox, 1);

    auto *figures = new QGridLayout;
    figures->setVerticalSpacing(1);
    int line = 0;
    for (const char *name : FigureNames) {
        Row row { QLatin1String(name), new QLabel(this), new QLabel(this) };
        row.value->setObjectName(row.name);
        row.value->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        row.value->setTextInteractionFlags(Qt::TextSelectableByMouse);
        // As wide as the widest figure from the start: a figure that grows
        // must not lay the window out again (at top speed, many times a second).
        row.value->setMinimumWidth(
            row.value->fontMetrics().horizontalAdvance(QLocale().toString(9999999999LL)));
        row.caption->setBuddy(row.value);
        figures->addWidget(row.caption, line, 0);
        figures->addWidget(row.value, line, 1);
        m_rows.append(row);
        ++line;
    }
    figures->addWidget(m_state, line, 0, 1, 2);
    figures->setRowStretch(line + 1, 1);
    m_state->setWordWrap(true);

    auto *body = new QHBoxLayout;
    body->addWidget(m_view, 1);
    body->addLayout(figures);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(head);
    layout->addLayout(body, 1);

    connect(lane, &CompareLane::figuresChanged, this, &LaneView::scheduleFigures);
    retranslate();
}

void LaneView::scheduleFigures()
{
    m_refresh.request(!m_lane->controller()->isRunning());
}

void LaneView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    }
    QFrame::changeEvent(event);
}

QString LaneView::captionOf(const QString &name) const
{
    if (name == QLatin1String("steps")) {
        return tr("Steps");
    }
    if (name == QLatin1String("placements")) {
        return tr("Placements");
    }
    if (name == QLatin1String("removals")) {
        return tr("Backtracks");
    }
    if (name == QLatin1String("rejections")) {
        return tr("Rejections");
    }
    if (name == QLatin1String("prunes")) {
        return tr("Prunes");
    }
    if (name == QLatin1String("work")) {
        return AlgorithmText::workMeasure(m_lane->algorithm());
    }
    if (name == QLatin1String("solutions")) {
        return tr("Solutions");
    }
    return tr("Tree nodes");
}

void LaneView::retranslate()
{
    m_title->setText(tr("Board &%1:").arg(m_number));
    const QString boardName = tr("Board %1").arg(m_number);
    setAccessibleName(boardName);
    m_algorithmBox->setAccessibleName(tr("Algorithm of board %1").arg(m_number));
    for (int i = 0; i < m_algorithmBox->count(); ++i) {
        const auto algorithm = nq::Algorithm(m_algorithmBox->itemData(i).toInt());
        m_algorithmBox->setItemText(i, AlgorithmText::title(algorithm));
        m_algorithmBox->setItemData(i, AlgorithmText::description(algorithm), Qt::ToolTipRole);
    }
    m_view->setAccessibleName(tr("Chessboard of board %1").arg(m_number));
    showFigures();
}

void LaneView::showFigures()
{
    m_refresh.refreshNow();
}

void LaneView::writeFigures()
{
    const CompareLane::Figures figures = m_lane->figures();
    const int index = m_algorithmBox->findData(int(figures.algorithm));
    if (index != m_algorithmBox->currentIndex()) {
        m_algorithmBox->setCurrentIndex(index);
    }
    m_algorithmBox->setToolTip(AlgorithmText::description(figures.algorithm));
    const QLocale locale;
    const quint64 values[] = { figures.steps, figures.placements, figures.removals,
        figures.rejections, figures.prunes, figures.work, figures.solutions, figures.treeNodes };
    for (int i = 0; i < m_rows.size(); ++i) {
        const Row &row = m_rows.at(i);
        const QString caption = captionOf(row.name);
        row.caption->setText(caption + QLatin1Char(':'));
        row.value->setText(locale.toString(values[i]));
        row.value->setAccessibleName(tr("%1: %2").arg(caption, row.value->text()));
    }
    m_state->setText(figures.finished ? tr("Finished") : QString());
    if (!m_lane->controller()->isRunning()) {
        m_view->setAccessibleDescription(m_lane->presenter()->boardDescription());
    }
}

QString LaneView::valueText(const QString &name) const
{
    for (const Row &row : m_rows) {
        if (row.name == name) {
            return row.value->text();
        }
    }
    return {};
}
