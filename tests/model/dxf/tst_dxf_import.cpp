#include "model/core/sn_error.h"
#include "model/design/room_geometry.h"
#include "model/dxf/dxf_document.h"
#include "model/dxf/dxf_layers.h"
#include "model/dxf/hall_import.h"
#include "tests/model/dxf/ezdxf_python.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <cmath>
#include <utility>

using namespace sn;

/// The DXF hall import: files written by ezdxf (an
/// independent writer, tests/model/dxf/write_hall.py), the hand-checked hall in two
/// units and two DXF versions, and malformed files refused with file, line
/// and group code.
class TstDxfImport : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void handCheckedHall_data();
    void handCheckedHall();
    void reportSaysWhatWasSkipped();
    void transformsFromEzdxf();
    void outlineJoinedFromLines();
    void unitsFromTheHeader();
    void noOutlineIsRefused();
    void layerSpec();
    void malformed_data();
    void malformed();
    void columnDrawnTwiceIsOne();
    void outlineJoinedOutOfOrder();
    void doorsOnAManyCornerOutline();
    void unboundedDrawingsRefused_data();
    void unboundedDrawingsRefused();
    void siteHallsFromTheirOutlinesAndNames();
    void hallsWithOneCodeRefused();
    void aHallNamedByAParagraphIsRefused();
    void overlappingHallsRefusedQuickly();

private:
    static dxf::HallLayers architectLayers() {
        return dxf::HallLayers::parse(QStringLiteral("outline=A-WALL,columns=S-COLS,walls=A-WALL-INT,doors=A-DOOR"));
    }
    static QString writeHall(const QTemporaryDir& dir, const QString& units, const QString& version) {
        const QString out = dir.filePath(QStringLiteral("hall-%1-%2.dxf").arg(units, version));
        QString error;
        test::runDxfScript(QStringLiteral("write_hall.py"), {out, units, version}, &error);
        if (!error.isEmpty()) qWarning("%s", qPrintable(error));
        return out;
    }
    static QString writeText(const QTemporaryDir& dir, const QString& name, const QByteArray& text) {
        QFile f(dir.filePath(name));
        f.open(QIODevice::WriteOnly);
        f.write(text);
        return f.fileName();
    }
};

void TstDxfImport::handCheckedHall_data() {
    QTest::addColumn<QString>("units");
    QTest::addColumn<QString>("version");
    QTest::newRow("metres, R2000") << "m" << "R2000";
    QTest::newRow("millimetres, R2018 (UTF-8)") << "mm" << "R2018";
}

void TstDxfImport::handCheckedHall() {
    SN_SKIP_WITHOUT_EZDXF();
    QFETCH(QString, units);
    QFETCH(QString, version);
    QTemporaryDir dir;
    const dxf::HallImport hall = dxf::HallImport::read(writeHall(dir, units, version), architectLayers());

    // The outline (100, 50)–(140, 75) m in the drawing, corners in its order:
    // room (X − 100 m, 75 m − Y): (0, 25 000), (40 000, 25 000), (40 000, 0), (0, 0).
    QCOMPARE(hall.widthMm, 40000.0);
    QCOMPARE(hall.depthMm, 25000.0);
    const std::vector<QPointF> outline = {{0, 25000}, {40000, 25000}, {40000, 0}, {0, 0}};
    QCOMPARE(hall.outlineMm.size(), size_t(4));
    for (size_t i = 0; i < 4; ++i) QVERIFY(QLineF(hall.outlineMm[i], outline[i]).length() < 1e-6);

    // Columns: the MINSERT array of 3 rows × 5 columns = 15, each 600 × 600 mm.
    // x = 103.6 + 8.4·i − 100 m = 3 600, 12 000, 20 400, 28 800, 37 200 mm;
    // drawing Y = 53.9 + 8.4·j = 53.9, 62.3, 70.7 m → y = 75 − Y = 21 100, 12 700, 4 300 mm.
    QCOMPARE(hall.columns.size(), size_t(15));
    for (const Column& c : hall.columns) {
        QCOMPARE(c.shape, Column::Shape::Rectangle);
        QVERIFY(std::abs(c.widthMm - 600) < 1e-6 && std::abs(c.depthMm - 600) < 1e-6);
    }
    const auto hasColumnAt = [&](double x, double y) {
        return std::any_of(hall.columns.begin(), hall.columns.end(),
                           [&](const Column& c) { return QLineF(c.centreMm, QPointF(x, y)).length() < 1e-6; });
    };
    for (const double x : {3600.0, 12000.0, 20400.0, 28800.0, 37200.0})
        for (const double y : {4300.0, 12700.0, 21100.0}) QVERIFY2(hasColumnAt(x, y), qPrintable(QStringLiteral("%1, %2").arg(x).arg(y)));

    // The partition (130, 50)–(130, 60) m, 0.2 m wide: (30 000, 25 000)–(30 000, 15 000), 200 mm.
    QCOMPARE(hall.walls.size(), size_t(1));
    QCOMPARE(hall.walls[0].pathMm.size(), size_t(2));
    QVERIFY(QLineF(hall.walls[0].pathMm[0], QPointF(30000, 25000)).length() < 1e-6);
    QVERIFY(QLineF(hall.walls[0].pathMm[1], QPointF(30000, 15000)).length() < 1e-6);
    QVERIFY(std::abs(hall.walls[0].thicknessMm - 200) < 1e-6);

    // Door 1: block DOOR1000 at (110, 50), rotation 0: hinge room (10 000, 25 000),
    // far jamb (11 000, 25 000) on edge 0 ((0, 25 000) → (40 000, 25 000), u = (1, 0)):
    // along = (10 000 + 11 000) / 2 = 10 500, width 1 000, hinge at the start side;
    // the open leaf ends at drawing (110, 51) → room (10 000, 24 000): (0, −1 000) from the
    // hinge, against left = (0, 1): Right (into the room).
    // Door 2: at (100, 60), rotation 270: (x, y) → (y, −x), so the jamb (1, 0) → (100, 59)
    // and the leaf end (0, 1) → (101, 60). Hinge room (0, 15 000), jamb (0, 16 000) on edge 3
    // ((0, 0) → (0, 25 000), u = (0, 1)): along 15 500, width 1 000, hinge at the start side;
    // leaf end room (1 000, 15 000): (1 000, 0) against left = (−1, 0): Right.
    QCOMPARE(hall.doors.size(), size_t(2));
    std::vector<Door> doors = hall.doors;
    std::sort(doors.begin(), doors.end(), [](const Door& a, const Door& b) { return a.edge < b.edge; });
    QCOMPARE(doors[0].edge, 0);
    QVERIFY(!doors[0].wall);
    QVERIFY(std::abs(doors[0].alongMm - 10500) < 1e-6);
    QVERIFY(std::abs(doors[0].widthMm - 1000) < 1e-6);
    QCOMPARE(doors[0].swing, Door::Swing::Right);
    QVERIFY(doors[0].hingeAtStart);
    QCOMPARE(doors[1].edge, 3);
    QVERIFY(std::abs(doors[1].alongMm - 15500) < 1e-6);
    QVERIFY(std::abs(doors[1].widthMm - 1000) < 1e-6);
    QCOMPARE(doors[1].swing, Door::Swing::Right);
    QVERIFY(doors[1].hingeAtStart);

    // Both doors swing into the room: the swing's clear area lies inside the outline.
    Room room = hall.appliedTo(Room{});
    for (const Door& d : room.doors) {
        const auto shape = doorShape(room, d);
        QVERIFY(shape);
        QCOMPARE(shape->swingNormal, shape->roomNormal);
    }
    QVERIFY(hall.keepOuts.empty());
}

