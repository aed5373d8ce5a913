#include "exporters/slurm/fabric_tree.h"

#include "exporters/slurm/slurm_name.h"
#include "model/core/excerpt.h"
#include "model/core/natural_order.h"
#include "model/core/sn_error.h"
#include "model/design/design.h"
#include "model/topology/wizard_defaults.h"

#include <QHash>
#include <QMap>
#include <QSet>

#include <algorithm>

namespace sn {

namespace {

QStringList sortedNames(const QSet<QString>& set) {
    QStringList out(set.begin(), set.end());
    std::sort(out.begin(), out.end(), naturalLess);
    return out;
}

bool isGpuHost(const DeviceType* t) {
    return t && t->gpus > 0 && (t->category == DeviceCategory::Server || t->category == DeviceCategory::ComputeTray);
}

const char* levelWord(int level) {
    static const char* const words[] = {"leaf", "spine", "core"};
    return level < 3 ? words[level] : "level";
}

/// See FabricTree::scalableUnits.
std::vector<NodeBlock> scalableUnitsOf(const FabricTree& tree) {
    std::vector<const FabricSwitch*> groups;
    for (const FabricSwitch& sw : tree.switches)
        if (sw.level == 0) groups.push_back(&sw);
    QSet<QString> domains;
    for (const NodeBlock& b : tree.nvlinkBlocks) domains.insert(b.nodes.join(QLatin1Char('\n')));
    const bool rackAligned = !groups.empty() && std::all_of(groups.begin(), groups.end(), [&](const FabricSwitch* g) {
        return domains.contains(g->nodes.join(QLatin1Char('\n')));  // both in natural order
    });
    if (!rackAligned) return tree.leafGroups;

    // Racks whose leaf groups share a leaf are one SU (union-find over groups).
    std::vector<size_t> parent(groups.size());
    for (size_t i = 0; i < parent.size(); ++i) parent[i] = i;
    const auto root = [&](size_t i) {
        while (parent[i] != i) i = parent[i] = parent[parent[i]];
        return i;
    };
    QHash<QString, size_t> groupOfLeaf;
    for (size_t i = 0; i < groups.size(); ++i)
        for (const QString& leaf : groups[i]->members) {
            if (const auto seen = groupOfLeaf.constFind(leaf); seen != groupOfLeaf.cend()) parent[root(i)] = root(*seen);
            else groupOfLeaf.insert(leaf, i);
        }
    std::vector<QStringList> units;   // hosts, natural order
    std::vector<int> racksOf;         // racks in each unit
    QHash<size_t, size_t> unitOfRoot;
    for (size_t i = 0; i < groups.size(); ++i) {
        const size_t r = root(i);
        auto at = unitOfRoot.constFind(r);
        if (at == unitOfRoot.cend()) {
            at = unitOfRoot.insert(r, units.size());
            units.emplace_back();
            racksOf.push_back(0);
        }
        units[*at] += groups[i]->nodes;
        ++racksOf[*at];
    }
    for (QStringList& u : units) std::sort(u.begin(), u.end(), naturalLess);
    std::sort(units.begin(), units.end(), [](const QStringList& x, const QStringList& y) { return naturalLess(x.front(), y.front()); });
    // Racks that share no leaf with another: the cabling names no SU, so
    // they are taken as the wizard sizes a rack-scale SU.
    const bool allAlone = std::all_of(racksOf.begin(), racksOf.end(), [](int n) { return n == 1; });
    std::vector<NodeBlock> out;
    const int perSu = allAlone ? std::max(1, WizardDefaults::standard().suDomains) : 1;
    for (size_t i = 0; i < units.size(); i += size_t(perSu)) {
        NodeBlock b{QStringLiteral("su%1").arg(out.size() + 1), {}};
        for (size_t k = i; k < std::min(units.size(), i + size_t(perSu)); ++k) b.nodes += units[k];
        out.push_back(b);
    }
    return out;
}

}  // namespace

FabricTree FabricTree::of(const Design& design) {
    FabricTree tree;
    // Compute-fabric adjacency by device name (names are what Slurm sees).
    QHash<QString, QSet<QString>> links;
    QSet<QString> switches;
    for (const Device& d : design.devices()) {
        const DeviceType* t = design.typeOf(d);
        if (isGpuHost(t)) {
            SlurmName::require(d.name, tr("The GPU host"));
            tree.hosts << d.name;
        }
        else if (t && t->category == DeviceCategory::Switch) switches.insert(d.name);
    }
    std::sort(tree.hosts.begin(), tree.hosts.end(), naturalLess);
    if (const auto dup = std::adjacent_find(tree.hosts.begin(), tree.hosts.end()); dup != tree.hosts.end())
        throw UserError(tr("Two GPU hosts are both named \"%1\"; Slurm names nodes by host name, so give each "
                           "its own name.").arg(*dup));
    for (const Connection& c : design.connections()) {
        if (c.role != PortRole::Compute) continue;
        const Device* a = design.device(c.a.device);
        const Device* b = design.device(c.b.device);
        if (!a || !b) continue;
        links[a->name].insert(b->name);
        links[b->name].insert(a->name);
    }

    // Level 0: each host's set of leaves; hosts with the same set share one group.
    // Higher levels: each group's set of switches above (not yet used at a lower level).
    QSet<QString> placedSwitches;
    QMap<QString, QStringList> childrenBySet;  // key: joined upper switch names
    QHash<QString, QStringList> upperOfKey;
    QStringList keyOrder;
    for (const QString& h : tree.hosts) {
        QSet<QString> up;
        for (const QString& n : links.value(h))
            if (switches.contains(n)) up.insert(n);
        if (up.isEmpty()) {
            tree.unconnected << h;
            continue;
        }
        const QStringList upper = sortedNames(up);
        const QString key = upper.join(QLatin1Char('\n'));
        if (!childrenBySet.contains(key)) keyOrder << key;
        childrenBySet[key] << h;
        upperOfKey.insert(key, upper);
    }
    for (int level = 0; !keyOrder.isEmpty(); ++level) {
        // Name the groups of this level, then find what sits above each.
        std::sort(keyOrder.begin(), keyOrder.end(), [&](const QString& x, const QString& y) {
            if (const int c = naturalCompare(upperOfKey.value(x).first(), upperOfKey.value(y).first())) return c < 0;
            return naturalLess(x, y);  // same first switch: the smaller set first
        });
        QMap<QString, QStringList> nextChildren;
        QHash<QString, QStringList> nextUpper;
        QStringList nextOrder;
        int groupNo = 0;
        for (const QString& key : keyOrder) {
            FabricSwitch sw;
            sw.level = level;
            sw.members = upperOfKey.value(key);
            sw.name = sw.members.size() == 1 ? sw.members.first()
                                             : QStringLiteral("%1group%2").arg(QLatin1String(levelWord(level))).arg(++groupNo);
            QStringList kids = childrenBySet.value(key);
            std::sort(kids.begin(), kids.end(), naturalLess);
            (level == 0 ? sw.nodes : sw.children) = kids;
            for (const QString& m : sw.members) {
                SlurmName::require(m, tr("The switch"));
                placedSwitches.insert(m);
            }
            tree.switches.push_back(sw);
        }
        for (const FabricSwitch& sw : tree.switches) {
            if (sw.level != level) continue;
            QSet<QString> up;
            for (const QString& m : sw.members)
                for (const QString& n : links.value(m))
                    if (switches.contains(n) && !placedSwitches.contains(n) && !sw.members.contains(n)) up.insert(n);
            if (up.isEmpty()) continue;
            const QStringList upper = sortedNames(up);
            const QString key = upper.join(QLatin1Char('\n'));
            if (!nextChildren.contains(key)) nextOrder << key;
            nextChildren[key] << sw.name;
            nextUpper.insert(key, upper);
        }
        childrenBySet = nextChildren;
        upperOfKey = nextUpper;
        keyOrder = nextOrder;
    }

    // Leaf groups: the hosts of each leaf-level switch group, SU by SU.
    int su = 0;
    for (const FabricSwitch& sw : tree.switches)
        if (sw.level == 0) tree.leafGroups.push_back({QStringLiteral("su%1").arg(++su), sw.nodes});

    // Rack-scale NVLink domains.
    QMap<QString, QStringList> rackScale;  // rack name + type → hosts
    for (const Device& d : design.devices()) {
        const DeviceType* t = design.typeOf(d);
        if (!isGpuHost(t) || !t->nvlinkDomain || t->nvlinkDomain->kind != NvlinkDomainKind::RackScale
            || !d.placement.rack)
            continue;
        const Rack* r = design.rack(*d.placement.rack);
        rackScale[(r ? r->name : QString()) + QLatin1Char('\n') + t->id] << d.name;
    }
    // A block is named after its rack; a rack name is not a host name, so
    // what Slurm would not read as one word becomes '_' ("Row A/01" →
    // nvl-Row_A_01), and two racks that then read alike are refused.
    QHash<QString, QString> rackOfBlock;
    for (auto it = rackScale.cbegin(); it != rackScale.cend(); ++it) {
        QStringList nodes = it.value();
        std::sort(nodes.begin(), nodes.end(), naturalLess);
        const QString rack = it.key().section(QLatin1Char('\n'), 0, 0);
        QString block = QStringLiteral("nvl-") + rack;
        for (QChar& c : block)
            if (!SlurmName::isValid(QStringView(&c, 1)) && c != u'-' && c != u'.') c = u'_';
        if (const auto seen = rackOfBlock.constFind(block); seen != rackOfBlock.cend() && *seen != rack)
            throw UserError(tr("Racks %1 and %2 would both give the Slurm block %3; rename one of them.")
                                .arg(quotedExcerpt(*seen), quotedExcerpt(rack), block));
        rackOfBlock.insert(block, rack);
        tree.nvlinkBlocks.push_back({block, nodes});
    }
    std::sort(tree.nvlinkBlocks.begin(), tree.nvlinkBlocks.end(),
              [](const NodeBlock& x, const NodeBlock& y) { return naturalLess(x.name, y.name); });
    tree.scalableUnits = scalableUnitsOf(tree);
    return tree;
}

std::vector<int> FabricTree::blockSizes(const std::vector<NodeBlock>& blocks) {
    if (blocks.empty()) return {};
    qsizetype base = blocks.front().nodes.size(), total = 0;
    for (const NodeBlock& b : blocks) {
        base = std::min(base, b.nodes.size());
        total += b.nodes.size();
    }
    std::vector<int> out;
    for (qsizetype size = std::max<qsizetype>(base, 1); size <= total; size *= 2) out.push_back(int(size));
    return out;
}

}  // namespace sn
