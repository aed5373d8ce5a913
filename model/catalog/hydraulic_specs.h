#pragma once

#include <QString>

#include <array>
#include <optional>
#include <vector>

namespace sn {

/// The hydraulic figures of catalog parts: what the coolant-loop solver
/// (model/hydraulics) needs to turn a design's pipes, hoses, cold plates
/// and CDU pumps into a network. Pressures in kPa, flows in L/min.

/// A balancing valve (a flow-measuring globe valve set by its handwheel):
/// its Kv in m³/h at 1 bar, by handwheel turns from shut, the figures its
/// maker publishes. ΔP[bar] = SG·(Q[m³/h]/Kv)².
struct BalancingValveSpec {
    QString model;
    std::vector<std::array<double, 2>> kvByTurns;  ///< [turns, Kv], turns and Kv rising
    double maxTurns() const { return kvByTurns.empty() ? 0 : kvByTurns.back()[0]; }
    /// Kv at `turns`, linear between the published points and held at the
    /// ends (a handwheel does not go past its stops).
    double kvAt(double turns) const;
    /// The turns that give `kv`: the inverse of kvAt, clamped to the table.
    double turnsFor(double kv) const;
    bool operator==(const BalancingValveSpec&) const = default;
};

/// A pipe or hose: bore, wall roughness, the fittings' summed loss
/// coefficient K (elbows, tees, barbs, as K·v²/2g), and the quick
/// disconnects on it with their flow coefficient Cv (US gpm at 1 psi).
struct PipeSpec {
    double innerDiameterMm = 0;
    double roughnessMm = 0;
    double fittingsK = 0;
    int quickDisconnects = 0;
    double qdCv = 0;  ///< per coupling; ΔP[psi] = SG·(Q[gpm]/Cv)²
    /// The balancing valve fitted in the run (a rack branch's), if any.
    std::optional<BalancingValveSpec> balancingValve;
    bool operator==(const PipeSpec&) const = default;
};

/// A liquid-cooled device's own circuit (cold plates, internal tubing) as
/// one power law: ΔP = pressureDropKpa · (q / atFlowLpm)^exponent.
struct CoolingCircuitSpec {
    double pressureDropKpa = 0;
    double atFlowLpm = 0;
    double exponent = 2;
    bool operator==(const CoolingCircuitSpec&) const = default;
};

/// A CDU's secondary pump head available at its connections, through three
/// points (0, h0), (q1, h1), (q2, h2) with h falling, as EPANET fits a curve.
struct PumpCurveSpec {
    std::array<double, 3> flowLpm{};
    std::array<double, 3> headKpa{};
    bool operator==(const PumpCurveSpec&) const = default;
};

/// A coolant's dynamic viscosity at one temperature.
struct ViscosityPoint {
    double tempC = 0;
    double mPaS = 0;
    bool operator==(const ViscosityPoint&) const = default;
};

}  // namespace sn
