#pragma once

#include "model/catalog/catalog.h"
#include "model/catalog/port_spec.h"

#include <vector>

namespace sn {

/// Which catalog cable types can realise a connection, and in which order
/// routing tries them: passive copper first, then active copper, then AOC,
/// then multimode and single-mode fibre with transceivers; within one media
/// the shorter reach first (30 AWG DAC before 26 AWG), then catalog order.
/// Routing takes the first whose orderable lengths and reach cover the route,
/// which yields DESIGN.md's "media by length".
class MediaChoice {
public:
    /// Types whose two connectors mate with the two ports (either way round),
    /// whose speed is the slower port's speed and whose plugs the cages take
    /// (CageFit; `parallel`: the ports' cages are joined port for port, so a
    /// twin-port cable may carry them).
    static std::vector<const CableType*> candidates(const Catalog& catalog, const PortSpec& a, const PortSpec& b,
                                                    bool parallel = false);
    static bool fits(const CableType& type, const PortSpec& a, const PortSpec& b, bool parallel = false);
    /// Lower ranks are tried first.
    static int rank(CableMedia media);
};

}  // namespace sn
