// SPDX-License-Identifier: MIT
#pragma once

#include <QAbstractListModel>
#include <QList>

#include <memory>

class SolutionStore;

/*
 * A read-only list over a SolutionStore: row k is board k of the store.
 * Rows appear in the chunks the store announces (beginInsertRows per chunk)
 * and vanish with a model reset when the store is cleared. The store is not
 * owned and must outlive the model.
 *
 * A board is named by its number among all the solutions of n and its
 * fundamental class, whichever list it is in: "Solution 5 of 92, class 3 of
 * 12" (boardName()). The list of all solutions knows the number (its row);
 * the fundamental list knows the class (its row); the other is found for n
 * up to nq::MaxIdentifySize, and left out above.
 *
 * Roles: Qt::DisplayRole and Qt::AccessibleTextRole the name,
 * Qt::ToolTipRole the name and the columns in words, ColumnsRole the board
 * as QList<int> (columns[r] = column of the queen in row r), NumberRole the
 * 1-based row, SolutionNumberRole the number among all solutions and
 * FundamentalClassRole the class (quint64, 0 when not known),
 * OrbitSizeRole how many distinct boards the 8 symmetries make of it (1, 2,
 * 4 or 8; only meaningful in fundamental mode, but answered in both).
 */
class SolutionsModel : public QAbstractListModel
{
    Q_OBJECT

public:
    enum Role {
        ColumnsRole = Qt::UserRole + 1,
        NumberRole,
        OrbitSizeRole,
        // Apart from the roles above: the panel numbers roles of its own after OrbitSizeRole.
        SolutionNumberRole = Qt::UserRole + 100,
        FundamentalClassRole,
    };

    explicit SolutionsModel(const SolutionStore *store, QObject *parent = nullptr);
    ~SolutionsModel() override;

    const SolutionStore *store() const { return m_store; }

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

    /*
     * A board of n x n named for people: "solution 5 of 92, class 3 of 12",
     * "solution 5 of 73,712" (class not known), "class 3 of 9,233" (number
     * not known); `number` and `fundamentalClass` are 1-based, 0 for not
     * known; the totals come from SolutionStore::knownCount and are left
     * out where unknown. `sentence` starts it with a capital ("Solution 5
     * of 92, ..."), for a label on its own.
     */
    static QString boardName(int n, quint64 number, quint64 fundamentalClass, bool sentence);

    // The number (1-based, among all solutions of its size in lexicographic
    // order) and the fundamental class of the solution `columns`; zeros for
    // a board that is no solution or bigger than nq::MaxIdentifySize.
    std::pair<quint64, quint64> identityOf(const QList<int> &columns) const;

private:
    struct Identities;
    // The number and class of the store's board at `row`; where the board
    // cannot be identified, the list's own number for its kind, else 0.
    std::pair<quint64, quint64> identity(int row) const;

    const SolutionStore *m_store;
    // Mirrors the store's size() as announced, so the row count only ever
    // changes between begin/end pairs.
    int m_rows = 0;
    // Every solution of a board up to nq::MaxIdentifySize and its class,
    // found the first time a board is identified (milliseconds) and kept
    // for its size.
    mutable std::unique_ptr<Identities> m_identities;
};
