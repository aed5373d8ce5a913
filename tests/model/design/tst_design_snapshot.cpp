// An immutable, cheaply shared DesignSnapshot with
// a revision; mutations whose preconditions are checked before push, so
// redo() never throws; Design::insert(Connection) checks port names; the
// catalog changes as an undo step.
#include "model/commands/design_edits.h"
#include "model/commands/edit_object_command.h"
#include "model/commands/insert_objects_command.h"
#include "model/commands/remove_objects_command.h"
#include "model/commands/set_catalog_command.h"
#include "model/design/design_snapshot.h"
#include "model/io/design_json.h"
#include "model/routing/apply_routes_command.h"
#include "model/routing/cable_router.h"
#include "tests/support/design_builder.h"
#include "tests/support/example_design.h"

#include <QtTest>

#include <stdexcept>

using namespace sn;
using sn::test::DesignBuilder;

namespace {
/// R1 with srv1 (hgx-b200-8gpu-liquid: OSFP1..8) at U1 and ib1 (ib-ndr-64x400g: P1/1..P32/2) at U20.
std::unique_ptr<Design> serverAndLeaf() {
    return DesignBuilder()
        .row(QStringLiteral("A"))
        .rack(QStringLiteral("R1"), 1000, 1000)
        .device(QStringLiteral("hgx-b200-8gpu-liquid"), QStringLiteral("R1"), 1, QStringLiteral("srv1"))
        .device(QStringLiteral("ib-ndr-64x400g"), QStringLiteral("R1"), 20, QStringLiteral("ib1"))
        .build();
}
}  // namespace

class TstDesignSnapshot : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void snapshotKeepsTheDesignAsItWas();
    void snapshotSharesTheTablesUntilAnEdit();
    void everyMutationCountsARevision();
    void insertConnectionChecksPortNames();
    void fragmentRefusedBeforePushAndRedoNeverThrows();
    void editOfAVanishedObjectDoesNotThrow();
    void removeRedoRefusedWhenTheDesignChangedBeneathIt();
    void applyRoutesRedoRefusedWhenACableVanished();
    void catalogChangeIsOneUndoStep();
    void catalogChangeRefusedWhenAPlacedTypeLosesItsPorts();
    void devicesInFollowEveryEdit();
};

void TstDesignSnapshot::snapshotKeepsTheDesignAsItWas() {
    auto d = test::buildLiquidRowExample();
    const RackId a01 = DesignBuilder::rackId(QStringLiteral("A01"));
    const double x0 = d->rack(a01)->xMm;
    const auto snap = DesignSnapshot::of(*d);
    QVERIFY(snap->isCurrentFor(*d));
    QCOMPARE(snap->revision(), d->revision());

    EditResult move = DesignEdits::moveRack(*d, a01, x0 - 1000, d->rack(a01)->yMm, 0);
    QVERIFY(move);
    d->undoStack().push(move.command.release());
    QCOMPARE(d->rack(a01)->xMm, x0 - 1000);
    QCOMPARE(snap->design().rack(a01)->xMm, x0);  // the snapshot did not move
    QVERIFY(!snap->isCurrentFor(*d));
    QCOMPARE(snap->design().cables().size(), d->cables().size());

    // Undo brings the position back, but not the revision: the design went
    // through an edit the snapshot did not see.
    d->undoStack().undo();
    QCOMPARE(d->rack(a01)->xMm, x0);
    QVERIFY(!snap->isCurrentFor(*d));
    QVERIFY(DesignSnapshot::of(*d)->isCurrentFor(*d));
    // Another design with the same revision is not the one it was taken from.
    auto other = test::buildLiquidRowExample();
    QVERIFY(!DesignSnapshot::of(*d)->isCurrentFor(*other));
}

void TstDesignSnapshot::snapshotSharesTheTablesUntilAnEdit() {
    auto d = test::buildLiquidRowExample();
    const auto snap = DesignSnapshot::of(*d);
    // Shared: the same objects, not copies.
    QCOMPARE(&snap->design().cables()[0], &d->cables()[0]);
    QCOMPARE(&snap->design().racks()[0], &d->racks()[0]);
    QCOMPARE(&snap->design().catalog(), &d->catalog());
    const RackId a01 = DesignBuilder::rackId(QStringLiteral("A01"));
    EditResult move = DesignEdits::moveRack(*d, a01, 500, d->rack(a01)->yMm, 0);
    QVERIFY(move);
    d->undoStack().push(move.command.release());
    // The moved table is the design's own now; the others stay shared.
    QVERIFY(&snap->design().racks()[0] != &d->racks()[0]);
    QCOMPARE(&snap->design().cables()[0], &d->cables()[0]);
}

