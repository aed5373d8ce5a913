#pragma once

#include "tests/support/design_builder.h"

#include <memory>

namespace sn::test {

/// A small rail-optimised fabric for the NCCL and Slurm tests, built through
/// the checked edits:
/// - rack R1: gpu01, gpu02 (HGX H100 air, 8 NICs), nvl01, nvl02 (NVL72
///   compute trays, 4 NICs, one rack-scale NVLink domain), pcie01 (PCIe
///   16-GPU box, not cabled);
/// - rack R2: leaf1 … leaf8 and spine1, spine2 (64-port NDR).
/// NIC i of every server and tray goes to leaf i (gpu01 P1/1, gpu02 P1/2,
/// nvl01 P2/1, nvl02 P2/2); every leaf goes up to both spines (P32/1 to
/// spine1 P{leaf}/1, P32/2 to spine2 P{leaf}/1).
inline std::unique_ptr<Design> buildRailFabric() {
    DesignBuilder b;
    b.name(QStringLiteral("Rail fabric"), QStringLiteral("B")).room(10000, 8000);
    b.row(QStringLiteral("R"));
    b.rack(QStringLiteral("R1"), 1000, 1000, QStringLiteral("rack-52u-800x1200"));
    b.rack(QStringLiteral("R2"), 1800, 1000, QStringLiteral("rack-52u-800x1200"));
    b.device(QStringLiteral("hgx-h100-8gpu-air"), QStringLiteral("R1"), 1, QStringLiteral("gpu01"));
    b.device(QStringLiteral("hgx-h100-8gpu-air"), QStringLiteral("R1"), 9, QStringLiteral("gpu02"));
    b.device(QStringLiteral("nvl72-compute-tray"), QStringLiteral("R1"), 17, QStringLiteral("nvl01"));
    b.device(QStringLiteral("nvl72-compute-tray"), QStringLiteral("R1"), 18, QStringLiteral("nvl02"));
    b.device(QStringLiteral("pcie-inference-16gpu"), QStringLiteral("R1"), 20, QStringLiteral("pcie01"));
    for (int i = 1; i <= 8; ++i)
        b.device(QStringLiteral("ib-ndr-64x400g"), QStringLiteral("R2"), 29 + i, QStringLiteral("leaf%1").arg(i));
    b.device(QStringLiteral("ib-ndr-64x400g"), QStringLiteral("R2"), 40, QStringLiteral("spine1"));
    b.device(QStringLiteral("ib-ndr-64x400g"), QStringLiteral("R2"), 41, QStringLiteral("spine2"));
    const QString aoc = QStringLiteral("aoc-400g-osfp");
    for (int i = 1; i <= 8; ++i) {
        const QString leaf = QStringLiteral("leaf%1").arg(i), nic = QStringLiteral("OSFP%1").arg(i);
        b.connect(QStringLiteral("gpu01"), nic, leaf, QStringLiteral("P1/1"), PortRole::Compute, aoc);
        b.connect(QStringLiteral("gpu02"), nic, leaf, QStringLiteral("P1/2"), PortRole::Compute, aoc);
        if (i <= 4) {
            b.connect(QStringLiteral("nvl01"), nic, leaf, QStringLiteral("P2/1"), PortRole::Compute, aoc);
            b.connect(QStringLiteral("nvl02"), nic, leaf, QStringLiteral("P2/2"), PortRole::Compute, aoc);
        }
        b.connect(leaf, QStringLiteral("P32/1"), QStringLiteral("spine1"), QStringLiteral("P%1/1").arg(i),
                  PortRole::Compute, aoc);
        b.connect(leaf, QStringLiteral("P32/2"), QStringLiteral("spine2"), QStringLiteral("P%1/1").arg(i),
                  PortRole::Compute, aoc);
    }
    return b.build();
}

}  // namespace sn::test
