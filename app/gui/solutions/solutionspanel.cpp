// SPDX-License-Identifier: MIT
#include "solutions/solutionspanel.h"
#include "run/runcontroller.h"

#include "solutions/solutiondelegate.h"
#include "solutions/solutionsmodel.h"
#include "solutions/solutionstore.h"

#include <QButtonGroup>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QItemSelectionModel>
#include <QLabel>
#include <QListView>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QStyle>
#include <QVBoxLayout>

#include "solver/completion.h"
#include "solver/counter.h"
#include "solver/solutions.h"
#include "solver/symmetry.h"

#include <algorithm>

namespace {

// The nq::Symmetry (as int) an orbit item stands for.
constexpr int SymmetryRole = SolutionsModel::OrbitSizeRole + 1;
// Lines under an orbit image: two for its transformation, two for its name.
constexpr int OrbitTextLines = 4;
// Lines beside an orbit image (the tall shape): about as many as its
// picture is tall at a projector's text size, the item narrow.
constexpr int OrbitTextLinesBeside = 4;

void setUpThumbnailView(QListView *view, SolutionDelegate *delegate)
{
    // ListMode with left-to-right flow and wrapping draws a grid like
    // IconMode, but keeps QListView's uniform-size fast path (IconMode keeps
    // a rectangle per item and lays all of them out), so 365,596 rows cost
    // next to nothing until they are scrolled into view.
    view->setViewMode(QListView::ListMode);
    view->setFlow(QListView::LeftToRight);
    view->setWrapping(true);
    view->setResizeMode(QListView::Adjust);
    view->setMovement(QListView::Static);
    view->setUniformItemSizes(true);
    view->setLayoutMode(QListView::Batched);
    view->setBatchSize(4096);
    view->setSpacing(2);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->setItemDelegate(delegate);
}

} // namespace

