#include "model/analysis/phase_figures.h"

#include <algorithm>
#include <cmath>

namespace sn::phase_figures {

double voltageV(const PduSpec& pdu) { return pdu.phases == 3 ? pdu.voltageLlV / std::sqrt(3.0) : pdu.voltageLlV; }

double limitW(const PduSpec& pdu) { return pdu.phaseLimitA() * voltageV(pdu); }

int index(Phase phase) {
    if (phase == Phase::L2) return 1;
    if (phase == Phase::L3) return 2;
    return 0;
}

bool allPhases(Phase phase) { return phase == Phase::All; }

bool isTapOff(const DeviceType& type) {
    if (!type.pdu) return false;
    return std::any_of(type.ports().begin(), type.ports().end(),
                       [](const PortSpec& p) { return p.role == PortRole::Power && allPhases(p.phase); });
}

}  // namespace sn::phase_figures
