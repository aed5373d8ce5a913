#pragma once

#include "model/design/design.h"
#include "tests/support/design_builder.h"

#include <QPointF>

#include <cmath>
#include <memory>
#include <vector>

namespace sn::test {

/// Figures of the small rooms the routing tests share, so each test writes
/// its arithmetic with named numbers (RoutingPolicy defaults).
namespace room {
inline constexpr double kU = 44.45;
inline constexpr double kBase = 100;                       // U1's bottom edge
inline constexpr double kTop = kBase + 48 * kU;            // 2233.6: top of a 48U rack
inline constexpr double kChannel = (600 - 482.6) / 2;      // 58.7: side channel of a 600 mm rack
inline constexpr double kSlack = 2 * 300;                  // 0.3 m at each end
/// OSFP1 of an HGX server (rear, x 40, y 12 from the catalog) seen from the
/// rear: a = 600 − 58.7 − 40 = 501.3; its nearest column, the right one,
/// sits at 600 − 58.7 / 2 = 570.65, so the lateral run is 69.35 mm.
inline constexpr double kOsfp1Lateral = 600 - kChannel / 2 - (600 - kChannel - 40);
/// Height of OSFP1 of a server whose lowest U is `u`.
inline constexpr double osfp1Z(int u) { return kBase + (u - 1) * kU + 12; }
}  // namespace room

/// Two 48U 600 × 1200 racks in row A: R1 at x 1000, R2 at x 4000 (2.4 m
/// apart), both with y 1000 (fronts on y 1000, rears on y 2200). A server at
/// U10 of each. No trays: tests add their own.
inline DesignBuilder twoRacks(double r2x = 4000) {
    DesignBuilder b;
    b.name(QStringLiteral("routing")).room(10000, 6000);
    b.row(QStringLiteral("A"));
    b.rack(QStringLiteral("R1"), 1000, 1000).rack(QStringLiteral("R2"), r2x, 1000);
    b.device(QStringLiteral("hgx-h100-8gpu-air"), QStringLiteral("R1"), 10, QStringLiteral("s1"));
    b.device(QStringLiteral("hgx-h100-8gpu-air"), QStringLiteral("R2"), 10, QStringLiteral("s2"));
    return b;
}

/// twoRacks() under one tray T1 (y 1600, 2.6 m up) with `count` AOCs from
/// s1's OSFP1.. to s2's OSFP1.., their types fixed (routing keeps them, as
/// for a user who chose them), and the side channels' fill limit set.
inline std::unique_ptr<Design> aocsBetweenRacks(int count, double sideFillLimit) {
    auto b = twoRacks();
    b.tray(QStringLiteral("T1"), {QPointF(500, 1600), QPointF(5500, 1600)}, 2600);
    for (int i = 1; i <= count; ++i)
        b.connect(QStringLiteral("s1"), QStringLiteral("OSFP%1").arg(i), QStringLiteral("s2"),
                  QStringLiteral("OSFP%1").arg(i), PortRole::Compute, QStringLiteral("aoc-400g-osfp"));
    auto design = b.build();
    const std::vector<Cable> cables(design->cables().begin(), design->cables().end());
    for (Cable c : cables) {
        c.typeFixed = true;
        design->replace(c);
    }
    RoutingSettings settings = design->routingSettings();
    settings.sideChannelFillLimit = sideFillLimit;
    design->setRoutingSettings(settings);
    return design;
}

}  // namespace sn::test
