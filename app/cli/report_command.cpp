#include "app/cli/cli_commands.h"

#include "app/cli/cli.h"
#include "exporters/rules/design_report_writer.h"
#include "model/core/sn_error.h"
#include "model/design/design.h"
#include "model/rules/design_report.h"
#include "model/store/design_file.h"

namespace sn::cli {

namespace {
int runReport(const QString& path, bool json) {
    try {
        const auto design = DesignFile::open(path);
        const DesignReport report = DesignReport::of(*design);
        if (json)
            printOut(DesignReportWriter::json(report));
        else
            printOut(DesignReportWriter::text(report));
    } catch (const UserError& e) {
        return failWith(e.message());
    }
    return 0;
}
}  // namespace

Command reportCommand() {
    return {"report", QT_TRANSLATE_NOOP("sn::Cli", "Print power, heat and coolant flow per rack and per cooling loop."),
            [](const QStringList& args) {
                QCommandLineParser parser;
                const QCommandLineOption json(QStringLiteral("json"), Cli::tr("Print the figures as JSON."));
                parser.addOption(json);
                int code = 0;
                const auto pos =
                    parseArgs(parser, args, 1, QStringLiteral("supernode-designer report FILE [--json]"), code);
                if (!pos) return code;
                return runReport(pos->first(), parser.isSet(json));
            }};
}

}  // namespace sn::cli