SolutionsPanel::SolutionsPanel(QWidget *parent)
    : QWidget(parent)
    , m_store(new SolutionStore(this))
    , m_model(new SolutionsModel(m_store, this))
    , m_delegate(new SolutionDelegate(this))
    , m_orbitDelegate(new SolutionDelegate(this))
    , m_orbitModel(new QStandardItemModel(this))
    , m_layout(new QGridLayout(this))
    , m_controls(new QVBoxLayout)
    , m_allButton(new QRadioButton)
    , m_fundamentalButton(new QRadioButton)
    , m_statusLabel(new QLabel)
    , m_progressBar(new QProgressBar)
    , m_view(new QListView)
    , m_previousButton(new QPushButton)
    , m_nextButton(new QPushButton)
    , m_goToBox(new QSpinBox)
    , m_orbitLabel(new QLabel)
    , m_orbitView(new QListView)
    , m_orbitColumn(new QWidget)
    , m_countButton(new QPushButton)
    , m_showLabel(new QLabel)
    , m_counter([this](const nq::CountResult &result) { onCounted(result); },
          [this](const CountProgress &progress) { onCountProgress(progress); })
{
    m_allButton->setChecked(true);
    auto *modeGroup = new QButtonGroup(this);
    modeGroup->addButton(m_allButton);
    modeGroup->addButton(m_fundamentalButton);

    m_statusLabel->setWordWrap(true);
    m_statusLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_progressBar->setRange(0, 1000);
    m_progressBar->setTextVisible(false);
    m_progressBar->hide();

    // Names for tests and for the main window's layout code to find them by.
    m_view->setObjectName(QStringLiteral("solutionsView"));
    m_orbitView->setObjectName(QStringLiteral("orbitView"));
    m_orbitLabel->setObjectName(QStringLiteral("orbitLabel"));
    m_statusLabel->setObjectName(QStringLiteral("statusLabel"));
    m_progressBar->setObjectName(QStringLiteral("progressBar"));
    m_goToBox->setObjectName(QStringLiteral("goToBox"));

    setUpThumbnailView(m_view, m_delegate);
    m_view->setModel(m_model);

    m_goToBox->setKeyboardTracking(false);
    m_goToBox->setRange(0, 0);

    setUpThumbnailView(m_orbitView, m_orbitDelegate);
    m_orbitDelegate->setTextLines(OrbitTextLines);
    m_orbitView->setWrapping(false);
    m_orbitView->setModel(m_orbitModel);
    fitOrbitRow();
    m_orbitLabel->hide();
    m_orbitView->hide();

    // The panel lives in a dock under the board, wide and short (at
    // 1280 x 720 a few rows of text tall): the controls in a column on the
    // left, the thumbnails beside them, the orbit beside those, so that
    // nothing waits below the fold and nothing runs off the side.
    m_statusLabel->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);
    m_orbitLabel->setWordWrap(true);
    m_orbitLabel->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    QVBoxLayout *controls = m_controls;
    controls->addWidget(m_showLabel);
    controls->addWidget(m_allButton);
    controls->addWidget(m_fundamentalButton);
    controls->addWidget(m_statusLabel);
    m_countButton->setObjectName(QStringLiteral("countButton"));
    m_countButton->setVisible(false);
    controls->addWidget(m_countButton);
    connect(m_countButton, &QPushButton::clicked, this, &SolutionsPanel::countInstead);
    controls->addWidget(m_progressBar);
    auto *navigationRow = new QHBoxLayout;
    navigationRow->addWidget(m_previousButton);
    navigationRow->addWidget(m_nextButton);
    controls->addLayout(navigationRow);
    controls->addWidget(m_goToBox);
    controls->addStretch(1);

    auto *orbit = new QVBoxLayout(m_orbitColumn);
    orbit->setContentsMargins(0, 0, 0, 0);
    orbit->addWidget(m_orbitLabel);
    orbit->addWidget(m_orbitView);
    orbit->addStretch(1);
    m_orbitColumn->hide();

    placeParts();

    connect(
        m_fundamentalButton, &QRadioButton::toggled, this, &SolutionsPanel::showFundamentalOnly);
    connect(m_previousButton, &QPushButton::clicked, this, &SolutionsPanel::selectPrevious);
    connect(m_nextButton, &QPushButton::clicked, this, &SolutionsPanel::selectNext);
    connect(m_goToBox, &QSpinBox::valueChanged, this, &SolutionsPanel::selectSolution);
    // A solution is shown when it is chosen (clicked, arrowed to, Space),
    // not when the keyboard's walk arrives at the list and Qt makes its
    // first row current without choosing it: passing over the list leaves
    // the board as it was.
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
        [this](const QItemSelection &selected) {
            if (!selected.indexes().isEmpty()) {
                onCurrentChanged(selected.indexes().constFirst());
            }
        });
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this,
        [this](const QModelIndex &current) {
            if (!current.isValid()) {
                onCurrentChanged(current); // the list emptied
            } else {
                updateNavigation();
            }
        });
    connect(m_orbitView, &QListView::clicked, this, [this](const QModelIndex &index) {
        emit transformationChosen(m_selectedColumns,
            index.data(SolutionsModel::ColumnsRole).value<QList<int>>(),
            index.data(SymmetryRole).toInt());
    });

    connect(m_store, &SolutionStore::progress, this, [this](quint64, double fraction) {
        m_progressBar->setValue(int(fraction * 1000));
        updateStatus();
    });
    connect(m_store, &SolutionStore::finished, this, [this] {
        m_progressBar->hide();
        updateStatus();
    });
    connect(m_model, &SolutionsModel::rowsInserted, this, &SolutionsPanel::updateNavigation);
    connect(m_model, &SolutionsModel::modelReset, this, &SolutionsPanel::updateNavigation);
    updateNavigation();
    retranslate();
}

void SolutionsPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        updateStatus();
        showOrbit(m_orbitLabel->isHidden() ? QList<int>() : m_selectedColumns);
    } else if (event->type() == QEvent::FontChange) {
        fitOrbitRow();
    }
    QWidget::changeEvent(event);
}

void SolutionsPanel::retranslate()
{
    m_showLabel->setText(tr("Show:"));
    m_allButton->setText(tr("&All"));
    m_allButton->setToolTip(tr("List every solution"));
    m_fundamentalButton->setText(tr("F&undamental"));
    m_fundamentalButton->setToolTip(
        tr("List one solution per class of solutions that are rotations or reflections "
           "of one another"));
    m_previousButton->setText(tr("Previ&ous"));
    m_previousButton->setToolTip(tr("Show the solution before this one"));
    m_nextButton->setText(tr("&Next"));
    m_nextButton->setToolTip(tr("Show the solution after this one"));
    m_countButton->setText(m_counting ? tr("&Stop counting") : tr("&Count them instead"));
    m_countButton->setToolTip(m_counting
            ? tr("Stop the count; nothing else is lost")
            : tr("Count all and fundamental solutions of this board without listing them"));
    m_goToBox->setPrefix(tr("Go to "));
    // 0 stands for "nothing selected".
    m_goToBox->setSpecialValueText(tr("Go to number"));
    m_goToBox->setToolTip(tr("Number of the solution to show"));
    m_goToBox->setAccessibleName(tr("Go to solution number"));
    m_view->setToolTip(tr("Every solution in order; choose one to see it on the board"));
    m_view->setAccessibleName(tr("Solutions"));
    m_orbitView->setToolTip(tr("Click an image to see the transformation on the board"));
    m_orbitView->setAccessibleName(tr("Rotations and reflections"));
    m_progressBar->setAccessibleName(tr("Listing progress"));
}

