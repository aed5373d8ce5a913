#include "model/variants/variant_build.h"

#include "model/core/sn_error.h"
#include "model/design/design.h"
#include "model/routing/apply_routes_command.h"
#include "model/routing/cable_router.h"
#include "model/topology/supernode_wizard.h"

#include <algorithm>

namespace sn {

int Variant::idleGpus() const {
    if (!metrics) return 0;
    const WizardParams& p = spec.params;
    const int asked = p.gpus > 0 ? p.gpus : p.tp * p.pp * p.dp;
    return std::max(0, metrics->gpus - asked);
}

Variant Variant::build(const VariantSpec& spec, const Catalog& catalog) {
    Variant v;
    v.spec = spec;
    try {
        v.design = SupernodeWizard::createDesign(SupernodeWizard::layout(spec.params, catalog), catalog);
    } catch (const WizardError& e) {
        v.refusedField = e.field();
        v.refusal = e.message();
        return v;
    } catch (const UserError& e) {  // a request no single option is to blame for
        v.refusal = e.message();
        return v;
    }
    const RoutingResult routes = CableRouter(*v.design).routeAll();
    EditResult apply = ApplyRoutesCommand::create(*v.design, routes);
    if (apply) v.design->undoStack().push(apply.command.release());
    // A variant starts as a file opened does: nothing to undo, nothing unsaved.
    v.design->undoStack().clear();
    v.shortfall = RoutingShortfall::of(routes);
    try {
        v.metrics = VariantMetrics::of(*v.design);
    } catch (const UserError& e) {  // e.g. the plan it records does not fit its fault domains
        v.design.reset();
        v.refusal = e.message();
    }
    return v;
}

}  // namespace sn
