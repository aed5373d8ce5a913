#pragma once

#include "model/design/room_geometry.h"

#include <QDialog>

class QComboBox;
class QDoubleSpinBox;
class QLineEdit;

namespace sn {

/// A column's name, shape, centre and size as numbers, for placing it
/// exactly where the building drawing has it (a drag snaps to the floor
/// grid). The caller applies the result as one checked room edit.
class ColumnDialog final : public QDialog {
    Q_OBJECT
public:
    explicit ColumnDialog(const Column& column, QWidget* parent = nullptr);

    /// The column as the fields now say.
    Column column() const;

private:
    void showShapeFields();

    Column m_original;
    QLineEdit* m_name;
    QComboBox* m_shape;
    QDoubleSpinBox* m_x;
    QDoubleSpinBox* m_y;
    QDoubleSpinBox* m_width;
    QDoubleSpinBox* m_depth;
    QDoubleSpinBox* m_diameter;
};

}  // namespace sn
