#include "exporters/bom/bom.h"
#include "exporters/labels/label_scheme.h"
#include "exporters/schedule/cable_schedule.h"
#include "exporters/summary/summary_report.h"
#include "model/analysis/cable_parts.h"
#include "model/analysis/design_summary.h"
#include "model/design/design.h"
#include "model/routing/apply_routes_command.h"
#include "model/routing/cable_router.h"
#include "model/routing/routing_report.h"
#include "model/store/design_file.h"
#include "model/topology/supernode_wizard.h"
#include "tests/support/design_builder.h"
#include "tests/support/test_paths.h"

#include <QtTest>

#include <limits>
#include <map>
#include <set>

using namespace sn;
using sn::test::DesignBuilder;

/// What is bought, counted as parts: a splitter once at its one ordered
/// length, a fibre once, a twin-port module once even when its two fibres
/// serve two fabrics. `info`, the summary, the routing report and the BOM
/// all read CableParts; the schedule keeps one row per link.
class TstBoughtParts : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void example256CountsPartsNotLegs();
    void fibresAreTheirOwnParts();
    void moduleServingTwoFabricsIsBoughtOnce();
    void twoDevicesOfOneNameAreTwoCages();
    void routedWizardDesignBuysEachModuleOnce();
    void sparesAtThreePercentWithAFloor();
    void sparesPolicyIsBounded();
};

namespace {

struct Counted {
    std::map<QString, double> metres;  // media → m
    std::map<QString, int> parts;      // media → parts
    std::set<QString> modules;
};

/// The parts counted from the schedule, independently of CableParts: a row
/// with a leg is one of the legs of its assembly, every other row a part.
Counted countFromSchedule(const Design& d, bool dataOnly) {
    Counted c;
    std::set<QString> seen;
    for (const ScheduleRow& r : CableSchedule::build(d, LabelScheme(LabelScheme::defaultEndTemplate()))) {
        for (const QString& m : {r.moduleA, r.moduleB})
            if (!m.isEmpty()) c.modules.insert(m);
        if (dataOnly && (r.media == u"power" || r.media == u"coolant")) continue;
        const QString key = r.leg > 0 ? QStringLiteral("assembly ") + r.assembly : QStringLiteral("row ") + r.cableId;
        if (!seen.insert(key).second) continue;
        c.parts[r.media] += 1;
        if (r.orderedLengthM) c.metres[r.media] += *r.orderedLengthM;
    }
    return c;
}

}  // namespace

void TstBoughtParts::example256CountsPartsNotLegs() {
    const auto d = DesignFile::open(test::sourceDir() + QStringLiteral("/resources/examples/supernode-256-liquid-rail.json"));
    // Counted by hand from `export schedule` of the example (ordered_length_m
    // summed once per assembly for rows with a leg, once per row otherwise),
    // routed with the policy's 0.1 m least spare at each end:
    //   MMF fibres 464 parts, 4 394 m   (every MMF row is a fibre of its own)
    //   ACC splitters 200 legs → 100 parts, 926 m of legs → 463 m
    //   DAC splitters  40 legs →  20 parts, 120 m of legs →  60 m
    //   UTP cords 50 parts, 254 m
    //   data: 4 394 + 463 + 60 + 254 = 5 171 m in 464 + 100 + 20 + 50 = 634 parts
    //   power cords 248 parts, 692 m; coolant 82 parts, 218 m
    //   all: 5 171 + 692 + 218 = 6 081 m in 634 + 248 + 82 = 964 parts, for 1 084 links
    // (Routed with no spare: 5 039 m of data cable, 5 877 m in all, the same
    // parts, and 186 rows with under 0.1 m over at an end; now 20, each a
    // 3 m DAC or 5 m ACC splitter leg at the longest length of its kind.)
    const Counted hand = countFromSchedule(*d, false);
    QCOMPARE(hand.parts.at(QStringLiteral("mmf")), 464);
    QCOMPARE(hand.parts.at(QStringLiteral("acc")), 100);
    QCOMPARE(hand.parts.at(QStringLiteral("dac")), 20);
    QCOMPARE(hand.parts.at(QStringLiteral("utp")), 50);
    QCOMPARE(hand.metres.at(QStringLiteral("mmf")), 4394.0);
    QCOMPARE(hand.metres.at(QStringLiteral("acc")), 463.0);
    QCOMPARE(hand.metres.at(QStringLiteral("dac")), 60.0);
    QCOMPARE(hand.metres.at(QStringLiteral("utp")), 254.0);

    const CableParts parts = CableParts::of(*d);
    QCOMPARE(parts.dataParts, 634);
    QCOMPARE(parts.dataMetres, 5171.0);
    for (const char* media : {"mmf", "acc", "dac", "utp", "power", "coolant"}) {
        QCOMPARE(parts.partsByMedia.value(QLatin1String(media)), hand.parts.at(QLatin1String(media)));
        QCOMPARE(parts.metresByMedia.value(QLatin1String(media)), hand.metres.at(QLatin1String(media)));
    }
    QCOMPARE(int(parts.parts.size()), 964);
    QCOMPARE(parts.orderedMetres, 6081.0);

    // `info` and the summary say the same.
    const DesignSummary s = DesignSummary::of(*d);
    QCOMPARE(s.cables, 964);
    QCOMPARE(s.cableLinks, 1084);
    QCOMPARE(s.cablesWithLength, 964);
    QCOMPARE(s.cableOrderedMetres, 6081.0);
    QCOMPARE(s.cablesByMedia.value(QStringLiteral("acc")), 100);
    const QString text = SummaryReport::text(s);
    QVERIFY2(text.contains(QStringLiteral("6081.0 m over 964 cables with a length")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("for 1084 link")), qPrintable(text));

    // The BOM: every cable line summed is the 964 parts, every optic line the
    // distinct modules of the schedule (520: 379 compute, 15 in-band, 126 storage).
    double bomCables = 0, bomModules = 0;
    for (const BomLine& l : Bom::build(*d)) {
        if (d->catalog().cable(l.item)) bomCables += l.quantity;
        if (d->catalog().transceiver(l.item)) bomModules += l.quantity;
    }
    QCOMPARE(bomCables, 964.0);
    QCOMPARE(int(hand.modules.size()), 520);
    QCOMPARE(bomModules, 520.0);
    QCOMPARE(int(parts.modules.size()), 520);
}

