#pragma once

#include <QString>

#include <memory>

namespace sn {

class Design;

/// Reads a `*.supernode` file whose header ProjectStore::open has checked:
/// the integrity check, application id, schema version and shape, then
/// every table into a new Design. A file at the current schema version is
/// read where it lies, in one read transaction (the cable table on a second
/// thread meanwhile); an older one is copied into memory and upgraded
/// there. The file is never written. Throws UserError naming the file, row
/// and field; SqliteError for what SQLite itself refuses.
class ProjectReader {
public:
    static std::unique_ptr<Design> read(const QString& path, const QString& name);
};

}  // namespace sn
