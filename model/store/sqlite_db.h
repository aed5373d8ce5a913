#pragma once

#include <QByteArray>
#include <QString>

#include <chrono>
#include <optional>
#include <string_view>

struct sqlite3;
struct sqlite3_stmt;

namespace sn {

/// Thrown for SQLite failures; the text is SQLite's own (untranslated), and
/// the store wraps it into a UserError that names the file.
class SqliteError : public std::exception {
public:
    explicit SqliteError(QString text) : m_text(std::move(text)), m_utf8(m_text.toUtf8()) {}
    const char* what() const noexcept override { return m_utf8.constData(); }
    const QString& text() const { return m_text; }

private:
    QString m_text;
    QByteArray m_utf8;
};

class SqliteStatement;

/// A thin owner of one sqlite3 connection, for use on one thread at a time.
class SqliteDb {
public:
    /// Memory: a private in-memory database (`path` is not used).
    enum class Mode { ReadOnly, ReadWriteCreate, Memory };
    SqliteDb(const QString& path, Mode mode);
    ~SqliteDb();
    SqliteDb(const SqliteDb&) = delete;
    SqliteDb& operator=(const SqliteDb&) = delete;

    void exec(const char* sql);
    SqliteStatement prepare(const char* sql);
    int pragmaInt(const char* name);
    void setUserVersion(int version);
    void setApplicationId(int id);
    int userVersion() { return pragmaInt("user_version"); }
    int applicationId() { return pragmaInt("application_id"); }
    bool hasTable(const char* name);
    bool hasColumn(const char* table, const char* column);
    /// Opens this connection to a file from elsewhere as SQLite advises
    /// (sqlite.org/security.html): defensive mode, schema not trusted, no
    /// triggers or views, and every statement interrupted once `budget` has
    /// passed since this call.
    void treatAsUntrusted(std::chrono::milliseconds budget);
    /// Copies the whole of `from` into this database (sqlite3 backup API).
    void copyFrom(SqliteDb& from);
    /// Stops what this connection runs now, from any thread (sqlite3_interrupt):
    /// its statement fails with "interrupted".
    void interrupt();
    sqlite3* handle() { return m_db; }

private:
    [[noreturn]] void fail(const char* what);
    static int progress(void* self);
    sqlite3* m_db = nullptr;
    std::chrono::steady_clock::time_point m_deadline = std::chrono::steady_clock::time_point::max();
};

/// One prepared statement. Columns and parameters are 0- and 1-based as in SQLite.
class SqliteStatement {
public:
    SqliteStatement(sqlite3* db, const char* sql);
    ~SqliteStatement();
    SqliteStatement(SqliteStatement&& o) noexcept : m_db(o.m_db), m_stmt(o.m_stmt) { o.m_stmt = nullptr; }
    SqliteStatement(const SqliteStatement&) = delete;
    SqliteStatement& operator=(const SqliteStatement&) = delete;

    SqliteStatement& bind(int index, const QString& text);
    SqliteStatement& bind(int index, double value);
    SqliteStatement& bind(int index, int value);
    SqliteStatement& bind(int index, std::optional<double> value);
    SqliteStatement& bindNull(int index);
    /// Runs an INSERT/UPDATE and resets for the next bind.
    void run();
    /// Steps a SELECT: true while a row is available.
    bool next();

    QString text(int column) const;
    /// The column's text as SQLite holds it, UTF-8, valid until the next
    /// step (empty for NULL): for fields read without a QString of their own.
    std::string_view utf8(int column) const;
    double real(int column) const;
    int integer(int column) const;
    bool isNull(int column) const;
    /// SQLITE_INTEGER, SQLITE_FLOAT, SQLITE_TEXT, SQLITE_BLOB or SQLITE_NULL.
    int type(int column) const;
    long long int64(int column) const;
    std::optional<double> optReal(int column) const;
    QString columnName(int column) const;

private:
    [[noreturn]] void fail();
    sqlite3* m_db;
    sqlite3_stmt* m_stmt = nullptr;
};

}  // namespace sn
