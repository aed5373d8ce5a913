// Trays where an engineer puts them: the wizard lays a
// cross-aisle ladder over each leaf rack to the network row, so a routed
// inter-rack cable runs its Manhattan distance plus the two drops and slack
// (model/routing/README.md "Tray layout and route length"), and no data
// cable of a 256-GPU room is 30 m long.
#include "model/catalog/catalog.h"
#include "model/design/design.h"
#include "model/routing/cable_router.h"
#include "model/routing/port_exit.h"
#include "model/routing/rack_frame.h"
#include "model/topology/supernode_wizard.h"

#include <QtTest>

#include <cmath>

using namespace sn;

class TstRoomLayout : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void crossAisleLadderSpansTheAisle();
    void routesStayWithinManhattanPlusDrops();
    void noDataCableOf30m();
    void pipesRunThePlanDistance();

private:
    QPointF centreOf(RackId frame) const;
    std::unique_ptr<Design> m_design;
    RoutingResult m_result;
    std::vector<Cable> m_cables;  ///< every cable as routed
    RoutingPolicy m_policy;
};

namespace {
constexpr double kTrayTopMm = 2600 + 100;  // wizard ladders at 2.6 m, 100 mm deep
}

void TstRoomLayout::initTestCase() {
    WizardParams p;
    p.gpus = 256;
    m_design = SupernodeWizard::createDesign(SupernodeWizard::build(p, Catalog::builtIn()), Catalog::builtIn());
    m_policy = RoutingPolicy::of(m_design->routingSettings());
    m_result = CableRouter(*m_design).routeAll();
    // Nothing routing had to explain: no cable off its path, no full tray.
    QCOMPARE(m_result.findings.size(), size_t(0));
    QCOMPARE(m_result.overFull.size(), size_t(0));
    // The wizard plans a cable per connection; routing gives each its route.
    m_cables = m_result.cables;
    m_cables.insert(m_cables.end(), m_result.created.begin(), m_result.created.end());
    QCOMPARE(qsizetype(m_cables.size()), m_design->connections().size());
}

QPointF TstRoomLayout::centreOf(RackId frame) const {
    if (const Rack* r = m_design->rack(frame)) return RackFrame(*r, m_policy).centre();
    for (const Device& d : m_design->devices())
        if (RackFrame::floorUnitId(d.id) == frame) return RackFrame::floorUnit(d, *m_design->typeOf(d), 0, m_policy).centre();
    return {};
}

void TstRoomLayout::crossAisleLadderSpansTheAisle() {
    // 256 GPUs: row A holds the SU (8 compute racks of 4 servers, the leaf
    // rack A05 and the storage-leaf rack A06 after the first 4), row B the
    // spines. Each of A05, A06 gets a ladder from the middle of row A to the
    // middle of row B: one row pitch, 1 200 mm rack depth + 1 200 mm aisle.
    QStringList aisles;
    for (const Tray& t : m_design->trays()) {
        if (!t.name.startsWith(QLatin1String("TRAY-AISLE"))) continue;
        aisles << t.name;
        QCOMPARE(t.pathMm.size(), qsizetype(2));
        QCOMPARE(std::abs(t.pathMm[1].y() - t.pathMm[0].y()), 2400.0);
        QCOMPARE(t.pathMm[1].x(), t.pathMm[0].x());
        // Over the middle of rack A05 or A06: margin 2 000 + (4 or 5) × 800 + 400.
        QVERIFY2(t.pathMm[0].x() == 5600.0 || t.pathMm[0].x() == 6400.0, qPrintable(QString::number(t.pathMm[0].x())));
    }
    QCOMPARE(aisles.size(), 2);
}

