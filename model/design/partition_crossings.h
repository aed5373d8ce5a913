#pragma once

#include "model/design/design_objects.h"

#include <QPointF>

#include <vector>

namespace sn {

/// A fire-rated partition between two halls is crossed by a tray through a
/// listed fire-stop penetration, and the listing caps the cables in it
/// below the tray's own fill limit. The figures are those of the UL-listed
/// through-penetration systems for open-ladder cable tray (RectorSeal's
/// W-J-4017 through a concrete wall, W-L-4054 through a gypsum partition):
/// a tray up to 24 in. (609.6 mm) wide and 4 in. (101.6 mm) deep, its
/// cables at most 40 % of the tray's cross-section taken over a 3 in.
/// (76.2 mm) loading depth.
struct FireStop {
    static constexpr double kFillShare = 0.40;
    static constexpr double kLoadingDepthMm = 76.2;
    static constexpr double kMaxTrayWidthMm = 609.6;
    static constexpr double kMaxTrayDepthMm = 101.6;
    /// The cable cross-section the penetration of `tray` admits, in mm².
    static double capacityMm2(const Tray& tray);
    /// Does a listed system take a tray of this size at all?
    static bool listedFor(const Tray& tray);
};

/// Where a tray's centre line passes from one hall of a site into another.
struct PartitionCrossing {
    int polylineSegment = 0;  ///< 0-based segment of the tray's centre line
    double alongMm = 0;       ///< along the centre line from its first point
    QPointF pointMm;
    int fromHall = 0, toHall = 0;  ///< indices into Room::halls, in the tray's direction
};

/// The crossings of a tray with the partitions of a room's halls, in order
/// along the tray. A room without halls, or a tray that stays in one hall,
/// has none; where the line leaves every hall (an outer wall, a gap between
/// outlines) nothing is counted, as no partition stands there.
std::vector<PartitionCrossing> partitionCrossings(const Room& room, const std::vector<QPointF>& pathMm);

/// The seal of a crossing on the plan: a band across the tray as thick as
/// a 200 mm partition and 100 mm wider than the tray each side (the
/// annular space the listings allow round it), corners in order.
std::vector<QPointF> fireStopOutline(const Tray& tray, const PartitionCrossing& crossing);

}  // namespace sn
