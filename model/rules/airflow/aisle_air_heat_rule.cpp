#include "model/rules/airflow/airflow_rules.h"

#include "model/analysis/air_aisles.h"
#include "model/rules/rule_context.h"

namespace sn {

void AisleAirHeatRule::checkDesign(const RuleContext& context, FindingSink& sink) const {
    const Design& design = context.design();
    const AirAisles& air = context.airAisles();
    const auto kw = [](double w) { return QString::number(w / 1000.0, 'f', 1); };
    if (air.roomAirW <= 0) return;
    if (air.coolers == 0) {
        sink.add(Severity::Info, {}, air.roomAirW, std::nullopt, QStringLiteral("W"),
                 tr("The racks put %1 kW into the room's air and the design has no air coolers (CRAH or in-row): "
                    "room air cooling is not checked.")
                     .arg(kw(air.roomAirW)));
        return;
    }
    const Containment containment = design.room().containment;
    for (const AirAisles::Aisle& a : air.aisles) {
        const auto [heatW, coolingW] = AirAisles::containedLoad(a, containment);
        if (!AirAisles::isShort(heatW, coolingW)) continue;
        const QString rows = a.rows.join(QStringLiteral("/"));
        if (a.hall >= 0 && a.hall < int(air.hallNames.size())) {
            // A partition across the aisle: this hall's part, on its own coolers.
            const QString& hall = air.hallNames[a.hall];
            sink.add(
                Severity::Error, {}, heatW, coolingW, QStringLiteral("W"),
                containment == Containment::Hot
                    //: %1 row names ("A/B"), %2 a hall's name; kW figures
                    ? tr("The contained hot aisle of rows %1 in hall %2 takes %3 kW of exhaust; the in-row "
                         "coolers drawing from it there remove %4 kW (short by %5 kW).")
                          .arg(rows, hall, kw(heatW), kw(coolingW), kw(heatW - coolingW))
                    : tr("The contained cold aisle of rows %1 in hall %2 feeds racks putting %3 kW into air; "
                         "the in-row coolers blowing into it there remove %4 kW (short by %5 kW).")
                          .arg(rows, hall, kw(heatW), kw(coolingW), kw(heatW - coolingW)));
            continue;
        }
        sink.add(Severity::Error, {}, heatW, coolingW, QStringLiteral("W"),
                 containment == Containment::Hot
                     //: %1 row names ("A/B"); kW figures
                     ? tr("The contained hot aisle of rows %1 takes %2 kW of exhaust; the in-row coolers drawing from "
                          "it remove %3 kW (short by %4 kW).")
                           .arg(rows, kw(heatW), kw(coolingW), kw(heatW - coolingW))
                     : tr("The contained cold aisle of rows %1 feeds racks putting %2 kW into air; the in-row coolers "
                          "blowing into it remove %3 kW (short by %4 kW).")
                           .arg(rows, kw(heatW), kw(coolingW), kw(heatW - coolingW)));
    }
    for (const AirAisles::HallAir& hall : air.halls) {
        if (!AirAisles::isShort(hall.airW, hall.coolingW)) continue;
        if (hall.hall < 0 && design.room().halls.size() < 2) {
            sink.add(Severity::Error, {}, hall.airW, hall.coolingW, QStringLiteral("W"),
                     tr("The racks put %1 kW into the room's air (their devices' air share and their power "
                        "shelves' "
                        "and PDUs' losses); its %2 air coolers remove %3 kW (short by %4 kW).")
                         .arg(kw(hall.airW), QString::number(hall.coolers), kw(hall.coolingW),
                              kw(hall.airW - hall.coolingW)));
            continue;
        }
        // A partition keeps each hall's air in: another hall's spare coolers do not help.
        sink.add(
            Severity::Error, {}, hall.airW, hall.coolingW, QStringLiteral("W"),
            //: %1 "hall Data hall 1" or "the floor outside every hall"; kW figures
            tr("The racks in %1 put %2 kW into its air, which its partitions keep in; the %3 air coolers "
               "there remove %4 kW (short by %5 kW).")
                .arg(hall.where, kw(hall.airW), QString::number(hall.coolers), kw(hall.coolingW),
                     kw(hall.airW - hall.coolingW)));
    }
}

}  // namespace sn
