#pragma once

#include "model/topology/topology_builder.h"
#include "model/topology/wizard_site.h"

#include <QPointF>
#include <QString>

#include <utility>
#include <vector>

namespace sn {

/// The wizard's overhead ladders over its rows (WizardRacks): one over each
/// row, joined by a trunk along the left wall; a cross-aisle ladder over
/// each x where SU rows have network racks, straight across the aisles to
/// the network row; and in a large hall (several SUs per row) a trunk on
/// the right wall, cross trunks every half SU and four more ladders beside
/// the network row's. Each tray goes round the columns in its way
/// (WizardSite::trayPieces).
class WizardTrays {
public:
    struct Row {
        QString name;          ///< "A", "B", …: the ladder over it is TRAY-<name>
        double centreY = 0;    ///< over the middle of its racks
        double endMm = 0;      ///< x where its racks and floor units end
        bool network = false;  ///< the row of spines and cores
    };
    /// A network rack: its centre x and its row.
    using NetworkRack = std::pair<double, size_t>;
    /// Where the trunks stand along x.
    struct Trunks {
        double leftX = 0;
        double rightX = 0;        ///< a large hall's right-wall trunk (the rows' ladders reach it)
        double crossEveryMm = 0;  ///< a large hall's cross trunks' pitch; 0: a small hall
        double crossBeforeX = 0;  ///< the cross trunks stand left of it
    };

    WizardTrays(TopologyBuilder& builder, const WizardSite& site, const TrayType& ladder);

    /// The trays over `rows` (in y order), whose network racks are `networkRacks`.
    void add(const std::vector<Row>& rows, const std::vector<NetworkRack>& networkRacks,
             const Trunks& trunks);

private:
    /// A straight tray, in pieces round the columns in its way.
    void tray(const QString& name, QPointF from, QPointF to);

    TopologyBuilder& m_b;
    const WizardSite& m_site;
    const TrayType& m_ladder;
};

}  // namespace sn
