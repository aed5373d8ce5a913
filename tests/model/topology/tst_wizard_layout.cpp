#include "exporters/labels/label_scheme.h"
#include "exporters/schedule/cable_schedule.h"
#include "model/design/design.h"
#include "model/design/room_site.h"
#include "model/rules/rule_engine.h"
#include "model/topology/cable_labels.h"
#include "model/topology/supernode_wizard.h"
#include "model/topology/wizard_racks.h"
#include "tests/support/rule_findings.h"

#include <QRegularExpression>
#include <QSet>
#include <QtTest>

#include <cmath>
#include <memory>

using namespace sn;

Q_DECLARE_METATYPE(sn::WizardParams)

/// Where the wizard puts things and what it calls its cables: human cable ids in pull order, leaves beside the servers for
/// the shortest runs, and a hall laid out so that leaf–spine runs stay
/// within the reach of the catalog's 400G optics.
class TstWizardLayout : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void labelWidthGrowsWithTheCableCount();
    void everyCableHasAUniqueLabel();
    void scheduleShowsLabelsInPullOrder();
    void shortestRunShortensServerLeafRuns();
    void shortestRunKeepsEveryRackWithinItsLimits_data();
    void shortestRunKeepsEveryRackWithinItsLimits();
    void susPerRowKeepsTheHallSquareish();
    void leafSpineRunsStayWithinReach_data();
    void leafSpineRunsStayWithinReach();
    void largeHallHasTrayForItsNetworkRow();
    void cduManagementPortStaysBesideTheCdu();
    void blankingPanelsCloseEveryRack();
};

namespace {

WizardParams gpus(int n, SwitchPlacement where = SwitchPlacement::NetworkRacks) {
    WizardParams p;
    p.gpus = n;
    p.switchPlacement = where;
    return p;
}

std::unique_ptr<Design> make(const WizardParams& p) {
    return SupernodeWizard::createDesign(SupernodeWizard::build(p, Catalog::builtIn()), Catalog::builtIn());
}

// Plan (Manhattan) distance between the centres of the racks of two devices
// of a fragment, mm.
class RackDistance {
public:
    explicit RackDistance(const DesignFragment& f) {
        QHash<RackId, QPointF> centres;
        for (const Rack& r : f.racks)
            // The footprint's centre: odd rows are turned 180° about their
            // front-left corner, so (x, y) is then the footprint's far corner.
            centres.insert(r.id, RoomSite::rackFootprint(r).center());
        for (const Device& d : f.devices)
            if (d.placement.rack) m_at.insert(d.id, centres.value(*d.placement.rack));
        for (const Device& d : f.devices) m_name.insert(d.id, d.name);
    }
    double operator()(DeviceId a, DeviceId b) const {
        const QPointF d = m_at.value(a) - m_at.value(b);
        return std::abs(d.x()) + std::abs(d.y());
    }
    bool is(DeviceId id, const char* part) const { return m_name.value(id).contains(QLatin1String(part)); }
    bool isServer(DeviceId id) const {
        return m_name.value(id).contains(QRegularExpression(QStringLiteral("-S\\d+$")));
    }

private:
    QHash<DeviceId, QPointF> m_at;
    QHash<DeviceId, QString> m_name;
};

// Σ over server–leaf links of the plan distance between their racks, mm.
double serverLeafRunMm(const DesignFragment& f) {
    const RackDistance dist(f);
    double sum = 0;
    for (const Connection& c : f.connections) {
        if (c.role != PortRole::Compute) continue;
        if ((dist.isServer(c.a.device) && dist.is(c.b.device, "LEAF")) ||
            (dist.isServer(c.b.device) && dist.is(c.a.device, "LEAF")))
            sum += dist(c.a.device, c.b.device);
    }
    return sum;
}

}  // namespace

void TstWizardLayout::labelWidthGrowsWithTheCableCount() {
    QCOMPARE(CableLabels::labelFor(0, 5), QStringLiteral("C00001"));
    QCOMPARE(CableLabels::labelFor(99998, 99999), QStringLiteral("C99999"));
    // 100 000 cables need six digits, for every label alike.
    QCOMPARE(CableLabels::labelFor(0, 100000), QStringLiteral("C000001"));
    QCOMPARE(CableLabels::labelFor(123455, 123456), QStringLiteral("C123456"));
}