void TstBoughtParts::fibresAreTheirOwnParts() {
    // Two fibres on one twin-port module (swp1/1 and swp1/2 of one cage) are
    // two parts: each its own assembly id; the module is named by the cage.
    auto d = DesignBuilder()
                 .row(QStringLiteral("A"))
                 .rack(QStringLiteral("A01"), 0, 0, QStringLiteral("rack-48u-800x1200"))
                 .device(QStringLiteral("hgx-b200-8gpu-liquid"), QStringLiteral("A01"), 2, QStringLiteral("gpu1"))
                 .device(QStringLiteral("hgx-b200-8gpu-liquid"), QStringLiteral("A01"), 14, QStringLiteral("gpu2"))
                 .device(QStringLiteral("eth-800g-64x800g-2x400g"), QStringLiteral("A01"), 40, QStringLiteral("sw"))
                 .connect(QStringLiteral("sw"), QStringLiteral("swp1/1"), QStringLiteral("gpu1"), QStringLiteral("STOR1"),
                          PortRole::Storage, QStringLiteral("mmf-mpo12-400g-osfp-qsfp112"))
                 .connect(QStringLiteral("sw"), QStringLiteral("swp1/2"), QStringLiteral("gpu2"), QStringLiteral("STOR1"),
                          PortRole::Storage, QStringLiteral("mmf-mpo12-400g-osfp-qsfp112"))
                 .build();
    const auto rows = CableSchedule::build(*d, LabelScheme(LabelScheme::defaultEndTemplate()));
    QCOMPARE(rows.size(), size_t(2));
    QCOMPARE(rows[0].moduleA, QStringLiteral("sw:swp1"));
    QCOMPARE(rows[1].moduleA, QStringLiteral("sw:swp1"));
    for (const ScheduleRow& r : rows) {
        QCOMPARE(r.assembly, r.cableId);
        QCOMPARE(r.leg, 0);
    }
    QVERIFY(rows[0].assembly != rows[1].assembly);
    // Two fibres, one twin-port module and two QSFP112 modules: 2 + 1 + 2.
    const CableParts parts = CableParts::of(*d);
    QCOMPARE(int(parts.parts.size()), 2);
    QCOMPARE(int(parts.modules.size()), 3);
}

