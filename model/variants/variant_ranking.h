#pragma once

#include "model/core/enum_names.h"

#include <QCoreApplication>
#include <QHash>
#include <QString>

#include <array>
#include <optional>
#include <vector>

namespace sn {

struct VariantMetrics;

/// The five criteria a supernode architecture is chosen by, with the
/// weights the selection method starts from (percent): performance 30,
/// ecosystem 25, cost of ownership 20, scalability 15, operations 10.
enum class Criterion { Performance, Ecosystem, Cost, Scalability, Operations };
inline constexpr EnumNames<Criterion, 5> kCriterionNames{{{
    {Criterion::Performance, "performance"},
    {Criterion::Ecosystem, "ecosystem"},
    {Criterion::Cost, "cost"},
    {Criterion::Scalability, "scalability"},
    {Criterion::Operations, "operations"},
}}};
inline constexpr std::array<double, 5> kDefaultWeights{30, 25, 20, 15, 10};

/// What one built variant brings to the ranking.
struct RankInput {
    const VariantMetrics* metrics = nullptr;
    QString serverTypeId;               ///< for its ecosystem score
    std::optional<double> costOfOwnership;  ///< nullopt: no price list
};

/// Weighted criteria over the built variants. Each criterion is the mean
/// of its metrics' scores; a metric scores (x − worst) / (best − worst)
/// across the variants, so the best variant scores 1 and the worst 0 (all
/// 1 when they are equal):
///   performance  bisection bandwidth per GPU ↑, NVLink domain GPUs ↑
///   ecosystem    the server type's score ↑ (the user's; default equal)
///   cost         cost of ownership ↓ (absent without a price list: all equal)
///   scalability  GPUs the fabric can grow to without re-cabling ↑, switch tiers ↓
///   operations   hours between job interruptions ↑, GPUs the worst single
///                failure takes ↓, cable parts ↓
/// The total is Σ weight × score / Σ weights, in percent.
struct VariantRanking {
    Q_DECLARE_TR_FUNCTIONS(VariantRanking)
public:
    struct Row {
        int input = 0;                       ///< index into the inputs
        std::array<double, 5> scores{};      ///< per criterion, 0..1
        std::array<double, 5> contribution{};///< weight share × score, percent
        double total = 0;                    ///< percent
    };
    /// Where the runner-up overtakes the winner when one criterion's weight
    /// changes and the others stay: that criterion's share of all weights
    /// then (above its share now when the runner-up is better on it, below
    /// when worse).
    struct Flip {
        Criterion criterion = Criterion::Performance;
        double sharePercent = 0;   ///< the criterion's share of the weights at the tie
        double currentPercent = 0; ///< its share now
    };
    std::array<double, 5> weights = kDefaultWeights;
    std::vector<Row> rows;  ///< best first; ties keep input order
    std::vector<Flip> flips;
    bool costScored = false;

    static VariantRanking of(const std::vector<RankInput>& inputs, const std::array<double, 5>& weights,
                             const QHash<QString, double>& ecosystemScores);
    /// "performance=30,cost=40": the named criteria's weights replace the
    /// defaults. Throws UserError naming the criterion or value at fault.
    static std::array<double, 5> parseWeights(const QString& spec);
    /// The criterion's name as the reports and the window show it (translated).
    static QString criterionName(Criterion criterion);
};

}  // namespace sn