void TstDesignSnapshot::everyMutationCountsARevision() {
    auto d = test::buildLiquidRowExample();
    const std::uint64_t r0 = d->revision();
    Cable c = d->cables()[0];
    c.label = QStringLiteral("X1");
    d->replace(c);
    QCOMPARE(d->revision(), r0 + 1);
    d->replace(c);  // no change, no revision
    QCOMPARE(d->revision(), r0 + 1);
    Room room = d->room();
    room.name = QStringLiteral("Hall 2");
    d->setRoom(room);
    QCOMPARE(d->revision(), r0 + 2);
}

void TstDesignSnapshot::insertConnectionChecksPortNames() {
    auto d = serverAndLeaf();
    Connection c;
    c.a = {DesignBuilder::deviceId(QStringLiteral("srv1")), QStringLiteral("OSFP9")};  // the server has OSFP1..8
    c.b = {DesignBuilder::deviceId(QStringLiteral("ib1")), QStringLiteral("P1/1")};
    c.role = PortRole::Compute;
    QCOMPARE(d->whyNotInsert(c), "connection to a port its device type lacks");
    QVERIFY_THROWS_EXCEPTION(std::logic_error, d->insert(-1, c));
    QCOMPARE(d->connections().size(), 0);
    c.a.port = QStringLiteral("OSFP1");
    QCOMPARE(d->whyNotInsert(c), nullptr);
    d->insert(-1, c);
    QCOMPARE(d->connections().size(), 1);
}

void TstDesignSnapshot::fragmentRefusedBeforePushAndRedoNeverThrows() {
    auto d = serverAndLeaf();
    DesignFragment f;
    Connection c;
    c.a = {DesignBuilder::deviceId(QStringLiteral("srv1")), QStringLiteral("NOPE")};
    c.b = {DesignBuilder::deviceId(QStringLiteral("ib1")), QStringLiteral("P1/1")};
    f.connections.push_back(c);
    QCOMPARE(InsertObjectsCommand::whyNot(*d, f), "connection to a port its device type lacks");
    const EditResult refused = InsertObjectsCommand::make(*d, f, QStringLiteral("Paste"));
    QVERIFY(!refused);
    QCOMPARE(refused.error, QStringLiteral("These objects cannot be added: connection to a port its device type lacks."));

    // A caller that skips the check: the push changes nothing, throws
    // nothing, and leaves no step behind.
    const std::uint64_t before = d->revision();
    QTest::ignoreMessage(QtWarningMsg, "InsertObjectsCommand refused: connection to a port its device type lacks");
    d->undoStack().push(new InsertObjectsCommand(*d, f, QStringLiteral("Paste")));
    QCOMPARE(d->revision(), before);
    QCOMPARE(d->undoStack().count(), 0);
    QCOMPARE(d->connections().size(), 0);

    // Two connections on one port within a fragment, and a cable twice on one connection.
    f.connections[0].a.port = QStringLiteral("OSFP1");
    Connection twice = f.connections[0];
    twice.id = ConnectionId::create();
    twice.b.port = QStringLiteral("P1/2");
    f.connections.push_back(twice);
    QCOMPARE(InsertObjectsCommand::whyNot(*d, f), "port already in use");
    f.connections.pop_back();
    Cable a, b;
    a.connection = b.connection = f.connections[0].id;
    f.cables = {a, b};
    QCOMPARE(InsertObjectsCommand::whyNot(*d, f), "connection already has a cable");
    f.cables.pop_back();
    QCOMPARE(InsertObjectsCommand::whyNot(*d, f), nullptr);
    EditResult ok = InsertObjectsCommand::make(*d, f, QStringLiteral("Paste"));
    QVERIFY(ok);
    d->undoStack().push(ok.command.release());
    QCOMPARE(d->connections().size(), 1);
    QCOMPARE(d->cables().size(), 1);
}

