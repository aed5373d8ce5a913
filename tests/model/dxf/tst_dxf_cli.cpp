#include "model/design/design.h"
#include "model/design/room_geometry.h"
#include "model/design/room_site.h"
#include "model/dxf/dxf_layers.h"
#include "model/store/design_file.h"
#include "tests/model/dxf/ezdxf_python.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <map>

using namespace sn;

/// `export dxf` and `new --hall` from the command line (4
/// and "Done when"): a hall drawn by ezdxf takes a 1 024-GPU wizard design,
/// routes, validates and exports back to a DXF that ezdxf audits clean.
class TstDxfCli : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void exportRefusesBadInput_data();
    void exportRefusesBadInput();
    void newRefusesABadHall_data();
    void newRefusesABadHall();
    void hallTakesA1024GpuDesign();
    void drawnHallsHoldWholeRacks();
    void keptPlacesLeaveNoGapInARow();

private:
    struct Run {
        int code = -1;
        QByteArray out, err;
    };
    static Run run(const QStringList& args, int timeoutMs = 600000) {
        QProcess p;
        p.start(test::cliPath(), args);
        p.waitForFinished(timeoutMs);
        return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
    }
    /// `new DESIGN OPTIONS` on write_site.py's site of four halls (written
    /// into `dir` once); a failed script is a run that failed, its error on err.
    static Run newOnSite(const QTemporaryDir& dir, const QString& design, const QStringList& options) {
        const QString site = dir.filePath(QStringLiteral("site.dxf"));
        if (!QFileInfo::exists(site)) {
            QString error;
            test::runDxfScript(QStringLiteral("write_site.py"), {site}, &error);
            if (!error.isEmpty()) return {-1, {}, error.toUtf8()};
        }
        return run(QStringList{QStringLiteral("new"), design} + options +
                   QStringList{QStringLiteral("--hall"), site, QStringLiteral("--hall-layers"),
                               QStringLiteral("outline=A-WALL,halls=A-AREA")});
    }
    /// The program's own lines on stderr (Qt may add its own, e.g. about XDG_RUNTIME_DIR).
    static int errorLines(const QByteArray& err) {
        int n = 0;
        for (const QByteArray& line : err.split('\n')) n += line.startsWith("supernode-designer:");
        return n;
    }
    static QString example() { return test::sourceDir() + QStringLiteral("/resources/examples/liquid-row.json"); }
};

void TstDxfCli::exportRefusesBadInput_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("message");
    QTest::newRow("missing design") << QStringList{"export", "dxf", "/nonexistent/hall.json", "-o", "OUT"} << 1 << "hall.json";
    QTest::newRow("no output") << QStringList{"export", "dxf", example()} << 2 << "-o OUT";
}

void TstDxfCli::exportRefusesBadInput() {
    QFETCH(QStringList, args);
    QFETCH(int, code);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("plan.dxf"));
    args.replaceInStrings(QStringLiteral("OUT"), out);
    const Run r = run(args);
    QCOMPARE(r.code, code);
    QVERIFY2(r.err.contains(message.toUtf8()), r.err.constData());
    QCOMPARE(errorLines(r.err), 1);  // one line
    QVERIFY(!QFileInfo::exists(out));
}

