#include "exporters/bom/bom.h"
#include "exporters/labels/label_scheme.h"
#include "exporters/schedule/cable_schedule.h"
#include "model/analysis/cable_assembly.h"
#include "model/catalog/cage_fit.h"
#include "model/design/design.h"
#include "model/rules/cabling/cabling_rules.h"
#include "model/rules/rule_context.h"
#include "model/rules/rule_engine.h"
#include "model/topology/hand_connection.h"
#include "model/topology/supernode_wizard.h"
#include "tests/support/design_builder.h"

#include <QtTest>

#include <map>
#include <set>

using namespace sn;
using sn::test::DesignBuilder;

/// A cage of several ports takes one plug. Splitters and
/// twin-port cables are one part with legs, a twin-port module carries one
/// fibre per port; the schedule names each row's part, the BOM counts parts,
/// the cage-plug rule and hand-drawn links refuse a mix.
class TstCageParts : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void catalogSellsSplittersAsOnePart();
    void splitterLegsShareOneAssembly();
    void twoMediaInOneCageAreRefused();
    void handLinkIntoAHeldCageIsRefused();
    void wholePassFindsWhatEachDeviceFinds();
    void bomCountsDistinctAssemblies();
};

namespace {

DeviceId idOf(const Design& d, const QString& name) {
    for (const Device& dev : d.devices())
        if (dev.name == name) return dev.id;
    return DeviceId::create();
}

std::vector<Finding> cageFindings(const Design& d) {
    RuleEngine engine(d);
    engine.runAll();
    std::vector<Finding> out;
    for (const Finding& f : engine.findings())
        if (f.ruleKey == u"cabling.cage-plug") out.push_back(f);
    return out;
}

}  // namespace

void TstCageParts::catalogSellsSplittersAsOnePart() {
    const Catalog& cat = Catalog::builtIn();
    // MCP7Y00 / MCP7Y10: one entry, two 400G legs off one twin-port plug.
    for (const char* id : {"dac-800g-osfp-2x400g-osfp-splitter", "dac-800g-osfp-2x400g-qsfp112-splitter",
                           "acc-800g-osfp-2x400g-osfp-splitter", "acc-800g-osfp-2x400g-qsfp112-splitter"}) {
        const CableType* t = cat.cable(QString::fromLatin1(id));
        QVERIFY2(t, id);
        QCOMPARE(t->legs, 2);
        QVERIFY(!t->sharedAtBothEnds);
        QVERIFY(!t->model.contains(QLatin1String("one leg")));
        QVERIFY(!t->source.isEmpty());
    }
    // MCP4Y10: both ends twin-port, 0.5–2 m.
    const CableType* twin = cat.cable(QStringLiteral("dac-2x400g-osfp-twin"));
    QVERIFY(twin && twin->sharedAtBothEnds);
    QCOMPARE(twin->lengthsM, (std::vector<double>{0.5, 1, 1.5, 2}));
    // The 400G SR4 fibre takes the MMA4Z00-NS twin-port module (2 ports) at a switch cage.
    const CableType* fibre = cat.cable(QStringLiteral("mmf-mpo12-400g-osfp"));
    QCOMPARE(fibre->transceiverTwinId, QStringLiteral("xcvr-800g-2xsr4-osfp"));
    QCOMPARE(cat.transceiver(fibre->transceiverTwinId)->ports, 2);

    // A QM9700 cage P1 holds P1/1 and P1/2; a server NIC cage holds one port.
    const DeviceType* leaf = cat.device(QStringLiteral("ib-ndr-64x400g"));
    const DeviceType* server = cat.device(QStringLiteral("hgx-b200-8gpu-liquid"));
    const PortSpec& p11 = *leaf->port(QStringLiteral("P1/1"));
    const PortSpec& nic = *server->port(QStringLiteral("OSFP1"));
    QCOMPARE(p11.cagePorts, 2);
    QCOMPARE(p11.cageName, QStringLiteral("P1"));
    QCOMPARE(leaf->cageOf(p11).size(), size_t(2));
    // A single-port 400G DAC or AOC does not go into a twin-port cage; the
    // splitter and the fibre (on the twin module) do; the twin-port cable
    // only between two twin-port cages joined port for port.
    QVERIFY(!CageFit::fits(*cat.cable(QStringLiteral("dac-400g-osfp-30awg")), p11, nic, false));
    QVERIFY(!CageFit::fits(*cat.cable(QStringLiteral("aoc-400g-osfp")), p11, nic, false));
    QVERIFY(CageFit::fits(*cat.cable(QStringLiteral("dac-800g-osfp-2x400g-osfp-splitter")), p11, nic, false));
    QVERIFY(CageFit::fits(*fibre, nic, p11, false));
    QVERIFY(!CageFit::fits(*twin, p11, nic, true));
    QVERIFY(CageFit::fits(*twin, p11, *leaf->port(QStringLiteral("P2/1")), true));
    QVERIFY(!CageFit::fits(*twin, p11, *leaf->port(QStringLiteral("P2/1")), false));
    // The FR4 cord's optic is made only as the MMS4X50-NM twin-port module:
    // twin-port cage to twin-port cage, never a server's single-port cage.
    const CableType* fr4 = cat.cable(QStringLiteral("smf-lc-400g-osfp-fr4"));
    QVERIFY(fr4 && fr4->isFibre() && fr4->transceiverId.isEmpty());
    QCOMPARE(fr4->reachM, 2000.0);
    QVERIFY(CageFit::fits(*fr4, p11, *leaf->port(QStringLiteral("P2/1")), false));
    QVERIFY(!CageFit::fits(*fr4, nic, p11, false));
    QVERIFY(!CageFit::fits(*fr4, nic, nic, false));
    QCOMPARE(CageFit::plugAt(*fr4, p11).id, QStringLiteral("xcvr-800g-2xfr4-osfp"));
    QCOMPARE(cat.transceiver(QStringLiteral("xcvr-800g-2xfr4-osfp"))->ports, 2);
}

