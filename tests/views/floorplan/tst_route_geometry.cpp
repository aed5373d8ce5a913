// The route overlay's geometry, without a window: polylines along trays,
// rack anchors under rotation, and rails read from server ports.
#include "model/routing/route_geometry.h"
#include "tests/support/design_builder.h"
#include "tests/support/example_design.h"

#include <QtTest>

using namespace sn;
using namespace sn::test;

class TestRouteGeometry : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void alongOneTray() {
        // Racks' centres (300, 600) and (4300, 600); the tray runs along y = 2000.
        Tray tray;
        tray.pathMm = {QPointF(0, 2000), QPointF(5000, 2000)};
        const auto line = RouteGeometry::polyline({300, 600}, {&tray}, {4300, 600});
        const std::vector<QPointF> expected{{300, 600}, {300, 2000}, {4300, 2000}, {4300, 600}};
        QCOMPARE(line, expected);
    }

    void handsOverWhereTraysCross() {
        // An L: along y = 2000 to x = 3000, then down x = 3000 to the point
        // nearest the far end (3600, 5000), i.e. (3000, 5000).
        Tray first, second;
        first.pathMm = {QPointF(0, 2000), QPointF(3000, 2000)};
        second.pathMm = {QPointF(3000, 1500), QPointF(3000, 6000)};
        const auto line = RouteGeometry::polyline({300, 600}, {&first, &second}, {3600, 5000});
        const std::vector<QPointF> expected{{300, 600}, {300, 2000}, {3000, 2000}, {3000, 5000}, {3600, 5000}};
        QCOMPARE(line, expected);
    }

    void followsTheTrayBackwardsThroughItsBends() {
        // A U-shaped tray walked from its last leg to its first.
        Tray tray;
        tray.pathMm = {QPointF(0, 0), QPointF(0, 1000), QPointF(2000, 1000), QPointF(2000, 0)};
        const auto line = RouteGeometry::polyline({2000, -500}, {&tray}, {0, -500});
        const std::vector<QPointF> expected{{2000, -500}, {2000, 0}, {2000, 1000}, {0, 1000}, {0, 0}, {0, -500}};
        QCOMPARE(line, expected);
    }

    void anchorIsTheRotatedFootprintCentre() {
        auto design = DesignBuilder()
                          .room(10000, 8000)
                          .row(QStringLiteral("A"))
                          .rack(QStringLiteral("R1"), 1000, 1000)
                          .device(QStringLiteral("hgx-b200-8gpu-liquid"), QStringLiteral("R1"), 1, QStringLiteral("srv1"))
                          .build();
        // 600 × 1200 mm at (1000, 1000), front up: centre (1300, 1600).
        QCOMPARE(*RouteGeometry::anchorOf(*design, DesignBuilder::deviceId(QStringLiteral("srv1"))), QPointF(1300, 1600));
        // Turned 180° about its front-left corner: (1000 − 300, 1000 − 600).
        Rack turned = *design->rack(DesignBuilder::rackId(QStringLiteral("R1")));
        turned.rotationDeg = 180;
        design->replace(turned);
        const QPointF c = *RouteGeometry::anchorOf(*design, DesignBuilder::deviceId(QStringLiteral("srv1")));
        QVERIFY(qAbs(c.x() - 700) < 1e-6 && qAbs(c.y() - 400) < 1e-6);
    }

    void railsFollowServerPorts() {
        const auto design = buildLiquidRowExample();
        const QHash<ConnectionId, int> rails = RouteGeometry::rails(*design);
        int fabric = 0;
        for (const Connection& c : design->connections()) {
            if (c.role != PortRole::Compute) {
                QVERIFY(!rails.contains(c.id));
                continue;
            }
            // OSFP1 … OSFP8 of the HGX H100 are rails 0 … 7.
            const PortRef& server = design->device(c.a.device)->name.startsWith(QStringLiteral("gpu")) ? c.a : c.b;
            QVERIFY(server.port.startsWith(QStringLiteral("OSFP")));
            QCOMPARE(rails.value(c.id, -1), server.port.mid(4).toInt() - 1);
            ++fabric;
        }
        QCOMPARE(fabric, 32);  // 4 servers × 8 rails
    }
};

QTEST_GUILESS_MAIN(TestRouteGeometry)
#include "tst_route_geometry.moc"
