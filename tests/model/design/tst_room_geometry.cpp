// The room as a hall — outline polygon, columns, walls,
// doors, keep-out zones, floor rating — in JSON and in the .supernode
// (schema 6, migrated from 5), and placement refusing a rack on a column,
// outside the outline or in a keep-out, with the reason.
#include "model/commands/design_edits.h"
#include "model/commands/edit_object_command.h"
#include "model/commands/room_edits.h"
#include "model/core/sn_error.h"
#include "model/design/room_site.h"
#include "model/input/json_reader.h"
#include "model/io/design_json.h"
#include "model/store/project_store.h"
#include "model/store/schema.h"
#include "model/store/sqlite_db.h"
#include "tests/support/design_builder.h"
#include "tests/support/rule_findings.h"
#include "tests/support/test_paths.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace sn;
using namespace sn::test;

class TstRoomGeometry : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void jsonAndStoreKeepEveryField();
    void plainRoomWritesWhatItAlwaysDid();
    void ratingInKgPerM2();
    void badGeometryIsRefused_data();
    void badGeometryIsRefused();
    void openUpgradesVersion5();
    void doorShapeFromItsEdge();
    void placementRefusesWithAReason();
    void redoOntoANewColumnDoesNotThrow();
    void columnsAndKeepOutsAreUndoableEdits();
    void wallsDoorsAndOutlineEditsKeepTheHallWhole();
};

namespace {

/// An L-shaped hall: 20 m × 12 m with the corner x > 14 m, y > 8 m cut away.
Room lHall() {
    Room r;
    r.name = QStringLiteral("DH3");
    r.outlineMm = {{0, 0}, {20000, 0}, {20000, 8000}, {14000, 8000}, {14000, 12000}, {0, 12000}};
    r.widthMm = 20000;
    r.depthMm = 12000;
    Column square;
    square.name = QStringLiteral("C1");
    square.centreMm = {8400, 4200};
    square.widthMm = 600;
    square.depthMm = 500;
    Column round;
    round.name = QStringLiteral("C2");
    round.shape = Column::Shape::Circle;
    round.centreMm = {8400, 9000};
    round.diameterMm = 450;
    r.columns = {square, round};
    Wall cage;
    cage.name = QStringLiteral("cage");
    cage.pathMm = {{17000, 0}, {17000, 4000}, {20000, 4000}};
    cage.thicknessMm = 150;
    r.walls = {cage};
    Door main;
    main.name = QStringLiteral("D1");
    main.edge = 0;
    main.alongMm = 2000;
    main.widthMm = 1200;
    Door cageDoor;
    cageDoor.name = QStringLiteral("D2");
    cageDoor.wall = 0;
    cageDoor.edge = 1;
    cageDoor.alongMm = 1500;
    cageDoor.widthMm = 900;
    cageDoor.swing = Door::Swing::Right;
    cageDoor.hingeAtStart = false;
    cageDoor.clearDepthMm = 0;
    r.doors = {main, cageDoor};
    KeepOut crah;
    crah.name = QStringLiteral("K1");
    crah.reason = QStringLiteral("CRAH 1 service area");
    crah.polygonMm = {{0, 10000}, {3000, 10000}, {3000, 12000}, {0, 12000}};
    r.keepOuts = {crah};
    r.floorRatingKnM2 = 12;
    r.minAisleMm = 1500;
    r.containment = Containment::Hot;
    r.facilityWaterC = 26;
    return r;
}

std::unique_ptr<Design> designIn(const Room& room) {
    auto d = std::make_unique<Design>();
    d->setRoom(room);
    return d;
}

QString refusal(EditResult&& edit) { return edit ? QString() : edit.error; }

/// An empty design's file with its "room" object made of `members`.
QByteArray designWithRoom(const QByteArray& members) {
    Json doc = Json::parse(DesignJson::write(Design()).toStdString());
    doc["room"] = Json::parse("{" + members.toStdString() + "}");
    return QByteArray::fromStdString(doc.dump());
}

}  // namespace

