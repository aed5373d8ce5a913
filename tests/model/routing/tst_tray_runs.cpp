// Where along a tray a cable lies (Cable::trayRuns): the fullest stretch the
// tray-fill rule and the heat map check, the files that keep the runs, and
// the router that records them.
#include "model/commands/design_edits.h"
#include "model/commands/remove_objects_command.h"
#include "model/core/sn_error.h"
#include "model/design/design.h"
#include "model/io/design_json.h"
#include "model/rules/tray_cable_load.h"
#include "model/store/design_file.h"
#include "model/store/project_store.h"
#include "model/store/schema.h"
#include "model/store/sqlite_db.h"
#include "tests/support/design_builder.h"
#include "tests/support/rule_findings.h"
#include "tests/support/test_paths.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>
#include <numbers>

using namespace sn;
using namespace sn::test;

namespace {

const TrayId kT1 = TrayId::fromName(QStringLiteral("tray/T1"));
// aoc-400g-osfp is 3.0 mm across: π · 1.5² = 7.0686 mm² per cable.
const double kAocMm2 = std::numbers::pi * 1.5 * 1.5;

CableId cableOn(int osfp) {
    return CableId::fromName(QStringLiteral("cable/S1/OSFP%1-SW1/P%1/1").arg(osfp));
}

/// Rack R1 with server S1 and switch SW1, three AOCs S1 OSFPn – SW1 Pn/1,
/// and tray T1, 10 m straight, cut down to 5 × 5 = 25 mm² so that one cable
/// (28.3 %) is within its 50 % limit and two side by side (56.5 %) are not.
std::unique_ptr<Design> threeCablesOneTray() {
    DesignBuilder b;
    b.room(20000, 15000).row(QStringLiteral("A")).rack(QStringLiteral("R1"), 0, 0);
    b.device(QStringLiteral("hgx-h100-8gpu-air"), QStringLiteral("R1"), 1, QStringLiteral("S1"));
    b.device(QStringLiteral("ib-ndr-64x400g"), QStringLiteral("R1"), 9, QStringLiteral("SW1"));
    b.tray(QStringLiteral("T1"), {QPointF(0, 0), QPointF(4000, 0), QPointF(4000, 6000)});  // 4 m + 6 m
    for (int n = 1; n <= 3; ++n)
        b.connect(QStringLiteral("S1"), QStringLiteral("OSFP%1").arg(n), QStringLiteral("SW1"),
                  QStringLiteral("P%1/1").arg(n), PortRole::Compute, QStringLiteral("aoc-400g-osfp"));
    auto design = b.build();
    Tray small = *design->trays().find(kT1);
    small.widthMm = 5;
    small.depthMm = 5;
    design->replace(small);
    return design;
}

/// Puts cable n into T1: over the stretches given, or (none) over the whole tray.
void lay(Design& design, int osfp, std::vector<std::pair<double, double>> stretchesMm) {
    Cable c = *design.cable(cableOn(osfp));
    c.trays = {kT1};
    c.trayRuns.clear();
    for (auto [from, to] : stretchesMm) c.trayRuns.push_back({kT1, from, to});
    design.replace(c);
}

std::vector<Finding> trayFill(const Design& design) {
    return withPrefix(findingsOf(design), QStringLiteral("cabling.tray-fill"));
}

bool near(double a, double b) { return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b)); }

QByteArray readBytes(const QString& file) {
    QFile f(file);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

}  // namespace

class TstTrayRuns : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void separateStretchesDoNotAddUp();
    void touchingStretchesDoNotAddUp();
    void overlappingStretchesAddUp();
    void cableWithoutRunsCountsOverTheWholeTray();
    void runOfNoLengthAddsNothing();
    void deletingTrayDropsItsRuns();
    void editRefusesRunOutsideTheTrays();
    void jsonKeepsRuns();
    void jsonWithoutRunsWritesNoKey();
    void jsonRefusesBadRuns();
    void storeKeepsRuns();
    void storeRefusesBadRuns();
    void openUpgradesVersion3();

private:
    QTemporaryDir m_dir;
};

