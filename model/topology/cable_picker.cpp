#include "model/topology/cable_picker.h"

#include "model/catalog/cage_fit.h"

#include <algorithm>
#include <array>

namespace sn {

namespace {

bool connectorsFit(const CableType& cable, FormFactor a, FormFactor b) {
    // A cord's ends are its plugs: the C20 end fits a C19 outlet and the other
    // way round, so power cables are matched through formFactorsMate.
    const auto fits = [](FormFactor end, FormFactor port) {
        return end == port || formFactorsMate(end, port);
    };
    return (fits(cable.connectorA, a) && fits(cable.connectorB, b)) ||
           (fits(cable.connectorA, b) && fits(cable.connectorB, a));
}

// Preference by media. Inside one rack a short copper cable is the usual
// choice (domain-numbers §1b: passive DAC ≤ 2–3 m); between racks an optical
// cable, since overhead runs exceed copper reach.
constexpr std::array kInRack{CableMedia::NvlinkBackplane,
                             CableMedia::Power,
                             CableMedia::Coolant,
                             CableMedia::Utp,
                             CableMedia::Dac,
                             CableMedia::Acc,
                             CableMedia::Aec,
                             CableMedia::Aoc,
                             CableMedia::Mmf,
                             CableMedia::Smf};
constexpr std::array kBetweenRacks{CableMedia::NvlinkBackplane,
                                   CableMedia::Power,
                                   CableMedia::Coolant,
                                   CableMedia::Utp,
                                   CableMedia::Aoc,
                                   CableMedia::Mmf,
                                   CableMedia::Smf,
                                   CableMedia::Acc,
                                   CableMedia::Aec,
                                   CableMedia::Dac};

int rank(CableMedia media, bool sameRack) {
    const auto& order = sameRack ? kInRack : kBetweenRacks;
    return int(std::find(order.begin(), order.end(), media) - order.begin());
}

}  // namespace

QString CablePicker::pick(const PortSpec& a, const PortSpec& b, bool sameRack, bool parallel) {
    // Called once per connection: an integer key keeps the lookup cheap.
    const quint64 key = (quint64(a.formFactor) << 48) | (quint64(b.formFactor) << 40) |
                        (quint64(std::min(a.cagePorts, 15)) << 36) | (quint64(std::min(b.cagePorts, 15)) << 32) |
                        (quint64(a.blindMate || b.blindMate) << 30) |
                        (quint64(std::min(a.speedGbps, b.speedGbps)) << 2) | (quint64(parallel) << 1) |
                        quint64(sameRack);
    const auto it = m_cache.constFind(key);
    if (it != m_cache.cend()) return *it;
    const QString id = search(a, b, sameRack, parallel);
    m_cache.insert(key, id);
    return id;
}

namespace {
/// Is `c` the better choice than `best`? The preferred media first; of one
/// media, the longer reach between racks; on a tie the smaller id, so the
/// catalog's order never decides (reversing the catalog gives the
/// same design, tests/model/topology/tst_wizard_defaults.cpp).
bool better(const CableType& c, const CableType& best, bool sameRack) {
    const int rc = rank(c.media, sameRack), rb = rank(best.media, sameRack);
    if (rc != rb) return rc < rb;
    if (c.media == best.media && !sameRack && c.reachM != best.reachM) return c.reachM > best.reachM;
    return c.id < best.id;
}
}  // namespace

QString CablePicker::search(const PortSpec& a, const PortSpec& b, bool sameRack, bool parallel) const {
    const double speed = std::min(a.speedGbps, b.speedGbps);
    const CableType* best = nullptr;
    for (const CableType& c : m_catalog.cables()) {
        if (!connectorsFit(c, a.formFactor, b.formFactor)) continue;
        // A data cable must carry the port speed exactly: an 800G cable on a
        // 400G port is a different product (splitter or twin-port optic).
        if (speed > 0 && c.speedGbps != speed) continue;
        if (!CageFit::fits(c, a, b, parallel)) continue;
        if (!c.suitsEnds(a.blindMate || b.blindMate)) continue;
        if (!best || better(c, *best, sameRack)) best = &c;
    }
    return best ? best->id : QString();
}

}  // namespace sn
