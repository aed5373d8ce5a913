#pragma once

#include "model/catalog/catalog_enums.h"
#include "model/core/ids.h"
#include "model/design/room_geometry.h"

#include <QPointF>
#include <QString>

#include <optional>
#include <vector>

namespace sn {

/// The plain value types a Design holds. A default-constructed object gets a
/// fresh id (ids are never null); loaders and commands overwrite it.
/// Units: mm, W, °C. Positions are in
/// room coordinates: x to the right, y into the room, origin at a room corner.

/// Title-block facts about the whole design.
struct ProjectInfo {
    QString name;
    QString revision;
    bool operator==(const ProjectInfo&) const = default;
};

/// How a room's aisles are closed off: not at all (the room's air mixes),
/// the hot aisles closed (exhausts led back to the coolers) or the cold
/// aisles closed (the coolers' supply led to the intakes).
enum class Containment { None, Hot, Cold };
inline constexpr EnumNames<Containment, 3> kContainmentNames{{{
    {Containment::None, "none"}, {Containment::Hot, "hot"}, {Containment::Cold, "cold"},
}}};

struct Room {
    QString name;
    QString site;        ///< label token {site}, e.g. "SH1"
    QString code;        ///< label token {room}, e.g. "DH2"
    double widthMm = 20000;
    double depthMm = 15000;
    double heightMm = 4000;
    double raisedFloorMm = 0;  ///< 0 = slab
    /// The hall's fixed geometry (design/room_geometry.h). A room
    /// without an outline is the rectangle widthMm × depthMm from the origin;
    /// with one, widthMm and depthMm are at least the outline's extent.
    std::vector<QPointF> outlineMm;
    std::vector<Column> columns;
    std::vector<Wall> walls;
    std::vector<Door> doors;
    std::vector<KeepOut> keepOuts;
    /// The site's halls (Hall); empty: the room is one hall.
    std::vector<Hall> halls;
    /// What the floor carries, kN/m² (uniformly distributed load); 0 = not
    /// known, and the floor-load rule stays silent.
    double floorRatingKnM2 = 0;
    /// The narrowest aisle allowed between facing rows (the aisle-width rule
    /// and the wizard); 1 200 mm is the default the issue sets.
    double minAisleMm = 1200;
    /// Aisle containment (analysis/air_aisles.h); files that do not say
    /// have none.
    Containment containment = Containment::None;
    /// Facility water supply temperature at the CDUs, °C; absent: not
    /// known, and each CDU is taken at its rated approach (CduCapacity).
    std::optional<double> facilityWaterC;
    bool operator==(const Room&) const = default;
};

struct Row {
    RowId id = RowId::create();
    QString name;
    bool operator==(const Row&) const = default;
};

struct Rack {
    RackId id = RackId::create();
    QString name;
    std::optional<RowId> row;
    QString typeId;      ///< catalog rack type it was made from (informational)
    double xMm = 0;      ///< front-left corner
    double yMm = 0;
    int rotationDeg = 0; ///< 0: front faces -y; 90, 180, 270 clockwise
    int uHeight = 42;
    double widthMm = 600;
    double depthMm = 1200;
    double maxWeightKg = 0;     ///< 0 = no limit known
    double powerBudgetW = 0;    ///< 0 = no budget set
    double airCoolingLimitW = 0;
    int sideSlots = 2;          ///< 0U positions per rear side channel
    std::optional<LoopId> loop;
    bool operator==(const Rack&) const = default;
};

enum class SideChannel { None, Left, Right };
inline constexpr EnumNames<SideChannel, 3> kSideChannelNames{{{
    {SideChannel::None, "none"}, {SideChannel::Left, "left"}, {SideChannel::Right, "right"},
}}};

/// Where a device sits: in a rack at a U (rack mount), in a rack's rear side
/// channel (0U), or on the floor (in-row units).
struct Placement {
    std::optional<RackId> rack;
    int u = 0;                     ///< lowest U occupied, 1-based, rack mount only
    Face face = Face::Front;       ///< the face its front panel looks out of
    SideChannel side = SideChannel::None;
    int sideIndex = 0;             ///< 0-based position in the side channel
    double floorXmm = 0, floorYmm = 0;  ///< floor-standing only
    int rotationDeg = 0;                ///< floor-standing only
    bool operator==(const Placement&) const = default;
};

/// A catalog module in one of a device's module bays.
struct ModuleFill {
    QString bay;       ///< a ModuleBay name of the device's type
    QString moduleId;  ///< a catalog ModuleType id
    bool operator==(const ModuleFill&) const = default;
};

struct Device {
    DeviceId id = DeviceId::create();
    QString typeId;
    QString name;       ///< host label, printed on cable labels
    Placement placement;
    std::vector<ModuleFill> modules;  ///< filled bays, in the type's bay order; empty bays absent
    bool operator==(const Device&) const = default;
};

struct Tray {
    TrayId id = TrayId::create();
    QString name;
    QString typeId;
    TrayKind kind = TrayKind::Ladder;
    double elevationMm = 2600;   ///< bottom of the tray above the floor
    double widthMm = 600;
    double depthMm = 100;
    double fillLimit = 0.5;
    double fittingRadiusMm = 300;
    std::vector<QPointF> pathMm; ///< centre line in room coordinates
    bool operator==(const Tray&) const = default;
};

struct CoolingLoop {
    LoopId id = LoopId::create();
    QString name;
    std::optional<DeviceId> cdu;
    QString coolantId = QStringLiteral("pg25");
    double supplyTempC = 30;
    double deltaTK = 10;
    bool operator==(const CoolingLoop&) const = default;
};

struct PortRef {
    DeviceId device = DeviceId::create();
    QString port;
    bool operator==(const PortRef&) const = default;
    friend size_t qHash(const PortRef& p, size_t seed = 0) noexcept {
        return qHashMulti(seed, p.device, p.port);
    }
};

struct Connection {
    ConnectionId id = ConnectionId::create();
    PortRef a, b;
    PortRole role = PortRole::Compute;
    bool operator==(const Connection&) const = default;
};

enum class CableStatus { Planned, Ordered, Installed };
inline constexpr EnumNames<CableStatus, 3> kCableStatusNames{{{
    {CableStatus::Planned, "planned"}, {CableStatus::Ordered, "ordered"},
    {CableStatus::Installed, "installed"},
}}};

/// The stretch of one tray a cable lies in: distances along the tray's
/// centre line from its first point, fromMm ≤ toMm (equal where the cable
/// only drops into the tray or passes a junction on it).
struct TrayRun {
    TrayId tray = TrayId::create();
    double fromMm = 0;
    double toMm = 0;
    bool operator==(const TrayRun&) const = default;
};

/// Why routing could not realise a cable.
enum class RoutingProblem {
    NoExit,         ///< an end is not in a rack, or its device or port is missing
    NoCableType,    ///< no catalog type mates both ports at their speed
    FixedTypeMismatch,  ///< the user's fixed type does not fit the ports
    NoPath,         ///< the two racks are not joined by trays or pass-throughs
    BendRadius,     ///< paths exist, but each passes a fitting tighter than the cable allows
    TooLong,        ///< the route is longer than any fitting type's reach or orderable lengths
};
inline constexpr EnumNames<RoutingProblem, 6> kRoutingProblemNames{{{
    {RoutingProblem::NoExit, "no-exit"}, {RoutingProblem::NoCableType, "no-cable-type"},
    {RoutingProblem::FixedTypeMismatch, "fixed-type-mismatch"}, {RoutingProblem::NoPath, "no-path"},
    {RoutingProblem::BendRadius, "bend-radius"}, {RoutingProblem::TooLong, "too-long"},
}}};

/// What the router saw when it last routed a cable, so rules can
/// tell a route that no longer fits its ends and count the vertical cable
/// managers without routing again: a fingerprint of each end's position
/// (RouteFreshness::endKey), the cable-manager column it runs in at each end
/// (RackFrame::columnIndex; -1 for none, e.g. a pipe or a floor unit),
/// whether it leaves both racks over the top, and why routing failed.
struct RouteRecord {
    quint64 endA = 0, endB = 0;
    int columnA = -1, columnB = -1;
    bool overTop = false;
    std::optional<RoutingProblem> problem;  ///< set when routing found no route
    bool operator==(const RouteRecord&) const = default;

