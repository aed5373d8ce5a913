// A built-in server whose power supplies are hot-plug modules: its two PSU
// bays are filled from the built-in catalog's PSU modules (no NetBox import
// needed), and what it can survive follows the PSUs chosen, by hand arithmetic:
// 1+1 × 800 W cannot carry its 1 100 W, 1+1 × 1 100 W can, even on one feed.
#include "model/analysis/device_heat.h"
#include "model/analysis/device_psus.h"
#include "model/catalog/catalog.h"
#include "model/design/module_fills.h"
#include "tests/support/design_builder.h"
#include "tests/support/rule_findings.h"

#include <QtTest>

using namespace sn;

namespace {

const QString kServer = QStringLiteral("cpu-node-1u-psu-bays");
const DeviceId kNode = test::DesignBuilder::deviceId(QStringLiteral("head01"));

std::unique_ptr<Design> oneNode() {
    test::DesignBuilder b;
    b.room(6000, 4000).row(QStringLiteral("A")).rack(QStringLiteral("A01"), 1000, 1000);
    b.device(kServer, QStringLiteral("A01"), 20, QStringLiteral("head01"));
    return b.build();
}

void fill(Design& design, const QString& moduleId, const QStringList& bays) {
    for (const QString& bay : bays) {
        EditResult e = DesignEdits::fillModuleBay(design, kNode, bay, moduleId);
        QVERIFY2(e, qPrintable(e.error));
        design.undoStack().push(e.command.release());
    }
}

DevicePsus psusOf(const Design& design) {
    const Device& d = *design.device(kNode);
    return DevicePsus::of(design.catalog(), *design.typeOf(d), d);
}

}  // namespace

class TstBuiltinPsuBays : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void theCatalogOffersItsPsus() {
        const Catalog& c = Catalog::builtIn();
        const DeviceType* t = c.device(kServer);
        QVERIFY(t);
        QCOMPARE(int(t->moduleBays.size()), 2);
        QStringList offered;
        for (const ModuleType* m : ModuleFills::fitting(c, *t->moduleBay(QStringLiteral("PSU 1")))) {
            QCOMPARE(m->kind, ModuleKind::Psu);
            offered << m->id;
        }
        for (const char* id : {"psu-module-800w", "psu-module-1100w", "psu-module-1600w"})
            QVERIFY2(offered.contains(QLatin1String(id)), qPrintable(offered.join(u' ')));
        QCOMPARE(c.module(QStringLiteral("psu-module-1100w"))->maxPowerW, 1100.0);
    }

    /// Empty bays: no inlet at all, so it cannot run (error naming the bays).
    void emptyBaysAreAnError() {
        auto design = oneNode();
        QVERIFY(design->portsOf(*design->device(kNode)).size() == 3);  // 2 × INB, BMC: no power inlet
        const auto findings = test::findingsOf(*design);
        const Finding* f = test::only(findings, QStringLiteral("power.psu-capacity"));
        QVERIFY(f);
        QCOMPARE(f->severity, Severity::Error);
        QVERIFY2(f->message.contains(QStringLiteral("no PSU in its 2 PSU bay(s)")), qPrintable(f->message));
    }

    /// 2 × 800 W in 1+1 deliver (2 − 1) × 800 = 800 W, 300 W short of its
    /// 1 100 W: an error, and on one feed (one PSU live) it shuts down.
    void smallPsusCannotCarryIt() {
        auto design = oneNode();
        fill(*design, QStringLiteral("psu-module-800w"), {QStringLiteral("PSU 1"), QStringLiteral("PSU 2")});
        const DevicePsus p = psusOf(*design);
        QCOMPARE(p.origin, DevicePsus::Origin::Modules);
        QCOMPARE(p.count, 2);
        QCOMPARE(p.redundant, 1);
        QCOMPARE(p.capacityW(), 800.0);
        QCOMPARE(p.supply(p.livePsus(1, 2), 1100).state, DevicePsus::Supply::State::Down);
        const auto findings = test::findingsOf(*design);
        const Finding* f = test::only(findings, QStringLiteral("power.psu-capacity"));
        QVERIFY(f);
        QCOMPARE(f->severity, Severity::Error);
        QCOMPARE(f->measured, 1100.0);
        QCOMPARE(*f->limit, 800.0);
    }

    /// 2 × 1 100 W: 1 100 W in 1+1 carries the 1 100 W on either PSU alone;
    /// its inlets are the PSUs' (PSU1, PSU2), its draw stays the type's.
    void matchingPsusCarryItOnOneFeed() {
        auto design = oneNode();
        fill(*design, QStringLiteral("psu-module-1100w"), {QStringLiteral("PSU 1"), QStringLiteral("PSU 2")});
        const DevicePsus p = psusOf(*design);
        QCOMPARE(p.capacityW(), 1100.0);
        QCOMPARE(p.supply(p.livePsus(1, 2), 1100).state, DevicePsus::Supply::State::Full);
        QVERIFY(test::withKey(test::findingsOf(*design), QStringLiteral("power.psu-capacity")).empty());
        QStringList inlets;
        for (const PortSpec* port : design->portsOf(*design->device(kNode)))
            if (port->role == PortRole::Power) inlets << port->name;
        QCOMPARE(inlets, (QStringList{QStringLiteral("PSU1"), QStringLiteral("PSU2")}));
        const Device& d = *design->device(kNode);
        QCOMPARE(DeviceHeat::of(*design->typeOf(d), p).maxW, 1100.0);
        // Undo empties the bays again: the error is back.
        design->undoStack().undo();
        design->undoStack().undo();
        const auto again = test::findingsOf(*design);
        const Finding* f = test::only(again, QStringLiteral("power.psu-capacity"));
        QVERIFY(f);
        QVERIFY2(f->message.contains(QStringLiteral("no PSU")), qPrintable(f->message));
    }
};

QTEST_GUILESS_MAIN(TstBuiltinPsuBays)
#include "tst_builtin_psu_bays.moc"
