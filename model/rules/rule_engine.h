#pragma once

#include "model/core/ids.h"
#include "model/design/design_objects.h"
#include "model/rules/finding.h"
#include "model/rules/last_seen.h"
#include "model/rules/rule_registry.h"

#include <QHash>
#include <QObject>
#include <QSet>
#include <QUuid>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace sn {

class Design;
class RuleContext;

/// Runs the registry's rules on a design and keeps their findings current.
/// It listens to the design's change signals and remembers which racks,
/// loops, devices and connections an edit touched; update() then re-runs
/// rack/loop/device/connection rules for those objects only, and
/// design-wide rules only when a change of a kind they watch happened.
class RuleEngine final : public QObject {
    Q_OBJECT
public:
    explicit RuleEngine(const Design& design, const RuleRegistry& registry = RuleRegistry::builtIn(),
                        QObject* parent = nullptr);
    ~RuleEngine() override;

    /// What a whole run found: per rule, each object's findings.
    struct WholeRun {
        std::vector<QHash<QUuid, std::vector<Finding>>> cache;
        int evaluations = 0;
        /// The racks' conversion losses the run found, kept for the updates after it.
        std::shared_ptr<QHash<RackId, double>> rackLosses;
    };
    /// Every rule on every object of `design`: what runAll() computes, apart
    /// from any engine, so a worker can run it on a snapshot. Returns nullopt
    /// when `cancel` was set before it was done.
    static std::optional<WholeRun> evaluateWhole(const Design& design, const RuleRegistry& registry,
                                                 const std::atomic<bool>* cancel = nullptr);
    /// Takes a whole run of the design as it is now (the caller makes sure it
    /// is of the current revision) as runAll() would have made it, and
    /// announces the findings.
    void adopt(WholeRun run);
    /// With a handler, a whole run the engine needs (the first, or after a
    /// catalog change) is asked of it under auto-update instead of run in
    /// place: it computes one (evaluateWhole) and hands it to adopt().
    /// Changes meanwhile ask again. Incremental updates still run in place.
    void setWholeRunner(std::function<void()> runner) { m_wholeRunner = std::move(runner); }
    const RuleRegistry& registry() const { return m_registry; }
    /// The next update is a whole run (nothing current is cached).
    bool needsWholeRun() const { return m_all; }

    /// Evaluates every rule on every object, dropping what was cached.
    void runAll();
    /// Re-evaluates what changed since the last run (everything on the first call).
    void update();
    bool isDirty() const;
    /// When on, update() runs after every change made outside a batch and at
    /// the end of each batch, followed by findingsChanged() (for a live rule panel).
    void setAutoUpdate(bool on);

    /// All findings: rules in registry order, objects in document order.
    std::vector<Finding> findings() const;
    int count(Severity severity) const;
    /// (rule, object) evaluations the last runAll()/update() made.
    int lastEvaluations() const { return m_lastEvaluations; }

Q_SIGNALS:
    void findingsChanged();

private:
    using Cache = QHash<QUuid, std::vector<Finding>>;

    void listen();
    void afterChange();
    void take(WholeRun run);
    void evaluateDirty(const RuleContext& context, size_t ruleIndex);
    void store(size_t ruleIndex, const QUuid& object, std::vector<Finding>&& found);
    /// Runs one rule check on one object and stores what it found.
    template <class Check>
    void runCheck(size_t ruleIndex, const QString& key, const QUuid& object, Check&& check);
    void expandDirty(const RuleContext& context);
    void clearDirty();
    /// kChangeRackPlace for a move or turn, kChangeRack for any other edit.
    static unsigned kindOfRackEdit(const Rack& before, const Rack& after);
    void touchDevice(DeviceId id);
    void touchConnection(ConnectionId id, DeviceId a, DeviceId b, PortRole role);
    void dropObject(const QUuid& id);
    void rememberAll();

    const Design& m_design;
    const RuleRegistry& m_registry;
    std::vector<Cache> m_cache;  ///< per rule; design-wide rules use the null uuid

    bool m_all = true;
    bool m_autoUpdate = false;
    unsigned m_changes = 0;
    /// The racks' conversion losses update() passes found (DesignFigures::keepRackLosses).
    std::shared_ptr<QHash<RackId, double>> m_rackLosses;
    QSet<RackId> m_dirtyRacks, m_editedRacks;  ///< edited: the rack itself changed, not only its contents
    QSet<RackId> m_reshapedRacks;  ///< edited other than by a move or turn (inserted, resized, re-looped…)
    QSet<LoopId> m_dirtyLoops, m_editedLoops;
    QSet<DeviceId> m_dirtyDevices;
    QSet<DeviceId> m_editedDevices;  ///< the device itself (or its rack) changed: its cables' ends moved
    QSet<ConnectionId> m_dirtyConnections;
    // Last known relations, for edits whose signal arrives after the old state is gone.
    struct ConnectionEnds {
        DeviceId a, b;
        PortRole role = PortRole::Compute;
    };
    LastSeen<DeviceId, std::optional<RackId>> m_deviceRack;
    LastSeen<RackId, Rack> m_lastRacks;  ///< as last seen: what a rack edit changed
    LastSeen<ConnectionId, ConnectionEnds> m_connectionEnds;
    LastSeen<CableId, ConnectionId> m_cableConnection;
    int m_lastEvaluations = 0;
    std::function<void()> m_wholeRunner;
};

}  // namespace sn
