#include "model/store/project_reader.h"

#include "model/catalog/catalog_json.h"
#include "model/core/sn_error.h"
#include "model/design/blank_object.h"
#include "model/design/design.h"
#include "model/input/load_limits.h"
#include "model/io/design_assembly.h"
#include "model/io/field_text.h"
#include "model/io/module_fills_json.h"
#include "model/io/room_geometry_json.h"
#include "model/io/route_record_text.h"
#include "model/io/tray_runs_json.h"
#include "model/store/project_store.h"
#include "model/store/schema.h"
#include "model/store/schema_check.h"
#include "model/store/sqlite_db.h"

#include <QFile>

#include <sqlite3.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <future>
#include <limits>
#include <optional>
#include <system_error>

#include <sys/stat.h>

namespace sn {

namespace {

/// Reading a file this program wrote takes well under a second per 100 000
/// cables; a minute means the file is built to stall the reader.
constexpr int kOpenBudgetMs = 60'000;

QString rowPlace(const QString& origin, const char* table, std::size_t row) {
    return ProjectStore::tr("%1: table %2, row %3").arg(origin, QLatin1String(table)).arg(row);
}

/// Reads fields of one table row; failures name the table and row number.
/// The name is spelled out only on failure: building it for each of a
/// 16 384-GPU design's 280 000 rows cost more than reading them.
class RowReader {
public:
    RowReader(const SqliteStatement& st, const QString& origin, const char* table, std::size_t row)
        : m_st(st), m_origin(origin), m_table(table), m_row(row) {}

    template <class IdT>
    IdT id(int column) const {
        if (auto v = idFromUtf8<IdT>(m_st.utf8(column))) return *v;
        notUuid(column);
    }
    template <class IdT>
    std::optional<IdT> optId(int column) const {
        if (m_st.utf8(column).empty()) return std::nullopt;  // NULL or ''
        return id<IdT>(column);
    }
    template <class E, std::size_t N>
    E enumValue(int column, const EnumNames<E, N>& names) const {
        if (auto e = withUtf16(m_st.utf8(column), [&](QStringView v) { return names.parse(v); })) return *e;
        fail(column, ProjectStore::tr("unknown value \"%1\"").arg(excerpt(m_st.text(column))));
    }
    /// A text column that many rows spell alike (type ids, port names).
    QString shared(int column, SharedTextCache& cache) const { return cache.get(m_st.utf8(column)); }
    /// A REAL column: a finite number, or the row is refused.
    double real(int column) const {
        const int type = m_st.type(column);
        if (type != SQLITE_FLOAT && type != SQLITE_INTEGER) fail(column, ProjectStore::tr("expected a number"));
        const double v = m_st.real(column);
        if (!std::isfinite(v)) fail(column, ProjectStore::tr("number out of range"));
        return v;
    }
    std::optional<double> optReal(int column) const {
        if (m_st.isNull(column)) return std::nullopt;
        return real(column);
    }
    /// An INTEGER column within int range.
    int integer(int column) const {
        if (m_st.type(column) != SQLITE_INTEGER) fail(column, ProjectStore::tr("expected an integer"));
        const long long v = m_st.int64(column);
        if (v < std::numeric_limits<int>::min() || v > std::numeric_limits<int>::max())
            fail(column, ProjectStore::tr("number out of range"));
        return int(v);
    }
    /// A tray_runs column: JSON text (io/tray_runs_json.h); errors name the row and column.
    std::vector<TrayRun> trayRuns(int column) const {
        if (auto runs = TrayRunsJson::readCompact(m_st.utf8(column))) return *std::move(runs);
        const Json doc = json(column);
        return TrayRunsJson::read(JsonReader(doc, place(column)));
    }
    /// A column of JSON text, parsed by the one guarded JSON parser.
    Json json(int column) const { return parseJsonText(m_st.text(column).toUtf8(), place(column)); }
    QString place(int column) const { return ProjectStore::tr("%1, column %2").arg(where(), m_st.columnName(column)); }
    [[noreturn]] void fail(int column, const QString& what) const {
        throw UserError(ProjectStore::tr("%1, column %2: %3").arg(where(), m_st.columnName(column), what));
    }

private:
    QString where() const { return rowPlace(m_origin, m_table, m_row); }
    [[noreturn]] void notUuid(int column) const {
        fail(column, ProjectStore::tr("\"%1\" is not a UUID").arg(excerpt(m_st.text(column))));
    }

