#pragma once

#include "common/output_file.h"

#include <QByteArray>

#include <vector>

namespace sn {

class Design;
struct FabricTree;

/// Slurm fabric topology: topology.conf (topology/tree: one SwitchName line
/// per switch with Switches= or Nodes= as hostlist expressions) and
/// topology.yaml (a default tree topology and a block topology of the
/// NVLink domains). Slurm reads topology.yaml when both exist.
class SlurmTopology {
public:
    static QByteArray conf(const FabricTree& tree);
    static QByteArray yaml(const FabricTree& tree);
    static std::vector<NamedFile> build(const Design& design);
};

}  // namespace sn
