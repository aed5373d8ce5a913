#pragma once

#include "model/routing/route_geometry.h"
#include "views/floorplan/rack_grid.h"
#include "views/floorplan/zoom_level_cache.h"

#include <QGraphicsObject>
#include <QLineF>
#include <QList>
#include <QPainterPath>

#include <map>
#include <optional>
#include <set>
#include <vector>

namespace sn {

class FloorPlanScene;
class RackNameCards;
class RoutingFindings;

/// Which routed cables the overlay shows.
struct RouteFilter {
    std::set<PortRole> hiddenRoles;
    std::set<int> hiddenRails;  ///< 0-based rails; -1 hides the cables on no rail
    bool shows(const CableRoute& route) const {
        return !hiddenRoles.count(route.role) && !hiddenRails.count(route.rail);
    }
    bool operator==(const RouteFilter&) const = default;
};

/// The cable routes over the floor plan: one polyline per routed cable along
/// its trays, coloured by medium. Cables sharing a stretch share one drawn
/// segment per medium (12 000 cables run in a few trays), and each medium
/// runs a little to the side of the others so all stay visible in a tray.
/// Hovering a cable shows its id, ends, length and medium. Follows the
/// design's signals, rebuilding once per burst of changes.
class RouteOverlay final : public QGraphicsObject {
    Q_OBJECT
public:
    enum { Type = UserType + 30 };
    /// Lateral spacing of the media lanes on the plan.
    static constexpr double kLaneMm = 60;

    /// When the routes are first read: in the constructor, or once the
    /// events queued now are handled (the editor opening a design draws the
    /// hall first and the routes a moment later: at 65 536 GPUs reading
    /// them takes most of a second).
    enum class FirstRead { Now, AfterQueuedEvents };
    /// Adds itself to `scene` (which owns it from then on).
    RouteOverlay(Design& design, FloorPlanScene* scene, FirstRead firstRead = FirstRead::Now);

    const std::vector<CableRoute>& routes() const { return m_routes; }
    const RouteFilter& filter() const { return m_filter; }
    /// Media of the cables shown, with how many of each, in medium order.
    const std::map<CableMedia, int>& shownMedia() const { return m_shownMedia; }
    int shownCount() const;
    /// Roles and rails of all routed cables, whatever the filter: the filter menu's entries.
    std::set<PortRole> roles() const;
    std::set<int> rails() const;
    /// The shown cable drawn nearest to `scenePos`, if one is within `toleranceMm`.
    std::optional<CableId> cableAt(QPointF scenePos, double toleranceMm) const;
    /// Where this medium's lane runs beside the cables' centre lines.
    QPointF laneOffset(CableMedia media) const;
    /// The hover text: id or label, both ends, lengths, medium.
    QString describe(CableId cable) const;

    /// The lines as pixels per zoom level (ZoomLevelCache), on by default;
    /// off, every frame draws them (tst_floor_plan_frames compares the two).
    /// Printing and other devices than a view always get the lines.
    void setLevelCacheEnabled(bool on);
    bool levelCacheEnabled() const { return m_levelCacheOn; }
    const ZoomLevelCache& levelCache() const { return m_levelCache; }

    void setFilter(RouteFilter filter);
    /// Cables a routing run could not route: drawn as dashed red straight
    /// lines between their racks ("no route here"), never as an old route.
    void setUnroutedSource(RoutingFindings* source);
    /// How many unrouted cables are drawn (a pair of racks drawn once).
    int unroutedCount() const { return m_unroutedCount; }
    const QPainterPath& unroutedPath() const { return m_unroutedPath; }
    /// Re-reads the design now (normally it follows the design's signals).
    void refresh();
    /// Catches up with edits made while the overlay was hidden, or with a
    /// read still queued.
    void refreshIfStale() {
        if (m_stale || m_refreshPending) refresh();
    }

    int type() const override { return Type; }
    QRectF boundingRect() const override { return m_bounds; }
    /// Empty: the overlay is never "at" a point, so clicks, drags and
    /// itemAt() find the racks and trays under the cables.
    QPainterPath shape() const override { return {}; }
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

Q_SIGNALS:
    /// Routes or filter changed: legends and menus refill.
    void changed();

protected:
    /// Hover and tooltips come from the scene's own mouse-move and help
    /// events, as the item itself takes no part in hit tests.
    bool eventFilter(QObject* watched, QEvent* event) override;
    /// Shown again after edits made while hidden: catch up then.
    QVariant itemChange(GraphicsItemChange change, const QVariant& value) override;

private:
    void scheduleRefresh();
    /// The unrouted pairs again, once the events queued now are handled:
    /// what the routing findings change, without reading every route again
    /// (at 65 536 GPUs that read is most of a second).
    void scheduleUnroutedRefresh();
    /// Runs `work` once the events queued now are handled, once however
    /// often asked meanwhile (`pending` says it is queued); while hidden,
    /// only marks the overlay stale.
    void runLater(bool& pending, void (RouteOverlay::*work)());
    void refreshUnrouted();
    void collectUnrouted();
    void rebuildPaths();
    /// The item's bounds from the lines' and the unrouted pairs', and every
    /// cached level dropped: what either changing asks.
    void boundsChanged();
    void setHovered(std::optional<CableId> cable);
    /// The lines (and unrouted pairs) that may touch `sceneArea`, all of them
    /// when it is null; false when none did.
    bool paintLines(QPainter& painter, const QRectF& sceneArea) const;

    friend class RackNameCards;
    /// The rack names over the lines, drawn by a child item every frame (the
    /// lines themselves are cached, the names follow a dragged rack).
    void paintRackNames(QPainter* painter, const QStyleOptionGraphicsItem* option) const;

    Design& m_design;
    FloorPlanScene& m_scene;
    /// Where the racks stand, for the names drawn over the lines; rebuilt with the routes.
    RackGrid m_rackGrid;
    RackNameCards* m_names = nullptr;
    std::vector<CableRoute> m_routes;
    RouteFilter m_filter;
    /// Per medium, its merged runs as separate lines: drawn with drawLines,
    /// Qt's raster engine rasterises each solid line directly, where a path
    /// of the same lines goes through its general stroker (bench_frames: the
    /// overlay's redraw on a zoom step at 16 384 GPUs).
    std::map<CableMedia, QList<QLineF>> m_paths;
    ZoomLevelCache m_levelCache;
    bool m_levelCacheOn = true;
    std::map<CableMedia, int> m_shownMedia;
    std::map<CableMedia, QPointF> m_lanes;
    QRectF m_linesBounds;  ///< of m_paths
    QRectF m_bounds;
    std::optional<CableId> m_hovered;
    QPainterPath m_hoverPath;
    CableMedia m_hoverMedia = CableMedia::Dac;
    bool m_refreshPending = false;
    bool m_unroutedPending = false;
    RoutingFindings* m_unroutedSource = nullptr;
    QPainterPath m_unroutedPath;
    int m_unroutedCount = 0;
    /// Edits arrived while hidden: the routes are re-read when shown, not on
    /// every edit (a re-read of 12 000 routes costs tens of milliseconds).
    bool m_stale = false;
};

}  // namespace sn
