#include "tests/exporters/csv_reader.h"

#include "exporters/bom/bom.h"
#include "exporters/bom/bom_pdf.h"
#include "model/design/design.h"
#include "model/store/design_file.h"
#include "tests/support/design_builder.h"
#include "tests/support/example_design.h"
#include "tests/support/test_paths.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace sn;

/// The BOM read back as CSV, every quantity checked against counts made by
/// hand from how tests/support/example_design.cpp builds the example.
class TstBom : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void devicesByModel();
    void cablesByTypeBeforeRouting();
    void cablesByOrderableLength();
    void transceiversPerOpticalEnd();
    void hybridLinkTakesOneOpticOfEachKind();
    void blankingPanelsFillEmptyU();
    void trayMetres();
    void powerAndHeatTotals();
    void weightCountsTheEmptyRacks();
    void pdfListsEveryLine();

private:
    /// The bundled example as built, before routing (the shipped file is routed).
    static std::unique_ptr<Design> example() { return test::buildLiquidRowExample(); }
    static std::vector<QStringList> rows(const Design& d) {
        const auto r = test::readCsv(Bom::table(Bom::build(d)).toUtf8());
        if (r.front() != QStringList({"section", "item", "description", "quantity", "unit"})) return {};
        return {r.begin() + 1, r.end()};
    }
    /// Sum of the quantities of the rows with this section and item (and
    /// description part). Cables and optics are listed per role
    /// ("cables-compute", "transceivers-storage"): "cables" sums them all.
    static double qty(const std::vector<QStringList>& rows, const QString& section, const QString& item,
                      const QString& descriptionPart = {}) {
        double sum = 0;
        for (const QStringList& r : rows)
            if ((r[0] == section || r[0].startsWith(section + QLatin1Char('-'))) && r[1] == item &&
                r[2].contains(descriptionPart))
                sum += r[3].toDouble();
        return sum;
    }
};

void TstBom::devicesByModel() {
    const auto r = rows(*example());
    QVERIFY(!r.empty());
    QCOMPARE(qty(r, "devices", "hgx-h100-8gpu-liquid"), 4.0);
    QCOMPARE(qty(r, "devices", "ib-ndr-64x400g"), 1.0);
    QCOMPARE(qty(r, "devices", "mgmt-48x1g"), 1.0);
    QCOMPARE(qty(r, "cooling", "cdu-inrack-250kw"), 1.0);
    QCOMPARE(qty(r, "cooling", "manifold-0u-16qd"), 2.0);   // A01 and A02
    QCOMPARE(qty(r, "power", "pdu-3ph-415v-63a"), 6.0);      // A and B feed in 3 racks
}

void TstBom::cablesByTypeBeforeRouting() {
    const auto r = rows(*example());
    // 4 servers × 8 NICs to the leaf.
    QCOMPARE(qty(r, "cables", "aoc-400g-osfp"), 32.0);
    // 4 BMCs + leaf mgmt0 + CDU mgmt0.
    QCOMPARE(qty(r, "cables", "utp-cat6"), 6.0);
    // Power cords: 4 servers × 6 PSUs + CDU 2 (C19/C20); leaf 2 + mgmt 2 (C13/C14).
    QCOMPARE(qty(r, "power", "power-c19-c20"), 26.0);
    QCOMPARE(qty(r, "power", "power-c13-c14"), 4.0);
    // Hoses: 4 servers × 1 + 2 manifolds × 1, each way.
    QCOMPARE(qty(r, "cooling", "hose-qd-supply"), 6.0);
    QCOMPARE(qty(r, "cooling", "hose-qd-return"), 6.0);
    // 32 + 6 + 26 + 4 + 12 = 80, every cable once, none sized yet.
    double all = 0;
    for (const QStringList& row : r)
        if (row[4] == u"pcs" && (row[0].startsWith(u"cables") || row[1].startsWith(u"power-c") || row[1].startsWith(u"hose-"))) {
            QVERIFY(row[2].contains(QStringLiteral("length not yet routed")));
            all += row[3].toDouble();
        }
    QCOMPARE(all, 80.0);
}

void TstBom::cablesByOrderableLength() {
    auto d = example();
    // Size 10 AOCs at 5 m and 5 at 10 m; the other 17 stay unsized.
    int n = 0;
    std::vector<Cable> edits;
    for (const Cable& c : d->cables())
        if (c.typeId == u"aoc-400g-osfp") {
            Cable e = c;
            e.routeLengthMm = n < 10 ? 4200 : 8800;
            e.orderedLengthMm = n < 10 ? 5000 : 10000;
            if (n++ < 15) edits.push_back(e);
        }
    for (const Cable& e : edits) d->replace(e);
    const auto r = rows(*d);
    QCOMPARE(qty(r, "cables", "aoc-400g-osfp", QStringLiteral(", 5 m")), 10.0);
    QCOMPARE(qty(r, "cables", "aoc-400g-osfp", QStringLiteral(", 10 m")), 5.0);
    QCOMPARE(qty(r, "cables", "aoc-400g-osfp", QStringLiteral("not yet routed")), 17.0);
}

