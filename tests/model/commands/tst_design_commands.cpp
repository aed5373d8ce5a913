#include "model/commands/design_edits.h"
#include "model/commands/remove_objects_command.h"
#include "model/io/design_json.h"
#include "tests/support/design_builder.h"
#include "tests/support/example_design.h"

#include <QSignalSpy>
#include <QtTest>

using namespace sn;
using test::DesignBuilder;

/// Every kind of edit: it changes the design, undo restores the exact prior
/// document (compared as saved JSON), and redo gives the edited one again.
class TstDesignCommands : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void undoRedoRestoresExactState_data();
    void undoRedoRestoresExactState();
    void removeRackCascades();
    void removeLoopAndCduClearReferences();
    void moveRackNudgesMerge();
    void placementRefusals_data();
    void placementRefusals();
    void connectionRefusals_data();
    void connectionRefusals();
    void signalsAreFineGrained();
};

namespace {

using Edit = std::function<EditResult(Design&)>;

DeviceId dev(const char* name) { return DesignBuilder::deviceId(QString::fromLatin1(name)); }
RackId rack(const char* name) { return DesignBuilder::rackId(QString::fromLatin1(name)); }

Placement rackSlot(const char* rackName, int u) {
    Placement p;
    p.rack = rack(rackName);
    p.u = u;
    return p;
}

Device newDevice(const char* type, const Placement& where, const char* name) {
    Device d;
    d.typeId = QString::fromLatin1(type);
    d.name = QString::fromLatin1(name);
    d.placement = where;
    return d;
}

}  // namespace

Q_DECLARE_METATYPE(Edit)
Q_DECLARE_METATYPE(sn::Placement)
Q_DECLARE_METATYPE(sn::PortRef)

void TstDesignCommands::undoRedoRestoresExactState_data() {
    QTest::addColumn<Edit>("edit");
    QTest::newRow("add row") << Edit([](Design& d) { return DesignEdits::addRow(d, {RowId::create(), QStringLiteral("B")}); });
    QTest::newRow("add rack") << Edit([](Design& d) {
        Rack r;
        r.name = QStringLiteral("B01");
        r.xMm = 2000;
        r.yMm = 5000;
        r.uHeight = 48;
        return DesignEdits::addRack(d, r);
    });
    QTest::newRow("move rack") << Edit([](Design& d) { return DesignEdits::moveRack(d, rack("A02"), 2900, 2100, 180); });
    QTest::newRow("place device") << Edit([](Design& d) {
        return DesignEdits::placeDevice(d, newDevice("hgx-h100-8gpu-liquid", rackSlot("A01", 30), "gpu-new"));
    });
    QTest::newRow("place side device") << Edit([](Design& d) {
        Placement p;
        p.rack = rack("A03");
        p.side = SideChannel::Left;
        p.sideIndex = 1;
        return DesignEdits::placeDevice(d, newDevice("manifold-0u-16qd", p, "mf-a03"));
    });
    QTest::newRow("place floor device") << Edit([](Design& d) {
        Placement p;
        p.floorXmm = 5000;
        p.floorYmm = 2000;
        return DesignEdits::placeDevice(d, newDevice("cdu-inrow-1mw", p, "cdu-row"));
    });
    QTest::newRow("move device") << Edit([](Design& d) { return DesignEdits::moveDevice(d, dev("gpu-a01-1"), rackSlot("A01", 30)); });
    QTest::newRow("move device between racks") << Edit([](Design& d) {
        // Into A02 (45 kW): A03's 15 kW holds its CDU, leaf and switch, not a 10.2 kW server too.
        return DesignEdits::moveDevice(d, dev("gpu-a01-1"), rackSlot("A02", 30));
    });
    QTest::newRow("rename device") << Edit([](Design& d) { return DesignEdits::renameDevice(d, dev("leaf-a03"), QStringLiteral("leaf-1")); });
    QTest::newRow("add tray") << Edit([](Design& d) {
        Tray t;
        t.name = QStringLiteral("T-B");
        t.pathMm = {QPointF(0, 0), QPointF(5000, 0)};
        return DesignEdits::addTray(d, t);
    });
    QTest::newRow("add loop") << Edit([](Design& d) {
        CoolingLoop l;
        l.name = QStringLiteral("Loop 2");
        return DesignEdits::addLoop(d, l);
    });
    QTest::newRow("assign rack to no loop") << Edit([](Design& d) { return DesignEdits::assignRackToLoop(d, rack("A01"), std::nullopt); });
    QTest::newRow("connect with cable") << Edit([](Design& d) {
        return DesignEdits::connect(d, {dev("gpu-a01-1"), QStringLiteral("INB1")}, {dev("gpu-a01-2"), QStringLiteral("INB1")},
                                    PortRole::InBand, QStringLiteral("dac-200g-qsfp56"));
    });
    QTest::newRow("edit cable") << Edit([](Design& d) {
        Cable c = d.cables()[0];
        c.typeFixed = true;
        c.routeLengthMm = 3210;
        c.orderedLengthMm = 5000;
        c.trays = {TrayId::fromName(QStringLiteral("tray/T-A"))};
        c.status = CableStatus::Ordered;
        return DesignEdits::editCable(d, c);
    });
    QTest::newRow("edit room") << Edit([](Design& d) {
        Room r = d.room();
        r.widthMm = 30000;
        r.raisedFloorMm = 600;
        return DesignEdits::editRoom(d, r);
    });
    QTest::newRow("edit info") << Edit([](Design& d) { return DesignEdits::editInfo(d, {QStringLiteral("Hall 2"), QStringLiteral("B")}); });
    QTest::newRow("delete rack") << Edit([](Design& d) {
        ObjectSelection s;
        s.racks = {rack("A01")};
        return EditResult{std::make_unique<RemoveObjectsCommand>(d, s), {}};
    });
    QTest::newRow("delete everything") << Edit([](Design& d) {
        ObjectSelection s;
        for (const Rack& r : d.racks()) s.racks.push_back(r.id);
        for (const Row& r : d.rows()) s.rows.push_back(r.id);
        for (const Tray& t : d.trays()) s.trays.push_back(t.id);
        for (const CoolingLoop& l : d.loops()) s.loops.push_back(l.id);
        return EditResult{std::make_unique<RemoveObjectsCommand>(d, s), {}};
    });
}

