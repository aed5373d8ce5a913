#include "model/topology/wizard_rack_fit.h"

#include "model/analysis/conversion_loss.h"
#include "model/analysis/rack_fill.h"
#include "model/core/sn_error.h"
#include "model/topology/oob_generator.h"
#include "model/topology/rack_power.h"
#include "model/topology/wizard_sizing.h"

#include <algorithm>

namespace sn {

int portCount(const DeviceType& t, PortRole role, std::optional<FormFactor> ff) {
    return int(std::count_if(t.ports().begin(), t.ports().end(), [&](const PortSpec& p) {
        return p.role == role && (!ff || p.formFactor == *ff);
    }));
}

namespace {

/// Management ports to join; content holds the rack's management switch itself.
bool mgmtPortsFit(const WizardSizing& s, const std::vector<const DeviceType*>& content) {
    int oobPorts = -portCount(*s.mgmtSwitch, PortRole::Oob, FormFactor::Rj45);
    for (const DeviceType* t : content) oobPorts += portCount(*t, PortRole::Oob, FormFactor::Rj45);
    return oobPorts <= OobGenerator::accessPorts(*s.mgmtSwitch).size();
}

}  // namespace

QString WizardRackFit::reason(const Catalog& cat, const WizardSizing& s,
                              const std::vector<const DeviceType*>& content, int usedU, int liquidDevices) {
    // U, budget and air limit as the editor checks them (analysis/rack_fill);
    // the manifolds, shelves, tap-offs and PDUs are planned here to carry
    // the rest, and the weight is checked with them.
    RackFill fill;
    fill.uHeight = s.rackType->uHeight;
    fill.budgetW = s.budgetW;
    fill.airLimitW = s.airLimitW;
    std::vector<const DeviceType*> busLoads, pduLoads;
    for (const DeviceType* t : content) {
        fill.add(*t, false);
        (s.onBusbar(*t) ? busLoads : pduLoads).push_back(t);
    }
    // The air limit counts what the power sources give off carrying the
    // load (ConversionLoss), as the rule power.air-heat does.
    const double busW = RackPower::loadW(busLoads), pduW = RackPower::loadW(pduLoads);
    const WizardSizing::BusbarFeed feed = s.busbarFeedFor(busW);
    fill.airW += pduW * ConversionLoss::kPduLossShare;
    if (feed.shelves > 0)
        fill.airW += ConversionLoss::lossW(*s.busbarShelf, busW) + (feed.tapOff ? ConversionLoss::lossW(*feed.tapOff, busW) : 0);
    fill.usedU = usedU;
    fill.liquidDevices = liquidDevices;
    if (const auto b = fill.breach()) return b->name();
    const int manifolds = s.manifoldsFor(liquidDevices, fill.liquidW);
    if (manifolds > 0) fill.weightKg += manifolds * s.manifold->weightKg;
    int sideLeft = 2 * s.rackType->sideSlots - manifolds;
    int uLeft = s.rackType->uHeight - usedU;
    //: The limit a rack ran into, shown in parentheses after "does not fit rack type …".
    if (sideLeft < 0) return WizardSizing::tr("side channels");
    if (feed.shelves > 0) {
        // Shelves in U for the whole busbar load, tap-offs in the side slots.
        if (s.rackType->busbar->capacityW > 0 && busW > s.rackType->busbar->capacityW + 1e-6)
            return RackFill::Breach{RackLimit::BusbarRating}.name();
        //: The limit a busbar rack ran into: no tap-off in the catalog feeds its power shelves.
        if (!feed.tapOff) return WizardSizing::tr("busway tap-off capacity");
        uLeft -= feed.shelves * s.busbarShelf->occupiedU();
        sideLeft -= feed.sideSlots();
        if (uLeft < 0) return RackFill::Breach{RackLimit::USpace}.name();
        if (sideLeft < 0) return WizardSizing::tr("side channels");
        fill.weightKg += feed.shelves * s.busbarShelf->weightKg + feed.tapOffs() * feed.tapOff->weightKg;
    }
    // PDU pairs in the side slots left, then rack-mount pairs in the U left.
    if (!pduLoads.empty()) try {
            const RackPower p = RackPower::plan(cat, pduLoads, sideLeft / 2, uLeft, QString());
            fill.weightKg += p.weightKg();
        } catch (const UserError&) {
            return RackFill::Breach{RackLimit::PduCapacity}.name();
        }
    fill.maxWeightKg = s.rackType->maxWeightKg;
    if (const auto b = fill.breach()) return b->name();
    if (!mgmtPortsFit(s, content)) return WizardSizing::tr("management switch ports");
    return {};
}

int WizardRackFit::networkRackCapacity(const Catalog& cat, const WizardSizing& s, const DeviceType& sw) {
    for (int n = (s.rackType->uHeight - s.mgmtSwitch->occupiedU()) / sw.occupiedU(); n >= 1; --n) {
        std::vector<const DeviceType*> content(size_t(n), &sw);
        content.push_back(s.mgmtSwitch);
        if (reason(cat, s, content, n * sw.occupiedU() + s.mgmtSwitch->occupiedU(), 0).isEmpty())
            return n;
    }
    throw UserError(WizardSizing::tr("Not even one %1 fits rack type %2 with a %3 kW budget.")
                        .arg(sw.model, s.rackType->id)
                        .arg(s.budgetW / 1000, 0, 'f', 1));
}

}  // namespace sn
