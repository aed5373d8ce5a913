#pragma once

#include "model/topology/wizard_params.h"

#include <QDialog>

#include <array>
#include <memory>

class QCheckBox;
class QDoubleSpinBox;
class QLabel;
class QLayout;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QTableWidget;
class QThread;
class QTimer;

namespace sn {

class Catalog;
class Design;
class VariantsChart;
struct Variant;
struct VariantComparison;

/// File ▸ New Supernode… ▸ Compare Variants…: the wizard's requirement
/// built once for every combination of the chosen axes, each routed,
/// measured, priced and ranked (VariantComparison, as `variants` does), on a
/// worker thread with progress and cancel. The ranked table shows each
/// criterion's share of the total, the chart the same as stacked bars, and
/// "Open This Variant" hands the chosen design to the editor.
class VariantsWindow final : public QDialog {
    Q_OBJECT
public:
    VariantsWindow(const WizardParams& requirement, const Catalog& catalog, QWidget* parent = nullptr);
    ~VariantsWindow() override;

    /// Starts the comparison; false (with the reason shown) when the axes or terms are wrong.
    bool compare();
    bool isRunning() const { return m_worker != nullptr; }
    const VariantComparison* comparison() const { return m_result.get(); }
    QTableWidget* table() const { return m_table; }
    QLineEdit* axisValues(int axis) const { return m_axisValues[size_t(axis)]; }
    QCheckBox* axisOn(int axis) const { return m_axisOn[size_t(axis)]; }
    QLineEdit* priceList() const { return m_priceList; }
    QLabel* status() const { return m_status; }
    /// Takes the design of the variant in the table's `row` (once); nullptr
    /// for a refused variant or one taken already.
    std::unique_ptr<Design> takeDesign(int row);
    /// takeDesign of the selected row, saying why not when it gives nothing.
    std::unique_ptr<Design> takeSelected();
    /// Writes the report as PDF to `pdfPath` and as CSV beside it (same name, .csv).
    bool saveReport(const QString& pdfPath);

Q_SIGNALS:
    /// A comparison finished (or was cancelled) and the table shows it.
    void finished();
    /// "Open This Variant": the editor takes the design (takeSelected) as a new document.
    void openRequested();

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    struct Run;
    QWidget* makeAxes();
    QWidget* makeTerms();
    QLayout* makeRunControls();
    QWidget* makeButtons();
    void land();
    void showTable();
    void stop();
    /// Why `v` was refused, after the wizard field it is about.
    static QString refusalOf(const Variant& v);

    WizardParams m_requirement;
    std::shared_ptr<const Catalog> m_catalog;  ///< a copy: the editor may import types meanwhile
    std::array<QCheckBox*, 4> m_axisOn{};
    std::array<QLineEdit*, 4> m_axisValues{};
    QLineEdit* m_priceList;
    QDoubleSpinBox *m_years, *m_kwhPrice, *m_pue;
    std::array<QDoubleSpinBox*, 5> m_weights{};
    QPushButton* m_compare;
    QPushButton* m_cancel;
    QPushButton* m_open;
    QPushButton* m_save;
    QProgressBar* m_progress;
    QLabel* m_status;
    QTableWidget* m_table;
    VariantsChart* m_chart;
    QTimer* m_poll;
    QThread* m_worker = nullptr;
    std::shared_ptr<Run> m_run;
    std::unique_ptr<VariantComparison> m_result;
};

}  // namespace sn