SolutionsPanel::~SolutionsPanel()
{
    // Stop the workers before the view and model go, so no chunk or count
    // arrives half-way through the teardown.
    stopCounting();
    m_store->reset();
}

void SolutionsPanel::setShape(Shape shape)
{
    if (shape == m_shape) {
        return;
    }
    m_shape = shape;
    placeParts();
    // The orbit's heading is shorter upright (see showOrbit()).
    showOrbit(m_orbitLabel->isHidden() ? QList<int>() : m_selectedColumns);
    fitOrbitRow(); // emits leastHeightChanged()
}

void SolutionsPanel::placeParts()
{
    // The same widgets in the same order (the keyboard's walk and the
    // screen reader's follow it): only the orbit moves.
    if (m_layout->isEmpty()) {
        m_layout->addLayout(m_controls, 0, 0);
        m_layout->addWidget(m_view, 0, 1);
    }
    m_layout->removeWidget(m_orbitColumn);
    // Upright, tighter margins leave the board a few more pixels.
    const int margin = style()->pixelMetric(QStyle::PM_LayoutLeftMargin);
    m_layout->setContentsMargins(QMargins(1, 1, 1, 1) * (m_shape == Shape::Wide ? margin : margin / 2));
    if (m_shape == Shape::Wide) {
        m_layout->addWidget(m_orbitColumn, 0, 2);
        m_layout->setColumnStretch(1, 1);
        // Its caption wraps in fewer lines; hidden, the list takes its room
        // (a grid gives an empty column its stretch).
        m_layout->setColumnStretch(2, m_orbitColumn->isVisibleTo(this) ? 2 : 0);
        m_layout->setRowStretch(0, 1);
        m_layout->setRowStretch(1, 0);
    } else {
        m_layout->addWidget(m_orbitColumn, 1, 0, 1, 2);
        m_layout->setColumnStretch(1, 1);
        m_layout->setColumnStretch(2, 0);
        // The list takes what the orbit leaves.
        m_layout->setRowStretch(0, 1);
        m_layout->setRowStretch(1, 0);
    }
}

void SolutionsPanel::setBudget(qint64 bytes)
{
    m_store->setBudget(bytes);
}

void SolutionsPanel::stopCounting()
{
    // The counter answers within milliseconds; what it still had to deliver
    // belongs to the count just stopped and is dropped.
    m_counter.cancel();
    m_counting = false;
}

void SolutionsPanel::countInstead()
{
    if (m_counting) {
        // The button says "Stop counting" while a count runs.
        stopCounting();
        m_progressBar->hide();
        retranslate();
        updateStatus();
        return;
    }
    stopCounting();
    const int n = m_n;
    m_counted.reset();
    if (n < nq::MinCountSize || n > nq::MaxCountSize) {
        m_statusLabel->setText(
            tr("Boards larger than %1x%1 cannot be counted here.").arg(nq::MaxCountSize));
        return;
    }
    m_counting = true;
    m_countFraction = 0;
    m_countSecondsLeft = -1;
    m_progressBar->setValue(0);
    m_progressBar->show();
    retranslate();
    updateStatus();
    m_counter.start(
        [n](std::stop_token stop, const auto &report) -> std::optional<nq::CountResult> {
            nq::CountOptions options;
            options.progressIntervalMs = 250;
            // Called on the counter's thread: the job hands the figures to the panel's.
            options.progress = [&report](double fraction, double secondsLeft) {
                report(CountProgress { fraction, secondsLeft });
            };
            const nq::CountResult result = nq::countSolutions(n, options, stop);
            if (!result.complete) {
                return std::nullopt; // stopped: the user, a new board or the panel going away
            }
            return result;
        });
}

