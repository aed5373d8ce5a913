#include "topology/rack_power.h"

#include "core/sn_error.h"

#include <algorithm>
#include <cmath>

namespace sn {

namespace {

int countPorts(const DeviceType& t, FormFactor ff) {
    return int(std::count_if(t.ports().begin(), t.ports().end(), [ff](const PortSpec& p) {
        return p.role == PortRole::Power && p.formFactor == ff;
    }));
}

int ceilDiv(int a, int b) {
    return b <= 0 ? (a > 0 ? 1 << 30 : 0) : (a + b - 1) / b;
}

}  // namespace

double RackPower::loadW(const std::vector<const DeviceType*>& loads) {
    double w = 0;
    for (const DeviceType* t : loads) w += t->maxPowerW;
    return w;
}

RackPower RackPower::plan(const Catalog& catalog, const std::vector<const DeviceType*>& loads, int maxPairs,
                          const QString& rackName) {
    // Inlets on the fuller feed: a device's inlets alternate A, B, A, …
    int c20 = 0, c14 = 0;
    for (const DeviceType* t : loads) {
        c20 += ceilDiv(countPorts(*t, FormFactor::C20), 2);
        c14 += ceilDiv(countPorts(*t, FormFactor::C14), 2);
    }
    const double feedW = loadW(loads) / 2;
    RackPower best;
    for (const DeviceType& t : catalog.devices()) {
        if (t.category != DeviceCategory::Pdu || t.mount != Mount::Side || !t.pdu) continue;
        const int pairs = std::max({int(std::ceil(feedW / t.pdu->continuousW() - 1e-9)),
                                    ceilDiv(c20, countPorts(t, FormFactor::C19)),
                                    ceilDiv(c14, countPorts(t, FormFactor::C13)), 1});
        if (pairs > maxPairs) continue;
        if (!best.pdu || pairs < best.pairs ||
            (pairs == best.pairs && t.pdu->continuousW() < best.pdu->pdu->continuousW()))
            best = RackPower{&t, pairs};
    }
    if (!best.pdu)
        throw UserError(tr("Rack %1 draws %2 kW and no PDU in the catalog feeds it with %3 A/B pairs "
                           "in its side channels.")
                            .arg(rackName)
                            .arg(loadW(loads) / 1000, 0, 'f', 1)
                            .arg(maxPairs));
    return best;
}

}  // namespace sn
