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

/// One NVLink domain: the hosts one NVLink fabric joins.
struct NvlinkBlock {
    QString name;
    QStringList nodes;
};

/// The compute fabric as Slurm sees it, derived from the cabling: GPU hosts,
/// the leaf switches their compute ports are cabled to, and upward through
/// switch-to-switch compute links (leaf → spine → core). NVLink blocks: a
/// rack-scale domain is every tray of that type in one rack; an NVSwitch
/// baseboard (or no NVLink) makes a host its own block.
struct FabricTree {
    Q_DECLARE_TR_FUNCTIONS(FabricTree)
public:
    QStringList hosts;              ///< every GPU host, natural order
    std::vector<FabricSwitch> switches;  ///< level by level, leaves first
    QStringList unconnected;        ///< GPU hosts with no compute link to a switch
    std::vector<NvlinkBlock> blocks;
    int baseBlockSize = 0;          ///< smallest block

    /// Throws UserError when two GPU hosts share a name (Slurm could not tell them apart).
    static FabricTree of(const Design& design);
};

}  // namespace sn