void SolutionsPanel::onCountProgress(const CountProgress &progress)
{
    if (!m_counting) {
        return;
    }
    m_countFraction = progress.fraction;
    m_countSecondsLeft = progress.secondsLeft;
    m_progressBar->setValue(int(progress.fraction * 1000));
    updateStatus();
}

void SolutionsPanel::onCounted(const nq::CountResult &result)
{
    m_counting = false;
    m_counted = result;
    m_progressBar->hide();
    retranslate();
    updateStatus();
}

QString SolutionsPanel::countText() const
{
    const QLocale locale;
    if (m_counting) {
        const int percent = int(m_countFraction * 100);
        return m_countSecondsLeft < 0
            ? tr("Counting the solutions of the %1x%1 board...").arg(m_n)
            : tr("Counting the solutions of the %1x%1 board: %2% done, about %3 s left.")
                  .arg(m_n)
                  .arg(percent)
                  .arg(locale.toString(m_countSecondsLeft, 'f', 0));
    }
    if (m_counted) {
        return tr("The %1x%1 board has %2 solutions, %3 of them fundamental (counted in %4 s).")
            .arg(m_n)
            .arg(locale.toString(m_counted->solutions), locale.toString(m_counted->fundamental),
                locale.toString(m_counted->seconds, 'f', 2));
    }
    return {};
}

void SolutionsPanel::setTheme(const BoardTheme &theme)
{
    m_delegate->setTheme(theme);
    m_orbitDelegate->setTheme(theme);
    m_view->viewport()->update();
    m_orbitView->viewport()->update();
}

int SolutionsPanel::selectedNumber() const
{
    const QModelIndex current = m_view->currentIndex();
    return current.isValid() ? current.row() + 1 : 0;
}

QString SolutionsPanel::transformationText(int symmetry)
{
    switch (nq::Symmetry(symmetry)) {
    case nq::Symmetry::Identity:
        return tr("the solution itself");
    case nq::Symmetry::Rotate90:
        return tr("rotation by 90 degrees");
    case nq::Symmetry::Rotate180:
        return tr("rotation by 180 degrees");
    case nq::Symmetry::Rotate270:
        return tr("rotation by 270 degrees");
    case nq::Symmetry::ReflectVertical:
        return tr("reflection in the vertical axis");
    case nq::Symmetry::ReflectHorizontal:
        return tr("reflection in the horizontal axis");
    case nq::Symmetry::ReflectDiagonal:
        return tr("reflection in the main diagonal");
    case nq::Symmetry::ReflectAntiDiagonal:
        return tr("reflection in the anti-diagonal");
    }
    return {};
}

QString SolutionsPanel::orbitCaption(int symmetry, int n, quint64 number)
{
    const QString transformation = transformationText(symmetry);
    if (number == 0) {
        return transformation;
    }
    //: An image in the orbit row: the transformation, then the board's own name,
    //: as in "rotation by 90 degrees: solution 89 of 92".
    return tr("%1: %2").arg(transformation, SolutionsModel::boardName(n, number, 0, false));
}

void SolutionsPanel::setBoardSize(int n)
{
    if (n == m_n) {
        return;
    }
    m_n = n;
    restart();
}

void SolutionsPanel::showFundamentalOnly(bool fundamental)
{
    {
        // The button calls back here; keep both in step without a loop.
        const QSignalBlocker blocker(m_fundamentalButton);
        m_fundamentalButton->setChecked(fundamental);
        m_allButton->setChecked(!fundamental);
    }
    if (fundamental == m_fundamental) {
        return;
    }
    m_fundamental = fundamental;
    if (m_n > 0) {
        restart();
    }
}

void SolutionsPanel::restart()
{
    stopCounting();
    m_counted.reset();
    retranslate();
    showOrbit({});
    m_selectedColumns.clear();
    const bool started = m_store->start(
        m_n, m_fundamental ? SolutionStore::Mode::Fundamental : SolutionStore::Mode::All);
    m_progressBar->setValue(0);
    m_progressBar->setVisible(started);
    updateStatus();
}

