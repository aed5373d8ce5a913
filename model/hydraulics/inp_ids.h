#pragma once

#include "model/hydraulics/hydraulic_network.h"

#include <QString>

#include <vector>

namespace sn::hyd {

/// The ids an INP file gives a network's nodes and links. EPANET 2.2 takes an
/// id of at most 31 characters, splits lines at spaces and tabs, cuts them at
/// ';' and starts a section at '['; a name that is already a plain id (ASCII
/// letters, digits, '_', '-', '.') and unique keeps itself, any other gets a
/// safe id derived from it. The mapping depends only on the names and their
/// order, so a caller can map EPANET's results back to the network.
class InpIds final {
public:
    static constexpr int kMaxIdLength = 31;  ///< EPANET's MAXID

    /// The ids for every node and link of `network`, by index.
    static InpIds forNetwork(const HydraulicNetwork& network);
    /// True when `name` can stand in an INP file as it is.
    static bool isPlainId(const QString& name);

    std::vector<QString> nodeIds;
    std::vector<QString> linkIds;
};

}  // namespace sn::hyd
