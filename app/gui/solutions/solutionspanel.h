// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QWidget>

#include <optional>
#include <vector>

#ifndef Q_MOC_RUN
#include "common/backgroundjob.h"
#include "solver/counter.h"
#endif

class BoardTheme;
class QGridLayout;
class QLabel;
class QListView;
class QModelIndex;
class QProgressBar;
class QPushButton;
class QRadioButton;
class QSpinBox;
class QStandardItemModel;
class QVBoxLayout;
class SolutionDelegate;
class SolutionStore;
class SolutionsModel;

/*
 * Browses the solutions of one board size, laid out for a wide and short
 * place (a dock under the board): in a column on the left an All /
 * Fundamental toggle, a line saying how many there are (or, when they would
 * not fit the store's memory budget, why they are not listed), a progress
 * bar while they are being enumerated in the background, previous / next
 * and "go to number"; beside it a grid of thumbnails (only the visible ones
 * are painted, at least one whole row in sight); beside that the orbit.
 *
 * In fundamental mode the selected solution's orbit is listed beside the grid:
 * its distinct images under the 8 symmetries of the square, each captioned
 * with the transformation that produces it and, for n up to
 * nq::MaxIdentifySize, the image's own number among all solutions ("rotation
 * by 90 degrees: solution 89 of 92"; label, tool tip and accessible text);
 * clicking one emits transformationChosen().
 *
 * Beside the board (Shape::Tall, a dock left or right of it, as while
 * presenting) the orbit goes under the controls and the list instead, its
 * captions beside its pictures and its heading shorter (the whole sentence
 * is its tool tip and accessible description), so that the panel is
 * narrow enough to leave the board its room.
 *
 * Numbers are 1-based everywhere in this API, as the user sees them.
 */
class RunController;

class SolutionsPanel : public QWidget
{
    Q_OBJECT

public:
    // Wide: controls, list and orbit side by side (a dock under the board).
    // Tall: the orbit under the controls and the list (a dock beside it).
    enum class Shape { Wide, Tall };

    // Starts empty and wide; call setBoardSize().
    explicit SolutionsPanel(QWidget *parent = nullptr);
    // Cancels a running enumeration (waits a few ms for the worker).
    ~SolutionsPanel() override;

    Shape shape() const { return m_shape; }
    // Lays the panel out in `shape`; what it shows, its keyboard order and
    // its accessible names stay the same. Emits leastHeightChanged().
    void setShape(Shape shape);

    int boardSize() const { return m_n; }
    bool isFundamentalOnly() const { return m_fundamental; }
    // Lists the solutions of `run`'s board size (not owned; it outlives
    // this panel): listing those of a big board takes a core for a while,
    // so only while the panel can be seen, from when it is shown or a run
    // starts.
    void follow(const RunController *run);

    // The rows as they arrive; never null, owned by the panel.
    const SolutionsModel *model() const { return m_model; }
    const SolutionStore *store() const { return m_store; }
    // The bytes the list may take (the store's budget); applies from the next board size.
    void setBudget(qint64 bytes);

    // The selected solution's number (1-based), or 0 when none is selected.
    int selectedNumber() const;

    // "rotation by 90 degrees", "reflection in the vertical axis", ... for an
    // nq::Symmetry given as int; an empty string for a value out of range.
    static QString transformationText(int symmetry);
    // An orbit image's caption: transformationText(symmetry) and, when
    // `number` > 0, the board's name among all solutions of n
    // ("rotation by 90 degrees: solution 89 of 92"); the transformation
    // alone when `number` is 0 (not known).
    static QString orbitCaption(int symmetry, int n, quint64 number);

    // Paints the thumbnails (list and orbit) in `theme`'s colours; classic until called.
    void setTheme(const BoardTheme &theme);

public slots:
    // Lists the solutions of the n x n board (1 <= n; sizes beyond the
    // budget show the reason instead). Restarts only when n changes.
    void setBoardSize(int n);
    // Lists one canonical board per symmetry class instead of all solutions.
    void showFundamentalOnly(bool fundamental);
    // Selects solution k (1-based) and scrolls to it; ignored when k is not
    // (yet) listed.
    void selectSolution(int k);
    void selectNext();
    void selectPrevious();

signals:
    // The selection changed to this board (columns[r] = column of row r).
    void solutionSelected(const QList<int> &columns);
    // An orbit image was chosen: `to` is `from` under the nq::Symmetry
    // `symmetry` (as int).
    void transformationChosen(const QList<int> &from, const QList<int> &to, int symmetry);
    // The least size that shows everything whole changed (the orbit came
    // or went, the text size or the shape changed): see minimumSizeHint().
    void leastHeightChanged();

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void retranslate();
    void restart();
    // The board is too big to list: count its solutions instead, in the background.
    void countInstead();
    void stopCounting();
    void updateStatus();
    void updateNavigation();
    void onCurrentChanged(const QModelIndex &current);
    void showOrbit(const QList<int> &columns);
    // Sizes the orbit row for its names and thumbnails at the current font:
    // every name whole in its lines (a transformation in two, its number in
    // two more), the row as tall as its items.
    void fitOrbitRow();
    // Puts the controls, the list and the orbit where m_shape has them.
    void placeParts();

    int m_n = 0;
    Shape m_shape = Shape::Wide;
    bool m_fundamental = false;
    SolutionStore *m_store;
    SolutionsModel *m_model;
    SolutionDelegate *m_delegate;
    SolutionDelegate *m_orbitDelegate; // thumbnails as wide as their names need
    QStandardItemModel *m_orbitModel;
    QGridLayout *m_layout;
    QVBoxLayout *m_controls; // the column of buttons and counts
    QRadioButton *m_allButton;
    QRadioButton *m_fundamentalButton;
    QLabel *m_statusLabel;
    QProgressBar *m_progressBar;
    QListView *m_view;
    QPushButton *m_previousButton;
    QPushButton *m_nextButton;
    QSpinBox *m_goToBox;
    QLabel *m_orbitLabel;
    QListView *m_orbitView;
    QWidget *m_orbitColumn; // the orbit's caption over its images, beside the list
    QList<int> m_selectedColumns;
    QPushButton *m_countButton;
    QLabel *m_showLabel;
    // The count offered instead of a list: its progress and its result.
    struct CountProgress
    {
        double fraction = 0;
        double secondsLeft = -1;
    };
    QString countText() const;
    void onCountProgress(const CountProgress &progress);
    void onCounted(const nq::CountResult &result);
    bool m_counting = false;
    double m_countFraction = 0;
    double m_countSecondsLeft = -1;
    std::optional<nq::CountResult> m_counted;
    // Stopped and joined with the panel; a stopped count delivers nothing more.
    BackgroundJob<nq::CountResult, CountProgress> m_counter;
    const RunController *m_run = nullptr;
};
