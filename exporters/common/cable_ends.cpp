#include "exporters/common/cable_ends.h"

#include "model/design/u_span.h"

namespace sn {

CableEnd CableEnd::of(const Design& design, const PortRef& ref) {
    CableEnd end;
    end.port = ref.port;
    end.device = design.device(ref.device);
    if (!end.device) return end;
    end.deviceName = end.device->name;
    const Placement& where = end.device->placement;
    if (where.rack) end.rack = design.rack(*where.rack);
    if (end.rack) {
        end.rackName = end.rack->name;
        if (end.rack->row)
            for (const Row& row : design.rows())
                if (row.id == *end.rack->row) end.rowName = row.name;
    }
    const DeviceType* type = design.typeOf(*end.device);
    if (end.rack && where.side == SideChannel::None && type && type->occupiedU() > 0) {
        end.topU = USpan::of(where, *type).top;
        end.uToken = QStringLiteral("%1").arg(end.topU, 2, 10, QLatin1Char('0'));
    } else if (end.rack) {
        end.uToken = (where.side == SideChannel::Right ? QStringLiteral("R") : QStringLiteral("L")) +
                     QString::number(where.sideIndex + 1);
    } else {
        end.uToken = QStringLiteral("FL");
    }
    return end;
}

ResolvedCable ResolvedCable::of(const Design& design, const Cable& cable) {
    ResolvedCable r;
    r.cable = &cable;
    r.connection = design.connection(cable.connection);
    r.type = cable.typeId.isEmpty() ? nullptr : design.catalog().cable(cable.typeId);
    if (r.connection) {
        r.a = CableEnd::of(design, r.connection->a);
        r.b = CableEnd::of(design, r.connection->b);
    }
    r.displayId = cable.label.isEmpty() ? cable.id.toString() : cable.label;
    r.assembly = CableAssembly::of(design, cable, r.displayId);
    return r;
}

}  // namespace sn
