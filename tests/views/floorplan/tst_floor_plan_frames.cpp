// Floor-plan frame time without a different picture: the
// view's cached background and the route overlay's cached lines give the
// same pixels as drawing everything afresh, at Fit, zoomed in and after
// pans; the grid lands on the pixels an unantialiased hairline covers.
#include "model/commands/design_edits.h"
#include "model/routing/apply_routes_command.h"
#include "model/routing/cable_router.h"
#include "model/store/design_file.h"
#include "tests/support/example_design.h"
#include "tests/support/image_compare.h"
#include "tests/support/test_paths.h"
#include "tests/views/routed_heat_view.h"
#include "views/floorplan/floor_plan_scene.h"
#include "views/floorplan/floor_plan_view.h"
#include "views/floorplan/heat_map_overlay.h"
#include "views/floorplan/route_overlay.h"

#include <QImage>
#include <QPainter>
#include <QScrollBar>
#include <QTest>

#include <cmath>

using namespace sn;
using namespace sn::test;

namespace {

/// The frame as drawn with the background's and the route lines' caches off,
/// then the caches as they were. (The tray layer's kept pixels are compared
/// with the trays drawn straight in tst_tray_layer: see-through trays give a
/// rounding of their own, which would hide an exact difference here.)
QImage uncachedFrame(FloorPlanView& view, RouteOverlay& overlay) {
    view.setBackgroundCacheEnabled(false);
    overlay.setLevelCacheEnabled(false);
    const QImage frame = view.viewport()->grab().toImage();
    view.setBackgroundCacheEnabled(true);
    overlay.setLevelCacheEnabled(true);
    return frame;
}

}  // namespace

class TestFloorPlanFrames : public QObject {
    Q_OBJECT
private Q_SLOTS:
    /// The liquid-row example routed (80 cables), drawn at Fit and three
    /// zooms, each after six pans that scroll the caches, then back out
    /// through the zoom levels drawn before: each frame equals the one drawn
    /// with no cache at the same place.
    void cachedFramesEqualFreshOnes() {
        const auto design = buildLiquidRowExample();
        EditResult routed = ApplyRoutesCommand::create(*design, CableRouter(*design).routeAll());
        QVERIFY2(routed, qPrintable(routed.error));
        design->undoStack().push(routed.command.release());
        FloorPlanScene scene(*design);
        auto* overlay = new RouteOverlay(*design, &scene);
        QVERIFY(overlay->shownCount() > 0);
        FloorPlanView view(&scene);
        view.resize(800, 500);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QVERIFY(view.backgroundCacheEnabled());
        QVERIFY(overlay->levelCacheEnabled());
        view.fitAll();
        for (int zoom = 0; zoom < 4; ++zoom) {
            (void)view.viewport()->grab();  // fills the caches at this zoom
            for (int pan = 0; pan < 6; ++pan) {
                view.horizontalScrollBar()->setValue(view.horizontalScrollBar()->value() + (pan < 3 ? 37 : -23));
                view.verticalScrollBar()->setValue(view.verticalScrollBar()->value() + (pan < 3 ? 11 : -7));
                const QImage cached = view.viewport()->grab().toImage();
                QCOMPARE(differingPixels(cached, uncachedFrame(view, *overlay)), 0);
            }
            for (int i = 0; i < 3; ++i) view.zoomIn();
        }
        // Each zoom kept its level (the example's lines are a few hundred
        // kB of pixels at each), and going back out draws from them.
        QCOMPARE(overlay->levelCache().levelCount(), 4);
        for (int i = 0; i < 12; ++i) {
            view.zoomOut();
            const QImage cached = view.viewport()->grab().toImage();
            QCOMPARE(differingPixels(cached, uncachedFrame(view, *overlay)), 0);
        }
        QVERIFY(overlay->levelCache().levelCount() >= 4);
    }

