#pragma once

#include <QImage>
#include <QTransform>

#include <functional>

class QPainter;

namespace sn {

/// The floor plan's background (floor and grid) kept as one image the size
/// of the viewport, as QGraphicsView::CacheBackground keeps it, but in the
/// same memory from one zoom step to the next: Qt makes a new pixmap on
/// every transform, and writing 6.4 MB of fresh memory (a page fault per
/// 4 kB) cost more than drawing the floor on a zoom step (bench_frames). A
/// pan scrolls the image by whole pixels and draws only the strips it
/// uncovers; a zoom draws it all again. The pixels are those drawing
/// straight gives (tst_floor_plan_frames compares them).
class BackgroundCache {
public:
    /// Draws the background for `sceneArea` (scene coordinates) with the painter's transform.
    using Draw = std::function<void(QPainter& painter, const QRectF& sceneArea)>;

    /// Draws the part of the background under `sceneArea` onto `painter`
    /// (a raster painter on a viewport of `viewportSize` pixels) from the
    /// image, drawing with `draw` first what the image lacks. False, with
    /// nothing drawn, when the painter is turned or sheared: the caller
    /// draws straight.
    bool paint(QPainter& painter, const QSize& viewportSize, const QRectF& sceneArea, const Draw& draw);
    /// Forgets the picture (the room changed); the memory stays for the next.
    void clear() { m_valid = false; }

private:
    QImage m_image;
    QTransform m_drawnAt;  ///< the transform the image holds the background in
    bool m_valid = false;
};

}  // namespace sn