void TstRoomGeometry::jsonAndStoreKeepEveryField() {
    const Room hall = lHall();
    const auto design = designIn(hall);
    const QByteArray json = DesignJson::write(*design);
    const auto fromJson = DesignJson::read(json, QStringLiteral("hall.json"));
    QCOMPARE(fromJson->room(), hall);
    QCOMPARE(DesignJson::write(*fromJson), json);  // and back to the same bytes

    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("hall.supernode"));
    ProjectStore::save(*design, file);
    const auto fromStore = ProjectStore::open(file);
    QCOMPARE(fromStore->room(), hall);
    SqliteDb db(file, SqliteDb::Mode::ReadOnly);
    QCOMPARE(db.userVersion(), kProjectSchemaVersion);
}

void TstRoomGeometry::plainRoomWritesWhatItAlwaysDid() {
    // A design from before halls had outlines: width × depth only. No new key is written
    // and the outline is that rectangle.
    Design design;
    Room r;
    r.widthMm = 12000;
    r.depthMm = 8000;
    design.setRoom(r);
    const QByteArray json = DesignJson::write(design);
    for (const char* key : {"outline_mm", "columns", "walls", "doors", "keep_outs", "floor_rating", "min_aisle_mm",
                            "containment", "facility_water"})
        QVERIFY2(!json.contains(key), key);
    const QPolygonF outline = roomOutline(DesignJson::read(json, QStringLiteral("old.json"))->room());
    QCOMPARE(outline, QPolygonF({{0, 0}, {12000, 0}, {12000, 8000}, {0, 8000}}));
    // An outline alone gives the extent: 20 m × 12 m.
    const QByteArray outlined = designWithRoom(R"("outline_mm": [[0, 0], [20000, 0], [20000, 12000], [0, 12000]])");
    const auto d = DesignJson::read(outlined, QStringLiteral("outline.json"));
    QCOMPARE(d->room().widthMm, 20000.0);
    QCOMPARE(d->room().depthMm, 12000.0);
}

void TstRoomGeometry::ratingInKgPerM2() {
    // 1 000 kg/m² × 9.80665 m/s² = 9 806.65 N/m² = 9.80665 kN/m².
    const QByteArray json = designWithRoom(R"("width_mm": 10000, "depth_mm": 8000, "floor_rating_kg_m2": 1000)");
    const auto d = DesignJson::read(json, QStringLiteral("kg.json"));
    QCOMPARE(d->room().floorRatingKnM2, 9.80665);
    // Stored once, in kN/m².
    const QByteArray written = DesignJson::write(*d);
    QVERIFY(written.contains("floor_rating_kn_m2") && !written.contains("floor_rating_kg_m2"));
    QCOMPARE(DesignJson::read(written, QStringLiteral("again.json"))->room().floorRatingKnM2, 9.80665);
}

void TstRoomGeometry::badGeometryIsRefused_data() {
    QTest::addColumn<QByteArray>("room");
    QTest::addColumn<QString>("message");
    QTest::newRow("two-point outline") << QByteArray(R"("outline_mm": [[0, 0], [1000, 0]])")
                                       << QStringLiteral("/room/outline_mm: an outline needs at least three points");
    QTest::newRow("negative corner") << QByteArray(R"("outline_mm": [[-5, 0], [1000, 0], [0, 1000]])")
                                     << QStringLiteral("/room/outline_mm/0: must not be negative");
    QTest::newRow("door on no edge")
        << QByteArray(R"("width_mm": 1000, "depth_mm": 1000, "doors": [{"edge": 7}])")
        << QStringLiteral("/room/doors/0/edge: there is no edge 7 (4 edges)");
    QTest::newRow("door in no wall")
        << QByteArray(R"("width_mm": 1000, "depth_mm": 1000, "doors": [{"wall": 0, "edge": 0}])")
        << QStringLiteral("/room/doors/0/wall: there is no wall 0 (the room has 0)");
    QTest::newRow("column of no size")
        << QByteArray(R"("width_mm": 1000, "depth_mm": 1000, "columns": [{"x_mm": 5, "y_mm": 5, "width_mm": 0}])")
        << QStringLiteral("/room/columns/0/width_mm: must be positive");
    QTest::newRow("two rating units")
        << QByteArray(R"("width_mm": 1000, "depth_mm": 1000, "floor_rating_kn_m2": 12, "floor_rating_kg_m2": 1200)")
        << QStringLiteral("/room/floor_rating_kg_m2: give the floor rating once");
    QTest::newRow("unknown containment")
        << QByteArray(R"("width_mm": 1000, "depth_mm": 1000, "containment": "warm")")
        << QStringLiteral("/room/containment: unknown value \"warm\"");
    QTest::newRow("facility water out of range")
        << QByteArray(R"("width_mm": 1000, "depth_mm": 1000, "facility_water_c": 900)")
        << QStringLiteral("facility_water_c");
    QTest::newRow("unknown shape")
        << QByteArray(R"("width_mm": 1000, "depth_mm": 1000, "columns": [{"shape": "hexagon", "x_mm": 5, "y_mm": 5}])")
        << QStringLiteral("/room/columns/0/shape: unknown value \"hexagon\"");
}

