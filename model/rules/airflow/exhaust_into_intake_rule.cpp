#include "model/rules/airflow/airflow_rules.h"

#include "model/analysis/air_aisles.h"
#include "model/rules/rule_context.h"

namespace sn {

void ExhaustIntoIntakeRule::checkDesign(const RuleContext& context, FindingSink& sink) const {
    const Design& design = context.design();
    const AirAisles& air = context.airAisles();
    for (const AirAisles::Blow& b : air.blows) {
        const Rack* from = design.rack(b.from);
        const Rack* to = design.rack(b.to);
        if (!from || !to || b.airW <= 0) continue;
        //: %2 kW of air heat, %3 the aisle width in m
        sink.add(Severity::Warning, {ObjectRef::of(b.from), ObjectRef::of(b.to)}, b.airW, 0.0, QStringLiteral("W"),
                 tr("Rack %1 blows %2 kW of exhaust across a %3 m aisle into the intake of rack %4: turn one of the "
                    "rows so the two exhaust into a shared hot aisle.")
                     .arg(from->name, QString::number(b.airW / 1000.0, 'f', 1),
                          QString::number(b.acrossMm / 1000.0, 'f', 1), to->name));
    }
}

}  // namespace sn
