#include "cli/cli_commands.h"

#include "cli/cli.h"
#include "core/sn_error.h"
#include "design/design.h"
#include "export/design_export.h"
#include "io/design_file.h"
#include "labels/label_scheme.h"
#include "labels/label_stock.h"

#include "cli/netbox_export.h"
#include "cli/plan_options.h"
#include "analysis/fault_analysis.h"
#include "faults/hostfile.h"

namespace sn::cli {

namespace {

// hostfile needs a parallelism plan, so it is written here rather than by DesignExport.
QString kindList() { return kExportKindNames.list() + QStringLiteral(", hostfile"); }

int runHostfileExport(const QString& input, const QString& output, const ParallelismPlan& plan) {
    try {
        const auto design = DesignFile::open(input);
        const FaultAnalysis analysis = FaultAnalysis::of(*design, plan.sparesPerSu, plan);
        Hostfile::write(*analysis.placement, output);
    } catch (const UserError& e) {
        return failWith(e.message());
    }
    return 0;
}

struct Options {
    QString kind, input, output;
    ExportOptions options;
};

/// DesignExport builds everything in memory first, so a refusal leaves no file behind.
int runExport(const Options& o) {
    const auto design = DesignFile::open(o.input);
    DesignExport::write(*design, *kExportKindNames.parse(o.kind), o.output, o.options);
    return 0;
}

}  // namespace

Command exportCommand() {
    return {"export",
            QT_TRANSLATE_NOOP("sn::Cli", "Export a cable schedule, labels, BOM, NCCL or Slurm topology, drawings, NetBox CSV or the rule findings of a design."),
            [](const QStringList& args) {
                QCommandLineParser parser;
                const QCommandLineOption out({QStringLiteral("o"), QStringLiteral("output")},
                                             Cli::tr("The file (or folder, for nccl, slurm and drawings) to write."),
                                             QStringLiteral("OUT"));
                const QCommandLineOption stock(QStringLiteral("stock"),
                                               Cli::tr("Label stock id for labels (default %1).").arg(ExportOptions::defaultStock()),
                                               QStringLiteral("ID"), ExportOptions::defaultStock());
                const QCommandLineOption select(QStringLiteral("select"),
                                                Cli::tr("Cables to list or label: all, rack:NAME, role:ROLE or rail:N."),
                                                QStringLiteral("SEL"), QStringLiteral("all"));
                const QCommandLineOption templ(QStringLiteral("template"),
                                               Cli::tr("Label end template, default %1.").arg(LabelScheme::defaultEndTemplate()),
                                               QStringLiteral("TEMPLATE"));
                const QCommandLineOption qr(QStringLiteral("qr"), Cli::tr("Print a QR code of the cable id on each label."));
                parser.addOptions({out, stock, select, templ, qr});
                const PlanOptions planOptions;
                planOptions.addTo(parser);
                int code = 0;
                const QString usage = QStringLiteral("supernode-designer export KIND FILE -o OUT [--stock ID] [--select SEL] "
                                                     "[--template TEMPLATE] [--qr] [") +
                                      PlanOptions::usage() + QStringLiteral("]\nKIND: ") + kindList();
                const auto pos = parseArgs(parser, args, 2, usage, code);
                if (!pos) return code;
                Options o{pos->at(0), pos->at(1), parser.value(out), {}};
                o.options.stock = parser.value(stock);
                o.options.select = parser.value(select);
                o.options.endTemplate = parser.value(templ);
                o.options.qr = parser.isSet(qr);
                if (o.kind == u"hostfile") {
                    if (o.output.isEmpty()) return failWith(Cli::tr("Say where to write with -o OUT."), 2);
                    QString error;
                    const auto plan = planOptions.plan(parser, error);
                    if (!plan) return failWith(error, 2);
                    return runHostfileExport(o.input, o.output, *plan);
                }
                if (!kExportKindNames.parse(o.kind))
                    return failWith(Cli::tr("Unknown export kind \"%1\"; kinds are: %2").arg(o.kind, kindList()), 2);
                if (o.output.isEmpty()) return failWith(Cli::tr("Say where to write with -o OUT."), 2);
                if (o.kind == u"netbox") return runNetboxExport(o.input, o.output);
                if (o.kind == u"labels" && !LabelStockLibrary::builtIn().find(o.options.stock))
                    return failWith(Cli::tr("Unknown label stock \"%1\"; stocks are: %2")
                                        .arg(o.options.stock, LabelStockLibrary::builtIn().idList()), 2);
                try {
                    return runExport(o);
                } catch (const UserError& e) {
                    return failWith(e.message());
                }
            }};
}

}  // namespace sn::cli
