#pragma once

#include "model/catalog/catalog_enums.h"

#include <QColor>
#include <QCoreApplication>
#include <QString>

namespace sn {

/// How the route overlay shows cables: one colour and one readable name per
/// medium (the legend's rows), readable names for roles and rails (the
/// filter menu's entries).
class RouteStyle {
    Q_DECLARE_TR_FUNCTIONS(RouteStyle)
public:
    static QColor color(CableMedia media);
    static QString name(CableMedia media);
    static QString name(PortRole role);
    /// "Rail 3" for the 0-based rail 2; "No rail" for -1.
    static QString railName(int rail);
};

}  // namespace sn
