#pragma once

#include "model/design/design_objects.h"

#include <QRectF>

#include <optional>

namespace sn {

struct DeviceType;

/// Where things sit in a rack elevation drawing, in scene millimetres (y
/// down). The front face is drawn on the left, the rear face on the right;
/// the rear side channels hang beside the rear face, channel `Left` on its
/// left as seen from the rear. U are counted from the bottom: U1 is the
/// lowest unit. Pure geometry, so snapping is tested without widgets.
class ElevationLayout {
public:
    static constexpr double kPanelWidthMm = 482.6;  ///< EIA-310 19" panel
    static constexpr double kFrameMm = 60;          ///< top and bottom frame
    static constexpr double kSideSlotWidthMm = 70;
    static constexpr double kSideGapMm = 30;        ///< rack frame to first side slot
    static constexpr double kFaceGapMm = 420;       ///< front face to left side channel

    explicit ElevationLayout(const Rack& rack);

    QRectF frameRect(Face face) const;
    /// The usable area between the rails, U1 bottom to the top U.
    QRectF unitsRect(Face face) const;
    /// A device of `heightU` units whose lowest unit is `u`.
    QRectF deviceRect(Face face, int u, int heightU) const;
    QRectF sideSlotRect(SideChannel side, int index) const;
    /// Everything drawn, for fitting the view.
    QRectF boundingRect() const;

    /// The face whose frame column contains x, if any.
    std::optional<Face> faceAt(double x) const;
    /// Snaps a drop of `type` with its centre at `pos`: the U whose device
    /// centre is nearest (rack mount, the face under the cursor) or the
    /// nearest side slot (0U). Not yet checked against the design; nullopt
    /// when the point is nowhere near this rack.
    std::optional<Placement> snap(const DeviceType& type, QPointF pos) const;

private:
    const Rack m_rack;
    double m_rearX = 0;
};

}  // namespace sn
