#pragma once

#include "model/catalog/catalog_enums.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace sn::netbox {

/// A NetBox interface type as a port of ours: the cage and the line rate.
struct InterfaceKind {
    FormFactor formFactor;
    double speedGbps;
    int lanes;
};

/// Interface types we can place and cable (the table in netbox_type_map.cpp).
/// nullopt for anything else; see isLogicalInterface for the ones to skip.
std::optional<InterfaceKind> interfaceKind(const QString& netboxType);
/// virtual, bridge and lag: no cage on the faceplate, so nothing to cable.
bool isLogicalInterface(const QString& netboxType);
/// The interface types interfaceKind accepts, for error messages.
QStringList supportedInterfaceTypes();

/// Power inlet (power-ports): iec-60320-c14 → C14, -c20 → C20, iec-60309-* → IEC 60309.
std::optional<FormFactor> powerPortForm(const QString& netboxType);
/// Power outlet (power-outlets): iec-60320-c13 → C13, -c19 → C19.
std::optional<FormFactor> powerOutletForm(const QString& netboxType);
/// The DC supply a power port takes: none for AC plugs; for dc-terminal the
/// voltage its name, label or description state ("-48V", "48 VDC"), else the
/// device's model, description or comments, else unknown.
DcFeed dcFeedOf(const QString& netboxType, const QStringList& portTexts, const QString& deviceText);
/// NetBox feed_leg A/B/C → our phase L1/L2/L3; Phase::None for anything else.
Phase phaseOfFeedLeg(const QString& feedLeg);

/// NetBox's airflow values (dcim.choices.DeviceAirflowChoices).
const QStringList& airflowValues();
/// Kilograms per unit of NetBox's weight_unit (kg, g, lb, oz); nullopt if unknown.
std::optional<double> kgPerWeightUnit(const QString& unit);

}  // namespace sn::netbox
