#include "views/elevation/elevation_layout.h"

#include "model/catalog/device_type.h"
#include "model/core/units.h"

#include <cmath>

namespace sn {

ElevationLayout::ElevationLayout(const Rack& rack) : m_rack(rack) {
    const double channel = kSideGapMm + std::max(1, rack.sideSlots) * kSideSlotWidthMm;
    m_rearX = rack.widthMm + kFaceGapMm + channel;
}

QRectF ElevationLayout::frameRect(Face face) const {
    const double x = face == Face::Front ? 0.0 : m_rearX;
    return {x, 0, m_rack.widthMm, m_rack.uHeight * kRackUnitMm + 2 * kFrameMm};
}

QRectF ElevationLayout::unitsRect(Face face) const {
    const QRectF frame = frameRect(face);
    const double panel = std::min(kPanelWidthMm, m_rack.widthMm);
    return {frame.left() + (frame.width() - panel) / 2, kFrameMm, panel, m_rack.uHeight * kRackUnitMm};
}

QRectF ElevationLayout::deviceRect(Face face, int u, int heightU) const {
    const QRectF units = unitsRect(face);
    const double top = units.bottom() - (u - 1 + heightU) * kRackUnitMm;
    return {units.left(), top, units.width(), heightU * kRackUnitMm};
}

QRectF ElevationLayout::sideSlotRect(SideChannel side, int index) const {
    const QRectF units = unitsRect(Face::Rear);
    const QRectF frame = frameRect(Face::Rear);
    // Slot 0 sits next to the rack; further slots step outwards.
    const double x = side == SideChannel::Left
        ? frame.left() - kSideGapMm - (index + 1) * kSideSlotWidthMm
        : frame.right() + kSideGapMm + index * kSideSlotWidthMm;
    return {x, units.top(), kSideSlotWidthMm, units.height()};
}

QRectF ElevationLayout::boundingRect() const {
    QRectF all = frameRect(Face::Front).united(frameRect(Face::Rear));
    const int slotCount = std::max(1, m_rack.sideSlots);
    all = all.united(sideSlotRect(SideChannel::Left, slotCount - 1)).united(sideSlotRect(SideChannel::Right, slotCount - 1));
    // Room for the face titles above and the slot names below.
    return all.adjusted(-40, -160, 40, 80);
}

std::optional<Face> ElevationLayout::faceAt(double x) const {
    for (Face face : {Face::Front, Face::Rear}) {
        const QRectF f = frameRect(face);
        if (x >= f.left() && x <= f.right()) return face;
    }
    return std::nullopt;
}

std::optional<Placement> ElevationLayout::snap(const DeviceType& type, QPointF pos) const {
    const QRectF reach = boundingRect();
    if (!reach.contains(pos)) return std::nullopt;
    Placement p;
    p.rack = m_rack.id;
    if (type.mount == Mount::Side) {
        // The nearest slot by distance to its centre line.
        double best = 1e300;
        for (SideChannel side : {SideChannel::Left, SideChannel::Right})
            for (int i = 0; i < m_rack.sideSlots; ++i) {
                const double d = std::abs(sideSlotRect(side, i).center().x() - pos.x());
                if (d < best) {
                    best = d;
                    p.side = side;
                    p.sideIndex = i;
                }
            }
        if (p.side == SideChannel::None) return std::nullopt;
        p.face = Face::Rear;
        return p;
    }
    // Rack mount: the face nearest to the cursor column.
    const QRectF front = frameRect(Face::Front), rear = frameRect(Face::Rear);
    p.face = std::abs(pos.x() - front.center().x()) <= std::abs(pos.x() - rear.center().x()) ? Face::Front
                                                                                                 : Face::Rear;
    // The cursor holds the device by its centre: centre height in U above U1's
    // bottom, minus half the device, rounded to the nearest whole unit.
    const int h = std::max(1, type.occupiedU());
    const double centreU = (unitsRect(p.face).bottom() - pos.y()) / kRackUnitMm;
    p.u = int(std::lround(centreU - h / 2.0)) + 1;
    return p;
}

}  // namespace sn
