#include "views/floorplan/fire_stop_item.h"

#include "model/design/design.h"
#include "model/design/partition_crossings.h"

#include <QLineF>
#include <QPainter>

namespace sn {

namespace {

/// A partition drawn 200 mm thick; the seal reaches 100 mm past each side
/// of the tray (the annular space the listings allow round it).
constexpr double kWallMm = 200;
constexpr double kMarginMm = 100;

QPolygonF bandAt(const Tray& tray, const PartitionCrossing& c) {
    const QPointF a = tray.pathMm[size_t(c.polylineSegment)], b = tray.pathMm[size_t(c.polylineSegment) + 1];
    const double length = QLineF(a, b).length();
    const QPointF along = (b - a) / length * (kWallMm / 2);
    const QPointF across = QPointF(-(b - a).y(), (b - a).x()) / length * (tray.widthMm / 2 + kMarginMm);
    const QPointF m = c.pointMm;
    return QPolygonF({m - along - across, m + along - across, m + along + across, m - along + across});
}

}  // namespace

FireStopItem::FireStopItem() { setZValue(19.6); }  // over the trays' layer, under the racks' labels

void FireStopItem::updateFrom(const Design& design) {
    prepareGeometryChange();
    m_bands.clear();
    m_bounds = QRectF();
    for (const Tray& tray : design.trays())
        for (const PartitionCrossing& c : partitionCrossings(design.room(), tray.pathMm)) {
            m_bands.push_back(bandAt(tray, c));
            m_bounds = m_bounds.united(m_bands.back().boundingRect());
        }
    update();
}

void FireStopItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    if (m_bands.empty()) return;
    const QColor seal(0xd8, 0x4a, 0x1b);
    painter->save();
    painter->setPen(QPen(seal.darker(140), 0));
    for (const QPolygonF& band : m_bands) {
        painter->setBrush(seal);
        painter->drawPolygon(band);
        painter->setBrush(QBrush(Qt::white, Qt::BDiagPattern));
        painter->drawPolygon(band);
    }
    painter->restore();
}

}  // namespace sn
