#include "model/rules/hall/hall_rules.h"

#include "model/rules/rule_context.h"

#include <QLineF>
#include <QPainterPath>

namespace sn {

namespace {

/// The floor a straight tray piece covers: its centre line widened to its width.
QPainterPath trayBand(QPointF a, QPointF b, double widthMm) {
    QPainterPath path;
    const double length = QLineF(a, b).length();
    if (length <= 0) return path;
    const QPointF n = QPointF(-(b - a).y(), (b - a).x()) / length * (widthMm / 2);
    path.addPolygon(QPolygonF({a + n, b + n, b - n, a - n, a + n}));
    return path;
}

/// Shrunk by half a millimetre, so a tray running along a column face is clear.
QPainterPath shrunk(const QRectF& r) {
    QPainterPath path;
    path.addRect(r.adjusted(0.5, 0.5, -0.5, -0.5));
    return path;
}

}  // namespace

void TrayObstacleRule::checkDesign(const RuleContext& context, FindingSink& sink) const {
    const Room& room = context.design().room();
    if (room.columns.empty() && room.walls.empty()) return;
    for (const Tray& tray : context.design().trays()) {
        QString hit;
        for (size_t i = 0; hit.isEmpty() && i + 1 < tray.pathMm.size(); ++i) {
            const QPainterPath band = trayBand(tray.pathMm[i], tray.pathMm[i + 1], tray.widthMm);
            for (const Column& c : room.columns) {
                QPainterPath column;
                column.addPolygon(columnPolygon(c));
                column.closeSubpath();
                if (c.shape == Column::Shape::Rectangle) column = shrunk(columnBounds(c));
                if (!band.intersects(column)) continue;
                hit = c.name.isEmpty() ? tr("a column at x %1 mm, y %2 mm")
                                             .arg(c.centreMm.x(), 0, 'f', 0)
                                             .arg(c.centreMm.y(), 0, 'f', 0)
                                       : tr("column %1").arg(c.name);
                break;
            }
            for (const Wall& w : room.walls) {
                if (!hit.isEmpty()) break;
                for (const QPolygonF& piece : wallSegments(w)) {
                    QPainterPath wall;
                    wall.addPolygon(piece);
                    if (!band.intersects(wall)) continue;
                    hit = w.name.isEmpty() ? tr("a wall") : tr("wall %1").arg(w.name);
                    break;
                }
            }
        }
        if (hit.isEmpty()) continue;
        sink.add(Severity::Error, {ObjectRef::of(tray.id)}, tray.widthMm, std::nullopt, QStringLiteral("mm"),
                 tr("Tray %1 (%2 mm wide) runs through %3, which stands floor to ceiling: lay the tray round it.")
                     .arg(tray.name, QString::number(tray.widthMm, 'f', 0), hit));
    }
}

}  // namespace sn
