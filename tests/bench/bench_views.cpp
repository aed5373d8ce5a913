// Times the editor on a 4 096-GPU supernode: 512 eight-GPU servers in 64
// racks, rail-optimised InfiniBand fabric, out-of-band network and power
// cords, about 12 000 connections. Prints the floor plan scene build, a full
// floor-plan render (also with the rack-kW heat map on) and one rack elevation render (targets:
// scene build < 1 s, one full repaint < 50 ms).
// Then a 4 096-GPU supernode from the wizard, routed: the route
// overlay's build, a floor-plan render with routes, a hover hit test, one
// rack's re-route after a move, and the wizard dialog's responsiveness
// while it rebuilds its summary for 4 096 GPUs; and that design opened in
// the editor: when the window is back, when the findings panel's rule run
// (on a worker) shows, the longest stall of the GUI thread meanwhile, and the
// same for the fault domains window.
//
//   bench_views [--save FILE]   (FILE: write the design, e.g. for screenshots)
#include "model/commands/insert_objects_command.h"
#include "model/design/design.h"
#include "model/routing/apply_routes_command.h"
#include "model/routing/cable_router.h"
#include "model/rules/design_report.h"
#include "model/rules/rule_engine.h"
#include "model/store/design_file.h"
#include "model/topology/supernode_wizard.h"
#include "views/elevation/rack_elevation_scene.h"
#include "views/faults/faults_window.h"
#include "views/findings/findings_panel.h"
#include "views/floorplan/floor_plan_scene.h"
#include "views/floorplan/heat_map_overlay.h"
#include "views/floorplan/route_overlay.h"
#include "views/main/main_window.h"
#include "views/wizard/supernode_wizard_dialog.h"

#include <QAction>
#include <QApplication>
#include <QElapsedTimer>
#include <QImage>
#include <QPainter>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QSpinBox>
#include <QTextStream>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <stdexcept>

using namespace sn;

