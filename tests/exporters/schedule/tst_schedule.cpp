#include "tests/exporters/csv_reader.h"

#include "exporters/labels/label_scheme.h"
#include "exporters/labels/label_selection.h"
#include "exporters/schedule/cable_schedule.h"
#include "model/core/sn_error.h"
#include "model/design/design.h"
#include "model/store/design_file.h"
#include "tests/support/example_design.h"
#include "tests/support/test_paths.h"

#include <QtTest>

using namespace sn;

/// The cable schedule read back as CSV: one row per cable, the fixed
/// columns, pull order, empty route columns before routing.
class TstSchedule : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void columnsAndRowCountMatchTheModel();
    void pullOrderAndLabels();
    void routeColumnsEmptyUntilRouted();
    void routedCableShowsMetresAndTrays();
    void fieldsWithCommasAreQuoted();
    void labelTemplateTokens();
    void unknownTemplateTokenIsRefused();
    void emptyTokensDropTheirSeparator();
    void perRackPullList();

private:
    /// The bundled example as built, before routing (the shipped file is routed).
    static std::unique_ptr<Design> example() { return test::buildLiquidRowExample(); }
    static std::vector<QStringList> csv(const Design& d) {
        return test::readCsv(CableSchedule::table(CableSchedule::build(d, LabelScheme())).toUtf8());
    }
};

void TstSchedule::columnsAndRowCountMatchTheModel() {
    const auto d = example();
    const auto rows = csv(*d);
    const QStringList expected = {"cable_id", "a_rack", "a_device", "a_port", "b_rack", "b_device", "b_port",
                                  "role", "cable_type", "media", "route_length_m", "ordered_length_m",
                                  "min_bend_radius_mm", "tightest_bend_mm", "trays", "label_a", "label_b",
                                  // The physical part a row belongs to, its leg, and the
                                  // module plugged at each end (empty for a cable with its own ends).
                                  "assembly", "leg", "module_a", "module_b"};
    QCOMPARE(rows.front(), expected);
    QCOMPARE(int(rows.size()) - 1, d->cables().size());  // 80 cables, one row each
    QCOMPARE(int(rows.size()) - 1, 80);
    QSet<QString> ids;
    for (size_t i = 1; i < rows.size(); ++i) {
        QCOMPARE(rows[i].size(), expected.size());
        ids.insert(rows[i][0]);
    }
    QCOMPARE(ids.size(), 80);  // every cable exactly once
}

void TstSchedule::pullOrderAndLabels() {
    const auto rows = csv(*example());
    // Rack A01 first; its 0U manifold (U 0) before the server at U10–13; ports in natural order.
    QCOMPARE(rows[1][1], QStringLiteral("A01"));
    QCOMPARE(rows[1][2], QStringLiteral("mf-a01"));
    QCOMPARE(rows[1][3], QStringLiteral("IN-R"));
    QCOMPARE(rows[2][3], QStringLiteral("IN-S"));
    // Manifold in the left side channel at index 1 → "L2"; CDU at U2, 4U → top RU 5.
    QCOMPARE(rows[1][15], QStringLiteral("DH1.A01-L2:IN-R/DH1.A03-05:SEC-R1"));
    // Then gpu-a01-1 (U10, 4U → top RU 13): BMC, OSFP1 … OSFP8, PSU1 … PSU6, RETURN, SUPPLY.
    QCOMPARE(rows[3][2], QStringLiteral("gpu-a01-1"));
    QCOMPARE(rows[3][3], QStringLiteral("BMC"));
    QCOMPARE(rows[4][3], QStringLiteral("OSFP1"));
    QCOMPARE(rows[11][3], QStringLiteral("OSFP8"));
    QCOMPARE(rows[12][3], QStringLiteral("PSU1"));
    // OSFP1 went to the leaf's first free port P1/1; the leaf is 1U at U40.
    QCOMPARE(rows[4][4], QStringLiteral("A03"));
    QCOMPARE(rows[4][6], QStringLiteral("P1/1"));
    QCOMPARE(rows[4][15], QStringLiteral("DH1.A01-13:OSFP1/DH1.A03-40:P1/1"));
    QCOMPARE(rows[4][16], QStringLiteral("DH1.A03-40:P1/1/DH1.A01-13:OSFP1"));
    QCOMPARE(rows[4][7], QStringLiteral("compute"));
    QCOMPARE(rows[4][8], QStringLiteral("aoc-400g-osfp"));
    QCOMPARE(rows[4][9], QStringLiteral("aoc"));
    // Rows sorted: a_rack never decreases.
    for (size_t i = 2; i < rows.size(); ++i) QVERIFY(rows[i - 1][1] <= rows[i][1]);
}

void TstSchedule::routeColumnsEmptyUntilRouted() {
    const auto d = example();
    const auto rows = csv(*d);
    for (size_t i = 1; i < rows.size(); ++i) {
        QVERIFY(rows[i][10].isEmpty());  // route_length_m
        QVERIFY(rows[i][11].isEmpty());  // ordered_length_m
        QVERIFY(rows[i][13].isEmpty());  // tightest_bend_mm
        QVERIFY(rows[i][14].isEmpty());  // trays
        QVERIFY(!rows[i][12].isEmpty());  // the type's minimum bend radius is known without routing
    }
}

