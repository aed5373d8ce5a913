#include "model/topology/rack_power.h"

#include "model/analysis/phase_figures.h"

#include "model/core/sn_error.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <numeric>
#include <utility>

namespace sn {

namespace {

bool isInlet(const PortSpec& p) {
    return p.role == PortRole::Power && (p.formFactor == FormFactor::C20 || p.formFactor == FormFactor::C14);
}

// What one PDU of a plan still offers and carries.
struct PduState {
    std::array<std::vector<FormFactor>, 3> freeOutlets;  ///< per phase
    std::array<double, 3> failoverW{};  ///< per phase, with the pair partner lost
};

}  // namespace

double RackPower::loadW(const std::vector<const DeviceType*>& loads) {
    double w = 0;
    for (const DeviceType* t : loads) w += t->maxPowerW;
    return w;
}

std::vector<const PortSpec*> RackPower::inletsOf(const DeviceType& type) {
    std::vector<const PortSpec*> out;
    for (const PortSpec& p : type.ports())
        if (isInlet(p)) out.push_back(&p);
    return out;
}

int RackPower::phaseIndex(Phase phase) { return phase_figures::index(phase); }

double RackPower::phaseLimitW(const PduSpec& pdu) { return phase_figures::limitW(pdu); }

int RackPower::rackU() const {
    int u = 0;
    for (size_t k = size_t(sidePairs); k < pairTypes.size(); ++k) u += 2 * pairTypes[k]->occupiedU();
    return u;
}

double RackPower::weightKg() const {
    double kg = 0;
    for (const DeviceType* t : pairTypes) kg += 2 * t->weightKg;
    return kg;
}

std::optional<RackPower> RackPower::assign(const std::vector<const DeviceType*>& pairTypes,
                                           const std::vector<const DeviceType*>& loads) {
    if (pairTypes.empty()) return std::nullopt;
    const size_t pairs = pairTypes.size();
    std::vector<PduState> pdus;
    std::vector<double> pairLimitW, phaseLimit;
    for (const DeviceType* pduType : pairTypes) {
        if (!pduType || !pduType->pdu) return std::nullopt;
        pairLimitW.push_back(pduType->pdu->continuousW() + 1e-6);
        // A PDU without a voltage has no phase limit the rules could check.
        phaseLimit.push_back(pduType->pdu->voltageLlV > 0 ? phaseLimitW(*pduType->pdu) + 1e-6 : 1e300);
        PduState fresh;
        for (const PortSpec& p : pduType->ports())
            if (p.role == PortRole::Power && !isInlet(p))
                fresh.freeOutlets[size_t(phaseIndex(p.phase))].push_back(p.formFactor);
        pdus.push_back(fresh);
        pdus.push_back(fresh);
    }
    std::vector<double> pairW(pairs, 0);

    RackPower out{pairTypes, 0, {}};
    for (const DeviceType* t : loads) {
        const std::vector<const PortSpec*> inlets = inletsOf(*t);
        std::vector<Slot> chosen;
        if (inlets.empty()) {
            out.inletSlots.push_back(chosen);
            continue;
        }
        // Inlets per feed: A takes inlets 0, 2, 4, …; B takes 1, 3, 5, …
        const std::array<int, 2> perFeed{int(inlets.size() + 1) / 2, int(inlets.size()) / 2};
        std::vector<int> order(pairs);
        std::iota(order.begin(), order.end(), 0);
        std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return pairW[size_t(a)] < pairW[size_t(b)]; });
        bool placed = false;
        for (int pair : order) {
            if (pairW[size_t(pair)] + t->maxPowerW > pairLimitW[size_t(pair)]) continue;
            std::array<PduState, 2> trial{pdus[size_t(2 * pair)], pdus[size_t(2 * pair + 1)]};
            std::vector<Slot> trialInlets;
            bool fits = true;
            for (size_t i = 0; i < inlets.size() && fits; ++i) {
                const int feed = int(i % 2);
                PduState& s = trial[size_t(feed)];
                const double shareW = t->maxPowerW / perFeed[size_t(feed)];
                int best = -1;
                size_t bestOutlet = 0;
                for (int ph = 0; ph < 3; ++ph) {
                    const auto& free = s.freeOutlets[size_t(ph)];
                    const auto it = std::find_if(free.begin(), free.end(), [&](FormFactor ff) {
                        return formFactorsMate(ff, inlets[i]->formFactor);
                    });
                    if (it == free.end()) continue;
                    if (best < 0 || s.failoverW[size_t(ph)] < s.failoverW[size_t(best)]) {
                        best = ph;
                        bestOutlet = size_t(it - free.begin());
                    }
                }
                if (best < 0 || s.failoverW[size_t(best)] + shareW > phaseLimit[size_t(pair)]) {
                    fits = false;
                    break;
                }
                s.freeOutlets[size_t(best)].erase(s.freeOutlets[size_t(best)].begin() + std::ptrdiff_t(bestOutlet));
                s.failoverW[size_t(best)] += shareW;
                trialInlets.push_back({2 * pair + feed, best});
            }
            if (!fits) continue;
            pdus[size_t(2 * pair)] = trial[0];
            pdus[size_t(2 * pair + 1)] = trial[1];
            pairW[size_t(pair)] += t->maxPowerW;
            chosen = std::move(trialInlets);
            placed = true;
            break;
        }
        if (!placed) return std::nullopt;
        out.inletSlots.push_back(std::move(chosen));
    }
    return out;
}

