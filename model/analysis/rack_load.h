#pragma once

#include "model/analysis/coolant_flow.h"
#include "model/design/design_objects.h"

#include <optional>

namespace sn {

class Catalog;
class DesignFigures;

/// The electrical and thermal sums of one rack, shared by the rules, the
/// report and the fault domains: the sums of DeviceHeat (the one heat split)
/// over the rack's devices.
struct RackLoad {
    int uUsed = 0;
    double maxW = 0, typicalW = 0;
    double liquidHeatW = 0, airHeatW = 0;  ///< at max draw; air includes conversionLossW
    double airHeatTypicalW = 0;            ///< at typical draw (the losses in proportion)
    /// What its power shelves' rectifiers and its PDUs give off into its air
    /// carrying its load (ConversionLoss), at max draw.
    double conversionLossW = 0;
    int liquidDevices = 0;                 ///< devices that need a QD pair
    int manifolds = 0, qdPairs = 0;
    double manifoldFlowLpm = 0;
    double weightKg = 0;
    /// Devices whose type leaves a figure unknown. The sums above
    /// leave out what is unknown — the draw and heat of a device of unknown
    /// maximum draw, the liquid share of one of unknown liquid fraction (its
    /// heat counts as air) — so with any of these the totals are incomplete.
    int unknownDrawDevices = 0;
    int unknownCoolantDevices = 0;
    bool incomplete() const { return unknownDrawDevices > 0 || unknownCoolantDevices > 0; }

    static RackLoad of(const DesignFigures& figures, const Rack& rack);
};

/// The loop's coolant and ΔT, or nullopt when the coolant is unknown or ΔT ≤ 0.
std::optional<double> loopFlowLpm(const Catalog& catalog, const CoolingLoop& loop, double heatW);

}  // namespace sn
