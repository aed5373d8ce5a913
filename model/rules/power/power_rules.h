#pragma once

#include "model/rules/rule.h"

#include <QCoreApplication>

#include <array>
#include <vector>
#include <QStringList>

namespace sn {

class Design;

/// Rack draw against its power budget: error when the typical draw exceeds
/// it, warning when only the nameplate maximum does.
class RackBudgetRule final : public Rule {
    Q_DECLARE_TR_FUNCTIONS(RackBudgetRule)
public:
    QString key() const override { return QStringLiteral("power.rack-budget"); }
    RuleScope scope() const override { return RuleScope::Rack; }
    void checkRack(const RuleContext& context, const Rack& rack, FindingSink& sink) const override;
};

/// Each source (PDU, power shelf) in the rack: total max load against its
/// continuous rating √3·V·I·derating.
class PduLoadRule final : public Rule {
    Q_DECLARE_TR_FUNCTIONS(PduLoadRule)
public:
    QString key() const override { return QStringLiteral("power.pdu-load"); }
    RuleScope scope() const override { return RuleScope::Rack; }
    void checkRack(const RuleContext& context, const Rack& rack, FindingSink& sink) const override;
};

/// Each phase of each source in the rack: current I = P / V_phase against
/// the continuous phase limit I_rated·derating.
class PhaseLoadRule final : public Rule {
    Q_DECLARE_TR_FUNCTIONS(PhaseLoadRule)
public:
    QString key() const override { return QStringLiteral("power.phase-load"); }
    RuleScope scope() const override { return RuleScope::Rack; }
    void checkRack(const RuleContext& context, const Rack& rack, FindingSink& sink) const override;
};

/// Three-phase sources whose phase currents differ by more than a set share
/// of their mean: a warning when moving one cord to another phase, or
/// swapping two, would narrow the spread; otherwise the cords cannot be
/// split better (eight equal cords on three phases), and it is information.
class PhaseBalanceRule final : public Rule {
    Q_DECLARE_TR_FUNCTIONS(PhaseBalanceRule)
public:
    /// Default limit on (max − min) / mean of the phase currents. Not from a
    /// standard: a common operator target (10–20 %); the upper end is used.
    static constexpr double kImbalanceLimit = 0.20;
    QString key() const override { return QStringLiteral("power.phase-balance"); }
    RuleScope scope() const override { return RuleScope::Rack; }
    void checkRack(const RuleContext& context, const Rack& rack, FindingSink& sink) const override;
    /// Whether moving one cord to another phase, or swapping two cords of
    /// different phases, makes max − min of the phase loads smaller.
    static bool rebalanceable(const std::array<std::vector<double>, 3>& cords, const std::array<double, 3>& phases);
};

/// A/B redundancy: for each source in the rack, losing it moves its loads'
/// draw onto their other feeds; no remaining source may then exceed its
/// rating, in total or on any phase.
class RedundancyRule final : public Rule {
    Q_DECLARE_TR_FUNCTIONS(RedundancyRule)
public:
    QString key() const override { return QStringLiteral("power.redundancy"); }
    RuleScope scope() const override { return RuleScope::Rack; }
    void checkRack(const RuleContext& context, const Rack& rack, FindingSink& sink) const override;
};

/// A busbar rack (Open Rack V3, BusbarPower): the busbar's load against
/// its power shelves with one spare (a rectifier of each, or a shelf) out
/// (N+1) and against the busbar's rating (errors); a shelf whose input no
/// tap-off or PDU feeds (warning); an upstream feed whose loss leaves the
/// other side's shelves short of the load, so that every device on the
/// busbar stops: N+1 at the shelves, not 2N at the feeds (warning). The feed's own load and phases are power.pdu-load and
/// power.phase-load, which count each shelf's share of the busbar.
class BusbarShelvesRule final : public Rule {
    Q_DECLARE_TR_FUNCTIONS(BusbarShelvesRule)
public:
    QString key() const override { return QStringLiteral("power.busbar-shelves"); }
    RuleScope scope() const override { return RuleScope::Rack; }
    void checkRack(const RuleContext& context, const Rack& rack, FindingSink& sink) const override;
    /// Its feed-loss messages for `design`, rack by rack, for `new` to say the same.
    static QStringList feedLossMessagesFor(const Design& design);
};

/// What a busbar can and cannot feed: a device with AC inlets (C14, C20)
/// and no cord, in a rack whose busbar carries 48 V DC; a power shelf or a
/// device with a busbar clip in a rack whose type has no busbar (its DC
/// output or input meets nothing). Error, one per rack.
class BusbarSupplyRule final : public Rule {
    Q_DECLARE_TR_FUNCTIONS(BusbarSupplyRule)
public:
    QString key() const override { return QStringLiteral("power.busbar-supply"); }
    RuleScope scope() const override { return RuleScope::Rack; }
    void checkRack(const RuleContext& context, const Rack& rack, FindingSink& sink) const override;
};

/// A device with two or more power inlets whose connected inlets all hang on
/// one source: losing that feed takes it down (warning).
class SingleFeedRule final : public Rule {
    Q_DECLARE_TR_FUNCTIONS(SingleFeedRule)
public:
    QString key() const override { return QStringLiteral("power.single-feed"); }
    RuleScope scope() const override { return RuleScope::Device; }
    void checkDevice(const RuleContext& context, const Device& device, FindingSink& sink) const override;
};

/// Devices fed from two or more sources (an A/B PDU pair) whose PSUs left
/// on the other sources, when the worst one of those is lost, carry less
/// than their maximum draw: 2N at the PDU, not at the device. An HGX B200
/// with 3 of its 6 × 3.3 kW PSUs on each feed keeps 9.9 of 14.3 kW and caps
/// at 69 % (or stops, as its type states: PsuLoss). Warning, one per device
/// type and outcome, naming the arithmetic.
class FeedLossRule final : public Rule {
    Q_DECLARE_TR_FUNCTIONS(FeedLossRule)
public:
    QString key() const override { return QStringLiteral("power.feed-loss"); }
    RuleScope scope() const override { return RuleScope::Design; }
    unsigned triggers() const override { return kChangeDevice | kChangeConnection | kChangeCatalog | kChangeRack; }
    void checkDesign(const RuleContext& context, FindingSink& sink) const override;
    /// Its messages for `design`, for `new` and the design report to say the same.
    static QStringList messagesFor(const Design& design);
};

/// A device whose filled PSU bays deliver less than its type's
/// maximum draw with their spares spare: (count − redundant) × rating
/// (DevicePsus) against max_power_w (error: losing a PSU, or even none,
/// overloads the rest). A PSU of unknown rating leaves it unchecked (warning).
/// A device whose only power inlets are those of PSU modules, with every
/// PSU bay empty, has no inlet at all (error).
class PsuCapacityRule final : public Rule {
    Q_DECLARE_TR_FUNCTIONS(PsuCapacityRule)
public:
    QString key() const override { return QStringLiteral("power.psu-capacity"); }
    RuleScope scope() const override { return RuleScope::Device; }
    void checkDevice(const RuleContext& context, const Device& device, FindingSink& sink) const override;
};

/// Heat into air (draw × (1 − liquid fraction)) against the rack's
/// air-cooling limit (≈20–30 kW, domain-numbers.md §1e).
class AirHeatRule final : public Rule {
    Q_DECLARE_TR_FUNCTIONS(AirHeatRule)
public:
    QString key() const override { return QStringLiteral("power.air-heat"); }
    RuleScope scope() const override { return RuleScope::Rack; }
    void checkRack(const RuleContext& context, const Rack& rack, FindingSink& sink) const override;
};

/// Power density of the room, kW per m² of floor (info: no limit is set).
class RoomDensityRule final : public Rule {
    Q_DECLARE_TR_FUNCTIONS(RoomDensityRule)
public:
    QString key() const override { return QStringLiteral("power.room-density"); }
    RuleScope scope() const override { return RuleScope::Design; }
    unsigned triggers() const override { return kChangeRoom | kChangeDevice | kChangeCatalog; }
    void checkDesign(const RuleContext& context, FindingSink& sink) const override;
};

}  // namespace sn

