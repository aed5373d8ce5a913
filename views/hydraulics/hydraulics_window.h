#pragma once

#include "exporters/coolant/hydraulics_report.h"

#include "model/design/design_snapshot.h"
#include "views/common/design_figures_watch.h"
#include "views/common/snapshot_pass.h"

#include <QWidget>

#include <memory>
#include <vector>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTableWidget;

namespace sn {

class Design;

/// Analysis ▸ Coolant Hydraulics: each loop solved for pressure and flow
/// (the `hydraulics` command's report: pumps, every rack's required and
/// delivered flow, the index circuit, the fastest pipe) and the balancing
/// table a commissioning crew works from. Balance Valves writes the
/// worked-out settings onto the pipes as one undo step; Print… puts the
/// report on paper. Recomputed after each edit while shown, on a worker
/// thread from a snapshot (a 16 384-GPU room takes about a second); a
/// result the design has moved past is dropped for the next one.
class HydraulicsWindow final : public QWidget {
    Q_OBJECT
public:
    explicit HydraulicsWindow(QWidget* parent = nullptr);
    ~HydraulicsWindow() override;

    /// Follows this design from now on (nullptr: shows nothing).
    void setDesign(Design* design);
    /// Solves every loop again, on a worker, and refreshes the report and
    /// table when it is done (Balance Valves is off meanwhile).
    void refresh();
    /// Writes every balanced loop's settings into the design (one undo
    /// step); returns the number of valves whose setting changed (0 while
    /// the figures shown are not the design's own).
    int balance();

    QPlainTextEdit* reportView() const { return m_report; }
    QTableWidget* balancingTable() const { return m_table; }
    QPushButton* balanceButton() const { return m_balance; }
    QLabel* summary() const { return m_summary; }

protected:
    void showEvent(QShowEvent* event) override;

private:
    /// What a worker computes from one snapshot. The report's loops point
    /// into the networks, so both live and move together.
    struct Solved {
        std::shared_ptr<const DesignSnapshot> snapshot;
        std::unique_ptr<std::vector<LoopNetwork>> networks;
        std::vector<HydraulicsReport::Loop> loops;
        QString text;
        void compute();
    };
    void display(std::shared_ptr<const Solved> solved);
    void fillTable();
    void print();

    DesignFiguresWatch m_watch{*this, [this] { refresh(); }};
    SnapshotPass m_pass;
    std::shared_ptr<const Solved> m_solved;
    QLabel* m_summary;
    QTableWidget* m_table;
    QPlainTextEdit* m_report;
    QPushButton* m_balance;
    QPushButton* m_print;
};

}  // namespace sn
