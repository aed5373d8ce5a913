#pragma once

#include <QCoreApplication>
#include <QString>

#include <functional>
#include <memory>

namespace sn {

class Design;

/// Saves and opens `*.supernode` project files (SQLite). Open checks the
/// file's header and has ProjectReader build a new Design from it: the file
/// on disk is never changed by opening, and a refused file leaves the
/// caller's open design alone. Save writes a complete database beside the
/// target and renames it over, so a failure leaves the old file intact.
class ProjectStore {
    Q_DECLARE_TR_FUNCTIONS(ProjectStore)
public:
    /// Throws UserError with a message naming the file and what is wrong.
    static std::unique_ptr<Design> open(const QString& path);
    static void save(const Design& design, const QString& path);

    /// Tests only: called at each stage of a save ("schema", "catalog",
    /// "racks", …, "rename"); throwing from it simulates a failure there.
    static std::function<void(const char* stage)> saveStageHook;
};

}  // namespace sn