void TstBoughtParts::moduleServingTwoFabricsIsBoughtOnce() {
    // One twin-port cage of a storage/in-band leaf: swp1/1 an in-band
    // down-link to gpu1 INB1, swp1/2 a storage down-link to gpu2 STOR1, both
    // fibres. Modules: the one twin-port module in the cage (shared), one
    // QSFP112 module at INB1 (in-band), one at STOR1 (storage) = 3, not 4.
    auto d = DesignBuilder()
                 .row(QStringLiteral("A"))
                 .rack(QStringLiteral("A01"), 0, 0, QStringLiteral("rack-48u-800x1200"))
                 .device(QStringLiteral("hgx-b200-8gpu-liquid"), QStringLiteral("A01"), 2, QStringLiteral("gpu1"))
                 .device(QStringLiteral("hgx-b200-8gpu-liquid"), QStringLiteral("A01"), 14, QStringLiteral("gpu2"))
                 .device(QStringLiteral("eth-800g-64x800g-2x400g"), QStringLiteral("A01"), 40, QStringLiteral("sw"))
                 .connect(QStringLiteral("sw"), QStringLiteral("swp1/1"), QStringLiteral("gpu1"), QStringLiteral("INB1"),
                          PortRole::InBand, QStringLiteral("mmf-mpo12-400g-osfp-qsfp112"))
                 .connect(QStringLiteral("sw"), QStringLiteral("swp1/2"), QStringLiteral("gpu2"), QStringLiteral("STOR1"),
                          PortRole::Storage, QStringLiteral("mmf-mpo12-400g-osfp-qsfp112"))
                 .build();
    std::map<QString, double> bySection;
    double modules = 0;
    QString sharedDescription;
    for (const BomLine& l : Bom::build(*d)) {
        if (!d->catalog().transceiver(l.item)) continue;
        bySection[l.section] += l.quantity;
        modules += l.quantity;
        if (l.section == u"transceivers-shared") sharedDescription = l.description;
    }
    QCOMPARE(modules, 3.0);
    QCOMPARE(bySection[QStringLiteral("transceivers-shared")], 1.0);
    QCOMPARE(bySection[QStringLiteral("transceivers-inband")], 1.0);
    QCOMPARE(bySection[QStringLiteral("transceivers-storage")], 1.0);
    QVERIFY2(sharedDescription.contains(QStringLiteral("storage+inband")), qPrintable(sharedDescription));
}

void TstBoughtParts::twoDevicesOfOneNameAreTwoCages() {
    // Two switches in two racks, both named "sw1" (nothing stops an import
    // doing that), each with one twin-port cage holding two fibres to the
    // servers of its rack. Counted by hand: 4 fibres; 2 twin-port modules
    // (one per physical cage) + 4 QSFP112 modules at the servers = 6. Keyed
    // by the printed name "sw1:swp1" the two cages were one module (5), and
    // one fewer optic was ordered than the install crew plugs in.
    DesignBuilder build;
    build.row(QStringLiteral("A"));
    for (int r = 1; r <= 2; ++r) {
        const QString rack = QStringLiteral("A0%1").arg(r), sw = QStringLiteral("sw%1").arg(r);
        build.rack(rack, 800 * (r - 1), 0, QStringLiteral("rack-48u-800x1200"))
            .device(QStringLiteral("eth-800g-64x800g-2x400g"), rack, 40, sw);
        for (int port = 1; port <= 2; ++port) {
            const QString gpu = QStringLiteral("gpu%1-%2").arg(r).arg(port);
            build.device(QStringLiteral("hgx-b200-8gpu-liquid"), rack, 2 + 12 * (port - 1), gpu)
                .connect(sw, QStringLiteral("swp1/%1").arg(port), gpu, QStringLiteral("STOR1"),
                         PortRole::Storage, QStringLiteral("mmf-mpo12-400g-osfp-qsfp112"));
        }
    }
    auto d = build.build();
    for (const Device& dev : d->devices())
        if (dev.name == u"sw2") {
            Device renamed = dev;
            renamed.name = QStringLiteral("sw1");
            d->replace(renamed);
            break;
        }
    const CableParts parts = CableParts::of(*d);
    QCOMPARE(int(parts.parts.size()), 4);
    QCOMPARE(int(parts.modules.size()), 6);
    double bomModules = 0;
    for (const BomLine& l : Bom::build(*d))
        if (d->catalog().transceiver(l.item)) bomModules += l.quantity;
    QCOMPARE(bomModules, 6.0);
}

void TstBoughtParts::routedWizardDesignBuysEachModuleOnce() {
    // 248 GPUs (31 servers), as `new --gpus 248` and `route` make it. Each
    // module is one distinct module id of the schedule, counted once in the
    // BOM; by the schedule: 371 compute (74 single-port OSFP + 297 twin-port),
    // 12 in-band (8 QSFP112 + 4 twin-port), 121 storage (18 QSFP112 + 103
    // twin-port) = 504, no module in two roles here.
    WizardParams params;
    params.gpus = 248;
    auto d = SupernodeWizard::createDesign(SupernodeWizard::build(params, Catalog::builtIn()), Catalog::builtIn());
    const RoutingResult result = CableRouter(*d).routeAll();
    EditResult apply = ApplyRoutesCommand::create(*d, result);
    QVERIFY2(apply, qPrintable(apply.error));
    d->undoStack().push(apply.command.release());

    const Counted hand = countFromSchedule(*d, true);
    double bomModules = 0;
    for (const BomLine& l : Bom::build(*d))
        if (d->catalog().transceiver(l.item)) bomModules += l.quantity;
    QCOMPARE(bomModules, double(hand.modules.size()));
    QCOMPARE(bomModules, 504.0);
    const CableParts parts = CableParts::of(*d);
    for (const CableParts::Module& m : parts.modules) QCOMPARE(int(m.roles.size()), 1);

    // The routing report orders what the BOM and `info` order.
    const RoutingReport report = RoutingReport::of(*d, result);
    QCOMPARE(report.parts, int(parts.parts.size()));
    QCOMPARE(report.orderedMetres, parts.orderedMetres);
}

