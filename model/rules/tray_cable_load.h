#pragma once

#include "model/design/design.h"

#include <QHash>

namespace sn {

/// What the routed cables put into one tray at its fullest stretch — the
/// figure the router keeps within the fill limit per tray segment. At each
/// position along the tray, the load is Σ π·(OD/2)² of the cables whose runs
/// (Cable::trayRuns) cover it; the fullest position wins. A cable without
/// runs (files from before runs were recorded, hand edits) counts over the
/// whole of each tray it lists. Rule cabling.tray-fill and the floor plan's
/// heat map share this.
struct TrayCableLoad {
    double cableAreaMm2 = 0;   ///< at the fullest stretch
    int cables = 0;            ///< cables side by side there
    double fromMm = 0, toMm = 0;  ///< the fullest stretch, along the centre line from its first point

    /// Cables with a route and a catalog type with a diameter, per tray they load.
    static QHash<TrayId, TrayCableLoad> of(const Design& design);
    /// Cable area over the tray's gross cross-section (width × depth), 0.5 = half full;
    /// 0 for a tray without a cross-section.
    static double fillShare(const Tray& tray, const TrayCableLoad& load);
    /// Length of a tray's centre line.
    static double lengthMm(const Tray& tray);
};

}  // namespace sn
