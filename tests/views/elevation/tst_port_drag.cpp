// Connections drawn by hand in the rack elevation, driven
// with real mouse events on the view: port to port creates one connection
// (one undo step), a used or non-mating port is refused with the reason,
// a release elsewhere or Esc changes nothing.
#include "model/topology/hand_connection.h"
#include "tests/support/design_builder.h"
#include "views/common/selection_model.h"
#include "views/elevation/elevation_items.h"
#include "views/elevation/elevation_panel.h"
#include "views/elevation/port_drag.h"
#include "views/elevation/port_link_item.h"
#include "views/elevation/rack_elevation_scene.h"
#include "views/elevation/rack_elevation_view.h"

#include <QComboBox>
#include <QSignalSpy>
#include <QtTest>

using namespace sn;
using sn::test::DesignBuilder;

namespace {
// hgx-b200-8gpu-liquid: OSFP1..8 at the rear (400G OSFP). ib-ndr-64x400g: twin-port
// OSFP cages P{n}/1, P{n}/2 and mgmt0 (RJ45) at the front.
const QString kServer = QStringLiteral("hgx-b200-8gpu-liquid");
const QString kIb = QStringLiteral("ib-ndr-64x400g");
PortRef port(const QString& device, const QString& name) { return {DesignBuilder::deviceId(device), name}; }
}  // namespace

class TstPortDrag : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<Design> m_design;
    std::unique_ptr<SelectionModel> m_selection;
    std::unique_ptr<ElevationPanel> m_panel;

    RackElevationView* view() const { return m_panel->view(); }
    QPoint toView(QPointF scenePos) const { return view()->mapFromScene(scenePos); }
    /// Scene centre of the cage drawing `portName` of `device`.
    QPointF cageCentre(const QString& device, const QString& portName) const {
        for (DeviceFaceItem* item : m_panel->scene()->itemsOf(DesignBuilder::deviceId(device)))
            for (const DeviceFaceItem::PortMark& mark : item->ports())
                if (mark.ports.contains(portName)) return item->mapToScene(mark.rectMm.center());
        qFatal("port %s of %s is not drawn", qPrintable(portName), qPrintable(device));
        return {};
    }
    /// How many ports of the cage drawing `portName` the front-face item shows connected.
    int connectedOnCage(const QString& device, const QString& portName) const {
        for (DeviceFaceItem* item : m_panel->scene()->itemsOf(DesignBuilder::deviceId(device)))
            for (const DeviceFaceItem::PortMark& mark : item->ports())
                if (mark.ports.contains(portName)) return mark.connected;
        return -1;
    }
    const PortLinkItem* link() const { return view()->portDrag().link(); }
    void wire(const QString& a, const QString& pa, const QString& b, const QString& pb) {
        EditResult edit = HandConnection::make(*m_design, port(a, pa), port(b, pb));
        QVERIFY2(edit, qPrintable(edit.error));
        m_design->undoStack().push(edit.command.release());
    }
    /// Press on one cage, move half way then onto the other (not released).
    void pressAndDrag(QPointF from, QPointF to) {
        QTest::mousePress(view()->viewport(), Qt::LeftButton, Qt::NoModifier, toView(from));
        QTest::mouseMove(view()->viewport(), toView((from + to) / 2));
        QTest::mouseMove(view()->viewport(), toView(to));
    }

