#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QStringList>

class QPagedPaintDevice;

namespace sn {

struct VariantComparison;

/// The comparison as a printable A4 landscape report: the ranked table with
/// each criterion's share of the total, what would change the winner, one
/// bar chart per criterion (each variant's score on it) and the refused
/// combinations with their reasons.
class VariantsPdf {
    Q_DECLARE_TR_FUNCTIONS(VariantsPdf)
public:
    /// `refusals[i]`: why variant i was refused (as the front end names its option); empty when built.
    static QByteArray pdf(const VariantComparison& comparison, const QStringList& refusals);
    static void paint(const VariantComparison& comparison, const QStringList& refusals, QPagedPaintDevice& device);
};

}  // namespace sn