void TstTrayRuns::separateStretchesDoNotAddUp() {
    auto design = threeCablesOneTray();
    lay(*design, 1, {{0, 3000}});
    lay(*design, 2, {{7000, 10000}});
    const TrayCableLoad load = TrayCableLoad::of(*design).value(kT1);
    // One cable at a time: 7.0686 mm², first found at 0–3 m.
    QVERIFY(near(load.cableAreaMm2, kAocMm2));
    QCOMPARE(load.cables, 1);
    QCOMPARE(load.fromMm, 0.0);
    QCOMPARE(load.toMm, 3000.0);
    // 7.0686 / 25 = 28.3 % ≤ 50 %: no finding (the whole-tray sum was 56.5 %).
    QVERIFY(trayFill(*design).empty());
}

void TstTrayRuns::touchingStretchesDoNotAddUp() {
    auto design = threeCablesOneTray();
    // Like two router segments meeting at a vertex: never side by side.
    lay(*design, 1, {{0, 5000}});
    lay(*design, 2, {{5000, 10000}});
    const TrayCableLoad load = TrayCableLoad::of(*design).value(kT1);
    QCOMPARE(load.cables, 1);
    // Equal loads that meet form one plateau: 0–10 m.
    QCOMPARE(load.fromMm, 0.0);
    QCOMPARE(load.toMm, 10000.0);
    QVERIFY(trayFill(*design).empty());
}

void TstTrayRuns::overlappingStretchesAddUp() {
    auto design = threeCablesOneTray();
    lay(*design, 1, {{0, 6000}});
    lay(*design, 2, {{4000, 10000}});
    lay(*design, 3, {{8000, 9000}});
    const TrayCableLoad load = TrayCableLoad::of(*design).value(kT1);
    // 4–6 m holds cables 1 and 2: 2 × 7.0686 = 14.137 mm²; 8–9 m holds 2 and
    // 3 as much, but the first stretch found is named.
    QVERIFY(near(load.cableAreaMm2, 2 * kAocMm2));
    QCOMPARE(load.cables, 2);
    QCOMPARE(load.fromMm, 4000.0);
    QCOMPARE(load.toMm, 6000.0);
    const auto findings = trayFill(*design);
    QCOMPARE(findings.size(), size_t(1));
    // 14.137 / 25 = 56.5 % over the 50 % limit.
    QVERIFY(near(findings.front().measured, 100 * 2 * kAocMm2 / 25));
    QCOMPARE(findings.front().message,
             QStringLiteral("Tray T1 is 56.5 % full at 4.0–6.0 m along it with 2 cables; its limit is 50 %."));
    // The heat map shows the same figure: 56.5 % against 50 %, load 1.131.
    QVERIFY(near(TrayCableLoad::fillShare(*design->trays().find(kT1), load), 2 * kAocMm2 / 25));
}

void TstTrayRuns::cableWithoutRunsCountsOverTheWholeTray() {
    auto design = threeCablesOneTray();
    lay(*design, 1, {});  // listed in T1, no runs: a file from before runs
    TrayCableLoad load = TrayCableLoad::of(*design).value(kT1);
    QCOMPARE(load.cables, 1);
    QCOMPARE(load.fromMm, 0.0);
    QCOMPARE(load.toMm, 10000.0);  // 4 m + 6 m of centre line
    lay(*design, 2, {{8000, 9500}});
    load = TrayCableLoad::of(*design).value(kT1);
    // Cable 1 lies beside cable 2 wherever that one is: 8–9.5 m, 56.5 %.
    QCOMPARE(load.cables, 2);
    QVERIFY(near(load.cableAreaMm2, 2 * kAocMm2));
    QCOMPARE(load.fromMm, 8000.0);
    QCOMPARE(load.toMm, 9500.0);
    QCOMPARE(trayFill(*design).size(), size_t(1));
}

void TstTrayRuns::runOfNoLengthAddsNothing() {
    auto design = threeCablesOneTray();
    lay(*design, 1, {{0, 10000}});
    lay(*design, 2, {{5000, 5000}});  // drops in and leaves by a junction at 5 m
    const TrayCableLoad load = TrayCableLoad::of(*design).value(kT1);
    QCOMPARE(load.cables, 1);
    QVERIFY(near(load.cableAreaMm2, kAocMm2));
    QVERIFY(trayFill(*design).empty());
}

