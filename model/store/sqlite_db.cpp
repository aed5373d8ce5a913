#include "model/store/sqlite_db.h"

#include <sqlite3.h>


namespace sn {

SqliteDb::SqliteDb(const QString& path, Mode mode) {
    int flags = 0;
    switch (mode) {
    case Mode::ReadOnly: flags = SQLITE_OPEN_READONLY; break;
    case Mode::ReadWriteCreate: flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE; break;
    case Mode::Memory: flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_MEMORY; break;
    }
    // Each connection is used by one thread at a time (a save, an open, or
    // the worker of an open that reads its cable table, CableTableWorker),
    // so it needs no mutex of its own: with one, every column read locked
    // and unlocked it, a sixth of opening a 16 384-GPU file
    // (model/routing/README.md, "Opening a .supernode").
    flags |= SQLITE_OPEN_NOMUTEX;
    const QByteArray name = mode == Mode::Memory ? QByteArray(":memory:") : path.toUtf8();
    if (sqlite3_open_v2(name.constData(), &m_db, flags, nullptr) != SQLITE_OK) {
        const QString text = m_db ? QString::fromUtf8(sqlite3_errmsg(m_db)) : QStringLiteral("out of memory");
        sqlite3_close(m_db);
        m_db = nullptr;
        throw SqliteError(text);
    }
    sqlite3_extended_result_codes(m_db, 1);
}

void SqliteDb::interrupt() { sqlite3_interrupt(m_db); }

void SqliteDb::treatAsUntrusted(std::chrono::milliseconds budget) {
    for (const int option : {SQLITE_DBCONFIG_DEFENSIVE, SQLITE_DBCONFIG_TRUSTED_SCHEMA, SQLITE_DBCONFIG_ENABLE_TRIGGER,
                             SQLITE_DBCONFIG_ENABLE_VIEW}) {
        const int on = option == SQLITE_DBCONFIG_DEFENSIVE ? 1 : 0;
        if (sqlite3_db_config(m_db, option, on, nullptr) != SQLITE_OK) fail("sqlite3_db_config");
    }
    m_deadline = std::chrono::steady_clock::now() + budget;
    // Every 10 000 virtual-machine steps, a few microseconds apart.
    sqlite3_progress_handler(m_db, 10000, &SqliteDb::progress, this);
}

int SqliteDb::progress(void* self) {
    return std::chrono::steady_clock::now() > static_cast<SqliteDb*>(self)->m_deadline ? 1 : 0;
}

SqliteDb::~SqliteDb() { sqlite3_close(m_db); }

void SqliteDb::fail(const char* what) {
    throw SqliteError(QStringLiteral("%1: %2").arg(QString::fromUtf8(what), QString::fromUtf8(sqlite3_errmsg(m_db))));
}

void SqliteDb::exec(const char* sql) {
    char* error = nullptr;
    if (sqlite3_exec(m_db, sql, nullptr, nullptr, &error) != SQLITE_OK) {
        const QString text = QString::fromUtf8(error ? error : "unknown error");
        sqlite3_free(error);
        throw SqliteError(text);
    }
}

SqliteStatement SqliteDb::prepare(const char* sql) { return SqliteStatement(m_db, sql); }

int SqliteDb::pragmaInt(const char* name) {
    const QByteArray sql = QByteArray("PRAGMA ") + name;
    SqliteStatement st(m_db, sql.constData());
    return st.next() ? st.integer(0) : 0;
}

void SqliteDb::setUserVersion(int version) {
    exec(QByteArray("PRAGMA user_version = ").append(QByteArray::number(version)).constData());
}

void SqliteDb::setApplicationId(int id) {
    exec(QByteArray("PRAGMA application_id = ").append(QByteArray::number(id)).constData());
}

bool SqliteDb::hasTable(const char* name) {
    SqliteStatement st(m_db, "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?");
    st.bind(1, QString::fromUtf8(name));
    return st.next();
}

bool SqliteDb::hasColumn(const char* table, const char* column) {
    SqliteStatement st(m_db, "SELECT 1 FROM pragma_table_info(?) WHERE name = ?");
    st.bind(1, QString::fromUtf8(table)).bind(2, QString::fromUtf8(column));
    return st.next();
}

void SqliteDb::copyFrom(SqliteDb& from) {
    sqlite3_backup* backup = sqlite3_backup_init(m_db, "main", from.m_db, "main");
    if (!backup) fail("backup");
    const int rc = sqlite3_backup_step(backup, -1);
    sqlite3_backup_finish(backup);
    if (rc != SQLITE_DONE) {
        throw SqliteError(QString::fromUtf8(sqlite3_errstr(rc)));
    }
}

SqliteStatement::SqliteStatement(sqlite3* db, const char* sql) : m_db(db) {
    if (sqlite3_prepare_v2(db, sql, -1, &m_stmt, nullptr) != SQLITE_OK) fail();
}

SqliteStatement::~SqliteStatement() { sqlite3_finalize(m_stmt); }

void SqliteStatement::fail() { throw SqliteError(QString::fromUtf8(sqlite3_errmsg(m_db))); }

SqliteStatement& SqliteStatement::bind(int index, const QString& text) {
    const QByteArray utf8 = text.toUtf8();
    if (sqlite3_bind_text(m_stmt, index, utf8.constData(), int(utf8.size()), SQLITE_TRANSIENT) != SQLITE_OK) fail();
    return *this;
}

SqliteStatement& SqliteStatement::bind(int index, double value) {
    if (sqlite3_bind_double(m_stmt, index, value) != SQLITE_OK) fail();
    return *this;
}

SqliteStatement& SqliteStatement::bind(int index, int value) {
    if (sqlite3_bind_int(m_stmt, index, value) != SQLITE_OK) fail();
    return *this;
}

SqliteStatement& SqliteStatement::bind(int index, std::optional<double> value) {
    return value ? bind(index, *value) : bindNull(index);
}

SqliteStatement& SqliteStatement::bindNull(int index) {
    if (sqlite3_bind_null(m_stmt, index) != SQLITE_OK) fail();
    return *this;
}

void SqliteStatement::run() {
    if (sqlite3_step(m_stmt) != SQLITE_DONE) fail();
    sqlite3_reset(m_stmt);
    sqlite3_clear_bindings(m_stmt);
}

bool SqliteStatement::next() {
    const int rc = sqlite3_step(m_stmt);
    if (rc == SQLITE_ROW) return true;
    if (rc == SQLITE_DONE) return false;
    fail();
}

QString SqliteStatement::text(int column) const {
    const auto* data = reinterpret_cast<const char*>(sqlite3_column_text(m_stmt, column));
    return data ? QString::fromUtf8(data, sqlite3_column_bytes(m_stmt, column)) : QString();
}

std::string_view SqliteStatement::utf8(int column) const {
    const auto* data = reinterpret_cast<const char*>(sqlite3_column_text(m_stmt, column));
    return data ? std::string_view(data, std::size_t(sqlite3_column_bytes(m_stmt, column))) : std::string_view();
}

double SqliteStatement::real(int column) const { return sqlite3_column_double(m_stmt, column); }
int SqliteStatement::integer(int column) const { return sqlite3_column_int(m_stmt, column); }
int SqliteStatement::type(int column) const { return sqlite3_column_type(m_stmt, column); }
long long SqliteStatement::int64(int column) const { return sqlite3_column_int64(m_stmt, column); }
bool SqliteStatement::isNull(int column) const { return sqlite3_column_type(m_stmt, column) == SQLITE_NULL; }

std::optional<double> SqliteStatement::optReal(int column) const {
    if (isNull(column)) return std::nullopt;
    return real(column);
}

QString SqliteStatement::columnName(int column) const {
    return QString::fromUtf8(sqlite3_column_name(m_stmt, column));
}

}  // namespace sn