void TstDxfCli::newRefusesABadHall_data() {
    QTest::addColumn<QByteArray>("dxf");
    QTest::addColumn<QStringList>("extra");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("message");
    const QByteArray bad = "0\nSECTION\n2\nENTITIES\n0\nCIRCLE\n8\nS-COLS\n10\n1O\n20\n0\n40\n300\n0\nENDSEC\n0\nEOF\n";
    QTest::newRow("malformed") << bad << QStringList() << 1 << "hall.dxf:10: group code 10: \"1O\" is not a number";
    QTest::newRow("no outline") << QByteArray("0\nSECTION\n2\nENTITIES\n0\nENDSEC\n0\nEOF\n") << QStringList() << 1
                                << "hall.dxf: no hall outline on layer SN-ROOM";
    QTest::newRow("bad layer spec") << QByteArray() << QStringList{"--hall-layers", "roof=A"} << 2 << "\"roof\" is not a role";
    QTest::newRow("missing file") << QByteArray() << QStringList() << 1 << "hall.dxf: cannot be read";
    // A 3 km hall: the loader refuses rooms over 2 km a side (input/load_limits.h),
    // so `new` once wrote a design it could not open again; the import refuses
    // it, naming the drawing.
    QTest::newRow("3 km room") << QByteArray("0\nSECTION\n2\nENTITIES\n0\nLWPOLYLINE\n8\nSN-ROOM\n90\n4\n70\n1\n"
                                             "10\n0\n20\n0\n10\n3000000\n20\n0\n10\n3000000\n20\n20000\n10\n0\n20\n20000\n"
                                             "0\nENDSEC\n0\nEOF\n")
                               << QStringList() << 1
                               << "hall.dxf: the hall outline on SN-ROOM is 3000000 × 20000 mm; a room is 1 to 2000000 mm a side";
    // tests/data/dxf (tst_dxf_import has the whole messages).
    const auto data = [](const char* name) {
        QFile f(test::sourceDir() + QStringLiteral("/tests/data/dxf/") + QLatin1String(name));
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    };
    QTest::newRow("self-insert") << data("self-insert.dxf") << QStringList() << 1
                                 << "hall.dxf:87: more than 1000000 entities once its blocks are expanded";
    QTest::newRow("MINSERT 1000 × 1000") << data("minsert-1000x1000.dxf") << QStringList() << 1
                                         << "hall.dxf:55: INSERT of block \"COL\": 1000 rows × 1000 columns";
    QTest::newRow("MINSERT 2^31") << data("minsert-2pow31.dxf") << QStringList() << 1
                                  << "hall.dxf:55: INSERT of block \"COL\": 1 rows × 2147483648 columns";
    QTest::newRow("nan") << data("nan-coordinate.dxf") << QStringList() << 1 << "hall.dxf:34: group code 10: \"nan\" is not a finite number";
    QTest::newRow("inf") << data("inf-radius.dxf") << QStringList() << 1 << "hall.dxf:38: group code 40: \"inf\" is not a finite number";
    QTest::newRow("1e400") << data("overflow-coordinate.dxf") << QStringList() << 1
                           << "hall.dxf:18: group code 10: \"1e400\" is not a finite number";
    QTest::newRow("scale overflow") << data("scale-overflow.dxf") << QStringList() << 1
                                    << "hall.dxf:13: LINE (in the block inserted at line 57): a coordinate beyond any drawing";
    QTest::newRow("column of radius 1e308") << data("column-huge-radius.dxf") << QStringList() << 1
                                            << "hall.dxf:29: CIRCLE on SN-COLUMNS is inf mm across";
    QTest::newRow("wall outside the outline") << data("wall-outside-outline.dxf") << QStringList() << 1
                                              << "hall.dxf:29: LINE on SN-WALLS reaches (-100, 8000) mm in the hall's frame";
    QTest::newRow("keep-out of radius 1e300") << data("keep-out-1e300.dxf") << QStringList() << 1
                                              << "hall.dxf:29: CIRCLE on SN-KEEPOUTS reaches (1e+300, 4000) mm in the hall's frame";
}

void TstDxfCli::newRefusesABadHall() {
    QFETCH(QByteArray, dxf);
    QFETCH(QStringList, extra);
    QFETCH(int, code);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString hall = dir.filePath(QStringLiteral("hall.dxf"));
    if (!dxf.isEmpty()) {
        QFile f(hall);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(dxf);
    }
    const QString out = dir.filePath(QStringLiteral("sn.json"));
    const Run r = run(QStringList{"new", out, "--gpus", "64", "--hall", hall} + extra);
    QCOMPARE(r.code, code);
    QVERIFY2(r.err.contains(message.toUtf8()), r.err.constData());
    QCOMPARE(errorLines(r.err), 1);
    QVERIFY(!QFileInfo::exists(out));  // nothing written
}

