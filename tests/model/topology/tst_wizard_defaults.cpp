// The wizard's defaults are named catalog ids (WizardDefaults), not
// "the first of its kind" in catalog order: the same parameters on the
// built-in catalog and on the same entries in reverse order give the same
// design, object for object.
#include "model/core/sn_error.h"
#include "model/topology/supernode_wizard.h"
#include "model/topology/wizard_defaults.h"

#include <QtTest>

#include <algorithm>

using namespace sn;

Q_DECLARE_METATYPE(sn::WizardParams)

namespace {

/// Every entry of `c`, each kind in reverse order.
Catalog reversed(const Catalog& c) {
    Catalog out;  // empty: only what is put
    auto putAll = [&](const auto& list) {
        for (auto it = list.rbegin(); it != list.rend(); ++it) out.put(*it);
    };
    putAll(c.devices());
    putAll(c.cables());
    putAll(c.transceivers());
    putAll(c.coolants());
    putAll(c.rackTypes());
    putAll(c.trayTypes());
    putAll(c.modules());
    return out;
}

}  // namespace

class TstWizardDefaults : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void reversedCatalogGivesTheSameDesign_data() {
        QTest::addColumn<WizardParams>("params");
        WizardParams rail;
        rail.gpus = 512;
        QTest::newRow("rail, liquid B200 (default server, rack, coolant, switch)") << rail;
        WizardParams air = rail;
        air.cooling = CoolingKind::Air;
        QTest::newRow("air-cooled B200") << air;
        WizardParams fat = rail;
        fat.fabric = FabricKind::FatTree;
        fat.oversubscription = 2;
        QTest::newRow("fat tree 2:1") << fat;
        WizardParams pcie;
        pcie.gpus = 64;
        pcie.fabric = FabricKind::Pcie;
        QTest::newRow("PCIe pod (splitter cables to the OSFP leaves)") << pcie;
        WizardParams nvl;
        nvl.gpus = 144;
        nvl.serverTypeId = QStringLiteral("nvl72-compute-tray");
        QTest::newRow("NVL72 racks (switch tray and power shelf)") << nvl;
        // Two UFM appliances take 4 leaf ports: 31 servers per SU leave one
        // free on each rail leaf (248 GPUs per SU, 2 SUs).
        WizardParams ufm = rail;
        ufm.gpus = 496;
        ufm.supernodeGpus = 248;
        ufm.fabricManagers = 2;
        QTest::newRow("with fabric managers") << ufm;
    }
    void reversedCatalogGivesTheSameDesign() {
        QFETCH(WizardParams, params);
        const Catalog& builtIn = Catalog::builtIn();
        const Catalog back = reversed(builtIn);
        QVERIFY(back.devices().front().id != builtIn.devices().front().id);  // the order really differs
        const WizardResult a = SupernodeWizard::build(params, builtIn);
        const WizardResult b = SupernodeWizard::build(params, back);
        QVERIFY(a.room == b.room);
        QCOMPARE(a.fragment.racks.size(), b.fragment.racks.size());
        QVERIFY(a.fragment.racks == b.fragment.racks);
        QCOMPARE(a.fragment.devices.size(), b.fragment.devices.size());
        for (size_t i = 0; i < a.fragment.devices.size(); ++i)
            QVERIFY2(a.fragment.devices[i] == b.fragment.devices[i], qPrintable(a.fragment.devices[i].name));
        QVERIFY(a.fragment.trays == b.fragment.trays);
        QVERIFY(a.fragment.loops == b.fragment.loops);
        QVERIFY(a.fragment.connections == b.fragment.connections);
        QCOMPARE(a.fragment.cables.size(), b.fragment.cables.size());
        for (size_t i = 0; i < a.fragment.cables.size(); ++i)
            QVERIFY2(a.fragment.cables[i] == b.fragment.cables[i],
                     qPrintable(a.fragment.cables[i].label + QLatin1Char(' ') + a.fragment.cables[i].typeId +
                                QStringLiteral(" / ") + b.fragment.cables[i].typeId));
    }

    /// Each named default is in the built-in catalog (a missing one would be
    /// refused by name, never replaced by another of its kind).
    void everyDefaultIsInTheBuiltInCatalog() {
        const WizardDefaults& d = WizardDefaults::standard();
        const Catalog& c = Catalog::builtIn();
        for (const QString& id : {d.liquidServer, d.airServer, d.pcieServer, d.mgmtSwitch, d.manifold, d.cdu,
                                  d.fabricManager, d.nvlinkSwitchTray, d.powerShelf})
            QVERIFY2(c.device(id), qPrintable(id));
        for (const QString& id : d.switches) QVERIFY2(c.device(id), qPrintable(id));
        QVERIFY(c.rackType(d.rackType));
        QVERIFY(c.coolant(d.coolant));
    }

    /// Without the named NVLink switch tray the rack-scale wizard refuses,
    /// even though another entry of that category could stand in.
    void missingNamedDefaultIsRefusedNotReplaced() {
        Catalog c;
        for (const DeviceType& t : Catalog::builtIn().devices()) {
            if (t.id == WizardDefaults::standard().nvlinkSwitchTray) {
                DeviceType renamed = t;
                renamed.id = QStringLiteral("some-other-switch-tray");
                c.put(renamed);
                continue;
            }
            c.put(t);
        }
        for (const CableType& t : Catalog::builtIn().cables()) c.put(t);
        for (const TransceiverType& t : Catalog::builtIn().transceivers()) c.put(t);
        for (const CoolantType& t : Catalog::builtIn().coolants()) c.put(t);
        for (const RackType& t : Catalog::builtIn().rackTypes()) c.put(t);
        for (const TrayType& t : Catalog::builtIn().trayTypes()) c.put(t);
        for (const ModuleType& t : Catalog::builtIn().modules()) c.put(t);
        WizardParams p;
        p.gpus = 72;
        p.serverTypeId = QStringLiteral("nvl72-compute-tray");
        QVERIFY_THROWS_EXCEPTION(UserError, SupernodeWizard::build(p, c));
    }
};

QTEST_GUILESS_MAIN(TstWizardDefaults)
#include "tst_wizard_defaults.moc"