namespace {

constexpr int kRows = 4, kRacksPerRow = 16, kServersPerRack = 8;
constexpr int kServers = kRows * kRacksPerRow * kServersPerRack;  // 512
constexpr int kRails = 8, kLeavesPerRail = 16, kSpines = 64;        // 128 leaves × 32 down = 4 096 ports

QString n2(int n) { return QStringLiteral("%1").arg(n, 2, 10, QLatin1Char('0')); }

/// Ports of a type with this form factor, in catalog order.
QStringList portsOf(const Design& d, const QString& typeId, FormFactor ff) {
    QStringList out;
    for (const PortSpec& p : d.catalog().device(typeId)->ports())
        if (p.formFactor == ff) out << p.name;
    return out;
}

Device rackDevice(const QString& type, const QString& name, RackId rack, int u) {
    Device d;
    d.id = DeviceId::fromName(QStringLiteral("bench/") + name);
    d.typeId = type;
    d.name = name;
    d.placement.rack = rack;
    d.placement.u = u;
    return d;
}

struct Built {
    std::unique_ptr<Design> design;
    std::vector<DeviceId> servers, leaves, spines, mgmt;
    std::vector<std::vector<DeviceId>> pdus;  // two per rack
};

/// Racks, rows, trays and devices: one undo step, like a generator's output.
Built buildPhysical() {
    Built b;
    b.design = std::make_unique<Design>();
    Design& d = *b.design;
    Room room = d.room();
    room.name = QStringLiteral("DH1");
    room.widthMm = 16000;
    room.depthMm = 12000;
    d.setRoom(room);
    const RackType& rt = *d.catalog().rackType(QStringLiteral("rack-48u-800x1200"));
    DesignFragment f;
    int mgmtCount = 0;
    for (int r = 0; r < kRows; ++r) {
        Row row{RowId::fromName(QStringLiteral("bench/row") + QString::number(r)), QString(QChar(u'A' + r))};
        f.rows.push_back(row);
        // Rows alternate facing so backs share a hot aisle: A/B, C/D.
        const double y0 = 1800 + r * 2400;
        const bool back = r % 2 == 1;
        Tray tray;
        tray.id = TrayId::fromName(QStringLiteral("bench/tray") + QString::number(r));
        tray.name = QStringLiteral("T-%1").arg(row.name);
        tray.typeId = QStringLiteral("ladder-600x100");
        tray.pathMm = {QPointF(1200, y0 + 600), QPointF(15000, y0 + 600)};
        f.trays.push_back(tray);
        for (int i = 0; i < kRacksPerRow; ++i) {
            const int rackNo = r * kRacksPerRow + i;
            Rack rack;
            rack.id = RackId::fromName(QStringLiteral("bench/rack") + QString::number(rackNo));
            rack.name = row.name + n2(i + 1);
            rack.row = row.id;
            rack.typeId = rt.id;
            rack.uHeight = rt.uHeight;
            rack.widthMm = rt.widthMm;
            rack.depthMm = rt.depthMm;
            rack.maxWeightKg = rt.maxWeightKg;
            rack.sideSlots = rt.sideSlots;
            rack.powerBudgetW = 130000;
            rack.rotationDeg = back ? 180 : 0;
            rack.xMm = 1600 + i * rt.widthMm + (back ? rt.widthMm : 0);
            rack.yMm = back ? y0 + rt.depthMm : y0;
            f.racks.push_back(rack);
            for (int s = 0; s < kServersPerRack; ++s) {
                f.devices.push_back(rackDevice(QStringLiteral("hgx-b200-8gpu-liquid"),
                                               QStringLiteral("%1-gpu%2").arg(rack.name).arg(s + 1), rack.id, 1 + 4 * s));
                b.servers.push_back(f.devices.back().id);
            }
            for (int l = 0; l < 2; ++l) {
                f.devices.push_back(rackDevice(QStringLiteral("ib-ndr-64x400g"),
                                               QStringLiteral("%1-leaf%2").arg(rack.name).arg(l + 1), rack.id, 41 + l));
                b.leaves.push_back(f.devices.back().id);
            }
            f.devices.push_back(rackDevice(QStringLiteral("ib-ndr-64x400g"), rack.name + QStringLiteral("-spine"), rack.id, 44));
            b.spines.push_back(f.devices.back().id);
            if (mgmtCount < 16) {  // 704 out-of-band ends / 48 ports = 14.7 switches
                f.devices.push_back(rackDevice(QStringLiteral("mgmt-48x1g"), rack.name + QStringLiteral("-oob"), rack.id, 47));
                b.mgmt.push_back(f.devices.back().id);
                ++mgmtCount;
            }
            std::vector<DeviceId> pdus;
            for (SideChannel side : {SideChannel::Left, SideChannel::Right}) {
                Device pdu = rackDevice(QStringLiteral("pdu-3ph-415v-63a"),
                                        rack.name + (side == SideChannel::Left ? QStringLiteral("-pduA") : QStringLiteral("-pduB")),
                                        rack.id, 0);
                pdu.placement.face = Face::Rear;
                pdu.placement.side = side;
                f.devices.push_back(pdu);
                pdus.push_back(pdu.id);
            }
            b.pdus.push_back(pdus);
            Device manifold = rackDevice(QStringLiteral("manifold-0u-16qd"), rack.name + QStringLiteral("-mfd"), rack.id, 0);
            manifold.placement.face = Face::Rear;
            manifold.placement.side = SideChannel::Left;
            manifold.placement.sideIndex = 1;
            f.devices.push_back(manifold);
        }
    }
    d.undoStack().push(new InsertObjectsCommand(d, std::move(f), QStringLiteral("build")));
    // Every placement must pass the same check an edit makes.
    for (const Device& dev : d.devices())
        if (const Check c = d.checkPlacement(dev.typeId, dev.placement, dev.id); !c.ok)
            throw std::runtime_error((dev.name + QStringLiteral(": ") + c.reason).toStdString());
    return b;
}

/// The fabric, out-of-band and power connections, each checked like a user's edit.
int connect(Built& b) {
    Design& d = *b.design;
    const QStringList osfp = portsOf(d, QStringLiteral("hgx-b200-8gpu-liquid"), FormFactor::Osfp);
    const QStringList psu = portsOf(d, QStringLiteral("hgx-b200-8gpu-liquid"), FormFactor::C20);
    const QStringList c19 = portsOf(d, QStringLiteral("pdu-3ph-415v-63a"), FormFactor::C19);
    // The management switch's access ports (its own eth0 and console are not for hosts).
    const QStringList rj45 = portsOf(d, QStringLiteral("mgmt-48x1g"), FormFactor::Rj45).filter(QRegularExpression(QStringLiteral("^swp")));
    const auto ibPort = [](int index) {  // 0..63 → P1/1, P1/2, P2/1 …
        return QStringLiteral("P%1/%2").arg(1 + index / 2).arg(1 + index % 2);
    };
    DesignFragment f;
    const auto add = [&](DeviceId a, const QString& pa, DeviceId bId, const QString& pb, PortRole role) {
        Connection c;
        c.id = ConnectionId::fromName(QStringLiteral("bench/%1/%2").arg(a.toString(), pa));
        c.a = {a, pa};
        c.b = {bId, pb};
        c.role = role;
        if (const Check ok = d.checkConnection(c.a, c.b); !ok.ok)
            throw std::runtime_error((pa + QStringLiteral(" ") + pb + QStringLiteral(": ") + ok.reason).toStdString());
        f.connections.push_back(c);
    };
    // Rails: GPU port k of server s goes to leaf (rail k, group s / 32), down-port s % 32.
    for (int s = 0; s < kServers; ++s)
        for (int k = 0; k < kRails; ++k)
            add(b.servers[size_t(s)], osfp[k], b.leaves[size_t(k * kLeavesPerRail + s / 32)], ibPort(s % 32), PortRole::Compute);
    // Leaf uplink k (ports 32..63) to spine (leaf parity × 32 + k), spine port leaf / 2.
    for (int l = 0; l < kRails * kLeavesPerRail; ++l)
        for (int k = 0; k < 32; ++k)
            add(b.leaves[size_t(l)], ibPort(32 + k), b.spines[size_t((l % 2) * 32 + k)], ibPort(l / 2), PortRole::Compute);
    // Out of band: every server BMC and switch mgmt0, 48 per management switch.
    std::vector<std::pair<DeviceId, QString>> oob;
    for (DeviceId s : b.servers) oob.emplace_back(s, QStringLiteral("BMC"));
    for (DeviceId l : b.leaves) oob.emplace_back(l, QStringLiteral("mgmt0"));
    for (DeviceId s : b.spines) oob.emplace_back(s, QStringLiteral("mgmt0"));
    for (size_t i = 0; i < oob.size(); ++i)
        add(oob[i].first, oob[i].second, b.mgmt[i / size_t(rj45.size())], rj45[int(i % size_t(rj45.size()))], PortRole::Oob);
    // Power: the six PSUs of each server alternate between the rack's two PDUs.
    for (int s = 0; s < kServers; ++s) {
        const auto& pdus = b.pdus[size_t(s / kServersPerRack)];
        const int slot = s % kServersPerRack;
        for (int p = 0; p < psu.size(); ++p)
            add(b.servers[size_t(s)], psu[p], pdus[size_t(p % 2)], c19[slot * 3 + p / 2], PortRole::Power);
    }
    const int count = int(f.connections.size());
    d.undoStack().push(new InsertObjectsCommand(d, std::move(f), QStringLiteral("connect")));
    return count;
}

template <class F>
double medianMs(int runs, F&& f) {
    std::vector<double> ms;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer t;
        t.start();
        f();
        ms.push_back(t.nsecsElapsed() / 1e6);
    }
    std::sort(ms.begin(), ms.end());
    return ms[ms.size() / 2];
}

