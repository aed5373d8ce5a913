#pragma once

#include "model/catalog/catalog.h"

#include <QCoreApplication>

#include <optional>
#include <vector>

namespace sn {

/// The PDUs one rack needs and which PDU and phase each power inlet takes.
/// PDUs come in pairs of the same type: pair k is PDU 2k on feed A and PDU
/// 2k+1 on feed B. A device's inlets alternate A, B, A, … on ONE pair, so
/// when either PDU of the pair fails its partner carries the device's whole
/// draw (2N at the PDU: whether the device's PSUs left on the partner carry
/// it is PsuLoss's question — an HGX B200's 3 of 6 give 9.9 of 14.3 kW):
/// each pair's summed max draw stays within one PDU's continuous
/// rating, and each phase of each PDU within its continuous current with
/// the partner lost (the checks of rules power.redundancy / power.phase-load).
/// Pairs stand in the rack's side channels (0U PDUs) as far as its free side
/// slots go, then in U space (rack-mount PDUs), as an engineer adds them.
struct RackPower {
    Q_DECLARE_TR_FUNCTIONS(RackPower)
public:
    /// Where one power inlet goes: PDU index (2·pair + feed) and phase 0..2.
    struct Slot {
        int pdu = 0;
        int phase = 0;
    };

    /// The PDU type of each pair; the side-channel (0U) pairs come first.
    std::vector<const DeviceType*> pairTypes;
    int sidePairs = 0;  ///< pairs in side channels; the rest are rack-mounted
    /// Per load (in the order given to plan), per power inlet in port order.
    std::vector<std::vector<Slot>> inletSlots;

    int pairs() const { return int(pairTypes.size()); }
    /// U the rack-mounted pairs take (both PDUs of each).
    int rackU() const;
    double weightKg() const;

    /// The fewest A/B pairs that carry these loads: 0U pairs in at most
    /// `maxSidePairs` side-slot pairs, then rack-mount pairs within `freeU`
    /// (more side pairs first on a tie, then the smaller total rating).
    /// Throws UserError naming the rack when no plan fits.
    static RackPower plan(const Catalog& catalog, const std::vector<const DeviceType*>& loads, int maxSidePairs,
                          int freeU, const QString& rackName);
    /// `loads` spread over pairs of these types, or nothing when they do not
    /// fit. Each load goes to the pair carrying least so far on which it
    /// fits; each inlet to the phase of its PDU carrying least with the
    /// partner lost, among phases with a free outlet that mates.
    static std::optional<RackPower> assign(const std::vector<const DeviceType*>& pairTypes,
                                           const std::vector<const DeviceType*>& loads);
    static double loadW(const std::vector<const DeviceType*>& loads);
    /// The device's power inlets (C20/C14), in port order.
    static std::vector<const PortSpec*> inletsOf(const DeviceType& type);
    /// Phase 0..2 of an outlet on L1..L3; 0 when none is stated (as the rules count it).
    static int phaseIndex(Phase phase);
    /// Continuous watts one phase of `pdu` carries: phaseLimitA × V_LL/√3 (3-phase) or × V.
    static double phaseLimitW(const PduSpec& pdu);
};

}  // namespace sn