void TstBom::transceiversPerOpticalEnd() {
    auto d = example();
    // Three compute links become MMF trunks: two SR4 optics each; the AOCs need none.
    int n = 0;
    std::vector<Cable> edits;
    for (const Cable& c : d->cables())
        if (c.typeId == u"aoc-400g-osfp" && n++ < 3) {
            Cable e = c;
            e.typeId = QStringLiteral("mmf-mpo12-400g-osfp");
            edits.push_back(e);
        }
    for (const Cable& e : edits) d->replace(e);
    const auto r = rows(*d);
    // The three links run server1 OSFP1–3 to leaf P1/1, P1/2 and P2/1: one
    // single-port SR4 optic at each server end (3); at the leaf, a twin-port
    // cage holds one 2×SR4 module for both its fibres: cages P1
    // and P2, 2 modules (before: 6 single-port optics).
    QCOMPARE(qty(r, "transceivers", "xcvr-400g-sr4-osfp"), 3.0);
    QCOMPARE(qty(r, "transceivers", "xcvr-800g-2xsr4-osfp"), 2.0);
    QCOMPARE(qty(r, "cables", "mmf-mpo12-400g-osfp"), 3.0);
    QCOMPARE(qty(r, "cables", "aoc-400g-osfp"), 29.0);
    QCOMPARE(qty(rows(*example()), "transceivers", "xcvr-400g-sr4-osfp"), 0.0);
}

void TstBom::hybridLinkTakesOneOpticOfEachKind() {
    auto d = example();
    // Two links become OSFP–QSFP112 SR4 pairs: an OSFP optic at end A and a
    // QSFP112 optic at end B of each, not two of one kind.
    int n = 0;
    std::vector<Cable> edits;
    for (const Cable& c : d->cables())
        if (c.typeId == u"aoc-400g-osfp" && n++ < 2) {
            Cable e = c;
            e.typeId = QStringLiteral("mmf-mpo12-400g-osfp-qsfp112");
            edits.push_back(e);
        }
    for (const Cable& e : edits) d->replace(e);
    const auto r = rows(*d);
    // The optic at an end is the one its cage takes: the two
    // server ends are OSFP cages, so the OSFP SR4 optic (end A's), not the
    // QSFP112 one; the leaf ends are P1/1 and P1/2 of one twin-port cage:
    // one 2×SR4 module for both fibres.
    QCOMPARE(qty(r, "transceivers", "xcvr-400g-sr4-osfp"), 2.0);
    QCOMPARE(qty(r, "transceivers", "xcvr-400g-sr4-qsfp112"), 0.0);
    QCOMPARE(qty(r, "transceivers", "xcvr-800g-2xsr4-osfp"), 1.0);
    QCOMPARE(qty(r, "cables", "mmf-mpo12-400g-osfp-qsfp112"), 2.0);
}

void TstBom::blankingPanelsFillEmptyU() {
    const auto r = rows(*example());
    // 48U racks. A01 and A02: servers at U10–13 and U20–23 leave runs 1–9 (9 U), 14–19 (6), 24–48 (25):
    //   2U panels 4 + 3 + 12 = 19, 1U panels 1 + 0 + 1 = 2, per rack.
    // A03: CDU U2–5, leaf U40, mgmt U42 leave 1 (1), 6–39 (34), 41 (1), 43–48 (6):
    //   2U 0 + 17 + 0 + 3 = 20, 1U 1 + 0 + 1 + 0 = 2.
    QCOMPARE(qty(r, "blanking-panels", "blank-2u"), 19.0 + 19.0 + 20.0);
    QCOMPARE(qty(r, "blanking-panels", "blank-1u"), 2.0 + 2.0 + 2.0);
    // Check: panels cover every empty U: 58 × 2 + 6 = 122 = 3 × 48 − (2 × 4 + 2 × 4 + 4 + 1 + 1) = 144 − 22.
    QCOMPARE(58 * 2 + 6, 3 * 48 - 22);
}

void TstBom::trayMetres() {
    const auto r = rows(*example());
    // T-A runs from x 1800 to 4600 mm at y 2600: 2.80 m of ladder-600x100.
    QCOMPARE(qty(r, "trays", "ladder-600x100"), 2.80);
    for (const QStringList& row : r)
        if (row[0] == u"trays") QCOMPARE(row[4], QStringLiteral("m"));
}