void TstDxfImport::reportSaysWhatWasSkipped() {
    SN_SKIP_WITHOUT_EZDXF();
    QTemporaryDir dir;
    const dxf::HallImport hall = dxf::HallImport::read(writeHall(dir, QStringLiteral("m"), QStringLiteral("R2000")),
                                                       architectLayers());
    const QString report = hall.report().join(QLatin1Char('\n'));
    QVERIFY2(report.contains(QStringLiteral("Outline: 40000 × 25000 mm, 4 corners, from A-WALL")), qPrintable(report));
    QVERIFY2(report.contains(QStringLiteral("Columns: 15 (15 rectangular, 0 round) from S-COLS")), qPrintable(report));
    QVERIFY2(report.contains(QStringLiteral("Doors: 2 from A-DOOR")), qPrintable(report));
    // Per column block: a hatch and two diagonals, 15 times; the two leaf lines go with their swings.
    QVERIFY2(report.contains(QStringLiteral("15 × HATCH on S-COLS: not geometry the import reads")), qPrintable(report));
    QVERIFY2(report.contains(QStringLiteral("30 × LINE on a columns layer: not a closed outline")), qPrintable(report));
    // A-ANNO's 2 texts and A-GRID's 8 lines.
    QVERIFY2(report.contains(QStringLiteral("10 entities on 2 layer(s) not chosen: A-ANNO, A-GRID")), qPrintable(report));
}

