#include "model/routing/rack_frame.h"

#include "model/core/units.h"

#include <QTransform>

#include <algorithm>
#include <cmath>

namespace sn {

RackFrame::RackFrame(const Rack& rack, const RoutingPolicy& policy)
    : m_rack(rack), m_baseMm(policy.rackBaseMm) {
    QTransform turn;
    turn.rotate(rack.rotationDeg);
    // Rotations are multiples of 90°, so round away sin/cos noise: routing
    // must give identical lengths on every platform.
    auto clean = [](QPointF p) { return QPointF(std::round(p.x()), std::round(p.y())); };
    m_aAxis = clean(turn.map(QPointF(1, 0)));
    m_bAxis = clean(turn.map(QPointF(0, 1)));
    // A 19-inch panel (482.6 mm) is centred; each side channel gets half of
    // the rest: 58.7 mm in a 600 mm rack, 158.7 mm in an 800 mm rack.
    m_channelMm = std::max(0.0, (rack.widthMm - policy.panelWidthMm) / 2);
    m_topMm = m_baseMm + rack.uHeight * kRackUnitMm;
}

RackFrame RackFrame::floorUnit(const Device& device, const DeviceType& type, double topMm,
                               const RoutingPolicy& policy) {
    Rack unit;
    unit.id = floorUnitId(device.id);
    unit.name = device.name;
    unit.xMm = device.placement.floorXmm;
    unit.yMm = device.placement.floorYmm;
    unit.rotationDeg = device.placement.rotationDeg;
    unit.widthMm = type.widthMm;
    unit.depthMm = type.depthMm;
    unit.uHeight = 0;
    RackFrame frame(unit, policy);
    frame.m_baseMm = 0;  // a floor unit's ports are measured from the floor
    frame.m_topMm = topMm;
    frame.m_floorUnit = true;
    return frame;
}

QPointF RackFrame::toRoom(double aMm, double bMm) const {
    return QPointF(m_rack.xMm, m_rack.yMm) + m_aAxis * aMm + m_bAxis * bMm;
}

QPolygonF RackFrame::footprint() const {
    return QPolygonF({toRoom(0, 0), toRoom(m_rack.widthMm, 0), toRoom(m_rack.widthMm, m_rack.depthMm),
                      toRoom(0, m_rack.depthMm)});
}

double RackFrame::columnA(int side) const {
    return side == 0 ? m_channelMm / 2 : m_rack.widthMm - m_channelMm / 2;
}

QPointF RackFrame::columnPoint(int column) const {
    return toRoom(columnA(columnSide(column)), columnFace(column) == Face::Rear ? m_rack.depthMm : 0);
}


}  // namespace sn
