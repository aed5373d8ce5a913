#include "model/topology/coolant_header.h"

#include "model/core/sn_error.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace sn {

int CoolantHeader::cdusFor(int duty, int manifolds, int pairsPerCdu) {
    const int pairs = std::max(1, pairsPerCdu);
    int cdus = std::max(duty + 1, (manifolds + pairs - 1) / pairs);
    // Each joint of the chain takes a pair at both of its CDUs.
    if (pairs >= kMinPairs)
        while (cdus * pairs - 2 * (cdus - 1) < manifolds) ++cdus;
    return cdus;
}

namespace {

/// A facility pipe (not a hose, not a blind-mate contact) with `connector`
/// at both ends that carries `flowLpm` within the velocity limit.
bool isCandidate(const CableType& type, FormFactor connector, double flowLpm) {
    if (type.media != CableMedia::Coolant || !type.pipe || type.blindMate || type.pipe->quickDisconnects > 0) return false;
    if (type.connectorA != connector || type.connectorB != connector) return false;
    const double d = type.pipe->innerDiameterMm / 1000.0;
    return flowLpm / 60000.0 / (std::numbers::pi * d * d / 4.0) <= CoolantHeader::kMaxVelocityMs;
}

bool fittedFor(const PipeSpec& pipe, CoolantHeader::Use use) {
    int isolation = 0, strainers = 0;
    for (const FittedPartSpec& f : pipe.fitted)
        (f.kind == FittedPartSpec::Kind::Strainer ? strainers : isolation) += f.count;
    switch (use) {
    case CoolantHeader::Use::Header: return !pipe.balancingValve && strainers == 0 && isolation >= 2;
    case CoolantHeader::Use::SupplyBranch: return !pipe.balancingValve && strainers > 0;
    case CoolantHeader::Use::ReturnBranch: return pipe.balancingValve.has_value();
    }
    return false;
}

}  // namespace

const CableType* CoolantHeader::pipeFor(const Catalog& catalog, FormFactor connector, double flowLpm, Use use) {
    const CableType* best = nullptr;
    // Fitted for its use first; else, for a catalog without such a pipe, a plain one.
    for (const bool fitted : {true, false}) {
        if (best) break;
        for (const CableType& type : catalog.cables())
            if (isCandidate(type, connector, flowLpm) && (fitted ? fittedFor(*type.pipe, use) : !type.pipe->balancingValve) &&
                (!best || type.pipe->innerDiameterMm < best->pipe->innerDiameterMm))
                best = &type;
    }
    return best;
}

void CoolantHeader::lay(TopologyBuilder& b, const std::vector<DeviceId>& cdus, const QStringList& secondary,
                        double flowLpm) {
    if (cdus.size() < 2) return;
    for (FormFactor side : {FormFactor::QdSupply, FormFactor::QdReturn}) {
        const CableType* pipe = pipeFor(b.catalog(), side, flowLpm, Use::Header);
        if (!pipe)
            throw UserError(tr("No catalog pipe carries the loop header's %1 L/min at %2 m/s or less.")
                                .arg(flowLpm, 0, 'f', 0)
                                .arg(kMaxVelocityMs));
        // The last free outlet of this side: racks take the first ones.
        const auto lastFree = [&](DeviceId cdu) {
            const DeviceType& type = b.typeOf(cdu);
            for (auto it = secondary.rbegin(); it != secondary.rend(); ++it)
                if (!b.isUsed({cdu, *it}) && type.port(*it)->formFactor == side) return *it;
            throw std::logic_error("CoolantHeader: no free secondary outlet (cdusFor reserves them)");
        };
        for (size_t k = 0; k + 1 < cdus.size(); ++k) {
            const PortRef from{cdus[k], lastFree(cdus[k])};
            const PortRef to{cdus[k + 1], lastFree(cdus[k + 1])};
            b.fixCableType(b.connect(from, to, PortRole::Coolant), pipe->id);
        }
    }
}

}  // namespace sn
