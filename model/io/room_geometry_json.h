#pragma once

#include "model/design/design_objects.h"
#include "model/input/json_reader.h"

#include <QCoreApplication>

namespace sn {

/// The room's hall geometry as JSON members of the room object (see
/// model/io/README.md): outline_mm, columns, walls, doors, keep_outs,
/// floor_rating_kn_m2 (or floor_rating_kg_m2 on input), min_aisle_mm,
/// containment (none, hot, cold; absent: none) and facility_water_c (°C;
/// absent: not known).
/// The design file's "room" and the .supernode column room.geometry use the
/// same members. A member whose value is the default (no outline, no
/// columns, no rating, a 1 200 mm aisle) is left out, so a design without
/// hall geometry writes the same bytes as before.
class RoomGeometryJson {
    Q_DECLARE_TR_FUNCTIONS(RoomGeometryJson)
public:
    /// Adds the geometry members to `room` (a JSON object).
    static void write(const Room& geometry, Json& room);
    /// Reads the geometry members of `in` into `room`, then makes its width
    /// and depth at least the outline's extent. Throws UserError naming the
    /// field at fault: an outline of fewer than three points or with a
    /// negative coordinate (the origin is the room's corner), a column or
    /// door of no size, a door on a wall or edge that does not exist, a
    /// negative rating, both rating units at once.
    static void read(const JsonReader& in, Room& room);
};

}  // namespace sn
