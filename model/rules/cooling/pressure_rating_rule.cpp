#include "model/rules/cooling/cooling_rules.h"

#include "model/analysis/loop_pressures.h"
#include "model/rules/rule_context.h"

#include <QSet>

#include <map>

namespace sn {

namespace {

/// The parts of one catalog type over their rating, and the worst of them.
struct TypeGroup {
    int count = 0;
    LoopPressures::Rated worst;
    QString worstName;
};

/// What a rated part is: its catalog type and the part's name.
std::pair<QString, QString> describe(const Design& design, const LoopNetwork& net, const LoopPressures::Rated& r) {
    if (r.link >= 0) {
        const Cable* cable = net.parts[size_t(r.link)].cable ? design.cable(*net.parts[size_t(r.link)].cable) : nullptr;
        if (cable) return {cable->typeId, cable->label};
        return {QString(), net.network.links[size_t(r.link)].id};
    }
    const Device* d = design.device(*net.nodeOwner[size_t(r.node)]);
    return {d ? d->typeId : QString(), d ? d->name : net.network.nodes[size_t(r.node)].id};
}

std::map<QString, TypeGroup> byType(const Design& design, const LoopNetwork& net,
                                    const std::vector<LoopPressures::Rated>& parts) {
    std::map<QString, TypeGroup> out;
    QSet<QString> seen;  // a device has two sides, a run several links: count each part once
    for (const LoopPressures::Rated& r : parts) {
        const auto [type, name] = describe(design, net, r);
        TypeGroup& g = out[type];
        if (!seen.contains(type + QLatin1Char('\x1f') + name)) ++g.count;
        seen.insert(type + QLatin1Char('\x1f') + name);
        if (g.worstName.isEmpty() || r.operatingKpa - r.ratingKpa > g.worst.operatingKpa - g.worst.ratingKpa) {
            g.worst = r;
            g.worstName = name;
        }
    }
    return out;
}

QString kpa(double v) { return QString::number(v, 'f', 0); }

}  // namespace

void PressureRatingRule::checkLoop(const RuleContext& context, const CoolingLoop& loop, FindingSink& sink) const {
    const Design& design = context.design();
    const LoopNetwork& net = context.loopNetwork(loop);
    if (!net.solvable()) return;  // cooling.delivered-flow says why
    const LoopHydraulics& h = context.loopHydraulics(loop);
    if (!h.solution.converged) return;
    const LoopPressures p = LoopPressures::of(h);
    for (const auto& [type, g] : byType(design, net, p.overAtOperatingPoint()))
        sink.add(Severity::Error, {ObjectRef::of(loop.id)}, g.worst.operatingKpa, g.worst.ratingKpa, QStringLiteral("kPa"),
                 //: %1 count, %2 catalog type, %3 loop, %4 part name, %5..%7 kPa
                 tr("%1 × %2 in loop %3 stand above their rated pressure: %4 at %5 kPa against %6 kPa (fill %7 kPa "
                    "plus the pumps' head, at floor level).")
                     .arg(g.count)
                     .arg(type, loop.name, g.worstName, kpa(g.worst.operatingKpa), kpa(g.worst.ratingKpa), kpa(p.fillKpa)));
    for (const auto& [type, g] : byType(design, net, p.overAtDeadhead()))
        sink.add(Severity::Warning, {ObjectRef::of(loop.id)}, p.deadheadKpa, g.worst.ratingKpa, QStringLiteral("kPa"),
                 //: %1 count, %2 catalog type, %3 loop, %4..%7 kPa
                 tr("%1 × %2 in loop %3 are rated %4 kPa; a valve shut downstream with the pumps at full speed puts "
                    "%5 kPa on them (fill %6 + shutoff head %7): fit a relief or pressure-reducing valve, or cap "
                    "the CDUs' pump head.")
                     .arg(g.count)
                     .arg(type, loop.name, kpa(g.worst.ratingKpa), kpa(p.deadheadKpa), kpa(p.fillKpa),
                          kpa(p.deadheadKpa - p.fillKpa)));
}

}  // namespace sn
