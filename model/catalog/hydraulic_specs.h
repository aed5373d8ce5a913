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

/// A valve's loss coefficient K (as K·v²/2g at `boreMm`) for its Kv in
/// m³/h at 1 bar. Kv is defined on water: ΔP = SG·(Q/Kv)² bar, a head of
/// (Q/Kv)²·10⁵ Pa / (1000 kg/m³·g) in any fluid, so
/// K = 2·10⁵·(3600·A)² / (1000·Kv²), A the bore's area in m².
double lossCoefficientOfKv(double kv, double boreMm);

/// A valve or strainer fitted in a pipe run, as the maker sells it: an
/// isolation valve (open in service; shut, it takes the run out) or a
/// strainer. Its loss is K·v²/2g at the pipe's bore, K from the maker's Kv
/// (or the K it states); `count` of them in series.
struct FittedPartSpec {
    enum class Kind { IsolationValve, Strainer };
    Kind kind = Kind::IsolationValve;
    QString model;
    double k = 0;   ///< loss coefficient of one, at the pipe's bore
    int count = 1;
    bool operator==(const FittedPartSpec&) const = default;
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
    /// Isolation valves and strainers fitted in the run (not in fittingsK).
    std::vector<FittedPartSpec> fitted;
    /// The highest gauge pressure the run is rated for, kPa: its weakest
    /// part (pipe, couplings, valves); absent: not known, not checked.
    std::optional<double> maxPressureKpa;
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
