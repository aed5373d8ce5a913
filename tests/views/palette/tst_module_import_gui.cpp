// Module bays end to end in the editor, from files written here (no
// ../shared): Catalog ▸ Import NetBox Device Types… brings a server with PSU
// bays and its PSU module, the report lists the module and the module file
// passed over with the reason, the bay picker offers the imported PSU, and
// once two bays are filled the server's draw (its type states none) is the
// PSUs' capacity in the rack's totals. The built-in head node with PSU bays
// is filled from the built-in PSUs alone, and the panel says whether they
// carry its stated draw.
#include "model/netbox/user_catalog.h"
#include "tests/views/tree_lines.h"
#include "tests/views/window_fixture.h"
#include "views/common/selection_model.h"
#include "views/palette/netbox_import_report.h"
#include "views/palette/user_catalog_import.h"
#include "views/properties/module_bays_section.h"
#include "views/properties/properties_panel.h"

#include <QComboBox>
#include <QLabel>
#include <QTreeWidget>

using namespace sn;
using namespace sn::test;

namespace {

void write(const QString& path, const QByteArray& text) {
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text);
}

// A 4U server whose power comes only from its two PSU bays (as NetBox's
// Supermicro SYS-421GE-TNRT), a 2 700 W PSU module (as PWS-2K70A-1R) and a
// fan module, which has nothing a catalog module models.
const QByteArray kGx4Yaml = "manufacturer: Acme\nmodel: GX4\nslug: acme-gx4\nu_height: 4\nis_full_depth: true\n"
                           "weight: 40\nweight_unit: kg\nmodule-bays:\n  - name: PSU 1\n    position: PSU1\n"
                           "  - name: PSU 2\n    position: PSU2\n";
const QByteArray kPsu = "manufacturer: Acme\nmodel: PS-2700\npower-ports:\n  - name: PSU{module}\n"
                        "    type: iec-60320-c20\n    maximum_draw: 2700\n";
const QByteArray kFan = "manufacturer: Acme\nmodel: FAN-1\ndescription: hot-swap fan\n";

}  // namespace

class TstModuleImportGui : public QObject {
    Q_OBJECT
    WindowFixture f;