void SolutionsPanel::updateStatus()
{
    const QString refusal = m_store->refusal();
    m_countButton->setVisible(!refusal.isEmpty() && m_n <= nq::MaxCountSize);
    if (!refusal.isEmpty()) {
        const QString counted = countText();
        m_statusLabel->setText(counted.isEmpty() ? refusal : counted);
        return;
    }
    if (m_n <= 0) {
        m_statusLabel->clear();
        return;
    }
    const QLocale locale;
    const QString found = locale.toString(m_store->size());
    const QString expected = locale.toString(m_store->expectedCount());
    if (!m_store->isFinished()) {
        m_statusLabel->setText(m_fundamental
                ? tr("Listing the fundamental solutions of the %1x%1 board: %2 of %3")
                      .arg(m_n)
                      .arg(found, expected)
                : tr("Listing the solutions of the %1x%1 board: %2 of %3")
                      .arg(m_n)
                      .arg(found, expected));
        return;
    }
    // Counts as "label: number" so that no plural form is needed.
    if (m_fundamental) {
        const auto all = SolutionStore::knownCount(m_n, SolutionStore::Mode::All).value_or(0);
        m_statusLabel->setText(tr("Fundamental solutions of the %1x%1 board: %2 (%3 in all)")
                                   .arg(m_n)
                                   .arg(found, locale.toString(all)));
    } else {
        m_statusLabel->setText(tr("Solutions of the %1x%1 board: %2").arg(m_n).arg(found));
    }
}

void SolutionsPanel::updateNavigation()
{
    const int rows = m_model->rowCount();
    const int number = selectedNumber();
    {
        const QSignalBlocker blocker(m_goToBox);
        m_goToBox->setRange(0, rows);
        m_goToBox->setValue(number);
    }
    m_goToBox->setEnabled(rows > 0);
    m_previousButton->setEnabled(number > 1);
    m_nextButton->setEnabled(rows > 0 && number < rows);
}

void SolutionsPanel::selectSolution(int k)
{
    if (k < 1 || k > m_model->rowCount()) {
        return;
    }
    const QModelIndex index = m_model->index(k - 1);
    m_view->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect);
    m_view->scrollTo(index);
}

void SolutionsPanel::selectNext()
{
    selectSolution(selectedNumber() + 1);
}

void SolutionsPanel::selectPrevious()
{
    selectSolution(selectedNumber() - 1);
}

void SolutionsPanel::onCurrentChanged(const QModelIndex &current)
{
    updateNavigation();
    if (!current.isValid()) {
        m_selectedColumns.clear();
        showOrbit({});
        return;
    }
    m_selectedColumns = current.data(SolutionsModel::ColumnsRole).value<QList<int>>();
    showOrbit(m_fundamental ? m_selectedColumns : QList<int>());
    emit solutionSelected(m_selectedColumns);
}

void SolutionsPanel::showOrbit(const QList<int> &columns)
{
    m_orbitModel->clear();
    const bool visible = !columns.isEmpty();
    m_orbitLabel->setVisible(visible);
    m_orbitView->setVisible(visible);
    if (visible != m_orbitColumn->isVisibleTo(this)) {
        m_orbitColumn->setVisible(visible);
        placeParts();
        emit leastHeightChanged();
    }
    if (!visible) {
        return;
    }
    const std::vector<nq::Image> images = nq::orbit(columns);
    // Named by its number among all solutions, as everywhere (the list's
    // own number is its class here); by its class alone above 12 x 12.
    const auto [number, fundamentalClass] = m_model->identityOf(columns);
    const QString heading
        = tr("%1 under the rotations and reflections of the board (distinct boards: %2):")
              .arg(SolutionsModel::boardName(m_n, number,
                  fundamentalClass > 0 ? fundamentalClass : quint64(selectedNumber()), true))
              .arg(images.size());
    // Upright beside the board the panel is narrow and every line counts:
    // the solution's name is in the list (selected) and on the board, so the
    // heading leaves it out; the whole sentence stays its tool tip and what
    // a screen reader says of the orbit.
    m_orbitLabel->setText(m_shape == Shape::Tall
            ? tr("Its rotations and reflections (distinct boards: %1):").arg(images.size())
            : heading);
    m_orbitLabel->setToolTip(heading);
    m_orbitLabel->setAccessibleDescription(heading);
    m_orbitView->setAccessibleDescription(heading);
    for (const nq::Image &image : images) {
        const QString caption = orbitCaption(int(image.symmetry), int(columns.size()),
            m_model->identityOf(QList<int>(image.columns.begin(), image.columns.end())).first);
        auto *item = new QStandardItem(caption);
        item->setToolTip(caption);
        item->setData(caption, Qt::AccessibleTextRole);
        item->setData(QVariant::fromValue(QList<int>(image.columns.begin(), image.columns.end())),
            SolutionsModel::ColumnsRole);
        item->setData(int(image.symmetry), SymmetryRole);
        item->setEditable(false);
        m_orbitModel->appendRow(item);
    }
    fitOrbitRow();
}

