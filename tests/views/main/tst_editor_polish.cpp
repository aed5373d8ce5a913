// The editor through a working day (issue #23, "Ugly"): text in the drawings
// at least 9 px on screen or hidden, the drop refusal in screen pixels below
// the ghost, the route legend sized to its rows and foldable, Properties
// keeping its width, Save As suggesting a writable .supernode, export
// options remembered, the {room} token with a field.
#include "tests/support/example_design.h"
#include "tests/support/large_design.h"
#include "tests/views/text_probe.h"
#include "tests/views/window_fixture.h"
#include "views/cabling/routing_tools.h"
#include "views/common/legible_text.h"
#include "views/common/selection_model.h"
#include "views/elevation/elevation_items.h"
#include "views/export/export_dialog.h"
#include "views/floorplan/floor_plan_view.h"
#include "views/floorplan/route_legend.h"
#include "views/palette/catalog_palette.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QLineEdit>
#include <QSignalSpy>
#include <QToolButton>
#include <QTreeWidget>

using namespace sn;
using namespace sn::test;

class TestEditorPolish : public QObject {
    Q_OBJECT
private:
    WindowFixture f;
    Design& design() const { return f.window->design(); }

    void open(std::unique_ptr<Design> d, const QString& name) {
        f.reset();
        QVERIFY(QTest::qWaitForWindowExposed(f.window.get()));
        const QString file = f.path(name);
        DesignFile::save(*d, file);
        QVERIFY(f.window->openFile(file));
        f.window->action(QStringLiteral("actionFit"))->trigger();
        QCoreApplication::processEvents();
    }
    /// Every text a view draws, at its on-screen height.
    static std::vector<DrawnText> textsOf(QGraphicsView* view) {
        TextProbe probe(view->viewport()->width(), view->viewport()->height());
        QPainter painter(&probe);
        view->render(&painter, QRectF(0, 0, probe.width(), probe.height()), view->viewport()->rect());
        painter.end();
        return probe.texts();
    }
    static void verifyLegible(const std::vector<DrawnText>& texts, const char* where) {
        for (const DrawnText& t : texts)
            QVERIFY2(t.pixelHeight >= kMinTextPx - 0.01,
                     qPrintable(QStringLiteral("%1: \"%2\" at %3 px").arg(QLatin1String(where), t.text).arg(t.pixelHeight)));
    }
    static bool drawn(const std::vector<DrawnText>& texts, const QString& text) {
        return std::any_of(texts.begin(), texts.end(), [&](const DrawnText& t) { return t.text == text; });
    }

private Q_SLOTS:
    void initTestCase() {
        QVERIFY(f.dir.isValid());
        f.isolate();
    }
    void cleanup() { f.window.reset(); }

    /// At Fit, at the default zoom and zoomed out, with the heat map on and
    /// off: no text under 9 px; at Fit the rack names and U numbers still read.
    void drawingTextIsLegibleOrHidden() {
        open(buildLiquidRowExample(), QStringLiteral("liquid-row.json"));
        FloorPlanView* plan = f.window->floorPlan();
        RackElevationView* elevation = f.window->elevation()->view();
        f.window->selection().setRacks({DesignBuilder::rackId(QStringLiteral("A01"))});
        QCoreApplication::processEvents();
        elevation->fitRack();
        const auto planTexts = textsOf(plan);
        const auto rackTexts = textsOf(elevation);
        verifyLegible(planTexts, "floor plan at Fit");
        verifyLegible(rackTexts, "elevation at Fit");
        for (const char* name : {"A01", "A02", "A03"}) QVERIFY2(drawn(planTexts, QString::fromLatin1(name)), name);
        QVERIFY(drawn(rackTexts, QStringLiteral("1")) && drawn(rackTexts, QStringLiteral("45")));  // the U ruler
        for (int step = 0; step < 4; ++step) {
            f.window->action(QStringLiteral("actionZoomOut"))->trigger();
            elevation->zoomBy(0.8);
            verifyLegible(textsOf(plan), "floor plan zoomed out");
            verifyLegible(textsOf(elevation), "elevation zoomed out");
        }
        for (QAction* a : f.window->findChildren<QAction*>())
            if (a->objectName().startsWith(QStringLiteral("actionHeatMap")) && a->objectName() != QStringLiteral("actionHeatMapNone")) {
                a->trigger();
                f.window->action(QStringLiteral("actionFit"))->trigger();
                verifyLegible(textsOf(plan), qPrintable(a->objectName()));
            }
    }

