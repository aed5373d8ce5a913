#include "app/cli/cli_commands.h"

#include "app/cli/cli.h"
#include "exporters/common/output_file.h"
#include "exporters/coolant/hydraulics_report.h"
#include "model/analysis/loop_balancing.h"
#include "model/analysis/loop_hydraulics.h"
#include "model/core/sn_error.h"
#include "model/design/design.h"
#include "model/store/design_file.h"

#include <algorithm>

namespace sn::cli {

namespace {

/// The links of `net` a named part takes out: a device (CDU, manifold,
/// server) by name or a hose or pipe by its label. Empty when the part is
/// not in this loop.
std::vector<int> linksNamed(const Design& design, const LoopNetwork& net, const QString& name) {
    for (const Device& d : design.devices())
        if (d.name == name) return net.linksOf(d.id);
    for (const Cable& c : design.cables())
        if (c.label == name) return net.linksOf(c.id);
    return {};
}

bool partExists(const Design& design, const QString& name) {
    return std::any_of(design.devices().begin(), design.devices().end(), [&](const Device& d) { return d.name == name; })
        || std::any_of(design.cables().begin(), design.cables().end(), [&](const Cable& c) { return c.label == name; });
}

int runHydraulics(const QString& path, bool json, const QString& output, const QStringList& without) {
    try {
        const auto design = DesignFile::open(path);
        for (const QString& part : without)
            if (!partExists(*design, part))
                return failWith(Cli::tr("%1: --without %2: no device or cable label of that name").arg(path, part));
        const std::vector<LoopNetwork> networks = LoopNetwork::of(*design);
        std::vector<HydraulicsReport::Loop> loops;
        for (const LoopNetwork& net : networks) {
            HydraulicsReport::Loop loop{&net, {}, std::nullopt};
            if (net.solvable()) {
                std::vector<int> out;
                for (const QString& part : without) {
                    const std::vector<int> links = linksNamed(*design, net, part);
                    out.insert(out.end(), links.begin(), links.end());
                }
                loop.result = LoopHydraulics::solve(net, out);
                // Balancing is set with every part in service.
                if (without.isEmpty()) loop.balancing = LoopBalancing::of(net, loop.result);
            }
            loops.push_back(std::move(loop));
        }
        const QByteArray bytes = json ? HydraulicsReport::json(*design, loops, without)
                                      : HydraulicsReport::text(*design, loops, without).toUtf8();
        if (output.isEmpty()) printOut(bytes);
        else OutputFile::write(output, bytes);
    } catch (const UserError& e) {
        return failWith(e.message());
    }
    return 0;
}

}  // namespace

Command hydraulicsCommand() {
    return {"hydraulics",
            QT_TRANSLATE_NOOP("sn::Cli", "Solve each coolant loop for pressure and flow: pump operating points, every "
                                         "rack's required and delivered flow, optionally with parts out of service."),
            [](const QStringList& args) {
                QCommandLineParser parser;
                const QCommandLineOption json(QStringLiteral("json"), Cli::tr("Print the figures as JSON."));
                const QCommandLineOption out({QStringLiteral("o"), QStringLiteral("output")},
                                             Cli::tr("Write the report to this file instead of printing it."),
                                             QStringLiteral("REPORT"));
                const QCommandLineOption without(
                    QStringLiteral("without"),
                    Cli::tr("Solve with this part out of service: a device name (CDU, manifold, server) or a hose or "
                            "pipe's label. Repeat for several."),
                    QStringLiteral("PART"));
                parser.addOptions({json, out, without});
                int code = 0;
                const auto pos = parseArgs(parser, args, 1,
                                           QStringLiteral("supernode-designer hydraulics FILE [--json] [-o REPORT] [--without PART]..."),
                                           code);
                if (!pos) return code;
                return runHydraulics(pos->first(), parser.isSet(json), parser.value(out), parser.values(without));
            }};
}

}  // namespace sn::cli
