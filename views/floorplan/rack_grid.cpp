#include "views/floorplan/rack_grid.h"

#include "model/design/design.h"

#include <QTransform>

#include <algorithm>
#include <cmath>

namespace sn {

namespace {

quint64 cellKey(qint64 x, qint64 y) { return (quint64(quint32(qint32(x))) << 32) | quint32(qint32(y)); }

}  // namespace

void RackGrid::rebuild(const Design& design) {
    m_entries.clear();
    m_cells.clear();
    m_bounds = QRectF();
    for (const Rack& rack : design.racks()) {
        // As RackFloorItem stands: turned about its front-left corner.
        const QRectF footprint =
            QTransform().translate(rack.xMm, rack.yMm).rotate(rack.rotationDeg).mapRect(QRectF(0, 0, rack.widthMm, rack.depthMm));
        m_bounds |= footprint;
        const int index = int(m_entries.size());
        m_entries.push_back({rack.id, footprint, index});
        for (qint64 cx = qint64(std::floor(footprint.left() / kCellMm)); cx <= qint64(std::floor(footprint.right() / kCellMm)); ++cx)
            for (qint64 cy = qint64(std::floor(footprint.top() / kCellMm)); cy <= qint64(std::floor(footprint.bottom() / kCellMm)); ++cy)
                m_cells[cellKey(cx, cy)].push_back(index);
    }
}

std::vector<RackId> RackGrid::racksIn(const QRectF& area) const {
    std::vector<int> hits;
    if (area.isEmpty() || m_entries.empty()) return {};
    const qint64 x0 = qint64(std::floor(area.left() / kCellMm)), x1 = qint64(std::floor(area.right() / kCellMm));
    const qint64 y0 = qint64(std::floor(area.top() / kCellMm)), y1 = qint64(std::floor(area.bottom() / kCellMm));
    if ((x1 - x0 + 1) * (y1 - y0 + 1) > qint64(m_cells.size())) {
        // More cells asked for than hold racks (a view of the whole hall): test every rack once.
        for (const Entry& e : m_entries)
            if (e.footprint.intersects(area)) hits.push_back(e.order);
    } else {
        for (qint64 cx = x0; cx <= x1; ++cx)
            for (qint64 cy = y0; cy <= y1; ++cy) {
                const auto it = m_cells.constFind(cellKey(cx, cy));
                if (it == m_cells.cend()) continue;
                for (int i : *it)
                    if (m_entries[size_t(i)].footprint.intersects(area)) hits.push_back(i);
            }
        std::sort(hits.begin(), hits.end());
        hits.erase(std::unique(hits.begin(), hits.end()), hits.end());
    }
    std::vector<RackId> out;
    out.reserve(hits.size());
    for (int i : hits) out.push_back(m_entries[size_t(i)].rack);
    return out;
}

}  // namespace sn
