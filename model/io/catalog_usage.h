#pragma once

#include "model/input/json_reader.h"

#include <QString>

#include <vector>

namespace sn {

class Design;

/// One catalog entry a design uses, in the canonical JSON a file stores.
struct UsedCatalogEntry {
    QString kind;
    QString id;
    Json json;
};

/// The catalog entries the design refers to (device types of its devices
/// and the module types in their bays,
/// cable types of its cables and their transceivers, coolants of its loops,
/// rack and tray types), in catalog order. Files carry these so they open
/// with the same figures on a machine whose built-in catalog differs.
std::vector<UsedCatalogEntry> usedCatalogEntries(const Design& design);

}  // namespace sn
