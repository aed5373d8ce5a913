#include "model/rules/hall/hall_rules.h"

#include "model/design/room_site.h"
#include "model/rules/rule_context.h"

#include <algorithm>
#include <limits>
#include <map>
#include <set>

namespace sn {

namespace {

/// Gaps under this are racks standing against each other (one block), not an aisle.
constexpr double kTouchingMm = 1;

/// The row's name, or the rack's own for a rack in no row.
QString rowName(const Design& design, const Rack& rack) {
    if (rack.row)
        if (const Row* row = design.rows().find(*rack.row)) return row->name;
    return rack.name;
}

}  // namespace

void AisleWidthRule::checkDesign(const RuleContext& context, FindingSink& sink) const {
    const Design& design = context.design();
    const double minimum = design.room().minAisleMm;
    if (minimum <= 0) return;
    const auto& racks = design.racks();
    const int n = int(racks.size());
    std::vector<QRectF> area(static_cast<size_t>(n));
    std::vector<bool> facesY(static_cast<size_t>(n));
    for (int i = 0; i < n; ++i) {
        area[size_t(i)] = RoomSite::rackFootprint(racks[i]);
        facesY[size_t(i)] = racks[i].rotationDeg % 180 == 0;
    }

    struct Aisle {
        double gapMm = 0;
        int a = -1, b = -1;  ///< the two racks at the narrowest point
        std::set<int> racks;
    };
    // Only racks beside each other across the aisle can face a rack: their
    // spans along the row overlap. Per way round, racks sorted by where
    // that span starts; a rack's candidates start within the widest span
    // before its own end (all pairs were 15 % of an incremental
    // validate of a 660-rack hall).
    auto spanLow = [&](int k) { return facesY[size_t(k)] ? area[size_t(k)].left() : area[size_t(k)].top(); };
    auto spanHigh = [&](int k) { return facesY[size_t(k)] ? area[size_t(k)].right() : area[size_t(k)].bottom(); };
    std::vector<int> sorted[2];
    std::vector<double> lows[2];
    double widest[2] = {0, 0};
    for (int k = 0; k < n; ++k) {
        sorted[facesY[size_t(k)] ? 1 : 0].push_back(k);
        widest[facesY[size_t(k)] ? 1 : 0] = std::max(widest[facesY[size_t(k)] ? 1 : 0], spanHigh(k) - spanLow(k));
    }
    for (int g = 0; g < 2; ++g) {
        std::stable_sort(sorted[g].begin(), sorted[g].end(), [&](int x, int y) { return spanLow(x) < spanLow(y); });
        for (int k : sorted[g]) lows[g].push_back(spanLow(k));
    }
    std::map<std::pair<QString, QString>, Aisle> aisles;
    for (int i = 0; i < n; ++i) {
        const QRectF& r = area[size_t(i)];
        const int g = facesY[size_t(i)] ? 1 : 0;
        const auto from = std::lower_bound(lows[g].begin(), lows[g].end(), spanLow(i) - widest[g] - kTouchingMm);
        const auto to = std::upper_bound(lows[g].begin(), lows[g].end(), spanHigh(i) + kTouchingMm);
        // Look past each of the rack's two faces for the nearest rack facing the same way round.
        for (int side = 0; side < 2; ++side) {
            double best = std::numeric_limits<double>::infinity();
            int nearest = -1;
            for (auto at = from; at != to; ++at) {
                const int j = sorted[g][size_t(at - lows[g].begin())];
                if (j == i) continue;
                const QRectF& o = area[size_t(j)];
                double gap, overlap;
                if (facesY[size_t(i)]) {
                    overlap = std::min(r.right(), o.right()) - std::max(r.left(), o.left());
                    gap = side == 0 ? r.top() - o.bottom() : o.top() - r.bottom();
                } else {
                    overlap = std::min(r.bottom(), o.bottom()) - std::max(r.top(), o.top());
                    gap = side == 0 ? r.left() - o.right() : o.left() - r.right();
                }
                if (overlap <= kTouchingMm || gap < -kTouchingMm) continue;
                if (gap < best || (gap == best && j < nearest)) {  // ties: the first in document order, as before
                    best = gap;
                    nearest = j;
                }
            }
            if (nearest < 0 || best < kTouchingMm || best >= minimum - 1e-9) continue;
            QString ra = rowName(design, racks[i]), rb = rowName(design, racks[nearest]);
            int a = i, b = nearest;
            if (rb < ra) {
                std::swap(ra, rb);
                std::swap(a, b);
            }
            Aisle& aisle = aisles[{ra, rb}];
            if (aisle.a < 0 || best < aisle.gapMm) {
                aisle.gapMm = best;
                aisle.a = a;
                aisle.b = b;
            }
            aisle.racks.insert(i);
            aisle.racks.insert(nearest);
        }
    }
    for (const auto& [rows, aisle] : aisles) {
        std::vector<ObjectRef> refs;
        for (int k : aisle.racks) refs.push_back(ObjectRef::of(racks[k].id));
        const QString between = rows.first == rows.second ? tr("within row %1").arg(rows.first)
                                                          : tr("between %1 and %2").arg(rows.first, rows.second);
        sink.add(Severity::Error, std::move(refs), aisle.gapMm, minimum, QStringLiteral("mm"),
                 tr("The aisle %1 is %2 mm wide at its narrowest (racks %3 and %4), under the room's "
                    "%5 mm minimum.")
                     .arg(between, QString::number(aisle.gapMm, 'f', 0), racks[aisle.a].name, racks[aisle.b].name,
                          QString::number(minimum, 'f', 0)));
    }
}

}  // namespace sn
