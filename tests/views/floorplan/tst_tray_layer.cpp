// The floor plan's tray layer (views/floorplan/tray_layer.h): the unselected
// trays drawn on a view from pixels kept per zoom level give the picture
// the trays gave drawing themselves (to the rounding of one more blend),
// at Fit and zoomed in past the level of detail where trays are stroked,
// after pans; a selected tray shows in the selection colour and stops when
// deselected; an edited tray is never shown where it was; printed or
// exported, every tray is there.
#include "model/commands/edit_object_command.h"
#include "tests/support/image_compare.h"
#include "tests/views/routed_heat_view.h"
#include "views/floorplan/device_fill.h"
#include "views/floorplan/floor_plan_items.h"
#include "views/floorplan/tray_layer.h"

#include <QImage>
#include <QPainter>
#include <QScrollBar>
#include <QTest>

#include <cmath>

using namespace sn;
using namespace sn::test;

namespace {

/// The tray layer's tiles hold each tray premultiplied and rounded to 8 bits,
/// blended once more onto the racks (as tst_floor_plan_frames allows for the
/// route lines): a few levels of 255 where see-through trays overlap. The
/// racks' heat-map figures are text, whose glyph edges Qt rasterises a little
/// differently the first time a size is drawn and from its glyph cache after:
/// up to 18 levels at a few edge pixels of the figures at 0.29 px/mm between
/// two frames of the same view. A tray left out or put a pixel off is off by
/// far more.
constexpr int kRounding = 24;

/// The frame as the trays drew it themselves: every tray taken out of the
/// layer for the grab, then put back in the same order.
QImage traysDrawnThemselves(FloorPlanView& view, FloorPlanScene& scene, const Design& design) {
    std::vector<TrayFloorItem*> trays;
    for (const Tray& t : design.trays())
        if (TrayFloorItem* item = scene.itemOf(t.id)) trays.push_back(item);
    for (TrayFloorItem* item : trays) scene.trayLayer()->remove(item);
    const QImage frame = view.viewport()->grab().toImage();
    for (TrayFloorItem* item : trays) scene.trayLayer()->add(item);
    return frame;
}

/// Pixels of the selection colour (the 30 mm orange pen of a selected tray).
int selectionPixels(const QImage& image) {
    const QImage x = image.convertToFormat(QImage::Format_ARGB32);
    int n = 0;
    for (int row = 0; row < x.height(); ++row)
        for (int col = 0; col < x.width(); ++col) n += x.pixel(col, row) == qRgb(0xff, 0x9f, 0x1a);
    return n;
}

}  // namespace

class TstTrayLayer : public QObject {
    Q_OBJECT
private Q_SLOTS:
    /// The 256-GPU example with routes and the kW heat map at 1 600 × 1 000:
    /// from Fit in steps to past 1/6 px/mm (where trays are stroked, not
    /// filled as whole pixels), with pans at each, and back out through the
    /// levels drawn before. Every frame equals the one the trays drew
    /// themselves, and the trays are in it.
    void framesEqualTraysDrawnThemselves() {
        RoutedHeatView shown;
        if (!shown.show()) return;
        FloorPlanView& view = shown.view;
        TrayLayer* layer = shown.scene.trayLayer();
        QVERIFY(layer && layer->levelCacheEnabled());
        QVERIFY(shown.design->trays().size() >= 4);
        int cachedFrames = 0;
        const auto check = [&](const char* where) {
            const QImage frame = view.viewport()->grab().toImage();
            // Past 1/6 px/mm from kept pixels; below it the trays are a few
            // whole-pixel fills, drawn each frame. Drawn again, the frame is
            // the same to the rounding: the first frame after a pan can differ
            // from the next by a few levels over some 4 000 pixels with the
            // tray layer's cache off too (the background's and the routes'
            // caches scrolled), so this is no exact comparison.
            const bool kept = layer->levelCache().tileCount() > 0;
            QCOMPARE(kept, view.pixelsPerMm() >= kOutlineLodPixelsPerMm);
            cachedFrames += kept;
            QCOMPARE(differingPixels(view.viewport()->grab().toImage(), frame, kRounding), 0);
            QCOMPARE_EQ(differingPixels(frame, traysDrawnThemselves(view, shown.scene, *shown.design), kRounding), 0);
            for (const Tray& t : shown.design->trays()) shown.scene.itemOf(t.id)->hide();
            const QImage without = view.viewport()->grab().toImage();
            for (const Tray& t : shown.design->trays()) shown.scene.itemOf(t.id)->show();
            QVERIFY2(differingPixels(frame, without, kRounding) > 2000, where);
        };
        view.fitAll();
        check("fit");
        const QPointF middle = shown.rowA().center();
        while (view.pixelsPerMm() < 3 * kOutlineLodPixelsPerMm) {
            view.zoomIn();
            view.centerOn(middle);
            check("zoom in");
            shown.panFourTimes(check);
        }
        QVERIFY(cachedFrames >= 10);
        // Out again over the same place (a zoom with no mouse over the view
        // keeps the view's top-left corner, which at some zooms shows no tray).
        while (view.pixelsPerMm() > 0.05) {
            view.zoomOut();
            view.centerOn(middle);
            check("zoom out");
        }
    }