    const SqliteStatement& m_st;
    const QString& m_origin;
    const char* m_table;
    std::size_t m_row;
};

/// The non-empty parts of comma-separated text (QString::split with
/// Qt::SkipEmptyParts, on the bytes).
std::vector<std::string_view> commaParts(std::string_view text) {
    std::vector<std::string_view> parts;
    while (!text.empty()) {
        const std::size_t comma = std::min(text.find(','), text.size());
        if (comma > 0) parts.push_back(text.substr(0, comma));
        text.remove_prefix(std::min(comma + 1, text.size()));
    }
    return parts;
}

/// Reads at most `maxRows` rows (input/load_limits.h): a longer table is refused
/// before it is read into memory.
template <class T, class Read>
std::vector<T> readTable(SqliteDb& db, const char* sql, const QString& origin, const char* table,
                         std::size_t maxRows, Read read) {
    std::vector<T> out;
    {
        // Room for every row at once (at most the limit, which reading up to
        // it would take anyway): growing by doubling moved the cables read so
        // far at each of 17 growths for 86 600.
        const QByteArray count = QByteArray("SELECT COUNT(*) FROM ") + table;
        auto rows = db.prepare(count.constData());
        if (rows.next()) out.reserve(std::size_t(std::clamp<long long>(rows.int64(0), 0, (long long)maxRows)));
    }
    auto st = db.prepare(sql);
    while (st.next()) {
        if (out.size() == maxRows)
            throw UserError(ProjectStore::tr("%1: more than %2 rows (the limit of this program)")
                                .arg(rowPlace(origin, table, maxRows + 1)).arg(maxRows));
        const RowReader row(st, origin, table, out.size() + 1);
        out.push_back(read(st, row));
    }
    return out;
}

/// The cable table, the largest (86 600 rows at 16 384 GPUs, a third of
/// opening): read in turn by readDesign, or meanwhile on a worker
/// (CableTableWorker). `sharedText` is the calling thread's own.
std::vector<Cable> readCables(SqliteDb& db, const QString& origin, SharedTextCache& sharedText) {
    return readTable<Cable>(
        db, "SELECT id, connection_id, type_id, type_fixed, route_length_mm, ordered_length_mm, trays, label, status, "
            "tray_runs, route_record, valve_turns FROM cable ORDER BY seq", origin, "cable", limits::kMaxCables,
        [&](const SqliteStatement& st, const RowReader& r) {
            Cable c = blank<Cable>();  // no ids made: they are read
            c.id = r.id<CableId>(0);
            c.connection = r.id<ConnectionId>(1);
            c.typeId = r.shared(2, sharedText);
            c.typeFixed = r.integer(3) != 0;
            c.routeLengthMm = r.optReal(4);
            c.orderedLengthMm = r.optReal(5);
            // Tray ids separated by commas, empty parts skipped; too many
            // is refused before any is read.
            const std::vector<std::string_view> trays = commaParts(st.utf8(6));
            if (trays.size() > limits::kMaxTraysPerCable)
                r.fail(6, ProjectStore::tr("more than %1 trays").arg(limits::kMaxTraysPerCable));
            c.trays.reserve(trays.size());
            for (const std::string_view t : trays) {
                const auto id = idFromUtf8<TrayId>(t);
                if (!id)
                    r.fail(6, ProjectStore::tr("\"%1\" is not a tray id")
                                  .arg(excerpt(QString::fromUtf8(t.data(), qsizetype(t.size())))));
                c.trays.push_back(*id);
            }
            c.label = st.text(7);
            c.status = r.enumValue(8, kCableStatusNames);
            if (!st.utf8(9).empty()) c.trayRuns = r.trayRuns(9);
            if (const std::string_view record = st.utf8(10); !record.empty()) {
                c.routed = routeRecordFromUtf8(record);
                if (!c.routed) r.fail(10, ProjectStore::tr("\"%1\" is not a route record").arg(excerpt(st.text(10))));
            }
            c.valveTurns = r.optReal(11);
            return c;
        });
}

/// Where readDesign takes the cable table from, when its turn comes.
using CableSource = std::function<std::vector<Cable>(SharedTextCache&)>;

std::unique_ptr<Design> readDesign(SqliteDb& db, const QString& origin, const CableSource& readCableTable) {
    Catalog catalog = Catalog::builtIn();
    {
        auto st = db.prepare("SELECT id, json, kind FROM catalog_entry ORDER BY seq");
        for (std::size_t n = 0; st.next(); ++n) {
            if (n == limits::kMaxCatalogEntries)
                throw UserError(ProjectStore::tr("%1: more than %2 rows (the limit of this program)")
                                    .arg(rowPlace(origin, "catalog_entry", n + 1)).arg(n));
            const QString where = ProjectStore::tr("%1: catalog entry %2").arg(origin, excerpt(st.text(0)));
            const Json doc = parseJsonText(st.text(1).toUtf8(), where);
            // The row's kind and id are what the file claims to hold; an entry
            // whose JSON says otherwise was edited outside the program.
            const auto member = [&doc](const char* key) {
                return doc.is_object() && doc.contains(key) && doc[key].is_string()
                           ? QString::fromStdString(doc[key].get<std::string>())
                           : QString();
            };
            if (member("id") != st.text(0) || member("kind") != st.text(2))
                throw UserError(ProjectStore::tr("%1: the row says %2 %3, its JSON %4 %5")
                                    .arg(where, excerpt(st.text(2)), excerpt(st.text(0)), excerpt(member("kind")),
                                         excerpt(member("id"))));
            catalog_json::readEntryInto(JsonReader(doc, where), catalog);
        }
    }
    ProjectInfo info;
    std::optional<ParallelismPlan> plan;
    QString moduleText;
    {
        auto st = db.prepare("SELECT key, value FROM meta");
        while (st.next()) {
            if (st.text(0) == QLatin1String("name")) info.name = st.text(1);
            if (st.text(0) == QLatin1String("revision")) info.revision = st.text(1);
            if (st.text(0) == QLatin1String("parallelism_plan")) {
                const QStringList parts = st.text(1).split(QLatin1Char(' '), Qt::SkipEmptyParts);
                std::array<int, 4> v{};
                bool ok = parts.size() == 4;
                for (qsizetype i = 0; ok && i < 4; ++i) v[size_t(i)] = parts[i].toInt(&ok);
                ParallelismPlan p{v[0], v[1], v[2], v[3]};
                const QString why = ok ? p.problem() : ProjectStore::tr("expected four whole numbers: TP PP DP SPARES");
                if (!why.isEmpty())
                    throw UserError(ProjectStore::tr("%1: table meta, parallelism_plan \"%2\": %3")
                                        .arg(origin, excerpt(st.text(1)), why));
                plan = p;
            }
            if (st.text(0) == QLatin1String("device_modules"))
                moduleText = st.text(1);
        }
    }
    Room room;
    {
        auto st = db.prepare(
            "SELECT name, site, code, width_mm, depth_mm, height_mm, raised_floor_mm, geometry FROM room");
        if (!st.next()) throw UserError(ProjectStore::tr("%1: the room is missing").arg(origin));
        const RowReader r(st, origin, "room", 1);
        room.name = st.text(0);
        room.site = st.text(1);
        room.code = st.text(2);
        room.widthMm = r.real(3);
        room.depthMm = r.real(4);
        room.heightMm = r.real(5);
        room.raisedFloorMm = r.real(6);
        if (!st.text(7).isEmpty()) RoomGeometryJson::read(JsonReader(r.json(7), r.place(7)), room);
        // One room per design: a second row is not a room to pick from.
        if (st.next()) throw UserError(ProjectStore::tr("%1: table room holds more than one row").arg(origin));
    }
    RoutingSettings routing;
    {
        auto st = db.prepare("SELECT slack_per_end_mm, rack_base_mm, drop_reach_mm, neighbour_gap_mm, "
                             "side_channel_fill_limit, min_spare_per_end_mm FROM routing_policy");
        if (!st.next()) throw UserError(ProjectStore::tr("%1: the routing policy is missing").arg(origin));
        const RowReader r(st, origin, "routing_policy", 1);
        routing.slackPerEndMm = r.real(0);
        routing.rackBaseMm = r.real(1);
        routing.dropReachMm = r.real(2);
        routing.neighbourGapMm = r.real(3);
        routing.sideChannelFillLimit = r.real(4);
        routing.minSparePerEndMm = r.real(5);
        if (const QString why = routing.problem(); !why.isEmpty())
            throw UserError(ProjectStore::tr("%1: table routing_policy: %2").arg(origin, why));
        if (st.next()) throw UserError(ProjectStore::tr("%1: table routing_policy holds more than one row").arg(origin));
    }
    SharedTextCache sharedText;  // type ids and port names (io/field_text.h)
    DesignFragment f;
    f.rows = readTable<Row>(db, "SELECT id, name FROM rack_row ORDER BY seq", origin, "rack_row", limits::kMaxRows,
                            [](const SqliteStatement& st, const RowReader& r) {
                                return Row{r.id<RowId>(0), st.text(1)};
                            });
    f.loops = readTable<CoolingLoop>(
        db, "SELECT id, name, cdu_id, coolant_id, supply_temp_c, delta_t_k FROM cooling_loop ORDER BY seq", origin,
        "cooling_loop", limits::kMaxLoops, [&](const SqliteStatement& st, const RowReader& r) {
            return CoolingLoop{r.id<LoopId>(0), st.text(1), r.optId<DeviceId>(2), r.shared(3, sharedText), r.real(4),
                               r.real(5)};
        });
    f.trays = readTable<Tray>(
        db, "SELECT id, name, type_id, kind, elevation_mm, width_mm, depth_mm, fill_limit, fitting_radius_mm, path "
            "FROM tray ORDER BY seq", origin, "tray", limits::kMaxTrays, [&](const SqliteStatement& st, const RowReader& r) {
            Tray t{r.id<TrayId>(0), st.text(1), r.shared(2, sharedText), r.enumValue(3, kTrayKindNames), r.real(4), r.real(5),
                   r.real(6), r.real(7), r.real(8), {}};
            const Json path = r.json(9);
            if (!path.is_array()) r.fail(9, ProjectStore::tr("expected a list of points"));
            if (path.size() > limits::kMaxTrayPoints)
                r.fail(9, ProjectStore::tr("more than %1 points").arg(limits::kMaxTrayPoints));
            for (const Json& p : path) {
                if (!p.is_array() || p.size() != 2 || !p[0].is_number() || !p[1].is_number())
                    r.fail(9, ProjectStore::tr("expected [x, y] points"));
                t.pathMm.emplace_back(p[0].get<double>(), p[1].get<double>());
            }
            return t;
        });
    f.racks = readTable<Rack>(
        db, "SELECT id, name, row_id, type_id, x_mm, y_mm, rotation_deg, u_height, width_mm, depth_mm, "
            "max_weight_kg, power_budget_w, air_cooling_limit_w, side_slots, loop_id FROM rack ORDER BY seq",
        origin, "rack", limits::kMaxRacks, [&](const SqliteStatement& st, const RowReader& r) {
            return Rack{r.id<RackId>(0), st.text(1), r.optId<RowId>(2), r.shared(3, sharedText), r.real(4), r.real(5),
                        r.integer(6), r.integer(7), r.real(8), r.real(9), r.real(10), r.real(11),
                        r.real(12), r.integer(13), r.optId<LoopId>(14)};
        });
    f.devices = readTable<Device>(
        db, "SELECT id, type_id, name, rack_id, u, face, side, side_index, floor_x_mm, floor_y_mm, rotation_deg "
            "FROM device ORDER BY seq", origin, "device", limits::kMaxDevices,
        [&](const SqliteStatement& st, const RowReader& r) {
            Placement p{r.optId<RackId>(3), r.integer(4), r.enumValue(5, kFaceNames),
                        r.enumValue(6, kSideChannelNames), r.integer(7), r.real(8), r.real(9), r.integer(10)};
            return Device{r.id<DeviceId>(0), r.shared(1, sharedText), st.text(2), p, {}};
        });
    if (!moduleText.isEmpty()) {
        const QString where = ProjectStore::tr("%1: table meta, device_modules").arg(origin);
        const Json doc = parseJsonText(moduleText.toUtf8(), where);
        const JsonReader fills(doc, where);
        if (!doc.is_object()) fills.fail(ProjectStore::tr("expected an object of device ids"));
        QHash<QString, Device*> byId;
        for (Device& dev : f.devices) byId.insert(dev.id.toString(), &dev);
        for (auto it = doc.begin(); it != doc.end(); ++it) {
            const QString id = QString::fromStdString(it.key());
            Device* dev = byId.value(id, nullptr);
            if (!dev) fills.fail(ProjectStore::tr("device %1 does not exist").arg(excerpt(id)));
            dev->modules = ModuleFillsJson::read(fills.field(it.key().c_str()));
        }
    }
    f.connections = readTable<Connection>(
        db, "SELECT id, a_device, a_port, b_device, b_port, role FROM connection ORDER BY seq", origin, "connection",
        limits::kMaxConnections, [&](const SqliteStatement&, const RowReader& r) {
            return Connection{r.id<ConnectionId>(0), {r.id<DeviceId>(1), r.shared(2, sharedText)},
                              {r.id<DeviceId>(3), r.shared(4, sharedText)}, r.enumValue(5, kPortRoleNames)};
        });
    f.cables = readCableTable(sharedText);
    const QStringList tables = {QStringLiteral("cooling_loop"), QStringLiteral("tray"), QStringLiteral("rack"),
                                QStringLiteral("device"), QStringLiteral("connection"), QStringLiteral("cable")};
    auto design = DesignAssembly::assemble(std::move(catalog), info, room, std::move(f),
                                    [&](const char* kind, std::size_t i) {
                                        static const QHash<QString, QString> table = {
                                            {QStringLiteral("room"), QStringLiteral("room")},
                                            {QStringLiteral("info"), QStringLiteral("meta")},
                                            {QStringLiteral("rows"), QStringLiteral("rack_row")},
                                            {QStringLiteral("cooling_loops"), QStringLiteral("cooling_loop")},
                                            {QStringLiteral("trays"), QStringLiteral("tray")},
                                            {QStringLiteral("racks"), QStringLiteral("rack")},
                                            {QStringLiteral("devices"), QStringLiteral("device")},
                                            {QStringLiteral("connections"), QStringLiteral("connection")},
                                            {QStringLiteral("cables"), QStringLiteral("cable")}};
                                        return ProjectStore::tr("%1: table %2, row %3")
                                            .arg(origin, table.value(QLatin1String(kind))).arg(i + 1);
                                    });
    design->setRoutingSettings(routing);
    design->setParallelismPlan(plan);
    return design;
}

/// Reads the cable table on a second thread, through a second read-only
/// connection to the same file, while the opening thread checks the file
/// and reads the other tables (model/routing/README.md, "Opening a
/// .supernode"). It starts only while the opening thread holds its read
/// transaction, so no writer can change the file between the two reads.
/// Its rows or its error are taken where the cable table's turn comes
/// (take()), so the design and every message are those of reading in turn:
/// anything the opening thread refuses first (a damaged file, a schema
/// check, an earlier table) is reported, and then the worker is stopped and
/// its work dropped.
class CableTableWorker {
public:
    CableTableWorker(const QString& path, const QString& origin, std::chrono::milliseconds budget)
        : m_db(path, SqliteDb::Mode::ReadOnly) {
        m_db.treatAsUntrusted(budget);
        m_rows = std::async(std::launch::async, [this, origin] {
            SharedTextCache sharedText;
            return readCables(m_db, origin, sharedText);
        });
    }
    CableTableWorker(const CableTableWorker&) = delete;
    CableTableWorker& operator=(const CableTableWorker&) = delete;
    ~CableTableWorker() {
        // Not taken: stop it. An interrupt before its next statement starts
        // is forgotten by SQLite, so it is repeated until the worker is done.
        while (m_rows.valid() && m_rows.wait_for(std::chrono::milliseconds(1)) != std::future_status::ready)
            m_db.interrupt();
    }
    /// The rows, or the worker's exception rethrown here.
    std::vector<Cable> take() { return m_rows.get(); }

private:
    SqliteDb m_db;
    std::future<std::vector<Cable>> m_rows;
};

/// Which file a path names (device and inode): a file saved over by
/// renaming a new one onto its name is another file.
struct FileIdentity {
    dev_t device = 0;
    ino_t inode = 0;
    bool operator==(const FileIdentity&) const = default;
    static std::optional<FileIdentity> of(const QString& path) {
        struct stat st {};
        if (::stat(QFile::encodeName(path).constData(), &st) != 0) return std::nullopt;
        return FileIdentity{st.st_dev, st.st_ino};
    }
};

/// Everything asked of a project file before its tables are read, and then
/// the read: the integrity check, the application id, the schema version
/// and shape (upgraded first when older; `db` is then a copy).
std::unique_ptr<Design> readCheckedDesign(SqliteDb& db, const QString& name, const CableSource& cables) {
    SqliteStatement check = db.prepare("PRAGMA quick_check");
    QString verdict = check.next() ? check.text(0) : QStringLiteral("no answer");
    // SQLite's report spans lines; the message stays one line and short.
    verdict = verdict.simplified();
    if (verdict != QLatin1String("ok"))
        throw UserError(ProjectStore::tr("%1: the file is damaged (%2)").arg(name, excerpt(verdict)));
    const int appId = db.applicationId();
    if (appId != kProjectApplicationId)
        throw UserError(ProjectStore::tr("%1: not a Supernode Designer project (application id 0x%2)")
                            .arg(name).arg(uint(appId), 8, 16, QLatin1Char('0')));
    const int version = db.userVersion();
    if (version > kProjectSchemaVersion)
        throw UserError(ProjectStore::tr("%1: made by a newer Supernode Designer (file schema %2, this program reads "
                                         "up to %3); open it with a newer version")
                            .arg(name).arg(version).arg(kProjectSchemaVersion));
    if (version < 1) throw UserError(ProjectStore::tr("%1: unknown schema version %2").arg(name).arg(version));
    if (const QString why = SchemaCheck::objectProblem(db); !why.isEmpty())
        throw UserError(ProjectStore::tr("%1: not a Supernode Designer project (%2)").arg(name, why));
    if (version < kProjectSchemaVersion) upgradeSchema(db);
    if (const QString why = SchemaCheck::shapeProblem(db); !why.isEmpty())
        throw UserError(ProjectStore::tr("%1: not a Supernode Designer project (%2)").arg(name, why));
    return readDesign(db, name, cables);
}

/// A file at the current schema version, read where it lies: one read
/// transaction holds it still, and the cable table is read on a second
/// thread meanwhile. Its path must name the same file after the read as
/// before, or the two connections may have read two files.
std::unique_ptr<Design> readInPlace(SqliteDb& disk, const QString& path, const QString& name,
                                    const FileIdentity& identity, std::chrono::milliseconds budget) {
    std::optional<CableTableWorker> worker;
    try {
        worker.emplace(path, name, budget);
    } catch (const SqliteError&) {
        worker.reset();
    } catch (const std::system_error&) {  // no thread to be had: read in turn
        worker.reset();
    }
    const CableSource cables = [&](SharedTextCache& sharedText) {
        return worker ? worker->take() : readCables(disk, name, sharedText);
    };
    auto design = readCheckedDesign(disk, name, cables);
    if (worker && FileIdentity::of(path) != identity)
        throw UserError(ProjectStore::tr("%1: the file was replaced while it was read; open it again").arg(name));
    return design;
}

/// An older file, copied into memory and upgraded there (the file itself
/// is never written by an open).
std::unique_ptr<Design> readUpgradedCopy(SqliteDb& disk, const QString& name, std::chrono::milliseconds budget) {
    SqliteDb memory(QString(), SqliteDb::Mode::Memory);
    memory.treatAsUntrusted(budget);
    memory.copyFrom(disk);
    return readCheckedDesign(memory, name, [&](SharedTextCache& sharedText) {
        return readCables(memory, name, sharedText);
    });
}

}  // namespace

std::unique_ptr<Design> ProjectReader::read(const QString& path, const QString& name) {
    // The file is input from elsewhere (sqlite.org/security.html): no
    // triggers or views run, and no read of it runs for longer than this.
    const std::chrono::milliseconds budget(kOpenBudgetMs);
    const std::optional<FileIdentity> identity = FileIdentity::of(path);
    SqliteDb disk(path, SqliteDb::Mode::ReadOnly);
    disk.treatAsUntrusted(budget);
    // One read transaction: from its first read on, no writer can
    // change the file until the open is done.
    disk.exec("BEGIN");
    if (disk.userVersion() == kProjectSchemaVersion && identity)
        return readInPlace(disk, path, name, *identity, budget);
    return readUpgradedCopy(disk, name, budget);
}

}  // namespace sn
