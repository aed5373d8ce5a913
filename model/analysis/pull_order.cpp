#include "model/analysis/pull_order.h"

#include "model/core/natural_order.h"

#include <QHash>

#include <algorithm>
#include <limits>
#include <numeric>

namespace sn {

namespace {

/// Rank of each distinct name in natural order (equal names, equal rank).
QHash<QString, int> rankOf(std::vector<QString> names) {
    std::sort(names.begin(), names.end(), [](const QString& a, const QString& b) { return naturalCompare(a, b) < 0; });
    QHash<QString, int> rank;
    int r = -1;
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (i == 0 || naturalCompare(names[i - 1], names[i]) != 0) ++r;
        rank.insert(names[i], r);
    }
    return rank;
}

}  // namespace

std::vector<std::size_t> PullOrder::of(const std::vector<PullEnd>& ends) {
    QHash<QString, bool> seenRack, seenDevice;
    std::vector<QString> racks, devices;
    for (const PullEnd& e : ends) {
        if (!e.rack.isEmpty() && !seenRack.contains(e.rack)) {
            seenRack.insert(e.rack, true);
            racks.push_back(e.rack);
        }
        if (!seenDevice.contains(e.device)) {
            seenDevice.insert(e.device, true);
            devices.push_back(e.device);
        }
    }
    const QHash<QString, int> rackRank = rankOf(std::move(racks)), deviceRank = rankOf(std::move(devices));
    struct Key {
        int rack, topU, device;
    };
    std::vector<Key> keys;
    keys.reserve(ends.size());
    for (const PullEnd& e : ends)
        keys.push_back({e.rack.isEmpty() ? std::numeric_limits<int>::max() : rackRank.value(e.rack), e.topU,
                        deviceRank.value(e.device)});
    std::vector<std::size_t> order(ends.size());
    std::iota(order.begin(), order.end(), std::size_t(0));
    std::stable_sort(order.begin(), order.end(), [&](std::size_t x, std::size_t y) {
        const Key& a = keys[x];
        const Key& b = keys[y];
        if (a.rack != b.rack) return a.rack < b.rack;
        if (a.topU != b.topU) return a.topU < b.topU;
        if (a.device != b.device) return a.device < b.device;
        return naturalCompare(ends[x].port, ends[y].port) < 0;
    });
    return order;
}

}  // namespace sn
