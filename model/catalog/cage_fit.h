#pragma once

#include "model/catalog/catalog_entries.h"
#include "model/catalog/port_spec.h"

#include <QString>

namespace sn {

/// A cage takes exactly one plug. A cage of several logical
/// ports (a twin-port OSFP cage: 2 × 400G) takes one twin-port module whose
/// receptacles carry one fibre per port, one splitter's shared end, or one
/// end of a twin-port switch-to-switch cable; a single-port cage takes a
/// straight cable end, a splitter leg or a single-port module.
namespace CageFit {

/// Can one link of this type join ports a and b (either way round), as the
/// cages take plugs? `parallel`: the other ports of a's and b's cages are
/// joined to each other, so one twin-port cable can carry both links.
bool fits(const CableType& type, const PortSpec& a, const PortSpec& b, bool parallel);

/// fits(), and the type's connectors mate with the two ports (either way
/// round) at the slower port's line rate: the whole test of a data cable.
bool joins(const CableType& type, const PortSpec& a, const PortSpec& b, bool parallel);

/// The physical part a link of this type plugs into `end`'s cage: a cable
/// plug (`module` false; `id` the cable type) or an optic (`module` true;
/// `id` the transceiver type, empty when the type has none for this cage).
struct Plug {
    bool module = false;
    QString id;
    bool operator==(const Plug&) const = default;
};
Plug plugAt(const CableType& type, const PortSpec& end);

/// For a multi-leg part: does `end` take the part's shared plug (the cage
/// end of a splitter, either end of a twin-port cable)?
inline bool isSharedEnd(const CableType& type, const PortSpec& end) {
    return type.isMultiLeg() && end.cagePorts > 1;
}

}  // namespace CageFit

}  // namespace sn