namespace sn {

class Design;

/// Device types whose power figures an import could not give:
/// reported as unknown, never trusted as zero. Unknown maximum draw: warning,
/// as every rack total and the budget, PDU and phase checks built on it are
/// understated by an unknown amount, so a clean result for those racks cannot
/// be trusted; not an error, since nothing is shown to be wrong. Unknown
/// typical draw alone: info, as the maximum stands in for it (conservative).
/// Unknown PDU rating: warning, as its load goes unchecked.
class UnknownDrawRule final : public Rule {
    Q_DECLARE_TR_FUNCTIONS(UnknownDrawRule)
public:
    QString key() const override { return QStringLiteral("power.unknown-draw"); }
    RuleScope scope() const override { return RuleScope::Design; }
    unsigned triggers() const override { return kChangeDevice | kChangeCatalog; }
    void checkDesign(const RuleContext& context, FindingSink& sink) const override;
};

/// DC inlets (NetBox dc-terminal): every source in our catalog
/// gives AC, so a DC device's supply is outside what the power rules check.
/// One warning per device type with devices: its DC voltage (48 V, -48 V)
/// and inlet count, or that the voltage is unknown.
class DcFeedRule final : public Rule {
    Q_DECLARE_TR_FUNCTIONS(DcFeedRule)
public:
    QString key() const override { return QStringLiteral("power.dc-feed"); }
    RuleScope scope() const override { return RuleScope::Design; }
    unsigned triggers() const override { return kChangeDevice | kChangeCatalog; }
    void checkDesign(const RuleContext& context, FindingSink& sink) const override;
};

}  // namespace sn