/// Routes drawn over the floor plan of a routed 4 096-GPU wizard design.
void benchRoutes(QTextStream& out) {
    WizardParams params;
    params.gpus = 4096;
    const Catalog& catalog = Catalog::builtIn();
    auto design = SupernodeWizard::createDesign(SupernodeWizard::build(params, catalog), catalog);
    Design& d = *design;
    QElapsedTimer t;
    t.start();
    const RoutingResult routed = CableRouter(d).routeAll();
    const double routeMs = t.nsecsElapsed() / 1e6;
    EditResult edit = ApplyRoutesCommand::create(d, routed);
    if (edit) d.undoStack().push(edit.command.release());
    int withLength = 0;
    for (const Cable& c : d.cables()) withLength += bool(c.routeLengthMm);
    out << QStringLiteral("wizard 4096 GPUs: %1 racks, %2 cables, route all %3 ms, %4 with a length\n")
               .arg(d.racks().size()).arg(d.cables().size()).arg(routeMs, 0, 'f', 0).arg(withLength);

    FloorPlanScene floor(d);
    QImage plan(1920, 1200, QImage::Format_ARGB32_Premultiplied);
    const auto render = [&] {
        QPainter p(&plan);
        p.setRenderHint(QPainter::Antialiasing);
        floor.render(&p, QRectF(plan.rect()), floor.sceneRect());
    };
    const double bareMs = medianMs(9, render);
    RouteOverlay* overlay = nullptr;
    t.restart();
    overlay = new RouteOverlay(d, &floor);
    const double firstBuildMs = t.nsecsElapsed() / 1e6;
    const double rebuildMs = medianMs(5, [&] { overlay->refresh(); });
    const double withMs = medianMs(9, render);
    out << QStringLiteral("route overlay: %1 routes drawn, first build %2 ms, rebuild %3 ms\n")
               .arg(overlay->routes().size()).arg(firstBuildMs, 0, 'f', 1).arg(rebuildMs, 0, 'f', 1);
    out << QStringLiteral("floor plan full render 1920x1200 with routes: %1 ms (without: %2 ms; target < 50 ms)\n")
               .arg(withMs, 0, 'f', 2).arg(bareMs, 0, 'f', 2);
    const QPointF probe = overlay->routes().empty() ? QPointF() : overlay->routes()[overlay->routes().size() / 2].pointsMm[0];
    const double hoverMs = medianMs(21, [&] { overlay->cableAt(probe, 150); });
    out << QStringLiteral("hover hit test over all routes: %1 ms\n").arg(hoverMs, 0, 'f', 3);

    // Auto re-route after a move: the cables of one server rack.
    const RackId rack = d.racks().begin()->id;
    const std::vector<CableId> own = CableRouter::cablesTouching(d, {rack}, {});
    t.restart();
    const RoutingResult again = CableRouter(d).route(own);
    out << QStringLiteral("re-route one rack after a move (%1 cables, %2 changed): %3 ms\n")
               .arg(own.size()).arg(again.cables.size()).arg(t.nsecsElapsed() / 1e6, 0, 'f', 1);
}

