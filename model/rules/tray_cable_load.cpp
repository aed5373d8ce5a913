#include "model/rules/tray_cable_load.h"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <vector>

namespace sn {

namespace {

/// A run's end: where a cable starts or stops loading the tray.
struct Event {
    double atMm = 0;
    double areaMm2 = 0;  ///< +area where a run starts, −area where it ends
    int cables = 0;      ///< +1 / −1
};

struct TrayTally {
    double wholeAreaMm2 = 0;  ///< cables without runs: over the whole tray
    int wholeCables = 0;
    std::vector<Event> events;
};

/// The sweep over one tray's run ends. Runs are open stretches (a cable
/// whose run ends where another's starts never lies beside it: the router's
/// segments meet at graph vertices the same way), so the load is read only
/// after every end and start at one position, and a run of no length adds
/// nothing.
TrayCableLoad fullestStretch(TrayTally& tally, double trayLengthMm) {
    TrayCableLoad best{tally.wholeAreaMm2, tally.wholeCables, 0, trayLengthMm};
    auto& events = tally.events;
    std::sort(events.begin(), events.end(), [](const Event& a, const Event& b) { return a.atMm < b.atMm; });
    // Adding and removing the same areas need not give back the same
    // double: loads within a millionth count as equal (one plateau).
    auto equal = [](double a, double b) { return std::abs(a - b) <= 1e-6 * std::max(1.0, std::abs(b)); };
    double areaMm2 = tally.wholeAreaMm2;
    int cables = tally.wholeCables;
    for (size_t i = 0; i < events.size();) {
        const double atMm = events[i].atMm;
        for (; i < events.size() && events[i].atMm == atMm; ++i) {
            areaMm2 += events[i].areaMm2;
            cables += events[i].cables;
        }
        if (i == events.size()) break;  // past the last run only the whole-tray cables remain
        const double nextMm = events[i].atMm;  // the load holds from atMm to nextMm
        if (equal(areaMm2, best.cableAreaMm2)) {
            if (best.toMm == atMm) best.toMm = nextMm;  // the plateau goes on
        } else if (areaMm2 > best.cableAreaMm2) {
            best = {areaMm2, cables, atMm, nextMm};
        }
    }
    return best;
}

}  // namespace

QHash<TrayId, TrayCableLoad> TrayCableLoad::of(const Design& design) {
    QHash<TrayId, TrayTally> tallies;
    for (const Cable& cable : design.cables()) {
        if (cable.trays.empty() || cable.typeId.isEmpty()) continue;
        const CableType* type = design.catalog().cable(cable.typeId);
        if (!type || type->outerDiameterMm <= 0) continue;
        const double r = type->outerDiameterMm / 2.0;
        const double areaMm2 = std::numbers::pi * r * r;
        if (cable.trayRuns.empty()) {
            for (TrayId t : cable.trays) {
                TrayTally& tally = tallies[t];
                tally.wholeAreaMm2 += areaMm2;
                tally.wholeCables += 1;
            }
            continue;
        }
        for (const TrayRun& run : cable.trayRuns) {
            auto& events = tallies[run.tray].events;
            events.push_back({run.fromMm, areaMm2, 1});
            events.push_back({run.toMm, -areaMm2, -1});
        }
    }
    QHash<TrayId, TrayCableLoad> out;
    out.reserve(tallies.size());
    for (auto it = tallies.begin(); it != tallies.end(); ++it) {
        const Tray* tray = design.trays().find(it.key());
        out.insert(it.key(), fullestStretch(*it, tray ? lengthMm(*tray) : 0));
    }
    return out;
}

double TrayCableLoad::fillShare(const Tray& tray, const TrayCableLoad& load) {
    const double section = tray.widthMm * tray.depthMm;
    return section > 0 ? load.cableAreaMm2 / section : 0;
}

double TrayCableLoad::lengthMm(const Tray& tray) {
    double total = 0;
    for (size_t i = 1; i < tray.pathMm.size(); ++i) {
        const QPointF d = tray.pathMm[i] - tray.pathMm[i - 1];
        total += std::hypot(d.x(), d.y());
    }
    return total;
}

}  // namespace sn
