#include "model/topology/coolant_generator.h"

#include "model/core/sn_error.h"

#include <algorithm>

namespace sn {

namespace {

std::vector<const PortSpec*> outlets(const DeviceType& type, FormFactor ff) {
    std::vector<const PortSpec*> out;
    for (const PortSpec& p : type.ports())
        if (p.role == PortRole::Coolant && p.formFactor == ff && !p.required) out.push_back(&p);
    return out;
}

const PortSpec* deviceEnd(const TopologyBuilder& b, DeviceId dev, FormFactor ff) {
    for (const PortSpec* p : b.portsOf(dev, PortRole::Coolant))
        if (p->formFactor == ff) return p;
    return nullptr;
}

}  // namespace

int CoolantGenerator::outletPairs(const DeviceType& manifold) {
    return int(std::min(outlets(manifold, FormFactor::QdSupply).size(),
                        outlets(manifold, FormFactor::QdReturn).size()));
}

void CoolantGenerator::connect(TopologyBuilder& b, const std::vector<DeviceId>& devices,
                               const std::vector<DeviceId>& manifolds) {
    std::vector<int> used(manifolds.size(), 0);
    int next = 0;
    for (DeviceId dev : devices) {
        const PortSpec* supply = deviceEnd(b, dev, FormFactor::QdSupply);
        const PortSpec* ret = deviceEnd(b, dev, FormFactor::QdReturn);
        if (!supply || !ret) continue;  // air-cooled: nothing to join
        bool joined = false;
        for (size_t tries = 0; tries < manifolds.size() && !joined; ++tries, ++next) {
            const size_t m = size_t(next) % manifolds.size();
            const DeviceType& type = b.typeOf(manifolds[m]);
            const auto s = outlets(type, FormFactor::QdSupply);
            const auto r = outlets(type, FormFactor::QdReturn);
            if (used[m] >= int(std::min(s.size(), r.size()))) continue;
            b.connect({dev, supply->name}, {manifolds[m], s[size_t(used[m])]->name}, PortRole::Coolant);
            b.connect({dev, ret->name}, {manifolds[m], r[size_t(used[m])]->name}, PortRole::Coolant);
            ++used[m];
            joined = true;
        }
        if (!joined)
            throw UserError(tr("Rack %1 has no free manifold quick-disconnect pair for %2.")
                                .arg(b.rackNameOf(dev), b.device(dev).name));
    }
}

}  // namespace sn
