#include "model/rules/faults/single_point_rule.h"

#include "model/analysis/fault_analysis.h"
#include "model/rules/rule_context.h"

#include <algorithm>
#include <map>

namespace sn {

namespace {

ObjectRef refOf(const FaultDomains& d, const FaultComponent& c) {
    if (c.node >= 0) return ObjectRef::of(d.nodes()[size_t(c.node)].device->id);
    if (c.loop) return ObjectRef::of(*c.loop);
    return {};
}

/// A rack's own water path (its manifold, or a branch pipe that feeds
/// only it) is a single point for that rack by construction, as its
/// manifold is: not what this rule is for.
bool withinOneRack(const FaultDomains& d, const BlastRadius& r) {
    if (r.downNodes.empty()) return true;
    const int rack = d.nodes()[size_t(r.downNodes.front())].rack;
    return rack >= 0 && std::all_of(r.downNodes.begin(), r.downNodes.end(),
                                    [&](int n) { return d.nodes()[size_t(n)].rack == rack; });
}

struct Offenders {
    std::vector<ObjectRef> objects;
    int worstGpus = 0;
    QString worstName;
    int count = 0;
};

}  // namespace

void SinglePointRule::checkDesign(const RuleContext& context, FindingSink& sink) const {
    const FaultDomains domains =
        FaultDomains::of(context.design(), FaultDomains::Detail::WithoutMemberships, &context);
    if (domains.totalGpus() == 0) return;
    const auto& sizes = domains.nvlinkDomainGpus();
    const int limit = m_limitGpus.value_or(*std::max_element(sizes.begin(), sizes.end()));
    const std::vector<BlastRadius> radii = BlastRadii::of(domains);
    // Per kind of part: those that take down GPUs, and those that cut storage.
    std::map<std::pair<FaultKind, bool>, Offenders> groups;
    for (const BlastRadius& r : radii) {
        const FaultComponent& c = domains.components()[size_t(r.component)];
        if (c.kind == FaultKind::CoolingLoop || c.kind == FaultKind::Manifold) continue;
        if (c.kind == FaultKind::PipeRun && withinOneRack(domains, r)) continue;
        for (const bool storage : {false, true}) {
            const int gpus = storage ? r.gpusWithoutStorage : r.gpusLost();
            if (gpus <= limit) continue;
            Offenders& o = groups[{c.kind, storage}];
            ++o.count;
            const ObjectRef ref = refOf(domains, c);
            if (ref.kind != ObjectKind::Room && std::find(o.objects.begin(), o.objects.end(), ref) == o.objects.end())
                o.objects.push_back(ref);
            if (gpus > o.worstGpus) {
                o.worstGpus = gpus;
                o.worstName = c.name;
            }
        }
    }
    for (const auto& [key, o] : groups) {
        const QString kind = kFaultKindNames.name(key.first);
        const QString text =
            key.second
                ? tr("%1 %2 part(s) are single points of failure: losing %3 leaves %4 GPUs without any storage "
                     "path, more than the %5 of one NVLink domain.")
                : tr("%1 %2 part(s) are single points of failure: losing %3 costs %4 GPUs (down, or cut off from "
                     "the fabric), more than the %5 of one NVLink domain.");
        sink.add(Severity::Warning, o.objects, o.worstGpus, limit, QStringLiteral("GPU"),
                 text.arg(o.count).arg(kind, o.worstName).arg(o.worstGpus).arg(limit));
    }
}

}  // namespace sn
