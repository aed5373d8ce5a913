#include "model/rules/cabling/cabling_rules.h"

#include "model/core/natural_order.h"
#include "model/rules/rule_context.h"

#include <QHash>
#include <QMap>

#include <algorithm>

namespace sn {

namespace {

QString roleWord(PortRole role) {
    switch (role) {
    case PortRole::Storage: return UnevenUplinksRule::tr("storage");
    case PortRole::InBand: return UnevenUplinksRule::tr("in-band");
    default: return UnevenUplinksRule::tr("compute");
    }
}

// One fabric (one link role) as switches, their tiers and their bundles.
struct SwitchFabric {
    QHash<int, QMap<int, int>> bundles;  ///< switch index → peer switch index → links
    QHash<int, int> tier;                ///< 1 leaf (has a host link), 2 spine, 3 core
};

SwitchFabric fabricOf(const Design& design, PortRole role) {
    SwitchFabric f;
    const auto isSwitch = [&design](int i) {
        const DeviceType* t = i >= 0 ? design.typeOf(design.devices()[i]) : nullptr;
        return t && t->category == DeviceCategory::Switch;
    };
    for (const Connection& c : design.connections()) {
        if (c.role != role) continue;
        const int a = design.devices().indexOf(c.a.device), b = design.devices().indexOf(c.b.device);
        const bool sa = isSwitch(a), sb = isSwitch(b);
        if (sa && sb && a != b) {
            ++f.bundles[a][b];
            ++f.bundles[b][a];
        } else if (sa != sb && a >= 0 && b >= 0) {
            f.tier[sa ? a : b] = 1;
        }
    }
    // A switch's tier: one above the lowest tiered switch it links to.
    for (int t = 1; t <= 2; ++t)
        for (auto it = f.bundles.cbegin(); it != f.bundles.cend(); ++it)
            if (!f.tier.contains(it.key()))
                for (auto peer = it->cbegin(); peer != it->cend(); ++peer)
                    if (f.tier.value(peer.key()) == t) {
                        f.tier[it.key()] = t + 1;
                        break;
                    }
    return f;
}

}  // namespace

void UnevenUplinksRule::checkDesign(const RuleContext& context, FindingSink& sink) const {
    const Design& design = context.design();
    for (PortRole role : {PortRole::Compute, PortRole::Storage, PortRole::InBand}) {
        const SwitchFabric f = fabricOf(design, role);
        // Switches in document order, not the hash's (its seed changes per
        // run): the finding lists its objects alike every time.
        std::vector<int> switches(f.bundles.keyBegin(), f.bundles.keyEnd());
        std::sort(switches.begin(), switches.end());
        for (int tier : {1, 2}) {
            std::vector<ObjectRef> uneven;
            QStringList names;
            int fewest = 0, most = 0;
            for (const int sw : switches) {
                if (f.tier.value(sw) != tier) continue;
                const QMap<int, int>& peers = *f.bundles.constFind(sw);
                int lo = 0, hi = 0;
                for (auto peer = peers.cbegin(); peer != peers.cend(); ++peer)
                    if (f.tier.value(peer.key()) == tier + 1) {
                        lo = lo == 0 ? peer.value() : std::min(lo, peer.value());
                        hi = std::max(hi, peer.value());
                    }
                if (lo == hi) continue;
                uneven.push_back(ObjectRef::of(design.devices()[sw].id));
                names << design.devices()[sw].name;
                fewest = fewest == 0 ? lo : std::min(fewest, lo);
                most = std::max(most, hi);
            }
            if (uneven.empty()) continue;
            std::sort(names.begin(), names.end(), naturalLess);
            const qsizetype count = names.size();
            if (count > 5) names = names.mid(0, 5) << QStringLiteral("…");
            // Traffic spread evenly over the switches above puts 1/fewest of
            // a bundle's share on each link of the smallest, 1/most on the largest.
            const double morePercent = (double(most) / fewest - 1) * 100;
            sink.add(Severity::Warning, std::move(uneven), most, fewest, {},
                     tr("%n %1 switch(es) (%2) send between %3 and %4 links to each switch of the tier above: under "
                        "static routing each link of a %3-link bundle carries %5 % more than one of a %4-link "
                        "bundle. Enable adaptive routing on these switches and the ones above, or build a size "
                        "whose bundles are equal (`new` names the nearest).",
                        "", int(count))
                         .arg(roleWord(role), names.join(QStringLiteral(", ")))
                         .arg(fewest)
                         .arg(most)
                         .arg(morePercent, 0, 'f', 0));
        }
    }
}

}  // namespace sn
