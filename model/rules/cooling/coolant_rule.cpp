#include "model/rules/cooling/cooling_rules.h"

#include "model/rules/rule_context.h"

namespace sn {

void CoolantRule::checkLoop(const RuleContext& context, const CoolingLoop& loop, FindingSink& sink) const {
    const CoolantType* coolant = context.catalog().coolant(loop.coolantId);
    if (!coolant || coolant->densityKgPerL <= 0 || coolant->cpKjPerKgK <= 0)
        sink.add(Severity::Error, {ObjectRef::of(loop.id)}, 0, std::nullopt, {},
                 tr("Loop %1 uses coolant \"%2\", which the catalog does not describe; its flow cannot be computed.")
                     .arg(loop.name, loop.coolantId));
    if (loop.deltaTK <= 0)
        sink.add(Severity::Error, {ObjectRef::of(loop.id)}, loop.deltaTK, 0, QStringLiteral("K"),
                 tr("Loop %1 has a temperature rise of %2 K; it must be above 0 K.")
                     .arg(loop.name, QString::number(loop.deltaTK, 'g', 3)));
    else if (coolant && loop.supplyTempC <= coolant->freezingC)
        sink.add(Severity::Error, {ObjectRef::of(loop.id)}, loop.supplyTempC, coolant->freezingC, QStringLiteral("°C"),
                 tr("Loop %1 supplies %2 °C, at or below the %3 °C freezing point of %4.")
                     .arg(loop.name, QString::number(loop.supplyTempC, 'g', 4),
                          QString::number(coolant->freezingC, 'g', 4), coolant->name));
}

}  // namespace sn