void TstWizardLayout::everyCableHasAUniqueLabel() {
    const WizardResult r = SupernodeWizard::build(gpus(1024), Catalog::builtIn());
    const QRegularExpression form(QStringLiteral("^C\\d{5}$"));
    QSet<QString> seen;
    for (const Cable& c : r.fragment.cables) {
        QVERIFY2(form.match(c.label).hasMatch(), qPrintable(c.label));
        seen.insert(c.label);
    }
    QCOMPARE(seen.size(), qsizetype(r.fragment.cables.size()));
    // Deterministic: the same request labels the same cables alike.
    const WizardResult again = SupernodeWizard::build(gpus(1024), Catalog::builtIn());
    for (size_t i = 0; i < r.fragment.cables.size(); ++i)
        QCOMPARE(again.fragment.cables[i].label, r.fragment.cables[i].label);
}

void TstWizardLayout::scheduleShowsLabelsInPullOrder() {
    const auto d = make(gpus(256));
    const auto rows = CableSchedule::build(*d, LabelScheme());
    QCOMPARE(qsizetype(rows.size()), d->cables().size());
    // The schedule's pull order is the labelling order: its n-th row is Cn,
    // never a UUID.
    for (size_t n = 0; n < rows.size(); ++n)
        QCOMPARE(rows[n].cableId, CableLabels::labelFor(int(n), int(rows.size())));
}

void TstWizardLayout::shortestRunShortensServerLeafRuns() {
    // At the default 60 kW a rack is full with 4 servers (57.35 kW): one
    // 1.72 kW leaf is all it still takes. At 40 kW racks hold 2 servers
    // (28.75 kW; 3 would be 43.05) and leave 11.25 kW for leaves.
    WizardParams p = gpus(256);
    p.rackBudgetW = 40000;
    const WizardResult inRacks = SupernodeWizard::build(p, Catalog::builtIn());
    p.switchPlacement = SwitchPlacement::ShortestRun;
    const WizardResult beside = SupernodeWizard::build(p, Catalog::builtIn());
    // Network racks: 16 compute racks (2 servers each) with the leaf rack
    // after the 8th, at index 8, and the storage leaves' rack beside it at
    // 9: the compute racks stand at 0–7 and 10–17, Σ|i − 8| = (8 + … + 1) +
    // (2 + … + 9) = 36 + 44 = 80 rack widths, × 16 links per rack (2
    // servers × 8 rails) × 800 mm = 1 024 m.
    QCOMPARE(serverLeafRunMm(inRacks.fragment), 1024000.0);
    // Beside the servers: 8 leaves, at least 4 to a rack, in the 2 compute
    // racks centred in the SU ((16 − 2) / 2 = 7: compute racks 7 and 8). The
    // storage leaves' rack stands in the middle, before compute rack 8, so
    // the compute racks stand at 0–7 and 9–16 and the leaves at 7 and 9:
    // Σ|i − 7| = 28 + 44 = 72, Σ|i − 9| = 44 + 28 = 72, so 2 servers × 4
    // leaves × (72 + 72) = 1 152 rack widths × 800 mm = 921.6 m; and no
    // compute leaf rack.
    QCOMPARE(serverLeafRunMm(beside.fragment), 921600.0);
    QVERIFY(serverLeafRunMm(beside.fragment) < serverLeafRunMm(inRacks.fragment));
    QCOMPARE(beside.summary.networkRacks, inRacks.summary.networkRacks - 1);
    QCOMPARE(beside.summary.leaves, 8);
}

void TstWizardLayout::shortestRunKeepsEveryRackWithinItsLimits_data() {
    QTest::addColumn<WizardParams>("params");
    QTest::newRow("256 B200 liquid") << gpus(256, SwitchPlacement::ShortestRun);
    WizardParams p = gpus(512, SwitchPlacement::ShortestRun);
    p.serverTypeId = QStringLiteral("hgx-b200-8gpu-air");
    QTest::newRow("512 B200 air") << p;
    p = gpus(1024, SwitchPlacement::ShortestRun);
    p.fabric = FabricKind::FatTree;
    QTest::newRow("1024 fat tree") << p;
    // A rack-scale domain fills its rack: leaves stay in network racks.
    p = gpus(576, SwitchPlacement::ShortestRun);
    p.serverTypeId = QStringLiteral("nvl72-compute-tray");
    QTest::newRow("576 NVL72") << p;
}