void TstBom::powerAndHeatTotals() {
    const auto d = example();
    const auto r = rows(*d);
    // Max: 4 × 10.2 kW servers + leaf 1.72 + mgmt 0.15 + CDU 3.0 = 45.67 kW.
    QCOMPARE(qty(r, "totals", "power-max"), 45.67);
    // Liquid: servers only, 4 × 10.2 × 0.8 = 32.64 kW; air: the rest, 13.03 kW.
    QCOMPARE(qty(r, "totals", "heat-liquid"), 32.64);
    QCOMPARE(qty(r, "totals", "heat-air"), 13.03);
    // Typical: counted here device by device from the catalog.
    double typicalW = 0;
    for (const Device& dev : d->devices()) typicalW += d->catalog().device(dev.typeId)->typicalPowerW;
    QCOMPARE(qty(r, "totals", "power-typical"), std::round(typicalW / 10) / 100);
}

void TstBom::weightCountsTheEmptyRacks() {
    // The example's three racks are rack-48u-800x1200, 157 kg empty each
    // (Conteg Ri7-48-80/120 datasheet): 3 × 157 = 471 kg on top of the
    // devices, summed here device by device from the catalog.
    const auto d = example();
    double devicesKg = 0;
    for (const Device& dev : d->devices()) devicesKg += d->catalog().device(dev.typeId)->weightKg;
    QVERIFY(devicesKg > 0);
    const auto r = rows(*d);
    QCOMPARE(qty(r, "totals", "weight"), std::round((devicesKg + 471) * 100) / 100);
    for (const QStringList& row : r)
        if (row[1] == u"weight") {
            QCOMPARE(row[4], QStringLiteral("kg"));
            QCOMPARE(row[2], QStringLiteral("Weight of the devices and the empty racks"));
        }
    // A 52U rack type gives no empty weight: it is left out, and the line says so.
    test::DesignBuilder b;
    b.room(10000, 8000).row(QStringLiteral("A"));
    b.rack(QStringLiteral("A01"), 1000, 1000, QStringLiteral("rack-52u-800x1200"));
    b.rack(QStringLiteral("A02"), 1800, 1000, QStringLiteral("rack-48u-800x1200"));
    const auto two = b.build();
    const auto t = rows(*two);
    QCOMPARE(qty(t, "totals", "weight"), 157.0);  // no devices; only A02's enclosure is known
    QCOMPARE(qty(t, "totals", "weight", QStringLiteral("without 1 rack(s) whose empty weight is not known")), 157.0);
}

void TstBom::pdfListsEveryLine() {
    const QString pdftotext = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    QVERIFY2(!pdftotext.isEmpty(), "pdftotext (poppler-utils) is required");
    const auto d = example();
    const std::vector<BomLine> lines = Bom::build(*d);
    QTemporaryDir dir;
    QFile f(dir.filePath(QStringLiteral("bom.pdf")));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(BomPdf::pdf(lines, d->info().name, d->info().revision, QDate(2026, 1, 15)));
    f.close();
    QProcess p;
    p.start(pdftotext, {QStringLiteral("-layout"), f.fileName(), QStringLiteral("-")});
    QVERIFY(p.waitForFinished(60000));
    const QStringList text = QString::fromUtf8(p.readAllStandardOutput()).split(QLatin1Char('\n'));
    // Each BOM line starts a printed row: section, item, … quantity and unit on the same line.
    const auto rows = TstBom::rows(*d);
    QCOMPARE(rows.size(), lines.size());
    for (const QStringList& r : rows) {
        const QRegularExpression row(QStringLiteral("^%1\\s+%2\\s.*\\s%3 %4$")
                                         .arg(QRegularExpression::escape(r[0]), QRegularExpression::escape(r[1]),
                                              QRegularExpression::escape(r[3]), QRegularExpression::escape(r[4])));
        const bool found = std::any_of(text.begin(), text.end(), [&](const QString& l) { return row.match(l.trimmed()).hasMatch(); });
        QVERIFY2(found, qPrintable(r.join(QLatin1Char(','))));
    }
    const QString all = text.join(QLatin1Char('\n'));
    QVERIFY(all.contains(QStringLiteral("Liquid-cooled row example")));
    QVERIFY(all.contains(QStringLiteral("Revision A · 2026-01-15")));
    QVERIFY(all.contains(QStringLiteral("Page 1 of 1")));
}

QTEST_MAIN(TstBom)
#include "tst_bom.moc"
