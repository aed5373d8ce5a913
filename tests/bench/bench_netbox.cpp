// Issue 9: how long importing a folder of several hundred NetBox device-type
// files takes. Copies the samples under shared/data/netbox-device-types
// into a temporary folder with new slugs, imports the folder and saves the
// user catalog, and prints the times.
//   bench_netbox [COPIES]   (default 100 copies of each of 6 files = 600 files)

#include "netbox/netbox_importer.h"
#include "netbox/user_catalog.h"
#include "support/test_paths.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTextStream>

#include <cstdio>
#include <ctime>

using namespace sn;

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const int copies = argc > 1 ? QString::fromLocal8Bit(argv[1]).toInt() : 100;
    const QString samples = test::sharedDir() + QStringLiteral("/data/netbox-device-types");
    QTemporaryDir dir;
    const QRegularExpression slugLine(QStringLiteral("^slug: (\\S+)$"), QRegularExpression::MultilineOption);
    int files = 0;
    for (const QString& path : NetboxImporter::filesIn(samples)) {
        QFile in(path);
        if (!in.open(QIODevice::ReadOnly))
            return std::fprintf(stderr, "cannot read %s\n", qPrintable(path)), 1;
        const QString text = QString::fromUtf8(in.readAll());
        for (int i = 0; i < copies; ++i) {
            QString copy = text;
            copy.replace(slugLine, QStringLiteral("slug: \\1-copy-%1").arg(i));
            QFile out(dir.filePath(QStringLiteral("%1-%2.yaml").arg(QFileInfo(path).baseName()).arg(i)));
            if (!out.open(QIODevice::WriteOnly)) return 1;
            out.write(copy.toUtf8());
            ++files;
        }
    }
    QElapsedTimer timer;
    timer.start();
    const std::clock_t cpuStart = std::clock();
    const NetboxImport result = NetboxImporter::importPaths({dir.path()});
    const qint64 importMs = timer.elapsed();
    // CPU time as well: on a shared machine the wall clock includes waiting.
    const qint64 importCpuMs = qint64(std::clock() - cpuStart) * 1000 / CLOCKS_PER_SEC;
    Catalog catalog;
    int ports = 0;
    for (const NetboxImportedType& t : result.types) {
        ports += int(t.type.ports().size());
        catalog.put(t.type);
    }
    timer.restart();
    UserCatalog::save(catalog, dir.filePath(QStringLiteral("user-catalog.json")));
    const Catalog reloaded = UserCatalog::load(dir.filePath(QStringLiteral("user-catalog.json")));
    const qint64 saveLoadMs = timer.elapsed();
    QTextStream(stdout) << "netbox import: " << files << " files, " << result.types.size() << " types, "
                        << ports << " ports, " << result.problems.size() << " refused, " << importMs
                        << " ms (" << (importMs > 0 ? files * 1000 / importMs : files) << " files/s), "
                        << importCpuMs << " ms CPU\n"
                        << "user catalog save + load of " << reloaded.devices().size()
                        << " types: " << saveLoadMs << " ms\n";
    return result.problems.empty() && int(result.types.size()) == files ? 0 : 1;
}
