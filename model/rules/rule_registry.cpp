#include "model/rules/rule_registry.h"

#include "model/rules/airflow/airflow_rules.h"
#include "model/rules/cabling/cabling_rules.h"
#include "model/rules/cooling/cooling_rules.h"
#include "model/rules/faults/single_point_rule.h"
#include "model/rules/hall/hall_rules.h"
#include "model/rules/placement/placement_rules.h"
#include "model/rules/power/power_rules.h"

#include <algorithm>

namespace sn {

namespace {
/// Every built-in rule, fresh, in listing order.
RuleRegistry makeBuiltIn() {
    RuleRegistry r;
    // Placement
    r.add(std::make_unique<OverlapRule>());
    r.add(std::make_unique<OutOfRackRule>());
    r.add(std::make_unique<SideSlotRule>());
    r.add(std::make_unique<DepthRule>());
    r.add(std::make_unique<WeightRule>());
    r.add(std::make_unique<BlankingRule>());
    // Power
    r.add(std::make_unique<RackBudgetRule>());
    r.add(std::make_unique<PduLoadRule>());
    r.add(std::make_unique<PhaseLoadRule>());
    r.add(std::make_unique<PhaseBalanceRule>());
    r.add(std::make_unique<RedundancyRule>());
    r.add(std::make_unique<BusbarShelvesRule>());
    r.add(std::make_unique<BusbarSupplyRule>());
    r.add(std::make_unique<SingleFeedRule>());
    r.add(std::make_unique<FeedLossRule>());
    r.add(std::make_unique<PsuCapacityRule>());
    r.add(std::make_unique<AirHeatRule>());
    r.add(std::make_unique<RoomDensityRule>());
    r.add(std::make_unique<UnknownDrawRule>());
    r.add(std::make_unique<DcFeedRule>());
    // Cooling
    r.add(std::make_unique<RackLoopRule>());
    r.add(std::make_unique<RackFlowRule>());
    r.add(std::make_unique<QdCountRule>());
    r.add(std::make_unique<CoolantRule>());
    r.add(std::make_unique<CduHeatRule>());
    r.add(std::make_unique<CduFlowRule>());
    r.add(std::make_unique<CduRedundancyRule>());
    r.add(std::make_unique<RackPipingRule>());
    r.add(std::make_unique<DeliveredFlowRule>());
    r.add(std::make_unique<PipeVelocityRule>());
    r.add(std::make_unique<PressureRatingRule>());
    r.add(std::make_unique<CduSupplyRangeRule>());
    r.add(std::make_unique<InletTempRule>());
    r.add(std::make_unique<UnknownCoolingRule>());
    r.add(std::make_unique<ExhaustIntoIntakeRule>());
    r.add(std::make_unique<AisleAirHeatRule>());
    // Cabling
    r.add(std::make_unique<FormFactorRule>());
    r.add(std::make_unique<SpeedRule>());
    r.add(std::make_unique<CableTypeRule>());
    r.add(std::make_unique<ReachRule>());
    r.add(std::make_unique<OrderableLengthRule>());
    r.add(std::make_unique<RequiredPortRule>());
    r.add(std::make_unique<CagePlugRule>());
    r.add(std::make_unique<RailMixRule>());
    r.add(std::make_unique<FabricGenerationRule>());
    r.add(std::make_unique<UnevenUplinksRule>());
    r.add(std::make_unique<TrayFillRule>());
    r.add(std::make_unique<TrayBendRule>());
    r.add(std::make_unique<SideChannelFillRule>());
    r.add(std::make_unique<RouteFreshnessRule>());
    // Fault domains
    r.add(std::make_unique<SinglePointRule>());
    // The hall
    r.add(std::make_unique<RoomSiteRule>());
    r.add(std::make_unique<AisleWidthRule>());
    r.add(std::make_unique<DoorClearanceRule>());
    r.add(std::make_unique<FloorLoadRule>());
    r.add(std::make_unique<TrayObstacleRule>());
    r.add(std::make_unique<PartitionFireStopRule>());
    return r;
}
}  // namespace

const RuleRegistry& RuleRegistry::builtIn() {
    static const RuleRegistry registry = makeBuiltIn();
    return registry;
}

RuleRegistry RuleRegistry::builtInMatching(const QStringList& prefixes) {
    RuleRegistry all = makeBuiltIn();
    RuleRegistry out;
    for (auto& rule : all.m_rules) {
        const QString key = rule->key();
        if (std::any_of(prefixes.begin(), prefixes.end(), [&](const QString& p) { return key.startsWith(p); }))
            out.add(std::move(rule));
    }
    return out;
}

const Rule* RuleRegistry::find(const QString& key) const {
    for (const auto& rule : m_rules)
        if (rule->key() == key) return rule.get();
    return nullptr;
}

}  // namespace sn
