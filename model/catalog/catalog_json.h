#pragma once

#include "model/catalog/catalog.h"
#include "model/input/json_reader.h"

namespace sn {

/// Catalog entries to and from JSON (schema: resources/catalog/README.md).
/// Writing is canonical: parse(write(x)) == x and write(parse(write(x))) is
/// byte-identical, which the design file round trip relies on.
namespace catalog_json {

DeviceType readDevice(const JsonReader& in);
CableType readCable(const JsonReader& in);
TransceiverType readTransceiver(const JsonReader& in);
CoolantType readCoolant(const JsonReader& in);
RackType readRackType(const JsonReader& in);
TrayType readTrayType(const JsonReader& in);
ModuleType readModule(const JsonReader& in);

Json write(const DeviceType& e);
Json write(const CableType& e);
Json write(const TransceiverType& e);
Json write(const CoolantType& e);
Json write(const RackType& e);
Json write(const TrayType& e);
Json write(const ModuleType& e);

/// Reads one entry of any kind (by its "kind" member) into the catalog.
/// Returns the entry's id.
QString readEntryInto(const JsonReader& in, Catalog& catalog);

}  // namespace catalog_json
}  // namespace sn