void TstRoomGeometry::badGeometryIsRefused() {
    QFETCH(QByteArray, room);
    QFETCH(QString, message);
    const QByteArray json = designWithRoom(room);
    try {
        DesignJson::read(json, QStringLiteral("bad.json"));
        QFAIL("read a bad room");
    } catch (const UserError& e) {
        QVERIFY2(e.message().startsWith(QStringLiteral("bad.json: ")) && e.message().contains(message),
                 qPrintable(e.message()));
    }
}

void TstRoomGeometry::openUpgradesVersion5() {
    // Saved by the program of schema 5 (tests/data/store/v5.sql is its dump):
    // `new --gpus 16` then `route`, before the room held hall geometry.
    const QString fixture = sourceDir() + QStringLiteral("/tests/data/store/v5.supernode");
    {
        SqliteDb db(fixture, SqliteDb::Mode::ReadOnly);
        QCOMPARE(db.userVersion(), 5);
        QVERIFY(!db.hasColumn("room", "geometry"));
    }
    const auto design = ProjectStore::open(fixture);
    // sqlite3 v5.supernode "select * from room": Data hall|||8800.0|7600.0|4000.0|0.0
    QCOMPARE(design->room().widthMm, 8800.0);
    QCOMPARE(design->room().depthMm, 7600.0);
    QCOMPARE(design->cables().size(), 115);  // "select count(*) from cable"
    // Migration 6 gives the plain rectangle, nothing else: no columns, no
    // rating (the floor-load rule stays silent), the default aisle.
    QVERIFY(design->room().outlineMm.empty() && design->room().columns.empty() && design->room().doors.empty());
    QCOMPARE(design->room().floorRatingKnM2, 0.0);
    QCOMPARE(design->room().minAisleMm, 1200.0);
    // Files from before aisles and facility water: no containment, the
    // facility water not known (each CDU at its rated approach).
    QCOMPARE(design->room().containment, Containment::None);
    QVERIFY(!design->room().facilityWaterC);
    QCOMPARE(roomOutline(design->room()).size(), qsizetype(4));
    QVERIFY(withPrefix(findingsOf(*design), QStringLiteral("hall.")).empty());
    // Saved again at the current schema: the geometry column empty, the same room back.
    QTemporaryDir dir;
    const QString saved = dir.filePath(QStringLiteral("v6.supernode"));
    ProjectStore::save(*design, saved);
    {
        SqliteDb db(saved, SqliteDb::Mode::ReadOnly);
        QCOMPARE(db.userVersion(), kProjectSchemaVersion);
        auto st = db.prepare("SELECT geometry FROM room");
        QVERIFY(st.next());
        QCOMPARE(st.text(0), QString());
    }
    QCOMPARE(ProjectStore::open(saved)->room(), design->room());
}

