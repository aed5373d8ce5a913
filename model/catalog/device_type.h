#pragma once

#include "model/catalog/catalog_enums.h"
#include "model/catalog/hydraulic_specs.h"
#include "model/catalog/module_type.h"
#include "model/catalog/nccl_topology.h"
#include "model/catalog/port_spec.h"
#include "model/catalog/type_figure.h"

#include <QHash>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace sn {

/// What a device does when its live PSUs deliver less than its maximum
/// draw (a feed or PDU lost takes more of them than its spares): caps its
/// draw to what they give, or stops.
enum class PsuShortfall { Shutdown, Cap };
inline constexpr EnumNames<PsuShortfall, 2> kPsuShortfallNames{{{
    {PsuShortfall::Shutdown, "shutdown"}, {PsuShortfall::Cap, "cap"},
}}};

/// A device's power supplies: `count` of `ratingW` each, `redundant` of
/// them spare (HGX B200: 6 × 3 300 W, 5+1).
struct PsuSpec {
    int count = 0, redundant = 0;
    double ratingW = 0;
    /// Absent when the catalog does not say; the fault analysis then takes
    /// the default of DevicePsus (the device stops).
    std::optional<PsuShortfall> shortfall;
    QString source;  ///< where the PSU figures and the shortfall behaviour come from
    bool operator==(const PsuSpec&) const = default;
    /// "5+1": needed + spare.
    QString scheme() const { return QStringLiteral("%1+%2").arg(count - redundant).arg(redundant); }
};
struct PduSpec {
    int phases = 3;
    double voltageLlV = 0;  ///< line-to-line for 3-phase, line-to-neutral for 1-phase
    double currentA = 0;
    double derating = 0.8;  ///< continuous-load factor
    bool operator==(const PduSpec&) const = default;
    /// Usable continuous power: √3·V·I·derating (3-phase) or V·I·derating.
    double continuousW() const;
    /// Continuous current per phase conductor.
    double phaseLimitA() const { return currentA * derating; }
};
struct ManifoldSpec {
    int qdPairs = 0;
    double maxFlowLpm = 0;
    bool operator==(const ManifoldSpec&) const = default;
};
struct CduSpec {
    double capacityW = 0, maxFlowLpm = 0, supplyMinC = 0, supplyMaxC = 0;
    std::optional<PumpCurveSpec> pump;  ///< head at its secondary connections; absent: not solved
    /// Facility water supply to secondary supply at rated capacity, K; absent: not known.
    std::optional<double> approachK;
    bool operator==(const CduSpec&) const = default;
};
/// Room air cooling (a CRAH or an in-row cooler): the sensible heat it
/// takes out of the air at its rating point. An in-row cooler stands in a
/// row like a rack, taking air in at its rear (the hot aisle) and blowing
/// it out at its front (the cold aisle).
struct AirCoolerSpec {
    double capacityW = 0;
    bool inRow = false;  ///< stands in a row; false: a room unit (CRAH) on the room's edge
    bool operator==(const AirCoolerSpec&) const = default;
};
/// The kinds of NVLink domain a catalog may name (nvlink_domain.kind).
enum class NvlinkDomainKind { NvswitchBaseboard, RackScale };
inline constexpr EnumNames<NvlinkDomainKind, 2> kNvlinkDomainKindNames{{{
    {NvlinkDomainKind::NvswitchBaseboard, "nvswitch-baseboard"}, {NvlinkDomainKind::RackScale, "rack-scale"},
}}};

struct NvlinkDomainSpec {
    int gpus = 0;
    NvlinkDomainKind kind = NvlinkDomainKind::NvswitchBaseboard;
    bool operator==(const NvlinkDomainSpec&) const = default;
};

/// How often a device of this type fails: failures per device
/// and year, with where the figure comes from. Absent in the catalog, the
/// fault analysis uses a documented default (analysis/failure_rates.h).
struct FailureRateSpec {
    double annualRate = 0;  ///< failures per device-year (0.02 = 2 %/yr)
    QString source;
    bool operator==(const FailureRateSpec&) const = default;
};

/// What a module bay takes: a PSU, or an I/O module (a NIC, a
/// line card, a transceiver). NetBox bays say nothing of what fits them; the
/// NetBox reader calls a bay a PSU bay when its name, position or
/// description says so (moduleBayKindOf).
enum class ModuleBayKind { Psu, Io };
inline constexpr EnumNames<ModuleBayKind, 2> kModuleBayKindNames{{{
    {ModuleBayKind::Psu, "psu"}, {ModuleBayKind::Io, "io"},
}}};