/// The wizard dialog stays responsive while its summary rebuilds.
void benchWizardDialog(QTextStream& out) {
    Design empty;
    SupernodeWizardDialog dialog(empty);
    dialog.show();
    QElapsedTimer since, total;
    double longestStallMs = 0;
    QTimer tick;
    tick.setInterval(5);
    QObject::connect(&tick, &QTimer::timeout, [&] {
        longestStallMs = std::max(longestStallMs, since.nsecsElapsed() / 1e6);
        since.restart();
    });
    for (int gpus : {4096, 16384}) {
        QEventLoop loop;
        QObject::connect(&dialog, &SupernodeWizardDialog::summaryUpdated, &loop, &QEventLoop::quit);
        longestStallMs = 0;
        since.start();
        total.start();
        tick.start();
        dialog.findChild<QSpinBox*>(QStringLiteral("gpus"))->setValue(gpus);
        loop.exec();
        tick.stop();
        out << QStringLiteral("wizard dialog %1 GPUs: summary %2 ms after the edit (build %3 ms on the worker), "
                              "longest GUI-thread stall %4 ms\n")
                   .arg(gpus).arg(total.nsecsElapsed() / 1e6, 0, 'f', 0).arg(dialog.lastBuildMs(), 0, 'f', 0)
                   .arg(longestStallMs, 0, 'f', 1);
    }
}

