#pragma once

#include "model/catalog/device_type.h"
#include "model/core/sn_error.h"
#include "model/netbox/netbox_module_reader.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

namespace sn {

class YamlReader;

/// A device type read from one NetBox file, with what the reader had to
/// leave out or guess (translated, one sentence each, for the user to see).
struct NetboxImportedType {
    DeviceType type;
    QString file;
    QStringList notes;
    /// One per note, what it is about ("generic-interface", "extra-field",
    /// "dc-power-port", …), so a whole-library import can count them by kind.
    QStringList noteKinds;
};

/// What one NetBox file holds: a device type or a module type (exactly one set).
struct NetboxImportedFile {
    std::optional<NetboxImportedType> type;
    std::optional<NetboxImportedModule> module;
};

/// Reads one NetBox device-type YAML document (netbox-community/
/// devicetype-library, schema/devicetype.json) into a catalog DeviceType with
/// the id "netbox-<slug>". Checks what the schema checks for the fields it
/// reads; figures NetBox does not give are listed in DeviceType::unknownFields.
class NetboxDeviceReader {
    Q_DECLARE_TR_FUNCTIONS(NetboxDeviceReader)
public:
    /// Throws UserError "origin:line:column: field: what".
    static NetboxImportedType read(const QByteArray& text, const QString& origin);
    /// A device type, or a module type when the document has neither `slug`
    /// nor `u_height` (NetboxModuleReader); the YAML is parsed once.
    static NetboxImportedFile readAny(const QByteArray& text, const QString& origin);
    /// Our catalog id for a NetBox slug: "netbox-" + slug, '_' → '-'.
    static QString idForSlug(const QString& slug);
    /// NetBox's `weight` in `weight_unit` (kg, g, lb, oz), in kilograms;
    /// nullopt when the document gives no weight. The two come together or
    /// not at all; a wrong unit or a negative weight fails naming the field.
    /// Device and module types read it alike.
    static std::optional<double> weightKg(const YamlReader& root);

private:
    static NetboxImportedFile readYaml(const QByteArray& text, const QString& origin, bool modules);
    static NetboxImportedType readDocument(const YamlReader& root, const QString& origin);
};

}  // namespace sn
