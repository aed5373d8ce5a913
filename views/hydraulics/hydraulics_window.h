#pragma once

#include "coolant/hydraulics_report.h"

#include "common/design_figures_watch.h"

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
/// report on paper. Recomputed after each edit while shown.
class HydraulicsWindow final : public QWidget {
    Q_OBJECT
public:
    explicit HydraulicsWindow(QWidget* parent = nullptr);
    ~HydraulicsWindow() override;

    /// Follows this design from now on (nullptr: shows nothing).
    void setDesign(Design* design);
    /// Solves every loop again and refreshes the report and table.
    void refresh();
    /// Writes every balanced loop's settings into the design (one undo
    /// step); returns the number of valves whose setting changed.
    int balance();

    QPlainTextEdit* reportView() const { return m_report; }
    QTableWidget* balancingTable() const { return m_table; }
    QPushButton* balanceButton() const { return m_balance; }
    QLabel* summary() const { return m_summary; }

protected:
    void showEvent(QShowEvent* event) override;

private:
    void fillTable();
    void print();

    DesignFiguresWatch m_watch{*this, [this] { refresh(); }};
    // The report's loops point into the networks: both replaced together.
    std::unique_ptr<std::vector<LoopNetwork>> m_networks;
    std::vector<HydraulicsReport::Loop> m_loops;
    QLabel* m_summary;
    QTableWidget* m_table;
    QPlainTextEdit* m_report;
    QPushButton* m_balance;
    QPushButton* m_print;
};

}  // namespace sn
