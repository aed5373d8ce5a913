// Pan/zoom frame time of the floor plan: the editor's
// FloorPlanView at 1600 × 1000 on a routed design the CLI made
// (supernode-designer new/route/convert, as for bench_scale), stepped
// through a fixed script of zooms and pans; each step repaints the viewport
// through its paint event (QWidget::render into one kept pixmap, as a
// backing store is), as a frame on screen does, so
// item caches and level of detail count as they would there. Four cases:
// routes and the rack-kW heat map each on and off. Prints the median and
// the 99th percentile frame time per case, wall and the painting thread's
// CPU time (CLOCK_THREAD_CPUTIME_ID: on a machine shared with other builds
// wall time also counts their work, and process CPU time also counts Qt's
// fill threads waiting), with the load average at the start; --by-step adds
// the same per kind of step (fit, zoom in, pan, zoom out); --grab DIR saves
// each case's Fit frame there as a PNG, and frames 3 and 18 (three and six
// zoom steps in, both drawn on the first pass), to look at what was timed;
// --case ROUTES,HEAT (each on or off) runs that case only, to profile it;
// --each prints every frame's thread CPU time, zoom and CLOCK_MONOTONIC span.
// Targets: p99 < 16 ms at 4 096 GPUs, < 33 ms at 16 384.
//
//   QT_QPA_PLATFORM=offscreen bench_frames ROUTED.supernode [--steps N] [--by-step] [--each] [--grab DIR]
#include "model/design/design.h"
#include "model/store/design_file.h"
#include "tests/bench/bench_memory.h"
#include "views/floorplan/floor_plan_scene.h"
#include "views/floorplan/floor_plan_view.h"
#include "views/floorplan/heat_map_overlay.h"
#include "views/floorplan/route_overlay.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QPixmap>
#include <QScrollBar>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include <time.h>

using namespace sn;

namespace {

double percentile(std::vector<double> v, double p) {
    std::sort(v.begin(), v.end());
    const size_t at = std::min(v.size() - 1, size_t(std::ceil(p * double(v.size()))) - (p > 0 ? 1 : 0));
    return v[at];
}

/// CPU time of the calling thread in ms.
double threadCpuMs() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1000.0 + double(t.tv_nsec) / 1e6;
}

/// CLOCK_MONOTONIC in s: the clock `perf record -k CLOCK_MONOTONIC` stamps samples
/// with, so `perf report --time A,B` picks one frame's samples.
double monotonicS() {
    timespec t{};
    clock_gettime(CLOCK_MONOTONIC, &t);
    return double(t.tv_sec) + double(t.tv_nsec) / 1e9;
}

struct Step {
    const char* kind;
    std::function<void(FloorPlanView&)> apply;
};

