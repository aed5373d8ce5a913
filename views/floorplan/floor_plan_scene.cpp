#include "views/floorplan/floor_plan_scene.h"

#include "views/floorplan/fire_stop_item.h"
#include "views/floorplan/floor_plan_items.h"
#include "views/floorplan/tray_layer.h"

#include <QPen>

#include <cmath>

namespace sn {

FloorPlanScene::FloorPlanScene(Design& design, QObject* parent) : QGraphicsScene(parent), m_design(design) {
    setBackgroundBrush(QColor(0xfb, 0xfb, 0xfc));
    // Racks: refresh the one that changed; device changes only recolour.
    connect(&design, &Design::rackInserted, this, &FloorPlanScene::refreshRack);
    connect(&design, &Design::rackChanged, this, &FloorPlanScene::refreshRack);
    connect(&design, &Design::rackRemoved, this, [this](RackId id) {
        delete m_racks.take(id);
    });
    connect(&design, &Design::trayInserted, this, [this](TrayId id) {
        addTray(*m_design.trays().find(id));
        m_fireStops->updateFrom(m_design);
    });
    connect(&design, &Design::trayChanged, this, [this](TrayId id) {
        if (TrayFloorItem* item = m_trays.value(id)) item->updateFrom(*m_design.trays().find(id));
        m_fireStops->updateFrom(m_design);
    });
    connect(&design, &Design::trayRemoved, this, [this](TrayId id) {
        if (TrayFloorItem* item = m_trays.take(id)) {
            m_trayLayer->remove(item);
            delete item;
        }
        m_fireStops->updateFrom(m_design);
    });
    auto deviceTouched = [this](DeviceId id) {
        delete m_floorDevices.take(id);
        if (const Device* d = m_design.device(id); d && !d->placement.rack)
            if (const DeviceType* t = m_design.typeOf(*d); t && t->mount == Mount::Floor) addFloorDevice(*d);
        if (m_design.inBatch()) m_coloursDirty = true;
        else refreshAllRackColours();
    };
    connect(&design, &Design::deviceInserted, this, deviceTouched);
    connect(&design, &Design::deviceChanged, this, deviceTouched);
    connect(&design, &Design::deviceRemoved, this, deviceTouched);
    connect(&design, &Design::roomChanged, this, [this] {
        m_room->updateFrom(m_design.room());
        m_fireStops->updateFrom(m_design);
        setSceneRect(m_room->boundingRect());
    });
    connect(&design, &Design::catalogChanged, this, &FloorPlanScene::rebuild);
    connect(&design, &Design::batchEnded, this, [this] {
        if (m_coloursDirty) refreshAllRackColours();
    });
    connect(this, &QGraphicsScene::selectionChanged, this, [this] {
        if (!m_syncing) Q_EMIT planSelectionChanged(selectedRacks(), selectedTrays());
    });
    rebuild();
}

FloorPlanScene::~FloorPlanScene() {
    // Drop the items while this is still a FloorPlanScene: QGraphicsScene's own
    // destructor would announce the lost selection to slots of a half-destroyed object.
    m_syncing = true;
    detachTrayLayer();
    clear();
}

void FloorPlanScene::rebuild() {
    m_syncing = true;
    detachTrayLayer();
    clear();
    m_racks.clear();
    m_trays.clear();
    m_floorDevices.clear();
    m_room = new RoomItem(m_design.room());
    addItem(m_room);
    m_trayLayer = new TrayLayer;
    addItem(m_trayLayer);
    m_ghost = new QGraphicsRectItem;
    m_ghost->setZValue(100);
    m_ghost->hide();
    addItem(m_ghost);
    m_trayPreview = new QGraphicsPathItem;
    m_trayPreview->setZValue(101);
    m_trayPreview->setPen(QPen(QColor(0xc0, 0x7a, 0x10), 0, Qt::DashLine));
    m_trayPreview->hide();
    addItem(m_trayPreview);
    for (const Rack& rack : m_design.racks()) refreshRack(rack.id);
    for (const Tray& tray : m_design.trays()) addTray(tray);
    m_fireStops = new FireStopItem;
    m_fireStops->updateFrom(m_design);
    addItem(m_fireStops);
    for (const Device& d : m_design.devices())
        if (!d.placement.rack)
            if (const DeviceType* t = m_design.typeOf(d); t && t->mount == Mount::Floor) addFloorDevice(d);
    setSceneRect(m_room->boundingRect());
    m_syncing = false;
}

void FloorPlanScene::detachTrayLayer() {
    // clear() deletes the trays and the layer in no set order: no tray may
    // tell a deleted layer that its selection went with it.
    for (TrayFloorItem* item : std::as_const(m_trays)) item->setLayer(nullptr);
    m_trayLayer = nullptr;
}

void FloorPlanScene::addTray(const Tray& tray) {
    auto* item = new TrayFloorItem(tray);
    addItem(item);
    m_trays.insert(tray.id, item);
    m_trayLayer->add(item);
}

void FloorPlanScene::addFloorDevice(const Device& device) {
    auto* item = new FloorDeviceItem(m_design, device);
    addItem(item);
    m_floorDevices.insert(device.id, item);
}

void FloorPlanScene::refreshRack(RackId id) {
    const Rack* rack = m_design.rack(id);
    if (!rack) return;
    if (RackFloorItem* item = m_racks.value(id)) {
        item->updateFrom(m_design, *rack);
        return;
    }
    auto* item = new RackFloorItem(m_design, *rack);
    item->setCurrent(id == m_currentRack);
    addItem(item);
    m_racks.insert(id, item);
}

void FloorPlanScene::refreshAllRackColours() {
    m_coloursDirty = false;
    for (const Rack& rack : m_design.racks())
        if (RackFloorItem* item = m_racks.value(rack.id)) item->updateFrom(m_design, rack);
}

std::vector<RackId> FloorPlanScene::selectedRacks() const {
    std::vector<RackId> out;
    for (QGraphicsItem* item : selectedItems())
        if (item->type() == RackFloorItem::Type) out.push_back(static_cast<RackFloorItem*>(item)->rackId());
    return out;
}

std::vector<TrayId> FloorPlanScene::selectedTrays() const {
    std::vector<TrayId> out;
    for (QGraphicsItem* item : selectedItems())
        if (item->type() == TrayFloorItem::Type) out.push_back(static_cast<TrayFloorItem*>(item)->trayId());
    return out;
}

void FloorPlanScene::selectTrays(const std::vector<TrayId>& trays) {
    m_syncing = true;
    for (auto it = m_trays.cbegin(); it != m_trays.cend(); ++it)
        it.value()->setSelected(std::find(trays.begin(), trays.end(), it.key()) != trays.end());
    m_syncing = false;
}

void FloorPlanScene::setCurrentRack(std::optional<RackId> rack) {
    if (m_currentRack)
        if (RackFloorItem* item = m_racks.value(*m_currentRack)) item->setCurrent(false);
    m_currentRack = rack;
    if (rack)
        if (RackFloorItem* item = m_racks.value(*rack)) item->setCurrent(true);
}

void FloorPlanScene::selectRacks(const std::vector<RackId>& racks) {
    m_syncing = true;
    clearSelection();
    for (RackId id : racks)
        if (RackFloorItem* item = m_racks.value(id)) item->setSelected(true);
    m_syncing = false;
}

QPointF FloorPlanScene::snapRack(RackId id, QPointF proposed, const std::vector<RackId>& moving) const {
    QPointF p(std::round(proposed.x() / kGridMm) * kGridMm, std::round(proposed.y() / kGridMm) * kGridMm);
    const Rack* self = m_design.rack(id);
    if (!self) return p;
    double bestDy = kAlignMm, bestDx = kAlignMm;
    std::optional<double> alignY, alignX;
    for (const Rack& other : m_design.racks()) {
        if (other.id == id || std::find(moving.begin(), moving.end(), other.id) != moving.end()) continue;
        if (other.rotationDeg != self->rotationDeg) continue;  // only racks facing the same way form a row
        // The row line: the same front edge.
        if (const double dy = std::abs(other.yMm - proposed.y()); dy < bestDy) {
            bestDy = dy;
            alignY = other.yMm;
        }
        // Side by side: butt against the neighbour's left or right side.
        for (const double x : {other.xMm + other.widthMm, other.xMm - self->widthMm})
            if (const double dx = std::abs(x - proposed.x()); dx < bestDx) {
                bestDx = dx;
                alignX = x;
            }
    }
    if (alignY) p.setY(*alignY);
    if (alignX && alignY) p.setX(*alignX);  // butting only makes sense within the row
    return p;
}

}  // namespace sn
