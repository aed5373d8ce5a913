#include "views/reports/report_columns.h"

#include <algorithm>

namespace sn {

namespace {

using Column = ReportTableModel::Column;
QVariant kw(double w) { return w / 1000.0; }
QVariant orNone(const std::optional<double>& v) { return v ? QVariant(*v) : QVariant(); }
QString kwText(double w) { return QString::number(w / 1000.0, 'f', 2); }
/// DesignReport leaves the CDU's name empty and its figures 0 for a loop without one.
bool hasCdu(const LoopReport& l) { return !l.cduName.isEmpty() || l.capacityW > 0 || l.maxFlowLpm > 0; }

}  // namespace

std::vector<Column> ReportColumns::racks() {
    const auto rack = [](const DesignReport& r, int row) -> const RackReport& { return r.racks[size_t(row)]; };
    const auto feedTip = [rack](bool a) {
        return [rack, a](const DesignReport& r, int row) {
            const RackReport& k = rack(r, row);
            const double rating = a ? k.feedARatingW : k.feedBRatingW;
            return rating > 0 ? tr("%1 kW of %2 kW continuous rating").arg(kwText(a ? k.feedAMaxW : k.feedBMaxW), kwText(rating))
                              : QString();
        };
    };
    return {
        {tr("Rack"), tr("Rack name"), -1, [rack](const DesignReport& r, int row) { return QVariant(rack(r, row).name); }},
        {tr("Loop"), tr("Cooling loop the rack is on"), -1,
         [rack](const DesignReport& r, int row) {
             const QString& l = rack(r, row).loopName;
             return l.isEmpty() ? QVariant() : QVariant(l);
         }},
        {tr("Max kW"), tr("Sum of the devices' maximum power"), 2,
         [rack](const DesignReport& r, int row) { return kw(rack(r, row).maxW); }},
        {tr("Typical kW"), tr("Sum of the devices' typical power"), 2,
         [rack](const DesignReport& r, int row) { return kw(rack(r, row).typicalW); }},
        {tr("Budget kW"), tr("The rack's power budget"), 2,
         [rack](const DesignReport& r, int row) {
             const double b = rack(r, row).powerBudgetW;
             return b > 0 ? kw(b) : QVariant();
         }},
        {tr("Feed A kW"), tr("Load at max draw on the rack's feed A PDUs, all of them (named …-PDU-A…, else in the left side channel)"), 2,
         [rack](const DesignReport& r, int row) {
             const RackReport& k = rack(r, row);
             return k.feedARatingW > 0 ? kw(k.feedAMaxW) : QVariant();
         },
         feedTip(true)},
        {tr("Feed B kW"), tr("Load at max draw on the rack's feed B PDUs, all of them (named …-PDU-B…, else in the right side channel)"), 2,
         [rack](const DesignReport& r, int row) {
             const RackReport& k = rack(r, row);
             return k.feedBRatingW > 0 ? kw(k.feedBMaxW) : QVariant();
         },
         feedTip(false)},
        {tr("Liquid heat kW"), tr("Heat into the coolant at max draw"), 2,
         [rack](const DesignReport& r, int row) { return kw(rack(r, row).liquidHeatW); }},
        {tr("Air heat kW"), tr("Heat into the room air at max draw"), 2,
         [rack](const DesignReport& r, int row) { return kw(rack(r, row).airHeatW); }},
        {tr("Flow L/min"), tr("Coolant flow the liquid heat needs at the loop's ΔT"), 1,
         [rack](const DesignReport& r, int row) { return orNone(rack(r, row).requiredFlowLpm); }},
        {tr("Manifold L/min"), tr("Sum of the rack manifolds' maximum flow"), 1,
         [rack](const DesignReport& r, int row) { return QVariant(rack(r, row).manifoldCapacityLpm); }},
        {tr("Margin L/min"), tr("Manifold capacity minus required flow; negative is short"), 1,
         [rack](const DesignReport& r, int row) {
             const RackReport& k = rack(r, row);
             return k.requiredFlowLpm ? QVariant(k.manifoldCapacityLpm - *k.requiredFlowLpm) : QVariant();
         }},
        {tr("Max phase A"), tr("The highest phase current of the rack's PDUs at max draw; the cell's tooltip "
                               "gives every PDU's phases against its continuous limit"), 1,
         [rack](const DesignReport& r, int row) {
             const RackReport& k = rack(r, row);
             if (k.sources.empty()) return QVariant();
             double most = 0;
             for (const SourceReport& src : k.sources)
                 for (double a : src.phaseA) most = std::max(most, a);
             return QVariant(most);
         },
         [rack](const DesignReport& r, int row) {
             QStringList lines;
             for (const SourceReport& src : rack(r, row).sources) {
                 QStringList phases;
                 for (int p = 0; p < std::min(src.phases, 3); ++p)
                     phases << tr("L%1 %2 A").arg(p + 1).arg(src.phaseA[size_t(p)], 0, 'f', 1);
                 lines << tr("%1 (feed %2): %3 of %4 A")
                              .arg(src.name, src.feed.isEmpty() ? QStringLiteral("-") : src.feed,
                                   phases.join(QStringLiteral(", ")))
                              .arg(src.phaseLimitA, 0, 'f', 1);
             }
             return lines.join(QLatin1Char('\n'));
         }},
    };
}

std::vector<Column> ReportColumns::loops() {
    const auto loop = [](const DesignReport& r, int row) -> const LoopReport& { return r.loops[size_t(row)]; };
    const auto withCdu = [loop](const DesignReport& r, int row, double v) {
        return hasCdu(loop(r, row)) ? QVariant(v) : QVariant();
    };
    return {
        {tr("Loop"), tr("Cooling loop name"), -1, [loop](const DesignReport& r, int row) { return QVariant(loop(r, row).name); }},
        {tr("CDU"), tr("The loop's coolant distribution unit"), -1,
         [loop](const DesignReport& r, int row) {
             const QString& c = loop(r, row).cduName;
             return c.isEmpty() ? QVariant() : QVariant(c);
         }},
        {tr("Racks"), tr("Racks on the loop"), 0, [loop](const DesignReport& r, int row) { return QVariant(loop(r, row).racks); }},
        {tr("CDU kW"), tr("The CDU's heat capacity"), 2,
         [loop, withCdu](const DesignReport& r, int row) { return withCdu(r, row, loop(r, row).capacityW / 1000.0); }},
        {tr("Load kW"), tr("Liquid heat of the loop's racks at max draw"), 2,
         [loop](const DesignReport& r, int row) { return kw(loop(r, row).heatW); }},
        {tr("Heat margin kW"), tr("CDU capacity minus load; negative is short"), 2,
         [loop, withCdu](const DesignReport& r, int row) {
             const LoopReport& l = loop(r, row);
             return withCdu(r, row, (l.capacityW - l.heatW) / 1000.0);
         }},
        {tr("Flow L/min"), tr("Coolant flow for the load at the loop's ΔT"), 1,
         [loop](const DesignReport& r, int row) { return orNone(loop(r, row).flowLpm); }},
        {tr("CDU L/min"), tr("The CDU's maximum flow"), 1,
         [loop, withCdu](const DesignReport& r, int row) { return withCdu(r, row, loop(r, row).maxFlowLpm); }},
        {tr("Flow margin L/min"), tr("CDU flow minus required flow; negative is short"), 1,
         [loop](const DesignReport& r, int row) {
             const LoopReport& l = loop(r, row);
             return hasCdu(l) && l.flowLpm ? QVariant(l.maxFlowLpm - *l.flowLpm) : QVariant();
         }},
        {tr("Supply °C"), tr("Coolant supply temperature"), 1,
         [loop](const DesignReport& r, int row) { return QVariant(loop(r, row).supplyC); }},
        {tr("ΔT K"), tr("Design temperature rise across the racks"), 1,
         [loop](const DesignReport& r, int row) { return QVariant(loop(r, row).deltaTK); }},
        {tr("Coolant"), tr("Coolant of the loop"), -1,
         [loop](const DesignReport& r, int row) {
             const LoopReport& l = loop(r, row);
             return QVariant(l.coolantName.isEmpty() ? l.coolantId : l.coolantName);
         }},
        {tr("ASHRAE class"), tr("Liquid cooling class of the facility water: secondary supply less the CDUs' approach (default mapping)"), -1,
         [loop](const DesignReport& r, int row) { return QVariant(loop(r, row).ashraeClass); }},
    };
}

}  // namespace sn