    /// The 256-GPU example with its routes and the rack kW heat map, in the
    /// editor's 1 600 × 1 000: from Fit six zoom steps in toward the routes'
    /// middle, with pans at each, and back out through the levels drawn
    /// before, every frame equals the one drawn with no cache (to the
    /// rounding below), and the route lines are in it (hiding the overlay
    /// changes over 2 000 pixels), so a bundle the cached levels left out,
    /// or put a pixel off, would show.
    void routeLevelsEqualFreshFrames() {
        RoutedHeatView shown;
        if (!shown.show()) return;
        RouteOverlay* overlay = shown.overlay;
        FloorPlanView& view = shown.view;
        view.fitAll();
        // The level's pixels hold each line's colour premultiplied by its
        // coverage, rounded to 8 bits, and are blended once more onto the
        // floor: where several lines' edges overlap that is a few levels off
        // drawing each line straight onto it (up to 4 of 255 seen here). The
        // racks' heat-map figures over the lines are text, whose glyph edges
        // Qt rasterises a little differently the first time a size is drawn
        // and from its glyph cache after: 18 of 255 at two pixels of a "9"
        // at 0.29 px/mm. A line left out or put a pixel off is off by a
        // hundred or more along its whole length.
        constexpr int kRounding = 24;
        const auto check = [&](const char* where) {
            const QImage cached = view.viewport()->grab().toImage();
            QCOMPARE_EQ(differingPixels(cached, uncachedFrame(view, *overlay), kRounding), 0);
            overlay->hide();
            const QImage without = view.viewport()->grab().toImage();
            overlay->show();
            QVERIFY2(differingPixels(cached, without, kRounding) > 2000, where);
        };
        check("fit");
        const QPointF middle = overlay->boundingRect().center();
        for (int zoom = 0; zoom < 6; ++zoom) {
            view.zoomIn();
            view.centerOn(middle);
            check("zoom in");
            shown.panFourTimes(check);
        }
        for (int zoom = 0; zoom < 6; ++zoom) {
            view.zoomOut();
            check("zoom out");
        }
    }

    /// The 600 mm floor tiles of an empty 20 × 15 m room at 0.047 px/mm
    /// (600 × 0.047 = 28.2 px a tile, over the 6 px threshold, and lines
    /// between whole pixels; the 100 mm grid is 4.7 px, under its 8 px, so
    /// not drawn): inside the room every pixel equals a reference where the
    /// same lines are drawn as unantialiased hairlines with Qt's stroker, on
    /// white.
    void gridOnTheHairlinePixels() {
        Design design;
        FloorPlanScene scene(design);
        FloorPlanView view(&scene);
        view.resize(900, 700);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setTransform(QTransform::fromScale(0.047, 0.047));
        view.centerOn(10000, 7500);
        const QImage frame = view.viewport()->grab().toImage().convertToFormat(QImage::Format_ARGB32);
        QImage reference(frame.size(), QImage::Format_ARGB32);
        reference.fill(Qt::white);
        QPainter p(&reference);
        p.setTransform(view.viewportTransform());
        p.setPen(QPen(QColor(0xdc, 0xdf, 0xe3), 0));
        for (double x = 0; x <= 20000; x += 600) p.drawLine(QLineF(x, 0, x, 15000));
        for (double y = 0; y <= 15000; y += 600) p.drawLine(QLineF(0, y, 20000, y));
        p.end();
        // Inside the floor, clear of the walls, and above the scale bar in the bottom 60 px.
        const QRect inside = view.viewportTransform().mapRect(QRectF(300, 300, 19400, 14400)).toRect();
        QVERIFY(inside.width() > 900 && inside.height() > 650);  // 19.4 m × 0.047 = 912 px: wider than the view
        const QRect checked = inside & frame.rect().adjusted(0, 0, 0, -60);
        int lines = 0, differ = 0;
        for (int row = checked.top(); row <= checked.bottom(); ++row)
            for (int col = checked.left(); col <= checked.right(); ++col) {
                differ += frame.pixel(col, row) != reference.pixel(col, row);
                lines += reference.pixel(col, row) != qRgb(255, 255, 255);
            }
        QVERIFY(lines > 10000);  // about 32 lines of ~620 px and 22 of ~900 px
        QCOMPARE(differ, 0);
    }
};

QTEST_MAIN(TestFloorPlanFrames)
#include "tst_floor_plan_frames.moc"
