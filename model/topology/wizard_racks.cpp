#include "model/topology/wizard_racks.h"

#include "model/design/objects_from_catalog.h"

#include "model/analysis/conversion_loss.h"
#include "model/analysis/device_heat.h"
#include "model/core/sn_error.h"
#include "model/core/units.h"
#include "model/design/room_site.h"
#include "model/topology/coolant_generator.h"
#include "model/topology/coolant_header.h"
#include "model/topology/cooler_aisles.h"
#include "model/topology/nvlink_generator.h"
#include "model/topology/oob_generator.h"
#include "model/topology/power_generator.h"
#include "model/topology/rack_power.h"
#include "model/topology/wizard_trays.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <map>
#include <numeric>
#include <stdexcept>

namespace sn {

namespace {

// Floor plan: racks side by side in rows, the fronts of even rows facing
// -y and of odd rows +y (rowRotationDeg), so rows stand back to back round
// hot aisles and face each other across cold aisles; a 1.2 m aisle between
// rows (two 600 mm tiles), 2 m round the edge for the trunk tray, service
// clearance and row-end CDUs and coolers.
constexpr double kAisleMm = 1200;
constexpr double kCduGapMm = 600;
/// A partition between two halls, as thick as a Wall by default.
constexpr double kPartitionMm = 200;

}  // namespace

WizardRacks::WizardRacks(TopologyBuilder& builder, const WizardSizing& sizing, const WizardSite& site,
                         CoolerPlaces reserve)
    : m_b(builder), m_s(sizing), m_site(site), m_reserve(std::move(reserve)) {}

double WizardRacks::aisleMm() const {
    // A hall asking for wider aisles than the 1.2 m default gets them.
    return std::max(kAisleMm, m_site.minAisleMm());
}

double WizardRacks::rowFrontY(size_t row) const {
    return m_site.origin().y() + double(row) * (m_s.rackType->depthMm + aisleMm()) + m_rowShiftMm[row];
}

QString WizardRacks::rowName(int row) {
    QString name;  // A … Z, AA, AB, …
    for (int n = row + 1; n > 0; n = (n - 1) / 26) name.prepend(QChar(u'A' + (n - 1) % 26));
    return name;
}

double WizardRacks::rowPitchMm(const RackType& rack) {
    return rack.depthMm + kAisleMm;
}

int WizardRacks::susPerRow(int sus, int racksPerSu, int extraRows, const RackType& rack, double maxRunMm) {
    // 4 SUs of 17 racks (13.6 m) with a spine row: 5 rows × 2.4 m = 12 m
    // deep → one SU per row; 64 SUs: 4 per row, 17 rows × 2.4 = 40.8 m deep,
    // 4 × 13.6 = 54.4 m wide.
    const double suMm = racksPerSu * rack.widthMm;
    const int longest = maxRunMm > 0 ? std::max(1, int(std::floor(maxRunMm / suMm + 1e-9))) : std::max(sus, 1);
    for (int k = 1; k < std::min(sus, longest); ++k) {
        const int rows = (sus + k - 1) / k + extraRows;
        if (rows * rowPitchMm(rack) <= k * suMm) return k;
    }
    return std::min(std::max(sus, 1), longest);
}

double WizardRacks::liquidRowMaxMm(const Catalog& catalog, const RackType& rack) {
    double longestPipeMm = 0;
    for (const CableType& type : catalog.cables())
        if (type.pipe && !type.blindMate) longestPipeMm = std::max(longestPipeMm, type.longestOrderableM() * 1000);
    if (longestPipeMm <= 0) return 0;
    const double upAndDownMm = 2 * rack.uHeight * kRackUnitMm;
    return std::max(0.0, longestPipeMm - kCduGapMm - upAndDownMm);
}

void WizardRacks::beginRow(int offsetRacks, bool networkRow, int hall) {
    // Past a partition each hall's end row keeps a whole aisle to the wall.
    const double shift = m_rowShiftMm.empty() ? 0 : m_rowShiftMm.back();
    m_rowShiftMm.push_back(!m_rowHall.empty() && m_rowHall.back() != hall ? shift + aisleMm() + kPartitionMm
                                                                          : shift);
    m_rowHall.push_back(hall);
    m_rows.push_back(m_b.addRow(rowName(int(m_rows.size()))));
    m_racksInRow.push_back(0);
    m_rowEndMm.push_back(m_site.origin().x() + offsetRacks * m_s.rackType->widthMm);
    m_rowHallNow.push_back(-2);
    m_networkRow.push_back(networkRow);
}

WizardRacks::RackEntry& WizardRacks::newRack(bool network) {
    if (network && m_networkRow.back() && m_networkRowRacks > 0 && m_racksInRow.back() >= m_networkRowRacks)
        beginRow(0, true, m_rowHall.back());
    const int row = int(m_rows.size()) - 1;
    const int index = m_racksInRow[size_t(row)]++;
    Rack r = rackOfType(*m_s.rackType);
    r.name = rowName(row) + QStringLiteral("%1").arg(index + 1, 2, 10, QLatin1Char('0'));
    r.row = m_rows.back();
    r.powerBudgetW = m_s.budgetW;
    // Past any column, wall, door or keep-out in the way: the row splits there.
    const double frontY = rowFrontY(size_t(row));
    const double left = reserveCoolerPlaces(
        size_t(row),
        m_site.clearX(m_rowEndMm[size_t(row)], frontY, r.widthMm, r.depthMm, tr("Rack %1").arg(r.name)), r);
    m_rowEndMm[size_t(row)] = left + r.widthMm;
    // Turned 180° about its front-left corner, which then stands at the
    // footprint's far right, rear edge: the footprint stays where it was.
    r.rotationDeg = rowRotationDeg(size_t(row));
    r.xMm = r.rotationDeg == 0 ? left : left + r.widthMm;
    r.yMm = r.rotationDeg == 0 ? frontY : frontY + r.depthMm;
    const QString name = r.name;
    const double xMm = left;
    m_racks.push_back(RackEntry{m_b.addRack(std::move(r)), name, row, xMm, {}, {}, std::nullopt, network});
    RackEntry& entry = m_racks.back();
    entry.mgmt = place(entry, *m_s.mgmtSwitch, entry.name + QStringLiteral("-MGMT"),
                       m_s.rackType->uHeight - m_s.mgmtSwitch->occupiedU() + 1);
    return entry;
}

DeviceId WizardRacks::place(RackEntry& rack, const DeviceType& type, const QString& name, int u) {
    Placement where;
    where.rack = rack.id;
    where.u = u;
    const DeviceId id = m_b.addDevice(type.id, name, where);
    rack.devices.push_back(id);
    return id;
}

std::vector<DeviceId> WizardRacks::addComputeRack(int servers, const QStringList& switchNames,
                                                  std::vector<DeviceId>* switchIds) {
    RackEntry& rack = newRack(false);
    std::vector<DeviceId> endpoints;
    if (!m_s.rackScale) {
        for (int k = 0; k < servers; ++k)
            endpoints.push_back(place(rack, *m_s.server, rack.name + QStringLiteral("-S%1").arg(k + 1),
                                      1 + k * m_s.server->occupiedU()));
        // Switches right above the servers (WizardSizing::leavesPerComputeRack
        // checked the U, budget and PDUs of a full rack).
        const int firstU = 1 + servers * m_s.server->occupiedU();
        for (qsizetype k = 0; k < switchNames.size(); ++k) {
            const DeviceId id = place(rack, *m_s.fabricSwitch, switchNames[k],
                                      firstU + int(k) * m_s.fabricSwitch->occupiedU());
            if (switchIds) switchIds->push_back(id);
        }
        return endpoints;
    }
    // Rack-scale domain, bottom up: half the compute trays, the NVLink
    // switch trays in the middle (shortest backplane reach), the other half
    // of the trays; they clip onto the busbar its shelves feed
    // (addBusbarPower).
    int u = 1;
    std::vector<DeviceId> switches;
    const int lower = m_s.traysPerDomain / 2;
    for (int k = 0; k < m_s.traysPerDomain; ++k) {
        if (k == lower)
            for (int j = 0; j < m_s.switchTraysPerDomain; ++j, u += m_s.switchTray->occupiedU())
                switches.push_back(
                    place(rack, *m_s.switchTray, rack.name + QStringLiteral("-NVS%1").arg(j + 1), u));
        endpoints.push_back(place(rack, *m_s.server, rack.name + QStringLiteral("-CT%1").arg(k + 1), u));
        u += m_s.server->occupiedU();
    }
    NvlinkGenerator::connect(m_b, endpoints, switches);
    return endpoints;
}

std::vector<DeviceId> WizardRacks::addNetworkRack(const QStringList& names, const DeviceType& type) {
    RackEntry& rack = newRack(true);
    std::vector<DeviceId> out;
    for (qsizetype k = 0; k < names.size(); ++k)
        out.push_back(place(rack, type, names[k], 1 + int(k) * type.occupiedU()));
    return out;
}

void WizardRacks::addRackServices(RackEntry& rack, WizardSummary& summary) {
    // What draws from the busbar hangs on its shelves; the rest takes cords.
    std::vector<const DeviceType*> pduLoads, busLoads;
    std::vector<DeviceId> pduLoadIds, liquid;
    double liquidW = 0;
    int usedU = 0;
    for (DeviceId d : rack.devices) {
        const DeviceType& t = m_b.typeOf(d);
        const DeviceHeat heat = DeviceHeat::of(t);  // the wizard fills no module bay
        summary.itLoadW += heat.maxW;
        usedU += t.occupiedU();
        if (t.liquidFraction > 0) {  // on cold plates: a QD pair, whatever its draw
            liquid.push_back(d);
            liquidW += heat.liquidW;
        }
        if (m_s.onBusbar(t)) {
            busLoads.push_back(&t);
        } else {
            pduLoads.push_back(&t);
            pduLoadIds.push_back(d);
        }
    }
    const int manifolds =
        m_s.cooling == CoolingKind::Liquid ? m_s.manifoldsFor(int(liquid.size()), liquidW) : 0;
    rack.airW = 0;
    for (DeviceId d : rack.devices) rack.airW += DeviceHeat::of(m_b.typeOf(d)).airW;
    ServiceCursor at{0, m_s.rackType->uHeight - m_s.mgmtSwitch->occupiedU() + 1};
    const double busW = RackPower::loadW(busLoads);
    if (busW > 0) {
        addBusbarPower(rack, busW, at, summary);
        // The shelves convert the busbar load; the tap-offs carry it to them.
        const WizardSizing::BusbarFeed feed = m_s.busbarFeedFor(busW);
        rack.airW += ConversionLoss::lossW(*m_s.busbarShelf, busW) +
                     (feed.tapOff ? ConversionLoss::lossW(*feed.tapOff, busW) : 0);
        usedU += feed.shelves * m_s.busbarShelf->occupiedU();
    }
    const int sideSlots = 2 * m_s.rackType->sideSlots - at.slot;
    const RackPower power = RackPower::plan(m_b.catalog(), pduLoads, (sideSlots - manifolds) / 2,
                                            m_s.rackType->uHeight - usedU, rack.name);
    // PDU pair k takes the next left and right slots (A left, B right);
    // manifolds take what follows. Rack-mount pairs fill the gap under the
    // management switch (and the shelves) from the top down.
    std::vector<DeviceId> pdus;
    for (int k = 0; k < power.pairs(); ++k) {
        const DeviceType& type = *power.pairTypes[size_t(k)];
        for (const QChar feed : {u'A', u'B'}) {
            const QString name = rack.name + QStringLiteral("-PDU-%1%2").arg(feed).arg(k + 1);
            if (k < power.sidePairs) {
                pdus.push_back(sidePlace(rack, type, name, at.slot++));
            } else {
                at.topU -= type.occupiedU();
                Placement where;
                where.rack = rack.id;
                where.u = at.topU;
                pdus.push_back(m_b.addDevice(type.id, name, where));
            }
        }
    }
    for (int k = 0; k < manifolds; ++k)
        rack.manifolds.push_back(
            sidePlace(rack, *m_s.manifold, rack.name + QStringLiteral("-MAN%1").arg(k + 1), at.slot++));
    if (power.pairs() > 0) rack.airW += ConversionLoss::lossW(*power.pairTypes.front(), RackPower::loadW(pduLoads));
    summary.pdus += 2 * power.pairs();
    summary.manifolds += manifolds;

    PowerGenerator::connectPlanned(m_b, pduLoadIds, power, pdus);
    if (manifolds > 0) CoolantGenerator::connect(m_b, liquid, rack.manifolds);
    OobGenerator::connect(m_b, rack.devices, *rack.mgmt);
}

DeviceId WizardRacks::sidePlace(RackEntry& rack, const DeviceType& type, const QString& name, int slot) {
    Placement where;
    where.rack = rack.id;
    where.side = slot % 2 == 0 ? SideChannel::Left : SideChannel::Right;
    where.sideIndex = slot / 2;
    return m_b.addDevice(type.id, name, where);
}

void WizardRacks::addBusbarPower(RackEntry& rack, double loadW, ServiceCursor& at, WizardSummary& summary) {
    // Busbar rack (WizardSizing::busbarFeedFor): the shelves fill the gap
    // under the management switch from the top down, alternating feeds
    // A, B, A, …; feed A's tap-offs take the left side slots, feed B's the
    // right; each tap-off feeds the next shelves of its feed by one whip each.
    const WizardSizing::BusbarFeed feed = m_s.busbarFeedFor(loadW);
    if (!feed.tapOff)
        throw UserError(tr("Rack %1 draws %2 kW and no busway tap-off in the catalog feeds its power shelves.")
                            .arg(rack.name)
                            .arg(loadW / 1000, 0, 'f', 1));
    std::vector<DeviceId> shelves;
    for (int k = 0; k < feed.shelves; ++k) {
        at.topU -= m_s.busbarShelf->occupiedU();
        Placement where;
        where.rack = rack.id;
        where.u = at.topU;
        shelves.push_back(m_b.addDevice(m_s.busbarShelf->id, rack.name + QStringLiteral("-PS%1").arg(k + 1), where));
    }
    const std::array<int, 2> taps{feed.tapOffsA, feed.tapOffsB};
    std::array<std::vector<DeviceId>, 2> tapOffs;
    for (int side = 0; side < 2; ++side)
        for (int k = 0; k < taps[size_t(side)]; ++k)
            tapOffs[size_t(side)].push_back(sidePlace(
                rack, *feed.tapOff, rack.name + QStringLiteral("-TAP-%1%2").arg(QChar(u'A' + side)).arg(k + 1),
                at.slot + 2 * k + side));
    at.slot += feed.sideSlots();
    const auto freePort = [&](DeviceId id) -> const PortSpec* {
        for (const PortSpec* p : m_b.portsOf(id, PortRole::Power))
            if (p->formFactor == FormFactor::Iec60309 && !m_b.isUsed({id, p->name})) return p;
        return nullptr;
    };
    for (int k = 0; k < feed.shelves; ++k) {
        const int side = k % 2;
        const DeviceId tap = tapOffs[size_t(side)][size_t(k / 2 / feed.shelvesPerTapOff)];
        const PortSpec* inlet = freePort(shelves[size_t(k)]);
        const PortSpec* outlet = freePort(tap);
        if (inlet && outlet) m_b.connect({shelves[size_t(k)], inlet->name}, {tap, outlet->name}, PortRole::Power);
    }
    summary.powerShelves += feed.shelves;
    summary.tapOffs += feed.tapOffs();
}

void WizardRacks::finish(WizardSummary& summary, Room& room) {
    for (RackEntry& rack : m_racks) {
        addRackServices(rack, summary);
        (rack.network ? summary.networkRacks : summary.computeRacks) += 1;
    }
    summary.rows = int(m_rows.size());
    if (m_s.cooling == CoolingKind::Liquid) addCooling(summary);
    addAirCooling(summary);
    addTraysAndRoom(room);
}

void WizardRacks::addCooling(WizardSummary& summary) {
    // One loop per row of liquid racks, with N+1 CDUs on the floor at the
    // row end: N carry the row's heat and flow, one is the spare (rule
    // cooling.cdu-redundancy), and together they have a secondary outlet
    // pair for every manifold. Each manifold's facility inlets are piped to
    // the loop's CDUs in turn (rule cooling.rack-piping), and the CDUs are
    // joined by a header, so the spare's pump reaches every rack.
    const CduSpec& cdu = *m_s.cdu->cdu;
    // Derated for the approach the facility water leaves it (CduCapacity).
    const double cduCapacityW = m_s.cduCapacityW();
    const QStringList secondary = secondaryPorts(*m_s.cdu);
    const int secondaryPairs = std::max(1, int(secondary.size()) / 2);
    // A CDU's management port goes to the switch of the last rack of its
    // row, the one beside it (a 54 m row would outrun a 50 m patch cord).
    std::vector<std::optional<DeviceId>> rowEndMgmt(m_rows.size());
    for (const RackEntry& rack : m_racks) rowEndMgmt[size_t(rack.row)] = rack.mgmt;
    const auto rackLiquidW = [&](const RackEntry& rack) {
        double liquidW = 0;
        for (DeviceId d : rack.devices) liquidW += DeviceHeat::of(m_b.typeOf(d)).liquidW;
        return liquidW;
    };
    for (size_t row = 0; row < m_rows.size(); ++row) {
        std::vector<const RackEntry*> racks;
        double loopW = 0;
        int manifolds = 0;
        for (const RackEntry& rack : m_racks) {
            if (size_t(rack.row) != row) continue;
            const double liquidW = rackLiquidW(rack);
            if (liquidW <= 0) continue;
            if (liquidW > cduCapacityW || m_s.flowLpm(liquidW) > cdu.maxFlowLpm)
                throw UserError(tr("Rack %1 needs %2 kW of liquid cooling, more than one %3 gives.")
                                    .arg(rack.name)
                                    .arg(liquidW / 1000, 0, 'f', 1)
                                    .arg(m_s.cdu->model));
            racks.push_back(&rack);
            loopW += liquidW;
            manifolds += int(rack.manifolds.size());
        }
        if (racks.empty()) continue;
        const int duty = std::max(int(std::ceil(loopW / cduCapacityW - 1e-9)),
                                  int(std::ceil(m_s.flowLpm(loopW) / cdu.maxFlowLpm - 1e-9)));
        const int cdus = CoolantHeader::cdusFor(duty, manifolds, secondaryPairs);
        CoolingLoop l;
        l.name = QStringLiteral("LOOP%1").arg(int(m_b.fragment().loops.size()) + 1);
        l.coolantId = m_s.coolant->id;
        l.supplyTempC = m_s.supplyTempC;
        l.deltaTK = m_s.deltaTK;
        const LoopId loop = m_b.addLoop(l);
        std::vector<DeviceId> cduIds;
        for (int k = 0; k < cdus; ++k) {
            const DeviceId id = addRowEndUnit(row, *m_s.cdu, QStringLiteral("CDU%1").arg(summary.cdus + 1),
                                              kCduGapMm, false);
            if (k == 0) m_b.setLoopCdu(loop, id);
            OobGenerator::connect(m_b, {id}, *rowEndMgmt[row]);
            summary.itLoadW += m_s.cdu->maxPowerW;
            ++summary.cdus;
            cduIds.push_back(id);
        }
        // The header must carry what the racks of any one CDU draw, the
        // racks it leaves when it stops (manifolds go to the CDUs in turn).
        const auto rackFlow = [&](const RackEntry& rack) { return m_s.flowLpm(rackLiquidW(rack)); };
        std::vector<double> cduFlow(size_t(cdus), 0.0);
        int turn = 0;
        for (const RackEntry* rack : racks)
            for (size_t m = 0; m < rack->manifolds.size(); ++m)
                cduFlow[size_t(turn++ % cdus)] += rackFlow(*rack) / double(rack->manifolds.size());
        if (secondaryPairs >= CoolantHeader::kMinPairs)
            CoolantHeader::lay(m_b, cduIds, secondary, *std::max_element(cduFlow.begin(), cduFlow.end()));
        int next = 0;
        for (const RackEntry* rack : racks) {
            m_b.setRackLoop(rack->id, loop);
            for (DeviceId manifold : rack->manifolds) {
                // The CDUs in turn, passing one whose outlets the header and earlier racks took.
                const auto freePairs = [&](DeviceId cdu) {
                    int supply = 0, ret = 0;
                    for (const QString& port : secondary) {
                        if (m_b.isUsed({cdu, port})) continue;
                        (m_s.cdu->port(port)->formFactor == FormFactor::QdSupply ? supply : ret) += 1;
                    }
                    return std::min(supply, ret);
                };
                DeviceId to = cduIds[size_t(next % cdus)];
                for (int tries = 0; tries < cdus; ++tries, ++next)
                    if (freePairs(cduIds[size_t(next % cdus)]) > 0) {
                        to = cduIds[size_t(next++ % cdus)];
                        break;
                    }
                for (const PortSpec* inlet : m_b.portsOf(manifold, PortRole::Coolant)) {
                    if (!inlet->required) continue;  // the QD pairs go to the devices
                    const auto outlet = std::find_if(secondary.begin(), secondary.end(), [&](const QString& port) {
                        return !m_b.isUsed({to, port}) && m_s.cdu->port(port)->formFactor == inlet->formFactor;
                    });
                    // The CDU count gave every manifold a secondary pair.
                    if (outlet == secondary.end()) throw std::logic_error("wizard: CDU secondary outlets short");
                    // Facility pipe, never a hose: the shortest-reach type that fits would be a
                    // ½-inch hose for a CDU beside the rack, starving a rack's whole flow. The
                    // return branch carries the balancing valve that sets the rack's flow
                    // and the supply branch a strainer (a plain pipe where the catalog has
                    // none for this flow).
                    const double flow = rackFlow(*rack) / double(rack->manifolds.size());
                    const CableType* pipe = CoolantHeader::pipeFor(
                        m_b.catalog(), inlet->formFactor, flow,
                        inlet->formFactor == FormFactor::QdReturn ? CoolantHeader::Use::ReturnBranch
                                                                  : CoolantHeader::Use::SupplyBranch);
                    const ConnectionId link = m_b.connect({manifold, inlet->name}, {to, *outlet}, PortRole::Coolant);
                    if (pipe) m_b.fixCableType(link, pipe->id);
                }
            }
        }
    }
}

QPointF WizardRacks::rowEndSpot(size_t row, const DeviceType& type, const QString& name, double gapMm,
                                bool turned) const {
    // A turned unit (an in-row cooler) stands flush with the racks' faces
    // on the aisle it serves: their fronts under cold containment, else
    // their rears, so it shares that aisle whatever its depth.
    const double frontY = rowFrontY(row);
    const double slackMm = m_s.rackType->depthMm - type.depthMm;
    const bool flushFront = m_s.containment == Containment::Cold;
    const bool unturned = !turned || rowRotationDeg(row) == 0;
    const double topY = !turned ? frontY : unturned == flushFront ? frontY : frontY + slackMm;
    return {m_site.clearX(m_rowEndMm[row] + gapMm, topY, type.widthMm, type.depthMm, name), topY};
}

DeviceId WizardRacks::addRowEndUnit(size_t row, const DeviceType& type, const QString& name, double gapMm,
                                    bool turned) {
    const QPointF spot = rowEndSpot(row, type, name, gapMm, turned);
    m_rowEndMm[row] = spot.x() + type.widthMm;
    return addUnitAt(row, type, name, spot, turned);
}

DeviceId WizardRacks::addUnitAt(size_t row, const DeviceType& type, const QString& name, QPointF spot,
                                bool turned) {
    Placement where;
    where.rotationDeg = turned ? rowRotationDeg(row) : 0;
    where.floorXmm = where.rotationDeg == 0 ? spot.x() : spot.x() + type.widthMm;
    where.floorYmm = where.rotationDeg == 0 ? spot.y() : spot.y() + type.depthMm;
    return m_b.addDevice(type.id, name, where);
}

double WizardRacks::reserveCoolerPlaces(size_t row, double left, const Rack& rack) {
    if (m_reserve.empty() || !m_s.airCooler) return left;
    const int hall = m_site.hallAt({left + rack.widthMm / 2, rowFrontY(row) + rack.depthMm / 2});
    if (hall < 0 || hall == m_rowHallNow[row]) return left;
    m_rowHallNow[row] = hall;
    const auto wanted = m_reserve.find({int(row), hall});
    if (wanted == m_reserve.end()) return left;
    const DeviceType& cooler = *m_s.airCooler;
    std::vector<QPointF>& spots = m_reservedSpots[{int(row), hall}];
    for (int k = 0; k < wanted->second; ++k) {
        const double gapMm = std::max(0.0, m_site.hallLeftMm(hall) - m_rowEndMm[row]);
        const QPointF spot = rowEndSpot(row, cooler, cooler.id, gapMm, true);
        if (coolerHallAt(spot) != hall) break;
        spots.push_back(spot);
        m_rowEndMm[row] = spot.x() + cooler.widthMm;
    }
    return m_site.clearX(m_rowEndMm[row], rowFrontY(row), rack.widthMm, rack.depthMm,
                         tr("Rack %1").arg(rack.name));
}

int WizardRacks::coolerHallAt(QPointF spot) const {
    return m_site.hallAt(spot + QPointF(m_s.airCooler->widthMm / 2, m_s.airCooler->depthMm / 2));
}

std::optional<std::pair<size_t, QPointF>> WizardRacks::takeKeptPlace(const std::vector<size_t>& rows,
                                                                     int hall) {
    for (const size_t row : rows) {
        const auto spots = m_reservedSpots.find({int(row), hall});
        if (spots == m_reservedSpots.end() || spots->second.empty()) continue;
        const QPointF spot = spots->second.front();
        spots->second.erase(spots->second.begin());
        return std::pair{row, spot};
    }
    return std::nullopt;
}

std::pair<size_t, double> WizardRacks::coolerRow(const std::vector<size_t>& rows, int hall) const {
    const DeviceType& cooler = *m_s.airCooler;
    // The row of `among` that ends first where a cooler would stand in `hall`.
    const auto firstInHall =
        [&](const std::vector<size_t>& among) -> std::optional<std::pair<size_t, double>> {
        std::optional<std::pair<size_t, double>> best;
        for (const size_t row : among) {
            const double gapMm = std::max(0.0, m_site.hallLeftMm(hall) - m_rowEndMm[row]);
            try {
                const QPointF spot = rowEndSpot(row, cooler, cooler.id, gapMm, true);
                if (coolerHallAt(spot) != hall) continue;
            } catch (const UserError&) {
                continue;  // no room left in this row: another may have it
            }
            if (!best || m_rowEndMm[row] < m_rowEndMm[best->first]) best = {row, gapMm};
        }
        return best;
    };
    if (hall >= 0) {
        if (const auto inAisle = firstInHall(rows)) return *inAisle;
        // No row of the aisle ends in the hall any more: the hall's air is
        // one (an open room between partitions), so any row that still does.
        std::vector<size_t> every(m_rows.size());
        std::iota(every.begin(), every.end(), size_t(0));
        if (const auto inHall = firstInHall(every)) return *inHall;
    }
    return {*std::min_element(rows.begin(), rows.end(),
                              [&](size_t a, size_t b) { return m_rowEndMm[a] < m_rowEndMm[b]; }),
            0.0};
}

void WizardRacks::addAirCooling(WizardSummary& summary) {
    for (const RackEntry& rack : m_racks) summary.airHeatW += rack.airW;
    if (!m_s.airCooler) return;
    const double capacityW = m_s.airCooler->airCooler->capacityW;
    const double depthMm = m_s.rackType->depthMm, widthMm = m_s.rackType->widthMm;
    std::vector<CoolerAisles::Rack> racks;
    racks.reserve(m_racks.size());
    for (const RackEntry& rack : m_racks)
        racks.push_back({size_t(rack.row),
                         m_site.hallAt({rack.xMm + widthMm / 2, rowFrontY(size_t(rack.row)) + depthMm / 2}),
                         rack.airW});
    const CoolerAisles aisles = CoolerAisles::of(m_rowHall, m_s.containment, racks);
    std::vector<CoolerAisles::Part> parts = aisles.parts;
    // Hall by hall from the left (each aisle in order within one), so each
    // row's end only moves on and a hall's coolers go in before the rows
    // run on into the next.
    const auto leftOf = [&](int hall) {
        return hall < 0 ? -std::numeric_limits<double>::infinity() : m_site.hallLeftMm(hall);
    };
    std::stable_sort(parts.begin(), parts.end(),
                     [&](const CoolerAisles::Part& a, const CoolerAisles::Part& b) {
                         return leftOf(a.hall) < leftOf(b.hall);
                     });
    for (const CoolerAisles::Part& part : parts) {
        if (part.heatW <= 0) continue;
        // N carry the aisle's heat, one is the spare. Each goes to the end
        // of the shorter of its rows (a row of CDUs is already longer), so
        // the hall grows as little as it can.
        const int coolers = int(std::ceil(part.heatW / capacityW - 1e-9)) + 1;
        for (int k = 0; k < coolers; ++k) {
            const QString name = QStringLiteral("ACU%1").arg(summary.airCoolers + 1);
            ++summary.airCoolers;
            // First the places a row of the aisle kept in the hall.
            if (const auto kept = takeKeptPlace(aisles.groups[part.group], part.hall)) {
                addUnitAt(kept->first, *m_s.airCooler, name, kept->second, true);
                continue;
            }
            const auto [row, gapMm] = coolerRow(aisles.groups[part.group], part.hall);
            const QPointF spot = rowEndSpot(row, *m_s.airCooler, name, gapMm, true);
            // Outside its hall, or in it at the end of another aisle's row
            // (turned like that row, it draws from that aisle): the aisle's
            // own row keeps a place for it when the site is laid out again.
            if (part.hall >= 0 && (coolerHallAt(spot) != part.hall || !aisles.inAisle(part, row)))
                ++m_outside[{int(part.firstRow), part.hall}];
            m_rowEndMm[row] = spot.x() + m_s.airCooler->widthMm;
            addUnitAt(row, *m_s.airCooler, name, spot, true);
        }
    }
    fillLeftPlaces(summary);
}

void WizardRacks::fillLeftPlaces(WizardSummary& summary) {
    // A place a row kept that no cooler above took (laid out again, the
    // racks moved some heat into another aisle) would be a gap in the row,
    // its air open to both aisles: a cooler stands there too, one more than
    // the N+1 of its aisle.
    int extra = 0;
    for (const auto& [where, spots] : m_reservedSpots)
        for (const QPointF& spot : spots) {
            ++summary.airCoolers;
            ++extra;
            addUnitAt(size_t(where.first), *m_s.airCooler, QStringLiteral("ACU%1").arg(summary.airCoolers),
                      spot, true);
        }
    m_reservedSpots.clear();
    if (extra > 0)
        summary.notes << tr(
            "%n in-row cooler(s) beyond N+1 stand in place(s) a row kept for coolers, which would "
            "otherwise leave gap(s) in the row.",
            "", extra);
}

QStringList WizardRacks::secondaryPorts(const DeviceType& cdu) {
    QStringList out;
    for (const PortSpec& p : cdu.ports())
        if (p.role == PortRole::Coolant && p.name.startsWith(QLatin1String("SEC-"))) out << p.name;
    return out;
}

void WizardRacks::addTraysAndRoom(Room& room) {
    if (m_rows.empty()) return;
    double rightmost = m_site.origin().x();
    for (size_t r = 0; r < m_rows.size(); ++r) rightmost = std::max(rightmost, m_rowEndMm[r]);
    // The right-hand trunk stands clear of the columns (a tray ending inside
    // one's clearance could not go round it); the room reaches past it.
    const TrayType* ladder = m_b.catalog().trayType(QStringLiteral("ladder-600x100"));
    const double rightTrunkX = m_site.clearTrayX(rightmost + kMarginMm / 2, ladder ? ladder->widthMm / 2 : 0);
    room = m_site.room(rightTrunkX + kMarginMm / 2, rowFrontY(m_rows.size() - 1) + m_s.rackType->depthMm + kMarginMm);
    room.containment = m_s.containment;
    room.facilityWaterC = m_s.facilityWaterC;
    // The wizard's own split, or the halls of the drawing it was given.
    if (std::vector<Hall> halls = siteHalls(room); !halls.empty()) room.halls = std::move(halls);
    {
        // Racks and CDUs inside the hall's outline, or one clear error.
        std::vector<std::pair<QRectF, QString>> placed;
        for (const Rack& r : m_b.fragment().racks) placed.emplace_back(RoomSite::rackFootprint(r), r.name);
        for (const Device& d : m_b.fragment().devices) {
            const DeviceType* unit = m_s.cdu && d.typeId == m_s.cdu->id               ? m_s.cdu
                                     : m_s.airCooler && d.typeId == m_s.airCooler->id ? m_s.airCooler
                                                                                      : nullptr;
            if (!d.placement.rack && unit)
                placed.emplace_back(RoomSite::footprint({d.placement.floorXmm, d.placement.floorYmm}, unit->widthMm,
                                                        unit->depthMm, d.placement.rotationDeg),
                                    d.name);
        }
        m_site.checkInside(placed);
    }

    // The ladders over the rows and the trunks joining them: every rack top
    // reaches every other over trays.
    if (!ladder) return;
    std::vector<WizardTrays::Row> rows;
    for (size_t r = 0; r < m_rows.size(); ++r)
        rows.push_back(
            {rowName(int(r)), rowFrontY(r) + m_s.rackType->depthMm / 2, m_rowEndMm[r], m_networkRow[r]});
    std::vector<WizardTrays::NetworkRack> networkRacks;
    for (const RackEntry& rack : m_racks)
        if (rack.network) networkRacks.emplace_back(rack.xMm + m_s.rackType->widthMm / 2, size_t(rack.row));
    WizardTrays(m_b, m_site, *ladder)
        .add(rows, networkRacks,
             {m_site.origin().x() - kMarginMm / 2, rightTrunkX, m_crossEveryRacks * m_s.rackType->widthMm,
              rightTrunkX - kMarginMm / 2});
}

std::vector<Hall> WizardRacks::siteHalls(const Room& room) const {
    std::vector<Hall> out;
    if (m_halls.dataHalls < 2) return out;
    const double depth = m_s.rackType->depthMm;
    double top = 0;
    int dataHall = 0;
    for (size_t r = 0; r < m_rows.size(); ++r) {
        if (r + 1 < m_rows.size() && m_rowHall[r + 1] == m_rowHall[r]) continue;
        // The hall's last row: its band ends halfway to the next hall's first row.
        const double bottom =
            r + 1 < m_rows.size() ? (rowFrontY(r) + depth + rowFrontY(r + 1)) / 2 : room.depthMm;
        Hall hall;
        if (m_rowHall[r] == m_halls.networkRoom()) {
            hall.name = tr("Network room");
            hall.code = QStringLiteral("NR");
        } else {
            ++dataHall;
            hall.name = tr("Data hall %1").arg(dataHall);
            hall.code = QStringLiteral("DH%1").arg(dataHall);
        }
        hall.outlineMm = {{0, top}, {room.widthMm, top}, {room.widthMm, bottom}, {0, bottom}};
        out.push_back(std::move(hall));
        top = bottom;
    }
    return out;
}

}  // namespace sn