    /// The 4 096-GPU room at Fit: 72 racks in a large room, names hidden rather than drawn tiny.
    void largeRoomAtFitIsLegible() {
        open(buildLargeFabricDesign(), QStringLiteral("large.supernode"));
        verifyLegible(textsOf(f.window->floorPlan()), "4 096 GPUs at Fit");
    }

    void refusalReasonReadsBelowTheGhost() {
        GhostItem ghost;
        ghost.show(QRectF(0, 0, 482.6, 4 * kRackUnitMm), false, QStringLiteral("U1–U4 are taken by srv1."));
        const GhostItem::ReasonLabel* label = ghost.reasonLabel();
        QVERIFY(label->isVisible());
        QCOMPARE(label->text(), QStringLiteral("U1–U4 are taken by srv1."));
        QVERIFY(label->flags() & QGraphicsItem::ItemIgnoresTransformations);  // pixels, whatever the zoom
        QVERIFY(label->font().pixelSize() >= kMinTextPx);
        // Below the ghost's bottom edge by the gap: clear of a drag pixmap held at its centre.
        QCOMPARE(label->pos(), QPointF(241.3, 4 * kRackUnitMm));
        QVERIFY(label->boundingRect().top() >= GhostItem::ReasonLabel::kGapPx - 6);
        ghost.show(QRectF(0, 0, 482.6, 4 * kRackUnitMm), true, {});
        QVERIFY(!label->isVisible());
    }

    void routeLegendFitsItsRowsAndFolds() {
        open(buildLiquidRowExample(), QStringLiteral("liquid-row.json"));
        QVERIFY(f.routeAll());
        RouteLegend* legend = f.window->findChild<RoutingTools*>()->legend();
        QTRY_VERIFY(legend->isVisible());
        // After Fit and an undo/redo the legend is as tall as its rows, never an empty box.
        f.window->action(QStringLiteral("actionFit"))->trigger();
        design().undoStack().undo();
        QTRY_VERIFY(legend->isHidden());
        design().undoStack().redo();
        QTRY_VERIFY(legend->isVisible());
        QCoreApplication::processEvents();
        const int rows = int(legend->rows().size());
        QVERIFY(rows >= 2);
        QVERIFY2(legend->height() >= legend->sizeHint().height() && legend->height() >= (rows + 1) * legend->fontMetrics().height(),
                 qPrintable(QString::number(legend->height())));
        const int full = legend->height();
        QTest::mouseClick(legend->findChild<QToolButton*>(QStringLiteral("routeLegendTitle")), Qt::LeftButton);
        QTRY_VERIFY(legend->isFolded());
        QTRY_VERIFY(legend->height() < full / 2);
    }

    void propertiesKeepTheirWidth() {
        open(buildLiquidRowExample(), QStringLiteral("liquid-row.json"));
        QDockWidget* dock = f.window->findChild<QDockWidget*>(QStringLiteral("propertiesDock"));
        QTRY_VERIFY(dock->isVisible());
        const int width = dock->width();
        f.window->selection().setRacks({DesignBuilder::rackId(QStringLiteral("A03"))});
        QTest::qWait(20);
        QCOMPARE(dock->width(), width);
        for (const Device& d : design().devices()) {
            f.window->selection().setDevices({d.id});
            QCoreApplication::processEvents();
            QVERIFY2(dock->width() == width, qPrintable(d.name));
        }
    }

