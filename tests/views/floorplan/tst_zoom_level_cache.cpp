// ZoomLevelCache past its tile budget (views/floorplan/zoom_level_cache.h):
// a view zoomed through more levels than 512 tiles hold drops the levels
// shown longest ago and keeps the one in view, whose pixels stay those of
// drawing straight. Trimming once lost track of the level in view (it was
// held by address while levels before it were erased), so the frame then
// read tiles of a level that no longer existed.
#include "views/floorplan/tile_memory.h"
#include "views/floorplan/zoom_level_cache.h"

#include <QImage>
#include <QPainter>
#include <QtTest>

using namespace sn;

namespace {

/// A 100 × 60 m scene of diagonal lines: something on every tile.
bool drawLines(QPainter& p, const QRectF&) {
    QPen pen(Qt::darkBlue, 1.6);
    pen.setCosmetic(true);
    p.setPen(pen);
    for (int i = 0; i <= 100; ++i) p.drawLine(QLineF(i * 1000.0, 0, 100000.0 - i * 1000.0, 60000.0));
    return true;
}

/// One 10 × 10 m square at (20 m, 5 m) of the same scene, drawn only for
/// the areas it touches (as the tray layer draws its trays).
const QRectF kSquare(20000, 5000, 10000, 10000);
bool drawSquare(QPainter& p, const QRectF& area) {
    if (!area.intersects(kSquare.adjusted(-100, -100, 100, 100))) return false;
    p.setPen(QPen(Qt::darkRed, 50));
    p.setBrush(QColor(0xe0, 0xb8, 0x5a, 55));
    p.drawRect(kSquare);
    return true;
}

QImage frame(double pxPerMm, ZoomLevelCache* cache, const ZoomLevelCache::Draw& draw = drawLines) {
    QImage image(1600, 1000, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    p.setTransform(QTransform::fromScale(pxPerMm, pxPerMm));
    const QRectF bounds(0, 0, 100000, 60000);
    if (cache) {
        if (!cache->paint(p, bounds, image.rect(), draw)) return {};
    } else {
        draw(p, bounds);
    }
    return image;
}

int maxChannelDifference(const QImage& a, const QImage& b) {
    int worst = 0;
    for (int y = 0; y < a.height(); ++y)
        for (int x = 0; x < a.width(); ++x) {
            const QRgb p = a.pixel(x, y), q = b.pixel(x, y);
            worst = std::max({worst, std::abs(qRed(p) - qRed(q)), std::abs(qGreen(p) - qGreen(q)),
                              std::abs(qBlue(p) - qBlue(q))});
        }
    return worst;
}

}  // namespace

class TstZoomLevelCache : public QObject {
    Q_OBJECT
private slots:
    /// 1 600 × 1 000 px is 7 × 4 = 28 tiles of 256 px at most, so 20 levels
    /// (560 tiles) pass the 512-tile budget: each new level past it drops the
    /// oldest. After every frame the cache holds at most 512 tiles, and the
    /// frame equals drawing straight (to the 8/255 of one more blend, as in
    /// tst_floor_plan_frames).
    void trimmingKeepsTheLevelInView() {
        ZoomLevelCache cache;
        for (int step = 0; step < 20; ++step) {
            const double pxPerMm = 0.1 + 0.01 * step;  // from 10 000 × 6 000 px of scene up
            const QImage cached = frame(pxPerMm, &cache);
            QVERIFY(!cached.isNull());
            QVERIFY2(cache.tileCount() <= ZoomLevelCache::kMaxTiles, qPrintable(QString::number(cache.tileCount())));
            QVERIFY(maxChannelDifference(cached, frame(pxPerMm, nullptr)) <= 8);
        }
        QVERIFY(cache.levelCount() < 20);  // levels were dropped
        // A level seen before and dropped is drawn again, right.
        QVERIFY(maxChannelDifference(frame(0.1, &cache), frame(0.1, nullptr)) <= 8);
    }