void TstCageParts::splitterLegsShareOneAssembly() {
    // Two servers and a leaf in one rack: the leaf's cage P1 feeds OSFP1 of
    // both through one MCP7Y00 splitter (drawn by hand, as the editor does).
    auto d = DesignBuilder()
                 .row(QStringLiteral("A"))
                 .rack(QStringLiteral("A01"), 0, 0, QStringLiteral("rack-48u-800x1200"))
                 .device(QStringLiteral("hgx-b200-8gpu-liquid"), QStringLiteral("A01"), 2, QStringLiteral("gpu1"))
                 .device(QStringLiteral("hgx-b200-8gpu-liquid"), QStringLiteral("A01"), 14, QStringLiteral("gpu2"))
                 .device(QStringLiteral("ib-ndr-64x400g"), QStringLiteral("A01"), 40, QStringLiteral("leaf"))
                 .build();
    const DeviceId leaf = idOf(*d, QStringLiteral("leaf"));
    for (const auto& [port, server] : {std::pair{"P1/1", "gpu1"}, std::pair{"P1/2", "gpu2"}}) {
        EditResult e = HandConnection::make(*d, {leaf, QString::fromLatin1(port)},
                                            {idOf(*d, QString::fromLatin1(server)), QStringLiteral("OSFP1")});
        QVERIFY2(e, qPrintable(e.error));
        d->undoStack().push(e.command.release());
    }
    const auto rows = CableSchedule::build(*d, LabelScheme(LabelScheme::defaultEndTemplate()));
    QCOMPARE(rows.size(), size_t(2));
    for (const ScheduleRow& r : rows) {
        QCOMPARE(r.cableType, QStringLiteral("dac-800g-osfp-2x400g-osfp-splitter"));
        QCOMPARE(r.assembly, QStringLiteral("leaf:P1"));  // one part for both legs
    }
    QCOMPARE(std::set<int>({rows[0].leg, rows[1].leg}), (std::set<int>{1, 2}));
    QVERIFY(CableSchedule::columns().contains(QStringLiteral("assembly")));
    QVERIFY(cageFindings(*d).empty());
    // The BOM buys one splitter, not two legs.
    double splitters = 0;
    for (const BomLine& l : Bom::build(*d))
        if (l.item == u"dac-800g-osfp-2x400g-osfp-splitter") splitters += l.quantity;
    QCOMPARE(splitters, 1.0);
}

