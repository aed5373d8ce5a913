#pragma once

#include "model/topology/supernode_wizard.h"
#include "model/topology/topology_builder.h"
#include "model/topology/wizard_halls.h"
#include "model/topology/wizard_site.h"
#include "model/topology/wizard_sizing.h"

#include <QCoreApplication>
#include <QStringList>

#include <map>
#include <optional>
#include <vector>

namespace sn {

/// Lays racks out in rows and fills them for the SupernodeWizard: servers or
/// a rack-scale domain, switches, a management switch per rack; then, once
/// every rack is known, PDUs and manifolds in the side channels, their power,
/// coolant and management connections, cooling loops with CDUs, overhead
/// trays and the room around it all.
class WizardRacks {
    Q_DECLARE_TR_FUNCTIONS(WizardRacks)
public:
    /// Rows go into `site` (the hall's geometry, or an open floor).
    /// Air coolers set aside where a row enters a drawn hall: (row, hall) → count.
    using CoolerPlaces = std::map<std::pair<int, int>, int>;
    /// `reserve`: places kept for air coolers at the start of each row's
    /// stretch in a drawn hall, before its racks (see coolersOutsideTheirHall).
    WizardRacks(TopologyBuilder& builder, const WizardSizing& sizing, const WizardSite& site,
                CoolerPlaces reserve = {});
    /// After finish(): the air coolers an aisle's part in a drawn hall
    /// needed and that had to stand outside it (no row of the hall had room
    /// left at its end), by the row of the aisle to keep places in and the
    /// hall. Laid out again with these reserved, they stand in the hall.
    const CoolerPlaces& coolersOutsideTheirHall() const { return m_outside; }

    /// A new row whose first rack stands `offsetRacks` rack widths in from
    /// the row start (a short row centred under longer ones); a network row
    /// holds the spines and cores. `hall`: the hall it stands in, in y
    /// order (setHalls); a row in a new hall starts past a partition.
    void beginRow(int offsetRacks = 0, bool networkRow = false, int hall = 0);
    /// Network rows of at most `racks` racks (0: no limit): past it the
    /// next network rack starts a new network row in the same hall.
    void setNetworkRowLength(int racks) { m_networkRowRacks = racks; }
    /// The site's halls, for a layout split into several (WizardHalls).
    void setHalls(const WizardHalls& halls) { m_halls = halls; }
    /// A rack of `servers` 8-GPU servers, or one rack-scale domain (servers
    /// ignored); returns the fabric endpoints (servers or compute trays).
    /// Fabric switches named `switchNames` go above the servers; their ids
    /// are appended to `switchIds`.
    std::vector<DeviceId> addComputeRack(int servers, const QStringList& switchNames = {},
                                         std::vector<DeviceId>* switchIds = nullptr);
    /// A network rack holding switches of this type with these names.
    std::vector<DeviceId> addNetworkRack(const QStringList& switchNames, const DeviceType& switchType);
    /// Everything that depends on all racks being placed (see the class note).
    void finish(WizardSummary& summary, Room& room);

    /// A hall with several SUs per row (SUs of `racksPerSu` racks) gets more
    /// tray than one ladder per row and a trunk on the left wall: a trunk on
    /// the right wall, cross trunks over the rows every half SU, and four
    /// more ladders beside the network row's, so no leaf–spine cable is
    /// pushed round the hall past its reach by full trays.
    void setLargeHall(int racksPerSu) { m_crossEveryRacks = racksPerSu / 2.0; }

    /// Kept free round the layout: the trunk tray, service clearance and
    /// the row-end CDUs' access.
    static constexpr double kMarginMm = 2000;

