#pragma once

#include "model/catalog/module_type.h"
#include "model/core/sn_error.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace sn {

class YamlReader;

/// A module type read from one NetBox file, or why it brings nothing the
/// catalog models (a blank panel, a fan tray, a patch cassette): such a file
/// is valid and passed over with that reason, not refused.
struct NetboxImportedModule {
    std::optional<ModuleType> module;
    QString file;
    QString skipReason;  ///< set when `module` is empty
    QStringList notes;
    QStringList noteKinds;
};

/// Reads one NetBox module-type YAML document (devicetype-library
/// `module-types/`, schema/moduletype.json) into a catalog ModuleType
///. Refuses only what the schema refuses; see
/// model/netbox/README.md for the kinds.
class NetboxModuleReader {
    Q_DECLARE_TR_FUNCTIONS(NetboxModuleReader)
public:
    /// A module-type document has neither `slug` nor `u_height` (the module
    /// schema allows neither; the device schema requires both).
    static bool isModuleDocument(const YamlReader& root);
    /// Throws UserError "origin:line:column: field: what".
    static NetboxImportedModule readDocument(const YamlReader& root, const QString& origin);
    /// "netbox-module-<manufacturer>-<model>", lower case, other characters as
    /// '-' (and a hash suffix when the model has characters beyond letters,
    /// digits, space, '.', '_', '/', '-'): NetBox keys a module type by
    /// manufacturer and model, it has no slug.
    static QString idFor(const QString& manufacturer, const QString& model);
};

}  // namespace sn
