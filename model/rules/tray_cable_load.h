#pragma once

#include "design/design.h"

#include <QHash>

namespace sn {

/// What the routed cables put into one tray: Σ π·(OD/2)² of every cable
/// whose route passes the tray, and how many they are. A cable records the
/// trays it passes, not the stretch of each, so it counts over the whole
/// tray (rule cabling.tray-fill and the floor plan's heat map share this).
struct TrayCableLoad {
    double cableAreaMm2 = 0;
    int cables = 0;

    /// Cables with a route and a catalog type with a diameter, per tray.
    static QHash<TrayId, TrayCableLoad> of(const Design& design);
    /// Cable area over the tray's gross cross-section (width × depth), 0.5 = half full;
    /// 0 for a tray without a cross-section.
    static double fillShare(const Tray& tray, const TrayCableLoad& load);
};

}  // namespace sn
