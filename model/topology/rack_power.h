#pragma once

#include "catalog/catalog.h"

#include <QCoreApplication>

#include <vector>

namespace sn {

/// The PDUs one rack needs: pairs of the same type, one of each pair on
/// feed A and one on feed B.
struct RackPower {
    Q_DECLARE_TR_FUNCTIONS(RackPower)
public:
    const DeviceType* pdu = nullptr;
    int pairs = 0;

    /// The catalog PDU needing the fewest pairs (the smaller PDU on a tie)
    /// for these loads, with at most `maxPairs` pairs. Each feed carries the
    /// PSUs cabled to it, half of each device's inlets, i.e. half the rack's
    /// load; N+1 PSUs ride through a PSU fault. A pair must also have an
    /// outlet of the right kind for each inlet on its feed. Throws UserError
    /// naming the rack when no PDU fits.
    static RackPower plan(const Catalog& catalog, const std::vector<const DeviceType*>& loads, int maxPairs,
                          const QString& rackName);
    static double loadW(const std::vector<const DeviceType*>& loads);
};

}  // namespace sn
