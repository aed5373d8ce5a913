#pragma once

#include "model/catalog/catalog.h"
#include "model/design/design_objects.h"

#include <QCoreApplication>

#include <vector>

namespace sn {

/// The rules of a device's filled module bays, shared by the
/// file readers, the edit factory and the CLI so they refuse the same fills.
class ModuleFills {
    Q_DECLARE_TR_FUNCTIONS(ModuleFills)
public:
    /// Why `fill` cannot stand in a device of `type`, empty when it can: the
    /// bay is one of the type's, the module is in the catalog, and the bay
    /// takes its kind (a PSU bay a PSU, any other bay a NIC or transceiver).
    static QString problem(const Catalog& catalog, const DeviceType& type, const ModuleFill& fill);
    /// Why the fills as a whole cannot stand: each as problem() says, and no
    /// bay filled twice.
    static QString problem(const Catalog& catalog, const DeviceType& type, const std::vector<ModuleFill>& fills);
    /// `fills` with `bay` holding `moduleId` (an empty id empties the bay),
    /// in the type's bay order.
    static std::vector<ModuleFill> with(const DeviceType& type, const std::vector<ModuleFill>& fills,
                                        const QString& bay, const QString& moduleId);
    /// The catalog modules `bay` takes, in catalog order.
    static std::vector<const ModuleType*> fitting(const Catalog& catalog, const ModuleBay& bay);
};

}  // namespace sn
