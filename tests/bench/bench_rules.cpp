// Times the rule engine on a large design: a full validation, then one
// incremental re-validation after moving one server. Prints figures; asserts
// nothing (speed is reported, not tested). Run: build/tests/bench/bench_rules [SAVE.json|SAVE.supernode]
// (with a file name, the large design is also saved there, e.g. to time `validate` on it).
#include "model/design/design.h"
#include "model/design/objects_from_catalog.h"
#include "model/rules/design_report.h"
#include "model/rules/rule_engine.h"
#include "model/rules/rule_registry.h"
#include "model/store/design_file.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTextStream>

#include <algorithm>
#include <ctime>

using namespace sn;

namespace {

struct Builder {
    Design& design;
    int connections = 0;

    Rack rack(const QString& name, const QString& typeId, double x) {
        const RackType* t = design.catalog().rackType(typeId);
        Rack r = rackOfType(*t);
        r.id = RackId::fromName(QStringLiteral("bench/rack/") + name);
        r.name = name;
        r.xMm = x;
        r.powerBudgetW = 130000;
        design.insert(-1, r);
        return r;
    }
    DeviceId device(const QString& typeId, const QString& name, RackId rack, int u,
                    SideChannel side = SideChannel::None, int sideIndex = 0) {
        Device d;
        d.id = DeviceId::fromName(QStringLiteral("bench/device/") + name);
        d.typeId = typeId;
        d.name = name;
        d.placement.rack = rack;
        d.placement.u = u;
        d.placement.side = side;
        d.placement.sideIndex = sideIndex;
        d.placement.face = side == SideChannel::None ? Face::Front : Face::Rear;
        design.insert(-1, d);
        return d.id;
    }
    void connect(DeviceId a, const QString& pa, DeviceId b, const QString& pb, PortRole role, const QString& cable,
                 double lengthMm, std::vector<TrayId> trays = {}) {
        Connection c{
            ConnectionId::fromName(QStringLiteral("bench/conn/%1").arg(++connections)), {a, pa}, {b, pb}, role};
        design.insert(-1, c);
        Cable k;
        k.id = CableId::fromName(QStringLiteral("bench/cable/%1").arg(connections));
        k.connection = c.id;
        k.typeId = cable;
        k.routeLengthMm = lengthMm * 0.9;
        k.orderedLengthMm = lengthMm;
        k.label = QStringLiteral("C%1").arg(connections, 5, 10, QLatin1Char('0'));
        k.trays = std::move(trays);
        design.insert(-1, k);
    }
};

/// 512 liquid B200 servers (4 096 GPUs) in 64 racks, 128 leaf + 64 spine IB
/// switches, 16 management switches, dual 63 A PDUs in the server racks, one
/// in-row CDU loop per 8 racks: about 12 000 connections, each with a cable.
/// Eight B200 (114 kW) on two 63 A PDUs overload them, so the power rules
/// report errors here: the benchmark times a design with findings on purpose.
void buildLarge(Design& design) {
    Builder b{design};
    design.beginBatch();
    Room room = design.room();
    room.widthMm = 60000;
    room.depthMm = 30000;
    design.setRoom(room);
    std::vector<DeviceId> servers;
    std::vector<LoopId> loops;
    for (int r = 0; r < 64; ++r) {
        const Rack rack = b.rack(QStringLiteral("C%1").arg(r + 1, 2, 10, QLatin1Char('0')),
                                 QStringLiteral("rack-48u-800x1200"), r * 800.0);
        const DeviceId pa = b.device(QStringLiteral("pdu-3ph-415v-63a"), rack.name + QStringLiteral("-PA"), rack.id, 0,
                                     SideChannel::Left, 0);
        const DeviceId pb = b.device(QStringLiteral("pdu-3ph-415v-63a"), rack.name + QStringLiteral("-PB"), rack.id, 0,
                                     SideChannel::Right, 0);
        b.device(QStringLiteral("manifold-0u-16qd"), rack.name + QStringLiteral("-MF"), rack.id, 0, SideChannel::Left,
                 1);
        if (r % 8 == 0) {
            CoolingLoop loop;
            loop.id = LoopId::fromName(QStringLiteral("bench/loop/%1").arg(r / 8));
            loop.name = QStringLiteral("L%1").arg(r / 8 + 1);
            // An in-row 1 MW CDU per 8 racks: 8 × 8 × 14.3 kW × 0.8 = 732 kW, 1 097 L/min of PG25 at ΔT 10 K.
            Device cdu;
            cdu.id = DeviceId::fromName(QStringLiteral("bench/device/CDU%1").arg(r / 8 + 1));
            cdu.typeId = QStringLiteral("cdu-inrow-1mw");
            cdu.name = QStringLiteral("CDU%1").arg(r / 8 + 1);
            cdu.placement.floorXmm = r * 800.0;
            cdu.placement.floorYmm = 3000;
            design.insert(-1, cdu);
            loop.cdu = cdu.id;
            loop.coolantId = QStringLiteral("pg25");
            loop.supplyTempC = 32;
            loop.deltaTK = 10;
            design.insert(-1, loop);
            loops.push_back(loop.id);
        }
        Rack withLoop = rack;
        withLoop.loop = loops.back();
        design.replace(withLoop);
        for (int s = 0; s < 8; ++s) {
            const DeviceId id = b.device(QStringLiteral("hgx-b200-8gpu-liquid"),
                                         QStringLiteral("%1-S%2").arg(rack.name).arg(s + 1), rack.id, 1 + 4 * s);
            servers.push_back(id);
            for (int p = 0; p < 3; ++p) {
                // Server s on outlets s+1 (L1), s+9 (L2), s+17 (L3) of both PDUs.
                const QString outlet = QStringLiteral("C19-%1").arg(s + 1 + 8 * p);
                b.connect(id, QStringLiteral("PSU%1").arg(1 + p), pa, outlet, PortRole::Power,
                          QStringLiteral("power-c19-c20"), 2000);
                b.connect(id, QStringLiteral("PSU%1").arg(4 + p), pb, outlet, PortRole::Power,
                          QStringLiteral("power-c19-c20"), 2000);
            }
        }
    }
    // Switch racks: 128 leaves, 64 spines, 16 management switches, 16 per rack
    // (16 × 1.72 kW = 27.5 kW of air heat, under the 30 kW limit).
    std::vector<DeviceId> leaves, spines, mgmt;
    for (int i = 0; i < 208; ++i) {
        const int rackIndex = i / 16;
        const RackId rackId = RackId::fromName(QStringLiteral("bench/rack/N%1").arg(rackIndex + 1));
        if (i % 16 == 0)
            b.rack(QStringLiteral("N%1").arg(rackIndex + 1), QStringLiteral("rack-48u-800x1200"),
                   (64 + rackIndex) * 800.0);
        const bool isLeaf = i < 128, isSpine = i >= 128 && i < 192;
        const QString type = isLeaf || isSpine ? QStringLiteral("ib-ndr-64x400g") : QStringLiteral("mgmt-48x1g");
        const QString name = isLeaf ? QStringLiteral("LEAF%1").arg(i + 1)
            : isSpine               ? QStringLiteral("SPINE%1").arg(i - 127)
                                    : QStringLiteral("MGMT%1").arg(i - 191);
        const DeviceId id = b.device(type, name, rackId, 1 + i % 16);
        (isLeaf ? leaves : isSpine ? spines : mgmt).push_back(id);
    }
    // Overhead ladder trays with one corner each (300 mm fittings): one per
    // rail, and two for the leaf–spine links, so the tray rules have work.
    std::vector<TrayId> trays;
    for (int t = 0; t < 10; ++t) {
        Tray tray;
        tray.id = TrayId::fromName(QStringLiteral("bench/tray/%1").arg(t));
        tray.name = QStringLiteral("T%1").arg(t + 1);
        tray.typeId = QStringLiteral("ladder-600x100");
        tray.pathMm = {QPointF(0, 2000 + 200.0 * t), QPointF(58000, 2000 + 200.0 * t), QPointF(58000, 8000)};
        design.insert(-1, tray);
        trays.push_back(tray.id);
    }
    // Rail-optimised: GPU rail k of server n → leaf (k·16 + n/32), down port n%32.
    for (size_t n = 0; n < servers.size(); ++n)
        for (int k = 0; k < 8; ++k) {
            const DeviceId leaf = leaves[size_t(k * 16) + n / 32];
            const int port = int(n % 32);
            b.connect(servers[n], QStringLiteral("OSFP%1").arg(k + 1), leaf,
                      QStringLiteral("P%1/%2").arg(port / 2 + 1).arg(port % 2 + 1), PortRole::Compute,
                      QStringLiteral("aoc-400g-osfp"), 15000, {trays[size_t(k)]});
        }
    // Each leaf: 32 uplinks, one to each of 32 spines of its half.
    for (size_t l = 0; l < leaves.size(); ++l)
        for (int u = 0; u < 32; ++u) {
            const DeviceId spine = spines[(l % 2) * 32 + size_t(u)];
            const int port = int(l / 2);  // 64 leaves per spine half → 64 spine ports
            b.connect(leaves[l], QStringLiteral("P%1/%2").arg(17 + u / 2).arg(u % 2 + 1), spine,
                      QStringLiteral("P%1/%2").arg(port / 2 + 1).arg(port % 2 + 1), PortRole::Compute,
                      QStringLiteral("smf-mpo12-400g-osfp"), 30000, {trays[8 + l % 2]});
        }
    // Out-of-band: every server BMC and switch mgmt0 to a management switch.
    int mgmtPort = 0;
    auto oob = [&](DeviceId dev, const QString& port) {
        b.connect(dev, port, mgmt[size_t(mgmtPort / 48)], QStringLiteral("swp%1").arg(mgmtPort % 48 + 1), PortRole::Oob,
                  QStringLiteral("utp-cat6"), 20000);
        ++mgmtPort;
    };
    for (DeviceId s : servers) oob(s, QStringLiteral("BMC"));
    for (DeviceId s : leaves) oob(s, QStringLiteral("mgmt0"));
    for (DeviceId s : spines) oob(s, QStringLiteral("mgmt0"));
    design.endBatch();
}

}  // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    Design design;
    QElapsedTimer timer;
    timer.start();
    buildLarge(design);
    int gpus = 0;
    for (const Device& d : design.devices())
        if (const DeviceType* t = design.typeOf(d)) gpus += t->gpus;
    out << "design: " << design.racks().size() << " racks, " << design.devices().size() << " devices, " << gpus
        << " GPUs, " << design.connections().size() << " connections, " << design.cables().size()
        << " cables (built in " << timer.elapsed() << " ms)\n";

    RuleEngine engine(design);
    // Wall time and process CPU time: on a shared, loaded machine the CPU
    // time is the steadier figure.
    auto cpuMs = [] { return 1000.0 * double(std::clock()) / CLOCKS_PER_SEC; };
    double cpu = cpuMs();
    timer.restart();
    engine.runAll();
    const qint64 fullNs = timer.nsecsElapsed();
    const double fullCpuMs = cpuMs() - cpu;
    timer.restart();
    const auto findings = engine.findings();
    const qint64 collectNs = timer.nsecsElapsed();
    out << "full validation: " << fullNs / 1e6 << " ms (" << fullCpuMs << " ms CPU), " << engine.lastEvaluations()
        << " rule evaluations, "
        << findings.size() << " findings (" << engine.count(Severity::Error) << " errors); collecting them "
        << collectNs / 1e6 << " ms\n";

    // Move one server to free U in another rack (U33–U36 of C64).
    const DeviceId moved = DeviceId::fromName(QStringLiteral("bench/device/C01-S8"));
    Device d = *design.device(moved);
    d.placement.rack = RackId::fromName(QStringLiteral("bench/rack/C64"));
    d.placement.u = 33;
    cpu = cpuMs();
    timer.restart();
    design.replace(d);
    engine.update();
    const qint64 incNs = timer.nsecsElapsed();
    const double incCpuMs = cpuMs() - cpu;
    const int incEvaluations = engine.lastEvaluations();
    timer.restart();
    const auto after = engine.findings();
    const qint64 collect2Ns = timer.nsecsElapsed();
    out << "incremental re-validation after moving one server: " << incNs / 1e6 << " ms (" << incCpuMs
        << " ms CPU), " << incEvaluations << " rule evaluations; collecting findings " << collect2Ns / 1e6
        << " ms\n";

    // A cable edit also re-runs the design-wide cabling rules (rail mix,
    // fabric generation, tray fill, bend radius), which walk all cables.
    Cable longer = *design.cable(CableId::fromName(QStringLiteral("bench/cable/100")));
    longer.orderedLengthMm = 20000;
    cpu = cpuMs();
    timer.restart();
    design.replace(longer);
    engine.update();
    out << "incremental re-validation after editing one cable: " << timer.nsecsElapsed() / 1e6 << " ms ("
        << cpuMs() - cpu << " ms CPU), " << engine.lastEvaluations() << " rule evaluations\n";

    RuleEngine fresh(design);
    fresh.runAll();
    out << "incremental findings equal a fresh full run: " << (fresh.findings() == engine.findings() ? "yes" : "NO")
        << "\n";

    timer.restart();
    const DesignReport report = DesignReport::of(design);
    out << "report: " << report.racks.size() << " racks, " << report.loops.size() << " loops in "
        << timer.nsecsElapsed() / 1e6 << " ms\n";
    // Where the full pass goes: each rule alone (plus the engine's fixed cost), slowest first.
    std::vector<std::pair<qint64, QString>> perRule;
    for (const auto& rule : RuleRegistry::builtIn().rules()) {
        const RuleRegistry single = RuleRegistry::builtInMatching({rule->key()});
        RuleEngine alone(design, single);
        timer.restart();
        alone.runAll();
        perRule.emplace_back(timer.nsecsElapsed(), rule->key());
    }
    std::sort(perRule.rbegin(), perRule.rend());
    out << "slowest rules alone:";
    for (size_t i = 0; i < std::min<size_t>(6, perRule.size()); ++i)
        out << " " << perRule[i].second << " " << perRule[i].first / 1e6 << " ms;";
    out << "\n";
    if (argc > 1) {
        DesignFile::save(design, QString::fromLocal8Bit(argv[1]));
        out << "saved to " << argv[1] << "\n";
    }
    return 0;
}