void TstDesignSnapshot::editOfAVanishedObjectDoesNotThrow() {
    auto d = test::buildLiquidRowExample();
    const Cable before = d->cables()[0];
    Cable after = before;
    after.label = QStringLiteral("Z9");
    after.id = CableId::create();  // no such cable
    QTest::ignoreMessage(QtWarningMsg, "EditObjectCommand refused: unknown cable");
    d->undoStack().push(new EditObjectCommand<Cable>(*d, before, after, QStringLiteral("Edit")));
    QCOMPARE(d->undoStack().count(), 0);
    QCOMPARE(d->cables()[0], before);
}

void TstDesignSnapshot::removeRedoRefusedWhenTheDesignChangedBeneathIt() {
    // Delete a rack (its devices, their connections and cables), undo, then
    // put a device into that rack outside the undo stack (as a loader or a
    // bug would): redo would take the rack while it still holds a device
    // (Design::take throws std::logic_error). It refuses and changes nothing.
    auto d = test::buildLiquidRowExample();
    const RackId a01 = DesignBuilder::rackId(QStringLiteral("A01"));
    ObjectSelection sel;
    sel.racks = {a01};
    auto* remove = new RemoveObjectsCommand(*d, sel);
    QVERIFY(!remove->whyNot());  // as made: every precondition holds
    d->undoStack().push(remove);
    QVERIFY(!d->rack(a01));
    d->undoStack().undo();
    QVERIFY(d->rack(a01));
    Device stray;
    stray.typeId = QStringLiteral("mgmt-48x1g");
    stray.name = QStringLiteral("stray");
    stray.placement.rack = a01;
    stray.placement.u = 48;
    QVERIFY2(!d->whyNotInsert(stray), d->whyNotInsert(stray));
    d->insert(-1, stray);
    const QByteArray before = DesignJson::write(*d);
    QVERIFY(remove->whyNot());
    QTest::ignoreMessage(QtWarningMsg, "RemoveObjectsCommand refused: a rack to delete holds a device that stays");
    d->undoStack().redo();  // must not throw
    QCOMPARE(DesignJson::write(*d), before);
    QVERIFY(d->rack(a01));
}

void TstDesignSnapshot::applyRoutesRedoRefusedWhenACableVanished() {
    auto d = test::buildLiquidRowExample();
    const RoutingResult result = CableRouter(*d).routeAll();
    EditResult apply = ApplyRoutesCommand::create(*d, result);
    QVERIFY2(apply, qPrintable(apply.error));
    d->undoStack().push(apply.command.release());
    d->undoStack().undo();
    // A cable the command re-routes is removed outside the stack: its
    // replace would throw (unknown cable). Redo refuses instead.
    const auto* command = static_cast<const ApplyRoutesCommand*>(d->undoStack().command(0));
    QVERIFY(!command->whyNot());
    const CableId gone = result.cables.front().id;
    d->take(gone);
    QVERIFY(command->whyNot());
    const QByteArray before = DesignJson::write(*d);
    QTest::ignoreMessage(QtWarningMsg, "ApplyRoutesCommand refused: a cable to re-route has changed");
    d->undoStack().redo();  // must not throw
    QCOMPARE(DesignJson::write(*d), before);
}

void TstDesignSnapshot::catalogChangeIsOneUndoStep() {
    // The case: delete a device, import a type of the same id with
    // other ports, undo the delete. Through the undo stack, the import is
    // undone first, so the device comes back against the type it had.
    auto d = test::buildLiquidRowExample();
    // The leaf is the only device of its type (ib-ndr-64x400g) in the example.
    const Device server = *d->device(DesignBuilder::deviceId(QStringLiteral("leaf-a03")));
    const DeviceType original = *d->typeOf(server);
    QVERIFY(!d->connectionsOf(server.id).empty());
    ObjectSelection sel;
    sel.devices = {server.id};
    d->undoStack().push(new RemoveObjectsCommand(*d, sel));
    QVERIFY(!d->device(server.id));

    Catalog changed = d->catalog();
    DeviceType other = original;
    other.portGroups.clear();  // the imported type of that id has no ports
    changed.put(other);
    EditResult edit = SetCatalogCommand::make(*d, changed, QStringLiteral("Import NetBox device types"));
    QVERIFY2(edit, qPrintable(edit.error));  // nothing placed is of that type now
    d->undoStack().push(edit.command.release());
    QVERIFY(d->catalog().device(original.id)->ports().empty());

    d->undoStack().undo();  // the import
    QCOMPARE(*d->catalog().device(original.id), original);
    d->undoStack().undo();  // the delete: the device and its connections come back
    QVERIFY(d->device(server.id));
    QVERIFY(!d->connectionsOf(server.id).empty());
    d->undoStack().redo();
    d->undoStack().redo();
    QVERIFY(d->catalog().device(original.id)->ports().empty());
}

