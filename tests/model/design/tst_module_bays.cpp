#include "model/analysis/device_heat.h"
#include "model/analysis/device_psus.h"
#include "model/analysis/rack_load.h"
#include "model/design/module_fills.h"
#include "model/netbox/user_catalog.h"
#include "model/rules/rule_context.h"
#include "model/store/design_file.h"
#include "tests/support/design_builder.h"
#include "tests/support/module_bay_fixture.h"
#include "tests/support/rule_findings.h"
#include "tests/support/test_paths.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace sn;

/// A device's module bays are filled with catalog modules
/// (NetBox module types), through an undo command, saved in both file
/// formats, and its PSU capacity and draw follow the PSUs in its bays.
/// Fixture: test::ModuleBayFixture (a Supermicro server with four PSU bays,
/// its 2 700 W PSU and a NIC, from devicetype-library 56ea927).
class TstModuleBays : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void baysFromTheNetboxFile();
    void psuCapacityArithmetic();
    void drawFollowsThePsus();
    void refusals();
    void undoRestores();
    void savedInBothFormats();
    void capacityRuleAgainstAStatedDraw();
    void cliFillsABay();

private:
    std::unique_ptr<Design> server();
    test::ModuleBayFixture m_f;
    Catalog m_catalog;
    QString m_typeId, m_psuId, m_nicId;
};

void TstModuleBays::initTestCase() {
    SN_SKIP_WITHOUT_SHARED("data/netbox-devicetype-library");
    QVERIFY(m_f.ok);
    m_catalog = m_f.catalog;
    m_typeId = m_f.typeId;
    m_psuId = m_f.psuId;
    m_nicId = m_f.nicId;
}

std::unique_ptr<Design> TstModuleBays::server() { return m_f.server(&m_catalog); }

void TstModuleBays::baysFromTheNetboxFile() {
    const DeviceType* t = m_catalog.device(m_typeId);
    QVERIFY(t);
    QVERIFY(t->isUnknown(TypeFigure::MaxPowerW));
    for (const QString& name : {QStringLiteral("PSU 1"), QStringLiteral("PSU 4")}) {
        QVERIFY(t->moduleBay(name));
        QCOMPARE(t->moduleBay(name)->accepts, ModuleBayKind::Psu);
    }
    QVERIFY(t->moduleBay(QStringLiteral("AIOM")));
    QCOMPARE(t->moduleBay(QStringLiteral("AIOM"))->accepts, ModuleBayKind::Io);
    QCOMPARE(t->netbox->moduleBays, int(t->moduleBays.size()));
    const ModuleType* psu = m_catalog.module(m_psuId);
    QCOMPARE(psu->kind, ModuleKind::Psu);
    QCOMPARE(psu->maxPowerW, 2700.0);
    // The PSU picker of a PSU bay lists PSUs only, the AIOM picker NICs only.
    for (const ModuleType* m : ModuleFills::fitting(m_catalog, *t->moduleBay(QStringLiteral("PSU 1"))))
        QCOMPARE(m->kind, ModuleKind::Psu);
    for (const ModuleType* m : ModuleFills::fitting(m_catalog, *t->moduleBay(QStringLiteral("AIOM"))))
        QVERIFY(m->kind != ModuleKind::Psu);
}

