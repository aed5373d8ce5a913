#pragma once

#include "model/design/design_objects.h"

#include <QHash>
#include <QRectF>

#include <vector>

namespace sn {

class Design;

/// Racks by where they stand on the floor: a uniform grid of square cells,
/// each listing the racks whose footprint touches it, so "which racks are
/// in this rectangle" reads only the cells the rectangle covers instead of
/// every item of the scene (RouteOverlay draws the names of those racks
/// over its lines every frame).
class RackGrid {
public:
    /// Cells of two rack rows with their aisle (2 × 1 200 mm deep racks): a
    /// view of a few racks reads a handful of cells, one of the whole hall
    /// each rack about once.
    static constexpr double kCellMm = 2400;

    void rebuild(const Design& design);
    /// Racks whose footprint (turned as they stand) meets `area`, each once, in design order.
    std::vector<RackId> racksIn(const QRectF& area) const;
    /// All footprints together.
    QRectF bounds() const { return m_bounds; }

private:
    struct Entry {
        RackId rack;
        QRectF footprint;
        int order;
    };
    std::vector<Entry> m_entries;
    QRectF m_bounds;
    QHash<quint64, std::vector<int>> m_cells;  ///< cell (x, y) packed → indices into m_entries
};

}  // namespace sn
