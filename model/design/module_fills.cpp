#include "model/design/module_fills.h"

#include "model/core/excerpt.h"
#include "model/design/module_ports.h"

#include <QSet>

namespace sn {

QString ModuleFills::problem(const Catalog& catalog, const DeviceType& type, const ModuleFill& fill) {
    const ModuleBay* bay = type.moduleBay(fill.bay);
    if (!bay) return tr("%1 has no module bay \"%2\"").arg(excerpt(type.model), excerpt(fill.bay));
    const ModuleType* module = catalog.module(fill.moduleId);
    if (!module) return tr("module type \"%1\" is not in the catalog").arg(excerpt(fill.moduleId));
    if (!bay->fits(module->kind))
        return bay->accepts == ModuleBayKind::Psu
                   ? tr("bay \"%1\" takes a PSU, and %2 is not one").arg(excerpt(fill.bay), excerpt(module->model))
                   : tr("bay \"%1\" takes a NIC or transceiver, and %2 is a PSU").arg(excerpt(fill.bay), excerpt(module->model));
    return {};
}

QString ModuleFills::problem(const Catalog& catalog, const DeviceType& type, const std::vector<ModuleFill>& fills) {
    if (fills.empty()) return {};  // nothing to clash: skips hashing every port of every device on load
    QSet<QString> bays;
    // NetBox requires a device's power ports to have unique names; a PSU's
    // resolved names must not meet the type's or another PSU's.
    QSet<QString> powerPorts;
    for (const PortSpec& p : type.ports()) powerPorts.insert(p.name);
    for (const ModuleFill& f : fills) {
        if (const QString why = problem(catalog, type, f); !why.isEmpty()) return why;
        if (bays.contains(f.bay)) return tr("bay \"%1\" is filled twice").arg(excerpt(f.bay));
        bays.insert(f.bay);
        for (const PortSpec& p : ModulePorts::ofFill(catalog, type, f, 0)) {
            if (powerPorts.contains(p.name))
                return tr("bay \"%1\": the module's power port would be called \"%2\", a name the device already has")
                    .arg(excerpt(f.bay), excerpt(p.name));
            powerPorts.insert(p.name);
        }
    }
    return {};
}

std::vector<ModuleFill> ModuleFills::with(const DeviceType& type, const std::vector<ModuleFill>& fills,
                                          const QString& bay, const QString& moduleId) {
    std::vector<ModuleFill> out;
    for (const ModuleBay& b : type.moduleBays) {
        if (b.name == bay) {
            if (!moduleId.isEmpty()) out.push_back({bay, moduleId});
            continue;
        }
        for (const ModuleFill& f : fills)
            if (f.bay == b.name) out.push_back(f);
    }
    return out;
}

std::vector<const ModuleType*> ModuleFills::fitting(const Catalog& catalog, const ModuleBay& bay) {
    std::vector<const ModuleType*> out;
    for (const ModuleType& m : catalog.modules())
        if (bay.fits(m.kind)) out.push_back(&m);
    return out;
}

}  // namespace sn
