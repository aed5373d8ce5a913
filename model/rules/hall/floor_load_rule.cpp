#include "model/rules/hall/hall_rules.h"

#include "model/analysis/floor_load.h"
#include "model/analysis/rack_load.h"
#include "model/rules/rule_context.h"

namespace sn {

void FloorLoadRule::checkDesign(const RuleContext& context, FindingSink& sink) const {
    const Design& design = context.design();
    const double rating = design.room().floorRatingKnM2;
    if (rating <= 0) return;  // not known
    for (const Rack& rack : design.racks()) {
        const FloorLoad f = FloorLoad::of(design, rack, context.rackLoad(rack).weightKg);
        const double kn = f.knPerM2();
        if (kn <= rating + 1e-9) continue;
        const QString weight = f.rackKgKnown
            ? tr("%1 kg (devices %2 kg, empty rack %3 kg)")
                  .arg(QString::number(f.totalKg(), 'f', 0), QString::number(f.devicesKg, 'f', 0),
                       QString::number(f.rackKg, 'f', 0))
            : tr("%1 kg of devices (the empty rack's own weight is not known and left out)")
                  .arg(QString::number(f.devicesKg, 'f', 0));
        sink.add(Severity::Error, {ObjectRef::of(rack.id)}, kn, rating, QStringLiteral("kN/m²"),
                 tr("Rack %1 loads the floor with %2 kN/m², over its %3 kN/m² rating: %4 × 9.81 m/s² "
                    "on its %5 m² footprint (%6 × %7 m).")
                     .arg(rack.name, QString::number(kn, 'f', 1), QString::number(rating, 'f', 1), weight,
                          QString::number(f.areaM2, 'f', 2), QString::number(rack.widthMm / 1000.0, 'f', 2),
                          QString::number(rack.depthMm / 1000.0, 'f', 2)));
    }
}

}  // namespace sn
