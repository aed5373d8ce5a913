#pragma once

#include "model/rules/rule.h"

#include <QCoreApplication>

namespace sn {

/// The air side of the room (analysis/air_aisles.h): which way racks blow
/// and whether the room's air cooling takes what they put into the air.
/// A rack exhaust facing a rack intake across an aisle (AirAisles): the
/// one rack breathes the other's hot air. Names the racks, the aisle width
/// and the kW blown across.
class ExhaustIntoIntakeRule final : public Rule {
    Q_DECLARE_TR_FUNCTIONS(ExhaustIntoIntakeRule)
public:
    QString key() const override { return QStringLiteral("airflow.exhaust-into-intake"); }
    RuleScope scope() const override { return RuleScope::Design; }
    unsigned triggers() const override { return kChangeRoom | kChangeRack | kChangeRackPlace | kChangeDevice | kChangeCatalog; }
    void checkDesign(const RuleContext& context, FindingSink& sink) const override;
};

/// Air heat against air cooling (AirAisles): with containment, each closed
/// aisle's heat (a hot aisle's exhausts, a cold aisle's intakes) against
/// the in-row coolers serving it; always, the room's air heat against all
/// its air coolers (without any, one note that room air is not checked).
class AisleAirHeatRule final : public Rule {
    Q_DECLARE_TR_FUNCTIONS(AisleAirHeatRule)
public:
    QString key() const override { return QStringLiteral("airflow.aisle-heat"); }
    RuleScope scope() const override { return RuleScope::Design; }
    unsigned triggers() const override {
        return kChangeRoom | kChangeRack | kChangeRackPlace | kChangeDevice | kChangeConnection | kChangeCatalog;
    }
    void checkDesign(const RuleContext& context, FindingSink& sink) const override;
};

}  // namespace sn