/// Runs the event loop until `done` holds: how long that took, and the
/// longest the GUI thread went without serving a 5 ms timer meanwhile.
struct Wait {
    double totalMs = 0, longestStallMs = 0;
};
template <class Done>
Wait waitFor(Done done) {
    Wait w;
    QElapsedTimer since, total;
    since.start();
    total.start();
    while (!done() && total.elapsed() < 120000) {
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
        w.longestStallMs = std::max(w.longestStallMs, since.nsecsElapsed() / 1e6);
        since.restart();
        QThread::msleep(1);
    }
    w.totalMs = total.nsecsElapsed() / 1e6;
    return w;
}

/// The whole passes the editor runs on a worker from a snapshot, on a routed
/// 4 096-GPU wizard design opened in the editor: the findings panel's first
/// rule run after opening, and the fault domains window; each against the
/// same pass run in place (what the GUI thread used to spend on it).
void benchWholePasses(QTextStream& out) {
    WizardParams params;
    params.gpus = 4096;
    const Catalog& catalog = Catalog::builtIn();
    auto design = SupernodeWizard::createDesign(SupernodeWizard::build(params, catalog), catalog);
    EditResult edit = ApplyRoutesCommand::create(*design, CableRouter(*design).routeAll());
    if (edit) design->undoStack().push(edit.command.release());
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("wizard4096.supernode"));
    DesignFile::save(*design, path);
    sn::MainWindow window;
    window.setPrompter([](auto...) { return QMessageBox::No; });
    window.resize(1600, 1000);
    window.show();
    QElapsedTimer t;
    t.start();
    if (!window.openFile(path)) return;
    const double openMs = t.nsecsElapsed() / 1e6;
    auto* findings = window.findChild<FindingsPanel*>();
    const Wait rules = waitFor([findings] { return findings->isUpToDate(); });
    t.restart();
    RuleEngine inPlace(window.design());
    inPlace.runAll();
    const double inPlaceMs = t.nsecsElapsed() / 1e6;
    out << QStringLiteral("wizard 4096 GPUs opened: window back after %1 ms; rules shown %2 ms later, longest "
                          "GUI-thread stall meanwhile %3 ms (the same rule run in place: %4 ms)\n")
               .arg(openMs, 0, 'f', 0).arg(rules.totalMs, 0, 'f', 0).arg(rules.longestStallMs, 0, 'f', 1)
               .arg(inPlaceMs, 0, 'f', 0);
    window.action(QStringLiteral("actionFaults"))->trigger();
    auto* faults = window.findChild<FaultsWindow*>();
    const Wait fault = waitFor([faults] { return faults->isUpToDate(); });
    t.restart();
    (void)FaultAnalysis::of(window.design());
    const double faultMs = t.nsecsElapsed() / 1e6;
    out << QStringLiteral("fault domains window: shown after %1 ms, longest GUI-thread stall %2 ms (in place: %3 ms)\n")
               .arg(fault.totalMs, 0, 'f', 0).arg(fault.longestStallMs, 0, 'f', 1).arg(faultMs, 0, 'f', 0);
    faults->close();
}

}  // namespace

