// Routing benchmark (issue #4): builds a rail-optimised two-tier supernode
// of 4 096 GPUs (and, with --large, 16 384) through the checked edits, routes
// every cable and prints the time and the peak memory. Figures, not asserts.
//
// Per row: 8 server racks (8 liquid-cooled 8-GPU servers, 3 PDUs, a
// manifold, an OOB switch each) and one leaf rack (16 leaves: 8 rails × 2
// groups of 32 servers), bayed side by side under a row tray. Two trunk trays
// at the row ends join every row tray and the spine row. Each leaf has 32
// ports down and 32 up; spines take 64 leaf links each. Blocks of 8 rows
// stand side by side; the spine row runs along the foot of all blocks.
#include "model/routing/apply_routes_command.h"
#include "model/routing/cable_router.h"
#include "model/routing/routing_graph.h"
#include "model/routing/routing_report.h"
#include "tests/support/design_builder.h"
#include "tests/support/example_design.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTextStream>

#include <sys/resource.h>

#include <algorithm>

using namespace sn;
using namespace sn::test;

namespace {

constexpr double kRowPitchMm = 3000;  // 1200 deep racks + 1800 aisle
constexpr double kRackWidthMm = 800;
constexpr double kRowStartXmm = 1000;

QString n(const char* pattern, int a, int b = -1) {
    QString s = QString::fromLatin1(pattern).arg(a);
    return b < 0 ? s : s.arg(b);
}

std::unique_ptr<Design> buildSupernode(int rows) {
    const int racksPerRow = 9;
    const int leaves = rows * 16, spines = rows * 8;
    // Blocks of up to 8 rows side by side, so no run exceeds a 100 m optic.
    const int blocks = std::max(1, rows / 8), rowsPerBlock = rows / blocks;
    const double rowLengthMm = racksPerRow * kRackWidthMm;
    const double blockPitchMm = rowLengthMm + 2400;
    const double spineRowY = 1000 + rowsPerBlock * kRowPitchMm;
    const double roomWidthMm = kRowStartXmm + blocks * blockPitchMm;
    DesignBuilder b;
    b.name(QStringLiteral("bench %1 GPUs").arg(rows * 512)).room(roomWidthMm, spineRowY + 3000);
    const QString rackType = QStringLiteral("rack-48u-800x1200");
    const QString server = QStringLiteral("hgx-h100-8gpu-liquid"), leafType = QStringLiteral("ib-ndr-64x400g");
    const QString pdu = QStringLiteral("pdu-3ph-415v-63a");
    auto id = [](const QString& name) { return DesignBuilder::deviceId(name); };

    for (int r = 0; r < rows; ++r) {
        const double x0 = kRowStartXmm + (r / rowsPerBlock) * blockPitchMm;
        const double y = 1000 + (r % rowsPerBlock) * kRowPitchMm;
        b.row(n("R%1", r));
        for (int k = 0; k < racksPerRow; ++k) {
            const QString rack = n("R%1-%2", r, k);
            b.rack(rack, x0 + k * kRackWidthMm, y, rackType);
            b.sideDevice(pdu, rack, SideChannel::Left, 0, rack + QStringLiteral("-pdu-a"));
            b.sideDevice(pdu, rack, SideChannel::Right, 0, rack + QStringLiteral("-pdu-b"));
            b.sideDevice(pdu, rack, SideChannel::Right, 1, rack + QStringLiteral("-pdu-c"));
            b.device(QStringLiteral("mgmt-48x1g"), rack, 47, rack + QStringLiteral("-oob"));
            if (k == 8) {
                for (int l = 0; l < 16; ++l) b.device(leafType, rack, 2 + 2 * l, n("leaf%1", r * 16 + l));
                continue;
            }
            b.sideDevice(QStringLiteral("manifold-0u-16qd"), rack, SideChannel::Left, 1, rack + QStringLiteral("-mf"));
            for (int s = 0; s < 8; ++s) b.device(server, rack, 2 + 4 * s, n("srv%1-%2", r * 8 + k, s));
        }
        b.tray(n("row%1", r), {QPointF(x0 - 200, y + 600), QPointF(x0 + rowLengthMm + 200, y + 600)}, 2600);
    }
    b.row(QStringLiteral("spine"));
    // Spine racks spread along the row, an equal share at the foot of each block.
    const int spineRacks = (spines + 31) / 32, spineRacksPerBlock = (spineRacks + blocks - 1) / blocks;
    for (int k = 0; k < spineRacks; ++k) {
        const QString rack = n("SP-%1", k);
        b.rack(rack,
               kRowStartXmm + (k / spineRacksPerBlock) * blockPitchMm + (k % spineRacksPerBlock) * kRackWidthMm,
               spineRowY, rackType);
        b.sideDevice(pdu, rack, SideChannel::Left, 0, rack + QStringLiteral("-pdu-a"));
        b.sideDevice(pdu, rack, SideChannel::Right, 0, rack + QStringLiteral("-pdu-b"));
        b.sideDevice(pdu, rack, SideChannel::Left, 1, rack + QStringLiteral("-pdu-c"));
        b.sideDevice(pdu, rack, SideChannel::Right, 1, rack + QStringLiteral("-pdu-d"));
        for (int s = 0; s < 32 && k * 32 + s < spines; ++s) b.device(leafType, rack, 2 + s, n("spine%1", k * 32 + s));
    }
    // Three trays along the spine row (over the front aisle, over the racks,
    // over the hot aisle): every uplink ends there. Each block's trunks cross
    // the first two and end on the third.
    const double spineEndX = roomWidthMm - 1000;
    b.tray(QStringLiteral("spine-a"), {QPointF(800, spineRowY + 600), QPointF(spineEndX, spineRowY + 600)}, 2600);
    b.tray(QStringLiteral("spine-f"), {QPointF(800, spineRowY - 300), QPointF(spineEndX, spineRowY - 300)}, 2600);
    b.tray(QStringLiteral("spine-b"), {QPointF(800, spineRowY + 1500), QPointF(spineEndX, spineRowY + 1500)}, 2600);
    for (int blk = 0; blk < blocks; ++blk) {
        const double x0 = kRowStartXmm + blk * blockPitchMm;
        b.tray(n("trunk%1-w", blk), {QPointF(x0 - 200, 1600), QPointF(x0 - 200, spineRowY + 1500)}, 2600);
        b.tray(n("trunk%1-e", blk), {QPointF(x0 + rowLengthMm + 200, 1600), QPointF(x0 + rowLengthMm + 200, spineRowY + 1500)},
               2600);
    }

    Design& d = b.design();
    const Phase phases[] = {Phase::L1, Phase::L2, Phase::L3};
    for (int r = 0; r < rows; ++r) {
        for (int k = 0; k < 8; ++k) {
            const QString rack = n("R%1-%2", r, k);
            for (int s = 0; s < 8; ++s) {
                const QString srv = n("srv%1-%2", r * 8 + k, s);
                const int group = (k * 8 + s) / 32;  // 32 servers per leaf group
                for (int nic = 1; nic <= 8; ++nic) {
                    const QString leaf = n("leaf%1", r * 16 + group * 8 + nic - 1);
                    b.connect(srv, n("OSFP%1", nic), leaf, freePort(d, id(leaf), FormFactor::Osfp),
                              PortRole::Compute, QStringLiteral("aoc-400g-osfp"));
                }
                for (int psu = 1; psu <= 6; ++psu) {
                    const QString feed = rack + (psu <= 2 ? QStringLiteral("-pdu-a")
                                                 : psu <= 4 ? QStringLiteral("-pdu-b") : QStringLiteral("-pdu-c"));
                    b.connect(srv, n("PSU%1", psu), feed,
                              freePort(d, id(feed), FormFactor::C19, phases[(s + psu) % 3]), PortRole::Power,
                              QStringLiteral("power-c19-c20"));
                }
                b.connect(srv, QStringLiteral("BMC"), rack + QStringLiteral("-oob"),
                          freePort(d, id(rack + QStringLiteral("-oob")), FormFactor::Rj45), PortRole::Oob,
                          QStringLiteral("utp-cat6"));
                const QString mf = rack + QStringLiteral("-mf");
                b.connect(srv, QStringLiteral("SUPPLY"), mf, freePort(d, id(mf), FormFactor::QdSupply),
                          PortRole::Coolant, QStringLiteral("hose-qd-supply"));
                b.connect(srv, QStringLiteral("RETURN"), mf, freePort(d, id(mf), FormFactor::QdReturn),
                          PortRole::Coolant, QStringLiteral("hose-qd-return"));
            }
        }
    }
    // Switch power: two cords each, on the A and B sides of their rack.
    auto powerSwitch = [&](const QString& sw, const QString& rack, int index, bool fourPdus) {
        const QString a = rack + (fourPdus && index % 2 ? QStringLiteral("-pdu-c") : QStringLiteral("-pdu-a"));
        const QString z = rack + (fourPdus && index % 2 ? QStringLiteral("-pdu-d") : QStringLiteral("-pdu-b"));
        b.connect(sw, QStringLiteral("PSU1"), a, freePort(d, id(a), FormFactor::C13), PortRole::Power,
                  QStringLiteral("power-c13-c14"));
        b.connect(sw, QStringLiteral("PSU2"), z, freePort(d, id(z), FormFactor::C13), PortRole::Power,
                  QStringLiteral("power-c13-c14"));
    };
    for (int l = 0; l < leaves; ++l) powerSwitch(n("leaf%1", l), n("R%1-8", l / 16), l, false);
    for (int s = 0; s < spines; ++s) powerSwitch(n("spine%1", s), n("SP-%1", s / 32), s, true);
    // Leaf uplinks: spine group (leaf mod G) takes the leaf on port leaf / G.
    const int groups = leaves / 64;
    for (int l = 0; l < leaves; ++l)
        for (int k = 0; k < 32; ++k) {
            const QString spine = n("spine%1", (l % groups) * 32 + k);
            b.connect(n("leaf%1", l), freePort(d, id(n("leaf%1", l)), FormFactor::Osfp), spine,
                      freePort(d, id(spine), FormFactor::Osfp), PortRole::Compute, QStringLiteral("aoc-400g-osfp"));
        }
    return b.build();
}

/// User + system CPU time of this process, in milliseconds: wall time on a
/// shared machine also counts other people's work.
double cpuMs() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    auto ms = [](const timeval& t) { return t.tv_sec * 1000.0 + t.tv_usec / 1000.0; };
    return ms(usage.ru_utime) + ms(usage.ru_stime);
}

