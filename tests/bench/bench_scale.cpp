// Scale benchmark: every figure of the 16 384-GPU target,
// measured on designs the CLI made, each step in a child process of its own
// so its peak resident memory is its own:
//
//   supernode-designer new g.json --gpus 16384
//   supernode-designer route g.json -o routed.json
//   supernode-designer convert routed.json routed.supernode
//   bench_scale routed.supernode routed.json [--repeat N] [--only STEP]
//
// (--only runs one step, e.g. under perf record: "json", "open", "route",
// "validate", "incremental", "labels", "schedule", "nccl" or "faults".)
//
// Growth ("from 4 096 to 16 384 GPUs within 4.5x per cable"):
//
//   bench_scale large.supernode large.json --growth small.supernode small.json [--pairs N]
//
// runs each step on the small design, then on the large one, N times over
// (default 5), and prints each pair's ratio of the lowest CPU times, their
// median and range, next to how much more cable (count and metres ordered)
// the large design has. The machine's speed drifts by up to a tenth within
// minutes, so only a small and a large run taken one after the other make
// a ratio; two separate runs of bench_scale do not.
//
// With --instructions each step's part is counted in instructions by
// callgrind instead of timed (one run per design; the benchmark runs itself
// again under valgrind, instruction_count.h): slow (minutes at 16 384 GPUs)
// but the same on a busy machine as on a quiet one.
//
// The steps run on the heap the CLI's commands have (app/heap_pages.h: its
// growth in huge pages).
//
// Per step: wall time and user + system CPU time (the machine is shared, so
// wall time also counts other people's builds), median and minimum of N runs,
// and the child's peak RSS. Steps:
//   JSON read       DesignFile::open of the .json (parse, assemble, checks)
//   open .supernode DesignFile::open of the .supernode
//   route           CableRouter::routeAll + ApplyRoutesCommand on the opened
//                   design (peak RSS: the whole child, open included)
//   full validate   RuleEngine::runAll on the opened, routed design
//   incremental     one rack of GPU servers moved 100 mm along its row, then RuleEngine::update
//   labels          `export labels` (DesignExport::write: every wrap stock's PDF, built in
//                   memory and written to a temporary folder)
//   schedule        `export schedule` (the cable schedule CSV)
//   nccl            `export nccl` (one topology XML per host)
//   faults          `faults`: FaultAnalysis::ofRecordedPlan and its text report
// Targets: route < 2 s, full validate < 0.5 s, incremental < 16 ms,
// open < 0.5 s, JSON read < 1.5 s, route peak RSS < 400 MB, labels < 3 s
// (the others have none but their growth: each step within 1.125 × per
// cable, the --growth limit).
#include "app/heap_pages.h"
#include "app/runtime_dir.h"
#include "exporters/export/design_export.h"
#include "exporters/faults/faults_report.h"
#include "model/analysis/fault_analysis.h"
#include "model/design/design.h"
#include "model/routing/apply_routes_command.h"
#include "model/routing/cable_router.h"
#include "model/rules/rule_engine.h"
#include "model/store/design_file.h"
#include "tests/bench/bench_memory.h"
#include "tests/bench/instruction_count.h"

#include <QElapsedTimer>
#include <QGuiApplication>
#include <QSet>
#include <QStringList>
#include <QTemporaryDir>

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <type_traits>
#include <vector>

using namespace sn;

