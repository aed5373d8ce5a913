#include "app/cli/cli_commands.h"

#include "app/cli/cli.h"
#include "app/cli/plan_options.h"
#include "exporters/common/output_file.h"
#include "exporters/faults/faults_report.h"
#include "model/analysis/fault_analysis.h"
#include "model/core/sn_error.h"
#include "model/design/design.h"
#include "model/store/design_file.h"

namespace sn::cli {

namespace {

int runFaults(const QString& path, bool json, const QString& output, std::optional<int> spares,
              const std::optional<ParallelismPlan>& given) {
    try {
        const auto design = DesignFile::open(path);
        // Without --tp/--pp/--dp (or --spares) the plan the design records.
        const PlanOptions::Choice c = PlanOptions::choose(given, spares, design->parallelismPlan());
        const FaultAnalysis analysis = FaultAnalysis::of(*design, c.spares, c.plan);
        const QByteArray bytes = json ? FaultsReport::json(analysis, design->info().name)
                                      : FaultsReport::text(analysis, design->info().name).toUtf8();
        if (output.isEmpty()) printOut(bytes);
        else OutputFile::write(output, bytes);
    } catch (const UserError& e) {
        return failWith(e.message());
    }
    return 0;
}

}  // namespace

Command faultsCommand() {
    return {"faults",
            QT_TRANSLATE_NOOP("sn::Cli", "List fault domains, what each single failure takes down, how often a job is "
                                         "interrupted and, for a plan, where its ranks go."),
            [](const QStringList& args) {
                QCommandLineParser parser;
                const QCommandLineOption json(QStringLiteral("json"), Cli::tr("Print the figures as JSON."));
                const QCommandLineOption out({QStringLiteral("o"), QStringLiteral("output")},
                                             Cli::tr("Write the report to this file instead of printing it."),
                                             QStringLiteral("REPORT"));
                parser.addOptions({json, out});
                const PlanOptions planOptions;
                planOptions.addTo(parser);
                int code = 0;
                const QString usage = QStringLiteral("supernode-designer faults FILE [--json] [-o REPORT] [") +
                                      PlanOptions::usage() + QLatin1Char(']');
                const auto pos = parseArgs(parser, args, 1, usage, code);
                if (!pos) return code;
                QString error;
                const auto spares = planOptions.spares(parser, error);
                if (!spares) return failWith(error, 2);
                std::optional<ParallelismPlan> plan;
                if (planOptions.given(parser)) {
                    plan = planOptions.plan(parser, error);
                    if (!plan) return failWith(error, 2);
                }
                return runFaults(pos->first(), parser.isSet(json), parser.value(out),
                                 planOptions.sparesGiven(parser) ? spares : std::nullopt, plan);
            }};
}

}  // namespace sn::cli
