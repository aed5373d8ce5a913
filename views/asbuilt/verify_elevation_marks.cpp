#include "views/asbuilt/verify_elevation_marks.h"

#include "views/asbuilt/verify_marks.h"
#include "views/elevation/elevation_items.h"
#include "views/elevation/rack_elevation_scene.h"

#include <QPainter>

namespace sn {

VerifyElevationMarks::VerifyElevationMarks(const VerifyMarks& marks, QObject* parent)
    : ElevationOverlay(parent), m_marks(marks) {
    connect(&marks, &VerifyMarks::changed, this, &ElevationOverlay::changed);
}

void VerifyElevationMarks::paint(QPainter& painter, const RackElevationScene& scene) const {
    if (m_marks.isEmpty()) return;
    const VerifyMarks& marks = m_marks;
    painter.save();
    painter.setBrush(Qt::NoBrush);
    for (QGraphicsItem* item : scene.items()) {
        if (item->type() != DeviceFaceItem::Type) continue;
        const auto* face = static_cast<const DeviceFaceItem*>(item);
        for (const DeviceFaceItem::PortMark& mark : face->ports()) {
            std::optional<VerifyStatus> status;
            for (const QString& port : mark.ports)  // a twin cage shows its worse port
                if (const auto s = marks.ofPort({face->deviceId(), port}); s && (!status || *s != VerifyStatus::Ok))
                    status = s;
            if (!status) continue;
            QPen pen(VerifyMarks::colour(*status), 3);
            pen.setCosmetic(true);
            painter.setPen(pen);
            const QRectF r = face->mapRectToScene(mark.rectMm).adjusted(-3, -3, 3, 3);
            painter.drawRect(r);
        }
    }
    painter.restore();
}

}  // namespace sn
