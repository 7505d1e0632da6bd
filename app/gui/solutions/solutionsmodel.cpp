// SPDX-License-Identifier: MIT
#include "solutions/solutionsmodel.h"

#include "solutions/solutionstore.h"

#include <QLocale>

#include <algorithm>
#include <vector>

#include "solver/completion.h"
#include "solver/solutions.h"
#include "solver/symmetry.h"

struct SolutionsModel::Identities
{
    int n = 0;
    std::vector<std::vector<int>> all; // in lexicographic order: number = place + 1
    std::vector<quint64> fundamentalClass; // of all[i], 1-based

    explicit Identities(int size)
        : n(size)
        , all(nq::allSolutions(size))
    {
        // The classes are numbered by their canonical boards in
        // lexicographic order, as nq::fundamentalSolutions lists them.
        std::vector<std::vector<int>> canonical;
        for (const auto &board : all) {
            if (nq::isCanonical(board)) {
                canonical.push_back(board);
            }
        }
        fundamentalClass.reserve(all.size());
        for (const auto &board : all) {
            const auto canon = nq::canonical(board);
            fundamentalClass.push_back(
                quint64(std::lower_bound(canonical.begin(), canonical.end(), canon)
                    - canonical.begin())
                + 1);
        }
    }

    // 0 when `board` is not a solution of n.
    quint64 numberOf(const std::vector<int> &board) const
    {
        const auto found = std::lower_bound(all.begin(), all.end(), board);
        return found != all.end() && *found == board ? quint64(found - all.begin()) + 1 : 0;
    }
};

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

SolutionsModel::~SolutionsModel() = default;

int SolutionsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

QString SolutionsModel::boardName(
    int n, quint64 number, quint64 fundamentalClass, bool sentence)
{
    const QLocale locale;
    const auto place = [&](quint64 k, SolutionStore::Mode mode) {
        const auto total = SolutionStore::knownCount(n, mode);
        return total ? tr("%1 of %2").arg(locale.toString(k), locale.toString(*total))
                     : locale.toString(k);
    };
    const QString solution = place(number, SolutionStore::Mode::All);
    const QString fundamental = place(fundamentalClass, SolutionStore::Mode::Fundamental);
    if (number > 0 && fundamentalClass > 0) {
        return sentence ? tr("Solution %1, class %2").arg(solution, fundamental)
                        : tr("solution %1, class %2").arg(solution, fundamental);
    }
    if (number > 0) {
        return sentence ? tr("Solution %1").arg(solution) : tr("solution %1").arg(solution);
    }
    return sentence ? tr("Class %1").arg(fundamental) : tr("class %1").arg(fundamental);
}

std::pair<quint64, quint64> SolutionsModel::identityOf(const QList<int> &columns) const
{
    const int n = int(columns.size());
    if (n < 1 || n > nq::MaxIdentifySize) {
        return { 0, 0 };
    }
    if (!m_identities || m_identities->n != n) {
        m_identities = std::make_unique<Identities>(n);
    }
    const quint64 number
        = m_identities->numberOf(std::vector<int>(columns.begin(), columns.end()));
    if (number == 0) {
        return { 0, 0 };
    }
    return { number, m_identities->fundamentalClass[std::size_t(number - 1)] };
}

std::pair<quint64, quint64> SolutionsModel::identity(int row) const
{
    const auto known = identityOf(m_store->board(quint64(row)));
    if (known.first > 0) {
        return known;
    }
    const bool fundamental = m_store->mode() == SolutionStore::Mode::Fundamental;
    return { fundamental ? 0 : quint64(row) + 1, fundamental ? quint64(row) + 1 : 0 };
}

QVariant SolutionsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() < 0 || index.row() >= m_rows) {
        return {};
    }
    switch (role) {
    case Qt::DisplayRole:
    case Qt::AccessibleTextRole: {
        const auto [number, fundamentalClass] = identity(index.row());
        return boardName(m_store->boardSize(), number, fundamentalClass, true);
    }
    case NumberRole:
        return index.row() + 1;
    case SolutionNumberRole:
        return identity(index.row()).first;
    case FundamentalClassRole:
        return identity(index.row()).second;
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
        const auto [number, fundamentalClass] = identity(index.row());
        return tr("%1: queens in columns %2 (row by row)")
            .arg(boardName(m_store->boardSize(), number, fundamentalClass, true),
                cells.join(QLatin1String(", ")));
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
    names.insert(SolutionNumberRole, "solutionNumber");
    names.insert(FundamentalClassRole, "fundamentalClass");
    return names;
}
