#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <vector>

namespace sn {

class Design;

/// One switch of the scheduler's tree: a physical switch, or a group of
/// switches that serve exactly the same children (the rail leaves of one
/// scalable unit, the spines above them), so every host appears once per level.
struct FabricSwitch {
    QString name;
    int level = 0;            ///< 0 leaf, 1 spine, 2 core, …
    QStringList members;      ///< the physical switches it stands for
    QStringList nodes;        ///< hosts, level 0 only
    QStringList children;     ///< switch names one level down
};

/// A block of hosts for Slurm's topology/block: the hosts of one NVLink
/// domain, or of one leaf group (one scalable unit of a rail fabric).
struct NodeBlock {
    QString name;
    QStringList nodes;
};

/// The compute fabric as Slurm sees it, derived from the cabling: GPU hosts,
/// the leaf switches their compute ports are cabled to, and upward through
/// switch-to-switch compute links (leaf → spine → core). Blocks: each
/// rack-scale NVLink domain (every tray of that type in one rack), and each
/// leaf group (the hosts cabled to the same set of leaves: one SU of a rail
/// fabric, one leaf of a fat tree). A host on an NVSwitch baseboard is its
/// own NVLink domain, which makes no block.
struct FabricTree {
    Q_DECLARE_TR_FUNCTIONS(FabricTree)
public:
    QStringList hosts;              ///< every GPU host, natural order
    std::vector<FabricSwitch> switches;  ///< level by level, leaves first
    QStringList unconnected;        ///< GPU hosts with no compute link to a switch
    std::vector<NodeBlock> nvlinkBlocks;  ///< rack-scale NVLink domains, natural order
    std::vector<NodeBlock> leafGroups;    ///< one per leaf-level group, in tree order
    /// The scalable units, Slurm's "su" blocks: the leaf groups, except
    /// where each leaf group is one rack-scale NVLink domain (leaves aligned
    /// to racks, as the wizard builds NVL72): then the racks whose groups
    /// share a leaf form one SU, and racks that share none are taken
    /// WizardDefaults::suDomains at a time in natural order (a GB200 SU is 8
    /// NVL72 racks, 144 trays).
    std::vector<NodeBlock> scalableUnits;

    /// Slurm's BlockSizes for these blocks: the smallest block (every block
    /// must hold at least the base size), then doubled while the blocks
    /// together still hold that many hosts (each size a power of two times
    /// the one before). 8 NVL72 racks of 18: 18, 36, 72, 144.
    static std::vector<int> blockSizes(const std::vector<NodeBlock>& blocks);

    /// Throws UserError when two GPU hosts share a name (Slurm could not tell them apart).
    static FabricTree of(const Design& design);
};

}  // namespace sn
