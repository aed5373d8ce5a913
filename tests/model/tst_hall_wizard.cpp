// Issue 22, points 1 and 5: the wizard lays rows round columns (a row split
// at a column, its aisle kept), never a rack on a column, trays round them;
// a 1 024-GPU design in a hall with an 8.4 m column grid routes and
// validates with no error; a hall too small for the design is one clear error.
#include "catalog/catalog.h"
#include "core/sn_error.h"
#include "design/room_site.h"
#include "routing/cable_router.h"
#include "support/rule_findings.h"
#include "topology/supernode_wizard.h"
#include "topology/wizard_site.h"

#include <QtTest>

using namespace sn;
using namespace sn::test;

class TstHallWizard : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void clearXSkipsAColumn();
    void trayGoesRoundAColumn();
    void rowSplitsAtAColumn();
    void noRackOrCduOnAColumn();
    void traysAvoidColumns();
    void routesAndValidates();
    void hallTooSmallIsOneError();

private:
    std::unique_ptr<Design> m_design;
};

namespace {
constexpr double kGridMm = 8400;
}

void TstHallWizard::initTestCase() {
    WizardParams p;
    p.gpus = 1024;
    p.columnGridMm = kGridMm;
    m_design = SupernodeWizard::createDesign(SupernodeWizard::build(p, Catalog::builtIn()), Catalog::builtIn());
}

void TstHallWizard::clearXSkipsAColumn() {
    // Grid columns are 600 mm square at multiples of 8 400 mm: the first
    // spans x 8 100–8 700. An 800 mm rack at x 7 400 (to 8 200) would reach
    // it and goes to 8 700; one at 7 300 (to 8 100) only touches it.
    const WizardSite site(std::nullopt, kGridMm, 2000);
    QCOMPARE(site.clearX(7400, 2000, 800, 1200, QStringLiteral("R")), 8700.0);
    QCOMPARE(site.clearX(7300, 2000, 800, 1200, QStringLiteral("R")), 7300.0);
    QCOMPARE(site.clearX(16000, 2000, 800, 1200, QStringLiteral("R")), 17100.0);  // 16 500–17 100
}

void TstHallWizard::trayGoesRoundAColumn() {
    // A 600 mm ladder along y 8 400 from x 1 000 to 12 000 meets the column
    // at (8 400, 8 400), 8 100–8 700. Kept 300 + 100 mm clear, it leaves the
    // line at x 7 700, goes round the nearer side (y 8 400 − 300 − 400 = 7 700
    // or 8 400 + 700 = 9 100: equal, the first, y 7 700) and is back at x 9 100.
    const WizardSite site(std::nullopt, kGridMm, 2000);
    const auto pieces = site.trayPieces({1000, 8400}, {12000, 8400}, 300);
    QCOMPARE(pieces.size(), size_t(5));
    QCOMPARE(pieces[0], QLineF(QPointF(1000, 8400), QPointF(7700, 8400)));
    QCOMPARE(pieces[1], QLineF(QPointF(7700, 8400), QPointF(7700, 7700)));
    QCOMPARE(pieces[2], QLineF(QPointF(7700, 7700), QPointF(9100, 7700)));
    QCOMPARE(pieces[3], QLineF(QPointF(9100, 7700), QPointF(9100, 8400)));
    QCOMPARE(pieces[4], QLineF(QPointF(9100, 8400), QPointF(12000, 8400)));
    // Clear of every column: one piece.
    QCOMPARE(site.trayPieces({1000, 5000}, {12000, 5000}, 300).size(), size_t(1));
}

void TstHallWizard::rowSplitsAtAColumn() {
    // 1 024 GPUs of 8-GPU servers, four to a 800 mm rack: row A starts at
    // the 2 000 mm margin, racks A01 … at 2 000, 2 800, …; the seventh,
    // A07, at 2 000 + 6 × 800 = 6 800 ends at 7 600 and the eighth would span
    // 7 600–8 400 into the column at 8 100–8 700: it stands at 8 700. Every
    // row keeps its y (rows 1 200 + 1 200 mm apart), so the aisles stay.
    const Design& d = *m_design;
    const Rack* a07 = nullptr;
    const Rack* a08 = nullptr;
    for (const Rack& r : d.racks()) {
        if (r.name == QLatin1String("A07")) a07 = &r;
        if (r.name == QLatin1String("A08")) a08 = &r;
    }
    QVERIFY(a07 && a08);
    QCOMPARE(a07->widthMm, 800.0);
    QCOMPARE(a07->xMm, 6800.0);
    QCOMPARE(a08->xMm, 8700.0);
    QCOMPARE(a08->yMm, a07->yMm);
    // The grid's columns are in the room, 600 mm square on 8.4 m centres.
    QVERIFY(!d.room().columns.empty());
    QCOMPARE(d.room().columns[0].centreMm, QPointF(kGridMm, kGridMm));
    QVERIFY(withPrefix(findingsOf(d), QStringLiteral("hall.aisle-width")).empty());
}

