// Importing the whole public NetBox devicetype-library
// (shared/data/netbox-devicetype-library/device-types, 4 253 files at
// 56ea927): the time, the peak memory, the counts (imported, warned by kind,
// refused), then saving and reloading the user catalog.
//   bench_netbox [FOLDER...]   (default: the library's device-types folder)
// Target: < 5 s and < 200 MB for the whole library.

#include "model/netbox/netbox_importer.h"
#include "model/netbox/user_catalog.h"
#include "tests/bench/bench_memory.h"
#include "tests/support/test_paths.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QStringList>
#include <QTemporaryDir>
#include <QTextStream>

#include <ctime>

using namespace sn;

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    QStringList folders = app.arguments().mid(1);
    if (folders.isEmpty())
        folders << test::sharedDir() + QStringLiteral("/data/netbox-devicetype-library/device-types");
    int files = 0;
    for (const QString& f : folders) files += int(NetboxImporter::filesIn(f).size());
    QElapsedTimer timer;
    timer.start();
    const std::clock_t cpuStart = std::clock();
    const NetboxImport result = NetboxImporter::importPaths(folders);
    const qint64 importMs = timer.elapsed();
    // CPU time as well: on a shared machine the wall clock includes waiting.
    const qint64 importCpuMs = qint64(std::clock() - cpuStart) * 1000 / CLOCKS_PER_SEC;
    const double importPeak = bench::peakMiB();
    Catalog catalog;
    int ports = 0;
    for (const NetboxImportedType& t : result.types) {
        ports += int(t.type.ports().size());
        catalog.put(t.type);
    }
    QTemporaryDir dir;
    timer.restart();
    UserCatalog::save(catalog, dir.filePath(QStringLiteral("user-catalog.json")));
    const Catalog reloaded = UserCatalog::load(dir.filePath(QStringLiteral("user-catalog.json")));
    const qint64 saveLoadMs = timer.elapsed();
    QTextStream out(stdout);
    out << "netbox import: " << files << " files, " << result.types.size() << " imported ("
        << result.warnedTypes() << " with warnings), " << result.problems.size() << " refused, " << ports
        << " ports\n"
        << "  " << importMs << " ms wall, " << importCpuMs << " ms CPU, peak " << qRound(importPeak)
        << " MiB resident after the import\n"
        << "warnings by kind (types):\n";
    for (const auto& [kind, n] : result.typesWarnedByKind()) out << "  " << kind << ": " << n << "\n";
    for (const NetboxImportProblem& p : result.problems) out << "refused: " << p.message << "\n";
    out << "user catalog save + load of " << reloaded.devices().size() << " types: " << saveLoadMs
        << " ms, peak " << qRound(bench::peakMiB()) << " MiB\n";
    return result.problems.empty() && int(result.types.size()) == files ? 0 : 1;
}