void TstDxfImport::transformsFromEzdxf() {
    SN_SKIP_WITHOUT_EZDXF();
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("shapes.dxf"));
    QString error;
    test::runDxfScript(QStringLiteral("write_shapes.py"), {file}, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const dxf::HallImport hall = dxf::HallImport::read(
        file, dxf::HallLayers::parse(QStringLiteral("outline=HALL,columns=COLS,doors=DOORS,keepouts=KEEP")));

    // The first edge (0, 0) → (20 000, 0) bulges by b = tan 5°: a 4·5° = 20° arc, flattened in
    // two 10° steps, so its middle point is the apex, b·chord/2 = tan 5° · 10 000 = 874.887 mm
    // below the chord. Extent 20 000 × 10 874.887; maxY = 10 000, so room y = 10 000 − Y.
    QCOMPARE(hall.outlineMm.size(), size_t(5));
    QCOMPARE(hall.widthMm, 20000.0);
    QVERIFY(std::abs(hall.depthMm - (10000 + std::tan(5 * M_PI / 180) * 10000)) < 1e-6);
    QVERIFY(QLineF(hall.outlineMm[1], QPointF(10000, 10000 + std::tan(5 * M_PI / 180) * 10000)).length() < 1e-6);

    // GRID2 at (4 000, 3 000) turned 90°: COL at (0, 0) → (4 000, 3 000), COL at (6 000, 0) →
    // (0, 6 000) → (4 000, 9 000); room y = 10 000 − Y: 7 000 and 1 000. A square turned 90° is
    // still 600 × 600.
    QCOMPARE(hall.columns.size(), size_t(2));
    QVERIFY(QLineF(hall.columns[0].centreMm, QPointF(4000, 7000)).length() < 1e-6);
    QVERIFY(QLineF(hall.columns[1].centreMm, QPointF(4000, 1000)).length() < 1e-6);
    QVERIFY(std::abs(hall.columns[1].widthMm - 600) < 1e-6 && std::abs(hall.columns[1].depthMm - 600) < 1e-6);

    // DOOR at (15 000, 10 000) with y mirrored: the leaf (0, 1 000) → (15 000, 9 000), the jamb
    // (1 000, 0) → (16 000, 10 000). Room: hinge (15 000, 0), jamb (16 000, 0), leaf end
    // (15 000, 1 000). The outline in room order is (0, 10 000), apex, (20 000, 10 000),
    // (20 000, 0), (0, 0): the door is on edge 3, (20 000, 0) → (0, 0), u = (−1, 0). Along it
    // the hinge is 5 000 and the jamb 4 000 from the start: centre 4 500, width 1 000, hinge
    // at the end side; the leaf (0, 1 000) against left = (0, −1): Right, into the room.
    QCOMPARE(hall.doors.size(), size_t(1));
    const Door& d = hall.doors[0];
    QCOMPARE(d.edge, 3);
    QVERIFY(std::abs(d.alongMm - 4500) < 1e-6);
    QVERIFY(std::abs(d.widthMm - 1000) < 1e-6);
    QVERIFY(!d.hingeAtStart);
    QCOMPARE(d.swing, Door::Swing::Right);

    // Keep-outs: the old-style POLYLINE's four vertices (room y = 10 000 − Y) and the circle as 32 points.
    QCOMPARE(hall.keepOuts.size(), size_t(2));
    const std::vector<QPointF> keep = {{1000, 9000}, {3000, 9000}, {3000, 8000}, {1000, 8000}};
    QCOMPARE(hall.keepOuts[0].polygonMm.size(), size_t(4));
    for (size_t i = 0; i < 4; ++i) QVERIFY(QLineF(hall.keepOuts[0].polygonMm[i], keep[i]).length() < 1e-6);
    QCOMPARE(hall.keepOuts[1].polygonMm.size(), size_t(32));
    QVERIFY(QLineF(hall.keepOuts[1].polygonMm[0], QPointF(18500, 5000)).length() < 1e-6);
}

void TstDxfImport::outlineJoinedFromLines() {
    // An outline drawn as four LINEs (R12 style, no header): joined into one loop;
    // no $INSUNITS, so millimetres are taken and the report says so.
    const QByteArray text =
        "0\nSECTION\n2\nENTITIES\n"
        "0\nLINE\n8\nWALLS\n10\n0\n20\n0\n11\n12000\n21\n0\n"
        "0\nLINE\n8\nWALLS\n10\n12000\n20\n8000\n11\n12000\n21\n0\n"   // drawn backwards
        "0\nLINE\n8\nWALLS\n10\n12000\n20\n8000\n11\n0\n21\n8000\n"
        "0\nLINE\n8\nWALLS\n10\n0\n20\n8000\n11\n0\n21\n0\n"
        "0\nCIRCLE\n8\nCOLS\n10\n6000\n20\n2000\n40\n300\n"
        "0\nENDSEC\n0\nEOF\n";
    QTemporaryDir dir;
    const dxf::HallImport hall = dxf::HallImport::read(writeText(dir, QStringLiteral("lines.dxf"), text),
                                                       dxf::HallLayers::parse(QStringLiteral("outline=walls,columns=cols")));
    QCOMPARE(hall.outlineMm.size(), size_t(4));
    QCOMPARE(hall.widthMm, 12000.0);
    QCOMPARE(hall.depthMm, 8000.0);
    // The round column at drawing (6 000, 2 000) → room (6 000, 8 000 − 2 000), Ø 600.
    QCOMPARE(hall.columns.size(), size_t(1));
    QCOMPARE(hall.columns[0].shape, Column::Shape::Circle);
    QCOMPARE(hall.columns[0].centreMm, QPointF(6000, 6000));
    QCOMPARE(hall.columns[0].diameterMm, 600.0);
    QVERIFY(hall.report().join(QLatin1Char('\n')).contains(QStringLiteral("joined from lines")));
    QVERIFY(hall.notes.join(QLatin1Char('\n')).contains(QStringLiteral("millimetres were taken")));
}

