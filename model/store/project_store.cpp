#include "model/store/project_store.h"

#include "model/catalog/catalog_json.h"
#include "model/core/sn_error.h"
#include "model/design/design.h"
#include "model/io/catalog_usage.h"
#include "model/io/module_fills_json.h"
#include "model/io/room_geometry_json.h"
#include "model/io/route_record_text.h"
#include "model/io/tray_runs_json.h"
#include "model/store/project_reader.h"
#include "model/store/save_temp_file.h"
#include "model/store/schema.h"
#include "model/store/sqlite_db.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <filesystem>
#include <optional>
#include <system_error>

#include <fcntl.h>
#include <unistd.h>

namespace sn {

std::function<void(const char*)> ProjectStore::saveStageHook;

namespace {

void stage(const char* name) {
    if (ProjectStore::saveStageHook) ProjectStore::saveStageHook(name);
}

template <class IdT>
QString optIdText(const std::optional<IdT>& id) { return id ? id->toString() : QString(); }

QString trayListText(const std::vector<TrayId>& trays) {
    QStringList parts;
    for (TrayId t : trays) parts << t.toString();
    return parts.join(QLatin1Char(','));
}

/// Empty for a cable without runs (as migration 4 leaves older cables).
QString trayRunsText(const std::vector<TrayRun>& runs) {
    return runs.empty() ? QString() : QString::fromStdString(TrayRunsJson::write(runs).dump());
}

QString pathText(const std::vector<QPointF>& path) {
    Json j = Json::array();
    for (const QPointF& p : path) j.push_back({p.x(), p.y()});
    return QString::fromStdString(j.dump());
}

void writeDesign(SqliteDb& db, const Design& d) {
    stage("schema");
    createSchema(db);
    db.exec("BEGIN");
    {
        auto meta = db.prepare("INSERT INTO meta (key, value) VALUES (?, ?)");
        meta.bind(1, QStringLiteral("name")).bind(2, d.info().name).run();
        meta.bind(1, QStringLiteral("revision")).bind(2, d.info().revision).run();
        meta.bind(1, QStringLiteral("writer")).bind(2, QStringLiteral("Supernode Designer")).run();
        // The parallelism plan as "TP PP DP SPARES" (absent when none is recorded).
        if (const auto& plan = d.parallelismPlan())
            meta.bind(1, QStringLiteral("parallelism_plan"))
                .bind(2, QStringLiteral("%1 %2 %3 %4").arg(plan->tp).arg(plan->pp).arg(plan->dp).arg(plan->sparesPerSu))
                .run();
        // Filled module bays as {"device id": [{"bay", "module"}]}
        // (ModuleFillsJson), absent when no bay is filled: kept in meta so the
        // device table, and the schema version, stay as they are.
        Json fills = Json::object();
        for (const Device& dev : d.devices())
            if (!dev.modules.empty()) fills[dev.id.toString().toStdString()] = ModuleFillsJson::write(dev.modules);
        if (!fills.empty())
            meta.bind(1, QStringLiteral("device_modules")).bind(2, QString::fromStdString(fills.dump())).run();
    }
    stage("catalog");
    {
        auto st = db.prepare("INSERT INTO catalog_entry (kind, id, json) VALUES (?, ?, ?)");
        for (const UsedCatalogEntry& e : usedCatalogEntries(d))
            st.bind(1, e.kind).bind(2, e.id).bind(3, QString::fromStdString(e.json.dump())).run();
    }
    {
        const Room& r = d.room();
        Json geometry = Json::object();
        RoomGeometryJson::write(r, geometry);
        db.prepare("INSERT INTO room VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
            .bind(1, r.name).bind(2, r.site).bind(3, r.code).bind(4, r.widthMm).bind(5, r.depthMm)
            .bind(6, r.heightMm).bind(7, r.raisedFloorMm)
            .bind(8, geometry.empty() ? QString() : QString::fromStdString(geometry.dump())).run();
    }
    {
        const RoutingSettings& r = d.routingSettings();
        db.prepare("INSERT INTO routing_policy VALUES (?, ?, ?, ?, ?, ?)")
            .bind(1, r.slackPerEndMm).bind(2, r.rackBaseMm).bind(3, r.dropReachMm).bind(4, r.neighbourGapMm)
            .bind(5, r.sideChannelFillLimit).bind(6, r.minSparePerEndMm).run();
    }
    {
        auto st = db.prepare("INSERT INTO rack_row (id, name) VALUES (?, ?)");
        for (const Row& r : d.rows()) st.bind(1, r.id.toString()).bind(2, r.name).run();
    }
    {
        auto st = db.prepare("INSERT INTO cooling_loop (id, name, cdu_id, coolant_id, supply_temp_c, delta_t_k) "
                             "VALUES (?, ?, ?, ?, ?, ?)");
        for (const CoolingLoop& l : d.loops()) {
            st.bind(1, l.id.toString()).bind(2, l.name);
            if (l.cdu) st.bind(3, l.cdu->toString()); else st.bindNull(3);
            st.bind(4, l.coolantId).bind(5, l.supplyTempC).bind(6, l.deltaTK).run();
        }
    }
    stage("trays");
    {
        auto st = db.prepare("INSERT INTO tray (id, name, type_id, kind, elevation_mm, width_mm, depth_mm, "
                             "fill_limit, fitting_radius_mm, path) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
        for (const Tray& t : d.trays())
            st.bind(1, t.id.toString()).bind(2, t.name).bind(3, t.typeId).bind(4, kTrayKindNames.name(t.kind))
                .bind(5, t.elevationMm).bind(6, t.widthMm).bind(7, t.depthMm).bind(8, t.fillLimit)
                .bind(9, t.fittingRadiusMm).bind(10, pathText(t.pathMm)).run();
    }
    stage("racks");
    {
        auto st = db.prepare("INSERT INTO rack (id, name, row_id, type_id, x_mm, y_mm, rotation_deg, u_height, "
                             "width_mm, depth_mm, max_weight_kg, power_budget_w, air_cooling_limit_w, side_slots, "
                             "loop_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
        for (const Rack& r : d.racks()) {
            st.bind(1, r.id.toString()).bind(2, r.name);
            if (r.row) st.bind(3, r.row->toString()); else st.bindNull(3);
            st.bind(4, r.typeId).bind(5, r.xMm).bind(6, r.yMm).bind(7, r.rotationDeg).bind(8, r.uHeight)
                .bind(9, r.widthMm).bind(10, r.depthMm).bind(11, r.maxWeightKg).bind(12, r.powerBudgetW)
                .bind(13, r.airCoolingLimitW).bind(14, r.sideSlots);
            if (r.loop) st.bind(15, r.loop->toString()); else st.bindNull(15);
            st.run();
        }
    }
    stage("devices");
    {
        auto st = db.prepare("INSERT INTO device (id, type_id, name, rack_id, u, face, side, side_index, "
                             "floor_x_mm, floor_y_mm, rotation_deg) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
        for (const Device& dev : d.devices()) {
            const Placement& p = dev.placement;
            st.bind(1, dev.id.toString()).bind(2, dev.typeId).bind(3, dev.name);
            if (p.rack) st.bind(4, p.rack->toString()); else st.bindNull(4);
            st.bind(5, p.u).bind(6, kFaceNames.name(p.face)).bind(7, kSideChannelNames.name(p.side))
                .bind(8, p.sideIndex).bind(9, p.floorXmm).bind(10, p.floorYmm).bind(11, p.rotationDeg).run();
        }
    }
    stage("connections");
    {
        auto st = db.prepare("INSERT INTO connection (id, a_device, a_port, b_device, b_port, role) "
                             "VALUES (?, ?, ?, ?, ?, ?)");
        for (const Connection& c : d.connections())
            st.bind(1, c.id.toString()).bind(2, c.a.device.toString()).bind(3, c.a.port)
                .bind(4, c.b.device.toString()).bind(5, c.b.port).bind(6, kPortRoleNames.name(c.role)).run();
    }
    stage("cables");
    {
        auto st = db.prepare("INSERT INTO cable (id, connection_id, type_id, type_fixed, route_length_mm, "
                             "ordered_length_mm, trays, label, status, tray_runs, route_record, valve_turns) "
                             "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
        for (const Cable& c : d.cables())
            st.bind(1, c.id.toString()).bind(2, c.connection.toString()).bind(3, c.typeId)
                .bind(4, c.typeFixed ? 1 : 0).bind(5, c.routeLengthMm).bind(6, c.orderedLengthMm)
                .bind(7, trayListText(c.trays)).bind(8, c.label).bind(9, kCableStatusNames.name(c.status))
                .bind(10, trayRunsText(c.trayRuns)).bind(11, c.routed ? c.routed->toText() : QString()).bind(12, c.valveTurns).run();
    }
    db.exec("COMMIT");
}

void syncFile(const QString& path) {
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY);
    if (fd < 0) return;
    ::fsync(fd);
    ::close(fd);
}

}  // namespace

std::unique_ptr<Design> ProjectStore::open(const QString& path) {
    const QString name = QFileInfo(path).fileName();
    QFile file(path);
    if (!file.exists()) throw UserError(tr("%1: no such file").arg(path));
    // A device or FIFO has no end (/dev/zero) or blocks the open (a FIFO
    // nobody writes to): only a regular file, or a link to one, is a project.
    if (!QFileInfo(path).isFile())
        throw UserError(tr("%1: not a regular file (a folder, device, FIFO or socket); only files are read").arg(path));
    if (!file.open(QIODevice::ReadOnly)) throw UserError(tr("%1: cannot read the file (%2)").arg(path, file.errorString()));
    const QByteArray header = file.read(100);
    file.close();
    if (header.isEmpty()) throw UserError(tr("%1: the file is empty").arg(name));
    if (!header.startsWith(QByteArray("SQLite format 3\0", 16)))
        throw UserError(tr("%1: not a Supernode Designer project (the file is not an SQLite database)").arg(name));
    // Header bytes 18 and 19 are 2 in write-ahead-log mode (sqlite.org/fileformat2.html):
    // SQLite would open such a file only by making NAME-wal and NAME-shm beside it.
    if (header.size() >= 20 && (header[18] == 2 || header[19] == 2))
        throw UserError(tr("%1: the file is in SQLite's write-ahead-log mode, which Supernode Designer neither writes "
                           "nor opens; another program changed it (sqlite3 FILE \"PRAGMA journal_mode=DELETE\" "
                           "turns it back)")
                            .arg(name));

    try {
        return ProjectReader::read(path, name);
    } catch (const SqliteError& e) {
        throw UserError(tr("%1: the file is damaged or unreadable (%2)").arg(name, excerpt(e.text())));
    }
}

void ProjectStore::save(const Design& design, const QString& path) {
    const QFileInfo target(path);
    const QString dir = target.absolutePath();
    if (!QFileInfo(dir).isDir()) throw UserError(tr("%1: the folder %2 does not exist").arg(path, dir));
    if (target.exists() && target.isDir()) throw UserError(tr("%1: is a folder").arg(path));
    SaveTempFile::removeStale(target);
    const QString temp = SaveTempFile::pathFor(target);
    try {
        {
            SqliteDb db(temp, SqliteDb::Mode::ReadWriteCreate);
            db.exec("PRAGMA journal_mode = OFF");  // the rename below is what makes the save atomic
            writeDesign(db, design);
        }
        syncFile(temp);
        stage("rename");
        std::error_code ec;
        std::filesystem::rename(QFile::encodeName(temp).constData(), QFile::encodeName(path).constData(), ec);
        if (ec) throw UserError(tr("%1: cannot replace the file (%2)").arg(path, QString::fromStdString(ec.message())));
        syncFile(dir);
    } catch (const SqliteError& e) {
        QFile::remove(temp);
        throw UserError(tr("%1: saving failed (%2); the previous file is unchanged").arg(path, excerpt(e.text())));
    } catch (...) {
        QFile::remove(temp);
        throw;
    }
}

}  // namespace sn
