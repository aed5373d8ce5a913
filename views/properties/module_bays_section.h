#pragma once

#include "model/core/ids.h"

#include <QGroupBox>
#include <QHash>
#include <QString>

#include <optional>

class QComboBox;
class QFormLayout;
class QLabel;

namespace sn {

class Design;
struct DeviceType;

/// The selected device's module bays: one picker per bay with
/// the catalog modules that fit it (PSUs in a PSU bay, NICs and
/// transceivers in the others). Each pick is one undo step
/// (DesignEdits::fillModuleBay). Below, what its PSUs deliver (DevicePsus).
/// Hidden for a type without bays.
class ModuleBaysSection final : public QGroupBox {
    Q_OBJECT
public:
    explicit ModuleBaysSection(Design& design, QWidget* parent = nullptr);

    void setDevice(std::optional<DeviceId> device);
    /// The picker of a bay, for tests.
    QComboBox* picker(const QString& bay) const { return m_pickers.value(bay); }
    QString psuText() const;
    QString lastError() const;

private:
    void fill();
    void rebuild(const DeviceType& type);
    void apply(const QString& bay);

    Design& m_design;
    std::optional<DeviceId> m_device;
    QString m_builtFor;  ///< the type whose bays the pickers show
    QFormLayout* m_form;
    QHash<QString, QComboBox*> m_pickers;
    QLabel* m_psus;
    QLabel* m_error;
};

}  // namespace sn
