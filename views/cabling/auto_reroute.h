#pragma once

#include "model/design/design.h"

#include <QHash>
#include <QObject>
#include <QTimer>

#include <vector>

namespace sn {

/// Route ▸ Auto Re-route: after an undo step that moves racks or devices
/// (a drag, a nudge, a rotation, a property edit), re-routes the routed
/// cables that touch them. The floor plan and elevation push their moves as
/// a RoutedMoveCommand, and the re-route merges into it: the move and its
/// routes are one undo step. After any other move it is a step of its own
/// right after, "Re-route after move". Undo and redo never trigger it.
/// Cables never routed stay unrouted; cables an earlier re-route could not
/// route (RoutingFindings) are tried again, so moving a rack back brings
/// their routes back. What a re-route could not do goes to the
/// RoutingFindings. The re-route waits kSettleMs after the last move, so a burst of
/// arrow-key nudges still merges into one move step before it; an undo or
/// redo meanwhile drops it. Runs on the GUI thread: one rack's cables route
/// in a fraction of a second even on the 4 096-GPU design (bench_views).
class RoutingFindings;

class AutoReroute final : public QObject {
    Q_OBJECT
public:
    static constexpr int kSettleMs = 300;

    /// `findings` (optional) hears every re-route's result.
    AutoReroute(Design& design, RoutingFindings* findings = nullptr, QObject* parent = nullptr);

    bool isEnabled() const { return m_enabled; }
    void setEnabled(bool enabled) { m_enabled = enabled; }
    /// While Route All or Route Selection runs (RouteRunner), a settled move
    /// waits instead of pushing its re-route while the worker routes.
    void hold() { m_held = true; }
    /// The run is over: drop the waiting re-route when the run routed every
    /// cable, else do it now.
    void release(bool everyCableRouted);

Q_SIGNALS:
    /// A re-route step was pushed (cables changed) or found nothing to change (0).
    void rerouted(int cables, const QString& message);

private:
    struct Place {
        double xMm, yMm;
        int rotationDeg;
        bool operator==(const Place&) const = default;
    };
    void rackTouched(RackId id);
    void deviceTouched(DeviceId id);
    void stepDone(int index);
    void reroute();

    Design& m_design;
    RoutingFindings* m_findings;
    QHash<RackId, Place> m_racks;
    QHash<DeviceId, Placement> m_devices;
    std::vector<RackId> m_movedRacks;
    std::vector<DeviceId> m_movedDevices;
    std::vector<RackId> m_pendingRacks;  ///< moved by pushed steps, waiting for the timer
    std::vector<DeviceId> m_pendingDevices;
    QTimer* m_settle;
    bool m_enabled = true;
    bool m_held = false;
};

}  // namespace sn
