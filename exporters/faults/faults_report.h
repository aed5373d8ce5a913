#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace sn {

struct FaultAnalysis;

/// Formats a FaultAnalysis (`supernode-designer faults`): fault domains,
/// blast radius per component kind with the worst case named, the failure
/// interval with its arithmetic, and the rank placement of a plan — as
/// text for people and JSON for scripts.
class FaultsReport {
    Q_DECLARE_TR_FUNCTIONS(FaultsReport)
public:
    static QString text(const FaultAnalysis& analysis, const QString& designName);
    static QByteArray json(const FaultAnalysis& analysis, const QString& designName);
    /// What one failure costs, in one line ("16 GPUs down, 8 lose 1 of 8 scale-out links, …").
    static QString impact(const FaultAnalysis& analysis, int radius);
    /// The PSU arithmetic of the device the failure leaves shortest of
    /// power ("hgx-b200-8gpu-liquid A01-S1: 3 of 6 PSUs × 3.3 kW = 9.9 kW of
    /// 14.3 kW → capped at 69 %"); empty when no GPU device falls short.
    static QString shortfall(const FaultAnalysis& analysis, int radius);
};

}  // namespace sn
