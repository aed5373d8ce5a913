#pragma once

#include <QImage>
#include <QRectF>
#include <QRegion>
#include <QTransform>

#include <functional>
#include <vector>

class QPainter;

namespace sn {

/// A scene item's drawing kept as pixels per zoom level, filled in as the
/// view shows it (issue 23 point 4): each level is an image of the item's
/// whole bounds at that scale, anchored to the scene, of which only the
/// parts a frame needed are drawn, each once. A pan then draws only the
/// strip it uncovers and a zoom back to a level seen before draws nothing:
/// both blit. Qt's own DeviceCoordinateCache keeps one viewport-sized
/// pixmap, dropped on every zoom step, and redraws every line of the item
/// for each uncovered strip (at 16 384 GPUs 4–9 ms a pan; bench_frames).
///
/// The image is drawn with a transform that differs from the view's by
/// whole pixels only, so its pixels are those drawing straight into the
/// view gives (tst_floor_plan_frames compares them).
class ZoomLevelCache {
public:
    /// Draws the item, in scene coordinates, for the scene area given (the
    /// painter is clipped to it; what lies outside may be skipped).
    using Draw = std::function<void(QPainter& painter, const QRectF& sceneArea)>;

    /// A level is kept only while its image is at most this many bytes (at
    /// 16 384 GPUs the first five zoom steps from Fit, 6–34 MB each at
    /// 1 600 × 1 000), and all levels together at most kBudgetBytes,
    /// the least recently shown dropped first. Zoomed in further the item
    /// draws straight into the view (few of its lines are then in sight).
    static constexpr qsizetype kMaxLevelBytes = qsizetype(48) << 20;
    static constexpr qsizetype kBudgetBytes = qsizetype(128) << 20;
    /// Parts are drawn in blocks of this many pixels a side, so a pan of a
    /// few pixels does not draw a sliver each frame.
    static constexpr int kBlockPx = 64;

    /// Draws `deviceArea` (device pixels) of the item whose scene bounds are
    /// `sceneBounds` onto `painter` from the level of its current transform,
    /// drawing with `draw` first what that level lacks. False, with nothing
    /// drawn, when the painter is turned or sheared or the level would be
    /// over kMaxLevelBytes: the caller draws straight.
    bool paint(QPainter& painter, const QRectF& sceneBounds, const QRect& deviceArea, const Draw& draw);
    /// Forgets every level (the drawing changed).
    void clear() { m_levels.clear(); }
    int levelCount() const { return int(m_levels.size()); }
    qsizetype bytes() const;

private:
    struct Level {
        double sx = 0, sy = 0;  ///< scale
        double fx = 0, fy = 0;  ///< fraction of a pixel the scene origin lies off the pixel grid
        QPoint origin;          ///< image pixel (0, 0) in device pixels, less the translation's whole pixels
        QTransform toImage;     ///< scene to image pixels
        QImage image;
        QRegion drawn;  ///< image pixels drawn so far
        quint64 lastUse = 0;
    };
    Level* levelFor(const QTransform& toDevice, const QRectF& sceneBounds);
    void trimTo(qsizetype budget, const Level* keep);

    std::vector<Level> m_levels;
    quint64 m_uses = 0;
};

}  // namespace sn