void TstHallWizard::noRackOrCduOnAColumn() {
    const Design& d = *m_design;
    for (const Rack& r : d.racks()) {
        const QString why = RoomSite::whyNot(d.room(), RoomSite::rackFootprint(r), r.name);
        QVERIFY2(why.isEmpty(), qPrintable(why));
    }
    for (const Device& dev : d.devices()) {
        if (dev.placement.rack) continue;
        const Check c = d.checkPlacement(dev.typeId, dev.placement, dev.id);
        QVERIFY2(c.ok, qPrintable(c.reason));
    }
}

void TstHallWizard::traysAvoidColumns() {
    // On the 8.4 m grid the three rows' ladders run at y 2 600, 5 000 and
    // 7 400 (front 2 000 + 2 400 per row + half the 1 200 mm depth), clear
    // of the columns at y 8 400 ± 300 (± 400 more for tray and clearance).
    QVERIFY(withPrefix(findingsOf(*m_design), QStringLiteral("hall.tray-column")).empty());
    // On a 7.2 m grid row C's ladder at y 7 400 meets the columns at y 7 200
    // (6 500–7 900 with clearance) and goes round each: its pieces are named
    // TRAY-C.1, TRAY-C.2, …; still no tray through a column, and every
    // cable routes.
    WizardParams p;
    p.gpus = 1024;
    p.columnGridMm = 7200;
    const auto design =
        SupernodeWizard::createDesign(SupernodeWizard::build(p, Catalog::builtIn()), Catalog::builtIn());
    int pieces = 0;
    for (const Tray& t : design->trays()) {
        pieces += t.name.startsWith(QLatin1String("TRAY-C."));
        if (qEnvironmentVariableIsSet("SN_DEBUG_TRAYS"))
            qInfo() << t.name << t.pathMm.front() << t.pathMm.back();
    }
    if (qEnvironmentVariableIsSet("SN_DEBUG_TRAYS"))
        for (const Column& c : design->room().columns) qInfo() << c.name << c.centreMm;
    QVERIFY2(pieces >= 5, qPrintable(QString::number(pieces)));  // one column: 5 pieces, each more adds 4
    for (const Finding& f : withPrefix(findingsOf(*design), QStringLiteral("hall.tray-column"))) QFAIL(qPrintable(f.message));
    const RoutingResult routes = CableRouter(*design).routeAll();
    QCOMPARE(routes.findings.size(), size_t(0));
}

void TstHallWizard::routesAndValidates() {
    const RoutingResult routes = CableRouter(*m_design).routeAll();
    // Every connection has a route and routing had nothing to explain.
    QCOMPARE(qsizetype(routes.cables.size() + routes.created.size()), m_design->connections().size());
    for (const Cable& c : routes.cables) QVERIFY2(c.routeLengthMm, qPrintable(c.label));
    QCOMPARE(routes.findings.size(), size_t(0));
    QCOMPARE(routes.overFull.size(), size_t(0));
    int errors = 0;
    QStringList first;
    for (const Finding& f : findingsOf(*m_design))
        if (f.severity == Severity::Error && ++errors <= 5) first << f.ruleKey + QStringLiteral(": ") + f.message;
    QVERIFY2(errors == 0, qPrintable(first.join(QLatin1Char('\n'))));
}

void TstHallWizard::hallTooSmallIsOneError() {
    // A 12 m × 8 m hall cannot take 1 024 GPUs: a row of one SU alone is
    // 10 racks of 800 mm, 8 m beyond the 2 m margin, and the wizard puts two
    // SUs in a row (susPerRow).
    Room hall;
    hall.outlineMm = {{0, 0}, {12000, 0}, {12000, 8000}, {0, 8000}};
    hall.widthMm = 12000;
    hall.depthMm = 8000;
    WizardParams p;
    p.gpus = 1024;
    p.hall = hall;
    try {
        SupernodeWizard::build(p, Catalog::builtIn());
        QFAIL("a 12 m hall took 1 024 GPUs");
    } catch (const UserError& e) {
        QVERIFY2(e.message().startsWith(QStringLiteral("The hall cannot take the design: ")), qPrintable(e.message()));
    }
}

QTEST_GUILESS_MAIN(TstHallWizard)
#include "tst_hall_wizard.moc"
