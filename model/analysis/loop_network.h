#pragma once

#include "model/catalog/hydraulic_specs.h"
#include "model/design/design.h"
#include "model/hydraulics/hydraulic_network.h"

#include <QCoreApplication>
#include <QStringList>

#include <optional>
#include <vector>

namespace sn {

/// A coolant loop of a design as the pipe network it is built as: every
/// coolant connection's cable becomes a pipe (and its quick disconnects a
/// power-law part), every CDU a pump between its secondary return and
/// supply, every liquid-cooled device its cold-plate circuit between its
/// supply and return. Nothing is assumed that the design does not hold: two
/// CDUs share flow only when pipes join them, and a rack piped to one CDU
/// loses its water with that CDU. A manifold or CDU is one node per side
/// (its own losses are small beside the hoses, quick disconnects and cold
/// plates, and not in the catalog).
struct LoopNetwork {
    Q_DECLARE_TR_FUNCTIONS(LoopNetwork)
public:
    /// What one link of the network is in the design.
    struct Part {
        enum class Kind { Pump, Pipe, QuickDisconnects, Circuit, BalancingValve, Fitted };
        Kind kind = Kind::Pipe;
        DeviceId device = DeviceId::create();  ///< the CDU or the cooled device (Pump, Circuit)
        std::optional<CableId> cable;          ///< the hose or pipe (Pipe, QuickDisconnects, valves)
        /// The gauge pressure a pipe run's part is rated for, kPa (the
        /// run's, its weakest part's): absent when not known. A device's
        /// rating is its nodes' (nodeRatingKpa).
        std::optional<double> ratingKpa;
    };
    /// A liquid-cooled device of the loop with the flow its heat needs.
    struct Cooled {
        DeviceId device = DeviceId::create();
        int link = -1;             ///< its Circuit link
        int rack = -1;             ///< index into Design::racks()
        int gpus = 0;
        double requiredLpm = 0;    ///< liquid heat at max draw over ρ·c_p·ΔT (requiredFlowLpm)
    };

    /// A balancing valve in a rack branch's pipe: a throttle whose K
    /// follows the handwheel (lossCoefficientOfKv of the valve's Kv at its turns).
    struct Valve {
        int link = -1;
        CableId cable = CableId::create();
        int rack = -1;             ///< index into Design::racks(): the rack its branch feeds
        BalancingValveSpec spec;
        double diameterMm = 0;     ///< the bore its K refers to (its pipe's)
        double turns = 0;          ///< as set in the design (fully open when never set)
        int branchIn = -1;         ///< the rack manifold's supply node: the branch runs from there...
        int branchOut = -1;        ///< ...through the valve to this node
    };

    /// Isolation valves and strainers fitted in a pipe run (one link for
    /// the `count` of one kind in series): shut or blocked, the run is out.
    struct Fitted {
        int link = -1;
        CableId cable = CableId::create();
        FittedPartSpec spec;
    };

    /// What the expansion tank holds at the pumps' suction, by the fill
    /// rule: the coolant column up to the loop's highest point plus 4 psi
    /// (27.6 kPa) there, so the top stays above atmosphere and its air
    /// vents work (Carrier 30RA installation manual, "System
    /// pressurization"). A stated rule, not a datasheet value.
    static constexpr double kFillMarginAtTopKpa = 27.579;

    LoopId loop = LoopId::create();
    QString name;
    hyd::HydraulicNetwork network;
    std::vector<Part> parts;        ///< one per network link
    std::vector<std::optional<DeviceId>> nodeOwner;  ///< per node: its device (none between a hose's couplings and pipe)
    std::vector<Cooled> cooled;
    std::vector<int> pumps;         ///< links of the CDU pumps
    std::vector<Valve> valves;
    std::vector<Fitted> fitted;
    /// Per node, the rating of the device it is a side of (a manifold, a
    /// CDU's secondary) when the catalog states one.
    std::vector<std::optional<double>> nodeRatingKpa;
    double highestPointM = 0;       ///< the loop's top above the floor: its tallest rack's
    double fillKpa = 0;             ///< gauge at the pumps' suction: kpa(highestPointM) + kFillMarginAtTopKpa
    double densityKgM3 = 0;         ///< of the loop's coolant, for kPa ↔ m
    double meanTempC = 0;           ///< supply + ΔT/2, where the viscosity is taken
    /// Why the loop cannot be solved (translated, one line each): a figure
    /// the catalog lacks, a coolant hose or pipe not laid. Empty when it can.
    QStringList missing;

    bool solvable() const { return missing.isEmpty() && !pumps.empty(); }
    /// Head in m of this coolant ↔ kPa.
    double kpa(double headM) const;
    double headM(double kpa) const;

    /// The links that stop carrying flow when `device` or `cable` is out: a
    /// CDU's pump (its pipework stays); for any other device its own
    /// circuit and every link at its nodes (isolated); a hose's or pipe's own.
    std::vector<int> linksOf(DeviceId device) const;
    std::vector<int> linksOf(CableId cable) const;

    /// One network per cooling loop of the design, in loop order: the
    /// devices in the loop's racks and every CDU piped to them.
    static std::vector<LoopNetwork> of(const Design& design);
    /// The same for one loop.
    static LoopNetwork of(const Design& design, const CoolingLoop& loop);
};

}  // namespace sn
