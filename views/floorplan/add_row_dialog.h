#pragma once

#include "floorplan/row_plan.h"

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
/// shown, while the row cannot be made.
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

    Design& m_design;
    QLineEdit* m_name;
    QSpinBox* m_count;
    QComboBox* m_type;
    QDoubleSpinBox* m_spacing;
    QComboBox* m_facing;
    QDoubleSpinBox* m_x;
    QDoubleSpinBox* m_y;
    QLabel* m_error;
    QPushButton* m_ok = nullptr;
};

}  // namespace sn
