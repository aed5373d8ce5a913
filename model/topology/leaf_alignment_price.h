#pragma once

#include "model/topology/wizard_params.h"

#include <QCoreApplication>
#include <QStringList>

#include <optional>

namespace sn {

class Catalog;
struct WizardResult;

/// What rack-aligned compute leaves cost over leaf-minimal ones in a
/// rack-scale (NVL72) design, and what they buy: the wizard builds the
/// design both ways and each fabric is counted from its own parts.
struct LeafAlignmentPrice {
    Q_DECLARE_TR_FUNCTIONS(LeafAlignmentPrice)
public:
    /// One alignment's compute fabric.
    struct Fabric {
        int leaves = 0, spines = 0, cores = 0;
        int optics = 0;        ///< transceiver modules on compute links (CableParts)
        double switchW = 0;    ///< Σ max power of the compute switches (their optics included)
        int racksPerLeaf = 0;  ///< the most racks whose trays one compute leaf serves
        /// Leaves whose bundles to the spines differ in size (3 beside 4).
        int unevenLeaves = 0;
        int switches() const { return leaves + spines + cores; }
    };
    LeafAlignment chosen = LeafAlignment::Rack;
    Fabric rack, minimal;
    /// Why the other alignment cannot be built for these parameters (its
    /// fabric then stays empty), e.g. fabric managers with no free leaf port.
    QString otherRefused;

    /// Translated sentences for the wizard summary and `new`: the chosen
    /// fabric, what the other would take, the difference, what alignment buys.
    QStringList sentences() const;

    /// Both alignments of `params` priced, `built` being the design as asked
    /// (params.leafAlignment); nullopt unless the server is rack-scale and
    /// the fabric rail-optimised.
    static std::optional<LeafAlignmentPrice> of(const WizardParams& params, const Catalog& catalog,
                                                const WizardResult& built);
};

}  // namespace sn
