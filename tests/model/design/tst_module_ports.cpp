#include "exporters/bom/bom.h"
#include "exporters/labels/label_scheme.h"
#include "exporters/labels/label_selection.h"
#include "exporters/labels/label_sheet.h"
#include "exporters/netbox/netbox_csv_writer.h"
#include "exporters/netbox/netbox_handoff.h"
#include "model/analysis/design_summary.h"
#include "model/analysis/power_feeds.h"
#include "model/commands/remove_objects_command.h"
#include "model/design/module_ports.h"
#include "model/store/design_file.h"
#include "tests/support/design_builder.h"
#include "tests/support/module_bay_fixture.h"
#include "tests/support/rule_findings.h"

#include <QDir>
#include <QTemporaryDir>
#include <QtTest>

using namespace sn;

/// A filled PSU bay gives its device the PSU's power
/// inlet, named as NetBox names module components ("{module}" → the bay's
/// position), which a PDU outlet is cabled to, the power rules see, the
/// labels and the BOM count, the NetBox hand-off writes (with the modules
/// themselves), and which goes with its cable, in one undo step, when the
/// PSU is taken out.
///
/// Fixture (test::ModuleBayFixture, devicetype-library 56ea927): Supermicro
/// SYS-421GE-TNRT, bays "PSU 1".."PSU 4" at positions "PSU1".."PSU4", no
/// power port and no draw of its own; PWS-2K70A-1R: one power port
/// "PSU{module}", iec-60320-c20, maximum_draw 2700. Two PDUs
/// (pdu-3ph-415v-32a, C19 outlets) in the rack's side channels, A and B.
class TstModulePorts : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void inletsNamedAsNetboxDoes();
    void cabledAndFedAB();
    void singleFeedAndOpenInlet();
    void takingThePsuOutTakesItsCable();
    void savedInBothFormats();
    void labelsAndBom();
    void netboxHandoffReadBack();
    void clashingNameRefused();
    void bayWithoutPositionUsesItsName();
    void nicInterfacesJoinTheDevice();
    void dcPsuModulesAreADcFeed();

private:
    /// gpu01 with PSUs in "PSU 1" and "PSU 2"; with `cabled`, PSUPSU1 on
    /// PDU-A1 C19-1 and PSUPSU2 on PDU-B1 C19-1 (power-c19-c20 cords).
    std::unique_ptr<Design> fedServer(bool cabled = true) const;
    test::ModuleBayFixture m_f;
};

void TstModulePorts::initTestCase() {
    SN_SKIP_WITHOUT_SHARED("data/netbox-devicetype-library");
    QVERIFY(m_f.ok);
}

std::unique_ptr<Design> TstModulePorts::fedServer(bool cabled) const {
    test::DesignBuilder b;
    b.design().setCatalog(m_f.catalog);
    b.row(QStringLiteral("R1")).rack(QStringLiteral("R1-01"), 1000, 1000);
    b.device(m_f.typeId, QStringLiteral("R1-01"), 10, QStringLiteral("gpu01"));
    b.sideDevice(QStringLiteral("pdu-3ph-415v-32a"), QStringLiteral("R1-01"), SideChannel::Left, 0, QStringLiteral("PDU-A1"));
    b.sideDevice(QStringLiteral("pdu-3ph-415v-32a"), QStringLiteral("R1-01"), SideChannel::Right, 0, QStringLiteral("PDU-B1"));
    Design& d = b.design();
    for (const QString& bay : {QStringLiteral("PSU 1"), QStringLiteral("PSU 2")}) {
        EditResult e = DesignEdits::fillModuleBay(d, test::ModuleBayFixture::serverId(), bay, m_f.psuId);
        if (!e) throw std::runtime_error(e.error.toStdString());
        d.undoStack().push(e.command.release());
    }
    if (cabled) {
        b.connect(QStringLiteral("PDU-A1"), QStringLiteral("C19-1"), QStringLiteral("gpu01"), QStringLiteral("PSUPSU1"),
                  PortRole::Power, QStringLiteral("power-c19-c20"));
        b.connect(QStringLiteral("PDU-B1"), QStringLiteral("C19-1"), QStringLiteral("gpu01"), QStringLiteral("PSUPSU2"),
                  PortRole::Power, QStringLiteral("power-c19-c20"));
    }
    return b.build();
}

