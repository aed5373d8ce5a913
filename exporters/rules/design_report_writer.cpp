#include "exporters/rules/design_report_writer.h"

#include "model/rules/ashrae_class.h"
#include "model/rules/design_report.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace sn {

namespace {
QString num(double v, int decimals = 1) { return QString::number(v, 'f', decimals); }
QString orDash(const QString& s) { return s.isEmpty() ? QStringLiteral("-") : s; }

nlohmann::ordered_json optionalNumber(const std::optional<double>& v) {
    return v ? nlohmann::ordered_json(*v) : nlohmann::ordered_json(nullptr);
}
}  // namespace

QString DesignReportWriter::text(const DesignReport& r) {
    QStringList lines;
    lines << tr("Design: %1").arg(r.name.isEmpty() ? tr("(unnamed)") : r.name);
    lines << tr("Total: %1 kW max, %2 kW typical; room %3 m², %4 kW/m²")
                 .arg(num(r.totalMaxW / 1000.0), num(r.totalTypicalW / 1000.0), num(r.roomAreaM2), num(r.kwPerM2, 2));
    lines << QString();
    lines << tr("Racks");
    lines << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9")
                 .arg(tr("name"), -10)
                 .arg(tr("U used"), 8)
                 .arg(tr("max W"), 10)
                 .arg(tr("typ. W"), 10)
                 .arg(tr("liquid W"), 10)
                 .arg(tr("air W"), 10)
                 .arg(tr("flow L/min"), 11)
                 .arg(tr("manifold L/min"), 15)
                 .arg(tr("id"));
    for (const RackReport& k : r.racks) {
        lines << QStringLiteral("%1 %2 %3 %4 %5 %6 %7 %8 %9")
                     .arg(k.name, -10)
                     .arg(QStringLiteral("%1/%2").arg(k.uUsed).arg(k.uHeight), 8)
                     .arg(num(k.maxW, 0), 10)
                     .arg(num(k.typicalW, 0), 10)
                     .arg(num(k.liquidHeatW, 0), 10)
                     .arg(num(k.airHeatW, 0), 10)
                     .arg(k.requiredFlowLpm ? num(*k.requiredFlowLpm) : QStringLiteral("-"), 11)
                     .arg(num(k.manifoldCapacityLpm), 15)
                     .arg(k.id);
        // Sums that leave out unknown figures say so.
        if (k.incomplete())
            lines << tr("    incomplete: power draw unknown for %1 device(s), liquid-cooled share unknown for %2")
                         .arg(k.unknownDrawDevices)
                         .arg(k.unknownCoolantDevices);
    }
    lines << QString();
    lines << tr("Power feeds (every PDU of a side summed: A, B by its name, else left / right side channel; kW at "
                "max draw / continuous rating; each PDU's phase currents at max draw against its continuous limit)");
    bool anyFeed = false;
    for (const RackReport& k : r.racks) {
        if (k.sources.empty()) continue;
        anyFeed = true;
        lines << QStringLiteral("%1 %2 %3")
                     .arg(k.name, -10)
                     .arg(tr("A %1 / %2").arg(num(k.feedAMaxW / 1000.0, 2), num(k.feedARatingW / 1000.0, 2)), -20)
                     .arg(tr("B %1 / %2").arg(num(k.feedBMaxW / 1000.0, 2), num(k.feedBRatingW / 1000.0, 2)));
        for (const SourceReport& src : k.sources) {
            QStringList phases;
            for (int p = 0; p < std::min(src.phases, 3); ++p)
                phases << tr("L%1 %2 A").arg(p + 1).arg(num(src.phaseA[size_t(p)]));
            lines << tr("    %1 (%2): %3 / %4 kW; %5 of %6 A")
                         .arg(src.name, src.feed.isEmpty() ? QStringLiteral("-") : src.feed,
                              num(src.maxW / 1000.0, 2), num(src.ratingW / 1000.0, 2),
                              phases.join(QStringLiteral(", ")), num(src.phaseLimitA));
        }
    }
    if (!anyFeed) lines << tr("(none)");
    for (const QString& m : r.feedLoss) lines << QStringLiteral("  ") + m;
    lines << QString();
    lines << tr("Cooling loops");
    for (const LoopReport& l : r.loops) {
        lines << tr("%1: CDU %2, %3 rack(s), heat %4 W, flow %5 L/min, capacity %6 W / %7 L/min")
                     .arg(l.name, orDash(l.cduName))
                     .arg(l.racks)
                     .arg(num(l.heatW, 0), l.flowLpm ? num(*l.flowLpm) : QStringLiteral("-"), num(l.capacityW, 0),
                          num(l.maxFlowLpm));
        lines << tr("    secondary supply %1 °C, ΔT %2 K, coolant %3 (ρ %4 kg/L, c_p %5 kJ/(kg·K)); id %6")
                     .arg(num(l.supplyC), num(l.deltaTK), orDash(l.coolantName.isEmpty() ? l.coolantId : l.coolantName),
                          QString::number(l.densityKgPerL, 'g', 6), QString::number(l.cpKjPerKgK, 'g', 6), l.id);
        lines << (l.facilitySupplyC
                      ? tr("    facility water at most %1 °C (the CDUs' %2 K approach): ASHRAE %3")
                            .arg(num(*l.facilitySupplyC), num(*l.approachK), l.ashraeClass)
                      : tr("    facility water: not known (a CDU's approach is not in the catalog)"));
    }
    if (r.loops.empty()) lines << tr("(none)");
    lines << QString();
    lines << tr("Flow: L/min = 60 · P[kW] / (ρ[kg/L] · c_p[kJ/(kg·K)] · ΔT[K]); heat at max draw.");
    lines << AshraeClass::mappingNote();
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

QByteArray DesignReportWriter::json(const DesignReport& r) {
    nlohmann::ordered_json root;
    root["name"] = r.name.toStdString();
    root["total_max_w"] = r.totalMaxW;
    root["total_typical_w"] = r.totalTypicalW;
    root["room_area_m2"] = r.roomAreaM2;
    root["kw_per_m2"] = r.kwPerM2;
    nlohmann::ordered_json racks = nlohmann::ordered_json::array();
    for (const RackReport& k : r.racks) {
        racks.push_back({{"id", k.id.toStdString()},
                         {"name", k.name.toStdString()},
                         {"u_used", k.uUsed},
                         {"u_height", k.uHeight},
                         {"max_w", k.maxW},
                         {"typical_w", k.typicalW},
                         {"liquid_heat_w", k.liquidHeatW},
                         {"air_heat_w", k.airHeatW},
                         {"power_budget_w", k.powerBudgetW},
                         {"air_cooling_limit_w", k.airCoolingLimitW},
                         {"loop", k.loopName.toStdString()},
                         {"required_flow_lpm", optionalNumber(k.requiredFlowLpm)},
                         {"manifold_capacity_lpm", k.manifoldCapacityLpm},
                         {"qd_pairs", k.qdPairs},
                         {"liquid_devices", k.liquidDevices},
                         {"feed_a_max_w", k.feedAMaxW},
                         {"feed_b_max_w", k.feedBMaxW},
                         {"feed_a_rating_w", k.feedARatingW},
                         {"feed_b_rating_w", k.feedBRatingW}});
        nlohmann::ordered_json sources = nlohmann::ordered_json::array();
        for (const SourceReport& src : k.sources) {
            nlohmann::ordered_json phaseA = nlohmann::ordered_json::array();
            for (int p = 0; p < std::min(src.phases, 3); ++p) phaseA.push_back(src.phaseA[size_t(p)]);
            sources.push_back({{"name", src.name.toStdString()},
                               {"feed", src.feed.toStdString()},
                               {"max_w", src.maxW},
                               {"rating_w", src.ratingW},
                               {"phase_a", phaseA},
                               {"phase_limit_a", src.phaseLimitA}});
        }
        racks.back()["sources"] = sources;
        if (k.incomplete()) {
            racks.back()["unknown_draw_devices"] = k.unknownDrawDevices;
            racks.back()["unknown_coolant_devices"] = k.unknownCoolantDevices;
        }
    }
    root["racks"] = racks;
    nlohmann::ordered_json feedLoss = nlohmann::ordered_json::array();
    for (const QString& m : r.feedLoss) feedLoss.push_back(m.toStdString());
    root["feed_loss"] = feedLoss;
    nlohmann::ordered_json loops = nlohmann::ordered_json::array();
    for (const LoopReport& l : r.loops)
        loops.push_back({{"id", l.id.toStdString()},
                         {"name", l.name.toStdString()},
                         {"cdu", l.cduName.toStdString()},
                         {"racks", l.racks},
                         {"heat_w", l.heatW},
                         {"flow_lpm", optionalNumber(l.flowLpm)},
                         {"capacity_w", l.capacityW},
                         {"max_flow_lpm", l.maxFlowLpm},
                         {"supply_c", l.supplyC},
                         {"delta_t_k", l.deltaTK},
                         {"coolant", l.coolantId.toStdString()},
                         {"density_kg_per_l", l.densityKgPerL},
                         {"cp_kj_per_kg_k", l.cpKjPerKgK},
                         {"approach_k", optionalNumber(l.approachK)},
                         {"facility_supply_c", optionalNumber(l.facilitySupplyC)},
                         {"ashrae_class", l.ashraeClass.toStdString()}});
    root["loops"] = loops;
    root["ashrae_mapping"] = AshraeClass::mappingNote().toStdString();
    return QByteArray::fromStdString(root.dump(2) + "\n");
}

}  // namespace sn
