#include "nccl/nccl_rails.h"

#include <QHash>

#include <algorithm>

namespace sn {

std::vector<HostRails> NcclRails::of(const Design& design) {
    std::vector<HostRails> hosts;
    QHash<DeviceId, int> railOfLeaf;
    for (const Device& d : design.devices()) {
        const DeviceType* t = design.typeOf(d);
        if (!t || t->gpus == 0 || t->nccl.isEmpty()) continue;
        HostRails h{&d, t, {}};
        for (int i = 0; i < int(t->nccl.nics.size()); ++i) {
            const NcclNic& nic = t->nccl.nics[size_t(i)];
            NicLink link;
            link.nicIndex = i;
            link.nicName = nic.name;
            link.nicPort = nic.port;
            const PortRef here{d.id, nic.port};
            if (const auto conn = design.connectionAt(here)) {
                const Connection* c = design.connection(*conn);
                const PortRef& far = c->a == here ? c->b : c->a;
                link.leaf = design.device(far.device);
                link.leafPort = far.port;
                if (link.leaf) {
                    const auto it = railOfLeaf.find(link.leaf->id);
                    if (it == railOfLeaf.end()) railOfLeaf.insert(link.leaf->id, i);
                    else *it = std::min(*it, i);
                }
            }
            h.nics.push_back(link);
        }
        hosts.push_back(std::move(h));
    }
    for (HostRails& h : hosts)
        for (NicLink& n : h.nics)
            if (n.leaf) n.rail = railOfLeaf.value(n.leaf->id);
    return hosts;
}

}  // namespace sn
