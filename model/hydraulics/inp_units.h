#pragma once

namespace sn::hyd {

/// EPANET's reference viscosity, water at 20 °C: VISCOS = 1.1e-5 ft²/s in
/// OWA-EPANET's types.h, that is 1.1e-5 × 0.3048² = 1.02193e-6 m²/s. An INP
/// file's "Viscosity" above 1e-3 is a multiple of it (EPANET 2.2 input1.c,
/// adjustdata); 1e-3 or less is the kinematic viscosity itself, in m²/s when
/// the flow units are SI.
inline constexpr double kEpanetReferenceViscosityM2s = 1.1e-5 * 0.3048 * 0.3048;
inline constexpr double kEpanetRelativeViscosityLimit = 1.0e-3;

}  // namespace sn::hyd
