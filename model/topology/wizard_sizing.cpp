#include "model/topology/wizard_sizing.h"

#include "model/analysis/busbar_power.h"
#include "model/analysis/cdu_capacity.h"
#include "model/analysis/coolant_flow.h"
#include "model/core/sn_error.h"
#include "model/topology/coolant_generator.h"
#include "model/topology/fabric_generator.h"
#include "model/topology/rack_power.h"
#include "model/topology/wizard_defaults.h"
#include "model/topology/wizard_error.h"
#include "model/topology/wizard_rack_fit.h"

#include <QMap>

#include <algorithm>
#include <cmath>

namespace sn {

namespace {

// What the wizard picks unasked (named ids with their reasons), so the
// catalog's order never changes a design; air racks are held to the rack's
// air limit.
const WizardDefaults& kDefaults = WizardDefaults::standard();

/// The default of this id when the catalog has it as that category.
const DeviceType* namedOf(const Catalog& c, const QString& id, DeviceCategory category) {
    const DeviceType* t = c.device(id);
    return t && t->category == category ? t : nullptr;
}

/// The catalog's switches in the order the wizard tries them: the defaults'
/// named switches first, in their order, then any other by id, so a user
/// catalog's order never decides.
std::vector<const DeviceType*> switchesToTry(const Catalog& c) {
    std::vector<const DeviceType*> out, others;
    for (const QString& id : kDefaults.switches)
        if (const DeviceType* t = namedOf(c, id, DeviceCategory::Switch)) out.push_back(t);
    for (const DeviceType& t : c.devices())
        if (t.category == DeviceCategory::Switch && !kDefaults.switches.contains(t.id)) others.push_back(&t);
    std::sort(others.begin(), others.end(), [](const DeviceType* a, const DeviceType* b) { return a->id < b->id; });
    out.insert(out.end(), others.begin(), others.end());
    return out;
}

const DeviceType* required(const Catalog& c, const QString& id) {
    const DeviceType* t = c.device(id);
    if (!t)
        throw UserError(
            WizardSizing::tr("The catalog has no device type \"%1\", which the wizard needs.").arg(id));
    return t;
}

// The storage and in-band switch: the first switch to try (switchesToTry)
// whose storage ports every storage and in-band NIC of the endpoint can be
// joined to (directly or by a hybrid cable) at the NIC's speed or more.
const DeviceType* storageSwitchFor(const Catalog& cat, const std::vector<const PortSpec*>& nics) {
    for (const DeviceType* sw : switchesToTry(cat)) {
        const DeviceType& t = *sw;
        const PortSpec* port = nullptr;
        for (const PortSpec& p : t.ports())
            if (p.role == PortRole::Storage) {
                port = &p;
                break;
            }
        if (port && std::all_of(nics.begin(), nics.end(), [&](const PortSpec* nic) {
                return cat.canJoin(port->formFactor, nic->formFactor) && port->speedGbps >= nic->speedGbps;
            }))
            return &t;
    }
    return nullptr;
}


QString inletsOf(const DeviceType& t) {
    QMap<QString, int> counts;
    for (const PortSpec& p : t.ports())
        if (p.role == PortRole::Power) ++counts[kFormFactorNames.name(p.formFactor).toUpper()];
    QStringList parts;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it) parts << QStringLiteral("%1 × %2").arg(it.value()).arg(it.key());
    return parts.join(QStringLiteral(", "));
}

// The racks' power: power shelves on the rack's busbar, fed by busway
// tap-offs on the A and B feeds, for servers that draw from a busbar (a
// busbar clip); A/B PDU pairs for every device with AC cords. A busbar
// carries 48 V DC: it cannot feed an AC server, and a busbar server
// cannot take a cord.
void resolveFeed(WizardSizing& s, const WizardParams& p, const Catalog& cat) {
    const DeviceType& server = *s.server;
    const RackType& rack = *s.rackType;
    if (p.feed == PowerFeedKind::Busway && !rack.busbar)
        throw WizardError(WizardField::Feed,
                          WizardSizing::tr("Rack type %1 has no busbar for power shelves; choose a rack type with "
                                           "one, or feed the racks from PDUs.")
                            .arg(rack.id));
    if (!BusbarPower::drawsFromBusbar(server)) {
        if (p.feed == PowerFeedKind::Busway)
            throw WizardError(WizardField::Feed,
                              WizardSizing::tr("%1 takes AC cords (%2), and a rack busbar carries %3 V DC for "
                                               "devices with a busbar clip; feed the racks from PDUs.")
                                .arg(server.id, inletsOf(server))
                                .arg(rack.busbar->voltageV, 0, 'f', 0));
        //: Why a rack is powered as it is: no busbar, --feed pdu, or AC servers in a busbar rack.
        s.feedReason = !rack.busbar ? WizardSizing::tr("A/B PDU pairs: rack type %1 has no busbar").arg(rack.id)
                       : p.feed == PowerFeedKind::Pdu
                           ? WizardSizing::tr("A/B PDU pairs, as asked (--feed pdu)")
                           : WizardSizing::tr("A/B PDU pairs: %1 takes AC cords (%2), and the %3 V DC busbar of rack "
                                              "type %4 feeds only devices with a busbar clip")
                                 .arg(server.id, inletsOf(server))
                                 .arg(rack.busbar->voltageV, 0, 'f', 0)
                                 .arg(rack.id);
        return;
    }
    if (!rack.busbar || p.feed == PowerFeedKind::Pdu)
        throw WizardError(WizardField::Rack,
                          WizardSizing::tr("%1 takes its power by a busbar clip: it needs a rack type with a busbar "
                                           "(%2), fed by a busway.")
                            .arg(server.id, kDefaults.rackScaleRackType));
    const QString shelfId = s.rackScale ? kDefaults.powerShelf : kDefaults.busbarShelf;
    s.busbarShelf = namedOf(cat, shelfId, DeviceCategory::PowerShelf);
    for (const QString& id : kDefaults.tapOffs)
        if (const DeviceType* t = namedOf(cat, id, DeviceCategory::Pdu); t && t->pdu) s.tapOffs.push_back(t);
    if (!s.busbarShelf || !s.busbarShelf->psu || s.tapOffs.empty())
        throw UserError(WizardSizing::tr("Rack type %1 has a busbar, but the catalog lacks the power shelf %2 or the "
                                         "busway tap-offs (%3) that feed it.")
                            .arg(rack.id, shelfId, kDefaults.tapOffs.join(QStringLiteral(", "))));
    const PsuSpec& psu = *s.busbarShelf->psu;
    //: Why a rack is powered as it is: its type has a DC busbar. %4 is "a spare rectifier in each shelf" or "a spare shelf".
    s.feedReason = WizardSizing::tr("power shelves on the rack's %1 V busbar (%2 × %3 kW rectifiers a shelf, %4), "
                                    "fed by busway tap-offs on feeds A and B, the other devices by A/B PDU pairs: "
                                    "rack type %5 has a busbar")
                       .arg(rack.busbar->voltageV, 0, 'f', 0)
                       .arg(psu.count)
                       .arg(psu.ratingW / 1000, 0, 'f', 1)
                       .arg(psu.redundant > 0 ? WizardSizing::tr("a spare rectifier in each shelf")
                                              : WizardSizing::tr("a spare shelf"))
                       .arg(rack.id);
}

}  // namespace