/// The script: from Fit, zoom in toward the middle step by step, pan across
/// at each of three zoom levels, zoom back out; `steps` frames in all.
std::vector<Step> script(int steps) {
    std::vector<Step> out;
    const auto pan = [](int dx, int dy) {
        return Step{"pan", [dx, dy](FloorPlanView& v) {
                        v.horizontalScrollBar()->setValue(v.horizontalScrollBar()->value() + dx);
                        v.verticalScrollBar()->setValue(v.verticalScrollBar()->value() + dy);
                    }};
    };
    while (int(out.size()) < steps) {
        out.push_back({"fit", [](FloorPlanView& v) { v.fitAll(); }});
        for (int level = 0; level < 3; ++level) {
            for (int i = 0; i < 3; ++i) out.push_back({"zoom in", [](FloorPlanView& v) { v.zoomIn(); }});
            for (int i = 0; i < 6; ++i) out.push_back(pan(120, 40));
            for (int i = 0; i < 6; ++i) out.push_back(pan(-120, -40));
        }
        for (int i = 0; i < 9; ++i) out.push_back({"zoom out", [](FloorPlanView& v) { v.zoomOut(); }});
    }
    out.resize(size_t(steps));
    return out;
}

}  // namespace

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QStringList args = app.arguments().mid(1);
    const int steps = std::max(10, bench::takeOption(args, QStringLiteral("--steps"), QStringLiteral("200")).toInt());
    const bool byStep = args.removeAll(QStringLiteral("--by-step")) > 0;
    const bool eachFrame = args.removeAll(QStringLiteral("--each")) > 0;
    const QString grabDir = bench::takeOption(args, QStringLiteral("--grab"));
    const QString only = bench::takeOption(args, QStringLiteral("--case"));
    static const QStringList kCases{QStringLiteral("off,off"), QStringLiteral("off,on"), QStringLiteral("on,off"),
                                    QStringLiteral("on,on")};
    if (args.size() != 1 || (!only.isEmpty() && !kCases.contains(only))) {
        std::fprintf(stderr,
                     "usage: bench_frames ROUTED.supernode [--steps N] [--by-step] [--each] [--grab DIR] [--case on|off,on|off]\n");
        return 2;
    }
    const auto design = DesignFile::open(args[0]);
    int gpus = 0;
    for (const Device& dev : design->devices())
        if (const DeviceType* t = design->typeOf(dev)) gpus += t->gpus;
    std::printf("%s: %d GPUs, %d racks, %d cables; %d frames per case at 1600x1000\n", qPrintable(args[0]), gpus,
                design->racks().size(), design->cables().size(), steps);
    double load[3] = {0, 0, 0};
    if (getloadavg(load, 3) == 3) std::printf("load average %.2f %.2f %.2f\n", load[0], load[1], load[2]);

    FloorPlanScene scene(*design);
    FloorPlanView view(&scene);
    view.resize(1600, 1000);
    view.show();
    QApplication::processEvents();
    HeatMapOverlay heat(scene);
    const auto frames = script(steps);
    for (const bool routes : {false, true})
        for (const bool heatOn : {false, true}) {
            if (!only.isEmpty() && only != QStringLiteral("%1,%2").arg(QLatin1String(routes ? "on" : "off"),
                                                                         QLatin1String(heatOn ? "on" : "off")))
                continue;
            std::unique_ptr<RouteOverlay> overlay;
            if (routes) overlay = std::make_unique<RouteOverlay>(*design, &scene);
            heat.setMetric(heatOn ? HeatMetric::RackPower : HeatMetric::None);
            QApplication::processEvents();
            view.fitAll();
            const QPixmap fit = view.viewport()->grab();  // the first frame after a switch fills caches
            if (!grabDir.isEmpty())
                fit.save(QStringLiteral("%1/fit-routes-%2-heat-%3.png")
                             .arg(grabDir, QLatin1String(routes ? "on" : "off"), QLatin1String(heatOn ? "on" : "off")));
            // The frames are drawn into one pixmap kept from frame to frame, as a
            // window's backing store is: QWidget::grab() (used before) made a new
            // 6.4 MB pixmap per frame, and writing fresh memory (a page fault
            // per 4 kB, 1-3 ms a frame at times) is no part of a frame on screen.
            // render() is what grab() calls; the same paint event draws the frame.
            QPixmap frame(view.viewport()->size());
            std::vector<double> wall, cpu;
            std::map<std::string, std::pair<std::vector<double>, std::vector<double>>> perKind;
            for (const Step& step : frames) {
                step.apply(view);
                QElapsedTimer t;
                const double m0 = monotonicS();
                t.start();
                const double c0 = threadCpuMs();
                view.viewport()->render(&frame);
                const double m1 = monotonicS();
                wall.push_back(double(t.nsecsElapsed()) / 1e6);
                cpu.push_back(threadCpuMs() - c0);
                perKind[step.kind].first.push_back(wall.back());
                perKind[step.kind].second.push_back(cpu.back());
                // And two zoomed frames: three and six steps in from Fit, where the first pass draws them.
                if (!grabDir.isEmpty() && (cpu.size() == 4 || cpu.size() == 19))
                    frame.save(QStringLiteral("%1/frame%2-routes-%3-heat-%4.png")
                                   .arg(grabDir)
                                   .arg(cpu.size() - 1)
                                   .arg(QLatin1String(routes ? "on" : "off"), QLatin1String(heatOn ? "on" : "off")));
                if (eachFrame)
                    std::printf("  frame %3d %-8s %6.2f ms CPU at %.4f px/mm, CLOCK_MONOTONIC %.6f,%.6f\n",
                                int(cpu.size()) - 1, step.kind, cpu.back(), view.pixelsPerMm(), m0, m1);
            }
            const auto line = [](const char* what, const std::vector<double>& w, const std::vector<double>& c) {
                std::printf("%-26s frame wall median %7.2f ms p99 %7.2f ms  thread CPU median %7.2f ms p99 %7.2f ms\n",
                            what, percentile(w, 0.5), percentile(w, 0.99), percentile(c, 0.5), percentile(c, 0.99));
            };
            const std::string name = std::string("routes ") + (routes ? "on " : "off") + " heat map " + (heatOn ? "on " : "off");
            line(name.c_str(), wall, cpu);
            if (byStep)
                for (const auto& [kind, times] : perKind)
                    line(("  " + kind + " (" + std::to_string(times.first.size()) + ")").c_str(), times.first, times.second);
            std::fflush(stdout);
        }
    return 0;
}
