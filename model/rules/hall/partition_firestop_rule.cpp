#include "model/rules/hall/hall_rules.h"

#include "model/design/partition_crossings.h"
#include "model/routing/route_solver.h"
#include "model/rules/rule_context.h"

#include <QHash>

#include <cmath>

namespace sn {

namespace {

struct CrossingLoad {
    PartitionCrossing crossing;
    double cableAreaMm2 = 0;
    int cables = 0;
};

/// The cross-sections (RouteSolver::areaMm2) of the cables through each crossing: those whose run along
/// the tray (Cable::trayRuns) spans it, and those without runs that list
/// the tray (counted over the whole tray, as TrayCableLoad does).
void addCables(const Design& design, QHash<TrayId, std::vector<CrossingLoad>>& loads) {
    for (const Cable& cable : design.cables()) {
        if (cable.trays.empty() || cable.typeId.isEmpty()) continue;
        const CableType* type = design.catalog().cable(cable.typeId);
        if (!type || type->outerDiameterMm <= 0) continue;
        const double areaMm2 = RouteSolver::areaMm2(*type);  // as the router loads the tray
        const auto add = [&](TrayId tray, double fromMm, double toMm) {
            auto it = loads.find(tray);
            if (it == loads.end()) return;
            for (CrossingLoad& load : *it)
                if (load.crossing.alongMm > fromMm && load.crossing.alongMm < toMm) {
                    load.cableAreaMm2 += areaMm2;
                    ++load.cables;
                }
        };
        if (cable.trayRuns.empty())
            for (const TrayId& tray : cable.trays) add(tray, -INFINITY, INFINITY);
        for (const TrayRun& run : cable.trayRuns)
            add(run.tray, std::min(run.fromMm, run.toMm), std::max(run.fromMm, run.toMm));
    }
}

}  // namespace

void PartitionFireStopRule::checkDesign(const RuleContext& context, FindingSink& sink) const {
    const Design& design = context.design();
    const Room& room = design.room();
    if (room.halls.size() < 2) return;
    QHash<TrayId, std::vector<CrossingLoad>> loads;
    for (const Tray& tray : design.trays())
        for (const PartitionCrossing& c : partitionCrossings(room, tray.pathMm))
            loads[tray.id].push_back({c});
    if (loads.isEmpty()) return;
    addCables(design, loads);
    // Trays in document order, not the hash's (its seed changes per run):
    // `validate` prints the same findings in the same order every time.
    for (const Tray& trayInOrder : design.trays()) {
        const auto it = loads.constFind(trayInOrder.id);
        if (it == loads.cend()) continue;
        const Tray* tray = &trayInOrder;
        for (const CrossingLoad& load : *it) {
            const QString from = room.halls[size_t(load.crossing.fromHall)].name;
            const QString to = room.halls[size_t(load.crossing.toHall)].name;
            const QString where = tr("Tray %1 passes from %2 into %3 at x %4 mm, y %5 mm")
                                      .arg(tray->name, from, to)
                                      .arg(load.crossing.pointMm.x(), 0, 'f', 0)
                                      .arg(load.crossing.pointMm.y(), 0, 'f', 0);
            if (!FireStop::listedFor(*tray))
                sink.add(
                    Severity::Warning, {ObjectRef::of(tray->id)}, tray->widthMm, FireStop::kMaxTrayWidthMm,
                    QStringLiteral("mm"),
                    tr("%1: a %2 × %3 mm tray is larger than the listed fire-stop systems for cable tray "
                       "(at most 610 × 102 mm); the partition needs an engineered seal.")
                        .arg(where)
                        .arg(tray->widthMm, 0, 'f', 0)
                        .arg(tray->depthMm, 0, 'f', 0));
            const double capacityMm2 = FireStop::capacityMm2(*tray);
            if (load.cableAreaMm2 <= capacityMm2 + 1e-6) continue;
            const double grossMm2 = tray->widthMm * std::min(tray->depthMm, FireStop::kLoadingDepthMm);
            sink.add(
                Severity::Error, {ObjectRef::of(tray->id)}, 100 * load.cableAreaMm2 / grossMm2,
                100 * FireStop::kFillShare, QStringLiteral("%"),
                tr("%1: its %2 cables fill %3 % of the fire-stop opening (the tray's width over a 76 mm "
                   "loading depth), over the 40 % a listed penetration takes. Route some through another "
                   "tray or add one.")
                    .arg(where)
                    .arg(load.cables)
                    .arg(100 * load.cableAreaMm2 / grossMm2, 0, 'f', 1));
        }
    }
}

}  // namespace sn
