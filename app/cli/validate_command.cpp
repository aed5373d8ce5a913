#include "app/cli/cli_commands.h"

#include "app/cli/cli.h"
#include "exporters/rules/findings_report.h"
#include "model/core/sn_error.h"
#include "model/design/design.h"
#include "model/rules/rule_engine.h"
#include "model/store/design_file.h"

namespace sn::cli {

namespace {
int runValidate(const QString& path, bool json) {
    try {
        const auto design = DesignFile::open(path);
        RuleEngine engine(*design);
        engine.runAll();
        const std::vector<Finding> findings = engine.findings();
        if (json)
            printOut(FindingsReport::json(findings));
        else
            printOut(FindingsReport::text(findings));
        // Exit 1 when any rule reports an error, so scripts and CI can gate on it.
        return engine.count(Severity::Error) > 0 ? 1 : 0;
    } catch (const UserError& e) {
        return failWith(e.message());
    }
}
}  // namespace

Command validateCommand() {
    return {"validate",
            QT_TRANSLATE_NOOP("sn::Cli",
                              "Check power, cooling, placement and cabling rules; exit 1 when any error is found."),
            [](const QStringList& args) {
                QCommandLineParser parser;
                const QCommandLineOption json(QStringLiteral("json"), Cli::tr("Print the findings as JSON."));
                parser.addOption(json);
                int code = 0;
                const auto pos =
                    parseArgs(parser, args, 1, QStringLiteral("supernode-designer validate FILE [--json]"), code);
                if (!pos) return code;
                return runValidate(pos->first(), parser.isSet(json));
            }};
}

}  // namespace sn::cli
