#pragma once

#include "model/core/sn_error.h"
#include "model/netbox/netbox_device_reader.h"
#include "model/netbox/netbox_module_reader.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <map>
#include <optional>
#include <vector>

namespace sn {

/// A file that could not be imported, with the reason (translated; it names
/// the file, and line, column and field where there is one).
struct NetboxImportProblem {
    QString file;
    QString message;
};

/// What importing some files and folders gave: the device types and module
/// types read, in path order, the valid module files that bring nothing the
/// catalog models (with the reason), and one problem per file refused.
struct NetboxImport {
    std::vector<NetboxImportedType> types;
    std::vector<NetboxImportedModule> modules;
    std::vector<NetboxImportProblem> skipped;
    std::vector<NetboxImportProblem> problems;

    /// Note kind (NetboxImportedType::noteKinds) → the number of types with
    /// at least one note of that kind, kinds in name order.
    std::map<QString, int> typesWarnedByKind() const;
    /// Types imported with at least one note.
    int warnedTypes() const;
};

/// Imports NetBox device-type and module-type files (a file is a module type
/// when it has neither `slug` nor `u_height`). A folder is searched recursively for
/// *.yaml and *.yml; a file there without any extension is reported (it may
/// be a device type that lost its name), files with other extensions (the
/// library's README, images, schemas) are not device types and are passed
/// over. A bad file is reported and the others are still imported.
class NetboxImporter {
    Q_DECLARE_TR_FUNCTIONS(NetboxImporter)
public:
    /// One file; throws UserError when it is unreadable, has no .yaml/.yml
    /// extension or is not a valid device type.
    static NetboxImportedType importFile(const QString& path);
    /// Files and folders; a catalog id seen twice (a slug, or a module's
    /// manufacturer and model) is refused for the later file.
    static NetboxImport importPaths(const QStringList& paths);
    /// One file, a device type or a module type; throws as importFile does.
    static NetboxImportedFile readFile(const QString& path);
    /// The files importPaths would read for one path, sorted.
    static QStringList filesIn(const QString& path);
};

}  // namespace sn
