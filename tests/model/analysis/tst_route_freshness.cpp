// Whether a cable's stored route still fits its ends is a
// rule (cabling.route-freshness), and so is the fill of the racks' vertical
// cable managers (cabling.side-channel-fill): `validate` sees both without
// routing again, from the route record routing leaves on each cable.
#include "model/analysis/route_freshness.h"
#include "model/commands/design_edits.h"
#include "model/commands/edit_object_command.h"
#include "model/core/sn_error.h"
#include "model/routing/apply_routes_command.h"
#include "model/routing/cable_router.h"
#include "model/rules/cabling/cabling_rules.h"
#include "model/rules/rule_context.h"
#include "model/store/design_file.h"
#include "model/store/project_store.h"
#include "model/store/schema.h"
#include "model/store/sqlite_db.h"
#include "tests/model/routing_rooms.h"
#include "tests/support/test_paths.h"

#include <QTemporaryDir>
#include <QtTest>

#include <numbers>

using namespace sn;
using namespace sn::test;

namespace {

/// The rule over its scope: every rack or connection in document order.
std::vector<Finding> run(const Rule& rule, const Design& design) {
    std::vector<Finding> out;
    const QString key = rule.key();
    FindingSink sink(key, out);
    const RuleContext context(design);
    if (rule.scope() == RuleScope::Rack)
        for (const Rack& r : design.racks()) rule.checkRack(context, r, sink);
    else if (rule.scope() == RuleScope::Connection)
        for (const Connection& c : design.connections()) rule.checkConnection(context, c, sink);
    else
        rule.checkDesign(context, sink);
    return out;
}

void routeAndApply(Design& design) {
    EditResult edit = ApplyRoutesCommand::create(design, CableRouter(design).routeAll());
    QVERIFY2(edit, qPrintable(edit.error));
    design.undoStack().push(edit.command.release());
}

}  // namespace

class TstRouteFreshness : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void routedCablesAreCurrent();
    void movedRackMakesItsRoutesStale();
    void cableWithoutRouteIsLost();
    void unroutedOrOldCablesAreUnknown();
    void recordSurvivesSaveAndOpen_data();
    void recordSurvivesSaveAndOpen();
    void recordTextRoundTripsAndRefusesGarbage();
    void sideChannelRuleSeesWhatRoutingSaw();
    void openUpgradesVersion4();
};

void TstRouteFreshness::routedCablesAreCurrent() {
    auto d = aocsBetweenRacks(3, 0.5);
    routeAndApply(*d);
    for (const Cable& c : d->cables()) {
        QVERIFY(c.routed);
        QCOMPARE(RouteFreshness::of(*d, c).state, RouteFreshness::State::Current);
    }
    QVERIFY(run(RouteFreshnessRule(), *d).empty());
}

void TstRouteFreshness::movedRackMakesItsRoutesStale() {
    auto d = aocsBetweenRacks(3, 0.5);
    routeAndApply(*d);
    // R2 moves 600 mm along the row, with auto re-route off (as in the CLI):
    // the three cables keep their old lengths, which no longer fit.
    const RackId r2 = DesignBuilder::rackId(QStringLiteral("R2"));
    EditResult move = DesignEdits::moveRack(*d, r2, 4600, 1000, 0);
    QVERIFY(move);
    d->undoStack().push(move.command.release());
    const std::vector<Finding> stale = run(RouteFreshnessRule(), *d);
    QCOMPARE(stale.size(), size_t(3));
    for (const Finding& f : stale) {
        QCOMPARE(f.severity, Severity::Error);
        QVERIFY2(f.message.contains(QStringLiteral("is stale: its end at s2 OSFP")), qPrintable(f.message));
        QVERIFY2(f.message.endsWith(QStringLiteral("has moved since it was routed. Route it again.")), qPrintable(f.message));
    }
    // Undoing the move makes them current again: the record is of positions, not of edits.
    d->undoStack().undo();
    QVERIFY(run(RouteFreshnessRule(), *d).empty());
    // A device moved to another U is a moved end too.
    d->undoStack().redo();
    routeAndApply(*d);
    QVERIFY(run(RouteFreshnessRule(), *d).empty());
    Device s1 = *d->device(DesignBuilder::deviceId(QStringLiteral("s1")));
    Placement p = s1.placement;
    p.u = 20;
    EditResult up = DesignEdits::moveDevice(*d, s1.id, p);
    QVERIFY2(up, qPrintable(up.error));
    d->undoStack().push(up.command.release());
    const std::vector<Finding> both = run(RouteFreshnessRule(), *d);
    QCOMPARE(both.size(), size_t(3));
    QVERIFY2(both[0].message.contains(QStringLiteral("its end at s1 OSFP1 has moved")), qPrintable(both[0].message));
}

