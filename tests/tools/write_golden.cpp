// Writes the files the tests compare against, from the code that makes them:
// the bundled liquid-row example (the builder's design, routed with the
// default policy, as `supernode-designer route` routes it) and the NetBox
// hand-off of that design. Run by hand after a change the tests then show,
// never by a test:   ./build/tests/sn_write_golden
#include "exporters/netbox/netbox_csv_writer.h"
#include "exporters/netbox/netbox_handoff.h"
#include "model/io/design_json.h"
#include "model/routing/apply_routes_command.h"
#include "model/routing/cable_router.h"
#include "tests/support/example_design.h"
#include "tests/support/test_paths.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>

#include <cstdio>

using namespace sn;

namespace {

bool write(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size()) {
        std::fprintf(stderr, "%s: %s\n", qPrintable(path), qPrintable(file.errorString()));
        return false;
    }
    std::printf("wrote %s\n", qPrintable(path));
    return true;
}

bool writeExample() {
    const auto design = test::buildLiquidRowExample();
    EditResult apply = ApplyRoutesCommand::create(*design, CableRouter(*design).routeAll());
    if (!apply) {
        std::fprintf(stderr, "routing the example: %s\n", qPrintable(apply.error));
        return false;
    }
    design->undoStack().push(apply.command.release());
    return write(test::sourceDir() + QStringLiteral("/resources/examples/liquid-row.json"), DesignJson::write(*design));
}

bool writeNetboxTables() {
    const auto design = test::buildLiquidRowExample();
    const QDir golden(test::sourceDir() + QStringLiteral("/tests/data/golden/netbox/liquid-row"));
    if (!QDir().mkpath(golden.path())) return false;
    for (const NetboxTable& table : NetboxHandoff::tables(*design))
        if (!write(golden.filePath(table.fileName), NetboxCsvWriter::toCsv(table))) return false;
    return true;
}

}  // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    return writeExample() && writeNetboxTables() ? 0 : 1;
}
