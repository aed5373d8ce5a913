#include "model/analysis/part_impact.h"

#include "model/design/design.h"

namespace sn {

PartImpact PartImpact::of(const Design& design, const FaultAnalysis& analysis, int radius) {
    PartImpact out;
    if (radius < 0 || radius >= int(analysis.radii.size())) return out;
    const BlastRadius& r = analysis.radii[size_t(radius)];
    const FaultComponent& c = analysis.domains.components()[size_t(r.component)];
    const auto& nodes = analysis.domains.nodes();
    out.part = c.name;
    if (c.node >= 0 && nodes[size_t(c.node)].device) out.partDevice = nodes[size_t(c.node)].device->id;
    out.partCable = c.cable;
    // Worst first, so a device keeps the first effect it gets.
    const auto mark = [&](const std::vector<int>& list, Effect effect) {
        for (int i : list) {
            const FaultDomains::Node& n = nodes[size_t(i)];
            if (!n.device || out.devices.contains(n.device->id)) continue;
            out.devices.insert(n.device->id, effect);
            if (n.gpus <= 0 || n.rack < 0 || n.rack >= design.racks().size()) continue;
            RackGpus& gpus = out.racks[design.racks()[n.rack].id];
            (effect == Effect::Lost ? gpus.lost : effect == Effect::Degraded ? gpus.degraded : gpus.throttled) += n.gpus;
        }
    };
    mark(r.downNodes, Effect::Lost);
    mark(r.cutOffNodes, Effect::Lost);
    mark(r.hitGpuNodes, Effect::Degraded);
    mark(r.throttledNodes, Effect::Throttled);
    return out;
}

}  // namespace sn