    /// "<endA hex16> <endB hex16> <columnA> <columnB> top|side [problem]":
    /// the design file's `route_record` and the .supernode column cable.route_record.
    QString toText() const;
    /// nullopt when the text is not of that form.
    static std::optional<RouteRecord> fromText(const QString& text);
};

/// The physical realisation of a connection.
struct Cable {
    CableId id = CableId::create();
    ConnectionId connection = ConnectionId::create();
    QString typeId;                    ///< empty until media is chosen
    bool typeFixed = false;            ///< the user chose the type; routing keeps it
    std::optional<double> routeLengthMm;
    std::optional<double> orderedLengthMm;
    std::vector<TrayId> trays;         ///< trays the route passes, in order
    QString label;
    CableStatus status = CableStatus::Planned;
    /// Where along `trays` it lies, in route order (each run's tray is one
    /// of `trays`). Empty for cables routed before runs were recorded or
    /// edited by hand: such a cable counts over the whole of each tray.
    std::vector<TrayRun> trayRuns;
    /// Set by routing; absent for cables never routed, routed by a version
    /// before it was recorded, or read from such a file.
    std::optional<RouteRecord> routed;
    /// Handwheel turns from shut of the balancing valve its pipe type
    /// carries (PipeSpec::balancingValve), as set at commissioning; absent:
    /// never set, the valve as delivered, fully open.
    std::optional<double> valveTurns;
    bool operator==(const Cable&) const = default;
};

}  // namespace sn