void TstModulePorts::inletsNamedAsNetboxDoes() {
    QCOMPARE(ModulePorts::resolvedName(QStringLiteral("PSU{module}"), QStringLiteral("PSU1")), QStringLiteral("PSUPSU1"));
    QCOMPARE(ModulePorts::resolvedName(QStringLiteral("0/PT{module}-PM{module}"), QStringLiteral("2")),
             QStringLiteral("0/PT2-PM2"));  // NetBox replaces every token
    auto design = fedServer(false);
    const Device& gpu = *design->device(test::ModuleBayFixture::serverId());
    // The type's own ports (console "Serial", BMC and LAN interfaces, no
    // power port) and after them the two PSUs' inlets.
    const int own = int(design->typeOf(gpu)->ports().size());
    for (const PortSpec& p : design->typeOf(gpu)->ports()) QVERIFY(p.role != PortRole::Power);
    const std::vector<const PortSpec*> all = design->portsOf(gpu);
    QCOMPARE(int(all.size()), own + 2);
    const std::vector<const PortSpec*> ports(all.begin() + own, all.end());
    QCOMPARE(int(design->modulePortsOf(gpu.id).size()), 2);
    QCOMPARE(ports[0]->name, QStringLiteral("PSUPSU1"));
    QCOMPARE(ports[1]->name, QStringLiteral("PSUPSU2"));
    for (const PortSpec* p : ports) {
        QCOMPARE(p->role, PortRole::Power);
        QCOMPARE(p->formFactor, FormFactor::C20);
        QVERIFY(p->required);
        QVERIFY(p->netbox && p->netbox->component == QLatin1String("power-port"));
        QCOMPARE(p->netbox->type, QStringLiteral("iec-60320-c20"));
    }
    QVERIFY(ports[0]->cage != ports[1]->cage);
    QCOMPARE(design->portSpec({gpu.id, QStringLiteral("PSUPSU2")}), ports[1]);
    QVERIFY(!design->portSpec({gpu.id, QStringLiteral("PSUPSU3")}));
    // The design summary counts them: the PDUs' ports (1 inlet + 42 outlets each) + 2.
    const int pduPorts = int(design->catalog().device(QStringLiteral("pdu-3ph-415v-32a"))->ports().size());
    QCOMPARE(DesignSummary::of(*design).ports, 2 * pduPorts + own + 2);
}

void TstModulePorts::cabledAndFedAB() {
    auto design = fedServer();
    const Device& gpu = *design->device(test::ModuleBayFixture::serverId());
    const std::vector<PowerFeed> feeds = PowerFeeds::feedsOf(*design, gpu);
    QCOMPARE(int(feeds.size()), 2);
    QCOMPARE(feeds[0].inlet, QStringLiteral("PSUPSU1"));
    QCOMPARE(feeds[0].source, test::DesignBuilder::deviceId(QStringLiteral("PDU-A1")));
    QCOMPARE(feeds[1].inlet, QStringLiteral("PSUPSU2"));
    QCOMPARE(feeds[1].source, test::DesignBuilder::deviceId(QStringLiteral("PDU-B1")));
    // Draw: the type states none; 2 × 2 700 W in 1+1 deliver (2 − 1) × 2 700
    // = 2 700 W (DevicePsus), split evenly over the two live inlets: 1 350 W
    // per feed, on L1 (C19-1 is an L1 outlet).
    const Device& a = *design->device(test::DesignBuilder::deviceId(QStringLiteral("PDU-A1")));
    const Device& b = *design->device(test::DesignBuilder::deviceId(QStringLiteral("PDU-B1")));
    QCOMPARE(PowerFeeds::loadOf(*design, a).maxW, 1350.0);
    QCOMPARE(PowerFeeds::loadOf(*design, b).maxW, 1350.0);
    QCOMPARE(PowerFeeds::loadOf(*design, a).phaseMaxW[0], 1350.0);
    // B lost: the whole 2 700 W moves onto A.
    QCOMPARE(PowerFeeds::loadOf(*design, a, b.id).maxW, 2700.0);
    // Fed A and B, every inlet cabled: no single-feed or open-port finding on it.
    const auto findings = test::findingsOf(*design);
    QVERIFY(test::withPrefix(findings, QStringLiteral("power.single-feed")).empty());
    for (const Finding& f : test::withPrefix(findings, QStringLiteral("cabling.required-port")))
        QVERIFY2(!f.message.contains(QStringLiteral("gpu01")), qPrintable(f.message));
    // The cable is refused onto a port the device does not have.
    QVERIFY(!design->checkConnection({a.id, QStringLiteral("C19-2")}, {gpu.id, QStringLiteral("PSUPSU3")}).ok);
}

