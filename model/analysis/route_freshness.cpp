#include "model/analysis/route_freshness.h"

#include "model/design/design.h"

#include <array>
#include <bit>
#include <cmath>

namespace sn {

namespace {

/// FNV-1a, 64 bit (Fowler–Noll–Vo; offset basis and prime from the reference).
/// A zero byte's xor changes nothing, so a run of k zero bytes is one
/// multiply by prime^k (mod 2^64: the same value). Every cable end is hashed
/// on every validate, and most of the bytes hashed are zero: the high bytes
/// of small integers and of Latin-1 characters (a character is hashed as its
/// 64-bit code, eight bytes).
class Fnv {
public:
    static constexpr quint64 kPrime = 0x100000001b3ull;
    /// kPower[k] = prime^k mod 2^64.
    static constexpr std::array<quint64, 9> kPower = [] {
        std::array<quint64, 9> p{};
        p[0] = 1;
        for (size_t k = 1; k < p.size(); ++k) p[k] = p[k - 1] * kPrime;
        return p;
    }();
    void add(qint64 v) {
        const quint64 u = quint64(v);
        // Bytes up to the highest non-zero one, then the zero bytes at once.
        const int bytes = u == 0 ? 0 : (64 - std::countl_zero(u) + 7) / 8;
        for (int i = 0; i < bytes; ++i) m_h = (m_h ^ ((u >> (8 * i)) & 0xffu)) * kPrime;
        m_h *= kPower[size_t(8 - bytes)];
    }
    void addMm(double mm) { add(std::llround(mm * 1000.0)); }  // µm: a moved rack moves by far more
    void add(const QString& text) {
        // add(qint64(c.unicode())) for each character: its two bytes, then six zero bytes.
        const char16_t* c = reinterpret_cast<const char16_t*>(text.constData());
        for (const char16_t* end = c + text.size(); c != end; ++c) addCode(*c);
        add(qint64(-1));  // separator, so "ab"+"c" differs from "a"+"bc"
    }
    /// add(uuid.toString(QUuid::WithoutBraces)) without making the string:
    /// the same 36 characters, lower-case hex in groups 8-4-4-4-12 (every
    /// cable end hashes its rack's id, and formatting it was a quarter of
    /// route freshness).
    void add(const QUuid& uuid) {
        auto hex = [&](quint64 v, int digits) {
            for (int i = digits - 1; i >= 0; --i) addCode(char16_t("0123456789abcdef"[(v >> (4 * i)) & 0xfu]));
        };
        hex(uuid.data1, 8);
        addCode(u'-');
        hex(uuid.data2, 4);
        addCode(u'-');
        hex(uuid.data3, 4);
        addCode(u'-');
        hex(quint64(uuid.data4[0]) << 8 | uuid.data4[1], 4);
        addCode(u'-');
        for (int i = 2; i < 8; ++i) hex(uuid.data4[i], 2);
        add(qint64(-1));
    }
    quint64 value() const { return m_h; }

private:
    /// One character as add(qint64(code)) hashes it.
    void addCode(char16_t code) {
        const quint64 low = quint64(code) & 0xffu, high = quint64(code) >> 8;
        if (high == 0) m_h = (m_h ^ low) * kPower[8];  // the low byte, then seven zero bytes
        else m_h = ((m_h ^ low) * kPrime ^ high) * kPower[7];
    }

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
    const Connection* c = design.connection(cable.connection);
    if (!c) return Cable{cable.id, State::Unknown, {}};
    return of(design, cable, *c);
}

RouteFreshness::Cable RouteFreshness::of(const Design& design, const sn::Cable& cable, const Connection& connection) {
    Cable out{cable.id, State::Unknown, {}};
    const Connection* c = &connection;
    if (!cable.routed) return out;
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
