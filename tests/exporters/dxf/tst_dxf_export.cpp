#include "exporters/dxf/dxf_floor_plan.h"
#include "exporters/dxf/dxf_writer.h"
#include "exporters/export/design_export.h"
#include "model/design/design.h"
#include "model/design/room_geometry.h"
#include "model/dxf/dxf_layers.h"
#include "model/dxf/hall_import.h"
#include "model/routing/apply_routes_command.h"
#include "model/routing/cable_router.h"
#include "model/rules/rule_engine.h"
#include "model/store/design_file.h"
#include "model/topology/supernode_wizard.h"
#include "tests/model/dxf/ezdxf_python.h"
#include "tests/support/design_builder.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QtTest>

#include <map>

using namespace sn;

/// The DXF floor plan, read back with ezdxf, a reader
/// independent of the program: ezdxf.readfile + audit() clean, and per layer
/// the entity counts the design itself gives.
class TstDxfExport : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void numbersAndText();
    void exampleReadsBackWithItsCounts();
    void hallGeometryReadsBack();
    void exportedHallImportsBackUnchanged();
    void siteHallsImportBack();
    void titleBlock();
    void valvesWhereThePipesRun();
    void fireStopsWhereTraysPassPartitions();
    void hallFromDxfTakesA1024GpuDesign();

private:
    static std::unique_ptr<Design> example() {
        return DesignFile::open(test::sourceDir() + QStringLiteral("/resources/examples/liquid-row.json"));
    }
    static std::unique_ptr<Design> hallDesign();
    static QString write(const Design& d, const QTemporaryDir& dir) {
        const QString out = dir.filePath(QStringLiteral("plan.dxf"));
        ExportOptions o;
        o.date = QDate(2026, 12, 1);
        DesignExport::write(d, ExportKind::Dxf, out, o);
        return out;
    }
    static int count(const QJsonObject& summary, const QString& layer, const char* type) {
        return summary[QStringLiteral("counts")][layer][QLatin1String(type)].toInt();
    }
};

/// A 40 × 25 m hall with a 3 × 4 m notch out of its far-right corner (six
/// corners), a 5 × 3 grid of 600 mm square columns 8.4 m apart from
/// (3.6, 4.3) m less the one in the notch plus a Ø 500 mm round column, a
/// partition, a swinging door on the near wall and a sliding one on the
/// left wall, a keep-out, and one row of two racks.
std::unique_ptr<Design> TstDxfExport::hallDesign() {
    test::DesignBuilder b;
    b.name(QStringLiteral("Hall 2"), QStringLiteral("B")).room(40000, 25000);
    b.row(QStringLiteral("A")).rack(QStringLiteral("A01"), 6000, 8000).rack(QStringLiteral("A02"), 6600, 8000);
    auto d = b.build();
    Room room = d->room();
    room.name = QStringLiteral("Data hall 2");
    room.outlineMm = {{0, 0}, {40000, 0}, {40000, 21000}, {37000, 21000}, {37000, 25000}, {0, 25000}};
    for (int j = 0; j < 3; ++j)
        for (int i = 0; i < 5; ++i) {
            if (i == 4 && j == 2) continue;  // (37.2, 21.1) m lies in the notch
            Column c;
            c.centreMm = QPointF(3600 + 8400 * i, 4300 + 8400 * j);
            room.columns.push_back(c);
        }
    Column round;
    round.shape = Column::Shape::Circle;
    round.centreMm = QPointF(30000, 21000);
    round.diameterMm = 500;
    room.columns.push_back(round);
    Wall wall;
    wall.pathMm = {{30000, 0}, {30000, 10000}};
    wall.thicknessMm = 200;
    room.walls.push_back(wall);
    Door swing;  // edge 0 runs (0, 0) → (40000, 0): u = (1, 0), Right = (0, −1)… into the room is +y, Left
    swing.edge = 0;
    swing.alongMm = 10500;
    swing.widthMm = 1000;
    swing.swing = Door::Swing::Left;
    swing.hingeAtStart = true;
    room.doors.push_back(swing);
    Door sliding;  // edge 5 runs (0, 25000) → (0, 0)
    sliding.edge = 5;
    sliding.alongMm = 5000;
    sliding.widthMm = 2000;
    sliding.swing = Door::Swing::None;
    room.doors.push_back(sliding);
    KeepOut k;
    k.name = QStringLiteral("CRAH 1");
    k.reason = QStringLiteral("service area");
    k.polygonMm = {{1000, 20000}, {4000, 20000}, {4000, 23000}, {1000, 23000}};
    room.keepOuts.push_back(k);
    d->setRoom(room);
    return d;
}

