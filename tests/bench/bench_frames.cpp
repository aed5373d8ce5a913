// Pan/zoom frame time of the floor plan (issue 23 point 4): the editor's
// FloorPlanView at 1600 × 1000 on a routed design the CLI made
// (supernode-designer new/route/convert, as for bench_scale), stepped
// through a fixed script of zooms and pans; each step repaints the viewport
// through its paint event (QWidget::grab), as a frame on screen does, so
// item caches and level of detail count as they would there. Four cases:
// routes and the rack-kW heat map each on and off. Prints the median and
// the 99th percentile frame time per case, wall and CPU.
// Targets: p99 < 16 ms at 4 096 GPUs, < 33 ms at 16 384.
//
//   QT_QPA_PLATFORM=offscreen bench_frames ROUTED.supernode [--steps N]
#include "bench_memory.h"
#include "design/design.h"
#include "floorplan/floor_plan_scene.h"
#include "floorplan/floor_plan_view.h"
#include "floorplan/heat_map_overlay.h"
#include "floorplan/route_overlay.h"
#include "io/design_file.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QPixmap>
#include <QScrollBar>


#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>
#include <memory>
#include <vector>

using namespace sn;

namespace {

double percentile(std::vector<double> v, double p) {
    std::sort(v.begin(), v.end());
    const size_t at = std::min(v.size() - 1, size_t(std::ceil(p * double(v.size()))) - (p > 0 ? 1 : 0));
    return v[at];
}

/// The script: from Fit, zoom in toward the middle step by step, pan across
/// at each of three zoom levels, zoom back out; `steps` frames in all.
std::vector<std::function<void(FloorPlanView&)>> script(int steps) {
    std::vector<std::function<void(FloorPlanView&)>> out;
    const auto pan = [](int dx, int dy) {
        return [dx, dy](FloorPlanView& v) {
            v.horizontalScrollBar()->setValue(v.horizontalScrollBar()->value() + dx);
            v.verticalScrollBar()->setValue(v.verticalScrollBar()->value() + dy);
        };
    };
    while (int(out.size()) < steps) {
        out.push_back([](FloorPlanView& v) { v.fitAll(); });
        for (int level = 0; level < 3; ++level) {
            for (int i = 0; i < 3; ++i) out.push_back([](FloorPlanView& v) { v.zoomIn(); });
            for (int i = 0; i < 6; ++i) out.push_back(pan(120, 40));
            for (int i = 0; i < 6; ++i) out.push_back(pan(-120, -40));
        }
        for (int i = 0; i < 9; ++i) out.push_back([](FloorPlanView& v) { v.zoomOut(); });
    }
    out.resize(size_t(steps));
    return out;
}

}  // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QStringList args = app.arguments().mid(1);
    const int steps = std::max(10, bench::takeOption(args, QStringLiteral("--steps"), QStringLiteral("200")).toInt());
    if (args.size() != 1) {
        std::fprintf(stderr, "usage: bench_frames ROUTED.supernode [--steps N]\n");
        return 2;
    }
    const auto design = DesignFile::open(args[0]);
    int gpus = 0;
    for (const Device& dev : design->devices())
        if (const DeviceType* t = design->typeOf(dev)) gpus += t->gpus;
    std::printf("%s: %d GPUs, %d racks, %d cables; %d frames per case at 1600x1000\n", qPrintable(args[0]), gpus,
                design->racks().size(), design->cables().size(), steps);

    FloorPlanScene scene(*design);
    FloorPlanView view(&scene);
    view.resize(1600, 1000);
    view.show();
    QApplication::processEvents();
    HeatMapOverlay heat(scene);
    const auto frames = script(steps);
    for (const bool routes : {false, true})
        for (const bool heatOn : {false, true}) {
            std::unique_ptr<RouteOverlay> overlay;
            if (routes) overlay = std::make_unique<RouteOverlay>(*design, &scene);
            heat.setMetric(heatOn ? HeatMetric::RackPower : HeatMetric::None);
            QApplication::processEvents();
            view.fitAll();
            (void)view.viewport()->grab();  // the first frame after a switch fills caches
            std::vector<double> wall, cpu;
            for (const auto& step : frames) {
                step(view);
                QElapsedTimer t;
                t.start();
                const double c0 = bench::cpuMs();
                const QPixmap frame = view.viewport()->grab();
                wall.push_back(double(t.nsecsElapsed()) / 1e6);
                cpu.push_back(bench::cpuMs() - c0);
            }
            std::printf("routes %-3s heat map %-3s  frame wall median %7.2f ms p99 %7.2f ms  CPU median %7.2f ms p99 "
                        "%7.2f ms\n",
                        routes ? "on" : "off", heatOn ? "on" : "off", percentile(wall, 0.5), percentile(wall, 0.99),
                        percentile(cpu, 0.5), percentile(cpu, 0.99));
            std::fflush(stdout);
        }
    return 0;
}
