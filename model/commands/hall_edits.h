#pragma once

#include "model/commands/design_edits.h"

#include <QCoreApplication>
#include <QLineF>
#include <QPointF>

#include <optional>

namespace sn {

/// Checked edits of a site's halls (Room::halls), each one undo step: a
/// hall cut in two by a straight partition, two halls that share a
/// partition joined into one, a hall removed. A room of no halls is split
/// from its outline, so a site can be drawn in the editor from a plain
/// hall. Racks are not moved: one a change leaves across a partition or
/// outside every hall is named by rule hall.room-site.
class HallEdits {
    Q_DECLARE_TR_FUNCTIONS(HallEdits)
public:
    /// A partition running along x (its y fixed) or along y (its x fixed).
    enum class Partition { AlongX, AlongY };

    /// Hall `index` (-1 in a room of no halls: its outline) cut by a
    /// partition through `atMm`, snapped to `gridMm`. The part before the
    /// partition (less x or y) keeps the hall's name and code; the other is
    /// "Hall N" coded "HN", N the first number no hall's code has. Refused
    /// where the partition misses the hall or would cut it in more than two.
    static EditResult split(Design& design, int index, Partition partition, QPointF atMm, double gridMm = 0);
    /// Halls `index` and `other` joined into one with `index`'s name and
    /// code, in `index`'s place; refused unless they share a partition.
    static EditResult merge(Design& design, int index, int other);
    /// Hall `index` removed: its floor belongs to no hall of the site.
    static EditResult remove(Design& design, int index);
    /// Whether halls `index` and `other` share a partition (joined, they make one area).
    static bool adjoin(const Design& design, int index, int other);

    /// A straight partition along x or y between two halls.
    struct SharedPartition {
        Partition partition = Partition::AlongX;
        double atMm = 0;  ///< its y (AlongX) or x (AlongY)
        QLineF spanMm;    ///< where the two halls' outlines meet along it
        int lower = -1;   ///< the hall on its side of less y (AlongX) or x (AlongY)
        int upper = -1;
    };
    /// The partition halls `index` and `other` share, when their outlines
    /// meet along one straight line along x or y; nullopt otherwise.
    static std::optional<SharedPartition> sharedPartition(const Design& design, int index, int other);
    /// That partition moved across itself by `byMm` (towards more x or y),
    /// snapped to `gridMm`: both halls take their new shapes, one undo step.
    /// Refused where the halls share no such partition, where it would
    /// leave their joint floor, or where either hall would be cut in two.
    static EditResult movePartition(Design& design, int index, int other, double byMm, double gridMm = 0);
};

}  // namespace sn
