#include "cli/cli_commands.h"

#include "bom/bom.h"
#include "bom/bom_pdf.h"
#include "cli/cli.h"
#include "common/output_file.h"
#include "core/sn_error.h"
#include "design/design.h"
#include "drawings/drawing_set.h"
#include "io/design_file.h"
#include "labels/label_csv.h"
#include "labels/label_pdf.h"
#include "labels/label_scheme.h"
#include "labels/label_selection.h"
#include "labels/label_sheet.h"
#include "labels/label_stock.h"
#include "nccl/nccl_export.h"
#include "schedule/cable_schedule.h"
#include "slurm/slurm_topology.h"

#include "cli/netbox_export.h"

#include <QFileInfo>
#include <QFont>

namespace sn::cli {

namespace {

const QStringList& kinds() {
    static const QStringList k = {QStringLiteral("schedule"), QStringLiteral("labels"), QStringLiteral("labels-csv"),
                                  QStringLiteral("bom"), QStringLiteral("bom-pdf"), QStringLiteral("nccl"), QStringLiteral("slurm"),
                                  QStringLiteral("drawings"), QStringLiteral("netbox")};
    return k;
}

QString defaultStock() { return QStringLiteral("avery-l7160"); }

QFont labelFont() {
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setStyleHint(QFont::SansSerif);
    return f;
}

struct Options {
    QString kind, input, output, stock, select, endTemplate;
};

/// Builds everything in memory first, so a refusal leaves no file behind.
int runExport(const Options& o) {
    const auto design = DesignFile::open(o.input);
    const LabelScheme scheme(o.endTemplate.isEmpty() ? LabelScheme::defaultEndTemplate() : o.endTemplate);
    const LabelSelection selection = LabelSelection::parse(o.select, *design);
    if (o.kind == u"schedule") {
        OutputFile::write(o.output, CableSchedule::table(CableSchedule::build(*design, scheme, selection)).toUtf8());
    } else if (o.kind == u"labels") {
        const LabelStock* stock = LabelStockLibrary::builtIn().find(o.stock);
        const TextFitter fitter(labelFont());
        const LabelSheet sheet = LabelSheet::layout(LabelSheet::collect(*design, scheme, selection), *stock, fitter);
        if (!sheet.tooLong.empty())
            throw UserError(Cli::tr("%n label(s) do not fit the stock %1; nothing was written:\n%2", nullptr,
                                    int(sheet.tooLong.size()))
                                .arg(o.stock, sheet.problems().join(QLatin1Char('\n'))));
        OutputFile::write(o.output, LabelPdf::pdf(sheet, labelFont(), design->info().name));
    } else if (o.kind == u"labels-csv") {
        OutputFile::write(o.output, LabelCsv::table(LabelSheet::collect(*design, scheme, selection)).toUtf8());
    } else if (o.kind == u"bom") {
        OutputFile::write(o.output, Bom::table(Bom::build(*design)).toUtf8());
    } else if (o.kind == u"bom-pdf") {
        OutputFile::write(o.output, BomPdf::pdf(Bom::build(*design), design->info().name, design->info().revision,
                                                QDate::currentDate()));
    } else if (o.kind == u"nccl") {
        OutputFile::writeAll(o.output, NcclExport::build(*design));
    } else if (o.kind == u"slurm") {
        OutputFile::writeAll(o.output, SlurmTopology::build(*design));
    } else if (o.kind == u"drawings") {
        const DrawingSet set = DrawingSet::of(*design, QDate::currentDate());
        std::vector<NamedFile> files;
        for (int i = 0; i < int(set.pages().size()); ++i)
            files.push_back({set.pages()[size_t(i)].fileStem + QStringLiteral(".svg"), set.svg(i)});
        files.push_back({QStringLiteral("drawings.pdf"), set.pdf()});
        OutputFile::writeAll(o.output, files);
    }
    return 0;
}

}  // namespace

Command exportCommand() {
    return {"export",
            QT_TRANSLATE_NOOP("sn::Cli", "Export a cable schedule, labels, BOM, NCCL or Slurm topology, drawings or NetBox CSV of a design."),
            [](const QStringList& args) {
                QCommandLineParser parser;
                const QCommandLineOption out({QStringLiteral("o"), QStringLiteral("output")},
                                             Cli::tr("The file (or folder, for nccl, slurm and drawings) to write."),
                                             QStringLiteral("OUT"));
                const QCommandLineOption stock(QStringLiteral("stock"),
                                               Cli::tr("Label stock id for labels (default %1).").arg(defaultStock()),
                                               QStringLiteral("ID"), defaultStock());
                const QCommandLineOption select(QStringLiteral("select"),
                                                Cli::tr("Cables to list or label: all, rack:NAME, role:ROLE or rail:N."),
                                                QStringLiteral("SEL"), QStringLiteral("all"));
                const QCommandLineOption templ(QStringLiteral("template"),
                                               Cli::tr("Label end template, default %1.").arg(LabelScheme::defaultEndTemplate()),
                                               QStringLiteral("TEMPLATE"));
                parser.addOptions({out, stock, select, templ});
                int code = 0;
                const QString usage = QStringLiteral("supernode-designer export KIND FILE -o OUT [--stock ID] [--select SEL] "
                                                     "[--template TEMPLATE]\nKIND: ") +
                                      kinds().join(QStringLiteral(", "));
                const auto pos = parseArgs(parser, args, 2, usage, code);
                if (!pos) return code;
                Options o{pos->at(0), pos->at(1), parser.value(out), parser.value(stock), parser.value(select),
                          parser.value(templ)};
                if (!kinds().contains(o.kind))
                    return failWith(Cli::tr("Unknown export kind \"%1\"; kinds are: %2").arg(o.kind, kinds().join(QStringLiteral(", "))), 2);
                if (o.output.isEmpty()) return failWith(Cli::tr("Say where to write with -o OUT."), 2);
                if (o.kind == u"netbox") return runNetboxExport(o.input, o.output);
                if (o.kind == u"labels" && !LabelStockLibrary::builtIn().find(o.stock))
                    return failWith(Cli::tr("Unknown label stock \"%1\"; stocks are: %2")
                                        .arg(o.stock, LabelStockLibrary::builtIn().idList()), 2);
                try {
                    return runExport(o);
                } catch (const UserError& e) {
                    return failWith(e.message());
                }
            }};
}

}  // namespace sn::cli