void TstBoughtParts::sparesAtThreePercentWithAFloor() {
    const auto d = DesignFile::open(test::sourceDir() + QStringLiteral("/resources/examples/supernode-256-liquid-rail.json"));
    const SparesPolicy policy;  // 3 % of cables and of optics, at least 1 per item
    QCOMPARE(policy.cablesPercent, 3.0);
    QCOMPARE(policy.opticsPercent, 3.0);
    QCOMPARE(policy.floor, 1);
    const std::vector<BomLine> without = Bom::build(*d);
    const std::vector<BomLine> with = Bom::build(*d, policy);
    // The installed lines are the same with and without spares.
    std::vector<BomLine> installed;
    for (const BomLine& l : with)
        if (l.section != u"spares") installed.push_back(l);
    QCOMPARE(installed.size(), without.size());
    for (size_t i = 0; i < installed.size(); ++i) {
        QCOMPARE(installed[i].description, without[i].description);
        QCOMPARE(installed[i].quantity, without[i].quantity);
    }
    const auto spare = [&](const char* item, const char* length) {
        double n = 0;
        for (const BomLine& l : with)
            if (l.section == u"spares" && l.item == QLatin1String(item) && l.description.contains(QLatin1String(length))) n += l.quantity;
        return n;
    };
    // By hand from the installed lines of the BOM, over every fabric:
    //   10 m MPO fibre: 256 compute + 78 storage = 334 → ⌈10.02⌉ = 11
    //   15 m: 18 storage → ⌈0.54⌉ = 1; 7 m: 82 compute → ⌈2.46⌉ = 3
    //   800G twin-port module: 297 compute + 5 in-band + 106 storage = 408 → ⌈12.24⌉ = 13
    //   400G OSFP module: 82 → ⌈2.46⌉ = 3; 400G QSFP112: 10 + 20 = 30 → ⌈0.9⌉ = 1
    //   Cat6 5 m: 48 → ⌈1.44⌉ = 2; 7 m: 2 → the floor, 1
    QCOMPARE(spare("mmf-mpo12-400g-osfp", ", 10 m"), 11.0);
    QCOMPARE(spare("mmf-mpo12-400g-osfp", ", 15 m"), 1.0);
    QCOMPARE(spare("mmf-mpo12-400g-osfp", ", 7 m"), 3.0);
    QCOMPARE(spare("xcvr-800g-2xsr4-osfp", ""), 13.0);
    QCOMPARE(spare("xcvr-400g-sr4-osfp", ""), 3.0);
    QCOMPARE(spare("xcvr-400g-sr4-qsfp112", ""), 1.0);
    QCOMPARE(spare("utp-cat6", ", 5 m"), 2.0);
    QCOMPARE(spare("utp-cat6", ", 7 m"), 1.0);
    // No spares of power cords or hoses; none at all at 0 %.
    for (const BomLine& l : with)
        if (l.section == u"spares") QVERIFY(d->catalog().transceiver(l.item) || d->catalog().cable(l.item)->media != CableMedia::Power);
    SparesPolicy off = policy;
    off.cablesPercent = off.opticsPercent = 0;
    for (const BomLine& l : Bom::build(*d, off)) QVERIFY(l.section != u"spares");
    QCOMPARE(policy.sparesFor(100, 3), 3);  // exactly 3, not 4 by rounding
}

void TstBoughtParts::sparesPolicyIsBounded() {
    QVERIFY(SparesPolicy().problem().isEmpty());
    SparesPolicy p;
    p.cablesPercent = std::numeric_limits<double>::quiet_NaN();
    QVERIFY(!p.problem().isEmpty());
    p = {};
    p.opticsPercent = 101;
    QVERIFY(p.problem().contains(QStringLiteral("from 0 to 100")));
    p = {};
    p.floor = -1;
    QVERIFY(!p.problem().isEmpty());
}

QTEST_GUILESS_MAIN(TstBoughtParts)
#include "tst_bought_parts.moc"
