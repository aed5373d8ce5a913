#include "cabling/cabling_rules.h"

#include "rules/rule_context.h"

#include <algorithm>
#include <cmath>

namespace sn {

void OrderableLengthRule::checkConnection(const RuleContext& context, const Connection& c, FindingSink& sink) const {
    const Design& design = context.design();
    const Cable* cable = context.cableOf(c);
    if (!cable) return;
    const CableType* type = cable->typeId.isEmpty() ? nullptr : design.catalog().cable(cable->typeId);
    if (!type || type->lengthsM.empty()) return;
    const double longestM = *std::max_element(type->lengthsM.begin(), type->lengthsM.end());
    if (longestM <= 0) return;  // not sold by length (e.g. a rack backplane)
    const std::vector<ObjectRef> objects{ObjectRef::of(cable->id), ObjectRef::of(c.id)};
    // Beyond the media's reach no length helps: cabling.reach reports that, once.
    const std::optional<double> lengthMm = cable->orderedLengthMm ? cable->orderedLengthMm : cable->routeLengthMm;
    if (lengthMm && type->reachM > 0 && *lengthMm > type->reachM * 1000.0 + 1e-6) return;
    if (cable->routeLengthMm && *cable->routeLengthMm > longestM * 1000.0 + 1e-6) {
        sink.add(Severity::Error, objects, *cable->routeLengthMm / 1000.0, longestM, QStringLiteral("m"),
                 tr("Cable %1 needs %2 m, longer than the longest orderable %3 (%4 m).")
                     .arg(cable->label, QString::number(*cable->routeLengthMm / 1000.0, 'f', 2), type->model,
                          QString::number(longestM, 'g', 4)));
        return;
    }
    if (!cable->orderedLengthMm) return;
    const double orderedM = *cable->orderedLengthMm / 1000.0;
    const bool sold = std::any_of(type->lengthsM.begin(), type->lengthsM.end(),
                                  [&](double m) { return std::abs(m - orderedM) < 1e-6; });
    if (!sold)
        sink.add(Severity::Warning, objects, orderedM, std::nullopt, QStringLiteral("m"),
                 tr("Cable %1 is ordered at %2 m, a length %3 is not sold in.")
                     .arg(cable->label, QString::number(orderedM, 'g', 4), type->model));
}

}  // namespace sn
