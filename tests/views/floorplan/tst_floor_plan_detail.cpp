// The floor plan's level of detail (and its legibility
// rule): zoomed out under kOutlineLodPixelsPerMm, racks and trays are drawn
// as whole-pixel fills whose colours are what their sub-pixel strokes cover
// (checked pixel by pixel against colours worked out here), and names are
// drawn whole, at least 9 px high and within their footprint, or not at all
// (the CDU names of the 256-GPU example were cut to "DU" by the racks
// beside them).
#include "model/store/design_file.h"
#include "tests/support/example_design.h"
#include "tests/support/large_design.h"
#include "tests/support/test_paths.h"
#include "tests/views/routed_heat_view.h"
#include "tests/views/text_probe.h"
#include "views/common/category_style.h"
#include "views/common/legible_text.h"
#include "views/floorplan/device_fill.h"
#include "views/floorplan/floor_plan_items.h"
#include "views/floorplan/floor_plan_scene.h"
#include "views/floorplan/floor_plan_view.h"
#include "views/floorplan/heat_map_overlay.h"
#include "views/floorplan/route_overlay.h"

#include <QImage>
#include <QPainter>
#include <QTest>

#include <cmath>

using namespace sn;
using namespace sn::test;

namespace {

/// `over` at `coverage` on the opaque `under`, per channel, as a sub-pixel stroke covers a pixel.
QRgb mixed(QColor under, QColor over, double coverage) {
    const auto ch = [coverage](int u, int o) { return int(std::lround(u + (o - u) * coverage)); };
    return qRgb(ch(under.red(), over.red()), ch(under.green(), over.green()), ch(under.blue(), over.blue()));
}

/// `color` (translucent) blended over `under` by Qt's raster engine, as a fill lays it.
QRgb over(QRgb under, const QColor& color) {
    QImage px(1, 1, QImage::Format_ARGB32_Premultiplied);
    px.fill(under);
    QPainter p(&px);
    p.fillRect(QRect(0, 0, 1, 1), color);
    p.end();
    return px.convertToFormat(QImage::Format_ARGB32).pixel(0, 0);
}

/// A scene rect on the device, each edge rounded to the nearest pixel boundary;
/// returned as first and last pixel rows and columns.
QRect pixelsOf(const QTransform& toDevice, const QRectF& rect) {
    const QRectF d = toDevice.mapRect(rect);
    const int left = int(std::lround(d.left())), top = int(std::lround(d.top()));
    const int right = std::max(left + 1, int(std::lround(d.right()))), bottom = std::max(top + 1, int(std::lround(d.bottom())));
    return QRect(QPoint(left, top), QPoint(right - 1, bottom - 1));
}

std::vector<DrawnText> textsOf(QGraphicsView& view) {
    TextProbe probe(view.viewport()->width(), view.viewport()->height());
    QPainter painter(&probe);
    view.render(&painter, QRectF(0, 0, probe.width(), probe.height()), view.viewport()->rect());
    painter.end();
    return probe.texts();
}

}  // namespace

