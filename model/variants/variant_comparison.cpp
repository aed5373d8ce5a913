#include "model/variants/variant_comparison.h"

#include "model/design/design.h"

namespace sn {

VariantComparison VariantComparison::run(const std::vector<VariantSpec>& specs, const Catalog& catalog,
                                         const ComparisonTerms& terms, const std::function<bool(int, int)>& progress) {
    VariantComparison out;
    if (terms.prices) out.currency = terms.prices->currency();
    for (const VariantSpec& spec : specs) {
        Variant v = Variant::build(spec, catalog);
        std::optional<OwnershipCost> cost;
        if (v.built() && terms.prices) cost = OwnershipCost::of(*v.design, *terms.prices, terms.energy);
        out.variants.push_back(std::move(v));
        out.costs.push_back(std::move(cost));
        if (progress && !progress(int(out.variants.size()), int(specs.size()))) break;
    }
    std::vector<RankInput> inputs;
    for (size_t i = 0; i < out.variants.size(); ++i) {
        const Variant& v = out.variants[i];
        if (!v.metrics) continue;
        out.ranked.push_back(int(i));
        RankInput in{&*v.metrics, QString(), std::nullopt};
        // The server type the wizard placed: the one with GPUs.
        for (const Device& d : v.design->devices())
            if (const DeviceType* t = v.design->typeOf(d); t && t->gpus > 0) {
                in.serverTypeId = t->id;
                break;
            }
        if (out.costs[i]) in.costOfOwnership = out.costs[i]->total();
        inputs.push_back(in);
    }
    out.ranking = VariantRanking::of(inputs, terms.weights, terms.ecosystemScores);
    return out;
}

}  // namespace sn
