#pragma once

#include <QCoreApplication>
#include <QString>

#include <memory>

namespace sn {

class Design;

/// Opens and saves a design by file name: `.supernode` (SQLite project) or
/// `.json` (interchange). Both are atomic on save and never touch the caller's
/// design when opening fails.
class DesignFile {
    Q_DECLARE_TR_FUNCTIONS(DesignFile)
public:
    enum class Format { Project, Json };
    /// Throws UserError for an extension that is neither.
    static Format formatOf(const QString& path);
    static std::unique_ptr<Design> open(const QString& path);
    static void save(const Design& design, const QString& path);
};

}  // namespace sn