    /// A tile where the drawing has nothing is kept as empty: no pixels in
    /// memory, nothing blended onto the frames after. At 0.05 px/mm the
    /// 1 600 × 1 000 frame is 7 × 4 tiles of 256 px; the square spans
    /// 1 000-1 500 px across (tile columns 3-5) and 250-750 px down (rows
    /// 0-2): 9 tiles hold pixels, the other 19 none.
    void emptyTilesTakeNoMemory() {
        ZoomLevelCache cache;
        const QImage cached = frame(0.05, &cache, drawSquare);
        QVERIFY(!cached.isNull());
        QCOMPARE(cache.tileCount(), 3 * 3);
        QVERIFY(maxChannelDifference(cached, frame(0.05, nullptr, drawSquare)) <= 8);
        // And drawn again from the level: the same frame, no more tiles.
        QCOMPARE(maxChannelDifference(frame(0.05, &cache, drawSquare), cached), 0);
        QCOMPARE(cache.tileCount(), 3 * 3);
    }

    /// The budget passed while a level seen before (not the newest made) is
    /// in view: levels before it in the cache are dropped, and it must stay.
    /// Level A (1 tile), level B (16 × 16 = 256 tiles), level C (1 tile),
    /// then B again, panned by 16 tiles: 256 more, 514 in all, over 512.
    /// Dropping A and C leaves 512, B whole. (Before the fix, B itself was
    /// dropped once A was and the frame read a tile that did not exist.)
    void trimmingKeepsARevisitedLevel() {
        ZoomLevelCache cache;
        const QRectF bounds(0, 0, 1e6, 1e6);
        const QRect area(0, 0, 4096, 4096);
        QImage image(64, 64, QImage::Format_ARGB32_Premultiplied);
        const auto paint = [&](double pxPerMm, double dxPx) {
            image.fill(Qt::white);
            QPainter p(&image);
            p.setTransform(QTransform(pxPerMm, 0, 0, pxPerMm, dxPx, 0));
            return cache.paint(p, bounds, area, drawLines);
        };
        QVERIFY(paint(0.0001, 0));  // A: 100 px of scene, one tile
        QVERIFY(paint(0.01, 0));    // B: 256 tiles
        QVERIFY(paint(0.0002, 0));  // C: one tile
        QCOMPARE(cache.tileCount(), 258);
        QVERIFY(paint(0.01, -4096));  // B, the next 16 columns
        QCOMPARE(cache.levelCount(), 1);
        QCOMPARE(cache.tileCount(), ZoomLevelCache::kMaxTiles);
        // B's first 16 columns are still there: drawing them again adds none.
        QVERIFY(paint(0.01, 0));
        QCOMPARE(cache.tileCount(), ZoomLevelCache::kMaxTiles);
    }

    /// TileMemory: tiles of 256 px (256 kB) come eight to a 2 MB slab; a
    /// tile's memory goes back when its image does and is handed out again
    /// cleared; slabs with no tile out are given back to the system.
    void tileMemoryReusesAndReleases() {
        TileMemory memory(256, 256);
        std::vector<QImage> tiles;
        for (int i = 0; i < 9; ++i) tiles.push_back(memory.take());
        QCOMPARE(memory.reservedBytes(), std::size_t(4) << 20);  // two slabs
        for (const QImage& t : tiles) {
            QCOMPARE(t.size(), QSize(256, 256));
            QCOMPARE(t.format(), QImage::Format_ARGB32_Premultiplied);
            QCOMPARE(t.pixel(0, 0), qRgba(0, 0, 0, 0));
        }
        // Drawn on, dropped, taken again: the same memory, transparent again.
        tiles[8].fill(Qt::red);
        const uchar* slot = tiles[8].constBits();
        tiles.pop_back();
        QImage again = memory.take();
        QCOMPARE(again.constBits(), slot);
        for (int y = 0; y < 256; y += 51)
            for (int x = 0; x < 256; x += 51) QCOMPARE(again.pixel(x, y), qRgba(0, 0, 0, 0));
        // The second slab has only `again` out: it stays while that does.
        memory.releaseUnused();
        QCOMPARE(memory.reservedBytes(), std::size_t(4) << 20);
        again = QImage();
        memory.releaseUnused();
        QCOMPARE(memory.reservedBytes(), std::size_t(2) << 20);
        tiles.clear();
        memory.releaseUnused();
        QCOMPARE(memory.reservedBytes(), std::size_t(0));
        // A tile kept past its pool still holds its pixels.
        QImage kept;
        {
            TileMemory shortLived(256, 256);
            kept = shortLived.take();
            kept.fill(Qt::blue);
        }
        QCOMPARE(kept.pixel(100, 100), qRgb(0, 0, 255));
    }
};

QTEST_MAIN(TstZoomLevelCache)
#include "tst_zoom_level_cache.moc"