private Q_SLOTS:
    void init() {
        m_design = DesignBuilder()
                       .room(10000, 8000)
                       .row(QStringLiteral("A"))
                       .rack(QStringLiteral("R1"), 1000, 1000)
                       .device(kServer, QStringLiteral("R1"), 1, QStringLiteral("srv1"))
                       .device(kIb, QStringLiteral("R1"), 20, QStringLiteral("ib1"))
                       .rack(QStringLiteral("R2"), 1600, 1000)
                       .device(kIb, QStringLiteral("R2"), 20, QStringLiteral("ib2"))
                       .build();
        m_selection = std::make_unique<SelectionModel>();
        m_panel = std::make_unique<ElevationPanel>(*m_design, *m_selection);
        m_panel->resize(700, 1000);
        m_panel->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_panel.get()));
    }
    void cleanup() {
        m_panel.reset();
        m_selection.reset();
        m_design.reset();
    }

    void portToPortDragConnectsInOneUndoStep() {
        QSignalSpy hints(view(), &RackElevationView::hint);
        const QPointF from = cageCentre(QStringLiteral("srv1"), QStringLiteral("OSFP1"));
        const QPointF to = cageCentre(QStringLiteral("ib1"), QStringLiteral("P1/1"));
        QTest::mousePress(view()->viewport(), Qt::LeftButton, Qt::NoModifier, toView(from));
        QVERIFY(view()->portDrag().active());
        QTest::mouseMove(view()->viewport(), toView(QPointF(from.x(), from.y() - 300)));  // over the rack, no port
        QVERIFY(link());
        QCOMPARE(link()->state(), PortLinkItem::State::Loose);
        QTest::mouseMove(view()->viewport(), toView(to));
        QCOMPARE(link()->state(), PortLinkItem::State::Fits);
        QCOMPARE(hints.last().at(0).toString(), QStringLiteral("Release to connect srv1 OSFP1 to ib1 P1/1."));
        QCOMPARE(m_design->connections().size(), 0);  // nothing before the release
        QTest::mouseRelease(view()->viewport(), Qt::LeftButton, Qt::NoModifier, toView(to));

        QVERIFY(!view()->portDrag().active());
        QVERIFY(!link());
        QCOMPARE(m_design->connections().size(), 1);
        const auto id = m_design->connectionAt(port(QStringLiteral("srv1"), QStringLiteral("OSFP1")));
        QVERIFY(id);
        QCOMPARE(m_design->connection(*id)->b, port(QStringLiteral("ib1"), QStringLiteral("P1/1")));
        QCOMPARE(m_design->connection(*id)->role, PortRole::Compute);
        // With its cable, as generated connections have: copper in one rack. ib1's P1 is
        // a twin-port cage, which takes one plug: a leg of the MCP7Y00
        // twin-port OSFP to 2 x 400G OSFP splitter, not a loose 400G DAC.
        const auto cable = m_design->cableOf(*id);
        QVERIFY(cable);
        QCOMPARE(m_design->cable(*cable)->typeId, QStringLiteral("dac-800g-osfp-2x400g-osfp-splitter"));
        QCOMPARE(m_design->undoStack().count(), 1);
        // The elevation redraws the cage as connected (one of its two ports).
        QCOMPARE(connectedOnCage(QStringLiteral("ib1"), QStringLiteral("P1/1")), 1);
        m_design->undoStack().undo();
        QCOMPARE(m_design->connections().size(), 0);
        QCOMPARE(m_design->cables().size(), 0);
        QCOMPARE(connectedOnCage(QStringLiteral("ib1"), QStringLiteral("P1/1")), 0);
    }

    void secondDragOntoATwinCageTakesItsFreePort() {
        wire(QStringLiteral("srv1"), QStringLiteral("OSFP1"), QStringLiteral("ib1"), QStringLiteral("P1/1"));
        const QPointF to = cageCentre(QStringLiteral("ib1"), QStringLiteral("P1/1"));
        pressAndDrag(cageCentre(QStringLiteral("srv1"), QStringLiteral("OSFP2")), to);
        QCOMPARE(link()->state(), PortLinkItem::State::Fits);
        QTest::mouseRelease(view()->viewport(), Qt::LeftButton, Qt::NoModifier, toView(to));
        QCOMPARE(m_design->connectionAt(port(QStringLiteral("ib1"), QStringLiteral("P1/2"))),
                 m_design->connectionAt(port(QStringLiteral("srv1"), QStringLiteral("OSFP2"))));
        QVERIFY(m_design->connectionAt(port(QStringLiteral("ib1"), QStringLiteral("P1/2"))));
    }

    void dragOntoAUsedPortCreatesNothing() {
        // Both ports of ib1's first cage are taken.
        wire(QStringLiteral("srv1"), QStringLiteral("OSFP1"), QStringLiteral("ib1"), QStringLiteral("P1/1"));
        wire(QStringLiteral("srv1"), QStringLiteral("OSFP2"), QStringLiteral("ib1"), QStringLiteral("P1/2"));
        QSignalSpy hints(view(), &RackElevationView::hint);
        const QPointF to = cageCentre(QStringLiteral("ib1"), QStringLiteral("P1/1"));
        pressAndDrag(cageCentre(QStringLiteral("srv1"), QStringLiteral("OSFP3")), to);
        const QString reason = QStringLiteral("Port P1/1 of ib1 is already connected.");
        QCOMPARE(link()->state(), PortLinkItem::State::Refused);
        QCOMPARE(link()->reason(), reason);
        QCOMPARE(hints.last().at(0).toString(), reason);
        QTest::mouseRelease(view()->viewport(), Qt::LeftButton, Qt::NoModifier, toView(to));
        QCOMPARE(hints.last().at(0).toString(), reason);  // the status bar keeps the reason
        QCOMPARE(m_design->connections().size(), 2);
        QCOMPARE(m_design->undoStack().count(), 2);
        QVERIFY(!m_design->connectionAt(port(QStringLiteral("srv1"), QStringLiteral("OSFP3"))));
    }

    void dragOntoANonMatingPortCreatesNothing() {
        QSignalSpy hints(view(), &RackElevationView::hint);
        const QPointF to = cageCentre(QStringLiteral("ib1"), QStringLiteral("mgmt0"));
        pressAndDrag(cageCentre(QStringLiteral("srv1"), QStringLiteral("OSFP3")), to);
        const QString reason = QStringLiteral("The connectors do not mate: OSFP port to RJ45 port.");
        QCOMPARE(link()->state(), PortLinkItem::State::Refused);
        QTest::mouseRelease(view()->viewport(), Qt::LeftButton, Qt::NoModifier, toView(to));
        QCOMPARE(hints.last().at(0).toString(), reason);
        QCOMPARE(m_design->connections().size(), 0);
        QCOMPARE(m_design->undoStack().count(), 0);
    }

    void releaseAwayFromAPortCreatesNothing() {
        QSignalSpy hints(view(), &RackElevationView::hint);
        const QPointF from = cageCentre(QStringLiteral("srv1"), QStringLiteral("OSFP1"));
        const QPointF away(from.x(), from.y() - 600);  // empty units above the server
        pressAndDrag(from, away);
        QTest::mouseRelease(view()->viewport(), Qt::LeftButton, Qt::NoModifier, toView(away));
        QCOMPARE(hints.last().at(0).toString(),
                 QStringLiteral("No connection: release the line over a free port of another device."));
        QCOMPARE(m_design->connections().size(), 0);
        QCOMPARE(m_design->undoStack().count(), 0);
    }

    void secondRackBesideTakesAConnectionBetweenRacks() {
        // Two racks side by side need the room: 2 × 1.9 m of drawing plus the gap.
        m_panel->resize(1500, 1000);
        QTRY_VERIFY(view()->viewport()->width() > 1200);
        QComboBox* beside = m_panel->besideRacks();
        const int r2 = beside->findText(QStringLiteral("R2"));
        QVERIFY(r2 > 0);
        beside->setCurrentIndex(r2);
        Q_EMIT beside->activated(r2);
        QCOMPARE(m_panel->scene()->besideRack(), std::optional(DesignBuilder::rackId(QStringLiteral("R2"))));
        QVERIFY(!m_panel->scene()->itemsOf(DesignBuilder::deviceId(QStringLiteral("ib2"))).isEmpty());
        const QPointF to = cageCentre(QStringLiteral("ib2"), QStringLiteral("P1/1"));
        QVERIFY(to.x() > m_panel->scene()->besideOffsetMm());  // drawn right of R1
        pressAndDrag(cageCentre(QStringLiteral("srv1"), QStringLiteral("OSFP4")), to);
        QCOMPARE(link()->state(), PortLinkItem::State::Fits);
        QTest::mouseRelease(view()->viewport(), Qt::LeftButton, Qt::NoModifier, toView(to));
        const auto id = m_design->connectionAt(port(QStringLiteral("ib2"), QStringLiteral("P1/1")));
        QVERIFY(id);
        QCOMPARE(m_design->connection(*id)->a, port(QStringLiteral("srv1"), QStringLiteral("OSFP4")));
        // Between racks the picker prefers optics: a fibre on a twin-port 2xSR4 module in the switch's twin-port
        // cage, not a single-port AOC, which such a cage cannot take.
        QCOMPARE(m_design->cable(*m_design->cableOf(*id))->typeId, QStringLiteral("mmf-mpo12-400g-osfp"));
        // A palette drop right of the gap lands in the second rack: 10 U above ib2's cage row.
        const auto drop = m_panel->scene()->dropAt(kIb, QPointF(to.x(), to.y() - 10 * 44.45));
        QVERIFY(drop.placement);
        QCOMPARE(drop.placement->rack, std::optional(DesignBuilder::rackId(QStringLiteral("R2"))));
        QVERIFY(drop.check.ok);
        QVERIFY(drop.ghostRect.left() > m_panel->scene()->besideOffsetMm());
        // Back to one rack: the second one's items go.
        beside->setCurrentIndex(0);
        Q_EMIT beside->activated(0);
        QVERIFY(!m_panel->scene()->besideRack());
        QVERIFY(m_panel->scene()->itemsOf(DesignBuilder::deviceId(QStringLiteral("ib2"))).isEmpty());
    }

    void escapeCancels() {
        const QPointF to = cageCentre(QStringLiteral("ib1"), QStringLiteral("P1/1"));
        pressAndDrag(cageCentre(QStringLiteral("srv1"), QStringLiteral("OSFP1")), to);
        QCOMPARE(link()->state(), PortLinkItem::State::Fits);
        QTest::keyClick(view(), Qt::Key_Escape);
        QVERIFY(!view()->portDrag().active());
        QVERIFY(!link());
        QTest::mouseRelease(view()->viewport(), Qt::LeftButton, Qt::NoModifier, toView(to));
        QCOMPARE(m_design->connections().size(), 0);
        QCOMPARE(m_design->undoStack().count(), 0);
        // The server was not moved by the gesture either.
        QCOMPARE(m_design->device(DesignBuilder::deviceId(QStringLiteral("srv1")))->placement.u, 1);
    }
};

QTEST_MAIN(TstPortDrag)
#include "tst_port_drag.moc"