void TstDesignCommands::undoRedoRestoresExactState() {
    QFETCH(Edit, edit);
    auto design = test::buildLiquidRowExample();
    const QByteArray before = DesignJson::write(*design);
    EditResult result = edit(*design);
    QVERIFY2(result, qPrintable(result.error));
    QVERIFY(!result.command->text().isEmpty());  // the history dock shows it
    design->undoStack().push(result.command.release());
    const QByteArray after = DesignJson::write(*design);
    QVERIFY(after != before);
    design->undoStack().undo();
    QCOMPARE(DesignJson::write(*design), before);
    design->undoStack().redo();
    QCOMPARE(DesignJson::write(*design), after);
    design->undoStack().undo();
    QCOMPARE(DesignJson::write(*design), before);
}

void TstDesignCommands::removeRackCascades() {
    auto design = test::buildLiquidRowExample();
    const int connections = design->connections().size();
    // A01 holds gpu-a01-1, gpu-a01-2 (17 connections each), two PDUs and a
    // manifold whose IN-S/IN-R hoses go to the CDU in A03 (2 more).
    ObjectSelection s;
    s.racks = {rack("A01")};
    auto* cmd = new RemoveObjectsCommand(*design, s);
    QCOMPARE(cmd->removedCount(), 1 + 5 + (2 * 17 + 2) * 2);
    design->undoStack().push(cmd);
    QVERIFY(!design->rack(rack("A01")));
    QVERIFY(!design->device(dev("gpu-a01-1")));
    QCOMPARE(design->connections().size(), connections - (2 * 17 + 2));
    QCOMPARE(design->cables().size(), design->connections().size());
    // Ports on the far side are free again.
    QVERIFY(!design->connectionAt({dev("cdu-a03"), QStringLiteral("SEC-S1")}));
}

void TstDesignCommands::removeLoopAndCduClearReferences() {
    auto design = test::buildLiquidRowExample();
    const LoopId loop = LoopId::fromName(QStringLiteral("loop/Loop 1"));
    ObjectSelection s;
    s.devices = {dev("cdu-a03")};
    design->undoStack().push(new RemoveObjectsCommand(*design, s));
    QVERIFY(!design->loops().find(loop)->cdu);
    design->undoStack().undo();
    QCOMPARE(*design->loops().find(loop)->cdu, dev("cdu-a03"));

    ObjectSelection l;
    l.loops = {loop};
    design->undoStack().push(new RemoveObjectsCommand(*design, l));
    for (const Rack& r : design->racks()) QVERIFY(!r.loop);
    design->undoStack().undo();
    QCOMPARE(*design->rack(rack("A02"))->loop, loop);
}

void TstDesignCommands::moveRackNudgesMerge() {
    auto design = test::buildLiquidRowExample();
    const double x0 = design->rack(rack("A02"))->xMm;
    for (int i = 1; i <= 5; ++i) {
        auto edit = DesignEdits::moveRack(*design, rack("A02"), x0 + 10 * i, 2000, 0);
        design->undoStack().push(edit.command.release());
    }
    QCOMPARE(design->undoStack().count(), 1);  // five nudges, one undo step
    QCOMPARE(design->rack(rack("A02"))->xMm, x0 + 50);
    design->undoStack().undo();
    QCOMPARE(design->rack(rack("A02"))->xMm, x0);
}

