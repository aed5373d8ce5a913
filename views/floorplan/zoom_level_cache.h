#pragma once

#include "views/floorplan/tile_memory.h"

#include <QHash>
#include <QImage>
#include <QRectF>
#include <QTransform>

#include <functional>
#include <optional>
#include <vector>

class QPainter;
class QWidget;

namespace sn {

/// A scene item's drawing kept as pixels per zoom level, filled in as the
/// view shows it: each level is a grid of tiles anchored
/// to the scene, made when a frame first needs them, so a pan draws only
/// the tiles it uncovers and a zoom back to a level seen before draws
/// nothing: both blit. Qt's own DeviceCoordinateCache keeps one
/// viewport-sized pixmap, dropped on every zoom step, and redraws every line
/// of the item for each strip a pan uncovers (at 16 384 GPUs 4–9 ms a pan;
/// tests/bench/bench_frames). Tiles, not one image of the item's bounds:
/// fresh memory costs a page fault per 4 kB written, which on a zoom step
/// cost more than the drawing; tiles of dropped levels are used again, and
/// new ones come from huge pages (TileMemory).
///
/// A tile is drawn with a transform that differs from the view's by whole
/// pixels only, so its pixels are those drawing straight into the view
/// gives, to the rounding of one more blend (tst_floor_plan_frames).
class ZoomLevelCache {
public:
    /// Draws the item, in scene coordinates, for the scene area given: what
    /// lies outside it may be left out (the painter's device is one tile).
    /// False when nothing lies there: the tile is kept as empty (no memory,
    /// nothing to blend onto later frames).
    using Draw = std::function<bool(QPainter& painter, const QRectF& sceneArea)>;

    static constexpr int kTilePx = 256;
    /// Tiles of all levels together (256 kB each): 128 MB, 24 views of
    /// 1 600 × 1 000; the least recently shown level goes first.
    static constexpr int kMaxTiles = 512;

    /// Draws `deviceArea` (device pixels) of the item whose scene bounds are
    /// `sceneBounds` onto `painter` from the level of its current transform,
    /// drawing with `draw` first the tiles that level lacks. False, with
    /// nothing drawn, when the painter is turned or sheared: the caller
    /// draws straight.
    bool paint(QPainter& painter, const QRectF& sceneBounds, const QRect& deviceArea, const Draw& draw);
    /// Whether `painter` paints a view's `widget` on the raster engine, where
    /// kept pixels are drawn; not when printed, exported or drawn for no
    /// widget: those devices get the drawing itself.
    static bool drawsOnView(const QPainter& painter, const QWidget* widget);
    /// The device pixels to draw then: the widget clipped to what the painter
    /// may touch; none when not drawsOnView.
    static std::optional<QRect> viewArea(const QPainter& painter, const QWidget* widget);
    /// Forgets every level (the drawing changed).
    void clear();
    int levelCount() const { return int(m_levels.size()); }
    /// Tiles holding pixels (empty ones take no memory).
    int tileCount() const;

private:
    struct Level {
        double sx = 0, sy = 0;  ///< scale
        double fx = 0, fy = 0;  ///< fraction of a pixel the scene origin lies off the pixel grid
        QHash<quint64, QImage> tiles;  ///< by tile column and row, packed; null: drawn, empty
        quint64 lastUse = 0;
    };
    Level& levelFor(const QTransform& toDevice);
    QImage freshTile();
    /// Drops levels other than the one last used at `keepUse` (then tiles of
    /// that one outside the tile columns and rows `inView`) down to kMaxTiles.
    void trim(quint64 keepUse, const QRect& inView);

    TileMemory m_memory{kTilePx, kTilePx};  ///< tiles of dropped levels go back to it, to draw into again
    std::vector<Level> m_levels;
    quint64 m_uses = 0;
};

}  // namespace sn