void TstTrayRuns::deletingTrayDropsItsRuns() {
    auto design = threeCablesOneTray();
    lay(*design, 1, {{0, 3000}});
    ObjectSelection doomed;
    doomed.trays = {kT1};
    design->undoStack().push(new RemoveObjectsCommand(*design, doomed));
    QVERIFY(design->cable(cableOn(1))->trays.empty());
    QVERIFY(design->cable(cableOn(1))->trayRuns.empty());
    design->undoStack().undo();
    QCOMPARE(design->cable(cableOn(1))->trayRuns, (std::vector<TrayRun>{{kT1, 0, 3000}}));
}

void TstTrayRuns::editRefusesRunOutsideTheTrays() {
    auto design = threeCablesOneTray();
    Cable c = *design->cable(cableOn(1));
    c.trayRuns = {{kT1, 0, 3000}};  // T1 not in c.trays
    const EditResult edit = DesignEdits::editCable(*design, c);
    QVERIFY(!edit.command);
    QCOMPARE(edit.error, QStringLiteral("A stretch of the cable's route lies in a tray the route does not pass."));
    QVERIFY(design->cable(cableOn(1))->trayRuns.empty());
}

void TstTrayRuns::jsonKeepsRuns() {
    auto design = threeCablesOneTray();
    lay(*design, 1, {{0, 1234.5678901234567}, {4000, 4000}});
    lay(*design, 2, {});
    const QByteArray text = DesignJson::write(*design);
    QVERIFY(text.contains("\"tray_runs\""));
    const auto back = DesignJson::read(text, QStringLiteral("t.json"));
    QCOMPARE(back->cable(cableOn(1))->trayRuns, design->cable(cableOn(1))->trayRuns);
    QVERIFY(back->cable(cableOn(2))->trayRuns.empty());
    QCOMPARE(DesignJson::write(*back), text);
}

void TstTrayRuns::jsonWithoutRunsWritesNoKey() {
    auto design = threeCablesOneTray();
    lay(*design, 1, {});
    QVERIFY(!DesignJson::write(*design).contains("tray_runs"));
}

void TstTrayRuns::jsonRefusesBadRuns() {
    auto design = threeCablesOneTray();
    lay(*design, 1, {{0, 1000}});
    const QByteArray good = DesignJson::write(*design);
    auto refused = [&](QByteArray from, QByteArray to, const QString& expected) {
        QByteArray bad = good;
        bad.replace(from, to);
        QVERIFY(bad != good);
        try {
            DesignJson::read(bad, QStringLiteral("t.json"));
            QFAIL("accepted");
        } catch (const UserError& e) {
            QVERIFY2(e.message().contains(expected), qPrintable(e.message()));
        }
    };
    refused("\"to_mm\": 1000.0", "\"to_mm\": -1.0", QStringLiteral("/tray_runs/0/to_mm"));
    refused("\"from_mm\": 0.0", "\"from_mm\": -5.0", QStringLiteral("/tray_runs/0/from_mm"));
    refused(("\"tray\": \"" + kT1.toString() + "\"").toUtf8(), "\"tray\": \"" + TrayId::create().toString().toUtf8() + "\"",
            QStringLiteral("not among the cable's trays"));
}

void TstTrayRuns::storeKeepsRuns() {
    auto design = threeCablesOneTray();
    lay(*design, 1, {{0, 1234.5678901234567}});
    lay(*design, 2, {{4000, 9999.25}, {10000, 10000}});
    lay(*design, 3, {});
    const QString json = m_dir.filePath(QStringLiteral("r.json"));
    const QString store = m_dir.filePath(QStringLiteral("r.supernode"));
    const QString again = m_dir.filePath(QStringLiteral("r2.json"));
    DesignFile::save(*design, json);
    DesignFile::save(*DesignFile::open(json), store);
    const auto loaded = ProjectStore::open(store);
    for (int n = 1; n <= 3; ++n) QCOMPARE(loaded->cable(cableOn(n))->trayRuns, design->cable(cableOn(n))->trayRuns);
    DesignFile::save(*loaded, again);
    QCOMPARE(readBytes(again), readBytes(json));  // JSON → .supernode → JSON byte-identical
    SqliteDb db(store, SqliteDb::Mode::ReadOnly);
    QCOMPARE(db.userVersion(), 8);  // 4 added tray_runs; 5 the route record; 6 room geometry; 7 valve settings; 8 minimum spare
}