void TstRoomLayout::routesStayWithinManhattanPlusDrops() {
    int checked = 0;
    for (const Cable& c : m_cables) {
        const Connection* conn = m_design->connection(c.connection);
        QVERIFY(conn && c.routeLengthMm);
        if (conn->role == PortRole::Coolant) continue;  // pipes: pipesRunThePlanDistance
        const auto a = PortExits::of(*m_design, conn->a, m_policy, nullptr);
        const auto b = PortExits::of(*m_design, conn->b, m_policy, nullptr);
        QVERIFY(a && b);
        if (a->rack == b->rack) continue;
        const QPointF d = centreOf(a->rack) - centreOf(b->rack);
        const double manhattan = std::abs(d.x()) + std::abs(d.y());
        // A drop: from the port up to the tray, and across the rack to the
        // cable manager (at most half its width plus half its depth).
        const auto drop = [&](const PortExit& e) {
            const Rack* r = m_design->rack(e.rack);
            const double across = r ? (r->widthMm + r->depthMm) / 2 : 1200;  // a floor unit: 600 × 1200
            return kTrayTopMm - e.zMm + across;
        };
        const double bound = manhattan + drop(*a) + drop(*b) + 2 * m_policy.slackPerEndMm;
        QVERIFY2(*c.routeLengthMm <= bound + 1e-6,
                 qPrintable(QStringLiteral("%1: %2 mm > %3 mm").arg(c.label).arg(*c.routeLengthMm).arg(bound)));
        ++checked;
    }
    QVERIFY(checked > 500);  // 256 + 256 leaf–spine and server–leaf links at least
}

void TstRoomLayout::noDataCableOf30m() {
    double longest = 0;
    for (const Cable& c : m_cables) {
        const Connection* conn = m_design->connection(c.connection);
        if (conn->role == PortRole::Power || conn->role == PortRole::Coolant) continue;
        QVERIFY(c.orderedLengthMm);
        longest = std::max(longest, *c.orderedLengthMm);
    }
    // Before the cross-aisle ladders 352 leaf–spine links took 30 m AOCs
    // round by the wall trunk.
    QVERIFY2(longest < 30000, qPrintable(QString::number(longest)));
}

void TstRoomLayout::pipesRunThePlanDistance() {
    int pipes = 0, headerPipes = 0;
    for (const Cable& c : m_cables) {
        const Connection* conn = m_design->connection(c.connection);
        if (conn->role != PortRole::Coolant) continue;
        const auto a = PortExits::of(*m_design, conn->a, m_policy, nullptr);
        const auto b = PortExits::of(*m_design, conn->b, m_policy, nullptr);
        if (a->rack == b->rack) continue;  // a hose inside the rack
        const bool header = m_design->device(conn->a.device)->name.startsWith(QLatin1String("CDU")) &&
                            m_design->device(conn->b.device)->name.startsWith(QLatin1String("CDU"));
        if (header) {
            // The header joining the two CDUs: a pipe sized for one CDU's racks, laid the same way.
            ++headerPipes;
            QVERIFY(c.typeFixed);
            QVERIFY(std::abs(*c.routeLengthMm - (std::abs((centreOf(a->rack) - centreOf(b->rack)).x()) +
                                                 std::abs((centreOf(a->rack) - centreOf(b->rack)).y()) + a->zMm + b->zMm +
                                                 2 * m_policy.slackPerEndMm)) < 1e-6);
            continue;
        }
        ++pipes;
        // Manifold to CDU: no tray, the plan distance plus both heights and slack.
        QVERIFY(c.trays.empty());
        const QPointF d = centreOf(a->rack) - centreOf(b->rack);
        const double expected = std::abs(d.x()) + std::abs(d.y()) + a->zMm + b->zMm + 2 * m_policy.slackPerEndMm;
        QVERIFY(std::abs(*c.routeLengthMm - expected) < 1e-6);
        // The supply branch a plain pipe, the return branch the one with the rack's balancing valve.
        const CableType* type = m_design->catalog().cable(c.typeId);
        QVERIFY(type && type->pipe);
        QCOMPARE(type->pipe->balancingValve.has_value(), type->connectorA == FormFactor::QdReturn);
        QVERIFY(*c.orderedLengthMm >= *c.routeLengthMm);
    }
    // 8 compute racks, one manifold each, a supply and a return pipe; and
    // the header's supply and return pipe between the loop's two CDUs.
    QCOMPARE(pipes, 16);
    QCOMPARE(headerPipes, 2);
}

QTEST_GUILESS_MAIN(TstRoomLayout)
#include "tst_room_layout.moc"
