#pragma once

#include <QCoreApplication>
#include <QString>

namespace sn {

class SqliteDb;

/// A .supernode file is untrusted input: its schema is checked against the
/// one this program writes before any of it is read, so a view, trigger or
/// reshaped table cannot make a read run forever or return what the reader
/// does not expect.
class SchemaCheck {
    Q_DECLARE_TR_FUNCTIONS(ProjectStore)
public:
    /// Before migration: every object is one of our tables or an index SQLite
    /// made for their UNIQUE columns. Empty when so, else the one-line reason.
    static QString objectProblem(SqliteDb& db);
    /// After migration: every table of the current schema is there with
    /// exactly its columns (name, declared type, NOT NULL). Empty when so.
    static QString shapeProblem(SqliteDb& db);
};

}  // namespace sn