class TestFloorPlanDetail : public QObject {
    Q_OBJECT
private Q_SLOTS:
    /// 4 096 GPUs (72 racks) at Fit in 1 600 × 1 000: under the level of
    /// detail. A rack clear of trays has a one-pixel ring in its fill mixed
    /// with the outline colour at 12 mm × pixels/mm, and its fill inside.
    void racksAreWholePixelsWhenZoomedOut() {
        const auto design = buildLargeFabricDesign();
        FloorPlanScene scene(*design);
        FloorPlanView view(&scene);
        view.resize(1600, 1000);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.fitAll();
        const double detail = view.pixelsPerMm();
        QVERIFY2(detail < kOutlineLodPixelsPerMm, qPrintable(QString::number(detail)));
        const QImage frame = view.viewport()->grab().toImage().convertToFormat(QImage::Format_ARGB32);
        int checked = 0;
        for (const Rack& rack : design->racks()) {
            const RackFloorItem* item = scene.itemOf(rack.id);
            if (!item || !item->category() || rack.rotationDeg % 180 != 0) continue;  // the front bar along top or bottom
            const QRectF onScene = item->sceneBoundingRect();
            bool underTray = false;
            for (const Tray& tray : design->trays())
                underTray |= scene.itemOf(tray.id)->sceneBoundingRect().intersects(onScene);
            if (underTray) continue;
            const QRect body = pixelsOf(item->sceneTransform() * view.viewportTransform(),
                                        QRectF(0, 0, rack.widthMm, rack.depthMm));
            if (!frame.rect().contains(body)) continue;
            const QColor fill = CategoryStyle::color(*item->category()).lighter(115);
            const QColor outline = CategoryStyle::color(*item->category()).darker(160);
            // The left edge at half height (the name runs across the middle, but
            // within 96 % of the width, so not over the edge columns), and a pixel
            // inside a quarter of the depth below the middle: clear of the name
            // (9 px high about the middle) and of the front bar (40 mm ≈ 2 px).
            const int middle = body.top() + body.height() / 2;
            QCOMPARE(frame.pixel(body.left(), middle), mixed(fill, outline, 12 * detail));
            QCOMPARE(frame.pixel(body.left() + 2, middle + body.height() / 4), fill.rgb());
            ++checked;
        }
        QVERIFY2(checked >= 10, qPrintable(QString::number(checked)));
    }

    void traysAreWholePixelsWhenZoomedOut_data() {
        QTest::addColumn<double>("scale");
        QTest::newRow("0.07 px/mm: 36 mm dash period 2.5 px, solid") << 0.07;
        QTest::newRow("0.12 px/mm: period 4.3 px, dashed 3 on 1 off") << 0.12;
    }
    /// The liquid-row example's trays under the level of detail, on columns no
    /// other tray crosses: each pixel is the floor below it with the
    /// see-through fill laid over, the outermost rows also the 10 mm edge at
    /// its coverage (at most 1), the centre line's rows the 6 mm line at its
    /// coverage — solid at 170/255 of the colour while a 36 mm period is under
    /// 3 px, else full colour on round(period × 4/6) of every round(period)
    /// pixels from the tray's first point (the frame with the trays hidden
    /// gives what is below).
    void traysAreWholePixelsWhenZoomedOut() {
        QFETCH(double, scale);
        const auto design = buildLiquidRowExample();
        QVERIFY(!design->trays().isEmpty());
        FloorPlanScene scene(*design);
        FloorPlanView view(&scene);
        view.resize(900, 700);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setTransform(QTransform::fromScale(scale, scale));
        view.centerOn(scene.sceneRect().center());
        const double detail = view.pixelsPerMm();
        QVERIFY(detail < kOutlineLodPixelsPerMm);
        const QImage with = view.viewport()->grab().toImage().convertToFormat(QImage::Format_ARGB32);
        for (const Tray& tray : design->trays()) scene.itemOf(tray.id)->hide();
        const QImage without = view.viewport()->grab().toImage().convertToFormat(QImage::Format_ARGB32);
        const QTransform toDevice = view.viewportTransform();
        int columns = 0;
        for (const Tray& tray : design->trays()) {
            if (tray.pathMm.size() != 2 || tray.pathMm[0].y() != tray.pathMm[1].y()) continue;
            const double y = tray.pathMm[0].y(), x0 = std::min(tray.pathMm[0].x(), tray.pathMm[1].x());
            const double x1 = std::max(tray.pathMm[0].x(), tray.pathMm[1].x());
            const QRect body = pixelsOf(toDevice, QRectF(QPointF(x0, y - tray.widthMm / 2), QPointF(x1, y + tray.widthMm / 2)));
            const QRect line = pixelsOf(toDevice, QRectF(QPointF(x0, y - 3), QPointF(x1, y + 3)));
            const bool dashed = 36 * detail >= 3;
            const int period = int(std::lround(36 * detail)), on = int(std::lround(period * 4 / 6.0));
            const int phase = int(std::lround(toDevice.map(tray.pathMm[0]).x()));
            for (int col = body.left() + 2; col < body.right() - 2 && columns < 40; col += 7) {
                const double xMm = toDevice.inverted().map(QPointF(col + 0.5, 0)).x();
                bool crossed = false;
                for (const Tray& other : design->trays())
                    if (other.id != tray.id)
                        crossed |= scene.itemOf(other.id)->sceneBoundingRect().adjusted(-200, 0, 200, 0).contains(QPointF(xMm, y));
                if (crossed || !with.rect().contains(QRect(col, body.top(), 1, body.height()))) continue;
                const QColor fill(0xe0, 0xb8, 0x5a, 55);
                QColor edge(0x8a, 0x6d, 0x2f), centre(0x8a, 0x6d, 0x2f);
                edge.setAlphaF(float(160 / 255.0 * std::min(1.0, 10 * detail)));
                centre.setAlphaF(float((dashed ? 1.0 : 170 / 255.0) * std::min(1.0, 6 * detail)));
                const bool dash = !dashed || ((col - phase) % period + period) % period < on;
                for (int row = body.top(); row <= body.bottom(); ++row) {
                    QRgb expected = over(without.pixel(col, row), fill);
                    if (row == body.top() || row == body.bottom()) expected = over(expected, edge);
                    if (dash && row >= line.top() && row <= line.bottom()) expected = over(expected, centre);
                    QCOMPARE(with.pixel(col, row), expected);
                }
                ++columns;
            }
        }
        QVERIFY2(columns >= 10, qPrintable(QString::number(columns)));
    }