void TstModuleBays::psuCapacityArithmetic() {
    auto design = server();
    const DeviceId id = test::DesignBuilder::deviceId(QStringLiteral("gpu01"));
    const DeviceType& t = *design->typeOf(*design->device(id));
    QCOMPARE(DevicePsus::of(design->catalog(), t, *design->device(id)).origin, DevicePsus::Origin::None);
    for (const QString& bay : {QStringLiteral("PSU 1"), QStringLiteral("PSU 2")}) {
        EditResult e = DesignEdits::fillModuleBay(*design, id, bay, m_psuId);
        QVERIFY2(e, qPrintable(e.error));
        design->undoStack().push(e.command.release());
    }
    // 2 × 2 700 W, N+N (the type states no spare count): 1+1 → (2 − 1) × 2 700 = 2 700 W.
    DevicePsus p = DevicePsus::of(design->catalog(), t, *design->device(id));
    QCOMPARE(p.origin, DevicePsus::Origin::Modules);
    QCOMPARE(p.count, 2);
    QCOMPARE(p.redundant, 1);
    QCOMPARE(p.ratingW, 2700.0);
    QCOMPARE(p.capacityW(), 2700.0);
    for (const QString& bay : {QStringLiteral("PSU 3"), QStringLiteral("PSU 4")}) {
        EditResult e = DesignEdits::fillModuleBay(*design, id, bay, m_psuId);
        QVERIFY2(e, qPrintable(e.error));
        design->undoStack().push(e.command.release());
    }
    // 4 × 2 700 W in 2+2 → 2 × 2 700 = 5 400 W.
    p = DevicePsus::of(design->catalog(), t, *design->device(id));
    QCOMPARE(p.count, 4);
    QCOMPARE(p.redundant, 2);
    QCOMPARE(p.capacityW(), 5400.0);
    // A type that states its spares keeps them: 4 PSUs, 1 spare → 3 × 2 700 = 8 100 W.
    DeviceType stated = t;
    stated.psu = PsuSpec{4, 1, 2700, {}, {}};
    QCOMPARE(DevicePsus::of(design->catalog(), stated, *design->device(id)).capacityW(), 8100.0);
}

void TstModuleBays::drawFollowsThePsus() {
    auto design = server();
    const DeviceId id = test::DesignBuilder::deviceId(QStringLiteral("gpu01"));
    const Rack& rack = *design->rack(test::DesignBuilder::rackId(QStringLiteral("R1-01")));
    {
        RuleContext context(*design);
        const RackLoad before = context.rackLoad(rack);
        QCOMPARE(before.maxW, 0.0);  // draw unknown: left out and counted
        QCOMPARE(before.unknownDrawDevices, 1);
        QCOMPARE(int(test::withPrefix(test::findingsOf(*design), QStringLiteral("power.unknown-draw")).size()), 1);
    }
    for (const QString& bay : {QStringLiteral("PSU 1"), QStringLiteral("PSU 2")}) {
        EditResult e = DesignEdits::fillModuleBay(*design, id, bay, m_psuId);
        design->undoStack().push(e.command.release());
    }
    // Its type states no draw; its PSUs deliver 2 700 W in 1+1: that is its maximum.
    const DeviceType& t = *design->typeOf(*design->device(id));
    const DeviceHeat h = DeviceHeat::of(t, DevicePsus::of(design->catalog(), t, *design->device(id)));
    QVERIFY(!h.drawUnknown);
    QCOMPARE(h.maxW, 2700.0);
    RuleContext context(*design);
    const RackLoad after = context.rackLoad(rack);
    QCOMPARE(after.maxW, 2700.0);
    QCOMPARE(after.unknownDrawDevices, 0);
    QVERIFY(test::withPrefix(test::findingsOf(*design), QStringLiteral("power.unknown-draw")).empty());
}

void TstModuleBays::refusals() {
    auto design = server();
    const DeviceId id = test::DesignBuilder::deviceId(QStringLiteral("gpu01"));
    EditResult e = DesignEdits::fillModuleBay(*design, id, QStringLiteral("AIOM"), m_psuId);
    QVERIFY(!e);
    QVERIFY2(e.error.contains(QStringLiteral("NIC or transceiver")), qPrintable(e.error));
    e = DesignEdits::fillModuleBay(*design, id, QStringLiteral("PSU 1"), m_nicId);
    QVERIFY(!e);
    QVERIFY2(e.error.contains(QStringLiteral("takes a PSU")), qPrintable(e.error));
    e = DesignEdits::fillModuleBay(*design, id, QStringLiteral("PSU 9"), m_psuId);
    QVERIFY(!e);
    QVERIFY2(e.error.contains(QStringLiteral("no module bay \"PSU 9\"")), qPrintable(e.error));
    e = DesignEdits::fillModuleBay(*design, id, QStringLiteral("PSU 1"), QStringLiteral("no-such-module"));
    QVERIFY(!e);
    QVERIFY2(e.error.contains(QStringLiteral("not in the catalog")), qPrintable(e.error));
    // The NIC fits the I/O bay.
    e = DesignEdits::fillModuleBay(*design, id, QStringLiteral("AIOM"), m_nicId);
    QVERIFY2(e, qPrintable(e.error));
    QCOMPARE(design->undoStack().count(), 0);
}

