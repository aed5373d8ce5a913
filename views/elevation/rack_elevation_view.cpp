#include "views/elevation/rack_elevation_view.h"

#include "model/commands/design_edits.h"
#include "model/commands/routed_move_command.h"
#include "model/core/units.h"
#include "views/common/device_clipboard.h"
#include "views/elevation/elevation_items.h"
#include "views/elevation/elevation_overlay.h"
#include "views/elevation/rack_elevation_scene.h"
#include "views/palette/catalog_palette.h"

#include <QApplication>
#include <QContextMenuEvent>
#include <QDrag>
#include <QDragEnterEvent>
#include <QKeyEvent>
#include <QMimeData>
#include <QMouseEvent>
#include <QScrollBar>
#include <QWheelEvent>

#include <cmath>

namespace sn {

namespace {
/// Below this a cage is a speck; see startPortDrag.
constexpr double kMinCagePx = 4;

/// The status-bar line while a connection is drawn: what a release would do.
QString portDragHint(const Design& design, const PortRef& from, const PortDrag::Hover& h) {
    if (!h.target) return QString();
    if (!h.check.ok) return h.check.reason;
    return RackElevationView::tr("Release to connect %1 %2 to %3 %4.")
        .arg(design.device(from.device)->name, from.port, design.device(h.target->port.device)->name,
             h.target->port.port);
}

QString typeIdOf(const QMimeData* mime) {
    return QString::fromUtf8(mime->data(QString::fromLatin1(kDeviceTypeMime)));
}
}  // namespace

RackElevationView::RackElevationView(RackElevationScene* scene, QWidget* parent)
    : QGraphicsView(scene, parent), m_scene(scene), m_portDrag(*scene) {
    setAcceptDrops(true);
    setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
    setDragMode(QGraphicsView::RubberBandDrag);
    setRubberBandSelectionMode(Qt::IntersectsItemShape);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setViewportUpdateMode(QGraphicsView::SmartViewportUpdate);
    setMouseTracking(true);
    connect(scene, &QGraphicsScene::sceneRectChanged, this, [this] { if (!m_userZoomed) fitRack(); });
}

void RackElevationView::fitRack() {
    fitInView(m_scene->sceneRect(), Qt::KeepAspectRatio);
    m_userZoomed = false;
}

void RackElevationView::zoomBy(double factor) {
    // Between a whole room of racks and a single cage filling the view.
    const double current = transform().m11();
    if (current * factor < 0.01 || current * factor > 20) return;
    scale(factor, factor);
    m_userZoomed = true;
}

void RackElevationView::resizeEvent(QResizeEvent* event) {
    QGraphicsView::resizeEvent(event);
    if (!m_userZoomed) fitRack();
}

void RackElevationView::wheelEvent(QWheelEvent* event) {
    zoomBy(std::pow(1.0015, event->angleDelta().y()));
    event->accept();
}

void RackElevationView::keepReasonInView() {
    GhostItem::ReasonLabel* label = m_scene->ghost()->reasonLabel();
    if (!label->isVisible()) return;
    // In pixels: the card ignores the zoom, so its rect is the view's size of it.
    const QRectF box = label->boundingRect().translated(mapFromScene(label->scenePos()));
    const QRectF view = viewport()->rect();
    QPointF shift;
    if (box.left() < view.left()) shift.setX(view.left() - box.left());
    else if (box.right() > view.right()) shift.setX(view.right() - box.right());
    if (box.bottom() > view.bottom()) shift.setY(view.bottom() - box.bottom());
    label->setShiftPx(shift);
}

void RackElevationView::hideGhost() {
    if (m_scene->ghost()) m_scene->ghost()->setVisible(false);
}

Check RackElevationView::previewDrop(const QString& typeId, QPointF scenePos) {
    const RackElevationScene::Drop drop = m_scene->dropAt(typeId, scenePos);
    if (drop.placement) {
        m_scene->ghost()->show(drop.ghostRect, drop.check.ok, drop.check.reason);
        keepReasonInView();
    }
    else hideGhost();
    Q_EMIT hint(drop.check.ok ? QString() : drop.check.reason);
    return drop.check;
}

std::optional<DeviceId> RackElevationView::dropDevice(const QString& typeId, QPointF scenePos) {
    hideGhost();
    const RackElevationScene::Drop drop = m_scene->dropAt(typeId, scenePos);
    if (!drop.placement || !drop.check.ok) {
        Q_EMIT hint(drop.check.reason);
        return std::nullopt;
    }
    Design& design = m_scene->design();
    Device device;
    device.typeId = typeId;
    device.placement = *drop.placement;
    device.name = DeviceClipboard::defaultName(*design.rack(*device.placement.rack), *design.catalog().device(typeId),
                                               device.placement);
    const DeviceId id = device.id;
    EditResult edit = DesignEdits::placeDevice(design, std::move(device));
    if (!edit) {
        Q_EMIT hint(edit.error);
        return std::nullopt;
    }
    design.undoStack().push(edit.command.release());
    return id;
}

void RackElevationView::dragEnterEvent(QDragEnterEvent* event) {
    if (event->mimeData()->hasFormat(QString::fromLatin1(kDeviceTypeMime))) event->acceptProposedAction();
    else event->ignore();
}

void RackElevationView::dragMoveEvent(QDragMoveEvent* event) {
    const QString typeId = typeIdOf(event->mimeData());
    if (typeId.isEmpty()) return event->ignore();
    const Check check = previewDrop(typeId, mapToScene(event->position().toPoint()));
    // Still accept a refused spot: the drag goes on and the red ghost explains why.
    event->acceptProposedAction();
    Q_UNUSED(check);
}

void RackElevationView::dragLeaveEvent(QDragLeaveEvent* event) {
    hideGhost();
    QGraphicsView::dragLeaveEvent(event);
}

void RackElevationView::dropEvent(QDropEvent* event) {
    const QString typeId = typeIdOf(event->mimeData());
    if (typeId.isEmpty()) return event->ignore();
    if (dropDevice(typeId, mapToScene(event->position().toPoint()))) event->acceptProposedAction();
    else event->ignore();
}

void RackElevationView::contextMenuEvent(QContextMenuEvent* event) {
    if (m_portDrag.active()) return event->accept();
    std::optional<DeviceId> device;
    if (auto* item = qgraphicsitem_cast<DeviceFaceItem*>(itemAt(event->pos()))) device = item->deviceId();
    Q_EMIT contextMenuRequested(device, event->globalPos());
    event->accept();
}

void RackElevationView::mousePressEvent(QMouseEvent* event) {
    m_pressed.reset();
    m_moving = false;
    if (event->button() == Qt::LeftButton && startPortDrag(event->position().toPoint())) {
        event->accept();
        return;
    }
    if (event->button() == Qt::LeftButton) {
        if (auto* item = qgraphicsitem_cast<DeviceFaceItem*>(itemAt(event->position().toPoint()))) {
            m_pressed = item->deviceId();
            m_pressPos = event->position().toPoint();
            m_grabOffset = item->sceneBoundingRect().center() - mapToScene(m_pressPos);
        }
    }
    QGraphicsView::mousePressEvent(event);
}

void RackElevationView::mouseMoveEvent(QMouseEvent* event) {
    const QPointF scenePos = mapToScene(event->position().toPoint());
    Q_EMIT cursorMm(scenePos);
    if (m_portDrag.active()) {
        const PortDrag::Hover h = m_portDrag.move(scenePos);
        Q_EMIT hint(portDragHint(m_scene->design(), *m_portDrag.source(), h));
        return;
    }
    if (!m_pressed || !(event->buttons() & Qt::LeftButton)) return QGraphicsView::mouseMoveEvent(event);
    if (!m_moving && (event->position().toPoint() - m_pressPos).manhattanLength() < QApplication::startDragDistance())
        return;
    m_moving = true;
    const Device* device = m_scene->design().device(*m_pressed);
    if (!device) return;
    if (!viewport()->rect().contains(event->position().toPoint())) {
        // Out of this rack's view: carry the device to another rack (the floor plan takes it).
        hideGhost();
        const DeviceId id = *m_pressed;
        m_pressed.reset();
        m_moving = false;
        auto* drag = new QDrag(this);
        auto* mime = new QMimeData;
        mime->setData(QString::fromLatin1(kDeviceMoveMime), id.toString().toUtf8());
        drag->setMimeData(mime);
        drag->exec(Qt::MoveAction);
        return;
    }
    const auto drop = m_scene->dropAt(device->typeId, scenePos + m_grabOffset, m_pressed);
    if (drop.placement) {
        m_scene->ghost()->show(drop.ghostRect, drop.check.ok, drop.check.reason);
        keepReasonInView();
    }
    Q_EMIT hint(drop.check.ok ? QString() : drop.check.reason);
}

void RackElevationView::mouseReleaseEvent(QMouseEvent* event) {
    if (m_portDrag.active() && event->button() == Qt::LeftButton) {
        const Check done = m_portDrag.finish(mapToScene(event->position().toPoint()));
        Q_EMIT hint(done.ok ? QString() : done.reason);
        return;
    }
    if (m_moving && m_pressed && event->button() == Qt::LeftButton) {
        hideGhost();
        m_moving = false;
        const DeviceId id = *m_pressed;
        m_pressed.reset();
        Design& design = m_scene->design();
        const Device* device = design.device(id);
        if (!device) return;
        const auto drop = m_scene->dropAt(device->typeId, mapToScene(event->position().toPoint()) + m_grabOffset, id);
        if (!drop.placement || !drop.check.ok || *drop.placement == device->placement) return;
        EditResult edit = DesignEdits::moveDevice(design, id, *drop.placement);
        if (edit) design.undoStack().push(RoutedMoveCommand::wrap(id.uuid(), std::move(edit.command)).release());
        else Q_EMIT hint(edit.error);
        return;
    }
    m_pressed.reset();
    QGraphicsView::mouseReleaseEvent(event);
}

bool RackElevationView::nudgeSelected(int deltaU) {
    const std::vector<DeviceId> selected = m_scene->selectedDevices();
    if (selected.size() != 1) return false;
    Design& design = m_scene->design();
    const Device* device = design.device(selected.front());
    const DeviceType* type = device ? design.typeOf(*device) : nullptr;
    if (!type || type->mount != Mount::Rack) return false;
    Placement to = device->placement;
    to.u += deltaU;
    EditResult edit = DesignEdits::moveDevice(design, device->id, to);
    if (!edit) {
        Q_EMIT hint(edit.error);
        return false;
    }
    design.undoStack().push(RoutedMoveCommand::wrap(device->id.uuid(), std::move(edit.command)).release());
    return true;
}

void RackElevationView::keyPressEvent(QKeyEvent* event) {
    switch (event->key()) {
    // With one device selected the arrows nudge it; otherwise they scroll.
    case Qt::Key_Up:
    case Qt::Key_Down:
        if (m_scene->selectedDevices().size() == 1) {
            nudgeSelected(event->key() == Qt::Key_Up ? +1 : -1);
            return;
        }
        break;
    case Qt::Key_Escape:
        if (m_portDrag.active()) {
            m_portDrag.cancel();
            Q_EMIT hint(tr("Connection cancelled."));
            return;
        }
        // Abandon a drag in progress: the device stays where it was.
        if (m_moving) {
            m_moving = false;
            m_pressed.reset();
            hideGhost();
            return;
        }
        break;
    default: break;
    }
    QGraphicsView::keyPressEvent(event);
}

bool RackElevationView::startPortDrag(QPoint viewPos) {
    const auto hit = PortDrag::portAt(*m_scene, mapToScene(viewPos));
    // Cages narrower than a few pixels are not drawn (see DeviceFaceItem):
    // a press there grabs the device, as it looks to the user.
    if (!hit || hit->cageRect.width() * transform().m11() < kMinCagePx) return false;
    m_portDrag.begin(*hit);
    setFocus(Qt::MouseFocusReason);  // Esc must reach this view to cancel
    Q_EMIT hint(tr("Drag to a port of another device; Esc cancels."));
    return true;
}

void RackElevationView::mouseDoubleClickEvent(QMouseEvent* event) {
    if (qgraphicsitem_cast<DeviceFaceItem*>(itemAt(event->position().toPoint()))) Q_EMIT propertiesRequested();
    QGraphicsView::mouseDoubleClickEvent(event);
}

}  // namespace sn

