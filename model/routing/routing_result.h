#pragma once

#include "model/core/ids.h"
#include "model/design/design_objects.h"

#include <QString>

#include <cstdint>
#include <vector>

namespace sn {

// RoutingProblem lives in design/design_objects.h: a cable records it (RouteRecord).


/// A cable routing could not realise, with a translated reason naming it.
struct CableFinding {
    CableId cable = CableId::create();
    RoutingProblem problem = RoutingProblem::NoPath;
    QString message;
};

/// A tray segment still over its fill limit after negotiation.
struct SegmentFinding {
    TrayId tray = TrayId::create();
    int polylineSegment = 0;   ///< 0-based segment of the tray's centre line
    double fillMm2 = 0;
    double capacityMm2 = 0;  ///< width × depth × fill limit, or the fire-stop's (fireStop)
    bool fireStop = false;   ///< at a hall partition's fire-stop penetration (FireStop)
    QString message;
};

/// A rack's vertical cable manager (one face, one side) filled past the
/// design's side-channel fill limit at its fullest height.
struct ChannelFinding {
    RackId rack = RackId::create();
    Face face = Face::Rear;
    int side = 0;              ///< 0 left, 1 right, seen from the front
    double fillMm2 = 0;        ///< Σ π·OD²/4 of the cables side by side at the fullest height
    double capacityMm2 = 0;    ///< channel width × manager depth × fill limit
    double atZmm = 0;          ///< the fullest height above the floor
    QString message;
};

/// The fullest stretch of one tray after routing.
struct TrayFill {
    TrayId tray = TrayId::create();
    double fillMm2 = 0;       ///< Σ π·OD²/4 of the cables on its fullest segment
    double capacityMm2 = 0;   ///< that segment's width × depth × fill limit
};

/// What routing computed; nothing in the design changes until the caller
/// applies it (ApplyRoutesCommand).
struct RoutingResult {
    /// The caller's progress callback stopped routing; everything else is empty.
    bool cancelled = false;
    /// Design::revision() of the design routed (a snapshot keeps its source's):
    /// the result applies to that revision only (ApplyRoutesCommand::create).
    std::uint64_t revision = 0;
    /// New values of the cables routed (document order), including cables
    /// that could not be routed (their route and lengths cleared).
    std::vector<Cable> cables;
    /// Cables made for connections that had none (routeAll only).
    std::vector<Cable> created;
    std::vector<CableFinding> findings;
    std::vector<SegmentFinding> overFull;
    std::vector<ChannelFinding> overFullChannels;  ///< racks in document order, then face and side
    std::vector<TrayFill> trayFill;  ///< every tray, in document order
    int rounds = 0;         ///< negotiation rounds run
    int treeRuns = 0;       ///< shortest-path trees computed
    int graphVertices = 0;
    int graphEdges = 0;
};

}  // namespace sn
