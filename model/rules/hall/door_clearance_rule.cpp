#include "model/rules/hall/hall_rules.h"

#include "model/design/room_site.h"
#include "model/rules/rule_context.h"

#include <QPainterPath>

namespace sn {

void DoorClearanceRule::checkDesign(const RuleContext& context, FindingSink& sink) const {
    const Room& room = context.design().room();
    for (size_t i = 0; i < room.doors.size(); ++i) {
        const Door& door = room.doors[i];
        const auto shape = doorShape(room, door);
        if (!shape) continue;
        QPainterPath clear;
        clear.addPolygon(shape->clearArea);
        clear.closeSubpath();
        const QString name = door.name.isEmpty() ? tr("door %1").arg(i + 1) : door.name;
        for (const Rack& rack : context.design().racks()) {
            // Shrunk by 0.5 mm: a rack whose side touches the clear area does not block it.
            const QRectF area = RoomSite::rackFootprint(rack).adjusted(0.5, 0.5, -0.5, -0.5);
            if (!clear.intersects(area)) continue;
            sink.add(Severity::Error, {ObjectRef::of(rack.id)}, door.widthMm, std::nullopt, QStringLiteral("mm"),
                     tr("Rack %1 blocks %2: it stands in the door's swing or the %3 mm kept clear in front "
                        "of its %4 mm opening.")
                         .arg(rack.name, name, QString::number(door.clearDepthMm, 'f', 0),
                              QString::number(door.widthMm, 'f', 0)));
        }
    }
}

}  // namespace sn
