#pragma once

#include "model/design/design.h"

#include <QLineF>

#include <optional>

namespace sn {

/// Which way air goes through a rack, in one place (STYLE §6a): in at its
/// intake face, out at the opposite face. A device's NetBox airflow says
/// which of its own faces takes air in (front-to-rear, side-to-rear: its
/// front; rear-to-front, rear-to-side: its rear; a device that says nothing
/// is taken as front-to-rear, as nearly all rack servers and switches are);
/// a device mounted facing the rack's rear turns that round. The rack's
/// intake is the face through which the most air-side heat comes in (ties:
/// the front), so a rack of front-to-rear servers takes air in at its front
/// and exhausts at its rear unless its devices state otherwise.
struct RackAirflow {
    Face intake = Face::Front;
    double airW = 0;         ///< Σ air-side heat of its devices (DeviceHeat::airW)
    double reversedAirW = 0; ///< of that, what devices blowing the other way put out

    Face exhaust() const { return intake == Face::Front ? Face::Rear : Face::Front; }

    static RackAirflow of(const Design& design, const Rack& rack);
    /// The rack face a device takes its air in at; nullopt for a device
    /// whose air goes side to side, up, or nowhere (passive, mixed).
    static std::optional<Face> deviceIntake(const DeviceType& type, Face mountedFacing);
    /// The outward unit normal of a face of a footprint turned `rotationDeg`
    /// (0: the front faces −y), in room coordinates.
    static QPointF outward(int rotationDeg, Face face);
    /// The edge of a footprint `widthMm` × `depthMm` with its front-left
    /// corner at `corner`, turned `rotationDeg`, along which `face` lies.
    static QLineF edge(QPointF corner, double widthMm, double depthMm, int rotationDeg, Face face);
};

}  // namespace sn
