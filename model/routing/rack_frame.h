#pragma once

#include "model/catalog/catalog_enums.h"
#include "model/catalog/device_type.h"
#include "model/design/design_objects.h"
#include "model/routing/routing_policy.h"

#include <QPointF>
#include <QPolygonF>

namespace sn {

/// A rack's own frame for routing. `a` runs across the rack from its left
/// side (seen from the front) to its right, `b` from the front face to the
/// rear, z up from the floor. The rack turns about its origin corner the way
/// Qt turns a scene item (QTransform::rotate, clockwise on a y-down plan).
///
/// Each rack has four vertical cable-manager columns, one per face and side,
/// in the channels between the 19-inch panel and the side walls; column
/// index = face × 2 + side (face 0 front, 1 rear; side 0 left, 1 right).
class RackFrame {
public:
    RackFrame(const Rack& rack, const RoutingPolicy& policy);
    /// A floor-standing unit (in-row CDU) routed like a rack: its footprint
    /// from the catalog, ports measured from the floor, and a top exit at
    /// `topMm` (the catalog gives no height; see RoutingGraph).
    static RackFrame floorUnit(const Device& device, const DeviceType& type, double topMm,
                               const RoutingPolicy& policy);
    /// The id routing gives a floor unit's frame.
    static RackId floorUnitId(DeviceId device) {
        return RackId::fromName(QStringLiteral("floor-unit/") + device.toString());
    }

    static int columnIndex(Face face, int side) { return (face == Face::Rear ? 2 : 0) + side; }
    static Face columnFace(int column) { return column >= 2 ? Face::Rear : Face::Front; }
    static int columnSide(int column) { return column % 2; }

    const Rack& rack() const { return m_rack; }
    bool isFloorUnit() const { return m_floorUnit; }
    /// Room position of a point given in the rack frame.
    QPointF toRoom(double aMm, double bMm) const;
    /// Unit vector of the a axis in room coordinates.
    QPointF aAxis() const { return m_aAxis; }
    QPointF bAxis() const { return m_bAxis; }
    QPolygonF footprint() const;
    QPointF centre() const { return toRoom(m_rack.widthMm / 2, m_rack.depthMm / 2); }
    /// Width of one side channel: what the 19-inch panel leaves on each side.
    double channelWidthMm() const { return m_channelMm; }
    /// a position of a column (centre of its channel).
    double columnA(int side) const;
    /// Room position of a column on its face.
    QPointF columnPoint(int column) const;
    /// Height of U1's bottom edge and of the top of the U space (the top exit).
    double baseZ() const { return m_baseMm; }
    double topZ() const { return m_topMm; }

private:
    Rack m_rack;
    QPointF m_aAxis, m_bAxis;
    double m_channelMm = 0;
    double m_baseMm = 0;
    double m_topMm = 0;
    bool m_floorUnit = false;
};

}  // namespace sn
