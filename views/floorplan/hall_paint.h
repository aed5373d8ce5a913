#pragma once

#include "model/design/design_objects.h"

class QPainter;

namespace sn {

/// Draws the hall's geometry in room millimetres: the outline as
/// a 200 mm wall outside the floor, walls, columns (dark, hatched), doors
/// (the opening cut into the wall, the leaf and its swing arc) and keep-out
/// zones (red hatch with their name and reason when legible). `lod` is the
/// painter's level of detail (pixels per mm), for the labels.
void paintHall(QPainter& painter, const Room& room, double lod);

}  // namespace sn
