#include "app/cli/cli_commands.h"

#include "exporters/asbuilt/diff_report.h"
#include "model/asbuilt/design_diff.h"

#include "app/cli/cli.h"
#include "exporters/export/design_export.h"
#include "exporters/labels/label_scheme.h"
#include "exporters/labels/label_stock.h"
#include "exporters/slurm/slurm_topology.h"
#include "model/core/sn_error.h"
#include "model/design/design.h"
#include "model/store/design_file.h"

#include "app/cli/epanet_export.h"
#include "app/cli/netbox_export.h"
#include "app/cli/plan_options.h"
#include "exporters/faults/hostfile.h"
#include "model/analysis/fault_analysis.h"

namespace sn::cli {

namespace {

// hostfile needs a parallelism plan, so it is written here rather than by DesignExport.
QString kindList() { return kExportKindNames.list() + QStringLiteral(", hostfile, epanet"); }

int runHostfileExport(const QString& input, const QString& output, const std::optional<ParallelismPlan>& given,
                      std::optional<int> spares, RankOrder order) {
    try {
        const auto design = DesignFile::open(input);
        // Without --tp/--pp/--dp (or --spares) the plan the design records.
        const PlanOptions::Choice c = PlanOptions::choose(given, spares, design->parallelismPlan());
        if (!c.plan)  // a usage error: the plan was neither given nor recorded
            return failWith(Cli::tr("%1 records no parallelism plan: give %2 (or make the design with new --tp "
                                    "--pp --dp).")
                                .arg(input, PlanOptions::usage()),
                            2);
        const FaultAnalysis analysis = FaultAnalysis::of(*design, c.spares, c.plan);
        Hostfile::write(*analysis.placement, output, order);
    } catch (const UserError& e) {
        return failWith(e.message());
    }
    return 0;
}

struct Options {
    QString kind, input, output, changedSince;
    ExportOptions options;
};

/// DesignExport builds everything in memory first, so a refusal leaves no file behind.
int runExport(Options o) {
    const auto design = DesignFile::open(o.input);
    if (!o.changedSince.isEmpty()) {
        // Only the labels whose printed text differs from the older revision's, and those of new cables.
        const auto old = DesignFile::open(o.changedSince);
        const LabelScheme scheme(o.options.endTemplate.isEmpty() ? LabelScheme::defaultEndTemplate() : o.options.endTemplate);
        o.options.onlyCables = DesignDiff::between(*old, *design, DiffReport::labelText(scheme)).relabelled();
    }
    QStringList warnings, notes;
    DesignExport::write(*design, *kExportKindNames.parse(o.kind), o.output, o.options, &warnings, &notes);
    for (const QString& n : notes) printOut(n + QLatin1Char('\n'));
    for (const QString& w : warnings) printWarning(w);
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
                                               Cli::tr("Label stock id for labels (default %1: each cable on the self-laminating wrap its OD fits, "
                                                       "one PDF per stock).").arg(ExportOptions::defaultStock()),
                                               QStringLiteral("ID"), ExportOptions::defaultStock());
                const QCommandLineOption stockFile(QStringLiteral("stock-file"),
                                                   Cli::tr("A gLabels templates file (or folder of them) to take the "
                                                           "label stock from; --stock then names it by id or part."),
                                                   QStringLiteral("FILE"));
                const QCommandLineOption select(QStringLiteral("select"),
                                                Cli::tr("Cables to list or label: all, rack:NAME, role:ROLE or rail:N."),
                                                QStringLiteral("SEL"), QStringLiteral("all"));
                const QCommandLineOption templ(QStringLiteral("template"),
                                               Cli::tr("Label end template, default %1.").arg(LabelScheme::defaultEndTemplate()),
                                               QStringLiteral("TEMPLATE"));
                const QCommandLineOption qr(QStringLiteral("qr"), Cli::tr("Print a QR code of the cable id on each label."));
                const QCommandLineOption nvlink(QStringLiteral("nvlink-explicit"),
                                                Cli::tr("nccl: write the NVLink links into the XML instead of leaving "
                                                        "them to NVML's detection on the host."));
                const QCommandLineOption slurm(QStringLiteral("slurm-version"),
                                               Cli::tr("slurm: the Slurm release the files are for (default %1); "
                                                       "23.11-24.x get topology.conf in BlockName form.")
                                                   .arg(ExportOptions::defaultSlurmVersion()),
                                               QStringLiteral("VERSION"), ExportOptions::defaultSlurmVersion());
                const QCommandLineOption changed(QStringLiteral("changed-since"),
                                                 Cli::tr("Labels only: just the labels that changed since this older revision."),
                                                 QStringLiteral("OLD"));
                const SparesPolicy defaultSpares;
                const QCommandLineOption spareCables(
                    QStringLiteral("spare-cables-percent"),
                    Cli::tr("bom: spare data cables, in percent of each item installed (default %1; 0: none).")
                        .arg(defaultSpares.cablesPercent),
                    QStringLiteral("P"));
                const QCommandLineOption spareOptics(
                    QStringLiteral("spare-optics-percent"),
                    Cli::tr("bom: spare transceivers, in percent of each item installed (default %1; 0: none).")
                        .arg(defaultSpares.opticsPercent),
                    QStringLiteral("P"));
                const QCommandLineOption spareFloor(
                    QStringLiteral("spare-floor"),
                    Cli::tr("bom: spares of an item at least, where any is installed (default %1).").arg(defaultSpares.floor),
                    QStringLiteral("N"));
                const QCommandLineOption rankOrder(
                    QStringLiteral("order"),
                    Cli::tr("hostfile: the launcher's rank order, tp-pp-dp (default; Megatron-LM with "
                            "--use-tp-pp-dp-mapping) or tp-dp-pp (Megatron-LM's default order)."),
                    QStringLiteral("ORDER"));
                parser.addOptions({out, stock, stockFile, select, templ, qr, nvlink, slurm, changed, spareCables,
                                   spareOptics, spareFloor, rankOrder});
                const PlanOptions planOptions;
                planOptions.addTo(parser);
                int code = 0;
                const QString usage = QStringLiteral("supernode-designer export KIND FILE -o OUT [--stock ID] [--stock-file FILE] [--select SEL] "
                                                     "[--template TEMPLATE] [--qr] [--nvlink-explicit] [--slurm-version VERSION] "
                                                     "[--changed-since OLD] [--spare-cables-percent P] "
                                                     "[--spare-optics-percent P] [--spare-floor N] [--order tp-pp-dp|tp-dp-pp] [") +
                                      PlanOptions::usage() + QStringLiteral("]\nKIND: ") + kindList();
                const auto pos = parseArgs(parser, args, 2, usage, code);
                if (!pos) return code;
                Options o{pos->at(0), pos->at(1), parser.value(out), {}, {}};
                o.options.stock = parser.value(stock);
                o.options.stockFile = parser.value(stockFile);
                // A templates file of one stock needs no --stock.
                if (!o.options.stockFile.isEmpty() && !parser.isSet(stock)) o.options.stock.clear();
                o.options.select = parser.value(select);
                o.options.endTemplate = parser.value(templ);
                o.options.qr = parser.isSet(qr);
                o.options.explicitNvlink = parser.isSet(nvlink);
                o.options.slurmVersion = parser.value(slurm);
                o.changedSince = parser.value(changed);
                for (const auto& [option, percent] : {std::pair{&spareCables, &o.options.spares.cablesPercent},
                                                      std::pair{&spareOptics, &o.options.spares.opticsPercent}}) {
                    if (!parser.isSet(*option)) continue;
                    bool ok = false;
                    *percent = parser.value(*option).toDouble(&ok);
                    if (!ok)
                        return failWith(Cli::tr("--%1 expects a percentage, not \"%2\".")
                                            .arg(option->names().constFirst(), parser.value(*option)),
                                        2);
                }
                if (parser.isSet(spareFloor)) {
                    bool ok = false;
                    o.options.spares.floor = parser.value(spareFloor).toInt(&ok);
                    if (!ok)
                        return failWith(Cli::tr("--spare-floor expects a whole number, not \"%1\".").arg(parser.value(spareFloor)), 2);
                }
                if (const QString why = o.options.spares.problem(); !why.isEmpty()) return failWith(why, 2);
                if (!o.changedSince.isEmpty() && o.kind != u"labels" && o.kind != u"labels-csv")
                    return failWith(Cli::tr("--changed-since applies to labels and labels-csv only."), 2);
                if (o.kind == u"hostfile") {
                    if (o.output.isEmpty()) return failWith(Cli::tr("Say where to write with -o OUT."), 2);
                    QString error;
                    std::optional<ParallelismPlan> plan;
                    if (planOptions.given(parser)) {
                        plan = planOptions.plan(parser, error);
                        if (!plan) return failWith(error, 2);
                    }
                    const auto spares = planOptions.spares(parser, error);
                    if (!spares) return failWith(error, 2);
                    const auto order = parser.isSet(rankOrder) ? kRankOrderNames.parse(parser.value(rankOrder))
                                                               : std::optional(RankOrder::TpPpDp);
                    if (!order)
                        return failWith(Cli::tr("--order expects %1, not \"%2\".")
                                            .arg(kRankOrderNames.list(), parser.value(rankOrder)),
                                        2);
                    return runHostfileExport(o.input, o.output, plan,
                                             planOptions.sparesGiven(parser) ? spares : std::nullopt, *order);
                }
                if (parser.isSet(rankOrder)) return failWith(Cli::tr("--order applies to hostfile only."), 2);
                if (o.kind == u"epanet") {
                    if (o.output.isEmpty()) return failWith(Cli::tr("Say where to write with -o OUT."), 2);
                    return runEpanetExport(o.input, o.output);
                }
                if (!kExportKindNames.parse(o.kind))
                    return failWith(Cli::tr("Unknown export kind \"%1\"; kinds are: %2").arg(o.kind, kindList()), 2);
                if (o.output.isEmpty()) return failWith(Cli::tr("Say where to write with -o OUT."), 2);
                try {
                    SlurmVersion::parse(o.options.slurmVersion);
                } catch (const UserError& e) {
                    return failWith(e.message(), 2);
                }
                if (o.kind == u"netbox") return runNetboxExport(o.input, o.output);
                if (o.kind == u"labels" && o.options.stockFile.isEmpty() && !o.options.choosesWrapPerCable() &&
                    !LabelStockLibrary::builtIn().find(o.options.stock))
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
