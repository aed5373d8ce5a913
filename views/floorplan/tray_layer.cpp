#include "views/floorplan/tray_layer.h"

#include "views/floorplan/device_fill.h"
#include "views/floorplan/floor_plan_items.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <cmath>

namespace sn {

TrayLayer::TrayLayer() {
    setZValue(kZ);
    setAcceptedMouseButtons(Qt::NoButton);
}

void TrayLayer::add(TrayFloorItem* tray) {
    m_trays.push_back(tray);
    tray->setLayer(this);
    invalidate();
}

void TrayLayer::remove(TrayFloorItem* tray) {
    m_trays.erase(std::remove(m_trays.begin(), m_trays.end(), tray), m_trays.end());
    tray->setLayer(nullptr);
    invalidate();
}

void TrayLayer::invalidate() {
    m_cache.clear();
    updateBounds();
    update();
}

void TrayLayer::updateBounds() {
    QRectF bounds;
    for (const TrayFloorItem* tray : m_trays) bounds |= tray->sceneBoundingRect();
    if (bounds == m_bounds) return;
    prepareGeometryChange();
    m_bounds = bounds;
}

void TrayLayer::setLevelCacheEnabled(bool on) {
    m_cacheOn = on;  // what it holds stays valid: the trays did not change
    update();
}

void TrayLayer::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget* widget) {
    const std::optional<QRect> area = ZoomLevelCache::viewArea(*painter, widget);
    if (!area) return;  // printed or exported: each tray draws itself
    const auto trays = [this](QPainter& p, const QRectF& sceneArea) { return paintTrays(p, sceneArea); };
    const double detail = QStyleOptionGraphicsItem::levelOfDetailFromTransform(painter->worldTransform());
    if (!m_cacheOn || detail < kOutlineLodPixelsPerMm || !m_cache.paint(*painter, m_bounds, *area, trays))
        paintTrays(*painter, painter->worldTransform().inverted().mapRect(QRectF(*area)));
}

bool TrayLayer::paintTrays(QPainter& painter, const QRectF& sceneArea) const {
    // A tray whose bounds come within 3 px of the area: its antialiased edge
    // may reach a pixel past its bounds, and a tile must get every pixel a
    // tray gives it (or a seam would show where two tiles meet).
    const double detail = QStyleOptionGraphicsItem::levelOfDetailFromTransform(painter.worldTransform());
    const double marginMm = 3 / std::max(1e-9, detail);
    const QRectF area = sceneArea.adjusted(-marginMm, -marginMm, marginMm, marginMm);
    bool drawn = false;
    for (const TrayFloorItem* tray : m_trays) {
        if (tray->isSelected() || !tray->isVisible()) continue;
        if (!sceneArea.isNull() && !tray->sceneBoundingRect().intersects(area)) continue;
        tray->paintTray(painter, detail);
        drawn = true;
    }
    return drawn;
}

}  // namespace sn