void TstDxfExport::numbersAndText() {
    QCOMPARE(DxfWriter::number(1200), QByteArray("1200.0"));
    QCOMPARE(DxfWriter::number(1.25), QByteArray("1.25"));
    QCOMPARE(DxfWriter::number(-0.0001), QByteArray("0.0"));
    QCOMPARE(DxfWriter::number(2.0004), QByteArray("2.0"));
    // 机 U+673A, 柜 U+67DC.
    QCOMPARE(DxfWriter::encode(QStringLiteral("机柜 A01")), QByteArray("\\U+673A\\U+67DC A01"));
    QCOMPARE(DxfWriter::encode(QStringLiteral("a\nb")), QByteArray("a b"));
}

void TstDxfExport::exampleReadsBackWithItsCounts() {
    SN_SKIP_WITHOUT_EZDXF();
    const auto d = example();
    QTemporaryDir dir;
    const QString file = write(*d, dir);
    QString error;
    const QJsonObject s = test::ezdxfSummary(file, &error);
    QVERIFY2(!s.isEmpty(), qPrintable(error));
    QCOMPARE(s[QStringLiteral("audit_errors")].toArray().size(), 0);
    QCOMPARE(s[QStringLiteral("audit_fixes")].toArray().size(), 0);
    QCOMPARE(s[QStringLiteral("acadver")].toString(), QStringLiteral("AC1015"));
    QCOMPARE(s[QStringLiteral("insunits")].toInt(), 4);  // millimetres

    // The design's own figures: every rack, row, tray, CDU and routed cable.
    // A routed cable is drawn when its ends stand in different racks or it
    // passes a tray (one inside a rack has no run on the plan).
    std::map<PortRole, int> routed;
    for (const Cable& c : d->cables()) {
        const Connection* conn = d->connection(c.connection);
        if (!c.routeLengthMm || !conn || !d->catalog().cable(c.typeId)) continue;
        const Device* a = d->device(conn->a.device);
        const Device* b = d->device(conn->b.device);
        if (c.trays.empty() && a->placement.rack && a->placement.rack == b->placement.rack) continue;
        ++routed[conn->role];
    }
    int cdus = 0;
    for (const Device& dev : d->devices())
        if (d->typeOf(dev) && d->typeOf(dev)->category == DeviceCategory::Cdu) ++cdus;
    QVERIFY(!routed.empty());
    // The example: one row of three racks (A01–A03), one in-rack CDU.
    QCOMPARE(d->racks().size(), 3);
    QCOMPARE(cdus, 1);
    QCOMPARE(count(s, dxf::racksLayer(), "LWPOLYLINE"), int(d->racks().size()));
    QCOMPARE(count(s, dxf::racksLayer(), "TEXT"), int(d->racks().size()));
    QCOMPARE(count(s, dxf::rowsLayer(), "LWPOLYLINE"), int(d->rows().size()));
    QCOMPARE(count(s, dxf::traysLayer(), "LWPOLYLINE"), int(d->trays().size()));
    QCOMPARE(count(s, dxf::traysLayer(), "TEXT"), int(d->trays().size()));
    QCOMPARE(count(s, dxf::cdusLayer(), "LWPOLYLINE"), cdus);
    // Hoses only (in-rack CDU): no valve or strainer to draw.
    QCOMPARE(count(s, dxf::valvesLayer(), "LWPOLYLINE"), 0);
    QCOMPARE(count(s, dxf::roomLayer(), "LWPOLYLINE"), 1);
    QStringList routeLayers;
    for (const auto& [role, n] : routed) {
        QCOMPARE(count(s, dxf::routesLayer(role), "LWPOLYLINE"), n);
        routeLayers << dxf::routesLayer(role);
    }
    // Layers: 0 (every DXF's), ezdxf's Defpoints, the eleven kinds of object
    // (room, walls, columns, doors, keep-outs, rows, racks, trays, CDUs,
    // valves, title) and one per routed role; no other.
    QStringList ours;
    for (const QJsonValue& l : s[QStringLiteral("layers")].toArray())
        if (l.toString().startsWith(QLatin1String("SN-ROUTES-"))) ours << l.toString();
    ours.sort();
    routeLayers.sort();
    QCOMPARE(ours, routeLayers);
    QCOMPARE(s[QStringLiteral("layers")].toArray().size(), 2 + 11 + int(routed.size()));
}

