#pragma once

#include "exporters/bom/spares_policy.h"
#include "exporters/common/csv_table.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace sn {

class Design;

/// One line of the bill of materials. `section` is a fixed word (devices,
/// cables-<role>, transceivers-<role> with role compute, storage, inband,
/// oob, nvlink; transceivers-shared for a twin-port module whose fibres
/// serve two roles, counted once there; power, cooling, cable-management,
/// blanking-panels, trays, spares, totals) so spreadsheets can filter on it.
struct BomLine {
    QString section, item, description;
    double quantity = 0;
    QString unit;  ///< pcs, m, kW or kg
};

/// Everything to order for a design, derived from it: devices by model;
/// cables by type and orderable length, one per physical part (a splitter
/// or twin-port cable once for all its legs; a cable not yet sized is
/// counted under its type as "length not yet routed"); one transceiver per
/// module (a twin-port module once for the two fibres it carries, a
/// single-port one per optical end; CableParts); PDUs and power cords; manifolds, CDUs and
/// coolant hoses; cable managers; blanking panels filling each empty run of
/// U with 2U panels and, for an odd U, one 1U panel; tray metres by type;
/// the power and heat totals at maximum and typical load; and the weight of
/// the devices and empty racks (DesignWeight).
class Bom {
    Q_DECLARE_TR_FUNCTIONS(Bom)
public:
    /// With `spares` (the exports pass SparesPolicy's default), each data
    /// cable and transceiver line gets a line of spares of the same item in
    /// the `spares` section: installed and spare quantities stay apart.
    static std::vector<BomLine> build(const Design& design, const SparesPolicy& spares = SparesPolicy::none());
    static CsvTable table(const std::vector<BomLine>& lines);
};

}  // namespace sn
