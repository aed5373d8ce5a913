#include "model/io/design_json.h"

#include "model/catalog/catalog_json.h"
#include "model/design/blank_object.h"
#include "model/design/design.h"
#include "model/input/json_reader.h"
#include "model/input/load_limits.h"
#include "model/io/catalog_usage.h"
#include "model/io/design_assembly.h"
#include "model/io/design_bounds.h"
#include "model/io/field_text.h"
#include "model/io/json_stream_writer.h"
#include "model/io/module_fills_json.h"
#include "model/io/room_geometry_json.h"
#include "model/io/route_record_text.h"
#include "model/io/tray_runs_json.h"

#include <QBuffer>

namespace sn {

namespace {

std::string s(const QString& q) { return q.toStdString(); }
template <class IdT>
Json optId(const std::optional<IdT>& id) { return id ? Json(s(id->toString())) : Json(nullptr); }
Json optNum(const std::optional<double>& v) { return v ? Json(*v) : Json(nullptr); }

/// The string member `key` as the document holds it; null when it is
/// absent, null or not a string (JsonReader's accessors then say which).
const std::string* stringMember(const JsonReader& in, const char* key) {
    const Json& v = in.value();
    if (!v.is_object()) return nullptr;
    const auto it = v.find(key);
    return it != v.end() && it->is_string() ? &it->get_ref<const std::string&>() : nullptr;
}

/// A member many objects spell alike (type ids, port names), shared
/// (io/field_text.h); a missing or wrong one goes JsonReader's way.
QString sharedStr(const JsonReader& in, const char* key, SharedTextCache& cache) {
    if (const std::string* text = stringMember(in, key)) return cache.get(*text);
    return in.str(key);
}
QString sharedStr(const JsonReader& in, const char* key, const QString& fallback, SharedTextCache& cache) {
    return in.has(key) ? sharedStr(in, key, cache) : fallback;
}

/// JsonReader::enumValue, reading a well-spelled word without a QString.
template <class E, std::size_t N>
E readEnum(const JsonReader& in, const char* key, const EnumNames<E, N>& names) {
    if (const std::string* text = stringMember(in, key))
        if (auto e = withUtf16(*text, [&](QStringView v) { return names.parse(v); })) return *e;
    return in.enumValue(key, names);
}
template <class E, std::size_t N>
E readEnum(const JsonReader& in, const char* key, const EnumNames<E, N>& names, E fallback) {
    return in.has(key) ? readEnum(in, key, names) : fallback;
}

template <class IdT>
IdT readId(const JsonReader& in, const char* key) {
    if (const std::string* text = stringMember(in, key))
        if (auto id = idFromUtf8<IdT>(*text)) return *id;
    const QString text = in.str(key);
    if (auto id = IdT::fromString(text)) return *id;
    in.fail(key, DesignJson::tr("\"%1\" is not a UUID").arg(excerpt(text)));
}
template <class IdT>
std::optional<IdT> readOptId(const JsonReader& in, const char* key) {
    if (!in.has(key)) return std::nullopt;
    return readId<IdT>(in, key);
}

Json writePort(const PortRef& p) { return {{"device", s(p.device.toString())}, {"port", s(p.port)}}; }
/// The cache of one read: type ids and port names.
struct ReadCaches {
    SharedTextCache names;
};

PortRef readPort(const JsonReader& in, ReadCaches& caches) {
    return {readId<DeviceId>(in, "device"), sharedStr(in, "port", caches.names)};
}

// ---- writers --------------------------------------------------------------

Json writeRoom(const Room& r) {
    Json room = {{"name", s(r.name)}, {"site", s(r.site)}, {"code", s(r.code)}, {"width_mm", r.widthMm},
                 {"depth_mm", r.depthMm}, {"height_mm", r.heightMm}, {"raised_floor_mm", r.raisedFloorMm}};
    RoomGeometryJson::write(r, room);
    return room;
}

Json writeRouting(const RoutingSettings& r) {
    return {{"slack_per_end_mm", r.slackPerEndMm}, {"min_spare_per_end_mm", r.minSparePerEndMm},
            {"rack_base_mm", r.rackBaseMm}, {"drop_reach_mm", r.dropReachMm},
            {"neighbour_gap_mm", r.neighbourGapMm}, {"side_channel_fill_limit", r.sideChannelFillLimit}};
}

Json writePlan(const ParallelismPlan& p) {
    return {{"tp", p.tp}, {"pp", p.pp}, {"dp", p.dp}, {"spares_per_su", p.sparesPerSu}};
}

Json writeRack(const Rack& r) {
    return {{"id", s(r.id.toString())}, {"name", s(r.name)}, {"row", optId(r.row)}, {"type", s(r.typeId)},
            {"x_mm", r.xMm}, {"y_mm", r.yMm}, {"rotation_deg", r.rotationDeg}, {"u_height", r.uHeight},
            {"width_mm", r.widthMm}, {"depth_mm", r.depthMm}, {"max_weight_kg", r.maxWeightKg},
            {"power_budget_w", r.powerBudgetW}, {"air_cooling_limit_w", r.airCoolingLimitW},
            {"side_slots", r.sideSlots}, {"loop", optId(r.loop)}};
}

Json writeDevice(const Device& d) {
    const Placement& p = d.placement;
    Json place = {{"rack", optId(p.rack)}, {"u", p.u}, {"face", s(kFaceNames.name(p.face))},
                  {"side", s(kSideChannelNames.name(p.side))}, {"side_index", p.sideIndex},
                  {"floor_x_mm", p.floorXmm}, {"floor_y_mm", p.floorYmm}, {"rotation_deg", p.rotationDeg}};
    Json out = {{"id", s(d.id.toString())}, {"type", s(d.typeId)}, {"name", s(d.name)}, {"placement", place}};
    // Written only when a bay is filled, so files without modules keep their text.
    if (!d.modules.empty()) out["modules"] = ModuleFillsJson::write(d.modules);
    return out;
}

Json writeTray(const Tray& t) {
    Json path = Json::array();
    for (const QPointF& p : t.pathMm) path.push_back({p.x(), p.y()});
    return {{"id", s(t.id.toString())}, {"name", s(t.name)}, {"type", s(t.typeId)},
            {"kind", s(kTrayKindNames.name(t.kind))}, {"elevation_mm", t.elevationMm}, {"width_mm", t.widthMm},
            {"depth_mm", t.depthMm}, {"fill_limit", t.fillLimit}, {"fitting_radius_mm", t.fittingRadiusMm},
            {"path_mm", path}};
}

Json writeLoop(const CoolingLoop& l) {
    return {{"id", s(l.id.toString())}, {"name", s(l.name)}, {"cdu", optId(l.cdu)}, {"coolant", s(l.coolantId)},
            {"supply_temp_c", l.supplyTempC}, {"delta_t_k", l.deltaTK}};
}

Json writeConnection(const Connection& c) {
    return {{"id", s(c.id.toString())}, {"a", writePort(c.a)}, {"b", writePort(c.b)},
            {"role", s(kPortRoleNames.name(c.role))}};
}

Json writeCable(const Cable& c) {
    Json trays = Json::array();
    for (TrayId t : c.trays) trays.push_back(s(t.toString()));
    Json out = {{"id", s(c.id.toString())}, {"connection", s(c.connection.toString())}, {"type", s(c.typeId)},
                {"type_fixed", c.typeFixed}, {"route_length_mm", optNum(c.routeLengthMm)},
                {"ordered_length_mm", optNum(c.orderedLengthMm)}, {"trays", trays}};
    // Only when recorded, so files of cables without runs stay as they were.
    if (!c.trayRuns.empty()) out["tray_runs"] = TrayRunsJson::write(c.trayRuns);
    if (c.routed) out["route_record"] = s(c.routed->toText());
    if (c.valveTurns) out["valve_turns"] = *c.valveTurns;
    out["label"] = s(c.label);
    out["status"] = s(kCableStatusNames.name(c.status));
    return out;
}

// ---- readers --------------------------------------------------------------

Room readRoom(const JsonReader& in) {
    Room r;
    r.name = in.str("name", {});
    r.site = in.str("site", {});
    r.code = in.str("code", {});
    // With an outline the extent may be left out: it is the outline's.
    const bool outlined = in.has("outline_mm");
    r.widthMm = outlined ? in.num("width_mm", 0) : in.num("width_mm");
    r.depthMm = outlined ? in.num("depth_mm", 0) : in.num("depth_mm");
    r.heightMm = in.num("height_mm", 4000);
    r.raisedFloorMm = in.num("raised_floor_mm", 0);
    RoomGeometryJson::read(in, r);
    if (r.widthMm <= 0) in.fail("width_mm", DesignJson::tr("must be positive"));
    if (r.depthMm <= 0) in.fail("depth_mm", DesignJson::tr("must be positive"));
    return r;
}

/// Keys left out keep their documented defaults (model/io/README.md).
RoutingSettings readRouting(const JsonReader& in) {
    const RoutingSettings defaults;
    auto length = [&](const char* key, double fallback) {
        const double mm = in.num(key, fallback);
        if (mm < 0) in.fail(key, DesignJson::tr("must not be negative"));
        return mm;
    };
    RoutingSettings r;
    r.slackPerEndMm = length("slack_per_end_mm", defaults.slackPerEndMm);
    r.minSparePerEndMm = length("min_spare_per_end_mm", defaults.minSparePerEndMm);
    r.rackBaseMm = length("rack_base_mm", defaults.rackBaseMm);
    r.dropReachMm = length("drop_reach_mm", defaults.dropReachMm);
    r.neighbourGapMm = length("neighbour_gap_mm", defaults.neighbourGapMm);
    r.sideChannelFillLimit = in.num("side_channel_fill_limit", defaults.sideChannelFillLimit);
    if (r.sideChannelFillLimit <= 0 || r.sideChannelFillLimit > 1)
        in.fail("side_channel_fill_limit", DesignJson::tr("must be above 0 and at most 1"));
    if (const QString why = r.problem(); !why.isEmpty()) in.fail(why);  // the upper bounds, as the store reads them
    return r;
}

ParallelismPlan readPlan(const JsonReader& in) {
    ParallelismPlan p;
    p.tp = in.integer("tp");
    p.pp = in.integer("pp");
    p.dp = in.integer("dp");
    p.sparesPerSu = in.integer("spares_per_su", 0);
    if (const QString why = p.problem(); !why.isEmpty()) in.fail(why);
    return p;
}

Rack readRack(const JsonReader& in, ReadCaches& caches) {
    Rack r = blank<Rack>();  // no id made: it is read
    r.id = readId<RackId>(in, "id");
    r.name = in.str("name");
    r.row = readOptId<RowId>(in, "row");
    r.typeId = sharedStr(in, "type", {}, caches.names);
    r.xMm = in.num("x_mm");
    r.yMm = in.num("y_mm");
    r.rotationDeg = in.integer("rotation_deg", 0);
    if (r.rotationDeg % 90 != 0 || r.rotationDeg < 0 || r.rotationDeg >= 360)
        in.fail("rotation_deg", DesignJson::tr("expected 0, 90, 180 or 270"));
    r.uHeight = in.integer("u_height");
    r.widthMm = in.num("width_mm");
    r.depthMm = in.num("depth_mm");
    r.maxWeightKg = in.num("max_weight_kg", 0);
    r.powerBudgetW = in.num("power_budget_w", 0);
    r.airCoolingLimitW = in.num("air_cooling_limit_w", 0);
    r.sideSlots = in.integer("side_slots", 2);
    r.loop = readOptId<LoopId>(in, "loop");
    return r;
}

Device readDevice(const JsonReader& in, ReadCaches& caches) {
    Device d = blank<Device>();
    d.id = readId<DeviceId>(in, "id");
    d.typeId = sharedStr(in, "type", caches.names);
    d.name = in.str("name");
    const JsonReader p = in.field("placement");
    d.placement.rack = readOptId<RackId>(p, "rack");
    d.placement.u = p.integer("u", 0);
    d.placement.face = readEnum(p, "face", kFaceNames, Face::Front);
    d.placement.side = readEnum(p, "side", kSideChannelNames, SideChannel::None);
    d.placement.sideIndex = p.integer("side_index", 0);
    d.placement.floorXmm = p.num("floor_x_mm", 0);
    d.placement.floorYmm = p.num("floor_y_mm", 0);
    d.placement.rotationDeg = p.integer("rotation_deg", 0);
    if (auto m = in.optField("modules")) d.modules = ModuleFillsJson::read(*m);
    return d;
}

Tray readTray(const JsonReader& in) {
    Tray t = blank<Tray>();
    t.id = readId<TrayId>(in, "id");
    t.name = in.str("name");
    t.typeId = in.str("type", {});
    t.kind = in.enumValue("kind", kTrayKindNames, TrayKind::Ladder);
    t.elevationMm = in.num("elevation_mm");
    t.widthMm = in.num("width_mm");
    t.depthMm = in.num("depth_mm");
    t.fillLimit = in.num("fill_limit", 0.5);
    if (t.fillLimit <= 0 || t.fillLimit > 1) in.fail("fill_limit", DesignJson::tr("must be above 0 and at most 1"));
    t.fittingRadiusMm = in.num("fitting_radius_mm", 0);
    const JsonReader path = in.field("path_mm");
    for (std::size_t i = 0; i < path.size(); ++i) {
        const JsonReader pt = path.at(i);
        if (pt.size() != 2 || !pt.value()[0].is_number() || !pt.value()[1].is_number())
            pt.fail(DesignJson::tr("expected [x, y] in millimetres"));
        t.pathMm.emplace_back(pt.value()[0].get<double>(), pt.value()[1].get<double>());
    }
    if (t.pathMm.size() < 2) in.fail("path_mm", DesignJson::tr("a tray needs at least two points"));
    return t;
}

CoolingLoop readLoop(const JsonReader& in) {
    CoolingLoop l = blank<CoolingLoop>();
    l.id = readId<LoopId>(in, "id");
    l.name = in.str("name");
    l.cdu = readOptId<DeviceId>(in, "cdu");
    l.coolantId = in.str("coolant");
    l.supplyTempC = in.num("supply_temp_c");
    l.deltaTK = in.num("delta_t_k");
    if (l.deltaTK <= 0) in.fail("delta_t_k", DesignJson::tr("must be positive"));
    return l;
}

Connection readConnection(const JsonReader& in, ReadCaches& caches) {
    return Connection{.id = readId<ConnectionId>(in, "id"),
                      .a = readPort(in.field("a"), caches),
                      .b = readPort(in.field("b"), caches),
                      .role = readEnum(in, "role", kPortRoleNames)};
}

Cable readCable(const JsonReader& in, ReadCaches& caches) {
    Cable c = blank<Cable>();
    c.id = readId<CableId>(in, "id");
    c.connection = readId<ConnectionId>(in, "connection");
    c.typeId = sharedStr(in, "type", {}, caches.names);
    c.typeFixed = in.boolean("type_fixed", false);
    c.routeLengthMm = in.optNum("route_length_mm");
    c.orderedLengthMm = in.optNum("ordered_length_mm");
    c.valveTurns = in.optNum("valve_turns");
    if (auto trays = in.optField("trays")) {
        for (std::size_t i = 0; i < trays->size(); ++i) {
            const JsonReader t = trays->at(i);
            const auto id = t.value().is_string() ? idFromUtf8<TrayId>(t.value().get_ref<const std::string&>())
                                                  : std::nullopt;
            if (!id) t.fail(DesignJson::tr("expected a tray id"));
            c.trays.push_back(*id);
        }
    }
    if (auto runs = in.optField("tray_runs")) c.trayRuns = TrayRunsJson::read(*runs);
    if (auto record = in.optField("route_record")) {
        c.routed = routeRecordFromUtf8(record->value().is_string()
                                           ? std::string_view(record->value().get_ref<const std::string&>())
                                           : std::string_view());
        if (!c.routed)
            record->fail(DesignJson::tr("expected a route record \"<end key> <end key> <column> <column> top|side [problem]\""));
    }
    c.label = in.str("label", {});
    c.status = readEnum(in, "status", kCableStatusNames, CableStatus::Planned);
    return c;
}

template <class T, class Reader>
std::vector<T> readArray(const JsonReader& root, const char* key, Reader read) {
    std::vector<T> out;
    if (auto arr = root.optField(key)) {
        out.reserve(arr->size());
        for (std::size_t i = 0; i < arr->size(); ++i) out.push_back(read(arr->at(i)));
    }
    return out;
}

/// The large tables (racks, devices, connections, cables) read element by
/// element while the text is parsed (JsonElementSink), so the document
/// never holds them. An element that is wrong is kept as the table's
/// error, raised when read() reaches that table: the same first error, in
/// the same order, as reading them from the whole document gave.
class TableReader final : public JsonElementSink {
public:
    enum Table { Racks, Devices, Connections, Cables, kTables };

