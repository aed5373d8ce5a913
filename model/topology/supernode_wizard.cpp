#include "model/topology/supernode_wizard.h"

#include "model/topology/blanking_panels.h"

#include "model/analysis/device_heat.h"
#include "model/commands/edit_object_command.h"
#include "model/commands/insert_objects_command.h"
#include "model/core/sn_error.h"
#include "model/topology/cable_labels.h"
#include "model/topology/fabric_generator.h"
#include "model/topology/wizard_error.h"
#include "model/topology/wizard_racks.h"

#include <algorithm>
#include <cmath>

namespace sn {

namespace {

int computePorts(const DeviceType& t) {
    return int(std::count_if(t.ports().begin(), t.ports().end(),
                             [](const PortSpec& p) { return p.role == PortRole::Compute; }));
}

// Switches in name order, spread evenly over the fewest network racks that
// hold at most `capacity` each (20 leaves at 13 per rack → 10 + 10).
std::vector<DeviceId> networkRacks(WizardRacks& racks, const QStringList& names, const DeviceType& type,
                                   int capacity) {
    std::vector<DeviceId> out;
    const qsizetype rackCount = (names.size() + capacity - 1) / capacity;
    const qsizetype perRack = rackCount > 0 ? (names.size() + rackCount - 1) / rackCount : 1;
    for (qsizetype i = 0; i < names.size(); i += perRack) {
        const auto ids = racks.addNetworkRack(names.mid(i, perRack), type);
        out.insert(out.end(), ids.begin(), ids.end());
    }
    return out;
}

}  // namespace

WizardResult SupernodeWizard::build(const WizardParams& params, const Catalog& catalog) {
    WizardResult result = layout(params, catalog);
    result.summary.leafAlignment = LeafAlignmentPrice::of(params, catalog, result);
    result.summary.sparesPrice = SparesPrice::of(params, catalog, result);
    return result;
}

WizardResult SupernodeWizard::layout(const WizardParams& params, const Catalog& catalog) {
    // In a site of drawn halls an aisle's air coolers may find no row end
    // left in their hall: laid out again with places kept for them where
    // the aisle's row enters the hall, they stand in it. Keeping places
    // moves racks on (some into the next hall), so a second round may keep
    // a few more; without drawn halls nothing is ever outside.
    CoolerPlaces reserve, outside;
    WizardResult result = layoutOnce(params, catalog, reserve, outside);
    for (int round = 0; round < 3 && !outside.empty(); ++round) {
        for (const auto& [where, count] : outside) reserve[where] += count;
        result = layoutOnce(params, catalog, reserve, outside);
    }
    return result;
}

WizardResult SupernodeWizard::layoutOnce(const WizardParams& params, const Catalog& catalog,
                                         const CoolerPlaces& reserve, CoolerPlaces& outside) {
    const WizardSizing s = WizardSizing::resolve(params, catalog);
    // Both fabrics join the same endpoints (servers, or compute trays) in the same SUs.
    const auto fabricInput = [&s](int rails, int radix, int oversubscription, bool railOptimized) {
        FabricInput in;
        in.endpoints = s.rackScale ? s.domains * s.traysPerDomain : s.servers;
        in.railsPerEndpoint = rails;
        in.radix = radix;
        in.endpointsPerSu = s.serversPerSu;
        in.oversubscription = oversubscription;
        in.railOptimized = railOptimized;
        // An NVL72 rack's trays share one leaf of each rail (Slurm block =
        // rack), so a job inside one rack never crosses a leaf.
        in.endpointsPerBlock = s.rackScale ? s.traysPerDomain : 1;
        return in;
    };
    const auto computeInput = [&] {
        FabricInput in = fabricInput(computePorts(*s.server), s.radix, params.oversubscription,
                                     params.fabric != FabricKind::FatTree);
        in.allowSingleSwitch = params.fabric == FabricKind::Pcie;
        in.managerPorts = s.fabricManagers * s.fabricManagerPorts;
        if (params.leafAlignment == LeafAlignment::Minimal) {
            in.endpointsPerBlock = 1;
            in.packRails = true;
        }
        return in;
    };
    if (params.leafAlignment == LeafAlignment::Minimal && !(s.rackScale && params.fabric == FabricKind::Rail))
        throw UserError(tr("Leaf-minimal compute leaves are a choice for rack-scale servers (NVL72) on a rail "
                           "fabric; %1 on a %2 fabric has no racks of trays to align leaves with.")
                            .arg(s.server->model, kFabricKindNames.name(params.fabric)));
    std::optional<FabricPlan> plan;
    if (s.fabricSwitch)
        plan = FabricPlan::size(computeInput());
    // The storage and in-band fabric: each storage or in-band port is a rail
    // of its own, so STOR1 and STOR2 of a server reach different leaves and
    // losing one leaf leaves every server a path to its storage.
    std::optional<FabricPlan> storagePlan;
    if (s.storageSwitch) {
        try {
            storagePlan =
                FabricPlan::size(fabricInput(s.storageNics, s.storageRadix, params.storageOversubscription, true));
        } catch (const UserError& e) {  // say which of the two fabrics could not be built
            throw WizardError(WizardField::StorageFabric, e.message());
        }
    }

    WizardResult result;
    WizardSummary& sum = result.summary;
    sum.gpus = s.gpus;
    sum.servers = s.servers;
    sum.serversPerRack = s.serversPerRack;
    sum.rackLimit = s.rackLimit;
    sum.feed = s.feedReason;
    TopologyBuilder b(catalog);
    if (params.columnGridMm < 0) throw UserError(tr("The column grid must be positive."));
    if (!(params.maxHallM2 == 0 || params.maxHallM2 >= 100) || !std::isfinite(params.maxHallM2))
        throw UserError(tr("A data hall needs at least 100 m² of floor (0: no limit)."));
    if (!(params.maxHallW >= 0) || !std::isfinite(params.maxHallW))
        throw UserError(tr("A data hall's IT load limit must be 0 (no limit) or more."));
    const WizardSite site(params.hall, params.columnGridMm, WizardRacks::kMarginMm);
    WizardRacks racks(b, s, site, reserve);
    FabricDevices fabric, storage;
    const int units = s.rackScale ? s.domains : s.servers;
    const int unitsPerSu = s.rackScale ? s.racksPerSu : s.serversPerSu;
    const int sus = (units + unitsPerSu - 1) / unitsPerSu;
    sum.sus = sus;

    // Leaves per SU, and where they go: network racks in the middle of the
    // SU's racks, or (shortest run) the compute racks nearest that middle,
    // when the SU has enough of them with U and power to spare.
    const int leavesPerSu = plan ? plan->leavesPerSu() : 0;
    const int suComputeRacks =
        s.rackScale ? unitsPerSu : (unitsPerSu + s.serversPerRack - 1) / s.serversPerRack;
    const int leafRacksInSu =
        s.leavesPerComputeRack > 0 ? (leavesPerSu + s.leavesPerComputeRack - 1) / s.leavesPerComputeRack : 0;
    const bool leavesBesideServers = plan && params.switchPlacement == SwitchPlacement::ShortestRun &&
                                     leafRacksInSu > 0 && leafRacksInSu <= suComputeRacks;
    const int perNetworkRack = std::max(1, s.switchesPerNetworkRack);
    const int storageLeavesPerSu = storagePlan ? storagePlan->leavesPerSu() : 0;
    const int perStorageRack = std::max(1, s.storageSwitchesPerNetworkRack);
    const auto racksFor = [](int switches, int perRack) { return (switches + perRack - 1) / perRack; };
    const int suNetworkRacks = (plan && !leavesBesideServers ? racksFor(leavesPerSu, perNetworkRack) : 0) +
                               racksFor(storageLeavesPerSu, perStorageRack);

    // Rows: SUs side by side until the hall is about as wide as deep, the
    // spine/core row in the middle of the SU rows (after the last one for a
    // single row), its racks centred under the SU rows: the longest
    // leaf–spine run stays within the 100 m of 400G optics (domain-numbers
    // §1b) even for 64 SUs (16 384 GPUs).
    const int spineRacks =
        (plan ? racksFor(plan->spines, perNetworkRack) + racksFor(plan->cores, perNetworkRack) : 0) +
        (storagePlan ? racksFor(storagePlan->spines, perStorageRack) + racksFor(storagePlan->cores, perStorageRack)
                     : 0) +
        racksFor(s.fabricManagers, std::max(1, s.fabricManagersPerNetworkRack));
    const bool networkRow = plan || storagePlan;
    // A row of liquid racks no longer than its row-end CDUs' pipes reach:
    // the square hall of the largest sites would lay rows past them.
    const double maxRunMm = s.cdu ? WizardRacks::liquidRowMaxMm(catalog, *s.rackType) : 0;
    const int perRow = WizardRacks::susPerRow(sus, suComputeRacks + suNetworkRacks, networkRow ? 1 : 0,
                                              *s.rackType, maxRunMm);
    if (const int square = WizardRacks::susPerRow(sus, suComputeRacks + suNetworkRacks, networkRow ? 1 : 0,
                                                  *s.rackType);
        perRow < square)
        sum.notes << tr("Rows hold %1 scalable units (%2 m of racks), not the %3 a square hall would: the row-end "
                        "CDUs' coolant pipes reach no further.")
                         .arg(perRow)
                         .arg(perRow * (suComputeRacks + suNetworkRacks) * s.rackType->widthMm / 1000, 0, 'f', 1)
                         .arg(square);
    const int suRows = (sus + perRow - 1) / perRow;
    // Past a hall's floor or power limit: data halls of whole SU rows and
    // the spine/core row in a network room between the middle two.
    // The network room's rows are no longer than the SU rows (folded).
    const int suRowRacks = perRow * (suComputeRacks + suNetworkRacks);
    const double siteWidthMm = suRowRacks * s.rackType->widthMm + 2 * WizardRacks::kMarginMm;
    const WizardHalls halls =
        params.hall || !networkRow
            ? WizardHalls{}
            : WizardHalls::of(suRows, WizardRacks::rowPitchMm(*s.rackType), siteWidthMm,
                              double(sus) * suComputeRacks * s.budgetW, params.maxHallM2, params.maxHallW);
    racks.setHalls(halls);
    if (halls.dataHalls > 1) {
        racks.setNetworkRowLength(suRowRacks);
        sum.notes << halls.note();
    }
    const int spineRowAfter = halls.dataHalls > 1 ? halls.networkRowBefore()
                              : suRows >= 2       ? suRows / 2
                                                  : suRows;
    if (perRow > 1) racks.setLargeHall(suComputeRacks + suNetworkRacks);
    const auto addSpineRow = [&] {
        racks.beginRow(std::max(0, (suRowRacks - spineRacks) / 2), true, halls.networkRoom());
        const auto names = [](const QString& pattern, int count) {
            QStringList out;
            for (int i = 0; i < count; ++i) out << pattern.arg(i + 1);
            return out;
        };
        if (plan) {
            fabric.spines = networkRacks(racks, names(QStringLiteral("SPINE%1"), plan->spines), *s.fabricSwitch,
                                         perNetworkRack);
            fabric.cores = networkRacks(racks, names(QStringLiteral("CORE%1"), plan->cores), *s.fabricSwitch,
                                        perNetworkRack);
        }
        // The fabric managers in a network rack of their own in the spine
        // row, which every SU's leaves reach over the leaf–spine trays.
        if (s.fabricManager) {
            const auto ids = networkRacks(racks, names(QStringLiteral("UFM%1"), s.fabricManagers), *s.fabricManager,
                                          std::max(1, s.fabricManagersPerNetworkRack));
            for (DeviceId id : ids)
                for (const PortSpec* port : FabricGenerator::nicsOf(*s.fabricManager, FabricPorts()))
                    fabric.managerPorts.push_back({id, port->name});
        }
        if (storagePlan) {
            storage.spines = networkRacks(racks, names(QStringLiteral("SSPINE%1"), storagePlan->spines),
                                          *s.storageSwitch, perStorageRack);
            storage.cores = networkRacks(racks, names(QStringLiteral("SCORE%1"), storagePlan->cores),
                                         *s.storageSwitch, perStorageRack);
        }
    };
    for (int su = 0; su < sus; ++su) {
        if (su % perRow == 0) {
            if (networkRow && su / perRow == spineRowAfter) addSpineRow();
            racks.beginRow(0, false, halls.hallOfSuRow(su / perRow));
        }
        const int inSu = std::min(unitsPerSu, units - su * unitsPerSu);
        std::vector<int> rackLoads;
        for (int left = inSu; left > 0; left -= s.rackScale ? 1 : s.serversPerRack)
            rackLoads.push_back(s.rackScale ? 1 : std::min(left, s.serversPerRack));
        QStringList leafNames;
        if (plan)
            for (const LeafPlan& l : plan->leafPlans)
                if (l.su == su) leafNames << QStringLiteral("SU%1-LEAF%2").arg(su + 1).arg(l.indexInSu + 1);
        QStringList storageNames;
        if (storagePlan)
            for (const LeafPlan& l : storagePlan->leafPlans)
                if (l.su == su) storageNames << QStringLiteral("SU%1-SLEAF%2").arg(su + 1).arg(l.indexInSu + 1);
        // Storage leaves in network racks of their own beside the compute
        // leaves' (or where those would stand), in the middle of the SU.
        const auto placeStorageLeaves = [&] {
            if (storageNames.isEmpty()) return;
            const auto ids = networkRacks(racks, storageNames, *s.storageSwitch, perStorageRack);
            storage.leaves.insert(storage.leaves.end(), ids.begin(), ids.end());
            storageNames.clear();
        };
        const int rackCount = int(rackLoads.size());
        // Shortest run: the leaves, in plan order, fill the `used` racks
        // centred in the SU, `per` to a rack; an SU with too few racks (a
        // short last one) keeps a network rack.
        const int needed = leavesBesideServers
                               ? (int(leafNames.size()) + s.leavesPerComputeRack - 1) / s.leavesPerComputeRack
                               : 0;
        const int used = needed <= rackCount ? needed : 0;
        const int per = used > 0 ? (int(leafNames.size()) + used - 1) / used : 0;
        const int firstLeafRack = (rackCount - used) / 2;
        const int half = (rackCount + 1) / 2;
        for (int r = 0; r < rackCount; ++r) {
            if (used == 0 && r == half && !leafNames.isEmpty()) {
                const auto ids = networkRacks(racks, leafNames, *s.fabricSwitch, perNetworkRack);
                fabric.leaves.insert(fabric.leaves.end(), ids.begin(), ids.end());
                leafNames.clear();
            }
            if (r == half) placeStorageLeaves();
            QStringList here;
            if (used > 0 && r >= firstLeafRack && r < firstLeafRack + used)
                here = leafNames.mid(qsizetype(r - firstLeafRack) * per, per);
            const auto ids = racks.addComputeRack(rackLoads[size_t(r)], here, &fabric.leaves);
            fabric.endpoints.insert(fabric.endpoints.end(), ids.begin(), ids.end());
        }
        if (used == 0 && !leafNames.isEmpty()) {  // a one-rack SU: the leaves go after it
            const auto ids = networkRacks(racks, leafNames, *s.fabricSwitch, perNetworkRack);
            fabric.leaves.insert(fabric.leaves.end(), ids.begin(), ids.end());
        }
        placeStorageLeaves();
    }
    if (networkRow && spineRowAfter == suRows) addSpineRow();
    if (plan) {
        FabricGenerator::connect(b, *plan, fabric);
        sum.leaves = plan->leaves();
        sum.spines = plan->spines;
        sum.cores = plan->cores;
        sum.tiers = plan->tiers;
        sum.endpointLinks = plan->endpointLinks();
        sum.leafSpineLinks = plan->leafSpineLinks();
        sum.spineCoreLinks = plan->spineCoreLinks();
        sum.fabricManagers = s.fabricManagers;
        sum.fabricManagerLinks = plan->managerLinks();
        sum.notes << plan->notes;
        if (!plan->evenCoreLinks) {
            // Unequal bundles load unequally under static routing: name the
            // sizes that avoid them (the uneven-uplinks finding says what to do here).
            const auto [below, above] = FabricPlan::nearestEvenSus(computeInput());
            const int gpusPerSu = s.serversPerSu * s.server->gpus;
            QStringList sizes;
            for (int n : {below, above})
                if (n > 0) sizes << tr("%n SU(s) (%1 GPUs)", "", n).arg(qint64(n) * gpusPerSu);
            sum.notes << (sizes.isEmpty()
                              ? tr("No nearby size has equal spine–core links; enable adaptive routing on the "
                                   "spines and cores.")
                              : tr("Nearest sizes with equal spine–core links: %1; at this size enable adaptive "
                                   "routing on the spines and cores.")
                                    .arg(sizes.join(tr(" or "))));
        }
        if (s.fabricManagers > 0)
            sum.notes << tr("%n fabric manager(s) (%1) take %2 leaf port(s) left free by the servers.", "",
                            s.fabricManagers)
                             .arg(s.fabricManager->model)
                             .arg(plan->managerLinks());
    }
    sum.spareServersPerSu = s.spareServersPerSu;
    sum.idleGpus = s.idleGpus;
    if (s.spareServersPerSu > 0)
        sum.notes << tr("%n server(s) per scalable unit are spares: the last of each SU, cabled like the others "
                        "and left out of the parallelism plan.",
                        "", s.spareServersPerSu);
    if (s.idleGpus > 0)
        sum.notes << tr("TP %1 does not divide the %2-GPU NVLink domain: %3 GPU(s) of each domain stay idle, "
                        "%4 of the %5 installed in all.")
                         .arg(params.tp)
                         .arg(s.server->nvlinkDomain ? s.server->nvlinkDomain->gpus : s.server->gpus)
                         .arg(s.tpIdlePerDomain)
                         .arg(s.idleGpus)
                         .arg(s.gpus);
    if (storagePlan) {
        storage.endpoints = fabric.endpoints;
        FabricGenerator::connect(b, *storagePlan, storage, FabricPorts::storageAndInBand());
        sum.storageLeaves = storagePlan->leaves();
        sum.storageSpines = storagePlan->spines;
        sum.storageCores = storagePlan->cores;
        sum.storageEndpointLinks = storagePlan->endpointLinks();
        sum.storageUplinks = storagePlan->leafSpineLinks() + storagePlan->spineCoreLinks();
        for (const QString& note : storagePlan->notes) sum.notes << tr("Storage and in-band fabric: %1").arg(note);
    }
    racks.finish(sum, result.room);
    outside = racks.coolersOutsideTheirHall();
    if (const int panels = BlankingPanels::fill(b); panels > 0)
        sum.notes << tr("%n blanking panel(s) close the open U below each rack's highest device.", "", panels);
    if (result.room.name.isEmpty())
        result.room.name = result.room.halls.empty() ? tr("Data hall") : tr("Site");
    result.info.name = params.name.isEmpty() ? tr("%1-GPU supernode").arg(s.gpus) : params.name;
    if ((params.tp > 0 && params.pp > 0 && params.dp > 0) || s.spareServersPerSu > 0) {
        const bool ranks = params.tp > 0 && params.pp > 0 && params.dp > 0;
        result.plan = ParallelismPlan{ranks ? params.tp : 0, ranks ? params.pp : 0, ranks ? params.dp : 0,
                                      s.spareServersPerSu};
    }
    result.fragment = b.takeFragment();
    for (const Device& d : result.fragment.devices)
        if (const DeviceType* t = catalog.device(d.typeId)) {
            sum.liquidHeatW += DeviceHeat::of(*t).liquidW;
            sum.switches += t->category == DeviceCategory::Switch;
        }
    sum.managementSwitches = sum.switches - sum.leaves - sum.spines - sum.cores - sum.storageLeaves -
                             sum.storageSpines - sum.storageCores;
    sum.coolantFlowLpm = s.flowLpm(sum.liquidHeatW);
    // Human cable ids, so exports print "C00001" instead of a UUID.
    CableLabels::assign(result.fragment, catalog);
    return result;
}

std::unique_ptr<Design> SupernodeWizard::createDesign(WizardResult result, const Catalog& catalog) {
    auto design = std::make_unique<Design>(catalog);
    design->setInfo(result.info);
    design->setRoom(result.room);
    design->setParallelismPlan(result.plan);
    // Applied through the command, then the stack forgotten: a new document
    // starts with nothing to undo.
    InsertObjectsCommand(*design, std::move(result.fragment), QString()).redo();
    return design;
}

EditResult SupernodeWizard::apply(Design& design, WizardResult result) {
    // The wizard lays out a whole room; on top of existing objects it would
    // place into occupied floor space (and could reuse its own ids).
    if (!design.rows().isEmpty() || !design.racks().isEmpty() || !design.devices().isEmpty() ||
        !design.trays().isEmpty() || !design.loops().isEmpty())
        return {nullptr, tr("The supernode wizard fills an empty design; this one already has rows, racks, "
                            "devices, trays or cooling loops.")};
    const DesignFragment& f = result.fragment;
    for (const Device& d : f.devices)
        if (!design.catalog().device(d.typeId))
            return {nullptr, tr("The design's catalog lacks device type \"%1\".").arg(d.typeId)};
    auto macro = std::make_unique<QUndoCommand>(tr("Supernode wizard: %1").arg(result.info.name));
    Room room = result.room;
    room.widthMm = std::max(room.widthMm, design.room().widthMm);
    room.depthMm = std::max(room.depthMm, design.room().depthMm);
    new EditRoomCommand(design, design.room(), room, tr("Edit room"), CommandId::None, macro.get());
    new InsertObjectsCommand(design, std::move(result.fragment), tr("Insert supernode"), macro.get());
    if (result.plan != design.parallelismPlan())
        new EditParallelismPlanCommand(design, design.parallelismPlan(), result.plan,
                                       tr("Record the parallelism plan"), CommandId::None, macro.get());
    return {std::move(macro), {}};
}

}  // namespace sn
