#pragma once

#include "model/catalog/catalog_enums.h"

#include <QString>

#include <optional>
#include <vector>

namespace sn {

class Catalog;
struct DeviceType;
struct WizardSizing;

/// Ports of the type with this role (and form factor, when given).
int portCount(const DeviceType& type, PortRole role, std::optional<FormFactor> formFactor = std::nullopt);

/// Whether a rack's content fits one rack of the wizard's rack type: the
/// check every step that fills racks (servers, leaves beside them,
/// network racks, a rack-scale domain) asks.
struct WizardRackFit {
    /// Would this content fit the rack type's side channels, weight, power,
    /// air limit and U, with the manifolds, power shelves, tap-offs and PDUs
    /// it needs, and the management switch's ports? Empty when it fits,
    /// else the limit it breaks. What draws from a busbar
    /// (WizardSizing::onBusbar) hangs on power shelves fed by A/B tap-offs;
    /// the rest takes cords from A/B PDU pairs.
    static QString reason(const Catalog& cat, const WizardSizing& s, const std::vector<const DeviceType*>& content,
                          int usedU, int liquidDevices);
    /// How many of switch `sw` a network rack takes beside its management
    /// switch. Switches are air-cooled: the rack is held to the air limit
    /// too. Throws UserError when not one fits.
    static int networkRackCapacity(const Catalog& cat, const WizardSizing& s, const DeviceType& sw);
};

}  // namespace sn
