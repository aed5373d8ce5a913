#pragma once

#include "model/analysis/rack_load.h"
#include "model/rules/rule_context.h"

namespace sn {

/// Heat the loop carries: Σ liquid heat of the racks it serves, at max draw.
inline double loopHeatW(const RuleContext& context, const CoolingLoop& loop) {
    double w = 0;
    for (const Rack* r : context.racksOf(loop.id)) w += context.rackLoad(*r).liquidHeatW;
    return w;
}

/// The loop's CDU type, or nullptr when it has none (or it is not a CDU).
inline const DeviceType* loopCdu(const RuleContext& context, const CoolingLoop& loop, const Device** device) {
    *device = loop.cdu ? context.design().device(*loop.cdu) : nullptr;
    const DeviceType* t = *device ? context.design().typeOf(**device) : nullptr;
    return t && t->cdu ? t : nullptr;
}

}  // namespace sn
