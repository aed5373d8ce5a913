#include "views/reports/report_table_model.h"

namespace sn {

ReportTableModel::ReportTableModel(std::vector<Column> columns, std::function<int(const DesignReport&)> rows,
                                   QObject* parent)
    : QAbstractTableModel(parent), m_columns(std::move(columns)), m_rows(std::move(rows)) {}

void ReportTableModel::setReport(const DesignReport* report) {
    const int rows = report ? m_rows(*report) : 0;
    if (rows == m_rowCount && report && m_report == report) {
        // Same shape: refresh in place so the selection and the scroll position survive an edit.
        m_report = report;
        if (rows > 0) Q_EMIT dataChanged(index(0, 0), index(rows - 1, columnCount() - 1));
        return;
    }
    beginResetModel();
    m_report = report;
    m_rowCount = rows;
    endResetModel();
}

int ReportTableModel::rowCount(const QModelIndex& parent) const { return parent.isValid() ? 0 : m_rowCount; }

int ReportTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_columns.size());
}

QVariant ReportTableModel::data(const QModelIndex& index, int role) const {
    if (!m_report || !index.isValid() || index.row() >= m_rowCount) return {};
    const Column& c = m_columns[size_t(index.column())];
    switch (role) {
    case Qt::DisplayRole: {
        const QVariant v = c.value(*m_report, index.row());
        if (!v.isValid()) return QStringLiteral("–");
        return c.decimals >= 0 ? QString::number(v.toDouble(), 'f', c.decimals) : v.toString();
    }
    case SortRole: return c.value(*m_report, index.row());
    case Qt::TextAlignmentRole:
        return int(c.decimals >= 0 ? Qt::AlignRight | Qt::AlignVCenter : Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::ToolTipRole: return c.cellToolTip ? c.cellToolTip(*m_report, index.row()) : QString();
    default: return {};
    }
}

QVariant ReportTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || section < 0 || section >= int(m_columns.size())) return {};
    if (role == Qt::DisplayRole) return m_columns[size_t(section)].header;
    if (role == Qt::ToolTipRole) return m_columns[size_t(section)].toolTip;
    return {};
}

}  // namespace sn
