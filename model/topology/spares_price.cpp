#include "model/topology/spares_price.h"

#include "model/analysis/cable_parts.h"
#include "model/design/design.h"
#include "model/topology/supernode_wizard.h"

namespace sn {

namespace {

struct Counts {
    int servers = 0, switches = 0, optics = 0, fibres = 0;
    double maxPowerW = 0;
};

Counts countsOf(const WizardResult& built, const Catalog& catalog) {
    Counts n;
    n.servers = built.summary.servers;
    n.switches = built.summary.switches;
    n.maxPowerW = built.summary.itLoadW;
    const auto design = SupernodeWizard::createDesign(built, catalog);
    const CableParts parts = CableParts::of(*design);
    n.optics = int(parts.modules.size());
    n.fibres = parts.partsByMedia.value(QStringLiteral("mmf")) + parts.partsByMedia.value(QStringLiteral("smf"));
    return n;
}

}  // namespace

std::optional<SparesPrice> SparesPrice::of(const WizardParams& params, const Catalog& catalog,
                                           const WizardResult& built) {
    if (params.spareServers <= 0) return std::nullopt;
    WizardParams none = params;
    none.spareServers = 0;
    const Counts with = countsOf(built, catalog), without = countsOf(SupernodeWizard::layout(none, catalog), catalog);
    SparesPrice p;
    p.spares = params.spareServers * built.summary.sus;
    p.servers = with.servers - without.servers;
    p.switches = with.switches - without.switches;
    p.optics = with.optics - without.optics;
    p.fibres = with.fibres - without.fibres;
    p.maxPowerW = with.maxPowerW - without.maxPowerW;
    return p;
}

QString SparesPrice::sentence() const {
    //: %1 servers, %2 switches, %3 optics, %4 fibres, %5 kW
    return tr("The %n spare server(s) cost, against the same design without spares: %1 server(s), %2 switch(es), %3 "
              "optic(s), %4 fibre(s) and %5 kW of maximum power more.",
              "", spares)
        .arg(servers)
        .arg(switches)
        .arg(optics)
        .arg(fibres)
        .arg(maxPowerW / 1000, 0, 'f', 1);
}

}  // namespace sn
