#pragma once
// A small design whose power and cooling figures are worked out by hand in
// the heat-map and reports tests:
//  R1 (800 × 1200 mm, budget 30 kW): two HGX B200 liquid (14.3 kW max, 12.155 kW typical,
//     80 % to liquid) at U1 and U5, PDU A (left) and B (right), a 200 L/min manifold; on loop L1.
//     srv1's PSU1 → PDU A, PSU2 → PDU B with C19–C20 cords (Ø 9 mm) laid in tray T1.
//  R2 (800 × 1200 mm, budget 10 kW): one HGX B200 liquid; on no loop.
//  R3 (800 × 1200 mm, no budget): empty.
//  L1: water, 30 °C supply, ΔT 10 K, in-row CDU (1 MW, 1 500 L/min, 15 kW max draw).
#include "tests/support/design_builder.h"

namespace sn::test {

inline std::unique_ptr<Design> powerCoolingDesign() {
    const QString server = QStringLiteral("hgx-b200-8gpu-liquid");
    const QString pdu = QStringLiteral("pdu-3ph-415v-63a");
    const QString rackType = QStringLiteral("rack-48u-800x1200");
    DesignBuilder b;
    b.name(QStringLiteral("Heat test")).room(10000, 8000).row(QStringLiteral("A"));
    b.rack(QStringLiteral("R1"), 1000, 1000, rackType, 30000)
        .device(server, QStringLiteral("R1"), 1, QStringLiteral("srv1"))
        .device(server, QStringLiteral("R1"), 5, QStringLiteral("srv2"))
        .sideDevice(pdu, QStringLiteral("R1"), SideChannel::Left, 0, QStringLiteral("R1-PA"))
        .sideDevice(pdu, QStringLiteral("R1"), SideChannel::Right, 0, QStringLiteral("R1-PB"))
        .sideDevice(QStringLiteral("manifold-0u-16qd"), QStringLiteral("R1"), SideChannel::Left, 1, QStringLiteral("R1-MF"));
    b.rack(QStringLiteral("R2"), 1800, 1000, rackType, 10000).device(server, QStringLiteral("R2"), 1, QStringLiteral("srv3"));
    b.rack(QStringLiteral("R3"), 2600, 1000, rackType, 0);
    b.floorDevice(QStringLiteral("cdu-inrow-1mw"), 5000, 5000, QStringLiteral("CDU1"));
    // The manifold piped to the CDU (rule cooling.rack-piping), no cable drawn.
    b.connect(QStringLiteral("R1-MF"), QStringLiteral("IN-S"), QStringLiteral("CDU1"), QStringLiteral("SEC-S1"),
              PortRole::Coolant);
    b.connect(QStringLiteral("R1-MF"), QStringLiteral("IN-R"), QStringLiteral("CDU1"), QStringLiteral("SEC-R1"),
              PortRole::Coolant);
    b.loop(QStringLiteral("L1"), QStringLiteral("CDU1"), QStringLiteral("water"), 30, 10, {QStringLiteral("R1")});
    b.tray(QStringLiteral("T1"), {QPointF(1000, 3000), QPointF(5000, 3000)});
    b.connect(QStringLiteral("srv1"), QStringLiteral("PSU1"), QStringLiteral("R1-PA"), QStringLiteral("C19-1"),
              PortRole::Power, QStringLiteral("power-c19-c20"));
    b.connect(QStringLiteral("srv1"), QStringLiteral("PSU2"), QStringLiteral("R1-PB"), QStringLiteral("C19-1"),
              PortRole::Power, QStringLiteral("power-c19-c20"));
    auto design = b.build();
    // Both cords routed through T1 (as routing would record it).
    const TrayId tray = design->trays().begin()->id;
    std::vector<Cable> cables(design->cables().begin(), design->cables().end());
    for (Cable c : cables) {
        c.trays = {tray};
        c.routeLengthMm = 3000;
        design->replace(c);
    }
    return design;
}

inline TrayId trayT1(const Design& design) { return design.trays().begin()->id; }

}  // namespace sn::test
