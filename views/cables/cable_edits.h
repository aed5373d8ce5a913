#pragma once

#include "model/commands/design_edits.h"

#include <QCoreApplication>

#include <optional>
#include <vector>

namespace sn {

/// The hand edits of cables the cable table and the properties make: each
/// checked first, then one undo step (a macro for several cables, applied
/// as one design batch so views and rules refresh once).
class CableEdits {
    Q_DECLARE_TR_FUNCTIONS(CableEdits)
public:
    /// Catalog cable types that fit both of the cable's ports (the types
    /// routing would consider), the cable's own type first when it has one.
    static std::vector<const CableType*> compatibleTypes(const Design& design, const Cable& cable);
    /// Gives the cables this type and marks it chosen by hand (routing keeps it).
    static EditResult setType(Design& design, const std::vector<CableId>& cables, const QString& typeId);
    /// Orders the cables at this length; nullopt clears it for routing to choose.
    /// Refused when shorter than a cable's routed length.
    static EditResult setOrderedLength(Design& design, const std::vector<CableId>& cables,
                                       std::optional<double> lengthMm);
    /// Renames one cable; refused when another cable already has the label.
    static EditResult setLabel(Design& design, CableId cable, const QString& label);
};

}  // namespace sn
