#pragma once

#include <optional>

namespace sn {

/// Drawing text is never smaller than this on screen (issue #23): rack
/// names, U numbers, device names and figures are drawn at least this many
/// pixels high, or not at all (level of detail).
inline constexpr double kMinTextPx = 9;

/// The font height (scene units) for text meant to be `wantedMm` high in a
/// space `roomMm` high, at `pixelsPerMm` on screen: the wanted height, grown
/// to kMinTextPx on screen when that still fits the room; nullopt when even
/// kMinTextPx does not fit (the caller draws nothing).
inline std::optional<double> legibleTextMm(double wantedMm, double roomMm, double pixelsPerMm) {
    if (pixelsPerMm <= 0) return std::nullopt;
    const double minimumMm = kMinTextPx / pixelsPerMm;
    const double mm = wantedMm < minimumMm ? minimumMm : wantedMm;
    if (mm > roomMm) return std::nullopt;
    return mm;
}

}  // namespace sn
