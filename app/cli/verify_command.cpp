#include "app/cli/cli_commands.h"

#include "app/cli/cli.h"
#include "exporters/asbuilt/crew_fix_list.h"
#include "exporters/asbuilt/verify_report.h"
#include "exporters/common/output_file.h"
#include "exporters/export/design_export.h"
#include "exporters/labels/label_pdf.h"
#include "exporters/labels/label_scheme.h"
#include "exporters/labels/label_sheet.h"
#include "exporters/labels/label_stock.h"
#include "model/asbuilt/cabling_verifier.h"
#include "model/core/sn_error.h"
#include "model/design/design.h"
#include "model/store/design_file.h"

namespace sn::cli {

namespace {

struct VerifyOptions {
    QString design, ibnetdiscover, output, fixList, labels;
    QStringList lldp;
    bool json = false;
    ExportOptions exportOptions;
};

/// Everything is built in memory first, so a refused label sheet writes no report either.
int runVerify(const VerifyOptions& o) {
    const auto design = DesignFile::open(o.design);
    VerifyResult result;
    if (!o.ibnetdiscover.isEmpty()) result = CablingVerifier::infiniband(*design, o.ibnetdiscover);
    if (!o.lldp.isEmpty()) {
        const VerifyResult ethernet = CablingVerifier::ethernet(*design, o.lldp);
        result.findings.insert(result.findings.end(), ethernet.findings.begin(), ethernet.findings.end());
    }
    const LabelScheme scheme(o.exportOptions.endTemplate.isEmpty() ? LabelScheme::defaultEndTemplate()
                                                                   : o.exportOptions.endTemplate);
    const std::vector<VerifyLine> lines = VerifyReport::lines(*design, result, scheme);
    const QByteArray report = o.json ? VerifyReport::json(lines) : VerifyReport::text(lines).toUtf8();
    QByteArray fixList, labels;
    if (!o.fixList.isEmpty()) {
        const std::vector<VerifyLine> ordered = CrewFixList::ordered(lines);
        fixList = o.fixList.endsWith(QStringLiteral(".pdf"), Qt::CaseInsensitive)
                      ? CrewFixList::pdf(ordered, design->info().name)
                      : CrewFixList::table(ordered).toUtf8();
    }
    if (!o.labels.isEmpty()) {
        ExportOptions lo = o.exportOptions;
        lo.onlyCables = CrewFixList::reprint(lines);
        labels = LabelPdf::pdf(DesignExport::labelSheet(*design, lo), DesignExport::labelFont(), design->info().name);
    }
    if (o.output.isEmpty()) printOut(report);
    else OutputFile::write(o.output, report);
    if (!o.fixList.isEmpty()) OutputFile::write(o.fixList, fixList);
    if (!o.labels.isEmpty()) OutputFile::write(o.labels, labels);
    // Exit 1 when any cable is not where the design puts it, so scripts can gate on it.
    return result.matches() ? 0 : 1;
}

}  // namespace

Command verifyCommand() {
    return {"verify",
            QT_TRANSLATE_NOOP("sn::Cli", "Check a scanned fabric (ibnetdiscover output, LLDP tables) against the design's cables; exit 1 when any is not ok."),
            [](const QStringList& args) {
                QCommandLineParser parser;
                const QCommandLineOption ib(QStringLiteral("ibnetdiscover"),
                                            Cli::tr("The text output of ibnetdiscover to check."), QStringLiteral("FILE"));
                const QCommandLineOption json(QStringLiteral("json"), Cli::tr("Write the report as JSON, one entry per cable."));
                const QCommandLineOption out({QStringLiteral("o"), QStringLiteral("output")},
                                             Cli::tr("Write the report to this file instead of the terminal."),
                                             QStringLiteral("REPORT"));
                const QCommandLineOption fix(QStringLiteral("fix-list"),
                                             Cli::tr("Write the crew's fix list, grouped by rack: PDF when the name ends in .pdf, else CSV."),
                                             QStringLiteral("FILE"));
                const QCommandLineOption labels(QStringLiteral("labels"),
                                                Cli::tr("Write a label sheet (PDF) of the cables to relabel."),
                                                QStringLiteral("PDF"));
                const QCommandLineOption stock(QStringLiteral("stock"),
                                               Cli::tr("Label stock id for --labels (default %1).").arg(ExportOptions::sheetStock()),
                                               QStringLiteral("ID"), ExportOptions::sheetStock());
                const QCommandLineOption templ(QStringLiteral("template"),
                                               Cli::tr("Label end template, default %1.").arg(LabelScheme::defaultEndTemplate()),
                                               QStringLiteral("TEMPLATE"));
                const QCommandLineOption lldp(QStringLiteral("lldp"),
                                              Cli::tr("LLDP neighbour tables to check (lldpcli show neighbors -f json, or "
                                                      "nv show interface --output json): a file per device named after it, or a folder; may repeat."),
                                              QStringLiteral("PATH"));
                parser.addOptions({ib, lldp, json, out, fix, labels, stock, templ});
                int code = 0;
                const QString usage = QStringLiteral(
                    "supernode-designer verify DESIGN (--ibnetdiscover FILE | --lldp PATH…) [--json] [-o REPORT] [--fix-list FILE] "
                    "[--labels PDF] [--stock ID] [--template TEMPLATE]");
                const auto pos = parseArgs(parser, args, 1, usage, code);
                if (!pos) return code;
                if (!parser.isSet(ib) && !parser.isSet(lldp))
                    return failWith(Cli::tr("Say what to check with --ibnetdiscover FILE or --lldp PATH. Usage: %1").arg(usage), 2);
                VerifyOptions o;
                o.design = pos->first();
                o.ibnetdiscover = parser.value(ib);
                o.lldp = parser.values(lldp);
                o.output = parser.value(out);
                o.fixList = parser.value(fix);
                o.labels = parser.value(labels);
                o.json = parser.isSet(json);
                o.exportOptions.stock = parser.value(stock);
                o.exportOptions.endTemplate = parser.value(templ);
                try {
                    return runVerify(o);
                } catch (const UserError& e) {
                    return failWith(e.message());
                }
            }};
}

}  // namespace sn::cli
