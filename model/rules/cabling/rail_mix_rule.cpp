#include "model/rules/cabling/cabling_rules.h"

#include "model/analysis/rail_map.h"
#include "model/rules/rule_context.h"

#include <QMap>

namespace sn {

namespace {
struct RailGroup {
    QStringList ports;          ///< the NIC ports on the rail ("OSFP3")
    QMap<QString, int> types;   ///< cable type → cables
    QMap<qint64, int> lengths;  ///< ordered length in mm → cables
    std::vector<ObjectRef> cables;
};
}  // namespace

void RailMixRule::checkDesign(const RuleContext& context, FindingSink& sink) const {
    const Design& design = context.design();
    // The rails of the RailMap: NIC position k of every GPU host is rail k.
    QMap<int, RailGroup> rails;
    const RailMap map = RailMap::of(design);
    for (const RailPort& p : map.ports()) {
        // The cable by its connection's place in a whole pass (two id look-ups per port before).
        const Cable* cable = p.rail >= 0 && p.link ? context.cableOf(*p.link) : nullptr;
        if (!cable || cable->typeId.isEmpty()) continue;
        RailGroup& g = rails[p.rail];
        if (!g.ports.contains(p.nicPort)) g.ports << p.nicPort;
        g.types[cable->typeId] += 1;
        if (cable->orderedLengthMm) g.lengths[qRound64(*cable->orderedLengthMm)] += 1;
        g.cables.push_back(ObjectRef::of(cable->id));
    }
    for (auto it = rails.cbegin(); it != rails.cend(); ++it) {
        const RailGroup& g = it.value();
        if (g.types.size() > 1)
            sink.add(Severity::Warning, g.cables, g.types.size(), 1, {},
                     tr("Rail %1 (%2) mixes %3 cable types: %4.")
                         .arg(it.key())
                         .arg(g.ports.join(QStringLiteral(", ")))
                         .arg(g.types.size())
                         .arg(g.types.keys().join(QStringLiteral(", "))));
        if (g.lengths.size() > 1) {
            QStringList metres;
            for (qint64 mm : g.lengths.keys()) metres << QString::number(double(mm) / 1000.0, 'g', 4);
            sink.add(Severity::Info, g.cables, g.lengths.size(), 1, {},
                     tr("Rail %1 (%2) uses %3 different cable lengths (%4 m).")
                         .arg(it.key())
                         .arg(g.ports.join(QStringLiteral(", ")))
                         .arg(g.lengths.size())
                         .arg(metres.join(QStringLiteral(", "))));
        }
    }
}

}  // namespace sn
