#include "topology/cable_labels.h"

#include "core/natural_order.h"

#include <QHash>

#include <algorithm>
#include <limits>
#include <numeric>
#include <vector>

namespace sn {

namespace {

// The A end of a cable as the cable schedule sorts it. Rack and device
// names are ranked once (by natural order), so sorting 70 000 cables compares
// integers, not strings.
struct PullKey {
    int rack = std::numeric_limits<int>::max();  ///< rank; floor-standing ends after every rack
    int topU = 0;                                ///< 0 in a side channel
    int device = -1;                             ///< rank
    QString port;
};

bool pulledBefore(const PullKey& x, const PullKey& y) {
    if (x.rack != y.rack) return x.rack < y.rack;
    if (x.topU != y.topU) return x.topU < y.topU;
    if (x.device != y.device) return x.device < y.device;
    return naturalCompare(x.port, y.port) < 0;
}

// Rank of each object's name in natural order (equal names, equal rank).
template <class T, class IdOf>
auto rankByName(const std::vector<T>& objects, IdOf idOf) {
    std::vector<size_t> order(objects.size());
    std::iota(order.begin(), order.end(), size_t(0));
    std::sort(order.begin(), order.end(), [&](size_t a, size_t b) {
        return naturalCompare(objects[a].name, objects[b].name) < 0;
    });
    QHash<decltype(idOf(objects.front())), int> rank;
    int r = -1;
    for (size_t i = 0; i < order.size(); ++i) {
        if (i == 0 || naturalCompare(objects[order[i - 1]].name, objects[order[i]].name) != 0)
            ++r;
        rank.insert(idOf(objects[order[i]]), r);
    }
    return rank;
}

}  // namespace

QString CableLabels::labelFor(int n, int total) {
    const int width = std::max(5, int(QString::number(std::max(total, 1)).size()));
    return QStringLiteral("C%1").arg(n + 1, width, 10, QLatin1Char('0'));
}

void CableLabels::assign(DesignFragment& f, const Catalog& catalog) {
    if (f.cables.empty()) return;
    const auto rackRank = rankByName(f.racks, [](const Rack& r) { return r.id; });
    const auto deviceRank = rankByName(f.devices, [](const Device& d) { return d.id; });
    QHash<DeviceId, const Device*> devices;
    for (const Device& d : f.devices) devices.insert(d.id, &d);
    QHash<ConnectionId, const Connection*> connections;
    for (const Connection& c : f.connections) connections.insert(c.id, &c);

    std::vector<PullKey> keys(f.cables.size());
    for (size_t i = 0; i < f.cables.size(); ++i) {
        const Connection* c = connections.value(f.cables[i].connection);
        const Device* d = c ? devices.value(c->a.device) : nullptr;
        if (!d) continue;  // no A end: with the floor-standing ends, as in the schedule
        PullKey& k = keys[i];
        k.device = deviceRank.value(d->id);
        k.port = c->a.port;
        if (!d->placement.rack) continue;
        k.rack = rackRank.value(*d->placement.rack);
        const DeviceType* t = catalog.device(d->typeId);
        if (d->placement.side == SideChannel::None && t && t->occupiedU() > 0)
            k.topU = d->placement.u + t->occupiedU() - 1;
    }
    std::vector<size_t> order(f.cables.size());
    std::iota(order.begin(), order.end(), size_t(0));
    std::stable_sort(order.begin(), order.end(),
                     [&](size_t x, size_t y) { return pulledBefore(keys[x], keys[y]); });
    const int total = int(order.size());
    for (int n = 0; n < total; ++n) f.cables[order[size_t(n)]].label = labelFor(n, total);
}

}  // namespace sn