void TstWizardLayout::shortestRunKeepsEveryRackWithinItsLimits() {
    QFETCH(WizardParams, params);
    const auto d = make(params);
    for (const Rack& r : d->racks()) {
        double w = 0, airW = 0;
        int topU = 0;
        for (DeviceId id : d->devicesIn(r.id)) {
            const Device& dev = *d->device(id);
            const DeviceType* t = d->typeOf(dev);
            w += t->maxPowerW;
            airW += t->maxPowerW * (1 - t->liquidFraction);
            if (dev.placement.side == SideChannel::None && t->occupiedU() > 0)
                topU = std::max(topU, dev.placement.u + t->occupiedU() - 1);
        }
        QVERIFY2(w <= r.powerBudgetW, qPrintable(r.name));
        QVERIFY2(airW <= r.airCoolingLimitW, qPrintable(r.name));
        QVERIFY2(topU <= r.uHeight, qPrintable(r.name));
    }
    // U overlaps, PDU and phase loads, feeds, ports: the rule engine's checks.
    RuleEngine engine(*d);
    engine.runAll();
    QStringList errors;
    for (const Finding& f : engine.findings())
        if (f.severity == Severity::Error) errors << f.ruleKey + QStringLiteral(": ") + f.message;
    QVERIFY2(errors.isEmpty(), qPrintable(errors.mid(0, 5).join(QLatin1Char('\n'))));
}

void TstWizardLayout::susPerRowKeepsTheHallSquareish() {
    const RackType& rack = *Catalog::builtIn().rackType(QStringLiteral("rack-48u-800x1200"));
    // Row pitch 1 200 + 1 200 = 2.4 m; an SU of 16 compute + 1 leaf rack is
    // 17 × 0.8 = 13.6 m long.
    QCOMPARE(WizardRacks::rowPitchMm(rack), 2400.0);
    // 4 SUs + spine row: 5 × 2.4 = 12 m ≤ 13.6 m → one SU per row (as before).
    QCOMPARE(WizardRacks::susPerRow(4, 17, 1, rack), 1);
    // 16 SUs: 17 rows = 40.8 m > 13.6; 9 rows = 21.6 m ≤ 27.2 → 2.
    QCOMPARE(WizardRacks::susPerRow(16, 17, 1, rack), 2);
    // 64 SUs: 2 per row 79.2 > 27.2; 3: 23 rows 55.2 > 40.8; 4: 17 rows
    // 40.8 ≤ 54.4 → 4.
    QCOMPARE(WizardRacks::susPerRow(64, 17, 1, rack), 4);
    QCOMPARE(WizardRacks::susPerRow(1, 17, 0, rack), 1);
    // A row of liquid racks stays within its CDUs' pipes: the catalog's
    // longest coolant pipe is 60 m; less the 0.6 m gap before the first CDU
    // and a 48U rack's height up and down (2 × 48 × 44.45 = 4 267.2 mm),
    // 55 132.8 mm of racks.
    const double maxRunMm = WizardRacks::liquidRowMaxMm(Catalog::builtIn(), rack);
    QCOMPARE(maxRunMm, 60000.0 - 600 - 4267.2);
    // 128 SUs (65 536 GPUs) would lay 5 a row (68 m); 4 (54.4 m) fit the pipes.
    QCOMPARE(WizardRacks::susPerRow(128, 17, 1, rack), 5);
    QCOMPARE(WizardRacks::susPerRow(128, 17, 1, rack, maxRunMm), 4);
    // 64 SUs already lay 4 a row: unchanged; an SU longer than the limit still gets a row.
    QCOMPARE(WizardRacks::susPerRow(64, 17, 1, rack, maxRunMm), 4);
    QCOMPARE(WizardRacks::susPerRow(8, 17, 1, rack, 10000), 1);
}

