#pragma once

#include "model/topology/topology_builder.h"

#include <QCoreApplication>
#include <QStringList>

#include <vector>

namespace sn {

/// The secondary header that makes a loop's spare CDU a spare: the CDUs'
/// secondary outlets joined CDU to CDU by a supply and a return pipe, so
/// every CDU's pump reaches every rack and a stopped CDU's racks draw from
/// the others (its pump's check valve keeps the water from running back).
/// Without it each rack hangs on the one CDU it is piped to.
class CoolantHeader {
    Q_DECLARE_TR_FUNCTIONS(CoolantHeader)
public:
    /// The highest velocity a header is sized for, m/s (the usual limit for
    /// the mains of a closed water loop; the rack branches stay below it).
    static constexpr double kMaxVelocityMs = 2.5;

    /// Secondary outlet pairs a CDU needs to take part in a header (one
    /// pair to each neighbour, at least one left for racks).
    static constexpr int kMinPairs = 3;
    /// CDUs a loop needs for `duty` working units and one spare, with an
    /// outlet pair for every manifold once the header has taken its pairs.
    static int cdusFor(int duty, int manifolds, int pairsPerCdu);
    /// What a pipe run is laid for, known by what is fitted in it: a
    /// header isolates at both ends (two isolation valves or more, one at
    /// each CDU) and strains nothing; a rack's supply branch carries a
    /// strainer (the cold plates' last protection); its return branch the
    /// balancing valve.
    enum class Use { Header, SupplyBranch, ReturnBranch };
    /// The catalog pipe with `connector` at both ends, the smallest bore
    /// that carries `flowLpm` at no more than kMaxVelocityMs, fitted for
    /// `use`; else the smallest plain one (no balancing valve); nullptr
    /// when none does.
    static const CableType* pipeFor(const Catalog& catalog, FormFactor connector, double flowLpm, Use use);
    /// Joins `cdus` in a chain, each neighbour pair by a supply and a return
    /// pipe on their last free secondary outlets. Throws UserError when the
    /// catalog has no pipe for `flowLpm` (the most one CDU's racks draw).
    static void lay(TopologyBuilder& builder, const std::vector<DeviceId>& cdus, const QStringList& secondary,
                    double flowLpm);
};

}  // namespace sn
