#pragma once

#include "model/catalog/catalog_enums.h"

#include <QMap>
#include <QString>

namespace sn {

class Design;

/// The headline figures of a design, as `supernode-designer info` prints them.
struct DesignSummary {
    QString name;
    int rows = 0, racks = 0, devices = 0, trays = 0, loops = 0;
    QMap<QString, int> devicesByCategory;  ///< category word → count
    int gpus = 0;
    int ports = 0;                         ///< ports on all placed devices
    int connectedPorts = 0;
    int connections = 0;
    QMap<QString, int> connectionsByRole;
    /// Cables as bought (CableParts): a splitter or twin-port cable once for
    /// all its legs, at its one ordered length; `cableLinks` counts the rows.
    int cables = 0;
    int cableLinks = 0;
    int cablesWithLength = 0;
    int optics = 0;                        ///< transceiver modules (CableParts), as the BOM counts them
    double cableOrderedMetres = 0;
    QMap<QString, int> cablesByMedia;      ///< media word → parts; "unassigned" when no type yet
    double maxPowerW = 0, typicalPowerW = 0;
    double liquidHeatW = 0;                ///< at max power: Σ max × liquid fraction
    double airHeatW = 0;
    /// Figure key (kTypeFigureNames: max_power_w, liquid_fraction, …)
    /// → placed devices whose type lacks it; the totals above are incomplete then.
    QMap<QString, int> unknownFigures;

    static DesignSummary of(const Design& design);
};

}  // namespace sn
