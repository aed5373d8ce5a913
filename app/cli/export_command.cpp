#include "cli/cli_commands.h"

#include "cli/cli.h"
#include "core/sn_error.h"
#include "design/design.h"
#include "export/design_export.h"
#include "io/design_file.h"
#include "labels/label_scheme.h"
#include "labels/label_stock.h"

#include "cli/netbox_export.h"

namespace sn::cli {

namespace {

QString kindList() { return kExportKindNames.list(); }

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
                parser.addOptions({out, stock, stockFile, select, templ, qr});
                int code = 0;
                const QString usage = QStringLiteral("supernode-designer export KIND FILE -o OUT [--stock ID] [--stock-file FILE] "
                                                     "[--select SEL] "
                                                     "[--template TEMPLATE] [--qr]\nKIND: ") +
                                      kindList();
                const auto pos = parseArgs(parser, args, 2, usage, code);
                if (!pos) return code;
                Options o{pos->at(0), pos->at(1), parser.value(out), {}};
                o.options.stock = parser.value(stock);
                o.options.stockFile = parser.value(stockFile);
                // A templates file of one stock needs no --stock.
                if (!o.options.stockFile.isEmpty() && !parser.isSet(stock)) o.options.stock.clear();
                o.options.select = parser.value(select);
                o.options.endTemplate = parser.value(templ);
                o.options.qr = parser.isSet(qr);
                if (!kExportKindNames.parse(o.kind))
                    return failWith(Cli::tr("Unknown export kind \"%1\"; kinds are: %2").arg(o.kind, kindList()), 2);
                if (o.output.isEmpty()) return failWith(Cli::tr("Say where to write with -o OUT."), 2);
                if (o.kind == u"netbox") return runNetboxExport(o.input, o.output);
                if (o.kind == u"labels" && o.options.stockFile.isEmpty() &&
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
