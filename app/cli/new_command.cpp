#include "app/cli/cli_commands.h"

#include "app/cli/cli.h"
#include "app/cli/cli_support.h"
#include "app/cli/wizard_options.h"
#include "model/analysis/cooler_redundancy.h"
#include "model/core/sn_error.h"
#include "model/design/design.h"
#include "model/dxf/hall_import.h"
#include "model/io/design_json.h"
#include "model/rules/power/power_rules.h"
#include "model/store/design_file.h"
#include "model/topology/supernode_wizard.h"
#include "model/topology/wizard_error.h"

#include <QFileInfo>

namespace sn::cli {

namespace {

const char* const kUsage =
    "supernode-designer new OUT --gpus N | --tp T --pp P --dp D [--server ID] [--fabric rail|fattree|pcie|none] "
    "[--rack ID] [--rack-kw KW] [--feed auto|pdu|busway] [--cooling liquid|air] [--coolant water|pg25] [--supply-c C] [--delta-t K] "
    "[--containment none|hot|cold] [--facility-c C] "
    "[--supernode-gpus N] [--oversubscription N] [--switch-placement network-racks|shortest-run] "
    "[--leaf-alignment rack|minimal] [--no-storage-fabric] [--storage-oversubscription N] [--fabric-manager N] "
    "[--spare-servers N] [--name TEXT] "
    "[--column-grid MM] [--hall-m2 M2] [--hall-mw MW] [--hall FILE.dxf [--hall-layers outline=LAYER,columns=LAYER,walls=LAYER,doors=LAYER,keepouts=LAYER,halls=LAYER]]";

/// Whether the coolers placed are N+1, as the air side of the design shows
/// it (each closed aisle and hall with any one cooler stopped), not as the
/// wizard meant them to be: a cooler it could not place in its own aisle's
/// row, or a hall left short, shows here.
void printAirRedundancy(const Design& design) {
    const CoolerRedundancy r = CoolerRedundancy::of(AirAisles::of(design), design.room().containment);
    if (r.coolers == 0) return;
    if (r.nPlusOne()) {
        printOut(
            Cli::tr("Air coolers: any one of them may stop and every aisle and hall stays cooled (N+1).\n"));
        return;
    }
    if (r.shortRunning > 0)
        printOut(
            Cli::tr("Air coolers: %n aisle(s) or hall(s) short of cooling with every cooler running "
                    "(validate lists them).\n",
                    nullptr, r.shortRunning));
    if (r.withoutSpare > 0)
        //: %1 where ("the contained hot aisle of rows A/B"), %2 and %3 kW
        printOut(
            Cli::tr(
                "Air coolers: not N+1: stopping any one of %n of them leaves air short; the worst leaves %1 "
                "%2 kW of cooling for %3 kW of heat (faults lists each).\n",
                nullptr, r.withoutSpare)
                .arg(r.worst.where)
                .arg(r.worst.coolingW / 1000, 0, 'f', 1)
                .arg(r.worst.heatW / 1000, 0, 'f', 1));
}

}  // namespace

Command newCommand() {
    return {
        "new",
        QT_TRANSLATE_NOOP("sn::Cli", "Size, place and connect a supernode from a GPU count or TP × PP × DP."),
        [](const QStringList& args) {
            QCommandLineParser parser;
            WizardOptions::addTo(parser);
            int code = 0;
            const auto pos = parseArgs(parser, args, 1, QString::fromLatin1(kUsage), code);
            if (!pos) return code;
            dxf::HallLayers hallLayers;
            try {
                hallLayers = WizardOptions::hallLayersFrom(parser);
            } catch (const UsageError& e) {
                return failWith(e.message(), 2);
            }
            try {
                DesignFile::formatOf(pos->first());  // refuse a bad target before any work
                WizardParams params = WizardOptions::paramsFrom(parser);
                // The hall is read before any work, so a malformed drawing changes nothing;
                // the wizard lays its rows into it, round its columns.
                std::optional<dxf::HallImport> hall;
                if (parser.isSet(QStringLiteral("hall"))) {
                    hall = dxf::HallImport::read(parser.value(QStringLiteral("hall")), hallLayers);
                    params.hall = hall->appliedTo(Room{});
                }
                WizardResult result = [&] {
                    try {
                        return SupernodeWizard::build(params, Catalog::builtIn());
                    } catch (const WizardError& e) {
                        throw UserError(WizardOptions::refusal(e.field(), params, e.message()));
                    }
                }();
                const WizardSummary s = result.summary;
                const auto design = SupernodeWizard::createDesign(std::move(result), Catalog::builtIn());
                // What is saved must open again: the design goes through the
                // loader's own checks (io/design_bounds.cpp) first, so a hall
                // or option beyond them is refused here, not on the next open.
                try {
                    DesignJson::read(DesignJson::write(*design), QFileInfo(pos->first()).fileName());
                } catch (const UserError& e) {
                    throw UserError(Cli::tr("Nothing written; the design would not open again: %1").arg(e.message()));
                }
                DesignFile::save(*design, pos->first());
                printOut(Cli::tr("Wrote %1. GPUs: %2; servers: %3; racks: %4 compute, %5 network; "
                                 "switches: %6 leaf, %7 spine, %8 core; connections: %9.\n")
                             .arg(pos->first())
                             .arg(s.gpus)
                             .arg(s.servers)
                             .arg(s.computeRacks)
                             .arg(s.networkRacks)
                             .arg(s.leaves)
                             .arg(s.spines)
                             .arg(s.cores)
                             .arg(design->connections().size()));
                printOut(Cli::tr("Servers per rack: %1 (limit: %2).\n").arg(s.serversPerRack).arg(s.rackLimit));
                printOut(s.powerShelves > 0
                             ? Cli::tr("Power: %1 power shelves, %2 busway tap-offs and %3 PDUs (%4).\n")
                                   .arg(s.powerShelves)
                                   .arg(s.tapOffs)
                                   .arg(s.pdus)
                                   .arg(s.feed)
                             : Cli::tr("Power: %1 PDUs (%2).\n").arg(s.pdus).arg(s.feed));
                // A second sentence: the first already carries nine arguments.
                printOut(params.storageFabric
                             ? Cli::tr("Storage/in-band switches: %1 leaf, %2 spine, %3 core.\n")
                                   .arg(s.storageLeaves)
                                   .arg(s.storageSpines)
                                   .arg(s.storageCores)
                             : Cli::tr("Storage/in-band fabric: none (--no-storage-fabric).\n"));
                if (const auto& plan = design->parallelismPlan(); plan && plan->hasRanks())
                    printOut(Cli::tr("Parallelism plan recorded: TP %1 × PP %2 × DP %3, %4 spare server(s) per SU.\n")
                                 .arg(plan->tp)
                                 .arg(plan->pp)
                                 .arg(plan->dp)
                                 .arg(plan->sparesPerSu));
                else if (plan)
                    printOut(Cli::tr("Spare servers recorded: %1 per SU.\n").arg(plan->sparesPerSu));
                printOut(Cli::tr("Switches in all: %1, of them %2 management. Coolant flow: %3 L/min for %4 kW "
                                 "of liquid heat.\n")
                             .arg(s.switches)
                             .arg(s.managementSwitches)
                             .arg(s.coolantFlowLpm, 0, 'f', 1)
                             .arg(s.liquidHeatW / 1000, 0, 'f', 1));
                //: %1 kW of air heat, %2 coolers, %3 none/hot/cold
                printOut(
                    Cli::tr(
                        "Air: %1 kW into the room's air (the devices' air share and the power shelves' and "
                        "PDUs' losses), %2 in-row coolers; rows alternate into hot and cold aisles, "
                        "containment: %3.\n")
                        .arg(s.airHeatW / 1000, 0, 'f', 1)
                        .arg(s.airCoolers)
                        .arg(kContainmentNames.name(params.containment)));
                printAirRedundancy(*design);
                for (const QString& note : s.notes) printOut(note + QLatin1Char('\n'));
                if (s.leafAlignment)
                    for (const QString& line : s.leafAlignment->sentences()) printOut(line + QLatin1Char('\n'));
                if (s.sparesPrice) printOut(s.sparesPrice->sentence() + QLatin1Char('\n'));
                // The wizard alternates each device's inlets A, B, A, …, which is 2N at the
                // device whenever any split of its PSUs is; where none is, say so.
                for (const QString& m : FeedLossRule::messagesFor(*design)) printOut(Cli::tr("Power feeds: %1\n").arg(m));
                // A busbar rack on N+1 shelves stops with a feed: the first rack says how, the count says how many.
                const QStringList busbar = BusbarShelvesRule::feedLossMessagesFor(*design);
                if (!busbar.isEmpty())
                    printOut(Cli::tr("Power feeds: %1 (%n such feed loss(es) in the design.)\n", nullptr,
                                     int(busbar.size()))
                                 .arg(busbar.front()));
                if (hall)
                    for (const QString& line : hall->report()) printOut(Cli::tr("Hall: %1\n").arg(line));
            } catch (const UserError& e) {
                return failWith(e.message());
            }
            return 0;
        }};
}

}  // namespace sn::cli
