#pragma once

#include "routing/routing_result.h"

#include <QCoreApplication>
#include <QMap>
#include <QString>

namespace sn {

class Catalog;

/// The figures a person wants after "route all": cables routed by media,
/// metres to order, and what could not be routed, with reasons.
struct RoutingReport {
    Q_DECLARE_TR_FUNCTIONS(RoutingReport)
public:
    int cables = 0;              ///< cables routing looked at
    int routed = 0;              ///< of them, with a type and an orderable length
    QMap<QString, int> byMedia;  ///< media word → routed cables
    double orderedMetres = 0;
    int rounds = 0;
    QStringList problems;        ///< translated, unroutable cables then over-full trays

    static RoutingReport of(const Catalog& catalog, const RoutingResult& result);
    /// Aligned, translated lines ending in a newline.
    QString text() const;
};

}  // namespace sn