void TstDxfExport::hallGeometryReadsBack() {
    SN_SKIP_WITHOUT_EZDXF();
    const auto d = hallDesign();
    QTemporaryDir dir;
    const QString file = write(*d, dir);
    QString error;
    const QJsonObject s = test::ezdxfSummary(file, &error,
                                             {dxf::roomLayer(), dxf::columnsLayer(), dxf::doorsLayer(), dxf::wallsLayer(),
                                              dxf::traysLayer()});
    QVERIFY2(!s.isEmpty(), qPrintable(error));
    QCOMPARE(s[QStringLiteral("audit_errors")].toArray().size(), 0);
    QCOMPARE(s[QStringLiteral("audit_fixes")].toArray().size(), 0);
    // 5 × 3 − 1 square columns and one round one.
    QCOMPARE(count(s, dxf::columnsLayer(), "LWPOLYLINE"), 14);
    QCOMPARE(count(s, dxf::columnsLayer(), "CIRCLE"), 1);
    // The swinging door: leaf line and swing arc; the sliding one: its opening line.
    QCOMPARE(count(s, dxf::doorsLayer(), "LINE"), 2);
    QCOMPARE(count(s, dxf::doorsLayer(), "ARC"), 1);
    QCOMPARE(count(s, dxf::wallsLayer(), "LWPOLYLINE"), 1);
    QCOMPARE(count(s, dxf::keepOutsLayer(), "LWPOLYLINE"), 1);
    QCOMPARE(count(s, dxf::keepOutsLayer(), "TEXT"), 1);
    QCOMPARE(count(s, dxf::racksLayer(), "LWPOLYLINE"), 2);

    const QJsonObject detail = s[QStringLiteral("detail")].toObject();
    // The outline in drawing coordinates (X = x, Y = 25000 − y): six corners.
    const QJsonArray outline = detail[dxf::roomLayer()].toArray().first()[QStringLiteral("points")].toArray();
    QCOMPARE(outline.size(), 6);
    QCOMPARE(outline[3].toArray()[0].toDouble(), 37000.0);
    QCOMPARE(outline[3].toArray()[1].toDouble(), 25000.0 - 21000);
    // Column (i = 2, j = 1) at room (20 400, 12 700): drawing centre (20 400, 12 300), corners ± 300.
    bool found = false;
    for (const QJsonValue& e : detail[dxf::columnsLayer()].toArray()) {
        if (e[QStringLiteral("type")].toString() != u"LWPOLYLINE") continue;
        const QJsonArray p = e[QStringLiteral("points")].toArray();
        if (p[0].toArray()[0].toDouble() == 20100 && p[0].toArray()[1].toDouble() == 12300 + 300) {
            found = true;
            QCOMPARE(p[2].toArray()[0].toDouble(), 20700.0);
            QCOMPARE(p[2].toArray()[1].toDouble(), 12300.0 - 300);
        }
        if (e[QStringLiteral("type")].toString() == u"CIRCLE") QCOMPARE(e[QStringLiteral("radius")].toDouble(), 250.0);
    }
    QVERIFY(found);
    // The swing: hinge at room (10 000, 0) → drawing (10 000, 25 000), radius = the door's 1 000 mm;
    // it sweeps from the far jamb (11 000, 25 000), 0°, to the open leaf's end, into the room (−Y): 270°.
    for (const QJsonValue& e : detail[dxf::doorsLayer()].toArray()) {
        if (e[QStringLiteral("type")].toString() != u"ARC") continue;
        QCOMPARE(e[QStringLiteral("centre")].toArray()[0].toDouble(), 10000.0);
        QCOMPARE(e[QStringLiteral("centre")].toArray()[1].toDouble(), 25000.0);
        QCOMPARE(e[QStringLiteral("radius")].toDouble(), 1000.0);
        QCOMPARE(e[QStringLiteral("start_angle")].toDouble(), 270.0);
        QCOMPARE(e[QStringLiteral("end_angle")].toDouble(), 0.0);
    }
    // The partition: drawn at its 200 mm thickness.
    QCOMPARE(detail[dxf::wallsLayer()].toArray().first()[QStringLiteral("const_width")].toDouble(), 200.0);
}

