#include "exporters/variants/variants_report.h"

#include "exporters/common/csv_table.h"
#include "model/design/design.h"
#include "model/variants/variant_comparison.h"

namespace sn {

namespace {

QString num(double value, int decimals) { return QString::number(value, 'f', decimals); }

}  // namespace

VariantsReport::VariantsReport(const VariantComparison& comparison, QStringList refusals)
    : m_comparison(comparison), m_refusals(std::move(refusals)) {}

int VariantsReport::rankOf(int variant) const {
    const auto& rows = m_comparison.ranking.rows;
    for (size_t r = 0; r < rows.size(); ++r)
        if (m_comparison.ranked[size_t(rows[r].input)] == variant) return int(r) + 1;
    return 0;
}

QString VariantsReport::rankedTable() const {
    const VariantRanking& ranking = m_comparison.ranking;
    double sum = 0;
    for (const double w : ranking.weights) sum += w;
    QString out = tr("Ranking (weights: %1)").arg([&] {
        QStringList parts;
        for (int c = 0; c < 5; ++c)
            parts << QStringLiteral("%1 %2 %")
                         .arg(VariantRanking::criterionName(Criterion(c)))
                         .arg(num(100 * ranking.weights[size_t(c)] / sum, 0));
        return parts.join(QStringLiteral(", "));
    }()) + QLatin1Char('\n');
    out += QStringLiteral("  %1  %2  %3 %4 %5 %6 %7  %8\n")
               .arg(tr("#"), 2)
               .arg(tr("total"), 6)
               .arg(tr("perf."), 6)
               .arg(tr("eco."), 6)
               .arg(tr("cost"), 6)
               .arg(tr("scal."), 6)
               .arg(tr("oper."), 6)
               .arg(tr("variant"));
    for (size_t r = 0; r < ranking.rows.size(); ++r) {
        const VariantRanking::Row& row = ranking.rows[r];
        const Variant& v = m_comparison.variants[size_t(m_comparison.ranked[size_t(row.input)])];
        QString line = QStringLiteral("  %1  %2 ").arg(r + 1, 2).arg(num(row.total, 1), 6);
        for (const double c : row.contribution) line += QStringLiteral(" %1").arg(num(c, 1), 6);
        out += line + QStringLiteral("  ") + v.spec.label + QLatin1Char('\n');
    }
    if (!ranking.costScored)
        out += tr("  Cost is not scored: no price list was given (every variant scores the same on it).") + QLatin1Char('\n');
    return out;
}

QString VariantsReport::figuresTable() const {
    QString out = tr("Figures (from each variant's own info, report and faults):") + QLatin1Char('\n');
    for (size_t i = 0; i < m_comparison.variants.size(); ++i) {
        const Variant& v = m_comparison.variants[i];
        if (!v.metrics) continue;
        const VariantMetrics& m = *v.metrics;
        out += QStringLiteral("  %1\n").arg(v.spec.label);
        out += tr("    %1 GPUs (%9 beyond the requirement) on %2 servers in %3 racks, %4 m² of floor; %5 kW IT (%6 kW to "
                  "liquid, %7 kW to air), %8 L/min of coolant")
                   .arg(m.gpus)
                   .arg(m.servers)
                   .arg(m.racks)
                   .arg(num(m.floorAreaM2, 0), num(m.itKw, 1), num(m.liquidKw, 1), num(m.airKw, 1), num(m.coolantFlowLpm, 0),
                        QString::number(v.idleGpus()))
               + QLatin1Char('\n');
        // A tier without uplinks has no ratio to give.
        const QString ratios = m.fabric.spineOversubscription > 0
            ? tr("leaf %1:1, spine %2:1").arg(num(m.fabric.leafOversubscription, 2), num(m.fabric.spineOversubscription, 2))
            : m.fabric.leafOversubscription > 0 ? tr("leaf %1:1").arg(num(m.fabric.leafOversubscription, 2))
                                               : tr("no uplinks");
        out += tr("    fabric: %1 tier(s), %2 leaf / %3 spine / %4 core switches (%5 switches in all), %6; "
                  "%7 Gb/s per GPU injected, %8 Gb/s across the top")
                   .arg(m.fabric.tiers)
                   .arg(m.fabric.leaves)
                   .arg(m.fabric.spines)
                   .arg(m.fabric.cores)
                   .arg(m.switches)
                   .arg(ratios, num(m.fabric.injectionGbpsPerGpu(), 0), num(m.fabric.bisectionGbpsPerGpu(), 0))
               + QLatin1Char('\n');
        out += tr("    NVLink domain %1 GPUs; worst path %2 switch hops; grows by %3 GPUs without re-cabling; "
                  "%4 optics, %5 cables, %6 km")
                   .arg(m.nvlinkDomainGpus)
                   .arg(m.fabric.worstSwitchHops())
                   .arg(m.fabric.growthGpus())
                   .arg(m.optics)
                   .arg(m.cables)
                   .arg(num(m.cableKm, 2))
               + QLatin1Char('\n');
        out += tr("    a job on every GPU stops %1 times a year (one every %2 h); the worst single failure takes %3 GPUs (%4)")
                   .arg(num(m.interruptionsPerYear, 1), num(m.hoursBetweenInterruptions(), 1))
                   .arg(m.largestBlastGpus)
                   .arg(m.largestBlastPart)
               + QLatin1Char('\n');
        if (v.shortfall.any()) out += tr("    routing incomplete: %1").arg(v.shortfall.sentence()) + QLatin1Char('\n');
    }
    return out;
}

QString VariantsReport::costLines() const {
    QString out;
    for (size_t i = 0; i < m_comparison.variants.size(); ++i) {
        const auto& cost = m_comparison.costs[i];
        if (!cost) continue;
        const QString& cur = m_comparison.currency;
        out += tr("  %1: capital %2 %3 + energy %4 %3 (%5 MWh) = %6 %3")
                   .arg(m_comparison.variants[i].spec.label, num(cost->capex, 0), cur, num(cost->energyCost, 0),
                        num(cost->energyKwh / 1000, 0), num(cost->total(), 0))
               + QLatin1Char('\n');
        QStringList unpriced;
        for (const OwnershipCost::Unpriced& u : cost->unpriced) unpriced << QStringLiteral("%1 × %2").arg(u.parts).arg(u.catalogId);
        if (!unpriced.isEmpty())
            out += tr("    not priced (not counted): %1").arg(unpriced.join(QStringLiteral(", "))) + QLatin1Char('\n');
    }
    return out.isEmpty() ? out : tr("Cost of ownership:") + QLatin1Char('\n') + out;
}

QString VariantsReport::flipLines() const {
    const VariantRanking& ranking = m_comparison.ranking;
    if (ranking.rows.size() < 2) return {};
    const auto labelOf = [&](size_t r) {
        return m_comparison.variants[size_t(m_comparison.ranked[size_t(ranking.rows[r].input)])].spec.label;
    };
    QString out = tr("What would change the winner (%1 over %2), one weight at a time:").arg(labelOf(0), labelOf(1))
                  + QLatin1Char('\n');
    if (ranking.flips.empty()) out += tr("  no single weight: the runner-up is behind on every criterion it could gain on.") + QLatin1Char('\n');
    for (const VariantRanking::Flip& f : ranking.flips)
        out += (f.sharePercent > f.currentPercent ? tr("  %1 weighing more than %2 % of the total (now %3 %)")
                                                  : tr("  %1 weighing less than %2 % of the total (now %3 %)"))
                   .arg(VariantRanking::criterionName(f.criterion), num(f.sharePercent, 1), num(f.currentPercent, 1))
               + QLatin1Char('\n');
    return out;
}

QString VariantsReport::text() const {
    QString out = rankedTable() + QLatin1Char('\n') + flipLines() + QLatin1Char('\n') + figuresTable();
    const QString cost = costLines();
    if (!cost.isEmpty()) out += QLatin1Char('\n') + cost;
    QStringList refused;
    for (size_t i = 0; i < m_comparison.variants.size(); ++i)
        if (!m_comparison.variants[i].built())
            refused << QStringLiteral("  %1: %2").arg(m_comparison.variants[i].spec.label, m_refusals.value(qsizetype(i)));
    if (!refused.isEmpty()) out += QLatin1Char('\n') + tr("Refused:") + QLatin1Char('\n') + refused.join(QLatin1Char('\n')) + QLatin1Char('\n');
    return out;
}

QByteArray VariantsReport::csv() const {
    CsvTable t;
    t.header = QStringList{"rank", "variant", "status", "gpus", "idle_gpus", "servers", "racks", "floor_m2", "it_kw", "liquid_kw",
                           "air_kw", "coolant_lpm", "switches", "leaves", "spines", "cores", "tiers", "worst_hops",
                           "leaf_oversubscription", "spine_oversubscription", "injection_gbps_per_gpu",
                           "bisection_gbps_per_gpu", "nvlink_domain_gpus", "growth_gpus", "optics", "cables",
                           "cable_km", "interruptions_per_year", "hours_between_interruptions", "largest_blast_gpus",
                           "largest_blast_part"};
    for (const auto& [section, name] : kCostSectionNames.entries) t.header << QStringLiteral("capex_") + QLatin1String(name);
    t.header << QStringList{"capex", "energy_kwh", "energy_cost", "cost_of_ownership", "currency", "unpriced_parts"};
    for (const auto& [criterion, name] : kCriterionNames.entries) t.header << QStringLiteral("score_") + QLatin1String(name);
    t.header << QStringList{"total", "refusal"};
    for (size_t i = 0; i < m_comparison.variants.size(); ++i) {
        const Variant& v = m_comparison.variants[i];
        QStringList row{QString::number(rankOf(int(i))), v.spec.label,
                        !v.built() ? QStringLiteral("refused") : v.shortfall.any() ? QStringLiteral("routing-incomplete")
                                                                                  : QStringLiteral("built")};
        // A block a variant lacks (refused, unpriced, unranked) stays empty up to the next block's first column.
        const auto skipTo = [&](const char* column) { row.resize(t.header.indexOf(QLatin1String(column))); };
        if (v.metrics) {
            const VariantMetrics& m = *v.metrics;
            row << QString::number(m.gpus) << QString::number(v.idleGpus()) << QString::number(m.servers) << QString::number(m.racks)
                << num(m.floorAreaM2, 1) << num(m.itKw, 3) << num(m.liquidKw, 3) << num(m.airKw, 3)
                << num(m.coolantFlowLpm, 1) << QString::number(m.switches) << QString::number(m.fabric.leaves)
                << QString::number(m.fabric.spines) << QString::number(m.fabric.cores) << QString::number(m.fabric.tiers)
                << QString::number(m.fabric.worstSwitchHops()) << num(m.fabric.leafOversubscription, 3)
                << num(m.fabric.spineOversubscription, 3) << num(m.fabric.injectionGbpsPerGpu(), 1)
                << num(m.fabric.bisectionGbpsPerGpu(), 1) << QString::number(m.nvlinkDomainGpus)
                << QString::number(m.fabric.growthGpus()) << QString::number(m.optics) << QString::number(m.cables)
                << num(m.cableKm, 3) << num(m.interruptionsPerYear, 3) << num(m.hoursBetweenInterruptions(), 1)
                << QString::number(m.largestBlastGpus) << m.largestBlastPart;
        } else {
            skipTo("capex_gpu-servers");
        }
        if (const auto& cost = m_comparison.costs[i]) {
            for (const double c : cost->capexBySection) row << num(c, 2);
            int unpriced = 0;
            for (const OwnershipCost::Unpriced& u : cost->unpriced) unpriced += u.parts;
            row << num(cost->capex, 2) << num(cost->energyKwh, 0) << num(cost->energyCost, 2) << num(cost->total(), 2)
                << m_comparison.currency << QString::number(unpriced);
        } else {
            skipTo("score_performance");
        }
        const int rank = rankOf(int(i));
        if (rank > 0) {
            const VariantRanking::Row& r = m_comparison.ranking.rows[size_t(rank - 1)];
            for (const double s : r.scores) row << num(s, 4);
            row << num(r.total, 2);
        } else {
            skipTo("refusal");
        }
        row << m_refusals.value(qsizetype(i));
        t.rows.push_back(row);
    }
    return t.toUtf8();
}

}  // namespace sn
