#pragma once

#include "views/reports/report_table_model.h"

#include <QCoreApplication>

namespace sn {

/// The columns of the reports window's tables, each read straight from
/// DesignReport (the `report` command's figures); margins are the plain
/// differences of two of them.
class ReportColumns {
    Q_DECLARE_TR_FUNCTIONS(ReportColumns)
public:
    /// Rack, loop, max/typical kW, budget, feed A/B, heat to liquid/air, flow, manifold, margin.
    static std::vector<ReportTableModel::Column> racks();
    /// Loop, CDU, racks, CDU capacity, load, heat margin, flow, CDU flow, flow margin, supply, ΔT, coolant, class.
    static std::vector<ReportTableModel::Column> loops();
};

}  // namespace sn
