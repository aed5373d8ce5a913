#include "views/elevation/port_drag.h"

#include "model/topology/hand_connection.h"
#include "views/elevation/elevation_items.h"
#include "views/elevation/port_link_item.h"
#include "views/elevation/rack_elevation_scene.h"

namespace sn {

PortDrag::PortDrag(RackElevationScene& scene) : m_scene(scene) {}

PortDrag::~PortDrag() { cancel(); }

std::optional<PortDrag::Hit> PortDrag::portAt(const RackElevationScene& scene, QPointF scenePos) {
    const Design& design = scene.design();
    for (QGraphicsItem* item : scene.items(scenePos)) {
        if (item->type() != DeviceFaceItem::Type) continue;
        const auto* face = static_cast<const DeviceFaceItem*>(item);
        const DeviceFaceItem::PortMark* mark = face->portAt(face->mapFromScene(scenePos));
        if (!mark || mark->ports.isEmpty()) return std::nullopt;  // the device body, not a cage
        Hit hit;
        hit.port.device = face->deviceId();
        hit.port.port = mark->ports.front();
        for (const QString& name : mark->ports)
            if (!design.connectionAt(PortRef{face->deviceId(), name})) {
                hit.port.port = name;
                break;
            }
        hit.cagePorts = mark->ports;
        hit.cageRect = face->mapRectToScene(mark->rectMm);
        return hit;
    }
    return std::nullopt;
}

void PortDrag::begin(const Hit& from) {
    cancel();
    m_from = from;
    m_link = new PortLinkItem;
    m_link->setSource(from.cageRect);
    m_scene.addItem(m_link);
}

PortDrag::Hover PortDrag::evaluate(QPointF scenePos) const {
    Hover h;
    h.target = portAt(m_scene, scenePos);
    if (h.target && h.target->cageRect == m_from->cageRect && h.target->port.device == m_from->port.device)
        h.target.reset();  // still on the cage the line started from
    if (!h.target) {
        h.check = Check::refused(tr("No connection: release the line over a free port of another device."));
        return h;
    }
    // A twin-port cage offers both its ports: the first that may be joined
    // wins; when neither may, the reason given is for the first free one.
    std::optional<Check> firstRefusal;
    for (const QString& name : h.target->cagePorts) {
        const PortRef candidate{h.target->port.device, name};
        const HandConnection::Plan plan = HandConnection::plan(m_scene.design(), m_from->port, candidate);
        if (plan.check.ok) {
            h.target->port = candidate;
            h.check = plan.check;
            return h;
        }
        if (!firstRefusal || candidate == h.target->port) firstRefusal = plan.check;
    }
    h.check = *firstRefusal;
    return h;
}

PortDrag::Hover PortDrag::move(QPointF scenePos) {
    if (!m_from) return {};
    const Hover h = evaluate(scenePos);
    if (!m_link) {  // the scene rebuilt under the drag: draw the line again
        m_link = new PortLinkItem;
        m_link->setSource(m_from->cageRect);
        m_scene.addItem(m_link);
    }
    const PortLinkItem::State state = !h.target    ? PortLinkItem::State::Loose
                                      : h.check.ok ? PortLinkItem::State::Fits
                                                   : PortLinkItem::State::Refused;
    m_link->setEnd(scenePos, state, h.target ? h.target->cageRect : QRectF(), h.check.ok ? QString() : h.check.reason);
    return h;
}

Check PortDrag::finish(QPointF scenePos) {
    if (!m_from) return Check::refused(tr("No connection is being drawn."));
    const Hover h = evaluate(scenePos);
    const PortRef from = m_from->port;
    cancel();
    if (!h.check.ok) return h.check;
    Design& design = m_scene.design();
    EditResult edit = HandConnection::make(design, from, h.target->port);
    if (!edit) return Check::refused(edit.error);
    design.undoStack().push(edit.command.release());
    return Check::fine();
}

const PortLinkItem* PortDrag::link() const { return m_link.data(); }

void PortDrag::cancel() {
    m_from.reset();
    delete m_link.data();
    m_link.clear();
}

}  // namespace sn
