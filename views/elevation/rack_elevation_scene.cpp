#include "views/elevation/rack_elevation_scene.h"

#include "model/analysis/placement_check.h"
#include "views/elevation/elevation_items.h"

namespace sn {

RackElevationScene::RackElevationScene(Design& design, QObject* parent)
    : QGraphicsScene(parent), m_design(design) {
    setBackgroundBrush(QColor(0xfa, 0xfa, 0xfb));
    // Any change to a device in the shown rack, or to the rack itself, redraws it.
    connect(&design, &Design::deviceInserted, this, [this](DeviceId id) { if (concerns(id)) scheduleRebuild(); });
    connect(&design, &Design::deviceChanged, this, [this](DeviceId id) { if (concerns(id)) scheduleRebuild(); });
    connect(&design, &Design::deviceRemoved, this, [this](DeviceId id) { if (m_items.contains(id)) scheduleRebuild(); });
    connect(&design, &Design::rackChanged, this, [this](RackId id) { if (id == m_rack || id == m_beside) scheduleRebuild(); });
    connect(&design, &Design::rackRemoved, this, [this](RackId id) {
        if (id == m_beside) setBesideRack(std::nullopt);
        if (id == m_rack) setRack(std::nullopt);
    });
    connect(&design, &Design::catalogChanged, this, &RackElevationScene::scheduleRebuild);
    // Connected ports are drawn apart from free ones.
    connect(&design, &Design::connectionInserted, this, &RackElevationScene::connectionTouched);
    connect(&design, &Design::connectionRemoved, this, [this] {
        // The ends are gone with the connection: redraw while any device is shown.
        if (!m_items.isEmpty()) scheduleRebuild();
    });
    connect(&design, &Design::batchEnded, this, [this] { if (m_dirty) rebuild(); });
    connect(this, &QGraphicsScene::selectionChanged, this, [this] {
        if (!m_syncing) Q_EMIT deviceSelectionChanged(selectedDevices());
    });
    rebuild();
}

bool RackElevationScene::concerns(DeviceId id) const {
    if (m_items.contains(id)) return true;  // it was here (and may have moved away)
    const Device* d = m_design.device(id);
    return d && d->placement.rack && (d->placement.rack == m_rack || d->placement.rack == m_beside);
}

void RackElevationScene::connectionTouched(ConnectionId id) {
    const Connection* c = m_design.connection(id);
    if (c && (m_items.contains(c->a.device) || m_items.contains(c->b.device))) scheduleRebuild();
}

void RackElevationScene::setBesideRack(std::optional<RackId> rack) {
    if (rack && !m_design.rack(*rack)) rack.reset();
    if (rack == m_beside) return;
    m_beside = rack;
    rebuild();
}

void RackElevationScene::scheduleRebuild() {
    m_dirty = true;
    if (!m_design.inBatch()) rebuild();
}

void RackElevationScene::setRack(std::optional<RackId> rack) {
    if (rack && !m_design.rack(*rack)) rack.reset();
    if (rack == m_rack) return;
    m_rack = rack;
    rebuild();
}

std::optional<ElevationLayout> RackElevationScene::layout() const {
    const Rack* r = m_rack ? m_design.rack(*m_rack) : nullptr;
    if (!r) return std::nullopt;
    return ElevationLayout(*r);
}

RackElevationScene::~RackElevationScene() {
    // Drop the items while this is still a RackElevationScene: QGraphicsScene's own
    // destructor would announce the lost selection to slots of a half-destroyed object.
    m_syncing = true;
    clear();
}

void RackElevationScene::rebuild() {
    m_dirty = false;
    const std::vector<DeviceId> keep = selectedDevices();
    m_syncing = true;
    clear();  // deletes the ghost too; recreated below
    m_items.clear();
    m_ghost = new GhostItem;
    addItem(m_ghost);
    const Rack* rack = m_rack ? m_design.rack(*m_rack) : nullptr;
    if (!rack) {
        setSceneRect(QRectF(0, 0, 1000, 1000));
        m_syncing = false;
        return;
    }
    const ElevationLayout lay(*rack);
    addRackItems(*rack, lay, 0);
    QRectF all = lay.boundingRect();
    m_besideOffsetMm = 0;
    const Rack* beside = m_beside && m_beside != m_rack ? m_design.rack(*m_beside) : nullptr;
    if (beside) {
        // The second rack starts a rack width to the right of the first one's drawing.
        const ElevationLayout besideLay(*beside);
        m_besideOffsetMm = all.right() + rack->widthMm - besideLay.boundingRect().left();
        addRackItems(*beside, besideLay, m_besideOffsetMm);
        all = all.united(besideLay.boundingRect().translated(m_besideOffsetMm, 0));
    }
    setSceneRect(all);
    selectDevices(keep);
    m_syncing = false;
}

void RackElevationScene::addRackItems(const Rack& rack, const ElevationLayout& lay, double dxMm) {
    auto* backdrop = new RackBackdropItem(rack, lay);
    backdrop->setPos(dxMm, 0);
    addItem(backdrop);
    const QPointF shift(dxMm, 0);
    for (DeviceId id : m_design.devicesIn(rack.id)) {
        const Device& d = *m_design.device(id);
        const DeviceType* type = m_design.typeOf(d);
        if (!type) continue;
        QList<DeviceFaceItem*>& items = m_items[id];
        if (type->mount == Mount::Side) {
            if (d.placement.side == SideChannel::None) continue;
            auto* item = new DeviceFaceItem(m_design, d,
                                            lay.sideSlotRect(d.placement.side, d.placement.sideIndex).translated(shift),
                                            Face::Rear);
            addItem(item);
            items << item;
            continue;
        }
        // A rack-mounted device fills its units seen from both faces.
        for (Face face : {Face::Front, Face::Rear}) {
            const QRectF rect = lay.deviceRect(face, d.placement.u, type->occupiedU()).translated(shift);
            auto* item = new DeviceFaceItem(m_design, d, rect, face);
            addItem(item);
            items << item;
        }
    }
}

void RackElevationScene::selectDevices(const std::vector<DeviceId>& devices) {
    const bool wasSyncing = m_syncing;
    m_syncing = true;
    clearSelection();
    for (DeviceId id : devices)
        for (DeviceFaceItem* item : m_items.value(id)) item->setSelected(true);
    m_syncing = wasSyncing;
}

std::vector<DeviceId> RackElevationScene::selectedDevices() const {
    std::vector<DeviceId> out;
    for (QGraphicsItem* item : selectedItems()) {
        if (item->type() != DeviceFaceItem::Type) continue;
        const DeviceId id = static_cast<DeviceFaceItem*>(item)->deviceId();
        if (std::find(out.begin(), out.end(), id) == out.end()) out.push_back(id);
    }
    return out;
}

RackElevationScene::Drop RackElevationScene::dropAt(const QString& typeId, QPointF pos,
                                                     std::optional<DeviceId> moving) const {
    Drop drop;
    auto lay = layout();
    const DeviceType* type = m_design.catalog().device(typeId);
    // Right of the gap between the two racks, the second rack takes the drop.
    double dx = 0;
    const Rack* beside = m_beside && m_beside != m_rack ? m_design.rack(*m_beside) : nullptr;
    const double gapMiddleX = beside && lay ? (lay->boundingRect().right() + m_besideOffsetMm +
                                               ElevationLayout(*beside).boundingRect().left()) / 2
                                            : 0;
    if (beside && lay && pos.x() > gapMiddleX) {
        lay.emplace(*beside);
        dx = m_besideOffsetMm;
        pos.rx() -= dx;
    }
    if (!lay || !type) {
        drop.check = Check::refused(type ? tr("Choose a rack first.") : tr("Unknown device type \"%1\".").arg(typeId));
        return drop;
    }
    drop.placement = lay->snap(*type, pos);
    if (!drop.placement) {
        drop.check = Check::refused(tr("Drop the device onto the rack."));
        return drop;
    }
    drop.check = PlacementCheck::of(m_design, typeId, *drop.placement, moving).check;
    drop.ghostRect = (type->mount == Mount::Side
        ? lay->sideSlotRect(drop.placement->side, drop.placement->sideIndex)
        : lay->deviceRect(drop.placement->face, drop.placement->u, std::max(1, type->occupiedU()))).translated(dx, 0);
    return drop;
}

}  // namespace sn
