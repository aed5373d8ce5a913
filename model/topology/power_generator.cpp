#include "model/topology/power_generator.h"

#include "model/core/sn_error.h"

#include <array>
#include <limits>
#include <map>

namespace sn {

namespace {

struct PduLoad {
    DeviceId pdu;
    double totalW = 0;
    std::map<Phase, double> phaseW;  ///< W on each phase (Phase::None: unphased outlets)
};

bool isInlet(const PortSpec& p) {
    return p.formFactor == FormFactor::C20 || p.formFactor == FormFactor::C14;
}

// The free outlet of `pdu` that takes this inlet, on the phase carrying least.
const PortSpec* bestOutlet(const TopologyBuilder& b, const PduLoad& pdu, const PortSpec& inlet) {
    const PortSpec* best = nullptr;
    double bestW = std::numeric_limits<double>::max();
    for (const PortSpec& p : b.typeOf(pdu.pdu).ports()) {
        if (p.role != PortRole::Power || isInlet(p) || !formFactorsMate(p.formFactor, inlet.formFactor))
            continue;
        if (b.isUsed({pdu.pdu, p.name})) continue;
        const auto at = pdu.phaseW.find(p.phase);
        const double w = at == pdu.phaseW.end() ? 0 : at->second;
        if (w < bestW) {
            bestW = w;
            best = &p;
        }
    }
    return best;
}

}  // namespace

void PowerGenerator::connect(TopologyBuilder& b, const std::vector<DeviceId>& loads,
                             const std::vector<DeviceId>& feedA, const std::vector<DeviceId>& feedB) {
    std::array<std::vector<PduLoad>, 2> feeds;
    for (DeviceId p : feedA) feeds[0].push_back({p, 0, {}});
    for (DeviceId p : feedB) feeds[1].push_back({p, 0, {}});
    for (DeviceId dev : loads) {
        std::vector<const PortSpec*> inlets;
        for (const PortSpec* p : b.portsOf(dev, PortRole::Power))
            if (isInlet(*p)) inlets.push_back(p);
        if (inlets.empty()) continue;
        const double shareW = b.typeOf(dev).maxPowerW / double(inlets.size());
        for (size_t i = 0; i < inlets.size(); ++i) {
            const int feed = feeds[1].empty() ? 0 : int(i % 2);
            PduLoad* target = nullptr;
            const PortSpec* outlet = nullptr;
            // Least-loaded PDU of the feed that still has a fitting outlet.
            for (PduLoad& pdu : feeds[size_t(feed)]) {
                const PortSpec* o = bestOutlet(b, pdu, *inlets[i]);
                if (o && (!target || pdu.totalW < target->totalW)) {
                    target = &pdu;
                    outlet = o;
                }
            }
            if (!outlet) {
                const FormFactor wanted =
                    inlets[i]->formFactor == FormFactor::C20 ? FormFactor::C19 : FormFactor::C13;
                throw UserError(tr("%1 has no free %2 outlet on feed %3 for %4.")
                                    .arg(b.rackNameOf(dev), kFormFactorNames.name(wanted),
                                         feed == 0 ? QStringLiteral("A") : QStringLiteral("B"),
                                         b.device(dev).name));
            }
            b.connect({dev, inlets[i]->name}, {target->pdu, outlet->name}, PortRole::Power);
            target->totalW += shareW;
            target->phaseW[outlet->phase] += shareW;
        }
    }
}

void PowerGenerator::connectPlanned(TopologyBuilder& b, const std::vector<DeviceId>& loads, const RackPower& plan,
                                    const std::vector<DeviceId>& pdus) {
    for (size_t k = 0; k < loads.size() && k < plan.inletSlots.size(); ++k) {
        const DeviceId dev = loads[k];
        const std::vector<const PortSpec*> inlets = RackPower::inletsOf(b.typeOf(dev));
        for (size_t i = 0; i < inlets.size() && i < plan.inletSlots[k].size(); ++i) {
            const RackPower::Slot slot = plan.inletSlots[k][i];
            const DeviceId pdu = pdus[size_t(slot.pdu)];
            const PortSpec* outlet = nullptr;
            for (const PortSpec& p : b.typeOf(pdu).ports()) {
                if (p.role != PortRole::Power || isInlet(p) || RackPower::phaseIndex(p.phase) != slot.phase ||
                    !formFactorsMate(p.formFactor, inlets[i]->formFactor) || b.isUsed({pdu, p.name}))
                    continue;
                outlet = &p;
                break;
            }
            // The plan counted the outlets, so one is free unless the caller mixed up loads.
            if (!outlet)
                throw UserError(tr("%1 has no free outlet on phase L%2 of %3 for %4.")
                                    .arg(b.rackNameOf(dev))
                                    .arg(slot.phase + 1)
                                    .arg(b.device(pdu).name, b.device(dev).name));
            b.connect({dev, inlets[i]->name}, {pdu, outlet->name}, PortRole::Power);
        }
    }
}

}  // namespace sn
