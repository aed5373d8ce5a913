#include "tests/support/example_design.h"

#include "tests/support/design_builder.h"

#include <stdexcept>

namespace sn::test {

QString freePort(const Design& design, DeviceId id, FormFactor formFactor, Phase phase) {
    const Device* device = design.device(id);
    const DeviceType* type = device ? design.typeOf(*device) : nullptr;
    if (!type) throw std::runtime_error("freePort: unknown device");
    for (const PortSpec& p : type->ports())
        if (p.formFactor == formFactor && (phase == Phase::None || p.phase == phase) && !design.connectionAt({id, p.name}))
            return p.name;
    throw std::runtime_error("freePort: no free port on " + device->name.toStdString());
}

std::unique_ptr<Design> buildLiquidRowExample() {
    DesignBuilder b;
    b.name(QStringLiteral("Liquid-cooled row example"), QStringLiteral("A")).room(12000, 8000, QStringLiteral("SH1"),
                                                                                  QStringLiteral("DH1"));
    b.row(QStringLiteral("A"));
    const QString rackType = QStringLiteral("rack-48u-800x1200");
    // Three racks side by side, fronts facing the cold aisle at y = 2000 mm.
    b.rack(QStringLiteral("A01"), 2000, 2000, rackType, 45000);
    b.rack(QStringLiteral("A02"), 2800, 2000, rackType, 45000);
    b.rack(QStringLiteral("A03"), 3600, 2000, rackType, 15000);
    b.tray(QStringLiteral("T-A"), {QPointF(1800, 2600), QPointF(4600, 2600)}, 2600);

    const QStringList servers = {QStringLiteral("gpu-a01-1"), QStringLiteral("gpu-a01-2"), QStringLiteral("gpu-a02-1"),
                                 QStringLiteral("gpu-a02-2")};
    const QString server = QStringLiteral("hgx-h100-8gpu-liquid");
    b.device(server, QStringLiteral("A01"), 10, servers[0]).device(server, QStringLiteral("A01"), 20, servers[1]);
    b.device(server, QStringLiteral("A02"), 10, servers[2]).device(server, QStringLiteral("A02"), 20, servers[3]);
    b.device(QStringLiteral("cdu-inrack-250kw"), QStringLiteral("A03"), 2, QStringLiteral("cdu-a03"));
    b.device(QStringLiteral("ib-ndr-64x400g"), QStringLiteral("A03"), 40, QStringLiteral("leaf-a03"));
    b.device(QStringLiteral("mgmt-48x1g"), QStringLiteral("A03"), 42, QStringLiteral("mgmt-a03"));
    for (const QString& rack : {QStringLiteral("A01"), QStringLiteral("A02"), QStringLiteral("A03")}) {
        const QString r = rack.toLower();
        b.sideDevice(QStringLiteral("pdu-3ph-415v-63a"), rack, SideChannel::Left, 0, QStringLiteral("pdu-%1-a").arg(r));
        b.sideDevice(QStringLiteral("pdu-3ph-415v-63a"), rack, SideChannel::Right, 0, QStringLiteral("pdu-%1-b").arg(r));
    }
    b.sideDevice(QStringLiteral("manifold-0u-16qd"), QStringLiteral("A01"), SideChannel::Left, 1, QStringLiteral("mf-a01"));
    b.sideDevice(QStringLiteral("manifold-0u-16qd"), QStringLiteral("A02"), SideChannel::Left, 1, QStringLiteral("mf-a02"));
    b.loop(QStringLiteral("Loop 1"), QStringLiteral("cdu-a03"), QStringLiteral("pg25"), 30, 10,
           {QStringLiteral("A01"), QStringLiteral("A02"), QStringLiteral("A03")});

    Design& d = b.design();
    auto id = [](const QString& name) { return DesignBuilder::deviceId(name); };
    const QString leaf = QStringLiteral("leaf-a03"), mgmt = QStringLiteral("mgmt-a03");
    const Phase phases[] = {Phase::L1, Phase::L2, Phase::L3};
    for (const QString& s : servers) {
        const QString rack = s.mid(4, 3);  // "a01"
        // Compute fabric: NIC i to the leaf; optics because the leaf is in another rack.
        for (int i = 1; i <= 8; ++i)
            b.connect(s, QStringLiteral("OSFP%1").arg(i), leaf, freePort(d, id(leaf), FormFactor::Osfp),
                      PortRole::Compute, QStringLiteral("aoc-400g-osfp"));
        b.connect(s, QStringLiteral("BMC"), mgmt, freePort(d, id(mgmt), FormFactor::Rj45), PortRole::Oob,
                  QStringLiteral("utp-cat6"));
        // PSU1–3 on feed A, PSU4–6 on feed B, one phase each so the load balances.
        for (int psu = 1; psu <= 6; ++psu) {
            const QString pdu = QStringLiteral("pdu-%1-%2").arg(rack, psu <= 3 ? QStringLiteral("a") : QStringLiteral("b"));
            b.connect(s, QStringLiteral("PSU%1").arg(psu), pdu, freePort(d, id(pdu), FormFactor::C19, phases[(psu - 1) % 3]),
                      PortRole::Power, QStringLiteral("power-c19-c20"));
        }
        const QString manifold = QStringLiteral("mf-%1").arg(rack);
        b.connect(s, QStringLiteral("SUPPLY"), manifold, freePort(d, id(manifold), FormFactor::QdSupply),
                  PortRole::Coolant, QStringLiteral("hose-qd-supply"));
        b.connect(s, QStringLiteral("RETURN"), manifold, freePort(d, id(manifold), FormFactor::QdReturn),
                  PortRole::Coolant, QStringLiteral("hose-qd-return"));
    }
    // Manifolds to the CDU's secondary side.
    b.connect(QStringLiteral("mf-a01"), QStringLiteral("IN-S"), QStringLiteral("cdu-a03"), QStringLiteral("SEC-S1"),
              PortRole::Coolant, QStringLiteral("hose-qd-supply"));
    b.connect(QStringLiteral("mf-a01"), QStringLiteral("IN-R"), QStringLiteral("cdu-a03"), QStringLiteral("SEC-R1"),
              PortRole::Coolant, QStringLiteral("hose-qd-return"));
    b.connect(QStringLiteral("mf-a02"), QStringLiteral("IN-S"), QStringLiteral("cdu-a03"), QStringLiteral("SEC-S2"),
              PortRole::Coolant, QStringLiteral("hose-qd-supply"));
    b.connect(QStringLiteral("mf-a02"), QStringLiteral("IN-R"), QStringLiteral("cdu-a03"), QStringLiteral("SEC-R2"),
              PortRole::Coolant, QStringLiteral("hose-qd-return"));
    // Network rack: switches and CDU on both feeds, managed from the OOB switch.
    for (const QString& dev : {leaf, mgmt}) {
        b.connect(dev, QStringLiteral("PSU1"), QStringLiteral("pdu-a03-a"), freePort(d, id(QStringLiteral("pdu-a03-a")), FormFactor::C13, Phase::L1),
                  PortRole::Power, QStringLiteral("power-c13-c14"));
        b.connect(dev, QStringLiteral("PSU2"), QStringLiteral("pdu-a03-b"), freePort(d, id(QStringLiteral("pdu-a03-b")), FormFactor::C13, Phase::L2),
                  PortRole::Power, QStringLiteral("power-c13-c14"));
    }
    b.connect(QStringLiteral("cdu-a03"), QStringLiteral("PSU1"), QStringLiteral("pdu-a03-a"),
              freePort(d, id(QStringLiteral("pdu-a03-a")), FormFactor::C19, Phase::L3), PortRole::Power,
              QStringLiteral("power-c19-c20"));
    b.connect(QStringLiteral("cdu-a03"), QStringLiteral("PSU2"), QStringLiteral("pdu-a03-b"),
              freePort(d, id(QStringLiteral("pdu-a03-b")), FormFactor::C19, Phase::L3), PortRole::Power,
              QStringLiteral("power-c19-c20"));
    b.connect(leaf, QStringLiteral("mgmt0"), mgmt, freePort(d, id(mgmt), FormFactor::Rj45), PortRole::Oob,
              QStringLiteral("utp-cat6"));
    b.connect(QStringLiteral("cdu-a03"), QStringLiteral("mgmt0"), mgmt, freePort(d, id(mgmt), FormFactor::Rj45),
              PortRole::Oob, QStringLiteral("utp-cat6"));
    return b.build();
}

}  // namespace sn::test
