#include "model/commands/design_edits.h"
#include "model/commands/edit_object_command.h"
#include "model/commands/insert_objects_command.h"
#include "model/commands/remove_objects_command.h"
#include "model/io/design_json.h"
#include "model/netbox/edit_device_type_command.h"
#include "model/routing/apply_routes_command.h"
#include "model/routing/cable_router.h"
#include "tests/support/example_design.h"
#include "views/cables/cable_edits.h"

#include <QtTest>

#include <functional>
#include <map>
#include <random>

using namespace sn;

/// Undo is exact over long random edit sequences, not only for the fixed
/// single edits tst_design_commands checks: thousands of random commands of
/// every kind (seeded, so a failure replays), then every step undone one at a
/// time, each compared as saved JSON byte for byte with the design as it was
/// when that step was on top; then every step redone and compared again.
class TstUndoProperty : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void randomEditsUndoExactly_data();
    void randomEditsUndoExactly();
};

namespace {

/// Makes random commands against the current design; each kind returns
/// nothing when the design offers nothing to act on (no cable to edit).
class RandomEditor {
public:
    RandomEditor(Design& design, std::uint32_t seed) : m_design(design), m_rng(seed) {}

    using Maker = std::function<EditResult()>;
    /// Every command kind of the model (and the cable table's model-level edits).
    std::vector<std::pair<const char*, Maker>> kinds() {
        return {
            {"add row", [this] { return DesignEdits::addRow(m_design, {RowId::create(), name("R")}); }},
            {"add rack", [this] { return addRack(); }},
            {"move rack", [this] { return moveRack(); }},
            {"place device", [this] { return placeDevice(); }},
            {"move device", [this] { return moveDevice(); }},
            {"rename device", [this] { return renameDevice(); }},
            {"add tray", [this] { return addTray(); }},
            {"edit tray", [this] { return editTray(); }},
            {"rename row", [this] { return renameRow(); }},
            {"add loop", [this] { return addLoop(); }},
            {"assign loop", [this] { return assignLoop(); }},
            {"connect", [this] { return connect(); }},
            {"edit cable", [this] { return editCable(); }},
            {"cable type", [this] { return cableType(); }},
            {"cable length", [this] { return cableLength(); }},
            {"cable label", [this] { return cableLabel(); }},
            {"edit room", [this] { return editRoom(); }},
            {"edit info", [this] { return DesignEdits::editInfo(m_design, {name("Hall"), name("Rev")}); }},
            {"edit routing", [this] { return editRouting(); }},
            {"edit device type", [this] { return editDeviceType(); }},
            {"insert fragment", [this] { return insertFragment(); }},
            {"remove", [this] { return remove(); }},
            {"route", [this] { return route(); }},
        };
    }

    int pick(int n) { return std::uniform_int_distribution<int>(0, n - 1)(m_rng); }
    double real(double lo, double hi) { return std::uniform_real_distribution<double>(lo, hi)(m_rng); }

private:
    QString name(const char* prefix) { return QStringLiteral("%1-%2").arg(QLatin1String(prefix)).arg(++m_counter); }
    template <class Table>
    const auto* any(const Table& table) {
        return table.size() == 0 ? nullptr : &table[pick(table.size())];
    }