void TstDxfImport::unitsFromTheHeader() {
    // $INSUNITS 5 (centimetres): a 1 200 × 800 cm outline is 12 000 × 8 000 mm; a block
    // inserted at scale 2 holds a 30 × 30 cm square: a 600 × 600 mm column.
    const QByteArray text =
        "0\nSECTION\n2\nHEADER\n9\n$INSUNITS\n70\n5\n0\nENDSEC\n"
        "0\nSECTION\n2\nBLOCKS\n0\nBLOCK\n2\nSQ\n10\n0\n20\n0\n"
        "0\nLWPOLYLINE\n8\n0\n90\n4\n70\n1\n10\n-15\n20\n-15\n10\n15\n20\n-15\n10\n15\n20\n15\n10\n-15\n20\n15\n"
        "0\nENDBLK\n0\nENDSEC\n"
        "0\nSECTION\n2\nENTITIES\n"
        "0\nLWPOLYLINE\n8\nA-WALL\n90\n4\n70\n1\n10\n0\n20\n0\n10\n1200\n20\n0\n10\n1200\n20\n800\n10\n0\n20\n800\n"
        "0\nINSERT\n8\nS-COLS\n2\nSQ\n10\n300\n20\n500\n41\n2\n42\n2\n"
        "0\nENDSEC\n0\nEOF\n";
    QTemporaryDir dir;
    const dxf::HallImport hall =
        dxf::HallImport::read(writeText(dir, QStringLiteral("cm.dxf"), text), architectLayers());
    QCOMPARE(hall.widthMm, 12000.0);
    QCOMPARE(hall.depthMm, 8000.0);
    QCOMPARE(hall.columns.size(), size_t(1));
    QCOMPARE(hall.columns[0].widthMm, 600.0);
    QCOMPARE(hall.columns[0].depthMm, 600.0);
    // Drawing (300, 500) cm = (3 000, 5 000) mm → room (3 000, 8 000 − 5 000).
    QCOMPARE(hall.columns[0].centreMm, QPointF(3000, 3000));
    QVERIFY(hall.notes.isEmpty());
}

void TstDxfImport::noOutlineIsRefused() {
    const QByteArray text = "0\nSECTION\n2\nENTITIES\n0\nCIRCLE\n8\nS-COLS\n10\n0\n20\n0\n40\n300\n0\nENDSEC\n0\nEOF\n";
    QTemporaryDir dir;
    const QString file = writeText(dir, QStringLiteral("empty.dxf"), text);
    try {
        dxf::HallImport::read(file, architectLayers());
        QFAIL("a drawing without an outline was read");
    } catch (const UserError& e) {
        QVERIFY2(e.message().startsWith(file + QStringLiteral(": no hall outline on layer A-WALL")), qPrintable(e.message()));
    }
}

void TstDxfImport::layerSpec() {
    const dxf::HallLayers l = dxf::HallLayers::parse(QStringLiteral("outline=A-WALL, columns=S-COLS,columns=S-COLS-2,keepouts=X"));
    QCOMPARE(l.outline, QStringList{QStringLiteral("A-WALL")});
    QCOMPARE(l.columns, QStringList({QStringLiteral("S-COLS"), QStringLiteral("S-COLS-2")}));
    QCOMPARE(l.keepOuts, QStringList{QStringLiteral("X")});
    QCOMPARE(dxf::HallLayers::parse(l.toSpec()).columns, l.columns);
    QCOMPARE(dxf::HallLayers::parse(QStringLiteral("outline=A,halls=A-AREA")).halls,
             QStringList{QStringLiteral("A-AREA")});
    QCOMPARE(dxf::HallLayers::defaults().halls, QStringList{dxf::hallsLayer()});
    for (const QString& bad : {QStringLiteral("outline"), QStringLiteral("outline=A,floors=B"), QStringLiteral("columns=S-COLS")}) {
        try {
            dxf::HallLayers::parse(bad);
            QFAIL(qPrintable(bad));
        } catch (const UserError& e) {
            QVERIFY(e.message().startsWith(QStringLiteral("--hall-layers: ")));
        }
    }
}

void TstDxfImport::malformed_data() {
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("message");  // after "FILE:"
    QTest::newRow("not a number") << QByteArray("0\nSECTION\n2\nENTITIES\n0\nLINE\n8\nA\n10\nabc\n20\n0\n0\nENDSEC\n0\nEOF\n")
                                  << "10: group code 10: \"abc\" is not a number";
    QTest::newRow("not a group code") << QByteArray("0\nSECTION\n2\nENTITIES\nx1\nLINE\n0\nENDSEC\n0\nEOF\n")
                                      << "5: \"x1\" is not a group code";
    QTest::newRow("no value") << QByteArray("0\nSECTION\n2\nENTITIES\n0\nLINE\n8\n")
                              << "7: group code 8 has no value: the file ends";
    QTest::newRow("no ENDSEC") << QByteArray("0\nSECTION\n2\nENTITIES\n0\nLINE\n8\nA\n")
                               << "7: group code 0: the file ends inside ENTITIES";
    QTest::newRow("no EOF") << QByteArray("0\nSECTION\n2\nENTITIES\n0\nENDSEC\n")
                            << "5: group code 0: EOF is missing";
    QTest::newRow("integer flag") << QByteArray("0\nSECTION\n2\nENTITIES\n0\nLWPOLYLINE\n8\nA\n70\n1.5x\n0\nENDSEC\n0\nEOF\n")
                                  << "10: group code 70: \"1.5x\" is not a number";
    QTest::newRow("binary") << QByteArray("AutoCAD Binary DXF\r\n\x1a") << "1: a binary DXF";
    QTest::newRow("DWG") << QByteArray("AC1032\0\0\0", 9) << "1: a DWG drawing";
}

