#pragma once

#include <QString>

#include <optional>
#include <vector>

namespace sn::hyd {

/// A pipe network in the terms EPANET uses: nodes joined by links. Public
/// units are the ones coolant-loop engineers read and EPANET's LPM/SI mode
/// writes: flow in L/min, head in metres of the loop's own fluid, lengths in
/// metres, diameters and roughness in millimetres. The solver works in SI
/// (m³/s) inside.

/// The fluid as the head loss needs it.
struct Fluid {
    double specificGravity = 1.0;          ///< density / 998.2 kg/m³ (water at 20 °C)
    double kinematicViscosityM2s = 1.0e-6; ///< ν, m²/s
    bool operator==(const Fluid&) const = default;
};

/// A junction, or a fixed-head node (an EPANET reservoir; in a closed
/// loop, the expansion tank that sets the pressure at the pump suction).
struct Node {
    QString id;
    double elevationM = 0;
    double demandLpm = 0;               ///< flow leaving the network here (junctions)
    std::optional<double> fixedHeadM;   ///< set for a reservoir / pressure reference
    bool operator==(const Node&) const = default;
};

/// h = shutoffHeadM − coefficient · q^exponent (q in L/min, h in m): the
/// form EPANET fits through a 3-point head curve.
struct PumpCurve {
    double shutoffHeadM = 0;
    double coefficient = 0;
    double exponent = 2;
    double headAt(double flowLpm) const;
    /// Through three points (0, h0), (q1, h1), (q2, h2) as EPANET fits them;
    /// nullopt when the points do not make a falling curve.
    static std::optional<PumpCurve> throughPoints(double h0, double q1, double h1, double q2, double h2);
    bool operator==(const PumpCurve&) const = default;
};

enum class LinkKind {
    Pipe,      ///< Darcy–Weisbach friction plus K·v²/2g minor loss
    Pump,      ///< head gain by its curve; one way (its check valve)
    Throttle,  ///< EPANET TCV: K·v²/2g at the valve's diameter
    PowerLaw,  ///< Δh = h_ref · (q/q_ref)^n: cold plates, quick disconnects, hoses
};

struct Link {
    QString id;
    int from = -1;  ///< index into HydraulicNetwork::nodes; positive flow runs from → to
    int to = -1;
    LinkKind kind = LinkKind::Pipe;
    bool open = true;  ///< a closed valve, a stopped pump, an isolated pipe
    // Pipe and Throttle
    double lengthM = 0;
    double diameterMm = 0;
    double roughnessMm = 0;
    double minorLossK = 0;   ///< Pipe: sum of fitting K; Throttle: the valve's K (its setting)
    // Pump
    PumpCurve curve;
    double speed = 1.0;      ///< relative speed (affinity laws)
    // PowerLaw
    double refFlowLpm = 0;
    double refHeadLossM = 0;
    double exponent = 2;
    bool operator==(const Link&) const = default;
};

struct HydraulicNetwork {
    QString title;
    Fluid fluid;
    std::vector<Node> nodes;
    std::vector<Link> links;

    int nodeIndex(const QString& id) const;  ///< -1 when absent
    int linkIndex(const QString& id) const;  ///< -1 when absent
    /// Per node, the connected part it lies in (links open or closed): the
    /// index of one node of that part, the same for all its nodes.
    std::vector<int> partOfEachNode() const;
};

}  // namespace sn::hyd
