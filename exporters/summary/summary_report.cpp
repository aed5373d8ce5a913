#include "exporters/summary/summary_report.h"

#include "model/analysis/design_summary.h"

#include <nlohmann/json.hpp>

namespace sn {

namespace {
/// Columns as a terminal shows them: CJK characters take two cells.
int displayWidth(const QString& text) {
    int width = 0;
    for (const QChar c : text) width += c.unicode() >= 0x2E80 ? 2 : 1;
    return width;
}

QString kw(double watts) { return QString::number(watts / 1000.0, 'f', 1); }

nlohmann::ordered_json counts(const QMap<QString, int>& map) {
    nlohmann::ordered_json j = nlohmann::ordered_json::object();
    for (auto it = map.cbegin(); it != map.cend(); ++it) j[it.key().toStdString()] = it.value();
    return j;
}

QString countsLine(const QMap<QString, int>& map) {
    QStringList parts;
    for (auto it = map.cbegin(); it != map.cend(); ++it) parts << QStringLiteral("%1 %2").arg(it.value()).arg(it.key());
    return parts.isEmpty() ? QStringLiteral("-") : parts.join(QStringLiteral(", "));
}
}  // namespace

QString SummaryReport::text(const DesignSummary& s) {
    QStringList lines;
    auto line = [&](const QString& label, const QString& value) {
        const QString head = label + QLatin1Char(':');
        lines << head + QString(qMax(1, 23 - displayWidth(head)), QLatin1Char(' ')) + value;
    };
    line(tr("Design"), s.name.isEmpty() ? tr("(unnamed)") : s.name);
    line(tr("Rows"), QString::number(s.rows));
    line(tr("Racks"), QString::number(s.racks));
    line(tr("Devices"), QStringLiteral("%1 (%2)").arg(s.devices).arg(countsLine(s.devicesByCategory)));
    line(tr("GPUs"), QString::number(s.gpus));
    line(tr("Ports"), tr("%1 (%2 connected)").arg(s.ports).arg(s.connectedPorts));
    line(tr("Connections"), QStringLiteral("%1 (%2)").arg(s.connections).arg(countsLine(s.connectionsByRole)));
    // Parts as bought; a splitter's legs are one cable, the links are the schedule's rows.
    line(tr("Cables"), tr("%1 (%2), for %n link(s)", nullptr, s.cableLinks).arg(s.cables).arg(countsLine(s.cablesByMedia)));
    line(tr("Cable length ordered"),
         tr("%1 m over %2 cables with a length").arg(s.cableOrderedMetres, 0, 'f', 1).arg(s.cablesWithLength));
    line(tr("Trays"), QString::number(s.trays));
    line(tr("Cooling loops"), QString::number(s.loops));
    line(tr("Power, max"), tr("%1 kW").arg(kw(s.maxPowerW)));
    line(tr("Power, typical"), tr("%1 kW").arg(kw(s.typicalPowerW)));
    line(tr("Heat to liquid"), tr("%1 kW (at max power)").arg(kw(s.liquidHeatW)));
    line(tr("Heat to air"), tr("%1 kW (at max power)").arg(kw(s.airHeatW)));
    // Imported types may lack figures: say so rather than let a total look complete.
    if (!s.unknownFigures.isEmpty())
        line(tr("Figures unknown"), tr("%1 (devices); the totals above are incomplete").arg(countsLine(s.unknownFigures)));
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

QByteArray SummaryReport::json(const DesignSummary& s) {
    nlohmann::ordered_json j;
    j["name"] = s.name.toStdString();
    j["rows"] = s.rows;
    j["racks"] = s.racks;
    j["devices"] = s.devices;
    j["devices_by_category"] = counts(s.devicesByCategory);
    j["gpus"] = s.gpus;
    j["ports"] = s.ports;
    j["connected_ports"] = s.connectedPorts;
    j["connections"] = s.connections;
    j["connections_by_role"] = counts(s.connectionsByRole);
    j["cables"] = s.cables;
    j["cable_links"] = s.cableLinks;
    j["cables_by_media"] = counts(s.cablesByMedia);
    j["cables_with_length"] = s.cablesWithLength;
    j["cable_ordered_m"] = s.cableOrderedMetres;
    j["trays"] = s.trays;
    j["cooling_loops"] = s.loops;
    j["max_power_kw"] = s.maxPowerW / 1000.0;
    j["typical_power_kw"] = s.typicalPowerW / 1000.0;
    j["liquid_heat_kw"] = s.liquidHeatW / 1000.0;
    j["air_heat_kw"] = s.airHeatW / 1000.0;
    if (!s.unknownFigures.isEmpty()) j["unknown_figures"] = counts(s.unknownFigures);
    return QByteArray::fromStdString(j.dump(2) + "\n");
}

}  // namespace sn