    EditResult addRack() {
        Rack r;
        r.name = name("K");
        r.xMm = std::round(real(0, m_design.room().widthMm - 800));
        r.yMm = std::round(real(0, m_design.room().depthMm - 1200));
        r.uHeight = 42 + 6 * pick(2);
        r.widthMm = 600 + 200 * pick(2);
        if (const Row* row = any(m_design.rows()); row && pick(2)) r.row = row->id;
        return DesignEdits::addRack(m_design, r);
    }
    EditResult moveRack() {
        const Rack* r = any(m_design.racks());
        if (!r) return {};
        return DesignEdits::moveRack(m_design, r->id, r->xMm + 100 * (pick(5) - 2), r->yMm + 100 * (pick(5) - 2),
                                     90 * pick(4));
    }
    Placement randomSlot(const DeviceType& type) {
        Placement p;
        if (type.mount == Mount::Floor) {
            p.floorXmm = std::round(real(0, m_design.room().widthMm - 1000));
            p.floorYmm = std::round(real(0, m_design.room().depthMm - 1000));
            return p;
        }
        if (const Rack* r = any(m_design.racks())) p.rack = r->id;
        if (type.mount == Mount::Side) {
            p.side = pick(2) ? SideChannel::Left : SideChannel::Right;
            p.sideIndex = pick(3);
        } else {
            p.u = 1 + pick(46);
            p.face = pick(4) ? Face::Front : Face::Rear;
        }
        return p;
    }
    EditResult placeDevice() {
        const auto& types = m_design.catalog().devices();
        const DeviceType& type = types[size_t(pick(int(types.size())))];
        Device d;
        d.typeId = type.id;
        d.name = name("dev");
        d.placement = randomSlot(type);
        return DesignEdits::placeDevice(m_design, d);
    }
    EditResult moveDevice() {
        const Device* d = any(m_design.devices());
        if (!d || !m_design.typeOf(*d)) return {};
        return DesignEdits::moveDevice(m_design, d->id, randomSlot(*m_design.typeOf(*d)));
    }
    EditResult renameDevice() {
        const Device* d = any(m_design.devices());
        return d ? DesignEdits::renameDevice(m_design, d->id, name("host")) : EditResult{};
    }
    EditResult addTray() {
        Tray t;
        t.name = name("T");
        const double y = std::round(real(0, m_design.room().depthMm));
        t.pathMm = {QPointF(0, y), QPointF(std::round(real(1000, m_design.room().widthMm)), y)};
        t.elevationMm = 2400 + 200 * pick(3);
        return DesignEdits::addTray(m_design, t);
    }
    EditResult editTray() {
        const Tray* t = any(m_design.trays());
        if (!t) return {};
        Tray edited = *t;
        edited.fillLimit = 0.3 + 0.1 * pick(5);
        edited.pathMm.back().rx() += 100 * (pick(3) - 1);
        return {std::make_unique<EditObjectCommand<Tray>>(m_design, *t, edited, QStringLiteral("Edit tray")), {}};
    }
    EditResult renameRow() {
        const Row* r = any(m_design.rows());
        if (!r) return {};
        Row edited = *r;
        edited.name = name("Row");
        return {std::make_unique<EditObjectCommand<Row>>(m_design, *r, edited, QStringLiteral("Rename row")), {}};
    }
    EditResult addLoop() {
        CoolingLoop l;
        l.name = name("Loop");
        const auto& coolants = m_design.catalog().coolants();
        l.coolantId = coolants[size_t(pick(int(coolants.size())))].id;
        l.supplyTempC = 25 + pick(10);
        return DesignEdits::addLoop(m_design, l);
    }
    EditResult assignLoop() {
        const Rack* r = any(m_design.racks());
        if (!r) return {};
        const CoolingLoop* l = any(m_design.loops());
        return DesignEdits::assignRackToLoop(m_design, r->id, l && pick(3) ? std::optional(l->id) : std::nullopt);
    }
    /// A free port of a random device, or none.
    std::optional<std::pair<PortRef, const PortSpec*>> freePort() {
        const Device* d = any(m_design.devices());
        const DeviceType* type = d ? m_design.typeOf(*d) : nullptr;
        if (!type || type->ports().empty()) return std::nullopt;
        const PortSpec& p = type->ports()[size_t(pick(int(type->ports().size())))];
        const PortRef ref{d->id, p.name};
        if (m_design.connectionAt(ref)) return std::nullopt;
        return std::pair{ref, &p};
    }
    EditResult connect() {
        const auto a = freePort(), b = freePort();
        if (!a || !b) return {};
        QString cableType;
        for (const CableType& c : m_design.catalog().cables())
            if (pick(8) == 0) { cableType = c.id; break; }
        return DesignEdits::connect(m_design, a->first, b->first, a->second->role, cableType);
    }
    EditResult editCable() {
        const Cable* c = any(m_design.cables());
        if (!c) return {};
        Cable edited = *c;
        edited.status = CableStatus(pick(3));
        edited.routeLengthMm = pick(2) ? std::optional(std::round(real(500, 20000))) : std::nullopt;
        return DesignEdits::editCable(m_design, edited);
    }
    EditResult cableType() {
        const Cable* c = any(m_design.cables());
        if (!c) return {};
        const auto types = CableEdits::compatibleTypes(m_design, *c);
        if (types.empty()) return {};
        return CableEdits::setType(m_design, {c->id}, types[size_t(pick(int(types.size())))]->id);
    }
    EditResult cableLength() {
        std::vector<CableId> ids;
        for (int i = 0; i < 3; ++i)
            if (const Cable* c = any(m_design.cables())) ids.push_back(c->id);
        if (ids.empty()) return {};
        std::sort(ids.begin(), ids.end());
        ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
        return CableEdits::setOrderedLength(m_design, ids,
                                            pick(3) ? std::optional(1000.0 * (5 + pick(30))) : std::nullopt);
    }
    EditResult cableLabel() {
        const Cable* c = any(m_design.cables());
        return c ? CableEdits::setLabel(m_design, c->id, name("C")) : EditResult{};
    }
    EditResult editRoom() {
        Room r = m_design.room();
        r.widthMm += 500 * (pick(3) - 1);
        r.raisedFloorMm = 150.0 * pick(5);
        return DesignEdits::editRoom(m_design, r);
    }
    EditResult editRouting() {
        RoutingSettings r = m_design.routingSettings();
        r.slackPerEndMm = 100.0 * pick(6);
        r.sideChannelFillLimit = 0.4 + 0.1 * pick(5);
        if (!r.problem().isEmpty()) return {};
        return {std::make_unique<EditRoutingCommand>(m_design, m_design.routingSettings(), r,
                                                     QStringLiteral("Routing")), {}};
    }
    EditResult editDeviceType() {
        const Device* d = any(m_design.devices());
        const DeviceType* t = d ? m_design.typeOf(*d) : nullptr;
        if (!t) return {};
        DeviceType edited = *t;
        edited.setNumber(TypeFigure::MaxPowerW, std::max(t->typicalPowerW, 100.0 * (1 + pick(200))));
        return EditDeviceTypeCommand::make(m_design, edited);
    }
    EditResult insertFragment() {
        DesignFragment f;
        Row row{RowId::create(), name("FR")};
        for (int i = 0; i < 1 + pick(3); ++i) {
            Rack r;
            r.name = name("FK");
            r.row = row.id;
            r.xMm = 600.0 * i;
            r.yMm = std::round(real(0, m_design.room().depthMm - 1200));
            f.racks.push_back(r);
        }
        f.rows.push_back(row);
        return {std::make_unique<InsertObjectsCommand>(m_design, std::move(f), QStringLiteral("Insert")), {}};
    }
    EditResult remove() {
        ObjectSelection s;
        switch (pick(7)) {
        case 0: if (const Rack* r = any(m_design.racks())) s.racks.push_back(r->id); break;
        case 1: if (const Device* d = any(m_design.devices())) s.devices.push_back(d->id); break;
        case 2: if (const Connection* c = any(m_design.connections())) s.connections.push_back(c->id); break;
        case 3: if (const Cable* c = any(m_design.cables())) s.cables.push_back(c->id); break;
        case 4: if (const Tray* t = any(m_design.trays())) s.trays.push_back(t->id); break;
        case 5: if (const CoolingLoop* l = any(m_design.loops())) s.loops.push_back(l->id); break;
        default: if (const Row* r = any(m_design.rows())) s.rows.push_back(r->id); break;
        }
        return {std::make_unique<RemoveObjectsCommand>(m_design, s), {}};
    }
    EditResult route() {
        // Routing is the slowest command; a few runs per sequence are enough.
        if (pick(20) != 0) return {};
        return ApplyRoutesCommand::create(m_design, CableRouter(m_design).routeAll());
    }