void TstDxfCli::hallTakesA1024GpuDesign() {
    SN_SKIP_WITHOUT_EZDXF();
    QTemporaryDir dir;
    const QString hall = dir.filePath(QStringLiteral("hall.dxf"));
    QString error;
    test::runDxfScript(QStringLiteral("write_hall.py"), {hall, QStringLiteral("m"), QStringLiteral("R2000")}, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const QString design = dir.filePath(QStringLiteral("hall.json"));
    Run r = run({"new", design, "--gpus", "1024", "--hall", hall, "--hall-layers",
                 "outline=A-WALL,columns=S-COLS,walls=A-WALL-INT,doors=A-DOOR"});
    QVERIFY2(r.code == 0, r.err.constData());
    QVERIFY2(r.out.contains("Hall: Columns: 15 (15 rectangular, 0 round) from S-COLS"), r.out.constData());
    {
        const auto d = DesignFile::open(design);
        QCOMPARE(d->room().columns.size(), size_t(15));
        QCOMPARE(d->room().doors.size(), size_t(2));
    }

    QElapsedTimer timer;
    timer.start();
    r = run({"route", design});
    QVERIFY2(r.code == 0, r.err.constData());
    const qint64 routeMs = timer.restart();
    r = run({"validate", design});
    QVERIFY2(r.code == 0, (r.out + r.err).constData());
    const QString plan = dir.filePath(QStringLiteral("hall-plan.dxf"));
    timer.restart();
    r = run({"export", "dxf", design, "-o", plan});
    QVERIFY2(r.code == 0, r.err.constData());
    const qint64 exportMs = timer.elapsed();

    const QJsonObject s = test::ezdxfSummary(plan, &error);
    QVERIFY2(!s.isEmpty(), qPrintable(error));
    QCOMPARE(s[QStringLiteral("audit_errors")].toArray().size(), 0);
    QCOMPARE(s[QStringLiteral("audit_fixes")].toArray().size(), 0);
    const auto d = DesignFile::open(design);
    const auto count = [&](const QString& layer, const char* type) {
        return s[QStringLiteral("counts")][layer][QLatin1String(type)].toInt();
    };
    QCOMPARE(count(dxf::columnsLayer(), "LWPOLYLINE"), 15);
    QCOMPARE(count(dxf::racksLayer(), "LWPOLYLINE"), int(d->racks().size()));
    QCOMPARE(count(dxf::traysLayer(), "LWPOLYLINE"), int(d->trays().size()));
    std::map<PortRole, int> routed;
    int entities = 0;
    for (const Cable& c : d->cables()) {
        const Connection* conn = d->connection(c.connection);
        if (!c.routeLengthMm || !conn) continue;
        const Device* a = d->device(conn->a.device);
        const Device* b = d->device(conn->b.device);
        if (c.trays.empty() && a->placement.rack && a->placement.rack == b->placement.rack) continue;
        ++routed[conn->role];
    }
    for (const auto& [role, n] : routed) QCOMPARE(count(dxf::routesLayer(role), "LWPOLYLINE"), n);
    for (const QJsonValue& layer : s[QStringLiteral("counts")].toObject())
        for (const QJsonValue& n : layer.toObject()) entities += n.toInt();
    qInfo("1 024 GPUs in the hall: %lld racks, %lld cables; route %lld ms; export dxf %lld ms, %lld bytes, %d entities "
          "on %lld layers",
          qlonglong(d->racks().size()), qlonglong(d->cables().size()), routeMs, exportMs, QFileInfo(plan).size(),
          entities, qlonglong(s[QStringLiteral("layers")].toArray().size()));
}

void TstDxfCli::drawnHallsHoldWholeRacks() {
    // write_site.py: a 60 × 30 m site of four halls 15 m wide, side by side.
    // Partitions run along y at x = 15, 30 and 45 m, across the wizard's
    // rows (which run along x): a row steps past each, so no rack spans one.
    SN_SKIP_WITHOUT_EZDXF();
    QTemporaryDir dir;
    const QString design = dir.filePath(QStringLiteral("site.json"));
    Run r = newOnSite(dir, design, {"--gpus", "1024"});
    QVERIFY2(r.code == 0, r.err.constData());
    QVERIFY2(r.out.contains("Halls: 4 from A-AREA"), r.out.constData());
    const auto d = DesignFile::open(design);
    QCOMPARE(d->room().halls.size(), size_t(4));
    QCOMPARE(d->room().halls[1].code, QStringLiteral("NR"));
    std::map<int, int> racksPerHall;
    for (const Rack& rack : d->racks()) {
        // The footprint along x (rows face −y, unrotated): left of, or right
        // of, every partition; a touch is not a crossing.
        QCOMPARE(rack.rotationDeg % 180, 0);
        const double left = rack.xMm, right = rack.xMm + rack.widthMm;
        for (const double partition : {15000.0, 30000.0, 45000.0})
            QVERIFY2(right <= partition + 0.5 || left >= partition - 0.5,
                     qPrintable(QStringLiteral("%1 spans %2–%3 mm, across the partition at %4 mm")
                                    .arg(rack.name)
                                    .arg(left)
                                    .arg(right)
                                    .arg(partition)));
        ++racksPerHall[int(left / 15000)];
    }
    QVERIFY2(racksPerHall.size() >= 2, "the layout did not reach past the first partition");
    // The partition at 15 m cuts the rows' aisles and keeps each hall's air
    // in: each hall's part of an aisle gets its own coolers (N + 1), in the
    // hall and in the aisle. Row C runs on into the network room, so its
    // aisle's coolers for data hall 1 get places kept at its start there (a
    // second layout): C01 moves on to x 4 400 and C14 into the network room.
    // None stands at row B's end, turned into the A/B aisle. By hand, from
    // `report`'s air W (70 kW coolers):
    // - data hall 1: A01–A16, B01, B02 put 225.9 kW into the A/B aisle:
    //   4 + 1 at row B's end; C01–C13 151.4 kW: 3 + 1, all 4 in the kept
    //   places. 9 coolers, 630 kW, for 377.3 kW.
    // - network room: A17–A19 35.6 kW: 1 + 1 at row B's end; C14–C19
    //   73.4 kW: 2 + 1 at row C's end.
    std::map<QString, int> coolers;
    int keptInRowC = 0;
    double firstRackOfC = 1e9;
    for (const Rack& rack : d->racks())
        if (rack.name.startsWith(QLatin1Char('C'))) firstRackOfC = std::min(firstRackOfC, rack.xMm);
    for (const Device& dev : d->devices()) {
        const DeviceType* type = d->typeOf(dev);
        if (!type || !type->airCooler) continue;
        const QPointF centre = RoomSite::footprint({dev.placement.floorXmm, dev.placement.floorYmm},
                                                   type->widthMm, type->depthMm, dev.placement.rotationDeg)
                                   .center();
        const auto hall = hallAt(d->room(), centre);
        ++coolers[hall ? d->room().halls[*hall].code : QStringLiteral("none")];
        keptInRowC += dev.placement.rotationDeg == 0 && centre.x() < firstRackOfC;
    }
    QCOMPARE(coolers, (std::map<QString, int>{{QStringLiteral("DH1"), 9}, {QStringLiteral("NR"), 5}}));
    QCOMPARE(keptInRowC, 4);
    QCOMPARE(firstRackOfC, 4400.0);
    r = run({"route", design});
    QVERIFY2(r.code == 0, (r.out + r.err).constData());
    r = run({"validate", design});
    QVERIFY2(r.code == 0, (r.out + r.err).constData());
    QVERIFY2(!r.out.contains("placement.room-site"), r.out.constData());
    // A17–A19 no longer blow across the open aisle into C17–C19's intakes,
    // and each hall's coolers carry its air (airflow.aisle-heat, per hall).
    QVERIFY2(!r.out.contains("airflow.exhaust-into-intake"), r.out.constData());
    QVERIFY2(!r.out.contains("airflow.aisle-heat"), r.out.constData());
    // The labels name each end's hall.
    r = run({"export", "labels-csv", design, "-o", dir.filePath(QStringLiteral("labels.csv"))});
    QVERIFY2(r.code == 0, r.err.constData());
    QFile csv(dir.filePath(QStringLiteral("labels.csv")));
    QVERIFY(csv.open(QIODevice::ReadOnly));
    const QByteArray labels = csv.readAll();
    QVERIFY2(labels.contains("DH1.") && labels.contains("NR."), labels.left(2000).constData());
    // Contained, each hall's part of an aisle is closed on its own and
    // weighed on the coolers in it: with cold containment row A's aisle in
    // data hall 1 (177.3 kW) once had 70 kW where its coolers stood at
    // another aisle's row end.
    const QString cold = dir.filePath(QStringLiteral("cold.json"));
    r = newOnSite(dir, cold, {"--gpus", "1024", "--containment", "cold"});
    QVERIFY2(r.code == 0, r.err.constData());
    r = run({"validate", cold});
    QVERIFY2(r.code == 0 && !r.out.contains("airflow.aisle-heat"), (r.out + r.err).constData());
}

void TstDxfCli::keptPlacesLeaveNoGapInARow() {
    // 2 048 GPUs on the four-hall site: laid out again, row A keeps seven
    // places at its start in data hall 1 for its aisle's coolers, of which
    // its N + 1 take six. The seventh gets a cooler as well (the summary
    // says so): empty, it would leave a 600 mm gap in the row, its air open
    // from one aisle to the other. So along every row the racks and floor
    // units stand side by side, apart only where the row steps past a
    // partition (x = 15, 30 and 45 m) and before a CDU (its service gap).
    SN_SKIP_WITHOUT_EZDXF();
    QTemporaryDir dir;
    const QString design = dir.filePath(QStringLiteral("site.json"));
    const Run r = newOnSite(dir, design, {"--gpus", "2048"});
    QVERIFY2(r.code == 0, r.err.constData());
    QVERIFY2(r.out.contains("1 in-row cooler(s) beyond N+1 stand in place(s) a row kept for coolers"),
             r.out.constData());
    QVERIFY2(r.out.contains("(N+1).\n"), r.out.constData());
    const auto d = DesignFile::open(design);
    struct Placed {
        QRectF footprint;
        bool cdu = false;
    };
    std::map<double, std::vector<Placed>> rows;  // by the row's front y
    for (const Rack& rack : d->racks()) {
        const QRectF footprint = RoomSite::rackFootprint(rack);
        rows[footprint.top()].push_back({footprint});
    }
    int coolers = 0;
    for (const Device& dev : d->devices()) {
        const DeviceType* type = d->typeOf(dev);
        if (dev.placement.rack || !type) continue;
        const QRectF unit = RoomSite::footprint({dev.placement.floorXmm, dev.placement.floorYmm},
                                                type->widthMm, type->depthMm, dev.placement.rotationDeg);
        for (auto& [front, placed] : rows)
            if (std::abs(unit.center().y() - placed.front().footprint.center().y()) < 1) {
                placed.push_back({unit, type->cdu.has_value()});
                coolers += type->airCooler.has_value();
            }
    }
    QVERIFY(coolers > 0);
    for (auto& [front, placed] : rows) {
        std::sort(placed.begin(), placed.end(),
                  [](const Placed& a, const Placed& b) { return a.footprint.left() < b.footprint.left(); });
        for (size_t i = 1; i < placed.size(); ++i) {
            const double from = placed[i - 1].footprint.right(), to = placed[i].footprint.left();
            bool stepsPast = false;
            for (const double x : {15000.0, 30000.0, 45000.0})
                stepsPast = stepsPast || (from <= x + 0.5 && to >= x - 0.5);
            QVERIFY2(to - from < 1 || stepsPast || placed[i].cdu,
                     qPrintable(QStringLiteral("a %1 mm gap in the row at y %2 from x %3 mm")
                                    .arg(to - from)
                                    .arg(front)
                                    .arg(from)));
        }
    }
}

QTEST_GUILESS_MAIN(TstDxfCli)
#include "tst_dxf_cli.moc"