    static QString rowName(int row);
    /// Scalable units side by side in one row: the fewest that keep the hall
    /// no deeper than it is wide (`extraRows` network rows included), so
    /// the longest leaf–spine run stays short (16 384 GPUs). With
    /// `maxRunMm` > 0 a row's racks span no more than that (at least one
    /// SU a row, however long).
    static int susPerRow(int sus, int racksPerSu, int extraRows, const RackType& rack, double maxRunMm = 0);
    /// The longest a row of liquid-cooled racks may run: its far rack's
    /// manifold is piped to the CDUs at the row end, so the longest coolant
    /// pipe the catalog sells must reach along the row, past the gap before
    /// the first CDU, and up and down a rack's height at the two ends.
    /// 0 when the catalog sells no coolant pipe.
    static double liquidRowMaxMm(const Catalog& catalog, const RackType& rack);
    /// From one row's rack fronts to the next row's, mm (rack depth and aisle).
    static double rowPitchMm(const RackType& rack);

private:
    struct RackEntry {
        RackId id;
        QString name;
        int row = 0;
        double xMm = 0;                 ///< left edge on the floor
        std::vector<DeviceId> devices;  ///< in U order
        std::vector<DeviceId> manifolds;  ///< side-mounted, set by addRackServices
        std::optional<DeviceId> mgmt;  ///< set as soon as the rack exists
        bool network = false;
        /// Its devices' air-side heat and its power sources' losses
        /// (ConversionLoss), set by addRackServices.
        double airW = 0;
    };
    RackEntry& newRack(bool network);
    DeviceId place(RackEntry& rack, const DeviceType& type, const QString& name, int u);
    void addRackServices(RackEntry& rack, WizardSummary& summary);
    /// Where a rack's services go: the next side-channel slot (left 0,
    /// right 0, left 1, …) and the lowest U taken from the top down, under
    /// the management switch.
    struct ServiceCursor {
        int slot = 0;
        int topU = 0;
    };
    /// A busbar rack's power shelves (top down) and the busway tap-offs
    /// feeding them, feed A's on the left, feed B's on the right.
    void addBusbarPower(RackEntry& rack, double loadW, ServiceCursor& at, WizardSummary& summary);
    /// A device at side slot `slot` (left 0, right 0, left 1, …).
    DeviceId sidePlace(RackEntry& rack, const DeviceType& type, const QString& name, int slot);
    void addCooling(WizardSummary& summary);
    /// In-row coolers for the racks' air heat, N+1 for each aisle the
    /// containment closes (hot: each pair of rows back to back; cold: each
    /// pair front to front; none: as hot), each at the end of the shorter
    /// of its rows. A drawn partition closes an aisle too: each hall's part
    /// of it gets its own N+1, standing in that hall.
    void addAirCooling(WizardSummary& summary);
    /// A cooler in every place a row kept that no cooler took (see the .cpp).
    void fillLeftPlaces(WizardSummary& summary);
    /// The row an air cooler for drawn hall `hall`'s part of the aisle of
    /// `rows` goes to the end of, and the gap before it (up to the hall's
    /// edge): of those rows where it would stand in that hall, the one that
    /// ends first; else of any row; with no hall (-1), or no row that
    /// reaches into it, the row of `rows` that ends first, with no gap.
    std::pair<size_t, double> coolerRow(const std::vector<size_t>& rows, int hall) const;
    /// The footprint's top-left corner a floor unit would take at the row's
    /// end (see addRowEndUnit). Throws UserError when the row has no room.
    QPointF rowEndSpot(size_t row, const DeviceType& type, const QString& name, double gapMm,
                       bool turned) const;
    /// Rows alternate: even rows face −y, odd rows are turned 180° so each
    /// pair stands back to back round a hot aisle.
    static int rowRotationDeg(size_t row) { return row % 2 == 0 ? 0 : 180; }
    /// A floor unit of `type` at the row's end, turned as the row (the CDUs
    /// stay unturned: `turned` false).
    DeviceId addRowEndUnit(size_t row, const DeviceType& type, const QString& name, double gapMm, bool turned);
    /// A floor unit turned as row `row`, its footprint's top-left corner at `spot`.
    DeviceId addUnitAt(size_t row, const DeviceType& type, const QString& name, QPointF spot, bool turned);
    /// Where a rack about to stand at `left` in row `row` enters a drawn hall
    /// the row has places reserved in, sets them aside first and returns
    /// the rack's new left edge; else `left`.
    double reserveCoolerPlaces(size_t row, double left, const Rack& rack);
    /// A place a row of `rows` kept in drawn hall `hall` for an air cooler,
    /// taken (its row and footprint's top-left corner); nullopt when none is left.
    std::optional<std::pair<size_t, QPointF>> takeKeptPlace(const std::vector<size_t>& rows, int hall);
    /// The drawn hall an air cooler with its footprint's top-left corner at `spot` stands in (-1: none).
    int coolerHallAt(QPointF spot) const;
    /// A CDU's secondary coolant ports (named SEC-…, as in the catalog), in port order.
    static QStringList secondaryPorts(const DeviceType& cdu);
    /// The room round the rows (its halls, containment, facility water) and the trays over them
    /// (WizardTrays).
    void addTraysAndRoom(Room& room);
    /// Between facing rows: 1.2 m, or the hall's wider minimum aisle.
    double aisleMm() const;
    /// The front-left corner y of row `row`'s racks.
    double rowFrontY(size_t row) const;
    /// The site's halls as bands the room's width, split halfway across
    /// the partition aisles; empty for a layout of one hall.
    std::vector<Hall> siteHalls(const Room& room) const;

    TopologyBuilder& m_b;
    const WizardSizing& m_s;
    const WizardSite& m_site;
    std::vector<RowId> m_rows;
    std::vector<int> m_racksInRow;
    std::vector<double> m_rowEndMm;  ///< x where the row's next rack or CDU may stand
    CoolerPlaces m_reserve, m_outside;
    std::map<std::pair<int, int>, std::vector<QPointF>> m_reservedSpots;  ///< (row, hall) → free places
    std::vector<int> m_rowHallNow;  ///< per row, the drawn hall its last rack stands in (-2: none yet)
    std::vector<bool> m_networkRow;
    std::vector<int> m_rowHall;        ///< the hall of each row, in y order
    std::vector<double> m_rowShiftMm;  ///< partitions crossed before the row, as extra depth
    WizardHalls m_halls;
    int m_networkRowRacks = 0;
    double m_crossEveryRacks = 0;  ///< 0: a small hall (see setLargeHall)
    std::vector<RackEntry> m_racks;
};

}  // namespace sn
