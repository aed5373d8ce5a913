#include "views/cabling/auto_reroute.h"

#include "model/commands/routed_move_command.h"
#include "model/routing/apply_routes_command.h"
#include "model/routing/cable_router.h"
#include "views/findings/routing_findings.h"

#include <QSet>

#include <algorithm>
#include <utility>

namespace sn {

AutoReroute::AutoReroute(Design& design, RoutingFindings* findings, QObject* parent)
    : QObject(parent), m_design(design), m_findings(findings), m_settle(new QTimer(this)) {
    m_settle->setSingleShot(true);
    m_settle->setInterval(kSettleMs);
    connect(m_settle, &QTimer::timeout, this, &AutoReroute::reroute);
    for (const Rack& r : design.racks()) m_racks.insert(r.id, {r.xMm, r.yMm, r.rotationDeg});
    for (const Device& d : design.devices()) m_devices.insert(d.id, d.placement);
    connect(&design, &Design::rackInserted, this, &AutoReroute::rackTouched);
    connect(&design, &Design::rackChanged, this, &AutoReroute::rackTouched);
    connect(&design, &Design::rackRemoved, this, [this](RackId id) {
        m_racks.remove(id);
        std::erase(m_movedRacks, id);
    });
    connect(&design, &Design::deviceInserted, this, &AutoReroute::deviceTouched);
    connect(&design, &Design::deviceChanged, this, &AutoReroute::deviceTouched);
    connect(&design, &Design::deviceRemoved, this, [this](DeviceId id) {
        m_devices.remove(id);
        std::erase(m_movedDevices, id);
    });
    connect(&design.undoStack(), &QUndoStack::indexChanged, this, &AutoReroute::stepDone);
}

void AutoReroute::rackTouched(RackId id) {
    const Rack* r = m_design.rack(id);
    if (!r) return;
    const Place now{r->xMm, r->yMm, r->rotationDeg};
    const auto it = m_racks.find(id);
    const bool moved = it != m_racks.end() && !(*it == now);  // a new rack has no cables yet
    m_racks.insert(id, now);
    if (moved && std::find(m_movedRacks.begin(), m_movedRacks.end(), id) == m_movedRacks.end()) m_movedRacks.push_back(id);
}

void AutoReroute::deviceTouched(DeviceId id) {
    const Device* d = m_design.device(id);
    if (!d) return;
    const auto it = m_devices.find(id);
    const bool moved = it != m_devices.end() && !(*it == d->placement);
    m_devices.insert(id, d->placement);
    if (moved && std::find(m_movedDevices.begin(), m_movedDevices.end(), id) == m_movedDevices.end())
        m_movedDevices.push_back(id);
}

void AutoReroute::stepDone(int index) {
    std::vector<RackId> racks = std::exchange(m_movedRacks, {});
    std::vector<DeviceId> devices = std::exchange(m_movedDevices, {});
    // A new step lands on top of the stack; undo leaves steps above the
    // index, and redo of the top step comes back to a move that has its
    // re-route (if any) above it, so neither re-routes — and a re-route
    // still waiting would land on a stack the user just walked back.
    const QUndoStack& stack = m_design.undoStack();
    if (index != stack.count() || index == 0) {
        m_settle->stop();
        m_pendingRacks.clear();
        m_pendingDevices.clear();
        return;
    }
    if (!m_enabled || (racks.empty() && devices.empty())) return;
    for (RackId id : racks)
        if (std::find(m_pendingRacks.begin(), m_pendingRacks.end(), id) == m_pendingRacks.end()) m_pendingRacks.push_back(id);
    for (DeviceId id : devices)
        if (std::find(m_pendingDevices.begin(), m_pendingDevices.end(), id) == m_pendingDevices.end())
            m_pendingDevices.push_back(id);
    m_settle->start();  // also after the push that moved them has returned: no push from inside another
}

void AutoReroute::release(bool everyCableRouted) {
    m_held = false;
    if (everyCableRouted) {
        m_pendingRacks.clear();
        m_pendingDevices.clear();
        m_settle->stop();
    } else if (!m_pendingRacks.empty() || !m_pendingDevices.empty()) {
        m_settle->start();
    }
}

void AutoReroute::reroute() {
    if (m_held) return;  // release() starts the timer again
    const std::vector<RackId> racks = std::exchange(m_pendingRacks, {});
    const std::vector<DeviceId> devices = std::exchange(m_pendingDevices, {});
    if (!m_enabled) return;
    std::vector<CableId> cables = CableRouter::cablesTouching(m_design, racks, devices);
    QSet<CableId> lost;
    if (m_findings)
        for (CableId id : m_findings->unroutedCables()) lost.insert(id);
    std::erase_if(cables, [&](CableId id) {
        const Cable* c = m_design.cable(id);
        return !c || (!c->routeLengthMm && !lost.contains(id));
    });
    if (cables.empty()) return;
    const RoutingResult result = CableRouter(m_design).route(cables);
    EditResult edit = ApplyRoutesCommand::create(m_design, result);
    if (edit) m_design.undoStack().push(RoutedMoveCommand::routes(std::move(edit.command)).release());
    if (m_findings) m_findings->record(result);  // after the push: the findings hold for the cables as routed
    const int failed = int(result.findings.size());
    if (!edit && (!edit.error.isEmpty() || !failed)) {
        Q_EMIT rerouted(0, edit.error);  // no error: nothing changed
        return;
    }
    const int routed = int(cables.size()) - failed;
    Q_EMIT rerouted(edit ? int(cables.size()) : 0,
                    failed ? tr("Re-routed %n cable(s) of the moved racks and devices; %1 could not be routed (see the findings).",
                                nullptr, routed)
                                 .arg(failed)
                           : tr("Re-routed %n cable(s) of the moved racks and devices.", nullptr, routed));
}

}  // namespace sn
