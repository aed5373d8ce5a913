#include "model/rules/cooling/cooling_rules.h"

#include "model/analysis/device_heat.h"
#include "model/rules/rule_context.h"

#include <algorithm>

namespace sn {

void InletTempRule::checkLoop(const RuleContext& context, const CoolingLoop& loop, FindingSink& sink) const {
    // One finding per loop naming every device that is too warm, so a loop of
    // 64 servers gives one line, not 64.
    std::vector<ObjectRef> objects{ObjectRef::of(loop.id)};
    double lowestC = 0;
    QString first;
    for (const Rack* r : context.racksOf(loop.id))
        for (const Device* d : context.devicesIn(r->id)) {
            const DeviceType* t = context.design().typeOf(*d);
            if (!t || !DeviceHeat::of(*t).onColdPlates || !t->maxCoolantInletC) continue;
            if (loop.supplyTempC <= *t->maxCoolantInletC + 1e-9) continue;
            lowestC = objects.size() == 1 ? *t->maxCoolantInletC : std::min(lowestC, *t->maxCoolantInletC);
            if (first.isEmpty()) first = d->name;
            objects.push_back(ObjectRef::of(d->id));
        }
    const int devices = int(objects.size()) - 1;
    if (devices == 0) return;
    sink.add(Severity::Error, std::move(objects), loop.supplyTempC, lowestC, QStringLiteral("°C"),
             tr("Loop %1 supplies %2 °C, above the %3 °C maximum coolant inlet of %4 device(s), e.g. %5.")
                 .arg(loop.name, QString::number(loop.supplyTempC, 'g', 4), QString::number(lowestC, 'g', 4))
                 .arg(devices)
                 .arg(first));
}

}  // namespace sn
