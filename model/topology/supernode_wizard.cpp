#include "topology/supernode_wizard.h"

#include "commands/edit_object_command.h"
#include "commands/insert_objects_command.h"
#include "topology/fabric_generator.h"
#include "topology/wizard_racks.h"

#include <algorithm>

namespace sn {

namespace {

int computePorts(const DeviceType& t) {
    return int(std::count_if(t.ports().begin(), t.ports().end(),
                             [](const PortSpec& p) { return p.role == PortRole::Compute; }));
}

// Switches in name order, spread evenly over the fewest network racks that
// hold at most `capacity` each (20 leaves at 13 per rack → 10 + 10).
std::vector<DeviceId> networkRacks(WizardRacks& racks, const QStringList& names, int capacity) {
    std::vector<DeviceId> out;
    const qsizetype rackCount = (names.size() + capacity - 1) / capacity;
    const qsizetype perRack = rackCount > 0 ? (names.size() + rackCount - 1) / rackCount : 1;
    for (qsizetype i = 0; i < names.size(); i += perRack) {
        const auto ids = racks.addNetworkRack(names.mid(i, perRack));
        out.insert(out.end(), ids.begin(), ids.end());
    }
    return out;
}

}  // namespace

WizardResult SupernodeWizard::build(const WizardParams& params, const Catalog& catalog) {
    const WizardSizing s = WizardSizing::resolve(params, catalog);
    std::optional<FabricPlan> plan;
    if (s.fabricSwitch) {
        FabricInput in;
        in.endpoints = s.rackScale ? s.domains * s.traysPerDomain : s.servers;
        in.railsPerEndpoint = computePorts(*s.server);
        in.radix = s.radix;
        in.endpointsPerSu = s.serversPerSu;
        in.oversubscription = params.oversubscription;
        in.railOptimized = params.fabric == FabricKind::Rail;
        plan = FabricPlan::size(in);
    }

    WizardResult result;
    WizardSummary& sum = result.summary;
    sum.gpus = s.gpus;
    sum.servers = s.servers;
    TopologyBuilder b(catalog);
    WizardRacks racks(b, s);
    FabricDevices fabric;
    // Racks per SU: the SU's compute racks in one row, its leaf switches in
    // network racks in the middle of the row, where the server–leaf runs are
    // shortest on average.
    const int units = s.rackScale ? s.domains : s.servers;
    const int unitsPerSu = s.rackScale ? s.racksPerSu : s.serversPerSu;
    const int sus = (units + unitsPerSu - 1) / unitsPerSu;
    sum.sus = sus;
    // Spines and cores get a network row of their own in the middle of the
    // SU rows (after the last one for a single SU): the longest leaf–spine
    // run is then half the hall, which keeps 64 SUs (16 384 GPUs) within the
    // 100 m of 400G optics (domain-numbers §1b).
    const int spineRowAfter = sus >= 2 ? sus / 2 : sus;
    const auto addSpineRow = [&] {
        racks.beginRow();
        QStringList spines, cores;
        for (int i = 0; i < plan->spines; ++i) spines << QStringLiteral("SPINE%1").arg(i + 1);
        for (int i = 0; i < plan->cores; ++i) cores << QStringLiteral("CORE%1").arg(i + 1);
        fabric.spines = networkRacks(racks, spines, s.switchesPerNetworkRack);
        fabric.cores = networkRacks(racks, cores, s.switchesPerNetworkRack);
    };
    for (int su = 0; su < sus; ++su) {
        if (plan && su == spineRowAfter) addSpineRow();
        racks.beginRow();
        const int inSu = std::min(unitsPerSu, units - su * unitsPerSu);
        std::vector<int> rackLoads;
        for (int left = inSu; left > 0; left -= s.rackScale ? 1 : s.serversPerRack)
            rackLoads.push_back(s.rackScale ? 1 : std::min(left, s.serversPerRack));
        QStringList leafNames;
        if (plan)
            for (const LeafPlan& l : plan->leafPlans)
                if (l.su == su) leafNames << QStringLiteral("SU%1-LEAF%2").arg(su + 1).arg(l.indexInSu + 1);
        const size_t half = (rackLoads.size() + 1) / 2;
        for (size_t r = 0; r < rackLoads.size(); ++r) {
            if (r == half && !leafNames.isEmpty()) {
                const auto ids = networkRacks(racks, leafNames, s.switchesPerNetworkRack);
                fabric.leaves.insert(fabric.leaves.end(), ids.begin(), ids.end());
                leafNames.clear();
            }
            const auto ids = racks.addComputeRack(rackLoads[r]);
            fabric.endpoints.insert(fabric.endpoints.end(), ids.begin(), ids.end());
        }
        if (!leafNames.isEmpty()) {  // a one-rack SU: the leaves go after it
            const auto ids = networkRacks(racks, leafNames, s.switchesPerNetworkRack);
            fabric.leaves.insert(fabric.leaves.end(), ids.begin(), ids.end());
        }
    }
    if (plan) {
        if (spineRowAfter == sus) addSpineRow();
        FabricGenerator::connect(b, *plan, fabric);
        sum.leaves = plan->leaves();
        sum.spines = plan->spines;
        sum.cores = plan->cores;
        sum.tiers = plan->tiers;
        sum.endpointLinks = plan->endpointLinks();
        sum.leafSpineLinks = plan->leafSpineLinks();
        sum.spineCoreLinks = plan->spineCoreLinks();
    }
    racks.finish(sum, result.room);
    result.room.name = tr("Data hall");
    result.info.name = params.name.isEmpty() ? tr("%1-GPU supernode").arg(s.gpus) : params.name;
    result.fragment = b.takeFragment();
    return result;
}

std::unique_ptr<Design> SupernodeWizard::createDesign(WizardResult result, const Catalog& catalog) {
    auto design = std::make_unique<Design>(catalog);
    design->setInfo(result.info);
    design->setRoom(result.room);
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
    return {std::move(macro), {}};
}

}  // namespace sn
