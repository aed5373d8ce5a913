#pragma once

#include "model/catalog/catalog_enums.h"
#include "model/catalog/hydraulic_specs.h"

#include <QString>

#include <algorithm>
#include <optional>
#include <vector>

namespace sn {

/// Minimum bend radius: max(k × OD, floor), static (installed) and dynamic (while pulling).
struct BendRadiusRule {
    double staticXOd = 0, staticMinMm = 0, dynamicXOd = 0, dynamicMinMm = 0;
    bool operator==(const BendRadiusRule&) const = default;
};

struct CableType {
    QString id, vendor, model;
    CableMedia media = CableMedia::Dac;
    FormFactor connectorA = FormFactor::Osfp, connectorB = FormFactor::Osfp;
    double speedGbps = 0;
    double outerDiameterMm = 0;
    BendRadiusRule bendRadius;
    double reachM = 0;
    std::vector<double> lengthsM;  ///< orderable lengths, ascending
    QString transceiverId;         ///< fibre only: the optic at end A (and at end B unless transceiverBId)
    /// A hybrid fibre link (OSFP cage at one end, QSFP112 at the other) takes
    /// a different optic at end B; empty: the same as end A.
    QString transceiverBId;
    /// Fibre only: the module at an end that sits in a cage of several
    /// ports (a twin-port 800G module with one receptacle per port, each
    /// port's fibre its own cable); empty: such a cage takes no fibre of this type.
    /// A fibre may name this alone: its optic is made only as a twin-port
    /// module (2xFR4), so the fibre joins two such cages and nothing else.
    QString transceiverTwinId;
    /// Logical links one part carries: 1, or 2 for a splitter (one plug at
    /// end A for the cage, one plug per leg at end B) or a twin-port
    /// switch-to-switch cable (one plug at each end, both cages shared).
    int legs = 1;
    bool sharedAtBothEnds = false;  ///< legs > 1: a twin-port cable, not a splitter
    /// The rack's own blind-mate contact (busbar clip, manifold QD) between
    /// a blind-mate port and the rack part it slides onto: nothing to pull
    /// or route, and the only type such a port takes (BlindMate::fits).
    bool blindMate = false;
    std::optional<PipeSpec> pipe;  ///< coolant media: bore, roughness, fittings, quick disconnects
    QString color;
    QString source;

    /// The optic at end B (connectorB): transceiverBId, or transceiverId.
    const QString& transceiverAtB() const { return transceiverBId.isEmpty() ? transceiverId : transceiverBId; }
    /// Connectors differ at the two ends (an OSFP–QSFP112 splitter leg or
    /// optic pair): such a cable joins ports whose cages do not mate directly.
    bool isHybrid() const;
    /// A blind-mate type joins exactly the links with a blind-mate end (an
    /// MGX tray's busbar or QD port); every other type the rest.
    bool suitsEnds(bool blindMateEnd) const { return blindMate == blindMateEnd; }
    /// One part carries several links (a splitter or a twin-port cable).
    bool isMultiLeg() const { return legs > 1; }
    /// A fibre: an optic plugs in at each end and the cable is its patch cord.
    bool isFibre() const { return !transceiverId.isEmpty() || !transceiverTwinId.isEmpty(); }
    double minStaticBendMm() const;
    double minDynamicBendMm() const;
    /// The longest run one part can be ordered for: its longest sold length
    /// within its reach (0 when no length is listed).
    double longestOrderableM() const { return lengthsM.empty() ? 0 : std::min(reachM, lengthsM.back()); }
    /// Smallest orderable length ≥ lengthM; nullopt-like -1 when none is long enough.
    double orderableLengthM(double lengthM) const;
    bool operator==(const CableType&) const = default;
};

struct TransceiverType {
    QString id, vendor, model;
    FormFactor formFactor = FormFactor::Osfp;
    double speedGbps = 0;
    CableMedia media = CableMedia::Mmf;
    double reachM = 0, powerW = 0;
    int ports = 1;  ///< logical ports (MPO receptacles) of one module: 2 for a twin-port 800G module
    QString source;
    bool operator==(const TransceiverType&) const = default;
};

struct CoolantType {
    QString id, name;
    double densityKgPerL = 0, cpKjPerKgK = 0, freezingC = 0, referenceTempC = 25;
    std::vector<ViscosityPoint> viscosity;  ///< ascending temperature; empty: not known
    QString source;
    /// Kinematic viscosity at `tempC`, m²/s, interpolated in the table (held
    /// at its ends); 0 when the table is empty.
    double kinematicViscosityM2s(double tempC) const;
    bool operator==(const CoolantType&) const = default;
};

/// A rack's DC busbar (Open Rack V3): the power shelves in the rack feed
/// it and every device in the rack draws from it by blind-mate clips, with
/// no cord to a PDU (model/analysis/busbar_power.h).
struct BusbarSpec {
    double voltageV = 0;   ///< nominal DC voltage (48 V ORv3)
    double capacityW = 0;  ///< what the busbar carries; 0 = not known, not checked
    bool operator==(const BusbarSpec&) const = default;
};

struct RackType {
    QString id, vendor, model;
    int uHeight = 42;
    double widthMm = 600, depthMm = 1200, maxWeightKg = 0;
    /// The empty rack's own weight (the floor-load rule adds it to the
    /// devices'); 0 = not known, and the rule says it is left out.
    double weightKg = 0;
    int sideSlots = 2;
    double airCoolingLimitW = 0;
    QString source;
    /// Depth (front to rear) of the vertical cable manager in each side
    /// channel, front and rear; with the channel's width (what the 19-inch
    /// panel leaves, see RackFrame) it gives the cross-section cables may
    /// fill. No datasheet figure was found (shared/docs/domain-numbers.md
    /// has none): 100 mm is a conservative default, not a datasheet value.
    static constexpr double kDefaultCableManagerDepthMm = 100;
    double cableManagerDepthMm = kDefaultCableManagerDepthMm;
    std::optional<BusbarSpec> busbar;  ///< none: devices take cords from PDUs
    bool operator==(const RackType&) const = default;
};

struct TrayType {
    QString id, vendor, model;
    TrayKind kind = TrayKind::Ladder;
    double widthMm = 0, depthMm = 0, fillLimit = 0.5, fittingRadiusMm = 0;
    QString source;
    bool operator==(const TrayType&) const = default;
};

}  // namespace sn
