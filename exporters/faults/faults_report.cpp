#include "exporters/faults/faults_report.h"

#include "exporters/slurm/hostlist.h"
#include "model/analysis/failure_rates.h"
#include "model/analysis/fault_analysis.h"

#include <QHash>
#include <QMap>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <functional>
#include <set>

namespace sn {

namespace {

using Json = nlohmann::ordered_json;

QString num(double v, int decimals) { return QString::number(v, 'f', decimals); }
std::string s(const QString& q) { return q.toStdString(); }

/// A domain kind, how its members are read off a membership, and its name.
struct DomainKind {
    const char* key;
    std::function<QStringList(const FaultDomains::Membership&)> members;
};

const std::vector<DomainKind>& domainKinds() {
    using M = FaultDomains::Membership;
    static const std::vector<DomainKind> kinds{
        {"nvlink-domain", [](const M& m) { return QStringList{m.nvlinkDomain}; }},
        {"server", [](const M& m) { return QStringList{m.server}; }},
        {"rack", [](const M& m) { return m.rack.isEmpty() ? QStringList{} : QStringList{m.rack}; }},
        {"pdu-phase", [](const M& m) { return m.pduPhases; }},
        {"upstream-feed", [](const M& m) { return m.feeds; }},
        {"cooling-loop", [](const M& m) { return m.loop.isEmpty() ? QStringList{} : QStringList{m.loop}; }},
        {"cdu", [](const M& m) { return m.cdus; }},
        {"manifold", [](const M& m) { return m.manifolds; }},
        {"leaf", [](const M& m) { return m.leaves; }},
        {"spine", [](const M& m) { return m.spines; }},
        {"storage-leaf", [](const M& m) { return m.storageLeaves; }},
        {"mgmt-switch", [](const M& m) { return m.mgmt; }},
    };
    return kinds;
}

/// Domain name → GPUs in it, for one kind.
QMap<QString, int> gpusPerDomain(const FaultAnalysis& a, const DomainKind& kind) {
    QMap<QString, int> out;
    for (const FaultDomains::Membership& m : a.domains.memberships())
        for (const QString& name : kind.members(m)) out[name] += a.domains.nodes()[size_t(m.node)].gpus;
    return out;
}

/// A share as a whole percent, rounded down: 9.9 / 14.3 = 69.2 % is "69".
QString percent(double share) { return QString::number(int(std::floor(share * 100 + 1e-9))); }

QString kw(double w) { return QString::number(w / 1000.0, 'f', 1); }

/// The power parts `faults` lists one by one: what a feed, a UPS or PDU, a
/// busway tap-off, a power shelf or a PDU phase takes.
bool isPowerPart(FaultKind k) {
    return k == FaultKind::UpstreamFeed || k == FaultKind::Pdu || k == FaultKind::TapOff ||
           k == FaultKind::PowerShelf || k == FaultKind::PduPhase;
}

QString weeks(double annual) {
    const double perWeek = FailureInterval::perWeek(annual);
    if (perWeek <= 0) return FaultsReport::tr("never");
    // Past one a week the gap reads better in days, past one a day in hours.
    if (perWeek <= 1) return FaultsReport::tr("%1 /week, one every %2 weeks").arg(num(perWeek, 3), num(1.0 / perWeek, 1));
    if (perWeek <= 7) return FaultsReport::tr("%1 /week, one every %2 days").arg(num(perWeek, 3), num(7.0 / perWeek, 1));
    return FaultsReport::tr("%1 /week, one every %2 hours").arg(num(perWeek, 3), num(168.0 / perWeek, 1));
}

/// The device a failure leaves shortest of power, with its PSU arithmetic; null when none.
Json airShortfallJson(const AirAisles::Shortfall& a) {
    if (a.where.isEmpty()) return nullptr;
    return Json{{"where", s(a.where)}, {"heat_kw", a.heatW / 1000.0}, {"cooling_left_kw", a.coolingW / 1000.0},
                {"share", a.share()}};
}

Json shortfallJson(const FaultAnalysis& a, const BlastRadius& r) {
    if (r.shortfallNode < 0) return nullptr;
    const FaultDomains::Node& n = a.domains.nodes()[size_t(r.shortfallNode)];
    const DevicePsus::Supply& sup = r.shortfall;
    Json out{{"device", s(n.device->name)}, {"type", s(n.type->id)}, {"psus", n.power.psus.count},
             {"redundant", n.power.psus.redundant}, {"live_psus", sup.live}, {"rating_w", n.power.psus.ratingW},
             {"live_w", sup.liveW}, {"max_draw_w", sup.maxDrawW}, {"share", sup.share()},
             {"outcome", sup.state == DevicePsus::Supply::State::Capped ? "capped" : "down"},
             {"shortfall_stated", n.power.psus.shortfallStated}};
    // On a busbar the supplies are the rack's shelves: the rack-wide figures.
    if (const auto& bus = n.power.busbar)
        out["busbar"] = Json{{"rack", s(a.domains.design().racks()[n.rack].name)}, {"shelves", n.power.psus.count},
                             {"live_shelves", sup.live}, {"shelf_w", bus->shelfW},
                             {"live_w", sup.live * bus->shelfW}, {"load_w", bus->loadW}};
    return out;
}

Json radiusJson(const FaultAnalysis& a, const BlastRadius& r) {
    const FaultComponent& c = a.domains.components()[size_t(r.component)];
    Json racks = Json::array();
    for (int k : r.racksLoseCoolingMargin) racks.push_back(s(a.domains.design().racks()[k].name));
    Json cdus = Json::array();
    for (int n : r.cdusDown) cdus.push_back(s(a.domains.nodes()[size_t(n)].device->name));
    return Json{{"component", s(c.name)}, {"kind", s(kFaultKindNames.name(c.kind))},
                {"annual_failure_rate", c.annualRate}, {"gpus_lost", r.gpusLost()}, {"gpus_down", r.gpusDown},
                {"gpus_cut_off", r.gpusCutOff}, {"gpus_lose_scale_out", r.gpusLoseScaleOut},
                {"scale_out_links_lost", r.scaleOutLinksLost}, {"worst_scale_out_share_lost", r.worstScaleOutShare},
                {"gpus_lose_nvlink", r.gpusLoseNvlink}, {"gpus_throttled", r.gpusThrottled},
                {"gpus_coolant_throttled", r.gpusCoolantThrottled}, {"least_coolant_share", r.leastCoolantShare},
                {"gpus_air_throttled", r.gpusAirThrottled}, {"air_shortfall", airShortfallJson(r.airShort)},
                {"gpus_throttled_share", r.throttledShare}, {"gpus_down_on_psus", r.gpusDownOnPsus},
                {"psu_shortfall", shortfallJson(a, r)},
                {"uplinks_lost", r.uplinksLost}, {"uplinks", r.uplinks}, {"storage_paths_lost", r.storagePathsLost},
                {"hosts_without_storage", r.hostsWithoutStorage}, {"mgmt_paths_lost", r.mgmtPathsLost},
                {"racks_lose_cooling_margin", racks}, {"cdus_down", cdus}, {"interrupts", r.interrupts()}};
}

}  // namespace

QString FaultsReport::impact(const FaultAnalysis& a, int index) {
    const BlastRadius& r = a.radii[size_t(index)];
    QStringList parts;
    parts << tr("%n GPU(s) lost", nullptr, r.gpusLost());
    if (r.gpusCutOff > 0) parts << tr("%n cut off from the fabric", nullptr, r.gpusCutOff);
    if (r.gpusLoseScaleOut > 0)
        parts << tr("%1 GPUs lose scale-out links (%2 links, at most %3 % of a server's)")
                     .arg(r.gpusLoseScaleOut)
                     .arg(r.scaleOutLinksLost)
                     .arg(num(r.worstScaleOutShare * 100, 1));
    if (r.gpusLoseNvlink > 0) parts << tr("%n GPU(s) lose NVLink bandwidth", nullptr, r.gpusLoseNvlink);
    if (r.gpusDownOnPsus > 0)
        parts << tr("%n of them stop on PSUs that cannot carry their draw", nullptr, r.gpusDownOnPsus);
    if (r.gpusThrottled > 0)
        parts << tr("%n GPU(s) power-capped at %1 % or more", nullptr, r.gpusThrottled).arg(percent(r.throttledShare));
    if (r.gpusCoolantThrottled > 0)
        parts << tr("%1 GPUs throttled for want of coolant (down to %2 % of their flow)")
                     .arg(r.gpusCoolantThrottled)
                     .arg(num(r.leastCoolantShare * 100, 0));
    if (!r.airShort.where.isEmpty())
        //: %1 GPUs; %2 percent; %3 "the contained hot aisle of rows A/B" or "the room"; %4, %5 kW
        parts << tr("%1 GPUs throttled for want of air cooling (to %2 %: %3 takes %4 kW, the air coolers left remove "
                    "%5 kW; below half they stop)")
                     .arg(r.gpusAirThrottled)
                     .arg(num(r.airShort.share() * 100, 0), r.airShort.where, num(r.airShort.heatW / 1000.0, 1),
                          num(r.airShort.coolingW / 1000.0, 1));
    if (r.uplinksLost > 0)
        parts << tr("%1 of %2 leaf–spine links (%3 %)")
                     .arg(r.uplinksLost)
                     .arg(r.uplinks)
                     .arg(num(100.0 * r.uplinksLost / std::max(1, r.uplinks), 1));
    if (r.storagePathsLost > 0)
        parts << tr("%1 storage paths (%2 hosts left without one)").arg(r.storagePathsLost).arg(r.hostsWithoutStorage);
    // A CDU stopped by something other than its own failure (its PDU, feed or UPS) is named: that is why racks lose coolant.
    QStringList cdus;
    const FaultComponent& c = a.domains.components()[size_t(r.component)];
    for (int n : r.cdusDown)
        if (n != c.node || c.kind != FaultKind::Cdu) cdus << a.domains.nodes()[size_t(n)].device->name;
    if (!cdus.isEmpty()) parts << tr("stops CDU(s) %1 (their power)").arg(cdus.join(QStringLiteral(", ")));
    if (!r.racksLoseCoolingMargin.empty())
        parts << tr("%n rack(s) lose their spare CDU", nullptr, int(r.racksLoseCoolingMargin.size()));
    if (r.mgmtPathsLost > 0) parts << tr("%n management link(s)", nullptr, r.mgmtPathsLost);
    return parts.join(QStringLiteral(", "));
}

QString FaultsReport::shortfall(const FaultAnalysis& a, int index) {
    const BlastRadius& r = a.radii[size_t(index)];
    if (r.shortfallNode < 0) return {};
    const FaultDomains::Node& n = a.domains.nodes()[size_t(r.shortfallNode)];
    const DevicePsus::Supply& s = r.shortfall;
    if (const auto& bus = n.power.busbar)
        return tr("busbar of rack %1: %2 of %3 power shelves × %4 kW = %5 kW of the %6 kW its devices draw → "
                  "they stop (the shelves go into current limit; no busbar device states that it caps)")
            .arg(a.domains.design().racks()[n.rack].name)
            .arg(s.live)
            .arg(n.power.psus.count)
            .arg(kw(bus->shelfW), kw(s.live * bus->shelfW), kw(bus->loadW));
    const QString outcome = s.state == DevicePsus::Supply::State::Capped
                                ? tr("capped at %1 %").arg(percent(s.share()))
                                : n.power.psus.shortfallStated ? tr("it stops, as its type states")
                                                         : tr("it stops (its type does not say it caps)");
    return tr("%1 %2: %3 of %4 PSUs × %5 kW = %6 kW of %7 kW → %8")
        .arg(n.type->id, n.device->name)
        .arg(s.live)
        .arg(n.power.psus.count)
        .arg(kw(n.power.psus.ratingW), kw(s.liveW), kw(s.maxDrawW), outcome);
}

QString FaultsReport::text(const FaultAnalysis& a, const QString& designName) {
    QStringList out;
    const FaultDomains& d = a.domains;
    out << tr("Fault analysis: %1").arg(designName.isEmpty() ? tr("(unnamed)") : designName);
    out << tr("%1 GPUs on %2 GPU devices in %3 NVLink domain(s) and %4 scalable unit(s).")
               .arg(d.totalGpus())
               .arg(d.memberships().size())
               .arg(d.nvlinkDomainGpus().size())
               .arg(d.suServers().size());
    out << QString() << tr("Fault domains (domains of the kind, most GPUs in one)");
    for (const DomainKind& k : domainKinds()) {
        const QMap<QString, int> g = gpusPerDomain(a, k);
        if (g.isEmpty()) continue;
        int most = 0;
        for (int v : g) most = std::max(most, v);
        out << QStringLiteral("  %1 %2 %3").arg(QString::fromLatin1(k.key), -16).arg(g.size(), 6).arg(most, 8);
    }
    out << QString() << tr("Blast radius: the worst single failure of each kind");
    for (const auto& [kind, word] : kFaultKindNames.entries) {
        const int worst = BlastRadii::worstOfKind(d, a.radii, kind);
        if (worst < 0) continue;
        int parts = 0;
        for (const BlastRadius& r : a.radii) parts += d.components()[size_t(r.component)].kind == kind;
        out << tr("  %1 (%2 parts): worst %3 — %4")
                   .arg(QString::fromLatin1(word))
                   .arg(parts)
                   .arg(d.components()[size_t(a.radii[size_t(worst)].component)].name, impact(a, worst));
    }
    out << QString() << tr("Power: what each feed, UPS, PDU, busway tap-off, power shelf and PDU phase takes (parts with the same "
                           "outcome together; a capped server runs on what its live PSUs give, and a job across "
                           "it at its pace)");
    // Parts of one kind with the same outcome and the same arithmetic make one line.
    struct Group {
        FaultKind kind;
        QStringList names;
        int radius;
    };
    std::vector<Group> groups;
    QHash<QString, size_t> groupOf;
    for (int i = 0; i < int(a.radii.size()); ++i) {
        const BlastRadius& r = a.radii[size_t(i)];
        const FaultComponent& c = d.components()[size_t(r.component)];
        if (!isPowerPart(c.kind)) continue;
        // Each feed on its own line: there are few, and they are what an operator asks about first.
        const QString key = QStringList{c.kind == FaultKind::UpstreamFeed ? c.name : kFaultKindNames.name(c.kind), impact(a, i),
                                        r.shortfallNode < 0 ? QString() : d.nodes()[size_t(r.shortfallNode)].type->id,
                                        QString::number(r.shortfall.live)}
                                .join(QLatin1Char('\x1f'));
        const auto it = groupOf.constFind(key);
        if (it == groupOf.cend()) {
            groupOf.insert(key, groups.size());
            groups.push_back({c.kind, {c.name}, i});
        } else {
            groups[*it].names << c.name;
        }
    }
    // Feeds first, then what hangs on them.
    const auto rank = [](FaultKind k) {
        return k == FaultKind::UpstreamFeed ? 0
               : k == FaultKind::Pdu        ? 1
               : k == FaultKind::TapOff     ? 2
               : k == FaultKind::PowerShelf ? 3
                                            : 4;
    };
    std::stable_sort(groups.begin(), groups.end(), [&](const Group& x, const Group& y) { return rank(x.kind) < rank(y.kind); });
    for (const Group& g : groups) {
        const QString who = g.names.size() == 1
                                ? g.names.front()
                                : tr("%1 × %2 (%3 … %4), each").arg(g.names.size())
                                      .arg(kFaultKindNames.name(g.kind), g.names.front(), g.names.back());
        const QString arithmetic = shortfall(a, g.radius);
        out << (arithmetic.isEmpty() ? tr("  %1: %2").arg(who, impact(a, g.radius))
                                     : tr("  %1: %2 — %3").arg(who, impact(a, g.radius), arithmetic));
    }
    const FailureInterval& f = a.interval;
    out << QString() << tr("Failure interval (failures per year add up; a year is %1 weeks)").arg(num(FailureInterval::kWeeksPerYear, 2));
    out << tr("  Rates per part (a device type's own failure_rate replaces its category's):");
    for (const FailureRates::Named& n : FailureRates::table())
        out << tr("    %1: %2 %/yr%3 — %4")
                   .arg(n.part, num(n.rate.annual * 100, 3),
                        n.rate.isAssumed() ? tr(" (default, not a published figure)") : QString(), n.rate.source);
    QMap<QString, QString> rates;
    QStringList assumed;
    for (const FaultDomains::Node& n : d.nodes())
        if (n.type && n.kind) {
            const FailureRate r = FailureRates::of(*n.type);
            const QString basis = !r.isDefault ? tr("own rate") : r.fromField ? tr("field data") : tr("default");
            rates.insert(n.type->id, tr("%1 /yr (%2) — %3").arg(QString::number(r.annual, 'g', 4), basis, r.source));
            if (r.isAssumed() && r.annual > 0 && !assumed.contains(n.type->id)) assumed << n.type->id;
        }
    out << tr("  Device types in this design:");
    for (auto it = rates.cbegin(); it != rates.cend(); ++it) out << QStringLiteral("    %1: %2").arg(it.key(), it.value());
    std::sort(assumed.begin(), assumed.end());
    out << (assumed.isEmpty() ? tr("  Defaults in use: none.")
                              : tr("  Defaults in use (no published figure; edit the type's rate to replace): %1.")
                                    .arg(assumed.join(QStringLiteral(", "))));
    const FailureInterval::GpuDeviceParts& gp = f.gpuDeviceParts;
    out << tr("  GPU devices: %1 GPUs, Σ %2 /yr = %3").arg(f.gpus).arg(num(f.gpuDeviceAnnual, 3), weeks(f.gpuDeviceAnnual));
    if (gp.hosts > 0)
        out << tr("    on field-data rates: %1 GPUs × %2 + %3 hosts × %4 + %5 NIC ports × %6 = %7 /yr")
                   .arg(gp.gpus)
                   .arg(num(FailureRates::kGpuAnnual, 4))
                   .arg(gp.hosts)
                   .arg(num(FailureRates::kHostAnnual, 4))
                   .arg(gp.nicPorts)
                   .arg(num(FailureRates::kNicAnnual, 5),
                        num(gp.gpus * FailureRates::kGpuAnnual + gp.hosts * FailureRates::kHostAnnual +
                                gp.nicPorts * FailureRates::kNicAnnual,
                            3));
    if (gp.ownRateDevices > 0)
        out << tr("    on their type's own rate: %1 device(s), Σ %2 /yr").arg(gp.ownRateDevices).arg(num(gp.ownRateAnnual, 3));
    for (const FailureInterval::KindRate& k : f.byKind)
        out << tr("  %1: %2 part(s) that interrupt a job, Σ %3 /yr")
                   .arg(kFaultKindNames.name(k.kind))
                   .arg(k.parts)
                   .arg(num(k.annual, 3));
    out << tr("  Compute-fabric link ends: %1 at the GPU devices' links + %2 above the leaves = %3 × %4 = %5 /yr")
               .arg(f.hostLinkEnds)
               .arg(f.fabricLinkEnds)
               .arg(f.hostLinkEnds + f.fabricLinkEnds)
               .arg(num(FailureRates::kLinkEndAnnual, 5), num(f.linkEndAnnual, 3));
    out << tr("  Software and unattributed: %1 GPUs × %2 = %3 /yr")
               .arg(f.gpus)
               .arg(num(FailureRates::kSoftwareAnnual, 4), num(f.softwareAnnual, 3));
    out << tr("  Whole design: Σ %1 /yr ÷ %2 = %3").arg(num(f.annual, 3), num(FailureInterval::kWeeksPerYear, 2), weeks(f.annual));
    out << tr("  Per job size (servers in SU order):");
    for (const FailureInterval::JobRate& j : f.jobs)
        out << tr("    %1 GPUs on %2 server(s): %3 /yr = %4").arg(j.gpus).arg(j.servers).arg(num(j.annual, 3), weeks(j.annual));
    out << tr("  What-if, %1 spare server(s) per SU: %2 /yr restart without a repair (on spares, or in place when no "
              "server is lost), %3 /yr stop the job until a repair.")
               .arg(f.sparesPerSu)
               .arg(num(f.onSparesAnnual, 3), num(f.stopAnnual, 3));
    out << tr("  What-if, every fault domain isolated to one NVLink domain (%1 server(s)): %2 /yr stop the job.")
               .arg(f.serversPerDomain)
               .arg(num(f.isolatedStopAnnual, 3));
    if (a.placement) {
        const RankPlacement& p = *a.placement;
        out << QString()
            << tr("Rank placement: TP %1 × PP %2 × DP %3 = %4 GPUs, %5 per server, %6 spare server(s) per SU; "
                  "rank = tp + TP·(stage + PP·replica)")
                   .arg(p.plan().tp).arg(p.plan().pp).arg(p.plan().dp).arg(p.plan().gpus()).arg(p.gpusPerServer())
                   .arg(p.plan().sparesPerSu);
        out << QStringLiteral("  %1 %2 %3 %4").arg(tr("replica"), -8).arg(tr("ranks"), -12).arg(tr("SU"), -8).arg(tr("hosts (stage order)"));
        const int perReplica = p.plan().tp * p.plan().pp;
        for (const RankPlacement::Replica& r : p.replicas())
            out << QStringLiteral("  %1 %2 %3 %4")
                       .arg(r.index, -8)
                       .arg(QStringLiteral("%1-%2").arg(r.index * perReplica).arg((r.index + 1) * perReplica - 1), -12)
                       .arg(r.sus.join(QLatin1Char('+')), -8)
                       .arg(Hostlist::compress(r.hosts));
        for (const RankPlacement::KindHit& h : p.hits())
            if (h.replicas > 0)
                out << tr("  one %1 failure hits at most %n replica(s) (%2)", nullptr, h.replicas)
                           .arg(kFaultKindNames.name(h.kind), h.worst);
    }
    return out.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

QByteArray FaultsReport::json(const FaultAnalysis& a, const QString& designName) {
    const FaultDomains& d = a.domains;
    Json root;
    root["design"] = s(designName);
    root["gpus"] = d.totalGpus();
    Json domains = Json::object();
    for (const DomainKind& k : domainKinds()) {
        Json kind = Json::object();
        const QMap<QString, int> g = gpusPerDomain(a, k);
        for (auto it = g.cbegin(); it != g.cend(); ++it) kind[s(it.key())] = it.value();
        domains[k.key] = kind;
    }
    root["domains_gpus"] = domains;
    Json members = Json::array();
    const auto list = [](const QStringList& l) {
        Json j = Json::array();
        for (const QString& x : l) j.push_back(s(x));
        return j;
    };
    for (const FaultDomains::Membership& m : d.memberships())
        members.push_back({{"server", s(m.server)}, {"gpus", d.nodes()[size_t(m.node)].gpus},
                           {"nvlink_domain", s(m.nvlinkDomain)}, {"rack", s(m.rack)}, {"su", s(m.su)},
                           {"pdu_phases", list(m.pduPhases)}, {"upstream_feeds", list(m.feeds)},
                           {"cooling_loop", s(m.loop)}, {"cdus", list(m.cdus)}, {"manifolds", list(m.manifolds)},
                           {"leaves", list(m.leaves)}, {"spines", list(m.spines)},
                           {"storage_leaves", list(m.storageLeaves)}, {"mgmt_switches", list(m.mgmt)}});
    root["gpu_devices"] = members;
    Json worst = Json::object();
    for (const auto& [kind, word] : kFaultKindNames.entries) {
        const int w = BlastRadii::worstOfKind(d, a.radii, kind);
        if (w >= 0) worst[word] = radiusJson(a, a.radii[size_t(w)]);
    }
    root["worst_by_kind"] = worst;
    Json all = Json::array();
    for (const BlastRadius& r : a.radii) all.push_back(radiusJson(a, r));
    root["blast_radius"] = all;
    const FailureInterval& f = a.interval;
    Json byKind = Json::array();
    for (const auto& k : f.byKind)
        byKind.push_back({{"kind", s(kFaultKindNames.name(k.kind))}, {"parts", k.parts}, {"annual", k.annual}});
    Json jobs = Json::array();
    for (const auto& j : f.jobs)
        jobs.push_back({{"gpus", j.gpus}, {"servers", j.servers}, {"annual", j.annual},
                        {"per_week", FailureInterval::perWeek(j.annual)}});
    Json rateTable = Json::array();
    for (const FailureRates::Named& n : FailureRates::table())
        rateTable.push_back({{"part", s(n.part)}, {"annual", n.rate.annual}, {"default", n.rate.isAssumed()},
                             {"source", s(n.rate.source)}});
    root["failure_interval"] = {{"weeks_per_year", FailureInterval::kWeeksPerYear},
                                {"rates", rateTable},
                                {"gpu_device_annual", f.gpuDeviceAnnual},
                                {"link_ends", f.hostLinkEnds + f.fabricLinkEnds},
                                {"link_end_annual", f.linkEndAnnual},
                                {"software_annual", f.softwareAnnual},
                                {"annual", f.annual},
                                {"per_week", FailureInterval::perWeek(f.annual)},
                                {"by_kind", byKind},
                                {"jobs", jobs},
                                {"spares_per_su", f.sparesPerSu},
                                {"on_spares_annual", f.onSparesAnnual},
                                {"stop_annual", f.stopAnnual},
                                {"servers_per_nvlink_domain", f.serversPerDomain},
                                {"isolated_stop_annual", f.isolatedStopAnnual}};
    if (a.placement) {
        const RankPlacement& p = *a.placement;
        Json replicas = Json::array();
        for (const auto& r : p.replicas())
            replicas.push_back({{"replica", r.index}, {"sus", list(r.sus)}, {"hosts", list(r.hosts)},
                                {"nodelist", s(Hostlist::compress(r.hosts))}});
        Json hits = Json::object();
        for (const auto& h : p.hits()) hits[s(kFaultKindNames.name(h.kind))] = {{"replicas", h.replicas}, {"worst", s(h.worst)}};
        root["placement"] = {{"tp", p.plan().tp}, {"pp", p.plan().pp}, {"dp", p.plan().dp},
                             {"spares_per_su", p.plan().sparesPerSu}, {"gpus_per_server", p.gpusPerServer()},
                             {"replicas", replicas}, {"replicas_hit_by_one_failure", hits}};
    }
    return QByteArray::fromStdString(root.dump(2) + "\n");
}

}  // namespace sn
