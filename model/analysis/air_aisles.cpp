#include "model/analysis/air_aisles.h"

#include "model/analysis/conversion_loss.h"
#include "model/analysis/power_feeds.h"
#include "model/analysis/rack_airflow.h"
#include "model/design/room_site.h"

#include <QLineF>

#include <algorithm>
#include <array>
#include <cmath>
#include <map>
#include <set>
#include <tuple>

namespace sn {

namespace {

// One face of a rack or an in-row cooler.
struct AirFace {
    int unit = -1;          // index into the units
    bool intake = false;
    QLineF edge;
    QPointF normal;         // outward, axis-aligned
    int partner = -1;       // the face across the aisle, its span overlapping
    double acrossMm = 0;
    double lineAcrossMm = 0;  // to the nearest face line turned towards it, any span (0: none)
    int hall = -1;            // Room::halls index of the unit's centre (-1: a room of one hall, or outside)
};

struct AirUnit {
    int rack = -1;          // index into AirAisles::racks; -1 for a cooler
    int cooler = -1;        // index into AirAisles::coolerUnits; -1 for a rack
    double capacityW = 0;   // a cooler's
    QString side;           // a rack's row's name (or its own)
};

// Along the normal's axis: the face line's position; across it: its span.
double position(const AirFace& f) { return std::abs(f.normal.y()) > 0.5 ? f.edge.p1().y() : f.edge.p1().x(); }
std::pair<double, double> span(const AirFace& f) {
    const bool alongX = std::abs(f.normal.y()) > 0.5;
    const double a = alongX ? f.edge.p1().x() : f.edge.p1().y();
    const double b = alongX ? f.edge.p2().x() : f.edge.p2().y();
    return {std::min(a, b), std::max(a, b)};
}
double overlap(const AirFace& f, const AirFace& g) {
    const auto [a0, a1] = span(f);
    const auto [b0, b1] = span(g);
    return std::min(a1, b1) - std::max(a0, b0);
}

/// The faces that may stand across an aisle from a face: those whose line
/// lies in front of it, no further than AirAisles::kMaxAcrossMm, found from
/// the faces sorted by line position per outward direction (comparing every
/// face with every other grew with the hall squared). Racks turn in 90°
/// steps, so their normals are axis-aligned; a face turned otherwise is
/// offered to every face, as before.
class FacingFaces {
public:
    explicit FacingFaces(const std::vector<AirFace>& faces) {
        for (size_t i = 0; i < faces.size(); ++i) {
            const int d = direction(faces[i].normal);
            if (d < 0) m_unaligned.push_back(int(i));
            else m_byDirection[size_t(d)].emplace_back(position(faces[i]), int(i));
        }
        for (auto& line : m_byDirection) std::sort(line.begin(), line.end());
    }

    /// Indices of the candidate faces for `f`, ascending (the order a scan of all faces takes).
    const std::vector<int>& of(const AirFace& f) {
        m_found = m_unaligned;
        const int d = direction(f.normal);
        if (d < 0) {
            for (const auto& line : m_byDirection)
                for (const auto& [at, i] : line) m_found.push_back(i);
        } else {
            const auto& line = m_byDirection[size_t(d ^ 1)];  // the opposite direction
            const double from = position(f), sign = f.normal.x() + f.normal.y();
            const double lo = sign > 0 ? from : from - AirAisles::kMaxAcrossMm;
            const double hi = sign > 0 ? from + AirAisles::kMaxAcrossMm : from;
            // A millimetre wider than the window: across() decides exactly.
            auto it = std::lower_bound(line.begin(), line.end(), std::pair{lo - 1.0, -1});
            for (; it != line.end() && it->first <= hi + 1.0; ++it) m_found.push_back(it->second);
        }
        std::sort(m_found.begin(), m_found.end());
        return m_found;
    }

private:
    /// 0 +x, 1 −x, 2 +y, 3 −y (d ^ 1 is the opposite); −1 when not along an axis.
    static int direction(QPointF n) {
        const auto unit = [](double v) { return std::abs(std::abs(v) - 1) < 1e-9; };
        if (unit(n.x()) && std::abs(n.y()) < 1e-9) return n.x() > 0 ? 0 : 1;
        if (unit(n.y()) && std::abs(n.x()) < 1e-9) return n.y() > 0 ? 2 : 3;
        return -1;
    }

