#pragma once

#include "model/rules/rule.h"

#include <QCoreApplication>

namespace sn {

/// Rack-mounted devices whose U ranges overlap (a loaded file can hold what the editor refuses).
class OverlapRule final : public Rule {
    Q_DECLARE_TR_FUNCTIONS(OverlapRule)
public:
    QString key() const override { return QStringLiteral("placement.overlap"); }
    RuleScope scope() const override { return RuleScope::Rack; }
    void checkRack(const RuleContext& context, const Rack& rack, FindingSink& sink) const override;
};

/// A device outside its rack's U range, or a rack/side device with no rack.
class OutOfRackRule final : public Rule {
    Q_DECLARE_TR_FUNCTIONS(OutOfRackRule)
public:
    QString key() const override { return QStringLiteral("placement.out-of-rack"); }
    RuleScope scope() const override { return RuleScope::Device; }
    void checkDevice(const RuleContext& context, const Device& device, FindingSink& sink) const override;
};

/// 0U devices in the rear side channels: slot exists, one device per slot,
/// and only 0U devices there.
class SideSlotRule final : public Rule {
    Q_DECLARE_TR_FUNCTIONS(SideSlotRule)
public:
    QString key() const override { return QStringLiteral("placement.side-slot"); }
    RuleScope scope() const override { return RuleScope::Rack; }
    void checkRack(const RuleContext& context, const Rack& rack, FindingSink& sink) const override;
};

/// A device deeper than the rack it is in.
class DepthRule final : public Rule {
    Q_DECLARE_TR_FUNCTIONS(DepthRule)
public:
    QString key() const override { return QStringLiteral("placement.depth"); }
    RuleScope scope() const override { return RuleScope::Device; }
    void checkDevice(const RuleContext& context, const Device& device, FindingSink& sink) const override;
};

/// Sum of device weights against the rack's static load rating.
class WeightRule final : public Rule {
    Q_DECLARE_TR_FUNCTIONS(WeightRule)
public:
    QString key() const override { return QStringLiteral("placement.weight"); }
    RuleScope scope() const override { return RuleScope::Rack; }
    void checkRack(const RuleContext& context, const Rack& rack, FindingSink& sink) const override;
};

/// Open U between installed devices without a blanking panel: hot exhaust
/// recirculates to the cold aisle through the gap (warning).
class BlankingRule final : public Rule {
    Q_DECLARE_TR_FUNCTIONS(BlankingRule)
public:
    QString key() const override { return QStringLiteral("placement.blanking"); }
    RuleScope scope() const override { return RuleScope::Rack; }
    void checkRack(const RuleContext& context, const Rack& rack, FindingSink& sink) const override;
};

}  // namespace sn
