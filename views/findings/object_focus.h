#pragma once

#include "model/design/object_ref.h"

#include <vector>

namespace sn {

class Design;
class SelectionModel;

/// Turns the objects a finding names (or a cable row) into a selection:
/// "show me what is wrong" (ObjectZoom then frames them).
class ObjectFocus {
public:
    /// Selects the objects of the first object's kind (rules list the object
    /// a finding is about first): racks, devices, trays or cables. A loop
    /// selects the racks it cools (its CDU when it cools none), a connection
    /// its cable (its two devices while it has none). The elevation is
    /// pointed at the rack of the first device or cable end.
    static void select(const Design& design, SelectionModel& selection, const std::vector<ObjectRef>& objects);
};

}  // namespace sn
