#include "model/rules/power/power_rules.h"

#include "model/rules/rule_context.h"

namespace sn {

void RoomDensityRule::checkDesign(const RuleContext& context, FindingSink& sink) const {
    const Room& room = context.design().room();
    const double areaM2 = (room.widthMm / 1000.0) * (room.depthMm / 1000.0);
    if (areaM2 <= 0) return;
    double maxW = 0;
    for (const Device& d : context.design().devices())
        if (const DeviceType* t = context.design().typeOf(d)) maxW += t->maxPowerW;
    if (maxW <= 0) return;
    const double kwPerM2 = maxW / 1000.0 / areaM2;
    sink.add(Severity::Info, {}, kwPerM2, std::nullopt, QStringLiteral("kW/m²"),
             tr("The room carries %1 kW at maximum draw on %2 m²: %3 kW/m².")
                 .arg(QString::number(maxW / 1000.0, 'f', 1), QString::number(areaM2, 'f', 1),
                      QString::number(kwPerM2, 'f', 2)));
}

}  // namespace sn