    /// The 256-GPU example: at Fit in a plan 640 px wide (the editor's with its
    /// docks open: 640 / 15 200 mm ≈ 0.042 px/mm, a 600 mm CDU 25 px wide,
    /// "CDU1" 27.6 px at 9 px, which overran into the racks beside it and read
    /// "DU") and six zoom steps in, every name drawn is a whole rack or CDU
    /// name, at least 9 px high and no wider than its footprint on screen;
    /// zoomed to a CDU, both CDU names are drawn.
    void namesReadWholeOrHide() {
        const auto design = DesignFile::open(sourceDir() + QStringLiteral("/resources/examples/supernode-256-liquid-rail.json"));
        FloorPlanScene scene(*design);
        FloorPlanView view(&scene);
        view.resize(640, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        std::map<QString, double> footprintMm;  // the width an upright name may take
        for (const Rack& rack : design->racks()) footprintMm[rack.name] = rack.rotationDeg % 180 ? rack.depthMm : rack.widthMm;
        std::vector<QString> cdus;
        for (const Device& d : design->devices())
            if (!d.placement.rack)
                if (const DeviceType* t = design->typeOf(d); t && t->mount == Mount::Floor) {
                    footprintMm[d.name] = d.placement.rotationDeg % 180 ? t->depthMm : t->widthMm;
                    if (t->cdu) cdus.push_back(d.name);  // the in-row air coolers stand on the floor too
                }
        QCOMPARE(cdus.size(), size_t(2));
        view.fitAll();
        const auto verify = [&](const char* where) {
            for (const DrawnText& t : textsOf(view)) {
                // Any piece of a name must be the whole name ("DU" of "CDU1" is not);
                // the legend, the title and the scale bar are no names.
                const bool ofAName = std::any_of(footprintMm.begin(), footprintMm.end(),
                                                 [&](const auto& n) { return n.first.contains(t.text); });
                if (!ofAName) continue;
                QVERIFY2(footprintMm.count(t.text), qPrintable(QStringLiteral("%1: \"%2\" is no whole name").arg(QLatin1String(where), t.text)));
                QVERIFY2(t.pixelHeight >= kMinTextPx - 0.01, qPrintable(QStringLiteral("%1: %2 at %3 px").arg(QLatin1String(where), t.text).arg(t.pixelHeight)));
                QVERIFY2(t.pixelWidth <= footprintMm[t.text] * view.pixelsPerMm(),
                         qPrintable(QStringLiteral("%1: %2 %3 px wide on a %4 px footprint").arg(QLatin1String(where), t.text)
                                        .arg(t.pixelWidth).arg(footprintMm[t.text] * view.pixelsPerMm())));
            }
        };
        verify("Fit");
        for (int step = 0; step < 6; ++step) {
            view.zoomIn();
            verify("zoomed in");
        }
        const Device* cdu = nullptr;
        for (const Device& d : design->devices())
            if (d.name == cdus.front()) cdu = &d;
        QVERIFY(cdu);
        view.zoomTo(QRectF(cdu->placement.floorXmm, cdu->placement.floorYmm, 600, 1200));
        const auto texts = textsOf(view);
        for (const QString& name : cdus)
            QVERIFY2(std::any_of(texts.begin(), texts.end(), [&](const DrawnText& t) { return t.text == name; }), qPrintable(name));
        verify("zoomed to a CDU");
    }

    /// Routes and the rack kW heat map on the 256-GPU example, zoomed in
    /// until the figures read: the route overlay's name cards, drawn over
    /// the lines, carry each rack's heat figure as well as its name, so the
    /// lines do not hide what the map is read for. The eight compute racks
    /// A01-A04, A07-A10 draw 4 x 14.3 + 0.15 = 57.35 kW ("57.4"): each figure
    /// is drawn twice, by its cell and on its card (before: once, under a
    /// card that showed only the name, so every card covered it).
    void heatFiguresReadOverRoutes() {
        RoutedHeatView shown;
        if (!shown.show()) return;
        FloorPlanView& view = shown.view;
        const QRectF row = shown.rowA();
        view.zoomTo(row);
        const auto texts = textsOf(view);
        const auto count = [&](const QString& s) {
            return std::count_if(texts.begin(), texts.end(), [&](const DrawnText& t) { return t.text == s; });
        };
        QCOMPARE(count(QStringLiteral("57.4")), 16);
    }

    /// The same from Fit inward, zoom step by zoom step toward row A (the
    /// steps bench_frames times, where the figures are now laid out once per
    /// pixel size and the lines come from cached zoom levels): while the
    /// row is in view, the eight "57.4" figures are drawn twice each (cell
    /// and card) or, too small to read, not at all; once they read they read
    /// at every closer step. At 1 600 × 1 000 they read from Fit on, and
    /// the row stays in view for Fit and two steps in: three steps checked.
    void heatFiguresAtEveryZoomStep() {
        RoutedHeatView shown;
        if (!shown.show()) return;
        FloorPlanView& view = shown.view;
        const QRectF row = shown.rowA();
        view.fitAll();
        bool read = false;
        int steps = 0, readingSteps = 0;
        for (; steps < 12 && view.mapToScene(view.viewport()->rect()).boundingRect().contains(row); ++steps) {
            (void)view.viewport()->grab();  // the frame on screen, which fills the route levels
            const auto texts = textsOf(view);
            const auto n = std::count_if(texts.begin(), texts.end(), [](const DrawnText& t) { return t.text == QStringLiteral("57.4"); });
            const QString at = QStringLiteral("step %1, %2 px/mm: %3 drawn").arg(steps).arg(view.pixelsPerMm()).arg(n);
            QVERIFY2(n == 16 || (n == 0 && !read), qPrintable(at));
            read = n == 16;
            readingSteps += read;
            view.zoomIn();
            view.centerOn(row.center());
        }
        QVERIFY2(read && readingSteps >= 3, qPrintable(QStringLiteral("%1 steps, %2 reading").arg(steps).arg(readingSteps)));
    }
};

QTEST_MAIN(TestFloorPlanDetail)
#include "tst_floor_plan_detail.moc"
