// SPDX-License-Identifier: MIT
#include "classroom/seatglancemodel.h"

namespace {

QString minutes(qint64 ms)
{
    const qint64 seconds = ms / 1000;
    return QStringLiteral("%1:%2").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0'));
}

} // namespace

SeatGlanceModel::SeatGlanceModel(std::function<QString(const QString &)> name, QObject *parent)
    : QAbstractTableModel(parent)
    , m_name(std::move(name))
{
}

void SeatGlanceModel::setRows(const QList<SeatWork::Row> &rows)
{
    if (rows.size() != m_rows.size()) {
        beginResetModel();
        m_rows = rows;
        endResetModel();
        return;
    }
    if (rows == m_rows) {
        return;
    }
    m_rows = rows;
    emit dataChanged(index(0, 0), index(int(m_rows.size()) - 1, ColumnCount - 1));
}

void SeatGlanceModel::namesChanged()
{
    if (!m_rows.isEmpty()) {
        emit dataChanged(index(0, Name), index(int(m_rows.size()) - 1, Name));
    }
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

void SeatGlanceModel::setWrappedHeaders(bool wrapped)
{
    if (wrapped != m_wrapped) {
        m_wrapped = wrapped;
        emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    }
}

QString SeatGlanceModel::pupilAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows[row].pupilId : QString();
}

int SeatGlanceModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int SeatGlanceModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SeatGlanceModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size()) {
        return {};
    }
    const SeatWork::Row &row = m_rows[index.row()];
    if (role == Qt::UserRole) {
        return row.pupilId;
    }
    if (role == Qt::ToolTipRole && index.column() == Name) {
        return data(index, Qt::DisplayRole); // whole, where the column cuts it
    }
    if (role == Qt::TextAlignmentRole) {
        return index.column() == Name ? int(Qt::AlignLeft | Qt::AlignVCenter) : int(Qt::AlignCenter);
    }
    if (role != Qt::DisplayRole && role != Qt::AccessibleTextRole) {
        return {};
    }
    switch (index.column()) {
    case Name:
        return row.present ? m_name(row.pupilId) : tr("%1 (left)").arg(m_name(row.pupilId));
    case Done:
        return QString::number(row.done);
    case Mistakes:
        return QString::number(row.mistakes);
    case Shown:
        return QString::number(row.shown);
    case Since:
        return minutes(row.msSinceRightStep);
    case Finished:
        return row.finished ? tr("yes") : tr("no");
    }
    return {};
}

QVariant SeatGlanceModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal) {
        return {};
    }
    if (role == Qt::DisplayRole) {
        const auto words = [this](const QString &text) {
            return m_wrapped ? QString(text).replace(QLatin1Char(' '), QLatin1Char('\n')) : text;
        };
        switch (section) {
        case Name:
            return words(tr("Pupil"));
        case Done:
            return words(tr("Steps"));
        case Mistakes:
            return words(tr("Mistakes"));
        case Shown:
            return words(tr("Shown"));
        case Since:
            return words(tr("Last right"));
        case Finished:
            return words(tr("Done"));
        }
    } else if (role == Qt::ToolTipRole) {
        if (section == Since) {
            return tr("Minutes and seconds since the pupil's last right step");
        }
        if (section == Shown) {
            return tr("Steps shown with Show me");
        }
    }
    return {};
}
