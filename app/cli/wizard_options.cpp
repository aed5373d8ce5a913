#include "app/cli/wizard_options.h"

#include "app/cli/cli.h"
#include "app/cli/cli_support.h"
#include "model/core/excerpt.h"
#include "model/core/sn_error.h"
#include "model/input/load_limits.h"


namespace sn::cli {

namespace {

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

}  // namespace

QString WizardOptions::refusal(WizardField field, const WizardParams& params, const QString& message) {
    return QStringLiteral("%1: %2").arg(optionOf(field, params), message);
}

QString WizardOptions::optionOf(WizardField field, const WizardParams& p) {
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

WizardParams WizardOptions::paramsFrom(const QCommandLineParser& parser) {
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
    p.columnGridMm = numberOption(parser, QStringLiteral("column-grid"), 0, 0, limits::kMaxRoomSideMm);
    if (parser.isSet(QStringLiteral("column-grid")) && p.columnGridMm < 1000)
        throw UserError(Cli::tr("--column-grid: the column pitch must be at least 1000 mm."));
    p.maxHallM2 = numberOption(parser, QStringLiteral("hall-m2"), p.maxHallM2, 0, 1e8);
    if (p.maxHallM2 > 0 && p.maxHallM2 < 100)
        throw UserError(Cli::tr("--hall-m2: a data hall needs at least 100 m² (0: no limit)."));
    p.maxHallW = numberOption(parser, QStringLiteral("hall-mw"), p.maxHallW / 1e6, 0, 1e6) * 1e6;
    // A rack's power_budget_w loads up to 10^12 W (io/design_bounds.cpp): 10^9 kW.
    const double rackKw = numberOption(parser, QStringLiteral("rack-kw"), 0, 0, 1e9);
    if (parser.isSet(QStringLiteral("rack-kw")) && rackKw <= 0)
        throw UserError(Cli::tr("--rack-kw: the rack budget must be above 0 kW."));
    p.rackBudgetW = rackKw * 1000;
    // A cooling loop's supply_temp_c loads from -100 to 200 °C, delta_t_k from 0.001 to 200 K.
    p.supplyTempC = numberOption(parser, QStringLiteral("supply-c"), p.supplyTempC, -100, 200);
    p.deltaTK = numberOption(parser, QStringLiteral("delta-t"), p.deltaTK, 0.001, 200);
    p.containment = enumOption(parser, QStringLiteral("containment"), kContainmentNames, p.containment);
    // The room's facility_water_c loads from -100 to 200 °C, as a loop's supply.
    if (parser.isSet(QStringLiteral("facility-c")))
        p.facilityWaterC = numberOption(parser, QStringLiteral("facility-c"), 0, -100, 200);
    p.feed = enumOption(parser, QStringLiteral("feed"), kPowerFeedKindNames, p.feed);
    p.fabric = enumOption(parser, QStringLiteral("fabric"), kFabricKindNames, p.fabric);
    p.switchPlacement = enumOption(parser, QStringLiteral("switch-placement"), kSwitchPlacementNames, p.switchPlacement);
    p.leafAlignment = enumOption(parser, QStringLiteral("leaf-alignment"), kLeafAlignmentNames, p.leafAlignment);
    if (parser.isSet(QStringLiteral("cooling")))  // unset: as the server is built
        p.cooling = enumOption(parser, QStringLiteral("cooling"), kCoolingKindNames, CoolingKind::Liquid);
    return p;
}

void WizardOptions::addTo(QCommandLineParser& parser) {
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
    valueOption("hall-m2",
                Cli::tr("The most floor one data hall may take, m² (default %1, the largest single hall "
                        "reported; 0: no limit). A larger layout is split into data halls with the spine and "
                        "core switches in a network room between them.")
                    .arg(WizardHalls::kLargestHallM2, 0, 'f', 0),
                "M2");
    valueOption("hall-mw",
                Cli::tr("The most IT load one data hall's electrical and cooling plant may carry, MW of rack "
                        "budgets (default %1, a hall of xAI Colossus: 25 000 H100 GPUs; 0: no limit). A larger "
                        "layout is split into data halls.")
                    .arg(WizardHalls::kColossusHallW / 1e6, 0, 'f', 1),
                "MW");
    valueOption("hall",
                Cli::tr("An architect's DXF of the hall: its outline, columns, walls, doors and keep-out "
                        "zones become the room; halls drawn on a halls layer make it a site, each rack "
                        "inside one hall."),
                "FILE.dxf");
    valueOption(
        "hall-layers",
        Cli::tr("Which layers of the hall DXF hold what, ROLE=LAYER separated by commas (roles: "
                "outline, columns, walls, doors, keepouts, halls); default: the layers of this program's "
                "own DXF export (%1).")
            .arg(dxf::HallLayers::defaults().toSpec()),
        "SPEC");
}

dxf::HallLayers WizardOptions::hallLayersFrom(const QCommandLineParser& parser) {
    if (parser.isSet(QStringLiteral("hall-layers")) && !parser.isSet(QStringLiteral("hall")))
        throw UsageError(Cli::tr("--hall-layers needs --hall FILE.dxf."));
    if (!parser.isSet(QStringLiteral("hall-layers"))) return dxf::HallLayers::defaults();
    try {
        return dxf::HallLayers::parse(parser.value(QStringLiteral("hall-layers")));
    } catch (const UserError& e) {
        throw UsageError(e.message());
    }
}

}  // namespace sn::cli
