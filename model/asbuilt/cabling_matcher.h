#pragma once

#include "model/asbuilt/expected_fabric.h"
#include "model/asbuilt/verify_finding.h"

namespace sn {

/// Compares the designed links with the discovered ones. In this order:
/// 1. ok: a link found between exactly the cable's two ends;
/// 2. swapped: cables c1 (a1–b1) and c2 (a2–b2) found as a1–b2 and a2–b1
///    (the same end of each exchanged), reported once for the pair;
/// 3. miswired: a link found at one end of a cable, the other end landed on
///    another port (each cable and each found link used once, cables in
///    design order, the A end tried as the anchor first);
/// 4. missing: a cable nothing was found for;
/// 5. every found link left: unknown-node when an end's node is not in the
///    design, else unexpected; and every found node the design does not
///    know that has no link left is an unknown-node finding too.
/// Findings come in design cable order (each swapped pair at its first
/// cable), then unexpected and unknown-node in discovery order.
class CablingMatcher {
public:
    static VerifyResult match(const ExpectedFabric& expected, const DiscoveredFabric& found);
};

}  // namespace sn
