#pragma once

#include <QPointF>

#include <optional>

namespace sn {

struct Room;

/// What of the hall lies under a room point: a column, a keep-out zone, a
/// door's clear area or a wall, each by its index in the Room.
struct HallPick {
    static std::optional<int> column(const Room& room, QPointF mm);
    static std::optional<int> keepOut(const Room& room, QPointF mm);
    /// The door whose clear area (swing and clear depth) holds the point.
    static std::optional<int> door(const Room& room, QPointF mm);
    /// The wall (partition) whose drawn thickness holds the point.
    static std::optional<int> wall(const Room& room, QPointF mm);
};

}  // namespace sn