namespace {

/// Wall and CPU milliseconds of one timed part, and the process's peak RSS.
struct Sample {
    double wallMs = 0, cpuMs = 0, peakMiB = 0;
    double instructions = -1;  ///< counted by callgrind (--instructions), else -1
};

/// --instructions, under callgrind: where its files go (empty: timing).
QString g_countDir;

/// Runs `work` in a child process and returns what it returned, written
/// down a pipe (T is copied as bytes). Exits when the child fails.
template <class T>
T fromChild(const std::function<T()>& work, pid_t* child = nullptr) {
    static_assert(std::is_trivially_copyable_v<T>);
    int fds[2];
    if (pipe(fds) != 0) {
        std::fprintf(stderr, "bench_scale: no pipe for a child\n");
        std::exit(1);
    }
    const pid_t pid = fork();
    if (pid == 0) {
        close(fds[0]);
        const T value = work();
        if (write(fds[1], &value, sizeof value) != ssize_t(sizeof value)) _exit(1);
        _exit(0);
    }
    close(fds[1]);
    T value{};
    const bool got = read(fds[0], &value, sizeof value) == ssize_t(sizeof value);
    close(fds[0]);
    int status = 0;
    waitpid(pid, &status, 0);
    if (child) *child = pid;
    if (!got || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        std::fprintf(stderr, "bench_scale: a child failed\n");
        std::exit(1);
    }
    return value;
}

/// Times `part` after `prepare` (untimed) in a child process.
/// Under --instructions, callgrind counts `part` only.
Sample inChild(const std::function<void()>& prepare, const std::function<void()>& part) {
    const bool counting = !g_countDir.isEmpty();
    pid_t child = 0;
    Sample s = fromChild<Sample>(
        [&] {
            prepare();
            QElapsedTimer t;
            t.start();
            const double cpu0 = bench::cpuMs();
            if (counting) bench::startCounting();
            part();
            if (counting) bench::stopCounting();
            Sample timed{double(t.nsecsElapsed()) / 1e6, bench::cpuMs() - cpu0, 0};
            rusage u{};
            getrusage(RUSAGE_SELF, &u);
            timed.peakMiB = double(u.ru_maxrss) / 1024.0;  // kilobytes on Linux
            return timed;
        },
        &child);
    if (counting) {
        s.instructions = bench::countedInstructions(QStringLiteral("%1/cg.%2").arg(g_countDir).arg(child));
        if (s.instructions < 0) {
            std::fprintf(stderr, "bench_scale: no instruction count in %s/cg.%d\n", qPrintable(g_countDir), int(child));
            std::exit(1);
        }
    }
    return s;
}

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2;
}

void report(const char* name, const std::vector<Sample>& runs, double targetMs) {
    if (runs.front().instructions >= 0) {
        std::printf("%-16s %12.1f M instructions\n", name, runs.front().instructions / 1e6);
        std::fflush(stdout);
        return;
    }
    std::vector<double> wall, cpu, rss;
    for (const Sample& s : runs) {
        wall.push_back(s.wallMs);
        cpu.push_back(s.cpuMs);
        rss.push_back(s.peakMiB);
    }
    std::printf("%-16s wall %9.1f ms (min %9.1f)  CPU %9.1f ms (min %9.1f)  peak RSS %6.0f MiB", name,
                median(wall), *std::min_element(wall.begin(), wall.end()), median(cpu),
                *std::min_element(cpu.begin(), cpu.end()), *std::max_element(rss.begin(), rss.end()));
    // A step without a time of its own to meet has only its growth.
    if (targetMs > 0) std::printf("  target < %g ms", targetMs);
    std::printf("\n");
    std::fflush(stdout);
}

std::vector<Sample> repeat(int n, const std::function<Sample()>& once) {
    std::vector<Sample> out;
    for (int i = 0; i < n; ++i) out.push_back(once());
    return out;
}

/// A rack to nudge, moved 100 mm along x: the middle one of the racks that
/// hold GPUs, so that designs of any size move the same kind of rack (the
/// middle rack of the document was a compute rack of 84 connections at
/// 4 096 GPUs and a network rack of 1 074 at 16 384).
Rack nudged(const Design& d) {
    QSet<RackId> withGpus;
    for (const Device& dev : d.devices())
        if (const DeviceType* t = d.typeOf(dev); t && t->gpus > 0 && dev.placement.rack) withGpus.insert(*dev.placement.rack);
    std::vector<const Rack*> candidates;
    for (const Rack& r : d.racks())
        if (withGpus.contains(r.id)) candidates.push_back(&r);
    Rack r = candidates.empty() ? d.racks()[d.racks().size() / 2] : *candidates[candidates.size() / 2];
    r.xMm += 100;
    return r;
}

/// One design's pair of files.
struct Files {
    QString project, json;
};

/// One step of the benchmark: what it times in a child, after what.
struct Step {
    const char* option;  ///< --only's name
    const char* name;
    double targetMs;
    std::function<Sample(const Files&)> once;
};

