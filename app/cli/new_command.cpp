#include "cli/cli_commands.h"

#include "cli/cli.h"
#include "core/excerpt.h"
#include "core/sn_error.h"
#include "design/design.h"
#include "dxf/hall_import.h"
#include "input/load_limits.h"
#include "io/design_json.h"
#include "power/power_rules.h"
#include "store/design_file.h"
#include "topology/supernode_wizard.h"
#include "topology/wizard_error.h"

#include <QFileInfo>

#include <cmath>

namespace sn::cli {

namespace {

const char* const kUsage =
    "supernode-designer new OUT --gpus N | --tp T --pp P --dp D [--server ID] [--fabric rail|fattree|pcie|none] "
    "[--rack ID] [--rack-kw KW] [--feed auto|pdu|busway] [--cooling liquid|air] [--coolant water|pg25] [--supply-c C] [--delta-t K] "
    "[--containment none|hot|cold] [--facility-c C] "
    "[--supernode-gpus N] [--oversubscription N] [--switch-placement network-racks|shortest-run] "
    "[--leaf-alignment rack|minimal] [--no-storage-fabric] [--storage-oversubscription N] [--fabric-manager N] "
    "[--spare-servers N] [--name TEXT] "
    "[--column-grid MM] [--hall FILE.dxf [--hall-layers outline=LAYER,columns=LAYER,walls=LAYER,doors=LAYER,keepouts=LAYER]]";

// Numbers must be whole numbers: "8x" or "-3" is an error, never a silent 0.
int wholeNumber(const QCommandLineParser& parser, const QString& option) {
    if (!parser.isSet(option)) return 0;
    bool ok = false;
    const int value = parser.value(option).toInt(&ok);
    if (!ok || value < 1)
        throw UserError(
            Cli::tr("--%1: \"%2\" is not a whole number of 1 or more.").arg(option, parser.value(option)));
    return value;
}

// One of an enum's names ("--fabric rail"): `fallback` when absent, an error naming the choices when unknown.
template <class E, std::size_t N>
E enumOption(const QCommandLineParser& parser, const QString& option, const EnumNames<E, N>& names, E fallback) {
    if (!parser.isSet(option)) return fallback;
    const auto value = names.parse(parser.value(option));
    if (!value)
        throw UserError(Cli::tr("--%1: \"%2\" is not one of %3.").arg(option, parser.value(option), names.list()));
    return *value;
}

// A number within lo..hi, the range the design loader accepts for the field
// it becomes (io/design_bounds.cpp), so what `new` saves loads again; "nan"
// and "inf", which toDouble takes, are refused with the rest.
double number(const QCommandLineParser& parser, const QString& option, double fallback, double lo, double hi) {
    if (!parser.isSet(option)) return fallback;
    bool ok = false;
    const double value = parser.value(option).toDouble(&ok);
    if (!ok || !std::isfinite(value) || value < lo || value > hi)
        throw UserError(Cli::tr("--%1: \"%2\" is not a number from %3 to %4.")
                            .arg(option, excerpt(parser.value(option)), QString::number(lo, 'g', 12),
                                 QString::number(hi, 'g', 12)));
    return value;
}

/// The option (with the value given) a wizard refusal is about, as the user typed it.
QString optionOf(WizardField field, const WizardParams& p) {
    const auto with = [](const char* option, const QString& value) {
        return value.isEmpty() ? QString::fromLatin1(option)
                               : QStringLiteral("%1 %2").arg(QLatin1String(option), value);
    };
    const auto count = [](int n) { return n > 0 ? QString::number(n) : QString(); };
    switch (field) {
    case WizardField::Gpus: return with("--gpus", count(p.gpus));
    case WizardField::Parallelism: return QStringLiteral("--tp/--pp/--dp");
    case WizardField::Server: return with("--server", p.serverTypeId);
    case WizardField::Cooling: return with("--cooling", p.cooling ? kCoolingKindNames.name(*p.cooling) : QString());
    case WizardField::Coolant: return with("--coolant", p.coolantId);
    case WizardField::SupplyTemp: return with("--supply-c", QString::number(p.supplyTempC));
    case WizardField::DeltaT: return with("--delta-t", QString::number(p.deltaTK));
    case WizardField::FacilityWater:
        return with("--facility-c", p.facilityWaterC ? QString::number(*p.facilityWaterC) : QString());
    case WizardField::Rack: return with("--rack", p.rackTypeId);
    case WizardField::RackBudget:
        return with("--rack-kw", p.rackBudgetW > 0 ? QString::number(p.rackBudgetW / 1000) : QString());
    case WizardField::Feed: return with("--feed", kPowerFeedKindNames.name(p.feed));
    case WizardField::SupernodeGpus: return with("--supernode-gpus", count(p.supernodeGpus));
    case WizardField::SpareServers: return with("--spare-servers", QString::number(p.spareServers));
    case WizardField::Fabric: return with("--fabric", kFabricKindNames.name(p.fabric));
    case WizardField::Oversubscription: return with("--oversubscription", QString::number(p.oversubscription));
    case WizardField::FabricManager: return with("--fabric-manager", QString::number(p.fabricManagers));
    case WizardField::StorageFabric: return Cli::tr("storage and in-band fabric (--no-storage-fabric leaves it out)");
    case WizardField::StorageOversubscription:
        return with("--storage-oversubscription", QString::number(p.storageOversubscription));
    }
    return {};
}

WizardParams paramsFrom(const QCommandLineParser& parser) {
    WizardParams p;
    p.gpus = wholeNumber(parser, QStringLiteral("gpus"));
    p.tp = wholeNumber(parser, QStringLiteral("tp"));
    p.pp = wholeNumber(parser, QStringLiteral("pp"));
    p.dp = wholeNumber(parser, QStringLiteral("dp"));
    p.supernodeGpus = wholeNumber(parser, QStringLiteral("supernode-gpus"));
    p.oversubscription = parser.isSet(QStringLiteral("oversubscription"))
                             ? wholeNumber(parser, QStringLiteral("oversubscription"))
                             : 1;
    p.storageFabric = !parser.isSet(QStringLiteral("no-storage-fabric"));
    p.storageOversubscription = parser.isSet(QStringLiteral("storage-oversubscription"))
                                    ? wholeNumber(parser, QStringLiteral("storage-oversubscription"))
                                    : 1;
    p.fabricManagers = wholeNumber(parser, QStringLiteral("fabric-manager"));
    p.spareServers = wholeNumber(parser, QStringLiteral("spare-servers"));
    p.serverTypeId = parser.value(QStringLiteral("server"));
    p.rackTypeId = parser.value(QStringLiteral("rack"));
    p.coolantId = parser.value(QStringLiteral("coolant"));
    p.name = parser.value(QStringLiteral("name"));
    for (const QChar c : p.name)
        if (c.unicode() < 0x20 || c.unicode() == 0x7f)
            throw UserError(Cli::tr("--name: %1 holds a control character; a name is one line of printable text.")
                                .arg(quotedExcerpt(p.name)));
    p.columnGridMm = number(parser, QStringLiteral("column-grid"), 0, 0, limits::kMaxRoomSideMm);
    if (parser.isSet(QStringLiteral("column-grid")) && p.columnGridMm < 1000)
        throw UserError(Cli::tr("--column-grid: the column pitch must be at least 1000 mm."));
    // A rack's power_budget_w loads up to 10^12 W (io/design_bounds.cpp): 10^9 kW.
    const double rackKw = number(parser, QStringLiteral("rack-kw"), 0, 0, 1e9);
    if (parser.isSet(QStringLiteral("rack-kw")) && rackKw <= 0)
        throw UserError(Cli::tr("--rack-kw: the rack budget must be above 0 kW."));
    p.rackBudgetW = rackKw * 1000;
    // A cooling loop's supply_temp_c loads from -100 to 200 °C, delta_t_k from 0.001 to 200 K.
    p.supplyTempC = number(parser, QStringLiteral("supply-c"), p.supplyTempC, -100, 200);
    p.deltaTK = number(parser, QStringLiteral("delta-t"), p.deltaTK, 0.001, 200);
    p.containment = enumOption(parser, QStringLiteral("containment"), kContainmentNames, p.containment);
    // The room's facility_water_c loads from -100 to 200 °C, as a loop's supply.
    if (parser.isSet(QStringLiteral("facility-c")))
        p.facilityWaterC = number(parser, QStringLiteral("facility-c"), 0, -100, 200);
    p.feed = enumOption(parser, QStringLiteral("feed"), kPowerFeedKindNames, p.feed);
    p.fabric = enumOption(parser, QStringLiteral("fabric"), kFabricKindNames, p.fabric);
    p.switchPlacement = enumOption(parser, QStringLiteral("switch-placement"), kSwitchPlacementNames, p.switchPlacement);
    p.leafAlignment = enumOption(parser, QStringLiteral("leaf-alignment"), kLeafAlignmentNames, p.leafAlignment);
    if (parser.isSet(QStringLiteral("cooling")))  // unset: as the server is built
        p.cooling = enumOption(parser, QStringLiteral("cooling"), kCoolingKindNames, CoolingKind::Liquid);
    return p;
}

}  // namespace

Command newCommand() {
    return {
        "new",
        QT_TRANSLATE_NOOP("sn::Cli", "Size, place and connect a supernode from a GPU count or TP × PP × DP."),
        [](const QStringList& args) {
            QCommandLineParser parser;
            const auto valueOption = [&parser](const char* name, const QString& help, const char* value) {
                parser.addOption(
                    QCommandLineOption(QString::fromLatin1(name), help, QString::fromLatin1(value)));
            };
            valueOption("gpus", Cli::tr("Number of GPUs."), "N");
            valueOption("tp", Cli::tr("Tensor-parallel size (stays inside one NVLink domain)."), "T");
            valueOption("pp", Cli::tr("Pipeline-parallel size."), "P");
            valueOption("dp", Cli::tr("Data-parallel size."), "D");
            valueOption("server", Cli::tr("GPU server or compute tray type id."), "ID");
            valueOption("fabric", Cli::tr("Scale-out fabric: rail, fattree, pcie (the PCIe inference pod, rail-optimised) or none."), "KIND");
            valueOption("rack", Cli::tr("Rack type id."), "ID");
            valueOption("rack-kw", Cli::tr("Power budget per rack in kW."), "KW");
            valueOption("feed",
                        Cli::tr("Rack power: auto (power shelves on busway tap-offs when the rack type has a busbar, "
                                "else A/B PDU pairs), pdu or busway."),
                        "KIND");
            valueOption("cooling", Cli::tr("liquid or air."), "KIND");
            valueOption("coolant", Cli::tr("Coolant id (water, pg25)."), "ID");
            valueOption("supply-c", Cli::tr("Coolant supply temperature in °C."), "C");
            valueOption("delta-t", Cli::tr("Coolant temperature rise in K."), "K");
            valueOption("containment",
                        Cli::tr("Aisle containment: none (default), hot (hot aisles closed) or cold (cold aisles "
                                "closed)."),
                        "KIND");
            valueOption("facility-c", Cli::tr("Facility water supply temperature at the CDUs in °C."), "C");
            valueOption("supernode-gpus", Cli::tr("GPUs per supernode (scalable unit)."), "N");
            valueOption("oversubscription", Cli::tr("Leaf down:up ratio N:1 (1 = non-blocking)."), "N");
            valueOption("switch-placement",
                        Cli::tr("Leaf switches in network racks (default) or, for the shortest server–leaf "
                                "runs, in the compute racks: network-racks or shortest-run."),
                        "WHERE");
            valueOption("leaf-alignment",
                        Cli::tr("Rack-scale servers (NVL72): each rack's trays on one leaf per rail (rack, "
                                "default) or the rails packed onto the fewest leaves (minimal); `new` prints "
                                "what each costs."),
                        "ALIGNMENT");
            parser.addOption(QCommandLineOption(
                QStringLiteral("no-storage-fabric"),
                Cli::tr("Leave out the converged storage and in-band management fabric.")));
            valueOption("storage-oversubscription",
                        Cli::tr("Storage leaf down:up ratio N:1 (1 = non-blocking)."), "N");
            valueOption("fabric-manager",
                        Cli::tr("Fabric-manager (UFM) appliances on the compute leaves, on ports the servers "
                                "leave free (31 servers in a 32-server SU leave one per rail leaf)."),
                        "N");
            valueOption("spare-servers",
                        Cli::tr("Spare servers per scalable unit (rack-scale: spare NVLink domains), beyond the "
                                "GPUs asked for; recorded so faults and export hostfile leave them free."),
                        "N");
            valueOption("name", Cli::tr("Design name."), "TEXT");
            valueOption("column-grid",
                        Cli::tr("Building columns (600 mm square) on a square grid of this pitch in mm from the "
                                "room's corner, e.g. 8400; rows split at them and trays go round them."),
                        "MM");
            valueOption("hall",
                        Cli::tr("An architect's DXF of the hall: its outline, columns, walls, doors and keep-out "
                                "zones become the room."),
                        "FILE.dxf");
            valueOption("hall-layers",
                        Cli::tr("Which layers of the hall DXF hold what, ROLE=LAYER separated by commas (roles: "
                                "outline, columns, walls, doors, keepouts); default: the layers of this program's "
                                "own DXF export (%1).")
                            .arg(dxf::HallLayers::defaults().toSpec()),
                        "SPEC");
            int code = 0;
            const auto pos = parseArgs(parser, args, 1, QString::fromLatin1(kUsage), code);
            if (!pos) return code;
            if (parser.isSet(QStringLiteral("hall-layers")) && !parser.isSet(QStringLiteral("hall")))
                return failWith(Cli::tr("--hall-layers needs --hall FILE.dxf."), 2);
            dxf::HallLayers hallLayers = dxf::HallLayers::defaults();
            if (parser.isSet(QStringLiteral("hall-layers"))) {
                try {
                    hallLayers = dxf::HallLayers::parse(parser.value(QStringLiteral("hall-layers")));
                } catch (const UserError& e) {
                    return failWith(e.message(), 2);
                }
            }
            try {
                DesignFile::formatOf(pos->first());  // refuse a bad target before any work
                WizardParams params = paramsFrom(parser);
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
                        throw UserError(QStringLiteral("%1: %2").arg(optionOf(e.field(), params), e.message()));
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
                printOut(Cli::tr("Air: %1 kW into the room's air (the devices' air share and the power shelves' and "
                                 "PDUs' losses), %2 in-row coolers (N+1 per aisle); rows alternate into hot and cold "
                                 "aisles, containment: %3.\n")
                             .arg(s.airHeatW / 1000, 0, 'f', 1)
                             .arg(s.airCoolers)
                             .arg(kContainmentNames.name(params.containment)));
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
