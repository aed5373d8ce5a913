#pragma once

#include <QCoreApplication>

namespace sn {

class TopologyBuilder;

/// Closes the open U of the wizard's racks, as the install crew would: from
/// U1 to the top of each rack's highest device (the span rule
/// placement.blanking checks), 2U panels where two U are open, 1U where
/// one is. Without them the cold air a rack's fans pull bypasses through
/// the gaps from the hot aisle. The catalog's first 1U and 2U blanking
/// panels are used; a catalog with neither leaves the racks open.
class BlankingPanels {
    Q_DECLARE_TR_FUNCTIONS(BlankingPanels)
public:
    /// Places the panels into every rack of the builder's fragment; returns how many.
    static int fill(TopologyBuilder& builder);
};

}  // namespace sn