    /// Selecting a tray draws it in the selection colour over the layer (so
    /// over the trays it crosses: as the trays drew themselves with the
    /// selected one raised); deselecting it takes the colour away again (the
    /// layer draws it once more, unselected): no frame shows a stale tray.
    void selectionShowsAndGoes() {
        RoutedHeatView shown;
        if (!shown.show()) return;
        FloorPlanView& view = shown.view;
        const Tray& tray = *shown.design->trays().begin();
        view.setTransform(QTransform::fromScale(0.3, 0.3));
        view.centerOn(shown.scene.itemOf(tray.id)->boundingRect().center());
        const QImage before = view.viewport()->grab().toImage();
        QCOMPARE(selectionPixels(before), 0);
        shown.scene.selectTrays({tray.id});
        const QImage selected = view.viewport()->grab().toImage();
        QVERIFY(selectionPixels(selected) > 100);
        TrayFloorItem* item = shown.scene.itemOf(tray.id);
        item->setZValue(item->zValue() + 1);
        const QImage raised = traysDrawnThemselves(view, shown.scene, *shown.design);
        item->setZValue(item->zValue() - 1);
        QCOMPARE_EQ(differingPixels(selected, raised, kRounding), 0);
        shown.scene.selectTrays({});
        const QImage after = view.viewport()->grab().toImage();
        QCOMPARE(selectionPixels(after), 0);
        QCOMPARE(differingPixels(after, before, 0), 0);
    }

    /// A tray made 400 mm wider, by the undoable edit Properties pushes: the
    /// frame shows the wider tray (as the tray draws itself), and after Undo
    /// the narrower one again, pixel for pixel as before the edit.
    void editedTrayIsNeverStale() {
        RoutedHeatView shown;
        if (!shown.show()) return;
        FloorPlanView& view = shown.view;
        const Tray tray = *shown.design->trays().begin();
        view.setTransform(QTransform::fromScale(0.3, 0.3));
        view.centerOn(shown.scene.itemOf(tray.id)->boundingRect().center());
        const QImage before = view.viewport()->grab().toImage();
        Tray wider = tray;
        wider.widthMm += 400;
        shown.design->undoStack().push(new EditObjectCommand<Tray>(*shown.design, tray, wider, QStringLiteral("Edit tray")));
        const QImage edited = view.viewport()->grab().toImage();
        QVERIFY(differingPixels(edited, before, kRounding) > 500);
        QCOMPARE_EQ(differingPixels(edited, traysDrawnThemselves(view, shown.scene, *shown.design), kRounding), 0);
        shown.design->undoStack().undo();
        QCOMPARE(differingPixels(view.viewport()->grab().toImage(), before, 0), 0);
    }

    /// Printed or exported (the scene rendered with no view), each tray
    /// draws itself: the picture has the trays, and the layer adds nothing.
    void printedTraysDrawThemselves() {
        RoutedHeatView shown;
        if (!shown.show()) return;
        const auto render = [&] {
            QImage image(1600, 1000, QImage::Format_ARGB32_Premultiplied);
            image.fill(Qt::white);
            QPainter p(&image);
            p.setRenderHint(QPainter::Antialiasing);
            shown.scene.render(&p, image.rect(), shown.rowA().adjusted(-3000, -3000, 3000, 3000));
            return image;
        };
        const QImage printed = render();
        for (const Tray& t : shown.design->trays()) shown.scene.itemOf(t.id)->hide();
        const QImage without = render();
        for (const Tray& t : shown.design->trays()) shown.scene.itemOf(t.id)->show();
        QVERIFY(differingPixels(printed, without, kRounding) > 2000);
        shown.scene.trayLayer()->hide();
        QCOMPARE(differingPixels(render(), printed, 0), 0);
    }
};

QTEST_MAIN(TstTrayLayer)
#include "tst_tray_layer.moc"
