#include "model/rules/power/power_rules.h"

#include "model/analysis/power_feeds.h"
#include "model/analysis/psu_loss.h"
#include "model/rules/rule_context.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <map>
#include <tuple>

namespace sn {

namespace {

/// The devices of one type that a lost source leaves with the same PSUs.
struct Group {
    std::vector<ObjectRef> devices;
    QString firstDevice, lostSource;
    DevicePsus::Supply supply;
    DevicePsus psus;
};

QString kw(double w) { return QString::number(w / 1000.0, 'f', 1); }

}  // namespace

void FeedLossRule::checkDesign(const RuleContext& context, FindingSink& sink) const {
    const Design& design = context.design();
    // Keyed by type, PSUs left and outcome, in type order: one finding each.
    std::map<std::tuple<QString, int, int>, Group> groups;
    for (const Device& device : design.devices()) {
        const std::vector<PowerFeed>& feeds = context.feedsOf(device);
        if (feeds.size() < 2) continue;
        std::vector<DeviceId> sources;
        for (const PowerFeed& f : feeds)
            if (std::find(sources.begin(), sources.end(), f.source) == sources.end()) sources.push_back(f.source);
        if (sources.size() < 2) continue;  // single-fed: power.single-feed's finding
        const PsuLoss loss = PsuLoss::of(design, device);
        if (loss.source || loss.psus.count == 0) continue;
        // The source whose loss leaves it least.
        std::optional<DevicePsus::Supply> worst;
        DeviceId worstSource = sources.front();
        for (DeviceId s : sources) {
            const int live = int(std::count_if(feeds.begin(), feeds.end(), [&](const PowerFeed& f) { return f.source != s; }));
            const DevicePsus::Supply supply = loss.with(live, int(feeds.size()));
            if (!worst || supply.share() < worst->share()) {
                worst = supply;
                worstSource = s;
            }
        }
        if (worst->state == DevicePsus::Supply::State::Full) continue;
        const DeviceType* type = design.typeOf(device);
        Group& g = groups[{type->id, worst->live, int(worst->state)}];
        if (g.devices.empty()) {
            g.firstDevice = device.name;
            const Device* lost = design.device(worstSource);
            g.lostSource = lost ? lost->name : QString();
            g.supply = *worst;
            g.psus = loss.psus;
        }
        g.devices.push_back(ObjectRef::of(device.id));
    }
    for (const auto& [key, g] : groups) {
        const QString& typeId = std::get<0>(key);
        const QString head = tr("%n device(s) of type %1 are 2N at the PDU only, not at the device: losing %2 leaves %3 "
                                "%4 of its %5 PSUs (%6), %4 × %7 kW = %8 kW of its %9 kW",
                                nullptr, int(g.devices.size()))
                                 .arg(typeId, g.lostSource, g.firstDevice)
                                 .arg(g.supply.live)
                                 .arg(g.psus.count)
                                 .arg(g.psus.count > 0 ? QStringLiteral("%1+%2").arg(g.psus.needed()).arg(g.psus.redundant)
                                                       : QString())
                                 .arg(kw(g.psus.ratingW), kw(g.supply.liveW), kw(g.supply.maxDrawW));
        const QString outcome =
            g.supply.state == DevicePsus::Supply::State::Capped
                ? tr("→ capped at %1 %.").arg(int(std::floor(g.supply.share() * 100 + 1e-9)))
                : g.psus.shortfallStated ? tr("→ it stops, as its type states.")
                                         : tr("→ it stops (its type does not say it caps its power).");
        // What one feed must carry alone: ⌈max draw ÷ rating⌉ PSUs on each side.
        const int perSide = g.psus.ratingW > 0 ? int(std::ceil(g.supply.maxDrawW / g.psus.ratingW - 1e-9)) : 0;
        const QString fix = perSide <= 0 ? QString()
                            : 2 * perSide <= g.psus.count
                                ? tr("%1 of its PSUs on each feed would carry it.").arg(perSide)
                                : tr("No split of its %1 PSUs over two feeds carries it: each side would need %2.")
                                      .arg(g.psus.count)
                                      .arg(perSide);
        const QString tail = fix.isEmpty() ? outcome : outcome + QLatin1Char(' ') + fix;
        sink.add(Severity::Warning, g.devices, g.supply.liveW, g.supply.maxDrawW, QStringLiteral("W"),
                 head + QLatin1Char(' ') + tail);
    }
}

QStringList FeedLossRule::messagesFor(const Design& design) {
    std::vector<Finding> found;
    const QString key = FeedLossRule().key();
    FindingSink sink(key, found);
    FeedLossRule().checkDesign(RuleContext(design), sink);
    QStringList out;
    for (const Finding& f : found) out << f.message;
    return out;
}

}  // namespace sn