void TstDxfImport::malformed() {
    QFETCH(QByteArray, text);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString file = writeText(dir, QStringLiteral("bad.dxf"), text);
    try {
        dxf::HallImport::read(file, dxf::HallLayers::defaults());
        QFAIL("a malformed file was read");
    } catch (const UserError& e) {
        QVERIFY2(e.message().startsWith(file + QLatin1Char(':') + message), qPrintable(e.message()));
        QVERIFY(!e.message().contains(QLatin1Char('\n')));
    }
}

void TstDxfImport::columnDrawnTwiceIsOne() {
    // On S-COLS: a 400 mm core drawn before its 600 mm face at (3 000, 4 000), a Ø 600 circle with a
    // Ø 300 core at (6 000, 4 000), and two 600 mm squares at (9 000, 4 000) and (9 500, 4 000) that
    // overlap (9 200 < 9 300) without one holding the other: 4 columns, 2 outlines counted once.
    const auto square = [](double cx, double cy, double half) {
        QByteArray e = "0\nLWPOLYLINE\n8\nS-COLS\n90\n4\n70\n1\n";
        for (const auto& [dx, dy] : {std::pair(-1, -1), std::pair(1, -1), std::pair(1, 1), std::pair(-1, 1)})
            e += "10\n" + QByteArray::number(cx + dx * half) + "\n20\n" + QByteArray::number(cy + dy * half) + "\n";
        return e;
    };
    const QByteArray text = "0\nSECTION\n2\nENTITIES\n"
                            "0\nLWPOLYLINE\n8\nA-WALL\n90\n4\n70\n1\n10\n0\n20\n0\n10\n12000\n20\n0\n10\n12000\n20\n8000\n10\n0\n20\n8000\n" +
                            square(3000, 4000, 200) + square(3000, 4000, 300) +
                            "0\nCIRCLE\n8\nS-COLS\n10\n6000\n20\n4000\n40\n150\n0\nCIRCLE\n8\nS-COLS\n10\n6000\n20\n4000\n40\n300\n" +
                            square(9000, 4000, 300) + square(9500, 4000, 300) + "0\nENDSEC\n0\nEOF\n";
    QTemporaryDir dir;
    const dxf::HallImport hall = dxf::HallImport::read(writeText(dir, QStringLiteral("cores.dxf"), text), architectLayers());
    QCOMPARE(hall.columns.size(), size_t(4));
    // Room y = 8 000 − 4 000 = 4 000 for all; the face, not the core, is kept.
    std::vector<Column> columns = hall.columns;
    std::sort(columns.begin(), columns.end(), [](const Column& a, const Column& b) { return a.centreMm.x() < b.centreMm.x(); });
    const double xs[] = {3000, 6000, 9000, 9500};
    for (size_t i = 0; i < 4; ++i) {
        QCOMPARE(columns[i].centreMm, QPointF(xs[i], 4000));
        QCOMPARE(columnBounds(columns[i]).width(), 600.0);
    }
    QCOMPARE(columns[1].shape, Column::Shape::Circle);
    QVERIFY2(hall.skipped.contains(QStringLiteral("2 column outline(s) inside another column: counted once")),
             qPrintable(hall.skipped.join(QLatin1Char('\n'))));
}

void TstDxfImport::outlineJoinedOutOfOrder() {
    // The 12 000 × 8 000 outline as six lines, shuffled and some drawn backwards, one end 0.5 mm
    // off (within the 1 mm that joins); among them a 1 000 mm square and a line that joins nothing.
    // Starting from the first line: (12 000, 8 000) → (6 000, 8 000) → (0, 8 000) → (0, 0) →
    // (6 000, 0) → (12 000, 0) → back to the start: 6 corners. The square is the other loop.
    const auto line = [](double x0, double y0, double x1, double y1) {
        return "0\nLINE\n8\nWALLS\n10\n" + QByteArray::number(x0) + "\n20\n" + QByteArray::number(y0) + "\n11\n" +
               QByteArray::number(x1) + "\n21\n" + QByteArray::number(y1) + "\n";
    };
    const QByteArray text = "0\nSECTION\n2\nENTITIES\n" + line(12000, 8000, 6000, 8000) + line(6000, 0, 0, 0) +
                            line(2000, 2000, 3000, 2000) + line(0, 8000, 0, 0) + line(3000, 3000, 3000, 2000) +
                            line(12000, 8000, 12000, 0) + line(5000, 5000, 5000, 5500) + line(6000.4, 0.3, 12000, 0) +
                            line(2000, 3000, 3000, 3000) + line(0, 8000, 6000, 8000) + line(2000, 2000, 2000, 3000) +
                            "0\nENDSEC\n0\nEOF\n";
    QTemporaryDir dir;
    const dxf::HallImport hall = dxf::HallImport::read(writeText(dir, QStringLiteral("shuffled.dxf"), text),
                                                       dxf::HallLayers::parse(QStringLiteral("outline=walls")));
    QCOMPARE(hall.widthMm, 12000.0);
    QCOMPARE(hall.depthMm, 8000.0);
    // Room (x, 8 000 − y).
    const std::vector<QPointF> corners = {{12000, 0}, {6000, 0}, {0, 0}, {0, 8000}, {6000, 8000}, {12000, 8000}};
    QCOMPARE(hall.outlineMm.size(), corners.size());
    for (size_t i = 0; i < corners.size(); ++i)
        QVERIFY2(QLineF(hall.outlineMm[i], corners[i]).length() < 1, qPrintable(QString::number(i)));
    QVERIFY(hall.skipped.contains(QStringLiteral("1 other closed outline(s) on the outline layer: only the largest is the hall")));
}

