#pragma once

#include "model/design/design.h"

#include <functional>

namespace sn {

/// The heat a rack's power sources give off into its air while delivering
/// what they carry: the one home of that arithmetic (STYLE §6a), read by
/// the rack loads (so the rack's air-cooling limit counts it), the air
/// aisles and the wizard's air-cooling sizing.
///
/// A power shelf's rectifiers convert at kShelfEfficiency: delivering P
/// they draw P / η and give off P · (1/η − 1) (ORv3 at 15 kW: 544 W). A
/// PDU, busway tap-off or any other source with a PduSpec carries its load
/// through cords, busbars and breakers only; it gives off kPduLossShare of
/// what it carries.
struct ConversionLoss {
    /// Full-load efficiency of an Open Rack V3 power shelf's rectifiers:
    /// "Overview of OCP Open Rack Standard V3 Power System", H. Keyhani and
    /// S. Harris, OCP Engineering Workshop, 10 July 2019 (96.5 %); taken for
    /// every power shelf of the catalog (default where its own datasheet is
    /// not known).
    static constexpr double kShelfEfficiency = 0.965;
    /// A rack PDU's own losses (resistive: cord, busbars, breakers; no
    /// transformer) as a share of its load. Default, not a datasheet value:
    /// no vendor figure was found.
    static constexpr double kPduLossShare = 0.005;

    /// The heat `source` gives off delivering `loadW` (0 for a type that is
    /// neither a power shelf nor has a PduSpec).
    static double lossW(const DeviceType& source, double loadW);
    /// What a source delivers, W (its load as the power feeds count it).
    using LoadOf = std::function<double(const Device& source)>;
    /// Σ lossW over the rack's sources. A busbar rack's power shelves carry
    /// their share of the busbar load (BusbarPower); any other source
    /// carries `loadOf` (PowerFeeds::loadOf, or a rule pass's cache of it).
    static double rackLossW(const Design& design, RackId rack, const LoadOf& loadOf);
};

}  // namespace sn