void TstDxfExport::exportedHallImportsBackUnchanged() {
    // The export's mapping and the import's are inverse: the geometry comes back
    // as it went out (the outline starts at the origin, so no shift).
    const auto d = hallDesign();
    QTemporaryDir dir;
    const QString file = write(*d, dir);
    const dxf::HallImport hall = dxf::HallImport::read(file, dxf::HallLayers::defaults());
    const Room& room = d->room();
    QCOMPARE(hall.widthMm, 40000.0);
    QCOMPARE(hall.depthMm, 25000.0);
    QCOMPARE(hall.outlineMm, room.outlineMm);
    QCOMPARE(hall.columns.size(), room.columns.size());
    for (size_t i = 0; i < room.columns.size(); ++i) QCOMPARE(hall.columns[i], room.columns[i]);
    QCOMPARE(hall.walls, room.walls);
    QCOMPARE(hall.doors.size(), size_t(2));
    for (size_t i = 0; i < 2; ++i) {
        QCOMPARE(hall.doors[i].edge, room.doors[i].edge);
        QCOMPARE(hall.doors[i].alongMm, room.doors[i].alongMm);
        QCOMPARE(hall.doors[i].widthMm, room.doors[i].widthMm);
        QCOMPARE(hall.doors[i].swing, room.doors[i].swing);
        QCOMPARE(hall.doors[i].hingeAtStart, room.doors[i].hingeAtStart);
    }
    QCOMPARE(hall.keepOuts.size(), size_t(1));
    QCOMPARE(hall.keepOuts[0].polygonMm, room.keepOuts[0].polygonMm);
}

void TstDxfExport::siteHallsImportBack() {
    // A site of two halls, one named in Chinese (written as \U+ escapes):
    // outlines, names and codes come back from SN-HALLS as they went out.
    const auto d = hallDesign();
    Room room = d->room();
    room.halls = {{QStringLiteral("Data hall 1"),
                   QStringLiteral("DH1"),
                   {{0, 0}, {20000, 0}, {20000, 25000}, {0, 25000}}},
                  {QStringLiteral("网络机房"),
                   QStringLiteral("NR"),
                   {{20000, 0}, {40000, 0}, {40000, 21000}, {37000, 21000}, {37000, 25000}, {20000, 25000}}}};
    d->setRoom(room);
    QTemporaryDir dir;
    const QString file = write(*d, dir);
    const dxf::HallImport site = dxf::HallImport::read(file, dxf::HallLayers::defaults());
    QCOMPARE(site.halls, room.halls);
    QVERIFY(site.report().join(QLatin1Char('\n')).contains(QStringLiteral("Halls: 2 from SN-HALLS")));
}

void TstDxfExport::valvesWhereThePipesRun() {
    SN_SKIP_WITHOUT_EZDXF();
    const auto d = DesignFile::open(test::sourceDir() + QStringLiteral("/resources/examples/supernode-256-liquid-rail.json"));
    QTemporaryDir dir;
    QString error;
    const QJsonObject s = test::ezdxfSummary(write(*d, dir), &error, {dxf::valvesLayer()});
    QVERIFY2(!s.isEmpty(), qPrintable(error));
    QCOMPARE(s[QStringLiteral("audit_errors")].toArray().size(), 0);
    // By hand: 8 racks, each with a supply branch (an isolation valve and a
    // strainer) and a return branch (its STAD balancing valve): 24; the
    // supply and the return header between the two CDUs, an isolation
    // valve at each CDU: 4. 28 symbols, each with its tag.
    QCOMPARE(count(s, dxf::valvesLayer(), "LWPOLYLINE"), 28);
    QCOMPARE(count(s, dxf::valvesLayer(), "TEXT"), 28);
    std::map<QString, int> tags;
    for (const QJsonValue& e : s[QStringLiteral("detail")][dxf::valvesLayer()].toArray())
        if (e[QStringLiteral("type")].toString() == QLatin1String("TEXT")) ++tags[e[QStringLiteral("text")].toString()];
    QCOMPARE(tags[QStringLiteral("IV")], 8 + 4);
    QCOMPARE(tags[QStringLiteral("STR")], 8);
    QCOMPARE(tags[QStringLiteral("BV")], 8);
}

