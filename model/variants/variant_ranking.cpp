#include "model/variants/variant_ranking.h"

#include "model/core/excerpt.h"
#include "model/core/sn_error.h"
#include "model/variants/variant_metrics.h"

#include <algorithm>
#include <cmath>

namespace sn {

namespace {

/// Scores of one metric across the variants, 1 for the best, 0 for the worst.
std::vector<double> scoresOf(const std::vector<double>& values, bool higherIsBetter) {
    const auto [lo, hi] = std::minmax_element(values.begin(), values.end());
    std::vector<double> out(values.size(), 1.0);
    if (values.empty() || *hi - *lo <= 1e-12 * std::max(1.0, std::abs(*hi))) return out;
    for (size_t i = 0; i < values.size(); ++i)
        out[i] = higherIsBetter ? (values[i] - *lo) / (*hi - *lo) : (*hi - values[i]) / (*hi - *lo);
    return out;
}

using Metric = std::pair<std::vector<double>, bool>;  // values, higher is better

std::vector<Metric> metricsOf(Criterion c, const std::vector<RankInput>& in, const QHash<QString, double>& ecosystem) {
    const auto column = [&](auto get) {
        std::vector<double> v;
        for (const RankInput& r : in) v.push_back(get(r));
        return v;
    };
    switch (c) {
    case Criterion::Performance:
        return {{column([](const RankInput& r) { return r.metrics->fabric.bisectionGbpsPerGpu(); }), true},
                {column([](const RankInput& r) { return double(r.metrics->nvlinkDomainGpus); }), true}};
    case Criterion::Ecosystem:
        return {{column([&](const RankInput& r) { return ecosystem.value(r.serverTypeId, 1.0); }), true}};
    case Criterion::Cost:
        return {{column([](const RankInput& r) { return r.costOfOwnership.value_or(0); }), false}};
    case Criterion::Scalability:
        return {{column([](const RankInput& r) { return double(r.metrics->fabric.growthGpus()); }), true},
                {column([](const RankInput& r) { return double(r.metrics->fabric.tiers); }), false}};
    case Criterion::Operations:
        return {{column([](const RankInput& r) { return r.metrics->hoursBetweenInterruptions(); }), true},
                {column([](const RankInput& r) { return double(r.metrics->largestBlastGpus); }), false},
                {column([](const RankInput& r) { return double(r.metrics->cables); }), false}};
    }
    return {};
}

/// Σ over the criteria but `skip` of weight × score.
double partial(const VariantRanking::Row& row, const std::array<double, 5>& weights, int skip) {
    double sum = 0;
    for (int c = 0; c < 5; ++c)
        if (c != skip) sum += weights[size_t(c)] * row.scores[size_t(c)];
    return sum;
}

std::vector<VariantRanking::Flip> flipsOf(const VariantRanking& ranking) {
    std::vector<VariantRanking::Flip> out;
    if (ranking.rows.size() < 2) return out;
    const VariantRanking::Row& first = ranking.rows[0];
    const VariantRanking::Row& second = ranking.rows[1];
    double sum = 0;
    for (const double w : ranking.weights) sum += w;
    for (int c = 0; c < 5; ++c) {
        // With weight w on c: A1 + w·s1 = A2 + w·s2 → w = (A1 − A2) / (s2 − s1).
        // More weight on c helps the runner-up when it scores higher on c, less weight when lower.
        const double ds = second.scores[size_t(c)] - first.scores[size_t(c)];
        if (std::abs(ds) <= 1e-12) continue;  // equal on c: its weight never changes the order
        const double w = (partial(first, ranking.weights, c) - partial(second, ranking.weights, c)) / ds;
        if (!(w >= 0) || !std::isfinite(w)) continue;
        const double others = sum - ranking.weights[size_t(c)];
        out.push_back({Criterion(c), 100 * w / (others + w), sum > 0 ? 100 * ranking.weights[size_t(c)] / sum : 0});
    }
    return out;
}

}  // namespace

VariantRanking VariantRanking::of(const std::vector<RankInput>& inputs, const std::array<double, 5>& weights,
                                  const QHash<QString, double>& ecosystemScores) {
    VariantRanking ranking;
    ranking.weights = weights;
    ranking.costScored = !inputs.empty() && std::all_of(inputs.begin(), inputs.end(), [](const RankInput& r) {
        return r.costOfOwnership.has_value();
    });
    ranking.rows.resize(inputs.size());
    for (size_t i = 0; i < inputs.size(); ++i) ranking.rows[i].input = int(i);
    double sum = 0;
    for (const double w : weights) sum += w;
    for (int c = 0; c < 5; ++c) {
        const std::vector<Metric> metrics = metricsOf(Criterion(c), inputs, ecosystemScores);
        for (const auto& [values, higher] : metrics) {
            const std::vector<double> s = scoresOf(values, higher);
            for (size_t i = 0; i < inputs.size(); ++i) ranking.rows[i].scores[size_t(c)] += s[i] / double(metrics.size());
        }
    }
    for (Row& row : ranking.rows) {
        for (int c = 0; c < 5; ++c) {
            row.contribution[size_t(c)] = sum > 0 ? 100 * weights[size_t(c)] * row.scores[size_t(c)] / sum : 0;
            row.total += row.contribution[size_t(c)];
        }
    }
    std::stable_sort(ranking.rows.begin(), ranking.rows.end(), [](const Row& a, const Row& b) { return a.total > b.total + 1e-9; });
    ranking.flips = flipsOf(ranking);
    return ranking;
}

QString VariantRanking::criterionName(Criterion criterion) {
    switch (criterion) {
    case Criterion::Performance: return tr("Performance");
    case Criterion::Ecosystem: return tr("Ecosystem");
    case Criterion::Cost: return tr("Cost");
    case Criterion::Scalability: return tr("Scalability");
    case Criterion::Operations: return tr("Operations");
    }
    return {};
}

std::array<double, 5> VariantRanking::parseWeights(const QString& spec) {
    std::array<double, 5> weights = kDefaultWeights;
    for (const QString& item : spec.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const qsizetype eq = item.indexOf(QLatin1Char('='));
        const auto criterion = eq > 0 ? kCriterionNames.parse(item.left(eq).trimmed()) : std::nullopt;
        if (!criterion)
            throw UserError(tr("--weights %1: expected CRITERION=WEIGHT with CRITERION one of %2.")
                                .arg(quotedExcerpt(item), kCriterionNames.list()));
        bool ok = false;
        const double w = item.mid(eq + 1).toDouble(&ok);
        if (!ok || !std::isfinite(w) || w < 0 || w > 1000)
            throw UserError(tr("--weights %1: the weight must be a number from 0 to 1000.").arg(quotedExcerpt(item)));
        weights[size_t(*criterion)] = w;
    }
    double sum = 0;
    for (const double w : weights) sum += w;
    if (sum <= 0) throw UserError(tr("--weights %1: at least one weight must be above 0.").arg(quotedExcerpt(spec)));
    return weights;
}

}  // namespace sn
