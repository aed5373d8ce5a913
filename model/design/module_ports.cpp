#include "model/design/module_ports.h"

namespace sn {

QString ModulePorts::resolvedName(const QString& name, const QString& position) {
    return QString(name).replace(QStringLiteral("{module}"), position);
}

std::vector<PortSpec> ModulePorts::ofFill(const Catalog& catalog, const DeviceType& type, const ModuleFill& fill,
                                          int firstCage) {
    std::vector<PortSpec> out;
    const ModuleBay* bay = type.moduleBay(fill.bay);
    const ModuleType* module = catalog.module(fill.moduleId);
    if (!bay || !module || !bay->fits(module->kind)) return out;
    const bool psu = module->kind == ModuleKind::Psu;
    // The module's port groups expand as a type's do ({n}, {s}); "{module}"
    // is resolved here.
    // NetBox's bays always state a position (every bay of the library does);
    // a bay without one comes from a catalog written before positions were
    // kept, and its name stands in so two PSUs' inlets keep apart names and
    // such a file still opens.
    const QString position = bay->position.isEmpty() ? bay->name : bay->position;
    DeviceType carrier;
    carrier.portGroups = module->portGroups;
    carrier.expandPorts();
    for (PortSpec p : carrier.ports()) {
        // A PSU brings its power inlets; a NIC or transceiver its network
        // interfaces (a NIC's own power port is the device's internal feed).
        if ((p.role == PortRole::Power) != psu) continue;
        // The NetBox reader keeps a name with braces as NetBox wrote it
        // ("PSU{module}") and calls the catalog port "PSU(module)"; the
        // device's port is NetBox's name resolved, so both agree again.
        const bool kept = p.netbox && !p.netbox->name.isEmpty();
        p.name = resolvedName(kept ? p.netbox->name : p.name, position);
        p.cageName = p.name;
        if (kept) p.netbox->name.clear();
        p.face = Face::Rear;
        // A PSU in a bay counts toward the device's capacity (DevicePsus), so
        // its inlet must be fed: cabling.required-port names it while open.
        // A NIC's port is cabled when the design needs it, as a type's own NIC.
        p.required = psu;
        p.cage = firstCage + p.cage;
        out.push_back(std::move(p));
    }
    return out;
}

std::vector<PortSpec> ModulePorts::of(const Catalog& catalog, const DeviceType& type, const Device& device) {
    std::vector<PortSpec> out;
    int cage = type.ports().empty() ? 0 : type.ports().back().cage + 1;
    for (const ModuleFill& f : device.modules) {
        std::vector<PortSpec> ports = ofFill(catalog, type, f, cage);
        for (PortSpec& p : ports) {
            cage = std::max(cage, p.cage + 1);
            out.push_back(std::move(p));
        }
    }
    return out;
}

const PortSpec* ModulePorts::find(const std::vector<PortSpec>& ports, const QString& name) {
    for (const PortSpec& p : ports)
        if (p.name == name) return &p;
    return nullptr;
}

}  // namespace sn
