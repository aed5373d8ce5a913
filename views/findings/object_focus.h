#pragma once

#include "rules/finding.h"

#include <QRectF>

#include <vector>

namespace sn {

class Design;
class ElevationPanel;
class FloorPlanScene;
class FloorPlanView;
class SelectionModel;

/// Turns the objects a finding names (or a cable row) into a selection and
/// a place to look: "show me what is wrong".
class ObjectFocus {
public:
    /// Selects the objects of the first object's kind (rules list the object
    /// a finding is about first): racks, devices, trays or cables. A loop
    /// selects the racks it cools (its CDU when it cools none), a connection
    /// its cable (its two devices while it has none). The elevation is
    /// pointed at the rack of the first device or cable end.
    static void select(const Design& design, SelectionModel& selection, const std::vector<ObjectRef>& objects);
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
