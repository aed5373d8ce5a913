#pragma once

#include "model/variants/ownership_cost.h"
#include "model/variants/price_list.h"
#include "model/variants/variant_build.h"
#include "model/variants/variant_ranking.h"

#include <functional>
#include <optional>
#include <vector>

namespace sn {

class Catalog;

/// What the comparison is asked to weigh besides the designs themselves.
struct ComparisonTerms {
    std::optional<PriceList> prices;  ///< nullopt: nothing priced, cost not scored
    EnergyTerms energy;
    std::array<double, 5> weights = kDefaultWeights;
    QHash<QString, double> ecosystemScores;  ///< server type id → the user's score (default 1)
};

/// Every variant of a requirement built, routed, measured, priced and ranked.
struct VariantComparison {
    std::vector<Variant> variants;                  ///< in the order of the specs, refused ones too
    std::vector<std::optional<OwnershipCost>> costs;  ///< per variant; nullopt when refused or unpriced
    std::vector<int> ranked;  ///< indices of the built variants, in the order the ranking's inputs are
    VariantRanking ranking;
    QString currency;

    /// `progress(done, total)` after each variant; returning false stops (the rest are left out).
    static VariantComparison run(const std::vector<VariantSpec>& specs, const Catalog& catalog,
                                 const ComparisonTerms& terms,
                                 const std::function<bool(int, int)>& progress = {});
};

}  // namespace sn
