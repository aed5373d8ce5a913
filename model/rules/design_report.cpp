#include "model/rules/design_report.h"

#include "model/analysis/device_heat.h"
#include "model/analysis/phase_figures.h"
#include "model/analysis/power_feeds.h"
#include "model/analysis/rack_load.h"
#include "model/rules/ashrae_class.h"
#include "model/rules/cooling/loop_cdus.h"
#include "model/rules/cooling/loop_heat.h"
#include "model/rules/power/power_rules.h"
#include "model/rules/rule_context.h"

#include <algorithm>

namespace sn {

DesignReport DesignReport::of(const Design& design) {
    const RuleContext context(design);
    DesignReport out;
    out.name = design.info().name;
    // The one heat split (DeviceHeat), as the racks' sums: an unknown draw
    // is left out, a draw the type leaves to its PSU bays is theirs.
    const DeviceHeat total = DeviceHeat::totalOf(design);
    out.totalMaxW = total.maxW;
    out.totalTypicalW = total.typicalW;
    out.roomAreaM2 = (design.room().widthMm / 1000.0) * (design.room().depthMm / 1000.0);
    out.kwPerM2 = out.roomAreaM2 > 0 ? out.totalMaxW / 1000.0 / out.roomAreaM2 : 0;

    for (const Rack& r : design.racks()) {
        const RackLoad load = context.rackLoad(r);
        RackReport rr;
        rr.id = r.id.toString();
        rr.name = r.name;
        rr.uUsed = load.uUsed;
        rr.uHeight = r.uHeight;
        rr.maxW = load.maxW;
        rr.typicalW = load.typicalW;
        rr.liquidHeatW = load.liquidHeatW;
        rr.airHeatW = load.airHeatW;
        rr.powerBudgetW = r.powerBudgetW;
        rr.airCoolingLimitW = r.airCoolingLimitW;
        if (const CoolingLoop* loop = r.loop ? design.loops().find(*r.loop) : nullptr) {
            rr.loopName = loop->name;
            rr.requiredFlowLpm = context.loopFlowLpm(*loop, load.liquidHeatW);
        }
        rr.manifoldCapacityLpm = load.manifoldFlowLpm;
        rr.qdPairs = load.qdPairs;
        rr.liquidDevices = load.liquidDevices;
        rr.weightKg = load.weightKg;
        for (const Device* d : context.devicesIn(r.id)) {
            const DeviceType* t = design.typeOf(*d);
            if (!t || !PowerFeeds::isSource(*t)) continue;
            const SourceLoad& load = context.sourceLoad(*d);
            SourceReport src;
            src.name = d->name;
            src.feed = PowerFeeds::feedSideOf(*d);
            src.maxW = load.maxW;
            src.ratingW = t->pdu->continuousW();
            src.phases = t->pdu->phases;
            src.phaseLimitA = t->pdu->phaseLimitA();
            const double volts = t->pdu->voltageLlV > 0 ? phase_figures::voltageV(*t->pdu) : 0;
            for (size_t p = 0; p < 3; ++p) src.phaseA[p] = volts > 0 ? load.phaseMaxW[p] / volts : 0;
            if (src.feed == u"A" || src.feed == u"B") {
                const bool feedA = src.feed == u"A";
                (feedA ? rr.feedAMaxW : rr.feedBMaxW) += src.maxW;
                (feedA ? rr.feedARatingW : rr.feedBRatingW) += src.ratingW;
            }
            rr.sources.push_back(std::move(src));
        }
        rr.unknownDrawDevices = load.unknownDrawDevices;
        rr.unknownCoolantDevices = load.unknownCoolantDevices;
        out.racks.push_back(rr);
    }
    out.feedLoss = FeedLossRule::messagesFor(design);
    for (const CoolingLoop& l : design.loops()) {
        LoopReport lr;
        lr.id = l.id.toString();
        lr.name = l.name;
        QStringList cduNames;
        bool approachKnown = true;
        double approachK = 0;
        for (const LoopCdu& c : loopCdus(context, l)) {
            cduNames << c.device->name;
            lr.capacityW += c.capacity.capacityW;
            lr.maxFlowLpm += c.type->cdu->maxFlowLpm;
            approachKnown = approachKnown && c.type->cdu->approachK.has_value();
            approachK = std::max(approachK, c.capacity.ratedApproachK);
        }
        // ASHRAE's W classes describe the facility water; the secondary
        // supply is warmer by the CDU's approach (the worst CDU sets it), or
        // the room states the facility water and the approach is what is left.
        if (const auto facilityC = design.room().facilityWaterC; facilityC && !cduNames.isEmpty()) {
            lr.approachK = l.supplyTempC - *facilityC;
            lr.facilitySupplyC = *facilityC;
        } else if (approachKnown && !cduNames.isEmpty()) {
            lr.approachK = approachK;
            lr.facilitySupplyC = l.supplyTempC - approachK;
        }
        lr.cduName = cduNames.join(QStringLiteral(", "));
        // A rack not piped to a CDU gets none of the loop's capacity: no
        // margin to show (rule cooling.rack-piping says why).
        lr.unpipedRacks = unpipedRacks(context, l);
        if (lr.unpipedRacks > 0) lr.capacityW = lr.maxFlowLpm = 0;
        lr.racks = int(context.racksOf(l.id).size());
        lr.heatW = loopHeatW(context, l);
        lr.flowLpm = context.loopFlowLpm(l, lr.heatW);
        lr.supplyC = l.supplyTempC;
        lr.deltaTK = l.deltaTK;
        lr.coolantId = l.coolantId;
        if (const CoolantType* c = design.catalog().coolant(l.coolantId)) {
            lr.coolantName = c->name;
            lr.densityKgPerL = c->densityKgPerL;
            lr.cpKjPerKgK = c->cpKjPerKgK;
        }
        if (lr.facilitySupplyC) lr.ashraeClass = AshraeClass::forSupplyC(*lr.facilitySupplyC);
        out.loops.push_back(lr);
    }
    return out;
}

}  // namespace sn