    std::array<std::vector<std::pair<double, int>>, 4> m_byDirection;
    std::vector<int> m_unaligned;
    std::vector<int> m_found;
};

/// The hall whose air `point` shares: its Room::halls index in a site of
/// two or more halls, else -1 (the room's, or outside every hall).
int hallKeyAt(const Room& room, QPointF point) {
    const auto at = room.halls.size() >= 2 ? hallAt(room, point) : std::nullopt;
    return at ? int(*at) : -1;
}

/// The entry of `halls` (kept in hall order) for hall `key`, added when first met.
AirAisles::HallAir& hallAirOf(const Room& room, int key, std::vector<AirAisles::HallAir>& halls) {
    auto it = std::lower_bound(halls.begin(), halls.end(), key,
                               [](const AirAisles::HallAir& h, int k) { return h.hall < k; });
    if (it != halls.end() && it->hall == key) return *it;
    AirAisles::HallAir air;
    air.hall = key;
    air.where = room.halls.size() < 2 ? AirAisles::tr("the room")
                : key >= 0            ? AirAisles::tr("hall %1").arg(room.halls[size_t(key)].name)
                                      : AirAisles::tr("the floor outside every hall");
    return *halls.insert(it, std::move(air));
}

}  // namespace

AirAisles AirAisles::of(const Design& design) {
    return of(design, [&design](const Rack& rack) {
        return ConversionLoss::rackLossW(design, rack.id, [&design](const Device& source) {
            return PowerFeeds::loadOf(design, source).maxW;
        });
    });
}

AirAisles AirAisles::of(const Design& design, const RackLossW& rackLossW) {
    AirAisles out;
    const Room& room = design.room();
    if (room.halls.size() >= 2)
        for (const Hall& hall : room.halls) out.hallNames << hall.name;
    std::vector<QPointF> rackCentres;  ///< per rack in design order
    std::vector<AirUnit> units;
    std::vector<AirFace> faces;
    const auto addFaces = [&](int unit, QPointF corner, double w, double d, int rotation, Face intake) {
        const auto hall = hallAt(design.room(), RoomSite::footprint(corner, w, d, rotation).center());
        for (const Face face : {Face::Front, Face::Rear}) {
            AirFace f;
            f.hall = hall ? int(*hall) : -1;
            f.unit = unit;
            f.intake = face == intake;
            f.edge = RackAirflow::edge(corner, w, d, rotation, face);
            f.normal = RackAirflow::outward(rotation, face);
            faces.push_back(f);
        }
    };
    for (const Rack& r : design.racks()) {
        const RackAirflow flow = RackAirflow::of(design, r);
        RackAir air;
        air.rack = r.id;
        air.conversionLossW = rackLossW(r);
        air.airW = flow.airW + air.conversionLossW;
        air.intake = flow.intake;
        out.racks.push_back(air);
        out.roomAirW += air.airW;
        rackCentres.push_back(
            RoomSite::footprint({r.xMm, r.yMm}, r.widthMm, r.depthMm, r.rotationDeg).center());
        const Row* row = r.row ? design.rows().find(*r.row) : nullptr;
        units.push_back({int(out.racks.size()) - 1, -1, 0, row ? row->name : r.name});
        addFaces(int(units.size()) - 1, {r.xMm, r.yMm}, r.widthMm, r.depthMm, r.rotationDeg, flow.intake);
    }
    for (const Device& d : design.devices()) {
        const DeviceType* t = design.typeOf(d);
        if (!t || !t->airCooler) continue;
        out.roomCoolingW += t->airCooler->capacityW;
        ++out.coolers;
        out.coolerUnits.push_back({d.id, t->airCooler->capacityW, -1, -1});
        // A cooler in a rack cools its rack's hall; one on the floor, its own.
        const int rack = d.placement.rack ? design.racks().indexOf(*d.placement.rack) : -1;
        const QPointF at = rack >= 0 ? rackCentres[size_t(rack)]
                                     : RoomSite::footprint({d.placement.floorXmm, d.placement.floorYmm},
                                                           t->widthMm, t->depthMm, d.placement.rotationDeg)
                                           .center();
        out.coolerHall.push_back(hallKeyAt(room, at));
        if (!t->airCooler->inRow || d.placement.rack) continue;
        units.push_back({-1, int(out.coolerUnits.size()) - 1, t->airCooler->capacityW, d.name});
        addFaces(int(units.size()) - 1, {d.placement.floorXmm, d.placement.floorYmm}, t->widthMm, t->depthMm,
                 d.placement.rotationDeg, Face::Rear);
    }
    for (size_t i = 0; i < out.racks.size(); ++i) {
        HallAir& air = hallAirOf(room, hallKeyAt(room, rackCentres[i]), out.halls);
        air.airW += out.racks[i].airW;
        air.racks.push_back(int(i));
    }
    for (size_t i = 0; i < out.coolerUnits.size(); ++i) {
        HallAir& air = hallAirOf(room, out.coolerHall[i], out.halls);
        air.coolingW += out.coolerUnits[i].capacityW;
        ++air.coolers;
    }
    // Each face's nearest face turned towards it with an overlapping span.
    const auto across = [](const AirFace& f, const AirFace& g) {
        // A partition between halls stops the air: faces in two halls share no aisle.
        if (g.unit == f.unit || g.hall != f.hall || QPointF::dotProduct(f.normal, g.normal) > -0.5)
            return 0.0;
        const double mm = (position(g) - position(f)) * (f.normal.x() + f.normal.y());
        return mm > 0 && mm <= kMaxAcrossMm ? mm : 0.0;
    };
    // The aisle's far side: the nearest face line turned towards it, of any
    // span (a row end facing nothing still shares the aisle of its row).
    FacingFaces facing(faces);
    for (AirFace& f : faces) {
        const std::vector<int>& candidates = facing.of(f);
        for (int i : candidates)
            if (const double mm = across(f, faces[size_t(i)]); mm > 0 && (f.lineAcrossMm <= 0 || mm < f.lineAcrossMm))
                f.lineAcrossMm = mm;
        // Across the aisle: a face on that far side whose span overlaps. Past a
        // gap in the far row (a shorter row between), a face further off is
        // beyond the aisle, not across it.
        for (int i : candidates) {
            const AirFace& g = faces[size_t(i)];
            if (const double mm = across(f, g); mm > 0 && mm <= f.lineAcrossMm + 1 && overlap(f, g) > 1
                                                && (f.partner < 0 || mm < f.acrossMm)) {
                f.partner = i;
                f.acrossMm = mm;
            }
        }
    }
    // An aisle is named by its axis, its middle line (to 10 mm) and its
    // hall: a partition across it closes each hall's part on its own.
    const double openHalf = design.room().minAisleMm / 2;
    std::map<std::tuple<int, long long, int>, int> aisleAt;
    std::vector<std::set<QString>> sides;
    for (size_t i = 0; i < faces.size(); ++i) {
        const AirFace& f = faces[i];
        const double sign = f.normal.x() + f.normal.y();
        const double middle = position(f) + sign * (f.lineAcrossMm > 0 ? f.lineAcrossMm / 2 : openHalf);
        const std::tuple<int, long long, int> key{std::abs(f.normal.y()) > 0.5 ? 0 : 1,
                                                  std::llround(middle / 10), f.hall};
        auto it = aisleAt.find(key);
        if (it == aisleAt.end()) {
            it = aisleAt.emplace(key, int(out.aisles.size())).first;
            out.aisles.push_back({});
            out.aisles.back().hall = room.halls.size() >= 2 ? f.hall : -1;
            sides.emplace_back();
        }
        Aisle& a = out.aisles[size_t(it->second)];
        const AirUnit& u = units[size_t(f.unit)];
        if (f.lineAcrossMm <= 0) a.open = true;
        if (u.rack < 0) {
            (f.intake ? a.coolerIntakeW : a.coolerSupplyW) += u.capacityW;
            ++a.coolers;
            Cooler& cooler = out.coolerUnits[size_t(u.cooler)];
            (f.intake ? cooler.intakeAisle : cooler.supplyAisle) = it->second;
            continue;
        }
        sides[size_t(it->second)].insert(u.side);
        RackAir& rack = out.racks[size_t(u.rack)];
        (f.intake ? rack.intakeAisle : rack.exhaustAisle) = it->second;
        (f.intake ? a.intakeW : a.exhaustW) += rack.airW;
        if (f.intake || f.partner < 0) continue;
        const AirFace& g = faces[size_t(f.partner)];
        const AirUnit& v = units[size_t(g.unit)];
        if (!g.intake || v.rack < 0) continue;
        const double length = f.edge.length();
        out.blows.push_back({rack.rack, out.racks[size_t(v.rack)].rack, it->second,
                             length > 0 ? rack.airW * std::min(1.0, overlap(f, g) / length) : 0.0, f.acrossMm});
    }
    for (size_t i = 0; i < out.aisles.size(); ++i) {
        Aisle& a = out.aisles[i];
        a.rows = QStringList(sides[i].begin(), sides[i].end());
        a.kind = a.exhaustW > 0 && a.intakeW > 0 ? Kind::Mixed : a.exhaustW > 0 ? Kind::Hot : Kind::Cold;
    }
    return out;
}

std::pair<double, double> AirAisles::containedLoad(const Aisle& aisle, Containment containment) {
    if (containment == Containment::Hot && aisle.kind != Kind::Cold) return {aisle.exhaustW, aisle.coolerIntakeW};
    if (containment == Containment::Cold && aisle.kind != Kind::Hot) return {aisle.intakeW, aisle.coolerSupplyW};
    return {0, 0};
}

QString AirAisles::aisleWhere(const Aisle& aisle, Containment containment) const {
    const QString rows = aisle.rows.join(QLatin1Char('/'));
    const bool hot = containment == Containment::Hot;
    if (aisle.hall < 0 || aisle.hall >= int(hallNames.size()))
        //: %1 row names ("A/B")
        return hot ? tr("the contained hot aisle of rows %1").arg(rows)
                   : tr("the contained cold aisle of rows %1").arg(rows);
    const QString& hall = hallNames[aisle.hall];
    //: %1 row names ("A/B"), %2 a hall's name
    return hot ? tr("the contained hot aisle of rows %1 in hall %2").arg(rows, hall)
               : tr("the contained cold aisle of rows %1 in hall %2").arg(rows, hall);
}

std::vector<AirAisles::Shortfall> AirAisles::shortWithout(const std::vector<DeviceId>& out,
                                                          Containment containment) const {
    std::vector<Aisle> after = aisles;
    for (const Cooler& c : coolerUnits) {
        if (std::find(out.begin(), out.end(), c.device) == out.end()) continue;
        if (c.intakeAisle >= 0) after[size_t(c.intakeAisle)].coolerIntakeW -= c.capacityW;
        if (c.supplyAisle >= 0) after[size_t(c.supplyAisle)].coolerSupplyW -= c.capacityW;
    }
    std::vector<Shortfall> result;
    for (size_t i = 0; i < aisles.size(); ++i) {
        const auto [heatW, coolingW] = containedLoad(after[i], containment);
        const auto [heatBeforeW, coolingBeforeW] = containedLoad(aisles[i], containment);
        if (!isShort(heatW, coolingW) || isShort(heatBeforeW, coolingBeforeW)) continue;
        Shortfall s;
        s.where = aisleWhere(aisles[i], containment);
        s.heatW = heatW;
        s.coolingW = std::max(0.0, coolingW);
        for (size_t r = 0; r < racks.size(); ++r)
            if ((containment == Containment::Hot ? racks[r].exhaustAisle : racks[r].intakeAisle) == int(i))
                s.racks.push_back(int(r));
        result.push_back(std::move(s));
    }
    // Each hall's air on its own (the room's, without halls).
    for (const HallAir& hall : halls) {
        double coolingAfterW = hall.coolingW;
        for (size_t c = 0; c < coolerUnits.size(); ++c)
            if (coolerHall[c] == hall.hall &&
                std::find(out.begin(), out.end(), coolerUnits[c].device) != out.end())
                coolingAfterW -= coolerUnits[c].capacityW;
        if (!isShort(hall.airW, coolingAfterW) || isShort(hall.airW, hall.coolingW)) continue;
        Shortfall s;
        s.where = hall.where;
        s.heatW = hall.airW;
        s.coolingW = std::max(0.0, coolingAfterW);
        for (const int r : hall.racks)
            if (racks[size_t(r)].airW > 0) s.racks.push_back(r);
        result.push_back(std::move(s));
    }
    return result;
}

}  // namespace sn