void TstRoomGeometry::doorShapeFromItsEdge() {
    // D1 on outline edge 0, (0, 0) → (20 000, 0): u = (1, 0), left = (0, 1),
    // into the room. 1 200 mm opening centred 2 000 mm along: jambs at x 1 400
    // and 2 600; hinge at the start jamb; clear area 1 200 deep.
    const Room hall = lHall();
    const auto d1 = doorShape(hall, hall.doors[0]);
    QVERIFY(d1);
    QCOMPARE(d1->jambA, QPointF(1400, 0));
    QCOMPARE(d1->jambB, QPointF(2600, 0));
    QCOMPARE(d1->hinge, QPointF(1400, 0));
    QCOMPARE(d1->swingNormal, QPointF(0, 1));
    QCOMPARE(d1->roomNormal, QPointF(0, 1));
    // The leaf (radius 1 200 about the hinge) fits the 1 200 × 1 200 clear square.
    QCOMPARE(d1->clearArea.boundingRect(), QRectF(1400, 0, 1200, 1200));
    // D2 in the cage wall's second piece, (17 000, 4 000) → (20 000, 4 000),
    // 1 500 along, 900 wide, hinged at the end jamb, swinging right: (0, −1).
    const auto d2 = doorShape(hall, hall.doors[1]);
    QVERIFY(d2);
    QCOMPARE(d2->jambA, QPointF(18050, 4000));
    QCOMPARE(d2->jambB, QPointF(18950, 4000));
    QCOMPARE(d2->hinge, QPointF(18950, 4000));
    QCOMPARE(d2->swingNormal, QPointF(0, -1));
    // No clear depth: the swing's quarter circle only, 900 × 900 toward −y.
    const QRectF swing = d2->clearArea.boundingRect();
    QVERIFY2(std::abs(swing.left() - 18050) < 1 && std::abs(swing.top() - 3100) < 1 && std::abs(swing.width() - 900) < 1
                 && std::abs(swing.height() - 900) < 1,
             qPrintable(QStringLiteral("%1 %2 %3 %4").arg(swing.left()).arg(swing.top()).arg(swing.width()).arg(swing.height())));
}

void TstRoomGeometry::placementRefusesWithAReason() {
    auto design = designIn(lHall());
    auto rack = [](const QString& name, double x, double y, int rotation = 0) {
        Rack r;
        r.id = RackId::fromName(name);
        r.name = name;
        r.xMm = x;
        r.yMm = y;
        r.rotationDeg = rotation;
        return r;  // 600 × 1200
    };
    // On C1 (8 100–8 700 × 3 950–4 450): a rack from x 7 800 spans 7 800–8 400.
    QCOMPARE(refusal(DesignEdits::addRack(*design, rack(QStringLiteral("R1"), 7800, 3500))),
             QStringLiteral("Rack R1 would stand on column C1."));
    // Against C1's left face (x 8 100) is fine.
    QCOMPARE(refusal(DesignEdits::addRack(*design, rack(QStringLiteral("R1"), 7500, 3500))), QString());
    // In the cut-away corner of the L: x 15 000, y 9 000.
    QCOMPARE(refusal(DesignEdits::addRack(*design, rack(QStringLiteral("R2"), 15000, 9000))),
             QStringLiteral("Rack R2 would stand outside the room's outline."));
    // In K1 (0–3 000 × 10 000–12 000), with its reason.
    QCOMPARE(refusal(DesignEdits::addRack(*design, rack(QStringLiteral("R3"), 1000, 10500))),
             QStringLiteral("Rack R3 would stand in keep-out zone K1 (CRAH 1 service area)."));
    // On the cage wall (x 16 925–17 075): turned 90° about its corner at
    // x 17 500 the rack covers x 16 300–17 500.
    QCOMPARE(refusal(DesignEdits::addRack(*design, rack(QStringLiteral("R4"), 17500, 1000, 90))),
             QStringLiteral("Rack R4 would stand on wall cage."));
    // A move is checked the same way: R1 (placed) onto the round column C2
    // (8 175–8 625 × 8 775–9 225).
    EditResult add = DesignEdits::addRack(*design, rack(QStringLiteral("R1"), 7500, 3500));
    QVERIFY(add);
    design->undoStack().push(add.command.release());
    QCOMPARE(refusal(DesignEdits::moveRack(*design, RackId::fromName(QStringLiteral("R1")), 8000, 8500, 0)),
             QStringLiteral("Rack R1 would stand on column C2."));
    // A floor unit (the 600 × 1 200 in-row CDU) too.
    Placement onColumn;
    onColumn.floorXmm = 8000;
    onColumn.floorYmm = 3500;
    const Check cdu = design->checkPlacement(QStringLiteral("cdu-inrow-1mw"), onColumn);
    QVERIFY(!cdu.ok);
    QVERIFY2(cdu.reason.endsWith(QStringLiteral("would stand on column C1.")), qPrintable(cdu.reason));
}

