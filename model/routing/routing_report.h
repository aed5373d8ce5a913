#pragma once

#include "routing/routing_result.h"

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

}  // namespace sn
