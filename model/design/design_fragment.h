#pragma once

#include "model/design/design_objects.h"

#include <vector>

namespace sn {

/// A bundle of new objects added in one step: a pasted selection, a row of
/// racks, a generator's output. Inserted in dependency order (rows, loops,
/// trays, racks, devices, connections, cables).
struct DesignFragment {
    std::vector<Row> rows;
    std::vector<CoolingLoop> loops;
    std::vector<Tray> trays;
    std::vector<Rack> racks;
    std::vector<Device> devices;
    std::vector<Connection> connections;
    std::vector<Cable> cables;

    bool isEmpty() const {
        return rows.empty() && loops.empty() && trays.empty() && racks.empty() && devices.empty()
            && connections.empty() && cables.empty();
    }
};

}  // namespace sn
