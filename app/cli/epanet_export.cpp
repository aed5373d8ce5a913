#include "app/cli/epanet_export.h"

#include "app/cli/cli.h"
#include "app/cli/cli_support.h"
#include "exporters/common/output_file.h"
#include "model/analysis/loop_hydraulics.h"
#include "model/core/sn_error.h"
#include "model/design/design.h"
#include "model/hydraulics/inp_writer.h"
#include "model/hydraulics/network_solver.h"
#include "model/store/design_file.h"

#include <QFileInfo>

namespace sn::cli {

namespace {

/// A loop name as one word of a file name: letters, digits, '-', '_', '.' kept, anything else '_'.
QString fileWord(const QString& name) {
    QString out;
    for (const QChar c : name) out += (c.isLetterOrNumber() && c.unicode() < 128) || c == u'-' || c == u'_' || c == u'.' ? c : QChar(u'_');
    return out.isEmpty() ? QStringLiteral("loop") : out.left(64);
}

/// OUT for a design with one loop; OUT-<loop>.inp (the loop's name made a
/// safe file word) for several.
QString pathFor(const QString& output, const QString& loop, bool several) {
    if (!several) return output;
    const QFileInfo info(output);
    const QString base = info.completeSuffix().isEmpty() ? output : output.left(output.size() - info.completeSuffix().size() - 1);
    return base + QLatin1Char('-') + fileWord(loop) + QStringLiteral(".inp");
}

}  // namespace

int runEpanetExport(const QString& file, const QString& output) {
    try {
        const auto design = DesignFile::open(file);
        const std::vector<LoopNetwork> loops = LoopNetwork::of(*design);
        if (loops.empty()) return failWith(Cli::tr("%1: the design has no cooling loop to export.").arg(file));
        for (const LoopNetwork& net : loops)
            if (!net.solvable())
                return failWith(Cli::tr("%1: loop %2 cannot be written for EPANET: %3")
                                    .arg(file, net.name,
                                         net.missing.isEmpty() ? Cli::tr("no CDU pumps into it") : net.missing.front()));
        for (const LoopNetwork& net : loops) {
            const QString path = pathFor(output, net.name, loops.size() > 1);
            // The pumps at the speed their controller runs them (what `hydraulics`
            // reports), and a fixed head in each part, the node the solver holds
            // at 0: EPANET needs a reservoir.
            hyd::HydraulicNetwork network = hyd::NetworkSolver::anchored(net.network);
            for (const LoopHydraulics::PumpPoint& p : LoopHydraulics::solve(net).pumps)
                network.links[size_t(p.link)].speed = p.speed;
            OutputFile::write(path, hyd::InpWriter::write(network));
            printOut(Cli::tr("Wrote %1 (loop %2: %3 nodes, %4 links)")
                         .arg(path, net.name)
                         .arg(net.network.nodes.size())
                         .arg(net.network.links.size()) +
                     QLatin1Char('\n'));
        }
    } catch (const UserError& e) {
        return failWith(e.message());
    }
    return 0;
}

}  // namespace sn::cli
