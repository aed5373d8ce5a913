#include "app/cli/cli_commands.h"

#include "app/cli/cli.h"
#include "exporters/coolant/hydraulics_report.h"
#include "model/analysis/loop_balancing.h"
#include "model/commands/valve_settings_command.h"
#include "model/core/sn_error.h"
#include "model/design/design.h"
#include "model/store/design_file.h"

namespace sn::cli {

namespace {

int runBalance(const QString& path, const QString& target, bool dryRun) {
    try {
        DesignFile::formatOf(target);  // refuse a bad target before the work
        const auto design = DesignFile::open(path);
        const std::vector<LoopNetwork> networks = LoopNetwork::of(*design);
        std::vector<ValveSettings::Setting> settings;
        QString report;
        int valves = 0;
        for (const LoopNetwork& net : networks) {
            if (net.valves.empty()) continue;
            valves += int(net.valves.size());
            report += Cli::tr("Loop %1").arg(net.name) + QLatin1Char('\n');
            const std::optional<LoopBalancing> b = LoopBalancing::of(net);
            if (!b) {
                report += QStringLiteral("  ") + Cli::tr("Not balanced: the loop cannot be solved (see `hydraulics`).") +
                          QLatin1Char('\n');
                continue;
            }
            report += HydraulicsReport::balancingText(*design, *b);
            if (!b->converged) continue;
            for (const LoopBalancing::Branch& br : b->branches) settings.push_back({br.cable, br.turns});
        }
        if (valves == 0)
            return failWith(Cli::tr("%1: no coolant pipe of the design carries a balancing valve; nothing to set.").arg(path));
        printOut(report.toUtf8());
        if (dryRun) return 0;
        if (auto command = ValveSettings::command(*design, settings, Cli::tr("Balance coolant loops")))
            design->undoStack().push(command.release());
        DesignFile::save(*design, target);
        printOut(Cli::tr("Saved %1").arg(target) + QLatin1Char('\n'));
    } catch (const UserError& e) {
        return failWith(e.message());
    }
    return 0;
}

}  // namespace

Command balanceCommand() {
    return {"balance",
            QT_TRANSLATE_NOOP("sn::Cli", "Work out each rack branch's balancing valve setting so every rack gets its "
                                         "flow within 5 % of the others, print the table and save the settings."),
            [](const QStringList& args) {
                QCommandLineParser parser;
                const QCommandLineOption out({QStringLiteral("o"), QStringLiteral("output")},
                                             Cli::tr("Save the balanced design to OUT instead of FILE."),
                                             QStringLiteral("OUT"));
                const QCommandLineOption dryRun(QStringLiteral("dry-run"),
                                                Cli::tr("Print the settings without saving them."));
                parser.addOptions({out, dryRun});
                int code = 0;
                const auto pos = parseArgs(parser, args, 1,
                                           QStringLiteral("supernode-designer balance FILE [-o OUT] [--dry-run]"), code);
                if (!pos) return code;
                const QString target = parser.isSet(out) ? parser.value(out) : pos->first();
                return runBalance(pos->first(), target, parser.isSet(dryRun));
            }};
}

}  // namespace sn::cli