void TstDesignSnapshot::catalogChangeRefusedWhenAPlacedTypeLosesItsPorts() {
    auto d = test::buildLiquidRowExample();
    const Device server = d->devices()[0];
    Catalog changed = d->catalog();
    DeviceType other = *d->typeOf(server);
    other.portGroups.clear();
    changed.put(other);
    const EditResult edit = SetCatalogCommand::make(*d, changed, QStringLiteral("Import"));
    QVERIFY(!edit);
    QVERIFY2(edit.error.contains(server.name), qPrintable(edit.error));
    QCOMPARE(d->undoStack().count(), 0);
}

namespace {
/// The devices in the rack read off the device table itself, in its order.
std::vector<DeviceId> placedIn(const Design& d, RackId rack) {
    std::vector<DeviceId> out;
    for (const Device& dev : d.devices())
        if (dev.placement.rack == rack) out.push_back(dev.id);
    return out;
}

/// devicesIn() of every rack agrees with the device table.
bool devicesInAgree(const Design& d) {
    for (const Rack& r : d.racks())
        if (d.devicesIn(r.id) != placedIn(d, r.id)) return false;
    return true;
}
}  // namespace

void TstDesignSnapshot::devicesInFollowEveryEdit() {
    // Design::devicesIn answers from an index the edits keep: it must say
    // what a scan of the devices says after a move to another rack, a
    // removal, an insertion at the front, each undone, and a snapshot must
    // keep the racks as they were.
    auto d = test::buildLiquidRowExample();
    const RackId a01 = DesignBuilder::rackId(QStringLiteral("A01"));
    const RackId a02 = DesignBuilder::rackId(QStringLiteral("A02"));
    QVERIFY(devicesInAgree(*d));
    const std::vector<DeviceId> inA01 = d->devicesIn(a01), inA02 = d->devicesIn(a02);
    QVERIFY(inA01.size() > 2);

    // Into the other rack, at the highest U where it fits.
    const DeviceId moved = inA01[1];
    Placement to = d->device(moved)->placement;
    to.rack = a02;
    const auto snap = DesignSnapshot::of(*d);
    EditResult move;
    for (to.u = 52; to.u > 0 && !move; --to.u) move = DesignEdits::moveDevice(*d, moved, to);
    QVERIFY2(move, "no free U in A02");
    d->undoStack().push(move.command.release());
    QVERIFY(devicesInAgree(*d));
    QCOMPARE(d->devicesIn(a01).size(), inA01.size() - 1);
    const std::vector<DeviceId> nowInA02 = d->devicesIn(a02);
    QCOMPARE(std::count(nowInA02.begin(), nowInA02.end(), moved), 1);
    QCOMPARE(snap->design().devicesIn(a01), inA01);
    QCOMPARE(snap->design().devicesIn(a02), inA02);
    d->undoStack().undo();
    QCOMPARE(d->devicesIn(a01), inA01);
    QCOMPARE(d->devicesIn(a02), inA02);

    ObjectSelection sel;
    sel.racks = {a01};
    d->undoStack().push(new RemoveObjectsCommand(*d, sel));
    QVERIFY(d->devicesIn(a01).empty());
    QVERIFY(devicesInAgree(*d));
    d->undoStack().undo();
    QCOMPARE(d->devicesIn(a01), inA01);

    Device first;
    first.typeId = QStringLiteral("mgmt-48x1g");
    first.name = QStringLiteral("first");
    first.placement.rack = a01;
    for (first.placement.u = 52; first.placement.u > 0 && !d->checkPlacement(first.typeId, first.placement).ok;)
        --first.placement.u;
    QVERIFY2(!d->whyNotInsert(first), d->whyNotInsert(first));
    d->insert(0, first);  // first in document order, so first in the rack
    QCOMPARE(d->devicesIn(a01).front(), first.id);
    QVERIFY(devicesInAgree(*d));
}

QTEST_GUILESS_MAIN(TstDesignSnapshot)
#include "tst_design_snapshot.moc"
