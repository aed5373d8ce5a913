#pragma once

#include "model/catalog/port_spec.h"
#include "model/catalog/type_figure.h"
#include "model/core/enum_names.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace sn {

/// What a module brings to the device whose bay it fills: a PSU
/// (it takes power in), a NIC or line card (network interfaces), or a
/// pluggable transceiver (one interface, said to be a transceiver).
enum class ModuleKind { Psu, Nic, Transceiver };
inline constexpr EnumNames<ModuleKind, 3> kModuleKindNames{{{
    {ModuleKind::Psu, "psu"}, {ModuleKind::Nic, "nic"}, {ModuleKind::Transceiver, "transceiver"},
}}};

/// A module type of the catalog: what fills a device's module bay. Imported
/// from NetBox `module-types/` files; what the file does not say is listed
/// in `unknownFields`, never a silent zero.
struct ModuleType {
    QString id, vendor, model, partNumber;
    ModuleKind kind = ModuleKind::Nic;
    std::vector<PortGroup> portGroups;  ///< the ports it adds to its device
    double maxPowerW = 0;      ///< Σ maximum_draw of its power ports (a PSU: what the device draws through it)
    double typicalPowerW = 0;  ///< Σ allocated_draw
    FormFactor formFactor = FormFactor::Generic;  ///< a transceiver's cage
    double speedGbps = 0;      ///< a transceiver's rate
    double reachM = 0;         ///< a transceiver's reach, where its texts state one
    double weightKg = 0;
    TypeFigures unknownFields;  ///< of unknowable()
    QString source;

    bool isUnknown(TypeFigure figure) const { return unknownFields.contains(figure); }
    /// The figures a module's source may leave unknown.
    static TypeFigures unknowable() {
        return {TypeFigure::MaxPowerW, TypeFigure::TypicalPowerW, TypeFigure::ReachM, TypeFigure::WeightKg};
    }
    bool operator==(const ModuleType&) const = default;
};

}  // namespace sn