int main(int argc, char* argv[]) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QTextStream out(stdout);
    QElapsedTimer t;
    t.start();
    Built b = buildPhysical();
    const int connections = connect(b);
    Design& d = *b.design;
    d.undoStack().clear();
    out << QStringLiteral("design: %1 racks, %2 devices, %3 connections, %4 GPUs (built in %5 ms)\n")
               .arg(d.racks().size()).arg(d.devices().size()).arg(connections).arg(kServers * 8)
               .arg(t.elapsed());
    const QStringList args = app.arguments();
    if (const int i = int(args.indexOf(QStringLiteral("--save"))); i > 0 && i + 1 < args.size()) {
        DesignFile::save(d, args[i + 1]);
        out << "saved " << args[i + 1] << '\n';
    }

    std::unique_ptr<FloorPlanScene> floor;
    const double buildMs = medianMs(5, [&] { floor = std::make_unique<FloorPlanScene>(d); });
    QImage plan(1920, 1200, QImage::Format_ARGB32_Premultiplied);
    const double planMs = medianMs(9, [&] {
        QPainter p(&plan);
        p.setRenderHint(QPainter::Antialiasing);
        floor->render(&p, QRectF(plan.rect()), floor->sceneRect());
    });
    // The heat map (rack kW): figures + cells after an edit, then the same full render with it on.
    HeatMapOverlay heat(*floor);
    heat.setMetric(HeatMetric::RackPower);
    const double heatMs = medianMs(5, [&] { heat.refresh(); });
    const double heatPlanMs = medianMs(9, [&] {
        QPainter p(&plan);
        p.setRenderHint(QPainter::Antialiasing);
        floor->render(&p, QRectF(plan.rect()), floor->sceneRect());
    });
    const double reportMs = medianMs(5, [&] { (void)DesignReport::of(d); });
    RackElevationScene elevation(d);
    elevation.setRack(d.racks().begin()->id);
    QImage rack(1000, 1200, QImage::Format_ARGB32_Premultiplied);
    const double rackMs = medianMs(9, [&] {
        QPainter p(&rack);
        p.setRenderHint(QPainter::Antialiasing);
        elevation.render(&p, QRectF(rack.rect()), elevation.sceneRect());
    });
    // The whole editor opening the design from a file: load plus every view and dock.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bench.supernode"));
    DesignFile::save(d, path);
    sn::MainWindow window;
    window.setPrompter([](auto...) { return QMessageBox::No; });
    window.resize(1600, 1000);
    window.show();
    QElapsedTimer w;
    w.start();
    if (!window.openFile(path)) return 1;
    const double openMs = w.nsecsElapsed() / 1e6;
    QImage shot(window.size(), QImage::Format_ARGB32_Premultiplied);
    const double windowMs = medianMs(5, [&] { window.render(&shot); });
    out << QStringLiteral("floor plan scene build: %1 ms (target < 1000 ms)\n").arg(buildMs, 0, 'f', 2);
    out << QStringLiteral("floor plan full render 1920x1200: %1 ms (target < 50 ms)\n").arg(planMs, 0, 'f', 2);
    out << QStringLiteral("heat map (rack kW) refresh after an edit: %1 ms\n").arg(heatMs, 0, 'f', 2);
    out << QStringLiteral("floor plan full render 1920x1200 with the heat map: %1 ms (target < 50 ms)\n").arg(heatPlanMs, 0, 'f', 2);
    out << QStringLiteral("power and cooling report (reports window refresh): %1 ms\n").arg(reportMs, 0, 'f', 2);
    out << QStringLiteral("rack elevation render 1000x1200: %1 ms (target < 50 ms)\n").arg(rackMs, 0, 'f', 2);
    out << QStringLiteral("open in the editor (file load + all views): %1 ms\n").arg(openMs, 0, 'f', 1);
    out << QStringLiteral("whole window repaint 1600x1000: %1 ms\n").arg(windowMs, 0, 'f', 2);
    out.flush();
    benchRoutes(out);
    out.flush();
    benchWizardDialog(out);
    out.flush();
    benchWholePasses(out);
    return 0;
}