void TstDxfImport::doorsOnAManyCornerOutline() {
    // A 12 000 × 8 000 outline whose drawing edge y = 0 has a corner every 500 mm: 25 corners there
    // and two more, 27 edges; edge k (k < 24) runs room (500 k, 8 000) → (500 k + 500, 8 000).
    // Ten swings, hinge at drawing (500 k + 100, 0), radius 300 from 0° to 90°: jamb (500 k + 400, 0)
    // on edge k, so along = (100 + 400) / 2 = 250, width 300, hinge first; the free end
    // (500 k + 100, 300) → room 300 into the room, against left = (0, 1) of u = (1, 0): Right.
    // Each has its leaf line at the hinge; one more line on the doors layer is neither.
    QByteArray text = "0\nSECTION\n2\nENTITIES\n0\nLWPOLYLINE\n8\nA-WALL\n90\n27\n70\n1\n";
    for (int i = 0; i <= 24; ++i) text += "10\n" + QByteArray::number(500 * i) + "\n20\n0\n";
    text += "10\n12000\n20\n8000\n10\n0\n20\n8000\n";
    for (int k = 9; k >= 0; --k) {
        const QByteArray x = QByteArray::number(500 * k + 100);
        text += "0\nARC\n8\nA-DOOR\n10\n" + x + "\n20\n0\n40\n300\n50\n0\n51\n90\n";
        text += "0\nLINE\n8\nA-DOOR\n10\n" + x + "\n20\n0\n11\n" + x + "\n21\n300\n";
    }
    text += "0\nLINE\n8\nA-DOOR\n10\n5000\n20\n5000\n11\n5500\n21\n5000\n0\nENDSEC\n0\nEOF\n";
    QTemporaryDir dir;
    const dxf::HallImport hall = dxf::HallImport::read(writeText(dir, QStringLiteral("doors.dxf"), text), architectLayers());
    QCOMPARE(hall.outlineMm.size(), size_t(27));
    QCOMPARE(hall.doors.size(), size_t(10));
    for (size_t i = 0; i < 10; ++i) {
        const Door& d = hall.doors[i];
        QCOMPARE(d.edge, 9 - int(i));  // drawn from k = 9 down
        QVERIFY(!d.wall);
        QVERIFY(std::abs(d.alongMm - 250) < 1e-6);
        QVERIFY(std::abs(d.widthMm - 300) < 1e-6);
        QVERIFY(d.hingeAtStart);
        QCOMPARE(d.swing, Door::Swing::Right);
    }
    QVERIFY2(hall.skipped.contains(QStringLiteral("1 × a line on a doors layer that is neither a leaf at a swing's hinge nor "
                                                  "an opening along the outline or a wall")),
             qPrintable(hall.skipped.join(QLatin1Char('\n'))));
}

void TstDxfImport::unboundedDrawingsRefused_data() {
    // tests/data/dxf: each once expanded until memory ran out, looped 2^31 times,
    // or reached the room as "nan". The line is the entity's "0" group (a value's
    // own line for a number).
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("message");  // after "FILE:"
    QTest::newRow("block inserting itself 3 times per level") << "self-insert.dxf"
        << "87: more than 1000000 entities once its blocks are expanded (a block that inserts itself, or arrays of arrays?)";
    QTest::newRow("MINSERT 1000 × 1000") << "minsert-1000x1000.dxf"
        << "55: INSERT of block \"COL\": 1000 rows × 1000 columns, more than the 20000 copies an array may make";
    QTest::newRow("MINSERT 2^31 × 1") << "minsert-2pow31.dxf"
        << "55: INSERT of block \"COL\": 1 rows × 2147483648 columns, more than the 20000 copies an array may make";
    QTest::newRow("nan") << "nan-coordinate.dxf" << "34: group code 10: \"nan\" is not a finite number";
    QTest::newRow("inf") << "inf-radius.dxf" << "38: group code 40: \"inf\" is not a finite number";
    QTest::newRow("1e400") << "overflow-coordinate.dxf" << "18: group code 10: \"1e400\" is not a finite number";
    QTest::newRow("scale 1e300 of 1e300") << "scale-overflow.dxf"
        << "13: LINE (in the block inserted at line 57): a coordinate beyond any drawing once the inserts' scales are applied";
    // Finite but beyond what a room holds (input/load_limits.h): a column 2 × 1e308 mm across
    // (infinite), an outline 2 × 1e308 mm wide, a keep-out circle and a wall reaching 1e300 mm
    // away. They reached the room as infinities: a design written with a column of no size, or
    // "no free place … at y nan mm" without the file's name.
    QTest::newRow("column of radius 1e308") << "column-huge-radius.dxf" << "29: CIRCLE on SN-COLUMNS is inf mm across; more than 0 and at most 100000 mm";
    QTest::newRow("outline 2e308 wide") << "outline-1e308-wide.dxf"
        << " the hall outline on SN-ROOM is inf × 8000 mm; a room is 1 to 2000000 mm a side";
    // Its first point: drawing (6 000 + 1e300, 4 000) → room (1e300, 8 000 − 4 000).
    QTest::newRow("keep-out of radius 1e300") << "keep-out-1e300.dxf"
        << "29: CIRCLE on SN-KEEPOUTS reaches (1e+300, 4000) mm in the hall's frame, where x and y run 0 to 2000000 mm from "
           "the outline's corner";
    // A wall 100 mm beyond the outline's left edge: drawing (−100, 0) → room (−100, 8 000). The
    // loader takes no negative wall point, so `new` wrote nothing and named its own output.
    QTest::newRow("wall outside the outline") << "wall-outside-outline.dxf"
        << "29: LINE on SN-WALLS reaches (-100, 8000) mm in the hall's frame, where x and y run 0 to 2000000 mm from "
           "the outline's corner";
    // Its far end: drawing (1e300, 1e300) → room (1e300, 8 000 − 1e300).
    QTest::newRow("wall to 1e300") << "wall-1e300.dxf"
        << "29: LINE on SN-WALLS reaches (1e+300, -1e+300) mm in the hall's frame, where x and y run 0 to 2000000 mm from "
           "the outline's corner";
}

