#include "views/floorplan/heat_map_overlay.h"

#include "views/floorplan/floor_plan_items.h"
#include "views/floorplan/floor_plan_scene.h"
#include "views/floorplan/heat_map_items.h"
#include "views/floorplan/heat_map_style.h"

#include <QPainter>

#include <algorithm>
#include <vector>

namespace sn {

namespace {

/// The heat child of a scene item, made on first use. Not remembered between
/// refreshes: the scene may delete and rebuild its items (catalog change) at any time.
template <class Heat>
Heat* heatChildOf(QGraphicsItem* item, bool create) {
    if (Heat* heat = heatCellOf<Heat>(*item)) return heat;
    return create ? new Heat(item) : nullptr;
}

}  // namespace

HeatMapOverlay::HeatMapOverlay(FloorPlanScene& scene, QObject* parent) : QObject(parent), m_scene(scene) {
    m_timer.setSingleShot(true);
    m_timer.setInterval(0);  // after the edit's signals are all out, once
    connect(&m_timer, &QTimer::timeout, this, &HeatMapOverlay::refresh);
    Design& d = scene.design();
    const auto touched = [this] { schedule(); };
    for (auto signal : {&Design::rackInserted, &Design::rackRemoved, &Design::rackChanged})
        connect(&d, signal, this, touched);
    for (auto signal : {&Design::deviceInserted, &Design::deviceRemoved, &Design::deviceChanged})
        connect(&d, signal, this, touched);
    for (auto signal : {&Design::trayInserted, &Design::trayRemoved, &Design::trayChanged})
        connect(&d, signal, this, touched);
    for (auto signal : {&Design::loopInserted, &Design::loopRemoved, &Design::loopChanged})
        connect(&d, signal, this, touched);
    for (auto signal : {&Design::cableInserted, &Design::cableRemoved, &Design::cableChanged})
        connect(&d, signal, this, touched);
    connect(&d, &Design::catalogChanged, this, touched);
    connect(&d, &Design::batchEnded, this, [this] {
        if (m_dirty) schedule();
    });
}

HeatMapOverlay::~HeatMapOverlay() = default;

void HeatMapOverlay::setMetric(HeatMetric metric) {
    if (metric == m_metric) return;
    m_metric = metric;
    refresh();
}

void HeatMapOverlay::schedule() {
    if (!isActive()) return;
    if (m_scene.design().inBatch()) {
        m_dirty = true;
        return;
    }
    m_timer.start();
}

void HeatMapOverlay::removeItems() {
    for (const Rack& rack : m_scene.design().racks())
        if (RackFloorItem* item = m_scene.itemOf(rack.id)) delete heatChildOf<RackHeatItem>(item, false);
    for (const Tray& tray : m_scene.design().trays())
        if (TrayFloorItem* item = m_scene.itemOf(tray.id)) delete heatChildOf<TrayHeatItem>(item, false);
}

void HeatMapOverlay::refresh() {
    m_timer.stop();
    m_dirty = false;
    const Design& design = m_scene.design();
    if (!isActive()) {
        removeItems();
        m_figures = {};
        m_legendBar = {};
        Q_EMIT changed();
        return;
    }
    m_figures = HeatMapFigures::of(design, m_metric);
    const bool trays = m_metric == HeatMetric::TrayFill;
    for (const Rack& rack : design.racks()) {
        RackFloorItem* item = m_scene.itemOf(rack.id);
        if (!item) continue;
        if (trays) {
            delete heatChildOf<RackHeatItem>(item, false);
            continue;
        }
        const auto value = m_figures.rack(rack.id, m_metric);
        heatChildOf<RackHeatItem>(item, true)
            ->set(rack, value ? HeatMapStyle::valueText(m_metric, value->value) : QStringLiteral("–"),
                  HeatMapStyle::colour(value ? value->load : std::nullopt));
    }
    for (const Tray& tray : design.trays()) {
        TrayFloorItem* item = m_scene.itemOf(tray.id);
        if (!item) continue;
        if (!trays) {
            delete heatChildOf<TrayHeatItem>(item, false);
            continue;
        }
        const auto value = m_figures.tray(tray.id);
        heatChildOf<TrayHeatItem>(item, true)
            ->set(tray, value ? HeatMapStyle::valueText(m_metric, value->value) : QStringLiteral("–"),
                  HeatMapStyle::colour(value ? value->load : std::nullopt));
    }
    if (trays) hideCoveredTrayLabels();
    Q_EMIT changed();
}

void HeatMapOverlay::hideCoveredTrayLabels() {
    // Trays side by side or crossing put their cards on one spot ("8.1 11.2 %"):
    // the fullest tray's card shows, one it would overlap does not.
    std::vector<std::pair<double, TrayHeatItem*>> cards;
    for (const Tray& tray : m_scene.design().trays())
        if (TrayFloorItem* item = m_scene.itemOf(tray.id))
            if (auto* heat = heatChildOf<TrayHeatItem>(item, false)) {
                const auto value = m_figures.tray(tray.id);
                cards.emplace_back(value && value->load ? *value->load : -1.0, heat);
            }
    std::stable_sort(cards.begin(), cards.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
    std::vector<QRectF> shown;
    for (const auto& [load, heat] : cards) {
        const QRectF card = heat->labelSceneRect();
        const bool covered = std::any_of(shown.begin(), shown.end(), [&](const QRectF& r) { return r.intersects(card); });
        heat->setLabelShown(!covered);
        if (!covered) shown.push_back(card);
    }
}

bool HeatMapOverlay::trayLabelShown(TrayId tray) const {
    TrayFloorItem* item = m_scene.itemOf(tray);
    const auto* heat = item ? heatChildOf<TrayHeatItem>(item, false) : nullptr;
    return heat && heat->labelShown();
}

QString HeatMapOverlay::textOf(RackId rack) const {
    RackFloorItem* item = m_scene.itemOf(rack);
    const auto* heat = item ? heatChildOf<RackHeatItem>(item, false) : nullptr;
    return heat ? heat->text() : QString();
}

QString HeatMapOverlay::textOf(TrayId tray) const {
    TrayFloorItem* item = m_scene.itemOf(tray);
    const auto* heat = item ? heatChildOf<TrayHeatItem>(item, false) : nullptr;
    return heat ? heat->text() : QString();
}

QColor HeatMapOverlay::colourOf(RackId rack) const {
    RackFloorItem* item = m_scene.itemOf(rack);
    const auto* heat = item ? heatChildOf<RackHeatItem>(item, false) : nullptr;
    return heat ? heat->colour() : QColor();
}

QColor HeatMapOverlay::colourOf(TrayId tray) const {
    TrayFloorItem* item = m_scene.itemOf(tray);
    const auto* heat = item ? heatChildOf<TrayHeatItem>(item, false) : nullptr;
    return heat ? heat->colour() : QColor();
}

QRect HeatMapOverlay::legendBox(const QRect& area, const QFont& font) const {
    return HeatMapStyle::legendBox(area, font, m_metric, m_figures);
}

void HeatMapOverlay::drawLegend(QPainter& painter, const QRect& area, const QFont& font) const {
    m_legendBar = HeatMapStyle::drawLegend(painter, area, font, m_metric, m_figures);
}

}  // namespace sn