void TstRouteFreshness::cableWithoutRouteIsLost() {
    auto d = aocsBetweenRacks(1, 0.5);
    routeAndApply(*d);
    // Its route taken out by hand (a cable edit), its record left: lost.
    Cable c = d->cables()[0];
    c.routeLengthMm.reset();
    c.trays.clear();
    c.trayRuns.clear();
    d->replace(c);
    std::vector<Finding> f = run(RouteFreshnessRule(), *d);
    QCOMPARE(f.size(), size_t(1));
    QCOMPARE(f[0].severity, Severity::Error);
    QVERIFY2(f[0].message.endsWith(QStringLiteral("has no route: its route was removed after routing.")), qPrintable(f[0].message));

    // Routing that finds no path leaves the reason: R2 is 5 m beyond the
    // tray's end (x 5500) with no pass-through, so no path joins the racks.
    auto far = aocsBetweenRacks(1, 0.5);
    const RackId r2 = DesignBuilder::rackId(QStringLiteral("R2"));
    EditResult move = DesignEdits::moveRack(*far, r2, 9000, 4000, 0);
    QVERIFY(move);
    far->undoStack().push(move.command.release());
    const RoutingResult result = CableRouter(*far).routeAll();
    QCOMPARE(result.findings.size(), size_t(1));
    EditResult apply = ApplyRoutesCommand::create(*far, result);
    QVERIFY(apply);
    far->undoStack().push(apply.command.release());
    QVERIFY(far->cables()[0].routed && far->cables()[0].routed->problem);
    f = run(RouteFreshnessRule(), *far);
    QCOMPARE(f.size(), size_t(1));
    QVERIFY2(f[0].message.contains(QStringLiteral("has no route: its last routing found no route: ")), qPrintable(f[0].message));
}

void TstRouteFreshness::unroutedOrOldCablesAreUnknown() {
    auto d = aocsBetweenRacks(2, 0.5);
    for (const Cable& c : d->cables()) QCOMPARE(RouteFreshness::of(*d, c).state, RouteFreshness::State::Unknown);
    QVERIFY(run(RouteFreshnessRule(), *d).empty());
    // A routed cable of a file saved before records existed: nothing known, no finding.
    routeAndApply(*d);
    Cable c = d->cables()[0];
    c.routed.reset();
    d->replace(c);
    QCOMPARE(RouteFreshness::of(*d, c).state, RouteFreshness::State::Unknown);
}

void TstRouteFreshness::recordSurvivesSaveAndOpen_data() {
    QTest::addColumn<QString>("name");
    QTest::newRow("json") << QStringLiteral("d.json");
    QTest::newRow("supernode") << QStringLiteral("d.supernode");
}

void TstRouteFreshness::recordSurvivesSaveAndOpen() {
    QFETCH(QString, name);
    auto d = aocsBetweenRacks(2, 0.5);
    routeAndApply(*d);
    const RackId r2 = DesignBuilder::rackId(QStringLiteral("R2"));
    EditResult move = DesignEdits::moveRack(*d, r2, 4600, 1000, 0);
    d->undoStack().push(move.command.release());
    QTemporaryDir dir;
    const QString path = dir.filePath(name);
    DesignFile::save(*d, path);
    const auto back = DesignFile::open(path);
    for (int i = 0; i < d->cables().size(); ++i) QCOMPARE(back->cables()[i].routed, d->cables()[i].routed);
    QCOMPARE(run(RouteFreshnessRule(), *back).size(), size_t(2));  // still stale after the round trip
}

void TstRouteFreshness::recordTextRoundTripsAndRefusesGarbage() {
    RouteRecord r;
    r.endA = 0x0123456789abcdefull;
    r.endB = 0xfedcba9876543210ull;
    r.columnA = 3;
    r.columnB = 2;
    r.overTop = true;
    QCOMPARE(r.toText(), QStringLiteral("0123456789abcdef fedcba9876543210 3 2 top"));
    QCOMPARE(RouteRecord::fromText(r.toText()), std::optional<RouteRecord>(r));
    r.columnA = r.columnB = -1;
    r.overTop = false;
    r.problem = RoutingProblem::NoPath;
    QCOMPARE(r.toText(), QStringLiteral("0123456789abcdef fedcba9876543210 -1 -1 side no-path"));
    QCOMPARE(RouteRecord::fromText(r.toText()), std::optional<RouteRecord>(r));
    for (const char* bad : {"", "0123 4567 1 1 top", "0123456789abcdef fedcba9876543210 4 0 top",
                            "0123456789abcdef fedcba9876543210 1 1 over", "0123456789abcdef fedcba9876543210 1 1 top lost"})
        QVERIFY2(!RouteRecord::fromText(QString::fromLatin1(bad)), bad);

    // A design file with a broken record is refused naming the field.
    auto d = aocsBetweenRacks(1, 0.5);
    routeAndApply(*d);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bad.json"));
    DesignFile::save(*d, path);
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QByteArray text = f.readAll();
    f.close();
    const qsizetype at = text.indexOf("\"route_record\": \"");
    QVERIFY(at > 0);
    text.insert(at + int(sizeof("\"route_record\": \"")) - 1, "zz");
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(text);
    f.close();
    try {
        DesignFile::open(path);
        QFAIL("a broken route record was accepted");
    } catch (const UserError& e) {
        QVERIFY2(e.message().contains(QStringLiteral("/cables/0/route_record")), qPrintable(e.message()));
    }
}

