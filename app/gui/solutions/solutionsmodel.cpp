// SPDX-License-Identifier: MIT
#include "solutions/solutionsmodel.h"

#include "solutions/solutionstore.h"

#include "solver/symmetry.h"

SolutionsModel::SolutionsModel(const SolutionStore *store, QObject *parent)
    : QAbstractListModel(parent)
    , m_store(store)
{
    connect(store, &SolutionStore::boardsAdded, this, [this](quint64 first, quint64 count) {
        beginInsertRows({}, int(first), int(first + count - 1));
        m_rows = int(first + count);
        endInsertRows();
    });
    connect(store, &SolutionStore::aboutToClear, this, [this] { beginResetModel(); });
    connect(store, &SolutionStore::cleared, this, [this] {
        m_rows = 0;
        endResetModel();
    });
}

int SolutionsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

QVariant SolutionsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() < 0 || index.row() >= m_rows) {
        return {};
    }
    const int number = index.row() + 1;
    switch (role) {
    case Qt::DisplayRole:
        return tr("Solution %1").arg(number);
    case NumberRole:
        return number;
    case ColumnsRole:
        return QVariant::fromValue(m_store->board(quint64(index.row())));
    case OrbitSizeRole: {
        const QList<int> columns = m_store->board(quint64(index.row()));
        return nq::orbitSize(columns);
    }
    case Qt::ToolTipRole: {
        // Columns as files a, b, c... would not reach past z; 1-based numbers do.
        const QList<int> columns = m_store->board(quint64(index.row()));
        QStringList cells;
        for (int column : columns) {
            cells << QString::number(column + 1);
        }
        return tr("Solution %1: queens in columns %2 (row by row)")
            .arg(number)
            .arg(cells.join(QLatin1String(", ")));
    }
    default:
        return {};
    }
}

QHash<int, QByteArray> SolutionsModel::roleNames() const
{
    QHash<int, QByteArray> names = QAbstractListModel::roleNames();
    names.insert(ColumnsRole, "columns");
    names.insert(NumberRole, "number");
    names.insert(OrbitSizeRole, "orbitSize");
    return names;
}
