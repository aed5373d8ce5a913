#pragma once

#include "views/floorplan/row_plan.h"

#include <QDialog>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace sn {

class Design;

/// Asks for a row of racks (name, count, rack type, spacing, facing,
/// position) and adds it as one undo step. OK stays disabled, with the reason
/// shown, while the row cannot be made. With a rack power budget and a
/// server type it says how many servers a rack of the row takes and which
/// limit binds (analysis/rack_fill, as the wizard fills racks); the racks
/// get the budget, so palette drops past it are refused.
class AddRowDialog final : public QDialog {
    Q_OBJECT
public:
    explicit AddRowDialog(Design& design, QWidget* parent = nullptr);

    RowPlan plan() const;
    void setPlan(const RowPlan& plan);
    /// Pushes the row onto the design's undo stack; false (nothing changed) when refused.
    bool apply();

private:
    void revalidate();
    void updateDensity();

    Design& m_design;
    QLineEdit* m_name;
    QSpinBox* m_count;
    QComboBox* m_type;
    QDoubleSpinBox* m_spacing;
    QComboBox* m_facing;
    QDoubleSpinBox* m_x;
    QDoubleSpinBox* m_y;
    QLabel* m_error;
    QComboBox* m_server;
    QDoubleSpinBox* m_budget;
    QLabel* m_density;
    QPushButton* m_ok = nullptr;
};

}  // namespace sn