bool WizardSizing::onBusbar(const DeviceType& type) const {
    return busbarShelf && BusbarPower::drawsFromBusbar(type);
}

WizardSizing::BusbarFeed WizardSizing::busbarFeedFor(double loadW) const {
    BusbarFeed out;
    if (!busbarShelf || loadW <= 0) return out;
    out.shelves = std::max(1, BusbarPower::shelvesFor(loadW, *busbarShelf));
    const double perShelfW = loadW / out.shelves;
    for (const DeviceType* t : tapOffs) {
        const int sockets = portCount(*t, PortRole::Power, FormFactor::Iec60309);
        const int carried = int(t->pdu->continuousW() / perShelfW + 1e-9);
        const int each = std::min(sockets, carried);
        if (each < 1) continue;
        const int a = (out.shelvesOn(0) + each - 1) / each, b = (out.shelvesOn(1) + each - 1) / each;
        if (!out.tapOff || a + b < out.tapOffs()) {
            out.tapOff = t;
            out.tapOffsA = a;
            out.tapOffsB = b;
            out.shelvesPerTapOff = each;
        }
    }
    return out;
}

double WizardSizing::cduCapacityW() const {
    return cdu && cdu->cdu ? CduCapacity::of(*cdu->cdu, supplyTempC, facilityWaterC).capacityW : 0;
}

