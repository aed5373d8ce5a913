#pragma once

namespace sn {

class SqliteDb;

/// "SNDS" in PRAGMA application_id marks a file as a Supernode Designer project.
inline constexpr int kProjectApplicationId = 0x534E4453;
/// The schema this program writes. Version history:
///  1  first release: room, rows, racks, devices, trays, loops, connections, cables, catalog
///  2  tray.fill_limit, cable.type_fixed and cable.status
///  3  routing_policy: the design's routing settings (one row)
///  4  cable.tray_runs: where along each tray a cable lies ('' = not recorded)
///  5  cable.route_record: what routing saw (RouteRecord::toText; '' = not recorded)
///  6  room.geometry: the hall's outline, columns, walls, doors, keep-outs, floor
///     rating and minimum aisle as the design file's room members (RoomGeometryJson;
///     '' = none: the plain rectangle, of a design from before halls had outlines)
inline constexpr int kProjectSchemaVersion = 8;

/// Creates the current schema in an empty database.
void createSchema(SqliteDb& db);

/// Upgrades an older schema in place (the caller's in-memory copy), in one
/// transaction. The caller has already refused newer versions.
void upgradeSchema(SqliteDb& db);

}  // namespace sn
