#pragma once

#include "model/catalog/catalog_enums.h"
#include "model/core/ids.h"
#include "model/design/design_objects.h"
#include "model/routing/routing_policy.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace sn {

class Design;
class RackFrame;

/// Where a cable leaves its port: the rack, the physical face of the rack it
/// comes out of, its position across that face (rack frame `a`) and its
/// height. A side-mounted device sits inside one column.
struct PortExit {
    RackId rack = RackId::create();
    Face face = Face::Rear;
    double aMm = 0;
    double zMm = 0;
    std::optional<int> column;  ///< side-mounted: the column it sits in

    /// Horizontal run from the port to a column of its face.
    double lateralMm(const RackFrame& frame, int side) const;
};

/// Finds a port's exit, or says (translated) why it has none.
class PortExits {
    Q_DECLARE_TR_FUNCTIONS(PortExits)
public:
    static std::optional<PortExit> of(const Design& design, const PortRef& port, const RoutingPolicy& policy,
                                      QString* whyNot);
};

}  // namespace sn