void TstCageParts::twoMediaInOneCageAreRefused() {
    // P1/1 on a DAC splitter leg, P1/2 on an ACC splitter leg: two plugs
    // for one cage. The cage-plug rule reports it as an error naming the cage.
    auto d = DesignBuilder()
                 .row(QStringLiteral("A"))
                 .rack(QStringLiteral("A01"), 0, 0, QStringLiteral("rack-48u-800x1200"))
                 .device(QStringLiteral("hgx-b200-8gpu-liquid"), QStringLiteral("A01"), 2, QStringLiteral("gpu1"))
                 .device(QStringLiteral("hgx-b200-8gpu-liquid"), QStringLiteral("A01"), 14, QStringLiteral("gpu2"))
                 .device(QStringLiteral("ib-ndr-64x400g"), QStringLiteral("A01"), 40, QStringLiteral("leaf"))
                 .connect(QStringLiteral("leaf"), QStringLiteral("P1/1"), QStringLiteral("gpu1"), QStringLiteral("OSFP1"),
                          PortRole::Compute, QStringLiteral("dac-800g-osfp-2x400g-osfp-splitter"))
                 .connect(QStringLiteral("leaf"), QStringLiteral("P1/2"), QStringLiteral("gpu2"), QStringLiteral("OSFP1"),
                          PortRole::Compute, QStringLiteral("acc-800g-osfp-2x400g-osfp-splitter"))
                 // A single-port AOC in a twin-port cage is refused too.
                 .connect(QStringLiteral("leaf"), QStringLiteral("P2/1"), QStringLiteral("gpu1"), QStringLiteral("OSFP2"),
                          PortRole::Compute, QStringLiteral("aoc-400g-osfp"))
                 .build();
    const auto found = cageFindings(*d);
    QCOMPARE(found.size(), size_t(2));
    QCOMPARE(found[0].severity, Severity::Error);
    QVERIFY2(found[0].message.contains(QLatin1String("leaf P1")), qPrintable(found[0].message));
    QVERIFY(found[0].message.contains(QLatin1String("MCA7J60")));
    QVERIFY2(found[1].message.contains(QLatin1String("leaf P2")), qPrintable(found[1].message));
}

void TstCageParts::handLinkIntoAHeldCageIsRefused() {
    // Cage P1 holds an MCP7Y10 (QSFP112 legs) on P1/1; P1/2 drawn to an
    // OSFP NIC would need the MCP7Y00, a second plug in the same cage.
    auto d = DesignBuilder()
                 .row(QStringLiteral("A"))
                 .rack(QStringLiteral("A01"), 0, 0, QStringLiteral("rack-48u-800x1200"))
                 .device(QStringLiteral("hgx-b200-8gpu-liquid"), QStringLiteral("A01"), 2, QStringLiteral("gpu1"))
                 .device(QStringLiteral("ib-ndr-64x400g"), QStringLiteral("A01"), 40, QStringLiteral("leaf"))
                 .connect(QStringLiteral("leaf"), QStringLiteral("P1/1"), QStringLiteral("gpu1"), QStringLiteral("STOR1"),
                          PortRole::Storage, QStringLiteral("dac-800g-osfp-2x400g-qsfp112-splitter"))
                 .build();
    const HandConnection::Plan p = HandConnection::plan(*d, {idOf(*d, QStringLiteral("leaf")), QStringLiteral("P1/2")},
                                                        {idOf(*d, QStringLiteral("gpu1")), QStringLiteral("OSFP1")});
    QVERIFY(!p.check.ok);
    QVERIFY2(p.check.reason.contains(QLatin1String("leaf P1")), qPrintable(p.check.reason));
    // The same cage's other port to a QSFP112 NIC takes the second leg of the splitter it holds.
    const HandConnection::Plan q = HandConnection::plan(*d, {idOf(*d, QStringLiteral("leaf")), QStringLiteral("P1/2")},
                                                        {idOf(*d, QStringLiteral("gpu1")), QStringLiteral("STOR2")});
    QVERIFY2(q.check.ok, qPrintable(q.check.reason));
    QCOMPARE(q.cableTypeId, QStringLiteral("dac-800g-osfp-2x400g-qsfp112-splitter"));
}