void TstDxfExport::fireStopsWhereTraysPassPartitions() {
    SN_SKIP_WITHOUT_EZDXF();
    // Two halls 20 m deep, the partition at y = 10 000 mm. DOWN (600 mm) at
    // x = 5 000 crosses once; BACK goes down at x = 12 000 and up at 14 000:
    // twice; LOCAL stays in DH1. Three seals, each 200 mm thick across the
    // partition and the tray's width + 2 × 100 mm long. DOWN's, by hand, in
    // DXF coordinates (y up: 20 000 − y): x 4 600–5 400, y 9 900–10 100.
    test::DesignBuilder b;
    b.room(20000, 20000);
    b.tray(QStringLiteral("DOWN"), {{5000, 2600}, {5000, 16600}});
    b.tray(QStringLiteral("BACK"), {{12000, 2600}, {12000, 16000}, {14000, 16000}, {14000, 2600}});
    b.tray(QStringLiteral("LOCAL"), {{16000, 2600}, {19000, 2600}});
    auto d = b.build();
    Room room = d->room();
    room.halls = {{QStringLiteral("Data hall 1"),
                   QStringLiteral("DH1"),
                   {{0, 0}, {20000, 0}, {20000, 10000}, {0, 10000}}},
                  {QStringLiteral("Network room"),
                   QStringLiteral("NR"),
                   {{0, 10000}, {20000, 10000}, {20000, 20000}, {0, 20000}}}};
    d->setRoom(room);
    QTemporaryDir dir;
    QString error;
    const QJsonObject s = test::ezdxfSummary(write(*d, dir), &error, {dxf::fireStopsLayer()});
    QVERIFY2(!s.isEmpty(), qPrintable(error));
    QCOMPARE(s[QStringLiteral("audit_errors")].toArray().size(), 0);
    QCOMPARE(count(s, dxf::fireStopsLayer(), "LWPOLYLINE"), 3);
    QCOMPARE(count(s, dxf::fireStopsLayer(), "TEXT"), 3);
    bool downFound = false;
    for (const QJsonValue& e : s[QStringLiteral("detail")][dxf::fireStopsLayer()].toArray()) {
        if (e[QStringLiteral("type")].toString() != QLatin1String("LWPOLYLINE")) continue;
        QPolygonF seal;
        for (const QJsonValue& p : e[QStringLiteral("points")].toArray())
            seal << QPointF(p[0].toDouble(), p[1].toDouble());
        if (seal.boundingRect() == QRectF(4600, 9900, 800, 200)) downFound = true;
    }
    QVERIFY(downFound);
    std::map<QString, int> texts;
    for (const QJsonValue& e : s[QStringLiteral("detail")][dxf::fireStopsLayer()].toArray())
        if (e[QStringLiteral("type")].toString() == QLatin1String("TEXT"))
            ++texts[e[QStringLiteral("text")].toString()];
    QCOMPARE(texts[QStringLiteral("Fire-stop DOWN: 600 mm tray, DH1 / NR")], 1);
    QCOMPARE(texts[QStringLiteral("Fire-stop BACK: 600 mm tray, DH1 / NR")], 1);
    QCOMPARE(texts[QStringLiteral("Fire-stop BACK: 600 mm tray, NR / DH1")], 1);
}

void TstDxfExport::titleBlock() {
    SN_SKIP_WITHOUT_EZDXF();
    auto d = hallDesign();
    ProjectInfo info = d->info();
    info.name = QStringLiteral("超节点 Hall 2");
    d->setInfo(info);
    QTemporaryDir dir;
    const QString file = write(*d, dir);
    QString error;
    const QJsonObject s = test::ezdxfSummary(file, &error, {dxf::titleLayer()});
    QVERIFY2(!s.isEmpty(), qPrintable(error));
    QStringList texts;
    for (const QJsonValue& e : s[QStringLiteral("detail")][dxf::titleLayer()].toArray())
        if (e[QStringLiteral("type")].toString() == u"TEXT") texts << e[QStringLiteral("text")].toString();
    // 40 m at 1:50 is 800 mm of paper (≤ 801) but 25 m is 500 + 60 mm of title block > 554:
    // 1:100 is the first scale at which both fit A1.
    QCOMPARE(DxfFloorPlan::scaleFor(40000, 25000), 100);
    QCOMPARE(texts, QStringList({QStringLiteral("超节点 Hall 2, revision B"), QStringLiteral("Site / room: SH1 / Data hall 2 (DH1)"),
                                 QStringLiteral("Date: 2026-12-01"), QStringLiteral("Scale: 1:100 on A1"),
                                 QStringLiteral("Units: millimetres")}));
}

