#pragma once

#include "model/rules/design_report.h"

#include "views/common/design_figures_watch.h"
#include "views/common/snapshot_pass.h"

#include <QWidget>

class QLabel;
class QSortFilterProxyModel;
class QTabWidget;

namespace sn {

class Design;
class RackPowerChart;
class ReportTableModel;
class ReportTableView;

/// Analysis ▸ Reports: per-rack and per-loop power and
/// cooling tables, sortable and copyable, and rack kW against budget as a
/// bar chart. Every figure comes from DesignReport, the numbers the
/// `report` command prints, recomputed after each edit while the window is shown,
/// on a worker thread from a snapshot.
class ReportsWindow final : public QWidget {
    Q_OBJECT
public:
    explicit ReportsWindow(QWidget* parent = nullptr);
    ~ReportsWindow() override;

    /// Follows this design from now on (nullptr: shows nothing).
    void setDesign(Design* design);
    const DesignReport& report() const { return m_report; }
    ReportTableView* rackTable() const { return m_rackTable; }
    ReportTableView* loopTable() const { return m_loopTable; }
    RackPowerChart* chart() const { return m_chart; }
    QTabWidget* tabs() const { return m_tabs; }
    /// Recomputes the report on a worker and refreshes the tables and chart
    /// when it is done.
    void refresh();
    /// The tables show the design as it is now (no report is being computed).
    bool isUpToDate() const { return m_pass.isUpToDate(); }

protected:
    void showEvent(QShowEvent* event) override;

private:
    void display(DesignReport report);

    DesignFiguresWatch m_watch{*this, [this] { refresh(); }};
    SnapshotPass m_pass;
    DesignReport m_report;
    QLabel* m_summary;
    QTabWidget* m_tabs;
    ReportTableModel* m_rackModel;
    ReportTableModel* m_loopModel;
    QSortFilterProxyModel* m_rackProxy;
    QSortFilterProxyModel* m_loopProxy;
    ReportTableView* m_rackTable;
    ReportTableView* m_loopTable;
    RackPowerChart* m_chart;
    bool m_sized = false;
};

}  // namespace sn
