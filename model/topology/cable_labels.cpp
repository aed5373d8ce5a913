#include "model/topology/cable_labels.h"

#include "model/analysis/pull_order.h"
#include "model/design/u_span.h"

#include <QHash>

#include <algorithm>
#include <vector>

namespace sn {

QString CableLabels::labelFor(int n, int total) {
    const int width = std::max(5, int(QString::number(std::max(total, 1)).size()));
    return QStringLiteral("C%1").arg(n + 1, width, 10, QLatin1Char('0'));
}

void CableLabels::assign(DesignFragment& f, const Catalog& catalog) {
    if (f.cables.empty()) return;
    QHash<RackId, const Rack*> racks;
    for (const Rack& r : f.racks) racks.insert(r.id, &r);
    QHash<DeviceId, const Device*> devices;
    for (const Device& d : f.devices) devices.insert(d.id, &d);
    QHash<ConnectionId, const Connection*> connections;
    for (const Connection& c : f.connections) connections.insert(c.id, &c);

    // The A end of each cable as the cable schedule reads it (PullOrder).
    std::vector<PullEnd> ends(f.cables.size());
    for (size_t i = 0; i < f.cables.size(); ++i) {
        const Connection* c = connections.value(f.cables[i].connection);
        const Device* d = c ? devices.value(c->a.device) : nullptr;
        if (!d) continue;  // no A end: with the floor-standing ends, as in the schedule
        PullEnd& e = ends[i];
        e.device = d->name;
        e.port = c->a.port;
        const Rack* rack = d->placement.rack ? racks.value(*d->placement.rack) : nullptr;
        if (!rack) continue;
        e.rack = rack->name;
        const DeviceType* t = catalog.device(d->typeId);
        if (d->placement.side == SideChannel::None && t && t->occupiedU() > 0)
            e.topU = USpan::of(d->placement, *t).top;
    }
    const std::vector<size_t> order = PullOrder::of(ends);
    const int total = int(order.size());
    for (int n = 0; n < total; ++n) f.cables[order[size_t(n)]].label = labelFor(n, total);
}

}  // namespace sn
