// The user catalog in the palette, Catalog ▸ Import
// NetBox Device Types with its report, imported types placed like built-in
// ones, unknown figures shown and completed through undo.
#include "model/netbox/netbox_importer.h"
#include "model/netbox/user_catalog.h"
#include "tests/support/test_paths.h"
#include "tests/views/tree_lines.h"
#include "tests/views/window_fixture.h"
#include "views/common/selection_model.h"
#include "views/palette/catalog_palette.h"
#include "views/palette/netbox_import_report.h"
#include "views/palette/user_catalog_import.h"
#include "views/properties/device_type_section.h"
#include "views/properties/properties_panel.h"

#include <QAction>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QMenuBar>
#include <QTreeWidget>

using namespace sn;
using namespace sn::test;

namespace {
const QString kQm9700 = QStringLiteral("netbox-nvidia-qm9700");  // 1 U, no draw, 14.8 kg
QString samples() { return sharedDir() + QStringLiteral("/data/netbox-device-types"); }

/// The palette item's tooltip for a type id.
QString paletteTooltip(const CatalogPalette& palette, const QString& typeId) {
    const QTreeWidget* tree = palette.tree();
    for (int g = 0; g < tree->topLevelItemCount(); ++g)
        for (int i = 0; i < tree->topLevelItem(g)->childCount(); ++i)
            if (tree->topLevelItem(g)->child(i)->data(0, Qt::UserRole + 1).toString() == typeId)
                return tree->topLevelItem(g)->child(i)->toolTip(0);
    return QString();
}

}  // namespace

class TstNetboxGui : public QObject {
    Q_OBJECT
private:
    WindowFixture f;

    UserCatalogImport* importer() const { return f.window->findChild<UserCatalogImport*>(); }
    QString userCatalog() const { return UserCatalog::defaultPath(); }

private Q_SLOTS:
    void initTestCase() {
        SN_SKIP_WITHOUT_SHARED("data/netbox-device-types");
        QVERIFY(f.dir.isValid());
        f.isolate();  // QStandardPaths test mode: the user catalog lives under the test's own folder
    }
    void init() { QFile::remove(userCatalog()); }
    void cleanup() {
        f.window.reset();
        QFile::remove(userCatalog());
    }

    void userCatalogTypesAreInThePaletteAndPlaceLikeBuiltIns() {
        Catalog user;
        user.put(NetboxImporter::importFile(samples() + QStringLiteral("/Nvidia/QM9700.yaml")).type);
        UserCatalog::save(user, userCatalog());
        f.reset();
        const QString file = f.path(QStringLiteral("sample.supernode"));
        f.writeSample(file);
        QVERIFY(f.window->openFile(file));
        QVERIFY(f.window->palette()->visibleTypeIds().contains(kQm9700));
        QVERIFY(f.window->palette()->visibleTypeIds().contains(QStringLiteral("hgx-b200-8gpu-liquid")));
        const QString tip = paletteTooltip(*f.window->palette(), kQm9700);
        QVERIFY2(tip.contains(QLatin1String("power draw: unknown")), qPrintable(tip));
        QVERIFY2(tip.contains(QLatin1String("Imported from NetBox (nvidia-qm9700)")), qPrintable(tip));
        QVERIFY(!f.window->isWindowModified());  // offering the user's types is no edit

        // Dropped on U30 like a built-in type: one undo step.
        const auto lay = f.window->elevation()->scene()->layout();
        const QPointF u30(lay->unitsRect(Face::Front).center().x(), 60 + 48 * kRackUnitMm - 29.5 * kRackUnitMm);
        const auto placed = f.window->elevation()->view()->dropDevice(kQm9700, u30);
        QVERIFY(placed);
        QCOMPARE(f.window->design().device(*placed)->placement.u, 30);
        QCOMPARE(f.window->design().undoStack().count(), 1);

        // The properties panel says what is unknown.
        f.window->selection().setDevices({*placed});
        const QList<QLabel*> labels = f.window->properties()->findChildren<QLabel*>();
        QStringList texts;
        for (const QLabel* label : labels) texts << label->text();
        QVERIFY2(texts.contains(QStringLiteral("power draw: unknown")), qPrintable(texts.join(QLatin1Char('|'))));
    }

