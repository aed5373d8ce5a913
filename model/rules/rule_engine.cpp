#include "model/rules/rule_engine.h"

#include "model/design/design.h"
#include "model/rules/rule_context.h"

#include <algorithm>

namespace sn {

RuleEngine::RuleEngine(const Design& design, const RuleRegistry& registry, QObject* parent)
    : QObject(parent), m_design(design), m_registry(registry), m_cache(registry.rules().size()) {
    listen();
}

RuleEngine::~RuleEngine() = default;

bool RuleEngine::isDirty() const {
    return m_all || m_changes != 0 || !m_dirtyRacks.isEmpty() || !m_dirtyLoops.isEmpty() || !m_dirtyDevices.isEmpty()
        || !m_dirtyConnections.isEmpty();
}

void RuleEngine::listen() {
    const Design* d = &m_design;
    connect(d, &Design::catalogChanged, this, [this] { m_all = true; });
    connect(d, &Design::roomChanged, this, [this] { m_changes |= kChangeRoom; });
    // The routing settings hold the side-channel fill limit, which concerns
    // every rack (cabling.side-channel-fill).
    connect(d, &Design::routingSettingsChanged, this, [this] {
        m_changes |= kChangeCable;
        for (const Rack& r : m_design.racks()) m_dirtyRacks.insert(r.id);
    });

    auto rackEdited = [this](RackId id) {
        const Rack* r = m_design.rack(id);
        const Rack* old = m_lastRacks.find(id);
        const unsigned kind = old && r ? kindOfRackEdit(*old, *r) : kChangeRack;
        m_changes |= kind;
        m_dirtyRacks.insert(id);
        m_editedRacks.insert(id);
        if (kind & kChangeRack) m_reshapedRacks.insert(id);
        if (old && old->loop) m_dirtyLoops.insert(*old->loop);
        if (r) m_lastRacks.set(id, *r);
    };
    connect(d, &Design::rackInserted, this, rackEdited);
    connect(d, &Design::rackChanged, this, rackEdited);
    connect(d, &Design::rackRemoved, this, [this](RackId id) {
        m_changes |= kChangeRack;
        if (const Rack* old = m_lastRacks.find(id); old && old->loop) m_dirtyLoops.insert(*old->loop);
        m_lastRacks.remove(id);
        m_dirtyRacks.remove(id);
        m_editedRacks.remove(id);
        m_reshapedRacks.remove(id);
        dropObject(id.uuid());
    });

    auto deviceEdited = [this](DeviceId id) {
        m_changes |= kChangeDevice;
        if (const auto* old = m_deviceRack.find(id); old && *old) m_dirtyRacks.insert(**old);
        touchDevice(id);
        if (m_design.device(id)) m_editedDevices.insert(id);
        const Device* dev = m_design.device(id);
        m_deviceRack.set(id, dev ? dev->placement.rack : std::nullopt);
    };
    connect(d, &Design::deviceInserted, this, deviceEdited);
    connect(d, &Design::deviceChanged, this, deviceEdited);
    connect(d, &Design::deviceRemoved, this, [this](DeviceId id) {
        m_changes |= kChangeDevice;
        if (const auto* old = m_deviceRack.find(id); old && *old) m_dirtyRacks.insert(**old);
        m_deviceRack.remove(id);
        m_dirtyDevices.remove(id);
        m_editedDevices.remove(id);
        dropObject(id.uuid());
    });

    auto loopEdited = [this](LoopId id) {
        m_changes |= kChangeLoop;
        m_dirtyLoops.insert(id);
        m_editedLoops.insert(id);
    };
    connect(d, &Design::loopInserted, this, loopEdited);
    connect(d, &Design::loopChanged, this, loopEdited);
    connect(d, &Design::loopRemoved, this, [this](LoopId id) {
        m_changes |= kChangeLoop;
        m_dirtyLoops.remove(id);
        m_editedLoops.remove(id);
        dropObject(id.uuid());
    });

    auto connectionEdited = [this](ConnectionId id) {
        const Connection* c = m_design.connection(id);
        if (!c) return;
        // A replaced connection may have moved its ends: the old ends change too.
        if (const ConnectionEnds* old = m_connectionEnds.find(id)) touchConnection(id, old->a, old->b, old->role);
        m_connectionEnds.set(id, {c->a.device, c->b.device, c->role});
        touchConnection(id, c->a.device, c->b.device, c->role);
    };
    connect(d, &Design::connectionInserted, this, connectionEdited);
    connect(d, &Design::connectionChanged, this, connectionEdited);
    connect(d, &Design::connectionRemoved, this, [this](ConnectionId id) {
        if (const ConnectionEnds* old = m_connectionEnds.find(id)) touchConnection(id, old->a, old->b, old->role);
        m_connectionEnds.remove(id);
        m_dirtyConnections.remove(id);
        dropObject(id.uuid());
    });

    auto cableEdited = [this](CableId id) {
        m_changes |= kChangeCable;
        if (const Cable* c = m_design.cable(id)) m_cableConnection.set(id, c->connection);
        if (const ConnectionId* connection = m_cableConnection.find(id)) m_dirtyConnections.insert(*connection);
    };
    connect(d, &Design::cableInserted, this, cableEdited);
    connect(d, &Design::cableChanged, this, cableEdited);
    connect(d, &Design::cableRemoved, this, [this](CableId id) {
        m_changes |= kChangeCable;
        const ConnectionId* connection = m_cableConnection.find(id);
        if (!connection) return;
        if (m_design.connection(*connection)) m_dirtyConnections.insert(*connection);
        m_cableConnection.remove(id);
    });

    auto trayEdited = [this] { m_changes |= kChangeTray; };
    connect(d, &Design::trayInserted, this, trayEdited);
    connect(d, &Design::trayChanged, this, trayEdited);
    connect(d, &Design::trayRemoved, this, trayEdited);

    // Connected after the bookkeeping above, so it runs once the change is recorded.
    auto after = [this] { afterChange(); };
    for (auto signal : {&Design::catalogChanged, &Design::roomChanged, &Design::routingSettingsChanged, &Design::batchEnded})
        connect(d, signal, this, after);
    for (auto signal : {&Design::rackInserted, &Design::rackChanged, &Design::rackRemoved})
        connect(d, signal, this, after);
    for (auto signal : {&Design::deviceInserted, &Design::deviceChanged, &Design::deviceRemoved})
        connect(d, signal, this, after);
    for (auto signal : {&Design::loopInserted, &Design::loopChanged, &Design::loopRemoved})
        connect(d, signal, this, after);
    for (auto signal : {&Design::connectionInserted, &Design::connectionChanged, &Design::connectionRemoved})
        connect(d, signal, this, after);
    for (auto signal : {&Design::cableInserted, &Design::cableChanged, &Design::cableRemoved})
        connect(d, signal, this, after);
    for (auto signal : {&Design::trayInserted, &Design::trayChanged, &Design::trayRemoved})
        connect(d, signal, this, after);
}

void RuleEngine::setAutoUpdate(bool on) {
    m_autoUpdate = on;
    afterChange();
}

void RuleEngine::afterChange() {
    if (!m_autoUpdate || m_design.inBatch() || !isDirty()) return;
    if (m_all && m_wholeRunner) {
        m_wholeRunner();
        return;
    }
    update();
    Q_EMIT findingsChanged();
}

void RuleEngine::touchDevice(DeviceId id) {
    const Device* dev = m_design.device(id);
    if (!dev) return;
    m_dirtyDevices.insert(id);
    if (dev->placement.rack) m_dirtyRacks.insert(*dev->placement.rack);
}

void RuleEngine::touchConnection(ConnectionId id, DeviceId a, DeviceId b, PortRole role) {
    m_changes |= kChangeConnection;
    if (m_design.connection(id)) m_dirtyConnections.insert(id);
    for (DeviceId end : {a, b}) {
        if (!m_design.device(end)) continue;
        m_dirtyDevices.insert(end);
        // Coolant: a manifold's piping to a CDU concerns its rack (and so
        // its loop); a CDU's, the loops it serves (expandDirty).
        if (role == PortRole::Coolant) touchDevice(end);
        if (role != PortRole::Power) continue;
        // Power: sums change at both ends, and a source's failover depends on
        // every other source its loads hang on.
        touchDevice(end);
        for (ConnectionId cid : m_design.connectionsOf(end)) {
            const Connection* c = m_design.connection(cid);
            if (c && c->role == PortRole::Power) touchDevice(c->a.device == end ? c->b.device : c->a.device);
        }
    }
}

void RuleEngine::dropObject(const QUuid& id) {
    for (Cache& cache : m_cache) cache.remove(id);
}

void RuleEngine::rememberAll() {
    m_deviceRack.takeFrom(m_design.devices(), [](const Device& d) { return d.placement.rack; });
    m_lastRacks.takeFrom(m_design.racks(), [](const Rack& r) { return r; });
    m_connectionEnds.takeFrom(m_design.connections(),
                              [](const Connection& c) { return ConnectionEnds{c.a.device, c.b.device, c.role}; });
    m_cableConnection.takeFrom(m_design.cables(), [](const Cable& c) { return c.connection; });
}

void RuleEngine::clearDirty() {
    m_all = false;
    m_changes = 0;
    m_dirtyRacks.clear();
    m_editedRacks.clear();
    m_reshapedRacks.clear();
    m_dirtyLoops.clear();
    m_editedLoops.clear();
    m_dirtyDevices.clear();
    m_editedDevices.clear();
    m_dirtyConnections.clear();
}

unsigned RuleEngine::kindOfRackEdit(const Rack& before, const Rack& after) {
    Rack unmoved = after;
    unmoved.xMm = before.xMm;
    unmoved.yMm = before.yMm;
    unmoved.rotationDeg = before.rotationDeg;
    const bool moved = unmoved != after;
    if (unmoved == before) return moved ? kChangeRackPlace : 0u;
    return kChangeRack | (moved ? kChangeRackPlace : 0u);
}

void RuleEngine::runAll() { take(std::move(*evaluateWhole(m_design, m_registry))); }

void RuleEngine::adopt(WholeRun run) {
    take(std::move(run));
    Q_EMIT findingsChanged();
}

void RuleEngine::take(WholeRun run) {
    m_rackLosses = std::move(run.rackLosses);
    m_cache = std::move(run.cache);
    m_cache.resize(m_registry.rules().size());
    m_lastEvaluations = run.evaluations;
    rememberAll();
    clearDirty();
}

void RuleEngine::update() {
    if (m_all) {
        runAll();
        return;
    }
    m_lastEvaluations = 0;
    if (!isDirty()) return;
    // A rack moved or turned, the room, trays and cables load no power
    // source: the racks' conversion losses the last pass found stand.
    constexpr unsigned kKeepsRackLosses = kChangeRackPlace | kChangeRoom | kChangeTray | kChangeCable;
    if (!m_rackLosses || (m_changes & ~kKeepsRackLosses) != 0)
        m_rackLosses = std::make_shared<QHash<RackId, double>>();
    RuleContext context(m_design);
    context.keepRackLosses(m_rackLosses);
    expandDirty(context);
    for (size_t i = 0; i < m_cache.size(); ++i) evaluateDirty(context, i);
    clearDirty();
}

void RuleEngine::expandDirty(const RuleContext& context) {
    // A rack's own fields (depth, U height, loop) concern every device in it.
    // Rack rules also count the cables at the rack (cabling.side-channel-fill
    // runs each from its port's height to the far end's): a changed
    // connection or cable concerns the racks at both its ends.
    std::vector<ConnectionId> bothRacks(m_dirtyConnections.cbegin(), m_dirtyConnections.cend());
    // A changed device's cables start elsewhere: their connection rules run
    // again (cabling.route-freshness), and its height may have changed for
    // the far ends' racks too.
    for (DeviceId id : std::as_const(m_editedDevices))
        for (ConnectionId c : m_design.connectionsOf(id)) {
            m_dirtyConnections.insert(c);
            bothRacks.push_back(c);
        }
    // A rack's place sets where its devices' cables start as well; a move or
    // turn leaves every port's height, so the far racks keep their fill.
    for (RackId r : std::as_const(m_editedRacks)) {
        const bool heightsKept = !m_reshapedRacks.contains(r);
        for (const Device* d : context.devicesIn(r)) {
            m_dirtyDevices.insert(d->id);
            for (ConnectionId c : m_design.connectionsOf(d->id)) {
                m_dirtyConnections.insert(c);
                if (!heightsKept) bothRacks.push_back(c);
            }
        }
    }
    auto rackOf = [&](DeviceId id) {
        if (const Device* d = m_design.device(id); d && d->placement.rack)
            m_dirtyRacks.insert(*d->placement.rack);
    };
    for (ConnectionId id : bothRacks)
        if (const Connection* c = m_design.connection(id)) {
            rackOf(c->a.device);
            rackOf(c->b.device);
        }
    for (DeviceId id : std::as_const(m_dirtyDevices)) rackOf(id);
    // A loop's coolant and ΔT set the required flow of every rack on it.
    for (LoopId l : std::as_const(m_editedLoops))
        for (const Rack* r : context.racksOf(l)) m_dirtyRacks.insert(r->id);
    // A rack's contents set the heat of its loop (not the other way round, or
    // one moved server would re-run every rack of the loop).
    for (RackId id : std::as_const(m_dirtyRacks))
        if (const Rack* r = m_design.rack(id); r && r->loop) m_dirtyLoops.insert(*r->loop);
    // A CDU serves its loop and the loops whose manifolds are piped to it
    // (loopCdus): a changed CDU re-checks every loop (a hall has few).
    const bool cduChanged = std::any_of(m_dirtyDevices.cbegin(), m_dirtyDevices.cend(), [&](DeviceId id) {
        const Device* d = m_design.device(id);
        const DeviceType* t = d ? m_design.typeOf(*d) : nullptr;
        return t && t->cdu;
    });
    for (const CoolingLoop& l : m_design.loops())
        if (cduChanged || (l.cdu && m_dirtyDevices.contains(*l.cdu))) m_dirtyLoops.insert(l.id);
}

void RuleEngine::store(size_t ruleIndex, const QUuid& object, std::vector<Finding>&& found) {
    ++m_lastEvaluations;
    Cache& cache = m_cache[ruleIndex];
    if (found.empty())
        cache.remove(object);
    else
        cache.insert(object, std::move(found));
}

template <class Check>
void RuleEngine::runCheck(size_t ruleIndex, const QString& key, const QUuid& object, Check&& check) {
    std::vector<Finding> found;
    FindingSink sink(key, found);
    check(sink);
    store(ruleIndex, object, std::move(found));
}

std::optional<RuleEngine::WholeRun> RuleEngine::evaluateWhole(const Design& design, const RuleRegistry& registry,
                                                               const std::atomic<bool>* cancel) {
    WholeRun out;
    out.cache.resize(registry.rules().size());
    out.rackLosses = std::make_shared<QHash<RackId, double>>();
    RuleContext context(design, RuleContext::Scope::Whole);
    context.keepRackLosses(out.rackLosses);
    for (size_t i = 0; i < out.cache.size(); ++i) {
        if (cancel && *cancel) return std::nullopt;
        const Rule& rule = *registry.rules()[i];
        const QString key = rule.key();
        Cache& cache = out.cache[i];
        auto run = [&](const QUuid& object, auto&& check) {
            std::vector<Finding> found;
            FindingSink sink(key, found);
            check(sink);
            ++out.evaluations;
            if (!found.empty()) cache.insert(object, std::move(found));
        };
        switch (rule.scope()) {
        case RuleScope::Design: run(QUuid(), [&](FindingSink& s) { rule.checkDesign(context, s); }); break;
        case RuleScope::Rack:
            for (const Rack& r : design.racks()) run(r.id.uuid(), [&](FindingSink& s) { rule.checkRack(context, r, s); });
            break;
        case RuleScope::Loop:
            for (const CoolingLoop& l : design.loops())
                run(l.id.uuid(), [&](FindingSink& s) { rule.checkLoop(context, l, s); });
            break;
        case RuleScope::Device:
            for (const Device& d : design.devices())
                run(d.id.uuid(), [&](FindingSink& s) { rule.checkDevice(context, d, s); });
            break;
        case RuleScope::Connection:
            for (const Connection& c : design.connections())
                run(c.id.uuid(), [&](FindingSink& s) { rule.checkConnection(context, c, s); });
            break;
        }
    }
    return out;
}

void RuleEngine::evaluateDirty(const RuleContext& context, size_t ruleIndex) {
    const Rule& rule = *m_registry.rules()[ruleIndex];
    const QString key = rule.key();
    auto run = [&](const QUuid& object, auto&& check) { runCheck(ruleIndex, key, object, check); };
    switch (rule.scope()) {
    case RuleScope::Design:
        if (m_changes & rule.triggers()) run(QUuid(), [&](FindingSink& s) { rule.checkDesign(context, s); });
        break;
    case RuleScope::Rack:
        for (RackId id : std::as_const(m_dirtyRacks))
            if (const Rack* r = m_design.rack(id))
                run(id.uuid(), [&](FindingSink& s) { rule.checkRack(context, *r, s); });
        break;
    case RuleScope::Loop:
        for (LoopId id : std::as_const(m_dirtyLoops))
            if (const CoolingLoop* l = m_design.loops().find(id))
                run(id.uuid(), [&](FindingSink& s) { rule.checkLoop(context, *l, s); });
        break;
    case RuleScope::Device:
        for (DeviceId id : std::as_const(m_dirtyDevices))
            if (const Device* d = m_design.device(id))
                run(id.uuid(), [&](FindingSink& s) { rule.checkDevice(context, *d, s); });
        break;
    case RuleScope::Connection:
        for (ConnectionId id : std::as_const(m_dirtyConnections))
            if (const Connection* c = m_design.connection(id))
                run(id.uuid(), [&](FindingSink& s) { rule.checkConnection(context, *c, s); });
        break;
    }
}

std::vector<Finding> RuleEngine::findings() const {
    std::vector<Finding> out;
    for (size_t i = 0; i < m_cache.size(); ++i) {
        const Cache& cache = m_cache[i];
        if (cache.isEmpty()) continue;
        auto append = [&](const QUuid& id) {
            const auto it = cache.constFind(id);
            if (it != cache.cend()) out.insert(out.end(), it->begin(), it->end());
        };
        switch (m_registry.rules()[i]->scope()) {
        case RuleScope::Design: append(QUuid()); break;
        case RuleScope::Rack:
            for (const Rack& r : m_design.racks()) append(r.id.uuid());
            break;
        case RuleScope::Loop:
            for (const CoolingLoop& l : m_design.loops()) append(l.id.uuid());
            break;
        case RuleScope::Device:
            for (const Device& d : m_design.devices()) append(d.id.uuid());
            break;
        case RuleScope::Connection:
            // Few connections have findings: walk the cache, then put them in document order.
            if (cache.size() * 8 < m_design.connections().size()) {
                std::vector<std::pair<int, const std::vector<Finding>*>> hits;
                for (auto it = cache.cbegin(); it != cache.cend(); ++it)
                    hits.emplace_back(
                        m_design.connections().indexOf(ConnectionId::fromUuid(it.key()).value()),
                        &it.value());
                std::sort(hits.begin(), hits.end(), [](const auto& x, const auto& y) { return x.first < y.first; });
                for (const auto& [pos, list] : hits) out.insert(out.end(), list->begin(), list->end());
            } else {
                for (const Connection& c : m_design.connections()) append(c.id.uuid());
            }
            break;
        }
    }
    return out;
}

int RuleEngine::count(Severity severity) const {
    int n = 0;
    for (const Cache& cache : m_cache)
        for (const auto& list : cache)
            for (const Finding& f : list) n += f.severity == severity ? 1 : 0;
    return n;
}

}  // namespace sn
