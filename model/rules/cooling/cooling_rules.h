#pragma once

#include "model/rules/rule.h"

#include <QCoreApplication>

namespace sn {

/// A rack with liquid-cooled devices needs a cooling loop and a manifold.
class RackLoopRule final : public Rule {
    Q_DECLARE_TR_FUNCTIONS(RackLoopRule)
public:
    QString key() const override { return QStringLiteral("cooling.rack-loop"); }
    RuleScope scope() const override { return RuleScope::Rack; }
    void checkRack(const RuleContext& context, const Rack& rack, FindingSink& sink) const override;
};

/// Required flow of the rack (liquid heat / (ρ·c_p·ΔT) with the loop's
/// coolant) against the summed max flow of its manifolds.
class RackFlowRule final : public Rule {
    Q_DECLARE_TR_FUNCTIONS(RackFlowRule)
public:
    QString key() const override { return QStringLiteral("cooling.rack-flow"); }
    RuleScope scope() const override { return RuleScope::Rack; }
    void checkRack(const RuleContext& context, const Rack& rack, FindingSink& sink) const override;
};

/// One quick-disconnect pair per liquid-cooled device, against the pairs
/// the rack's manifolds offer.
class QdCountRule final : public Rule {
    Q_DECLARE_TR_FUNCTIONS(QdCountRule)
public:
    QString key() const override { return QStringLiteral("cooling.qd-count"); }
    RuleScope scope() const override { return RuleScope::Rack; }
    void checkRack(const RuleContext& context, const Rack& rack, FindingSink& sink) const override;
};

/// The loop's coolant must be in the catalog and its ΔT positive, or no flow can be computed.
class CoolantRule final : public Rule {
    Q_DECLARE_TR_FUNCTIONS(CoolantRule)
public:
    QString key() const override { return QStringLiteral("cooling.coolant"); }
    RuleScope scope() const override { return RuleScope::Loop; }
    void checkLoop(const RuleContext& context, const CoolingLoop& loop, FindingSink& sink) const override;
};

/// Loop heat (Σ liquid heat of its racks) against the summed capacity of its
/// CDUs (loopCdus); a loop serving racks needs a CDU.
class CduHeatRule final : public Rule {
    Q_DECLARE_TR_FUNCTIONS(CduHeatRule)
public:
    QString key() const override { return QStringLiteral("cooling.cdu-heat"); }
    RuleScope scope() const override { return RuleScope::Loop; }
    void checkLoop(const RuleContext& context, const CoolingLoop& loop, FindingSink& sink) const override;
};

/// Loop flow against the summed maximum secondary flow of its CDUs.
class CduFlowRule final : public Rule {
    Q_DECLARE_TR_FUNCTIONS(CduFlowRule)
public:
    QString key() const override { return QStringLiteral("cooling.cdu-flow"); }
    RuleScope scope() const override { return RuleScope::Loop; }
    void checkLoop(const RuleContext& context, const CoolingLoop& loop, FindingSink& sink) const override;
};

/// N+1: the loop's heat and flow with its largest CDU out, against what the
/// others deliver; then, each CDU stopped in turn, the loop solved again for
/// pressure and flow, so a rack piped to the stopped CDU alone is seen
/// (warning: no spare).
class CduRedundancyRule final : public Rule {
    Q_DECLARE_TR_FUNCTIONS(CduRedundancyRule)
public:
    QString key() const override { return QStringLiteral("cooling.cdu-redundancy"); }
    RuleScope scope() const override { return RuleScope::Loop; }
    void checkLoop(const RuleContext& context, const CoolingLoop& loop, FindingSink& sink) const override;

private:
    void checkThroughPipes(const RuleContext& context, const CoolingLoop& loop, FindingSink& sink) const;
};

/// A liquid rack on a loop whose manifold's facility inlets are not piped
/// to a CDU gets no coolant, whatever the loop's margin (error).
class RackPipingRule final : public Rule {
    Q_DECLARE_TR_FUNCTIONS(RackPipingRule)
public:
    QString key() const override { return QStringLiteral("cooling.rack-piping"); }
    RuleScope scope() const override { return RuleScope::Rack; }
    void checkRack(const RuleContext& context, const Rack& rack, FindingSink& sink) const override;
};

/// Loop supply temperature against the CDU's supply range.
class CduSupplyRangeRule final : public Rule {
    Q_DECLARE_TR_FUNCTIONS(CduSupplyRangeRule)
public:
    QString key() const override { return QStringLiteral("cooling.cdu-supply-range"); }
    RuleScope scope() const override { return RuleScope::Loop; }
    void checkLoop(const RuleContext& context, const CoolingLoop& loop, FindingSink& sink) const override;
};

/// The loop solved for pressure and flow as its pipes are laid
/// (LoopHydraulics): a rack whose devices get less than their heat needs
/// (error); racks' shares spread wider than balancing allows as the valves
/// are set (warning, LoopBalancing::kTargetSpread). Silent on a loop the catalog's figures or unrouted pipes leave
/// unsolved (`hydraulics` says what is missing).
class DeliveredFlowRule final : public Rule {
    Q_DECLARE_TR_FUNCTIONS(DeliveredFlowRule)
public:
    QString key() const override { return QStringLiteral("cooling.delivered-flow"); }
    RuleScope scope() const override { return RuleScope::Loop; }
    void checkLoop(const RuleContext& context, const CoolingLoop& loop, FindingSink& sink) const override;
};

/// Pipes and hoses of the solved loop faster than kMaxVelocityMs (warning:
/// erosion of fittings and quick disconnects, noise, pressure drop).
class PipeVelocityRule final : public Rule {
    Q_DECLARE_TR_FUNCTIONS(PipeVelocityRule)
public:
    /// The usual limit for the mains of a closed water loop, m/s (the
    /// wizard sizes headers to it, model/topology/coolant_header.h).
    static constexpr double kMaxVelocityMs = 2.5;
    QString key() const override { return QStringLiteral("cooling.pipe-velocity"); }
    RuleScope scope() const override { return RuleScope::Loop; }
    void checkLoop(const RuleContext& context, const CoolingLoop& loop, FindingSink& sink) const override;
};

/// Static pressure in the solved loop against each part's rating
/// (LoopPressures): an error for parts over it at the operating point, a
/// warning for parts a shut valve with the pumps at full speed would take
/// over it. One finding per loop and catalog type, naming the worst part.
class PressureRatingRule final : public Rule {
    Q_DECLARE_TR_FUNCTIONS(PressureRatingRule)
public:
    QString key() const override { return QStringLiteral("cooling.pressure-rating"); }
    RuleScope scope() const override { return RuleScope::Loop; }
    void checkLoop(const RuleContext& context, const CoolingLoop& loop, FindingSink& sink) const override;
};

/// Loop supply temperature against the maximum coolant inlet temperature of
/// every device on the loop's racks.
class InletTempRule final : public Rule {
    Q_DECLARE_TR_FUNCTIONS(InletTempRule)
public:
    QString key() const override { return QStringLiteral("cooling.inlet-temp"); }
    RuleScope scope() const override { return RuleScope::Loop; }
    void checkLoop(const RuleContext& context, const CoolingLoop& loop, FindingSink& sink) const override;
};

}  // namespace sn

namespace sn {

/// Device types whose coolant figures an import could not give:
/// an unknown liquid share counts all their heat as air (warning: rack and
/// loop flow are then understated by an unknown amount), an unknown inlet
/// limit leaves the supply temperature unchecked for them (info unless the
/// type is known to take coolant), an unknown CDU capacity leaves its loops
/// unchecked (warning).
class UnknownCoolingRule final : public Rule {
    Q_DECLARE_TR_FUNCTIONS(UnknownCoolingRule)
public:
    QString key() const override { return QStringLiteral("cooling.unknown-coolant"); }
    RuleScope scope() const override { return RuleScope::Design; }
    unsigned triggers() const override { return kChangeDevice | kChangeCatalog; }
    void checkDesign(const RuleContext& context, FindingSink& sink) const override;
};

}  // namespace sn