void TstWizardLayout::leafSpineRunsStayWithinReach_data() {
    QTest::addColumn<int>("gpuCount");
    QTest::newRow("4 096 GPUs, 16 SUs") << 4096;
    QTest::newRow("16 384 GPUs, 64 SUs") << 16384;
}

void TstWizardLayout::leafSpineRunsStayWithinReach() {
    QFETCH(int, gpuCount);
    // Reach: 100 m, the longest 400G OSFP optics in the catalog
    // (aoc-400g-osfp, smf-mpo12-400g-osfp; domain-numbers §1b: DR4 100 m),
    // less 10 m for the two drops from the 2.6 m trays and service slack:
    // the plan distance between the racks of a leaf and a spine it feeds,
    // and of a spine and a core, must be ≤ 90 m.
    constexpr double kPlanReachMm = 90000;
    const WizardResult r = SupernodeWizard::build(gpus(gpuCount), Catalog::builtIn());
    const RackDistance dist(r.fragment);
    double worstLeafSpine = 0, worstSpineCore = 0;
    int leafSpine = 0, spineCore = 0;
    for (const Connection& c : r.fragment.connections) {
        if (c.role != PortRole::Compute) continue;
        const bool leaf = dist.is(c.a.device, "LEAF") || dist.is(c.b.device, "LEAF");
        const bool spine = dist.is(c.a.device, "SPINE") || dist.is(c.b.device, "SPINE");
        const bool core = dist.is(c.a.device, "CORE") || dist.is(c.b.device, "CORE");
        if (leaf && spine) {
            worstLeafSpine = std::max(worstLeafSpine, dist(c.a.device, c.b.device));
            ++leafSpine;
        } else if (spine && core) {
            worstSpineCore = std::max(worstSpineCore, dist(c.a.device, c.b.device));
            ++spineCore;
        }
    }
    QCOMPARE(leafSpine, gpuCount);  // domain-numbers §1f: leaf–spine cables = GPUs
    QCOMPARE(spineCore, gpuCount);  // 16 and 64 SUs have a core layer
    qInfo("%d GPUs: longest leaf-spine %.1f m, spine-core %.1f m", gpuCount, worstLeafSpine / 1000,
          worstSpineCore / 1000);
    QVERIFY(worstLeafSpine <= kPlanReachMm);
    QVERIFY(worstSpineCore <= kPlanReachMm);
}

void TstWizardLayout::largeHallHasTrayForItsNetworkRow() {
    // 16 384 GPUs, 5 SUs per row: 40 compute racks of 4 servers and 5 leaf racks,
    // plus the storage-leaf racks. Storage leaves are sized by ports
    // (96 in all, not 3 per SU), so a row carries 3 (row A) or 2 of those racks, not
    // 5. 13 SU rows + the network row = 14 row ladders; 4 more beside the network
    // row; trunks on both walls. An SU row ends at 2 m + 48 racks × 0.8 m + 7 CDUs ×
    // (0.6 + 0.6) m = 48.8 m (a row's 40 manifolds need 40 secondary pairs, and the
    // header joining the CDUs takes one pair at each end CDU and two at each inner
    // one: 7 × 8 − 2 × 6 = 44 ≥ 40, where 6 CDUs give 38); the network row G, 52
    // racks and no CDU, at 2 + 41.6 = 43.6 m. Rows now alternate round hot aisles,
    // and each pair's in-row coolers (70 kW, N+1) go to the end of its shorter row:
    // G and H exhaust 31 coolers' worth, so G takes 9 (to 49.0 m, past H's 48.8 m)
    // and then they alternate, 11 each: G ends at 43.6 + 20 × 0.6 = 55.6 m, the
    // widest row (H: 48.8 + 11 × 0.6 = 55.4 m). Right trunk at 56.6 m, the hall
    // 57.6 m wide; cross trunks every half SU (5 × 0.8 = 4 m) from x = 6 m while
    // short of 55.6 m: x = 6 … 54, 13; a cross-aisle ladder over each of the 10
    // network-rack positions of the SU rows (5 leaf, 5 storage-leaf).
    // 14 + 4 + 2 + 13 + 10 = 43.
    const WizardResult r = SupernodeWizard::build(gpus(16384), Catalog::builtIn());
    int coolersG = 0;
    for (const Device& d : r.fragment.devices)
        if (d.typeId == u"inrow-cooler-cw-70kw" && d.placement.floorYmm == 2000 + 6 * 2400) ++coolersG;
    QCOMPARE(coolersG, 20);
    QCOMPARE(r.room.widthMm, 57600.0);
    QStringList names;
    for (const Tray& t : r.fragment.trays) names << t.name;
    QCOMPARE(names.size(), 43);
    for (const char* name : {"TRAY-G-2", "TRAY-G-5", "TRAY-TRUNK-R", "TRAY-CROSS1", "TRAY-CROSS13", "TRAY-AISLE10"})
        QVERIFY2(names.contains(QLatin1String(name)), name);
    QVERIFY(!names.contains(QStringLiteral("TRAY-CROSS14")));
    // 256 GPUs, a small hall: a ladder per row (SU row A, network row B),
    // the left trunk and the cross-aisle ladders over the leaf rack and the
    // storage leaf rack → 2 + 1 + 2 trays.
    QCOMPARE(SupernodeWizard::build(gpus(256), Catalog::builtIn()).fragment.trays.size(), size_t(5));
}