    /// Every catalog name in the palette is shown whole (scrolling if need be), never elided.
    void paletteNamesAreWhole() {
        f.reset();
        QVERIFY(QTest::qWaitForWindowExposed(f.window.get()));
        QTreeWidget* tree = f.window->palette()->tree();
        QTRY_VERIFY(tree->isVisible());
        const QFontMetrics metrics(tree->font());
        int items = 0;
        for (int g = 0; g < tree->topLevelItemCount(); ++g)
            for (int i = 0; i < tree->topLevelItem(g)->childCount(); ++i) {
                const QTreeWidgetItem* item = tree->topLevelItem(g)->child(i);
                const QRect cell = tree->visualItemRect(item);
                // The item's rect holds the indent, the icon and the whole name.
                QVERIFY2(cell.width() >= tree->iconSize().width() + metrics.horizontalAdvance(item->text(0)),
                         qPrintable(item->text(0)));
                ++items;
            }
        QVERIFY(items > 20);
    }

    /// The window shrinks to half a 1 600 px screen (it stopped at 1 024 px:
    /// the cable filters' long role words, then the docks' and elevation's
    /// own widths).
    void windowShrinksToHalfAScreen() {
        open(buildLiquidRowExample(), QStringLiteral("liquid-row.json"));
        const QSize least = f.window->minimumSizeHint();
        QVERIFY2(least.width() <= 800 && least.height() <= 400,
                 qPrintable(QStringLiteral("%1 × %2").arg(least.width()).arg(least.height())));
    }

    void saveAsSuggestsAWritableSupernode() {
        f.reset();
        QVERIFY(QTest::qWaitForWindowExposed(f.window.get()));
        QCOMPARE(QFileInfo(f.window->suggestedSavePath()).fileName(), QStringLiteral("design.supernode"));
        QDir(f.dir.path()).mkpath(QStringLiteral("examples"));
        const QString file = f.path(QStringLiteral("examples/liquid-row.json"));
        DesignFile::save(*buildLiquidRowExample(), file);
        QVERIFY(f.window->openFile(file));
        QCOMPARE(f.window->suggestedSavePath(), f.path(QStringLiteral("examples/liquid-row.supernode")));
        // The folder cannot take files any more (here: gone): the last save folder, else Documents.
        QVERIFY(QDir(f.path(QStringLiteral("examples"))).removeRecursively());
        const QString suggested = f.window->suggestedSavePath();
        QCOMPARE(QFileInfo(suggested).fileName(), QStringLiteral("liquid-row.supernode"));
        QVERIFY2(QFileInfo(QFileInfo(suggested).absolutePath()).isWritable(), qPrintable(suggested));
    }

    void exportOptionsAreRemembered() {
        auto d = buildLiquidRowExample();
        {
            ExportDialog dialog(*d, ExportKind::Labels, f.path(QStringLiteral("x.json")));
            dialog.findChild<QLineEdit*>(QStringLiteral("templateEdit"))->setText(QStringLiteral("{room}-{rack}{u}"));
            dialog.findChild<QCheckBox*>(QStringLiteral("qrCheck"))->setChecked(true);
            dialog.setOutputPath(f.path(QStringLiteral("labels.pdf")));
            QSignalSpy finished(&dialog, &ExportDialog::exportFinished);
            QVERIFY2(dialog.exportFiles(), qPrintable(dialog.lastError()));
            QVERIFY(finished.wait(60000));
            QVERIFY2(finished.first().first().toBool(), qPrintable(dialog.lastError()));
        }
        ExportDialog again(*d, ExportKind::Labels, f.path(QStringLiteral("x.json")));
        QCOMPARE(again.options().endTemplate, QStringLiteral("{room}-{rack}{u}"));
        QVERIFY(again.options().qr);
    }

    /// Properties ▸ Room code is the {room} token's value (LabelScheme reads Room::code): edited there, one undo step.
    void roomCodeFieldFeedsTheRoomToken() {
        open(buildLiquidRowExample(), QStringLiteral("liquid-row.json"));
        f.window->selection().clear();
        auto* code = f.window->findChild<QLineEdit*>(QStringLiteral("roomCode"));
        QVERIFY(code);
        code->setText(QStringLiteral("DH7"));
        Q_EMIT code->editingFinished();
        QCOMPARE(design().room().code, QStringLiteral("DH7"));
        QCOMPARE(design().undoStack().count(), 1);
        design().undoStack().undo();
        QTRY_COMPARE(code->text(), QStringLiteral("DH1"));
    }
};

QTEST_MAIN(TestEditorPolish)
#include "tst_editor_polish.moc"
