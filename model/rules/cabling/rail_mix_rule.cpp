#include "cabling/cabling_rules.h"

#include "rules/rule_context.h"

#include <QMap>

namespace sn {

namespace {
struct RailGroup {
    QMap<QString, int> types;   ///< cable type → cables
    QMap<qint64, int> lengths;  ///< ordered length in mm → cables
    std::vector<ObjectRef> cables;
};
}  // namespace

void RailMixRule::checkDesign(const RuleContext& context, FindingSink& sink) const {
    const Design& design = context.design();
    // Rail i is the set of links leaving NIC port i of every GPU server
    // (rail-optimised leaf–spine, DESIGN.md Topology generation).
    QMap<QString, RailGroup> rails;
    for (const Connection& c : design.connections()) {
        if (c.role != PortRole::Compute) continue;
        const PortRef* serverEnd = nullptr;
        for (const PortRef* end : {&c.a, &c.b}) {
            const Device* d = design.device(end->device);
            const DeviceType* t = d ? design.typeOf(*d) : nullptr;
            if (t && t->gpus > 0) serverEnd = end;
        }
        const auto cableId = serverEnd ? design.cableOf(c.id) : std::nullopt;
        if (!cableId) continue;
        const Cable* cable = design.cable(*cableId);
        if (cable->typeId.isEmpty()) continue;
        RailGroup& g = rails[serverEnd->port];
        g.types[cable->typeId] += 1;
        if (cable->orderedLengthMm) g.lengths[qRound64(*cable->orderedLengthMm)] += 1;
        g.cables.push_back(ObjectRef::of(cable->id));
    }
    for (auto it = rails.cbegin(); it != rails.cend(); ++it) {
        const RailGroup& g = it.value();
        if (g.types.size() > 1)
            sink.add(Severity::Warning, g.cables, g.types.size(), 1, {},
                     tr("Rail %1 mixes %2 cable types: %3.")
                         .arg(it.key())
                         .arg(g.types.size())
                         .arg(g.types.keys().join(QStringLiteral(", "))));
        if (g.lengths.size() > 1) {
            QStringList metres;
            for (qint64 mm : g.lengths.keys()) metres << QString::number(double(mm) / 1000.0, 'g', 4);
            sink.add(Severity::Info, g.cables, g.lengths.size(), 1, {},
                     tr("Rail %1 uses %2 different cable lengths (%3 m).")
                         .arg(it.key())
                         .arg(g.lengths.size())
                         .arg(metres.join(QStringLiteral(", "))));
        }
    }
}

}  // namespace sn
