#pragma once

#include "model/catalog/type_figure.h"

#include <QGroupBox>
#include <QString>

#include <map>

class QDoubleSpinBox;
class QLabel;

namespace sn {

class Design;

/// The figures of the selected device's type, for types imported from
/// NetBox or otherwise missing figures: unknown ones read
/// "unknown" until the user enters them. Each entry is one undo step
/// (EditDeviceTypeCommand) and applies to every device of the type; the
/// design file carries the completed type. Hidden for built-in types.
class DeviceTypeSection final : public QGroupBox {
    Q_OBJECT
public:
    explicit DeviceTypeSection(Design& design, QWidget* parent = nullptr);

    /// Shows the type's figures, or hides the section for a complete built-in type.
    void setType(const QString& typeId);
    /// The editor of a figure key ("max_power_w", …), for tests.
    QDoubleSpinBox* field(TypeFigure figure) const;
    QString lastError() const;

private:
    void fill();
    void apply(TypeFigure figure);

    Design& m_design;
    QString m_typeId;
    std::map<TypeFigure, QDoubleSpinBox*> m_fields;
    QLabel* m_source;
    QLabel* m_error;
};

}  // namespace sn
