#include "exporters/coolant/hydraulics_report.h"

#include "model/analysis/loop_pressures.h"
#include "model/design/design.h"
#include "model/input/json_reader.h"

#include <QTextStream>

#include <algorithm>

namespace sn {

namespace {

QString num(double v, int decimals = 1) { return QString::number(v, 'f', decimals); }

QString deviceName(const Design& design, DeviceId id) {
    const Device* d = design.device(id);
    return d ? d->name : QString();
}

QString rackName(const Design& design, int rack) {
    return rack >= 0 && rack < design.racks().size() ? design.racks()[rack].name : QString();
}

/// A rated part's name: its pipe run's label or its device's name.
QString ratedName(const Design& design, const LoopNetwork& net, const LoopPressures::Rated& r) {
    if (r.link >= 0) {
        const auto& cable = net.parts[size_t(r.link)].cable;
        const Cable* c = cable ? design.cable(*cable) : nullptr;
        return c ? c->label : net.network.links[size_t(r.link)].id;
    }
    return net.network.nodes[size_t(r.node)].id;
}

/// The part of `parts` that `key` ranks lowest; nullptr when there is none.
template <class Key>
const LoopPressures::Rated* lowest(const std::vector<LoopPressures::Rated>& parts, Key key) {
    const auto it = std::min_element(parts.begin(), parts.end(), [&](const auto& a, const auto& b) { return key(a) < key(b); });
    return it == parts.end() ? nullptr : &*it;
}

QString pressureText(const Design& design, const LoopNetwork& net, const LoopPressures& p) {
    QString out;
    QTextStream s(&out);
    s << "  " << HydraulicsReport::tr("Static pressure (gauge, at floor level): fill %1 kPa at the pumps' suction (coolant up to the "
                     "loop's top at %2 m, plus 27.6 kPa there); highest %3 kPa at %4; with a valve shut and the pumps "
                     "at full speed %5 kPa")
                     .arg(num(p.fillKpa), num(net.highestPointM, 2), num(p.highestKpa()),
                          p.highestNode >= 0 ? net.network.nodes[size_t(p.highestNode)].id : QString(), num(p.deadheadKpa))
      << '\n';
    const auto over = p.overAtOperatingPoint();
    const auto deadhead = p.overAtDeadhead();
    s << "  " << HydraulicsReport::tr("Pressure ratings: %1 rated parts, %2 without a rating in the catalog; %3 over their rating, "
                     "%4 more over it with a valve shut")
                     .arg(p.rated.size())
                     .arg(p.unrated)
                     .arg(over.size())
                     .arg(deadhead.size())
      << '\n';
    // The least margin at the operating point; behind a shut valve all stand at
    // the deadhead pressure, so the lowest rating is the tightest.
    if (const auto* r = lowest(over.empty() ? p.rated : over, [](const auto& x) { return x.ratingKpa - x.operatingKpa; }))
        s << "    " << HydraulicsReport::tr("least margin: %1 at %2 kPa, rated %3 kPa").arg(ratedName(design, net, *r), num(r->operatingKpa), num(r->ratingKpa))
          << '\n';
    if (const auto* r = lowest(deadhead, [](const auto& x) { return x.ratingKpa; }))
        s << "    " << HydraulicsReport::tr("with a valve shut: %1 rated %2 kPa").arg(ratedName(design, net, *r), num(r->ratingKpa)) << '\n';
    return out;
}

}  // namespace

QString HydraulicsReport::text(const Design& design, const std::vector<Loop>& loops, const QStringList& without) {
    QString out;
    QTextStream s(&out);
    s << tr("Coolant loops of %1").arg(design.info().name) << '\n';
    if (!without.isEmpty()) s << tr("Out of service: %1").arg(without.join(QStringLiteral(", "))) << '\n';
    if (loops.empty()) s << tr("The design has no cooling loop.") << '\n';
    for (const Loop& loop : loops) {
        const LoopNetwork& net = *loop.network;
        s << '\n' << tr("Loop %1").arg(net.name) << '\n';
        if (!net.solvable()) {
            s << "  " << tr("Not solved:") << '\n';
            if (net.pumps.empty() && net.missing.isEmpty()) s << "    " << tr("no CDU pumps into it.") << '\n';
            for (const QString& m : net.missing) s << "    " << m << '\n';
            continue;
        }
        const LoopHydraulics& h = loop.result;
        s << "  " << tr("Fluid at %1 °C mean: specific gravity %2, kinematic viscosity %3 mm²/s")
                         .arg(num(net.meanTempC), num(net.network.fluid.specificGravity, 4),
                              num(net.network.fluid.kinematicViscosityM2s * 1e6, 3))
          << '\n';
        if (!h.solution.converged) {
            s << "  " << h.solution.problem << '\n';
            continue;
        }
        s << "  " << tr("Solved in %1 iterations.").arg(h.solution.iterations) << '\n';
        for (const auto& p : h.pumps)
            s << "  " << (p.running ? tr("Pump %1: %2 L/min at %3 kPa, %4 % speed (shutoff %5 kPa at that speed)")
                                           .arg(deviceName(design, p.cdu), num(p.flowLpm), num(p.headKpa),
                                                num(100 * p.speed, 0), num(p.shutoffKpa))
                                     : tr("Pump %1: stopped").arg(deviceName(design, p.cdu)))
              << '\n';
        s << "  " << tr("Rack      required L/min   delivered L/min   share   least device share") << '\n';
        for (const auto& r : h.racks)
            s << "  " << rackName(design, r.rack).leftJustified(9) << ' ' << num(r.requiredLpm).rightJustified(14) << ' '
              << num(r.deliveredLpm).rightJustified(17) << ' '
              << (num(100.0 * (r.requiredLpm > 0 ? r.deliveredLpm / r.requiredLpm : 1.0), 0) + QLatin1Char('%')).rightJustified(7)
              << ' ' << (num(100.0 * r.worstShare, 0) + QLatin1Char('%')).rightJustified(20) << '\n';
        if (h.worstDevice >= 0) {
            const auto& d = h.devices[size_t(h.worstDevice)];
            s << "  " << tr("Worst-served circuit: %1 in %2, %3 of %4 L/min, %5 kPa across its cold plates")
                             .arg(deviceName(design, d.device), rackName(design, d.rack), num(d.deliveredLpm),
                                  num(d.requiredLpm), num(d.pressureDropKpa))
              << '\n';
        }
        if (h.fastestLink >= 0)
            s << "  " << tr("Fastest pipe or hose: %1 at %2 m/s").arg(net.network.links[size_t(h.fastestLink)].id, num(h.fastestMs, 2))
              << '\n';
        const auto [lost, throttled] = h.gpusShort();
        s << "  " << tr("GPUs short of coolant: %1 lost (below %2 % of their flow), %3 throttled")
                         .arg(lost)
                         .arg(num(100 * LoopHydraulics::kLostBelow, 0))
                         .arg(throttled)
          << '\n';
        s << pressureText(design, net, LoopPressures::of(h));
        if (loop.balancing) s << balancingText(design, *loop.balancing);
    }
    return out;
}

QString HydraulicsReport::balancingText(const Design& design, const LoopBalancing& b) {
    QString out;
    QTextStream s(&out);
    s << "  " << tr("Balancing valves (one per rack branch; flows in L/min, settings in handwheel turns):") << '\n';
    s << "  " << tr("Rack      Valve on       required  all open    as set  balanced  setting (as set)      Kv  valve kPa")
      << '\n';
    for (const LoopBalancing::Branch& br : b.branches) {
        const Cable* cable = design.cable(br.cable);
        s << "  " << rackName(design, br.rack).leftJustified(9) << ' ' << (cable ? cable->label : QString()).leftJustified(12)
          << ' ' << num(br.requiredLpm).rightJustified(10) << ' ' << num(br.openLpm).rightJustified(9) << ' '
          << num(br.asSetLpm).rightJustified(9) << ' ' << num(br.balancedLpm).rightJustified(9) << ' '
          << (num(br.turns) + QStringLiteral(" (") + num(br.asSetTurns) + QLatin1Char(')')).rightJustified(16) << ' '
          << num(br.kv, 2).rightJustified(7) << ' ' << num(br.valveKpa).rightJustified(10) << '\n';
    }
    s << "  " << tr("Branch spread (most-served rack's share of its flow over the least-served's): %1 % all open, "
                    "%2 % as set, %3 % balanced (aim: at most %4 %)")
                     .arg(num(100 * b.spreadOpen), num(100 * b.spreadAsSet), num(100 * b.spreadBalanced),
                          num(100 * LoopBalancing::kTargetSpread, 0))
      << '\n';
    if (!b.converged) s << "  " << tr("The loop did not converge at every setting tried; the figures above are not final.") << '\n';
    return out;
}

QByteArray HydraulicsReport::json(const Design& design, const std::vector<Loop>& loops, const QStringList& without) {
    Json root;
    root["design"] = design.info().name.toStdString();
    Json out = Json::array();
    for (const QString& w : without) out.push_back(w.toStdString());
    root["without"] = out;
    Json list = Json::array();
    for (const Loop& loop : loops) {
        const LoopNetwork& net = *loop.network;
        Json j;
        j["loop"] = net.name.toStdString();
        j["solved"] = net.solvable() && loop.result.solution.converged;
        Json missing = Json::array();
        for (const QString& m : net.missing) missing.push_back(m.toStdString());
        j["missing"] = missing;
        if (net.solvable()) {
            const LoopHydraulics& h = loop.result;
            j["iterations"] = h.solution.iterations;
            if (!h.solution.converged) j["problem"] = h.solution.problem.toStdString();
            j["mean_temp_c"] = net.meanTempC;
            j["specific_gravity"] = net.network.fluid.specificGravity;
            j["kinematic_viscosity_mm2_s"] = net.network.fluid.kinematicViscosityM2s * 1e6;
            Json pumps = Json::array();
            for (const auto& p : h.pumps)
                pumps.push_back({{"cdu", deviceName(design, p.cdu).toStdString()}, {"running", p.running},
                                 {"speed", p.speed}, {"flow_lpm", p.flowLpm}, {"head_kpa", p.headKpa}, {"shutoff_kpa", p.shutoffKpa}});
            j["pumps"] = pumps;
            Json racks = Json::array();
            for (const auto& r : h.racks)
                racks.push_back({{"rack", rackName(design, r.rack).toStdString()}, {"gpus", r.gpus},
                                 {"required_lpm", r.requiredLpm}, {"delivered_lpm", r.deliveredLpm},
                                 {"least_device_share", r.worstShare}});
            j["racks"] = racks;
            Json devices = Json::array();
            for (const auto& d : h.devices)
                devices.push_back({{"device", deviceName(design, d.device).toStdString()},
                                   {"rack", rackName(design, d.rack).toStdString()}, {"gpus", d.gpus},
                                   {"required_lpm", d.requiredLpm}, {"delivered_lpm", d.deliveredLpm},
                                   {"pressure_drop_kpa", d.pressureDropKpa}});
            j["devices"] = devices;
            if (h.fastestLink >= 0)
                j["fastest"] = {{"link", net.network.links[size_t(h.fastestLink)].id.toStdString()}, {"velocity_m_s", h.fastestMs}};
            const auto [lost, throttled] = h.gpusShort();
            j["gpus_lost"] = lost;
            j["gpus_throttled"] = throttled;
            const LoopPressures p = LoopPressures::of(h);
            Json over = Json::array();
            for (const auto& r : p.overAtOperatingPoint())
                over.push_back({{"part", ratedName(design, net, r).toStdString()}, {"kpa", r.operatingKpa}, {"rating_kpa", r.ratingKpa}});
            Json overShut = Json::array();
            for (const auto& r : p.overAtDeadhead())
                overShut.push_back({{"part", ratedName(design, net, r).toStdString()}, {"rating_kpa", r.ratingKpa}});
            j["pressure"] = {{"fill_kpa", p.fillKpa}, {"top_m", net.highestPointM}, {"highest_kpa", p.highestKpa()},
                             {"deadhead_kpa", p.deadheadKpa}, {"rated_parts", p.rated.size()}, {"unrated_parts", p.unrated},
                             {"over_rating", over}, {"over_rating_valve_shut", overShut}};
            if (loop.balancing) {
                const LoopBalancing& b = *loop.balancing;
                Json branches = Json::array();
                for (const LoopBalancing::Branch& br : b.branches) {
                    const Cable* cable = design.cable(br.cable);
                    branches.push_back({{"rack", rackName(design, br.rack).toStdString()},
                                        {"pipe", cable ? cable->label.toStdString() : std::string()},
                                        {"required_lpm", br.requiredLpm}, {"open_lpm", br.openLpm},
                                        {"as_set_lpm", br.asSetLpm}, {"balanced_lpm", br.balancedLpm},
                                        {"as_set_turns", br.asSetTurns}, {"turns", br.turns}, {"kv", br.kv},
                                        {"valve_kpa", br.valveKpa}, {"branch_kpa", br.branchKpa}});
                }
                j["balancing"] = {{"branches", branches}, {"spread_open", b.spreadOpen}, {"spread_as_set", b.spreadAsSet},
                                  {"spread_balanced", b.spreadBalanced}, {"converged", b.converged}};
            }
        }
        list.push_back(j);
    }
    root["loops"] = list;
    return QByteArray::fromStdString(root.dump(2)) + '\n';
}

}  // namespace sn