RackPower RackPower::plan(const Catalog& catalog, const std::vector<const DeviceType*>& loads, int maxSidePairs,
                          int freeU, const QString& rackName) {
    std::vector<const DeviceType*> side, mounted;
    for (const DeviceType& t : catalog.devices()) {
        if (t.category != DeviceCategory::Pdu || !t.pdu) continue;
        // A busway tap-off (3-phase sockets) feeds power shelves, not cords.
        if (phase_figures::isTapOff(t)) continue;
        if (t.mount == Mount::Side) side.push_back(&t);
        if (t.mount == Mount::Rack && t.occupiedU() > 0) mounted.push_back(&t);
    }
    const std::vector<const DeviceType*> none{nullptr};  // no pair of this kind
    maxSidePairs = side.empty() ? 0 : std::max(0, maxSidePairs);
    int maxMountedPairs = 0;
    for (const DeviceType* t : mounted) maxMountedPairs = std::max(maxMountedPairs, freeU / (2 * t->occupiedU()));
    // Fewest pairs first; at a count, as many in the side channels as fit
    // (they cost no U); among those, the smallest total continuous rating.
    for (int pairs = 1; pairs <= maxSidePairs + maxMountedPairs; ++pairs) {
        for (int inSide = std::min(pairs, maxSidePairs); inSide >= 0; --inSide) {
            const int inU = pairs - inSide;
            std::optional<RackPower> best;
            double bestW = 0;
            std::pair<QString, QString> bestIds;  // a tie goes to the smaller ids, never to catalog order
            const auto consider = [&](const DeviceType* s, const DeviceType* m) {
                if (m && inU * 2 * m->occupiedU() > freeU) return;
                std::vector<const DeviceType*> types(size_t(inSide), s);
                types.insert(types.end(), size_t(inU), m);
                std::optional<RackPower> p = assign(types, loads);
                if (!p) return;
                const double w = inSide * (s ? s->pdu->continuousW() : 0) + inU * (m ? m->pdu->continuousW() : 0);
                const std::pair<QString, QString> ids{s ? s->id : QString(), m ? m->id : QString()};
                if (!best || w < bestW - 1e-6 || (w <= bestW + 1e-6 && ids < bestIds)) {
                    best = std::move(p);
                    bestW = w;
                    bestIds = ids;
                }
            };
            for (const DeviceType* s : inSide > 0 ? side : none)
                for (const DeviceType* m : inU > 0 ? mounted : none) consider(s, m);
            if (best) {
                best->sidePairs = inSide;
                return *best;
            }
        }
    }
    throw UserError(tr("Rack %1 draws %2 kW and no PDU in the catalog feeds it with %3 A/B pairs "
                       "in its side channels and %4 U free.")
                        .arg(rackName)
                        .arg(loadW(loads) / 1000, 0, 'f', 1)
                        .arg(maxSidePairs)
                        .arg(freeU));
}

}  // namespace sn
