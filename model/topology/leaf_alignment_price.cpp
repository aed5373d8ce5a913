#include "model/topology/leaf_alignment_price.h"

#include "model/analysis/cable_parts.h"
#include "model/core/sn_error.h"
#include "model/design/design.h"
#include "model/topology/supernode_wizard.h"
#include "model/topology/wizard_sizing.h"

#include <QHash>
#include <QSet>

#include <algorithm>

namespace sn {

namespace {

bool isSwitch(const Design& d, const Device* device) {
    const DeviceType* t = device ? d.typeOf(*device) : nullptr;
    return t && t->category == DeviceCategory::Switch;
}

// The compute fabric of one wizard result, counted from the design it makes.
LeafAlignmentPrice::Fabric fabricOf(const WizardResult& built, const Catalog& catalog) {
    LeafAlignmentPrice::Fabric f;
    f.leaves = built.summary.leaves;
    f.spines = built.summary.spines;
    f.cores = built.summary.cores;
    const auto design = SupernodeWizard::createDesign(built, catalog);
    QSet<DeviceId> switches;
    QHash<DeviceId, QSet<RackId>> racksOfLeaf;
    QHash<DeviceId, QHash<DeviceId, int>> bundles;  // switch → peer switch → links
    for (const Connection& c : design->connections()) {
        if (c.role != PortRole::Compute) continue;
        const Device* a = design->device(c.a.device);
        const Device* b = design->device(c.b.device);
        for (const Device* end : {a, b})
            if (isSwitch(*design, end)) switches.insert(end->id);
        if (isSwitch(*design, a) && isSwitch(*design, b)) {
            ++bundles[a->id][b->id];
            ++bundles[b->id][a->id];
        }
        // A tray–leaf link: the leaf serves the tray's rack.
        if (isSwitch(*design, a) != isSwitch(*design, b)) {
            const Device* leaf = isSwitch(*design, a) ? a : b;
            const Device* tray = leaf == a ? b : a;
            if (tray && tray->placement.rack) racksOfLeaf[leaf->id].insert(*tray->placement.rack);
        }
    }
    for (const DeviceId& id : switches)
        if (const DeviceType* t = design->typeOf(*design->device(id))) f.switchW += t->maxPowerW;
    for (auto leaf = racksOfLeaf.cbegin(); leaf != racksOfLeaf.cend(); ++leaf) {
        f.racksPerLeaf = std::max(f.racksPerLeaf, int(leaf->size()));
        const QList<int> sizes = bundles.value(leaf.key()).values();
        const auto [fewest, most] = std::minmax_element(sizes.begin(), sizes.end());
        if (fewest != sizes.end() && *fewest != *most) ++f.unevenLeaves;
    }
    for (const CableParts::Module& m : CableParts::of(*design).modules)
        if (std::find(m.roles.begin(), m.roles.end(), PortRole::Compute) != m.roles.end()) ++f.optics;
    return f;
}

QString fabricWords(const LeafAlignmentPrice::Fabric& f) {
    if (f.cores > 0)
        return LeafAlignmentPrice::tr("%1 leaves, %2 spines and %3 cores").arg(f.leaves).arg(f.spines).arg(f.cores);
    return LeafAlignmentPrice::tr("%1 leaves and %2 spines").arg(f.leaves).arg(f.spines);
}

}  // namespace

std::optional<LeafAlignmentPrice> LeafAlignmentPrice::of(const WizardParams& params, const Catalog& catalog,
                                                         const WizardResult& built) {
    if (params.fabric != FabricKind::Rail || !WizardSizing::resolve(params, catalog).rackScale) return std::nullopt;
    WizardParams other = params;
    other.leafAlignment = params.leafAlignment == LeafAlignment::Rack ? LeafAlignment::Minimal : LeafAlignment::Rack;
    LeafAlignmentPrice price;
    price.chosen = params.leafAlignment;
    const Fabric asked = fabricOf(built, catalog);
    Fabric offered;
    try {
        offered = fabricOf(SupernodeWizard::layout(other, catalog), catalog);
    } catch (const UserError& e) {
        price.otherRefused = e.message();
    }
    price.rack = price.chosen == LeafAlignment::Rack ? asked : offered;
    price.minimal = price.chosen == LeafAlignment::Rack ? offered : asked;
    return price;
}

QStringList LeafAlignmentPrice::sentences() const {
    if (!otherRefused.isEmpty())
        return {chosen == LeafAlignment::Rack
                    ? tr("Compute leaves rack-aligned: %1. Leaf-minimal (--leaf-alignment minimal) cannot be built "
                         "here: %2")
                          .arg(fabricWords(rack), otherRefused)
                    : tr("Compute leaves leaf-minimal: %1. Rack-aligned (--leaf-alignment rack) cannot be built "
                         "here: %2")
                          .arg(fabricWords(minimal), otherRefused)};
    const int switchesMore = rack.switches() - minimal.switches();
    const int opticsMore = rack.optics - minimal.optics;
    const double kwMore = (rack.switchW - minimal.switchW) / 1000;
    QStringList out;
    //: %1, %2: "32 leaves and 9 spines"; %3 switches, %4 optics, %5 kW
    out << (chosen == LeafAlignment::Rack
                ? tr("Compute leaves rack-aligned: %1. Leaf-minimal (--leaf-alignment minimal) would take %2: %3 "
                     "switch(es), %4 optic(s) and %5 kW fewer.")
                : tr("Compute leaves leaf-minimal: %2. Rack-aligned (--leaf-alignment rack) would take %1: %3 "
                     "switch(es), %4 optic(s) and %5 kW more."))
               .arg(fabricWords(rack), fabricWords(minimal))
               .arg(switchesMore)
               .arg(opticsMore)
               .arg(kwMore, 0, 'f', 1);
    out << tr("Rack alignment buys: every tray of a rack on one leaf per rail, so a job's scale-out traffic "
              "inside one rack never crosses a leaf; one leaf's fault reaches %1 rack(s) rack-aligned, %2 "
              "leaf-minimal.")
               .arg(rack.racksPerLeaf)
               .arg(minimal.racksPerLeaf);
    for (const auto& [name, fabric] : {std::pair{tr("Rack-aligned"), rack}, std::pair{tr("Leaf-minimal"), minimal}})
        if (fabric.unevenLeaves > 0)
            out << tr("%1: %n leaf switch(es) send bundles of unequal size to the spines; static routing loads "
                      "them unevenly, so enable adaptive routing.",
                      "", fabric.unevenLeaves)
                       .arg(name);
    return out;
}

}  // namespace sn