void TstRoomGeometry::redoOntoANewColumnDoesNotThrow() {
    // A move checked against the room as it was, redone after a column went
    // up there: redo() makes the move (it never throws) and the rule
    // hall.room-site reports the rack.
    Room plain;
    plain.widthMm = 10000;
    plain.depthMm = 8000;
    auto design = designIn(plain);
    Rack r;
    r.id = RackId::fromName(QStringLiteral("R1"));
    r.name = QStringLiteral("R1");
    r.xMm = 1000;
    r.yMm = 1000;
    EditResult add = DesignEdits::addRack(*design, r);
    QVERIFY(add);
    design->undoStack().push(add.command.release());
    EditResult move = DesignEdits::moveRack(*design, r.id, 5000, 3000, 0);
    QVERIFY(move);
    Room withColumn = plain;
    Column c;
    c.name = QStringLiteral("C9");
    c.centreMm = {5300, 3600};
    withColumn.columns = {c};
    design->setRoom(withColumn);
    move.command->redo();
    QCOMPARE(design->rack(r.id)->xMm, 5000.0);
    const auto findings = withPrefix(findingsOf(*design), QStringLiteral("hall.room-site"));
    QCOMPARE(findings.size(), size_t(1));
    QCOMPARE(findings[0].message, QStringLiteral("Rack R1 would stand on column C9."));
}

void TstRoomGeometry::columnsAndKeepOutsAreUndoableEdits() {
    Room plain;
    plain.widthMm = 10000;
    plain.depthMm = 8000;
    auto design = designIn(plain);
    Rack r;
    r.id = RackId::fromName(QStringLiteral("R1"));
    r.name = QStringLiteral("R1");
    r.xMm = 1000;
    r.yMm = 1000;  // 1 000–1 600 × 1 000–2 200
    EditResult add = DesignEdits::addRack(*design, r);
    QVERIFY(add);
    design->undoStack().push(add.command.release());

    // Dropped at (4 430, 4 190) on a 600 mm grid: centred at (4 200, 4 200).
    Column c;
    c.name = QStringLiteral("C1");
    c.centreMm = {4430, 4190};
    EditResult column = RoomEdits::addColumn(*design, c, 600);
    QVERIFY2(column, qPrintable(column.error));
    design->undoStack().push(column.command.release());
    QCOMPARE(design->room().columns.size(), size_t(1));
    QCOMPARE(design->room().columns[0].centreMm, QPointF(4200, 4200));
    // Onto the rack: refused, nothing changes. (1 300, 1 500) is inside R1.
    const EditResult onRack = RoomEdits::moveColumn(*design, 0, {1300, 1500}, 600);
    QVERIFY(!onRack);
    QCOMPARE(onRack.error, QStringLiteral("Rack R1 stands there."));
    // Two moves (two drags) of one column are two undo steps: each gesture
    // pushes once, and merging them made one Ctrl+Z undo both drags.
    for (double x : {5000.0, 6000.0}) {
        EditResult move = RoomEdits::moveColumn(*design, 0, {x, 4200}, 600);
        QVERIFY(move);
        design->undoStack().push(move.command.release());
    }
    QCOMPARE(design->room().columns[0].centreMm, QPointF(6000, 4200));  // 6 000 is a multiple of 600
    design->undoStack().undo();
    QCOMPARE(design->room().columns[0].centreMm, QPointF(4800, 4200));  // 5 000 on the 600 mm grid: 8 × 600
    design->undoStack().undo();
    QCOMPARE(design->room().columns[0].centreMm, QPointF(4200, 4200));
    // A keep-out over the rack is refused; beside it, accepted and undoable.
    KeepOut k;
    k.name = QStringLiteral("K1");
    k.polygonMm = {{0, 0}, {2000, 0}, {2000, 2000}, {0, 2000}};
    QCOMPARE(RoomEdits::addKeepOut(*design, k).error, QStringLiteral("Rack R1 stands there."));
    k.polygonMm = {{6000, 6000}, {8000, 6000}, {8000, 8000}, {6000, 8000}};
    EditResult zone = RoomEdits::addKeepOut(*design, k);
    QVERIFY(zone);
    design->undoStack().push(zone.command.release());
    QCOMPARE(design->room().keepOuts.size(), size_t(1));
    EditResult gone = RoomEdits::removeColumn(*design, 0);
    QVERIFY(gone);
    design->undoStack().push(gone.command.release());
    QVERIFY(design->room().columns.empty());
    design->undoStack().undo();
    design->undoStack().undo();
    QCOMPARE(design->room().columns.size(), size_t(1));
    QVERIFY(design->room().keepOuts.empty());
    // A door on an edge the room lacks is refused.
    Door d;
    d.edge = 9;
    QCOMPARE(RoomEdits::addDoor(*design, d).error, QStringLiteral("There is no such wall or edge for the door."));
}

