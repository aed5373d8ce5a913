#include "model/analysis/rack_airflow.h"

#include "model/analysis/device_heat.h"
#include "model/analysis/device_psus.h"

#include <QTransform>

#include <cmath>

namespace sn {

namespace {

Face other(Face f) { return f == Face::Front ? Face::Rear : Face::Front; }

// Rotations are multiples of 90°: round sin/cos noise away, as RackFrame does.
QPointF turned(int rotationDeg, QPointF p) {
    const QPointF q = QTransform().rotate(rotationDeg).map(p);
    return {std::round(q.x() * 1e6) / 1e6, std::round(q.y() * 1e6) / 1e6};
}

}  // namespace

std::optional<Face> RackAirflow::deviceIntake(const DeviceType& type, Face mountedFacing) {
    const QString flow = type.netbox ? type.netbox->airflow : QString();
    if (flow.isEmpty() || flow == u"front-to-rear" || flow == u"side-to-rear") return mountedFacing;
    if (flow == u"rear-to-front" || flow == u"rear-to-side") return other(mountedFacing);
    return std::nullopt;
}

RackAirflow RackAirflow::of(const Design& design, const Rack& rack) {
    RackAirflow out;
    double frontW = 0, rearW = 0;
    for (DeviceId id : design.devicesIn(rack.id)) {
        const Device* d = design.device(id);
        const DeviceType* t = d ? design.typeOf(*d) : nullptr;
        if (!t) continue;
        const double airW = DeviceHeat::of(design.catalog(), *t, *d).airW;
        out.airW += airW;
        if (const auto in = deviceIntake(*t, d->placement.face)) (*in == Face::Front ? frontW : rearW) += airW;
    }
    out.intake = rearW > frontW ? Face::Rear : Face::Front;
    out.reversedAirW = out.intake == Face::Front ? rearW : frontW;
    return out;
}

QPointF RackAirflow::outward(int rotationDeg, Face face) {
    // The footprint's depth axis runs from its front to its rear.
    const QPointF depth = turned(rotationDeg, QPointF(0, 1));
    return face == Face::Front ? -depth : depth;
}

QLineF RackAirflow::edge(QPointF corner, double widthMm, double depthMm, int rotationDeg, Face face) {
    const QPointF along = turned(rotationDeg, QPointF(1, 0));
    const QPointF depth = turned(rotationDeg, QPointF(0, 1));
    const QPointF start = corner + (face == Face::Rear ? depth * depthMm : QPointF());
    return {start, start + along * widthMm};
}

}  // namespace sn