void TstTrayRuns::storeRefusesBadRuns() {
    auto design = threeCablesOneTray();
    lay(*design, 1, {{0, 3000}});
    const QString file = m_dir.filePath(QStringLiteral("bad.supernode"));
    auto refused = [&](const QString& runs, const QString& expected) {
        ProjectStore::save(*design, file);
        {
            SqliteDb db(file, SqliteDb::Mode::ReadWriteCreate);
            auto st = db.prepare("UPDATE cable SET tray_runs = ? WHERE tray_runs <> ''");
            st.bind(1, runs).run();
        }
        try {
            ProjectStore::open(file);
            QFAIL("accepted");
        } catch (const UserError& e) {
            QVERIFY2(e.message().contains(expected), qPrintable(e.message()));
        }
    };
    const QString t1 = kT1.toString();
    refused(QStringLiteral("[{\"tray\": \"%1\", \"from_mm\": 5, \"to_mm\": 1}]").arg(t1),
            QStringLiteral("table cable, row 1, column tray_runs: /0/to_mm: must not be less than from_mm"));
    refused(QStringLiteral("[{\"tray\": \"T1\", \"from_mm\": 0, \"to_mm\": 1}]"),
            QStringLiteral("table cable, row 1, column tray_runs: /0/tray: \"T1\" is not a UUID"));
    refused(QStringLiteral("[{\"tray\""), QStringLiteral("table cable, row 1, column tray_runs"));
}

void TstTrayRuns::openUpgradesVersion3() {
    // Saved by the program of schema 3 (tests/data/store/v3.sql is its dump):
    // `new --gpus 16` then `route`, before cables recorded runs.
    const QString fixture = sourceDir() + QStringLiteral("/tests/data/store/v3.supernode");
    const QByteArray before = readBytes(fixture);
    {
        SqliteDb db(fixture, SqliteDb::Mode::ReadOnly);
        QCOMPARE(db.userVersion(), 3);
        QVERIFY(!db.hasColumn("cable", "tray_runs"));
    }
    const auto design = ProjectStore::open(fixture);
    QCOMPARE(design->info().name, QStringLiteral("16-GPU supernode"));
    QCOMPARE(design->racks().size(), 5);
    QCOMPARE(design->cables().size(), 112);
    int inTrays = 0;
    for (const Cable& c : design->cables()) {
        inTrays += !c.trays.empty();
        QVERIFY(c.trayRuns.empty());  // migration 4 records no runs
    }
    QCOMPARE(inTrays, 23);  // sqlite3 v3.supernode "select count(*) from cable where trays <> ''"
    // Without runs each cable counts over the whole of every tray it lists.
    const auto loads = TrayCableLoad::of(*design);
    for (const Tray& t : design->trays()) {
        int listed = 0;
        for (const Cable& c : design->cables())
            listed += std::count(c.trays.begin(), c.trays.end(), t.id) > 0;
        QCOMPARE(loads.value(t.id).cables, listed);
        if (listed > 0) {
            QCOMPARE(loads.value(t.id).fromMm, 0.0);
            QVERIFY(near(loads.value(t.id).toMm, TrayCableLoad::lengthMm(t)));
        }
    }
    QCOMPARE(readBytes(fixture), before);  // migrated in memory only
    const QString saved = m_dir.filePath(QStringLiteral("v4.supernode"));
    ProjectStore::save(*design, saved);
    SqliteDb db(saved, SqliteDb::Mode::ReadOnly);
    QCOMPARE(db.userVersion(), kProjectSchemaVersion);
    QVERIFY(db.hasColumn("cable", "tray_runs"));
    const auto reopened = ProjectStore::open(saved);
    for (const Cable& c : design->cables()) QCOMPARE(*reopened->cable(c.id), c);
}

QTEST_GUILESS_MAIN(TstTrayRuns)
#include "tst_tray_runs.moc"