void TstSchedule::routedCableShowsMetresAndTrays() {
    auto d = example();
    Cable c = *std::find_if(d->cables().begin(), d->cables().end(),
                            [](const Cable& x) { return x.label == QStringLiteral("C00001"); });
    const Tray& tray = d->trays()[0];
    c.routeLengthMm = 12345.6;  // → 12.35 m (2 decimals)
    c.orderedLengthMm = 15000;  // → 15.00 m
    c.trays = {tray.id};
    d->replace(c);
    const auto rows = csv(*d);
    const auto row = std::find_if(rows.begin(), rows.end(), [](const QStringList& r) { return r[0] == u"C00001"; });
    QVERIFY(row != rows.end());
    QCOMPARE((*row)[10], QStringLiteral("12.35"));
    QCOMPARE((*row)[11], QStringLiteral("15.00"));
    QCOMPARE((*row)[14], tray.name);
    QCOMPARE((*row)[14], QStringLiteral("T-A"));
    QCOMPARE((*row)[13], QString::number(tray.fittingRadiusMm, 'g', 6));
    // aoc-400g-osfp: the catalog's static minimum bend radius.
    const CableType* type = d->catalog().cable(QStringLiteral("aoc-400g-osfp"));
    QCOMPARE((*row)[12], QString::number(type->minStaticBendMm(), 'g', 6));
}

void TstSchedule::fieldsWithCommasAreQuoted() {
    auto d = example();
    Rack r = *std::find_if(d->racks().begin(), d->racks().end(), [](const Rack& x) { return x.name == u"A01"; });
    r.name = QStringLiteral("A01, \"left\" 机柜");
    d->replace(r);
    const QByteArray bytes = CableSchedule::table(CableSchedule::build(*d, LabelScheme())).toUtf8();
    QVERIFY(bytes.contains("\"A01, \"\"left\"\" " + QStringLiteral("机柜").toUtf8() + "\""));
    const auto rows = test::readCsv(bytes);
    QCOMPARE(int(rows.size()) - 1, 80);
    QCOMPARE(rows[1][1], r.name);
}

void TstSchedule::labelTemplateTokens() {
    const auto d = example();
    const LabelScheme scheme(QStringLiteral("{site}/{room}/{row}/{rack}/{u}/{device}/{port}/{cable}"));
    const auto rows = test::readCsv(CableSchedule::table(CableSchedule::build(*d, scheme)).toUtf8());
    // Row 4 is C00001 (gpu-a01-1 OSFP1 → leaf-a03 P1/1) as above.
    QCOMPARE(rows[4][0], QStringLiteral("C00001"));
    QCOMPARE(rows[4][15], QStringLiteral("SH1/DH1/A/A01/13/gpu-a01-1/OSFP1/C00001/SH1/DH1/A/A03/40/leaf-a03/P1/1/C00001"));
}

void TstSchedule::unknownTemplateTokenIsRefused() {
    QVERIFY_THROWS_EXCEPTION(UserError, LabelScheme(QStringLiteral("{rack}-{slot}")));
    QVERIFY_THROWS_EXCEPTION(UserError, LabelScheme(QStringLiteral("  ")));
}

void TstSchedule::emptyTokensDropTheirSeparator() {
    auto d = example();
    Room room = d->room();
    room.code.clear();
    d->setRoom(room);
    const auto rows = csv(*d);
    // "{room}.{rack}-{u}:{port}" without a room code: no leading dot.
    QCOMPARE(rows[4][15], QStringLiteral("A01-13:OSFP1/A03-40:P1/1"));
    // An empty token inside drops the separator before it: no row for a rackless template.
    const LabelScheme scheme(QStringLiteral("{site}-{room}-{rack}"));
    const auto rows2 = test::readCsv(CableSchedule::table(CableSchedule::build(*d, scheme)).toUtf8());
    QCOMPARE(rows2[4][15], QStringLiteral("SH1-A01/SH1-A03"));
}

void TstSchedule::perRackPullList() {
    const auto d = example();
    // Rack A03 holds the CDU, the leaf and the OOB switch, so every cable touches it except
    // the 4 servers' power cords and hoses to their own rack's PDUs and manifold
    // (4 × (6 + 2) = 32) → 80 − 32 = 48.
    const auto rows = CableSchedule::build(*d, LabelScheme(), LabelSelection::parse(QStringLiteral("rack:A03"), *d));
    QCOMPARE(rows.size(), size_t(48));
    for (const ScheduleRow& r : rows) QVERIFY(r.aRack == u"A03" || r.bRack == u"A03");
    // Compute role: 32 NIC cables.
    QCOMPARE(CableSchedule::build(*d, LabelScheme(), LabelSelection::parse(QStringLiteral("role:compute"), *d)).size(),
             size_t(32));
}

QTEST_GUILESS_MAIN(TstSchedule)
#include "tst_schedule.moc"
