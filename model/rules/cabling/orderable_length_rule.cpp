#include "model/rules/cabling/cabling_rules.h"

#include "model/routing/order_length.h"
#include "model/rules/rule_context.h"

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
    if (!sold) {
        sink.add(Severity::Warning, objects, orderedM, std::nullopt, QStringLiteral("m"),
                 tr("Cable %1 is ordered at %2 m, a length %3 is not sold in.")
                     .arg(cable->label, QString::number(orderedM, 'g', 4), type->model));
        return;
    }
    if (!cable->routeLengthMm) return;
    // What is over at each end beyond the route and its slack.
    const double spareMm = design.routingSettings().minSparePerEndMm;
    const double overPerEndMm = (*cable->orderedLengthMm - *cable->routeLengthMm) / 2;
    if (overPerEndMm + 1e-6 >= spareMm) return;
    const double betterM = orderLengthM(*type, *cable->routeLengthMm, spareMm);  // -1: none within reach
    const QString over = QString::number(std::max(0.0, overPerEndMm) / 1000.0, 'f', 3);
    const QString wanted = QString::number(spareMm / 1000.0, 'f', 3);
    sink.add(Severity::Warning, objects, overPerEndMm / 1000.0, spareMm / 1000.0, QStringLiteral("m"),
             betterM > orderedM + 1e-9
                 ? tr("Cable %1 (%2 m ordered for a %3 m route) leaves %4 m over at each end, less than the "
                      "routing policy's %5 m: route again to order it at %6 m.")
                       .arg(cable->label, QString::number(orderedM, 'g', 4),
                            QString::number(*cable->routeLengthMm / 1000.0, 'f', 2), over, wanted,
                            QString::number(betterM, 'g', 4))
                 : tr("Cable %1 (%2 m ordered for a %3 m route) leaves %4 m over at each end, less than the "
                      "routing policy's %5 m, and no longer %6 within its reach is sold.")
                       .arg(cable->label, QString::number(orderedM, 'g', 4),
                            QString::number(*cable->routeLengthMm / 1000.0, 'f', 2), over, wanted, type->model));
}

}  // namespace sn