void TstRouteFreshness::sideChannelRuleSeesWhatRoutingSaw() {
    using namespace room;
    // tst_side_channel_fill's case: eight 3 mm AOCs (9π/4 = 7.0686 mm² each)
    // from R1 to R2, whose rear columns each take 58.7 × 100 × 0.45 % =
    // 26.415 mm²: three AOCs (21.21 mm²), not four (28.27). The first three
    // take the rear-right columns (nearer the ports), the next three the
    // rear-left ones; the last two find both full and take the nearer, so
    // R1's and R2's rear-right columns hold five (35.34 mm²), over the limit:
    // routing reports both; so must the rule, with the same sentence,
    // measured 100 · 35.34 / 5870 = 0.602 % against 0.45 %.
    auto eight = aocsBetweenRacks(8, 0.0045);
    const RoutingResult r = CableRouter(*eight).routeAll();
    QCOMPARE(r.overFullChannels.size(), size_t(2));
    QVERIFY(run(SideChannelFillRule(), *eight).empty());  // nothing routed yet: nothing to count
    EditResult edit = ApplyRoutesCommand::create(*eight, r);
    eight->undoStack().push(edit.command.release());
    const std::vector<Finding> f = run(SideChannelFillRule(), *eight);
    QCOMPARE(f.size(), size_t(2));
    for (size_t i = 0; i < 2; ++i) {
        QCOMPARE(f[i].severity, Severity::Error);
        QCOMPARE(f[i].message, r.overFullChannels[i].message);
        QCOMPARE(f[i].objects, std::vector<ObjectRef>{ObjectRef::of(r.overFullChannels[i].rack)});
        QCOMPARE(r.overFullChannels[i].side, 1);
        QVERIFY(std::abs(*f[i].limit - 0.45) < 1e-9);
        QVERIFY(std::abs(f[i].measured - 100 * 5 * 9 * std::numbers::pi / 4 / (kChannel * 100)) < 1e-9);
    }
    // Six fit, three in each column: no finding.
    auto six = aocsBetweenRacks(6, 0.0045);
    routeAndApply(*six);
    QVERIFY(run(SideChannelFillRule(), *six).empty());
}

void TstRouteFreshness::openUpgradesVersion4() {
    // Saved by the program of schema 4 (tests/data/store/v4.sql is its dump):
    // `new --gpus 16` then `route`, before cables recorded what routing saw.
    const QString fixture = sourceDir() + QStringLiteral("/tests/data/store/v4.supernode");
    {
        SqliteDb db(fixture, SqliteDb::Mode::ReadOnly);
        QCOMPARE(db.userVersion(), 4);
        QVERIFY(!db.hasColumn("cable", "route_record"));
    }
    const auto design = ProjectStore::open(fixture);
    QCOMPARE(design->cables().size(), 115);  // sqlite3 v4.supernode "select count(*) from cable"
    for (const Cable& c : design->cables()) QVERIFY(!c.routed);  // migration 5 records nothing
    // Nothing is known about those routes, so neither rule reports anything.
    QVERIFY(run(RouteFreshnessRule(), *design).empty());
    QVERIFY(run(SideChannelFillRule(), *design).empty());
    // Routed again, every cable has a record that saves at the current
    // schema (5 added the record; 6, the room's geometry).
    routeAndApply(*design);
    QTemporaryDir dir;
    const QString saved = dir.filePath(QStringLiteral("v5.supernode"));
    ProjectStore::save(*design, saved);
    {
        SqliteDb db(saved, SqliteDb::Mode::ReadOnly);
        QCOMPARE(db.userVersion(), kProjectSchemaVersion);
    }
    const auto reopened = ProjectStore::open(saved);
    for (const Cable& c : design->cables()) {
        QVERIFY(c.routed);
        QCOMPARE(*reopened->cable(c.id), c);
    }
}

QTEST_GUILESS_MAIN(TstRouteFreshness)
#include "tst_route_freshness.moc"
