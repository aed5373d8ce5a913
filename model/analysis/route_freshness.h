#pragma once

#include "model/design/design_objects.h"

#include <QCoreApplication>

#include <vector>

namespace sn {

class Design;

/// Is a cable's stored route still the route of its ends? The
/// router records a fingerprint of each end's position when it routes
/// (RouteRecord); a cable whose end has moved since — its rack moved or
/// turned, its device moved to another U, face or slot — has a stale route,
/// and a cable whose last routing found none has lost its route. Cables
/// without a record (never routed, or saved before records existed) are
/// neither: nothing is known about them.
class RouteFreshness {
    Q_DECLARE_TR_FUNCTIONS(RouteFreshness)
public:
    enum class State { Unknown, Current, Stale, Lost };
    struct Cable {
        CableId cable;
        State state = State::Unknown;
        QString reason;  ///< translated: which end moved, or why routing failed
    };

    /// The fingerprint of a port's position: the rack's place, turn and
    /// size, and the device's placement. Stable across runs and platforms
    /// (FNV-1a over the figures in µm, not qHash, which is seeded per process).
    static quint64 endKey(const Design& design, const PortRef& port);
    /// The record routing gives a cable between these ports.
    static RouteRecord record(const Design& design, const Connection& connection, int columnA, int columnB,
                              bool overTop, std::optional<RoutingProblem> problem);
    /// One cable's state.
    static Cable of(const Design& design, const sn::Cable& cable);
    /// The same, given the cable's connection (a rule that checks the
    /// connection has it; finding it again by id is a look-up in a table of
    /// every connection, a cache miss per cable at 16 384 GPUs).
    static Cable of(const Design& design, const sn::Cable& cable, const Connection& connection);
    /// The stale and lost cables, in document order.
    static std::vector<Cable> problems(const Design& design);
    /// A routing problem in words ("no tray path joins the racks").
    static QString describe(RoutingProblem problem);
};

}  // namespace sn
