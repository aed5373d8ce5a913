#pragma once

#include "model/catalog/catalog_enums.h"

#include <QString>

namespace sn::dxf {

/// The layer names of the program's DXF floor plan. The import reads these
/// by default, so an exported plan comes back without --hall-layers. "SN-"
/// keeps them apart from an architect's layers when the plan is overlaid
/// on the building drawing.
inline QString roomLayer() { return QStringLiteral("SN-ROOM"); }
inline QString wallsLayer() { return QStringLiteral("SN-WALLS"); }
inline QString columnsLayer() { return QStringLiteral("SN-COLUMNS"); }
inline QString doorsLayer() { return QStringLiteral("SN-DOORS"); }
inline QString keepOutsLayer() { return QStringLiteral("SN-KEEPOUTS"); }
inline QString rowsLayer() { return QStringLiteral("SN-ROWS"); }
inline QString racksLayer() { return QStringLiteral("SN-RACKS"); }
inline QString traysLayer() { return QStringLiteral("SN-TRAYS"); }
inline QString cdusLayer() { return QStringLiteral("SN-CDUS"); }
/// Valves and strainers fitted in coolant pipe runs, drawn where they sit.
inline QString valvesLayer() { return QStringLiteral("SN-VALVES"); }
/// A site's halls (Room::halls): each outline, named at its middle.
inline QString hallsLayer() { return QStringLiteral("SN-HALLS"); }
/// The fire-stop penetrations where trays pass a site's partitions.
inline QString fireStopsLayer() { return QStringLiteral("SN-FIRESTOPS"); }
inline QString titleLayer() { return QStringLiteral("SN-TITLE"); }
/// "SN-ROUTES-COMPUTE": one layer per cable role.
inline QString routesLayer(PortRole role) {
    return QStringLiteral("SN-ROUTES-") + kPortRoleNames.name(role).toUpper();
}

}  // namespace sn::dxf
