#pragma once

#include "model/design/object_ref.h"

#include <QRectF>

#include <vector>

namespace sn {

class Design;
class ElevationPanel;
class FloorPlanScene;
class FloorPlanView;
class SelectionModel;

/// Frames the objects a finding names (or a cable row) in the drawings,
/// once ObjectFocus has selected them.
class ObjectZoom {
public:
    /// Zooms the floor plan to everything the objects occupy (racks,
    /// trays, floor-standing devices; the whole room for a room finding) and
    /// the elevation to the selected devices' faces.
    static void zoom(const Design& design, const SelectionModel& selection, const std::vector<ObjectRef>& objects,
                     FloorPlanView& plan, ElevationPanel* elevation);
    /// The part of the floor plan the objects occupy (an empty rect when
    /// they have no place on it, e.g. a room-wide finding).
    static QRectF planRect(const Design& design, const FloorPlanScene& scene, const std::vector<ObjectRef>& objects);
};

}  // namespace sn