std::vector<Step> steps() {
    // Each child has its own design and engine (the parent's stay empty).
    static std::unique_ptr<Design> design;
    static std::unique_ptr<RuleEngine> engine;
    auto none = [] {};
    auto open = [](const Files& f) { return [&f] { design = DesignFile::open(f.project); }; };
    // An export as the CLI's `export KIND` makes it, into a folder of the child's own.
    auto exporting = [open](ExportKind kind, const char* fileName) {
        return [=](const Files& f) {
            return inChild(open(f), [&] {
                QTemporaryDir dir;
                QStringList warnings, notes;
                DesignExport::write(*design, kind, dir.filePath(QString::fromLatin1(fileName)),
                                    ExportOptions(), &warnings, &notes);
            });
        };
    };
    return {
        {"json", "JSON read", 1500,
         [=](const Files& f) { return inChild(none, [&] { design = DesignFile::open(f.json); }); }},
        {"open", "open .supernode", 500,
         [=](const Files& f) { return inChild(none, [&] { design = DesignFile::open(f.project); }); }},
        {"route", "route", 2000,
         [](const Files& f) {
             return inChild([&] { design = DesignFile::open(f.project); },
                            [&] {
                                // As `route` does: the result's cables move into the design.
                                EditResult apply =
                                    ApplyRoutesCommand::create(*design, CableRouter(*design).routeAll());
                                if (apply) design->undoStack().push(apply.command.release());
                            });
         }},
        {"validate", "full validate", 500,
         [](const Files& f) {
             return inChild([&] { design = DesignFile::open(f.project); },
                            [&] {
                                engine = std::make_unique<RuleEngine>(*design);
                                engine->runAll();
                            });
         }},
        {"incremental", "incremental", 16,
         [](const Files& f) {
             return inChild(
                 [&] {
                     design = DesignFile::open(f.project);
                     engine = std::make_unique<RuleEngine>(*design);
                     engine->runAll();
                 },
                 [&] {
                     design->replace(nudged(*design));
                     engine->update();
                 });
         }},
        {"labels", "labels", 3000, exporting(ExportKind::Labels, "labels.pdf")},
        {"schedule", "schedule", 0, exporting(ExportKind::Schedule, "schedule.csv")},
        {"nccl", "nccl", 0, exporting(ExportKind::Nccl, "nccl")},
        {"faults", "faults", 0,
         [open](const Files& f) {
             return inChild(open(f), [&] {
                 const FaultAnalysis analysis = FaultAnalysis::ofRecordedPlan(*design);
                 const QString text = FaultsReport::text(analysis, design->info().name);
                 if (text.isEmpty()) std::fprintf(stderr, "bench_scale: an empty faults report\n");
             });
         }},
    };
}

/// Cables of the design and metres of cable it orders, from a child.
struct Size {
    double cables = 0, metres = 0;
};

Size describe(const Files& f) {
    return fromChild<Size>([&] {
        const auto d = DesignFile::open(f.project);
        int gpus = 0;
        for (const Device& dev : d->devices())
            if (const DeviceType* t = d->typeOf(dev)) gpus += t->gpus;
        Size size{double(d->cables().size()), 0};
        for (const Cable& c : d->cables()) size.metres += c.orderedLengthMm.value_or(0) / 1000.0;
        std::printf("%s: %d GPUs, %d racks, %d devices, %d connections, %d cables, %.0f m of cable ordered\n",
                    qPrintable(f.project), gpus, d->racks().size(), d->devices().size(), d->connections().size(),
                    d->cables().size(), size.metres);
        std::fflush(stdout);
        return size;
    });
}

/// The lowest CPU time of the runs, or under --instructions the count.
double lowestCpu(const std::vector<Sample>& runs) {
    double low = runs.front().instructions >= 0 ? runs.front().instructions : runs.front().cpuMs;
    for (const Sample& s : runs) low = std::min(low, s.instructions >= 0 ? s.instructions : s.cpuMs);
    return low;
}

/// Small then large, `pairs` times: each pair's ratio of the lowest CPU
/// times. "Within 4.5x per cable" is read as 4.5x for 4.0x the cables: at
/// most 1.125 times linear in the cables.
void reportGrowth(const Step& step, const Files& small, const Files& large, int runs, int pairs, const Size& more) {
    std::vector<double> ratios, smallMs, largeMs;
    for (int i = 0; i < pairs; ++i) {
        smallMs.push_back(lowestCpu(repeat(runs, [&] { return step.once(small); })));
        largeMs.push_back(lowestCpu(repeat(runs, [&] { return step.once(large); })));
        ratios.push_back(largeMs.back() / smallMs.back());
    }
    QStringList each;
    for (double r : ratios) each << QString::number(r, 'f', 2);
    const double growth = median(ratios);
    const double limit = 4.5 / 4.0 * more.cables;
    const bool counted = !g_countDir.isEmpty();
    if (counted)
        std::printf("%-16s %9.1f -> %9.1f M instructions", step.name, median(smallMs) / 1e6, median(largeMs) / 1e6);
    else
        std::printf("%-16s CPU %7.1f -> %7.1f ms", step.name, median(smallMs), median(largeMs));
    std::printf("  growth %5.2fx (pairs: %s)  %4.2fx linear in cables, %4.2fx in metres  limit %4.2fx %s\n", growth,
                qPrintable(each.join(QStringLiteral(", "))), growth / more.cables,
                more.metres > 0 ? growth / more.metres : 0.0, limit, growth <= limit ? "met" : "NOT met");
    std::fflush(stdout);
}

}  // namespace