void TstWizardLayout::cduManagementPortStaysBesideTheCdu() {
    // A CDU stands at its row's end; its management cable goes to the last
    // rack of that row, not to the loop's first rack up to a 54 m row away
    // (past the 50 m of the longest orderable Cat6 cord).
    const WizardResult r = SupernodeWizard::build(gpus(16384), Catalog::builtIn());
    QHash<RackId, QPointF> centres;
    for (const Rack& rack : r.fragment.racks)
        centres.insert(rack.id, RoomSite::rackFootprint(rack).center());  // odd rows turned 180°
    QHash<DeviceId, const Device*> devices;
    for (const Device& d : r.fragment.devices) devices.insert(d.id, &d);
    int cdus = 0;
    for (const Connection& c : r.fragment.connections) {
        const Device* a = devices.value(c.a.device);
        const Device* b = devices.value(c.b.device);
        if (c.role != PortRole::Oob || !a->name.startsWith(QLatin1String("CDU"))) continue;
        const QPointF d =
            QPointF(a->placement.floorXmm, a->placement.floorYmm) - centres.value(*b->placement.rack);
        // The k-th CDU of a row (k = 0 … 6 for the 7 a 40-manifold row needs
        // with its header) has its corner 0.6 + k × 1.2 m past the last rack's
        // right edge: x ≤ 0.4 + 0.6 + 6 × 1.2 = 8.2 m from that rack's centre, y 0.6 m.
        QVERIFY2(std::abs(d.x()) + std::abs(d.y()) <= 8800 + 1e-6, qPrintable(a->name));
        ++cdus;
    }
    QCOMPARE(cdus, r.summary.cdus);
}

QTEST_GUILESS_MAIN(TstWizardLayout)
void TstWizardLayout::blankingPanelsCloseEveryRack() {
    const auto d = make(gpus(256));
    // Rack A01 (48U): four 4U servers at U1–U16, the 2U PDU pair and the
    // management switch at U44–U48. U17–U43 are open: 27 U, so thirteen 2U
    // panels (U17, U19, …, U41) and one 1U panel at U43.
    QMap<int, QString> panels;  // U → type
    for (const Device& dev : d->devices())
        if (dev.name.startsWith(QLatin1String("A01-BLANK"))) panels.insert(dev.placement.u, dev.typeId);
    QCOMPARE(panels.size(), 14);
    for (int u = 17; u <= 41; u += 2) QCOMPARE(panels.value(u), QStringLiteral("blank-2u"));
    QCOMPARE(panels.value(43), QStringLiteral("blank-1u"));
    // No rack of the design has an open U below its highest device.
    QVERIFY(test::withKey(test::findingsOf(*d), QStringLiteral("placement.blanking")).empty());
}

#include "tst_wizard_layout.moc"