void TstModuleBays::undoRestores() {
    auto design = server();
    const DeviceId id = test::DesignBuilder::deviceId(QStringLiteral("gpu01"));
    EditResult e = DesignEdits::fillModuleBay(*design, id, QStringLiteral("PSU 2"), m_psuId);
    design->undoStack().push(e.command.release());
    e = DesignEdits::fillModuleBay(*design, id, QStringLiteral("PSU 1"), m_psuId);
    design->undoStack().push(e.command.release());
    // Kept in the type's bay order, whatever the order of filling.
    QCOMPARE(design->device(id)->modules,
             (std::vector<ModuleFill>{{QStringLiteral("PSU 1"), m_psuId}, {QStringLiteral("PSU 2"), m_psuId}}));
    e = DesignEdits::fillModuleBay(*design, id, QStringLiteral("PSU 1"), QString());  // empty it
    design->undoStack().push(e.command.release());
    QCOMPARE(design->device(id)->modules, (std::vector<ModuleFill>{{QStringLiteral("PSU 2"), m_psuId}}));
    design->undoStack().undo();
    design->undoStack().undo();
    design->undoStack().undo();
    QVERIFY(design->device(id)->modules.empty());
}

void TstModuleBays::savedInBothFormats() {
    auto design = server();
    const DeviceId id = test::DesignBuilder::deviceId(QStringLiteral("gpu01"));
    for (const auto& [bay, module] : {std::pair{QStringLiteral("PSU 1"), m_psuId}, std::pair{QStringLiteral("PSU 2"), m_psuId},
                                      std::pair{QStringLiteral("AIOM"), m_nicId}}) {
        EditResult e = DesignEdits::fillModuleBay(*design, id, bay, module);
        QVERIFY2(e, qPrintable(e.error));
        design->undoStack().push(e.command.release());
    }
    QTemporaryDir dir;
    for (const QString& name : {QStringLiteral("d.json"), QStringLiteral("d.supernode")}) {
        const QString path = dir.filePath(name);
        DesignFile::save(*design, path);
        const auto back = DesignFile::open(path);
        QCOMPARE(back->device(id)->modules, design->device(id)->modules);
        // The module types travel with the file: it opens where they are in no catalog.
        QVERIFY(back->catalog().module(m_psuId));
        QVERIFY(back->catalog().module(m_nicId));
        const DeviceType& t = *back->typeOf(*back->device(id));
        QCOMPARE(DevicePsus::of(back->catalog(), t, *back->device(id)).capacityW(), 2700.0);
    }
    // A fill its type does not allow is refused at load with the place named.
    QFile file(dir.filePath(QStringLiteral("d.json")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QByteArray text = file.readAll();
    file.close();
    // The NIC's fill (not the type's bay list) moves to a PSU bay.
    QString edited = QString::fromUtf8(text);
    static const QRegularExpression nicFill(QStringLiteral("\"bay\":\\s*\"AIOM\""));
    QVERIFY(edited.contains(nicFill));
    edited.replace(nicFill, QStringLiteral("\"bay\": \"PSU 3\""));
    text = edited.toUtf8();
    QFile bad(dir.filePath(QStringLiteral("bad.json")));
    QVERIFY(bad.open(QIODevice::WriteOnly));
    bad.write(text);
    bad.close();
    try {
        DesignFile::open(bad.fileName());
        QFAIL("a NIC in a PSU bay was accepted");
    } catch (const UserError& e) {
        QVERIFY2(e.message().contains(QStringLiteral("modules")) && e.message().contains(QStringLiteral("takes a PSU")),
                 qPrintable(e.message()));
    }
}

void TstModuleBays::capacityRuleAgainstAStatedDraw() {
    // The same server with a stated maximum draw of 3 000 W: two 2 700 W
    // PSUs in 1+1 deliver 2 700 W, 300 W short → error, measured 3 000 W, limit 2 700 W.
    Catalog c = m_catalog;
    DeviceType t = *c.device(m_typeId);
    t.unknownFields.remove(TypeFigure::MaxPowerW);
    t.unknownFields.remove(TypeFigure::TypicalPowerW);
    t.maxPowerW = 3000;
    t.typicalPowerW = 2000;
    c.put(t);
    std::swap(m_catalog, c);
    auto design = server();
    std::swap(m_catalog, c);
    const DeviceId id = test::DesignBuilder::deviceId(QStringLiteral("gpu01"));
    for (const QString& bay : {QStringLiteral("PSU 1"), QStringLiteral("PSU 2")}) {
        EditResult e = DesignEdits::fillModuleBay(*design, id, bay, m_psuId);
        design->undoStack().push(e.command.release());
    }
    const auto findings = test::findingsOf(*design);
    const Finding* f = test::only(findings, QStringLiteral("power.psu-capacity"));
    QVERIFY(f);
    QCOMPARE(f->severity, Severity::Error);
    QCOMPARE(f->measured, 3000.0);
    QCOMPARE(*f->limit, 2700.0);
    // Two more PSUs: 2+2 → 5 400 W ≥ 3 000 W, no finding.
    for (const QString& bay : {QStringLiteral("PSU 3"), QStringLiteral("PSU 4")}) {
        EditResult e = DesignEdits::fillModuleBay(*design, id, bay, m_psuId);
        design->undoStack().push(e.command.release());
    }
    QVERIFY(test::withPrefix(test::findingsOf(*design), QStringLiteral("power.psu-capacity")).empty());
}

void TstModuleBays::cliFillsABay() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("d.supernode"));
    DesignFile::save(*server(), path);
    // The module types come from a user catalog file, as `catalog import` writes it.
    Catalog user;
    user.put(*m_catalog.module(m_psuId));
    const QString userPath = dir.filePath(QStringLiteral("user-catalog.json"));
    QFile uf(userPath);
    QVERIFY(uf.open(QIODevice::WriteOnly));
    uf.write(UserCatalog::toJson(user));
    uf.close();
    auto run = [&](const QStringList& args) {
        QProcess p;
        p.start(qEnvironmentVariable("SN_CLI"), args);
        p.waitForFinished(60000);
        return std::pair{p.exitCode(), QString::fromUtf8(p.readAllStandardOutput() + p.readAllStandardError())};
    };
    auto [code, out] = run({QStringLiteral("set-module"), path, QStringLiteral("gpu01"), QStringLiteral("PSU 1"), m_psuId,
                            QStringLiteral("--catalog"), userPath});
    QVERIFY2(code == 0, qPrintable(out));
    std::tie(code, out) = run({QStringLiteral("set-module"), path, QStringLiteral("gpu01"), QStringLiteral("PSU 2"), m_psuId,
                               QStringLiteral("--catalog"), userPath});
    QVERIFY2(code == 0, qPrintable(out));
    const auto back = DesignFile::open(path);
    const Device& d = *back->device(test::DesignBuilder::deviceId(QStringLiteral("gpu01")));
    QCOMPARE(d.modules.size(), size_t(2));
    QCOMPARE(DevicePsus::of(back->catalog(), *back->typeOf(d), d).capacityW(), 2700.0);
    // A bad bay: exit 1, one line, the file unchanged.
    const QByteArray before = [&] { QFile f(path); f.open(QIODevice::ReadOnly); return f.readAll(); }();
    std::tie(code, out) = run({QStringLiteral("set-module"), path, QStringLiteral("gpu01"), QStringLiteral("PSU 9"), m_psuId});
    QCOMPARE(code, 1);
    QVERIFY2(out.contains(QStringLiteral("no module bay \"PSU 9\"")), qPrintable(out));
    QCOMPARE(out.trimmed().count(QLatin1Char('\n')), 0);
    QFile after(path);
    QVERIFY(after.open(QIODevice::ReadOnly));
    QCOMPARE(after.readAll(), before);
    std::tie(code, out) = run({QStringLiteral("set-module"), path, QStringLiteral("gpu01")});
    QCOMPARE(code, 2);
}

QTEST_GUILESS_MAIN(TstModuleBays)
#include "tst_module_bays.moc"