void TstRoomGeometry::wallsDoorsAndOutlineEditsKeepTheHallWhole() {
    Room plain;
    plain.widthMm = 10000;
    plain.depthMm = 8000;
    auto design = designIn(plain);
    const auto push = [&](EditResult e) {
        QVERIFY2(e, qPrintable(e.error));
        design->undoStack().push(e.command.release());
    };
    // Two walls, a door in the second: removing the first takes no door and
    // the door's wall index follows its wall from 1 to 0.
    Wall w1, w2;
    w1.name = QStringLiteral("W-1");
    w1.pathMm = {{1000, 4000}, {3000, 4000}};
    w2.name = QStringLiteral("W-2");
    w2.pathMm = {{5000, 4000}, {9000, 4000}};
    push(RoomEdits::addWall(*design, w1));
    push(RoomEdits::addWall(*design, w2));
    Door d;
    d.name = QStringLiteral("D-1");
    d.wall = 1;
    d.alongMm = 2000;  // 1 000 mm opening at x 6 500–7 500 of the 4 000 mm wall
    push(RoomEdits::addDoor(*design, d));
    push(RoomEdits::removeWall(*design, 0));
    QCOMPARE(design->room().walls.size(), size_t(1));
    QCOMPARE(design->room().doors.size(), size_t(1));
    QCOMPARE(design->room().doors[0].wall, std::optional<int>(0));
    // 4 000 mm wide the door would need x 5 000–9 000 about x 7 000: it fits
    // exactly; 4 200 mm does not (a 4 000 mm wall).
    QVERIFY(RoomEdits::editDoor(*design, 0, 4000, Door::Swing::Right));
    QCOMPARE(RoomEdits::editDoor(*design, 0, 4200, Door::Swing::Right).error,
             QStringLiteral("A 4200 mm door does not fit on its wall there."));
    // Removing the wall with the door takes the door too.
    push(RoomEdits::removeWall(*design, 0));
    QVERIFY(design->room().doors.empty());
    design->undoStack().undo();
    QCOMPARE(design->room().doors.size(), size_t(1));
    // The outline's corner (10 000, 8 000) pulled to (-1 000, 4 000): the edge
    // from (10 000, 0) to it crosses the edge (0, 8 000)–(0, 0): refused.
    QCOMPARE(RoomEdits::moveOutlineVertex(*design, 2, {-1000, 4000}).error,
             QStringLiteral("The room's outline would cross itself."));
    QVERIFY(design->room().outlineMm.empty());
    // A keep-out zone dragged past the outline is refused.
    KeepOut k;
    k.polygonMm = {{8000, 1000}, {9000, 1000}, {9000, 2000}, {8000, 2000}};
    push(RoomEdits::addKeepOut(*design, k));
    QCOMPARE(RoomEdits::moveKeepOut(*design, 0, {1500, 0}).error,
             QStringLiteral("It would reach outside the room's outline."));
    QVERIFY(RoomEdits::moveKeepOut(*design, 0, {1000, 0}));  // to x 9 000–10 000: against the wall, inside
}

QTEST_GUILESS_MAIN(TstRoomGeometry)
#include "tst_room_geometry.moc"