void TstCageParts::wholePassFindsWhatEachDeviceFinds() {
    // A full validation finds each cage's links by place (RuleContext::cageLinks);
    // one device checked alone finds them through the design's indexes. Every
    // kind of cage problem must read the same both ways.
    DesignBuilder b;
    b.row(QStringLiteral("A")).rack(QStringLiteral("A01"), 0, 0, QStringLiteral("rack-48u-800x1200"));
    b.device(QStringLiteral("hgx-b200-8gpu-liquid"), QStringLiteral("A01"), 2, QStringLiteral("gpu1"));
    b.device(QStringLiteral("hgx-b200-8gpu-liquid"), QStringLiteral("A01"), 14, QStringLiteral("gpu2"));
    b.device(QStringLiteral("ib-ndr-64x400g"), QStringLiteral("A01"), 40, QStringLiteral("leaf1"));
    b.device(QStringLiteral("ib-ndr-64x400g"), QStringLiteral("A01"), 42, QStringLiteral("leaf2"));
    const char* dac = "dac-800g-osfp-2x400g-osfp-splitter";
    const char* twin = "dac-2x400g-osfp-twin";
    struct Link {
        const char *deviceA, *portA, *deviceB, *portB, *cable;
    };
    const Link links[] = {
        // Two media in cage P1; a straight single-port cable in cage P2.
        {"leaf1", "P1/1", "gpu1", "OSFP1", dac},
        {"leaf1", "P1/2", "gpu2", "OSFP1", "acc-800g-osfp-2x400g-osfp-splitter"},
        {"leaf1", "P2/1", "gpu1", "OSFP2", "aoc-400g-osfp"},
        // A twin-port cable joining cage P3 to cage P3 port for port: fine.
        {"leaf1", "P3/1", "leaf2", "P3/1", twin},
        {"leaf1", "P3/2", "leaf2", "P3/2", twin},
        // One whose second link goes to another cage (P5): not one part.
        {"leaf1", "P4/1", "leaf2", "P4/1", twin},
        {"leaf1", "P4/2", "leaf2", "P5/2", twin},
        // Legs of one splitter, ordered at two lengths below.
        {"leaf1", "P6/1", "gpu1", "OSFP3", dac},
        {"leaf1", "P6/2", "gpu2", "OSFP3", dac},
    };
    for (const Link& l : links)
        b.connect(QString::fromLatin1(l.deviceA), QString::fromLatin1(l.portA), QString::fromLatin1(l.deviceB),
                  QString::fromLatin1(l.portB), PortRole::Compute, QString::fromLatin1(l.cable));
    auto d = b.build();
    for (const char* far : {"gpu1", "gpu2"}) {
        const ConnectionId c = *d->connectionAt({idOf(*d, QString::fromLatin1(far)), QStringLiteral("OSFP3")});
        Cable cable = *d->cable(*d->cableOf(c));
        cable.orderedLengthMm = far == std::string_view("gpu1") ? 2000 : 3000;
        d->replace(cable);
    }

    const std::vector<Finding> whole = cageFindings(*d);
    std::vector<Finding> alone;
    const RuleContext scoped(*d);
    const QString key = CagePlugRule().key();
    FindingSink sink(key, alone);
    for (const Device& dev : d->devices()) CagePlugRule().checkDevice(scoped, dev, sink);
    QStringList messages;
    for (const Finding& f : whole) messages << f.message;
    // P1 (two media), P2 (a straight cable), P6 (two lengths), and the
    // twin-port cable that is not one part at both its ends' cages.
    QCOMPARE(messages.size(), 6);
    for (const char* cage : {"leaf1 P1", "leaf1 P2", "leaf1 P4", "leaf1 P6", "leaf2 P4", "leaf2 P5"})
        QVERIFY2(messages.filter(QStringLiteral("Cage %1 ").arg(QLatin1String(cage))).size()
                         + messages.filter(QStringLiteral("Cage %1:").arg(QLatin1String(cage))).size()
                     == 1,
                 qPrintable(QString::fromLatin1(cage) + QStringLiteral(" in ") + messages.join(QLatin1Char('\n'))));
    QCOMPARE(alone.size(), whole.size());
    for (size_t i = 0; i < whole.size(); ++i) {
        QCOMPARE(alone[i].message, whole[i].message);
        QCOMPARE(alone[i].objects, whole[i].objects);
    }
}

void TstCageParts::bomCountsDistinctAssemblies() {
    // The 256-GPU supernode as the wizard makes it: every cable part the
    // BOM orders is one distinct assembly of the schedule, every optic one
    // distinct module id; no cage holds two plugs.
    WizardParams params;
    params.gpus = 256;
    const auto d = SupernodeWizard::createDesign(SupernodeWizard::build(params, Catalog::builtIn()), Catalog::builtIn());
    const auto rows = CableSchedule::build(*d, LabelScheme(LabelScheme::defaultEndTemplate()));
    std::map<QString, std::set<QString>> parts, modules;
    for (const ScheduleRow& r : rows) {
        parts[r.cableType].insert(r.leg > 0 ? r.assembly : r.cableId);
        for (const QString& m : {r.moduleA, r.moduleB})
            if (!m.isEmpty()) modules[QStringLiteral("any")].insert(m);
    }
    std::map<QString, double> bomParts;
    double bomModules = 0;
    for (const BomLine& l : Bom::build(*d)) {
        if (d->catalog().cable(l.item)) bomParts[l.item] += l.quantity;  // data cables, cords and hoses
        if (d->catalog().transceiver(l.item)) bomModules += l.quantity;
    }
    for (const auto& [type, ids] : parts) QCOMPARE(bomParts[type], double(ids.size()));
    QCOMPARE(bomModules, double(modules[QStringLiteral("any")].size()));
    // Compute server–leaf links: 8 leaves × 16 cages = 128 twin-port cages
    // for 256 links; storage: 3 leaves × 16 cages (32 ports each, 2 per
    // cage) for 96 links. Every cage with two links is one part.
    QVERIFY(cageFindings(*d).empty());
}

QTEST_GUILESS_MAIN(TstCageParts)
#include "tst_cage_parts.moc"