    TableReader(const QString& origin, ReadCaches& caches) : m_origin(origin), m_caches(caches) {}

    int tableOf(const std::string& key) const override {
        for (int t = 0; t < kTables; ++t)
            if (key == kKeys[t]) return t;
        return -1;
    }
    void begin(int table) override {
        m_seen[table] = true;
        m_error[table].reset();
        clear(Table(table));
    }
    void element(int table, std::size_t index, Json&& value) override {
        if (m_error[table]) return;
        const JsonReader in(value, m_origin, QStringLiteral("/%1/%2").arg(QLatin1String(kKeys[table])).arg(index));
        try {
            switch (Table(table)) {
            case Racks: m_fragment.racks.push_back(readRack(in, m_caches)); break;
            case Devices: m_fragment.devices.push_back(readDevice(in, m_caches)); break;
            case Connections: m_fragment.connections.push_back(readConnection(in, m_caches)); break;
            case Cables: m_fragment.cables.push_back(readCable(in, m_caches)); break;
            case kTables: break;
            }
        } catch (const UserError& e) {
            m_error[table] = e;
        }
    }
    void restart() override {
        for (int t = 0; t < kTables; ++t) {
            begin(t);
            m_seen[t] = false;
        }
    }
    /// The table as read, or its first error thrown. A member that is not
    /// an array (the sink takes arrays only; of a repeated key, the last
    /// value counts) is read from the document, which refuses it as before.
    template <class T>
    void finish(Table table, const JsonReader& root, std::vector<T>& rows,
                const std::function<T(const JsonReader&)>& read) const {
        if (!root.has(kKeys[table])) return;
        if (!root.field(kKeys[table]).value().is_array()) rows = readArray<T>(root, kKeys[table], read);
        if (m_error[table]) throw *m_error[table];
    }

