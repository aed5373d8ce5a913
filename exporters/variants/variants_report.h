#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QStringList>

namespace sn {

struct VariantComparison;

/// The comparison as a person reads it (a ranked table, each criterion's
/// share of the total, what would change the winner, what is unpriced,
/// what was refused) and as CSV, one row per variant with every figure.
class VariantsReport {
    Q_DECLARE_TR_FUNCTIONS(VariantsReport)
public:
    /// `refusals[i]`: why variant i was refused, as the front end names its option; empty when built.
    VariantsReport(const VariantComparison& comparison, QStringList refusals);

    QString text() const;
    QByteArray csv() const;

private:
    QString rankedTable() const;
    QString figuresTable() const;
    QString costLines() const;
    QString flipLines() const;
    int rankOf(int variant) const;  ///< 1-based; 0 when not ranked

    const VariantComparison& m_comparison;
    QStringList m_refusals;
};

}  // namespace sn