void TstDesignCommands::placementRefusals_data() {
    QTest::addColumn<QString>("type");
    QTest::addColumn<Placement>("where");
    QTest::addColumn<QString>("reason");
    QTest::newRow("overlap") << QStringLiteral("hgx-h100-8gpu-liquid") << rackSlot("A01", 12) << QStringLiteral("U10–U13 is taken by gpu-a01-1");
    QTest::newRow("above the top") << QStringLiteral("hgx-h100-8gpu-liquid") << rackSlot("A01", 46) << QStringLiteral("U46–U49 is outside rack A01 (U1–U48)");
    QTest::newRow("below U1") << QStringLiteral("blank-1u") << rackSlot("A01", 0) << QStringLiteral("outside rack A01");
    QTest::newRow("unknown type") << QStringLiteral("toaster") << rackSlot("A01", 30) << QStringLiteral("Unknown device type \"toaster\"");
    Placement side;
    side.rack = rack("A01");
    side.side = SideChannel::Left;
    side.sideIndex = 0;
    QTest::newRow("side slot taken") << QStringLiteral("pdu-3ph-415v-32a") << side << QStringLiteral("That side slot is taken by pdu-a01-a");
    side.sideIndex = 2;
    QTest::newRow("no such side slot") << QStringLiteral("pdu-3ph-415v-32a") << side << QStringLiteral("has 2 side slots per channel");
    QTest::newRow("0U in U space") << QStringLiteral("pdu-3ph-415v-32a") << rackSlot("A01", 30) << QStringLiteral("0U device");
    QTest::newRow("rack unit in side channel") << QStringLiteral("blank-1u") << side << QStringLiteral("cannot go into a side channel");
    QTest::newRow("floor unit in a rack") << QStringLiteral("cdu-inrow-1mw") << rackSlot("A01", 30) << QStringLiteral("stands on the floor");
}

void TstDesignCommands::placementRefusals() {
    QFETCH(QString, type);
    QFETCH(Placement, where);
    QFETCH(QString, reason);
    auto design = test::buildLiquidRowExample();
    const QByteArray before = DesignJson::write(*design);
    Device d;
    d.typeId = type;
    d.name = QStringLiteral("new");
    d.placement = where;
    const EditResult result = DesignEdits::placeDevice(*design, d);
    QVERIFY(!result);
    QVERIFY2(result.error.contains(reason), qPrintable(result.error));
    QCOMPARE(DesignJson::write(*design), before);
}

void TstDesignCommands::connectionRefusals_data() {
    QTest::addColumn<PortRef>("a");
    QTest::addColumn<PortRef>("b");
    QTest::addColumn<QString>("reason");
    QTest::newRow("port in use") << PortRef{dev("gpu-a01-1"), QStringLiteral("OSFP1")} << PortRef{dev("leaf-a03"), QStringLiteral("P32/2")}
                                 << QStringLiteral("Port OSFP1 of gpu-a01-1 is already connected");
    QTest::newRow("no such port") << PortRef{dev("gpu-a01-1"), QStringLiteral("OSFP9")} << PortRef{dev("leaf-a03"), QStringLiteral("P32/2")}
                                  << QStringLiteral("gpu-a01-1 has no port \"OSFP9\"");
    // A QSFP112 port reaches an OSFP cage through a hybrid cable, but no
    // cable joins it to an RJ45 console port.
    QTest::newRow("form factors") << PortRef{dev("gpu-a01-1"), QStringLiteral("STOR1")} << PortRef{dev("leaf-a03"), QStringLiteral("uart")}
                                  << QStringLiteral("The connectors do not mate: QSFP112 port to RJ45 port.");
    QTest::newRow("plug to plug") << PortRef{dev("gpu-a01-1"), QStringLiteral("INB1")} << PortRef{dev("gpu-a01-1"), QStringLiteral("INB1")}
                                  << QStringLiteral("cannot be connected to itself");
}

void TstDesignCommands::connectionRefusals() {
    QFETCH(PortRef, a);
    QFETCH(PortRef, b);
    QFETCH(QString, reason);
    auto design = test::buildLiquidRowExample();
    const EditResult result = DesignEdits::connect(*design, a, b, PortRole::Compute);
    QVERIFY(!result);
    QVERIFY2(result.error.contains(reason), qPrintable(result.error));
}

void TstDesignCommands::signalsAreFineGrained() {
    auto design = test::buildLiquidRowExample();
    QSignalSpy rackChanged(design.get(), &Design::rackChanged);
    QSignalSpy deviceChanged(design.get(), &Design::deviceChanged);
    QSignalSpy batch(design.get(), &Design::batchEnded);
    design->undoStack().push(DesignEdits::moveRack(*design, rack("A02"), 2900, 2000, 0).command.release());
    QCOMPARE(rackChanged.count(), 1);
    QCOMPARE(*static_cast<const RackId*>(rackChanged.first().first().constData()), rack("A02"));
    QCOMPARE(deviceChanged.count(), 0);
    // A no-op edit emits nothing.
    design->undoStack().push(DesignEdits::moveRack(*design, rack("A01"), 2000, 2000, 0).command.release());
    QCOMPARE(rackChanged.count(), 1);
    ObjectSelection s;
    s.racks = {rack("A02")};
    design->undoStack().push(new RemoveObjectsCommand(*design, s));
    QCOMPARE(batch.count(), 1);  // a bulk edit ends with one batch signal
}

QTEST_GUILESS_MAIN(TstDesignCommands)
#include "tst_design_commands.moc"