void TstDxfImport::unboundedDrawingsRefused() {
    QFETCH(QString, file);
    QFETCH(QString, message);
    const QString path = test::sourceDir() + QStringLiteral("/tests/data/dxf/") + file;
    QElapsedTimer timer;
    timer.start();
    try {
        dxf::HallImport::read(path, dxf::HallLayers::defaults());
        QFAIL("read");
    } catch (const UserError& e) {
        QCOMPARE(e.message(), path + QLatin1Char(':') + message);
    }
    // The million entities of the self-inserting block take about half a second.
    QVERIFY2(timer.elapsed() < 10000, qPrintable(QString::number(timer.elapsed())));
}

void TstDxfImport::siteHallsFromTheirOutlinesAndNames() {
    SN_SKIP_WITHOUT_EZDXF();
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("site.dxf"));
    QString error;
    test::runDxfScript(QStringLiteral("write_site.py"), {file}, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const dxf::HallImport site =
        dxf::HallImport::read(file, dxf::HallLayers::parse(QStringLiteral("outline=A-WALL,halls=A-AREA")));

    // Metres: the 60 × 30 m outline is 60 000 × 30 000 mm; room y = 30 000 − Y.
    QCOMPARE(site.widthMm, 60000.0);
    QCOMPARE(site.depthMm, 30000.0);
    QCOMPARE(site.halls.size(), size_t(4));
    for (size_t i = 0; i < 4; ++i) {
        const double x = 15000.0 * double(i);
        const std::vector<QPointF> outline = {{x, 30000}, {x + 15000, 30000}, {x + 15000, 0}, {x, 0}};
        QCOMPARE(site.halls[i].outlineMm, outline);
    }
    // Hall 1: the MTEXT nearest its middle (7.5, 15) m, its font and paragraph
    // codes gone: "Data hall 1 (DH1)"; "fire exit" at (1, 1) m is farther.
    QCOMPARE(site.halls[0].name, QStringLiteral("Data hall 1"));
    QCOMPARE(site.halls[0].code, QStringLiteral("DH1"));
    // Hall 2: a centred TEXT stands at its alignment point.
    QCOMPARE(site.halls[1].name, QStringLiteral("Network room"));
    QCOMPARE(site.halls[1].code, QStringLiteral("NR"));
    // Hall 3: %%d is the degree sign; no code in the text, so H3 by its place.
    QCOMPARE(site.halls[2].name, QStringLiteral("Cold store 18°C"));
    QCOMPARE(site.halls[2].code, QStringLiteral("H3"));
    QCOMPARE(site.halls[3].name, QStringLiteral("Hall 4"));
    QCOMPARE(site.halls[3].code, QStringLiteral("H4"));

    const QString report = site.report().join(QLatin1Char('\n'));
    QVERIFY2(report.contains(QStringLiteral("Halls: 4 from A-AREA")), qPrintable(report));
    QVERIFY2(report.contains(QStringLiteral("1 × LINE on a halls layer: not a closed outline")),
             qPrintable(report));
    // "fire exit", and "North" outside every hall.
    QVERIFY2(report.contains(QStringLiteral("2 × TEXT on A-AREA: not geometry the import reads")),
             qPrintable(report));
    QVERIFY2(report.contains(QStringLiteral("1 hall(s) with no text inside")), qPrintable(report));
    QVERIFY2(report.contains(QStringLiteral("2 hall(s) with no label code")), qPrintable(report));

    // Applied to a room, the halls come with the geometry.
    QCOMPARE(site.appliedTo(Room{}).halls, site.halls);
    // Without a halls layer chosen, the texts are skipped as before and no hall is read.
    const dxf::HallImport plain =
        dxf::HallImport::read(file, dxf::HallLayers::parse(QStringLiteral("outline=A-WALL")));
    QVERIFY(plain.halls.empty());
    QVERIFY2(plain.report()
                 .join(QLatin1Char('\n'))
                 .contains(QStringLiteral("entities on 1 layer(s) not chosen: A-AREA")),
             qPrintable(plain.report().join(QLatin1Char('\n'))));
}

