#include "app/cli/cli_commands.h"

#include "app/cli/cli.h"
#include "exporters/asbuilt/diff_report.h"
#include "exporters/common/output_file.h"
#include "exporters/labels/label_scheme.h"
#include "model/asbuilt/design_diff.h"
#include "model/core/sn_error.h"
#include "model/design/design.h"
#include "model/store/design_file.h"

namespace sn::cli {

namespace {
int runDiff(const QString& oldPath, const QString& newPath, bool json, const QString& output, const QString& templ) {
    const auto oldDesign = DesignFile::open(oldPath);
    const auto newDesign = DesignFile::open(newPath);
    const LabelScheme scheme(templ.isEmpty() ? LabelScheme::defaultEndTemplate() : templ);
    const DesignDiff diff = DesignDiff::between(*oldDesign, *newDesign, DiffReport::labelText(scheme));
    const QByteArray report = json ? DiffReport::json(diff) : DiffReport::text(diff).toUtf8();
    if (output.isEmpty()) printOut(report);
    else OutputFile::write(output, report);
    return 0;
}
}  // namespace

Command diffCommand() {
    return {"diff",
            QT_TRANSLATE_NOOP("sn::Cli", "List the changes between two revisions of a design: devices and cables added, removed, moved, re-routed or relabelled."),
            [](const QStringList& args) {
                QCommandLineParser parser;
                const QCommandLineOption json(QStringLiteral("json"), Cli::tr("Write the change order as JSON."));
                const QCommandLineOption out({QStringLiteral("o"), QStringLiteral("output")},
                                             Cli::tr("Write the change order to this file instead of the terminal."),
                                             QStringLiteral("REPORT"));
                const QCommandLineOption templ(QStringLiteral("template"),
                                               Cli::tr("Label end template, default %1.").arg(LabelScheme::defaultEndTemplate()),
                                               QStringLiteral("TEMPLATE"));
                parser.addOptions({json, out, templ});
                int code = 0;
                const auto pos = parseArgs(parser, args, 2,
                                           QStringLiteral("supernode-designer diff OLD NEW [--json] [-o REPORT] [--template TEMPLATE]"), code);
                if (!pos) return code;
                try {
                    return runDiff(pos->at(0), pos->at(1), parser.isSet(json), parser.value(out), parser.value(templ));
                } catch (const UserError& e) {
                    return failWith(e.message());
                }
            }};
}

}  // namespace sn::cli