void TstModulePorts::singleFeedAndOpenInlet() {
    auto design = fedServer(false);
    const DeviceId gpu = test::ModuleBayFixture::serverId();
    const DeviceId a = test::DesignBuilder::deviceId(QStringLiteral("PDU-A1"));
    // One inlet cabled: the other is an open required port.
    EditResult e = DesignEdits::connect(*design, {a, QStringLiteral("C19-1")}, {gpu, QStringLiteral("PSUPSU1")},
                                        PortRole::Power, QStringLiteral("power-c19-c20"));
    QVERIFY2(e, qPrintable(e.error));
    design->undoStack().push(e.command.release());
    auto findings = test::findingsOf(*design);
    bool open = false;
    for (const Finding& f : test::withPrefix(findings, QStringLiteral("cabling.required-port")))
        open = open || (f.message.contains(QStringLiteral("gpu01")) && f.message.contains(QStringLiteral("PSUPSU2")));
    QVERIFY(open);
    // Both inlets on PDU A: losing A takes it down.
    e = DesignEdits::connect(*design, {a, QStringLiteral("C19-2")}, {gpu, QStringLiteral("PSUPSU2")}, PortRole::Power,
                             QStringLiteral("power-c19-c20"));
    QVERIFY2(e, qPrintable(e.error));
    design->undoStack().push(e.command.release());
    findings = test::findingsOf(*design);
    const Finding* single = test::only(findings, QStringLiteral("power.single-feed"));
    QVERIFY(single);
    QVERIFY2(single->message.contains(QStringLiteral("All 2 power inlets of gpu01")), qPrintable(single->message));
}

void TstModulePorts::takingThePsuOutTakesItsCable() {
    auto design = fedServer();
    const DeviceId gpu = test::ModuleBayFixture::serverId();
    QCOMPARE(int(design->connections().size()), 2);
    QCOMPARE(int(design->cables().size()), 2);
    const int steps = design->undoStack().count();
    EditResult e = DesignEdits::fillModuleBay(*design, gpu, QStringLiteral("PSU 1"), QString());
    QVERIFY2(e, qPrintable(e.error));
    QVERIFY2(e.command->text().contains(QStringLiteral("remove the 1 cable")), qPrintable(e.command->text()));
    design->undoStack().push(e.command.release());
    QCOMPARE(design->undoStack().count(), steps + 1);  // one step
    QCOMPARE(int(design->device(gpu)->modules.size()), 1);
    QCOMPARE(int(design->modulePortsOf(gpu).size()), 1);
    QCOMPARE(int(design->connections().size()), 1);  // PSUPSU2's stays
    QCOMPARE(int(design->cables().size()), 1);
    QVERIFY(design->connectionAt({gpu, QStringLiteral("PSUPSU2")}));
    QCOMPARE(int(design->connectionsOf(gpu).size()), 1);
    design->undoStack().undo();
    QCOMPARE(int(design->device(gpu)->modules.size()), 2);
    QCOMPARE(int(design->connections().size()), 2);
    QCOMPARE(int(design->cables().size()), 2);
    QVERIFY(design->connectionAt({gpu, QStringLiteral("PSUPSU1")}));
    design->undoStack().redo();
    QCOMPARE(int(design->connections().size()), 1);
    // The same PSU again in the same bay keeps the inlet's cable: nothing to remove.
    design->undoStack().undo();
    e = DesignEdits::fillModuleBay(*design, gpu, QStringLiteral("PSU 3"), m_f.psuId);
    QVERIFY2(e, qPrintable(e.error));
    QVERIFY(!e.command->text().contains(QStringLiteral("cable")));
    // The device itself removed takes the cables on its module ports with it.
    RemoveObjectsCommand remove(*design, ObjectSelection{{}, {}, {gpu}, {}, {}, {}, {}});
    QCOMPARE(remove.whyNot(), nullptr);
    remove.redo();
    QVERIFY(design->connections().isEmpty());
    remove.undo();
    QCOMPARE(int(design->connections().size()), 2);
}

