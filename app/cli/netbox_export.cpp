#include "cli/netbox_export.h"

#include "cli/cli.h"
#include "cli/cli_commands.h"
#include "core/sn_error.h"
#include "design/design.h"
#include "io/design_file.h"
#include "netbox/netbox_csv_writer.h"

namespace sn::cli {

int runNetboxExport(const QString& file, const QString& outDir) {
    try {
        const auto design = DesignFile::open(file);
        const QStringList written = NetboxCsvWriter::writeAll(*design, outDir);
        printOut(written.join(QLatin1Char('\n')) + QLatin1Char('\n'));
    } catch (const UserError& e) {
        return failWith(e.message());
    }
    return 0;
}

Command exportNetboxCommand() {
    return {"export-netbox",
            QT_TRANSLATE_NOOP("sn::Cli", "Write the NetBox bulk-import CSV files of a design into a folder."),
            [](const QStringList& args) {
                QCommandLineParser parser;
                const QCommandLineOption output({QStringLiteral("o"), QStringLiteral("output")},
                                                Cli::tr("The folder to write into."), QStringLiteral("DIR"));
                parser.addOption(output);
                const QString usage = QStringLiteral("supernode-designer export-netbox FILE -o DIR");
                int code = 0;
                const auto pos = parseArgs(parser, args, 1, usage, code);
                if (!pos) return code;
                if (!parser.isSet(output)) return failWith(Cli::tr("Usage: %1").arg(usage), 2);
                return runNetboxExport(pos->first(), parser.value(output));
            }};
}

}  // namespace sn::cli
