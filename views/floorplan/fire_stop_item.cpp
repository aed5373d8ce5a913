#include "views/floorplan/fire_stop_item.h"

#include "model/design/design.h"
#include "model/design/partition_crossings.h"
#include "model/design/polygon_area.h"

#include <QPainter>

namespace sn {

FireStopItem::FireStopItem() {
    setZValue(19.6);
}  // over the trays' layer, under the racks' labels

void FireStopItem::updateFrom(const Design& design) {
    prepareGeometryChange();
    m_bands.clear();
    m_bounds = QRectF();
    for (const Tray& tray : design.trays())
        for (const PartitionCrossing& c : partitionCrossings(design.room(), tray.pathMm)) {
            m_bands.push_back(polygonOf(fireStopOutline(tray, c)));
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
