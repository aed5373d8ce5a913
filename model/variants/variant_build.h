#pragma once

#include "model/routing/routing_report.h"
#include "model/topology/wizard_error.h"
#include "model/variants/variant_axes.h"
#include "model/variants/variant_metrics.h"

#include <memory>
#include <optional>

namespace sn {

class Catalog;
class Design;

/// One variant as built: the wizard's design, routed, and its figures; or
/// the wizard's reason it cannot be built.
struct Variant {
    VariantSpec spec;
    std::optional<WizardField> refusedField;  ///< set when refused
    QString refusal;                          ///< the wizard's sentence (naming no option)
    std::unique_ptr<Design> design;
    RoutingShortfall shortfall;               ///< what routing left undone
    std::optional<VariantMetrics> metrics;

    bool built() const { return design != nullptr; }
    /// GPUs built beyond the requirement (a domain a TP size does not fill,
    /// spares, rounding up to whole servers); 0 when refused.
    int idleGpus() const;

    /// Builds, routes and measures `spec` (the wizard's own layout, as `new`
    /// makes it, then `route` with the design's policy).
    static Variant build(const VariantSpec& spec, const Catalog& catalog);
};

}  // namespace sn
