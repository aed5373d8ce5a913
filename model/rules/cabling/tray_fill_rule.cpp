#include "cabling/cabling_rules.h"

#include "rules/rule_context.h"

#include <QHash>

#include <numbers>

namespace sn {

void TrayFillRule::checkDesign(const RuleContext& context, FindingSink& sink) const {
    const Design& design = context.design();
    QHash<TrayId, double> areaMm2;
    QHash<TrayId, int> count;
    for (const Cable& cable : design.cables()) {
        if (cable.trays.empty() || cable.typeId.isEmpty()) continue;
        const CableType* type = design.catalog().cable(cable.typeId);
        if (!type || type->outerDiameterMm <= 0) continue;
        const double r = type->outerDiameterMm / 2.0;
        for (TrayId t : cable.trays) {
            areaMm2[t] += std::numbers::pi * r * r;
            count[t] += 1;
        }
    }
    for (const Tray& tray : design.trays()) {
        const double section = tray.widthMm * tray.depthMm;
        if (section <= 0 || !areaMm2.contains(tray.id)) continue;
        const double fill = areaMm2.value(tray.id) / section;
        if (fill <= tray.fillLimit + 1e-9) continue;
        sink.add(Severity::Error, {ObjectRef::of(tray.id)}, fill * 100.0, tray.fillLimit * 100.0, QStringLiteral("%"),
                 tr("Tray %1 is %2 % full with %3 cables; its limit is %4 %.")
                     .arg(tray.name, QString::number(fill * 100.0, 'f', 1))
                     .arg(count.value(tray.id))
                     .arg(QString::number(tray.fillLimit * 100.0, 'f', 0)));
    }
}

}  // namespace sn
