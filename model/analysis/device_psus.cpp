#include "model/analysis/device_psus.h"

#include <algorithm>

namespace sn {

double DevicePsus::Supply::share() const {
    switch (state) {
    case State::Full: return 1.0;
    case State::Down: return 0.0;
    case State::Capped: break;
    }
    return maxDrawW > 0 ? std::min(1.0, liveW / maxDrawW) : 1.0;
}

int DevicePsus::livePsus(int liveInlets, int inlets) const {
    if (count <= 0 || inlets <= 0) return std::max(0, liveInlets);
    if (inlets == count) return std::clamp(liveInlets, 0, count);
    return std::clamp(int((long long)count * liveInlets / inlets), 0, count);
}

DevicePsus::Supply DevicePsus::supply(int live, double maxDrawW) const {
    Supply s;
    s.live = live;
    s.maxDrawW = maxDrawW;
    if (live <= 0) {
        s.state = Supply::State::Down;
        return s;
    }
    if (count <= 0 || ratingUnknown) return s;  // nothing to weigh: any live inlet runs it
    s.liveW = live * ratingW;
    // 1 mW of slack: 3 × 3 300 W against a 9 900 W draw is enough.
    if (s.liveW + 1e-3 >= maxDrawW) return s;
    s.state = shortfall == PsuShortfall::Cap ? Supply::State::Capped : Supply::State::Down;
    return s;
}

DevicePsus DevicePsus::of(const Catalog& catalog, const DeviceType& type, const Device& device) {
    DevicePsus out;
    if (type.psu) {
        out.shortfall = type.psu->shortfall.value_or(PsuShortfall::Shutdown);
        out.shortfallStated = type.psu->shortfall.has_value();
        out.source = type.psu->source;
    }
    for (const ModuleFill& f : device.modules) {
        const ModuleType* m = catalog.module(f.moduleId);
        if (!m || m->kind != ModuleKind::Psu) continue;
        const bool unknown = m->isUnknown(TypeFigure::MaxPowerW);
        out.ratingUnknown = out.ratingUnknown || unknown;
        if (!unknown) out.ratingW = out.count == 0 || out.ratingW == 0 ? m->maxPowerW : std::min(out.ratingW, m->maxPowerW);
        ++out.count;
    }
    if (out.count > 0) {
        out.origin = Origin::Modules;
        out.redundant = type.psu ? std::clamp(type.psu->redundant, 0, out.count - 1) : out.count / 2;
        return out;
    }
    if (type.psu && type.psu->count > 0) {
        out.origin = Origin::Type;
        out.count = type.psu->count;
        out.redundant = std::clamp(type.psu->redundant, 0, out.count - 1);
        out.ratingW = type.psu->ratingW;
    }
    return out;
}

}  // namespace sn