long peakRssKb() {
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss;  // kilobytes on Linux
}

void run(int rows, QTextStream& out) {
    QElapsedTimer build;
    build.start();
    const auto design = buildSupernode(rows);
    const qint64 buildMs = build.elapsed();
    QElapsedTimer timer;
    timer.start();
    const double cpuBefore = cpuMs();
    const RoutingResult result = CableRouter(*design).routeAll();
    const qint64 routeMs = timer.elapsed();
    const double routeCpuMs = cpuMs() - cpuBefore;
    const RoutingReport report = RoutingReport::of(*design, result);
    out << "GPUs " << rows * 512 << ", racks " << design->racks().size() << ", trays " << design->trays().size()
        << ", cables " << result.cables.size() + result.created.size() << "\n";
    out << "  graph: " << result.graphVertices << " vertices, " << result.graphEdges << " edges; "
        << result.treeRuns << " shortest-path trees; " << result.rounds << " round(s)\n";
    out << "  build " << buildMs << " ms, route " << routeMs << " ms wall, " << qRound(routeCpuMs)
        << " ms CPU, peak RSS " << peakRssKb() / 1024 << " MiB\n";
    // The graph alone, to tell its share of the time from the search's.
    const double cpuGraph = cpuMs();
    const RoutingGraph graph(*design, RoutingPolicy::of(design->routingSettings()));
    out << "  of which graph build " << qRound(cpuMs() - cpuGraph) << " ms CPU\n";
    out << "  routed " << report.routed << ", findings " << result.findings.size() << ", over-full segments "
        << result.overFull.size() << ", over-full side channels " << result.overFullChannels.size()
        << ", ordered " << qRound(report.orderedMetres) << " m; fullest tray "
        << report.fullestTray << " at " << qRound(100 * report.fullestShare) << " % of its limit\n";
    for (auto it = report.byMedia.cbegin(); it != report.byMedia.cend(); ++it)
        out << "    " << it.key() << " " << it.value() << "\n";
    for (int i = 0; i < report.problems.size() && i < 5; ++i) out << "    " << report.problems[i] << "\n";

    // Incremental: apply, then re-route what one server rack touches (as
    // after moving it); every other routed cable loads its trays as it lies.
    EditResult apply = ApplyRoutesCommand::create(*design, result);
    if (apply) design->undoStack().push(apply.command.release());
    const RackId moved = DesignBuilder::rackId(QStringLiteral("R0-3"));
    timer.restart();
    const double cpuIncremental = cpuMs();
    const RoutingResult again = CableRouter(*design).routeTouching({moved}, {});
    out << "  re-route one rack: " << again.cables.size() << " cables, " << timer.elapsed() << " ms wall, "
        << qRound(cpuMs() - cpuIncremental) << " ms CPU\n";
    out.flush();
}

}  // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    run(8, out);  // 4 096 GPUs
    if (app.arguments().contains(QStringLiteral("--large"))) run(32, out);  // 16 384 GPUs
    return 0;
}