    void importFolderFromTheCatalogMenu() {
        f.reset();
        QAction* action = f.window->action(QStringLiteral("actionImportNetbox"));
        QVERIFY(action);
        QVERIFY(f.window->findChild<QMenu*>(QStringLiteral("catalogMenu")));
        QVERIFY(f.window->action(QStringLiteral("actionImportNetboxFolder")));
        // A folder with the six samples and one bad file.
        QTemporaryDir folder;
        for (const QString& file : NetboxImporter::filesIn(samples()))
            QVERIFY(QFile::copy(file, folder.filePath(QFileInfo(file).fileName())));
        QFile bad(folder.filePath(QStringLiteral("broken.yaml")));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("manufacturer: Acme\nmodel: [X1\n");
        bad.close();

        const NetboxImport result = importer()->importPaths(f.window->design(), {folder.path()});
        QCOMPARE(int(result.types.size()), 6);
        QCOMPARE(int(result.problems.size()), 1);
        QCOMPARE(int(UserCatalog::load(userCatalog()).devices().size()), 6);
        // In the design's catalog and the palette at once, as one undo step (a
        // catalog change is an undo command, so undoing an edit after the import
        // never brings a device back against a type the catalog no longer has).
        QVERIFY(f.window->design().catalog().device(QStringLiteral("netbox-supermicro-lcs-scdu-250l4001")));
        QVERIFY(f.window->palette()->visibleTypeIds().contains(kQm9700));
        QCOMPARE(f.window->design().undoStack().count(), 1);

        NetboxImportReport* report = importer()->report();
        QVERIFY(report);
        QVERIFY(report->isVisible());
        QVERIFY2(report->summary().contains(QLatin1String("6 device type(s) imported")), qPrintable(report->summary()));
        QVERIFY2(report->summary().contains(QLatin1String("1 file(s) refused")), qPrintable(report->summary()));
        const QString all = treeLines(*report->tree()).join(QLatin1Char('\n'));
        // The bad file with its place and reason; the warning about the CDU without is_full_depth.
        QVERIFY2(all.contains(QLatin1String("broken.yaml | ") + folder.filePath(QStringLiteral("broken.yaml")) +
                              QLatin1Char(':')),
                 qPrintable(all));
        QVERIFY2(all.contains(QLatin1String("invalid YAML")), qPrintable(all));
        QVERIFY2(all.contains(QLatin1String("is_full_depth: missing (the NetBox schema requires it); imported with "
                                            "the depth unknown")),
                 qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("Nvidia QM9700 — unknown: power draw, typical power draw")), qPrintable(all));
    }

    void missingFigureCompletedThroughUndo() {
        f.reset();
        const QString file = f.path(QStringLiteral("complete.supernode"));
        f.writeSample(file);
        QVERIFY(f.window->openFile(file));
        importer()->importPaths(f.window->design(), {samples() + QStringLiteral("/Nvidia/QM9700.yaml")});
        const auto lay = f.window->elevation()->scene()->layout();
        const QPointF u30(lay->unitsRect(Face::Front).center().x(), 60 + 48 * kRackUnitMm - 29.5 * kRackUnitMm);
        const auto placed = f.window->elevation()->view()->dropDevice(kQm9700, u30);
        QVERIFY(placed);
        f.window->selection().setDevices({*placed});
        DeviceTypeSection* section = f.window->properties()->typeSection();
        QVERIFY(section->isVisibleTo(f.window->properties()));
        QDoubleSpinBox* maxDraw = section->field(TypeFigure::MaxPowerW);
        QCOMPARE(maxDraw->text(), QStringLiteral("unknown"));

        // 1.72 kW typed in: the type's maximum becomes 1 720 W, as one undo step.
        const int steps = f.window->design().undoStack().count();
        maxDraw->setValue(1.72);
        Q_EMIT maxDraw->editingFinished();
        const DeviceType* t = f.window->design().catalog().device(kQm9700);
        QVERIFY2(section->lastError().isEmpty(), qPrintable(section->lastError()));
        QCOMPARE(t->maxPowerW, 1720.0);
        QVERIFY(!t->isUnknown(TypeFigure::MaxPowerW));
        QCOMPARE(f.window->design().undoStack().count(), steps + 1);
        QVERIFY(paletteTooltip(*f.window->palette(), kQm9700).contains(QLatin1String("1.7 kW max, typical unknown")));

        f.window->design().undoStack().undo();
        QVERIFY(f.window->design().catalog().device(kQm9700)->isUnknown(TypeFigure::MaxPowerW));
        QCOMPARE(section->field(TypeFigure::MaxPowerW)->text(), QStringLiteral("unknown"));
        // Built-in types have no such section.
        f.window->selection().setDevices({kSrv1});
        QVERIFY(!section->isVisibleTo(f.window->properties()));
    }
};

QTEST_MAIN(TstNetboxGui)
#include "tst_netbox_gui.moc"
