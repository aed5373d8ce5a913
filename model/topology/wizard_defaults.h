#pragma once

#include <QString>
#include <QStringList>

namespace sn {

/// What the wizard chooses when the user names nothing: catalog
/// ids by name, each with the reason it is the default, so neither the order
/// of a user's catalog nor an entry added to the built-in one changes a
/// design. A default missing from the catalog is refused by name
/// (WizardSizing::resolve); nothing falls back to "the first of its kind".
struct WizardDefaults {
    /// The B200 cold-plate HGX: the current 8-GPU liquid platform of a
    /// DGX SuperPOD (domain-numbers §1e).
    QString liquidServer = QStringLiteral("hgx-b200-8gpu-liquid");
    /// Its air-cooled sibling, for --cooling air.
    QString airServer = QStringLiteral("hgx-b200-8gpu-air");
    /// The 16-GPU PCIe inference box: the densest PCIe pod of the catalog.
    QString pcieServer = QStringLiteral("pcie-inference-16gpu");
    /// 48 U, 800 × 1200 mm: the width leaves room for 0U PDUs and
    /// manifolds in the side channels, the depth fits an HGX chassis.
    QString rackType = QStringLiteral("rack-48u-800x1200");
    /// A rack-scale (NVL72) domain's rack: its trays clip onto a busbar.
    QString rackScaleRackType = QStringLiteral("rack-nvl72-48u-busbar");
    /// PG25 (25 % propylene glycol): the usual facility-loop fluid for cold plates.
    QString coolant = QStringLiteral("pg25");
    /// 48 × 1 GbE RJ45: one per rack takes every BMC and switch mgmt0.
    QString mgmtSwitch = QStringLiteral("mgmt-48x1g");
    /// 16 quick-disconnect pairs: one per server of a full liquid rack.
    QString manifold = QStringLiteral("manifold-0u-16qd");
    /// 1 MW in-row CDU: a row of 60 kW racks per unit.
    QString cdu = QStringLiteral("cdu-inrow-1mw");
    /// 70 kW in-row chilled-water cooler: the room's air cooling, in the
    /// rows beside the hot aisles (a catalog without it gets none).
    QString airCooler = QStringLiteral("inrow-cooler-cw-70kw");
    /// UFM Enterprise appliance, NDR: manages the NDR InfiniBand leaves.
    QString fabricManager = QStringLiteral("ufm-enterprise-appliance-ndr");
    /// The NVL72 rack's NVLink switch tray and power shelf: the only
    /// rack-scale domain parts of the catalog.
    QString nvlinkSwitchTray = QStringLiteral("nvl72-nvlink-switch-tray");
    QString powerShelf = QStringLiteral("gb200-power-shelf-33kw");
    /// A busbar rack's shelves (15 kW with N+1, OCP ORv3 overview) and the
    /// busway tap-offs feeding them, smallest rating first: the wizard
    /// takes the fewest tap-offs, and of those the smallest rating.
    QString busbarShelf = QStringLiteral("orv3-power-shelf-18kw");
    QStringList tapOffs = {QStringLiteral("busway-tapoff-32a"), QStringLiteral("busway-tapoff-63a")};
    /// Fabric and storage switches, tried in this order for the servers'
    /// NICs: NDR InfiniBand first (the SuperPOD compute fabric), then
    /// 800 GbE and its 2 × 400 G breakout. A switch of a user catalog not
    /// named here is tried after these, in order of id.
    QStringList switches = {QStringLiteral("ib-ndr-64x400g"), QStringLiteral("eth-800g-64x800g"),
                            QStringLiteral("eth-800g-64x800g-2x400g")};

    /// Rack budget of a liquid rack when none is asked: a B200 cold-plate
    /// rack of 4 servers is ~57 kW (domain-numbers §1e: DGX B300 4 per rack
    /// ~56 kW; HGX liquid rack ~60 kW in §1d), so 60 kW holds four.
    double liquidRackW = 60000;
    int suServers = 32;  ///< servers per scalable unit: the DGX SuperPOD SU (§1f)
    int suDomains = 8;   ///< rack-scale domains per SU: a GB200 SU is 8 NVL72 racks (§1f)

    static const WizardDefaults& standard() {
        static const WizardDefaults defaults;
        return defaults;
    }
};

}  // namespace sn
