#pragma once

namespace sn {

struct CoolantType;

/// Coolant flow to carry `heatW` at ΔT: L/min = 60·P[kW] / (ρ[kg/L]·c_p[kJ/kg·K]·ΔT[K])
/// (domain-numbers.md §1d). ρ and c_p are the catalog's, at its reference
/// temperature. The one flow formula (STYLE §6a): rack and loop flows, the
/// CDU rules and the wizard's sizing read it. 100 kW of water
/// (ρ 0.997, c_p 4.18) at ΔT 10 K: 6000 / (0.997 · 4.18 · 10) = 144.0 L/min.
double requiredFlowLpm(double heatW, const CoolantType& coolant, double deltaTK);

}  // namespace sn
