// Save and open times of a 4 096-GPU design as .supernode and .json.
// Targets: save < 1 s, open < 1 s, < 300 MB resident.
#include "model/analysis/design_summary.h"
#include "model/io/design_json.h"
#include "model/store/project_store.h"
#include "tests/bench/bench_memory.h"
#include "tests/support/large_design.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

#include <cstdio>

using namespace sn;

namespace {
template <class F>
double timeMs(F&& f) {
    QElapsedTimer t;
    t.start();
    f();
    return double(t.nsecsElapsed()) / 1e6;
}
}  // namespace

int main(int argc, char* argv[]) {
    QCoreApplication app(argc, argv);
    QTemporaryDir dir;
    const QString project = dir.filePath(QStringLiteral("large.supernode"));

    std::unique_ptr<Design> design;
    const double buildMs = timeMs([&] { design = test::buildLargeFabricDesign(); });
    const DesignSummary s = DesignSummary::of(*design);
    std::printf("design: %d GPUs, %d devices, %d racks, %d connections, %d cables (built in %.0f ms)\n", s.gpus,
                s.devices, s.racks, s.connections, s.cables, buildMs);

    const double saveMs = timeMs([&] { ProjectStore::save(*design, project); });
    const QByteArray json = DesignJson::write(*design);
    design.reset();  // measure opening on its own
    const double rssBefore = bench::currentMiB();
    std::unique_ptr<Design> opened;
    const double openMs = timeMs([&] { opened = ProjectStore::open(project); });
    const double rssAfterOpen = bench::currentMiB();
    opened.reset();
    QByteArray again;
    const double jsonWriteMs = timeMs([&] { again = DesignJson::write(*DesignJson::read(json, QStringLiteral("x"))); });

    std::printf("save .supernode: %8.1f ms (%lld KiB)\n", saveMs, QFile(project).size() / 1024);
    std::printf("open .supernode: %8.1f ms\n", openMs);
    std::printf("JSON read+write: %8.1f ms (%lld KiB)\n", jsonWriteMs, qint64(json.size()) / 1024);
    std::printf("resident: %.0f MiB before open, %.0f MiB after open, %.0f MiB peak for the whole run\n", rssBefore,
                rssAfterOpen, bench::peakMiB());
    return again == json ? 0 : 1;
}
