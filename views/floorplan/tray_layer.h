#pragma once

#include "views/floorplan/zoom_level_cache.h"

#include <QGraphicsItem>

#include <vector>

namespace sn {

class TrayFloorItem;

/// Every unselected cable tray of the floor plan, drawn on a view from
/// pixels kept per zoom level (ZoomLevelCache), as the route lines are.
/// Stroking the trays was the largest item of a pan frame (bench_frames,
/// 4 096 GPUs, zoomed in: 22 % of the samples, and Qt's raster engine
/// hands each tall tray's spans to its thread pool, so the frame waited on
/// it for 4-6 ms more than its own CPU time). The TrayFloorItems stay in
/// the scene for selection, shape and heat cells; on a view they draw
/// themselves only while selected. Printed or exported, this draws nothing
/// and each tray draws itself.
class TrayLayer final : public QGraphicsItem {
public:
    enum { Type = UserType + 32 };
    /// Just under the trays (20), so their heat cells and the selected trays lie over it.
    static constexpr double kZ = 19.5;

    TrayLayer();
    int type() const override { return Type; }
    QRectF boundingRect() const override { return m_bounds; }
    QPainterPath shape() const override { return {}; }  // clicks and rubber bands reach the trays
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

    /// The trays it draws, in the scene's stacking order (the order added).
    void add(TrayFloorItem* tray);
    void remove(TrayFloorItem* tray);
    /// A tray's path, width, selection or visibility changed (TrayFloorItem
    /// says so): the kept pixels are stale.
    void invalidate();

    /// Off, every frame draws the trays straight (tst_floor_plan_frames compares the two).
    void setLevelCacheEnabled(bool on);
    bool levelCacheEnabled() const { return m_cacheOn; }
    const ZoomLevelCache& levelCache() const { return m_cache; }

private:
    /// The unselected trays that may touch `sceneArea` (all when it is null); false when none did.
    bool paintTrays(QPainter& painter, const QRectF& sceneArea) const;
    void updateBounds();

    std::vector<TrayFloorItem*> m_trays;
    QRectF m_bounds;
    ZoomLevelCache m_cache;
    bool m_cacheOn = true;
};

}  // namespace sn
