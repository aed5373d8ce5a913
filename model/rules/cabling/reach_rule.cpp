#include "model/rules/cabling/cabling_rules.h"

#include "model/rules/rule_context.h"

namespace sn {

void ReachRule::checkConnection(const RuleContext& context, const Connection& c, FindingSink& sink) const {
    const Design& design = context.design();
    const Cable* cable = context.cableOf(c);
    if (!cable) return;
    const CableType* type = cable->typeId.isEmpty() ? nullptr : design.catalog().cable(cable->typeId);
    if (!type || type->reachM <= 0) return;
    // The ordered length is what gets installed; before ordering, the routed length.
    const std::optional<double> lengthMm = cable->orderedLengthMm ? cable->orderedLengthMm : cable->routeLengthMm;
    if (!lengthMm || *lengthMm <= type->reachM * 1000.0 + 1e-6) return;
    const QString metres = QString::number(*lengthMm / 1000.0, 'g', 4);
    const QString reach = QString::number(type->reachM, 'g', 4);
    const bool passiveCopper = type->media == CableMedia::Dac;
    sink.add(
        Severity::Error, {ObjectRef::of(cable->id), ObjectRef::of(c.id)}, *lengthMm / 1000.0, type->reachM,
        QStringLiteral("m"),
        passiveCopper
            ? tr("Cable %1 is a passive copper cable (%2) of %3 m; passive copper reaches only %4 m.")
                  .arg(cable->label, type->model, metres, reach)
            : tr("Cable %1 (%2) is %3 m long, beyond its %4 m reach.").arg(cable->label, type->model, metres, reach));
}

}  // namespace sn