namespace sn {

void RackElevationView::setOverlay(const ElevationOverlay* overlay) {
    if (m_overlay) disconnect(m_overlay, nullptr, this, nullptr);
    m_overlay = overlay;
    if (overlay) connect(overlay, &ElevationOverlay::changed, viewport(), qOverload<>(&QWidget::update));
    viewport()->update();
}

void RackElevationView::setDeviceTints(QHash<DeviceId, QColor> tints) {
    m_tints = std::move(tints);
    viewport()->update();
}

void RackElevationView::drawForeground(QPainter* painter, const QRectF& rect) {
    QGraphicsView::drawForeground(painter, rect);
    if (!m_tints.isEmpty()) {
        painter->save();
        for (QGraphicsItem* item : m_scene->items()) {
            if (item->type() != DeviceFaceItem::Type) continue;
            const auto* face = static_cast<const DeviceFaceItem*>(item);
            const auto it = m_tints.constFind(face->deviceId());
            if (it == m_tints.cend()) continue;
            QColor fill = *it;
            fill.setAlpha(110);
            QPen pen(*it, 3);
            pen.setCosmetic(true);
            painter->setPen(pen);
            painter->setBrush(fill);
            painter->drawRect(face->sceneBoundingRect());
        }
        painter->restore();
    }
    if (m_overlay) m_overlay->paint(*painter, *m_scene);
}

}  // namespace sn
