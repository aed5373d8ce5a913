#pragma once

namespace sn {

/// One rack unit (EIA-310), in millimetres.
inline constexpr double kRackUnitMm = 44.45;

inline constexpr double mmToM(double mm) { return mm / 1000.0; }
inline constexpr double wToKw(double w) { return w / 1000.0; }

}  // namespace sn
