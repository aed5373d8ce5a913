#pragma once

#include "catalog/device_type.h"

#include <QCoreApplication>
#include <QString>

namespace sn {

/// A device type's failures per year and where the figure comes from.
struct FailureRate {
    double annual = 0;       ///< failures per device-year
    QString source;
    bool isDefault = false;  ///< true when the type carries no failure_rate of its own
};

/// Annual failure rates for the fault analysis (issue 19). A type's own
/// `failure_rate` (catalog or design, editable) wins; otherwise a documented
/// default for its category applies. Defaults are not datasheet values.
class FailureRates {
    Q_DECLARE_TR_FUNCTIONS(FailureRates)
public:
    /// Failures per GPU card and year assumed when a GPU device has no rate:
    /// the seed figure, 2 %/yr.
    static constexpr double kGpuCardAnnual = 0.02;

    static FailureRate of(const DeviceType& type);
    /// The figure of `of` alone, without writing its source: the fault
    /// analysis asks it of every device (the text's formatting was 5 % of
    /// `validate` at 16 384 GPUs, issue 14).
    static double annualOf(const DeviceType& type);
    /// The category default alone (what `of` returns for a type without a rate).
    static FailureRate defaultFor(const DeviceType& type);
};

}  // namespace sn