void SolutionsPanel::fitOrbitRow()
{
    QStyleOptionViewItem option;
    option.initFrom(m_orbitView);
    option.font = m_orbitView->font();
    option.fontMetrics = m_orbitView->fontMetrics();
    // The delegate draws a caption in OrbitTextLines lines as wide as its
    // item less 4 px, and an item is at least its thumbnail and 2 * Margin +
    // 24 px wide: the orbit's items grow until every transformation fits two
    // lines and every caption ("reflection in the anti-diagonal: solution
    // 14,200 of 14,200", the board's largest number, so that the row keeps
    // its size from one selection to the next) fits all of them.
    // Beside its picture (the tall shape) a caption has the item's width
    // less the picture and three margins, in fewer lines.
    const QFontMetrics &metrics = option.fontMetrics;
    const bool beside = m_shape == Shape::Tall;
    const int picture = m_delegate->thumbnailSize();
    const int lines = beside ? OrbitTextLinesBeside : OrbitTextLines;
    const int besides = beside ? picture + 3 * SolutionDelegate::Margin : 4;
    int width = beside ? picture + 3 * SolutionDelegate::Margin + 24
                       : picture + 2 * SolutionDelegate::Margin + 24;
    const quint64 largest = m_n <= nq::MaxIdentifySize
        ? SolutionStore::knownCount(m_n, SolutionStore::Mode::All).value_or(0)
        : 0;
    const auto fits = [&](const QString &text, int most) {
        const QRect bounds = metrics.boundingRect(QRect(0, 0, width - besides, 10000),
            (beside ? Qt::AlignLeft : Qt::AlignHCenter) | Qt::AlignTop | Qt::TextWordWrap, text);
        return bounds.height() <= most * metrics.height() && bounds.width() <= width - besides;
    };
    for (int symmetry = 0; symmetry < 8; ++symmetry) {
        const QString transformation = transformationText(symmetry);
        const QString caption = orbitCaption(symmetry, m_n, largest);
        while (!fits(transformation, 2) || !fits(caption, lines)) {
            width += 4;
        }
    }
    // The pictures as large as the list's, the items as wide as their words:
    // a picture grown with its words made the row too tall for a dock.
    m_orbitDelegate->setThumbnailSize(picture);
    m_orbitDelegate->setTextBeside(beside);
    m_orbitDelegate->setTextLines(lines);
    m_orbitDelegate->setItemWidth(width);
    const QSize item = m_orbitDelegate->sizeHint(option, {});
    // Room for a whole row of items and the scroll bar under them.
    m_orbitView->setFixedHeight(item.height() + 2 * m_orbitView->spacing()
        + 2 * m_orbitView->frameWidth()
        + m_orbitView->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, m_orbitView) + 2);
    // One whole orbit image at least, and one whole row of thumbnails.
    m_orbitView->setMinimumWidth(item.width() + 2 * m_orbitView->spacing()
        + 2 * m_orbitView->frameWidth() + 2);
    QStyleOptionViewItem listOption;
    listOption.initFrom(m_view);
    listOption.font = m_view->font();
    listOption.fontMetrics = m_view->fontMetrics();
    const QSize thumbnail = m_delegate->sizeHint(listOption, {});
    const int scrollBar = m_view->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, m_view);
    m_view->setMinimumSize(thumbnail.width() + 2 * m_view->spacing() + 2 * m_view->frameWidth()
            + scrollBar + 2,
        thumbnail.height() + 2 * m_view->spacing() + 2 * m_view->frameWidth() + 2);
    // The items' size changed: a view with uniform item sizes keeps the
    // first item's size until it is reset (the orbit has no selection).
    m_orbitView->reset();
    m_orbitView->doItemsLayout();
    emit leastHeightChanged();
}

void SolutionsPanel::follow(const RunController *run)
{
    m_run = run;
    connect(run, &RunController::runStarted, this, [this] {
        if (isVisible() && m_n != m_run->boardSize()) {
            setBoardSize(m_run->boardSize());
        }
    });
}

void SolutionsPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_run && m_n != m_run->boardSize()) {
        setBoardSize(m_run->boardSize());
    }
}
