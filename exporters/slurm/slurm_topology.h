#pragma once

#include "exporters/common/output_file.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <vector>

namespace sn {

class Design;
struct FabricTree;

/// A Slurm release, as --slurm-version names it ("24.11").
struct SlurmVersion {
    int major = 25, minor = 11;

    /// Throws UserError for anything but MAJOR.MINOR.
    static SlurmVersion parse(const QString& text);
    bool atLeast(int maj, int min) const { return major > maj || (major == maj && minor >= min); }
    QString text() const { return QStringLiteral("%1.%2").arg(major).arg(minor, 2, 10, QLatin1Char('0')); }
};

/// Slurm fabric topology derived from the cabling:
/// - topology.yaml (Slurm 25.05+): a tree topology `fabric` and block
///   topologies `nvlink` (one block per NVL72 rack) and `su` (one block per
///   leaf group); cluster_default is `nvlink` when the design has rack-scale
///   NVLink domains, else `su`, else the tree;
/// - slurm-partitions.conf: the PartitionName lines naming Topology= (25.05+),
///   or the TopologyPlugin line for older releases;
/// - topology.conf in the form the chosen release reads by default (BlockName
///   form for 23.11–24.x, the tree otherwise), with the other form beside it
///   (topology-tree.conf or topology-block.conf).
class SlurmTopology {
    Q_DECLARE_TR_FUNCTIONS(SlurmTopology)
public:
    static QByteArray treeConf(const FabricTree& tree);
    /// The default block topology's blocks in BlockName form; empty when there is none.
    static QByteArray blockConf(const FabricTree& tree);
    static QByteArray yaml(const FabricTree& tree);
    static QByteArray partitions(const FabricTree& tree, const SlurmVersion& version);
    static std::vector<NamedFile> build(const Design& design, const SlurmVersion& version = {});
};

}  // namespace sn
