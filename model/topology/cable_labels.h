#pragma once

#include "model/catalog/catalog.h"
#include "model/design/design_fragment.h"

#include <QString>

namespace sn {

/// Human cable ids for a generated fragment: "C00001", "C00002", … in the
/// order a crew pulls them, which is the order of the cable schedule
/// (exporters/schedule): A-end rack by name with numbers compared as numbers,
/// floor-standing A ends last, then the A end's top U, device and port. The
/// schedule's cable_id column and the labels' {cable} token print these
/// instead of the cables' UUIDs. Same fragment, same labels.
class CableLabels {
public:
    /// Overwrites the label of every cable of `fragment` (types from `catalog`).
    static void assign(DesignFragment& fragment, const Catalog& catalog);
    /// The label of the n-th cable (0-based) of `total`: "C" and at least five digits.
    static QString labelFor(int n, int total);
};

}  // namespace sn
