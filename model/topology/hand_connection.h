#pragma once

#include "model/commands/design_edits.h"

#include <QCoreApplication>
#include <QString>

namespace sn {

/// A connection the user draws from one port to another (point 6):
/// the same checks as Design::checkConnection (both ports exist and are
/// free, the form factors mate or a hybrid cable joins them), plus what a hand-drawn link needs to be
/// buildable — both ends at one line rate and a catalog cable that joins
/// them, chosen as the generators choose it (CablePicker).
class HandConnection {
    Q_DECLARE_TR_FUNCTIONS(HandConnection)
public:
    struct Plan {
        Check check;
        QString cableTypeId;  ///< the cable that comes with the connection
        PortRole role = PortRole::Compute;
    };

    /// Whether `from` may be joined to `to`, and with which cable; the
    /// refusal reason is translated and names the port at fault.
    static Plan plan(const Design& design, const PortRef& from, const PortRef& to);
    /// The connection and its planned cable as one undo step, or why not.
    static EditResult make(Design& design, const PortRef& from, const PortRef& to);

private:
    /// The cable type of another link already in `port`'s cage (nullptr: none).
    static const CableType* typeInCage(const Design& design, const PortRef& port);
    /// Would from–to complete two cages joined port for port?
    static bool completesTwin(const Design& design, const PortRef& from, const PortSpec& a, const PortRef& to,
                              const PortSpec& b);
};

}  // namespace sn
