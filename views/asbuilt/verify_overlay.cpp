#include "views/asbuilt/verify_overlay.h"

#include "model/design/design.h"
#include "model/routing/route_geometry.h"
#include "views/asbuilt/verify_marks.h"

#include <QGraphicsScene>
#include <QPainter>

namespace sn {

VerifyOverlay::VerifyOverlay(const Design& design, const VerifyMarks& marks, QGraphicsScene* scene)
    : m_design(design), m_marks(marks) {
    setZValue(60);  // above racks and the route overlay
    setAcceptedMouseButtons(Qt::NoButton);
    scene->addItem(this);
    connect(&marks, &VerifyMarks::changed, this, &VerifyOverlay::rebuild);
    rebuild();
}

void VerifyOverlay::rebuild() {
    prepareGeometryChange();
    m_paths.clear();
    m_landed.clear();
    m_drawn.clear();
    auto line = [](QPainterPath& path, const std::vector<QPointF>& points) {
        if (points.size() < 2) return;
        path.moveTo(points.front());
        for (size_t i = 1; i < points.size(); ++i) path.lineTo(points[i]);
    };
    for (const VerifyFinding& f : m_marks.result().findings) {
        for (const auto& id : {f.cable, f.partner}) {
            const Cable* c = id ? m_design.cable(*id) : nullptr;
            const Connection* conn = c ? m_design.connection(c->connection) : nullptr;
            if (!conn) continue;
            const auto a = RouteGeometry::anchorOf(m_design, conn->a.device);
            const auto b = RouteGeometry::anchorOf(m_design, conn->b.device);
            if (!a || !b) continue;
            std::vector<const Tray*> trays;
            for (const TrayId& t : c->trays)
                if (const int at = m_design.trays().indexOf(t); at >= 0) trays.push_back(&m_design.trays()[at]);
            line(m_paths[f.status], RouteGeometry::polyline(*a, trays, *b));
            ++m_drawn[f.status];
        }
        if (f.status == VerifyStatus::Ok || f.status == VerifyStatus::Missing) continue;
        const auto landedA = f.landedA ? RouteGeometry::anchorOf(m_design, f.landedA->device) : std::nullopt;
        const auto landedB = f.landedB ? RouteGeometry::anchorOf(m_design, f.landedB->device) : std::nullopt;
        if (landedA && landedB) line(m_landed[f.status], {*landedA, *landedB});
        if (!f.cable && (landedA || landedB)) ++m_drawn[f.status];
    }
    m_bounds = QRectF();
    for (const auto* paths : {&m_paths, &m_landed})
        for (const auto& [status, path] : *paths) m_bounds |= path.boundingRect();
    m_bounds.adjust(-200, -200, 200, 200);
    update();
}

void VerifyOverlay::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setBrush(Qt::NoBrush);
    for (const auto& [status, path] : m_paths) {
        QPen pen(VerifyMarks::colour(status), status == VerifyStatus::Ok ? 1.5 : 4);
        pen.setCosmetic(true);
        if (status == VerifyStatus::Missing) pen.setStyle(Qt::DotLine);
        painter->setPen(pen);
        painter->drawPath(path);
    }
    for (const auto& [status, path] : m_landed) {
        QPen pen(VerifyMarks::colour(status), 3, Qt::DashLine);
        pen.setCosmetic(true);
        painter->setPen(pen);
        painter->drawPath(path);
    }
}

}  // namespace sn
