#pragma once

#include "catalog/catalog.h"

#include <QCoreApplication>

#include <optional>
#include <vector>

namespace sn {

/// The PDUs one rack needs and which PDU and phase each power inlet takes.
/// PDUs come in pairs of the same type: pair k is PDU 2k on feed A and PDU
/// 2k+1 on feed B. A device's inlets alternate A, B, A, … on ONE pair, so
/// when either PDU of the pair fails its partner carries the device's whole
/// draw (2N): each pair's summed max draw stays within one PDU's continuous
/// rating, and each phase of each PDU within its continuous current with
/// the partner lost (the checks of rules power.redundancy / power.phase-load).
struct RackPower {
    Q_DECLARE_TR_FUNCTIONS(RackPower)
public:
    /// Where one power inlet goes: PDU index (2·pair + feed) and phase 0..2.
    struct Slot {
        int pdu = 0;
        int phase = 0;
    };

    const DeviceType* pdu = nullptr;
    int pairs = 0;
    /// Per load (in the order given to plan), per power inlet in port order.
    std::vector<std::vector<Slot>> inletSlots;

    /// The catalog PDU needing the fewest pairs (the smaller PDU on a tie)
    /// that carries these loads with at most `maxPairs` pairs. Throws
    /// UserError naming the rack when no PDU fits.
    static RackPower plan(const Catalog& catalog, const std::vector<const DeviceType*>& loads, int maxPairs,
                          const QString& rackName);
    /// `loads` spread over `pairs` pairs of `pdu`, or nothing when they do
    /// not fit. Each load goes to the pair carrying least so far on which it
    /// fits; each inlet to the phase of its PDU carrying least with the
    /// partner lost, among phases with a free outlet that mates.
    static std::optional<RackPower> assign(const DeviceType& pdu, int pairs,
                                           const std::vector<const DeviceType*>& loads);
    static double loadW(const std::vector<const DeviceType*>& loads);
    /// The device's power inlets (C20/C14), in port order.
    static std::vector<const PortSpec*> inletsOf(const DeviceType& type);
    /// Phase 0..2 of an outlet phase word "L1".."L3"; 0 when absent (as the rules count it).
    static int phaseIndex(const QString& phase);
    /// Continuous watts one phase of `pdu` carries: phaseLimitA × V_LL/√3 (3-phase) or × V.
    static double phaseLimitW(const PduSpec& pdu);
};

}  // namespace sn
