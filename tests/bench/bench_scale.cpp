// Scale benchmark (issue 14 point 6): every figure of the 16 384-GPU target,
// measured on designs the CLI made, each step in a child process of its own
// so its peak resident memory is its own:
//
//   supernode-designer new g.json --gpus 16384
//   supernode-designer route g.json -o routed.json
//   supernode-designer convert routed.json routed.supernode
//   bench_scale routed.supernode routed.json [--repeat N] [--only STEP]
//
// (--only runs one step, e.g. under perf record: "json", "open", "route",
// "validate" or "incremental".)
//
// Per step: wall time and user + system CPU time (the machine is shared, so
// wall time also counts other people's builds), median and minimum of N runs,
// and the child's peak RSS. Steps:
//   JSON read       DesignFile::open of the .json (parse, assemble, checks)
//   open .supernode DesignFile::open of the .supernode
//   route           CableRouter::routeAll + ApplyRoutesCommand on the opened
//                   design (peak RSS: the whole child, open included)
//   full validate   RuleEngine::runAll on the opened, routed design
//   incremental     one rack moved 100 mm along its row, then RuleEngine::update
// Targets (issue 14): route < 2 s, full validate < 0.5 s, incremental < 16 ms,
// open < 0.5 s, JSON read < 1.5 s, route peak RSS < 400 MB.
#include "bench_memory.h"
#include "design/design.h"
#include "io/design_file.h"
#include "routing/apply_routes_command.h"
#include "routing/cable_router.h"
#include "rules/rule_engine.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QStringList>

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <vector>

using namespace sn;

namespace {

/// Wall and CPU milliseconds of one timed part, and the process's peak RSS.
struct Sample {
    double wallMs = 0, cpuMs = 0, peakMiB = 0;
};

/// Times `part` after `prepare` (untimed) in a child process; the child
/// writes its sample down a pipe.
Sample inChild(const std::function<void()>& prepare, const std::function<void()>& part) {
    int fds[2];
    if (pipe(fds) != 0) return {};
    const pid_t pid = fork();
    if (pid == 0) {
        close(fds[0]);
        prepare();
        QElapsedTimer t;
        t.start();
        const double cpu0 = bench::cpuMs();
        part();
        Sample s{double(t.nsecsElapsed()) / 1e6, bench::cpuMs() - cpu0, 0};
        rusage u{};
        getrusage(RUSAGE_SELF, &u);
        s.peakMiB = double(u.ru_maxrss) / 1024.0;  // kilobytes on Linux
        if (write(fds[1], &s, sizeof s) != ssize_t(sizeof s)) _exit(1);
        _exit(0);
    }
    close(fds[1]);
    Sample s;
    const bool got = read(fds[0], &s, sizeof s) == ssize_t(sizeof s);
    close(fds[0]);
    int status = 0;
    waitpid(pid, &status, 0);
    if (!got || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        std::fprintf(stderr, "bench_scale: a child failed\n");
        std::exit(1);
    }
    return s;
}

double median(std::vector<double> v) {
    std::sort(v.begin(), v.end());
    return v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2;
}

void report(const char* name, const std::vector<Sample>& runs, double targetMs) {
    std::vector<double> wall, cpu, rss;
    for (const Sample& s : runs) {
        wall.push_back(s.wallMs);
        cpu.push_back(s.cpuMs);
        rss.push_back(s.peakMiB);
    }
    std::printf("%-16s wall %9.1f ms (min %9.1f)  CPU %9.1f ms (min %9.1f)  peak RSS %6.0f MiB  target < %g ms\n", name,
                median(wall), *std::min_element(wall.begin(), wall.end()), median(cpu),
                *std::min_element(cpu.begin(), cpu.end()), *std::max_element(rss.begin(), rss.end()), targetMs);
    std::fflush(stdout);
}

std::vector<Sample> repeat(int n, const std::function<Sample()>& once) {
    std::vector<Sample> out;
    for (int i = 0; i < n; ++i) out.push_back(once());
    return out;
}

/// A rack to nudge: the middle one of the document, moved 100 mm along x.
Rack nudged(const Design& d) {
    Rack r = d.racks()[d.racks().size() / 2];
    r.xMm += 100;
    return r;
}

}  // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    QStringList args = app.arguments().mid(1);
    const int runs = std::max(1, bench::takeOption(args, QStringLiteral("--repeat"), QStringLiteral("3")).toInt());
    const QString only = bench::takeOption(args, QStringLiteral("--only"));
    auto wanted = [&](const char* step) { return only.isEmpty() || only == QLatin1String(step); };
    if (args.size() != 2 || !args[0].endsWith(QLatin1String(".supernode")) || !args[1].endsWith(QLatin1String(".json"))) {
        std::fprintf(stderr, "usage: bench_scale ROUTED.supernode ROUTED.json [--repeat N]\n");
        return 2;
    }
    const QString project = args[0], json = args[1];
    std::unique_ptr<Design> design;  // each child's own
    // The header too comes from a child, so the parent stays small and every
    // child starts from the same resident set.
    inChild([] {}, [&] {
        const auto d = DesignFile::open(project);
        int gpus = 0;
        for (const Device& dev : d->devices())
            if (const DeviceType* t = d->typeOf(dev)) gpus += t->gpus;
        std::printf("%s: %d GPUs, %d racks, %d devices, %d connections, %d cables; %d run(s) per step\n",
                    qPrintable(project), gpus, d->racks().size(), d->devices().size(), d->connections().size(),
                    d->cables().size(), runs);
        std::fflush(stdout);
    });
    auto open = [&] { design = DesignFile::open(project); };
    auto none = [] {};

    if (wanted("json")) report("JSON read", repeat(runs, [&] { return inChild(none, [&] { design = DesignFile::open(json); }); }), 1500);
    if (wanted("open")) report("open .supernode", repeat(runs, [&] { return inChild(none, open); }), 500);
    if (wanted("route")) report("route", repeat(runs, [&] {
               return inChild(open, [&] {
                   const RoutingResult result = CableRouter(*design).routeAll();
                   EditResult apply = ApplyRoutesCommand::create(*design, result);
                   if (apply) design->undoStack().push(apply.command.release());
               });
           }),
           2000);
    std::unique_ptr<RuleEngine> engine;
    if (wanted("validate")) report("full validate", repeat(runs, [&] {
               return inChild(open, [&] {
                   engine = std::make_unique<RuleEngine>(*design);
                   engine->runAll();
               });
           }),
           500);
    if (wanted("incremental")) report("incremental", repeat(runs, [&] {
               return inChild(
                   [&] {
                       open();
                       engine = std::make_unique<RuleEngine>(*design);
                       engine->runAll();
                   },
                   [&] {
                       design->replace(nudged(*design));
                       engine->update();
                   });
           }),
           16);
    return 0;
}
