#include "app/cli/cli_commands.h"

#include "app/cli/cli.h"
#include "model/commands/edit_object_command.h"
#include "model/core/excerpt.h"
#include "model/core/sn_error.h"
#include "model/design/design.h"
#include "model/input/load_limits.h"
#include "model/routing/apply_routes_command.h"
#include "model/routing/cable_router.h"
#include "model/routing/routing_report.h"
#include "model/store/design_file.h"

#include <cmath>
#include <optional>

namespace sn::cli {

namespace {

/// Reads a length option; nullopt when not given; false (and a usage error
/// printed) when the value is not a finite number from 0 to the largest
/// length a design holds (input/load_limits.h: what is saved must load again).
bool readNumber(const QCommandLineParser& parser, const QCommandLineOption& option, std::optional<double>& target,
                int& code) {
    if (!parser.isSet(option)) return true;
    bool ok = false;
    const double value = parser.value(option).toDouble(&ok);
    if (!ok || !std::isfinite(value) || value < 0 || value > limits::kMaxObjectSizeMm) {
        code = failWith(Cli::tr("--%1 expects a length in millimetres from 0 to %2, not \"%3\".")
                            .arg(option.names().constFirst(), QString::number(limits::kMaxObjectSizeMm, 'f', 0),
                                 excerpt(parser.value(option))),
                        2);
        return false;
    }
    target = value;
    return true;
}

void applyOverride(double& field, const std::optional<double>& value) {
    if (value) field = *value;
}

}  // namespace

Command routeCommand() {
    return {"route",
            QT_TRANSLATE_NOOP("sn::Cli", "Route every cable, choose its media and orderable length, and save."),
            [](const QStringList& args) {
                QCommandLineParser parser;
                parser.setApplicationDescription(
                    Cli::tr("Routes with the design's routing policy. Each option given changes that policy "
                            "and is saved with the design, so the saved routes can be reproduced from the file."));
                const QCommandLineOption out({QStringLiteral("o"), QStringLiteral("output")},
                                             Cli::tr("Save the routed design to OUT instead of FILE."),
                                             QStringLiteral("OUT"));
                const QCommandLineOption slack(QStringLiteral("slack-mm"),
                                               Cli::tr("Slack and service loop at each cable end (default 300)."),
                                               QStringLiteral("MM"));
                const QCommandLineOption spare(
                    QStringLiteral("min-spare-mm"),
                    Cli::tr("Least cable an ordered length leaves over at each end beyond route and slack; a route "
                            "that leaves less is ordered one length up (default 100)."),
                    QStringLiteral("MM"));
                const QCommandLineOption reach(
                    QStringLiteral("drop-reach-mm"),
                    Cli::tr("How far beside a rack a tray may run and still serve it (default 600)."),
                    QStringLiteral("MM"));
                const QCommandLineOption base(
                    QStringLiteral("rack-base-mm"),
                    Cli::tr("Height of the bottom of U1 above the floor (default 100)."), QStringLiteral("MM"));
                const QCommandLineOption gap(
                    QStringLiteral("neighbour-gap-mm"),
                    Cli::tr("Largest gap between racks that still share pass-throughs (default 50)."),
                    QStringLiteral("MM"));
                const QCommandLineOption sideFill(
                    QStringLiteral("side-fill-percent"),
                    Cli::tr("Share of a rack's vertical cable manager cables may fill, in percent (default 50)."),
                    QStringLiteral("PERCENT"));
                for (const QCommandLineOption* o : {&out, &slack, &spare, &reach, &base, &gap, &sideFill}) parser.addOption(*o);
                int code = 0;
                const auto pos = parseArgs(parser, args, 1,
                                           QStringLiteral("supernode-designer route FILE [-o OUT] [--slack-mm MM] "
                                                          "[--min-spare-mm MM] [--drop-reach-mm MM] [--rack-base-mm MM] "
                                                          "[--neighbour-gap-mm MM] [--side-fill-percent PERCENT]"),
                                           code);
                if (!pos) return code;
                std::optional<double> slackMm, spareMm, reachMm, baseMm, gapMm, sidePercent;
                if (!readNumber(parser, slack, slackMm, code) || !readNumber(parser, spare, spareMm, code)
                    || !readNumber(parser, reach, reachMm, code) || !readNumber(parser, base, baseMm, code) || !readNumber(parser, gap, gapMm, code))
                    return code;
                if (parser.isSet(sideFill)) {
                    bool ok = false;
                    const double value = parser.value(sideFill).toDouble(&ok);
                    if (!ok || !(value > 0 && value <= 100))  // NaN fails both
                        return failWith(Cli::tr("--side-fill-percent expects a percentage above 0 and at most "
                                                "100, not \"%1\".")
                                            .arg(parser.value(sideFill)),
                                        2);
                    sidePercent = value;
                }
                const QString target = parser.isSet(out) ? parser.value(out) : pos->first();
                try {
                    DesignFile::formatOf(target);  // refuse a bad target before routing
                    const auto design = DesignFile::open(pos->first());
                    RoutingSettings settings = design->routingSettings();
                    applyOverride(settings.slackPerEndMm, slackMm);
                    applyOverride(settings.minSparePerEndMm, spareMm);
                    applyOverride(settings.dropReachMm, reachMm);
                    applyOverride(settings.rackBaseMm, baseMm);
                    applyOverride(settings.neighbourGapMm, gapMm);
                    if (sidePercent) settings.sideChannelFillLimit = *sidePercent / 100;
                    if (settings != design->routingSettings())
                        design->undoStack().push(new EditRoutingCommand(*design, design->routingSettings(), settings,
                                                                        Cli::tr("Change routing policy")));
                    RoutingResult result = CableRouter(*design).routeAll();
                    // Read before the cables move into the design: they are
                    // held once, not by the result and again by the design.
                    const QString report = RoutingReport::of(*design, result).text();
                    const RoutingShortfall shortfall = RoutingShortfall::of(result);
                    EditResult apply = ApplyRoutesCommand::create(*design, std::move(result));
                    if (!apply && !apply.error.isEmpty()) return failWith(apply.error);
                    if (apply) design->undoStack().push(apply.command.release());
                    DesignFile::save(*design, target);
                    printOut(report);
                    printOut(Cli::tr("Saved %1").arg(target) + QLatin1Char('\n'));
                    // Saved all the same: the routed cables are work a second run keeps.
                    if (shortfall.any())
                        return failWith(Cli::tr("Routing is incomplete: %1").arg(shortfall.sentence()));
                } catch (const UserError& e) {
                    return failWith(e.message());
                }
                return 0;
            }};
}

}  // namespace sn::cli
