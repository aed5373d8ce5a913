#include "app/cli/cli_commands.h"

#include "app/cli/cli.h"
#include "exporters/summary/summary_report.h"
#include "model/analysis/design_summary.h"
#include "model/core/sn_error.h"
#include "model/design/design.h"
#include "model/store/design_file.h"

namespace sn::cli {

int runInfo(const QString& path, bool json) {
    try {
        const auto design = DesignFile::open(path);
        const DesignSummary summary = DesignSummary::of(*design);
        if (json)
            printOut(SummaryReport::json(summary));
        else
            printOut(SummaryReport::text(summary));
    } catch (const UserError& e) {
        return failWith(e.message());
    }
    return 0;
}

Command infoCommand() {
    return {"info",
            QT_TRANSLATE_NOOP("sn::Cli", "Print the racks, devices, GPUs, ports, connections, cables and power of a design."),
            [](const QStringList& args) {
                QCommandLineParser parser;
                const QCommandLineOption json(QStringLiteral("json"), Cli::tr("Print the figures as JSON."));
                parser.addOption(json);
                int code = 0;
                const auto pos = parseArgs(parser, args, 1, QStringLiteral("supernode-designer info FILE [--json]"), code);
                if (!pos) return code;
                return runInfo(pos->first(), parser.isSet(json));
            }};
}

}  // namespace sn::cli
