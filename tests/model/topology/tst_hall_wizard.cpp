// The wizard lays rows round columns (a row split
// at a column, its aisle kept), never a rack on a column, trays round them;
// a 1 024-GPU design in a hall with an 8.4 m column grid routes and
// validates with no error; a hall too small for the design is one clear error.
#include "model/catalog/catalog.h"
#include "model/core/sn_error.h"
#include "model/design/room_site.h"
#include "model/routing/cable_router.h"
#include "model/topology/supernode_wizard.h"
#include "model/topology/wizard_site.h"
#include "tests/support/rule_findings.h"

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
    // spans x 8 100–8 700, y 8 100–8 700. A 1 200 mm deep rack at y 6 800
    // (to 8 000) has the column 100 mm behind its rear face, within the
    // 1 200 mm face clearance: an 800 mm rack at x 7 400 (to 8 200) would
    // reach it and goes to 8 700; one at 7 300 (to 8 100) only touches it.
    const WizardSite site(std::nullopt, kGridMm, 2000);
    QCOMPARE(site.clearX(7400, 6800, 800, 1200, QStringLiteral("R")), 8700.0);
    QCOMPARE(site.clearX(7300, 6800, 800, 1200, QStringLiteral("R")), 7300.0);
    QCOMPARE(site.clearX(16000, 6800, 800, 1200, QStringLiteral("R")), 17100.0);  // 16 500–17 100
    // A rack on the column's own y (8 000–9 200) is reached too.
    QCOMPARE(site.clearX(7400, 8000, 800, 1200, QStringLiteral("R")), 8700.0);
    // At y 2 000 (to 3 200) the nearest columns, y 8 100 and (j = 0 is no
    // grid line) nothing above, are 4 900 mm off, past 1 200 mm: no split.
    QCOMPARE(site.clearX(7400, 2000, 800, 1200, QStringLiteral("R")), 7400.0);
    // At y 5 700 (to 6 900) the column is 1 200 mm behind the rear face:
    // only touching the clearance, so clear; at y 5 800 it is 1 100 mm off.
    QCOMPARE(site.clearX(7400, 5700, 800, 1200, QStringLiteral("R")), 7400.0);
    QCOMPARE(site.clearX(7400, 5800, 800, 1200, QStringLiteral("R")), 8700.0);
    // Past the column (y 8 700) by 1 200 mm, front face at 9 900: clear.
    QCOMPARE(site.clearX(7400, 9900, 800, 1200, QStringLiteral("R")), 7400.0);
    QCOMPARE(site.clearX(7400, 9800, 800, 1200, QStringLiteral("R")), 8700.0);
    // A hall's own column is taken the same way: one at (5 000, 5 000),
    // 600 mm square (x, y 4 700–5 300), reaches a row at y 2 400–3 600
    // (1 100 mm off) but not one at y 2 300–3 500 (1 200 mm off).
    Room hall;
    hall.widthMm = 20000;
    hall.depthMm = 20000;
    Column c;
    c.centreMm = {5000, 5000};
    hall.columns.push_back(c);
    const WizardSite inHall(hall, 0, 2000);
    QCOMPARE(inHall.clearX(4400, 2400, 800, 1200, QStringLiteral("R")), 5300.0);
    QCOMPARE(inHall.clearX(4400, 2300, 800, 1200, QStringLiteral("R")), 4400.0);
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
    // 1 024 GPUs of 8-GPU servers, four to a 800 mm rack, in three rows
    // 1 200 + 1 200 mm apart from the 2 000 mm margin: row A at y 2 000–3 200,
    // B at 4 400–5 600, C at 6 800–8 000. The grid's first line of columns
    // stands at y 8 100–8 700: 100 mm behind row C's rear face, so it splits
    // row C only; it is 4 900 mm from row A and 2 500 mm from row B, past
    // the 1 200 mm face clearance. Each row's racks stand side by side from
    // x 2 000, the k-th at 2 000 + (k − 1) × 800: the seventh at 6 800 ends
    // at 7 600; the eighth, spanning 7 600–8 400, would reach the column at
    // x 8 100–8 700, so C08 stands at 8 700, C09 at 9 500, while A08 stays
    // at 7 600 and A09 at 8 400. Every row keeps its y, so the aisles stay.
    const Design& d = *m_design;
    const auto rack = [&](const char* name) -> const Rack* {
        for (const Rack& r : d.racks())
            if (r.name == QLatin1String(name)) return &r;
        return nullptr;
    };
    const Rack *a07 = rack("A07"), *a08 = rack("A08"), *a09 = rack("A09");
    const Rack *c01 = rack("C01"), *c07 = rack("C07"), *c08 = rack("C08"), *c09 = rack("C09");
    QVERIFY(a07 && a08 && a09 && c01 && c07 && c08 && c09);
    QCOMPARE(a07->widthMm, 800.0);
    QCOMPARE(a07->yMm, 2000.0);
    QCOMPARE(a07->xMm, 6800.0);
    QCOMPARE(a08->xMm, 7600.0);
    QCOMPARE(a09->xMm, 8400.0);
    QCOMPARE(c01->yMm, 6800.0);
    QCOMPARE(c01->xMm, 2000.0);
    QCOMPARE(c07->xMm, 6800.0);
    QCOMPARE(c08->xMm, 8700.0);
    QCOMPARE(c09->xMm, 9500.0);
    QCOMPARE(c08->yMm, c07->yMm);
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
