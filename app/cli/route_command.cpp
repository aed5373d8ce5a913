#include "cli/cli_commands.h"

#include "cli/cli.h"
#include "core/sn_error.h"
#include "design/design.h"
#include "io/design_file.h"
#include "routing/apply_routes_command.h"
#include "routing/cable_router.h"
#include "routing/routing_report.h"

namespace sn::cli {

namespace {

/// Reads a non-negative millimetre option into `target`; false (and a usage
/// error printed) when the value is not a number.
bool readMm(const QCommandLineParser& parser, const QCommandLineOption& option, double& target, int& code) {
    if (!parser.isSet(option)) return true;
    bool ok = false;
    const double value = parser.value(option).toDouble(&ok);
    if (!ok || value < 0) {
        code = failWith(Cli::tr("--%1 expects a length in millimetres, not \"%2\".")
                            .arg(option.names().constFirst(), parser.value(option)),
                        2);
        return false;
    }
    target = value;
    return true;
}

}  // namespace

Command routeCommand() {
    return {"route",
            QT_TRANSLATE_NOOP("sn::Cli", "Route every cable, choose its media and orderable length, and save."),
            [](const QStringList& args) {
                QCommandLineParser parser;
                const QCommandLineOption out({QStringLiteral("o"), QStringLiteral("output")},
                                             Cli::tr("Save the routed design to OUT instead of FILE."),
                                             QStringLiteral("OUT"));
                const QCommandLineOption slack(QStringLiteral("slack-mm"),
                                               Cli::tr("Slack and service loop at each cable end (default 300)."),
                                               QStringLiteral("MM"));
                const QCommandLineOption reach(
                    QStringLiteral("drop-reach-mm"),
                    Cli::tr("How far beside a rack a tray may run and still serve it (default 600)."),
                    QStringLiteral("MM"));
                parser.addOption(out);
                parser.addOption(slack);
                parser.addOption(reach);
                int code = 0;
                const auto pos = parseArgs(parser, args, 1,
                                           QStringLiteral("supernode-designer route FILE [-o OUT] [--slack-mm MM] "
                                                          "[--drop-reach-mm MM]"),
                                           code);
                if (!pos) return code;
                RoutingPolicy policy;
                if (!readMm(parser, slack, policy.slackPerEndMm, code)) return code;
                if (!readMm(parser, reach, policy.dropReachMm, code)) return code;
                const QString target = parser.isSet(out) ? parser.value(out) : pos->first();
                try {
                    DesignFile::formatOf(target);  // refuse a bad target before routing
                    const auto design = DesignFile::open(pos->first());
                    const RoutingResult result = CableRouter(*design, policy).routeAll();
                    EditResult apply = ApplyRoutesCommand::create(*design, result);
                    if (!apply && !apply.error.isEmpty()) return failWith(apply.error);
                    if (apply) design->undoStack().push(apply.command.release());
                    DesignFile::save(*design, target);
                    printOut(RoutingReport::of(*design, result).text());
                    printOut(Cli::tr("Saved %1").arg(target) + QLatin1Char('\n'));
                } catch (const UserError& e) {
                    return failWith(e.message());
                }
                return 0;
            }};
}

}  // namespace sn::cli