    /// The tables read so far (the other members of the fragment are the caller's to fill).
    DesignFragment& fragment() { return m_fragment; }

private:
    void clear(Table table) {
        switch (table) {
        case Racks: m_fragment.racks.clear(); break;
        case Devices: m_fragment.devices.clear(); break;
        case Connections: m_fragment.connections.clear(); break;
        case Cables: m_fragment.cables.clear(); break;
        case kTables: break;
        }
    }

    static constexpr const char* kKeys[kTables] = {"racks", "devices", "connections", "cables"};
    const QString& m_origin;
    ReadCaches& m_caches;
    bool m_seen[kTables] = {};
    std::optional<UserError> m_error[kTables];
    DesignFragment m_fragment;
};

template <class Range, class Writer>
Json writeArray(const Range& range, Writer write) {
    Json out = Json::array();
    for (const auto& item : range) out.push_back(write(item));
    return out;
}

/// The largest tables go out one element at a time.
template <class Range, class Writer>
void streamArray(JsonStreamWriter& out, const std::string& key, const Range& range, Writer write) {
    out.beginArray(key);
    for (const auto& item : range) out.element(write(item));
    out.endArray();
}

}  // namespace

bool DesignJson::write(const Design& design, QIODevice& device) {
    JsonStreamWriter out(device);
    out.member("format", "supernode-design");
    out.member("version", kVersion);
    out.member("info", {{"name", s(design.info().name)}, {"revision", s(design.info().revision)}});
    out.member("room", writeRoom(design.room()));
    // Only a design whose routing differs from the defaults says so, which
    // keeps files written before routing was saved byte-identical.
    if (design.routingSettings() != RoutingSettings()) out.member("routing", writeRouting(design.routingSettings()));
    if (design.parallelismPlan()) out.member("parallelism", writePlan(*design.parallelismPlan()));
    Json catalog = Json::array();
    for (const UsedCatalogEntry& e : usedCatalogEntries(design)) catalog.push_back(e.json);
    out.member("catalog", catalog);
    out.member("rows", writeArray(design.rows(), [](const Row& r) {
        return Json{{"id", s(r.id.toString())}, {"name", s(r.name)}};
    }));
    out.member("cooling_loops", writeArray(design.loops(), writeLoop));
    out.member("trays", writeArray(design.trays(), writeTray));
    streamArray(out, "racks", design.racks(), writeRack);
    streamArray(out, "devices", design.devices(), writeDevice);
    streamArray(out, "connections", design.connections(), writeConnection);
    streamArray(out, "cables", design.cables(), writeCable);
    return out.finish();
}

QByteArray DesignJson::write(const Design& design) {
    QByteArray text;
    QBuffer buffer(&text);
    buffer.open(QIODevice::WriteOnly);
    write(design, buffer);
    return text;
}

std::unique_ptr<Design> DesignJson::read(const QByteArray& text, const QString& origin) {
    checkDesignJsonCounts(text, origin);
    ReadCaches caches;
    TableReader tables(origin, caches);
    const Json doc = parseJsonText(text, origin, tables);
    const JsonReader root(doc, origin);
    if (!doc.is_object()) root.fail(tr("expected a design object"));
    if (root.str("format", {}) != QLatin1String("supernode-design"))
        root.fail("format", tr("this is not a Supernode Designer design (expected \"supernode-design\")"));
    const int version = root.integer("version");
    if (version > kVersion)
        root.fail("version", tr("the file is design format version %1; this program reads up to version %2. "
                                "Open it with a newer Supernode Designer.").arg(version).arg(kVersion));
    if (version < 1) root.fail("version", tr("unknown version %1").arg(version));

    Catalog catalog = Catalog::builtIn();
    if (auto entries = root.optField("catalog")) {
        if (entries->size() > limits::kMaxCatalogEntries)
            root.fail("catalog", JsonReader::tr("more than %1 items").arg(limits::kMaxCatalogEntries));
        for (std::size_t i = 0; i < entries->size(); ++i) catalog_json::readEntryInto(entries->at(i), catalog);
    }

    ProjectInfo info;
    if (auto in = root.optField("info")) {
        info.name = in->str("name", {});
        info.revision = in->str("revision", {});
    }
    const Room room = readRoom(root.field("room"));
    const auto routing = root.optField("routing");
    const RoutingSettings routingSettings = routing ? readRouting(*routing) : RoutingSettings();
    const auto planField = root.optField("parallelism");
    const std::optional<ParallelismPlan> plan =
        planField ? std::optional<ParallelismPlan>(readPlan(*planField)) : std::nullopt;
    DesignFragment& f = tables.fragment();
    auto with = [&](auto read) { return [&caches, read](const JsonReader& in) { return read(in, caches); }; };
    f.rows = readArray<Row>(root, "rows", [](const JsonReader& in) {
        return Row{readId<RowId>(in, "id"), in.str("name")};
    });
    f.loops = readArray<CoolingLoop>(root, "cooling_loops", readLoop);
    f.trays = readArray<Tray>(root, "trays", readTray);
    tables.finish<Rack>(TableReader::Racks, root, f.racks, with(readRack));
    tables.finish<Device>(TableReader::Devices, root, f.devices, with(readDevice));
    tables.finish<Connection>(TableReader::Connections, root, f.connections, with(readConnection));
    tables.finish<Cable>(TableReader::Cables, root, f.cables, with(readCable));
    auto design = DesignAssembly::assemble(std::move(catalog), info, room, std::move(f),
                                           [&](const char* kind, std::size_t i) {
                                               if (qstrcmp(kind, "room") == 0 || qstrcmp(kind, "info") == 0)
                                                   return QStringLiteral("%1: /%2").arg(origin, QLatin1String(kind));
                                               return QStringLiteral("%1: /%2/%3").arg(origin, QLatin1String(kind)).arg(i);
                                           });
    design->setRoutingSettings(routingSettings);
    design->setParallelismPlan(plan);
    return design;
}

}  // namespace sn