void TstModulePorts::savedInBothFormats() {
    auto design = fedServer();
    const DeviceId gpu = test::ModuleBayFixture::serverId();
    QTemporaryDir dir;
    for (const QString& name : {QStringLiteral("d.json"), QStringLiteral("d.supernode")}) {
        const QString path = dir.filePath(name);
        DesignFile::save(*design, path);
        const auto back = DesignFile::open(path);
        QCOMPARE(int(back->connections().size()), 2);
        QVERIFY(back->connectionAt({gpu, QStringLiteral("PSUPSU1")}));
        QVERIFY(back->connectionAt({gpu, QStringLiteral("PSUPSU2")}));
        QCOMPARE(PowerFeeds::feedsOf(*back, *back->device(gpu)).size(), size_t(2));
    }
    // A cable on a bay left empty in the file is refused, with the port named.
    QFile file(dir.filePath(QStringLiteral("d.json")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QString text = QString::fromUtf8(file.readAll());
    file.close();
    static const QRegularExpression fill(QStringLiteral("\"bay\":\\s*\"PSU 1\""));
    QVERIFY(text.contains(fill));
    text.replace(fill, QStringLiteral("\"bay\": \"PSU 3\""));  // PSUPSU1 becomes PSUPSU3
    QFile bad(dir.filePath(QStringLiteral("bad.json")));
    QVERIFY(bad.open(QIODevice::WriteOnly));
    bad.write(text.toUtf8());
    bad.close();
    try {
        DesignFile::open(bad.fileName());
        QFAIL("a cable on an empty bay's inlet was accepted");
    } catch (const UserError& e) {
        QVERIFY2(e.message().contains(QStringLiteral("no port \"PSUPSU1\"")), qPrintable(e.message()));
    }
}

void TstModulePorts::labelsAndBom() {
    auto design = fedServer();
    const std::vector<LabelItem> items = LabelSheet::collect(*design, LabelScheme(), LabelSelection());
    QCOMPARE(int(items.size()), 4);  // two labels per cable, two cables
    int atInlet = 0;
    for (const LabelItem& i : items)
        for (const QString& end : {i.nearEnd, i.farEnd})
            if (end.endsWith(QStringLiteral(":PSUPSU1")) || end.endsWith(QStringLiteral(":PSUPSU2"))) ++atInlet;
    QCOMPARE(atInlet, 4);  // each label names the inlet once (near or far)
    double psus = 0, cords = 0;
    for (const BomLine& l : Bom::build(*design)) {
        if (l.item == m_f.psuId) {
            QCOMPARE(l.section, QStringLiteral("power"));
            psus += l.quantity;
        }
        if (l.item == QLatin1String("power-c19-c20")) cords += l.quantity;
    }
    QCOMPARE(psus, 2.0);
    QCOMPARE(cords, 2.0);
}

namespace {
/// A CSV file as rows of cells (the hand-off quotes no cell of this design).
std::vector<QStringList> readCsv(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) return {};
    std::vector<QStringList> rows;
    for (const QByteArray& line : f.readAll().split('\n'))
        if (!line.isEmpty()) rows.push_back(QString::fromUtf8(line).split(QLatin1Char(',')));
    return rows;
}
}  // namespace

void TstModulePorts::netboxHandoffReadBack() {
    auto design = fedServer();
    QTemporaryDir dir;
    const QStringList written = NetboxCsvWriter::writeAll(*design, dir.path());
    QCOMPARE(written.size(), 12);  // the 10 tables and the two of the modules
    // In import order: module types after device types, modules after devices.
    QStringList names;
    for (const QString& p : written) names << QFileInfo(p).fileName();
    QStringList sorted = names;
    sorted.sort();
    QCOMPARE(names, sorted);
    QVERIFY(names.indexOf(QStringLiteral("05a-module-types.csv")) > names.indexOf(QStringLiteral("05-device-types.csv")));
    QVERIFY(names.indexOf(QStringLiteral("07a-modules.csv")) < names.indexOf(QStringLiteral("10-cables.csv")));

    // NetBox ModuleTypeImportForm / ModuleImportForm field names.
    const auto types = readCsv(dir.filePath(QStringLiteral("05a-module-types.csv")));
    QCOMPARE(types.size(), size_t(2));
    QCOMPARE(types[0], (QStringList{"manufacturer", "model", "part_number", "weight", "weight_unit"}));
    QCOMPARE(types[1].mid(0, 3), (QStringList{"Supermicro", "PWS-2K70A-1R", "PWS-2K70A-1R"}));
    const auto modules = readCsv(dir.filePath(QStringLiteral("07a-modules.csv")));
    QCOMPARE(modules.size(), size_t(3));
    QCOMPARE(modules[0], (QStringList{"device", "module_bay", "module_type", "status"}));
    QCOMPARE(modules[1], (QStringList{"gpu01", "PSU 1", "PWS-2K70A-1R", "planned"}));
    QCOMPARE(modules[2], (QStringList{"gpu01", "PSU 2", "PWS-2K70A-1R", "planned"}));
    // The module's maker is among the manufacturers NetBox needs first.
    bool maker = false;
    for (const QStringList& r : readCsv(dir.filePath(QStringLiteral("03-manufacturers.csv"))))
        maker = maker || r.value(0) == QLatin1String("Supermicro");
    QVERIFY(maker);
    // The cables end at the power port NetBox creates from the module's
    // template: "PSU{module}" in bay PSU 1 (position PSU1) → PSUPSU1.
    const auto cables = readCsv(dir.filePath(QStringLiteral("10-cables.csv")));
    QCOMPARE(cables.size(), size_t(3));
    const QStringList& h = cables[0];
    QStringList inlets;
    for (size_t i = 1; i < cables.size(); ++i) {
        const QStringList& r = cables[i];
        QCOMPARE(r[h.indexOf(QStringLiteral("side_b_device"))], QStringLiteral("gpu01"));
        QCOMPARE(r[h.indexOf(QStringLiteral("side_b_type"))], QStringLiteral("dcim.powerport"));
        QCOMPARE(r[h.indexOf(QStringLiteral("type"))], QStringLiteral("power"));
        inlets << r[h.indexOf(QStringLiteral("side_b_name"))];
    }
    QCOMPARE(inlets, (QStringList{"PSUPSU1", "PSUPSU2"}));
    // Without fills, the hand-off is the 10 tables as before.
    auto bare = m_f.server();
    QCOMPARE(int(NetboxHandoff::tables(*bare).size()), 10);
}

void TstModulePorts::clashingNameRefused() {
    // A type whose own power port is called what the PSU's inlet would be.
    Catalog c = m_f.catalog;
    DeviceType t = *c.device(m_f.typeId);
    PortGroup own;
    own.nameTemplate = QStringLiteral("PSUPSU1");
    own.formFactor = FormFactor::C14;
    own.role = PortRole::Power;
    t.portGroups.push_back(own);
    t.expandPorts();
    c.put(t);
    auto design = m_f.server(&c);
    EditResult e = DesignEdits::fillModuleBay(*design, test::ModuleBayFixture::serverId(), QStringLiteral("PSU 1"), m_f.psuId);
    QVERIFY(!e);
    QVERIFY2(e.error.contains(QStringLiteral("\"PSUPSU1\"")), qPrintable(e.error));
    // Bay PSU 2 gives PSUPSU2: no clash.
    e = DesignEdits::fillModuleBay(*design, test::ModuleBayFixture::serverId(), QStringLiteral("PSU 2"), m_f.psuId);
    QVERIFY2(e, qPrintable(e.error));
}

void TstModulePorts::bayWithoutPositionUsesItsName() {
    // A catalog written before bay positions were kept: every position empty.
    // NetBox would call both inlets "PSU"; the bay's name stands in, so both
    // PSUs fit and the file opens ("PSU{module}" in "PSU 2" → "PSUPSU 2").
    Catalog c = m_f.catalog;
    DeviceType t = *c.device(m_f.typeId);
    for (ModuleBay& b : t.moduleBays) b.position.clear();
    c.put(t);
    auto design = m_f.server(&c);
    for (const QString& bay : {QStringLiteral("PSU 1"), QStringLiteral("PSU 2")}) {
        EditResult e = DesignEdits::fillModuleBay(*design, test::ModuleBayFixture::serverId(), bay, m_f.psuId);
        QVERIFY2(e, qPrintable(e.error));
        design->undoStack().push(e.command.release());
    }
    const std::vector<PortSpec>& ports = design->modulePortsOf(test::ModuleBayFixture::serverId());
    QCOMPARE(int(ports.size()), 2);
    QCOMPARE(ports[0].name, QStringLiteral("PSUPSU 1"));
    QCOMPARE(ports[1].name, QStringLiteral("PSUPSU 2"));
}

void TstModulePorts::nicInterfacesJoinTheDevice() {
    // AOC-MCX4121A-ACAT in bay "AIOM" (position "AIOM1"): interfaces
    // "Ethernet/{module}/1" and "/2", 25gbase-x-sfp28 → "Ethernet/AIOM1/1", "/2".
    auto design = fedServer(true);  // PSUPSU1 and PSUPSU2 fed
    const DeviceId gpu = test::ModuleBayFixture::serverId();
    EditResult e = DesignEdits::fillModuleBay(*design, gpu, QStringLiteral("AIOM"), m_f.nicId);
    QVERIFY2(e, qPrintable(e.error));
    design->undoStack().push(e.command.release());
    const std::vector<PortSpec>& ports = design->modulePortsOf(gpu);
    // In bay order: the bays "PSU 1", "PSU 2" come before "AIOM" in the type.
    QCOMPARE(int(ports.size()), 4);
    QCOMPARE(ports[2].name, QStringLiteral("Ethernet/AIOM1/1"));
    QCOMPARE(ports[3].name, QStringLiteral("Ethernet/AIOM1/2"));
    for (const PortSpec& p : {ports[2], ports[3]}) {
        QVERIFY(p.role != PortRole::Power);
        QCOMPARE(p.formFactor, FormFactor::Sfp28);
        QCOMPARE(p.speedGbps, 25.0);
        QVERIFY(!p.required);  // cabled when the design needs it, as a type's own NIC
        QCOMPARE(p.face, Face::Rear);
        QVERIFY(p.netbox && p.netbox->component == QLatin1String("interface"));
    }
    // Cages of their own, after the type's and the PSUs' inlets.
    QCOMPARE(ports[2].cage, ports[1].cage + 1);
    QCOMPARE(ports[3].cage, ports[2].cage + 1);
    QCOMPARE(design->portSpec({gpu, QStringLiteral("Ethernet/AIOM1/2")}), &ports[3]);
    // The PSU inlets are fed; the NIC's ports left open raise nothing.
    for (const Finding& f : test::withPrefix(test::findingsOf(*design), QStringLiteral("cabling.required-port")))
        QVERIFY2(!f.message.contains(QStringLiteral("Ethernet/AIOM1")), qPrintable(f.message));
    // Emptying the bay takes its ports away; undo brings them back.
    e = DesignEdits::fillModuleBay(*design, gpu, QStringLiteral("AIOM"), QString());
    QVERIFY2(e, qPrintable(e.error));
    design->undoStack().push(e.command.release());
    QCOMPARE(int(design->modulePortsOf(gpu).size()), 2);
    QVERIFY(!design->portSpec({gpu, QStringLiteral("Ethernet/AIOM1/1")}));
    design->undoStack().undo();
    QCOMPARE(int(design->modulePortsOf(gpu).size()), 4);
}

QTEST_GUILESS_MAIN(TstModulePorts)

/// A DC PSU module in a bay makes its device a DC consumer, though the type
/// itself has no power port: power.dc-feed says so (the design's sources
/// are AC PDUs, so the supply is not checked), as for a type with its own DC
/// inlets. Extreme Networks XN-DCPWR-800W-R (devicetype-library 56ea927):
/// one power port "Ps#{module}", dc-terminal, maximum_draw 800, no voltage
/// in its texts -> DC of unknown voltage.
void TstModulePorts::dcPsuModulesAreADcFeed() {
    const NetboxImport in = NetboxImporter::importPaths(
        {test::ModuleBayFixture::library() + QStringLiteral("/module-types/Extreme Networks/XN-DCPWR-800W-R.yaml")});
    QVERIFY(in.problems.empty());
    QCOMPARE(int(in.modules.size()), 1);
    const ModuleType& dc = *in.modules.front().module;
    QCOMPARE(dc.kind, ModuleKind::Psu);
    Catalog catalog = m_f.catalog;
    catalog.put(dc);
    auto design = m_f.server(&catalog);
    // AC PSUs (PWS-2K70A-1R, iec-60320-c20) in both bays: no DC finding.
    for (const QString& bay : {QStringLiteral("PSU 1"), QStringLiteral("PSU 2")}) {
        EditResult e = DesignEdits::fillModuleBay(*design, test::ModuleBayFixture::serverId(), bay, m_f.psuId);
        QVERIFY2(e, qPrintable(e.error));
        design->undoStack().push(e.command.release());
    }
    QVERIFY(test::withPrefix(test::findingsOf(*design), QStringLiteral("power.dc-feed")).empty());
    // The DC PSU in both bays instead: two DC inlets on the one server.
    design->undoStack().undo();
    design->undoStack().undo();
    for (const QString& bay : {QStringLiteral("PSU 1"), QStringLiteral("PSU 2")}) {
        EditResult e = DesignEdits::fillModuleBay(*design, test::ModuleBayFixture::serverId(), bay, dc.id);
        QVERIFY2(e, qPrintable(e.error));
        design->undoStack().push(e.command.release());
    }
    const std::vector<PortSpec>& added = design->modulePortsOf(test::ModuleBayFixture::serverId());
    QCOMPARE(int(added.size()), 2);
    QCOMPARE(added[0].dcFeed, DcFeed::Unknown);
    const auto findings = test::findingsOf(*design);
    const Finding* f = test::only(findings, QStringLiteral("power.dc-feed"));
    QVERIFY(f);
    QCOMPARE(f->severity, Severity::Warning);
    QVERIFY2(f->message.contains(QStringLiteral("takes DC of unknown voltage on 2 inlet(s)")), qPrintable(f->message));
    QVERIFY2(f->message.contains(QStringLiteral("its 1 device(s) is not checked")), qPrintable(f->message));
    // Taking one DC PSU out leaves one DC inlet.
    design->undoStack().undo();
    const auto after = test::findingsOf(*design);  // kept: `only` points into it
    const Finding* g = test::only(after, QStringLiteral("power.dc-feed"));
    QVERIFY(g);
    QVERIFY2(g->message.contains(QStringLiteral("on 1 inlet(s)")), qPrintable(g->message));
}

#include "tst_module_ports.moc"
