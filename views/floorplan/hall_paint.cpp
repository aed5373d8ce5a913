#include "views/floorplan/hall_paint.h"

#include "model/design/polygon_area.h"
#include "views/common/legible_text.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace sn {

namespace {

const QColor kWall(0x3c, 0x40, 0x46);
const QColor kColumn(0x5a, 0x5f, 0x66);
const QColor kKeepOut(0xc6, 0x28, 0x28);
const QColor kDoor(0x1e, 0x6f, 0xb8);
const QColor kHallName(0x2e, 0x5c, 0x8a);

void label(QPainter& p, const QRectF& box, const QString& text, double lod, const QColor& colour) {
    const auto mm = legibleTextMm(std::min(300.0, box.height() / 3), box.height(), lod);
    if (!mm || text.isEmpty()) return;
    QFont f(QStringLiteral("Sans"));
    f.setPixelSize(std::max(1, int(std::ceil(*mm))));
    p.setFont(f);
    p.setPen(colour);
    p.drawText(box, Qt::AlignCenter | Qt::TextWordWrap, text);
}

}  // namespace

void paintHall(QPainter& p, const Room& room, double lod) {
    p.save();
    // The outline: a 200 mm wall drawn outside the floor (a stroke centred 100 mm out).
    const QPolygonF outline = roomOutline(room);
    QPainterPath floor;
    floor.addPolygon(outline);
    floor.closeSubpath();
    p.setPen(QPen(kWall, 200, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    p.setBrush(Qt::NoBrush);
    if (room.outlineMm.empty()) {
        p.drawRect(QRectF(0, 0, room.widthMm, room.depthMm).adjusted(-100, -100, 100, 100));
    } else {
        // Stroked 400 mm wide, clipped to outside the floor: a 200 mm wall whatever the winding.
        QPainterPath outside;
        outside.addRect(floor.boundingRect().adjusted(-1000, -1000, 1000, 1000));
        p.save();
        p.setClipPath(outside.subtracted(floor));
        p.setPen(QPen(kWall, 400, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        p.drawPath(floor);
        p.restore();
    }

    // Keep-out zones under everything else.
    for (const KeepOut& k : room.keepOuts) {
        const QPolygonF zone = polygonOf(k.polygonMm);
        QColor fill = kKeepOut;
        fill.setAlpha(40);
        p.setPen(QPen(kKeepOut, 40, Qt::DashLine));
        p.setBrush(QBrush(fill));
        p.drawPolygon(zone);
        p.setBrush(QBrush(kKeepOut, Qt::BDiagPattern));
        p.setPen(Qt::NoPen);
        p.drawPolygon(zone);
        const QString text = k.reason.isEmpty() ? k.name
                           : k.name.isEmpty()   ? k.reason
                                                : QStringLiteral("%1\n%2").arg(k.name, k.reason);
        label(p, zone.boundingRect(), text, lod, kKeepOut.darker(130));
    }

    // A site's halls: each outline a 200 mm partition, the name faint across
    // the floor it covers, under the racks.
    for (const Hall& h : room.halls) {
        const QPolygonF hall = polygonOf(h.outlineMm);
        p.setPen(QPen(kWall, 200, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        p.setBrush(Qt::NoBrush);
        p.drawPolygon(hall);
        const QRectF box = hall.boundingRect();
        const QString text = hallTitle(h);
        QColor faint = kHallName;
        faint.setAlpha(110);
        // The title fits across the hall as well as up it: a narrow hall's is
        // smaller, not spilled over its neighbours'.
        QFont f(QStringLiteral("Sans"));
        f.setBold(true);
        f.setPixelSize(1000);
        const double widthPer1000 = QFontMetricsF(f).horizontalAdvance(text);
        const double fitsMm = widthPer1000 > 0 ? 1000 * 0.9 * box.width() / widthPer1000 : box.height();
        if (const auto mm = legibleTextMm(std::min({8000.0, box.height() / 3, fitsMm}),
                                          std::min(box.height(), fitsMm), lod);
            mm && !text.isEmpty()) {
            f.setPixelSize(std::max(1, int(std::ceil(*mm))));
            p.setFont(f);
            p.setPen(faint);
            p.drawText(box, Qt::AlignCenter, text);
        }
    }

    p.setPen(Qt::NoPen);
    p.setBrush(kWall);
    for (const Wall& w : room.walls)
        for (const QPolygonF& piece : wallSegments(w)) p.drawPolygon(piece);

    for (const Column& c : room.columns) {
        p.setPen(QPen(kColumn.darker(140), 20));
        p.setBrush(kColumn);
        p.drawPolygon(columnPolygon(c));
        p.setBrush(QBrush(QColor(0xe0, 0xe0, 0xe0), Qt::DiagCrossPattern));
        p.drawPolygon(columnPolygon(c));
        label(p, columnBounds(c).adjusted(0, columnBounds(c).height(), 0, columnBounds(c).height()), c.name, lod,
              kColumn.darker(150));
    }

    for (const Door& d : room.doors) {
        const auto shape = doorShape(room, d);
        if (!shape) continue;
        // The opening: the floor colour over the wall, then the leaf and its arc.
        p.setPen(QPen(QColor(0xfa, 0xfa, 0xfa), d.wall ? room.walls[size_t(*d.wall)].thicknessMm + 20 : 420,
                      Qt::SolidLine, Qt::FlatCap));
        p.drawLine(shape->jambA, shape->jambB);
        QColor clear = kDoor;
        clear.setAlpha(30);
        p.setPen(Qt::NoPen);
        p.setBrush(clear);
        p.drawPolygon(shape->clearArea);
        p.setBrush(Qt::NoBrush);
        if (d.swing != Door::Swing::None) {
            const QPointF other = shape->hinge == shape->jambA ? shape->jambB : shape->jambA;
            const QPointF open = shape->hinge + shape->swingNormal * d.widthMm;
            p.setPen(QPen(kDoor, 30));
            p.drawLine(shape->hinge, open);
            // The arc from the open leaf to the closed one, as a polyline.
            const double a0 = std::atan2((open - shape->hinge).y(), (open - shape->hinge).x());
            double a1 = std::atan2((other - shape->hinge).y(), (other - shape->hinge).x());
            while (a1 - a0 > std::numbers::pi) a1 -= 2 * std::numbers::pi;
            while (a0 - a1 > std::numbers::pi) a1 += 2 * std::numbers::pi;
            QPolygonF arc;
            for (int i = 0; i <= 16; ++i) {
                const double a = a0 + (a1 - a0) * i / 16;
                arc << shape->hinge + QPointF(std::cos(a), std::sin(a)) * d.widthMm;
            }
            p.setPen(QPen(kDoor, 15, Qt::DashLine));
            p.drawPolyline(arc);
        } else {
            p.setPen(QPen(kDoor, 30, Qt::DashLine));
            p.drawLine(shape->jambA, shape->jambB);
        }
    }
    p.restore();
}

}  // namespace sn
