#include "tests/support/large_design.h"

#include "model/commands/insert_objects_command.h"

namespace sn::test {

namespace {

constexpr int kSus = 16, kServersPerSu = 32, kRails = 8, kServersPerRack = 8;
constexpr int kLeaves = kSus * kRails, kSpines = 128, kCores = 64, kSwitchesPerRack = 40;

/// Port k (0-based) of a 64-port twin-cage switch: P1/1, P1/2, P2/1, …
QString switchPort(int k) { return QStringLiteral("P%1/%2").arg(k / 2 + 1).arg(k % 2 + 1); }

}  // namespace

std::unique_ptr<Design> buildLargeFabricDesign() {
    auto design = std::make_unique<Design>();
    Room room = design->room();
    room.widthMm = 60000;
    room.depthMm = 30000;
    design->setRoom(room);

    DesignFragment f;
    auto addRack = [&](const QString& name, double x, double y) {
        Rack r;
        r.id = RackId::fromName(QStringLiteral("rack/") + name);
        r.name = name;
        r.typeId = QStringLiteral("rack-48u-800x1200");
        r.xMm = x;
        r.yMm = y;
        r.uHeight = 48;
        r.widthMm = 800;
        f.racks.push_back(r);
        return r.id;
    };
    auto addDevice = [&](const QString& type, RackId rack, int u, const QString& name) {
        Device d;
        d.id = DeviceId::fromName(QStringLiteral("device/") + name);
        d.typeId = type;
        d.name = name;
        d.placement.rack = rack;
        d.placement.u = u;
        f.devices.push_back(d);
        return d.id;
    };
    auto connect = [&](DeviceId a, const QString& pa, DeviceId b, const QString& pb) {
        Connection c{ConnectionId::fromName(a.toString() + pa), {a, pa}, {b, pb}, PortRole::Compute};
        Cable k;
        k.id = CableId::fromName(c.id.toString());
        k.connection = c.id;
        k.typeId = QStringLiteral("aoc-400g-osfp");
        k.label = QStringLiteral("C%1").arg(f.cables.size() + 1, 5, 10, QLatin1Char('0'));
        f.connections.push_back(c);
        f.cables.push_back(k);
    };

    std::vector<DeviceId> servers;
    for (int s = 0; s < kSus * kServersPerSu; ++s) {
        const int rack = s / kServersPerRack;
        if (s % kServersPerRack == 0) addRack(QStringLiteral("R%1").arg(rack + 1, 2, 10, QLatin1Char('0')), (rack % 16) * 800.0, (rack / 16) * 3600.0);
        servers.push_back(addDevice(QStringLiteral("hgx-h100-8gpu-liquid"), f.racks.back().id,
                                    2 + (s % kServersPerRack) * 5, QStringLiteral("gpu%1").arg(s + 1, 4, 10, QLatin1Char('0'))));
    }
    std::vector<DeviceId> switches;
    for (int i = 0; i < kLeaves + kSpines + kCores; ++i) {
        if (i % kSwitchesPerRack == 0)
            addRack(QStringLiteral("N%1").arg(i / kSwitchesPerRack + 1), 14000.0 + (i / kSwitchesPerRack) * 800.0, 18000);
        const QString name = i < kLeaves ? QStringLiteral("leaf%1").arg(i + 1)
                           : i < kLeaves + kSpines ? QStringLiteral("spine%1").arg(i - kLeaves + 1)
                                                   : QStringLiteral("core%1").arg(i - kLeaves - kSpines + 1);
        switches.push_back(addDevice(QStringLiteral("ib-ndr-64x400g"), f.racks.back().id, 2 + i % kSwitchesPerRack, name));
    }
    // Server NIC r of every server in SU k goes to the leaf of rail r in that SU (down ports 0–31).
    for (int s = 0; s < int(servers.size()); ++s)
        for (int r = 0; r < kRails; ++r)
            connect(servers[size_t(s)], QStringLiteral("OSFP%1").arg(r + 1),
                    switches[size_t((s / kServersPerSu) * kRails + r)], switchPort(s % kServersPerSu));
    // Leaf (k, r) sends its 32 up-links to the 16 spines of rail group r, two each.
    for (int leaf = 0; leaf < kLeaves; ++leaf) {
        const int su = leaf / kRails, rail = leaf % kRails;
        for (int i = 0; i < 32; ++i) {
            const int spine = rail * 16 + i / 2;
            const int downPort = su * 2 + i % 2;
            connect(switches[size_t(leaf)], switchPort(32 + i), switches[size_t(kLeaves + spine)], switchPort(downPort));
        }
    }
    // Spine j's 32 up-links: core i + 32·(j mod 2), port j / 2.
    for (int spine = 0; spine < kSpines; ++spine)
        for (int i = 0; i < 32; ++i)
            connect(switches[size_t(kLeaves + spine)], switchPort(32 + i),
                    switches[size_t(kLeaves + kSpines + i + 32 * (spine % 2))], switchPort(spine / 2));

    design->undoStack().push(new InsertObjectsCommand(*design, std::move(f), QStringLiteral("build")));
    design->undoStack().clear();
    return design;
}

}  // namespace sn::test
