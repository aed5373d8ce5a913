#include "analysis/route_freshness.h"

#include "design/design.h"

#include <cmath>

namespace sn {

namespace {

/// FNV-1a, 64 bit (Fowler–Noll–Vo; offset basis and prime from the reference).
class Fnv {
public:
    static constexpr quint64 kPrime = 0x100000001b3ull;
    static constexpr quint64 kPrime6 = kPrime * kPrime * kPrime * kPrime * kPrime * kPrime;  // wraps mod 2⁶⁴
    void add(qint64 v) {
        for (int i = 0; i < 8; ++i) {
            m_h ^= quint64(v >> (8 * i)) & 0xffu;
            m_h *= kPrime;
        }
    }
    void addMm(double mm) { add(std::llround(mm * 1000.0)); }  // µm: a moved rack moves by far more
    void add(const QString& text) {
        // add(qint64(c.unicode())) for each character: its two bytes, then
        // six zero bytes, whose xor changes nothing, so their six multiplies
        // are one by prime⁶ (mod 2⁶⁴: the same value, a third of the work;
        // route freshness hashes every cable's ends on every validate).
        for (QChar c : text) {
            const quint64 v = c.unicode();
            m_h = (m_h ^ (v & 0xffu)) * kPrime;
            m_h = (m_h ^ (v >> 8)) * kPrime;
            m_h *= kPrime6;
        }
        add(qint64(-1));  // separator, so "ab"+"c" differs from "a"+"bc"
    }
    /// add(uuid.toString(QUuid::WithoutBraces)) without making the string:
    /// the same 36 characters, lower-case hex in groups 8-4-4-4-12 (every
    /// cable end hashes its rack's id, and formatting it was a quarter of
    /// route freshness).
    void add(const QUuid& uuid) {
        char text[36];
        int n = 0;
        auto hex = [&](quint64 v, int digits) {
            for (int i = digits - 1; i >= 0; --i) text[n++] = "0123456789abcdef"[(v >> (4 * i)) & 0xfu];
        };
        hex(uuid.data1, 8);
        text[n++] = '-';
        hex(uuid.data2, 4);
        text[n++] = '-';
        hex(uuid.data3, 4);
        text[n++] = '-';
        hex(quint64(uuid.data4[0]) << 8 | uuid.data4[1], 4);
        text[n++] = '-';
        for (int i = 2; i < 8; ++i) hex(uuid.data4[i], 2);
        for (char c : text) {
            m_h = (m_h ^ quint64(quint8(c))) * kPrime;
            m_h = m_h * kPrime;  // the character's high byte, 0
            m_h *= kPrime6;
        }
        add(qint64(-1));
    }
    quint64 value() const { return m_h; }

private:
    quint64 m_h = 0xcbf29ce484222325ull;
};

}  // namespace

quint64 RouteFreshness::endKey(const Design& design, const PortRef& port) {
    Fnv h;
    h.add(port.port);
    const Device* d = design.device(port.device);
    if (!d) return h.value();
    h.add(d->typeId);
    const Placement& p = d->placement;
    h.add(qint64(p.u));
    h.add(qint64(p.face));
    h.add(qint64(p.side));
    h.add(qint64(p.sideIndex));
    h.addMm(p.floorXmm);
    h.addMm(p.floorYmm);
    h.add(qint64(p.rotationDeg));
    if (const Rack* r = p.rack ? design.rack(*p.rack) : nullptr) {
        h.add(r->id.uuid());
        h.addMm(r->xMm);
        h.addMm(r->yMm);
        h.add(qint64(r->rotationDeg));
        h.addMm(r->widthMm);
        h.addMm(r->depthMm);
        h.add(qint64(r->uHeight));
        h.add(r->typeId);
    }
    return h.value();
}

RouteRecord RouteFreshness::record(const Design& design, const Connection& connection, int columnA, int columnB,
                                   bool overTop, std::optional<RoutingProblem> problem) {
    RouteRecord r;
    r.endA = endKey(design, connection.a);
    r.endB = endKey(design, connection.b);
    r.columnA = columnA;
    r.columnB = columnB;
    r.overTop = overTop;
    r.problem = problem;
    return r;
}

QString RouteFreshness::describe(RoutingProblem problem) {
    switch (problem) {
    case RoutingProblem::NoExit: return tr("an end is not in a rack, or its port is missing");
    case RoutingProblem::NoCableType: return tr("no catalog cable type mates both ports at their speed");
    case RoutingProblem::FixedTypeMismatch: return tr("its fixed cable type does not fit the ports");
    case RoutingProblem::NoPath: return tr("no tray or pass-through joins the two racks");
    case RoutingProblem::BendRadius: return tr("every path passes a fitting tighter than the cable's bend radius");
    case RoutingProblem::TooLong: return tr("the route is longer than any fitting cable type is sold or reaches");
    }
    return {};
}

RouteFreshness::Cable RouteFreshness::of(const Design& design, const sn::Cable& cable) {
    Cable out{cable.id, State::Unknown, {}};
    const Connection* c = design.connection(cable.connection);
    if (!c || !cable.routed) return out;
    const RouteRecord& r = *cable.routed;
    auto endName = [&](const PortRef& p) {
        const Device* d = design.device(p.device);
        return QStringLiteral("%1 %2").arg(d ? d->name : p.device.toString(), p.port);
    };
    const bool movedA = endKey(design, c->a) != r.endA;
    const bool movedB = endKey(design, c->b) != r.endB;
    if (r.problem) {
        out.state = State::Lost;
        out.reason = tr("its last routing found no route: %1").arg(describe(*r.problem));
    } else if (movedA || movedB) {
        out.state = State::Stale;
        out.reason = movedA && movedB ? tr("both ends (%1, %2) have moved since it was routed").arg(endName(c->a), endName(c->b))
                                      : tr("its end at %1 has moved since it was routed").arg(endName(movedA ? c->a : c->b));
    } else if (!cable.routeLengthMm) {
        out.state = State::Lost;
        out.reason = tr("its route was removed after routing");
    } else {
        out.state = State::Current;
    }
    return out;
}

std::vector<RouteFreshness::Cable> RouteFreshness::problems(const Design& design) {
    std::vector<Cable> out;
    for (const sn::Cable& cable : design.cables()) {
        if (!cable.routed) continue;
        Cable state = of(design, cable);
        if (state.state == State::Stale || state.state == State::Lost) out.push_back(std::move(state));
    }
    return out;
}

}  // namespace sn
