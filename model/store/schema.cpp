#include "model/store/schema.h"

#include "model/store/sqlite_db.h"

namespace sn {

namespace {

// The current schema. Shipped migrations below are never edited; a change
// here comes with a new migration and a fixture saved by the previous version.
const char* const kCreateSql = R"sql(
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE catalog_entry (seq INTEGER PRIMARY KEY, kind TEXT NOT NULL, id TEXT NOT NULL UNIQUE,
                            json TEXT NOT NULL);
CREATE TABLE room (name TEXT NOT NULL, site TEXT NOT NULL, code TEXT NOT NULL, width_mm REAL NOT NULL,
                   depth_mm REAL NOT NULL, height_mm REAL NOT NULL, raised_floor_mm REAL NOT NULL,
                   geometry TEXT NOT NULL DEFAULT '');
CREATE TABLE rack_row (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, name TEXT NOT NULL);
CREATE TABLE cooling_loop (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, name TEXT NOT NULL, cdu_id TEXT,
                           coolant_id TEXT NOT NULL, supply_temp_c REAL NOT NULL, delta_t_k REAL NOT NULL);
CREATE TABLE tray (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, name TEXT NOT NULL, type_id TEXT NOT NULL,
                   kind TEXT NOT NULL, elevation_mm REAL NOT NULL, width_mm REAL NOT NULL, depth_mm REAL NOT NULL,
                   fill_limit REAL NOT NULL DEFAULT 0.5, fitting_radius_mm REAL NOT NULL, path TEXT NOT NULL);
CREATE TABLE rack (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, name TEXT NOT NULL, row_id TEXT,
                   type_id TEXT NOT NULL, x_mm REAL NOT NULL, y_mm REAL NOT NULL, rotation_deg INTEGER NOT NULL,
                   u_height INTEGER NOT NULL, width_mm REAL NOT NULL, depth_mm REAL NOT NULL,
                   max_weight_kg REAL NOT NULL, power_budget_w REAL NOT NULL, air_cooling_limit_w REAL NOT NULL,
                   side_slots INTEGER NOT NULL, loop_id TEXT);
CREATE TABLE device (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, type_id TEXT NOT NULL, name TEXT NOT NULL,
                     rack_id TEXT, u INTEGER NOT NULL, face TEXT NOT NULL, side TEXT NOT NULL,
                     side_index INTEGER NOT NULL, floor_x_mm REAL NOT NULL, floor_y_mm REAL NOT NULL,
                     rotation_deg INTEGER NOT NULL);
CREATE TABLE connection (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, a_device TEXT NOT NULL,
                         a_port TEXT NOT NULL, b_device TEXT NOT NULL, b_port TEXT NOT NULL, role TEXT NOT NULL);
CREATE TABLE cable (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, connection_id TEXT NOT NULL,
                    type_id TEXT NOT NULL, type_fixed INTEGER NOT NULL DEFAULT 0, route_length_mm REAL,
                    ordered_length_mm REAL, trays TEXT NOT NULL, label TEXT NOT NULL,
                    status TEXT NOT NULL DEFAULT 'planned', tray_runs TEXT NOT NULL DEFAULT '',
                    route_record TEXT NOT NULL DEFAULT '', valve_turns REAL);
CREATE TABLE routing_policy (slack_per_end_mm REAL NOT NULL, rack_base_mm REAL NOT NULL,
                             drop_reach_mm REAL NOT NULL, neighbour_gap_mm REAL NOT NULL,
                             side_channel_fill_limit REAL NOT NULL,
                             min_spare_per_end_mm REAL NOT NULL DEFAULT 0);
)sql";

void migrateTo2(SqliteDb& db) {
    db.exec("ALTER TABLE tray ADD COLUMN fill_limit REAL NOT NULL DEFAULT 0.5;"
            "ALTER TABLE cable ADD COLUMN type_fixed INTEGER NOT NULL DEFAULT 0;"
            "ALTER TABLE cable ADD COLUMN status TEXT NOT NULL DEFAULT 'planned';");
}

// Files before version 3 were routed with the defaults of the time (the
// command line could override them, but nothing was saved): they get
// exactly those, written out here so a later change of the defaults in the
// code cannot change what an old file means.
void migrateTo3(SqliteDb& db) {
    db.exec("CREATE TABLE routing_policy (slack_per_end_mm REAL NOT NULL, rack_base_mm REAL NOT NULL,"
            " drop_reach_mm REAL NOT NULL, neighbour_gap_mm REAL NOT NULL,"
            " side_channel_fill_limit REAL NOT NULL);"
            "INSERT INTO routing_policy VALUES (300, 100, 600, 50, 0.5);");
}

// Cables of older files keep their trays without runs: the tray-fill rule
// counts such a cable over the whole of each tray, as those versions did.
void migrateTo4(SqliteDb& db) { db.exec("ALTER TABLE cable ADD COLUMN tray_runs TEXT NOT NULL DEFAULT '';"); }

// Cables of older files have no route record: route freshness and the
// side-channel rule know nothing about them and stay silent.
void migrateTo5(SqliteDb& db) { db.exec("ALTER TABLE cable ADD COLUMN route_record TEXT NOT NULL DEFAULT '';"); }

// Rooms of older files are the plain rectangle width × depth with no
// columns, doors or keep-outs, no floor rating (the floor-load rule stays
// silent) and the default 1 200 mm aisle: '' means exactly that.
void migrateTo6(SqliteDb& db) { db.exec("ALTER TABLE room ADD COLUMN geometry TEXT NOT NULL DEFAULT '';"); }

// Cables of older files have no balancing-valve setting: NULL, the valve
// as delivered (fully open), which is what those versions computed with.
void migrateTo7(SqliteDb& db) { db.exec("ALTER TABLE cable ADD COLUMN valve_turns REAL;"); }

// Files before version 8 ordered every cable at the first length that held
// its route and slack, with nothing over: a minimum spare of 0 is exactly
// what they were ordered with, so their cables stay as they are.
void migrateTo8(SqliteDb& db) {
    db.exec("ALTER TABLE routing_policy ADD COLUMN min_spare_per_end_mm REAL NOT NULL DEFAULT 0;");
}

struct Migration {
    int toVersion;
    void (*apply)(SqliteDb&);
};
const Migration kMigrations[] = {
    {2, &migrateTo2},
    {3, &migrateTo3},
    {4, &migrateTo4},
    {5, &migrateTo5},
    {6, &migrateTo6},
    {7, &migrateTo7},
    {8, &migrateTo8},
};

}  // namespace

void createSchema(SqliteDb& db) {
    db.exec(kCreateSql);
    db.setApplicationId(kProjectApplicationId);
    db.setUserVersion(kProjectSchemaVersion);
}

void upgradeSchema(SqliteDb& db) {
    const int found = db.userVersion();
    db.exec("BEGIN");
    try {
        for (const Migration& m : kMigrations) {
            if (m.toVersion <= found) continue;
            m.apply(db);
            db.setUserVersion(m.toVersion);
        }
        db.exec("COMMIT");
    } catch (...) {
        db.exec("ROLLBACK");
        throw;
    }
}

}  // namespace sn
