#pragma once

#include "model/catalog/device_type.h"
#include "model/design/design_objects.h"

#include <algorithm>

namespace sn {

/// The rack units a rack-mounted device takes: from its lowest U (its
/// placement) up through its height, both ends included. The one place the
/// span is worked out, for placement checks, rules, labels and tooltips.
struct USpan {
    int bottom = 0, top = -1;  ///< empty by default

    /// `height` units from `lowestU` up.
    static USpan from(int lowestU, int height) { return {lowestU, lowestU + height - 1}; }
    static USpan of(int lowestU, const DeviceType& type) { return from(lowestU, type.occupiedU()); }
    static USpan of(const Placement& placement, const DeviceType& type) { return of(placement.u, type); }

    int height() const { return std::max(0, top - bottom + 1); }
    bool isEmpty() const { return top < bottom; }
    /// The units both take (empty when they share none).
    USpan overlap(const USpan& other) const { return {std::max(bottom, other.bottom), std::min(top, other.top)}; }
    bool overlaps(const USpan& other) const { return !overlap(other).isEmpty(); }
    /// Within a rack of `uHeight` units (U1 to U`uHeight`).
    bool fitsIn(int uHeight) const { return bottom >= 1 && top <= uHeight; }
};

}  // namespace sn