double WizardSizing::flowLpm(double heatW) const { return requiredFlowLpm(heatW, *coolant, deltaTK); }

int WizardSizing::manifoldsFor(int liquidDevices, double liquidW) const {
    if (liquidDevices <= 0 || !manifold) return 0;
    const int pairs = std::max(1, CoolantGenerator::outletPairs(*manifold));
    return std::max((liquidDevices + pairs - 1) / pairs,
                    int(std::ceil(flowLpm(liquidW) / manifold->manifold->maxFlowLpm - 1e-9)));
}

namespace {

/// How the GPUs group into NVLink domains, worked out from the server: what
/// the rack and scalable-unit steps build from.
struct NvlinkUnit {
    int domainGpus = 0;  ///< GPUs one NVLink domain holds
    int unitGpus = 0;    ///< GPUs of the unit racks are filled with: a rack-scale domain, else a server
};

/// The most GPUs the wizard lays out. At 65 536 GPUs a design holds about
/// 372 000 connections; twice that stays under the million a design file
/// loads (input/load_limits.h), and anything larger would be refused on
/// the next open after minutes of work.
constexpr qint64 kMaxWizardGpus = 131072;

/// GPUs from the count, or from TP × PP × DP; with a count, TP, PP or DP
/// alone are constraints (TP 8 on 1 024 GPUs).
void resolveGpus(WizardSizing& s, const WizardParams& p) {
    const bool allThree = p.tp > 0 && p.pp > 0 && p.dp > 0;
    if (p.gpus <= 0 && (p.tp > 0 || p.pp > 0 || p.dp > 0) && !allThree)
        throw WizardError(WizardField::Parallelism,
                          WizardSizing::tr("Give TP, PP and DP together, each 1 or more, or a GPU count."));
    // In 64 bits, each factor capped just past the limit: TP × PP × DP of
    // three large ints overflows an int, and of three ints even 64 bits.
    const auto capped = [](int n) { return std::min<qint64>(std::max(n, 1), kMaxWizardGpus + 1); };
    const qint64 wide = capped(p.tp) * capped(p.pp) * capped(p.dp);
    if (p.gpus > kMaxWizardGpus)
        throw WizardError(WizardField::Gpus, WizardSizing::tr("%1 GPUs is more than the %2 a design can hold.")
                                                 .arg(p.gpus)
                                                 .arg(kMaxWizardGpus));
    if (wide > kMaxWizardGpus)
        throw WizardError(WizardField::Parallelism,
                          WizardSizing::tr("TP %1 × PP %2 × DP %3 is more GPUs than the %4 a design can hold.")
                              .arg(std::max(p.tp, 1))
                              .arg(std::max(p.pp, 1))
                              .arg(std::max(p.dp, 1))
                              .arg(kMaxWizardGpus));
    const int product = int(wide);
    if (p.gpus > 0 && (allThree ? p.gpus != product : p.gpus % product != 0))
        throw WizardError(WizardField::Gpus,
                          WizardSizing::tr("%1 GPUs do not match TP %2 × PP %3 × DP %4 = %5.")
                              .arg(p.gpus)
                              .arg(std::max(p.tp, 1))
                              .arg(std::max(p.pp, 1))
                              .arg(std::max(p.dp, 1))
                              .arg(product));
    s.gpus = p.gpus > 0 ? p.gpus : allThree ? product : 0;
    if (s.gpus < 1)
        throw WizardError(WizardField::Gpus, WizardSizing::tr("Give a GPU count, or TP × PP × DP."));
}

/// The server type (asked, else the default for the fabric and cooling), its
/// cooling and the coolant.
void resolveServerAndCooling(WizardSizing& s, const WizardParams& p, const Catalog& cat) {
    QString serverId = p.serverTypeId;
    if (serverId.isEmpty()) {
        const bool air = p.cooling == CoolingKind::Air || (!p.cooling && p.fabric == FabricKind::Pcie);
        serverId = p.fabric == FabricKind::Pcie ? kDefaults.pcieServer
                   : air                        ? kDefaults.airServer
                                                : kDefaults.liquidServer;
    }
    s.server = cat.device(serverId);
    if (!s.server || s.server->gpus < 1 ||
        (s.server->category != DeviceCategory::Server && s.server->category != DeviceCategory::ComputeTray))
        throw WizardError(
            WizardField::Server,
            WizardSizing::tr("\"%1\" is not a GPU server or compute tray in the catalog.").arg(serverId));
    const bool liquidServer = s.server->liquidFraction > 0;
    s.cooling = p.cooling.value_or(liquidServer ? CoolingKind::Liquid : CoolingKind::Air);
    if (s.cooling == CoolingKind::Air && liquidServer)
        throw WizardError(
            WizardField::Cooling,
            WizardSizing::tr("%1 is liquid-cooled; choose an air-cooled server, or liquid cooling.")
                .arg(s.server->model));
    if (s.cooling == CoolingKind::Liquid && !liquidServer)
        throw WizardError(WizardField::Cooling,
                          WizardSizing::tr("%1 is air-cooled; choose a liquid-cooled server, or air cooling.")
                              .arg(s.server->model));
    s.coolant = cat.coolant(p.coolantId.isEmpty() ? kDefaults.coolant : p.coolantId);
    if (!s.coolant)
        throw WizardError(WizardField::Coolant,
                          WizardSizing::tr("The catalog has no coolant \"%1\".").arg(p.coolantId));
    s.supplyTempC = p.supplyTempC;
    s.deltaTK = p.deltaTK;
    if (s.deltaTK <= 0)
        throw WizardError(WizardField::DeltaT, WizardSizing::tr("The coolant ΔT must be above 0 K."));
    s.containment = p.containment;
    s.facilityWaterC = p.facilityWaterC;
    if (const DeviceType* cooler = cat.device(kDefaults.airCooler);
        cooler && cooler->airCooler && cooler->airCooler->inRow)
        s.airCooler = cooler;
}

/// The NVLink domain, TP groups inside it and the servers they take. A TP
/// group that does not divide the domain still sits inside one: each domain
/// takes ⌊domain / TP⌋ whole groups of whole servers and leaves the rest
/// idle (TP 16 on NVL72: 4 groups of 4 trays, 2 trays = 8 GPUs idle per
/// rack). The domain count then follows the groups.
NvlinkUnit resolveNvlinkDomain(WizardSizing& s, const WizardParams& p) {
    s.rackScale = s.server->nvlinkDomain && s.server->nvlinkDomain->kind == NvlinkDomainKind::RackScale;
    NvlinkUnit unit;
    unit.domainGpus = s.server->nvlinkDomain ? s.server->nvlinkDomain->gpus : s.server->gpus;
    const int domainGpus = unit.domainGpus;
    if (p.tp > domainGpus)
        throw WizardError(
            WizardField::Parallelism,
            WizardSizing::tr(
                "TP %1 does not fit the %2-GPU NVLink domain of %3: a TP group must stay inside one "
                "domain.")
                .arg(p.tp)
                .arg(domainGpus)
                .arg(s.server->model));
    unit.unitGpus = s.rackScale ? domainGpus : s.server->gpus;
    if (p.tp > 0 && domainGpus % p.tp != 0) {
        if (p.tp % s.server->gpus != 0 || !s.rackScale)
            throw WizardError(
                WizardField::Parallelism,
                WizardSizing::tr(
                    "TP %1 does not divide the %2-GPU NVLink domain of %3 into whole servers of %4 "
                    "GPUs.")
                    .arg(p.tp)
                    .arg(domainGpus)
                    .arg(s.server->model)
                    .arg(s.server->gpus));
        if (s.gpus % p.tp != 0)
            throw WizardError(
                WizardField::Gpus,
                WizardSizing::tr("%1 GPUs is not a whole number of TP groups of %2.").arg(s.gpus).arg(p.tp));
        const int groupsPerDomain = domainGpus / p.tp;
        const int domains = (s.gpus / p.tp + groupsPerDomain - 1) / groupsPerDomain;
        s.idleGpus = domains * domainGpus - s.gpus;
        s.tpIdlePerDomain = domainGpus - groupsPerDomain * p.tp;
        s.gpus = domains * domainGpus;
    }
    if (s.gpus % unit.unitGpus != 0)
        throw WizardError(
            WizardField::Gpus,
            (s.rackScale ? WizardSizing::tr("%1 GPUs is not a whole number of %2-GPU NVLink domains.")
                         : WizardSizing::tr("%1 GPUs is not a whole number of %2-GPU servers."))
                .arg(s.gpus)
                .arg(unit.unitGpus));
    s.servers = s.gpus / s.server->gpus;
    return unit;
}

/// The rack type (a rack-scale domain's trays clip onto the rack's busbar:
/// its default rack has one), its power feed, and the CDU against the
/// supply and facility water temperatures.
void resolveRackAndCoolingPlant(WizardSizing& s, const WizardParams& p, const Catalog& cat) {
    const QString rackId = !p.rackTypeId.isEmpty() ? p.rackTypeId
                           : s.rackScale           ? kDefaults.rackScaleRackType
                                                   : kDefaults.rackType;
    s.rackType = cat.rackType(rackId);
    if (!s.rackType)
        throw WizardError(WizardField::Rack,
                          WizardSizing::tr("The catalog has no rack type \"%1\".").arg(rackId));
    s.mgmtSwitch = required(cat, kDefaults.mgmtSwitch);
    resolveFeed(s, p, cat);
    s.airLimitW = s.rackType->airCoolingLimitW > 0 ? s.rackType->airCoolingLimitW : 1e12;
    if (s.cooling != CoolingKind::Liquid) return;
    s.manifold = required(cat, kDefaults.manifold);
    s.cdu = required(cat, kDefaults.cdu);
    const CduSpec& cdu = *s.cdu->cdu;
    if (s.supplyTempC < cdu.supplyMinC || s.supplyTempC > cdu.supplyMaxC)
        throw WizardError(WizardField::SupplyTemp,
                          WizardSizing::tr("Supply temperature %1 °C is outside the CDU's %2–%3 °C.")
                              .arg(s.supplyTempC)
                              .arg(cdu.supplyMinC)
                              .arg(cdu.supplyMaxC));
    if (s.facilityWaterC && s.cduCapacityW() <= 0)
        throw WizardError(
            WizardField::FacilityWater,
            WizardSizing::tr(
                "Facility water at %1 °C leaves the CDUs no approach to a %2 °C secondary supply.")
                .arg(*s.facilityWaterC)
                .arg(s.supplyTempC));
    if (s.server->maxCoolantInletC && s.supplyTempC > *s.server->maxCoolantInletC)
        throw WizardError(WizardField::SupplyTemp,
                          WizardSizing::tr("Supply temperature %1 °C is above the %2 °C inlet limit of %3.")
                              .arg(s.supplyTempC)
                              .arg(*s.server->maxCoolantInletC)
                              .arg(s.server->model));
}

int liquidCount(const std::vector<const DeviceType*>& types) {
    return int(
        std::count_if(types.begin(), types.end(), [](const DeviceType* t) { return t->liquidFraction > 0; }));
}

/// A rack-scale domain in its rack: the whole domain with its switch trays
/// and a management switch must fit the rack's budget and limits.
void resolveDomainRack(WizardSizing& s, const Catalog& cat, const NvlinkUnit& unit,
                       std::vector<const DeviceType*> content, int usedU, double domainW) {
    if (domainW > s.budgetW + 1e-6)
        throw WizardError(
            WizardField::RackBudget,
            WizardSizing::tr("A %1-GPU NVLink domain draws %2 kW in one rack; the rack budget is %3 kW.")
                .arg(unit.domainGpus)
                .arg(domainW / 1000, 0, 'f', 1)
                .arg(s.budgetW / 1000, 0, 'f', 1));
    const QString why = WizardRackFit::reason(cat, s, content, usedU, liquidCount(content));
    if (!why.isEmpty())
        throw WizardError(WizardField::Rack,
                          WizardSizing::tr("A %1-GPU NVLink domain does not fit rack type %2 (%3).")
                              .arg(unit.domainGpus)
                              .arg(s.rackType->id, why));
    s.domains = s.gpus / unit.domainGpus;
    s.serversPerRack = s.traysPerDomain;
    s.rackLimit = WizardSizing::tr("one NVLink domain per rack");
}

/// Servers per rack: the most that fit the rack's U, budget, air limit,
/// weight and PDUs with a management switch, and the limit one more breaks.
void resolveServersPerRack(WizardSizing& s, const Catalog& cat) {
    if (s.server->maxPowerW + s.mgmtSwitch->maxPowerW > s.budgetW + 1e-6)
        throw WizardError(WizardField::RackBudget,
                          WizardSizing::tr("One %1 draws up to %2 kW, more than the rack budget of %3 kW.")
                              .arg(s.server->model)
                              .arg(s.server->maxPowerW / 1000, 0, 'f', 1)
                              .arg(s.budgetW / 1000, 0, 'f', 1));
    const auto whyNot = [&](int n) {
        std::vector<const DeviceType*> content(size_t(n), s.server);
        content.push_back(s.mgmtSwitch);
        return WizardRackFit::reason(cat, s, content, n * s.server->occupiedU() + s.mgmtSwitch->occupiedU(),
                        s.cooling == CoolingKind::Liquid ? n : 0);
    };
    QString why;
    for (int n = s.rackType->uHeight / std::max(1, s.server->occupiedU()); n >= 1 && s.serversPerRack == 0;
         --n) {
        why = whyNot(n);
        if (why.isEmpty()) s.serversPerRack = n;
    }
    if (s.serversPerRack == 0)
        throw WizardError(WizardField::Rack,
                          WizardSizing::tr("Not even one %1 fits rack type %2 with a %3 kW budget (%4).")
                              .arg(s.server->model, s.rackType->id)
                              .arg(s.budgetW / 1000, 0, 'f', 1)
                              .arg(why));
    // The limit one more server would break ("U space" past the top).
    s.rackLimit = whyNot(s.serversPerRack + 1);
}

/// The rack budget (asked, else a rack-scale domain's draw, the liquid
/// default or the air limit) and what one rack holds.
void resolveRackContent(WizardSizing& s, const WizardParams& p, const Catalog& cat, const NvlinkUnit& unit) {
    std::vector<const DeviceType*> domainContent;
    int domainU = s.mgmtSwitch->occupiedU();
    if (s.rackScale) {
        s.switchTray = namedOf(cat, kDefaults.nvlinkSwitchTray, DeviceCategory::NvlinkSwitchTray);
        if (!s.switchTray)
            throw WizardError(
                WizardField::Server,
                WizardSizing::tr("A rack-scale domain needs an NVLink switch tray in the catalog."));
        s.traysPerDomain = unit.domainGpus / s.server->gpus;
        s.switchTraysPerDomain = portCount(*s.server, PortRole::NvLink);
        domainContent.insert(domainContent.end(), size_t(s.traysPerDomain), s.server);
        domainContent.insert(domainContent.end(), size_t(s.switchTraysPerDomain), s.switchTray);
        domainU +=
            s.traysPerDomain * s.server->occupiedU() + s.switchTraysPerDomain * s.switchTray->occupiedU();
    }
    domainContent.push_back(s.mgmtSwitch);
    const double domainW = RackPower::loadW(domainContent);
    s.budgetW = p.rackBudgetW > 0                  ? p.rackBudgetW
                : s.rackScale                      ? domainW
                : s.cooling == CoolingKind::Liquid ? kDefaults.liquidRackW
                                                   : s.airLimitW;
    if (s.rackScale)
        resolveDomainRack(s, cat, unit, std::move(domainContent), domainU, domainW);
    else
        resolveServersPerRack(s, cat);
}

void resolveScalableUnit(WizardSizing& s, const WizardParams& p, const NvlinkUnit& unit) {
    const int suGpus = p.supernodeGpus > 0 ? p.supernodeGpus
                       : s.rackScale       ? kDefaults.suDomains * unit.domainGpus
                                           : kDefaults.suServers * s.server->gpus;
    if (suGpus % unit.unitGpus != 0)
        throw WizardError(
            WizardField::SupernodeGpus,
            (s.rackScale
                 ? WizardSizing::tr(
                       "%1 GPUs per scalable unit is not a whole number of %2-GPU NVLink domains.")
                 : WizardSizing::tr("%1 GPUs per scalable unit is not a whole number of %2-GPU servers."))
                .arg(suGpus)
                .arg(unit.unitGpus));
    s.serversPerSu = suGpus / s.server->gpus;
    s.racksPerSu =
        s.rackScale ? suGpus / unit.domainGpus : (s.serversPerSu + s.serversPerRack - 1) / s.serversPerRack;
}

/// N spares per SU on top of the GPUs asked for: each SU holds its working
/// servers and then its spares (the last N in name order), so the SU count
/// is the working units over (units per SU − N).
void resolveSpares(WizardSizing& s, const WizardParams& p) {
    if (p.spareServers < 0)
        throw WizardError(WizardField::SpareServers, WizardSizing::tr("Spare servers must be 0 or more."));
    if (p.spareServers == 0) return;
    const int unitsPerSu = s.rackScale ? s.racksPerSu : s.serversPerSu;
    const int working = s.rackScale ? s.domains : s.servers;
    if (p.spareServers >= unitsPerSu)
        throw WizardError(
            WizardField::SpareServers,
            (s.rackScale ? WizardSizing::tr("%1 spare(s) leave an SU of %2 NVLink domains no working domain.")
                         : WizardSizing::tr("%1 spare(s) leave an SU of %2 servers no working server."))
                .arg(p.spareServers)
                .arg(unitsPerSu));
    const int perSu = unitsPerSu - p.spareServers;
    const int sus = (working + perSu - 1) / perSu;
    if (s.rackScale) {
        s.domains = working + p.spareServers * sus;
        s.servers = s.domains * s.traysPerDomain;
        s.spareServersPerSu = p.spareServers * s.traysPerDomain;
    } else {
        s.servers = working + p.spareServers * sus;
        s.spareServersPerSu = p.spareServers;
    }
}

/// The first switch to try (switchesToTry) whose compute ports are all of
/// the NIC's cage and speed; else the first whose ports a catalog cable joins
/// to the NIC at its speed (a QSFP112 NIC on a twin-port OSFP leaf through
/// the MCP7Y10 splitter or a fibre on a twin-port module: the PCIe pod).
void chooseFabricSwitch(WizardSizing& s, const Catalog& cat, const PortSpec& nic) {
    const std::vector<const DeviceType*> candidates = switchesToTry(cat);
    for (const bool direct : {true, false})
        for (const DeviceType* sw : candidates) {
            const DeviceType& t = *sw;
            const int ports = int(std::count_if(t.ports().begin(), t.ports().end(), [&](const PortSpec& q) {
                return q.role == PortRole::Compute && q.speedGbps == nic.speedGbps &&
                       (direct ? q.formFactor == nic.formFactor : cat.canJoin(q.formFactor, nic.formFactor));
            }));
            if (ports > 0 && ports == portCount(t, PortRole::Compute)) {
                s.fabricSwitch = &t;
                s.radix = ports;
                return;
            }
        }
}

/// Leaves beside the servers (SwitchPlacement::ShortestRun): the most
/// switches a full rack of servers still has U, budget, PDUs, air limit,
/// weight and management ports for. A rack-scale domain fills its rack, so
/// its leaves stay in network racks.
void resolveLeavesPerComputeRack(WizardSizing& s, const Catalog& cat) {
    if (s.rackScale) return;
    const int serversU = s.serversPerRack * s.server->occupiedU() + s.mgmtSwitch->occupiedU();
    for (int k = (s.rackType->uHeight - serversU) / s.fabricSwitch->occupiedU(); k >= 1; --k) {
        std::vector<const DeviceType*> content(size_t(s.serversPerRack), s.server);
        content.insert(content.end(), size_t(k), s.fabricSwitch);
        content.push_back(s.mgmtSwitch);
        if (WizardRackFit::reason(cat, s, content, serversU + k * s.fabricSwitch->occupiedU(),
                     s.cooling == CoolingKind::Liquid ? s.serversPerRack : 0)
                .isEmpty()) {
            s.leavesPerComputeRack = k;
            return;
        }
    }
}

void resolveFabricSwitch(WizardSizing& s, const WizardParams& p, const Catalog& cat) {
    if (p.fabric == FabricKind::None) return;
    const auto& ports = s.server->ports();
    const auto nic = std::find_if(ports.begin(), ports.end(),
                                  [](const PortSpec& q) { return q.role == PortRole::Compute; });
    if (nic == ports.end())
        throw WizardError(WizardField::Fabric,
                          WizardSizing::tr("%1 has no compute-fabric port; design it without a fabric.")
                              .arg(s.server->model));
    chooseFabricSwitch(s, cat, *nic);
    if (!s.fabricSwitch)
        throw WizardError(
            WizardField::Fabric,
            WizardSizing::tr(
                "No switch in the catalog has %1 G %2 ports for the NICs of %3; design it without a fabric.")
                .arg(nic->speedGbps)
                .arg(kFormFactorNames.name(nic->formFactor), s.server->model));
    if (p.oversubscription < 1)
        throw WizardError(WizardField::Oversubscription,
                          WizardSizing::tr("The oversubscription must be 1 (non-blocking) or more."));
    s.switchesPerNetworkRack = WizardRackFit::networkRackCapacity(cat, s, *s.fabricSwitch);
    resolveLeavesPerComputeRack(s, cat);
}

void resolveFabricManager(WizardSizing& s, const WizardParams& p, const Catalog& cat) {
    if (p.fabricManagers < 0)
        throw WizardError(WizardField::FabricManager,
                          WizardSizing::tr("Fabric-manager appliances must be 0 or more."));
    if (p.fabricManagers == 0) return;
    if (!s.fabricSwitch)
        throw WizardError(
            WizardField::FabricManager,
            WizardSizing::tr("The appliances join the compute fabric, and this design has none."));
    s.fabricManager = required(cat, kDefaults.fabricManager);
    const std::vector<const PortSpec*> ports = FabricGenerator::nicsOf(*s.fabricManager, FabricPorts());
    const auto& leafPorts = s.fabricSwitch->ports();
    const auto leaf = std::find_if(leafPorts.begin(), leafPorts.end(),
                                   [](const PortSpec& q) { return q.role == PortRole::Compute; });
    const PortSpec* leafPort = leaf == leafPorts.end() ? nullptr : &*leaf;
    if (ports.empty() || !leafPort || !std::all_of(ports.begin(), ports.end(), [&](const PortSpec* m) {
            return cat.canJoin(leafPort->formFactor, m->formFactor) && leafPort->speedGbps == m->speedGbps;
        }))
        throw WizardError(WizardField::FabricManager,
                          WizardSizing::tr("%1 has no ports that join the %2 leaves (%3 G %4).")
                              .arg(s.fabricManager->model, s.fabricSwitch->model)
                              .arg(leafPort ? leafPort->speedGbps : 0)
                              .arg(leafPort ? kFormFactorNames.name(leafPort->formFactor) : QString()));
    s.fabricManagers = p.fabricManagers;
    s.fabricManagerPorts = int(ports.size());
    s.fabricManagersPerNetworkRack = WizardRackFit::networkRackCapacity(cat, s, *s.fabricManager);
}

void resolveStorage(WizardSizing& s, const WizardParams& p, const Catalog& cat) {
    if (p.storageOversubscription < 1)
        throw WizardError(WizardField::StorageOversubscription,
                          WizardSizing::tr("The storage oversubscription must be 1 (non-blocking) or more."));
    const std::vector<const PortSpec*> nics =
        FabricGenerator::nicsOf(*s.server, FabricPorts::storageAndInBand());
    if (!p.storageFabric || nics.empty()) return;
    s.storageSwitch = storageSwitchFor(cat, nics);
    if (!s.storageSwitch)
        throw WizardError(
            WizardField::StorageFabric,
            WizardSizing::tr("No switch in the catalog takes the storage and in-band ports (%1 G %2) of %3; "
                             "design it without the storage fabric.")
                .arg(nics.front()->speedGbps)
                .arg(kFormFactorNames.name(nics.front()->formFactor), s.server->model));
    s.storageNics = int(nics.size());
    s.storageRadix = portCount(*s.storageSwitch, PortRole::Storage);
    s.storageSwitchesPerNetworkRack = WizardRackFit::networkRackCapacity(cat, s, *s.storageSwitch);
}

}  // namespace

WizardSizing WizardSizing::resolve(const WizardParams& p, const Catalog& cat) {
    WizardSizing s;
    resolveGpus(s, p);
    resolveServerAndCooling(s, p, cat);
    const NvlinkUnit unit = resolveNvlinkDomain(s, p);
    resolveRackAndCoolingPlant(s, p, cat);
    resolveRackContent(s, p, cat, unit);
    resolveScalableUnit(s, p, unit);
    resolveSpares(s, p);
    resolveFabricSwitch(s, p, cat);
    resolveFabricManager(s, p, cat);
    resolveStorage(s, p, cat);
    return s;
}

}  // namespace sn