/// One module bay of a device type, named as its NetBox file names it.
struct ModuleBay {
    QString name;
    ModuleBayKind accepts = ModuleBayKind::Io;
    /// NetBox's position of the bay ("PSU1", "2"): what `{module}` in the
    /// names of a module's components becomes when it fills this bay
    /// (ModulePorts). Empty when the file gave none, as NetBox then has it.
    QString position;
    bool operator==(const ModuleBay&) const = default;
    /// A PSU bay takes PSUs; any other bay takes NICs and transceivers.
    bool fits(ModuleKind kind) const { return (kind == ModuleKind::Psu) == (accepts == ModuleBayKind::Psu); }
};

/// What a NetBox device-type file said that the catalog has no other place
/// for; kept so the NetBox hand-off writes back what came in.
struct NetboxInfo {
    QString slug, partNumber;
    QString airflow;        ///< NetBox airflow value, empty when the file gave none
    bool fullDepth = false; ///< is_full_depth
    int consolePorts = 0, frontPorts = 0, rearPorts = 0, moduleBays = 0;
    /// Component members the schema allows but we do not read, kept as the
    /// file wrote them ("interfaces[2].poe_mode: pd"), so nothing is lost.
    QStringList extraFields;
    bool operator==(const NetboxInfo&) const = default;
};

/// A kind of device as the catalog describes it. Immutable while editing.
struct DeviceType {
    QString id, vendor, model;
    DeviceCategory category = DeviceCategory::Server;
    Mount mount = Mount::Rack;
    double uHeight = 0;
    double depthMm = 0, widthMm = 0, weightKg = 0;
    double maxPowerW = 0, typicalPowerW = 0;
    double liquidFraction = 0;
    std::optional<double> maxCoolantInletC;
    /// The highest coolant gauge pressure its liquid side is rated for, kPa
    /// (a manifold's, a CDU's secondary, a cold-plate circuit's); absent: not known.
    std::optional<double> coolantMaxKpa;
    int gpus = 0;
    std::optional<PsuSpec> psu;
    std::optional<PduSpec> pdu;
    std::optional<ManifoldSpec> manifold;
    std::optional<CduSpec> cdu;
    std::optional<AirCoolerSpec> airCooler;
    std::optional<CoolingCircuitSpec> coolingCircuit;  ///< liquid-cooled: its cold plates as one power law
    std::optional<NvlinkDomainSpec> nvlinkDomain;
    std::optional<FailureRateSpec> failureRate;
    std::vector<ModuleBay> moduleBays;  ///< bays a user fills with catalog modules (Device::modules)
    std::vector<PortGroup> portGroups;
    NcclTopology nccl;
    QString source;
    /// The figures the source did not give (of unknowable()), such as the
    /// maximum draw of an imported type without one. The number stored for
    /// such a figure is a placeholder the user must complete, and rules
    /// report it as unknown instead of trusting it.
    TypeFigures unknownFields;
    std::optional<NetboxInfo> netbox;  ///< set for types imported from NetBox

    /// The figures that may be listed in unknownFields.
    static TypeFigures unknowable();
    bool isUnknown(TypeFigure figure) const { return unknownFields.contains(figure); }
    /// The number a user may type for `figure` (draws, weight, depth, liquid
    /// share, coolant inlet), nullopt for one that is not a single number
    /// (a PDU's or CDU's specification, NetBox's full-depth flag). An unset
    /// coolant inlet limit reads 0.
    std::optional<double> number(TypeFigure figure) const;
    /// Sets that number and takes the figure off unknownFields; false (and
    /// nothing changed) for a figure that is not a single number.
    bool setNumber(TypeFigure figure, double value);

    /// Rack units the device occupies (half units round up).
    int occupiedU() const;
    const ModuleBay* moduleBay(const QString& name) const;
    const std::vector<PortSpec>& ports() const { return m_ports; }
    const PortSpec* port(const QString& name) const;
    /// The ports sharing `port`'s cage, in subport order (`port` itself
    /// included); `port` must be one of this type's ports.
    std::vector<const PortSpec*> cageOf(const PortSpec& port) const;
    /// Expands portGroups into ports(); call after changing portGroups.
    void expandPorts();

    /// Compares the catalog data, not the derived port list.
    bool operator==(const DeviceType& o) const;

private:
    std::vector<PortSpec> m_ports;
    QHash<QString, int> m_portIndex;
};

}  // namespace sn