int main(int argc, char** argv) {
    // Labels set text in PDFs: the font machinery of a QGuiApplication, on
    // the offscreen platform, as the CLI's exports have it (app/main.cpp).
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    sn::ensureRuntimeDir();
    QGuiApplication app(argc, argv);
    QStringList args = app.arguments().mid(1);
    const QStringList given = args;
    const bool instructions = args.removeAll(QStringLiteral("--instructions")) > 0;
    g_countDir = bench::takeOption(args, QStringLiteral("--count-dir"));
    if (instructions && !bench::underCallgrind()) {
        // Counted runs are the same every time: one per design is enough.
        QTemporaryDir dir;
        if (!dir.isValid()) {
            std::fprintf(stderr, "bench_scale: no temporary folder for callgrind's files\n");
            return 1;
        }
        return bench::rerunUnderCallgrind(app.applicationFilePath(),
                                          given + QStringList{QStringLiteral("--count-dir"), dir.path()}, dir.path());
    }
    // The children work on the heap the CLI gives its commands (app/main.cpp):
    // growth in huge pages. Under callgrind the counts are of instructions, not faults.
    if (!bench::underCallgrind()) sn::adviseHeapHugePages(2000);
    if (!instructions) g_countDir.clear();
    const int repeatGiven = bench::takeOption(args, QStringLiteral("--repeat"), QStringLiteral("3")).toInt();
    const int pairsGiven = bench::takeOption(args, QStringLiteral("--pairs"), QStringLiteral("5")).toInt();
    const int runs = instructions ? 1 : std::max(1, repeatGiven);
    const int pairs = instructions ? 1 : std::max(1, pairsGiven);
    const QString only = bench::takeOption(args, QStringLiteral("--only"));
    Files small;
    if (const qsizetype at = args.indexOf(QStringLiteral("--growth")); at >= 0 && at + 2 < args.size()) {
        small = {args.at(at + 1), args.at(at + 2)};
        args.remove(at, 3);
    }
    auto isPair = [](const QString& project, const QString& json) {
        return project.endsWith(QLatin1String(".supernode")) && json.endsWith(QLatin1String(".json"));
    };
    if (args.size() != 2 || !isPair(args[0], args[1]) || (!small.project.isEmpty() && !isPair(small.project, small.json))) {
        std::fprintf(stderr,
                     "usage: bench_scale ROUTED.supernode ROUTED.json [--repeat N] [--only STEP]\n"
                     "       [--growth SMALL.supernode SMALL.json [--pairs N]] [--instructions]\n");
        return 2;
    }
    const Files large{args[0], args[1]};
    // The header too comes from a child, so the parent stays small and every
    // child starts from the same resident set.
    const Size largeSize = describe(large);
    const Size smallSize = small.project.isEmpty() ? Size{} : describe(small);
    if (!small.project.isEmpty())
        std::printf("the large design has %.2fx the cables and %.2fx the metres of cable\n",
                    largeSize.cables / smallSize.cables, largeSize.metres / smallSize.metres);
    if (instructions) std::printf("instructions counted by callgrind, one run per design and step\n");
    else if (small.project.isEmpty()) std::printf("%d run(s) per step\n", runs);
    else std::printf("%d pair(s) of %d run(s) per step\n", pairs, runs);
    std::fflush(stdout);
    for (const Step& step : steps()) {
        if (!only.isEmpty() && only != QLatin1String(step.option)) continue;
        if (small.project.isEmpty()) report(step.name, repeat(runs, [&] { return step.once(large); }), step.targetMs);
        else reportGrowth(step, small, large, runs, pairs, {largeSize.cables / smallSize.cables, largeSize.metres / smallSize.metres});
    }
    return 0;
}