void TstDxfImport::hallsWithOneCodeRefused() {
    // Two halls both labelled "(DH1)": their cables' labels would read alike.
    const QByteArray text =
        "0\nSECTION\n2\nENTITIES\n"
        "0\nLWPOLYLINE\n8\nSITE\n90\n4\n70\n1\n10\n0\n20\n0\n10\n20000\n20\n0\n10\n20000\n20\n9000\n10\n0\n20"
        "\n9000\n"
        "0\nLWPOLYLINE\n8\nHALLS\n90\n4\n70\n1\n10\n0\n20\n0\n10\n10000\n20\n0\n10\n10000\n20\n9000\n10\n0\n2"
        "0\n9000\n"
        "0\nLWPOLYLINE\n8\nHALLS\n90\n4\n70\n1\n10\n10000\n20\n0\n10\n20000\n20\n0\n10\n20000\n20\n9000\n10\n"
        "10000\n20\n9000\n"
        "0\nTEXT\n8\nHALLS\n10\n5000\n20\n4000\n40\n500\n1\nHall A (DH1)\n"
        "0\nTEXT\n8\nHALLS\n10\n15000\n20\n4000\n40\n500\n1\nHall B (DH1)\n"
        "0\nENDSEC\n0\nEOF\n";
    QTemporaryDir dir;
    const QString file = writeText(dir, QStringLiteral("twins.dxf"), text);
    try {
        dxf::HallImport::read(file, dxf::HallLayers::parse(QStringLiteral("outline=SITE,halls=HALLS")));
        QFAIL("two halls coded DH1 were taken");
    } catch (const UserError& e) {
        QVERIFY2(e.message().contains(QStringLiteral("twins.dxf: the halls at ")) &&
                     e.message().contains(QStringLiteral("twins.dxf:29 and ")) &&
                     e.message().contains(QStringLiteral("twins.dxf:53 are both coded \"DH1\"")),
                 qPrintable(e.message()));
    }
}

void TstDxfImport::aHallNamedByAParagraphIsRefused() {
    // A 300-character TEXT across a hall is a note, not its name.
    const QByteArray text =
        "0\nSECTION\n2\nENTITIES\n"
        "0\nLWPOLYLINE\n8\nSITE\n90\n4\n70\n1\n10\n0\n20\n0\n10\n9000\n20\n0\n10\n9000\n20\n9000\n10\n0\n20\n"
        "9000\n"
        "0\nLWPOLYLINE\n8\nHALLS\n90\n4\n70\n1\n10\n0\n20\n0\n10\n9000\n20\n0\n10\n9000\n20\n9000\n10\n0\n20"
        "\n9000\n"
        "0\nTEXT\n8\nHALLS\n10\n4500\n20\n4500\n40\n100\n1\n" +
        QByteArray(300, 'x') + "\n0\nENDSEC\n0\nEOF\n";
    QTemporaryDir dir;
    const QString file = writeText(dir, QStringLiteral("note.dxf"), text);
    try {
        dxf::HallImport::read(file, dxf::HallLayers::parse(QStringLiteral("outline=SITE,halls=HALLS")));
        QFAIL("read");
    } catch (const UserError& e) {
        QCOMPARE(e.message(), file + QStringLiteral(":53: TEXT naming the hall at ") + file +
                                  QStringLiteral(":29 is 300 characters; a hall's name is at most 256"));
    }
}

void TstDxfImport::overlappingHallsRefusedQuickly() {
    // 3 000 halls drawn over one another with 10 000 texts inside them all:
    // matching each text to each hall would test 1.2 × 10^8 corners. The
    // import refuses it, naming the file, instead of working for minutes.
    QByteArray text =
        "0\nSECTION\n2\nENTITIES\n"
        "0\nLWPOLYLINE\n8\nSN-"
        "ROOM\n90\n4\n70\n1\n10\n0\n20\n0\n10\n9000\n20\n0\n10\n9000\n20\n9000\n10\n0\n20\n9000\n";
    for (int i = 0; i < 3000; ++i)
        text +=
            "0\nLWPOLYLINE\n8\nSN-"
            "HALLS\n90\n4\n70\n1\n10\n0\n20\n0\n10\n9000\n20\n0\n10\n9000\n20\n9000\n10\n0\n20\n9000\n";
    for (int i = 0; i < 10000; ++i)
        text += "0\nTEXT\n8\nSN-HALLS\n10\n" + QByteArray::number(1000 + i % 7000) +
                "\n20\n4500\n40\n100\n1\nT" + QByteArray::number(i) + "\n";
    text += "0\nENDSEC\n0\nEOF\n";
    QTemporaryDir dir;
    const QString file = writeText(dir, QStringLiteral("crowd.dxf"), text);
    QElapsedTimer timer;
    timer.start();
    try {
        dxf::HallImport::read(file, dxf::HallLayers::defaults());
        QFAIL("read");
    } catch (const UserError& e) {
        QCOMPARE(e.message(),
                 file + QStringLiteral(": 3000 halls and 10000 texts on the halls layers overlap too much to "
                                       "tell which text names which hall; draw each hall once, its name "
                                       "inside it"));
    }
    qInfo("refused in %lld ms", timer.elapsed());
}

QTEST_GUILESS_MAIN(TstDxfImport)
#include "tst_dxf_import.moc"
