#include "model/routing/routing_report.h"

#include "model/analysis/cable_parts.h"
#include "model/design/design.h"

namespace sn {

RoutingReport RoutingReport::of(const Design& design, const RoutingResult& result) {
    const Catalog& catalog = design.catalog();
    RoutingReport r;
    r.rounds = result.rounds;
    std::vector<const Cable*> routed;
    for (const auto* list : {&result.cables, &result.created})
        for (const Cable& c : *list) {
            ++r.cables;
            const CableType* type = catalog.cable(c.typeId);
            if (!type || !c.orderedLengthMm) continue;
            ++r.routed;
            routed.push_back(&c);
        }
    // What is ordered is parts: a splitter's legs are one cable at one length.
    const CableParts parts = CableParts::of(design, routed);
    r.byMedia = parts.partsByMedia;
    r.parts = int(parts.parts.size());
    r.orderedMetres = parts.orderedMetres;
    for (const TrayFill& fill : result.trayFill) {
        const Tray* tray = design.trays().find(fill.tray);
        if (!tray || fill.capacityMm2 <= 0 || fill.fillMm2 <= 0) continue;
        if (fill.fillMm2 / fill.capacityMm2 > r.fullestShare) {
            r.fullestShare = fill.fillMm2 / fill.capacityMm2;
            r.fullestTray = tray->name;
        }
    }
    for (const CableFinding& f : result.findings) r.problems << f.message;
    for (const SegmentFinding& f : result.overFull) r.problems << f.message;
    for (const ChannelFinding& f : result.overFullChannels) r.problems << f.message;
    return r;
}

QString RoutingReport::text() const {
    QString out = tr("Routed %1 of %2 cables (%n round(s) of tray negotiation).", nullptr, rounds)
                      .arg(routed)
                      .arg(cables)
                      + QLatin1Char('\n');
    for (auto it = byMedia.cbegin(); it != byMedia.cend(); ++it)
        out += QStringLiteral("  %1 %2\n").arg(it.key(), -10).arg(it.value(), 6);
    out += tr("Cable to order: %1 m in %n cable(s)", nullptr, parts).arg(orderedMetres, 0, 'f', 1) + QLatin1Char('\n');
    if (!fullestTray.isEmpty())
        out += tr("Fullest tray: %1, at %2 % of its fill limit.").arg(fullestTray).arg(100 * fullestShare, 0, 'f', 0)
               + QLatin1Char('\n');
    if (!problems.isEmpty()) {
        out += tr("Not routed or over full (%1):").arg(problems.size()) + QLatin1Char('\n');
        for (const QString& p : problems) out += QStringLiteral("  ") + p + QLatin1Char('\n');
    }
    return out;
}

RoutingShortfall RoutingShortfall::of(const RoutingResult& result) {
    return {int(result.findings.size()), int(result.overFull.size()), int(result.overFullChannels.size())};
}

QString RoutingShortfall::sentence() const {
    QStringList parts;
    if (unroutedCables) parts << tr("%n cable(s) could not be routed", nullptr, unroutedCables);
    if (overFullTraySegments)
        parts << tr("%n tray segment(s) over the fill limit", nullptr, overFullTraySegments);
    if (overFullCableManagers)
        parts << tr("%n rack cable manager(s) over the fill limit", nullptr, overFullCableManagers);
    return parts.isEmpty() ? QString() : parts.join(QStringLiteral("; ")) + QLatin1Char('.');
}

}  // namespace sn
