#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace sn {

struct DeviceType;

/// How the views word a device type's figures, including the ones an import
/// left unknown (issue 9: shown to the user, never as a silent zero).
class DeviceTypeText {
    Q_DECLARE_TR_FUNCTIONS(DeviceTypeText)
public:
    /// The user's name of an unknown-figure key (DeviceType::unknownFieldKeys).
    static QString figureName(const QString& key);
    /// "10.2 kW max, 8.7 kW typical", "2.2 kW max, typical unknown" or "power draw: unknown".
    static QString power(const DeviceType& type);
    /// "<figure>: unknown".
    static QString unknownLine(const QString& key);
};

}  // namespace sn
