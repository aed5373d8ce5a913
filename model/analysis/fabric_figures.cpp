#include "model/analysis/fabric_figures.h"

#include "model/analysis/fault_domains.h"
#include "model/design/design.h"

#include <QHash>

#include <algorithm>
#include <cmath>

namespace sn {

namespace {

double linkGbps(const Design& design, const Connection& c) {
    const PortSpec* a = design.portSpec(c.a);
    const PortSpec* b = design.portSpec(c.b);
    if (!a || !b) return 0;
    return std::min(a->speedGbps, b->speedGbps);
}

bool isKind(const FaultDomains::Node& n, FaultKind kind) { return n.kind && *n.kind == kind; }

}  // namespace

double FabricFigures::bisectionGbpsPerGpu() const {
    double share = injectionGbpsPerGpu();
    for (const double ratio : {leafOversubscription, spineOversubscription})
        if (ratio > 1) share /= ratio;
    return share;
}

int FabricFigures::growthGpus() const {
    if (topUsedPorts <= 0) return 0;
    return int(std::floor(double(gpus) * topFreePorts / topUsedPorts));
}

FabricFigures FabricFigures::of(const Design& design, const FaultDomains& domains) {
    const auto& nodes = domains.nodes();
    QHash<DeviceId, int> index;
    for (size_t i = 0; i < nodes.size(); ++i) index.insert(nodes[i].device->id, int(i));
    FabricFigures f;
    double leafDown = 0, spineDown = 0;
    std::vector<char> hostOnLeaf(nodes.size(), 0);
    for (const Connection& c : design.connections()) {
        if (c.role != PortRole::Compute) continue;
        const int a = index.value(c.a.device, -1), b = index.value(c.b.device, -1);
        if (a < 0 || b < 0) continue;
        const double gbps = linkGbps(design, c);
        for (auto [low, high] : {std::pair{a, b}, std::pair{b, a}}) {
            const FaultDomains::Node& lo = nodes[size_t(low)];
            const FaultDomains::Node& hi = nodes[size_t(high)];
            if (lo.gpus > 0 && isKind(hi, FaultKind::Leaf)) {
                leafDown += gbps;
                hostOnLeaf[size_t(low)] = 1;
            } else if (isKind(lo, FaultKind::Leaf) && isKind(hi, FaultKind::Spine)) {
                f.leafUpGbps += gbps;
                spineDown += gbps;
            } else if (isKind(lo, FaultKind::Spine) && isKind(hi, FaultKind::Core)) {
                f.spineUpGbps += gbps;
            }
        }
    }
    f.hostGbps = leafDown;
    for (size_t i = 0; i < nodes.size(); ++i) {
        if (hostOnLeaf[i]) f.gpus += nodes[i].gpus;
        f.leaves += isKind(nodes[i], FaultKind::Leaf);
        f.spines += isKind(nodes[i], FaultKind::Spine);
        f.cores += isKind(nodes[i], FaultKind::Core);
    }
    f.tiers = f.cores > 0 ? 3 : f.spines > 0 ? 2 : f.leaves > 0 ? 1 : 0;
    if (f.leafUpGbps > 0) f.leafOversubscription = leafDown / f.leafUpGbps;
    if (f.spineUpGbps > 0) f.spineOversubscription = spineDown / f.spineUpGbps;
    const FaultKind top = f.tiers == 3 ? FaultKind::Core : f.tiers == 2 ? FaultKind::Spine : FaultKind::Leaf;
    for (const FaultDomains::Node& n : nodes) {
        if (!isKind(n, top)) continue;
        for (const PortSpec* port : design.portsOf(*n.device)) {
            if (port->role != PortRole::Compute) continue;
            ++(design.connectionAt(*n.device, *port) ? f.topUsedPorts : f.topFreePorts);
        }
    }
    return f;
}

}  // namespace sn