    UserCatalogImport* importer() const { return f.window->findChild<UserCatalogImport*>(); }

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(f.dir.isValid());
        f.isolate();
        f.reset();
    }

    void importFillAndCountTheDraw() {
        const QString file = f.path(QStringLiteral("room.supernode"));
        f.writeSample(file);
        QVERIFY(f.window->openFile(file));
        const QString folder = f.path(QStringLiteral("netbox"));
        write(folder + QStringLiteral("/device-types/Acme/GX4.yaml"), kGx4Yaml);
        write(folder + QStringLiteral("/module-types/Acme/PS-2700.yaml"), kPsu);
        write(folder + QStringLiteral("/module-types/Acme/FAN-1.yaml"), kFan);

        const NetboxImport result = importer()->importPaths(f.window->design(), {folder});
        QCOMPARE(int(result.types.size()), 1);
        QCOMPARE(int(result.modules.size()), 1);
        QCOMPARE(int(result.skipped.size()), 1);
        const QString psuId = result.modules.front().module->id;
        // Saved in the user catalog, and in the design's catalog as one undo step.
        QVERIFY(UserCatalog::load(UserCatalog::defaultPath()).module(psuId));
        QVERIFY(f.window->design().catalog().module(psuId));
        QCOMPARE(f.window->design().undoStack().count(), 1);

        NetboxImportReport* report = importer()->report();
        QVERIFY(report);
        QVERIFY2(report->summary().contains(QStringLiteral("1 module type(s) imported")), qPrintable(report->summary()));
        QVERIFY2(report->summary().contains(QStringLiteral("1 module file(s) passed over")), qPrintable(report->summary()));
        const QString lines = treeLines(*report->tree()).join(QLatin1Char('\n'));
        QVERIFY2(lines.contains(psuId + QStringLiteral(" | Acme PS-2700 (power supply)")), qPrintable(lines));
        QVERIFY2(lines.contains(QStringLiteral("FAN-1.yaml | ")) && lines.contains(QStringLiteral("no interface and no power port")),
                 qPrintable(lines));

        // The server placed at U20 of R1, then its two PSU bays filled from the pickers.
        const auto lay = f.window->elevation()->scene()->layout();
        const QPointF u20(lay->unitsRect(Face::Front).center().x(), centreOf4U(0, 20).y());
        const auto placed = f.window->elevation()->view()->dropDevice(QStringLiteral("netbox-acme-gx4"), u20);
        QVERIFY(placed);
        f.window->selection().setDevices({*placed});
        f.window->properties()->refresh();
        ModuleBaysSection* bays = f.window->properties()->moduleBays();
        QVERIFY(!bays->isHidden());
        QVERIFY2(bays->psuText().contains(QStringLiteral("Its draw stays unknown")), qPrintable(bays->psuText()));
        for (const QString& bay : {QStringLiteral("PSU 1"), QStringLiteral("PSU 2")}) {
            QComboBox* box = bays->picker(bay);
            QVERIFY(box);
            const int at = box->findData(psuId);
            QVERIFY2(at > 0, qPrintable(bay));
            box->setCurrentIndex(at);
            Q_EMIT box->activated(at);
        }
        // Two 2 700 W PSUs, one the spare: 2.70 kW, the most they deliver.
        QVERIFY2(bays->psuText().contains(QStringLiteral("2 × 2700 W in 1+1 → 2.70 kW capacity")), qPrintable(bays->psuText()));
        QVERIFY2(bays->psuText().contains(QStringLiteral("Its draw counts as 2.70 kW in the rack totals.")),
                 qPrintable(bays->psuText()));

        // The rack's totals: srv1 (HGX B200, 14.3 kW) and the server's 2.7 kW.
        f.window->selection().setRacks({kRack});
        f.window->properties()->refresh();
        auto* load = f.window->properties()->findChild<QLabel*>(QStringLiteral("rackLoad"));
        QVERIFY(load);
        QVERIFY2(load->text().startsWith(QStringLiteral("2 device(s), 17.0 kW max")), qPrintable(load->text()));
        QVERIFY2(!load->text().contains(QStringLiteral("unknown")), qPrintable(load->text()));
    }

    /// The built-in head node with PSU bays, filled from its pickers with
    /// built-in PSUs (nothing imported): 2 × 800 W in 1+1 give 0.80 kW, not
    /// enough for its 1.10 kW; 2 × 1 100 W are. Each pick is one undo step.
    void builtInServerFilledFromThePickers() {
        const QString file = f.path(QStringLiteral("builtin.supernode"));
        f.writeSample(file);
        QVERIFY(f.window->openFile(file));
        const auto lay = f.window->elevation()->scene()->layout();
        const QPointF u30(lay->unitsRect(Face::Front).center().x(), centreOf4U(0, 30).y());
        const auto placed = f.window->elevation()->view()->dropDevice(QStringLiteral("cpu-node-1u-psu-bays"), u30);
        QVERIFY(placed);
        f.window->selection().setDevices({*placed});
        f.window->properties()->refresh();
        ModuleBaysSection* bays = f.window->properties()->moduleBays();
        QVERIFY(!bays->isHidden());
        QCOMPARE(bays->psuText(), QStringLiteral("No PSU bay filled."));
        const auto fill = [&](const QString& moduleId) {
            for (const QString& bay : {QStringLiteral("PSU 1"), QStringLiteral("PSU 2")}) {
                QComboBox* box = bays->picker(bay);
                QVERIFY(box);
                // Every built-in PSU is offered, and nothing but PSUs.
                for (const char* id : {"psu-module-800w", "psu-module-1100w", "psu-module-1600w"})
                    QVERIFY2(box->findData(QLatin1String(id)) > 0, id);
                for (int i = 1; i < box->count(); ++i)
                    QCOMPARE(f.window->design().catalog().module(box->itemData(i).toString())->kind, ModuleKind::Psu);
                const int at = box->findData(moduleId);
                box->setCurrentIndex(at);
                Q_EMIT box->activated(at);
            }
        };
        const int before = f.window->design().undoStack().count();
        fill(QStringLiteral("psu-module-800w"));
        QCOMPARE(f.window->design().undoStack().count(), before + 2);
        QVERIFY2(bays->psuText().contains(QStringLiteral("2 × 800 W in 1+1 → 0.80 kW capacity")), qPrintable(bays->psuText()));
        QVERIFY2(bays->psuText().contains(QStringLiteral("Not enough for its 1.10 kW draw.")), qPrintable(bays->psuText()));
        fill(QStringLiteral("psu-module-1100w"));
        QVERIFY2(bays->psuText().contains(QStringLiteral("2 × 1100 W in 1+1 → 1.10 kW capacity")), qPrintable(bays->psuText()));
        QVERIFY2(bays->psuText().contains(QStringLiteral("Enough for its 1.10 kW draw.")), qPrintable(bays->psuText()));
    }
};

QTEST_MAIN(TstModuleImportGui)
#include "tst_module_import_gui.moc"
