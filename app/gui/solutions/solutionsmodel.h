// SPDX-License-Identifier: MIT
#pragma once

#include <QAbstractListModel>

class SolutionStore;

/*
 * A read-only list over a SolutionStore: row k is board k of the store
 * (shown to the user as "Solution k + 1"). Rows appear in the chunks the
 * store announces (beginInsertRows per chunk) and vanish with a model reset
 * when the store is cleared. The store is not owned and must outlive the
 * model.
 *
 * Roles: Qt::DisplayRole "Solution k", Qt::ToolTipRole the columns in
 * words, ColumnsRole the board as QList<int> (columns[r] = column of the
 * queen in row r), NumberRole the 1-based number, OrbitSizeRole how many
 * distinct boards the 8 symmetries make of it (1, 2, 4 or 8; only meaningful
 * in fundamental mode, but answered in both).
 */
class SolutionsModel : public QAbstractListModel
{
    Q_OBJECT

public:
    enum Role {
        ColumnsRole = Qt::UserRole + 1,
        NumberRole,
        OrbitSizeRole,
    };

    explicit SolutionsModel(const SolutionStore *store, QObject *parent = nullptr);

    const SolutionStore *store() const { return m_store; }

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QHash<int, QByteArray> roleNames() const override;

private:
    const SolutionStore *m_store;
    // Mirrors the store's size() as announced, so the row count only ever
    // changes between begin/end pairs.
    int m_rows = 0;
};
