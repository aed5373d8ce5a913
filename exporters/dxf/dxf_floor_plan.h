#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QDate>

namespace sn {

class Design;

/// The floor plan as a DXF drawing for architects and MEP contractors: to
/// scale in millimetres, one layer per kind of object (model/dxf/dxf_layers.h)
/// and a title block. Room y runs into the room; the drawing's Y runs up, so
/// a room point (x, y) is drawn at (x, depth − y) and the plan reads as on
/// screen with the room's front-left corner at the origin.
class DxfFloorPlan {
    Q_DECLARE_TR_FUNCTIONS(DxfFloorPlan)
public:
    static QByteArray build(const Design& design, const QDate& date);
    /// The plotting scale 1:N at which the room and its title block fit an
    /// A1 sheet (841 × 594 mm, 20 mm borders): the title block's figure.
    static int scaleFor(double widthMm, double depthMm);
};

}  // namespace sn
