#pragma once

#include <QString>

namespace sn::netbox {

/// The component type slugs the library's schema allows
/// (schema/generated_schema.json of netbox-community/devicetype-library at
/// 56ea927, 2025-05-29, generated from NetBox's dcim.choices). A type in
/// these lists is schema-valid even when we have no form factor for it; a
/// type outside them is a mistake in the file.
enum class ComponentKind { Interface, PowerPort, PowerOutlet, ConsolePort, ConsoleServerPort };

bool isSchemaType(ComponentKind kind, const QString& type);
/// "interface", "power-port", … as the YAML keys and NetBox name them (singular).
QString componentName(ComponentKind kind);

}  // namespace sn::netbox
