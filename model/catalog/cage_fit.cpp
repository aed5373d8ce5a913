#include "model/catalog/cage_fit.h"

#include <algorithm>
#include <cmath>

namespace sn::CageFit {

namespace {

bool mates(FormFactor plug, FormFactor cage) {
    return plug == cage || formFactorsMate(plug, cage);
}

}  // namespace

bool fits(const CableType& type, const PortSpec& a, const PortSpec& b, bool parallel) {
    const bool multiA = a.cagePorts > 1, multiB = b.cagePorts > 1;
    if (type.isMultiLeg()) {
        if (type.sharedAtBothEnds)  // one plug per end, both cages shared: both links run cage to cage
            return multiA && multiB && parallel && a.cagePorts == type.legs && b.cagePorts == type.legs;
        // A splitter: the shared plug (connector A) in a cage of `legs` ports,
        // each leg (connector B) in a single-port cage.
        if (multiA == multiB) return false;
        const PortSpec& shared = multiA ? a : b;
        const PortSpec& leg = multiA ? b : a;
        return shared.cagePorts == type.legs && mates(type.connectorA, shared.formFactor) &&
               mates(type.connectorB, leg.formFactor);
    }
    // A fibre: each end's optic fits its cage; a shared cage needs the
    // twin-port module (one receptacle per port), a single-port cage the
    // single-port optic.
    if (type.isFibre()) {
        const auto endFits = [&type](bool multi) {
            return multi ? !type.transceiverTwinId.isEmpty() : !type.transceiverId.isEmpty();
        };
        return endFits(multiA) && endFits(multiB);
    }
    // A straight cable's plug fills a whole cage: single-port cages only.
    return !multiA && !multiB;
}

bool joins(const CableType& type, const PortSpec& a, const PortSpec& b, bool parallel) {
    const bool mate = (mates(type.connectorA, a.formFactor) && mates(type.connectorB, b.formFactor)) ||
                      (mates(type.connectorA, b.formFactor) && mates(type.connectorB, a.formFactor));
    const double speed = std::min(a.speedGbps, b.speedGbps);
    return mate && std::abs(type.speedGbps - speed) < 1e-9 && fits(type, a, b, parallel);
}

Plug plugAt(const CableType& type, const PortSpec& end) {
    if (type.isFibre()) {
        if (end.cagePorts > 1) return {true, type.transceiverTwinId};
        // The optic at this end: end B's (a hybrid link's QSFP112 end) when its form factor is B's.
        const bool atB = !type.transceiverBId.isEmpty() && mates(type.connectorB, end.formFactor) &&
                         !mates(type.connectorA, end.formFactor);
        return {true, atB ? type.transceiverBId : type.transceiverId};
    }
    return {false, type.id};
}

}  // namespace sn::CageFit
