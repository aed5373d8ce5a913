#pragma once

#include "model/rules/design_report.h"

#include <QAbstractTableModel>

#include <functional>
#include <vector>

namespace sn {

/// One table of the reports window over a DesignReport: a list of columns,
/// each a header with its unit and a function reading one figure. Numbers
/// are shown with a fixed number of decimals and sorted by their value
/// (SortRole), not their text; a missing figure shows a dash and sorts last.
class ReportTableModel final : public QAbstractTableModel {
    Q_OBJECT
public:
    static constexpr int SortRole = Qt::UserRole;

    struct Column {
        QString header;   ///< with the unit, e.g. "Max kW"
        QString toolTip;
        int decimals = -1;  ///< -1: the value is text
        /// The figure for row `row`; an invalid QVariant when there is none.
        std::function<QVariant(const DesignReport&, int row)> value;
        /// Extra tooltip for one cell (may be empty).
        std::function<QString(const DesignReport&, int row)> cellToolTip = {};
    };

    ReportTableModel(std::vector<Column> columns, std::function<int(const DesignReport&)> rows,
                     QObject* parent = nullptr);

    /// Shows `report` (kept by pointer: the caller owns it and calls this again after changing it).
    void setReport(const DesignReport* report);
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<Column> m_columns;
    std::function<int(const DesignReport&)> m_rows;
    const DesignReport* m_report = nullptr;
    int m_rowCount = 0;
};

}  // namespace sn
