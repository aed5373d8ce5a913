#pragma once

#include "model/routing/routing_result.h"

#include <QCoreApplication>
#include <QMap>
#include <QString>

namespace sn {

class Design;

/// The figures a person wants after "route all": cables routed by media,
/// metres to order, and what could not be routed, with reasons.
struct RoutingReport {
    Q_DECLARE_TR_FUNCTIONS(RoutingReport)
public:
    int cables = 0;              ///< cables routing looked at
    int routed = 0;              ///< of them, with a type and an orderable length
    /// What the routed rows are as bought (CableParts): a splitter or
    /// twin-port cable once for all its legs, at its one ordered length.
    QMap<QString, int> byMedia;  ///< media word → routed cable parts
    int parts = 0;
    double orderedMetres = 0;
    int rounds = 0;
    QString fullestTray;         ///< name of the tray nearest its fill limit, empty if none used
    double fullestShare = 0;     ///< its fill as a share of the limit (1 = at the limit)
    QStringList problems;        ///< translated, unroutable cables then over-full trays

    static RoutingReport of(const Design& design, const RoutingResult& result);
    /// Aligned, translated lines ending in a newline.
    QString text() const;
};

/// What a routing run left undone: cables it could not route and stretches
/// over their fill limit. The CLI's `route` exits 1 when there is any, and
/// the editor says the same sentence after Route All.
struct RoutingShortfall {
    Q_DECLARE_TR_FUNCTIONS(RoutingShortfall)
public:
    int unroutedCables = 0;
    int overFullTraySegments = 0;
    int overFullCableManagers = 0;

    static RoutingShortfall of(const RoutingResult& result);
    bool any() const { return unroutedCables + overFullTraySegments + overFullCableManagers > 0; }
    /// One translated sentence naming each non-zero count; empty when none.
    QString sentence() const;
};

}  // namespace sn
