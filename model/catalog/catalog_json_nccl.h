#pragma once

#include "model/catalog/catalog_json.h"

namespace sn::catalog_json {

/// A device type's "nccl" object (CPUs, PCI ids, the host's PCIe tree as
/// NCCL's topology file describes it): its own reader and writer, used by
/// readDevice / write(DeviceType).
NcclTopology readNccl(const JsonReader& in);
Json writeNccl(const NcclTopology& t);

}  // namespace sn::catalog_json
