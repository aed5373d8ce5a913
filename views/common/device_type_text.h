#pragma once

#include "model/catalog/type_figure.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace sn {

struct DeviceType;

/// How the views word a device type's figures, including the ones an import
/// left unknown (shown to the user, never as a silent zero).
class DeviceTypeText {
    Q_DECLARE_TR_FUNCTIONS(DeviceTypeText)
public:
    /// The user's name of a figure a type may leave unknown.
    static QString figureName(TypeFigure figure);
    /// "10.2 kW max, 8.7 kW typical", "2.2 kW max, typical unknown" or "power draw: unknown".
    static QString power(const DeviceType& type);
    /// "<figure>: unknown".
    static QString unknownLine(TypeFigure figure);
};

}  // namespace sn
