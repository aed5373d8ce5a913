#pragma once

#include "model/catalog/device_type.h"

namespace sn {

/// The per-phase figures of a PDU, in one place (STYLE §6a): the phase-load
/// and redundancy rules, the power feeds and the wizard's rack filling read
/// them from here.
namespace phase_figures {

/// Line-to-neutral voltage of one phase: V_LL/√3 for a 3-phase PDU, the
/// catalog's (line-to-neutral) voltage for a 1-phase one. A 415 V 3-phase
/// PDU gives 415/√3 = 239.6 V per phase.
double voltageV(const PduSpec& pdu);
/// Continuous power one phase carries: I·derating·V_phase
/// (415 V, 32 A, 0.8 → 25.6 A × 239.6 V = 6 134 W).
double limitW(const PduSpec& pdu);
/// 0, 1, 2 for an outlet on L1, L2, L3 (an outlet without a phase is taken as L1).
int index(Phase phase);
/// An outlet on all three phases (L123: a busway tap-off's 3-phase
/// socket), whose load is spread evenly over L1, L2 and L3.
bool allPhases(Phase phase);
/// A busway tap-off: a PDU whose outlets are 3-phase sockets (L123), each
/// a whip to a power shelf, not an outlet for a device's cord; one breaker
/// takes all its phases at once.
bool isTapOff(const DeviceType& type);

}  // namespace phase_figures

}  // namespace sn