void TstDxfExport::hallFromDxfTakesA1024GpuDesign() {
    // The hand-checked hall drawn by ezdxf (40 × 25 m,
    // 15 columns 600 mm square on an 8.4 m grid, two doors; tst_dxf_import has
    // its arithmetic) takes a 1 024-GPU wizard design with no rack on a
    // column, routes, validates without errors and exports back to a DXF
    // that ezdxf audits clean, with the design's counts.
    SN_SKIP_WITHOUT_EZDXF();
    QTemporaryDir dir;
    const QString drawing = dir.filePath(QStringLiteral("hall.dxf"));
    QString error;
    test::runDxfScript(QStringLiteral("write_hall.py"), {drawing, QStringLiteral("m"), QStringLiteral("R2000")}, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const dxf::HallImport hall = dxf::HallImport::read(
        drawing, dxf::HallLayers::parse(QStringLiteral("outline=A-WALL,columns=S-COLS,walls=A-WALL-INT,doors=A-DOOR")));
    QCOMPARE(hall.columns.size(), size_t(15));

    WizardParams p;
    p.gpus = 1024;
    p.hall = hall.appliedTo(Room{});
    QElapsedTimer timer;
    timer.start();
    auto d = SupernodeWizard::createDesign(SupernodeWizard::build(p, Catalog::builtIn()), Catalog::builtIn());
    const qint64 wizardMs = timer.restart();
    QCOMPARE(d->room().columns.size(), size_t(15));
    QCOMPARE(d->room().doors.size(), size_t(2));
    // No rack stands on a column (footprints are axis-aligned: the wizard turns racks by 0 or 180°).
    for (const Rack& r : d->racks()) {
        const QRectF box = QPolygonF(QTransform()
                                         .translate(r.xMm, r.yMm)
                                         .rotate(r.rotationDeg)
                                         .map(QPolygonF(QRectF(0, 0, r.widthMm, r.depthMm))))
                               .boundingRect();
        for (const Column& c : d->room().columns) QVERIFY2(!columnOverlaps(c, box), qPrintable(r.name));
    }

    const RoutingResult routed = CableRouter(*d).routeAll();
    EditResult apply = ApplyRoutesCommand::create(*d, routed);
    QVERIFY2(apply, qPrintable(apply.error));
    d->undoStack().push(apply.command.release());
    const qint64 routeMs = timer.restart();
    RuleEngine engine(*d);
    engine.runAll();
    for (const Finding& f : engine.findings()) QVERIFY2(f.severity != Severity::Error, qPrintable(f.message));

    timer.restart();
    const QString file = write(*d, dir);
    const qint64 exportMs = timer.elapsed();
    const QJsonObject s = test::ezdxfSummary(file, &error);
    QVERIFY2(!s.isEmpty(), qPrintable(error));
    QCOMPARE(s[QStringLiteral("audit_errors")].toArray().size(), 0);
    QCOMPARE(s[QStringLiteral("audit_fixes")].toArray().size(), 0);
    QCOMPARE(count(s, dxf::columnsLayer(), "LWPOLYLINE"), 15);
    QCOMPARE(count(s, dxf::doorsLayer(), "ARC"), 2);
    QCOMPARE(count(s, dxf::wallsLayer(), "LWPOLYLINE"), 1);
    QCOMPARE(count(s, dxf::racksLayer(), "LWPOLYLINE"), int(d->racks().size()));
    QCOMPARE(count(s, dxf::traysLayer(), "LWPOLYLINE"), int(d->trays().size()));
    std::map<PortRole, int> byRole;
    int routes = 0;
    for (const Cable& c : d->cables()) {
        const Connection* conn = d->connection(c.connection);
        if (!c.routeLengthMm || !conn) continue;
        const Device* a = d->device(conn->a.device);
        const Device* b = d->device(conn->b.device);
        if (c.trays.empty() && a->placement.rack && a->placement.rack == b->placement.rack) continue;
        ++byRole[conn->role];
        ++routes;
    }
    for (const auto& [role, n] : byRole) QCOMPARE(count(s, dxf::routesLayer(role), "LWPOLYLINE"), n);
    int entities = 0;
    for (const QJsonValue& layer : s[QStringLiteral("counts")].toObject())
        for (const QJsonValue& n : layer.toObject()) entities += n.toInt();
    qInfo("1 024 GPUs in the 40 x 25 m hall: %lld racks, %lld trays, %lld cables (%d drawn on %zu route layers); "
          "wizard %lld ms, route %lld ms, DXF %lld ms, %lld bytes, %d entities on %lld layers",
          qlonglong(d->racks().size()), qlonglong(d->trays().size()), qlonglong(d->cables().size()), routes,
          byRole.size(), wizardMs, routeMs, exportMs, qlonglong(QFileInfo(file).size()), entities,
          qlonglong(s[QStringLiteral("layers")].toArray().size()));
}

QTEST_GUILESS_MAIN(TstDxfExport)
#include "tst_dxf_export.moc"
