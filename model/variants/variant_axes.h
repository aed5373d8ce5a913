#pragma once

#include "model/core/enum_names.h"
#include "model/topology/wizard_params.h"

#include <QCoreApplication>
#include <QStringList>

#include <vector>

namespace sn {

/// A wizard choice a comparison varies, named as `new`'s option.
enum class VariantAxisKind { Fabric, Server, RackKw, Cooling, Oversubscription, StorageOversubscription };
inline constexpr EnumNames<VariantAxisKind, 6> kVariantAxisNames{{{
    {VariantAxisKind::Fabric, "fabric"},
    {VariantAxisKind::Server, "server"},
    {VariantAxisKind::RackKw, "rack-kw"},
    {VariantAxisKind::Cooling, "cooling"},
    {VariantAxisKind::Oversubscription, "oversubscription"},
    {VariantAxisKind::StorageOversubscription, "storage-oversubscription"},
}}};

/// One axis of a comparison: a choice and the values to try ("fabric=rail,fattree").
struct VariantAxis {
    Q_DECLARE_TR_FUNCTIONS(VariantAxis)
public:
    VariantAxisKind kind = VariantAxisKind::Fabric;
    QStringList values;

    /// Throws UserError naming the axis or value at fault; a value the axis
    /// cannot take ("rack-kw=-3", "fabric=mesh") is refused here, before any work.
    static VariantAxis parse(const QString& spec);
    /// Sets `value` (one of `values`) in `params`.
    void apply(const QString& value, WizardParams& params) const;
};

/// One combination of the axes' values, on top of the requirement.
struct VariantSpec {
    QString label;  ///< "fabric=rail storage-oversubscription=2"; "base" without axes
    WizardParams params;
};

/// At most this many combinations: each is a whole design, built and routed.
inline constexpr int kMaxVariants = 64;

/// Every combination, the first axis varying slowest. Throws UserError when
/// an axis is given twice or there would be more than kMaxVariants.
std::vector<VariantSpec> variantsOf(const WizardParams& requirement, const std::vector<VariantAxis>& axes);

}  // namespace sn
