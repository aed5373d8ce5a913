#pragma once

#include "model/topology/topology_builder.h"

#include <QCoreApplication>

#include <vector>

namespace sn {

/// Joins liquid-cooled devices to a rack's manifolds.
class CoolantGenerator {
    Q_DECLARE_TR_FUNCTIONS(CoolantGenerator)
public:
    /// Device i goes to manifold i mod M (spreading the flow), on one
    /// quick-disconnect pair: the manifold's n-th supply outlet and n-th
    /// return outlet, qd-supply ↔ qd-supply and qd-return ↔ qd-return. The
    /// manifold's own inlet pair (marked required in the catalog: it must
    /// reach the loop) is never used as an outlet. Throws UserError when the
    /// manifolds run out of pairs.
    static void connect(TopologyBuilder& builder, const std::vector<DeviceId>& devices,
                        const std::vector<DeviceId>& manifolds);
    /// Quick-disconnect outlet pairs of a manifold type.
    static int outletPairs(const DeviceType& manifold);
};

}  // namespace sn