    Design& m_design;
    std::mt19937 m_rng;
    int m_counter = 0;
};

}  // namespace

void TstUndoProperty::randomEditsUndoExactly_data() {
    QTest::addColumn<std::uint32_t>("seed");
    QTest::addColumn<int>("steps");
    QTest::newRow("seed 1") << std::uint32_t(1) << 1200;
    QTest::newRow("seed 20") << std::uint32_t(20) << 1200;
}

void TstUndoProperty::randomEditsUndoExactly() {
    QFETCH(std::uint32_t, seed);
    QFETCH(int, steps);
    auto design = test::buildLiquidRowExample();
    QUndoStack& stack = design->undoStack();
    stack.clear();
    RandomEditor editor(*design, seed);
    const auto kinds = editor.kinds();

    // snapshots[i]: the design with i steps on the stack (a merged edit
    // replaces the snapshot of the step it merged into).
    std::vector<QByteArray> snapshots{DesignJson::write(*design)};
    std::map<QString, int> pushed;
    for (int i = 0; i < steps; ++i) {
        const auto& [kind, make] = kinds[size_t(editor.pick(int(kinds.size())))];
        EditResult result = make();
        if (!result) continue;  // refused (a clash, no free port) or nothing to act on
        ++pushed[QString::fromLatin1(kind)];
        stack.push(result.command.release());
        snapshots.resize(size_t(stack.index()) + 1);
        snapshots[size_t(stack.index())] = DesignJson::write(*design);
    }
    QCOMPARE(qsizetype(snapshots.size()), qsizetype(stack.index() + 1));
    // Every kind ran at least once; most of them many times.
    for (const auto& [kind, make] : kinds) QVERIFY2(pushed[QString::fromLatin1(kind)] > 0, kind);
    QVERIFY2(stack.count() > steps / 3, qPrintable(QString::number(stack.count())));

    for (int i = stack.index(); i > 0; --i) {
        stack.undo();
        if (DesignJson::write(*design) != snapshots[size_t(i - 1)])
            QFAIL(qPrintable(QStringLiteral("undo of step %1 (%2) is not exact").arg(i).arg(stack.command(i - 1)->text())));
    }
    QCOMPARE(DesignJson::write(*design), snapshots.front());
    while (stack.canRedo()) {
        stack.redo();
        if (DesignJson::write(*design) != snapshots[size_t(stack.index())])
            QFAIL(qPrintable(QStringLiteral("redo of step %1 (%2) is not exact")
                                 .arg(stack.index()).arg(stack.command(stack.index() - 1)->text())));
    }
    QCOMPARE(DesignJson::write(*design), snapshots.back());
}

QTEST_GUILESS_MAIN(TstUndoProperty)
#include "tst_undo_property.moc"
