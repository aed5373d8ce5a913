#pragma once

#include <QPointF>

#include <optional>
#include <vector>

namespace sn {

class Design;

/// Two points on the floor plan measured the way a crew would (for
/// the measure tool): straight across the room, and along the trays from
/// the tray point nearest to the first to the one nearest to the second,
/// over the router's tray graph (segments, corner fittings, junctions
/// between trays, their height differences included).
struct TrayDistance {
    double straightMm = 0;
    /// Tray run between the two tray points; nullopt when the design has no
    /// tray, or no chain of trays joins the two.
    std::optional<double> alongTraysMm;
    /// Plan distance from each point to its nearest tray centre line.
    double offsetAMm = 0, offsetBMm = 0;
    /// The tray run's polyline in room millimetres (empty without one).
    std::vector<QPointF> pathMm;

    static TrayDistance measure(const Design& design, QPointF aMm, QPointF bMm);
};

}  // namespace sn
