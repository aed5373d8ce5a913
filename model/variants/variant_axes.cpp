#include "model/variants/variant_axes.h"

#include "model/core/excerpt.h"
#include "model/core/sn_error.h"

#include <cmath>

namespace sn {

namespace {

/// A whole number from 1 to 64, as the wizard's down:up ratios take.
int ratioOf(const QString& value, bool* ok) {
    const int n = value.toInt(ok);
    *ok = *ok && n >= 1 && n <= 64;
    return n;
}

/// A rack budget in kW above 0 and at most 10^9 (what a design stores, as `new --rack-kw`).
double rackKwOf(const QString& value, bool* ok) {
    const double kw = value.toDouble(ok);
    *ok = *ok && std::isfinite(kw) && kw > 0 && kw <= 1e9;
    return kw;
}

bool valid(VariantAxisKind kind, const QString& value) {
    bool ok = true;
    switch (kind) {
    case VariantAxisKind::Fabric: return kFabricKindNames.parse(value).has_value();
    case VariantAxisKind::Cooling: return kCoolingKindNames.parse(value).has_value();
    case VariantAxisKind::Server: return !value.trimmed().isEmpty();
    case VariantAxisKind::RackKw: rackKwOf(value, &ok); return ok;
    case VariantAxisKind::Oversubscription:
    case VariantAxisKind::StorageOversubscription: ratioOf(value, &ok); return ok;
    }
    return false;
}

}  // namespace

VariantAxis VariantAxis::parse(const QString& spec) {
    const qsizetype eq = spec.indexOf(QLatin1Char('='));
    if (eq <= 0)
        throw UserError(tr("--axis %1: expected NAME=VALUE,VALUE… with NAME one of %2.")
                            .arg(quotedExcerpt(spec), kVariantAxisNames.list()));
    const auto kind = kVariantAxisNames.parse(spec.left(eq));
    if (!kind)
        throw UserError(tr("--axis %1: \"%2\" is not one of %3.")
                            .arg(quotedExcerpt(spec), excerpt(spec.left(eq)), kVariantAxisNames.list()));
    VariantAxis axis{*kind, spec.mid(eq + 1).split(QLatin1Char(','))};
    for (const QString& value : axis.values)
        if (!valid(axis.kind, value))
            throw UserError(tr("--axis %1: \"%2\" is not a value %3 takes.")
                                .arg(quotedExcerpt(spec), excerpt(value), kVariantAxisNames.name(axis.kind)));
    axis.values.removeDuplicates();
    return axis;
}

void VariantAxis::apply(const QString& value, WizardParams& p) const {
    bool ok = true;
    switch (kind) {
    case VariantAxisKind::Fabric: p.fabric = *kFabricKindNames.parse(value); break;
    case VariantAxisKind::Cooling: p.cooling = *kCoolingKindNames.parse(value); break;
    case VariantAxisKind::Server: p.serverTypeId = value.trimmed(); break;
    case VariantAxisKind::RackKw: p.rackBudgetW = rackKwOf(value, &ok) * 1000; break;
    case VariantAxisKind::Oversubscription: p.oversubscription = ratioOf(value, &ok); break;
    case VariantAxisKind::StorageOversubscription: p.storageOversubscription = ratioOf(value, &ok); break;
    }
}

std::vector<VariantSpec> variantsOf(const WizardParams& requirement, const std::vector<VariantAxis>& axes) {
    qint64 count = 1;
    for (size_t i = 0; i < axes.size(); ++i) {
        for (size_t j = 0; j < i; ++j)
            if (axes[j].kind == axes[i].kind)
                throw UserError(VariantAxis::tr("--axis %1 is given twice; list its values once, separated by commas.")
                                    .arg(kVariantAxisNames.name(axes[i].kind)));
        count *= axes[i].values.size();
        if (count > kMaxVariants)
            throw UserError(VariantAxis::tr("The axes make more than %1 variants; each is a whole design to build and "
                                            "route. Compare fewer values at a time.")
                                .arg(kMaxVariants));
    }
    std::vector<VariantSpec> out{{QString(), requirement}};
    for (const VariantAxis& axis : axes) {
        std::vector<VariantSpec> next;
        for (const VariantSpec& spec : out)
            for (const QString& value : axis.values) {
                VariantSpec v = spec;
                axis.apply(value, v.params);
                const QString part = QStringLiteral("%1=%2").arg(kVariantAxisNames.name(axis.kind), value);
                v.label = v.label.isEmpty() ? part : v.label + QLatin1Char(' ') + part;
                next.push_back(std::move(v));
            }
        out = std::move(next);
    }
    if (axes.empty()) out.front().label = QStringLiteral("base");
    return out;
}

}  // namespace sn
