#pragma once

#include "model/analysis/fault_analysis.h"

#include "views/common/design_figures_watch.h"
#include "views/common/snapshot_pass.h"

#include <QWidget>

#include <optional>

class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTabWidget;
class QTableWidget;

namespace sn {

class Design;

/// Analysis ▸ Fault Domains: what each single failure takes
/// down (the `faults` command's blast radius), the annual failure rate of
/// every device type in use — editable, each edit one undo step — with the
/// interruptions per week they add up to, and the rank placement of a
/// TP × PP × DP plan with its hostfile. Recomputed after each edit while shown,
/// on a worker thread from a snapshot.
class FaultsWindow final : public QWidget {
    Q_OBJECT
public:
    explicit FaultsWindow(QWidget* parent = nullptr);
    ~FaultsWindow() override;

    /// Follows this design from now on (nullptr: shows nothing).
    void setDesign(Design* design);
    /// Recomputes the analysis on a worker and refreshes every tab when it is done.
    void refresh();
    /// The tabs show the design as it is now (no analysis is being computed).
    bool isUpToDate() const { return m_pass.isUpToDate(); }

    const std::optional<FaultAnalysis>& analysis() const { return m_analysis; }
    QTabWidget* tabs() const { return m_tabs; }
    QTableWidget* blastTable() const { return m_blast; }
    QTableWidget* rateTable() const { return m_rates; }
    /// The rate table's first column shows the type's vendor and model; its catalog id is under this role.
    static constexpr int kTypeIdRole = Qt::UserRole + 1;
    QTableWidget* placementTable() const { return m_placement; }
    QLabel* summary() const { return m_summary; }
    QLabel* placementMessage() const { return m_placementMessage; }
    QSpinBox* tpBox() const { return m_tp; }
    QSpinBox* ppBox() const { return m_pp; }
    QSpinBox* dpBox() const { return m_dp; }
    QSpinBox* sparesBox() const { return m_spares; }
    /// The blast table's first column holds the row's index into analysis()->radii under this role.
    static constexpr int kRadiusRole = Qt::UserRole + 2;
    /// Chooses the part of this name in the blast table (as a click would); false when none has it.
    bool choosePart(const QString& name);
    /// Sets the failure rate of a device type in the design (one undo step);
    /// returns the refusal, empty when done. The rate table's edits come here.
    QString setRate(const QString& typeId, double annual);

Q_SIGNALS:
    /// The part chosen in the blast table: an index into analysis()->radii,
    /// -1 when none is (or the window hides). Sent again after a refresh.
    void partChosen(int radius);

protected:
    void showEvent(QShowEvent* event) override;
    void hideEvent(QHideEvent* event) override;

private:
    QWidget* makeBlastTab();
    void filterBlast();
    QWidget* makePlacementTab();
    /// Shows `analysis` of the design `from` (nothing when null); `newDesign`
    /// takes the TP × PP × DP boxes from it.
    void display(std::shared_ptr<const DesignSnapshot> from, std::optional<FaultAnalysis> analysis, bool newDesign);
    void fillBlast();
    void blastRowChanged();
    void fillRates();
    void fillPlacement();
    /// TP × PP × DP and spares of the plan `design` records, else (with
    /// its `domains`) one job on all its GPUs: TP within its largest NVLink
    /// domain, at most 8.
    void takePlanOf(const Design& design, const FaultDomains* domains);
    void rateEdited(int row, int column);
    void exportHostfile();

    DesignFiguresWatch m_watch{*this, [this] { refresh(); }};
    SnapshotPass m_pass;
    std::shared_ptr<const DesignSnapshot> m_analysisFrom;
    std::optional<FaultAnalysis> m_analysis;
    QLabel* m_summary;
    QTabWidget* m_tabs;
    QTableWidget* m_blast;
    QLineEdit* m_blastFilter = nullptr;
    QTableWidget* m_rates;
    QTableWidget* m_placement;
    QSpinBox *m_tp, *m_pp, *m_dp, *m_spares;
    QLabel* m_placementMessage;
    QPushButton* m_export;
    bool m_filling = false;
    QString m_chosenPart;  ///< the part chosen in the blast table, kept across refreshes
    const Design* m_planFor = nullptr;  ///< the design whose plan the boxes were filled from
};

}  // namespace sn
